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
    bool l_mut_1020_ = (bool)0;
    uint l_mut_103_ = (uint)0;
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
        uint l_1134_ = asuint(info.Load(24+0));
        uint l_1135_ = (l_1134_ * 1u);
        uint l_1136_ = (l_1135_ - 1u);
        uint l_1137_ = min(3u, l_1136_);
        uint _e67; buffer_6_global.InterlockedAdd(l_1137_*4, 1u, _e67);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1139_ = asuint(info.Load(12+0));
        uint l_1140_ = (l_1139_ * 1u);
        bool l_1141_ = (0u < l_1140_);
        uint l_1142_ = (l_1140_ - 1u);
        uint l_1143_ = min(0u, l_1142_);
        uint l_1144_ = asuint(buffer_3_global.Load(l_1143_*4));
        uint l_7_ = (l_1141_ ? l_1144_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1146_ = asuint(info.Load(12+0));
        uint l_1147_ = (l_1146_ * 1u);
        bool l_1148_ = (l_9_ < l_1147_);
        uint l_1149_ = (l_1147_ - 1u);
        uint l_1150_ = min(l_9_, l_1149_);
        uint l_1151_ = asuint(buffer_3_global.Load(l_1150_*4));
        uint l_10_ = (l_1148_ ? l_1151_ : 0u);
        uint l_1153_ = asuint(info.Load(12+0));
        uint l_1154_ = (l_1153_ * 1u);
        bool l_1155_ = (2u < l_1154_);
        uint l_1156_ = (l_1154_ - 1u);
        uint l_1157_ = min(2u, l_1156_);
        uint l_1158_ = asuint(buffer_3_global.Load(l_1157_*4));
        uint l_12_ = (l_1155_ ? l_1158_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1160_ = asuint(info.Load(12+0));
        uint l_1161_ = (l_1160_ * 1u);
        bool l_1162_ = (l_14_ < l_1161_);
        uint l_1163_ = (l_1161_ - 1u);
        uint l_1164_ = min(l_14_, l_1163_);
        uint l_1165_ = asuint(buffer_3_global.Load(l_1164_*4));
        uint l_15_ = (l_1162_ ? l_1165_ : 0u);
        uint l_1167_ = asuint(info.Load(12+0));
        uint l_1168_ = (l_1167_ * 1u);
        bool l_1169_ = (4u < l_1168_);
        uint l_1170_ = (l_1168_ - 1u);
        uint l_1171_ = min(4u, l_1170_);
        uint l_1172_ = asuint(buffer_3_global.Load(l_1171_*4));
        uint l_17_ = (l_1169_ ? l_1172_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1174_ = asuint(info.Load(12+0));
        uint l_1175_ = (l_1174_ * 1u);
        bool l_1176_ = (l_19_ < l_1175_);
        uint l_1177_ = (l_1175_ - 1u);
        uint l_1178_ = min(l_19_, l_1177_);
        uint l_1179_ = asuint(buffer_3_global.Load(l_1178_*4));
        uint l_20_ = (l_1176_ ? l_1179_ : 0u);
        uint l_1181_ = asuint(info.Load(12+0));
        uint l_1182_ = (l_1181_ * 1u);
        bool l_1183_ = (6u < l_1182_);
        uint l_1184_ = (l_1182_ - 1u);
        uint l_1185_ = min(6u, l_1184_);
        uint l_1186_ = asuint(buffer_3_global.Load(l_1185_*4));
        uint l_22_ = (l_1183_ ? l_1186_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1188_ = asuint(info.Load(12+0));
        uint l_1189_ = (l_1188_ * 1u);
        bool l_1190_ = (l_24_ < l_1189_);
        uint l_1191_ = (l_1189_ - 1u);
        uint l_1192_ = min(l_24_, l_1191_);
        uint l_1193_ = asuint(buffer_3_global.Load(l_1192_*4));
        uint l_25_ = (l_1190_ ? l_1193_ : 0u);
        uint l_1195_ = asuint(info.Load(12+0));
        uint l_1196_ = (l_1195_ * 1u);
        bool l_1197_ = (8u < l_1196_);
        uint l_1198_ = (l_1196_ - 1u);
        uint l_1199_ = min(8u, l_1198_);
        uint l_1200_ = asuint(buffer_3_global.Load(l_1199_*4));
        uint l_27_ = (l_1197_ ? l_1200_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1202_ = asuint(info.Load(12+0));
        uint l_1203_ = (l_1202_ * 1u);
        bool l_1204_ = (l_29_ < l_1203_);
        uint l_1205_ = (l_1203_ - 1u);
        uint l_1206_ = min(l_29_, l_1205_);
        uint l_1207_ = asuint(buffer_3_global.Load(l_1206_*4));
        uint l_30_ = (l_1204_ ? l_1207_ : 0u);
        uint l_1209_ = asuint(info.Load(12+0));
        uint l_1210_ = (l_1209_ * 1u);
        bool l_1211_ = (10u < l_1210_);
        uint l_1212_ = (l_1210_ - 1u);
        uint l_1213_ = min(10u, l_1212_);
        uint l_1214_ = asuint(buffer_3_global.Load(l_1213_*4));
        uint l_32_ = (l_1211_ ? l_1214_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1216_ = asuint(info.Load(12+0));
        uint l_1217_ = (l_1216_ * 1u);
        bool l_1218_ = (l_34_ < l_1217_);
        uint l_1219_ = (l_1217_ - 1u);
        uint l_1220_ = min(l_34_, l_1219_);
        uint l_1221_ = asuint(buffer_3_global.Load(l_1220_*4));
        uint l_35_ = (l_1218_ ? l_1221_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_1223_ = asuint(info.Load(16+0));
        uint l_1224_ = (l_1223_ * 1u);
        bool l_1225_ = (l_36_ < l_1224_);
        uint l_1226_ = (l_1224_ - 1u);
        uint l_1227_ = min(l_36_, l_1226_);
        uint l_1228_ = asuint(buffer_4_global.Load(l_1227_*4));
        uint l_37_ = (l_1225_ ? l_1228_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_1230_ = uint64_t(l_37_);
        uint64_t l_1231_ = uint64_t(l_7_);
        uint64_t l_1232_ = (l_1230_ * l_1231_);
        uint64_t l_1233_ = (l_1232_ >> uint(32uL));
        uint l_42_ = uint(l_1233_);
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
        uint _e346 = l_mut_45_;
        bool l_61_ = (l_40_ < _e346);
        if (l_61_) {
            uint l_62_ = (2u * l_37_);
            uint l_1235_ = asuint(info.Load(0+0));
            uint l_1236_ = (l_1235_ * 1u);
            bool l_1237_ = (l_62_ < l_1236_);
            uint l_1238_ = (l_1236_ - 1u);
            uint l_1239_ = min(l_62_, l_1238_);
            uint l_1240_ = asuint(buffer_0_global.Load(l_1239_*4));
            uint l_63_ = (l_1237_ ? l_1240_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1242_ = asuint(info.Load(0+0));
            uint l_1243_ = (l_1242_ * 1u);
            bool l_1244_ = (l_65_ < l_1243_);
            uint l_1245_ = (l_1243_ - 1u);
            uint l_1246_ = min(l_65_, l_1245_);
            uint l_1247_ = asuint(buffer_0_global.Load(l_1246_*4));
            uint l_66_ = (l_1244_ ? l_1247_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1249_ = asuint(info.Load(4+0));
            uint l_1250_ = (l_1249_ * 1u);
            bool l_1251_ = (l_67_ < l_1250_);
            uint l_1252_ = (l_1250_ - 1u);
            uint l_1253_ = min(l_67_, l_1252_);
            uint l_1254_ = asuint(buffer_1_global.Load(l_1253_*4));
            uint l_68_ = (l_1251_ ? l_1254_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1256_ = asuint(info.Load(4+0));
            uint l_1257_ = (l_1256_ * 1u);
            bool l_1258_ = (l_70_ < l_1257_);
            uint l_1259_ = (l_1257_ - 1u);
            uint l_1260_ = min(l_70_, l_1259_);
            uint l_1261_ = asuint(buffer_1_global.Load(l_1260_*4));
            uint l_71_ = (l_1258_ ? l_1261_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1263_ = asuint(info.Load(8+0));
            uint l_1264_ = (l_1263_ * 1u);
            bool l_1265_ = (l_72_ < l_1264_);
            uint l_1266_ = (l_1264_ - 1u);
            uint l_1267_ = min(l_72_, l_1266_);
            uint l_1268_ = asuint(buffer_2_global.Load(l_1267_*4));
            uint l_73_ = (l_1265_ ? l_1268_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1270_ = asuint(info.Load(8+0));
            uint l_1271_ = (l_1270_ * 1u);
            bool l_1272_ = (l_75_ < l_1271_);
            uint l_1273_ = (l_1271_ - 1u);
            uint l_1274_ = min(l_75_, l_1273_);
            uint l_1275_ = asuint(buffer_2_global.Load(l_1274_*4));
            uint l_76_ = (l_1272_ ? l_1275_ : 0u);
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
            uint _e472 = l_mut_45_;
            uint l_88_ = (_e472 * l_79_);
            uint _e474 = l_mut_82_;
            uint l_89_ = (_e474 * l_79_);
            uint _e476 = l_mut_45_;
            uint64_t l_1277_ = uint64_t(_e476);
            uint64_t l_1278_ = uint64_t(l_79_);
            uint64_t l_1279_ = (l_1277_ * l_1278_);
            uint64_t l_1280_ = (l_1279_ >> uint(32uL));
            uint l_90_ = uint(l_1280_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e487 = l_mut_82_;
            uint64_t l_1282_ = uint64_t(_e487);
            uint64_t l_1283_ = uint64_t(l_79_);
            uint64_t l_1284_ = (l_1282_ * l_1283_);
            uint64_t l_1285_ = (l_1284_ >> uint(32uL));
            uint l_92_ = uint(l_1285_);
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
            uint _e516 = l_mut_97_;
            l_mut_109_ = _e516;
            uint _e517 = l_mut_103_;
            l_mut_97_ = _e517;
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
                    uint _e531 = l_mut_103_;
                    l_mut_109_ = _e531;
                    l_mut_97_ = l_117_;
                }
            }
            uint _e532 = l_mut_109_;
            l_mut_103_ = _e532;
            uint _e533 = l_mut_97_;
            l_mut_109_ = _e533;
            if (l_81_) {
                uint _e535 = l_mut_103_;
                uint l_118_ = (0u - _e535);
                uint _e538 = l_mut_109_;
                uint l_119_ = (0u - _e538);
                uint _e541 = l_mut_103_;
                bool l_120_ = (0u < _e541);
                uint l_121_ = uint(l_120_);
                uint l_122_ = (l_119_ - l_121_);
                l_mut_103_ = l_118_;
                l_mut_109_ = l_122_;
            }
            uint _e545 = l_mut_103_;
            uint l_123_ = (l_63_ + _e545);
            uint _e547 = l_mut_109_;
            uint l_124_ = (l_66_ + _e547);
            bool l_125_ = (l_123_ < l_63_);
            uint l_126_ = uint(l_125_);
            uint l_127_ = (l_124_ + l_126_);
            uint l_128_ = (l_63_ * l_78_);
            uint64_t l_1287_ = uint64_t(l_63_);
            uint64_t l_1288_ = uint64_t(l_78_);
            uint64_t l_1289_ = (l_1287_ * l_1288_);
            uint64_t l_1290_ = (l_1289_ >> uint(32uL));
            uint l_129_ = uint(l_1290_);
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
                uint _e586 = l_mut_97_;
                uint l_146_ = (_e586 * l_138_);
                uint _e588 = l_mut_82_;
                uint l_147_ = (_e588 * l_138_);
                uint _e590 = l_mut_97_;
                uint64_t l_1292_ = uint64_t(_e590);
                uint64_t l_1293_ = uint64_t(l_138_);
                uint64_t l_1294_ = (l_1292_ * l_1293_);
                uint64_t l_1295_ = (l_1294_ >> uint(32uL));
                uint l_148_ = uint(l_1295_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e601 = l_mut_82_;
                uint64_t l_1297_ = uint64_t(_e601);
                uint64_t l_1298_ = uint64_t(l_138_);
                uint64_t l_1299_ = (l_1297_ * l_1298_);
                uint64_t l_1300_ = (l_1299_ >> uint(32uL));
                uint l_150_ = uint(l_1300_);
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
                uint _e630 = l_mut_45_;
                l_mut_166_ = _e630;
                uint _e631 = l_mut_160_;
                l_mut_45_ = _e631;
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
                        uint _e645 = l_mut_160_;
                        l_mut_166_ = _e645;
                        l_mut_45_ = l_174_;
                    }
                }
                uint _e646 = l_mut_166_;
                l_mut_160_ = _e646;
                uint _e647 = l_mut_45_;
                l_mut_166_ = _e647;
                if (l_140_) {
                    uint _e649 = l_mut_160_;
                    uint l_175_ = (0u - _e649);
                    uint _e652 = l_mut_166_;
                    uint l_176_ = (0u - _e652);
                    uint _e655 = l_mut_160_;
                    bool l_177_ = (0u < _e655);
                    uint l_178_ = uint(l_177_);
                    uint l_179_ = (l_176_ - l_178_);
                    l_mut_160_ = l_175_;
                    l_mut_166_ = l_179_;
                }
                uint _e659 = l_mut_160_;
                l_mut_109_ = _e659;
                uint _e660 = l_mut_166_;
                l_mut_103_ = _e660;
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
                uint _e673 = l_mut_166_;
                uint l_187_ = (_e673 * l_78_);
                uint _e675 = l_mut_160_;
                uint l_188_ = (_e675 * l_78_);
                uint _e677 = l_mut_166_;
                uint64_t l_1302_ = uint64_t(_e677);
                uint64_t l_1303_ = uint64_t(l_78_);
                uint64_t l_1304_ = (l_1302_ * l_1303_);
                uint64_t l_1305_ = (l_1304_ >> uint(32uL));
                uint l_189_ = uint(l_1305_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e688 = l_mut_160_;
                uint64_t l_1307_ = uint64_t(_e688);
                uint64_t l_1308_ = uint64_t(l_78_);
                uint64_t l_1309_ = (l_1307_ * l_1308_);
                uint64_t l_1310_ = (l_1309_ >> uint(32uL));
                uint l_191_ = uint(l_1310_);
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
                uint _e716 = l_mut_97_;
                l_mut_45_ = _e716;
                uint _e717 = l_mut_82_;
                l_mut_97_ = _e717;
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
                        uint _e729 = l_mut_82_;
                        l_mut_45_ = _e729;
                        l_mut_97_ = l_213_;
                    }
                }
                uint _e730 = l_mut_166_;
                uint l_214_ = (_e730 * l_78_);
                uint _e732 = l_mut_160_;
                uint l_215_ = (_e732 * l_78_);
                uint _e734 = l_mut_166_;
                uint64_t l_1312_ = uint64_t(_e734);
                uint64_t l_1313_ = uint64_t(l_78_);
                uint64_t l_1314_ = (l_1312_ * l_1313_);
                uint64_t l_1315_ = (l_1314_ >> uint(32uL));
                uint l_216_ = uint(l_1315_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e745 = l_mut_160_;
                uint64_t l_1317_ = uint64_t(_e745);
                uint64_t l_1318_ = uint64_t(l_78_);
                uint64_t l_1319_ = (l_1317_ * l_1318_);
                uint64_t l_1320_ = (l_1319_ >> uint(32uL));
                uint l_218_ = uint(l_1320_);
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
                uint _e773 = l_mut_82_;
                l_mut_234_ = _e773;
                uint _e774 = l_mut_228_;
                l_mut_82_ = _e774;
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
                        uint _e786 = l_mut_228_;
                        l_mut_234_ = _e786;
                        l_mut_82_ = l_242_;
                    }
                }
                uint _e787 = l_mut_45_;
                uint l_243_ = (_e787 * l_78_);
                uint _e789 = l_mut_97_;
                uint l_244_ = (_e789 * l_78_);
                uint _e791 = l_mut_45_;
                uint64_t l_1322_ = uint64_t(_e791);
                uint64_t l_1323_ = uint64_t(l_78_);
                uint64_t l_1324_ = (l_1322_ * l_1323_);
                uint64_t l_1325_ = (l_1324_ >> uint(32uL));
                uint l_245_ = uint(l_1325_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e802 = l_mut_97_;
                uint64_t l_1327_ = uint64_t(_e802);
                uint64_t l_1328_ = uint64_t(l_78_);
                uint64_t l_1329_ = (l_1327_ * l_1328_);
                uint64_t l_1330_ = (l_1329_ >> uint(32uL));
                uint l_247_ = uint(l_1330_);
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
                uint _e830 = l_mut_228_;
                l_mut_160_ = _e830;
                uint _e831 = l_mut_166_;
                l_mut_228_ = _e831;
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
                        uint _e843 = l_mut_166_;
                        l_mut_160_ = _e843;
                        l_mut_228_ = l_269_;
                    }
                }
                uint _e844 = l_mut_45_;
                uint l_270_ = (_e844 * l_78_);
                uint _e846 = l_mut_97_;
                uint l_271_ = (_e846 * l_78_);
                uint _e848 = l_mut_45_;
                uint64_t l_1332_ = uint64_t(_e848);
                uint64_t l_1333_ = uint64_t(l_78_);
                uint64_t l_1334_ = (l_1332_ * l_1333_);
                uint64_t l_1335_ = (l_1334_ >> uint(32uL));
                uint l_272_ = uint(l_1335_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e859 = l_mut_97_;
                uint64_t l_1337_ = uint64_t(_e859);
                uint64_t l_1338_ = uint64_t(l_78_);
                uint64_t l_1339_ = (l_1337_ * l_1338_);
                uint64_t l_1340_ = (l_1339_ >> uint(32uL));
                uint l_274_ = uint(l_1340_);
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
                uint _e887 = l_mut_166_;
                l_mut_290_ = _e887;
                uint _e888 = l_mut_284_;
                l_mut_166_ = _e888;
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
                        uint _e900 = l_mut_284_;
                        l_mut_290_ = _e900;
                        l_mut_166_ = l_298_;
                    }
                }
                uint _e901 = l_mut_234_;
                uint l_299_ = (_e901 * l_78_);
                uint _e903 = l_mut_234_;
                uint64_t l_1342_ = uint64_t(_e903);
                uint64_t l_1343_ = uint64_t(l_78_);
                uint64_t l_1344_ = (l_1342_ * l_1343_);
                uint64_t l_1345_ = (l_1344_ >> uint(32uL));
                uint l_300_ = uint(l_1345_);
                uint _e913 = l_mut_82_;
                uint l_301_ = (_e913 * l_78_);
                uint l_302_ = (l_300_ + l_301_);
                uint _e916 = l_mut_290_;
                uint l_303_ = (_e916 + l_299_);
                uint _e918 = l_mut_166_;
                uint l_304_ = (_e918 + l_302_);
                uint _e920 = l_mut_290_;
                bool l_305_ = (l_303_ < _e920);
                uint l_306_ = uint(l_305_);
                uint l_307_ = (l_304_ + l_306_);
                uint _e924 = l_mut_160_;
                l_mut_109_ = _e924;
                uint _e925 = l_mut_228_;
                l_mut_103_ = _e925;
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
                        uint _e946 = l_mut_160_;
                        l_mut_234_ = _e946;
                        uint _e947 = l_mut_228_;
                        l_mut_166_ = _e947;
                        bool l_320_ = (l_12_ >= 32u);
                        if (l_320_) {
                            uint l_321_ = (l_12_ & 31u);
                            uint _e952 = l_mut_228_;
                            uint l_322_ = (_e952 >> l_321_);
                            l_mut_234_ = l_322_;
                            l_mut_166_ = 0u;
                        } else {
                            bool l_323_ = (l_12_ > 0u);
                            if (l_323_) {
                                uint _e957 = l_mut_160_;
                                l_mut_97_ = _e957;
                                bool l_324_ = (l_12_ > 0u);
                                if (l_324_) {
                                    uint _e960 = l_mut_160_;
                                    uint l_325_ = (_e960 >> l_12_);
                                    uint l_326_ = (32u - l_12_);
                                    uint _e964 = l_mut_228_;
                                    uint l_327_ = (_e964 << l_326_);
                                    uint l_328_ = (l_325_ | l_327_);
                                    l_mut_97_ = l_328_;
                                }
                                uint _e967 = l_mut_228_;
                                uint l_329_ = (_e967 >> l_12_);
                                uint _e969 = l_mut_97_;
                                l_mut_234_ = _e969;
                                l_mut_166_ = l_329_;
                            }
                        }
                        uint _e970 = l_mut_290_;
                        uint _e971 = l_mut_234_;
                        uint l_330_ = (_e970 + _e971);
                        uint _e973 = l_mut_284_;
                        uint _e974 = l_mut_166_;
                        uint l_331_ = (_e973 + _e974);
                        uint _e976 = l_mut_290_;
                        bool l_332_ = (l_330_ < _e976);
                        uint l_333_ = uint(l_332_);
                        uint l_334_ = (l_331_ + l_333_);
                        l_mut_109_ = l_330_;
                        l_mut_103_ = l_334_;
                    }
                }
                if (l_181_) {
                    uint _e981 = l_mut_109_;
                    uint l_335_ = (0u - _e981);
                    uint _e984 = l_mut_103_;
                    uint l_336_ = (0u - _e984);
                    uint _e987 = l_mut_109_;
                    bool l_337_ = (0u < _e987);
                    uint l_338_ = uint(l_337_);
                    uint l_339_ = (l_336_ - l_338_);
                    l_mut_109_ = l_335_;
                    l_mut_103_ = l_339_;
                }
            }
            uint _e991 = l_mut_109_;
            uint l_340_ = (l_132_ + _e991);
            uint _e993 = l_mut_103_;
            uint l_341_ = (l_136_ + _e993);
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
            uint _e1010 = l_mut_290_;
            uint l_352_ = (_e1010 * l_77_);
            uint _e1012 = l_mut_284_;
            uint l_353_ = (_e1012 * l_77_);
            uint _e1014 = l_mut_290_;
            uint64_t l_1347_ = uint64_t(_e1014);
            uint64_t l_1348_ = uint64_t(l_77_);
            uint64_t l_1349_ = (l_1347_ * l_1348_);
            uint64_t l_1350_ = (l_1349_ >> uint(32uL));
            uint l_354_ = uint(l_1350_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1025 = l_mut_284_;
            uint64_t l_1352_ = uint64_t(_e1025);
            uint64_t l_1353_ = uint64_t(l_77_);
            uint64_t l_1354_ = (l_1352_ * l_1353_);
            uint64_t l_1355_ = (l_1354_ >> uint(32uL));
            uint l_356_ = uint(l_1355_);
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
            uint _e1054 = l_mut_234_;
            l_mut_166_ = _e1054;
            uint _e1055 = l_mut_228_;
            l_mut_234_ = _e1055;
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
                    uint _e1069 = l_mut_228_;
                    l_mut_166_ = _e1069;
                    l_mut_234_ = l_378_;
                }
            }
            uint _e1070 = l_mut_166_;
            l_mut_290_ = _e1070;
            uint _e1071 = l_mut_234_;
            l_mut_284_ = _e1071;
            if (l_346_) {
                uint _e1073 = l_mut_290_;
                uint l_379_ = (0u - _e1073);
                uint _e1076 = l_mut_284_;
                uint l_380_ = (0u - _e1076);
                uint _e1079 = l_mut_290_;
                bool l_381_ = (0u < _e1079);
                uint l_382_ = uint(l_381_);
                uint l_383_ = (l_380_ - l_382_);
                l_mut_290_ = l_379_;
                l_mut_284_ = l_383_;
            }
            uint _e1083 = l_mut_290_;
            uint l_384_ = (l_123_ + _e1083);
            uint _e1085 = l_mut_284_;
            uint l_385_ = (l_127_ + _e1085);
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
                uint _e1109 = l_mut_234_;
                uint l_399_ = (_e1109 * l_391_);
                uint _e1111 = l_mut_228_;
                uint l_400_ = (_e1111 * l_391_);
                uint _e1113 = l_mut_234_;
                uint64_t l_1357_ = uint64_t(_e1113);
                uint64_t l_1358_ = uint64_t(l_391_);
                uint64_t l_1359_ = (l_1357_ * l_1358_);
                uint64_t l_1360_ = (l_1359_ >> uint(32uL));
                uint l_401_ = uint(l_1360_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1124 = l_mut_228_;
                uint64_t l_1362_ = uint64_t(_e1124);
                uint64_t l_1363_ = uint64_t(l_391_);
                uint64_t l_1364_ = (l_1362_ * l_1363_);
                uint64_t l_1365_ = (l_1364_ >> uint(32uL));
                uint l_403_ = uint(l_1365_);
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
                uint _e1153 = l_mut_166_;
                l_mut_109_ = _e1153;
                uint _e1154 = l_mut_160_;
                l_mut_166_ = _e1154;
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
                        uint _e1168 = l_mut_160_;
                        l_mut_109_ = _e1168;
                        l_mut_166_ = l_425_;
                    }
                }
                uint _e1169 = l_mut_109_;
                l_mut_234_ = _e1169;
                uint _e1170 = l_mut_166_;
                l_mut_228_ = _e1170;
                if (l_393_) {
                    uint _e1172 = l_mut_234_;
                    uint l_426_ = (0u - _e1172);
                    uint _e1175 = l_mut_228_;
                    uint l_427_ = (0u - _e1175);
                    uint _e1178 = l_mut_234_;
                    bool l_428_ = (0u < _e1178);
                    uint l_429_ = uint(l_428_);
                    uint l_430_ = (l_427_ - l_429_);
                    l_mut_234_ = l_426_;
                    l_mut_228_ = l_430_;
                }
                uint _e1182 = l_mut_234_;
                l_mut_290_ = _e1182;
                uint _e1183 = l_mut_228_;
                l_mut_284_ = _e1183;
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
                uint _e1196 = l_mut_234_;
                uint l_438_ = (_e1196 * l_77_);
                uint _e1198 = l_mut_228_;
                uint l_439_ = (_e1198 * l_77_);
                uint _e1200 = l_mut_234_;
                uint64_t l_1367_ = uint64_t(_e1200);
                uint64_t l_1368_ = uint64_t(l_77_);
                uint64_t l_1369_ = (l_1367_ * l_1368_);
                uint64_t l_1370_ = (l_1369_ >> uint(32uL));
                uint l_440_ = uint(l_1370_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1211 = l_mut_228_;
                uint64_t l_1372_ = uint64_t(_e1211);
                uint64_t l_1373_ = uint64_t(l_77_);
                uint64_t l_1374_ = (l_1372_ * l_1373_);
                uint64_t l_1375_ = (l_1374_ >> uint(32uL));
                uint l_442_ = uint(l_1375_);
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
                uint _e1239 = l_mut_166_;
                l_mut_109_ = _e1239;
                uint _e1240 = l_mut_160_;
                l_mut_166_ = _e1240;
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
                        uint _e1252 = l_mut_160_;
                        l_mut_109_ = _e1252;
                        l_mut_166_ = l_464_;
                    }
                }
                uint _e1253 = l_mut_234_;
                uint l_465_ = (_e1253 * l_77_);
                uint _e1255 = l_mut_228_;
                uint l_466_ = (_e1255 * l_77_);
                uint _e1257 = l_mut_234_;
                uint64_t l_1377_ = uint64_t(_e1257);
                uint64_t l_1378_ = uint64_t(l_77_);
                uint64_t l_1379_ = (l_1377_ * l_1378_);
                uint64_t l_1380_ = (l_1379_ >> uint(32uL));
                uint l_467_ = uint(l_1380_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1268 = l_mut_228_;
                uint64_t l_1382_ = uint64_t(_e1268);
                uint64_t l_1383_ = uint64_t(l_77_);
                uint64_t l_1384_ = (l_1382_ * l_1383_);
                uint64_t l_1385_ = (l_1384_ >> uint(32uL));
                uint l_469_ = uint(l_1385_);
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
                uint _e1296 = l_mut_160_;
                l_mut_97_ = _e1296;
                uint _e1297 = l_mut_103_;
                l_mut_160_ = _e1297;
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
                        uint _e1309 = l_mut_103_;
                        l_mut_97_ = _e1309;
                        l_mut_160_ = l_491_;
                    }
                }
                uint _e1310 = l_mut_109_;
                uint l_492_ = (_e1310 * l_77_);
                uint _e1312 = l_mut_166_;
                uint l_493_ = (_e1312 * l_77_);
                uint _e1314 = l_mut_109_;
                uint64_t l_1387_ = uint64_t(_e1314);
                uint64_t l_1388_ = uint64_t(l_77_);
                uint64_t l_1389_ = (l_1387_ * l_1388_);
                uint64_t l_1390_ = (l_1389_ >> uint(32uL));
                uint l_494_ = uint(l_1390_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e1325 = l_mut_166_;
                uint64_t l_1392_ = uint64_t(_e1325);
                uint64_t l_1393_ = uint64_t(l_77_);
                uint64_t l_1394_ = (l_1392_ * l_1393_);
                uint64_t l_1395_ = (l_1394_ >> uint(32uL));
                uint l_496_ = uint(l_1395_);
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
                uint _e1353 = l_mut_234_;
                l_mut_103_ = _e1353;
                uint _e1354 = l_mut_228_;
                l_mut_234_ = _e1354;
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
                        uint _e1366 = l_mut_228_;
                        l_mut_103_ = _e1366;
                        l_mut_234_ = l_518_;
                    }
                }
                uint _e1367 = l_mut_109_;
                uint l_519_ = (_e1367 * l_77_);
                uint _e1369 = l_mut_166_;
                uint l_520_ = (_e1369 * l_77_);
                uint _e1371 = l_mut_109_;
                uint64_t l_1397_ = uint64_t(_e1371);
                uint64_t l_1398_ = uint64_t(l_77_);
                uint64_t l_1399_ = (l_1397_ * l_1398_);
                uint64_t l_1400_ = (l_1399_ >> uint(32uL));
                uint l_521_ = uint(l_1400_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e1382 = l_mut_166_;
                uint64_t l_1402_ = uint64_t(_e1382);
                uint64_t l_1403_ = uint64_t(l_77_);
                uint64_t l_1404_ = (l_1402_ * l_1403_);
                uint64_t l_1405_ = (l_1404_ >> uint(32uL));
                uint l_523_ = uint(l_1405_);
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
                uint _e1410 = l_mut_228_;
                l_mut_45_ = _e1410;
                uint _e1411 = l_mut_82_;
                l_mut_228_ = _e1411;
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
                        uint _e1423 = l_mut_82_;
                        l_mut_45_ = _e1423;
                        l_mut_228_ = l_545_;
                    }
                }
                uint _e1424 = l_mut_97_;
                uint l_546_ = (_e1424 * l_77_);
                uint _e1426 = l_mut_97_;
                uint64_t l_1407_ = uint64_t(_e1426);
                uint64_t l_1408_ = uint64_t(l_77_);
                uint64_t l_1409_ = (l_1407_ * l_1408_);
                uint64_t l_1410_ = (l_1409_ >> uint(32uL));
                uint l_547_ = uint(l_1410_);
                uint _e1436 = l_mut_160_;
                uint l_548_ = (_e1436 * l_77_);
                uint l_549_ = (l_547_ + l_548_);
                uint _e1439 = l_mut_45_;
                uint l_550_ = (_e1439 + l_546_);
                uint _e1441 = l_mut_228_;
                uint l_551_ = (_e1441 + l_549_);
                uint _e1443 = l_mut_45_;
                bool l_552_ = (l_550_ < _e1443);
                uint l_553_ = uint(l_552_);
                uint l_554_ = (l_551_ + l_553_);
                uint _e1447 = l_mut_103_;
                l_mut_290_ = _e1447;
                uint _e1448 = l_mut_234_;
                l_mut_284_ = _e1448;
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
                        uint _e1469 = l_mut_103_;
                        l_mut_160_ = _e1469;
                        uint _e1470 = l_mut_234_;
                        l_mut_109_ = _e1470;
                        bool l_567_ = (l_389_ >= 32u);
                        if (l_567_) {
                            uint l_568_ = (l_389_ & 31u);
                            uint _e1475 = l_mut_234_;
                            uint l_569_ = (_e1475 >> l_568_);
                            l_mut_160_ = l_569_;
                            l_mut_109_ = 0u;
                        } else {
                            bool l_570_ = (l_389_ > 0u);
                            if (l_570_) {
                                uint _e1480 = l_mut_103_;
                                l_mut_97_ = _e1480;
                                bool l_571_ = (l_389_ > 0u);
                                if (l_571_) {
                                    uint _e1483 = l_mut_103_;
                                    uint l_572_ = (_e1483 >> l_389_);
                                    uint l_573_ = (32u - l_389_);
                                    uint _e1487 = l_mut_234_;
                                    uint l_574_ = (_e1487 << l_573_);
                                    uint l_575_ = (l_572_ | l_574_);
                                    l_mut_97_ = l_575_;
                                }
                                uint _e1490 = l_mut_234_;
                                uint l_576_ = (_e1490 >> l_389_);
                                uint _e1492 = l_mut_97_;
                                l_mut_160_ = _e1492;
                                l_mut_109_ = l_576_;
                            }
                        }
                        uint _e1493 = l_mut_228_;
                        uint _e1494 = l_mut_160_;
                        uint l_577_ = (_e1493 + _e1494);
                        uint _e1496 = l_mut_166_;
                        uint _e1497 = l_mut_109_;
                        uint l_578_ = (_e1496 + _e1497);
                        uint _e1499 = l_mut_228_;
                        bool l_579_ = (l_577_ < _e1499);
                        uint l_580_ = uint(l_579_);
                        uint l_581_ = (l_578_ + l_580_);
                        l_mut_290_ = l_577_;
                        l_mut_284_ = l_581_;
                    }
                }
                if (l_432_) {
                    uint _e1504 = l_mut_290_;
                    uint l_582_ = (0u - _e1504);
                    uint _e1507 = l_mut_284_;
                    uint l_583_ = (0u - _e1507);
                    uint _e1510 = l_mut_290_;
                    bool l_584_ = (0u < _e1510);
                    uint l_585_ = uint(l_584_);
                    uint l_586_ = (l_583_ - l_585_);
                    l_mut_290_ = l_582_;
                    l_mut_284_ = l_586_;
                }
            }
            uint _e1514 = l_mut_290_;
            uint l_587_ = (l_340_ - _e1514);
            uint _e1516 = l_mut_284_;
            uint l_588_ = (l_344_ - _e1516);
            uint _e1518 = l_mut_290_;
            bool l_589_ = (l_340_ < _e1518);
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
            uint _e1551 = l_mut_160_;
            bool l_613_ = (_e1551 < l_606_);
            uint _e1553 = l_mut_160_;
            bool l_614_ = (_e1553 == l_606_);
            uint _e1555 = l_mut_166_;
            bool l_615_ = (_e1555 < l_602_);
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
                bool _e1570 = l_mut_619_;
                l_mut_612_ = _e1570;
                l_mut_619_ = false;
            }
            bool _e1572 = l_mut_619_;
            if (_e1572) {
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
                uint _e1587 = l_mut_97_;
                uint l_630_ = (_e1587 * l_629_);
                uint _e1589 = l_mut_97_;
                uint64_t l_1412_ = uint64_t(_e1589);
                uint64_t l_1413_ = uint64_t(l_629_);
                uint64_t l_1414_ = (l_1412_ * l_1413_);
                uint64_t l_1415_ = (l_1414_ >> uint(32uL));
                uint l_631_ = uint(l_1415_);
                uint _e1599 = l_mut_82_;
                uint l_632_ = (_e1599 * l_629_);
                uint l_633_ = (l_631_ + l_632_);
                l_mut_45_ = 0u;
                uint l_634_ = (l_77_ - 1u);
                uint _e1605 = l_mut_97_;
                uint l_635_ = (_e1605 * l_634_);
                uint _e1607 = l_mut_82_;
                uint l_636_ = (_e1607 * l_634_);
                uint _e1609 = l_mut_97_;
                uint64_t l_1417_ = uint64_t(_e1609);
                uint64_t l_1418_ = uint64_t(l_634_);
                uint64_t l_1419_ = (l_1417_ * l_1418_);
                uint64_t l_1420_ = (l_1419_ >> uint(32uL));
                uint l_637_ = uint(l_1420_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e1620 = l_mut_82_;
                uint64_t l_1422_ = uint64_t(_e1620);
                uint64_t l_1423_ = uint64_t(l_634_);
                uint64_t l_1424_ = (l_1422_ * l_1423_);
                uint64_t l_1425_ = (l_1424_ >> uint(32uL));
                uint l_639_ = uint(l_1425_);
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
                uint _e1648 = l_mut_644_;
                l_mut_656_ = _e1648;
                uint _e1649 = l_mut_650_;
                l_mut_644_ = _e1649;
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
                        uint _e1661 = l_mut_650_;
                        l_mut_656_ = _e1661;
                        l_mut_644_ = l_664_;
                    }
                }
                uint _e1662 = l_mut_656_;
                uint _e1663 = l_mut_644_;
                uint l_665_ = (_e1662 | _e1663);
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
                            uint _e1698 = l_mut_82_;
                            bool l_684_ = (l_671_ < _e1698);
                            uint _e1700 = l_mut_82_;
                            bool l_685_ = (l_671_ == _e1700);
                            uint _e1702 = l_mut_97_;
                            bool l_686_ = (l_667_ < _e1702);
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
                                uint _e1715 = l_mut_82_;
                                bool l_691_ = (_e1715 < l_671_);
                                uint _e1717 = l_mut_82_;
                                bool l_692_ = (_e1717 == l_671_);
                                uint _e1719 = l_mut_97_;
                                bool l_693_ = (_e1719 < l_667_);
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
                                            uint _e1826 = l_mut_704_;
                                            l_mut_704_ = (_e1826 + 1u);
                                        }
                                        loop_init = false;
                                        uint _e1741 = l_mut_704_;
                                        if ((_e1741 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1745 = l_mut_704_;
                                            uint l_705_ = (19u - _e1745);
                                            uint _e1747 = l_mut_701_;
                                            l_mut_706_ = _e1747;
                                            uint _e1748 = l_mut_702_;
                                            l_mut_707_ = _e1748;
                                            bool l_708_ = (l_705_ >= 32u);
                                            if (l_708_) {
                                                uint l_709_ = (l_705_ & 31u);
                                                uint _e1753 = l_mut_702_;
                                                uint l_710_ = (_e1753 >> l_709_);
                                                l_mut_706_ = l_710_;
                                                l_mut_707_ = 0u;
                                            } else {
                                                bool l_711_ = (l_705_ > 0u);
                                                if (l_711_) {
                                                    uint _e1758 = l_mut_701_;
                                                    l_mut_712_ = _e1758;
                                                    bool l_713_ = (l_705_ > 0u);
                                                    if (l_713_) {
                                                        uint _e1761 = l_mut_701_;
                                                        uint l_714_ = (_e1761 >> l_705_);
                                                        uint l_715_ = (32u - l_705_);
                                                        uint _e1765 = l_mut_702_;
                                                        uint l_716_ = (_e1765 << l_715_);
                                                        uint l_717_ = (l_714_ | l_716_);
                                                        l_mut_712_ = l_717_;
                                                    }
                                                    uint _e1768 = l_mut_702_;
                                                    uint l_718_ = (_e1768 >> l_705_);
                                                    uint _e1770 = l_mut_712_;
                                                    l_mut_706_ = _e1770;
                                                    l_mut_707_ = l_718_;
                                                }
                                            }
                                            uint _e1771 = l_mut_707_;
                                            uint _e1772 = l_mut_82_;
                                            bool l_719_ = (_e1771 < _e1772);
                                            uint _e1774 = l_mut_707_;
                                            uint _e1775 = l_mut_82_;
                                            bool l_720_ = (_e1774 == _e1775);
                                            uint _e1777 = l_mut_706_;
                                            uint _e1778 = l_mut_97_;
                                            bool l_721_ = (_e1777 < _e1778);
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
                                                uint _e1790 = l_mut_97_;
                                                l_mut_712_ = _e1790;
                                                uint _e1791 = l_mut_82_;
                                                l_mut_707_ = _e1791;
                                                bool l_725_ = (l_705_ >= 32u);
                                                if (l_725_) {
                                                    uint l_726_ = (l_705_ & 31u);
                                                    uint _e1796 = l_mut_97_;
                                                    uint l_727_ = (_e1796 << l_726_);
                                                    l_mut_712_ = 0u;
                                                    l_mut_707_ = l_727_;
                                                } else {
                                                    bool l_728_ = (l_705_ > 0u);
                                                    if (l_728_) {
                                                        uint _e1801 = l_mut_97_;
                                                        uint l_729_ = (_e1801 << l_705_);
                                                        uint _e1803 = l_mut_82_;
                                                        uint l_730_ = (_e1803 << l_705_);
                                                        uint l_731_ = (32u - l_705_);
                                                        uint _e1807 = l_mut_97_;
                                                        uint l_732_ = (_e1807 >> l_731_);
                                                        uint l_733_ = (l_730_ | l_732_);
                                                        l_mut_712_ = l_729_;
                                                        l_mut_707_ = l_733_;
                                                    }
                                                }
                                                uint _e1810 = l_mut_701_;
                                                uint _e1811 = l_mut_712_;
                                                uint l_734_ = (_e1810 - _e1811);
                                                uint _e1813 = l_mut_702_;
                                                uint _e1814 = l_mut_707_;
                                                uint l_735_ = (_e1813 - _e1814);
                                                uint _e1816 = l_mut_701_;
                                                uint _e1817 = l_mut_712_;
                                                bool l_736_ = (_e1816 < _e1817);
                                                uint l_737_ = uint(l_736_);
                                                uint l_738_ = (l_735_ - l_737_);
                                                l_mut_701_ = l_734_;
                                                l_mut_702_ = l_738_;
                                                uint l_739_ = (1u << l_705_);
                                                uint _e1823 = l_mut_703_;
                                                l_mut_703_ = (_e1823 | l_739_);
                                            }
                                        }
                                    }
                                    uint _e1828 = l_mut_703_;
                                    uint l_740_ = min(_e1828, l_682_);
                                    l_mut_712_ = l_740_;
                                    uint _e1830 = l_mut_702_;
                                    uint _e1831 = l_mut_82_;
                                    bool l_741_ = (_e1830 < _e1831);
                                    uint _e1833 = l_mut_702_;
                                    uint _e1834 = l_mut_82_;
                                    bool l_742_ = (_e1833 == _e1834);
                                    uint _e1836 = l_mut_701_;
                                    uint _e1837 = l_mut_97_;
                                    bool l_743_ = (_e1836 < _e1837);
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
                                    uint _e1849 = l_mut_712_;
                                    l_mut_690_ = _e1849;
                                }
                                uint _e1850 = l_mut_97_;
                                uint _e1851 = l_mut_690_;
                                uint l_747_ = (_e1850 * _e1851);
                                uint _e1853 = l_mut_97_;
                                uint64_t l_1427_ = uint64_t(_e1853);
                                uint _e1855 = l_mut_690_;
                                uint64_t l_1428_ = uint64_t(_e1855);
                                uint64_t l_1429_ = (l_1427_ * l_1428_);
                                uint64_t l_1430_ = (l_1429_ >> uint(32uL));
                                uint l_748_ = uint(l_1430_);
                                uint _e1864 = l_mut_82_;
                                uint _e1865 = l_mut_690_;
                                uint l_749_ = (_e1864 * _e1865);
                                uint l_750_ = (l_748_ + l_749_);
                                uint l_751_ = (l_667_ - l_747_);
                                uint l_752_ = (l_671_ - l_750_);
                                bool l_753_ = (l_667_ < l_747_);
                                uint l_754_ = uint(l_753_);
                                uint l_755_ = (l_752_ - l_754_);
                                l_mut_644_ = l_751_;
                                l_mut_683_ = l_755_;
                                uint _e1873 = l_mut_683_;
                                uint _e1874 = l_mut_82_;
                                bool l_756_ = (_e1873 < _e1874);
                                uint _e1876 = l_mut_683_;
                                uint _e1877 = l_mut_82_;
                                bool l_757_ = (_e1876 == _e1877);
                                uint _e1879 = l_mut_644_;
                                uint _e1880 = l_mut_97_;
                                bool l_758_ = (_e1879 < _e1880);
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
                                    uint _e1892 = l_mut_644_;
                                    uint _e1893 = l_mut_97_;
                                    uint l_762_ = (_e1892 - _e1893);
                                    uint _e1895 = l_mut_683_;
                                    uint _e1896 = l_mut_82_;
                                    uint l_763_ = (_e1895 - _e1896);
                                    uint _e1898 = l_mut_644_;
                                    uint _e1899 = l_mut_97_;
                                    bool l_764_ = (_e1898 < _e1899);
                                    uint l_765_ = uint(l_764_);
                                    uint l_766_ = (l_763_ - l_765_);
                                    l_mut_644_ = l_762_;
                                    l_mut_683_ = l_766_;
                                }
                            }
                            uint _e1903 = l_mut_97_;
                            uint _e1904 = l_mut_644_;
                            uint l_767_ = (_e1903 - _e1904);
                            uint _e1906 = l_mut_82_;
                            uint _e1907 = l_mut_683_;
                            uint l_768_ = (_e1906 - _e1907);
                            uint _e1909 = l_mut_97_;
                            uint _e1910 = l_mut_644_;
                            bool l_769_ = (_e1909 < _e1910);
                            uint l_770_ = uint(l_769_);
                            uint l_771_ = (l_768_ - l_770_);
                            l_mut_712_ = l_767_;
                            l_mut_707_ = l_771_;
                            uint _e1914 = l_mut_82_;
                            bool l_772_ = (l_771_ < _e1914);
                            uint _e1916 = l_mut_82_;
                            bool l_773_ = (l_771_ == _e1916);
                            uint _e1918 = l_mut_97_;
                            bool l_774_ = (l_767_ < _e1918);
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
                                uint _e1930 = l_mut_97_;
                                uint l_778_ = (l_767_ - _e1930);
                                uint _e1932 = l_mut_82_;
                                uint l_779_ = (l_771_ - _e1932);
                                uint _e1934 = l_mut_97_;
                                bool l_780_ = (l_767_ < _e1934);
                                uint l_781_ = uint(l_780_);
                                uint l_782_ = (l_779_ - l_781_);
                                l_mut_712_ = l_778_;
                                l_mut_707_ = l_782_;
                            }
                            uint _e1938 = l_mut_707_;
                            uint _e1939 = l_mut_650_;
                            bool l_783_ = (_e1938 < _e1939);
                            uint _e1941 = l_mut_707_;
                            uint _e1942 = l_mut_650_;
                            bool l_784_ = (_e1941 == _e1942);
                            uint _e1944 = l_mut_712_;
                            uint _e1945 = l_mut_656_;
                            bool l_785_ = (_e1944 < _e1945);
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
                                uint _e1956 = l_mut_712_;
                                l_mut_656_ = _e1956;
                                uint _e1957 = l_mut_707_;
                                l_mut_650_ = _e1957;
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
                            uint _e1977 = l_mut_82_;
                            bool l_799_ = (l_596_ < _e1977);
                            uint _e1979 = l_mut_82_;
                            bool l_800_ = (l_596_ == _e1979);
                            uint _e1981 = l_mut_97_;
                            bool l_801_ = (l_592_ < _e1981);
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
                                uint _e1994 = l_mut_82_;
                                bool l_805_ = (_e1994 < l_596_);
                                uint _e1996 = l_mut_82_;
                                bool l_806_ = (_e1996 == l_596_);
                                uint _e1998 = l_mut_97_;
                                bool l_807_ = (_e1998 < l_592_);
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
                                            uint _e2105 = l_mut_815_;
                                            l_mut_815_ = (_e2105 + 1u);
                                        }
                                        loop_init_1 = false;
                                        uint _e2020 = l_mut_815_;
                                        if ((_e2020 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2024 = l_mut_815_;
                                            uint l_816_ = (19u - _e2024);
                                            uint _e2026 = l_mut_703_;
                                            l_mut_690_ = _e2026;
                                            uint _e2027 = l_mut_702_;
                                            l_mut_683_ = _e2027;
                                            bool l_817_ = (l_816_ >= 32u);
                                            if (l_817_) {
                                                uint l_818_ = (l_816_ & 31u);
                                                uint _e2032 = l_mut_702_;
                                                uint l_819_ = (_e2032 >> l_818_);
                                                l_mut_690_ = l_819_;
                                                l_mut_683_ = 0u;
                                            } else {
                                                bool l_820_ = (l_816_ > 0u);
                                                if (l_820_) {
                                                    uint _e2037 = l_mut_703_;
                                                    l_mut_644_ = _e2037;
                                                    bool l_821_ = (l_816_ > 0u);
                                                    if (l_821_) {
                                                        uint _e2040 = l_mut_703_;
                                                        uint l_822_ = (_e2040 >> l_816_);
                                                        uint l_823_ = (32u - l_816_);
                                                        uint _e2044 = l_mut_702_;
                                                        uint l_824_ = (_e2044 << l_823_);
                                                        uint l_825_ = (l_822_ | l_824_);
                                                        l_mut_644_ = l_825_;
                                                    }
                                                    uint _e2047 = l_mut_702_;
                                                    uint l_826_ = (_e2047 >> l_816_);
                                                    uint _e2049 = l_mut_644_;
                                                    l_mut_690_ = _e2049;
                                                    l_mut_683_ = l_826_;
                                                }
                                            }
                                            uint _e2050 = l_mut_683_;
                                            uint _e2051 = l_mut_82_;
                                            bool l_827_ = (_e2050 < _e2051);
                                            uint _e2053 = l_mut_683_;
                                            uint _e2054 = l_mut_82_;
                                            bool l_828_ = (_e2053 == _e2054);
                                            uint _e2056 = l_mut_690_;
                                            uint _e2057 = l_mut_97_;
                                            bool l_829_ = (_e2056 < _e2057);
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
                                                uint _e2069 = l_mut_97_;
                                                l_mut_690_ = _e2069;
                                                uint _e2070 = l_mut_82_;
                                                l_mut_683_ = _e2070;
                                                bool l_833_ = (l_816_ >= 32u);
                                                if (l_833_) {
                                                    uint l_834_ = (l_816_ & 31u);
                                                    uint _e2075 = l_mut_97_;
                                                    uint l_835_ = (_e2075 << l_834_);
                                                    l_mut_690_ = 0u;
                                                    l_mut_683_ = l_835_;
                                                } else {
                                                    bool l_836_ = (l_816_ > 0u);
                                                    if (l_836_) {
                                                        uint _e2080 = l_mut_97_;
                                                        uint l_837_ = (_e2080 << l_816_);
                                                        uint _e2082 = l_mut_82_;
                                                        uint l_838_ = (_e2082 << l_816_);
                                                        uint l_839_ = (32u - l_816_);
                                                        uint _e2086 = l_mut_97_;
                                                        uint l_840_ = (_e2086 >> l_839_);
                                                        uint l_841_ = (l_838_ | l_840_);
                                                        l_mut_690_ = l_837_;
                                                        l_mut_683_ = l_841_;
                                                    }
                                                }
                                                uint _e2089 = l_mut_703_;
                                                uint _e2090 = l_mut_690_;
                                                uint l_842_ = (_e2089 - _e2090);
                                                uint _e2092 = l_mut_702_;
                                                uint _e2093 = l_mut_683_;
                                                uint l_843_ = (_e2092 - _e2093);
                                                uint _e2095 = l_mut_703_;
                                                uint _e2096 = l_mut_690_;
                                                bool l_844_ = (_e2095 < _e2096);
                                                uint l_845_ = uint(l_844_);
                                                uint l_846_ = (l_843_ - l_845_);
                                                l_mut_703_ = l_842_;
                                                l_mut_702_ = l_846_;
                                                uint l_847_ = (1u << l_816_);
                                                uint _e2102 = l_mut_701_;
                                                l_mut_701_ = (_e2102 | l_847_);
                                            }
                                        }
                                    }
                                    uint _e2107 = l_mut_701_;
                                    uint l_848_ = min(_e2107, l_798_);
                                    l_mut_701_ = l_848_;
                                    uint _e2109 = l_mut_702_;
                                    uint _e2110 = l_mut_82_;
                                    bool l_849_ = (_e2109 < _e2110);
                                    uint _e2112 = l_mut_702_;
                                    uint _e2113 = l_mut_82_;
                                    bool l_850_ = (_e2112 == _e2113);
                                    uint _e2115 = l_mut_703_;
                                    uint _e2116 = l_mut_97_;
                                    bool l_851_ = (_e2115 < _e2116);
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
                                    uint _e2128 = l_mut_701_;
                                    l_mut_706_ = _e2128;
                                }
                                uint _e2129 = l_mut_97_;
                                uint _e2130 = l_mut_706_;
                                uint l_855_ = (_e2129 * _e2130);
                                uint _e2132 = l_mut_97_;
                                uint64_t l_1432_ = uint64_t(_e2132);
                                uint _e2134 = l_mut_706_;
                                uint64_t l_1433_ = uint64_t(_e2134);
                                uint64_t l_1434_ = (l_1432_ * l_1433_);
                                uint64_t l_1435_ = (l_1434_ >> uint(32uL));
                                uint l_856_ = uint(l_1435_);
                                uint _e2143 = l_mut_82_;
                                uint _e2144 = l_mut_706_;
                                uint l_857_ = (_e2143 * _e2144);
                                uint l_858_ = (l_856_ + l_857_);
                                uint l_859_ = (l_592_ - l_855_);
                                uint l_860_ = (l_596_ - l_858_);
                                bool l_861_ = (l_592_ < l_855_);
                                uint l_862_ = uint(l_861_);
                                uint l_863_ = (l_860_ - l_862_);
                                l_mut_712_ = l_859_;
                                l_mut_707_ = l_863_;
                                uint _e2152 = l_mut_707_;
                                uint _e2153 = l_mut_82_;
                                bool l_864_ = (_e2152 < _e2153);
                                uint _e2155 = l_mut_707_;
                                uint _e2156 = l_mut_82_;
                                bool l_865_ = (_e2155 == _e2156);
                                uint _e2158 = l_mut_712_;
                                uint _e2159 = l_mut_97_;
                                bool l_866_ = (_e2158 < _e2159);
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
                                    uint _e2171 = l_mut_712_;
                                    uint _e2172 = l_mut_97_;
                                    uint l_870_ = (_e2171 - _e2172);
                                    uint _e2174 = l_mut_707_;
                                    uint _e2175 = l_mut_82_;
                                    uint l_871_ = (_e2174 - _e2175);
                                    uint _e2177 = l_mut_712_;
                                    uint _e2178 = l_mut_97_;
                                    bool l_872_ = (_e2177 < _e2178);
                                    uint l_873_ = uint(l_872_);
                                    uint l_874_ = (l_871_ - l_873_);
                                    l_mut_712_ = l_870_;
                                    l_mut_707_ = l_874_;
                                }
                            }
                            uint _e2182 = l_mut_707_;
                            uint _e2183 = l_mut_650_;
                            bool l_875_ = (_e2182 < _e2183);
                            uint _e2185 = l_mut_707_;
                            uint _e2186 = l_mut_650_;
                            bool l_876_ = (_e2185 == _e2186);
                            uint _e2188 = l_mut_712_;
                            uint _e2189 = l_mut_656_;
                            bool l_877_ = (_e2188 < _e2189);
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
                                uint _e2200 = l_mut_712_;
                                l_mut_656_ = _e2200;
                                uint _e2201 = l_mut_707_;
                                l_mut_650_ = _e2201;
                            }
                        }
                    }
                    uint _e2202 = l_mut_650_;
                    bool l_880_ = (_e2202 < l_606_);
                    uint _e2204 = l_mut_650_;
                    bool l_881_ = (_e2204 == l_606_);
                    uint _e2206 = l_mut_656_;
                    bool l_882_ = (_e2206 < l_602_);
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
                uint _e2221 = l_mut_45_;
                bool l_888_ = (_e2221 > 0u);
                if (l_888_) {
                    uint _e2224 = l_mut_45_;
                    bool l_889_ = (_e2224 == 1u);
                    l_mut_612_ = l_889_;
                    l_mut_619_ = false;
                }
            }
            l_mut_890_ = false;
            uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
            while(true) {
                if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                bool _e2229 = l_mut_619_;
                bool l_891_ = !(_e2229);
                if (l_891_) {
                    break;
                }
                uint _e2231 = l_mut_290_;
                l_mut_712_ = _e2231;
                uint _e2232 = l_mut_284_;
                l_mut_707_ = _e2232;
                bool _e2233 = l_mut_890_;
                if (_e2233) {
                    uint _e2234 = l_mut_234_;
                    l_mut_712_ = _e2234;
                    uint _e2235 = l_mut_228_;
                    l_mut_707_ = _e2235;
                }
                uint _e2236 = l_mut_160_;
                uint _e2237 = l_mut_707_;
                bool l_892_ = (_e2236 < _e2237);
                uint _e2239 = l_mut_160_;
                uint _e2240 = l_mut_707_;
                bool l_893_ = (_e2239 == _e2240);
                uint _e2242 = l_mut_166_;
                uint _e2243 = l_mut_712_;
                bool l_894_ = (_e2242 < _e2243);
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
                bool _e2255 = l_mut_890_;
                bool l_898_ = (l_897_ != _e2255);
                if (l_898_) {
                    uint _e2257 = l_mut_290_;
                    l_mut_712_ = _e2257;
                    uint _e2258 = l_mut_284_;
                    l_mut_707_ = _e2258;
                    uint _e2259 = l_mut_234_;
                    l_mut_290_ = _e2259;
                    uint _e2260 = l_mut_228_;
                    l_mut_284_ = _e2260;
                    uint _e2261 = l_mut_712_;
                    l_mut_234_ = _e2261;
                    uint _e2262 = l_mut_707_;
                    l_mut_228_ = _e2262;
                    uint _e2263 = l_mut_109_;
                    l_mut_712_ = _e2263;
                    uint _e2264 = l_mut_103_;
                    l_mut_109_ = _e2264;
                    uint _e2265 = l_mut_712_;
                    l_mut_103_ = _e2265;
                    l_mut_890_ = l_897_;
                }
                uint _e2266 = l_mut_290_;
                uint _e2267 = l_mut_166_;
                uint l_899_ = (_e2266 - _e2267);
                uint _e2269 = l_mut_284_;
                uint _e2270 = l_mut_160_;
                uint l_900_ = (_e2269 - _e2270);
                uint _e2272 = l_mut_290_;
                uint _e2273 = l_mut_166_;
                bool l_901_ = (_e2272 < _e2273);
                uint l_902_ = uint(l_901_);
                uint l_903_ = (l_900_ - l_902_);
                l_mut_712_ = l_899_;
                l_mut_707_ = l_903_;
                bool _e2277 = l_mut_890_;
                if (_e2277) {
                    uint _e2278 = l_mut_166_;
                    uint l_904_ = (_e2278 - l_602_);
                    uint _e2280 = l_mut_160_;
                    uint l_905_ = (_e2280 - l_606_);
                    uint _e2282 = l_mut_166_;
                    bool l_906_ = (_e2282 < l_602_);
                    uint l_907_ = uint(l_906_);
                    uint l_908_ = (l_905_ - l_907_);
                    l_mut_712_ = l_904_;
                    l_mut_707_ = l_908_;
                }
                uint _e2286 = l_mut_290_;
                l_mut_706_ = _e2286;
                uint _e2287 = l_mut_284_;
                l_mut_703_ = _e2287;
                uint _e2288 = l_mut_707_;
                uint _e2289 = l_mut_284_;
                bool l_909_ = (_e2288 < _e2289);
                uint _e2291 = l_mut_707_;
                uint _e2292 = l_mut_284_;
                bool l_910_ = (_e2291 == _e2292);
                uint _e2294 = l_mut_712_;
                uint _e2295 = l_mut_290_;
                bool l_911_ = (_e2294 < _e2295);
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
                    uint _e2306 = l_mut_712_;
                    l_mut_706_ = _e2306;
                    uint _e2307 = l_mut_707_;
                    l_mut_703_ = _e2307;
                }
                l_mut_914_ = false;
                uint _e2309 = l_mut_706_;
                l_mut_712_ = _e2309;
                uint _e2310 = l_mut_703_;
                l_mut_707_ = _e2310;
                if (false) {
                    uint _e2313 = l_mut_703_;
                    uint l_917_ = (_e2313 >> 3u);
                    l_mut_712_ = l_917_;
                    l_mut_707_ = 0u;
                } else {
                    if (true) {
                        uint _e2317 = l_mut_706_;
                        l_mut_702_ = _e2317;
                        if (true) {
                            uint _e2319 = l_mut_706_;
                            uint l_920_ = (_e2319 >> 3u);
                            uint _e2322 = l_mut_703_;
                            uint l_921_ = (_e2322 << 29u);
                            uint l_922_ = (l_920_ | l_921_);
                            l_mut_702_ = l_922_;
                        }
                        uint _e2326 = l_mut_703_;
                        uint l_923_ = (_e2326 >> 3u);
                        uint _e2329 = l_mut_702_;
                        l_mut_712_ = _e2329;
                        l_mut_707_ = l_923_;
                    }
                }
                uint _e2330 = l_mut_707_;
                uint _e2331 = l_mut_228_;
                bool l_924_ = (_e2330 < _e2331);
                uint _e2333 = l_mut_707_;
                uint _e2334 = l_mut_228_;
                bool l_925_ = (_e2333 == _e2334);
                uint _e2336 = l_mut_712_;
                uint _e2337 = l_mut_234_;
                bool l_926_ = (_e2336 < _e2337);
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
                uint _e2350 = l_mut_234_;
                uint _e2351 = l_mut_228_;
                uint l_930_ = (_e2350 | _e2351);
                bool l_931_ = (l_930_ == 0u);
                bool l_932_ = !(l_931_);
                bool _e2356 = l_mut_914_;
                if (_e2356) {
                    local_45 = l_932_;
                } else {
                    local_45 = false;
                }
                bool l_933_ = local_45;
                uint _e2361 = l_mut_228_;
                uint _e2362 = l_mut_703_;
                bool l_934_ = (_e2361 < _e2362);
                uint _e2364 = l_mut_228_;
                uint _e2365 = l_mut_703_;
                bool l_935_ = (_e2364 == _e2365);
                uint _e2367 = l_mut_234_;
                uint _e2368 = l_mut_706_;
                bool l_936_ = (_e2367 < _e2368);
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
                uint _e2383 = l_mut_109_;
                uint _e2384 = l_mut_103_;
                uint l_940_ = (_e2383 + _e2384);
                bool l_941_ = (l_940_ < l_77_);
                if (l_939_) {
                    local_49 = l_941_;
                } else {
                    local_49 = false;
                }
                bool l_942_ = local_49;
                if (l_942_) {
                    uint _e2391 = l_mut_109_;
                    uint l_943_ = (l_77_ - _e2391);
                    uint _e2393 = l_mut_103_;
                    uint l_944_ = (l_943_ - _e2393);
                    uint _e2395 = l_mut_109_;
                    uint l_945_ = naga_div(l_944_, _e2395);
                    uint _e2397 = l_mut_706_;
                    uint l_946_ = (_e2397 - 1u);
                    uint _e2400 = l_mut_703_;
                    uint l_947_ = (_e2400 - 0u);
                    uint _e2403 = l_mut_706_;
                    bool l_948_ = (_e2403 < 1u);
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
                            uint _e2496 = l_mut_951_;
                            l_mut_951_ = (_e2496 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2411 = l_mut_951_;
                        if ((_e2411 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2415 = l_mut_951_;
                            uint l_952_ = (19u - _e2415);
                            uint _e2417 = l_mut_707_;
                            l_mut_702_ = _e2417;
                            uint _e2418 = l_mut_706_;
                            l_mut_701_ = _e2418;
                            bool l_953_ = (l_952_ >= 32u);
                            if (l_953_) {
                                uint l_954_ = (l_952_ & 31u);
                                uint _e2423 = l_mut_706_;
                                uint l_955_ = (_e2423 >> l_954_);
                                l_mut_702_ = l_955_;
                                l_mut_701_ = 0u;
                            } else {
                                bool l_956_ = (l_952_ > 0u);
                                if (l_956_) {
                                    uint _e2428 = l_mut_707_;
                                    l_mut_690_ = _e2428;
                                    bool l_957_ = (l_952_ > 0u);
                                    if (l_957_) {
                                        uint _e2431 = l_mut_707_;
                                        uint l_958_ = (_e2431 >> l_952_);
                                        uint l_959_ = (32u - l_952_);
                                        uint _e2435 = l_mut_706_;
                                        uint l_960_ = (_e2435 << l_959_);
                                        uint l_961_ = (l_958_ | l_960_);
                                        l_mut_690_ = l_961_;
                                    }
                                    uint _e2438 = l_mut_706_;
                                    uint l_962_ = (_e2438 >> l_952_);
                                    uint _e2440 = l_mut_690_;
                                    l_mut_702_ = _e2440;
                                    l_mut_701_ = l_962_;
                                }
                            }
                            uint _e2441 = l_mut_701_;
                            uint _e2442 = l_mut_228_;
                            bool l_963_ = (_e2441 < _e2442);
                            uint _e2444 = l_mut_701_;
                            uint _e2445 = l_mut_228_;
                            bool l_964_ = (_e2444 == _e2445);
                            uint _e2447 = l_mut_702_;
                            uint _e2448 = l_mut_234_;
                            bool l_965_ = (_e2447 < _e2448);
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
                                uint _e2460 = l_mut_234_;
                                l_mut_702_ = _e2460;
                                uint _e2461 = l_mut_228_;
                                l_mut_701_ = _e2461;
                                bool l_969_ = (l_952_ >= 32u);
                                if (l_969_) {
                                    uint l_970_ = (l_952_ & 31u);
                                    uint _e2466 = l_mut_234_;
                                    uint l_971_ = (_e2466 << l_970_);
                                    l_mut_702_ = 0u;
                                    l_mut_701_ = l_971_;
                                } else {
                                    bool l_972_ = (l_952_ > 0u);
                                    if (l_972_) {
                                        uint _e2471 = l_mut_234_;
                                        uint l_973_ = (_e2471 << l_952_);
                                        uint _e2473 = l_mut_228_;
                                        uint l_974_ = (_e2473 << l_952_);
                                        uint l_975_ = (32u - l_952_);
                                        uint _e2477 = l_mut_234_;
                                        uint l_976_ = (_e2477 >> l_975_);
                                        uint l_977_ = (l_974_ | l_976_);
                                        l_mut_702_ = l_973_;
                                        l_mut_701_ = l_977_;
                                    }
                                }
                                uint _e2480 = l_mut_707_;
                                uint _e2481 = l_mut_702_;
                                uint l_978_ = (_e2480 - _e2481);
                                uint _e2483 = l_mut_706_;
                                uint _e2484 = l_mut_701_;
                                uint l_979_ = (_e2483 - _e2484);
                                uint _e2486 = l_mut_707_;
                                uint _e2487 = l_mut_702_;
                                bool l_980_ = (_e2486 < _e2487);
                                uint l_981_ = uint(l_980_);
                                uint l_982_ = (l_979_ - l_981_);
                                l_mut_707_ = l_978_;
                                l_mut_706_ = l_982_;
                                uint l_983_ = (1u << l_952_);
                                uint _e2493 = l_mut_703_;
                                l_mut_703_ = (_e2493 | l_983_);
                            }
                        }
                    }
                    uint _e2498 = l_mut_703_;
                    uint l_984_ = min(_e2498, l_945_);
                    l_mut_703_ = l_984_;
                    uint _e2500 = l_mut_706_;
                    uint _e2501 = l_mut_228_;
                    bool l_985_ = (_e2500 < _e2501);
                    uint _e2503 = l_mut_706_;
                    uint _e2504 = l_mut_228_;
                    bool l_986_ = (_e2503 == _e2504);
                    uint _e2506 = l_mut_707_;
                    uint _e2507 = l_mut_234_;
                    bool l_987_ = (_e2506 < _e2507);
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
                    uint _e2519 = l_mut_703_;
                    l_mut_712_ = _e2519;
                }
                uint _e2520 = l_mut_712_;
                bool l_991_ = (_e2520 == 0u);
                l_mut_914_ = l_991_;
                uint _e2523 = l_mut_712_;
                bool l_992_ = (_e2523 > 0u);
                if (l_992_) {
                    uint _e2526 = l_mut_234_;
                    uint _e2527 = l_mut_712_;
                    uint l_993_ = (_e2526 * _e2527);
                    uint _e2529 = l_mut_234_;
                    uint64_t l_1437_ = uint64_t(_e2529);
                    uint _e2531 = l_mut_712_;
                    uint64_t l_1438_ = uint64_t(_e2531);
                    uint64_t l_1439_ = (l_1437_ * l_1438_);
                    uint64_t l_1440_ = (l_1439_ >> uint(32uL));
                    uint l_994_ = uint(l_1440_);
                    uint _e2540 = l_mut_228_;
                    uint _e2541 = l_mut_712_;
                    uint l_995_ = (_e2540 * _e2541);
                    uint l_996_ = (l_994_ + l_995_);
                    bool _e2544 = l_mut_890_;
                    if (_e2544) {
                        uint _e2545 = l_mut_166_;
                        uint l_997_ = (_e2545 - l_993_);
                        uint _e2547 = l_mut_160_;
                        uint l_998_ = (_e2547 - l_996_);
                        uint _e2549 = l_mut_166_;
                        bool l_999_ = (_e2549 < l_993_);
                        uint l_1000_ = uint(l_999_);
                        uint l_1001_ = (l_998_ - l_1000_);
                        l_mut_166_ = l_997_;
                        l_mut_160_ = l_1001_;
                    }
                    uint _e2553 = l_mut_290_;
                    uint l_1002_ = (_e2553 - l_993_);
                    uint _e2555 = l_mut_284_;
                    uint l_1003_ = (_e2555 - l_996_);
                    uint _e2557 = l_mut_290_;
                    bool l_1004_ = (_e2557 < l_993_);
                    uint l_1005_ = uint(l_1004_);
                    uint l_1006_ = (l_1003_ - l_1005_);
                    l_mut_290_ = l_1002_;
                    l_mut_284_ = l_1006_;
                    uint _e2561 = l_mut_712_;
                    uint _e2562 = l_mut_109_;
                    uint l_1007_ = (_e2561 * _e2562);
                    uint _e2564 = l_mut_103_;
                    l_mut_103_ = (_e2564 + l_1007_);
                } else {
                    bool _e2566 = l_mut_890_;
                    if (_e2566) {
                        uint _e2567 = l_mut_166_;
                        uint _e2568 = l_mut_234_;
                        uint l_1008_ = (_e2567 - _e2568);
                        uint _e2570 = l_mut_160_;
                        uint _e2571 = l_mut_228_;
                        uint l_1009_ = (_e2570 - _e2571);
                        uint _e2573 = l_mut_166_;
                        uint _e2574 = l_mut_234_;
                        bool l_1010_ = (_e2573 < _e2574);
                        uint l_1011_ = uint(l_1010_);
                        uint l_1012_ = (l_1009_ - l_1011_);
                        l_mut_166_ = l_1008_;
                        l_mut_160_ = l_1012_;
                        uint _e2578 = l_mut_160_;
                        bool l_1013_ = (_e2578 < l_606_);
                        uint _e2580 = l_mut_160_;
                        bool l_1014_ = (_e2580 == l_606_);
                        uint _e2582 = l_mut_166_;
                        bool l_1015_ = (_e2582 < l_602_);
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
                            l_mut_619_ = false;
                            l_mut_914_ = false;
                        }
                    }
                }
                bool _e2595 = l_mut_914_;
                if (_e2595) {
                    uint _e2596 = l_mut_109_;
                    uint l_1018_ = (l_77_ - _e2596);
                    uint _e2598 = l_mut_103_;
                    uint l_1019_ = naga_div(l_1018_, _e2598);
                    l_mut_712_ = 0u;
                    l_mut_1020_ = false;
                    uint _e2602 = l_mut_234_;
                    l_mut_707_ = _e2602;
                    uint _e2603 = l_mut_228_;
                    l_mut_706_ = _e2603;
                    if (false) {
                        uint _e2606 = l_mut_228_;
                        uint l_1023_ = (_e2606 >> 3u);
                        l_mut_707_ = l_1023_;
                        l_mut_706_ = 0u;
                    } else {
                        if (true) {
                            uint _e2610 = l_mut_234_;
                            l_mut_703_ = _e2610;
                            if (true) {
                                uint _e2612 = l_mut_234_;
                                uint l_1026_ = (_e2612 >> 3u);
                                uint _e2615 = l_mut_228_;
                                uint l_1027_ = (_e2615 << 29u);
                                uint l_1028_ = (l_1026_ | l_1027_);
                                l_mut_703_ = l_1028_;
                            }
                            uint _e2619 = l_mut_228_;
                            uint l_1029_ = (_e2619 >> 3u);
                            uint _e2622 = l_mut_703_;
                            l_mut_707_ = _e2622;
                            l_mut_706_ = l_1029_;
                        }
                    }
                    uint _e2623 = l_mut_706_;
                    uint _e2624 = l_mut_284_;
                    bool l_1030_ = (_e2623 < _e2624);
                    uint _e2626 = l_mut_706_;
                    uint _e2627 = l_mut_284_;
                    bool l_1031_ = (_e2626 == _e2627);
                    uint _e2629 = l_mut_707_;
                    uint _e2630 = l_mut_290_;
                    bool l_1032_ = (_e2629 < _e2630);
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
                    l_mut_1020_ = l_1035_;
                    uint _e2642 = l_mut_290_;
                    uint _e2643 = l_mut_284_;
                    uint l_1036_ = (_e2642 | _e2643);
                    bool l_1037_ = (l_1036_ == 0u);
                    if (l_1037_) {
                        l_mut_712_ = l_1019_;
                    } else {
                        bool _e2647 = l_mut_1020_;
                        if (_e2647) {
                            uint _e2648 = l_mut_284_;
                            uint _e2649 = l_mut_228_;
                            bool l_1038_ = (_e2648 < _e2649);
                            uint _e2651 = l_mut_284_;
                            uint _e2652 = l_mut_228_;
                            bool l_1039_ = (_e2651 == _e2652);
                            uint _e2654 = l_mut_290_;
                            uint _e2655 = l_mut_234_;
                            bool l_1040_ = (_e2654 < _e2655);
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
                                uint _e2666 = l_mut_234_;
                                uint l_1043_ = (_e2666 - 1u);
                                uint _e2669 = l_mut_228_;
                                uint l_1044_ = (_e2669 - 0u);
                                uint _e2672 = l_mut_234_;
                                bool l_1045_ = (_e2672 < 1u);
                                uint l_1046_ = uint(l_1045_);
                                uint l_1047_ = (l_1044_ - l_1046_);
                                l_mut_707_ = l_1043_;
                                l_mut_706_ = l_1047_;
                                l_mut_703_ = 0u;
                                l_mut_1048_ = 0u;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2765 = l_mut_1048_;
                                        l_mut_1048_ = (_e2765 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2680 = l_mut_1048_;
                                    if ((_e2680 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2684 = l_mut_1048_;
                                        uint l_1049_ = (19u - _e2684);
                                        uint _e2686 = l_mut_707_;
                                        l_mut_702_ = _e2686;
                                        uint _e2687 = l_mut_706_;
                                        l_mut_701_ = _e2687;
                                        bool l_1050_ = (l_1049_ >= 32u);
                                        if (l_1050_) {
                                            uint l_1051_ = (l_1049_ & 31u);
                                            uint _e2692 = l_mut_706_;
                                            uint l_1052_ = (_e2692 >> l_1051_);
                                            l_mut_702_ = l_1052_;
                                            l_mut_701_ = 0u;
                                        } else {
                                            bool l_1053_ = (l_1049_ > 0u);
                                            if (l_1053_) {
                                                uint _e2697 = l_mut_707_;
                                                l_mut_690_ = _e2697;
                                                bool l_1054_ = (l_1049_ > 0u);
                                                if (l_1054_) {
                                                    uint _e2700 = l_mut_707_;
                                                    uint l_1055_ = (_e2700 >> l_1049_);
                                                    uint l_1056_ = (32u - l_1049_);
                                                    uint _e2704 = l_mut_706_;
                                                    uint l_1057_ = (_e2704 << l_1056_);
                                                    uint l_1058_ = (l_1055_ | l_1057_);
                                                    l_mut_690_ = l_1058_;
                                                }
                                                uint _e2707 = l_mut_706_;
                                                uint l_1059_ = (_e2707 >> l_1049_);
                                                uint _e2709 = l_mut_690_;
                                                l_mut_702_ = _e2709;
                                                l_mut_701_ = l_1059_;
                                            }
                                        }
                                        uint _e2710 = l_mut_701_;
                                        uint _e2711 = l_mut_284_;
                                        bool l_1060_ = (_e2710 < _e2711);
                                        uint _e2713 = l_mut_701_;
                                        uint _e2714 = l_mut_284_;
                                        bool l_1061_ = (_e2713 == _e2714);
                                        uint _e2716 = l_mut_702_;
                                        uint _e2717 = l_mut_290_;
                                        bool l_1062_ = (_e2716 < _e2717);
                                        if (l_1061_) {
                                            local_60 = l_1062_;
                                        } else {
                                            local_60 = false;
                                        }
                                        bool l_1063_ = local_60;
                                        if (!(l_1060_)) {
                                            local_61 = l_1063_;
                                        } else {
                                            local_61 = true;
                                        }
                                        bool l_1064_ = local_61;
                                        bool l_1065_ = !(l_1064_);
                                        if (l_1065_) {
                                            uint _e2729 = l_mut_290_;
                                            l_mut_702_ = _e2729;
                                            uint _e2730 = l_mut_284_;
                                            l_mut_701_ = _e2730;
                                            bool l_1066_ = (l_1049_ >= 32u);
                                            if (l_1066_) {
                                                uint l_1067_ = (l_1049_ & 31u);
                                                uint _e2735 = l_mut_290_;
                                                uint l_1068_ = (_e2735 << l_1067_);
                                                l_mut_702_ = 0u;
                                                l_mut_701_ = l_1068_;
                                            } else {
                                                bool l_1069_ = (l_1049_ > 0u);
                                                if (l_1069_) {
                                                    uint _e2740 = l_mut_290_;
                                                    uint l_1070_ = (_e2740 << l_1049_);
                                                    uint _e2742 = l_mut_284_;
                                                    uint l_1071_ = (_e2742 << l_1049_);
                                                    uint l_1072_ = (32u - l_1049_);
                                                    uint _e2746 = l_mut_290_;
                                                    uint l_1073_ = (_e2746 >> l_1072_);
                                                    uint l_1074_ = (l_1071_ | l_1073_);
                                                    l_mut_702_ = l_1070_;
                                                    l_mut_701_ = l_1074_;
                                                }
                                            }
                                            uint _e2749 = l_mut_707_;
                                            uint _e2750 = l_mut_702_;
                                            uint l_1075_ = (_e2749 - _e2750);
                                            uint _e2752 = l_mut_706_;
                                            uint _e2753 = l_mut_701_;
                                            uint l_1076_ = (_e2752 - _e2753);
                                            uint _e2755 = l_mut_707_;
                                            uint _e2756 = l_mut_702_;
                                            bool l_1077_ = (_e2755 < _e2756);
                                            uint l_1078_ = uint(l_1077_);
                                            uint l_1079_ = (l_1076_ - l_1078_);
                                            l_mut_707_ = l_1075_;
                                            l_mut_706_ = l_1079_;
                                            uint l_1080_ = (1u << l_1049_);
                                            uint _e2762 = l_mut_703_;
                                            l_mut_703_ = (_e2762 | l_1080_);
                                        }
                                    }
                                }
                                uint _e2767 = l_mut_703_;
                                uint l_1081_ = min(_e2767, l_1019_);
                                l_mut_703_ = l_1081_;
                                uint _e2769 = l_mut_706_;
                                uint _e2770 = l_mut_284_;
                                bool l_1082_ = (_e2769 < _e2770);
                                uint _e2772 = l_mut_706_;
                                uint _e2773 = l_mut_284_;
                                bool l_1083_ = (_e2772 == _e2773);
                                uint _e2775 = l_mut_707_;
                                uint _e2776 = l_mut_290_;
                                bool l_1084_ = (_e2775 < _e2776);
                                if (l_1083_) {
                                    local_62 = l_1084_;
                                } else {
                                    local_62 = false;
                                }
                                bool l_1085_ = local_62;
                                if (!(l_1082_)) {
                                    local_63 = l_1085_;
                                } else {
                                    local_63 = true;
                                }
                                bool l_1086_ = local_63;
                                bool l_1087_ = !(l_1086_);
                                if (l_1087_) {
                                    l_mut_703_ = l_1019_;
                                }
                                uint _e2788 = l_mut_703_;
                                l_mut_712_ = _e2788;
                            }
                        } else {
                            uint _e2789 = l_mut_234_;
                            l_mut_707_ = _e2789;
                            uint _e2790 = l_mut_228_;
                            l_mut_706_ = _e2790;
                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                uint _e2791 = l_mut_284_;
                                uint _e2792 = l_mut_706_;
                                bool l_1088_ = (_e2791 < _e2792);
                                uint _e2794 = l_mut_284_;
                                uint _e2795 = l_mut_706_;
                                bool l_1089_ = (_e2794 == _e2795);
                                uint _e2797 = l_mut_290_;
                                uint _e2798 = l_mut_707_;
                                bool l_1090_ = (_e2797 < _e2798);
                                if (l_1089_) {
                                    local_64 = l_1090_;
                                } else {
                                    local_64 = false;
                                }
                                bool l_1091_ = local_64;
                                if (!(l_1088_)) {
                                    local_65 = l_1091_;
                                } else {
                                    local_65 = true;
                                }
                                bool l_1092_ = local_65;
                                uint _e2809 = l_mut_712_;
                                uint _e2810 = l_mut_103_;
                                uint l_1093_ = (_e2809 * _e2810);
                                uint _e2812 = l_mut_109_;
                                uint l_1094_ = (_e2812 + l_1093_);
                                uint _e2814 = l_mut_103_;
                                uint l_1095_ = (l_1094_ + _e2814);
                                bool l_1096_ = (l_1095_ < l_77_);
                                if (l_1092_) {
                                    local_66 = l_1096_;
                                } else {
                                    local_66 = false;
                                }
                                bool l_1097_ = local_66;
                                bool l_1098_ = !(l_1097_);
                                if (l_1098_) {
                                    break;
                                }
                                uint _e2822 = l_mut_707_;
                                uint _e2823 = l_mut_290_;
                                uint l_1099_ = (_e2822 - _e2823);
                                uint _e2825 = l_mut_706_;
                                uint _e2826 = l_mut_284_;
                                uint l_1100_ = (_e2825 - _e2826);
                                uint _e2828 = l_mut_707_;
                                uint _e2829 = l_mut_290_;
                                bool l_1101_ = (_e2828 < _e2829);
                                uint l_1102_ = uint(l_1101_);
                                uint l_1103_ = (l_1100_ - l_1102_);
                                l_mut_707_ = l_1099_;
                                l_mut_706_ = l_1103_;
                                uint _e2833 = l_mut_712_;
                                l_mut_712_ = (_e2833 + 1u);
                            }
                        }
                    }
                    uint _e2836 = l_mut_712_;
                    uint _e2837 = l_mut_103_;
                    uint l_1104_ = (_e2836 * _e2837);
                    uint _e2839 = l_mut_109_;
                    uint l_1105_ = (_e2839 + l_1104_);
                    uint _e2841 = l_mut_103_;
                    uint l_1106_ = (l_1105_ + _e2841);
                    bool l_1107_ = (l_1106_ >= l_77_);
                    uint _e2844 = l_mut_290_;
                    l_mut_707_ = _e2844;
                    uint _e2845 = l_mut_284_;
                    l_mut_706_ = _e2845;
                    uint _e2846 = l_mut_234_;
                    l_mut_703_ = _e2846;
                    uint _e2847 = l_mut_228_;
                    l_mut_702_ = _e2847;
                    uint _e2848 = l_mut_109_;
                    l_mut_701_ = _e2848;
                    uint _e2849 = l_mut_103_;
                    l_mut_690_ = _e2849;
                    bool l_1108_ = !(l_1107_);
                    if (l_1108_) {
                        uint _e2851 = l_mut_290_;
                        uint _e2852 = l_mut_712_;
                        uint l_1109_ = (_e2851 * _e2852);
                        uint _e2854 = l_mut_290_;
                        uint64_t l_1442_ = uint64_t(_e2854);
                        uint _e2856 = l_mut_712_;
                        uint64_t l_1443_ = uint64_t(_e2856);
                        uint64_t l_1444_ = (l_1442_ * l_1443_);
                        uint64_t l_1445_ = (l_1444_ >> uint(32uL));
                        uint l_1110_ = uint(l_1445_);
                        uint _e2865 = l_mut_284_;
                        uint _e2866 = l_mut_712_;
                        uint l_1111_ = (_e2865 * _e2866);
                        uint l_1112_ = (l_1110_ + l_1111_);
                        uint _e2869 = l_mut_234_;
                        uint l_1113_ = (_e2869 - l_1109_);
                        uint _e2871 = l_mut_228_;
                        uint l_1114_ = (_e2871 - l_1112_);
                        uint _e2873 = l_mut_234_;
                        bool l_1115_ = (_e2873 < l_1109_);
                        uint l_1116_ = uint(l_1115_);
                        uint l_1117_ = (l_1114_ - l_1116_);
                        l_mut_703_ = l_1113_;
                        l_mut_702_ = l_1117_;
                        uint _e2877 = l_mut_712_;
                        uint _e2878 = l_mut_103_;
                        uint l_1118_ = (_e2877 * _e2878);
                        uint _e2880 = l_mut_109_;
                        uint l_1119_ = (_e2880 + l_1118_);
                        l_mut_701_ = l_1119_;
                        uint _e2882 = l_mut_290_;
                        uint _e2883 = l_mut_703_;
                        uint l_1120_ = (_e2882 - _e2883);
                        uint _e2885 = l_mut_284_;
                        uint _e2886 = l_mut_702_;
                        uint l_1121_ = (_e2885 - _e2886);
                        uint _e2888 = l_mut_290_;
                        uint _e2889 = l_mut_703_;
                        bool l_1122_ = (_e2888 < _e2889);
                        uint l_1123_ = uint(l_1122_);
                        uint l_1124_ = (l_1121_ - l_1123_);
                        l_mut_707_ = l_1120_;
                        l_mut_706_ = l_1124_;
                        uint _e2893 = l_mut_103_;
                        uint _e2894 = l_mut_701_;
                        uint l_1125_ = (_e2893 + _e2894);
                        l_mut_690_ = l_1125_;
                    }
                    uint _e2896 = l_mut_707_;
                    l_mut_290_ = _e2896;
                    uint _e2897 = l_mut_706_;
                    l_mut_284_ = _e2897;
                    uint _e2898 = l_mut_703_;
                    l_mut_234_ = _e2898;
                    uint _e2899 = l_mut_702_;
                    l_mut_228_ = _e2899;
                    uint _e2900 = l_mut_701_;
                    l_mut_109_ = _e2900;
                    uint _e2901 = l_mut_690_;
                    l_mut_103_ = _e2901;
                    l_mut_612_ = l_1107_;
                    bool l_1126_ = !(l_1107_);
                    l_mut_619_ = l_1126_;
                }
            }
            bool _e2903 = l_mut_612_;
            bool l_1127_ = !(_e2903);
            if (l_1127_) {
                uint l_1128_ = (l_37_ * 8u);
                uint l_1129_ = (l_1128_ + l_38_);
                uint l_1447_ = asuint(info.Load(24+0));
                uint l_1448_ = (l_1447_ * 1u);
                uint l_1449_ = (l_1448_ - 1u);
                uint l_1450_ = min(1u, l_1449_);
                uint _e2921; buffer_6_global.InterlockedAdd(l_1450_*4, 1u, _e2921);
                uint l_1132_ = asuint(info.Load(48+0));
                bool l_1133_ = (_e2921 < l_1132_);
                if (l_1133_) {
                    uint l_1452_ = asuint(info.Load(20+0));
                    uint l_1453_ = (l_1452_ * 1u);
                    bool l_1454_ = (_e2921 < l_1453_);
                    if (l_1454_) {
                        buffer_5_global.Store(_e2921*4, asuint(l_1129_));
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
