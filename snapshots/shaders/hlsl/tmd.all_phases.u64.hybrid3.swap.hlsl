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
    bool l_mut_358_ = (bool)0;
    uint l_mut_381_ = (uint)0;
    uint l_mut_382_ = (uint)0;
    uint64_t l_mut_408_ = (uint64_t)0;
    uint l_mut_67_ = (uint)0;
    uint l_mut_778_ = (uint)0;
    uint l_mut_853_ = (uint)0;
    uint l_mut_854_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_434_ = 0u;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    uint l_mut_906_ = (uint)0;
    uint l_mut_1039_ = 0u;
    uint l_mut_1046_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1261_ = asuint(info.Load(20+0));
        uint l_1262_ = (l_1261_ * 1u);
        uint l_1263_ = (l_1262_ - 1u);
        uint l_1264_ = min(3u, l_1263_);
        uint _e60; buffer_5_global.InterlockedAdd(l_1264_*4, 1u, _e60);
    }
    uint l_1177_ = asuint(info.Load(12+0));
    uint l_1178_ = (l_1177_ * 1u);
    bool l_1179_ = (0u < l_1178_);
    uint l_1180_ = (l_1178_ - 1u);
    uint l_1181_ = min(0u, l_1180_);
    uint l_1182_ = asuint(buffer_3_global.Load(l_1181_*4));
    uint l_4_ = (l_1179_ ? l_1182_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1184_ = asuint(info.Load(12+0));
    uint l_1185_ = (l_1184_ * 1u);
    bool l_1186_ = (l_7_ < l_1185_);
    uint l_1187_ = (l_1185_ - 1u);
    uint l_1188_ = min(l_7_, l_1187_);
    uint l_1189_ = asuint(buffer_3_global.Load(l_1188_*4));
    uint l_8_ = (l_1186_ ? l_1189_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1191_ = asuint(info.Load(12+0));
    uint l_1192_ = (l_1191_ * 1u);
    bool l_1193_ = (2u < l_1192_);
    uint l_1194_ = (l_1192_ - 1u);
    uint l_1195_ = min(2u, l_1194_);
    uint l_1196_ = asuint(buffer_3_global.Load(l_1195_*4));
    uint l_15_ = (l_1193_ ? l_1196_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1198_ = asuint(info.Load(12+0));
    uint l_1199_ = (l_1198_ * 1u);
    bool l_1200_ = (l_18_ < l_1199_);
    uint l_1201_ = (l_1199_ - 1u);
    uint l_1202_ = min(l_18_, l_1201_);
    uint l_1203_ = asuint(buffer_3_global.Load(l_1202_*4));
    uint l_19_ = (l_1200_ ? l_1203_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1205_ = asuint(info.Load(12+0));
    uint l_1206_ = (l_1205_ * 1u);
    bool l_1207_ = (4u < l_1206_);
    uint l_1208_ = (l_1206_ - 1u);
    uint l_1209_ = min(4u, l_1208_);
    uint l_1210_ = asuint(buffer_3_global.Load(l_1209_*4));
    uint l_26_ = (l_1207_ ? l_1210_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1212_ = asuint(info.Load(12+0));
    uint l_1213_ = (l_1212_ * 1u);
    bool l_1214_ = (l_29_ < l_1213_);
    uint l_1215_ = (l_1213_ - 1u);
    uint l_1216_ = min(l_29_, l_1215_);
    uint l_1217_ = asuint(buffer_3_global.Load(l_1216_*4));
    uint l_30_ = (l_1214_ ? l_1217_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1219_ = asuint(info.Load(12+0));
    uint l_1220_ = (l_1219_ * 1u);
    bool l_1221_ = (6u < l_1220_);
    uint l_1222_ = (l_1220_ - 1u);
    uint l_1223_ = min(6u, l_1222_);
    uint l_1224_ = asuint(buffer_3_global.Load(l_1223_*4));
    uint l_35_ = (l_1221_ ? l_1224_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1226_ = asuint(info.Load(12+0));
    uint l_1227_ = (l_1226_ * 1u);
    bool l_1228_ = (l_38_ < l_1227_);
    uint l_1229_ = (l_1227_ - 1u);
    uint l_1230_ = min(l_38_, l_1229_);
    uint l_1231_ = asuint(buffer_3_global.Load(l_1230_*4));
    uint l_39_ = (l_1228_ ? l_1231_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1233_ = asuint(info.Load(12+0));
    uint l_1234_ = (l_1233_ * 1u);
    bool l_1235_ = (8u < l_1234_);
    uint l_1236_ = (l_1234_ - 1u);
    uint l_1237_ = min(8u, l_1236_);
    uint l_1238_ = asuint(buffer_3_global.Load(l_1237_*4));
    uint l_44_ = (l_1235_ ? l_1238_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1240_ = asuint(info.Load(12+0));
    uint l_1241_ = (l_1240_ * 1u);
    bool l_1242_ = (l_47_ < l_1241_);
    uint l_1243_ = (l_1241_ - 1u);
    uint l_1244_ = min(l_47_, l_1243_);
    uint l_1245_ = asuint(buffer_3_global.Load(l_1244_*4));
    uint l_48_ = (l_1242_ ? l_1245_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1247_ = asuint(info.Load(12+0));
    uint l_1248_ = (l_1247_ * 1u);
    bool l_1249_ = (10u < l_1248_);
    uint l_1250_ = (l_1248_ - 1u);
    uint l_1251_ = min(10u, l_1250_);
    uint l_1252_ = asuint(buffer_3_global.Load(l_1251_*4));
    uint l_53_ = (l_1249_ ? l_1252_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1254_ = asuint(info.Load(12+0));
    uint l_1255_ = (l_1254_ * 1u);
    bool l_1256_ = (l_56_ < l_1255_);
    uint l_1257_ = (l_1255_ - 1u);
    uint l_1258_ = min(l_56_, l_1257_);
    uint l_1259_ = asuint(buffer_3_global.Load(l_1258_*4));
    uint l_57_ = (l_1256_ ? l_1259_ : 0u);
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
        uint l_1266_ = asuint(info.Load(0+0));
        uint l_1267_ = (l_1266_ * 1u);
        bool l_1268_ = (l_76_ < l_1267_);
        uint l_1269_ = (l_1267_ - 1u);
        uint l_1270_ = min(l_76_, l_1269_);
        uint l_1271_ = asuint(buffer_0_global.Load(l_1270_*4));
        uint l_77_ = (l_1268_ ? l_1271_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1273_ = asuint(info.Load(0+0));
        uint l_1274_ = (l_1273_ * 1u);
        bool l_1275_ = (l_80_ < l_1274_);
        uint l_1276_ = (l_1274_ - 1u);
        uint l_1277_ = min(l_80_, l_1276_);
        uint l_1278_ = asuint(buffer_0_global.Load(l_1277_*4));
        uint l_81_ = (l_1275_ ? l_1278_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1280_ = asuint(info.Load(4+0));
        uint l_1281_ = (l_1280_ * 1u);
        bool l_1282_ = (l_85_ < l_1281_);
        uint l_1283_ = (l_1281_ - 1u);
        uint l_1284_ = min(l_85_, l_1283_);
        uint l_1285_ = asuint(buffer_1_global.Load(l_1284_*4));
        uint l_86_ = (l_1282_ ? l_1285_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1287_ = asuint(info.Load(4+0));
        uint l_1288_ = (l_1287_ * 1u);
        bool l_1289_ = (l_89_ < l_1288_);
        uint l_1290_ = (l_1288_ - 1u);
        uint l_1291_ = min(l_89_, l_1290_);
        uint l_1292_ = asuint(buffer_1_global.Load(l_1291_*4));
        uint l_90_ = (l_1289_ ? l_1292_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1294_ = asuint(info.Load(8+0));
        uint l_1295_ = (l_1294_ * 1u);
        bool l_1296_ = (l_94_ < l_1295_);
        uint l_1297_ = (l_1295_ - 1u);
        uint l_1298_ = min(l_94_, l_1297_);
        uint l_1299_ = asuint(buffer_2_global.Load(l_1298_*4));
        uint l_95_ = (l_1296_ ? l_1299_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1301_ = asuint(info.Load(8+0));
        uint l_1302_ = (l_1301_ * 1u);
        bool l_1303_ = (l_98_ < l_1302_);
        uint l_1304_ = (l_1302_ - 1u);
        uint l_1305_ = min(l_98_, l_1304_);
        uint l_1306_ = asuint(buffer_2_global.Load(l_1305_*4));
        uint l_99_ = (l_1303_ ? l_1306_ : 0u);
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
            uint64_t _e923 = l_mut_212_;
            l_mut_301_ = _e923;
            bool _e924 = l_mut_350_;
            if (_e924) {
                uint64_t _e925 = l_mut_158_;
                l_mut_301_ = _e925;
            }
            uint64_t _e926 = l_mut_127_;
            uint64_t _e927 = l_mut_301_;
            bool l_352_ = (_e926 < _e927);
            bool l_353_ = !(l_352_);
            bool _e930 = l_mut_350_;
            bool l_354_ = (l_353_ != _e930);
            if (l_354_) {
                uint64_t _e932 = l_mut_212_;
                l_mut_301_ = _e932;
                uint64_t _e933 = l_mut_158_;
                l_mut_212_ = _e933;
                uint64_t _e934 = l_mut_301_;
                l_mut_158_ = _e934;
                uint _e935 = l_mut_67_;
                l_mut_304_ = _e935;
                uint _e936 = l_mut_258_;
                l_mut_67_ = _e936;
                uint _e937 = l_mut_304_;
                l_mut_258_ = _e937;
                l_mut_350_ = l_353_;
            }
            uint64_t _e938 = l_mut_212_;
            uint64_t _e939 = l_mut_127_;
            uint64_t l_355_ = (_e938 - _e939);
            l_mut_301_ = l_355_;
            bool _e941 = l_mut_350_;
            if (_e941) {
                uint64_t _e942 = l_mut_127_;
                uint64_t l_356_ = (_e942 - l_255_);
                l_mut_301_ = l_356_;
            }
            uint64_t _e944 = l_mut_212_;
            l_mut_284_ = _e944;
            uint64_t _e945 = l_mut_301_;
            uint64_t _e946 = l_mut_212_;
            bool l_357_ = (_e945 < _e946);
            if (l_357_) {
                uint64_t _e948 = l_mut_301_;
                l_mut_284_ = _e948;
            }
            l_mut_358_ = false;
            uint64_t _e951 = l_mut_284_;
            uint64_t l_360_ = (_e951 >> uint(3uL));
            uint64_t _e955 = l_mut_158_;
            bool l_361_ = (l_360_ < _e955);
            bool l_362_ = !(l_361_);
            l_mut_358_ = l_362_;
            l_mut_304_ = 0u;
            uint64_t _e959 = l_mut_158_;
            bool l_363_ = (_e959 == 0uL);
            bool l_364_ = !(l_363_);
            bool _e963 = l_mut_358_;
            if (_e963) {
                local_1 = l_364_;
            } else {
                local_1 = false;
            }
            bool l_365_ = local_1;
            uint64_t _e968 = l_mut_158_;
            uint64_t _e969 = l_mut_284_;
            bool l_366_ = (_e968 < _e969);
            if (l_365_) {
                local_2 = l_366_;
            } else {
                local_2 = false;
            }
            bool l_367_ = local_2;
            uint _e975 = l_mut_67_;
            uint _e976 = l_mut_258_;
            uint l_368_ = (_e975 + _e976);
            bool l_369_ = (l_368_ < l_13_);
            if (l_367_) {
                local_3 = l_369_;
            } else {
                local_3 = false;
            }
            bool l_370_ = local_3;
            if (l_370_) {
                uint _e983 = l_mut_67_;
                uint l_371_ = (l_13_ - _e983);
                uint _e985 = l_mut_258_;
                uint l_372_ = (l_371_ - _e985);
                uint _e987 = l_mut_67_;
                uint l_373_ = naga_div(l_372_, _e987);
                uint64_t _e989 = l_mut_284_;
                uint64_t l_374_ = (_e989 - 1uL);
                uint64_t _e992 = l_mut_158_;
                uint64_t l_375_ = naga_div(l_374_, _e992);
                uint64_t l_376_ = uint64_t(l_373_);
                bool l_377_ = (l_375_ < l_376_);
                uint64_t l_378_ = uint64_t(l_373_);
                uint64_t l_379_ = (l_377_ ? l_375_ : l_378_);
                uint l_380_ = uint(l_379_);
                l_mut_304_ = l_380_;
            }
            uint64_t _e1000 = l_mut_212_;
            l_mut_301_ = _e1000;
            uint64_t _e1001 = l_mut_158_;
            l_mut_284_ = _e1001;
            uint _e1002 = l_mut_67_;
            l_mut_271_ = _e1002;
            uint _e1003 = l_mut_258_;
            l_mut_381_ = _e1003;
            uint64_t _e1004 = l_mut_127_;
            l_mut_105_ = _e1004;
            l_mut_382_ = 0u;
            uint _e1006 = l_mut_304_;
            bool l_383_ = (_e1006 > 0u);
            if (l_383_) {
                uint _e1009 = l_mut_304_;
                uint64_t l_384_ = uint64_t(_e1009);
                uint64_t _e1011 = l_mut_158_;
                uint64_t l_385_ = (_e1011 * l_384_);
                bool _e1013 = l_mut_350_;
                if (_e1013) {
                    uint64_t _e1014 = l_mut_127_;
                    uint64_t l_386_ = (_e1014 - l_385_);
                    l_mut_105_ = l_386_;
                }
                uint64_t _e1016 = l_mut_212_;
                uint64_t l_387_ = (_e1016 - l_385_);
                l_mut_301_ = l_387_;
                uint _e1018 = l_mut_304_;
                uint _e1019 = l_mut_67_;
                uint l_388_ = (_e1018 * _e1019);
                uint _e1021 = l_mut_258_;
                uint l_389_ = (_e1021 + l_388_);
                l_mut_381_ = l_389_;
            } else {
                bool _e1023 = l_mut_350_;
                if (_e1023) {
                    uint64_t _e1024 = l_mut_127_;
                    uint64_t _e1025 = l_mut_158_;
                    uint64_t l_390_ = (_e1024 - _e1025);
                    l_mut_105_ = l_390_;
                    uint64_t _e1027 = l_mut_105_;
                    bool l_391_ = (_e1027 < l_255_);
                    if (l_391_) {
                        l_mut_382_ = 2u;
                    }
                }
                uint _e1030 = l_mut_382_;
                bool l_392_ = (_e1030 == 0u);
                if (l_392_) {
                    uint _e1033 = l_mut_67_;
                    uint l_393_ = (l_13_ - _e1033);
                    uint _e1035 = l_mut_258_;
                    uint l_394_ = naga_div(l_393_, _e1035);
                    l_mut_304_ = 0u;
                    l_mut_358_ = false;
                    uint64_t _e1040 = l_mut_158_;
                    uint64_t l_396_ = (_e1040 >> uint(3uL));
                    uint64_t _e1044 = l_mut_212_;
                    bool l_397_ = (l_396_ < _e1044);
                    bool l_398_ = !(l_397_);
                    l_mut_358_ = l_398_;
                    uint64_t _e1047 = l_mut_212_;
                    bool l_399_ = (_e1047 == 0uL);
                    if (l_399_) {
                        l_mut_304_ = l_394_;
                    } else {
                        bool _e1050 = l_mut_358_;
                        if (_e1050) {
                            uint64_t _e1051 = l_mut_212_;
                            uint64_t _e1052 = l_mut_158_;
                            bool l_400_ = (_e1051 < _e1052);
                            if (l_400_) {
                                uint64_t _e1054 = l_mut_158_;
                                uint64_t l_401_ = (_e1054 - 1uL);
                                uint64_t _e1057 = l_mut_212_;
                                uint64_t l_402_ = naga_div(l_401_, _e1057);
                                uint64_t l_403_ = uint64_t(l_394_);
                                bool l_404_ = (l_402_ < l_403_);
                                uint64_t l_405_ = uint64_t(l_394_);
                                uint64_t l_406_ = (l_404_ ? l_402_ : l_405_);
                                uint l_407_ = uint(l_406_);
                                l_mut_304_ = l_407_;
                            }
                        } else {
                            uint64_t _e1065 = l_mut_158_;
                            l_mut_408_ = _e1065;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e1066 = l_mut_212_;
                                uint64_t _e1067 = l_mut_408_;
                                bool l_409_ = (_e1066 < _e1067);
                                uint _e1069 = l_mut_304_;
                                uint _e1070 = l_mut_258_;
                                uint l_410_ = (_e1069 * _e1070);
                                uint _e1072 = l_mut_67_;
                                uint l_411_ = (_e1072 + l_410_);
                                uint _e1074 = l_mut_258_;
                                uint l_412_ = (l_411_ + _e1074);
                                bool l_413_ = (l_412_ < l_13_);
                                if (l_409_) {
                                    local_4 = l_413_;
                                } else {
                                    local_4 = false;
                                }
                                bool l_414_ = local_4;
                                bool l_415_ = !(l_414_);
                                if (l_415_) {
                                    break;
                                }
                                uint64_t _e1082 = l_mut_408_;
                                uint64_t _e1083 = l_mut_212_;
                                uint64_t l_416_ = (_e1082 - _e1083);
                                l_mut_408_ = l_416_;
                                uint _e1085 = l_mut_304_;
                                l_mut_304_ = (_e1085 + 1u);
                            }
                        }
                    }
                    uint _e1088 = l_mut_304_;
                    uint _e1089 = l_mut_258_;
                    uint l_417_ = (_e1088 * _e1089);
                    uint _e1091 = l_mut_67_;
                    uint l_418_ = (_e1091 + l_417_);
                    uint _e1093 = l_mut_258_;
                    uint l_419_ = (l_418_ + _e1093);
                    bool l_420_ = (l_419_ >= l_13_);
                    if (l_420_) {
                        l_mut_382_ = 1u;
                    } else {
                        uint _e1097 = l_mut_304_;
                        uint64_t l_421_ = uint64_t(_e1097);
                        uint64_t _e1099 = l_mut_212_;
                        uint64_t l_422_ = (_e1099 * l_421_);
                        uint64_t _e1101 = l_mut_158_;
                        uint64_t l_423_ = (_e1101 - l_422_);
                        l_mut_284_ = l_423_;
                        uint _e1103 = l_mut_304_;
                        uint _e1104 = l_mut_258_;
                        uint l_424_ = (_e1103 * _e1104);
                        uint _e1106 = l_mut_67_;
                        uint l_425_ = (_e1106 + l_424_);
                        l_mut_271_ = l_425_;
                        uint64_t _e1108 = l_mut_212_;
                        uint64_t _e1109 = l_mut_284_;
                        uint64_t l_426_ = (_e1108 - _e1109);
                        l_mut_301_ = l_426_;
                        uint _e1111 = l_mut_258_;
                        uint _e1112 = l_mut_271_;
                        uint l_427_ = (_e1111 + _e1112);
                        l_mut_381_ = l_427_;
                    }
                }
            }
            uint64_t _e1114 = l_mut_301_;
            l_mut_212_ = _e1114;
            uint64_t _e1115 = l_mut_284_;
            l_mut_158_ = _e1115;
            uint _e1116 = l_mut_271_;
            l_mut_67_ = _e1116;
            uint _e1117 = l_mut_381_;
            l_mut_258_ = _e1117;
            uint64_t _e1118 = l_mut_105_;
            l_mut_127_ = _e1118;
            uint _e1119 = l_mut_382_;
            bool l_428_ = (_e1119 == 1u);
            l_mut_259_ = l_428_;
            uint _e1122 = l_mut_382_;
            bool l_429_ = (_e1122 == 0u);
            l_mut_262_ = l_429_;
        }
        bool _e1125 = l_mut_259_;
        bool l_430_ = !(_e1125);
        if (l_430_) {
            uint l_1308_ = asuint(info.Load(20+0));
            uint l_1309_ = (l_1308_ * 1u);
            uint l_1310_ = (l_1309_ - 1u);
            uint l_1311_ = min(0u, l_1310_);
            uint _e1140; buffer_5_global.InterlockedAdd(l_1311_*4, 1u, _e1140);
            uint l_433_ = naga_div(l_13_, 8u);
            l_mut_382_ = 0u;
            l_mut_381_ = 0u;
            l_mut_304_ = 0u;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2371 = l_mut_434_;
                    l_mut_434_ = (_e2371 + 1u);
                }
                loop_init = false;
                uint _e1148 = l_mut_434_;
                if ((_e1148 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1151 = l_mut_434_;
                    uint l_435_ = (_e1151 * l_433_);
                    bool l_436_ = (l_435_ < l_74_);
                    uint l_437_ = naga_div(l_13_, 8u);
                    uint _e1156 = l_mut_434_;
                    uint l_438_ = (_e1156 * l_437_);
                    uint l_439_ = (l_438_ + l_438_);
                    uint64_t l_440_ = (l_102_ >> uint(63uL));
                    bool l_441_ = (l_440_ == 1uL);
                    l_mut_408_ = l_102_;
                    if (l_441_) {
                        uint64_t l_443_ = (0uL - l_102_);
                        l_mut_408_ = l_443_;
                    }
                    uint64_t l_444_ = uint64_t(l_439_);
                    uint64_t _e1168 = l_mut_408_;
                    uint64_t l_445_ = (_e1168 & 4294967295uL);
                    uint64_t l_446_ = (l_445_ * l_444_);
                    uint64_t _e1172 = l_mut_408_;
                    uint64_t l_447_ = (_e1172 >> uint(32uL));
                    uint64_t l_448_ = (l_447_ * l_444_);
                    uint64_t l_449_ = (l_448_ << uint(32uL));
                    uint64_t l_450_ = (l_446_ + l_449_);
                    uint64_t l_451_ = (l_448_ >> uint(32uL));
                    bool l_452_ = (l_450_ < l_446_);
                    uint64_t l_453_ = uint64_t(l_452_);
                    uint64_t l_454_ = (l_451_ + l_453_);
                    l_mut_408_ = l_450_;
                    bool l_455_ = (l_24_ == 64u);
                    if (l_455_) {
                        l_mut_408_ = l_454_;
                    } else {
                        bool l_456_ = (l_24_ > 0u);
                        if (l_456_) {
                            uint l_457_ = (64u - l_24_);
                            uint64_t l_458_ = uint64_t(l_457_);
                            uint64_t l_459_ = (l_454_ << uint(l_458_));
                            uint64_t l_460_ = uint64_t(l_24_);
                            uint64_t l_461_ = (l_450_ >> uint(l_460_));
                            uint64_t l_462_ = (l_459_ | l_461_);
                            l_mut_408_ = l_462_;
                        }
                    }
                    uint64_t _e1205 = l_mut_408_;
                    l_mut_301_ = _e1205;
                    if (l_441_) {
                        uint64_t _e1207 = l_mut_301_;
                        uint64_t l_464_ = (0uL - _e1207);
                        l_mut_301_ = l_464_;
                    }
                    uint64_t _e1209 = l_mut_301_;
                    uint64_t l_465_ = (l_84_ + _e1209);
                    uint64_t l_466_ = uint64_t(l_438_);
                    uint64_t l_467_ = (l_84_ * l_466_);
                    uint64_t l_468_ = (l_93_ + l_467_);
                    l_mut_408_ = 0uL;
                    bool l_470_ = (l_438_ < 65536u);
                    if (l_470_) {
                        uint l_471_ = (l_438_ * l_438_);
                        uint64_t l_472_ = (l_102_ >> uint(63uL));
                        bool l_473_ = (l_472_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_473_) {
                            uint64_t l_475_ = (0uL - l_102_);
                            l_mut_301_ = l_475_;
                        }
                        uint64_t l_476_ = uint64_t(l_471_);
                        uint64_t _e1227 = l_mut_301_;
                        uint64_t l_477_ = (_e1227 & 4294967295uL);
                        uint64_t l_478_ = (l_477_ * l_476_);
                        uint64_t _e1231 = l_mut_301_;
                        uint64_t l_479_ = (_e1231 >> uint(32uL));
                        uint64_t l_480_ = (l_479_ * l_476_);
                        uint64_t l_481_ = (l_480_ << uint(32uL));
                        uint64_t l_482_ = (l_478_ + l_481_);
                        uint64_t l_483_ = (l_480_ >> uint(32uL));
                        bool l_484_ = (l_482_ < l_478_);
                        uint64_t l_485_ = uint64_t(l_484_);
                        uint64_t l_486_ = (l_483_ + l_485_);
                        l_mut_301_ = l_482_;
                        bool l_487_ = (l_24_ == 64u);
                        if (l_487_) {
                            l_mut_301_ = l_486_;
                        } else {
                            bool l_488_ = (l_24_ > 0u);
                            if (l_488_) {
                                uint l_489_ = (64u - l_24_);
                                uint64_t l_490_ = uint64_t(l_489_);
                                uint64_t l_491_ = (l_486_ << uint(l_490_));
                                uint64_t l_492_ = uint64_t(l_24_);
                                uint64_t l_493_ = (l_482_ >> uint(l_492_));
                                uint64_t l_494_ = (l_491_ | l_493_);
                                l_mut_301_ = l_494_;
                            }
                        }
                        uint64_t _e1264 = l_mut_301_;
                        l_mut_284_ = _e1264;
                        if (l_473_) {
                            uint64_t _e1266 = l_mut_284_;
                            uint64_t l_496_ = (0uL - _e1266);
                            l_mut_284_ = l_496_;
                        }
                        uint64_t _e1268 = l_mut_284_;
                        l_mut_408_ = _e1268;
                    } else {
                        uint64_t l_497_ = (l_102_ >> uint(63uL));
                        bool l_498_ = (l_497_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_498_) {
                            uint64_t l_500_ = (0uL - l_102_);
                            l_mut_301_ = l_500_;
                        }
                        uint64_t l_501_ = uint64_t(l_438_);
                        uint64_t _e1278 = l_mut_301_;
                        uint64_t l_502_ = (_e1278 & 4294967295uL);
                        uint64_t l_503_ = (l_502_ * l_501_);
                        uint64_t _e1282 = l_mut_301_;
                        uint64_t l_504_ = (_e1282 >> uint(32uL));
                        uint64_t l_505_ = (l_504_ * l_501_);
                        uint64_t l_506_ = (l_505_ << uint(32uL));
                        uint64_t l_507_ = (l_503_ + l_506_);
                        uint64_t l_508_ = (l_505_ >> uint(32uL));
                        bool l_509_ = (l_507_ < l_503_);
                        uint64_t l_510_ = uint64_t(l_509_);
                        uint64_t l_511_ = (l_508_ + l_510_);
                        l_mut_284_ = l_507_;
                        if (false) {
                            l_mut_284_ = l_511_;
                        } else {
                            if (false) {
                                uint64_t l_515_ = (l_511_ << uint(64uL));
                                uint64_t l_517_ = (l_507_ >> uint(0uL));
                                uint64_t l_518_ = (l_515_ | l_517_);
                                l_mut_284_ = l_518_;
                            }
                        }
                        uint64_t l_519_ = uint64_t(l_438_);
                        uint64_t _e1312 = l_mut_301_;
                        uint64_t l_520_ = (_e1312 & 4294967295uL);
                        uint64_t l_521_ = (l_520_ * l_519_);
                        uint64_t _e1316 = l_mut_301_;
                        uint64_t l_522_ = (_e1316 >> uint(32uL));
                        uint64_t l_523_ = (l_522_ * l_519_);
                        uint64_t l_524_ = (l_523_ << uint(32uL));
                        uint64_t l_525_ = (l_521_ + l_524_);
                        uint64_t l_526_ = (l_523_ >> uint(32uL));
                        bool l_527_ = (l_525_ < l_521_);
                        uint64_t l_528_ = uint64_t(l_527_);
                        uint64_t l_529_ = (l_526_ + l_528_);
                        l_mut_301_ = l_525_;
                        if (true) {
                            l_mut_301_ = l_529_;
                        } else {
                            if (true) {
                                uint64_t l_533_ = (l_529_ << uint(0uL));
                                uint64_t l_535_ = (l_525_ >> uint(64uL));
                                uint64_t l_536_ = (l_533_ | l_535_);
                                l_mut_301_ = l_536_;
                            }
                        }
                        uint64_t l_537_ = uint64_t(l_438_);
                        uint64_t _e1346 = l_mut_284_;
                        uint64_t l_538_ = (_e1346 & 4294967295uL);
                        uint64_t l_539_ = (l_538_ * l_537_);
                        uint64_t _e1350 = l_mut_284_;
                        uint64_t l_540_ = (_e1350 >> uint(32uL));
                        uint64_t l_541_ = (l_540_ * l_537_);
                        uint64_t l_542_ = (l_541_ << uint(32uL));
                        uint64_t l_543_ = (l_539_ + l_542_);
                        uint64_t l_544_ = (l_541_ >> uint(32uL));
                        bool l_545_ = (l_543_ < l_539_);
                        uint64_t l_546_ = uint64_t(l_545_);
                        uint64_t l_547_ = (l_544_ + l_546_);
                        l_mut_212_ = l_543_;
                        if (false) {
                            l_mut_212_ = l_547_;
                        } else {
                            if (false) {
                                uint64_t l_551_ = (l_547_ << uint(64uL));
                                uint64_t l_553_ = (l_543_ >> uint(0uL));
                                uint64_t l_554_ = (l_551_ | l_553_);
                                l_mut_212_ = l_554_;
                            }
                        }
                        uint64_t l_555_ = uint64_t(l_438_);
                        uint64_t _e1380 = l_mut_284_;
                        uint64_t l_556_ = (_e1380 & 4294967295uL);
                        uint64_t l_557_ = (l_556_ * l_555_);
                        uint64_t _e1384 = l_mut_284_;
                        uint64_t l_558_ = (_e1384 >> uint(32uL));
                        uint64_t l_559_ = (l_558_ * l_555_);
                        uint64_t l_560_ = (l_559_ << uint(32uL));
                        uint64_t l_561_ = (l_557_ + l_560_);
                        uint64_t l_562_ = (l_559_ >> uint(32uL));
                        bool l_563_ = (l_561_ < l_557_);
                        uint64_t l_564_ = uint64_t(l_563_);
                        uint64_t l_565_ = (l_562_ + l_564_);
                        l_mut_284_ = l_561_;
                        if (true) {
                            l_mut_284_ = l_565_;
                        } else {
                            if (true) {
                                uint64_t l_569_ = (l_565_ << uint(0uL));
                                uint64_t l_571_ = (l_561_ >> uint(64uL));
                                uint64_t l_572_ = (l_569_ | l_571_);
                                l_mut_284_ = l_572_;
                            }
                        }
                        uint64_t l_573_ = uint64_t(l_438_);
                        uint64_t _e1414 = l_mut_301_;
                        uint64_t l_574_ = (_e1414 * l_573_);
                        uint64_t _e1416 = l_mut_284_;
                        uint64_t l_575_ = (_e1416 + l_574_);
                        uint64_t _e1418 = l_mut_212_;
                        l_mut_408_ = _e1418;
                        bool l_576_ = (l_24_ == 64u);
                        if (l_576_) {
                            l_mut_408_ = l_575_;
                        } else {
                            bool l_577_ = (l_24_ > 0u);
                            if (l_577_) {
                                uint l_578_ = (64u - l_24_);
                                uint64_t l_579_ = uint64_t(l_578_);
                                uint64_t l_580_ = (l_575_ << uint(l_579_));
                                uint64_t l_581_ = uint64_t(l_24_);
                                uint64_t _e1430 = l_mut_212_;
                                uint64_t l_582_ = (_e1430 >> uint(l_581_));
                                uint64_t l_583_ = (l_580_ + l_582_);
                                l_mut_408_ = l_583_;
                            }
                        }
                        if (l_498_) {
                            uint64_t _e1436 = l_mut_408_;
                            uint64_t l_585_ = (0uL - _e1436);
                            l_mut_408_ = l_585_;
                        }
                    }
                    uint64_t _e1438 = l_mut_408_;
                    uint64_t l_586_ = (l_468_ + _e1438);
                    uint64_t l_587_ = (l_102_ >> uint(63uL));
                    bool l_588_ = (l_587_ == 1uL);
                    l_mut_408_ = l_102_;
                    if (l_588_) {
                        uint64_t l_590_ = (0uL - l_102_);
                        l_mut_408_ = l_590_;
                    }
                    uint64_t l_591_ = uint64_t(l_437_);
                    uint64_t _e1449 = l_mut_408_;
                    uint64_t l_592_ = (_e1449 & 4294967295uL);
                    uint64_t l_593_ = (l_592_ * l_591_);
                    uint64_t _e1453 = l_mut_408_;
                    uint64_t l_594_ = (_e1453 >> uint(32uL));
                    uint64_t l_595_ = (l_594_ * l_591_);
                    uint64_t l_596_ = (l_595_ << uint(32uL));
                    uint64_t l_597_ = (l_593_ + l_596_);
                    uint64_t l_598_ = (l_595_ >> uint(32uL));
                    bool l_599_ = (l_597_ < l_593_);
                    uint64_t l_600_ = uint64_t(l_599_);
                    uint64_t l_601_ = (l_598_ + l_600_);
                    l_mut_408_ = l_597_;
                    bool l_602_ = (l_24_ == 64u);
                    if (l_602_) {
                        l_mut_408_ = l_601_;
                    } else {
                        bool l_603_ = (l_24_ > 0u);
                        if (l_603_) {
                            uint l_604_ = (64u - l_24_);
                            uint64_t l_605_ = uint64_t(l_604_);
                            uint64_t l_606_ = (l_601_ << uint(l_605_));
                            uint64_t l_607_ = uint64_t(l_24_);
                            uint64_t l_608_ = (l_597_ >> uint(l_607_));
                            uint64_t l_609_ = (l_606_ | l_608_);
                            l_mut_408_ = l_609_;
                        }
                    }
                    uint64_t _e1486 = l_mut_408_;
                    l_mut_301_ = _e1486;
                    if (l_588_) {
                        uint64_t _e1488 = l_mut_301_;
                        uint64_t l_611_ = (0uL - _e1488);
                        l_mut_301_ = l_611_;
                    }
                    uint64_t _e1490 = l_mut_301_;
                    uint64_t l_612_ = (l_465_ + _e1490);
                    uint l_613_ = (l_24_ + 3u);
                    l_mut_408_ = 0uL;
                    bool l_615_ = (l_437_ < 65536u);
                    if (l_615_) {
                        uint l_616_ = (l_437_ * l_437_);
                        uint64_t l_617_ = (l_102_ >> uint(63uL));
                        bool l_618_ = (l_617_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_618_) {
                            uint64_t l_620_ = (0uL - l_102_);
                            l_mut_301_ = l_620_;
                        }
                        uint64_t l_621_ = uint64_t(l_616_);
                        uint64_t _e1507 = l_mut_301_;
                        uint64_t l_622_ = (_e1507 & 4294967295uL);
                        uint64_t l_623_ = (l_622_ * l_621_);
                        uint64_t _e1511 = l_mut_301_;
                        uint64_t l_624_ = (_e1511 >> uint(32uL));
                        uint64_t l_625_ = (l_624_ * l_621_);
                        uint64_t l_626_ = (l_625_ << uint(32uL));
                        uint64_t l_627_ = (l_623_ + l_626_);
                        uint64_t l_628_ = (l_625_ >> uint(32uL));
                        bool l_629_ = (l_627_ < l_623_);
                        uint64_t l_630_ = uint64_t(l_629_);
                        uint64_t l_631_ = (l_628_ + l_630_);
                        l_mut_301_ = l_627_;
                        bool l_632_ = (l_613_ == 64u);
                        if (l_632_) {
                            l_mut_301_ = l_631_;
                        } else {
                            bool l_633_ = (l_613_ > 0u);
                            if (l_633_) {
                                uint l_634_ = (64u - l_613_);
                                uint64_t l_635_ = uint64_t(l_634_);
                                uint64_t l_636_ = (l_631_ << uint(l_635_));
                                uint64_t l_637_ = uint64_t(l_613_);
                                uint64_t l_638_ = (l_627_ >> uint(l_637_));
                                uint64_t l_639_ = (l_636_ | l_638_);
                                l_mut_301_ = l_639_;
                            }
                        }
                        uint64_t _e1544 = l_mut_301_;
                        l_mut_284_ = _e1544;
                        if (l_618_) {
                            uint64_t _e1546 = l_mut_284_;
                            uint64_t l_641_ = (0uL - _e1546);
                            l_mut_284_ = l_641_;
                        }
                        uint64_t _e1548 = l_mut_284_;
                        l_mut_408_ = _e1548;
                    } else {
                        uint64_t l_642_ = (l_102_ >> uint(63uL));
                        bool l_643_ = (l_642_ == 1uL);
                        l_mut_301_ = l_102_;
                        if (l_643_) {
                            uint64_t l_645_ = (0uL - l_102_);
                            l_mut_301_ = l_645_;
                        }
                        uint64_t l_646_ = uint64_t(l_437_);
                        uint64_t _e1558 = l_mut_301_;
                        uint64_t l_647_ = (_e1558 & 4294967295uL);
                        uint64_t l_648_ = (l_647_ * l_646_);
                        uint64_t _e1562 = l_mut_301_;
                        uint64_t l_649_ = (_e1562 >> uint(32uL));
                        uint64_t l_650_ = (l_649_ * l_646_);
                        uint64_t l_651_ = (l_650_ << uint(32uL));
                        uint64_t l_652_ = (l_648_ + l_651_);
                        uint64_t l_653_ = (l_650_ >> uint(32uL));
                        bool l_654_ = (l_652_ < l_648_);
                        uint64_t l_655_ = uint64_t(l_654_);
                        uint64_t l_656_ = (l_653_ + l_655_);
                        l_mut_284_ = l_652_;
                        if (false) {
                            l_mut_284_ = l_656_;
                        } else {
                            if (false) {
                                uint64_t l_660_ = (l_656_ << uint(64uL));
                                uint64_t l_662_ = (l_652_ >> uint(0uL));
                                uint64_t l_663_ = (l_660_ | l_662_);
                                l_mut_284_ = l_663_;
                            }
                        }
                        uint64_t l_664_ = uint64_t(l_437_);
                        uint64_t _e1592 = l_mut_301_;
                        uint64_t l_665_ = (_e1592 & 4294967295uL);
                        uint64_t l_666_ = (l_665_ * l_664_);
                        uint64_t _e1596 = l_mut_301_;
                        uint64_t l_667_ = (_e1596 >> uint(32uL));
                        uint64_t l_668_ = (l_667_ * l_664_);
                        uint64_t l_669_ = (l_668_ << uint(32uL));
                        uint64_t l_670_ = (l_666_ + l_669_);
                        uint64_t l_671_ = (l_668_ >> uint(32uL));
                        bool l_672_ = (l_670_ < l_666_);
                        uint64_t l_673_ = uint64_t(l_672_);
                        uint64_t l_674_ = (l_671_ + l_673_);
                        l_mut_301_ = l_670_;
                        if (true) {
                            l_mut_301_ = l_674_;
                        } else {
                            if (true) {
                                uint64_t l_678_ = (l_674_ << uint(0uL));
                                uint64_t l_680_ = (l_670_ >> uint(64uL));
                                uint64_t l_681_ = (l_678_ | l_680_);
                                l_mut_301_ = l_681_;
                            }
                        }
                        uint64_t l_682_ = uint64_t(l_437_);
                        uint64_t _e1626 = l_mut_284_;
                        uint64_t l_683_ = (_e1626 & 4294967295uL);
                        uint64_t l_684_ = (l_683_ * l_682_);
                        uint64_t _e1630 = l_mut_284_;
                        uint64_t l_685_ = (_e1630 >> uint(32uL));
                        uint64_t l_686_ = (l_685_ * l_682_);
                        uint64_t l_687_ = (l_686_ << uint(32uL));
                        uint64_t l_688_ = (l_684_ + l_687_);
                        uint64_t l_689_ = (l_686_ >> uint(32uL));
                        bool l_690_ = (l_688_ < l_684_);
                        uint64_t l_691_ = uint64_t(l_690_);
                        uint64_t l_692_ = (l_689_ + l_691_);
                        l_mut_212_ = l_688_;
                        if (false) {
                            l_mut_212_ = l_692_;
                        } else {
                            if (false) {
                                uint64_t l_696_ = (l_692_ << uint(64uL));
                                uint64_t l_698_ = (l_688_ >> uint(0uL));
                                uint64_t l_699_ = (l_696_ | l_698_);
                                l_mut_212_ = l_699_;
                            }
                        }
                        uint64_t l_700_ = uint64_t(l_437_);
                        uint64_t _e1660 = l_mut_284_;
                        uint64_t l_701_ = (_e1660 & 4294967295uL);
                        uint64_t l_702_ = (l_701_ * l_700_);
                        uint64_t _e1664 = l_mut_284_;
                        uint64_t l_703_ = (_e1664 >> uint(32uL));
                        uint64_t l_704_ = (l_703_ * l_700_);
                        uint64_t l_705_ = (l_704_ << uint(32uL));
                        uint64_t l_706_ = (l_702_ + l_705_);
                        uint64_t l_707_ = (l_704_ >> uint(32uL));
                        bool l_708_ = (l_706_ < l_702_);
                        uint64_t l_709_ = uint64_t(l_708_);
                        uint64_t l_710_ = (l_707_ + l_709_);
                        l_mut_284_ = l_706_;
                        if (true) {
                            l_mut_284_ = l_710_;
                        } else {
                            if (true) {
                                uint64_t l_714_ = (l_710_ << uint(0uL));
                                uint64_t l_716_ = (l_706_ >> uint(64uL));
                                uint64_t l_717_ = (l_714_ | l_716_);
                                l_mut_284_ = l_717_;
                            }
                        }
                        uint64_t l_718_ = uint64_t(l_437_);
                        uint64_t _e1694 = l_mut_301_;
                        uint64_t l_719_ = (_e1694 * l_718_);
                        uint64_t _e1696 = l_mut_284_;
                        uint64_t l_720_ = (_e1696 + l_719_);
                        uint64_t _e1698 = l_mut_212_;
                        l_mut_408_ = _e1698;
                        bool l_721_ = (l_613_ == 64u);
                        if (l_721_) {
                            l_mut_408_ = l_720_;
                        } else {
                            bool l_722_ = (l_613_ > 0u);
                            if (l_722_) {
                                uint l_723_ = (64u - l_613_);
                                uint64_t l_724_ = uint64_t(l_723_);
                                uint64_t l_725_ = (l_720_ << uint(l_724_));
                                uint64_t l_726_ = uint64_t(l_613_);
                                uint64_t _e1710 = l_mut_212_;
                                uint64_t l_727_ = (_e1710 >> uint(l_726_));
                                uint64_t l_728_ = (l_725_ + l_727_);
                                l_mut_408_ = l_728_;
                            }
                        }
                        if (l_643_) {
                            uint64_t _e1716 = l_mut_408_;
                            uint64_t l_730_ = (0uL - _e1716);
                            l_mut_408_ = l_730_;
                        }
                    }
                    uint64_t _e1718 = l_mut_408_;
                    uint64_t l_731_ = (l_586_ - _e1718);
                    uint64_t l_732_ = (l_731_ + l_42_);
                    uint64_t l_734_ = (0uL - l_612_);
                    uint64_t l_735_ = (l_42_ + l_42_);
                    l_mut_408_ = l_734_;
                    uint64_t l_737_ = (0uL - l_734_);
                    l_mut_301_ = l_737_;
                    l_mut_284_ = l_732_;
                    l_mut_271_ = 1u;
                    l_mut_258_ = 1u;
                    l_mut_358_ = false;
                    uint64_t _e1729 = l_mut_284_;
                    bool l_738_ = (_e1729 < l_735_);
                    bool l_739_ = !(l_738_);
                    l_mut_350_ = l_739_;
                    bool l_740_ = (l_734_ == 0uL);
                    if (l_740_) {
                        bool _e1734 = l_mut_350_;
                        l_mut_358_ = _e1734;
                        l_mut_350_ = false;
                    }
                    bool _e1736 = l_mut_350_;
                    if (_e1736) {
                        uint64_t l_741_ = (l_734_ >> uint(63uL));
                        bool l_742_ = (l_741_ == 1uL);
                        l_mut_212_ = l_734_;
                        if (l_742_) {
                            uint64_t l_744_ = (0uL - l_734_);
                            l_mut_212_ = l_744_;
                        }
                        uint l_745_ = (l_437_ - 1u);
                        uint64_t l_746_ = uint64_t(l_745_);
                        uint64_t _e1748 = l_mut_212_;
                        uint64_t l_747_ = (_e1748 * l_746_);
                        l_mut_67_ = 0u;
                        uint l_748_ = (l_437_ - 1u);
                        uint64_t l_749_ = uint64_t(l_748_);
                        uint64_t _e1754 = l_mut_212_;
                        uint64_t l_750_ = (_e1754 & 4294967295uL);
                        uint64_t l_751_ = (l_750_ * l_749_);
                        uint64_t _e1758 = l_mut_212_;
                        uint64_t l_752_ = (_e1758 >> uint(32uL));
                        uint64_t l_753_ = (l_752_ * l_749_);
                        uint64_t l_754_ = (l_753_ << uint(32uL));
                        uint64_t l_755_ = (l_751_ + l_754_);
                        uint64_t l_756_ = (l_753_ >> uint(32uL));
                        bool l_757_ = (l_755_ < l_751_);
                        uint64_t l_758_ = uint64_t(l_757_);
                        uint64_t l_759_ = (l_756_ + l_758_);
                        l_mut_158_ = l_755_;
                        if (true) {
                            l_mut_158_ = l_759_;
                        } else {
                            if (true) {
                                uint64_t l_763_ = (l_759_ << uint(0uL));
                                uint64_t l_765_ = (l_755_ >> uint(64uL));
                                uint64_t l_766_ = (l_763_ | l_765_);
                                l_mut_158_ = l_766_;
                            }
                        }
                        uint64_t _e1787 = l_mut_158_;
                        bool l_767_ = (_e1787 == 0uL);
                        if (l_767_) {
                            l_mut_158_ = l_732_;
                            if (l_742_) {
                                uint64_t l_769_ = (0uL - l_732_);
                                bool l_770_ = (l_732_ == 0uL);
                                bool l_771_ = !(l_770_);
                                bool l_772_ = (l_747_ < l_769_);
                                bool l_773_ = !(l_772_);
                                if (l_771_) {
                                    local_5 = l_773_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_774_ = local_5;
                                if (l_774_) {
                                    uint l_775_ = (l_437_ - 1u);
                                    l_mut_127_ = l_769_;
                                    uint64_t _e1803 = l_mut_212_;
                                    bool l_776_ = (l_769_ < _e1803);
                                    bool l_777_ = !(l_776_);
                                    if (l_777_) {
                                        l_mut_778_ = 0u;
                                        uint64_t _e1807 = l_mut_212_;
                                        bool l_779_ = (_e1807 < l_769_);
                                        if (l_779_) {
                                            uint64_t l_780_ = (l_769_ - 1uL);
                                            uint64_t _e1811 = l_mut_212_;
                                            uint64_t l_781_ = naga_div(l_780_, _e1811);
                                            uint64_t l_782_ = uint64_t(l_775_);
                                            bool l_783_ = (l_781_ < l_782_);
                                            uint64_t l_784_ = uint64_t(l_775_);
                                            uint64_t l_785_ = (l_783_ ? l_781_ : l_784_);
                                            uint l_786_ = uint(l_785_);
                                            l_mut_778_ = l_786_;
                                        }
                                        uint _e1819 = l_mut_778_;
                                        uint64_t l_787_ = uint64_t(_e1819);
                                        uint64_t _e1821 = l_mut_212_;
                                        uint64_t l_788_ = (_e1821 * l_787_);
                                        uint64_t l_789_ = (l_769_ - l_788_);
                                        l_mut_127_ = l_789_;
                                        uint64_t _e1824 = l_mut_127_;
                                        uint64_t _e1825 = l_mut_212_;
                                        bool l_790_ = (_e1824 < _e1825);
                                        bool l_791_ = !(l_790_);
                                        if (l_791_) {
                                            uint64_t _e1828 = l_mut_127_;
                                            uint64_t _e1829 = l_mut_212_;
                                            uint64_t l_792_ = (_e1828 - _e1829);
                                            l_mut_127_ = l_792_;
                                        }
                                    }
                                    uint64_t _e1831 = l_mut_212_;
                                    uint64_t _e1832 = l_mut_127_;
                                    uint64_t l_793_ = (_e1831 - _e1832);
                                    l_mut_127_ = l_793_;
                                    uint64_t _e1834 = l_mut_212_;
                                    bool l_794_ = (l_793_ < _e1834);
                                    bool l_795_ = !(l_794_);
                                    if (l_795_) {
                                        uint64_t _e1837 = l_mut_212_;
                                        uint64_t l_796_ = (l_793_ - _e1837);
                                        l_mut_127_ = l_796_;
                                    }
                                    uint64_t _e1839 = l_mut_127_;
                                    uint64_t _e1840 = l_mut_158_;
                                    bool l_797_ = (_e1839 < _e1840);
                                    if (l_797_) {
                                        uint64_t _e1842 = l_mut_127_;
                                        l_mut_158_ = _e1842;
                                    }
                                }
                            } else {
                                uint64_t l_798_ = (l_732_ - l_747_);
                                l_mut_158_ = l_798_;
                                bool l_799_ = (l_732_ < l_747_);
                                if (l_799_) {
                                    uint l_800_ = (l_437_ - 1u);
                                    l_mut_127_ = l_732_;
                                    uint64_t _e1847 = l_mut_212_;
                                    bool l_801_ = (l_732_ < _e1847);
                                    bool l_802_ = !(l_801_);
                                    if (l_802_) {
                                        l_mut_778_ = 0u;
                                        uint64_t _e1851 = l_mut_212_;
                                        bool l_803_ = (_e1851 < l_732_);
                                        if (l_803_) {
                                            uint64_t l_804_ = (l_732_ - 1uL);
                                            uint64_t _e1855 = l_mut_212_;
                                            uint64_t l_805_ = naga_div(l_804_, _e1855);
                                            uint64_t l_806_ = uint64_t(l_800_);
                                            bool l_807_ = (l_805_ < l_806_);
                                            uint64_t l_808_ = uint64_t(l_800_);
                                            uint64_t l_809_ = (l_807_ ? l_805_ : l_808_);
                                            uint l_810_ = uint(l_809_);
                                            l_mut_778_ = l_810_;
                                        }
                                        uint _e1863 = l_mut_778_;
                                        uint64_t l_811_ = uint64_t(_e1863);
                                        uint64_t _e1865 = l_mut_212_;
                                        uint64_t l_812_ = (_e1865 * l_811_);
                                        uint64_t l_813_ = (l_732_ - l_812_);
                                        l_mut_127_ = l_813_;
                                        uint64_t _e1868 = l_mut_127_;
                                        uint64_t _e1869 = l_mut_212_;
                                        bool l_814_ = (_e1868 < _e1869);
                                        bool l_815_ = !(l_814_);
                                        if (l_815_) {
                                            uint64_t _e1872 = l_mut_127_;
                                            uint64_t _e1873 = l_mut_212_;
                                            uint64_t l_816_ = (_e1872 - _e1873);
                                            l_mut_127_ = l_816_;
                                        }
                                    }
                                    uint64_t _e1875 = l_mut_127_;
                                    uint64_t _e1876 = l_mut_158_;
                                    bool l_817_ = (_e1875 < _e1876);
                                    if (l_817_) {
                                        uint64_t _e1878 = l_mut_127_;
                                        l_mut_158_ = _e1878;
                                    }
                                }
                            }
                            uint64_t _e1879 = l_mut_158_;
                            bool l_818_ = (_e1879 < l_735_);
                            bool l_819_ = !(l_818_);
                            uint l_820_ = uint(l_819_);
                            uint l_821_ = (2u - l_820_);
                            l_mut_67_ = l_821_;
                        }
                        uint _e1885 = l_mut_67_;
                        bool l_822_ = (_e1885 > 0u);
                        if (l_822_) {
                            uint _e1888 = l_mut_67_;
                            bool l_823_ = (_e1888 == 1u);
                            l_mut_358_ = l_823_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        bool _e1893 = l_mut_350_;
                        bool l_824_ = !(_e1893);
                        if (l_824_) {
                            break;
                        }
                        uint64_t _e1895 = l_mut_408_;
                        l_mut_212_ = _e1895;
                        bool _e1896 = l_mut_262_;
                        if (_e1896) {
                            uint64_t _e1897 = l_mut_301_;
                            l_mut_212_ = _e1897;
                        }
                        uint64_t _e1898 = l_mut_284_;
                        uint64_t _e1899 = l_mut_212_;
                        bool l_825_ = (_e1898 < _e1899);
                        bool l_826_ = !(l_825_);
                        bool _e1902 = l_mut_262_;
                        bool l_827_ = (l_826_ != _e1902);
                        if (l_827_) {
                            uint64_t _e1904 = l_mut_408_;
                            l_mut_212_ = _e1904;
                            uint64_t _e1905 = l_mut_301_;
                            l_mut_408_ = _e1905;
                            uint64_t _e1906 = l_mut_212_;
                            l_mut_301_ = _e1906;
                            uint _e1907 = l_mut_271_;
                            l_mut_778_ = _e1907;
                            uint _e1908 = l_mut_258_;
                            l_mut_271_ = _e1908;
                            uint _e1909 = l_mut_778_;
                            l_mut_258_ = _e1909;
                            l_mut_262_ = l_826_;
                        }
                        uint64_t _e1910 = l_mut_408_;
                        uint64_t _e1911 = l_mut_284_;
                        uint64_t l_828_ = (_e1910 - _e1911);
                        l_mut_212_ = l_828_;
                        bool _e1913 = l_mut_262_;
                        if (_e1913) {
                            uint64_t _e1914 = l_mut_284_;
                            uint64_t l_829_ = (_e1914 - l_735_);
                            l_mut_212_ = l_829_;
                        }
                        uint64_t _e1916 = l_mut_408_;
                        l_mut_158_ = _e1916;
                        uint64_t _e1917 = l_mut_212_;
                        uint64_t _e1918 = l_mut_408_;
                        bool l_830_ = (_e1917 < _e1918);
                        if (l_830_) {
                            uint64_t _e1920 = l_mut_212_;
                            l_mut_158_ = _e1920;
                        }
                        l_mut_259_ = false;
                        uint64_t _e1923 = l_mut_158_;
                        uint64_t l_832_ = (_e1923 >> uint(3uL));
                        uint64_t _e1927 = l_mut_301_;
                        bool l_833_ = (l_832_ < _e1927);
                        bool l_834_ = !(l_833_);
                        l_mut_259_ = l_834_;
                        l_mut_778_ = 0u;
                        uint64_t _e1931 = l_mut_301_;
                        bool l_835_ = (_e1931 == 0uL);
                        bool l_836_ = !(l_835_);
                        bool _e1935 = l_mut_259_;
                        if (_e1935) {
                            local_6 = l_836_;
                        } else {
                            local_6 = false;
                        }
                        bool l_837_ = local_6;
                        uint64_t _e1940 = l_mut_301_;
                        uint64_t _e1941 = l_mut_158_;
                        bool l_838_ = (_e1940 < _e1941);
                        if (l_837_) {
                            local_7 = l_838_;
                        } else {
                            local_7 = false;
                        }
                        bool l_839_ = local_7;
                        uint _e1947 = l_mut_271_;
                        uint _e1948 = l_mut_258_;
                        uint l_840_ = (_e1947 + _e1948);
                        bool l_841_ = (l_840_ < l_437_);
                        if (l_839_) {
                            local_8 = l_841_;
                        } else {
                            local_8 = false;
                        }
                        bool l_842_ = local_8;
                        if (l_842_) {
                            uint _e1955 = l_mut_271_;
                            uint l_843_ = (l_437_ - _e1955);
                            uint _e1957 = l_mut_258_;
                            uint l_844_ = (l_843_ - _e1957);
                            uint _e1959 = l_mut_271_;
                            uint l_845_ = naga_div(l_844_, _e1959);
                            uint64_t _e1961 = l_mut_158_;
                            uint64_t l_846_ = (_e1961 - 1uL);
                            uint64_t _e1964 = l_mut_301_;
                            uint64_t l_847_ = naga_div(l_846_, _e1964);
                            uint64_t l_848_ = uint64_t(l_845_);
                            bool l_849_ = (l_847_ < l_848_);
                            uint64_t l_850_ = uint64_t(l_845_);
                            uint64_t l_851_ = (l_849_ ? l_847_ : l_850_);
                            uint l_852_ = uint(l_851_);
                            l_mut_778_ = l_852_;
                        }
                        uint64_t _e1972 = l_mut_408_;
                        l_mut_212_ = _e1972;
                        uint64_t _e1973 = l_mut_301_;
                        l_mut_158_ = _e1973;
                        uint _e1974 = l_mut_271_;
                        l_mut_67_ = _e1974;
                        uint _e1975 = l_mut_258_;
                        l_mut_853_ = _e1975;
                        uint64_t _e1976 = l_mut_284_;
                        l_mut_127_ = _e1976;
                        l_mut_854_ = 0u;
                        uint _e1978 = l_mut_778_;
                        bool l_855_ = (_e1978 > 0u);
                        if (l_855_) {
                            uint _e1981 = l_mut_778_;
                            uint64_t l_856_ = uint64_t(_e1981);
                            uint64_t _e1983 = l_mut_301_;
                            uint64_t l_857_ = (_e1983 * l_856_);
                            bool _e1985 = l_mut_262_;
                            if (_e1985) {
                                uint64_t _e1986 = l_mut_284_;
                                uint64_t l_858_ = (_e1986 - l_857_);
                                l_mut_127_ = l_858_;
                            }
                            uint64_t _e1988 = l_mut_408_;
                            uint64_t l_859_ = (_e1988 - l_857_);
                            l_mut_212_ = l_859_;
                            uint _e1990 = l_mut_778_;
                            uint _e1991 = l_mut_271_;
                            uint l_860_ = (_e1990 * _e1991);
                            uint _e1993 = l_mut_258_;
                            uint l_861_ = (_e1993 + l_860_);
                            l_mut_853_ = l_861_;
                        } else {
                            bool _e1995 = l_mut_262_;
                            if (_e1995) {
                                uint64_t _e1996 = l_mut_284_;
                                uint64_t _e1997 = l_mut_301_;
                                uint64_t l_862_ = (_e1996 - _e1997);
                                l_mut_127_ = l_862_;
                                uint64_t _e1999 = l_mut_127_;
                                bool l_863_ = (_e1999 < l_735_);
                                if (l_863_) {
                                    l_mut_854_ = 2u;
                                }
                            }
                            uint _e2002 = l_mut_854_;
                            bool l_864_ = (_e2002 == 0u);
                            if (l_864_) {
                                uint _e2005 = l_mut_271_;
                                uint l_865_ = (l_437_ - _e2005);
                                uint _e2007 = l_mut_258_;
                                uint l_866_ = naga_div(l_865_, _e2007);
                                l_mut_778_ = 0u;
                                l_mut_259_ = false;
                                uint64_t _e2012 = l_mut_301_;
                                uint64_t l_868_ = (_e2012 >> uint(3uL));
                                uint64_t _e2016 = l_mut_408_;
                                bool l_869_ = (l_868_ < _e2016);
                                bool l_870_ = !(l_869_);
                                l_mut_259_ = l_870_;
                                uint64_t _e2019 = l_mut_408_;
                                bool l_871_ = (_e2019 == 0uL);
                                if (l_871_) {
                                    l_mut_778_ = l_866_;
                                } else {
                                    bool _e2022 = l_mut_259_;
                                    if (_e2022) {
                                        uint64_t _e2023 = l_mut_408_;
                                        uint64_t _e2024 = l_mut_301_;
                                        bool l_872_ = (_e2023 < _e2024);
                                        if (l_872_) {
                                            uint64_t _e2026 = l_mut_301_;
                                            uint64_t l_873_ = (_e2026 - 1uL);
                                            uint64_t _e2029 = l_mut_408_;
                                            uint64_t l_874_ = naga_div(l_873_, _e2029);
                                            uint64_t l_875_ = uint64_t(l_866_);
                                            bool l_876_ = (l_874_ < l_875_);
                                            uint64_t l_877_ = uint64_t(l_866_);
                                            uint64_t l_878_ = (l_876_ ? l_874_ : l_877_);
                                            uint l_879_ = uint(l_878_);
                                            l_mut_778_ = l_879_;
                                        }
                                    } else {
                                        uint64_t _e2037 = l_mut_301_;
                                        l_mut_105_ = _e2037;
                                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                            uint64_t _e2038 = l_mut_408_;
                                            uint64_t _e2039 = l_mut_105_;
                                            bool l_880_ = (_e2038 < _e2039);
                                            uint _e2041 = l_mut_778_;
                                            uint _e2042 = l_mut_258_;
                                            uint l_881_ = (_e2041 * _e2042);
                                            uint _e2044 = l_mut_271_;
                                            uint l_882_ = (_e2044 + l_881_);
                                            uint _e2046 = l_mut_258_;
                                            uint l_883_ = (l_882_ + _e2046);
                                            bool l_884_ = (l_883_ < l_437_);
                                            if (l_880_) {
                                                local_9 = l_884_;
                                            } else {
                                                local_9 = false;
                                            }
                                            bool l_885_ = local_9;
                                            bool l_886_ = !(l_885_);
                                            if (l_886_) {
                                                break;
                                            }
                                            uint64_t _e2054 = l_mut_105_;
                                            uint64_t _e2055 = l_mut_408_;
                                            uint64_t l_887_ = (_e2054 - _e2055);
                                            l_mut_105_ = l_887_;
                                            uint _e2057 = l_mut_778_;
                                            l_mut_778_ = (_e2057 + 1u);
                                        }
                                    }
                                }
                                uint _e2060 = l_mut_778_;
                                uint _e2061 = l_mut_258_;
                                uint l_888_ = (_e2060 * _e2061);
                                uint _e2063 = l_mut_271_;
                                uint l_889_ = (_e2063 + l_888_);
                                uint _e2065 = l_mut_258_;
                                uint l_890_ = (l_889_ + _e2065);
                                bool l_891_ = (l_890_ >= l_437_);
                                if (l_891_) {
                                    l_mut_854_ = 1u;
                                } else {
                                    uint _e2069 = l_mut_778_;
                                    uint64_t l_892_ = uint64_t(_e2069);
                                    uint64_t _e2071 = l_mut_408_;
                                    uint64_t l_893_ = (_e2071 * l_892_);
                                    uint64_t _e2073 = l_mut_301_;
                                    uint64_t l_894_ = (_e2073 - l_893_);
                                    l_mut_158_ = l_894_;
                                    uint _e2075 = l_mut_778_;
                                    uint _e2076 = l_mut_258_;
                                    uint l_895_ = (_e2075 * _e2076);
                                    uint _e2078 = l_mut_271_;
                                    uint l_896_ = (_e2078 + l_895_);
                                    l_mut_67_ = l_896_;
                                    uint64_t _e2080 = l_mut_408_;
                                    uint64_t _e2081 = l_mut_158_;
                                    uint64_t l_897_ = (_e2080 - _e2081);
                                    l_mut_212_ = l_897_;
                                    uint _e2083 = l_mut_258_;
                                    uint _e2084 = l_mut_67_;
                                    uint l_898_ = (_e2083 + _e2084);
                                    l_mut_853_ = l_898_;
                                }
                            }
                        }
                        uint64_t _e2086 = l_mut_212_;
                        l_mut_408_ = _e2086;
                        uint64_t _e2087 = l_mut_158_;
                        l_mut_301_ = _e2087;
                        uint _e2088 = l_mut_67_;
                        l_mut_271_ = _e2088;
                        uint _e2089 = l_mut_853_;
                        l_mut_258_ = _e2089;
                        uint64_t _e2090 = l_mut_127_;
                        l_mut_284_ = _e2090;
                        uint _e2091 = l_mut_854_;
                        bool l_899_ = (_e2091 == 1u);
                        l_mut_358_ = l_899_;
                        uint _e2094 = l_mut_854_;
                        bool l_900_ = (_e2094 == 0u);
                        l_mut_350_ = l_900_;
                    }
                    bool _e2097 = l_mut_358_;
                    bool l_901_ = !(_e2097);
                    if (l_436_) {
                        local_10 = l_901_;
                    } else {
                        local_10 = false;
                    }
                    bool l_902_ = local_10;
                    if (l_902_) {
                        uint _e2104 = l_mut_434_;
                        uint l_903_ = (1u << _e2104);
                        uint _e2106 = l_mut_382_;
                        l_mut_382_ = (_e2106 | l_903_);
                        uint _e2108 = l_mut_381_;
                        l_mut_381_ = (_e2108 + 1u);
                        uint l_904_ = (l_435_ + l_433_);
                        uint l_905_ = min(l_904_, l_74_);
                        l_mut_854_ = 0u;
                        l_mut_906_ = l_435_;
                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2365 = l_mut_906_;
                                l_mut_906_ = (_e2365 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2115 = l_mut_906_;
                            if ((_e2115 < l_905_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2117 = l_mut_906_;
                                uint64_t l_907_ = uint64_t(_e2117);
                                uint64_t l_908_ = (l_84_ * l_907_);
                                uint64_t l_909_ = (l_93_ + l_908_);
                                l_mut_408_ = 0uL;
                                uint _e2122 = l_mut_906_;
                                bool l_911_ = (_e2122 < 65536u);
                                if (l_911_) {
                                    uint _e2125 = l_mut_906_;
                                    uint _e2126 = l_mut_906_;
                                    uint l_912_ = (_e2125 * _e2126);
                                    uint64_t l_913_ = (l_102_ >> uint(63uL));
                                    bool l_914_ = (l_913_ == 1uL);
                                    l_mut_301_ = l_102_;
                                    if (l_914_) {
                                        uint64_t l_916_ = (0uL - l_102_);
                                        l_mut_301_ = l_916_;
                                    }
                                    uint64_t l_917_ = uint64_t(l_912_);
                                    uint64_t _e2137 = l_mut_301_;
                                    uint64_t l_918_ = (_e2137 & 4294967295uL);
                                    uint64_t l_919_ = (l_918_ * l_917_);
                                    uint64_t _e2141 = l_mut_301_;
                                    uint64_t l_920_ = (_e2141 >> uint(32uL));
                                    uint64_t l_921_ = (l_920_ * l_917_);
                                    uint64_t l_922_ = (l_921_ << uint(32uL));
                                    uint64_t l_923_ = (l_919_ + l_922_);
                                    uint64_t l_924_ = (l_921_ >> uint(32uL));
                                    bool l_925_ = (l_923_ < l_919_);
                                    uint64_t l_926_ = uint64_t(l_925_);
                                    uint64_t l_927_ = (l_924_ + l_926_);
                                    l_mut_301_ = l_923_;
                                    bool l_928_ = (l_24_ == 64u);
                                    if (l_928_) {
                                        l_mut_301_ = l_927_;
                                    } else {
                                        bool l_929_ = (l_24_ > 0u);
                                        if (l_929_) {
                                            uint l_930_ = (64u - l_24_);
                                            uint64_t l_931_ = uint64_t(l_930_);
                                            uint64_t l_932_ = (l_927_ << uint(l_931_));
                                            uint64_t l_933_ = uint64_t(l_24_);
                                            uint64_t l_934_ = (l_923_ >> uint(l_933_));
                                            uint64_t l_935_ = (l_932_ | l_934_);
                                            l_mut_301_ = l_935_;
                                        }
                                    }
                                    uint64_t _e2174 = l_mut_301_;
                                    l_mut_284_ = _e2174;
                                    if (l_914_) {
                                        uint64_t _e2176 = l_mut_284_;
                                        uint64_t l_937_ = (0uL - _e2176);
                                        l_mut_284_ = l_937_;
                                    }
                                    uint64_t _e2178 = l_mut_284_;
                                    l_mut_408_ = _e2178;
                                } else {
                                    uint64_t l_938_ = (l_102_ >> uint(63uL));
                                    bool l_939_ = (l_938_ == 1uL);
                                    l_mut_301_ = l_102_;
                                    if (l_939_) {
                                        uint64_t l_941_ = (0uL - l_102_);
                                        l_mut_301_ = l_941_;
                                    }
                                    uint _e2187 = l_mut_906_;
                                    uint64_t l_942_ = uint64_t(_e2187);
                                    uint64_t _e2189 = l_mut_301_;
                                    uint64_t l_943_ = (_e2189 & 4294967295uL);
                                    uint64_t l_944_ = (l_943_ * l_942_);
                                    uint64_t _e2193 = l_mut_301_;
                                    uint64_t l_945_ = (_e2193 >> uint(32uL));
                                    uint64_t l_946_ = (l_945_ * l_942_);
                                    uint64_t l_947_ = (l_946_ << uint(32uL));
                                    uint64_t l_948_ = (l_944_ + l_947_);
                                    uint64_t l_949_ = (l_946_ >> uint(32uL));
                                    bool l_950_ = (l_948_ < l_944_);
                                    uint64_t l_951_ = uint64_t(l_950_);
                                    uint64_t l_952_ = (l_949_ + l_951_);
                                    l_mut_284_ = l_948_;
                                    if (false) {
                                        l_mut_284_ = l_952_;
                                    } else {
                                        if (false) {
                                            uint64_t l_956_ = (l_952_ << uint(64uL));
                                            uint64_t l_958_ = (l_948_ >> uint(0uL));
                                            uint64_t l_959_ = (l_956_ | l_958_);
                                            l_mut_284_ = l_959_;
                                        }
                                    }
                                    uint _e2222 = l_mut_906_;
                                    uint64_t l_960_ = uint64_t(_e2222);
                                    uint64_t _e2224 = l_mut_301_;
                                    uint64_t l_961_ = (_e2224 & 4294967295uL);
                                    uint64_t l_962_ = (l_961_ * l_960_);
                                    uint64_t _e2228 = l_mut_301_;
                                    uint64_t l_963_ = (_e2228 >> uint(32uL));
                                    uint64_t l_964_ = (l_963_ * l_960_);
                                    uint64_t l_965_ = (l_964_ << uint(32uL));
                                    uint64_t l_966_ = (l_962_ + l_965_);
                                    uint64_t l_967_ = (l_964_ >> uint(32uL));
                                    bool l_968_ = (l_966_ < l_962_);
                                    uint64_t l_969_ = uint64_t(l_968_);
                                    uint64_t l_970_ = (l_967_ + l_969_);
                                    l_mut_301_ = l_966_;
                                    if (true) {
                                        l_mut_301_ = l_970_;
                                    } else {
                                        if (true) {
                                            uint64_t l_974_ = (l_970_ << uint(0uL));
                                            uint64_t l_976_ = (l_966_ >> uint(64uL));
                                            uint64_t l_977_ = (l_974_ | l_976_);
                                            l_mut_301_ = l_977_;
                                        }
                                    }
                                    uint _e2257 = l_mut_906_;
                                    uint64_t l_978_ = uint64_t(_e2257);
                                    uint64_t _e2259 = l_mut_284_;
                                    uint64_t l_979_ = (_e2259 & 4294967295uL);
                                    uint64_t l_980_ = (l_979_ * l_978_);
                                    uint64_t _e2263 = l_mut_284_;
                                    uint64_t l_981_ = (_e2263 >> uint(32uL));
                                    uint64_t l_982_ = (l_981_ * l_978_);
                                    uint64_t l_983_ = (l_982_ << uint(32uL));
                                    uint64_t l_984_ = (l_980_ + l_983_);
                                    uint64_t l_985_ = (l_982_ >> uint(32uL));
                                    bool l_986_ = (l_984_ < l_980_);
                                    uint64_t l_987_ = uint64_t(l_986_);
                                    uint64_t l_988_ = (l_985_ + l_987_);
                                    l_mut_212_ = l_984_;
                                    if (false) {
                                        l_mut_212_ = l_988_;
                                    } else {
                                        if (false) {
                                            uint64_t l_992_ = (l_988_ << uint(64uL));
                                            uint64_t l_994_ = (l_984_ >> uint(0uL));
                                            uint64_t l_995_ = (l_992_ | l_994_);
                                            l_mut_212_ = l_995_;
                                        }
                                    }
                                    uint _e2292 = l_mut_906_;
                                    uint64_t l_996_ = uint64_t(_e2292);
                                    uint64_t _e2294 = l_mut_284_;
                                    uint64_t l_997_ = (_e2294 & 4294967295uL);
                                    uint64_t l_998_ = (l_997_ * l_996_);
                                    uint64_t _e2298 = l_mut_284_;
                                    uint64_t l_999_ = (_e2298 >> uint(32uL));
                                    uint64_t l_1000_ = (l_999_ * l_996_);
                                    uint64_t l_1001_ = (l_1000_ << uint(32uL));
                                    uint64_t l_1002_ = (l_998_ + l_1001_);
                                    uint64_t l_1003_ = (l_1000_ >> uint(32uL));
                                    bool l_1004_ = (l_1002_ < l_998_);
                                    uint64_t l_1005_ = uint64_t(l_1004_);
                                    uint64_t l_1006_ = (l_1003_ + l_1005_);
                                    l_mut_284_ = l_1002_;
                                    if (true) {
                                        l_mut_284_ = l_1006_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1010_ = (l_1006_ << uint(0uL));
                                            uint64_t l_1012_ = (l_1002_ >> uint(64uL));
                                            uint64_t l_1013_ = (l_1010_ | l_1012_);
                                            l_mut_284_ = l_1013_;
                                        }
                                    }
                                    uint _e2327 = l_mut_906_;
                                    uint64_t l_1014_ = uint64_t(_e2327);
                                    uint64_t _e2329 = l_mut_301_;
                                    uint64_t l_1015_ = (_e2329 * l_1014_);
                                    uint64_t _e2331 = l_mut_284_;
                                    uint64_t l_1016_ = (_e2331 + l_1015_);
                                    uint64_t _e2333 = l_mut_212_;
                                    l_mut_408_ = _e2333;
                                    bool l_1017_ = (l_24_ == 64u);
                                    if (l_1017_) {
                                        l_mut_408_ = l_1016_;
                                    } else {
                                        bool l_1018_ = (l_24_ > 0u);
                                        if (l_1018_) {
                                            uint l_1019_ = (64u - l_24_);
                                            uint64_t l_1020_ = uint64_t(l_1019_);
                                            uint64_t l_1021_ = (l_1016_ << uint(l_1020_));
                                            uint64_t l_1022_ = uint64_t(l_24_);
                                            uint64_t _e2345 = l_mut_212_;
                                            uint64_t l_1023_ = (_e2345 >> uint(l_1022_));
                                            uint64_t l_1024_ = (l_1021_ + l_1023_);
                                            l_mut_408_ = l_1024_;
                                        }
                                    }
                                    if (l_939_) {
                                        uint64_t _e2351 = l_mut_408_;
                                        uint64_t l_1026_ = (0uL - _e2351);
                                        l_mut_408_ = l_1026_;
                                    }
                                }
                                uint64_t _e2353 = l_mut_408_;
                                uint64_t l_1027_ = (l_909_ + _e2353);
                                uint64_t l_1029_ = (0uL - l_1027_);
                                l_mut_408_ = l_1029_;
                                uint64_t _e2357 = l_mut_408_;
                                bool l_1030_ = (l_1027_ < _e2357);
                                if (l_1030_) {
                                    l_mut_408_ = l_1027_;
                                }
                                uint64_t _e2359 = l_mut_408_;
                                bool l_1031_ = (_e2359 < l_51_);
                                uint l_1032_ = uint(l_1031_);
                                uint _e2362 = l_mut_854_;
                                l_mut_854_ = (_e2362 + l_1032_);
                            }
                        }
                        uint _e2367 = l_mut_304_;
                        uint _e2368 = l_mut_854_;
                        l_mut_304_ = (_e2367 + _e2368);
                    }
                }
            }
            uint _e2373 = l_mut_381_;
            bool l_1033_ = (_e2373 > 0u);
            if (l_1033_) {
                uint l_1313_ = asuint(info.Load(20+0));
                uint l_1314_ = (l_1313_ * 1u);
                uint l_1315_ = (l_1314_ - 1u);
                uint l_1316_ = min(1u, l_1315_);
                uint _e2388 = l_mut_381_;
                uint _e2389; buffer_5_global.InterlockedAdd(l_1316_*4, _e2388, _e2389);
            }
            uint _e2390 = l_mut_304_;
            bool l_1036_ = (_e2390 > 0u);
            if (l_1036_) {
                uint l_1318_ = asuint(info.Load(20+0));
                uint l_1319_ = (l_1318_ * 1u);
                uint l_1320_ = (l_1319_ - 1u);
                uint l_1321_ = min(2u, l_1320_);
                uint _e2405 = l_mut_304_;
                uint _e2406; buffer_5_global.InterlockedAdd(l_1321_*4, _e2405, _e2406);
                l_mut_854_ = _e2406;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2710 = l_mut_1039_;
                        l_mut_1039_ = (_e2710 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2409 = l_mut_1039_;
                    if ((_e2409 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2412 = l_mut_382_;
                        uint _e2413 = l_mut_1039_;
                        uint l_1040_ = (_e2412 >> _e2413);
                        uint l_1041_ = (l_1040_ & 1u);
                        bool l_1042_ = (l_1041_ == 1u);
                        if (l_1042_) {
                            uint _e2419 = l_mut_1039_;
                            uint l_1043_ = (_e2419 * l_433_);
                            uint l_1044_ = (l_1043_ + l_433_);
                            uint l_1045_ = min(l_1044_, l_74_);
                            uint _e2423 = l_mut_854_;
                            l_mut_853_ = _e2423;
                            l_mut_1046_ = l_1043_;
                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2706 = l_mut_1046_;
                                    l_mut_1046_ = (_e2706 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2425 = l_mut_1046_;
                                if ((_e2425 < l_1045_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2427 = l_mut_1046_;
                                    uint64_t l_1047_ = uint64_t(_e2427);
                                    uint64_t l_1048_ = (l_84_ * l_1047_);
                                    uint64_t l_1049_ = (l_93_ + l_1048_);
                                    l_mut_408_ = 0uL;
                                    uint _e2432 = l_mut_1046_;
                                    bool l_1051_ = (_e2432 < 65536u);
                                    if (l_1051_) {
                                        uint _e2435 = l_mut_1046_;
                                        uint _e2436 = l_mut_1046_;
                                        uint l_1052_ = (_e2435 * _e2436);
                                        uint64_t l_1053_ = (l_102_ >> uint(63uL));
                                        bool l_1054_ = (l_1053_ == 1uL);
                                        l_mut_301_ = l_102_;
                                        if (l_1054_) {
                                            uint64_t l_1056_ = (0uL - l_102_);
                                            l_mut_301_ = l_1056_;
                                        }
                                        uint64_t l_1057_ = uint64_t(l_1052_);
                                        uint64_t _e2447 = l_mut_301_;
                                        uint64_t l_1058_ = (_e2447 & 4294967295uL);
                                        uint64_t l_1059_ = (l_1058_ * l_1057_);
                                        uint64_t _e2451 = l_mut_301_;
                                        uint64_t l_1060_ = (_e2451 >> uint(32uL));
                                        uint64_t l_1061_ = (l_1060_ * l_1057_);
                                        uint64_t l_1062_ = (l_1061_ << uint(32uL));
                                        uint64_t l_1063_ = (l_1059_ + l_1062_);
                                        uint64_t l_1064_ = (l_1061_ >> uint(32uL));
                                        bool l_1065_ = (l_1063_ < l_1059_);
                                        uint64_t l_1066_ = uint64_t(l_1065_);
                                        uint64_t l_1067_ = (l_1064_ + l_1066_);
                                        l_mut_301_ = l_1063_;
                                        bool l_1068_ = (l_24_ == 64u);
                                        if (l_1068_) {
                                            l_mut_301_ = l_1067_;
                                        } else {
                                            bool l_1069_ = (l_24_ > 0u);
                                            if (l_1069_) {
                                                uint l_1070_ = (64u - l_24_);
                                                uint64_t l_1071_ = uint64_t(l_1070_);
                                                uint64_t l_1072_ = (l_1067_ << uint(l_1071_));
                                                uint64_t l_1073_ = uint64_t(l_24_);
                                                uint64_t l_1074_ = (l_1063_ >> uint(l_1073_));
                                                uint64_t l_1075_ = (l_1072_ | l_1074_);
                                                l_mut_301_ = l_1075_;
                                            }
                                        }
                                        uint64_t _e2484 = l_mut_301_;
                                        l_mut_284_ = _e2484;
                                        if (l_1054_) {
                                            uint64_t _e2486 = l_mut_284_;
                                            uint64_t l_1077_ = (0uL - _e2486);
                                            l_mut_284_ = l_1077_;
                                        }
                                        uint64_t _e2488 = l_mut_284_;
                                        l_mut_408_ = _e2488;
                                    } else {
                                        uint64_t l_1078_ = (l_102_ >> uint(63uL));
                                        bool l_1079_ = (l_1078_ == 1uL);
                                        l_mut_301_ = l_102_;
                                        if (l_1079_) {
                                            uint64_t l_1081_ = (0uL - l_102_);
                                            l_mut_301_ = l_1081_;
                                        }
                                        uint _e2497 = l_mut_1046_;
                                        uint64_t l_1082_ = uint64_t(_e2497);
                                        uint64_t _e2499 = l_mut_301_;
                                        uint64_t l_1083_ = (_e2499 & 4294967295uL);
                                        uint64_t l_1084_ = (l_1083_ * l_1082_);
                                        uint64_t _e2503 = l_mut_301_;
                                        uint64_t l_1085_ = (_e2503 >> uint(32uL));
                                        uint64_t l_1086_ = (l_1085_ * l_1082_);
                                        uint64_t l_1087_ = (l_1086_ << uint(32uL));
                                        uint64_t l_1088_ = (l_1084_ + l_1087_);
                                        uint64_t l_1089_ = (l_1086_ >> uint(32uL));
                                        bool l_1090_ = (l_1088_ < l_1084_);
                                        uint64_t l_1091_ = uint64_t(l_1090_);
                                        uint64_t l_1092_ = (l_1089_ + l_1091_);
                                        l_mut_284_ = l_1088_;
                                        if (false) {
                                            l_mut_284_ = l_1092_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1096_ = (l_1092_ << uint(64uL));
                                                uint64_t l_1098_ = (l_1088_ >> uint(0uL));
                                                uint64_t l_1099_ = (l_1096_ | l_1098_);
                                                l_mut_284_ = l_1099_;
                                            }
                                        }
                                        uint _e2532 = l_mut_1046_;
                                        uint64_t l_1100_ = uint64_t(_e2532);
                                        uint64_t _e2534 = l_mut_301_;
                                        uint64_t l_1101_ = (_e2534 & 4294967295uL);
                                        uint64_t l_1102_ = (l_1101_ * l_1100_);
                                        uint64_t _e2538 = l_mut_301_;
                                        uint64_t l_1103_ = (_e2538 >> uint(32uL));
                                        uint64_t l_1104_ = (l_1103_ * l_1100_);
                                        uint64_t l_1105_ = (l_1104_ << uint(32uL));
                                        uint64_t l_1106_ = (l_1102_ + l_1105_);
                                        uint64_t l_1107_ = (l_1104_ >> uint(32uL));
                                        bool l_1108_ = (l_1106_ < l_1102_);
                                        uint64_t l_1109_ = uint64_t(l_1108_);
                                        uint64_t l_1110_ = (l_1107_ + l_1109_);
                                        l_mut_301_ = l_1106_;
                                        if (true) {
                                            l_mut_301_ = l_1110_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1114_ = (l_1110_ << uint(0uL));
                                                uint64_t l_1116_ = (l_1106_ >> uint(64uL));
                                                uint64_t l_1117_ = (l_1114_ | l_1116_);
                                                l_mut_301_ = l_1117_;
                                            }
                                        }
                                        uint _e2567 = l_mut_1046_;
                                        uint64_t l_1118_ = uint64_t(_e2567);
                                        uint64_t _e2569 = l_mut_284_;
                                        uint64_t l_1119_ = (_e2569 & 4294967295uL);
                                        uint64_t l_1120_ = (l_1119_ * l_1118_);
                                        uint64_t _e2573 = l_mut_284_;
                                        uint64_t l_1121_ = (_e2573 >> uint(32uL));
                                        uint64_t l_1122_ = (l_1121_ * l_1118_);
                                        uint64_t l_1123_ = (l_1122_ << uint(32uL));
                                        uint64_t l_1124_ = (l_1120_ + l_1123_);
                                        uint64_t l_1125_ = (l_1122_ >> uint(32uL));
                                        bool l_1126_ = (l_1124_ < l_1120_);
                                        uint64_t l_1127_ = uint64_t(l_1126_);
                                        uint64_t l_1128_ = (l_1125_ + l_1127_);
                                        l_mut_212_ = l_1124_;
                                        if (false) {
                                            l_mut_212_ = l_1128_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1132_ = (l_1128_ << uint(64uL));
                                                uint64_t l_1134_ = (l_1124_ >> uint(0uL));
                                                uint64_t l_1135_ = (l_1132_ | l_1134_);
                                                l_mut_212_ = l_1135_;
                                            }
                                        }
                                        uint _e2602 = l_mut_1046_;
                                        uint64_t l_1136_ = uint64_t(_e2602);
                                        uint64_t _e2604 = l_mut_284_;
                                        uint64_t l_1137_ = (_e2604 & 4294967295uL);
                                        uint64_t l_1138_ = (l_1137_ * l_1136_);
                                        uint64_t _e2608 = l_mut_284_;
                                        uint64_t l_1139_ = (_e2608 >> uint(32uL));
                                        uint64_t l_1140_ = (l_1139_ * l_1136_);
                                        uint64_t l_1141_ = (l_1140_ << uint(32uL));
                                        uint64_t l_1142_ = (l_1138_ + l_1141_);
                                        uint64_t l_1143_ = (l_1140_ >> uint(32uL));
                                        bool l_1144_ = (l_1142_ < l_1138_);
                                        uint64_t l_1145_ = uint64_t(l_1144_);
                                        uint64_t l_1146_ = (l_1143_ + l_1145_);
                                        l_mut_284_ = l_1142_;
                                        if (true) {
                                            l_mut_284_ = l_1146_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1150_ = (l_1146_ << uint(0uL));
                                                uint64_t l_1152_ = (l_1142_ >> uint(64uL));
                                                uint64_t l_1153_ = (l_1150_ | l_1152_);
                                                l_mut_284_ = l_1153_;
                                            }
                                        }
                                        uint _e2637 = l_mut_1046_;
                                        uint64_t l_1154_ = uint64_t(_e2637);
                                        uint64_t _e2639 = l_mut_301_;
                                        uint64_t l_1155_ = (_e2639 * l_1154_);
                                        uint64_t _e2641 = l_mut_284_;
                                        uint64_t l_1156_ = (_e2641 + l_1155_);
                                        uint64_t _e2643 = l_mut_212_;
                                        l_mut_408_ = _e2643;
                                        bool l_1157_ = (l_24_ == 64u);
                                        if (l_1157_) {
                                            l_mut_408_ = l_1156_;
                                        } else {
                                            bool l_1158_ = (l_24_ > 0u);
                                            if (l_1158_) {
                                                uint l_1159_ = (64u - l_24_);
                                                uint64_t l_1160_ = uint64_t(l_1159_);
                                                uint64_t l_1161_ = (l_1156_ << uint(l_1160_));
                                                uint64_t l_1162_ = uint64_t(l_24_);
                                                uint64_t _e2655 = l_mut_212_;
                                                uint64_t l_1163_ = (_e2655 >> uint(l_1162_));
                                                uint64_t l_1164_ = (l_1161_ + l_1163_);
                                                l_mut_408_ = l_1164_;
                                            }
                                        }
                                        if (l_1079_) {
                                            uint64_t _e2661 = l_mut_408_;
                                            uint64_t l_1166_ = (0uL - _e2661);
                                            l_mut_408_ = l_1166_;
                                        }
                                    }
                                    uint64_t _e2663 = l_mut_408_;
                                    uint64_t l_1167_ = (l_1049_ + _e2663);
                                    uint64_t l_1169_ = (0uL - l_1167_);
                                    l_mut_408_ = l_1169_;
                                    uint64_t _e2667 = l_mut_408_;
                                    bool l_1170_ = (l_1167_ < _e2667);
                                    if (l_1170_) {
                                        l_mut_408_ = l_1167_;
                                    }
                                    uint64_t _e2669 = l_mut_408_;
                                    bool l_1171_ = (_e2669 < l_51_);
                                    if (l_1171_) {
                                        uint _e2671 = l_mut_853_;
                                        uint l_1172_ = (_e2671 * 2u);
                                        uint l_1173_ = (l_1172_ + 1u);
                                        uint l_1174_ = asuint(info.Load(40+0));
                                        bool l_1175_ = (l_1173_ < l_1174_);
                                        if (l_1175_) {
                                            uint l_1323_ = asuint(info.Load(16+0));
                                            uint l_1324_ = (l_1323_ * 1u);
                                            bool l_1325_ = (l_1172_ < l_1324_);
                                            if (l_1325_) {
                                                buffer_4_global.Store(l_1172_*4, asuint(id));
                                            }
                                            uint l_1176_ = (l_1172_ + 1u);
                                            uint l_1326_ = asuint(info.Load(16+0));
                                            uint l_1327_ = (l_1326_ * 1u);
                                            bool l_1328_ = (l_1176_ < l_1327_);
                                            if (l_1328_) {
                                                uint _e2701 = l_mut_1046_;
                                                buffer_4_global.Store(l_1176_*4, asuint(_e2701));
                                            }
                                        }
                                        uint _e2702 = l_mut_853_;
                                        l_mut_853_ = (_e2702 + 1u);
                                    }
                                }
                            }
                            uint _e2708 = l_mut_853_;
                            l_mut_854_ = _e2708;
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
