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
    uint l_mut_736_ = (uint)0;
    uint l_mut_741_ = (uint)0;
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
    uint l_mut_667_ = (uint)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    uint l_mut_734_ = (uint)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
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
    uint l_mut_851_ = (uint)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    uint l_mut_933_ = (uint)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1101_ = asuint(info.Load(20+0));
        uint l_1102_ = (l_1101_ * 1u);
        uint l_1103_ = (l_1102_ - 1u);
        uint l_1104_ = min(3u, l_1103_);
        uint _e68; buffer_5_global.InterlockedAdd(l_1104_*4, 1u, _e68);
    }
    uint l_1017_ = asuint(info.Load(12+0));
    uint l_1018_ = (l_1017_ * 1u);
    bool l_1019_ = (0u < l_1018_);
    uint l_1020_ = (l_1018_ - 1u);
    uint l_1021_ = min(0u, l_1020_);
    uint l_1022_ = asuint(buffer_3_global.Load(l_1021_*4));
    uint l_4_ = (l_1019_ ? l_1022_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1024_ = asuint(info.Load(12+0));
    uint l_1025_ = (l_1024_ * 1u);
    bool l_1026_ = (l_6_ < l_1025_);
    uint l_1027_ = (l_1025_ - 1u);
    uint l_1028_ = min(l_6_, l_1027_);
    uint l_1029_ = asuint(buffer_3_global.Load(l_1028_*4));
    uint l_7_ = (l_1026_ ? l_1029_ : 0u);
    uint l_1031_ = asuint(info.Load(12+0));
    uint l_1032_ = (l_1031_ * 1u);
    bool l_1033_ = (2u < l_1032_);
    uint l_1034_ = (l_1032_ - 1u);
    uint l_1035_ = min(2u, l_1034_);
    uint l_1036_ = asuint(buffer_3_global.Load(l_1035_*4));
    uint l_9_ = (l_1033_ ? l_1036_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1038_ = asuint(info.Load(12+0));
    uint l_1039_ = (l_1038_ * 1u);
    bool l_1040_ = (l_11_ < l_1039_);
    uint l_1041_ = (l_1039_ - 1u);
    uint l_1042_ = min(l_11_, l_1041_);
    uint l_1043_ = asuint(buffer_3_global.Load(l_1042_*4));
    uint l_12_ = (l_1040_ ? l_1043_ : 0u);
    uint l_1045_ = asuint(info.Load(12+0));
    uint l_1046_ = (l_1045_ * 1u);
    bool l_1047_ = (4u < l_1046_);
    uint l_1048_ = (l_1046_ - 1u);
    uint l_1049_ = min(4u, l_1048_);
    uint l_1050_ = asuint(buffer_3_global.Load(l_1049_*4));
    uint l_14_ = (l_1047_ ? l_1050_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1052_ = asuint(info.Load(12+0));
    uint l_1053_ = (l_1052_ * 1u);
    bool l_1054_ = (l_16_ < l_1053_);
    uint l_1055_ = (l_1053_ - 1u);
    uint l_1056_ = min(l_16_, l_1055_);
    uint l_1057_ = asuint(buffer_3_global.Load(l_1056_*4));
    uint l_17_ = (l_1054_ ? l_1057_ : 0u);
    uint l_1059_ = asuint(info.Load(12+0));
    uint l_1060_ = (l_1059_ * 1u);
    bool l_1061_ = (6u < l_1060_);
    uint l_1062_ = (l_1060_ - 1u);
    uint l_1063_ = min(6u, l_1062_);
    uint l_1064_ = asuint(buffer_3_global.Load(l_1063_*4));
    uint l_19_ = (l_1061_ ? l_1064_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1066_ = asuint(info.Load(12+0));
    uint l_1067_ = (l_1066_ * 1u);
    bool l_1068_ = (l_21_ < l_1067_);
    uint l_1069_ = (l_1067_ - 1u);
    uint l_1070_ = min(l_21_, l_1069_);
    uint l_1071_ = asuint(buffer_3_global.Load(l_1070_*4));
    uint l_22_ = (l_1068_ ? l_1071_ : 0u);
    uint l_1073_ = asuint(info.Load(12+0));
    uint l_1074_ = (l_1073_ * 1u);
    bool l_1075_ = (8u < l_1074_);
    uint l_1076_ = (l_1074_ - 1u);
    uint l_1077_ = min(8u, l_1076_);
    uint l_1078_ = asuint(buffer_3_global.Load(l_1077_*4));
    uint l_24_ = (l_1075_ ? l_1078_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1080_ = asuint(info.Load(12+0));
    uint l_1081_ = (l_1080_ * 1u);
    bool l_1082_ = (l_26_ < l_1081_);
    uint l_1083_ = (l_1081_ - 1u);
    uint l_1084_ = min(l_26_, l_1083_);
    uint l_1085_ = asuint(buffer_3_global.Load(l_1084_*4));
    uint l_27_ = (l_1082_ ? l_1085_ : 0u);
    uint l_1087_ = asuint(info.Load(12+0));
    uint l_1088_ = (l_1087_ * 1u);
    bool l_1089_ = (10u < l_1088_);
    uint l_1090_ = (l_1088_ - 1u);
    uint l_1091_ = min(10u, l_1090_);
    uint l_1092_ = asuint(buffer_3_global.Load(l_1091_*4));
    uint l_29_ = (l_1089_ ? l_1092_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1094_ = asuint(info.Load(12+0));
    uint l_1095_ = (l_1094_ * 1u);
    bool l_1096_ = (l_31_ < l_1095_);
    uint l_1097_ = (l_1095_ - 1u);
    uint l_1098_ = min(l_31_, l_1097_);
    uint l_1099_ = asuint(buffer_3_global.Load(l_1098_*4));
    uint l_32_ = (l_1096_ ? l_1099_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_1106_ = uint64_t(id);
    uint64_t l_1107_ = uint64_t(l_4_);
    uint64_t l_1108_ = (l_1106_ * l_1107_);
    uint64_t l_1109_ = (l_1108_ >> uint(32uL));
    uint l_37_ = uint(l_1109_);
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
        uint l_1111_ = asuint(info.Load(0+0));
        uint l_1112_ = (l_1111_ * 1u);
        bool l_1113_ = (l_58_ < l_1112_);
        uint l_1114_ = (l_1112_ - 1u);
        uint l_1115_ = min(l_58_, l_1114_);
        uint l_1116_ = asuint(buffer_0_global.Load(l_1115_*4));
        uint l_59_ = (l_1113_ ? l_1116_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1118_ = asuint(info.Load(0+0));
        uint l_1119_ = (l_1118_ * 1u);
        bool l_1120_ = (l_61_ < l_1119_);
        uint l_1121_ = (l_1119_ - 1u);
        uint l_1122_ = min(l_61_, l_1121_);
        uint l_1123_ = asuint(buffer_0_global.Load(l_1122_*4));
        uint l_62_ = (l_1120_ ? l_1123_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1125_ = asuint(info.Load(4+0));
        uint l_1126_ = (l_1125_ * 1u);
        bool l_1127_ = (l_63_ < l_1126_);
        uint l_1128_ = (l_1126_ - 1u);
        uint l_1129_ = min(l_63_, l_1128_);
        uint l_1130_ = asuint(buffer_1_global.Load(l_1129_*4));
        uint l_64_ = (l_1127_ ? l_1130_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1132_ = asuint(info.Load(4+0));
        uint l_1133_ = (l_1132_ * 1u);
        bool l_1134_ = (l_66_ < l_1133_);
        uint l_1135_ = (l_1133_ - 1u);
        uint l_1136_ = min(l_66_, l_1135_);
        uint l_1137_ = asuint(buffer_1_global.Load(l_1136_*4));
        uint l_67_ = (l_1134_ ? l_1137_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1139_ = asuint(info.Load(8+0));
        uint l_1140_ = (l_1139_ * 1u);
        bool l_1141_ = (l_68_ < l_1140_);
        uint l_1142_ = (l_1140_ - 1u);
        uint l_1143_ = min(l_68_, l_1142_);
        uint l_1144_ = asuint(buffer_2_global.Load(l_1143_*4));
        uint l_69_ = (l_1141_ ? l_1144_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1146_ = asuint(info.Load(8+0));
        uint l_1147_ = (l_1146_ * 1u);
        bool l_1148_ = (l_71_ < l_1147_);
        uint l_1149_ = (l_1147_ - 1u);
        uint l_1150_ = min(l_71_, l_1149_);
        uint l_1151_ = asuint(buffer_2_global.Load(l_1150_*4));
        uint l_72_ = (l_1148_ ? l_1151_ : 0u);
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
        uint64_t l_1153_ = uint64_t(_e456);
        uint64_t l_1154_ = uint64_t(l_4_);
        uint64_t l_1155_ = (l_1153_ * l_1154_);
        uint64_t l_1156_ = (l_1155_ >> uint(32uL));
        uint l_83_ = uint(l_1156_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e467 = l_mut_75_;
        uint64_t l_1158_ = uint64_t(_e467);
        uint64_t l_1159_ = uint64_t(l_4_);
        uint64_t l_1160_ = (l_1158_ * l_1159_);
        uint64_t l_1161_ = (l_1160_ >> uint(32uL));
        uint l_85_ = uint(l_1161_);
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
            uint64_t l_1163_ = uint64_t(_e555);
            uint64_t l_1164_ = uint64_t(l_123_);
            uint64_t l_1165_ = (l_1163_ * l_1164_);
            uint64_t l_1166_ = (l_1165_ >> uint(32uL));
            uint l_133_ = uint(l_1166_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e566 = l_mut_75_;
            uint64_t l_1168_ = uint64_t(_e566);
            uint64_t l_1169_ = uint64_t(l_123_);
            uint64_t l_1170_ = (l_1168_ * l_1169_);
            uint64_t l_1171_ = (l_1170_ >> uint(32uL));
            uint l_135_ = uint(l_1171_);
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
            uint64_t l_1173_ = uint64_t(_e642);
            uint64_t l_1174_ = uint64_t(l_4_);
            uint64_t l_1175_ = (l_1173_ * l_1174_);
            uint64_t l_1176_ = (l_1175_ >> uint(32uL));
            uint l_174_ = uint(l_1176_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e653 = l_mut_145_;
            uint64_t l_1178_ = uint64_t(_e653);
            uint64_t l_1179_ = uint64_t(l_4_);
            uint64_t l_1180_ = (l_1178_ * l_1179_);
            uint64_t l_1181_ = (l_1180_ >> uint(32uL));
            uint l_176_ = uint(l_1181_);
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
            uint64_t l_1183_ = uint64_t(_e699);
            uint64_t l_1184_ = uint64_t(l_4_);
            uint64_t l_1185_ = (l_1183_ * l_1184_);
            uint64_t l_1186_ = (l_1185_ >> uint(32uL));
            uint l_201_ = uint(l_1186_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e710 = l_mut_145_;
            uint64_t l_1188_ = uint64_t(_e710);
            uint64_t l_1189_ = uint64_t(l_4_);
            uint64_t l_1190_ = (l_1188_ * l_1189_);
            uint64_t l_1191_ = (l_1190_ >> uint(32uL));
            uint l_203_ = uint(l_1191_);
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
            uint64_t l_1193_ = uint64_t(_e756);
            uint64_t l_1194_ = uint64_t(l_4_);
            uint64_t l_1195_ = (l_1193_ * l_1194_);
            uint64_t l_1196_ = (l_1195_ >> uint(32uL));
            uint l_230_ = uint(l_1196_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e767 = l_mut_90_;
            uint64_t l_1198_ = uint64_t(_e767);
            uint64_t l_1199_ = uint64_t(l_4_);
            uint64_t l_1200_ = (l_1198_ * l_1199_);
            uint64_t l_1201_ = (l_1200_ >> uint(32uL));
            uint l_232_ = uint(l_1201_);
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
            uint64_t l_1203_ = uint64_t(_e813);
            uint64_t l_1204_ = uint64_t(l_4_);
            uint64_t l_1205_ = (l_1203_ * l_1204_);
            uint64_t l_1206_ = (l_1205_ >> uint(32uL));
            uint l_257_ = uint(l_1206_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e824 = l_mut_90_;
            uint64_t l_1208_ = uint64_t(_e824);
            uint64_t l_1209_ = uint64_t(l_4_);
            uint64_t l_1210_ = (l_1208_ * l_1209_);
            uint64_t l_1211_ = (l_1210_ >> uint(32uL));
            uint l_259_ = uint(l_1211_);
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
            uint64_t l_1213_ = uint64_t(_e868);
            uint64_t l_1214_ = uint64_t(l_4_);
            uint64_t l_1215_ = (l_1213_ * l_1214_);
            uint64_t l_1216_ = (l_1215_ >> uint(32uL));
            uint l_285_ = uint(l_1216_);
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
            uint64_t l_1218_ = uint64_t(_e1031);
            uint64_t l_1219_ = uint64_t(l_367_);
            uint64_t l_1220_ = (l_1218_ * l_1219_);
            uint64_t l_1221_ = (l_1220_ >> uint(32uL));
            uint l_369_ = uint(l_1221_);
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
            uint64_t l_1223_ = uint64_t(_e1051);
            uint64_t l_1224_ = uint64_t(l_372_);
            uint64_t l_1225_ = (l_1223_ * l_1224_);
            uint64_t l_1226_ = (l_1225_ >> uint(32uL));
            uint l_375_ = uint(l_1226_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1062 = l_mut_75_;
            uint64_t l_1228_ = uint64_t(_e1062);
            uint64_t l_1229_ = uint64_t(l_372_);
            uint64_t l_1230_ = (l_1228_ * l_1229_);
            uint64_t l_1231_ = (l_1230_ >> uint(32uL));
            uint l_377_ = uint(l_1231_);
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
                            uint64_t l_1233_ = uint64_t(_e1295);
                            uint _e1297 = l_mut_428_;
                            uint64_t l_1234_ = uint64_t(_e1297);
                            uint64_t l_1235_ = (l_1233_ * l_1234_);
                            uint64_t l_1236_ = (l_1235_ >> uint(32uL));
                            uint l_486_ = uint(l_1236_);
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
                            uint64_t l_1238_ = uint64_t(_e1574);
                            uint _e1576 = l_mut_444_;
                            uint64_t l_1239_ = uint64_t(_e1576);
                            uint64_t l_1240_ = (l_1238_ * l_1239_);
                            uint64_t l_1241_ = (l_1240_ >> uint(32uL));
                            uint l_594_ = uint(l_1241_);
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
                l_mut_645_ = true;
                l_mut_450_ = 0u;
                uint _e1727 = l_mut_219_;
                uint _e1728 = l_mut_213_;
                uint l_646_ = (_e1727 | _e1728);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e1733 = l_mut_645_;
                if (_e1733) {
                    local_44 = l_648_;
                } else {
                    local_44 = false;
                }
                bool l_649_ = local_44;
                uint _e1738 = l_mut_213_;
                uint _e1739 = l_mut_441_;
                bool l_650_ = (_e1738 < _e1739);
                uint _e1741 = l_mut_213_;
                uint _e1742 = l_mut_441_;
                bool l_651_ = (_e1741 == _e1742);
                uint _e1744 = l_mut_219_;
                uint _e1745 = l_mut_444_;
                bool l_652_ = (_e1744 < _e1745);
                if (l_651_) {
                    local_45 = l_652_;
                } else {
                    local_45 = false;
                }
                bool l_653_ = local_45;
                if (!(l_650_)) {
                    local_46 = l_653_;
                } else {
                    local_46 = true;
                }
                bool l_654_ = local_46;
                if (l_649_) {
                    local_47 = l_654_;
                } else {
                    local_47 = false;
                }
                bool l_655_ = local_47;
                uint _e1760 = l_mut_102_;
                uint _e1761 = l_mut_96_;
                uint l_656_ = (_e1760 + _e1761);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_48 = l_657_;
                } else {
                    local_48 = false;
                }
                bool l_658_ = local_48;
                if (l_658_) {
                    uint _e1768 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e1768);
                    uint _e1770 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e1770);
                    uint _e1772 = l_mut_102_;
                    uint l_661_ = naga_div(l_660_, _e1772);
                    uint _e1774 = l_mut_444_;
                    uint l_662_ = (_e1774 - 1u);
                    uint _e1777 = l_mut_441_;
                    uint l_663_ = (_e1777 - 0u);
                    uint _e1780 = l_mut_444_;
                    bool l_664_ = (_e1780 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_445_ = l_662_;
                    l_mut_444_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1873 = l_mut_667_;
                            l_mut_667_ = (_e1873 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1788 = l_mut_667_;
                        if ((_e1788 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1792 = l_mut_667_;
                            uint l_668_ = (19u - _e1792);
                            uint _e1794 = l_mut_445_;
                            l_mut_440_ = _e1794;
                            uint _e1795 = l_mut_444_;
                            l_mut_439_ = _e1795;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e1800 = l_mut_444_;
                                uint l_671_ = (_e1800 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e1805 = l_mut_445_;
                                    l_mut_428_ = _e1805;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e1808 = l_mut_445_;
                                        uint l_674_ = (_e1808 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e1812 = l_mut_444_;
                                        uint l_676_ = (_e1812 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e1815 = l_mut_444_;
                                    uint l_678_ = (_e1815 >> l_668_);
                                    uint _e1817 = l_mut_428_;
                                    l_mut_440_ = _e1817;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e1818 = l_mut_439_;
                            uint _e1819 = l_mut_213_;
                            bool l_679_ = (_e1818 < _e1819);
                            uint _e1821 = l_mut_439_;
                            uint _e1822 = l_mut_213_;
                            bool l_680_ = (_e1821 == _e1822);
                            uint _e1824 = l_mut_440_;
                            uint _e1825 = l_mut_219_;
                            bool l_681_ = (_e1824 < _e1825);
                            if (l_680_) {
                                local_49 = l_681_;
                            } else {
                                local_49 = false;
                            }
                            bool l_682_ = local_49;
                            if (!(l_679_)) {
                                local_50 = l_682_;
                            } else {
                                local_50 = true;
                            }
                            bool l_683_ = local_50;
                            bool l_684_ = !(l_683_);
                            if (l_684_) {
                                uint _e1837 = l_mut_219_;
                                l_mut_440_ = _e1837;
                                uint _e1838 = l_mut_213_;
                                l_mut_439_ = _e1838;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e1843 = l_mut_219_;
                                    uint l_687_ = (_e1843 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e1848 = l_mut_219_;
                                        uint l_689_ = (_e1848 << l_668_);
                                        uint _e1850 = l_mut_213_;
                                        uint l_690_ = (_e1850 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e1854 = l_mut_219_;
                                        uint l_692_ = (_e1854 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e1857 = l_mut_445_;
                                uint _e1858 = l_mut_440_;
                                uint l_694_ = (_e1857 - _e1858);
                                uint _e1860 = l_mut_444_;
                                uint _e1861 = l_mut_439_;
                                uint l_695_ = (_e1860 - _e1861);
                                uint _e1863 = l_mut_445_;
                                uint _e1864 = l_mut_440_;
                                bool l_696_ = (_e1863 < _e1864);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_445_ = l_694_;
                                l_mut_444_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e1870 = l_mut_441_;
                                l_mut_441_ = (_e1870 | l_699_);
                            }
                        }
                    }
                    uint _e1875 = l_mut_441_;
                    uint l_700_ = min(_e1875, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e1877 = l_mut_444_;
                    uint _e1878 = l_mut_213_;
                    bool l_701_ = (_e1877 < _e1878);
                    uint _e1880 = l_mut_444_;
                    uint _e1881 = l_mut_213_;
                    bool l_702_ = (_e1880 == _e1881);
                    uint _e1883 = l_mut_445_;
                    uint _e1884 = l_mut_219_;
                    bool l_703_ = (_e1883 < _e1884);
                    if (l_702_) {
                        local_51 = l_703_;
                    } else {
                        local_51 = false;
                    }
                    bool l_704_ = local_51;
                    if (!(l_701_)) {
                        local_52 = l_704_;
                    } else {
                        local_52 = true;
                    }
                    bool l_705_ = local_52;
                    bool l_706_ = !(l_705_);
                    if (l_706_) {
                        l_mut_441_ = l_661_;
                    }
                    uint _e1896 = l_mut_441_;
                    l_mut_450_ = _e1896;
                }
                uint _e1897 = l_mut_275_;
                l_mut_445_ = _e1897;
                uint _e1898 = l_mut_269_;
                l_mut_444_ = _e1898;
                uint _e1899 = l_mut_219_;
                l_mut_441_ = _e1899;
                uint _e1900 = l_mut_213_;
                l_mut_440_ = _e1900;
                uint _e1901 = l_mut_102_;
                l_mut_439_ = _e1901;
                uint _e1902 = l_mut_96_;
                l_mut_428_ = _e1902;
                uint _e1903 = l_mut_151_;
                l_mut_421_ = _e1903;
                uint _e1904 = l_mut_145_;
                l_mut_394_ = _e1904;
                l_mut_388_ = 0u;
                uint _e1906 = l_mut_450_;
                bool l_707_ = (_e1906 > 0u);
                if (l_707_) {
                    uint _e1909 = l_mut_219_;
                    uint _e1910 = l_mut_450_;
                    uint l_708_ = (_e1909 * _e1910);
                    uint _e1912 = l_mut_219_;
                    uint64_t l_1243_ = uint64_t(_e1912);
                    uint _e1914 = l_mut_450_;
                    uint64_t l_1244_ = uint64_t(_e1914);
                    uint64_t l_1245_ = (l_1243_ * l_1244_);
                    uint64_t l_1246_ = (l_1245_ >> uint(32uL));
                    uint l_709_ = uint(l_1246_);
                    uint _e1923 = l_mut_213_;
                    uint _e1924 = l_mut_450_;
                    uint l_710_ = (_e1923 * _e1924);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e1927 = l_mut_275_;
                    uint l_712_ = (_e1927 - l_708_);
                    uint _e1929 = l_mut_269_;
                    uint l_713_ = (_e1929 - l_711_);
                    uint _e1931 = l_mut_275_;
                    bool l_714_ = (_e1931 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_445_ = l_712_;
                    l_mut_444_ = l_716_;
                    uint _e1935 = l_mut_450_;
                    uint _e1936 = l_mut_102_;
                    uint l_717_ = (_e1935 * _e1936);
                    uint _e1938 = l_mut_96_;
                    uint l_718_ = (_e1938 + l_717_);
                    l_mut_428_ = l_718_;
                } else {
                    uint _e1940 = l_mut_388_;
                    bool l_719_ = (_e1940 == 0u);
                    if (l_719_) {
                        uint _e1943 = l_mut_102_;
                        uint l_720_ = (l_4_ - _e1943);
                        uint _e1945 = l_mut_96_;
                        uint l_721_ = naga_div(l_720_, _e1945);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e1950 = l_mut_275_;
                        uint _e1951 = l_mut_269_;
                        uint l_722_ = (_e1950 | _e1951);
                        bool l_723_ = (l_722_ == 0u);
                        if (l_723_) {
                            l_mut_450_ = l_721_;
                        } else {
                            bool _e1955 = l_mut_645_;
                            if (_e1955) {
                                uint _e1956 = l_mut_269_;
                                uint _e1957 = l_mut_213_;
                                bool l_724_ = (_e1956 < _e1957);
                                uint _e1959 = l_mut_269_;
                                uint _e1960 = l_mut_213_;
                                bool l_725_ = (_e1959 == _e1960);
                                uint _e1962 = l_mut_275_;
                                uint _e1963 = l_mut_219_;
                                bool l_726_ = (_e1962 < _e1963);
                                if (l_725_) {
                                    local_53 = l_726_;
                                } else {
                                    local_53 = false;
                                }
                                bool l_727_ = local_53;
                                if (!(l_724_)) {
                                    local_54 = l_727_;
                                } else {
                                    local_54 = true;
                                }
                                bool l_728_ = local_54;
                                if (l_728_) {
                                    uint _e1974 = l_mut_219_;
                                    uint l_729_ = (_e1974 - 1u);
                                    uint _e1977 = l_mut_213_;
                                    uint l_730_ = (_e1977 - 0u);
                                    uint _e1980 = l_mut_219_;
                                    bool l_731_ = (_e1980 < 1u);
                                    uint l_732_ = uint(l_731_);
                                    uint l_733_ = (l_730_ - l_732_);
                                    l_mut_382_ = l_729_;
                                    l_mut_90_ = l_733_;
                                    l_mut_75_ = 0u;
                                    l_mut_734_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2073 = l_mut_734_;
                                            l_mut_734_ = (_e2073 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e1988 = l_mut_734_;
                                        if ((_e1988 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1992 = l_mut_734_;
                                            uint l_735_ = (19u - _e1992);
                                            uint _e1994 = l_mut_382_;
                                            l_mut_40_ = _e1994;
                                            uint _e1995 = l_mut_90_;
                                            l_mut_736_ = _e1995;
                                            bool l_737_ = (l_735_ >= 32u);
                                            if (l_737_) {
                                                uint l_738_ = (l_735_ & 31u);
                                                uint _e2000 = l_mut_90_;
                                                uint l_739_ = (_e2000 >> l_738_);
                                                l_mut_40_ = l_739_;
                                                l_mut_736_ = 0u;
                                            } else {
                                                bool l_740_ = (l_735_ > 0u);
                                                if (l_740_) {
                                                    uint _e2005 = l_mut_382_;
                                                    l_mut_741_ = _e2005;
                                                    bool l_742_ = (l_735_ > 0u);
                                                    if (l_742_) {
                                                        uint _e2008 = l_mut_382_;
                                                        uint l_743_ = (_e2008 >> l_735_);
                                                        uint l_744_ = (32u - l_735_);
                                                        uint _e2012 = l_mut_90_;
                                                        uint l_745_ = (_e2012 << l_744_);
                                                        uint l_746_ = (l_743_ | l_745_);
                                                        l_mut_741_ = l_746_;
                                                    }
                                                    uint _e2015 = l_mut_90_;
                                                    uint l_747_ = (_e2015 >> l_735_);
                                                    uint _e2017 = l_mut_741_;
                                                    l_mut_40_ = _e2017;
                                                    l_mut_736_ = l_747_;
                                                }
                                            }
                                            uint _e2018 = l_mut_736_;
                                            uint _e2019 = l_mut_269_;
                                            bool l_748_ = (_e2018 < _e2019);
                                            uint _e2021 = l_mut_736_;
                                            uint _e2022 = l_mut_269_;
                                            bool l_749_ = (_e2021 == _e2022);
                                            uint _e2024 = l_mut_40_;
                                            uint _e2025 = l_mut_275_;
                                            bool l_750_ = (_e2024 < _e2025);
                                            if (l_749_) {
                                                local_55 = l_750_;
                                            } else {
                                                local_55 = false;
                                            }
                                            bool l_751_ = local_55;
                                            if (!(l_748_)) {
                                                local_56 = l_751_;
                                            } else {
                                                local_56 = true;
                                            }
                                            bool l_752_ = local_56;
                                            bool l_753_ = !(l_752_);
                                            if (l_753_) {
                                                uint _e2037 = l_mut_275_;
                                                l_mut_741_ = _e2037;
                                                uint _e2038 = l_mut_269_;
                                                l_mut_736_ = _e2038;
                                                bool l_754_ = (l_735_ >= 32u);
                                                if (l_754_) {
                                                    uint l_755_ = (l_735_ & 31u);
                                                    uint _e2043 = l_mut_275_;
                                                    uint l_756_ = (_e2043 << l_755_);
                                                    l_mut_741_ = 0u;
                                                    l_mut_736_ = l_756_;
                                                } else {
                                                    bool l_757_ = (l_735_ > 0u);
                                                    if (l_757_) {
                                                        uint _e2048 = l_mut_275_;
                                                        uint l_758_ = (_e2048 << l_735_);
                                                        uint _e2050 = l_mut_269_;
                                                        uint l_759_ = (_e2050 << l_735_);
                                                        uint l_760_ = (32u - l_735_);
                                                        uint _e2054 = l_mut_275_;
                                                        uint l_761_ = (_e2054 >> l_760_);
                                                        uint l_762_ = (l_759_ | l_761_);
                                                        l_mut_741_ = l_758_;
                                                        l_mut_736_ = l_762_;
                                                    }
                                                }
                                                uint _e2057 = l_mut_382_;
                                                uint _e2058 = l_mut_741_;
                                                uint l_763_ = (_e2057 - _e2058);
                                                uint _e2060 = l_mut_90_;
                                                uint _e2061 = l_mut_736_;
                                                uint l_764_ = (_e2060 - _e2061);
                                                uint _e2063 = l_mut_382_;
                                                uint _e2064 = l_mut_741_;
                                                bool l_765_ = (_e2063 < _e2064);
                                                uint l_766_ = uint(l_765_);
                                                uint l_767_ = (l_764_ - l_766_);
                                                l_mut_382_ = l_763_;
                                                l_mut_90_ = l_767_;
                                                uint l_768_ = (1u << l_735_);
                                                uint _e2070 = l_mut_75_;
                                                l_mut_75_ = (_e2070 | l_768_);
                                            }
                                        }
                                    }
                                    uint _e2075 = l_mut_75_;
                                    uint l_769_ = min(_e2075, l_721_);
                                    l_mut_741_ = l_769_;
                                    uint _e2077 = l_mut_90_;
                                    uint _e2078 = l_mut_269_;
                                    bool l_770_ = (_e2077 < _e2078);
                                    uint _e2080 = l_mut_90_;
                                    uint _e2081 = l_mut_269_;
                                    bool l_771_ = (_e2080 == _e2081);
                                    uint _e2083 = l_mut_382_;
                                    uint _e2084 = l_mut_275_;
                                    bool l_772_ = (_e2083 < _e2084);
                                    if (l_771_) {
                                        local_57 = l_772_;
                                    } else {
                                        local_57 = false;
                                    }
                                    bool l_773_ = local_57;
                                    if (!(l_770_)) {
                                        local_58 = l_773_;
                                    } else {
                                        local_58 = true;
                                    }
                                    bool l_774_ = local_58;
                                    bool l_775_ = !(l_774_);
                                    if (l_775_) {
                                        l_mut_741_ = l_721_;
                                    }
                                    uint _e2096 = l_mut_741_;
                                    l_mut_450_ = _e2096;
                                }
                            } else {
                                uint _e2097 = l_mut_219_;
                                l_mut_741_ = _e2097;
                                uint _e2098 = l_mut_213_;
                                l_mut_736_ = _e2098;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2099 = l_mut_269_;
                                    uint _e2100 = l_mut_736_;
                                    bool l_776_ = (_e2099 < _e2100);
                                    uint _e2102 = l_mut_269_;
                                    uint _e2103 = l_mut_736_;
                                    bool l_777_ = (_e2102 == _e2103);
                                    uint _e2105 = l_mut_275_;
                                    uint _e2106 = l_mut_741_;
                                    bool l_778_ = (_e2105 < _e2106);
                                    if (l_777_) {
                                        local_59 = l_778_;
                                    } else {
                                        local_59 = false;
                                    }
                                    bool l_779_ = local_59;
                                    if (!(l_776_)) {
                                        local_60 = l_779_;
                                    } else {
                                        local_60 = true;
                                    }
                                    bool l_780_ = local_60;
                                    uint _e2117 = l_mut_450_;
                                    uint _e2118 = l_mut_96_;
                                    uint l_781_ = (_e2117 * _e2118);
                                    uint _e2120 = l_mut_102_;
                                    uint l_782_ = (_e2120 + l_781_);
                                    uint _e2122 = l_mut_96_;
                                    uint l_783_ = (l_782_ + _e2122);
                                    bool l_784_ = (l_783_ < l_4_);
                                    if (l_780_) {
                                        local_61 = l_784_;
                                    } else {
                                        local_61 = false;
                                    }
                                    bool l_785_ = local_61;
                                    bool l_786_ = !(l_785_);
                                    if (l_786_) {
                                        break;
                                    }
                                    uint _e2130 = l_mut_741_;
                                    uint _e2131 = l_mut_275_;
                                    uint l_787_ = (_e2130 - _e2131);
                                    uint _e2133 = l_mut_736_;
                                    uint _e2134 = l_mut_269_;
                                    uint l_788_ = (_e2133 - _e2134);
                                    uint _e2136 = l_mut_741_;
                                    uint _e2137 = l_mut_275_;
                                    bool l_789_ = (_e2136 < _e2137);
                                    uint l_790_ = uint(l_789_);
                                    uint l_791_ = (l_788_ - l_790_);
                                    l_mut_741_ = l_787_;
                                    l_mut_736_ = l_791_;
                                    uint _e2141 = l_mut_450_;
                                    l_mut_450_ = (_e2141 + 1u);
                                }
                            }
                        }
                        uint _e2144 = l_mut_450_;
                        uint _e2145 = l_mut_96_;
                        uint l_792_ = (_e2144 * _e2145);
                        uint _e2147 = l_mut_102_;
                        uint l_793_ = (_e2147 + l_792_);
                        uint _e2149 = l_mut_96_;
                        uint l_794_ = (l_793_ + _e2149);
                        bool l_795_ = (l_794_ >= l_4_);
                        if (l_795_) {
                            l_mut_388_ = 1u;
                        } else {
                            uint _e2153 = l_mut_275_;
                            uint _e2154 = l_mut_450_;
                            uint l_796_ = (_e2153 * _e2154);
                            uint _e2156 = l_mut_275_;
                            uint64_t l_1248_ = uint64_t(_e2156);
                            uint _e2158 = l_mut_450_;
                            uint64_t l_1249_ = uint64_t(_e2158);
                            uint64_t l_1250_ = (l_1248_ * l_1249_);
                            uint64_t l_1251_ = (l_1250_ >> uint(32uL));
                            uint l_797_ = uint(l_1251_);
                            uint _e2167 = l_mut_269_;
                            uint _e2168 = l_mut_450_;
                            uint l_798_ = (_e2167 * _e2168);
                            uint l_799_ = (l_797_ + l_798_);
                            uint _e2171 = l_mut_219_;
                            uint l_800_ = (_e2171 - l_796_);
                            uint _e2173 = l_mut_213_;
                            uint l_801_ = (_e2173 - l_799_);
                            uint _e2175 = l_mut_219_;
                            bool l_802_ = (_e2175 < l_796_);
                            uint l_803_ = uint(l_802_);
                            uint l_804_ = (l_801_ - l_803_);
                            l_mut_441_ = l_800_;
                            l_mut_440_ = l_804_;
                            uint _e2179 = l_mut_450_;
                            uint _e2180 = l_mut_96_;
                            uint l_805_ = (_e2179 * _e2180);
                            uint _e2182 = l_mut_102_;
                            uint l_806_ = (_e2182 + l_805_);
                            l_mut_439_ = l_806_;
                            uint _e2184 = l_mut_275_;
                            uint _e2185 = l_mut_441_;
                            uint l_807_ = (_e2184 - _e2185);
                            uint _e2187 = l_mut_269_;
                            uint _e2188 = l_mut_440_;
                            uint l_808_ = (_e2187 - _e2188);
                            uint _e2190 = l_mut_275_;
                            uint _e2191 = l_mut_441_;
                            bool l_809_ = (_e2190 < _e2191);
                            uint l_810_ = uint(l_809_);
                            uint l_811_ = (l_808_ - l_810_);
                            l_mut_445_ = l_807_;
                            l_mut_444_ = l_811_;
                            uint _e2195 = l_mut_96_;
                            uint _e2196 = l_mut_439_;
                            uint l_812_ = (_e2195 + _e2196);
                            l_mut_428_ = l_812_;
                        }
                    }
                }
                uint _e2198 = l_mut_445_;
                l_mut_275_ = _e2198;
                uint _e2199 = l_mut_444_;
                l_mut_269_ = _e2199;
                uint _e2200 = l_mut_441_;
                l_mut_219_ = _e2200;
                uint _e2201 = l_mut_440_;
                l_mut_213_ = _e2201;
                uint _e2202 = l_mut_439_;
                l_mut_102_ = _e2202;
                uint _e2203 = l_mut_428_;
                l_mut_96_ = _e2203;
                uint _e2204 = l_mut_421_;
                l_mut_151_ = _e2204;
                uint _e2205 = l_mut_394_;
                l_mut_145_ = _e2205;
                uint _e2206 = l_mut_388_;
                bool l_813_ = (_e2206 == 1u);
                l_mut_350_ = l_813_;
                uint _e2209 = l_mut_388_;
                bool l_814_ = (_e2209 == 0u);
                l_mut_357_ = l_814_;
            } else {
                uint _e2212 = l_mut_219_;
                uint _e2213 = l_mut_151_;
                uint l_815_ = (_e2212 - _e2213);
                uint _e2215 = l_mut_213_;
                uint _e2216 = l_mut_145_;
                uint l_816_ = (_e2215 - _e2216);
                uint _e2218 = l_mut_219_;
                uint _e2219 = l_mut_151_;
                bool l_817_ = (_e2218 < _e2219);
                uint l_818_ = uint(l_817_);
                uint l_819_ = (l_816_ - l_818_);
                l_mut_741_ = l_815_;
                l_mut_736_ = l_819_;
                uint _e2223 = l_mut_151_;
                uint l_820_ = (_e2223 - l_340_);
                uint _e2225 = l_mut_145_;
                uint l_821_ = (_e2225 - l_344_);
                uint _e2227 = l_mut_151_;
                bool l_822_ = (_e2227 < l_340_);
                uint l_823_ = uint(l_822_);
                uint l_824_ = (l_821_ - l_823_);
                l_mut_741_ = l_820_;
                l_mut_736_ = l_824_;
                uint _e2231 = l_mut_219_;
                l_mut_450_ = _e2231;
                uint _e2232 = l_mut_213_;
                l_mut_445_ = _e2232;
                uint _e2233 = l_mut_736_;
                uint _e2234 = l_mut_213_;
                bool l_825_ = (_e2233 < _e2234);
                uint _e2236 = l_mut_736_;
                uint _e2237 = l_mut_213_;
                bool l_826_ = (_e2236 == _e2237);
                uint _e2239 = l_mut_741_;
                uint _e2240 = l_mut_219_;
                bool l_827_ = (_e2239 < _e2240);
                if (l_826_) {
                    local_62 = l_827_;
                } else {
                    local_62 = false;
                }
                bool l_828_ = local_62;
                if (!(l_825_)) {
                    local_63 = l_828_;
                } else {
                    local_63 = true;
                }
                bool l_829_ = local_63;
                if (l_829_) {
                    uint _e2251 = l_mut_741_;
                    l_mut_450_ = _e2251;
                    uint _e2252 = l_mut_736_;
                    l_mut_445_ = _e2252;
                }
                l_mut_645_ = false;
                l_mut_645_ = true;
                l_mut_741_ = 0u;
                uint _e2256 = l_mut_275_;
                uint _e2257 = l_mut_269_;
                uint l_830_ = (_e2256 | _e2257);
                bool l_831_ = (l_830_ == 0u);
                bool l_832_ = !(l_831_);
                bool _e2262 = l_mut_645_;
                if (_e2262) {
                    local_64 = l_832_;
                } else {
                    local_64 = false;
                }
                bool l_833_ = local_64;
                uint _e2267 = l_mut_269_;
                uint _e2268 = l_mut_445_;
                bool l_834_ = (_e2267 < _e2268);
                uint _e2270 = l_mut_269_;
                uint _e2271 = l_mut_445_;
                bool l_835_ = (_e2270 == _e2271);
                uint _e2273 = l_mut_275_;
                uint _e2274 = l_mut_450_;
                bool l_836_ = (_e2273 < _e2274);
                if (l_835_) {
                    local_65 = l_836_;
                } else {
                    local_65 = false;
                }
                bool l_837_ = local_65;
                if (!(l_834_)) {
                    local_66 = l_837_;
                } else {
                    local_66 = true;
                }
                bool l_838_ = local_66;
                if (l_833_) {
                    local_67 = l_838_;
                } else {
                    local_67 = false;
                }
                bool l_839_ = local_67;
                uint _e2289 = l_mut_96_;
                uint _e2290 = l_mut_102_;
                uint l_840_ = (_e2289 + _e2290);
                bool l_841_ = (l_840_ < l_4_);
                if (l_839_) {
                    local_68 = l_841_;
                } else {
                    local_68 = false;
                }
                bool l_842_ = local_68;
                if (l_842_) {
                    uint _e2297 = l_mut_96_;
                    uint l_843_ = (l_4_ - _e2297);
                    uint _e2299 = l_mut_102_;
                    uint l_844_ = (l_843_ - _e2299);
                    uint _e2301 = l_mut_96_;
                    uint l_845_ = naga_div(l_844_, _e2301);
                    uint _e2303 = l_mut_450_;
                    uint l_846_ = (_e2303 - 1u);
                    uint _e2306 = l_mut_445_;
                    uint l_847_ = (_e2306 - 0u);
                    uint _e2309 = l_mut_450_;
                    bool l_848_ = (_e2309 < 1u);
                    uint l_849_ = uint(l_848_);
                    uint l_850_ = (l_847_ - l_849_);
                    l_mut_736_ = l_846_;
                    l_mut_450_ = l_850_;
                    l_mut_445_ = 0u;
                    l_mut_851_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2402 = l_mut_851_;
                            l_mut_851_ = (_e2402 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2317 = l_mut_851_;
                        if ((_e2317 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2321 = l_mut_851_;
                            uint l_852_ = (19u - _e2321);
                            uint _e2323 = l_mut_736_;
                            l_mut_444_ = _e2323;
                            uint _e2324 = l_mut_450_;
                            l_mut_441_ = _e2324;
                            bool l_853_ = (l_852_ >= 32u);
                            if (l_853_) {
                                uint l_854_ = (l_852_ & 31u);
                                uint _e2329 = l_mut_450_;
                                uint l_855_ = (_e2329 >> l_854_);
                                l_mut_444_ = l_855_;
                                l_mut_441_ = 0u;
                            } else {
                                bool l_856_ = (l_852_ > 0u);
                                if (l_856_) {
                                    uint _e2334 = l_mut_736_;
                                    l_mut_440_ = _e2334;
                                    bool l_857_ = (l_852_ > 0u);
                                    if (l_857_) {
                                        uint _e2337 = l_mut_736_;
                                        uint l_858_ = (_e2337 >> l_852_);
                                        uint l_859_ = (32u - l_852_);
                                        uint _e2341 = l_mut_450_;
                                        uint l_860_ = (_e2341 << l_859_);
                                        uint l_861_ = (l_858_ | l_860_);
                                        l_mut_440_ = l_861_;
                                    }
                                    uint _e2344 = l_mut_450_;
                                    uint l_862_ = (_e2344 >> l_852_);
                                    uint _e2346 = l_mut_440_;
                                    l_mut_444_ = _e2346;
                                    l_mut_441_ = l_862_;
                                }
                            }
                            uint _e2347 = l_mut_441_;
                            uint _e2348 = l_mut_269_;
                            bool l_863_ = (_e2347 < _e2348);
                            uint _e2350 = l_mut_441_;
                            uint _e2351 = l_mut_269_;
                            bool l_864_ = (_e2350 == _e2351);
                            uint _e2353 = l_mut_444_;
                            uint _e2354 = l_mut_275_;
                            bool l_865_ = (_e2353 < _e2354);
                            if (l_864_) {
                                local_69 = l_865_;
                            } else {
                                local_69 = false;
                            }
                            bool l_866_ = local_69;
                            if (!(l_863_)) {
                                local_70 = l_866_;
                            } else {
                                local_70 = true;
                            }
                            bool l_867_ = local_70;
                            bool l_868_ = !(l_867_);
                            if (l_868_) {
                                uint _e2366 = l_mut_275_;
                                l_mut_444_ = _e2366;
                                uint _e2367 = l_mut_269_;
                                l_mut_441_ = _e2367;
                                bool l_869_ = (l_852_ >= 32u);
                                if (l_869_) {
                                    uint l_870_ = (l_852_ & 31u);
                                    uint _e2372 = l_mut_275_;
                                    uint l_871_ = (_e2372 << l_870_);
                                    l_mut_444_ = 0u;
                                    l_mut_441_ = l_871_;
                                } else {
                                    bool l_872_ = (l_852_ > 0u);
                                    if (l_872_) {
                                        uint _e2377 = l_mut_275_;
                                        uint l_873_ = (_e2377 << l_852_);
                                        uint _e2379 = l_mut_269_;
                                        uint l_874_ = (_e2379 << l_852_);
                                        uint l_875_ = (32u - l_852_);
                                        uint _e2383 = l_mut_275_;
                                        uint l_876_ = (_e2383 >> l_875_);
                                        uint l_877_ = (l_874_ | l_876_);
                                        l_mut_444_ = l_873_;
                                        l_mut_441_ = l_877_;
                                    }
                                }
                                uint _e2386 = l_mut_736_;
                                uint _e2387 = l_mut_444_;
                                uint l_878_ = (_e2386 - _e2387);
                                uint _e2389 = l_mut_450_;
                                uint _e2390 = l_mut_441_;
                                uint l_879_ = (_e2389 - _e2390);
                                uint _e2392 = l_mut_736_;
                                uint _e2393 = l_mut_444_;
                                bool l_880_ = (_e2392 < _e2393);
                                uint l_881_ = uint(l_880_);
                                uint l_882_ = (l_879_ - l_881_);
                                l_mut_736_ = l_878_;
                                l_mut_450_ = l_882_;
                                uint l_883_ = (1u << l_852_);
                                uint _e2399 = l_mut_445_;
                                l_mut_445_ = (_e2399 | l_883_);
                            }
                        }
                    }
                    uint _e2404 = l_mut_445_;
                    uint l_884_ = min(_e2404, l_845_);
                    l_mut_445_ = l_884_;
                    uint _e2406 = l_mut_450_;
                    uint _e2407 = l_mut_269_;
                    bool l_885_ = (_e2406 < _e2407);
                    uint _e2409 = l_mut_450_;
                    uint _e2410 = l_mut_269_;
                    bool l_886_ = (_e2409 == _e2410);
                    uint _e2412 = l_mut_736_;
                    uint _e2413 = l_mut_275_;
                    bool l_887_ = (_e2412 < _e2413);
                    if (l_886_) {
                        local_71 = l_887_;
                    } else {
                        local_71 = false;
                    }
                    bool l_888_ = local_71;
                    if (!(l_885_)) {
                        local_72 = l_888_;
                    } else {
                        local_72 = true;
                    }
                    bool l_889_ = local_72;
                    bool l_890_ = !(l_889_);
                    if (l_890_) {
                        l_mut_445_ = l_845_;
                    }
                    uint _e2425 = l_mut_445_;
                    l_mut_741_ = _e2425;
                }
                uint _e2426 = l_mut_219_;
                l_mut_736_ = _e2426;
                uint _e2427 = l_mut_213_;
                l_mut_450_ = _e2427;
                uint _e2428 = l_mut_275_;
                l_mut_445_ = _e2428;
                uint _e2429 = l_mut_269_;
                l_mut_444_ = _e2429;
                uint _e2430 = l_mut_96_;
                l_mut_441_ = _e2430;
                uint _e2431 = l_mut_102_;
                l_mut_440_ = _e2431;
                uint _e2432 = l_mut_151_;
                l_mut_439_ = _e2432;
                uint _e2433 = l_mut_145_;
                l_mut_428_ = _e2433;
                l_mut_421_ = 0u;
                uint _e2435 = l_mut_741_;
                bool l_891_ = (_e2435 > 0u);
                if (l_891_) {
                    uint _e2438 = l_mut_275_;
                    uint _e2439 = l_mut_741_;
                    uint l_892_ = (_e2438 * _e2439);
                    uint _e2441 = l_mut_275_;
                    uint64_t l_1253_ = uint64_t(_e2441);
                    uint _e2443 = l_mut_741_;
                    uint64_t l_1254_ = uint64_t(_e2443);
                    uint64_t l_1255_ = (l_1253_ * l_1254_);
                    uint64_t l_1256_ = (l_1255_ >> uint(32uL));
                    uint l_893_ = uint(l_1256_);
                    uint _e2452 = l_mut_269_;
                    uint _e2453 = l_mut_741_;
                    uint l_894_ = (_e2452 * _e2453);
                    uint l_895_ = (l_893_ + l_894_);
                    uint _e2456 = l_mut_151_;
                    uint l_896_ = (_e2456 - l_892_);
                    uint _e2458 = l_mut_145_;
                    uint l_897_ = (_e2458 - l_895_);
                    uint _e2460 = l_mut_151_;
                    bool l_898_ = (_e2460 < l_892_);
                    uint l_899_ = uint(l_898_);
                    uint l_900_ = (l_897_ - l_899_);
                    l_mut_439_ = l_896_;
                    l_mut_428_ = l_900_;
                    uint _e2464 = l_mut_219_;
                    uint l_901_ = (_e2464 - l_892_);
                    uint _e2466 = l_mut_213_;
                    uint l_902_ = (_e2466 - l_895_);
                    uint _e2468 = l_mut_219_;
                    bool l_903_ = (_e2468 < l_892_);
                    uint l_904_ = uint(l_903_);
                    uint l_905_ = (l_902_ - l_904_);
                    l_mut_736_ = l_901_;
                    l_mut_450_ = l_905_;
                    uint _e2472 = l_mut_741_;
                    uint _e2473 = l_mut_96_;
                    uint l_906_ = (_e2472 * _e2473);
                    uint _e2475 = l_mut_102_;
                    uint l_907_ = (_e2475 + l_906_);
                    l_mut_440_ = l_907_;
                } else {
                    uint _e2477 = l_mut_151_;
                    uint _e2478 = l_mut_275_;
                    uint l_908_ = (_e2477 - _e2478);
                    uint _e2480 = l_mut_145_;
                    uint _e2481 = l_mut_269_;
                    uint l_909_ = (_e2480 - _e2481);
                    uint _e2483 = l_mut_151_;
                    uint _e2484 = l_mut_275_;
                    bool l_910_ = (_e2483 < _e2484);
                    uint l_911_ = uint(l_910_);
                    uint l_912_ = (l_909_ - l_911_);
                    l_mut_439_ = l_908_;
                    l_mut_428_ = l_912_;
                    uint _e2488 = l_mut_428_;
                    bool l_913_ = (_e2488 < l_344_);
                    uint _e2490 = l_mut_428_;
                    bool l_914_ = (_e2490 == l_344_);
                    uint _e2492 = l_mut_439_;
                    bool l_915_ = (_e2492 < l_340_);
                    if (l_914_) {
                        local_73 = l_915_;
                    } else {
                        local_73 = false;
                    }
                    bool l_916_ = local_73;
                    if (!(l_913_)) {
                        local_74 = l_916_;
                    } else {
                        local_74 = true;
                    }
                    bool l_917_ = local_74;
                    if (l_917_) {
                        l_mut_421_ = 2u;
                    }
                    uint _e2504 = l_mut_421_;
                    bool l_918_ = (_e2504 == 0u);
                    if (l_918_) {
                        uint _e2507 = l_mut_96_;
                        uint l_919_ = (l_4_ - _e2507);
                        uint _e2509 = l_mut_102_;
                        uint l_920_ = naga_div(l_919_, _e2509);
                        l_mut_741_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e2514 = l_mut_219_;
                        uint _e2515 = l_mut_213_;
                        uint l_921_ = (_e2514 | _e2515);
                        bool l_922_ = (l_921_ == 0u);
                        if (l_922_) {
                            l_mut_741_ = l_920_;
                        } else {
                            bool _e2519 = l_mut_645_;
                            if (_e2519) {
                                uint _e2520 = l_mut_213_;
                                uint _e2521 = l_mut_269_;
                                bool l_923_ = (_e2520 < _e2521);
                                uint _e2523 = l_mut_213_;
                                uint _e2524 = l_mut_269_;
                                bool l_924_ = (_e2523 == _e2524);
                                uint _e2526 = l_mut_219_;
                                uint _e2527 = l_mut_275_;
                                bool l_925_ = (_e2526 < _e2527);
                                if (l_924_) {
                                    local_75 = l_925_;
                                } else {
                                    local_75 = false;
                                }
                                bool l_926_ = local_75;
                                if (!(l_923_)) {
                                    local_76 = l_926_;
                                } else {
                                    local_76 = true;
                                }
                                bool l_927_ = local_76;
                                if (l_927_) {
                                    uint _e2538 = l_mut_275_;
                                    uint l_928_ = (_e2538 - 1u);
                                    uint _e2541 = l_mut_269_;
                                    uint l_929_ = (_e2541 - 0u);
                                    uint _e2544 = l_mut_275_;
                                    bool l_930_ = (_e2544 < 1u);
                                    uint l_931_ = uint(l_930_);
                                    uint l_932_ = (l_929_ - l_931_);
                                    l_mut_394_ = l_928_;
                                    l_mut_388_ = l_932_;
                                    l_mut_382_ = 0u;
                                    l_mut_933_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2637 = l_mut_933_;
                                            l_mut_933_ = (_e2637 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2552 = l_mut_933_;
                                        if ((_e2552 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2556 = l_mut_933_;
                                            uint l_934_ = (19u - _e2556);
                                            uint _e2558 = l_mut_394_;
                                            l_mut_90_ = _e2558;
                                            uint _e2559 = l_mut_388_;
                                            l_mut_75_ = _e2559;
                                            bool l_935_ = (l_934_ >= 32u);
                                            if (l_935_) {
                                                uint l_936_ = (l_934_ & 31u);
                                                uint _e2564 = l_mut_388_;
                                                uint l_937_ = (_e2564 >> l_936_);
                                                l_mut_90_ = l_937_;
                                                l_mut_75_ = 0u;
                                            } else {
                                                bool l_938_ = (l_934_ > 0u);
                                                if (l_938_) {
                                                    uint _e2569 = l_mut_394_;
                                                    l_mut_40_ = _e2569;
                                                    bool l_939_ = (l_934_ > 0u);
                                                    if (l_939_) {
                                                        uint _e2572 = l_mut_394_;
                                                        uint l_940_ = (_e2572 >> l_934_);
                                                        uint l_941_ = (32u - l_934_);
                                                        uint _e2576 = l_mut_388_;
                                                        uint l_942_ = (_e2576 << l_941_);
                                                        uint l_943_ = (l_940_ | l_942_);
                                                        l_mut_40_ = l_943_;
                                                    }
                                                    uint _e2579 = l_mut_388_;
                                                    uint l_944_ = (_e2579 >> l_934_);
                                                    uint _e2581 = l_mut_40_;
                                                    l_mut_90_ = _e2581;
                                                    l_mut_75_ = l_944_;
                                                }
                                            }
                                            uint _e2582 = l_mut_75_;
                                            uint _e2583 = l_mut_213_;
                                            bool l_945_ = (_e2582 < _e2583);
                                            uint _e2585 = l_mut_75_;
                                            uint _e2586 = l_mut_213_;
                                            bool l_946_ = (_e2585 == _e2586);
                                            uint _e2588 = l_mut_90_;
                                            uint _e2589 = l_mut_219_;
                                            bool l_947_ = (_e2588 < _e2589);
                                            if (l_946_) {
                                                local_77 = l_947_;
                                            } else {
                                                local_77 = false;
                                            }
                                            bool l_948_ = local_77;
                                            if (!(l_945_)) {
                                                local_78 = l_948_;
                                            } else {
                                                local_78 = true;
                                            }
                                            bool l_949_ = local_78;
                                            bool l_950_ = !(l_949_);
                                            if (l_950_) {
                                                uint _e2601 = l_mut_219_;
                                                l_mut_90_ = _e2601;
                                                uint _e2602 = l_mut_213_;
                                                l_mut_75_ = _e2602;
                                                bool l_951_ = (l_934_ >= 32u);
                                                if (l_951_) {
                                                    uint l_952_ = (l_934_ & 31u);
                                                    uint _e2607 = l_mut_219_;
                                                    uint l_953_ = (_e2607 << l_952_);
                                                    l_mut_90_ = 0u;
                                                    l_mut_75_ = l_953_;
                                                } else {
                                                    bool l_954_ = (l_934_ > 0u);
                                                    if (l_954_) {
                                                        uint _e2612 = l_mut_219_;
                                                        uint l_955_ = (_e2612 << l_934_);
                                                        uint _e2614 = l_mut_213_;
                                                        uint l_956_ = (_e2614 << l_934_);
                                                        uint l_957_ = (32u - l_934_);
                                                        uint _e2618 = l_mut_219_;
                                                        uint l_958_ = (_e2618 >> l_957_);
                                                        uint l_959_ = (l_956_ | l_958_);
                                                        l_mut_90_ = l_955_;
                                                        l_mut_75_ = l_959_;
                                                    }
                                                }
                                                uint _e2621 = l_mut_394_;
                                                uint _e2622 = l_mut_90_;
                                                uint l_960_ = (_e2621 - _e2622);
                                                uint _e2624 = l_mut_388_;
                                                uint _e2625 = l_mut_75_;
                                                uint l_961_ = (_e2624 - _e2625);
                                                uint _e2627 = l_mut_394_;
                                                uint _e2628 = l_mut_90_;
                                                bool l_962_ = (_e2627 < _e2628);
                                                uint l_963_ = uint(l_962_);
                                                uint l_964_ = (l_961_ - l_963_);
                                                l_mut_394_ = l_960_;
                                                l_mut_388_ = l_964_;
                                                uint l_965_ = (1u << l_934_);
                                                uint _e2634 = l_mut_382_;
                                                l_mut_382_ = (_e2634 | l_965_);
                                            }
                                        }
                                    }
                                    uint _e2639 = l_mut_382_;
                                    uint l_966_ = min(_e2639, l_920_);
                                    l_mut_382_ = l_966_;
                                    uint _e2641 = l_mut_388_;
                                    uint _e2642 = l_mut_213_;
                                    bool l_967_ = (_e2641 < _e2642);
                                    uint _e2644 = l_mut_388_;
                                    uint _e2645 = l_mut_213_;
                                    bool l_968_ = (_e2644 == _e2645);
                                    uint _e2647 = l_mut_394_;
                                    uint _e2648 = l_mut_219_;
                                    bool l_969_ = (_e2647 < _e2648);
                                    if (l_968_) {
                                        local_79 = l_969_;
                                    } else {
                                        local_79 = false;
                                    }
                                    bool l_970_ = local_79;
                                    if (!(l_967_)) {
                                        local_80 = l_970_;
                                    } else {
                                        local_80 = true;
                                    }
                                    bool l_971_ = local_80;
                                    bool l_972_ = !(l_971_);
                                    if (l_972_) {
                                        l_mut_382_ = l_920_;
                                    }
                                    uint _e2660 = l_mut_382_;
                                    l_mut_741_ = _e2660;
                                }
                            } else {
                                uint _e2661 = l_mut_275_;
                                l_mut_394_ = _e2661;
                                uint _e2662 = l_mut_269_;
                                l_mut_388_ = _e2662;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2663 = l_mut_213_;
                                    uint _e2664 = l_mut_388_;
                                    bool l_973_ = (_e2663 < _e2664);
                                    uint _e2666 = l_mut_213_;
                                    uint _e2667 = l_mut_388_;
                                    bool l_974_ = (_e2666 == _e2667);
                                    uint _e2669 = l_mut_219_;
                                    uint _e2670 = l_mut_394_;
                                    bool l_975_ = (_e2669 < _e2670);
                                    if (l_974_) {
                                        local_81 = l_975_;
                                    } else {
                                        local_81 = false;
                                    }
                                    bool l_976_ = local_81;
                                    if (!(l_973_)) {
                                        local_82 = l_976_;
                                    } else {
                                        local_82 = true;
                                    }
                                    bool l_977_ = local_82;
                                    uint _e2681 = l_mut_741_;
                                    uint _e2682 = l_mut_102_;
                                    uint l_978_ = (_e2681 * _e2682);
                                    uint _e2684 = l_mut_96_;
                                    uint l_979_ = (_e2684 + l_978_);
                                    uint _e2686 = l_mut_102_;
                                    uint l_980_ = (l_979_ + _e2686);
                                    bool l_981_ = (l_980_ < l_4_);
                                    if (l_977_) {
                                        local_83 = l_981_;
                                    } else {
                                        local_83 = false;
                                    }
                                    bool l_982_ = local_83;
                                    bool l_983_ = !(l_982_);
                                    if (l_983_) {
                                        break;
                                    }
                                    uint _e2694 = l_mut_394_;
                                    uint _e2695 = l_mut_219_;
                                    uint l_984_ = (_e2694 - _e2695);
                                    uint _e2697 = l_mut_388_;
                                    uint _e2698 = l_mut_213_;
                                    uint l_985_ = (_e2697 - _e2698);
                                    uint _e2700 = l_mut_394_;
                                    uint _e2701 = l_mut_219_;
                                    bool l_986_ = (_e2700 < _e2701);
                                    uint l_987_ = uint(l_986_);
                                    uint l_988_ = (l_985_ - l_987_);
                                    l_mut_394_ = l_984_;
                                    l_mut_388_ = l_988_;
                                    uint _e2705 = l_mut_741_;
                                    l_mut_741_ = (_e2705 + 1u);
                                }
                            }
                        }
                        uint _e2708 = l_mut_741_;
                        uint _e2709 = l_mut_102_;
                        uint l_989_ = (_e2708 * _e2709);
                        uint _e2711 = l_mut_96_;
                        uint l_990_ = (_e2711 + l_989_);
                        uint _e2713 = l_mut_102_;
                        uint l_991_ = (l_990_ + _e2713);
                        bool l_992_ = (l_991_ >= l_4_);
                        if (l_992_) {
                            l_mut_421_ = 1u;
                        } else {
                            uint _e2717 = l_mut_219_;
                            uint _e2718 = l_mut_741_;
                            uint l_993_ = (_e2717 * _e2718);
                            uint _e2720 = l_mut_219_;
                            uint64_t l_1258_ = uint64_t(_e2720);
                            uint _e2722 = l_mut_741_;
                            uint64_t l_1259_ = uint64_t(_e2722);
                            uint64_t l_1260_ = (l_1258_ * l_1259_);
                            uint64_t l_1261_ = (l_1260_ >> uint(32uL));
                            uint l_994_ = uint(l_1261_);
                            uint _e2731 = l_mut_213_;
                            uint _e2732 = l_mut_741_;
                            uint l_995_ = (_e2731 * _e2732);
                            uint l_996_ = (l_994_ + l_995_);
                            uint _e2735 = l_mut_275_;
                            uint l_997_ = (_e2735 - l_993_);
                            uint _e2737 = l_mut_269_;
                            uint l_998_ = (_e2737 - l_996_);
                            uint _e2739 = l_mut_275_;
                            bool l_999_ = (_e2739 < l_993_);
                            uint l_1000_ = uint(l_999_);
                            uint l_1001_ = (l_998_ - l_1000_);
                            l_mut_445_ = l_997_;
                            l_mut_444_ = l_1001_;
                            uint _e2743 = l_mut_741_;
                            uint _e2744 = l_mut_102_;
                            uint l_1002_ = (_e2743 * _e2744);
                            uint _e2746 = l_mut_96_;
                            uint l_1003_ = (_e2746 + l_1002_);
                            l_mut_441_ = l_1003_;
                            uint _e2748 = l_mut_219_;
                            uint _e2749 = l_mut_445_;
                            uint l_1004_ = (_e2748 - _e2749);
                            uint _e2751 = l_mut_213_;
                            uint _e2752 = l_mut_444_;
                            uint l_1005_ = (_e2751 - _e2752);
                            uint _e2754 = l_mut_219_;
                            uint _e2755 = l_mut_445_;
                            bool l_1006_ = (_e2754 < _e2755);
                            uint l_1007_ = uint(l_1006_);
                            uint l_1008_ = (l_1005_ - l_1007_);
                            l_mut_736_ = l_1004_;
                            l_mut_450_ = l_1008_;
                            uint _e2759 = l_mut_102_;
                            uint _e2760 = l_mut_441_;
                            uint l_1009_ = (_e2759 + _e2760);
                            l_mut_440_ = l_1009_;
                        }
                    }
                }
                uint _e2762 = l_mut_445_;
                l_mut_275_ = _e2762;
                uint _e2763 = l_mut_444_;
                l_mut_269_ = _e2763;
                uint _e2764 = l_mut_736_;
                l_mut_219_ = _e2764;
                uint _e2765 = l_mut_450_;
                l_mut_213_ = _e2765;
                uint _e2766 = l_mut_440_;
                l_mut_102_ = _e2766;
                uint _e2767 = l_mut_441_;
                l_mut_96_ = _e2767;
                uint _e2768 = l_mut_439_;
                l_mut_151_ = _e2768;
                uint _e2769 = l_mut_428_;
                l_mut_145_ = _e2769;
                uint _e2770 = l_mut_421_;
                bool l_1010_ = (_e2770 == 1u);
                l_mut_350_ = l_1010_;
                uint _e2773 = l_mut_421_;
                bool l_1011_ = (_e2773 == 0u);
                l_mut_357_ = l_1011_;
            }
        }
        bool _e2776 = l_mut_350_;
        bool l_1012_ = !(_e2776);
        if (l_1012_) {
            uint l_1263_ = asuint(info.Load(20+0));
            uint l_1264_ = (l_1263_ * 1u);
            uint l_1265_ = (l_1264_ - 1u);
            uint l_1266_ = min(0u, l_1265_);
            uint _e2791; buffer_5_global.InterlockedAdd(l_1266_*4, 1u, _e2791);
            uint l_1015_ = asuint(info.Load(40+0));
            bool l_1016_ = (_e2791 < l_1015_);
            if (l_1016_) {
                uint l_1268_ = asuint(info.Load(16+0));
                uint l_1269_ = (l_1268_ * 1u);
                bool l_1270_ = (_e2791 < l_1269_);
                if (l_1270_) {
                    buffer_4_global.Store(_e2791*4, asuint(id));
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
