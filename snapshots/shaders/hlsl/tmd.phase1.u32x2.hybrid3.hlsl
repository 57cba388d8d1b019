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

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase1_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_102_ = (uint)0;
    uint l_mut_145_ = (uint)0;
    uint l_mut_151_ = (uint)0;
    uint l_mut_213_ = (uint)0;
    uint l_mut_219_ = (uint)0;
    uint l_mut_269_ = (uint)0;
    uint l_mut_275_ = (uint)0;
    bool l_mut_350_ = (bool)0;
    bool l_mut_357_ = (bool)0;
    uint l_mut_382_ = (uint)0;
    uint l_mut_388_ = (uint)0;
    uint l_mut_394_ = (uint)0;
    uint l_mut_40_ = (uint)0;
    uint l_mut_421_ = (uint)0;
    uint l_mut_428_ = (uint)0;
    uint l_mut_439_ = (uint)0;
    uint l_mut_440_ = (uint)0;
    uint l_mut_441_ = (uint)0;
    uint l_mut_444_ = (uint)0;
    uint l_mut_445_ = (uint)0;
    uint l_mut_450_ = (uint)0;
    bool l_mut_628_ = (bool)0;
    bool l_mut_645_ = (bool)0;
    uint l_mut_75_ = (uint)0;
    uint l_mut_766_ = (uint)0;
    uint l_mut_771_ = (uint)0;
    uint l_mut_90_ = (uint)0;
    uint l_mut_96_ = (uint)0;
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
    bool local_13 = (bool)0;
    uint l_mut_442_ = 0u;
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
    bool local_29 = (bool)0;
    uint l_mut_553_ = 0u;
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
    bool local_50 = (bool)0;
    uint l_mut_682_ = (uint)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    uint l_mut_764_ = (uint)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    uint l_mut_896_ = (uint)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    uint l_mut_993_ = (uint)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1161_ = asuint(info.Load(20+0));
        uint l_1162_ = (l_1161_ * 1u);
        uint l_1163_ = (l_1162_ - 1u);
        uint l_1164_ = min(3u, l_1163_);
        uint _e68; buffer_5_global.InterlockedAdd(l_1164_*4, 1u, _e68);
    }
    uint l_1077_ = asuint(info.Load(12+0));
    uint l_1078_ = (l_1077_ * 1u);
    bool l_1079_ = (0u < l_1078_);
    uint l_1080_ = (l_1078_ - 1u);
    uint l_1081_ = min(0u, l_1080_);
    uint l_1082_ = asuint(buffer_3_global.Load(l_1081_*4));
    uint l_4_ = (l_1079_ ? l_1082_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1084_ = asuint(info.Load(12+0));
    uint l_1085_ = (l_1084_ * 1u);
    bool l_1086_ = (l_6_ < l_1085_);
    uint l_1087_ = (l_1085_ - 1u);
    uint l_1088_ = min(l_6_, l_1087_);
    uint l_1089_ = asuint(buffer_3_global.Load(l_1088_*4));
    uint l_7_ = (l_1086_ ? l_1089_ : 0u);
    uint l_1091_ = asuint(info.Load(12+0));
    uint l_1092_ = (l_1091_ * 1u);
    bool l_1093_ = (2u < l_1092_);
    uint l_1094_ = (l_1092_ - 1u);
    uint l_1095_ = min(2u, l_1094_);
    uint l_1096_ = asuint(buffer_3_global.Load(l_1095_*4));
    uint l_9_ = (l_1093_ ? l_1096_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1098_ = asuint(info.Load(12+0));
    uint l_1099_ = (l_1098_ * 1u);
    bool l_1100_ = (l_11_ < l_1099_);
    uint l_1101_ = (l_1099_ - 1u);
    uint l_1102_ = min(l_11_, l_1101_);
    uint l_1103_ = asuint(buffer_3_global.Load(l_1102_*4));
    uint l_12_ = (l_1100_ ? l_1103_ : 0u);
    uint l_1105_ = asuint(info.Load(12+0));
    uint l_1106_ = (l_1105_ * 1u);
    bool l_1107_ = (4u < l_1106_);
    uint l_1108_ = (l_1106_ - 1u);
    uint l_1109_ = min(4u, l_1108_);
    uint l_1110_ = asuint(buffer_3_global.Load(l_1109_*4));
    uint l_14_ = (l_1107_ ? l_1110_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1112_ = asuint(info.Load(12+0));
    uint l_1113_ = (l_1112_ * 1u);
    bool l_1114_ = (l_16_ < l_1113_);
    uint l_1115_ = (l_1113_ - 1u);
    uint l_1116_ = min(l_16_, l_1115_);
    uint l_1117_ = asuint(buffer_3_global.Load(l_1116_*4));
    uint l_17_ = (l_1114_ ? l_1117_ : 0u);
    uint l_1119_ = asuint(info.Load(12+0));
    uint l_1120_ = (l_1119_ * 1u);
    bool l_1121_ = (6u < l_1120_);
    uint l_1122_ = (l_1120_ - 1u);
    uint l_1123_ = min(6u, l_1122_);
    uint l_1124_ = asuint(buffer_3_global.Load(l_1123_*4));
    uint l_19_ = (l_1121_ ? l_1124_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1126_ = asuint(info.Load(12+0));
    uint l_1127_ = (l_1126_ * 1u);
    bool l_1128_ = (l_21_ < l_1127_);
    uint l_1129_ = (l_1127_ - 1u);
    uint l_1130_ = min(l_21_, l_1129_);
    uint l_1131_ = asuint(buffer_3_global.Load(l_1130_*4));
    uint l_22_ = (l_1128_ ? l_1131_ : 0u);
    uint l_1133_ = asuint(info.Load(12+0));
    uint l_1134_ = (l_1133_ * 1u);
    bool l_1135_ = (8u < l_1134_);
    uint l_1136_ = (l_1134_ - 1u);
    uint l_1137_ = min(8u, l_1136_);
    uint l_1138_ = asuint(buffer_3_global.Load(l_1137_*4));
    uint l_24_ = (l_1135_ ? l_1138_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1140_ = asuint(info.Load(12+0));
    uint l_1141_ = (l_1140_ * 1u);
    bool l_1142_ = (l_26_ < l_1141_);
    uint l_1143_ = (l_1141_ - 1u);
    uint l_1144_ = min(l_26_, l_1143_);
    uint l_1145_ = asuint(buffer_3_global.Load(l_1144_*4));
    uint l_27_ = (l_1142_ ? l_1145_ : 0u);
    uint l_1147_ = asuint(info.Load(12+0));
    uint l_1148_ = (l_1147_ * 1u);
    bool l_1149_ = (10u < l_1148_);
    uint l_1150_ = (l_1148_ - 1u);
    uint l_1151_ = min(10u, l_1150_);
    uint l_1152_ = asuint(buffer_3_global.Load(l_1151_*4));
    uint l_29_ = (l_1149_ ? l_1152_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1154_ = asuint(info.Load(12+0));
    uint l_1155_ = (l_1154_ * 1u);
    bool l_1156_ = (l_31_ < l_1155_);
    uint l_1157_ = (l_1155_ - 1u);
    uint l_1158_ = min(l_31_, l_1157_);
    uint l_1159_ = asuint(buffer_3_global.Load(l_1158_*4));
    uint l_32_ = (l_1156_ ? l_1159_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_1166_ = uint64_t(id);
    uint64_t l_1167_ = uint64_t(l_4_);
    uint64_t l_1168_ = (l_1166_ * l_1167_);
    uint64_t l_1169_ = (l_1168_ >> uint(32uL));
    uint l_37_ = uint(l_1169_);
    uint l_38_ = (0u * l_4_);
    uint l_39_ = (l_37_ + l_38_);
    l_mut_40_ = 0u;
    bool l_41_ = (l_39_ < l_32_);
    bool l_42_ = (l_39_ == l_32_);
    bool l_43_ = (l_36_ < l_29_);
    if (l_42_) {
        local = l_43_;
    } else {
        local = false;
    }
    bool l_44_ = local;
    if (!(l_41_)) {
        local_1 = l_44_;
    } else {
        local_1 = true;
    }
    bool l_45_ = local_1;
    if (l_45_) {
        uint l_46_ = (l_29_ - l_36_);
        uint l_47_ = (l_32_ - l_39_);
        bool l_48_ = (l_29_ < l_36_);
        uint l_49_ = uint(l_48_);
        uint l_50_ = (l_47_ - l_49_);
        l_mut_40_ = l_4_;
        bool l_51_ = (l_50_ < 0u);
        bool l_52_ = (l_50_ == 0u);
        bool l_53_ = (l_46_ < l_4_);
        if (l_52_) {
            local_2 = l_53_;
        } else {
            local_2 = false;
        }
        bool l_54_ = local_2;
        if (!(l_51_)) {
            local_3 = l_54_;
        } else {
            local_3 = true;
        }
        bool l_55_ = local_3;
        if (l_55_) {
            l_mut_40_ = l_46_;
        }
    }
    uint _e325 = l_mut_40_;
    bool l_56_ = (_e325 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_1171_ = asuint(info.Load(0+0));
        uint l_1172_ = (l_1171_ * 1u);
        bool l_1173_ = (l_58_ < l_1172_);
        uint l_1174_ = (l_1172_ - 1u);
        uint l_1175_ = min(l_58_, l_1174_);
        uint l_1176_ = asuint(buffer_0_global.Load(l_1175_*4));
        uint l_59_ = (l_1173_ ? l_1176_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1178_ = asuint(info.Load(0+0));
        uint l_1179_ = (l_1178_ * 1u);
        bool l_1180_ = (l_61_ < l_1179_);
        uint l_1181_ = (l_1179_ - 1u);
        uint l_1182_ = min(l_61_, l_1181_);
        uint l_1183_ = asuint(buffer_0_global.Load(l_1182_*4));
        uint l_62_ = (l_1180_ ? l_1183_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1185_ = asuint(info.Load(4+0));
        uint l_1186_ = (l_1185_ * 1u);
        bool l_1187_ = (l_63_ < l_1186_);
        uint l_1188_ = (l_1186_ - 1u);
        uint l_1189_ = min(l_63_, l_1188_);
        uint l_1190_ = asuint(buffer_1_global.Load(l_1189_*4));
        uint l_64_ = (l_1187_ ? l_1190_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1192_ = asuint(info.Load(4+0));
        uint l_1193_ = (l_1192_ * 1u);
        bool l_1194_ = (l_66_ < l_1193_);
        uint l_1195_ = (l_1193_ - 1u);
        uint l_1196_ = min(l_66_, l_1195_);
        uint l_1197_ = asuint(buffer_1_global.Load(l_1196_*4));
        uint l_67_ = (l_1194_ ? l_1197_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1199_ = asuint(info.Load(8+0));
        uint l_1200_ = (l_1199_ * 1u);
        bool l_1201_ = (l_68_ < l_1200_);
        uint l_1202_ = (l_1200_ - 1u);
        uint l_1203_ = min(l_68_, l_1202_);
        uint l_1204_ = asuint(buffer_2_global.Load(l_1203_*4));
        uint l_69_ = (l_1201_ ? l_1204_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1206_ = asuint(info.Load(8+0));
        uint l_1207_ = (l_1206_ * 1u);
        bool l_1208_ = (l_71_ < l_1207_);
        uint l_1209_ = (l_1207_ - 1u);
        uint l_1210_ = min(l_71_, l_1209_);
        uint l_1211_ = asuint(buffer_2_global.Load(l_1210_*4));
        uint l_72_ = (l_1208_ ? l_1211_ : 0u);
        uint l_73_ = (l_72_ >> 31u);
        bool l_74_ = (l_73_ == 1u);
        l_mut_40_ = l_69_;
        l_mut_75_ = l_72_;
        if (l_74_) {
            uint l_76_ = (0u - l_69_);
            uint l_77_ = (0u - l_72_);
            bool l_78_ = (0u < l_69_);
            uint l_79_ = uint(l_78_);
            uint l_80_ = (l_77_ - l_79_);
            l_mut_40_ = l_76_;
            l_mut_75_ = l_80_;
        }
        uint _e452 = l_mut_40_;
        uint l_81_ = (_e452 * l_4_);
        uint _e454 = l_mut_75_;
        uint l_82_ = (_e454 * l_4_);
        uint _e456 = l_mut_40_;
        uint64_t l_1213_ = uint64_t(_e456);
        uint64_t l_1214_ = uint64_t(l_4_);
        uint64_t l_1215_ = (l_1213_ * l_1214_);
        uint64_t l_1216_ = (l_1215_ >> uint(32uL));
        uint l_83_ = uint(l_1216_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e467 = l_mut_75_;
        uint64_t l_1218_ = uint64_t(_e467);
        uint64_t l_1219_ = uint64_t(l_4_);
        uint64_t l_1220_ = (l_1218_ * l_1219_);
        uint64_t l_1221_ = (l_1220_ >> uint(32uL));
        uint l_85_ = uint(l_1221_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = naga_mod(l_9_, 32u);
        l_mut_90_ = l_81_;
        bool l_91_ = (l_89_ > 0u);
        if (l_91_) {
            uint l_92_ = (l_81_ >> l_89_);
            uint l_93_ = (32u - l_89_);
            uint l_94_ = (l_84_ << l_93_);
            uint l_95_ = (l_92_ | l_94_);
            l_mut_90_ = l_95_;
        }
        l_mut_96_ = l_84_;
        bool l_97_ = (l_89_ > 0u);
        if (l_97_) {
            uint l_98_ = (l_84_ >> l_89_);
            uint l_99_ = (32u - l_89_);
            uint l_100_ = (l_88_ << l_99_);
            uint l_101_ = (l_98_ | l_100_);
            l_mut_96_ = l_101_;
        }
        uint _e496 = l_mut_90_;
        l_mut_102_ = _e496;
        uint _e497 = l_mut_96_;
        l_mut_90_ = _e497;
        bool l_103_ = (l_9_ >= 64u);
        if (l_103_) {
            l_mut_102_ = l_88_;
            l_mut_90_ = 0u;
        } else {
            bool l_104_ = (l_9_ >= 32u);
            if (l_104_) {
                l_mut_96_ = l_84_;
                bool l_105_ = (l_89_ > 0u);
                if (l_105_) {
                    uint l_106_ = (l_84_ >> l_89_);
                    uint l_107_ = (32u - l_89_);
                    uint l_108_ = (l_88_ << l_107_);
                    uint l_109_ = (l_106_ | l_108_);
                    l_mut_96_ = l_109_;
                }
                uint l_110_ = (l_88_ >> l_89_);
                uint _e511 = l_mut_96_;
                l_mut_102_ = _e511;
                l_mut_90_ = l_110_;
            }
        }
        uint _e512 = l_mut_102_;
        l_mut_96_ = _e512;
        uint _e513 = l_mut_90_;
        l_mut_102_ = _e513;
        if (l_74_) {
            uint _e515 = l_mut_96_;
            uint l_111_ = (0u - _e515);
            uint _e518 = l_mut_102_;
            uint l_112_ = (0u - _e518);
            uint _e521 = l_mut_96_;
            bool l_113_ = (0u < _e521);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e525 = l_mut_96_;
        uint l_116_ = (l_59_ + _e525);
        uint _e527 = l_mut_102_;
        uint l_117_ = (l_62_ + _e527);
        bool l_118_ = (l_116_ < l_59_);
        uint l_119_ = uint(l_118_);
        uint l_120_ = (l_117_ + l_119_);
        uint l_121_ = (l_9_ + 3u);
        l_mut_102_ = 0u;
        l_mut_96_ = 0u;
        bool l_122_ = (l_4_ < 65536u);
        if (l_122_) {
            uint l_123_ = (l_4_ * l_4_);
            uint l_124_ = (l_72_ >> 31u);
            bool l_125_ = (l_124_ == 1u);
            l_mut_90_ = l_69_;
            l_mut_75_ = l_72_;
            if (l_125_) {
                uint l_126_ = (0u - l_69_);
                uint l_127_ = (0u - l_72_);
                bool l_128_ = (0u < l_69_);
                uint l_129_ = uint(l_128_);
                uint l_130_ = (l_127_ - l_129_);
                l_mut_90_ = l_126_;
                l_mut_75_ = l_130_;
            }
            uint _e551 = l_mut_90_;
            uint l_131_ = (_e551 * l_123_);
            uint _e553 = l_mut_75_;
            uint l_132_ = (_e553 * l_123_);
            uint _e555 = l_mut_90_;
            uint64_t l_1223_ = uint64_t(_e555);
            uint64_t l_1224_ = uint64_t(l_123_);
            uint64_t l_1225_ = (l_1223_ * l_1224_);
            uint64_t l_1226_ = (l_1225_ >> uint(32uL));
            uint l_133_ = uint(l_1226_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e566 = l_mut_75_;
            uint64_t l_1228_ = uint64_t(_e566);
            uint64_t l_1229_ = uint64_t(l_123_);
            uint64_t l_1230_ = (l_1228_ * l_1229_);
            uint64_t l_1231_ = (l_1230_ >> uint(32uL));
            uint l_135_ = uint(l_1231_);
            bool l_136_ = (l_134_ < l_132_);
            uint l_137_ = uint(l_136_);
            uint l_138_ = (l_135_ + l_137_);
            uint l_139_ = naga_mod(l_121_, 32u);
            l_mut_40_ = l_131_;
            bool l_140_ = (l_139_ > 0u);
            if (l_140_) {
                uint l_141_ = (l_131_ >> l_139_);
                uint l_142_ = (32u - l_139_);
                uint l_143_ = (l_134_ << l_142_);
                uint l_144_ = (l_141_ | l_143_);
                l_mut_40_ = l_144_;
            }
            l_mut_145_ = l_134_;
            bool l_146_ = (l_139_ > 0u);
            if (l_146_) {
                uint l_147_ = (l_134_ >> l_139_);
                uint l_148_ = (32u - l_139_);
                uint l_149_ = (l_138_ << l_148_);
                uint l_150_ = (l_147_ | l_149_);
                l_mut_145_ = l_150_;
            }
            uint _e595 = l_mut_40_;
            l_mut_151_ = _e595;
            uint _e596 = l_mut_145_;
            l_mut_40_ = _e596;
            bool l_152_ = (l_121_ >= 64u);
            if (l_152_) {
                l_mut_151_ = l_138_;
                l_mut_40_ = 0u;
            } else {
                bool l_153_ = (l_121_ >= 32u);
                if (l_153_) {
                    l_mut_145_ = l_134_;
                    bool l_154_ = (l_139_ > 0u);
                    if (l_154_) {
                        uint l_155_ = (l_134_ >> l_139_);
                        uint l_156_ = (32u - l_139_);
                        uint l_157_ = (l_138_ << l_156_);
                        uint l_158_ = (l_155_ | l_157_);
                        l_mut_145_ = l_158_;
                    }
                    uint l_159_ = (l_138_ >> l_139_);
                    uint _e610 = l_mut_145_;
                    l_mut_151_ = _e610;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e611 = l_mut_151_;
            l_mut_145_ = _e611;
            uint _e612 = l_mut_40_;
            l_mut_151_ = _e612;
            if (l_125_) {
                uint _e614 = l_mut_145_;
                uint l_160_ = (0u - _e614);
                uint _e617 = l_mut_151_;
                uint l_161_ = (0u - _e617);
                uint _e620 = l_mut_145_;
                bool l_162_ = (0u < _e620);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e624 = l_mut_145_;
            l_mut_102_ = _e624;
            uint _e625 = l_mut_151_;
            l_mut_96_ = _e625;
        } else {
            uint l_165_ = (l_72_ >> 31u);
            bool l_166_ = (l_165_ == 1u);
            l_mut_151_ = l_69_;
            l_mut_145_ = l_72_;
            if (l_166_) {
                uint l_167_ = (0u - l_69_);
                uint l_168_ = (0u - l_72_);
                bool l_169_ = (0u < l_69_);
                uint l_170_ = uint(l_169_);
                uint l_171_ = (l_168_ - l_170_);
                l_mut_151_ = l_167_;
                l_mut_145_ = l_171_;
            }
            uint _e638 = l_mut_151_;
            uint l_172_ = (_e638 * l_4_);
            uint _e640 = l_mut_145_;
            uint l_173_ = (_e640 * l_4_);
            uint _e642 = l_mut_151_;
            uint64_t l_1233_ = uint64_t(_e642);
            uint64_t l_1234_ = uint64_t(l_4_);
            uint64_t l_1235_ = (l_1233_ * l_1234_);
            uint64_t l_1236_ = (l_1235_ >> uint(32uL));
            uint l_174_ = uint(l_1236_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e653 = l_mut_145_;
            uint64_t l_1238_ = uint64_t(_e653);
            uint64_t l_1239_ = uint64_t(l_4_);
            uint64_t l_1240_ = (l_1238_ * l_1239_);
            uint64_t l_1241_ = (l_1240_ >> uint(32uL));
            uint l_176_ = uint(l_1241_);
            bool l_177_ = (l_175_ < l_173_);
            uint l_178_ = uint(l_177_);
            uint l_179_ = (l_176_ + l_178_);
            l_mut_90_ = l_172_;
            bool l_181_ = (0u > 0u);
            if (l_181_) {
                uint l_182_ = (l_172_ >> 0u);
                uint l_183_ = (32u - 0u);
                uint l_184_ = (l_175_ << l_183_);
                uint l_185_ = (l_182_ | l_184_);
                l_mut_90_ = l_185_;
            }
            l_mut_75_ = l_175_;
            bool l_186_ = (0u > 0u);
            if (l_186_) {
                uint l_187_ = (l_175_ >> 0u);
                uint l_188_ = (32u - 0u);
                uint l_189_ = (l_179_ << l_188_);
                uint l_190_ = (l_187_ | l_189_);
                l_mut_75_ = l_190_;
            }
            uint _e681 = l_mut_90_;
            l_mut_40_ = _e681;
            uint _e682 = l_mut_75_;
            l_mut_90_ = _e682;
            if (false) {
                l_mut_40_ = l_179_;
                l_mut_90_ = 0u;
            } else {
                if (false) {
                    l_mut_75_ = l_175_;
                    bool l_193_ = (0u > 0u);
                    if (l_193_) {
                        uint l_194_ = (l_175_ >> 0u);
                        uint l_195_ = (32u - 0u);
                        uint l_196_ = (l_179_ << l_195_);
                        uint l_197_ = (l_194_ | l_196_);
                        l_mut_75_ = l_197_;
                    }
                    uint l_198_ = (l_179_ >> 0u);
                    uint _e694 = l_mut_75_;
                    l_mut_40_ = _e694;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e695 = l_mut_151_;
            uint l_199_ = (_e695 * l_4_);
            uint _e697 = l_mut_145_;
            uint l_200_ = (_e697 * l_4_);
            uint _e699 = l_mut_151_;
            uint64_t l_1243_ = uint64_t(_e699);
            uint64_t l_1244_ = uint64_t(l_4_);
            uint64_t l_1245_ = (l_1243_ * l_1244_);
            uint64_t l_1246_ = (l_1245_ >> uint(32uL));
            uint l_201_ = uint(l_1246_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e710 = l_mut_145_;
            uint64_t l_1248_ = uint64_t(_e710);
            uint64_t l_1249_ = uint64_t(l_4_);
            uint64_t l_1250_ = (l_1248_ * l_1249_);
            uint64_t l_1251_ = (l_1250_ >> uint(32uL));
            uint l_203_ = uint(l_1251_);
            bool l_204_ = (l_202_ < l_200_);
            uint l_205_ = uint(l_204_);
            uint l_206_ = (l_203_ + l_205_);
            l_mut_75_ = l_199_;
            bool l_208_ = (0u > 0u);
            if (l_208_) {
                uint l_209_ = (l_199_ >> 0u);
                uint l_210_ = (32u - 0u);
                uint l_211_ = (l_202_ << l_210_);
                uint l_212_ = (l_209_ | l_211_);
                l_mut_75_ = l_212_;
            }
            l_mut_213_ = l_202_;
            bool l_214_ = (0u > 0u);
            if (l_214_) {
                uint l_215_ = (l_202_ >> 0u);
                uint l_216_ = (32u - 0u);
                uint l_217_ = (l_206_ << l_216_);
                uint l_218_ = (l_215_ | l_217_);
                l_mut_213_ = l_218_;
            }
            uint _e738 = l_mut_75_;
            l_mut_219_ = _e738;
            uint _e739 = l_mut_213_;
            l_mut_75_ = _e739;
            if (true) {
                l_mut_219_ = l_206_;
                l_mut_75_ = 0u;
            } else {
                if (true) {
                    l_mut_213_ = l_202_;
                    bool l_222_ = (0u > 0u);
                    if (l_222_) {
                        uint l_223_ = (l_202_ >> 0u);
                        uint l_224_ = (32u - 0u);
                        uint l_225_ = (l_206_ << l_224_);
                        uint l_226_ = (l_223_ | l_225_);
                        l_mut_213_ = l_226_;
                    }
                    uint l_227_ = (l_206_ >> 0u);
                    uint _e751 = l_mut_213_;
                    l_mut_219_ = _e751;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e752 = l_mut_40_;
            uint l_228_ = (_e752 * l_4_);
            uint _e754 = l_mut_90_;
            uint l_229_ = (_e754 * l_4_);
            uint _e756 = l_mut_40_;
            uint64_t l_1253_ = uint64_t(_e756);
            uint64_t l_1254_ = uint64_t(l_4_);
            uint64_t l_1255_ = (l_1253_ * l_1254_);
            uint64_t l_1256_ = (l_1255_ >> uint(32uL));
            uint l_230_ = uint(l_1256_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e767 = l_mut_90_;
            uint64_t l_1258_ = uint64_t(_e767);
            uint64_t l_1259_ = uint64_t(l_4_);
            uint64_t l_1260_ = (l_1258_ * l_1259_);
            uint64_t l_1261_ = (l_1260_ >> uint(32uL));
            uint l_232_ = uint(l_1261_);
            bool l_233_ = (l_231_ < l_229_);
            uint l_234_ = uint(l_233_);
            uint l_235_ = (l_232_ + l_234_);
            l_mut_213_ = l_228_;
            bool l_237_ = (0u > 0u);
            if (l_237_) {
                uint l_238_ = (l_228_ >> 0u);
                uint l_239_ = (32u - 0u);
                uint l_240_ = (l_231_ << l_239_);
                uint l_241_ = (l_238_ | l_240_);
                l_mut_213_ = l_241_;
            }
            l_mut_151_ = l_231_;
            bool l_242_ = (0u > 0u);
            if (l_242_) {
                uint l_243_ = (l_231_ >> 0u);
                uint l_244_ = (32u - 0u);
                uint l_245_ = (l_235_ << l_244_);
                uint l_246_ = (l_243_ | l_245_);
                l_mut_151_ = l_246_;
            }
            uint _e795 = l_mut_213_;
            l_mut_145_ = _e795;
            uint _e796 = l_mut_151_;
            l_mut_213_ = _e796;
            if (false) {
                l_mut_145_ = l_235_;
                l_mut_213_ = 0u;
            } else {
                if (false) {
                    l_mut_151_ = l_231_;
                    bool l_249_ = (0u > 0u);
                    if (l_249_) {
                        uint l_250_ = (l_231_ >> 0u);
                        uint l_251_ = (32u - 0u);
                        uint l_252_ = (l_235_ << l_251_);
                        uint l_253_ = (l_250_ | l_252_);
                        l_mut_151_ = l_253_;
                    }
                    uint l_254_ = (l_235_ >> 0u);
                    uint _e808 = l_mut_151_;
                    l_mut_145_ = _e808;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e809 = l_mut_40_;
            uint l_255_ = (_e809 * l_4_);
            uint _e811 = l_mut_90_;
            uint l_256_ = (_e811 * l_4_);
            uint _e813 = l_mut_40_;
            uint64_t l_1263_ = uint64_t(_e813);
            uint64_t l_1264_ = uint64_t(l_4_);
            uint64_t l_1265_ = (l_1263_ * l_1264_);
            uint64_t l_1266_ = (l_1265_ >> uint(32uL));
            uint l_257_ = uint(l_1266_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e824 = l_mut_90_;
            uint64_t l_1268_ = uint64_t(_e824);
            uint64_t l_1269_ = uint64_t(l_4_);
            uint64_t l_1270_ = (l_1268_ * l_1269_);
            uint64_t l_1271_ = (l_1270_ >> uint(32uL));
            uint l_259_ = uint(l_1271_);
            bool l_260_ = (l_258_ < l_256_);
            uint l_261_ = uint(l_260_);
            uint l_262_ = (l_259_ + l_261_);
            l_mut_151_ = l_255_;
            bool l_264_ = (0u > 0u);
            if (l_264_) {
                uint l_265_ = (l_255_ >> 0u);
                uint l_266_ = (32u - 0u);
                uint l_267_ = (l_258_ << l_266_);
                uint l_268_ = (l_265_ | l_267_);
                l_mut_151_ = l_268_;
            }
            l_mut_269_ = l_258_;
            bool l_270_ = (0u > 0u);
            if (l_270_) {
                uint l_271_ = (l_258_ >> 0u);
                uint l_272_ = (32u - 0u);
                uint l_273_ = (l_262_ << l_272_);
                uint l_274_ = (l_271_ | l_273_);
                l_mut_269_ = l_274_;
            }
            uint _e852 = l_mut_151_;
            l_mut_275_ = _e852;
            uint _e853 = l_mut_269_;
            l_mut_151_ = _e853;
            if (true) {
                l_mut_275_ = l_262_;
                l_mut_151_ = 0u;
            } else {
                if (true) {
                    l_mut_269_ = l_258_;
                    bool l_278_ = (0u > 0u);
                    if (l_278_) {
                        uint l_279_ = (l_258_ >> 0u);
                        uint l_280_ = (32u - 0u);
                        uint l_281_ = (l_262_ << l_280_);
                        uint l_282_ = (l_279_ | l_281_);
                        l_mut_269_ = l_282_;
                    }
                    uint l_283_ = (l_262_ >> 0u);
                    uint _e865 = l_mut_269_;
                    l_mut_275_ = _e865;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e866 = l_mut_219_;
            uint l_284_ = (_e866 * l_4_);
            uint _e868 = l_mut_219_;
            uint64_t l_1273_ = uint64_t(_e868);
            uint64_t l_1274_ = uint64_t(l_4_);
            uint64_t l_1275_ = (l_1273_ * l_1274_);
            uint64_t l_1276_ = (l_1275_ >> uint(32uL));
            uint l_285_ = uint(l_1276_);
            uint _e878 = l_mut_75_;
            uint l_286_ = (_e878 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e881 = l_mut_275_;
            uint l_288_ = (_e881 + l_284_);
            uint _e883 = l_mut_151_;
            uint l_289_ = (_e883 + l_287_);
            uint _e885 = l_mut_275_;
            bool l_290_ = (l_288_ < _e885);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e889 = l_mut_145_;
            l_mut_102_ = _e889;
            uint _e890 = l_mut_213_;
            l_mut_96_ = _e890;
            bool l_293_ = (l_121_ == 64u);
            if (l_293_) {
                l_mut_102_ = l_288_;
                l_mut_96_ = l_292_;
            } else {
                bool l_294_ = (l_121_ > 0u);
                if (l_294_) {
                    uint l_295_ = (64u - l_121_);
                    l_mut_275_ = l_288_;
                    l_mut_269_ = l_292_;
                    bool l_296_ = (l_295_ >= 32u);
                    if (l_296_) {
                        uint l_297_ = (l_295_ & 31u);
                        uint l_298_ = (l_288_ << l_297_);
                        l_mut_275_ = 0u;
                        l_mut_269_ = l_298_;
                    } else {
                        bool l_299_ = (l_295_ > 0u);
                        if (l_299_) {
                            uint l_300_ = (l_288_ << l_295_);
                            uint l_301_ = (l_292_ << l_295_);
                            uint l_302_ = (32u - l_295_);
                            uint l_303_ = (l_288_ >> l_302_);
                            uint l_304_ = (l_301_ | l_303_);
                            l_mut_275_ = l_300_;
                            l_mut_269_ = l_304_;
                        }
                    }
                    uint _e911 = l_mut_145_;
                    l_mut_219_ = _e911;
                    uint _e912 = l_mut_213_;
                    l_mut_151_ = _e912;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e917 = l_mut_213_;
                        uint l_307_ = (_e917 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e922 = l_mut_145_;
                            l_mut_90_ = _e922;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e925 = l_mut_145_;
                                uint l_310_ = (_e925 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e929 = l_mut_213_;
                                uint l_312_ = (_e929 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e932 = l_mut_213_;
                            uint l_314_ = (_e932 >> l_121_);
                            uint _e934 = l_mut_90_;
                            l_mut_219_ = _e934;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e935 = l_mut_275_;
                    uint _e936 = l_mut_219_;
                    uint l_315_ = (_e935 + _e936);
                    uint _e938 = l_mut_269_;
                    uint _e939 = l_mut_151_;
                    uint l_316_ = (_e938 + _e939);
                    uint _e941 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e941);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e946 = l_mut_102_;
                uint l_320_ = (0u - _e946);
                uint _e949 = l_mut_96_;
                uint l_321_ = (0u - _e949);
                uint _e952 = l_mut_102_;
                bool l_322_ = (0u < _e952);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e956 = l_mut_102_;
        uint l_325_ = (l_64_ - _e956);
        uint _e958 = l_mut_96_;
        uint l_326_ = (l_67_ - _e958);
        uint _e960 = l_mut_102_;
        bool l_327_ = (l_64_ < _e960);
        uint l_328_ = uint(l_327_);
        uint l_329_ = (l_326_ - l_328_);
        uint l_330_ = (l_325_ + l_14_);
        uint l_331_ = (l_329_ + l_17_);
        bool l_332_ = (l_330_ < l_325_);
        uint l_333_ = uint(l_332_);
        uint l_334_ = (l_331_ + l_333_);
        uint l_335_ = (0u - l_116_);
        uint l_336_ = (0u - l_120_);
        bool l_337_ = (0u < l_116_);
        uint l_338_ = uint(l_337_);
        uint l_339_ = (l_336_ - l_338_);
        uint l_340_ = (l_14_ + l_14_);
        uint l_341_ = (l_17_ + l_17_);
        bool l_342_ = (l_340_ < l_14_);
        uint l_343_ = uint(l_342_);
        uint l_344_ = (l_341_ + l_343_);
        l_mut_275_ = l_335_;
        l_mut_269_ = l_339_;
        uint l_345_ = (0u - l_335_);
        uint l_346_ = (0u - l_339_);
        bool l_347_ = (0u < l_335_);
        uint l_348_ = uint(l_347_);
        uint l_349_ = (l_346_ - l_348_);
        l_mut_219_ = l_345_;
        l_mut_213_ = l_349_;
        l_mut_151_ = l_330_;
        l_mut_145_ = l_334_;
        l_mut_102_ = 1u;
        l_mut_96_ = 1u;
        l_mut_350_ = false;
        uint _e993 = l_mut_145_;
        bool l_351_ = (_e993 < l_344_);
        uint _e995 = l_mut_145_;
        bool l_352_ = (_e995 == l_344_);
        uint _e997 = l_mut_151_;
        bool l_353_ = (_e997 < l_340_);
        if (l_352_) {
            local_5 = l_353_;
        } else {
            local_5 = false;
        }
        bool l_354_ = local_5;
        if (!(l_351_)) {
            local_6 = l_354_;
        } else {
            local_6 = true;
        }
        bool l_355_ = local_6;
        bool l_356_ = !(l_355_);
        l_mut_357_ = l_356_;
        uint l_358_ = (l_335_ | l_339_);
        bool l_359_ = (l_358_ == 0u);
        if (l_359_) {
            bool _e1012 = l_mut_357_;
            l_mut_350_ = _e1012;
            l_mut_357_ = false;
        }
        bool _e1014 = l_mut_357_;
        if (_e1014) {
            uint l_360_ = (l_339_ >> 31u);
            bool l_361_ = (l_360_ == 1u);
            l_mut_90_ = l_335_;
            l_mut_75_ = l_339_;
            if (l_361_) {
                uint l_362_ = (0u - l_335_);
                uint l_363_ = (0u - l_339_);
                bool l_364_ = (0u < l_335_);
                uint l_365_ = uint(l_364_);
                uint l_366_ = (l_363_ - l_365_);
                l_mut_90_ = l_362_;
                l_mut_75_ = l_366_;
            }
            uint l_367_ = (l_4_ - 1u);
            uint _e1029 = l_mut_90_;
            uint l_368_ = (_e1029 * l_367_);
            uint _e1031 = l_mut_90_;
            uint64_t l_1278_ = uint64_t(_e1031);
            uint64_t l_1279_ = uint64_t(l_367_);
            uint64_t l_1280_ = (l_1278_ * l_1279_);
            uint64_t l_1281_ = (l_1280_ >> uint(32uL));
            uint l_369_ = uint(l_1281_);
            uint _e1041 = l_mut_75_;
            uint l_370_ = (_e1041 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1047 = l_mut_90_;
            uint l_373_ = (_e1047 * l_372_);
            uint _e1049 = l_mut_75_;
            uint l_374_ = (_e1049 * l_372_);
            uint _e1051 = l_mut_90_;
            uint64_t l_1283_ = uint64_t(_e1051);
            uint64_t l_1284_ = uint64_t(l_372_);
            uint64_t l_1285_ = (l_1283_ * l_1284_);
            uint64_t l_1286_ = (l_1285_ >> uint(32uL));
            uint l_375_ = uint(l_1286_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1062 = l_mut_75_;
            uint64_t l_1288_ = uint64_t(_e1062);
            uint64_t l_1289_ = uint64_t(l_372_);
            uint64_t l_1290_ = (l_1288_ * l_1289_);
            uint64_t l_1291_ = (l_1290_ >> uint(32uL));
            uint l_377_ = uint(l_1291_);
            bool l_378_ = (l_376_ < l_374_);
            uint l_379_ = uint(l_378_);
            uint l_380_ = (l_377_ + l_379_);
            l_mut_382_ = l_373_;
            bool l_383_ = (0u > 0u);
            if (l_383_) {
                uint l_384_ = (l_373_ >> 0u);
                uint l_385_ = (32u - 0u);
                uint l_386_ = (l_376_ << l_385_);
                uint l_387_ = (l_384_ | l_386_);
                l_mut_382_ = l_387_;
            }
            l_mut_388_ = l_376_;
            bool l_389_ = (0u > 0u);
            if (l_389_) {
                uint l_390_ = (l_376_ >> 0u);
                uint l_391_ = (32u - 0u);
                uint l_392_ = (l_380_ << l_391_);
                uint l_393_ = (l_390_ | l_392_);
                l_mut_388_ = l_393_;
            }
            uint _e1090 = l_mut_382_;
            l_mut_394_ = _e1090;
            uint _e1091 = l_mut_388_;
            l_mut_382_ = _e1091;
            if (true) {
                l_mut_394_ = l_380_;
                l_mut_382_ = 0u;
            } else {
                if (true) {
                    l_mut_388_ = l_376_;
                    bool l_397_ = (0u > 0u);
                    if (l_397_) {
                        uint l_398_ = (l_376_ >> 0u);
                        uint l_399_ = (32u - 0u);
                        uint l_400_ = (l_380_ << l_399_);
                        uint l_401_ = (l_398_ | l_400_);
                        l_mut_388_ = l_401_;
                    }
                    uint l_402_ = (l_380_ >> 0u);
                    uint _e1103 = l_mut_388_;
                    l_mut_394_ = _e1103;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1104 = l_mut_394_;
            uint _e1105 = l_mut_382_;
            uint l_403_ = (_e1104 | _e1105);
            bool l_404_ = (l_403_ == 0u);
            if (l_404_) {
                l_mut_394_ = l_330_;
                l_mut_388_ = l_334_;
                if (l_361_) {
                    uint l_405_ = (0u - l_330_);
                    uint l_406_ = (0u - l_334_);
                    bool l_407_ = (0u < l_330_);
                    uint l_408_ = uint(l_407_);
                    uint l_409_ = (l_406_ - l_408_);
                    uint l_410_ = (l_330_ | l_334_);
                    bool l_411_ = (l_410_ == 0u);
                    bool l_412_ = !(l_411_);
                    bool l_413_ = (l_371_ < l_409_);
                    bool l_414_ = (l_371_ == l_409_);
                    bool l_415_ = (l_368_ < l_405_);
                    if (l_414_) {
                        local_7 = l_415_;
                    } else {
                        local_7 = false;
                    }
                    bool l_416_ = local_7;
                    if (!(l_413_)) {
                        local_8 = l_416_;
                    } else {
                        local_8 = true;
                    }
                    bool l_417_ = local_8;
                    bool l_418_ = !(l_417_);
                    if (l_412_) {
                        local_9 = l_418_;
                    } else {
                        local_9 = false;
                    }
                    bool l_419_ = local_9;
                    if (l_419_) {
                        uint l_420_ = (l_4_ - 1u);
                        l_mut_382_ = l_405_;
                        l_mut_421_ = l_409_;
                        uint _e1140 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1140);
                        uint _e1142 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1142);
                        uint _e1144 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1144);
                        if (l_423_) {
                            local_10 = l_424_;
                        } else {
                            local_10 = false;
                        }
                        bool l_425_ = local_10;
                        if (!(l_422_)) {
                            local_11 = l_425_;
                        } else {
                            local_11 = true;
                        }
                        bool l_426_ = local_11;
                        bool l_427_ = !(l_426_);
                        if (l_427_) {
                            l_mut_428_ = 0u;
                            uint _e1157 = l_mut_75_;
                            bool l_429_ = (_e1157 < l_409_);
                            uint _e1159 = l_mut_75_;
                            bool l_430_ = (_e1159 == l_409_);
                            uint _e1161 = l_mut_90_;
                            bool l_431_ = (_e1161 < l_405_);
                            if (l_430_) {
                                local_12 = l_431_;
                            } else {
                                local_12 = false;
                            }
                            bool l_432_ = local_12;
                            if (!(l_429_)) {
                                local_13 = l_432_;
                            } else {
                                local_13 = true;
                            }
                            bool l_433_ = local_13;
                            if (l_433_) {
                                uint l_434_ = (l_405_ - 1u);
                                uint l_435_ = (l_409_ - 0u);
                                bool l_436_ = (l_405_ < 1u);
                                uint l_437_ = uint(l_436_);
                                uint l_438_ = (l_435_ - l_437_);
                                l_mut_439_ = l_434_;
                                l_mut_440_ = l_438_;
                                l_mut_441_ = 0u;
                                uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound == uint2(0u, 0u))) { break; }
                                    loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1268 = l_mut_442_;
                                        l_mut_442_ = (_e1268 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1183 = l_mut_442_;
                                    if ((_e1183 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1187 = l_mut_442_;
                                        uint l_443_ = (19u - _e1187);
                                        uint _e1189 = l_mut_439_;
                                        l_mut_444_ = _e1189;
                                        uint _e1190 = l_mut_440_;
                                        l_mut_445_ = _e1190;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1195 = l_mut_440_;
                                            uint l_448_ = (_e1195 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1200 = l_mut_439_;
                                                l_mut_450_ = _e1200;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1203 = l_mut_439_;
                                                    uint l_452_ = (_e1203 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1207 = l_mut_440_;
                                                    uint l_454_ = (_e1207 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1210 = l_mut_440_;
                                                uint l_456_ = (_e1210 >> l_443_);
                                                uint _e1212 = l_mut_450_;
                                                l_mut_444_ = _e1212;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1213 = l_mut_445_;
                                        uint _e1214 = l_mut_75_;
                                        bool l_457_ = (_e1213 < _e1214);
                                        uint _e1216 = l_mut_445_;
                                        uint _e1217 = l_mut_75_;
                                        bool l_458_ = (_e1216 == _e1217);
                                        uint _e1219 = l_mut_444_;
                                        uint _e1220 = l_mut_90_;
                                        bool l_459_ = (_e1219 < _e1220);
                                        if (l_458_) {
                                            local_14 = l_459_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_460_ = local_14;
                                        if (!(l_457_)) {
                                            local_15 = l_460_;
                                        } else {
                                            local_15 = true;
                                        }
                                        bool l_461_ = local_15;
                                        bool l_462_ = !(l_461_);
                                        if (l_462_) {
                                            uint _e1232 = l_mut_90_;
                                            l_mut_450_ = _e1232;
                                            uint _e1233 = l_mut_75_;
                                            l_mut_445_ = _e1233;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1238 = l_mut_90_;
                                                uint l_465_ = (_e1238 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1243 = l_mut_90_;
                                                    uint l_467_ = (_e1243 << l_443_);
                                                    uint _e1245 = l_mut_75_;
                                                    uint l_468_ = (_e1245 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1249 = l_mut_90_;
                                                    uint l_470_ = (_e1249 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1252 = l_mut_439_;
                                            uint _e1253 = l_mut_450_;
                                            uint l_472_ = (_e1252 - _e1253);
                                            uint _e1255 = l_mut_440_;
                                            uint _e1256 = l_mut_445_;
                                            uint l_473_ = (_e1255 - _e1256);
                                            uint _e1258 = l_mut_439_;
                                            uint _e1259 = l_mut_450_;
                                            bool l_474_ = (_e1258 < _e1259);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1265 = l_mut_441_;
                                            l_mut_441_ = (_e1265 | l_477_);
                                        }
                                    }
                                }
                                uint _e1270 = l_mut_441_;
                                uint l_478_ = min(_e1270, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1272 = l_mut_440_;
                                uint _e1273 = l_mut_75_;
                                bool l_479_ = (_e1272 < _e1273);
                                uint _e1275 = l_mut_440_;
                                uint _e1276 = l_mut_75_;
                                bool l_480_ = (_e1275 == _e1276);
                                uint _e1278 = l_mut_439_;
                                uint _e1279 = l_mut_90_;
                                bool l_481_ = (_e1278 < _e1279);
                                if (l_480_) {
                                    local_16 = l_481_;
                                } else {
                                    local_16 = false;
                                }
                                bool l_482_ = local_16;
                                if (!(l_479_)) {
                                    local_17 = l_482_;
                                } else {
                                    local_17 = true;
                                }
                                bool l_483_ = local_17;
                                bool l_484_ = !(l_483_);
                                if (l_484_) {
                                    l_mut_450_ = l_420_;
                                }
                                uint _e1291 = l_mut_450_;
                                l_mut_428_ = _e1291;
                            }
                            uint _e1292 = l_mut_90_;
                            uint _e1293 = l_mut_428_;
                            uint l_485_ = (_e1292 * _e1293);
                            uint _e1295 = l_mut_90_;
                            uint64_t l_1293_ = uint64_t(_e1295);
                            uint _e1297 = l_mut_428_;
                            uint64_t l_1294_ = uint64_t(_e1297);
                            uint64_t l_1295_ = (l_1293_ * l_1294_);
                            uint64_t l_1296_ = (l_1295_ >> uint(32uL));
                            uint l_486_ = uint(l_1296_);
                            uint _e1306 = l_mut_75_;
                            uint _e1307 = l_mut_428_;
                            uint l_487_ = (_e1306 * _e1307);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1315 = l_mut_421_;
                            uint _e1316 = l_mut_75_;
                            bool l_494_ = (_e1315 < _e1316);
                            uint _e1318 = l_mut_421_;
                            uint _e1319 = l_mut_75_;
                            bool l_495_ = (_e1318 == _e1319);
                            uint _e1321 = l_mut_382_;
                            uint _e1322 = l_mut_90_;
                            bool l_496_ = (_e1321 < _e1322);
                            if (l_495_) {
                                local_18 = l_496_;
                            } else {
                                local_18 = false;
                            }
                            bool l_497_ = local_18;
                            if (!(l_494_)) {
                                local_19 = l_497_;
                            } else {
                                local_19 = true;
                            }
                            bool l_498_ = local_19;
                            bool l_499_ = !(l_498_);
                            if (l_499_) {
                                uint _e1334 = l_mut_382_;
                                uint _e1335 = l_mut_90_;
                                uint l_500_ = (_e1334 - _e1335);
                                uint _e1337 = l_mut_421_;
                                uint _e1338 = l_mut_75_;
                                uint l_501_ = (_e1337 - _e1338);
                                uint _e1340 = l_mut_382_;
                                uint _e1341 = l_mut_90_;
                                bool l_502_ = (_e1340 < _e1341);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1345 = l_mut_90_;
                        uint _e1346 = l_mut_382_;
                        uint l_505_ = (_e1345 - _e1346);
                        uint _e1348 = l_mut_75_;
                        uint _e1349 = l_mut_421_;
                        uint l_506_ = (_e1348 - _e1349);
                        uint _e1351 = l_mut_90_;
                        uint _e1352 = l_mut_382_;
                        bool l_507_ = (_e1351 < _e1352);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1356 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1356);
                        uint _e1358 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1358);
                        uint _e1360 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1360);
                        if (l_511_) {
                            local_20 = l_512_;
                        } else {
                            local_20 = false;
                        }
                        bool l_513_ = local_20;
                        if (!(l_510_)) {
                            local_21 = l_513_;
                        } else {
                            local_21 = true;
                        }
                        bool l_514_ = local_21;
                        bool l_515_ = !(l_514_);
                        if (l_515_) {
                            uint _e1372 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1372);
                            uint _e1374 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1374);
                            uint _e1376 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1376);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1380 = l_mut_445_;
                        uint _e1381 = l_mut_388_;
                        bool l_521_ = (_e1380 < _e1381);
                        uint _e1383 = l_mut_445_;
                        uint _e1384 = l_mut_388_;
                        bool l_522_ = (_e1383 == _e1384);
                        uint _e1386 = l_mut_450_;
                        uint _e1387 = l_mut_394_;
                        bool l_523_ = (_e1386 < _e1387);
                        if (l_522_) {
                            local_22 = l_523_;
                        } else {
                            local_22 = false;
                        }
                        bool l_524_ = local_22;
                        if (!(l_521_)) {
                            local_23 = l_524_;
                        } else {
                            local_23 = true;
                        }
                        bool l_525_ = local_23;
                        if (l_525_) {
                            uint _e1398 = l_mut_450_;
                            l_mut_394_ = _e1398;
                            uint _e1399 = l_mut_445_;
                            l_mut_388_ = _e1399;
                        }
                    }
                } else {
                    uint l_526_ = (l_330_ - l_368_);
                    uint l_527_ = (l_334_ - l_371_);
                    bool l_528_ = (l_330_ < l_368_);
                    uint l_529_ = uint(l_528_);
                    uint l_530_ = (l_527_ - l_529_);
                    l_mut_394_ = l_526_;
                    l_mut_388_ = l_530_;
                    bool l_531_ = (l_334_ < l_371_);
                    bool l_532_ = (l_334_ == l_371_);
                    bool l_533_ = (l_330_ < l_368_);
                    if (l_532_) {
                        local_24 = l_533_;
                    } else {
                        local_24 = false;
                    }
                    bool l_534_ = local_24;
                    if (!(l_531_)) {
                        local_25 = l_534_;
                    } else {
                        local_25 = true;
                    }
                    bool l_535_ = local_25;
                    if (l_535_) {
                        uint l_536_ = (l_4_ - 1u);
                        l_mut_450_ = l_330_;
                        l_mut_445_ = l_334_;
                        uint _e1419 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1419);
                        uint _e1421 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1421);
                        uint _e1423 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1423);
                        if (l_538_) {
                            local_26 = l_539_;
                        } else {
                            local_26 = false;
                        }
                        bool l_540_ = local_26;
                        if (!(l_537_)) {
                            local_27 = l_540_;
                        } else {
                            local_27 = true;
                        }
                        bool l_541_ = local_27;
                        bool l_542_ = !(l_541_);
                        if (l_542_) {
                            l_mut_444_ = 0u;
                            uint _e1436 = l_mut_75_;
                            bool l_543_ = (_e1436 < l_334_);
                            uint _e1438 = l_mut_75_;
                            bool l_544_ = (_e1438 == l_334_);
                            uint _e1440 = l_mut_90_;
                            bool l_545_ = (_e1440 < l_330_);
                            if (l_544_) {
                                local_28 = l_545_;
                            } else {
                                local_28 = false;
                            }
                            bool l_546_ = local_28;
                            if (!(l_543_)) {
                                local_29 = l_546_;
                            } else {
                                local_29 = true;
                            }
                            bool l_547_ = local_29;
                            if (l_547_) {
                                uint l_548_ = (l_330_ - 1u);
                                uint l_549_ = (l_334_ - 0u);
                                bool l_550_ = (l_330_ < 1u);
                                uint l_551_ = uint(l_550_);
                                uint l_552_ = (l_549_ - l_551_);
                                l_mut_441_ = l_548_;
                                l_mut_440_ = l_552_;
                                l_mut_439_ = 0u;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1547 = l_mut_553_;
                                        l_mut_553_ = (_e1547 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1462 = l_mut_553_;
                                    if ((_e1462 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1466 = l_mut_553_;
                                        uint l_554_ = (19u - _e1466);
                                        uint _e1468 = l_mut_441_;
                                        l_mut_428_ = _e1468;
                                        uint _e1469 = l_mut_440_;
                                        l_mut_421_ = _e1469;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1474 = l_mut_440_;
                                            uint l_557_ = (_e1474 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1479 = l_mut_441_;
                                                l_mut_382_ = _e1479;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1482 = l_mut_441_;
                                                    uint l_560_ = (_e1482 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1486 = l_mut_440_;
                                                    uint l_562_ = (_e1486 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1489 = l_mut_440_;
                                                uint l_564_ = (_e1489 >> l_554_);
                                                uint _e1491 = l_mut_382_;
                                                l_mut_428_ = _e1491;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1492 = l_mut_421_;
                                        uint _e1493 = l_mut_75_;
                                        bool l_565_ = (_e1492 < _e1493);
                                        uint _e1495 = l_mut_421_;
                                        uint _e1496 = l_mut_75_;
                                        bool l_566_ = (_e1495 == _e1496);
                                        uint _e1498 = l_mut_428_;
                                        uint _e1499 = l_mut_90_;
                                        bool l_567_ = (_e1498 < _e1499);
                                        if (l_566_) {
                                            local_30 = l_567_;
                                        } else {
                                            local_30 = false;
                                        }
                                        bool l_568_ = local_30;
                                        if (!(l_565_)) {
                                            local_31 = l_568_;
                                        } else {
                                            local_31 = true;
                                        }
                                        bool l_569_ = local_31;
                                        bool l_570_ = !(l_569_);
                                        if (l_570_) {
                                            uint _e1511 = l_mut_90_;
                                            l_mut_428_ = _e1511;
                                            uint _e1512 = l_mut_75_;
                                            l_mut_421_ = _e1512;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1517 = l_mut_90_;
                                                uint l_573_ = (_e1517 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1522 = l_mut_90_;
                                                    uint l_575_ = (_e1522 << l_554_);
                                                    uint _e1524 = l_mut_75_;
                                                    uint l_576_ = (_e1524 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1528 = l_mut_90_;
                                                    uint l_578_ = (_e1528 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1531 = l_mut_441_;
                                            uint _e1532 = l_mut_428_;
                                            uint l_580_ = (_e1531 - _e1532);
                                            uint _e1534 = l_mut_440_;
                                            uint _e1535 = l_mut_421_;
                                            uint l_581_ = (_e1534 - _e1535);
                                            uint _e1537 = l_mut_441_;
                                            uint _e1538 = l_mut_428_;
                                            bool l_582_ = (_e1537 < _e1538);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1544 = l_mut_439_;
                                            l_mut_439_ = (_e1544 | l_585_);
                                        }
                                    }
                                }
                                uint _e1549 = l_mut_439_;
                                uint l_586_ = min(_e1549, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1551 = l_mut_440_;
                                uint _e1552 = l_mut_75_;
                                bool l_587_ = (_e1551 < _e1552);
                                uint _e1554 = l_mut_440_;
                                uint _e1555 = l_mut_75_;
                                bool l_588_ = (_e1554 == _e1555);
                                uint _e1557 = l_mut_441_;
                                uint _e1558 = l_mut_90_;
                                bool l_589_ = (_e1557 < _e1558);
                                if (l_588_) {
                                    local_32 = l_589_;
                                } else {
                                    local_32 = false;
                                }
                                bool l_590_ = local_32;
                                if (!(l_587_)) {
                                    local_33 = l_590_;
                                } else {
                                    local_33 = true;
                                }
                                bool l_591_ = local_33;
                                bool l_592_ = !(l_591_);
                                if (l_592_) {
                                    l_mut_439_ = l_536_;
                                }
                                uint _e1570 = l_mut_439_;
                                l_mut_444_ = _e1570;
                            }
                            uint _e1571 = l_mut_90_;
                            uint _e1572 = l_mut_444_;
                            uint l_593_ = (_e1571 * _e1572);
                            uint _e1574 = l_mut_90_;
                            uint64_t l_1298_ = uint64_t(_e1574);
                            uint _e1576 = l_mut_444_;
                            uint64_t l_1299_ = uint64_t(_e1576);
                            uint64_t l_1300_ = (l_1298_ * l_1299_);
                            uint64_t l_1301_ = (l_1300_ >> uint(32uL));
                            uint l_594_ = uint(l_1301_);
                            uint _e1585 = l_mut_75_;
                            uint _e1586 = l_mut_444_;
                            uint l_595_ = (_e1585 * _e1586);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1594 = l_mut_445_;
                            uint _e1595 = l_mut_75_;
                            bool l_602_ = (_e1594 < _e1595);
                            uint _e1597 = l_mut_445_;
                            uint _e1598 = l_mut_75_;
                            bool l_603_ = (_e1597 == _e1598);
                            uint _e1600 = l_mut_450_;
                            uint _e1601 = l_mut_90_;
                            bool l_604_ = (_e1600 < _e1601);
                            if (l_603_) {
                                local_34 = l_604_;
                            } else {
                                local_34 = false;
                            }
                            bool l_605_ = local_34;
                            if (!(l_602_)) {
                                local_35 = l_605_;
                            } else {
                                local_35 = true;
                            }
                            bool l_606_ = local_35;
                            bool l_607_ = !(l_606_);
                            if (l_607_) {
                                uint _e1613 = l_mut_450_;
                                uint _e1614 = l_mut_90_;
                                uint l_608_ = (_e1613 - _e1614);
                                uint _e1616 = l_mut_445_;
                                uint _e1617 = l_mut_75_;
                                uint l_609_ = (_e1616 - _e1617);
                                uint _e1619 = l_mut_450_;
                                uint _e1620 = l_mut_90_;
                                bool l_610_ = (_e1619 < _e1620);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1624 = l_mut_445_;
                        uint _e1625 = l_mut_388_;
                        bool l_613_ = (_e1624 < _e1625);
                        uint _e1627 = l_mut_445_;
                        uint _e1628 = l_mut_388_;
                        bool l_614_ = (_e1627 == _e1628);
                        uint _e1630 = l_mut_450_;
                        uint _e1631 = l_mut_394_;
                        bool l_615_ = (_e1630 < _e1631);
                        if (l_614_) {
                            local_36 = l_615_;
                        } else {
                            local_36 = false;
                        }
                        bool l_616_ = local_36;
                        if (!(l_613_)) {
                            local_37 = l_616_;
                        } else {
                            local_37 = true;
                        }
                        bool l_617_ = local_37;
                        if (l_617_) {
                            uint _e1642 = l_mut_450_;
                            l_mut_394_ = _e1642;
                            uint _e1643 = l_mut_445_;
                            l_mut_388_ = _e1643;
                        }
                    }
                }
                uint _e1644 = l_mut_388_;
                bool l_618_ = (_e1644 < l_344_);
                uint _e1646 = l_mut_388_;
                bool l_619_ = (_e1646 == l_344_);
                uint _e1648 = l_mut_394_;
                bool l_620_ = (_e1648 < l_340_);
                if (l_619_) {
                    local_38 = l_620_;
                } else {
                    local_38 = false;
                }
                bool l_621_ = local_38;
                if (!(l_618_)) {
                    local_39 = l_621_;
                } else {
                    local_39 = true;
                }
                bool l_622_ = local_39;
                bool l_623_ = !(l_622_);
                uint l_624_ = uint(l_623_);
                uint l_625_ = (2u - l_624_);
                l_mut_40_ = l_625_;
            }
            uint _e1663 = l_mut_40_;
            bool l_626_ = (_e1663 > 0u);
            if (l_626_) {
                uint _e1666 = l_mut_40_;
                bool l_627_ = (_e1666 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1671 = l_mut_357_;
            bool l_629_ = !(_e1671);
            if (l_629_) {
                break;
            }
            uint _e1673 = l_mut_145_;
            uint _e1674 = l_mut_269_;
            bool l_630_ = (_e1673 < _e1674);
            uint _e1676 = l_mut_145_;
            uint _e1677 = l_mut_269_;
            bool l_631_ = (_e1676 == _e1677);
            uint _e1679 = l_mut_151_;
            uint _e1680 = l_mut_275_;
            bool l_632_ = (_e1679 < _e1680);
            if (l_631_) {
                local_40 = l_632_;
            } else {
                local_40 = false;
            }
            bool l_633_ = local_40;
            if (!(l_630_)) {
                local_41 = l_633_;
            } else {
                local_41 = true;
            }
            bool l_634_ = local_41;
            if (l_634_) {
                uint _e1691 = l_mut_275_;
                uint _e1692 = l_mut_151_;
                uint l_635_ = (_e1691 - _e1692);
                uint _e1694 = l_mut_269_;
                uint _e1695 = l_mut_145_;
                uint l_636_ = (_e1694 - _e1695);
                uint _e1697 = l_mut_275_;
                uint _e1698 = l_mut_151_;
                bool l_637_ = (_e1697 < _e1698);
                uint l_638_ = uint(l_637_);
                uint l_639_ = (l_636_ - l_638_);
                l_mut_450_ = l_635_;
                l_mut_445_ = l_639_;
                uint _e1702 = l_mut_275_;
                l_mut_444_ = _e1702;
                uint _e1703 = l_mut_269_;
                l_mut_441_ = _e1703;
                uint _e1704 = l_mut_445_;
                uint _e1705 = l_mut_269_;
                bool l_640_ = (_e1704 < _e1705);
                uint _e1707 = l_mut_445_;
                uint _e1708 = l_mut_269_;
                bool l_641_ = (_e1707 == _e1708);
                uint _e1710 = l_mut_450_;
                uint _e1711 = l_mut_275_;
                bool l_642_ = (_e1710 < _e1711);
                if (l_641_) {
                    local_42 = l_642_;
                } else {
                    local_42 = false;
                }
                bool l_643_ = local_42;
                if (!(l_640_)) {
                    local_43 = l_643_;
                } else {
                    local_43 = true;
                }
                bool l_644_ = local_43;
                if (l_644_) {
                    uint _e1722 = l_mut_450_;
                    l_mut_444_ = _e1722;
                    uint _e1723 = l_mut_445_;
                    l_mut_441_ = _e1723;
                }
                l_mut_645_ = false;
                uint _e1725 = l_mut_444_;
                l_mut_450_ = _e1725;
                uint _e1726 = l_mut_441_;
                l_mut_445_ = _e1726;
                if (false) {
                    uint _e1729 = l_mut_441_;
                    uint l_648_ = (_e1729 >> 3u);
                    l_mut_450_ = l_648_;
                    l_mut_445_ = 0u;
                } else {
                    if (true) {
                        uint _e1733 = l_mut_444_;
                        l_mut_440_ = _e1733;
                        if (true) {
                            uint _e1735 = l_mut_444_;
                            uint l_651_ = (_e1735 >> 3u);
                            uint _e1738 = l_mut_441_;
                            uint l_652_ = (_e1738 << 29u);
                            uint l_653_ = (l_651_ | l_652_);
                            l_mut_440_ = l_653_;
                        }
                        uint _e1742 = l_mut_441_;
                        uint l_654_ = (_e1742 >> 3u);
                        uint _e1745 = l_mut_440_;
                        l_mut_450_ = _e1745;
                        l_mut_445_ = l_654_;
                    }
                }
                uint _e1746 = l_mut_445_;
                uint _e1747 = l_mut_213_;
                bool l_655_ = (_e1746 < _e1747);
                uint _e1749 = l_mut_445_;
                uint _e1750 = l_mut_213_;
                bool l_656_ = (_e1749 == _e1750);
                uint _e1752 = l_mut_450_;
                uint _e1753 = l_mut_219_;
                bool l_657_ = (_e1752 < _e1753);
                if (l_656_) {
                    local_44 = l_657_;
                } else {
                    local_44 = false;
                }
                bool l_658_ = local_44;
                if (!(l_655_)) {
                    local_45 = l_658_;
                } else {
                    local_45 = true;
                }
                bool l_659_ = local_45;
                bool l_660_ = !(l_659_);
                l_mut_645_ = l_660_;
                l_mut_450_ = 0u;
                uint _e1766 = l_mut_219_;
                uint _e1767 = l_mut_213_;
                uint l_661_ = (_e1766 | _e1767);
                bool l_662_ = (l_661_ == 0u);
                bool l_663_ = !(l_662_);
                bool _e1772 = l_mut_645_;
                if (_e1772) {
                    local_46 = l_663_;
                } else {
                    local_46 = false;
                }
                bool l_664_ = local_46;
                uint _e1777 = l_mut_213_;
                uint _e1778 = l_mut_441_;
                bool l_665_ = (_e1777 < _e1778);
                uint _e1780 = l_mut_213_;
                uint _e1781 = l_mut_441_;
                bool l_666_ = (_e1780 == _e1781);
                uint _e1783 = l_mut_219_;
                uint _e1784 = l_mut_444_;
                bool l_667_ = (_e1783 < _e1784);
                if (l_666_) {
                    local_47 = l_667_;
                } else {
                    local_47 = false;
                }
                bool l_668_ = local_47;
                if (!(l_665_)) {
                    local_48 = l_668_;
                } else {
                    local_48 = true;
                }
                bool l_669_ = local_48;
                if (l_664_) {
                    local_49 = l_669_;
                } else {
                    local_49 = false;
                }
                bool l_670_ = local_49;
                uint _e1799 = l_mut_102_;
                uint _e1800 = l_mut_96_;
                uint l_671_ = (_e1799 + _e1800);
                bool l_672_ = (l_671_ < l_4_);
                if (l_670_) {
                    local_50 = l_672_;
                } else {
                    local_50 = false;
                }
                bool l_673_ = local_50;
                if (l_673_) {
                    uint _e1807 = l_mut_102_;
                    uint l_674_ = (l_4_ - _e1807);
                    uint _e1809 = l_mut_96_;
                    uint l_675_ = (l_674_ - _e1809);
                    uint _e1811 = l_mut_102_;
                    uint l_676_ = naga_div(l_675_, _e1811);
                    uint _e1813 = l_mut_444_;
                    uint l_677_ = (_e1813 - 1u);
                    uint _e1816 = l_mut_441_;
                    uint l_678_ = (_e1816 - 0u);
                    uint _e1819 = l_mut_444_;
                    bool l_679_ = (_e1819 < 1u);
                    uint l_680_ = uint(l_679_);
                    uint l_681_ = (l_678_ - l_680_);
                    l_mut_445_ = l_677_;
                    l_mut_444_ = l_681_;
                    l_mut_441_ = 0u;
                    l_mut_682_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1912 = l_mut_682_;
                            l_mut_682_ = (_e1912 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1827 = l_mut_682_;
                        if ((_e1827 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1831 = l_mut_682_;
                            uint l_683_ = (19u - _e1831);
                            uint _e1833 = l_mut_445_;
                            l_mut_440_ = _e1833;
                            uint _e1834 = l_mut_444_;
                            l_mut_439_ = _e1834;
                            bool l_684_ = (l_683_ >= 32u);
                            if (l_684_) {
                                uint l_685_ = (l_683_ & 31u);
                                uint _e1839 = l_mut_444_;
                                uint l_686_ = (_e1839 >> l_685_);
                                l_mut_440_ = l_686_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_687_ = (l_683_ > 0u);
                                if (l_687_) {
                                    uint _e1844 = l_mut_445_;
                                    l_mut_428_ = _e1844;
                                    bool l_688_ = (l_683_ > 0u);
                                    if (l_688_) {
                                        uint _e1847 = l_mut_445_;
                                        uint l_689_ = (_e1847 >> l_683_);
                                        uint l_690_ = (32u - l_683_);
                                        uint _e1851 = l_mut_444_;
                                        uint l_691_ = (_e1851 << l_690_);
                                        uint l_692_ = (l_689_ | l_691_);
                                        l_mut_428_ = l_692_;
                                    }
                                    uint _e1854 = l_mut_444_;
                                    uint l_693_ = (_e1854 >> l_683_);
                                    uint _e1856 = l_mut_428_;
                                    l_mut_440_ = _e1856;
                                    l_mut_439_ = l_693_;
                                }
                            }
                            uint _e1857 = l_mut_439_;
                            uint _e1858 = l_mut_213_;
                            bool l_694_ = (_e1857 < _e1858);
                            uint _e1860 = l_mut_439_;
                            uint _e1861 = l_mut_213_;
                            bool l_695_ = (_e1860 == _e1861);
                            uint _e1863 = l_mut_440_;
                            uint _e1864 = l_mut_219_;
                            bool l_696_ = (_e1863 < _e1864);
                            if (l_695_) {
                                local_51 = l_696_;
                            } else {
                                local_51 = false;
                            }
                            bool l_697_ = local_51;
                            if (!(l_694_)) {
                                local_52 = l_697_;
                            } else {
                                local_52 = true;
                            }
                            bool l_698_ = local_52;
                            bool l_699_ = !(l_698_);
                            if (l_699_) {
                                uint _e1876 = l_mut_219_;
                                l_mut_440_ = _e1876;
                                uint _e1877 = l_mut_213_;
                                l_mut_439_ = _e1877;
                                bool l_700_ = (l_683_ >= 32u);
                                if (l_700_) {
                                    uint l_701_ = (l_683_ & 31u);
                                    uint _e1882 = l_mut_219_;
                                    uint l_702_ = (_e1882 << l_701_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_702_;
                                } else {
                                    bool l_703_ = (l_683_ > 0u);
                                    if (l_703_) {
                                        uint _e1887 = l_mut_219_;
                                        uint l_704_ = (_e1887 << l_683_);
                                        uint _e1889 = l_mut_213_;
                                        uint l_705_ = (_e1889 << l_683_);
                                        uint l_706_ = (32u - l_683_);
                                        uint _e1893 = l_mut_219_;
                                        uint l_707_ = (_e1893 >> l_706_);
                                        uint l_708_ = (l_705_ | l_707_);
                                        l_mut_440_ = l_704_;
                                        l_mut_439_ = l_708_;
                                    }
                                }
                                uint _e1896 = l_mut_445_;
                                uint _e1897 = l_mut_440_;
                                uint l_709_ = (_e1896 - _e1897);
                                uint _e1899 = l_mut_444_;
                                uint _e1900 = l_mut_439_;
                                uint l_710_ = (_e1899 - _e1900);
                                uint _e1902 = l_mut_445_;
                                uint _e1903 = l_mut_440_;
                                bool l_711_ = (_e1902 < _e1903);
                                uint l_712_ = uint(l_711_);
                                uint l_713_ = (l_710_ - l_712_);
                                l_mut_445_ = l_709_;
                                l_mut_444_ = l_713_;
                                uint l_714_ = (1u << l_683_);
                                uint _e1909 = l_mut_441_;
                                l_mut_441_ = (_e1909 | l_714_);
                            }
                        }
                    }
                    uint _e1914 = l_mut_441_;
                    uint l_715_ = min(_e1914, l_676_);
                    l_mut_441_ = l_715_;
                    uint _e1916 = l_mut_444_;
                    uint _e1917 = l_mut_213_;
                    bool l_716_ = (_e1916 < _e1917);
                    uint _e1919 = l_mut_444_;
                    uint _e1920 = l_mut_213_;
                    bool l_717_ = (_e1919 == _e1920);
                    uint _e1922 = l_mut_445_;
                    uint _e1923 = l_mut_219_;
                    bool l_718_ = (_e1922 < _e1923);
                    if (l_717_) {
                        local_53 = l_718_;
                    } else {
                        local_53 = false;
                    }
                    bool l_719_ = local_53;
                    if (!(l_716_)) {
                        local_54 = l_719_;
                    } else {
                        local_54 = true;
                    }
                    bool l_720_ = local_54;
                    bool l_721_ = !(l_720_);
                    if (l_721_) {
                        l_mut_441_ = l_676_;
                    }
                    uint _e1935 = l_mut_441_;
                    l_mut_450_ = _e1935;
                }
                uint _e1936 = l_mut_275_;
                l_mut_445_ = _e1936;
                uint _e1937 = l_mut_269_;
                l_mut_444_ = _e1937;
                uint _e1938 = l_mut_219_;
                l_mut_441_ = _e1938;
                uint _e1939 = l_mut_213_;
                l_mut_440_ = _e1939;
                uint _e1940 = l_mut_102_;
                l_mut_439_ = _e1940;
                uint _e1941 = l_mut_96_;
                l_mut_428_ = _e1941;
                uint _e1942 = l_mut_151_;
                l_mut_421_ = _e1942;
                uint _e1943 = l_mut_145_;
                l_mut_394_ = _e1943;
                l_mut_388_ = 0u;
                uint _e1945 = l_mut_450_;
                bool l_722_ = (_e1945 > 0u);
                if (l_722_) {
                    uint _e1948 = l_mut_219_;
                    uint _e1949 = l_mut_450_;
                    uint l_723_ = (_e1948 * _e1949);
                    uint _e1951 = l_mut_219_;
                    uint64_t l_1303_ = uint64_t(_e1951);
                    uint _e1953 = l_mut_450_;
                    uint64_t l_1304_ = uint64_t(_e1953);
                    uint64_t l_1305_ = (l_1303_ * l_1304_);
                    uint64_t l_1306_ = (l_1305_ >> uint(32uL));
                    uint l_724_ = uint(l_1306_);
                    uint _e1962 = l_mut_213_;
                    uint _e1963 = l_mut_450_;
                    uint l_725_ = (_e1962 * _e1963);
                    uint l_726_ = (l_724_ + l_725_);
                    uint _e1966 = l_mut_275_;
                    uint l_727_ = (_e1966 - l_723_);
                    uint _e1968 = l_mut_269_;
                    uint l_728_ = (_e1968 - l_726_);
                    uint _e1970 = l_mut_275_;
                    bool l_729_ = (_e1970 < l_723_);
                    uint l_730_ = uint(l_729_);
                    uint l_731_ = (l_728_ - l_730_);
                    l_mut_445_ = l_727_;
                    l_mut_444_ = l_731_;
                    uint _e1974 = l_mut_450_;
                    uint _e1975 = l_mut_102_;
                    uint l_732_ = (_e1974 * _e1975);
                    uint _e1977 = l_mut_96_;
                    uint l_733_ = (_e1977 + l_732_);
                    l_mut_428_ = l_733_;
                } else {
                    uint _e1979 = l_mut_388_;
                    bool l_734_ = (_e1979 == 0u);
                    if (l_734_) {
                        uint _e1982 = l_mut_102_;
                        uint l_735_ = (l_4_ - _e1982);
                        uint _e1984 = l_mut_96_;
                        uint l_736_ = naga_div(l_735_, _e1984);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e1988 = l_mut_219_;
                        l_mut_382_ = _e1988;
                        uint _e1989 = l_mut_213_;
                        l_mut_90_ = _e1989;
                        if (false) {
                            uint _e1992 = l_mut_213_;
                            uint l_739_ = (_e1992 >> 3u);
                            l_mut_382_ = l_739_;
                            l_mut_90_ = 0u;
                        } else {
                            if (true) {
                                uint _e1996 = l_mut_219_;
                                l_mut_75_ = _e1996;
                                if (true) {
                                    uint _e1998 = l_mut_219_;
                                    uint l_742_ = (_e1998 >> 3u);
                                    uint _e2001 = l_mut_213_;
                                    uint l_743_ = (_e2001 << 29u);
                                    uint l_744_ = (l_742_ | l_743_);
                                    l_mut_75_ = l_744_;
                                }
                                uint _e2005 = l_mut_213_;
                                uint l_745_ = (_e2005 >> 3u);
                                uint _e2008 = l_mut_75_;
                                l_mut_382_ = _e2008;
                                l_mut_90_ = l_745_;
                            }
                        }
                        uint _e2009 = l_mut_90_;
                        uint _e2010 = l_mut_269_;
                        bool l_746_ = (_e2009 < _e2010);
                        uint _e2012 = l_mut_90_;
                        uint _e2013 = l_mut_269_;
                        bool l_747_ = (_e2012 == _e2013);
                        uint _e2015 = l_mut_382_;
                        uint _e2016 = l_mut_275_;
                        bool l_748_ = (_e2015 < _e2016);
                        if (l_747_) {
                            local_55 = l_748_;
                        } else {
                            local_55 = false;
                        }
                        bool l_749_ = local_55;
                        if (!(l_746_)) {
                            local_56 = l_749_;
                        } else {
                            local_56 = true;
                        }
                        bool l_750_ = local_56;
                        bool l_751_ = !(l_750_);
                        l_mut_645_ = l_751_;
                        uint _e2028 = l_mut_275_;
                        uint _e2029 = l_mut_269_;
                        uint l_752_ = (_e2028 | _e2029);
                        bool l_753_ = (l_752_ == 0u);
                        if (l_753_) {
                            l_mut_450_ = l_736_;
                        } else {
                            bool _e2033 = l_mut_645_;
                            if (_e2033) {
                                uint _e2034 = l_mut_269_;
                                uint _e2035 = l_mut_213_;
                                bool l_754_ = (_e2034 < _e2035);
                                uint _e2037 = l_mut_269_;
                                uint _e2038 = l_mut_213_;
                                bool l_755_ = (_e2037 == _e2038);
                                uint _e2040 = l_mut_275_;
                                uint _e2041 = l_mut_219_;
                                bool l_756_ = (_e2040 < _e2041);
                                if (l_755_) {
                                    local_57 = l_756_;
                                } else {
                                    local_57 = false;
                                }
                                bool l_757_ = local_57;
                                if (!(l_754_)) {
                                    local_58 = l_757_;
                                } else {
                                    local_58 = true;
                                }
                                bool l_758_ = local_58;
                                if (l_758_) {
                                    uint _e2052 = l_mut_219_;
                                    uint l_759_ = (_e2052 - 1u);
                                    uint _e2055 = l_mut_213_;
                                    uint l_760_ = (_e2055 - 0u);
                                    uint _e2058 = l_mut_219_;
                                    bool l_761_ = (_e2058 < 1u);
                                    uint l_762_ = uint(l_761_);
                                    uint l_763_ = (l_760_ - l_762_);
                                    l_mut_382_ = l_759_;
                                    l_mut_90_ = l_763_;
                                    l_mut_75_ = 0u;
                                    l_mut_764_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2151 = l_mut_764_;
                                            l_mut_764_ = (_e2151 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2066 = l_mut_764_;
                                        if ((_e2066 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2070 = l_mut_764_;
                                            uint l_765_ = (19u - _e2070);
                                            uint _e2072 = l_mut_382_;
                                            l_mut_40_ = _e2072;
                                            uint _e2073 = l_mut_90_;
                                            l_mut_766_ = _e2073;
                                            bool l_767_ = (l_765_ >= 32u);
                                            if (l_767_) {
                                                uint l_768_ = (l_765_ & 31u);
                                                uint _e2078 = l_mut_90_;
                                                uint l_769_ = (_e2078 >> l_768_);
                                                l_mut_40_ = l_769_;
                                                l_mut_766_ = 0u;
                                            } else {
                                                bool l_770_ = (l_765_ > 0u);
                                                if (l_770_) {
                                                    uint _e2083 = l_mut_382_;
                                                    l_mut_771_ = _e2083;
                                                    bool l_772_ = (l_765_ > 0u);
                                                    if (l_772_) {
                                                        uint _e2086 = l_mut_382_;
                                                        uint l_773_ = (_e2086 >> l_765_);
                                                        uint l_774_ = (32u - l_765_);
                                                        uint _e2090 = l_mut_90_;
                                                        uint l_775_ = (_e2090 << l_774_);
                                                        uint l_776_ = (l_773_ | l_775_);
                                                        l_mut_771_ = l_776_;
                                                    }
                                                    uint _e2093 = l_mut_90_;
                                                    uint l_777_ = (_e2093 >> l_765_);
                                                    uint _e2095 = l_mut_771_;
                                                    l_mut_40_ = _e2095;
                                                    l_mut_766_ = l_777_;
                                                }
                                            }
                                            uint _e2096 = l_mut_766_;
                                            uint _e2097 = l_mut_269_;
                                            bool l_778_ = (_e2096 < _e2097);
                                            uint _e2099 = l_mut_766_;
                                            uint _e2100 = l_mut_269_;
                                            bool l_779_ = (_e2099 == _e2100);
                                            uint _e2102 = l_mut_40_;
                                            uint _e2103 = l_mut_275_;
                                            bool l_780_ = (_e2102 < _e2103);
                                            if (l_779_) {
                                                local_59 = l_780_;
                                            } else {
                                                local_59 = false;
                                            }
                                            bool l_781_ = local_59;
                                            if (!(l_778_)) {
                                                local_60 = l_781_;
                                            } else {
                                                local_60 = true;
                                            }
                                            bool l_782_ = local_60;
                                            bool l_783_ = !(l_782_);
                                            if (l_783_) {
                                                uint _e2115 = l_mut_275_;
                                                l_mut_771_ = _e2115;
                                                uint _e2116 = l_mut_269_;
                                                l_mut_766_ = _e2116;
                                                bool l_784_ = (l_765_ >= 32u);
                                                if (l_784_) {
                                                    uint l_785_ = (l_765_ & 31u);
                                                    uint _e2121 = l_mut_275_;
                                                    uint l_786_ = (_e2121 << l_785_);
                                                    l_mut_771_ = 0u;
                                                    l_mut_766_ = l_786_;
                                                } else {
                                                    bool l_787_ = (l_765_ > 0u);
                                                    if (l_787_) {
                                                        uint _e2126 = l_mut_275_;
                                                        uint l_788_ = (_e2126 << l_765_);
                                                        uint _e2128 = l_mut_269_;
                                                        uint l_789_ = (_e2128 << l_765_);
                                                        uint l_790_ = (32u - l_765_);
                                                        uint _e2132 = l_mut_275_;
                                                        uint l_791_ = (_e2132 >> l_790_);
                                                        uint l_792_ = (l_789_ | l_791_);
                                                        l_mut_771_ = l_788_;
                                                        l_mut_766_ = l_792_;
                                                    }
                                                }
                                                uint _e2135 = l_mut_382_;
                                                uint _e2136 = l_mut_771_;
                                                uint l_793_ = (_e2135 - _e2136);
                                                uint _e2138 = l_mut_90_;
                                                uint _e2139 = l_mut_766_;
                                                uint l_794_ = (_e2138 - _e2139);
                                                uint _e2141 = l_mut_382_;
                                                uint _e2142 = l_mut_771_;
                                                bool l_795_ = (_e2141 < _e2142);
                                                uint l_796_ = uint(l_795_);
                                                uint l_797_ = (l_794_ - l_796_);
                                                l_mut_382_ = l_793_;
                                                l_mut_90_ = l_797_;
                                                uint l_798_ = (1u << l_765_);
                                                uint _e2148 = l_mut_75_;
                                                l_mut_75_ = (_e2148 | l_798_);
                                            }
                                        }
                                    }
                                    uint _e2153 = l_mut_75_;
                                    uint l_799_ = min(_e2153, l_736_);
                                    l_mut_771_ = l_799_;
                                    uint _e2155 = l_mut_90_;
                                    uint _e2156 = l_mut_269_;
                                    bool l_800_ = (_e2155 < _e2156);
                                    uint _e2158 = l_mut_90_;
                                    uint _e2159 = l_mut_269_;
                                    bool l_801_ = (_e2158 == _e2159);
                                    uint _e2161 = l_mut_382_;
                                    uint _e2162 = l_mut_275_;
                                    bool l_802_ = (_e2161 < _e2162);
                                    if (l_801_) {
                                        local_61 = l_802_;
                                    } else {
                                        local_61 = false;
                                    }
                                    bool l_803_ = local_61;
                                    if (!(l_800_)) {
                                        local_62 = l_803_;
                                    } else {
                                        local_62 = true;
                                    }
                                    bool l_804_ = local_62;
                                    bool l_805_ = !(l_804_);
                                    if (l_805_) {
                                        l_mut_771_ = l_736_;
                                    }
                                    uint _e2174 = l_mut_771_;
                                    l_mut_450_ = _e2174;
                                }
                            } else {
                                uint _e2175 = l_mut_219_;
                                l_mut_771_ = _e2175;
                                uint _e2176 = l_mut_213_;
                                l_mut_766_ = _e2176;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2177 = l_mut_269_;
                                    uint _e2178 = l_mut_766_;
                                    bool l_806_ = (_e2177 < _e2178);
                                    uint _e2180 = l_mut_269_;
                                    uint _e2181 = l_mut_766_;
                                    bool l_807_ = (_e2180 == _e2181);
                                    uint _e2183 = l_mut_275_;
                                    uint _e2184 = l_mut_771_;
                                    bool l_808_ = (_e2183 < _e2184);
                                    if (l_807_) {
                                        local_63 = l_808_;
                                    } else {
                                        local_63 = false;
                                    }
                                    bool l_809_ = local_63;
                                    if (!(l_806_)) {
                                        local_64 = l_809_;
                                    } else {
                                        local_64 = true;
                                    }
                                    bool l_810_ = local_64;
                                    uint _e2195 = l_mut_450_;
                                    uint _e2196 = l_mut_96_;
                                    uint l_811_ = (_e2195 * _e2196);
                                    uint _e2198 = l_mut_102_;
                                    uint l_812_ = (_e2198 + l_811_);
                                    uint _e2200 = l_mut_96_;
                                    uint l_813_ = (l_812_ + _e2200);
                                    bool l_814_ = (l_813_ < l_4_);
                                    if (l_810_) {
                                        local_65 = l_814_;
                                    } else {
                                        local_65 = false;
                                    }
                                    bool l_815_ = local_65;
                                    bool l_816_ = !(l_815_);
                                    if (l_816_) {
                                        break;
                                    }
                                    uint _e2208 = l_mut_771_;
                                    uint _e2209 = l_mut_275_;
                                    uint l_817_ = (_e2208 - _e2209);
                                    uint _e2211 = l_mut_766_;
                                    uint _e2212 = l_mut_269_;
                                    uint l_818_ = (_e2211 - _e2212);
                                    uint _e2214 = l_mut_771_;
                                    uint _e2215 = l_mut_275_;
                                    bool l_819_ = (_e2214 < _e2215);
                                    uint l_820_ = uint(l_819_);
                                    uint l_821_ = (l_818_ - l_820_);
                                    l_mut_771_ = l_817_;
                                    l_mut_766_ = l_821_;
                                    uint _e2219 = l_mut_450_;
                                    l_mut_450_ = (_e2219 + 1u);
                                }
                            }
                        }
                        uint _e2222 = l_mut_450_;
                        uint _e2223 = l_mut_96_;
                        uint l_822_ = (_e2222 * _e2223);
                        uint _e2225 = l_mut_102_;
                        uint l_823_ = (_e2225 + l_822_);
                        uint _e2227 = l_mut_96_;
                        uint l_824_ = (l_823_ + _e2227);
                        bool l_825_ = (l_824_ >= l_4_);
                        if (l_825_) {
                            l_mut_388_ = 1u;
                        } else {
                            uint _e2231 = l_mut_275_;
                            uint _e2232 = l_mut_450_;
                            uint l_826_ = (_e2231 * _e2232);
                            uint _e2234 = l_mut_275_;
                            uint64_t l_1308_ = uint64_t(_e2234);
                            uint _e2236 = l_mut_450_;
                            uint64_t l_1309_ = uint64_t(_e2236);
                            uint64_t l_1310_ = (l_1308_ * l_1309_);
                            uint64_t l_1311_ = (l_1310_ >> uint(32uL));
                            uint l_827_ = uint(l_1311_);
                            uint _e2245 = l_mut_269_;
                            uint _e2246 = l_mut_450_;
                            uint l_828_ = (_e2245 * _e2246);
                            uint l_829_ = (l_827_ + l_828_);
                            uint _e2249 = l_mut_219_;
                            uint l_830_ = (_e2249 - l_826_);
                            uint _e2251 = l_mut_213_;
                            uint l_831_ = (_e2251 - l_829_);
                            uint _e2253 = l_mut_219_;
                            bool l_832_ = (_e2253 < l_826_);
                            uint l_833_ = uint(l_832_);
                            uint l_834_ = (l_831_ - l_833_);
                            l_mut_441_ = l_830_;
                            l_mut_440_ = l_834_;
                            uint _e2257 = l_mut_450_;
                            uint _e2258 = l_mut_96_;
                            uint l_835_ = (_e2257 * _e2258);
                            uint _e2260 = l_mut_102_;
                            uint l_836_ = (_e2260 + l_835_);
                            l_mut_439_ = l_836_;
                            uint _e2262 = l_mut_275_;
                            uint _e2263 = l_mut_441_;
                            uint l_837_ = (_e2262 - _e2263);
                            uint _e2265 = l_mut_269_;
                            uint _e2266 = l_mut_440_;
                            uint l_838_ = (_e2265 - _e2266);
                            uint _e2268 = l_mut_275_;
                            uint _e2269 = l_mut_441_;
                            bool l_839_ = (_e2268 < _e2269);
                            uint l_840_ = uint(l_839_);
                            uint l_841_ = (l_838_ - l_840_);
                            l_mut_445_ = l_837_;
                            l_mut_444_ = l_841_;
                            uint _e2273 = l_mut_96_;
                            uint _e2274 = l_mut_439_;
                            uint l_842_ = (_e2273 + _e2274);
                            l_mut_428_ = l_842_;
                        }
                    }
                }
                uint _e2276 = l_mut_445_;
                l_mut_275_ = _e2276;
                uint _e2277 = l_mut_444_;
                l_mut_269_ = _e2277;
                uint _e2278 = l_mut_441_;
                l_mut_219_ = _e2278;
                uint _e2279 = l_mut_440_;
                l_mut_213_ = _e2279;
                uint _e2280 = l_mut_439_;
                l_mut_102_ = _e2280;
                uint _e2281 = l_mut_428_;
                l_mut_96_ = _e2281;
                uint _e2282 = l_mut_421_;
                l_mut_151_ = _e2282;
                uint _e2283 = l_mut_394_;
                l_mut_145_ = _e2283;
                uint _e2284 = l_mut_388_;
                bool l_843_ = (_e2284 == 1u);
                l_mut_350_ = l_843_;
                uint _e2287 = l_mut_388_;
                bool l_844_ = (_e2287 == 0u);
                l_mut_357_ = l_844_;
            } else {
                uint _e2290 = l_mut_219_;
                uint _e2291 = l_mut_151_;
                uint l_845_ = (_e2290 - _e2291);
                uint _e2293 = l_mut_213_;
                uint _e2294 = l_mut_145_;
                uint l_846_ = (_e2293 - _e2294);
                uint _e2296 = l_mut_219_;
                uint _e2297 = l_mut_151_;
                bool l_847_ = (_e2296 < _e2297);
                uint l_848_ = uint(l_847_);
                uint l_849_ = (l_846_ - l_848_);
                l_mut_771_ = l_845_;
                l_mut_766_ = l_849_;
                uint _e2301 = l_mut_151_;
                uint l_850_ = (_e2301 - l_340_);
                uint _e2303 = l_mut_145_;
                uint l_851_ = (_e2303 - l_344_);
                uint _e2305 = l_mut_151_;
                bool l_852_ = (_e2305 < l_340_);
                uint l_853_ = uint(l_852_);
                uint l_854_ = (l_851_ - l_853_);
                l_mut_771_ = l_850_;
                l_mut_766_ = l_854_;
                uint _e2309 = l_mut_219_;
                l_mut_450_ = _e2309;
                uint _e2310 = l_mut_213_;
                l_mut_445_ = _e2310;
                uint _e2311 = l_mut_766_;
                uint _e2312 = l_mut_213_;
                bool l_855_ = (_e2311 < _e2312);
                uint _e2314 = l_mut_766_;
                uint _e2315 = l_mut_213_;
                bool l_856_ = (_e2314 == _e2315);
                uint _e2317 = l_mut_771_;
                uint _e2318 = l_mut_219_;
                bool l_857_ = (_e2317 < _e2318);
                if (l_856_) {
                    local_66 = l_857_;
                } else {
                    local_66 = false;
                }
                bool l_858_ = local_66;
                if (!(l_855_)) {
                    local_67 = l_858_;
                } else {
                    local_67 = true;
                }
                bool l_859_ = local_67;
                if (l_859_) {
                    uint _e2329 = l_mut_771_;
                    l_mut_450_ = _e2329;
                    uint _e2330 = l_mut_766_;
                    l_mut_445_ = _e2330;
                }
                l_mut_645_ = false;
                uint _e2332 = l_mut_450_;
                l_mut_771_ = _e2332;
                uint _e2333 = l_mut_445_;
                l_mut_766_ = _e2333;
                if (false) {
                    uint _e2336 = l_mut_445_;
                    uint l_862_ = (_e2336 >> 3u);
                    l_mut_771_ = l_862_;
                    l_mut_766_ = 0u;
                } else {
                    if (true) {
                        uint _e2340 = l_mut_450_;
                        l_mut_444_ = _e2340;
                        if (true) {
                            uint _e2342 = l_mut_450_;
                            uint l_865_ = (_e2342 >> 3u);
                            uint _e2345 = l_mut_445_;
                            uint l_866_ = (_e2345 << 29u);
                            uint l_867_ = (l_865_ | l_866_);
                            l_mut_444_ = l_867_;
                        }
                        uint _e2349 = l_mut_445_;
                        uint l_868_ = (_e2349 >> 3u);
                        uint _e2352 = l_mut_444_;
                        l_mut_771_ = _e2352;
                        l_mut_766_ = l_868_;
                    }
                }
                uint _e2353 = l_mut_766_;
                uint _e2354 = l_mut_269_;
                bool l_869_ = (_e2353 < _e2354);
                uint _e2356 = l_mut_766_;
                uint _e2357 = l_mut_269_;
                bool l_870_ = (_e2356 == _e2357);
                uint _e2359 = l_mut_771_;
                uint _e2360 = l_mut_275_;
                bool l_871_ = (_e2359 < _e2360);
                if (l_870_) {
                    local_68 = l_871_;
                } else {
                    local_68 = false;
                }
                bool l_872_ = local_68;
                if (!(l_869_)) {
                    local_69 = l_872_;
                } else {
                    local_69 = true;
                }
                bool l_873_ = local_69;
                bool l_874_ = !(l_873_);
                l_mut_645_ = l_874_;
                l_mut_771_ = 0u;
                uint _e2373 = l_mut_275_;
                uint _e2374 = l_mut_269_;
                uint l_875_ = (_e2373 | _e2374);
                bool l_876_ = (l_875_ == 0u);
                bool l_877_ = !(l_876_);
                bool _e2379 = l_mut_645_;
                if (_e2379) {
                    local_70 = l_877_;
                } else {
                    local_70 = false;
                }
                bool l_878_ = local_70;
                uint _e2384 = l_mut_269_;
                uint _e2385 = l_mut_445_;
                bool l_879_ = (_e2384 < _e2385);
                uint _e2387 = l_mut_269_;
                uint _e2388 = l_mut_445_;
                bool l_880_ = (_e2387 == _e2388);
                uint _e2390 = l_mut_275_;
                uint _e2391 = l_mut_450_;
                bool l_881_ = (_e2390 < _e2391);
                if (l_880_) {
                    local_71 = l_881_;
                } else {
                    local_71 = false;
                }
                bool l_882_ = local_71;
                if (!(l_879_)) {
                    local_72 = l_882_;
                } else {
                    local_72 = true;
                }
                bool l_883_ = local_72;
                if (l_878_) {
                    local_73 = l_883_;
                } else {
                    local_73 = false;
                }
                bool l_884_ = local_73;
                uint _e2406 = l_mut_96_;
                uint _e2407 = l_mut_102_;
                uint l_885_ = (_e2406 + _e2407);
                bool l_886_ = (l_885_ < l_4_);
                if (l_884_) {
                    local_74 = l_886_;
                } else {
                    local_74 = false;
                }
                bool l_887_ = local_74;
                if (l_887_) {
                    uint _e2414 = l_mut_96_;
                    uint l_888_ = (l_4_ - _e2414);
                    uint _e2416 = l_mut_102_;
                    uint l_889_ = (l_888_ - _e2416);
                    uint _e2418 = l_mut_96_;
                    uint l_890_ = naga_div(l_889_, _e2418);
                    uint _e2420 = l_mut_450_;
                    uint l_891_ = (_e2420 - 1u);
                    uint _e2423 = l_mut_445_;
                    uint l_892_ = (_e2423 - 0u);
                    uint _e2426 = l_mut_450_;
                    bool l_893_ = (_e2426 < 1u);
                    uint l_894_ = uint(l_893_);
                    uint l_895_ = (l_892_ - l_894_);
                    l_mut_766_ = l_891_;
                    l_mut_450_ = l_895_;
                    l_mut_445_ = 0u;
                    l_mut_896_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2519 = l_mut_896_;
                            l_mut_896_ = (_e2519 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2434 = l_mut_896_;
                        if ((_e2434 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2438 = l_mut_896_;
                            uint l_897_ = (19u - _e2438);
                            uint _e2440 = l_mut_766_;
                            l_mut_444_ = _e2440;
                            uint _e2441 = l_mut_450_;
                            l_mut_441_ = _e2441;
                            bool l_898_ = (l_897_ >= 32u);
                            if (l_898_) {
                                uint l_899_ = (l_897_ & 31u);
                                uint _e2446 = l_mut_450_;
                                uint l_900_ = (_e2446 >> l_899_);
                                l_mut_444_ = l_900_;
                                l_mut_441_ = 0u;
                            } else {
                                bool l_901_ = (l_897_ > 0u);
                                if (l_901_) {
                                    uint _e2451 = l_mut_766_;
                                    l_mut_440_ = _e2451;
                                    bool l_902_ = (l_897_ > 0u);
                                    if (l_902_) {
                                        uint _e2454 = l_mut_766_;
                                        uint l_903_ = (_e2454 >> l_897_);
                                        uint l_904_ = (32u - l_897_);
                                        uint _e2458 = l_mut_450_;
                                        uint l_905_ = (_e2458 << l_904_);
                                        uint l_906_ = (l_903_ | l_905_);
                                        l_mut_440_ = l_906_;
                                    }
                                    uint _e2461 = l_mut_450_;
                                    uint l_907_ = (_e2461 >> l_897_);
                                    uint _e2463 = l_mut_440_;
                                    l_mut_444_ = _e2463;
                                    l_mut_441_ = l_907_;
                                }
                            }
                            uint _e2464 = l_mut_441_;
                            uint _e2465 = l_mut_269_;
                            bool l_908_ = (_e2464 < _e2465);
                            uint _e2467 = l_mut_441_;
                            uint _e2468 = l_mut_269_;
                            bool l_909_ = (_e2467 == _e2468);
                            uint _e2470 = l_mut_444_;
                            uint _e2471 = l_mut_275_;
                            bool l_910_ = (_e2470 < _e2471);
                            if (l_909_) {
                                local_75 = l_910_;
                            } else {
                                local_75 = false;
                            }
                            bool l_911_ = local_75;
                            if (!(l_908_)) {
                                local_76 = l_911_;
                            } else {
                                local_76 = true;
                            }
                            bool l_912_ = local_76;
                            bool l_913_ = !(l_912_);
                            if (l_913_) {
                                uint _e2483 = l_mut_275_;
                                l_mut_444_ = _e2483;
                                uint _e2484 = l_mut_269_;
                                l_mut_441_ = _e2484;
                                bool l_914_ = (l_897_ >= 32u);
                                if (l_914_) {
                                    uint l_915_ = (l_897_ & 31u);
                                    uint _e2489 = l_mut_275_;
                                    uint l_916_ = (_e2489 << l_915_);
                                    l_mut_444_ = 0u;
                                    l_mut_441_ = l_916_;
                                } else {
                                    bool l_917_ = (l_897_ > 0u);
                                    if (l_917_) {
                                        uint _e2494 = l_mut_275_;
                                        uint l_918_ = (_e2494 << l_897_);
                                        uint _e2496 = l_mut_269_;
                                        uint l_919_ = (_e2496 << l_897_);
                                        uint l_920_ = (32u - l_897_);
                                        uint _e2500 = l_mut_275_;
                                        uint l_921_ = (_e2500 >> l_920_);
                                        uint l_922_ = (l_919_ | l_921_);
                                        l_mut_444_ = l_918_;
                                        l_mut_441_ = l_922_;
                                    }
                                }
                                uint _e2503 = l_mut_766_;
                                uint _e2504 = l_mut_444_;
                                uint l_923_ = (_e2503 - _e2504);
                                uint _e2506 = l_mut_450_;
                                uint _e2507 = l_mut_441_;
                                uint l_924_ = (_e2506 - _e2507);
                                uint _e2509 = l_mut_766_;
                                uint _e2510 = l_mut_444_;
                                bool l_925_ = (_e2509 < _e2510);
                                uint l_926_ = uint(l_925_);
                                uint l_927_ = (l_924_ - l_926_);
                                l_mut_766_ = l_923_;
                                l_mut_450_ = l_927_;
                                uint l_928_ = (1u << l_897_);
                                uint _e2516 = l_mut_445_;
                                l_mut_445_ = (_e2516 | l_928_);
                            }
                        }
                    }
                    uint _e2521 = l_mut_445_;
                    uint l_929_ = min(_e2521, l_890_);
                    l_mut_445_ = l_929_;
                    uint _e2523 = l_mut_450_;
                    uint _e2524 = l_mut_269_;
                    bool l_930_ = (_e2523 < _e2524);
                    uint _e2526 = l_mut_450_;
                    uint _e2527 = l_mut_269_;
                    bool l_931_ = (_e2526 == _e2527);
                    uint _e2529 = l_mut_766_;
                    uint _e2530 = l_mut_275_;
                    bool l_932_ = (_e2529 < _e2530);
                    if (l_931_) {
                        local_77 = l_932_;
                    } else {
                        local_77 = false;
                    }
                    bool l_933_ = local_77;
                    if (!(l_930_)) {
                        local_78 = l_933_;
                    } else {
                        local_78 = true;
                    }
                    bool l_934_ = local_78;
                    bool l_935_ = !(l_934_);
                    if (l_935_) {
                        l_mut_445_ = l_890_;
                    }
                    uint _e2542 = l_mut_445_;
                    l_mut_771_ = _e2542;
                }
                uint _e2543 = l_mut_219_;
                l_mut_766_ = _e2543;
                uint _e2544 = l_mut_213_;
                l_mut_450_ = _e2544;
                uint _e2545 = l_mut_275_;
                l_mut_445_ = _e2545;
                uint _e2546 = l_mut_269_;
                l_mut_444_ = _e2546;
                uint _e2547 = l_mut_96_;
                l_mut_441_ = _e2547;
                uint _e2548 = l_mut_102_;
                l_mut_440_ = _e2548;
                uint _e2549 = l_mut_151_;
                l_mut_439_ = _e2549;
                uint _e2550 = l_mut_145_;
                l_mut_428_ = _e2550;
                l_mut_421_ = 0u;
                uint _e2552 = l_mut_771_;
                bool l_936_ = (_e2552 > 0u);
                if (l_936_) {
                    uint _e2555 = l_mut_275_;
                    uint _e2556 = l_mut_771_;
                    uint l_937_ = (_e2555 * _e2556);
                    uint _e2558 = l_mut_275_;
                    uint64_t l_1313_ = uint64_t(_e2558);
                    uint _e2560 = l_mut_771_;
                    uint64_t l_1314_ = uint64_t(_e2560);
                    uint64_t l_1315_ = (l_1313_ * l_1314_);
                    uint64_t l_1316_ = (l_1315_ >> uint(32uL));
                    uint l_938_ = uint(l_1316_);
                    uint _e2569 = l_mut_269_;
                    uint _e2570 = l_mut_771_;
                    uint l_939_ = (_e2569 * _e2570);
                    uint l_940_ = (l_938_ + l_939_);
                    uint _e2573 = l_mut_151_;
                    uint l_941_ = (_e2573 - l_937_);
                    uint _e2575 = l_mut_145_;
                    uint l_942_ = (_e2575 - l_940_);
                    uint _e2577 = l_mut_151_;
                    bool l_943_ = (_e2577 < l_937_);
                    uint l_944_ = uint(l_943_);
                    uint l_945_ = (l_942_ - l_944_);
                    l_mut_439_ = l_941_;
                    l_mut_428_ = l_945_;
                    uint _e2581 = l_mut_219_;
                    uint l_946_ = (_e2581 - l_937_);
                    uint _e2583 = l_mut_213_;
                    uint l_947_ = (_e2583 - l_940_);
                    uint _e2585 = l_mut_219_;
                    bool l_948_ = (_e2585 < l_937_);
                    uint l_949_ = uint(l_948_);
                    uint l_950_ = (l_947_ - l_949_);
                    l_mut_766_ = l_946_;
                    l_mut_450_ = l_950_;
                    uint _e2589 = l_mut_771_;
                    uint _e2590 = l_mut_96_;
                    uint l_951_ = (_e2589 * _e2590);
                    uint _e2592 = l_mut_102_;
                    uint l_952_ = (_e2592 + l_951_);
                    l_mut_440_ = l_952_;
                } else {
                    uint _e2594 = l_mut_151_;
                    uint _e2595 = l_mut_275_;
                    uint l_953_ = (_e2594 - _e2595);
                    uint _e2597 = l_mut_145_;
                    uint _e2598 = l_mut_269_;
                    uint l_954_ = (_e2597 - _e2598);
                    uint _e2600 = l_mut_151_;
                    uint _e2601 = l_mut_275_;
                    bool l_955_ = (_e2600 < _e2601);
                    uint l_956_ = uint(l_955_);
                    uint l_957_ = (l_954_ - l_956_);
                    l_mut_439_ = l_953_;
                    l_mut_428_ = l_957_;
                    uint _e2605 = l_mut_428_;
                    bool l_958_ = (_e2605 < l_344_);
                    uint _e2607 = l_mut_428_;
                    bool l_959_ = (_e2607 == l_344_);
                    uint _e2609 = l_mut_439_;
                    bool l_960_ = (_e2609 < l_340_);
                    if (l_959_) {
                        local_79 = l_960_;
                    } else {
                        local_79 = false;
                    }
                    bool l_961_ = local_79;
                    if (!(l_958_)) {
                        local_80 = l_961_;
                    } else {
                        local_80 = true;
                    }
                    bool l_962_ = local_80;
                    if (l_962_) {
                        l_mut_421_ = 2u;
                    }
                    uint _e2621 = l_mut_421_;
                    bool l_963_ = (_e2621 == 0u);
                    if (l_963_) {
                        uint _e2624 = l_mut_96_;
                        uint l_964_ = (l_4_ - _e2624);
                        uint _e2626 = l_mut_102_;
                        uint l_965_ = naga_div(l_964_, _e2626);
                        l_mut_771_ = 0u;
                        l_mut_645_ = false;
                        uint _e2630 = l_mut_275_;
                        l_mut_394_ = _e2630;
                        uint _e2631 = l_mut_269_;
                        l_mut_388_ = _e2631;
                        if (false) {
                            uint _e2634 = l_mut_269_;
                            uint l_968_ = (_e2634 >> 3u);
                            l_mut_394_ = l_968_;
                            l_mut_388_ = 0u;
                        } else {
                            if (true) {
                                uint _e2638 = l_mut_275_;
                                l_mut_382_ = _e2638;
                                if (true) {
                                    uint _e2640 = l_mut_275_;
                                    uint l_971_ = (_e2640 >> 3u);
                                    uint _e2643 = l_mut_269_;
                                    uint l_972_ = (_e2643 << 29u);
                                    uint l_973_ = (l_971_ | l_972_);
                                    l_mut_382_ = l_973_;
                                }
                                uint _e2647 = l_mut_269_;
                                uint l_974_ = (_e2647 >> 3u);
                                uint _e2650 = l_mut_382_;
                                l_mut_394_ = _e2650;
                                l_mut_388_ = l_974_;
                            }
                        }
                        uint _e2651 = l_mut_388_;
                        uint _e2652 = l_mut_213_;
                        bool l_975_ = (_e2651 < _e2652);
                        uint _e2654 = l_mut_388_;
                        uint _e2655 = l_mut_213_;
                        bool l_976_ = (_e2654 == _e2655);
                        uint _e2657 = l_mut_394_;
                        uint _e2658 = l_mut_219_;
                        bool l_977_ = (_e2657 < _e2658);
                        if (l_976_) {
                            local_81 = l_977_;
                        } else {
                            local_81 = false;
                        }
                        bool l_978_ = local_81;
                        if (!(l_975_)) {
                            local_82 = l_978_;
                        } else {
                            local_82 = true;
                        }
                        bool l_979_ = local_82;
                        bool l_980_ = !(l_979_);
                        l_mut_645_ = l_980_;
                        uint _e2670 = l_mut_219_;
                        uint _e2671 = l_mut_213_;
                        uint l_981_ = (_e2670 | _e2671);
                        bool l_982_ = (l_981_ == 0u);
                        if (l_982_) {
                            l_mut_771_ = l_965_;
                        } else {
                            bool _e2675 = l_mut_645_;
                            if (_e2675) {
                                uint _e2676 = l_mut_213_;
                                uint _e2677 = l_mut_269_;
                                bool l_983_ = (_e2676 < _e2677);
                                uint _e2679 = l_mut_213_;
                                uint _e2680 = l_mut_269_;
                                bool l_984_ = (_e2679 == _e2680);
                                uint _e2682 = l_mut_219_;
                                uint _e2683 = l_mut_275_;
                                bool l_985_ = (_e2682 < _e2683);
                                if (l_984_) {
                                    local_83 = l_985_;
                                } else {
                                    local_83 = false;
                                }
                                bool l_986_ = local_83;
                                if (!(l_983_)) {
                                    local_84 = l_986_;
                                } else {
                                    local_84 = true;
                                }
                                bool l_987_ = local_84;
                                if (l_987_) {
                                    uint _e2694 = l_mut_275_;
                                    uint l_988_ = (_e2694 - 1u);
                                    uint _e2697 = l_mut_269_;
                                    uint l_989_ = (_e2697 - 0u);
                                    uint _e2700 = l_mut_275_;
                                    bool l_990_ = (_e2700 < 1u);
                                    uint l_991_ = uint(l_990_);
                                    uint l_992_ = (l_989_ - l_991_);
                                    l_mut_394_ = l_988_;
                                    l_mut_388_ = l_992_;
                                    l_mut_382_ = 0u;
                                    l_mut_993_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2793 = l_mut_993_;
                                            l_mut_993_ = (_e2793 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2708 = l_mut_993_;
                                        if ((_e2708 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2712 = l_mut_993_;
                                            uint l_994_ = (19u - _e2712);
                                            uint _e2714 = l_mut_394_;
                                            l_mut_90_ = _e2714;
                                            uint _e2715 = l_mut_388_;
                                            l_mut_75_ = _e2715;
                                            bool l_995_ = (l_994_ >= 32u);
                                            if (l_995_) {
                                                uint l_996_ = (l_994_ & 31u);
                                                uint _e2720 = l_mut_388_;
                                                uint l_997_ = (_e2720 >> l_996_);
                                                l_mut_90_ = l_997_;
                                                l_mut_75_ = 0u;
                                            } else {
                                                bool l_998_ = (l_994_ > 0u);
                                                if (l_998_) {
                                                    uint _e2725 = l_mut_394_;
                                                    l_mut_40_ = _e2725;
                                                    bool l_999_ = (l_994_ > 0u);
                                                    if (l_999_) {
                                                        uint _e2728 = l_mut_394_;
                                                        uint l_1000_ = (_e2728 >> l_994_);
                                                        uint l_1001_ = (32u - l_994_);
                                                        uint _e2732 = l_mut_388_;
                                                        uint l_1002_ = (_e2732 << l_1001_);
                                                        uint l_1003_ = (l_1000_ | l_1002_);
                                                        l_mut_40_ = l_1003_;
                                                    }
                                                    uint _e2735 = l_mut_388_;
                                                    uint l_1004_ = (_e2735 >> l_994_);
                                                    uint _e2737 = l_mut_40_;
                                                    l_mut_90_ = _e2737;
                                                    l_mut_75_ = l_1004_;
                                                }
                                            }
                                            uint _e2738 = l_mut_75_;
                                            uint _e2739 = l_mut_213_;
                                            bool l_1005_ = (_e2738 < _e2739);
                                            uint _e2741 = l_mut_75_;
                                            uint _e2742 = l_mut_213_;
                                            bool l_1006_ = (_e2741 == _e2742);
                                            uint _e2744 = l_mut_90_;
                                            uint _e2745 = l_mut_219_;
                                            bool l_1007_ = (_e2744 < _e2745);
                                            if (l_1006_) {
                                                local_85 = l_1007_;
                                            } else {
                                                local_85 = false;
                                            }
                                            bool l_1008_ = local_85;
                                            if (!(l_1005_)) {
                                                local_86 = l_1008_;
                                            } else {
                                                local_86 = true;
                                            }
                                            bool l_1009_ = local_86;
                                            bool l_1010_ = !(l_1009_);
                                            if (l_1010_) {
                                                uint _e2757 = l_mut_219_;
                                                l_mut_90_ = _e2757;
                                                uint _e2758 = l_mut_213_;
                                                l_mut_75_ = _e2758;
                                                bool l_1011_ = (l_994_ >= 32u);
                                                if (l_1011_) {
                                                    uint l_1012_ = (l_994_ & 31u);
                                                    uint _e2763 = l_mut_219_;
                                                    uint l_1013_ = (_e2763 << l_1012_);
                                                    l_mut_90_ = 0u;
                                                    l_mut_75_ = l_1013_;
                                                } else {
                                                    bool l_1014_ = (l_994_ > 0u);
                                                    if (l_1014_) {
                                                        uint _e2768 = l_mut_219_;
                                                        uint l_1015_ = (_e2768 << l_994_);
                                                        uint _e2770 = l_mut_213_;
                                                        uint l_1016_ = (_e2770 << l_994_);
                                                        uint l_1017_ = (32u - l_994_);
                                                        uint _e2774 = l_mut_219_;
                                                        uint l_1018_ = (_e2774 >> l_1017_);
                                                        uint l_1019_ = (l_1016_ | l_1018_);
                                                        l_mut_90_ = l_1015_;
                                                        l_mut_75_ = l_1019_;
                                                    }
                                                }
                                                uint _e2777 = l_mut_394_;
                                                uint _e2778 = l_mut_90_;
                                                uint l_1020_ = (_e2777 - _e2778);
                                                uint _e2780 = l_mut_388_;
                                                uint _e2781 = l_mut_75_;
                                                uint l_1021_ = (_e2780 - _e2781);
                                                uint _e2783 = l_mut_394_;
                                                uint _e2784 = l_mut_90_;
                                                bool l_1022_ = (_e2783 < _e2784);
                                                uint l_1023_ = uint(l_1022_);
                                                uint l_1024_ = (l_1021_ - l_1023_);
                                                l_mut_394_ = l_1020_;
                                                l_mut_388_ = l_1024_;
                                                uint l_1025_ = (1u << l_994_);
                                                uint _e2790 = l_mut_382_;
                                                l_mut_382_ = (_e2790 | l_1025_);
                                            }
                                        }
                                    }
                                    uint _e2795 = l_mut_382_;
                                    uint l_1026_ = min(_e2795, l_965_);
                                    l_mut_382_ = l_1026_;
                                    uint _e2797 = l_mut_388_;
                                    uint _e2798 = l_mut_213_;
                                    bool l_1027_ = (_e2797 < _e2798);
                                    uint _e2800 = l_mut_388_;
                                    uint _e2801 = l_mut_213_;
                                    bool l_1028_ = (_e2800 == _e2801);
                                    uint _e2803 = l_mut_394_;
                                    uint _e2804 = l_mut_219_;
                                    bool l_1029_ = (_e2803 < _e2804);
                                    if (l_1028_) {
                                        local_87 = l_1029_;
                                    } else {
                                        local_87 = false;
                                    }
                                    bool l_1030_ = local_87;
                                    if (!(l_1027_)) {
                                        local_88 = l_1030_;
                                    } else {
                                        local_88 = true;
                                    }
                                    bool l_1031_ = local_88;
                                    bool l_1032_ = !(l_1031_);
                                    if (l_1032_) {
                                        l_mut_382_ = l_965_;
                                    }
                                    uint _e2816 = l_mut_382_;
                                    l_mut_771_ = _e2816;
                                }
                            } else {
                                uint _e2817 = l_mut_275_;
                                l_mut_394_ = _e2817;
                                uint _e2818 = l_mut_269_;
                                l_mut_388_ = _e2818;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2819 = l_mut_213_;
                                    uint _e2820 = l_mut_388_;
                                    bool l_1033_ = (_e2819 < _e2820);
                                    uint _e2822 = l_mut_213_;
                                    uint _e2823 = l_mut_388_;
                                    bool l_1034_ = (_e2822 == _e2823);
                                    uint _e2825 = l_mut_219_;
                                    uint _e2826 = l_mut_394_;
                                    bool l_1035_ = (_e2825 < _e2826);
                                    if (l_1034_) {
                                        local_89 = l_1035_;
                                    } else {
                                        local_89 = false;
                                    }
                                    bool l_1036_ = local_89;
                                    if (!(l_1033_)) {
                                        local_90 = l_1036_;
                                    } else {
                                        local_90 = true;
                                    }
                                    bool l_1037_ = local_90;
                                    uint _e2837 = l_mut_771_;
                                    uint _e2838 = l_mut_102_;
                                    uint l_1038_ = (_e2837 * _e2838);
                                    uint _e2840 = l_mut_96_;
                                    uint l_1039_ = (_e2840 + l_1038_);
                                    uint _e2842 = l_mut_102_;
                                    uint l_1040_ = (l_1039_ + _e2842);
                                    bool l_1041_ = (l_1040_ < l_4_);
                                    if (l_1037_) {
                                        local_91 = l_1041_;
                                    } else {
                                        local_91 = false;
                                    }
                                    bool l_1042_ = local_91;
                                    bool l_1043_ = !(l_1042_);
                                    if (l_1043_) {
                                        break;
                                    }
                                    uint _e2850 = l_mut_394_;
                                    uint _e2851 = l_mut_219_;
                                    uint l_1044_ = (_e2850 - _e2851);
                                    uint _e2853 = l_mut_388_;
                                    uint _e2854 = l_mut_213_;
                                    uint l_1045_ = (_e2853 - _e2854);
                                    uint _e2856 = l_mut_394_;
                                    uint _e2857 = l_mut_219_;
                                    bool l_1046_ = (_e2856 < _e2857);
                                    uint l_1047_ = uint(l_1046_);
                                    uint l_1048_ = (l_1045_ - l_1047_);
                                    l_mut_394_ = l_1044_;
                                    l_mut_388_ = l_1048_;
                                    uint _e2861 = l_mut_771_;
                                    l_mut_771_ = (_e2861 + 1u);
                                }
                            }
                        }
                        uint _e2864 = l_mut_771_;
                        uint _e2865 = l_mut_102_;
                        uint l_1049_ = (_e2864 * _e2865);
                        uint _e2867 = l_mut_96_;
                        uint l_1050_ = (_e2867 + l_1049_);
                        uint _e2869 = l_mut_102_;
                        uint l_1051_ = (l_1050_ + _e2869);
                        bool l_1052_ = (l_1051_ >= l_4_);
                        if (l_1052_) {
                            l_mut_421_ = 1u;
                        } else {
                            uint _e2873 = l_mut_219_;
                            uint _e2874 = l_mut_771_;
                            uint l_1053_ = (_e2873 * _e2874);
                            uint _e2876 = l_mut_219_;
                            uint64_t l_1318_ = uint64_t(_e2876);
                            uint _e2878 = l_mut_771_;
                            uint64_t l_1319_ = uint64_t(_e2878);
                            uint64_t l_1320_ = (l_1318_ * l_1319_);
                            uint64_t l_1321_ = (l_1320_ >> uint(32uL));
                            uint l_1054_ = uint(l_1321_);
                            uint _e2887 = l_mut_213_;
                            uint _e2888 = l_mut_771_;
                            uint l_1055_ = (_e2887 * _e2888);
                            uint l_1056_ = (l_1054_ + l_1055_);
                            uint _e2891 = l_mut_275_;
                            uint l_1057_ = (_e2891 - l_1053_);
                            uint _e2893 = l_mut_269_;
                            uint l_1058_ = (_e2893 - l_1056_);
                            uint _e2895 = l_mut_275_;
                            bool l_1059_ = (_e2895 < l_1053_);
                            uint l_1060_ = uint(l_1059_);
                            uint l_1061_ = (l_1058_ - l_1060_);
                            l_mut_445_ = l_1057_;
                            l_mut_444_ = l_1061_;
                            uint _e2899 = l_mut_771_;
                            uint _e2900 = l_mut_102_;
                            uint l_1062_ = (_e2899 * _e2900);
                            uint _e2902 = l_mut_96_;
                            uint l_1063_ = (_e2902 + l_1062_);
                            l_mut_441_ = l_1063_;
                            uint _e2904 = l_mut_219_;
                            uint _e2905 = l_mut_445_;
                            uint l_1064_ = (_e2904 - _e2905);
                            uint _e2907 = l_mut_213_;
                            uint _e2908 = l_mut_444_;
                            uint l_1065_ = (_e2907 - _e2908);
                            uint _e2910 = l_mut_219_;
                            uint _e2911 = l_mut_445_;
                            bool l_1066_ = (_e2910 < _e2911);
                            uint l_1067_ = uint(l_1066_);
                            uint l_1068_ = (l_1065_ - l_1067_);
                            l_mut_766_ = l_1064_;
                            l_mut_450_ = l_1068_;
                            uint _e2915 = l_mut_102_;
                            uint _e2916 = l_mut_441_;
                            uint l_1069_ = (_e2915 + _e2916);
                            l_mut_440_ = l_1069_;
                        }
                    }
                }
                uint _e2918 = l_mut_445_;
                l_mut_275_ = _e2918;
                uint _e2919 = l_mut_444_;
                l_mut_269_ = _e2919;
                uint _e2920 = l_mut_766_;
                l_mut_219_ = _e2920;
                uint _e2921 = l_mut_450_;
                l_mut_213_ = _e2921;
                uint _e2922 = l_mut_440_;
                l_mut_102_ = _e2922;
                uint _e2923 = l_mut_441_;
                l_mut_96_ = _e2923;
                uint _e2924 = l_mut_439_;
                l_mut_151_ = _e2924;
                uint _e2925 = l_mut_428_;
                l_mut_145_ = _e2925;
                uint _e2926 = l_mut_421_;
                bool l_1070_ = (_e2926 == 1u);
                l_mut_350_ = l_1070_;
                uint _e2929 = l_mut_421_;
                bool l_1071_ = (_e2929 == 0u);
                l_mut_357_ = l_1071_;
            }
        }
        bool _e2932 = l_mut_350_;
        bool l_1072_ = !(_e2932);
        if (l_1072_) {
            uint l_1323_ = asuint(info.Load(20+0));
            uint l_1324_ = (l_1323_ * 1u);
            uint l_1325_ = (l_1324_ - 1u);
            uint l_1326_ = min(0u, l_1325_);
            uint _e2947; buffer_5_global.InterlockedAdd(l_1326_*4, 1u, _e2947);
            uint l_1075_ = asuint(info.Load(40+0));
            bool l_1076_ = (_e2947 < l_1075_);
            if (l_1076_) {
                uint l_1328_ = asuint(info.Load(16+0));
                uint l_1329_ = (l_1328_ * 1u);
                bool l_1330_ = (_e2947 < l_1329_);
                if (l_1330_) {
                    buffer_4_global.Store(_e2947*4, asuint(id));
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
}
