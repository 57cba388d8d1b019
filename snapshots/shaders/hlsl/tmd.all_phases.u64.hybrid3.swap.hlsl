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
    bool l_mut_360_ = (bool)0;
    uint l_mut_67_ = (uint)0;
    uint l_mut_699_ = (uint)0;
    uint l_mut_710_ = (uint)0;
    uint l_mut_741_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    uint l_mut_395_ = 0u;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    uint l_mut_830_ = (uint)0;
    uint l_mut_963_ = 0u;
    uint l_mut_970_ = (uint)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1185_ = asuint(info.Load(20+0));
        uint l_1186_ = (l_1185_ * 1u);
        uint l_1187_ = (l_1186_ - 1u);
        uint l_1188_ = min(3u, l_1187_);
        uint _e58; buffer_5_global.InterlockedAdd(l_1188_*4, 1u, _e58);
    }
    uint l_1101_ = asuint(info.Load(12+0));
    uint l_1102_ = (l_1101_ * 1u);
    bool l_1103_ = (0u < l_1102_);
    uint l_1104_ = (l_1102_ - 1u);
    uint l_1105_ = min(0u, l_1104_);
    uint l_1106_ = asuint(buffer_3_global.Load(l_1105_*4));
    uint l_4_ = (l_1103_ ? l_1106_ : 0u);
    uint64_t l_5_ = uint64_t(l_4_);
    uint l_7_ = (0u + 1u);
    uint l_1108_ = asuint(info.Load(12+0));
    uint l_1109_ = (l_1108_ * 1u);
    bool l_1110_ = (l_7_ < l_1109_);
    uint l_1111_ = (l_1109_ - 1u);
    uint l_1112_ = min(l_7_, l_1111_);
    uint l_1113_ = asuint(buffer_3_global.Load(l_1112_*4));
    uint l_8_ = (l_1110_ ? l_1113_ : 0u);
    uint64_t l_9_ = uint64_t(l_8_);
    uint64_t l_10_ = (l_9_ << uint(32uL));
    uint64_t l_11_ = (l_5_ | l_10_);
    uint64_t l_12_ = (l_11_ & 4294967295uL);
    uint l_13_ = uint(l_12_);
    uint l_1115_ = asuint(info.Load(12+0));
    uint l_1116_ = (l_1115_ * 1u);
    bool l_1117_ = (2u < l_1116_);
    uint l_1118_ = (l_1116_ - 1u);
    uint l_1119_ = min(2u, l_1118_);
    uint l_1120_ = asuint(buffer_3_global.Load(l_1119_*4));
    uint l_15_ = (l_1117_ ? l_1120_ : 0u);
    uint64_t l_16_ = uint64_t(l_15_);
    uint l_18_ = (2u + 1u);
    uint l_1122_ = asuint(info.Load(12+0));
    uint l_1123_ = (l_1122_ * 1u);
    bool l_1124_ = (l_18_ < l_1123_);
    uint l_1125_ = (l_1123_ - 1u);
    uint l_1126_ = min(l_18_, l_1125_);
    uint l_1127_ = asuint(buffer_3_global.Load(l_1126_*4));
    uint l_19_ = (l_1124_ ? l_1127_ : 0u);
    uint64_t l_20_ = uint64_t(l_19_);
    uint64_t l_21_ = (l_20_ << uint(32uL));
    uint64_t l_22_ = (l_16_ | l_21_);
    uint64_t l_23_ = (l_22_ & 4294967295uL);
    uint l_24_ = uint(l_23_);
    uint l_1129_ = asuint(info.Load(12+0));
    uint l_1130_ = (l_1129_ * 1u);
    bool l_1131_ = (4u < l_1130_);
    uint l_1132_ = (l_1130_ - 1u);
    uint l_1133_ = min(4u, l_1132_);
    uint l_1134_ = asuint(buffer_3_global.Load(l_1133_*4));
    uint l_26_ = (l_1131_ ? l_1134_ : 0u);
    uint64_t l_27_ = uint64_t(l_26_);
    uint l_29_ = (4u + 1u);
    uint l_1136_ = asuint(info.Load(12+0));
    uint l_1137_ = (l_1136_ * 1u);
    bool l_1138_ = (l_29_ < l_1137_);
    uint l_1139_ = (l_1137_ - 1u);
    uint l_1140_ = min(l_29_, l_1139_);
    uint l_1141_ = asuint(buffer_3_global.Load(l_1140_*4));
    uint l_30_ = (l_1138_ ? l_1141_ : 0u);
    uint64_t l_31_ = uint64_t(l_30_);
    uint64_t l_32_ = (l_31_ << uint(32uL));
    uint64_t l_33_ = (l_27_ | l_32_);
    uint l_1143_ = asuint(info.Load(12+0));
    uint l_1144_ = (l_1143_ * 1u);
    bool l_1145_ = (6u < l_1144_);
    uint l_1146_ = (l_1144_ - 1u);
    uint l_1147_ = min(6u, l_1146_);
    uint l_1148_ = asuint(buffer_3_global.Load(l_1147_*4));
    uint l_35_ = (l_1145_ ? l_1148_ : 0u);
    uint64_t l_36_ = uint64_t(l_35_);
    uint l_38_ = (6u + 1u);
    uint l_1150_ = asuint(info.Load(12+0));
    uint l_1151_ = (l_1150_ * 1u);
    bool l_1152_ = (l_38_ < l_1151_);
    uint l_1153_ = (l_1151_ - 1u);
    uint l_1154_ = min(l_38_, l_1153_);
    uint l_1155_ = asuint(buffer_3_global.Load(l_1154_*4));
    uint l_39_ = (l_1152_ ? l_1155_ : 0u);
    uint64_t l_40_ = uint64_t(l_39_);
    uint64_t l_41_ = (l_40_ << uint(32uL));
    uint64_t l_42_ = (l_36_ | l_41_);
    uint l_1157_ = asuint(info.Load(12+0));
    uint l_1158_ = (l_1157_ * 1u);
    bool l_1159_ = (8u < l_1158_);
    uint l_1160_ = (l_1158_ - 1u);
    uint l_1161_ = min(8u, l_1160_);
    uint l_1162_ = asuint(buffer_3_global.Load(l_1161_*4));
    uint l_44_ = (l_1159_ ? l_1162_ : 0u);
    uint64_t l_45_ = uint64_t(l_44_);
    uint l_47_ = (8u + 1u);
    uint l_1164_ = asuint(info.Load(12+0));
    uint l_1165_ = (l_1164_ * 1u);
    bool l_1166_ = (l_47_ < l_1165_);
    uint l_1167_ = (l_1165_ - 1u);
    uint l_1168_ = min(l_47_, l_1167_);
    uint l_1169_ = asuint(buffer_3_global.Load(l_1168_*4));
    uint l_48_ = (l_1166_ ? l_1169_ : 0u);
    uint64_t l_49_ = uint64_t(l_48_);
    uint64_t l_50_ = (l_49_ << uint(32uL));
    uint64_t l_51_ = (l_45_ | l_50_);
    uint l_1171_ = asuint(info.Load(12+0));
    uint l_1172_ = (l_1171_ * 1u);
    bool l_1173_ = (10u < l_1172_);
    uint l_1174_ = (l_1172_ - 1u);
    uint l_1175_ = min(10u, l_1174_);
    uint l_1176_ = asuint(buffer_3_global.Load(l_1175_*4));
    uint l_53_ = (l_1173_ ? l_1176_ : 0u);
    uint64_t l_54_ = uint64_t(l_53_);
    uint l_56_ = (10u + 1u);
    uint l_1178_ = asuint(info.Load(12+0));
    uint l_1179_ = (l_1178_ * 1u);
    bool l_1180_ = (l_56_ < l_1179_);
    uint l_1181_ = (l_1179_ - 1u);
    uint l_1182_ = min(l_56_, l_1181_);
    uint l_1183_ = asuint(buffer_3_global.Load(l_1182_*4));
    uint l_57_ = (l_1180_ ? l_1183_ : 0u);
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
        uint l_1190_ = asuint(info.Load(0+0));
        uint l_1191_ = (l_1190_ * 1u);
        bool l_1192_ = (l_76_ < l_1191_);
        uint l_1193_ = (l_1191_ - 1u);
        uint l_1194_ = min(l_76_, l_1193_);
        uint l_1195_ = asuint(buffer_0_global.Load(l_1194_*4));
        uint l_77_ = (l_1192_ ? l_1195_ : 0u);
        uint64_t l_78_ = uint64_t(l_77_);
        uint l_79_ = (2u * id);
        uint l_80_ = (l_79_ + 1u);
        uint l_1197_ = asuint(info.Load(0+0));
        uint l_1198_ = (l_1197_ * 1u);
        bool l_1199_ = (l_80_ < l_1198_);
        uint l_1200_ = (l_1198_ - 1u);
        uint l_1201_ = min(l_80_, l_1200_);
        uint l_1202_ = asuint(buffer_0_global.Load(l_1201_*4));
        uint l_81_ = (l_1199_ ? l_1202_ : 0u);
        uint64_t l_82_ = uint64_t(l_81_);
        uint64_t l_83_ = (l_82_ << uint(32uL));
        uint64_t l_84_ = (l_78_ | l_83_);
        uint l_85_ = (2u * id);
        uint l_1204_ = asuint(info.Load(4+0));
        uint l_1205_ = (l_1204_ * 1u);
        bool l_1206_ = (l_85_ < l_1205_);
        uint l_1207_ = (l_1205_ - 1u);
        uint l_1208_ = min(l_85_, l_1207_);
        uint l_1209_ = asuint(buffer_1_global.Load(l_1208_*4));
        uint l_86_ = (l_1206_ ? l_1209_ : 0u);
        uint64_t l_87_ = uint64_t(l_86_);
        uint l_88_ = (2u * id);
        uint l_89_ = (l_88_ + 1u);
        uint l_1211_ = asuint(info.Load(4+0));
        uint l_1212_ = (l_1211_ * 1u);
        bool l_1213_ = (l_89_ < l_1212_);
        uint l_1214_ = (l_1212_ - 1u);
        uint l_1215_ = min(l_89_, l_1214_);
        uint l_1216_ = asuint(buffer_1_global.Load(l_1215_*4));
        uint l_90_ = (l_1213_ ? l_1216_ : 0u);
        uint64_t l_91_ = uint64_t(l_90_);
        uint64_t l_92_ = (l_91_ << uint(32uL));
        uint64_t l_93_ = (l_87_ | l_92_);
        uint l_94_ = (2u * id);
        uint l_1218_ = asuint(info.Load(8+0));
        uint l_1219_ = (l_1218_ * 1u);
        bool l_1220_ = (l_94_ < l_1219_);
        uint l_1221_ = (l_1219_ - 1u);
        uint l_1222_ = min(l_94_, l_1221_);
        uint l_1223_ = asuint(buffer_2_global.Load(l_1222_*4));
        uint l_95_ = (l_1220_ ? l_1223_ : 0u);
        uint64_t l_96_ = uint64_t(l_95_);
        uint l_97_ = (2u * id);
        uint l_98_ = (l_97_ + 1u);
        uint l_1225_ = asuint(info.Load(8+0));
        uint l_1226_ = (l_1225_ * 1u);
        bool l_1227_ = (l_98_ < l_1226_);
        uint l_1228_ = (l_1226_ - 1u);
        uint l_1229_ = min(l_98_, l_1228_);
        uint l_1230_ = asuint(buffer_2_global.Load(l_1229_*4));
        uint l_99_ = (l_1227_ ? l_1230_ : 0u);
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
            l_mut_355_ = true;
            bool _e937 = l_mut_350_;
            if (_e937) {
                uint64_t _e938 = l_mut_127_;
                uint64_t _e939 = l_mut_158_;
                uint64_t l_356_ = (_e938 - _e939);
                l_mut_127_ = l_356_;
                uint64_t _e941 = l_mut_127_;
                bool l_357_ = (_e941 < l_255_);
                if (l_357_) {
                    l_mut_262_ = false;
                    l_mut_355_ = false;
                }
            }
            bool _e945 = l_mut_355_;
            if (_e945) {
                uint _e946 = l_mut_67_;
                uint l_358_ = (l_13_ - _e946);
                uint _e948 = l_mut_258_;
                uint l_359_ = naga_div(l_358_, _e948);
                l_mut_304_ = 0u;
                l_mut_360_ = false;
                uint64_t _e953 = l_mut_158_;
                uint64_t l_362_ = (_e953 >> uint(3uL));
                uint64_t _e957 = l_mut_212_;
                bool l_363_ = (l_362_ < _e957);
                bool l_364_ = !(l_363_);
                l_mut_360_ = l_364_;
                uint64_t _e960 = l_mut_212_;
                bool l_365_ = (_e960 == 0uL);
                if (l_365_) {
                    l_mut_304_ = l_359_;
                } else {
                    bool _e963 = l_mut_360_;
                    if (_e963) {
                        uint64_t _e964 = l_mut_212_;
                        uint64_t _e965 = l_mut_158_;
                        bool l_366_ = (_e964 < _e965);
                        if (l_366_) {
                            uint64_t _e967 = l_mut_158_;
                            uint64_t l_367_ = (_e967 - 1uL);
                            uint64_t _e970 = l_mut_212_;
                            uint64_t l_368_ = naga_div(l_367_, _e970);
                            uint64_t l_369_ = uint64_t(l_359_);
                            bool l_370_ = (l_368_ < l_369_);
                            uint64_t l_371_ = uint64_t(l_359_);
                            uint64_t l_372_ = (l_370_ ? l_368_ : l_371_);
                            uint l_373_ = uint(l_372_);
                            l_mut_304_ = l_373_;
                        }
                    } else {
                        uint64_t _e978 = l_mut_158_;
                        l_mut_301_ = _e978;
                        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                            uint64_t _e979 = l_mut_212_;
                            uint64_t _e980 = l_mut_301_;
                            bool l_374_ = (_e979 < _e980);
                            uint _e982 = l_mut_304_;
                            uint _e983 = l_mut_258_;
                            uint l_375_ = (_e982 * _e983);
                            uint _e985 = l_mut_67_;
                            uint l_376_ = (_e985 + l_375_);
                            uint _e987 = l_mut_258_;
                            uint l_377_ = (l_376_ + _e987);
                            bool l_378_ = (l_377_ < l_13_);
                            if (l_374_) {
                                local_1 = l_378_;
                            } else {
                                local_1 = false;
                            }
                            bool l_379_ = local_1;
                            bool l_380_ = !(l_379_);
                            if (l_380_) {
                                break;
                            }
                            uint64_t _e995 = l_mut_301_;
                            uint64_t _e996 = l_mut_212_;
                            uint64_t l_381_ = (_e995 - _e996);
                            l_mut_301_ = l_381_;
                            uint _e998 = l_mut_304_;
                            l_mut_304_ = (_e998 + 1u);
                        }
                    }
                }
                uint _e1001 = l_mut_304_;
                uint _e1002 = l_mut_258_;
                uint l_382_ = (_e1001 * _e1002);
                uint _e1004 = l_mut_67_;
                uint l_383_ = (_e1004 + l_382_);
                uint _e1006 = l_mut_258_;
                uint l_384_ = (l_383_ + _e1006);
                bool l_385_ = (l_384_ >= l_13_);
                if (l_385_) {
                    l_mut_259_ = true;
                    l_mut_262_ = false;
                } else {
                    uint _e1011 = l_mut_304_;
                    uint64_t l_386_ = uint64_t(_e1011);
                    uint64_t _e1013 = l_mut_212_;
                    uint64_t l_387_ = (_e1013 * l_386_);
                    uint64_t _e1015 = l_mut_158_;
                    uint64_t l_388_ = (_e1015 - l_387_);
                    l_mut_158_ = l_388_;
                    uint _e1017 = l_mut_304_;
                    uint _e1018 = l_mut_258_;
                    uint l_389_ = (_e1017 * _e1018);
                    uint _e1020 = l_mut_67_;
                    l_mut_67_ = (_e1020 + l_389_);
                    uint64_t _e1022 = l_mut_212_;
                    uint64_t _e1023 = l_mut_158_;
                    uint64_t l_390_ = (_e1022 - _e1023);
                    l_mut_212_ = l_390_;
                    uint _e1025 = l_mut_258_;
                    uint _e1026 = l_mut_67_;
                    l_mut_258_ = (_e1025 + _e1026);
                }
            }
        }
        bool _e1028 = l_mut_259_;
        bool l_391_ = !(_e1028);
        if (l_391_) {
            uint l_1232_ = asuint(info.Load(20+0));
            uint l_1233_ = (l_1232_ * 1u);
            uint l_1234_ = (l_1233_ - 1u);
            uint l_1235_ = min(0u, l_1234_);
            uint _e1043; buffer_5_global.InterlockedAdd(l_1235_*4, 1u, _e1043);
            uint l_394_ = naga_div(l_13_, 8u);
            l_mut_304_ = 0u;
            l_mut_271_ = 0u;
            l_mut_258_ = 0u;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            bool loop_init = true;
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                if (!loop_init) {
                    uint _e2179 = l_mut_395_;
                    l_mut_395_ = (_e2179 + 1u);
                }
                loop_init = false;
                uint _e1051 = l_mut_395_;
                if ((_e1051 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1054 = l_mut_395_;
                    uint l_396_ = (_e1054 * l_394_);
                    bool l_397_ = (l_396_ < l_74_);
                    uint l_398_ = naga_div(l_13_, 8u);
                    uint _e1059 = l_mut_395_;
                    uint l_399_ = (_e1059 * l_398_);
                    uint l_400_ = (l_399_ + l_399_);
                    uint64_t l_401_ = (l_102_ >> uint(63uL));
                    bool l_402_ = (l_401_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_402_) {
                        uint64_t l_404_ = (0uL - l_102_);
                        l_mut_301_ = l_404_;
                    }
                    uint64_t l_405_ = uint64_t(l_400_);
                    uint64_t _e1071 = l_mut_301_;
                    uint64_t l_406_ = (_e1071 & 4294967295uL);
                    uint64_t l_407_ = (l_406_ * l_405_);
                    uint64_t _e1075 = l_mut_301_;
                    uint64_t l_408_ = (_e1075 >> uint(32uL));
                    uint64_t l_409_ = (l_408_ * l_405_);
                    uint64_t l_410_ = (l_409_ << uint(32uL));
                    uint64_t l_411_ = (l_407_ + l_410_);
                    uint64_t l_412_ = (l_409_ >> uint(32uL));
                    bool l_413_ = (l_411_ < l_407_);
                    uint64_t l_414_ = uint64_t(l_413_);
                    uint64_t l_415_ = (l_412_ + l_414_);
                    l_mut_301_ = l_411_;
                    bool l_416_ = (l_24_ == 64u);
                    if (l_416_) {
                        l_mut_301_ = l_415_;
                    } else {
                        bool l_417_ = (l_24_ > 0u);
                        if (l_417_) {
                            uint l_418_ = (64u - l_24_);
                            uint64_t l_419_ = uint64_t(l_418_);
                            uint64_t l_420_ = (l_415_ << uint(l_419_));
                            uint64_t l_421_ = uint64_t(l_24_);
                            uint64_t l_422_ = (l_411_ >> uint(l_421_));
                            uint64_t l_423_ = (l_420_ | l_422_);
                            l_mut_301_ = l_423_;
                        }
                    }
                    uint64_t _e1108 = l_mut_301_;
                    l_mut_284_ = _e1108;
                    if (l_402_) {
                        uint64_t _e1110 = l_mut_284_;
                        uint64_t l_425_ = (0uL - _e1110);
                        l_mut_284_ = l_425_;
                    }
                    uint64_t _e1112 = l_mut_284_;
                    uint64_t l_426_ = (l_84_ + _e1112);
                    uint64_t l_427_ = uint64_t(l_399_);
                    uint64_t l_428_ = (l_84_ * l_427_);
                    uint64_t l_429_ = (l_93_ + l_428_);
                    l_mut_301_ = 0uL;
                    bool l_431_ = (l_399_ < 65536u);
                    if (l_431_) {
                        uint l_432_ = (l_399_ * l_399_);
                        uint64_t l_433_ = (l_102_ >> uint(63uL));
                        bool l_434_ = (l_433_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_434_) {
                            uint64_t l_436_ = (0uL - l_102_);
                            l_mut_284_ = l_436_;
                        }
                        uint64_t l_437_ = uint64_t(l_432_);
                        uint64_t _e1130 = l_mut_284_;
                        uint64_t l_438_ = (_e1130 & 4294967295uL);
                        uint64_t l_439_ = (l_438_ * l_437_);
                        uint64_t _e1134 = l_mut_284_;
                        uint64_t l_440_ = (_e1134 >> uint(32uL));
                        uint64_t l_441_ = (l_440_ * l_437_);
                        uint64_t l_442_ = (l_441_ << uint(32uL));
                        uint64_t l_443_ = (l_439_ + l_442_);
                        uint64_t l_444_ = (l_441_ >> uint(32uL));
                        bool l_445_ = (l_443_ < l_439_);
                        uint64_t l_446_ = uint64_t(l_445_);
                        uint64_t l_447_ = (l_444_ + l_446_);
                        l_mut_284_ = l_443_;
                        bool l_448_ = (l_24_ == 64u);
                        if (l_448_) {
                            l_mut_284_ = l_447_;
                        } else {
                            bool l_449_ = (l_24_ > 0u);
                            if (l_449_) {
                                uint l_450_ = (64u - l_24_);
                                uint64_t l_451_ = uint64_t(l_450_);
                                uint64_t l_452_ = (l_447_ << uint(l_451_));
                                uint64_t l_453_ = uint64_t(l_24_);
                                uint64_t l_454_ = (l_443_ >> uint(l_453_));
                                uint64_t l_455_ = (l_452_ | l_454_);
                                l_mut_284_ = l_455_;
                            }
                        }
                        uint64_t _e1167 = l_mut_284_;
                        l_mut_212_ = _e1167;
                        if (l_434_) {
                            uint64_t _e1169 = l_mut_212_;
                            uint64_t l_457_ = (0uL - _e1169);
                            l_mut_212_ = l_457_;
                        }
                        uint64_t _e1171 = l_mut_212_;
                        l_mut_301_ = _e1171;
                    } else {
                        uint64_t l_458_ = (l_102_ >> uint(63uL));
                        bool l_459_ = (l_458_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_459_) {
                            uint64_t l_461_ = (0uL - l_102_);
                            l_mut_284_ = l_461_;
                        }
                        uint64_t l_462_ = uint64_t(l_399_);
                        uint64_t _e1181 = l_mut_284_;
                        uint64_t l_463_ = (_e1181 & 4294967295uL);
                        uint64_t l_464_ = (l_463_ * l_462_);
                        uint64_t _e1185 = l_mut_284_;
                        uint64_t l_465_ = (_e1185 >> uint(32uL));
                        uint64_t l_466_ = (l_465_ * l_462_);
                        uint64_t l_467_ = (l_466_ << uint(32uL));
                        uint64_t l_468_ = (l_464_ + l_467_);
                        uint64_t l_469_ = (l_466_ >> uint(32uL));
                        bool l_470_ = (l_468_ < l_464_);
                        uint64_t l_471_ = uint64_t(l_470_);
                        uint64_t l_472_ = (l_469_ + l_471_);
                        l_mut_212_ = l_468_;
                        if (false) {
                            l_mut_212_ = l_472_;
                        } else {
                            if (false) {
                                uint64_t l_476_ = (l_472_ << uint(64uL));
                                uint64_t l_478_ = (l_468_ >> uint(0uL));
                                uint64_t l_479_ = (l_476_ | l_478_);
                                l_mut_212_ = l_479_;
                            }
                        }
                        uint64_t l_480_ = uint64_t(l_399_);
                        uint64_t _e1215 = l_mut_284_;
                        uint64_t l_481_ = (_e1215 & 4294967295uL);
                        uint64_t l_482_ = (l_481_ * l_480_);
                        uint64_t _e1219 = l_mut_284_;
                        uint64_t l_483_ = (_e1219 >> uint(32uL));
                        uint64_t l_484_ = (l_483_ * l_480_);
                        uint64_t l_485_ = (l_484_ << uint(32uL));
                        uint64_t l_486_ = (l_482_ + l_485_);
                        uint64_t l_487_ = (l_484_ >> uint(32uL));
                        bool l_488_ = (l_486_ < l_482_);
                        uint64_t l_489_ = uint64_t(l_488_);
                        uint64_t l_490_ = (l_487_ + l_489_);
                        l_mut_284_ = l_486_;
                        if (true) {
                            l_mut_284_ = l_490_;
                        } else {
                            if (true) {
                                uint64_t l_494_ = (l_490_ << uint(0uL));
                                uint64_t l_496_ = (l_486_ >> uint(64uL));
                                uint64_t l_497_ = (l_494_ | l_496_);
                                l_mut_284_ = l_497_;
                            }
                        }
                        uint64_t l_498_ = uint64_t(l_399_);
                        uint64_t _e1249 = l_mut_212_;
                        uint64_t l_499_ = (_e1249 & 4294967295uL);
                        uint64_t l_500_ = (l_499_ * l_498_);
                        uint64_t _e1253 = l_mut_212_;
                        uint64_t l_501_ = (_e1253 >> uint(32uL));
                        uint64_t l_502_ = (l_501_ * l_498_);
                        uint64_t l_503_ = (l_502_ << uint(32uL));
                        uint64_t l_504_ = (l_500_ + l_503_);
                        uint64_t l_505_ = (l_502_ >> uint(32uL));
                        bool l_506_ = (l_504_ < l_500_);
                        uint64_t l_507_ = uint64_t(l_506_);
                        uint64_t l_508_ = (l_505_ + l_507_);
                        l_mut_158_ = l_504_;
                        if (false) {
                            l_mut_158_ = l_508_;
                        } else {
                            if (false) {
                                uint64_t l_512_ = (l_508_ << uint(64uL));
                                uint64_t l_514_ = (l_504_ >> uint(0uL));
                                uint64_t l_515_ = (l_512_ | l_514_);
                                l_mut_158_ = l_515_;
                            }
                        }
                        uint64_t l_516_ = uint64_t(l_399_);
                        uint64_t _e1283 = l_mut_212_;
                        uint64_t l_517_ = (_e1283 & 4294967295uL);
                        uint64_t l_518_ = (l_517_ * l_516_);
                        uint64_t _e1287 = l_mut_212_;
                        uint64_t l_519_ = (_e1287 >> uint(32uL));
                        uint64_t l_520_ = (l_519_ * l_516_);
                        uint64_t l_521_ = (l_520_ << uint(32uL));
                        uint64_t l_522_ = (l_518_ + l_521_);
                        uint64_t l_523_ = (l_520_ >> uint(32uL));
                        bool l_524_ = (l_522_ < l_518_);
                        uint64_t l_525_ = uint64_t(l_524_);
                        uint64_t l_526_ = (l_523_ + l_525_);
                        l_mut_212_ = l_522_;
                        if (true) {
                            l_mut_212_ = l_526_;
                        } else {
                            if (true) {
                                uint64_t l_530_ = (l_526_ << uint(0uL));
                                uint64_t l_532_ = (l_522_ >> uint(64uL));
                                uint64_t l_533_ = (l_530_ | l_532_);
                                l_mut_212_ = l_533_;
                            }
                        }
                        uint64_t l_534_ = uint64_t(l_399_);
                        uint64_t _e1317 = l_mut_284_;
                        uint64_t l_535_ = (_e1317 * l_534_);
                        uint64_t _e1319 = l_mut_212_;
                        uint64_t l_536_ = (_e1319 + l_535_);
                        uint64_t _e1321 = l_mut_158_;
                        l_mut_301_ = _e1321;
                        bool l_537_ = (l_24_ == 64u);
                        if (l_537_) {
                            l_mut_301_ = l_536_;
                        } else {
                            bool l_538_ = (l_24_ > 0u);
                            if (l_538_) {
                                uint l_539_ = (64u - l_24_);
                                uint64_t l_540_ = uint64_t(l_539_);
                                uint64_t l_541_ = (l_536_ << uint(l_540_));
                                uint64_t l_542_ = uint64_t(l_24_);
                                uint64_t _e1333 = l_mut_158_;
                                uint64_t l_543_ = (_e1333 >> uint(l_542_));
                                uint64_t l_544_ = (l_541_ + l_543_);
                                l_mut_301_ = l_544_;
                            }
                        }
                        if (l_459_) {
                            uint64_t _e1339 = l_mut_301_;
                            uint64_t l_546_ = (0uL - _e1339);
                            l_mut_301_ = l_546_;
                        }
                    }
                    uint64_t _e1341 = l_mut_301_;
                    uint64_t l_547_ = (l_429_ + _e1341);
                    uint64_t l_548_ = (l_102_ >> uint(63uL));
                    bool l_549_ = (l_548_ == 1uL);
                    l_mut_301_ = l_102_;
                    if (l_549_) {
                        uint64_t l_551_ = (0uL - l_102_);
                        l_mut_301_ = l_551_;
                    }
                    uint64_t l_552_ = uint64_t(l_398_);
                    uint64_t _e1352 = l_mut_301_;
                    uint64_t l_553_ = (_e1352 & 4294967295uL);
                    uint64_t l_554_ = (l_553_ * l_552_);
                    uint64_t _e1356 = l_mut_301_;
                    uint64_t l_555_ = (_e1356 >> uint(32uL));
                    uint64_t l_556_ = (l_555_ * l_552_);
                    uint64_t l_557_ = (l_556_ << uint(32uL));
                    uint64_t l_558_ = (l_554_ + l_557_);
                    uint64_t l_559_ = (l_556_ >> uint(32uL));
                    bool l_560_ = (l_558_ < l_554_);
                    uint64_t l_561_ = uint64_t(l_560_);
                    uint64_t l_562_ = (l_559_ + l_561_);
                    l_mut_301_ = l_558_;
                    bool l_563_ = (l_24_ == 64u);
                    if (l_563_) {
                        l_mut_301_ = l_562_;
                    } else {
                        bool l_564_ = (l_24_ > 0u);
                        if (l_564_) {
                            uint l_565_ = (64u - l_24_);
                            uint64_t l_566_ = uint64_t(l_565_);
                            uint64_t l_567_ = (l_562_ << uint(l_566_));
                            uint64_t l_568_ = uint64_t(l_24_);
                            uint64_t l_569_ = (l_558_ >> uint(l_568_));
                            uint64_t l_570_ = (l_567_ | l_569_);
                            l_mut_301_ = l_570_;
                        }
                    }
                    uint64_t _e1389 = l_mut_301_;
                    l_mut_284_ = _e1389;
                    if (l_549_) {
                        uint64_t _e1391 = l_mut_284_;
                        uint64_t l_572_ = (0uL - _e1391);
                        l_mut_284_ = l_572_;
                    }
                    uint64_t _e1393 = l_mut_284_;
                    uint64_t l_573_ = (l_426_ + _e1393);
                    uint l_574_ = (l_24_ + 3u);
                    l_mut_301_ = 0uL;
                    bool l_576_ = (l_398_ < 65536u);
                    if (l_576_) {
                        uint l_577_ = (l_398_ * l_398_);
                        uint64_t l_578_ = (l_102_ >> uint(63uL));
                        bool l_579_ = (l_578_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_579_) {
                            uint64_t l_581_ = (0uL - l_102_);
                            l_mut_284_ = l_581_;
                        }
                        uint64_t l_582_ = uint64_t(l_577_);
                        uint64_t _e1410 = l_mut_284_;
                        uint64_t l_583_ = (_e1410 & 4294967295uL);
                        uint64_t l_584_ = (l_583_ * l_582_);
                        uint64_t _e1414 = l_mut_284_;
                        uint64_t l_585_ = (_e1414 >> uint(32uL));
                        uint64_t l_586_ = (l_585_ * l_582_);
                        uint64_t l_587_ = (l_586_ << uint(32uL));
                        uint64_t l_588_ = (l_584_ + l_587_);
                        uint64_t l_589_ = (l_586_ >> uint(32uL));
                        bool l_590_ = (l_588_ < l_584_);
                        uint64_t l_591_ = uint64_t(l_590_);
                        uint64_t l_592_ = (l_589_ + l_591_);
                        l_mut_284_ = l_588_;
                        bool l_593_ = (l_574_ == 64u);
                        if (l_593_) {
                            l_mut_284_ = l_592_;
                        } else {
                            bool l_594_ = (l_574_ > 0u);
                            if (l_594_) {
                                uint l_595_ = (64u - l_574_);
                                uint64_t l_596_ = uint64_t(l_595_);
                                uint64_t l_597_ = (l_592_ << uint(l_596_));
                                uint64_t l_598_ = uint64_t(l_574_);
                                uint64_t l_599_ = (l_588_ >> uint(l_598_));
                                uint64_t l_600_ = (l_597_ | l_599_);
                                l_mut_284_ = l_600_;
                            }
                        }
                        uint64_t _e1447 = l_mut_284_;
                        l_mut_212_ = _e1447;
                        if (l_579_) {
                            uint64_t _e1449 = l_mut_212_;
                            uint64_t l_602_ = (0uL - _e1449);
                            l_mut_212_ = l_602_;
                        }
                        uint64_t _e1451 = l_mut_212_;
                        l_mut_301_ = _e1451;
                    } else {
                        uint64_t l_603_ = (l_102_ >> uint(63uL));
                        bool l_604_ = (l_603_ == 1uL);
                        l_mut_284_ = l_102_;
                        if (l_604_) {
                            uint64_t l_606_ = (0uL - l_102_);
                            l_mut_284_ = l_606_;
                        }
                        uint64_t l_607_ = uint64_t(l_398_);
                        uint64_t _e1461 = l_mut_284_;
                        uint64_t l_608_ = (_e1461 & 4294967295uL);
                        uint64_t l_609_ = (l_608_ * l_607_);
                        uint64_t _e1465 = l_mut_284_;
                        uint64_t l_610_ = (_e1465 >> uint(32uL));
                        uint64_t l_611_ = (l_610_ * l_607_);
                        uint64_t l_612_ = (l_611_ << uint(32uL));
                        uint64_t l_613_ = (l_609_ + l_612_);
                        uint64_t l_614_ = (l_611_ >> uint(32uL));
                        bool l_615_ = (l_613_ < l_609_);
                        uint64_t l_616_ = uint64_t(l_615_);
                        uint64_t l_617_ = (l_614_ + l_616_);
                        l_mut_212_ = l_613_;
                        if (false) {
                            l_mut_212_ = l_617_;
                        } else {
                            if (false) {
                                uint64_t l_621_ = (l_617_ << uint(64uL));
                                uint64_t l_623_ = (l_613_ >> uint(0uL));
                                uint64_t l_624_ = (l_621_ | l_623_);
                                l_mut_212_ = l_624_;
                            }
                        }
                        uint64_t l_625_ = uint64_t(l_398_);
                        uint64_t _e1495 = l_mut_284_;
                        uint64_t l_626_ = (_e1495 & 4294967295uL);
                        uint64_t l_627_ = (l_626_ * l_625_);
                        uint64_t _e1499 = l_mut_284_;
                        uint64_t l_628_ = (_e1499 >> uint(32uL));
                        uint64_t l_629_ = (l_628_ * l_625_);
                        uint64_t l_630_ = (l_629_ << uint(32uL));
                        uint64_t l_631_ = (l_627_ + l_630_);
                        uint64_t l_632_ = (l_629_ >> uint(32uL));
                        bool l_633_ = (l_631_ < l_627_);
                        uint64_t l_634_ = uint64_t(l_633_);
                        uint64_t l_635_ = (l_632_ + l_634_);
                        l_mut_284_ = l_631_;
                        if (true) {
                            l_mut_284_ = l_635_;
                        } else {
                            if (true) {
                                uint64_t l_639_ = (l_635_ << uint(0uL));
                                uint64_t l_641_ = (l_631_ >> uint(64uL));
                                uint64_t l_642_ = (l_639_ | l_641_);
                                l_mut_284_ = l_642_;
                            }
                        }
                        uint64_t l_643_ = uint64_t(l_398_);
                        uint64_t _e1529 = l_mut_212_;
                        uint64_t l_644_ = (_e1529 & 4294967295uL);
                        uint64_t l_645_ = (l_644_ * l_643_);
                        uint64_t _e1533 = l_mut_212_;
                        uint64_t l_646_ = (_e1533 >> uint(32uL));
                        uint64_t l_647_ = (l_646_ * l_643_);
                        uint64_t l_648_ = (l_647_ << uint(32uL));
                        uint64_t l_649_ = (l_645_ + l_648_);
                        uint64_t l_650_ = (l_647_ >> uint(32uL));
                        bool l_651_ = (l_649_ < l_645_);
                        uint64_t l_652_ = uint64_t(l_651_);
                        uint64_t l_653_ = (l_650_ + l_652_);
                        l_mut_158_ = l_649_;
                        if (false) {
                            l_mut_158_ = l_653_;
                        } else {
                            if (false) {
                                uint64_t l_657_ = (l_653_ << uint(64uL));
                                uint64_t l_659_ = (l_649_ >> uint(0uL));
                                uint64_t l_660_ = (l_657_ | l_659_);
                                l_mut_158_ = l_660_;
                            }
                        }
                        uint64_t l_661_ = uint64_t(l_398_);
                        uint64_t _e1563 = l_mut_212_;
                        uint64_t l_662_ = (_e1563 & 4294967295uL);
                        uint64_t l_663_ = (l_662_ * l_661_);
                        uint64_t _e1567 = l_mut_212_;
                        uint64_t l_664_ = (_e1567 >> uint(32uL));
                        uint64_t l_665_ = (l_664_ * l_661_);
                        uint64_t l_666_ = (l_665_ << uint(32uL));
                        uint64_t l_667_ = (l_663_ + l_666_);
                        uint64_t l_668_ = (l_665_ >> uint(32uL));
                        bool l_669_ = (l_667_ < l_663_);
                        uint64_t l_670_ = uint64_t(l_669_);
                        uint64_t l_671_ = (l_668_ + l_670_);
                        l_mut_212_ = l_667_;
                        if (true) {
                            l_mut_212_ = l_671_;
                        } else {
                            if (true) {
                                uint64_t l_675_ = (l_671_ << uint(0uL));
                                uint64_t l_677_ = (l_667_ >> uint(64uL));
                                uint64_t l_678_ = (l_675_ | l_677_);
                                l_mut_212_ = l_678_;
                            }
                        }
                        uint64_t l_679_ = uint64_t(l_398_);
                        uint64_t _e1597 = l_mut_284_;
                        uint64_t l_680_ = (_e1597 * l_679_);
                        uint64_t _e1599 = l_mut_212_;
                        uint64_t l_681_ = (_e1599 + l_680_);
                        uint64_t _e1601 = l_mut_158_;
                        l_mut_301_ = _e1601;
                        bool l_682_ = (l_574_ == 64u);
                        if (l_682_) {
                            l_mut_301_ = l_681_;
                        } else {
                            bool l_683_ = (l_574_ > 0u);
                            if (l_683_) {
                                uint l_684_ = (64u - l_574_);
                                uint64_t l_685_ = uint64_t(l_684_);
                                uint64_t l_686_ = (l_681_ << uint(l_685_));
                                uint64_t l_687_ = uint64_t(l_574_);
                                uint64_t _e1613 = l_mut_158_;
                                uint64_t l_688_ = (_e1613 >> uint(l_687_));
                                uint64_t l_689_ = (l_686_ + l_688_);
                                l_mut_301_ = l_689_;
                            }
                        }
                        if (l_604_) {
                            uint64_t _e1619 = l_mut_301_;
                            uint64_t l_691_ = (0uL - _e1619);
                            l_mut_301_ = l_691_;
                        }
                    }
                    uint64_t _e1621 = l_mut_301_;
                    uint64_t l_692_ = (l_547_ - _e1621);
                    uint64_t l_693_ = (l_692_ + l_42_);
                    uint64_t l_695_ = (0uL - l_573_);
                    uint64_t l_696_ = (l_42_ + l_42_);
                    l_mut_301_ = l_695_;
                    uint64_t l_698_ = (0uL - l_695_);
                    l_mut_284_ = l_698_;
                    l_mut_212_ = l_693_;
                    l_mut_67_ = 1u;
                    l_mut_699_ = 1u;
                    l_mut_360_ = false;
                    uint64_t _e1632 = l_mut_212_;
                    bool l_700_ = (_e1632 < l_696_);
                    bool l_701_ = !(l_700_);
                    l_mut_355_ = l_701_;
                    bool l_702_ = (l_695_ == 0uL);
                    if (l_702_) {
                        bool _e1637 = l_mut_355_;
                        l_mut_360_ = _e1637;
                        l_mut_355_ = false;
                    }
                    bool _e1639 = l_mut_355_;
                    if (_e1639) {
                        uint64_t l_703_ = (l_695_ >> uint(63uL));
                        bool l_704_ = (l_703_ == 1uL);
                        l_mut_158_ = l_695_;
                        if (l_704_) {
                            uint64_t l_706_ = (0uL - l_695_);
                            l_mut_158_ = l_706_;
                        }
                        uint l_707_ = (l_398_ - 1u);
                        uint64_t l_708_ = uint64_t(l_707_);
                        uint64_t _e1651 = l_mut_158_;
                        uint64_t l_709_ = (_e1651 * l_708_);
                        l_mut_710_ = 0u;
                        uint l_711_ = (l_398_ - 1u);
                        uint64_t l_712_ = uint64_t(l_711_);
                        uint64_t _e1657 = l_mut_158_;
                        uint64_t l_713_ = (_e1657 & 4294967295uL);
                        uint64_t l_714_ = (l_713_ * l_712_);
                        uint64_t _e1661 = l_mut_158_;
                        uint64_t l_715_ = (_e1661 >> uint(32uL));
                        uint64_t l_716_ = (l_715_ * l_712_);
                        uint64_t l_717_ = (l_716_ << uint(32uL));
                        uint64_t l_718_ = (l_714_ + l_717_);
                        uint64_t l_719_ = (l_716_ >> uint(32uL));
                        bool l_720_ = (l_718_ < l_714_);
                        uint64_t l_721_ = uint64_t(l_720_);
                        uint64_t l_722_ = (l_719_ + l_721_);
                        l_mut_127_ = l_718_;
                        if (true) {
                            l_mut_127_ = l_722_;
                        } else {
                            if (true) {
                                uint64_t l_726_ = (l_722_ << uint(0uL));
                                uint64_t l_728_ = (l_718_ >> uint(64uL));
                                uint64_t l_729_ = (l_726_ | l_728_);
                                l_mut_127_ = l_729_;
                            }
                        }
                        uint64_t _e1690 = l_mut_127_;
                        bool l_730_ = (_e1690 == 0uL);
                        if (l_730_) {
                            l_mut_127_ = l_693_;
                            if (l_704_) {
                                uint64_t l_732_ = (0uL - l_693_);
                                bool l_733_ = (l_693_ == 0uL);
                                bool l_734_ = !(l_733_);
                                bool l_735_ = (l_709_ < l_732_);
                                bool l_736_ = !(l_735_);
                                if (l_734_) {
                                    local_2 = l_736_;
                                } else {
                                    local_2 = false;
                                }
                                bool l_737_ = local_2;
                                if (l_737_) {
                                    uint l_738_ = (l_398_ - 1u);
                                    l_mut_105_ = l_732_;
                                    uint64_t _e1706 = l_mut_158_;
                                    bool l_739_ = (l_732_ < _e1706);
                                    bool l_740_ = !(l_739_);
                                    if (l_740_) {
                                        l_mut_741_ = 0u;
                                        uint64_t _e1710 = l_mut_158_;
                                        bool l_742_ = (_e1710 < l_732_);
                                        if (l_742_) {
                                            uint64_t l_743_ = (l_732_ - 1uL);
                                            uint64_t _e1714 = l_mut_158_;
                                            uint64_t l_744_ = naga_div(l_743_, _e1714);
                                            uint64_t l_745_ = uint64_t(l_738_);
                                            bool l_746_ = (l_744_ < l_745_);
                                            uint64_t l_747_ = uint64_t(l_738_);
                                            uint64_t l_748_ = (l_746_ ? l_744_ : l_747_);
                                            uint l_749_ = uint(l_748_);
                                            l_mut_741_ = l_749_;
                                        }
                                        uint _e1722 = l_mut_741_;
                                        uint64_t l_750_ = uint64_t(_e1722);
                                        uint64_t _e1724 = l_mut_158_;
                                        uint64_t l_751_ = (_e1724 * l_750_);
                                        uint64_t l_752_ = (l_732_ - l_751_);
                                        l_mut_105_ = l_752_;
                                        uint64_t _e1727 = l_mut_105_;
                                        uint64_t _e1728 = l_mut_158_;
                                        bool l_753_ = (_e1727 < _e1728);
                                        bool l_754_ = !(l_753_);
                                        if (l_754_) {
                                            uint64_t _e1731 = l_mut_105_;
                                            uint64_t _e1732 = l_mut_158_;
                                            uint64_t l_755_ = (_e1731 - _e1732);
                                            l_mut_105_ = l_755_;
                                        }
                                    }
                                    uint64_t _e1734 = l_mut_158_;
                                    uint64_t _e1735 = l_mut_105_;
                                    uint64_t l_756_ = (_e1734 - _e1735);
                                    l_mut_105_ = l_756_;
                                    uint64_t _e1737 = l_mut_158_;
                                    bool l_757_ = (l_756_ < _e1737);
                                    bool l_758_ = !(l_757_);
                                    if (l_758_) {
                                        uint64_t _e1740 = l_mut_158_;
                                        uint64_t l_759_ = (l_756_ - _e1740);
                                        l_mut_105_ = l_759_;
                                    }
                                    uint64_t _e1742 = l_mut_105_;
                                    uint64_t _e1743 = l_mut_127_;
                                    bool l_760_ = (_e1742 < _e1743);
                                    if (l_760_) {
                                        uint64_t _e1745 = l_mut_105_;
                                        l_mut_127_ = _e1745;
                                    }
                                }
                            } else {
                                uint64_t l_761_ = (l_693_ - l_709_);
                                l_mut_127_ = l_761_;
                                bool l_762_ = (l_693_ < l_709_);
                                if (l_762_) {
                                    uint l_763_ = (l_398_ - 1u);
                                    l_mut_105_ = l_693_;
                                    uint64_t _e1750 = l_mut_158_;
                                    bool l_764_ = (l_693_ < _e1750);
                                    bool l_765_ = !(l_764_);
                                    if (l_765_) {
                                        l_mut_741_ = 0u;
                                        uint64_t _e1754 = l_mut_158_;
                                        bool l_766_ = (_e1754 < l_693_);
                                        if (l_766_) {
                                            uint64_t l_767_ = (l_693_ - 1uL);
                                            uint64_t _e1758 = l_mut_158_;
                                            uint64_t l_768_ = naga_div(l_767_, _e1758);
                                            uint64_t l_769_ = uint64_t(l_763_);
                                            bool l_770_ = (l_768_ < l_769_);
                                            uint64_t l_771_ = uint64_t(l_763_);
                                            uint64_t l_772_ = (l_770_ ? l_768_ : l_771_);
                                            uint l_773_ = uint(l_772_);
                                            l_mut_741_ = l_773_;
                                        }
                                        uint _e1766 = l_mut_741_;
                                        uint64_t l_774_ = uint64_t(_e1766);
                                        uint64_t _e1768 = l_mut_158_;
                                        uint64_t l_775_ = (_e1768 * l_774_);
                                        uint64_t l_776_ = (l_693_ - l_775_);
                                        l_mut_105_ = l_776_;
                                        uint64_t _e1771 = l_mut_105_;
                                        uint64_t _e1772 = l_mut_158_;
                                        bool l_777_ = (_e1771 < _e1772);
                                        bool l_778_ = !(l_777_);
                                        if (l_778_) {
                                            uint64_t _e1775 = l_mut_105_;
                                            uint64_t _e1776 = l_mut_158_;
                                            uint64_t l_779_ = (_e1775 - _e1776);
                                            l_mut_105_ = l_779_;
                                        }
                                    }
                                    uint64_t _e1778 = l_mut_105_;
                                    uint64_t _e1779 = l_mut_127_;
                                    bool l_780_ = (_e1778 < _e1779);
                                    if (l_780_) {
                                        uint64_t _e1781 = l_mut_105_;
                                        l_mut_127_ = _e1781;
                                    }
                                }
                            }
                            uint64_t _e1782 = l_mut_127_;
                            bool l_781_ = (_e1782 < l_696_);
                            bool l_782_ = !(l_781_);
                            uint l_783_ = uint(l_782_);
                            uint l_784_ = (2u - l_783_);
                            l_mut_710_ = l_784_;
                        }
                        uint _e1788 = l_mut_710_;
                        bool l_785_ = (_e1788 > 0u);
                        if (l_785_) {
                            uint _e1791 = l_mut_710_;
                            bool l_786_ = (_e1791 == 1u);
                            l_mut_360_ = l_786_;
                            l_mut_355_ = false;
                        }
                    }
                    l_mut_350_ = false;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        bool _e1796 = l_mut_355_;
                        bool l_787_ = !(_e1796);
                        if (l_787_) {
                            break;
                        }
                        uint64_t _e1798 = l_mut_301_;
                        l_mut_158_ = _e1798;
                        bool _e1799 = l_mut_350_;
                        if (_e1799) {
                            uint64_t _e1800 = l_mut_284_;
                            l_mut_158_ = _e1800;
                        }
                        uint64_t _e1801 = l_mut_212_;
                        uint64_t _e1802 = l_mut_158_;
                        bool l_788_ = (_e1801 < _e1802);
                        bool l_789_ = !(l_788_);
                        bool _e1805 = l_mut_350_;
                        bool l_790_ = (l_789_ != _e1805);
                        if (l_790_) {
                            uint64_t _e1807 = l_mut_301_;
                            l_mut_158_ = _e1807;
                            uint64_t _e1808 = l_mut_284_;
                            l_mut_301_ = _e1808;
                            uint64_t _e1809 = l_mut_158_;
                            l_mut_284_ = _e1809;
                            uint _e1810 = l_mut_67_;
                            l_mut_741_ = _e1810;
                            uint _e1811 = l_mut_699_;
                            l_mut_67_ = _e1811;
                            uint _e1812 = l_mut_741_;
                            l_mut_699_ = _e1812;
                            l_mut_350_ = l_789_;
                        }
                        l_mut_262_ = true;
                        bool _e1814 = l_mut_350_;
                        if (_e1814) {
                            uint64_t _e1815 = l_mut_212_;
                            uint64_t _e1816 = l_mut_284_;
                            uint64_t l_791_ = (_e1815 - _e1816);
                            l_mut_212_ = l_791_;
                            uint64_t _e1818 = l_mut_212_;
                            bool l_792_ = (_e1818 < l_696_);
                            if (l_792_) {
                                l_mut_355_ = false;
                                l_mut_262_ = false;
                            }
                        }
                        bool _e1822 = l_mut_262_;
                        if (_e1822) {
                            uint _e1823 = l_mut_67_;
                            uint l_793_ = (l_398_ - _e1823);
                            uint _e1825 = l_mut_699_;
                            uint l_794_ = naga_div(l_793_, _e1825);
                            l_mut_741_ = 0u;
                            l_mut_259_ = false;
                            uint64_t _e1830 = l_mut_284_;
                            uint64_t l_796_ = (_e1830 >> uint(3uL));
                            uint64_t _e1834 = l_mut_301_;
                            bool l_797_ = (l_796_ < _e1834);
                            bool l_798_ = !(l_797_);
                            l_mut_259_ = l_798_;
                            uint64_t _e1837 = l_mut_301_;
                            bool l_799_ = (_e1837 == 0uL);
                            if (l_799_) {
                                l_mut_741_ = l_794_;
                            } else {
                                bool _e1840 = l_mut_259_;
                                if (_e1840) {
                                    uint64_t _e1841 = l_mut_301_;
                                    uint64_t _e1842 = l_mut_284_;
                                    bool l_800_ = (_e1841 < _e1842);
                                    if (l_800_) {
                                        uint64_t _e1844 = l_mut_284_;
                                        uint64_t l_801_ = (_e1844 - 1uL);
                                        uint64_t _e1847 = l_mut_301_;
                                        uint64_t l_802_ = naga_div(l_801_, _e1847);
                                        uint64_t l_803_ = uint64_t(l_794_);
                                        bool l_804_ = (l_802_ < l_803_);
                                        uint64_t l_805_ = uint64_t(l_794_);
                                        uint64_t l_806_ = (l_804_ ? l_802_ : l_805_);
                                        uint l_807_ = uint(l_806_);
                                        l_mut_741_ = l_807_;
                                    }
                                } else {
                                    uint64_t _e1855 = l_mut_284_;
                                    l_mut_158_ = _e1855;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        uint64_t _e1856 = l_mut_301_;
                                        uint64_t _e1857 = l_mut_158_;
                                        bool l_808_ = (_e1856 < _e1857);
                                        uint _e1859 = l_mut_741_;
                                        uint _e1860 = l_mut_699_;
                                        uint l_809_ = (_e1859 * _e1860);
                                        uint _e1862 = l_mut_67_;
                                        uint l_810_ = (_e1862 + l_809_);
                                        uint _e1864 = l_mut_699_;
                                        uint l_811_ = (l_810_ + _e1864);
                                        bool l_812_ = (l_811_ < l_398_);
                                        if (l_808_) {
                                            local_3 = l_812_;
                                        } else {
                                            local_3 = false;
                                        }
                                        bool l_813_ = local_3;
                                        bool l_814_ = !(l_813_);
                                        if (l_814_) {
                                            break;
                                        }
                                        uint64_t _e1872 = l_mut_158_;
                                        uint64_t _e1873 = l_mut_301_;
                                        uint64_t l_815_ = (_e1872 - _e1873);
                                        l_mut_158_ = l_815_;
                                        uint _e1875 = l_mut_741_;
                                        l_mut_741_ = (_e1875 + 1u);
                                    }
                                }
                            }
                            uint _e1878 = l_mut_741_;
                            uint _e1879 = l_mut_699_;
                            uint l_816_ = (_e1878 * _e1879);
                            uint _e1881 = l_mut_67_;
                            uint l_817_ = (_e1881 + l_816_);
                            uint _e1883 = l_mut_699_;
                            uint l_818_ = (l_817_ + _e1883);
                            bool l_819_ = (l_818_ >= l_398_);
                            if (l_819_) {
                                l_mut_360_ = true;
                                l_mut_355_ = false;
                            } else {
                                uint _e1888 = l_mut_741_;
                                uint64_t l_820_ = uint64_t(_e1888);
                                uint64_t _e1890 = l_mut_301_;
                                uint64_t l_821_ = (_e1890 * l_820_);
                                uint64_t _e1892 = l_mut_284_;
                                uint64_t l_822_ = (_e1892 - l_821_);
                                l_mut_284_ = l_822_;
                                uint _e1894 = l_mut_741_;
                                uint _e1895 = l_mut_699_;
                                uint l_823_ = (_e1894 * _e1895);
                                uint _e1897 = l_mut_67_;
                                l_mut_67_ = (_e1897 + l_823_);
                                uint64_t _e1899 = l_mut_301_;
                                uint64_t _e1900 = l_mut_284_;
                                uint64_t l_824_ = (_e1899 - _e1900);
                                l_mut_301_ = l_824_;
                                uint _e1902 = l_mut_699_;
                                uint _e1903 = l_mut_67_;
                                l_mut_699_ = (_e1902 + _e1903);
                            }
                        }
                    }
                    bool _e1905 = l_mut_360_;
                    bool l_825_ = !(_e1905);
                    if (l_397_) {
                        local_4 = l_825_;
                    } else {
                        local_4 = false;
                    }
                    bool l_826_ = local_4;
                    if (l_826_) {
                        uint _e1912 = l_mut_395_;
                        uint l_827_ = (1u << _e1912);
                        uint _e1914 = l_mut_304_;
                        l_mut_304_ = (_e1914 | l_827_);
                        uint _e1916 = l_mut_271_;
                        l_mut_271_ = (_e1916 + 1u);
                        uint l_828_ = (l_396_ + l_394_);
                        uint l_829_ = min(l_828_, l_74_);
                        l_mut_741_ = 0u;
                        l_mut_830_ = l_396_;
                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                        bool loop_init_1 = true;
                        while(true) {
                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                            if (!loop_init_1) {
                                uint _e2173 = l_mut_830_;
                                l_mut_830_ = (_e2173 + 1u);
                            }
                            loop_init_1 = false;
                            uint _e1923 = l_mut_830_;
                            if ((_e1923 < l_829_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e1925 = l_mut_830_;
                                uint64_t l_831_ = uint64_t(_e1925);
                                uint64_t l_832_ = (l_84_ * l_831_);
                                uint64_t l_833_ = (l_93_ + l_832_);
                                l_mut_301_ = 0uL;
                                uint _e1930 = l_mut_830_;
                                bool l_835_ = (_e1930 < 65536u);
                                if (l_835_) {
                                    uint _e1933 = l_mut_830_;
                                    uint _e1934 = l_mut_830_;
                                    uint l_836_ = (_e1933 * _e1934);
                                    uint64_t l_837_ = (l_102_ >> uint(63uL));
                                    bool l_838_ = (l_837_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_838_) {
                                        uint64_t l_840_ = (0uL - l_102_);
                                        l_mut_284_ = l_840_;
                                    }
                                    uint64_t l_841_ = uint64_t(l_836_);
                                    uint64_t _e1945 = l_mut_284_;
                                    uint64_t l_842_ = (_e1945 & 4294967295uL);
                                    uint64_t l_843_ = (l_842_ * l_841_);
                                    uint64_t _e1949 = l_mut_284_;
                                    uint64_t l_844_ = (_e1949 >> uint(32uL));
                                    uint64_t l_845_ = (l_844_ * l_841_);
                                    uint64_t l_846_ = (l_845_ << uint(32uL));
                                    uint64_t l_847_ = (l_843_ + l_846_);
                                    uint64_t l_848_ = (l_845_ >> uint(32uL));
                                    bool l_849_ = (l_847_ < l_843_);
                                    uint64_t l_850_ = uint64_t(l_849_);
                                    uint64_t l_851_ = (l_848_ + l_850_);
                                    l_mut_284_ = l_847_;
                                    bool l_852_ = (l_24_ == 64u);
                                    if (l_852_) {
                                        l_mut_284_ = l_851_;
                                    } else {
                                        bool l_853_ = (l_24_ > 0u);
                                        if (l_853_) {
                                            uint l_854_ = (64u - l_24_);
                                            uint64_t l_855_ = uint64_t(l_854_);
                                            uint64_t l_856_ = (l_851_ << uint(l_855_));
                                            uint64_t l_857_ = uint64_t(l_24_);
                                            uint64_t l_858_ = (l_847_ >> uint(l_857_));
                                            uint64_t l_859_ = (l_856_ | l_858_);
                                            l_mut_284_ = l_859_;
                                        }
                                    }
                                    uint64_t _e1982 = l_mut_284_;
                                    l_mut_212_ = _e1982;
                                    if (l_838_) {
                                        uint64_t _e1984 = l_mut_212_;
                                        uint64_t l_861_ = (0uL - _e1984);
                                        l_mut_212_ = l_861_;
                                    }
                                    uint64_t _e1986 = l_mut_212_;
                                    l_mut_301_ = _e1986;
                                } else {
                                    uint64_t l_862_ = (l_102_ >> uint(63uL));
                                    bool l_863_ = (l_862_ == 1uL);
                                    l_mut_284_ = l_102_;
                                    if (l_863_) {
                                        uint64_t l_865_ = (0uL - l_102_);
                                        l_mut_284_ = l_865_;
                                    }
                                    uint _e1995 = l_mut_830_;
                                    uint64_t l_866_ = uint64_t(_e1995);
                                    uint64_t _e1997 = l_mut_284_;
                                    uint64_t l_867_ = (_e1997 & 4294967295uL);
                                    uint64_t l_868_ = (l_867_ * l_866_);
                                    uint64_t _e2001 = l_mut_284_;
                                    uint64_t l_869_ = (_e2001 >> uint(32uL));
                                    uint64_t l_870_ = (l_869_ * l_866_);
                                    uint64_t l_871_ = (l_870_ << uint(32uL));
                                    uint64_t l_872_ = (l_868_ + l_871_);
                                    uint64_t l_873_ = (l_870_ >> uint(32uL));
                                    bool l_874_ = (l_872_ < l_868_);
                                    uint64_t l_875_ = uint64_t(l_874_);
                                    uint64_t l_876_ = (l_873_ + l_875_);
                                    l_mut_212_ = l_872_;
                                    if (false) {
                                        l_mut_212_ = l_876_;
                                    } else {
                                        if (false) {
                                            uint64_t l_880_ = (l_876_ << uint(64uL));
                                            uint64_t l_882_ = (l_872_ >> uint(0uL));
                                            uint64_t l_883_ = (l_880_ | l_882_);
                                            l_mut_212_ = l_883_;
                                        }
                                    }
                                    uint _e2030 = l_mut_830_;
                                    uint64_t l_884_ = uint64_t(_e2030);
                                    uint64_t _e2032 = l_mut_284_;
                                    uint64_t l_885_ = (_e2032 & 4294967295uL);
                                    uint64_t l_886_ = (l_885_ * l_884_);
                                    uint64_t _e2036 = l_mut_284_;
                                    uint64_t l_887_ = (_e2036 >> uint(32uL));
                                    uint64_t l_888_ = (l_887_ * l_884_);
                                    uint64_t l_889_ = (l_888_ << uint(32uL));
                                    uint64_t l_890_ = (l_886_ + l_889_);
                                    uint64_t l_891_ = (l_888_ >> uint(32uL));
                                    bool l_892_ = (l_890_ < l_886_);
                                    uint64_t l_893_ = uint64_t(l_892_);
                                    uint64_t l_894_ = (l_891_ + l_893_);
                                    l_mut_284_ = l_890_;
                                    if (true) {
                                        l_mut_284_ = l_894_;
                                    } else {
                                        if (true) {
                                            uint64_t l_898_ = (l_894_ << uint(0uL));
                                            uint64_t l_900_ = (l_890_ >> uint(64uL));
                                            uint64_t l_901_ = (l_898_ | l_900_);
                                            l_mut_284_ = l_901_;
                                        }
                                    }
                                    uint _e2065 = l_mut_830_;
                                    uint64_t l_902_ = uint64_t(_e2065);
                                    uint64_t _e2067 = l_mut_212_;
                                    uint64_t l_903_ = (_e2067 & 4294967295uL);
                                    uint64_t l_904_ = (l_903_ * l_902_);
                                    uint64_t _e2071 = l_mut_212_;
                                    uint64_t l_905_ = (_e2071 >> uint(32uL));
                                    uint64_t l_906_ = (l_905_ * l_902_);
                                    uint64_t l_907_ = (l_906_ << uint(32uL));
                                    uint64_t l_908_ = (l_904_ + l_907_);
                                    uint64_t l_909_ = (l_906_ >> uint(32uL));
                                    bool l_910_ = (l_908_ < l_904_);
                                    uint64_t l_911_ = uint64_t(l_910_);
                                    uint64_t l_912_ = (l_909_ + l_911_);
                                    l_mut_158_ = l_908_;
                                    if (false) {
                                        l_mut_158_ = l_912_;
                                    } else {
                                        if (false) {
                                            uint64_t l_916_ = (l_912_ << uint(64uL));
                                            uint64_t l_918_ = (l_908_ >> uint(0uL));
                                            uint64_t l_919_ = (l_916_ | l_918_);
                                            l_mut_158_ = l_919_;
                                        }
                                    }
                                    uint _e2100 = l_mut_830_;
                                    uint64_t l_920_ = uint64_t(_e2100);
                                    uint64_t _e2102 = l_mut_212_;
                                    uint64_t l_921_ = (_e2102 & 4294967295uL);
                                    uint64_t l_922_ = (l_921_ * l_920_);
                                    uint64_t _e2106 = l_mut_212_;
                                    uint64_t l_923_ = (_e2106 >> uint(32uL));
                                    uint64_t l_924_ = (l_923_ * l_920_);
                                    uint64_t l_925_ = (l_924_ << uint(32uL));
                                    uint64_t l_926_ = (l_922_ + l_925_);
                                    uint64_t l_927_ = (l_924_ >> uint(32uL));
                                    bool l_928_ = (l_926_ < l_922_);
                                    uint64_t l_929_ = uint64_t(l_928_);
                                    uint64_t l_930_ = (l_927_ + l_929_);
                                    l_mut_212_ = l_926_;
                                    if (true) {
                                        l_mut_212_ = l_930_;
                                    } else {
                                        if (true) {
                                            uint64_t l_934_ = (l_930_ << uint(0uL));
                                            uint64_t l_936_ = (l_926_ >> uint(64uL));
                                            uint64_t l_937_ = (l_934_ | l_936_);
                                            l_mut_212_ = l_937_;
                                        }
                                    }
                                    uint _e2135 = l_mut_830_;
                                    uint64_t l_938_ = uint64_t(_e2135);
                                    uint64_t _e2137 = l_mut_284_;
                                    uint64_t l_939_ = (_e2137 * l_938_);
                                    uint64_t _e2139 = l_mut_212_;
                                    uint64_t l_940_ = (_e2139 + l_939_);
                                    uint64_t _e2141 = l_mut_158_;
                                    l_mut_301_ = _e2141;
                                    bool l_941_ = (l_24_ == 64u);
                                    if (l_941_) {
                                        l_mut_301_ = l_940_;
                                    } else {
                                        bool l_942_ = (l_24_ > 0u);
                                        if (l_942_) {
                                            uint l_943_ = (64u - l_24_);
                                            uint64_t l_944_ = uint64_t(l_943_);
                                            uint64_t l_945_ = (l_940_ << uint(l_944_));
                                            uint64_t l_946_ = uint64_t(l_24_);
                                            uint64_t _e2153 = l_mut_158_;
                                            uint64_t l_947_ = (_e2153 >> uint(l_946_));
                                            uint64_t l_948_ = (l_945_ + l_947_);
                                            l_mut_301_ = l_948_;
                                        }
                                    }
                                    if (l_863_) {
                                        uint64_t _e2159 = l_mut_301_;
                                        uint64_t l_950_ = (0uL - _e2159);
                                        l_mut_301_ = l_950_;
                                    }
                                }
                                uint64_t _e2161 = l_mut_301_;
                                uint64_t l_951_ = (l_833_ + _e2161);
                                uint64_t l_953_ = (0uL - l_951_);
                                l_mut_301_ = l_953_;
                                uint64_t _e2165 = l_mut_301_;
                                bool l_954_ = (l_951_ < _e2165);
                                if (l_954_) {
                                    l_mut_301_ = l_951_;
                                }
                                uint64_t _e2167 = l_mut_301_;
                                bool l_955_ = (_e2167 < l_51_);
                                uint l_956_ = uint(l_955_);
                                uint _e2170 = l_mut_741_;
                                l_mut_741_ = (_e2170 + l_956_);
                            }
                        }
                        uint _e2175 = l_mut_258_;
                        uint _e2176 = l_mut_741_;
                        l_mut_258_ = (_e2175 + _e2176);
                    }
                }
            }
            uint _e2181 = l_mut_271_;
            bool l_957_ = (_e2181 > 0u);
            if (l_957_) {
                uint l_1237_ = asuint(info.Load(20+0));
                uint l_1238_ = (l_1237_ * 1u);
                uint l_1239_ = (l_1238_ - 1u);
                uint l_1240_ = min(1u, l_1239_);
                uint _e2196 = l_mut_271_;
                uint _e2197; buffer_5_global.InterlockedAdd(l_1240_*4, _e2196, _e2197);
            }
            uint _e2198 = l_mut_258_;
            bool l_960_ = (_e2198 > 0u);
            if (l_960_) {
                uint l_1242_ = asuint(info.Load(20+0));
                uint l_1243_ = (l_1242_ * 1u);
                uint l_1244_ = (l_1243_ - 1u);
                uint l_1245_ = min(2u, l_1244_);
                uint _e2213 = l_mut_258_;
                uint _e2214; buffer_5_global.InterlockedAdd(l_1245_*4, _e2213, _e2214);
                l_mut_741_ = _e2214;
                uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                    loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e2518 = l_mut_963_;
                        l_mut_963_ = (_e2518 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2217 = l_mut_963_;
                    if ((_e2217 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2220 = l_mut_304_;
                        uint _e2221 = l_mut_963_;
                        uint l_964_ = (_e2220 >> _e2221);
                        uint l_965_ = (l_964_ & 1u);
                        bool l_966_ = (l_965_ == 1u);
                        if (l_966_) {
                            uint _e2227 = l_mut_963_;
                            uint l_967_ = (_e2227 * l_394_);
                            uint l_968_ = (l_967_ + l_394_);
                            uint l_969_ = min(l_968_, l_74_);
                            uint _e2231 = l_mut_741_;
                            l_mut_710_ = _e2231;
                            l_mut_970_ = l_967_;
                            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                            bool loop_init_3 = true;
                            while(true) {
                                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                if (!loop_init_3) {
                                    uint _e2514 = l_mut_970_;
                                    l_mut_970_ = (_e2514 + 1u);
                                }
                                loop_init_3 = false;
                                uint _e2233 = l_mut_970_;
                                if ((_e2233 < l_969_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2235 = l_mut_970_;
                                    uint64_t l_971_ = uint64_t(_e2235);
                                    uint64_t l_972_ = (l_84_ * l_971_);
                                    uint64_t l_973_ = (l_93_ + l_972_);
                                    l_mut_301_ = 0uL;
                                    uint _e2240 = l_mut_970_;
                                    bool l_975_ = (_e2240 < 65536u);
                                    if (l_975_) {
                                        uint _e2243 = l_mut_970_;
                                        uint _e2244 = l_mut_970_;
                                        uint l_976_ = (_e2243 * _e2244);
                                        uint64_t l_977_ = (l_102_ >> uint(63uL));
                                        bool l_978_ = (l_977_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_978_) {
                                            uint64_t l_980_ = (0uL - l_102_);
                                            l_mut_284_ = l_980_;
                                        }
                                        uint64_t l_981_ = uint64_t(l_976_);
                                        uint64_t _e2255 = l_mut_284_;
                                        uint64_t l_982_ = (_e2255 & 4294967295uL);
                                        uint64_t l_983_ = (l_982_ * l_981_);
                                        uint64_t _e2259 = l_mut_284_;
                                        uint64_t l_984_ = (_e2259 >> uint(32uL));
                                        uint64_t l_985_ = (l_984_ * l_981_);
                                        uint64_t l_986_ = (l_985_ << uint(32uL));
                                        uint64_t l_987_ = (l_983_ + l_986_);
                                        uint64_t l_988_ = (l_985_ >> uint(32uL));
                                        bool l_989_ = (l_987_ < l_983_);
                                        uint64_t l_990_ = uint64_t(l_989_);
                                        uint64_t l_991_ = (l_988_ + l_990_);
                                        l_mut_284_ = l_987_;
                                        bool l_992_ = (l_24_ == 64u);
                                        if (l_992_) {
                                            l_mut_284_ = l_991_;
                                        } else {
                                            bool l_993_ = (l_24_ > 0u);
                                            if (l_993_) {
                                                uint l_994_ = (64u - l_24_);
                                                uint64_t l_995_ = uint64_t(l_994_);
                                                uint64_t l_996_ = (l_991_ << uint(l_995_));
                                                uint64_t l_997_ = uint64_t(l_24_);
                                                uint64_t l_998_ = (l_987_ >> uint(l_997_));
                                                uint64_t l_999_ = (l_996_ | l_998_);
                                                l_mut_284_ = l_999_;
                                            }
                                        }
                                        uint64_t _e2292 = l_mut_284_;
                                        l_mut_212_ = _e2292;
                                        if (l_978_) {
                                            uint64_t _e2294 = l_mut_212_;
                                            uint64_t l_1001_ = (0uL - _e2294);
                                            l_mut_212_ = l_1001_;
                                        }
                                        uint64_t _e2296 = l_mut_212_;
                                        l_mut_301_ = _e2296;
                                    } else {
                                        uint64_t l_1002_ = (l_102_ >> uint(63uL));
                                        bool l_1003_ = (l_1002_ == 1uL);
                                        l_mut_284_ = l_102_;
                                        if (l_1003_) {
                                            uint64_t l_1005_ = (0uL - l_102_);
                                            l_mut_284_ = l_1005_;
                                        }
                                        uint _e2305 = l_mut_970_;
                                        uint64_t l_1006_ = uint64_t(_e2305);
                                        uint64_t _e2307 = l_mut_284_;
                                        uint64_t l_1007_ = (_e2307 & 4294967295uL);
                                        uint64_t l_1008_ = (l_1007_ * l_1006_);
                                        uint64_t _e2311 = l_mut_284_;
                                        uint64_t l_1009_ = (_e2311 >> uint(32uL));
                                        uint64_t l_1010_ = (l_1009_ * l_1006_);
                                        uint64_t l_1011_ = (l_1010_ << uint(32uL));
                                        uint64_t l_1012_ = (l_1008_ + l_1011_);
                                        uint64_t l_1013_ = (l_1010_ >> uint(32uL));
                                        bool l_1014_ = (l_1012_ < l_1008_);
                                        uint64_t l_1015_ = uint64_t(l_1014_);
                                        uint64_t l_1016_ = (l_1013_ + l_1015_);
                                        l_mut_212_ = l_1012_;
                                        if (false) {
                                            l_mut_212_ = l_1016_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1020_ = (l_1016_ << uint(64uL));
                                                uint64_t l_1022_ = (l_1012_ >> uint(0uL));
                                                uint64_t l_1023_ = (l_1020_ | l_1022_);
                                                l_mut_212_ = l_1023_;
                                            }
                                        }
                                        uint _e2340 = l_mut_970_;
                                        uint64_t l_1024_ = uint64_t(_e2340);
                                        uint64_t _e2342 = l_mut_284_;
                                        uint64_t l_1025_ = (_e2342 & 4294967295uL);
                                        uint64_t l_1026_ = (l_1025_ * l_1024_);
                                        uint64_t _e2346 = l_mut_284_;
                                        uint64_t l_1027_ = (_e2346 >> uint(32uL));
                                        uint64_t l_1028_ = (l_1027_ * l_1024_);
                                        uint64_t l_1029_ = (l_1028_ << uint(32uL));
                                        uint64_t l_1030_ = (l_1026_ + l_1029_);
                                        uint64_t l_1031_ = (l_1028_ >> uint(32uL));
                                        bool l_1032_ = (l_1030_ < l_1026_);
                                        uint64_t l_1033_ = uint64_t(l_1032_);
                                        uint64_t l_1034_ = (l_1031_ + l_1033_);
                                        l_mut_284_ = l_1030_;
                                        if (true) {
                                            l_mut_284_ = l_1034_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1038_ = (l_1034_ << uint(0uL));
                                                uint64_t l_1040_ = (l_1030_ >> uint(64uL));
                                                uint64_t l_1041_ = (l_1038_ | l_1040_);
                                                l_mut_284_ = l_1041_;
                                            }
                                        }
                                        uint _e2375 = l_mut_970_;
                                        uint64_t l_1042_ = uint64_t(_e2375);
                                        uint64_t _e2377 = l_mut_212_;
                                        uint64_t l_1043_ = (_e2377 & 4294967295uL);
                                        uint64_t l_1044_ = (l_1043_ * l_1042_);
                                        uint64_t _e2381 = l_mut_212_;
                                        uint64_t l_1045_ = (_e2381 >> uint(32uL));
                                        uint64_t l_1046_ = (l_1045_ * l_1042_);
                                        uint64_t l_1047_ = (l_1046_ << uint(32uL));
                                        uint64_t l_1048_ = (l_1044_ + l_1047_);
                                        uint64_t l_1049_ = (l_1046_ >> uint(32uL));
                                        bool l_1050_ = (l_1048_ < l_1044_);
                                        uint64_t l_1051_ = uint64_t(l_1050_);
                                        uint64_t l_1052_ = (l_1049_ + l_1051_);
                                        l_mut_158_ = l_1048_;
                                        if (false) {
                                            l_mut_158_ = l_1052_;
                                        } else {
                                            if (false) {
                                                uint64_t l_1056_ = (l_1052_ << uint(64uL));
                                                uint64_t l_1058_ = (l_1048_ >> uint(0uL));
                                                uint64_t l_1059_ = (l_1056_ | l_1058_);
                                                l_mut_158_ = l_1059_;
                                            }
                                        }
                                        uint _e2410 = l_mut_970_;
                                        uint64_t l_1060_ = uint64_t(_e2410);
                                        uint64_t _e2412 = l_mut_212_;
                                        uint64_t l_1061_ = (_e2412 & 4294967295uL);
                                        uint64_t l_1062_ = (l_1061_ * l_1060_);
                                        uint64_t _e2416 = l_mut_212_;
                                        uint64_t l_1063_ = (_e2416 >> uint(32uL));
                                        uint64_t l_1064_ = (l_1063_ * l_1060_);
                                        uint64_t l_1065_ = (l_1064_ << uint(32uL));
                                        uint64_t l_1066_ = (l_1062_ + l_1065_);
                                        uint64_t l_1067_ = (l_1064_ >> uint(32uL));
                                        bool l_1068_ = (l_1066_ < l_1062_);
                                        uint64_t l_1069_ = uint64_t(l_1068_);
                                        uint64_t l_1070_ = (l_1067_ + l_1069_);
                                        l_mut_212_ = l_1066_;
                                        if (true) {
                                            l_mut_212_ = l_1070_;
                                        } else {
                                            if (true) {
                                                uint64_t l_1074_ = (l_1070_ << uint(0uL));
                                                uint64_t l_1076_ = (l_1066_ >> uint(64uL));
                                                uint64_t l_1077_ = (l_1074_ | l_1076_);
                                                l_mut_212_ = l_1077_;
                                            }
                                        }
                                        uint _e2445 = l_mut_970_;
                                        uint64_t l_1078_ = uint64_t(_e2445);
                                        uint64_t _e2447 = l_mut_284_;
                                        uint64_t l_1079_ = (_e2447 * l_1078_);
                                        uint64_t _e2449 = l_mut_212_;
                                        uint64_t l_1080_ = (_e2449 + l_1079_);
                                        uint64_t _e2451 = l_mut_158_;
                                        l_mut_301_ = _e2451;
                                        bool l_1081_ = (l_24_ == 64u);
                                        if (l_1081_) {
                                            l_mut_301_ = l_1080_;
                                        } else {
                                            bool l_1082_ = (l_24_ > 0u);
                                            if (l_1082_) {
                                                uint l_1083_ = (64u - l_24_);
                                                uint64_t l_1084_ = uint64_t(l_1083_);
                                                uint64_t l_1085_ = (l_1080_ << uint(l_1084_));
                                                uint64_t l_1086_ = uint64_t(l_24_);
                                                uint64_t _e2463 = l_mut_158_;
                                                uint64_t l_1087_ = (_e2463 >> uint(l_1086_));
                                                uint64_t l_1088_ = (l_1085_ + l_1087_);
                                                l_mut_301_ = l_1088_;
                                            }
                                        }
                                        if (l_1003_) {
                                            uint64_t _e2469 = l_mut_301_;
                                            uint64_t l_1090_ = (0uL - _e2469);
                                            l_mut_301_ = l_1090_;
                                        }
                                    }
                                    uint64_t _e2471 = l_mut_301_;
                                    uint64_t l_1091_ = (l_973_ + _e2471);
                                    uint64_t l_1093_ = (0uL - l_1091_);
                                    l_mut_301_ = l_1093_;
                                    uint64_t _e2475 = l_mut_301_;
                                    bool l_1094_ = (l_1091_ < _e2475);
                                    if (l_1094_) {
                                        l_mut_301_ = l_1091_;
                                    }
                                    uint64_t _e2477 = l_mut_301_;
                                    bool l_1095_ = (_e2477 < l_51_);
                                    if (l_1095_) {
                                        uint _e2479 = l_mut_710_;
                                        uint l_1096_ = (_e2479 * 2u);
                                        uint l_1097_ = (l_1096_ + 1u);
                                        uint l_1098_ = asuint(info.Load(40+0));
                                        bool l_1099_ = (l_1097_ < l_1098_);
                                        if (l_1099_) {
                                            uint l_1247_ = asuint(info.Load(16+0));
                                            uint l_1248_ = (l_1247_ * 1u);
                                            bool l_1249_ = (l_1096_ < l_1248_);
                                            if (l_1249_) {
                                                buffer_4_global.Store(l_1096_*4, asuint(id));
                                            }
                                            uint l_1100_ = (l_1096_ + 1u);
                                            uint l_1250_ = asuint(info.Load(16+0));
                                            uint l_1251_ = (l_1250_ * 1u);
                                            bool l_1252_ = (l_1100_ < l_1251_);
                                            if (l_1252_) {
                                                uint _e2509 = l_mut_970_;
                                                buffer_4_global.Store(l_1100_*4, asuint(_e2509));
                                            }
                                        }
                                        uint _e2510 = l_mut_710_;
                                        l_mut_710_ = (_e2510 + 1u);
                                    }
                                }
                            }
                            uint _e2516 = l_mut_710_;
                            l_mut_741_ = _e2516;
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
