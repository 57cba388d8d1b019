struct info_st {
    uint static_meta[14];
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
RWByteAddressBuffer buffer_6_global : register(u6);
ByteAddressBuffer info : register(t7);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase2_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_103_ = (uint)0;
    uint l_mut_1050_ = (uint)0;
    uint l_mut_1055_ = (uint)0;
    uint l_mut_109_ = (uint)0;
    uint l_mut_160_ = (uint)0;
    uint l_mut_166_ = (uint)0;
    uint l_mut_228_ = (uint)0;
    uint l_mut_234_ = (uint)0;
    uint l_mut_284_ = (uint)0;
    uint l_mut_290_ = (uint)0;
    uint l_mut_45_ = (uint)0;
    bool l_mut_612_ = (bool)0;
    bool l_mut_619_ = (bool)0;
    uint l_mut_644_ = (uint)0;
    uint l_mut_650_ = (uint)0;
    uint l_mut_656_ = (uint)0;
    uint l_mut_683_ = (uint)0;
    uint l_mut_690_ = (uint)0;
    uint l_mut_701_ = (uint)0;
    uint l_mut_702_ = (uint)0;
    uint l_mut_703_ = (uint)0;
    uint l_mut_706_ = (uint)0;
    uint l_mut_707_ = (uint)0;
    uint l_mut_712_ = (uint)0;
    uint l_mut_82_ = (uint)0;
    bool l_mut_890_ = (bool)0;
    bool l_mut_914_ = (bool)0;
    uint l_mut_97_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    uint l_mut_704_ = 0u;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    uint l_mut_815_ = 0u;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    uint l_mut_951_ = (uint)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    uint l_mut_1048_ = (uint)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1136_ = asuint(info.Load(24+0));
        uint l_1137_ = (l_1136_ * 1u);
        uint l_1138_ = (l_1137_ - 1u);
        uint l_1139_ = min(3u, l_1138_);
        uint _e68; buffer_6_global.InterlockedAdd(l_1139_*4, 1u, _e68);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1141_ = asuint(info.Load(12+0));
        uint l_1142_ = (l_1141_ * 1u);
        bool l_1143_ = (0u < l_1142_);
        uint l_1144_ = (l_1142_ - 1u);
        uint l_1145_ = min(0u, l_1144_);
        uint l_1146_ = asuint(buffer_3_global.Load(l_1145_*4));
        uint l_7_ = (l_1143_ ? l_1146_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1148_ = asuint(info.Load(12+0));
        uint l_1149_ = (l_1148_ * 1u);
        bool l_1150_ = (l_9_ < l_1149_);
        uint l_1151_ = (l_1149_ - 1u);
        uint l_1152_ = min(l_9_, l_1151_);
        uint l_1153_ = asuint(buffer_3_global.Load(l_1152_*4));
        uint l_10_ = (l_1150_ ? l_1153_ : 0u);
        uint l_1155_ = asuint(info.Load(12+0));
        uint l_1156_ = (l_1155_ * 1u);
        bool l_1157_ = (2u < l_1156_);
        uint l_1158_ = (l_1156_ - 1u);
        uint l_1159_ = min(2u, l_1158_);
        uint l_1160_ = asuint(buffer_3_global.Load(l_1159_*4));
        uint l_12_ = (l_1157_ ? l_1160_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1162_ = asuint(info.Load(12+0));
        uint l_1163_ = (l_1162_ * 1u);
        bool l_1164_ = (l_14_ < l_1163_);
        uint l_1165_ = (l_1163_ - 1u);
        uint l_1166_ = min(l_14_, l_1165_);
        uint l_1167_ = asuint(buffer_3_global.Load(l_1166_*4));
        uint l_15_ = (l_1164_ ? l_1167_ : 0u);
        uint l_1169_ = asuint(info.Load(12+0));
        uint l_1170_ = (l_1169_ * 1u);
        bool l_1171_ = (4u < l_1170_);
        uint l_1172_ = (l_1170_ - 1u);
        uint l_1173_ = min(4u, l_1172_);
        uint l_1174_ = asuint(buffer_3_global.Load(l_1173_*4));
        uint l_17_ = (l_1171_ ? l_1174_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1176_ = asuint(info.Load(12+0));
        uint l_1177_ = (l_1176_ * 1u);
        bool l_1178_ = (l_19_ < l_1177_);
        uint l_1179_ = (l_1177_ - 1u);
        uint l_1180_ = min(l_19_, l_1179_);
        uint l_1181_ = asuint(buffer_3_global.Load(l_1180_*4));
        uint l_20_ = (l_1178_ ? l_1181_ : 0u);
        uint l_1183_ = asuint(info.Load(12+0));
        uint l_1184_ = (l_1183_ * 1u);
        bool l_1185_ = (6u < l_1184_);
        uint l_1186_ = (l_1184_ - 1u);
        uint l_1187_ = min(6u, l_1186_);
        uint l_1188_ = asuint(buffer_3_global.Load(l_1187_*4));
        uint l_22_ = (l_1185_ ? l_1188_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1190_ = asuint(info.Load(12+0));
        uint l_1191_ = (l_1190_ * 1u);
        bool l_1192_ = (l_24_ < l_1191_);
        uint l_1193_ = (l_1191_ - 1u);
        uint l_1194_ = min(l_24_, l_1193_);
        uint l_1195_ = asuint(buffer_3_global.Load(l_1194_*4));
        uint l_25_ = (l_1192_ ? l_1195_ : 0u);
        uint l_1197_ = asuint(info.Load(12+0));
        uint l_1198_ = (l_1197_ * 1u);
        bool l_1199_ = (8u < l_1198_);
        uint l_1200_ = (l_1198_ - 1u);
        uint l_1201_ = min(8u, l_1200_);
        uint l_1202_ = asuint(buffer_3_global.Load(l_1201_*4));
        uint l_27_ = (l_1199_ ? l_1202_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1204_ = asuint(info.Load(12+0));
        uint l_1205_ = (l_1204_ * 1u);
        bool l_1206_ = (l_29_ < l_1205_);
        uint l_1207_ = (l_1205_ - 1u);
        uint l_1208_ = min(l_29_, l_1207_);
        uint l_1209_ = asuint(buffer_3_global.Load(l_1208_*4));
        uint l_30_ = (l_1206_ ? l_1209_ : 0u);
        uint l_1211_ = asuint(info.Load(12+0));
        uint l_1212_ = (l_1211_ * 1u);
        bool l_1213_ = (10u < l_1212_);
        uint l_1214_ = (l_1212_ - 1u);
        uint l_1215_ = min(10u, l_1214_);
        uint l_1216_ = asuint(buffer_3_global.Load(l_1215_*4));
        uint l_32_ = (l_1213_ ? l_1216_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1218_ = asuint(info.Load(12+0));
        uint l_1219_ = (l_1218_ * 1u);
        bool l_1220_ = (l_34_ < l_1219_);
        uint l_1221_ = (l_1219_ - 1u);
        uint l_1222_ = min(l_34_, l_1221_);
        uint l_1223_ = asuint(buffer_3_global.Load(l_1222_*4));
        uint l_35_ = (l_1220_ ? l_1223_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_1225_ = asuint(info.Load(16+0));
        uint l_1226_ = (l_1225_ * 1u);
        bool l_1227_ = (l_36_ < l_1226_);
        uint l_1228_ = (l_1226_ - 1u);
        uint l_1229_ = min(l_36_, l_1228_);
        uint l_1230_ = asuint(buffer_4_global.Load(l_1229_*4));
        uint l_37_ = (l_1227_ ? l_1230_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_1232_ = uint64_t(l_37_);
        uint64_t l_1233_ = uint64_t(l_7_);
        uint64_t l_1234_ = (l_1232_ * l_1233_);
        uint64_t l_1235_ = (l_1234_ >> uint(32uL));
        uint l_42_ = uint(l_1235_);
        uint l_43_ = (0u * l_7_);
        uint l_44_ = (l_42_ + l_43_);
        l_mut_45_ = 0u;
        bool l_46_ = (l_44_ < l_35_);
        bool l_47_ = (l_44_ == l_35_);
        bool l_48_ = (l_41_ < l_32_);
        if (l_47_) {
            local = l_48_;
        } else {
            local = false;
        }
        bool l_49_ = local;
        if (!(l_46_)) {
            local_1 = l_49_;
        } else {
            local_1 = true;
        }
        bool l_50_ = local_1;
        if (l_50_) {
            uint l_51_ = (l_32_ - l_41_);
            uint l_52_ = (l_35_ - l_44_);
            bool l_53_ = (l_32_ < l_41_);
            uint l_54_ = uint(l_53_);
            uint l_55_ = (l_52_ - l_54_);
            l_mut_45_ = l_7_;
            bool l_56_ = (l_55_ < 0u);
            bool l_57_ = (l_55_ == 0u);
            bool l_58_ = (l_51_ < l_7_);
            if (l_57_) {
                local_2 = l_58_;
            } else {
                local_2 = false;
            }
            bool l_59_ = local_2;
            if (!(l_56_)) {
                local_3 = l_59_;
            } else {
                local_3 = true;
            }
            bool l_60_ = local_3;
            if (l_60_) {
                l_mut_45_ = l_51_;
            }
        }
        uint _e347 = l_mut_45_;
        bool l_61_ = (l_40_ < _e347);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_1237_ = asuint(info.Load(0+0));
            uint l_1238_ = (l_1237_ * 1u);
            bool l_1239_ = (l_62_ < l_1238_);
            uint l_1240_ = (l_1238_ - 1u);
            uint l_1241_ = min(l_62_, l_1240_);
            uint l_1242_ = asuint(buffer_0_global.Load(l_1241_*4));
            uint l_63_ = (l_1239_ ? l_1242_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1244_ = asuint(info.Load(0+0));
            uint l_1245_ = (l_1244_ * 1u);
            bool l_1246_ = (l_65_ < l_1245_);
            uint l_1247_ = (l_1245_ - 1u);
            uint l_1248_ = min(l_65_, l_1247_);
            uint l_1249_ = asuint(buffer_0_global.Load(l_1248_*4));
            uint l_66_ = (l_1246_ ? l_1249_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1251_ = asuint(info.Load(4+0));
            uint l_1252_ = (l_1251_ * 1u);
            bool l_1253_ = (l_67_ < l_1252_);
            uint l_1254_ = (l_1252_ - 1u);
            uint l_1255_ = min(l_67_, l_1254_);
            uint l_1256_ = asuint(buffer_1_global.Load(l_1255_*4));
            uint l_68_ = (l_1253_ ? l_1256_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1258_ = asuint(info.Load(4+0));
            uint l_1259_ = (l_1258_ * 1u);
            bool l_1260_ = (l_70_ < l_1259_);
            uint l_1261_ = (l_1259_ - 1u);
            uint l_1262_ = min(l_70_, l_1261_);
            uint l_1263_ = asuint(buffer_1_global.Load(l_1262_*4));
            uint l_71_ = (l_1260_ ? l_1263_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1265_ = asuint(info.Load(8+0));
            uint l_1266_ = (l_1265_ * 1u);
            bool l_1267_ = (l_72_ < l_1266_);
            uint l_1268_ = (l_1266_ - 1u);
            uint l_1269_ = min(l_72_, l_1268_);
            uint l_1270_ = asuint(buffer_2_global.Load(l_1269_*4));
            uint l_73_ = (l_1267_ ? l_1270_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1272_ = asuint(info.Load(8+0));
            uint l_1273_ = (l_1272_ * 1u);
            bool l_1274_ = (l_75_ < l_1273_);
            uint l_1275_ = (l_1273_ - 1u);
            uint l_1276_ = min(l_75_, l_1275_);
            uint l_1277_ = asuint(buffer_2_global.Load(l_1276_*4));
            uint l_76_ = (l_1274_ ? l_1277_ : 0u);
            uint l_77_ = naga_div(l_7_, 8u);
            uint l_78_ = (l_38_ * l_77_);
            uint l_79_ = (l_78_ + l_78_);
            uint l_80_ = (l_76_ >> 31u);
            bool l_81_ = (l_80_ == 1u);
            l_mut_45_ = l_73_;
            l_mut_82_ = l_76_;
            if (l_81_) {
                uint l_83_ = (0u - l_73_);
                uint l_84_ = (0u - l_76_);
                bool l_85_ = (0u < l_73_);
                uint l_86_ = uint(l_85_);
                uint l_87_ = (l_84_ - l_86_);
                l_mut_45_ = l_83_;
                l_mut_82_ = l_87_;
            }
            uint _e473 = l_mut_45_;
            uint l_88_ = (_e473 * l_79_);
            uint _e475 = l_mut_82_;
            uint l_89_ = (_e475 * l_79_);
            uint _e477 = l_mut_45_;
            uint64_t l_1279_ = uint64_t(_e477);
            uint64_t l_1280_ = uint64_t(l_79_);
            uint64_t l_1281_ = (l_1279_ * l_1280_);
            uint64_t l_1282_ = (l_1281_ >> uint(32uL));
            uint l_90_ = uint(l_1282_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e488 = l_mut_82_;
            uint64_t l_1284_ = uint64_t(_e488);
            uint64_t l_1285_ = uint64_t(l_79_);
            uint64_t l_1286_ = (l_1284_ * l_1285_);
            uint64_t l_1287_ = (l_1286_ >> uint(32uL));
            uint l_92_ = uint(l_1287_);
            bool l_93_ = (l_91_ < l_89_);
            uint l_94_ = uint(l_93_);
            uint l_95_ = (l_92_ + l_94_);
            uint l_96_ = naga_mod(l_12_, 32u);
            l_mut_97_ = l_88_;
            bool l_98_ = (l_96_ > 0u);
            if (l_98_) {
                uint l_99_ = (l_88_ >> l_96_);
                uint l_100_ = (32u - l_96_);
                uint l_101_ = (l_91_ << l_100_);
                uint l_102_ = (l_99_ | l_101_);
                l_mut_97_ = l_102_;
            }
            l_mut_103_ = l_91_;
            bool l_104_ = (l_96_ > 0u);
            if (l_104_) {
                uint l_105_ = (l_91_ >> l_96_);
                uint l_106_ = (32u - l_96_);
                uint l_107_ = (l_95_ << l_106_);
                uint l_108_ = (l_105_ | l_107_);
                l_mut_103_ = l_108_;
            }
            uint _e517 = l_mut_97_;
            l_mut_109_ = _e517;
            uint _e518 = l_mut_103_;
            l_mut_97_ = _e518;
            bool l_110_ = (l_12_ >= 64u);
            if (l_110_) {
                l_mut_109_ = l_95_;
                l_mut_97_ = 0u;
            } else {
                bool l_111_ = (l_12_ >= 32u);
                if (l_111_) {
                    l_mut_103_ = l_91_;
                    bool l_112_ = (l_96_ > 0u);
                    if (l_112_) {
                        uint l_113_ = (l_91_ >> l_96_);
                        uint l_114_ = (32u - l_96_);
                        uint l_115_ = (l_95_ << l_114_);
                        uint l_116_ = (l_113_ | l_115_);
                        l_mut_103_ = l_116_;
                    }
                    uint l_117_ = (l_95_ >> l_96_);
                    uint _e532 = l_mut_103_;
                    l_mut_109_ = _e532;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e533 = l_mut_109_;
            l_mut_103_ = _e533;
            uint _e534 = l_mut_97_;
            l_mut_109_ = _e534;
            if (l_81_) {
                uint _e536 = l_mut_103_;
                uint l_118_ = (0u - _e536);
                uint _e539 = l_mut_109_;
                uint l_119_ = (0u - _e539);
                uint _e542 = l_mut_103_;
                bool l_120_ = (0u < _e542);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e546 = l_mut_103_;
            uint l_123_ = (l_63_ + _e546);
            uint _e548 = l_mut_109_;
            uint l_124_ = (l_66_ + _e548);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint64_t l_1289_ = uint64_t(l_63_);
            uint64_t l_1290_ = uint64_t(l_78_);
            uint64_t l_1291_ = (l_1289_ * l_1290_);
            uint64_t l_1292_ = (l_1291_ >> uint(32uL));
            uint l_129_ = uint(l_1292_);
            uint l_130_ = (l_66_ * l_78_);
            uint l_131_ = (l_129_ + l_130_);
            uint l_132_ = (l_68_ + l_128_);
            uint l_133_ = (l_71_ + l_131_);
            bool l_134_ = (l_132_ < l_68_);
            uint l_135_ = uint(l_134_);
            uint l_136_ = (l_133_ + l_135_);
            l_mut_109_ = 0u;
            l_mut_103_ = 0u;
            bool l_137_ = (l_78_ < 65536u);
            if (l_137_) {
                uint l_138_ = (l_78_ * l_78_);
                uint l_139_ = (l_76_ >> 31u);
                bool l_140_ = (l_139_ == 1u);
                l_mut_97_ = l_73_;
                l_mut_82_ = l_76_;
                if (l_140_) {
                    uint l_141_ = (0u - l_73_);
                    uint l_142_ = (0u - l_76_);
                    bool l_143_ = (0u < l_73_);
                    uint l_144_ = uint(l_143_);
                    uint l_145_ = (l_142_ - l_144_);
                    l_mut_97_ = l_141_;
                    l_mut_82_ = l_145_;
                }
                uint _e587 = l_mut_97_;
                uint l_146_ = (_e587 * l_138_);
                uint _e589 = l_mut_82_;
                uint l_147_ = (_e589 * l_138_);
                uint _e591 = l_mut_97_;
                uint64_t l_1294_ = uint64_t(_e591);
                uint64_t l_1295_ = uint64_t(l_138_);
                uint64_t l_1296_ = (l_1294_ * l_1295_);
                uint64_t l_1297_ = (l_1296_ >> uint(32uL));
                uint l_148_ = uint(l_1297_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e602 = l_mut_82_;
                uint64_t l_1299_ = uint64_t(_e602);
                uint64_t l_1300_ = uint64_t(l_138_);
                uint64_t l_1301_ = (l_1299_ * l_1300_);
                uint64_t l_1302_ = (l_1301_ >> uint(32uL));
                uint l_150_ = uint(l_1302_);
                bool l_151_ = (l_149_ < l_147_);
                uint l_152_ = uint(l_151_);
                uint l_153_ = (l_150_ + l_152_);
                uint l_154_ = naga_mod(l_12_, 32u);
                l_mut_45_ = l_146_;
                bool l_155_ = (l_154_ > 0u);
                if (l_155_) {
                    uint l_156_ = (l_146_ >> l_154_);
                    uint l_157_ = (32u - l_154_);
                    uint l_158_ = (l_149_ << l_157_);
                    uint l_159_ = (l_156_ | l_158_);
                    l_mut_45_ = l_159_;
                }
                l_mut_160_ = l_149_;
                bool l_161_ = (l_154_ > 0u);
                if (l_161_) {
                    uint l_162_ = (l_149_ >> l_154_);
                    uint l_163_ = (32u - l_154_);
                    uint l_164_ = (l_153_ << l_163_);
                    uint l_165_ = (l_162_ | l_164_);
                    l_mut_160_ = l_165_;
                }
                uint _e631 = l_mut_45_;
                l_mut_166_ = _e631;
                uint _e632 = l_mut_160_;
                l_mut_45_ = _e632;
                bool l_167_ = (l_12_ >= 64u);
                if (l_167_) {
                    l_mut_166_ = l_153_;
                    l_mut_45_ = 0u;
                } else {
                    bool l_168_ = (l_12_ >= 32u);
                    if (l_168_) {
                        l_mut_160_ = l_149_;
                        bool l_169_ = (l_154_ > 0u);
                        if (l_169_) {
                            uint l_170_ = (l_149_ >> l_154_);
                            uint l_171_ = (32u - l_154_);
                            uint l_172_ = (l_153_ << l_171_);
                            uint l_173_ = (l_170_ | l_172_);
                            l_mut_160_ = l_173_;
                        }
                        uint l_174_ = (l_153_ >> l_154_);
                        uint _e646 = l_mut_160_;
                        l_mut_166_ = _e646;
                        l_mut_45_ = l_174_;
                    }
                }
                uint _e647 = l_mut_166_;
                l_mut_160_ = _e647;
                uint _e648 = l_mut_45_;
                l_mut_166_ = _e648;
                if (l_140_) {
                    uint _e650 = l_mut_160_;
                    uint l_175_ = (0u - _e650);
                    uint _e653 = l_mut_166_;
                    uint l_176_ = (0u - _e653);
                    uint _e656 = l_mut_160_;
                    bool l_177_ = (0u < _e656);
                    uint l_178_ = uint(l_177_);
                    uint l_179_ = (l_176_ - l_178_);
                    l_mut_160_ = l_175_;
                    l_mut_166_ = l_179_;
                }
                uint _e660 = l_mut_160_;
                l_mut_109_ = _e660;
                uint _e661 = l_mut_166_;
                l_mut_103_ = _e661;
            } else {
                uint l_180_ = (l_76_ >> 31u);
                bool l_181_ = (l_180_ == 1u);
                l_mut_166_ = l_73_;
                l_mut_160_ = l_76_;
                if (l_181_) {
                    uint l_182_ = (0u - l_73_);
                    uint l_183_ = (0u - l_76_);
                    bool l_184_ = (0u < l_73_);
                    uint l_185_ = uint(l_184_);
                    uint l_186_ = (l_183_ - l_185_);
                    l_mut_166_ = l_182_;
                    l_mut_160_ = l_186_;
                }
                uint _e674 = l_mut_166_;
                uint l_187_ = (_e674 * l_78_);
                uint _e676 = l_mut_160_;
                uint l_188_ = (_e676 * l_78_);
                uint _e678 = l_mut_166_;
                uint64_t l_1304_ = uint64_t(_e678);
                uint64_t l_1305_ = uint64_t(l_78_);
                uint64_t l_1306_ = (l_1304_ * l_1305_);
                uint64_t l_1307_ = (l_1306_ >> uint(32uL));
                uint l_189_ = uint(l_1307_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e689 = l_mut_160_;
                uint64_t l_1309_ = uint64_t(_e689);
                uint64_t l_1310_ = uint64_t(l_78_);
                uint64_t l_1311_ = (l_1309_ * l_1310_);
                uint64_t l_1312_ = (l_1311_ >> uint(32uL));
                uint l_191_ = uint(l_1312_);
                bool l_192_ = (l_190_ < l_188_);
                uint l_193_ = uint(l_192_);
                uint l_194_ = (l_191_ + l_193_);
                l_mut_97_ = l_187_;
                bool l_196_ = (0u > 0u);
                if (l_196_) {
                    uint l_197_ = (l_187_ >> 0u);
                    uint l_198_ = (32u - 0u);
                    uint l_199_ = (l_190_ << l_198_);
                    uint l_200_ = (l_197_ | l_199_);
                    l_mut_97_ = l_200_;
                }
                l_mut_82_ = l_190_;
                bool l_201_ = (0u > 0u);
                if (l_201_) {
                    uint l_202_ = (l_190_ >> 0u);
                    uint l_203_ = (32u - 0u);
                    uint l_204_ = (l_194_ << l_203_);
                    uint l_205_ = (l_202_ | l_204_);
                    l_mut_82_ = l_205_;
                }
                uint _e717 = l_mut_97_;
                l_mut_45_ = _e717;
                uint _e718 = l_mut_82_;
                l_mut_97_ = _e718;
                if (false) {
                    l_mut_45_ = l_194_;
                    l_mut_97_ = 0u;
                } else {
                    if (false) {
                        l_mut_82_ = l_190_;
                        bool l_208_ = (0u > 0u);
                        if (l_208_) {
                            uint l_209_ = (l_190_ >> 0u);
                            uint l_210_ = (32u - 0u);
                            uint l_211_ = (l_194_ << l_210_);
                            uint l_212_ = (l_209_ | l_211_);
                            l_mut_82_ = l_212_;
                        }
                        uint l_213_ = (l_194_ >> 0u);
                        uint _e730 = l_mut_82_;
                        l_mut_45_ = _e730;
                        l_mut_97_ = l_213_;
                    }
                }
                uint _e731 = l_mut_166_;
                uint l_214_ = (_e731 * l_78_);
                uint _e733 = l_mut_160_;
                uint l_215_ = (_e733 * l_78_);
                uint _e735 = l_mut_166_;
                uint64_t l_1314_ = uint64_t(_e735);
                uint64_t l_1315_ = uint64_t(l_78_);
                uint64_t l_1316_ = (l_1314_ * l_1315_);
                uint64_t l_1317_ = (l_1316_ >> uint(32uL));
                uint l_216_ = uint(l_1317_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e746 = l_mut_160_;
                uint64_t l_1319_ = uint64_t(_e746);
                uint64_t l_1320_ = uint64_t(l_78_);
                uint64_t l_1321_ = (l_1319_ * l_1320_);
                uint64_t l_1322_ = (l_1321_ >> uint(32uL));
                uint l_218_ = uint(l_1322_);
                bool l_219_ = (l_217_ < l_215_);
                uint l_220_ = uint(l_219_);
                uint l_221_ = (l_218_ + l_220_);
                l_mut_82_ = l_214_;
                bool l_223_ = (0u > 0u);
                if (l_223_) {
                    uint l_224_ = (l_214_ >> 0u);
                    uint l_225_ = (32u - 0u);
                    uint l_226_ = (l_217_ << l_225_);
                    uint l_227_ = (l_224_ | l_226_);
                    l_mut_82_ = l_227_;
                }
                l_mut_228_ = l_217_;
                bool l_229_ = (0u > 0u);
                if (l_229_) {
                    uint l_230_ = (l_217_ >> 0u);
                    uint l_231_ = (32u - 0u);
                    uint l_232_ = (l_221_ << l_231_);
                    uint l_233_ = (l_230_ | l_232_);
                    l_mut_228_ = l_233_;
                }
                uint _e774 = l_mut_82_;
                l_mut_234_ = _e774;
                uint _e775 = l_mut_228_;
                l_mut_82_ = _e775;
                if (true) {
                    l_mut_234_ = l_221_;
                    l_mut_82_ = 0u;
                } else {
                    if (true) {
                        l_mut_228_ = l_217_;
                        bool l_237_ = (0u > 0u);
                        if (l_237_) {
                            uint l_238_ = (l_217_ >> 0u);
                            uint l_239_ = (32u - 0u);
                            uint l_240_ = (l_221_ << l_239_);
                            uint l_241_ = (l_238_ | l_240_);
                            l_mut_228_ = l_241_;
                        }
                        uint l_242_ = (l_221_ >> 0u);
                        uint _e787 = l_mut_228_;
                        l_mut_234_ = _e787;
                        l_mut_82_ = l_242_;
                    }
                }
                uint _e788 = l_mut_45_;
                uint l_243_ = (_e788 * l_78_);
                uint _e790 = l_mut_97_;
                uint l_244_ = (_e790 * l_78_);
                uint _e792 = l_mut_45_;
                uint64_t l_1324_ = uint64_t(_e792);
                uint64_t l_1325_ = uint64_t(l_78_);
                uint64_t l_1326_ = (l_1324_ * l_1325_);
                uint64_t l_1327_ = (l_1326_ >> uint(32uL));
                uint l_245_ = uint(l_1327_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e803 = l_mut_97_;
                uint64_t l_1329_ = uint64_t(_e803);
                uint64_t l_1330_ = uint64_t(l_78_);
                uint64_t l_1331_ = (l_1329_ * l_1330_);
                uint64_t l_1332_ = (l_1331_ >> uint(32uL));
                uint l_247_ = uint(l_1332_);
                bool l_248_ = (l_246_ < l_244_);
                uint l_249_ = uint(l_248_);
                uint l_250_ = (l_247_ + l_249_);
                l_mut_228_ = l_243_;
                bool l_252_ = (0u > 0u);
                if (l_252_) {
                    uint l_253_ = (l_243_ >> 0u);
                    uint l_254_ = (32u - 0u);
                    uint l_255_ = (l_246_ << l_254_);
                    uint l_256_ = (l_253_ | l_255_);
                    l_mut_228_ = l_256_;
                }
                l_mut_166_ = l_246_;
                bool l_257_ = (0u > 0u);
                if (l_257_) {
                    uint l_258_ = (l_246_ >> 0u);
                    uint l_259_ = (32u - 0u);
                    uint l_260_ = (l_250_ << l_259_);
                    uint l_261_ = (l_258_ | l_260_);
                    l_mut_166_ = l_261_;
                }
                uint _e831 = l_mut_228_;
                l_mut_160_ = _e831;
                uint _e832 = l_mut_166_;
                l_mut_228_ = _e832;
                if (false) {
                    l_mut_160_ = l_250_;
                    l_mut_228_ = 0u;
                } else {
                    if (false) {
                        l_mut_166_ = l_246_;
                        bool l_264_ = (0u > 0u);
                        if (l_264_) {
                            uint l_265_ = (l_246_ >> 0u);
                            uint l_266_ = (32u - 0u);
                            uint l_267_ = (l_250_ << l_266_);
                            uint l_268_ = (l_265_ | l_267_);
                            l_mut_166_ = l_268_;
                        }
                        uint l_269_ = (l_250_ >> 0u);
                        uint _e844 = l_mut_166_;
                        l_mut_160_ = _e844;
                        l_mut_228_ = l_269_;
                    }
                }
                uint _e845 = l_mut_45_;
                uint l_270_ = (_e845 * l_78_);
                uint _e847 = l_mut_97_;
                uint l_271_ = (_e847 * l_78_);
                uint _e849 = l_mut_45_;
                uint64_t l_1334_ = uint64_t(_e849);
                uint64_t l_1335_ = uint64_t(l_78_);
                uint64_t l_1336_ = (l_1334_ * l_1335_);
                uint64_t l_1337_ = (l_1336_ >> uint(32uL));
                uint l_272_ = uint(l_1337_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e860 = l_mut_97_;
                uint64_t l_1339_ = uint64_t(_e860);
                uint64_t l_1340_ = uint64_t(l_78_);
                uint64_t l_1341_ = (l_1339_ * l_1340_);
                uint64_t l_1342_ = (l_1341_ >> uint(32uL));
                uint l_274_ = uint(l_1342_);
                bool l_275_ = (l_273_ < l_271_);
                uint l_276_ = uint(l_275_);
                uint l_277_ = (l_274_ + l_276_);
                l_mut_166_ = l_270_;
                bool l_279_ = (0u > 0u);
                if (l_279_) {
                    uint l_280_ = (l_270_ >> 0u);
                    uint l_281_ = (32u - 0u);
                    uint l_282_ = (l_273_ << l_281_);
                    uint l_283_ = (l_280_ | l_282_);
                    l_mut_166_ = l_283_;
                }
                l_mut_284_ = l_273_;
                bool l_285_ = (0u > 0u);
                if (l_285_) {
                    uint l_286_ = (l_273_ >> 0u);
                    uint l_287_ = (32u - 0u);
                    uint l_288_ = (l_277_ << l_287_);
                    uint l_289_ = (l_286_ | l_288_);
                    l_mut_284_ = l_289_;
                }
                uint _e888 = l_mut_166_;
                l_mut_290_ = _e888;
                uint _e889 = l_mut_284_;
                l_mut_166_ = _e889;
                if (true) {
                    l_mut_290_ = l_277_;
                    l_mut_166_ = 0u;
                } else {
                    if (true) {
                        l_mut_284_ = l_273_;
                        bool l_293_ = (0u > 0u);
                        if (l_293_) {
                            uint l_294_ = (l_273_ >> 0u);
                            uint l_295_ = (32u - 0u);
                            uint l_296_ = (l_277_ << l_295_);
                            uint l_297_ = (l_294_ | l_296_);
                            l_mut_284_ = l_297_;
                        }
                        uint l_298_ = (l_277_ >> 0u);
                        uint _e901 = l_mut_284_;
                        l_mut_290_ = _e901;
                        l_mut_166_ = l_298_;
                    }
                }
                uint _e902 = l_mut_234_;
                uint l_299_ = (_e902 * l_78_);
                uint _e904 = l_mut_234_;
                uint64_t l_1344_ = uint64_t(_e904);
                uint64_t l_1345_ = uint64_t(l_78_);
                uint64_t l_1346_ = (l_1344_ * l_1345_);
                uint64_t l_1347_ = (l_1346_ >> uint(32uL));
                uint l_300_ = uint(l_1347_);
                uint _e914 = l_mut_82_;
                uint l_301_ = (_e914 * l_78_);
                uint l_302_ = (l_300_ + l_301_);
                uint _e917 = l_mut_290_;
                uint l_303_ = (_e917 + l_299_);
                uint _e919 = l_mut_166_;
                uint l_304_ = (_e919 + l_302_);
                uint _e921 = l_mut_290_;
                bool l_305_ = (l_303_ < _e921);
                uint l_306_ = uint(l_305_);
                uint l_307_ = (l_304_ + l_306_);
                uint _e925 = l_mut_160_;
                l_mut_109_ = _e925;
                uint _e926 = l_mut_228_;
                l_mut_103_ = _e926;
                bool l_308_ = (l_12_ == 64u);
                if (l_308_) {
                    l_mut_109_ = l_303_;
                    l_mut_103_ = l_307_;
                } else {
                    bool l_309_ = (l_12_ > 0u);
                    if (l_309_) {
                        uint l_310_ = (64u - l_12_);
                        l_mut_290_ = l_303_;
                        l_mut_284_ = l_307_;
                        bool l_311_ = (l_310_ >= 32u);
                        if (l_311_) {
                            uint l_312_ = (l_310_ & 31u);
                            uint l_313_ = (l_303_ << l_312_);
                            l_mut_290_ = 0u;
                            l_mut_284_ = l_313_;
                        } else {
                            bool l_314_ = (l_310_ > 0u);
                            if (l_314_) {
                                uint l_315_ = (l_303_ << l_310_);
                                uint l_316_ = (l_307_ << l_310_);
                                uint l_317_ = (32u - l_310_);
                                uint l_318_ = (l_303_ >> l_317_);
                                uint l_319_ = (l_316_ | l_318_);
                                l_mut_290_ = l_315_;
                                l_mut_284_ = l_319_;
                            }
                        }
                        uint _e947 = l_mut_160_;
                        l_mut_234_ = _e947;
                        uint _e948 = l_mut_228_;
                        l_mut_166_ = _e948;
                        bool l_320_ = (l_12_ >= 32u);
                        if (l_320_) {
                            uint l_321_ = (l_12_ & 31u);
                            uint _e953 = l_mut_228_;
                            uint l_322_ = (_e953 >> l_321_);
                            l_mut_234_ = l_322_;
                            l_mut_166_ = 0u;
                        } else {
                            bool l_323_ = (l_12_ > 0u);
                            if (l_323_) {
                                uint _e958 = l_mut_160_;
                                l_mut_97_ = _e958;
                                bool l_324_ = (l_12_ > 0u);
                                if (l_324_) {
                                    uint _e961 = l_mut_160_;
                                    uint l_325_ = (_e961 >> l_12_);
                                    uint l_326_ = (32u - l_12_);
                                    uint _e965 = l_mut_228_;
                                    uint l_327_ = (_e965 << l_326_);
                                    uint l_328_ = (l_325_ | l_327_);
                                    l_mut_97_ = l_328_;
                                }
                                uint _e968 = l_mut_228_;
                                uint l_329_ = (_e968 >> l_12_);
                                uint _e970 = l_mut_97_;
                                l_mut_234_ = _e970;
                                l_mut_166_ = l_329_;
                            }
                        }
                        uint _e971 = l_mut_290_;
                        uint _e972 = l_mut_234_;
                        uint l_330_ = (_e971 + _e972);
                        uint _e974 = l_mut_284_;
                        uint _e975 = l_mut_166_;
                        uint l_331_ = (_e974 + _e975);
                        uint _e977 = l_mut_290_;
                        bool l_332_ = (l_330_ < _e977);
                        uint l_333_ = uint(l_332_);
                        uint l_334_ = (l_331_ + l_333_);
                        l_mut_109_ = l_330_;
                        l_mut_103_ = l_334_;
                    }
                }
                if (l_181_) {
                    uint _e982 = l_mut_109_;
                    uint l_335_ = (0u - _e982);
                    uint _e985 = l_mut_103_;
                    uint l_336_ = (0u - _e985);
                    uint _e988 = l_mut_109_;
                    bool l_337_ = (0u < _e988);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ - l_338_);
                    l_mut_109_ = l_335_;
                    l_mut_103_ = l_339_;
                }
            }
            uint _e992 = l_mut_109_;
            uint l_340_ = (l_132_ + _e992);
            uint _e994 = l_mut_103_;
            uint l_341_ = (l_136_ + _e994);
            bool l_342_ = (l_340_ < l_132_);
            uint l_343_ = uint(l_342_);
            uint l_344_ = (l_341_ + l_343_);
            uint l_345_ = (l_76_ >> 31u);
            bool l_346_ = (l_345_ == 1u);
            l_mut_290_ = l_73_;
            l_mut_284_ = l_76_;
            if (l_346_) {
                uint l_347_ = (0u - l_73_);
                uint l_348_ = (0u - l_76_);
                bool l_349_ = (0u < l_73_);
                uint l_350_ = uint(l_349_);
                uint l_351_ = (l_348_ - l_350_);
                l_mut_290_ = l_347_;
                l_mut_284_ = l_351_;
            }
            uint _e1011 = l_mut_290_;
            uint l_352_ = (_e1011 * l_77_);
            uint _e1013 = l_mut_284_;
            uint l_353_ = (_e1013 * l_77_);
            uint _e1015 = l_mut_290_;
            uint64_t l_1349_ = uint64_t(_e1015);
            uint64_t l_1350_ = uint64_t(l_77_);
            uint64_t l_1351_ = (l_1349_ * l_1350_);
            uint64_t l_1352_ = (l_1351_ >> uint(32uL));
            uint l_354_ = uint(l_1352_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1026 = l_mut_284_;
            uint64_t l_1354_ = uint64_t(_e1026);
            uint64_t l_1355_ = uint64_t(l_77_);
            uint64_t l_1356_ = (l_1354_ * l_1355_);
            uint64_t l_1357_ = (l_1356_ >> uint(32uL));
            uint l_356_ = uint(l_1357_);
            bool l_357_ = (l_355_ < l_353_);
            uint l_358_ = uint(l_357_);
            uint l_359_ = (l_356_ + l_358_);
            uint l_360_ = naga_mod(l_12_, 32u);
            l_mut_234_ = l_352_;
            bool l_361_ = (l_360_ > 0u);
            if (l_361_) {
                uint l_362_ = (l_352_ >> l_360_);
                uint l_363_ = (32u - l_360_);
                uint l_364_ = (l_355_ << l_363_);
                uint l_365_ = (l_362_ | l_364_);
                l_mut_234_ = l_365_;
            }
            l_mut_228_ = l_355_;
            bool l_366_ = (l_360_ > 0u);
            if (l_366_) {
                uint l_367_ = (l_355_ >> l_360_);
                uint l_368_ = (32u - l_360_);
                uint l_369_ = (l_359_ << l_368_);
                uint l_370_ = (l_367_ | l_369_);
                l_mut_228_ = l_370_;
            }
            uint _e1055 = l_mut_234_;
            l_mut_166_ = _e1055;
            uint _e1056 = l_mut_228_;
            l_mut_234_ = _e1056;
            bool l_371_ = (l_12_ >= 64u);
            if (l_371_) {
                l_mut_166_ = l_359_;
                l_mut_234_ = 0u;
            } else {
                bool l_372_ = (l_12_ >= 32u);
                if (l_372_) {
                    l_mut_228_ = l_355_;
                    bool l_373_ = (l_360_ > 0u);
                    if (l_373_) {
                        uint l_374_ = (l_355_ >> l_360_);
                        uint l_375_ = (32u - l_360_);
                        uint l_376_ = (l_359_ << l_375_);
                        uint l_377_ = (l_374_ | l_376_);
                        l_mut_228_ = l_377_;
                    }
                    uint l_378_ = (l_359_ >> l_360_);
                    uint _e1070 = l_mut_228_;
                    l_mut_166_ = _e1070;
                    l_mut_234_ = l_378_;
                }
            }
            uint _e1071 = l_mut_166_;
            l_mut_290_ = _e1071;
            uint _e1072 = l_mut_234_;
            l_mut_284_ = _e1072;
            if (l_346_) {
                uint _e1074 = l_mut_290_;
                uint l_379_ = (0u - _e1074);
                uint _e1077 = l_mut_284_;
                uint l_380_ = (0u - _e1077);
                uint _e1080 = l_mut_290_;
                bool l_381_ = (0u < _e1080);
                uint l_382_ = uint(l_381_);
                uint l_383_ = (l_380_ - l_382_);
                l_mut_290_ = l_379_;
                l_mut_284_ = l_383_;
            }
            uint _e1084 = l_mut_290_;
            uint l_384_ = (l_123_ + _e1084);
            uint _e1086 = l_mut_284_;
            uint l_385_ = (l_127_ + _e1086);
            bool l_386_ = (l_384_ < l_123_);
            uint l_387_ = uint(l_386_);
            uint l_388_ = (l_385_ + l_387_);
            uint l_389_ = (l_12_ + 3u);
            l_mut_290_ = 0u;
            l_mut_284_ = 0u;
            bool l_390_ = (l_77_ < 65536u);
            if (l_390_) {
                uint l_391_ = (l_77_ * l_77_);
                uint l_392_ = (l_76_ >> 31u);
                bool l_393_ = (l_392_ == 1u);
                l_mut_234_ = l_73_;
                l_mut_228_ = l_76_;
                if (l_393_) {
                    uint l_394_ = (0u - l_73_);
                    uint l_395_ = (0u - l_76_);
                    bool l_396_ = (0u < l_73_);
                    uint l_397_ = uint(l_396_);
                    uint l_398_ = (l_395_ - l_397_);
                    l_mut_234_ = l_394_;
                    l_mut_228_ = l_398_;
                }
                uint _e1110 = l_mut_234_;
                uint l_399_ = (_e1110 * l_391_);
                uint _e1112 = l_mut_228_;
                uint l_400_ = (_e1112 * l_391_);
                uint _e1114 = l_mut_234_;
                uint64_t l_1359_ = uint64_t(_e1114);
                uint64_t l_1360_ = uint64_t(l_391_);
                uint64_t l_1361_ = (l_1359_ * l_1360_);
                uint64_t l_1362_ = (l_1361_ >> uint(32uL));
                uint l_401_ = uint(l_1362_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1125 = l_mut_228_;
                uint64_t l_1364_ = uint64_t(_e1125);
                uint64_t l_1365_ = uint64_t(l_391_);
                uint64_t l_1366_ = (l_1364_ * l_1365_);
                uint64_t l_1367_ = (l_1366_ >> uint(32uL));
                uint l_403_ = uint(l_1367_);
                bool l_404_ = (l_402_ < l_400_);
                uint l_405_ = uint(l_404_);
                uint l_406_ = (l_403_ + l_405_);
                uint l_407_ = naga_mod(l_389_, 32u);
                l_mut_166_ = l_399_;
                bool l_408_ = (l_407_ > 0u);
                if (l_408_) {
                    uint l_409_ = (l_399_ >> l_407_);
                    uint l_410_ = (32u - l_407_);
                    uint l_411_ = (l_402_ << l_410_);
                    uint l_412_ = (l_409_ | l_411_);
                    l_mut_166_ = l_412_;
                }
                l_mut_160_ = l_402_;
                bool l_413_ = (l_407_ > 0u);
                if (l_413_) {
                    uint l_414_ = (l_402_ >> l_407_);
                    uint l_415_ = (32u - l_407_);
                    uint l_416_ = (l_406_ << l_415_);
                    uint l_417_ = (l_414_ | l_416_);
                    l_mut_160_ = l_417_;
                }
                uint _e1154 = l_mut_166_;
                l_mut_109_ = _e1154;
                uint _e1155 = l_mut_160_;
                l_mut_166_ = _e1155;
                bool l_418_ = (l_389_ >= 64u);
                if (l_418_) {
                    l_mut_109_ = l_406_;
                    l_mut_166_ = 0u;
                } else {
                    bool l_419_ = (l_389_ >= 32u);
                    if (l_419_) {
                        l_mut_160_ = l_402_;
                        bool l_420_ = (l_407_ > 0u);
                        if (l_420_) {
                            uint l_421_ = (l_402_ >> l_407_);
                            uint l_422_ = (32u - l_407_);
                            uint l_423_ = (l_406_ << l_422_);
                            uint l_424_ = (l_421_ | l_423_);
                            l_mut_160_ = l_424_;
                        }
                        uint l_425_ = (l_406_ >> l_407_);
                        uint _e1169 = l_mut_160_;
                        l_mut_109_ = _e1169;
                        l_mut_166_ = l_425_;
                    }
                }
                uint _e1170 = l_mut_109_;
                l_mut_234_ = _e1170;
                uint _e1171 = l_mut_166_;
                l_mut_228_ = _e1171;
                if (l_393_) {
                    uint _e1173 = l_mut_234_;
                    uint l_426_ = (0u - _e1173);
                    uint _e1176 = l_mut_228_;
                    uint l_427_ = (0u - _e1176);
                    uint _e1179 = l_mut_234_;
                    bool l_428_ = (0u < _e1179);
                    uint l_429_ = uint(l_428_);
                    uint l_430_ = (l_427_ - l_429_);
                    l_mut_234_ = l_426_;
                    l_mut_228_ = l_430_;
                }
                uint _e1183 = l_mut_234_;
                l_mut_290_ = _e1183;
                uint _e1184 = l_mut_228_;
                l_mut_284_ = _e1184;
            } else {
                uint l_431_ = (l_76_ >> 31u);
                bool l_432_ = (l_431_ == 1u);
                l_mut_234_ = l_73_;
                l_mut_228_ = l_76_;
                if (l_432_) {
                    uint l_433_ = (0u - l_73_);
                    uint l_434_ = (0u - l_76_);
                    bool l_435_ = (0u < l_73_);
                    uint l_436_ = uint(l_435_);
                    uint l_437_ = (l_434_ - l_436_);
                    l_mut_234_ = l_433_;
                    l_mut_228_ = l_437_;
                }
                uint _e1197 = l_mut_234_;
                uint l_438_ = (_e1197 * l_77_);
                uint _e1199 = l_mut_228_;
                uint l_439_ = (_e1199 * l_77_);
                uint _e1201 = l_mut_234_;
                uint64_t l_1369_ = uint64_t(_e1201);
                uint64_t l_1370_ = uint64_t(l_77_);
                uint64_t l_1371_ = (l_1369_ * l_1370_);
                uint64_t l_1372_ = (l_1371_ >> uint(32uL));
                uint l_440_ = uint(l_1372_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1212 = l_mut_228_;
                uint64_t l_1374_ = uint64_t(_e1212);
                uint64_t l_1375_ = uint64_t(l_77_);
                uint64_t l_1376_ = (l_1374_ * l_1375_);
                uint64_t l_1377_ = (l_1376_ >> uint(32uL));
                uint l_442_ = uint(l_1377_);
                bool l_443_ = (l_441_ < l_439_);
                uint l_444_ = uint(l_443_);
                uint l_445_ = (l_442_ + l_444_);
                l_mut_166_ = l_438_;
                bool l_447_ = (0u > 0u);
                if (l_447_) {
                    uint l_448_ = (l_438_ >> 0u);
                    uint l_449_ = (32u - 0u);
                    uint l_450_ = (l_441_ << l_449_);
                    uint l_451_ = (l_448_ | l_450_);
                    l_mut_166_ = l_451_;
                }
                l_mut_160_ = l_441_;
                bool l_452_ = (0u > 0u);
                if (l_452_) {
                    uint l_453_ = (l_441_ >> 0u);
                    uint l_454_ = (32u - 0u);
                    uint l_455_ = (l_445_ << l_454_);
                    uint l_456_ = (l_453_ | l_455_);
                    l_mut_160_ = l_456_;
                }
                uint _e1240 = l_mut_166_;
                l_mut_109_ = _e1240;
                uint _e1241 = l_mut_160_;
                l_mut_166_ = _e1241;
                if (false) {
                    l_mut_109_ = l_445_;
                    l_mut_166_ = 0u;
                } else {
                    if (false) {
                        l_mut_160_ = l_441_;
                        bool l_459_ = (0u > 0u);
                        if (l_459_) {
                            uint l_460_ = (l_441_ >> 0u);
                            uint l_461_ = (32u - 0u);
                            uint l_462_ = (l_445_ << l_461_);
                            uint l_463_ = (l_460_ | l_462_);
                            l_mut_160_ = l_463_;
                        }
                        uint l_464_ = (l_445_ >> 0u);
                        uint _e1253 = l_mut_160_;
                        l_mut_109_ = _e1253;
                        l_mut_166_ = l_464_;
                    }
                }
                uint _e1254 = l_mut_234_;
                uint l_465_ = (_e1254 * l_77_);
                uint _e1256 = l_mut_228_;
                uint l_466_ = (_e1256 * l_77_);
                uint _e1258 = l_mut_234_;
                uint64_t l_1379_ = uint64_t(_e1258);
                uint64_t l_1380_ = uint64_t(l_77_);
                uint64_t l_1381_ = (l_1379_ * l_1380_);
                uint64_t l_1382_ = (l_1381_ >> uint(32uL));
                uint l_467_ = uint(l_1382_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1269 = l_mut_228_;
                uint64_t l_1384_ = uint64_t(_e1269);
                uint64_t l_1385_ = uint64_t(l_77_);
                uint64_t l_1386_ = (l_1384_ * l_1385_);
                uint64_t l_1387_ = (l_1386_ >> uint(32uL));
                uint l_469_ = uint(l_1387_);
                bool l_470_ = (l_468_ < l_466_);
                uint l_471_ = uint(l_470_);
                uint l_472_ = (l_469_ + l_471_);
                l_mut_160_ = l_465_;
                bool l_474_ = (0u > 0u);
                if (l_474_) {
                    uint l_475_ = (l_465_ >> 0u);
                    uint l_476_ = (32u - 0u);
                    uint l_477_ = (l_468_ << l_476_);
                    uint l_478_ = (l_475_ | l_477_);
                    l_mut_160_ = l_478_;
                }
                l_mut_103_ = l_468_;
                bool l_479_ = (0u > 0u);
                if (l_479_) {
                    uint l_480_ = (l_468_ >> 0u);
                    uint l_481_ = (32u - 0u);
                    uint l_482_ = (l_472_ << l_481_);
                    uint l_483_ = (l_480_ | l_482_);
                    l_mut_103_ = l_483_;
                }
                uint _e1297 = l_mut_160_;
                l_mut_97_ = _e1297;
                uint _e1298 = l_mut_103_;
                l_mut_160_ = _e1298;
                if (true) {
                    l_mut_97_ = l_472_;
                    l_mut_160_ = 0u;
                } else {
                    if (true) {
                        l_mut_103_ = l_468_;
                        bool l_486_ = (0u > 0u);
                        if (l_486_) {
                            uint l_487_ = (l_468_ >> 0u);
                            uint l_488_ = (32u - 0u);
                            uint l_489_ = (l_472_ << l_488_);
                            uint l_490_ = (l_487_ | l_489_);
                            l_mut_103_ = l_490_;
                        }
                        uint l_491_ = (l_472_ >> 0u);
                        uint _e1310 = l_mut_103_;
                        l_mut_97_ = _e1310;
                        l_mut_160_ = l_491_;
                    }
                }
                uint _e1311 = l_mut_109_;
                uint l_492_ = (_e1311 * l_77_);
                uint _e1313 = l_mut_166_;
                uint l_493_ = (_e1313 * l_77_);
                uint _e1315 = l_mut_109_;
                uint64_t l_1389_ = uint64_t(_e1315);
                uint64_t l_1390_ = uint64_t(l_77_);
                uint64_t l_1391_ = (l_1389_ * l_1390_);
                uint64_t l_1392_ = (l_1391_ >> uint(32uL));
                uint l_494_ = uint(l_1392_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e1326 = l_mut_166_;
                uint64_t l_1394_ = uint64_t(_e1326);
                uint64_t l_1395_ = uint64_t(l_77_);
                uint64_t l_1396_ = (l_1394_ * l_1395_);
                uint64_t l_1397_ = (l_1396_ >> uint(32uL));
                uint l_496_ = uint(l_1397_);
                bool l_497_ = (l_495_ < l_493_);
                uint l_498_ = uint(l_497_);
                uint l_499_ = (l_496_ + l_498_);
                l_mut_234_ = l_492_;
                bool l_501_ = (0u > 0u);
                if (l_501_) {
                    uint l_502_ = (l_492_ >> 0u);
                    uint l_503_ = (32u - 0u);
                    uint l_504_ = (l_495_ << l_503_);
                    uint l_505_ = (l_502_ | l_504_);
                    l_mut_234_ = l_505_;
                }
                l_mut_228_ = l_495_;
                bool l_506_ = (0u > 0u);
                if (l_506_) {
                    uint l_507_ = (l_495_ >> 0u);
                    uint l_508_ = (32u - 0u);
                    uint l_509_ = (l_499_ << l_508_);
                    uint l_510_ = (l_507_ | l_509_);
                    l_mut_228_ = l_510_;
                }
                uint _e1354 = l_mut_234_;
                l_mut_103_ = _e1354;
                uint _e1355 = l_mut_228_;
                l_mut_234_ = _e1355;
                if (false) {
                    l_mut_103_ = l_499_;
                    l_mut_234_ = 0u;
                } else {
                    if (false) {
                        l_mut_228_ = l_495_;
                        bool l_513_ = (0u > 0u);
                        if (l_513_) {
                            uint l_514_ = (l_495_ >> 0u);
                            uint l_515_ = (32u - 0u);
                            uint l_516_ = (l_499_ << l_515_);
                            uint l_517_ = (l_514_ | l_516_);
                            l_mut_228_ = l_517_;
                        }
                        uint l_518_ = (l_499_ >> 0u);
                        uint _e1367 = l_mut_228_;
                        l_mut_103_ = _e1367;
                        l_mut_234_ = l_518_;
                    }
                }
                uint _e1368 = l_mut_109_;
                uint l_519_ = (_e1368 * l_77_);
                uint _e1370 = l_mut_166_;
                uint l_520_ = (_e1370 * l_77_);
                uint _e1372 = l_mut_109_;
                uint64_t l_1399_ = uint64_t(_e1372);
                uint64_t l_1400_ = uint64_t(l_77_);
                uint64_t l_1401_ = (l_1399_ * l_1400_);
                uint64_t l_1402_ = (l_1401_ >> uint(32uL));
                uint l_521_ = uint(l_1402_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e1383 = l_mut_166_;
                uint64_t l_1404_ = uint64_t(_e1383);
                uint64_t l_1405_ = uint64_t(l_77_);
                uint64_t l_1406_ = (l_1404_ * l_1405_);
                uint64_t l_1407_ = (l_1406_ >> uint(32uL));
                uint l_523_ = uint(l_1407_);
                bool l_524_ = (l_522_ < l_520_);
                uint l_525_ = uint(l_524_);
                uint l_526_ = (l_523_ + l_525_);
                l_mut_228_ = l_519_;
                bool l_528_ = (0u > 0u);
                if (l_528_) {
                    uint l_529_ = (l_519_ >> 0u);
                    uint l_530_ = (32u - 0u);
                    uint l_531_ = (l_522_ << l_530_);
                    uint l_532_ = (l_529_ | l_531_);
                    l_mut_228_ = l_532_;
                }
                l_mut_82_ = l_522_;
                bool l_533_ = (0u > 0u);
                if (l_533_) {
                    uint l_534_ = (l_522_ >> 0u);
                    uint l_535_ = (32u - 0u);
                    uint l_536_ = (l_526_ << l_535_);
                    uint l_537_ = (l_534_ | l_536_);
                    l_mut_82_ = l_537_;
                }
                uint _e1411 = l_mut_228_;
                l_mut_45_ = _e1411;
                uint _e1412 = l_mut_82_;
                l_mut_228_ = _e1412;
                if (true) {
                    l_mut_45_ = l_526_;
                    l_mut_228_ = 0u;
                } else {
                    if (true) {
                        l_mut_82_ = l_522_;
                        bool l_540_ = (0u > 0u);
                        if (l_540_) {
                            uint l_541_ = (l_522_ >> 0u);
                            uint l_542_ = (32u - 0u);
                            uint l_543_ = (l_526_ << l_542_);
                            uint l_544_ = (l_541_ | l_543_);
                            l_mut_82_ = l_544_;
                        }
                        uint l_545_ = (l_526_ >> 0u);
                        uint _e1424 = l_mut_82_;
                        l_mut_45_ = _e1424;
                        l_mut_228_ = l_545_;
                    }
                }
                uint _e1425 = l_mut_97_;
                uint l_546_ = (_e1425 * l_77_);
                uint _e1427 = l_mut_97_;
                uint64_t l_1409_ = uint64_t(_e1427);
                uint64_t l_1410_ = uint64_t(l_77_);
                uint64_t l_1411_ = (l_1409_ * l_1410_);
                uint64_t l_1412_ = (l_1411_ >> uint(32uL));
                uint l_547_ = uint(l_1412_);
                uint _e1437 = l_mut_160_;
                uint l_548_ = (_e1437 * l_77_);
                uint l_549_ = (l_547_ + l_548_);
                uint _e1440 = l_mut_45_;
                uint l_550_ = (_e1440 + l_546_);
                uint _e1442 = l_mut_228_;
                uint l_551_ = (_e1442 + l_549_);
                uint _e1444 = l_mut_45_;
                bool l_552_ = (l_550_ < _e1444);
                uint l_553_ = uint(l_552_);
                uint l_554_ = (l_551_ + l_553_);
                uint _e1448 = l_mut_103_;
                l_mut_290_ = _e1448;
                uint _e1449 = l_mut_234_;
                l_mut_284_ = _e1449;
                bool l_555_ = (l_389_ == 64u);
                if (l_555_) {
                    l_mut_290_ = l_550_;
                    l_mut_284_ = l_554_;
                } else {
                    bool l_556_ = (l_389_ > 0u);
                    if (l_556_) {
                        uint l_557_ = (64u - l_389_);
                        l_mut_228_ = l_550_;
                        l_mut_166_ = l_554_;
                        bool l_558_ = (l_557_ >= 32u);
                        if (l_558_) {
                            uint l_559_ = (l_557_ & 31u);
                            uint l_560_ = (l_550_ << l_559_);
                            l_mut_228_ = 0u;
                            l_mut_166_ = l_560_;
                        } else {
                            bool l_561_ = (l_557_ > 0u);
                            if (l_561_) {
                                uint l_562_ = (l_550_ << l_557_);
                                uint l_563_ = (l_554_ << l_557_);
                                uint l_564_ = (32u - l_557_);
                                uint l_565_ = (l_550_ >> l_564_);
                                uint l_566_ = (l_563_ | l_565_);
                                l_mut_228_ = l_562_;
                                l_mut_166_ = l_566_;
                            }
                        }
                        uint _e1470 = l_mut_103_;
                        l_mut_160_ = _e1470;
                        uint _e1471 = l_mut_234_;
                        l_mut_109_ = _e1471;
                        bool l_567_ = (l_389_ >= 32u);
                        if (l_567_) {
                            uint l_568_ = (l_389_ & 31u);
                            uint _e1476 = l_mut_234_;
                            uint l_569_ = (_e1476 >> l_568_);
                            l_mut_160_ = l_569_;
                            l_mut_109_ = 0u;
                        } else {
                            bool l_570_ = (l_389_ > 0u);
                            if (l_570_) {
                                uint _e1481 = l_mut_103_;
                                l_mut_97_ = _e1481;
                                bool l_571_ = (l_389_ > 0u);
                                if (l_571_) {
                                    uint _e1484 = l_mut_103_;
                                    uint l_572_ = (_e1484 >> l_389_);
                                    uint l_573_ = (32u - l_389_);
                                    uint _e1488 = l_mut_234_;
                                    uint l_574_ = (_e1488 << l_573_);
                                    uint l_575_ = (l_572_ | l_574_);
                                    l_mut_97_ = l_575_;
                                }
                                uint _e1491 = l_mut_234_;
                                uint l_576_ = (_e1491 >> l_389_);
                                uint _e1493 = l_mut_97_;
                                l_mut_160_ = _e1493;
                                l_mut_109_ = l_576_;
                            }
                        }
                        uint _e1494 = l_mut_228_;
                        uint _e1495 = l_mut_160_;
                        uint l_577_ = (_e1494 + _e1495);
                        uint _e1497 = l_mut_166_;
                        uint _e1498 = l_mut_109_;
                        uint l_578_ = (_e1497 + _e1498);
                        uint _e1500 = l_mut_228_;
                        bool l_579_ = (l_577_ < _e1500);
                        uint l_580_ = uint(l_579_);
                        uint l_581_ = (l_578_ + l_580_);
                        l_mut_290_ = l_577_;
                        l_mut_284_ = l_581_;
                    }
                }
                if (l_432_) {
                    uint _e1505 = l_mut_290_;
                    uint l_582_ = (0u - _e1505);
                    uint _e1508 = l_mut_284_;
                    uint l_583_ = (0u - _e1508);
                    uint _e1511 = l_mut_290_;
                    bool l_584_ = (0u < _e1511);
                    uint l_585_ = uint(l_584_);
                    uint l_586_ = (l_583_ - l_585_);
                    l_mut_290_ = l_582_;
                    l_mut_284_ = l_586_;
                }
            }
            uint _e1515 = l_mut_290_;
            uint l_587_ = (l_340_ - _e1515);
            uint _e1517 = l_mut_284_;
            uint l_588_ = (l_344_ - _e1517);
            uint _e1519 = l_mut_290_;
            bool l_589_ = (l_340_ < _e1519);
            uint l_590_ = uint(l_589_);
            uint l_591_ = (l_588_ - l_590_);
            uint l_592_ = (l_587_ + l_22_);
            uint l_593_ = (l_591_ + l_25_);
            bool l_594_ = (l_592_ < l_587_);
            uint l_595_ = uint(l_594_);
            uint l_596_ = (l_593_ + l_595_);
            uint l_597_ = (0u - l_384_);
            uint l_598_ = (0u - l_388_);
            bool l_599_ = (0u < l_384_);
            uint l_600_ = uint(l_599_);
            uint l_601_ = (l_598_ - l_600_);
            uint l_602_ = (l_22_ + l_22_);
            uint l_603_ = (l_25_ + l_25_);
            bool l_604_ = (l_602_ < l_22_);
            uint l_605_ = uint(l_604_);
            uint l_606_ = (l_603_ + l_605_);
            l_mut_290_ = l_597_;
            l_mut_284_ = l_601_;
            uint l_607_ = (0u - l_597_);
            uint l_608_ = (0u - l_601_);
            bool l_609_ = (0u < l_597_);
            uint l_610_ = uint(l_609_);
            uint l_611_ = (l_608_ - l_610_);
            l_mut_234_ = l_607_;
            l_mut_228_ = l_611_;
            l_mut_166_ = l_592_;
            l_mut_160_ = l_596_;
            l_mut_109_ = 1u;
            l_mut_103_ = 1u;
            l_mut_612_ = false;
            uint _e1552 = l_mut_160_;
            bool l_613_ = (_e1552 < l_606_);
            uint _e1554 = l_mut_160_;
            bool l_614_ = (_e1554 == l_606_);
            uint _e1556 = l_mut_166_;
            bool l_615_ = (_e1556 < l_602_);
            if (l_614_) {
                local_4 = l_615_;
            } else {
                local_4 = false;
            }
            bool l_616_ = local_4;
            if (!(l_613_)) {
                local_5 = l_616_;
            } else {
                local_5 = true;
            }
            bool l_617_ = local_5;
            bool l_618_ = !(l_617_);
            l_mut_619_ = l_618_;
            uint l_620_ = (l_597_ | l_601_);
            bool l_621_ = (l_620_ == 0u);
            if (l_621_) {
                bool _e1571 = l_mut_619_;
                l_mut_612_ = _e1571;
                l_mut_619_ = false;
            }
            bool _e1573 = l_mut_619_;
            if (_e1573) {
                uint l_622_ = (l_601_ >> 31u);
                bool l_623_ = (l_622_ == 1u);
                l_mut_97_ = l_597_;
                l_mut_82_ = l_601_;
                if (l_623_) {
                    uint l_624_ = (0u - l_597_);
                    uint l_625_ = (0u - l_601_);
                    bool l_626_ = (0u < l_597_);
                    uint l_627_ = uint(l_626_);
                    uint l_628_ = (l_625_ - l_627_);
                    l_mut_97_ = l_624_;
                    l_mut_82_ = l_628_;
                }
                uint l_629_ = (l_77_ - 1u);
                uint _e1588 = l_mut_97_;
                uint l_630_ = (_e1588 * l_629_);
                uint _e1590 = l_mut_97_;
                uint64_t l_1414_ = uint64_t(_e1590);
                uint64_t l_1415_ = uint64_t(l_629_);
                uint64_t l_1416_ = (l_1414_ * l_1415_);
                uint64_t l_1417_ = (l_1416_ >> uint(32uL));
                uint l_631_ = uint(l_1417_);
                uint _e1600 = l_mut_82_;
                uint l_632_ = (_e1600 * l_629_);
                uint l_633_ = (l_631_ + l_632_);
                l_mut_45_ = 0u;
                uint l_634_ = (l_77_ - 1u);
                uint _e1606 = l_mut_97_;
                uint l_635_ = (_e1606 * l_634_);
                uint _e1608 = l_mut_82_;
                uint l_636_ = (_e1608 * l_634_);
                uint _e1610 = l_mut_97_;
                uint64_t l_1419_ = uint64_t(_e1610);
                uint64_t l_1420_ = uint64_t(l_634_);
                uint64_t l_1421_ = (l_1419_ * l_1420_);
                uint64_t l_1422_ = (l_1421_ >> uint(32uL));
                uint l_637_ = uint(l_1422_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e1621 = l_mut_82_;
                uint64_t l_1424_ = uint64_t(_e1621);
                uint64_t l_1425_ = uint64_t(l_634_);
                uint64_t l_1426_ = (l_1424_ * l_1425_);
                uint64_t l_1427_ = (l_1426_ >> uint(32uL));
                uint l_639_ = uint(l_1427_);
                bool l_640_ = (l_638_ < l_636_);
                uint l_641_ = uint(l_640_);
                uint l_642_ = (l_639_ + l_641_);
                l_mut_644_ = l_635_;
                bool l_645_ = (0u > 0u);
                if (l_645_) {
                    uint l_646_ = (l_635_ >> 0u);
                    uint l_647_ = (32u - 0u);
                    uint l_648_ = (l_638_ << l_647_);
                    uint l_649_ = (l_646_ | l_648_);
                    l_mut_644_ = l_649_;
                }
                l_mut_650_ = l_638_;
                bool l_651_ = (0u > 0u);
                if (l_651_) {
                    uint l_652_ = (l_638_ >> 0u);
                    uint l_653_ = (32u - 0u);
                    uint l_654_ = (l_642_ << l_653_);
                    uint l_655_ = (l_652_ | l_654_);
                    l_mut_650_ = l_655_;
                }
                uint _e1649 = l_mut_644_;
                l_mut_656_ = _e1649;
                uint _e1650 = l_mut_650_;
                l_mut_644_ = _e1650;
                if (true) {
                    l_mut_656_ = l_642_;
                    l_mut_644_ = 0u;
                } else {
                    if (true) {
                        l_mut_650_ = l_638_;
                        bool l_659_ = (0u > 0u);
                        if (l_659_) {
                            uint l_660_ = (l_638_ >> 0u);
                            uint l_661_ = (32u - 0u);
                            uint l_662_ = (l_642_ << l_661_);
                            uint l_663_ = (l_660_ | l_662_);
                            l_mut_650_ = l_663_;
                        }
                        uint l_664_ = (l_642_ >> 0u);
                        uint _e1662 = l_mut_650_;
                        l_mut_656_ = _e1662;
                        l_mut_644_ = l_664_;
                    }
                }
                uint _e1663 = l_mut_656_;
                uint _e1664 = l_mut_644_;
                uint l_665_ = (_e1663 | _e1664);
                bool l_666_ = (l_665_ == 0u);
                if (l_666_) {
                    l_mut_656_ = l_592_;
                    l_mut_650_ = l_596_;
                    if (l_623_) {
                        uint l_667_ = (0u - l_592_);
                        uint l_668_ = (0u - l_596_);
                        bool l_669_ = (0u < l_592_);
                        uint l_670_ = uint(l_669_);
                        uint l_671_ = (l_668_ - l_670_);
                        uint l_672_ = (l_592_ | l_596_);
                        bool l_673_ = (l_672_ == 0u);
                        bool l_674_ = !(l_673_);
                        bool l_675_ = (l_633_ < l_671_);
                        bool l_676_ = (l_633_ == l_671_);
                        bool l_677_ = (l_630_ < l_667_);
                        if (l_676_) {
                            local_6 = l_677_;
                        } else {
                            local_6 = false;
                        }
                        bool l_678_ = local_6;
                        if (!(l_675_)) {
                            local_7 = l_678_;
                        } else {
                            local_7 = true;
                        }
                        bool l_679_ = local_7;
                        bool l_680_ = !(l_679_);
                        if (l_674_) {
                            local_8 = l_680_;
                        } else {
                            local_8 = false;
                        }
                        bool l_681_ = local_8;
                        if (l_681_) {
                            uint l_682_ = (l_77_ - 1u);
                            l_mut_644_ = l_667_;
                            l_mut_683_ = l_671_;
                            uint _e1699 = l_mut_82_;
                            bool l_684_ = (l_671_ < _e1699);
                            uint _e1701 = l_mut_82_;
                            bool l_685_ = (l_671_ == _e1701);
                            uint _e1703 = l_mut_97_;
                            bool l_686_ = (l_667_ < _e1703);
                            if (l_685_) {
                                local_9 = l_686_;
                            } else {
                                local_9 = false;
                            }
                            bool l_687_ = local_9;
                            if (!(l_684_)) {
                                local_10 = l_687_;
                            } else {
                                local_10 = true;
                            }
                            bool l_688_ = local_10;
                            bool l_689_ = !(l_688_);
                            if (l_689_) {
                                l_mut_690_ = 0u;
                                uint _e1716 = l_mut_82_;
                                bool l_691_ = (_e1716 < l_671_);
                                uint _e1718 = l_mut_82_;
                                bool l_692_ = (_e1718 == l_671_);
                                uint _e1720 = l_mut_97_;
                                bool l_693_ = (_e1720 < l_667_);
                                if (l_692_) {
                                    local_11 = l_693_;
                                } else {
                                    local_11 = false;
                                }
                                bool l_694_ = local_11;
                                if (!(l_691_)) {
                                    local_12 = l_694_;
                                } else {
                                    local_12 = true;
                                }
                                bool l_695_ = local_12;
                                if (l_695_) {
                                    uint l_696_ = (l_667_ - 1u);
                                    uint l_697_ = (l_671_ - 0u);
                                    bool l_698_ = (l_667_ < 1u);
                                    uint l_699_ = uint(l_698_);
                                    uint l_700_ = (l_697_ - l_699_);
                                    l_mut_701_ = l_696_;
                                    l_mut_702_ = l_700_;
                                    l_mut_703_ = 0u;
                                    uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                    bool loop_init = true;
                                    while(true) {
                                        if (all(loop_bound == uint2(0u, 0u))) { break; }
                                        loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                        if (!loop_init) {
                                            uint _e1827 = l_mut_704_;
                                            l_mut_704_ = (_e1827 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e1742 = l_mut_704_;
                                        if ((_e1742 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1746 = l_mut_704_;
                                            uint l_705_ = (19u - _e1746);
                                            uint _e1748 = l_mut_701_;
                                            l_mut_706_ = _e1748;
                                            uint _e1749 = l_mut_702_;
                                            l_mut_707_ = _e1749;
                                            bool l_708_ = (l_705_ >= 32u);
                                            if (l_708_) {
                                                uint l_709_ = (l_705_ & 31u);
                                                uint _e1754 = l_mut_702_;
                                                uint l_710_ = (_e1754 >> l_709_);
                                                l_mut_706_ = l_710_;
                                                l_mut_707_ = 0u;
                                            } else {
                                                bool l_711_ = (l_705_ > 0u);
                                                if (l_711_) {
                                                    uint _e1759 = l_mut_701_;
                                                    l_mut_712_ = _e1759;
                                                    bool l_713_ = (l_705_ > 0u);
                                                    if (l_713_) {
                                                        uint _e1762 = l_mut_701_;
                                                        uint l_714_ = (_e1762 >> l_705_);
                                                        uint l_715_ = (32u - l_705_);
                                                        uint _e1766 = l_mut_702_;
                                                        uint l_716_ = (_e1766 << l_715_);
                                                        uint l_717_ = (l_714_ | l_716_);
                                                        l_mut_712_ = l_717_;
                                                    }
                                                    uint _e1769 = l_mut_702_;
                                                    uint l_718_ = (_e1769 >> l_705_);
                                                    uint _e1771 = l_mut_712_;
                                                    l_mut_706_ = _e1771;
                                                    l_mut_707_ = l_718_;
                                                }
                                            }
                                            uint _e1772 = l_mut_707_;
                                            uint _e1773 = l_mut_82_;
                                            bool l_719_ = (_e1772 < _e1773);
                                            uint _e1775 = l_mut_707_;
                                            uint _e1776 = l_mut_82_;
                                            bool l_720_ = (_e1775 == _e1776);
                                            uint _e1778 = l_mut_706_;
                                            uint _e1779 = l_mut_97_;
                                            bool l_721_ = (_e1778 < _e1779);
                                            if (l_720_) {
                                                local_13 = l_721_;
                                            } else {
                                                local_13 = false;
                                            }
                                            bool l_722_ = local_13;
                                            if (!(l_719_)) {
                                                local_14 = l_722_;
                                            } else {
                                                local_14 = true;
                                            }
                                            bool l_723_ = local_14;
                                            bool l_724_ = !(l_723_);
                                            if (l_724_) {
                                                uint _e1791 = l_mut_97_;
                                                l_mut_712_ = _e1791;
                                                uint _e1792 = l_mut_82_;
                                                l_mut_707_ = _e1792;
                                                bool l_725_ = (l_705_ >= 32u);
                                                if (l_725_) {
                                                    uint l_726_ = (l_705_ & 31u);
                                                    uint _e1797 = l_mut_97_;
                                                    uint l_727_ = (_e1797 << l_726_);
                                                    l_mut_712_ = 0u;
                                                    l_mut_707_ = l_727_;
                                                } else {
                                                    bool l_728_ = (l_705_ > 0u);
                                                    if (l_728_) {
                                                        uint _e1802 = l_mut_97_;
                                                        uint l_729_ = (_e1802 << l_705_);
                                                        uint _e1804 = l_mut_82_;
                                                        uint l_730_ = (_e1804 << l_705_);
                                                        uint l_731_ = (32u - l_705_);
                                                        uint _e1808 = l_mut_97_;
                                                        uint l_732_ = (_e1808 >> l_731_);
                                                        uint l_733_ = (l_730_ | l_732_);
                                                        l_mut_712_ = l_729_;
                                                        l_mut_707_ = l_733_;
                                                    }
                                                }
                                                uint _e1811 = l_mut_701_;
                                                uint _e1812 = l_mut_712_;
                                                uint l_734_ = (_e1811 - _e1812);
                                                uint _e1814 = l_mut_702_;
                                                uint _e1815 = l_mut_707_;
                                                uint l_735_ = (_e1814 - _e1815);
                                                uint _e1817 = l_mut_701_;
                                                uint _e1818 = l_mut_712_;
                                                bool l_736_ = (_e1817 < _e1818);
                                                uint l_737_ = uint(l_736_);
                                                uint l_738_ = (l_735_ - l_737_);
                                                l_mut_701_ = l_734_;
                                                l_mut_702_ = l_738_;
                                                uint l_739_ = (1u << l_705_);
                                                uint _e1824 = l_mut_703_;
                                                l_mut_703_ = (_e1824 | l_739_);
                                            }
                                        }
                                    }
                                    uint _e1829 = l_mut_703_;
                                    uint l_740_ = min(_e1829, l_682_);
                                    l_mut_712_ = l_740_;
                                    uint _e1831 = l_mut_702_;
                                    uint _e1832 = l_mut_82_;
                                    bool l_741_ = (_e1831 < _e1832);
                                    uint _e1834 = l_mut_702_;
                                    uint _e1835 = l_mut_82_;
                                    bool l_742_ = (_e1834 == _e1835);
                                    uint _e1837 = l_mut_701_;
                                    uint _e1838 = l_mut_97_;
                                    bool l_743_ = (_e1837 < _e1838);
                                    if (l_742_) {
                                        local_15 = l_743_;
                                    } else {
                                        local_15 = false;
                                    }
                                    bool l_744_ = local_15;
                                    if (!(l_741_)) {
                                        local_16 = l_744_;
                                    } else {
                                        local_16 = true;
                                    }
                                    bool l_745_ = local_16;
                                    bool l_746_ = !(l_745_);
                                    if (l_746_) {
                                        l_mut_712_ = l_682_;
                                    }
                                    uint _e1850 = l_mut_712_;
                                    l_mut_690_ = _e1850;
                                }
                                uint _e1851 = l_mut_97_;
                                uint _e1852 = l_mut_690_;
                                uint l_747_ = (_e1851 * _e1852);
                                uint _e1854 = l_mut_97_;
                                uint64_t l_1429_ = uint64_t(_e1854);
                                uint _e1856 = l_mut_690_;
                                uint64_t l_1430_ = uint64_t(_e1856);
                                uint64_t l_1431_ = (l_1429_ * l_1430_);
                                uint64_t l_1432_ = (l_1431_ >> uint(32uL));
                                uint l_748_ = uint(l_1432_);
                                uint _e1865 = l_mut_82_;
                                uint _e1866 = l_mut_690_;
                                uint l_749_ = (_e1865 * _e1866);
                                uint l_750_ = (l_748_ + l_749_);
                                uint l_751_ = (l_667_ - l_747_);
                                uint l_752_ = (l_671_ - l_750_);
                                bool l_753_ = (l_667_ < l_747_);
                                uint l_754_ = uint(l_753_);
                                uint l_755_ = (l_752_ - l_754_);
                                l_mut_644_ = l_751_;
                                l_mut_683_ = l_755_;
                                uint _e1874 = l_mut_683_;
                                uint _e1875 = l_mut_82_;
                                bool l_756_ = (_e1874 < _e1875);
                                uint _e1877 = l_mut_683_;
                                uint _e1878 = l_mut_82_;
                                bool l_757_ = (_e1877 == _e1878);
                                uint _e1880 = l_mut_644_;
                                uint _e1881 = l_mut_97_;
                                bool l_758_ = (_e1880 < _e1881);
                                if (l_757_) {
                                    local_17 = l_758_;
                                } else {
                                    local_17 = false;
                                }
                                bool l_759_ = local_17;
                                if (!(l_756_)) {
                                    local_18 = l_759_;
                                } else {
                                    local_18 = true;
                                }
                                bool l_760_ = local_18;
                                bool l_761_ = !(l_760_);
                                if (l_761_) {
                                    uint _e1893 = l_mut_644_;
                                    uint _e1894 = l_mut_97_;
                                    uint l_762_ = (_e1893 - _e1894);
                                    uint _e1896 = l_mut_683_;
                                    uint _e1897 = l_mut_82_;
                                    uint l_763_ = (_e1896 - _e1897);
                                    uint _e1899 = l_mut_644_;
                                    uint _e1900 = l_mut_97_;
                                    bool l_764_ = (_e1899 < _e1900);
                                    uint l_765_ = uint(l_764_);
                                    uint l_766_ = (l_763_ - l_765_);
                                    l_mut_644_ = l_762_;
                                    l_mut_683_ = l_766_;
                                }
                            }
                            uint _e1904 = l_mut_97_;
                            uint _e1905 = l_mut_644_;
                            uint l_767_ = (_e1904 - _e1905);
                            uint _e1907 = l_mut_82_;
                            uint _e1908 = l_mut_683_;
                            uint l_768_ = (_e1907 - _e1908);
                            uint _e1910 = l_mut_97_;
                            uint _e1911 = l_mut_644_;
                            bool l_769_ = (_e1910 < _e1911);
                            uint l_770_ = uint(l_769_);
                            uint l_771_ = (l_768_ - l_770_);
                            l_mut_712_ = l_767_;
                            l_mut_707_ = l_771_;
                            uint _e1915 = l_mut_82_;
                            bool l_772_ = (l_771_ < _e1915);
                            uint _e1917 = l_mut_82_;
                            bool l_773_ = (l_771_ == _e1917);
                            uint _e1919 = l_mut_97_;
                            bool l_774_ = (l_767_ < _e1919);
                            if (l_773_) {
                                local_19 = l_774_;
                            } else {
                                local_19 = false;
                            }
                            bool l_775_ = local_19;
                            if (!(l_772_)) {
                                local_20 = l_775_;
                            } else {
                                local_20 = true;
                            }
                            bool l_776_ = local_20;
                            bool l_777_ = !(l_776_);
                            if (l_777_) {
                                uint _e1931 = l_mut_97_;
                                uint l_778_ = (l_767_ - _e1931);
                                uint _e1933 = l_mut_82_;
                                uint l_779_ = (l_771_ - _e1933);
                                uint _e1935 = l_mut_97_;
                                bool l_780_ = (l_767_ < _e1935);
                                uint l_781_ = uint(l_780_);
                                uint l_782_ = (l_779_ - l_781_);
                                l_mut_712_ = l_778_;
                                l_mut_707_ = l_782_;
                            }
                            uint _e1939 = l_mut_707_;
                            uint _e1940 = l_mut_650_;
                            bool l_783_ = (_e1939 < _e1940);
                            uint _e1942 = l_mut_707_;
                            uint _e1943 = l_mut_650_;
                            bool l_784_ = (_e1942 == _e1943);
                            uint _e1945 = l_mut_712_;
                            uint _e1946 = l_mut_656_;
                            bool l_785_ = (_e1945 < _e1946);
                            if (l_784_) {
                                local_21 = l_785_;
                            } else {
                                local_21 = false;
                            }
                            bool l_786_ = local_21;
                            if (!(l_783_)) {
                                local_22 = l_786_;
                            } else {
                                local_22 = true;
                            }
                            bool l_787_ = local_22;
                            if (l_787_) {
                                uint _e1957 = l_mut_712_;
                                l_mut_656_ = _e1957;
                                uint _e1958 = l_mut_707_;
                                l_mut_650_ = _e1958;
                            }
                        }
                    } else {
                        uint l_788_ = (l_592_ - l_630_);
                        uint l_789_ = (l_596_ - l_633_);
                        bool l_790_ = (l_592_ < l_630_);
                        uint l_791_ = uint(l_790_);
                        uint l_792_ = (l_789_ - l_791_);
                        l_mut_656_ = l_788_;
                        l_mut_650_ = l_792_;
                        bool l_793_ = (l_596_ < l_633_);
                        bool l_794_ = (l_596_ == l_633_);
                        bool l_795_ = (l_592_ < l_630_);
                        if (l_794_) {
                            local_23 = l_795_;
                        } else {
                            local_23 = false;
                        }
                        bool l_796_ = local_23;
                        if (!(l_793_)) {
                            local_24 = l_796_;
                        } else {
                            local_24 = true;
                        }
                        bool l_797_ = local_24;
                        if (l_797_) {
                            uint l_798_ = (l_77_ - 1u);
                            l_mut_712_ = l_592_;
                            l_mut_707_ = l_596_;
                            uint _e1978 = l_mut_82_;
                            bool l_799_ = (l_596_ < _e1978);
                            uint _e1980 = l_mut_82_;
                            bool l_800_ = (l_596_ == _e1980);
                            uint _e1982 = l_mut_97_;
                            bool l_801_ = (l_592_ < _e1982);
                            if (l_800_) {
                                local_25 = l_801_;
                            } else {
                                local_25 = false;
                            }
                            bool l_802_ = local_25;
                            if (!(l_799_)) {
                                local_26 = l_802_;
                            } else {
                                local_26 = true;
                            }
                            bool l_803_ = local_26;
                            bool l_804_ = !(l_803_);
                            if (l_804_) {
                                l_mut_706_ = 0u;
                                uint _e1995 = l_mut_82_;
                                bool l_805_ = (_e1995 < l_596_);
                                uint _e1997 = l_mut_82_;
                                bool l_806_ = (_e1997 == l_596_);
                                uint _e1999 = l_mut_97_;
                                bool l_807_ = (_e1999 < l_592_);
                                if (l_806_) {
                                    local_27 = l_807_;
                                } else {
                                    local_27 = false;
                                }
                                bool l_808_ = local_27;
                                if (!(l_805_)) {
                                    local_28 = l_808_;
                                } else {
                                    local_28 = true;
                                }
                                bool l_809_ = local_28;
                                if (l_809_) {
                                    uint l_810_ = (l_592_ - 1u);
                                    uint l_811_ = (l_596_ - 0u);
                                    bool l_812_ = (l_592_ < 1u);
                                    uint l_813_ = uint(l_812_);
                                    uint l_814_ = (l_811_ - l_813_);
                                    l_mut_703_ = l_810_;
                                    l_mut_702_ = l_814_;
                                    l_mut_701_ = 0u;
                                    uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_1 = true;
                                    while(true) {
                                        if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                        loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                        if (!loop_init_1) {
                                            uint _e2106 = l_mut_815_;
                                            l_mut_815_ = (_e2106 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e2021 = l_mut_815_;
                                        if ((_e2021 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2025 = l_mut_815_;
                                            uint l_816_ = (19u - _e2025);
                                            uint _e2027 = l_mut_703_;
                                            l_mut_690_ = _e2027;
                                            uint _e2028 = l_mut_702_;
                                            l_mut_683_ = _e2028;
                                            bool l_817_ = (l_816_ >= 32u);
                                            if (l_817_) {
                                                uint l_818_ = (l_816_ & 31u);
                                                uint _e2033 = l_mut_702_;
                                                uint l_819_ = (_e2033 >> l_818_);
                                                l_mut_690_ = l_819_;
                                                l_mut_683_ = 0u;
                                            } else {
                                                bool l_820_ = (l_816_ > 0u);
                                                if (l_820_) {
                                                    uint _e2038 = l_mut_703_;
                                                    l_mut_644_ = _e2038;
                                                    bool l_821_ = (l_816_ > 0u);
                                                    if (l_821_) {
                                                        uint _e2041 = l_mut_703_;
                                                        uint l_822_ = (_e2041 >> l_816_);
                                                        uint l_823_ = (32u - l_816_);
                                                        uint _e2045 = l_mut_702_;
                                                        uint l_824_ = (_e2045 << l_823_);
                                                        uint l_825_ = (l_822_ | l_824_);
                                                        l_mut_644_ = l_825_;
                                                    }
                                                    uint _e2048 = l_mut_702_;
                                                    uint l_826_ = (_e2048 >> l_816_);
                                                    uint _e2050 = l_mut_644_;
                                                    l_mut_690_ = _e2050;
                                                    l_mut_683_ = l_826_;
                                                }
                                            }
                                            uint _e2051 = l_mut_683_;
                                            uint _e2052 = l_mut_82_;
                                            bool l_827_ = (_e2051 < _e2052);
                                            uint _e2054 = l_mut_683_;
                                            uint _e2055 = l_mut_82_;
                                            bool l_828_ = (_e2054 == _e2055);
                                            uint _e2057 = l_mut_690_;
                                            uint _e2058 = l_mut_97_;
                                            bool l_829_ = (_e2057 < _e2058);
                                            if (l_828_) {
                                                local_29 = l_829_;
                                            } else {
                                                local_29 = false;
                                            }
                                            bool l_830_ = local_29;
                                            if (!(l_827_)) {
                                                local_30 = l_830_;
                                            } else {
                                                local_30 = true;
                                            }
                                            bool l_831_ = local_30;
                                            bool l_832_ = !(l_831_);
                                            if (l_832_) {
                                                uint _e2070 = l_mut_97_;
                                                l_mut_690_ = _e2070;
                                                uint _e2071 = l_mut_82_;
                                                l_mut_683_ = _e2071;
                                                bool l_833_ = (l_816_ >= 32u);
                                                if (l_833_) {
                                                    uint l_834_ = (l_816_ & 31u);
                                                    uint _e2076 = l_mut_97_;
                                                    uint l_835_ = (_e2076 << l_834_);
                                                    l_mut_690_ = 0u;
                                                    l_mut_683_ = l_835_;
                                                } else {
                                                    bool l_836_ = (l_816_ > 0u);
                                                    if (l_836_) {
                                                        uint _e2081 = l_mut_97_;
                                                        uint l_837_ = (_e2081 << l_816_);
                                                        uint _e2083 = l_mut_82_;
                                                        uint l_838_ = (_e2083 << l_816_);
                                                        uint l_839_ = (32u - l_816_);
                                                        uint _e2087 = l_mut_97_;
                                                        uint l_840_ = (_e2087 >> l_839_);
                                                        uint l_841_ = (l_838_ | l_840_);
                                                        l_mut_690_ = l_837_;
                                                        l_mut_683_ = l_841_;
                                                    }
                                                }
                                                uint _e2090 = l_mut_703_;
                                                uint _e2091 = l_mut_690_;
                                                uint l_842_ = (_e2090 - _e2091);
                                                uint _e2093 = l_mut_702_;
                                                uint _e2094 = l_mut_683_;
                                                uint l_843_ = (_e2093 - _e2094);
                                                uint _e2096 = l_mut_703_;
                                                uint _e2097 = l_mut_690_;
                                                bool l_844_ = (_e2096 < _e2097);
                                                uint l_845_ = uint(l_844_);
                                                uint l_846_ = (l_843_ - l_845_);
                                                l_mut_703_ = l_842_;
                                                l_mut_702_ = l_846_;
                                                uint l_847_ = (1u << l_816_);
                                                uint _e2103 = l_mut_701_;
                                                l_mut_701_ = (_e2103 | l_847_);
                                            }
                                        }
                                    }
                                    uint _e2108 = l_mut_701_;
                                    uint l_848_ = min(_e2108, l_798_);
                                    l_mut_701_ = l_848_;
                                    uint _e2110 = l_mut_702_;
                                    uint _e2111 = l_mut_82_;
                                    bool l_849_ = (_e2110 < _e2111);
                                    uint _e2113 = l_mut_702_;
                                    uint _e2114 = l_mut_82_;
                                    bool l_850_ = (_e2113 == _e2114);
                                    uint _e2116 = l_mut_703_;
                                    uint _e2117 = l_mut_97_;
                                    bool l_851_ = (_e2116 < _e2117);
                                    if (l_850_) {
                                        local_31 = l_851_;
                                    } else {
                                        local_31 = false;
                                    }
                                    bool l_852_ = local_31;
                                    if (!(l_849_)) {
                                        local_32 = l_852_;
                                    } else {
                                        local_32 = true;
                                    }
                                    bool l_853_ = local_32;
                                    bool l_854_ = !(l_853_);
                                    if (l_854_) {
                                        l_mut_701_ = l_798_;
                                    }
                                    uint _e2129 = l_mut_701_;
                                    l_mut_706_ = _e2129;
                                }
                                uint _e2130 = l_mut_97_;
                                uint _e2131 = l_mut_706_;
                                uint l_855_ = (_e2130 * _e2131);
                                uint _e2133 = l_mut_97_;
                                uint64_t l_1434_ = uint64_t(_e2133);
                                uint _e2135 = l_mut_706_;
                                uint64_t l_1435_ = uint64_t(_e2135);
                                uint64_t l_1436_ = (l_1434_ * l_1435_);
                                uint64_t l_1437_ = (l_1436_ >> uint(32uL));
                                uint l_856_ = uint(l_1437_);
                                uint _e2144 = l_mut_82_;
                                uint _e2145 = l_mut_706_;
                                uint l_857_ = (_e2144 * _e2145);
                                uint l_858_ = (l_856_ + l_857_);
                                uint l_859_ = (l_592_ - l_855_);
                                uint l_860_ = (l_596_ - l_858_);
                                bool l_861_ = (l_592_ < l_855_);
                                uint l_862_ = uint(l_861_);
                                uint l_863_ = (l_860_ - l_862_);
                                l_mut_712_ = l_859_;
                                l_mut_707_ = l_863_;
                                uint _e2153 = l_mut_707_;
                                uint _e2154 = l_mut_82_;
                                bool l_864_ = (_e2153 < _e2154);
                                uint _e2156 = l_mut_707_;
                                uint _e2157 = l_mut_82_;
                                bool l_865_ = (_e2156 == _e2157);
                                uint _e2159 = l_mut_712_;
                                uint _e2160 = l_mut_97_;
                                bool l_866_ = (_e2159 < _e2160);
                                if (l_865_) {
                                    local_33 = l_866_;
                                } else {
                                    local_33 = false;
                                }
                                bool l_867_ = local_33;
                                if (!(l_864_)) {
                                    local_34 = l_867_;
                                } else {
                                    local_34 = true;
                                }
                                bool l_868_ = local_34;
                                bool l_869_ = !(l_868_);
                                if (l_869_) {
                                    uint _e2172 = l_mut_712_;
                                    uint _e2173 = l_mut_97_;
                                    uint l_870_ = (_e2172 - _e2173);
                                    uint _e2175 = l_mut_707_;
                                    uint _e2176 = l_mut_82_;
                                    uint l_871_ = (_e2175 - _e2176);
                                    uint _e2178 = l_mut_712_;
                                    uint _e2179 = l_mut_97_;
                                    bool l_872_ = (_e2178 < _e2179);
                                    uint l_873_ = uint(l_872_);
                                    uint l_874_ = (l_871_ - l_873_);
                                    l_mut_712_ = l_870_;
                                    l_mut_707_ = l_874_;
                                }
                            }
                            uint _e2183 = l_mut_707_;
                            uint _e2184 = l_mut_650_;
                            bool l_875_ = (_e2183 < _e2184);
                            uint _e2186 = l_mut_707_;
                            uint _e2187 = l_mut_650_;
                            bool l_876_ = (_e2186 == _e2187);
                            uint _e2189 = l_mut_712_;
                            uint _e2190 = l_mut_656_;
                            bool l_877_ = (_e2189 < _e2190);
                            if (l_876_) {
                                local_35 = l_877_;
                            } else {
                                local_35 = false;
                            }
                            bool l_878_ = local_35;
                            if (!(l_875_)) {
                                local_36 = l_878_;
                            } else {
                                local_36 = true;
                            }
                            bool l_879_ = local_36;
                            if (l_879_) {
                                uint _e2201 = l_mut_712_;
                                l_mut_656_ = _e2201;
                                uint _e2202 = l_mut_707_;
                                l_mut_650_ = _e2202;
                            }
                        }
                    }
                    uint _e2203 = l_mut_650_;
                    bool l_880_ = (_e2203 < l_606_);
                    uint _e2205 = l_mut_650_;
                    bool l_881_ = (_e2205 == l_606_);
                    uint _e2207 = l_mut_656_;
                    bool l_882_ = (_e2207 < l_602_);
                    if (l_881_) {
                        local_37 = l_882_;
                    } else {
                        local_37 = false;
                    }
                    bool l_883_ = local_37;
                    if (!(l_880_)) {
                        local_38 = l_883_;
                    } else {
                        local_38 = true;
                    }
                    bool l_884_ = local_38;
                    bool l_885_ = !(l_884_);
                    uint l_886_ = uint(l_885_);
                    uint l_887_ = (2u - l_886_);
                    l_mut_45_ = l_887_;
                }
                uint _e2222 = l_mut_45_;
                bool l_888_ = (_e2222 > 0u);
                if (l_888_) {
                    uint _e2225 = l_mut_45_;
                    bool l_889_ = (_e2225 == 1u);
                    l_mut_612_ = l_889_;
                    l_mut_619_ = false;
                }
            }
            l_mut_890_ = false;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                bool _e2230 = l_mut_619_;
                bool l_891_ = !(_e2230);
                if (l_891_) {
                    break;
                }
                uint _e2232 = l_mut_290_;
                l_mut_712_ = _e2232;
                uint _e2233 = l_mut_284_;
                l_mut_707_ = _e2233;
                bool _e2234 = l_mut_890_;
                if (_e2234) {
                    uint _e2235 = l_mut_234_;
                    l_mut_712_ = _e2235;
                    uint _e2236 = l_mut_228_;
                    l_mut_707_ = _e2236;
                }
                uint _e2237 = l_mut_160_;
                uint _e2238 = l_mut_707_;
                bool l_892_ = (_e2237 < _e2238);
                uint _e2240 = l_mut_160_;
                uint _e2241 = l_mut_707_;
                bool l_893_ = (_e2240 == _e2241);
                uint _e2243 = l_mut_166_;
                uint _e2244 = l_mut_712_;
                bool l_894_ = (_e2243 < _e2244);
                if (l_893_) {
                    local_39 = l_894_;
                } else {
                    local_39 = false;
                }
                bool l_895_ = local_39;
                if (!(l_892_)) {
                    local_40 = l_895_;
                } else {
                    local_40 = true;
                }
                bool l_896_ = local_40;
                bool l_897_ = !(l_896_);
                bool _e2256 = l_mut_890_;
                bool l_898_ = (l_897_ != _e2256);
                if (l_898_) {
                    uint _e2258 = l_mut_290_;
                    l_mut_712_ = _e2258;
                    uint _e2259 = l_mut_284_;
                    l_mut_707_ = _e2259;
                    uint _e2260 = l_mut_234_;
                    l_mut_290_ = _e2260;
                    uint _e2261 = l_mut_228_;
                    l_mut_284_ = _e2261;
                    uint _e2262 = l_mut_712_;
                    l_mut_234_ = _e2262;
                    uint _e2263 = l_mut_707_;
                    l_mut_228_ = _e2263;
                    uint _e2264 = l_mut_109_;
                    l_mut_712_ = _e2264;
                    uint _e2265 = l_mut_103_;
                    l_mut_109_ = _e2265;
                    uint _e2266 = l_mut_712_;
                    l_mut_103_ = _e2266;
                    l_mut_890_ = l_897_;
                }
                uint _e2267 = l_mut_290_;
                uint _e2268 = l_mut_166_;
                uint l_899_ = (_e2267 - _e2268);
                uint _e2270 = l_mut_284_;
                uint _e2271 = l_mut_160_;
                uint l_900_ = (_e2270 - _e2271);
                uint _e2273 = l_mut_290_;
                uint _e2274 = l_mut_166_;
                bool l_901_ = (_e2273 < _e2274);
                uint l_902_ = uint(l_901_);
                uint l_903_ = (l_900_ - l_902_);
                l_mut_712_ = l_899_;
                l_mut_707_ = l_903_;
                bool _e2278 = l_mut_890_;
                if (_e2278) {
                    uint _e2279 = l_mut_166_;
                    uint l_904_ = (_e2279 - l_602_);
                    uint _e2281 = l_mut_160_;
                    uint l_905_ = (_e2281 - l_606_);
                    uint _e2283 = l_mut_166_;
                    bool l_906_ = (_e2283 < l_602_);
                    uint l_907_ = uint(l_906_);
                    uint l_908_ = (l_905_ - l_907_);
                    l_mut_712_ = l_904_;
                    l_mut_707_ = l_908_;
                }
                uint _e2287 = l_mut_290_;
                l_mut_706_ = _e2287;
                uint _e2288 = l_mut_284_;
                l_mut_703_ = _e2288;
                uint _e2289 = l_mut_707_;
                uint _e2290 = l_mut_284_;
                bool l_909_ = (_e2289 < _e2290);
                uint _e2292 = l_mut_707_;
                uint _e2293 = l_mut_284_;
                bool l_910_ = (_e2292 == _e2293);
                uint _e2295 = l_mut_712_;
                uint _e2296 = l_mut_290_;
                bool l_911_ = (_e2295 < _e2296);
                if (l_910_) {
                    local_41 = l_911_;
                } else {
                    local_41 = false;
                }
                bool l_912_ = local_41;
                if (!(l_909_)) {
                    local_42 = l_912_;
                } else {
                    local_42 = true;
                }
                bool l_913_ = local_42;
                if (l_913_) {
                    uint _e2307 = l_mut_712_;
                    l_mut_706_ = _e2307;
                    uint _e2308 = l_mut_707_;
                    l_mut_703_ = _e2308;
                }
                l_mut_914_ = false;
                uint _e2310 = l_mut_706_;
                l_mut_712_ = _e2310;
                uint _e2311 = l_mut_703_;
                l_mut_707_ = _e2311;
                if (false) {
                    uint _e2314 = l_mut_703_;
                    uint l_917_ = (_e2314 >> 3u);
                    l_mut_712_ = l_917_;
                    l_mut_707_ = 0u;
                } else {
                    if (true) {
                        uint _e2318 = l_mut_706_;
                        l_mut_702_ = _e2318;
                        if (true) {
                            uint _e2320 = l_mut_706_;
                            uint l_920_ = (_e2320 >> 3u);
                            uint _e2323 = l_mut_703_;
                            uint l_921_ = (_e2323 << 29u);
                            uint l_922_ = (l_920_ | l_921_);
                            l_mut_702_ = l_922_;
                        }
                        uint _e2327 = l_mut_703_;
                        uint l_923_ = (_e2327 >> 3u);
                        uint _e2330 = l_mut_702_;
                        l_mut_712_ = _e2330;
                        l_mut_707_ = l_923_;
                    }
                }
                uint _e2331 = l_mut_707_;
                uint _e2332 = l_mut_228_;
                bool l_924_ = (_e2331 < _e2332);
                uint _e2334 = l_mut_707_;
                uint _e2335 = l_mut_228_;
                bool l_925_ = (_e2334 == _e2335);
                uint _e2337 = l_mut_712_;
                uint _e2338 = l_mut_234_;
                bool l_926_ = (_e2337 < _e2338);
                if (l_925_) {
                    local_43 = l_926_;
                } else {
                    local_43 = false;
                }
                bool l_927_ = local_43;
                if (!(l_924_)) {
                    local_44 = l_927_;
                } else {
                    local_44 = true;
                }
                bool l_928_ = local_44;
                bool l_929_ = !(l_928_);
                l_mut_914_ = l_929_;
                l_mut_712_ = 0u;
                uint _e2351 = l_mut_234_;
                uint _e2352 = l_mut_228_;
                uint l_930_ = (_e2351 | _e2352);
                bool l_931_ = (l_930_ == 0u);
                bool l_932_ = !(l_931_);
                bool _e2357 = l_mut_914_;
                if (_e2357) {
                    local_45 = l_932_;
                } else {
                    local_45 = false;
                }
                bool l_933_ = local_45;
                uint _e2362 = l_mut_228_;
                uint _e2363 = l_mut_703_;
                bool l_934_ = (_e2362 < _e2363);
                uint _e2365 = l_mut_228_;
                uint _e2366 = l_mut_703_;
                bool l_935_ = (_e2365 == _e2366);
                uint _e2368 = l_mut_234_;
                uint _e2369 = l_mut_706_;
                bool l_936_ = (_e2368 < _e2369);
                if (l_935_) {
                    local_46 = l_936_;
                } else {
                    local_46 = false;
                }
                bool l_937_ = local_46;
                if (!(l_934_)) {
                    local_47 = l_937_;
                } else {
                    local_47 = true;
                }
                bool l_938_ = local_47;
                if (l_933_) {
                    local_48 = l_938_;
                } else {
                    local_48 = false;
                }
                bool l_939_ = local_48;
                uint _e2384 = l_mut_109_;
                uint _e2385 = l_mut_103_;
                uint l_940_ = (_e2384 + _e2385);
                bool l_941_ = (l_940_ < l_77_);
                if (l_939_) {
                    local_49 = l_941_;
                } else {
                    local_49 = false;
                }
                bool l_942_ = local_49;
                if (l_942_) {
                    uint _e2392 = l_mut_109_;
                    uint l_943_ = (l_77_ - _e2392);
                    uint _e2394 = l_mut_103_;
                    uint l_944_ = (l_943_ - _e2394);
                    uint _e2396 = l_mut_109_;
                    uint l_945_ = naga_div(l_944_, _e2396);
                    uint _e2398 = l_mut_706_;
                    uint l_946_ = (_e2398 - 1u);
                    uint _e2401 = l_mut_703_;
                    uint l_947_ = (_e2401 - 0u);
                    uint _e2404 = l_mut_706_;
                    bool l_948_ = (_e2404 < 1u);
                    uint l_949_ = uint(l_948_);
                    uint l_950_ = (l_947_ - l_949_);
                    l_mut_707_ = l_946_;
                    l_mut_706_ = l_950_;
                    l_mut_703_ = 0u;
                    l_mut_951_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e2497 = l_mut_951_;
                            l_mut_951_ = (_e2497 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2412 = l_mut_951_;
                        if ((_e2412 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2416 = l_mut_951_;
                            uint l_952_ = (19u - _e2416);
                            uint _e2418 = l_mut_707_;
                            l_mut_702_ = _e2418;
                            uint _e2419 = l_mut_706_;
                            l_mut_701_ = _e2419;
                            bool l_953_ = (l_952_ >= 32u);
                            if (l_953_) {
                                uint l_954_ = (l_952_ & 31u);
                                uint _e2424 = l_mut_706_;
                                uint l_955_ = (_e2424 >> l_954_);
                                l_mut_702_ = l_955_;
                                l_mut_701_ = 0u;
                            } else {
                                bool l_956_ = (l_952_ > 0u);
                                if (l_956_) {
                                    uint _e2429 = l_mut_707_;
                                    l_mut_690_ = _e2429;
                                    bool l_957_ = (l_952_ > 0u);
                                    if (l_957_) {
                                        uint _e2432 = l_mut_707_;
                                        uint l_958_ = (_e2432 >> l_952_);
                                        uint l_959_ = (32u - l_952_);
                                        uint _e2436 = l_mut_706_;
                                        uint l_960_ = (_e2436 << l_959_);
                                        uint l_961_ = (l_958_ | l_960_);
                                        l_mut_690_ = l_961_;
                                    }
                                    uint _e2439 = l_mut_706_;
                                    uint l_962_ = (_e2439 >> l_952_);
                                    uint _e2441 = l_mut_690_;
                                    l_mut_702_ = _e2441;
                                    l_mut_701_ = l_962_;
                                }
                            }
                            uint _e2442 = l_mut_701_;
                            uint _e2443 = l_mut_228_;
                            bool l_963_ = (_e2442 < _e2443);
                            uint _e2445 = l_mut_701_;
                            uint _e2446 = l_mut_228_;
                            bool l_964_ = (_e2445 == _e2446);
                            uint _e2448 = l_mut_702_;
                            uint _e2449 = l_mut_234_;
                            bool l_965_ = (_e2448 < _e2449);
                            if (l_964_) {
                                local_50 = l_965_;
                            } else {
                                local_50 = false;
                            }
                            bool l_966_ = local_50;
                            if (!(l_963_)) {
                                local_51 = l_966_;
                            } else {
                                local_51 = true;
                            }
                            bool l_967_ = local_51;
                            bool l_968_ = !(l_967_);
                            if (l_968_) {
                                uint _e2461 = l_mut_234_;
                                l_mut_702_ = _e2461;
                                uint _e2462 = l_mut_228_;
                                l_mut_701_ = _e2462;
                                bool l_969_ = (l_952_ >= 32u);
                                if (l_969_) {
                                    uint l_970_ = (l_952_ & 31u);
                                    uint _e2467 = l_mut_234_;
                                    uint l_971_ = (_e2467 << l_970_);
                                    l_mut_702_ = 0u;
                                    l_mut_701_ = l_971_;
                                } else {
                                    bool l_972_ = (l_952_ > 0u);
                                    if (l_972_) {
                                        uint _e2472 = l_mut_234_;
                                        uint l_973_ = (_e2472 << l_952_);
                                        uint _e2474 = l_mut_228_;
                                        uint l_974_ = (_e2474 << l_952_);
                                        uint l_975_ = (32u - l_952_);
                                        uint _e2478 = l_mut_234_;
                                        uint l_976_ = (_e2478 >> l_975_);
                                        uint l_977_ = (l_974_ | l_976_);
                                        l_mut_702_ = l_973_;
                                        l_mut_701_ = l_977_;
                                    }
                                }
                                uint _e2481 = l_mut_707_;
                                uint _e2482 = l_mut_702_;
                                uint l_978_ = (_e2481 - _e2482);
                                uint _e2484 = l_mut_706_;
                                uint _e2485 = l_mut_701_;
                                uint l_979_ = (_e2484 - _e2485);
                                uint _e2487 = l_mut_707_;
                                uint _e2488 = l_mut_702_;
                                bool l_980_ = (_e2487 < _e2488);
                                uint l_981_ = uint(l_980_);
                                uint l_982_ = (l_979_ - l_981_);
                                l_mut_707_ = l_978_;
                                l_mut_706_ = l_982_;
                                uint l_983_ = (1u << l_952_);
                                uint _e2494 = l_mut_703_;
                                l_mut_703_ = (_e2494 | l_983_);
                            }
                        }
                    }
                    uint _e2499 = l_mut_703_;
                    uint l_984_ = min(_e2499, l_945_);
                    l_mut_703_ = l_984_;
                    uint _e2501 = l_mut_706_;
                    uint _e2502 = l_mut_228_;
                    bool l_985_ = (_e2501 < _e2502);
                    uint _e2504 = l_mut_706_;
                    uint _e2505 = l_mut_228_;
                    bool l_986_ = (_e2504 == _e2505);
                    uint _e2507 = l_mut_707_;
                    uint _e2508 = l_mut_234_;
                    bool l_987_ = (_e2507 < _e2508);
                    if (l_986_) {
                        local_52 = l_987_;
                    } else {
                        local_52 = false;
                    }
                    bool l_988_ = local_52;
                    if (!(l_985_)) {
                        local_53 = l_988_;
                    } else {
                        local_53 = true;
                    }
                    bool l_989_ = local_53;
                    bool l_990_ = !(l_989_);
                    if (l_990_) {
                        l_mut_703_ = l_945_;
                    }
                    uint _e2520 = l_mut_703_;
                    l_mut_712_ = _e2520;
                }
                uint _e2521 = l_mut_290_;
                l_mut_707_ = _e2521;
                uint _e2522 = l_mut_284_;
                l_mut_706_ = _e2522;
                uint _e2523 = l_mut_234_;
                l_mut_703_ = _e2523;
                uint _e2524 = l_mut_228_;
                l_mut_702_ = _e2524;
                uint _e2525 = l_mut_109_;
                l_mut_701_ = _e2525;
                uint _e2526 = l_mut_103_;
                l_mut_690_ = _e2526;
                uint _e2527 = l_mut_166_;
                l_mut_683_ = _e2527;
                uint _e2528 = l_mut_160_;
                l_mut_656_ = _e2528;
                l_mut_650_ = 0u;
                uint _e2530 = l_mut_712_;
                bool l_991_ = (_e2530 > 0u);
                if (l_991_) {
                    uint _e2533 = l_mut_234_;
                    uint _e2534 = l_mut_712_;
                    uint l_992_ = (_e2533 * _e2534);
                    uint _e2536 = l_mut_234_;
                    uint64_t l_1439_ = uint64_t(_e2536);
                    uint _e2538 = l_mut_712_;
                    uint64_t l_1440_ = uint64_t(_e2538);
                    uint64_t l_1441_ = (l_1439_ * l_1440_);
                    uint64_t l_1442_ = (l_1441_ >> uint(32uL));
                    uint l_993_ = uint(l_1442_);
                    uint _e2547 = l_mut_228_;
                    uint _e2548 = l_mut_712_;
                    uint l_994_ = (_e2547 * _e2548);
                    uint l_995_ = (l_993_ + l_994_);
                    bool _e2551 = l_mut_890_;
                    if (_e2551) {
                        uint _e2552 = l_mut_166_;
                        uint l_996_ = (_e2552 - l_992_);
                        uint _e2554 = l_mut_160_;
                        uint l_997_ = (_e2554 - l_995_);
                        uint _e2556 = l_mut_166_;
                        bool l_998_ = (_e2556 < l_992_);
                        uint l_999_ = uint(l_998_);
                        uint l_1000_ = (l_997_ - l_999_);
                        l_mut_683_ = l_996_;
                        l_mut_656_ = l_1000_;
                    }
                    uint _e2560 = l_mut_290_;
                    uint l_1001_ = (_e2560 - l_992_);
                    uint _e2562 = l_mut_284_;
                    uint l_1002_ = (_e2562 - l_995_);
                    uint _e2564 = l_mut_290_;
                    bool l_1003_ = (_e2564 < l_992_);
                    uint l_1004_ = uint(l_1003_);
                    uint l_1005_ = (l_1002_ - l_1004_);
                    l_mut_707_ = l_1001_;
                    l_mut_706_ = l_1005_;
                    uint _e2568 = l_mut_712_;
                    uint _e2569 = l_mut_109_;
                    uint l_1006_ = (_e2568 * _e2569);
                    uint _e2571 = l_mut_103_;
                    uint l_1007_ = (_e2571 + l_1006_);
                    l_mut_690_ = l_1007_;
                } else {
                    bool _e2573 = l_mut_890_;
                    if (_e2573) {
                        uint _e2574 = l_mut_166_;
                        uint _e2575 = l_mut_234_;
                        uint l_1008_ = (_e2574 - _e2575);
                        uint _e2577 = l_mut_160_;
                        uint _e2578 = l_mut_228_;
                        uint l_1009_ = (_e2577 - _e2578);
                        uint _e2580 = l_mut_166_;
                        uint _e2581 = l_mut_234_;
                        bool l_1010_ = (_e2580 < _e2581);
                        uint l_1011_ = uint(l_1010_);
                        uint l_1012_ = (l_1009_ - l_1011_);
                        l_mut_683_ = l_1008_;
                        l_mut_656_ = l_1012_;
                        uint _e2585 = l_mut_656_;
                        bool l_1013_ = (_e2585 < l_606_);
                        uint _e2587 = l_mut_656_;
                        bool l_1014_ = (_e2587 == l_606_);
                        uint _e2589 = l_mut_683_;
                        bool l_1015_ = (_e2589 < l_602_);
                        if (l_1014_) {
                            local_54 = l_1015_;
                        } else {
                            local_54 = false;
                        }
                        bool l_1016_ = local_54;
                        if (!(l_1013_)) {
                            local_55 = l_1016_;
                        } else {
                            local_55 = true;
                        }
                        bool l_1017_ = local_55;
                        if (l_1017_) {
                            l_mut_650_ = 2u;
                        }
                    }
                    uint _e2601 = l_mut_650_;
                    bool l_1018_ = (_e2601 == 0u);
                    if (l_1018_) {
                        uint _e2604 = l_mut_109_;
                        uint l_1019_ = (l_77_ - _e2604);
                        uint _e2606 = l_mut_103_;
                        uint l_1020_ = naga_div(l_1019_, _e2606);
                        l_mut_712_ = 0u;
                        l_mut_914_ = false;
                        uint _e2610 = l_mut_234_;
                        l_mut_644_ = _e2610;
                        uint _e2611 = l_mut_228_;
                        l_mut_97_ = _e2611;
                        if (false) {
                            uint _e2614 = l_mut_228_;
                            uint l_1023_ = (_e2614 >> 3u);
                            l_mut_644_ = l_1023_;
                            l_mut_97_ = 0u;
                        } else {
                            if (true) {
                                uint _e2618 = l_mut_234_;
                                l_mut_82_ = _e2618;
                                if (true) {
                                    uint _e2620 = l_mut_234_;
                                    uint l_1026_ = (_e2620 >> 3u);
                                    uint _e2623 = l_mut_228_;
                                    uint l_1027_ = (_e2623 << 29u);
                                    uint l_1028_ = (l_1026_ | l_1027_);
                                    l_mut_82_ = l_1028_;
                                }
                                uint _e2627 = l_mut_228_;
                                uint l_1029_ = (_e2627 >> 3u);
                                uint _e2630 = l_mut_82_;
                                l_mut_644_ = _e2630;
                                l_mut_97_ = l_1029_;
                            }
                        }
                        uint _e2631 = l_mut_97_;
                        uint _e2632 = l_mut_284_;
                        bool l_1030_ = (_e2631 < _e2632);
                        uint _e2634 = l_mut_97_;
                        uint _e2635 = l_mut_284_;
                        bool l_1031_ = (_e2634 == _e2635);
                        uint _e2637 = l_mut_644_;
                        uint _e2638 = l_mut_290_;
                        bool l_1032_ = (_e2637 < _e2638);
                        if (l_1031_) {
                            local_56 = l_1032_;
                        } else {
                            local_56 = false;
                        }
                        bool l_1033_ = local_56;
                        if (!(l_1030_)) {
                            local_57 = l_1033_;
                        } else {
                            local_57 = true;
                        }
                        bool l_1034_ = local_57;
                        bool l_1035_ = !(l_1034_);
                        l_mut_914_ = l_1035_;
                        uint _e2650 = l_mut_290_;
                        uint _e2651 = l_mut_284_;
                        uint l_1036_ = (_e2650 | _e2651);
                        bool l_1037_ = (l_1036_ == 0u);
                        if (l_1037_) {
                            l_mut_712_ = l_1020_;
                        } else {
                            bool _e2655 = l_mut_914_;
                            if (_e2655) {
                                uint _e2656 = l_mut_284_;
                                uint _e2657 = l_mut_228_;
                                bool l_1038_ = (_e2656 < _e2657);
                                uint _e2659 = l_mut_284_;
                                uint _e2660 = l_mut_228_;
                                bool l_1039_ = (_e2659 == _e2660);
                                uint _e2662 = l_mut_290_;
                                uint _e2663 = l_mut_234_;
                                bool l_1040_ = (_e2662 < _e2663);
                                if (l_1039_) {
                                    local_58 = l_1040_;
                                } else {
                                    local_58 = false;
                                }
                                bool l_1041_ = local_58;
                                if (!(l_1038_)) {
                                    local_59 = l_1041_;
                                } else {
                                    local_59 = true;
                                }
                                bool l_1042_ = local_59;
                                if (l_1042_) {
                                    uint _e2674 = l_mut_234_;
                                    uint l_1043_ = (_e2674 - 1u);
                                    uint _e2677 = l_mut_228_;
                                    uint l_1044_ = (_e2677 - 0u);
                                    uint _e2680 = l_mut_234_;
                                    bool l_1045_ = (_e2680 < 1u);
                                    uint l_1046_ = uint(l_1045_);
                                    uint l_1047_ = (l_1044_ - l_1046_);
                                    l_mut_644_ = l_1043_;
                                    l_mut_97_ = l_1047_;
                                    l_mut_82_ = 0u;
                                    l_mut_1048_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2773 = l_mut_1048_;
                                            l_mut_1048_ = (_e2773 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2688 = l_mut_1048_;
                                        if ((_e2688 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2692 = l_mut_1048_;
                                            uint l_1049_ = (19u - _e2692);
                                            uint _e2694 = l_mut_644_;
                                            l_mut_45_ = _e2694;
                                            uint _e2695 = l_mut_97_;
                                            l_mut_1050_ = _e2695;
                                            bool l_1051_ = (l_1049_ >= 32u);
                                            if (l_1051_) {
                                                uint l_1052_ = (l_1049_ & 31u);
                                                uint _e2700 = l_mut_97_;
                                                uint l_1053_ = (_e2700 >> l_1052_);
                                                l_mut_45_ = l_1053_;
                                                l_mut_1050_ = 0u;
                                            } else {
                                                bool l_1054_ = (l_1049_ > 0u);
                                                if (l_1054_) {
                                                    uint _e2705 = l_mut_644_;
                                                    l_mut_1055_ = _e2705;
                                                    bool l_1056_ = (l_1049_ > 0u);
                                                    if (l_1056_) {
                                                        uint _e2708 = l_mut_644_;
                                                        uint l_1057_ = (_e2708 >> l_1049_);
                                                        uint l_1058_ = (32u - l_1049_);
                                                        uint _e2712 = l_mut_97_;
                                                        uint l_1059_ = (_e2712 << l_1058_);
                                                        uint l_1060_ = (l_1057_ | l_1059_);
                                                        l_mut_1055_ = l_1060_;
                                                    }
                                                    uint _e2715 = l_mut_97_;
                                                    uint l_1061_ = (_e2715 >> l_1049_);
                                                    uint _e2717 = l_mut_1055_;
                                                    l_mut_45_ = _e2717;
                                                    l_mut_1050_ = l_1061_;
                                                }
                                            }
                                            uint _e2718 = l_mut_1050_;
                                            uint _e2719 = l_mut_284_;
                                            bool l_1062_ = (_e2718 < _e2719);
                                            uint _e2721 = l_mut_1050_;
                                            uint _e2722 = l_mut_284_;
                                            bool l_1063_ = (_e2721 == _e2722);
                                            uint _e2724 = l_mut_45_;
                                            uint _e2725 = l_mut_290_;
                                            bool l_1064_ = (_e2724 < _e2725);
                                            if (l_1063_) {
                                                local_60 = l_1064_;
                                            } else {
                                                local_60 = false;
                                            }
                                            bool l_1065_ = local_60;
                                            if (!(l_1062_)) {
                                                local_61 = l_1065_;
                                            } else {
                                                local_61 = true;
                                            }
                                            bool l_1066_ = local_61;
                                            bool l_1067_ = !(l_1066_);
                                            if (l_1067_) {
                                                uint _e2737 = l_mut_290_;
                                                l_mut_1055_ = _e2737;
                                                uint _e2738 = l_mut_284_;
                                                l_mut_1050_ = _e2738;
                                                bool l_1068_ = (l_1049_ >= 32u);
                                                if (l_1068_) {
                                                    uint l_1069_ = (l_1049_ & 31u);
                                                    uint _e2743 = l_mut_290_;
                                                    uint l_1070_ = (_e2743 << l_1069_);
                                                    l_mut_1055_ = 0u;
                                                    l_mut_1050_ = l_1070_;
                                                } else {
                                                    bool l_1071_ = (l_1049_ > 0u);
                                                    if (l_1071_) {
                                                        uint _e2748 = l_mut_290_;
                                                        uint l_1072_ = (_e2748 << l_1049_);
                                                        uint _e2750 = l_mut_284_;
                                                        uint l_1073_ = (_e2750 << l_1049_);
                                                        uint l_1074_ = (32u - l_1049_);
                                                        uint _e2754 = l_mut_290_;
                                                        uint l_1075_ = (_e2754 >> l_1074_);
                                                        uint l_1076_ = (l_1073_ | l_1075_);
                                                        l_mut_1055_ = l_1072_;
                                                        l_mut_1050_ = l_1076_;
                                                    }
                                                }
                                                uint _e2757 = l_mut_644_;
                                                uint _e2758 = l_mut_1055_;
                                                uint l_1077_ = (_e2757 - _e2758);
                                                uint _e2760 = l_mut_97_;
                                                uint _e2761 = l_mut_1050_;
                                                uint l_1078_ = (_e2760 - _e2761);
                                                uint _e2763 = l_mut_644_;
                                                uint _e2764 = l_mut_1055_;
                                                bool l_1079_ = (_e2763 < _e2764);
                                                uint l_1080_ = uint(l_1079_);
                                                uint l_1081_ = (l_1078_ - l_1080_);
                                                l_mut_644_ = l_1077_;
                                                l_mut_97_ = l_1081_;
                                                uint l_1082_ = (1u << l_1049_);
                                                uint _e2770 = l_mut_82_;
                                                l_mut_82_ = (_e2770 | l_1082_);
                                            }
                                        }
                                    }
                                    uint _e2775 = l_mut_82_;
                                    uint l_1083_ = min(_e2775, l_1020_);
                                    l_mut_1055_ = l_1083_;
                                    uint _e2777 = l_mut_97_;
                                    uint _e2778 = l_mut_284_;
                                    bool l_1084_ = (_e2777 < _e2778);
                                    uint _e2780 = l_mut_97_;
                                    uint _e2781 = l_mut_284_;
                                    bool l_1085_ = (_e2780 == _e2781);
                                    uint _e2783 = l_mut_644_;
                                    uint _e2784 = l_mut_290_;
                                    bool l_1086_ = (_e2783 < _e2784);
                                    if (l_1085_) {
                                        local_62 = l_1086_;
                                    } else {
                                        local_62 = false;
                                    }
                                    bool l_1087_ = local_62;
                                    if (!(l_1084_)) {
                                        local_63 = l_1087_;
                                    } else {
                                        local_63 = true;
                                    }
                                    bool l_1088_ = local_63;
                                    bool l_1089_ = !(l_1088_);
                                    if (l_1089_) {
                                        l_mut_1055_ = l_1020_;
                                    }
                                    uint _e2796 = l_mut_1055_;
                                    l_mut_712_ = _e2796;
                                }
                            } else {
                                uint _e2797 = l_mut_234_;
                                l_mut_1055_ = _e2797;
                                uint _e2798 = l_mut_228_;
                                l_mut_1050_ = _e2798;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2799 = l_mut_284_;
                                    uint _e2800 = l_mut_1050_;
                                    bool l_1090_ = (_e2799 < _e2800);
                                    uint _e2802 = l_mut_284_;
                                    uint _e2803 = l_mut_1050_;
                                    bool l_1091_ = (_e2802 == _e2803);
                                    uint _e2805 = l_mut_290_;
                                    uint _e2806 = l_mut_1055_;
                                    bool l_1092_ = (_e2805 < _e2806);
                                    if (l_1091_) {
                                        local_64 = l_1092_;
                                    } else {
                                        local_64 = false;
                                    }
                                    bool l_1093_ = local_64;
                                    if (!(l_1090_)) {
                                        local_65 = l_1093_;
                                    } else {
                                        local_65 = true;
                                    }
                                    bool l_1094_ = local_65;
                                    uint _e2817 = l_mut_712_;
                                    uint _e2818 = l_mut_103_;
                                    uint l_1095_ = (_e2817 * _e2818);
                                    uint _e2820 = l_mut_109_;
                                    uint l_1096_ = (_e2820 + l_1095_);
                                    uint _e2822 = l_mut_103_;
                                    uint l_1097_ = (l_1096_ + _e2822);
                                    bool l_1098_ = (l_1097_ < l_77_);
                                    if (l_1094_) {
                                        local_66 = l_1098_;
                                    } else {
                                        local_66 = false;
                                    }
                                    bool l_1099_ = local_66;
                                    bool l_1100_ = !(l_1099_);
                                    if (l_1100_) {
                                        break;
                                    }
                                    uint _e2830 = l_mut_1055_;
                                    uint _e2831 = l_mut_290_;
                                    uint l_1101_ = (_e2830 - _e2831);
                                    uint _e2833 = l_mut_1050_;
                                    uint _e2834 = l_mut_284_;
                                    uint l_1102_ = (_e2833 - _e2834);
                                    uint _e2836 = l_mut_1055_;
                                    uint _e2837 = l_mut_290_;
                                    bool l_1103_ = (_e2836 < _e2837);
                                    uint l_1104_ = uint(l_1103_);
                                    uint l_1105_ = (l_1102_ - l_1104_);
                                    l_mut_1055_ = l_1101_;
                                    l_mut_1050_ = l_1105_;
                                    uint _e2841 = l_mut_712_;
                                    l_mut_712_ = (_e2841 + 1u);
                                }
                            }
                        }
                        uint _e2844 = l_mut_712_;
                        uint _e2845 = l_mut_103_;
                        uint l_1106_ = (_e2844 * _e2845);
                        uint _e2847 = l_mut_109_;
                        uint l_1107_ = (_e2847 + l_1106_);
                        uint _e2849 = l_mut_103_;
                        uint l_1108_ = (l_1107_ + _e2849);
                        bool l_1109_ = (l_1108_ >= l_77_);
                        if (l_1109_) {
                            l_mut_650_ = 1u;
                        } else {
                            uint _e2853 = l_mut_290_;
                            uint _e2854 = l_mut_712_;
                            uint l_1110_ = (_e2853 * _e2854);
                            uint _e2856 = l_mut_290_;
                            uint64_t l_1444_ = uint64_t(_e2856);
                            uint _e2858 = l_mut_712_;
                            uint64_t l_1445_ = uint64_t(_e2858);
                            uint64_t l_1446_ = (l_1444_ * l_1445_);
                            uint64_t l_1447_ = (l_1446_ >> uint(32uL));
                            uint l_1111_ = uint(l_1447_);
                            uint _e2867 = l_mut_284_;
                            uint _e2868 = l_mut_712_;
                            uint l_1112_ = (_e2867 * _e2868);
                            uint l_1113_ = (l_1111_ + l_1112_);
                            uint _e2871 = l_mut_234_;
                            uint l_1114_ = (_e2871 - l_1110_);
                            uint _e2873 = l_mut_228_;
                            uint l_1115_ = (_e2873 - l_1113_);
                            uint _e2875 = l_mut_234_;
                            bool l_1116_ = (_e2875 < l_1110_);
                            uint l_1117_ = uint(l_1116_);
                            uint l_1118_ = (l_1115_ - l_1117_);
                            l_mut_703_ = l_1114_;
                            l_mut_702_ = l_1118_;
                            uint _e2879 = l_mut_712_;
                            uint _e2880 = l_mut_103_;
                            uint l_1119_ = (_e2879 * _e2880);
                            uint _e2882 = l_mut_109_;
                            uint l_1120_ = (_e2882 + l_1119_);
                            l_mut_701_ = l_1120_;
                            uint _e2884 = l_mut_290_;
                            uint _e2885 = l_mut_703_;
                            uint l_1121_ = (_e2884 - _e2885);
                            uint _e2887 = l_mut_284_;
                            uint _e2888 = l_mut_702_;
                            uint l_1122_ = (_e2887 - _e2888);
                            uint _e2890 = l_mut_290_;
                            uint _e2891 = l_mut_703_;
                            bool l_1123_ = (_e2890 < _e2891);
                            uint l_1124_ = uint(l_1123_);
                            uint l_1125_ = (l_1122_ - l_1124_);
                            l_mut_707_ = l_1121_;
                            l_mut_706_ = l_1125_;
                            uint _e2895 = l_mut_103_;
                            uint _e2896 = l_mut_701_;
                            uint l_1126_ = (_e2895 + _e2896);
                            l_mut_690_ = l_1126_;
                        }
                    }
                }
                uint _e2898 = l_mut_707_;
                l_mut_290_ = _e2898;
                uint _e2899 = l_mut_706_;
                l_mut_284_ = _e2899;
                uint _e2900 = l_mut_703_;
                l_mut_234_ = _e2900;
                uint _e2901 = l_mut_702_;
                l_mut_228_ = _e2901;
                uint _e2902 = l_mut_701_;
                l_mut_109_ = _e2902;
                uint _e2903 = l_mut_690_;
                l_mut_103_ = _e2903;
                uint _e2904 = l_mut_683_;
                l_mut_166_ = _e2904;
                uint _e2905 = l_mut_656_;
                l_mut_160_ = _e2905;
                uint _e2906 = l_mut_650_;
                bool l_1127_ = (_e2906 == 1u);
                l_mut_612_ = l_1127_;
                uint _e2909 = l_mut_650_;
                bool l_1128_ = (_e2909 == 0u);
                l_mut_619_ = l_1128_;
            }
            bool _e2912 = l_mut_612_;
            bool l_1129_ = !(_e2912);
            if (l_1129_) {
                uint l_1130_ = (l_37_ * 8u);
                uint l_1131_ = (l_1130_ + l_38_);
                uint l_1449_ = asuint(info.Load(24+0));
                uint l_1450_ = (l_1449_ * 1u);
                uint l_1451_ = (l_1450_ - 1u);
                uint l_1452_ = min(1u, l_1451_);
                uint _e2930; buffer_6_global.InterlockedAdd(l_1452_*4, 1u, _e2930);
                uint l_1134_ = asuint(info.Load(48+0));
                bool l_1135_ = (_e2930 < l_1134_);
                if (l_1135_) {
                    uint l_1454_ = asuint(info.Load(20+0));
                    uint l_1455_ = (l_1454_ * 1u);
                    bool l_1456_ = (_e2930 < l_1455_);
                    if (l_1456_) {
                        buffer_5_global.Store(_e2930*4, asuint(l_1131_));
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
        } else {
            return;
        }
    } else {
        return;
    }
}
