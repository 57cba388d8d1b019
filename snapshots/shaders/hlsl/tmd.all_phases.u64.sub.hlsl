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
    uint l_mut_771_ = (uint)0;
    uint l_mut_782_ = (uint)0;
    uint l_mut_813_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    uint l_mut_467_ = 0u;
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
    uint l_mut_975_ = (uint)0;
    uint l_mut_1108_ = 0u;
    uint l_mut_1115_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1330_ = asuint(info.Load(20+0));
        uint l_1331_ = (l_1330_ * 1u);
        uint l_1332_ = (l_1331_ - 1u);
        uint l_1333_ = min(3u, l_1332_);
        uint _e57; buffer_5_global.InterlockedAdd(l_1333_*4, 1u, _e57);
    }
    uint l_1246_ = asuint(info.Load(12+0));
    uint l_1247_ = (l_1246_ * 1u);
    bool l_1248_ = (0u < l_1247_);
    uint l_1249_ = (l_1247_ - 1u);
    uint l_1250_ = min(0u, l_1249_);
    uint l_1251_ = asuint(buffer_3_global.Load(l_1250_*4));
    uint l_4_ = (l_1248_ ? l_1251_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1253_ = asuint(info.Load(12+0));
    uint l_1254_ = (l_1253_ * 1u);
    bool l_1255_ = (l_7_ < l_1254_);
    uint l_1256_ = (l_1254_ - 1u);
    uint l_1257_ = min(l_7_, l_1256_);
    uint l_1258_ = asuint(buffer_3_global.Load(l_1257_*4));
    uint l_8_ = (l_1255_ ? l_1258_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1260_ = asuint(info.Load(12+0));
    uint l_1261_ = (l_1260_ * 1u);
    bool l_1262_ = (2u < l_1261_);
    uint l_1263_ = (l_1261_ - 1u);
    uint l_1264_ = min(2u, l_1263_);
    uint l_1265_ = asuint(buffer_3_global.Load(l_1264_*4));
    uint l_15_ = (l_1262_ ? l_1265_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1267_ = asuint(info.Load(12+0));
    uint l_1268_ = (l_1267_ * 1u);
    bool l_1269_ = (l_18_ < l_1268_);
    uint l_1270_ = (l_1268_ - 1u);
    uint l_1271_ = min(l_18_, l_1270_);
    uint l_1272_ = asuint(buffer_3_global.Load(l_1271_*4));
    uint l_19_ = (l_1269_ ? l_1272_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1274_ = asuint(info.Load(12+0));
    uint l_1275_ = (l_1274_ * 1u);
    bool l_1276_ = (4u < l_1275_);
    uint l_1277_ = (l_1275_ - 1u);
    uint l_1278_ = min(4u, l_1277_);
    uint l_1279_ = asuint(buffer_3_global.Load(l_1278_*4));
    uint l_26_ = (l_1276_ ? l_1279_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1281_ = asuint(info.Load(12+0));
    uint l_1282_ = (l_1281_ * 1u);
    bool l_1283_ = (l_29_ < l_1282_);
    uint l_1284_ = (l_1282_ - 1u);
    uint l_1285_ = min(l_29_, l_1284_);
    uint l_1286_ = asuint(buffer_3_global.Load(l_1285_*4));
    uint l_30_ = (l_1283_ ? l_1286_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1288_ = asuint(info.Load(12+0));
    uint l_1289_ = (l_1288_ * 1u);
    bool l_1290_ = (6u < l_1289_);
    uint l_1291_ = (l_1289_ - 1u);
    uint l_1292_ = min(6u, l_1291_);
    uint l_1293_ = asuint(buffer_3_global.Load(l_1292_*4));
    uint l_35_ = (l_1290_ ? l_1293_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1295_ = asuint(info.Load(12+0));
    uint l_1296_ = (l_1295_ * 1u);
    bool l_1297_ = (l_38_ < l_1296_);
    uint l_1298_ = (l_1296_ - 1u);
    uint l_1299_ = min(l_38_, l_1298_);
    uint l_1300_ = asuint(buffer_3_global.Load(l_1299_*4));
    uint l_39_ = (l_1297_ ? l_1300_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1302_ = asuint(info.Load(12+0));
    uint l_1303_ = (l_1302_ * 1u);
    bool l_1304_ = (8u < l_1303_);
    uint l_1305_ = (l_1303_ - 1u);
    uint l_1306_ = min(8u, l_1305_);
    uint l_1307_ = asuint(buffer_3_global.Load(l_1306_*4));
    uint l_44_ = (l_1304_ ? l_1307_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1309_ = asuint(info.Load(12+0));
    uint l_1310_ = (l_1309_ * 1u);
    bool l_1311_ = (l_47_ < l_1310_);
    uint l_1312_ = (l_1310_ - 1u);
    uint l_1313_ = min(l_47_, l_1312_);
    uint l_1314_ = asuint(buffer_3_global.Load(l_1313_*4));
    uint l_48_ = (l_1311_ ? l_1314_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1316_ = asuint(info.Load(12+0));
    uint l_1317_ = (l_1316_ * 1u);
    bool l_1318_ = (10u < l_1317_);
    uint l_1319_ = (l_1317_ - 1u);
    uint l_1320_ = min(10u, l_1319_);
    uint l_1321_ = asuint(buffer_3_global.Load(l_1320_*4));
    uint l_53_ = (l_1318_ ? l_1321_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1323_ = asuint(info.Load(12+0));
    uint l_1324_ = (l_1323_ * 1u);
    bool l_1325_ = (l_56_ < l_1324_);
    uint l_1326_ = (l_1324_ - 1u);
    uint l_1327_ = min(l_56_, l_1326_);
    uint l_1328_ = asuint(buffer_3_global.Load(l_1327_*4));
    uint l_57_ = (l_1325_ ? l_1328_ : 0u);
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
        uint l_1335_ = asuint(info.Load(0+0));
        uint l_1336_ = (l_1335_ * 1u);
        bool l_1337_ = (l_76_ < l_1336_);
        uint l_1338_ = (l_1336_ - 1u);
        uint l_1339_ = min(l_76_, l_1338_);
        uint l_1340_ = asuint(buffer_0_global.Load(l_1339_*4));
        uint l_77_ = (l_1337_ ? l_1340_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1342_ = asuint(info.Load(0+0));
        uint l_1343_ = (l_1342_ * 1u);
        bool l_1344_ = (l_80_ < l_1343_);
        uint l_1345_ = (l_1343_ - 1u);
        uint l_1346_ = min(l_80_, l_1345_);
        uint l_1347_ = asuint(buffer_0_global.Load(l_1346_*4));
        uint l_81_ = (l_1344_ ? l_1347_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1349_ = asuint(info.Load(4+0));
        uint l_1350_ = (l_1349_ * 1u);
        bool l_1351_ = (l_85_ < l_1350_);
        uint l_1352_ = (l_1350_ - 1u);
        uint l_1353_ = min(l_85_, l_1352_);
        uint l_1354_ = asuint(buffer_1_global.Load(l_1353_*4));
        uint l_86_ = (l_1351_ ? l_1354_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1356_ = asuint(info.Load(4+0));
        uint l_1357_ = (l_1356_ * 1u);
        bool l_1358_ = (l_89_ < l_1357_);
        uint l_1359_ = (l_1357_ - 1u);
        uint l_1360_ = min(l_89_, l_1359_);
        uint l_1361_ = asuint(buffer_1_global.Load(l_1360_*4));
        uint l_90_ = (l_1358_ ? l_1361_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1363_ = asuint(info.Load(8+0));
        uint l_1364_ = (l_1363_ * 1u);
        bool l_1365_ = (l_94_ < l_1364_);
        uint l_1366_ = (l_1364_ - 1u);
        uint l_1367_ = min(l_94_, l_1366_);
        uint l_1368_ = asuint(buffer_2_global.Load(l_1367_*4));
        uint l_95_ = (l_1365_ ? l_1368_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1370_ = asuint(info.Load(8+0));
        uint l_1371_ = (l_1370_ * 1u);
        bool l_1372_ = (l_98_ < l_1371_);
        uint l_1373_ = (l_1371_ - 1u);
        uint l_1374_ = min(l_98_, l_1373_);
        uint l_1375_ = asuint(buffer_2_global.Load(l_1374_*4));
        uint l_99_ = (l_1372_ ? l_1375_ : 0u);
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
                l_mut_304_ = 0u;
                uint64_t _e931 = l_mut_158_;
                bool l_356_ = (_e931 == 0uL);
                bool l_357_ = !(l_356_);
                bool _e935 = l_mut_355_;
                if (_e935) {
                    local_1 = l_357_;
                } else {
                    local_1 = false;
                }
                bool l_358_ = local_1;
                uint64_t _e940 = l_mut_158_;
                uint64_t _e941 = l_mut_301_;
                bool l_359_ = (_e940 < _e941);
                if (l_358_) {
                    local_2 = l_359_;
                } else {
                    local_2 = false;
                }
                bool l_360_ = local_2;
                uint _e947 = l_mut_67_;
                uint _e948 = l_mut_258_;
                uint l_361_ = (_e947 + _e948);
                bool l_362_ = (l_361_ < l_13_);
                if (l_360_) {
                    local_3 = l_362_;
                } else {
                    local_3 = false;
                }
                bool l_363_ = local_3;
                if (l_363_) {
                    uint _e955 = l_mut_67_;
                    uint l_364_ = (l_13_ - _e955);
                    uint _e957 = l_mut_258_;
                    uint l_365_ = (l_364_ - _e957);
                    uint _e959 = l_mut_67_;
                    uint l_366_ = naga_div(l_365_, _e959);
                    uint64_t _e961 = l_mut_301_;
                    uint64_t l_367_ = (_e961 - 1uL);
                    uint64_t _e964 = l_mut_158_;
                    uint64_t l_368_ = naga_div(l_367_, _e964);
                    uint64_t l_369_ = uint64_t(l_366_);
                    bool l_370_ = (l_368_ < l_369_);
                    uint64_t l_371_ = uint64_t(l_366_);
                    uint64_t l_372_ = (l_370_ ? l_368_ : l_371_);
                    uint l_373_ = uint(l_372_);
                    l_mut_304_ = l_373_;
                }
                uint _e972 = l_mut_304_;
                bool l_374_ = (_e972 > 0u);
                if (l_374_) {
                    uint _e975 = l_mut_304_;
                    uint64_t l_375_ = uint64_t(_e975);
                    uint64_t _e977 = l_mut_158_;
                    uint64_t l_376_ = (_e977 * l_375_);
                    uint64_t _e979 = l_mut_212_;
                    uint64_t l_377_ = (_e979 - l_376_);
                    l_mut_212_ = l_377_;
                    uint _e981 = l_mut_304_;
                    uint _e982 = l_mut_67_;
                    uint l_378_ = (_e981 * _e982);
                    uint _e984 = l_mut_258_;
                    l_mut_258_ = (_e984 + l_378_);
                } else {
                    uint _e986 = l_mut_67_;
                    uint l_379_ = (l_13_ - _e986);
                    uint _e988 = l_mut_258_;
                    uint l_380_ = naga_div(l_379_, _e988);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    uint64_t _e992 = l_mut_212_;
                    bool l_381_ = (_e992 == 0uL);
                    if (l_381_) {
                        l_mut_304_ = l_380_;
                    } else {
                        bool _e995 = l_mut_355_;
                        if (_e995) {
                            uint64_t _e996 = l_mut_212_;
                            uint64_t _e997 = l_mut_158_;
                            bool l_382_ = (_e996 < _e997);
                            if (l_382_) {
                                uint64_t _e999 = l_mut_158_;
                                uint64_t l_383_ = (_e999 - 1uL);
                                uint64_t _e1002 = l_mut_212_;
                                uint64_t l_384_ = naga_div(l_383_, _e1002);
                                uint64_t l_385_ = uint64_t(l_380_);
                                bool l_386_ = (l_384_ < l_385_);
                                uint64_t l_387_ = uint64_t(l_380_);
                                uint64_t l_388_ = (l_386_ ? l_384_ : l_387_);
                                uint l_389_ = uint(l_388_);
                                l_mut_304_ = l_389_;
                            }
                        } else {
                            uint64_t _e1010 = l_mut_158_;
                            l_mut_301_ = _e1010;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1011 = l_mut_212_;
                                uint64_t _e1012 = l_mut_301_;
                                bool l_390_ = (_e1011 < _e1012);
                                uint _e1014 = l_mut_304_;
                                uint _e1015 = l_mut_258_;
                                uint l_391_ = (_e1014 * _e1015);
                                uint _e1017 = l_mut_67_;
                                uint l_392_ = (_e1017 + l_391_);
                                uint _e1019 = l_mut_258_;
                                uint l_393_ = (l_392_ + _e1019);
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
                                uint64_t _e1027 = l_mut_301_;
                                uint64_t _e1028 = l_mut_212_;
                                uint64_t l_397_ = (_e1027 - _e1028);
                                l_mut_301_ = l_397_;
                                uint _e1030 = l_mut_304_;
                                l_mut_304_ = (_e1030 + 1u);
                            }
                        }
                    }
                    uint _e1033 = l_mut_304_;
                    uint _e1034 = l_mut_258_;
                    uint l_398_ = (_e1033 * _e1034);
                    uint _e1036 = l_mut_67_;
                    uint l_399_ = (_e1036 + l_398_);
                    uint _e1038 = l_mut_258_;
                    uint l_400_ = (l_399_ + _e1038);
                    bool l_401_ = (l_400_ >= l_13_);
                    if (l_401_) {
                        l_mut_259_ = true;
                        l_mut_262_ = false;
                    } else {
                        uint _e1043 = l_mut_304_;
                        uint64_t l_402_ = uint64_t(_e1043);
                        uint64_t _e1045 = l_mut_212_;
                        uint64_t l_403_ = (_e1045 * l_402_);
                        uint64_t _e1047 = l_mut_158_;
                        uint64_t l_404_ = (_e1047 - l_403_);
                        l_mut_158_ = l_404_;
                        uint _e1049 = l_mut_304_;
                        uint _e1050 = l_mut_258_;
                        uint l_405_ = (_e1049 * _e1050);
                        uint _e1052 = l_mut_67_;
                        l_mut_67_ = (_e1052 + l_405_);
                        uint64_t _e1054 = l_mut_212_;
                        uint64_t _e1055 = l_mut_158_;
                        uint64_t l_406_ = (_e1054 - _e1055);
                        l_mut_212_ = l_406_;
                        uint _e1057 = l_mut_258_;
                        uint _e1058 = l_mut_67_;
                        l_mut_258_ = (_e1057 + _e1058);
                    }
                }
            } else {
                uint64_t _e1060 = l_mut_127_;
                uint64_t l_407_ = (_e1060 - l_255_);
                uint64_t _e1062 = l_mut_158_;
                l_mut_301_ = _e1062;
                uint64_t _e1063 = l_mut_158_;
                bool l_408_ = (l_407_ < _e1063);
                if (l_408_) {
                    l_mut_301_ = l_407_;
                }
                l_mut_355_ = false;
                l_mut_304_ = 0u;
                uint64_t _e1067 = l_mut_212_;
                bool l_409_ = (_e1067 == 0uL);
                bool l_410_ = !(l_409_);
                bool _e1071 = l_mut_355_;
                if (_e1071) {
                    local_5 = l_410_;
                } else {
                    local_5 = false;
                }
                bool l_411_ = local_5;
                uint64_t _e1076 = l_mut_212_;
                uint64_t _e1077 = l_mut_301_;
                bool l_412_ = (_e1076 < _e1077);
                if (l_411_) {
                    local_6 = l_412_;
                } else {
                    local_6 = false;
                }
                bool l_413_ = local_6;
                uint _e1083 = l_mut_258_;
                uint _e1084 = l_mut_67_;
                uint l_414_ = (_e1083 + _e1084);
                bool l_415_ = (l_414_ < l_13_);
                if (l_413_) {
                    local_7 = l_415_;
                } else {
                    local_7 = false;
                }
                bool l_416_ = local_7;
                if (l_416_) {
                    uint _e1091 = l_mut_258_;
                    uint l_417_ = (l_13_ - _e1091);
                    uint _e1093 = l_mut_67_;
                    uint l_418_ = (l_417_ - _e1093);
                    uint _e1095 = l_mut_258_;
                    uint l_419_ = naga_div(l_418_, _e1095);
                    uint64_t _e1097 = l_mut_301_;
                    uint64_t l_420_ = (_e1097 - 1uL);
                    uint64_t _e1100 = l_mut_212_;
                    uint64_t l_421_ = naga_div(l_420_, _e1100);
                    uint64_t l_422_ = uint64_t(l_419_);
                    bool l_423_ = (l_421_ < l_422_);
                    uint64_t l_424_ = uint64_t(l_419_);
                    uint64_t l_425_ = (l_423_ ? l_421_ : l_424_);
                    uint l_426_ = uint(l_425_);
                    l_mut_304_ = l_426_;
                }
                uint _e1108 = l_mut_304_;
                bool l_427_ = (_e1108 > 0u);
                if (l_427_) {
                    uint _e1111 = l_mut_304_;
                    uint64_t l_428_ = uint64_t(_e1111);
                    uint64_t _e1113 = l_mut_212_;
                    uint64_t l_429_ = (_e1113 * l_428_);
                    uint64_t _e1115 = l_mut_127_;
                    uint64_t l_430_ = (_e1115 - l_429_);
                    l_mut_127_ = l_430_;
                    uint64_t _e1117 = l_mut_158_;
                    uint64_t l_431_ = (_e1117 - l_429_);
                    l_mut_158_ = l_431_;
                    uint _e1119 = l_mut_304_;
                    uint _e1120 = l_mut_258_;
                    uint l_432_ = (_e1119 * _e1120);
                    uint _e1122 = l_mut_67_;
                    l_mut_67_ = (_e1122 + l_432_);
                } else {
                    uint64_t _e1124 = l_mut_127_;
                    uint64_t _e1125 = l_mut_212_;
                    uint64_t l_433_ = (_e1124 - _e1125);
                    l_mut_127_ = l_433_;
                    uint64_t _e1127 = l_mut_127_;
                    bool l_434_ = (_e1127 < l_255_);
                    if (l_434_) {
                        l_mut_262_ = false;
                    } else {
                        uint _e1130 = l_mut_258_;
                        uint l_435_ = (l_13_ - _e1130);
                        uint _e1132 = l_mut_67_;
                        uint l_436_ = naga_div(l_435_, _e1132);
                        l_mut_304_ = 0u;
                        l_mut_355_ = false;
                        uint64_t _e1136 = l_mut_158_;
                        bool l_437_ = (_e1136 == 0uL);
                        if (l_437_) {
                            l_mut_304_ = l_436_;
                        } else {
                            bool _e1139 = l_mut_355_;
                            if (_e1139) {
                                uint64_t _e1140 = l_mut_158_;
                                uint64_t _e1141 = l_mut_212_;
                                bool l_438_ = (_e1140 < _e1141);
                                if (l_438_) {
                                    uint64_t _e1143 = l_mut_212_;
                                    uint64_t l_439_ = (_e1143 - 1uL);
                                    uint64_t _e1146 = l_mut_158_;
                                    uint64_t l_440_ = naga_div(l_439_, _e1146);
                                    uint64_t l_441_ = uint64_t(l_436_);
                                    bool l_442_ = (l_440_ < l_441_);
                                    uint64_t l_443_ = uint64_t(l_436_);
                                    uint64_t l_444_ = (l_442_ ? l_440_ : l_443_);
                                    uint l_445_ = uint(l_444_);
                                    l_mut_304_ = l_445_;
                                }
                            } else {
                                uint64_t _e1154 = l_mut_212_;
                                l_mut_301_ = _e1154;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1155 = l_mut_158_;
                                    uint64_t _e1156 = l_mut_301_;
                                    bool l_446_ = (_e1155 < _e1156);
                                    uint _e1158 = l_mut_304_;
                                    uint _e1159 = l_mut_67_;
                                    uint l_447_ = (_e1158 * _e1159);
                                    uint _e1161 = l_mut_258_;
                                    uint l_448_ = (_e1161 + l_447_);
                                    uint _e1163 = l_mut_67_;
                                    uint l_449_ = (l_448_ + _e1163);
                                    bool l_450_ = (l_449_ < l_13_);
                                    if (l_446_) {
                                        local_8 = l_450_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_451_ = local_8;
                                    bool l_452_ = !(l_451_);
                                    if (l_452_) {
                                        break;
                                    }
                                    uint64_t _e1171 = l_mut_301_;
                                    uint64_t _e1172 = l_mut_158_;
                                    uint64_t l_453_ = (_e1171 - _e1172);
                                    l_mut_301_ = l_453_;
                                    uint _e1174 = l_mut_304_;
                                    l_mut_304_ = (_e1174 + 1u);
                                }
                            }
                        }
                        uint _e1177 = l_mut_67_;
                        uint _e1178 = l_mut_258_;
                        uint l_454_ = (_e1177 + _e1178);
                        uint _e1180 = l_mut_304_;
                        uint _e1181 = l_mut_67_;
                        uint l_455_ = (_e1180 * _e1181);
                        uint l_456_ = (l_454_ + l_455_);
                        bool l_457_ = (l_456_ >= l_13_);
                        if (l_457_) {
                            l_mut_259_ = true;
                            l_mut_262_ = false;
                        } else {
                            uint _e1187 = l_mut_304_;
                            uint64_t l_458_ = uint64_t(_e1187);
                            uint64_t _e1189 = l_mut_158_;
                            uint64_t l_459_ = (_e1189 * l_458_);
                            uint64_t _e1191 = l_mut_212_;
                            uint64_t l_460_ = (_e1191 - l_459_);
                            l_mut_212_ = l_460_;
                            uint _e1193 = l_mut_304_;
                            uint _e1194 = l_mut_67_;
                            uint l_461_ = (_e1193 * _e1194);
                            uint _e1196 = l_mut_258_;
                            l_mut_258_ = (_e1196 + l_461_);
                            uint64_t _e1198 = l_mut_158_;
                            uint64_t _e1199 = l_mut_212_;
                            uint64_t l_462_ = (_e1198 - _e1199);
                            l_mut_158_ = l_462_;
                            uint _e1201 = l_mut_67_;
                            uint _e1202 = l_mut_258_;
                            l_mut_67_ = (_e1201 + _e1202);
                        }
                    }
                }
            }
        }
        bool _e1204 = l_mut_259_;
        bool l_463_ = !(_e1204);
        if (l_463_) {
            uint l_1377_ = asuint(info.Load(20+0));
            uint l_1378_ = (l_1377_ * 1u);
            uint l_1379_ = (l_1378_ - 1u);
            uint l_1380_ = min(0u, l_1379_);
            uint _e1219; buffer_5_global.InterlockedAdd(l_1380_*4, 1u, _e1219);
            uint l_466_ = naga_div(l_13_, 8u);
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            l_mut_258_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2532 = l_mut_467_;
                    l_mut_467_ = (_e2532 + 1u);
                }
                loop_init = false;
                uint _e1227 = l_mut_467_;
                if ((_e1227 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1230 = l_mut_467_;
                    uint l_468_ = (_e1230 * l_466_);
                    bool l_469_ = (l_468_ < l_74_);
                    uint l_470_ = naga_div(l_13_, 8u);
                    uint _e1235 = l_mut_467_;
                    uint l_471_ = (_e1235 * l_470_);
                    uint l_472_ = (l_471_ + l_471_);
                    uint64_t l_473_ = (l_102_ >> uint(63uL));
                    bool l_474_ = (l_473_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_474_) {
                        uint64_t l_476_ = (0uL - l_102_);
                        l_mut_301_ = l_476_;
                    }
                    uint64_t l_477_ = uint64_t(l_472_);
                    uint64_t _e1247 = l_mut_301_;
                    uint64_t l_478_ = (_e1247 & 4294967295uL);
                    uint64_t l_479_ = (l_478_ * l_477_);
                    uint64_t _e1251 = l_mut_301_;
                    uint64_t l_480_ = (_e1251 >> uint(32uL));
                    uint64_t l_481_ = (l_480_ * l_477_);
                    uint64_t l_482_ = (l_481_ << uint(32uL));
                    uint64_t l_483_ = (l_479_ + l_482_);
                    uint64_t l_484_ = (l_481_ >> uint(32uL));
                    bool l_485_ = (l_483_ < l_479_);
                    uint64_t l_486_ = uint64_t(l_485_);
                    uint64_t l_487_ = (l_484_ + l_486_);
                    l_mut_301_ = l_483_;
                    bool l_488_ = (l_24_ == 64u);
                    if (l_488_) {
                        l_mut_301_ = l_487_;
                    } else {
                        bool l_489_ = (l_24_ > 0u);
                        if (l_489_) {
                            uint l_490_ = (64u - l_24_);
                            uint64_t l_491_ = uint64_t(l_490_);
                            uint64_t l_492_ = (l_487_ << uint(l_491_));
                            uint64_t l_493_ = uint64_t(l_24_);
                            uint64_t l_494_ = (l_483_ >> uint(l_493_));
                            uint64_t l_495_ = (l_492_ | l_494_);
                            l_mut_301_ = l_495_;
                        }
                    }
                    uint64_t _e1284 = l_mut_301_;
                    l_mut_284_ = _e1284;
                    if (l_474_) {
                        uint64_t _e1286 = l_mut_284_;
                        uint64_t l_497_ = (0uL - _e1286);
                        l_mut_284_ = l_497_;
                    }
                    uint64_t _e1288 = l_mut_284_;
                    uint64_t l_498_ = (l_84_ + _e1288);
                    uint64_t l_499_ = uint64_t(l_471_);
                    uint64_t l_500_ = (l_84_ * l_499_);
                    uint64_t l_501_ = (l_93_ + l_500_);
                    l_mut_301_ = 0uL;
                    bool l_503_ = (l_471_ < 65536u);
                    if (l_503_) {
                        uint l_504_ = (l_471_ * l_471_);
                        uint64_t l_505_ = (l_102_ >> uint(63uL));
                        bool l_506_ = (l_505_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_506_) {
                            uint64_t l_508_ = (0uL - l_102_);
                            l_mut_284_ = l_508_;
                        }
                        uint64_t l_509_ = uint64_t(l_504_);
                        uint64_t _e1306 = l_mut_284_;
                        uint64_t l_510_ = (_e1306 & 4294967295uL);
                        uint64_t l_511_ = (l_510_ * l_509_);
                        uint64_t _e1310 = l_mut_284_;
                        uint64_t l_512_ = (_e1310 >> uint(32uL));
                        uint64_t l_513_ = (l_512_ * l_509_);
                        uint64_t l_514_ = (l_513_ << uint(32uL));
                        uint64_t l_515_ = (l_511_ + l_514_);
                        uint64_t l_516_ = (l_513_ >> uint(32uL));
                        bool l_517_ = (l_515_ < l_511_);
                        uint64_t l_518_ = uint64_t(l_517_);
                        uint64_t l_519_ = (l_516_ + l_518_);
                        l_mut_284_ = l_515_;
                        bool l_520_ = (l_24_ == 64u);
                        if (l_520_) {
                            l_mut_284_ = l_519_;
                        } else {
                            bool l_521_ = (l_24_ > 0u);
                            if (l_521_) {
                                uint l_522_ = (64u - l_24_);
                                uint64_t l_523_ = uint64_t(l_522_);
                                uint64_t l_524_ = (l_519_ << uint(l_523_));
                                uint64_t l_525_ = uint64_t(l_24_);
                                uint64_t l_526_ = (l_515_ >> uint(l_525_));
                                uint64_t l_527_ = (l_524_ | l_526_);
                                l_mut_284_ = l_527_;
                            }
                        }
                        uint64_t _e1343 = l_mut_284_;
                        l_mut_212_ = _e1343;
                        if (l_506_) {
                            uint64_t _e1345 = l_mut_212_;
                            uint64_t l_529_ = (0uL - _e1345);
                            l_mut_212_ = l_529_;
                        }
                        uint64_t _e1347 = l_mut_212_;
                        l_mut_301_ = _e1347;
                    } else {
                        uint64_t l_530_ = (l_102_ >> uint(63uL));
                        bool l_531_ = (l_530_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_531_) {
                            uint64_t l_533_ = (0uL - l_102_);
                            l_mut_284_ = l_533_;
                        }
                        uint64_t l_534_ = uint64_t(l_471_);
                        uint64_t _e1357 = l_mut_284_;
                        uint64_t l_535_ = (_e1357 & 4294967295uL);
                        uint64_t l_536_ = (l_535_ * l_534_);
                        uint64_t _e1361 = l_mut_284_;
                        uint64_t l_537_ = (_e1361 >> uint(32uL));
                        uint64_t l_538_ = (l_537_ * l_534_);
                        uint64_t l_539_ = (l_538_ << uint(32uL));
                        uint64_t l_540_ = (l_536_ + l_539_);
                        uint64_t l_541_ = (l_538_ >> uint(32uL));
                        bool l_542_ = (l_540_ < l_536_);
                        uint64_t l_543_ = uint64_t(l_542_);
                        uint64_t l_544_ = (l_541_ + l_543_);
                        l_mut_212_ = l_540_;
                        if (false) {
                            l_mut_212_ = l_544_;
                        } else {
                            if (false) {
                                uint64_t l_548_ = (l_544_ << uint(64uL));
                                uint64_t l_550_ = (l_540_ >> uint(0uL));
                                uint64_t l_551_ = (l_548_ | l_550_);
                                l_mut_212_ = l_551_;
                            }
                        }
                        uint64_t l_552_ = uint64_t(l_471_);
                        uint64_t _e1391 = l_mut_284_;
                        uint64_t l_553_ = (_e1391 & 4294967295uL);
                        uint64_t l_554_ = (l_553_ * l_552_);
                        uint64_t _e1395 = l_mut_284_;
                        uint64_t l_555_ = (_e1395 >> uint(32uL));
                        uint64_t l_556_ = (l_555_ * l_552_);
                        uint64_t l_557_ = (l_556_ << uint(32uL));
                        uint64_t l_558_ = (l_554_ + l_557_);
                        uint64_t l_559_ = (l_556_ >> uint(32uL));
                        bool l_560_ = (l_558_ < l_554_);
                        uint64_t l_561_ = uint64_t(l_560_);
                        uint64_t l_562_ = (l_559_ + l_561_);
                        l_mut_284_ = l_558_;
                        if (true) {
                            l_mut_284_ = l_562_;
                        } else {
                            if (true) {
                                uint64_t l_566_ = (l_562_ << uint(0uL));
                                uint64_t l_568_ = (l_558_ >> uint(64uL));
                                uint64_t l_569_ = (l_566_ | l_568_);
                                l_mut_284_ = l_569_;
                            }
                        }
                        uint64_t l_570_ = uint64_t(l_471_);
                        uint64_t _e1425 = l_mut_212_;
                        uint64_t l_571_ = (_e1425 & 4294967295uL);
                        uint64_t l_572_ = (l_571_ * l_570_);
                        uint64_t _e1429 = l_mut_212_;
                        uint64_t l_573_ = (_e1429 >> uint(32uL));
                        uint64_t l_574_ = (l_573_ * l_570_);
                        uint64_t l_575_ = (l_574_ << uint(32uL));
                        uint64_t l_576_ = (l_572_ + l_575_);
                        uint64_t l_577_ = (l_574_ >> uint(32uL));
                        bool l_578_ = (l_576_ < l_572_);
                        uint64_t l_579_ = uint64_t(l_578_);
                        uint64_t l_580_ = (l_577_ + l_579_);
                        l_mut_158_ = l_576_;
                        if (false) {
                            l_mut_158_ = l_580_;
                        } else {
                            if (false) {
                                uint64_t l_584_ = (l_580_ << uint(64uL));
                                uint64_t l_586_ = (l_576_ >> uint(0uL));
                                uint64_t l_587_ = (l_584_ | l_586_);
                                l_mut_158_ = l_587_;
                            }
                        }
                        uint64_t l_588_ = uint64_t(l_471_);
                        uint64_t _e1459 = l_mut_212_;
                        uint64_t l_589_ = (_e1459 & 4294967295uL);
                        uint64_t l_590_ = (l_589_ * l_588_);
                        uint64_t _e1463 = l_mut_212_;
                        uint64_t l_591_ = (_e1463 >> uint(32uL));
                        uint64_t l_592_ = (l_591_ * l_588_);
                        uint64_t l_593_ = (l_592_ << uint(32uL));
                        uint64_t l_594_ = (l_590_ + l_593_);
                        uint64_t l_595_ = (l_592_ >> uint(32uL));
                        bool l_596_ = (l_594_ < l_590_);
                        uint64_t l_597_ = uint64_t(l_596_);
                        uint64_t l_598_ = (l_595_ + l_597_);
                        l_mut_212_ = l_594_;
                        if (true) {
                            l_mut_212_ = l_598_;
                        } else {
                            if (true) {
                                uint64_t l_602_ = (l_598_ << uint(0uL));
                                uint64_t l_604_ = (l_594_ >> uint(64uL));
                                uint64_t l_605_ = (l_602_ | l_604_);
                                l_mut_212_ = l_605_;
                            }
                        }
                        uint64_t l_606_ = uint64_t(l_471_);
                        uint64_t _e1493 = l_mut_284_;
                        uint64_t l_607_ = (_e1493 * l_606_);
                        uint64_t _e1495 = l_mut_212_;
                        uint64_t l_608_ = (_e1495 + l_607_);
                        uint64_t _e1497 = l_mut_158_;
                        l_mut_301_ = _e1497;
                        bool l_609_ = (l_24_ == 64u);
                        if (l_609_) {
                            l_mut_301_ = l_608_;
                        } else {
                            bool l_610_ = (l_24_ > 0u);
                            if (l_610_) {
                                uint l_611_ = (64u - l_24_);
                                uint64_t l_612_ = uint64_t(l_611_);
                                uint64_t l_613_ = (l_608_ << uint(l_612_));
                                uint64_t l_614_ = uint64_t(l_24_);
                                uint64_t _e1509 = l_mut_158_;
                                uint64_t l_615_ = (_e1509 >> uint(l_614_));
                                uint64_t l_616_ = (l_613_ + l_615_);
                                l_mut_301_ = l_616_;
                            }
                        }
                        if (l_531_) {
                            uint64_t _e1515 = l_mut_301_;
                            uint64_t l_618_ = (0uL - _e1515);
                            l_mut_301_ = l_618_;
                        }
                    }
                    uint64_t _e1517 = l_mut_301_;
                    uint64_t l_619_ = (l_501_ + _e1517);
                    uint64_t l_620_ = (l_102_ >> uint(63uL));
                    bool l_621_ = (l_620_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_621_) {
                        uint64_t l_623_ = (0uL - l_102_);
                        l_mut_301_ = l_623_;
                    }
                    uint64_t l_624_ = uint64_t(l_470_);
                    uint64_t _e1528 = l_mut_301_;
                    uint64_t l_625_ = (_e1528 & 4294967295uL);
                    uint64_t l_626_ = (l_625_ * l_624_);
                    uint64_t _e1532 = l_mut_301_;
                    uint64_t l_627_ = (_e1532 >> uint(32uL));
                    uint64_t l_628_ = (l_627_ * l_624_);
                    uint64_t l_629_ = (l_628_ << uint(32uL));
                    uint64_t l_630_ = (l_626_ + l_629_);
                    uint64_t l_631_ = (l_628_ >> uint(32uL));
                    bool l_632_ = (l_630_ < l_626_);
                    uint64_t l_633_ = uint64_t(l_632_);
                    uint64_t l_634_ = (l_631_ + l_633_);
                    l_mut_301_ = l_630_;
                    bool l_635_ = (l_24_ == 64u);
                    if (l_635_) {
                        l_mut_301_ = l_634_;
                    } else {
                        bool l_636_ = (l_24_ > 0u);
                        if (l_636_) {
                            uint l_637_ = (64u - l_24_);
                            uint64_t l_638_ = uint64_t(l_637_);
                            uint64_t l_639_ = (l_634_ << uint(l_638_));
                            uint64_t l_640_ = uint64_t(l_24_);
                            uint64_t l_641_ = (l_630_ >> uint(l_640_));
                            uint64_t l_642_ = (l_639_ | l_641_);
                            l_mut_301_ = l_642_;
                        }
                    }
                    uint64_t _e1565 = l_mut_301_;
                    l_mut_284_ = _e1565;
                    if (l_621_) {
                        uint64_t _e1567 = l_mut_284_;
                        uint64_t l_644_ = (0uL - _e1567);
                        l_mut_284_ = l_644_;
                    }
                    uint64_t _e1569 = l_mut_284_;
                    uint64_t l_645_ = (l_498_ + _e1569);
                    uint l_646_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_648_ = (l_470_ < 65536u);
                    if (l_648_) {
                        uint l_649_ = (l_470_ * l_470_);
                        uint64_t l_650_ = (l_102_ >> uint(63uL));
                        bool l_651_ = (l_650_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_651_) {
                            uint64_t l_653_ = (0uL - l_102_);
                            l_mut_284_ = l_653_;
                        }
                        uint64_t l_654_ = uint64_t(l_649_);
                        uint64_t _e1586 = l_mut_284_;
                        uint64_t l_655_ = (_e1586 & 4294967295uL);
                        uint64_t l_656_ = (l_655_ * l_654_);
                        uint64_t _e1590 = l_mut_284_;
                        uint64_t l_657_ = (_e1590 >> uint(32uL));
                        uint64_t l_658_ = (l_657_ * l_654_);
                        uint64_t l_659_ = (l_658_ << uint(32uL));
                        uint64_t l_660_ = (l_656_ + l_659_);
                        uint64_t l_661_ = (l_658_ >> uint(32uL));
                        bool l_662_ = (l_660_ < l_656_);
                        uint64_t l_663_ = uint64_t(l_662_);
                        uint64_t l_664_ = (l_661_ + l_663_);
                        l_mut_284_ = l_660_;
                        bool l_665_ = (l_646_ == 64u);
                        if (l_665_) {
                            l_mut_284_ = l_664_;
                        } else {
                            bool l_666_ = (l_646_ > 0u);
                            if (l_666_) {
                                uint l_667_ = (64u - l_646_);
                                uint64_t l_668_ = uint64_t(l_667_);
                                uint64_t l_669_ = (l_664_ << uint(l_668_));
                                uint64_t l_670_ = uint64_t(l_646_);
                                uint64_t l_671_ = (l_660_ >> uint(l_670_));
                                uint64_t l_672_ = (l_669_ | l_671_);
                                l_mut_284_ = l_672_;
                            }
                        }
                        uint64_t _e1623 = l_mut_284_;
                        l_mut_212_ = _e1623;
                        if (l_651_) {
                            uint64_t _e1625 = l_mut_212_;
                            uint64_t l_674_ = (0uL - _e1625);
                            l_mut_212_ = l_674_;
                        }
                        uint64_t _e1627 = l_mut_212_;
                        l_mut_301_ = _e1627;
                    } else {
                        uint64_t l_675_ = (l_102_ >> uint(63uL));
                        bool l_676_ = (l_675_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_676_) {
                            uint64_t l_678_ = (0uL - l_102_);
                            l_mut_284_ = l_678_;
                        }
                        uint64_t l_679_ = uint64_t(l_470_);
                        uint64_t _e1637 = l_mut_284_;
                        uint64_t l_680_ = (_e1637 & 4294967295uL);
                        uint64_t l_681_ = (l_680_ * l_679_);
                        uint64_t _e1641 = l_mut_284_;
                        uint64_t l_682_ = (_e1641 >> uint(32uL));
                        uint64_t l_683_ = (l_682_ * l_679_);
                        uint64_t l_684_ = (l_683_ << uint(32uL));
                        uint64_t l_685_ = (l_681_ + l_684_);
                        uint64_t l_686_ = (l_683_ >> uint(32uL));
                        bool l_687_ = (l_685_ < l_681_);
                        uint64_t l_688_ = uint64_t(l_687_);
                        uint64_t l_689_ = (l_686_ + l_688_);
                        l_mut_212_ = l_685_;
                        if (false) {
                            l_mut_212_ = l_689_;
                        } else {
                            if (false) {
                                uint64_t l_693_ = (l_689_ << uint(64uL));
                                uint64_t l_695_ = (l_685_ >> uint(0uL));
                                uint64_t l_696_ = (l_693_ | l_695_);
                                l_mut_212_ = l_696_;
                            }
                        }
                        uint64_t l_697_ = uint64_t(l_470_);
                        uint64_t _e1671 = l_mut_284_;
                        uint64_t l_698_ = (_e1671 & 4294967295uL);
                        uint64_t l_699_ = (l_698_ * l_697_);
                        uint64_t _e1675 = l_mut_284_;
                        uint64_t l_700_ = (_e1675 >> uint(32uL));
                        uint64_t l_701_ = (l_700_ * l_697_);
                        uint64_t l_702_ = (l_701_ << uint(32uL));
                        uint64_t l_703_ = (l_699_ + l_702_);
                        uint64_t l_704_ = (l_701_ >> uint(32uL));
                        bool l_705_ = (l_703_ < l_699_);
                        uint64_t l_706_ = uint64_t(l_705_);
                        uint64_t l_707_ = (l_704_ + l_706_);
                        l_mut_284_ = l_703_;
                        if (true) {
                            l_mut_284_ = l_707_;
                        } else {
                            if (true) {
                                uint64_t l_711_ = (l_707_ << uint(0uL));
                                uint64_t l_713_ = (l_703_ >> uint(64uL));
                                uint64_t l_714_ = (l_711_ | l_713_);
                                l_mut_284_ = l_714_;
                            }
                        }
                        uint64_t l_715_ = uint64_t(l_470_);
                        uint64_t _e1705 = l_mut_212_;
                        uint64_t l_716_ = (_e1705 & 4294967295uL);
                        uint64_t l_717_ = (l_716_ * l_715_);
                        uint64_t _e1709 = l_mut_212_;
                        uint64_t l_718_ = (_e1709 >> uint(32uL));
                        uint64_t l_719_ = (l_718_ * l_715_);
                        uint64_t l_720_ = (l_719_ << uint(32uL));
                        uint64_t l_721_ = (l_717_ + l_720_);
                        uint64_t l_722_ = (l_719_ >> uint(32uL));
                        bool l_723_ = (l_721_ < l_717_);
                        uint64_t l_724_ = uint64_t(l_723_);
                        uint64_t l_725_ = (l_722_ + l_724_);
                        l_mut_158_ = l_721_;
                        if (false) {
                            l_mut_158_ = l_725_;
                        } else {
                            if (false) {
                                uint64_t l_729_ = (l_725_ << uint(64uL));
                                uint64_t l_731_ = (l_721_ >> uint(0uL));
                                uint64_t l_732_ = (l_729_ | l_731_);
                                l_mut_158_ = l_732_;
                            }
                        }
                        uint64_t l_733_ = uint64_t(l_470_);
                        uint64_t _e1739 = l_mut_212_;
                        uint64_t l_734_ = (_e1739 & 4294967295uL);
                        uint64_t l_735_ = (l_734_ * l_733_);
                        uint64_t _e1743 = l_mut_212_;
                        uint64_t l_736_ = (_e1743 >> uint(32uL));
                        uint64_t l_737_ = (l_736_ * l_733_);
                        uint64_t l_738_ = (l_737_ << uint(32uL));
                        uint64_t l_739_ = (l_735_ + l_738_);
                        uint64_t l_740_ = (l_737_ >> uint(32uL));
                        bool l_741_ = (l_739_ < l_735_);
                        uint64_t l_742_ = uint64_t(l_741_);
                        uint64_t l_743_ = (l_740_ + l_742_);
                        l_mut_212_ = l_739_;
                        if (true) {
                            l_mut_212_ = l_743_;
                        } else {
                            if (true) {
                                uint64_t l_747_ = (l_743_ << uint(0uL));
                                uint64_t l_749_ = (l_739_ >> uint(64uL));
                                uint64_t l_750_ = (l_747_ | l_749_);
                                l_mut_212_ = l_750_;
                            }
                        }
                        uint64_t l_751_ = uint64_t(l_470_);
                        uint64_t _e1773 = l_mut_284_;
                        uint64_t l_752_ = (_e1773 * l_751_);
                        uint64_t _e1775 = l_mut_212_;
                        uint64_t l_753_ = (_e1775 + l_752_);
                        uint64_t _e1777 = l_mut_158_;
                        l_mut_301_ = _e1777;
                        bool l_754_ = (l_646_ == 64u);
                        if (l_754_) {
                            l_mut_301_ = l_753_;
                        } else {
                            bool l_755_ = (l_646_ > 0u);
                            if (l_755_) {
                                uint l_756_ = (64u - l_646_);
                                uint64_t l_757_ = uint64_t(l_756_);
                                uint64_t l_758_ = (l_753_ << uint(l_757_));
                                uint64_t l_759_ = uint64_t(l_646_);
                                uint64_t _e1789 = l_mut_158_;
                                uint64_t l_760_ = (_e1789 >> uint(l_759_));
                                uint64_t l_761_ = (l_758_ + l_760_);
                                l_mut_301_ = l_761_;
                            }
                        }
                        if (l_676_) {
                            uint64_t _e1795 = l_mut_301_;
                            uint64_t l_763_ = (0uL - _e1795);
                            l_mut_301_ = l_763_;
                        }
                    }
                    uint64_t _e1797 = l_mut_301_;
                    uint64_t l_764_ = (l_619_ - _e1797);
                    uint64_t l_765_ = (l_764_ + l_42_);
                    uint64_t l_767_ = (0uL - l_645_);
                    uint64_t l_768_ = (l_42_ + l_42_);
                    l_mut_301_ = l_767_;
                    uint64_t l_770_ = (0uL - l_767_);
                    l_mut_284_ = l_770_;
                    l_mut_212_ = l_765_;
                    l_mut_67_ = 1u;
                    l_mut_771_ = 1u;
                    l_mut_355_ = false;
                    uint64_t _e1808 = l_mut_212_;
                    bool l_772_ = (_e1808 < l_768_);
                    bool l_773_ = !(l_772_);
                    l_mut_350_ = l_773_;
                    bool l_774_ = (l_767_ == 0uL);
                    if (l_774_) {
                        bool _e1813 = l_mut_350_;
                        l_mut_355_ = _e1813;
                        l_mut_350_ = false;
                    }
                    bool _e1815 = l_mut_350_;
                    if (_e1815) {
                        uint64_t l_775_ = (l_767_ >> uint(63uL));
                        bool l_776_ = (l_775_ == 1uL);
                        l_mut_158_ = l_767_;
                        if (l_776_) {
                            uint64_t l_778_ = (0uL - l_767_);
                            l_mut_158_ = l_778_;
                        }
                        uint l_779_ = (l_470_ - 1u);
                        uint64_t l_780_ = uint64_t(l_779_);
                        uint64_t _e1827 = l_mut_158_;
                        uint64_t l_781_ = (_e1827 * l_780_);
                        l_mut_782_ = 0u;
                        uint l_783_ = (l_470_ - 1u);
                        uint64_t l_784_ = uint64_t(l_783_);
                        uint64_t _e1833 = l_mut_158_;
                        uint64_t l_785_ = (_e1833 & 4294967295uL);
                        uint64_t l_786_ = (l_785_ * l_784_);
                        uint64_t _e1837 = l_mut_158_;
                        uint64_t l_787_ = (_e1837 >> uint(32uL));
                        uint64_t l_788_ = (l_787_ * l_784_);
                        uint64_t l_789_ = (l_788_ << uint(32uL));
                        uint64_t l_790_ = (l_786_ + l_789_);
                        uint64_t l_791_ = (l_788_ >> uint(32uL));
                        bool l_792_ = (l_790_ < l_786_);
                        uint64_t l_793_ = uint64_t(l_792_);
                        uint64_t l_794_ = (l_791_ + l_793_);
                        l_mut_127_ = l_790_;
                        if (true) {
                            l_mut_127_ = l_794_;
                        } else {
                            if (true) {
                                uint64_t l_798_ = (l_794_ << uint(0uL));
                                uint64_t l_800_ = (l_790_ >> uint(64uL));
                                uint64_t l_801_ = (l_798_ | l_800_);
                                l_mut_127_ = l_801_;
                            }
                        }
                        uint64_t _e1866 = l_mut_127_;
                        bool l_802_ = (_e1866 == 0uL);
                        if (l_802_) {
                            l_mut_127_ = l_765_;
                            if (l_776_) {
                                uint64_t l_804_ = (0uL - l_765_);
                                bool l_805_ = (l_765_ == 0uL);
                                bool l_806_ = !(l_805_);
                                bool l_807_ = (l_781_ < l_804_);
                                bool l_808_ = !(l_807_);
                                if (l_806_) {
                                    local_9 = l_808_;
                                } else {
                                    local_9 = false;
                                }
                                bool l_809_ = local_9;
                                if (l_809_) {
                                    uint l_810_ = (l_470_ - 1u);
                                    l_mut_105_ = l_804_;
                                    uint64_t _e1882 = l_mut_158_;
                                    bool l_811_ = (l_804_ < _e1882);
                                    bool l_812_ = !(l_811_);
                                    if (l_812_) {
                                        l_mut_813_ = 0u;
                                        uint64_t _e1886 = l_mut_158_;
                                        bool l_814_ = (_e1886 < l_804_);
                                        if (l_814_) {
                                            uint64_t l_815_ = (l_804_ - 1uL);
                                            uint64_t _e1890 = l_mut_158_;
                                            uint64_t l_816_ = naga_div(l_815_, _e1890);
                                            uint64_t l_817_ = uint64_t(l_810_);
                                            bool l_818_ = (l_816_ < l_817_);
                                            uint64_t l_819_ = uint64_t(l_810_);
                                            uint64_t l_820_ = (l_818_ ? l_816_ : l_819_);
                                            uint l_821_ = uint(l_820_);
                                            l_mut_813_ = l_821_;
                                        }
                                        uint _e1898 = l_mut_813_;
                                        uint64_t l_822_ = uint64_t(_e1898);
                                        uint64_t _e1900 = l_mut_158_;
                                        uint64_t l_823_ = (_e1900 * l_822_);
                                        uint64_t l_824_ = (l_804_ - l_823_);
                                        l_mut_105_ = l_824_;
                                        uint64_t _e1903 = l_mut_105_;
                                        uint64_t _e1904 = l_mut_158_;
                                        bool l_825_ = (_e1903 < _e1904);
                                        bool l_826_ = !(l_825_);
                                        if (l_826_) {
                                            uint64_t _e1907 = l_mut_105_;
                                            uint64_t _e1908 = l_mut_158_;
                                            uint64_t l_827_ = (_e1907 - _e1908);
                                            l_mut_105_ = l_827_;
                                        }
                                    }
                                    uint64_t _e1910 = l_mut_158_;
                                    uint64_t _e1911 = l_mut_105_;
                                    uint64_t l_828_ = (_e1910 - _e1911);
                                    l_mut_105_ = l_828_;
                                    uint64_t _e1913 = l_mut_158_;
                                    bool l_829_ = (l_828_ < _e1913);
                                    bool l_830_ = !(l_829_);
                                    if (l_830_) {
                                        uint64_t _e1916 = l_mut_158_;
                                        uint64_t l_831_ = (l_828_ - _e1916);
                                        l_mut_105_ = l_831_;
                                    }
                                    uint64_t _e1918 = l_mut_105_;
                                    uint64_t _e1919 = l_mut_127_;
                                    bool l_832_ = (_e1918 < _e1919);
                                    if (l_832_) {
                                        uint64_t _e1921 = l_mut_105_;
                                        l_mut_127_ = _e1921;
                                    }
                                }
                            } else {
                                uint64_t l_833_ = (l_765_ - l_781_);
                                l_mut_127_ = l_833_;
                                bool l_834_ = (l_765_ < l_781_);
                                if (l_834_) {
                                    uint l_835_ = (l_470_ - 1u);
                                    l_mut_105_ = l_765_;
                                    uint64_t _e1926 = l_mut_158_;
                                    bool l_836_ = (l_765_ < _e1926);
                                    bool l_837_ = !(l_836_);
                                    if (l_837_) {
                                        l_mut_813_ = 0u;
                                        uint64_t _e1930 = l_mut_158_;
                                        bool l_838_ = (_e1930 < l_765_);
                                        if (l_838_) {
                                            uint64_t l_839_ = (l_765_ - 1uL);
                                            uint64_t _e1934 = l_mut_158_;
                                            uint64_t l_840_ = naga_div(l_839_, _e1934);
                                            uint64_t l_841_ = uint64_t(l_835_);
                                            bool l_842_ = (l_840_ < l_841_);
                                            uint64_t l_843_ = uint64_t(l_835_);
                                            uint64_t l_844_ = (l_842_ ? l_840_ : l_843_);
                                            uint l_845_ = uint(l_844_);
                                            l_mut_813_ = l_845_;
                                        }
                                        uint _e1942 = l_mut_813_;
                                        uint64_t l_846_ = uint64_t(_e1942);
                                        uint64_t _e1944 = l_mut_158_;
                                        uint64_t l_847_ = (_e1944 * l_846_);
                                        uint64_t l_848_ = (l_765_ - l_847_);
                                        l_mut_105_ = l_848_;
                                        uint64_t _e1947 = l_mut_105_;
                                        uint64_t _e1948 = l_mut_158_;
                                        bool l_849_ = (_e1947 < _e1948);
                                        bool l_850_ = !(l_849_);
                                        if (l_850_) {
                                            uint64_t _e1951 = l_mut_105_;
                                            uint64_t _e1952 = l_mut_158_;
                                            uint64_t l_851_ = (_e1951 - _e1952);
                                            l_mut_105_ = l_851_;
                                        }
                                    }
                                    uint64_t _e1954 = l_mut_105_;
                                    uint64_t _e1955 = l_mut_127_;
                                    bool l_852_ = (_e1954 < _e1955);
                                    if (l_852_) {
                                        uint64_t _e1957 = l_mut_105_;
                                        l_mut_127_ = _e1957;
                                    }
                                }
                            }
                            uint64_t _e1958 = l_mut_127_;
                            bool l_853_ = (_e1958 < l_768_);
                            bool l_854_ = !(l_853_);
                            uint l_855_ = uint(l_854_);
                            uint l_856_ = (2u - l_855_);
                            l_mut_782_ = l_856_;
                        }
                        uint _e1964 = l_mut_782_;
                        bool l_857_ = (_e1964 > 0u);
                        if (l_857_) {
                            uint _e1967 = l_mut_782_;
                            bool l_858_ = (_e1967 == 1u);
                            l_mut_355_ = l_858_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1972 = l_mut_350_;
                        bool l_859_ = !(_e1972);
                        if (l_859_) {
                            break;
                        }
                        uint64_t _e1974 = l_mut_212_;
                        uint64_t _e1975 = l_mut_301_;
                        bool l_860_ = (_e1974 < _e1975);
                        if (l_860_) {
                            uint64_t _e1977 = l_mut_301_;
                            uint64_t _e1978 = l_mut_212_;
                            uint64_t l_861_ = (_e1977 - _e1978);
                            uint64_t _e1980 = l_mut_301_;
                            l_mut_158_ = _e1980;
                            uint64_t _e1981 = l_mut_301_;
                            bool l_862_ = (l_861_ < _e1981);
                            if (l_862_) {
                                l_mut_158_ = l_861_;
                            }
                            l_mut_259_ = false;
                            l_mut_813_ = 0u;
                            uint64_t _e1985 = l_mut_284_;
                            bool l_863_ = (_e1985 == 0uL);
                            bool l_864_ = !(l_863_);
                            bool _e1989 = l_mut_259_;
                            if (_e1989) {
                                local_10 = l_864_;
                            } else {
                                local_10 = false;
                            }
                            bool l_865_ = local_10;
                            uint64_t _e1994 = l_mut_284_;
                            uint64_t _e1995 = l_mut_158_;
                            bool l_866_ = (_e1994 < _e1995);
                            if (l_865_) {
                                local_11 = l_866_;
                            } else {
                                local_11 = false;
                            }
                            bool l_867_ = local_11;
                            uint _e2001 = l_mut_67_;
                            uint _e2002 = l_mut_771_;
                            uint l_868_ = (_e2001 + _e2002);
                            bool l_869_ = (l_868_ < l_470_);
                            if (l_867_) {
                                local_12 = l_869_;
                            } else {
                                local_12 = false;
                            }
                            bool l_870_ = local_12;
                            if (l_870_) {
                                uint _e2009 = l_mut_67_;
                                uint l_871_ = (l_470_ - _e2009);
                                uint _e2011 = l_mut_771_;
                                uint l_872_ = (l_871_ - _e2011);
                                uint _e2013 = l_mut_67_;
                                uint l_873_ = naga_div(l_872_, _e2013);
                                uint64_t _e2015 = l_mut_158_;
                                uint64_t l_874_ = (_e2015 - 1uL);
                                uint64_t _e2018 = l_mut_284_;
                                uint64_t l_875_ = naga_div(l_874_, _e2018);
                                uint64_t l_876_ = uint64_t(l_873_);
                                bool l_877_ = (l_875_ < l_876_);
                                uint64_t l_878_ = uint64_t(l_873_);
                                uint64_t l_879_ = (l_877_ ? l_875_ : l_878_);
                                uint l_880_ = uint(l_879_);
                                l_mut_813_ = l_880_;
                            }
                            uint _e2026 = l_mut_813_;
                            bool l_881_ = (_e2026 > 0u);
                            if (l_881_) {
                                uint _e2029 = l_mut_813_;
                                uint64_t l_882_ = uint64_t(_e2029);
                                uint64_t _e2031 = l_mut_284_;
                                uint64_t l_883_ = (_e2031 * l_882_);
                                uint64_t _e2033 = l_mut_301_;
                                uint64_t l_884_ = (_e2033 - l_883_);
                                l_mut_301_ = l_884_;
                                uint _e2035 = l_mut_813_;
                                uint _e2036 = l_mut_67_;
                                uint l_885_ = (_e2035 * _e2036);
                                uint _e2038 = l_mut_771_;
                                l_mut_771_ = (_e2038 + l_885_);
                            } else {
                                uint _e2040 = l_mut_67_;
                                uint l_886_ = (l_470_ - _e2040);
                                uint _e2042 = l_mut_771_;
                                uint l_887_ = naga_div(l_886_, _e2042);
                                l_mut_813_ = 0u;
                                l_mut_259_ = false;
                                uint64_t _e2046 = l_mut_301_;
                                bool l_888_ = (_e2046 == 0uL);
                                if (l_888_) {
                                    l_mut_813_ = l_887_;
                                } else {
                                    bool _e2049 = l_mut_259_;
                                    if (_e2049) {
                                        uint64_t _e2050 = l_mut_301_;
                                        uint64_t _e2051 = l_mut_284_;
                                        bool l_889_ = (_e2050 < _e2051);
                                        if (l_889_) {
                                            uint64_t _e2053 = l_mut_284_;
                                            uint64_t l_890_ = (_e2053 - 1uL);
                                            uint64_t _e2056 = l_mut_301_;
                                            uint64_t l_891_ = naga_div(l_890_, _e2056);
                                            uint64_t l_892_ = uint64_t(l_887_);
                                            bool l_893_ = (l_891_ < l_892_);
                                            uint64_t l_894_ = uint64_t(l_887_);
                                            uint64_t l_895_ = (l_893_ ? l_891_ : l_894_);
                                            uint l_896_ = uint(l_895_);
                                            l_mut_813_ = l_896_;
                                        }
                                    } else {
                                        uint64_t _e2064 = l_mut_284_;
                                        l_mut_158_ = _e2064;
                                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                            uint64_t _e2065 = l_mut_301_;
                                            uint64_t _e2066 = l_mut_158_;
                                            bool l_897_ = (_e2065 < _e2066);
                                            uint _e2068 = l_mut_813_;
                                            uint _e2069 = l_mut_771_;
                                            uint l_898_ = (_e2068 * _e2069);
                                            uint _e2071 = l_mut_67_;
                                            uint l_899_ = (_e2071 + l_898_);
                                            uint _e2073 = l_mut_771_;
                                            uint l_900_ = (l_899_ + _e2073);
                                            bool l_901_ = (l_900_ < l_470_);
                                            if (l_897_) {
                                                local_13 = l_901_;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_902_ = local_13;
                                            bool l_903_ = !(l_902_);
                                            if (l_903_) {
                                                break;
                                            }
                                            uint64_t _e2081 = l_mut_158_;
                                            uint64_t _e2082 = l_mut_301_;
                                            uint64_t l_904_ = (_e2081 - _e2082);
                                            l_mut_158_ = l_904_;
                                            uint _e2084 = l_mut_813_;
                                            l_mut_813_ = (_e2084 + 1u);
                                        }
                                    }
                                }
                                uint _e2087 = l_mut_813_;
                                uint _e2088 = l_mut_771_;
                                uint l_905_ = (_e2087 * _e2088);
                                uint _e2090 = l_mut_67_;
                                uint l_906_ = (_e2090 + l_905_);
                                uint _e2092 = l_mut_771_;
                                uint l_907_ = (l_906_ + _e2092);
                                bool l_908_ = (l_907_ >= l_470_);
                                if (l_908_) {
                                    l_mut_355_ = true;
                                    l_mut_350_ = false;
                                } else {
                                    uint _e2097 = l_mut_813_;
                                    uint64_t l_909_ = uint64_t(_e2097);
                                    uint64_t _e2099 = l_mut_301_;
                                    uint64_t l_910_ = (_e2099 * l_909_);
                                    uint64_t _e2101 = l_mut_284_;
                                    uint64_t l_911_ = (_e2101 - l_910_);
                                    l_mut_284_ = l_911_;
                                    uint _e2103 = l_mut_813_;
                                    uint _e2104 = l_mut_771_;
                                    uint l_912_ = (_e2103 * _e2104);
                                    uint _e2106 = l_mut_67_;
                                    l_mut_67_ = (_e2106 + l_912_);
                                    uint64_t _e2108 = l_mut_301_;
                                    uint64_t _e2109 = l_mut_284_;
                                    uint64_t l_913_ = (_e2108 - _e2109);
                                    l_mut_301_ = l_913_;
                                    uint _e2111 = l_mut_771_;
                                    uint _e2112 = l_mut_67_;
                                    l_mut_771_ = (_e2111 + _e2112);
                                }
                            }
                        } else {
                            uint64_t _e2114 = l_mut_212_;
                            uint64_t l_914_ = (_e2114 - l_768_);
                            uint64_t _e2116 = l_mut_284_;
                            l_mut_158_ = _e2116;
                            uint64_t _e2117 = l_mut_284_;
                            bool l_915_ = (l_914_ < _e2117);
                            if (l_915_) {
                                l_mut_158_ = l_914_;
                            }
                            l_mut_259_ = false;
                            l_mut_813_ = 0u;
                            uint64_t _e2121 = l_mut_301_;
                            bool l_916_ = (_e2121 == 0uL);
                            bool l_917_ = !(l_916_);
                            bool _e2125 = l_mut_259_;
                            if (_e2125) {
                                local_14 = l_917_;
                            } else {
                                local_14 = false;
                            }
                            bool l_918_ = local_14;
                            uint64_t _e2130 = l_mut_301_;
                            uint64_t _e2131 = l_mut_158_;
                            bool l_919_ = (_e2130 < _e2131);
                            if (l_918_) {
                                local_15 = l_919_;
                            } else {
                                local_15 = false;
                            }
                            bool l_920_ = local_15;
                            uint _e2137 = l_mut_771_;
                            uint _e2138 = l_mut_67_;
                            uint l_921_ = (_e2137 + _e2138);
                            bool l_922_ = (l_921_ < l_470_);
                            if (l_920_) {
                                local_16 = l_922_;
                            } else {
                                local_16 = false;
                            }
                            bool l_923_ = local_16;
                            if (l_923_) {
                                uint _e2145 = l_mut_771_;
                                uint l_924_ = (l_470_ - _e2145);
                                uint _e2147 = l_mut_67_;
                                uint l_925_ = (l_924_ - _e2147);
                                uint _e2149 = l_mut_771_;
                                uint l_926_ = naga_div(l_925_, _e2149);
                                uint64_t _e2151 = l_mut_158_;
                                uint64_t l_927_ = (_e2151 - 1uL);
                                uint64_t _e2154 = l_mut_301_;
                                uint64_t l_928_ = naga_div(l_927_, _e2154);
                                uint64_t l_929_ = uint64_t(l_926_);
                                bool l_930_ = (l_928_ < l_929_);
                                uint64_t l_931_ = uint64_t(l_926_);
                                uint64_t l_932_ = (l_930_ ? l_928_ : l_931_);
                                uint l_933_ = uint(l_932_);
                                l_mut_813_ = l_933_;
                            }
                            uint _e2162 = l_mut_813_;
                            bool l_934_ = (_e2162 > 0u);
                            if (l_934_) {
                                uint _e2165 = l_mut_813_;
                                uint64_t l_935_ = uint64_t(_e2165);
                                uint64_t _e2167 = l_mut_301_;
                                uint64_t l_936_ = (_e2167 * l_935_);
                                uint64_t _e2169 = l_mut_212_;
                                uint64_t l_937_ = (_e2169 - l_936_);
                                l_mut_212_ = l_937_;
                                uint64_t _e2171 = l_mut_284_;
                                uint64_t l_938_ = (_e2171 - l_936_);
                                l_mut_284_ = l_938_;
                                uint _e2173 = l_mut_813_;
                                uint _e2174 = l_mut_771_;
                                uint l_939_ = (_e2173 * _e2174);
                                uint _e2176 = l_mut_67_;
                                l_mut_67_ = (_e2176 + l_939_);
                            } else {
                                uint64_t _e2178 = l_mut_212_;
                                uint64_t _e2179 = l_mut_301_;
                                uint64_t l_940_ = (_e2178 - _e2179);
                                l_mut_212_ = l_940_;
                                uint64_t _e2181 = l_mut_212_;
                                bool l_941_ = (_e2181 < l_768_);
                                if (l_941_) {
                                    l_mut_350_ = false;
                                } else {
                                    uint _e2184 = l_mut_771_;
                                    uint l_942_ = (l_470_ - _e2184);
                                    uint _e2186 = l_mut_67_;
                                    uint l_943_ = naga_div(l_942_, _e2186);
                                    l_mut_813_ = 0u;
                                    l_mut_259_ = false;
                                    uint64_t _e2190 = l_mut_284_;
                                    bool l_944_ = (_e2190 == 0uL);
                                    if (l_944_) {
                                        l_mut_813_ = l_943_;
                                    } else {
                                        bool _e2193 = l_mut_259_;
                                        if (_e2193) {
                                            uint64_t _e2194 = l_mut_284_;
                                            uint64_t _e2195 = l_mut_301_;
                                            bool l_945_ = (_e2194 < _e2195);
                                            if (l_945_) {
                                                uint64_t _e2197 = l_mut_301_;
                                                uint64_t l_946_ = (_e2197 - 1uL);
                                                uint64_t _e2200 = l_mut_284_;
                                                uint64_t l_947_ = naga_div(l_946_, _e2200);
                                                uint64_t l_948_ = uint64_t(l_943_);
                                                bool l_949_ = (l_947_ < l_948_);
                                                uint64_t l_950_ = uint64_t(l_943_);
                                                uint64_t l_951_ = (l_949_ ? l_947_ : l_950_);
                                                uint l_952_ = uint(l_951_);
                                                l_mut_813_ = l_952_;
                                            }
                                        } else {
                                            uint64_t _e2208 = l_mut_301_;
                                            l_mut_158_ = _e2208;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2209 = l_mut_284_;
                                                uint64_t _e2210 = l_mut_158_;
                                                bool l_953_ = (_e2209 < _e2210);
                                                uint _e2212 = l_mut_813_;
                                                uint _e2213 = l_mut_67_;
                                                uint l_954_ = (_e2212 * _e2213);
                                                uint _e2215 = l_mut_771_;
                                                uint l_955_ = (_e2215 + l_954_);
                                                uint _e2217 = l_mut_67_;
                                                uint l_956_ = (l_955_ + _e2217);
                                                bool l_957_ = (l_956_ < l_470_);
                                                if (l_953_) {
                                                    local_17 = l_957_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_958_ = local_17;
                                                bool l_959_ = !(l_958_);
                                                if (l_959_) {
                                                    break;
                                                }
                                                uint64_t _e2225 = l_mut_158_;
                                                uint64_t _e2226 = l_mut_284_;
                                                uint64_t l_960_ = (_e2225 - _e2226);
                                                l_mut_158_ = l_960_;
                                                uint _e2228 = l_mut_813_;
                                                l_mut_813_ = (_e2228 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2231 = l_mut_67_;
                                    uint _e2232 = l_mut_771_;
                                    uint l_961_ = (_e2231 + _e2232);
                                    uint _e2234 = l_mut_813_;
                                    uint _e2235 = l_mut_67_;
                                    uint l_962_ = (_e2234 * _e2235);
                                    uint l_963_ = (l_961_ + l_962_);
                                    bool l_964_ = (l_963_ >= l_470_);
                                    if (l_964_) {
                                        l_mut_355_ = true;
                                        l_mut_350_ = false;
                                    } else {
                                        uint _e2241 = l_mut_813_;
                                        uint64_t l_965_ = uint64_t(_e2241);
                                        uint64_t _e2243 = l_mut_284_;
                                        uint64_t l_966_ = (_e2243 * l_965_);
                                        uint64_t _e2245 = l_mut_301_;
                                        uint64_t l_967_ = (_e2245 - l_966_);
                                        l_mut_301_ = l_967_;
                                        uint _e2247 = l_mut_813_;
                                        uint _e2248 = l_mut_67_;
                                        uint l_968_ = (_e2247 * _e2248);
                                        uint _e2250 = l_mut_771_;
                                        l_mut_771_ = (_e2250 + l_968_);
                                        uint64_t _e2252 = l_mut_284_;
                                        uint64_t _e2253 = l_mut_301_;
                                        uint64_t l_969_ = (_e2252 - _e2253);
                                        l_mut_284_ = l_969_;
                                        uint _e2255 = l_mut_67_;
                                        uint _e2256 = l_mut_771_;
                                        l_mut_67_ = (_e2255 + _e2256);
                                    }
                                }
                            }
                        }
                    }
                    bool _e2258 = l_mut_355_;
                    bool l_970_ = !(_e2258);
                    if (l_469_) {
                        local_18 = l_970_;
                    } else {
                        local_18 = false;
                    }
                    bool l_971_ = local_18;
                    if (l_971_) {
                        uint _e2265 = l_mut_467_;
                        uint l_972_ = (1u << _e2265);
                        uint _e2267 = l_mut_304_;
                        l_mut_304_ = (_e2267 | l_972_);
                        uint _e2269 = l_mut_271_;
                        l_mut_271_ = (_e2269 + 1u);
                        uint l_973_ = (l_468_ + l_466_);
                        uint l_974_ = min(l_973_, l_74_);
                        l_mut_813_ = 0u;
                        l_mut_975_ = l_468_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2526 = l_mut_975_;
                                l_mut_975_ = (_e2526 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2276 = l_mut_975_;
                            if ((_e2276 < l_974_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2278 = l_mut_975_;
                                uint64_t l_976_ = uint64_t(_e2278);
                                uint64_t l_977_ = (l_84_ * l_976_);
                                uint64_t l_978_ = (l_93_ + l_977_);
                                l_mut_301_ = 0uL;
                                uint _e2283 = l_mut_975_;
                                bool l_980_ = (_e2283 < 65536u);
                                if (l_980_) {
                                    uint _e2286 = l_mut_975_;
                                    uint _e2287 = l_mut_975_;
                                    uint l_981_ = (_e2286 * _e2287);
                                    uint64_t l_982_ = (l_102_ >> uint(63uL));
                                    bool l_983_ = (l_982_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_983_) {
                                        uint64_t l_985_ = (0uL - l_102_);
                                        l_mut_284_ = l_985_;
                                    }
                                    uint64_t l_986_ = uint64_t(l_981_);
                                    uint64_t _e2298 = l_mut_284_;
                                    uint64_t l_987_ = (_e2298 & 4294967295uL);
                                    uint64_t l_988_ = (l_987_ * l_986_);
                                    uint64_t _e2302 = l_mut_284_;
                                    uint64_t l_989_ = (_e2302 >> uint(32uL));
                                    uint64_t l_990_ = (l_989_ * l_986_);
                                    uint64_t l_991_ = (l_990_ << uint(32uL));
                                    uint64_t l_992_ = (l_988_ + l_991_);
                                    uint64_t l_993_ = (l_990_ >> uint(32uL));
                                    bool l_994_ = (l_992_ < l_988_);
                                    uint64_t l_995_ = uint64_t(l_994_);
                                    uint64_t l_996_ = (l_993_ + l_995_);
                                    l_mut_284_ = l_992_;
                                    bool l_997_ = (l_24_ == 64u);
                                    if (l_997_) {
                                        l_mut_284_ = l_996_;
                                    } else {
                                        bool l_998_ = (l_24_ > 0u);
                                        if (l_998_) {
                                            uint l_999_ = (64u - l_24_);
                                            uint64_t l_1000_ = uint64_t(l_999_);
                                            uint64_t l_1001_ = (l_996_ << uint(l_1000_));
                                            uint64_t l_1002_ = uint64_t(l_24_);
                                            uint64_t l_1003_ = (l_992_ >> uint(l_1002_));
                                            uint64_t l_1004_ = (l_1001_ | l_1003_);
                                            l_mut_284_ = l_1004_;
                                        }
                                    }
                                    uint64_t _e2335 = l_mut_284_;
                                    l_mut_212_ = _e2335;
                                    if (l_983_) {
                                        uint64_t _e2337 = l_mut_212_;
                                        uint64_t l_1006_ = (0uL - _e2337);
                                        l_mut_212_ = l_1006_;
                                    }
                                    uint64_t _e2339 = l_mut_212_;
                                    l_mut_301_ = _e2339;
                                } else {
                                    uint64_t l_1007_ = (l_102_ >> uint(63uL));
                                    bool l_1008_ = (l_1007_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_1008_) {
                                        uint64_t l_1010_ = (0uL - l_102_);
                                        l_mut_284_ = l_1010_;
                                    }
                                    uint _e2348 = l_mut_975_;
                                    uint64_t l_1011_ = uint64_t(_e2348);
                                    uint64_t _e2350 = l_mut_284_;
                                    uint64_t l_1012_ = (_e2350 & 4294967295uL);
                                    uint64_t l_1013_ = (l_1012_ * l_1011_);
                                    uint64_t _e2354 = l_mut_284_;
                                    uint64_t l_1014_ = (_e2354 >> uint(32uL));
                                    uint64_t l_1015_ = (l_1014_ * l_1011_);
                                    uint64_t l_1016_ = (l_1015_ << uint(32uL));
                                    uint64_t l_1017_ = (l_1013_ + l_1016_);
                                    uint64_t l_1018_ = (l_1015_ >> uint(32uL));
                                    bool l_1019_ = (l_1017_ < l_1013_);
                                    uint64_t l_1020_ = uint64_t(l_1019_);
                                    uint64_t l_1021_ = (l_1018_ + l_1020_);
                                    l_mut_212_ = l_1017_;
                                    if (false) {
                                        l_mut_212_ = l_1021_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1025_ = (l_1021_ << uint(64uL));
                                            uint64_t l_1027_ = (l_1017_ >> uint(0uL));
                                            uint64_t l_1028_ = (l_1025_ | l_1027_);
                                            l_mut_212_ = l_1028_;
                                        }
                                    }
                                    uint _e2383 = l_mut_975_;
                                    uint64_t l_1029_ = uint64_t(_e2383);
                                    uint64_t _e2385 = l_mut_284_;
                                    uint64_t l_1030_ = (_e2385 & 4294967295uL);
                                    uint64_t l_1031_ = (l_1030_ * l_1029_);
                                    uint64_t _e2389 = l_mut_284_;
                                    uint64_t l_1032_ = (_e2389 >> uint(32uL));
                                    uint64_t l_1033_ = (l_1032_ * l_1029_);
                                    uint64_t l_1034_ = (l_1033_ << uint(32uL));
                                    uint64_t l_1035_ = (l_1031_ + l_1034_);
                                    uint64_t l_1036_ = (l_1033_ >> uint(32uL));
                                    bool l_1037_ = (l_1035_ < l_1031_);
                                    uint64_t l_1038_ = uint64_t(l_1037_);
                                    uint64_t l_1039_ = (l_1036_ + l_1038_);
                                    l_mut_284_ = l_1035_;
                                    if (true) {
                                        l_mut_284_ = l_1039_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1043_ = (l_1039_ << uint(0uL));
                                            uint64_t l_1045_ = (l_1035_ >> uint(64uL));
                                            uint64_t l_1046_ = (l_1043_ | l_1045_);
                                            l_mut_284_ = l_1046_;
                                        }
                                    }
                                    uint _e2418 = l_mut_975_;
                                    uint64_t l_1047_ = uint64_t(_e2418);
                                    uint64_t _e2420 = l_mut_212_;
                                    uint64_t l_1048_ = (_e2420 & 4294967295uL);
                                    uint64_t l_1049_ = (l_1048_ * l_1047_);
                                    uint64_t _e2424 = l_mut_212_;
                                    uint64_t l_1050_ = (_e2424 >> uint(32uL));
                                    uint64_t l_1051_ = (l_1050_ * l_1047_);
                                    uint64_t l_1052_ = (l_1051_ << uint(32uL));
                                    uint64_t l_1053_ = (l_1049_ + l_1052_);
                                    uint64_t l_1054_ = (l_1051_ >> uint(32uL));
                                    bool l_1055_ = (l_1053_ < l_1049_);
                                    uint64_t l_1056_ = uint64_t(l_1055_);
                                    uint64_t l_1057_ = (l_1054_ + l_1056_);
                                    l_mut_158_ = l_1053_;
                                    if (false) {
                                        l_mut_158_ = l_1057_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1061_ = (l_1057_ << uint(64uL));
                                            uint64_t l_1063_ = (l_1053_ >> uint(0uL));
                                            uint64_t l_1064_ = (l_1061_ | l_1063_);
                                            l_mut_158_ = l_1064_;
                                        }
                                    }
                                    uint _e2453 = l_mut_975_;
                                    uint64_t l_1065_ = uint64_t(_e2453);
                                    uint64_t _e2455 = l_mut_212_;
                                    uint64_t l_1066_ = (_e2455 & 4294967295uL);
                                    uint64_t l_1067_ = (l_1066_ * l_1065_);
                                    uint64_t _e2459 = l_mut_212_;
                                    uint64_t l_1068_ = (_e2459 >> uint(32uL));
                                    uint64_t l_1069_ = (l_1068_ * l_1065_);
                                    uint64_t l_1070_ = (l_1069_ << uint(32uL));
                                    uint64_t l_1071_ = (l_1067_ + l_1070_);
                                    uint64_t l_1072_ = (l_1069_ >> uint(32uL));
                                    bool l_1073_ = (l_1071_ < l_1067_);
                                    uint64_t l_1074_ = uint64_t(l_1073_);
                                    uint64_t l_1075_ = (l_1072_ + l_1074_);
                                    l_mut_212_ = l_1071_;
                                    if (true) {
                                        l_mut_212_ = l_1075_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1079_ = (l_1075_ << uint(0uL));
                                            uint64_t l_1081_ = (l_1071_ >> uint(64uL));
                                            uint64_t l_1082_ = (l_1079_ | l_1081_);
                                            l_mut_212_ = l_1082_;
                                        }
                                    }
                                    uint _e2488 = l_mut_975_;
                                    uint64_t l_1083_ = uint64_t(_e2488);
                                    uint64_t _e2490 = l_mut_284_;
                                    uint64_t l_1084_ = (_e2490 * l_1083_);
                                    uint64_t _e2492 = l_mut_212_;
                                    uint64_t l_1085_ = (_e2492 + l_1084_);
                                    uint64_t _e2494 = l_mut_158_;
                                    l_mut_301_ = _e2494;
                                    bool l_1086_ = (l_24_ == 64u);
                                    if (l_1086_) {
                                        l_mut_301_ = l_1085_;
                                    } else {
                                        bool l_1087_ = (l_24_ > 0u);
                                        if (l_1087_) {
                                            uint l_1088_ = (64u - l_24_);
                                            uint64_t l_1089_ = uint64_t(l_1088_);
                                            uint64_t l_1090_ = (l_1085_ << uint(l_1089_));
                                            uint64_t l_1091_ = uint64_t(l_24_);
                                            uint64_t _e2506 = l_mut_158_;
                                            uint64_t l_1092_ = (_e2506 >> uint(l_1091_));
                                            uint64_t l_1093_ = (l_1090_ + l_1092_);
                                            l_mut_301_ = l_1093_;
                                        }
                                    }
                                    if (l_1008_) {
                                        uint64_t _e2512 = l_mut_301_;
                                        uint64_t l_1095_ = (0uL - _e2512);
                                        l_mut_301_ = l_1095_;
                                    }
                                }
                                uint64_t _e2514 = l_mut_301_;
                                uint64_t l_1096_ = (l_978_ + _e2514);
                                uint64_t l_1098_ = (0uL - l_1096_);
                                l_mut_301_ = l_1098_;
                                uint64_t _e2518 = l_mut_301_;
                                bool l_1099_ = (l_1096_ < _e2518);
                                if (l_1099_) {
                                    l_mut_301_ = l_1096_;
                                }
                                uint64_t _e2520 = l_mut_301_;
                                bool l_1100_ = (_e2520 < l_51_);
                                uint l_1101_ = uint(l_1100_);
                                uint _e2523 = l_mut_813_;
                                l_mut_813_ = (_e2523 + l_1101_);
                            }
                        }
                        uint _e2528 = l_mut_258_;
                        uint _e2529 = l_mut_813_;
                        l_mut_258_ = (_e2528 + _e2529);
                    }
                }
            }
            uint _e2534 = l_mut_271_;
            bool l_1102_ = (_e2534 > 0u);
            if (l_1102_) {
                uint l_1382_ = asuint(info.Load(20+0));
                uint l_1383_ = (l_1382_ * 1u);
                uint l_1384_ = (l_1383_ - 1u);
                uint l_1385_ = min(1u, l_1384_);
                uint _e2549 = l_mut_271_;
                uint _e2550; buffer_5_global.InterlockedAdd(l_1385_*4, _e2549, _e2550);
            }
            uint _e2551 = l_mut_258_;
            bool l_1105_ = (_e2551 > 0u);
            if (l_1105_) {
                uint l_1387_ = asuint(info.Load(20+0));
                uint l_1388_ = (l_1387_ * 1u);
                uint l_1389_ = (l_1388_ - 1u);
                uint l_1390_ = min(2u, l_1389_);
                uint _e2566 = l_mut_258_;
                uint _e2567; buffer_5_global.InterlockedAdd(l_1390_*4, _e2566, _e2567);
                l_mut_813_ = _e2567;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2871 = l_mut_1108_;
                        l_mut_1108_ = (_e2871 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2570 = l_mut_1108_;
                    if ((_e2570 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2573 = l_mut_304_;
                        uint _e2574 = l_mut_1108_;
                        uint l_1109_ = (_e2573 >> _e2574);
                        uint l_1110_ = (l_1109_ & 1u);
                        bool l_1111_ = (l_1110_ == 1u);
                        if (l_1111_) {
                            uint _e2580 = l_mut_1108_;
                            uint l_1112_ = (_e2580 * l_466_);
                            uint l_1113_ = (l_1112_ + l_466_);
                            uint l_1114_ = min(l_1113_, l_74_);
                            uint _e2584 = l_mut_813_;
                            l_mut_782_ = _e2584;
                            l_mut_1115_ = l_1112_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2867 = l_mut_1115_;
                                    l_mut_1115_ = (_e2867 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2586 = l_mut_1115_;
                                if ((_e2586 < l_1114_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2588 = l_mut_1115_;
                                    uint64_t l_1116_ = uint64_t(_e2588);
                                    uint64_t l_1117_ = (l_84_ * l_1116_);
                                    uint64_t l_1118_ = (l_93_ + l_1117_);
                                    l_mut_301_ = 0uL;
                                    uint _e2593 = l_mut_1115_;
                                    bool l_1120_ = (_e2593 < 65536u);
                                    if (l_1120_) {
                                        uint _e2596 = l_mut_1115_;
                                        uint _e2597 = l_mut_1115_;
                                        uint l_1121_ = (_e2596 * _e2597);
                                        uint64_t l_1122_ = (l_102_ >> uint(63uL));
                                        bool l_1123_ = (l_1122_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1123_) {
                                            uint64_t l_1125_ = (0uL - l_102_);
                                            l_mut_284_ = l_1125_;
                                        }
                                        uint64_t l_1126_ = uint64_t(l_1121_);
                                        uint64_t _e2608 = l_mut_284_;
                                        uint64_t l_1127_ = (_e2608 & 4294967295uL);
                                        uint64_t l_1128_ = (l_1127_ * l_1126_);
                                        uint64_t _e2612 = l_mut_284_;
                                        uint64_t l_1129_ = (_e2612 >> uint(32uL));
                                        uint64_t l_1130_ = (l_1129_ * l_1126_);
                                        uint64_t l_1131_ = (l_1130_ << uint(32uL));
                                        uint64_t l_1132_ = (l_1128_ + l_1131_);
                                        uint64_t l_1133_ = (l_1130_ >> uint(32uL));
                                        bool l_1134_ = (l_1132_ < l_1128_);
                                        uint64_t l_1135_ = uint64_t(l_1134_);
                                        uint64_t l_1136_ = (l_1133_ + l_1135_);
                                        l_mut_284_ = l_1132_;
                                        bool l_1137_ = (l_24_ == 64u);
                                        if (l_1137_) {
                                            l_mut_284_ = l_1136_;
                                        } else {
                                            bool l_1138_ = (l_24_ > 0u);
                                            if (l_1138_) {
                                                uint l_1139_ = (64u - l_24_);
                                                uint64_t l_1140_ = uint64_t(l_1139_);
                                                uint64_t l_1141_ = (l_1136_ << uint(l_1140_));
                                                uint64_t l_1142_ = uint64_t(l_24_);
                                                uint64_t l_1143_ = (l_1132_ >> uint(l_1142_));
                                                uint64_t l_1144_ = (l_1141_ | l_1143_);
                                                l_mut_284_ = l_1144_;
                                            }
                                        }
                                        uint64_t _e2645 = l_mut_284_;
                                        l_mut_212_ = _e2645;
                                        if (l_1123_) {
                                            uint64_t _e2647 = l_mut_212_;
                                            uint64_t l_1146_ = (0uL - _e2647);
                                            l_mut_212_ = l_1146_;
                                        }
                                        uint64_t _e2649 = l_mut_212_;
                                        l_mut_301_ = _e2649;
                                    } else {
                                        uint64_t l_1147_ = (l_102_ >> uint(63uL));
                                        bool l_1148_ = (l_1147_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1148_) {
                                            uint64_t l_1150_ = (0uL - l_102_);
                                            l_mut_284_ = l_1150_;
                                        }
                                        uint _e2658 = l_mut_1115_;
                                        uint64_t l_1151_ = uint64_t(_e2658);
                                        uint64_t _e2660 = l_mut_284_;
                                        uint64_t l_1152_ = (_e2660 & 4294967295uL);
                                        uint64_t l_1153_ = (l_1152_ * l_1151_);
                                        uint64_t _e2664 = l_mut_284_;
                                        uint64_t l_1154_ = (_e2664 >> uint(32uL));
                                        uint64_t l_1155_ = (l_1154_ * l_1151_);
                                        uint64_t l_1156_ = (l_1155_ << uint(32uL));
                                        uint64_t l_1157_ = (l_1153_ + l_1156_);
                                        uint64_t l_1158_ = (l_1155_ >> uint(32uL));
                                        bool l_1159_ = (l_1157_ < l_1153_);
                                        uint64_t l_1160_ = uint64_t(l_1159_);
                                        uint64_t l_1161_ = (l_1158_ + l_1160_);
                                        l_mut_212_ = l_1157_;
                                        if (false) {
                                            l_mut_212_ = l_1161_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1165_ = (l_1161_ << uint(64uL));
                                                uint64_t l_1167_ = (l_1157_ >> uint(0uL));
                                                uint64_t l_1168_ = (l_1165_ | l_1167_);
                                                l_mut_212_ = l_1168_;
                                            }
                                        }
                                        uint _e2693 = l_mut_1115_;
                                        uint64_t l_1169_ = uint64_t(_e2693);
                                        uint64_t _e2695 = l_mut_284_;
                                        uint64_t l_1170_ = (_e2695 & 4294967295uL);
                                        uint64_t l_1171_ = (l_1170_ * l_1169_);
                                        uint64_t _e2699 = l_mut_284_;
                                        uint64_t l_1172_ = (_e2699 >> uint(32uL));
                                        uint64_t l_1173_ = (l_1172_ * l_1169_);
                                        uint64_t l_1174_ = (l_1173_ << uint(32uL));
                                        uint64_t l_1175_ = (l_1171_ + l_1174_);
                                        uint64_t l_1176_ = (l_1173_ >> uint(32uL));
                                        bool l_1177_ = (l_1175_ < l_1171_);
                                        uint64_t l_1178_ = uint64_t(l_1177_);
                                        uint64_t l_1179_ = (l_1176_ + l_1178_);
                                        l_mut_284_ = l_1175_;
                                        if (true) {
                                            l_mut_284_ = l_1179_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1183_ = (l_1179_ << uint(0uL));
                                                uint64_t l_1185_ = (l_1175_ >> uint(64uL));
                                                uint64_t l_1186_ = (l_1183_ | l_1185_);
                                                l_mut_284_ = l_1186_;
                                            }
                                        }
                                        uint _e2728 = l_mut_1115_;
                                        uint64_t l_1187_ = uint64_t(_e2728);
                                        uint64_t _e2730 = l_mut_212_;
                                        uint64_t l_1188_ = (_e2730 & 4294967295uL);
                                        uint64_t l_1189_ = (l_1188_ * l_1187_);
                                        uint64_t _e2734 = l_mut_212_;
                                        uint64_t l_1190_ = (_e2734 >> uint(32uL));
                                        uint64_t l_1191_ = (l_1190_ * l_1187_);
                                        uint64_t l_1192_ = (l_1191_ << uint(32uL));
                                        uint64_t l_1193_ = (l_1189_ + l_1192_);
                                        uint64_t l_1194_ = (l_1191_ >> uint(32uL));
                                        bool l_1195_ = (l_1193_ < l_1189_);
                                        uint64_t l_1196_ = uint64_t(l_1195_);
                                        uint64_t l_1197_ = (l_1194_ + l_1196_);
                                        l_mut_158_ = l_1193_;
                                        if (false) {
                                            l_mut_158_ = l_1197_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1201_ = (l_1197_ << uint(64uL));
                                                uint64_t l_1203_ = (l_1193_ >> uint(0uL));
                                                uint64_t l_1204_ = (l_1201_ | l_1203_);
                                                l_mut_158_ = l_1204_;
                                            }
                                        }
                                        uint _e2763 = l_mut_1115_;
                                        uint64_t l_1205_ = uint64_t(_e2763);
                                        uint64_t _e2765 = l_mut_212_;
                                        uint64_t l_1206_ = (_e2765 & 4294967295uL);
                                        uint64_t l_1207_ = (l_1206_ * l_1205_);
                                        uint64_t _e2769 = l_mut_212_;
                                        uint64_t l_1208_ = (_e2769 >> uint(32uL));
                                        uint64_t l_1209_ = (l_1208_ * l_1205_);
                                        uint64_t l_1210_ = (l_1209_ << uint(32uL));
                                        uint64_t l_1211_ = (l_1207_ + l_1210_);
                                        uint64_t l_1212_ = (l_1209_ >> uint(32uL));
                                        bool l_1213_ = (l_1211_ < l_1207_);
                                        uint64_t l_1214_ = uint64_t(l_1213_);
                                        uint64_t l_1215_ = (l_1212_ + l_1214_);
                                        l_mut_212_ = l_1211_;
                                        if (true) {
                                            l_mut_212_ = l_1215_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1219_ = (l_1215_ << uint(0uL));
                                                uint64_t l_1221_ = (l_1211_ >> uint(64uL));
                                                uint64_t l_1222_ = (l_1219_ | l_1221_);
                                                l_mut_212_ = l_1222_;
                                            }
                                        }
                                        uint _e2798 = l_mut_1115_;
                                        uint64_t l_1223_ = uint64_t(_e2798);
                                        uint64_t _e2800 = l_mut_284_;
                                        uint64_t l_1224_ = (_e2800 * l_1223_);
                                        uint64_t _e2802 = l_mut_212_;
                                        uint64_t l_1225_ = (_e2802 + l_1224_);
                                        uint64_t _e2804 = l_mut_158_;
                                        l_mut_301_ = _e2804;
                                        bool l_1226_ = (l_24_ == 64u);
                                        if (l_1226_) {
                                            l_mut_301_ = l_1225_;
                                        } else {
                                            bool l_1227_ = (l_24_ > 0u);
                                            if (l_1227_) {
                                                uint l_1228_ = (64u - l_24_);
                                                uint64_t l_1229_ = uint64_t(l_1228_);
                                                uint64_t l_1230_ = (l_1225_ << uint(l_1229_));
                                                uint64_t l_1231_ = uint64_t(l_24_);
                                                uint64_t _e2816 = l_mut_158_;
                                                uint64_t l_1232_ = (_e2816 >> uint(l_1231_));
                                                uint64_t l_1233_ = (l_1230_ + l_1232_);
                                                l_mut_301_ = l_1233_;
                                            }
                                        }
                                        if (l_1148_) {
                                            uint64_t _e2822 = l_mut_301_;
                                            uint64_t l_1235_ = (0uL - _e2822);
                                            l_mut_301_ = l_1235_;
                                        }
                                    }
                                    uint64_t _e2824 = l_mut_301_;
                                    uint64_t l_1236_ = (l_1118_ + _e2824);
                                    uint64_t l_1238_ = (0uL - l_1236_);
                                    l_mut_301_ = l_1238_;
                                    uint64_t _e2828 = l_mut_301_;
                                    bool l_1239_ = (l_1236_ < _e2828);
                                    if (l_1239_) {
                                        l_mut_301_ = l_1236_;
                                    }
                                    uint64_t _e2830 = l_mut_301_;
                                    bool l_1240_ = (_e2830 < l_51_);
                                    if (l_1240_) {
                                        uint _e2832 = l_mut_782_;
                                        uint l_1241_ = (_e2832 * 2u);
                                        uint l_1242_ = (l_1241_ + 1u);
                                        uint l_1243_ = asuint(info.Load(40+0));
                                        bool l_1244_ = (l_1242_ < l_1243_);
                                        if (l_1244_) {
                                            uint l_1392_ = asuint(info.Load(16+0));
                                            uint l_1393_ = (l_1392_ * 1u);
                                            bool l_1394_ = (l_1241_ < l_1393_);
                                            if (l_1394_) {
                                                buffer_4_global.Store(l_1241_*4, asuint(id));
                                            }
                                            uint l_1245_ = (l_1241_ + 1u);
                                            uint l_1395_ = asuint(info.Load(16+0));
                                            uint l_1396_ = (l_1395_ * 1u);
                                            bool l_1397_ = (l_1245_ < l_1396_);
                                            if (l_1397_) {
                                                uint _e2862 = l_mut_1115_;
                                                buffer_4_global.Store(l_1245_*4, asuint(_e2862));
                                            }
                                        }
                                        uint _e2863 = l_mut_782_;
                                        l_mut_782_ = (_e2863 + 1u);
                                    }
                                }
                            }
                            uint _e2869 = l_mut_782_;
                            l_mut_813_ = _e2869;
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
