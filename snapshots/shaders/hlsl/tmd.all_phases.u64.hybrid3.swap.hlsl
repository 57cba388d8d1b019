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
    uint l_mut_418_ = (uint)0;
    uint l_mut_67_ = (uint)0;
    uint l_mut_746_ = (uint)0;
    uint l_mut_777_ = (uint)0;
    uint l_mut_888_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_432_ = 0u;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    uint l_mut_903_ = (uint)0;
    uint l_mut_1036_ = 0u;
    uint l_mut_1043_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1258_ = asuint(info.Load(20+0));
        uint l_1259_ = (l_1258_ * 1u);
        uint l_1260_ = (l_1259_ - 1u);
        uint l_1261_ = min(3u, l_1260_);
        uint _e59; buffer_5_global.InterlockedAdd(l_1261_*4, 1u, _e59);
    }
    uint l_1174_ = asuint(info.Load(12+0));
    uint l_1175_ = (l_1174_ * 1u);
    bool l_1176_ = (0u < l_1175_);
    uint l_1177_ = (l_1175_ - 1u);
    uint l_1178_ = min(0u, l_1177_);
    uint l_1179_ = asuint(buffer_3_global.Load(l_1178_*4));
    uint l_4_ = (l_1176_ ? l_1179_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1181_ = asuint(info.Load(12+0));
    uint l_1182_ = (l_1181_ * 1u);
    bool l_1183_ = (l_7_ < l_1182_);
    uint l_1184_ = (l_1182_ - 1u);
    uint l_1185_ = min(l_7_, l_1184_);
    uint l_1186_ = asuint(buffer_3_global.Load(l_1185_*4));
    uint l_8_ = (l_1183_ ? l_1186_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1188_ = asuint(info.Load(12+0));
    uint l_1189_ = (l_1188_ * 1u);
    bool l_1190_ = (2u < l_1189_);
    uint l_1191_ = (l_1189_ - 1u);
    uint l_1192_ = min(2u, l_1191_);
    uint l_1193_ = asuint(buffer_3_global.Load(l_1192_*4));
    uint l_15_ = (l_1190_ ? l_1193_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1195_ = asuint(info.Load(12+0));
    uint l_1196_ = (l_1195_ * 1u);
    bool l_1197_ = (l_18_ < l_1196_);
    uint l_1198_ = (l_1196_ - 1u);
    uint l_1199_ = min(l_18_, l_1198_);
    uint l_1200_ = asuint(buffer_3_global.Load(l_1199_*4));
    uint l_19_ = (l_1197_ ? l_1200_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1202_ = asuint(info.Load(12+0));
    uint l_1203_ = (l_1202_ * 1u);
    bool l_1204_ = (4u < l_1203_);
    uint l_1205_ = (l_1203_ - 1u);
    uint l_1206_ = min(4u, l_1205_);
    uint l_1207_ = asuint(buffer_3_global.Load(l_1206_*4));
    uint l_26_ = (l_1204_ ? l_1207_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1209_ = asuint(info.Load(12+0));
    uint l_1210_ = (l_1209_ * 1u);
    bool l_1211_ = (l_29_ < l_1210_);
    uint l_1212_ = (l_1210_ - 1u);
    uint l_1213_ = min(l_29_, l_1212_);
    uint l_1214_ = asuint(buffer_3_global.Load(l_1213_*4));
    uint l_30_ = (l_1211_ ? l_1214_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1216_ = asuint(info.Load(12+0));
    uint l_1217_ = (l_1216_ * 1u);
    bool l_1218_ = (6u < l_1217_);
    uint l_1219_ = (l_1217_ - 1u);
    uint l_1220_ = min(6u, l_1219_);
    uint l_1221_ = asuint(buffer_3_global.Load(l_1220_*4));
    uint l_35_ = (l_1218_ ? l_1221_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1223_ = asuint(info.Load(12+0));
    uint l_1224_ = (l_1223_ * 1u);
    bool l_1225_ = (l_38_ < l_1224_);
    uint l_1226_ = (l_1224_ - 1u);
    uint l_1227_ = min(l_38_, l_1226_);
    uint l_1228_ = asuint(buffer_3_global.Load(l_1227_*4));
    uint l_39_ = (l_1225_ ? l_1228_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1230_ = asuint(info.Load(12+0));
    uint l_1231_ = (l_1230_ * 1u);
    bool l_1232_ = (8u < l_1231_);
    uint l_1233_ = (l_1231_ - 1u);
    uint l_1234_ = min(8u, l_1233_);
    uint l_1235_ = asuint(buffer_3_global.Load(l_1234_*4));
    uint l_44_ = (l_1232_ ? l_1235_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1237_ = asuint(info.Load(12+0));
    uint l_1238_ = (l_1237_ * 1u);
    bool l_1239_ = (l_47_ < l_1238_);
    uint l_1240_ = (l_1238_ - 1u);
    uint l_1241_ = min(l_47_, l_1240_);
    uint l_1242_ = asuint(buffer_3_global.Load(l_1241_*4));
    uint l_48_ = (l_1239_ ? l_1242_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1244_ = asuint(info.Load(12+0));
    uint l_1245_ = (l_1244_ * 1u);
    bool l_1246_ = (10u < l_1245_);
    uint l_1247_ = (l_1245_ - 1u);
    uint l_1248_ = min(10u, l_1247_);
    uint l_1249_ = asuint(buffer_3_global.Load(l_1248_*4));
    uint l_53_ = (l_1246_ ? l_1249_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1251_ = asuint(info.Load(12+0));
    uint l_1252_ = (l_1251_ * 1u);
    bool l_1253_ = (l_56_ < l_1252_);
    uint l_1254_ = (l_1252_ - 1u);
    uint l_1255_ = min(l_56_, l_1254_);
    uint l_1256_ = asuint(buffer_3_global.Load(l_1255_*4));
    uint l_57_ = (l_1253_ ? l_1256_ : 0u);
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
    uint _e334 = l_mut_67_;
    uint l_74_ = (l_63_ ? _e334 : 0u);
    bool l_75_ = (l_74_ > 0u);
    if (l_75_) {
        uint l_76_ = (2u * id);
        uint l_1263_ = asuint(info.Load(0+0));
        uint l_1264_ = (l_1263_ * 1u);
        bool l_1265_ = (l_76_ < l_1264_);
        uint l_1266_ = (l_1264_ - 1u);
        uint l_1267_ = min(l_76_, l_1266_);
        uint l_1268_ = asuint(buffer_0_global.Load(l_1267_*4));
        uint l_77_ = (l_1265_ ? l_1268_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1270_ = asuint(info.Load(0+0));
        uint l_1271_ = (l_1270_ * 1u);
        bool l_1272_ = (l_80_ < l_1271_);
        uint l_1273_ = (l_1271_ - 1u);
        uint l_1274_ = min(l_80_, l_1273_);
        uint l_1275_ = asuint(buffer_0_global.Load(l_1274_*4));
        uint l_81_ = (l_1272_ ? l_1275_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1277_ = asuint(info.Load(4+0));
        uint l_1278_ = (l_1277_ * 1u);
        bool l_1279_ = (l_85_ < l_1278_);
        uint l_1280_ = (l_1278_ - 1u);
        uint l_1281_ = min(l_85_, l_1280_);
        uint l_1282_ = asuint(buffer_1_global.Load(l_1281_*4));
        uint l_86_ = (l_1279_ ? l_1282_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1284_ = asuint(info.Load(4+0));
        uint l_1285_ = (l_1284_ * 1u);
        bool l_1286_ = (l_89_ < l_1285_);
        uint l_1287_ = (l_1285_ - 1u);
        uint l_1288_ = min(l_89_, l_1287_);
        uint l_1289_ = asuint(buffer_1_global.Load(l_1288_*4));
        uint l_90_ = (l_1286_ ? l_1289_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1291_ = asuint(info.Load(8+0));
        uint l_1292_ = (l_1291_ * 1u);
        bool l_1293_ = (l_94_ < l_1292_);
        uint l_1294_ = (l_1292_ - 1u);
        uint l_1295_ = min(l_94_, l_1294_);
        uint l_1296_ = asuint(buffer_2_global.Load(l_1295_*4));
        uint l_95_ = (l_1293_ ? l_1296_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1298_ = asuint(info.Load(8+0));
        uint l_1299_ = (l_1298_ * 1u);
        bool l_1300_ = (l_98_ < l_1299_);
        uint l_1301_ = (l_1299_ - 1u);
        uint l_1302_ = min(l_98_, l_1301_);
        uint l_1303_ = asuint(buffer_2_global.Load(l_1302_*4));
        uint l_99_ = (l_1300_ ? l_1303_ : 0u);
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
        uint64_t _e476 = l_mut_105_;
        uint64_t l_109_ = (_e476 & 4294967295uL);
        uint64_t l_110_ = (l_109_ * l_108_);
        uint64_t _e480 = l_mut_105_;
        uint64_t l_111_ = (_e480 >> uint(32uL));
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
        uint64_t _e513 = l_mut_105_;
        l_mut_127_ = _e513;
        if (l_104_) {
            uint64_t _e515 = l_mut_127_;
            uint64_t l_129_ = (0uL - _e515);
            l_mut_127_ = l_129_;
        }
        uint64_t _e517 = l_mut_127_;
        uint64_t l_130_ = (l_84_ + _e517);
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
            uint64_t _e534 = l_mut_105_;
            uint64_t l_140_ = (_e534 & 4294967295uL);
            uint64_t l_141_ = (l_140_ * l_139_);
            uint64_t _e538 = l_mut_105_;
            uint64_t l_142_ = (_e538 >> uint(32uL));
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
            uint64_t _e571 = l_mut_105_;
            l_mut_158_ = _e571;
            if (l_136_) {
                uint64_t _e573 = l_mut_158_;
                uint64_t l_160_ = (0uL - _e573);
                l_mut_158_ = l_160_;
            }
            uint64_t _e575 = l_mut_158_;
            l_mut_127_ = _e575;
        } else {
            uint64_t l_161_ = (l_102_ >> uint(63uL));
            bool l_162_ = (l_161_ == 1uL);
            l_mut_158_ = l_102_;
            if (l_162_) {
                uint64_t l_164_ = (0uL - l_102_);
                l_mut_158_ = l_164_;
            }
            uint64_t l_165_ = uint64_t(l_13_);
            uint64_t _e585 = l_mut_158_;
            uint64_t l_166_ = (_e585 & 4294967295uL);
            uint64_t l_167_ = (l_166_ * l_165_);
            uint64_t _e589 = l_mut_158_;
            uint64_t l_168_ = (_e589 >> uint(32uL));
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
            uint64_t _e619 = l_mut_158_;
            uint64_t l_184_ = (_e619 & 4294967295uL);
            uint64_t l_185_ = (l_184_ * l_183_);
            uint64_t _e623 = l_mut_158_;
            uint64_t l_186_ = (_e623 >> uint(32uL));
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
            uint64_t _e653 = l_mut_105_;
            uint64_t l_202_ = (_e653 & 4294967295uL);
            uint64_t l_203_ = (l_202_ * l_201_);
            uint64_t _e657 = l_mut_105_;
            uint64_t l_204_ = (_e657 >> uint(32uL));
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
            uint64_t _e687 = l_mut_105_;
            uint64_t l_221_ = (_e687 & 4294967295uL);
            uint64_t l_222_ = (l_221_ * l_220_);
            uint64_t _e691 = l_mut_105_;
            uint64_t l_223_ = (_e691 >> uint(32uL));
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
            uint64_t _e721 = l_mut_158_;
            uint64_t l_239_ = (_e721 * l_238_);
            uint64_t _e723 = l_mut_105_;
            uint64_t l_240_ = (_e723 + l_239_);
            uint64_t _e725 = l_mut_212_;
            l_mut_127_ = _e725;
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
                    uint64_t _e737 = l_mut_212_;
                    uint64_t l_247_ = (_e737 >> uint(l_246_));
                    uint64_t l_248_ = (l_245_ + l_247_);
                    l_mut_127_ = l_248_;
                }
            }
            if (l_162_) {
                uint64_t _e743 = l_mut_127_;
                uint64_t l_250_ = (0uL - _e743);
                l_mut_127_ = l_250_;
            }
        }
        uint64_t _e745 = l_mut_127_;
        uint64_t l_251_ = (l_93_ - _e745);
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
        uint64_t _e756 = l_mut_127_;
        bool l_260_ = (_e756 < l_255_);
        bool l_261_ = !(l_260_);
        l_mut_262_ = l_261_;
        bool l_263_ = (l_254_ == 0uL);
        if (l_263_) {
            bool _e761 = l_mut_262_;
            l_mut_259_ = _e761;
            l_mut_262_ = false;
        }
        bool _e763 = l_mut_262_;
        if (_e763) {
            uint64_t l_264_ = (l_254_ >> uint(63uL));
            bool l_265_ = (l_264_ == 1uL);
            l_mut_105_ = l_254_;
            if (l_265_) {
                uint64_t l_267_ = (0uL - l_254_);
                l_mut_105_ = l_267_;
            }
            uint l_268_ = (l_13_ - 1u);
            uint64_t l_269_ = uint64_t(l_268_);
            uint64_t _e775 = l_mut_105_;
            uint64_t l_270_ = (_e775 * l_269_);
            l_mut_271_ = 0u;
            uint l_272_ = (l_13_ - 1u);
            uint64_t l_273_ = uint64_t(l_272_);
            uint64_t _e781 = l_mut_105_;
            uint64_t l_274_ = (_e781 & 4294967295uL);
            uint64_t l_275_ = (l_274_ * l_273_);
            uint64_t _e785 = l_mut_105_;
            uint64_t l_276_ = (_e785 >> uint(32uL));
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
            uint64_t _e814 = l_mut_284_;
            bool l_292_ = (_e814 == 0uL);
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
                        uint64_t _e830 = l_mut_105_;
                        bool l_302_ = (l_294_ < _e830);
                        bool l_303_ = !(l_302_);
                        if (l_303_) {
                            l_mut_304_ = 0u;
                            uint64_t _e834 = l_mut_105_;
                            bool l_305_ = (_e834 < l_294_);
                            if (l_305_) {
                                uint64_t l_306_ = (l_294_ - 1uL);
                                uint64_t _e838 = l_mut_105_;
                                uint64_t l_307_ = naga_div(l_306_, _e838);
                                uint64_t l_308_ = uint64_t(l_300_);
                                bool l_309_ = (l_307_ < l_308_);
                                uint64_t l_310_ = uint64_t(l_300_);
                                uint64_t l_311_ = (l_309_ ? l_307_ : l_310_);
                                uint l_312_ = uint(l_311_);
                                l_mut_304_ = l_312_;
                            }
                            uint _e846 = l_mut_304_;
                            uint64_t l_313_ = uint64_t(_e846);
                            uint64_t _e848 = l_mut_105_;
                            uint64_t l_314_ = (_e848 * l_313_);
                            uint64_t l_315_ = (l_294_ - l_314_);
                            l_mut_301_ = l_315_;
                            uint64_t _e851 = l_mut_301_;
                            uint64_t _e852 = l_mut_105_;
                            bool l_316_ = (_e851 < _e852);
                            bool l_317_ = !(l_316_);
                            if (l_317_) {
                                uint64_t _e855 = l_mut_301_;
                                uint64_t _e856 = l_mut_105_;
                                uint64_t l_318_ = (_e855 - _e856);
                                l_mut_301_ = l_318_;
                            }
                        }
                        uint64_t _e858 = l_mut_105_;
                        uint64_t _e859 = l_mut_301_;
                        uint64_t l_319_ = (_e858 - _e859);
                        l_mut_301_ = l_319_;
                        uint64_t _e861 = l_mut_105_;
                        bool l_320_ = (l_319_ < _e861);
                        bool l_321_ = !(l_320_);
                        if (l_321_) {
                            uint64_t _e864 = l_mut_105_;
                            uint64_t l_322_ = (l_319_ - _e864);
                            l_mut_301_ = l_322_;
                        }
                        uint64_t _e866 = l_mut_301_;
                        uint64_t _e867 = l_mut_284_;
                        bool l_323_ = (_e866 < _e867);
                        if (l_323_) {
                            uint64_t _e869 = l_mut_301_;
                            l_mut_284_ = _e869;
                        }
                    }
                } else {
                    uint64_t l_324_ = (l_252_ - l_270_);
                    l_mut_284_ = l_324_;
                    bool l_325_ = (l_252_ < l_270_);
                    if (l_325_) {
                        uint l_326_ = (l_13_ - 1u);
                        l_mut_301_ = l_252_;
                        uint64_t _e874 = l_mut_105_;
                        bool l_327_ = (l_252_ < _e874);
                        bool l_328_ = !(l_327_);
                        if (l_328_) {
                            l_mut_304_ = 0u;
                            uint64_t _e878 = l_mut_105_;
                            bool l_329_ = (_e878 < l_252_);
                            if (l_329_) {
                                uint64_t l_330_ = (l_252_ - 1uL);
                                uint64_t _e882 = l_mut_105_;
                                uint64_t l_331_ = naga_div(l_330_, _e882);
                                uint64_t l_332_ = uint64_t(l_326_);
                                bool l_333_ = (l_331_ < l_332_);
                                uint64_t l_334_ = uint64_t(l_326_);
                                uint64_t l_335_ = (l_333_ ? l_331_ : l_334_);
                                uint l_336_ = uint(l_335_);
                                l_mut_304_ = l_336_;
                            }
                            uint _e890 = l_mut_304_;
                            uint64_t l_337_ = uint64_t(_e890);
                            uint64_t _e892 = l_mut_105_;
                            uint64_t l_338_ = (_e892 * l_337_);
                            uint64_t l_339_ = (l_252_ - l_338_);
                            l_mut_301_ = l_339_;
                            uint64_t _e895 = l_mut_301_;
                            uint64_t _e896 = l_mut_105_;
                            bool l_340_ = (_e895 < _e896);
                            bool l_341_ = !(l_340_);
                            if (l_341_) {
                                uint64_t _e899 = l_mut_301_;
                                uint64_t _e900 = l_mut_105_;
                                uint64_t l_342_ = (_e899 - _e900);
                                l_mut_301_ = l_342_;
                            }
                        }
                        uint64_t _e902 = l_mut_301_;
                        uint64_t _e903 = l_mut_284_;
                        bool l_343_ = (_e902 < _e903);
                        if (l_343_) {
                            uint64_t _e905 = l_mut_301_;
                            l_mut_284_ = _e905;
                        }
                    }
                }
                uint64_t _e906 = l_mut_284_;
                bool l_344_ = (_e906 < l_255_);
                bool l_345_ = !(l_344_);
                uint l_346_ = uint(l_345_);
                uint l_347_ = (2u - l_346_);
                l_mut_271_ = l_347_;
            }
            uint _e912 = l_mut_271_;
            bool l_348_ = (_e912 > 0u);
            if (l_348_) {
                uint _e915 = l_mut_271_;
                bool l_349_ = (_e915 == 1u);
                l_mut_259_ = l_349_;
                l_mut_262_ = false;
            }
        }
        l_mut_350_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e920 = l_mut_262_;
            bool l_351_ = !(_e920);
            if (l_351_) {
                break;
            }
            uint64_t _e922 = l_mut_212_;
            l_mut_301_ = _e922;
            bool _e923 = l_mut_350_;
            if (_e923) {
                uint64_t _e924 = l_mut_158_;
                l_mut_301_ = _e924;
            }
            uint64_t _e925 = l_mut_127_;
            uint64_t _e926 = l_mut_301_;
            bool l_352_ = (_e925 < _e926);
            bool l_353_ = !(l_352_);
            bool _e929 = l_mut_350_;
            bool l_354_ = (l_353_ != _e929);
            if (l_354_) {
                uint64_t _e931 = l_mut_212_;
                l_mut_301_ = _e931;
                uint64_t _e932 = l_mut_158_;
                l_mut_212_ = _e932;
                uint64_t _e933 = l_mut_301_;
                l_mut_158_ = _e933;
                uint _e934 = l_mut_67_;
                l_mut_304_ = _e934;
                uint _e935 = l_mut_258_;
                l_mut_67_ = _e935;
                uint _e936 = l_mut_304_;
                l_mut_258_ = _e936;
                l_mut_350_ = l_353_;
            }
            uint64_t _e937 = l_mut_212_;
            uint64_t _e938 = l_mut_127_;
            uint64_t l_355_ = (_e937 - _e938);
            l_mut_301_ = l_355_;
            bool _e940 = l_mut_350_;
            if (_e940) {
                uint64_t _e941 = l_mut_127_;
                uint64_t l_356_ = (_e941 - l_255_);
                l_mut_301_ = l_356_;
            }
            uint64_t _e943 = l_mut_212_;
            l_mut_284_ = _e943;
            uint64_t _e944 = l_mut_301_;
            uint64_t _e945 = l_mut_212_;
            bool l_357_ = (_e944 < _e945);
            if (l_357_) {
                uint64_t _e947 = l_mut_301_;
                l_mut_284_ = _e947;
            }
            l_mut_358_ = false;
            uint64_t _e950 = l_mut_284_;
            uint64_t l_360_ = (_e950 >> uint(3uL));
            uint64_t _e954 = l_mut_158_;
            bool l_361_ = (l_360_ < _e954);
            bool l_362_ = !(l_361_);
            l_mut_358_ = l_362_;
            l_mut_304_ = 0u;
            uint64_t _e958 = l_mut_158_;
            bool l_363_ = (_e958 == 0uL);
            bool l_364_ = !(l_363_);
            bool _e962 = l_mut_358_;
            if (_e962) {
                local_1 = l_364_;
            } else {
                local_1 = false;
            }
            bool l_365_ = local_1;
            uint64_t _e967 = l_mut_158_;
            uint64_t _e968 = l_mut_284_;
            bool l_366_ = (_e967 < _e968);
            if (l_365_) {
                local_2 = l_366_;
            } else {
                local_2 = false;
            }
            bool l_367_ = local_2;
            uint _e974 = l_mut_67_;
            uint _e975 = l_mut_258_;
            uint l_368_ = (_e974 + _e975);
            bool l_369_ = (l_368_ < l_13_);
            if (l_367_) {
                local_3 = l_369_;
            } else {
                local_3 = false;
            }
            bool l_370_ = local_3;
            if (l_370_) {
                uint _e982 = l_mut_67_;
                uint l_371_ = (l_13_ - _e982);
                uint _e984 = l_mut_258_;
                uint l_372_ = (l_371_ - _e984);
                uint _e986 = l_mut_67_;
                uint l_373_ = naga_div(l_372_, _e986);
                uint64_t _e988 = l_mut_284_;
                uint64_t l_374_ = (_e988 - 1uL);
                uint64_t _e991 = l_mut_158_;
                uint64_t l_375_ = naga_div(l_374_, _e991);
                uint64_t l_376_ = uint64_t(l_373_);
                bool l_377_ = (l_375_ < l_376_);
                uint64_t l_378_ = uint64_t(l_373_);
                uint64_t l_379_ = (l_377_ ? l_375_ : l_378_);
                uint l_380_ = uint(l_379_);
                l_mut_304_ = l_380_;
            }
            uint _e999 = l_mut_304_;
            bool l_381_ = (_e999 == 0u);
            l_mut_358_ = l_381_;
            uint _e1002 = l_mut_304_;
            bool l_382_ = (_e1002 > 0u);
            if (l_382_) {
                uint _e1005 = l_mut_304_;
                uint64_t l_383_ = uint64_t(_e1005);
                uint64_t _e1007 = l_mut_158_;
                uint64_t l_384_ = (_e1007 * l_383_);
                bool _e1009 = l_mut_350_;
                if (_e1009) {
                    uint64_t _e1010 = l_mut_127_;
                    uint64_t l_385_ = (_e1010 - l_384_);
                    l_mut_127_ = l_385_;
                }
                uint64_t _e1012 = l_mut_212_;
                uint64_t l_386_ = (_e1012 - l_384_);
                l_mut_212_ = l_386_;
                uint _e1014 = l_mut_304_;
                uint _e1015 = l_mut_67_;
                uint l_387_ = (_e1014 * _e1015);
                uint _e1017 = l_mut_258_;
                l_mut_258_ = (_e1017 + l_387_);
            } else {
                bool _e1019 = l_mut_350_;
                if (_e1019) {
                    uint64_t _e1020 = l_mut_127_;
                    uint64_t _e1021 = l_mut_158_;
                    uint64_t l_388_ = (_e1020 - _e1021);
                    l_mut_127_ = l_388_;
                    uint64_t _e1023 = l_mut_127_;
                    bool l_389_ = (_e1023 < l_255_);
                    if (l_389_) {
                        l_mut_262_ = false;
                        l_mut_358_ = false;
                    }
                }
            }
            bool _e1027 = l_mut_358_;
            if (_e1027) {
                uint _e1028 = l_mut_67_;
                uint l_390_ = (l_13_ - _e1028);
                uint _e1030 = l_mut_258_;
                uint l_391_ = naga_div(l_390_, _e1030);
                l_mut_304_ = 0u;
                l_mut_392_ = false;
                uint64_t _e1035 = l_mut_158_;
                uint64_t l_394_ = (_e1035 >> uint(3uL));
                uint64_t _e1039 = l_mut_212_;
                bool l_395_ = (l_394_ < _e1039);
                bool l_396_ = !(l_395_);
                l_mut_392_ = l_396_;
                uint64_t _e1042 = l_mut_212_;
                bool l_397_ = (_e1042 == 0uL);
                if (l_397_) {
                    l_mut_304_ = l_391_;
                } else {
                    bool _e1045 = l_mut_392_;
                    if (_e1045) {
                        uint64_t _e1046 = l_mut_212_;
                        uint64_t _e1047 = l_mut_158_;
                        bool l_398_ = (_e1046 < _e1047);
                        if (l_398_) {
                            uint64_t _e1049 = l_mut_158_;
                            uint64_t l_399_ = (_e1049 - 1uL);
                            uint64_t _e1052 = l_mut_212_;
                            uint64_t l_400_ = naga_div(l_399_, _e1052);
                            uint64_t l_401_ = uint64_t(l_391_);
                            bool l_402_ = (l_400_ < l_401_);
                            uint64_t l_403_ = uint64_t(l_391_);
                            uint64_t l_404_ = (l_402_ ? l_400_ : l_403_);
                            uint l_405_ = uint(l_404_);
                            l_mut_304_ = l_405_;
                        }
                    } else {
                        uint64_t _e1060 = l_mut_158_;
                        l_mut_301_ = _e1060;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e1061 = l_mut_212_;
                            uint64_t _e1062 = l_mut_301_;
                            bool l_406_ = (_e1061 < _e1062);
                            uint _e1064 = l_mut_304_;
                            uint _e1065 = l_mut_258_;
                            uint l_407_ = (_e1064 * _e1065);
                            uint _e1067 = l_mut_67_;
                            uint l_408_ = (_e1067 + l_407_);
                            uint _e1069 = l_mut_258_;
                            uint l_409_ = (l_408_ + _e1069);
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
                            uint64_t _e1077 = l_mut_301_;
                            uint64_t _e1078 = l_mut_212_;
                            uint64_t l_413_ = (_e1077 - _e1078);
                            l_mut_301_ = l_413_;
                            uint _e1080 = l_mut_304_;
                            l_mut_304_ = (_e1080 + 1u);
                        }
                    }
                }
                uint _e1083 = l_mut_304_;
                uint _e1084 = l_mut_258_;
                uint l_414_ = (_e1083 * _e1084);
                uint _e1086 = l_mut_67_;
                uint l_415_ = (_e1086 + l_414_);
                uint _e1088 = l_mut_258_;
                uint l_416_ = (l_415_ + _e1088);
                bool l_417_ = (l_416_ >= l_13_);
                uint64_t _e1091 = l_mut_212_;
                l_mut_301_ = _e1091;
                uint64_t _e1092 = l_mut_158_;
                l_mut_284_ = _e1092;
                uint _e1093 = l_mut_67_;
                l_mut_271_ = _e1093;
                uint _e1094 = l_mut_258_;
                l_mut_418_ = _e1094;
                bool l_419_ = !(l_417_);
                if (l_419_) {
                    uint _e1096 = l_mut_304_;
                    uint64_t l_420_ = uint64_t(_e1096);
                    uint64_t _e1098 = l_mut_212_;
                    uint64_t l_421_ = (_e1098 * l_420_);
                    uint64_t _e1100 = l_mut_158_;
                    uint64_t l_422_ = (_e1100 - l_421_);
                    l_mut_284_ = l_422_;
                    uint _e1102 = l_mut_304_;
                    uint _e1103 = l_mut_258_;
                    uint l_423_ = (_e1102 * _e1103);
                    uint _e1105 = l_mut_67_;
                    uint l_424_ = (_e1105 + l_423_);
                    l_mut_271_ = l_424_;
                    uint64_t _e1107 = l_mut_212_;
                    uint64_t _e1108 = l_mut_284_;
                    uint64_t l_425_ = (_e1107 - _e1108);
                    l_mut_301_ = l_425_;
                    uint _e1110 = l_mut_258_;
                    uint _e1111 = l_mut_271_;
                    uint l_426_ = (_e1110 + _e1111);
                    l_mut_418_ = l_426_;
                }
                uint64_t _e1113 = l_mut_301_;
                l_mut_212_ = _e1113;
                uint64_t _e1114 = l_mut_284_;
                l_mut_158_ = _e1114;
                uint _e1115 = l_mut_271_;
                l_mut_67_ = _e1115;
                uint _e1116 = l_mut_418_;
                l_mut_258_ = _e1116;
                l_mut_259_ = l_417_;
                bool l_427_ = !(l_417_);
                l_mut_262_ = l_427_;
            }
        }
        bool _e1118 = l_mut_259_;
        bool l_428_ = !(_e1118);
        if (l_428_) {
            uint l_1305_ = asuint(info.Load(20+0));
            uint l_1306_ = (l_1305_ * 1u);
            uint l_1307_ = (l_1306_ - 1u);
            uint l_1308_ = min(0u, l_1307_);
            uint _e1133; buffer_5_global.InterlockedAdd(l_1308_*4, 1u, _e1133);
            uint l_431_ = naga_div(l_13_, 8u);
            l_mut_418_ = 0u;
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2358 = l_mut_432_;
                    l_mut_432_ = (_e2358 + 1u);
                }
                loop_init = false;
                uint _e1141 = l_mut_432_;
                if ((_e1141 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1144 = l_mut_432_;
                    uint l_433_ = (_e1144 * l_431_);
                    bool l_434_ = (l_433_ < l_74_);
                    uint l_435_ = naga_div(l_13_, 8u);
                    uint _e1149 = l_mut_432_;
                    uint l_436_ = (_e1149 * l_435_);
                    uint l_437_ = (l_436_ + l_436_);
                    uint64_t l_438_ = (l_102_ >> uint(63uL));
                    bool l_439_ = (l_438_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_439_) {
                        uint64_t l_441_ = (0uL - l_102_);
                        l_mut_301_ = l_441_;
                    }
                    uint64_t l_442_ = uint64_t(l_437_);
                    uint64_t _e1161 = l_mut_301_;
                    uint64_t l_443_ = (_e1161 & 4294967295uL);
                    uint64_t l_444_ = (l_443_ * l_442_);
                    uint64_t _e1165 = l_mut_301_;
                    uint64_t l_445_ = (_e1165 >> uint(32uL));
                    uint64_t l_446_ = (l_445_ * l_442_);
                    uint64_t l_447_ = (l_446_ << uint(32uL));
                    uint64_t l_448_ = (l_444_ + l_447_);
                    uint64_t l_449_ = (l_446_ >> uint(32uL));
                    bool l_450_ = (l_448_ < l_444_);
                    uint64_t l_451_ = uint64_t(l_450_);
                    uint64_t l_452_ = (l_449_ + l_451_);
                    l_mut_301_ = l_448_;
                    bool l_453_ = (l_24_ == 64u);
                    if (l_453_) {
                        l_mut_301_ = l_452_;
                    } else {
                        bool l_454_ = (l_24_ > 0u);
                        if (l_454_) {
                            uint l_455_ = (64u - l_24_);
                            uint64_t l_456_ = uint64_t(l_455_);
                            uint64_t l_457_ = (l_452_ << uint(l_456_));
                            uint64_t l_458_ = uint64_t(l_24_);
                            uint64_t l_459_ = (l_448_ >> uint(l_458_));
                            uint64_t l_460_ = (l_457_ | l_459_);
                            l_mut_301_ = l_460_;
                        }
                    }
                    uint64_t _e1198 = l_mut_301_;
                    l_mut_284_ = _e1198;
                    if (l_439_) {
                        uint64_t _e1200 = l_mut_284_;
                        uint64_t l_462_ = (0uL - _e1200);
                        l_mut_284_ = l_462_;
                    }
                    uint64_t _e1202 = l_mut_284_;
                    uint64_t l_463_ = (l_84_ + _e1202);
                    uint64_t l_464_ = uint64_t(l_436_);
                    uint64_t l_465_ = (l_84_ * l_464_);
                    uint64_t l_466_ = (l_93_ + l_465_);
                    l_mut_301_ = 0uL;
                    bool l_468_ = (l_436_ < 65536u);
                    if (l_468_) {
                        uint l_469_ = (l_436_ * l_436_);
                        uint64_t l_470_ = (l_102_ >> uint(63uL));
                        bool l_471_ = (l_470_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_471_) {
                            uint64_t l_473_ = (0uL - l_102_);
                            l_mut_284_ = l_473_;
                        }
                        uint64_t l_474_ = uint64_t(l_469_);
                        uint64_t _e1220 = l_mut_284_;
                        uint64_t l_475_ = (_e1220 & 4294967295uL);
                        uint64_t l_476_ = (l_475_ * l_474_);
                        uint64_t _e1224 = l_mut_284_;
                        uint64_t l_477_ = (_e1224 >> uint(32uL));
                        uint64_t l_478_ = (l_477_ * l_474_);
                        uint64_t l_479_ = (l_478_ << uint(32uL));
                        uint64_t l_480_ = (l_476_ + l_479_);
                        uint64_t l_481_ = (l_478_ >> uint(32uL));
                        bool l_482_ = (l_480_ < l_476_);
                        uint64_t l_483_ = uint64_t(l_482_);
                        uint64_t l_484_ = (l_481_ + l_483_);
                        l_mut_284_ = l_480_;
                        bool l_485_ = (l_24_ == 64u);
                        if (l_485_) {
                            l_mut_284_ = l_484_;
                        } else {
                            bool l_486_ = (l_24_ > 0u);
                            if (l_486_) {
                                uint l_487_ = (64u - l_24_);
                                uint64_t l_488_ = uint64_t(l_487_);
                                uint64_t l_489_ = (l_484_ << uint(l_488_));
                                uint64_t l_490_ = uint64_t(l_24_);
                                uint64_t l_491_ = (l_480_ >> uint(l_490_));
                                uint64_t l_492_ = (l_489_ | l_491_);
                                l_mut_284_ = l_492_;
                            }
                        }
                        uint64_t _e1257 = l_mut_284_;
                        l_mut_212_ = _e1257;
                        if (l_471_) {
                            uint64_t _e1259 = l_mut_212_;
                            uint64_t l_494_ = (0uL - _e1259);
                            l_mut_212_ = l_494_;
                        }
                        uint64_t _e1261 = l_mut_212_;
                        l_mut_301_ = _e1261;
                    } else {
                        uint64_t l_495_ = (l_102_ >> uint(63uL));
                        bool l_496_ = (l_495_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_496_) {
                            uint64_t l_498_ = (0uL - l_102_);
                            l_mut_284_ = l_498_;
                        }
                        uint64_t l_499_ = uint64_t(l_436_);
                        uint64_t _e1271 = l_mut_284_;
                        uint64_t l_500_ = (_e1271 & 4294967295uL);
                        uint64_t l_501_ = (l_500_ * l_499_);
                        uint64_t _e1275 = l_mut_284_;
                        uint64_t l_502_ = (_e1275 >> uint(32uL));
                        uint64_t l_503_ = (l_502_ * l_499_);
                        uint64_t l_504_ = (l_503_ << uint(32uL));
                        uint64_t l_505_ = (l_501_ + l_504_);
                        uint64_t l_506_ = (l_503_ >> uint(32uL));
                        bool l_507_ = (l_505_ < l_501_);
                        uint64_t l_508_ = uint64_t(l_507_);
                        uint64_t l_509_ = (l_506_ + l_508_);
                        l_mut_212_ = l_505_;
                        if (false) {
                            l_mut_212_ = l_509_;
                        } else {
                            if (false) {
                                uint64_t l_513_ = (l_509_ << uint(64uL));
                                uint64_t l_515_ = (l_505_ >> uint(0uL));
                                uint64_t l_516_ = (l_513_ | l_515_);
                                l_mut_212_ = l_516_;
                            }
                        }
                        uint64_t l_517_ = uint64_t(l_436_);
                        uint64_t _e1305 = l_mut_284_;
                        uint64_t l_518_ = (_e1305 & 4294967295uL);
                        uint64_t l_519_ = (l_518_ * l_517_);
                        uint64_t _e1309 = l_mut_284_;
                        uint64_t l_520_ = (_e1309 >> uint(32uL));
                        uint64_t l_521_ = (l_520_ * l_517_);
                        uint64_t l_522_ = (l_521_ << uint(32uL));
                        uint64_t l_523_ = (l_519_ + l_522_);
                        uint64_t l_524_ = (l_521_ >> uint(32uL));
                        bool l_525_ = (l_523_ < l_519_);
                        uint64_t l_526_ = uint64_t(l_525_);
                        uint64_t l_527_ = (l_524_ + l_526_);
                        l_mut_284_ = l_523_;
                        if (true) {
                            l_mut_284_ = l_527_;
                        } else {
                            if (true) {
                                uint64_t l_531_ = (l_527_ << uint(0uL));
                                uint64_t l_533_ = (l_523_ >> uint(64uL));
                                uint64_t l_534_ = (l_531_ | l_533_);
                                l_mut_284_ = l_534_;
                            }
                        }
                        uint64_t l_535_ = uint64_t(l_436_);
                        uint64_t _e1339 = l_mut_212_;
                        uint64_t l_536_ = (_e1339 & 4294967295uL);
                        uint64_t l_537_ = (l_536_ * l_535_);
                        uint64_t _e1343 = l_mut_212_;
                        uint64_t l_538_ = (_e1343 >> uint(32uL));
                        uint64_t l_539_ = (l_538_ * l_535_);
                        uint64_t l_540_ = (l_539_ << uint(32uL));
                        uint64_t l_541_ = (l_537_ + l_540_);
                        uint64_t l_542_ = (l_539_ >> uint(32uL));
                        bool l_543_ = (l_541_ < l_537_);
                        uint64_t l_544_ = uint64_t(l_543_);
                        uint64_t l_545_ = (l_542_ + l_544_);
                        l_mut_158_ = l_541_;
                        if (false) {
                            l_mut_158_ = l_545_;
                        } else {
                            if (false) {
                                uint64_t l_549_ = (l_545_ << uint(64uL));
                                uint64_t l_551_ = (l_541_ >> uint(0uL));
                                uint64_t l_552_ = (l_549_ | l_551_);
                                l_mut_158_ = l_552_;
                            }
                        }
                        uint64_t l_553_ = uint64_t(l_436_);
                        uint64_t _e1373 = l_mut_212_;
                        uint64_t l_554_ = (_e1373 & 4294967295uL);
                        uint64_t l_555_ = (l_554_ * l_553_);
                        uint64_t _e1377 = l_mut_212_;
                        uint64_t l_556_ = (_e1377 >> uint(32uL));
                        uint64_t l_557_ = (l_556_ * l_553_);
                        uint64_t l_558_ = (l_557_ << uint(32uL));
                        uint64_t l_559_ = (l_555_ + l_558_);
                        uint64_t l_560_ = (l_557_ >> uint(32uL));
                        bool l_561_ = (l_559_ < l_555_);
                        uint64_t l_562_ = uint64_t(l_561_);
                        uint64_t l_563_ = (l_560_ + l_562_);
                        l_mut_212_ = l_559_;
                        if (true) {
                            l_mut_212_ = l_563_;
                        } else {
                            if (true) {
                                uint64_t l_567_ = (l_563_ << uint(0uL));
                                uint64_t l_569_ = (l_559_ >> uint(64uL));
                                uint64_t l_570_ = (l_567_ | l_569_);
                                l_mut_212_ = l_570_;
                            }
                        }
                        uint64_t l_571_ = uint64_t(l_436_);
                        uint64_t _e1407 = l_mut_284_;
                        uint64_t l_572_ = (_e1407 * l_571_);
                        uint64_t _e1409 = l_mut_212_;
                        uint64_t l_573_ = (_e1409 + l_572_);
                        uint64_t _e1411 = l_mut_158_;
                        l_mut_301_ = _e1411;
                        bool l_574_ = (l_24_ == 64u);
                        if (l_574_) {
                            l_mut_301_ = l_573_;
                        } else {
                            bool l_575_ = (l_24_ > 0u);
                            if (l_575_) {
                                uint l_576_ = (64u - l_24_);
                                uint64_t l_577_ = uint64_t(l_576_);
                                uint64_t l_578_ = (l_573_ << uint(l_577_));
                                uint64_t l_579_ = uint64_t(l_24_);
                                uint64_t _e1423 = l_mut_158_;
                                uint64_t l_580_ = (_e1423 >> uint(l_579_));
                                uint64_t l_581_ = (l_578_ + l_580_);
                                l_mut_301_ = l_581_;
                            }
                        }
                        if (l_496_) {
                            uint64_t _e1429 = l_mut_301_;
                            uint64_t l_583_ = (0uL - _e1429);
                            l_mut_301_ = l_583_;
                        }
                    }
                    uint64_t _e1431 = l_mut_301_;
                    uint64_t l_584_ = (l_466_ + _e1431);
                    uint64_t l_585_ = (l_102_ >> uint(63uL));
                    bool l_586_ = (l_585_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_586_) {
                        uint64_t l_588_ = (0uL - l_102_);
                        l_mut_301_ = l_588_;
                    }
                    uint64_t l_589_ = uint64_t(l_435_);
                    uint64_t _e1442 = l_mut_301_;
                    uint64_t l_590_ = (_e1442 & 4294967295uL);
                    uint64_t l_591_ = (l_590_ * l_589_);
                    uint64_t _e1446 = l_mut_301_;
                    uint64_t l_592_ = (_e1446 >> uint(32uL));
                    uint64_t l_593_ = (l_592_ * l_589_);
                    uint64_t l_594_ = (l_593_ << uint(32uL));
                    uint64_t l_595_ = (l_591_ + l_594_);
                    uint64_t l_596_ = (l_593_ >> uint(32uL));
                    bool l_597_ = (l_595_ < l_591_);
                    uint64_t l_598_ = uint64_t(l_597_);
                    uint64_t l_599_ = (l_596_ + l_598_);
                    l_mut_301_ = l_595_;
                    bool l_600_ = (l_24_ == 64u);
                    if (l_600_) {
                        l_mut_301_ = l_599_;
                    } else {
                        bool l_601_ = (l_24_ > 0u);
                        if (l_601_) {
                            uint l_602_ = (64u - l_24_);
                            uint64_t l_603_ = uint64_t(l_602_);
                            uint64_t l_604_ = (l_599_ << uint(l_603_));
                            uint64_t l_605_ = uint64_t(l_24_);
                            uint64_t l_606_ = (l_595_ >> uint(l_605_));
                            uint64_t l_607_ = (l_604_ | l_606_);
                            l_mut_301_ = l_607_;
                        }
                    }
                    uint64_t _e1479 = l_mut_301_;
                    l_mut_284_ = _e1479;
                    if (l_586_) {
                        uint64_t _e1481 = l_mut_284_;
                        uint64_t l_609_ = (0uL - _e1481);
                        l_mut_284_ = l_609_;
                    }
                    uint64_t _e1483 = l_mut_284_;
                    uint64_t l_610_ = (l_463_ + _e1483);
                    uint l_611_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_613_ = (l_435_ < 65536u);
                    if (l_613_) {
                        uint l_614_ = (l_435_ * l_435_);
                        uint64_t l_615_ = (l_102_ >> uint(63uL));
                        bool l_616_ = (l_615_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_616_) {
                            uint64_t l_618_ = (0uL - l_102_);
                            l_mut_284_ = l_618_;
                        }
                        uint64_t l_619_ = uint64_t(l_614_);
                        uint64_t _e1500 = l_mut_284_;
                        uint64_t l_620_ = (_e1500 & 4294967295uL);
                        uint64_t l_621_ = (l_620_ * l_619_);
                        uint64_t _e1504 = l_mut_284_;
                        uint64_t l_622_ = (_e1504 >> uint(32uL));
                        uint64_t l_623_ = (l_622_ * l_619_);
                        uint64_t l_624_ = (l_623_ << uint(32uL));
                        uint64_t l_625_ = (l_621_ + l_624_);
                        uint64_t l_626_ = (l_623_ >> uint(32uL));
                        bool l_627_ = (l_625_ < l_621_);
                        uint64_t l_628_ = uint64_t(l_627_);
                        uint64_t l_629_ = (l_626_ + l_628_);
                        l_mut_284_ = l_625_;
                        bool l_630_ = (l_611_ == 64u);
                        if (l_630_) {
                            l_mut_284_ = l_629_;
                        } else {
                            bool l_631_ = (l_611_ > 0u);
                            if (l_631_) {
                                uint l_632_ = (64u - l_611_);
                                uint64_t l_633_ = uint64_t(l_632_);
                                uint64_t l_634_ = (l_629_ << uint(l_633_));
                                uint64_t l_635_ = uint64_t(l_611_);
                                uint64_t l_636_ = (l_625_ >> uint(l_635_));
                                uint64_t l_637_ = (l_634_ | l_636_);
                                l_mut_284_ = l_637_;
                            }
                        }
                        uint64_t _e1537 = l_mut_284_;
                        l_mut_212_ = _e1537;
                        if (l_616_) {
                            uint64_t _e1539 = l_mut_212_;
                            uint64_t l_639_ = (0uL - _e1539);
                            l_mut_212_ = l_639_;
                        }
                        uint64_t _e1541 = l_mut_212_;
                        l_mut_301_ = _e1541;
                    } else {
                        uint64_t l_640_ = (l_102_ >> uint(63uL));
                        bool l_641_ = (l_640_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_641_) {
                            uint64_t l_643_ = (0uL - l_102_);
                            l_mut_284_ = l_643_;
                        }
                        uint64_t l_644_ = uint64_t(l_435_);
                        uint64_t _e1551 = l_mut_284_;
                        uint64_t l_645_ = (_e1551 & 4294967295uL);
                        uint64_t l_646_ = (l_645_ * l_644_);
                        uint64_t _e1555 = l_mut_284_;
                        uint64_t l_647_ = (_e1555 >> uint(32uL));
                        uint64_t l_648_ = (l_647_ * l_644_);
                        uint64_t l_649_ = (l_648_ << uint(32uL));
                        uint64_t l_650_ = (l_646_ + l_649_);
                        uint64_t l_651_ = (l_648_ >> uint(32uL));
                        bool l_652_ = (l_650_ < l_646_);
                        uint64_t l_653_ = uint64_t(l_652_);
                        uint64_t l_654_ = (l_651_ + l_653_);
                        l_mut_212_ = l_650_;
                        if (false) {
                            l_mut_212_ = l_654_;
                        } else {
                            if (false) {
                                uint64_t l_658_ = (l_654_ << uint(64uL));
                                uint64_t l_660_ = (l_650_ >> uint(0uL));
                                uint64_t l_661_ = (l_658_ | l_660_);
                                l_mut_212_ = l_661_;
                            }
                        }
                        uint64_t l_662_ = uint64_t(l_435_);
                        uint64_t _e1585 = l_mut_284_;
                        uint64_t l_663_ = (_e1585 & 4294967295uL);
                        uint64_t l_664_ = (l_663_ * l_662_);
                        uint64_t _e1589 = l_mut_284_;
                        uint64_t l_665_ = (_e1589 >> uint(32uL));
                        uint64_t l_666_ = (l_665_ * l_662_);
                        uint64_t l_667_ = (l_666_ << uint(32uL));
                        uint64_t l_668_ = (l_664_ + l_667_);
                        uint64_t l_669_ = (l_666_ >> uint(32uL));
                        bool l_670_ = (l_668_ < l_664_);
                        uint64_t l_671_ = uint64_t(l_670_);
                        uint64_t l_672_ = (l_669_ + l_671_);
                        l_mut_284_ = l_668_;
                        if (true) {
                            l_mut_284_ = l_672_;
                        } else {
                            if (true) {
                                uint64_t l_676_ = (l_672_ << uint(0uL));
                                uint64_t l_678_ = (l_668_ >> uint(64uL));
                                uint64_t l_679_ = (l_676_ | l_678_);
                                l_mut_284_ = l_679_;
                            }
                        }
                        uint64_t l_680_ = uint64_t(l_435_);
                        uint64_t _e1619 = l_mut_212_;
                        uint64_t l_681_ = (_e1619 & 4294967295uL);
                        uint64_t l_682_ = (l_681_ * l_680_);
                        uint64_t _e1623 = l_mut_212_;
                        uint64_t l_683_ = (_e1623 >> uint(32uL));
                        uint64_t l_684_ = (l_683_ * l_680_);
                        uint64_t l_685_ = (l_684_ << uint(32uL));
                        uint64_t l_686_ = (l_682_ + l_685_);
                        uint64_t l_687_ = (l_684_ >> uint(32uL));
                        bool l_688_ = (l_686_ < l_682_);
                        uint64_t l_689_ = uint64_t(l_688_);
                        uint64_t l_690_ = (l_687_ + l_689_);
                        l_mut_158_ = l_686_;
                        if (false) {
                            l_mut_158_ = l_690_;
                        } else {
                            if (false) {
                                uint64_t l_694_ = (l_690_ << uint(64uL));
                                uint64_t l_696_ = (l_686_ >> uint(0uL));
                                uint64_t l_697_ = (l_694_ | l_696_);
                                l_mut_158_ = l_697_;
                            }
                        }
                        uint64_t l_698_ = uint64_t(l_435_);
                        uint64_t _e1653 = l_mut_212_;
                        uint64_t l_699_ = (_e1653 & 4294967295uL);
                        uint64_t l_700_ = (l_699_ * l_698_);
                        uint64_t _e1657 = l_mut_212_;
                        uint64_t l_701_ = (_e1657 >> uint(32uL));
                        uint64_t l_702_ = (l_701_ * l_698_);
                        uint64_t l_703_ = (l_702_ << uint(32uL));
                        uint64_t l_704_ = (l_700_ + l_703_);
                        uint64_t l_705_ = (l_702_ >> uint(32uL));
                        bool l_706_ = (l_704_ < l_700_);
                        uint64_t l_707_ = uint64_t(l_706_);
                        uint64_t l_708_ = (l_705_ + l_707_);
                        l_mut_212_ = l_704_;
                        if (true) {
                            l_mut_212_ = l_708_;
                        } else {
                            if (true) {
                                uint64_t l_712_ = (l_708_ << uint(0uL));
                                uint64_t l_714_ = (l_704_ >> uint(64uL));
                                uint64_t l_715_ = (l_712_ | l_714_);
                                l_mut_212_ = l_715_;
                            }
                        }
                        uint64_t l_716_ = uint64_t(l_435_);
                        uint64_t _e1687 = l_mut_284_;
                        uint64_t l_717_ = (_e1687 * l_716_);
                        uint64_t _e1689 = l_mut_212_;
                        uint64_t l_718_ = (_e1689 + l_717_);
                        uint64_t _e1691 = l_mut_158_;
                        l_mut_301_ = _e1691;
                        bool l_719_ = (l_611_ == 64u);
                        if (l_719_) {
                            l_mut_301_ = l_718_;
                        } else {
                            bool l_720_ = (l_611_ > 0u);
                            if (l_720_) {
                                uint l_721_ = (64u - l_611_);
                                uint64_t l_722_ = uint64_t(l_721_);
                                uint64_t l_723_ = (l_718_ << uint(l_722_));
                                uint64_t l_724_ = uint64_t(l_611_);
                                uint64_t _e1703 = l_mut_158_;
                                uint64_t l_725_ = (_e1703 >> uint(l_724_));
                                uint64_t l_726_ = (l_723_ + l_725_);
                                l_mut_301_ = l_726_;
                            }
                        }
                        if (l_641_) {
                            uint64_t _e1709 = l_mut_301_;
                            uint64_t l_728_ = (0uL - _e1709);
                            l_mut_301_ = l_728_;
                        }
                    }
                    uint64_t _e1711 = l_mut_301_;
                    uint64_t l_729_ = (l_584_ - _e1711);
                    uint64_t l_730_ = (l_729_ + l_42_);
                    uint64_t l_732_ = (0uL - l_610_);
                    uint64_t l_733_ = (l_42_ + l_42_);
                    l_mut_301_ = l_732_;
                    uint64_t l_735_ = (0uL - l_732_);
                    l_mut_284_ = l_735_;
                    l_mut_212_ = l_730_;
                    l_mut_258_ = 1u;
                    l_mut_67_ = 1u;
                    l_mut_392_ = false;
                    uint64_t _e1722 = l_mut_212_;
                    bool l_736_ = (_e1722 < l_733_);
                    bool l_737_ = !(l_736_);
                    l_mut_358_ = l_737_;
                    bool l_738_ = (l_732_ == 0uL);
                    if (l_738_) {
                        bool _e1727 = l_mut_358_;
                        l_mut_392_ = _e1727;
                        l_mut_358_ = false;
                    }
                    bool _e1729 = l_mut_358_;
                    if (_e1729) {
                        uint64_t l_739_ = (l_732_ >> uint(63uL));
                        bool l_740_ = (l_739_ == 1uL);
                        l_mut_158_ = l_732_;
                        if (l_740_) {
                            uint64_t l_742_ = (0uL - l_732_);
                            l_mut_158_ = l_742_;
                        }
                        uint l_743_ = (l_435_ - 1u);
                        uint64_t l_744_ = uint64_t(l_743_);
                        uint64_t _e1741 = l_mut_158_;
                        uint64_t l_745_ = (_e1741 * l_744_);
                        l_mut_746_ = 0u;
                        uint l_747_ = (l_435_ - 1u);
                        uint64_t l_748_ = uint64_t(l_747_);
                        uint64_t _e1747 = l_mut_158_;
                        uint64_t l_749_ = (_e1747 & 4294967295uL);
                        uint64_t l_750_ = (l_749_ * l_748_);
                        uint64_t _e1751 = l_mut_158_;
                        uint64_t l_751_ = (_e1751 >> uint(32uL));
                        uint64_t l_752_ = (l_751_ * l_748_);
                        uint64_t l_753_ = (l_752_ << uint(32uL));
                        uint64_t l_754_ = (l_750_ + l_753_);
                        uint64_t l_755_ = (l_752_ >> uint(32uL));
                        bool l_756_ = (l_754_ < l_750_);
                        uint64_t l_757_ = uint64_t(l_756_);
                        uint64_t l_758_ = (l_755_ + l_757_);
                        l_mut_127_ = l_754_;
                        if (true) {
                            l_mut_127_ = l_758_;
                        } else {
                            if (true) {
                                uint64_t l_762_ = (l_758_ << uint(0uL));
                                uint64_t l_764_ = (l_754_ >> uint(64uL));
                                uint64_t l_765_ = (l_762_ | l_764_);
                                l_mut_127_ = l_765_;
                            }
                        }
                        uint64_t _e1780 = l_mut_127_;
                        bool l_766_ = (_e1780 == 0uL);
                        if (l_766_) {
                            l_mut_127_ = l_730_;
                            if (l_740_) {
                                uint64_t l_768_ = (0uL - l_730_);
                                bool l_769_ = (l_730_ == 0uL);
                                bool l_770_ = !(l_769_);
                                bool l_771_ = (l_745_ < l_768_);
                                bool l_772_ = !(l_771_);
                                if (l_770_) {
                                    local_5 = l_772_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_773_ = local_5;
                                if (l_773_) {
                                    uint l_774_ = (l_435_ - 1u);
                                    l_mut_105_ = l_768_;
                                    uint64_t _e1796 = l_mut_158_;
                                    bool l_775_ = (l_768_ < _e1796);
                                    bool l_776_ = !(l_775_);
                                    if (l_776_) {
                                        l_mut_777_ = 0u;
                                        uint64_t _e1800 = l_mut_158_;
                                        bool l_778_ = (_e1800 < l_768_);
                                        if (l_778_) {
                                            uint64_t l_779_ = (l_768_ - 1uL);
                                            uint64_t _e1804 = l_mut_158_;
                                            uint64_t l_780_ = naga_div(l_779_, _e1804);
                                            uint64_t l_781_ = uint64_t(l_774_);
                                            bool l_782_ = (l_780_ < l_781_);
                                            uint64_t l_783_ = uint64_t(l_774_);
                                            uint64_t l_784_ = (l_782_ ? l_780_ : l_783_);
                                            uint l_785_ = uint(l_784_);
                                            l_mut_777_ = l_785_;
                                        }
                                        uint _e1812 = l_mut_777_;
                                        uint64_t l_786_ = uint64_t(_e1812);
                                        uint64_t _e1814 = l_mut_158_;
                                        uint64_t l_787_ = (_e1814 * l_786_);
                                        uint64_t l_788_ = (l_768_ - l_787_);
                                        l_mut_105_ = l_788_;
                                        uint64_t _e1817 = l_mut_105_;
                                        uint64_t _e1818 = l_mut_158_;
                                        bool l_789_ = (_e1817 < _e1818);
                                        bool l_790_ = !(l_789_);
                                        if (l_790_) {
                                            uint64_t _e1821 = l_mut_105_;
                                            uint64_t _e1822 = l_mut_158_;
                                            uint64_t l_791_ = (_e1821 - _e1822);
                                            l_mut_105_ = l_791_;
                                        }
                                    }
                                    uint64_t _e1824 = l_mut_158_;
                                    uint64_t _e1825 = l_mut_105_;
                                    uint64_t l_792_ = (_e1824 - _e1825);
                                    l_mut_105_ = l_792_;
                                    uint64_t _e1827 = l_mut_158_;
                                    bool l_793_ = (l_792_ < _e1827);
                                    bool l_794_ = !(l_793_);
                                    if (l_794_) {
                                        uint64_t _e1830 = l_mut_158_;
                                        uint64_t l_795_ = (l_792_ - _e1830);
                                        l_mut_105_ = l_795_;
                                    }
                                    uint64_t _e1832 = l_mut_105_;
                                    uint64_t _e1833 = l_mut_127_;
                                    bool l_796_ = (_e1832 < _e1833);
                                    if (l_796_) {
                                        uint64_t _e1835 = l_mut_105_;
                                        l_mut_127_ = _e1835;
                                    }
                                }
                            } else {
                                uint64_t l_797_ = (l_730_ - l_745_);
                                l_mut_127_ = l_797_;
                                bool l_798_ = (l_730_ < l_745_);
                                if (l_798_) {
                                    uint l_799_ = (l_435_ - 1u);
                                    l_mut_105_ = l_730_;
                                    uint64_t _e1840 = l_mut_158_;
                                    bool l_800_ = (l_730_ < _e1840);
                                    bool l_801_ = !(l_800_);
                                    if (l_801_) {
                                        l_mut_777_ = 0u;
                                        uint64_t _e1844 = l_mut_158_;
                                        bool l_802_ = (_e1844 < l_730_);
                                        if (l_802_) {
                                            uint64_t l_803_ = (l_730_ - 1uL);
                                            uint64_t _e1848 = l_mut_158_;
                                            uint64_t l_804_ = naga_div(l_803_, _e1848);
                                            uint64_t l_805_ = uint64_t(l_799_);
                                            bool l_806_ = (l_804_ < l_805_);
                                            uint64_t l_807_ = uint64_t(l_799_);
                                            uint64_t l_808_ = (l_806_ ? l_804_ : l_807_);
                                            uint l_809_ = uint(l_808_);
                                            l_mut_777_ = l_809_;
                                        }
                                        uint _e1856 = l_mut_777_;
                                        uint64_t l_810_ = uint64_t(_e1856);
                                        uint64_t _e1858 = l_mut_158_;
                                        uint64_t l_811_ = (_e1858 * l_810_);
                                        uint64_t l_812_ = (l_730_ - l_811_);
                                        l_mut_105_ = l_812_;
                                        uint64_t _e1861 = l_mut_105_;
                                        uint64_t _e1862 = l_mut_158_;
                                        bool l_813_ = (_e1861 < _e1862);
                                        bool l_814_ = !(l_813_);
                                        if (l_814_) {
                                            uint64_t _e1865 = l_mut_105_;
                                            uint64_t _e1866 = l_mut_158_;
                                            uint64_t l_815_ = (_e1865 - _e1866);
                                            l_mut_105_ = l_815_;
                                        }
                                    }
                                    uint64_t _e1868 = l_mut_105_;
                                    uint64_t _e1869 = l_mut_127_;
                                    bool l_816_ = (_e1868 < _e1869);
                                    if (l_816_) {
                                        uint64_t _e1871 = l_mut_105_;
                                        l_mut_127_ = _e1871;
                                    }
                                }
                            }
                            uint64_t _e1872 = l_mut_127_;
                            bool l_817_ = (_e1872 < l_733_);
                            bool l_818_ = !(l_817_);
                            uint l_819_ = uint(l_818_);
                            uint l_820_ = (2u - l_819_);
                            l_mut_746_ = l_820_;
                        }
                        uint _e1878 = l_mut_746_;
                        bool l_821_ = (_e1878 > 0u);
                        if (l_821_) {
                            uint _e1881 = l_mut_746_;
                            bool l_822_ = (_e1881 == 1u);
                            l_mut_392_ = l_822_;
                            l_mut_358_ = false;
                        }
                    }
                    l_mut_350_ = false;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        bool _e1886 = l_mut_358_;
                        bool l_823_ = !(_e1886);
                        if (l_823_) {
                            break;
                        }
                        uint64_t _e1888 = l_mut_301_;
                        l_mut_158_ = _e1888;
                        bool _e1889 = l_mut_350_;
                        if (_e1889) {
                            uint64_t _e1890 = l_mut_284_;
                            l_mut_158_ = _e1890;
                        }
                        uint64_t _e1891 = l_mut_212_;
                        uint64_t _e1892 = l_mut_158_;
                        bool l_824_ = (_e1891 < _e1892);
                        bool l_825_ = !(l_824_);
                        bool _e1895 = l_mut_350_;
                        bool l_826_ = (l_825_ != _e1895);
                        if (l_826_) {
                            uint64_t _e1897 = l_mut_301_;
                            l_mut_158_ = _e1897;
                            uint64_t _e1898 = l_mut_284_;
                            l_mut_301_ = _e1898;
                            uint64_t _e1899 = l_mut_158_;
                            l_mut_284_ = _e1899;
                            uint _e1900 = l_mut_258_;
                            l_mut_777_ = _e1900;
                            uint _e1901 = l_mut_67_;
                            l_mut_258_ = _e1901;
                            uint _e1902 = l_mut_777_;
                            l_mut_67_ = _e1902;
                            l_mut_350_ = l_825_;
                        }
                        uint64_t _e1903 = l_mut_301_;
                        uint64_t _e1904 = l_mut_212_;
                        uint64_t l_827_ = (_e1903 - _e1904);
                        l_mut_158_ = l_827_;
                        bool _e1906 = l_mut_350_;
                        if (_e1906) {
                            uint64_t _e1907 = l_mut_212_;
                            uint64_t l_828_ = (_e1907 - l_733_);
                            l_mut_158_ = l_828_;
                        }
                        uint64_t _e1909 = l_mut_301_;
                        l_mut_127_ = _e1909;
                        uint64_t _e1910 = l_mut_158_;
                        uint64_t _e1911 = l_mut_301_;
                        bool l_829_ = (_e1910 < _e1911);
                        if (l_829_) {
                            uint64_t _e1913 = l_mut_158_;
                            l_mut_127_ = _e1913;
                        }
                        l_mut_262_ = false;
                        uint64_t _e1916 = l_mut_127_;
                        uint64_t l_831_ = (_e1916 >> uint(3uL));
                        uint64_t _e1920 = l_mut_284_;
                        bool l_832_ = (l_831_ < _e1920);
                        bool l_833_ = !(l_832_);
                        l_mut_262_ = l_833_;
                        l_mut_777_ = 0u;
                        uint64_t _e1924 = l_mut_284_;
                        bool l_834_ = (_e1924 == 0uL);
                        bool l_835_ = !(l_834_);
                        bool _e1928 = l_mut_262_;
                        if (_e1928) {
                            local_6 = l_835_;
                        } else {
                            local_6 = false;
                        }
                        bool l_836_ = local_6;
                        uint64_t _e1933 = l_mut_284_;
                        uint64_t _e1934 = l_mut_127_;
                        bool l_837_ = (_e1933 < _e1934);
                        if (l_836_) {
                            local_7 = l_837_;
                        } else {
                            local_7 = false;
                        }
                        bool l_838_ = local_7;
                        uint _e1940 = l_mut_258_;
                        uint _e1941 = l_mut_67_;
                        uint l_839_ = (_e1940 + _e1941);
                        bool l_840_ = (l_839_ < l_435_);
                        if (l_838_) {
                            local_8 = l_840_;
                        } else {
                            local_8 = false;
                        }
                        bool l_841_ = local_8;
                        if (l_841_) {
                            uint _e1948 = l_mut_258_;
                            uint l_842_ = (l_435_ - _e1948);
                            uint _e1950 = l_mut_67_;
                            uint l_843_ = (l_842_ - _e1950);
                            uint _e1952 = l_mut_258_;
                            uint l_844_ = naga_div(l_843_, _e1952);
                            uint64_t _e1954 = l_mut_127_;
                            uint64_t l_845_ = (_e1954 - 1uL);
                            uint64_t _e1957 = l_mut_284_;
                            uint64_t l_846_ = naga_div(l_845_, _e1957);
                            uint64_t l_847_ = uint64_t(l_844_);
                            bool l_848_ = (l_846_ < l_847_);
                            uint64_t l_849_ = uint64_t(l_844_);
                            uint64_t l_850_ = (l_848_ ? l_846_ : l_849_);
                            uint l_851_ = uint(l_850_);
                            l_mut_777_ = l_851_;
                        }
                        uint _e1965 = l_mut_777_;
                        bool l_852_ = (_e1965 == 0u);
                        l_mut_262_ = l_852_;
                        uint _e1968 = l_mut_777_;
                        bool l_853_ = (_e1968 > 0u);
                        if (l_853_) {
                            uint _e1971 = l_mut_777_;
                            uint64_t l_854_ = uint64_t(_e1971);
                            uint64_t _e1973 = l_mut_284_;
                            uint64_t l_855_ = (_e1973 * l_854_);
                            bool _e1975 = l_mut_350_;
                            if (_e1975) {
                                uint64_t _e1976 = l_mut_212_;
                                uint64_t l_856_ = (_e1976 - l_855_);
                                l_mut_212_ = l_856_;
                            }
                            uint64_t _e1978 = l_mut_301_;
                            uint64_t l_857_ = (_e1978 - l_855_);
                            l_mut_301_ = l_857_;
                            uint _e1980 = l_mut_777_;
                            uint _e1981 = l_mut_258_;
                            uint l_858_ = (_e1980 * _e1981);
                            uint _e1983 = l_mut_67_;
                            l_mut_67_ = (_e1983 + l_858_);
                        } else {
                            bool _e1985 = l_mut_350_;
                            if (_e1985) {
                                uint64_t _e1986 = l_mut_212_;
                                uint64_t _e1987 = l_mut_284_;
                                uint64_t l_859_ = (_e1986 - _e1987);
                                l_mut_212_ = l_859_;
                                uint64_t _e1989 = l_mut_212_;
                                bool l_860_ = (_e1989 < l_733_);
                                if (l_860_) {
                                    l_mut_358_ = false;
                                    l_mut_262_ = false;
                                }
                            }
                        }
                        bool _e1993 = l_mut_262_;
                        if (_e1993) {
                            uint _e1994 = l_mut_258_;
                            uint l_861_ = (l_435_ - _e1994);
                            uint _e1996 = l_mut_67_;
                            uint l_862_ = naga_div(l_861_, _e1996);
                            l_mut_777_ = 0u;
                            l_mut_259_ = false;
                            uint64_t _e2001 = l_mut_284_;
                            uint64_t l_864_ = (_e2001 >> uint(3uL));
                            uint64_t _e2005 = l_mut_301_;
                            bool l_865_ = (l_864_ < _e2005);
                            bool l_866_ = !(l_865_);
                            l_mut_259_ = l_866_;
                            uint64_t _e2008 = l_mut_301_;
                            bool l_867_ = (_e2008 == 0uL);
                            if (l_867_) {
                                l_mut_777_ = l_862_;
                            } else {
                                bool _e2011 = l_mut_259_;
                                if (_e2011) {
                                    uint64_t _e2012 = l_mut_301_;
                                    uint64_t _e2013 = l_mut_284_;
                                    bool l_868_ = (_e2012 < _e2013);
                                    if (l_868_) {
                                        uint64_t _e2015 = l_mut_284_;
                                        uint64_t l_869_ = (_e2015 - 1uL);
                                        uint64_t _e2018 = l_mut_301_;
                                        uint64_t l_870_ = naga_div(l_869_, _e2018);
                                        uint64_t l_871_ = uint64_t(l_862_);
                                        bool l_872_ = (l_870_ < l_871_);
                                        uint64_t l_873_ = uint64_t(l_862_);
                                        uint64_t l_874_ = (l_872_ ? l_870_ : l_873_);
                                        uint l_875_ = uint(l_874_);
                                        l_mut_777_ = l_875_;
                                    }
                                } else {
                                    uint64_t _e2026 = l_mut_284_;
                                    l_mut_158_ = _e2026;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        uint64_t _e2027 = l_mut_301_;
                                        uint64_t _e2028 = l_mut_158_;
                                        bool l_876_ = (_e2027 < _e2028);
                                        uint _e2030 = l_mut_777_;
                                        uint _e2031 = l_mut_67_;
                                        uint l_877_ = (_e2030 * _e2031);
                                        uint _e2033 = l_mut_258_;
                                        uint l_878_ = (_e2033 + l_877_);
                                        uint _e2035 = l_mut_67_;
                                        uint l_879_ = (l_878_ + _e2035);
                                        bool l_880_ = (l_879_ < l_435_);
                                        if (l_876_) {
                                            local_9 = l_880_;
                                        } else {
                                            local_9 = false;
                                        }
                                        bool l_881_ = local_9;
                                        bool l_882_ = !(l_881_);
                                        if (l_882_) {
                                            break;
                                        }
                                        uint64_t _e2043 = l_mut_158_;
                                        uint64_t _e2044 = l_mut_301_;
                                        uint64_t l_883_ = (_e2043 - _e2044);
                                        l_mut_158_ = l_883_;
                                        uint _e2046 = l_mut_777_;
                                        l_mut_777_ = (_e2046 + 1u);
                                    }
                                }
                            }
                            uint _e2049 = l_mut_777_;
                            uint _e2050 = l_mut_67_;
                            uint l_884_ = (_e2049 * _e2050);
                            uint _e2052 = l_mut_258_;
                            uint l_885_ = (_e2052 + l_884_);
                            uint _e2054 = l_mut_67_;
                            uint l_886_ = (l_885_ + _e2054);
                            bool l_887_ = (l_886_ >= l_435_);
                            uint64_t _e2057 = l_mut_301_;
                            l_mut_158_ = _e2057;
                            uint64_t _e2058 = l_mut_284_;
                            l_mut_127_ = _e2058;
                            uint _e2059 = l_mut_258_;
                            l_mut_746_ = _e2059;
                            uint _e2060 = l_mut_67_;
                            l_mut_888_ = _e2060;
                            bool l_889_ = !(l_887_);
                            if (l_889_) {
                                uint _e2062 = l_mut_777_;
                                uint64_t l_890_ = uint64_t(_e2062);
                                uint64_t _e2064 = l_mut_301_;
                                uint64_t l_891_ = (_e2064 * l_890_);
                                uint64_t _e2066 = l_mut_284_;
                                uint64_t l_892_ = (_e2066 - l_891_);
                                l_mut_127_ = l_892_;
                                uint _e2068 = l_mut_777_;
                                uint _e2069 = l_mut_67_;
                                uint l_893_ = (_e2068 * _e2069);
                                uint _e2071 = l_mut_258_;
                                uint l_894_ = (_e2071 + l_893_);
                                l_mut_746_ = l_894_;
                                uint64_t _e2073 = l_mut_301_;
                                uint64_t _e2074 = l_mut_127_;
                                uint64_t l_895_ = (_e2073 - _e2074);
                                l_mut_158_ = l_895_;
                                uint _e2076 = l_mut_67_;
                                uint _e2077 = l_mut_746_;
                                uint l_896_ = (_e2076 + _e2077);
                                l_mut_888_ = l_896_;
                            }
                            uint64_t _e2079 = l_mut_158_;
                            l_mut_301_ = _e2079;
                            uint64_t _e2080 = l_mut_127_;
                            l_mut_284_ = _e2080;
                            uint _e2081 = l_mut_746_;
                            l_mut_258_ = _e2081;
                            uint _e2082 = l_mut_888_;
                            l_mut_67_ = _e2082;
                            l_mut_392_ = l_887_;
                            bool l_897_ = !(l_887_);
                            l_mut_358_ = l_897_;
                        }
                    }
                    bool _e2084 = l_mut_392_;
                    bool l_898_ = !(_e2084);
                    if (l_434_) {
                        local_10 = l_898_;
                    } else {
                        local_10 = false;
                    }
                    bool l_899_ = local_10;
                    if (l_899_) {
                        uint _e2091 = l_mut_432_;
                        uint l_900_ = (1u << _e2091);
                        uint _e2093 = l_mut_418_;
                        l_mut_418_ = (_e2093 | l_900_);
                        uint _e2095 = l_mut_304_;
                        l_mut_304_ = (_e2095 + 1u);
                        uint l_901_ = (l_433_ + l_431_);
                        uint l_902_ = min(l_901_, l_74_);
                        l_mut_888_ = 0u;
                        l_mut_903_ = l_433_;
                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2352 = l_mut_903_;
                                l_mut_903_ = (_e2352 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2102 = l_mut_903_;
                            if ((_e2102 < l_902_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2104 = l_mut_903_;
                                uint64_t l_904_ = uint64_t(_e2104);
                                uint64_t l_905_ = (l_84_ * l_904_);
                                uint64_t l_906_ = (l_93_ + l_905_);
                                l_mut_301_ = 0uL;
                                uint _e2109 = l_mut_903_;
                                bool l_908_ = (_e2109 < 65536u);
                                if (l_908_) {
                                    uint _e2112 = l_mut_903_;
                                    uint _e2113 = l_mut_903_;
                                    uint l_909_ = (_e2112 * _e2113);
                                    uint64_t l_910_ = (l_102_ >> uint(63uL));
                                    bool l_911_ = (l_910_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_911_) {
                                        uint64_t l_913_ = (0uL - l_102_);
                                        l_mut_284_ = l_913_;
                                    }
                                    uint64_t l_914_ = uint64_t(l_909_);
                                    uint64_t _e2124 = l_mut_284_;
                                    uint64_t l_915_ = (_e2124 & 4294967295uL);
                                    uint64_t l_916_ = (l_915_ * l_914_);
                                    uint64_t _e2128 = l_mut_284_;
                                    uint64_t l_917_ = (_e2128 >> uint(32uL));
                                    uint64_t l_918_ = (l_917_ * l_914_);
                                    uint64_t l_919_ = (l_918_ << uint(32uL));
                                    uint64_t l_920_ = (l_916_ + l_919_);
                                    uint64_t l_921_ = (l_918_ >> uint(32uL));
                                    bool l_922_ = (l_920_ < l_916_);
                                    uint64_t l_923_ = uint64_t(l_922_);
                                    uint64_t l_924_ = (l_921_ + l_923_);
                                    l_mut_284_ = l_920_;
                                    bool l_925_ = (l_24_ == 64u);
                                    if (l_925_) {
                                        l_mut_284_ = l_924_;
                                    } else {
                                        bool l_926_ = (l_24_ > 0u);
                                        if (l_926_) {
                                            uint l_927_ = (64u - l_24_);
                                            uint64_t l_928_ = uint64_t(l_927_);
                                            uint64_t l_929_ = (l_924_ << uint(l_928_));
                                            uint64_t l_930_ = uint64_t(l_24_);
                                            uint64_t l_931_ = (l_920_ >> uint(l_930_));
                                            uint64_t l_932_ = (l_929_ | l_931_);
                                            l_mut_284_ = l_932_;
                                        }
                                    }
                                    uint64_t _e2161 = l_mut_284_;
                                    l_mut_212_ = _e2161;
                                    if (l_911_) {
                                        uint64_t _e2163 = l_mut_212_;
                                        uint64_t l_934_ = (0uL - _e2163);
                                        l_mut_212_ = l_934_;
                                    }
                                    uint64_t _e2165 = l_mut_212_;
                                    l_mut_301_ = _e2165;
                                } else {
                                    uint64_t l_935_ = (l_102_ >> uint(63uL));
                                    bool l_936_ = (l_935_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_936_) {
                                        uint64_t l_938_ = (0uL - l_102_);
                                        l_mut_284_ = l_938_;
                                    }
                                    uint _e2174 = l_mut_903_;
                                    uint64_t l_939_ = uint64_t(_e2174);
                                    uint64_t _e2176 = l_mut_284_;
                                    uint64_t l_940_ = (_e2176 & 4294967295uL);
                                    uint64_t l_941_ = (l_940_ * l_939_);
                                    uint64_t _e2180 = l_mut_284_;
                                    uint64_t l_942_ = (_e2180 >> uint(32uL));
                                    uint64_t l_943_ = (l_942_ * l_939_);
                                    uint64_t l_944_ = (l_943_ << uint(32uL));
                                    uint64_t l_945_ = (l_941_ + l_944_);
                                    uint64_t l_946_ = (l_943_ >> uint(32uL));
                                    bool l_947_ = (l_945_ < l_941_);
                                    uint64_t l_948_ = uint64_t(l_947_);
                                    uint64_t l_949_ = (l_946_ + l_948_);
                                    l_mut_212_ = l_945_;
                                    if (false) {
                                        l_mut_212_ = l_949_;
                                    } else {
                                        if (false) {
                                            uint64_t l_953_ = (l_949_ << uint(64uL));
                                            uint64_t l_955_ = (l_945_ >> uint(0uL));
                                            uint64_t l_956_ = (l_953_ | l_955_);
                                            l_mut_212_ = l_956_;
                                        }
                                    }
                                    uint _e2209 = l_mut_903_;
                                    uint64_t l_957_ = uint64_t(_e2209);
                                    uint64_t _e2211 = l_mut_284_;
                                    uint64_t l_958_ = (_e2211 & 4294967295uL);
                                    uint64_t l_959_ = (l_958_ * l_957_);
                                    uint64_t _e2215 = l_mut_284_;
                                    uint64_t l_960_ = (_e2215 >> uint(32uL));
                                    uint64_t l_961_ = (l_960_ * l_957_);
                                    uint64_t l_962_ = (l_961_ << uint(32uL));
                                    uint64_t l_963_ = (l_959_ + l_962_);
                                    uint64_t l_964_ = (l_961_ >> uint(32uL));
                                    bool l_965_ = (l_963_ < l_959_);
                                    uint64_t l_966_ = uint64_t(l_965_);
                                    uint64_t l_967_ = (l_964_ + l_966_);
                                    l_mut_284_ = l_963_;
                                    if (true) {
                                        l_mut_284_ = l_967_;
                                    } else {
                                        if (true) {
                                            uint64_t l_971_ = (l_967_ << uint(0uL));
                                            uint64_t l_973_ = (l_963_ >> uint(64uL));
                                            uint64_t l_974_ = (l_971_ | l_973_);
                                            l_mut_284_ = l_974_;
                                        }
                                    }
                                    uint _e2244 = l_mut_903_;
                                    uint64_t l_975_ = uint64_t(_e2244);
                                    uint64_t _e2246 = l_mut_212_;
                                    uint64_t l_976_ = (_e2246 & 4294967295uL);
                                    uint64_t l_977_ = (l_976_ * l_975_);
                                    uint64_t _e2250 = l_mut_212_;
                                    uint64_t l_978_ = (_e2250 >> uint(32uL));
                                    uint64_t l_979_ = (l_978_ * l_975_);
                                    uint64_t l_980_ = (l_979_ << uint(32uL));
                                    uint64_t l_981_ = (l_977_ + l_980_);
                                    uint64_t l_982_ = (l_979_ >> uint(32uL));
                                    bool l_983_ = (l_981_ < l_977_);
                                    uint64_t l_984_ = uint64_t(l_983_);
                                    uint64_t l_985_ = (l_982_ + l_984_);
                                    l_mut_158_ = l_981_;
                                    if (false) {
                                        l_mut_158_ = l_985_;
                                    } else {
                                        if (false) {
                                            uint64_t l_989_ = (l_985_ << uint(64uL));
                                            uint64_t l_991_ = (l_981_ >> uint(0uL));
                                            uint64_t l_992_ = (l_989_ | l_991_);
                                            l_mut_158_ = l_992_;
                                        }
                                    }
                                    uint _e2279 = l_mut_903_;
                                    uint64_t l_993_ = uint64_t(_e2279);
                                    uint64_t _e2281 = l_mut_212_;
                                    uint64_t l_994_ = (_e2281 & 4294967295uL);
                                    uint64_t l_995_ = (l_994_ * l_993_);
                                    uint64_t _e2285 = l_mut_212_;
                                    uint64_t l_996_ = (_e2285 >> uint(32uL));
                                    uint64_t l_997_ = (l_996_ * l_993_);
                                    uint64_t l_998_ = (l_997_ << uint(32uL));
                                    uint64_t l_999_ = (l_995_ + l_998_);
                                    uint64_t l_1000_ = (l_997_ >> uint(32uL));
                                    bool l_1001_ = (l_999_ < l_995_);
                                    uint64_t l_1002_ = uint64_t(l_1001_);
                                    uint64_t l_1003_ = (l_1000_ + l_1002_);
                                    l_mut_212_ = l_999_;
                                    if (true) {
                                        l_mut_212_ = l_1003_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1007_ = (l_1003_ << uint(0uL));
                                            uint64_t l_1009_ = (l_999_ >> uint(64uL));
                                            uint64_t l_1010_ = (l_1007_ | l_1009_);
                                            l_mut_212_ = l_1010_;
                                        }
                                    }
                                    uint _e2314 = l_mut_903_;
                                    uint64_t l_1011_ = uint64_t(_e2314);
                                    uint64_t _e2316 = l_mut_284_;
                                    uint64_t l_1012_ = (_e2316 * l_1011_);
                                    uint64_t _e2318 = l_mut_212_;
                                    uint64_t l_1013_ = (_e2318 + l_1012_);
                                    uint64_t _e2320 = l_mut_158_;
                                    l_mut_301_ = _e2320;
                                    bool l_1014_ = (l_24_ == 64u);
                                    if (l_1014_) {
                                        l_mut_301_ = l_1013_;
                                    } else {
                                        bool l_1015_ = (l_24_ > 0u);
                                        if (l_1015_) {
                                            uint l_1016_ = (64u - l_24_);
                                            uint64_t l_1017_ = uint64_t(l_1016_);
                                            uint64_t l_1018_ = (l_1013_ << uint(l_1017_));
                                            uint64_t l_1019_ = uint64_t(l_24_);
                                            uint64_t _e2332 = l_mut_158_;
                                            uint64_t l_1020_ = (_e2332 >> uint(l_1019_));
                                            uint64_t l_1021_ = (l_1018_ + l_1020_);
                                            l_mut_301_ = l_1021_;
                                        }
                                    }
                                    if (l_936_) {
                                        uint64_t _e2338 = l_mut_301_;
                                        uint64_t l_1023_ = (0uL - _e2338);
                                        l_mut_301_ = l_1023_;
                                    }
                                }
                                uint64_t _e2340 = l_mut_301_;
                                uint64_t l_1024_ = (l_906_ + _e2340);
                                uint64_t l_1026_ = (0uL - l_1024_);
                                l_mut_301_ = l_1026_;
                                uint64_t _e2344 = l_mut_301_;
                                bool l_1027_ = (l_1024_ < _e2344);
                                if (l_1027_) {
                                    l_mut_301_ = l_1024_;
                                }
                                uint64_t _e2346 = l_mut_301_;
                                bool l_1028_ = (_e2346 < l_51_);
                                uint l_1029_ = uint(l_1028_);
                                uint _e2349 = l_mut_888_;
                                l_mut_888_ = (_e2349 + l_1029_);
                            }
                        }
                        uint _e2354 = l_mut_271_;
                        uint _e2355 = l_mut_888_;
                        l_mut_271_ = (_e2354 + _e2355);
                    }
                }
            }
            uint _e2360 = l_mut_304_;
            bool l_1030_ = (_e2360 > 0u);
            if (l_1030_) {
                uint l_1310_ = asuint(info.Load(20+0));
                uint l_1311_ = (l_1310_ * 1u);
                uint l_1312_ = (l_1311_ - 1u);
                uint l_1313_ = min(1u, l_1312_);
                uint _e2375 = l_mut_304_;
                uint _e2376; buffer_5_global.InterlockedAdd(l_1313_*4, _e2375, _e2376);
            }
            uint _e2377 = l_mut_271_;
            bool l_1033_ = (_e2377 > 0u);
            if (l_1033_) {
                uint l_1315_ = asuint(info.Load(20+0));
                uint l_1316_ = (l_1315_ * 1u);
                uint l_1317_ = (l_1316_ - 1u);
                uint l_1318_ = min(2u, l_1317_);
                uint _e2392 = l_mut_271_;
                uint _e2393; buffer_5_global.InterlockedAdd(l_1318_*4, _e2392, _e2393);
                l_mut_888_ = _e2393;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2697 = l_mut_1036_;
                        l_mut_1036_ = (_e2697 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2396 = l_mut_1036_;
                    if ((_e2396 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2399 = l_mut_418_;
                        uint _e2400 = l_mut_1036_;
                        uint l_1037_ = (_e2399 >> _e2400);
                        uint l_1038_ = (l_1037_ & 1u);
                        bool l_1039_ = (l_1038_ == 1u);
                        if (l_1039_) {
                            uint _e2406 = l_mut_1036_;
                            uint l_1040_ = (_e2406 * l_431_);
                            uint l_1041_ = (l_1040_ + l_431_);
                            uint l_1042_ = min(l_1041_, l_74_);
                            uint _e2410 = l_mut_888_;
                            l_mut_777_ = _e2410;
                            l_mut_1043_ = l_1040_;
                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2693 = l_mut_1043_;
                                    l_mut_1043_ = (_e2693 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2412 = l_mut_1043_;
                                if ((_e2412 < l_1042_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2414 = l_mut_1043_;
                                    uint64_t l_1044_ = uint64_t(_e2414);
                                    uint64_t l_1045_ = (l_84_ * l_1044_);
                                    uint64_t l_1046_ = (l_93_ + l_1045_);
                                    l_mut_301_ = 0uL;
                                    uint _e2419 = l_mut_1043_;
                                    bool l_1048_ = (_e2419 < 65536u);
                                    if (l_1048_) {
                                        uint _e2422 = l_mut_1043_;
                                        uint _e2423 = l_mut_1043_;
                                        uint l_1049_ = (_e2422 * _e2423);
                                        uint64_t l_1050_ = (l_102_ >> uint(63uL));
                                        bool l_1051_ = (l_1050_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1051_) {
                                            uint64_t l_1053_ = (0uL - l_102_);
                                            l_mut_284_ = l_1053_;
                                        }
                                        uint64_t l_1054_ = uint64_t(l_1049_);
                                        uint64_t _e2434 = l_mut_284_;
                                        uint64_t l_1055_ = (_e2434 & 4294967295uL);
                                        uint64_t l_1056_ = (l_1055_ * l_1054_);
                                        uint64_t _e2438 = l_mut_284_;
                                        uint64_t l_1057_ = (_e2438 >> uint(32uL));
                                        uint64_t l_1058_ = (l_1057_ * l_1054_);
                                        uint64_t l_1059_ = (l_1058_ << uint(32uL));
                                        uint64_t l_1060_ = (l_1056_ + l_1059_);
                                        uint64_t l_1061_ = (l_1058_ >> uint(32uL));
                                        bool l_1062_ = (l_1060_ < l_1056_);
                                        uint64_t l_1063_ = uint64_t(l_1062_);
                                        uint64_t l_1064_ = (l_1061_ + l_1063_);
                                        l_mut_284_ = l_1060_;
                                        bool l_1065_ = (l_24_ == 64u);
                                        if (l_1065_) {
                                            l_mut_284_ = l_1064_;
                                        } else {
                                            bool l_1066_ = (l_24_ > 0u);
                                            if (l_1066_) {
                                                uint l_1067_ = (64u - l_24_);
                                                uint64_t l_1068_ = uint64_t(l_1067_);
                                                uint64_t l_1069_ = (l_1064_ << uint(l_1068_));
                                                uint64_t l_1070_ = uint64_t(l_24_);
                                                uint64_t l_1071_ = (l_1060_ >> uint(l_1070_));
                                                uint64_t l_1072_ = (l_1069_ | l_1071_);
                                                l_mut_284_ = l_1072_;
                                            }
                                        }
                                        uint64_t _e2471 = l_mut_284_;
                                        l_mut_212_ = _e2471;
                                        if (l_1051_) {
                                            uint64_t _e2473 = l_mut_212_;
                                            uint64_t l_1074_ = (0uL - _e2473);
                                            l_mut_212_ = l_1074_;
                                        }
                                        uint64_t _e2475 = l_mut_212_;
                                        l_mut_301_ = _e2475;
                                    } else {
                                        uint64_t l_1075_ = (l_102_ >> uint(63uL));
                                        bool l_1076_ = (l_1075_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1076_) {
                                            uint64_t l_1078_ = (0uL - l_102_);
                                            l_mut_284_ = l_1078_;
                                        }
                                        uint _e2484 = l_mut_1043_;
                                        uint64_t l_1079_ = uint64_t(_e2484);
                                        uint64_t _e2486 = l_mut_284_;
                                        uint64_t l_1080_ = (_e2486 & 4294967295uL);
                                        uint64_t l_1081_ = (l_1080_ * l_1079_);
                                        uint64_t _e2490 = l_mut_284_;
                                        uint64_t l_1082_ = (_e2490 >> uint(32uL));
                                        uint64_t l_1083_ = (l_1082_ * l_1079_);
                                        uint64_t l_1084_ = (l_1083_ << uint(32uL));
                                        uint64_t l_1085_ = (l_1081_ + l_1084_);
                                        uint64_t l_1086_ = (l_1083_ >> uint(32uL));
                                        bool l_1087_ = (l_1085_ < l_1081_);
                                        uint64_t l_1088_ = uint64_t(l_1087_);
                                        uint64_t l_1089_ = (l_1086_ + l_1088_);
                                        l_mut_212_ = l_1085_;
                                        if (false) {
                                            l_mut_212_ = l_1089_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1093_ = (l_1089_ << uint(64uL));
                                                uint64_t l_1095_ = (l_1085_ >> uint(0uL));
                                                uint64_t l_1096_ = (l_1093_ | l_1095_);
                                                l_mut_212_ = l_1096_;
                                            }
                                        }
                                        uint _e2519 = l_mut_1043_;
                                        uint64_t l_1097_ = uint64_t(_e2519);
                                        uint64_t _e2521 = l_mut_284_;
                                        uint64_t l_1098_ = (_e2521 & 4294967295uL);
                                        uint64_t l_1099_ = (l_1098_ * l_1097_);
                                        uint64_t _e2525 = l_mut_284_;
                                        uint64_t l_1100_ = (_e2525 >> uint(32uL));
                                        uint64_t l_1101_ = (l_1100_ * l_1097_);
                                        uint64_t l_1102_ = (l_1101_ << uint(32uL));
                                        uint64_t l_1103_ = (l_1099_ + l_1102_);
                                        uint64_t l_1104_ = (l_1101_ >> uint(32uL));
                                        bool l_1105_ = (l_1103_ < l_1099_);
                                        uint64_t l_1106_ = uint64_t(l_1105_);
                                        uint64_t l_1107_ = (l_1104_ + l_1106_);
                                        l_mut_284_ = l_1103_;
                                        if (true) {
                                            l_mut_284_ = l_1107_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1111_ = (l_1107_ << uint(0uL));
                                                uint64_t l_1113_ = (l_1103_ >> uint(64uL));
                                                uint64_t l_1114_ = (l_1111_ | l_1113_);
                                                l_mut_284_ = l_1114_;
                                            }
                                        }
                                        uint _e2554 = l_mut_1043_;
                                        uint64_t l_1115_ = uint64_t(_e2554);
                                        uint64_t _e2556 = l_mut_212_;
                                        uint64_t l_1116_ = (_e2556 & 4294967295uL);
                                        uint64_t l_1117_ = (l_1116_ * l_1115_);
                                        uint64_t _e2560 = l_mut_212_;
                                        uint64_t l_1118_ = (_e2560 >> uint(32uL));
                                        uint64_t l_1119_ = (l_1118_ * l_1115_);
                                        uint64_t l_1120_ = (l_1119_ << uint(32uL));
                                        uint64_t l_1121_ = (l_1117_ + l_1120_);
                                        uint64_t l_1122_ = (l_1119_ >> uint(32uL));
                                        bool l_1123_ = (l_1121_ < l_1117_);
                                        uint64_t l_1124_ = uint64_t(l_1123_);
                                        uint64_t l_1125_ = (l_1122_ + l_1124_);
                                        l_mut_158_ = l_1121_;
                                        if (false) {
                                            l_mut_158_ = l_1125_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1129_ = (l_1125_ << uint(64uL));
                                                uint64_t l_1131_ = (l_1121_ >> uint(0uL));
                                                uint64_t l_1132_ = (l_1129_ | l_1131_);
                                                l_mut_158_ = l_1132_;
                                            }
                                        }
                                        uint _e2589 = l_mut_1043_;
                                        uint64_t l_1133_ = uint64_t(_e2589);
                                        uint64_t _e2591 = l_mut_212_;
                                        uint64_t l_1134_ = (_e2591 & 4294967295uL);
                                        uint64_t l_1135_ = (l_1134_ * l_1133_);
                                        uint64_t _e2595 = l_mut_212_;
                                        uint64_t l_1136_ = (_e2595 >> uint(32uL));
                                        uint64_t l_1137_ = (l_1136_ * l_1133_);
                                        uint64_t l_1138_ = (l_1137_ << uint(32uL));
                                        uint64_t l_1139_ = (l_1135_ + l_1138_);
                                        uint64_t l_1140_ = (l_1137_ >> uint(32uL));
                                        bool l_1141_ = (l_1139_ < l_1135_);
                                        uint64_t l_1142_ = uint64_t(l_1141_);
                                        uint64_t l_1143_ = (l_1140_ + l_1142_);
                                        l_mut_212_ = l_1139_;
                                        if (true) {
                                            l_mut_212_ = l_1143_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1147_ = (l_1143_ << uint(0uL));
                                                uint64_t l_1149_ = (l_1139_ >> uint(64uL));
                                                uint64_t l_1150_ = (l_1147_ | l_1149_);
                                                l_mut_212_ = l_1150_;
                                            }
                                        }
                                        uint _e2624 = l_mut_1043_;
                                        uint64_t l_1151_ = uint64_t(_e2624);
                                        uint64_t _e2626 = l_mut_284_;
                                        uint64_t l_1152_ = (_e2626 * l_1151_);
                                        uint64_t _e2628 = l_mut_212_;
                                        uint64_t l_1153_ = (_e2628 + l_1152_);
                                        uint64_t _e2630 = l_mut_158_;
                                        l_mut_301_ = _e2630;
                                        bool l_1154_ = (l_24_ == 64u);
                                        if (l_1154_) {
                                            l_mut_301_ = l_1153_;
                                        } else {
                                            bool l_1155_ = (l_24_ > 0u);
                                            if (l_1155_) {
                                                uint l_1156_ = (64u - l_24_);
                                                uint64_t l_1157_ = uint64_t(l_1156_);
                                                uint64_t l_1158_ = (l_1153_ << uint(l_1157_));
                                                uint64_t l_1159_ = uint64_t(l_24_);
                                                uint64_t _e2642 = l_mut_158_;
                                                uint64_t l_1160_ = (_e2642 >> uint(l_1159_));
                                                uint64_t l_1161_ = (l_1158_ + l_1160_);
                                                l_mut_301_ = l_1161_;
                                            }
                                        }
                                        if (l_1076_) {
                                            uint64_t _e2648 = l_mut_301_;
                                            uint64_t l_1163_ = (0uL - _e2648);
                                            l_mut_301_ = l_1163_;
                                        }
                                    }
                                    uint64_t _e2650 = l_mut_301_;
                                    uint64_t l_1164_ = (l_1046_ + _e2650);
                                    uint64_t l_1166_ = (0uL - l_1164_);
                                    l_mut_301_ = l_1166_;
                                    uint64_t _e2654 = l_mut_301_;
                                    bool l_1167_ = (l_1164_ < _e2654);
                                    if (l_1167_) {
                                        l_mut_301_ = l_1164_;
                                    }
                                    uint64_t _e2656 = l_mut_301_;
                                    bool l_1168_ = (_e2656 < l_51_);
                                    if (l_1168_) {
                                        uint _e2658 = l_mut_777_;
                                        uint l_1169_ = (_e2658 * 2u);
                                        uint l_1170_ = (l_1169_ + 1u);
                                        uint l_1171_ = asuint(info.Load(40+0));
                                        bool l_1172_ = (l_1170_ < l_1171_);
                                        if (l_1172_) {
                                            uint l_1320_ = asuint(info.Load(16+0));
                                            uint l_1321_ = (l_1320_ * 1u);
                                            bool l_1322_ = (l_1169_ < l_1321_);
                                            if (l_1322_) {
                                                buffer_4_global.Store(l_1169_*4, asuint(id));
                                            }
                                            uint l_1173_ = (l_1169_ + 1u);
                                            uint l_1323_ = asuint(info.Load(16+0));
                                            uint l_1324_ = (l_1323_ * 1u);
                                            bool l_1325_ = (l_1173_ < l_1324_);
                                            if (l_1325_) {
                                                uint _e2688 = l_mut_1043_;
                                                buffer_4_global.Store(l_1173_*4, asuint(_e2688));
                                            }
                                        }
                                        uint _e2689 = l_mut_777_;
                                        l_mut_777_ = (_e2689 + 1u);
                                    }
                                }
                            }
                            uint _e2695 = l_mut_777_;
                            l_mut_888_ = _e2695;
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
