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
    uint l_mut_720_ = (uint)0;
    uint l_mut_731_ = (uint)0;
    uint l_mut_762_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    uint l_mut_416_ = 0u;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    uint l_mut_873_ = (uint)0;
    uint l_mut_1006_ = 0u;
    uint l_mut_1013_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1228_ = asuint(info.Load(20+0));
        uint l_1229_ = (l_1228_ * 1u);
        uint l_1230_ = (l_1229_ - 1u);
        uint l_1231_ = min(3u, l_1230_);
        uint _e57; buffer_5_global.InterlockedAdd(l_1231_*4, 1u, _e57);
    }
    uint l_1144_ = asuint(info.Load(12+0));
    uint l_1145_ = (l_1144_ * 1u);
    bool l_1146_ = (0u < l_1145_);
    uint l_1147_ = (l_1145_ - 1u);
    uint l_1148_ = min(0u, l_1147_);
    uint l_1149_ = asuint(buffer_3_global.Load(l_1148_*4));
    uint l_4_ = (l_1146_ ? l_1149_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1151_ = asuint(info.Load(12+0));
    uint l_1152_ = (l_1151_ * 1u);
    bool l_1153_ = (l_7_ < l_1152_);
    uint l_1154_ = (l_1152_ - 1u);
    uint l_1155_ = min(l_7_, l_1154_);
    uint l_1156_ = asuint(buffer_3_global.Load(l_1155_*4));
    uint l_8_ = (l_1153_ ? l_1156_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1158_ = asuint(info.Load(12+0));
    uint l_1159_ = (l_1158_ * 1u);
    bool l_1160_ = (2u < l_1159_);
    uint l_1161_ = (l_1159_ - 1u);
    uint l_1162_ = min(2u, l_1161_);
    uint l_1163_ = asuint(buffer_3_global.Load(l_1162_*4));
    uint l_15_ = (l_1160_ ? l_1163_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1165_ = asuint(info.Load(12+0));
    uint l_1166_ = (l_1165_ * 1u);
    bool l_1167_ = (l_18_ < l_1166_);
    uint l_1168_ = (l_1166_ - 1u);
    uint l_1169_ = min(l_18_, l_1168_);
    uint l_1170_ = asuint(buffer_3_global.Load(l_1169_*4));
    uint l_19_ = (l_1167_ ? l_1170_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1172_ = asuint(info.Load(12+0));
    uint l_1173_ = (l_1172_ * 1u);
    bool l_1174_ = (4u < l_1173_);
    uint l_1175_ = (l_1173_ - 1u);
    uint l_1176_ = min(4u, l_1175_);
    uint l_1177_ = asuint(buffer_3_global.Load(l_1176_*4));
    uint l_26_ = (l_1174_ ? l_1177_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1179_ = asuint(info.Load(12+0));
    uint l_1180_ = (l_1179_ * 1u);
    bool l_1181_ = (l_29_ < l_1180_);
    uint l_1182_ = (l_1180_ - 1u);
    uint l_1183_ = min(l_29_, l_1182_);
    uint l_1184_ = asuint(buffer_3_global.Load(l_1183_*4));
    uint l_30_ = (l_1181_ ? l_1184_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1186_ = asuint(info.Load(12+0));
    uint l_1187_ = (l_1186_ * 1u);
    bool l_1188_ = (6u < l_1187_);
    uint l_1189_ = (l_1187_ - 1u);
    uint l_1190_ = min(6u, l_1189_);
    uint l_1191_ = asuint(buffer_3_global.Load(l_1190_*4));
    uint l_35_ = (l_1188_ ? l_1191_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1193_ = asuint(info.Load(12+0));
    uint l_1194_ = (l_1193_ * 1u);
    bool l_1195_ = (l_38_ < l_1194_);
    uint l_1196_ = (l_1194_ - 1u);
    uint l_1197_ = min(l_38_, l_1196_);
    uint l_1198_ = asuint(buffer_3_global.Load(l_1197_*4));
    uint l_39_ = (l_1195_ ? l_1198_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1200_ = asuint(info.Load(12+0));
    uint l_1201_ = (l_1200_ * 1u);
    bool l_1202_ = (8u < l_1201_);
    uint l_1203_ = (l_1201_ - 1u);
    uint l_1204_ = min(8u, l_1203_);
    uint l_1205_ = asuint(buffer_3_global.Load(l_1204_*4));
    uint l_44_ = (l_1202_ ? l_1205_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1207_ = asuint(info.Load(12+0));
    uint l_1208_ = (l_1207_ * 1u);
    bool l_1209_ = (l_47_ < l_1208_);
    uint l_1210_ = (l_1208_ - 1u);
    uint l_1211_ = min(l_47_, l_1210_);
    uint l_1212_ = asuint(buffer_3_global.Load(l_1211_*4));
    uint l_48_ = (l_1209_ ? l_1212_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1214_ = asuint(info.Load(12+0));
    uint l_1215_ = (l_1214_ * 1u);
    bool l_1216_ = (10u < l_1215_);
    uint l_1217_ = (l_1215_ - 1u);
    uint l_1218_ = min(10u, l_1217_);
    uint l_1219_ = asuint(buffer_3_global.Load(l_1218_*4));
    uint l_53_ = (l_1216_ ? l_1219_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1221_ = asuint(info.Load(12+0));
    uint l_1222_ = (l_1221_ * 1u);
    bool l_1223_ = (l_56_ < l_1222_);
    uint l_1224_ = (l_1222_ - 1u);
    uint l_1225_ = min(l_56_, l_1224_);
    uint l_1226_ = asuint(buffer_3_global.Load(l_1225_*4));
    uint l_57_ = (l_1223_ ? l_1226_ : 0u);
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
        uint l_1233_ = asuint(info.Load(0+0));
        uint l_1234_ = (l_1233_ * 1u);
        bool l_1235_ = (l_76_ < l_1234_);
        uint l_1236_ = (l_1234_ - 1u);
        uint l_1237_ = min(l_76_, l_1236_);
        uint l_1238_ = asuint(buffer_0_global.Load(l_1237_*4));
        uint l_77_ = (l_1235_ ? l_1238_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1240_ = asuint(info.Load(0+0));
        uint l_1241_ = (l_1240_ * 1u);
        bool l_1242_ = (l_80_ < l_1241_);
        uint l_1243_ = (l_1241_ - 1u);
        uint l_1244_ = min(l_80_, l_1243_);
        uint l_1245_ = asuint(buffer_0_global.Load(l_1244_*4));
        uint l_81_ = (l_1242_ ? l_1245_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1247_ = asuint(info.Load(4+0));
        uint l_1248_ = (l_1247_ * 1u);
        bool l_1249_ = (l_85_ < l_1248_);
        uint l_1250_ = (l_1248_ - 1u);
        uint l_1251_ = min(l_85_, l_1250_);
        uint l_1252_ = asuint(buffer_1_global.Load(l_1251_*4));
        uint l_86_ = (l_1249_ ? l_1252_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1254_ = asuint(info.Load(4+0));
        uint l_1255_ = (l_1254_ * 1u);
        bool l_1256_ = (l_89_ < l_1255_);
        uint l_1257_ = (l_1255_ - 1u);
        uint l_1258_ = min(l_89_, l_1257_);
        uint l_1259_ = asuint(buffer_1_global.Load(l_1258_*4));
        uint l_90_ = (l_1256_ ? l_1259_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1261_ = asuint(info.Load(8+0));
        uint l_1262_ = (l_1261_ * 1u);
        bool l_1263_ = (l_94_ < l_1262_);
        uint l_1264_ = (l_1262_ - 1u);
        uint l_1265_ = min(l_94_, l_1264_);
        uint l_1266_ = asuint(buffer_2_global.Load(l_1265_*4));
        uint l_95_ = (l_1263_ ? l_1266_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1268_ = asuint(info.Load(8+0));
        uint l_1269_ = (l_1268_ * 1u);
        bool l_1270_ = (l_98_ < l_1269_);
        uint l_1271_ = (l_1269_ - 1u);
        uint l_1272_ = min(l_98_, l_1271_);
        uint l_1273_ = asuint(buffer_2_global.Load(l_1272_*4));
        uint l_99_ = (l_1270_ ? l_1273_ : 0u);
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
                uint64_t _e929 = l_mut_212_;
                bool l_356_ = (_e929 == 0uL);
                if (l_356_) {
                    l_mut_304_ = l_354_;
                } else {
                    bool _e932 = l_mut_355_;
                    if (_e932) {
                        uint64_t _e933 = l_mut_212_;
                        uint64_t _e934 = l_mut_158_;
                        bool l_357_ = (_e933 < _e934);
                        if (l_357_) {
                            uint64_t _e936 = l_mut_158_;
                            uint64_t l_358_ = (_e936 - 1uL);
                            uint64_t _e939 = l_mut_212_;
                            uint64_t l_359_ = naga_div(l_358_, _e939);
                            uint64_t l_360_ = uint64_t(l_354_);
                            bool l_361_ = (l_359_ < l_360_);
                            uint64_t l_362_ = uint64_t(l_354_);
                            uint64_t l_363_ = (l_361_ ? l_359_ : l_362_);
                            uint l_364_ = uint(l_363_);
                            l_mut_304_ = l_364_;
                        }
                    } else {
                        uint64_t _e947 = l_mut_158_;
                        l_mut_301_ = _e947;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e948 = l_mut_212_;
                            uint64_t _e949 = l_mut_301_;
                            bool l_365_ = (_e948 < _e949);
                            uint _e951 = l_mut_304_;
                            uint _e952 = l_mut_258_;
                            uint l_366_ = (_e951 * _e952);
                            uint _e954 = l_mut_67_;
                            uint l_367_ = (_e954 + l_366_);
                            uint _e956 = l_mut_258_;
                            uint l_368_ = (l_367_ + _e956);
                            bool l_369_ = (l_368_ < l_13_);
                            if (l_365_) {
                                local_1 = l_369_;
                            } else {
                                local_1 = false;
                            }
                            bool l_370_ = local_1;
                            bool l_371_ = !(l_370_);
                            if (l_371_) {
                                break;
                            }
                            uint64_t _e964 = l_mut_301_;
                            uint64_t _e965 = l_mut_212_;
                            uint64_t l_372_ = (_e964 - _e965);
                            l_mut_301_ = l_372_;
                            uint _e967 = l_mut_304_;
                            l_mut_304_ = (_e967 + 1u);
                        }
                    }
                }
                uint _e970 = l_mut_304_;
                uint _e971 = l_mut_258_;
                uint l_373_ = (_e970 * _e971);
                uint _e973 = l_mut_67_;
                uint l_374_ = (_e973 + l_373_);
                uint _e975 = l_mut_258_;
                uint l_375_ = (l_374_ + _e975);
                bool l_376_ = (l_375_ >= l_13_);
                if (l_376_) {
                    l_mut_259_ = true;
                    l_mut_262_ = false;
                } else {
                    uint _e980 = l_mut_304_;
                    uint64_t l_377_ = uint64_t(_e980);
                    uint64_t _e982 = l_mut_212_;
                    uint64_t l_378_ = (_e982 * l_377_);
                    uint64_t _e984 = l_mut_158_;
                    uint64_t l_379_ = (_e984 - l_378_);
                    l_mut_158_ = l_379_;
                    uint _e986 = l_mut_304_;
                    uint _e987 = l_mut_258_;
                    uint l_380_ = (_e986 * _e987);
                    uint _e989 = l_mut_67_;
                    l_mut_67_ = (_e989 + l_380_);
                    uint64_t _e991 = l_mut_212_;
                    uint64_t _e992 = l_mut_158_;
                    uint64_t l_381_ = (_e991 - _e992);
                    l_mut_212_ = l_381_;
                    uint _e994 = l_mut_258_;
                    uint _e995 = l_mut_67_;
                    l_mut_258_ = (_e994 + _e995);
                }
            } else {
                uint64_t _e997 = l_mut_127_;
                uint64_t _e998 = l_mut_212_;
                uint64_t l_382_ = (_e997 - _e998);
                l_mut_127_ = l_382_;
                uint64_t _e1000 = l_mut_127_;
                bool l_383_ = (_e1000 < l_255_);
                if (l_383_) {
                    l_mut_262_ = false;
                } else {
                    uint _e1003 = l_mut_258_;
                    uint l_384_ = (l_13_ - _e1003);
                    uint _e1005 = l_mut_67_;
                    uint l_385_ = naga_div(l_384_, _e1005);
                    l_mut_304_ = 0u;
                    l_mut_355_ = false;
                    uint64_t _e1009 = l_mut_158_;
                    bool l_386_ = (_e1009 == 0uL);
                    if (l_386_) {
                        l_mut_304_ = l_385_;
                    } else {
                        bool _e1012 = l_mut_355_;
                        if (_e1012) {
                            uint64_t _e1013 = l_mut_158_;
                            uint64_t _e1014 = l_mut_212_;
                            bool l_387_ = (_e1013 < _e1014);
                            if (l_387_) {
                                uint64_t _e1016 = l_mut_212_;
                                uint64_t l_388_ = (_e1016 - 1uL);
                                uint64_t _e1019 = l_mut_158_;
                                uint64_t l_389_ = naga_div(l_388_, _e1019);
                                uint64_t l_390_ = uint64_t(l_385_);
                                bool l_391_ = (l_389_ < l_390_);
                                uint64_t l_392_ = uint64_t(l_385_);
                                uint64_t l_393_ = (l_391_ ? l_389_ : l_392_);
                                uint l_394_ = uint(l_393_);
                                l_mut_304_ = l_394_;
                            }
                        } else {
                            uint64_t _e1027 = l_mut_212_;
                            l_mut_301_ = _e1027;
                            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                                uint64_t _e1028 = l_mut_158_;
                                uint64_t _e1029 = l_mut_301_;
                                bool l_395_ = (_e1028 < _e1029);
                                uint _e1031 = l_mut_304_;
                                uint _e1032 = l_mut_67_;
                                uint l_396_ = (_e1031 * _e1032);
                                uint _e1034 = l_mut_258_;
                                uint l_397_ = (_e1034 + l_396_);
                                uint _e1036 = l_mut_67_;
                                uint l_398_ = (l_397_ + _e1036);
                                bool l_399_ = (l_398_ < l_13_);
                                if (l_395_) {
                                    local_2 = l_399_;
                                } else {
                                    local_2 = false;
                                }
                                bool l_400_ = local_2;
                                bool l_401_ = !(l_400_);
                                if (l_401_) {
                                    break;
                                }
                                uint64_t _e1044 = l_mut_301_;
                                uint64_t _e1045 = l_mut_158_;
                                uint64_t l_402_ = (_e1044 - _e1045);
                                l_mut_301_ = l_402_;
                                uint _e1047 = l_mut_304_;
                                l_mut_304_ = (_e1047 + 1u);
                            }
                        }
                    }
                    uint _e1050 = l_mut_67_;
                    uint _e1051 = l_mut_258_;
                    uint l_403_ = (_e1050 + _e1051);
                    uint _e1053 = l_mut_304_;
                    uint _e1054 = l_mut_67_;
                    uint l_404_ = (_e1053 * _e1054);
                    uint l_405_ = (l_403_ + l_404_);
                    bool l_406_ = (l_405_ >= l_13_);
                    if (l_406_) {
                        l_mut_259_ = true;
                        l_mut_262_ = false;
                    } else {
                        uint _e1060 = l_mut_304_;
                        uint64_t l_407_ = uint64_t(_e1060);
                        uint64_t _e1062 = l_mut_158_;
                        uint64_t l_408_ = (_e1062 * l_407_);
                        uint64_t _e1064 = l_mut_212_;
                        uint64_t l_409_ = (_e1064 - l_408_);
                        l_mut_212_ = l_409_;
                        uint _e1066 = l_mut_304_;
                        uint _e1067 = l_mut_67_;
                        uint l_410_ = (_e1066 * _e1067);
                        uint _e1069 = l_mut_258_;
                        l_mut_258_ = (_e1069 + l_410_);
                        uint64_t _e1071 = l_mut_158_;
                        uint64_t _e1072 = l_mut_212_;
                        uint64_t l_411_ = (_e1071 - _e1072);
                        l_mut_158_ = l_411_;
                        uint _e1074 = l_mut_67_;
                        uint _e1075 = l_mut_258_;
                        l_mut_67_ = (_e1074 + _e1075);
                    }
                }
            }
        }
        bool _e1077 = l_mut_259_;
        bool l_412_ = !(_e1077);
        if (l_412_) {
            uint l_1275_ = asuint(info.Load(20+0));
            uint l_1276_ = (l_1275_ * 1u);
            uint l_1277_ = (l_1276_ - 1u);
            uint l_1278_ = min(0u, l_1277_);
            uint _e1092; buffer_5_global.InterlockedAdd(l_1278_*4, 1u, _e1092);
            uint l_415_ = naga_div(l_13_, 8u);
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            l_mut_258_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2278 = l_mut_416_;
                    l_mut_416_ = (_e2278 + 1u);
                }
                loop_init = false;
                uint _e1100 = l_mut_416_;
                if ((_e1100 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1103 = l_mut_416_;
                    uint l_417_ = (_e1103 * l_415_);
                    bool l_418_ = (l_417_ < l_74_);
                    uint l_419_ = naga_div(l_13_, 8u);
                    uint _e1108 = l_mut_416_;
                    uint l_420_ = (_e1108 * l_419_);
                    uint l_421_ = (l_420_ + l_420_);
                    uint64_t l_422_ = (l_102_ >> uint(63uL));
                    bool l_423_ = (l_422_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_423_) {
                        uint64_t l_425_ = (0uL - l_102_);
                        l_mut_301_ = l_425_;
                    }
                    uint64_t l_426_ = uint64_t(l_421_);
                    uint64_t _e1120 = l_mut_301_;
                    uint64_t l_427_ = (_e1120 & 4294967295uL);
                    uint64_t l_428_ = (l_427_ * l_426_);
                    uint64_t _e1124 = l_mut_301_;
                    uint64_t l_429_ = (_e1124 >> uint(32uL));
                    uint64_t l_430_ = (l_429_ * l_426_);
                    uint64_t l_431_ = (l_430_ << uint(32uL));
                    uint64_t l_432_ = (l_428_ + l_431_);
                    uint64_t l_433_ = (l_430_ >> uint(32uL));
                    bool l_434_ = (l_432_ < l_428_);
                    uint64_t l_435_ = uint64_t(l_434_);
                    uint64_t l_436_ = (l_433_ + l_435_);
                    l_mut_301_ = l_432_;
                    bool l_437_ = (l_24_ == 64u);
                    if (l_437_) {
                        l_mut_301_ = l_436_;
                    } else {
                        bool l_438_ = (l_24_ > 0u);
                        if (l_438_) {
                            uint l_439_ = (64u - l_24_);
                            uint64_t l_440_ = uint64_t(l_439_);
                            uint64_t l_441_ = (l_436_ << uint(l_440_));
                            uint64_t l_442_ = uint64_t(l_24_);
                            uint64_t l_443_ = (l_432_ >> uint(l_442_));
                            uint64_t l_444_ = (l_441_ | l_443_);
                            l_mut_301_ = l_444_;
                        }
                    }
                    uint64_t _e1157 = l_mut_301_;
                    l_mut_284_ = _e1157;
                    if (l_423_) {
                        uint64_t _e1159 = l_mut_284_;
                        uint64_t l_446_ = (0uL - _e1159);
                        l_mut_284_ = l_446_;
                    }
                    uint64_t _e1161 = l_mut_284_;
                    uint64_t l_447_ = (l_84_ + _e1161);
                    uint64_t l_448_ = uint64_t(l_420_);
                    uint64_t l_449_ = (l_84_ * l_448_);
                    uint64_t l_450_ = (l_93_ + l_449_);
                    l_mut_301_ = 0uL;
                    bool l_452_ = (l_420_ < 65536u);
                    if (l_452_) {
                        uint l_453_ = (l_420_ * l_420_);
                        uint64_t l_454_ = (l_102_ >> uint(63uL));
                        bool l_455_ = (l_454_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_455_) {
                            uint64_t l_457_ = (0uL - l_102_);
                            l_mut_284_ = l_457_;
                        }
                        uint64_t l_458_ = uint64_t(l_453_);
                        uint64_t _e1179 = l_mut_284_;
                        uint64_t l_459_ = (_e1179 & 4294967295uL);
                        uint64_t l_460_ = (l_459_ * l_458_);
                        uint64_t _e1183 = l_mut_284_;
                        uint64_t l_461_ = (_e1183 >> uint(32uL));
                        uint64_t l_462_ = (l_461_ * l_458_);
                        uint64_t l_463_ = (l_462_ << uint(32uL));
                        uint64_t l_464_ = (l_460_ + l_463_);
                        uint64_t l_465_ = (l_462_ >> uint(32uL));
                        bool l_466_ = (l_464_ < l_460_);
                        uint64_t l_467_ = uint64_t(l_466_);
                        uint64_t l_468_ = (l_465_ + l_467_);
                        l_mut_284_ = l_464_;
                        bool l_469_ = (l_24_ == 64u);
                        if (l_469_) {
                            l_mut_284_ = l_468_;
                        } else {
                            bool l_470_ = (l_24_ > 0u);
                            if (l_470_) {
                                uint l_471_ = (64u - l_24_);
                                uint64_t l_472_ = uint64_t(l_471_);
                                uint64_t l_473_ = (l_468_ << uint(l_472_));
                                uint64_t l_474_ = uint64_t(l_24_);
                                uint64_t l_475_ = (l_464_ >> uint(l_474_));
                                uint64_t l_476_ = (l_473_ | l_475_);
                                l_mut_284_ = l_476_;
                            }
                        }
                        uint64_t _e1216 = l_mut_284_;
                        l_mut_212_ = _e1216;
                        if (l_455_) {
                            uint64_t _e1218 = l_mut_212_;
                            uint64_t l_478_ = (0uL - _e1218);
                            l_mut_212_ = l_478_;
                        }
                        uint64_t _e1220 = l_mut_212_;
                        l_mut_301_ = _e1220;
                    } else {
                        uint64_t l_479_ = (l_102_ >> uint(63uL));
                        bool l_480_ = (l_479_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_480_) {
                            uint64_t l_482_ = (0uL - l_102_);
                            l_mut_284_ = l_482_;
                        }
                        uint64_t l_483_ = uint64_t(l_420_);
                        uint64_t _e1230 = l_mut_284_;
                        uint64_t l_484_ = (_e1230 & 4294967295uL);
                        uint64_t l_485_ = (l_484_ * l_483_);
                        uint64_t _e1234 = l_mut_284_;
                        uint64_t l_486_ = (_e1234 >> uint(32uL));
                        uint64_t l_487_ = (l_486_ * l_483_);
                        uint64_t l_488_ = (l_487_ << uint(32uL));
                        uint64_t l_489_ = (l_485_ + l_488_);
                        uint64_t l_490_ = (l_487_ >> uint(32uL));
                        bool l_491_ = (l_489_ < l_485_);
                        uint64_t l_492_ = uint64_t(l_491_);
                        uint64_t l_493_ = (l_490_ + l_492_);
                        l_mut_212_ = l_489_;
                        if (false) {
                            l_mut_212_ = l_493_;
                        } else {
                            if (false) {
                                uint64_t l_497_ = (l_493_ << uint(64uL));
                                uint64_t l_499_ = (l_489_ >> uint(0uL));
                                uint64_t l_500_ = (l_497_ | l_499_);
                                l_mut_212_ = l_500_;
                            }
                        }
                        uint64_t l_501_ = uint64_t(l_420_);
                        uint64_t _e1264 = l_mut_284_;
                        uint64_t l_502_ = (_e1264 & 4294967295uL);
                        uint64_t l_503_ = (l_502_ * l_501_);
                        uint64_t _e1268 = l_mut_284_;
                        uint64_t l_504_ = (_e1268 >> uint(32uL));
                        uint64_t l_505_ = (l_504_ * l_501_);
                        uint64_t l_506_ = (l_505_ << uint(32uL));
                        uint64_t l_507_ = (l_503_ + l_506_);
                        uint64_t l_508_ = (l_505_ >> uint(32uL));
                        bool l_509_ = (l_507_ < l_503_);
                        uint64_t l_510_ = uint64_t(l_509_);
                        uint64_t l_511_ = (l_508_ + l_510_);
                        l_mut_284_ = l_507_;
                        if (true) {
                            l_mut_284_ = l_511_;
                        } else {
                            if (true) {
                                uint64_t l_515_ = (l_511_ << uint(0uL));
                                uint64_t l_517_ = (l_507_ >> uint(64uL));
                                uint64_t l_518_ = (l_515_ | l_517_);
                                l_mut_284_ = l_518_;
                            }
                        }
                        uint64_t l_519_ = uint64_t(l_420_);
                        uint64_t _e1298 = l_mut_212_;
                        uint64_t l_520_ = (_e1298 & 4294967295uL);
                        uint64_t l_521_ = (l_520_ * l_519_);
                        uint64_t _e1302 = l_mut_212_;
                        uint64_t l_522_ = (_e1302 >> uint(32uL));
                        uint64_t l_523_ = (l_522_ * l_519_);
                        uint64_t l_524_ = (l_523_ << uint(32uL));
                        uint64_t l_525_ = (l_521_ + l_524_);
                        uint64_t l_526_ = (l_523_ >> uint(32uL));
                        bool l_527_ = (l_525_ < l_521_);
                        uint64_t l_528_ = uint64_t(l_527_);
                        uint64_t l_529_ = (l_526_ + l_528_);
                        l_mut_158_ = l_525_;
                        if (false) {
                            l_mut_158_ = l_529_;
                        } else {
                            if (false) {
                                uint64_t l_533_ = (l_529_ << uint(64uL));
                                uint64_t l_535_ = (l_525_ >> uint(0uL));
                                uint64_t l_536_ = (l_533_ | l_535_);
                                l_mut_158_ = l_536_;
                            }
                        }
                        uint64_t l_537_ = uint64_t(l_420_);
                        uint64_t _e1332 = l_mut_212_;
                        uint64_t l_538_ = (_e1332 & 4294967295uL);
                        uint64_t l_539_ = (l_538_ * l_537_);
                        uint64_t _e1336 = l_mut_212_;
                        uint64_t l_540_ = (_e1336 >> uint(32uL));
                        uint64_t l_541_ = (l_540_ * l_537_);
                        uint64_t l_542_ = (l_541_ << uint(32uL));
                        uint64_t l_543_ = (l_539_ + l_542_);
                        uint64_t l_544_ = (l_541_ >> uint(32uL));
                        bool l_545_ = (l_543_ < l_539_);
                        uint64_t l_546_ = uint64_t(l_545_);
                        uint64_t l_547_ = (l_544_ + l_546_);
                        l_mut_212_ = l_543_;
                        if (true) {
                            l_mut_212_ = l_547_;
                        } else {
                            if (true) {
                                uint64_t l_551_ = (l_547_ << uint(0uL));
                                uint64_t l_553_ = (l_543_ >> uint(64uL));
                                uint64_t l_554_ = (l_551_ | l_553_);
                                l_mut_212_ = l_554_;
                            }
                        }
                        uint64_t l_555_ = uint64_t(l_420_);
                        uint64_t _e1366 = l_mut_284_;
                        uint64_t l_556_ = (_e1366 * l_555_);
                        uint64_t _e1368 = l_mut_212_;
                        uint64_t l_557_ = (_e1368 + l_556_);
                        uint64_t _e1370 = l_mut_158_;
                        l_mut_301_ = _e1370;
                        bool l_558_ = (l_24_ == 64u);
                        if (l_558_) {
                            l_mut_301_ = l_557_;
                        } else {
                            bool l_559_ = (l_24_ > 0u);
                            if (l_559_) {
                                uint l_560_ = (64u - l_24_);
                                uint64_t l_561_ = uint64_t(l_560_);
                                uint64_t l_562_ = (l_557_ << uint(l_561_));
                                uint64_t l_563_ = uint64_t(l_24_);
                                uint64_t _e1382 = l_mut_158_;
                                uint64_t l_564_ = (_e1382 >> uint(l_563_));
                                uint64_t l_565_ = (l_562_ + l_564_);
                                l_mut_301_ = l_565_;
                            }
                        }
                        if (l_480_) {
                            uint64_t _e1388 = l_mut_301_;
                            uint64_t l_567_ = (0uL - _e1388);
                            l_mut_301_ = l_567_;
                        }
                    }
                    uint64_t _e1390 = l_mut_301_;
                    uint64_t l_568_ = (l_450_ + _e1390);
                    uint64_t l_569_ = (l_102_ >> uint(63uL));
                    bool l_570_ = (l_569_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_570_) {
                        uint64_t l_572_ = (0uL - l_102_);
                        l_mut_301_ = l_572_;
                    }
                    uint64_t l_573_ = uint64_t(l_419_);
                    uint64_t _e1401 = l_mut_301_;
                    uint64_t l_574_ = (_e1401 & 4294967295uL);
                    uint64_t l_575_ = (l_574_ * l_573_);
                    uint64_t _e1405 = l_mut_301_;
                    uint64_t l_576_ = (_e1405 >> uint(32uL));
                    uint64_t l_577_ = (l_576_ * l_573_);
                    uint64_t l_578_ = (l_577_ << uint(32uL));
                    uint64_t l_579_ = (l_575_ + l_578_);
                    uint64_t l_580_ = (l_577_ >> uint(32uL));
                    bool l_581_ = (l_579_ < l_575_);
                    uint64_t l_582_ = uint64_t(l_581_);
                    uint64_t l_583_ = (l_580_ + l_582_);
                    l_mut_301_ = l_579_;
                    bool l_584_ = (l_24_ == 64u);
                    if (l_584_) {
                        l_mut_301_ = l_583_;
                    } else {
                        bool l_585_ = (l_24_ > 0u);
                        if (l_585_) {
                            uint l_586_ = (64u - l_24_);
                            uint64_t l_587_ = uint64_t(l_586_);
                            uint64_t l_588_ = (l_583_ << uint(l_587_));
                            uint64_t l_589_ = uint64_t(l_24_);
                            uint64_t l_590_ = (l_579_ >> uint(l_589_));
                            uint64_t l_591_ = (l_588_ | l_590_);
                            l_mut_301_ = l_591_;
                        }
                    }
                    uint64_t _e1438 = l_mut_301_;
                    l_mut_284_ = _e1438;
                    if (l_570_) {
                        uint64_t _e1440 = l_mut_284_;
                        uint64_t l_593_ = (0uL - _e1440);
                        l_mut_284_ = l_593_;
                    }
                    uint64_t _e1442 = l_mut_284_;
                    uint64_t l_594_ = (l_447_ + _e1442);
                    uint l_595_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_597_ = (l_419_ < 65536u);
                    if (l_597_) {
                        uint l_598_ = (l_419_ * l_419_);
                        uint64_t l_599_ = (l_102_ >> uint(63uL));
                        bool l_600_ = (l_599_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_600_) {
                            uint64_t l_602_ = (0uL - l_102_);
                            l_mut_284_ = l_602_;
                        }
                        uint64_t l_603_ = uint64_t(l_598_);
                        uint64_t _e1459 = l_mut_284_;
                        uint64_t l_604_ = (_e1459 & 4294967295uL);
                        uint64_t l_605_ = (l_604_ * l_603_);
                        uint64_t _e1463 = l_mut_284_;
                        uint64_t l_606_ = (_e1463 >> uint(32uL));
                        uint64_t l_607_ = (l_606_ * l_603_);
                        uint64_t l_608_ = (l_607_ << uint(32uL));
                        uint64_t l_609_ = (l_605_ + l_608_);
                        uint64_t l_610_ = (l_607_ >> uint(32uL));
                        bool l_611_ = (l_609_ < l_605_);
                        uint64_t l_612_ = uint64_t(l_611_);
                        uint64_t l_613_ = (l_610_ + l_612_);
                        l_mut_284_ = l_609_;
                        bool l_614_ = (l_595_ == 64u);
                        if (l_614_) {
                            l_mut_284_ = l_613_;
                        } else {
                            bool l_615_ = (l_595_ > 0u);
                            if (l_615_) {
                                uint l_616_ = (64u - l_595_);
                                uint64_t l_617_ = uint64_t(l_616_);
                                uint64_t l_618_ = (l_613_ << uint(l_617_));
                                uint64_t l_619_ = uint64_t(l_595_);
                                uint64_t l_620_ = (l_609_ >> uint(l_619_));
                                uint64_t l_621_ = (l_618_ | l_620_);
                                l_mut_284_ = l_621_;
                            }
                        }
                        uint64_t _e1496 = l_mut_284_;
                        l_mut_212_ = _e1496;
                        if (l_600_) {
                            uint64_t _e1498 = l_mut_212_;
                            uint64_t l_623_ = (0uL - _e1498);
                            l_mut_212_ = l_623_;
                        }
                        uint64_t _e1500 = l_mut_212_;
                        l_mut_301_ = _e1500;
                    } else {
                        uint64_t l_624_ = (l_102_ >> uint(63uL));
                        bool l_625_ = (l_624_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_625_) {
                            uint64_t l_627_ = (0uL - l_102_);
                            l_mut_284_ = l_627_;
                        }
                        uint64_t l_628_ = uint64_t(l_419_);
                        uint64_t _e1510 = l_mut_284_;
                        uint64_t l_629_ = (_e1510 & 4294967295uL);
                        uint64_t l_630_ = (l_629_ * l_628_);
                        uint64_t _e1514 = l_mut_284_;
                        uint64_t l_631_ = (_e1514 >> uint(32uL));
                        uint64_t l_632_ = (l_631_ * l_628_);
                        uint64_t l_633_ = (l_632_ << uint(32uL));
                        uint64_t l_634_ = (l_630_ + l_633_);
                        uint64_t l_635_ = (l_632_ >> uint(32uL));
                        bool l_636_ = (l_634_ < l_630_);
                        uint64_t l_637_ = uint64_t(l_636_);
                        uint64_t l_638_ = (l_635_ + l_637_);
                        l_mut_212_ = l_634_;
                        if (false) {
                            l_mut_212_ = l_638_;
                        } else {
                            if (false) {
                                uint64_t l_642_ = (l_638_ << uint(64uL));
                                uint64_t l_644_ = (l_634_ >> uint(0uL));
                                uint64_t l_645_ = (l_642_ | l_644_);
                                l_mut_212_ = l_645_;
                            }
                        }
                        uint64_t l_646_ = uint64_t(l_419_);
                        uint64_t _e1544 = l_mut_284_;
                        uint64_t l_647_ = (_e1544 & 4294967295uL);
                        uint64_t l_648_ = (l_647_ * l_646_);
                        uint64_t _e1548 = l_mut_284_;
                        uint64_t l_649_ = (_e1548 >> uint(32uL));
                        uint64_t l_650_ = (l_649_ * l_646_);
                        uint64_t l_651_ = (l_650_ << uint(32uL));
                        uint64_t l_652_ = (l_648_ + l_651_);
                        uint64_t l_653_ = (l_650_ >> uint(32uL));
                        bool l_654_ = (l_652_ < l_648_);
                        uint64_t l_655_ = uint64_t(l_654_);
                        uint64_t l_656_ = (l_653_ + l_655_);
                        l_mut_284_ = l_652_;
                        if (true) {
                            l_mut_284_ = l_656_;
                        } else {
                            if (true) {
                                uint64_t l_660_ = (l_656_ << uint(0uL));
                                uint64_t l_662_ = (l_652_ >> uint(64uL));
                                uint64_t l_663_ = (l_660_ | l_662_);
                                l_mut_284_ = l_663_;
                            }
                        }
                        uint64_t l_664_ = uint64_t(l_419_);
                        uint64_t _e1578 = l_mut_212_;
                        uint64_t l_665_ = (_e1578 & 4294967295uL);
                        uint64_t l_666_ = (l_665_ * l_664_);
                        uint64_t _e1582 = l_mut_212_;
                        uint64_t l_667_ = (_e1582 >> uint(32uL));
                        uint64_t l_668_ = (l_667_ * l_664_);
                        uint64_t l_669_ = (l_668_ << uint(32uL));
                        uint64_t l_670_ = (l_666_ + l_669_);
                        uint64_t l_671_ = (l_668_ >> uint(32uL));
                        bool l_672_ = (l_670_ < l_666_);
                        uint64_t l_673_ = uint64_t(l_672_);
                        uint64_t l_674_ = (l_671_ + l_673_);
                        l_mut_158_ = l_670_;
                        if (false) {
                            l_mut_158_ = l_674_;
                        } else {
                            if (false) {
                                uint64_t l_678_ = (l_674_ << uint(64uL));
                                uint64_t l_680_ = (l_670_ >> uint(0uL));
                                uint64_t l_681_ = (l_678_ | l_680_);
                                l_mut_158_ = l_681_;
                            }
                        }
                        uint64_t l_682_ = uint64_t(l_419_);
                        uint64_t _e1612 = l_mut_212_;
                        uint64_t l_683_ = (_e1612 & 4294967295uL);
                        uint64_t l_684_ = (l_683_ * l_682_);
                        uint64_t _e1616 = l_mut_212_;
                        uint64_t l_685_ = (_e1616 >> uint(32uL));
                        uint64_t l_686_ = (l_685_ * l_682_);
                        uint64_t l_687_ = (l_686_ << uint(32uL));
                        uint64_t l_688_ = (l_684_ + l_687_);
                        uint64_t l_689_ = (l_686_ >> uint(32uL));
                        bool l_690_ = (l_688_ < l_684_);
                        uint64_t l_691_ = uint64_t(l_690_);
                        uint64_t l_692_ = (l_689_ + l_691_);
                        l_mut_212_ = l_688_;
                        if (true) {
                            l_mut_212_ = l_692_;
                        } else {
                            if (true) {
                                uint64_t l_696_ = (l_692_ << uint(0uL));
                                uint64_t l_698_ = (l_688_ >> uint(64uL));
                                uint64_t l_699_ = (l_696_ | l_698_);
                                l_mut_212_ = l_699_;
                            }
                        }
                        uint64_t l_700_ = uint64_t(l_419_);
                        uint64_t _e1646 = l_mut_284_;
                        uint64_t l_701_ = (_e1646 * l_700_);
                        uint64_t _e1648 = l_mut_212_;
                        uint64_t l_702_ = (_e1648 + l_701_);
                        uint64_t _e1650 = l_mut_158_;
                        l_mut_301_ = _e1650;
                        bool l_703_ = (l_595_ == 64u);
                        if (l_703_) {
                            l_mut_301_ = l_702_;
                        } else {
                            bool l_704_ = (l_595_ > 0u);
                            if (l_704_) {
                                uint l_705_ = (64u - l_595_);
                                uint64_t l_706_ = uint64_t(l_705_);
                                uint64_t l_707_ = (l_702_ << uint(l_706_));
                                uint64_t l_708_ = uint64_t(l_595_);
                                uint64_t _e1662 = l_mut_158_;
                                uint64_t l_709_ = (_e1662 >> uint(l_708_));
                                uint64_t l_710_ = (l_707_ + l_709_);
                                l_mut_301_ = l_710_;
                            }
                        }
                        if (l_625_) {
                            uint64_t _e1668 = l_mut_301_;
                            uint64_t l_712_ = (0uL - _e1668);
                            l_mut_301_ = l_712_;
                        }
                    }
                    uint64_t _e1670 = l_mut_301_;
                    uint64_t l_713_ = (l_568_ - _e1670);
                    uint64_t l_714_ = (l_713_ + l_42_);
                    uint64_t l_716_ = (0uL - l_594_);
                    uint64_t l_717_ = (l_42_ + l_42_);
                    l_mut_301_ = l_716_;
                    uint64_t l_719_ = (0uL - l_716_);
                    l_mut_284_ = l_719_;
                    l_mut_212_ = l_714_;
                    l_mut_67_ = 1u;
                    l_mut_720_ = 1u;
                    l_mut_355_ = false;
                    uint64_t _e1681 = l_mut_212_;
                    bool l_721_ = (_e1681 < l_717_);
                    bool l_722_ = !(l_721_);
                    l_mut_350_ = l_722_;
                    bool l_723_ = (l_716_ == 0uL);
                    if (l_723_) {
                        bool _e1686 = l_mut_350_;
                        l_mut_355_ = _e1686;
                        l_mut_350_ = false;
                    }
                    bool _e1688 = l_mut_350_;
                    if (_e1688) {
                        uint64_t l_724_ = (l_716_ >> uint(63uL));
                        bool l_725_ = (l_724_ == 1uL);
                        l_mut_158_ = l_716_;
                        if (l_725_) {
                            uint64_t l_727_ = (0uL - l_716_);
                            l_mut_158_ = l_727_;
                        }
                        uint l_728_ = (l_419_ - 1u);
                        uint64_t l_729_ = uint64_t(l_728_);
                        uint64_t _e1700 = l_mut_158_;
                        uint64_t l_730_ = (_e1700 * l_729_);
                        l_mut_731_ = 0u;
                        uint l_732_ = (l_419_ - 1u);
                        uint64_t l_733_ = uint64_t(l_732_);
                        uint64_t _e1706 = l_mut_158_;
                        uint64_t l_734_ = (_e1706 & 4294967295uL);
                        uint64_t l_735_ = (l_734_ * l_733_);
                        uint64_t _e1710 = l_mut_158_;
                        uint64_t l_736_ = (_e1710 >> uint(32uL));
                        uint64_t l_737_ = (l_736_ * l_733_);
                        uint64_t l_738_ = (l_737_ << uint(32uL));
                        uint64_t l_739_ = (l_735_ + l_738_);
                        uint64_t l_740_ = (l_737_ >> uint(32uL));
                        bool l_741_ = (l_739_ < l_735_);
                        uint64_t l_742_ = uint64_t(l_741_);
                        uint64_t l_743_ = (l_740_ + l_742_);
                        l_mut_127_ = l_739_;
                        if (true) {
                            l_mut_127_ = l_743_;
                        } else {
                            if (true) {
                                uint64_t l_747_ = (l_743_ << uint(0uL));
                                uint64_t l_749_ = (l_739_ >> uint(64uL));
                                uint64_t l_750_ = (l_747_ | l_749_);
                                l_mut_127_ = l_750_;
                            }
                        }
                        uint64_t _e1739 = l_mut_127_;
                        bool l_751_ = (_e1739 == 0uL);
                        if (l_751_) {
                            l_mut_127_ = l_714_;
                            if (l_725_) {
                                uint64_t l_753_ = (0uL - l_714_);
                                bool l_754_ = (l_714_ == 0uL);
                                bool l_755_ = !(l_754_);
                                bool l_756_ = (l_730_ < l_753_);
                                bool l_757_ = !(l_756_);
                                if (l_755_) {
                                    local_3 = l_757_;
                                } else {
                                    local_3 = false;
                                }
                                bool l_758_ = local_3;
                                if (l_758_) {
                                    uint l_759_ = (l_419_ - 1u);
                                    l_mut_105_ = l_753_;
                                    uint64_t _e1755 = l_mut_158_;
                                    bool l_760_ = (l_753_ < _e1755);
                                    bool l_761_ = !(l_760_);
                                    if (l_761_) {
                                        l_mut_762_ = 0u;
                                        uint64_t _e1759 = l_mut_158_;
                                        bool l_763_ = (_e1759 < l_753_);
                                        if (l_763_) {
                                            uint64_t l_764_ = (l_753_ - 1uL);
                                            uint64_t _e1763 = l_mut_158_;
                                            uint64_t l_765_ = naga_div(l_764_, _e1763);
                                            uint64_t l_766_ = uint64_t(l_759_);
                                            bool l_767_ = (l_765_ < l_766_);
                                            uint64_t l_768_ = uint64_t(l_759_);
                                            uint64_t l_769_ = (l_767_ ? l_765_ : l_768_);
                                            uint l_770_ = uint(l_769_);
                                            l_mut_762_ = l_770_;
                                        }
                                        uint _e1771 = l_mut_762_;
                                        uint64_t l_771_ = uint64_t(_e1771);
                                        uint64_t _e1773 = l_mut_158_;
                                        uint64_t l_772_ = (_e1773 * l_771_);
                                        uint64_t l_773_ = (l_753_ - l_772_);
                                        l_mut_105_ = l_773_;
                                        uint64_t _e1776 = l_mut_105_;
                                        uint64_t _e1777 = l_mut_158_;
                                        bool l_774_ = (_e1776 < _e1777);
                                        bool l_775_ = !(l_774_);
                                        if (l_775_) {
                                            uint64_t _e1780 = l_mut_105_;
                                            uint64_t _e1781 = l_mut_158_;
                                            uint64_t l_776_ = (_e1780 - _e1781);
                                            l_mut_105_ = l_776_;
                                        }
                                    }
                                    uint64_t _e1783 = l_mut_158_;
                                    uint64_t _e1784 = l_mut_105_;
                                    uint64_t l_777_ = (_e1783 - _e1784);
                                    l_mut_105_ = l_777_;
                                    uint64_t _e1786 = l_mut_158_;
                                    bool l_778_ = (l_777_ < _e1786);
                                    bool l_779_ = !(l_778_);
                                    if (l_779_) {
                                        uint64_t _e1789 = l_mut_158_;
                                        uint64_t l_780_ = (l_777_ - _e1789);
                                        l_mut_105_ = l_780_;
                                    }
                                    uint64_t _e1791 = l_mut_105_;
                                    uint64_t _e1792 = l_mut_127_;
                                    bool l_781_ = (_e1791 < _e1792);
                                    if (l_781_) {
                                        uint64_t _e1794 = l_mut_105_;
                                        l_mut_127_ = _e1794;
                                    }
                                }
                            } else {
                                uint64_t l_782_ = (l_714_ - l_730_);
                                l_mut_127_ = l_782_;
                                bool l_783_ = (l_714_ < l_730_);
                                if (l_783_) {
                                    uint l_784_ = (l_419_ - 1u);
                                    l_mut_105_ = l_714_;
                                    uint64_t _e1799 = l_mut_158_;
                                    bool l_785_ = (l_714_ < _e1799);
                                    bool l_786_ = !(l_785_);
                                    if (l_786_) {
                                        l_mut_762_ = 0u;
                                        uint64_t _e1803 = l_mut_158_;
                                        bool l_787_ = (_e1803 < l_714_);
                                        if (l_787_) {
                                            uint64_t l_788_ = (l_714_ - 1uL);
                                            uint64_t _e1807 = l_mut_158_;
                                            uint64_t l_789_ = naga_div(l_788_, _e1807);
                                            uint64_t l_790_ = uint64_t(l_784_);
                                            bool l_791_ = (l_789_ < l_790_);
                                            uint64_t l_792_ = uint64_t(l_784_);
                                            uint64_t l_793_ = (l_791_ ? l_789_ : l_792_);
                                            uint l_794_ = uint(l_793_);
                                            l_mut_762_ = l_794_;
                                        }
                                        uint _e1815 = l_mut_762_;
                                        uint64_t l_795_ = uint64_t(_e1815);
                                        uint64_t _e1817 = l_mut_158_;
                                        uint64_t l_796_ = (_e1817 * l_795_);
                                        uint64_t l_797_ = (l_714_ - l_796_);
                                        l_mut_105_ = l_797_;
                                        uint64_t _e1820 = l_mut_105_;
                                        uint64_t _e1821 = l_mut_158_;
                                        bool l_798_ = (_e1820 < _e1821);
                                        bool l_799_ = !(l_798_);
                                        if (l_799_) {
                                            uint64_t _e1824 = l_mut_105_;
                                            uint64_t _e1825 = l_mut_158_;
                                            uint64_t l_800_ = (_e1824 - _e1825);
                                            l_mut_105_ = l_800_;
                                        }
                                    }
                                    uint64_t _e1827 = l_mut_105_;
                                    uint64_t _e1828 = l_mut_127_;
                                    bool l_801_ = (_e1827 < _e1828);
                                    if (l_801_) {
                                        uint64_t _e1830 = l_mut_105_;
                                        l_mut_127_ = _e1830;
                                    }
                                }
                            }
                            uint64_t _e1831 = l_mut_127_;
                            bool l_802_ = (_e1831 < l_717_);
                            bool l_803_ = !(l_802_);
                            uint l_804_ = uint(l_803_);
                            uint l_805_ = (2u - l_804_);
                            l_mut_731_ = l_805_;
                        }
                        uint _e1837 = l_mut_731_;
                        bool l_806_ = (_e1837 > 0u);
                        if (l_806_) {
                            uint _e1840 = l_mut_731_;
                            bool l_807_ = (_e1840 == 1u);
                            l_mut_355_ = l_807_;
                            l_mut_350_ = false;
                        }
                    }
                    l_mut_262_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1845 = l_mut_350_;
                        bool l_808_ = !(_e1845);
                        if (l_808_) {
                            break;
                        }
                        uint64_t _e1847 = l_mut_212_;
                        uint64_t _e1848 = l_mut_301_;
                        bool l_809_ = (_e1847 < _e1848);
                        if (l_809_) {
                            uint _e1850 = l_mut_67_;
                            uint l_810_ = (l_419_ - _e1850);
                            uint _e1852 = l_mut_720_;
                            uint l_811_ = naga_div(l_810_, _e1852);
                            l_mut_762_ = 0u;
                            l_mut_259_ = false;
                            uint64_t _e1856 = l_mut_301_;
                            bool l_812_ = (_e1856 == 0uL);
                            if (l_812_) {
                                l_mut_762_ = l_811_;
                            } else {
                                bool _e1859 = l_mut_259_;
                                if (_e1859) {
                                    uint64_t _e1860 = l_mut_301_;
                                    uint64_t _e1861 = l_mut_284_;
                                    bool l_813_ = (_e1860 < _e1861);
                                    if (l_813_) {
                                        uint64_t _e1863 = l_mut_284_;
                                        uint64_t l_814_ = (_e1863 - 1uL);
                                        uint64_t _e1866 = l_mut_301_;
                                        uint64_t l_815_ = naga_div(l_814_, _e1866);
                                        uint64_t l_816_ = uint64_t(l_811_);
                                        bool l_817_ = (l_815_ < l_816_);
                                        uint64_t l_818_ = uint64_t(l_811_);
                                        uint64_t l_819_ = (l_817_ ? l_815_ : l_818_);
                                        uint l_820_ = uint(l_819_);
                                        l_mut_762_ = l_820_;
                                    }
                                } else {
                                    uint64_t _e1874 = l_mut_284_;
                                    l_mut_158_ = _e1874;
                                    uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                        loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                        uint64_t _e1875 = l_mut_301_;
                                        uint64_t _e1876 = l_mut_158_;
                                        bool l_821_ = (_e1875 < _e1876);
                                        uint _e1878 = l_mut_762_;
                                        uint _e1879 = l_mut_720_;
                                        uint l_822_ = (_e1878 * _e1879);
                                        uint _e1881 = l_mut_67_;
                                        uint l_823_ = (_e1881 + l_822_);
                                        uint _e1883 = l_mut_720_;
                                        uint l_824_ = (l_823_ + _e1883);
                                        bool l_825_ = (l_824_ < l_419_);
                                        if (l_821_) {
                                            local_4 = l_825_;
                                        } else {
                                            local_4 = false;
                                        }
                                        bool l_826_ = local_4;
                                        bool l_827_ = !(l_826_);
                                        if (l_827_) {
                                            break;
                                        }
                                        uint64_t _e1891 = l_mut_158_;
                                        uint64_t _e1892 = l_mut_301_;
                                        uint64_t l_828_ = (_e1891 - _e1892);
                                        l_mut_158_ = l_828_;
                                        uint _e1894 = l_mut_762_;
                                        l_mut_762_ = (_e1894 + 1u);
                                    }
                                }
                            }
                            uint _e1897 = l_mut_762_;
                            uint _e1898 = l_mut_720_;
                            uint l_829_ = (_e1897 * _e1898);
                            uint _e1900 = l_mut_67_;
                            uint l_830_ = (_e1900 + l_829_);
                            uint _e1902 = l_mut_720_;
                            uint l_831_ = (l_830_ + _e1902);
                            bool l_832_ = (l_831_ >= l_419_);
                            if (l_832_) {
                                l_mut_355_ = true;
                                l_mut_350_ = false;
                            } else {
                                uint _e1907 = l_mut_762_;
                                uint64_t l_833_ = uint64_t(_e1907);
                                uint64_t _e1909 = l_mut_301_;
                                uint64_t l_834_ = (_e1909 * l_833_);
                                uint64_t _e1911 = l_mut_284_;
                                uint64_t l_835_ = (_e1911 - l_834_);
                                l_mut_284_ = l_835_;
                                uint _e1913 = l_mut_762_;
                                uint _e1914 = l_mut_720_;
                                uint l_836_ = (_e1913 * _e1914);
                                uint _e1916 = l_mut_67_;
                                l_mut_67_ = (_e1916 + l_836_);
                                uint64_t _e1918 = l_mut_301_;
                                uint64_t _e1919 = l_mut_284_;
                                uint64_t l_837_ = (_e1918 - _e1919);
                                l_mut_301_ = l_837_;
                                uint _e1921 = l_mut_720_;
                                uint _e1922 = l_mut_67_;
                                l_mut_720_ = (_e1921 + _e1922);
                            }
                        } else {
                            uint64_t _e1924 = l_mut_212_;
                            uint64_t _e1925 = l_mut_301_;
                            uint64_t l_838_ = (_e1924 - _e1925);
                            l_mut_212_ = l_838_;
                            uint64_t _e1927 = l_mut_212_;
                            bool l_839_ = (_e1927 < l_717_);
                            if (l_839_) {
                                l_mut_350_ = false;
                            } else {
                                uint _e1930 = l_mut_720_;
                                uint l_840_ = (l_419_ - _e1930);
                                uint _e1932 = l_mut_67_;
                                uint l_841_ = naga_div(l_840_, _e1932);
                                l_mut_762_ = 0u;
                                l_mut_259_ = false;
                                uint64_t _e1936 = l_mut_284_;
                                bool l_842_ = (_e1936 == 0uL);
                                if (l_842_) {
                                    l_mut_762_ = l_841_;
                                } else {
                                    bool _e1939 = l_mut_259_;
                                    if (_e1939) {
                                        uint64_t _e1940 = l_mut_284_;
                                        uint64_t _e1941 = l_mut_301_;
                                        bool l_843_ = (_e1940 < _e1941);
                                        if (l_843_) {
                                            uint64_t _e1943 = l_mut_301_;
                                            uint64_t l_844_ = (_e1943 - 1uL);
                                            uint64_t _e1946 = l_mut_284_;
                                            uint64_t l_845_ = naga_div(l_844_, _e1946);
                                            uint64_t l_846_ = uint64_t(l_841_);
                                            bool l_847_ = (l_845_ < l_846_);
                                            uint64_t l_848_ = uint64_t(l_841_);
                                            uint64_t l_849_ = (l_847_ ? l_845_ : l_848_);
                                            uint l_850_ = uint(l_849_);
                                            l_mut_762_ = l_850_;
                                        }
                                    } else {
                                        uint64_t _e1954 = l_mut_301_;
                                        l_mut_158_ = _e1954;
                                        uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                            loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                            uint64_t _e1955 = l_mut_284_;
                                            uint64_t _e1956 = l_mut_158_;
                                            bool l_851_ = (_e1955 < _e1956);
                                            uint _e1958 = l_mut_762_;
                                            uint _e1959 = l_mut_67_;
                                            uint l_852_ = (_e1958 * _e1959);
                                            uint _e1961 = l_mut_720_;
                                            uint l_853_ = (_e1961 + l_852_);
                                            uint _e1963 = l_mut_67_;
                                            uint l_854_ = (l_853_ + _e1963);
                                            bool l_855_ = (l_854_ < l_419_);
                                            if (l_851_) {
                                                local_5 = l_855_;
                                            } else {
                                                local_5 = false;
                                            }
                                            bool l_856_ = local_5;
                                            bool l_857_ = !(l_856_);
                                            if (l_857_) {
                                                break;
                                            }
                                            uint64_t _e1971 = l_mut_158_;
                                            uint64_t _e1972 = l_mut_284_;
                                            uint64_t l_858_ = (_e1971 - _e1972);
                                            l_mut_158_ = l_858_;
                                            uint _e1974 = l_mut_762_;
                                            l_mut_762_ = (_e1974 + 1u);
                                        }
                                    }
                                }
                                uint _e1977 = l_mut_67_;
                                uint _e1978 = l_mut_720_;
                                uint l_859_ = (_e1977 + _e1978);
                                uint _e1980 = l_mut_762_;
                                uint _e1981 = l_mut_67_;
                                uint l_860_ = (_e1980 * _e1981);
                                uint l_861_ = (l_859_ + l_860_);
                                bool l_862_ = (l_861_ >= l_419_);
                                if (l_862_) {
                                    l_mut_355_ = true;
                                    l_mut_350_ = false;
                                } else {
                                    uint _e1987 = l_mut_762_;
                                    uint64_t l_863_ = uint64_t(_e1987);
                                    uint64_t _e1989 = l_mut_284_;
                                    uint64_t l_864_ = (_e1989 * l_863_);
                                    uint64_t _e1991 = l_mut_301_;
                                    uint64_t l_865_ = (_e1991 - l_864_);
                                    l_mut_301_ = l_865_;
                                    uint _e1993 = l_mut_762_;
                                    uint _e1994 = l_mut_67_;
                                    uint l_866_ = (_e1993 * _e1994);
                                    uint _e1996 = l_mut_720_;
                                    l_mut_720_ = (_e1996 + l_866_);
                                    uint64_t _e1998 = l_mut_284_;
                                    uint64_t _e1999 = l_mut_301_;
                                    uint64_t l_867_ = (_e1998 - _e1999);
                                    l_mut_284_ = l_867_;
                                    uint _e2001 = l_mut_67_;
                                    uint _e2002 = l_mut_720_;
                                    l_mut_67_ = (_e2001 + _e2002);
                                }
                            }
                        }
                    }
                    bool _e2004 = l_mut_355_;
                    bool l_868_ = !(_e2004);
                    if (l_418_) {
                        local_6 = l_868_;
                    } else {
                        local_6 = false;
                    }
                    bool l_869_ = local_6;
                    if (l_869_) {
                        uint _e2011 = l_mut_416_;
                        uint l_870_ = (1u << _e2011);
                        uint _e2013 = l_mut_304_;
                        l_mut_304_ = (_e2013 | l_870_);
                        uint _e2015 = l_mut_271_;
                        l_mut_271_ = (_e2015 + 1u);
                        uint l_871_ = (l_417_ + l_415_);
                        uint l_872_ = min(l_871_, l_74_);
                        l_mut_762_ = 0u;
                        l_mut_873_ = l_417_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2272 = l_mut_873_;
                                l_mut_873_ = (_e2272 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2022 = l_mut_873_;
                            if ((_e2022 < l_872_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2024 = l_mut_873_;
                                uint64_t l_874_ = uint64_t(_e2024);
                                uint64_t l_875_ = (l_84_ * l_874_);
                                uint64_t l_876_ = (l_93_ + l_875_);
                                l_mut_301_ = 0uL;
                                uint _e2029 = l_mut_873_;
                                bool l_878_ = (_e2029 < 65536u);
                                if (l_878_) {
                                    uint _e2032 = l_mut_873_;
                                    uint _e2033 = l_mut_873_;
                                    uint l_879_ = (_e2032 * _e2033);
                                    uint64_t l_880_ = (l_102_ >> uint(63uL));
                                    bool l_881_ = (l_880_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_881_) {
                                        uint64_t l_883_ = (0uL - l_102_);
                                        l_mut_284_ = l_883_;
                                    }
                                    uint64_t l_884_ = uint64_t(l_879_);
                                    uint64_t _e2044 = l_mut_284_;
                                    uint64_t l_885_ = (_e2044 & 4294967295uL);
                                    uint64_t l_886_ = (l_885_ * l_884_);
                                    uint64_t _e2048 = l_mut_284_;
                                    uint64_t l_887_ = (_e2048 >> uint(32uL));
                                    uint64_t l_888_ = (l_887_ * l_884_);
                                    uint64_t l_889_ = (l_888_ << uint(32uL));
                                    uint64_t l_890_ = (l_886_ + l_889_);
                                    uint64_t l_891_ = (l_888_ >> uint(32uL));
                                    bool l_892_ = (l_890_ < l_886_);
                                    uint64_t l_893_ = uint64_t(l_892_);
                                    uint64_t l_894_ = (l_891_ + l_893_);
                                    l_mut_284_ = l_890_;
                                    bool l_895_ = (l_24_ == 64u);
                                    if (l_895_) {
                                        l_mut_284_ = l_894_;
                                    } else {
                                        bool l_896_ = (l_24_ > 0u);
                                        if (l_896_) {
                                            uint l_897_ = (64u - l_24_);
                                            uint64_t l_898_ = uint64_t(l_897_);
                                            uint64_t l_899_ = (l_894_ << uint(l_898_));
                                            uint64_t l_900_ = uint64_t(l_24_);
                                            uint64_t l_901_ = (l_890_ >> uint(l_900_));
                                            uint64_t l_902_ = (l_899_ | l_901_);
                                            l_mut_284_ = l_902_;
                                        }
                                    }
                                    uint64_t _e2081 = l_mut_284_;
                                    l_mut_212_ = _e2081;
                                    if (l_881_) {
                                        uint64_t _e2083 = l_mut_212_;
                                        uint64_t l_904_ = (0uL - _e2083);
                                        l_mut_212_ = l_904_;
                                    }
                                    uint64_t _e2085 = l_mut_212_;
                                    l_mut_301_ = _e2085;
                                } else {
                                    uint64_t l_905_ = (l_102_ >> uint(63uL));
                                    bool l_906_ = (l_905_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_906_) {
                                        uint64_t l_908_ = (0uL - l_102_);
                                        l_mut_284_ = l_908_;
                                    }
                                    uint _e2094 = l_mut_873_;
                                    uint64_t l_909_ = uint64_t(_e2094);
                                    uint64_t _e2096 = l_mut_284_;
                                    uint64_t l_910_ = (_e2096 & 4294967295uL);
                                    uint64_t l_911_ = (l_910_ * l_909_);
                                    uint64_t _e2100 = l_mut_284_;
                                    uint64_t l_912_ = (_e2100 >> uint(32uL));
                                    uint64_t l_913_ = (l_912_ * l_909_);
                                    uint64_t l_914_ = (l_913_ << uint(32uL));
                                    uint64_t l_915_ = (l_911_ + l_914_);
                                    uint64_t l_916_ = (l_913_ >> uint(32uL));
                                    bool l_917_ = (l_915_ < l_911_);
                                    uint64_t l_918_ = uint64_t(l_917_);
                                    uint64_t l_919_ = (l_916_ + l_918_);
                                    l_mut_212_ = l_915_;
                                    if (false) {
                                        l_mut_212_ = l_919_;
                                    } else {
                                        if (false) {
                                            uint64_t l_923_ = (l_919_ << uint(64uL));
                                            uint64_t l_925_ = (l_915_ >> uint(0uL));
                                            uint64_t l_926_ = (l_923_ | l_925_);
                                            l_mut_212_ = l_926_;
                                        }
                                    }
                                    uint _e2129 = l_mut_873_;
                                    uint64_t l_927_ = uint64_t(_e2129);
                                    uint64_t _e2131 = l_mut_284_;
                                    uint64_t l_928_ = (_e2131 & 4294967295uL);
                                    uint64_t l_929_ = (l_928_ * l_927_);
                                    uint64_t _e2135 = l_mut_284_;
                                    uint64_t l_930_ = (_e2135 >> uint(32uL));
                                    uint64_t l_931_ = (l_930_ * l_927_);
                                    uint64_t l_932_ = (l_931_ << uint(32uL));
                                    uint64_t l_933_ = (l_929_ + l_932_);
                                    uint64_t l_934_ = (l_931_ >> uint(32uL));
                                    bool l_935_ = (l_933_ < l_929_);
                                    uint64_t l_936_ = uint64_t(l_935_);
                                    uint64_t l_937_ = (l_934_ + l_936_);
                                    l_mut_284_ = l_933_;
                                    if (true) {
                                        l_mut_284_ = l_937_;
                                    } else {
                                        if (true) {
                                            uint64_t l_941_ = (l_937_ << uint(0uL));
                                            uint64_t l_943_ = (l_933_ >> uint(64uL));
                                            uint64_t l_944_ = (l_941_ | l_943_);
                                            l_mut_284_ = l_944_;
                                        }
                                    }
                                    uint _e2164 = l_mut_873_;
                                    uint64_t l_945_ = uint64_t(_e2164);
                                    uint64_t _e2166 = l_mut_212_;
                                    uint64_t l_946_ = (_e2166 & 4294967295uL);
                                    uint64_t l_947_ = (l_946_ * l_945_);
                                    uint64_t _e2170 = l_mut_212_;
                                    uint64_t l_948_ = (_e2170 >> uint(32uL));
                                    uint64_t l_949_ = (l_948_ * l_945_);
                                    uint64_t l_950_ = (l_949_ << uint(32uL));
                                    uint64_t l_951_ = (l_947_ + l_950_);
                                    uint64_t l_952_ = (l_949_ >> uint(32uL));
                                    bool l_953_ = (l_951_ < l_947_);
                                    uint64_t l_954_ = uint64_t(l_953_);
                                    uint64_t l_955_ = (l_952_ + l_954_);
                                    l_mut_158_ = l_951_;
                                    if (false) {
                                        l_mut_158_ = l_955_;
                                    } else {
                                        if (false) {
                                            uint64_t l_959_ = (l_955_ << uint(64uL));
                                            uint64_t l_961_ = (l_951_ >> uint(0uL));
                                            uint64_t l_962_ = (l_959_ | l_961_);
                                            l_mut_158_ = l_962_;
                                        }
                                    }
                                    uint _e2199 = l_mut_873_;
                                    uint64_t l_963_ = uint64_t(_e2199);
                                    uint64_t _e2201 = l_mut_212_;
                                    uint64_t l_964_ = (_e2201 & 4294967295uL);
                                    uint64_t l_965_ = (l_964_ * l_963_);
                                    uint64_t _e2205 = l_mut_212_;
                                    uint64_t l_966_ = (_e2205 >> uint(32uL));
                                    uint64_t l_967_ = (l_966_ * l_963_);
                                    uint64_t l_968_ = (l_967_ << uint(32uL));
                                    uint64_t l_969_ = (l_965_ + l_968_);
                                    uint64_t l_970_ = (l_967_ >> uint(32uL));
                                    bool l_971_ = (l_969_ < l_965_);
                                    uint64_t l_972_ = uint64_t(l_971_);
                                    uint64_t l_973_ = (l_970_ + l_972_);
                                    l_mut_212_ = l_969_;
                                    if (true) {
                                        l_mut_212_ = l_973_;
                                    } else {
                                        if (true) {
                                            uint64_t l_977_ = (l_973_ << uint(0uL));
                                            uint64_t l_979_ = (l_969_ >> uint(64uL));
                                            uint64_t l_980_ = (l_977_ | l_979_);
                                            l_mut_212_ = l_980_;
                                        }
                                    }
                                    uint _e2234 = l_mut_873_;
                                    uint64_t l_981_ = uint64_t(_e2234);
                                    uint64_t _e2236 = l_mut_284_;
                                    uint64_t l_982_ = (_e2236 * l_981_);
                                    uint64_t _e2238 = l_mut_212_;
                                    uint64_t l_983_ = (_e2238 + l_982_);
                                    uint64_t _e2240 = l_mut_158_;
                                    l_mut_301_ = _e2240;
                                    bool l_984_ = (l_24_ == 64u);
                                    if (l_984_) {
                                        l_mut_301_ = l_983_;
                                    } else {
                                        bool l_985_ = (l_24_ > 0u);
                                        if (l_985_) {
                                            uint l_986_ = (64u - l_24_);
                                            uint64_t l_987_ = uint64_t(l_986_);
                                            uint64_t l_988_ = (l_983_ << uint(l_987_));
                                            uint64_t l_989_ = uint64_t(l_24_);
                                            uint64_t _e2252 = l_mut_158_;
                                            uint64_t l_990_ = (_e2252 >> uint(l_989_));
                                            uint64_t l_991_ = (l_988_ + l_990_);
                                            l_mut_301_ = l_991_;
                                        }
                                    }
                                    if (l_906_) {
                                        uint64_t _e2258 = l_mut_301_;
                                        uint64_t l_993_ = (0uL - _e2258);
                                        l_mut_301_ = l_993_;
                                    }
                                }
                                uint64_t _e2260 = l_mut_301_;
                                uint64_t l_994_ = (l_876_ + _e2260);
                                uint64_t l_996_ = (0uL - l_994_);
                                l_mut_301_ = l_996_;
                                uint64_t _e2264 = l_mut_301_;
                                bool l_997_ = (l_994_ < _e2264);
                                if (l_997_) {
                                    l_mut_301_ = l_994_;
                                }
                                uint64_t _e2266 = l_mut_301_;
                                bool l_998_ = (_e2266 < l_51_);
                                uint l_999_ = uint(l_998_);
                                uint _e2269 = l_mut_762_;
                                l_mut_762_ = (_e2269 + l_999_);
                            }
                        }
                        uint _e2274 = l_mut_258_;
                        uint _e2275 = l_mut_762_;
                        l_mut_258_ = (_e2274 + _e2275);
                    }
                }
            }
            uint _e2280 = l_mut_271_;
            bool l_1000_ = (_e2280 > 0u);
            if (l_1000_) {
                uint l_1280_ = asuint(info.Load(20+0));
                uint l_1281_ = (l_1280_ * 1u);
                uint l_1282_ = (l_1281_ - 1u);
                uint l_1283_ = min(1u, l_1282_);
                uint _e2295 = l_mut_271_;
                uint _e2296; buffer_5_global.InterlockedAdd(l_1283_*4, _e2295, _e2296);
            }
            uint _e2297 = l_mut_258_;
            bool l_1003_ = (_e2297 > 0u);
            if (l_1003_) {
                uint l_1285_ = asuint(info.Load(20+0));
                uint l_1286_ = (l_1285_ * 1u);
                uint l_1287_ = (l_1286_ - 1u);
                uint l_1288_ = min(2u, l_1287_);
                uint _e2312 = l_mut_258_;
                uint _e2313; buffer_5_global.InterlockedAdd(l_1288_*4, _e2312, _e2313);
                l_mut_762_ = _e2313;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2617 = l_mut_1006_;
                        l_mut_1006_ = (_e2617 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2316 = l_mut_1006_;
                    if ((_e2316 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2319 = l_mut_304_;
                        uint _e2320 = l_mut_1006_;
                        uint l_1007_ = (_e2319 >> _e2320);
                        uint l_1008_ = (l_1007_ & 1u);
                        bool l_1009_ = (l_1008_ == 1u);
                        if (l_1009_) {
                            uint _e2326 = l_mut_1006_;
                            uint l_1010_ = (_e2326 * l_415_);
                            uint l_1011_ = (l_1010_ + l_415_);
                            uint l_1012_ = min(l_1011_, l_74_);
                            uint _e2330 = l_mut_762_;
                            l_mut_731_ = _e2330;
                            l_mut_1013_ = l_1010_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2613 = l_mut_1013_;
                                    l_mut_1013_ = (_e2613 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2332 = l_mut_1013_;
                                if ((_e2332 < l_1012_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2334 = l_mut_1013_;
                                    uint64_t l_1014_ = uint64_t(_e2334);
                                    uint64_t l_1015_ = (l_84_ * l_1014_);
                                    uint64_t l_1016_ = (l_93_ + l_1015_);
                                    l_mut_301_ = 0uL;
                                    uint _e2339 = l_mut_1013_;
                                    bool l_1018_ = (_e2339 < 65536u);
                                    if (l_1018_) {
                                        uint _e2342 = l_mut_1013_;
                                        uint _e2343 = l_mut_1013_;
                                        uint l_1019_ = (_e2342 * _e2343);
                                        uint64_t l_1020_ = (l_102_ >> uint(63uL));
                                        bool l_1021_ = (l_1020_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1021_) {
                                            uint64_t l_1023_ = (0uL - l_102_);
                                            l_mut_284_ = l_1023_;
                                        }
                                        uint64_t l_1024_ = uint64_t(l_1019_);
                                        uint64_t _e2354 = l_mut_284_;
                                        uint64_t l_1025_ = (_e2354 & 4294967295uL);
                                        uint64_t l_1026_ = (l_1025_ * l_1024_);
                                        uint64_t _e2358 = l_mut_284_;
                                        uint64_t l_1027_ = (_e2358 >> uint(32uL));
                                        uint64_t l_1028_ = (l_1027_ * l_1024_);
                                        uint64_t l_1029_ = (l_1028_ << uint(32uL));
                                        uint64_t l_1030_ = (l_1026_ + l_1029_);
                                        uint64_t l_1031_ = (l_1028_ >> uint(32uL));
                                        bool l_1032_ = (l_1030_ < l_1026_);
                                        uint64_t l_1033_ = uint64_t(l_1032_);
                                        uint64_t l_1034_ = (l_1031_ + l_1033_);
                                        l_mut_284_ = l_1030_;
                                        bool l_1035_ = (l_24_ == 64u);
                                        if (l_1035_) {
                                            l_mut_284_ = l_1034_;
                                        } else {
                                            bool l_1036_ = (l_24_ > 0u);
                                            if (l_1036_) {
                                                uint l_1037_ = (64u - l_24_);
                                                uint64_t l_1038_ = uint64_t(l_1037_);
                                                uint64_t l_1039_ = (l_1034_ << uint(l_1038_));
                                                uint64_t l_1040_ = uint64_t(l_24_);
                                                uint64_t l_1041_ = (l_1030_ >> uint(l_1040_));
                                                uint64_t l_1042_ = (l_1039_ | l_1041_);
                                                l_mut_284_ = l_1042_;
                                            }
                                        }
                                        uint64_t _e2391 = l_mut_284_;
                                        l_mut_212_ = _e2391;
                                        if (l_1021_) {
                                            uint64_t _e2393 = l_mut_212_;
                                            uint64_t l_1044_ = (0uL - _e2393);
                                            l_mut_212_ = l_1044_;
                                        }
                                        uint64_t _e2395 = l_mut_212_;
                                        l_mut_301_ = _e2395;
                                    } else {
                                        uint64_t l_1045_ = (l_102_ >> uint(63uL));
                                        bool l_1046_ = (l_1045_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1046_) {
                                            uint64_t l_1048_ = (0uL - l_102_);
                                            l_mut_284_ = l_1048_;
                                        }
                                        uint _e2404 = l_mut_1013_;
                                        uint64_t l_1049_ = uint64_t(_e2404);
                                        uint64_t _e2406 = l_mut_284_;
                                        uint64_t l_1050_ = (_e2406 & 4294967295uL);
                                        uint64_t l_1051_ = (l_1050_ * l_1049_);
                                        uint64_t _e2410 = l_mut_284_;
                                        uint64_t l_1052_ = (_e2410 >> uint(32uL));
                                        uint64_t l_1053_ = (l_1052_ * l_1049_);
                                        uint64_t l_1054_ = (l_1053_ << uint(32uL));
                                        uint64_t l_1055_ = (l_1051_ + l_1054_);
                                        uint64_t l_1056_ = (l_1053_ >> uint(32uL));
                                        bool l_1057_ = (l_1055_ < l_1051_);
                                        uint64_t l_1058_ = uint64_t(l_1057_);
                                        uint64_t l_1059_ = (l_1056_ + l_1058_);
                                        l_mut_212_ = l_1055_;
                                        if (false) {
                                            l_mut_212_ = l_1059_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1063_ = (l_1059_ << uint(64uL));
                                                uint64_t l_1065_ = (l_1055_ >> uint(0uL));
                                                uint64_t l_1066_ = (l_1063_ | l_1065_);
                                                l_mut_212_ = l_1066_;
                                            }
                                        }
                                        uint _e2439 = l_mut_1013_;
                                        uint64_t l_1067_ = uint64_t(_e2439);
                                        uint64_t _e2441 = l_mut_284_;
                                        uint64_t l_1068_ = (_e2441 & 4294967295uL);
                                        uint64_t l_1069_ = (l_1068_ * l_1067_);
                                        uint64_t _e2445 = l_mut_284_;
                                        uint64_t l_1070_ = (_e2445 >> uint(32uL));
                                        uint64_t l_1071_ = (l_1070_ * l_1067_);
                                        uint64_t l_1072_ = (l_1071_ << uint(32uL));
                                        uint64_t l_1073_ = (l_1069_ + l_1072_);
                                        uint64_t l_1074_ = (l_1071_ >> uint(32uL));
                                        bool l_1075_ = (l_1073_ < l_1069_);
                                        uint64_t l_1076_ = uint64_t(l_1075_);
                                        uint64_t l_1077_ = (l_1074_ + l_1076_);
                                        l_mut_284_ = l_1073_;
                                        if (true) {
                                            l_mut_284_ = l_1077_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1081_ = (l_1077_ << uint(0uL));
                                                uint64_t l_1083_ = (l_1073_ >> uint(64uL));
                                                uint64_t l_1084_ = (l_1081_ | l_1083_);
                                                l_mut_284_ = l_1084_;
                                            }
                                        }
                                        uint _e2474 = l_mut_1013_;
                                        uint64_t l_1085_ = uint64_t(_e2474);
                                        uint64_t _e2476 = l_mut_212_;
                                        uint64_t l_1086_ = (_e2476 & 4294967295uL);
                                        uint64_t l_1087_ = (l_1086_ * l_1085_);
                                        uint64_t _e2480 = l_mut_212_;
                                        uint64_t l_1088_ = (_e2480 >> uint(32uL));
                                        uint64_t l_1089_ = (l_1088_ * l_1085_);
                                        uint64_t l_1090_ = (l_1089_ << uint(32uL));
                                        uint64_t l_1091_ = (l_1087_ + l_1090_);
                                        uint64_t l_1092_ = (l_1089_ >> uint(32uL));
                                        bool l_1093_ = (l_1091_ < l_1087_);
                                        uint64_t l_1094_ = uint64_t(l_1093_);
                                        uint64_t l_1095_ = (l_1092_ + l_1094_);
                                        l_mut_158_ = l_1091_;
                                        if (false) {
                                            l_mut_158_ = l_1095_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1099_ = (l_1095_ << uint(64uL));
                                                uint64_t l_1101_ = (l_1091_ >> uint(0uL));
                                                uint64_t l_1102_ = (l_1099_ | l_1101_);
                                                l_mut_158_ = l_1102_;
                                            }
                                        }
                                        uint _e2509 = l_mut_1013_;
                                        uint64_t l_1103_ = uint64_t(_e2509);
                                        uint64_t _e2511 = l_mut_212_;
                                        uint64_t l_1104_ = (_e2511 & 4294967295uL);
                                        uint64_t l_1105_ = (l_1104_ * l_1103_);
                                        uint64_t _e2515 = l_mut_212_;
                                        uint64_t l_1106_ = (_e2515 >> uint(32uL));
                                        uint64_t l_1107_ = (l_1106_ * l_1103_);
                                        uint64_t l_1108_ = (l_1107_ << uint(32uL));
                                        uint64_t l_1109_ = (l_1105_ + l_1108_);
                                        uint64_t l_1110_ = (l_1107_ >> uint(32uL));
                                        bool l_1111_ = (l_1109_ < l_1105_);
                                        uint64_t l_1112_ = uint64_t(l_1111_);
                                        uint64_t l_1113_ = (l_1110_ + l_1112_);
                                        l_mut_212_ = l_1109_;
                                        if (true) {
                                            l_mut_212_ = l_1113_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1117_ = (l_1113_ << uint(0uL));
                                                uint64_t l_1119_ = (l_1109_ >> uint(64uL));
                                                uint64_t l_1120_ = (l_1117_ | l_1119_);
                                                l_mut_212_ = l_1120_;
                                            }
                                        }
                                        uint _e2544 = l_mut_1013_;
                                        uint64_t l_1121_ = uint64_t(_e2544);
                                        uint64_t _e2546 = l_mut_284_;
                                        uint64_t l_1122_ = (_e2546 * l_1121_);
                                        uint64_t _e2548 = l_mut_212_;
                                        uint64_t l_1123_ = (_e2548 + l_1122_);
                                        uint64_t _e2550 = l_mut_158_;
                                        l_mut_301_ = _e2550;
                                        bool l_1124_ = (l_24_ == 64u);
                                        if (l_1124_) {
                                            l_mut_301_ = l_1123_;
                                        } else {
                                            bool l_1125_ = (l_24_ > 0u);
                                            if (l_1125_) {
                                                uint l_1126_ = (64u - l_24_);
                                                uint64_t l_1127_ = uint64_t(l_1126_);
                                                uint64_t l_1128_ = (l_1123_ << uint(l_1127_));
                                                uint64_t l_1129_ = uint64_t(l_24_);
                                                uint64_t _e2562 = l_mut_158_;
                                                uint64_t l_1130_ = (_e2562 >> uint(l_1129_));
                                                uint64_t l_1131_ = (l_1128_ + l_1130_);
                                                l_mut_301_ = l_1131_;
                                            }
                                        }
                                        if (l_1046_) {
                                            uint64_t _e2568 = l_mut_301_;
                                            uint64_t l_1133_ = (0uL - _e2568);
                                            l_mut_301_ = l_1133_;
                                        }
                                    }
                                    uint64_t _e2570 = l_mut_301_;
                                    uint64_t l_1134_ = (l_1016_ + _e2570);
                                    uint64_t l_1136_ = (0uL - l_1134_);
                                    l_mut_301_ = l_1136_;
                                    uint64_t _e2574 = l_mut_301_;
                                    bool l_1137_ = (l_1134_ < _e2574);
                                    if (l_1137_) {
                                        l_mut_301_ = l_1134_;
                                    }
                                    uint64_t _e2576 = l_mut_301_;
                                    bool l_1138_ = (_e2576 < l_51_);
                                    if (l_1138_) {
                                        uint _e2578 = l_mut_731_;
                                        uint l_1139_ = (_e2578 * 2u);
                                        uint l_1140_ = (l_1139_ + 1u);
                                        uint l_1141_ = asuint(info.Load(40+0));
                                        bool l_1142_ = (l_1140_ < l_1141_);
                                        if (l_1142_) {
                                            uint l_1290_ = asuint(info.Load(16+0));
                                            uint l_1291_ = (l_1290_ * 1u);
                                            bool l_1292_ = (l_1139_ < l_1291_);
                                            if (l_1292_) {
                                                buffer_4_global.Store(l_1139_*4, asuint(id));
                                            }
                                            uint l_1143_ = (l_1139_ + 1u);
                                            uint l_1293_ = asuint(info.Load(16+0));
                                            uint l_1294_ = (l_1293_ * 1u);
                                            bool l_1295_ = (l_1143_ < l_1294_);
                                            if (l_1295_) {
                                                uint _e2608 = l_mut_1013_;
                                                buffer_4_global.Store(l_1143_*4, asuint(_e2608));
                                            }
                                        }
                                        uint _e2609 = l_mut_731_;
                                        l_mut_731_ = (_e2609 + 1u);
                                    }
                                }
                            }
                            uint _e2615 = l_mut_731_;
                            l_mut_762_ = _e2615;
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
