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
    bool l_mut_347_ = (bool)0;
    uint l_mut_370_ = (uint)0;
    uint l_mut_371_ = (uint)0;
    uint64_t l_mut_397_ = (uint64_t)0;
    uint l_mut_49_ = (uint)0;
    uint l_mut_774_ = (uint)0;
    uint l_mut_849_ = (uint)0;
    uint l_mut_850_ = (uint)0;
    uint64_t l_mut_87_ = (uint64_t)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_423_ = 0u;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    uint l_mut_902_ = (uint)0;
    uint l_mut_1035_ = 0u;
    uint l_mut_1042_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1229_ = asuint(info.Load(20+0));
        uint l_1230_ = (l_1229_ * 1u);
        uint l_1231_ = (l_1230_ - 1u);
        uint l_1232_ = min(3u, l_1231_);
        uint _e60; buffer_5_global.InterlockedAdd(l_1232_*4, 1u, _e60);
    }
    uint l_1173_ = asuint(info.Load(12+0));
    uint l_1174_ = (l_1173_ * 1u);
    bool l_1175_ = (0u < l_1174_);
    uint l_1176_ = (l_1174_ - 1u);
    uint l_1177_ = min(0u, l_1176_);
    uint l_1178_ = asuint(buffer_3_global.Load(l_1177_*4));
    uint l_4_ = (l_1175_ ? l_1178_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1180_ = asuint(info.Load(12+0));
    uint l_1181_ = (l_1180_ * 1u);
    bool l_1182_ = (l_7_ < l_1181_);
    uint l_1183_ = (l_1181_ - 1u);
    uint l_1184_ = min(l_7_, l_1183_);
    uint l_1185_ = asuint(buffer_3_global.Load(l_1184_*4));
    uint l_8_ = (l_1182_ ? l_1185_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1187_ = asuint(info.Load(12+0));
    uint l_1188_ = (l_1187_ * 1u);
    bool l_1189_ = (2u < l_1188_);
    uint l_1190_ = (l_1188_ - 1u);
    uint l_1191_ = min(2u, l_1190_);
    uint l_1192_ = asuint(buffer_3_global.Load(l_1191_*4));
    uint l_15_ = (l_1189_ ? l_1192_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1194_ = asuint(info.Load(12+0));
    uint l_1195_ = (l_1194_ * 1u);
    bool l_1196_ = (l_18_ < l_1195_);
    uint l_1197_ = (l_1195_ - 1u);
    uint l_1198_ = min(l_18_, l_1197_);
    uint l_1199_ = asuint(buffer_3_global.Load(l_1198_*4));
    uint l_19_ = (l_1196_ ? l_1199_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1201_ = asuint(info.Load(12+0));
    uint l_1202_ = (l_1201_ * 1u);
    bool l_1203_ = (4u < l_1202_);
    uint l_1204_ = (l_1202_ - 1u);
    uint l_1205_ = min(4u, l_1204_);
    uint l_1206_ = asuint(buffer_3_global.Load(l_1205_*4));
    uint l_26_ = (l_1203_ ? l_1206_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1208_ = asuint(info.Load(12+0));
    uint l_1209_ = (l_1208_ * 1u);
    bool l_1210_ = (l_29_ < l_1209_);
    uint l_1211_ = (l_1209_ - 1u);
    uint l_1212_ = min(l_29_, l_1211_);
    uint l_1213_ = asuint(buffer_3_global.Load(l_1212_*4));
    uint l_30_ = (l_1210_ ? l_1213_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1215_ = asuint(info.Load(12+0));
    uint l_1216_ = (l_1215_ * 1u);
    bool l_1217_ = (6u < l_1216_);
    uint l_1218_ = (l_1216_ - 1u);
    uint l_1219_ = min(6u, l_1218_);
    uint l_1220_ = asuint(buffer_3_global.Load(l_1219_*4));
    uint l_35_ = (l_1217_ ? l_1220_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1222_ = asuint(info.Load(12+0));
    uint l_1223_ = (l_1222_ * 1u);
    bool l_1224_ = (l_38_ < l_1223_);
    uint l_1225_ = (l_1223_ - 1u);
    uint l_1226_ = min(l_38_, l_1225_);
    uint l_1227_ = asuint(buffer_3_global.Load(l_1226_*4));
    uint l_39_ = (l_1224_ ? l_1227_ : 0u);
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
        uint l_1234_ = asuint(info.Load(0+0));
        uint l_1235_ = (l_1234_ * 1u);
        bool l_1236_ = (l_58_ < l_1235_);
        uint l_1237_ = (l_1235_ - 1u);
        uint l_1238_ = min(l_58_, l_1237_);
        uint l_1239_ = asuint(buffer_0_global.Load(l_1238_*4));
        uint l_59_ = (l_1236_ ? l_1239_ : 0u);
        uint64_t l_60_ = uint64_t(l_59_);
        uint l_61_ = (2u * id);
        uint l_62_ = (l_61_ + 1u);
        uint l_1241_ = asuint(info.Load(0+0));
        uint l_1242_ = (l_1241_ * 1u);
        bool l_1243_ = (l_62_ < l_1242_);
        uint l_1244_ = (l_1242_ - 1u);
        uint l_1245_ = min(l_62_, l_1244_);
        uint l_1246_ = asuint(buffer_0_global.Load(l_1245_*4));
        uint l_63_ = (l_1243_ ? l_1246_ : 0u);
        uint64_t l_64_ = uint64_t(l_63_);
        uint64_t l_65_ = (l_64_ << uint(32uL));
        uint64_t l_66_ = (l_60_ | l_65_);
        uint l_67_ = (2u * id);
        uint l_1248_ = asuint(info.Load(4+0));
        uint l_1249_ = (l_1248_ * 1u);
        bool l_1250_ = (l_67_ < l_1249_);
        uint l_1251_ = (l_1249_ - 1u);
        uint l_1252_ = min(l_67_, l_1251_);
        uint l_1253_ = asuint(buffer_1_global.Load(l_1252_*4));
        uint l_68_ = (l_1250_ ? l_1253_ : 0u);
        uint64_t l_69_ = uint64_t(l_68_);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1255_ = asuint(info.Load(4+0));
        uint l_1256_ = (l_1255_ * 1u);
        bool l_1257_ = (l_71_ < l_1256_);
        uint l_1258_ = (l_1256_ - 1u);
        uint l_1259_ = min(l_71_, l_1258_);
        uint l_1260_ = asuint(buffer_1_global.Load(l_1259_*4));
        uint l_72_ = (l_1257_ ? l_1260_ : 0u);
        uint64_t l_73_ = uint64_t(l_72_);
        uint64_t l_74_ = (l_73_ << uint(32uL));
        uint64_t l_75_ = (l_69_ | l_74_);
        uint l_76_ = (2u * id);
        uint l_1262_ = asuint(info.Load(8+0));
        uint l_1263_ = (l_1262_ * 1u);
        bool l_1264_ = (l_76_ < l_1263_);
        uint l_1265_ = (l_1263_ - 1u);
        uint l_1266_ = min(l_76_, l_1265_);
        uint l_1267_ = asuint(buffer_2_global.Load(l_1266_*4));
        uint l_77_ = (l_1264_ ? l_1267_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1269_ = asuint(info.Load(8+0));
        uint l_1270_ = (l_1269_ * 1u);
        bool l_1271_ = (l_80_ < l_1270_);
        uint l_1272_ = (l_1270_ - 1u);
        uint l_1273_ = min(l_80_, l_1272_);
        uint l_1274_ = asuint(buffer_2_global.Load(l_1273_*4));
        uint l_81_ = (l_1271_ ? l_1274_ : 0u);
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
            uint64_t _e856 = l_mut_194_;
            l_mut_290_ = _e856;
            bool _e857 = l_mut_339_;
            if (_e857) {
                uint64_t _e858 = l_mut_140_;
                l_mut_290_ = _e858;
            }
            uint64_t _e859 = l_mut_109_;
            uint64_t _e860 = l_mut_290_;
            bool l_341_ = (_e859 < _e860);
            bool l_342_ = !(l_341_);
            bool _e863 = l_mut_339_;
            bool l_343_ = (l_342_ != _e863);
            if (l_343_) {
                uint64_t _e865 = l_mut_194_;
                l_mut_290_ = _e865;
                uint64_t _e866 = l_mut_140_;
                l_mut_194_ = _e866;
                uint64_t _e867 = l_mut_290_;
                l_mut_140_ = _e867;
                uint _e868 = l_mut_49_;
                l_mut_293_ = _e868;
                uint _e869 = l_mut_247_;
                l_mut_49_ = _e869;
                uint _e870 = l_mut_293_;
                l_mut_247_ = _e870;
                l_mut_339_ = l_342_;
            }
            uint64_t _e871 = l_mut_194_;
            uint64_t _e872 = l_mut_109_;
            uint64_t l_344_ = (_e871 - _e872);
            l_mut_290_ = l_344_;
            bool _e874 = l_mut_339_;
            if (_e874) {
                uint64_t _e875 = l_mut_109_;
                uint64_t l_345_ = (_e875 - l_244_);
                l_mut_290_ = l_345_;
            }
            uint64_t _e877 = l_mut_194_;
            l_mut_273_ = _e877;
            uint64_t _e878 = l_mut_290_;
            uint64_t _e879 = l_mut_194_;
            bool l_346_ = (_e878 < _e879);
            if (l_346_) {
                uint64_t _e881 = l_mut_290_;
                l_mut_273_ = _e881;
            }
            l_mut_347_ = false;
            uint64_t _e884 = l_mut_273_;
            uint64_t l_349_ = (_e884 >> uint(3uL));
            uint64_t _e888 = l_mut_140_;
            bool l_350_ = (l_349_ < _e888);
            bool l_351_ = !(l_350_);
            l_mut_347_ = l_351_;
            l_mut_293_ = 0u;
            uint64_t _e892 = l_mut_140_;
            bool l_352_ = (_e892 == 0uL);
            bool l_353_ = !(l_352_);
            bool _e896 = l_mut_347_;
            if (_e896) {
                local_1 = l_353_;
            } else {
                local_1 = false;
            }
            bool l_354_ = local_1;
            uint64_t _e901 = l_mut_140_;
            uint64_t _e902 = l_mut_273_;
            bool l_355_ = (_e901 < _e902);
            if (l_354_) {
                local_2 = l_355_;
            } else {
                local_2 = false;
            }
            bool l_356_ = local_2;
            uint _e908 = l_mut_49_;
            uint _e909 = l_mut_247_;
            uint l_357_ = (_e908 + _e909);
            bool l_358_ = (l_357_ < l_13_);
            if (l_356_) {
                local_3 = l_358_;
            } else {
                local_3 = false;
            }
            bool l_359_ = local_3;
            if (l_359_) {
                uint _e916 = l_mut_49_;
                uint l_360_ = (l_13_ - _e916);
                uint _e918 = l_mut_247_;
                uint l_361_ = (l_360_ - _e918);
                uint _e920 = l_mut_49_;
                uint l_362_ = naga_div(l_361_, _e920);
                uint64_t _e922 = l_mut_273_;
                uint64_t l_363_ = (_e922 - 1uL);
                uint64_t _e925 = l_mut_140_;
                uint64_t l_364_ = naga_div(l_363_, _e925);
                uint64_t l_365_ = uint64_t(l_362_);
                bool l_366_ = (l_364_ < l_365_);
                uint64_t l_367_ = uint64_t(l_362_);
                uint64_t l_368_ = (l_366_ ? l_364_ : l_367_);
                uint l_369_ = uint(l_368_);
                l_mut_293_ = l_369_;
            }
            uint64_t _e933 = l_mut_194_;
            l_mut_290_ = _e933;
            uint64_t _e934 = l_mut_140_;
            l_mut_273_ = _e934;
            uint _e935 = l_mut_49_;
            l_mut_260_ = _e935;
            uint _e936 = l_mut_247_;
            l_mut_370_ = _e936;
            uint64_t _e937 = l_mut_109_;
            l_mut_87_ = _e937;
            l_mut_371_ = 0u;
            uint _e939 = l_mut_293_;
            bool l_372_ = (_e939 > 0u);
            if (l_372_) {
                uint _e942 = l_mut_293_;
                uint64_t l_373_ = uint64_t(_e942);
                uint64_t _e944 = l_mut_140_;
                uint64_t l_374_ = (_e944 * l_373_);
                bool _e946 = l_mut_339_;
                if (_e946) {
                    uint64_t _e947 = l_mut_109_;
                    uint64_t l_375_ = (_e947 - l_374_);
                    l_mut_87_ = l_375_;
                }
                uint64_t _e949 = l_mut_194_;
                uint64_t l_376_ = (_e949 - l_374_);
                l_mut_290_ = l_376_;
                uint _e951 = l_mut_293_;
                uint _e952 = l_mut_49_;
                uint l_377_ = (_e951 * _e952);
                uint _e954 = l_mut_247_;
                uint l_378_ = (_e954 + l_377_);
                l_mut_370_ = l_378_;
            } else {
                bool _e956 = l_mut_339_;
                if (_e956) {
                    uint64_t _e957 = l_mut_109_;
                    uint64_t _e958 = l_mut_140_;
                    uint64_t l_379_ = (_e957 - _e958);
                    l_mut_87_ = l_379_;
                    uint64_t _e960 = l_mut_87_;
                    bool l_380_ = (_e960 < l_244_);
                    if (l_380_) {
                        l_mut_371_ = 2u;
                    }
                }
                uint _e963 = l_mut_371_;
                bool l_381_ = (_e963 == 0u);
                if (l_381_) {
                    uint _e966 = l_mut_49_;
                    uint l_382_ = (l_13_ - _e966);
                    uint _e968 = l_mut_247_;
                    uint l_383_ = naga_div(l_382_, _e968);
                    l_mut_293_ = 0u;
                    l_mut_347_ = false;
                    uint64_t _e973 = l_mut_140_;
                    uint64_t l_385_ = (_e973 >> uint(3uL));
                    uint64_t _e977 = l_mut_194_;
                    bool l_386_ = (l_385_ < _e977);
                    bool l_387_ = !(l_386_);
                    l_mut_347_ = l_387_;
                    uint64_t _e980 = l_mut_194_;
                    bool l_388_ = (_e980 == 0uL);
                    if (l_388_) {
                        l_mut_293_ = l_383_;
                    } else {
                        bool _e983 = l_mut_347_;
                        if (_e983) {
                            uint64_t _e984 = l_mut_194_;
                            uint64_t _e985 = l_mut_140_;
                            bool l_389_ = (_e984 < _e985);
                            if (l_389_) {
                                uint64_t _e987 = l_mut_140_;
                                uint64_t l_390_ = (_e987 - 1uL);
                                uint64_t _e990 = l_mut_194_;
                                uint64_t l_391_ = naga_div(l_390_, _e990);
                                uint64_t l_392_ = uint64_t(l_383_);
                                bool l_393_ = (l_391_ < l_392_);
                                uint64_t l_394_ = uint64_t(l_383_);
                                uint64_t l_395_ = (l_393_ ? l_391_ : l_394_);
                                uint l_396_ = uint(l_395_);
                                l_mut_293_ = l_396_;
                            }
                        } else {
                            uint64_t _e998 = l_mut_140_;
                            l_mut_397_ = _e998;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                uint64_t _e999 = l_mut_194_;
                                uint64_t _e1000 = l_mut_397_;
                                bool l_398_ = (_e999 < _e1000);
                                uint _e1002 = l_mut_293_;
                                uint _e1003 = l_mut_247_;
                                uint l_399_ = (_e1002 * _e1003);
                                uint _e1005 = l_mut_49_;
                                uint l_400_ = (_e1005 + l_399_);
                                uint _e1007 = l_mut_247_;
                                uint l_401_ = (l_400_ + _e1007);
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
                                uint64_t _e1015 = l_mut_397_;
                                uint64_t _e1016 = l_mut_194_;
                                uint64_t l_405_ = (_e1015 - _e1016);
                                l_mut_397_ = l_405_;
                                uint _e1018 = l_mut_293_;
                                l_mut_293_ = (_e1018 + 1u);
                            }
                        }
                    }
                    uint _e1021 = l_mut_293_;
                    uint _e1022 = l_mut_247_;
                    uint l_406_ = (_e1021 * _e1022);
                    uint _e1024 = l_mut_49_;
                    uint l_407_ = (_e1024 + l_406_);
                    uint _e1026 = l_mut_247_;
                    uint l_408_ = (l_407_ + _e1026);
                    bool l_409_ = (l_408_ >= l_13_);
                    if (l_409_) {
                        l_mut_371_ = 1u;
                    } else {
                        uint _e1030 = l_mut_293_;
                        uint64_t l_410_ = uint64_t(_e1030);
                        uint64_t _e1032 = l_mut_194_;
                        uint64_t l_411_ = (_e1032 * l_410_);
                        uint64_t _e1034 = l_mut_140_;
                        uint64_t l_412_ = (_e1034 - l_411_);
                        l_mut_273_ = l_412_;
                        uint _e1036 = l_mut_293_;
                        uint _e1037 = l_mut_247_;
                        uint l_413_ = (_e1036 * _e1037);
                        uint _e1039 = l_mut_49_;
                        uint l_414_ = (_e1039 + l_413_);
                        l_mut_260_ = l_414_;
                        uint64_t _e1041 = l_mut_194_;
                        uint64_t _e1042 = l_mut_273_;
                        uint64_t l_415_ = (_e1041 - _e1042);
                        l_mut_290_ = l_415_;
                        uint _e1044 = l_mut_247_;
                        uint _e1045 = l_mut_260_;
                        uint l_416_ = (_e1044 + _e1045);
                        l_mut_370_ = l_416_;
                    }
                }
            }
            uint64_t _e1047 = l_mut_290_;
            l_mut_194_ = _e1047;
            uint64_t _e1048 = l_mut_273_;
            l_mut_140_ = _e1048;
            uint _e1049 = l_mut_260_;
            l_mut_49_ = _e1049;
            uint _e1050 = l_mut_370_;
            l_mut_247_ = _e1050;
            uint64_t _e1051 = l_mut_87_;
            l_mut_109_ = _e1051;
            uint _e1052 = l_mut_371_;
            bool l_417_ = (_e1052 == 1u);
            l_mut_248_ = l_417_;
            uint _e1055 = l_mut_371_;
            bool l_418_ = (_e1055 == 0u);
            l_mut_251_ = l_418_;
        }
        bool _e1058 = l_mut_248_;
        bool l_419_ = !(_e1058);
        if (l_419_) {
            uint l_1276_ = asuint(info.Load(20+0));
            uint l_1277_ = (l_1276_ * 1u);
            uint l_1278_ = (l_1277_ - 1u);
            uint l_1279_ = min(0u, l_1278_);
            uint _e1073; buffer_5_global.InterlockedAdd(l_1279_*4, 1u, _e1073);
            uint l_422_ = naga_div(l_13_, 8u);
            l_mut_371_ = 0u;
            l_mut_370_ = 0u;
            l_mut_293_ = 0u;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2319 = l_mut_423_;
                    l_mut_423_ = (_e2319 + 1u);
                }
                loop_init = false;
                uint _e1081 = l_mut_423_;
                if ((_e1081 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1084 = l_mut_423_;
                    uint l_424_ = (_e1084 * l_422_);
                    bool l_425_ = (l_424_ < l_56_);
                    uint l_426_ = naga_div(l_13_, 8u);
                    uint _e1089 = l_mut_423_;
                    uint l_427_ = (_e1089 * l_426_);
                    uint l_428_ = (l_427_ + l_427_);
                    uint64_t l_429_ = (l_84_ >> uint(63uL));
                    bool l_430_ = (l_429_ == 1uL);
                    l_mut_397_ = l_84_;
                    if (l_430_) {
                        uint64_t l_432_ = (0uL - l_84_);
                        l_mut_397_ = l_432_;
                    }
                    uint64_t l_433_ = uint64_t(l_428_);
                    uint64_t _e1101 = l_mut_397_;
                    uint64_t l_434_ = (_e1101 & 4294967295uL);
                    uint64_t l_435_ = (l_434_ * l_433_);
                    uint64_t _e1105 = l_mut_397_;
                    uint64_t l_436_ = (_e1105 >> uint(32uL));
                    uint64_t l_437_ = (l_436_ * l_433_);
                    uint64_t l_438_ = (l_437_ << uint(32uL));
                    uint64_t l_439_ = (l_435_ + l_438_);
                    uint64_t l_440_ = (l_437_ >> uint(32uL));
                    bool l_441_ = (l_439_ < l_435_);
                    uint64_t l_442_ = uint64_t(l_441_);
                    uint64_t l_443_ = (l_440_ + l_442_);
                    l_mut_397_ = l_439_;
                    bool l_444_ = (l_24_ == 64u);
                    if (l_444_) {
                        l_mut_397_ = l_443_;
                    } else {
                        bool l_445_ = (l_24_ > 0u);
                        if (l_445_) {
                            uint l_446_ = (64u - l_24_);
                            uint64_t l_447_ = uint64_t(l_446_);
                            uint64_t l_448_ = (l_443_ << uint(l_447_));
                            uint64_t l_449_ = uint64_t(l_24_);
                            uint64_t l_450_ = (l_439_ >> uint(l_449_));
                            uint64_t l_451_ = (l_448_ | l_450_);
                            l_mut_397_ = l_451_;
                        }
                    }
                    uint64_t _e1138 = l_mut_397_;
                    l_mut_290_ = _e1138;
                    if (l_430_) {
                        uint64_t _e1140 = l_mut_290_;
                        uint64_t l_453_ = (0uL - _e1140);
                        l_mut_290_ = l_453_;
                    }
                    uint64_t _e1142 = l_mut_290_;
                    uint64_t l_454_ = (l_66_ + _e1142);
                    uint64_t l_455_ = uint64_t(l_427_);
                    uint64_t l_456_ = (l_66_ * l_455_);
                    uint64_t l_457_ = (l_75_ + l_456_);
                    l_mut_397_ = 0uL;
                    bool l_459_ = (l_427_ < 65536u);
                    if (l_459_) {
                        uint l_460_ = (l_427_ * l_427_);
                        uint64_t l_461_ = (l_84_ >> uint(63uL));
                        bool l_462_ = (l_461_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_462_) {
                            uint64_t l_464_ = (0uL - l_84_);
                            l_mut_290_ = l_464_;
                        }
                        uint64_t l_465_ = uint64_t(l_460_);
                        uint64_t _e1160 = l_mut_290_;
                        uint64_t l_466_ = (_e1160 & 4294967295uL);
                        uint64_t l_467_ = (l_466_ * l_465_);
                        uint64_t _e1164 = l_mut_290_;
                        uint64_t l_468_ = (_e1164 >> uint(32uL));
                        uint64_t l_469_ = (l_468_ * l_465_);
                        uint64_t l_470_ = (l_469_ << uint(32uL));
                        uint64_t l_471_ = (l_467_ + l_470_);
                        uint64_t l_472_ = (l_469_ >> uint(32uL));
                        bool l_473_ = (l_471_ < l_467_);
                        uint64_t l_474_ = uint64_t(l_473_);
                        uint64_t l_475_ = (l_472_ + l_474_);
                        l_mut_290_ = l_471_;
                        bool l_476_ = (l_24_ == 64u);
                        if (l_476_) {
                            l_mut_290_ = l_475_;
                        } else {
                            bool l_477_ = (l_24_ > 0u);
                            if (l_477_) {
                                uint l_478_ = (64u - l_24_);
                                uint64_t l_479_ = uint64_t(l_478_);
                                uint64_t l_480_ = (l_475_ << uint(l_479_));
                                uint64_t l_481_ = uint64_t(l_24_);
                                uint64_t l_482_ = (l_471_ >> uint(l_481_));
                                uint64_t l_483_ = (l_480_ | l_482_);
                                l_mut_290_ = l_483_;
                            }
                        }
                        uint64_t _e1197 = l_mut_290_;
                        l_mut_273_ = _e1197;
                        if (l_462_) {
                            uint64_t _e1199 = l_mut_273_;
                            uint64_t l_485_ = (0uL - _e1199);
                            l_mut_273_ = l_485_;
                        }
                        uint64_t _e1201 = l_mut_273_;
                        l_mut_397_ = _e1201;
                    } else {
                        uint64_t l_486_ = (l_84_ >> uint(63uL));
                        bool l_487_ = (l_486_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_487_) {
                            uint64_t l_489_ = (0uL - l_84_);
                            l_mut_290_ = l_489_;
                        }
                        uint64_t l_490_ = uint64_t(l_427_);
                        uint64_t _e1211 = l_mut_290_;
                        uint64_t l_491_ = (_e1211 & 4294967295uL);
                        uint64_t l_492_ = (l_491_ * l_490_);
                        uint64_t _e1215 = l_mut_290_;
                        uint64_t l_493_ = (_e1215 >> uint(32uL));
                        uint64_t l_494_ = (l_493_ * l_490_);
                        uint64_t l_495_ = (l_494_ << uint(32uL));
                        uint64_t l_496_ = (l_492_ + l_495_);
                        uint64_t l_497_ = (l_494_ >> uint(32uL));
                        bool l_498_ = (l_496_ < l_492_);
                        uint64_t l_499_ = uint64_t(l_498_);
                        uint64_t l_500_ = (l_497_ + l_499_);
                        l_mut_273_ = l_496_;
                        if (false) {
                            l_mut_273_ = l_500_;
                        } else {
                            if (false) {
                                uint64_t l_504_ = (l_500_ << uint(64uL));
                                uint64_t l_506_ = (l_496_ >> uint(0uL));
                                uint64_t l_507_ = (l_504_ | l_506_);
                                l_mut_273_ = l_507_;
                            }
                        }
                        uint64_t l_508_ = uint64_t(l_427_);
                        uint64_t _e1245 = l_mut_290_;
                        uint64_t l_509_ = (_e1245 & 4294967295uL);
                        uint64_t l_510_ = (l_509_ * l_508_);
                        uint64_t _e1249 = l_mut_290_;
                        uint64_t l_511_ = (_e1249 >> uint(32uL));
                        uint64_t l_512_ = (l_511_ * l_508_);
                        uint64_t l_513_ = (l_512_ << uint(32uL));
                        uint64_t l_514_ = (l_510_ + l_513_);
                        uint64_t l_515_ = (l_512_ >> uint(32uL));
                        bool l_516_ = (l_514_ < l_510_);
                        uint64_t l_517_ = uint64_t(l_516_);
                        uint64_t l_518_ = (l_515_ + l_517_);
                        l_mut_290_ = l_514_;
                        if (true) {
                            l_mut_290_ = l_518_;
                        } else {
                            if (true) {
                                uint64_t l_522_ = (l_518_ << uint(0uL));
                                uint64_t l_524_ = (l_514_ >> uint(64uL));
                                uint64_t l_525_ = (l_522_ | l_524_);
                                l_mut_290_ = l_525_;
                            }
                        }
                        uint64_t l_526_ = uint64_t(l_427_);
                        uint64_t _e1279 = l_mut_273_;
                        uint64_t l_527_ = (_e1279 & 4294967295uL);
                        uint64_t l_528_ = (l_527_ * l_526_);
                        uint64_t _e1283 = l_mut_273_;
                        uint64_t l_529_ = (_e1283 >> uint(32uL));
                        uint64_t l_530_ = (l_529_ * l_526_);
                        uint64_t l_531_ = (l_530_ << uint(32uL));
                        uint64_t l_532_ = (l_528_ + l_531_);
                        uint64_t l_533_ = (l_530_ >> uint(32uL));
                        bool l_534_ = (l_532_ < l_528_);
                        uint64_t l_535_ = uint64_t(l_534_);
                        uint64_t l_536_ = (l_533_ + l_535_);
                        l_mut_194_ = l_532_;
                        if (false) {
                            l_mut_194_ = l_536_;
                        } else {
                            if (false) {
                                uint64_t l_540_ = (l_536_ << uint(64uL));
                                uint64_t l_542_ = (l_532_ >> uint(0uL));
                                uint64_t l_543_ = (l_540_ | l_542_);
                                l_mut_194_ = l_543_;
                            }
                        }
                        uint64_t l_544_ = uint64_t(l_427_);
                        uint64_t _e1313 = l_mut_273_;
                        uint64_t l_545_ = (_e1313 & 4294967295uL);
                        uint64_t l_546_ = (l_545_ * l_544_);
                        uint64_t _e1317 = l_mut_273_;
                        uint64_t l_547_ = (_e1317 >> uint(32uL));
                        uint64_t l_548_ = (l_547_ * l_544_);
                        uint64_t l_549_ = (l_548_ << uint(32uL));
                        uint64_t l_550_ = (l_546_ + l_549_);
                        uint64_t l_551_ = (l_548_ >> uint(32uL));
                        bool l_552_ = (l_550_ < l_546_);
                        uint64_t l_553_ = uint64_t(l_552_);
                        uint64_t l_554_ = (l_551_ + l_553_);
                        l_mut_273_ = l_550_;
                        if (true) {
                            l_mut_273_ = l_554_;
                        } else {
                            if (true) {
                                uint64_t l_558_ = (l_554_ << uint(0uL));
                                uint64_t l_560_ = (l_550_ >> uint(64uL));
                                uint64_t l_561_ = (l_558_ | l_560_);
                                l_mut_273_ = l_561_;
                            }
                        }
                        uint64_t l_562_ = uint64_t(l_427_);
                        uint64_t _e1347 = l_mut_290_;
                        uint64_t l_563_ = (_e1347 * l_562_);
                        uint64_t _e1349 = l_mut_273_;
                        uint64_t l_564_ = (_e1349 + l_563_);
                        uint64_t _e1351 = l_mut_194_;
                        l_mut_397_ = _e1351;
                        bool l_565_ = (l_24_ == 64u);
                        if (l_565_) {
                            l_mut_397_ = l_564_;
                        } else {
                            bool l_566_ = (l_24_ > 0u);
                            if (l_566_) {
                                uint l_567_ = (64u - l_24_);
                                uint64_t l_568_ = uint64_t(l_567_);
                                uint64_t l_569_ = (l_564_ << uint(l_568_));
                                uint64_t l_570_ = uint64_t(l_24_);
                                uint64_t _e1363 = l_mut_194_;
                                uint64_t l_571_ = (_e1363 >> uint(l_570_));
                                uint64_t l_572_ = (l_569_ + l_571_);
                                l_mut_397_ = l_572_;
                            }
                        }
                        if (l_487_) {
                            uint64_t _e1369 = l_mut_397_;
                            uint64_t l_574_ = (0uL - _e1369);
                            l_mut_397_ = l_574_;
                        }
                    }
                    uint64_t _e1371 = l_mut_397_;
                    uint64_t l_575_ = (l_457_ + _e1371);
                    uint64_t l_576_ = (l_84_ >> uint(63uL));
                    bool l_577_ = (l_576_ == 1uL);
                    l_mut_397_ = l_84_;
                    if (l_577_) {
                        uint64_t l_579_ = (0uL - l_84_);
                        l_mut_397_ = l_579_;
                    }
                    uint64_t l_580_ = uint64_t(l_426_);
                    uint64_t _e1382 = l_mut_397_;
                    uint64_t l_581_ = (_e1382 & 4294967295uL);
                    uint64_t l_582_ = (l_581_ * l_580_);
                    uint64_t _e1386 = l_mut_397_;
                    uint64_t l_583_ = (_e1386 >> uint(32uL));
                    uint64_t l_584_ = (l_583_ * l_580_);
                    uint64_t l_585_ = (l_584_ << uint(32uL));
                    uint64_t l_586_ = (l_582_ + l_585_);
                    uint64_t l_587_ = (l_584_ >> uint(32uL));
                    bool l_588_ = (l_586_ < l_582_);
                    uint64_t l_589_ = uint64_t(l_588_);
                    uint64_t l_590_ = (l_587_ + l_589_);
                    l_mut_397_ = l_586_;
                    bool l_591_ = (l_24_ == 64u);
                    if (l_591_) {
                        l_mut_397_ = l_590_;
                    } else {
                        bool l_592_ = (l_24_ > 0u);
                        if (l_592_) {
                            uint l_593_ = (64u - l_24_);
                            uint64_t l_594_ = uint64_t(l_593_);
                            uint64_t l_595_ = (l_590_ << uint(l_594_));
                            uint64_t l_596_ = uint64_t(l_24_);
                            uint64_t l_597_ = (l_586_ >> uint(l_596_));
                            uint64_t l_598_ = (l_595_ | l_597_);
                            l_mut_397_ = l_598_;
                        }
                    }
                    uint64_t _e1419 = l_mut_397_;
                    l_mut_290_ = _e1419;
                    if (l_577_) {
                        uint64_t _e1421 = l_mut_290_;
                        uint64_t l_600_ = (0uL - _e1421);
                        l_mut_290_ = l_600_;
                    }
                    uint64_t _e1423 = l_mut_290_;
                    uint64_t l_601_ = (l_454_ + _e1423);
                    uint l_602_ = (l_24_ + 3u);
                    l_mut_397_ = 0uL;
                    bool l_604_ = (l_426_ < 65536u);
                    if (l_604_) {
                        uint l_605_ = (l_426_ * l_426_);
                        uint64_t l_606_ = (l_84_ >> uint(63uL));
                        bool l_607_ = (l_606_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_607_) {
                            uint64_t l_609_ = (0uL - l_84_);
                            l_mut_290_ = l_609_;
                        }
                        uint64_t l_610_ = uint64_t(l_605_);
                        uint64_t _e1440 = l_mut_290_;
                        uint64_t l_611_ = (_e1440 & 4294967295uL);
                        uint64_t l_612_ = (l_611_ * l_610_);
                        uint64_t _e1444 = l_mut_290_;
                        uint64_t l_613_ = (_e1444 >> uint(32uL));
                        uint64_t l_614_ = (l_613_ * l_610_);
                        uint64_t l_615_ = (l_614_ << uint(32uL));
                        uint64_t l_616_ = (l_612_ + l_615_);
                        uint64_t l_617_ = (l_614_ >> uint(32uL));
                        bool l_618_ = (l_616_ < l_612_);
                        uint64_t l_619_ = uint64_t(l_618_);
                        uint64_t l_620_ = (l_617_ + l_619_);
                        l_mut_290_ = l_616_;
                        bool l_621_ = (l_602_ == 64u);
                        if (l_621_) {
                            l_mut_290_ = l_620_;
                        } else {
                            bool l_622_ = (l_602_ > 0u);
                            if (l_622_) {
                                uint l_623_ = (64u - l_602_);
                                uint64_t l_624_ = uint64_t(l_623_);
                                uint64_t l_625_ = (l_620_ << uint(l_624_));
                                uint64_t l_626_ = uint64_t(l_602_);
                                uint64_t l_627_ = (l_616_ >> uint(l_626_));
                                uint64_t l_628_ = (l_625_ | l_627_);
                                l_mut_290_ = l_628_;
                            }
                        }
                        uint64_t _e1477 = l_mut_290_;
                        l_mut_273_ = _e1477;
                        if (l_607_) {
                            uint64_t _e1479 = l_mut_273_;
                            uint64_t l_630_ = (0uL - _e1479);
                            l_mut_273_ = l_630_;
                        }
                        uint64_t _e1481 = l_mut_273_;
                        l_mut_397_ = _e1481;
                    } else {
                        uint64_t l_631_ = (l_84_ >> uint(63uL));
                        bool l_632_ = (l_631_ == 1uL);
                        l_mut_290_ = l_84_;
                        if (l_632_) {
                            uint64_t l_634_ = (0uL - l_84_);
                            l_mut_290_ = l_634_;
                        }
                        uint64_t l_635_ = uint64_t(l_426_);
                        uint64_t _e1491 = l_mut_290_;
                        uint64_t l_636_ = (_e1491 & 4294967295uL);
                        uint64_t l_637_ = (l_636_ * l_635_);
                        uint64_t _e1495 = l_mut_290_;
                        uint64_t l_638_ = (_e1495 >> uint(32uL));
                        uint64_t l_639_ = (l_638_ * l_635_);
                        uint64_t l_640_ = (l_639_ << uint(32uL));
                        uint64_t l_641_ = (l_637_ + l_640_);
                        uint64_t l_642_ = (l_639_ >> uint(32uL));
                        bool l_643_ = (l_641_ < l_637_);
                        uint64_t l_644_ = uint64_t(l_643_);
                        uint64_t l_645_ = (l_642_ + l_644_);
                        l_mut_273_ = l_641_;
                        if (false) {
                            l_mut_273_ = l_645_;
                        } else {
                            if (false) {
                                uint64_t l_649_ = (l_645_ << uint(64uL));
                                uint64_t l_651_ = (l_641_ >> uint(0uL));
                                uint64_t l_652_ = (l_649_ | l_651_);
                                l_mut_273_ = l_652_;
                            }
                        }
                        uint64_t l_653_ = uint64_t(l_426_);
                        uint64_t _e1525 = l_mut_290_;
                        uint64_t l_654_ = (_e1525 & 4294967295uL);
                        uint64_t l_655_ = (l_654_ * l_653_);
                        uint64_t _e1529 = l_mut_290_;
                        uint64_t l_656_ = (_e1529 >> uint(32uL));
                        uint64_t l_657_ = (l_656_ * l_653_);
                        uint64_t l_658_ = (l_657_ << uint(32uL));
                        uint64_t l_659_ = (l_655_ + l_658_);
                        uint64_t l_660_ = (l_657_ >> uint(32uL));
                        bool l_661_ = (l_659_ < l_655_);
                        uint64_t l_662_ = uint64_t(l_661_);
                        uint64_t l_663_ = (l_660_ + l_662_);
                        l_mut_290_ = l_659_;
                        if (true) {
                            l_mut_290_ = l_663_;
                        } else {
                            if (true) {
                                uint64_t l_667_ = (l_663_ << uint(0uL));
                                uint64_t l_669_ = (l_659_ >> uint(64uL));
                                uint64_t l_670_ = (l_667_ | l_669_);
                                l_mut_290_ = l_670_;
                            }
                        }
                        uint64_t l_671_ = uint64_t(l_426_);
                        uint64_t _e1559 = l_mut_273_;
                        uint64_t l_672_ = (_e1559 & 4294967295uL);
                        uint64_t l_673_ = (l_672_ * l_671_);
                        uint64_t _e1563 = l_mut_273_;
                        uint64_t l_674_ = (_e1563 >> uint(32uL));
                        uint64_t l_675_ = (l_674_ * l_671_);
                        uint64_t l_676_ = (l_675_ << uint(32uL));
                        uint64_t l_677_ = (l_673_ + l_676_);
                        uint64_t l_678_ = (l_675_ >> uint(32uL));
                        bool l_679_ = (l_677_ < l_673_);
                        uint64_t l_680_ = uint64_t(l_679_);
                        uint64_t l_681_ = (l_678_ + l_680_);
                        l_mut_194_ = l_677_;
                        if (false) {
                            l_mut_194_ = l_681_;
                        } else {
                            if (false) {
                                uint64_t l_685_ = (l_681_ << uint(64uL));
                                uint64_t l_687_ = (l_677_ >> uint(0uL));
                                uint64_t l_688_ = (l_685_ | l_687_);
                                l_mut_194_ = l_688_;
                            }
                        }
                        uint64_t l_689_ = uint64_t(l_426_);
                        uint64_t _e1593 = l_mut_273_;
                        uint64_t l_690_ = (_e1593 & 4294967295uL);
                        uint64_t l_691_ = (l_690_ * l_689_);
                        uint64_t _e1597 = l_mut_273_;
                        uint64_t l_692_ = (_e1597 >> uint(32uL));
                        uint64_t l_693_ = (l_692_ * l_689_);
                        uint64_t l_694_ = (l_693_ << uint(32uL));
                        uint64_t l_695_ = (l_691_ + l_694_);
                        uint64_t l_696_ = (l_693_ >> uint(32uL));
                        bool l_697_ = (l_695_ < l_691_);
                        uint64_t l_698_ = uint64_t(l_697_);
                        uint64_t l_699_ = (l_696_ + l_698_);
                        l_mut_273_ = l_695_;
                        if (true) {
                            l_mut_273_ = l_699_;
                        } else {
                            if (true) {
                                uint64_t l_703_ = (l_699_ << uint(0uL));
                                uint64_t l_705_ = (l_695_ >> uint(64uL));
                                uint64_t l_706_ = (l_703_ | l_705_);
                                l_mut_273_ = l_706_;
                            }
                        }
                        uint64_t l_707_ = uint64_t(l_426_);
                        uint64_t _e1627 = l_mut_290_;
                        uint64_t l_708_ = (_e1627 * l_707_);
                        uint64_t _e1629 = l_mut_273_;
                        uint64_t l_709_ = (_e1629 + l_708_);
                        uint64_t _e1631 = l_mut_194_;
                        l_mut_397_ = _e1631;
                        bool l_710_ = (l_602_ == 64u);
                        if (l_710_) {
                            l_mut_397_ = l_709_;
                        } else {
                            bool l_711_ = (l_602_ > 0u);
                            if (l_711_) {
                                uint l_712_ = (64u - l_602_);
                                uint64_t l_713_ = uint64_t(l_712_);
                                uint64_t l_714_ = (l_709_ << uint(l_713_));
                                uint64_t l_715_ = uint64_t(l_602_);
                                uint64_t _e1643 = l_mut_194_;
                                uint64_t l_716_ = (_e1643 >> uint(l_715_));
                                uint64_t l_717_ = (l_714_ + l_716_);
                                l_mut_397_ = l_717_;
                            }
                        }
                        if (l_632_) {
                            uint64_t _e1649 = l_mut_397_;
                            uint64_t l_719_ = (0uL - _e1649);
                            l_mut_397_ = l_719_;
                        }
                    }
                    uint64_t _e1651 = l_mut_397_;
                    l_mut_290_ = _e1651;
                    uint64_t _e1652 = l_mut_397_;
                    uint64_t l_720_ = (_e1652 >> uint(63uL));
                    bool l_721_ = (l_720_ == 1uL);
                    if (l_721_) {
                        uint64_t _e1660 = l_mut_397_;
                        uint64_t l_723_ = (0uL - _e1660);
                        l_mut_290_ = l_723_;
                    }
                    uint64_t _e1662 = l_mut_290_;
                    uint64_t l_724_ = (l_33_ + _e1662);
                    uint64_t l_726_ = (l_724_ + 1uL);
                    uint64_t _e1666 = l_mut_397_;
                    uint64_t l_727_ = (l_575_ - _e1666);
                    uint64_t l_728_ = (l_727_ + l_726_);
                    uint64_t l_730_ = (0uL - l_601_);
                    uint64_t l_731_ = (l_726_ + l_726_);
                    l_mut_397_ = l_730_;
                    uint64_t l_733_ = (0uL - l_730_);
                    l_mut_290_ = l_733_;
                    l_mut_273_ = l_728_;
                    l_mut_260_ = 1u;
                    l_mut_247_ = 1u;
                    l_mut_347_ = false;
                    uint64_t _e1677 = l_mut_273_;
                    bool l_734_ = (_e1677 < l_731_);
                    bool l_735_ = !(l_734_);
                    l_mut_339_ = l_735_;
                    bool l_736_ = (l_730_ == 0uL);
                    if (l_736_) {
                        bool _e1682 = l_mut_339_;
                        l_mut_347_ = _e1682;
                        l_mut_339_ = false;
                    }
                    bool _e1684 = l_mut_339_;
                    if (_e1684) {
                        uint64_t l_737_ = (l_730_ >> uint(63uL));
                        bool l_738_ = (l_737_ == 1uL);
                        l_mut_194_ = l_730_;
                        if (l_738_) {
                            uint64_t l_740_ = (0uL - l_730_);
                            l_mut_194_ = l_740_;
                        }
                        uint l_741_ = (l_426_ - 1u);
                        uint64_t l_742_ = uint64_t(l_741_);
                        uint64_t _e1696 = l_mut_194_;
                        uint64_t l_743_ = (_e1696 * l_742_);
                        l_mut_49_ = 0u;
                        uint l_744_ = (l_426_ - 1u);
                        uint64_t l_745_ = uint64_t(l_744_);
                        uint64_t _e1702 = l_mut_194_;
                        uint64_t l_746_ = (_e1702 & 4294967295uL);
                        uint64_t l_747_ = (l_746_ * l_745_);
                        uint64_t _e1706 = l_mut_194_;
                        uint64_t l_748_ = (_e1706 >> uint(32uL));
                        uint64_t l_749_ = (l_748_ * l_745_);
                        uint64_t l_750_ = (l_749_ << uint(32uL));
                        uint64_t l_751_ = (l_747_ + l_750_);
                        uint64_t l_752_ = (l_749_ >> uint(32uL));
                        bool l_753_ = (l_751_ < l_747_);
                        uint64_t l_754_ = uint64_t(l_753_);
                        uint64_t l_755_ = (l_752_ + l_754_);
                        l_mut_140_ = l_751_;
                        if (true) {
                            l_mut_140_ = l_755_;
                        } else {
                            if (true) {
                                uint64_t l_759_ = (l_755_ << uint(0uL));
                                uint64_t l_761_ = (l_751_ >> uint(64uL));
                                uint64_t l_762_ = (l_759_ | l_761_);
                                l_mut_140_ = l_762_;
                            }
                        }
                        uint64_t _e1735 = l_mut_140_;
                        bool l_763_ = (_e1735 == 0uL);
                        if (l_763_) {
                            l_mut_140_ = l_728_;
                            if (l_738_) {
                                uint64_t l_765_ = (0uL - l_728_);
                                bool l_766_ = (l_728_ == 0uL);
                                bool l_767_ = !(l_766_);
                                bool l_768_ = (l_743_ < l_765_);
                                bool l_769_ = !(l_768_);
                                if (l_767_) {
                                    local_5 = l_769_;
                                } else {
                                    local_5 = false;
                                }
                                bool l_770_ = local_5;
                                if (l_770_) {
                                    uint l_771_ = (l_426_ - 1u);
                                    l_mut_109_ = l_765_;
                                    uint64_t _e1751 = l_mut_194_;
                                    bool l_772_ = (l_765_ < _e1751);
                                    bool l_773_ = !(l_772_);
                                    if (l_773_) {
                                        l_mut_774_ = 0u;
                                        uint64_t _e1755 = l_mut_194_;
                                        bool l_775_ = (_e1755 < l_765_);
                                        if (l_775_) {
                                            uint64_t l_776_ = (l_765_ - 1uL);
                                            uint64_t _e1759 = l_mut_194_;
                                            uint64_t l_777_ = naga_div(l_776_, _e1759);
                                            uint64_t l_778_ = uint64_t(l_771_);
                                            bool l_779_ = (l_777_ < l_778_);
                                            uint64_t l_780_ = uint64_t(l_771_);
                                            uint64_t l_781_ = (l_779_ ? l_777_ : l_780_);
                                            uint l_782_ = uint(l_781_);
                                            l_mut_774_ = l_782_;
                                        }
                                        uint _e1767 = l_mut_774_;
                                        uint64_t l_783_ = uint64_t(_e1767);
                                        uint64_t _e1769 = l_mut_194_;
                                        uint64_t l_784_ = (_e1769 * l_783_);
                                        uint64_t l_785_ = (l_765_ - l_784_);
                                        l_mut_109_ = l_785_;
                                        uint64_t _e1772 = l_mut_109_;
                                        uint64_t _e1773 = l_mut_194_;
                                        bool l_786_ = (_e1772 < _e1773);
                                        bool l_787_ = !(l_786_);
                                        if (l_787_) {
                                            uint64_t _e1776 = l_mut_109_;
                                            uint64_t _e1777 = l_mut_194_;
                                            uint64_t l_788_ = (_e1776 - _e1777);
                                            l_mut_109_ = l_788_;
                                        }
                                    }
                                    uint64_t _e1779 = l_mut_194_;
                                    uint64_t _e1780 = l_mut_109_;
                                    uint64_t l_789_ = (_e1779 - _e1780);
                                    l_mut_109_ = l_789_;
                                    uint64_t _e1782 = l_mut_194_;
                                    bool l_790_ = (l_789_ < _e1782);
                                    bool l_791_ = !(l_790_);
                                    if (l_791_) {
                                        uint64_t _e1785 = l_mut_194_;
                                        uint64_t l_792_ = (l_789_ - _e1785);
                                        l_mut_109_ = l_792_;
                                    }
                                    uint64_t _e1787 = l_mut_109_;
                                    uint64_t _e1788 = l_mut_140_;
                                    bool l_793_ = (_e1787 < _e1788);
                                    if (l_793_) {
                                        uint64_t _e1790 = l_mut_109_;
                                        l_mut_140_ = _e1790;
                                    }
                                }
                            } else {
                                uint64_t l_794_ = (l_728_ - l_743_);
                                l_mut_140_ = l_794_;
                                bool l_795_ = (l_728_ < l_743_);
                                if (l_795_) {
                                    uint l_796_ = (l_426_ - 1u);
                                    l_mut_109_ = l_728_;
                                    uint64_t _e1795 = l_mut_194_;
                                    bool l_797_ = (l_728_ < _e1795);
                                    bool l_798_ = !(l_797_);
                                    if (l_798_) {
                                        l_mut_774_ = 0u;
                                        uint64_t _e1799 = l_mut_194_;
                                        bool l_799_ = (_e1799 < l_728_);
                                        if (l_799_) {
                                            uint64_t l_800_ = (l_728_ - 1uL);
                                            uint64_t _e1803 = l_mut_194_;
                                            uint64_t l_801_ = naga_div(l_800_, _e1803);
                                            uint64_t l_802_ = uint64_t(l_796_);
                                            bool l_803_ = (l_801_ < l_802_);
                                            uint64_t l_804_ = uint64_t(l_796_);
                                            uint64_t l_805_ = (l_803_ ? l_801_ : l_804_);
                                            uint l_806_ = uint(l_805_);
                                            l_mut_774_ = l_806_;
                                        }
                                        uint _e1811 = l_mut_774_;
                                        uint64_t l_807_ = uint64_t(_e1811);
                                        uint64_t _e1813 = l_mut_194_;
                                        uint64_t l_808_ = (_e1813 * l_807_);
                                        uint64_t l_809_ = (l_728_ - l_808_);
                                        l_mut_109_ = l_809_;
                                        uint64_t _e1816 = l_mut_109_;
                                        uint64_t _e1817 = l_mut_194_;
                                        bool l_810_ = (_e1816 < _e1817);
                                        bool l_811_ = !(l_810_);
                                        if (l_811_) {
                                            uint64_t _e1820 = l_mut_109_;
                                            uint64_t _e1821 = l_mut_194_;
                                            uint64_t l_812_ = (_e1820 - _e1821);
                                            l_mut_109_ = l_812_;
                                        }
                                    }
                                    uint64_t _e1823 = l_mut_109_;
                                    uint64_t _e1824 = l_mut_140_;
                                    bool l_813_ = (_e1823 < _e1824);
                                    if (l_813_) {
                                        uint64_t _e1826 = l_mut_109_;
                                        l_mut_140_ = _e1826;
                                    }
                                }
                            }
                            uint64_t _e1827 = l_mut_140_;
                            bool l_814_ = (_e1827 < l_731_);
                            bool l_815_ = !(l_814_);
                            uint l_816_ = uint(l_815_);
                            uint l_817_ = (2u - l_816_);
                            l_mut_49_ = l_817_;
                        }
                        uint _e1833 = l_mut_49_;
                        bool l_818_ = (_e1833 > 0u);
                        if (l_818_) {
                            uint _e1836 = l_mut_49_;
                            bool l_819_ = (_e1836 == 1u);
                            l_mut_347_ = l_819_;
                            l_mut_339_ = false;
                        }
                    }
                    l_mut_251_ = false;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        bool _e1841 = l_mut_339_;
                        bool l_820_ = !(_e1841);
                        if (l_820_) {
                            break;
                        }
                        uint64_t _e1843 = l_mut_397_;
                        l_mut_194_ = _e1843;
                        bool _e1844 = l_mut_251_;
                        if (_e1844) {
                            uint64_t _e1845 = l_mut_290_;
                            l_mut_194_ = _e1845;
                        }
                        uint64_t _e1846 = l_mut_273_;
                        uint64_t _e1847 = l_mut_194_;
                        bool l_821_ = (_e1846 < _e1847);
                        bool l_822_ = !(l_821_);
                        bool _e1850 = l_mut_251_;
                        bool l_823_ = (l_822_ != _e1850);
                        if (l_823_) {
                            uint64_t _e1852 = l_mut_397_;
                            l_mut_194_ = _e1852;
                            uint64_t _e1853 = l_mut_290_;
                            l_mut_397_ = _e1853;
                            uint64_t _e1854 = l_mut_194_;
                            l_mut_290_ = _e1854;
                            uint _e1855 = l_mut_260_;
                            l_mut_774_ = _e1855;
                            uint _e1856 = l_mut_247_;
                            l_mut_260_ = _e1856;
                            uint _e1857 = l_mut_774_;
                            l_mut_247_ = _e1857;
                            l_mut_251_ = l_822_;
                        }
                        uint64_t _e1858 = l_mut_397_;
                        uint64_t _e1859 = l_mut_273_;
                        uint64_t l_824_ = (_e1858 - _e1859);
                        l_mut_194_ = l_824_;
                        bool _e1861 = l_mut_251_;
                        if (_e1861) {
                            uint64_t _e1862 = l_mut_273_;
                            uint64_t l_825_ = (_e1862 - l_731_);
                            l_mut_194_ = l_825_;
                        }
                        uint64_t _e1864 = l_mut_397_;
                        l_mut_140_ = _e1864;
                        uint64_t _e1865 = l_mut_194_;
                        uint64_t _e1866 = l_mut_397_;
                        bool l_826_ = (_e1865 < _e1866);
                        if (l_826_) {
                            uint64_t _e1868 = l_mut_194_;
                            l_mut_140_ = _e1868;
                        }
                        l_mut_248_ = false;
                        uint64_t _e1871 = l_mut_140_;
                        uint64_t l_828_ = (_e1871 >> uint(3uL));
                        uint64_t _e1875 = l_mut_290_;
                        bool l_829_ = (l_828_ < _e1875);
                        bool l_830_ = !(l_829_);
                        l_mut_248_ = l_830_;
                        l_mut_774_ = 0u;
                        uint64_t _e1879 = l_mut_290_;
                        bool l_831_ = (_e1879 == 0uL);
                        bool l_832_ = !(l_831_);
                        bool _e1883 = l_mut_248_;
                        if (_e1883) {
                            local_6 = l_832_;
                        } else {
                            local_6 = false;
                        }
                        bool l_833_ = local_6;
                        uint64_t _e1888 = l_mut_290_;
                        uint64_t _e1889 = l_mut_140_;
                        bool l_834_ = (_e1888 < _e1889);
                        if (l_833_) {
                            local_7 = l_834_;
                        } else {
                            local_7 = false;
                        }
                        bool l_835_ = local_7;
                        uint _e1895 = l_mut_260_;
                        uint _e1896 = l_mut_247_;
                        uint l_836_ = (_e1895 + _e1896);
                        bool l_837_ = (l_836_ < l_426_);
                        if (l_835_) {
                            local_8 = l_837_;
                        } else {
                            local_8 = false;
                        }
                        bool l_838_ = local_8;
                        if (l_838_) {
                            uint _e1903 = l_mut_260_;
                            uint l_839_ = (l_426_ - _e1903);
                            uint _e1905 = l_mut_247_;
                            uint l_840_ = (l_839_ - _e1905);
                            uint _e1907 = l_mut_260_;
                            uint l_841_ = naga_div(l_840_, _e1907);
                            uint64_t _e1909 = l_mut_140_;
                            uint64_t l_842_ = (_e1909 - 1uL);
                            uint64_t _e1912 = l_mut_290_;
                            uint64_t l_843_ = naga_div(l_842_, _e1912);
                            uint64_t l_844_ = uint64_t(l_841_);
                            bool l_845_ = (l_843_ < l_844_);
                            uint64_t l_846_ = uint64_t(l_841_);
                            uint64_t l_847_ = (l_845_ ? l_843_ : l_846_);
                            uint l_848_ = uint(l_847_);
                            l_mut_774_ = l_848_;
                        }
                        uint64_t _e1920 = l_mut_397_;
                        l_mut_194_ = _e1920;
                        uint64_t _e1921 = l_mut_290_;
                        l_mut_140_ = _e1921;
                        uint _e1922 = l_mut_260_;
                        l_mut_49_ = _e1922;
                        uint _e1923 = l_mut_247_;
                        l_mut_849_ = _e1923;
                        uint64_t _e1924 = l_mut_273_;
                        l_mut_109_ = _e1924;
                        l_mut_850_ = 0u;
                        uint _e1926 = l_mut_774_;
                        bool l_851_ = (_e1926 > 0u);
                        if (l_851_) {
                            uint _e1929 = l_mut_774_;
                            uint64_t l_852_ = uint64_t(_e1929);
                            uint64_t _e1931 = l_mut_290_;
                            uint64_t l_853_ = (_e1931 * l_852_);
                            bool _e1933 = l_mut_251_;
                            if (_e1933) {
                                uint64_t _e1934 = l_mut_273_;
                                uint64_t l_854_ = (_e1934 - l_853_);
                                l_mut_109_ = l_854_;
                            }
                            uint64_t _e1936 = l_mut_397_;
                            uint64_t l_855_ = (_e1936 - l_853_);
                            l_mut_194_ = l_855_;
                            uint _e1938 = l_mut_774_;
                            uint _e1939 = l_mut_260_;
                            uint l_856_ = (_e1938 * _e1939);
                            uint _e1941 = l_mut_247_;
                            uint l_857_ = (_e1941 + l_856_);
                            l_mut_849_ = l_857_;
                        } else {
                            bool _e1943 = l_mut_251_;
                            if (_e1943) {
                                uint64_t _e1944 = l_mut_273_;
                                uint64_t _e1945 = l_mut_290_;
                                uint64_t l_858_ = (_e1944 - _e1945);
                                l_mut_109_ = l_858_;
                                uint64_t _e1947 = l_mut_109_;
                                bool l_859_ = (_e1947 < l_731_);
                                if (l_859_) {
                                    l_mut_850_ = 2u;
                                }
                            }
                            uint _e1950 = l_mut_850_;
                            bool l_860_ = (_e1950 == 0u);
                            if (l_860_) {
                                uint _e1953 = l_mut_260_;
                                uint l_861_ = (l_426_ - _e1953);
                                uint _e1955 = l_mut_247_;
                                uint l_862_ = naga_div(l_861_, _e1955);
                                l_mut_774_ = 0u;
                                l_mut_248_ = false;
                                uint64_t _e1960 = l_mut_290_;
                                uint64_t l_864_ = (_e1960 >> uint(3uL));
                                uint64_t _e1964 = l_mut_397_;
                                bool l_865_ = (l_864_ < _e1964);
                                bool l_866_ = !(l_865_);
                                l_mut_248_ = l_866_;
                                uint64_t _e1967 = l_mut_397_;
                                bool l_867_ = (_e1967 == 0uL);
                                if (l_867_) {
                                    l_mut_774_ = l_862_;
                                } else {
                                    bool _e1970 = l_mut_248_;
                                    if (_e1970) {
                                        uint64_t _e1971 = l_mut_397_;
                                        uint64_t _e1972 = l_mut_290_;
                                        bool l_868_ = (_e1971 < _e1972);
                                        if (l_868_) {
                                            uint64_t _e1974 = l_mut_290_;
                                            uint64_t l_869_ = (_e1974 - 1uL);
                                            uint64_t _e1977 = l_mut_397_;
                                            uint64_t l_870_ = naga_div(l_869_, _e1977);
                                            uint64_t l_871_ = uint64_t(l_862_);
                                            bool l_872_ = (l_870_ < l_871_);
                                            uint64_t l_873_ = uint64_t(l_862_);
                                            uint64_t l_874_ = (l_872_ ? l_870_ : l_873_);
                                            uint l_875_ = uint(l_874_);
                                            l_mut_774_ = l_875_;
                                        }
                                    } else {
                                        uint64_t _e1985 = l_mut_290_;
                                        l_mut_87_ = _e1985;
                                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                            uint64_t _e1986 = l_mut_397_;
                                            uint64_t _e1987 = l_mut_87_;
                                            bool l_876_ = (_e1986 < _e1987);
                                            uint _e1989 = l_mut_774_;
                                            uint _e1990 = l_mut_247_;
                                            uint l_877_ = (_e1989 * _e1990);
                                            uint _e1992 = l_mut_260_;
                                            uint l_878_ = (_e1992 + l_877_);
                                            uint _e1994 = l_mut_247_;
                                            uint l_879_ = (l_878_ + _e1994);
                                            bool l_880_ = (l_879_ < l_426_);
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
                                            uint64_t _e2002 = l_mut_87_;
                                            uint64_t _e2003 = l_mut_397_;
                                            uint64_t l_883_ = (_e2002 - _e2003);
                                            l_mut_87_ = l_883_;
                                            uint _e2005 = l_mut_774_;
                                            l_mut_774_ = (_e2005 + 1u);
                                        }
                                    }
                                }
                                uint _e2008 = l_mut_774_;
                                uint _e2009 = l_mut_247_;
                                uint l_884_ = (_e2008 * _e2009);
                                uint _e2011 = l_mut_260_;
                                uint l_885_ = (_e2011 + l_884_);
                                uint _e2013 = l_mut_247_;
                                uint l_886_ = (l_885_ + _e2013);
                                bool l_887_ = (l_886_ >= l_426_);
                                if (l_887_) {
                                    l_mut_850_ = 1u;
                                } else {
                                    uint _e2017 = l_mut_774_;
                                    uint64_t l_888_ = uint64_t(_e2017);
                                    uint64_t _e2019 = l_mut_397_;
                                    uint64_t l_889_ = (_e2019 * l_888_);
                                    uint64_t _e2021 = l_mut_290_;
                                    uint64_t l_890_ = (_e2021 - l_889_);
                                    l_mut_140_ = l_890_;
                                    uint _e2023 = l_mut_774_;
                                    uint _e2024 = l_mut_247_;
                                    uint l_891_ = (_e2023 * _e2024);
                                    uint _e2026 = l_mut_260_;
                                    uint l_892_ = (_e2026 + l_891_);
                                    l_mut_49_ = l_892_;
                                    uint64_t _e2028 = l_mut_397_;
                                    uint64_t _e2029 = l_mut_140_;
                                    uint64_t l_893_ = (_e2028 - _e2029);
                                    l_mut_194_ = l_893_;
                                    uint _e2031 = l_mut_247_;
                                    uint _e2032 = l_mut_49_;
                                    uint l_894_ = (_e2031 + _e2032);
                                    l_mut_849_ = l_894_;
                                }
                            }
                        }
                        uint64_t _e2034 = l_mut_194_;
                        l_mut_397_ = _e2034;
                        uint64_t _e2035 = l_mut_140_;
                        l_mut_290_ = _e2035;
                        uint _e2036 = l_mut_49_;
                        l_mut_260_ = _e2036;
                        uint _e2037 = l_mut_849_;
                        l_mut_247_ = _e2037;
                        uint64_t _e2038 = l_mut_109_;
                        l_mut_273_ = _e2038;
                        uint _e2039 = l_mut_850_;
                        bool l_895_ = (_e2039 == 1u);
                        l_mut_347_ = l_895_;
                        uint _e2042 = l_mut_850_;
                        bool l_896_ = (_e2042 == 0u);
                        l_mut_339_ = l_896_;
                    }
                    bool _e2045 = l_mut_347_;
                    bool l_897_ = !(_e2045);
                    if (l_425_) {
                        local_10 = l_897_;
                    } else {
                        local_10 = false;
                    }
                    bool l_898_ = local_10;
                    if (l_898_) {
                        uint _e2052 = l_mut_423_;
                        uint l_899_ = (1u << _e2052);
                        uint _e2054 = l_mut_371_;
                        l_mut_371_ = (_e2054 | l_899_);
                        uint _e2056 = l_mut_370_;
                        l_mut_370_ = (_e2056 + 1u);
                        uint l_900_ = (l_424_ + l_422_);
                        uint l_901_ = min(l_900_, l_56_);
                        l_mut_850_ = 0u;
                        l_mut_902_ = l_424_;
                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2313 = l_mut_902_;
                                l_mut_902_ = (_e2313 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e2063 = l_mut_902_;
                            if ((_e2063 < l_901_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2065 = l_mut_902_;
                                uint64_t l_903_ = uint64_t(_e2065);
                                uint64_t l_904_ = (l_66_ * l_903_);
                                uint64_t l_905_ = (l_75_ + l_904_);
                                l_mut_397_ = 0uL;
                                uint _e2070 = l_mut_902_;
                                bool l_907_ = (_e2070 < 65536u);
                                if (l_907_) {
                                    uint _e2073 = l_mut_902_;
                                    uint _e2074 = l_mut_902_;
                                    uint l_908_ = (_e2073 * _e2074);
                                    uint64_t l_909_ = (l_84_ >> uint(63uL));
                                    bool l_910_ = (l_909_ == 1uL);
                                    l_mut_290_ = l_84_;
                                    if (l_910_) {
                                        uint64_t l_912_ = (0uL - l_84_);
                                        l_mut_290_ = l_912_;
                                    }
                                    uint64_t l_913_ = uint64_t(l_908_);
                                    uint64_t _e2085 = l_mut_290_;
                                    uint64_t l_914_ = (_e2085 & 4294967295uL);
                                    uint64_t l_915_ = (l_914_ * l_913_);
                                    uint64_t _e2089 = l_mut_290_;
                                    uint64_t l_916_ = (_e2089 >> uint(32uL));
                                    uint64_t l_917_ = (l_916_ * l_913_);
                                    uint64_t l_918_ = (l_917_ << uint(32uL));
                                    uint64_t l_919_ = (l_915_ + l_918_);
                                    uint64_t l_920_ = (l_917_ >> uint(32uL));
                                    bool l_921_ = (l_919_ < l_915_);
                                    uint64_t l_922_ = uint64_t(l_921_);
                                    uint64_t l_923_ = (l_920_ + l_922_);
                                    l_mut_290_ = l_919_;
                                    bool l_924_ = (l_24_ == 64u);
                                    if (l_924_) {
                                        l_mut_290_ = l_923_;
                                    } else {
                                        bool l_925_ = (l_24_ > 0u);
                                        if (l_925_) {
                                            uint l_926_ = (64u - l_24_);
                                            uint64_t l_927_ = uint64_t(l_926_);
                                            uint64_t l_928_ = (l_923_ << uint(l_927_));
                                            uint64_t l_929_ = uint64_t(l_24_);
                                            uint64_t l_930_ = (l_919_ >> uint(l_929_));
                                            uint64_t l_931_ = (l_928_ | l_930_);
                                            l_mut_290_ = l_931_;
                                        }
                                    }
                                    uint64_t _e2122 = l_mut_290_;
                                    l_mut_273_ = _e2122;
                                    if (l_910_) {
                                        uint64_t _e2124 = l_mut_273_;
                                        uint64_t l_933_ = (0uL - _e2124);
                                        l_mut_273_ = l_933_;
                                    }
                                    uint64_t _e2126 = l_mut_273_;
                                    l_mut_397_ = _e2126;
                                } else {
                                    uint64_t l_934_ = (l_84_ >> uint(63uL));
                                    bool l_935_ = (l_934_ == 1uL);
                                    l_mut_290_ = l_84_;
                                    if (l_935_) {
                                        uint64_t l_937_ = (0uL - l_84_);
                                        l_mut_290_ = l_937_;
                                    }
                                    uint _e2135 = l_mut_902_;
                                    uint64_t l_938_ = uint64_t(_e2135);
                                    uint64_t _e2137 = l_mut_290_;
                                    uint64_t l_939_ = (_e2137 & 4294967295uL);
                                    uint64_t l_940_ = (l_939_ * l_938_);
                                    uint64_t _e2141 = l_mut_290_;
                                    uint64_t l_941_ = (_e2141 >> uint(32uL));
                                    uint64_t l_942_ = (l_941_ * l_938_);
                                    uint64_t l_943_ = (l_942_ << uint(32uL));
                                    uint64_t l_944_ = (l_940_ + l_943_);
                                    uint64_t l_945_ = (l_942_ >> uint(32uL));
                                    bool l_946_ = (l_944_ < l_940_);
                                    uint64_t l_947_ = uint64_t(l_946_);
                                    uint64_t l_948_ = (l_945_ + l_947_);
                                    l_mut_273_ = l_944_;
                                    if (false) {
                                        l_mut_273_ = l_948_;
                                    } else {
                                        if (false) {
                                            uint64_t l_952_ = (l_948_ << uint(64uL));
                                            uint64_t l_954_ = (l_944_ >> uint(0uL));
                                            uint64_t l_955_ = (l_952_ | l_954_);
                                            l_mut_273_ = l_955_;
                                        }
                                    }
                                    uint _e2170 = l_mut_902_;
                                    uint64_t l_956_ = uint64_t(_e2170);
                                    uint64_t _e2172 = l_mut_290_;
                                    uint64_t l_957_ = (_e2172 & 4294967295uL);
                                    uint64_t l_958_ = (l_957_ * l_956_);
                                    uint64_t _e2176 = l_mut_290_;
                                    uint64_t l_959_ = (_e2176 >> uint(32uL));
                                    uint64_t l_960_ = (l_959_ * l_956_);
                                    uint64_t l_961_ = (l_960_ << uint(32uL));
                                    uint64_t l_962_ = (l_958_ + l_961_);
                                    uint64_t l_963_ = (l_960_ >> uint(32uL));
                                    bool l_964_ = (l_962_ < l_958_);
                                    uint64_t l_965_ = uint64_t(l_964_);
                                    uint64_t l_966_ = (l_963_ + l_965_);
                                    l_mut_290_ = l_962_;
                                    if (true) {
                                        l_mut_290_ = l_966_;
                                    } else {
                                        if (true) {
                                            uint64_t l_970_ = (l_966_ << uint(0uL));
                                            uint64_t l_972_ = (l_962_ >> uint(64uL));
                                            uint64_t l_973_ = (l_970_ | l_972_);
                                            l_mut_290_ = l_973_;
                                        }
                                    }
                                    uint _e2205 = l_mut_902_;
                                    uint64_t l_974_ = uint64_t(_e2205);
                                    uint64_t _e2207 = l_mut_273_;
                                    uint64_t l_975_ = (_e2207 & 4294967295uL);
                                    uint64_t l_976_ = (l_975_ * l_974_);
                                    uint64_t _e2211 = l_mut_273_;
                                    uint64_t l_977_ = (_e2211 >> uint(32uL));
                                    uint64_t l_978_ = (l_977_ * l_974_);
                                    uint64_t l_979_ = (l_978_ << uint(32uL));
                                    uint64_t l_980_ = (l_976_ + l_979_);
                                    uint64_t l_981_ = (l_978_ >> uint(32uL));
                                    bool l_982_ = (l_980_ < l_976_);
                                    uint64_t l_983_ = uint64_t(l_982_);
                                    uint64_t l_984_ = (l_981_ + l_983_);
                                    l_mut_194_ = l_980_;
                                    if (false) {
                                        l_mut_194_ = l_984_;
                                    } else {
                                        if (false) {
                                            uint64_t l_988_ = (l_984_ << uint(64uL));
                                            uint64_t l_990_ = (l_980_ >> uint(0uL));
                                            uint64_t l_991_ = (l_988_ | l_990_);
                                            l_mut_194_ = l_991_;
                                        }
                                    }
                                    uint _e2240 = l_mut_902_;
                                    uint64_t l_992_ = uint64_t(_e2240);
                                    uint64_t _e2242 = l_mut_273_;
                                    uint64_t l_993_ = (_e2242 & 4294967295uL);
                                    uint64_t l_994_ = (l_993_ * l_992_);
                                    uint64_t _e2246 = l_mut_273_;
                                    uint64_t l_995_ = (_e2246 >> uint(32uL));
                                    uint64_t l_996_ = (l_995_ * l_992_);
                                    uint64_t l_997_ = (l_996_ << uint(32uL));
                                    uint64_t l_998_ = (l_994_ + l_997_);
                                    uint64_t l_999_ = (l_996_ >> uint(32uL));
                                    bool l_1000_ = (l_998_ < l_994_);
                                    uint64_t l_1001_ = uint64_t(l_1000_);
                                    uint64_t l_1002_ = (l_999_ + l_1001_);
                                    l_mut_273_ = l_998_;
                                    if (true) {
                                        l_mut_273_ = l_1002_;
                                    } else {
                                        if (true) {
                                            uint64_t l_1006_ = (l_1002_ << uint(0uL));
                                            uint64_t l_1008_ = (l_998_ >> uint(64uL));
                                            uint64_t l_1009_ = (l_1006_ | l_1008_);
                                            l_mut_273_ = l_1009_;
                                        }
                                    }
                                    uint _e2275 = l_mut_902_;
                                    uint64_t l_1010_ = uint64_t(_e2275);
                                    uint64_t _e2277 = l_mut_290_;
                                    uint64_t l_1011_ = (_e2277 * l_1010_);
                                    uint64_t _e2279 = l_mut_273_;
                                    uint64_t l_1012_ = (_e2279 + l_1011_);
                                    uint64_t _e2281 = l_mut_194_;
                                    l_mut_397_ = _e2281;
                                    bool l_1013_ = (l_24_ == 64u);
                                    if (l_1013_) {
                                        l_mut_397_ = l_1012_;
                                    } else {
                                        bool l_1014_ = (l_24_ > 0u);
                                        if (l_1014_) {
                                            uint l_1015_ = (64u - l_24_);
                                            uint64_t l_1016_ = uint64_t(l_1015_);
                                            uint64_t l_1017_ = (l_1012_ << uint(l_1016_));
                                            uint64_t l_1018_ = uint64_t(l_24_);
                                            uint64_t _e2293 = l_mut_194_;
                                            uint64_t l_1019_ = (_e2293 >> uint(l_1018_));
                                            uint64_t l_1020_ = (l_1017_ + l_1019_);
                                            l_mut_397_ = l_1020_;
                                        }
                                    }
                                    if (l_935_) {
                                        uint64_t _e2299 = l_mut_397_;
                                        uint64_t l_1022_ = (0uL - _e2299);
                                        l_mut_397_ = l_1022_;
                                    }
                                }
                                uint64_t _e2301 = l_mut_397_;
                                uint64_t l_1023_ = (l_905_ + _e2301);
                                uint64_t l_1025_ = (0uL - l_1023_);
                                l_mut_397_ = l_1025_;
                                uint64_t _e2305 = l_mut_397_;
                                bool l_1026_ = (l_1023_ < _e2305);
                                if (l_1026_) {
                                    l_mut_397_ = l_1023_;
                                }
                                uint64_t _e2307 = l_mut_397_;
                                bool l_1027_ = (_e2307 < l_33_);
                                uint l_1028_ = uint(l_1027_);
                                uint _e2310 = l_mut_850_;
                                l_mut_850_ = (_e2310 + l_1028_);
                            }
                        }
                        uint _e2315 = l_mut_293_;
                        uint _e2316 = l_mut_850_;
                        l_mut_293_ = (_e2315 + _e2316);
                    }
                }
            }
            uint _e2321 = l_mut_370_;
            bool l_1029_ = (_e2321 > 0u);
            if (l_1029_) {
                uint l_1281_ = asuint(info.Load(20+0));
                uint l_1282_ = (l_1281_ * 1u);
                uint l_1283_ = (l_1282_ - 1u);
                uint l_1284_ = min(1u, l_1283_);
                uint _e2336 = l_mut_370_;
                uint _e2337; buffer_5_global.InterlockedAdd(l_1284_*4, _e2336, _e2337);
            }
            uint _e2338 = l_mut_293_;
            bool l_1032_ = (_e2338 > 0u);
            if (l_1032_) {
                uint l_1286_ = asuint(info.Load(20+0));
                uint l_1287_ = (l_1286_ * 1u);
                uint l_1288_ = (l_1287_ - 1u);
                uint l_1289_ = min(2u, l_1288_);
                uint _e2353 = l_mut_293_;
                uint _e2354; buffer_5_global.InterlockedAdd(l_1289_*4, _e2353, _e2354);
                l_mut_850_ = _e2354;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2658 = l_mut_1035_;
                        l_mut_1035_ = (_e2658 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2357 = l_mut_1035_;
                    if ((_e2357 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2360 = l_mut_371_;
                        uint _e2361 = l_mut_1035_;
                        uint l_1036_ = (_e2360 >> _e2361);
                        uint l_1037_ = (l_1036_ & 1u);
                        bool l_1038_ = (l_1037_ == 1u);
                        if (l_1038_) {
                            uint _e2367 = l_mut_1035_;
                            uint l_1039_ = (_e2367 * l_422_);
                            uint l_1040_ = (l_1039_ + l_422_);
                            uint l_1041_ = min(l_1040_, l_56_);
                            uint _e2371 = l_mut_850_;
                            l_mut_849_ = _e2371;
                            l_mut_1042_ = l_1039_;
                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2654 = l_mut_1042_;
                                    l_mut_1042_ = (_e2654 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2373 = l_mut_1042_;
                                if ((_e2373 < l_1041_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2375 = l_mut_1042_;
                                    uint64_t l_1043_ = uint64_t(_e2375);
                                    uint64_t l_1044_ = (l_66_ * l_1043_);
                                    uint64_t l_1045_ = (l_75_ + l_1044_);
                                    l_mut_397_ = 0uL;
                                    uint _e2380 = l_mut_1042_;
                                    bool l_1047_ = (_e2380 < 65536u);
                                    if (l_1047_) {
                                        uint _e2383 = l_mut_1042_;
                                        uint _e2384 = l_mut_1042_;
                                        uint l_1048_ = (_e2383 * _e2384);
                                        uint64_t l_1049_ = (l_84_ >> uint(63uL));
                                        bool l_1050_ = (l_1049_ == 1uL);
                                        l_mut_290_ = l_84_;
                                        if (l_1050_) {
                                            uint64_t l_1052_ = (0uL - l_84_);
                                            l_mut_290_ = l_1052_;
                                        }
                                        uint64_t l_1053_ = uint64_t(l_1048_);
                                        uint64_t _e2395 = l_mut_290_;
                                        uint64_t l_1054_ = (_e2395 & 4294967295uL);
                                        uint64_t l_1055_ = (l_1054_ * l_1053_);
                                        uint64_t _e2399 = l_mut_290_;
                                        uint64_t l_1056_ = (_e2399 >> uint(32uL));
                                        uint64_t l_1057_ = (l_1056_ * l_1053_);
                                        uint64_t l_1058_ = (l_1057_ << uint(32uL));
                                        uint64_t l_1059_ = (l_1055_ + l_1058_);
                                        uint64_t l_1060_ = (l_1057_ >> uint(32uL));
                                        bool l_1061_ = (l_1059_ < l_1055_);
                                        uint64_t l_1062_ = uint64_t(l_1061_);
                                        uint64_t l_1063_ = (l_1060_ + l_1062_);
                                        l_mut_290_ = l_1059_;
                                        bool l_1064_ = (l_24_ == 64u);
                                        if (l_1064_) {
                                            l_mut_290_ = l_1063_;
                                        } else {
                                            bool l_1065_ = (l_24_ > 0u);
                                            if (l_1065_) {
                                                uint l_1066_ = (64u - l_24_);
                                                uint64_t l_1067_ = uint64_t(l_1066_);
                                                uint64_t l_1068_ = (l_1063_ << uint(l_1067_));
                                                uint64_t l_1069_ = uint64_t(l_24_);
                                                uint64_t l_1070_ = (l_1059_ >> uint(l_1069_));
                                                uint64_t l_1071_ = (l_1068_ | l_1070_);
                                                l_mut_290_ = l_1071_;
                                            }
                                        }
                                        uint64_t _e2432 = l_mut_290_;
                                        l_mut_273_ = _e2432;
                                        if (l_1050_) {
                                            uint64_t _e2434 = l_mut_273_;
                                            uint64_t l_1073_ = (0uL - _e2434);
                                            l_mut_273_ = l_1073_;
                                        }
                                        uint64_t _e2436 = l_mut_273_;
                                        l_mut_397_ = _e2436;
                                    } else {
                                        uint64_t l_1074_ = (l_84_ >> uint(63uL));
                                        bool l_1075_ = (l_1074_ == 1uL);
                                        l_mut_290_ = l_84_;
                                        if (l_1075_) {
                                            uint64_t l_1077_ = (0uL - l_84_);
                                            l_mut_290_ = l_1077_;
                                        }
                                        uint _e2445 = l_mut_1042_;
                                        uint64_t l_1078_ = uint64_t(_e2445);
                                        uint64_t _e2447 = l_mut_290_;
                                        uint64_t l_1079_ = (_e2447 & 4294967295uL);
                                        uint64_t l_1080_ = (l_1079_ * l_1078_);
                                        uint64_t _e2451 = l_mut_290_;
                                        uint64_t l_1081_ = (_e2451 >> uint(32uL));
                                        uint64_t l_1082_ = (l_1081_ * l_1078_);
                                        uint64_t l_1083_ = (l_1082_ << uint(32uL));
                                        uint64_t l_1084_ = (l_1080_ + l_1083_);
                                        uint64_t l_1085_ = (l_1082_ >> uint(32uL));
                                        bool l_1086_ = (l_1084_ < l_1080_);
                                        uint64_t l_1087_ = uint64_t(l_1086_);
                                        uint64_t l_1088_ = (l_1085_ + l_1087_);
                                        l_mut_273_ = l_1084_;
                                        if (false) {
                                            l_mut_273_ = l_1088_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1092_ = (l_1088_ << uint(64uL));
                                                uint64_t l_1094_ = (l_1084_ >> uint(0uL));
                                                uint64_t l_1095_ = (l_1092_ | l_1094_);
                                                l_mut_273_ = l_1095_;
                                            }
                                        }
                                        uint _e2480 = l_mut_1042_;
                                        uint64_t l_1096_ = uint64_t(_e2480);
                                        uint64_t _e2482 = l_mut_290_;
                                        uint64_t l_1097_ = (_e2482 & 4294967295uL);
                                        uint64_t l_1098_ = (l_1097_ * l_1096_);
                                        uint64_t _e2486 = l_mut_290_;
                                        uint64_t l_1099_ = (_e2486 >> uint(32uL));
                                        uint64_t l_1100_ = (l_1099_ * l_1096_);
                                        uint64_t l_1101_ = (l_1100_ << uint(32uL));
                                        uint64_t l_1102_ = (l_1098_ + l_1101_);
                                        uint64_t l_1103_ = (l_1100_ >> uint(32uL));
                                        bool l_1104_ = (l_1102_ < l_1098_);
                                        uint64_t l_1105_ = uint64_t(l_1104_);
                                        uint64_t l_1106_ = (l_1103_ + l_1105_);
                                        l_mut_290_ = l_1102_;
                                        if (true) {
                                            l_mut_290_ = l_1106_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1110_ = (l_1106_ << uint(0uL));
                                                uint64_t l_1112_ = (l_1102_ >> uint(64uL));
                                                uint64_t l_1113_ = (l_1110_ | l_1112_);
                                                l_mut_290_ = l_1113_;
                                            }
                                        }
                                        uint _e2515 = l_mut_1042_;
                                        uint64_t l_1114_ = uint64_t(_e2515);
                                        uint64_t _e2517 = l_mut_273_;
                                        uint64_t l_1115_ = (_e2517 & 4294967295uL);
                                        uint64_t l_1116_ = (l_1115_ * l_1114_);
                                        uint64_t _e2521 = l_mut_273_;
                                        uint64_t l_1117_ = (_e2521 >> uint(32uL));
                                        uint64_t l_1118_ = (l_1117_ * l_1114_);
                                        uint64_t l_1119_ = (l_1118_ << uint(32uL));
                                        uint64_t l_1120_ = (l_1116_ + l_1119_);
                                        uint64_t l_1121_ = (l_1118_ >> uint(32uL));
                                        bool l_1122_ = (l_1120_ < l_1116_);
                                        uint64_t l_1123_ = uint64_t(l_1122_);
                                        uint64_t l_1124_ = (l_1121_ + l_1123_);
                                        l_mut_194_ = l_1120_;
                                        if (false) {
                                            l_mut_194_ = l_1124_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1128_ = (l_1124_ << uint(64uL));
                                                uint64_t l_1130_ = (l_1120_ >> uint(0uL));
                                                uint64_t l_1131_ = (l_1128_ | l_1130_);
                                                l_mut_194_ = l_1131_;
                                            }
                                        }
                                        uint _e2550 = l_mut_1042_;
                                        uint64_t l_1132_ = uint64_t(_e2550);
                                        uint64_t _e2552 = l_mut_273_;
                                        uint64_t l_1133_ = (_e2552 & 4294967295uL);
                                        uint64_t l_1134_ = (l_1133_ * l_1132_);
                                        uint64_t _e2556 = l_mut_273_;
                                        uint64_t l_1135_ = (_e2556 >> uint(32uL));
                                        uint64_t l_1136_ = (l_1135_ * l_1132_);
                                        uint64_t l_1137_ = (l_1136_ << uint(32uL));
                                        uint64_t l_1138_ = (l_1134_ + l_1137_);
                                        uint64_t l_1139_ = (l_1136_ >> uint(32uL));
                                        bool l_1140_ = (l_1138_ < l_1134_);
                                        uint64_t l_1141_ = uint64_t(l_1140_);
                                        uint64_t l_1142_ = (l_1139_ + l_1141_);
                                        l_mut_273_ = l_1138_;
                                        if (true) {
                                            l_mut_273_ = l_1142_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1146_ = (l_1142_ << uint(0uL));
                                                uint64_t l_1148_ = (l_1138_ >> uint(64uL));
                                                uint64_t l_1149_ = (l_1146_ | l_1148_);
                                                l_mut_273_ = l_1149_;
                                            }
                                        }
                                        uint _e2585 = l_mut_1042_;
                                        uint64_t l_1150_ = uint64_t(_e2585);
                                        uint64_t _e2587 = l_mut_290_;
                                        uint64_t l_1151_ = (_e2587 * l_1150_);
                                        uint64_t _e2589 = l_mut_273_;
                                        uint64_t l_1152_ = (_e2589 + l_1151_);
                                        uint64_t _e2591 = l_mut_194_;
                                        l_mut_397_ = _e2591;
                                        bool l_1153_ = (l_24_ == 64u);
                                        if (l_1153_) {
                                            l_mut_397_ = l_1152_;
                                        } else {
                                            bool l_1154_ = (l_24_ > 0u);
                                            if (l_1154_) {
                                                uint l_1155_ = (64u - l_24_);
                                                uint64_t l_1156_ = uint64_t(l_1155_);
                                                uint64_t l_1157_ = (l_1152_ << uint(l_1156_));
                                                uint64_t l_1158_ = uint64_t(l_24_);
                                                uint64_t _e2603 = l_mut_194_;
                                                uint64_t l_1159_ = (_e2603 >> uint(l_1158_));
                                                uint64_t l_1160_ = (l_1157_ + l_1159_);
                                                l_mut_397_ = l_1160_;
                                            }
                                        }
                                        if (l_1075_) {
                                            uint64_t _e2609 = l_mut_397_;
                                            uint64_t l_1162_ = (0uL - _e2609);
                                            l_mut_397_ = l_1162_;
                                        }
                                    }
                                    uint64_t _e2611 = l_mut_397_;
                                    uint64_t l_1163_ = (l_1045_ + _e2611);
                                    uint64_t l_1165_ = (0uL - l_1163_);
                                    l_mut_397_ = l_1165_;
                                    uint64_t _e2615 = l_mut_397_;
                                    bool l_1166_ = (l_1163_ < _e2615);
                                    if (l_1166_) {
                                        l_mut_397_ = l_1163_;
                                    }
                                    uint64_t _e2617 = l_mut_397_;
                                    bool l_1167_ = (_e2617 < l_33_);
                                    if (l_1167_) {
                                        uint _e2619 = l_mut_849_;
                                        uint l_1168_ = (_e2619 * 2u);
                                        uint l_1169_ = (l_1168_ + 1u);
                                        uint l_1170_ = asuint(info.Load(40+0));
                                        bool l_1171_ = (l_1169_ < l_1170_);
                                        if (l_1171_) {
                                            uint l_1291_ = asuint(info.Load(16+0));
                                            uint l_1292_ = (l_1291_ * 1u);
                                            bool l_1293_ = (l_1168_ < l_1292_);
                                            if (l_1293_) {
                                                buffer_4_global.Store(l_1168_*4, asuint(id));
                                            }
                                            uint l_1172_ = (l_1168_ + 1u);
                                            uint l_1294_ = asuint(info.Load(16+0));
                                            uint l_1295_ = (l_1294_ * 1u);
                                            bool l_1296_ = (l_1172_ < l_1295_);
                                            if (l_1296_) {
                                                uint _e2649 = l_mut_1042_;
                                                buffer_4_global.Store(l_1172_*4, asuint(_e2649));
                                            }
                                        }
                                        uint _e2650 = l_mut_849_;
                                        l_mut_849_ = (_e2650 + 1u);
                                    }
                                }
                            }
                            uint _e2656 = l_mut_849_;
                            l_mut_850_ = _e2656;
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
