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
    bool l_mut_392_ = (bool)0;
    uint l_mut_67_ = (uint)0;
    uint l_mut_731_ = (uint)0;
    uint l_mut_742_ = (uint)0;
    uint l_mut_773_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_427_ = 0u;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    uint l_mut_894_ = (uint)0;
    uint l_mut_1027_ = 0u;
    uint l_mut_1034_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1249_ = asuint(info.Load(20+0));
        uint l_1250_ = (l_1249_ * 1u);
        uint l_1251_ = (l_1250_ - 1u);
        uint l_1252_ = min(3u, l_1251_);
        uint _e58; buffer_5_global.InterlockedAdd(l_1252_*4, 1u, _e58);
    }
    uint l_1165_ = asuint(info.Load(12+0));
    uint l_1166_ = (l_1165_ * 1u);
    bool l_1167_ = (0u < l_1166_);
    uint l_1168_ = (l_1166_ - 1u);
    uint l_1169_ = min(0u, l_1168_);
    uint l_1170_ = asuint(buffer_3_global.Load(l_1169_*4));
    uint l_4_ = (l_1167_ ? l_1170_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1172_ = asuint(info.Load(12+0));
    uint l_1173_ = (l_1172_ * 1u);
    bool l_1174_ = (l_7_ < l_1173_);
    uint l_1175_ = (l_1173_ - 1u);
    uint l_1176_ = min(l_7_, l_1175_);
    uint l_1177_ = asuint(buffer_3_global.Load(l_1176_*4));
    uint l_8_ = (l_1174_ ? l_1177_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1179_ = asuint(info.Load(12+0));
    uint l_1180_ = (l_1179_ * 1u);
    bool l_1181_ = (2u < l_1180_);
    uint l_1182_ = (l_1180_ - 1u);
    uint l_1183_ = min(2u, l_1182_);
    uint l_1184_ = asuint(buffer_3_global.Load(l_1183_*4));
    uint l_15_ = (l_1181_ ? l_1184_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1186_ = asuint(info.Load(12+0));
    uint l_1187_ = (l_1186_ * 1u);
    bool l_1188_ = (l_18_ < l_1187_);
    uint l_1189_ = (l_1187_ - 1u);
    uint l_1190_ = min(l_18_, l_1189_);
    uint l_1191_ = asuint(buffer_3_global.Load(l_1190_*4));
    uint l_19_ = (l_1188_ ? l_1191_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1193_ = asuint(info.Load(12+0));
    uint l_1194_ = (l_1193_ * 1u);
    bool l_1195_ = (4u < l_1194_);
    uint l_1196_ = (l_1194_ - 1u);
    uint l_1197_ = min(4u, l_1196_);
    uint l_1198_ = asuint(buffer_3_global.Load(l_1197_*4));
    uint l_26_ = (l_1195_ ? l_1198_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1200_ = asuint(info.Load(12+0));
    uint l_1201_ = (l_1200_ * 1u);
    bool l_1202_ = (l_29_ < l_1201_);
    uint l_1203_ = (l_1201_ - 1u);
    uint l_1204_ = min(l_29_, l_1203_);
    uint l_1205_ = asuint(buffer_3_global.Load(l_1204_*4));
    uint l_30_ = (l_1202_ ? l_1205_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1207_ = asuint(info.Load(12+0));
    uint l_1208_ = (l_1207_ * 1u);
    bool l_1209_ = (6u < l_1208_);
    uint l_1210_ = (l_1208_ - 1u);
    uint l_1211_ = min(6u, l_1210_);
    uint l_1212_ = asuint(buffer_3_global.Load(l_1211_*4));
    uint l_35_ = (l_1209_ ? l_1212_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1214_ = asuint(info.Load(12+0));
    uint l_1215_ = (l_1214_ * 1u);
    bool l_1216_ = (l_38_ < l_1215_);
    uint l_1217_ = (l_1215_ - 1u);
    uint l_1218_ = min(l_38_, l_1217_);
    uint l_1219_ = asuint(buffer_3_global.Load(l_1218_*4));
    uint l_39_ = (l_1216_ ? l_1219_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1221_ = asuint(info.Load(12+0));
    uint l_1222_ = (l_1221_ * 1u);
    bool l_1223_ = (8u < l_1222_);
    uint l_1224_ = (l_1222_ - 1u);
    uint l_1225_ = min(8u, l_1224_);
    uint l_1226_ = asuint(buffer_3_global.Load(l_1225_*4));
    uint l_44_ = (l_1223_ ? l_1226_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1228_ = asuint(info.Load(12+0));
    uint l_1229_ = (l_1228_ * 1u);
    bool l_1230_ = (l_47_ < l_1229_);
    uint l_1231_ = (l_1229_ - 1u);
    uint l_1232_ = min(l_47_, l_1231_);
    uint l_1233_ = asuint(buffer_3_global.Load(l_1232_*4));
    uint l_48_ = (l_1230_ ? l_1233_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1235_ = asuint(info.Load(12+0));
    uint l_1236_ = (l_1235_ * 1u);
    bool l_1237_ = (10u < l_1236_);
    uint l_1238_ = (l_1236_ - 1u);
    uint l_1239_ = min(10u, l_1238_);
    uint l_1240_ = asuint(buffer_3_global.Load(l_1239_*4));
    uint l_53_ = (l_1237_ ? l_1240_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1242_ = asuint(info.Load(12+0));
    uint l_1243_ = (l_1242_ * 1u);
    bool l_1244_ = (l_56_ < l_1243_);
    uint l_1245_ = (l_1243_ - 1u);
    uint l_1246_ = min(l_56_, l_1245_);
    uint l_1247_ = asuint(buffer_3_global.Load(l_1246_*4));
    uint l_57_ = (l_1244_ ? l_1247_ : 0u);
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
        uint l_1254_ = asuint(info.Load(0+0));
        uint l_1255_ = (l_1254_ * 1u);
        bool l_1256_ = (l_76_ < l_1255_);
        uint l_1257_ = (l_1255_ - 1u);
        uint l_1258_ = min(l_76_, l_1257_);
        uint l_1259_ = asuint(buffer_0_global.Load(l_1258_*4));
        uint l_77_ = (l_1256_ ? l_1259_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1261_ = asuint(info.Load(0+0));
        uint l_1262_ = (l_1261_ * 1u);
        bool l_1263_ = (l_80_ < l_1262_);
        uint l_1264_ = (l_1262_ - 1u);
        uint l_1265_ = min(l_80_, l_1264_);
        uint l_1266_ = asuint(buffer_0_global.Load(l_1265_*4));
        uint l_81_ = (l_1263_ ? l_1266_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1268_ = asuint(info.Load(4+0));
        uint l_1269_ = (l_1268_ * 1u);
        bool l_1270_ = (l_85_ < l_1269_);
        uint l_1271_ = (l_1269_ - 1u);
        uint l_1272_ = min(l_85_, l_1271_);
        uint l_1273_ = asuint(buffer_1_global.Load(l_1272_*4));
        uint l_86_ = (l_1270_ ? l_1273_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1275_ = asuint(info.Load(4+0));
        uint l_1276_ = (l_1275_ * 1u);
        bool l_1277_ = (l_89_ < l_1276_);
        uint l_1278_ = (l_1276_ - 1u);
        uint l_1279_ = min(l_89_, l_1278_);
        uint l_1280_ = asuint(buffer_1_global.Load(l_1279_*4));
        uint l_90_ = (l_1277_ ? l_1280_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1282_ = asuint(info.Load(8+0));
        uint l_1283_ = (l_1282_ * 1u);
        bool l_1284_ = (l_94_ < l_1283_);
        uint l_1285_ = (l_1283_ - 1u);
        uint l_1286_ = min(l_94_, l_1285_);
        uint l_1287_ = asuint(buffer_2_global.Load(l_1286_*4));
        uint l_95_ = (l_1284_ ? l_1287_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1289_ = asuint(info.Load(8+0));
        uint l_1290_ = (l_1289_ * 1u);
        bool l_1291_ = (l_98_ < l_1290_);
        uint l_1292_ = (l_1290_ - 1u);
        uint l_1293_ = min(l_98_, l_1292_);
        uint l_1294_ = asuint(buffer_2_global.Load(l_1293_*4));
        uint l_99_ = (l_1291_ ? l_1294_ : 0u);
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
            uint64_t _e921 = l_mut_212_;
            l_mut_301_ = _e921;
            bool _e922 = l_mut_350_;
            if (_e922) {
                uint64_t _e923 = l_mut_158_;
                l_mut_301_ = _e923;
            }
            uint64_t _e924 = l_mut_127_;
            uint64_t _e925 = l_mut_301_;
            bool l_352_ = (_e924 < _e925);
            bool l_353_ = !(l_352_);
            bool _e928 = l_mut_350_;
            bool l_354_ = (l_353_ != _e928);
            if (l_354_) {
                uint64_t _e930 = l_mut_212_;
                l_mut_301_ = _e930;
                uint64_t _e931 = l_mut_158_;
                l_mut_212_ = _e931;
                uint64_t _e932 = l_mut_301_;
                l_mut_158_ = _e932;
                uint _e933 = l_mut_67_;
                l_mut_304_ = _e933;
                uint _e934 = l_mut_258_;
                l_mut_67_ = _e934;
                uint _e935 = l_mut_304_;
                l_mut_258_ = _e935;
                l_mut_350_ = l_353_;
            }
            uint64_t _e936 = l_mut_212_;
            uint64_t _e937 = l_mut_127_;
            uint64_t l_355_ = (_e936 - _e937);
            l_mut_301_ = l_355_;
            bool _e939 = l_mut_350_;
            if (_e939) {
                uint64_t _e940 = l_mut_127_;
                uint64_t l_356_ = (_e940 - l_255_);
                l_mut_301_ = l_356_;
            }
            uint64_t _e942 = l_mut_212_;
            l_mut_284_ = _e942;
            uint64_t _e943 = l_mut_301_;
            uint64_t _e944 = l_mut_212_;
            bool l_357_ = (_e943 < _e944);
            if (l_357_) {
                uint64_t _e946 = l_mut_301_;
                l_mut_284_ = _e946;
            }
            l_mut_358_ = false;
            uint64_t _e949 = l_mut_284_;
            uint64_t l_360_ = (_e949 >> uint(3uL));
            uint64_t _e953 = l_mut_158_;
            bool l_361_ = (l_360_ < _e953);
            bool l_362_ = !(l_361_);
            l_mut_358_ = l_362_;
            l_mut_304_ = 0u;
            uint64_t _e957 = l_mut_158_;
            bool l_363_ = (_e957 == 0uL);
            bool l_364_ = !(l_363_);
            bool _e961 = l_mut_358_;
            if (_e961) {
                local_1 = l_364_;
            } else {
                local_1 = false;
            }
            bool l_365_ = local_1;
            uint64_t _e966 = l_mut_158_;
            uint64_t _e967 = l_mut_284_;
            bool l_366_ = (_e966 < _e967);
            if (l_365_) {
                local_2 = l_366_;
            } else {
                local_2 = false;
            }
            bool l_367_ = local_2;
            uint _e973 = l_mut_67_;
            uint _e974 = l_mut_258_;
            uint l_368_ = (_e973 + _e974);
            bool l_369_ = (l_368_ < l_13_);
            if (l_367_) {
                local_3 = l_369_;
            } else {
                local_3 = false;
            }
            bool l_370_ = local_3;
            if (l_370_) {
                uint _e981 = l_mut_67_;
                uint l_371_ = (l_13_ - _e981);
                uint _e983 = l_mut_258_;
                uint l_372_ = (l_371_ - _e983);
                uint _e985 = l_mut_67_;
                uint l_373_ = naga_div(l_372_, _e985);
                uint64_t _e987 = l_mut_284_;
                uint64_t l_374_ = (_e987 - 1uL);
                uint64_t _e990 = l_mut_158_;
                uint64_t l_375_ = naga_div(l_374_, _e990);
                uint64_t l_376_ = uint64_t(l_373_);
                bool l_377_ = (l_375_ < l_376_);
                uint64_t l_378_ = uint64_t(l_373_);
                uint64_t l_379_ = (l_377_ ? l_375_ : l_378_);
                uint l_380_ = uint(l_379_);
                l_mut_304_ = l_380_;
            }
            uint _e998 = l_mut_304_;
            bool l_381_ = (_e998 == 0u);
            l_mut_358_ = l_381_;
            uint _e1001 = l_mut_304_;
            bool l_382_ = (_e1001 > 0u);
            if (l_382_) {
                uint _e1004 = l_mut_304_;
                uint64_t l_383_ = uint64_t(_e1004);
                uint64_t _e1006 = l_mut_158_;
                uint64_t l_384_ = (_e1006 * l_383_);
                bool _e1008 = l_mut_350_;
                if (_e1008) {
                    uint64_t _e1009 = l_mut_127_;
                    uint64_t l_385_ = (_e1009 - l_384_);
                    l_mut_127_ = l_385_;
                }
                uint64_t _e1011 = l_mut_212_;
                uint64_t l_386_ = (_e1011 - l_384_);
                l_mut_212_ = l_386_;
                uint _e1013 = l_mut_304_;
                uint _e1014 = l_mut_67_;
                uint l_387_ = (_e1013 * _e1014);
                uint _e1016 = l_mut_258_;
                l_mut_258_ = (_e1016 + l_387_);
            } else {
                bool _e1018 = l_mut_350_;
                if (_e1018) {
                    uint64_t _e1019 = l_mut_127_;
                    uint64_t _e1020 = l_mut_158_;
                    uint64_t l_388_ = (_e1019 - _e1020);
                    l_mut_127_ = l_388_;
                    uint64_t _e1022 = l_mut_127_;
                    bool l_389_ = (_e1022 < l_255_);
                    if (l_389_) {
                        l_mut_262_ = false;
                        l_mut_358_ = false;
                    }
                }
            }
            bool _e1026 = l_mut_358_;
            if (_e1026) {
                uint _e1027 = l_mut_67_;
                uint l_390_ = (l_13_ - _e1027);
                uint _e1029 = l_mut_258_;
                uint l_391_ = naga_div(l_390_, _e1029);
                l_mut_304_ = 0u;
                l_mut_392_ = false;
                uint64_t _e1034 = l_mut_158_;
                uint64_t l_394_ = (_e1034 >> uint(3uL));
                uint64_t _e1038 = l_mut_212_;
                bool l_395_ = (l_394_ < _e1038);
                bool l_396_ = !(l_395_);
                l_mut_392_ = l_396_;
                uint64_t _e1041 = l_mut_212_;
                bool l_397_ = (_e1041 == 0uL);
                if (l_397_) {
                    l_mut_304_ = l_391_;
                } else {
                    bool _e1044 = l_mut_392_;
                    if (_e1044) {
                        uint64_t _e1045 = l_mut_212_;
                        uint64_t _e1046 = l_mut_158_;
                        bool l_398_ = (_e1045 < _e1046);
                        if (l_398_) {
                            uint64_t _e1048 = l_mut_158_;
                            uint64_t l_399_ = (_e1048 - 1uL);
                            uint64_t _e1051 = l_mut_212_;
                            uint64_t l_400_ = naga_div(l_399_, _e1051);
                            uint64_t l_401_ = uint64_t(l_391_);
                            bool l_402_ = (l_400_ < l_401_);
                            uint64_t l_403_ = uint64_t(l_391_);
                            uint64_t l_404_ = (l_402_ ? l_400_ : l_403_);
                            uint l_405_ = uint(l_404_);
                            l_mut_304_ = l_405_;
                        }
                    } else {
                        uint64_t _e1059 = l_mut_158_;
                        l_mut_301_ = _e1059;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e1060 = l_mut_212_;
                            uint64_t _e1061 = l_mut_301_;
                            bool l_406_ = (_e1060 < _e1061);
                            uint _e1063 = l_mut_304_;
                            uint _e1064 = l_mut_258_;
                            uint l_407_ = (_e1063 * _e1064);
                            uint _e1066 = l_mut_67_;
                            uint l_408_ = (_e1066 + l_407_);
                            uint _e1068 = l_mut_258_;
                            uint l_409_ = (l_408_ + _e1068);
                            bool l_410_ = (l_409_ < l_13_);
                            if (l_406_) {
                                local_4 = l_410_;
                            } else {
                                local_4 = false;
                            }
                            bool l_411_ = local_4;
                            bool l_412_ = !(l_411_);
                            if (l_412_) {
                                break;
                            }
                            uint64_t _e1076 = l_mut_301_;
                            uint64_t _e1077 = l_mut_212_;
                            uint64_t l_413_ = (_e1076 - _e1077);
                            l_mut_301_ = l_413_;
                            uint _e1079 = l_mut_304_;
                            l_mut_304_ = (_e1079 + 1u);
                        }
                    }
                }
                uint _e1082 = l_mut_304_;
                uint _e1083 = l_mut_258_;
                uint l_414_ = (_e1082 * _e1083);
                uint _e1085 = l_mut_67_;
                uint l_415_ = (_e1085 + l_414_);
                uint _e1087 = l_mut_258_;
                uint l_416_ = (l_415_ + _e1087);
                bool l_417_ = (l_416_ >= l_13_);
                if (l_417_) {
                    l_mut_259_ = true;
                    l_mut_262_ = false;
                } else {
                    uint _e1092 = l_mut_304_;
                    uint64_t l_418_ = uint64_t(_e1092);
                    uint64_t _e1094 = l_mut_212_;
                    uint64_t l_419_ = (_e1094 * l_418_);
                    uint64_t _e1096 = l_mut_158_;
                    uint64_t l_420_ = (_e1096 - l_419_);
                    l_mut_158_ = l_420_;
                    uint _e1098 = l_mut_304_;
                    uint _e1099 = l_mut_258_;
                    uint l_421_ = (_e1098 * _e1099);
                    uint _e1101 = l_mut_67_;
                    l_mut_67_ = (_e1101 + l_421_);
                    uint64_t _e1103 = l_mut_212_;
                    uint64_t _e1104 = l_mut_158_;
                    uint64_t l_422_ = (_e1103 - _e1104);
                    l_mut_212_ = l_422_;
                    uint _e1106 = l_mut_258_;
                    uint _e1107 = l_mut_67_;
                    l_mut_258_ = (_e1106 + _e1107);
                }
            }
        }
        bool _e1109 = l_mut_259_;
        bool l_423_ = !(_e1109);
        if (l_423_) {
            uint l_1296_ = asuint(info.Load(20+0));
            uint l_1297_ = (l_1296_ * 1u);
            uint l_1298_ = (l_1297_ - 1u);
            uint l_1299_ = min(0u, l_1298_);
            uint _e1124; buffer_5_global.InterlockedAdd(l_1299_*4, 1u, _e1124);
            uint l_426_ = naga_div(l_13_, 8u);
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            l_mut_258_ = 0u;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2341 = l_mut_427_;
                    l_mut_427_ = (_e2341 + 1u);
                }
                loop_init = false;
                uint _e1132 = l_mut_427_;
                if ((_e1132 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1135 = l_mut_427_;
                    uint l_428_ = (_e1135 * l_426_);
                    bool l_429_ = (l_428_ < l_74_);
                    uint l_430_ = naga_div(l_13_, 8u);
                    uint _e1140 = l_mut_427_;
                    uint l_431_ = (_e1140 * l_430_);
                    uint l_432_ = (l_431_ + l_431_);
                    uint64_t l_433_ = (l_102_ >> uint(63uL));
                    bool l_434_ = (l_433_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_434_) {
                        uint64_t l_436_ = (0uL - l_102_);
                        l_mut_301_ = l_436_;
                    }
                    uint64_t l_437_ = uint64_t(l_432_);
                    uint64_t _e1152 = l_mut_301_;
                    uint64_t l_438_ = (_e1152 & 4294967295uL);
                    uint64_t l_439_ = (l_438_ * l_437_);
                    uint64_t _e1156 = l_mut_301_;
                    uint64_t l_440_ = (_e1156 >> uint(32uL));
                    uint64_t l_441_ = (l_440_ * l_437_);
                    uint64_t l_442_ = (l_441_ << uint(32uL));
                    uint64_t l_443_ = (l_439_ + l_442_);
                    uint64_t l_444_ = (l_441_ >> uint(32uL));
                    bool l_445_ = (l_443_ < l_439_);
                    uint64_t l_446_ = uint64_t(l_445_);
                    uint64_t l_447_ = (l_444_ + l_446_);
                    l_mut_301_ = l_443_;
                    bool l_448_ = (l_24_ == 64u);
                    if (l_448_) {
                        l_mut_301_ = l_447_;
                    } else {
                        bool l_449_ = (l_24_ > 0u);
                        if (l_449_) {
                            uint l_450_ = (64u - l_24_);
                            uint64_t l_451_ = uint64_t(l_450_);
                            uint64_t l_452_ = (l_447_ << uint(l_451_));
                            uint64_t l_453_ = uint64_t(l_24_);
                            uint64_t l_454_ = (l_443_ >> uint(l_453_));
                            uint64_t l_455_ = (l_452_ | l_454_);
                            l_mut_301_ = l_455_;
                        }
                    }
                    uint64_t _e1189 = l_mut_301_;
                    l_mut_284_ = _e1189;
                    if (l_434_) {
                        uint64_t _e1191 = l_mut_284_;
                        uint64_t l_457_ = (0uL - _e1191);
                        l_mut_284_ = l_457_;
                    }
                    uint64_t _e1193 = l_mut_284_;
                    uint64_t l_458_ = (l_84_ + _e1193);
                    uint64_t l_459_ = uint64_t(l_431_);
                    uint64_t l_460_ = (l_84_ * l_459_);
                    uint64_t l_461_ = (l_93_ + l_460_);
                    l_mut_301_ = 0uL;
                    bool l_463_ = (l_431_ < 65536u);
                    if (l_463_) {
                        uint l_464_ = (l_431_ * l_431_);
                        uint64_t l_465_ = (l_102_ >> uint(63uL));
                        bool l_466_ = (l_465_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_466_) {
                            uint64_t l_468_ = (0uL - l_102_);
                            l_mut_284_ = l_468_;
                        }
                        uint64_t l_469_ = uint64_t(l_464_);
                        uint64_t _e1211 = l_mut_284_;
                        uint64_t l_470_ = (_e1211 & 4294967295uL);
                        uint64_t l_471_ = (l_470_ * l_469_);
                        uint64_t _e1215 = l_mut_284_;
                        uint64_t l_472_ = (_e1215 >> uint(32uL));
                        uint64_t l_473_ = (l_472_ * l_469_);
                        uint64_t l_474_ = (l_473_ << uint(32uL));
                        uint64_t l_475_ = (l_471_ + l_474_);
                        uint64_t l_476_ = (l_473_ >> uint(32uL));
                        bool l_477_ = (l_475_ < l_471_);
                        uint64_t l_478_ = uint64_t(l_477_);
                        uint64_t l_479_ = (l_476_ + l_478_);
                        l_mut_284_ = l_475_;
                        bool l_480_ = (l_24_ == 64u);
                        if (l_480_) {
                            l_mut_284_ = l_479_;
                        } else {
                            bool l_481_ = (l_24_ > 0u);
                            if (l_481_) {
                                uint l_482_ = (64u - l_24_);
                                uint64_t l_483_ = uint64_t(l_482_);
                                uint64_t l_484_ = (l_479_ << uint(l_483_));
                                uint64_t l_485_ = uint64_t(l_24_);
                                uint64_t l_486_ = (l_475_ >> uint(l_485_));
                                uint64_t l_487_ = (l_484_ | l_486_);
                                l_mut_284_ = l_487_;
                            }
                        }
                        uint64_t _e1248 = l_mut_284_;
                        l_mut_212_ = _e1248;
                        if (l_466_) {
                            uint64_t _e1250 = l_mut_212_;
                            uint64_t l_489_ = (0uL - _e1250);
                            l_mut_212_ = l_489_;
                        }
                        uint64_t _e1252 = l_mut_212_;
                        l_mut_301_ = _e1252;
                    } else {
                        uint64_t l_490_ = (l_102_ >> uint(63uL));
                        bool l_491_ = (l_490_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_491_) {
                            uint64_t l_493_ = (0uL - l_102_);
                            l_mut_284_ = l_493_;
                        }
                        uint64_t l_494_ = uint64_t(l_431_);
                        uint64_t _e1262 = l_mut_284_;
                        uint64_t l_495_ = (_e1262 & 4294967295uL);
                        uint64_t l_496_ = (l_495_ * l_494_);
                        uint64_t _e1266 = l_mut_284_;
                        uint64_t l_497_ = (_e1266 >> uint(32uL));
                        uint64_t l_498_ = (l_497_ * l_494_);
                        uint64_t l_499_ = (l_498_ << uint(32uL));
                        uint64_t l_500_ = (l_496_ + l_499_);
                        uint64_t l_501_ = (l_498_ >> uint(32uL));
                        bool l_502_ = (l_500_ < l_496_);
                        uint64_t l_503_ = uint64_t(l_502_);
                        uint64_t l_504_ = (l_501_ + l_503_);
                        l_mut_212_ = l_500_;
                        if (false) {
                            l_mut_212_ = l_504_;
                        } else {
                            if (false) {
                                uint64_t l_508_ = (l_504_ << uint(64uL));
                                uint64_t l_510_ = (l_500_ >> uint(0uL));
                                uint64_t l_511_ = (l_508_ | l_510_);
                                l_mut_212_ = l_511_;
                            }
                        }
                        uint64_t l_512_ = uint64_t(l_431_);
                        uint64_t _e1296 = l_mut_284_;
                        uint64_t l_513_ = (_e1296 & 4294967295uL);
                        uint64_t l_514_ = (l_513_ * l_512_);
                        uint64_t _e1300 = l_mut_284_;
                        uint64_t l_515_ = (_e1300 >> uint(32uL));
                        uint64_t l_516_ = (l_515_ * l_512_);
                        uint64_t l_517_ = (l_516_ << uint(32uL));
                        uint64_t l_518_ = (l_514_ + l_517_);
                        uint64_t l_519_ = (l_516_ >> uint(32uL));
                        bool l_520_ = (l_518_ < l_514_);
                        uint64_t l_521_ = uint64_t(l_520_);
                        uint64_t l_522_ = (l_519_ + l_521_);
                        l_mut_284_ = l_518_;
                        if (true) {
                            l_mut_284_ = l_522_;
                        } else {
                            if (true) {
                                uint64_t l_526_ = (l_522_ << uint(0uL));
                                uint64_t l_528_ = (l_518_ >> uint(64uL));
                                uint64_t l_529_ = (l_526_ | l_528_);
                                l_mut_284_ = l_529_;
                            }
                        }
                        uint64_t l_530_ = uint64_t(l_431_);
                        uint64_t _e1330 = l_mut_212_;
                        uint64_t l_531_ = (_e1330 & 4294967295uL);
                        uint64_t l_532_ = (l_531_ * l_530_);
                        uint64_t _e1334 = l_mut_212_;
                        uint64_t l_533_ = (_e1334 >> uint(32uL));
                        uint64_t l_534_ = (l_533_ * l_530_);
                        uint64_t l_535_ = (l_534_ << uint(32uL));
                        uint64_t l_536_ = (l_532_ + l_535_);
                        uint64_t l_537_ = (l_534_ >> uint(32uL));
                        bool l_538_ = (l_536_ < l_532_);
                        uint64_t l_539_ = uint64_t(l_538_);
                        uint64_t l_540_ = (l_537_ + l_539_);
                        l_mut_158_ = l_536_;
                        if (false) {
                            l_mut_158_ = l_540_;
                        } else {
                            if (false) {
                                uint64_t l_544_ = (l_540_ << uint(64uL));
                                uint64_t l_546_ = (l_536_ >> uint(0uL));
                                uint64_t l_547_ = (l_544_ | l_546_);
                                l_mut_158_ = l_547_;
                            }
                        }
                        uint64_t l_548_ = uint64_t(l_431_);
                        uint64_t _e1364 = l_mut_212_;
                        uint64_t l_549_ = (_e1364 & 4294967295uL);
                        uint64_t l_550_ = (l_549_ * l_548_);
                        uint64_t _e1368 = l_mut_212_;
                        uint64_t l_551_ = (_e1368 >> uint(32uL));
                        uint64_t l_552_ = (l_551_ * l_548_);
                        uint64_t l_553_ = (l_552_ << uint(32uL));
                        uint64_t l_554_ = (l_550_ + l_553_);
                        uint64_t l_555_ = (l_552_ >> uint(32uL));
                        bool l_556_ = (l_554_ < l_550_);
                        uint64_t l_557_ = uint64_t(l_556_);
                        uint64_t l_558_ = (l_555_ + l_557_);
                        l_mut_212_ = l_554_;
                        if (true) {
                            l_mut_212_ = l_558_;
                        } else {
                            if (true) {
                                uint64_t l_562_ = (l_558_ << uint(0uL));
                                uint64_t l_564_ = (l_554_ >> uint(64uL));
                                uint64_t l_565_ = (l_562_ | l_564_);
                                l_mut_212_ = l_565_;
                            }
                        }
                        uint64_t l_566_ = uint64_t(l_431_);
                        uint64_t _e1398 = l_mut_284_;
                        uint64_t l_567_ = (_e1398 * l_566_);
                        uint64_t _e1400 = l_mut_212_;
                        uint64_t l_568_ = (_e1400 + l_567_);
                        uint64_t _e1402 = l_mut_158_;
                        l_mut_301_ = _e1402;
                        bool l_569_ = (l_24_ == 64u);
                        if (l_569_) {
                            l_mut_301_ = l_568_;
                        } else {
                            bool l_570_ = (l_24_ > 0u);
                            if (l_570_) {
                                uint l_571_ = (64u - l_24_);
                                uint64_t l_572_ = uint64_t(l_571_);
                                uint64_t l_573_ = (l_568_ << uint(l_572_));
                                uint64_t l_574_ = uint64_t(l_24_);
                                uint64_t _e1414 = l_mut_158_;
                                uint64_t l_575_ = (_e1414 >> uint(l_574_));
                                uint64_t l_576_ = (l_573_ + l_575_);
                                l_mut_301_ = l_576_;
                            }
                        }
                        if (l_491_) {
                            uint64_t _e1420 = l_mut_301_;
                            uint64_t l_578_ = (0uL - _e1420);
                            l_mut_301_ = l_578_;
                        }
                    }
                    uint64_t _e1422 = l_mut_301_;
                    uint64_t l_579_ = (l_461_ + _e1422);
                    uint64_t l_580_ = (l_102_ >> uint(63uL));
                    bool l_581_ = (l_580_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_581_) {
                        uint64_t l_583_ = (0uL - l_102_);
                        l_mut_301_ = l_583_;
                    }
                    uint64_t l_584_ = uint64_t(l_430_);
                    uint64_t _e1433 = l_mut_301_;
                    uint64_t l_585_ = (_e1433 & 4294967295uL);
                    uint64_t l_586_ = (l_585_ * l_584_);
                    uint64_t _e1437 = l_mut_301_;
                    uint64_t l_587_ = (_e1437 >> uint(32uL));
                    uint64_t l_588_ = (l_587_ * l_584_);
                    uint64_t l_589_ = (l_588_ << uint(32uL));
                    uint64_t l_590_ = (l_586_ + l_589_);
                    uint64_t l_591_ = (l_588_ >> uint(32uL));
                    bool l_592_ = (l_590_ < l_586_);
                    uint64_t l_593_ = uint64_t(l_592_);
                    uint64_t l_594_ = (l_591_ + l_593_);
                    l_mut_301_ = l_590_;
                    bool l_595_ = (l_24_ == 64u);
                    if (l_595_) {
                        l_mut_301_ = l_594_;
                    } else {
                        bool l_596_ = (l_24_ > 0u);
                        if (l_596_) {
                            uint l_597_ = (64u - l_24_);
                            uint64_t l_598_ = uint64_t(l_597_);
                            uint64_t l_599_ = (l_594_ << uint(l_598_));
                            uint64_t l_600_ = uint64_t(l_24_);
                            uint64_t l_601_ = (l_590_ >> uint(l_600_));
                            uint64_t l_602_ = (l_599_ | l_601_);
                            l_mut_301_ = l_602_;
                        }
                    }
                    uint64_t _e1470 = l_mut_301_;
                    l_mut_284_ = _e1470;
                    if (l_581_) {
                        uint64_t _e1472 = l_mut_284_;
                        uint64_t l_604_ = (0uL - _e1472);
                        l_mut_284_ = l_604_;
                    }
                    uint64_t _e1474 = l_mut_284_;
                    uint64_t l_605_ = (l_458_ + _e1474);
                    uint l_606_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_608_ = (l_430_ < 65536u);
                    if (l_608_) {
                        uint l_609_ = (l_430_ * l_430_);
                        uint64_t l_610_ = (l_102_ >> uint(63uL));
                        bool l_611_ = (l_610_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_611_) {
                            uint64_t l_613_ = (0uL - l_102_);
                            l_mut_284_ = l_613_;
                        }
                        uint64_t l_614_ = uint64_t(l_609_);
                        uint64_t _e1491 = l_mut_284_;
                        uint64_t l_615_ = (_e1491 & 4294967295uL);
                        uint64_t l_616_ = (l_615_ * l_614_);
                        uint64_t _e1495 = l_mut_284_;
                        uint64_t l_617_ = (_e1495 >> uint(32uL));
                        uint64_t l_618_ = (l_617_ * l_614_);
                        uint64_t l_619_ = (l_618_ << uint(32uL));
                        uint64_t l_620_ = (l_616_ + l_619_);
                        uint64_t l_621_ = (l_618_ >> uint(32uL));
                        bool l_622_ = (l_620_ < l_616_);
                        uint64_t l_623_ = uint64_t(l_622_);
                        uint64_t l_624_ = (l_621_ + l_623_);
                        l_mut_284_ = l_620_;
                        bool l_625_ = (l_606_ == 64u);
                        if (l_625_) {
                            l_mut_284_ = l_624_;
                        } else {
                            bool l_626_ = (l_606_ > 0u);
                            if (l_626_) {
                                uint l_627_ = (64u - l_606_);
                                uint64_t l_628_ = uint64_t(l_627_);
                                uint64_t l_629_ = (l_624_ << uint(l_628_));
                                uint64_t l_630_ = uint64_t(l_606_);
                                uint64_t l_631_ = (l_620_ >> uint(l_630_));
                                uint64_t l_632_ = (l_629_ | l_631_);
                                l_mut_284_ = l_632_;
                            }
                        }
                        uint64_t _e1528 = l_mut_284_;
                        l_mut_212_ = _e1528;
                        if (l_611_) {
                            uint64_t _e1530 = l_mut_212_;
                            uint64_t l_634_ = (0uL - _e1530);
                            l_mut_212_ = l_634_;
                        }
                        uint64_t _e1532 = l_mut_212_;
                        l_mut_301_ = _e1532;
                    } else {
                        uint64_t l_635_ = (l_102_ >> uint(63uL));
                        bool l_636_ = (l_635_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_636_) {
                            uint64_t l_638_ = (0uL - l_102_);
                            l_mut_284_ = l_638_;
                        }
                        uint64_t l_639_ = uint64_t(l_430_);
                        uint64_t _e1542 = l_mut_284_;
                        uint64_t l_640_ = (_e1542 & 4294967295uL);
                        uint64_t l_641_ = (l_640_ * l_639_);
                        uint64_t _e1546 = l_mut_284_;
                        uint64_t l_642_ = (_e1546 >> uint(32uL));
                        uint64_t l_643_ = (l_642_ * l_639_);
                        uint64_t l_644_ = (l_643_ << uint(32uL));
                        uint64_t l_645_ = (l_641_ + l_644_);
                        uint64_t l_646_ = (l_643_ >> uint(32uL));
                        bool l_647_ = (l_645_ < l_641_);
                        uint64_t l_648_ = uint64_t(l_647_);
                        uint64_t l_649_ = (l_646_ + l_648_);
                        l_mut_212_ = l_645_;
                        if (false) {
                            l_mut_212_ = l_649_;
                        } else {
                            if (false) {
                                uint64_t l_653_ = (l_649_ << uint(64uL));
                                uint64_t l_655_ = (l_645_ >> uint(0uL));
                                uint64_t l_656_ = (l_653_ | l_655_);
                                l_mut_212_ = l_656_;
                            }
                        }
                        uint64_t l_657_ = uint64_t(l_430_);
                        uint64_t _e1576 = l_mut_284_;
                        uint64_t l_658_ = (_e1576 & 4294967295uL);
                        uint64_t l_659_ = (l_658_ * l_657_);
                        uint64_t _e1580 = l_mut_284_;
                        uint64_t l_660_ = (_e1580 >> uint(32uL));
                        uint64_t l_661_ = (l_660_ * l_657_);
                        uint64_t l_662_ = (l_661_ << uint(32uL));
                        uint64_t l_663_ = (l_659_ + l_662_);
                        uint64_t l_664_ = (l_661_ >> uint(32uL));
                        bool l_665_ = (l_663_ < l_659_);
                        uint64_t l_666_ = uint64_t(l_665_);
                        uint64_t l_667_ = (l_664_ + l_666_);
                        l_mut_284_ = l_663_;
                        if (true) {
                            l_mut_284_ = l_667_;
                        } else {
                            if (true) {
                                uint64_t l_671_ = (l_667_ << uint(0uL));
                                uint64_t l_673_ = (l_663_ >> uint(64uL));
                                uint64_t l_674_ = (l_671_ | l_673_);
                                l_mut_284_ = l_674_;
                            }
                        }
                        uint64_t l_675_ = uint64_t(l_430_);
                        uint64_t _e1610 = l_mut_212_;
                        uint64_t l_676_ = (_e1610 & 4294967295uL);
                        uint64_t l_677_ = (l_676_ * l_675_);
                        uint64_t _e1614 = l_mut_212_;
                        uint64_t l_678_ = (_e1614 >> uint(32uL));
                        uint64_t l_679_ = (l_678_ * l_675_);
                        uint64_t l_680_ = (l_679_ << uint(32uL));
                        uint64_t l_681_ = (l_677_ + l_680_);
                        uint64_t l_682_ = (l_679_ >> uint(32uL));
                        bool l_683_ = (l_681_ < l_677_);
                        uint64_t l_684_ = uint64_t(l_683_);
                        uint64_t l_685_ = (l_682_ + l_684_);
                        l_mut_158_ = l_681_;
                        if (false) {
                            l_mut_158_ = l_685_;
                        } else {
                            if (false) {
                                uint64_t l_689_ = (l_685_ << uint(64uL));
                                uint64_t l_691_ = (l_681_ >> uint(0uL));
                                uint64_t l_692_ = (l_689_ | l_691_);
                                l_mut_158_ = l_692_;
                            }
                        }
                        uint64_t l_693_ = uint64_t(l_430_);
                        uint64_t _e1644 = l_mut_212_;
                        uint64_t l_694_ = (_e1644 & 4294967295uL);
                        uint64_t l_695_ = (l_694_ * l_693_);
                        uint64_t _e1648 = l_mut_212_;
                        uint64_t l_696_ = (_e1648 >> uint(32uL));
                        uint64_t l_697_ = (l_696_ * l_693_);
                        uint64_t l_698_ = (l_697_ << uint(32uL));
                        uint64_t l_699_ = (l_695_ + l_698_);
                        uint64_t l_700_ = (l_697_ >> uint(32uL));
                        bool l_701_ = (l_699_ < l_695_);
                        uint64_t l_702_ = uint64_t(l_701_);
                        uint64_t l_703_ = (l_700_ + l_702_);
                        l_mut_212_ = l_699_;
                        if (true) {
                            l_mut_212_ = l_703_;
                        } else {
                            if (true) {
                                uint64_t l_707_ = (l_703_ << uint(0uL));
                                uint64_t l_709_ = (l_699_ >> uint(64uL));
                                uint64_t l_710_ = (l_707_ | l_709_);
                                l_mut_212_ = l_710_;
                            }
                        }
                        uint64_t l_711_ = uint64_t(l_430_);
                        uint64_t _e1678 = l_mut_284_;
                        uint64_t l_712_ = (_e1678 * l_711_);
                        uint64_t _e1680 = l_mut_212_;
                        uint64_t l_713_ = (_e1680 + l_712_);
                        uint64_t _e1682 = l_mut_158_;
                        l_mut_301_ = _e1682;
                        bool l_714_ = (l_606_ == 64u);
                        if (l_714_) {
                            l_mut_301_ = l_713_;
                        } else {
                            bool l_715_ = (l_606_ > 0u);
                            if (l_715_) {
                                uint l_716_ = (64u - l_606_);
                                uint64_t l_717_ = uint64_t(l_716_);
                                uint64_t l_718_ = (l_713_ << uint(l_717_));
                                uint64_t l_719_ = uint64_t(l_606_);
                                uint64_t _e1694 = l_mut_158_;
                                uint64_t l_720_ = (_e1694 >> uint(l_719_));
                                uint64_t l_721_ = (l_718_ + l_720_);
                                l_mut_301_ = l_721_;
                            }
                        }
                        if (l_636_) {
                            uint64_t _e1700 = l_mut_301_;
                            uint64_t l_723_ = (0uL - _e1700);
                            l_mut_301_ = l_723_;
                        }
                    }
                    uint64_t _e1702 = l_mut_301_;
                    uint64_t l_724_ = (l_579_ - _e1702);
                    uint64_t l_725_ = (l_724_ + l_42_);
                    uint64_t l_727_ = (0uL - l_605_);
                    uint64_t l_728_ = (l_42_ + l_42_);
                    l_mut_301_ = l_727_;
                    uint64_t l_730_ = (0uL - l_727_);
                    l_mut_284_ = l_730_;
                    l_mut_212_ = l_725_;
                    l_mut_67_ = 1u;
                    l_mut_731_ = 1u;
                    l_mut_392_ = false;
                    uint64_t _e1713 = l_mut_212_;
                    bool l_732_ = (_e1713 < l_728_);
                    bool l_733_ = !(l_732_);
                    l_mut_358_ = l_733_;
                    bool l_734_ = (l_727_ == 0uL);
                    if (l_734_) {
                        bool _e1718 = l_mut_358_;
                        l_mut_392_ = _e1718;
                        l_mut_358_ = false;
                    }
                    bool _e1720 = l_mut_358_;
                    if (_e1720) {
                        uint64_t l_735_ = (l_727_ >> uint(63uL));
                        bool l_736_ = (l_735_ == 1uL);
                        l_mut_158_ = l_727_;
                        if (l_736_) {
                            uint64_t l_738_ = (0uL - l_727_);
                            l_mut_158_ = l_738_;
                        }
                        uint l_739_ = (l_430_ - 1u);
                        uint64_t l_740_ = uint64_t(l_739_);
                        uint64_t _e1732 = l_mut_158_;
                        uint64_t l_741_ = (_e1732 * l_740_);
                        l_mut_742_ = 0u;
                        uint l_743_ = (l_430_ - 1u);
                        uint64_t l_744_ = uint64_t(l_743_);
                        uint64_t _e1738 = l_mut_158_;
                        uint64_t l_745_ = (_e1738 & 4294967295uL);
                        uint64_t l_746_ = (l_745_ * l_744_);
                        uint64_t _e1742 = l_mut_158_;
                        uint64_t l_747_ = (_e1742 >> uint(32uL));
                        uint64_t l_748_ = (l_747_ * l_744_);
                        uint64_t l_749_ = (l_748_ << uint(32uL));
                        uint64_t l_750_ = (l_746_ + l_749_);
                        uint64_t l_751_ = (l_748_ >> uint(32uL));
                        bool l_752_ = (l_750_ < l_746_);
                        uint64_t l_753_ = uint64_t(l_752_);
                        uint64_t l_754_ = (l_751_ + l_753_);
                        l_mut_127_ = l_750_;
                        if (true) {
                            l_mut_127_ = l_754_;
                        } else {
                            if (true) {
                                uint64_t l_758_ = (l_754_ << uint(0uL));
                                uint64_t l_760_ = (l_750_ >> uint(64uL));
                                uint64_t l_761_ = (l_758_ | l_760_);
                                l_mut_127_ = l_761_;
                            }
                        }
                        uint64_t _e1771 = l_mut_127_;
                        bool l_762_ = (_e1771 == 0uL);
                        if (l_762_) {
                            l_mut_127_ = l_725_;
                            if (l_736_) {
                                uint64_t l_764_ = (0uL - l_725_);
                                bool l_765_ = (l_725_ == 0uL);
                                bool l_766_ = !(l_765_);
                                bool l_767_ = (l_741_ < l_764_);
                                bool l_768_ = !(l_767_);
                                if (l_766_) {
                                    local_5 = l_768_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_769_ = local_5;
                                if (l_769_) {
                                    uint l_770_ = (l_430_ - 1u);
                                    l_mut_105_ = l_764_;
                                    uint64_t _e1787 = l_mut_158_;
                                    bool l_771_ = (l_764_ < _e1787);
                                    bool l_772_ = !(l_771_);
                                    if (l_772_) {
                                        l_mut_773_ = 0u;
                                        uint64_t _e1791 = l_mut_158_;
                                        bool l_774_ = (_e1791 < l_764_);
                                        if (l_774_) {
                                            uint64_t l_775_ = (l_764_ - 1uL);
                                            uint64_t _e1795 = l_mut_158_;
                                            uint64_t l_776_ = naga_div(l_775_, _e1795);
                                            uint64_t l_777_ = uint64_t(l_770_);
                                            bool l_778_ = (l_776_ < l_777_);
                                            uint64_t l_779_ = uint64_t(l_770_);
                                            uint64_t l_780_ = (l_778_ ? l_776_ : l_779_);
                                            uint l_781_ = uint(l_780_);
                                            l_mut_773_ = l_781_;
                                        }
                                        uint _e1803 = l_mut_773_;
                                        uint64_t l_782_ = uint64_t(_e1803);
                                        uint64_t _e1805 = l_mut_158_;
                                        uint64_t l_783_ = (_e1805 * l_782_);
                                        uint64_t l_784_ = (l_764_ - l_783_);
                                        l_mut_105_ = l_784_;
                                        uint64_t _e1808 = l_mut_105_;
                                        uint64_t _e1809 = l_mut_158_;
                                        bool l_785_ = (_e1808 < _e1809);
                                        bool l_786_ = !(l_785_);
                                        if (l_786_) {
                                            uint64_t _e1812 = l_mut_105_;
                                            uint64_t _e1813 = l_mut_158_;
                                            uint64_t l_787_ = (_e1812 - _e1813);
                                            l_mut_105_ = l_787_;
                                        }
                                    }
                                    uint64_t _e1815 = l_mut_158_;
                                    uint64_t _e1816 = l_mut_105_;
                                    uint64_t l_788_ = (_e1815 - _e1816);
                                    l_mut_105_ = l_788_;
                                    uint64_t _e1818 = l_mut_158_;
                                    bool l_789_ = (l_788_ < _e1818);
                                    bool l_790_ = !(l_789_);
                                    if (l_790_) {
                                        uint64_t _e1821 = l_mut_158_;
                                        uint64_t l_791_ = (l_788_ - _e1821);
                                        l_mut_105_ = l_791_;
                                    }
                                    uint64_t _e1823 = l_mut_105_;
                                    uint64_t _e1824 = l_mut_127_;
                                    bool l_792_ = (_e1823 < _e1824);
                                    if (l_792_) {
                                        uint64_t _e1826 = l_mut_105_;
                                        l_mut_127_ = _e1826;
                                    }
                                }
                            } else {
                                uint64_t l_793_ = (l_725_ - l_741_);
                                l_mut_127_ = l_793_;
                                bool l_794_ = (l_725_ < l_741_);
                                if (l_794_) {
                                    uint l_795_ = (l_430_ - 1u);
                                    l_mut_105_ = l_725_;
                                    uint64_t _e1831 = l_mut_158_;
                                    bool l_796_ = (l_725_ < _e1831);
                                    bool l_797_ = !(l_796_);
                                    if (l_797_) {
                                        l_mut_773_ = 0u;
                                        uint64_t _e1835 = l_mut_158_;
                                        bool l_798_ = (_e1835 < l_725_);
                                        if (l_798_) {
                                            uint64_t l_799_ = (l_725_ - 1uL);
                                            uint64_t _e1839 = l_mut_158_;
                                            uint64_t l_800_ = naga_div(l_799_, _e1839);
                                            uint64_t l_801_ = uint64_t(l_795_);
                                            bool l_802_ = (l_800_ < l_801_);
                                            uint64_t l_803_ = uint64_t(l_795_);
                                            uint64_t l_804_ = (l_802_ ? l_800_ : l_803_);
                                            uint l_805_ = uint(l_804_);
                                            l_mut_773_ = l_805_;
                                        }
                                        uint _e1847 = l_mut_773_;
                                        uint64_t l_806_ = uint64_t(_e1847);
                                        uint64_t _e1849 = l_mut_158_;
                                        uint64_t l_807_ = (_e1849 * l_806_);
                                        uint64_t l_808_ = (l_725_ - l_807_);
                                        l_mut_105_ = l_808_;
                                        uint64_t _e1852 = l_mut_105_;
                                        uint64_t _e1853 = l_mut_158_;
                                        bool l_809_ = (_e1852 < _e1853);
                                        bool l_810_ = !(l_809_);
                                        if (l_810_) {
                                            uint64_t _e1856 = l_mut_105_;
                                            uint64_t _e1857 = l_mut_158_;
                                            uint64_t l_811_ = (_e1856 - _e1857);
                                            l_mut_105_ = l_811_;
                                        }
                                    }
                                    uint64_t _e1859 = l_mut_105_;
                                    uint64_t _e1860 = l_mut_127_;
                                    bool l_812_ = (_e1859 < _e1860);
                                    if (l_812_) {
                                        uint64_t _e1862 = l_mut_105_;
                                        l_mut_127_ = _e1862;
                                    }
                                }
                            }
                            uint64_t _e1863 = l_mut_127_;
                            bool l_813_ = (_e1863 < l_728_);
                            bool l_814_ = !(l_813_);
                            uint l_815_ = uint(l_814_);
                            uint l_816_ = (2u - l_815_);
                            l_mut_742_ = l_816_;
                        }
                        uint _e1869 = l_mut_742_;
                        bool l_817_ = (_e1869 > 0u);
                        if (l_817_) {
                            uint _e1872 = l_mut_742_;
                            bool l_818_ = (_e1872 == 1u);
                            l_mut_392_ = l_818_;
                            l_mut_358_ = false;
                        }
                    }
                    l_mut_350_ = false;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        bool _e1877 = l_mut_358_;
                        bool l_819_ = !(_e1877);
                        if (l_819_) {
                            break;
                        }
                        uint64_t _e1879 = l_mut_301_;
                        l_mut_158_ = _e1879;
                        bool _e1880 = l_mut_350_;
                        if (_e1880) {
                            uint64_t _e1881 = l_mut_284_;
                            l_mut_158_ = _e1881;
                        }
                        uint64_t _e1882 = l_mut_212_;
                        uint64_t _e1883 = l_mut_158_;
                        bool l_820_ = (_e1882 < _e1883);
                        bool l_821_ = !(l_820_);
                        bool _e1886 = l_mut_350_;
                        bool l_822_ = (l_821_ != _e1886);
                        if (l_822_) {
                            uint64_t _e1888 = l_mut_301_;
                            l_mut_158_ = _e1888;
                            uint64_t _e1889 = l_mut_284_;
                            l_mut_301_ = _e1889;
                            uint64_t _e1890 = l_mut_158_;
                            l_mut_284_ = _e1890;
                            uint _e1891 = l_mut_67_;
                            l_mut_773_ = _e1891;
                            uint _e1892 = l_mut_731_;
                            l_mut_67_ = _e1892;
                            uint _e1893 = l_mut_773_;
                            l_mut_731_ = _e1893;
                            l_mut_350_ = l_821_;
                        }
                        uint64_t _e1894 = l_mut_301_;
                        uint64_t _e1895 = l_mut_212_;
                        uint64_t l_823_ = (_e1894 - _e1895);
                        l_mut_158_ = l_823_;
                        bool _e1897 = l_mut_350_;
                        if (_e1897) {
                            uint64_t _e1898 = l_mut_212_;
                            uint64_t l_824_ = (_e1898 - l_728_);
                            l_mut_158_ = l_824_;
                        }
                        uint64_t _e1900 = l_mut_301_;
                        l_mut_127_ = _e1900;
                        uint64_t _e1901 = l_mut_158_;
                        uint64_t _e1902 = l_mut_301_;
                        bool l_825_ = (_e1901 < _e1902);
                        if (l_825_) {
                            uint64_t _e1904 = l_mut_158_;
                            l_mut_127_ = _e1904;
                        }
                        l_mut_262_ = false;
                        uint64_t _e1907 = l_mut_127_;
                        uint64_t l_827_ = (_e1907 >> uint(3uL));
                        uint64_t _e1911 = l_mut_284_;
                        bool l_828_ = (l_827_ < _e1911);
                        bool l_829_ = !(l_828_);
                        l_mut_262_ = l_829_;
                        l_mut_773_ = 0u;
                        uint64_t _e1915 = l_mut_284_;
                        bool l_830_ = (_e1915 == 0uL);
                        bool l_831_ = !(l_830_);
                        bool _e1919 = l_mut_262_;
                        if (_e1919) {
                            local_6 = l_831_;
                        } else {
                            local_6 = false;
                        }
                        bool l_832_ = local_6;
                        uint64_t _e1924 = l_mut_284_;
                        uint64_t _e1925 = l_mut_127_;
                        bool l_833_ = (_e1924 < _e1925);
                        if (l_832_) {
                            local_7 = l_833_;
                        } else {
                            local_7 = false;
                        }
                        bool l_834_ = local_7;
                        uint _e1931 = l_mut_67_;
                        uint _e1932 = l_mut_731_;
                        uint l_835_ = (_e1931 + _e1932);
                        bool l_836_ = (l_835_ < l_430_);
                        if (l_834_) {
                            local_8 = l_836_;
                        } else {
                            local_8 = false;
                        }
                        bool l_837_ = local_8;
                        if (l_837_) {
                            uint _e1939 = l_mut_67_;
                            uint l_838_ = (l_430_ - _e1939);
                            uint _e1941 = l_mut_731_;
                            uint l_839_ = (l_838_ - _e1941);
                            uint _e1943 = l_mut_67_;
                            uint l_840_ = naga_div(l_839_, _e1943);
                            uint64_t _e1945 = l_mut_127_;
                            uint64_t l_841_ = (_e1945 - 1uL);
                            uint64_t _e1948 = l_mut_284_;
                            uint64_t l_842_ = naga_div(l_841_, _e1948);
                            uint64_t l_843_ = uint64_t(l_840_);
                            bool l_844_ = (l_842_ < l_843_);
                            uint64_t l_845_ = uint64_t(l_840_);
                            uint64_t l_846_ = (l_844_ ? l_842_ : l_845_);
                            uint l_847_ = uint(l_846_);
                            l_mut_773_ = l_847_;
                        }
                        uint _e1956 = l_mut_773_;
                        bool l_848_ = (_e1956 == 0u);
                        l_mut_262_ = l_848_;
                        uint _e1959 = l_mut_773_;
                        bool l_849_ = (_e1959 > 0u);
                        if (l_849_) {
                            uint _e1962 = l_mut_773_;
                            uint64_t l_850_ = uint64_t(_e1962);
                            uint64_t _e1964 = l_mut_284_;
                            uint64_t l_851_ = (_e1964 * l_850_);
                            bool _e1966 = l_mut_350_;
                            if (_e1966) {
                                uint64_t _e1967 = l_mut_212_;
                                uint64_t l_852_ = (_e1967 - l_851_);
                                l_mut_212_ = l_852_;
                            }
                            uint64_t _e1969 = l_mut_301_;
                            uint64_t l_853_ = (_e1969 - l_851_);
                            l_mut_301_ = l_853_;
                            uint _e1971 = l_mut_773_;
                            uint _e1972 = l_mut_67_;
                            uint l_854_ = (_e1971 * _e1972);
                            uint _e1974 = l_mut_731_;
                            l_mut_731_ = (_e1974 + l_854_);
                        } else {
                            bool _e1976 = l_mut_350_;
                            if (_e1976) {
                                uint64_t _e1977 = l_mut_212_;
                                uint64_t _e1978 = l_mut_284_;
                                uint64_t l_855_ = (_e1977 - _e1978);
                                l_mut_212_ = l_855_;
                                uint64_t _e1980 = l_mut_212_;
                                bool l_856_ = (_e1980 < l_728_);
                                if (l_856_) {
                                    l_mut_358_ = false;
                                    l_mut_262_ = false;
                                }
                            }
                        }
                        bool _e1984 = l_mut_262_;
                        if (_e1984) {
                            uint _e1985 = l_mut_67_;
                            uint l_857_ = (l_430_ - _e1985);
                            uint _e1987 = l_mut_731_;
                            uint l_858_ = naga_div(l_857_, _e1987);
                            l_mut_773_ = 0u;
                            l_mut_259_ = false;
                            uint64_t _e1992 = l_mut_284_;
                            uint64_t l_860_ = (_e1992 >> uint(3uL));
                            uint64_t _e1996 = l_mut_301_;
                            bool l_861_ = (l_860_ < _e1996);
                            bool l_862_ = !(l_861_);
                            l_mut_259_ = l_862_;
                            uint64_t _e1999 = l_mut_301_;
                            bool l_863_ = (_e1999 == 0uL);
                            if (l_863_) {
                                l_mut_773_ = l_858_;
                            } else {
                                bool _e2002 = l_mut_259_;
                                if (_e2002) {
                                    uint64_t _e2003 = l_mut_301_;
                                    uint64_t _e2004 = l_mut_284_;
                                    bool l_864_ = (_e2003 < _e2004);
                                    if (l_864_) {
                                        uint64_t _e2006 = l_mut_284_;
                                        uint64_t l_865_ = (_e2006 - 1uL);
                                        uint64_t _e2009 = l_mut_301_;
                                        uint64_t l_866_ = naga_div(l_865_, _e2009);
                                        uint64_t l_867_ = uint64_t(l_858_);
                                        bool l_868_ = (l_866_ < l_867_);
                                        uint64_t l_869_ = uint64_t(l_858_);
                                        uint64_t l_870_ = (l_868_ ? l_866_ : l_869_);
                                        uint l_871_ = uint(l_870_);
                                        l_mut_773_ = l_871_;
                                    }
                                } else {
                                    uint64_t _e2017 = l_mut_284_;
                                    l_mut_158_ = _e2017;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        uint64_t _e2018 = l_mut_301_;
                                        uint64_t _e2019 = l_mut_158_;
                                        bool l_872_ = (_e2018 < _e2019);
                                        uint _e2021 = l_mut_773_;
                                        uint _e2022 = l_mut_731_;
                                        uint l_873_ = (_e2021 * _e2022);
                                        uint _e2024 = l_mut_67_;
                                        uint l_874_ = (_e2024 + l_873_);
                                        uint _e2026 = l_mut_731_;
                                        uint l_875_ = (l_874_ + _e2026);
                                        bool l_876_ = (l_875_ < l_430_);
                                        if (l_872_) {
                                            local_9 = l_876_;
                                        } else {
                                            local_9 = false;
                                        }
                                        bool l_877_ = local_9;
                                        bool l_878_ = !(l_877_);
                                        if (l_878_) {
                                            break;
                                        }
                                        uint64_t _e2034 = l_mut_158_;
                                        uint64_t _e2035 = l_mut_301_;
                                        uint64_t l_879_ = (_e2034 - _e2035);
                                        l_mut_158_ = l_879_;
                                        uint _e2037 = l_mut_773_;
                                        l_mut_773_ = (_e2037 + 1u);
                                    }
                                }
                            }
                            uint _e2040 = l_mut_773_;
                            uint _e2041 = l_mut_731_;
                            uint l_880_ = (_e2040 * _e2041);
                            uint _e2043 = l_mut_67_;
                            uint l_881_ = (_e2043 + l_880_);
                            uint _e2045 = l_mut_731_;
                            uint l_882_ = (l_881_ + _e2045);
                            bool l_883_ = (l_882_ >= l_430_);
                            if (l_883_) {
                                l_mut_392_ = true;
                                l_mut_358_ = false;
                            } else {
                                uint _e2050 = l_mut_773_;
                                uint64_t l_884_ = uint64_t(_e2050);
                                uint64_t _e2052 = l_mut_301_;
                                uint64_t l_885_ = (_e2052 * l_884_);
                                uint64_t _e2054 = l_mut_284_;
                                uint64_t l_886_ = (_e2054 - l_885_);
                                l_mut_284_ = l_886_;
                                uint _e2056 = l_mut_773_;
                                uint _e2057 = l_mut_731_;
                                uint l_887_ = (_e2056 * _e2057);
                                uint _e2059 = l_mut_67_;
                                l_mut_67_ = (_e2059 + l_887_);
                                uint64_t _e2061 = l_mut_301_;
                                uint64_t _e2062 = l_mut_284_;
                                uint64_t l_888_ = (_e2061 - _e2062);
                                l_mut_301_ = l_888_;
                                uint _e2064 = l_mut_731_;
                                uint _e2065 = l_mut_67_;
                                l_mut_731_ = (_e2064 + _e2065);
                            }
                        }
                    }
                    bool _e2067 = l_mut_392_;
                    bool l_889_ = !(_e2067);
                    if (l_429_) {
                        local_10 = l_889_;
                    } else {
                        local_10 = false;
                    }
                    bool l_890_ = local_10;
                    if (l_890_) {
                        uint _e2074 = l_mut_427_;
                        uint l_891_ = (1u << _e2074);
                        uint _e2076 = l_mut_304_;
                        l_mut_304_ = (_e2076 | l_891_);
                        uint _e2078 = l_mut_271_;
                        l_mut_271_ = (_e2078 + 1u);
                        uint l_892_ = (l_428_ + l_426_);
                        uint l_893_ = min(l_892_, l_74_);
                        l_mut_773_ = 0u;
                        l_mut_894_ = l_428_;
                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2335 = l_mut_894_;
                                l_mut_894_ = (_e2335 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2085 = l_mut_894_;
                            if ((_e2085 < l_893_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2087 = l_mut_894_;
                                uint64_t l_895_ = uint64_t(_e2087);
                                uint64_t l_896_ = (l_84_ * l_895_);
                                uint64_t l_897_ = (l_93_ + l_896_);
                                l_mut_301_ = 0uL;
                                uint _e2092 = l_mut_894_;
                                bool l_899_ = (_e2092 < 65536u);
                                if (l_899_) {
                                    uint _e2095 = l_mut_894_;
                                    uint _e2096 = l_mut_894_;
                                    uint l_900_ = (_e2095 * _e2096);
                                    uint64_t l_901_ = (l_102_ >> uint(63uL));
                                    bool l_902_ = (l_901_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_902_) {
                                        uint64_t l_904_ = (0uL - l_102_);
                                        l_mut_284_ = l_904_;
                                    }
                                    uint64_t l_905_ = uint64_t(l_900_);
                                    uint64_t _e2107 = l_mut_284_;
                                    uint64_t l_906_ = (_e2107 & 4294967295uL);
                                    uint64_t l_907_ = (l_906_ * l_905_);
                                    uint64_t _e2111 = l_mut_284_;
                                    uint64_t l_908_ = (_e2111 >> uint(32uL));
                                    uint64_t l_909_ = (l_908_ * l_905_);
                                    uint64_t l_910_ = (l_909_ << uint(32uL));
                                    uint64_t l_911_ = (l_907_ + l_910_);
                                    uint64_t l_912_ = (l_909_ >> uint(32uL));
                                    bool l_913_ = (l_911_ < l_907_);
                                    uint64_t l_914_ = uint64_t(l_913_);
                                    uint64_t l_915_ = (l_912_ + l_914_);
                                    l_mut_284_ = l_911_;
                                    bool l_916_ = (l_24_ == 64u);
                                    if (l_916_) {
                                        l_mut_284_ = l_915_;
                                    } else {
                                        bool l_917_ = (l_24_ > 0u);
                                        if (l_917_) {
                                            uint l_918_ = (64u - l_24_);
                                            uint64_t l_919_ = uint64_t(l_918_);
                                            uint64_t l_920_ = (l_915_ << uint(l_919_));
                                            uint64_t l_921_ = uint64_t(l_24_);
                                            uint64_t l_922_ = (l_911_ >> uint(l_921_));
                                            uint64_t l_923_ = (l_920_ | l_922_);
                                            l_mut_284_ = l_923_;
                                        }
                                    }
                                    uint64_t _e2144 = l_mut_284_;
                                    l_mut_212_ = _e2144;
                                    if (l_902_) {
                                        uint64_t _e2146 = l_mut_212_;
                                        uint64_t l_925_ = (0uL - _e2146);
                                        l_mut_212_ = l_925_;
                                    }
                                    uint64_t _e2148 = l_mut_212_;
                                    l_mut_301_ = _e2148;
                                } else {
                                    uint64_t l_926_ = (l_102_ >> uint(63uL));
                                    bool l_927_ = (l_926_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_927_) {
                                        uint64_t l_929_ = (0uL - l_102_);
                                        l_mut_284_ = l_929_;
                                    }
                                    uint _e2157 = l_mut_894_;
                                    uint64_t l_930_ = uint64_t(_e2157);
                                    uint64_t _e2159 = l_mut_284_;
                                    uint64_t l_931_ = (_e2159 & 4294967295uL);
                                    uint64_t l_932_ = (l_931_ * l_930_);
                                    uint64_t _e2163 = l_mut_284_;
                                    uint64_t l_933_ = (_e2163 >> uint(32uL));
                                    uint64_t l_934_ = (l_933_ * l_930_);
                                    uint64_t l_935_ = (l_934_ << uint(32uL));
                                    uint64_t l_936_ = (l_932_ + l_935_);
                                    uint64_t l_937_ = (l_934_ >> uint(32uL));
                                    bool l_938_ = (l_936_ < l_932_);
                                    uint64_t l_939_ = uint64_t(l_938_);
                                    uint64_t l_940_ = (l_937_ + l_939_);
                                    l_mut_212_ = l_936_;
                                    if (false) {
                                        l_mut_212_ = l_940_;
                                    } else {
                                        if (false) {
                                            uint64_t l_944_ = (l_940_ << uint(64uL));
                                            uint64_t l_946_ = (l_936_ >> uint(0uL));
                                            uint64_t l_947_ = (l_944_ | l_946_);
                                            l_mut_212_ = l_947_;
                                        }
                                    }
                                    uint _e2192 = l_mut_894_;
                                    uint64_t l_948_ = uint64_t(_e2192);
                                    uint64_t _e2194 = l_mut_284_;
                                    uint64_t l_949_ = (_e2194 & 4294967295uL);
                                    uint64_t l_950_ = (l_949_ * l_948_);
                                    uint64_t _e2198 = l_mut_284_;
                                    uint64_t l_951_ = (_e2198 >> uint(32uL));
                                    uint64_t l_952_ = (l_951_ * l_948_);
                                    uint64_t l_953_ = (l_952_ << uint(32uL));
                                    uint64_t l_954_ = (l_950_ + l_953_);
                                    uint64_t l_955_ = (l_952_ >> uint(32uL));
                                    bool l_956_ = (l_954_ < l_950_);
                                    uint64_t l_957_ = uint64_t(l_956_);
                                    uint64_t l_958_ = (l_955_ + l_957_);
                                    l_mut_284_ = l_954_;
                                    if (true) {
                                        l_mut_284_ = l_958_;
                                    } else {
                                        if (true) {
                                            uint64_t l_962_ = (l_958_ << uint(0uL));
                                            uint64_t l_964_ = (l_954_ >> uint(64uL));
                                            uint64_t l_965_ = (l_962_ | l_964_);
                                            l_mut_284_ = l_965_;
                                        }
                                    }
                                    uint _e2227 = l_mut_894_;
                                    uint64_t l_966_ = uint64_t(_e2227);
                                    uint64_t _e2229 = l_mut_212_;
                                    uint64_t l_967_ = (_e2229 & 4294967295uL);
                                    uint64_t l_968_ = (l_967_ * l_966_);
                                    uint64_t _e2233 = l_mut_212_;
                                    uint64_t l_969_ = (_e2233 >> uint(32uL));
                                    uint64_t l_970_ = (l_969_ * l_966_);
                                    uint64_t l_971_ = (l_970_ << uint(32uL));
                                    uint64_t l_972_ = (l_968_ + l_971_);
                                    uint64_t l_973_ = (l_970_ >> uint(32uL));
                                    bool l_974_ = (l_972_ < l_968_);
                                    uint64_t l_975_ = uint64_t(l_974_);
                                    uint64_t l_976_ = (l_973_ + l_975_);
                                    l_mut_158_ = l_972_;
                                    if (false) {
                                        l_mut_158_ = l_976_;
                                    } else {
                                        if (false) {
                                            uint64_t l_980_ = (l_976_ << uint(64uL));
                                            uint64_t l_982_ = (l_972_ >> uint(0uL));
                                            uint64_t l_983_ = (l_980_ | l_982_);
                                            l_mut_158_ = l_983_;
                                        }
                                    }
                                    uint _e2262 = l_mut_894_;
                                    uint64_t l_984_ = uint64_t(_e2262);
                                    uint64_t _e2264 = l_mut_212_;
                                    uint64_t l_985_ = (_e2264 & 4294967295uL);
                                    uint64_t l_986_ = (l_985_ * l_984_);
                                    uint64_t _e2268 = l_mut_212_;
                                    uint64_t l_987_ = (_e2268 >> uint(32uL));
                                    uint64_t l_988_ = (l_987_ * l_984_);
                                    uint64_t l_989_ = (l_988_ << uint(32uL));
                                    uint64_t l_990_ = (l_986_ + l_989_);
                                    uint64_t l_991_ = (l_988_ >> uint(32uL));
                                    bool l_992_ = (l_990_ < l_986_);
                                    uint64_t l_993_ = uint64_t(l_992_);
                                    uint64_t l_994_ = (l_991_ + l_993_);
                                    l_mut_212_ = l_990_;
                                    if (true) {
                                        l_mut_212_ = l_994_;
                                    } else {
                                        if (true) {
                                            uint64_t l_998_ = (l_994_ << uint(0uL));
                                            uint64_t l_1000_ = (l_990_ >> uint(64uL));
                                            uint64_t l_1001_ = (l_998_ | l_1000_);
                                            l_mut_212_ = l_1001_;
                                        }
                                    }
                                    uint _e2297 = l_mut_894_;
                                    uint64_t l_1002_ = uint64_t(_e2297);
                                    uint64_t _e2299 = l_mut_284_;
                                    uint64_t l_1003_ = (_e2299 * l_1002_);
                                    uint64_t _e2301 = l_mut_212_;
                                    uint64_t l_1004_ = (_e2301 + l_1003_);
                                    uint64_t _e2303 = l_mut_158_;
                                    l_mut_301_ = _e2303;
                                    bool l_1005_ = (l_24_ == 64u);
                                    if (l_1005_) {
                                        l_mut_301_ = l_1004_;
                                    } else {
                                        bool l_1006_ = (l_24_ > 0u);
                                        if (l_1006_) {
                                            uint l_1007_ = (64u - l_24_);
                                            uint64_t l_1008_ = uint64_t(l_1007_);
                                            uint64_t l_1009_ = (l_1004_ << uint(l_1008_));
                                            uint64_t l_1010_ = uint64_t(l_24_);
                                            uint64_t _e2315 = l_mut_158_;
                                            uint64_t l_1011_ = (_e2315 >> uint(l_1010_));
                                            uint64_t l_1012_ = (l_1009_ + l_1011_);
                                            l_mut_301_ = l_1012_;
                                        }
                                    }
                                    if (l_927_) {
                                        uint64_t _e2321 = l_mut_301_;
                                        uint64_t l_1014_ = (0uL - _e2321);
                                        l_mut_301_ = l_1014_;
                                    }
                                }
                                uint64_t _e2323 = l_mut_301_;
                                uint64_t l_1015_ = (l_897_ + _e2323);
                                uint64_t l_1017_ = (0uL - l_1015_);
                                l_mut_301_ = l_1017_;
                                uint64_t _e2327 = l_mut_301_;
                                bool l_1018_ = (l_1015_ < _e2327);
                                if (l_1018_) {
                                    l_mut_301_ = l_1015_;
                                }
                                uint64_t _e2329 = l_mut_301_;
                                bool l_1019_ = (_e2329 < l_51_);
                                uint l_1020_ = uint(l_1019_);
                                uint _e2332 = l_mut_773_;
                                l_mut_773_ = (_e2332 + l_1020_);
                            }
                        }
                        uint _e2337 = l_mut_258_;
                        uint _e2338 = l_mut_773_;
                        l_mut_258_ = (_e2337 + _e2338);
                    }
                }
            }
            uint _e2343 = l_mut_271_;
            bool l_1021_ = (_e2343 > 0u);
            if (l_1021_) {
                uint l_1301_ = asuint(info.Load(20+0));
                uint l_1302_ = (l_1301_ * 1u);
                uint l_1303_ = (l_1302_ - 1u);
                uint l_1304_ = min(1u, l_1303_);
                uint _e2358 = l_mut_271_;
                uint _e2359; buffer_5_global.InterlockedAdd(l_1304_*4, _e2358, _e2359);
            }
            uint _e2360 = l_mut_258_;
            bool l_1024_ = (_e2360 > 0u);
            if (l_1024_) {
                uint l_1306_ = asuint(info.Load(20+0));
                uint l_1307_ = (l_1306_ * 1u);
                uint l_1308_ = (l_1307_ - 1u);
                uint l_1309_ = min(2u, l_1308_);
                uint _e2375 = l_mut_258_;
                uint _e2376; buffer_5_global.InterlockedAdd(l_1309_*4, _e2375, _e2376);
                l_mut_773_ = _e2376;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2680 = l_mut_1027_;
                        l_mut_1027_ = (_e2680 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2379 = l_mut_1027_;
                    if ((_e2379 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2382 = l_mut_304_;
                        uint _e2383 = l_mut_1027_;
                        uint l_1028_ = (_e2382 >> _e2383);
                        uint l_1029_ = (l_1028_ & 1u);
                        bool l_1030_ = (l_1029_ == 1u);
                        if (l_1030_) {
                            uint _e2389 = l_mut_1027_;
                            uint l_1031_ = (_e2389 * l_426_);
                            uint l_1032_ = (l_1031_ + l_426_);
                            uint l_1033_ = min(l_1032_, l_74_);
                            uint _e2393 = l_mut_773_;
                            l_mut_742_ = _e2393;
                            l_mut_1034_ = l_1031_;
                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2676 = l_mut_1034_;
                                    l_mut_1034_ = (_e2676 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2395 = l_mut_1034_;
                                if ((_e2395 < l_1033_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2397 = l_mut_1034_;
                                    uint64_t l_1035_ = uint64_t(_e2397);
                                    uint64_t l_1036_ = (l_84_ * l_1035_);
                                    uint64_t l_1037_ = (l_93_ + l_1036_);
                                    l_mut_301_ = 0uL;
                                    uint _e2402 = l_mut_1034_;
                                    bool l_1039_ = (_e2402 < 65536u);
                                    if (l_1039_) {
                                        uint _e2405 = l_mut_1034_;
                                        uint _e2406 = l_mut_1034_;
                                        uint l_1040_ = (_e2405 * _e2406);
                                        uint64_t l_1041_ = (l_102_ >> uint(63uL));
                                        bool l_1042_ = (l_1041_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1042_) {
                                            uint64_t l_1044_ = (0uL - l_102_);
                                            l_mut_284_ = l_1044_;
                                        }
                                        uint64_t l_1045_ = uint64_t(l_1040_);
                                        uint64_t _e2417 = l_mut_284_;
                                        uint64_t l_1046_ = (_e2417 & 4294967295uL);
                                        uint64_t l_1047_ = (l_1046_ * l_1045_);
                                        uint64_t _e2421 = l_mut_284_;
                                        uint64_t l_1048_ = (_e2421 >> uint(32uL));
                                        uint64_t l_1049_ = (l_1048_ * l_1045_);
                                        uint64_t l_1050_ = (l_1049_ << uint(32uL));
                                        uint64_t l_1051_ = (l_1047_ + l_1050_);
                                        uint64_t l_1052_ = (l_1049_ >> uint(32uL));
                                        bool l_1053_ = (l_1051_ < l_1047_);
                                        uint64_t l_1054_ = uint64_t(l_1053_);
                                        uint64_t l_1055_ = (l_1052_ + l_1054_);
                                        l_mut_284_ = l_1051_;
                                        bool l_1056_ = (l_24_ == 64u);
                                        if (l_1056_) {
                                            l_mut_284_ = l_1055_;
                                        } else {
                                            bool l_1057_ = (l_24_ > 0u);
                                            if (l_1057_) {
                                                uint l_1058_ = (64u - l_24_);
                                                uint64_t l_1059_ = uint64_t(l_1058_);
                                                uint64_t l_1060_ = (l_1055_ << uint(l_1059_));
                                                uint64_t l_1061_ = uint64_t(l_24_);
                                                uint64_t l_1062_ = (l_1051_ >> uint(l_1061_));
                                                uint64_t l_1063_ = (l_1060_ | l_1062_);
                                                l_mut_284_ = l_1063_;
                                            }
                                        }
                                        uint64_t _e2454 = l_mut_284_;
                                        l_mut_212_ = _e2454;
                                        if (l_1042_) {
                                            uint64_t _e2456 = l_mut_212_;
                                            uint64_t l_1065_ = (0uL - _e2456);
                                            l_mut_212_ = l_1065_;
                                        }
                                        uint64_t _e2458 = l_mut_212_;
                                        l_mut_301_ = _e2458;
                                    } else {
                                        uint64_t l_1066_ = (l_102_ >> uint(63uL));
                                        bool l_1067_ = (l_1066_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1067_) {
                                            uint64_t l_1069_ = (0uL - l_102_);
                                            l_mut_284_ = l_1069_;
                                        }
                                        uint _e2467 = l_mut_1034_;
                                        uint64_t l_1070_ = uint64_t(_e2467);
                                        uint64_t _e2469 = l_mut_284_;
                                        uint64_t l_1071_ = (_e2469 & 4294967295uL);
                                        uint64_t l_1072_ = (l_1071_ * l_1070_);
                                        uint64_t _e2473 = l_mut_284_;
                                        uint64_t l_1073_ = (_e2473 >> uint(32uL));
                                        uint64_t l_1074_ = (l_1073_ * l_1070_);
                                        uint64_t l_1075_ = (l_1074_ << uint(32uL));
                                        uint64_t l_1076_ = (l_1072_ + l_1075_);
                                        uint64_t l_1077_ = (l_1074_ >> uint(32uL));
                                        bool l_1078_ = (l_1076_ < l_1072_);
                                        uint64_t l_1079_ = uint64_t(l_1078_);
                                        uint64_t l_1080_ = (l_1077_ + l_1079_);
                                        l_mut_212_ = l_1076_;
                                        if (false) {
                                            l_mut_212_ = l_1080_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1084_ = (l_1080_ << uint(64uL));
                                                uint64_t l_1086_ = (l_1076_ >> uint(0uL));
                                                uint64_t l_1087_ = (l_1084_ | l_1086_);
                                                l_mut_212_ = l_1087_;
                                            }
                                        }
                                        uint _e2502 = l_mut_1034_;
                                        uint64_t l_1088_ = uint64_t(_e2502);
                                        uint64_t _e2504 = l_mut_284_;
                                        uint64_t l_1089_ = (_e2504 & 4294967295uL);
                                        uint64_t l_1090_ = (l_1089_ * l_1088_);
                                        uint64_t _e2508 = l_mut_284_;
                                        uint64_t l_1091_ = (_e2508 >> uint(32uL));
                                        uint64_t l_1092_ = (l_1091_ * l_1088_);
                                        uint64_t l_1093_ = (l_1092_ << uint(32uL));
                                        uint64_t l_1094_ = (l_1090_ + l_1093_);
                                        uint64_t l_1095_ = (l_1092_ >> uint(32uL));
                                        bool l_1096_ = (l_1094_ < l_1090_);
                                        uint64_t l_1097_ = uint64_t(l_1096_);
                                        uint64_t l_1098_ = (l_1095_ + l_1097_);
                                        l_mut_284_ = l_1094_;
                                        if (true) {
                                            l_mut_284_ = l_1098_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1102_ = (l_1098_ << uint(0uL));
                                                uint64_t l_1104_ = (l_1094_ >> uint(64uL));
                                                uint64_t l_1105_ = (l_1102_ | l_1104_);
                                                l_mut_284_ = l_1105_;
                                            }
                                        }
                                        uint _e2537 = l_mut_1034_;
                                        uint64_t l_1106_ = uint64_t(_e2537);
                                        uint64_t _e2539 = l_mut_212_;
                                        uint64_t l_1107_ = (_e2539 & 4294967295uL);
                                        uint64_t l_1108_ = (l_1107_ * l_1106_);
                                        uint64_t _e2543 = l_mut_212_;
                                        uint64_t l_1109_ = (_e2543 >> uint(32uL));
                                        uint64_t l_1110_ = (l_1109_ * l_1106_);
                                        uint64_t l_1111_ = (l_1110_ << uint(32uL));
                                        uint64_t l_1112_ = (l_1108_ + l_1111_);
                                        uint64_t l_1113_ = (l_1110_ >> uint(32uL));
                                        bool l_1114_ = (l_1112_ < l_1108_);
                                        uint64_t l_1115_ = uint64_t(l_1114_);
                                        uint64_t l_1116_ = (l_1113_ + l_1115_);
                                        l_mut_158_ = l_1112_;
                                        if (false) {
                                            l_mut_158_ = l_1116_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1120_ = (l_1116_ << uint(64uL));
                                                uint64_t l_1122_ = (l_1112_ >> uint(0uL));
                                                uint64_t l_1123_ = (l_1120_ | l_1122_);
                                                l_mut_158_ = l_1123_;
                                            }
                                        }
                                        uint _e2572 = l_mut_1034_;
                                        uint64_t l_1124_ = uint64_t(_e2572);
                                        uint64_t _e2574 = l_mut_212_;
                                        uint64_t l_1125_ = (_e2574 & 4294967295uL);
                                        uint64_t l_1126_ = (l_1125_ * l_1124_);
                                        uint64_t _e2578 = l_mut_212_;
                                        uint64_t l_1127_ = (_e2578 >> uint(32uL));
                                        uint64_t l_1128_ = (l_1127_ * l_1124_);
                                        uint64_t l_1129_ = (l_1128_ << uint(32uL));
                                        uint64_t l_1130_ = (l_1126_ + l_1129_);
                                        uint64_t l_1131_ = (l_1128_ >> uint(32uL));
                                        bool l_1132_ = (l_1130_ < l_1126_);
                                        uint64_t l_1133_ = uint64_t(l_1132_);
                                        uint64_t l_1134_ = (l_1131_ + l_1133_);
                                        l_mut_212_ = l_1130_;
                                        if (true) {
                                            l_mut_212_ = l_1134_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1138_ = (l_1134_ << uint(0uL));
                                                uint64_t l_1140_ = (l_1130_ >> uint(64uL));
                                                uint64_t l_1141_ = (l_1138_ | l_1140_);
                                                l_mut_212_ = l_1141_;
                                            }
                                        }
                                        uint _e2607 = l_mut_1034_;
                                        uint64_t l_1142_ = uint64_t(_e2607);
                                        uint64_t _e2609 = l_mut_284_;
                                        uint64_t l_1143_ = (_e2609 * l_1142_);
                                        uint64_t _e2611 = l_mut_212_;
                                        uint64_t l_1144_ = (_e2611 + l_1143_);
                                        uint64_t _e2613 = l_mut_158_;
                                        l_mut_301_ = _e2613;
                                        bool l_1145_ = (l_24_ == 64u);
                                        if (l_1145_) {
                                            l_mut_301_ = l_1144_;
                                        } else {
                                            bool l_1146_ = (l_24_ > 0u);
                                            if (l_1146_) {
                                                uint l_1147_ = (64u - l_24_);
                                                uint64_t l_1148_ = uint64_t(l_1147_);
                                                uint64_t l_1149_ = (l_1144_ << uint(l_1148_));
                                                uint64_t l_1150_ = uint64_t(l_24_);
                                                uint64_t _e2625 = l_mut_158_;
                                                uint64_t l_1151_ = (_e2625 >> uint(l_1150_));
                                                uint64_t l_1152_ = (l_1149_ + l_1151_);
                                                l_mut_301_ = l_1152_;
                                            }
                                        }
                                        if (l_1067_) {
                                            uint64_t _e2631 = l_mut_301_;
                                            uint64_t l_1154_ = (0uL - _e2631);
                                            l_mut_301_ = l_1154_;
                                        }
                                    }
                                    uint64_t _e2633 = l_mut_301_;
                                    uint64_t l_1155_ = (l_1037_ + _e2633);
                                    uint64_t l_1157_ = (0uL - l_1155_);
                                    l_mut_301_ = l_1157_;
                                    uint64_t _e2637 = l_mut_301_;
                                    bool l_1158_ = (l_1155_ < _e2637);
                                    if (l_1158_) {
                                        l_mut_301_ = l_1155_;
                                    }
                                    uint64_t _e2639 = l_mut_301_;
                                    bool l_1159_ = (_e2639 < l_51_);
                                    if (l_1159_) {
                                        uint _e2641 = l_mut_742_;
                                        uint l_1160_ = (_e2641 * 2u);
                                        uint l_1161_ = (l_1160_ + 1u);
                                        uint l_1162_ = asuint(info.Load(40+0));
                                        bool l_1163_ = (l_1161_ < l_1162_);
                                        if (l_1163_) {
                                            uint l_1311_ = asuint(info.Load(16+0));
                                            uint l_1312_ = (l_1311_ * 1u);
                                            bool l_1313_ = (l_1160_ < l_1312_);
                                            if (l_1313_) {
                                                buffer_4_global.Store(l_1160_*4, asuint(id));
                                            }
                                            uint l_1164_ = (l_1160_ + 1u);
                                            uint l_1314_ = asuint(info.Load(16+0));
                                            uint l_1315_ = (l_1314_ * 1u);
                                            bool l_1316_ = (l_1164_ < l_1315_);
                                            if (l_1316_) {
                                                uint _e2671 = l_mut_1034_;
                                                buffer_4_global.Store(l_1164_*4, asuint(_e2671));
                                            }
                                        }
                                        uint _e2672 = l_mut_742_;
                                        l_mut_742_ = (_e2672 + 1u);
                                    }
                                }
                            }
                            uint _e2678 = l_mut_742_;
                            l_mut_773_ = _e2678;
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
