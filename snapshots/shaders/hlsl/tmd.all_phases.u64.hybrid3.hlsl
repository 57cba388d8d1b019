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
    uint64_t l_mut_109_ = (uint64_t)0;
    uint64_t l_mut_140_ = (uint64_t)0;
    uint64_t l_mut_194_ = (uint64_t)0;
    uint l_mut_247_ = (uint)0;
    bool l_mut_248_ = (bool)0;
    bool l_mut_251_ = (bool)0;
    uint l_mut_260_ = (uint)0;
    uint64_t l_mut_273_ = (uint64_t)0;
    uint64_t l_mut_290_ = (uint64_t)0;
    uint l_mut_293_ = (uint)0;
    bool l_mut_339_ = (bool)0;
    bool l_mut_344_ = (bool)0;
    uint l_mut_367_ = (uint)0;
    uint l_mut_368_ = (uint)0;
    uint64_t l_mut_391_ = (uint64_t)0;
    uint l_mut_49_ = (uint)0;
    uint l_mut_839_ = (uint)0;
    uint64_t l_mut_87_ = (uint64_t)0;
    uint l_mut_911_ = (uint)0;
    uint l_mut_912_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    uint l_mut_488_ = 0u;
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
    uint l_mut_1032_ = (uint)0;
    uint l_mut_1165_ = 0u;
    uint l_mut_1172_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1359_ = asuint(info.Load(20+0));
        uint l_1360_ = (l_1359_ * 1u);
        uint l_1361_ = (l_1360_ - 1u);
        uint l_1362_ = min(3u, l_1361_);
        uint _e60; buffer_5_global.InterlockedAdd(l_1362_*4, 1u, _e60);
    }
    uint l_1303_ = asuint(info.Load(12+0));
    uint l_1304_ = (l_1303_ * 1u);
    bool l_1305_ = (0u < l_1304_);
    uint l_1306_ = (l_1304_ - 1u);
    uint l_1307_ = min(0u, l_1306_);
    uint l_1308_ = asuint(buffer_3_global.Load(l_1307_*4));
    uint l_4_ = (l_1305_ ? l_1308_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1310_ = asuint(info.Load(12+0));
    uint l_1311_ = (l_1310_ * 1u);
    bool l_1312_ = (l_7_ < l_1311_);
    uint l_1313_ = (l_1311_ - 1u);
    uint l_1314_ = min(l_7_, l_1313_);
    uint l_1315_ = asuint(buffer_3_global.Load(l_1314_*4));
    uint l_8_ = (l_1312_ ? l_1315_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1317_ = asuint(info.Load(12+0));
    uint l_1318_ = (l_1317_ * 1u);
    bool l_1319_ = (2u < l_1318_);
    uint l_1320_ = (l_1318_ - 1u);
    uint l_1321_ = min(2u, l_1320_);
    uint l_1322_ = asuint(buffer_3_global.Load(l_1321_*4));
    uint l_15_ = (l_1319_ ? l_1322_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1324_ = asuint(info.Load(12+0));
    uint l_1325_ = (l_1324_ * 1u);
    bool l_1326_ = (l_18_ < l_1325_);
    uint l_1327_ = (l_1325_ - 1u);
    uint l_1328_ = min(l_18_, l_1327_);
    uint l_1329_ = asuint(buffer_3_global.Load(l_1328_*4));
    uint l_19_ = (l_1326_ ? l_1329_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1331_ = asuint(info.Load(12+0));
    uint l_1332_ = (l_1331_ * 1u);
    bool l_1333_ = (4u < l_1332_);
    uint l_1334_ = (l_1332_ - 1u);
    uint l_1335_ = min(4u, l_1334_);
    uint l_1336_ = asuint(buffer_3_global.Load(l_1335_*4));
    uint l_26_ = (l_1333_ ? l_1336_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1338_ = asuint(info.Load(12+0));
    uint l_1339_ = (l_1338_ * 1u);
    bool l_1340_ = (l_29_ < l_1339_);
    uint l_1341_ = (l_1339_ - 1u);
    uint l_1342_ = min(l_29_, l_1341_);
    uint l_1343_ = asuint(buffer_3_global.Load(l_1342_*4));
    uint l_30_ = (l_1340_ ? l_1343_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1345_ = asuint(info.Load(12+0));
    uint l_1346_ = (l_1345_ * 1u);
    bool l_1347_ = (6u < l_1346_);
    uint l_1348_ = (l_1346_ - 1u);
    uint l_1349_ = min(6u, l_1348_);
    uint l_1350_ = asuint(buffer_3_global.Load(l_1349_*4));
    uint l_35_ = (l_1347_ ? l_1350_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1352_ = asuint(info.Load(12+0));
    uint l_1353_ = (l_1352_ * 1u);
    bool l_1354_ = (l_38_ < l_1353_);
    uint l_1355_ = (l_1353_ - 1u);
    uint l_1356_ = min(l_38_, l_1355_);
    uint l_1357_ = asuint(buffer_3_global.Load(l_1356_*4));
    uint l_39_ = (l_1354_ ? l_1357_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_43_ = (2u * id);
    uint l_44_ = asuint(info.Load(24+0));
    bool l_45_ = (l_43_ < l_44_);
    uint64_t l_46_ = uint64_t(id);
    uint64_t l_47_ = uint64_t(l_13_);
    uint64_t l_48_ = (l_46_ * l_47_);
    l_mut_49_ = 0u;
    bool l_50_ = (l_48_ < l_42_);
    if (l_50_) {
        uint64_t l_51_ = (l_42_ - l_48_);
        l_mut_49_ = l_13_;
        uint64_t l_52_ = uint64_t(l_13_);
        bool l_53_ = (l_51_ < l_52_);
        if (l_53_) {
            uint64_t l_54_ = (l_51_ & 4294967295uL);
            uint l_55_ = uint(l_54_);
            l_mut_49_ = l_55_;
        }
    }
    uint _e253 = l_mut_49_;
    uint l_56_ = (l_45_ ? _e253 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_1364_ = asuint(info.Load(0+0));
        uint l_1365_ = (l_1364_ * 1u);
        bool l_1366_ = (l_58_ < l_1365_);
        uint l_1367_ = (l_1365_ - 1u);
        uint l_1368_ = min(l_58_, l_1367_);
        uint l_1369_ = asuint(buffer_0_global.Load(l_1368_*4));
        uint l_59_ = (l_1366_ ? l_1369_ : 0u);
        uint64_t l_60_ = uint64_t(l_59_);
        uint l_61_ = (2u * id);
        uint l_62_ = (l_61_ + 1u);
        uint l_1371_ = asuint(info.Load(0+0));
        uint l_1372_ = (l_1371_ * 1u);
        bool l_1373_ = (l_62_ < l_1372_);
        uint l_1374_ = (l_1372_ - 1u);
        uint l_1375_ = min(l_62_, l_1374_);
        uint l_1376_ = asuint(buffer_0_global.Load(l_1375_*4));
        uint l_63_ = (l_1373_ ? l_1376_ : 0u);
        uint64_t l_64_ = uint64_t(l_63_);
        uint64_t l_65_ = (l_64_ << uint(32uL));
        uint64_t l_66_ = (l_60_ | l_65_);
        uint l_67_ = (2u * id);
        uint l_1378_ = asuint(info.Load(4+0));
        uint l_1379_ = (l_1378_ * 1u);
        bool l_1380_ = (l_67_ < l_1379_);
        uint l_1381_ = (l_1379_ - 1u);
        uint l_1382_ = min(l_67_, l_1381_);
        uint l_1383_ = asuint(buffer_1_global.Load(l_1382_*4));
        uint l_68_ = (l_1380_ ? l_1383_ : 0u);
        uint64_t l_69_ = uint64_t(l_68_);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1385_ = asuint(info.Load(4+0));
        uint l_1386_ = (l_1385_ * 1u);
        bool l_1387_ = (l_71_ < l_1386_);
        uint l_1388_ = (l_1386_ - 1u);
        uint l_1389_ = min(l_71_, l_1388_);
        uint l_1390_ = asuint(buffer_1_global.Load(l_1389_*4));
        uint l_72_ = (l_1387_ ? l_1390_ : 0u);
        uint64_t l_73_ = uint64_t(l_72_);
        uint64_t l_74_ = (l_73_ << uint(32uL));
        uint64_t l_75_ = (l_69_ | l_74_);
        uint l_76_ = (2u * id);
        uint l_1392_ = asuint(info.Load(8+0));
        uint l_1393_ = (l_1392_ * 1u);
        bool l_1394_ = (l_76_ < l_1393_);
        uint l_1395_ = (l_1393_ - 1u);
        uint l_1396_ = min(l_76_, l_1395_);
        uint l_1397_ = asuint(buffer_2_global.Load(l_1396_*4));
        uint l_77_ = (l_1394_ ? l_1397_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1399_ = asuint(info.Load(8+0));
        uint l_1400_ = (l_1399_ * 1u);
        bool l_1401_ = (l_80_ < l_1400_);
        uint l_1402_ = (l_1400_ - 1u);
        uint l_1403_ = min(l_80_, l_1402_);
        uint l_1404_ = asuint(buffer_2_global.Load(l_1403_*4));
        uint l_81_ = (l_1401_ ? l_1404_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint64_t l_85_ = (l_84_ >> uint(63uL));
        bool l_86_ = (l_85_ == 1uL);
        l_mut_87_ = l_84_;
        if (l_86_) {
            uint64_t l_89_ = (0uL - l_84_);
            l_mut_87_ = l_89_;
        }
        uint64_t l_90_ = uint64_t(l_13_);
        uint64_t _e395 = l_mut_87_;
        uint64_t l_91_ = (_e395 & 4294967295uL);
        uint64_t l_92_ = (l_91_ * l_90_);
        uint64_t _e399 = l_mut_87_;
        uint64_t l_93_ = (_e399 >> uint(32uL));
        uint64_t l_94_ = (l_93_ * l_90_);
        uint64_t l_95_ = (l_94_ << uint(32uL));
        uint64_t l_96_ = (l_92_ + l_95_);
        uint64_t l_97_ = (l_94_ >> uint(32uL));
        bool l_98_ = (l_96_ < l_92_);
        uint64_t l_99_ = uint64_t(l_98_);
        uint64_t l_100_ = (l_97_ + l_99_);
        l_mut_87_ = l_96_;
        bool l_101_ = (l_24_ == 64u);
        if (l_101_) {
            l_mut_87_ = l_100_;
        } else {
            bool l_102_ = (l_24_ > 0u);
            if (l_102_) {
                uint l_103_ = (64u - l_24_);
                uint64_t l_104_ = uint64_t(l_103_);
                uint64_t l_105_ = (l_100_ << uint(l_104_));
                uint64_t l_106_ = uint64_t(l_24_);
                uint64_t l_107_ = (l_96_ >> uint(l_106_));
                uint64_t l_108_ = (l_105_ | l_107_);
                l_mut_87_ = l_108_;
            }
        }
        uint64_t _e432 = l_mut_87_;
        l_mut_109_ = _e432;
        if (l_86_) {
            uint64_t _e434 = l_mut_109_;
            uint64_t l_111_ = (0uL - _e434);
            l_mut_109_ = l_111_;
        }
        uint64_t _e436 = l_mut_109_;
        uint64_t l_112_ = (l_66_ + _e436);
        uint l_113_ = (l_24_ + 3u);
        l_mut_109_ = 0uL;
        bool l_115_ = (l_13_ < 65536u);
        if (l_115_) {
            uint l_116_ = (l_13_ * l_13_);
            uint64_t l_117_ = (l_84_ >> uint(63uL));
            bool l_118_ = (l_117_ == 1uL);
            l_mut_87_ = l_84_;
            if (l_118_) {
                uint64_t l_120_ = (0uL - l_84_);
                l_mut_87_ = l_120_;
            }
            uint64_t l_121_ = uint64_t(l_116_);
            uint64_t _e453 = l_mut_87_;
            uint64_t l_122_ = (_e453 & 4294967295uL);
            uint64_t l_123_ = (l_122_ * l_121_);
            uint64_t _e457 = l_mut_87_;
            uint64_t l_124_ = (_e457 >> uint(32uL));
            uint64_t l_125_ = (l_124_ * l_121_);
            uint64_t l_126_ = (l_125_ << uint(32uL));
            uint64_t l_127_ = (l_123_ + l_126_);
            uint64_t l_128_ = (l_125_ >> uint(32uL));
            bool l_129_ = (l_127_ < l_123_);
            uint64_t l_130_ = uint64_t(l_129_);
            uint64_t l_131_ = (l_128_ + l_130_);
            l_mut_87_ = l_127_;
            bool l_132_ = (l_113_ == 64u);
            if (l_132_) {
                l_mut_87_ = l_131_;
            } else {
                bool l_133_ = (l_113_ > 0u);
                if (l_133_) {
                    uint l_134_ = (64u - l_113_);
                    uint64_t l_135_ = uint64_t(l_134_);
                    uint64_t l_136_ = (l_131_ << uint(l_135_));
                    uint64_t l_137_ = uint64_t(l_113_);
                    uint64_t l_138_ = (l_127_ >> uint(l_137_));
                    uint64_t l_139_ = (l_136_ | l_138_);
                    l_mut_87_ = l_139_;
                }
            }
            uint64_t _e490 = l_mut_87_;
            l_mut_140_ = _e490;
            if (l_118_) {
                uint64_t _e492 = l_mut_140_;
                uint64_t l_142_ = (0uL - _e492);
                l_mut_140_ = l_142_;
            }
            uint64_t _e494 = l_mut_140_;
            l_mut_109_ = _e494;
        } else {
            uint64_t l_143_ = (l_84_ >> uint(63uL));
            bool l_144_ = (l_143_ == 1uL);
            l_mut_140_ = l_84_;
            if (l_144_) {
                uint64_t l_146_ = (0uL - l_84_);
                l_mut_140_ = l_146_;
            }
            uint64_t l_147_ = uint64_t(l_13_);
            uint64_t _e504 = l_mut_140_;
            uint64_t l_148_ = (_e504 & 4294967295uL);
            uint64_t l_149_ = (l_148_ * l_147_);
            uint64_t _e508 = l_mut_140_;
            uint64_t l_150_ = (_e508 >> uint(32uL));
            uint64_t l_151_ = (l_150_ * l_147_);
            uint64_t l_152_ = (l_151_ << uint(32uL));
            uint64_t l_153_ = (l_149_ + l_152_);
            uint64_t l_154_ = (l_151_ >> uint(32uL));
            bool l_155_ = (l_153_ < l_149_);
            uint64_t l_156_ = uint64_t(l_155_);
            uint64_t l_157_ = (l_154_ + l_156_);
            l_mut_87_ = l_153_;
            if (false) {
                l_mut_87_ = l_157_;
            } else {
                if (false) {
                    uint64_t l_161_ = (l_157_ << uint(64uL));
                    uint64_t l_163_ = (l_153_ >> uint(0uL));
                    uint64_t l_164_ = (l_161_ | l_163_);
                    l_mut_87_ = l_164_;
                }
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e538 = l_mut_140_;
            uint64_t l_166_ = (_e538 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e542 = l_mut_140_;
            uint64_t l_168_ = (_e542 >> uint(32uL));
            uint64_t l_169_ = (l_168_ * l_165_);
            uint64_t l_170_ = (l_169_ << uint(32uL));
            uint64_t l_171_ = (l_167_ + l_170_);
            uint64_t l_172_ = (l_169_ >> uint(32uL));
            bool l_173_ = (l_171_ < l_167_);
            uint64_t l_174_ = uint64_t(l_173_);
            uint64_t l_175_ = (l_172_ + l_174_);
            l_mut_140_ = l_171_;
            if (true) {
                l_mut_140_ = l_175_;
            } else {
                if (true) {
                    uint64_t l_179_ = (l_175_ << uint(0uL));
                    uint64_t l_181_ = (l_171_ >> uint(64uL));
                    uint64_t l_182_ = (l_179_ | l_181_);
                    l_mut_140_ = l_182_;
                }
            }
            uint64_t l_183_ = uint64_t(l_13_);
            uint64_t _e572 = l_mut_87_;
            uint64_t l_184_ = (_e572 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e576 = l_mut_87_;
            uint64_t l_186_ = (_e576 >> uint(32uL));
            uint64_t l_187_ = (l_186_ * l_183_);
            uint64_t l_188_ = (l_187_ << uint(32uL));
            uint64_t l_189_ = (l_185_ + l_188_);
            uint64_t l_190_ = (l_187_ >> uint(32uL));
            bool l_191_ = (l_189_ < l_185_);
            uint64_t l_192_ = uint64_t(l_191_);
            uint64_t l_193_ = (l_190_ + l_192_);
            l_mut_194_ = l_189_;
            if (false) {
                l_mut_194_ = l_193_;
            } else {
                if (false) {
                    uint64_t l_198_ = (l_193_ << uint(64uL));
                    uint64_t l_200_ = (l_189_ >> uint(0uL));
                    uint64_t l_201_ = (l_198_ | l_200_);
                    l_mut_194_ = l_201_;
                }
            }
            uint64_t l_202_ = uint64_t(l_13_);
            uint64_t _e606 = l_mut_87_;
            uint64_t l_203_ = (_e606 & 4294967295uL);
            uint64_t l_204_ = (l_203_ * l_202_);
            uint64_t _e610 = l_mut_87_;
            uint64_t l_205_ = (_e610 >> uint(32uL));
            uint64_t l_206_ = (l_205_ * l_202_);
            uint64_t l_207_ = (l_206_ << uint(32uL));
            uint64_t l_208_ = (l_204_ + l_207_);
            uint64_t l_209_ = (l_206_ >> uint(32uL));
            bool l_210_ = (l_208_ < l_204_);
            uint64_t l_211_ = uint64_t(l_210_);
            uint64_t l_212_ = (l_209_ + l_211_);
            l_mut_87_ = l_208_;
            if (true) {
                l_mut_87_ = l_212_;
            } else {
                if (true) {
                    uint64_t l_216_ = (l_212_ << uint(0uL));
                    uint64_t l_218_ = (l_208_ >> uint(64uL));
                    uint64_t l_219_ = (l_216_ | l_218_);
                    l_mut_87_ = l_219_;
                }
            }
            uint64_t l_220_ = uint64_t(l_13_);
            uint64_t _e640 = l_mut_140_;
            uint64_t l_221_ = (_e640 * l_220_);
            uint64_t _e642 = l_mut_87_;
            uint64_t l_222_ = (_e642 + l_221_);
            uint64_t _e644 = l_mut_194_;
            l_mut_109_ = _e644;
            bool l_223_ = (l_113_ == 64u);
            if (l_223_) {
                l_mut_109_ = l_222_;
            } else {
                bool l_224_ = (l_113_ > 0u);
                if (l_224_) {
                    uint l_225_ = (64u - l_113_);
                    uint64_t l_226_ = uint64_t(l_225_);
                    uint64_t l_227_ = (l_222_ << uint(l_226_));
                    uint64_t l_228_ = uint64_t(l_113_);
                    uint64_t _e656 = l_mut_194_;
                    uint64_t l_229_ = (_e656 >> uint(l_228_));
                    uint64_t l_230_ = (l_227_ + l_229_);
                    l_mut_109_ = l_230_;
                }
            }
            if (l_144_) {
                uint64_t _e662 = l_mut_109_;
                uint64_t l_232_ = (0uL - _e662);
                l_mut_109_ = l_232_;
            }
        }
        uint64_t _e664 = l_mut_109_;
        l_mut_194_ = _e664;
        uint64_t _e665 = l_mut_109_;
        uint64_t l_233_ = (_e665 >> uint(63uL));
        bool l_234_ = (l_233_ == 1uL);
        if (l_234_) {
            uint64_t _e673 = l_mut_109_;
            uint64_t l_236_ = (0uL - _e673);
            l_mut_194_ = l_236_;
        }
        uint64_t _e675 = l_mut_194_;
        uint64_t l_237_ = (l_33_ + _e675);
        uint64_t l_239_ = (l_237_ + 1uL);
        uint64_t _e679 = l_mut_109_;
        uint64_t l_240_ = (l_75_ - _e679);
        uint64_t l_241_ = (l_240_ + l_239_);
        uint64_t l_243_ = (0uL - l_112_);
        uint64_t l_244_ = (l_239_ + l_239_);
        l_mut_194_ = l_243_;
        uint64_t l_246_ = (0uL - l_243_);
        l_mut_140_ = l_246_;
        l_mut_109_ = l_241_;
        l_mut_49_ = 1u;
        l_mut_247_ = 1u;
        l_mut_248_ = false;
        uint64_t _e690 = l_mut_109_;
        bool l_249_ = (_e690 < l_244_);
        bool l_250_ = !(l_249_);
        l_mut_251_ = l_250_;
        bool l_252_ = (l_243_ == 0uL);
        if (l_252_) {
            bool _e695 = l_mut_251_;
            l_mut_248_ = _e695;
            l_mut_251_ = false;
        }
        bool _e697 = l_mut_251_;
        if (_e697) {
            uint64_t l_253_ = (l_243_ >> uint(63uL));
            bool l_254_ = (l_253_ == 1uL);
            l_mut_87_ = l_243_;
            if (l_254_) {
                uint64_t l_256_ = (0uL - l_243_);
                l_mut_87_ = l_256_;
            }
            uint l_257_ = (l_13_ - 1u);
            uint64_t l_258_ = uint64_t(l_257_);
            uint64_t _e709 = l_mut_87_;
            uint64_t l_259_ = (_e709 * l_258_);
            l_mut_260_ = 0u;
            uint l_261_ = (l_13_ - 1u);
            uint64_t l_262_ = uint64_t(l_261_);
            uint64_t _e715 = l_mut_87_;
            uint64_t l_263_ = (_e715 & 4294967295uL);
            uint64_t l_264_ = (l_263_ * l_262_);
            uint64_t _e719 = l_mut_87_;
            uint64_t l_265_ = (_e719 >> uint(32uL));
            uint64_t l_266_ = (l_265_ * l_262_);
            uint64_t l_267_ = (l_266_ << uint(32uL));
            uint64_t l_268_ = (l_264_ + l_267_);
            uint64_t l_269_ = (l_266_ >> uint(32uL));
            bool l_270_ = (l_268_ < l_264_);
            uint64_t l_271_ = uint64_t(l_270_);
            uint64_t l_272_ = (l_269_ + l_271_);
            l_mut_273_ = l_268_;
            if (true) {
                l_mut_273_ = l_272_;
            } else {
                if (true) {
                    uint64_t l_277_ = (l_272_ << uint(0uL));
                    uint64_t l_279_ = (l_268_ >> uint(64uL));
                    uint64_t l_280_ = (l_277_ | l_279_);
                    l_mut_273_ = l_280_;
                }
            }
            uint64_t _e748 = l_mut_273_;
            bool l_281_ = (_e748 == 0uL);
            if (l_281_) {
                l_mut_273_ = l_241_;
                if (l_254_) {
                    uint64_t l_283_ = (0uL - l_241_);
                    bool l_284_ = (l_241_ == 0uL);
                    bool l_285_ = !(l_284_);
                    bool l_286_ = (l_259_ < l_283_);
                    bool l_287_ = !(l_286_);
                    if (l_285_) {
                        local = l_287_;
                    } else {
                        local = false;
                    }
                    bool l_288_ = local;
                    if (l_288_) {
                        uint l_289_ = (l_13_ - 1u);
                        l_mut_290_ = l_283_;
                        uint64_t _e764 = l_mut_87_;
                        bool l_291_ = (l_283_ < _e764);
                        bool l_292_ = !(l_291_);
                        if (l_292_) {
                            l_mut_293_ = 0u;
                            uint64_t _e768 = l_mut_87_;
                            bool l_294_ = (_e768 < l_283_);
                            if (l_294_) {
                                uint64_t l_295_ = (l_283_ - 1uL);
                                uint64_t _e772 = l_mut_87_;
                                uint64_t l_296_ = naga_div(l_295_, _e772);
                                uint64_t l_297_ = uint64_t(l_289_);
                                bool l_298_ = (l_296_ < l_297_);
                                uint64_t l_299_ = uint64_t(l_289_);
                                uint64_t l_300_ = (l_298_ ? l_296_ : l_299_);
                                uint l_301_ = uint(l_300_);
                                l_mut_293_ = l_301_;
                            }
                            uint _e780 = l_mut_293_;
                            uint64_t l_302_ = uint64_t(_e780);
                            uint64_t _e782 = l_mut_87_;
                            uint64_t l_303_ = (_e782 * l_302_);
                            uint64_t l_304_ = (l_283_ - l_303_);
                            l_mut_290_ = l_304_;
                            uint64_t _e785 = l_mut_290_;
                            uint64_t _e786 = l_mut_87_;
                            bool l_305_ = (_e785 < _e786);
                            bool l_306_ = !(l_305_);
                            if (l_306_) {
                                uint64_t _e789 = l_mut_290_;
                                uint64_t _e790 = l_mut_87_;
                                uint64_t l_307_ = (_e789 - _e790);
                                l_mut_290_ = l_307_;
                            }
                        }
                        uint64_t _e792 = l_mut_87_;
                        uint64_t _e793 = l_mut_290_;
                        uint64_t l_308_ = (_e792 - _e793);
                        l_mut_290_ = l_308_;
                        uint64_t _e795 = l_mut_87_;
                        bool l_309_ = (l_308_ < _e795);
                        bool l_310_ = !(l_309_);
                        if (l_310_) {
                            uint64_t _e798 = l_mut_87_;
                            uint64_t l_311_ = (l_308_ - _e798);
                            l_mut_290_ = l_311_;
                        }
                        uint64_t _e800 = l_mut_290_;
                        uint64_t _e801 = l_mut_273_;
                        bool l_312_ = (_e800 < _e801);
                        if (l_312_) {
                            uint64_t _e803 = l_mut_290_;
                            l_mut_273_ = _e803;
                        }
                    }
                } else {
                    uint64_t l_313_ = (l_241_ - l_259_);
                    l_mut_273_ = l_313_;
                    bool l_314_ = (l_241_ < l_259_);
                    if (l_314_) {
                        uint l_315_ = (l_13_ - 1u);
                        l_mut_290_ = l_241_;
                        uint64_t _e808 = l_mut_87_;
                        bool l_316_ = (l_241_ < _e808);
                        bool l_317_ = !(l_316_);
                        if (l_317_) {
                            l_mut_293_ = 0u;
                            uint64_t _e812 = l_mut_87_;
                            bool l_318_ = (_e812 < l_241_);
                            if (l_318_) {
                                uint64_t l_319_ = (l_241_ - 1uL);
                                uint64_t _e816 = l_mut_87_;
                                uint64_t l_320_ = naga_div(l_319_, _e816);
                                uint64_t l_321_ = uint64_t(l_315_);
                                bool l_322_ = (l_320_ < l_321_);
                                uint64_t l_323_ = uint64_t(l_315_);
                                uint64_t l_324_ = (l_322_ ? l_320_ : l_323_);
                                uint l_325_ = uint(l_324_);
                                l_mut_293_ = l_325_;
                            }
                            uint _e824 = l_mut_293_;
                            uint64_t l_326_ = uint64_t(_e824);
                            uint64_t _e826 = l_mut_87_;
                            uint64_t l_327_ = (_e826 * l_326_);
                            uint64_t l_328_ = (l_241_ - l_327_);
                            l_mut_290_ = l_328_;
                            uint64_t _e829 = l_mut_290_;
                            uint64_t _e830 = l_mut_87_;
                            bool l_329_ = (_e829 < _e830);
                            bool l_330_ = !(l_329_);
                            if (l_330_) {
                                uint64_t _e833 = l_mut_290_;
                                uint64_t _e834 = l_mut_87_;
                                uint64_t l_331_ = (_e833 - _e834);
                                l_mut_290_ = l_331_;
                            }
                        }
                        uint64_t _e836 = l_mut_290_;
                        uint64_t _e837 = l_mut_273_;
                        bool l_332_ = (_e836 < _e837);
                        if (l_332_) {
                            uint64_t _e839 = l_mut_290_;
                            l_mut_273_ = _e839;
                        }
                    }
                }
                uint64_t _e840 = l_mut_273_;
                bool l_333_ = (_e840 < l_244_);
                bool l_334_ = !(l_333_);
                uint l_335_ = uint(l_334_);
                uint l_336_ = (2u - l_335_);
                l_mut_260_ = l_336_;
            }
            uint _e846 = l_mut_260_;
            bool l_337_ = (_e846 > 0u);
            if (l_337_) {
                uint _e849 = l_mut_260_;
                bool l_338_ = (_e849 == 1u);
                l_mut_248_ = l_338_;
                l_mut_251_ = false;
            }
        }
        l_mut_339_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e854 = l_mut_251_;
            bool l_340_ = !(_e854);
            if (l_340_) {
                break;
            }
            uint64_t _e856 = l_mut_109_;
            uint64_t _e857 = l_mut_194_;
            bool l_341_ = (_e856 < _e857);
            if (l_341_) {
                uint64_t _e859 = l_mut_194_;
                uint64_t _e860 = l_mut_109_;
                uint64_t l_342_ = (_e859 - _e860);
                l_mut_290_ = l_342_;
                uint64_t _e862 = l_mut_194_;
                l_mut_273_ = _e862;
                uint64_t _e863 = l_mut_290_;
                uint64_t _e864 = l_mut_194_;
                bool l_343_ = (_e863 < _e864);
                if (l_343_) {
                    uint64_t _e866 = l_mut_290_;
                    l_mut_273_ = _e866;
                }
                l_mut_344_ = false;
                uint64_t _e869 = l_mut_273_;
                uint64_t l_346_ = (_e869 >> uint(3uL));
                uint64_t _e873 = l_mut_140_;
                bool l_347_ = (l_346_ < _e873);
                bool l_348_ = !(l_347_);
                l_mut_344_ = l_348_;
                l_mut_293_ = 0u;
                uint64_t _e877 = l_mut_140_;
                bool l_349_ = (_e877 == 0uL);
                bool l_350_ = !(l_349_);
                bool _e881 = l_mut_344_;
                if (_e881) {
                    local_1 = l_350_;
                } else {
                    local_1 = false;
                }
                bool l_351_ = local_1;
                uint64_t _e886 = l_mut_140_;
                uint64_t _e887 = l_mut_273_;
                bool l_352_ = (_e886 < _e887);
                if (l_351_) {
                    local_2 = l_352_;
                } else {
                    local_2 = false;
                }
                bool l_353_ = local_2;
                uint _e893 = l_mut_49_;
                uint _e894 = l_mut_247_;
                uint l_354_ = (_e893 + _e894);
                bool l_355_ = (l_354_ < l_13_);
                if (l_353_) {
                    local_3 = l_355_;
                } else {
                    local_3 = false;
                }
                bool l_356_ = local_3;
                if (l_356_) {
                    uint _e901 = l_mut_49_;
                    uint l_357_ = (l_13_ - _e901);
                    uint _e903 = l_mut_247_;
                    uint l_358_ = (l_357_ - _e903);
                    uint _e905 = l_mut_49_;
                    uint l_359_ = naga_div(l_358_, _e905);
                    uint64_t _e907 = l_mut_273_;
                    uint64_t l_360_ = (_e907 - 1uL);
                    uint64_t _e910 = l_mut_140_;
                    uint64_t l_361_ = naga_div(l_360_, _e910);
                    uint64_t l_362_ = uint64_t(l_359_);
                    bool l_363_ = (l_361_ < l_362_);
                    uint64_t l_364_ = uint64_t(l_359_);
                    uint64_t l_365_ = (l_363_ ? l_361_ : l_364_);
                    uint l_366_ = uint(l_365_);
                    l_mut_293_ = l_366_;
                }
                uint64_t _e918 = l_mut_194_;
                l_mut_290_ = _e918;
                uint64_t _e919 = l_mut_140_;
                l_mut_273_ = _e919;
                uint _e920 = l_mut_49_;
                l_mut_260_ = _e920;
                uint _e921 = l_mut_247_;
                l_mut_367_ = _e921;
                uint64_t _e922 = l_mut_109_;
                l_mut_87_ = _e922;
                l_mut_368_ = 0u;
                uint _e924 = l_mut_293_;
                bool l_369_ = (_e924 > 0u);
                if (l_369_) {
                    uint _e927 = l_mut_293_;
                    uint64_t l_370_ = uint64_t(_e927);
                    uint64_t _e929 = l_mut_140_;
                    uint64_t l_371_ = (_e929 * l_370_);
                    uint64_t _e931 = l_mut_194_;
                    uint64_t l_372_ = (_e931 - l_371_);
                    l_mut_290_ = l_372_;
                    uint _e933 = l_mut_293_;
                    uint _e934 = l_mut_49_;
                    uint l_373_ = (_e933 * _e934);
                    uint _e936 = l_mut_247_;
                    uint l_374_ = (_e936 + l_373_);
                    l_mut_367_ = l_374_;
                } else {
                    uint _e938 = l_mut_368_;
                    bool l_375_ = (_e938 == 0u);
                    if (l_375_) {
                        uint _e941 = l_mut_49_;
                        uint l_376_ = (l_13_ - _e941);
                        uint _e943 = l_mut_247_;
                        uint l_377_ = naga_div(l_376_, _e943);
                        l_mut_293_ = 0u;
                        l_mut_344_ = false;
                        uint64_t _e948 = l_mut_140_;
                        uint64_t l_379_ = (_e948 >> uint(3uL));
                        uint64_t _e952 = l_mut_194_;
                        bool l_380_ = (l_379_ < _e952);
                        bool l_381_ = !(l_380_);
                        l_mut_344_ = l_381_;
                        uint64_t _e955 = l_mut_194_;
                        bool l_382_ = (_e955 == 0uL);
                        if (l_382_) {
                            l_mut_293_ = l_377_;
                        } else {
                            bool _e958 = l_mut_344_;
                            if (_e958) {
                                uint64_t _e959 = l_mut_194_;
                                uint64_t _e960 = l_mut_140_;
                                bool l_383_ = (_e959 < _e960);
                                if (l_383_) {
                                    uint64_t _e962 = l_mut_140_;
                                    uint64_t l_384_ = (_e962 - 1uL);
                                    uint64_t _e965 = l_mut_194_;
                                    uint64_t l_385_ = naga_div(l_384_, _e965);
                                    uint64_t l_386_ = uint64_t(l_377_);
                                    bool l_387_ = (l_385_ < l_386_);
                                    uint64_t l_388_ = uint64_t(l_377_);
                                    uint64_t l_389_ = (l_387_ ? l_385_ : l_388_);
                                    uint l_390_ = uint(l_389_);
                                    l_mut_293_ = l_390_;
                                }
                            } else {
                                uint64_t _e973 = l_mut_140_;
                                l_mut_391_ = _e973;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e974 = l_mut_194_;
                                    uint64_t _e975 = l_mut_391_;
                                    bool l_392_ = (_e974 < _e975);
                                    uint _e977 = l_mut_293_;
                                    uint _e978 = l_mut_247_;
                                    uint l_393_ = (_e977 * _e978);
                                    uint _e980 = l_mut_49_;
                                    uint l_394_ = (_e980 + l_393_);
                                    uint _e982 = l_mut_247_;
                                    uint l_395_ = (l_394_ + _e982);
                                    bool l_396_ = (l_395_ < l_13_);
                                    if (l_392_) {
                                        local_4 = l_396_;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_397_ = local_4;
                                    bool l_398_ = !(l_397_);
                                    if (l_398_) {
                                        break;
                                    }
                                    uint64_t _e990 = l_mut_391_;
                                    uint64_t _e991 = l_mut_194_;
                                    uint64_t l_399_ = (_e990 - _e991);
                                    l_mut_391_ = l_399_;
                                    uint _e993 = l_mut_293_;
                                    l_mut_293_ = (_e993 + 1u);
                                }
                            }
                        }
                        uint _e996 = l_mut_293_;
                        uint _e997 = l_mut_247_;
                        uint l_400_ = (_e996 * _e997);
                        uint _e999 = l_mut_49_;
                        uint l_401_ = (_e999 + l_400_);
                        uint _e1001 = l_mut_247_;
                        uint l_402_ = (l_401_ + _e1001);
                        bool l_403_ = (l_402_ >= l_13_);
                        if (l_403_) {
                            l_mut_368_ = 1u;
                        } else {
                            uint _e1005 = l_mut_293_;
                            uint64_t l_404_ = uint64_t(_e1005);
                            uint64_t _e1007 = l_mut_194_;
                            uint64_t l_405_ = (_e1007 * l_404_);
                            uint64_t _e1009 = l_mut_140_;
                            uint64_t l_406_ = (_e1009 - l_405_);
                            l_mut_273_ = l_406_;
                            uint _e1011 = l_mut_293_;
                            uint _e1012 = l_mut_247_;
                            uint l_407_ = (_e1011 * _e1012);
                            uint _e1014 = l_mut_49_;
                            uint l_408_ = (_e1014 + l_407_);
                            l_mut_260_ = l_408_;
                            uint64_t _e1016 = l_mut_194_;
                            uint64_t _e1017 = l_mut_273_;
                            uint64_t l_409_ = (_e1016 - _e1017);
                            l_mut_290_ = l_409_;
                            uint _e1019 = l_mut_247_;
                            uint _e1020 = l_mut_260_;
                            uint l_410_ = (_e1019 + _e1020);
                            l_mut_367_ = l_410_;
                        }
                    }
                }
                uint64_t _e1022 = l_mut_290_;
                l_mut_194_ = _e1022;
                uint64_t _e1023 = l_mut_273_;
                l_mut_140_ = _e1023;
                uint _e1024 = l_mut_260_;
                l_mut_49_ = _e1024;
                uint _e1025 = l_mut_367_;
                l_mut_247_ = _e1025;
                uint64_t _e1026 = l_mut_87_;
                l_mut_109_ = _e1026;
                uint _e1027 = l_mut_368_;
                bool l_411_ = (_e1027 == 1u);
                l_mut_248_ = l_411_;
                uint _e1030 = l_mut_368_;
                bool l_412_ = (_e1030 == 0u);
                l_mut_251_ = l_412_;
            } else {
                uint64_t _e1033 = l_mut_140_;
                uint64_t _e1034 = l_mut_109_;
                uint64_t l_413_ = (_e1033 - _e1034);
                l_mut_391_ = l_413_;
                uint64_t _e1036 = l_mut_109_;
                uint64_t l_414_ = (_e1036 - l_244_);
                l_mut_391_ = l_414_;
                uint64_t _e1038 = l_mut_140_;
                l_mut_290_ = _e1038;
                uint64_t _e1039 = l_mut_391_;
                uint64_t _e1040 = l_mut_140_;
                bool l_415_ = (_e1039 < _e1040);
                if (l_415_) {
                    uint64_t _e1042 = l_mut_391_;
                    l_mut_290_ = _e1042;
                }
                l_mut_344_ = false;
                uint64_t _e1045 = l_mut_290_;
                uint64_t l_417_ = (_e1045 >> uint(3uL));
                uint64_t _e1049 = l_mut_194_;
                bool l_418_ = (l_417_ < _e1049);
                bool l_419_ = !(l_418_);
                l_mut_344_ = l_419_;
                l_mut_368_ = 0u;
                uint64_t _e1053 = l_mut_194_;
                bool l_420_ = (_e1053 == 0uL);
                bool l_421_ = !(l_420_);
                bool _e1057 = l_mut_344_;
                if (_e1057) {
                    local_5 = l_421_;
                } else {
                    local_5 = false;
                }
                bool l_422_ = local_5;
                uint64_t _e1062 = l_mut_194_;
                uint64_t _e1063 = l_mut_290_;
                bool l_423_ = (_e1062 < _e1063);
                if (l_422_) {
                    local_6 = l_423_;
                } else {
                    local_6 = false;
                }
                bool l_424_ = local_6;
                uint _e1069 = l_mut_247_;
                uint _e1070 = l_mut_49_;
                uint l_425_ = (_e1069 + _e1070);
                bool l_426_ = (l_425_ < l_13_);
                if (l_424_) {
                    local_7 = l_426_;
                } else {
                    local_7 = false;
                }
                bool l_427_ = local_7;
                if (l_427_) {
                    uint _e1077 = l_mut_247_;
                    uint l_428_ = (l_13_ - _e1077);
                    uint _e1079 = l_mut_49_;
                    uint l_429_ = (l_428_ - _e1079);
                    uint _e1081 = l_mut_247_;
                    uint l_430_ = naga_div(l_429_, _e1081);
                    uint64_t _e1083 = l_mut_290_;
                    uint64_t l_431_ = (_e1083 - 1uL);
                    uint64_t _e1086 = l_mut_194_;
                    uint64_t l_432_ = naga_div(l_431_, _e1086);
                    uint64_t l_433_ = uint64_t(l_430_);
                    bool l_434_ = (l_432_ < l_433_);
                    uint64_t l_435_ = uint64_t(l_430_);
                    uint64_t l_436_ = (l_434_ ? l_432_ : l_435_);
                    uint l_437_ = uint(l_436_);
                    l_mut_368_ = l_437_;
                }
                uint64_t _e1094 = l_mut_140_;
                l_mut_391_ = _e1094;
                uint64_t _e1095 = l_mut_194_;
                l_mut_290_ = _e1095;
                uint _e1096 = l_mut_247_;
                l_mut_367_ = _e1096;
                uint _e1097 = l_mut_49_;
                l_mut_293_ = _e1097;
                uint64_t _e1098 = l_mut_109_;
                l_mut_273_ = _e1098;
                l_mut_260_ = 0u;
                uint _e1100 = l_mut_368_;
                bool l_438_ = (_e1100 > 0u);
                if (l_438_) {
                    uint _e1103 = l_mut_368_;
                    uint64_t l_439_ = uint64_t(_e1103);
                    uint64_t _e1105 = l_mut_194_;
                    uint64_t l_440_ = (_e1105 * l_439_);
                    uint64_t _e1107 = l_mut_109_;
                    uint64_t l_441_ = (_e1107 - l_440_);
                    l_mut_273_ = l_441_;
                    uint64_t _e1109 = l_mut_140_;
                    uint64_t l_442_ = (_e1109 - l_440_);
                    l_mut_391_ = l_442_;
                    uint _e1111 = l_mut_368_;
                    uint _e1112 = l_mut_247_;
                    uint l_443_ = (_e1111 * _e1112);
                    uint _e1114 = l_mut_49_;
                    uint l_444_ = (_e1114 + l_443_);
                    l_mut_293_ = l_444_;
                } else {
                    uint64_t _e1116 = l_mut_109_;
                    uint64_t _e1117 = l_mut_194_;
                    uint64_t l_445_ = (_e1116 - _e1117);
                    l_mut_273_ = l_445_;
                    uint64_t _e1119 = l_mut_273_;
                    bool l_446_ = (_e1119 < l_244_);
                    if (l_446_) {
                        l_mut_260_ = 2u;
                    }
                    uint _e1122 = l_mut_260_;
                    bool l_447_ = (_e1122 == 0u);
                    if (l_447_) {
                        uint _e1125 = l_mut_247_;
                        uint l_448_ = (l_13_ - _e1125);
                        uint _e1127 = l_mut_49_;
                        uint l_449_ = naga_div(l_448_, _e1127);
                        l_mut_368_ = 0u;
                        l_mut_344_ = false;
                        uint64_t _e1132 = l_mut_194_;
                        uint64_t l_451_ = (_e1132 >> uint(3uL));
                        uint64_t _e1136 = l_mut_140_;
                        bool l_452_ = (l_451_ < _e1136);
                        bool l_453_ = !(l_452_);
                        l_mut_344_ = l_453_;
                        uint64_t _e1139 = l_mut_140_;
                        bool l_454_ = (_e1139 == 0uL);
                        if (l_454_) {
                            l_mut_368_ = l_449_;
                        } else {
                            bool _e1142 = l_mut_344_;
                            if (_e1142) {
                                uint64_t _e1143 = l_mut_140_;
                                uint64_t _e1144 = l_mut_194_;
                                bool l_455_ = (_e1143 < _e1144);
                                if (l_455_) {
                                    uint64_t _e1146 = l_mut_194_;
                                    uint64_t l_456_ = (_e1146 - 1uL);
                                    uint64_t _e1149 = l_mut_140_;
                                    uint64_t l_457_ = naga_div(l_456_, _e1149);
                                    uint64_t l_458_ = uint64_t(l_449_);
                                    bool l_459_ = (l_457_ < l_458_);
                                    uint64_t l_460_ = uint64_t(l_449_);
                                    uint64_t l_461_ = (l_459_ ? l_457_ : l_460_);
                                    uint l_462_ = uint(l_461_);
                                    l_mut_368_ = l_462_;
                                }
                            } else {
                                uint64_t _e1157 = l_mut_194_;
                                l_mut_87_ = _e1157;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1158 = l_mut_140_;
                                    uint64_t _e1159 = l_mut_87_;
                                    bool l_463_ = (_e1158 < _e1159);
                                    uint _e1161 = l_mut_368_;
                                    uint _e1162 = l_mut_49_;
                                    uint l_464_ = (_e1161 * _e1162);
                                    uint _e1164 = l_mut_247_;
                                    uint l_465_ = (_e1164 + l_464_);
                                    uint _e1166 = l_mut_49_;
                                    uint l_466_ = (l_465_ + _e1166);
                                    bool l_467_ = (l_466_ < l_13_);
                                    if (l_463_) {
                                        local_8 = l_467_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_468_ = local_8;
                                    bool l_469_ = !(l_468_);
                                    if (l_469_) {
                                        break;
                                    }
                                    uint64_t _e1174 = l_mut_87_;
                                    uint64_t _e1175 = l_mut_140_;
                                    uint64_t l_470_ = (_e1174 - _e1175);
                                    l_mut_87_ = l_470_;
                                    uint _e1177 = l_mut_368_;
                                    l_mut_368_ = (_e1177 + 1u);
                                }
                            }
                        }
                        uint _e1180 = l_mut_368_;
                        uint _e1181 = l_mut_49_;
                        uint l_471_ = (_e1180 * _e1181);
                        uint _e1183 = l_mut_247_;
                        uint l_472_ = (_e1183 + l_471_);
                        uint _e1185 = l_mut_49_;
                        uint l_473_ = (l_472_ + _e1185);
                        bool l_474_ = (l_473_ >= l_13_);
                        if (l_474_) {
                            l_mut_260_ = 1u;
                        } else {
                            uint _e1189 = l_mut_368_;
                            uint64_t l_475_ = uint64_t(_e1189);
                            uint64_t _e1191 = l_mut_140_;
                            uint64_t l_476_ = (_e1191 * l_475_);
                            uint64_t _e1193 = l_mut_194_;
                            uint64_t l_477_ = (_e1193 - l_476_);
                            l_mut_290_ = l_477_;
                            uint _e1195 = l_mut_368_;
                            uint _e1196 = l_mut_49_;
                            uint l_478_ = (_e1195 * _e1196);
                            uint _e1198 = l_mut_247_;
                            uint l_479_ = (_e1198 + l_478_);
                            l_mut_367_ = l_479_;
                            uint64_t _e1200 = l_mut_140_;
                            uint64_t _e1201 = l_mut_290_;
                            uint64_t l_480_ = (_e1200 - _e1201);
                            l_mut_391_ = l_480_;
                            uint _e1203 = l_mut_49_;
                            uint _e1204 = l_mut_367_;
                            uint l_481_ = (_e1203 + _e1204);
                            l_mut_293_ = l_481_;
                        }
                    }
                }
                uint64_t _e1206 = l_mut_290_;
                l_mut_194_ = _e1206;
                uint64_t _e1207 = l_mut_391_;
                l_mut_140_ = _e1207;
                uint _e1208 = l_mut_293_;
                l_mut_49_ = _e1208;
                uint _e1209 = l_mut_367_;
                l_mut_247_ = _e1209;
                uint64_t _e1210 = l_mut_273_;
                l_mut_109_ = _e1210;
                uint _e1211 = l_mut_260_;
                bool l_482_ = (_e1211 == 1u);
                l_mut_248_ = l_482_;
                uint _e1214 = l_mut_260_;
                bool l_483_ = (_e1214 == 0u);
                l_mut_251_ = l_483_;
            }
        }
        bool _e1217 = l_mut_248_;
        bool l_484_ = !(_e1217);
        if (l_484_) {
            uint l_1406_ = asuint(info.Load(20+0));
            uint l_1407_ = (l_1406_ * 1u);
            uint l_1408_ = (l_1407_ - 1u);
            uint l_1409_ = min(0u, l_1408_);
            uint _e1232; buffer_5_global.InterlockedAdd(l_1409_*4, 1u, _e1232);
            uint l_487_ = naga_div(l_13_, 8u);
            l_mut_368_ = 0u;
            l_mut_367_ = 0u;
            l_mut_293_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2637 = l_mut_488_;
                    l_mut_488_ = (_e2637 + 1u);
                }
                loop_init = false;
                uint _e1240 = l_mut_488_;
                if ((_e1240 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1243 = l_mut_488_;
                    uint l_489_ = (_e1243 * l_487_);
                    bool l_490_ = (l_489_ < l_56_);
                    uint l_491_ = naga_div(l_13_, 8u);
                    uint _e1248 = l_mut_488_;
                    uint l_492_ = (_e1248 * l_491_);
                    uint l_493_ = (l_492_ + l_492_);
                    uint64_t l_494_ = (l_84_ >> uint(63uL));
                    bool l_495_ = (l_494_ == 1uL);
                    l_mut_391_ = l_84_;
                    if (l_495_) {
                        uint64_t l_497_ = (0uL - l_84_);
                        l_mut_391_ = l_497_;
                    }
                    uint64_t l_498_ = uint64_t(l_493_);
                    uint64_t _e1260 = l_mut_391_;
                    uint64_t l_499_ = (_e1260 & 4294967295uL);
                    uint64_t l_500_ = (l_499_ * l_498_);
                    uint64_t _e1264 = l_mut_391_;
                    uint64_t l_501_ = (_e1264 >> uint(32uL));
                    uint64_t l_502_ = (l_501_ * l_498_);
                    uint64_t l_503_ = (l_502_ << uint(32uL));
                    uint64_t l_504_ = (l_500_ + l_503_);
                    uint64_t l_505_ = (l_502_ >> uint(32uL));
                    bool l_506_ = (l_504_ < l_500_);
                    uint64_t l_507_ = uint64_t(l_506_);
                    uint64_t l_508_ = (l_505_ + l_507_);
                    l_mut_391_ = l_504_;
                    bool l_509_ = (l_24_ == 64u);
                    if (l_509_) {
                        l_mut_391_ = l_508_;
                    } else {
                        bool l_510_ = (l_24_ > 0u);
                        if (l_510_) {
                            uint l_511_ = (64u - l_24_);
                            uint64_t l_512_ = uint64_t(l_511_);
                            uint64_t l_513_ = (l_508_ << uint(l_512_));
                            uint64_t l_514_ = uint64_t(l_24_);
                            uint64_t l_515_ = (l_504_ >> uint(l_514_));
                            uint64_t l_516_ = (l_513_ | l_515_);
                            l_mut_391_ = l_516_;
                        }
                    }
                    uint64_t _e1297 = l_mut_391_;
                    l_mut_290_ = _e1297;
                    if (l_495_) {
                        uint64_t _e1299 = l_mut_290_;
                        uint64_t l_518_ = (0uL - _e1299);
                        l_mut_290_ = l_518_;
                    }
                    uint64_t _e1301 = l_mut_290_;
                    uint64_t l_519_ = (l_66_ + _e1301);
                    uint64_t l_520_ = uint64_t(l_492_);
                    uint64_t l_521_ = (l_66_ * l_520_);
                    uint64_t l_522_ = (l_75_ + l_521_);
                    l_mut_391_ = 0uL;
                    bool l_524_ = (l_492_ < 65536u);
                    if (l_524_) {
                        uint l_525_ = (l_492_ * l_492_);
                        uint64_t l_526_ = (l_84_ >> uint(63uL));
                        bool l_527_ = (l_526_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_527_) {
                            uint64_t l_529_ = (0uL - l_84_);
                            l_mut_290_ = l_529_;
                        }
                        uint64_t l_530_ = uint64_t(l_525_);
                        uint64_t _e1319 = l_mut_290_;
                        uint64_t l_531_ = (_e1319 & 4294967295uL);
                        uint64_t l_532_ = (l_531_ * l_530_);
                        uint64_t _e1323 = l_mut_290_;
                        uint64_t l_533_ = (_e1323 >> uint(32uL));
                        uint64_t l_534_ = (l_533_ * l_530_);
                        uint64_t l_535_ = (l_534_ << uint(32uL));
                        uint64_t l_536_ = (l_532_ + l_535_);
                        uint64_t l_537_ = (l_534_ >> uint(32uL));
                        bool l_538_ = (l_536_ < l_532_);
                        uint64_t l_539_ = uint64_t(l_538_);
                        uint64_t l_540_ = (l_537_ + l_539_);
                        l_mut_290_ = l_536_;
                        bool l_541_ = (l_24_ == 64u);
                        if (l_541_) {
                            l_mut_290_ = l_540_;
                        } else {
                            bool l_542_ = (l_24_ > 0u);
                            if (l_542_) {
                                uint l_543_ = (64u - l_24_);
                                uint64_t l_544_ = uint64_t(l_543_);
                                uint64_t l_545_ = (l_540_ << uint(l_544_));
                                uint64_t l_546_ = uint64_t(l_24_);
                                uint64_t l_547_ = (l_536_ >> uint(l_546_));
                                uint64_t l_548_ = (l_545_ | l_547_);
                                l_mut_290_ = l_548_;
                            }
                        }
                        uint64_t _e1356 = l_mut_290_;
                        l_mut_273_ = _e1356;
                        if (l_527_) {
                            uint64_t _e1358 = l_mut_273_;
                            uint64_t l_550_ = (0uL - _e1358);
                            l_mut_273_ = l_550_;
                        }
                        uint64_t _e1360 = l_mut_273_;
                        l_mut_391_ = _e1360;
                    } else {
                        uint64_t l_551_ = (l_84_ >> uint(63uL));
                        bool l_552_ = (l_551_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_552_) {
                            uint64_t l_554_ = (0uL - l_84_);
                            l_mut_290_ = l_554_;
                        }
                        uint64_t l_555_ = uint64_t(l_492_);
                        uint64_t _e1370 = l_mut_290_;
                        uint64_t l_556_ = (_e1370 & 4294967295uL);
                        uint64_t l_557_ = (l_556_ * l_555_);
                        uint64_t _e1374 = l_mut_290_;
                        uint64_t l_558_ = (_e1374 >> uint(32uL));
                        uint64_t l_559_ = (l_558_ * l_555_);
                        uint64_t l_560_ = (l_559_ << uint(32uL));
                        uint64_t l_561_ = (l_557_ + l_560_);
                        uint64_t l_562_ = (l_559_ >> uint(32uL));
                        bool l_563_ = (l_561_ < l_557_);
                        uint64_t l_564_ = uint64_t(l_563_);
                        uint64_t l_565_ = (l_562_ + l_564_);
                        l_mut_273_ = l_561_;
                        if (false) {
                            l_mut_273_ = l_565_;
                        } else {
                            if (false) {
                                uint64_t l_569_ = (l_565_ << uint(64uL));
                                uint64_t l_571_ = (l_561_ >> uint(0uL));
                                uint64_t l_572_ = (l_569_ | l_571_);
                                l_mut_273_ = l_572_;
                            }
                        }
                        uint64_t l_573_ = uint64_t(l_492_);
                        uint64_t _e1404 = l_mut_290_;
                        uint64_t l_574_ = (_e1404 & 4294967295uL);
                        uint64_t l_575_ = (l_574_ * l_573_);
                        uint64_t _e1408 = l_mut_290_;
                        uint64_t l_576_ = (_e1408 >> uint(32uL));
                        uint64_t l_577_ = (l_576_ * l_573_);
                        uint64_t l_578_ = (l_577_ << uint(32uL));
                        uint64_t l_579_ = (l_575_ + l_578_);
                        uint64_t l_580_ = (l_577_ >> uint(32uL));
                        bool l_581_ = (l_579_ < l_575_);
                        uint64_t l_582_ = uint64_t(l_581_);
                        uint64_t l_583_ = (l_580_ + l_582_);
                        l_mut_290_ = l_579_;
                        if (true) {
                            l_mut_290_ = l_583_;
                        } else {
                            if (true) {
                                uint64_t l_587_ = (l_583_ << uint(0uL));
                                uint64_t l_589_ = (l_579_ >> uint(64uL));
                                uint64_t l_590_ = (l_587_ | l_589_);
                                l_mut_290_ = l_590_;
                            }
                        }
                        uint64_t l_591_ = uint64_t(l_492_);
                        uint64_t _e1438 = l_mut_273_;
                        uint64_t l_592_ = (_e1438 & 4294967295uL);
                        uint64_t l_593_ = (l_592_ * l_591_);
                        uint64_t _e1442 = l_mut_273_;
                        uint64_t l_594_ = (_e1442 >> uint(32uL));
                        uint64_t l_595_ = (l_594_ * l_591_);
                        uint64_t l_596_ = (l_595_ << uint(32uL));
                        uint64_t l_597_ = (l_593_ + l_596_);
                        uint64_t l_598_ = (l_595_ >> uint(32uL));
                        bool l_599_ = (l_597_ < l_593_);
                        uint64_t l_600_ = uint64_t(l_599_);
                        uint64_t l_601_ = (l_598_ + l_600_);
                        l_mut_194_ = l_597_;
                        if (false) {
                            l_mut_194_ = l_601_;
                        } else {
                            if (false) {
                                uint64_t l_605_ = (l_601_ << uint(64uL));
                                uint64_t l_607_ = (l_597_ >> uint(0uL));
                                uint64_t l_608_ = (l_605_ | l_607_);
                                l_mut_194_ = l_608_;
                            }
                        }
                        uint64_t l_609_ = uint64_t(l_492_);
                        uint64_t _e1472 = l_mut_273_;
                        uint64_t l_610_ = (_e1472 & 4294967295uL);
                        uint64_t l_611_ = (l_610_ * l_609_);
                        uint64_t _e1476 = l_mut_273_;
                        uint64_t l_612_ = (_e1476 >> uint(32uL));
                        uint64_t l_613_ = (l_612_ * l_609_);
                        uint64_t l_614_ = (l_613_ << uint(32uL));
                        uint64_t l_615_ = (l_611_ + l_614_);
                        uint64_t l_616_ = (l_613_ >> uint(32uL));
                        bool l_617_ = (l_615_ < l_611_);
                        uint64_t l_618_ = uint64_t(l_617_);
                        uint64_t l_619_ = (l_616_ + l_618_);
                        l_mut_273_ = l_615_;
                        if (true) {
                            l_mut_273_ = l_619_;
                        } else {
                            if (true) {
                                uint64_t l_623_ = (l_619_ << uint(0uL));
                                uint64_t l_625_ = (l_615_ >> uint(64uL));
                                uint64_t l_626_ = (l_623_ | l_625_);
                                l_mut_273_ = l_626_;
                            }
                        }
                        uint64_t l_627_ = uint64_t(l_492_);
                        uint64_t _e1506 = l_mut_290_;
                        uint64_t l_628_ = (_e1506 * l_627_);
                        uint64_t _e1508 = l_mut_273_;
                        uint64_t l_629_ = (_e1508 + l_628_);
                        uint64_t _e1510 = l_mut_194_;
                        l_mut_391_ = _e1510;
                        bool l_630_ = (l_24_ == 64u);
                        if (l_630_) {
                            l_mut_391_ = l_629_;
                        } else {
                            bool l_631_ = (l_24_ > 0u);
                            if (l_631_) {
                                uint l_632_ = (64u - l_24_);
                                uint64_t l_633_ = uint64_t(l_632_);
                                uint64_t l_634_ = (l_629_ << uint(l_633_));
                                uint64_t l_635_ = uint64_t(l_24_);
                                uint64_t _e1522 = l_mut_194_;
                                uint64_t l_636_ = (_e1522 >> uint(l_635_));
                                uint64_t l_637_ = (l_634_ + l_636_);
                                l_mut_391_ = l_637_;
                            }
                        }
                        if (l_552_) {
                            uint64_t _e1528 = l_mut_391_;
                            uint64_t l_639_ = (0uL - _e1528);
                            l_mut_391_ = l_639_;
                        }
                    }
                    uint64_t _e1530 = l_mut_391_;
                    uint64_t l_640_ = (l_522_ + _e1530);
                    uint64_t l_641_ = (l_84_ >> uint(63uL));
                    bool l_642_ = (l_641_ == 1uL);
                    l_mut_391_ = l_84_;
                    if (l_642_) {
                        uint64_t l_644_ = (0uL - l_84_);
                        l_mut_391_ = l_644_;
                    }
                    uint64_t l_645_ = uint64_t(l_491_);
                    uint64_t _e1541 = l_mut_391_;
                    uint64_t l_646_ = (_e1541 & 4294967295uL);
                    uint64_t l_647_ = (l_646_ * l_645_);
                    uint64_t _e1545 = l_mut_391_;
                    uint64_t l_648_ = (_e1545 >> uint(32uL));
                    uint64_t l_649_ = (l_648_ * l_645_);
                    uint64_t l_650_ = (l_649_ << uint(32uL));
                    uint64_t l_651_ = (l_647_ + l_650_);
                    uint64_t l_652_ = (l_649_ >> uint(32uL));
                    bool l_653_ = (l_651_ < l_647_);
                    uint64_t l_654_ = uint64_t(l_653_);
                    uint64_t l_655_ = (l_652_ + l_654_);
                    l_mut_391_ = l_651_;
                    bool l_656_ = (l_24_ == 64u);
                    if (l_656_) {
                        l_mut_391_ = l_655_;
                    } else {
                        bool l_657_ = (l_24_ > 0u);
                        if (l_657_) {
                            uint l_658_ = (64u - l_24_);
                            uint64_t l_659_ = uint64_t(l_658_);
                            uint64_t l_660_ = (l_655_ << uint(l_659_));
                            uint64_t l_661_ = uint64_t(l_24_);
                            uint64_t l_662_ = (l_651_ >> uint(l_661_));
                            uint64_t l_663_ = (l_660_ | l_662_);
                            l_mut_391_ = l_663_;
                        }
                    }
                    uint64_t _e1578 = l_mut_391_;
                    l_mut_290_ = _e1578;
                    if (l_642_) {
                        uint64_t _e1580 = l_mut_290_;
                        uint64_t l_665_ = (0uL - _e1580);
                        l_mut_290_ = l_665_;
                    }
                    uint64_t _e1582 = l_mut_290_;
                    uint64_t l_666_ = (l_519_ + _e1582);
                    uint l_667_ = (l_24_ + 3u);
                    l_mut_391_ = 0uL;
                    bool l_669_ = (l_491_ < 65536u);
                    if (l_669_) {
                        uint l_670_ = (l_491_ * l_491_);
                        uint64_t l_671_ = (l_84_ >> uint(63uL));
                        bool l_672_ = (l_671_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_672_) {
                            uint64_t l_674_ = (0uL - l_84_);
                            l_mut_290_ = l_674_;
                        }
                        uint64_t l_675_ = uint64_t(l_670_);
                        uint64_t _e1599 = l_mut_290_;
                        uint64_t l_676_ = (_e1599 & 4294967295uL);
                        uint64_t l_677_ = (l_676_ * l_675_);
                        uint64_t _e1603 = l_mut_290_;
                        uint64_t l_678_ = (_e1603 >> uint(32uL));
                        uint64_t l_679_ = (l_678_ * l_675_);
                        uint64_t l_680_ = (l_679_ << uint(32uL));
                        uint64_t l_681_ = (l_677_ + l_680_);
                        uint64_t l_682_ = (l_679_ >> uint(32uL));
                        bool l_683_ = (l_681_ < l_677_);
                        uint64_t l_684_ = uint64_t(l_683_);
                        uint64_t l_685_ = (l_682_ + l_684_);
                        l_mut_290_ = l_681_;
                        bool l_686_ = (l_667_ == 64u);
                        if (l_686_) {
                            l_mut_290_ = l_685_;
                        } else {
                            bool l_687_ = (l_667_ > 0u);
                            if (l_687_) {
                                uint l_688_ = (64u - l_667_);
                                uint64_t l_689_ = uint64_t(l_688_);
                                uint64_t l_690_ = (l_685_ << uint(l_689_));
                                uint64_t l_691_ = uint64_t(l_667_);
                                uint64_t l_692_ = (l_681_ >> uint(l_691_));
                                uint64_t l_693_ = (l_690_ | l_692_);
                                l_mut_290_ = l_693_;
                            }
                        }
                        uint64_t _e1636 = l_mut_290_;
                        l_mut_273_ = _e1636;
                        if (l_672_) {
                            uint64_t _e1638 = l_mut_273_;
                            uint64_t l_695_ = (0uL - _e1638);
                            l_mut_273_ = l_695_;
                        }
                        uint64_t _e1640 = l_mut_273_;
                        l_mut_391_ = _e1640;
                    } else {
                        uint64_t l_696_ = (l_84_ >> uint(63uL));
                        bool l_697_ = (l_696_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_697_) {
                            uint64_t l_699_ = (0uL - l_84_);
                            l_mut_290_ = l_699_;
                        }
                        uint64_t l_700_ = uint64_t(l_491_);
                        uint64_t _e1650 = l_mut_290_;
                        uint64_t l_701_ = (_e1650 & 4294967295uL);
                        uint64_t l_702_ = (l_701_ * l_700_);
                        uint64_t _e1654 = l_mut_290_;
                        uint64_t l_703_ = (_e1654 >> uint(32uL));
                        uint64_t l_704_ = (l_703_ * l_700_);
                        uint64_t l_705_ = (l_704_ << uint(32uL));
                        uint64_t l_706_ = (l_702_ + l_705_);
                        uint64_t l_707_ = (l_704_ >> uint(32uL));
                        bool l_708_ = (l_706_ < l_702_);
                        uint64_t l_709_ = uint64_t(l_708_);
                        uint64_t l_710_ = (l_707_ + l_709_);
                        l_mut_273_ = l_706_;
                        if (false) {
                            l_mut_273_ = l_710_;
                        } else {
                            if (false) {
                                uint64_t l_714_ = (l_710_ << uint(64uL));
                                uint64_t l_716_ = (l_706_ >> uint(0uL));
                                uint64_t l_717_ = (l_714_ | l_716_);
                                l_mut_273_ = l_717_;
                            }
                        }
                        uint64_t l_718_ = uint64_t(l_491_);
                        uint64_t _e1684 = l_mut_290_;
                        uint64_t l_719_ = (_e1684 & 4294967295uL);
                        uint64_t l_720_ = (l_719_ * l_718_);
                        uint64_t _e1688 = l_mut_290_;
                        uint64_t l_721_ = (_e1688 >> uint(32uL));
                        uint64_t l_722_ = (l_721_ * l_718_);
                        uint64_t l_723_ = (l_722_ << uint(32uL));
                        uint64_t l_724_ = (l_720_ + l_723_);
                        uint64_t l_725_ = (l_722_ >> uint(32uL));
                        bool l_726_ = (l_724_ < l_720_);
                        uint64_t l_727_ = uint64_t(l_726_);
                        uint64_t l_728_ = (l_725_ + l_727_);
                        l_mut_290_ = l_724_;
                        if (true) {
                            l_mut_290_ = l_728_;
                        } else {
                            if (true) {
                                uint64_t l_732_ = (l_728_ << uint(0uL));
                                uint64_t l_734_ = (l_724_ >> uint(64uL));
                                uint64_t l_735_ = (l_732_ | l_734_);
                                l_mut_290_ = l_735_;
                            }
                        }
                        uint64_t l_736_ = uint64_t(l_491_);
                        uint64_t _e1718 = l_mut_273_;
                        uint64_t l_737_ = (_e1718 & 4294967295uL);
                        uint64_t l_738_ = (l_737_ * l_736_);
                        uint64_t _e1722 = l_mut_273_;
                        uint64_t l_739_ = (_e1722 >> uint(32uL));
                        uint64_t l_740_ = (l_739_ * l_736_);
                        uint64_t l_741_ = (l_740_ << uint(32uL));
                        uint64_t l_742_ = (l_738_ + l_741_);
                        uint64_t l_743_ = (l_740_ >> uint(32uL));
                        bool l_744_ = (l_742_ < l_738_);
                        uint64_t l_745_ = uint64_t(l_744_);
                        uint64_t l_746_ = (l_743_ + l_745_);
                        l_mut_194_ = l_742_;
                        if (false) {
                            l_mut_194_ = l_746_;
                        } else {
                            if (false) {
                                uint64_t l_750_ = (l_746_ << uint(64uL));
                                uint64_t l_752_ = (l_742_ >> uint(0uL));
                                uint64_t l_753_ = (l_750_ | l_752_);
                                l_mut_194_ = l_753_;
                            }
                        }
                        uint64_t l_754_ = uint64_t(l_491_);
                        uint64_t _e1752 = l_mut_273_;
                        uint64_t l_755_ = (_e1752 & 4294967295uL);
                        uint64_t l_756_ = (l_755_ * l_754_);
                        uint64_t _e1756 = l_mut_273_;
                        uint64_t l_757_ = (_e1756 >> uint(32uL));
                        uint64_t l_758_ = (l_757_ * l_754_);
                        uint64_t l_759_ = (l_758_ << uint(32uL));
                        uint64_t l_760_ = (l_756_ + l_759_);
                        uint64_t l_761_ = (l_758_ >> uint(32uL));
                        bool l_762_ = (l_760_ < l_756_);
                        uint64_t l_763_ = uint64_t(l_762_);
                        uint64_t l_764_ = (l_761_ + l_763_);
                        l_mut_273_ = l_760_;
                        if (true) {
                            l_mut_273_ = l_764_;
                        } else {
                            if (true) {
                                uint64_t l_768_ = (l_764_ << uint(0uL));
                                uint64_t l_770_ = (l_760_ >> uint(64uL));
                                uint64_t l_771_ = (l_768_ | l_770_);
                                l_mut_273_ = l_771_;
                            }
                        }
                        uint64_t l_772_ = uint64_t(l_491_);
                        uint64_t _e1786 = l_mut_290_;
                        uint64_t l_773_ = (_e1786 * l_772_);
                        uint64_t _e1788 = l_mut_273_;
                        uint64_t l_774_ = (_e1788 + l_773_);
                        uint64_t _e1790 = l_mut_194_;
                        l_mut_391_ = _e1790;
                        bool l_775_ = (l_667_ == 64u);
                        if (l_775_) {
                            l_mut_391_ = l_774_;
                        } else {
                            bool l_776_ = (l_667_ > 0u);
                            if (l_776_) {
                                uint l_777_ = (64u - l_667_);
                                uint64_t l_778_ = uint64_t(l_777_);
                                uint64_t l_779_ = (l_774_ << uint(l_778_));
                                uint64_t l_780_ = uint64_t(l_667_);
                                uint64_t _e1802 = l_mut_194_;
                                uint64_t l_781_ = (_e1802 >> uint(l_780_));
                                uint64_t l_782_ = (l_779_ + l_781_);
                                l_mut_391_ = l_782_;
                            }
                        }
                        if (l_697_) {
                            uint64_t _e1808 = l_mut_391_;
                            uint64_t l_784_ = (0uL - _e1808);
                            l_mut_391_ = l_784_;
                        }
                    }
                    uint64_t _e1810 = l_mut_391_;
                    l_mut_290_ = _e1810;
                    uint64_t _e1811 = l_mut_391_;
                    uint64_t l_785_ = (_e1811 >> uint(63uL));
                    bool l_786_ = (l_785_ == 1uL);
                    if (l_786_) {
                        uint64_t _e1819 = l_mut_391_;
                        uint64_t l_788_ = (0uL - _e1819);
                        l_mut_290_ = l_788_;
                    }
                    uint64_t _e1821 = l_mut_290_;
                    uint64_t l_789_ = (l_33_ + _e1821);
                    uint64_t l_791_ = (l_789_ + 1uL);
                    uint64_t _e1825 = l_mut_391_;
                    uint64_t l_792_ = (l_640_ - _e1825);
                    uint64_t l_793_ = (l_792_ + l_791_);
                    uint64_t l_795_ = (0uL - l_666_);
                    uint64_t l_796_ = (l_791_ + l_791_);
                    l_mut_391_ = l_795_;
                    uint64_t l_798_ = (0uL - l_795_);
                    l_mut_290_ = l_798_;
                    l_mut_273_ = l_793_;
                    l_mut_260_ = 1u;
                    l_mut_247_ = 1u;
                    l_mut_344_ = false;
                    uint64_t _e1836 = l_mut_273_;
                    bool l_799_ = (_e1836 < l_796_);
                    bool l_800_ = !(l_799_);
                    l_mut_339_ = l_800_;
                    bool l_801_ = (l_795_ == 0uL);
                    if (l_801_) {
                        bool _e1841 = l_mut_339_;
                        l_mut_344_ = _e1841;
                        l_mut_339_ = false;
                    }
                    bool _e1843 = l_mut_339_;
                    if (_e1843) {
                        uint64_t l_802_ = (l_795_ >> uint(63uL));
                        bool l_803_ = (l_802_ == 1uL);
                        l_mut_194_ = l_795_;
                        if (l_803_) {
                            uint64_t l_805_ = (0uL - l_795_);
                            l_mut_194_ = l_805_;
                        }
                        uint l_806_ = (l_491_ - 1u);
                        uint64_t l_807_ = uint64_t(l_806_);
                        uint64_t _e1855 = l_mut_194_;
                        uint64_t l_808_ = (_e1855 * l_807_);
                        l_mut_49_ = 0u;
                        uint l_809_ = (l_491_ - 1u);
                        uint64_t l_810_ = uint64_t(l_809_);
                        uint64_t _e1861 = l_mut_194_;
                        uint64_t l_811_ = (_e1861 & 4294967295uL);
                        uint64_t l_812_ = (l_811_ * l_810_);
                        uint64_t _e1865 = l_mut_194_;
                        uint64_t l_813_ = (_e1865 >> uint(32uL));
                        uint64_t l_814_ = (l_813_ * l_810_);
                        uint64_t l_815_ = (l_814_ << uint(32uL));
                        uint64_t l_816_ = (l_812_ + l_815_);
                        uint64_t l_817_ = (l_814_ >> uint(32uL));
                        bool l_818_ = (l_816_ < l_812_);
                        uint64_t l_819_ = uint64_t(l_818_);
                        uint64_t l_820_ = (l_817_ + l_819_);
                        l_mut_140_ = l_816_;
                        if (true) {
                            l_mut_140_ = l_820_;
                        } else {
                            if (true) {
                                uint64_t l_824_ = (l_820_ << uint(0uL));
                                uint64_t l_826_ = (l_816_ >> uint(64uL));
                                uint64_t l_827_ = (l_824_ | l_826_);
                                l_mut_140_ = l_827_;
                            }
                        }
                        uint64_t _e1894 = l_mut_140_;
                        bool l_828_ = (_e1894 == 0uL);
                        if (l_828_) {
                            l_mut_140_ = l_793_;
                            if (l_803_) {
                                uint64_t l_830_ = (0uL - l_793_);
                                bool l_831_ = (l_793_ == 0uL);
                                bool l_832_ = !(l_831_);
                                bool l_833_ = (l_808_ < l_830_);
                                bool l_834_ = !(l_833_);
                                if (l_832_) {
                                    local_9 = l_834_;
                                } else {
                                    local_9 = false;
                                }
                                bool l_835_ = local_9;
                                if (l_835_) {
                                    uint l_836_ = (l_491_ - 1u);
                                    l_mut_109_ = l_830_;
                                    uint64_t _e1910 = l_mut_194_;
                                    bool l_837_ = (l_830_ < _e1910);
                                    bool l_838_ = !(l_837_);
                                    if (l_838_) {
                                        l_mut_839_ = 0u;
                                        uint64_t _e1914 = l_mut_194_;
                                        bool l_840_ = (_e1914 < l_830_);
                                        if (l_840_) {
                                            uint64_t l_841_ = (l_830_ - 1uL);
                                            uint64_t _e1918 = l_mut_194_;
                                            uint64_t l_842_ = naga_div(l_841_, _e1918);
                                            uint64_t l_843_ = uint64_t(l_836_);
                                            bool l_844_ = (l_842_ < l_843_);
                                            uint64_t l_845_ = uint64_t(l_836_);
                                            uint64_t l_846_ = (l_844_ ? l_842_ : l_845_);
                                            uint l_847_ = uint(l_846_);
                                            l_mut_839_ = l_847_;
                                        }
                                        uint _e1926 = l_mut_839_;
                                        uint64_t l_848_ = uint64_t(_e1926);
                                        uint64_t _e1928 = l_mut_194_;
                                        uint64_t l_849_ = (_e1928 * l_848_);
                                        uint64_t l_850_ = (l_830_ - l_849_);
                                        l_mut_109_ = l_850_;
                                        uint64_t _e1931 = l_mut_109_;
                                        uint64_t _e1932 = l_mut_194_;
                                        bool l_851_ = (_e1931 < _e1932);
                                        bool l_852_ = !(l_851_);
                                        if (l_852_) {
                                            uint64_t _e1935 = l_mut_109_;
                                            uint64_t _e1936 = l_mut_194_;
                                            uint64_t l_853_ = (_e1935 - _e1936);
                                            l_mut_109_ = l_853_;
                                        }
                                    }
                                    uint64_t _e1938 = l_mut_194_;
                                    uint64_t _e1939 = l_mut_109_;
                                    uint64_t l_854_ = (_e1938 - _e1939);
                                    l_mut_109_ = l_854_;
                                    uint64_t _e1941 = l_mut_194_;
                                    bool l_855_ = (l_854_ < _e1941);
                                    bool l_856_ = !(l_855_);
                                    if (l_856_) {
                                        uint64_t _e1944 = l_mut_194_;
                                        uint64_t l_857_ = (l_854_ - _e1944);
                                        l_mut_109_ = l_857_;
                                    }
                                    uint64_t _e1946 = l_mut_109_;
                                    uint64_t _e1947 = l_mut_140_;
                                    bool l_858_ = (_e1946 < _e1947);
                                    if (l_858_) {
                                        uint64_t _e1949 = l_mut_109_;
                                        l_mut_140_ = _e1949;
                                    }
                                }
                            } else {
                                uint64_t l_859_ = (l_793_ - l_808_);
                                l_mut_140_ = l_859_;
                                bool l_860_ = (l_793_ < l_808_);
                                if (l_860_) {
                                    uint l_861_ = (l_491_ - 1u);
                                    l_mut_109_ = l_793_;
                                    uint64_t _e1954 = l_mut_194_;
                                    bool l_862_ = (l_793_ < _e1954);
                                    bool l_863_ = !(l_862_);
                                    if (l_863_) {
                                        l_mut_839_ = 0u;
                                        uint64_t _e1958 = l_mut_194_;
                                        bool l_864_ = (_e1958 < l_793_);
                                        if (l_864_) {
                                            uint64_t l_865_ = (l_793_ - 1uL);
                                            uint64_t _e1962 = l_mut_194_;
                                            uint64_t l_866_ = naga_div(l_865_, _e1962);
                                            uint64_t l_867_ = uint64_t(l_861_);
                                            bool l_868_ = (l_866_ < l_867_);
                                            uint64_t l_869_ = uint64_t(l_861_);
                                            uint64_t l_870_ = (l_868_ ? l_866_ : l_869_);
                                            uint l_871_ = uint(l_870_);
                                            l_mut_839_ = l_871_;
                                        }
                                        uint _e1970 = l_mut_839_;
                                        uint64_t l_872_ = uint64_t(_e1970);
                                        uint64_t _e1972 = l_mut_194_;
                                        uint64_t l_873_ = (_e1972 * l_872_);
                                        uint64_t l_874_ = (l_793_ - l_873_);
                                        l_mut_109_ = l_874_;
                                        uint64_t _e1975 = l_mut_109_;
                                        uint64_t _e1976 = l_mut_194_;
                                        bool l_875_ = (_e1975 < _e1976);
                                        bool l_876_ = !(l_875_);
                                        if (l_876_) {
                                            uint64_t _e1979 = l_mut_109_;
                                            uint64_t _e1980 = l_mut_194_;
                                            uint64_t l_877_ = (_e1979 - _e1980);
                                            l_mut_109_ = l_877_;
                                        }
                                    }
                                    uint64_t _e1982 = l_mut_109_;
                                    uint64_t _e1983 = l_mut_140_;
                                    bool l_878_ = (_e1982 < _e1983);
                                    if (l_878_) {
                                        uint64_t _e1985 = l_mut_109_;
                                        l_mut_140_ = _e1985;
                                    }
                                }
                            }
                            uint64_t _e1986 = l_mut_140_;
                            bool l_879_ = (_e1986 < l_796_);
                            bool l_880_ = !(l_879_);
                            uint l_881_ = uint(l_880_);
                            uint l_882_ = (2u - l_881_);
                            l_mut_49_ = l_882_;
                        }
                        uint _e1992 = l_mut_49_;
                        bool l_883_ = (_e1992 > 0u);
                        if (l_883_) {
                            uint _e1995 = l_mut_49_;
                            bool l_884_ = (_e1995 == 1u);
                            l_mut_344_ = l_884_;
                            l_mut_339_ = false;
                        }
                    }
                    l_mut_251_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e2000 = l_mut_339_;
                        bool l_885_ = !(_e2000);
                        if (l_885_) {
                            break;
                        }
                        uint64_t _e2002 = l_mut_273_;
                        uint64_t _e2003 = l_mut_391_;
                        bool l_886_ = (_e2002 < _e2003);
                        if (l_886_) {
                            uint64_t _e2005 = l_mut_391_;
                            uint64_t _e2006 = l_mut_273_;
                            uint64_t l_887_ = (_e2005 - _e2006);
                            l_mut_194_ = l_887_;
                            uint64_t _e2008 = l_mut_391_;
                            l_mut_140_ = _e2008;
                            uint64_t _e2009 = l_mut_194_;
                            uint64_t _e2010 = l_mut_391_;
                            bool l_888_ = (_e2009 < _e2010);
                            if (l_888_) {
                                uint64_t _e2012 = l_mut_194_;
                                l_mut_140_ = _e2012;
                            }
                            l_mut_248_ = false;
                            uint64_t _e2015 = l_mut_140_;
                            uint64_t l_890_ = (_e2015 >> uint(3uL));
                            uint64_t _e2019 = l_mut_290_;
                            bool l_891_ = (l_890_ < _e2019);
                            bool l_892_ = !(l_891_);
                            l_mut_248_ = l_892_;
                            l_mut_839_ = 0u;
                            uint64_t _e2023 = l_mut_290_;
                            bool l_893_ = (_e2023 == 0uL);
                            bool l_894_ = !(l_893_);
                            bool _e2027 = l_mut_248_;
                            if (_e2027) {
                                local_10 = l_894_;
                            } else {
                                local_10 = false;
                            }
                            bool l_895_ = local_10;
                            uint64_t _e2032 = l_mut_290_;
                            uint64_t _e2033 = l_mut_140_;
                            bool l_896_ = (_e2032 < _e2033);
                            if (l_895_) {
                                local_11 = l_896_;
                            } else {
                                local_11 = false;
                            }
                            bool l_897_ = local_11;
                            uint _e2039 = l_mut_260_;
                            uint _e2040 = l_mut_247_;
                            uint l_898_ = (_e2039 + _e2040);
                            bool l_899_ = (l_898_ < l_491_);
                            if (l_897_) {
                                local_12 = l_899_;
                            } else {
                                local_12 = false;
                            }
                            bool l_900_ = local_12;
                            if (l_900_) {
                                uint _e2047 = l_mut_260_;
                                uint l_901_ = (l_491_ - _e2047);
                                uint _e2049 = l_mut_247_;
                                uint l_902_ = (l_901_ - _e2049);
                                uint _e2051 = l_mut_260_;
                                uint l_903_ = naga_div(l_902_, _e2051);
                                uint64_t _e2053 = l_mut_140_;
                                uint64_t l_904_ = (_e2053 - 1uL);
                                uint64_t _e2056 = l_mut_290_;
                                uint64_t l_905_ = naga_div(l_904_, _e2056);
                                uint64_t l_906_ = uint64_t(l_903_);
                                bool l_907_ = (l_905_ < l_906_);
                                uint64_t l_908_ = uint64_t(l_903_);
                                uint64_t l_909_ = (l_907_ ? l_905_ : l_908_);
                                uint l_910_ = uint(l_909_);
                                l_mut_839_ = l_910_;
                            }
                            uint64_t _e2064 = l_mut_391_;
                            l_mut_194_ = _e2064;
                            uint64_t _e2065 = l_mut_290_;
                            l_mut_140_ = _e2065;
                            uint _e2066 = l_mut_260_;
                            l_mut_49_ = _e2066;
                            uint _e2067 = l_mut_247_;
                            l_mut_911_ = _e2067;
                            uint64_t _e2068 = l_mut_273_;
                            l_mut_109_ = _e2068;
                            l_mut_912_ = 0u;
                            uint _e2070 = l_mut_839_;
                            bool l_913_ = (_e2070 > 0u);
                            if (l_913_) {
                                uint _e2073 = l_mut_839_;
                                uint64_t l_914_ = uint64_t(_e2073);
                                uint64_t _e2075 = l_mut_290_;
                                uint64_t l_915_ = (_e2075 * l_914_);
                                uint64_t _e2077 = l_mut_391_;
                                uint64_t l_916_ = (_e2077 - l_915_);
                                l_mut_194_ = l_916_;
                                uint _e2079 = l_mut_839_;
                                uint _e2080 = l_mut_260_;
                                uint l_917_ = (_e2079 * _e2080);
                                uint _e2082 = l_mut_247_;
                                uint l_918_ = (_e2082 + l_917_);
                                l_mut_911_ = l_918_;
                            } else {
                                uint _e2084 = l_mut_912_;
                                bool l_919_ = (_e2084 == 0u);
                                if (l_919_) {
                                    uint _e2087 = l_mut_260_;
                                    uint l_920_ = (l_491_ - _e2087);
                                    uint _e2089 = l_mut_247_;
                                    uint l_921_ = naga_div(l_920_, _e2089);
                                    l_mut_839_ = 0u;
                                    l_mut_248_ = false;
                                    uint64_t _e2094 = l_mut_290_;
                                    uint64_t l_923_ = (_e2094 >> uint(3uL));
                                    uint64_t _e2098 = l_mut_391_;
                                    bool l_924_ = (l_923_ < _e2098);
                                    bool l_925_ = !(l_924_);
                                    l_mut_248_ = l_925_;
                                    uint64_t _e2101 = l_mut_391_;
                                    bool l_926_ = (_e2101 == 0uL);
                                    if (l_926_) {
                                        l_mut_839_ = l_921_;
                                    } else {
                                        bool _e2104 = l_mut_248_;
                                        if (_e2104) {
                                            uint64_t _e2105 = l_mut_391_;
                                            uint64_t _e2106 = l_mut_290_;
                                            bool l_927_ = (_e2105 < _e2106);
                                            if (l_927_) {
                                                uint64_t _e2108 = l_mut_290_;
                                                uint64_t l_928_ = (_e2108 - 1uL);
                                                uint64_t _e2111 = l_mut_391_;
                                                uint64_t l_929_ = naga_div(l_928_, _e2111);
                                                uint64_t l_930_ = uint64_t(l_921_);
                                                bool l_931_ = (l_929_ < l_930_);
                                                uint64_t l_932_ = uint64_t(l_921_);
                                                uint64_t l_933_ = (l_931_ ? l_929_ : l_932_);
                                                uint l_934_ = uint(l_933_);
                                                l_mut_839_ = l_934_;
                                            }
                                        } else {
                                            uint64_t _e2119 = l_mut_290_;
                                            l_mut_87_ = _e2119;
                                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                                uint64_t _e2120 = l_mut_391_;
                                                uint64_t _e2121 = l_mut_87_;
                                                bool l_935_ = (_e2120 < _e2121);
                                                uint _e2123 = l_mut_839_;
                                                uint _e2124 = l_mut_247_;
                                                uint l_936_ = (_e2123 * _e2124);
                                                uint _e2126 = l_mut_260_;
                                                uint l_937_ = (_e2126 + l_936_);
                                                uint _e2128 = l_mut_247_;
                                                uint l_938_ = (l_937_ + _e2128);
                                                bool l_939_ = (l_938_ < l_491_);
                                                if (l_935_) {
                                                    local_13 = l_939_;
                                                } else {
                                                    local_13 = false;
                                                }
                                                bool l_940_ = local_13;
                                                bool l_941_ = !(l_940_);
                                                if (l_941_) {
                                                    break;
                                                }
                                                uint64_t _e2136 = l_mut_87_;
                                                uint64_t _e2137 = l_mut_391_;
                                                uint64_t l_942_ = (_e2136 - _e2137);
                                                l_mut_87_ = l_942_;
                                                uint _e2139 = l_mut_839_;
                                                l_mut_839_ = (_e2139 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2142 = l_mut_839_;
                                    uint _e2143 = l_mut_247_;
                                    uint l_943_ = (_e2142 * _e2143);
                                    uint _e2145 = l_mut_260_;
                                    uint l_944_ = (_e2145 + l_943_);
                                    uint _e2147 = l_mut_247_;
                                    uint l_945_ = (l_944_ + _e2147);
                                    bool l_946_ = (l_945_ >= l_491_);
                                    if (l_946_) {
                                        l_mut_912_ = 1u;
                                    } else {
                                        uint _e2151 = l_mut_839_;
                                        uint64_t l_947_ = uint64_t(_e2151);
                                        uint64_t _e2153 = l_mut_391_;
                                        uint64_t l_948_ = (_e2153 * l_947_);
                                        uint64_t _e2155 = l_mut_290_;
                                        uint64_t l_949_ = (_e2155 - l_948_);
                                        l_mut_140_ = l_949_;
                                        uint _e2157 = l_mut_839_;
                                        uint _e2158 = l_mut_247_;
                                        uint l_950_ = (_e2157 * _e2158);
                                        uint _e2160 = l_mut_260_;
                                        uint l_951_ = (_e2160 + l_950_);
                                        l_mut_49_ = l_951_;
                                        uint64_t _e2162 = l_mut_391_;
                                        uint64_t _e2163 = l_mut_140_;
                                        uint64_t l_952_ = (_e2162 - _e2163);
                                        l_mut_194_ = l_952_;
                                        uint _e2165 = l_mut_247_;
                                        uint _e2166 = l_mut_49_;
                                        uint l_953_ = (_e2165 + _e2166);
                                        l_mut_911_ = l_953_;
                                    }
                                }
                            }
                            uint64_t _e2168 = l_mut_194_;
                            l_mut_391_ = _e2168;
                            uint64_t _e2169 = l_mut_140_;
                            l_mut_290_ = _e2169;
                            uint _e2170 = l_mut_49_;
                            l_mut_260_ = _e2170;
                            uint _e2171 = l_mut_911_;
                            l_mut_247_ = _e2171;
                            uint64_t _e2172 = l_mut_109_;
                            l_mut_273_ = _e2172;
                            uint _e2173 = l_mut_912_;
                            bool l_954_ = (_e2173 == 1u);
                            l_mut_344_ = l_954_;
                            uint _e2176 = l_mut_912_;
                            bool l_955_ = (_e2176 == 0u);
                            l_mut_339_ = l_955_;
                        } else {
                            uint64_t _e2179 = l_mut_290_;
                            uint64_t _e2180 = l_mut_273_;
                            uint64_t l_956_ = (_e2179 - _e2180);
                            l_mut_194_ = l_956_;
                            uint64_t _e2182 = l_mut_273_;
                            uint64_t l_957_ = (_e2182 - l_796_);
                            l_mut_194_ = l_957_;
                            uint64_t _e2184 = l_mut_290_;
                            l_mut_140_ = _e2184;
                            uint64_t _e2185 = l_mut_194_;
                            uint64_t _e2186 = l_mut_290_;
                            bool l_958_ = (_e2185 < _e2186);
                            if (l_958_) {
                                uint64_t _e2188 = l_mut_194_;
                                l_mut_140_ = _e2188;
                            }
                            l_mut_248_ = false;
                            uint64_t _e2191 = l_mut_140_;
                            uint64_t l_960_ = (_e2191 >> uint(3uL));
                            uint64_t _e2195 = l_mut_391_;
                            bool l_961_ = (l_960_ < _e2195);
                            bool l_962_ = !(l_961_);
                            l_mut_248_ = l_962_;
                            l_mut_912_ = 0u;
                            uint64_t _e2199 = l_mut_391_;
                            bool l_963_ = (_e2199 == 0uL);
                            bool l_964_ = !(l_963_);
                            bool _e2203 = l_mut_248_;
                            if (_e2203) {
                                local_14 = l_964_;
                            } else {
                                local_14 = false;
                            }
                            bool l_965_ = local_14;
                            uint64_t _e2208 = l_mut_391_;
                            uint64_t _e2209 = l_mut_140_;
                            bool l_966_ = (_e2208 < _e2209);
                            if (l_965_) {
                                local_15 = l_966_;
                            } else {
                                local_15 = false;
                            }
                            bool l_967_ = local_15;
                            uint _e2215 = l_mut_247_;
                            uint _e2216 = l_mut_260_;
                            uint l_968_ = (_e2215 + _e2216);
                            bool l_969_ = (l_968_ < l_491_);
                            if (l_967_) {
                                local_16 = l_969_;
                            } else {
                                local_16 = false;
                            }
                            bool l_970_ = local_16;
                            if (l_970_) {
                                uint _e2223 = l_mut_247_;
                                uint l_971_ = (l_491_ - _e2223);
                                uint _e2225 = l_mut_260_;
                                uint l_972_ = (l_971_ - _e2225);
                                uint _e2227 = l_mut_247_;
                                uint l_973_ = naga_div(l_972_, _e2227);
                                uint64_t _e2229 = l_mut_140_;
                                uint64_t l_974_ = (_e2229 - 1uL);
                                uint64_t _e2232 = l_mut_391_;
                                uint64_t l_975_ = naga_div(l_974_, _e2232);
                                uint64_t l_976_ = uint64_t(l_973_);
                                bool l_977_ = (l_975_ < l_976_);
                                uint64_t l_978_ = uint64_t(l_973_);
                                uint64_t l_979_ = (l_977_ ? l_975_ : l_978_);
                                uint l_980_ = uint(l_979_);
                                l_mut_912_ = l_980_;
                            }
                            uint64_t _e2240 = l_mut_290_;
                            l_mut_194_ = _e2240;
                            uint64_t _e2241 = l_mut_391_;
                            l_mut_140_ = _e2241;
                            uint _e2242 = l_mut_247_;
                            l_mut_911_ = _e2242;
                            uint _e2243 = l_mut_260_;
                            l_mut_839_ = _e2243;
                            uint64_t _e2244 = l_mut_273_;
                            l_mut_109_ = _e2244;
                            l_mut_49_ = 0u;
                            uint _e2246 = l_mut_912_;
                            bool l_981_ = (_e2246 > 0u);
                            if (l_981_) {
                                uint _e2249 = l_mut_912_;
                                uint64_t l_982_ = uint64_t(_e2249);
                                uint64_t _e2251 = l_mut_391_;
                                uint64_t l_983_ = (_e2251 * l_982_);
                                uint64_t _e2253 = l_mut_273_;
                                uint64_t l_984_ = (_e2253 - l_983_);
                                l_mut_109_ = l_984_;
                                uint64_t _e2255 = l_mut_290_;
                                uint64_t l_985_ = (_e2255 - l_983_);
                                l_mut_194_ = l_985_;
                                uint _e2257 = l_mut_912_;
                                uint _e2258 = l_mut_247_;
                                uint l_986_ = (_e2257 * _e2258);
                                uint _e2260 = l_mut_260_;
                                uint l_987_ = (_e2260 + l_986_);
                                l_mut_839_ = l_987_;
                            } else {
                                uint64_t _e2262 = l_mut_273_;
                                uint64_t _e2263 = l_mut_391_;
                                uint64_t l_988_ = (_e2262 - _e2263);
                                l_mut_109_ = l_988_;
                                uint64_t _e2265 = l_mut_109_;
                                bool l_989_ = (_e2265 < l_796_);
                                if (l_989_) {
                                    l_mut_49_ = 2u;
                                }
                                uint _e2268 = l_mut_49_;
                                bool l_990_ = (_e2268 == 0u);
                                if (l_990_) {
                                    uint _e2271 = l_mut_247_;
                                    uint l_991_ = (l_491_ - _e2271);
                                    uint _e2273 = l_mut_260_;
                                    uint l_992_ = naga_div(l_991_, _e2273);
                                    l_mut_912_ = 0u;
                                    l_mut_248_ = false;
                                    uint64_t _e2278 = l_mut_391_;
                                    uint64_t l_994_ = (_e2278 >> uint(3uL));
                                    uint64_t _e2282 = l_mut_290_;
                                    bool l_995_ = (l_994_ < _e2282);
                                    bool l_996_ = !(l_995_);
                                    l_mut_248_ = l_996_;
                                    uint64_t _e2285 = l_mut_290_;
                                    bool l_997_ = (_e2285 == 0uL);
                                    if (l_997_) {
                                        l_mut_912_ = l_992_;
                                    } else {
                                        bool _e2288 = l_mut_248_;
                                        if (_e2288) {
                                            uint64_t _e2289 = l_mut_290_;
                                            uint64_t _e2290 = l_mut_391_;
                                            bool l_998_ = (_e2289 < _e2290);
                                            if (l_998_) {
                                                uint64_t _e2292 = l_mut_391_;
                                                uint64_t l_999_ = (_e2292 - 1uL);
                                                uint64_t _e2295 = l_mut_290_;
                                                uint64_t l_1000_ = naga_div(l_999_, _e2295);
                                                uint64_t l_1001_ = uint64_t(l_992_);
                                                bool l_1002_ = (l_1000_ < l_1001_);
                                                uint64_t l_1003_ = uint64_t(l_992_);
                                                uint64_t l_1004_ = (l_1002_ ? l_1000_ : l_1003_);
                                                uint l_1005_ = uint(l_1004_);
                                                l_mut_912_ = l_1005_;
                                            }
                                        } else {
                                            uint64_t _e2303 = l_mut_391_;
                                            l_mut_87_ = _e2303;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2304 = l_mut_290_;
                                                uint64_t _e2305 = l_mut_87_;
                                                bool l_1006_ = (_e2304 < _e2305);
                                                uint _e2307 = l_mut_912_;
                                                uint _e2308 = l_mut_260_;
                                                uint l_1007_ = (_e2307 * _e2308);
                                                uint _e2310 = l_mut_247_;
                                                uint l_1008_ = (_e2310 + l_1007_);
                                                uint _e2312 = l_mut_260_;
                                                uint l_1009_ = (l_1008_ + _e2312);
                                                bool l_1010_ = (l_1009_ < l_491_);
                                                if (l_1006_) {
                                                    local_17 = l_1010_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_1011_ = local_17;
                                                bool l_1012_ = !(l_1011_);
                                                if (l_1012_) {
                                                    break;
                                                }
                                                uint64_t _e2320 = l_mut_87_;
                                                uint64_t _e2321 = l_mut_290_;
                                                uint64_t l_1013_ = (_e2320 - _e2321);
                                                l_mut_87_ = l_1013_;
                                                uint _e2323 = l_mut_912_;
                                                l_mut_912_ = (_e2323 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2326 = l_mut_912_;
                                    uint _e2327 = l_mut_260_;
                                    uint l_1014_ = (_e2326 * _e2327);
                                    uint _e2329 = l_mut_247_;
                                    uint l_1015_ = (_e2329 + l_1014_);
                                    uint _e2331 = l_mut_260_;
                                    uint l_1016_ = (l_1015_ + _e2331);
                                    bool l_1017_ = (l_1016_ >= l_491_);
                                    if (l_1017_) {
                                        l_mut_49_ = 1u;
                                    } else {
                                        uint _e2335 = l_mut_912_;
                                        uint64_t l_1018_ = uint64_t(_e2335);
                                        uint64_t _e2337 = l_mut_290_;
                                        uint64_t l_1019_ = (_e2337 * l_1018_);
                                        uint64_t _e2339 = l_mut_391_;
                                        uint64_t l_1020_ = (_e2339 - l_1019_);
                                        l_mut_140_ = l_1020_;
                                        uint _e2341 = l_mut_912_;
                                        uint _e2342 = l_mut_260_;
                                        uint l_1021_ = (_e2341 * _e2342);
                                        uint _e2344 = l_mut_247_;
                                        uint l_1022_ = (_e2344 + l_1021_);
                                        l_mut_911_ = l_1022_;
                                        uint64_t _e2346 = l_mut_290_;
                                        uint64_t _e2347 = l_mut_140_;
                                        uint64_t l_1023_ = (_e2346 - _e2347);
                                        l_mut_194_ = l_1023_;
                                        uint _e2349 = l_mut_260_;
                                        uint _e2350 = l_mut_911_;
                                        uint l_1024_ = (_e2349 + _e2350);
                                        l_mut_839_ = l_1024_;
                                    }
                                }
                            }
                            uint64_t _e2352 = l_mut_140_;
                            l_mut_391_ = _e2352;
                            uint64_t _e2353 = l_mut_194_;
                            l_mut_290_ = _e2353;
                            uint _e2354 = l_mut_839_;
                            l_mut_260_ = _e2354;
                            uint _e2355 = l_mut_911_;
                            l_mut_247_ = _e2355;
                            uint64_t _e2356 = l_mut_109_;
                            l_mut_273_ = _e2356;
                            uint _e2357 = l_mut_49_;
                            bool l_1025_ = (_e2357 == 1u);
                            l_mut_344_ = l_1025_;
                            uint _e2360 = l_mut_49_;
                            bool l_1026_ = (_e2360 == 0u);
                            l_mut_339_ = l_1026_;
                        }
                    }
                    bool _e2363 = l_mut_344_;
                    bool l_1027_ = !(_e2363);
                    if (l_490_) {
                        local_18 = l_1027_;
                    } else {
                        local_18 = false;
                    }
                    bool l_1028_ = local_18;
                    if (l_1028_) {
                        uint _e2370 = l_mut_488_;
                        uint l_1029_ = (1u << _e2370);
                        uint _e2372 = l_mut_368_;
                        l_mut_368_ = (_e2372 | l_1029_);
                        uint _e2374 = l_mut_367_;
                        l_mut_367_ = (_e2374 + 1u);
                        uint l_1030_ = (l_489_ + l_487_);
                        uint l_1031_ = min(l_1030_, l_56_);
                        l_mut_912_ = 0u;
                        l_mut_1032_ = l_489_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2631 = l_mut_1032_;
                                l_mut_1032_ = (_e2631 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2381 = l_mut_1032_;
                            if ((_e2381 < l_1031_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2383 = l_mut_1032_;
                                uint64_t l_1033_ = uint64_t(_e2383);
                                uint64_t l_1034_ = (l_66_ * l_1033_);
                                uint64_t l_1035_ = (l_75_ + l_1034_);
                                l_mut_391_ = 0uL;
                                uint _e2388 = l_mut_1032_;
                                bool l_1037_ = (_e2388 < 65536u);
                                if (l_1037_) {
                                    uint _e2391 = l_mut_1032_;
                                    uint _e2392 = l_mut_1032_;
                                    uint l_1038_ = (_e2391 * _e2392);
                                    uint64_t l_1039_ = (l_84_ >> uint(63uL));
                                    bool l_1040_ = (l_1039_ == 1uL);
                                    l_mut_290_ = l_84_;
                                    if (l_1040_) {
                                        uint64_t l_1042_ = (0uL - l_84_);
                                        l_mut_290_ = l_1042_;
                                    }
                                    uint64_t l_1043_ = uint64_t(l_1038_);
                                    uint64_t _e2403 = l_mut_290_;
                                    uint64_t l_1044_ = (_e2403 & 4294967295uL);
                                    uint64_t l_1045_ = (l_1044_ * l_1043_);
                                    uint64_t _e2407 = l_mut_290_;
                                    uint64_t l_1046_ = (_e2407 >> uint(32uL));
                                    uint64_t l_1047_ = (l_1046_ * l_1043_);
                                    uint64_t l_1048_ = (l_1047_ << uint(32uL));
                                    uint64_t l_1049_ = (l_1045_ + l_1048_);
                                    uint64_t l_1050_ = (l_1047_ >> uint(32uL));
                                    bool l_1051_ = (l_1049_ < l_1045_);
                                    uint64_t l_1052_ = uint64_t(l_1051_);
                                    uint64_t l_1053_ = (l_1050_ + l_1052_);
                                    l_mut_290_ = l_1049_;
                                    bool l_1054_ = (l_24_ == 64u);
                                    if (l_1054_) {
                                        l_mut_290_ = l_1053_;
                                    } else {
                                        bool l_1055_ = (l_24_ > 0u);
                                        if (l_1055_) {
                                            uint l_1056_ = (64u - l_24_);
                                            uint64_t l_1057_ = uint64_t(l_1056_);
                                            uint64_t l_1058_ = (l_1053_ << uint(l_1057_));
                                            uint64_t l_1059_ = uint64_t(l_24_);
                                            uint64_t l_1060_ = (l_1049_ >> uint(l_1059_));
                                            uint64_t l_1061_ = (l_1058_ | l_1060_);
                                            l_mut_290_ = l_1061_;
                                        }
                                    }
                                    uint64_t _e2440 = l_mut_290_;
                                    l_mut_273_ = _e2440;
                                    if (l_1040_) {
                                        uint64_t _e2442 = l_mut_273_;
                                        uint64_t l_1063_ = (0uL - _e2442);
                                        l_mut_273_ = l_1063_;
                                    }
                                    uint64_t _e2444 = l_mut_273_;
                                    l_mut_391_ = _e2444;
                                } else {
                                    uint64_t l_1064_ = (l_84_ >> uint(63uL));
                                    bool l_1065_ = (l_1064_ == 1uL);
                                    l_mut_290_ = l_84_;
                                    if (l_1065_) {
                                        uint64_t l_1067_ = (0uL - l_84_);
                                        l_mut_290_ = l_1067_;
                                    }
                                    uint _e2453 = l_mut_1032_;
                                    uint64_t l_1068_ = uint64_t(_e2453);
                                    uint64_t _e2455 = l_mut_290_;
                                    uint64_t l_1069_ = (_e2455 & 4294967295uL);
                                    uint64_t l_1070_ = (l_1069_ * l_1068_);
                                    uint64_t _e2459 = l_mut_290_;
                                    uint64_t l_1071_ = (_e2459 >> uint(32uL));
                                    uint64_t l_1072_ = (l_1071_ * l_1068_);
                                    uint64_t l_1073_ = (l_1072_ << uint(32uL));
                                    uint64_t l_1074_ = (l_1070_ + l_1073_);
                                    uint64_t l_1075_ = (l_1072_ >> uint(32uL));
                                    bool l_1076_ = (l_1074_ < l_1070_);
                                    uint64_t l_1077_ = uint64_t(l_1076_);
                                    uint64_t l_1078_ = (l_1075_ + l_1077_);
                                    l_mut_273_ = l_1074_;
                                    if (false) {
                                        l_mut_273_ = l_1078_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1082_ = (l_1078_ << uint(64uL));
                                            uint64_t l_1084_ = (l_1074_ >> uint(0uL));
                                            uint64_t l_1085_ = (l_1082_ | l_1084_);
                                            l_mut_273_ = l_1085_;
                                        }
                                    }
                                    uint _e2488 = l_mut_1032_;
                                    uint64_t l_1086_ = uint64_t(_e2488);
                                    uint64_t _e2490 = l_mut_290_;
                                    uint64_t l_1087_ = (_e2490 & 4294967295uL);
                                    uint64_t l_1088_ = (l_1087_ * l_1086_);
                                    uint64_t _e2494 = l_mut_290_;
                                    uint64_t l_1089_ = (_e2494 >> uint(32uL));
                                    uint64_t l_1090_ = (l_1089_ * l_1086_);
                                    uint64_t l_1091_ = (l_1090_ << uint(32uL));
                                    uint64_t l_1092_ = (l_1088_ + l_1091_);
                                    uint64_t l_1093_ = (l_1090_ >> uint(32uL));
                                    bool l_1094_ = (l_1092_ < l_1088_);
                                    uint64_t l_1095_ = uint64_t(l_1094_);
                                    uint64_t l_1096_ = (l_1093_ + l_1095_);
                                    l_mut_290_ = l_1092_;
                                    if (true) {
                                        l_mut_290_ = l_1096_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1100_ = (l_1096_ << uint(0uL));
                                            uint64_t l_1102_ = (l_1092_ >> uint(64uL));
                                            uint64_t l_1103_ = (l_1100_ | l_1102_);
                                            l_mut_290_ = l_1103_;
                                        }
                                    }
                                    uint _e2523 = l_mut_1032_;
                                    uint64_t l_1104_ = uint64_t(_e2523);
                                    uint64_t _e2525 = l_mut_273_;
                                    uint64_t l_1105_ = (_e2525 & 4294967295uL);
                                    uint64_t l_1106_ = (l_1105_ * l_1104_);
                                    uint64_t _e2529 = l_mut_273_;
                                    uint64_t l_1107_ = (_e2529 >> uint(32uL));
                                    uint64_t l_1108_ = (l_1107_ * l_1104_);
                                    uint64_t l_1109_ = (l_1108_ << uint(32uL));
                                    uint64_t l_1110_ = (l_1106_ + l_1109_);
                                    uint64_t l_1111_ = (l_1108_ >> uint(32uL));
                                    bool l_1112_ = (l_1110_ < l_1106_);
                                    uint64_t l_1113_ = uint64_t(l_1112_);
                                    uint64_t l_1114_ = (l_1111_ + l_1113_);
                                    l_mut_194_ = l_1110_;
                                    if (false) {
                                        l_mut_194_ = l_1114_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1118_ = (l_1114_ << uint(64uL));
                                            uint64_t l_1120_ = (l_1110_ >> uint(0uL));
                                            uint64_t l_1121_ = (l_1118_ | l_1120_);
                                            l_mut_194_ = l_1121_;
                                        }
                                    }
                                    uint _e2558 = l_mut_1032_;
                                    uint64_t l_1122_ = uint64_t(_e2558);
                                    uint64_t _e2560 = l_mut_273_;
                                    uint64_t l_1123_ = (_e2560 & 4294967295uL);
                                    uint64_t l_1124_ = (l_1123_ * l_1122_);
                                    uint64_t _e2564 = l_mut_273_;
                                    uint64_t l_1125_ = (_e2564 >> uint(32uL));
                                    uint64_t l_1126_ = (l_1125_ * l_1122_);
                                    uint64_t l_1127_ = (l_1126_ << uint(32uL));
                                    uint64_t l_1128_ = (l_1124_ + l_1127_);
                                    uint64_t l_1129_ = (l_1126_ >> uint(32uL));
                                    bool l_1130_ = (l_1128_ < l_1124_);
                                    uint64_t l_1131_ = uint64_t(l_1130_);
                                    uint64_t l_1132_ = (l_1129_ + l_1131_);
                                    l_mut_273_ = l_1128_;
                                    if (true) {
                                        l_mut_273_ = l_1132_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1136_ = (l_1132_ << uint(0uL));
                                            uint64_t l_1138_ = (l_1128_ >> uint(64uL));
                                            uint64_t l_1139_ = (l_1136_ | l_1138_);
                                            l_mut_273_ = l_1139_;
                                        }
                                    }
                                    uint _e2593 = l_mut_1032_;
                                    uint64_t l_1140_ = uint64_t(_e2593);
                                    uint64_t _e2595 = l_mut_290_;
                                    uint64_t l_1141_ = (_e2595 * l_1140_);
                                    uint64_t _e2597 = l_mut_273_;
                                    uint64_t l_1142_ = (_e2597 + l_1141_);
                                    uint64_t _e2599 = l_mut_194_;
                                    l_mut_391_ = _e2599;
                                    bool l_1143_ = (l_24_ == 64u);
                                    if (l_1143_) {
                                        l_mut_391_ = l_1142_;
                                    } else {
                                        bool l_1144_ = (l_24_ > 0u);
                                        if (l_1144_) {
                                            uint l_1145_ = (64u - l_24_);
                                            uint64_t l_1146_ = uint64_t(l_1145_);
                                            uint64_t l_1147_ = (l_1142_ << uint(l_1146_));
                                            uint64_t l_1148_ = uint64_t(l_24_);
                                            uint64_t _e2611 = l_mut_194_;
                                            uint64_t l_1149_ = (_e2611 >> uint(l_1148_));
                                            uint64_t l_1150_ = (l_1147_ + l_1149_);
                                            l_mut_391_ = l_1150_;
                                        }
                                    }
                                    if (l_1065_) {
                                        uint64_t _e2617 = l_mut_391_;
                                        uint64_t l_1152_ = (0uL - _e2617);
                                        l_mut_391_ = l_1152_;
                                    }
                                }
                                uint64_t _e2619 = l_mut_391_;
                                uint64_t l_1153_ = (l_1035_ + _e2619);
                                uint64_t l_1155_ = (0uL - l_1153_);
                                l_mut_391_ = l_1155_;
                                uint64_t _e2623 = l_mut_391_;
                                bool l_1156_ = (l_1153_ < _e2623);
                                if (l_1156_) {
                                    l_mut_391_ = l_1153_;
                                }
                                uint64_t _e2625 = l_mut_391_;
                                bool l_1157_ = (_e2625 < l_33_);
                                uint l_1158_ = uint(l_1157_);
                                uint _e2628 = l_mut_912_;
                                l_mut_912_ = (_e2628 + l_1158_);
                            }
                        }
                        uint _e2633 = l_mut_293_;
                        uint _e2634 = l_mut_912_;
                        l_mut_293_ = (_e2633 + _e2634);
                    }
                }
            }
            uint _e2639 = l_mut_367_;
            bool l_1159_ = (_e2639 > 0u);
            if (l_1159_) {
                uint l_1411_ = asuint(info.Load(20+0));
                uint l_1412_ = (l_1411_ * 1u);
                uint l_1413_ = (l_1412_ - 1u);
                uint l_1414_ = min(1u, l_1413_);
                uint _e2654 = l_mut_367_;
                uint _e2655; buffer_5_global.InterlockedAdd(l_1414_*4, _e2654, _e2655);
            }
            uint _e2656 = l_mut_293_;
            bool l_1162_ = (_e2656 > 0u);
            if (l_1162_) {
                uint l_1416_ = asuint(info.Load(20+0));
                uint l_1417_ = (l_1416_ * 1u);
                uint l_1418_ = (l_1417_ - 1u);
                uint l_1419_ = min(2u, l_1418_);
                uint _e2671 = l_mut_293_;
                uint _e2672; buffer_5_global.InterlockedAdd(l_1419_*4, _e2671, _e2672);
                l_mut_912_ = _e2672;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2976 = l_mut_1165_;
                        l_mut_1165_ = (_e2976 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2675 = l_mut_1165_;
                    if ((_e2675 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2678 = l_mut_368_;
                        uint _e2679 = l_mut_1165_;
                        uint l_1166_ = (_e2678 >> _e2679);
                        uint l_1167_ = (l_1166_ & 1u);
                        bool l_1168_ = (l_1167_ == 1u);
                        if (l_1168_) {
                            uint _e2685 = l_mut_1165_;
                            uint l_1169_ = (_e2685 * l_487_);
                            uint l_1170_ = (l_1169_ + l_487_);
                            uint l_1171_ = min(l_1170_, l_56_);
                            uint _e2689 = l_mut_912_;
                            l_mut_911_ = _e2689;
                            l_mut_1172_ = l_1169_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2972 = l_mut_1172_;
                                    l_mut_1172_ = (_e2972 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2691 = l_mut_1172_;
                                if ((_e2691 < l_1171_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2693 = l_mut_1172_;
                                    uint64_t l_1173_ = uint64_t(_e2693);
                                    uint64_t l_1174_ = (l_66_ * l_1173_);
                                    uint64_t l_1175_ = (l_75_ + l_1174_);
                                    l_mut_391_ = 0uL;
                                    uint _e2698 = l_mut_1172_;
                                    bool l_1177_ = (_e2698 < 65536u);
                                    if (l_1177_) {
                                        uint _e2701 = l_mut_1172_;
                                        uint _e2702 = l_mut_1172_;
                                        uint l_1178_ = (_e2701 * _e2702);
                                        uint64_t l_1179_ = (l_84_ >> uint(63uL));
                                        bool l_1180_ = (l_1179_ == 1uL);
                                        l_mut_290_ = l_84_;
                                        if (l_1180_) {
                                            uint64_t l_1182_ = (0uL - l_84_);
                                            l_mut_290_ = l_1182_;
                                        }
                                        uint64_t l_1183_ = uint64_t(l_1178_);
                                        uint64_t _e2713 = l_mut_290_;
                                        uint64_t l_1184_ = (_e2713 & 4294967295uL);
                                        uint64_t l_1185_ = (l_1184_ * l_1183_);
                                        uint64_t _e2717 = l_mut_290_;
                                        uint64_t l_1186_ = (_e2717 >> uint(32uL));
                                        uint64_t l_1187_ = (l_1186_ * l_1183_);
                                        uint64_t l_1188_ = (l_1187_ << uint(32uL));
                                        uint64_t l_1189_ = (l_1185_ + l_1188_);
                                        uint64_t l_1190_ = (l_1187_ >> uint(32uL));
                                        bool l_1191_ = (l_1189_ < l_1185_);
                                        uint64_t l_1192_ = uint64_t(l_1191_);
                                        uint64_t l_1193_ = (l_1190_ + l_1192_);
                                        l_mut_290_ = l_1189_;
                                        bool l_1194_ = (l_24_ == 64u);
                                        if (l_1194_) {
                                            l_mut_290_ = l_1193_;
                                        } else {
                                            bool l_1195_ = (l_24_ > 0u);
                                            if (l_1195_) {
                                                uint l_1196_ = (64u - l_24_);
                                                uint64_t l_1197_ = uint64_t(l_1196_);
                                                uint64_t l_1198_ = (l_1193_ << uint(l_1197_));
                                                uint64_t l_1199_ = uint64_t(l_24_);
                                                uint64_t l_1200_ = (l_1189_ >> uint(l_1199_));
                                                uint64_t l_1201_ = (l_1198_ | l_1200_);
                                                l_mut_290_ = l_1201_;
                                            }
                                        }
                                        uint64_t _e2750 = l_mut_290_;
                                        l_mut_273_ = _e2750;
                                        if (l_1180_) {
                                            uint64_t _e2752 = l_mut_273_;
                                            uint64_t l_1203_ = (0uL - _e2752);
                                            l_mut_273_ = l_1203_;
                                        }
                                        uint64_t _e2754 = l_mut_273_;
                                        l_mut_391_ = _e2754;
                                    } else {
                                        uint64_t l_1204_ = (l_84_ >> uint(63uL));
                                        bool l_1205_ = (l_1204_ == 1uL);
                                        l_mut_290_ = l_84_;
                                        if (l_1205_) {
                                            uint64_t l_1207_ = (0uL - l_84_);
                                            l_mut_290_ = l_1207_;
                                        }
                                        uint _e2763 = l_mut_1172_;
                                        uint64_t l_1208_ = uint64_t(_e2763);
                                        uint64_t _e2765 = l_mut_290_;
                                        uint64_t l_1209_ = (_e2765 & 4294967295uL);
                                        uint64_t l_1210_ = (l_1209_ * l_1208_);
                                        uint64_t _e2769 = l_mut_290_;
                                        uint64_t l_1211_ = (_e2769 >> uint(32uL));
                                        uint64_t l_1212_ = (l_1211_ * l_1208_);
                                        uint64_t l_1213_ = (l_1212_ << uint(32uL));
                                        uint64_t l_1214_ = (l_1210_ + l_1213_);
                                        uint64_t l_1215_ = (l_1212_ >> uint(32uL));
                                        bool l_1216_ = (l_1214_ < l_1210_);
                                        uint64_t l_1217_ = uint64_t(l_1216_);
                                        uint64_t l_1218_ = (l_1215_ + l_1217_);
                                        l_mut_273_ = l_1214_;
                                        if (false) {
                                            l_mut_273_ = l_1218_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1222_ = (l_1218_ << uint(64uL));
                                                uint64_t l_1224_ = (l_1214_ >> uint(0uL));
                                                uint64_t l_1225_ = (l_1222_ | l_1224_);
                                                l_mut_273_ = l_1225_;
                                            }
                                        }
                                        uint _e2798 = l_mut_1172_;
                                        uint64_t l_1226_ = uint64_t(_e2798);
                                        uint64_t _e2800 = l_mut_290_;
                                        uint64_t l_1227_ = (_e2800 & 4294967295uL);
                                        uint64_t l_1228_ = (l_1227_ * l_1226_);
                                        uint64_t _e2804 = l_mut_290_;
                                        uint64_t l_1229_ = (_e2804 >> uint(32uL));
                                        uint64_t l_1230_ = (l_1229_ * l_1226_);
                                        uint64_t l_1231_ = (l_1230_ << uint(32uL));
                                        uint64_t l_1232_ = (l_1228_ + l_1231_);
                                        uint64_t l_1233_ = (l_1230_ >> uint(32uL));
                                        bool l_1234_ = (l_1232_ < l_1228_);
                                        uint64_t l_1235_ = uint64_t(l_1234_);
                                        uint64_t l_1236_ = (l_1233_ + l_1235_);
                                        l_mut_290_ = l_1232_;
                                        if (true) {
                                            l_mut_290_ = l_1236_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1240_ = (l_1236_ << uint(0uL));
                                                uint64_t l_1242_ = (l_1232_ >> uint(64uL));
                                                uint64_t l_1243_ = (l_1240_ | l_1242_);
                                                l_mut_290_ = l_1243_;
                                            }
                                        }
                                        uint _e2833 = l_mut_1172_;
                                        uint64_t l_1244_ = uint64_t(_e2833);
                                        uint64_t _e2835 = l_mut_273_;
                                        uint64_t l_1245_ = (_e2835 & 4294967295uL);
                                        uint64_t l_1246_ = (l_1245_ * l_1244_);
                                        uint64_t _e2839 = l_mut_273_;
                                        uint64_t l_1247_ = (_e2839 >> uint(32uL));
                                        uint64_t l_1248_ = (l_1247_ * l_1244_);
                                        uint64_t l_1249_ = (l_1248_ << uint(32uL));
                                        uint64_t l_1250_ = (l_1246_ + l_1249_);
                                        uint64_t l_1251_ = (l_1248_ >> uint(32uL));
                                        bool l_1252_ = (l_1250_ < l_1246_);
                                        uint64_t l_1253_ = uint64_t(l_1252_);
                                        uint64_t l_1254_ = (l_1251_ + l_1253_);
                                        l_mut_194_ = l_1250_;
                                        if (false) {
                                            l_mut_194_ = l_1254_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1258_ = (l_1254_ << uint(64uL));
                                                uint64_t l_1260_ = (l_1250_ >> uint(0uL));
                                                uint64_t l_1261_ = (l_1258_ | l_1260_);
                                                l_mut_194_ = l_1261_;
                                            }
                                        }
                                        uint _e2868 = l_mut_1172_;
                                        uint64_t l_1262_ = uint64_t(_e2868);
                                        uint64_t _e2870 = l_mut_273_;
                                        uint64_t l_1263_ = (_e2870 & 4294967295uL);
                                        uint64_t l_1264_ = (l_1263_ * l_1262_);
                                        uint64_t _e2874 = l_mut_273_;
                                        uint64_t l_1265_ = (_e2874 >> uint(32uL));
                                        uint64_t l_1266_ = (l_1265_ * l_1262_);
                                        uint64_t l_1267_ = (l_1266_ << uint(32uL));
                                        uint64_t l_1268_ = (l_1264_ + l_1267_);
                                        uint64_t l_1269_ = (l_1266_ >> uint(32uL));
                                        bool l_1270_ = (l_1268_ < l_1264_);
                                        uint64_t l_1271_ = uint64_t(l_1270_);
                                        uint64_t l_1272_ = (l_1269_ + l_1271_);
                                        l_mut_273_ = l_1268_;
                                        if (true) {
                                            l_mut_273_ = l_1272_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1276_ = (l_1272_ << uint(0uL));
                                                uint64_t l_1278_ = (l_1268_ >> uint(64uL));
                                                uint64_t l_1279_ = (l_1276_ | l_1278_);
                                                l_mut_273_ = l_1279_;
                                            }
                                        }
                                        uint _e2903 = l_mut_1172_;
                                        uint64_t l_1280_ = uint64_t(_e2903);
                                        uint64_t _e2905 = l_mut_290_;
                                        uint64_t l_1281_ = (_e2905 * l_1280_);
                                        uint64_t _e2907 = l_mut_273_;
                                        uint64_t l_1282_ = (_e2907 + l_1281_);
                                        uint64_t _e2909 = l_mut_194_;
                                        l_mut_391_ = _e2909;
                                        bool l_1283_ = (l_24_ == 64u);
                                        if (l_1283_) {
                                            l_mut_391_ = l_1282_;
                                        } else {
                                            bool l_1284_ = (l_24_ > 0u);
                                            if (l_1284_) {
                                                uint l_1285_ = (64u - l_24_);
                                                uint64_t l_1286_ = uint64_t(l_1285_);
                                                uint64_t l_1287_ = (l_1282_ << uint(l_1286_));
                                                uint64_t l_1288_ = uint64_t(l_24_);
                                                uint64_t _e2921 = l_mut_194_;
                                                uint64_t l_1289_ = (_e2921 >> uint(l_1288_));
                                                uint64_t l_1290_ = (l_1287_ + l_1289_);
                                                l_mut_391_ = l_1290_;
                                            }
                                        }
                                        if (l_1205_) {
                                            uint64_t _e2927 = l_mut_391_;
                                            uint64_t l_1292_ = (0uL - _e2927);
                                            l_mut_391_ = l_1292_;
                                        }
                                    }
                                    uint64_t _e2929 = l_mut_391_;
                                    uint64_t l_1293_ = (l_1175_ + _e2929);
                                    uint64_t l_1295_ = (0uL - l_1293_);
                                    l_mut_391_ = l_1295_;
                                    uint64_t _e2933 = l_mut_391_;
                                    bool l_1296_ = (l_1293_ < _e2933);
                                    if (l_1296_) {
                                        l_mut_391_ = l_1293_;
                                    }
                                    uint64_t _e2935 = l_mut_391_;
                                    bool l_1297_ = (_e2935 < l_33_);
                                    if (l_1297_) {
                                        uint _e2937 = l_mut_911_;
                                        uint l_1298_ = (_e2937 * 2u);
                                        uint l_1299_ = (l_1298_ + 1u);
                                        uint l_1300_ = asuint(info.Load(40+0));
                                        bool l_1301_ = (l_1299_ < l_1300_);
                                        if (l_1301_) {
                                            uint l_1421_ = asuint(info.Load(16+0));
                                            uint l_1422_ = (l_1421_ * 1u);
                                            bool l_1423_ = (l_1298_ < l_1422_);
                                            if (l_1423_) {
                                                buffer_4_global.Store(l_1298_*4, asuint(id));
                                            }
                                            uint l_1302_ = (l_1298_ + 1u);
                                            uint l_1424_ = asuint(info.Load(16+0));
                                            uint l_1425_ = (l_1424_ * 1u);
                                            bool l_1426_ = (l_1302_ < l_1425_);
                                            if (l_1426_) {
                                                uint _e2967 = l_mut_1172_;
                                                buffer_4_global.Store(l_1302_*4, asuint(_e2967));
                                            }
                                        }
                                        uint _e2968 = l_mut_911_;
                                        l_mut_911_ = (_e2968 + 1u);
                                    }
                                }
                            }
                            uint _e2974 = l_mut_911_;
                            l_mut_912_ = _e2974;
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
