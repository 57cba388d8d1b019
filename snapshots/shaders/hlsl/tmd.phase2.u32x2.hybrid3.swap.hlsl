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
    bool l_mut_899_ = (bool)0;
    bool l_mut_912_ = (bool)0;
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
    uint l_mut_940_ = (uint)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1022_ = asuint(info.Load(24+0));
        uint l_1023_ = (l_1022_ * 1u);
        uint l_1024_ = (l_1023_ - 1u);
        uint l_1025_ = min(3u, l_1024_);
        uint _e67; buffer_6_global.InterlockedAdd(l_1025_*4, 1u, _e67);
    }
    uint l_3_ = asuint(info.Load(44+0));
    uint l_4_ = (l_3_ * 8u);
    bool l_5_ = (id < l_4_);
    if (l_5_) {
        uint l_1027_ = asuint(info.Load(12+0));
        uint l_1028_ = (l_1027_ * 1u);
        bool l_1029_ = (0u < l_1028_);
        uint l_1030_ = (l_1028_ - 1u);
        uint l_1031_ = min(0u, l_1030_);
        uint l_1032_ = asuint(buffer_3_global.Load(l_1031_*4));
        uint l_7_ = (l_1029_ ? l_1032_ : 0u);
        uint l_9_ = (0u + 1u);
        uint l_1034_ = asuint(info.Load(12+0));
        uint l_1035_ = (l_1034_ * 1u);
        bool l_1036_ = (l_9_ < l_1035_);
        uint l_1037_ = (l_1035_ - 1u);
        uint l_1038_ = min(l_9_, l_1037_);
        uint l_1039_ = asuint(buffer_3_global.Load(l_1038_*4));
        uint l_10_ = (l_1036_ ? l_1039_ : 0u);
        uint l_1041_ = asuint(info.Load(12+0));
        uint l_1042_ = (l_1041_ * 1u);
        bool l_1043_ = (2u < l_1042_);
        uint l_1044_ = (l_1042_ - 1u);
        uint l_1045_ = min(2u, l_1044_);
        uint l_1046_ = asuint(buffer_3_global.Load(l_1045_*4));
        uint l_12_ = (l_1043_ ? l_1046_ : 0u);
        uint l_14_ = (2u + 1u);
        uint l_1048_ = asuint(info.Load(12+0));
        uint l_1049_ = (l_1048_ * 1u);
        bool l_1050_ = (l_14_ < l_1049_);
        uint l_1051_ = (l_1049_ - 1u);
        uint l_1052_ = min(l_14_, l_1051_);
        uint l_1053_ = asuint(buffer_3_global.Load(l_1052_*4));
        uint l_15_ = (l_1050_ ? l_1053_ : 0u);
        uint l_1055_ = asuint(info.Load(12+0));
        uint l_1056_ = (l_1055_ * 1u);
        bool l_1057_ = (4u < l_1056_);
        uint l_1058_ = (l_1056_ - 1u);
        uint l_1059_ = min(4u, l_1058_);
        uint l_1060_ = asuint(buffer_3_global.Load(l_1059_*4));
        uint l_17_ = (l_1057_ ? l_1060_ : 0u);
        uint l_19_ = (4u + 1u);
        uint l_1062_ = asuint(info.Load(12+0));
        uint l_1063_ = (l_1062_ * 1u);
        bool l_1064_ = (l_19_ < l_1063_);
        uint l_1065_ = (l_1063_ - 1u);
        uint l_1066_ = min(l_19_, l_1065_);
        uint l_1067_ = asuint(buffer_3_global.Load(l_1066_*4));
        uint l_20_ = (l_1064_ ? l_1067_ : 0u);
        uint l_1069_ = asuint(info.Load(12+0));
        uint l_1070_ = (l_1069_ * 1u);
        bool l_1071_ = (6u < l_1070_);
        uint l_1072_ = (l_1070_ - 1u);
        uint l_1073_ = min(6u, l_1072_);
        uint l_1074_ = asuint(buffer_3_global.Load(l_1073_*4));
        uint l_22_ = (l_1071_ ? l_1074_ : 0u);
        uint l_24_ = (6u + 1u);
        uint l_1076_ = asuint(info.Load(12+0));
        uint l_1077_ = (l_1076_ * 1u);
        bool l_1078_ = (l_24_ < l_1077_);
        uint l_1079_ = (l_1077_ - 1u);
        uint l_1080_ = min(l_24_, l_1079_);
        uint l_1081_ = asuint(buffer_3_global.Load(l_1080_*4));
        uint l_25_ = (l_1078_ ? l_1081_ : 0u);
        uint l_1083_ = asuint(info.Load(12+0));
        uint l_1084_ = (l_1083_ * 1u);
        bool l_1085_ = (8u < l_1084_);
        uint l_1086_ = (l_1084_ - 1u);
        uint l_1087_ = min(8u, l_1086_);
        uint l_1088_ = asuint(buffer_3_global.Load(l_1087_*4));
        uint l_27_ = (l_1085_ ? l_1088_ : 0u);
        uint l_29_ = (8u + 1u);
        uint l_1090_ = asuint(info.Load(12+0));
        uint l_1091_ = (l_1090_ * 1u);
        bool l_1092_ = (l_29_ < l_1091_);
        uint l_1093_ = (l_1091_ - 1u);
        uint l_1094_ = min(l_29_, l_1093_);
        uint l_1095_ = asuint(buffer_3_global.Load(l_1094_*4));
        uint l_30_ = (l_1092_ ? l_1095_ : 0u);
        uint l_1097_ = asuint(info.Load(12+0));
        uint l_1098_ = (l_1097_ * 1u);
        bool l_1099_ = (10u < l_1098_);
        uint l_1100_ = (l_1098_ - 1u);
        uint l_1101_ = min(10u, l_1100_);
        uint l_1102_ = asuint(buffer_3_global.Load(l_1101_*4));
        uint l_32_ = (l_1099_ ? l_1102_ : 0u);
        uint l_34_ = (10u + 1u);
        uint l_1104_ = asuint(info.Load(12+0));
        uint l_1105_ = (l_1104_ * 1u);
        bool l_1106_ = (l_34_ < l_1105_);
        uint l_1107_ = (l_1105_ - 1u);
        uint l_1108_ = min(l_34_, l_1107_);
        uint l_1109_ = asuint(buffer_3_global.Load(l_1108_*4));
        uint l_35_ = (l_1106_ ? l_1109_ : 0u);
        uint l_36_ = naga_div(id, 8u);
        uint l_1111_ = asuint(info.Load(16+0));
        uint l_1112_ = (l_1111_ * 1u);
        bool l_1113_ = (l_36_ < l_1112_);
        uint l_1114_ = (l_1112_ - 1u);
        uint l_1115_ = min(l_36_, l_1114_);
        uint l_1116_ = asuint(buffer_4_global.Load(l_1115_*4));
        uint l_37_ = (l_1113_ ? l_1116_ : 0u);
        uint l_38_ = naga_mod(id, 8u);
        uint l_39_ = naga_div(l_7_, 8u);
        uint l_40_ = (l_38_ * l_39_);
        uint l_41_ = (l_37_ * l_7_);
        uint64_t l_1118_ = uint64_t(l_37_);
        uint64_t l_1119_ = uint64_t(l_7_);
        uint64_t l_1120_ = (l_1118_ * l_1119_);
        uint64_t l_1121_ = (l_1120_ >> uint(32uL));
        uint l_42_ = uint(l_1121_);
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
            uint l_1123_ = asuint(info.Load(0+0));
            uint l_1124_ = (l_1123_ * 1u);
            bool l_1125_ = (l_62_ < l_1124_);
            uint l_1126_ = (l_1124_ - 1u);
            uint l_1127_ = min(l_62_, l_1126_);
            uint l_1128_ = asuint(buffer_0_global.Load(l_1127_*4));
            uint l_63_ = (l_1125_ ? l_1128_ : 0u);
            uint l_64_ = (2u * l_37_);
            uint l_65_ = (l_64_ + 1u);
            uint l_1130_ = asuint(info.Load(0+0));
            uint l_1131_ = (l_1130_ * 1u);
            bool l_1132_ = (l_65_ < l_1131_);
            uint l_1133_ = (l_1131_ - 1u);
            uint l_1134_ = min(l_65_, l_1133_);
            uint l_1135_ = asuint(buffer_0_global.Load(l_1134_*4));
            uint l_66_ = (l_1132_ ? l_1135_ : 0u);
            uint l_67_ = (2u * l_37_);
            uint l_1137_ = asuint(info.Load(4+0));
            uint l_1138_ = (l_1137_ * 1u);
            bool l_1139_ = (l_67_ < l_1138_);
            uint l_1140_ = (l_1138_ - 1u);
            uint l_1141_ = min(l_67_, l_1140_);
            uint l_1142_ = asuint(buffer_1_global.Load(l_1141_*4));
            uint l_68_ = (l_1139_ ? l_1142_ : 0u);
            uint l_69_ = (2u * l_37_);
            uint l_70_ = (l_69_ + 1u);
            uint l_1144_ = asuint(info.Load(4+0));
            uint l_1145_ = (l_1144_ * 1u);
            bool l_1146_ = (l_70_ < l_1145_);
            uint l_1147_ = (l_1145_ - 1u);
            uint l_1148_ = min(l_70_, l_1147_);
            uint l_1149_ = asuint(buffer_1_global.Load(l_1148_*4));
            uint l_71_ = (l_1146_ ? l_1149_ : 0u);
            uint l_72_ = (2u * l_37_);
            uint l_1151_ = asuint(info.Load(8+0));
            uint l_1152_ = (l_1151_ * 1u);
            bool l_1153_ = (l_72_ < l_1152_);
            uint l_1154_ = (l_1152_ - 1u);
            uint l_1155_ = min(l_72_, l_1154_);
            uint l_1156_ = asuint(buffer_2_global.Load(l_1155_*4));
            uint l_73_ = (l_1153_ ? l_1156_ : 0u);
            uint l_74_ = (2u * l_37_);
            uint l_75_ = (l_74_ + 1u);
            uint l_1158_ = asuint(info.Load(8+0));
            uint l_1159_ = (l_1158_ * 1u);
            bool l_1160_ = (l_75_ < l_1159_);
            uint l_1161_ = (l_1159_ - 1u);
            uint l_1162_ = min(l_75_, l_1161_);
            uint l_1163_ = asuint(buffer_2_global.Load(l_1162_*4));
            uint l_76_ = (l_1160_ ? l_1163_ : 0u);
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
            uint64_t l_1165_ = uint64_t(_e476);
            uint64_t l_1166_ = uint64_t(l_79_);
            uint64_t l_1167_ = (l_1165_ * l_1166_);
            uint64_t l_1168_ = (l_1167_ >> uint(32uL));
            uint l_90_ = uint(l_1168_);
            uint l_91_ = (l_90_ + l_89_);
            uint _e487 = l_mut_82_;
            uint64_t l_1170_ = uint64_t(_e487);
            uint64_t l_1171_ = uint64_t(l_79_);
            uint64_t l_1172_ = (l_1170_ * l_1171_);
            uint64_t l_1173_ = (l_1172_ >> uint(32uL));
            uint l_92_ = uint(l_1173_);
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
            uint64_t l_1175_ = uint64_t(l_63_);
            uint64_t l_1176_ = uint64_t(l_78_);
            uint64_t l_1177_ = (l_1175_ * l_1176_);
            uint64_t l_1178_ = (l_1177_ >> uint(32uL));
            uint l_129_ = uint(l_1178_);
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
                uint64_t l_1180_ = uint64_t(_e590);
                uint64_t l_1181_ = uint64_t(l_138_);
                uint64_t l_1182_ = (l_1180_ * l_1181_);
                uint64_t l_1183_ = (l_1182_ >> uint(32uL));
                uint l_148_ = uint(l_1183_);
                uint l_149_ = (l_148_ + l_147_);
                uint _e601 = l_mut_82_;
                uint64_t l_1185_ = uint64_t(_e601);
                uint64_t l_1186_ = uint64_t(l_138_);
                uint64_t l_1187_ = (l_1185_ * l_1186_);
                uint64_t l_1188_ = (l_1187_ >> uint(32uL));
                uint l_150_ = uint(l_1188_);
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
                uint64_t l_1190_ = uint64_t(_e677);
                uint64_t l_1191_ = uint64_t(l_78_);
                uint64_t l_1192_ = (l_1190_ * l_1191_);
                uint64_t l_1193_ = (l_1192_ >> uint(32uL));
                uint l_189_ = uint(l_1193_);
                uint l_190_ = (l_189_ + l_188_);
                uint _e688 = l_mut_160_;
                uint64_t l_1195_ = uint64_t(_e688);
                uint64_t l_1196_ = uint64_t(l_78_);
                uint64_t l_1197_ = (l_1195_ * l_1196_);
                uint64_t l_1198_ = (l_1197_ >> uint(32uL));
                uint l_191_ = uint(l_1198_);
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
                uint64_t l_1200_ = uint64_t(_e734);
                uint64_t l_1201_ = uint64_t(l_78_);
                uint64_t l_1202_ = (l_1200_ * l_1201_);
                uint64_t l_1203_ = (l_1202_ >> uint(32uL));
                uint l_216_ = uint(l_1203_);
                uint l_217_ = (l_216_ + l_215_);
                uint _e745 = l_mut_160_;
                uint64_t l_1205_ = uint64_t(_e745);
                uint64_t l_1206_ = uint64_t(l_78_);
                uint64_t l_1207_ = (l_1205_ * l_1206_);
                uint64_t l_1208_ = (l_1207_ >> uint(32uL));
                uint l_218_ = uint(l_1208_);
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
                uint64_t l_1210_ = uint64_t(_e791);
                uint64_t l_1211_ = uint64_t(l_78_);
                uint64_t l_1212_ = (l_1210_ * l_1211_);
                uint64_t l_1213_ = (l_1212_ >> uint(32uL));
                uint l_245_ = uint(l_1213_);
                uint l_246_ = (l_245_ + l_244_);
                uint _e802 = l_mut_97_;
                uint64_t l_1215_ = uint64_t(_e802);
                uint64_t l_1216_ = uint64_t(l_78_);
                uint64_t l_1217_ = (l_1215_ * l_1216_);
                uint64_t l_1218_ = (l_1217_ >> uint(32uL));
                uint l_247_ = uint(l_1218_);
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
                uint64_t l_1220_ = uint64_t(_e848);
                uint64_t l_1221_ = uint64_t(l_78_);
                uint64_t l_1222_ = (l_1220_ * l_1221_);
                uint64_t l_1223_ = (l_1222_ >> uint(32uL));
                uint l_272_ = uint(l_1223_);
                uint l_273_ = (l_272_ + l_271_);
                uint _e859 = l_mut_97_;
                uint64_t l_1225_ = uint64_t(_e859);
                uint64_t l_1226_ = uint64_t(l_78_);
                uint64_t l_1227_ = (l_1225_ * l_1226_);
                uint64_t l_1228_ = (l_1227_ >> uint(32uL));
                uint l_274_ = uint(l_1228_);
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
                uint64_t l_1230_ = uint64_t(_e903);
                uint64_t l_1231_ = uint64_t(l_78_);
                uint64_t l_1232_ = (l_1230_ * l_1231_);
                uint64_t l_1233_ = (l_1232_ >> uint(32uL));
                uint l_300_ = uint(l_1233_);
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
            uint64_t l_1235_ = uint64_t(_e1014);
            uint64_t l_1236_ = uint64_t(l_77_);
            uint64_t l_1237_ = (l_1235_ * l_1236_);
            uint64_t l_1238_ = (l_1237_ >> uint(32uL));
            uint l_354_ = uint(l_1238_);
            uint l_355_ = (l_354_ + l_353_);
            uint _e1025 = l_mut_284_;
            uint64_t l_1240_ = uint64_t(_e1025);
            uint64_t l_1241_ = uint64_t(l_77_);
            uint64_t l_1242_ = (l_1240_ * l_1241_);
            uint64_t l_1243_ = (l_1242_ >> uint(32uL));
            uint l_356_ = uint(l_1243_);
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
                uint64_t l_1245_ = uint64_t(_e1113);
                uint64_t l_1246_ = uint64_t(l_391_);
                uint64_t l_1247_ = (l_1245_ * l_1246_);
                uint64_t l_1248_ = (l_1247_ >> uint(32uL));
                uint l_401_ = uint(l_1248_);
                uint l_402_ = (l_401_ + l_400_);
                uint _e1124 = l_mut_228_;
                uint64_t l_1250_ = uint64_t(_e1124);
                uint64_t l_1251_ = uint64_t(l_391_);
                uint64_t l_1252_ = (l_1250_ * l_1251_);
                uint64_t l_1253_ = (l_1252_ >> uint(32uL));
                uint l_403_ = uint(l_1253_);
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
                uint64_t l_1255_ = uint64_t(_e1200);
                uint64_t l_1256_ = uint64_t(l_77_);
                uint64_t l_1257_ = (l_1255_ * l_1256_);
                uint64_t l_1258_ = (l_1257_ >> uint(32uL));
                uint l_440_ = uint(l_1258_);
                uint l_441_ = (l_440_ + l_439_);
                uint _e1211 = l_mut_228_;
                uint64_t l_1260_ = uint64_t(_e1211);
                uint64_t l_1261_ = uint64_t(l_77_);
                uint64_t l_1262_ = (l_1260_ * l_1261_);
                uint64_t l_1263_ = (l_1262_ >> uint(32uL));
                uint l_442_ = uint(l_1263_);
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
                uint64_t l_1265_ = uint64_t(_e1257);
                uint64_t l_1266_ = uint64_t(l_77_);
                uint64_t l_1267_ = (l_1265_ * l_1266_);
                uint64_t l_1268_ = (l_1267_ >> uint(32uL));
                uint l_467_ = uint(l_1268_);
                uint l_468_ = (l_467_ + l_466_);
                uint _e1268 = l_mut_228_;
                uint64_t l_1270_ = uint64_t(_e1268);
                uint64_t l_1271_ = uint64_t(l_77_);
                uint64_t l_1272_ = (l_1270_ * l_1271_);
                uint64_t l_1273_ = (l_1272_ >> uint(32uL));
                uint l_469_ = uint(l_1273_);
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
                uint64_t l_1275_ = uint64_t(_e1314);
                uint64_t l_1276_ = uint64_t(l_77_);
                uint64_t l_1277_ = (l_1275_ * l_1276_);
                uint64_t l_1278_ = (l_1277_ >> uint(32uL));
                uint l_494_ = uint(l_1278_);
                uint l_495_ = (l_494_ + l_493_);
                uint _e1325 = l_mut_166_;
                uint64_t l_1280_ = uint64_t(_e1325);
                uint64_t l_1281_ = uint64_t(l_77_);
                uint64_t l_1282_ = (l_1280_ * l_1281_);
                uint64_t l_1283_ = (l_1282_ >> uint(32uL));
                uint l_496_ = uint(l_1283_);
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
                uint64_t l_1285_ = uint64_t(_e1371);
                uint64_t l_1286_ = uint64_t(l_77_);
                uint64_t l_1287_ = (l_1285_ * l_1286_);
                uint64_t l_1288_ = (l_1287_ >> uint(32uL));
                uint l_521_ = uint(l_1288_);
                uint l_522_ = (l_521_ + l_520_);
                uint _e1382 = l_mut_166_;
                uint64_t l_1290_ = uint64_t(_e1382);
                uint64_t l_1291_ = uint64_t(l_77_);
                uint64_t l_1292_ = (l_1290_ * l_1291_);
                uint64_t l_1293_ = (l_1292_ >> uint(32uL));
                uint l_523_ = uint(l_1293_);
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
                uint64_t l_1295_ = uint64_t(_e1426);
                uint64_t l_1296_ = uint64_t(l_77_);
                uint64_t l_1297_ = (l_1295_ * l_1296_);
                uint64_t l_1298_ = (l_1297_ >> uint(32uL));
                uint l_547_ = uint(l_1298_);
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
                uint64_t l_1300_ = uint64_t(_e1589);
                uint64_t l_1301_ = uint64_t(l_629_);
                uint64_t l_1302_ = (l_1300_ * l_1301_);
                uint64_t l_1303_ = (l_1302_ >> uint(32uL));
                uint l_631_ = uint(l_1303_);
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
                uint64_t l_1305_ = uint64_t(_e1609);
                uint64_t l_1306_ = uint64_t(l_634_);
                uint64_t l_1307_ = (l_1305_ * l_1306_);
                uint64_t l_1308_ = (l_1307_ >> uint(32uL));
                uint l_637_ = uint(l_1308_);
                uint l_638_ = (l_637_ + l_636_);
                uint _e1620 = l_mut_82_;
                uint64_t l_1310_ = uint64_t(_e1620);
                uint64_t l_1311_ = uint64_t(l_634_);
                uint64_t l_1312_ = (l_1310_ * l_1311_);
                uint64_t l_1313_ = (l_1312_ >> uint(32uL));
                uint l_639_ = uint(l_1313_);
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
                                uint64_t l_1315_ = uint64_t(_e1853);
                                uint _e1855 = l_mut_690_;
                                uint64_t l_1316_ = uint64_t(_e1855);
                                uint64_t l_1317_ = (l_1315_ * l_1316_);
                                uint64_t l_1318_ = (l_1317_ >> uint(32uL));
                                uint l_748_ = uint(l_1318_);
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
                                uint64_t l_1320_ = uint64_t(_e2132);
                                uint _e2134 = l_mut_706_;
                                uint64_t l_1321_ = uint64_t(_e2134);
                                uint64_t l_1322_ = (l_1320_ * l_1321_);
                                uint64_t l_1323_ = (l_1322_ >> uint(32uL));
                                uint l_856_ = uint(l_1323_);
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
                l_mut_899_ = true;
                bool _e2267 = l_mut_890_;
                if (_e2267) {
                    uint _e2268 = l_mut_166_;
                    uint _e2269 = l_mut_234_;
                    uint l_900_ = (_e2268 - _e2269);
                    uint _e2271 = l_mut_160_;
                    uint _e2272 = l_mut_228_;
                    uint l_901_ = (_e2271 - _e2272);
                    uint _e2274 = l_mut_166_;
                    uint _e2275 = l_mut_234_;
                    bool l_902_ = (_e2274 < _e2275);
                    uint l_903_ = uint(l_902_);
                    uint l_904_ = (l_901_ - l_903_);
                    l_mut_166_ = l_900_;
                    l_mut_160_ = l_904_;
                    uint _e2279 = l_mut_160_;
                    bool l_905_ = (_e2279 < l_606_);
                    uint _e2281 = l_mut_160_;
                    bool l_906_ = (_e2281 == l_606_);
                    uint _e2283 = l_mut_166_;
                    bool l_907_ = (_e2283 < l_602_);
                    if (l_906_) {
                        local_41 = l_907_;
                    } else {
                        local_41 = false;
                    }
                    bool l_908_ = local_41;
                    if (!(l_905_)) {
                        local_42 = l_908_;
                    } else {
                        local_42 = true;
                    }
                    bool l_909_ = local_42;
                    if (l_909_) {
                        l_mut_619_ = false;
                        l_mut_899_ = false;
                    }
                }
                bool _e2296 = l_mut_899_;
                if (_e2296) {
                    uint _e2297 = l_mut_109_;
                    uint l_910_ = (l_77_ - _e2297);
                    uint _e2299 = l_mut_103_;
                    uint l_911_ = naga_div(l_910_, _e2299);
                    l_mut_712_ = 0u;
                    l_mut_912_ = false;
                    uint _e2303 = l_mut_234_;
                    l_mut_707_ = _e2303;
                    uint _e2304 = l_mut_228_;
                    l_mut_706_ = _e2304;
                    if (false) {
                        uint _e2307 = l_mut_228_;
                        uint l_915_ = (_e2307 >> 3u);
                        l_mut_707_ = l_915_;
                        l_mut_706_ = 0u;
                    } else {
                        if (true) {
                            uint _e2311 = l_mut_234_;
                            l_mut_703_ = _e2311;
                            if (true) {
                                uint _e2313 = l_mut_234_;
                                uint l_918_ = (_e2313 >> 3u);
                                uint _e2316 = l_mut_228_;
                                uint l_919_ = (_e2316 << 29u);
                                uint l_920_ = (l_918_ | l_919_);
                                l_mut_703_ = l_920_;
                            }
                            uint _e2320 = l_mut_228_;
                            uint l_921_ = (_e2320 >> 3u);
                            uint _e2323 = l_mut_703_;
                            l_mut_707_ = _e2323;
                            l_mut_706_ = l_921_;
                        }
                    }
                    uint _e2324 = l_mut_706_;
                    uint _e2325 = l_mut_284_;
                    bool l_922_ = (_e2324 < _e2325);
                    uint _e2327 = l_mut_706_;
                    uint _e2328 = l_mut_284_;
                    bool l_923_ = (_e2327 == _e2328);
                    uint _e2330 = l_mut_707_;
                    uint _e2331 = l_mut_290_;
                    bool l_924_ = (_e2330 < _e2331);
                    if (l_923_) {
                        local_43 = l_924_;
                    } else {
                        local_43 = false;
                    }
                    bool l_925_ = local_43;
                    if (!(l_922_)) {
                        local_44 = l_925_;
                    } else {
                        local_44 = true;
                    }
                    bool l_926_ = local_44;
                    bool l_927_ = !(l_926_);
                    l_mut_912_ = l_927_;
                    uint _e2343 = l_mut_290_;
                    uint _e2344 = l_mut_284_;
                    uint l_928_ = (_e2343 | _e2344);
                    bool l_929_ = (l_928_ == 0u);
                    if (l_929_) {
                        l_mut_712_ = l_911_;
                    } else {
                        bool _e2348 = l_mut_912_;
                        if (_e2348) {
                            uint _e2349 = l_mut_284_;
                            uint _e2350 = l_mut_228_;
                            bool l_930_ = (_e2349 < _e2350);
                            uint _e2352 = l_mut_284_;
                            uint _e2353 = l_mut_228_;
                            bool l_931_ = (_e2352 == _e2353);
                            uint _e2355 = l_mut_290_;
                            uint _e2356 = l_mut_234_;
                            bool l_932_ = (_e2355 < _e2356);
                            if (l_931_) {
                                local_45 = l_932_;
                            } else {
                                local_45 = false;
                            }
                            bool l_933_ = local_45;
                            if (!(l_930_)) {
                                local_46 = l_933_;
                            } else {
                                local_46 = true;
                            }
                            bool l_934_ = local_46;
                            if (l_934_) {
                                uint _e2367 = l_mut_234_;
                                uint l_935_ = (_e2367 - 1u);
                                uint _e2370 = l_mut_228_;
                                uint l_936_ = (_e2370 - 0u);
                                uint _e2373 = l_mut_234_;
                                bool l_937_ = (_e2373 < 1u);
                                uint l_938_ = uint(l_937_);
                                uint l_939_ = (l_936_ - l_938_);
                                l_mut_707_ = l_935_;
                                l_mut_706_ = l_939_;
                                l_mut_703_ = 0u;
                                l_mut_940_ = 0u;
                                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                                bool loop_init_2 = true;
                                while(true) {
                                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                    if (!loop_init_2) {
                                        uint _e2466 = l_mut_940_;
                                        l_mut_940_ = (_e2466 + 1u);
                                    }
                                    loop_init_2 = false;
                                    uint _e2381 = l_mut_940_;
                                    if ((_e2381 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2385 = l_mut_940_;
                                        uint l_941_ = (19u - _e2385);
                                        uint _e2387 = l_mut_707_;
                                        l_mut_702_ = _e2387;
                                        uint _e2388 = l_mut_706_;
                                        l_mut_701_ = _e2388;
                                        bool l_942_ = (l_941_ >= 32u);
                                        if (l_942_) {
                                            uint l_943_ = (l_941_ & 31u);
                                            uint _e2393 = l_mut_706_;
                                            uint l_944_ = (_e2393 >> l_943_);
                                            l_mut_702_ = l_944_;
                                            l_mut_701_ = 0u;
                                        } else {
                                            bool l_945_ = (l_941_ > 0u);
                                            if (l_945_) {
                                                uint _e2398 = l_mut_707_;
                                                l_mut_690_ = _e2398;
                                                bool l_946_ = (l_941_ > 0u);
                                                if (l_946_) {
                                                    uint _e2401 = l_mut_707_;
                                                    uint l_947_ = (_e2401 >> l_941_);
                                                    uint l_948_ = (32u - l_941_);
                                                    uint _e2405 = l_mut_706_;
                                                    uint l_949_ = (_e2405 << l_948_);
                                                    uint l_950_ = (l_947_ | l_949_);
                                                    l_mut_690_ = l_950_;
                                                }
                                                uint _e2408 = l_mut_706_;
                                                uint l_951_ = (_e2408 >> l_941_);
                                                uint _e2410 = l_mut_690_;
                                                l_mut_702_ = _e2410;
                                                l_mut_701_ = l_951_;
                                            }
                                        }
                                        uint _e2411 = l_mut_701_;
                                        uint _e2412 = l_mut_284_;
                                        bool l_952_ = (_e2411 < _e2412);
                                        uint _e2414 = l_mut_701_;
                                        uint _e2415 = l_mut_284_;
                                        bool l_953_ = (_e2414 == _e2415);
                                        uint _e2417 = l_mut_702_;
                                        uint _e2418 = l_mut_290_;
                                        bool l_954_ = (_e2417 < _e2418);
                                        if (l_953_) {
                                            local_47 = l_954_;
                                        } else {
                                            local_47 = false;
                                        }
                                        bool l_955_ = local_47;
                                        if (!(l_952_)) {
                                            local_48 = l_955_;
                                        } else {
                                            local_48 = true;
                                        }
                                        bool l_956_ = local_48;
                                        bool l_957_ = !(l_956_);
                                        if (l_957_) {
                                            uint _e2430 = l_mut_290_;
                                            l_mut_702_ = _e2430;
                                            uint _e2431 = l_mut_284_;
                                            l_mut_701_ = _e2431;
                                            bool l_958_ = (l_941_ >= 32u);
                                            if (l_958_) {
                                                uint l_959_ = (l_941_ & 31u);
                                                uint _e2436 = l_mut_290_;
                                                uint l_960_ = (_e2436 << l_959_);
                                                l_mut_702_ = 0u;
                                                l_mut_701_ = l_960_;
                                            } else {
                                                bool l_961_ = (l_941_ > 0u);
                                                if (l_961_) {
                                                    uint _e2441 = l_mut_290_;
                                                    uint l_962_ = (_e2441 << l_941_);
                                                    uint _e2443 = l_mut_284_;
                                                    uint l_963_ = (_e2443 << l_941_);
                                                    uint l_964_ = (32u - l_941_);
                                                    uint _e2447 = l_mut_290_;
                                                    uint l_965_ = (_e2447 >> l_964_);
                                                    uint l_966_ = (l_963_ | l_965_);
                                                    l_mut_702_ = l_962_;
                                                    l_mut_701_ = l_966_;
                                                }
                                            }
                                            uint _e2450 = l_mut_707_;
                                            uint _e2451 = l_mut_702_;
                                            uint l_967_ = (_e2450 - _e2451);
                                            uint _e2453 = l_mut_706_;
                                            uint _e2454 = l_mut_701_;
                                            uint l_968_ = (_e2453 - _e2454);
                                            uint _e2456 = l_mut_707_;
                                            uint _e2457 = l_mut_702_;
                                            bool l_969_ = (_e2456 < _e2457);
                                            uint l_970_ = uint(l_969_);
                                            uint l_971_ = (l_968_ - l_970_);
                                            l_mut_707_ = l_967_;
                                            l_mut_706_ = l_971_;
                                            uint l_972_ = (1u << l_941_);
                                            uint _e2463 = l_mut_703_;
                                            l_mut_703_ = (_e2463 | l_972_);
                                        }
                                    }
                                }
                                uint _e2468 = l_mut_703_;
                                uint l_973_ = min(_e2468, l_911_);
                                l_mut_703_ = l_973_;
                                uint _e2470 = l_mut_706_;
                                uint _e2471 = l_mut_284_;
                                bool l_974_ = (_e2470 < _e2471);
                                uint _e2473 = l_mut_706_;
                                uint _e2474 = l_mut_284_;
                                bool l_975_ = (_e2473 == _e2474);
                                uint _e2476 = l_mut_707_;
                                uint _e2477 = l_mut_290_;
                                bool l_976_ = (_e2476 < _e2477);
                                if (l_975_) {
                                    local_49 = l_976_;
                                } else {
                                    local_49 = false;
                                }
                                bool l_977_ = local_49;
                                if (!(l_974_)) {
                                    local_50 = l_977_;
                                } else {
                                    local_50 = true;
                                }
                                bool l_978_ = local_50;
                                bool l_979_ = !(l_978_);
                                if (l_979_) {
                                    l_mut_703_ = l_911_;
                                }
                                uint _e2489 = l_mut_703_;
                                l_mut_712_ = _e2489;
                            }
                        } else {
                            uint _e2490 = l_mut_234_;
                            l_mut_707_ = _e2490;
                            uint _e2491 = l_mut_228_;
                            l_mut_706_ = _e2491;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                uint _e2492 = l_mut_284_;
                                uint _e2493 = l_mut_706_;
                                bool l_980_ = (_e2492 < _e2493);
                                uint _e2495 = l_mut_284_;
                                uint _e2496 = l_mut_706_;
                                bool l_981_ = (_e2495 == _e2496);
                                uint _e2498 = l_mut_290_;
                                uint _e2499 = l_mut_707_;
                                bool l_982_ = (_e2498 < _e2499);
                                if (l_981_) {
                                    local_51 = l_982_;
                                } else {
                                    local_51 = false;
                                }
                                bool l_983_ = local_51;
                                if (!(l_980_)) {
                                    local_52 = l_983_;
                                } else {
                                    local_52 = true;
                                }
                                bool l_984_ = local_52;
                                uint _e2510 = l_mut_712_;
                                uint _e2511 = l_mut_103_;
                                uint l_985_ = (_e2510 * _e2511);
                                uint _e2513 = l_mut_109_;
                                uint l_986_ = (_e2513 + l_985_);
                                uint _e2515 = l_mut_103_;
                                uint l_987_ = (l_986_ + _e2515);
                                bool l_988_ = (l_987_ < l_77_);
                                if (l_984_) {
                                    local_53 = l_988_;
                                } else {
                                    local_53 = false;
                                }
                                bool l_989_ = local_53;
                                bool l_990_ = !(l_989_);
                                if (l_990_) {
                                    break;
                                }
                                uint _e2523 = l_mut_707_;
                                uint _e2524 = l_mut_290_;
                                uint l_991_ = (_e2523 - _e2524);
                                uint _e2526 = l_mut_706_;
                                uint _e2527 = l_mut_284_;
                                uint l_992_ = (_e2526 - _e2527);
                                uint _e2529 = l_mut_707_;
                                uint _e2530 = l_mut_290_;
                                bool l_993_ = (_e2529 < _e2530);
                                uint l_994_ = uint(l_993_);
                                uint l_995_ = (l_992_ - l_994_);
                                l_mut_707_ = l_991_;
                                l_mut_706_ = l_995_;
                                uint _e2534 = l_mut_712_;
                                l_mut_712_ = (_e2534 + 1u);
                            }
                        }
                    }
                    uint _e2537 = l_mut_712_;
                    uint _e2538 = l_mut_103_;
                    uint l_996_ = (_e2537 * _e2538);
                    uint _e2540 = l_mut_109_;
                    uint l_997_ = (_e2540 + l_996_);
                    uint _e2542 = l_mut_103_;
                    uint l_998_ = (l_997_ + _e2542);
                    bool l_999_ = (l_998_ >= l_77_);
                    if (l_999_) {
                        l_mut_612_ = true;
                        l_mut_619_ = false;
                    } else {
                        uint _e2547 = l_mut_290_;
                        uint _e2548 = l_mut_712_;
                        uint l_1000_ = (_e2547 * _e2548);
                        uint _e2550 = l_mut_290_;
                        uint64_t l_1325_ = uint64_t(_e2550);
                        uint _e2552 = l_mut_712_;
                        uint64_t l_1326_ = uint64_t(_e2552);
                        uint64_t l_1327_ = (l_1325_ * l_1326_);
                        uint64_t l_1328_ = (l_1327_ >> uint(32uL));
                        uint l_1001_ = uint(l_1328_);
                        uint _e2561 = l_mut_284_;
                        uint _e2562 = l_mut_712_;
                        uint l_1002_ = (_e2561 * _e2562);
                        uint l_1003_ = (l_1001_ + l_1002_);
                        uint _e2565 = l_mut_234_;
                        uint l_1004_ = (_e2565 - l_1000_);
                        uint _e2567 = l_mut_228_;
                        uint l_1005_ = (_e2567 - l_1003_);
                        uint _e2569 = l_mut_234_;
                        bool l_1006_ = (_e2569 < l_1000_);
                        uint l_1007_ = uint(l_1006_);
                        uint l_1008_ = (l_1005_ - l_1007_);
                        l_mut_234_ = l_1004_;
                        l_mut_228_ = l_1008_;
                        uint _e2573 = l_mut_712_;
                        uint _e2574 = l_mut_103_;
                        uint l_1009_ = (_e2573 * _e2574);
                        uint _e2576 = l_mut_109_;
                        l_mut_109_ = (_e2576 + l_1009_);
                        uint _e2578 = l_mut_290_;
                        uint _e2579 = l_mut_234_;
                        uint l_1010_ = (_e2578 - _e2579);
                        uint _e2581 = l_mut_284_;
                        uint _e2582 = l_mut_228_;
                        uint l_1011_ = (_e2581 - _e2582);
                        uint _e2584 = l_mut_290_;
                        uint _e2585 = l_mut_234_;
                        bool l_1012_ = (_e2584 < _e2585);
                        uint l_1013_ = uint(l_1012_);
                        uint l_1014_ = (l_1011_ - l_1013_);
                        l_mut_290_ = l_1010_;
                        l_mut_284_ = l_1014_;
                        uint _e2589 = l_mut_103_;
                        uint _e2590 = l_mut_109_;
                        l_mut_103_ = (_e2589 + _e2590);
                    }
                }
            }
            bool _e2592 = l_mut_612_;
            bool l_1015_ = !(_e2592);
            if (l_1015_) {
                uint l_1016_ = (l_37_ * 8u);
                uint l_1017_ = (l_1016_ + l_38_);
                uint l_1330_ = asuint(info.Load(24+0));
                uint l_1331_ = (l_1330_ * 1u);
                uint l_1332_ = (l_1331_ - 1u);
                uint l_1333_ = min(1u, l_1332_);
                uint _e2610; buffer_6_global.InterlockedAdd(l_1333_*4, 1u, _e2610);
                uint l_1020_ = asuint(info.Load(48+0));
                bool l_1021_ = (_e2610 < l_1020_);
                if (l_1021_) {
                    uint l_1335_ = asuint(info.Load(20+0));
                    uint l_1336_ = (l_1335_ * 1u);
                    bool l_1337_ = (_e2610 < l_1336_);
                    if (l_1337_) {
                        buffer_5_global.Store(_e2610*4, asuint(l_1017_));
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
