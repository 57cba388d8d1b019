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
    uint l_mut_732_ = (uint)0;
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
    uint l_mut_842_ = (uint)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    uint l_mut_922_ = (uint)0;
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
        uint l_1090_ = asuint(info.Load(20+0));
        uint l_1091_ = (l_1090_ * 1u);
        uint l_1092_ = (l_1091_ - 1u);
        uint l_1093_ = min(3u, l_1092_);
        uint _e66; buffer_5_global.InterlockedAdd(l_1093_*4, 1u, _e66);
    }
    uint l_1006_ = asuint(info.Load(12+0));
    uint l_1007_ = (l_1006_ * 1u);
    bool l_1008_ = (0u < l_1007_);
    uint l_1009_ = (l_1007_ - 1u);
    uint l_1010_ = min(0u, l_1009_);
    uint l_1011_ = asuint(buffer_3_global.Load(l_1010_*4));
    uint l_4_ = (l_1008_ ? l_1011_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1013_ = asuint(info.Load(12+0));
    uint l_1014_ = (l_1013_ * 1u);
    bool l_1015_ = (l_6_ < l_1014_);
    uint l_1016_ = (l_1014_ - 1u);
    uint l_1017_ = min(l_6_, l_1016_);
    uint l_1018_ = asuint(buffer_3_global.Load(l_1017_*4));
    uint l_7_ = (l_1015_ ? l_1018_ : 0u);
    uint l_1020_ = asuint(info.Load(12+0));
    uint l_1021_ = (l_1020_ * 1u);
    bool l_1022_ = (2u < l_1021_);
    uint l_1023_ = (l_1021_ - 1u);
    uint l_1024_ = min(2u, l_1023_);
    uint l_1025_ = asuint(buffer_3_global.Load(l_1024_*4));
    uint l_9_ = (l_1022_ ? l_1025_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1027_ = asuint(info.Load(12+0));
    uint l_1028_ = (l_1027_ * 1u);
    bool l_1029_ = (l_11_ < l_1028_);
    uint l_1030_ = (l_1028_ - 1u);
    uint l_1031_ = min(l_11_, l_1030_);
    uint l_1032_ = asuint(buffer_3_global.Load(l_1031_*4));
    uint l_12_ = (l_1029_ ? l_1032_ : 0u);
    uint l_1034_ = asuint(info.Load(12+0));
    uint l_1035_ = (l_1034_ * 1u);
    bool l_1036_ = (4u < l_1035_);
    uint l_1037_ = (l_1035_ - 1u);
    uint l_1038_ = min(4u, l_1037_);
    uint l_1039_ = asuint(buffer_3_global.Load(l_1038_*4));
    uint l_14_ = (l_1036_ ? l_1039_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1041_ = asuint(info.Load(12+0));
    uint l_1042_ = (l_1041_ * 1u);
    bool l_1043_ = (l_16_ < l_1042_);
    uint l_1044_ = (l_1042_ - 1u);
    uint l_1045_ = min(l_16_, l_1044_);
    uint l_1046_ = asuint(buffer_3_global.Load(l_1045_*4));
    uint l_17_ = (l_1043_ ? l_1046_ : 0u);
    uint l_1048_ = asuint(info.Load(12+0));
    uint l_1049_ = (l_1048_ * 1u);
    bool l_1050_ = (6u < l_1049_);
    uint l_1051_ = (l_1049_ - 1u);
    uint l_1052_ = min(6u, l_1051_);
    uint l_1053_ = asuint(buffer_3_global.Load(l_1052_*4));
    uint l_19_ = (l_1050_ ? l_1053_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1055_ = asuint(info.Load(12+0));
    uint l_1056_ = (l_1055_ * 1u);
    bool l_1057_ = (l_21_ < l_1056_);
    uint l_1058_ = (l_1056_ - 1u);
    uint l_1059_ = min(l_21_, l_1058_);
    uint l_1060_ = asuint(buffer_3_global.Load(l_1059_*4));
    uint l_22_ = (l_1057_ ? l_1060_ : 0u);
    uint l_1062_ = asuint(info.Load(12+0));
    uint l_1063_ = (l_1062_ * 1u);
    bool l_1064_ = (8u < l_1063_);
    uint l_1065_ = (l_1063_ - 1u);
    uint l_1066_ = min(8u, l_1065_);
    uint l_1067_ = asuint(buffer_3_global.Load(l_1066_*4));
    uint l_24_ = (l_1064_ ? l_1067_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1069_ = asuint(info.Load(12+0));
    uint l_1070_ = (l_1069_ * 1u);
    bool l_1071_ = (l_26_ < l_1070_);
    uint l_1072_ = (l_1070_ - 1u);
    uint l_1073_ = min(l_26_, l_1072_);
    uint l_1074_ = asuint(buffer_3_global.Load(l_1073_*4));
    uint l_27_ = (l_1071_ ? l_1074_ : 0u);
    uint l_1076_ = asuint(info.Load(12+0));
    uint l_1077_ = (l_1076_ * 1u);
    bool l_1078_ = (10u < l_1077_);
    uint l_1079_ = (l_1077_ - 1u);
    uint l_1080_ = min(10u, l_1079_);
    uint l_1081_ = asuint(buffer_3_global.Load(l_1080_*4));
    uint l_29_ = (l_1078_ ? l_1081_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1083_ = asuint(info.Load(12+0));
    uint l_1084_ = (l_1083_ * 1u);
    bool l_1085_ = (l_31_ < l_1084_);
    uint l_1086_ = (l_1084_ - 1u);
    uint l_1087_ = min(l_31_, l_1086_);
    uint l_1088_ = asuint(buffer_3_global.Load(l_1087_*4));
    uint l_32_ = (l_1085_ ? l_1088_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_1095_ = uint64_t(id);
    uint64_t l_1096_ = uint64_t(l_4_);
    uint64_t l_1097_ = (l_1095_ * l_1096_);
    uint64_t l_1098_ = (l_1097_ >> uint(32uL));
    uint l_37_ = uint(l_1098_);
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
    uint _e323 = l_mut_40_;
    bool l_56_ = (_e323 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_1100_ = asuint(info.Load(0+0));
        uint l_1101_ = (l_1100_ * 1u);
        bool l_1102_ = (l_58_ < l_1101_);
        uint l_1103_ = (l_1101_ - 1u);
        uint l_1104_ = min(l_58_, l_1103_);
        uint l_1105_ = asuint(buffer_0_global.Load(l_1104_*4));
        uint l_59_ = (l_1102_ ? l_1105_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1107_ = asuint(info.Load(0+0));
        uint l_1108_ = (l_1107_ * 1u);
        bool l_1109_ = (l_61_ < l_1108_);
        uint l_1110_ = (l_1108_ - 1u);
        uint l_1111_ = min(l_61_, l_1110_);
        uint l_1112_ = asuint(buffer_0_global.Load(l_1111_*4));
        uint l_62_ = (l_1109_ ? l_1112_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1114_ = asuint(info.Load(4+0));
        uint l_1115_ = (l_1114_ * 1u);
        bool l_1116_ = (l_63_ < l_1115_);
        uint l_1117_ = (l_1115_ - 1u);
        uint l_1118_ = min(l_63_, l_1117_);
        uint l_1119_ = asuint(buffer_1_global.Load(l_1118_*4));
        uint l_64_ = (l_1116_ ? l_1119_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1121_ = asuint(info.Load(4+0));
        uint l_1122_ = (l_1121_ * 1u);
        bool l_1123_ = (l_66_ < l_1122_);
        uint l_1124_ = (l_1122_ - 1u);
        uint l_1125_ = min(l_66_, l_1124_);
        uint l_1126_ = asuint(buffer_1_global.Load(l_1125_*4));
        uint l_67_ = (l_1123_ ? l_1126_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1128_ = asuint(info.Load(8+0));
        uint l_1129_ = (l_1128_ * 1u);
        bool l_1130_ = (l_68_ < l_1129_);
        uint l_1131_ = (l_1129_ - 1u);
        uint l_1132_ = min(l_68_, l_1131_);
        uint l_1133_ = asuint(buffer_2_global.Load(l_1132_*4));
        uint l_69_ = (l_1130_ ? l_1133_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1135_ = asuint(info.Load(8+0));
        uint l_1136_ = (l_1135_ * 1u);
        bool l_1137_ = (l_71_ < l_1136_);
        uint l_1138_ = (l_1136_ - 1u);
        uint l_1139_ = min(l_71_, l_1138_);
        uint l_1140_ = asuint(buffer_2_global.Load(l_1139_*4));
        uint l_72_ = (l_1137_ ? l_1140_ : 0u);
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
        uint _e450 = l_mut_40_;
        uint l_81_ = (_e450 * l_4_);
        uint _e452 = l_mut_75_;
        uint l_82_ = (_e452 * l_4_);
        uint _e454 = l_mut_40_;
        uint64_t l_1142_ = uint64_t(_e454);
        uint64_t l_1143_ = uint64_t(l_4_);
        uint64_t l_1144_ = (l_1142_ * l_1143_);
        uint64_t l_1145_ = (l_1144_ >> uint(32uL));
        uint l_83_ = uint(l_1145_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e465 = l_mut_75_;
        uint64_t l_1147_ = uint64_t(_e465);
        uint64_t l_1148_ = uint64_t(l_4_);
        uint64_t l_1149_ = (l_1147_ * l_1148_);
        uint64_t l_1150_ = (l_1149_ >> uint(32uL));
        uint l_85_ = uint(l_1150_);
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
        uint _e494 = l_mut_90_;
        l_mut_102_ = _e494;
        uint _e495 = l_mut_96_;
        l_mut_90_ = _e495;
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
                uint _e509 = l_mut_96_;
                l_mut_102_ = _e509;
                l_mut_90_ = l_110_;
            }
        }
        uint _e510 = l_mut_102_;
        l_mut_96_ = _e510;
        uint _e511 = l_mut_90_;
        l_mut_102_ = _e511;
        if (l_74_) {
            uint _e513 = l_mut_96_;
            uint l_111_ = (0u - _e513);
            uint _e516 = l_mut_102_;
            uint l_112_ = (0u - _e516);
            uint _e519 = l_mut_96_;
            bool l_113_ = (0u < _e519);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e523 = l_mut_96_;
        uint l_116_ = (l_59_ + _e523);
        uint _e525 = l_mut_102_;
        uint l_117_ = (l_62_ + _e525);
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
            uint _e549 = l_mut_90_;
            uint l_131_ = (_e549 * l_123_);
            uint _e551 = l_mut_75_;
            uint l_132_ = (_e551 * l_123_);
            uint _e553 = l_mut_90_;
            uint64_t l_1152_ = uint64_t(_e553);
            uint64_t l_1153_ = uint64_t(l_123_);
            uint64_t l_1154_ = (l_1152_ * l_1153_);
            uint64_t l_1155_ = (l_1154_ >> uint(32uL));
            uint l_133_ = uint(l_1155_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e564 = l_mut_75_;
            uint64_t l_1157_ = uint64_t(_e564);
            uint64_t l_1158_ = uint64_t(l_123_);
            uint64_t l_1159_ = (l_1157_ * l_1158_);
            uint64_t l_1160_ = (l_1159_ >> uint(32uL));
            uint l_135_ = uint(l_1160_);
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
            uint _e593 = l_mut_40_;
            l_mut_151_ = _e593;
            uint _e594 = l_mut_145_;
            l_mut_40_ = _e594;
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
                    uint _e608 = l_mut_145_;
                    l_mut_151_ = _e608;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e609 = l_mut_151_;
            l_mut_145_ = _e609;
            uint _e610 = l_mut_40_;
            l_mut_151_ = _e610;
            if (l_125_) {
                uint _e612 = l_mut_145_;
                uint l_160_ = (0u - _e612);
                uint _e615 = l_mut_151_;
                uint l_161_ = (0u - _e615);
                uint _e618 = l_mut_145_;
                bool l_162_ = (0u < _e618);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e622 = l_mut_145_;
            l_mut_102_ = _e622;
            uint _e623 = l_mut_151_;
            l_mut_96_ = _e623;
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
            uint _e636 = l_mut_151_;
            uint l_172_ = (_e636 * l_4_);
            uint _e638 = l_mut_145_;
            uint l_173_ = (_e638 * l_4_);
            uint _e640 = l_mut_151_;
            uint64_t l_1162_ = uint64_t(_e640);
            uint64_t l_1163_ = uint64_t(l_4_);
            uint64_t l_1164_ = (l_1162_ * l_1163_);
            uint64_t l_1165_ = (l_1164_ >> uint(32uL));
            uint l_174_ = uint(l_1165_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e651 = l_mut_145_;
            uint64_t l_1167_ = uint64_t(_e651);
            uint64_t l_1168_ = uint64_t(l_4_);
            uint64_t l_1169_ = (l_1167_ * l_1168_);
            uint64_t l_1170_ = (l_1169_ >> uint(32uL));
            uint l_176_ = uint(l_1170_);
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
            uint _e679 = l_mut_90_;
            l_mut_40_ = _e679;
            uint _e680 = l_mut_75_;
            l_mut_90_ = _e680;
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
                    uint _e692 = l_mut_75_;
                    l_mut_40_ = _e692;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e693 = l_mut_151_;
            uint l_199_ = (_e693 * l_4_);
            uint _e695 = l_mut_145_;
            uint l_200_ = (_e695 * l_4_);
            uint _e697 = l_mut_151_;
            uint64_t l_1172_ = uint64_t(_e697);
            uint64_t l_1173_ = uint64_t(l_4_);
            uint64_t l_1174_ = (l_1172_ * l_1173_);
            uint64_t l_1175_ = (l_1174_ >> uint(32uL));
            uint l_201_ = uint(l_1175_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e708 = l_mut_145_;
            uint64_t l_1177_ = uint64_t(_e708);
            uint64_t l_1178_ = uint64_t(l_4_);
            uint64_t l_1179_ = (l_1177_ * l_1178_);
            uint64_t l_1180_ = (l_1179_ >> uint(32uL));
            uint l_203_ = uint(l_1180_);
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
            uint _e736 = l_mut_75_;
            l_mut_219_ = _e736;
            uint _e737 = l_mut_213_;
            l_mut_75_ = _e737;
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
                    uint _e749 = l_mut_213_;
                    l_mut_219_ = _e749;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e750 = l_mut_40_;
            uint l_228_ = (_e750 * l_4_);
            uint _e752 = l_mut_90_;
            uint l_229_ = (_e752 * l_4_);
            uint _e754 = l_mut_40_;
            uint64_t l_1182_ = uint64_t(_e754);
            uint64_t l_1183_ = uint64_t(l_4_);
            uint64_t l_1184_ = (l_1182_ * l_1183_);
            uint64_t l_1185_ = (l_1184_ >> uint(32uL));
            uint l_230_ = uint(l_1185_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e765 = l_mut_90_;
            uint64_t l_1187_ = uint64_t(_e765);
            uint64_t l_1188_ = uint64_t(l_4_);
            uint64_t l_1189_ = (l_1187_ * l_1188_);
            uint64_t l_1190_ = (l_1189_ >> uint(32uL));
            uint l_232_ = uint(l_1190_);
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
            uint _e793 = l_mut_213_;
            l_mut_145_ = _e793;
            uint _e794 = l_mut_151_;
            l_mut_213_ = _e794;
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
                    uint _e806 = l_mut_151_;
                    l_mut_145_ = _e806;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e807 = l_mut_40_;
            uint l_255_ = (_e807 * l_4_);
            uint _e809 = l_mut_90_;
            uint l_256_ = (_e809 * l_4_);
            uint _e811 = l_mut_40_;
            uint64_t l_1192_ = uint64_t(_e811);
            uint64_t l_1193_ = uint64_t(l_4_);
            uint64_t l_1194_ = (l_1192_ * l_1193_);
            uint64_t l_1195_ = (l_1194_ >> uint(32uL));
            uint l_257_ = uint(l_1195_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e822 = l_mut_90_;
            uint64_t l_1197_ = uint64_t(_e822);
            uint64_t l_1198_ = uint64_t(l_4_);
            uint64_t l_1199_ = (l_1197_ * l_1198_);
            uint64_t l_1200_ = (l_1199_ >> uint(32uL));
            uint l_259_ = uint(l_1200_);
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
            uint _e850 = l_mut_151_;
            l_mut_275_ = _e850;
            uint _e851 = l_mut_269_;
            l_mut_151_ = _e851;
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
                    uint _e863 = l_mut_269_;
                    l_mut_275_ = _e863;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e864 = l_mut_219_;
            uint l_284_ = (_e864 * l_4_);
            uint _e866 = l_mut_219_;
            uint64_t l_1202_ = uint64_t(_e866);
            uint64_t l_1203_ = uint64_t(l_4_);
            uint64_t l_1204_ = (l_1202_ * l_1203_);
            uint64_t l_1205_ = (l_1204_ >> uint(32uL));
            uint l_285_ = uint(l_1205_);
            uint _e876 = l_mut_75_;
            uint l_286_ = (_e876 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e879 = l_mut_275_;
            uint l_288_ = (_e879 + l_284_);
            uint _e881 = l_mut_151_;
            uint l_289_ = (_e881 + l_287_);
            uint _e883 = l_mut_275_;
            bool l_290_ = (l_288_ < _e883);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e887 = l_mut_145_;
            l_mut_102_ = _e887;
            uint _e888 = l_mut_213_;
            l_mut_96_ = _e888;
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
                    uint _e909 = l_mut_145_;
                    l_mut_219_ = _e909;
                    uint _e910 = l_mut_213_;
                    l_mut_151_ = _e910;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e915 = l_mut_213_;
                        uint l_307_ = (_e915 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e920 = l_mut_145_;
                            l_mut_90_ = _e920;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e923 = l_mut_145_;
                                uint l_310_ = (_e923 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e927 = l_mut_213_;
                                uint l_312_ = (_e927 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e930 = l_mut_213_;
                            uint l_314_ = (_e930 >> l_121_);
                            uint _e932 = l_mut_90_;
                            l_mut_219_ = _e932;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e933 = l_mut_275_;
                    uint _e934 = l_mut_219_;
                    uint l_315_ = (_e933 + _e934);
                    uint _e936 = l_mut_269_;
                    uint _e937 = l_mut_151_;
                    uint l_316_ = (_e936 + _e937);
                    uint _e939 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e939);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e944 = l_mut_102_;
                uint l_320_ = (0u - _e944);
                uint _e947 = l_mut_96_;
                uint l_321_ = (0u - _e947);
                uint _e950 = l_mut_102_;
                bool l_322_ = (0u < _e950);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e954 = l_mut_102_;
        uint l_325_ = (l_64_ - _e954);
        uint _e956 = l_mut_96_;
        uint l_326_ = (l_67_ - _e956);
        uint _e958 = l_mut_102_;
        bool l_327_ = (l_64_ < _e958);
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
        uint _e991 = l_mut_145_;
        bool l_351_ = (_e991 < l_344_);
        uint _e993 = l_mut_145_;
        bool l_352_ = (_e993 == l_344_);
        uint _e995 = l_mut_151_;
        bool l_353_ = (_e995 < l_340_);
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
            bool _e1010 = l_mut_357_;
            l_mut_350_ = _e1010;
            l_mut_357_ = false;
        }
        bool _e1012 = l_mut_357_;
        if (_e1012) {
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
            uint _e1027 = l_mut_90_;
            uint l_368_ = (_e1027 * l_367_);
            uint _e1029 = l_mut_90_;
            uint64_t l_1207_ = uint64_t(_e1029);
            uint64_t l_1208_ = uint64_t(l_367_);
            uint64_t l_1209_ = (l_1207_ * l_1208_);
            uint64_t l_1210_ = (l_1209_ >> uint(32uL));
            uint l_369_ = uint(l_1210_);
            uint _e1039 = l_mut_75_;
            uint l_370_ = (_e1039 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1045 = l_mut_90_;
            uint l_373_ = (_e1045 * l_372_);
            uint _e1047 = l_mut_75_;
            uint l_374_ = (_e1047 * l_372_);
            uint _e1049 = l_mut_90_;
            uint64_t l_1212_ = uint64_t(_e1049);
            uint64_t l_1213_ = uint64_t(l_372_);
            uint64_t l_1214_ = (l_1212_ * l_1213_);
            uint64_t l_1215_ = (l_1214_ >> uint(32uL));
            uint l_375_ = uint(l_1215_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1060 = l_mut_75_;
            uint64_t l_1217_ = uint64_t(_e1060);
            uint64_t l_1218_ = uint64_t(l_372_);
            uint64_t l_1219_ = (l_1217_ * l_1218_);
            uint64_t l_1220_ = (l_1219_ >> uint(32uL));
            uint l_377_ = uint(l_1220_);
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
            uint _e1088 = l_mut_382_;
            l_mut_394_ = _e1088;
            uint _e1089 = l_mut_388_;
            l_mut_382_ = _e1089;
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
                    uint _e1101 = l_mut_388_;
                    l_mut_394_ = _e1101;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1102 = l_mut_394_;
            uint _e1103 = l_mut_382_;
            uint l_403_ = (_e1102 | _e1103);
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
                        uint _e1138 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1138);
                        uint _e1140 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1140);
                        uint _e1142 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1142);
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
                            uint _e1155 = l_mut_75_;
                            bool l_429_ = (_e1155 < l_409_);
                            uint _e1157 = l_mut_75_;
                            bool l_430_ = (_e1157 == l_409_);
                            uint _e1159 = l_mut_90_;
                            bool l_431_ = (_e1159 < l_405_);
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
                                        uint _e1266 = l_mut_442_;
                                        l_mut_442_ = (_e1266 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1181 = l_mut_442_;
                                    if ((_e1181 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1185 = l_mut_442_;
                                        uint l_443_ = (19u - _e1185);
                                        uint _e1187 = l_mut_439_;
                                        l_mut_444_ = _e1187;
                                        uint _e1188 = l_mut_440_;
                                        l_mut_445_ = _e1188;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1193 = l_mut_440_;
                                            uint l_448_ = (_e1193 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1198 = l_mut_439_;
                                                l_mut_450_ = _e1198;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1201 = l_mut_439_;
                                                    uint l_452_ = (_e1201 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1205 = l_mut_440_;
                                                    uint l_454_ = (_e1205 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1208 = l_mut_440_;
                                                uint l_456_ = (_e1208 >> l_443_);
                                                uint _e1210 = l_mut_450_;
                                                l_mut_444_ = _e1210;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1211 = l_mut_445_;
                                        uint _e1212 = l_mut_75_;
                                        bool l_457_ = (_e1211 < _e1212);
                                        uint _e1214 = l_mut_445_;
                                        uint _e1215 = l_mut_75_;
                                        bool l_458_ = (_e1214 == _e1215);
                                        uint _e1217 = l_mut_444_;
                                        uint _e1218 = l_mut_90_;
                                        bool l_459_ = (_e1217 < _e1218);
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
                                            uint _e1230 = l_mut_90_;
                                            l_mut_450_ = _e1230;
                                            uint _e1231 = l_mut_75_;
                                            l_mut_445_ = _e1231;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1236 = l_mut_90_;
                                                uint l_465_ = (_e1236 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1241 = l_mut_90_;
                                                    uint l_467_ = (_e1241 << l_443_);
                                                    uint _e1243 = l_mut_75_;
                                                    uint l_468_ = (_e1243 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1247 = l_mut_90_;
                                                    uint l_470_ = (_e1247 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1250 = l_mut_439_;
                                            uint _e1251 = l_mut_450_;
                                            uint l_472_ = (_e1250 - _e1251);
                                            uint _e1253 = l_mut_440_;
                                            uint _e1254 = l_mut_445_;
                                            uint l_473_ = (_e1253 - _e1254);
                                            uint _e1256 = l_mut_439_;
                                            uint _e1257 = l_mut_450_;
                                            bool l_474_ = (_e1256 < _e1257);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1263 = l_mut_441_;
                                            l_mut_441_ = (_e1263 | l_477_);
                                        }
                                    }
                                }
                                uint _e1268 = l_mut_441_;
                                uint l_478_ = min(_e1268, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1270 = l_mut_440_;
                                uint _e1271 = l_mut_75_;
                                bool l_479_ = (_e1270 < _e1271);
                                uint _e1273 = l_mut_440_;
                                uint _e1274 = l_mut_75_;
                                bool l_480_ = (_e1273 == _e1274);
                                uint _e1276 = l_mut_439_;
                                uint _e1277 = l_mut_90_;
                                bool l_481_ = (_e1276 < _e1277);
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
                                uint _e1289 = l_mut_450_;
                                l_mut_428_ = _e1289;
                            }
                            uint _e1290 = l_mut_90_;
                            uint _e1291 = l_mut_428_;
                            uint l_485_ = (_e1290 * _e1291);
                            uint _e1293 = l_mut_90_;
                            uint64_t l_1222_ = uint64_t(_e1293);
                            uint _e1295 = l_mut_428_;
                            uint64_t l_1223_ = uint64_t(_e1295);
                            uint64_t l_1224_ = (l_1222_ * l_1223_);
                            uint64_t l_1225_ = (l_1224_ >> uint(32uL));
                            uint l_486_ = uint(l_1225_);
                            uint _e1304 = l_mut_75_;
                            uint _e1305 = l_mut_428_;
                            uint l_487_ = (_e1304 * _e1305);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1313 = l_mut_421_;
                            uint _e1314 = l_mut_75_;
                            bool l_494_ = (_e1313 < _e1314);
                            uint _e1316 = l_mut_421_;
                            uint _e1317 = l_mut_75_;
                            bool l_495_ = (_e1316 == _e1317);
                            uint _e1319 = l_mut_382_;
                            uint _e1320 = l_mut_90_;
                            bool l_496_ = (_e1319 < _e1320);
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
                                uint _e1332 = l_mut_382_;
                                uint _e1333 = l_mut_90_;
                                uint l_500_ = (_e1332 - _e1333);
                                uint _e1335 = l_mut_421_;
                                uint _e1336 = l_mut_75_;
                                uint l_501_ = (_e1335 - _e1336);
                                uint _e1338 = l_mut_382_;
                                uint _e1339 = l_mut_90_;
                                bool l_502_ = (_e1338 < _e1339);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1343 = l_mut_90_;
                        uint _e1344 = l_mut_382_;
                        uint l_505_ = (_e1343 - _e1344);
                        uint _e1346 = l_mut_75_;
                        uint _e1347 = l_mut_421_;
                        uint l_506_ = (_e1346 - _e1347);
                        uint _e1349 = l_mut_90_;
                        uint _e1350 = l_mut_382_;
                        bool l_507_ = (_e1349 < _e1350);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1354 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1354);
                        uint _e1356 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1356);
                        uint _e1358 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1358);
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
                            uint _e1370 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1370);
                            uint _e1372 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1372);
                            uint _e1374 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1374);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1378 = l_mut_445_;
                        uint _e1379 = l_mut_388_;
                        bool l_521_ = (_e1378 < _e1379);
                        uint _e1381 = l_mut_445_;
                        uint _e1382 = l_mut_388_;
                        bool l_522_ = (_e1381 == _e1382);
                        uint _e1384 = l_mut_450_;
                        uint _e1385 = l_mut_394_;
                        bool l_523_ = (_e1384 < _e1385);
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
                            uint _e1396 = l_mut_450_;
                            l_mut_394_ = _e1396;
                            uint _e1397 = l_mut_445_;
                            l_mut_388_ = _e1397;
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
                        uint _e1417 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1417);
                        uint _e1419 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1419);
                        uint _e1421 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1421);
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
                            uint _e1434 = l_mut_75_;
                            bool l_543_ = (_e1434 < l_334_);
                            uint _e1436 = l_mut_75_;
                            bool l_544_ = (_e1436 == l_334_);
                            uint _e1438 = l_mut_90_;
                            bool l_545_ = (_e1438 < l_330_);
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
                                        uint _e1545 = l_mut_553_;
                                        l_mut_553_ = (_e1545 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1460 = l_mut_553_;
                                    if ((_e1460 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1464 = l_mut_553_;
                                        uint l_554_ = (19u - _e1464);
                                        uint _e1466 = l_mut_441_;
                                        l_mut_428_ = _e1466;
                                        uint _e1467 = l_mut_440_;
                                        l_mut_421_ = _e1467;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1472 = l_mut_440_;
                                            uint l_557_ = (_e1472 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1477 = l_mut_441_;
                                                l_mut_382_ = _e1477;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1480 = l_mut_441_;
                                                    uint l_560_ = (_e1480 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1484 = l_mut_440_;
                                                    uint l_562_ = (_e1484 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1487 = l_mut_440_;
                                                uint l_564_ = (_e1487 >> l_554_);
                                                uint _e1489 = l_mut_382_;
                                                l_mut_428_ = _e1489;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1490 = l_mut_421_;
                                        uint _e1491 = l_mut_75_;
                                        bool l_565_ = (_e1490 < _e1491);
                                        uint _e1493 = l_mut_421_;
                                        uint _e1494 = l_mut_75_;
                                        bool l_566_ = (_e1493 == _e1494);
                                        uint _e1496 = l_mut_428_;
                                        uint _e1497 = l_mut_90_;
                                        bool l_567_ = (_e1496 < _e1497);
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
                                            uint _e1509 = l_mut_90_;
                                            l_mut_428_ = _e1509;
                                            uint _e1510 = l_mut_75_;
                                            l_mut_421_ = _e1510;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1515 = l_mut_90_;
                                                uint l_573_ = (_e1515 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1520 = l_mut_90_;
                                                    uint l_575_ = (_e1520 << l_554_);
                                                    uint _e1522 = l_mut_75_;
                                                    uint l_576_ = (_e1522 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1526 = l_mut_90_;
                                                    uint l_578_ = (_e1526 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1529 = l_mut_441_;
                                            uint _e1530 = l_mut_428_;
                                            uint l_580_ = (_e1529 - _e1530);
                                            uint _e1532 = l_mut_440_;
                                            uint _e1533 = l_mut_421_;
                                            uint l_581_ = (_e1532 - _e1533);
                                            uint _e1535 = l_mut_441_;
                                            uint _e1536 = l_mut_428_;
                                            bool l_582_ = (_e1535 < _e1536);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1542 = l_mut_439_;
                                            l_mut_439_ = (_e1542 | l_585_);
                                        }
                                    }
                                }
                                uint _e1547 = l_mut_439_;
                                uint l_586_ = min(_e1547, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1549 = l_mut_440_;
                                uint _e1550 = l_mut_75_;
                                bool l_587_ = (_e1549 < _e1550);
                                uint _e1552 = l_mut_440_;
                                uint _e1553 = l_mut_75_;
                                bool l_588_ = (_e1552 == _e1553);
                                uint _e1555 = l_mut_441_;
                                uint _e1556 = l_mut_90_;
                                bool l_589_ = (_e1555 < _e1556);
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
                                uint _e1568 = l_mut_439_;
                                l_mut_444_ = _e1568;
                            }
                            uint _e1569 = l_mut_90_;
                            uint _e1570 = l_mut_444_;
                            uint l_593_ = (_e1569 * _e1570);
                            uint _e1572 = l_mut_90_;
                            uint64_t l_1227_ = uint64_t(_e1572);
                            uint _e1574 = l_mut_444_;
                            uint64_t l_1228_ = uint64_t(_e1574);
                            uint64_t l_1229_ = (l_1227_ * l_1228_);
                            uint64_t l_1230_ = (l_1229_ >> uint(32uL));
                            uint l_594_ = uint(l_1230_);
                            uint _e1583 = l_mut_75_;
                            uint _e1584 = l_mut_444_;
                            uint l_595_ = (_e1583 * _e1584);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1592 = l_mut_445_;
                            uint _e1593 = l_mut_75_;
                            bool l_602_ = (_e1592 < _e1593);
                            uint _e1595 = l_mut_445_;
                            uint _e1596 = l_mut_75_;
                            bool l_603_ = (_e1595 == _e1596);
                            uint _e1598 = l_mut_450_;
                            uint _e1599 = l_mut_90_;
                            bool l_604_ = (_e1598 < _e1599);
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
                                uint _e1611 = l_mut_450_;
                                uint _e1612 = l_mut_90_;
                                uint l_608_ = (_e1611 - _e1612);
                                uint _e1614 = l_mut_445_;
                                uint _e1615 = l_mut_75_;
                                uint l_609_ = (_e1614 - _e1615);
                                uint _e1617 = l_mut_450_;
                                uint _e1618 = l_mut_90_;
                                bool l_610_ = (_e1617 < _e1618);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1622 = l_mut_445_;
                        uint _e1623 = l_mut_388_;
                        bool l_613_ = (_e1622 < _e1623);
                        uint _e1625 = l_mut_445_;
                        uint _e1626 = l_mut_388_;
                        bool l_614_ = (_e1625 == _e1626);
                        uint _e1628 = l_mut_450_;
                        uint _e1629 = l_mut_394_;
                        bool l_615_ = (_e1628 < _e1629);
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
                            uint _e1640 = l_mut_450_;
                            l_mut_394_ = _e1640;
                            uint _e1641 = l_mut_445_;
                            l_mut_388_ = _e1641;
                        }
                    }
                }
                uint _e1642 = l_mut_388_;
                bool l_618_ = (_e1642 < l_344_);
                uint _e1644 = l_mut_388_;
                bool l_619_ = (_e1644 == l_344_);
                uint _e1646 = l_mut_394_;
                bool l_620_ = (_e1646 < l_340_);
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
            uint _e1661 = l_mut_40_;
            bool l_626_ = (_e1661 > 0u);
            if (l_626_) {
                uint _e1664 = l_mut_40_;
                bool l_627_ = (_e1664 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1669 = l_mut_357_;
            bool l_629_ = !(_e1669);
            if (l_629_) {
                break;
            }
            uint _e1671 = l_mut_145_;
            uint _e1672 = l_mut_269_;
            bool l_630_ = (_e1671 < _e1672);
            uint _e1674 = l_mut_145_;
            uint _e1675 = l_mut_269_;
            bool l_631_ = (_e1674 == _e1675);
            uint _e1677 = l_mut_151_;
            uint _e1678 = l_mut_275_;
            bool l_632_ = (_e1677 < _e1678);
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
                uint _e1689 = l_mut_275_;
                uint _e1690 = l_mut_151_;
                uint l_635_ = (_e1689 - _e1690);
                uint _e1692 = l_mut_269_;
                uint _e1693 = l_mut_145_;
                uint l_636_ = (_e1692 - _e1693);
                uint _e1695 = l_mut_275_;
                uint _e1696 = l_mut_151_;
                bool l_637_ = (_e1695 < _e1696);
                uint l_638_ = uint(l_637_);
                uint l_639_ = (l_636_ - l_638_);
                uint _e1700 = l_mut_275_;
                l_mut_450_ = _e1700;
                uint _e1701 = l_mut_269_;
                l_mut_445_ = _e1701;
                uint _e1702 = l_mut_269_;
                bool l_640_ = (l_639_ < _e1702);
                uint _e1704 = l_mut_269_;
                bool l_641_ = (l_639_ == _e1704);
                uint _e1706 = l_mut_275_;
                bool l_642_ = (l_635_ < _e1706);
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
                    l_mut_450_ = l_635_;
                    l_mut_445_ = l_639_;
                }
                l_mut_645_ = false;
                l_mut_645_ = true;
                l_mut_444_ = 0u;
                uint _e1720 = l_mut_219_;
                uint _e1721 = l_mut_213_;
                uint l_646_ = (_e1720 | _e1721);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e1726 = l_mut_645_;
                if (_e1726) {
                    local_44 = l_648_;
                } else {
                    local_44 = false;
                }
                bool l_649_ = local_44;
                uint _e1731 = l_mut_213_;
                uint _e1732 = l_mut_445_;
                bool l_650_ = (_e1731 < _e1732);
                uint _e1734 = l_mut_213_;
                uint _e1735 = l_mut_445_;
                bool l_651_ = (_e1734 == _e1735);
                uint _e1737 = l_mut_219_;
                uint _e1738 = l_mut_450_;
                bool l_652_ = (_e1737 < _e1738);
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
                uint _e1753 = l_mut_102_;
                uint _e1754 = l_mut_96_;
                uint l_656_ = (_e1753 + _e1754);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_48 = l_657_;
                } else {
                    local_48 = false;
                }
                bool l_658_ = local_48;
                if (l_658_) {
                    uint _e1761 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e1761);
                    uint _e1763 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e1763);
                    uint _e1765 = l_mut_102_;
                    uint l_661_ = naga_div(l_660_, _e1765);
                    uint _e1767 = l_mut_450_;
                    uint l_662_ = (_e1767 - 1u);
                    uint _e1770 = l_mut_445_;
                    uint l_663_ = (_e1770 - 0u);
                    uint _e1773 = l_mut_450_;
                    bool l_664_ = (_e1773 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_450_ = l_662_;
                    l_mut_445_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1866 = l_mut_667_;
                            l_mut_667_ = (_e1866 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1781 = l_mut_667_;
                        if ((_e1781 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1785 = l_mut_667_;
                            uint l_668_ = (19u - _e1785);
                            uint _e1787 = l_mut_450_;
                            l_mut_440_ = _e1787;
                            uint _e1788 = l_mut_445_;
                            l_mut_439_ = _e1788;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e1793 = l_mut_445_;
                                uint l_671_ = (_e1793 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e1798 = l_mut_450_;
                                    l_mut_428_ = _e1798;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e1801 = l_mut_450_;
                                        uint l_674_ = (_e1801 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e1805 = l_mut_445_;
                                        uint l_676_ = (_e1805 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e1808 = l_mut_445_;
                                    uint l_678_ = (_e1808 >> l_668_);
                                    uint _e1810 = l_mut_428_;
                                    l_mut_440_ = _e1810;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e1811 = l_mut_439_;
                            uint _e1812 = l_mut_213_;
                            bool l_679_ = (_e1811 < _e1812);
                            uint _e1814 = l_mut_439_;
                            uint _e1815 = l_mut_213_;
                            bool l_680_ = (_e1814 == _e1815);
                            uint _e1817 = l_mut_440_;
                            uint _e1818 = l_mut_219_;
                            bool l_681_ = (_e1817 < _e1818);
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
                                uint _e1830 = l_mut_219_;
                                l_mut_440_ = _e1830;
                                uint _e1831 = l_mut_213_;
                                l_mut_439_ = _e1831;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e1836 = l_mut_219_;
                                    uint l_687_ = (_e1836 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e1841 = l_mut_219_;
                                        uint l_689_ = (_e1841 << l_668_);
                                        uint _e1843 = l_mut_213_;
                                        uint l_690_ = (_e1843 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e1847 = l_mut_219_;
                                        uint l_692_ = (_e1847 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e1850 = l_mut_450_;
                                uint _e1851 = l_mut_440_;
                                uint l_694_ = (_e1850 - _e1851);
                                uint _e1853 = l_mut_445_;
                                uint _e1854 = l_mut_439_;
                                uint l_695_ = (_e1853 - _e1854);
                                uint _e1856 = l_mut_450_;
                                uint _e1857 = l_mut_440_;
                                bool l_696_ = (_e1856 < _e1857);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_450_ = l_694_;
                                l_mut_445_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e1863 = l_mut_441_;
                                l_mut_441_ = (_e1863 | l_699_);
                            }
                        }
                    }
                    uint _e1868 = l_mut_441_;
                    uint l_700_ = min(_e1868, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e1870 = l_mut_445_;
                    uint _e1871 = l_mut_213_;
                    bool l_701_ = (_e1870 < _e1871);
                    uint _e1873 = l_mut_445_;
                    uint _e1874 = l_mut_213_;
                    bool l_702_ = (_e1873 == _e1874);
                    uint _e1876 = l_mut_450_;
                    uint _e1877 = l_mut_219_;
                    bool l_703_ = (_e1876 < _e1877);
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
                    uint _e1889 = l_mut_441_;
                    l_mut_444_ = _e1889;
                }
                uint _e1890 = l_mut_444_;
                bool l_707_ = (_e1890 > 0u);
                if (l_707_) {
                    uint _e1893 = l_mut_219_;
                    uint _e1894 = l_mut_444_;
                    uint l_708_ = (_e1893 * _e1894);
                    uint _e1896 = l_mut_219_;
                    uint64_t l_1232_ = uint64_t(_e1896);
                    uint _e1898 = l_mut_444_;
                    uint64_t l_1233_ = uint64_t(_e1898);
                    uint64_t l_1234_ = (l_1232_ * l_1233_);
                    uint64_t l_1235_ = (l_1234_ >> uint(32uL));
                    uint l_709_ = uint(l_1235_);
                    uint _e1907 = l_mut_213_;
                    uint _e1908 = l_mut_444_;
                    uint l_710_ = (_e1907 * _e1908);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e1911 = l_mut_275_;
                    uint l_712_ = (_e1911 - l_708_);
                    uint _e1913 = l_mut_269_;
                    uint l_713_ = (_e1913 - l_711_);
                    uint _e1915 = l_mut_275_;
                    bool l_714_ = (_e1915 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_275_ = l_712_;
                    l_mut_269_ = l_716_;
                    uint _e1919 = l_mut_444_;
                    uint _e1920 = l_mut_102_;
                    uint l_717_ = (_e1919 * _e1920);
                    uint _e1922 = l_mut_96_;
                    l_mut_96_ = (_e1922 + l_717_);
                } else {
                    uint _e1924 = l_mut_102_;
                    uint l_718_ = (l_4_ - _e1924);
                    uint _e1926 = l_mut_96_;
                    uint l_719_ = naga_div(l_718_, _e1926);
                    l_mut_450_ = 0u;
                    l_mut_645_ = false;
                    l_mut_645_ = true;
                    uint _e1931 = l_mut_275_;
                    uint _e1932 = l_mut_269_;
                    uint l_720_ = (_e1931 | _e1932);
                    bool l_721_ = (l_720_ == 0u);
                    if (l_721_) {
                        l_mut_450_ = l_719_;
                    } else {
                        bool _e1936 = l_mut_645_;
                        if (_e1936) {
                            uint _e1937 = l_mut_269_;
                            uint _e1938 = l_mut_213_;
                            bool l_722_ = (_e1937 < _e1938);
                            uint _e1940 = l_mut_269_;
                            uint _e1941 = l_mut_213_;
                            bool l_723_ = (_e1940 == _e1941);
                            uint _e1943 = l_mut_275_;
                            uint _e1944 = l_mut_219_;
                            bool l_724_ = (_e1943 < _e1944);
                            if (l_723_) {
                                local_53 = l_724_;
                            } else {
                                local_53 = false;
                            }
                            bool l_725_ = local_53;
                            if (!(l_722_)) {
                                local_54 = l_725_;
                            } else {
                                local_54 = true;
                            }
                            bool l_726_ = local_54;
                            if (l_726_) {
                                uint _e1955 = l_mut_219_;
                                uint l_727_ = (_e1955 - 1u);
                                uint _e1958 = l_mut_213_;
                                uint l_728_ = (_e1958 - 0u);
                                uint _e1961 = l_mut_219_;
                                bool l_729_ = (_e1961 < 1u);
                                uint l_730_ = uint(l_729_);
                                uint l_731_ = (l_728_ - l_730_);
                                l_mut_445_ = l_727_;
                                l_mut_444_ = l_731_;
                                l_mut_441_ = 0u;
                                l_mut_732_ = 0u;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2054 = l_mut_732_;
                                        l_mut_732_ = (_e2054 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e1969 = l_mut_732_;
                                    if ((_e1969 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1973 = l_mut_732_;
                                        uint l_733_ = (19u - _e1973);
                                        uint _e1975 = l_mut_445_;
                                        l_mut_440_ = _e1975;
                                        uint _e1976 = l_mut_444_;
                                        l_mut_439_ = _e1976;
                                        bool l_734_ = (l_733_ >= 32u);
                                        if (l_734_) {
                                            uint l_735_ = (l_733_ & 31u);
                                            uint _e1981 = l_mut_444_;
                                            uint l_736_ = (_e1981 >> l_735_);
                                            l_mut_440_ = l_736_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_737_ = (l_733_ > 0u);
                                            if (l_737_) {
                                                uint _e1986 = l_mut_445_;
                                                l_mut_428_ = _e1986;
                                                bool l_738_ = (l_733_ > 0u);
                                                if (l_738_) {
                                                    uint _e1989 = l_mut_445_;
                                                    uint l_739_ = (_e1989 >> l_733_);
                                                    uint l_740_ = (32u - l_733_);
                                                    uint _e1993 = l_mut_444_;
                                                    uint l_741_ = (_e1993 << l_740_);
                                                    uint l_742_ = (l_739_ | l_741_);
                                                    l_mut_428_ = l_742_;
                                                }
                                                uint _e1996 = l_mut_444_;
                                                uint l_743_ = (_e1996 >> l_733_);
                                                uint _e1998 = l_mut_428_;
                                                l_mut_440_ = _e1998;
                                                l_mut_439_ = l_743_;
                                            }
                                        }
                                        uint _e1999 = l_mut_439_;
                                        uint _e2000 = l_mut_269_;
                                        bool l_744_ = (_e1999 < _e2000);
                                        uint _e2002 = l_mut_439_;
                                        uint _e2003 = l_mut_269_;
                                        bool l_745_ = (_e2002 == _e2003);
                                        uint _e2005 = l_mut_440_;
                                        uint _e2006 = l_mut_275_;
                                        bool l_746_ = (_e2005 < _e2006);
                                        if (l_745_) {
                                            local_55 = l_746_;
                                        } else {
                                            local_55 = false;
                                        }
                                        bool l_747_ = local_55;
                                        if (!(l_744_)) {
                                            local_56 = l_747_;
                                        } else {
                                            local_56 = true;
                                        }
                                        bool l_748_ = local_56;
                                        bool l_749_ = !(l_748_);
                                        if (l_749_) {
                                            uint _e2018 = l_mut_275_;
                                            l_mut_440_ = _e2018;
                                            uint _e2019 = l_mut_269_;
                                            l_mut_439_ = _e2019;
                                            bool l_750_ = (l_733_ >= 32u);
                                            if (l_750_) {
                                                uint l_751_ = (l_733_ & 31u);
                                                uint _e2024 = l_mut_275_;
                                                uint l_752_ = (_e2024 << l_751_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_752_;
                                            } else {
                                                bool l_753_ = (l_733_ > 0u);
                                                if (l_753_) {
                                                    uint _e2029 = l_mut_275_;
                                                    uint l_754_ = (_e2029 << l_733_);
                                                    uint _e2031 = l_mut_269_;
                                                    uint l_755_ = (_e2031 << l_733_);
                                                    uint l_756_ = (32u - l_733_);
                                                    uint _e2035 = l_mut_275_;
                                                    uint l_757_ = (_e2035 >> l_756_);
                                                    uint l_758_ = (l_755_ | l_757_);
                                                    l_mut_440_ = l_754_;
                                                    l_mut_439_ = l_758_;
                                                }
                                            }
                                            uint _e2038 = l_mut_445_;
                                            uint _e2039 = l_mut_440_;
                                            uint l_759_ = (_e2038 - _e2039);
                                            uint _e2041 = l_mut_444_;
                                            uint _e2042 = l_mut_439_;
                                            uint l_760_ = (_e2041 - _e2042);
                                            uint _e2044 = l_mut_445_;
                                            uint _e2045 = l_mut_440_;
                                            bool l_761_ = (_e2044 < _e2045);
                                            uint l_762_ = uint(l_761_);
                                            uint l_763_ = (l_760_ - l_762_);
                                            l_mut_445_ = l_759_;
                                            l_mut_444_ = l_763_;
                                            uint l_764_ = (1u << l_733_);
                                            uint _e2051 = l_mut_441_;
                                            l_mut_441_ = (_e2051 | l_764_);
                                        }
                                    }
                                }
                                uint _e2056 = l_mut_441_;
                                uint l_765_ = min(_e2056, l_719_);
                                l_mut_441_ = l_765_;
                                uint _e2058 = l_mut_444_;
                                uint _e2059 = l_mut_269_;
                                bool l_766_ = (_e2058 < _e2059);
                                uint _e2061 = l_mut_444_;
                                uint _e2062 = l_mut_269_;
                                bool l_767_ = (_e2061 == _e2062);
                                uint _e2064 = l_mut_445_;
                                uint _e2065 = l_mut_275_;
                                bool l_768_ = (_e2064 < _e2065);
                                if (l_767_) {
                                    local_57 = l_768_;
                                } else {
                                    local_57 = false;
                                }
                                bool l_769_ = local_57;
                                if (!(l_766_)) {
                                    local_58 = l_769_;
                                } else {
                                    local_58 = true;
                                }
                                bool l_770_ = local_58;
                                bool l_771_ = !(l_770_);
                                if (l_771_) {
                                    l_mut_441_ = l_719_;
                                }
                                uint _e2077 = l_mut_441_;
                                l_mut_450_ = _e2077;
                            }
                        } else {
                            uint _e2078 = l_mut_219_;
                            l_mut_445_ = _e2078;
                            uint _e2079 = l_mut_213_;
                            l_mut_444_ = _e2079;
                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                uint _e2080 = l_mut_269_;
                                uint _e2081 = l_mut_444_;
                                bool l_772_ = (_e2080 < _e2081);
                                uint _e2083 = l_mut_269_;
                                uint _e2084 = l_mut_444_;
                                bool l_773_ = (_e2083 == _e2084);
                                uint _e2086 = l_mut_275_;
                                uint _e2087 = l_mut_445_;
                                bool l_774_ = (_e2086 < _e2087);
                                if (l_773_) {
                                    local_59 = l_774_;
                                } else {
                                    local_59 = false;
                                }
                                bool l_775_ = local_59;
                                if (!(l_772_)) {
                                    local_60 = l_775_;
                                } else {
                                    local_60 = true;
                                }
                                bool l_776_ = local_60;
                                uint _e2098 = l_mut_450_;
                                uint _e2099 = l_mut_96_;
                                uint l_777_ = (_e2098 * _e2099);
                                uint _e2101 = l_mut_102_;
                                uint l_778_ = (_e2101 + l_777_);
                                uint _e2103 = l_mut_96_;
                                uint l_779_ = (l_778_ + _e2103);
                                bool l_780_ = (l_779_ < l_4_);
                                if (l_776_) {
                                    local_61 = l_780_;
                                } else {
                                    local_61 = false;
                                }
                                bool l_781_ = local_61;
                                bool l_782_ = !(l_781_);
                                if (l_782_) {
                                    break;
                                }
                                uint _e2111 = l_mut_445_;
                                uint _e2112 = l_mut_275_;
                                uint l_783_ = (_e2111 - _e2112);
                                uint _e2114 = l_mut_444_;
                                uint _e2115 = l_mut_269_;
                                uint l_784_ = (_e2114 - _e2115);
                                uint _e2117 = l_mut_445_;
                                uint _e2118 = l_mut_275_;
                                bool l_785_ = (_e2117 < _e2118);
                                uint l_786_ = uint(l_785_);
                                uint l_787_ = (l_784_ - l_786_);
                                l_mut_445_ = l_783_;
                                l_mut_444_ = l_787_;
                                uint _e2122 = l_mut_450_;
                                l_mut_450_ = (_e2122 + 1u);
                            }
                        }
                    }
                    uint _e2125 = l_mut_450_;
                    uint _e2126 = l_mut_96_;
                    uint l_788_ = (_e2125 * _e2126);
                    uint _e2128 = l_mut_102_;
                    uint l_789_ = (_e2128 + l_788_);
                    uint _e2130 = l_mut_96_;
                    uint l_790_ = (l_789_ + _e2130);
                    bool l_791_ = (l_790_ >= l_4_);
                    uint _e2133 = l_mut_275_;
                    l_mut_445_ = _e2133;
                    uint _e2134 = l_mut_269_;
                    l_mut_444_ = _e2134;
                    uint _e2135 = l_mut_219_;
                    l_mut_441_ = _e2135;
                    uint _e2136 = l_mut_213_;
                    l_mut_440_ = _e2136;
                    uint _e2137 = l_mut_102_;
                    l_mut_439_ = _e2137;
                    uint _e2138 = l_mut_96_;
                    l_mut_428_ = _e2138;
                    bool l_792_ = !(l_791_);
                    if (l_792_) {
                        uint _e2140 = l_mut_275_;
                        uint _e2141 = l_mut_450_;
                        uint l_793_ = (_e2140 * _e2141);
                        uint _e2143 = l_mut_275_;
                        uint64_t l_1237_ = uint64_t(_e2143);
                        uint _e2145 = l_mut_450_;
                        uint64_t l_1238_ = uint64_t(_e2145);
                        uint64_t l_1239_ = (l_1237_ * l_1238_);
                        uint64_t l_1240_ = (l_1239_ >> uint(32uL));
                        uint l_794_ = uint(l_1240_);
                        uint _e2154 = l_mut_269_;
                        uint _e2155 = l_mut_450_;
                        uint l_795_ = (_e2154 * _e2155);
                        uint l_796_ = (l_794_ + l_795_);
                        uint _e2158 = l_mut_219_;
                        uint l_797_ = (_e2158 - l_793_);
                        uint _e2160 = l_mut_213_;
                        uint l_798_ = (_e2160 - l_796_);
                        uint _e2162 = l_mut_219_;
                        bool l_799_ = (_e2162 < l_793_);
                        uint l_800_ = uint(l_799_);
                        uint l_801_ = (l_798_ - l_800_);
                        l_mut_441_ = l_797_;
                        l_mut_440_ = l_801_;
                        uint _e2166 = l_mut_450_;
                        uint _e2167 = l_mut_96_;
                        uint l_802_ = (_e2166 * _e2167);
                        uint _e2169 = l_mut_102_;
                        uint l_803_ = (_e2169 + l_802_);
                        l_mut_439_ = l_803_;
                        uint _e2171 = l_mut_275_;
                        uint _e2172 = l_mut_441_;
                        uint l_804_ = (_e2171 - _e2172);
                        uint _e2174 = l_mut_269_;
                        uint _e2175 = l_mut_440_;
                        uint l_805_ = (_e2174 - _e2175);
                        uint _e2177 = l_mut_275_;
                        uint _e2178 = l_mut_441_;
                        bool l_806_ = (_e2177 < _e2178);
                        uint l_807_ = uint(l_806_);
                        uint l_808_ = (l_805_ - l_807_);
                        l_mut_445_ = l_804_;
                        l_mut_444_ = l_808_;
                        uint _e2182 = l_mut_96_;
                        uint _e2183 = l_mut_439_;
                        uint l_809_ = (_e2182 + _e2183);
                        l_mut_428_ = l_809_;
                    }
                    uint _e2185 = l_mut_445_;
                    l_mut_275_ = _e2185;
                    uint _e2186 = l_mut_444_;
                    l_mut_269_ = _e2186;
                    uint _e2187 = l_mut_441_;
                    l_mut_219_ = _e2187;
                    uint _e2188 = l_mut_440_;
                    l_mut_213_ = _e2188;
                    uint _e2189 = l_mut_439_;
                    l_mut_102_ = _e2189;
                    uint _e2190 = l_mut_428_;
                    l_mut_96_ = _e2190;
                    l_mut_350_ = l_791_;
                    bool l_810_ = !(l_791_);
                    l_mut_357_ = l_810_;
                }
            } else {
                uint _e2192 = l_mut_151_;
                uint l_811_ = (_e2192 - l_340_);
                uint _e2194 = l_mut_145_;
                uint l_812_ = (_e2194 - l_344_);
                uint _e2196 = l_mut_151_;
                bool l_813_ = (_e2196 < l_340_);
                uint l_814_ = uint(l_813_);
                uint l_815_ = (l_812_ - l_814_);
                uint _e2200 = l_mut_219_;
                l_mut_450_ = _e2200;
                uint _e2201 = l_mut_213_;
                l_mut_445_ = _e2201;
                uint _e2202 = l_mut_213_;
                bool l_816_ = (l_815_ < _e2202);
                uint _e2204 = l_mut_213_;
                bool l_817_ = (l_815_ == _e2204);
                uint _e2206 = l_mut_219_;
                bool l_818_ = (l_811_ < _e2206);
                if (l_817_) {
                    local_62 = l_818_;
                } else {
                    local_62 = false;
                }
                bool l_819_ = local_62;
                if (!(l_816_)) {
                    local_63 = l_819_;
                } else {
                    local_63 = true;
                }
                bool l_820_ = local_63;
                if (l_820_) {
                    l_mut_450_ = l_811_;
                    l_mut_445_ = l_815_;
                }
                l_mut_645_ = false;
                l_mut_645_ = true;
                l_mut_444_ = 0u;
                uint _e2220 = l_mut_275_;
                uint _e2221 = l_mut_269_;
                uint l_821_ = (_e2220 | _e2221);
                bool l_822_ = (l_821_ == 0u);
                bool l_823_ = !(l_822_);
                bool _e2226 = l_mut_645_;
                if (_e2226) {
                    local_64 = l_823_;
                } else {
                    local_64 = false;
                }
                bool l_824_ = local_64;
                uint _e2231 = l_mut_269_;
                uint _e2232 = l_mut_445_;
                bool l_825_ = (_e2231 < _e2232);
                uint _e2234 = l_mut_269_;
                uint _e2235 = l_mut_445_;
                bool l_826_ = (_e2234 == _e2235);
                uint _e2237 = l_mut_275_;
                uint _e2238 = l_mut_450_;
                bool l_827_ = (_e2237 < _e2238);
                if (l_826_) {
                    local_65 = l_827_;
                } else {
                    local_65 = false;
                }
                bool l_828_ = local_65;
                if (!(l_825_)) {
                    local_66 = l_828_;
                } else {
                    local_66 = true;
                }
                bool l_829_ = local_66;
                if (l_824_) {
                    local_67 = l_829_;
                } else {
                    local_67 = false;
                }
                bool l_830_ = local_67;
                uint _e2253 = l_mut_96_;
                uint _e2254 = l_mut_102_;
                uint l_831_ = (_e2253 + _e2254);
                bool l_832_ = (l_831_ < l_4_);
                if (l_830_) {
                    local_68 = l_832_;
                } else {
                    local_68 = false;
                }
                bool l_833_ = local_68;
                if (l_833_) {
                    uint _e2261 = l_mut_96_;
                    uint l_834_ = (l_4_ - _e2261);
                    uint _e2263 = l_mut_102_;
                    uint l_835_ = (l_834_ - _e2263);
                    uint _e2265 = l_mut_96_;
                    uint l_836_ = naga_div(l_835_, _e2265);
                    uint _e2267 = l_mut_450_;
                    uint l_837_ = (_e2267 - 1u);
                    uint _e2270 = l_mut_445_;
                    uint l_838_ = (_e2270 - 0u);
                    uint _e2273 = l_mut_450_;
                    bool l_839_ = (_e2273 < 1u);
                    uint l_840_ = uint(l_839_);
                    uint l_841_ = (l_838_ - l_840_);
                    l_mut_450_ = l_837_;
                    l_mut_445_ = l_841_;
                    l_mut_441_ = 0u;
                    l_mut_842_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2366 = l_mut_842_;
                            l_mut_842_ = (_e2366 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2281 = l_mut_842_;
                        if ((_e2281 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2285 = l_mut_842_;
                            uint l_843_ = (19u - _e2285);
                            uint _e2287 = l_mut_450_;
                            l_mut_440_ = _e2287;
                            uint _e2288 = l_mut_445_;
                            l_mut_439_ = _e2288;
                            bool l_844_ = (l_843_ >= 32u);
                            if (l_844_) {
                                uint l_845_ = (l_843_ & 31u);
                                uint _e2293 = l_mut_445_;
                                uint l_846_ = (_e2293 >> l_845_);
                                l_mut_440_ = l_846_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_847_ = (l_843_ > 0u);
                                if (l_847_) {
                                    uint _e2298 = l_mut_450_;
                                    l_mut_428_ = _e2298;
                                    bool l_848_ = (l_843_ > 0u);
                                    if (l_848_) {
                                        uint _e2301 = l_mut_450_;
                                        uint l_849_ = (_e2301 >> l_843_);
                                        uint l_850_ = (32u - l_843_);
                                        uint _e2305 = l_mut_445_;
                                        uint l_851_ = (_e2305 << l_850_);
                                        uint l_852_ = (l_849_ | l_851_);
                                        l_mut_428_ = l_852_;
                                    }
                                    uint _e2308 = l_mut_445_;
                                    uint l_853_ = (_e2308 >> l_843_);
                                    uint _e2310 = l_mut_428_;
                                    l_mut_440_ = _e2310;
                                    l_mut_439_ = l_853_;
                                }
                            }
                            uint _e2311 = l_mut_439_;
                            uint _e2312 = l_mut_269_;
                            bool l_854_ = (_e2311 < _e2312);
                            uint _e2314 = l_mut_439_;
                            uint _e2315 = l_mut_269_;
                            bool l_855_ = (_e2314 == _e2315);
                            uint _e2317 = l_mut_440_;
                            uint _e2318 = l_mut_275_;
                            bool l_856_ = (_e2317 < _e2318);
                            if (l_855_) {
                                local_69 = l_856_;
                            } else {
                                local_69 = false;
                            }
                            bool l_857_ = local_69;
                            if (!(l_854_)) {
                                local_70 = l_857_;
                            } else {
                                local_70 = true;
                            }
                            bool l_858_ = local_70;
                            bool l_859_ = !(l_858_);
                            if (l_859_) {
                                uint _e2330 = l_mut_275_;
                                l_mut_440_ = _e2330;
                                uint _e2331 = l_mut_269_;
                                l_mut_439_ = _e2331;
                                bool l_860_ = (l_843_ >= 32u);
                                if (l_860_) {
                                    uint l_861_ = (l_843_ & 31u);
                                    uint _e2336 = l_mut_275_;
                                    uint l_862_ = (_e2336 << l_861_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_862_;
                                } else {
                                    bool l_863_ = (l_843_ > 0u);
                                    if (l_863_) {
                                        uint _e2341 = l_mut_275_;
                                        uint l_864_ = (_e2341 << l_843_);
                                        uint _e2343 = l_mut_269_;
                                        uint l_865_ = (_e2343 << l_843_);
                                        uint l_866_ = (32u - l_843_);
                                        uint _e2347 = l_mut_275_;
                                        uint l_867_ = (_e2347 >> l_866_);
                                        uint l_868_ = (l_865_ | l_867_);
                                        l_mut_440_ = l_864_;
                                        l_mut_439_ = l_868_;
                                    }
                                }
                                uint _e2350 = l_mut_450_;
                                uint _e2351 = l_mut_440_;
                                uint l_869_ = (_e2350 - _e2351);
                                uint _e2353 = l_mut_445_;
                                uint _e2354 = l_mut_439_;
                                uint l_870_ = (_e2353 - _e2354);
                                uint _e2356 = l_mut_450_;
                                uint _e2357 = l_mut_440_;
                                bool l_871_ = (_e2356 < _e2357);
                                uint l_872_ = uint(l_871_);
                                uint l_873_ = (l_870_ - l_872_);
                                l_mut_450_ = l_869_;
                                l_mut_445_ = l_873_;
                                uint l_874_ = (1u << l_843_);
                                uint _e2363 = l_mut_441_;
                                l_mut_441_ = (_e2363 | l_874_);
                            }
                        }
                    }
                    uint _e2368 = l_mut_441_;
                    uint l_875_ = min(_e2368, l_836_);
                    l_mut_441_ = l_875_;
                    uint _e2370 = l_mut_445_;
                    uint _e2371 = l_mut_269_;
                    bool l_876_ = (_e2370 < _e2371);
                    uint _e2373 = l_mut_445_;
                    uint _e2374 = l_mut_269_;
                    bool l_877_ = (_e2373 == _e2374);
                    uint _e2376 = l_mut_450_;
                    uint _e2377 = l_mut_275_;
                    bool l_878_ = (_e2376 < _e2377);
                    if (l_877_) {
                        local_71 = l_878_;
                    } else {
                        local_71 = false;
                    }
                    bool l_879_ = local_71;
                    if (!(l_876_)) {
                        local_72 = l_879_;
                    } else {
                        local_72 = true;
                    }
                    bool l_880_ = local_72;
                    bool l_881_ = !(l_880_);
                    if (l_881_) {
                        l_mut_441_ = l_836_;
                    }
                    uint _e2389 = l_mut_441_;
                    l_mut_444_ = _e2389;
                }
                uint _e2390 = l_mut_444_;
                bool l_882_ = (_e2390 > 0u);
                if (l_882_) {
                    uint _e2393 = l_mut_275_;
                    uint _e2394 = l_mut_444_;
                    uint l_883_ = (_e2393 * _e2394);
                    uint _e2396 = l_mut_275_;
                    uint64_t l_1242_ = uint64_t(_e2396);
                    uint _e2398 = l_mut_444_;
                    uint64_t l_1243_ = uint64_t(_e2398);
                    uint64_t l_1244_ = (l_1242_ * l_1243_);
                    uint64_t l_1245_ = (l_1244_ >> uint(32uL));
                    uint l_884_ = uint(l_1245_);
                    uint _e2407 = l_mut_269_;
                    uint _e2408 = l_mut_444_;
                    uint l_885_ = (_e2407 * _e2408);
                    uint l_886_ = (l_884_ + l_885_);
                    uint _e2411 = l_mut_151_;
                    uint l_887_ = (_e2411 - l_883_);
                    uint _e2413 = l_mut_145_;
                    uint l_888_ = (_e2413 - l_886_);
                    uint _e2415 = l_mut_151_;
                    bool l_889_ = (_e2415 < l_883_);
                    uint l_890_ = uint(l_889_);
                    uint l_891_ = (l_888_ - l_890_);
                    l_mut_151_ = l_887_;
                    l_mut_145_ = l_891_;
                    uint _e2419 = l_mut_219_;
                    uint l_892_ = (_e2419 - l_883_);
                    uint _e2421 = l_mut_213_;
                    uint l_893_ = (_e2421 - l_886_);
                    uint _e2423 = l_mut_219_;
                    bool l_894_ = (_e2423 < l_883_);
                    uint l_895_ = uint(l_894_);
                    uint l_896_ = (l_893_ - l_895_);
                    l_mut_219_ = l_892_;
                    l_mut_213_ = l_896_;
                    uint _e2427 = l_mut_444_;
                    uint _e2428 = l_mut_96_;
                    uint l_897_ = (_e2427 * _e2428);
                    uint _e2430 = l_mut_102_;
                    l_mut_102_ = (_e2430 + l_897_);
                } else {
                    uint _e2432 = l_mut_151_;
                    uint _e2433 = l_mut_275_;
                    uint l_898_ = (_e2432 - _e2433);
                    uint _e2435 = l_mut_145_;
                    uint _e2436 = l_mut_269_;
                    uint l_899_ = (_e2435 - _e2436);
                    uint _e2438 = l_mut_151_;
                    uint _e2439 = l_mut_275_;
                    bool l_900_ = (_e2438 < _e2439);
                    uint l_901_ = uint(l_900_);
                    uint l_902_ = (l_899_ - l_901_);
                    l_mut_151_ = l_898_;
                    l_mut_145_ = l_902_;
                    uint _e2443 = l_mut_145_;
                    bool l_903_ = (_e2443 < l_344_);
                    uint _e2445 = l_mut_145_;
                    bool l_904_ = (_e2445 == l_344_);
                    uint _e2447 = l_mut_151_;
                    bool l_905_ = (_e2447 < l_340_);
                    if (l_904_) {
                        local_73 = l_905_;
                    } else {
                        local_73 = false;
                    }
                    bool l_906_ = local_73;
                    if (!(l_903_)) {
                        local_74 = l_906_;
                    } else {
                        local_74 = true;
                    }
                    bool l_907_ = local_74;
                    if (l_907_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e2459 = l_mut_96_;
                        uint l_908_ = (l_4_ - _e2459);
                        uint _e2461 = l_mut_102_;
                        uint l_909_ = naga_div(l_908_, _e2461);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e2466 = l_mut_219_;
                        uint _e2467 = l_mut_213_;
                        uint l_910_ = (_e2466 | _e2467);
                        bool l_911_ = (l_910_ == 0u);
                        if (l_911_) {
                            l_mut_450_ = l_909_;
                        } else {
                            bool _e2471 = l_mut_645_;
                            if (_e2471) {
                                uint _e2472 = l_mut_213_;
                                uint _e2473 = l_mut_269_;
                                bool l_912_ = (_e2472 < _e2473);
                                uint _e2475 = l_mut_213_;
                                uint _e2476 = l_mut_269_;
                                bool l_913_ = (_e2475 == _e2476);
                                uint _e2478 = l_mut_219_;
                                uint _e2479 = l_mut_275_;
                                bool l_914_ = (_e2478 < _e2479);
                                if (l_913_) {
                                    local_75 = l_914_;
                                } else {
                                    local_75 = false;
                                }
                                bool l_915_ = local_75;
                                if (!(l_912_)) {
                                    local_76 = l_915_;
                                } else {
                                    local_76 = true;
                                }
                                bool l_916_ = local_76;
                                if (l_916_) {
                                    uint _e2490 = l_mut_275_;
                                    uint l_917_ = (_e2490 - 1u);
                                    uint _e2493 = l_mut_269_;
                                    uint l_918_ = (_e2493 - 0u);
                                    uint _e2496 = l_mut_275_;
                                    bool l_919_ = (_e2496 < 1u);
                                    uint l_920_ = uint(l_919_);
                                    uint l_921_ = (l_918_ - l_920_);
                                    l_mut_445_ = l_917_;
                                    l_mut_444_ = l_921_;
                                    l_mut_441_ = 0u;
                                    l_mut_922_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2589 = l_mut_922_;
                                            l_mut_922_ = (_e2589 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2504 = l_mut_922_;
                                        if ((_e2504 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2508 = l_mut_922_;
                                            uint l_923_ = (19u - _e2508);
                                            uint _e2510 = l_mut_445_;
                                            l_mut_440_ = _e2510;
                                            uint _e2511 = l_mut_444_;
                                            l_mut_439_ = _e2511;
                                            bool l_924_ = (l_923_ >= 32u);
                                            if (l_924_) {
                                                uint l_925_ = (l_923_ & 31u);
                                                uint _e2516 = l_mut_444_;
                                                uint l_926_ = (_e2516 >> l_925_);
                                                l_mut_440_ = l_926_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_927_ = (l_923_ > 0u);
                                                if (l_927_) {
                                                    uint _e2521 = l_mut_445_;
                                                    l_mut_428_ = _e2521;
                                                    bool l_928_ = (l_923_ > 0u);
                                                    if (l_928_) {
                                                        uint _e2524 = l_mut_445_;
                                                        uint l_929_ = (_e2524 >> l_923_);
                                                        uint l_930_ = (32u - l_923_);
                                                        uint _e2528 = l_mut_444_;
                                                        uint l_931_ = (_e2528 << l_930_);
                                                        uint l_932_ = (l_929_ | l_931_);
                                                        l_mut_428_ = l_932_;
                                                    }
                                                    uint _e2531 = l_mut_444_;
                                                    uint l_933_ = (_e2531 >> l_923_);
                                                    uint _e2533 = l_mut_428_;
                                                    l_mut_440_ = _e2533;
                                                    l_mut_439_ = l_933_;
                                                }
                                            }
                                            uint _e2534 = l_mut_439_;
                                            uint _e2535 = l_mut_213_;
                                            bool l_934_ = (_e2534 < _e2535);
                                            uint _e2537 = l_mut_439_;
                                            uint _e2538 = l_mut_213_;
                                            bool l_935_ = (_e2537 == _e2538);
                                            uint _e2540 = l_mut_440_;
                                            uint _e2541 = l_mut_219_;
                                            bool l_936_ = (_e2540 < _e2541);
                                            if (l_935_) {
                                                local_77 = l_936_;
                                            } else {
                                                local_77 = false;
                                            }
                                            bool l_937_ = local_77;
                                            if (!(l_934_)) {
                                                local_78 = l_937_;
                                            } else {
                                                local_78 = true;
                                            }
                                            bool l_938_ = local_78;
                                            bool l_939_ = !(l_938_);
                                            if (l_939_) {
                                                uint _e2553 = l_mut_219_;
                                                l_mut_440_ = _e2553;
                                                uint _e2554 = l_mut_213_;
                                                l_mut_439_ = _e2554;
                                                bool l_940_ = (l_923_ >= 32u);
                                                if (l_940_) {
                                                    uint l_941_ = (l_923_ & 31u);
                                                    uint _e2559 = l_mut_219_;
                                                    uint l_942_ = (_e2559 << l_941_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_942_;
                                                } else {
                                                    bool l_943_ = (l_923_ > 0u);
                                                    if (l_943_) {
                                                        uint _e2564 = l_mut_219_;
                                                        uint l_944_ = (_e2564 << l_923_);
                                                        uint _e2566 = l_mut_213_;
                                                        uint l_945_ = (_e2566 << l_923_);
                                                        uint l_946_ = (32u - l_923_);
                                                        uint _e2570 = l_mut_219_;
                                                        uint l_947_ = (_e2570 >> l_946_);
                                                        uint l_948_ = (l_945_ | l_947_);
                                                        l_mut_440_ = l_944_;
                                                        l_mut_439_ = l_948_;
                                                    }
                                                }
                                                uint _e2573 = l_mut_445_;
                                                uint _e2574 = l_mut_440_;
                                                uint l_949_ = (_e2573 - _e2574);
                                                uint _e2576 = l_mut_444_;
                                                uint _e2577 = l_mut_439_;
                                                uint l_950_ = (_e2576 - _e2577);
                                                uint _e2579 = l_mut_445_;
                                                uint _e2580 = l_mut_440_;
                                                bool l_951_ = (_e2579 < _e2580);
                                                uint l_952_ = uint(l_951_);
                                                uint l_953_ = (l_950_ - l_952_);
                                                l_mut_445_ = l_949_;
                                                l_mut_444_ = l_953_;
                                                uint l_954_ = (1u << l_923_);
                                                uint _e2586 = l_mut_441_;
                                                l_mut_441_ = (_e2586 | l_954_);
                                            }
                                        }
                                    }
                                    uint _e2591 = l_mut_441_;
                                    uint l_955_ = min(_e2591, l_909_);
                                    l_mut_441_ = l_955_;
                                    uint _e2593 = l_mut_444_;
                                    uint _e2594 = l_mut_213_;
                                    bool l_956_ = (_e2593 < _e2594);
                                    uint _e2596 = l_mut_444_;
                                    uint _e2597 = l_mut_213_;
                                    bool l_957_ = (_e2596 == _e2597);
                                    uint _e2599 = l_mut_445_;
                                    uint _e2600 = l_mut_219_;
                                    bool l_958_ = (_e2599 < _e2600);
                                    if (l_957_) {
                                        local_79 = l_958_;
                                    } else {
                                        local_79 = false;
                                    }
                                    bool l_959_ = local_79;
                                    if (!(l_956_)) {
                                        local_80 = l_959_;
                                    } else {
                                        local_80 = true;
                                    }
                                    bool l_960_ = local_80;
                                    bool l_961_ = !(l_960_);
                                    if (l_961_) {
                                        l_mut_441_ = l_909_;
                                    }
                                    uint _e2612 = l_mut_441_;
                                    l_mut_450_ = _e2612;
                                }
                            } else {
                                uint _e2613 = l_mut_275_;
                                l_mut_445_ = _e2613;
                                uint _e2614 = l_mut_269_;
                                l_mut_444_ = _e2614;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2615 = l_mut_213_;
                                    uint _e2616 = l_mut_444_;
                                    bool l_962_ = (_e2615 < _e2616);
                                    uint _e2618 = l_mut_213_;
                                    uint _e2619 = l_mut_444_;
                                    bool l_963_ = (_e2618 == _e2619);
                                    uint _e2621 = l_mut_219_;
                                    uint _e2622 = l_mut_445_;
                                    bool l_964_ = (_e2621 < _e2622);
                                    if (l_963_) {
                                        local_81 = l_964_;
                                    } else {
                                        local_81 = false;
                                    }
                                    bool l_965_ = local_81;
                                    if (!(l_962_)) {
                                        local_82 = l_965_;
                                    } else {
                                        local_82 = true;
                                    }
                                    bool l_966_ = local_82;
                                    uint _e2633 = l_mut_450_;
                                    uint _e2634 = l_mut_102_;
                                    uint l_967_ = (_e2633 * _e2634);
                                    uint _e2636 = l_mut_96_;
                                    uint l_968_ = (_e2636 + l_967_);
                                    uint _e2638 = l_mut_102_;
                                    uint l_969_ = (l_968_ + _e2638);
                                    bool l_970_ = (l_969_ < l_4_);
                                    if (l_966_) {
                                        local_83 = l_970_;
                                    } else {
                                        local_83 = false;
                                    }
                                    bool l_971_ = local_83;
                                    bool l_972_ = !(l_971_);
                                    if (l_972_) {
                                        break;
                                    }
                                    uint _e2646 = l_mut_445_;
                                    uint _e2647 = l_mut_219_;
                                    uint l_973_ = (_e2646 - _e2647);
                                    uint _e2649 = l_mut_444_;
                                    uint _e2650 = l_mut_213_;
                                    uint l_974_ = (_e2649 - _e2650);
                                    uint _e2652 = l_mut_445_;
                                    uint _e2653 = l_mut_219_;
                                    bool l_975_ = (_e2652 < _e2653);
                                    uint l_976_ = uint(l_975_);
                                    uint l_977_ = (l_974_ - l_976_);
                                    l_mut_445_ = l_973_;
                                    l_mut_444_ = l_977_;
                                    uint _e2657 = l_mut_450_;
                                    l_mut_450_ = (_e2657 + 1u);
                                }
                            }
                        }
                        uint _e2660 = l_mut_450_;
                        uint _e2661 = l_mut_102_;
                        uint l_978_ = (_e2660 * _e2661);
                        uint _e2663 = l_mut_96_;
                        uint l_979_ = (_e2663 + l_978_);
                        uint _e2665 = l_mut_102_;
                        uint l_980_ = (l_979_ + _e2665);
                        bool l_981_ = (l_980_ >= l_4_);
                        uint _e2668 = l_mut_219_;
                        l_mut_445_ = _e2668;
                        uint _e2669 = l_mut_213_;
                        l_mut_444_ = _e2669;
                        uint _e2670 = l_mut_275_;
                        l_mut_441_ = _e2670;
                        uint _e2671 = l_mut_269_;
                        l_mut_440_ = _e2671;
                        uint _e2672 = l_mut_96_;
                        l_mut_439_ = _e2672;
                        uint _e2673 = l_mut_102_;
                        l_mut_428_ = _e2673;
                        bool l_982_ = !(l_981_);
                        if (l_982_) {
                            uint _e2675 = l_mut_219_;
                            uint _e2676 = l_mut_450_;
                            uint l_983_ = (_e2675 * _e2676);
                            uint _e2678 = l_mut_219_;
                            uint64_t l_1247_ = uint64_t(_e2678);
                            uint _e2680 = l_mut_450_;
                            uint64_t l_1248_ = uint64_t(_e2680);
                            uint64_t l_1249_ = (l_1247_ * l_1248_);
                            uint64_t l_1250_ = (l_1249_ >> uint(32uL));
                            uint l_984_ = uint(l_1250_);
                            uint _e2689 = l_mut_213_;
                            uint _e2690 = l_mut_450_;
                            uint l_985_ = (_e2689 * _e2690);
                            uint l_986_ = (l_984_ + l_985_);
                            uint _e2693 = l_mut_275_;
                            uint l_987_ = (_e2693 - l_983_);
                            uint _e2695 = l_mut_269_;
                            uint l_988_ = (_e2695 - l_986_);
                            uint _e2697 = l_mut_275_;
                            bool l_989_ = (_e2697 < l_983_);
                            uint l_990_ = uint(l_989_);
                            uint l_991_ = (l_988_ - l_990_);
                            l_mut_441_ = l_987_;
                            l_mut_440_ = l_991_;
                            uint _e2701 = l_mut_450_;
                            uint _e2702 = l_mut_102_;
                            uint l_992_ = (_e2701 * _e2702);
                            uint _e2704 = l_mut_96_;
                            uint l_993_ = (_e2704 + l_992_);
                            l_mut_439_ = l_993_;
                            uint _e2706 = l_mut_219_;
                            uint _e2707 = l_mut_441_;
                            uint l_994_ = (_e2706 - _e2707);
                            uint _e2709 = l_mut_213_;
                            uint _e2710 = l_mut_440_;
                            uint l_995_ = (_e2709 - _e2710);
                            uint _e2712 = l_mut_219_;
                            uint _e2713 = l_mut_441_;
                            bool l_996_ = (_e2712 < _e2713);
                            uint l_997_ = uint(l_996_);
                            uint l_998_ = (l_995_ - l_997_);
                            l_mut_445_ = l_994_;
                            l_mut_444_ = l_998_;
                            uint _e2717 = l_mut_102_;
                            uint _e2718 = l_mut_439_;
                            uint l_999_ = (_e2717 + _e2718);
                            l_mut_428_ = l_999_;
                        }
                        uint _e2720 = l_mut_441_;
                        l_mut_275_ = _e2720;
                        uint _e2721 = l_mut_440_;
                        l_mut_269_ = _e2721;
                        uint _e2722 = l_mut_445_;
                        l_mut_219_ = _e2722;
                        uint _e2723 = l_mut_444_;
                        l_mut_213_ = _e2723;
                        uint _e2724 = l_mut_428_;
                        l_mut_102_ = _e2724;
                        uint _e2725 = l_mut_439_;
                        l_mut_96_ = _e2725;
                        l_mut_350_ = l_981_;
                        bool l_1000_ = !(l_981_);
                        l_mut_357_ = l_1000_;
                    }
                }
            }
        }
        bool _e2727 = l_mut_350_;
        bool l_1001_ = !(_e2727);
        if (l_1001_) {
            uint l_1252_ = asuint(info.Load(20+0));
            uint l_1253_ = (l_1252_ * 1u);
            uint l_1254_ = (l_1253_ - 1u);
            uint l_1255_ = min(0u, l_1254_);
            uint _e2742; buffer_5_global.InterlockedAdd(l_1255_*4, 1u, _e2742);
            uint l_1004_ = asuint(info.Load(40+0));
            bool l_1005_ = (_e2742 < l_1004_);
            if (l_1005_) {
                uint l_1257_ = asuint(info.Load(16+0));
                uint l_1258_ = (l_1257_ * 1u);
                bool l_1259_ = (_e2742 < l_1258_);
                if (l_1259_) {
                    buffer_4_global.Store(_e2742*4, asuint(id));
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
