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
    uint l_mut_363_ = (uint)0;
    uint l_mut_364_ = (uint)0;
    uint64_t l_mut_383_ = (uint64_t)0;
    uint l_mut_49_ = (uint)0;
    uint l_mut_823_ = (uint)0;
    uint64_t l_mut_87_ = (uint64_t)0;
    uint l_mut_891_ = (uint)0;
    uint l_mut_892_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    uint l_mut_472_ = 0u;
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
    uint l_mut_1000_ = (uint)0;
    uint l_mut_1133_ = 0u;
    uint l_mut_1140_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1327_ = asuint(info.Load(20+0));
        uint l_1328_ = (l_1327_ * 1u);
        uint l_1329_ = (l_1328_ - 1u);
        uint l_1330_ = min(3u, l_1329_);
        uint _e60; buffer_5_global.InterlockedAdd(l_1330_*4, 1u, _e60);
    }
    uint l_1271_ = asuint(info.Load(12+0));
    uint l_1272_ = (l_1271_ * 1u);
    bool l_1273_ = (0u < l_1272_);
    uint l_1274_ = (l_1272_ - 1u);
    uint l_1275_ = min(0u, l_1274_);
    uint l_1276_ = asuint(buffer_3_global.Load(l_1275_*4));
    uint l_4_ = (l_1273_ ? l_1276_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1278_ = asuint(info.Load(12+0));
    uint l_1279_ = (l_1278_ * 1u);
    bool l_1280_ = (l_7_ < l_1279_);
    uint l_1281_ = (l_1279_ - 1u);
    uint l_1282_ = min(l_7_, l_1281_);
    uint l_1283_ = asuint(buffer_3_global.Load(l_1282_*4));
    uint l_8_ = (l_1280_ ? l_1283_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1285_ = asuint(info.Load(12+0));
    uint l_1286_ = (l_1285_ * 1u);
    bool l_1287_ = (2u < l_1286_);
    uint l_1288_ = (l_1286_ - 1u);
    uint l_1289_ = min(2u, l_1288_);
    uint l_1290_ = asuint(buffer_3_global.Load(l_1289_*4));
    uint l_15_ = (l_1287_ ? l_1290_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1292_ = asuint(info.Load(12+0));
    uint l_1293_ = (l_1292_ * 1u);
    bool l_1294_ = (l_18_ < l_1293_);
    uint l_1295_ = (l_1293_ - 1u);
    uint l_1296_ = min(l_18_, l_1295_);
    uint l_1297_ = asuint(buffer_3_global.Load(l_1296_*4));
    uint l_19_ = (l_1294_ ? l_1297_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1299_ = asuint(info.Load(12+0));
    uint l_1300_ = (l_1299_ * 1u);
    bool l_1301_ = (4u < l_1300_);
    uint l_1302_ = (l_1300_ - 1u);
    uint l_1303_ = min(4u, l_1302_);
    uint l_1304_ = asuint(buffer_3_global.Load(l_1303_*4));
    uint l_26_ = (l_1301_ ? l_1304_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1306_ = asuint(info.Load(12+0));
    uint l_1307_ = (l_1306_ * 1u);
    bool l_1308_ = (l_29_ < l_1307_);
    uint l_1309_ = (l_1307_ - 1u);
    uint l_1310_ = min(l_29_, l_1309_);
    uint l_1311_ = asuint(buffer_3_global.Load(l_1310_*4));
    uint l_30_ = (l_1308_ ? l_1311_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1313_ = asuint(info.Load(12+0));
    uint l_1314_ = (l_1313_ * 1u);
    bool l_1315_ = (6u < l_1314_);
    uint l_1316_ = (l_1314_ - 1u);
    uint l_1317_ = min(6u, l_1316_);
    uint l_1318_ = asuint(buffer_3_global.Load(l_1317_*4));
    uint l_35_ = (l_1315_ ? l_1318_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1320_ = asuint(info.Load(12+0));
    uint l_1321_ = (l_1320_ * 1u);
    bool l_1322_ = (l_38_ < l_1321_);
    uint l_1323_ = (l_1321_ - 1u);
    uint l_1324_ = min(l_38_, l_1323_);
    uint l_1325_ = asuint(buffer_3_global.Load(l_1324_*4));
    uint l_39_ = (l_1322_ ? l_1325_ : 0u);
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
        uint l_1332_ = asuint(info.Load(0+0));
        uint l_1333_ = (l_1332_ * 1u);
        bool l_1334_ = (l_58_ < l_1333_);
        uint l_1335_ = (l_1333_ - 1u);
        uint l_1336_ = min(l_58_, l_1335_);
        uint l_1337_ = asuint(buffer_0_global.Load(l_1336_*4));
        uint l_59_ = (l_1334_ ? l_1337_ : 0u);
        uint64_t l_60_ = uint64_t(l_59_);
        uint l_61_ = (2u * id);
        uint l_62_ = (l_61_ + 1u);
        uint l_1339_ = asuint(info.Load(0+0));
        uint l_1340_ = (l_1339_ * 1u);
        bool l_1341_ = (l_62_ < l_1340_);
        uint l_1342_ = (l_1340_ - 1u);
        uint l_1343_ = min(l_62_, l_1342_);
        uint l_1344_ = asuint(buffer_0_global.Load(l_1343_*4));
        uint l_63_ = (l_1341_ ? l_1344_ : 0u);
        uint64_t l_64_ = uint64_t(l_63_);
        uint64_t l_65_ = (l_64_ << uint(32uL));
        uint64_t l_66_ = (l_60_ | l_65_);
        uint l_67_ = (2u * id);
        uint l_1346_ = asuint(info.Load(4+0));
        uint l_1347_ = (l_1346_ * 1u);
        bool l_1348_ = (l_67_ < l_1347_);
        uint l_1349_ = (l_1347_ - 1u);
        uint l_1350_ = min(l_67_, l_1349_);
        uint l_1351_ = asuint(buffer_1_global.Load(l_1350_*4));
        uint l_68_ = (l_1348_ ? l_1351_ : 0u);
        uint64_t l_69_ = uint64_t(l_68_);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1353_ = asuint(info.Load(4+0));
        uint l_1354_ = (l_1353_ * 1u);
        bool l_1355_ = (l_71_ < l_1354_);
        uint l_1356_ = (l_1354_ - 1u);
        uint l_1357_ = min(l_71_, l_1356_);
        uint l_1358_ = asuint(buffer_1_global.Load(l_1357_*4));
        uint l_72_ = (l_1355_ ? l_1358_ : 0u);
        uint64_t l_73_ = uint64_t(l_72_);
        uint64_t l_74_ = (l_73_ << uint(32uL));
        uint64_t l_75_ = (l_69_ | l_74_);
        uint l_76_ = (2u * id);
        uint l_1360_ = asuint(info.Load(8+0));
        uint l_1361_ = (l_1360_ * 1u);
        bool l_1362_ = (l_76_ < l_1361_);
        uint l_1363_ = (l_1361_ - 1u);
        uint l_1364_ = min(l_76_, l_1363_);
        uint l_1365_ = asuint(buffer_2_global.Load(l_1364_*4));
        uint l_77_ = (l_1362_ ? l_1365_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1367_ = asuint(info.Load(8+0));
        uint l_1368_ = (l_1367_ * 1u);
        bool l_1369_ = (l_80_ < l_1368_);
        uint l_1370_ = (l_1368_ - 1u);
        uint l_1371_ = min(l_80_, l_1370_);
        uint l_1372_ = asuint(buffer_2_global.Load(l_1371_*4));
        uint l_81_ = (l_1369_ ? l_1372_ : 0u);
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
                l_mut_293_ = 0u;
                uint64_t _e869 = l_mut_140_;
                bool l_345_ = (_e869 == 0uL);
                bool l_346_ = !(l_345_);
                bool _e873 = l_mut_344_;
                if (_e873) {
                    local_1 = l_346_;
                } else {
                    local_1 = false;
                }
                bool l_347_ = local_1;
                uint64_t _e878 = l_mut_140_;
                uint64_t _e879 = l_mut_273_;
                bool l_348_ = (_e878 < _e879);
                if (l_347_) {
                    local_2 = l_348_;
                } else {
                    local_2 = false;
                }
                bool l_349_ = local_2;
                uint _e885 = l_mut_49_;
                uint _e886 = l_mut_247_;
                uint l_350_ = (_e885 + _e886);
                bool l_351_ = (l_350_ < l_13_);
                if (l_349_) {
                    local_3 = l_351_;
                } else {
                    local_3 = false;
                }
                bool l_352_ = local_3;
                if (l_352_) {
                    uint _e893 = l_mut_49_;
                    uint l_353_ = (l_13_ - _e893);
                    uint _e895 = l_mut_247_;
                    uint l_354_ = (l_353_ - _e895);
                    uint _e897 = l_mut_49_;
                    uint l_355_ = naga_div(l_354_, _e897);
                    uint64_t _e899 = l_mut_273_;
                    uint64_t l_356_ = (_e899 - 1uL);
                    uint64_t _e902 = l_mut_140_;
                    uint64_t l_357_ = naga_div(l_356_, _e902);
                    uint64_t l_358_ = uint64_t(l_355_);
                    bool l_359_ = (l_357_ < l_358_);
                    uint64_t l_360_ = uint64_t(l_355_);
                    uint64_t l_361_ = (l_359_ ? l_357_ : l_360_);
                    uint l_362_ = uint(l_361_);
                    l_mut_293_ = l_362_;
                }
                uint64_t _e910 = l_mut_194_;
                l_mut_290_ = _e910;
                uint64_t _e911 = l_mut_140_;
                l_mut_273_ = _e911;
                uint _e912 = l_mut_49_;
                l_mut_260_ = _e912;
                uint _e913 = l_mut_247_;
                l_mut_363_ = _e913;
                uint64_t _e914 = l_mut_109_;
                l_mut_87_ = _e914;
                l_mut_364_ = 0u;
                uint _e916 = l_mut_293_;
                bool l_365_ = (_e916 > 0u);
                if (l_365_) {
                    uint _e919 = l_mut_293_;
                    uint64_t l_366_ = uint64_t(_e919);
                    uint64_t _e921 = l_mut_140_;
                    uint64_t l_367_ = (_e921 * l_366_);
                    uint64_t _e923 = l_mut_194_;
                    uint64_t l_368_ = (_e923 - l_367_);
                    l_mut_290_ = l_368_;
                    uint _e925 = l_mut_293_;
                    uint _e926 = l_mut_49_;
                    uint l_369_ = (_e925 * _e926);
                    uint _e928 = l_mut_247_;
                    uint l_370_ = (_e928 + l_369_);
                    l_mut_363_ = l_370_;
                } else {
                    uint _e930 = l_mut_364_;
                    bool l_371_ = (_e930 == 0u);
                    if (l_371_) {
                        uint _e933 = l_mut_49_;
                        uint l_372_ = (l_13_ - _e933);
                        uint _e935 = l_mut_247_;
                        uint l_373_ = naga_div(l_372_, _e935);
                        l_mut_293_ = 0u;
                        l_mut_344_ = false;
                        uint64_t _e939 = l_mut_194_;
                        bool l_374_ = (_e939 == 0uL);
                        if (l_374_) {
                            l_mut_293_ = l_373_;
                        } else {
                            bool _e942 = l_mut_344_;
                            if (_e942) {
                                uint64_t _e943 = l_mut_194_;
                                uint64_t _e944 = l_mut_140_;
                                bool l_375_ = (_e943 < _e944);
                                if (l_375_) {
                                    uint64_t _e946 = l_mut_140_;
                                    uint64_t l_376_ = (_e946 - 1uL);
                                    uint64_t _e949 = l_mut_194_;
                                    uint64_t l_377_ = naga_div(l_376_, _e949);
                                    uint64_t l_378_ = uint64_t(l_373_);
                                    bool l_379_ = (l_377_ < l_378_);
                                    uint64_t l_380_ = uint64_t(l_373_);
                                    uint64_t l_381_ = (l_379_ ? l_377_ : l_380_);
                                    uint l_382_ = uint(l_381_);
                                    l_mut_293_ = l_382_;
                                }
                            } else {
                                uint64_t _e957 = l_mut_140_;
                                l_mut_383_ = _e957;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    uint64_t _e958 = l_mut_194_;
                                    uint64_t _e959 = l_mut_383_;
                                    bool l_384_ = (_e958 < _e959);
                                    uint _e961 = l_mut_293_;
                                    uint _e962 = l_mut_247_;
                                    uint l_385_ = (_e961 * _e962);
                                    uint _e964 = l_mut_49_;
                                    uint l_386_ = (_e964 + l_385_);
                                    uint _e966 = l_mut_247_;
                                    uint l_387_ = (l_386_ + _e966);
                                    bool l_388_ = (l_387_ < l_13_);
                                    if (l_384_) {
                                        local_4 = l_388_;
                                    } else {
                                        local_4 = false;
                                    }
                                    bool l_389_ = local_4;
                                    bool l_390_ = !(l_389_);
                                    if (l_390_) {
                                        break;
                                    }
                                    uint64_t _e974 = l_mut_383_;
                                    uint64_t _e975 = l_mut_194_;
                                    uint64_t l_391_ = (_e974 - _e975);
                                    l_mut_383_ = l_391_;
                                    uint _e977 = l_mut_293_;
                                    l_mut_293_ = (_e977 + 1u);
                                }
                            }
                        }
                        uint _e980 = l_mut_293_;
                        uint _e981 = l_mut_247_;
                        uint l_392_ = (_e980 * _e981);
                        uint _e983 = l_mut_49_;
                        uint l_393_ = (_e983 + l_392_);
                        uint _e985 = l_mut_247_;
                        uint l_394_ = (l_393_ + _e985);
                        bool l_395_ = (l_394_ >= l_13_);
                        if (l_395_) {
                            l_mut_364_ = 1u;
                        } else {
                            uint _e989 = l_mut_293_;
                            uint64_t l_396_ = uint64_t(_e989);
                            uint64_t _e991 = l_mut_194_;
                            uint64_t l_397_ = (_e991 * l_396_);
                            uint64_t _e993 = l_mut_140_;
                            uint64_t l_398_ = (_e993 - l_397_);
                            l_mut_273_ = l_398_;
                            uint _e995 = l_mut_293_;
                            uint _e996 = l_mut_247_;
                            uint l_399_ = (_e995 * _e996);
                            uint _e998 = l_mut_49_;
                            uint l_400_ = (_e998 + l_399_);
                            l_mut_260_ = l_400_;
                            uint64_t _e1000 = l_mut_194_;
                            uint64_t _e1001 = l_mut_273_;
                            uint64_t l_401_ = (_e1000 - _e1001);
                            l_mut_290_ = l_401_;
                            uint _e1003 = l_mut_247_;
                            uint _e1004 = l_mut_260_;
                            uint l_402_ = (_e1003 + _e1004);
                            l_mut_363_ = l_402_;
                        }
                    }
                }
                uint64_t _e1006 = l_mut_290_;
                l_mut_194_ = _e1006;
                uint64_t _e1007 = l_mut_273_;
                l_mut_140_ = _e1007;
                uint _e1008 = l_mut_260_;
                l_mut_49_ = _e1008;
                uint _e1009 = l_mut_363_;
                l_mut_247_ = _e1009;
                uint64_t _e1010 = l_mut_87_;
                l_mut_109_ = _e1010;
                uint _e1011 = l_mut_364_;
                bool l_403_ = (_e1011 == 1u);
                l_mut_248_ = l_403_;
                uint _e1014 = l_mut_364_;
                bool l_404_ = (_e1014 == 0u);
                l_mut_251_ = l_404_;
            } else {
                uint64_t _e1017 = l_mut_140_;
                uint64_t _e1018 = l_mut_109_;
                uint64_t l_405_ = (_e1017 - _e1018);
                l_mut_383_ = l_405_;
                uint64_t _e1020 = l_mut_109_;
                uint64_t l_406_ = (_e1020 - l_244_);
                l_mut_383_ = l_406_;
                uint64_t _e1022 = l_mut_140_;
                l_mut_290_ = _e1022;
                uint64_t _e1023 = l_mut_383_;
                uint64_t _e1024 = l_mut_140_;
                bool l_407_ = (_e1023 < _e1024);
                if (l_407_) {
                    uint64_t _e1026 = l_mut_383_;
                    l_mut_290_ = _e1026;
                }
                l_mut_344_ = false;
                l_mut_364_ = 0u;
                uint64_t _e1029 = l_mut_194_;
                bool l_408_ = (_e1029 == 0uL);
                bool l_409_ = !(l_408_);
                bool _e1033 = l_mut_344_;
                if (_e1033) {
                    local_5 = l_409_;
                } else {
                    local_5 = false;
                }
                bool l_410_ = local_5;
                uint64_t _e1038 = l_mut_194_;
                uint64_t _e1039 = l_mut_290_;
                bool l_411_ = (_e1038 < _e1039);
                if (l_410_) {
                    local_6 = l_411_;
                } else {
                    local_6 = false;
                }
                bool l_412_ = local_6;
                uint _e1045 = l_mut_247_;
                uint _e1046 = l_mut_49_;
                uint l_413_ = (_e1045 + _e1046);
                bool l_414_ = (l_413_ < l_13_);
                if (l_412_) {
                    local_7 = l_414_;
                } else {
                    local_7 = false;
                }
                bool l_415_ = local_7;
                if (l_415_) {
                    uint _e1053 = l_mut_247_;
                    uint l_416_ = (l_13_ - _e1053);
                    uint _e1055 = l_mut_49_;
                    uint l_417_ = (l_416_ - _e1055);
                    uint _e1057 = l_mut_247_;
                    uint l_418_ = naga_div(l_417_, _e1057);
                    uint64_t _e1059 = l_mut_290_;
                    uint64_t l_419_ = (_e1059 - 1uL);
                    uint64_t _e1062 = l_mut_194_;
                    uint64_t l_420_ = naga_div(l_419_, _e1062);
                    uint64_t l_421_ = uint64_t(l_418_);
                    bool l_422_ = (l_420_ < l_421_);
                    uint64_t l_423_ = uint64_t(l_418_);
                    uint64_t l_424_ = (l_422_ ? l_420_ : l_423_);
                    uint l_425_ = uint(l_424_);
                    l_mut_364_ = l_425_;
                }
                uint64_t _e1070 = l_mut_140_;
                l_mut_383_ = _e1070;
                uint64_t _e1071 = l_mut_194_;
                l_mut_290_ = _e1071;
                uint _e1072 = l_mut_247_;
                l_mut_363_ = _e1072;
                uint _e1073 = l_mut_49_;
                l_mut_293_ = _e1073;
                uint64_t _e1074 = l_mut_109_;
                l_mut_273_ = _e1074;
                l_mut_260_ = 0u;
                uint _e1076 = l_mut_364_;
                bool l_426_ = (_e1076 > 0u);
                if (l_426_) {
                    uint _e1079 = l_mut_364_;
                    uint64_t l_427_ = uint64_t(_e1079);
                    uint64_t _e1081 = l_mut_194_;
                    uint64_t l_428_ = (_e1081 * l_427_);
                    uint64_t _e1083 = l_mut_109_;
                    uint64_t l_429_ = (_e1083 - l_428_);
                    l_mut_273_ = l_429_;
                    uint64_t _e1085 = l_mut_140_;
                    uint64_t l_430_ = (_e1085 - l_428_);
                    l_mut_383_ = l_430_;
                    uint _e1087 = l_mut_364_;
                    uint _e1088 = l_mut_247_;
                    uint l_431_ = (_e1087 * _e1088);
                    uint _e1090 = l_mut_49_;
                    uint l_432_ = (_e1090 + l_431_);
                    l_mut_293_ = l_432_;
                } else {
                    uint64_t _e1092 = l_mut_109_;
                    uint64_t _e1093 = l_mut_194_;
                    uint64_t l_433_ = (_e1092 - _e1093);
                    l_mut_273_ = l_433_;
                    uint64_t _e1095 = l_mut_273_;
                    bool l_434_ = (_e1095 < l_244_);
                    if (l_434_) {
                        l_mut_260_ = 2u;
                    }
                    uint _e1098 = l_mut_260_;
                    bool l_435_ = (_e1098 == 0u);
                    if (l_435_) {
                        uint _e1101 = l_mut_247_;
                        uint l_436_ = (l_13_ - _e1101);
                        uint _e1103 = l_mut_49_;
                        uint l_437_ = naga_div(l_436_, _e1103);
                        l_mut_364_ = 0u;
                        l_mut_344_ = false;
                        uint64_t _e1107 = l_mut_140_;
                        bool l_438_ = (_e1107 == 0uL);
                        if (l_438_) {
                            l_mut_364_ = l_437_;
                        } else {
                            bool _e1110 = l_mut_344_;
                            if (_e1110) {
                                uint64_t _e1111 = l_mut_140_;
                                uint64_t _e1112 = l_mut_194_;
                                bool l_439_ = (_e1111 < _e1112);
                                if (l_439_) {
                                    uint64_t _e1114 = l_mut_194_;
                                    uint64_t l_440_ = (_e1114 - 1uL);
                                    uint64_t _e1117 = l_mut_140_;
                                    uint64_t l_441_ = naga_div(l_440_, _e1117);
                                    uint64_t l_442_ = uint64_t(l_437_);
                                    bool l_443_ = (l_441_ < l_442_);
                                    uint64_t l_444_ = uint64_t(l_437_);
                                    uint64_t l_445_ = (l_443_ ? l_441_ : l_444_);
                                    uint l_446_ = uint(l_445_);
                                    l_mut_364_ = l_446_;
                                }
                            } else {
                                uint64_t _e1125 = l_mut_194_;
                                l_mut_87_ = _e1125;
                                uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                    loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                    uint64_t _e1126 = l_mut_140_;
                                    uint64_t _e1127 = l_mut_87_;
                                    bool l_447_ = (_e1126 < _e1127);
                                    uint _e1129 = l_mut_364_;
                                    uint _e1130 = l_mut_49_;
                                    uint l_448_ = (_e1129 * _e1130);
                                    uint _e1132 = l_mut_247_;
                                    uint l_449_ = (_e1132 + l_448_);
                                    uint _e1134 = l_mut_49_;
                                    uint l_450_ = (l_449_ + _e1134);
                                    bool l_451_ = (l_450_ < l_13_);
                                    if (l_447_) {
                                        local_8 = l_451_;
                                    } else {
                                        local_8 = false;
                                    }
                                    bool l_452_ = local_8;
                                    bool l_453_ = !(l_452_);
                                    if (l_453_) {
                                        break;
                                    }
                                    uint64_t _e1142 = l_mut_87_;
                                    uint64_t _e1143 = l_mut_140_;
                                    uint64_t l_454_ = (_e1142 - _e1143);
                                    l_mut_87_ = l_454_;
                                    uint _e1145 = l_mut_364_;
                                    l_mut_364_ = (_e1145 + 1u);
                                }
                            }
                        }
                        uint _e1148 = l_mut_364_;
                        uint _e1149 = l_mut_49_;
                        uint l_455_ = (_e1148 * _e1149);
                        uint _e1151 = l_mut_247_;
                        uint l_456_ = (_e1151 + l_455_);
                        uint _e1153 = l_mut_49_;
                        uint l_457_ = (l_456_ + _e1153);
                        bool l_458_ = (l_457_ >= l_13_);
                        if (l_458_) {
                            l_mut_260_ = 1u;
                        } else {
                            uint _e1157 = l_mut_364_;
                            uint64_t l_459_ = uint64_t(_e1157);
                            uint64_t _e1159 = l_mut_140_;
                            uint64_t l_460_ = (_e1159 * l_459_);
                            uint64_t _e1161 = l_mut_194_;
                            uint64_t l_461_ = (_e1161 - l_460_);
                            l_mut_290_ = l_461_;
                            uint _e1163 = l_mut_364_;
                            uint _e1164 = l_mut_49_;
                            uint l_462_ = (_e1163 * _e1164);
                            uint _e1166 = l_mut_247_;
                            uint l_463_ = (_e1166 + l_462_);
                            l_mut_363_ = l_463_;
                            uint64_t _e1168 = l_mut_140_;
                            uint64_t _e1169 = l_mut_290_;
                            uint64_t l_464_ = (_e1168 - _e1169);
                            l_mut_383_ = l_464_;
                            uint _e1171 = l_mut_49_;
                            uint _e1172 = l_mut_363_;
                            uint l_465_ = (_e1171 + _e1172);
                            l_mut_293_ = l_465_;
                        }
                    }
                }
                uint64_t _e1174 = l_mut_290_;
                l_mut_194_ = _e1174;
                uint64_t _e1175 = l_mut_383_;
                l_mut_140_ = _e1175;
                uint _e1176 = l_mut_293_;
                l_mut_49_ = _e1176;
                uint _e1177 = l_mut_363_;
                l_mut_247_ = _e1177;
                uint64_t _e1178 = l_mut_273_;
                l_mut_109_ = _e1178;
                uint _e1179 = l_mut_260_;
                bool l_466_ = (_e1179 == 1u);
                l_mut_248_ = l_466_;
                uint _e1182 = l_mut_260_;
                bool l_467_ = (_e1182 == 0u);
                l_mut_251_ = l_467_;
            }
        }
        bool _e1185 = l_mut_248_;
        bool l_468_ = !(_e1185);
        if (l_468_) {
            uint l_1374_ = asuint(info.Load(20+0));
            uint l_1375_ = (l_1374_ * 1u);
            uint l_1376_ = (l_1375_ - 1u);
            uint l_1377_ = min(0u, l_1376_);
            uint _e1200; buffer_5_global.InterlockedAdd(l_1377_*4, 1u, _e1200);
            uint l_471_ = naga_div(l_13_, 8u);
            l_mut_364_ = 0u;
            l_mut_363_ = 0u;
            l_mut_293_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2573 = l_mut_472_;
                    l_mut_472_ = (_e2573 + 1u);
                }
                loop_init = false;
                uint _e1208 = l_mut_472_;
                if ((_e1208 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1211 = l_mut_472_;
                    uint l_473_ = (_e1211 * l_471_);
                    bool l_474_ = (l_473_ < l_56_);
                    uint l_475_ = naga_div(l_13_, 8u);
                    uint _e1216 = l_mut_472_;
                    uint l_476_ = (_e1216 * l_475_);
                    uint l_477_ = (l_476_ + l_476_);
                    uint64_t l_478_ = (l_84_ >> uint(63uL));
                    bool l_479_ = (l_478_ == 1uL);
                    l_mut_383_ = l_84_;
                    if (l_479_) {
                        uint64_t l_481_ = (0uL - l_84_);
                        l_mut_383_ = l_481_;
                    }
                    uint64_t l_482_ = uint64_t(l_477_);
                    uint64_t _e1228 = l_mut_383_;
                    uint64_t l_483_ = (_e1228 & 4294967295uL);
                    uint64_t l_484_ = (l_483_ * l_482_);
                    uint64_t _e1232 = l_mut_383_;
                    uint64_t l_485_ = (_e1232 >> uint(32uL));
                    uint64_t l_486_ = (l_485_ * l_482_);
                    uint64_t l_487_ = (l_486_ << uint(32uL));
                    uint64_t l_488_ = (l_484_ + l_487_);
                    uint64_t l_489_ = (l_486_ >> uint(32uL));
                    bool l_490_ = (l_488_ < l_484_);
                    uint64_t l_491_ = uint64_t(l_490_);
                    uint64_t l_492_ = (l_489_ + l_491_);
                    l_mut_383_ = l_488_;
                    bool l_493_ = (l_24_ == 64u);
                    if (l_493_) {
                        l_mut_383_ = l_492_;
                    } else {
                        bool l_494_ = (l_24_ > 0u);
                        if (l_494_) {
                            uint l_495_ = (64u - l_24_);
                            uint64_t l_496_ = uint64_t(l_495_);
                            uint64_t l_497_ = (l_492_ << uint(l_496_));
                            uint64_t l_498_ = uint64_t(l_24_);
                            uint64_t l_499_ = (l_488_ >> uint(l_498_));
                            uint64_t l_500_ = (l_497_ | l_499_);
                            l_mut_383_ = l_500_;
                        }
                    }
                    uint64_t _e1265 = l_mut_383_;
                    l_mut_290_ = _e1265;
                    if (l_479_) {
                        uint64_t _e1267 = l_mut_290_;
                        uint64_t l_502_ = (0uL - _e1267);
                        l_mut_290_ = l_502_;
                    }
                    uint64_t _e1269 = l_mut_290_;
                    uint64_t l_503_ = (l_66_ + _e1269);
                    uint64_t l_504_ = uint64_t(l_476_);
                    uint64_t l_505_ = (l_66_ * l_504_);
                    uint64_t l_506_ = (l_75_ + l_505_);
                    l_mut_383_ = 0uL;
                    bool l_508_ = (l_476_ < 65536u);
                    if (l_508_) {
                        uint l_509_ = (l_476_ * l_476_);
                        uint64_t l_510_ = (l_84_ >> uint(63uL));
                        bool l_511_ = (l_510_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_511_) {
                            uint64_t l_513_ = (0uL - l_84_);
                            l_mut_290_ = l_513_;
                        }
                        uint64_t l_514_ = uint64_t(l_509_);
                        uint64_t _e1287 = l_mut_290_;
                        uint64_t l_515_ = (_e1287 & 4294967295uL);
                        uint64_t l_516_ = (l_515_ * l_514_);
                        uint64_t _e1291 = l_mut_290_;
                        uint64_t l_517_ = (_e1291 >> uint(32uL));
                        uint64_t l_518_ = (l_517_ * l_514_);
                        uint64_t l_519_ = (l_518_ << uint(32uL));
                        uint64_t l_520_ = (l_516_ + l_519_);
                        uint64_t l_521_ = (l_518_ >> uint(32uL));
                        bool l_522_ = (l_520_ < l_516_);
                        uint64_t l_523_ = uint64_t(l_522_);
                        uint64_t l_524_ = (l_521_ + l_523_);
                        l_mut_290_ = l_520_;
                        bool l_525_ = (l_24_ == 64u);
                        if (l_525_) {
                            l_mut_290_ = l_524_;
                        } else {
                            bool l_526_ = (l_24_ > 0u);
                            if (l_526_) {
                                uint l_527_ = (64u - l_24_);
                                uint64_t l_528_ = uint64_t(l_527_);
                                uint64_t l_529_ = (l_524_ << uint(l_528_));
                                uint64_t l_530_ = uint64_t(l_24_);
                                uint64_t l_531_ = (l_520_ >> uint(l_530_));
                                uint64_t l_532_ = (l_529_ | l_531_);
                                l_mut_290_ = l_532_;
                            }
                        }
                        uint64_t _e1324 = l_mut_290_;
                        l_mut_273_ = _e1324;
                        if (l_511_) {
                            uint64_t _e1326 = l_mut_273_;
                            uint64_t l_534_ = (0uL - _e1326);
                            l_mut_273_ = l_534_;
                        }
                        uint64_t _e1328 = l_mut_273_;
                        l_mut_383_ = _e1328;
                    } else {
                        uint64_t l_535_ = (l_84_ >> uint(63uL));
                        bool l_536_ = (l_535_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_536_) {
                            uint64_t l_538_ = (0uL - l_84_);
                            l_mut_290_ = l_538_;
                        }
                        uint64_t l_539_ = uint64_t(l_476_);
                        uint64_t _e1338 = l_mut_290_;
                        uint64_t l_540_ = (_e1338 & 4294967295uL);
                        uint64_t l_541_ = (l_540_ * l_539_);
                        uint64_t _e1342 = l_mut_290_;
                        uint64_t l_542_ = (_e1342 >> uint(32uL));
                        uint64_t l_543_ = (l_542_ * l_539_);
                        uint64_t l_544_ = (l_543_ << uint(32uL));
                        uint64_t l_545_ = (l_541_ + l_544_);
                        uint64_t l_546_ = (l_543_ >> uint(32uL));
                        bool l_547_ = (l_545_ < l_541_);
                        uint64_t l_548_ = uint64_t(l_547_);
                        uint64_t l_549_ = (l_546_ + l_548_);
                        l_mut_273_ = l_545_;
                        if (false) {
                            l_mut_273_ = l_549_;
                        } else {
                            if (false) {
                                uint64_t l_553_ = (l_549_ << uint(64uL));
                                uint64_t l_555_ = (l_545_ >> uint(0uL));
                                uint64_t l_556_ = (l_553_ | l_555_);
                                l_mut_273_ = l_556_;
                            }
                        }
                        uint64_t l_557_ = uint64_t(l_476_);
                        uint64_t _e1372 = l_mut_290_;
                        uint64_t l_558_ = (_e1372 & 4294967295uL);
                        uint64_t l_559_ = (l_558_ * l_557_);
                        uint64_t _e1376 = l_mut_290_;
                        uint64_t l_560_ = (_e1376 >> uint(32uL));
                        uint64_t l_561_ = (l_560_ * l_557_);
                        uint64_t l_562_ = (l_561_ << uint(32uL));
                        uint64_t l_563_ = (l_559_ + l_562_);
                        uint64_t l_564_ = (l_561_ >> uint(32uL));
                        bool l_565_ = (l_563_ < l_559_);
                        uint64_t l_566_ = uint64_t(l_565_);
                        uint64_t l_567_ = (l_564_ + l_566_);
                        l_mut_290_ = l_563_;
                        if (true) {
                            l_mut_290_ = l_567_;
                        } else {
                            if (true) {
                                uint64_t l_571_ = (l_567_ << uint(0uL));
                                uint64_t l_573_ = (l_563_ >> uint(64uL));
                                uint64_t l_574_ = (l_571_ | l_573_);
                                l_mut_290_ = l_574_;
                            }
                        }
                        uint64_t l_575_ = uint64_t(l_476_);
                        uint64_t _e1406 = l_mut_273_;
                        uint64_t l_576_ = (_e1406 & 4294967295uL);
                        uint64_t l_577_ = (l_576_ * l_575_);
                        uint64_t _e1410 = l_mut_273_;
                        uint64_t l_578_ = (_e1410 >> uint(32uL));
                        uint64_t l_579_ = (l_578_ * l_575_);
                        uint64_t l_580_ = (l_579_ << uint(32uL));
                        uint64_t l_581_ = (l_577_ + l_580_);
                        uint64_t l_582_ = (l_579_ >> uint(32uL));
                        bool l_583_ = (l_581_ < l_577_);
                        uint64_t l_584_ = uint64_t(l_583_);
                        uint64_t l_585_ = (l_582_ + l_584_);
                        l_mut_194_ = l_581_;
                        if (false) {
                            l_mut_194_ = l_585_;
                        } else {
                            if (false) {
                                uint64_t l_589_ = (l_585_ << uint(64uL));
                                uint64_t l_591_ = (l_581_ >> uint(0uL));
                                uint64_t l_592_ = (l_589_ | l_591_);
                                l_mut_194_ = l_592_;
                            }
                        }
                        uint64_t l_593_ = uint64_t(l_476_);
                        uint64_t _e1440 = l_mut_273_;
                        uint64_t l_594_ = (_e1440 & 4294967295uL);
                        uint64_t l_595_ = (l_594_ * l_593_);
                        uint64_t _e1444 = l_mut_273_;
                        uint64_t l_596_ = (_e1444 >> uint(32uL));
                        uint64_t l_597_ = (l_596_ * l_593_);
                        uint64_t l_598_ = (l_597_ << uint(32uL));
                        uint64_t l_599_ = (l_595_ + l_598_);
                        uint64_t l_600_ = (l_597_ >> uint(32uL));
                        bool l_601_ = (l_599_ < l_595_);
                        uint64_t l_602_ = uint64_t(l_601_);
                        uint64_t l_603_ = (l_600_ + l_602_);
                        l_mut_273_ = l_599_;
                        if (true) {
                            l_mut_273_ = l_603_;
                        } else {
                            if (true) {
                                uint64_t l_607_ = (l_603_ << uint(0uL));
                                uint64_t l_609_ = (l_599_ >> uint(64uL));
                                uint64_t l_610_ = (l_607_ | l_609_);
                                l_mut_273_ = l_610_;
                            }
                        }
                        uint64_t l_611_ = uint64_t(l_476_);
                        uint64_t _e1474 = l_mut_290_;
                        uint64_t l_612_ = (_e1474 * l_611_);
                        uint64_t _e1476 = l_mut_273_;
                        uint64_t l_613_ = (_e1476 + l_612_);
                        uint64_t _e1478 = l_mut_194_;
                        l_mut_383_ = _e1478;
                        bool l_614_ = (l_24_ == 64u);
                        if (l_614_) {
                            l_mut_383_ = l_613_;
                        } else {
                            bool l_615_ = (l_24_ > 0u);
                            if (l_615_) {
                                uint l_616_ = (64u - l_24_);
                                uint64_t l_617_ = uint64_t(l_616_);
                                uint64_t l_618_ = (l_613_ << uint(l_617_));
                                uint64_t l_619_ = uint64_t(l_24_);
                                uint64_t _e1490 = l_mut_194_;
                                uint64_t l_620_ = (_e1490 >> uint(l_619_));
                                uint64_t l_621_ = (l_618_ + l_620_);
                                l_mut_383_ = l_621_;
                            }
                        }
                        if (l_536_) {
                            uint64_t _e1496 = l_mut_383_;
                            uint64_t l_623_ = (0uL - _e1496);
                            l_mut_383_ = l_623_;
                        }
                    }
                    uint64_t _e1498 = l_mut_383_;
                    uint64_t l_624_ = (l_506_ + _e1498);
                    uint64_t l_625_ = (l_84_ >> uint(63uL));
                    bool l_626_ = (l_625_ == 1uL);
                    l_mut_383_ = l_84_;
                    if (l_626_) {
                        uint64_t l_628_ = (0uL - l_84_);
                        l_mut_383_ = l_628_;
                    }
                    uint64_t l_629_ = uint64_t(l_475_);
                    uint64_t _e1509 = l_mut_383_;
                    uint64_t l_630_ = (_e1509 & 4294967295uL);
                    uint64_t l_631_ = (l_630_ * l_629_);
                    uint64_t _e1513 = l_mut_383_;
                    uint64_t l_632_ = (_e1513 >> uint(32uL));
                    uint64_t l_633_ = (l_632_ * l_629_);
                    uint64_t l_634_ = (l_633_ << uint(32uL));
                    uint64_t l_635_ = (l_631_ + l_634_);
                    uint64_t l_636_ = (l_633_ >> uint(32uL));
                    bool l_637_ = (l_635_ < l_631_);
                    uint64_t l_638_ = uint64_t(l_637_);
                    uint64_t l_639_ = (l_636_ + l_638_);
                    l_mut_383_ = l_635_;
                    bool l_640_ = (l_24_ == 64u);
                    if (l_640_) {
                        l_mut_383_ = l_639_;
                    } else {
                        bool l_641_ = (l_24_ > 0u);
                        if (l_641_) {
                            uint l_642_ = (64u - l_24_);
                            uint64_t l_643_ = uint64_t(l_642_);
                            uint64_t l_644_ = (l_639_ << uint(l_643_));
                            uint64_t l_645_ = uint64_t(l_24_);
                            uint64_t l_646_ = (l_635_ >> uint(l_645_));
                            uint64_t l_647_ = (l_644_ | l_646_);
                            l_mut_383_ = l_647_;
                        }
                    }
                    uint64_t _e1546 = l_mut_383_;
                    l_mut_290_ = _e1546;
                    if (l_626_) {
                        uint64_t _e1548 = l_mut_290_;
                        uint64_t l_649_ = (0uL - _e1548);
                        l_mut_290_ = l_649_;
                    }
                    uint64_t _e1550 = l_mut_290_;
                    uint64_t l_650_ = (l_503_ + _e1550);
                    uint l_651_ = (l_24_ + 3u);
                    l_mut_383_ = 0uL;
                    bool l_653_ = (l_475_ < 65536u);
                    if (l_653_) {
                        uint l_654_ = (l_475_ * l_475_);
                        uint64_t l_655_ = (l_84_ >> uint(63uL));
                        bool l_656_ = (l_655_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_656_) {
                            uint64_t l_658_ = (0uL - l_84_);
                            l_mut_290_ = l_658_;
                        }
                        uint64_t l_659_ = uint64_t(l_654_);
                        uint64_t _e1567 = l_mut_290_;
                        uint64_t l_660_ = (_e1567 & 4294967295uL);
                        uint64_t l_661_ = (l_660_ * l_659_);
                        uint64_t _e1571 = l_mut_290_;
                        uint64_t l_662_ = (_e1571 >> uint(32uL));
                        uint64_t l_663_ = (l_662_ * l_659_);
                        uint64_t l_664_ = (l_663_ << uint(32uL));
                        uint64_t l_665_ = (l_661_ + l_664_);
                        uint64_t l_666_ = (l_663_ >> uint(32uL));
                        bool l_667_ = (l_665_ < l_661_);
                        uint64_t l_668_ = uint64_t(l_667_);
                        uint64_t l_669_ = (l_666_ + l_668_);
                        l_mut_290_ = l_665_;
                        bool l_670_ = (l_651_ == 64u);
                        if (l_670_) {
                            l_mut_290_ = l_669_;
                        } else {
                            bool l_671_ = (l_651_ > 0u);
                            if (l_671_) {
                                uint l_672_ = (64u - l_651_);
                                uint64_t l_673_ = uint64_t(l_672_);
                                uint64_t l_674_ = (l_669_ << uint(l_673_));
                                uint64_t l_675_ = uint64_t(l_651_);
                                uint64_t l_676_ = (l_665_ >> uint(l_675_));
                                uint64_t l_677_ = (l_674_ | l_676_);
                                l_mut_290_ = l_677_;
                            }
                        }
                        uint64_t _e1604 = l_mut_290_;
                        l_mut_273_ = _e1604;
                        if (l_656_) {
                            uint64_t _e1606 = l_mut_273_;
                            uint64_t l_679_ = (0uL - _e1606);
                            l_mut_273_ = l_679_;
                        }
                        uint64_t _e1608 = l_mut_273_;
                        l_mut_383_ = _e1608;
                    } else {
                        uint64_t l_680_ = (l_84_ >> uint(63uL));
                        bool l_681_ = (l_680_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_681_) {
                            uint64_t l_683_ = (0uL - l_84_);
                            l_mut_290_ = l_683_;
                        }
                        uint64_t l_684_ = uint64_t(l_475_);
                        uint64_t _e1618 = l_mut_290_;
                        uint64_t l_685_ = (_e1618 & 4294967295uL);
                        uint64_t l_686_ = (l_685_ * l_684_);
                        uint64_t _e1622 = l_mut_290_;
                        uint64_t l_687_ = (_e1622 >> uint(32uL));
                        uint64_t l_688_ = (l_687_ * l_684_);
                        uint64_t l_689_ = (l_688_ << uint(32uL));
                        uint64_t l_690_ = (l_686_ + l_689_);
                        uint64_t l_691_ = (l_688_ >> uint(32uL));
                        bool l_692_ = (l_690_ < l_686_);
                        uint64_t l_693_ = uint64_t(l_692_);
                        uint64_t l_694_ = (l_691_ + l_693_);
                        l_mut_273_ = l_690_;
                        if (false) {
                            l_mut_273_ = l_694_;
                        } else {
                            if (false) {
                                uint64_t l_698_ = (l_694_ << uint(64uL));
                                uint64_t l_700_ = (l_690_ >> uint(0uL));
                                uint64_t l_701_ = (l_698_ | l_700_);
                                l_mut_273_ = l_701_;
                            }
                        }
                        uint64_t l_702_ = uint64_t(l_475_);
                        uint64_t _e1652 = l_mut_290_;
                        uint64_t l_703_ = (_e1652 & 4294967295uL);
                        uint64_t l_704_ = (l_703_ * l_702_);
                        uint64_t _e1656 = l_mut_290_;
                        uint64_t l_705_ = (_e1656 >> uint(32uL));
                        uint64_t l_706_ = (l_705_ * l_702_);
                        uint64_t l_707_ = (l_706_ << uint(32uL));
                        uint64_t l_708_ = (l_704_ + l_707_);
                        uint64_t l_709_ = (l_706_ >> uint(32uL));
                        bool l_710_ = (l_708_ < l_704_);
                        uint64_t l_711_ = uint64_t(l_710_);
                        uint64_t l_712_ = (l_709_ + l_711_);
                        l_mut_290_ = l_708_;
                        if (true) {
                            l_mut_290_ = l_712_;
                        } else {
                            if (true) {
                                uint64_t l_716_ = (l_712_ << uint(0uL));
                                uint64_t l_718_ = (l_708_ >> uint(64uL));
                                uint64_t l_719_ = (l_716_ | l_718_);
                                l_mut_290_ = l_719_;
                            }
                        }
                        uint64_t l_720_ = uint64_t(l_475_);
                        uint64_t _e1686 = l_mut_273_;
                        uint64_t l_721_ = (_e1686 & 4294967295uL);
                        uint64_t l_722_ = (l_721_ * l_720_);
                        uint64_t _e1690 = l_mut_273_;
                        uint64_t l_723_ = (_e1690 >> uint(32uL));
                        uint64_t l_724_ = (l_723_ * l_720_);
                        uint64_t l_725_ = (l_724_ << uint(32uL));
                        uint64_t l_726_ = (l_722_ + l_725_);
                        uint64_t l_727_ = (l_724_ >> uint(32uL));
                        bool l_728_ = (l_726_ < l_722_);
                        uint64_t l_729_ = uint64_t(l_728_);
                        uint64_t l_730_ = (l_727_ + l_729_);
                        l_mut_194_ = l_726_;
                        if (false) {
                            l_mut_194_ = l_730_;
                        } else {
                            if (false) {
                                uint64_t l_734_ = (l_730_ << uint(64uL));
                                uint64_t l_736_ = (l_726_ >> uint(0uL));
                                uint64_t l_737_ = (l_734_ | l_736_);
                                l_mut_194_ = l_737_;
                            }
                        }
                        uint64_t l_738_ = uint64_t(l_475_);
                        uint64_t _e1720 = l_mut_273_;
                        uint64_t l_739_ = (_e1720 & 4294967295uL);
                        uint64_t l_740_ = (l_739_ * l_738_);
                        uint64_t _e1724 = l_mut_273_;
                        uint64_t l_741_ = (_e1724 >> uint(32uL));
                        uint64_t l_742_ = (l_741_ * l_738_);
                        uint64_t l_743_ = (l_742_ << uint(32uL));
                        uint64_t l_744_ = (l_740_ + l_743_);
                        uint64_t l_745_ = (l_742_ >> uint(32uL));
                        bool l_746_ = (l_744_ < l_740_);
                        uint64_t l_747_ = uint64_t(l_746_);
                        uint64_t l_748_ = (l_745_ + l_747_);
                        l_mut_273_ = l_744_;
                        if (true) {
                            l_mut_273_ = l_748_;
                        } else {
                            if (true) {
                                uint64_t l_752_ = (l_748_ << uint(0uL));
                                uint64_t l_754_ = (l_744_ >> uint(64uL));
                                uint64_t l_755_ = (l_752_ | l_754_);
                                l_mut_273_ = l_755_;
                            }
                        }
                        uint64_t l_756_ = uint64_t(l_475_);
                        uint64_t _e1754 = l_mut_290_;
                        uint64_t l_757_ = (_e1754 * l_756_);
                        uint64_t _e1756 = l_mut_273_;
                        uint64_t l_758_ = (_e1756 + l_757_);
                        uint64_t _e1758 = l_mut_194_;
                        l_mut_383_ = _e1758;
                        bool l_759_ = (l_651_ == 64u);
                        if (l_759_) {
                            l_mut_383_ = l_758_;
                        } else {
                            bool l_760_ = (l_651_ > 0u);
                            if (l_760_) {
                                uint l_761_ = (64u - l_651_);
                                uint64_t l_762_ = uint64_t(l_761_);
                                uint64_t l_763_ = (l_758_ << uint(l_762_));
                                uint64_t l_764_ = uint64_t(l_651_);
                                uint64_t _e1770 = l_mut_194_;
                                uint64_t l_765_ = (_e1770 >> uint(l_764_));
                                uint64_t l_766_ = (l_763_ + l_765_);
                                l_mut_383_ = l_766_;
                            }
                        }
                        if (l_681_) {
                            uint64_t _e1776 = l_mut_383_;
                            uint64_t l_768_ = (0uL - _e1776);
                            l_mut_383_ = l_768_;
                        }
                    }
                    uint64_t _e1778 = l_mut_383_;
                    l_mut_290_ = _e1778;
                    uint64_t _e1779 = l_mut_383_;
                    uint64_t l_769_ = (_e1779 >> uint(63uL));
                    bool l_770_ = (l_769_ == 1uL);
                    if (l_770_) {
                        uint64_t _e1787 = l_mut_383_;
                        uint64_t l_772_ = (0uL - _e1787);
                        l_mut_290_ = l_772_;
                    }
                    uint64_t _e1789 = l_mut_290_;
                    uint64_t l_773_ = (l_33_ + _e1789);
                    uint64_t l_775_ = (l_773_ + 1uL);
                    uint64_t _e1793 = l_mut_383_;
                    uint64_t l_776_ = (l_624_ - _e1793);
                    uint64_t l_777_ = (l_776_ + l_775_);
                    uint64_t l_779_ = (0uL - l_650_);
                    uint64_t l_780_ = (l_775_ + l_775_);
                    l_mut_383_ = l_779_;
                    uint64_t l_782_ = (0uL - l_779_);
                    l_mut_290_ = l_782_;
                    l_mut_273_ = l_777_;
                    l_mut_260_ = 1u;
                    l_mut_247_ = 1u;
                    l_mut_344_ = false;
                    uint64_t _e1804 = l_mut_273_;
                    bool l_783_ = (_e1804 < l_780_);
                    bool l_784_ = !(l_783_);
                    l_mut_339_ = l_784_;
                    bool l_785_ = (l_779_ == 0uL);
                    if (l_785_) {
                        bool _e1809 = l_mut_339_;
                        l_mut_344_ = _e1809;
                        l_mut_339_ = false;
                    }
                    bool _e1811 = l_mut_339_;
                    if (_e1811) {
                        uint64_t l_786_ = (l_779_ >> uint(63uL));
                        bool l_787_ = (l_786_ == 1uL);
                        l_mut_194_ = l_779_;
                        if (l_787_) {
                            uint64_t l_789_ = (0uL - l_779_);
                            l_mut_194_ = l_789_;
                        }
                        uint l_790_ = (l_475_ - 1u);
                        uint64_t l_791_ = uint64_t(l_790_);
                        uint64_t _e1823 = l_mut_194_;
                        uint64_t l_792_ = (_e1823 * l_791_);
                        l_mut_49_ = 0u;
                        uint l_793_ = (l_475_ - 1u);
                        uint64_t l_794_ = uint64_t(l_793_);
                        uint64_t _e1829 = l_mut_194_;
                        uint64_t l_795_ = (_e1829 & 4294967295uL);
                        uint64_t l_796_ = (l_795_ * l_794_);
                        uint64_t _e1833 = l_mut_194_;
                        uint64_t l_797_ = (_e1833 >> uint(32uL));
                        uint64_t l_798_ = (l_797_ * l_794_);
                        uint64_t l_799_ = (l_798_ << uint(32uL));
                        uint64_t l_800_ = (l_796_ + l_799_);
                        uint64_t l_801_ = (l_798_ >> uint(32uL));
                        bool l_802_ = (l_800_ < l_796_);
                        uint64_t l_803_ = uint64_t(l_802_);
                        uint64_t l_804_ = (l_801_ + l_803_);
                        l_mut_140_ = l_800_;
                        if (true) {
                            l_mut_140_ = l_804_;
                        } else {
                            if (true) {
                                uint64_t l_808_ = (l_804_ << uint(0uL));
                                uint64_t l_810_ = (l_800_ >> uint(64uL));
                                uint64_t l_811_ = (l_808_ | l_810_);
                                l_mut_140_ = l_811_;
                            }
                        }
                        uint64_t _e1862 = l_mut_140_;
                        bool l_812_ = (_e1862 == 0uL);
                        if (l_812_) {
                            l_mut_140_ = l_777_;
                            if (l_787_) {
                                uint64_t l_814_ = (0uL - l_777_);
                                bool l_815_ = (l_777_ == 0uL);
                                bool l_816_ = !(l_815_);
                                bool l_817_ = (l_792_ < l_814_);
                                bool l_818_ = !(l_817_);
                                if (l_816_) {
                                    local_9 = l_818_;
                                } else {
                                    local_9 = false;
                                }
                                bool l_819_ = local_9;
                                if (l_819_) {
                                    uint l_820_ = (l_475_ - 1u);
                                    l_mut_109_ = l_814_;
                                    uint64_t _e1878 = l_mut_194_;
                                    bool l_821_ = (l_814_ < _e1878);
                                    bool l_822_ = !(l_821_);
                                    if (l_822_) {
                                        l_mut_823_ = 0u;
                                        uint64_t _e1882 = l_mut_194_;
                                        bool l_824_ = (_e1882 < l_814_);
                                        if (l_824_) {
                                            uint64_t l_825_ = (l_814_ - 1uL);
                                            uint64_t _e1886 = l_mut_194_;
                                            uint64_t l_826_ = naga_div(l_825_, _e1886);
                                            uint64_t l_827_ = uint64_t(l_820_);
                                            bool l_828_ = (l_826_ < l_827_);
                                            uint64_t l_829_ = uint64_t(l_820_);
                                            uint64_t l_830_ = (l_828_ ? l_826_ : l_829_);
                                            uint l_831_ = uint(l_830_);
                                            l_mut_823_ = l_831_;
                                        }
                                        uint _e1894 = l_mut_823_;
                                        uint64_t l_832_ = uint64_t(_e1894);
                                        uint64_t _e1896 = l_mut_194_;
                                        uint64_t l_833_ = (_e1896 * l_832_);
                                        uint64_t l_834_ = (l_814_ - l_833_);
                                        l_mut_109_ = l_834_;
                                        uint64_t _e1899 = l_mut_109_;
                                        uint64_t _e1900 = l_mut_194_;
                                        bool l_835_ = (_e1899 < _e1900);
                                        bool l_836_ = !(l_835_);
                                        if (l_836_) {
                                            uint64_t _e1903 = l_mut_109_;
                                            uint64_t _e1904 = l_mut_194_;
                                            uint64_t l_837_ = (_e1903 - _e1904);
                                            l_mut_109_ = l_837_;
                                        }
                                    }
                                    uint64_t _e1906 = l_mut_194_;
                                    uint64_t _e1907 = l_mut_109_;
                                    uint64_t l_838_ = (_e1906 - _e1907);
                                    l_mut_109_ = l_838_;
                                    uint64_t _e1909 = l_mut_194_;
                                    bool l_839_ = (l_838_ < _e1909);
                                    bool l_840_ = !(l_839_);
                                    if (l_840_) {
                                        uint64_t _e1912 = l_mut_194_;
                                        uint64_t l_841_ = (l_838_ - _e1912);
                                        l_mut_109_ = l_841_;
                                    }
                                    uint64_t _e1914 = l_mut_109_;
                                    uint64_t _e1915 = l_mut_140_;
                                    bool l_842_ = (_e1914 < _e1915);
                                    if (l_842_) {
                                        uint64_t _e1917 = l_mut_109_;
                                        l_mut_140_ = _e1917;
                                    }
                                }
                            } else {
                                uint64_t l_843_ = (l_777_ - l_792_);
                                l_mut_140_ = l_843_;
                                bool l_844_ = (l_777_ < l_792_);
                                if (l_844_) {
                                    uint l_845_ = (l_475_ - 1u);
                                    l_mut_109_ = l_777_;
                                    uint64_t _e1922 = l_mut_194_;
                                    bool l_846_ = (l_777_ < _e1922);
                                    bool l_847_ = !(l_846_);
                                    if (l_847_) {
                                        l_mut_823_ = 0u;
                                        uint64_t _e1926 = l_mut_194_;
                                        bool l_848_ = (_e1926 < l_777_);
                                        if (l_848_) {
                                            uint64_t l_849_ = (l_777_ - 1uL);
                                            uint64_t _e1930 = l_mut_194_;
                                            uint64_t l_850_ = naga_div(l_849_, _e1930);
                                            uint64_t l_851_ = uint64_t(l_845_);
                                            bool l_852_ = (l_850_ < l_851_);
                                            uint64_t l_853_ = uint64_t(l_845_);
                                            uint64_t l_854_ = (l_852_ ? l_850_ : l_853_);
                                            uint l_855_ = uint(l_854_);
                                            l_mut_823_ = l_855_;
                                        }
                                        uint _e1938 = l_mut_823_;
                                        uint64_t l_856_ = uint64_t(_e1938);
                                        uint64_t _e1940 = l_mut_194_;
                                        uint64_t l_857_ = (_e1940 * l_856_);
                                        uint64_t l_858_ = (l_777_ - l_857_);
                                        l_mut_109_ = l_858_;
                                        uint64_t _e1943 = l_mut_109_;
                                        uint64_t _e1944 = l_mut_194_;
                                        bool l_859_ = (_e1943 < _e1944);
                                        bool l_860_ = !(l_859_);
                                        if (l_860_) {
                                            uint64_t _e1947 = l_mut_109_;
                                            uint64_t _e1948 = l_mut_194_;
                                            uint64_t l_861_ = (_e1947 - _e1948);
                                            l_mut_109_ = l_861_;
                                        }
                                    }
                                    uint64_t _e1950 = l_mut_109_;
                                    uint64_t _e1951 = l_mut_140_;
                                    bool l_862_ = (_e1950 < _e1951);
                                    if (l_862_) {
                                        uint64_t _e1953 = l_mut_109_;
                                        l_mut_140_ = _e1953;
                                    }
                                }
                            }
                            uint64_t _e1954 = l_mut_140_;
                            bool l_863_ = (_e1954 < l_780_);
                            bool l_864_ = !(l_863_);
                            uint l_865_ = uint(l_864_);
                            uint l_866_ = (2u - l_865_);
                            l_mut_49_ = l_866_;
                        }
                        uint _e1960 = l_mut_49_;
                        bool l_867_ = (_e1960 > 0u);
                        if (l_867_) {
                            uint _e1963 = l_mut_49_;
                            bool l_868_ = (_e1963 == 1u);
                            l_mut_344_ = l_868_;
                            l_mut_339_ = false;
                        }
                    }
                    l_mut_251_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1968 = l_mut_339_;
                        bool l_869_ = !(_e1968);
                        if (l_869_) {
                            break;
                        }
                        uint64_t _e1970 = l_mut_273_;
                        uint64_t _e1971 = l_mut_383_;
                        bool l_870_ = (_e1970 < _e1971);
                        if (l_870_) {
                            uint64_t _e1973 = l_mut_383_;
                            uint64_t _e1974 = l_mut_273_;
                            uint64_t l_871_ = (_e1973 - _e1974);
                            l_mut_194_ = l_871_;
                            uint64_t _e1976 = l_mut_383_;
                            l_mut_140_ = _e1976;
                            uint64_t _e1977 = l_mut_194_;
                            uint64_t _e1978 = l_mut_383_;
                            bool l_872_ = (_e1977 < _e1978);
                            if (l_872_) {
                                uint64_t _e1980 = l_mut_194_;
                                l_mut_140_ = _e1980;
                            }
                            l_mut_248_ = false;
                            l_mut_823_ = 0u;
                            uint64_t _e1983 = l_mut_290_;
                            bool l_873_ = (_e1983 == 0uL);
                            bool l_874_ = !(l_873_);
                            bool _e1987 = l_mut_248_;
                            if (_e1987) {
                                local_10 = l_874_;
                            } else {
                                local_10 = false;
                            }
                            bool l_875_ = local_10;
                            uint64_t _e1992 = l_mut_290_;
                            uint64_t _e1993 = l_mut_140_;
                            bool l_876_ = (_e1992 < _e1993);
                            if (l_875_) {
                                local_11 = l_876_;
                            } else {
                                local_11 = false;
                            }
                            bool l_877_ = local_11;
                            uint _e1999 = l_mut_260_;
                            uint _e2000 = l_mut_247_;
                            uint l_878_ = (_e1999 + _e2000);
                            bool l_879_ = (l_878_ < l_475_);
                            if (l_877_) {
                                local_12 = l_879_;
                            } else {
                                local_12 = false;
                            }
                            bool l_880_ = local_12;
                            if (l_880_) {
                                uint _e2007 = l_mut_260_;
                                uint l_881_ = (l_475_ - _e2007);
                                uint _e2009 = l_mut_247_;
                                uint l_882_ = (l_881_ - _e2009);
                                uint _e2011 = l_mut_260_;
                                uint l_883_ = naga_div(l_882_, _e2011);
                                uint64_t _e2013 = l_mut_140_;
                                uint64_t l_884_ = (_e2013 - 1uL);
                                uint64_t _e2016 = l_mut_290_;
                                uint64_t l_885_ = naga_div(l_884_, _e2016);
                                uint64_t l_886_ = uint64_t(l_883_);
                                bool l_887_ = (l_885_ < l_886_);
                                uint64_t l_888_ = uint64_t(l_883_);
                                uint64_t l_889_ = (l_887_ ? l_885_ : l_888_);
                                uint l_890_ = uint(l_889_);
                                l_mut_823_ = l_890_;
                            }
                            uint64_t _e2024 = l_mut_383_;
                            l_mut_194_ = _e2024;
                            uint64_t _e2025 = l_mut_290_;
                            l_mut_140_ = _e2025;
                            uint _e2026 = l_mut_260_;
                            l_mut_49_ = _e2026;
                            uint _e2027 = l_mut_247_;
                            l_mut_891_ = _e2027;
                            uint64_t _e2028 = l_mut_273_;
                            l_mut_109_ = _e2028;
                            l_mut_892_ = 0u;
                            uint _e2030 = l_mut_823_;
                            bool l_893_ = (_e2030 > 0u);
                            if (l_893_) {
                                uint _e2033 = l_mut_823_;
                                uint64_t l_894_ = uint64_t(_e2033);
                                uint64_t _e2035 = l_mut_290_;
                                uint64_t l_895_ = (_e2035 * l_894_);
                                uint64_t _e2037 = l_mut_383_;
                                uint64_t l_896_ = (_e2037 - l_895_);
                                l_mut_194_ = l_896_;
                                uint _e2039 = l_mut_823_;
                                uint _e2040 = l_mut_260_;
                                uint l_897_ = (_e2039 * _e2040);
                                uint _e2042 = l_mut_247_;
                                uint l_898_ = (_e2042 + l_897_);
                                l_mut_891_ = l_898_;
                            } else {
                                uint _e2044 = l_mut_892_;
                                bool l_899_ = (_e2044 == 0u);
                                if (l_899_) {
                                    uint _e2047 = l_mut_260_;
                                    uint l_900_ = (l_475_ - _e2047);
                                    uint _e2049 = l_mut_247_;
                                    uint l_901_ = naga_div(l_900_, _e2049);
                                    l_mut_823_ = 0u;
                                    l_mut_248_ = false;
                                    uint64_t _e2053 = l_mut_383_;
                                    bool l_902_ = (_e2053 == 0uL);
                                    if (l_902_) {
                                        l_mut_823_ = l_901_;
                                    } else {
                                        bool _e2056 = l_mut_248_;
                                        if (_e2056) {
                                            uint64_t _e2057 = l_mut_383_;
                                            uint64_t _e2058 = l_mut_290_;
                                            bool l_903_ = (_e2057 < _e2058);
                                            if (l_903_) {
                                                uint64_t _e2060 = l_mut_290_;
                                                uint64_t l_904_ = (_e2060 - 1uL);
                                                uint64_t _e2063 = l_mut_383_;
                                                uint64_t l_905_ = naga_div(l_904_, _e2063);
                                                uint64_t l_906_ = uint64_t(l_901_);
                                                bool l_907_ = (l_905_ < l_906_);
                                                uint64_t l_908_ = uint64_t(l_901_);
                                                uint64_t l_909_ = (l_907_ ? l_905_ : l_908_);
                                                uint l_910_ = uint(l_909_);
                                                l_mut_823_ = l_910_;
                                            }
                                        } else {
                                            uint64_t _e2071 = l_mut_290_;
                                            l_mut_87_ = _e2071;
                                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                                uint64_t _e2072 = l_mut_383_;
                                                uint64_t _e2073 = l_mut_87_;
                                                bool l_911_ = (_e2072 < _e2073);
                                                uint _e2075 = l_mut_823_;
                                                uint _e2076 = l_mut_247_;
                                                uint l_912_ = (_e2075 * _e2076);
                                                uint _e2078 = l_mut_260_;
                                                uint l_913_ = (_e2078 + l_912_);
                                                uint _e2080 = l_mut_247_;
                                                uint l_914_ = (l_913_ + _e2080);
                                                bool l_915_ = (l_914_ < l_475_);
                                                if (l_911_) {
                                                    local_13 = l_915_;
                                                } else {
                                                    local_13 = false;
                                                }
                                                bool l_916_ = local_13;
                                                bool l_917_ = !(l_916_);
                                                if (l_917_) {
                                                    break;
                                                }
                                                uint64_t _e2088 = l_mut_87_;
                                                uint64_t _e2089 = l_mut_383_;
                                                uint64_t l_918_ = (_e2088 - _e2089);
                                                l_mut_87_ = l_918_;
                                                uint _e2091 = l_mut_823_;
                                                l_mut_823_ = (_e2091 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2094 = l_mut_823_;
                                    uint _e2095 = l_mut_247_;
                                    uint l_919_ = (_e2094 * _e2095);
                                    uint _e2097 = l_mut_260_;
                                    uint l_920_ = (_e2097 + l_919_);
                                    uint _e2099 = l_mut_247_;
                                    uint l_921_ = (l_920_ + _e2099);
                                    bool l_922_ = (l_921_ >= l_475_);
                                    if (l_922_) {
                                        l_mut_892_ = 1u;
                                    } else {
                                        uint _e2103 = l_mut_823_;
                                        uint64_t l_923_ = uint64_t(_e2103);
                                        uint64_t _e2105 = l_mut_383_;
                                        uint64_t l_924_ = (_e2105 * l_923_);
                                        uint64_t _e2107 = l_mut_290_;
                                        uint64_t l_925_ = (_e2107 - l_924_);
                                        l_mut_140_ = l_925_;
                                        uint _e2109 = l_mut_823_;
                                        uint _e2110 = l_mut_247_;
                                        uint l_926_ = (_e2109 * _e2110);
                                        uint _e2112 = l_mut_260_;
                                        uint l_927_ = (_e2112 + l_926_);
                                        l_mut_49_ = l_927_;
                                        uint64_t _e2114 = l_mut_383_;
                                        uint64_t _e2115 = l_mut_140_;
                                        uint64_t l_928_ = (_e2114 - _e2115);
                                        l_mut_194_ = l_928_;
                                        uint _e2117 = l_mut_247_;
                                        uint _e2118 = l_mut_49_;
                                        uint l_929_ = (_e2117 + _e2118);
                                        l_mut_891_ = l_929_;
                                    }
                                }
                            }
                            uint64_t _e2120 = l_mut_194_;
                            l_mut_383_ = _e2120;
                            uint64_t _e2121 = l_mut_140_;
                            l_mut_290_ = _e2121;
                            uint _e2122 = l_mut_49_;
                            l_mut_260_ = _e2122;
                            uint _e2123 = l_mut_891_;
                            l_mut_247_ = _e2123;
                            uint64_t _e2124 = l_mut_109_;
                            l_mut_273_ = _e2124;
                            uint _e2125 = l_mut_892_;
                            bool l_930_ = (_e2125 == 1u);
                            l_mut_344_ = l_930_;
                            uint _e2128 = l_mut_892_;
                            bool l_931_ = (_e2128 == 0u);
                            l_mut_339_ = l_931_;
                        } else {
                            uint64_t _e2131 = l_mut_290_;
                            uint64_t _e2132 = l_mut_273_;
                            uint64_t l_932_ = (_e2131 - _e2132);
                            l_mut_194_ = l_932_;
                            uint64_t _e2134 = l_mut_273_;
                            uint64_t l_933_ = (_e2134 - l_780_);
                            l_mut_194_ = l_933_;
                            uint64_t _e2136 = l_mut_290_;
                            l_mut_140_ = _e2136;
                            uint64_t _e2137 = l_mut_194_;
                            uint64_t _e2138 = l_mut_290_;
                            bool l_934_ = (_e2137 < _e2138);
                            if (l_934_) {
                                uint64_t _e2140 = l_mut_194_;
                                l_mut_140_ = _e2140;
                            }
                            l_mut_248_ = false;
                            l_mut_892_ = 0u;
                            uint64_t _e2143 = l_mut_383_;
                            bool l_935_ = (_e2143 == 0uL);
                            bool l_936_ = !(l_935_);
                            bool _e2147 = l_mut_248_;
                            if (_e2147) {
                                local_14 = l_936_;
                            } else {
                                local_14 = false;
                            }
                            bool l_937_ = local_14;
                            uint64_t _e2152 = l_mut_383_;
                            uint64_t _e2153 = l_mut_140_;
                            bool l_938_ = (_e2152 < _e2153);
                            if (l_937_) {
                                local_15 = l_938_;
                            } else {
                                local_15 = false;
                            }
                            bool l_939_ = local_15;
                            uint _e2159 = l_mut_247_;
                            uint _e2160 = l_mut_260_;
                            uint l_940_ = (_e2159 + _e2160);
                            bool l_941_ = (l_940_ < l_475_);
                            if (l_939_) {
                                local_16 = l_941_;
                            } else {
                                local_16 = false;
                            }
                            bool l_942_ = local_16;
                            if (l_942_) {
                                uint _e2167 = l_mut_247_;
                                uint l_943_ = (l_475_ - _e2167);
                                uint _e2169 = l_mut_260_;
                                uint l_944_ = (l_943_ - _e2169);
                                uint _e2171 = l_mut_247_;
                                uint l_945_ = naga_div(l_944_, _e2171);
                                uint64_t _e2173 = l_mut_140_;
                                uint64_t l_946_ = (_e2173 - 1uL);
                                uint64_t _e2176 = l_mut_383_;
                                uint64_t l_947_ = naga_div(l_946_, _e2176);
                                uint64_t l_948_ = uint64_t(l_945_);
                                bool l_949_ = (l_947_ < l_948_);
                                uint64_t l_950_ = uint64_t(l_945_);
                                uint64_t l_951_ = (l_949_ ? l_947_ : l_950_);
                                uint l_952_ = uint(l_951_);
                                l_mut_892_ = l_952_;
                            }
                            uint64_t _e2184 = l_mut_290_;
                            l_mut_194_ = _e2184;
                            uint64_t _e2185 = l_mut_383_;
                            l_mut_140_ = _e2185;
                            uint _e2186 = l_mut_247_;
                            l_mut_891_ = _e2186;
                            uint _e2187 = l_mut_260_;
                            l_mut_823_ = _e2187;
                            uint64_t _e2188 = l_mut_273_;
                            l_mut_109_ = _e2188;
                            l_mut_49_ = 0u;
                            uint _e2190 = l_mut_892_;
                            bool l_953_ = (_e2190 > 0u);
                            if (l_953_) {
                                uint _e2193 = l_mut_892_;
                                uint64_t l_954_ = uint64_t(_e2193);
                                uint64_t _e2195 = l_mut_383_;
                                uint64_t l_955_ = (_e2195 * l_954_);
                                uint64_t _e2197 = l_mut_273_;
                                uint64_t l_956_ = (_e2197 - l_955_);
                                l_mut_109_ = l_956_;
                                uint64_t _e2199 = l_mut_290_;
                                uint64_t l_957_ = (_e2199 - l_955_);
                                l_mut_194_ = l_957_;
                                uint _e2201 = l_mut_892_;
                                uint _e2202 = l_mut_247_;
                                uint l_958_ = (_e2201 * _e2202);
                                uint _e2204 = l_mut_260_;
                                uint l_959_ = (_e2204 + l_958_);
                                l_mut_823_ = l_959_;
                            } else {
                                uint64_t _e2206 = l_mut_273_;
                                uint64_t _e2207 = l_mut_383_;
                                uint64_t l_960_ = (_e2206 - _e2207);
                                l_mut_109_ = l_960_;
                                uint64_t _e2209 = l_mut_109_;
                                bool l_961_ = (_e2209 < l_780_);
                                if (l_961_) {
                                    l_mut_49_ = 2u;
                                }
                                uint _e2212 = l_mut_49_;
                                bool l_962_ = (_e2212 == 0u);
                                if (l_962_) {
                                    uint _e2215 = l_mut_247_;
                                    uint l_963_ = (l_475_ - _e2215);
                                    uint _e2217 = l_mut_260_;
                                    uint l_964_ = naga_div(l_963_, _e2217);
                                    l_mut_892_ = 0u;
                                    l_mut_248_ = false;
                                    uint64_t _e2221 = l_mut_290_;
                                    bool l_965_ = (_e2221 == 0uL);
                                    if (l_965_) {
                                        l_mut_892_ = l_964_;
                                    } else {
                                        bool _e2224 = l_mut_248_;
                                        if (_e2224) {
                                            uint64_t _e2225 = l_mut_290_;
                                            uint64_t _e2226 = l_mut_383_;
                                            bool l_966_ = (_e2225 < _e2226);
                                            if (l_966_) {
                                                uint64_t _e2228 = l_mut_383_;
                                                uint64_t l_967_ = (_e2228 - 1uL);
                                                uint64_t _e2231 = l_mut_290_;
                                                uint64_t l_968_ = naga_div(l_967_, _e2231);
                                                uint64_t l_969_ = uint64_t(l_964_);
                                                bool l_970_ = (l_968_ < l_969_);
                                                uint64_t l_971_ = uint64_t(l_964_);
                                                uint64_t l_972_ = (l_970_ ? l_968_ : l_971_);
                                                uint l_973_ = uint(l_972_);
                                                l_mut_892_ = l_973_;
                                            }
                                        } else {
                                            uint64_t _e2239 = l_mut_383_;
                                            l_mut_87_ = _e2239;
                                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                                uint64_t _e2240 = l_mut_290_;
                                                uint64_t _e2241 = l_mut_87_;
                                                bool l_974_ = (_e2240 < _e2241);
                                                uint _e2243 = l_mut_892_;
                                                uint _e2244 = l_mut_260_;
                                                uint l_975_ = (_e2243 * _e2244);
                                                uint _e2246 = l_mut_247_;
                                                uint l_976_ = (_e2246 + l_975_);
                                                uint _e2248 = l_mut_260_;
                                                uint l_977_ = (l_976_ + _e2248);
                                                bool l_978_ = (l_977_ < l_475_);
                                                if (l_974_) {
                                                    local_17 = l_978_;
                                                } else {
                                                    local_17 = false;
                                                }
                                                bool l_979_ = local_17;
                                                bool l_980_ = !(l_979_);
                                                if (l_980_) {
                                                    break;
                                                }
                                                uint64_t _e2256 = l_mut_87_;
                                                uint64_t _e2257 = l_mut_290_;
                                                uint64_t l_981_ = (_e2256 - _e2257);
                                                l_mut_87_ = l_981_;
                                                uint _e2259 = l_mut_892_;
                                                l_mut_892_ = (_e2259 + 1u);
                                            }
                                        }
                                    }
                                    uint _e2262 = l_mut_892_;
                                    uint _e2263 = l_mut_260_;
                                    uint l_982_ = (_e2262 * _e2263);
                                    uint _e2265 = l_mut_247_;
                                    uint l_983_ = (_e2265 + l_982_);
                                    uint _e2267 = l_mut_260_;
                                    uint l_984_ = (l_983_ + _e2267);
                                    bool l_985_ = (l_984_ >= l_475_);
                                    if (l_985_) {
                                        l_mut_49_ = 1u;
                                    } else {
                                        uint _e2271 = l_mut_892_;
                                        uint64_t l_986_ = uint64_t(_e2271);
                                        uint64_t _e2273 = l_mut_290_;
                                        uint64_t l_987_ = (_e2273 * l_986_);
                                        uint64_t _e2275 = l_mut_383_;
                                        uint64_t l_988_ = (_e2275 - l_987_);
                                        l_mut_140_ = l_988_;
                                        uint _e2277 = l_mut_892_;
                                        uint _e2278 = l_mut_260_;
                                        uint l_989_ = (_e2277 * _e2278);
                                        uint _e2280 = l_mut_247_;
                                        uint l_990_ = (_e2280 + l_989_);
                                        l_mut_891_ = l_990_;
                                        uint64_t _e2282 = l_mut_290_;
                                        uint64_t _e2283 = l_mut_140_;
                                        uint64_t l_991_ = (_e2282 - _e2283);
                                        l_mut_194_ = l_991_;
                                        uint _e2285 = l_mut_260_;
                                        uint _e2286 = l_mut_891_;
                                        uint l_992_ = (_e2285 + _e2286);
                                        l_mut_823_ = l_992_;
                                    }
                                }
                            }
                            uint64_t _e2288 = l_mut_140_;
                            l_mut_383_ = _e2288;
                            uint64_t _e2289 = l_mut_194_;
                            l_mut_290_ = _e2289;
                            uint _e2290 = l_mut_823_;
                            l_mut_260_ = _e2290;
                            uint _e2291 = l_mut_891_;
                            l_mut_247_ = _e2291;
                            uint64_t _e2292 = l_mut_109_;
                            l_mut_273_ = _e2292;
                            uint _e2293 = l_mut_49_;
                            bool l_993_ = (_e2293 == 1u);
                            l_mut_344_ = l_993_;
                            uint _e2296 = l_mut_49_;
                            bool l_994_ = (_e2296 == 0u);
                            l_mut_339_ = l_994_;
                        }
                    }
                    bool _e2299 = l_mut_344_;
                    bool l_995_ = !(_e2299);
                    if (l_474_) {
                        local_18 = l_995_;
                    } else {
                        local_18 = false;
                    }
                    bool l_996_ = local_18;
                    if (l_996_) {
                        uint _e2306 = l_mut_472_;
                        uint l_997_ = (1u << _e2306);
                        uint _e2308 = l_mut_364_;
                        l_mut_364_ = (_e2308 | l_997_);
                        uint _e2310 = l_mut_363_;
                        l_mut_363_ = (_e2310 + 1u);
                        uint l_998_ = (l_473_ + l_471_);
                        uint l_999_ = min(l_998_, l_56_);
                        l_mut_892_ = 0u;
                        l_mut_1000_ = l_473_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2567 = l_mut_1000_;
                                l_mut_1000_ = (_e2567 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2317 = l_mut_1000_;
                            if ((_e2317 < l_999_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2319 = l_mut_1000_;
                                uint64_t l_1001_ = uint64_t(_e2319);
                                uint64_t l_1002_ = (l_66_ * l_1001_);
                                uint64_t l_1003_ = (l_75_ + l_1002_);
                                l_mut_383_ = 0uL;
                                uint _e2324 = l_mut_1000_;
                                bool l_1005_ = (_e2324 < 65536u);
                                if (l_1005_) {
                                    uint _e2327 = l_mut_1000_;
                                    uint _e2328 = l_mut_1000_;
                                    uint l_1006_ = (_e2327 * _e2328);
                                    uint64_t l_1007_ = (l_84_ >> uint(63uL));
                                    bool l_1008_ = (l_1007_ == 1uL);
                                    l_mut_290_ = l_84_;
                                    if (l_1008_) {
                                        uint64_t l_1010_ = (0uL - l_84_);
                                        l_mut_290_ = l_1010_;
                                    }
                                    uint64_t l_1011_ = uint64_t(l_1006_);
                                    uint64_t _e2339 = l_mut_290_;
                                    uint64_t l_1012_ = (_e2339 & 4294967295uL);
                                    uint64_t l_1013_ = (l_1012_ * l_1011_);
                                    uint64_t _e2343 = l_mut_290_;
                                    uint64_t l_1014_ = (_e2343 >> uint(32uL));
                                    uint64_t l_1015_ = (l_1014_ * l_1011_);
                                    uint64_t l_1016_ = (l_1015_ << uint(32uL));
                                    uint64_t l_1017_ = (l_1013_ + l_1016_);
                                    uint64_t l_1018_ = (l_1015_ >> uint(32uL));
                                    bool l_1019_ = (l_1017_ < l_1013_);
                                    uint64_t l_1020_ = uint64_t(l_1019_);
                                    uint64_t l_1021_ = (l_1018_ + l_1020_);
                                    l_mut_290_ = l_1017_;
                                    bool l_1022_ = (l_24_ == 64u);
                                    if (l_1022_) {
                                        l_mut_290_ = l_1021_;
                                    } else {
                                        bool l_1023_ = (l_24_ > 0u);
                                        if (l_1023_) {
                                            uint l_1024_ = (64u - l_24_);
                                            uint64_t l_1025_ = uint64_t(l_1024_);
                                            uint64_t l_1026_ = (l_1021_ << uint(l_1025_));
                                            uint64_t l_1027_ = uint64_t(l_24_);
                                            uint64_t l_1028_ = (l_1017_ >> uint(l_1027_));
                                            uint64_t l_1029_ = (l_1026_ | l_1028_);
                                            l_mut_290_ = l_1029_;
                                        }
                                    }
                                    uint64_t _e2376 = l_mut_290_;
                                    l_mut_273_ = _e2376;
                                    if (l_1008_) {
                                        uint64_t _e2378 = l_mut_273_;
                                        uint64_t l_1031_ = (0uL - _e2378);
                                        l_mut_273_ = l_1031_;
                                    }
                                    uint64_t _e2380 = l_mut_273_;
                                    l_mut_383_ = _e2380;
                                } else {
                                    uint64_t l_1032_ = (l_84_ >> uint(63uL));
                                    bool l_1033_ = (l_1032_ == 1uL);
                                    l_mut_290_ = l_84_;
                                    if (l_1033_) {
                                        uint64_t l_1035_ = (0uL - l_84_);
                                        l_mut_290_ = l_1035_;
                                    }
                                    uint _e2389 = l_mut_1000_;
                                    uint64_t l_1036_ = uint64_t(_e2389);
                                    uint64_t _e2391 = l_mut_290_;
                                    uint64_t l_1037_ = (_e2391 & 4294967295uL);
                                    uint64_t l_1038_ = (l_1037_ * l_1036_);
                                    uint64_t _e2395 = l_mut_290_;
                                    uint64_t l_1039_ = (_e2395 >> uint(32uL));
                                    uint64_t l_1040_ = (l_1039_ * l_1036_);
                                    uint64_t l_1041_ = (l_1040_ << uint(32uL));
                                    uint64_t l_1042_ = (l_1038_ + l_1041_);
                                    uint64_t l_1043_ = (l_1040_ >> uint(32uL));
                                    bool l_1044_ = (l_1042_ < l_1038_);
                                    uint64_t l_1045_ = uint64_t(l_1044_);
                                    uint64_t l_1046_ = (l_1043_ + l_1045_);
                                    l_mut_273_ = l_1042_;
                                    if (false) {
                                        l_mut_273_ = l_1046_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1050_ = (l_1046_ << uint(64uL));
                                            uint64_t l_1052_ = (l_1042_ >> uint(0uL));
                                            uint64_t l_1053_ = (l_1050_ | l_1052_);
                                            l_mut_273_ = l_1053_;
                                        }
                                    }
                                    uint _e2424 = l_mut_1000_;
                                    uint64_t l_1054_ = uint64_t(_e2424);
                                    uint64_t _e2426 = l_mut_290_;
                                    uint64_t l_1055_ = (_e2426 & 4294967295uL);
                                    uint64_t l_1056_ = (l_1055_ * l_1054_);
                                    uint64_t _e2430 = l_mut_290_;
                                    uint64_t l_1057_ = (_e2430 >> uint(32uL));
                                    uint64_t l_1058_ = (l_1057_ * l_1054_);
                                    uint64_t l_1059_ = (l_1058_ << uint(32uL));
                                    uint64_t l_1060_ = (l_1056_ + l_1059_);
                                    uint64_t l_1061_ = (l_1058_ >> uint(32uL));
                                    bool l_1062_ = (l_1060_ < l_1056_);
                                    uint64_t l_1063_ = uint64_t(l_1062_);
                                    uint64_t l_1064_ = (l_1061_ + l_1063_);
                                    l_mut_290_ = l_1060_;
                                    if (true) {
                                        l_mut_290_ = l_1064_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1068_ = (l_1064_ << uint(0uL));
                                            uint64_t l_1070_ = (l_1060_ >> uint(64uL));
                                            uint64_t l_1071_ = (l_1068_ | l_1070_);
                                            l_mut_290_ = l_1071_;
                                        }
                                    }
                                    uint _e2459 = l_mut_1000_;
                                    uint64_t l_1072_ = uint64_t(_e2459);
                                    uint64_t _e2461 = l_mut_273_;
                                    uint64_t l_1073_ = (_e2461 & 4294967295uL);
                                    uint64_t l_1074_ = (l_1073_ * l_1072_);
                                    uint64_t _e2465 = l_mut_273_;
                                    uint64_t l_1075_ = (_e2465 >> uint(32uL));
                                    uint64_t l_1076_ = (l_1075_ * l_1072_);
                                    uint64_t l_1077_ = (l_1076_ << uint(32uL));
                                    uint64_t l_1078_ = (l_1074_ + l_1077_);
                                    uint64_t l_1079_ = (l_1076_ >> uint(32uL));
                                    bool l_1080_ = (l_1078_ < l_1074_);
                                    uint64_t l_1081_ = uint64_t(l_1080_);
                                    uint64_t l_1082_ = (l_1079_ + l_1081_);
                                    l_mut_194_ = l_1078_;
                                    if (false) {
                                        l_mut_194_ = l_1082_;
                                    } else {
                                        if (false) {
                                            uint64_t l_1086_ = (l_1082_ << uint(64uL));
                                            uint64_t l_1088_ = (l_1078_ >> uint(0uL));
                                            uint64_t l_1089_ = (l_1086_ | l_1088_);
                                            l_mut_194_ = l_1089_;
                                        }
                                    }
                                    uint _e2494 = l_mut_1000_;
                                    uint64_t l_1090_ = uint64_t(_e2494);
                                    uint64_t _e2496 = l_mut_273_;
                                    uint64_t l_1091_ = (_e2496 & 4294967295uL);
                                    uint64_t l_1092_ = (l_1091_ * l_1090_);
                                    uint64_t _e2500 = l_mut_273_;
                                    uint64_t l_1093_ = (_e2500 >> uint(32uL));
                                    uint64_t l_1094_ = (l_1093_ * l_1090_);
                                    uint64_t l_1095_ = (l_1094_ << uint(32uL));
                                    uint64_t l_1096_ = (l_1092_ + l_1095_);
                                    uint64_t l_1097_ = (l_1094_ >> uint(32uL));
                                    bool l_1098_ = (l_1096_ < l_1092_);
                                    uint64_t l_1099_ = uint64_t(l_1098_);
                                    uint64_t l_1100_ = (l_1097_ + l_1099_);
                                    l_mut_273_ = l_1096_;
                                    if (true) {
                                        l_mut_273_ = l_1100_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1104_ = (l_1100_ << uint(0uL));
                                            uint64_t l_1106_ = (l_1096_ >> uint(64uL));
                                            uint64_t l_1107_ = (l_1104_ | l_1106_);
                                            l_mut_273_ = l_1107_;
                                        }
                                    }
                                    uint _e2529 = l_mut_1000_;
                                    uint64_t l_1108_ = uint64_t(_e2529);
                                    uint64_t _e2531 = l_mut_290_;
                                    uint64_t l_1109_ = (_e2531 * l_1108_);
                                    uint64_t _e2533 = l_mut_273_;
                                    uint64_t l_1110_ = (_e2533 + l_1109_);
                                    uint64_t _e2535 = l_mut_194_;
                                    l_mut_383_ = _e2535;
                                    bool l_1111_ = (l_24_ == 64u);
                                    if (l_1111_) {
                                        l_mut_383_ = l_1110_;
                                    } else {
                                        bool l_1112_ = (l_24_ > 0u);
                                        if (l_1112_) {
                                            uint l_1113_ = (64u - l_24_);
                                            uint64_t l_1114_ = uint64_t(l_1113_);
                                            uint64_t l_1115_ = (l_1110_ << uint(l_1114_));
                                            uint64_t l_1116_ = uint64_t(l_24_);
                                            uint64_t _e2547 = l_mut_194_;
                                            uint64_t l_1117_ = (_e2547 >> uint(l_1116_));
                                            uint64_t l_1118_ = (l_1115_ + l_1117_);
                                            l_mut_383_ = l_1118_;
                                        }
                                    }
                                    if (l_1033_) {
                                        uint64_t _e2553 = l_mut_383_;
                                        uint64_t l_1120_ = (0uL - _e2553);
                                        l_mut_383_ = l_1120_;
                                    }
                                }
                                uint64_t _e2555 = l_mut_383_;
                                uint64_t l_1121_ = (l_1003_ + _e2555);
                                uint64_t l_1123_ = (0uL - l_1121_);
                                l_mut_383_ = l_1123_;
                                uint64_t _e2559 = l_mut_383_;
                                bool l_1124_ = (l_1121_ < _e2559);
                                if (l_1124_) {
                                    l_mut_383_ = l_1121_;
                                }
                                uint64_t _e2561 = l_mut_383_;
                                bool l_1125_ = (_e2561 < l_33_);
                                uint l_1126_ = uint(l_1125_);
                                uint _e2564 = l_mut_892_;
                                l_mut_892_ = (_e2564 + l_1126_);
                            }
                        }
                        uint _e2569 = l_mut_293_;
                        uint _e2570 = l_mut_892_;
                        l_mut_293_ = (_e2569 + _e2570);
                    }
                }
            }
            uint _e2575 = l_mut_363_;
            bool l_1127_ = (_e2575 > 0u);
            if (l_1127_) {
                uint l_1379_ = asuint(info.Load(20+0));
                uint l_1380_ = (l_1379_ * 1u);
                uint l_1381_ = (l_1380_ - 1u);
                uint l_1382_ = min(1u, l_1381_);
                uint _e2590 = l_mut_363_;
                uint _e2591; buffer_5_global.InterlockedAdd(l_1382_*4, _e2590, _e2591);
            }
            uint _e2592 = l_mut_293_;
            bool l_1130_ = (_e2592 > 0u);
            if (l_1130_) {
                uint l_1384_ = asuint(info.Load(20+0));
                uint l_1385_ = (l_1384_ * 1u);
                uint l_1386_ = (l_1385_ - 1u);
                uint l_1387_ = min(2u, l_1386_);
                uint _e2607 = l_mut_293_;
                uint _e2608; buffer_5_global.InterlockedAdd(l_1387_*4, _e2607, _e2608);
                l_mut_892_ = _e2608;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2912 = l_mut_1133_;
                        l_mut_1133_ = (_e2912 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2611 = l_mut_1133_;
                    if ((_e2611 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2614 = l_mut_364_;
                        uint _e2615 = l_mut_1133_;
                        uint l_1134_ = (_e2614 >> _e2615);
                        uint l_1135_ = (l_1134_ & 1u);
                        bool l_1136_ = (l_1135_ == 1u);
                        if (l_1136_) {
                            uint _e2621 = l_mut_1133_;
                            uint l_1137_ = (_e2621 * l_471_);
                            uint l_1138_ = (l_1137_ + l_471_);
                            uint l_1139_ = min(l_1138_, l_56_);
                            uint _e2625 = l_mut_892_;
                            l_mut_891_ = _e2625;
                            l_mut_1140_ = l_1137_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2908 = l_mut_1140_;
                                    l_mut_1140_ = (_e2908 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2627 = l_mut_1140_;
                                if ((_e2627 < l_1139_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2629 = l_mut_1140_;
                                    uint64_t l_1141_ = uint64_t(_e2629);
                                    uint64_t l_1142_ = (l_66_ * l_1141_);
                                    uint64_t l_1143_ = (l_75_ + l_1142_);
                                    l_mut_383_ = 0uL;
                                    uint _e2634 = l_mut_1140_;
                                    bool l_1145_ = (_e2634 < 65536u);
                                    if (l_1145_) {
                                        uint _e2637 = l_mut_1140_;
                                        uint _e2638 = l_mut_1140_;
                                        uint l_1146_ = (_e2637 * _e2638);
                                        uint64_t l_1147_ = (l_84_ >> uint(63uL));
                                        bool l_1148_ = (l_1147_ == 1uL);
                                        l_mut_290_ = l_84_;
                                        if (l_1148_) {
                                            uint64_t l_1150_ = (0uL - l_84_);
                                            l_mut_290_ = l_1150_;
                                        }
                                        uint64_t l_1151_ = uint64_t(l_1146_);
                                        uint64_t _e2649 = l_mut_290_;
                                        uint64_t l_1152_ = (_e2649 & 4294967295uL);
                                        uint64_t l_1153_ = (l_1152_ * l_1151_);
                                        uint64_t _e2653 = l_mut_290_;
                                        uint64_t l_1154_ = (_e2653 >> uint(32uL));
                                        uint64_t l_1155_ = (l_1154_ * l_1151_);
                                        uint64_t l_1156_ = (l_1155_ << uint(32uL));
                                        uint64_t l_1157_ = (l_1153_ + l_1156_);
                                        uint64_t l_1158_ = (l_1155_ >> uint(32uL));
                                        bool l_1159_ = (l_1157_ < l_1153_);
                                        uint64_t l_1160_ = uint64_t(l_1159_);
                                        uint64_t l_1161_ = (l_1158_ + l_1160_);
                                        l_mut_290_ = l_1157_;
                                        bool l_1162_ = (l_24_ == 64u);
                                        if (l_1162_) {
                                            l_mut_290_ = l_1161_;
                                        } else {
                                            bool l_1163_ = (l_24_ > 0u);
                                            if (l_1163_) {
                                                uint l_1164_ = (64u - l_24_);
                                                uint64_t l_1165_ = uint64_t(l_1164_);
                                                uint64_t l_1166_ = (l_1161_ << uint(l_1165_));
                                                uint64_t l_1167_ = uint64_t(l_24_);
                                                uint64_t l_1168_ = (l_1157_ >> uint(l_1167_));
                                                uint64_t l_1169_ = (l_1166_ | l_1168_);
                                                l_mut_290_ = l_1169_;
                                            }
                                        }
                                        uint64_t _e2686 = l_mut_290_;
                                        l_mut_273_ = _e2686;
                                        if (l_1148_) {
                                            uint64_t _e2688 = l_mut_273_;
                                            uint64_t l_1171_ = (0uL - _e2688);
                                            l_mut_273_ = l_1171_;
                                        }
                                        uint64_t _e2690 = l_mut_273_;
                                        l_mut_383_ = _e2690;
                                    } else {
                                        uint64_t l_1172_ = (l_84_ >> uint(63uL));
                                        bool l_1173_ = (l_1172_ == 1uL);
                                        l_mut_290_ = l_84_;
                                        if (l_1173_) {
                                            uint64_t l_1175_ = (0uL - l_84_);
                                            l_mut_290_ = l_1175_;
                                        }
                                        uint _e2699 = l_mut_1140_;
                                        uint64_t l_1176_ = uint64_t(_e2699);
                                        uint64_t _e2701 = l_mut_290_;
                                        uint64_t l_1177_ = (_e2701 & 4294967295uL);
                                        uint64_t l_1178_ = (l_1177_ * l_1176_);
                                        uint64_t _e2705 = l_mut_290_;
                                        uint64_t l_1179_ = (_e2705 >> uint(32uL));
                                        uint64_t l_1180_ = (l_1179_ * l_1176_);
                                        uint64_t l_1181_ = (l_1180_ << uint(32uL));
                                        uint64_t l_1182_ = (l_1178_ + l_1181_);
                                        uint64_t l_1183_ = (l_1180_ >> uint(32uL));
                                        bool l_1184_ = (l_1182_ < l_1178_);
                                        uint64_t l_1185_ = uint64_t(l_1184_);
                                        uint64_t l_1186_ = (l_1183_ + l_1185_);
                                        l_mut_273_ = l_1182_;
                                        if (false) {
                                            l_mut_273_ = l_1186_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1190_ = (l_1186_ << uint(64uL));
                                                uint64_t l_1192_ = (l_1182_ >> uint(0uL));
                                                uint64_t l_1193_ = (l_1190_ | l_1192_);
                                                l_mut_273_ = l_1193_;
                                            }
                                        }
                                        uint _e2734 = l_mut_1140_;
                                        uint64_t l_1194_ = uint64_t(_e2734);
                                        uint64_t _e2736 = l_mut_290_;
                                        uint64_t l_1195_ = (_e2736 & 4294967295uL);
                                        uint64_t l_1196_ = (l_1195_ * l_1194_);
                                        uint64_t _e2740 = l_mut_290_;
                                        uint64_t l_1197_ = (_e2740 >> uint(32uL));
                                        uint64_t l_1198_ = (l_1197_ * l_1194_);
                                        uint64_t l_1199_ = (l_1198_ << uint(32uL));
                                        uint64_t l_1200_ = (l_1196_ + l_1199_);
                                        uint64_t l_1201_ = (l_1198_ >> uint(32uL));
                                        bool l_1202_ = (l_1200_ < l_1196_);
                                        uint64_t l_1203_ = uint64_t(l_1202_);
                                        uint64_t l_1204_ = (l_1201_ + l_1203_);
                                        l_mut_290_ = l_1200_;
                                        if (true) {
                                            l_mut_290_ = l_1204_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1208_ = (l_1204_ << uint(0uL));
                                                uint64_t l_1210_ = (l_1200_ >> uint(64uL));
                                                uint64_t l_1211_ = (l_1208_ | l_1210_);
                                                l_mut_290_ = l_1211_;
                                            }
                                        }
                                        uint _e2769 = l_mut_1140_;
                                        uint64_t l_1212_ = uint64_t(_e2769);
                                        uint64_t _e2771 = l_mut_273_;
                                        uint64_t l_1213_ = (_e2771 & 4294967295uL);
                                        uint64_t l_1214_ = (l_1213_ * l_1212_);
                                        uint64_t _e2775 = l_mut_273_;
                                        uint64_t l_1215_ = (_e2775 >> uint(32uL));
                                        uint64_t l_1216_ = (l_1215_ * l_1212_);
                                        uint64_t l_1217_ = (l_1216_ << uint(32uL));
                                        uint64_t l_1218_ = (l_1214_ + l_1217_);
                                        uint64_t l_1219_ = (l_1216_ >> uint(32uL));
                                        bool l_1220_ = (l_1218_ < l_1214_);
                                        uint64_t l_1221_ = uint64_t(l_1220_);
                                        uint64_t l_1222_ = (l_1219_ + l_1221_);
                                        l_mut_194_ = l_1218_;
                                        if (false) {
                                            l_mut_194_ = l_1222_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1226_ = (l_1222_ << uint(64uL));
                                                uint64_t l_1228_ = (l_1218_ >> uint(0uL));
                                                uint64_t l_1229_ = (l_1226_ | l_1228_);
                                                l_mut_194_ = l_1229_;
                                            }
                                        }
                                        uint _e2804 = l_mut_1140_;
                                        uint64_t l_1230_ = uint64_t(_e2804);
                                        uint64_t _e2806 = l_mut_273_;
                                        uint64_t l_1231_ = (_e2806 & 4294967295uL);
                                        uint64_t l_1232_ = (l_1231_ * l_1230_);
                                        uint64_t _e2810 = l_mut_273_;
                                        uint64_t l_1233_ = (_e2810 >> uint(32uL));
                                        uint64_t l_1234_ = (l_1233_ * l_1230_);
                                        uint64_t l_1235_ = (l_1234_ << uint(32uL));
                                        uint64_t l_1236_ = (l_1232_ + l_1235_);
                                        uint64_t l_1237_ = (l_1234_ >> uint(32uL));
                                        bool l_1238_ = (l_1236_ < l_1232_);
                                        uint64_t l_1239_ = uint64_t(l_1238_);
                                        uint64_t l_1240_ = (l_1237_ + l_1239_);
                                        l_mut_273_ = l_1236_;
                                        if (true) {
                                            l_mut_273_ = l_1240_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1244_ = (l_1240_ << uint(0uL));
                                                uint64_t l_1246_ = (l_1236_ >> uint(64uL));
                                                uint64_t l_1247_ = (l_1244_ | l_1246_);
                                                l_mut_273_ = l_1247_;
                                            }
                                        }
                                        uint _e2839 = l_mut_1140_;
                                        uint64_t l_1248_ = uint64_t(_e2839);
                                        uint64_t _e2841 = l_mut_290_;
                                        uint64_t l_1249_ = (_e2841 * l_1248_);
                                        uint64_t _e2843 = l_mut_273_;
                                        uint64_t l_1250_ = (_e2843 + l_1249_);
                                        uint64_t _e2845 = l_mut_194_;
                                        l_mut_383_ = _e2845;
                                        bool l_1251_ = (l_24_ == 64u);
                                        if (l_1251_) {
                                            l_mut_383_ = l_1250_;
                                        } else {
                                            bool l_1252_ = (l_24_ > 0u);
                                            if (l_1252_) {
                                                uint l_1253_ = (64u - l_24_);
                                                uint64_t l_1254_ = uint64_t(l_1253_);
                                                uint64_t l_1255_ = (l_1250_ << uint(l_1254_));
                                                uint64_t l_1256_ = uint64_t(l_24_);
                                                uint64_t _e2857 = l_mut_194_;
                                                uint64_t l_1257_ = (_e2857 >> uint(l_1256_));
                                                uint64_t l_1258_ = (l_1255_ + l_1257_);
                                                l_mut_383_ = l_1258_;
                                            }
                                        }
                                        if (l_1173_) {
                                            uint64_t _e2863 = l_mut_383_;
                                            uint64_t l_1260_ = (0uL - _e2863);
                                            l_mut_383_ = l_1260_;
                                        }
                                    }
                                    uint64_t _e2865 = l_mut_383_;
                                    uint64_t l_1261_ = (l_1143_ + _e2865);
                                    uint64_t l_1263_ = (0uL - l_1261_);
                                    l_mut_383_ = l_1263_;
                                    uint64_t _e2869 = l_mut_383_;
                                    bool l_1264_ = (l_1261_ < _e2869);
                                    if (l_1264_) {
                                        l_mut_383_ = l_1261_;
                                    }
                                    uint64_t _e2871 = l_mut_383_;
                                    bool l_1265_ = (_e2871 < l_33_);
                                    if (l_1265_) {
                                        uint _e2873 = l_mut_891_;
                                        uint l_1266_ = (_e2873 * 2u);
                                        uint l_1267_ = (l_1266_ + 1u);
                                        uint l_1268_ = asuint(info.Load(40+0));
                                        bool l_1269_ = (l_1267_ < l_1268_);
                                        if (l_1269_) {
                                            uint l_1389_ = asuint(info.Load(16+0));
                                            uint l_1390_ = (l_1389_ * 1u);
                                            bool l_1391_ = (l_1266_ < l_1390_);
                                            if (l_1391_) {
                                                buffer_4_global.Store(l_1266_*4, asuint(id));
                                            }
                                            uint l_1270_ = (l_1266_ + 1u);
                                            uint l_1392_ = asuint(info.Load(16+0));
                                            uint l_1393_ = (l_1392_ * 1u);
                                            bool l_1394_ = (l_1270_ < l_1393_);
                                            if (l_1394_) {
                                                uint _e2903 = l_mut_1140_;
                                                buffer_4_global.Store(l_1270_*4, asuint(_e2903));
                                            }
                                        }
                                        uint _e2904 = l_mut_891_;
                                        l_mut_891_ = (_e2904 + 1u);
                                    }
                                }
                            }
                            uint _e2910 = l_mut_891_;
                            l_mut_892_ = _e2910;
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
