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
void all_phases(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_102_ = (uint)0;
    uint l_mut_187_ = (uint)0;
    uint l_mut_188_ = (uint)0;
    uint l_mut_189_ = (uint)0;
    bool l_mut_190_ = (bool)0;
    bool l_mut_197_ = (bool)0;
    bool l_mut_200_ = (bool)0;
    uint l_mut_207_ = (uint)0;
    bool l_mut_208_ = (bool)0;
    uint l_mut_209_ = (uint)0;
    uint l_mut_210_ = (uint)0;
    uint l_mut_215_ = (uint)0;
    uint l_mut_241_ = (uint)0;
    uint l_mut_242_ = (uint)0;
    uint l_mut_247_ = (uint)0;
    uint l_mut_40_ = (uint)0;
    uint l_mut_690_ = (uint)0;
    uint l_mut_691_ = (uint)0;
    uint l_mut_696_ = (uint)0;
    uint l_mut_75_ = (uint)0;
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
    uint l_mut_239_ = (uint)0;
    bool local_12 = (bool)0;
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
    uint l_mut_354_ = (uint)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    uint l_mut_433_ = 0u;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    uint l_mut_688_ = (uint)0;
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
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    uint l_mut_803_ = (uint)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    uint l_mut_883_ = (uint)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    uint l_mut_960_ = 0u;
    uint l_mut_967_ = (uint)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1126_ = asuint(info.Load(20+0));
        uint l_1127_ = (l_1126_ * 1u);
        uint l_1128_ = (l_1127_ - 1u);
        uint l_1129_ = min(3u, l_1128_);
        uint _e62; buffer_5_global.InterlockedAdd(l_1129_*4, 1u, _e62);
    }
    uint l_1042_ = asuint(info.Load(12+0));
    uint l_1043_ = (l_1042_ * 1u);
    bool l_1044_ = (0u < l_1043_);
    uint l_1045_ = (l_1043_ - 1u);
    uint l_1046_ = min(0u, l_1045_);
    uint l_1047_ = asuint(buffer_3_global.Load(l_1046_*4));
    uint l_4_ = (l_1044_ ? l_1047_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1049_ = asuint(info.Load(12+0));
    uint l_1050_ = (l_1049_ * 1u);
    bool l_1051_ = (l_6_ < l_1050_);
    uint l_1052_ = (l_1050_ - 1u);
    uint l_1053_ = min(l_6_, l_1052_);
    uint l_1054_ = asuint(buffer_3_global.Load(l_1053_*4));
    uint l_7_ = (l_1051_ ? l_1054_ : 0u);
    uint l_1056_ = asuint(info.Load(12+0));
    uint l_1057_ = (l_1056_ * 1u);
    bool l_1058_ = (2u < l_1057_);
    uint l_1059_ = (l_1057_ - 1u);
    uint l_1060_ = min(2u, l_1059_);
    uint l_1061_ = asuint(buffer_3_global.Load(l_1060_*4));
    uint l_9_ = (l_1058_ ? l_1061_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1063_ = asuint(info.Load(12+0));
    uint l_1064_ = (l_1063_ * 1u);
    bool l_1065_ = (l_11_ < l_1064_);
    uint l_1066_ = (l_1064_ - 1u);
    uint l_1067_ = min(l_11_, l_1066_);
    uint l_1068_ = asuint(buffer_3_global.Load(l_1067_*4));
    uint l_12_ = (l_1065_ ? l_1068_ : 0u);
    uint l_1070_ = asuint(info.Load(12+0));
    uint l_1071_ = (l_1070_ * 1u);
    bool l_1072_ = (4u < l_1071_);
    uint l_1073_ = (l_1071_ - 1u);
    uint l_1074_ = min(4u, l_1073_);
    uint l_1075_ = asuint(buffer_3_global.Load(l_1074_*4));
    uint l_14_ = (l_1072_ ? l_1075_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1077_ = asuint(info.Load(12+0));
    uint l_1078_ = (l_1077_ * 1u);
    bool l_1079_ = (l_16_ < l_1078_);
    uint l_1080_ = (l_1078_ - 1u);
    uint l_1081_ = min(l_16_, l_1080_);
    uint l_1082_ = asuint(buffer_3_global.Load(l_1081_*4));
    uint l_17_ = (l_1079_ ? l_1082_ : 0u);
    uint l_1084_ = asuint(info.Load(12+0));
    uint l_1085_ = (l_1084_ * 1u);
    bool l_1086_ = (6u < l_1085_);
    uint l_1087_ = (l_1085_ - 1u);
    uint l_1088_ = min(6u, l_1087_);
    uint l_1089_ = asuint(buffer_3_global.Load(l_1088_*4));
    uint l_19_ = (l_1086_ ? l_1089_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1091_ = asuint(info.Load(12+0));
    uint l_1092_ = (l_1091_ * 1u);
    bool l_1093_ = (l_21_ < l_1092_);
    uint l_1094_ = (l_1092_ - 1u);
    uint l_1095_ = min(l_21_, l_1094_);
    uint l_1096_ = asuint(buffer_3_global.Load(l_1095_*4));
    uint l_22_ = (l_1093_ ? l_1096_ : 0u);
    uint l_1098_ = asuint(info.Load(12+0));
    uint l_1099_ = (l_1098_ * 1u);
    bool l_1100_ = (8u < l_1099_);
    uint l_1101_ = (l_1099_ - 1u);
    uint l_1102_ = min(8u, l_1101_);
    uint l_1103_ = asuint(buffer_3_global.Load(l_1102_*4));
    uint l_24_ = (l_1100_ ? l_1103_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1105_ = asuint(info.Load(12+0));
    uint l_1106_ = (l_1105_ * 1u);
    bool l_1107_ = (l_26_ < l_1106_);
    uint l_1108_ = (l_1106_ - 1u);
    uint l_1109_ = min(l_26_, l_1108_);
    uint l_1110_ = asuint(buffer_3_global.Load(l_1109_*4));
    uint l_27_ = (l_1107_ ? l_1110_ : 0u);
    uint l_1112_ = asuint(info.Load(12+0));
    uint l_1113_ = (l_1112_ * 1u);
    bool l_1114_ = (10u < l_1113_);
    uint l_1115_ = (l_1113_ - 1u);
    uint l_1116_ = min(10u, l_1115_);
    uint l_1117_ = asuint(buffer_3_global.Load(l_1116_*4));
    uint l_29_ = (l_1114_ ? l_1117_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1119_ = asuint(info.Load(12+0));
    uint l_1120_ = (l_1119_ * 1u);
    bool l_1121_ = (l_31_ < l_1120_);
    uint l_1122_ = (l_1120_ - 1u);
    uint l_1123_ = min(l_31_, l_1122_);
    uint l_1124_ = asuint(buffer_3_global.Load(l_1123_*4));
    uint l_32_ = (l_1121_ ? l_1124_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_1131_ = uint64_t(id);
    uint64_t l_1132_ = uint64_t(l_4_);
    uint64_t l_1133_ = (l_1131_ * l_1132_);
    uint64_t l_1134_ = (l_1133_ >> uint(32uL));
    uint l_37_ = uint(l_1134_);
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
    uint _e320 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e320 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_1136_ = asuint(info.Load(0+0));
        uint l_1137_ = (l_1136_ * 1u);
        bool l_1138_ = (l_58_ < l_1137_);
        uint l_1139_ = (l_1137_ - 1u);
        uint l_1140_ = min(l_58_, l_1139_);
        uint l_1141_ = asuint(buffer_0_global.Load(l_1140_*4));
        uint l_59_ = (l_1138_ ? l_1141_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1143_ = asuint(info.Load(0+0));
        uint l_1144_ = (l_1143_ * 1u);
        bool l_1145_ = (l_61_ < l_1144_);
        uint l_1146_ = (l_1144_ - 1u);
        uint l_1147_ = min(l_61_, l_1146_);
        uint l_1148_ = asuint(buffer_0_global.Load(l_1147_*4));
        uint l_62_ = (l_1145_ ? l_1148_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1150_ = asuint(info.Load(4+0));
        uint l_1151_ = (l_1150_ * 1u);
        bool l_1152_ = (l_63_ < l_1151_);
        uint l_1153_ = (l_1151_ - 1u);
        uint l_1154_ = min(l_63_, l_1153_);
        uint l_1155_ = asuint(buffer_1_global.Load(l_1154_*4));
        uint l_64_ = (l_1152_ ? l_1155_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1157_ = asuint(info.Load(4+0));
        uint l_1158_ = (l_1157_ * 1u);
        bool l_1159_ = (l_66_ < l_1158_);
        uint l_1160_ = (l_1158_ - 1u);
        uint l_1161_ = min(l_66_, l_1160_);
        uint l_1162_ = asuint(buffer_1_global.Load(l_1161_*4));
        uint l_67_ = (l_1159_ ? l_1162_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1164_ = asuint(info.Load(8+0));
        uint l_1165_ = (l_1164_ * 1u);
        bool l_1166_ = (l_68_ < l_1165_);
        uint l_1167_ = (l_1165_ - 1u);
        uint l_1168_ = min(l_68_, l_1167_);
        uint l_1169_ = asuint(buffer_2_global.Load(l_1168_*4));
        uint l_69_ = (l_1166_ ? l_1169_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1171_ = asuint(info.Load(8+0));
        uint l_1172_ = (l_1171_ * 1u);
        bool l_1173_ = (l_71_ < l_1172_);
        uint l_1174_ = (l_1172_ - 1u);
        uint l_1175_ = min(l_71_, l_1174_);
        uint l_1176_ = asuint(buffer_2_global.Load(l_1175_*4));
        uint l_72_ = (l_1173_ ? l_1176_ : 0u);
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
        uint _e444 = l_mut_40_;
        uint l_81_ = (_e444 * l_4_);
        uint _e446 = l_mut_75_;
        uint l_82_ = (_e446 * l_4_);
        uint _e448 = l_mut_40_;
        uint64_t l_1178_ = uint64_t(_e448);
        uint64_t l_1179_ = uint64_t(l_4_);
        uint64_t l_1180_ = (l_1178_ * l_1179_);
        uint64_t l_1181_ = (l_1180_ >> uint(32uL));
        uint l_83_ = uint(l_1181_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e459 = l_mut_75_;
        uint64_t l_1183_ = uint64_t(_e459);
        uint64_t l_1184_ = uint64_t(l_4_);
        uint64_t l_1185_ = (l_1183_ * l_1184_);
        uint64_t l_1186_ = (l_1185_ >> uint(32uL));
        uint l_85_ = uint(l_1186_);
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
        uint _e488 = l_mut_90_;
        l_mut_102_ = _e488;
        uint _e489 = l_mut_96_;
        l_mut_90_ = _e489;
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
                uint _e503 = l_mut_96_;
                l_mut_102_ = _e503;
                l_mut_90_ = l_110_;
            }
        }
        uint _e504 = l_mut_102_;
        l_mut_96_ = _e504;
        uint _e505 = l_mut_90_;
        l_mut_102_ = _e505;
        if (l_74_) {
            uint _e507 = l_mut_96_;
            uint l_111_ = (0u - _e507);
            uint _e510 = l_mut_102_;
            uint l_112_ = (0u - _e510);
            uint _e513 = l_mut_96_;
            bool l_113_ = (0u < _e513);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e517 = l_mut_96_;
        uint l_116_ = (l_59_ + _e517);
        uint _e519 = l_mut_102_;
        uint l_117_ = (l_62_ + _e519);
        bool l_118_ = (l_116_ < l_59_);
        uint l_119_ = uint(l_118_);
        uint l_120_ = (l_117_ + l_119_);
        uint l_121_ = (l_4_ * l_4_);
        uint l_122_ = (l_9_ + 3u);
        uint l_123_ = (l_72_ >> 31u);
        bool l_124_ = (l_123_ == 1u);
        l_mut_102_ = l_69_;
        l_mut_96_ = l_72_;
        if (l_124_) {
            uint l_125_ = (0u - l_69_);
            uint l_126_ = (0u - l_72_);
            bool l_127_ = (0u < l_69_);
            uint l_128_ = uint(l_127_);
            uint l_129_ = (l_126_ - l_128_);
            l_mut_102_ = l_125_;
            l_mut_96_ = l_129_;
        }
        uint _e539 = l_mut_102_;
        uint l_130_ = (_e539 * l_121_);
        uint _e541 = l_mut_96_;
        uint l_131_ = (_e541 * l_121_);
        uint _e543 = l_mut_102_;
        uint64_t l_1188_ = uint64_t(_e543);
        uint64_t l_1189_ = uint64_t(l_121_);
        uint64_t l_1190_ = (l_1188_ * l_1189_);
        uint64_t l_1191_ = (l_1190_ >> uint(32uL));
        uint l_132_ = uint(l_1191_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e554 = l_mut_96_;
        uint64_t l_1193_ = uint64_t(_e554);
        uint64_t l_1194_ = uint64_t(l_121_);
        uint64_t l_1195_ = (l_1193_ * l_1194_);
        uint64_t l_1196_ = (l_1195_ >> uint(32uL));
        uint l_134_ = uint(l_1196_);
        bool l_135_ = (l_133_ < l_131_);
        uint l_136_ = uint(l_135_);
        uint l_137_ = (l_134_ + l_136_);
        uint l_138_ = naga_mod(l_122_, 32u);
        l_mut_90_ = l_130_;
        bool l_139_ = (l_138_ > 0u);
        if (l_139_) {
            uint l_140_ = (l_130_ >> l_138_);
            uint l_141_ = (32u - l_138_);
            uint l_142_ = (l_133_ << l_141_);
            uint l_143_ = (l_140_ | l_142_);
            l_mut_90_ = l_143_;
        }
        l_mut_75_ = l_133_;
        bool l_144_ = (l_138_ > 0u);
        if (l_144_) {
            uint l_145_ = (l_133_ >> l_138_);
            uint l_146_ = (32u - l_138_);
            uint l_147_ = (l_137_ << l_146_);
            uint l_148_ = (l_145_ | l_147_);
            l_mut_75_ = l_148_;
        }
        uint _e583 = l_mut_90_;
        l_mut_40_ = _e583;
        uint _e584 = l_mut_75_;
        l_mut_90_ = _e584;
        bool l_149_ = (l_122_ >= 64u);
        if (l_149_) {
            l_mut_40_ = l_137_;
            l_mut_90_ = 0u;
        } else {
            bool l_150_ = (l_122_ >= 32u);
            if (l_150_) {
                l_mut_75_ = l_133_;
                bool l_151_ = (l_138_ > 0u);
                if (l_151_) {
                    uint l_152_ = (l_133_ >> l_138_);
                    uint l_153_ = (32u - l_138_);
                    uint l_154_ = (l_137_ << l_153_);
                    uint l_155_ = (l_152_ | l_154_);
                    l_mut_75_ = l_155_;
                }
                uint l_156_ = (l_137_ >> l_138_);
                uint _e598 = l_mut_75_;
                l_mut_40_ = _e598;
                l_mut_90_ = l_156_;
            }
        }
        uint _e599 = l_mut_40_;
        l_mut_102_ = _e599;
        uint _e600 = l_mut_90_;
        l_mut_96_ = _e600;
        if (l_124_) {
            uint _e602 = l_mut_102_;
            uint l_157_ = (0u - _e602);
            uint _e605 = l_mut_96_;
            uint l_158_ = (0u - _e605);
            uint _e608 = l_mut_102_;
            bool l_159_ = (0u < _e608);
            uint l_160_ = uint(l_159_);
            uint l_161_ = (l_158_ - l_160_);
            l_mut_102_ = l_157_;
            l_mut_96_ = l_161_;
        }
        uint _e612 = l_mut_102_;
        uint l_162_ = (l_64_ - _e612);
        uint _e614 = l_mut_96_;
        uint l_163_ = (l_67_ - _e614);
        uint _e616 = l_mut_102_;
        bool l_164_ = (l_64_ < _e616);
        uint l_165_ = uint(l_164_);
        uint l_166_ = (l_163_ - l_165_);
        uint l_167_ = (l_162_ + l_14_);
        uint l_168_ = (l_166_ + l_17_);
        bool l_169_ = (l_167_ < l_162_);
        uint l_170_ = uint(l_169_);
        uint l_171_ = (l_168_ + l_170_);
        uint l_172_ = (0u - l_116_);
        uint l_173_ = (0u - l_120_);
        bool l_174_ = (0u < l_116_);
        uint l_175_ = uint(l_174_);
        uint l_176_ = (l_173_ - l_175_);
        uint l_177_ = (l_14_ + l_14_);
        uint l_178_ = (l_17_ + l_17_);
        bool l_179_ = (l_177_ < l_14_);
        uint l_180_ = uint(l_179_);
        uint l_181_ = (l_178_ + l_180_);
        l_mut_102_ = l_172_;
        l_mut_96_ = l_176_;
        uint l_182_ = (0u - l_172_);
        uint l_183_ = (0u - l_176_);
        bool l_184_ = (0u < l_172_);
        uint l_185_ = uint(l_184_);
        uint l_186_ = (l_183_ - l_185_);
        l_mut_90_ = l_182_;
        l_mut_75_ = l_186_;
        l_mut_40_ = l_167_;
        l_mut_187_ = l_171_;
        l_mut_188_ = 1u;
        l_mut_189_ = 1u;
        l_mut_190_ = false;
        uint _e649 = l_mut_187_;
        bool l_191_ = (_e649 < l_181_);
        uint _e651 = l_mut_187_;
        bool l_192_ = (_e651 == l_181_);
        uint _e653 = l_mut_40_;
        bool l_193_ = (_e653 < l_177_);
        if (l_192_) {
            local_4 = l_193_;
        } else {
            local_4 = false;
        }
        bool l_194_ = local_4;
        if (!(l_191_)) {
            local_5 = l_194_;
        } else {
            local_5 = true;
        }
        bool l_195_ = local_5;
        bool l_196_ = !(l_195_);
        l_mut_197_ = l_196_;
        uint l_198_ = (l_172_ | l_176_);
        bool l_199_ = (l_198_ == 0u);
        if (l_199_) {
            bool _e668 = l_mut_197_;
            l_mut_190_ = _e668;
            l_mut_197_ = false;
        }
        l_mut_200_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e671 = l_mut_197_;
            bool l_201_ = !(_e671);
            if (l_201_) {
                break;
            }
            uint _e673 = l_mut_187_;
            uint _e674 = l_mut_96_;
            bool l_202_ = (_e673 < _e674);
            uint _e676 = l_mut_187_;
            uint _e677 = l_mut_96_;
            bool l_203_ = (_e676 == _e677);
            uint _e679 = l_mut_40_;
            uint _e680 = l_mut_102_;
            bool l_204_ = (_e679 < _e680);
            if (l_203_) {
                local_6 = l_204_;
            } else {
                local_6 = false;
            }
            bool l_205_ = local_6;
            if (!(l_202_)) {
                local_7 = l_205_;
            } else {
                local_7 = true;
            }
            bool l_206_ = local_7;
            if (l_206_) {
                l_mut_207_ = 0u;
                l_mut_208_ = false;
                uint _e693 = l_mut_90_;
                l_mut_209_ = _e693;
                uint _e694 = l_mut_75_;
                l_mut_210_ = _e694;
                if (false) {
                    uint _e697 = l_mut_75_;
                    uint l_213_ = (_e697 >> 3u);
                    l_mut_209_ = l_213_;
                    l_mut_210_ = 0u;
                } else {
                    if (true) {
                        uint _e701 = l_mut_90_;
                        l_mut_215_ = _e701;
                        if (true) {
                            uint _e703 = l_mut_90_;
                            uint l_217_ = (_e703 >> 3u);
                            uint _e706 = l_mut_75_;
                            uint l_218_ = (_e706 << 29u);
                            uint l_219_ = (l_217_ | l_218_);
                            l_mut_215_ = l_219_;
                        }
                        uint _e710 = l_mut_75_;
                        uint l_220_ = (_e710 >> 3u);
                        uint _e713 = l_mut_215_;
                        l_mut_209_ = _e713;
                        l_mut_210_ = l_220_;
                    }
                }
                uint _e714 = l_mut_210_;
                uint _e715 = l_mut_96_;
                bool l_221_ = (_e714 < _e715);
                uint _e717 = l_mut_210_;
                uint _e718 = l_mut_96_;
                bool l_222_ = (_e717 == _e718);
                uint _e720 = l_mut_209_;
                uint _e721 = l_mut_102_;
                bool l_223_ = (_e720 < _e721);
                if (l_222_) {
                    local_8 = l_223_;
                } else {
                    local_8 = false;
                }
                bool l_224_ = local_8;
                if (!(l_221_)) {
                    local_9 = l_224_;
                } else {
                    local_9 = true;
                }
                bool l_225_ = local_9;
                bool l_226_ = !(l_225_);
                l_mut_208_ = l_226_;
                uint _e733 = l_mut_102_;
                uint _e734 = l_mut_96_;
                uint l_227_ = (_e733 | _e734);
                bool l_228_ = (l_227_ == 0u);
                if (l_228_) {
                    l_mut_207_ = l_4_;
                } else {
                    bool _e738 = l_mut_208_;
                    if (_e738) {
                        uint _e739 = l_mut_96_;
                        uint _e740 = l_mut_75_;
                        bool l_229_ = (_e739 < _e740);
                        uint _e742 = l_mut_96_;
                        uint _e743 = l_mut_75_;
                        bool l_230_ = (_e742 == _e743);
                        uint _e745 = l_mut_102_;
                        uint _e746 = l_mut_90_;
                        bool l_231_ = (_e745 < _e746);
                        if (l_230_) {
                            local_10 = l_231_;
                        } else {
                            local_10 = false;
                        }
                        bool l_232_ = local_10;
                        if (!(l_229_)) {
                            local_11 = l_232_;
                        } else {
                            local_11 = true;
                        }
                        bool l_233_ = local_11;
                        if (l_233_) {
                            uint _e757 = l_mut_90_;
                            uint l_234_ = (_e757 - 1u);
                            uint _e760 = l_mut_75_;
                            uint l_235_ = (_e760 - 0u);
                            uint _e763 = l_mut_90_;
                            bool l_236_ = (_e763 < 1u);
                            uint l_237_ = uint(l_236_);
                            uint l_238_ = (l_235_ - l_237_);
                            l_mut_215_ = l_234_;
                            l_mut_210_ = l_238_;
                            l_mut_209_ = 0u;
                            l_mut_239_ = 0u;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            bool loop_init = true;
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                if (!loop_init) {
                                    uint _e856 = l_mut_239_;
                                    l_mut_239_ = (_e856 + 1u);
                                }
                                loop_init = false;
                                uint _e771 = l_mut_239_;
                                if ((_e771 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e775 = l_mut_239_;
                                    uint l_240_ = (15u - _e775);
                                    uint _e777 = l_mut_215_;
                                    l_mut_241_ = _e777;
                                    uint _e778 = l_mut_210_;
                                    l_mut_242_ = _e778;
                                    bool l_243_ = (l_240_ >= 32u);
                                    if (l_243_) {
                                        uint l_244_ = (l_240_ & 31u);
                                        uint _e783 = l_mut_210_;
                                        uint l_245_ = (_e783 >> l_244_);
                                        l_mut_241_ = l_245_;
                                        l_mut_242_ = 0u;
                                    } else {
                                        bool l_246_ = (l_240_ > 0u);
                                        if (l_246_) {
                                            uint _e788 = l_mut_215_;
                                            l_mut_247_ = _e788;
                                            bool l_248_ = (l_240_ > 0u);
                                            if (l_248_) {
                                                uint _e791 = l_mut_215_;
                                                uint l_249_ = (_e791 >> l_240_);
                                                uint l_250_ = (32u - l_240_);
                                                uint _e795 = l_mut_210_;
                                                uint l_251_ = (_e795 << l_250_);
                                                uint l_252_ = (l_249_ | l_251_);
                                                l_mut_247_ = l_252_;
                                            }
                                            uint _e798 = l_mut_210_;
                                            uint l_253_ = (_e798 >> l_240_);
                                            uint _e800 = l_mut_247_;
                                            l_mut_241_ = _e800;
                                            l_mut_242_ = l_253_;
                                        }
                                    }
                                    uint _e801 = l_mut_242_;
                                    uint _e802 = l_mut_96_;
                                    bool l_254_ = (_e801 < _e802);
                                    uint _e804 = l_mut_242_;
                                    uint _e805 = l_mut_96_;
                                    bool l_255_ = (_e804 == _e805);
                                    uint _e807 = l_mut_241_;
                                    uint _e808 = l_mut_102_;
                                    bool l_256_ = (_e807 < _e808);
                                    if (l_255_) {
                                        local_12 = l_256_;
                                    } else {
                                        local_12 = false;
                                    }
                                    bool l_257_ = local_12;
                                    if (!(l_254_)) {
                                        local_13 = l_257_;
                                    } else {
                                        local_13 = true;
                                    }
                                    bool l_258_ = local_13;
                                    bool l_259_ = !(l_258_);
                                    if (l_259_) {
                                        uint _e820 = l_mut_102_;
                                        l_mut_247_ = _e820;
                                        uint _e821 = l_mut_96_;
                                        l_mut_242_ = _e821;
                                        bool l_260_ = (l_240_ >= 32u);
                                        if (l_260_) {
                                            uint l_261_ = (l_240_ & 31u);
                                            uint _e826 = l_mut_102_;
                                            uint l_262_ = (_e826 << l_261_);
                                            l_mut_247_ = 0u;
                                            l_mut_242_ = l_262_;
                                        } else {
                                            bool l_263_ = (l_240_ > 0u);
                                            if (l_263_) {
                                                uint _e831 = l_mut_102_;
                                                uint l_264_ = (_e831 << l_240_);
                                                uint _e833 = l_mut_96_;
                                                uint l_265_ = (_e833 << l_240_);
                                                uint l_266_ = (32u - l_240_);
                                                uint _e837 = l_mut_102_;
                                                uint l_267_ = (_e837 >> l_266_);
                                                uint l_268_ = (l_265_ | l_267_);
                                                l_mut_247_ = l_264_;
                                                l_mut_242_ = l_268_;
                                            }
                                        }
                                        uint _e840 = l_mut_215_;
                                        uint _e841 = l_mut_247_;
                                        uint l_269_ = (_e840 - _e841);
                                        uint _e843 = l_mut_210_;
                                        uint _e844 = l_mut_242_;
                                        uint l_270_ = (_e843 - _e844);
                                        uint _e846 = l_mut_215_;
                                        uint _e847 = l_mut_247_;
                                        bool l_271_ = (_e846 < _e847);
                                        uint l_272_ = uint(l_271_);
                                        uint l_273_ = (l_270_ - l_272_);
                                        l_mut_215_ = l_269_;
                                        l_mut_210_ = l_273_;
                                        uint l_274_ = (1u << l_240_);
                                        uint _e853 = l_mut_209_;
                                        l_mut_209_ = (_e853 | l_274_);
                                    }
                                }
                            }
                            uint _e858 = l_mut_209_;
                            uint l_275_ = min(_e858, l_4_);
                            l_mut_247_ = l_275_;
                            uint _e860 = l_mut_210_;
                            uint _e861 = l_mut_96_;
                            bool l_276_ = (_e860 < _e861);
                            uint _e863 = l_mut_210_;
                            uint _e864 = l_mut_96_;
                            bool l_277_ = (_e863 == _e864);
                            uint _e866 = l_mut_215_;
                            uint _e867 = l_mut_102_;
                            bool l_278_ = (_e866 < _e867);
                            if (l_277_) {
                                local_14 = l_278_;
                            } else {
                                local_14 = false;
                            }
                            bool l_279_ = local_14;
                            if (!(l_276_)) {
                                local_15 = l_279_;
                            } else {
                                local_15 = true;
                            }
                            bool l_280_ = local_15;
                            bool l_281_ = !(l_280_);
                            if (l_281_) {
                                l_mut_247_ = l_4_;
                            }
                            uint _e879 = l_mut_247_;
                            l_mut_207_ = _e879;
                        }
                    } else {
                        uint _e880 = l_mut_90_;
                        l_mut_247_ = _e880;
                        uint _e881 = l_mut_75_;
                        l_mut_242_ = _e881;
                        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                            uint _e882 = l_mut_96_;
                            uint _e883 = l_mut_242_;
                            bool l_282_ = (_e882 < _e883);
                            uint _e885 = l_mut_96_;
                            uint _e886 = l_mut_242_;
                            bool l_283_ = (_e885 == _e886);
                            uint _e888 = l_mut_102_;
                            uint _e889 = l_mut_247_;
                            bool l_284_ = (_e888 < _e889);
                            if (l_283_) {
                                local_16 = l_284_;
                            } else {
                                local_16 = false;
                            }
                            bool l_285_ = local_16;
                            if (!(l_282_)) {
                                local_17 = l_285_;
                            } else {
                                local_17 = true;
                            }
                            bool l_286_ = local_17;
                            uint _e900 = l_mut_207_;
                            uint _e901 = l_mut_189_;
                            uint l_287_ = (_e900 * _e901);
                            uint _e903 = l_mut_188_;
                            uint l_288_ = (_e903 + l_287_);
                            uint _e905 = l_mut_189_;
                            uint l_289_ = (l_288_ + _e905);
                            bool l_290_ = (l_289_ < l_4_);
                            if (l_286_) {
                                local_18 = l_290_;
                            } else {
                                local_18 = false;
                            }
                            bool l_291_ = local_18;
                            bool l_292_ = !(l_291_);
                            if (l_292_) {
                                break;
                            }
                            uint _e913 = l_mut_247_;
                            uint _e914 = l_mut_102_;
                            uint l_293_ = (_e913 - _e914);
                            uint _e916 = l_mut_242_;
                            uint _e917 = l_mut_96_;
                            uint l_294_ = (_e916 - _e917);
                            uint _e919 = l_mut_247_;
                            uint _e920 = l_mut_102_;
                            bool l_295_ = (_e919 < _e920);
                            uint l_296_ = uint(l_295_);
                            uint l_297_ = (l_294_ - l_296_);
                            l_mut_247_ = l_293_;
                            l_mut_242_ = l_297_;
                            uint _e924 = l_mut_207_;
                            l_mut_207_ = (_e924 + 1u);
                        }
                    }
                }
                uint _e927 = l_mut_207_;
                uint _e928 = l_mut_189_;
                uint l_298_ = (_e927 * _e928);
                uint _e930 = l_mut_188_;
                uint l_299_ = (_e930 + l_298_);
                uint _e932 = l_mut_189_;
                uint l_300_ = (l_299_ + _e932);
                bool l_301_ = (l_300_ >= l_4_);
                if (l_301_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e937 = l_mut_102_;
                    uint _e938 = l_mut_207_;
                    uint l_302_ = (_e937 * _e938);
                    uint _e940 = l_mut_102_;
                    uint64_t l_1198_ = uint64_t(_e940);
                    uint _e942 = l_mut_207_;
                    uint64_t l_1199_ = uint64_t(_e942);
                    uint64_t l_1200_ = (l_1198_ * l_1199_);
                    uint64_t l_1201_ = (l_1200_ >> uint(32uL));
                    uint l_303_ = uint(l_1201_);
                    uint _e951 = l_mut_96_;
                    uint _e952 = l_mut_207_;
                    uint l_304_ = (_e951 * _e952);
                    uint l_305_ = (l_303_ + l_304_);
                    uint _e955 = l_mut_90_;
                    uint l_306_ = (_e955 - l_302_);
                    uint _e957 = l_mut_75_;
                    uint l_307_ = (_e957 - l_305_);
                    uint _e959 = l_mut_90_;
                    bool l_308_ = (_e959 < l_302_);
                    uint l_309_ = uint(l_308_);
                    uint l_310_ = (l_307_ - l_309_);
                    l_mut_90_ = l_306_;
                    l_mut_75_ = l_310_;
                    uint _e963 = l_mut_207_;
                    uint _e964 = l_mut_189_;
                    uint l_311_ = (_e963 * _e964);
                    uint _e966 = l_mut_188_;
                    l_mut_188_ = (_e966 + l_311_);
                    uint _e968 = l_mut_102_;
                    uint _e969 = l_mut_90_;
                    uint l_312_ = (_e968 - _e969);
                    uint _e971 = l_mut_96_;
                    uint _e972 = l_mut_75_;
                    uint l_313_ = (_e971 - _e972);
                    uint _e974 = l_mut_102_;
                    uint _e975 = l_mut_90_;
                    bool l_314_ = (_e974 < _e975);
                    uint l_315_ = uint(l_314_);
                    uint l_316_ = (l_313_ - l_315_);
                    l_mut_102_ = l_312_;
                    l_mut_96_ = l_316_;
                    uint _e979 = l_mut_189_;
                    uint _e980 = l_mut_188_;
                    l_mut_189_ = (_e979 + _e980);
                }
            } else {
                uint _e982 = l_mut_40_;
                uint _e983 = l_mut_102_;
                uint l_317_ = (_e982 - _e983);
                uint _e985 = l_mut_187_;
                uint _e986 = l_mut_96_;
                uint l_318_ = (_e985 - _e986);
                uint _e988 = l_mut_40_;
                uint _e989 = l_mut_102_;
                bool l_319_ = (_e988 < _e989);
                uint l_320_ = uint(l_319_);
                uint l_321_ = (l_318_ - l_320_);
                l_mut_40_ = l_317_;
                l_mut_187_ = l_321_;
                uint _e993 = l_mut_187_;
                bool l_322_ = (_e993 < l_181_);
                uint _e995 = l_mut_187_;
                bool l_323_ = (_e995 == l_181_);
                uint _e997 = l_mut_40_;
                bool l_324_ = (_e997 < l_177_);
                if (l_323_) {
                    local_19 = l_324_;
                } else {
                    local_19 = false;
                }
                bool l_325_ = local_19;
                if (!(l_322_)) {
                    local_20 = l_325_;
                } else {
                    local_20 = true;
                }
                bool l_326_ = local_20;
                if (l_326_) {
                    l_mut_197_ = false;
                } else {
                    l_mut_247_ = 0u;
                    l_mut_208_ = false;
                    uint _e1011 = l_mut_102_;
                    l_mut_242_ = _e1011;
                    uint _e1012 = l_mut_96_;
                    l_mut_241_ = _e1012;
                    if (false) {
                        uint _e1015 = l_mut_96_;
                        uint l_329_ = (_e1015 >> 3u);
                        l_mut_242_ = l_329_;
                        l_mut_241_ = 0u;
                    } else {
                        if (true) {
                            uint _e1019 = l_mut_102_;
                            l_mut_215_ = _e1019;
                            if (true) {
                                uint _e1021 = l_mut_102_;
                                uint l_332_ = (_e1021 >> 3u);
                                uint _e1024 = l_mut_96_;
                                uint l_333_ = (_e1024 << 29u);
                                uint l_334_ = (l_332_ | l_333_);
                                l_mut_215_ = l_334_;
                            }
                            uint _e1028 = l_mut_96_;
                            uint l_335_ = (_e1028 >> 3u);
                            uint _e1031 = l_mut_215_;
                            l_mut_242_ = _e1031;
                            l_mut_241_ = l_335_;
                        }
                    }
                    uint _e1032 = l_mut_241_;
                    uint _e1033 = l_mut_75_;
                    bool l_336_ = (_e1032 < _e1033);
                    uint _e1035 = l_mut_241_;
                    uint _e1036 = l_mut_75_;
                    bool l_337_ = (_e1035 == _e1036);
                    uint _e1038 = l_mut_242_;
                    uint _e1039 = l_mut_90_;
                    bool l_338_ = (_e1038 < _e1039);
                    if (l_337_) {
                        local_21 = l_338_;
                    } else {
                        local_21 = false;
                    }
                    bool l_339_ = local_21;
                    if (!(l_336_)) {
                        local_22 = l_339_;
                    } else {
                        local_22 = true;
                    }
                    bool l_340_ = local_22;
                    bool l_341_ = !(l_340_);
                    l_mut_208_ = l_341_;
                    uint _e1051 = l_mut_90_;
                    uint _e1052 = l_mut_75_;
                    uint l_342_ = (_e1051 | _e1052);
                    bool l_343_ = (l_342_ == 0u);
                    if (l_343_) {
                        l_mut_247_ = l_4_;
                    } else {
                        bool _e1056 = l_mut_208_;
                        if (_e1056) {
                            uint _e1057 = l_mut_75_;
                            uint _e1058 = l_mut_96_;
                            bool l_344_ = (_e1057 < _e1058);
                            uint _e1060 = l_mut_75_;
                            uint _e1061 = l_mut_96_;
                            bool l_345_ = (_e1060 == _e1061);
                            uint _e1063 = l_mut_90_;
                            uint _e1064 = l_mut_102_;
                            bool l_346_ = (_e1063 < _e1064);
                            if (l_345_) {
                                local_23 = l_346_;
                            } else {
                                local_23 = false;
                            }
                            bool l_347_ = local_23;
                            if (!(l_344_)) {
                                local_24 = l_347_;
                            } else {
                                local_24 = true;
                            }
                            bool l_348_ = local_24;
                            if (l_348_) {
                                uint _e1075 = l_mut_102_;
                                uint l_349_ = (_e1075 - 1u);
                                uint _e1078 = l_mut_96_;
                                uint l_350_ = (_e1078 - 0u);
                                uint _e1081 = l_mut_102_;
                                bool l_351_ = (_e1081 < 1u);
                                uint l_352_ = uint(l_351_);
                                uint l_353_ = (l_350_ - l_352_);
                                l_mut_242_ = l_349_;
                                l_mut_241_ = l_353_;
                                l_mut_215_ = 0u;
                                l_mut_354_ = 0u;
                                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1174 = l_mut_354_;
                                        l_mut_354_ = (_e1174 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1089 = l_mut_354_;
                                    if ((_e1089 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1093 = l_mut_354_;
                                        uint l_355_ = (15u - _e1093);
                                        uint _e1095 = l_mut_242_;
                                        l_mut_210_ = _e1095;
                                        uint _e1096 = l_mut_241_;
                                        l_mut_209_ = _e1096;
                                        bool l_356_ = (l_355_ >= 32u);
                                        if (l_356_) {
                                            uint l_357_ = (l_355_ & 31u);
                                            uint _e1101 = l_mut_241_;
                                            uint l_358_ = (_e1101 >> l_357_);
                                            l_mut_210_ = l_358_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_359_ = (l_355_ > 0u);
                                            if (l_359_) {
                                                uint _e1106 = l_mut_242_;
                                                l_mut_207_ = _e1106;
                                                bool l_360_ = (l_355_ > 0u);
                                                if (l_360_) {
                                                    uint _e1109 = l_mut_242_;
                                                    uint l_361_ = (_e1109 >> l_355_);
                                                    uint l_362_ = (32u - l_355_);
                                                    uint _e1113 = l_mut_241_;
                                                    uint l_363_ = (_e1113 << l_362_);
                                                    uint l_364_ = (l_361_ | l_363_);
                                                    l_mut_207_ = l_364_;
                                                }
                                                uint _e1116 = l_mut_241_;
                                                uint l_365_ = (_e1116 >> l_355_);
                                                uint _e1118 = l_mut_207_;
                                                l_mut_210_ = _e1118;
                                                l_mut_209_ = l_365_;
                                            }
                                        }
                                        uint _e1119 = l_mut_209_;
                                        uint _e1120 = l_mut_75_;
                                        bool l_366_ = (_e1119 < _e1120);
                                        uint _e1122 = l_mut_209_;
                                        uint _e1123 = l_mut_75_;
                                        bool l_367_ = (_e1122 == _e1123);
                                        uint _e1125 = l_mut_210_;
                                        uint _e1126 = l_mut_90_;
                                        bool l_368_ = (_e1125 < _e1126);
                                        if (l_367_) {
                                            local_25 = l_368_;
                                        } else {
                                            local_25 = false;
                                        }
                                        bool l_369_ = local_25;
                                        if (!(l_366_)) {
                                            local_26 = l_369_;
                                        } else {
                                            local_26 = true;
                                        }
                                        bool l_370_ = local_26;
                                        bool l_371_ = !(l_370_);
                                        if (l_371_) {
                                            uint _e1138 = l_mut_90_;
                                            l_mut_210_ = _e1138;
                                            uint _e1139 = l_mut_75_;
                                            l_mut_209_ = _e1139;
                                            bool l_372_ = (l_355_ >= 32u);
                                            if (l_372_) {
                                                uint l_373_ = (l_355_ & 31u);
                                                uint _e1144 = l_mut_90_;
                                                uint l_374_ = (_e1144 << l_373_);
                                                l_mut_210_ = 0u;
                                                l_mut_209_ = l_374_;
                                            } else {
                                                bool l_375_ = (l_355_ > 0u);
                                                if (l_375_) {
                                                    uint _e1149 = l_mut_90_;
                                                    uint l_376_ = (_e1149 << l_355_);
                                                    uint _e1151 = l_mut_75_;
                                                    uint l_377_ = (_e1151 << l_355_);
                                                    uint l_378_ = (32u - l_355_);
                                                    uint _e1155 = l_mut_90_;
                                                    uint l_379_ = (_e1155 >> l_378_);
                                                    uint l_380_ = (l_377_ | l_379_);
                                                    l_mut_210_ = l_376_;
                                                    l_mut_209_ = l_380_;
                                                }
                                            }
                                            uint _e1158 = l_mut_242_;
                                            uint _e1159 = l_mut_210_;
                                            uint l_381_ = (_e1158 - _e1159);
                                            uint _e1161 = l_mut_241_;
                                            uint _e1162 = l_mut_209_;
                                            uint l_382_ = (_e1161 - _e1162);
                                            uint _e1164 = l_mut_242_;
                                            uint _e1165 = l_mut_210_;
                                            bool l_383_ = (_e1164 < _e1165);
                                            uint l_384_ = uint(l_383_);
                                            uint l_385_ = (l_382_ - l_384_);
                                            l_mut_242_ = l_381_;
                                            l_mut_241_ = l_385_;
                                            uint l_386_ = (1u << l_355_);
                                            uint _e1171 = l_mut_215_;
                                            l_mut_215_ = (_e1171 | l_386_);
                                        }
                                    }
                                }
                                uint _e1176 = l_mut_215_;
                                uint l_387_ = min(_e1176, l_4_);
                                l_mut_215_ = l_387_;
                                uint _e1178 = l_mut_241_;
                                uint _e1179 = l_mut_75_;
                                bool l_388_ = (_e1178 < _e1179);
                                uint _e1181 = l_mut_241_;
                                uint _e1182 = l_mut_75_;
                                bool l_389_ = (_e1181 == _e1182);
                                uint _e1184 = l_mut_242_;
                                uint _e1185 = l_mut_90_;
                                bool l_390_ = (_e1184 < _e1185);
                                if (l_389_) {
                                    local_27 = l_390_;
                                } else {
                                    local_27 = false;
                                }
                                bool l_391_ = local_27;
                                if (!(l_388_)) {
                                    local_28 = l_391_;
                                } else {
                                    local_28 = true;
                                }
                                bool l_392_ = local_28;
                                bool l_393_ = !(l_392_);
                                if (l_393_) {
                                    l_mut_215_ = l_4_;
                                }
                                uint _e1197 = l_mut_215_;
                                l_mut_247_ = _e1197;
                            }
                        } else {
                            uint _e1198 = l_mut_102_;
                            l_mut_242_ = _e1198;
                            uint _e1199 = l_mut_96_;
                            l_mut_241_ = _e1199;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                uint _e1200 = l_mut_75_;
                                uint _e1201 = l_mut_241_;
                                bool l_394_ = (_e1200 < _e1201);
                                uint _e1203 = l_mut_75_;
                                uint _e1204 = l_mut_241_;
                                bool l_395_ = (_e1203 == _e1204);
                                uint _e1206 = l_mut_90_;
                                uint _e1207 = l_mut_242_;
                                bool l_396_ = (_e1206 < _e1207);
                                if (l_395_) {
                                    local_29 = l_396_;
                                } else {
                                    local_29 = false;
                                }
                                bool l_397_ = local_29;
                                if (!(l_394_)) {
                                    local_30 = l_397_;
                                } else {
                                    local_30 = true;
                                }
                                bool l_398_ = local_30;
                                uint _e1218 = l_mut_247_;
                                uint _e1219 = l_mut_188_;
                                uint l_399_ = (_e1218 * _e1219);
                                uint _e1221 = l_mut_189_;
                                uint l_400_ = (_e1221 + l_399_);
                                uint _e1223 = l_mut_188_;
                                uint l_401_ = (l_400_ + _e1223);
                                bool l_402_ = (l_401_ < l_4_);
                                if (l_398_) {
                                    local_31 = l_402_;
                                } else {
                                    local_31 = false;
                                }
                                bool l_403_ = local_31;
                                bool l_404_ = !(l_403_);
                                if (l_404_) {
                                    break;
                                }
                                uint _e1231 = l_mut_242_;
                                uint _e1232 = l_mut_90_;
                                uint l_405_ = (_e1231 - _e1232);
                                uint _e1234 = l_mut_241_;
                                uint _e1235 = l_mut_75_;
                                uint l_406_ = (_e1234 - _e1235);
                                uint _e1237 = l_mut_242_;
                                uint _e1238 = l_mut_90_;
                                bool l_407_ = (_e1237 < _e1238);
                                uint l_408_ = uint(l_407_);
                                uint l_409_ = (l_406_ - l_408_);
                                l_mut_242_ = l_405_;
                                l_mut_241_ = l_409_;
                                uint _e1242 = l_mut_247_;
                                l_mut_247_ = (_e1242 + 1u);
                            }
                        }
                    }
                    uint _e1245 = l_mut_188_;
                    uint _e1246 = l_mut_189_;
                    uint l_410_ = (_e1245 + _e1246);
                    uint _e1248 = l_mut_247_;
                    uint _e1249 = l_mut_188_;
                    uint l_411_ = (_e1248 * _e1249);
                    uint l_412_ = (l_410_ + l_411_);
                    bool l_413_ = (l_412_ >= l_4_);
                    if (l_413_) {
                        l_mut_190_ = true;
                        l_mut_197_ = false;
                    } else {
                        uint _e1255 = l_mut_90_;
                        uint _e1256 = l_mut_247_;
                        uint l_414_ = (_e1255 * _e1256);
                        uint _e1258 = l_mut_90_;
                        uint64_t l_1203_ = uint64_t(_e1258);
                        uint _e1260 = l_mut_247_;
                        uint64_t l_1204_ = uint64_t(_e1260);
                        uint64_t l_1205_ = (l_1203_ * l_1204_);
                        uint64_t l_1206_ = (l_1205_ >> uint(32uL));
                        uint l_415_ = uint(l_1206_);
                        uint _e1269 = l_mut_75_;
                        uint _e1270 = l_mut_247_;
                        uint l_416_ = (_e1269 * _e1270);
                        uint l_417_ = (l_415_ + l_416_);
                        uint _e1273 = l_mut_102_;
                        uint l_418_ = (_e1273 - l_414_);
                        uint _e1275 = l_mut_96_;
                        uint l_419_ = (_e1275 - l_417_);
                        uint _e1277 = l_mut_102_;
                        bool l_420_ = (_e1277 < l_414_);
                        uint l_421_ = uint(l_420_);
                        uint l_422_ = (l_419_ - l_421_);
                        l_mut_102_ = l_418_;
                        l_mut_96_ = l_422_;
                        uint _e1281 = l_mut_247_;
                        uint _e1282 = l_mut_188_;
                        uint l_423_ = (_e1281 * _e1282);
                        uint _e1284 = l_mut_189_;
                        l_mut_189_ = (_e1284 + l_423_);
                        uint _e1286 = l_mut_90_;
                        uint _e1287 = l_mut_102_;
                        uint l_424_ = (_e1286 - _e1287);
                        uint _e1289 = l_mut_75_;
                        uint _e1290 = l_mut_96_;
                        uint l_425_ = (_e1289 - _e1290);
                        uint _e1292 = l_mut_90_;
                        uint _e1293 = l_mut_102_;
                        bool l_426_ = (_e1292 < _e1293);
                        uint l_427_ = uint(l_426_);
                        uint l_428_ = (l_425_ - l_427_);
                        l_mut_90_ = l_424_;
                        l_mut_75_ = l_428_;
                        uint _e1297 = l_mut_188_;
                        uint _e1298 = l_mut_189_;
                        l_mut_188_ = (_e1297 + _e1298);
                    }
                }
            }
        }
        bool _e1300 = l_mut_190_;
        bool l_429_ = !(_e1300);
        if (l_429_) {
            uint l_1208_ = asuint(info.Load(20+0));
            uint l_1209_ = (l_1208_ * 1u);
            uint l_1210_ = (l_1209_ - 1u);
            uint l_1211_ = min(0u, l_1210_);
            uint _e1315; buffer_5_global.InterlockedAdd(l_1211_*4, 1u, _e1315);
            uint l_432_ = naga_div(l_4_, 8u);
            l_mut_247_ = 0u;
            l_mut_242_ = 0u;
            l_mut_241_ = 0u;
            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
            bool loop_init_2 = true;
            while(true) {
                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                if (!loop_init_2) {
                    uint _e2587 = l_mut_433_;
                    l_mut_433_ = (_e2587 + 1u);
                }
                loop_init_2 = false;
                uint _e1323 = l_mut_433_;
                if ((_e1323 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1326 = l_mut_433_;
                    uint l_434_ = (_e1326 * l_432_);
                    bool l_435_ = (l_434_ < l_56_);
                    uint l_436_ = naga_div(l_4_, 8u);
                    uint _e1331 = l_mut_433_;
                    uint l_437_ = (_e1331 * l_436_);
                    uint l_438_ = (l_437_ + l_437_);
                    uint l_439_ = (l_72_ >> 31u);
                    bool l_440_ = (l_439_ == 1u);
                    l_mut_215_ = l_69_;
                    l_mut_210_ = l_72_;
                    if (l_440_) {
                        uint l_441_ = (0u - l_69_);
                        uint l_442_ = (0u - l_72_);
                        bool l_443_ = (0u < l_69_);
                        uint l_444_ = uint(l_443_);
                        uint l_445_ = (l_442_ - l_444_);
                        l_mut_215_ = l_441_;
                        l_mut_210_ = l_445_;
                    }
                    uint _e1346 = l_mut_215_;
                    uint l_446_ = (_e1346 * l_438_);
                    uint _e1348 = l_mut_210_;
                    uint l_447_ = (_e1348 * l_438_);
                    uint _e1350 = l_mut_215_;
                    uint64_t l_1213_ = uint64_t(_e1350);
                    uint64_t l_1214_ = uint64_t(l_438_);
                    uint64_t l_1215_ = (l_1213_ * l_1214_);
                    uint64_t l_1216_ = (l_1215_ >> uint(32uL));
                    uint l_448_ = uint(l_1216_);
                    uint l_449_ = (l_448_ + l_447_);
                    uint _e1361 = l_mut_210_;
                    uint64_t l_1218_ = uint64_t(_e1361);
                    uint64_t l_1219_ = uint64_t(l_438_);
                    uint64_t l_1220_ = (l_1218_ * l_1219_);
                    uint64_t l_1221_ = (l_1220_ >> uint(32uL));
                    uint l_450_ = uint(l_1221_);
                    bool l_451_ = (l_449_ < l_447_);
                    uint l_452_ = uint(l_451_);
                    uint l_453_ = (l_450_ + l_452_);
                    uint l_454_ = naga_mod(l_9_, 32u);
                    l_mut_209_ = l_446_;
                    bool l_455_ = (l_454_ > 0u);
                    if (l_455_) {
                        uint l_456_ = (l_446_ >> l_454_);
                        uint l_457_ = (32u - l_454_);
                        uint l_458_ = (l_449_ << l_457_);
                        uint l_459_ = (l_456_ | l_458_);
                        l_mut_209_ = l_459_;
                    }
                    l_mut_207_ = l_449_;
                    bool l_460_ = (l_454_ > 0u);
                    if (l_460_) {
                        uint l_461_ = (l_449_ >> l_454_);
                        uint l_462_ = (32u - l_454_);
                        uint l_463_ = (l_453_ << l_462_);
                        uint l_464_ = (l_461_ | l_463_);
                        l_mut_207_ = l_464_;
                    }
                    uint _e1390 = l_mut_209_;
                    l_mut_189_ = _e1390;
                    uint _e1391 = l_mut_207_;
                    l_mut_209_ = _e1391;
                    bool l_465_ = (l_9_ >= 64u);
                    if (l_465_) {
                        l_mut_189_ = l_453_;
                        l_mut_209_ = 0u;
                    } else {
                        bool l_466_ = (l_9_ >= 32u);
                        if (l_466_) {
                            l_mut_207_ = l_449_;
                            bool l_467_ = (l_454_ > 0u);
                            if (l_467_) {
                                uint l_468_ = (l_449_ >> l_454_);
                                uint l_469_ = (32u - l_454_);
                                uint l_470_ = (l_453_ << l_469_);
                                uint l_471_ = (l_468_ | l_470_);
                                l_mut_207_ = l_471_;
                            }
                            uint l_472_ = (l_453_ >> l_454_);
                            uint _e1405 = l_mut_207_;
                            l_mut_189_ = _e1405;
                            l_mut_209_ = l_472_;
                        }
                    }
                    uint _e1406 = l_mut_189_;
                    l_mut_215_ = _e1406;
                    uint _e1407 = l_mut_209_;
                    l_mut_210_ = _e1407;
                    if (l_440_) {
                        uint _e1409 = l_mut_215_;
                        uint l_473_ = (0u - _e1409);
                        uint _e1412 = l_mut_210_;
                        uint l_474_ = (0u - _e1412);
                        uint _e1415 = l_mut_215_;
                        bool l_475_ = (0u < _e1415);
                        uint l_476_ = uint(l_475_);
                        uint l_477_ = (l_474_ - l_476_);
                        l_mut_215_ = l_473_;
                        l_mut_210_ = l_477_;
                    }
                    uint _e1419 = l_mut_215_;
                    uint l_478_ = (l_59_ + _e1419);
                    uint _e1421 = l_mut_210_;
                    uint l_479_ = (l_62_ + _e1421);
                    bool l_480_ = (l_478_ < l_59_);
                    uint l_481_ = uint(l_480_);
                    uint l_482_ = (l_479_ + l_481_);
                    uint l_483_ = (l_59_ * l_437_);
                    uint64_t l_1223_ = uint64_t(l_59_);
                    uint64_t l_1224_ = uint64_t(l_437_);
                    uint64_t l_1225_ = (l_1223_ * l_1224_);
                    uint64_t l_1226_ = (l_1225_ >> uint(32uL));
                    uint l_484_ = uint(l_1226_);
                    uint l_485_ = (l_62_ * l_437_);
                    uint l_486_ = (l_484_ + l_485_);
                    uint l_487_ = (l_64_ + l_483_);
                    uint l_488_ = (l_67_ + l_486_);
                    bool l_489_ = (l_487_ < l_64_);
                    uint l_490_ = uint(l_489_);
                    uint l_491_ = (l_488_ + l_490_);
                    uint l_492_ = (l_437_ * l_437_);
                    uint l_493_ = (l_72_ >> 31u);
                    bool l_494_ = (l_493_ == 1u);
                    l_mut_215_ = l_69_;
                    l_mut_210_ = l_72_;
                    if (l_494_) {
                        uint l_495_ = (0u - l_69_);
                        uint l_496_ = (0u - l_72_);
                        bool l_497_ = (0u < l_69_);
                        uint l_498_ = uint(l_497_);
                        uint l_499_ = (l_496_ - l_498_);
                        l_mut_215_ = l_495_;
                        l_mut_210_ = l_499_;
                    }
                    uint _e1456 = l_mut_215_;
                    uint l_500_ = (_e1456 * l_492_);
                    uint _e1458 = l_mut_210_;
                    uint l_501_ = (_e1458 * l_492_);
                    uint _e1460 = l_mut_215_;
                    uint64_t l_1228_ = uint64_t(_e1460);
                    uint64_t l_1229_ = uint64_t(l_492_);
                    uint64_t l_1230_ = (l_1228_ * l_1229_);
                    uint64_t l_1231_ = (l_1230_ >> uint(32uL));
                    uint l_502_ = uint(l_1231_);
                    uint l_503_ = (l_502_ + l_501_);
                    uint _e1471 = l_mut_210_;
                    uint64_t l_1233_ = uint64_t(_e1471);
                    uint64_t l_1234_ = uint64_t(l_492_);
                    uint64_t l_1235_ = (l_1233_ * l_1234_);
                    uint64_t l_1236_ = (l_1235_ >> uint(32uL));
                    uint l_504_ = uint(l_1236_);
                    bool l_505_ = (l_503_ < l_501_);
                    uint l_506_ = uint(l_505_);
                    uint l_507_ = (l_504_ + l_506_);
                    uint l_508_ = naga_mod(l_9_, 32u);
                    l_mut_209_ = l_500_;
                    bool l_509_ = (l_508_ > 0u);
                    if (l_509_) {
                        uint l_510_ = (l_500_ >> l_508_);
                        uint l_511_ = (32u - l_508_);
                        uint l_512_ = (l_503_ << l_511_);
                        uint l_513_ = (l_510_ | l_512_);
                        l_mut_209_ = l_513_;
                    }
                    l_mut_207_ = l_503_;
                    bool l_514_ = (l_508_ > 0u);
                    if (l_514_) {
                        uint l_515_ = (l_503_ >> l_508_);
                        uint l_516_ = (32u - l_508_);
                        uint l_517_ = (l_507_ << l_516_);
                        uint l_518_ = (l_515_ | l_517_);
                        l_mut_207_ = l_518_;
                    }
                    uint _e1500 = l_mut_209_;
                    l_mut_189_ = _e1500;
                    uint _e1501 = l_mut_207_;
                    l_mut_209_ = _e1501;
                    bool l_519_ = (l_9_ >= 64u);
                    if (l_519_) {
                        l_mut_189_ = l_507_;
                        l_mut_209_ = 0u;
                    } else {
                        bool l_520_ = (l_9_ >= 32u);
                        if (l_520_) {
                            l_mut_207_ = l_503_;
                            bool l_521_ = (l_508_ > 0u);
                            if (l_521_) {
                                uint l_522_ = (l_503_ >> l_508_);
                                uint l_523_ = (32u - l_508_);
                                uint l_524_ = (l_507_ << l_523_);
                                uint l_525_ = (l_522_ | l_524_);
                                l_mut_207_ = l_525_;
                            }
                            uint l_526_ = (l_507_ >> l_508_);
                            uint _e1515 = l_mut_207_;
                            l_mut_189_ = _e1515;
                            l_mut_209_ = l_526_;
                        }
                    }
                    uint _e1516 = l_mut_189_;
                    l_mut_215_ = _e1516;
                    uint _e1517 = l_mut_209_;
                    l_mut_210_ = _e1517;
                    if (l_494_) {
                        uint _e1519 = l_mut_215_;
                        uint l_527_ = (0u - _e1519);
                        uint _e1522 = l_mut_210_;
                        uint l_528_ = (0u - _e1522);
                        uint _e1525 = l_mut_215_;
                        bool l_529_ = (0u < _e1525);
                        uint l_530_ = uint(l_529_);
                        uint l_531_ = (l_528_ - l_530_);
                        l_mut_215_ = l_527_;
                        l_mut_210_ = l_531_;
                    }
                    uint _e1529 = l_mut_215_;
                    uint l_532_ = (l_487_ + _e1529);
                    uint _e1531 = l_mut_210_;
                    uint l_533_ = (l_491_ + _e1531);
                    bool l_534_ = (l_532_ < l_487_);
                    uint l_535_ = uint(l_534_);
                    uint l_536_ = (l_533_ + l_535_);
                    uint l_537_ = (l_72_ >> 31u);
                    bool l_538_ = (l_537_ == 1u);
                    l_mut_215_ = l_69_;
                    l_mut_210_ = l_72_;
                    if (l_538_) {
                        uint l_539_ = (0u - l_69_);
                        uint l_540_ = (0u - l_72_);
                        bool l_541_ = (0u < l_69_);
                        uint l_542_ = uint(l_541_);
                        uint l_543_ = (l_540_ - l_542_);
                        l_mut_215_ = l_539_;
                        l_mut_210_ = l_543_;
                    }
                    uint _e1548 = l_mut_215_;
                    uint l_544_ = (_e1548 * l_436_);
                    uint _e1550 = l_mut_210_;
                    uint l_545_ = (_e1550 * l_436_);
                    uint _e1552 = l_mut_215_;
                    uint64_t l_1238_ = uint64_t(_e1552);
                    uint64_t l_1239_ = uint64_t(l_436_);
                    uint64_t l_1240_ = (l_1238_ * l_1239_);
                    uint64_t l_1241_ = (l_1240_ >> uint(32uL));
                    uint l_546_ = uint(l_1241_);
                    uint l_547_ = (l_546_ + l_545_);
                    uint _e1563 = l_mut_210_;
                    uint64_t l_1243_ = uint64_t(_e1563);
                    uint64_t l_1244_ = uint64_t(l_436_);
                    uint64_t l_1245_ = (l_1243_ * l_1244_);
                    uint64_t l_1246_ = (l_1245_ >> uint(32uL));
                    uint l_548_ = uint(l_1246_);
                    bool l_549_ = (l_547_ < l_545_);
                    uint l_550_ = uint(l_549_);
                    uint l_551_ = (l_548_ + l_550_);
                    uint l_552_ = naga_mod(l_9_, 32u);
                    l_mut_209_ = l_544_;
                    bool l_553_ = (l_552_ > 0u);
                    if (l_553_) {
                        uint l_554_ = (l_544_ >> l_552_);
                        uint l_555_ = (32u - l_552_);
                        uint l_556_ = (l_547_ << l_555_);
                        uint l_557_ = (l_554_ | l_556_);
                        l_mut_209_ = l_557_;
                    }
                    l_mut_207_ = l_547_;
                    bool l_558_ = (l_552_ > 0u);
                    if (l_558_) {
                        uint l_559_ = (l_547_ >> l_552_);
                        uint l_560_ = (32u - l_552_);
                        uint l_561_ = (l_551_ << l_560_);
                        uint l_562_ = (l_559_ | l_561_);
                        l_mut_207_ = l_562_;
                    }
                    uint _e1592 = l_mut_209_;
                    l_mut_189_ = _e1592;
                    uint _e1593 = l_mut_207_;
                    l_mut_209_ = _e1593;
                    bool l_563_ = (l_9_ >= 64u);
                    if (l_563_) {
                        l_mut_189_ = l_551_;
                        l_mut_209_ = 0u;
                    } else {
                        bool l_564_ = (l_9_ >= 32u);
                        if (l_564_) {
                            l_mut_207_ = l_547_;
                            bool l_565_ = (l_552_ > 0u);
                            if (l_565_) {
                                uint l_566_ = (l_547_ >> l_552_);
                                uint l_567_ = (32u - l_552_);
                                uint l_568_ = (l_551_ << l_567_);
                                uint l_569_ = (l_566_ | l_568_);
                                l_mut_207_ = l_569_;
                            }
                            uint l_570_ = (l_551_ >> l_552_);
                            uint _e1607 = l_mut_207_;
                            l_mut_189_ = _e1607;
                            l_mut_209_ = l_570_;
                        }
                    }
                    uint _e1608 = l_mut_189_;
                    l_mut_215_ = _e1608;
                    uint _e1609 = l_mut_209_;
                    l_mut_210_ = _e1609;
                    if (l_538_) {
                        uint _e1611 = l_mut_215_;
                        uint l_571_ = (0u - _e1611);
                        uint _e1614 = l_mut_210_;
                        uint l_572_ = (0u - _e1614);
                        uint _e1617 = l_mut_215_;
                        bool l_573_ = (0u < _e1617);
                        uint l_574_ = uint(l_573_);
                        uint l_575_ = (l_572_ - l_574_);
                        l_mut_215_ = l_571_;
                        l_mut_210_ = l_575_;
                    }
                    uint _e1621 = l_mut_215_;
                    uint l_576_ = (l_478_ + _e1621);
                    uint _e1623 = l_mut_210_;
                    uint l_577_ = (l_482_ + _e1623);
                    bool l_578_ = (l_576_ < l_478_);
                    uint l_579_ = uint(l_578_);
                    uint l_580_ = (l_577_ + l_579_);
                    uint l_581_ = (l_436_ * l_436_);
                    uint l_582_ = (l_9_ + 3u);
                    uint l_583_ = (l_72_ >> 31u);
                    bool l_584_ = (l_583_ == 1u);
                    l_mut_215_ = l_69_;
                    l_mut_210_ = l_72_;
                    if (l_584_) {
                        uint l_585_ = (0u - l_69_);
                        uint l_586_ = (0u - l_72_);
                        bool l_587_ = (0u < l_69_);
                        uint l_588_ = uint(l_587_);
                        uint l_589_ = (l_586_ - l_588_);
                        l_mut_215_ = l_585_;
                        l_mut_210_ = l_589_;
                    }
                    uint _e1643 = l_mut_215_;
                    uint l_590_ = (_e1643 * l_581_);
                    uint _e1645 = l_mut_210_;
                    uint l_591_ = (_e1645 * l_581_);
                    uint _e1647 = l_mut_215_;
                    uint64_t l_1248_ = uint64_t(_e1647);
                    uint64_t l_1249_ = uint64_t(l_581_);
                    uint64_t l_1250_ = (l_1248_ * l_1249_);
                    uint64_t l_1251_ = (l_1250_ >> uint(32uL));
                    uint l_592_ = uint(l_1251_);
                    uint l_593_ = (l_592_ + l_591_);
                    uint _e1658 = l_mut_210_;
                    uint64_t l_1253_ = uint64_t(_e1658);
                    uint64_t l_1254_ = uint64_t(l_581_);
                    uint64_t l_1255_ = (l_1253_ * l_1254_);
                    uint64_t l_1256_ = (l_1255_ >> uint(32uL));
                    uint l_594_ = uint(l_1256_);
                    bool l_595_ = (l_593_ < l_591_);
                    uint l_596_ = uint(l_595_);
                    uint l_597_ = (l_594_ + l_596_);
                    uint l_598_ = naga_mod(l_582_, 32u);
                    l_mut_209_ = l_590_;
                    bool l_599_ = (l_598_ > 0u);
                    if (l_599_) {
                        uint l_600_ = (l_590_ >> l_598_);
                        uint l_601_ = (32u - l_598_);
                        uint l_602_ = (l_593_ << l_601_);
                        uint l_603_ = (l_600_ | l_602_);
                        l_mut_209_ = l_603_;
                    }
                    l_mut_207_ = l_593_;
                    bool l_604_ = (l_598_ > 0u);
                    if (l_604_) {
                        uint l_605_ = (l_593_ >> l_598_);
                        uint l_606_ = (32u - l_598_);
                        uint l_607_ = (l_597_ << l_606_);
                        uint l_608_ = (l_605_ | l_607_);
                        l_mut_207_ = l_608_;
                    }
                    uint _e1687 = l_mut_209_;
                    l_mut_189_ = _e1687;
                    uint _e1688 = l_mut_207_;
                    l_mut_209_ = _e1688;
                    bool l_609_ = (l_582_ >= 64u);
                    if (l_609_) {
                        l_mut_189_ = l_597_;
                        l_mut_209_ = 0u;
                    } else {
                        bool l_610_ = (l_582_ >= 32u);
                        if (l_610_) {
                            l_mut_207_ = l_593_;
                            bool l_611_ = (l_598_ > 0u);
                            if (l_611_) {
                                uint l_612_ = (l_593_ >> l_598_);
                                uint l_613_ = (32u - l_598_);
                                uint l_614_ = (l_597_ << l_613_);
                                uint l_615_ = (l_612_ | l_614_);
                                l_mut_207_ = l_615_;
                            }
                            uint l_616_ = (l_597_ >> l_598_);
                            uint _e1702 = l_mut_207_;
                            l_mut_189_ = _e1702;
                            l_mut_209_ = l_616_;
                        }
                    }
                    uint _e1703 = l_mut_189_;
                    l_mut_215_ = _e1703;
                    uint _e1704 = l_mut_209_;
                    l_mut_210_ = _e1704;
                    if (l_584_) {
                        uint _e1706 = l_mut_215_;
                        uint l_617_ = (0u - _e1706);
                        uint _e1709 = l_mut_210_;
                        uint l_618_ = (0u - _e1709);
                        uint _e1712 = l_mut_215_;
                        bool l_619_ = (0u < _e1712);
                        uint l_620_ = uint(l_619_);
                        uint l_621_ = (l_618_ - l_620_);
                        l_mut_215_ = l_617_;
                        l_mut_210_ = l_621_;
                    }
                    uint _e1716 = l_mut_215_;
                    uint l_622_ = (l_532_ - _e1716);
                    uint _e1718 = l_mut_210_;
                    uint l_623_ = (l_536_ - _e1718);
                    uint _e1720 = l_mut_215_;
                    bool l_624_ = (l_532_ < _e1720);
                    uint l_625_ = uint(l_624_);
                    uint l_626_ = (l_623_ - l_625_);
                    uint l_627_ = (l_622_ + l_19_);
                    uint l_628_ = (l_626_ + l_22_);
                    bool l_629_ = (l_627_ < l_622_);
                    uint l_630_ = uint(l_629_);
                    uint l_631_ = (l_628_ + l_630_);
                    uint l_632_ = (0u - l_576_);
                    uint l_633_ = (0u - l_580_);
                    bool l_634_ = (0u < l_576_);
                    uint l_635_ = uint(l_634_);
                    uint l_636_ = (l_633_ - l_635_);
                    uint l_637_ = (l_19_ + l_19_);
                    uint l_638_ = (l_22_ + l_22_);
                    bool l_639_ = (l_637_ < l_19_);
                    uint l_640_ = uint(l_639_);
                    uint l_641_ = (l_638_ + l_640_);
                    l_mut_215_ = l_632_;
                    l_mut_210_ = l_636_;
                    uint l_642_ = (0u - l_632_);
                    uint l_643_ = (0u - l_636_);
                    bool l_644_ = (0u < l_632_);
                    uint l_645_ = uint(l_644_);
                    uint l_646_ = (l_643_ - l_645_);
                    l_mut_209_ = l_642_;
                    l_mut_207_ = l_646_;
                    l_mut_189_ = l_627_;
                    l_mut_188_ = l_631_;
                    l_mut_187_ = 1u;
                    l_mut_102_ = 1u;
                    l_mut_208_ = false;
                    uint _e1753 = l_mut_188_;
                    bool l_647_ = (_e1753 < l_641_);
                    uint _e1755 = l_mut_188_;
                    bool l_648_ = (_e1755 == l_641_);
                    uint _e1757 = l_mut_189_;
                    bool l_649_ = (_e1757 < l_637_);
                    if (l_648_) {
                        local_32 = l_649_;
                    } else {
                        local_32 = false;
                    }
                    bool l_650_ = local_32;
                    if (!(l_647_)) {
                        local_33 = l_650_;
                    } else {
                        local_33 = true;
                    }
                    bool l_651_ = local_33;
                    bool l_652_ = !(l_651_);
                    l_mut_200_ = l_652_;
                    uint l_653_ = (l_632_ | l_636_);
                    bool l_654_ = (l_653_ == 0u);
                    if (l_654_) {
                        bool _e1772 = l_mut_200_;
                        l_mut_208_ = _e1772;
                        l_mut_200_ = false;
                    }
                    l_mut_197_ = false;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        bool _e1775 = l_mut_200_;
                        bool l_655_ = !(_e1775);
                        if (l_655_) {
                            break;
                        }
                        uint _e1777 = l_mut_188_;
                        uint _e1778 = l_mut_210_;
                        bool l_656_ = (_e1777 < _e1778);
                        uint _e1780 = l_mut_188_;
                        uint _e1781 = l_mut_210_;
                        bool l_657_ = (_e1780 == _e1781);
                        uint _e1783 = l_mut_189_;
                        uint _e1784 = l_mut_215_;
                        bool l_658_ = (_e1783 < _e1784);
                        if (l_657_) {
                            local_34 = l_658_;
                        } else {
                            local_34 = false;
                        }
                        bool l_659_ = local_34;
                        if (!(l_656_)) {
                            local_35 = l_659_;
                        } else {
                            local_35 = true;
                        }
                        bool l_660_ = local_35;
                        if (l_660_) {
                            l_mut_96_ = 0u;
                            l_mut_190_ = false;
                            uint _e1797 = l_mut_209_;
                            l_mut_90_ = _e1797;
                            uint _e1798 = l_mut_207_;
                            l_mut_75_ = _e1798;
                            if (false) {
                                uint _e1801 = l_mut_207_;
                                uint l_663_ = (_e1801 >> 3u);
                                l_mut_90_ = l_663_;
                                l_mut_75_ = 0u;
                            } else {
                                if (true) {
                                    uint _e1805 = l_mut_209_;
                                    l_mut_40_ = _e1805;
                                    if (true) {
                                        uint _e1807 = l_mut_209_;
                                        uint l_666_ = (_e1807 >> 3u);
                                        uint _e1810 = l_mut_207_;
                                        uint l_667_ = (_e1810 << 29u);
                                        uint l_668_ = (l_666_ | l_667_);
                                        l_mut_40_ = l_668_;
                                    }
                                    uint _e1814 = l_mut_207_;
                                    uint l_669_ = (_e1814 >> 3u);
                                    uint _e1817 = l_mut_40_;
                                    l_mut_90_ = _e1817;
                                    l_mut_75_ = l_669_;
                                }
                            }
                            uint _e1818 = l_mut_75_;
                            uint _e1819 = l_mut_210_;
                            bool l_670_ = (_e1818 < _e1819);
                            uint _e1821 = l_mut_75_;
                            uint _e1822 = l_mut_210_;
                            bool l_671_ = (_e1821 == _e1822);
                            uint _e1824 = l_mut_90_;
                            uint _e1825 = l_mut_215_;
                            bool l_672_ = (_e1824 < _e1825);
                            if (l_671_) {
                                local_36 = l_672_;
                            } else {
                                local_36 = false;
                            }
                            bool l_673_ = local_36;
                            if (!(l_670_)) {
                                local_37 = l_673_;
                            } else {
                                local_37 = true;
                            }
                            bool l_674_ = local_37;
                            bool l_675_ = !(l_674_);
                            l_mut_190_ = l_675_;
                            uint _e1837 = l_mut_215_;
                            uint _e1838 = l_mut_210_;
                            uint l_676_ = (_e1837 | _e1838);
                            bool l_677_ = (l_676_ == 0u);
                            if (l_677_) {
                                l_mut_96_ = l_436_;
                            } else {
                                bool _e1842 = l_mut_190_;
                                if (_e1842) {
                                    uint _e1843 = l_mut_210_;
                                    uint _e1844 = l_mut_207_;
                                    bool l_678_ = (_e1843 < _e1844);
                                    uint _e1846 = l_mut_210_;
                                    uint _e1847 = l_mut_207_;
                                    bool l_679_ = (_e1846 == _e1847);
                                    uint _e1849 = l_mut_215_;
                                    uint _e1850 = l_mut_209_;
                                    bool l_680_ = (_e1849 < _e1850);
                                    if (l_679_) {
                                        local_38 = l_680_;
                                    } else {
                                        local_38 = false;
                                    }
                                    bool l_681_ = local_38;
                                    if (!(l_678_)) {
                                        local_39 = l_681_;
                                    } else {
                                        local_39 = true;
                                    }
                                    bool l_682_ = local_39;
                                    if (l_682_) {
                                        uint _e1861 = l_mut_209_;
                                        uint l_683_ = (_e1861 - 1u);
                                        uint _e1864 = l_mut_207_;
                                        uint l_684_ = (_e1864 - 0u);
                                        uint _e1867 = l_mut_209_;
                                        bool l_685_ = (_e1867 < 1u);
                                        uint l_686_ = uint(l_685_);
                                        uint l_687_ = (l_684_ - l_686_);
                                        l_mut_90_ = l_683_;
                                        l_mut_75_ = l_687_;
                                        l_mut_40_ = 0u;
                                        l_mut_688_ = 0u;
                                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                            if (!loop_init_3) {
                                                uint _e1960 = l_mut_688_;
                                                l_mut_688_ = (_e1960 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e1875 = l_mut_688_;
                                            if ((_e1875 < 16u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e1879 = l_mut_688_;
                                                uint l_689_ = (15u - _e1879);
                                                uint _e1881 = l_mut_90_;
                                                l_mut_690_ = _e1881;
                                                uint _e1882 = l_mut_75_;
                                                l_mut_691_ = _e1882;
                                                bool l_692_ = (l_689_ >= 32u);
                                                if (l_692_) {
                                                    uint l_693_ = (l_689_ & 31u);
                                                    uint _e1887 = l_mut_75_;
                                                    uint l_694_ = (_e1887 >> l_693_);
                                                    l_mut_690_ = l_694_;
                                                    l_mut_691_ = 0u;
                                                } else {
                                                    bool l_695_ = (l_689_ > 0u);
                                                    if (l_695_) {
                                                        uint _e1892 = l_mut_90_;
                                                        l_mut_696_ = _e1892;
                                                        bool l_697_ = (l_689_ > 0u);
                                                        if (l_697_) {
                                                            uint _e1895 = l_mut_90_;
                                                            uint l_698_ = (_e1895 >> l_689_);
                                                            uint l_699_ = (32u - l_689_);
                                                            uint _e1899 = l_mut_75_;
                                                            uint l_700_ = (_e1899 << l_699_);
                                                            uint l_701_ = (l_698_ | l_700_);
                                                            l_mut_696_ = l_701_;
                                                        }
                                                        uint _e1902 = l_mut_75_;
                                                        uint l_702_ = (_e1902 >> l_689_);
                                                        uint _e1904 = l_mut_696_;
                                                        l_mut_690_ = _e1904;
                                                        l_mut_691_ = l_702_;
                                                    }
                                                }
                                                uint _e1905 = l_mut_691_;
                                                uint _e1906 = l_mut_210_;
                                                bool l_703_ = (_e1905 < _e1906);
                                                uint _e1908 = l_mut_691_;
                                                uint _e1909 = l_mut_210_;
                                                bool l_704_ = (_e1908 == _e1909);
                                                uint _e1911 = l_mut_690_;
                                                uint _e1912 = l_mut_215_;
                                                bool l_705_ = (_e1911 < _e1912);
                                                if (l_704_) {
                                                    local_40 = l_705_;
                                                } else {
                                                    local_40 = false;
                                                }
                                                bool l_706_ = local_40;
                                                if (!(l_703_)) {
                                                    local_41 = l_706_;
                                                } else {
                                                    local_41 = true;
                                                }
                                                bool l_707_ = local_41;
                                                bool l_708_ = !(l_707_);
                                                if (l_708_) {
                                                    uint _e1924 = l_mut_215_;
                                                    l_mut_696_ = _e1924;
                                                    uint _e1925 = l_mut_210_;
                                                    l_mut_691_ = _e1925;
                                                    bool l_709_ = (l_689_ >= 32u);
                                                    if (l_709_) {
                                                        uint l_710_ = (l_689_ & 31u);
                                                        uint _e1930 = l_mut_215_;
                                                        uint l_711_ = (_e1930 << l_710_);
                                                        l_mut_696_ = 0u;
                                                        l_mut_691_ = l_711_;
                                                    } else {
                                                        bool l_712_ = (l_689_ > 0u);
                                                        if (l_712_) {
                                                            uint _e1935 = l_mut_215_;
                                                            uint l_713_ = (_e1935 << l_689_);
                                                            uint _e1937 = l_mut_210_;
                                                            uint l_714_ = (_e1937 << l_689_);
                                                            uint l_715_ = (32u - l_689_);
                                                            uint _e1941 = l_mut_215_;
                                                            uint l_716_ = (_e1941 >> l_715_);
                                                            uint l_717_ = (l_714_ | l_716_);
                                                            l_mut_696_ = l_713_;
                                                            l_mut_691_ = l_717_;
                                                        }
                                                    }
                                                    uint _e1944 = l_mut_90_;
                                                    uint _e1945 = l_mut_696_;
                                                    uint l_718_ = (_e1944 - _e1945);
                                                    uint _e1947 = l_mut_75_;
                                                    uint _e1948 = l_mut_691_;
                                                    uint l_719_ = (_e1947 - _e1948);
                                                    uint _e1950 = l_mut_90_;
                                                    uint _e1951 = l_mut_696_;
                                                    bool l_720_ = (_e1950 < _e1951);
                                                    uint l_721_ = uint(l_720_);
                                                    uint l_722_ = (l_719_ - l_721_);
                                                    l_mut_90_ = l_718_;
                                                    l_mut_75_ = l_722_;
                                                    uint l_723_ = (1u << l_689_);
                                                    uint _e1957 = l_mut_40_;
                                                    l_mut_40_ = (_e1957 | l_723_);
                                                }
                                            }
                                        }
                                        uint _e1962 = l_mut_40_;
                                        uint l_724_ = min(_e1962, l_436_);
                                        l_mut_696_ = l_724_;
                                        uint _e1964 = l_mut_75_;
                                        uint _e1965 = l_mut_210_;
                                        bool l_725_ = (_e1964 < _e1965);
                                        uint _e1967 = l_mut_75_;
                                        uint _e1968 = l_mut_210_;
                                        bool l_726_ = (_e1967 == _e1968);
                                        uint _e1970 = l_mut_90_;
                                        uint _e1971 = l_mut_215_;
                                        bool l_727_ = (_e1970 < _e1971);
                                        if (l_726_) {
                                            local_42 = l_727_;
                                        } else {
                                            local_42 = false;
                                        }
                                        bool l_728_ = local_42;
                                        if (!(l_725_)) {
                                            local_43 = l_728_;
                                        } else {
                                            local_43 = true;
                                        }
                                        bool l_729_ = local_43;
                                        bool l_730_ = !(l_729_);
                                        if (l_730_) {
                                            l_mut_696_ = l_436_;
                                        }
                                        uint _e1983 = l_mut_696_;
                                        l_mut_96_ = _e1983;
                                    }
                                } else {
                                    uint _e1984 = l_mut_209_;
                                    l_mut_696_ = _e1984;
                                    uint _e1985 = l_mut_207_;
                                    l_mut_691_ = _e1985;
                                    uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                        loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                        uint _e1986 = l_mut_210_;
                                        uint _e1987 = l_mut_691_;
                                        bool l_731_ = (_e1986 < _e1987);
                                        uint _e1989 = l_mut_210_;
                                        uint _e1990 = l_mut_691_;
                                        bool l_732_ = (_e1989 == _e1990);
                                        uint _e1992 = l_mut_215_;
                                        uint _e1993 = l_mut_696_;
                                        bool l_733_ = (_e1992 < _e1993);
                                        if (l_732_) {
                                            local_44 = l_733_;
                                        } else {
                                            local_44 = false;
                                        }
                                        bool l_734_ = local_44;
                                        if (!(l_731_)) {
                                            local_45 = l_734_;
                                        } else {
                                            local_45 = true;
                                        }
                                        bool l_735_ = local_45;
                                        uint _e2004 = l_mut_96_;
                                        uint _e2005 = l_mut_102_;
                                        uint l_736_ = (_e2004 * _e2005);
                                        uint _e2007 = l_mut_187_;
                                        uint l_737_ = (_e2007 + l_736_);
                                        uint _e2009 = l_mut_102_;
                                        uint l_738_ = (l_737_ + _e2009);
                                        bool l_739_ = (l_738_ < l_436_);
                                        if (l_735_) {
                                            local_46 = l_739_;
                                        } else {
                                            local_46 = false;
                                        }
                                        bool l_740_ = local_46;
                                        bool l_741_ = !(l_740_);
                                        if (l_741_) {
                                            break;
                                        }
                                        uint _e2017 = l_mut_696_;
                                        uint _e2018 = l_mut_215_;
                                        uint l_742_ = (_e2017 - _e2018);
                                        uint _e2020 = l_mut_691_;
                                        uint _e2021 = l_mut_210_;
                                        uint l_743_ = (_e2020 - _e2021);
                                        uint _e2023 = l_mut_696_;
                                        uint _e2024 = l_mut_215_;
                                        bool l_744_ = (_e2023 < _e2024);
                                        uint l_745_ = uint(l_744_);
                                        uint l_746_ = (l_743_ - l_745_);
                                        l_mut_696_ = l_742_;
                                        l_mut_691_ = l_746_;
                                        uint _e2028 = l_mut_96_;
                                        l_mut_96_ = (_e2028 + 1u);
                                    }
                                }
                            }
                            uint _e2031 = l_mut_96_;
                            uint _e2032 = l_mut_102_;
                            uint l_747_ = (_e2031 * _e2032);
                            uint _e2034 = l_mut_187_;
                            uint l_748_ = (_e2034 + l_747_);
                            uint _e2036 = l_mut_102_;
                            uint l_749_ = (l_748_ + _e2036);
                            bool l_750_ = (l_749_ >= l_436_);
                            if (l_750_) {
                                l_mut_208_ = true;
                                l_mut_200_ = false;
                            } else {
                                uint _e2041 = l_mut_215_;
                                uint _e2042 = l_mut_96_;
                                uint l_751_ = (_e2041 * _e2042);
                                uint _e2044 = l_mut_215_;
                                uint64_t l_1258_ = uint64_t(_e2044);
                                uint _e2046 = l_mut_96_;
                                uint64_t l_1259_ = uint64_t(_e2046);
                                uint64_t l_1260_ = (l_1258_ * l_1259_);
                                uint64_t l_1261_ = (l_1260_ >> uint(32uL));
                                uint l_752_ = uint(l_1261_);
                                uint _e2055 = l_mut_210_;
                                uint _e2056 = l_mut_96_;
                                uint l_753_ = (_e2055 * _e2056);
                                uint l_754_ = (l_752_ + l_753_);
                                uint _e2059 = l_mut_209_;
                                uint l_755_ = (_e2059 - l_751_);
                                uint _e2061 = l_mut_207_;
                                uint l_756_ = (_e2061 - l_754_);
                                uint _e2063 = l_mut_209_;
                                bool l_757_ = (_e2063 < l_751_);
                                uint l_758_ = uint(l_757_);
                                uint l_759_ = (l_756_ - l_758_);
                                l_mut_209_ = l_755_;
                                l_mut_207_ = l_759_;
                                uint _e2067 = l_mut_96_;
                                uint _e2068 = l_mut_102_;
                                uint l_760_ = (_e2067 * _e2068);
                                uint _e2070 = l_mut_187_;
                                l_mut_187_ = (_e2070 + l_760_);
                                uint _e2072 = l_mut_215_;
                                uint _e2073 = l_mut_209_;
                                uint l_761_ = (_e2072 - _e2073);
                                uint _e2075 = l_mut_210_;
                                uint _e2076 = l_mut_207_;
                                uint l_762_ = (_e2075 - _e2076);
                                uint _e2078 = l_mut_215_;
                                uint _e2079 = l_mut_209_;
                                bool l_763_ = (_e2078 < _e2079);
                                uint l_764_ = uint(l_763_);
                                uint l_765_ = (l_762_ - l_764_);
                                l_mut_215_ = l_761_;
                                l_mut_210_ = l_765_;
                                uint _e2083 = l_mut_102_;
                                uint _e2084 = l_mut_187_;
                                l_mut_102_ = (_e2083 + _e2084);
                            }
                        } else {
                            uint _e2086 = l_mut_189_;
                            uint _e2087 = l_mut_215_;
                            uint l_766_ = (_e2086 - _e2087);
                            uint _e2089 = l_mut_188_;
                            uint _e2090 = l_mut_210_;
                            uint l_767_ = (_e2089 - _e2090);
                            uint _e2092 = l_mut_189_;
                            uint _e2093 = l_mut_215_;
                            bool l_768_ = (_e2092 < _e2093);
                            uint l_769_ = uint(l_768_);
                            uint l_770_ = (l_767_ - l_769_);
                            l_mut_189_ = l_766_;
                            l_mut_188_ = l_770_;
                            uint _e2097 = l_mut_188_;
                            bool l_771_ = (_e2097 < l_641_);
                            uint _e2099 = l_mut_188_;
                            bool l_772_ = (_e2099 == l_641_);
                            uint _e2101 = l_mut_189_;
                            bool l_773_ = (_e2101 < l_637_);
                            if (l_772_) {
                                local_47 = l_773_;
                            } else {
                                local_47 = false;
                            }
                            bool l_774_ = local_47;
                            if (!(l_771_)) {
                                local_48 = l_774_;
                            } else {
                                local_48 = true;
                            }
                            bool l_775_ = local_48;
                            if (l_775_) {
                                l_mut_200_ = false;
                            } else {
                                l_mut_696_ = 0u;
                                l_mut_190_ = false;
                                uint _e2115 = l_mut_215_;
                                l_mut_691_ = _e2115;
                                uint _e2116 = l_mut_210_;
                                l_mut_690_ = _e2116;
                                if (false) {
                                    uint _e2119 = l_mut_210_;
                                    uint l_778_ = (_e2119 >> 3u);
                                    l_mut_691_ = l_778_;
                                    l_mut_690_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e2123 = l_mut_215_;
                                        l_mut_96_ = _e2123;
                                        if (true) {
                                            uint _e2125 = l_mut_215_;
                                            uint l_781_ = (_e2125 >> 3u);
                                            uint _e2128 = l_mut_210_;
                                            uint l_782_ = (_e2128 << 29u);
                                            uint l_783_ = (l_781_ | l_782_);
                                            l_mut_96_ = l_783_;
                                        }
                                        uint _e2132 = l_mut_210_;
                                        uint l_784_ = (_e2132 >> 3u);
                                        uint _e2135 = l_mut_96_;
                                        l_mut_691_ = _e2135;
                                        l_mut_690_ = l_784_;
                                    }
                                }
                                uint _e2136 = l_mut_690_;
                                uint _e2137 = l_mut_207_;
                                bool l_785_ = (_e2136 < _e2137);
                                uint _e2139 = l_mut_690_;
                                uint _e2140 = l_mut_207_;
                                bool l_786_ = (_e2139 == _e2140);
                                uint _e2142 = l_mut_691_;
                                uint _e2143 = l_mut_209_;
                                bool l_787_ = (_e2142 < _e2143);
                                if (l_786_) {
                                    local_49 = l_787_;
                                } else {
                                    local_49 = false;
                                }
                                bool l_788_ = local_49;
                                if (!(l_785_)) {
                                    local_50 = l_788_;
                                } else {
                                    local_50 = true;
                                }
                                bool l_789_ = local_50;
                                bool l_790_ = !(l_789_);
                                l_mut_190_ = l_790_;
                                uint _e2155 = l_mut_209_;
                                uint _e2156 = l_mut_207_;
                                uint l_791_ = (_e2155 | _e2156);
                                bool l_792_ = (l_791_ == 0u);
                                if (l_792_) {
                                    l_mut_696_ = l_436_;
                                } else {
                                    bool _e2160 = l_mut_190_;
                                    if (_e2160) {
                                        uint _e2161 = l_mut_207_;
                                        uint _e2162 = l_mut_210_;
                                        bool l_793_ = (_e2161 < _e2162);
                                        uint _e2164 = l_mut_207_;
                                        uint _e2165 = l_mut_210_;
                                        bool l_794_ = (_e2164 == _e2165);
                                        uint _e2167 = l_mut_209_;
                                        uint _e2168 = l_mut_215_;
                                        bool l_795_ = (_e2167 < _e2168);
                                        if (l_794_) {
                                            local_51 = l_795_;
                                        } else {
                                            local_51 = false;
                                        }
                                        bool l_796_ = local_51;
                                        if (!(l_793_)) {
                                            local_52 = l_796_;
                                        } else {
                                            local_52 = true;
                                        }
                                        bool l_797_ = local_52;
                                        if (l_797_) {
                                            uint _e2179 = l_mut_215_;
                                            uint l_798_ = (_e2179 - 1u);
                                            uint _e2182 = l_mut_210_;
                                            uint l_799_ = (_e2182 - 0u);
                                            uint _e2185 = l_mut_215_;
                                            bool l_800_ = (_e2185 < 1u);
                                            uint l_801_ = uint(l_800_);
                                            uint l_802_ = (l_799_ - l_801_);
                                            l_mut_691_ = l_798_;
                                            l_mut_690_ = l_802_;
                                            l_mut_96_ = 0u;
                                            l_mut_803_ = 0u;
                                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_4 = true;
                                            while(true) {
                                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                                if (!loop_init_4) {
                                                    uint _e2278 = l_mut_803_;
                                                    l_mut_803_ = (_e2278 + 1u);
                                                }
                                                loop_init_4 = false;
                                                uint _e2193 = l_mut_803_;
                                                if ((_e2193 < 16u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e2197 = l_mut_803_;
                                                    uint l_804_ = (15u - _e2197);
                                                    uint _e2199 = l_mut_691_;
                                                    l_mut_90_ = _e2199;
                                                    uint _e2200 = l_mut_690_;
                                                    l_mut_75_ = _e2200;
                                                    bool l_805_ = (l_804_ >= 32u);
                                                    if (l_805_) {
                                                        uint l_806_ = (l_804_ & 31u);
                                                        uint _e2205 = l_mut_690_;
                                                        uint l_807_ = (_e2205 >> l_806_);
                                                        l_mut_90_ = l_807_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_808_ = (l_804_ > 0u);
                                                        if (l_808_) {
                                                            uint _e2210 = l_mut_691_;
                                                            l_mut_40_ = _e2210;
                                                            bool l_809_ = (l_804_ > 0u);
                                                            if (l_809_) {
                                                                uint _e2213 = l_mut_691_;
                                                                uint l_810_ = (_e2213 >> l_804_);
                                                                uint l_811_ = (32u - l_804_);
                                                                uint _e2217 = l_mut_690_;
                                                                uint l_812_ = (_e2217 << l_811_);
                                                                uint l_813_ = (l_810_ | l_812_);
                                                                l_mut_40_ = l_813_;
                                                            }
                                                            uint _e2220 = l_mut_690_;
                                                            uint l_814_ = (_e2220 >> l_804_);
                                                            uint _e2222 = l_mut_40_;
                                                            l_mut_90_ = _e2222;
                                                            l_mut_75_ = l_814_;
                                                        }
                                                    }
                                                    uint _e2223 = l_mut_75_;
                                                    uint _e2224 = l_mut_207_;
                                                    bool l_815_ = (_e2223 < _e2224);
                                                    uint _e2226 = l_mut_75_;
                                                    uint _e2227 = l_mut_207_;
                                                    bool l_816_ = (_e2226 == _e2227);
                                                    uint _e2229 = l_mut_90_;
                                                    uint _e2230 = l_mut_209_;
                                                    bool l_817_ = (_e2229 < _e2230);
                                                    if (l_816_) {
                                                        local_53 = l_817_;
                                                    } else {
                                                        local_53 = false;
                                                    }
                                                    bool l_818_ = local_53;
                                                    if (!(l_815_)) {
                                                        local_54 = l_818_;
                                                    } else {
                                                        local_54 = true;
                                                    }
                                                    bool l_819_ = local_54;
                                                    bool l_820_ = !(l_819_);
                                                    if (l_820_) {
                                                        uint _e2242 = l_mut_209_;
                                                        l_mut_90_ = _e2242;
                                                        uint _e2243 = l_mut_207_;
                                                        l_mut_75_ = _e2243;
                                                        bool l_821_ = (l_804_ >= 32u);
                                                        if (l_821_) {
                                                            uint l_822_ = (l_804_ & 31u);
                                                            uint _e2248 = l_mut_209_;
                                                            uint l_823_ = (_e2248 << l_822_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_823_;
                                                        } else {
                                                            bool l_824_ = (l_804_ > 0u);
                                                            if (l_824_) {
                                                                uint _e2253 = l_mut_209_;
                                                                uint l_825_ = (_e2253 << l_804_);
                                                                uint _e2255 = l_mut_207_;
                                                                uint l_826_ = (_e2255 << l_804_);
                                                                uint l_827_ = (32u - l_804_);
                                                                uint _e2259 = l_mut_209_;
                                                                uint l_828_ = (_e2259 >> l_827_);
                                                                uint l_829_ = (l_826_ | l_828_);
                                                                l_mut_90_ = l_825_;
                                                                l_mut_75_ = l_829_;
                                                            }
                                                        }
                                                        uint _e2262 = l_mut_691_;
                                                        uint _e2263 = l_mut_90_;
                                                        uint l_830_ = (_e2262 - _e2263);
                                                        uint _e2265 = l_mut_690_;
                                                        uint _e2266 = l_mut_75_;
                                                        uint l_831_ = (_e2265 - _e2266);
                                                        uint _e2268 = l_mut_691_;
                                                        uint _e2269 = l_mut_90_;
                                                        bool l_832_ = (_e2268 < _e2269);
                                                        uint l_833_ = uint(l_832_);
                                                        uint l_834_ = (l_831_ - l_833_);
                                                        l_mut_691_ = l_830_;
                                                        l_mut_690_ = l_834_;
                                                        uint l_835_ = (1u << l_804_);
                                                        uint _e2275 = l_mut_96_;
                                                        l_mut_96_ = (_e2275 | l_835_);
                                                    }
                                                }
                                            }
                                            uint _e2280 = l_mut_96_;
                                            uint l_836_ = min(_e2280, l_436_);
                                            l_mut_96_ = l_836_;
                                            uint _e2282 = l_mut_690_;
                                            uint _e2283 = l_mut_207_;
                                            bool l_837_ = (_e2282 < _e2283);
                                            uint _e2285 = l_mut_690_;
                                            uint _e2286 = l_mut_207_;
                                            bool l_838_ = (_e2285 == _e2286);
                                            uint _e2288 = l_mut_691_;
                                            uint _e2289 = l_mut_209_;
                                            bool l_839_ = (_e2288 < _e2289);
                                            if (l_838_) {
                                                local_55 = l_839_;
                                            } else {
                                                local_55 = false;
                                            }
                                            bool l_840_ = local_55;
                                            if (!(l_837_)) {
                                                local_56 = l_840_;
                                            } else {
                                                local_56 = true;
                                            }
                                            bool l_841_ = local_56;
                                            bool l_842_ = !(l_841_);
                                            if (l_842_) {
                                                l_mut_96_ = l_436_;
                                            }
                                            uint _e2301 = l_mut_96_;
                                            l_mut_696_ = _e2301;
                                        }
                                    } else {
                                        uint _e2302 = l_mut_215_;
                                        l_mut_691_ = _e2302;
                                        uint _e2303 = l_mut_210_;
                                        l_mut_690_ = _e2303;
                                        uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                            loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                            uint _e2304 = l_mut_207_;
                                            uint _e2305 = l_mut_690_;
                                            bool l_843_ = (_e2304 < _e2305);
                                            uint _e2307 = l_mut_207_;
                                            uint _e2308 = l_mut_690_;
                                            bool l_844_ = (_e2307 == _e2308);
                                            uint _e2310 = l_mut_209_;
                                            uint _e2311 = l_mut_691_;
                                            bool l_845_ = (_e2310 < _e2311);
                                            if (l_844_) {
                                                local_57 = l_845_;
                                            } else {
                                                local_57 = false;
                                            }
                                            bool l_846_ = local_57;
                                            if (!(l_843_)) {
                                                local_58 = l_846_;
                                            } else {
                                                local_58 = true;
                                            }
                                            bool l_847_ = local_58;
                                            uint _e2322 = l_mut_696_;
                                            uint _e2323 = l_mut_187_;
                                            uint l_848_ = (_e2322 * _e2323);
                                            uint _e2325 = l_mut_102_;
                                            uint l_849_ = (_e2325 + l_848_);
                                            uint _e2327 = l_mut_187_;
                                            uint l_850_ = (l_849_ + _e2327);
                                            bool l_851_ = (l_850_ < l_436_);
                                            if (l_847_) {
                                                local_59 = l_851_;
                                            } else {
                                                local_59 = false;
                                            }
                                            bool l_852_ = local_59;
                                            bool l_853_ = !(l_852_);
                                            if (l_853_) {
                                                break;
                                            }
                                            uint _e2335 = l_mut_691_;
                                            uint _e2336 = l_mut_209_;
                                            uint l_854_ = (_e2335 - _e2336);
                                            uint _e2338 = l_mut_690_;
                                            uint _e2339 = l_mut_207_;
                                            uint l_855_ = (_e2338 - _e2339);
                                            uint _e2341 = l_mut_691_;
                                            uint _e2342 = l_mut_209_;
                                            bool l_856_ = (_e2341 < _e2342);
                                            uint l_857_ = uint(l_856_);
                                            uint l_858_ = (l_855_ - l_857_);
                                            l_mut_691_ = l_854_;
                                            l_mut_690_ = l_858_;
                                            uint _e2346 = l_mut_696_;
                                            l_mut_696_ = (_e2346 + 1u);
                                        }
                                    }
                                }
                                uint _e2349 = l_mut_187_;
                                uint _e2350 = l_mut_102_;
                                uint l_859_ = (_e2349 + _e2350);
                                uint _e2352 = l_mut_696_;
                                uint _e2353 = l_mut_187_;
                                uint l_860_ = (_e2352 * _e2353);
                                uint l_861_ = (l_859_ + l_860_);
                                bool l_862_ = (l_861_ >= l_436_);
                                if (l_862_) {
                                    l_mut_208_ = true;
                                    l_mut_200_ = false;
                                } else {
                                    uint _e2359 = l_mut_209_;
                                    uint _e2360 = l_mut_696_;
                                    uint l_863_ = (_e2359 * _e2360);
                                    uint _e2362 = l_mut_209_;
                                    uint64_t l_1263_ = uint64_t(_e2362);
                                    uint _e2364 = l_mut_696_;
                                    uint64_t l_1264_ = uint64_t(_e2364);
                                    uint64_t l_1265_ = (l_1263_ * l_1264_);
                                    uint64_t l_1266_ = (l_1265_ >> uint(32uL));
                                    uint l_864_ = uint(l_1266_);
                                    uint _e2373 = l_mut_207_;
                                    uint _e2374 = l_mut_696_;
                                    uint l_865_ = (_e2373 * _e2374);
                                    uint l_866_ = (l_864_ + l_865_);
                                    uint _e2377 = l_mut_215_;
                                    uint l_867_ = (_e2377 - l_863_);
                                    uint _e2379 = l_mut_210_;
                                    uint l_868_ = (_e2379 - l_866_);
                                    uint _e2381 = l_mut_215_;
                                    bool l_869_ = (_e2381 < l_863_);
                                    uint l_870_ = uint(l_869_);
                                    uint l_871_ = (l_868_ - l_870_);
                                    l_mut_215_ = l_867_;
                                    l_mut_210_ = l_871_;
                                    uint _e2385 = l_mut_696_;
                                    uint _e2386 = l_mut_187_;
                                    uint l_872_ = (_e2385 * _e2386);
                                    uint _e2388 = l_mut_102_;
                                    l_mut_102_ = (_e2388 + l_872_);
                                    uint _e2390 = l_mut_209_;
                                    uint _e2391 = l_mut_215_;
                                    uint l_873_ = (_e2390 - _e2391);
                                    uint _e2393 = l_mut_207_;
                                    uint _e2394 = l_mut_210_;
                                    uint l_874_ = (_e2393 - _e2394);
                                    uint _e2396 = l_mut_209_;
                                    uint _e2397 = l_mut_215_;
                                    bool l_875_ = (_e2396 < _e2397);
                                    uint l_876_ = uint(l_875_);
                                    uint l_877_ = (l_874_ - l_876_);
                                    l_mut_209_ = l_873_;
                                    l_mut_207_ = l_877_;
                                    uint _e2401 = l_mut_187_;
                                    uint _e2402 = l_mut_102_;
                                    l_mut_187_ = (_e2401 + _e2402);
                                }
                            }
                        }
                    }
                    bool _e2404 = l_mut_208_;
                    bool l_878_ = !(_e2404);
                    if (l_435_) {
                        local_60 = l_878_;
                    } else {
                        local_60 = false;
                    }
                    bool l_879_ = local_60;
                    if (l_879_) {
                        uint _e2411 = l_mut_433_;
                        uint l_880_ = (1u << _e2411);
                        uint _e2413 = l_mut_247_;
                        l_mut_247_ = (_e2413 | l_880_);
                        uint _e2415 = l_mut_242_;
                        l_mut_242_ = (_e2415 + 1u);
                        uint l_881_ = (l_434_ + l_432_);
                        uint l_882_ = min(l_881_, l_56_);
                        l_mut_696_ = 0u;
                        l_mut_883_ = l_434_;
                        uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                        bool loop_init_5 = true;
                        while(true) {
                            if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                            loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                            if (!loop_init_5) {
                                uint _e2581 = l_mut_883_;
                                l_mut_883_ = (_e2581 + 1u);
                            }
                            loop_init_5 = false;
                            uint _e2422 = l_mut_883_;
                            if ((_e2422 < l_882_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2424 = l_mut_883_;
                                uint l_884_ = (l_59_ * _e2424);
                                uint64_t l_1268_ = uint64_t(l_59_);
                                uint _e2427 = l_mut_883_;
                                uint64_t l_1269_ = uint64_t(_e2427);
                                uint64_t l_1270_ = (l_1268_ * l_1269_);
                                uint64_t l_1271_ = (l_1270_ >> uint(32uL));
                                uint l_885_ = uint(l_1271_);
                                uint _e2436 = l_mut_883_;
                                uint l_886_ = (l_62_ * _e2436);
                                uint l_887_ = (l_885_ + l_886_);
                                uint l_888_ = (l_64_ + l_884_);
                                uint l_889_ = (l_67_ + l_887_);
                                bool l_890_ = (l_888_ < l_64_);
                                uint l_891_ = uint(l_890_);
                                uint l_892_ = (l_889_ + l_891_);
                                uint _e2444 = l_mut_883_;
                                uint _e2445 = l_mut_883_;
                                uint l_893_ = (_e2444 * _e2445);
                                uint l_894_ = (l_72_ >> 31u);
                                bool l_895_ = (l_894_ == 1u);
                                l_mut_691_ = l_69_;
                                l_mut_690_ = l_72_;
                                if (l_895_) {
                                    uint l_896_ = (0u - l_69_);
                                    uint l_897_ = (0u - l_72_);
                                    bool l_898_ = (0u < l_69_);
                                    uint l_899_ = uint(l_898_);
                                    uint l_900_ = (l_897_ - l_899_);
                                    l_mut_691_ = l_896_;
                                    l_mut_690_ = l_900_;
                                }
                                uint _e2459 = l_mut_691_;
                                uint l_901_ = (_e2459 * l_893_);
                                uint _e2461 = l_mut_690_;
                                uint l_902_ = (_e2461 * l_893_);
                                uint _e2463 = l_mut_691_;
                                uint64_t l_1273_ = uint64_t(_e2463);
                                uint64_t l_1274_ = uint64_t(l_893_);
                                uint64_t l_1275_ = (l_1273_ * l_1274_);
                                uint64_t l_1276_ = (l_1275_ >> uint(32uL));
                                uint l_903_ = uint(l_1276_);
                                uint l_904_ = (l_903_ + l_902_);
                                uint _e2474 = l_mut_690_;
                                uint64_t l_1278_ = uint64_t(_e2474);
                                uint64_t l_1279_ = uint64_t(l_893_);
                                uint64_t l_1280_ = (l_1278_ * l_1279_);
                                uint64_t l_1281_ = (l_1280_ >> uint(32uL));
                                uint l_905_ = uint(l_1281_);
                                bool l_906_ = (l_904_ < l_902_);
                                uint l_907_ = uint(l_906_);
                                uint l_908_ = (l_905_ + l_907_);
                                uint l_909_ = naga_mod(l_9_, 32u);
                                l_mut_215_ = l_901_;
                                bool l_910_ = (l_909_ > 0u);
                                if (l_910_) {
                                    uint l_911_ = (l_901_ >> l_909_);
                                    uint l_912_ = (32u - l_909_);
                                    uint l_913_ = (l_904_ << l_912_);
                                    uint l_914_ = (l_911_ | l_913_);
                                    l_mut_215_ = l_914_;
                                }
                                l_mut_210_ = l_904_;
                                bool l_915_ = (l_909_ > 0u);
                                if (l_915_) {
                                    uint l_916_ = (l_904_ >> l_909_);
                                    uint l_917_ = (32u - l_909_);
                                    uint l_918_ = (l_908_ << l_917_);
                                    uint l_919_ = (l_916_ | l_918_);
                                    l_mut_210_ = l_919_;
                                }
                                uint _e2503 = l_mut_215_;
                                l_mut_209_ = _e2503;
                                uint _e2504 = l_mut_210_;
                                l_mut_215_ = _e2504;
                                bool l_920_ = (l_9_ >= 64u);
                                if (l_920_) {
                                    l_mut_209_ = l_908_;
                                    l_mut_215_ = 0u;
                                } else {
                                    bool l_921_ = (l_9_ >= 32u);
                                    if (l_921_) {
                                        l_mut_210_ = l_904_;
                                        bool l_922_ = (l_909_ > 0u);
                                        if (l_922_) {
                                            uint l_923_ = (l_904_ >> l_909_);
                                            uint l_924_ = (32u - l_909_);
                                            uint l_925_ = (l_908_ << l_924_);
                                            uint l_926_ = (l_923_ | l_925_);
                                            l_mut_210_ = l_926_;
                                        }
                                        uint l_927_ = (l_908_ >> l_909_);
                                        uint _e2518 = l_mut_210_;
                                        l_mut_209_ = _e2518;
                                        l_mut_215_ = l_927_;
                                    }
                                }
                                uint _e2519 = l_mut_209_;
                                l_mut_691_ = _e2519;
                                uint _e2520 = l_mut_215_;
                                l_mut_690_ = _e2520;
                                if (l_895_) {
                                    uint _e2522 = l_mut_691_;
                                    uint l_928_ = (0u - _e2522);
                                    uint _e2525 = l_mut_690_;
                                    uint l_929_ = (0u - _e2525);
                                    uint _e2528 = l_mut_691_;
                                    bool l_930_ = (0u < _e2528);
                                    uint l_931_ = uint(l_930_);
                                    uint l_932_ = (l_929_ - l_931_);
                                    l_mut_691_ = l_928_;
                                    l_mut_690_ = l_932_;
                                }
                                uint _e2532 = l_mut_691_;
                                uint l_933_ = (l_888_ + _e2532);
                                uint _e2534 = l_mut_690_;
                                uint l_934_ = (l_892_ + _e2534);
                                bool l_935_ = (l_933_ < l_888_);
                                uint l_936_ = uint(l_935_);
                                uint l_937_ = (l_934_ + l_936_);
                                uint l_938_ = (0u - l_933_);
                                uint l_939_ = (0u - l_937_);
                                bool l_940_ = (0u < l_933_);
                                uint l_941_ = uint(l_940_);
                                uint l_942_ = (l_939_ - l_941_);
                                l_mut_691_ = l_938_;
                                l_mut_690_ = l_942_;
                                uint _e2547 = l_mut_690_;
                                bool l_943_ = (l_937_ < _e2547);
                                uint _e2549 = l_mut_690_;
                                bool l_944_ = (l_937_ == _e2549);
                                uint _e2551 = l_mut_691_;
                                bool l_945_ = (l_933_ < _e2551);
                                if (l_944_) {
                                    local_61 = l_945_;
                                } else {
                                    local_61 = false;
                                }
                                bool l_946_ = local_61;
                                if (!(l_943_)) {
                                    local_62 = l_946_;
                                } else {
                                    local_62 = true;
                                }
                                bool l_947_ = local_62;
                                if (l_947_) {
                                    l_mut_691_ = l_933_;
                                    l_mut_690_ = l_937_;
                                }
                                uint _e2562 = l_mut_690_;
                                bool l_948_ = (_e2562 < l_27_);
                                uint _e2564 = l_mut_690_;
                                bool l_949_ = (_e2564 == l_27_);
                                uint _e2566 = l_mut_691_;
                                bool l_950_ = (_e2566 < l_24_);
                                if (l_949_) {
                                    local_63 = l_950_;
                                } else {
                                    local_63 = false;
                                }
                                bool l_951_ = local_63;
                                if (!(l_948_)) {
                                    local_64 = l_951_;
                                } else {
                                    local_64 = true;
                                }
                                bool l_952_ = local_64;
                                uint l_953_ = uint(l_952_);
                                uint _e2578 = l_mut_696_;
                                l_mut_696_ = (_e2578 + l_953_);
                            }
                        }
                        uint _e2583 = l_mut_241_;
                        uint _e2584 = l_mut_696_;
                        l_mut_241_ = (_e2583 + _e2584);
                    }
                }
            }
            uint _e2589 = l_mut_242_;
            bool l_954_ = (_e2589 > 0u);
            if (l_954_) {
                uint l_1283_ = asuint(info.Load(20+0));
                uint l_1284_ = (l_1283_ * 1u);
                uint l_1285_ = (l_1284_ - 1u);
                uint l_1286_ = min(1u, l_1285_);
                uint _e2604 = l_mut_242_;
                uint _e2605; buffer_5_global.InterlockedAdd(l_1286_*4, _e2604, _e2605);
            }
            uint _e2606 = l_mut_241_;
            bool l_957_ = (_e2606 > 0u);
            if (l_957_) {
                uint l_1288_ = asuint(info.Load(20+0));
                uint l_1289_ = (l_1288_ * 1u);
                uint l_1290_ = (l_1289_ - 1u);
                uint l_1291_ = min(2u, l_1290_);
                uint _e2621 = l_mut_241_;
                uint _e2622; buffer_5_global.InterlockedAdd(l_1291_*4, _e2621, _e2622);
                l_mut_696_ = _e2622;
                uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                    loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e2835 = l_mut_960_;
                        l_mut_960_ = (_e2835 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e2625 = l_mut_960_;
                    if ((_e2625 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2628 = l_mut_247_;
                        uint _e2629 = l_mut_960_;
                        uint l_961_ = (_e2628 >> _e2629);
                        uint l_962_ = (l_961_ & 1u);
                        bool l_963_ = (l_962_ == 1u);
                        if (l_963_) {
                            uint _e2635 = l_mut_960_;
                            uint l_964_ = (_e2635 * l_432_);
                            uint l_965_ = (l_964_ + l_432_);
                            uint l_966_ = min(l_965_, l_56_);
                            uint _e2639 = l_mut_696_;
                            l_mut_691_ = _e2639;
                            l_mut_967_ = l_964_;
                            uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                            bool loop_init_7 = true;
                            while(true) {
                                if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                if (!loop_init_7) {
                                    uint _e2831 = l_mut_967_;
                                    l_mut_967_ = (_e2831 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e2641 = l_mut_967_;
                                if ((_e2641 < l_966_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2643 = l_mut_967_;
                                    uint l_968_ = (l_59_ * _e2643);
                                    uint64_t l_1293_ = uint64_t(l_59_);
                                    uint _e2646 = l_mut_967_;
                                    uint64_t l_1294_ = uint64_t(_e2646);
                                    uint64_t l_1295_ = (l_1293_ * l_1294_);
                                    uint64_t l_1296_ = (l_1295_ >> uint(32uL));
                                    uint l_969_ = uint(l_1296_);
                                    uint _e2655 = l_mut_967_;
                                    uint l_970_ = (l_62_ * _e2655);
                                    uint l_971_ = (l_969_ + l_970_);
                                    uint l_972_ = (l_64_ + l_968_);
                                    uint l_973_ = (l_67_ + l_971_);
                                    bool l_974_ = (l_972_ < l_64_);
                                    uint l_975_ = uint(l_974_);
                                    uint l_976_ = (l_973_ + l_975_);
                                    uint _e2663 = l_mut_967_;
                                    uint _e2664 = l_mut_967_;
                                    uint l_977_ = (_e2663 * _e2664);
                                    uint l_978_ = (l_72_ >> 31u);
                                    bool l_979_ = (l_978_ == 1u);
                                    l_mut_690_ = l_69_;
                                    l_mut_242_ = l_72_;
                                    if (l_979_) {
                                        uint l_980_ = (0u - l_69_);
                                        uint l_981_ = (0u - l_72_);
                                        bool l_982_ = (0u < l_69_);
                                        uint l_983_ = uint(l_982_);
                                        uint l_984_ = (l_981_ - l_983_);
                                        l_mut_690_ = l_980_;
                                        l_mut_242_ = l_984_;
                                    }
                                    uint _e2678 = l_mut_690_;
                                    uint l_985_ = (_e2678 * l_977_);
                                    uint _e2680 = l_mut_242_;
                                    uint l_986_ = (_e2680 * l_977_);
                                    uint _e2682 = l_mut_690_;
                                    uint64_t l_1298_ = uint64_t(_e2682);
                                    uint64_t l_1299_ = uint64_t(l_977_);
                                    uint64_t l_1300_ = (l_1298_ * l_1299_);
                                    uint64_t l_1301_ = (l_1300_ >> uint(32uL));
                                    uint l_987_ = uint(l_1301_);
                                    uint l_988_ = (l_987_ + l_986_);
                                    uint _e2693 = l_mut_242_;
                                    uint64_t l_1303_ = uint64_t(_e2693);
                                    uint64_t l_1304_ = uint64_t(l_977_);
                                    uint64_t l_1305_ = (l_1303_ * l_1304_);
                                    uint64_t l_1306_ = (l_1305_ >> uint(32uL));
                                    uint l_989_ = uint(l_1306_);
                                    bool l_990_ = (l_988_ < l_986_);
                                    uint l_991_ = uint(l_990_);
                                    uint l_992_ = (l_989_ + l_991_);
                                    uint l_993_ = naga_mod(l_9_, 32u);
                                    l_mut_241_ = l_985_;
                                    bool l_994_ = (l_993_ > 0u);
                                    if (l_994_) {
                                        uint l_995_ = (l_985_ >> l_993_);
                                        uint l_996_ = (32u - l_993_);
                                        uint l_997_ = (l_988_ << l_996_);
                                        uint l_998_ = (l_995_ | l_997_);
                                        l_mut_241_ = l_998_;
                                    }
                                    l_mut_215_ = l_988_;
                                    bool l_999_ = (l_993_ > 0u);
                                    if (l_999_) {
                                        uint l_1000_ = (l_988_ >> l_993_);
                                        uint l_1001_ = (32u - l_993_);
                                        uint l_1002_ = (l_992_ << l_1001_);
                                        uint l_1003_ = (l_1000_ | l_1002_);
                                        l_mut_215_ = l_1003_;
                                    }
                                    uint _e2722 = l_mut_241_;
                                    l_mut_210_ = _e2722;
                                    uint _e2723 = l_mut_215_;
                                    l_mut_241_ = _e2723;
                                    bool l_1004_ = (l_9_ >= 64u);
                                    if (l_1004_) {
                                        l_mut_210_ = l_992_;
                                        l_mut_241_ = 0u;
                                    } else {
                                        bool l_1005_ = (l_9_ >= 32u);
                                        if (l_1005_) {
                                            l_mut_215_ = l_988_;
                                            bool l_1006_ = (l_993_ > 0u);
                                            if (l_1006_) {
                                                uint l_1007_ = (l_988_ >> l_993_);
                                                uint l_1008_ = (32u - l_993_);
                                                uint l_1009_ = (l_992_ << l_1008_);
                                                uint l_1010_ = (l_1007_ | l_1009_);
                                                l_mut_215_ = l_1010_;
                                            }
                                            uint l_1011_ = (l_992_ >> l_993_);
                                            uint _e2737 = l_mut_215_;
                                            l_mut_210_ = _e2737;
                                            l_mut_241_ = l_1011_;
                                        }
                                    }
                                    uint _e2738 = l_mut_210_;
                                    l_mut_690_ = _e2738;
                                    uint _e2739 = l_mut_241_;
                                    l_mut_242_ = _e2739;
                                    if (l_979_) {
                                        uint _e2741 = l_mut_690_;
                                        uint l_1012_ = (0u - _e2741);
                                        uint _e2744 = l_mut_242_;
                                        uint l_1013_ = (0u - _e2744);
                                        uint _e2747 = l_mut_690_;
                                        bool l_1014_ = (0u < _e2747);
                                        uint l_1015_ = uint(l_1014_);
                                        uint l_1016_ = (l_1013_ - l_1015_);
                                        l_mut_690_ = l_1012_;
                                        l_mut_242_ = l_1016_;
                                    }
                                    uint _e2751 = l_mut_690_;
                                    uint l_1017_ = (l_972_ + _e2751);
                                    uint _e2753 = l_mut_242_;
                                    uint l_1018_ = (l_976_ + _e2753);
                                    bool l_1019_ = (l_1017_ < l_972_);
                                    uint l_1020_ = uint(l_1019_);
                                    uint l_1021_ = (l_1018_ + l_1020_);
                                    uint l_1022_ = (0u - l_1017_);
                                    uint l_1023_ = (0u - l_1021_);
                                    bool l_1024_ = (0u < l_1017_);
                                    uint l_1025_ = uint(l_1024_);
                                    uint l_1026_ = (l_1023_ - l_1025_);
                                    l_mut_690_ = l_1022_;
                                    l_mut_242_ = l_1026_;
                                    uint _e2766 = l_mut_242_;
                                    bool l_1027_ = (l_1021_ < _e2766);
                                    uint _e2768 = l_mut_242_;
                                    bool l_1028_ = (l_1021_ == _e2768);
                                    uint _e2770 = l_mut_690_;
                                    bool l_1029_ = (l_1017_ < _e2770);
                                    if (l_1028_) {
                                        local_65 = l_1029_;
                                    } else {
                                        local_65 = false;
                                    }
                                    bool l_1030_ = local_65;
                                    if (!(l_1027_)) {
                                        local_66 = l_1030_;
                                    } else {
                                        local_66 = true;
                                    }
                                    bool l_1031_ = local_66;
                                    if (l_1031_) {
                                        l_mut_690_ = l_1017_;
                                        l_mut_242_ = l_1021_;
                                    }
                                    uint _e2781 = l_mut_242_;
                                    bool l_1032_ = (_e2781 < l_27_);
                                    uint _e2783 = l_mut_242_;
                                    bool l_1033_ = (_e2783 == l_27_);
                                    uint _e2785 = l_mut_690_;
                                    bool l_1034_ = (_e2785 < l_24_);
                                    if (l_1033_) {
                                        local_67 = l_1034_;
                                    } else {
                                        local_67 = false;
                                    }
                                    bool l_1035_ = local_67;
                                    if (!(l_1032_)) {
                                        local_68 = l_1035_;
                                    } else {
                                        local_68 = true;
                                    }
                                    bool l_1036_ = local_68;
                                    if (l_1036_) {
                                        uint _e2796 = l_mut_691_;
                                        uint l_1037_ = (_e2796 * 2u);
                                        uint l_1038_ = (l_1037_ + 1u);
                                        uint l_1039_ = asuint(info.Load(40+0));
                                        bool l_1040_ = (l_1038_ < l_1039_);
                                        if (l_1040_) {
                                            uint l_1308_ = asuint(info.Load(16+0));
                                            uint l_1309_ = (l_1308_ * 1u);
                                            bool l_1310_ = (l_1037_ < l_1309_);
                                            if (l_1310_) {
                                                buffer_4_global.Store(l_1037_*4, asuint(id));
                                            }
                                            uint l_1041_ = (l_1037_ + 1u);
                                            uint l_1311_ = asuint(info.Load(16+0));
                                            uint l_1312_ = (l_1311_ * 1u);
                                            bool l_1313_ = (l_1041_ < l_1312_);
                                            if (l_1313_) {
                                                uint _e2826 = l_mut_967_;
                                                buffer_4_global.Store(l_1041_*4, asuint(_e2826));
                                            }
                                        }
                                        uint _e2827 = l_mut_691_;
                                        l_mut_691_ = (_e2827 + 1u);
                                    }
                                }
                            }
                            uint _e2833 = l_mut_691_;
                            l_mut_696_ = _e2833;
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
