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
    uint l_mut_728_ = (uint)0;
    uint l_mut_739_ = (uint)0;
    uint l_mut_770_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    uint l_mut_424_ = 0u;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    uint l_mut_889_ = (uint)0;
    uint l_mut_1022_ = 0u;
    uint l_mut_1029_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1244_ = asuint(info.Load(20+0));
        uint l_1245_ = (l_1244_ * 1u);
        uint l_1246_ = (l_1245_ - 1u);
        uint l_1247_ = min(3u, l_1246_);
        uint _e57; buffer_5_global.InterlockedAdd(l_1247_*4, 1u, _e57);
    }
    uint l_1160_ = asuint(info.Load(12+0));
    uint l_1161_ = (l_1160_ * 1u);
    bool l_1162_ = (0u < l_1161_);
    uint l_1163_ = (l_1161_ - 1u);
    uint l_1164_ = min(0u, l_1163_);
    uint l_1165_ = asuint(buffer_3_global.Load(l_1164_*4));
    uint l_4_ = (l_1162_ ? l_1165_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1167_ = asuint(info.Load(12+0));
    uint l_1168_ = (l_1167_ * 1u);
    bool l_1169_ = (l_7_ < l_1168_);
    uint l_1170_ = (l_1168_ - 1u);
    uint l_1171_ = min(l_7_, l_1170_);
    uint l_1172_ = asuint(buffer_3_global.Load(l_1171_*4));
    uint l_8_ = (l_1169_ ? l_1172_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1174_ = asuint(info.Load(12+0));
    uint l_1175_ = (l_1174_ * 1u);
    bool l_1176_ = (2u < l_1175_);
    uint l_1177_ = (l_1175_ - 1u);
    uint l_1178_ = min(2u, l_1177_);
    uint l_1179_ = asuint(buffer_3_global.Load(l_1178_*4));
    uint l_15_ = (l_1176_ ? l_1179_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1181_ = asuint(info.Load(12+0));
    uint l_1182_ = (l_1181_ * 1u);
    bool l_1183_ = (l_18_ < l_1182_);
    uint l_1184_ = (l_1182_ - 1u);
    uint l_1185_ = min(l_18_, l_1184_);
    uint l_1186_ = asuint(buffer_3_global.Load(l_1185_*4));
    uint l_19_ = (l_1183_ ? l_1186_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1188_ = asuint(info.Load(12+0));
    uint l_1189_ = (l_1188_ * 1u);
    bool l_1190_ = (4u < l_1189_);
    uint l_1191_ = (l_1189_ - 1u);
    uint l_1192_ = min(4u, l_1191_);
    uint l_1193_ = asuint(buffer_3_global.Load(l_1192_*4));
    uint l_26_ = (l_1190_ ? l_1193_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1195_ = asuint(info.Load(12+0));
    uint l_1196_ = (l_1195_ * 1u);
    bool l_1197_ = (l_29_ < l_1196_);
    uint l_1198_ = (l_1196_ - 1u);
    uint l_1199_ = min(l_29_, l_1198_);
    uint l_1200_ = asuint(buffer_3_global.Load(l_1199_*4));
    uint l_30_ = (l_1197_ ? l_1200_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1202_ = asuint(info.Load(12+0));
    uint l_1203_ = (l_1202_ * 1u);
    bool l_1204_ = (6u < l_1203_);
    uint l_1205_ = (l_1203_ - 1u);
    uint l_1206_ = min(6u, l_1205_);
    uint l_1207_ = asuint(buffer_3_global.Load(l_1206_*4));
    uint l_35_ = (l_1204_ ? l_1207_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1209_ = asuint(info.Load(12+0));
    uint l_1210_ = (l_1209_ * 1u);
    bool l_1211_ = (l_38_ < l_1210_);
    uint l_1212_ = (l_1210_ - 1u);
    uint l_1213_ = min(l_38_, l_1212_);
    uint l_1214_ = asuint(buffer_3_global.Load(l_1213_*4));
    uint l_39_ = (l_1211_ ? l_1214_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1216_ = asuint(info.Load(12+0));
    uint l_1217_ = (l_1216_ * 1u);
    bool l_1218_ = (8u < l_1217_);
    uint l_1219_ = (l_1217_ - 1u);
    uint l_1220_ = min(8u, l_1219_);
    uint l_1221_ = asuint(buffer_3_global.Load(l_1220_*4));
    uint l_44_ = (l_1218_ ? l_1221_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1223_ = asuint(info.Load(12+0));
    uint l_1224_ = (l_1223_ * 1u);
    bool l_1225_ = (l_47_ < l_1224_);
    uint l_1226_ = (l_1224_ - 1u);
    uint l_1227_ = min(l_47_, l_1226_);
    uint l_1228_ = asuint(buffer_3_global.Load(l_1227_*4));
    uint l_48_ = (l_1225_ ? l_1228_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1230_ = asuint(info.Load(12+0));
    uint l_1231_ = (l_1230_ * 1u);
    bool l_1232_ = (10u < l_1231_);
    uint l_1233_ = (l_1231_ - 1u);
    uint l_1234_ = min(10u, l_1233_);
    uint l_1235_ = asuint(buffer_3_global.Load(l_1234_*4));
    uint l_53_ = (l_1232_ ? l_1235_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1237_ = asuint(info.Load(12+0));
    uint l_1238_ = (l_1237_ * 1u);
    bool l_1239_ = (l_56_ < l_1238_);
    uint l_1240_ = (l_1238_ - 1u);
    uint l_1241_ = min(l_56_, l_1240_);
    uint l_1242_ = asuint(buffer_3_global.Load(l_1241_*4));
    uint l_57_ = (l_1239_ ? l_1242_ : 0u);
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
        uint l_1249_ = asuint(info.Load(0+0));
        uint l_1250_ = (l_1249_ * 1u);
        bool l_1251_ = (l_76_ < l_1250_);
        uint l_1252_ = (l_1250_ - 1u);
        uint l_1253_ = min(l_76_, l_1252_);
        uint l_1254_ = asuint(buffer_0_global.Load(l_1253_*4));
        uint l_77_ = (l_1251_ ? l_1254_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1256_ = asuint(info.Load(0+0));
        uint l_1257_ = (l_1256_ * 1u);
        bool l_1258_ = (l_80_ < l_1257_);
        uint l_1259_ = (l_1257_ - 1u);
        uint l_1260_ = min(l_80_, l_1259_);
        uint l_1261_ = asuint(buffer_0_global.Load(l_1260_*4));
        uint l_81_ = (l_1258_ ? l_1261_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1263_ = asuint(info.Load(4+0));
        uint l_1264_ = (l_1263_ * 1u);
        bool l_1265_ = (l_85_ < l_1264_);
        uint l_1266_ = (l_1264_ - 1u);
        uint l_1267_ = min(l_85_, l_1266_);
        uint l_1268_ = asuint(buffer_1_global.Load(l_1267_*4));
        uint l_86_ = (l_1265_ ? l_1268_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1270_ = asuint(info.Load(4+0));
        uint l_1271_ = (l_1270_ * 1u);
        bool l_1272_ = (l_89_ < l_1271_);
        uint l_1273_ = (l_1271_ - 1u);
        uint l_1274_ = min(l_89_, l_1273_);
        uint l_1275_ = asuint(buffer_1_global.Load(l_1274_*4));
        uint l_90_ = (l_1272_ ? l_1275_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1277_ = asuint(info.Load(8+0));
        uint l_1278_ = (l_1277_ * 1u);
        bool l_1279_ = (l_94_ < l_1278_);
        uint l_1280_ = (l_1278_ - 1u);
        uint l_1281_ = min(l_94_, l_1280_);
        uint l_1282_ = asuint(buffer_2_global.Load(l_1281_*4));
        uint l_95_ = (l_1279_ ? l_1282_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1284_ = asuint(info.Load(8+0));
        uint l_1285_ = (l_1284_ * 1u);
        bool l_1286_ = (l_98_ < l_1285_);
        uint l_1287_ = (l_1285_ - 1u);
        uint l_1288_ = min(l_98_, l_1287_);
        uint l_1289_ = asuint(buffer_2_global.Load(l_1288_*4));
        uint l_99_ = (l_1286_ ? l_1289_ : 0u);
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
                uint _e923 = l_mut_67_;
                uint l_353_ = (l_13_ - _e923);
                uint _e925 = l_mut_258_;
                uint l_354_ = naga_div(l_353_, _e925);
                l_mut_304_ = 0u;
                l_mut_355_ = false;
                uint64_t _e930 = l_mut_158_;
                uint64_t l_357_ = (_e930 >> uint(3uL));
                uint64_t _e934 = l_mut_212_;
                bool l_358_ = (l_357_ < _e934);
                bool l_359_ = !(l_358_);
                l_mut_355_ = l_359_;
                uint64_t _e937 = l_mut_212_;
                bool l_360_ = (_e937 == 0uL);
                if (l_360_) {
                    l_mut_304_ = l_354_;
                } else {
                    bool _e940 = l_mut_355_;
                    if (_e940) {
                        uint64_t _e941 = l_mut_212_;
                        uint64_t _e942 = l_mut_158_;
                        bool l_361_ = (_e941 < _e942);
                        if (l_361_) {
                            uint64_t _e944 = l_mut_158_;
                            uint64_t l_362_ = (_e944 - 1uL);
                            uint64_t _e947 = l_mut_212_;
                            uint64_t l_363_ = naga_div(l_362_, _e947);
                            uint64_t l_364_ = uint64_t(l_354_);
                            bool l_365_ = (l_363_ < l_364_);
                            uint64_t l_366_ = uint64_t(l_354_);
                            uint64_t l_367_ = (l_365_ ? l_363_ : l_366_);
                            uint l_368_ = uint(l_367_);
                            l_mut_304_ = l_368_;
                        }
                    } else {
                        uint64_t _e955 = l_mut_158_;
                        l_mut_301_ = _e955;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e956 = l_mut_212_;
                            uint64_t _e957 = l_mut_301_;
                            bool l_369_ = (_e956 < _e957);
                            uint _e959 = l_mut_304_;
                            uint _e960 = l_mut_258_;
                            uint l_370_ = (_e959 * _e960);
                            uint _e962 = l_mut_67_;
                            uint l_371_ = (_e962 + l_370_);
                            uint _e964 = l_mut_258_;
                            uint l_372_ = (l_371_ + _e964);
                            bool l_373_ = (l_372_ < l_13_);
                            if (l_369_) {
                                local_1 = l_373_;
                            } else {
                                local_1 = false;
                            }
                            bool l_374_ = local_1;
                            bool l_375_ = !(l_374_);
                            if (l_375_) {
                                break;
                            }
                            uint64_t _e972 = l_mut_301_;
                            uint64_t _e973 = l_mut_212_;
                            uint64_t l_376_ = (_e972 - _e973);
                            l_mut_301_ = l_376_;
                            uint _e975 = l_mut_304_;
                            l_mut_304_ = (_e975 + 1u);
                        }
                    }
                }
                uint _e978 = l_mut_304_;
                uint _e979 = l_mut_258_;
                uint l_377_ = (_e978 * _e979);
                uint _e981 = l_mut_67_;
                uint l_378_ = (_e981 + l_377_);
                uint _e983 = l_mut_258_;
                uint l_379_ = (l_378_ + _e983);
                bool l_380_ = (l_379_ >= l_13_);
                if (l_380_) {
                    l_mut_259_ = true;
                    l_mut_262_ = false;
                } else {
                    uint _e988 = l_mut_304_;
                    uint64_t l_381_ = uint64_t(_e988);
                    uint64_t _e990 = l_mut_212_;
                    uint64_t l_382_ = (_e990 * l_381_);
                    uint64_t _e992 = l_mut_158_;
                    uint64_t l_383_ = (_e992 - l_382_);
                    l_mut_158_ = l_383_;
                    uint _e994 = l_mut_304_;
                    uint _e995 = l_mut_258_;
                    uint l_384_ = (_e994 * _e995);
                    uint _e997 = l_mut_67_;
                    l_mut_67_ = (_e997 + l_384_);
                    uint64_t _e999 = l_mut_212_;
                    uint64_t _e1000 = l_mut_158_;
                    uint64_t l_385_ = (_e999 - _e1000);
                    l_mut_212_ = l_385_;
                    uint _e1002 = l_mut_258_;
                    uint _e1003 = l_mut_67_;
                    l_mut_258_ = (_e1002 + _e1003);
                }
            } else {
                uint64_t _e1005 = l_mut_127_;
                uint64_t _e1006 = l_mut_212_;
                uint64_t l_386_ = (_e1005 - _e1006);
                l_mut_127_ = l_386_;
                uint64_t _e1008 = l_mut_127_;
                bool l_387_ = (_e1008 < l_255_);
                if (l_387_) {
                    l_mut_262_ = false;
                } else {
                    uint _e1011 = l_mut_258_;
                    uint l_388_ = (l_13_ - _e1011);
                    uint _e1013 = l_mut_67_;
                    uint l_389_ = naga_div(l_388_, _e1013);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    uint64_t _e1018 = l_mut_212_;
                    uint64_t l_391_ = (_e1018 >> uint(3uL));
                    uint64_t _e1022 = l_mut_158_;
                    bool l_392_ = (l_391_ < _e1022);
                    bool l_393_ = !(l_392_);
                    l_mut_355_ = l_393_;
                    uint64_t _e1025 = l_mut_158_;
                    bool l_394_ = (_e1025 == 0uL);
                    if (l_394_) {
                        l_mut_304_ = l_389_;
                    } else {
                        bool _e1028 = l_mut_355_;
                        if (_e1028) {
                            uint64_t _e1029 = l_mut_158_;
                            uint64_t _e1030 = l_mut_212_;
                            bool l_395_ = (_e1029 < _e1030);
                            if (l_395_) {
                                uint64_t _e1032 = l_mut_212_;
                                uint64_t l_396_ = (_e1032 - 1uL);
                                uint64_t _e1035 = l_mut_158_;
                                uint64_t l_397_ = naga_div(l_396_, _e1035);
                                uint64_t l_398_ = uint64_t(l_389_);
                                bool l_399_ = (l_397_ < l_398_);
                                uint64_t l_400_ = uint64_t(l_389_);
                                uint64_t l_401_ = (l_399_ ? l_397_ : l_400_);
                                uint l_402_ = uint(l_401_);
                                l_mut_304_ = l_402_;
                            }
                        } else {
                            uint64_t _e1043 = l_mut_212_;
                            l_mut_301_ = _e1043;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint64_t _e1044 = l_mut_158_;
                                uint64_t _e1045 = l_mut_301_;
                                bool l_403_ = (_e1044 < _e1045);
                                uint _e1047 = l_mut_304_;
                                uint _e1048 = l_mut_67_;
                                uint l_404_ = (_e1047 * _e1048);
                                uint _e1050 = l_mut_258_;
                                uint l_405_ = (_e1050 + l_404_);
                                uint _e1052 = l_mut_67_;
                                uint l_406_ = (l_405_ + _e1052);
                                bool l_407_ = (l_406_ < l_13_);
                                if (l_403_) {
                                    local_2 = l_407_;
                                } else {
                                    local_2 = false;
                                }
                                bool l_408_ = local_2;
                                bool l_409_ = !(l_408_);
                                if (l_409_) {
                                    break;
                                }
                                uint64_t _e1060 = l_mut_301_;
                                uint64_t _e1061 = l_mut_158_;
                                uint64_t l_410_ = (_e1060 - _e1061);
                                l_mut_301_ = l_410_;
                                uint _e1063 = l_mut_304_;
                                l_mut_304_ = (_e1063 + 1u);
                            }
                        }
                    }
                    uint _e1066 = l_mut_67_;
                    uint _e1067 = l_mut_258_;
                    uint l_411_ = (_e1066 + _e1067);
                    uint _e1069 = l_mut_304_;
                    uint _e1070 = l_mut_67_;
                    uint l_412_ = (_e1069 * _e1070);
                    uint l_413_ = (l_411_ + l_412_);
                    bool l_414_ = (l_413_ >= l_13_);
                    if (l_414_) {
                        l_mut_259_ = true;
                        l_mut_262_ = false;
                    } else {
                        uint _e1076 = l_mut_304_;
                        uint64_t l_415_ = uint64_t(_e1076);
                        uint64_t _e1078 = l_mut_158_;
                        uint64_t l_416_ = (_e1078 * l_415_);
                        uint64_t _e1080 = l_mut_212_;
                        uint64_t l_417_ = (_e1080 - l_416_);
                        l_mut_212_ = l_417_;
                        uint _e1082 = l_mut_304_;
                        uint _e1083 = l_mut_67_;
                        uint l_418_ = (_e1082 * _e1083);
                        uint _e1085 = l_mut_258_;
                        l_mut_258_ = (_e1085 + l_418_);
                        uint64_t _e1087 = l_mut_158_;
                        uint64_t _e1088 = l_mut_212_;
                        uint64_t l_419_ = (_e1087 - _e1088);
                        l_mut_158_ = l_419_;
                        uint _e1090 = l_mut_67_;
                        uint _e1091 = l_mut_258_;
                        l_mut_67_ = (_e1090 + _e1091);
                    }
                }
            }
        }
        bool _e1093 = l_mut_259_;
        bool l_420_ = !(_e1093);
        if (l_420_) {
            uint l_1291_ = asuint(info.Load(20+0));
            uint l_1292_ = (l_1291_ * 1u);
            uint l_1293_ = (l_1292_ - 1u);
            uint l_1294_ = min(0u, l_1293_);
            uint _e1108; buffer_5_global.InterlockedAdd(l_1294_*4, 1u, _e1108);
            uint l_423_ = naga_div(l_13_, 8u);
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            l_mut_258_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2310 = l_mut_424_;
                    l_mut_424_ = (_e2310 + 1u);
                }
                loop_init = false;
                uint _e1116 = l_mut_424_;
                if ((_e1116 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1119 = l_mut_424_;
                    uint l_425_ = (_e1119 * l_423_);
                    bool l_426_ = (l_425_ < l_74_);
                    uint l_427_ = naga_div(l_13_, 8u);
                    uint _e1124 = l_mut_424_;
                    uint l_428_ = (_e1124 * l_427_);
                    uint l_429_ = (l_428_ + l_428_);
                    uint64_t l_430_ = (l_102_ >> uint(63uL));
                    bool l_431_ = (l_430_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_431_) {
                        uint64_t l_433_ = (0uL - l_102_);
                        l_mut_301_ = l_433_;
                    }
                    uint64_t l_434_ = uint64_t(l_429_);
                    uint64_t _e1136 = l_mut_301_;
                    uint64_t l_435_ = (_e1136 & 4294967295uL);
                    uint64_t l_436_ = (l_435_ * l_434_);
                    uint64_t _e1140 = l_mut_301_;
                    uint64_t l_437_ = (_e1140 >> uint(32uL));
                    uint64_t l_438_ = (l_437_ * l_434_);
                    uint64_t l_439_ = (l_438_ << uint(32uL));
                    uint64_t l_440_ = (l_436_ + l_439_);
                    uint64_t l_441_ = (l_438_ >> uint(32uL));
                    bool l_442_ = (l_440_ < l_436_);
                    uint64_t l_443_ = uint64_t(l_442_);
                    uint64_t l_444_ = (l_441_ + l_443_);
                    l_mut_301_ = l_440_;
                    bool l_445_ = (l_24_ == 64u);
                    if (l_445_) {
                        l_mut_301_ = l_444_;
                    } else {
                        bool l_446_ = (l_24_ > 0u);
                        if (l_446_) {
                            uint l_447_ = (64u - l_24_);
                            uint64_t l_448_ = uint64_t(l_447_);
                            uint64_t l_449_ = (l_444_ << uint(l_448_));
                            uint64_t l_450_ = uint64_t(l_24_);
                            uint64_t l_451_ = (l_440_ >> uint(l_450_));
                            uint64_t l_452_ = (l_449_ | l_451_);
                            l_mut_301_ = l_452_;
                        }
                    }
                    uint64_t _e1173 = l_mut_301_;
                    l_mut_284_ = _e1173;
                    if (l_431_) {
                        uint64_t _e1175 = l_mut_284_;
                        uint64_t l_454_ = (0uL - _e1175);
                        l_mut_284_ = l_454_;
                    }
                    uint64_t _e1177 = l_mut_284_;
                    uint64_t l_455_ = (l_84_ + _e1177);
                    uint64_t l_456_ = uint64_t(l_428_);
                    uint64_t l_457_ = (l_84_ * l_456_);
                    uint64_t l_458_ = (l_93_ + l_457_);
                    l_mut_301_ = 0uL;
                    bool l_460_ = (l_428_ < 65536u);
                    if (l_460_) {
                        uint l_461_ = (l_428_ * l_428_);
                        uint64_t l_462_ = (l_102_ >> uint(63uL));
                        bool l_463_ = (l_462_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_463_) {
                            uint64_t l_465_ = (0uL - l_102_);
                            l_mut_284_ = l_465_;
                        }
                        uint64_t l_466_ = uint64_t(l_461_);
                        uint64_t _e1195 = l_mut_284_;
                        uint64_t l_467_ = (_e1195 & 4294967295uL);
                        uint64_t l_468_ = (l_467_ * l_466_);
                        uint64_t _e1199 = l_mut_284_;
                        uint64_t l_469_ = (_e1199 >> uint(32uL));
                        uint64_t l_470_ = (l_469_ * l_466_);
                        uint64_t l_471_ = (l_470_ << uint(32uL));
                        uint64_t l_472_ = (l_468_ + l_471_);
                        uint64_t l_473_ = (l_470_ >> uint(32uL));
                        bool l_474_ = (l_472_ < l_468_);
                        uint64_t l_475_ = uint64_t(l_474_);
                        uint64_t l_476_ = (l_473_ + l_475_);
                        l_mut_284_ = l_472_;
                        bool l_477_ = (l_24_ == 64u);
                        if (l_477_) {
                            l_mut_284_ = l_476_;
                        } else {
                            bool l_478_ = (l_24_ > 0u);
                            if (l_478_) {
                                uint l_479_ = (64u - l_24_);
                                uint64_t l_480_ = uint64_t(l_479_);
                                uint64_t l_481_ = (l_476_ << uint(l_480_));
                                uint64_t l_482_ = uint64_t(l_24_);
                                uint64_t l_483_ = (l_472_ >> uint(l_482_));
                                uint64_t l_484_ = (l_481_ | l_483_);
                                l_mut_284_ = l_484_;
                            }
                        }
                        uint64_t _e1232 = l_mut_284_;
                        l_mut_212_ = _e1232;
                        if (l_463_) {
                            uint64_t _e1234 = l_mut_212_;
                            uint64_t l_486_ = (0uL - _e1234);
                            l_mut_212_ = l_486_;
                        }
                        uint64_t _e1236 = l_mut_212_;
                        l_mut_301_ = _e1236;
                    } else {
                        uint64_t l_487_ = (l_102_ >> uint(63uL));
                        bool l_488_ = (l_487_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_488_) {
                            uint64_t l_490_ = (0uL - l_102_);
                            l_mut_284_ = l_490_;
                        }
                        uint64_t l_491_ = uint64_t(l_428_);
                        uint64_t _e1246 = l_mut_284_;
                        uint64_t l_492_ = (_e1246 & 4294967295uL);
                        uint64_t l_493_ = (l_492_ * l_491_);
                        uint64_t _e1250 = l_mut_284_;
                        uint64_t l_494_ = (_e1250 >> uint(32uL));
                        uint64_t l_495_ = (l_494_ * l_491_);
                        uint64_t l_496_ = (l_495_ << uint(32uL));
                        uint64_t l_497_ = (l_493_ + l_496_);
                        uint64_t l_498_ = (l_495_ >> uint(32uL));
                        bool l_499_ = (l_497_ < l_493_);
                        uint64_t l_500_ = uint64_t(l_499_);
                        uint64_t l_501_ = (l_498_ + l_500_);
                        l_mut_212_ = l_497_;
                        if (false) {
                            l_mut_212_ = l_501_;
                        } else {
                            if (false) {
                                uint64_t l_505_ = (l_501_ << uint(64uL));
                                uint64_t l_507_ = (l_497_ >> uint(0uL));
                                uint64_t l_508_ = (l_505_ | l_507_);
                                l_mut_212_ = l_508_;
                            }
                        }
                        uint64_t l_509_ = uint64_t(l_428_);
                        uint64_t _e1280 = l_mut_284_;
                        uint64_t l_510_ = (_e1280 & 4294967295uL);
                        uint64_t l_511_ = (l_510_ * l_509_);
                        uint64_t _e1284 = l_mut_284_;
                        uint64_t l_512_ = (_e1284 >> uint(32uL));
                        uint64_t l_513_ = (l_512_ * l_509_);
                        uint64_t l_514_ = (l_513_ << uint(32uL));
                        uint64_t l_515_ = (l_511_ + l_514_);
                        uint64_t l_516_ = (l_513_ >> uint(32uL));
                        bool l_517_ = (l_515_ < l_511_);
                        uint64_t l_518_ = uint64_t(l_517_);
                        uint64_t l_519_ = (l_516_ + l_518_);
                        l_mut_284_ = l_515_;
                        if (true) {
                            l_mut_284_ = l_519_;
                        } else {
                            if (true) {
                                uint64_t l_523_ = (l_519_ << uint(0uL));
                                uint64_t l_525_ = (l_515_ >> uint(64uL));
                                uint64_t l_526_ = (l_523_ | l_525_);
                                l_mut_284_ = l_526_;
                            }
                        }
                        uint64_t l_527_ = uint64_t(l_428_);
                        uint64_t _e1314 = l_mut_212_;
                        uint64_t l_528_ = (_e1314 & 4294967295uL);
                        uint64_t l_529_ = (l_528_ * l_527_);
                        uint64_t _e1318 = l_mut_212_;
                        uint64_t l_530_ = (_e1318 >> uint(32uL));
                        uint64_t l_531_ = (l_530_ * l_527_);
                        uint64_t l_532_ = (l_531_ << uint(32uL));
                        uint64_t l_533_ = (l_529_ + l_532_);
                        uint64_t l_534_ = (l_531_ >> uint(32uL));
                        bool l_535_ = (l_533_ < l_529_);
                        uint64_t l_536_ = uint64_t(l_535_);
                        uint64_t l_537_ = (l_534_ + l_536_);
                        l_mut_158_ = l_533_;
                        if (false) {
                            l_mut_158_ = l_537_;
                        } else {
                            if (false) {
                                uint64_t l_541_ = (l_537_ << uint(64uL));
                                uint64_t l_543_ = (l_533_ >> uint(0uL));
                                uint64_t l_544_ = (l_541_ | l_543_);
                                l_mut_158_ = l_544_;
                            }
                        }
                        uint64_t l_545_ = uint64_t(l_428_);
                        uint64_t _e1348 = l_mut_212_;
                        uint64_t l_546_ = (_e1348 & 4294967295uL);
                        uint64_t l_547_ = (l_546_ * l_545_);
                        uint64_t _e1352 = l_mut_212_;
                        uint64_t l_548_ = (_e1352 >> uint(32uL));
                        uint64_t l_549_ = (l_548_ * l_545_);
                        uint64_t l_550_ = (l_549_ << uint(32uL));
                        uint64_t l_551_ = (l_547_ + l_550_);
                        uint64_t l_552_ = (l_549_ >> uint(32uL));
                        bool l_553_ = (l_551_ < l_547_);
                        uint64_t l_554_ = uint64_t(l_553_);
                        uint64_t l_555_ = (l_552_ + l_554_);
                        l_mut_212_ = l_551_;
                        if (true) {
                            l_mut_212_ = l_555_;
                        } else {
                            if (true) {
                                uint64_t l_559_ = (l_555_ << uint(0uL));
                                uint64_t l_561_ = (l_551_ >> uint(64uL));
                                uint64_t l_562_ = (l_559_ | l_561_);
                                l_mut_212_ = l_562_;
                            }
                        }
                        uint64_t l_563_ = uint64_t(l_428_);
                        uint64_t _e1382 = l_mut_284_;
                        uint64_t l_564_ = (_e1382 * l_563_);
                        uint64_t _e1384 = l_mut_212_;
                        uint64_t l_565_ = (_e1384 + l_564_);
                        uint64_t _e1386 = l_mut_158_;
                        l_mut_301_ = _e1386;
                        bool l_566_ = (l_24_ == 64u);
                        if (l_566_) {
                            l_mut_301_ = l_565_;
                        } else {
                            bool l_567_ = (l_24_ > 0u);
                            if (l_567_) {
                                uint l_568_ = (64u - l_24_);
                                uint64_t l_569_ = uint64_t(l_568_);
                                uint64_t l_570_ = (l_565_ << uint(l_569_));
                                uint64_t l_571_ = uint64_t(l_24_);
                                uint64_t _e1398 = l_mut_158_;
                                uint64_t l_572_ = (_e1398 >> uint(l_571_));
                                uint64_t l_573_ = (l_570_ + l_572_);
                                l_mut_301_ = l_573_;
                            }
                        }
                        if (l_488_) {
                            uint64_t _e1404 = l_mut_301_;
                            uint64_t l_575_ = (0uL - _e1404);
                            l_mut_301_ = l_575_;
                        }
                    }
                    uint64_t _e1406 = l_mut_301_;
                    uint64_t l_576_ = (l_458_ + _e1406);
                    uint64_t l_577_ = (l_102_ >> uint(63uL));
                    bool l_578_ = (l_577_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_578_) {
                        uint64_t l_580_ = (0uL - l_102_);
                        l_mut_301_ = l_580_;
                    }
                    uint64_t l_581_ = uint64_t(l_427_);
                    uint64_t _e1417 = l_mut_301_;
                    uint64_t l_582_ = (_e1417 & 4294967295uL);
                    uint64_t l_583_ = (l_582_ * l_581_);
                    uint64_t _e1421 = l_mut_301_;
                    uint64_t l_584_ = (_e1421 >> uint(32uL));
                    uint64_t l_585_ = (l_584_ * l_581_);
                    uint64_t l_586_ = (l_585_ << uint(32uL));
                    uint64_t l_587_ = (l_583_ + l_586_);
                    uint64_t l_588_ = (l_585_ >> uint(32uL));
                    bool l_589_ = (l_587_ < l_583_);
                    uint64_t l_590_ = uint64_t(l_589_);
                    uint64_t l_591_ = (l_588_ + l_590_);
                    l_mut_301_ = l_587_;
                    bool l_592_ = (l_24_ == 64u);
                    if (l_592_) {
                        l_mut_301_ = l_591_;
                    } else {
                        bool l_593_ = (l_24_ > 0u);
                        if (l_593_) {
                            uint l_594_ = (64u - l_24_);
                            uint64_t l_595_ = uint64_t(l_594_);
                            uint64_t l_596_ = (l_591_ << uint(l_595_));
                            uint64_t l_597_ = uint64_t(l_24_);
                            uint64_t l_598_ = (l_587_ >> uint(l_597_));
                            uint64_t l_599_ = (l_596_ | l_598_);
                            l_mut_301_ = l_599_;
                        }
                    }
                    uint64_t _e1454 = l_mut_301_;
                    l_mut_284_ = _e1454;
                    if (l_578_) {
                        uint64_t _e1456 = l_mut_284_;
                        uint64_t l_601_ = (0uL - _e1456);
                        l_mut_284_ = l_601_;
                    }
                    uint64_t _e1458 = l_mut_284_;
                    uint64_t l_602_ = (l_455_ + _e1458);
                    uint l_603_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_605_ = (l_427_ < 65536u);
                    if (l_605_) {
                        uint l_606_ = (l_427_ * l_427_);
                        uint64_t l_607_ = (l_102_ >> uint(63uL));
                        bool l_608_ = (l_607_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_608_) {
                            uint64_t l_610_ = (0uL - l_102_);
                            l_mut_284_ = l_610_;
                        }
                        uint64_t l_611_ = uint64_t(l_606_);
                        uint64_t _e1475 = l_mut_284_;
                        uint64_t l_612_ = (_e1475 & 4294967295uL);
                        uint64_t l_613_ = (l_612_ * l_611_);
                        uint64_t _e1479 = l_mut_284_;
                        uint64_t l_614_ = (_e1479 >> uint(32uL));
                        uint64_t l_615_ = (l_614_ * l_611_);
                        uint64_t l_616_ = (l_615_ << uint(32uL));
                        uint64_t l_617_ = (l_613_ + l_616_);
                        uint64_t l_618_ = (l_615_ >> uint(32uL));
                        bool l_619_ = (l_617_ < l_613_);
                        uint64_t l_620_ = uint64_t(l_619_);
                        uint64_t l_621_ = (l_618_ + l_620_);
                        l_mut_284_ = l_617_;
                        bool l_622_ = (l_603_ == 64u);
                        if (l_622_) {
                            l_mut_284_ = l_621_;
                        } else {
                            bool l_623_ = (l_603_ > 0u);
                            if (l_623_) {
                                uint l_624_ = (64u - l_603_);
                                uint64_t l_625_ = uint64_t(l_624_);
                                uint64_t l_626_ = (l_621_ << uint(l_625_));
                                uint64_t l_627_ = uint64_t(l_603_);
                                uint64_t l_628_ = (l_617_ >> uint(l_627_));
                                uint64_t l_629_ = (l_626_ | l_628_);
                                l_mut_284_ = l_629_;
                            }
                        }
                        uint64_t _e1512 = l_mut_284_;
                        l_mut_212_ = _e1512;
                        if (l_608_) {
                            uint64_t _e1514 = l_mut_212_;
                            uint64_t l_631_ = (0uL - _e1514);
                            l_mut_212_ = l_631_;
                        }
                        uint64_t _e1516 = l_mut_212_;
                        l_mut_301_ = _e1516;
                    } else {
                        uint64_t l_632_ = (l_102_ >> uint(63uL));
                        bool l_633_ = (l_632_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_633_) {
                            uint64_t l_635_ = (0uL - l_102_);
                            l_mut_284_ = l_635_;
                        }
                        uint64_t l_636_ = uint64_t(l_427_);
                        uint64_t _e1526 = l_mut_284_;
                        uint64_t l_637_ = (_e1526 & 4294967295uL);
                        uint64_t l_638_ = (l_637_ * l_636_);
                        uint64_t _e1530 = l_mut_284_;
                        uint64_t l_639_ = (_e1530 >> uint(32uL));
                        uint64_t l_640_ = (l_639_ * l_636_);
                        uint64_t l_641_ = (l_640_ << uint(32uL));
                        uint64_t l_642_ = (l_638_ + l_641_);
                        uint64_t l_643_ = (l_640_ >> uint(32uL));
                        bool l_644_ = (l_642_ < l_638_);
                        uint64_t l_645_ = uint64_t(l_644_);
                        uint64_t l_646_ = (l_643_ + l_645_);
                        l_mut_212_ = l_642_;
                        if (false) {
                            l_mut_212_ = l_646_;
                        } else {
                            if (false) {
                                uint64_t l_650_ = (l_646_ << uint(64uL));
                                uint64_t l_652_ = (l_642_ >> uint(0uL));
                                uint64_t l_653_ = (l_650_ | l_652_);
                                l_mut_212_ = l_653_;
                            }
                        }
                        uint64_t l_654_ = uint64_t(l_427_);
                        uint64_t _e1560 = l_mut_284_;
                        uint64_t l_655_ = (_e1560 & 4294967295uL);
                        uint64_t l_656_ = (l_655_ * l_654_);
                        uint64_t _e1564 = l_mut_284_;
                        uint64_t l_657_ = (_e1564 >> uint(32uL));
                        uint64_t l_658_ = (l_657_ * l_654_);
                        uint64_t l_659_ = (l_658_ << uint(32uL));
                        uint64_t l_660_ = (l_656_ + l_659_);
                        uint64_t l_661_ = (l_658_ >> uint(32uL));
                        bool l_662_ = (l_660_ < l_656_);
                        uint64_t l_663_ = uint64_t(l_662_);
                        uint64_t l_664_ = (l_661_ + l_663_);
                        l_mut_284_ = l_660_;
                        if (true) {
                            l_mut_284_ = l_664_;
                        } else {
                            if (true) {
                                uint64_t l_668_ = (l_664_ << uint(0uL));
                                uint64_t l_670_ = (l_660_ >> uint(64uL));
                                uint64_t l_671_ = (l_668_ | l_670_);
                                l_mut_284_ = l_671_;
                            }
                        }
                        uint64_t l_672_ = uint64_t(l_427_);
                        uint64_t _e1594 = l_mut_212_;
                        uint64_t l_673_ = (_e1594 & 4294967295uL);
                        uint64_t l_674_ = (l_673_ * l_672_);
                        uint64_t _e1598 = l_mut_212_;
                        uint64_t l_675_ = (_e1598 >> uint(32uL));
                        uint64_t l_676_ = (l_675_ * l_672_);
                        uint64_t l_677_ = (l_676_ << uint(32uL));
                        uint64_t l_678_ = (l_674_ + l_677_);
                        uint64_t l_679_ = (l_676_ >> uint(32uL));
                        bool l_680_ = (l_678_ < l_674_);
                        uint64_t l_681_ = uint64_t(l_680_);
                        uint64_t l_682_ = (l_679_ + l_681_);
                        l_mut_158_ = l_678_;
                        if (false) {
                            l_mut_158_ = l_682_;
                        } else {
                            if (false) {
                                uint64_t l_686_ = (l_682_ << uint(64uL));
                                uint64_t l_688_ = (l_678_ >> uint(0uL));
                                uint64_t l_689_ = (l_686_ | l_688_);
                                l_mut_158_ = l_689_;
                            }
                        }
                        uint64_t l_690_ = uint64_t(l_427_);
                        uint64_t _e1628 = l_mut_212_;
                        uint64_t l_691_ = (_e1628 & 4294967295uL);
                        uint64_t l_692_ = (l_691_ * l_690_);
                        uint64_t _e1632 = l_mut_212_;
                        uint64_t l_693_ = (_e1632 >> uint(32uL));
                        uint64_t l_694_ = (l_693_ * l_690_);
                        uint64_t l_695_ = (l_694_ << uint(32uL));
                        uint64_t l_696_ = (l_692_ + l_695_);
                        uint64_t l_697_ = (l_694_ >> uint(32uL));
                        bool l_698_ = (l_696_ < l_692_);
                        uint64_t l_699_ = uint64_t(l_698_);
                        uint64_t l_700_ = (l_697_ + l_699_);
                        l_mut_212_ = l_696_;
                        if (true) {
                            l_mut_212_ = l_700_;
                        } else {
                            if (true) {
                                uint64_t l_704_ = (l_700_ << uint(0uL));
                                uint64_t l_706_ = (l_696_ >> uint(64uL));
                                uint64_t l_707_ = (l_704_ | l_706_);
                                l_mut_212_ = l_707_;
                            }
                        }
                        uint64_t l_708_ = uint64_t(l_427_);
                        uint64_t _e1662 = l_mut_284_;
                        uint64_t l_709_ = (_e1662 * l_708_);
                        uint64_t _e1664 = l_mut_212_;
                        uint64_t l_710_ = (_e1664 + l_709_);
                        uint64_t _e1666 = l_mut_158_;
                        l_mut_301_ = _e1666;
                        bool l_711_ = (l_603_ == 64u);
                        if (l_711_) {
                            l_mut_301_ = l_710_;
                        } else {
                            bool l_712_ = (l_603_ > 0u);
                            if (l_712_) {
                                uint l_713_ = (64u - l_603_);
                                uint64_t l_714_ = uint64_t(l_713_);
                                uint64_t l_715_ = (l_710_ << uint(l_714_));
                                uint64_t l_716_ = uint64_t(l_603_);
                                uint64_t _e1678 = l_mut_158_;
                                uint64_t l_717_ = (_e1678 >> uint(l_716_));
                                uint64_t l_718_ = (l_715_ + l_717_);
                                l_mut_301_ = l_718_;
                            }
                        }
                        if (l_633_) {
                            uint64_t _e1684 = l_mut_301_;
                            uint64_t l_720_ = (0uL - _e1684);
                            l_mut_301_ = l_720_;
                        }
                    }
                    uint64_t _e1686 = l_mut_301_;
                    uint64_t l_721_ = (l_576_ - _e1686);
                    uint64_t l_722_ = (l_721_ + l_42_);
                    uint64_t l_724_ = (0uL - l_602_);
                    uint64_t l_725_ = (l_42_ + l_42_);
                    l_mut_301_ = l_724_;
                    uint64_t l_727_ = (0uL - l_724_);
                    l_mut_284_ = l_727_;
                    l_mut_212_ = l_722_;
                    l_mut_67_ = 1u;
                    l_mut_728_ = 1u;
                    l_mut_355_ = false;
                    uint64_t _e1697 = l_mut_212_;
                    bool l_729_ = (_e1697 < l_725_);
                    bool l_730_ = !(l_729_);
                    l_mut_350_ = l_730_;
                    bool l_731_ = (l_724_ == 0uL);
                    if (l_731_) {
                        bool _e1702 = l_mut_350_;
                        l_mut_355_ = _e1702;
                        l_mut_350_ = false;
                    }
                    bool _e1704 = l_mut_350_;
                    if (_e1704) {
                        uint64_t l_732_ = (l_724_ >> uint(63uL));
                        bool l_733_ = (l_732_ == 1uL);
                        l_mut_158_ = l_724_;
                        if (l_733_) {
                            uint64_t l_735_ = (0uL - l_724_);
                            l_mut_158_ = l_735_;
                        }
                        uint l_736_ = (l_427_ - 1u);
                        uint64_t l_737_ = uint64_t(l_736_);
                        uint64_t _e1716 = l_mut_158_;
                        uint64_t l_738_ = (_e1716 * l_737_);
                        l_mut_739_ = 0u;
                        uint l_740_ = (l_427_ - 1u);
                        uint64_t l_741_ = uint64_t(l_740_);
                        uint64_t _e1722 = l_mut_158_;
                        uint64_t l_742_ = (_e1722 & 4294967295uL);
                        uint64_t l_743_ = (l_742_ * l_741_);
                        uint64_t _e1726 = l_mut_158_;
                        uint64_t l_744_ = (_e1726 >> uint(32uL));
                        uint64_t l_745_ = (l_744_ * l_741_);
                        uint64_t l_746_ = (l_745_ << uint(32uL));
                        uint64_t l_747_ = (l_743_ + l_746_);
                        uint64_t l_748_ = (l_745_ >> uint(32uL));
                        bool l_749_ = (l_747_ < l_743_);
                        uint64_t l_750_ = uint64_t(l_749_);
                        uint64_t l_751_ = (l_748_ + l_750_);
                        l_mut_127_ = l_747_;
                        if (true) {
                            l_mut_127_ = l_751_;
                        } else {
                            if (true) {
                                uint64_t l_755_ = (l_751_ << uint(0uL));
                                uint64_t l_757_ = (l_747_ >> uint(64uL));
                                uint64_t l_758_ = (l_755_ | l_757_);
                                l_mut_127_ = l_758_;
                            }
                        }
                        uint64_t _e1755 = l_mut_127_;
                        bool l_759_ = (_e1755 == 0uL);
                        if (l_759_) {
                            l_mut_127_ = l_722_;
                            if (l_733_) {
                                uint64_t l_761_ = (0uL - l_722_);
                                bool l_762_ = (l_722_ == 0uL);
                                bool l_763_ = !(l_762_);
                                bool l_764_ = (l_738_ < l_761_);
                                bool l_765_ = !(l_764_);
                                if (l_763_) {
                                    local_3 = l_765_;
                                } else {
                                    local_3 = false;
                                }
                                bool l_766_ = local_3;
                                if (l_766_) {
                                    uint l_767_ = (l_427_ - 1u);
                                    l_mut_105_ = l_761_;
                                    uint64_t _e1771 = l_mut_158_;
                                    bool l_768_ = (l_761_ < _e1771);
                                    bool l_769_ = !(l_768_);
                                    if (l_769_) {
                                        l_mut_770_ = 0u;
                                        uint64_t _e1775 = l_mut_158_;
                                        bool l_771_ = (_e1775 < l_761_);
                                        if (l_771_) {
                                            uint64_t l_772_ = (l_761_ - 1uL);
                                            uint64_t _e1779 = l_mut_158_;
                                            uint64_t l_773_ = naga_div(l_772_, _e1779);
                                            uint64_t l_774_ = uint64_t(l_767_);
                                            bool l_775_ = (l_773_ < l_774_);
                                            uint64_t l_776_ = uint64_t(l_767_);
                                            uint64_t l_777_ = (l_775_ ? l_773_ : l_776_);
                                            uint l_778_ = uint(l_777_);
                                            l_mut_770_ = l_778_;
                                        }
                                        uint _e1787 = l_mut_770_;
                                        uint64_t l_779_ = uint64_t(_e1787);
                                        uint64_t _e1789 = l_mut_158_;
                                        uint64_t l_780_ = (_e1789 * l_779_);
                                        uint64_t l_781_ = (l_761_ - l_780_);
                                        l_mut_105_ = l_781_;
                                        uint64_t _e1792 = l_mut_105_;
                                        uint64_t _e1793 = l_mut_158_;
                                        bool l_782_ = (_e1792 < _e1793);
                                        bool l_783_ = !(l_782_);
                                        if (l_783_) {
                                            uint64_t _e1796 = l_mut_105_;
                                            uint64_t _e1797 = l_mut_158_;
                                            uint64_t l_784_ = (_e1796 - _e1797);
                                            l_mut_105_ = l_784_;
                                        }
                                    }
                                    uint64_t _e1799 = l_mut_158_;
                                    uint64_t _e1800 = l_mut_105_;
                                    uint64_t l_785_ = (_e1799 - _e1800);
                                    l_mut_105_ = l_785_;
                                    uint64_t _e1802 = l_mut_158_;
                                    bool l_786_ = (l_785_ < _e1802);
                                    bool l_787_ = !(l_786_);
                                    if (l_787_) {
                                        uint64_t _e1805 = l_mut_158_;
                                        uint64_t l_788_ = (l_785_ - _e1805);
                                        l_mut_105_ = l_788_;
                                    }
                                    uint64_t _e1807 = l_mut_105_;
                                    uint64_t _e1808 = l_mut_127_;
                                    bool l_789_ = (_e1807 < _e1808);
                                    if (l_789_) {
                                        uint64_t _e1810 = l_mut_105_;
                                        l_mut_127_ = _e1810;
                                    }
                                }
                            } else {
                                uint64_t l_790_ = (l_722_ - l_738_);
                                l_mut_127_ = l_790_;
                                bool l_791_ = (l_722_ < l_738_);
                                if (l_791_) {
                                    uint l_792_ = (l_427_ - 1u);
                                    l_mut_105_ = l_722_;
                                    uint64_t _e1815 = l_mut_158_;
                                    bool l_793_ = (l_722_ < _e1815);
                                    bool l_794_ = !(l_793_);
                                    if (l_794_) {
                                        l_mut_770_ = 0u;
                                        uint64_t _e1819 = l_mut_158_;
                                        bool l_795_ = (_e1819 < l_722_);
                                        if (l_795_) {
                                            uint64_t l_796_ = (l_722_ - 1uL);
                                            uint64_t _e1823 = l_mut_158_;
                                            uint64_t l_797_ = naga_div(l_796_, _e1823);
                                            uint64_t l_798_ = uint64_t(l_792_);
                                            bool l_799_ = (l_797_ < l_798_);
                                            uint64_t l_800_ = uint64_t(l_792_);
                                            uint64_t l_801_ = (l_799_ ? l_797_ : l_800_);
                                            uint l_802_ = uint(l_801_);
                                            l_mut_770_ = l_802_;
                                        }
                                        uint _e1831 = l_mut_770_;
                                        uint64_t l_803_ = uint64_t(_e1831);
                                        uint64_t _e1833 = l_mut_158_;
                                        uint64_t l_804_ = (_e1833 * l_803_);
                                        uint64_t l_805_ = (l_722_ - l_804_);
                                        l_mut_105_ = l_805_;
                                        uint64_t _e1836 = l_mut_105_;
                                        uint64_t _e1837 = l_mut_158_;
                                        bool l_806_ = (_e1836 < _e1837);
                                        bool l_807_ = !(l_806_);
                                        if (l_807_) {
                                            uint64_t _e1840 = l_mut_105_;
                                            uint64_t _e1841 = l_mut_158_;
                                            uint64_t l_808_ = (_e1840 - _e1841);
                                            l_mut_105_ = l_808_;
                                        }
                                    }
                                    uint64_t _e1843 = l_mut_105_;
                                    uint64_t _e1844 = l_mut_127_;
                                    bool l_809_ = (_e1843 < _e1844);
                                    if (l_809_) {
                                        uint64_t _e1846 = l_mut_105_;
                                        l_mut_127_ = _e1846;
                                    }
                                }
                            }
                            uint64_t _e1847 = l_mut_127_;
                            bool l_810_ = (_e1847 < l_725_);
                            bool l_811_ = !(l_810_);
                            uint l_812_ = uint(l_811_);
                            uint l_813_ = (2u - l_812_);
                            l_mut_739_ = l_813_;
                        }
                        uint _e1853 = l_mut_739_;
                        bool l_814_ = (_e1853 > 0u);
                        if (l_814_) {
                            uint _e1856 = l_mut_739_;
                            bool l_815_ = (_e1856 == 1u);
                            l_mut_355_ = l_815_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1861 = l_mut_350_;
                        bool l_816_ = !(_e1861);
                        if (l_816_) {
                            break;
                        }
                        uint64_t _e1863 = l_mut_212_;
                        uint64_t _e1864 = l_mut_301_;
                        bool l_817_ = (_e1863 < _e1864);
                        if (l_817_) {
                            uint _e1866 = l_mut_67_;
                            uint l_818_ = (l_427_ - _e1866);
                            uint _e1868 = l_mut_728_;
                            uint l_819_ = naga_div(l_818_, _e1868);
                            l_mut_770_ = 0u;
                            l_mut_259_ = false;
                            uint64_t _e1873 = l_mut_284_;
                            uint64_t l_821_ = (_e1873 >> uint(3uL));
                            uint64_t _e1877 = l_mut_301_;
                            bool l_822_ = (l_821_ < _e1877);
                            bool l_823_ = !(l_822_);
                            l_mut_259_ = l_823_;
                            uint64_t _e1880 = l_mut_301_;
                            bool l_824_ = (_e1880 == 0uL);
                            if (l_824_) {
                                l_mut_770_ = l_819_;
                            } else {
                                bool _e1883 = l_mut_259_;
                                if (_e1883) {
                                    uint64_t _e1884 = l_mut_301_;
                                    uint64_t _e1885 = l_mut_284_;
                                    bool l_825_ = (_e1884 < _e1885);
                                    if (l_825_) {
                                        uint64_t _e1887 = l_mut_284_;
                                        uint64_t l_826_ = (_e1887 - 1uL);
                                        uint64_t _e1890 = l_mut_301_;
                                        uint64_t l_827_ = naga_div(l_826_, _e1890);
                                        uint64_t l_828_ = uint64_t(l_819_);
                                        bool l_829_ = (l_827_ < l_828_);
                                        uint64_t l_830_ = uint64_t(l_819_);
                                        uint64_t l_831_ = (l_829_ ? l_827_ : l_830_);
                                        uint l_832_ = uint(l_831_);
                                        l_mut_770_ = l_832_;
                                    }
                                } else {
                                    uint64_t _e1898 = l_mut_284_;
                                    l_mut_158_ = _e1898;
                                    uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                        loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                        uint64_t _e1899 = l_mut_301_;
                                        uint64_t _e1900 = l_mut_158_;
                                        bool l_833_ = (_e1899 < _e1900);
                                        uint _e1902 = l_mut_770_;
                                        uint _e1903 = l_mut_728_;
                                        uint l_834_ = (_e1902 * _e1903);
                                        uint _e1905 = l_mut_67_;
                                        uint l_835_ = (_e1905 + l_834_);
                                        uint _e1907 = l_mut_728_;
                                        uint l_836_ = (l_835_ + _e1907);
                                        bool l_837_ = (l_836_ < l_427_);
                                        if (l_833_) {
                                            local_4 = l_837_;
                                        } else {
                                            local_4 = false;
                                        }
                                        bool l_838_ = local_4;
                                        bool l_839_ = !(l_838_);
                                        if (l_839_) {
                                            break;
                                        }
                                        uint64_t _e1915 = l_mut_158_;
                                        uint64_t _e1916 = l_mut_301_;
                                        uint64_t l_840_ = (_e1915 - _e1916);
                                        l_mut_158_ = l_840_;
                                        uint _e1918 = l_mut_770_;
                                        l_mut_770_ = (_e1918 + 1u);
                                    }
                                }
                            }
                            uint _e1921 = l_mut_770_;
                            uint _e1922 = l_mut_728_;
                            uint l_841_ = (_e1921 * _e1922);
                            uint _e1924 = l_mut_67_;
                            uint l_842_ = (_e1924 + l_841_);
                            uint _e1926 = l_mut_728_;
                            uint l_843_ = (l_842_ + _e1926);
                            bool l_844_ = (l_843_ >= l_427_);
                            if (l_844_) {
                                l_mut_355_ = true;
                                l_mut_350_ = false;
                            } else {
                                uint _e1931 = l_mut_770_;
                                uint64_t l_845_ = uint64_t(_e1931);
                                uint64_t _e1933 = l_mut_301_;
                                uint64_t l_846_ = (_e1933 * l_845_);
                                uint64_t _e1935 = l_mut_284_;
                                uint64_t l_847_ = (_e1935 - l_846_);
                                l_mut_284_ = l_847_;
                                uint _e1937 = l_mut_770_;
                                uint _e1938 = l_mut_728_;
                                uint l_848_ = (_e1937 * _e1938);
                                uint _e1940 = l_mut_67_;
                                l_mut_67_ = (_e1940 + l_848_);
                                uint64_t _e1942 = l_mut_301_;
                                uint64_t _e1943 = l_mut_284_;
                                uint64_t l_849_ = (_e1942 - _e1943);
                                l_mut_301_ = l_849_;
                                uint _e1945 = l_mut_728_;
                                uint _e1946 = l_mut_67_;
                                l_mut_728_ = (_e1945 + _e1946);
                            }
                        } else {
                            uint64_t _e1948 = l_mut_212_;
                            uint64_t _e1949 = l_mut_301_;
                            uint64_t l_850_ = (_e1948 - _e1949);
                            l_mut_212_ = l_850_;
                            uint64_t _e1951 = l_mut_212_;
                            bool l_851_ = (_e1951 < l_725_);
                            if (l_851_) {
                                l_mut_350_ = false;
                            } else {
                                uint _e1954 = l_mut_728_;
                                uint l_852_ = (l_427_ - _e1954);
                                uint _e1956 = l_mut_67_;
                                uint l_853_ = naga_div(l_852_, _e1956);
                                l_mut_770_ = 0u;
                                l_mut_259_ = false;
                                uint64_t _e1961 = l_mut_301_;
                                uint64_t l_855_ = (_e1961 >> uint(3uL));
                                uint64_t _e1965 = l_mut_284_;
                                bool l_856_ = (l_855_ < _e1965);
                                bool l_857_ = !(l_856_);
                                l_mut_259_ = l_857_;
                                uint64_t _e1968 = l_mut_284_;
                                bool l_858_ = (_e1968 == 0uL);
                                if (l_858_) {
                                    l_mut_770_ = l_853_;
                                } else {
                                    bool _e1971 = l_mut_259_;
                                    if (_e1971) {
                                        uint64_t _e1972 = l_mut_284_;
                                        uint64_t _e1973 = l_mut_301_;
                                        bool l_859_ = (_e1972 < _e1973);
                                        if (l_859_) {
                                            uint64_t _e1975 = l_mut_301_;
                                            uint64_t l_860_ = (_e1975 - 1uL);
                                            uint64_t _e1978 = l_mut_284_;
                                            uint64_t l_861_ = naga_div(l_860_, _e1978);
                                            uint64_t l_862_ = uint64_t(l_853_);
                                            bool l_863_ = (l_861_ < l_862_);
                                            uint64_t l_864_ = uint64_t(l_853_);
                                            uint64_t l_865_ = (l_863_ ? l_861_ : l_864_);
                                            uint l_866_ = uint(l_865_);
                                            l_mut_770_ = l_866_;
                                        }
                                    } else {
                                        uint64_t _e1986 = l_mut_301_;
                                        l_mut_158_ = _e1986;
                                        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                            uint64_t _e1987 = l_mut_284_;
                                            uint64_t _e1988 = l_mut_158_;
                                            bool l_867_ = (_e1987 < _e1988);
                                            uint _e1990 = l_mut_770_;
                                            uint _e1991 = l_mut_67_;
                                            uint l_868_ = (_e1990 * _e1991);
                                            uint _e1993 = l_mut_728_;
                                            uint l_869_ = (_e1993 + l_868_);
                                            uint _e1995 = l_mut_67_;
                                            uint l_870_ = (l_869_ + _e1995);
                                            bool l_871_ = (l_870_ < l_427_);
                                            if (l_867_) {
                                                local_5 = l_871_;
                                            } else {
                                                local_5 = false;
                                            }
                                            bool l_872_ = local_5;
                                            bool l_873_ = !(l_872_);
                                            if (l_873_) {
                                                break;
                                            }
                                            uint64_t _e2003 = l_mut_158_;
                                            uint64_t _e2004 = l_mut_284_;
                                            uint64_t l_874_ = (_e2003 - _e2004);
                                            l_mut_158_ = l_874_;
                                            uint _e2006 = l_mut_770_;
                                            l_mut_770_ = (_e2006 + 1u);
                                        }
                                    }
                                }
                                uint _e2009 = l_mut_67_;
                                uint _e2010 = l_mut_728_;
                                uint l_875_ = (_e2009 + _e2010);
                                uint _e2012 = l_mut_770_;
                                uint _e2013 = l_mut_67_;
                                uint l_876_ = (_e2012 * _e2013);
                                uint l_877_ = (l_875_ + l_876_);
                                bool l_878_ = (l_877_ >= l_427_);
                                if (l_878_) {
                                    l_mut_355_ = true;
                                    l_mut_350_ = false;
                                } else {
                                    uint _e2019 = l_mut_770_;
                                    uint64_t l_879_ = uint64_t(_e2019);
                                    uint64_t _e2021 = l_mut_284_;
                                    uint64_t l_880_ = (_e2021 * l_879_);
                                    uint64_t _e2023 = l_mut_301_;
                                    uint64_t l_881_ = (_e2023 - l_880_);
                                    l_mut_301_ = l_881_;
                                    uint _e2025 = l_mut_770_;
                                    uint _e2026 = l_mut_67_;
                                    uint l_882_ = (_e2025 * _e2026);
                                    uint _e2028 = l_mut_728_;
                                    l_mut_728_ = (_e2028 + l_882_);
                                    uint64_t _e2030 = l_mut_284_;
                                    uint64_t _e2031 = l_mut_301_;
                                    uint64_t l_883_ = (_e2030 - _e2031);
                                    l_mut_284_ = l_883_;
                                    uint _e2033 = l_mut_67_;
                                    uint _e2034 = l_mut_728_;
                                    l_mut_67_ = (_e2033 + _e2034);
                                }
                            }
                        }
                    }
                    bool _e2036 = l_mut_355_;
                    bool l_884_ = !(_e2036);
                    if (l_426_) {
                        local_6 = l_884_;
                    } else {
                        local_6 = false;
                    }
                    bool l_885_ = local_6;
                    if (l_885_) {
                        uint _e2043 = l_mut_424_;
                        uint l_886_ = (1u << _e2043);
                        uint _e2045 = l_mut_304_;
                        l_mut_304_ = (_e2045 | l_886_);
                        uint _e2047 = l_mut_271_;
                        l_mut_271_ = (_e2047 + 1u);
                        uint l_887_ = (l_425_ + l_423_);
                        uint l_888_ = min(l_887_, l_74_);
                        l_mut_770_ = 0u;
                        l_mut_889_ = l_425_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2304 = l_mut_889_;
                                l_mut_889_ = (_e2304 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2054 = l_mut_889_;
                            if ((_e2054 < l_888_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2056 = l_mut_889_;
                                uint64_t l_890_ = uint64_t(_e2056);
                                uint64_t l_891_ = (l_84_ * l_890_);
                                uint64_t l_892_ = (l_93_ + l_891_);
                                l_mut_301_ = 0uL;
                                uint _e2061 = l_mut_889_;
                                bool l_894_ = (_e2061 < 65536u);
                                if (l_894_) {
                                    uint _e2064 = l_mut_889_;
                                    uint _e2065 = l_mut_889_;
                                    uint l_895_ = (_e2064 * _e2065);
                                    uint64_t l_896_ = (l_102_ >> uint(63uL));
                                    bool l_897_ = (l_896_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_897_) {
                                        uint64_t l_899_ = (0uL - l_102_);
                                        l_mut_284_ = l_899_;
                                    }
                                    uint64_t l_900_ = uint64_t(l_895_);
                                    uint64_t _e2076 = l_mut_284_;
                                    uint64_t l_901_ = (_e2076 & 4294967295uL);
                                    uint64_t l_902_ = (l_901_ * l_900_);
                                    uint64_t _e2080 = l_mut_284_;
                                    uint64_t l_903_ = (_e2080 >> uint(32uL));
                                    uint64_t l_904_ = (l_903_ * l_900_);
                                    uint64_t l_905_ = (l_904_ << uint(32uL));
                                    uint64_t l_906_ = (l_902_ + l_905_);
                                    uint64_t l_907_ = (l_904_ >> uint(32uL));
                                    bool l_908_ = (l_906_ < l_902_);
                                    uint64_t l_909_ = uint64_t(l_908_);
                                    uint64_t l_910_ = (l_907_ + l_909_);
                                    l_mut_284_ = l_906_;
                                    bool l_911_ = (l_24_ == 64u);
                                    if (l_911_) {
                                        l_mut_284_ = l_910_;
                                    } else {
                                        bool l_912_ = (l_24_ > 0u);
                                        if (l_912_) {
                                            uint l_913_ = (64u - l_24_);
                                            uint64_t l_914_ = uint64_t(l_913_);
                                            uint64_t l_915_ = (l_910_ << uint(l_914_));
                                            uint64_t l_916_ = uint64_t(l_24_);
                                            uint64_t l_917_ = (l_906_ >> uint(l_916_));
                                            uint64_t l_918_ = (l_915_ | l_917_);
                                            l_mut_284_ = l_918_;
                                        }
                                    }
                                    uint64_t _e2113 = l_mut_284_;
                                    l_mut_212_ = _e2113;
                                    if (l_897_) {
                                        uint64_t _e2115 = l_mut_212_;
                                        uint64_t l_920_ = (0uL - _e2115);
                                        l_mut_212_ = l_920_;
                                    }
                                    uint64_t _e2117 = l_mut_212_;
                                    l_mut_301_ = _e2117;
                                } else {
                                    uint64_t l_921_ = (l_102_ >> uint(63uL));
                                    bool l_922_ = (l_921_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_922_) {
                                        uint64_t l_924_ = (0uL - l_102_);
                                        l_mut_284_ = l_924_;
                                    }
                                    uint _e2126 = l_mut_889_;
                                    uint64_t l_925_ = uint64_t(_e2126);
                                    uint64_t _e2128 = l_mut_284_;
                                    uint64_t l_926_ = (_e2128 & 4294967295uL);
                                    uint64_t l_927_ = (l_926_ * l_925_);
                                    uint64_t _e2132 = l_mut_284_;
                                    uint64_t l_928_ = (_e2132 >> uint(32uL));
                                    uint64_t l_929_ = (l_928_ * l_925_);
                                    uint64_t l_930_ = (l_929_ << uint(32uL));
                                    uint64_t l_931_ = (l_927_ + l_930_);
                                    uint64_t l_932_ = (l_929_ >> uint(32uL));
                                    bool l_933_ = (l_931_ < l_927_);
                                    uint64_t l_934_ = uint64_t(l_933_);
                                    uint64_t l_935_ = (l_932_ + l_934_);
                                    l_mut_212_ = l_931_;
                                    if (false) {
                                        l_mut_212_ = l_935_;
                                    } else {
                                        if (false) {
                                            uint64_t l_939_ = (l_935_ << uint(64uL));
                                            uint64_t l_941_ = (l_931_ >> uint(0uL));
                                            uint64_t l_942_ = (l_939_ | l_941_);
                                            l_mut_212_ = l_942_;
                                        }
                                    }
                                    uint _e2161 = l_mut_889_;
                                    uint64_t l_943_ = uint64_t(_e2161);
                                    uint64_t _e2163 = l_mut_284_;
                                    uint64_t l_944_ = (_e2163 & 4294967295uL);
                                    uint64_t l_945_ = (l_944_ * l_943_);
                                    uint64_t _e2167 = l_mut_284_;
                                    uint64_t l_946_ = (_e2167 >> uint(32uL));
                                    uint64_t l_947_ = (l_946_ * l_943_);
                                    uint64_t l_948_ = (l_947_ << uint(32uL));
                                    uint64_t l_949_ = (l_945_ + l_948_);
                                    uint64_t l_950_ = (l_947_ >> uint(32uL));
                                    bool l_951_ = (l_949_ < l_945_);
                                    uint64_t l_952_ = uint64_t(l_951_);
                                    uint64_t l_953_ = (l_950_ + l_952_);
                                    l_mut_284_ = l_949_;
                                    if (true) {
                                        l_mut_284_ = l_953_;
                                    } else {
                                        if (true) {
                                            uint64_t l_957_ = (l_953_ << uint(0uL));
                                            uint64_t l_959_ = (l_949_ >> uint(64uL));
                                            uint64_t l_960_ = (l_957_ | l_959_);
                                            l_mut_284_ = l_960_;
                                        }
                                    }
                                    uint _e2196 = l_mut_889_;
                                    uint64_t l_961_ = uint64_t(_e2196);
                                    uint64_t _e2198 = l_mut_212_;
                                    uint64_t l_962_ = (_e2198 & 4294967295uL);
                                    uint64_t l_963_ = (l_962_ * l_961_);
                                    uint64_t _e2202 = l_mut_212_;
                                    uint64_t l_964_ = (_e2202 >> uint(32uL));
                                    uint64_t l_965_ = (l_964_ * l_961_);
                                    uint64_t l_966_ = (l_965_ << uint(32uL));
                                    uint64_t l_967_ = (l_963_ + l_966_);
                                    uint64_t l_968_ = (l_965_ >> uint(32uL));
                                    bool l_969_ = (l_967_ < l_963_);
                                    uint64_t l_970_ = uint64_t(l_969_);
                                    uint64_t l_971_ = (l_968_ + l_970_);
                                    l_mut_158_ = l_967_;
                                    if (false) {
                                        l_mut_158_ = l_971_;
                                    } else {
                                        if (false) {
                                            uint64_t l_975_ = (l_971_ << uint(64uL));
                                            uint64_t l_977_ = (l_967_ >> uint(0uL));
                                            uint64_t l_978_ = (l_975_ | l_977_);
                                            l_mut_158_ = l_978_;
                                        }
                                    }
                                    uint _e2231 = l_mut_889_;
                                    uint64_t l_979_ = uint64_t(_e2231);
                                    uint64_t _e2233 = l_mut_212_;
                                    uint64_t l_980_ = (_e2233 & 4294967295uL);
                                    uint64_t l_981_ = (l_980_ * l_979_);
                                    uint64_t _e2237 = l_mut_212_;
                                    uint64_t l_982_ = (_e2237 >> uint(32uL));
                                    uint64_t l_983_ = (l_982_ * l_979_);
                                    uint64_t l_984_ = (l_983_ << uint(32uL));
                                    uint64_t l_985_ = (l_981_ + l_984_);
                                    uint64_t l_986_ = (l_983_ >> uint(32uL));
                                    bool l_987_ = (l_985_ < l_981_);
                                    uint64_t l_988_ = uint64_t(l_987_);
                                    uint64_t l_989_ = (l_986_ + l_988_);
                                    l_mut_212_ = l_985_;
                                    if (true) {
                                        l_mut_212_ = l_989_;
                                    } else {
                                        if (true) {
                                            uint64_t l_993_ = (l_989_ << uint(0uL));
                                            uint64_t l_995_ = (l_985_ >> uint(64uL));
                                            uint64_t l_996_ = (l_993_ | l_995_);
                                            l_mut_212_ = l_996_;
                                        }
                                    }
                                    uint _e2266 = l_mut_889_;
                                    uint64_t l_997_ = uint64_t(_e2266);
                                    uint64_t _e2268 = l_mut_284_;
                                    uint64_t l_998_ = (_e2268 * l_997_);
                                    uint64_t _e2270 = l_mut_212_;
                                    uint64_t l_999_ = (_e2270 + l_998_);
                                    uint64_t _e2272 = l_mut_158_;
                                    l_mut_301_ = _e2272;
                                    bool l_1000_ = (l_24_ == 64u);
                                    if (l_1000_) {
                                        l_mut_301_ = l_999_;
                                    } else {
                                        bool l_1001_ = (l_24_ > 0u);
                                        if (l_1001_) {
                                            uint l_1002_ = (64u - l_24_);
                                            uint64_t l_1003_ = uint64_t(l_1002_);
                                            uint64_t l_1004_ = (l_999_ << uint(l_1003_));
                                            uint64_t l_1005_ = uint64_t(l_24_);
                                            uint64_t _e2284 = l_mut_158_;
                                            uint64_t l_1006_ = (_e2284 >> uint(l_1005_));
                                            uint64_t l_1007_ = (l_1004_ + l_1006_);
                                            l_mut_301_ = l_1007_;
                                        }
                                    }
                                    if (l_922_) {
                                        uint64_t _e2290 = l_mut_301_;
                                        uint64_t l_1009_ = (0uL - _e2290);
                                        l_mut_301_ = l_1009_;
                                    }
                                }
                                uint64_t _e2292 = l_mut_301_;
                                uint64_t l_1010_ = (l_892_ + _e2292);
                                uint64_t l_1012_ = (0uL - l_1010_);
                                l_mut_301_ = l_1012_;
                                uint64_t _e2296 = l_mut_301_;
                                bool l_1013_ = (l_1010_ < _e2296);
                                if (l_1013_) {
                                    l_mut_301_ = l_1010_;
                                }
                                uint64_t _e2298 = l_mut_301_;
                                bool l_1014_ = (_e2298 < l_51_);
                                uint l_1015_ = uint(l_1014_);
                                uint _e2301 = l_mut_770_;
                                l_mut_770_ = (_e2301 + l_1015_);
                            }
                        }
                        uint _e2306 = l_mut_258_;
                        uint _e2307 = l_mut_770_;
                        l_mut_258_ = (_e2306 + _e2307);
                    }
                }
            }
            uint _e2312 = l_mut_271_;
            bool l_1016_ = (_e2312 > 0u);
            if (l_1016_) {
                uint l_1296_ = asuint(info.Load(20+0));
                uint l_1297_ = (l_1296_ * 1u);
                uint l_1298_ = (l_1297_ - 1u);
                uint l_1299_ = min(1u, l_1298_);
                uint _e2327 = l_mut_271_;
                uint _e2328; buffer_5_global.InterlockedAdd(l_1299_*4, _e2327, _e2328);
            }
            uint _e2329 = l_mut_258_;
            bool l_1019_ = (_e2329 > 0u);
            if (l_1019_) {
                uint l_1301_ = asuint(info.Load(20+0));
                uint l_1302_ = (l_1301_ * 1u);
                uint l_1303_ = (l_1302_ - 1u);
                uint l_1304_ = min(2u, l_1303_);
                uint _e2344 = l_mut_258_;
                uint _e2345; buffer_5_global.InterlockedAdd(l_1304_*4, _e2344, _e2345);
                l_mut_770_ = _e2345;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2649 = l_mut_1022_;
                        l_mut_1022_ = (_e2649 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2348 = l_mut_1022_;
                    if ((_e2348 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2351 = l_mut_304_;
                        uint _e2352 = l_mut_1022_;
                        uint l_1023_ = (_e2351 >> _e2352);
                        uint l_1024_ = (l_1023_ & 1u);
                        bool l_1025_ = (l_1024_ == 1u);
                        if (l_1025_) {
                            uint _e2358 = l_mut_1022_;
                            uint l_1026_ = (_e2358 * l_423_);
                            uint l_1027_ = (l_1026_ + l_423_);
                            uint l_1028_ = min(l_1027_, l_74_);
                            uint _e2362 = l_mut_770_;
                            l_mut_739_ = _e2362;
                            l_mut_1029_ = l_1026_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2645 = l_mut_1029_;
                                    l_mut_1029_ = (_e2645 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2364 = l_mut_1029_;
                                if ((_e2364 < l_1028_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2366 = l_mut_1029_;
                                    uint64_t l_1030_ = uint64_t(_e2366);
                                    uint64_t l_1031_ = (l_84_ * l_1030_);
                                    uint64_t l_1032_ = (l_93_ + l_1031_);
                                    l_mut_301_ = 0uL;
                                    uint _e2371 = l_mut_1029_;
                                    bool l_1034_ = (_e2371 < 65536u);
                                    if (l_1034_) {
                                        uint _e2374 = l_mut_1029_;
                                        uint _e2375 = l_mut_1029_;
                                        uint l_1035_ = (_e2374 * _e2375);
                                        uint64_t l_1036_ = (l_102_ >> uint(63uL));
                                        bool l_1037_ = (l_1036_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1037_) {
                                            uint64_t l_1039_ = (0uL - l_102_);
                                            l_mut_284_ = l_1039_;
                                        }
                                        uint64_t l_1040_ = uint64_t(l_1035_);
                                        uint64_t _e2386 = l_mut_284_;
                                        uint64_t l_1041_ = (_e2386 & 4294967295uL);
                                        uint64_t l_1042_ = (l_1041_ * l_1040_);
                                        uint64_t _e2390 = l_mut_284_;
                                        uint64_t l_1043_ = (_e2390 >> uint(32uL));
                                        uint64_t l_1044_ = (l_1043_ * l_1040_);
                                        uint64_t l_1045_ = (l_1044_ << uint(32uL));
                                        uint64_t l_1046_ = (l_1042_ + l_1045_);
                                        uint64_t l_1047_ = (l_1044_ >> uint(32uL));
                                        bool l_1048_ = (l_1046_ < l_1042_);
                                        uint64_t l_1049_ = uint64_t(l_1048_);
                                        uint64_t l_1050_ = (l_1047_ + l_1049_);
                                        l_mut_284_ = l_1046_;
                                        bool l_1051_ = (l_24_ == 64u);
                                        if (l_1051_) {
                                            l_mut_284_ = l_1050_;
                                        } else {
                                            bool l_1052_ = (l_24_ > 0u);
                                            if (l_1052_) {
                                                uint l_1053_ = (64u - l_24_);
                                                uint64_t l_1054_ = uint64_t(l_1053_);
                                                uint64_t l_1055_ = (l_1050_ << uint(l_1054_));
                                                uint64_t l_1056_ = uint64_t(l_24_);
                                                uint64_t l_1057_ = (l_1046_ >> uint(l_1056_));
                                                uint64_t l_1058_ = (l_1055_ | l_1057_);
                                                l_mut_284_ = l_1058_;
                                            }
                                        }
                                        uint64_t _e2423 = l_mut_284_;
                                        l_mut_212_ = _e2423;
                                        if (l_1037_) {
                                            uint64_t _e2425 = l_mut_212_;
                                            uint64_t l_1060_ = (0uL - _e2425);
                                            l_mut_212_ = l_1060_;
                                        }
                                        uint64_t _e2427 = l_mut_212_;
                                        l_mut_301_ = _e2427;
                                    } else {
                                        uint64_t l_1061_ = (l_102_ >> uint(63uL));
                                        bool l_1062_ = (l_1061_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1062_) {
                                            uint64_t l_1064_ = (0uL - l_102_);
                                            l_mut_284_ = l_1064_;
                                        }
                                        uint _e2436 = l_mut_1029_;
                                        uint64_t l_1065_ = uint64_t(_e2436);
                                        uint64_t _e2438 = l_mut_284_;
                                        uint64_t l_1066_ = (_e2438 & 4294967295uL);
                                        uint64_t l_1067_ = (l_1066_ * l_1065_);
                                        uint64_t _e2442 = l_mut_284_;
                                        uint64_t l_1068_ = (_e2442 >> uint(32uL));
                                        uint64_t l_1069_ = (l_1068_ * l_1065_);
                                        uint64_t l_1070_ = (l_1069_ << uint(32uL));
                                        uint64_t l_1071_ = (l_1067_ + l_1070_);
                                        uint64_t l_1072_ = (l_1069_ >> uint(32uL));
                                        bool l_1073_ = (l_1071_ < l_1067_);
                                        uint64_t l_1074_ = uint64_t(l_1073_);
                                        uint64_t l_1075_ = (l_1072_ + l_1074_);
                                        l_mut_212_ = l_1071_;
                                        if (false) {
                                            l_mut_212_ = l_1075_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1079_ = (l_1075_ << uint(64uL));
                                                uint64_t l_1081_ = (l_1071_ >> uint(0uL));
                                                uint64_t l_1082_ = (l_1079_ | l_1081_);
                                                l_mut_212_ = l_1082_;
                                            }
                                        }
                                        uint _e2471 = l_mut_1029_;
                                        uint64_t l_1083_ = uint64_t(_e2471);
                                        uint64_t _e2473 = l_mut_284_;
                                        uint64_t l_1084_ = (_e2473 & 4294967295uL);
                                        uint64_t l_1085_ = (l_1084_ * l_1083_);
                                        uint64_t _e2477 = l_mut_284_;
                                        uint64_t l_1086_ = (_e2477 >> uint(32uL));
                                        uint64_t l_1087_ = (l_1086_ * l_1083_);
                                        uint64_t l_1088_ = (l_1087_ << uint(32uL));
                                        uint64_t l_1089_ = (l_1085_ + l_1088_);
                                        uint64_t l_1090_ = (l_1087_ >> uint(32uL));
                                        bool l_1091_ = (l_1089_ < l_1085_);
                                        uint64_t l_1092_ = uint64_t(l_1091_);
                                        uint64_t l_1093_ = (l_1090_ + l_1092_);
                                        l_mut_284_ = l_1089_;
                                        if (true) {
                                            l_mut_284_ = l_1093_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1097_ = (l_1093_ << uint(0uL));
                                                uint64_t l_1099_ = (l_1089_ >> uint(64uL));
                                                uint64_t l_1100_ = (l_1097_ | l_1099_);
                                                l_mut_284_ = l_1100_;
                                            }
                                        }
                                        uint _e2506 = l_mut_1029_;
                                        uint64_t l_1101_ = uint64_t(_e2506);
                                        uint64_t _e2508 = l_mut_212_;
                                        uint64_t l_1102_ = (_e2508 & 4294967295uL);
                                        uint64_t l_1103_ = (l_1102_ * l_1101_);
                                        uint64_t _e2512 = l_mut_212_;
                                        uint64_t l_1104_ = (_e2512 >> uint(32uL));
                                        uint64_t l_1105_ = (l_1104_ * l_1101_);
                                        uint64_t l_1106_ = (l_1105_ << uint(32uL));
                                        uint64_t l_1107_ = (l_1103_ + l_1106_);
                                        uint64_t l_1108_ = (l_1105_ >> uint(32uL));
                                        bool l_1109_ = (l_1107_ < l_1103_);
                                        uint64_t l_1110_ = uint64_t(l_1109_);
                                        uint64_t l_1111_ = (l_1108_ + l_1110_);
                                        l_mut_158_ = l_1107_;
                                        if (false) {
                                            l_mut_158_ = l_1111_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1115_ = (l_1111_ << uint(64uL));
                                                uint64_t l_1117_ = (l_1107_ >> uint(0uL));
                                                uint64_t l_1118_ = (l_1115_ | l_1117_);
                                                l_mut_158_ = l_1118_;
                                            }
                                        }
                                        uint _e2541 = l_mut_1029_;
                                        uint64_t l_1119_ = uint64_t(_e2541);
                                        uint64_t _e2543 = l_mut_212_;
                                        uint64_t l_1120_ = (_e2543 & 4294967295uL);
                                        uint64_t l_1121_ = (l_1120_ * l_1119_);
                                        uint64_t _e2547 = l_mut_212_;
                                        uint64_t l_1122_ = (_e2547 >> uint(32uL));
                                        uint64_t l_1123_ = (l_1122_ * l_1119_);
                                        uint64_t l_1124_ = (l_1123_ << uint(32uL));
                                        uint64_t l_1125_ = (l_1121_ + l_1124_);
                                        uint64_t l_1126_ = (l_1123_ >> uint(32uL));
                                        bool l_1127_ = (l_1125_ < l_1121_);
                                        uint64_t l_1128_ = uint64_t(l_1127_);
                                        uint64_t l_1129_ = (l_1126_ + l_1128_);
                                        l_mut_212_ = l_1125_;
                                        if (true) {
                                            l_mut_212_ = l_1129_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1133_ = (l_1129_ << uint(0uL));
                                                uint64_t l_1135_ = (l_1125_ >> uint(64uL));
                                                uint64_t l_1136_ = (l_1133_ | l_1135_);
                                                l_mut_212_ = l_1136_;
                                            }
                                        }
                                        uint _e2576 = l_mut_1029_;
                                        uint64_t l_1137_ = uint64_t(_e2576);
                                        uint64_t _e2578 = l_mut_284_;
                                        uint64_t l_1138_ = (_e2578 * l_1137_);
                                        uint64_t _e2580 = l_mut_212_;
                                        uint64_t l_1139_ = (_e2580 + l_1138_);
                                        uint64_t _e2582 = l_mut_158_;
                                        l_mut_301_ = _e2582;
                                        bool l_1140_ = (l_24_ == 64u);
                                        if (l_1140_) {
                                            l_mut_301_ = l_1139_;
                                        } else {
                                            bool l_1141_ = (l_24_ > 0u);
                                            if (l_1141_) {
                                                uint l_1142_ = (64u - l_24_);
                                                uint64_t l_1143_ = uint64_t(l_1142_);
                                                uint64_t l_1144_ = (l_1139_ << uint(l_1143_));
                                                uint64_t l_1145_ = uint64_t(l_24_);
                                                uint64_t _e2594 = l_mut_158_;
                                                uint64_t l_1146_ = (_e2594 >> uint(l_1145_));
                                                uint64_t l_1147_ = (l_1144_ + l_1146_);
                                                l_mut_301_ = l_1147_;
                                            }
                                        }
                                        if (l_1062_) {
                                            uint64_t _e2600 = l_mut_301_;
                                            uint64_t l_1149_ = (0uL - _e2600);
                                            l_mut_301_ = l_1149_;
                                        }
                                    }
                                    uint64_t _e2602 = l_mut_301_;
                                    uint64_t l_1150_ = (l_1032_ + _e2602);
                                    uint64_t l_1152_ = (0uL - l_1150_);
                                    l_mut_301_ = l_1152_;
                                    uint64_t _e2606 = l_mut_301_;
                                    bool l_1153_ = (l_1150_ < _e2606);
                                    if (l_1153_) {
                                        l_mut_301_ = l_1150_;
                                    }
                                    uint64_t _e2608 = l_mut_301_;
                                    bool l_1154_ = (_e2608 < l_51_);
                                    if (l_1154_) {
                                        uint _e2610 = l_mut_739_;
                                        uint l_1155_ = (_e2610 * 2u);
                                        uint l_1156_ = (l_1155_ + 1u);
                                        uint l_1157_ = asuint(info.Load(40+0));
                                        bool l_1158_ = (l_1156_ < l_1157_);
                                        if (l_1158_) {
                                            uint l_1306_ = asuint(info.Load(16+0));
                                            uint l_1307_ = (l_1306_ * 1u);
                                            bool l_1308_ = (l_1155_ < l_1307_);
                                            if (l_1308_) {
                                                buffer_4_global.Store(l_1155_*4, asuint(id));
                                            }
                                            uint l_1159_ = (l_1155_ + 1u);
                                            uint l_1309_ = asuint(info.Load(16+0));
                                            uint l_1310_ = (l_1309_ * 1u);
                                            bool l_1311_ = (l_1159_ < l_1310_);
                                            if (l_1311_) {
                                                uint _e2640 = l_mut_1029_;
                                                buffer_4_global.Store(l_1159_*4, asuint(_e2640));
                                            }
                                        }
                                        uint _e2641 = l_mut_739_;
                                        l_mut_739_ = (_e2641 + 1u);
                                    }
                                }
                            }
                            uint _e2647 = l_mut_739_;
                            l_mut_770_ = _e2647;
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
