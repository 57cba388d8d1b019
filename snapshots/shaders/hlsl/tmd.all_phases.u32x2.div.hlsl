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
    uint l_mut_221_ = (uint)0;
    uint l_mut_222_ = (uint)0;
    uint l_mut_223_ = (uint)0;
    uint l_mut_226_ = (uint)0;
    uint l_mut_227_ = (uint)0;
    uint l_mut_232_ = (uint)0;
    uint l_mut_40_ = (uint)0;
    uint l_mut_645_ = (uint)0;
    uint l_mut_646_ = (uint)0;
    uint l_mut_651_ = (uint)0;
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
    uint l_mut_224_ = (uint)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    uint l_mut_324_ = (uint)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    uint l_mut_403_ = 0u;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    uint l_mut_643_ = (uint)0;
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
    uint l_mut_743_ = (uint)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    uint l_mut_823_ = (uint)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    uint l_mut_900_ = 0u;
    uint l_mut_907_ = (uint)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1066_ = asuint(info.Load(20+0));
        uint l_1067_ = (l_1066_ * 1u);
        uint l_1068_ = (l_1067_ - 1u);
        uint l_1069_ = min(3u, l_1068_);
        uint _e62; buffer_5_global.InterlockedAdd(l_1069_*4, 1u, _e62);
    }
    uint l_982_ = asuint(info.Load(12+0));
    uint l_983_ = (l_982_ * 1u);
    bool l_984_ = (0u < l_983_);
    uint l_985_ = (l_983_ - 1u);
    uint l_986_ = min(0u, l_985_);
    uint l_987_ = asuint(buffer_3_global.Load(l_986_*4));
    uint l_4_ = (l_984_ ? l_987_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_989_ = asuint(info.Load(12+0));
    uint l_990_ = (l_989_ * 1u);
    bool l_991_ = (l_6_ < l_990_);
    uint l_992_ = (l_990_ - 1u);
    uint l_993_ = min(l_6_, l_992_);
    uint l_994_ = asuint(buffer_3_global.Load(l_993_*4));
    uint l_7_ = (l_991_ ? l_994_ : 0u);
    uint l_996_ = asuint(info.Load(12+0));
    uint l_997_ = (l_996_ * 1u);
    bool l_998_ = (2u < l_997_);
    uint l_999_ = (l_997_ - 1u);
    uint l_1000_ = min(2u, l_999_);
    uint l_1001_ = asuint(buffer_3_global.Load(l_1000_*4));
    uint l_9_ = (l_998_ ? l_1001_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1003_ = asuint(info.Load(12+0));
    uint l_1004_ = (l_1003_ * 1u);
    bool l_1005_ = (l_11_ < l_1004_);
    uint l_1006_ = (l_1004_ - 1u);
    uint l_1007_ = min(l_11_, l_1006_);
    uint l_1008_ = asuint(buffer_3_global.Load(l_1007_*4));
    uint l_12_ = (l_1005_ ? l_1008_ : 0u);
    uint l_1010_ = asuint(info.Load(12+0));
    uint l_1011_ = (l_1010_ * 1u);
    bool l_1012_ = (4u < l_1011_);
    uint l_1013_ = (l_1011_ - 1u);
    uint l_1014_ = min(4u, l_1013_);
    uint l_1015_ = asuint(buffer_3_global.Load(l_1014_*4));
    uint l_14_ = (l_1012_ ? l_1015_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1017_ = asuint(info.Load(12+0));
    uint l_1018_ = (l_1017_ * 1u);
    bool l_1019_ = (l_16_ < l_1018_);
    uint l_1020_ = (l_1018_ - 1u);
    uint l_1021_ = min(l_16_, l_1020_);
    uint l_1022_ = asuint(buffer_3_global.Load(l_1021_*4));
    uint l_17_ = (l_1019_ ? l_1022_ : 0u);
    uint l_1024_ = asuint(info.Load(12+0));
    uint l_1025_ = (l_1024_ * 1u);
    bool l_1026_ = (6u < l_1025_);
    uint l_1027_ = (l_1025_ - 1u);
    uint l_1028_ = min(6u, l_1027_);
    uint l_1029_ = asuint(buffer_3_global.Load(l_1028_*4));
    uint l_19_ = (l_1026_ ? l_1029_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1031_ = asuint(info.Load(12+0));
    uint l_1032_ = (l_1031_ * 1u);
    bool l_1033_ = (l_21_ < l_1032_);
    uint l_1034_ = (l_1032_ - 1u);
    uint l_1035_ = min(l_21_, l_1034_);
    uint l_1036_ = asuint(buffer_3_global.Load(l_1035_*4));
    uint l_22_ = (l_1033_ ? l_1036_ : 0u);
    uint l_1038_ = asuint(info.Load(12+0));
    uint l_1039_ = (l_1038_ * 1u);
    bool l_1040_ = (8u < l_1039_);
    uint l_1041_ = (l_1039_ - 1u);
    uint l_1042_ = min(8u, l_1041_);
    uint l_1043_ = asuint(buffer_3_global.Load(l_1042_*4));
    uint l_24_ = (l_1040_ ? l_1043_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1045_ = asuint(info.Load(12+0));
    uint l_1046_ = (l_1045_ * 1u);
    bool l_1047_ = (l_26_ < l_1046_);
    uint l_1048_ = (l_1046_ - 1u);
    uint l_1049_ = min(l_26_, l_1048_);
    uint l_1050_ = asuint(buffer_3_global.Load(l_1049_*4));
    uint l_27_ = (l_1047_ ? l_1050_ : 0u);
    uint l_1052_ = asuint(info.Load(12+0));
    uint l_1053_ = (l_1052_ * 1u);
    bool l_1054_ = (10u < l_1053_);
    uint l_1055_ = (l_1053_ - 1u);
    uint l_1056_ = min(10u, l_1055_);
    uint l_1057_ = asuint(buffer_3_global.Load(l_1056_*4));
    uint l_29_ = (l_1054_ ? l_1057_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1059_ = asuint(info.Load(12+0));
    uint l_1060_ = (l_1059_ * 1u);
    bool l_1061_ = (l_31_ < l_1060_);
    uint l_1062_ = (l_1060_ - 1u);
    uint l_1063_ = min(l_31_, l_1062_);
    uint l_1064_ = asuint(buffer_3_global.Load(l_1063_*4));
    uint l_32_ = (l_1061_ ? l_1064_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_1071_ = uint64_t(id);
    uint64_t l_1072_ = uint64_t(l_4_);
    uint64_t l_1073_ = (l_1071_ * l_1072_);
    uint64_t l_1074_ = (l_1073_ >> uint(32uL));
    uint l_37_ = uint(l_1074_);
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
        uint l_1076_ = asuint(info.Load(0+0));
        uint l_1077_ = (l_1076_ * 1u);
        bool l_1078_ = (l_58_ < l_1077_);
        uint l_1079_ = (l_1077_ - 1u);
        uint l_1080_ = min(l_58_, l_1079_);
        uint l_1081_ = asuint(buffer_0_global.Load(l_1080_*4));
        uint l_59_ = (l_1078_ ? l_1081_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1083_ = asuint(info.Load(0+0));
        uint l_1084_ = (l_1083_ * 1u);
        bool l_1085_ = (l_61_ < l_1084_);
        uint l_1086_ = (l_1084_ - 1u);
        uint l_1087_ = min(l_61_, l_1086_);
        uint l_1088_ = asuint(buffer_0_global.Load(l_1087_*4));
        uint l_62_ = (l_1085_ ? l_1088_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1090_ = asuint(info.Load(4+0));
        uint l_1091_ = (l_1090_ * 1u);
        bool l_1092_ = (l_63_ < l_1091_);
        uint l_1093_ = (l_1091_ - 1u);
        uint l_1094_ = min(l_63_, l_1093_);
        uint l_1095_ = asuint(buffer_1_global.Load(l_1094_*4));
        uint l_64_ = (l_1092_ ? l_1095_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1097_ = asuint(info.Load(4+0));
        uint l_1098_ = (l_1097_ * 1u);
        bool l_1099_ = (l_66_ < l_1098_);
        uint l_1100_ = (l_1098_ - 1u);
        uint l_1101_ = min(l_66_, l_1100_);
        uint l_1102_ = asuint(buffer_1_global.Load(l_1101_*4));
        uint l_67_ = (l_1099_ ? l_1102_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1104_ = asuint(info.Load(8+0));
        uint l_1105_ = (l_1104_ * 1u);
        bool l_1106_ = (l_68_ < l_1105_);
        uint l_1107_ = (l_1105_ - 1u);
        uint l_1108_ = min(l_68_, l_1107_);
        uint l_1109_ = asuint(buffer_2_global.Load(l_1108_*4));
        uint l_69_ = (l_1106_ ? l_1109_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1111_ = asuint(info.Load(8+0));
        uint l_1112_ = (l_1111_ * 1u);
        bool l_1113_ = (l_71_ < l_1112_);
        uint l_1114_ = (l_1112_ - 1u);
        uint l_1115_ = min(l_71_, l_1114_);
        uint l_1116_ = asuint(buffer_2_global.Load(l_1115_*4));
        uint l_72_ = (l_1113_ ? l_1116_ : 0u);
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
        uint64_t l_1118_ = uint64_t(_e448);
        uint64_t l_1119_ = uint64_t(l_4_);
        uint64_t l_1120_ = (l_1118_ * l_1119_);
        uint64_t l_1121_ = (l_1120_ >> uint(32uL));
        uint l_83_ = uint(l_1121_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e459 = l_mut_75_;
        uint64_t l_1123_ = uint64_t(_e459);
        uint64_t l_1124_ = uint64_t(l_4_);
        uint64_t l_1125_ = (l_1123_ * l_1124_);
        uint64_t l_1126_ = (l_1125_ >> uint(32uL));
        uint l_85_ = uint(l_1126_);
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
        uint64_t l_1128_ = uint64_t(_e543);
        uint64_t l_1129_ = uint64_t(l_121_);
        uint64_t l_1130_ = (l_1128_ * l_1129_);
        uint64_t l_1131_ = (l_1130_ >> uint(32uL));
        uint l_132_ = uint(l_1131_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e554 = l_mut_96_;
        uint64_t l_1133_ = uint64_t(_e554);
        uint64_t l_1134_ = uint64_t(l_121_);
        uint64_t l_1135_ = (l_1133_ * l_1134_);
        uint64_t l_1136_ = (l_1135_ >> uint(32uL));
        uint l_134_ = uint(l_1136_);
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
                l_mut_208_ = true;
                uint _e694 = l_mut_102_;
                uint _e695 = l_mut_96_;
                uint l_209_ = (_e694 | _e695);
                bool l_210_ = (l_209_ == 0u);
                if (l_210_) {
                    l_mut_207_ = l_4_;
                } else {
                    bool _e699 = l_mut_208_;
                    if (_e699) {
                        uint _e700 = l_mut_96_;
                        uint _e701 = l_mut_75_;
                        bool l_211_ = (_e700 < _e701);
                        uint _e703 = l_mut_96_;
                        uint _e704 = l_mut_75_;
                        bool l_212_ = (_e703 == _e704);
                        uint _e706 = l_mut_102_;
                        uint _e707 = l_mut_90_;
                        bool l_213_ = (_e706 < _e707);
                        if (l_212_) {
                            local_8 = l_213_;
                        } else {
                            local_8 = false;
                        }
                        bool l_214_ = local_8;
                        if (!(l_211_)) {
                            local_9 = l_214_;
                        } else {
                            local_9 = true;
                        }
                        bool l_215_ = local_9;
                        if (l_215_) {
                            uint _e718 = l_mut_90_;
                            uint l_216_ = (_e718 - 1u);
                            uint _e721 = l_mut_75_;
                            uint l_217_ = (_e721 - 0u);
                            uint _e724 = l_mut_90_;
                            bool l_218_ = (_e724 < 1u);
                            uint l_219_ = uint(l_218_);
                            uint l_220_ = (l_217_ - l_219_);
                            l_mut_221_ = l_216_;
                            l_mut_222_ = l_220_;
                            l_mut_223_ = 0u;
                            l_mut_224_ = 0u;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            bool loop_init = true;
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                if (!loop_init) {
                                    uint _e817 = l_mut_224_;
                                    l_mut_224_ = (_e817 + 1u);
                                }
                                loop_init = false;
                                uint _e732 = l_mut_224_;
                                if ((_e732 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e736 = l_mut_224_;
                                    uint l_225_ = (15u - _e736);
                                    uint _e738 = l_mut_221_;
                                    l_mut_226_ = _e738;
                                    uint _e739 = l_mut_222_;
                                    l_mut_227_ = _e739;
                                    bool l_228_ = (l_225_ >= 32u);
                                    if (l_228_) {
                                        uint l_229_ = (l_225_ & 31u);
                                        uint _e744 = l_mut_222_;
                                        uint l_230_ = (_e744 >> l_229_);
                                        l_mut_226_ = l_230_;
                                        l_mut_227_ = 0u;
                                    } else {
                                        bool l_231_ = (l_225_ > 0u);
                                        if (l_231_) {
                                            uint _e749 = l_mut_221_;
                                            l_mut_232_ = _e749;
                                            bool l_233_ = (l_225_ > 0u);
                                            if (l_233_) {
                                                uint _e752 = l_mut_221_;
                                                uint l_234_ = (_e752 >> l_225_);
                                                uint l_235_ = (32u - l_225_);
                                                uint _e756 = l_mut_222_;
                                                uint l_236_ = (_e756 << l_235_);
                                                uint l_237_ = (l_234_ | l_236_);
                                                l_mut_232_ = l_237_;
                                            }
                                            uint _e759 = l_mut_222_;
                                            uint l_238_ = (_e759 >> l_225_);
                                            uint _e761 = l_mut_232_;
                                            l_mut_226_ = _e761;
                                            l_mut_227_ = l_238_;
                                        }
                                    }
                                    uint _e762 = l_mut_227_;
                                    uint _e763 = l_mut_96_;
                                    bool l_239_ = (_e762 < _e763);
                                    uint _e765 = l_mut_227_;
                                    uint _e766 = l_mut_96_;
                                    bool l_240_ = (_e765 == _e766);
                                    uint _e768 = l_mut_226_;
                                    uint _e769 = l_mut_102_;
                                    bool l_241_ = (_e768 < _e769);
                                    if (l_240_) {
                                        local_10 = l_241_;
                                    } else {
                                        local_10 = false;
                                    }
                                    bool l_242_ = local_10;
                                    if (!(l_239_)) {
                                        local_11 = l_242_;
                                    } else {
                                        local_11 = true;
                                    }
                                    bool l_243_ = local_11;
                                    bool l_244_ = !(l_243_);
                                    if (l_244_) {
                                        uint _e781 = l_mut_102_;
                                        l_mut_232_ = _e781;
                                        uint _e782 = l_mut_96_;
                                        l_mut_227_ = _e782;
                                        bool l_245_ = (l_225_ >= 32u);
                                        if (l_245_) {
                                            uint l_246_ = (l_225_ & 31u);
                                            uint _e787 = l_mut_102_;
                                            uint l_247_ = (_e787 << l_246_);
                                            l_mut_232_ = 0u;
                                            l_mut_227_ = l_247_;
                                        } else {
                                            bool l_248_ = (l_225_ > 0u);
                                            if (l_248_) {
                                                uint _e792 = l_mut_102_;
                                                uint l_249_ = (_e792 << l_225_);
                                                uint _e794 = l_mut_96_;
                                                uint l_250_ = (_e794 << l_225_);
                                                uint l_251_ = (32u - l_225_);
                                                uint _e798 = l_mut_102_;
                                                uint l_252_ = (_e798 >> l_251_);
                                                uint l_253_ = (l_250_ | l_252_);
                                                l_mut_232_ = l_249_;
                                                l_mut_227_ = l_253_;
                                            }
                                        }
                                        uint _e801 = l_mut_221_;
                                        uint _e802 = l_mut_232_;
                                        uint l_254_ = (_e801 - _e802);
                                        uint _e804 = l_mut_222_;
                                        uint _e805 = l_mut_227_;
                                        uint l_255_ = (_e804 - _e805);
                                        uint _e807 = l_mut_221_;
                                        uint _e808 = l_mut_232_;
                                        bool l_256_ = (_e807 < _e808);
                                        uint l_257_ = uint(l_256_);
                                        uint l_258_ = (l_255_ - l_257_);
                                        l_mut_221_ = l_254_;
                                        l_mut_222_ = l_258_;
                                        uint l_259_ = (1u << l_225_);
                                        uint _e814 = l_mut_223_;
                                        l_mut_223_ = (_e814 | l_259_);
                                    }
                                }
                            }
                            uint _e819 = l_mut_223_;
                            uint l_260_ = min(_e819, l_4_);
                            l_mut_232_ = l_260_;
                            uint _e821 = l_mut_222_;
                            uint _e822 = l_mut_96_;
                            bool l_261_ = (_e821 < _e822);
                            uint _e824 = l_mut_222_;
                            uint _e825 = l_mut_96_;
                            bool l_262_ = (_e824 == _e825);
                            uint _e827 = l_mut_221_;
                            uint _e828 = l_mut_102_;
                            bool l_263_ = (_e827 < _e828);
                            if (l_262_) {
                                local_12 = l_263_;
                            } else {
                                local_12 = false;
                            }
                            bool l_264_ = local_12;
                            if (!(l_261_)) {
                                local_13 = l_264_;
                            } else {
                                local_13 = true;
                            }
                            bool l_265_ = local_13;
                            bool l_266_ = !(l_265_);
                            if (l_266_) {
                                l_mut_232_ = l_4_;
                            }
                            uint _e840 = l_mut_232_;
                            l_mut_207_ = _e840;
                        }
                    } else {
                        uint _e841 = l_mut_90_;
                        l_mut_232_ = _e841;
                        uint _e842 = l_mut_75_;
                        l_mut_227_ = _e842;
                        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                            uint _e843 = l_mut_96_;
                            uint _e844 = l_mut_227_;
                            bool l_267_ = (_e843 < _e844);
                            uint _e846 = l_mut_96_;
                            uint _e847 = l_mut_227_;
                            bool l_268_ = (_e846 == _e847);
                            uint _e849 = l_mut_102_;
                            uint _e850 = l_mut_232_;
                            bool l_269_ = (_e849 < _e850);
                            if (l_268_) {
                                local_14 = l_269_;
                            } else {
                                local_14 = false;
                            }
                            bool l_270_ = local_14;
                            if (!(l_267_)) {
                                local_15 = l_270_;
                            } else {
                                local_15 = true;
                            }
                            bool l_271_ = local_15;
                            uint _e861 = l_mut_207_;
                            uint _e862 = l_mut_189_;
                            uint l_272_ = (_e861 * _e862);
                            uint _e864 = l_mut_188_;
                            uint l_273_ = (_e864 + l_272_);
                            uint _e866 = l_mut_189_;
                            uint l_274_ = (l_273_ + _e866);
                            bool l_275_ = (l_274_ < l_4_);
                            if (l_271_) {
                                local_16 = l_275_;
                            } else {
                                local_16 = false;
                            }
                            bool l_276_ = local_16;
                            bool l_277_ = !(l_276_);
                            if (l_277_) {
                                break;
                            }
                            uint _e874 = l_mut_232_;
                            uint _e875 = l_mut_102_;
                            uint l_278_ = (_e874 - _e875);
                            uint _e877 = l_mut_227_;
                            uint _e878 = l_mut_96_;
                            uint l_279_ = (_e877 - _e878);
                            uint _e880 = l_mut_232_;
                            uint _e881 = l_mut_102_;
                            bool l_280_ = (_e880 < _e881);
                            uint l_281_ = uint(l_280_);
                            uint l_282_ = (l_279_ - l_281_);
                            l_mut_232_ = l_278_;
                            l_mut_227_ = l_282_;
                            uint _e885 = l_mut_207_;
                            l_mut_207_ = (_e885 + 1u);
                        }
                    }
                }
                uint _e888 = l_mut_207_;
                uint _e889 = l_mut_189_;
                uint l_283_ = (_e888 * _e889);
                uint _e891 = l_mut_188_;
                uint l_284_ = (_e891 + l_283_);
                uint _e893 = l_mut_189_;
                uint l_285_ = (l_284_ + _e893);
                bool l_286_ = (l_285_ >= l_4_);
                if (l_286_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e898 = l_mut_102_;
                    uint _e899 = l_mut_207_;
                    uint l_287_ = (_e898 * _e899);
                    uint _e901 = l_mut_102_;
                    uint64_t l_1138_ = uint64_t(_e901);
                    uint _e903 = l_mut_207_;
                    uint64_t l_1139_ = uint64_t(_e903);
                    uint64_t l_1140_ = (l_1138_ * l_1139_);
                    uint64_t l_1141_ = (l_1140_ >> uint(32uL));
                    uint l_288_ = uint(l_1141_);
                    uint _e912 = l_mut_96_;
                    uint _e913 = l_mut_207_;
                    uint l_289_ = (_e912 * _e913);
                    uint l_290_ = (l_288_ + l_289_);
                    uint _e916 = l_mut_90_;
                    uint l_291_ = (_e916 - l_287_);
                    uint _e918 = l_mut_75_;
                    uint l_292_ = (_e918 - l_290_);
                    uint _e920 = l_mut_90_;
                    bool l_293_ = (_e920 < l_287_);
                    uint l_294_ = uint(l_293_);
                    uint l_295_ = (l_292_ - l_294_);
                    l_mut_90_ = l_291_;
                    l_mut_75_ = l_295_;
                    uint _e924 = l_mut_207_;
                    uint _e925 = l_mut_189_;
                    uint l_296_ = (_e924 * _e925);
                    uint _e927 = l_mut_188_;
                    l_mut_188_ = (_e927 + l_296_);
                    uint _e929 = l_mut_102_;
                    uint _e930 = l_mut_90_;
                    uint l_297_ = (_e929 - _e930);
                    uint _e932 = l_mut_96_;
                    uint _e933 = l_mut_75_;
                    uint l_298_ = (_e932 - _e933);
                    uint _e935 = l_mut_102_;
                    uint _e936 = l_mut_90_;
                    bool l_299_ = (_e935 < _e936);
                    uint l_300_ = uint(l_299_);
                    uint l_301_ = (l_298_ - l_300_);
                    l_mut_102_ = l_297_;
                    l_mut_96_ = l_301_;
                    uint _e940 = l_mut_189_;
                    uint _e941 = l_mut_188_;
                    l_mut_189_ = (_e940 + _e941);
                }
            } else {
                uint _e943 = l_mut_40_;
                uint _e944 = l_mut_102_;
                uint l_302_ = (_e943 - _e944);
                uint _e946 = l_mut_187_;
                uint _e947 = l_mut_96_;
                uint l_303_ = (_e946 - _e947);
                uint _e949 = l_mut_40_;
                uint _e950 = l_mut_102_;
                bool l_304_ = (_e949 < _e950);
                uint l_305_ = uint(l_304_);
                uint l_306_ = (l_303_ - l_305_);
                l_mut_40_ = l_302_;
                l_mut_187_ = l_306_;
                uint _e954 = l_mut_187_;
                bool l_307_ = (_e954 < l_181_);
                uint _e956 = l_mut_187_;
                bool l_308_ = (_e956 == l_181_);
                uint _e958 = l_mut_40_;
                bool l_309_ = (_e958 < l_177_);
                if (l_308_) {
                    local_17 = l_309_;
                } else {
                    local_17 = false;
                }
                bool l_310_ = local_17;
                if (!(l_307_)) {
                    local_18 = l_310_;
                } else {
                    local_18 = true;
                }
                bool l_311_ = local_18;
                if (l_311_) {
                    l_mut_197_ = false;
                } else {
                    l_mut_232_ = 0u;
                    l_mut_208_ = false;
                    l_mut_208_ = true;
                    uint _e973 = l_mut_90_;
                    uint _e974 = l_mut_75_;
                    uint l_312_ = (_e973 | _e974);
                    bool l_313_ = (l_312_ == 0u);
                    if (l_313_) {
                        l_mut_232_ = l_4_;
                    } else {
                        bool _e978 = l_mut_208_;
                        if (_e978) {
                            uint _e979 = l_mut_75_;
                            uint _e980 = l_mut_96_;
                            bool l_314_ = (_e979 < _e980);
                            uint _e982 = l_mut_75_;
                            uint _e983 = l_mut_96_;
                            bool l_315_ = (_e982 == _e983);
                            uint _e985 = l_mut_90_;
                            uint _e986 = l_mut_102_;
                            bool l_316_ = (_e985 < _e986);
                            if (l_315_) {
                                local_19 = l_316_;
                            } else {
                                local_19 = false;
                            }
                            bool l_317_ = local_19;
                            if (!(l_314_)) {
                                local_20 = l_317_;
                            } else {
                                local_20 = true;
                            }
                            bool l_318_ = local_20;
                            if (l_318_) {
                                uint _e997 = l_mut_102_;
                                uint l_319_ = (_e997 - 1u);
                                uint _e1000 = l_mut_96_;
                                uint l_320_ = (_e1000 - 0u);
                                uint _e1003 = l_mut_102_;
                                bool l_321_ = (_e1003 < 1u);
                                uint l_322_ = uint(l_321_);
                                uint l_323_ = (l_320_ - l_322_);
                                l_mut_227_ = l_319_;
                                l_mut_226_ = l_323_;
                                l_mut_223_ = 0u;
                                l_mut_324_ = 0u;
                                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1096 = l_mut_324_;
                                        l_mut_324_ = (_e1096 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1011 = l_mut_324_;
                                    if ((_e1011 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1015 = l_mut_324_;
                                        uint l_325_ = (15u - _e1015);
                                        uint _e1017 = l_mut_227_;
                                        l_mut_222_ = _e1017;
                                        uint _e1018 = l_mut_226_;
                                        l_mut_221_ = _e1018;
                                        bool l_326_ = (l_325_ >= 32u);
                                        if (l_326_) {
                                            uint l_327_ = (l_325_ & 31u);
                                            uint _e1023 = l_mut_226_;
                                            uint l_328_ = (_e1023 >> l_327_);
                                            l_mut_222_ = l_328_;
                                            l_mut_221_ = 0u;
                                        } else {
                                            bool l_329_ = (l_325_ > 0u);
                                            if (l_329_) {
                                                uint _e1028 = l_mut_227_;
                                                l_mut_207_ = _e1028;
                                                bool l_330_ = (l_325_ > 0u);
                                                if (l_330_) {
                                                    uint _e1031 = l_mut_227_;
                                                    uint l_331_ = (_e1031 >> l_325_);
                                                    uint l_332_ = (32u - l_325_);
                                                    uint _e1035 = l_mut_226_;
                                                    uint l_333_ = (_e1035 << l_332_);
                                                    uint l_334_ = (l_331_ | l_333_);
                                                    l_mut_207_ = l_334_;
                                                }
                                                uint _e1038 = l_mut_226_;
                                                uint l_335_ = (_e1038 >> l_325_);
                                                uint _e1040 = l_mut_207_;
                                                l_mut_222_ = _e1040;
                                                l_mut_221_ = l_335_;
                                            }
                                        }
                                        uint _e1041 = l_mut_221_;
                                        uint _e1042 = l_mut_75_;
                                        bool l_336_ = (_e1041 < _e1042);
                                        uint _e1044 = l_mut_221_;
                                        uint _e1045 = l_mut_75_;
                                        bool l_337_ = (_e1044 == _e1045);
                                        uint _e1047 = l_mut_222_;
                                        uint _e1048 = l_mut_90_;
                                        bool l_338_ = (_e1047 < _e1048);
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
                                        if (l_341_) {
                                            uint _e1060 = l_mut_90_;
                                            l_mut_222_ = _e1060;
                                            uint _e1061 = l_mut_75_;
                                            l_mut_221_ = _e1061;
                                            bool l_342_ = (l_325_ >= 32u);
                                            if (l_342_) {
                                                uint l_343_ = (l_325_ & 31u);
                                                uint _e1066 = l_mut_90_;
                                                uint l_344_ = (_e1066 << l_343_);
                                                l_mut_222_ = 0u;
                                                l_mut_221_ = l_344_;
                                            } else {
                                                bool l_345_ = (l_325_ > 0u);
                                                if (l_345_) {
                                                    uint _e1071 = l_mut_90_;
                                                    uint l_346_ = (_e1071 << l_325_);
                                                    uint _e1073 = l_mut_75_;
                                                    uint l_347_ = (_e1073 << l_325_);
                                                    uint l_348_ = (32u - l_325_);
                                                    uint _e1077 = l_mut_90_;
                                                    uint l_349_ = (_e1077 >> l_348_);
                                                    uint l_350_ = (l_347_ | l_349_);
                                                    l_mut_222_ = l_346_;
                                                    l_mut_221_ = l_350_;
                                                }
                                            }
                                            uint _e1080 = l_mut_227_;
                                            uint _e1081 = l_mut_222_;
                                            uint l_351_ = (_e1080 - _e1081);
                                            uint _e1083 = l_mut_226_;
                                            uint _e1084 = l_mut_221_;
                                            uint l_352_ = (_e1083 - _e1084);
                                            uint _e1086 = l_mut_227_;
                                            uint _e1087 = l_mut_222_;
                                            bool l_353_ = (_e1086 < _e1087);
                                            uint l_354_ = uint(l_353_);
                                            uint l_355_ = (l_352_ - l_354_);
                                            l_mut_227_ = l_351_;
                                            l_mut_226_ = l_355_;
                                            uint l_356_ = (1u << l_325_);
                                            uint _e1093 = l_mut_223_;
                                            l_mut_223_ = (_e1093 | l_356_);
                                        }
                                    }
                                }
                                uint _e1098 = l_mut_223_;
                                uint l_357_ = min(_e1098, l_4_);
                                l_mut_223_ = l_357_;
                                uint _e1100 = l_mut_226_;
                                uint _e1101 = l_mut_75_;
                                bool l_358_ = (_e1100 < _e1101);
                                uint _e1103 = l_mut_226_;
                                uint _e1104 = l_mut_75_;
                                bool l_359_ = (_e1103 == _e1104);
                                uint _e1106 = l_mut_227_;
                                uint _e1107 = l_mut_90_;
                                bool l_360_ = (_e1106 < _e1107);
                                if (l_359_) {
                                    local_23 = l_360_;
                                } else {
                                    local_23 = false;
                                }
                                bool l_361_ = local_23;
                                if (!(l_358_)) {
                                    local_24 = l_361_;
                                } else {
                                    local_24 = true;
                                }
                                bool l_362_ = local_24;
                                bool l_363_ = !(l_362_);
                                if (l_363_) {
                                    l_mut_223_ = l_4_;
                                }
                                uint _e1119 = l_mut_223_;
                                l_mut_232_ = _e1119;
                            }
                        } else {
                            uint _e1120 = l_mut_102_;
                            l_mut_227_ = _e1120;
                            uint _e1121 = l_mut_96_;
                            l_mut_226_ = _e1121;
                            uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                uint _e1122 = l_mut_75_;
                                uint _e1123 = l_mut_226_;
                                bool l_364_ = (_e1122 < _e1123);
                                uint _e1125 = l_mut_75_;
                                uint _e1126 = l_mut_226_;
                                bool l_365_ = (_e1125 == _e1126);
                                uint _e1128 = l_mut_90_;
                                uint _e1129 = l_mut_227_;
                                bool l_366_ = (_e1128 < _e1129);
                                if (l_365_) {
                                    local_25 = l_366_;
                                } else {
                                    local_25 = false;
                                }
                                bool l_367_ = local_25;
                                if (!(l_364_)) {
                                    local_26 = l_367_;
                                } else {
                                    local_26 = true;
                                }
                                bool l_368_ = local_26;
                                uint _e1140 = l_mut_232_;
                                uint _e1141 = l_mut_188_;
                                uint l_369_ = (_e1140 * _e1141);
                                uint _e1143 = l_mut_189_;
                                uint l_370_ = (_e1143 + l_369_);
                                uint _e1145 = l_mut_188_;
                                uint l_371_ = (l_370_ + _e1145);
                                bool l_372_ = (l_371_ < l_4_);
                                if (l_368_) {
                                    local_27 = l_372_;
                                } else {
                                    local_27 = false;
                                }
                                bool l_373_ = local_27;
                                bool l_374_ = !(l_373_);
                                if (l_374_) {
                                    break;
                                }
                                uint _e1153 = l_mut_227_;
                                uint _e1154 = l_mut_90_;
                                uint l_375_ = (_e1153 - _e1154);
                                uint _e1156 = l_mut_226_;
                                uint _e1157 = l_mut_75_;
                                uint l_376_ = (_e1156 - _e1157);
                                uint _e1159 = l_mut_227_;
                                uint _e1160 = l_mut_90_;
                                bool l_377_ = (_e1159 < _e1160);
                                uint l_378_ = uint(l_377_);
                                uint l_379_ = (l_376_ - l_378_);
                                l_mut_227_ = l_375_;
                                l_mut_226_ = l_379_;
                                uint _e1164 = l_mut_232_;
                                l_mut_232_ = (_e1164 + 1u);
                            }
                        }
                    }
                    uint _e1167 = l_mut_188_;
                    uint _e1168 = l_mut_189_;
                    uint l_380_ = (_e1167 + _e1168);
                    uint _e1170 = l_mut_232_;
                    uint _e1171 = l_mut_188_;
                    uint l_381_ = (_e1170 * _e1171);
                    uint l_382_ = (l_380_ + l_381_);
                    bool l_383_ = (l_382_ >= l_4_);
                    if (l_383_) {
                        l_mut_190_ = true;
                        l_mut_197_ = false;
                    } else {
                        uint _e1177 = l_mut_90_;
                        uint _e1178 = l_mut_232_;
                        uint l_384_ = (_e1177 * _e1178);
                        uint _e1180 = l_mut_90_;
                        uint64_t l_1143_ = uint64_t(_e1180);
                        uint _e1182 = l_mut_232_;
                        uint64_t l_1144_ = uint64_t(_e1182);
                        uint64_t l_1145_ = (l_1143_ * l_1144_);
                        uint64_t l_1146_ = (l_1145_ >> uint(32uL));
                        uint l_385_ = uint(l_1146_);
                        uint _e1191 = l_mut_75_;
                        uint _e1192 = l_mut_232_;
                        uint l_386_ = (_e1191 * _e1192);
                        uint l_387_ = (l_385_ + l_386_);
                        uint _e1195 = l_mut_102_;
                        uint l_388_ = (_e1195 - l_384_);
                        uint _e1197 = l_mut_96_;
                        uint l_389_ = (_e1197 - l_387_);
                        uint _e1199 = l_mut_102_;
                        bool l_390_ = (_e1199 < l_384_);
                        uint l_391_ = uint(l_390_);
                        uint l_392_ = (l_389_ - l_391_);
                        l_mut_102_ = l_388_;
                        l_mut_96_ = l_392_;
                        uint _e1203 = l_mut_232_;
                        uint _e1204 = l_mut_188_;
                        uint l_393_ = (_e1203 * _e1204);
                        uint _e1206 = l_mut_189_;
                        l_mut_189_ = (_e1206 + l_393_);
                        uint _e1208 = l_mut_90_;
                        uint _e1209 = l_mut_102_;
                        uint l_394_ = (_e1208 - _e1209);
                        uint _e1211 = l_mut_75_;
                        uint _e1212 = l_mut_96_;
                        uint l_395_ = (_e1211 - _e1212);
                        uint _e1214 = l_mut_90_;
                        uint _e1215 = l_mut_102_;
                        bool l_396_ = (_e1214 < _e1215);
                        uint l_397_ = uint(l_396_);
                        uint l_398_ = (l_395_ - l_397_);
                        l_mut_90_ = l_394_;
                        l_mut_75_ = l_398_;
                        uint _e1219 = l_mut_188_;
                        uint _e1220 = l_mut_189_;
                        l_mut_188_ = (_e1219 + _e1220);
                    }
                }
            }
        }
        bool _e1222 = l_mut_190_;
        bool l_399_ = !(_e1222);
        if (l_399_) {
            uint l_1148_ = asuint(info.Load(20+0));
            uint l_1149_ = (l_1148_ * 1u);
            uint l_1150_ = (l_1149_ - 1u);
            uint l_1151_ = min(0u, l_1150_);
            uint _e1237; buffer_5_global.InterlockedAdd(l_1151_*4, 1u, _e1237);
            uint l_402_ = naga_div(l_4_, 8u);
            l_mut_232_ = 0u;
            l_mut_227_ = 0u;
            l_mut_226_ = 0u;
            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
            bool loop_init_2 = true;
            while(true) {
                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                if (!loop_init_2) {
                    uint _e2431 = l_mut_403_;
                    l_mut_403_ = (_e2431 + 1u);
                }
                loop_init_2 = false;
                uint _e1245 = l_mut_403_;
                if ((_e1245 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1248 = l_mut_403_;
                    uint l_404_ = (_e1248 * l_402_);
                    bool l_405_ = (l_404_ < l_56_);
                    uint l_406_ = naga_div(l_4_, 8u);
                    uint _e1253 = l_mut_403_;
                    uint l_407_ = (_e1253 * l_406_);
                    uint l_408_ = (l_407_ + l_407_);
                    uint l_409_ = (l_72_ >> 31u);
                    bool l_410_ = (l_409_ == 1u);
                    l_mut_223_ = l_69_;
                    l_mut_222_ = l_72_;
                    if (l_410_) {
                        uint l_411_ = (0u - l_69_);
                        uint l_412_ = (0u - l_72_);
                        bool l_413_ = (0u < l_69_);
                        uint l_414_ = uint(l_413_);
                        uint l_415_ = (l_412_ - l_414_);
                        l_mut_223_ = l_411_;
                        l_mut_222_ = l_415_;
                    }
                    uint _e1268 = l_mut_223_;
                    uint l_416_ = (_e1268 * l_408_);
                    uint _e1270 = l_mut_222_;
                    uint l_417_ = (_e1270 * l_408_);
                    uint _e1272 = l_mut_223_;
                    uint64_t l_1153_ = uint64_t(_e1272);
                    uint64_t l_1154_ = uint64_t(l_408_);
                    uint64_t l_1155_ = (l_1153_ * l_1154_);
                    uint64_t l_1156_ = (l_1155_ >> uint(32uL));
                    uint l_418_ = uint(l_1156_);
                    uint l_419_ = (l_418_ + l_417_);
                    uint _e1283 = l_mut_222_;
                    uint64_t l_1158_ = uint64_t(_e1283);
                    uint64_t l_1159_ = uint64_t(l_408_);
                    uint64_t l_1160_ = (l_1158_ * l_1159_);
                    uint64_t l_1161_ = (l_1160_ >> uint(32uL));
                    uint l_420_ = uint(l_1161_);
                    bool l_421_ = (l_419_ < l_417_);
                    uint l_422_ = uint(l_421_);
                    uint l_423_ = (l_420_ + l_422_);
                    uint l_424_ = naga_mod(l_9_, 32u);
                    l_mut_221_ = l_416_;
                    bool l_425_ = (l_424_ > 0u);
                    if (l_425_) {
                        uint l_426_ = (l_416_ >> l_424_);
                        uint l_427_ = (32u - l_424_);
                        uint l_428_ = (l_419_ << l_427_);
                        uint l_429_ = (l_426_ | l_428_);
                        l_mut_221_ = l_429_;
                    }
                    l_mut_207_ = l_419_;
                    bool l_430_ = (l_424_ > 0u);
                    if (l_430_) {
                        uint l_431_ = (l_419_ >> l_424_);
                        uint l_432_ = (32u - l_424_);
                        uint l_433_ = (l_423_ << l_432_);
                        uint l_434_ = (l_431_ | l_433_);
                        l_mut_207_ = l_434_;
                    }
                    uint _e1312 = l_mut_221_;
                    l_mut_189_ = _e1312;
                    uint _e1313 = l_mut_207_;
                    l_mut_221_ = _e1313;
                    bool l_435_ = (l_9_ >= 64u);
                    if (l_435_) {
                        l_mut_189_ = l_423_;
                        l_mut_221_ = 0u;
                    } else {
                        bool l_436_ = (l_9_ >= 32u);
                        if (l_436_) {
                            l_mut_207_ = l_419_;
                            bool l_437_ = (l_424_ > 0u);
                            if (l_437_) {
                                uint l_438_ = (l_419_ >> l_424_);
                                uint l_439_ = (32u - l_424_);
                                uint l_440_ = (l_423_ << l_439_);
                                uint l_441_ = (l_438_ | l_440_);
                                l_mut_207_ = l_441_;
                            }
                            uint l_442_ = (l_423_ >> l_424_);
                            uint _e1327 = l_mut_207_;
                            l_mut_189_ = _e1327;
                            l_mut_221_ = l_442_;
                        }
                    }
                    uint _e1328 = l_mut_189_;
                    l_mut_223_ = _e1328;
                    uint _e1329 = l_mut_221_;
                    l_mut_222_ = _e1329;
                    if (l_410_) {
                        uint _e1331 = l_mut_223_;
                        uint l_443_ = (0u - _e1331);
                        uint _e1334 = l_mut_222_;
                        uint l_444_ = (0u - _e1334);
                        uint _e1337 = l_mut_223_;
                        bool l_445_ = (0u < _e1337);
                        uint l_446_ = uint(l_445_);
                        uint l_447_ = (l_444_ - l_446_);
                        l_mut_223_ = l_443_;
                        l_mut_222_ = l_447_;
                    }
                    uint _e1341 = l_mut_223_;
                    uint l_448_ = (l_59_ + _e1341);
                    uint _e1343 = l_mut_222_;
                    uint l_449_ = (l_62_ + _e1343);
                    bool l_450_ = (l_448_ < l_59_);
                    uint l_451_ = uint(l_450_);
                    uint l_452_ = (l_449_ + l_451_);
                    uint l_453_ = (l_59_ * l_407_);
                    uint64_t l_1163_ = uint64_t(l_59_);
                    uint64_t l_1164_ = uint64_t(l_407_);
                    uint64_t l_1165_ = (l_1163_ * l_1164_);
                    uint64_t l_1166_ = (l_1165_ >> uint(32uL));
                    uint l_454_ = uint(l_1166_);
                    uint l_455_ = (l_62_ * l_407_);
                    uint l_456_ = (l_454_ + l_455_);
                    uint l_457_ = (l_64_ + l_453_);
                    uint l_458_ = (l_67_ + l_456_);
                    bool l_459_ = (l_457_ < l_64_);
                    uint l_460_ = uint(l_459_);
                    uint l_461_ = (l_458_ + l_460_);
                    uint l_462_ = (l_407_ * l_407_);
                    uint l_463_ = (l_72_ >> 31u);
                    bool l_464_ = (l_463_ == 1u);
                    l_mut_223_ = l_69_;
                    l_mut_222_ = l_72_;
                    if (l_464_) {
                        uint l_465_ = (0u - l_69_);
                        uint l_466_ = (0u - l_72_);
                        bool l_467_ = (0u < l_69_);
                        uint l_468_ = uint(l_467_);
                        uint l_469_ = (l_466_ - l_468_);
                        l_mut_223_ = l_465_;
                        l_mut_222_ = l_469_;
                    }
                    uint _e1378 = l_mut_223_;
                    uint l_470_ = (_e1378 * l_462_);
                    uint _e1380 = l_mut_222_;
                    uint l_471_ = (_e1380 * l_462_);
                    uint _e1382 = l_mut_223_;
                    uint64_t l_1168_ = uint64_t(_e1382);
                    uint64_t l_1169_ = uint64_t(l_462_);
                    uint64_t l_1170_ = (l_1168_ * l_1169_);
                    uint64_t l_1171_ = (l_1170_ >> uint(32uL));
                    uint l_472_ = uint(l_1171_);
                    uint l_473_ = (l_472_ + l_471_);
                    uint _e1393 = l_mut_222_;
                    uint64_t l_1173_ = uint64_t(_e1393);
                    uint64_t l_1174_ = uint64_t(l_462_);
                    uint64_t l_1175_ = (l_1173_ * l_1174_);
                    uint64_t l_1176_ = (l_1175_ >> uint(32uL));
                    uint l_474_ = uint(l_1176_);
                    bool l_475_ = (l_473_ < l_471_);
                    uint l_476_ = uint(l_475_);
                    uint l_477_ = (l_474_ + l_476_);
                    uint l_478_ = naga_mod(l_9_, 32u);
                    l_mut_221_ = l_470_;
                    bool l_479_ = (l_478_ > 0u);
                    if (l_479_) {
                        uint l_480_ = (l_470_ >> l_478_);
                        uint l_481_ = (32u - l_478_);
                        uint l_482_ = (l_473_ << l_481_);
                        uint l_483_ = (l_480_ | l_482_);
                        l_mut_221_ = l_483_;
                    }
                    l_mut_207_ = l_473_;
                    bool l_484_ = (l_478_ > 0u);
                    if (l_484_) {
                        uint l_485_ = (l_473_ >> l_478_);
                        uint l_486_ = (32u - l_478_);
                        uint l_487_ = (l_477_ << l_486_);
                        uint l_488_ = (l_485_ | l_487_);
                        l_mut_207_ = l_488_;
                    }
                    uint _e1422 = l_mut_221_;
                    l_mut_189_ = _e1422;
                    uint _e1423 = l_mut_207_;
                    l_mut_221_ = _e1423;
                    bool l_489_ = (l_9_ >= 64u);
                    if (l_489_) {
                        l_mut_189_ = l_477_;
                        l_mut_221_ = 0u;
                    } else {
                        bool l_490_ = (l_9_ >= 32u);
                        if (l_490_) {
                            l_mut_207_ = l_473_;
                            bool l_491_ = (l_478_ > 0u);
                            if (l_491_) {
                                uint l_492_ = (l_473_ >> l_478_);
                                uint l_493_ = (32u - l_478_);
                                uint l_494_ = (l_477_ << l_493_);
                                uint l_495_ = (l_492_ | l_494_);
                                l_mut_207_ = l_495_;
                            }
                            uint l_496_ = (l_477_ >> l_478_);
                            uint _e1437 = l_mut_207_;
                            l_mut_189_ = _e1437;
                            l_mut_221_ = l_496_;
                        }
                    }
                    uint _e1438 = l_mut_189_;
                    l_mut_223_ = _e1438;
                    uint _e1439 = l_mut_221_;
                    l_mut_222_ = _e1439;
                    if (l_464_) {
                        uint _e1441 = l_mut_223_;
                        uint l_497_ = (0u - _e1441);
                        uint _e1444 = l_mut_222_;
                        uint l_498_ = (0u - _e1444);
                        uint _e1447 = l_mut_223_;
                        bool l_499_ = (0u < _e1447);
                        uint l_500_ = uint(l_499_);
                        uint l_501_ = (l_498_ - l_500_);
                        l_mut_223_ = l_497_;
                        l_mut_222_ = l_501_;
                    }
                    uint _e1451 = l_mut_223_;
                    uint l_502_ = (l_457_ + _e1451);
                    uint _e1453 = l_mut_222_;
                    uint l_503_ = (l_461_ + _e1453);
                    bool l_504_ = (l_502_ < l_457_);
                    uint l_505_ = uint(l_504_);
                    uint l_506_ = (l_503_ + l_505_);
                    uint l_507_ = (l_72_ >> 31u);
                    bool l_508_ = (l_507_ == 1u);
                    l_mut_223_ = l_69_;
                    l_mut_222_ = l_72_;
                    if (l_508_) {
                        uint l_509_ = (0u - l_69_);
                        uint l_510_ = (0u - l_72_);
                        bool l_511_ = (0u < l_69_);
                        uint l_512_ = uint(l_511_);
                        uint l_513_ = (l_510_ - l_512_);
                        l_mut_223_ = l_509_;
                        l_mut_222_ = l_513_;
                    }
                    uint _e1470 = l_mut_223_;
                    uint l_514_ = (_e1470 * l_406_);
                    uint _e1472 = l_mut_222_;
                    uint l_515_ = (_e1472 * l_406_);
                    uint _e1474 = l_mut_223_;
                    uint64_t l_1178_ = uint64_t(_e1474);
                    uint64_t l_1179_ = uint64_t(l_406_);
                    uint64_t l_1180_ = (l_1178_ * l_1179_);
                    uint64_t l_1181_ = (l_1180_ >> uint(32uL));
                    uint l_516_ = uint(l_1181_);
                    uint l_517_ = (l_516_ + l_515_);
                    uint _e1485 = l_mut_222_;
                    uint64_t l_1183_ = uint64_t(_e1485);
                    uint64_t l_1184_ = uint64_t(l_406_);
                    uint64_t l_1185_ = (l_1183_ * l_1184_);
                    uint64_t l_1186_ = (l_1185_ >> uint(32uL));
                    uint l_518_ = uint(l_1186_);
                    bool l_519_ = (l_517_ < l_515_);
                    uint l_520_ = uint(l_519_);
                    uint l_521_ = (l_518_ + l_520_);
                    uint l_522_ = naga_mod(l_9_, 32u);
                    l_mut_221_ = l_514_;
                    bool l_523_ = (l_522_ > 0u);
                    if (l_523_) {
                        uint l_524_ = (l_514_ >> l_522_);
                        uint l_525_ = (32u - l_522_);
                        uint l_526_ = (l_517_ << l_525_);
                        uint l_527_ = (l_524_ | l_526_);
                        l_mut_221_ = l_527_;
                    }
                    l_mut_207_ = l_517_;
                    bool l_528_ = (l_522_ > 0u);
                    if (l_528_) {
                        uint l_529_ = (l_517_ >> l_522_);
                        uint l_530_ = (32u - l_522_);
                        uint l_531_ = (l_521_ << l_530_);
                        uint l_532_ = (l_529_ | l_531_);
                        l_mut_207_ = l_532_;
                    }
                    uint _e1514 = l_mut_221_;
                    l_mut_189_ = _e1514;
                    uint _e1515 = l_mut_207_;
                    l_mut_221_ = _e1515;
                    bool l_533_ = (l_9_ >= 64u);
                    if (l_533_) {
                        l_mut_189_ = l_521_;
                        l_mut_221_ = 0u;
                    } else {
                        bool l_534_ = (l_9_ >= 32u);
                        if (l_534_) {
                            l_mut_207_ = l_517_;
                            bool l_535_ = (l_522_ > 0u);
                            if (l_535_) {
                                uint l_536_ = (l_517_ >> l_522_);
                                uint l_537_ = (32u - l_522_);
                                uint l_538_ = (l_521_ << l_537_);
                                uint l_539_ = (l_536_ | l_538_);
                                l_mut_207_ = l_539_;
                            }
                            uint l_540_ = (l_521_ >> l_522_);
                            uint _e1529 = l_mut_207_;
                            l_mut_189_ = _e1529;
                            l_mut_221_ = l_540_;
                        }
                    }
                    uint _e1530 = l_mut_189_;
                    l_mut_223_ = _e1530;
                    uint _e1531 = l_mut_221_;
                    l_mut_222_ = _e1531;
                    if (l_508_) {
                        uint _e1533 = l_mut_223_;
                        uint l_541_ = (0u - _e1533);
                        uint _e1536 = l_mut_222_;
                        uint l_542_ = (0u - _e1536);
                        uint _e1539 = l_mut_223_;
                        bool l_543_ = (0u < _e1539);
                        uint l_544_ = uint(l_543_);
                        uint l_545_ = (l_542_ - l_544_);
                        l_mut_223_ = l_541_;
                        l_mut_222_ = l_545_;
                    }
                    uint _e1543 = l_mut_223_;
                    uint l_546_ = (l_448_ + _e1543);
                    uint _e1545 = l_mut_222_;
                    uint l_547_ = (l_452_ + _e1545);
                    bool l_548_ = (l_546_ < l_448_);
                    uint l_549_ = uint(l_548_);
                    uint l_550_ = (l_547_ + l_549_);
                    uint l_551_ = (l_406_ * l_406_);
                    uint l_552_ = (l_9_ + 3u);
                    uint l_553_ = (l_72_ >> 31u);
                    bool l_554_ = (l_553_ == 1u);
                    l_mut_223_ = l_69_;
                    l_mut_222_ = l_72_;
                    if (l_554_) {
                        uint l_555_ = (0u - l_69_);
                        uint l_556_ = (0u - l_72_);
                        bool l_557_ = (0u < l_69_);
                        uint l_558_ = uint(l_557_);
                        uint l_559_ = (l_556_ - l_558_);
                        l_mut_223_ = l_555_;
                        l_mut_222_ = l_559_;
                    }
                    uint _e1565 = l_mut_223_;
                    uint l_560_ = (_e1565 * l_551_);
                    uint _e1567 = l_mut_222_;
                    uint l_561_ = (_e1567 * l_551_);
                    uint _e1569 = l_mut_223_;
                    uint64_t l_1188_ = uint64_t(_e1569);
                    uint64_t l_1189_ = uint64_t(l_551_);
                    uint64_t l_1190_ = (l_1188_ * l_1189_);
                    uint64_t l_1191_ = (l_1190_ >> uint(32uL));
                    uint l_562_ = uint(l_1191_);
                    uint l_563_ = (l_562_ + l_561_);
                    uint _e1580 = l_mut_222_;
                    uint64_t l_1193_ = uint64_t(_e1580);
                    uint64_t l_1194_ = uint64_t(l_551_);
                    uint64_t l_1195_ = (l_1193_ * l_1194_);
                    uint64_t l_1196_ = (l_1195_ >> uint(32uL));
                    uint l_564_ = uint(l_1196_);
                    bool l_565_ = (l_563_ < l_561_);
                    uint l_566_ = uint(l_565_);
                    uint l_567_ = (l_564_ + l_566_);
                    uint l_568_ = naga_mod(l_552_, 32u);
                    l_mut_221_ = l_560_;
                    bool l_569_ = (l_568_ > 0u);
                    if (l_569_) {
                        uint l_570_ = (l_560_ >> l_568_);
                        uint l_571_ = (32u - l_568_);
                        uint l_572_ = (l_563_ << l_571_);
                        uint l_573_ = (l_570_ | l_572_);
                        l_mut_221_ = l_573_;
                    }
                    l_mut_207_ = l_563_;
                    bool l_574_ = (l_568_ > 0u);
                    if (l_574_) {
                        uint l_575_ = (l_563_ >> l_568_);
                        uint l_576_ = (32u - l_568_);
                        uint l_577_ = (l_567_ << l_576_);
                        uint l_578_ = (l_575_ | l_577_);
                        l_mut_207_ = l_578_;
                    }
                    uint _e1609 = l_mut_221_;
                    l_mut_189_ = _e1609;
                    uint _e1610 = l_mut_207_;
                    l_mut_221_ = _e1610;
                    bool l_579_ = (l_552_ >= 64u);
                    if (l_579_) {
                        l_mut_189_ = l_567_;
                        l_mut_221_ = 0u;
                    } else {
                        bool l_580_ = (l_552_ >= 32u);
                        if (l_580_) {
                            l_mut_207_ = l_563_;
                            bool l_581_ = (l_568_ > 0u);
                            if (l_581_) {
                                uint l_582_ = (l_563_ >> l_568_);
                                uint l_583_ = (32u - l_568_);
                                uint l_584_ = (l_567_ << l_583_);
                                uint l_585_ = (l_582_ | l_584_);
                                l_mut_207_ = l_585_;
                            }
                            uint l_586_ = (l_567_ >> l_568_);
                            uint _e1624 = l_mut_207_;
                            l_mut_189_ = _e1624;
                            l_mut_221_ = l_586_;
                        }
                    }
                    uint _e1625 = l_mut_189_;
                    l_mut_223_ = _e1625;
                    uint _e1626 = l_mut_221_;
                    l_mut_222_ = _e1626;
                    if (l_554_) {
                        uint _e1628 = l_mut_223_;
                        uint l_587_ = (0u - _e1628);
                        uint _e1631 = l_mut_222_;
                        uint l_588_ = (0u - _e1631);
                        uint _e1634 = l_mut_223_;
                        bool l_589_ = (0u < _e1634);
                        uint l_590_ = uint(l_589_);
                        uint l_591_ = (l_588_ - l_590_);
                        l_mut_223_ = l_587_;
                        l_mut_222_ = l_591_;
                    }
                    uint _e1638 = l_mut_223_;
                    uint l_592_ = (l_502_ - _e1638);
                    uint _e1640 = l_mut_222_;
                    uint l_593_ = (l_506_ - _e1640);
                    uint _e1642 = l_mut_223_;
                    bool l_594_ = (l_502_ < _e1642);
                    uint l_595_ = uint(l_594_);
                    uint l_596_ = (l_593_ - l_595_);
                    uint l_597_ = (l_592_ + l_19_);
                    uint l_598_ = (l_596_ + l_22_);
                    bool l_599_ = (l_597_ < l_592_);
                    uint l_600_ = uint(l_599_);
                    uint l_601_ = (l_598_ + l_600_);
                    uint l_602_ = (0u - l_546_);
                    uint l_603_ = (0u - l_550_);
                    bool l_604_ = (0u < l_546_);
                    uint l_605_ = uint(l_604_);
                    uint l_606_ = (l_603_ - l_605_);
                    uint l_607_ = (l_19_ + l_19_);
                    uint l_608_ = (l_22_ + l_22_);
                    bool l_609_ = (l_607_ < l_19_);
                    uint l_610_ = uint(l_609_);
                    uint l_611_ = (l_608_ + l_610_);
                    l_mut_223_ = l_602_;
                    l_mut_222_ = l_606_;
                    uint l_612_ = (0u - l_602_);
                    uint l_613_ = (0u - l_606_);
                    bool l_614_ = (0u < l_602_);
                    uint l_615_ = uint(l_614_);
                    uint l_616_ = (l_613_ - l_615_);
                    l_mut_221_ = l_612_;
                    l_mut_207_ = l_616_;
                    l_mut_189_ = l_597_;
                    l_mut_188_ = l_601_;
                    l_mut_187_ = 1u;
                    l_mut_102_ = 1u;
                    l_mut_208_ = false;
                    uint _e1675 = l_mut_188_;
                    bool l_617_ = (_e1675 < l_611_);
                    uint _e1677 = l_mut_188_;
                    bool l_618_ = (_e1677 == l_611_);
                    uint _e1679 = l_mut_189_;
                    bool l_619_ = (_e1679 < l_607_);
                    if (l_618_) {
                        local_28 = l_619_;
                    } else {
                        local_28 = false;
                    }
                    bool l_620_ = local_28;
                    if (!(l_617_)) {
                        local_29 = l_620_;
                    } else {
                        local_29 = true;
                    }
                    bool l_621_ = local_29;
                    bool l_622_ = !(l_621_);
                    l_mut_200_ = l_622_;
                    uint l_623_ = (l_602_ | l_606_);
                    bool l_624_ = (l_623_ == 0u);
                    if (l_624_) {
                        bool _e1694 = l_mut_200_;
                        l_mut_208_ = _e1694;
                        l_mut_200_ = false;
                    }
                    l_mut_197_ = false;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        bool _e1697 = l_mut_200_;
                        bool l_625_ = !(_e1697);
                        if (l_625_) {
                            break;
                        }
                        uint _e1699 = l_mut_188_;
                        uint _e1700 = l_mut_222_;
                        bool l_626_ = (_e1699 < _e1700);
                        uint _e1702 = l_mut_188_;
                        uint _e1703 = l_mut_222_;
                        bool l_627_ = (_e1702 == _e1703);
                        uint _e1705 = l_mut_189_;
                        uint _e1706 = l_mut_223_;
                        bool l_628_ = (_e1705 < _e1706);
                        if (l_627_) {
                            local_30 = l_628_;
                        } else {
                            local_30 = false;
                        }
                        bool l_629_ = local_30;
                        if (!(l_626_)) {
                            local_31 = l_629_;
                        } else {
                            local_31 = true;
                        }
                        bool l_630_ = local_31;
                        if (l_630_) {
                            l_mut_96_ = 0u;
                            l_mut_190_ = false;
                            l_mut_190_ = true;
                            uint _e1720 = l_mut_223_;
                            uint _e1721 = l_mut_222_;
                            uint l_631_ = (_e1720 | _e1721);
                            bool l_632_ = (l_631_ == 0u);
                            if (l_632_) {
                                l_mut_96_ = l_406_;
                            } else {
                                bool _e1725 = l_mut_190_;
                                if (_e1725) {
                                    uint _e1726 = l_mut_222_;
                                    uint _e1727 = l_mut_207_;
                                    bool l_633_ = (_e1726 < _e1727);
                                    uint _e1729 = l_mut_222_;
                                    uint _e1730 = l_mut_207_;
                                    bool l_634_ = (_e1729 == _e1730);
                                    uint _e1732 = l_mut_223_;
                                    uint _e1733 = l_mut_221_;
                                    bool l_635_ = (_e1732 < _e1733);
                                    if (l_634_) {
                                        local_32 = l_635_;
                                    } else {
                                        local_32 = false;
                                    }
                                    bool l_636_ = local_32;
                                    if (!(l_633_)) {
                                        local_33 = l_636_;
                                    } else {
                                        local_33 = true;
                                    }
                                    bool l_637_ = local_33;
                                    if (l_637_) {
                                        uint _e1744 = l_mut_221_;
                                        uint l_638_ = (_e1744 - 1u);
                                        uint _e1747 = l_mut_207_;
                                        uint l_639_ = (_e1747 - 0u);
                                        uint _e1750 = l_mut_221_;
                                        bool l_640_ = (_e1750 < 1u);
                                        uint l_641_ = uint(l_640_);
                                        uint l_642_ = (l_639_ - l_641_);
                                        l_mut_90_ = l_638_;
                                        l_mut_75_ = l_642_;
                                        l_mut_40_ = 0u;
                                        l_mut_643_ = 0u;
                                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                            if (!loop_init_3) {
                                                uint _e1843 = l_mut_643_;
                                                l_mut_643_ = (_e1843 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e1758 = l_mut_643_;
                                            if ((_e1758 < 16u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e1762 = l_mut_643_;
                                                uint l_644_ = (15u - _e1762);
                                                uint _e1764 = l_mut_90_;
                                                l_mut_645_ = _e1764;
                                                uint _e1765 = l_mut_75_;
                                                l_mut_646_ = _e1765;
                                                bool l_647_ = (l_644_ >= 32u);
                                                if (l_647_) {
                                                    uint l_648_ = (l_644_ & 31u);
                                                    uint _e1770 = l_mut_75_;
                                                    uint l_649_ = (_e1770 >> l_648_);
                                                    l_mut_645_ = l_649_;
                                                    l_mut_646_ = 0u;
                                                } else {
                                                    bool l_650_ = (l_644_ > 0u);
                                                    if (l_650_) {
                                                        uint _e1775 = l_mut_90_;
                                                        l_mut_651_ = _e1775;
                                                        bool l_652_ = (l_644_ > 0u);
                                                        if (l_652_) {
                                                            uint _e1778 = l_mut_90_;
                                                            uint l_653_ = (_e1778 >> l_644_);
                                                            uint l_654_ = (32u - l_644_);
                                                            uint _e1782 = l_mut_75_;
                                                            uint l_655_ = (_e1782 << l_654_);
                                                            uint l_656_ = (l_653_ | l_655_);
                                                            l_mut_651_ = l_656_;
                                                        }
                                                        uint _e1785 = l_mut_75_;
                                                        uint l_657_ = (_e1785 >> l_644_);
                                                        uint _e1787 = l_mut_651_;
                                                        l_mut_645_ = _e1787;
                                                        l_mut_646_ = l_657_;
                                                    }
                                                }
                                                uint _e1788 = l_mut_646_;
                                                uint _e1789 = l_mut_222_;
                                                bool l_658_ = (_e1788 < _e1789);
                                                uint _e1791 = l_mut_646_;
                                                uint _e1792 = l_mut_222_;
                                                bool l_659_ = (_e1791 == _e1792);
                                                uint _e1794 = l_mut_645_;
                                                uint _e1795 = l_mut_223_;
                                                bool l_660_ = (_e1794 < _e1795);
                                                if (l_659_) {
                                                    local_34 = l_660_;
                                                } else {
                                                    local_34 = false;
                                                }
                                                bool l_661_ = local_34;
                                                if (!(l_658_)) {
                                                    local_35 = l_661_;
                                                } else {
                                                    local_35 = true;
                                                }
                                                bool l_662_ = local_35;
                                                bool l_663_ = !(l_662_);
                                                if (l_663_) {
                                                    uint _e1807 = l_mut_223_;
                                                    l_mut_651_ = _e1807;
                                                    uint _e1808 = l_mut_222_;
                                                    l_mut_646_ = _e1808;
                                                    bool l_664_ = (l_644_ >= 32u);
                                                    if (l_664_) {
                                                        uint l_665_ = (l_644_ & 31u);
                                                        uint _e1813 = l_mut_223_;
                                                        uint l_666_ = (_e1813 << l_665_);
                                                        l_mut_651_ = 0u;
                                                        l_mut_646_ = l_666_;
                                                    } else {
                                                        bool l_667_ = (l_644_ > 0u);
                                                        if (l_667_) {
                                                            uint _e1818 = l_mut_223_;
                                                            uint l_668_ = (_e1818 << l_644_);
                                                            uint _e1820 = l_mut_222_;
                                                            uint l_669_ = (_e1820 << l_644_);
                                                            uint l_670_ = (32u - l_644_);
                                                            uint _e1824 = l_mut_223_;
                                                            uint l_671_ = (_e1824 >> l_670_);
                                                            uint l_672_ = (l_669_ | l_671_);
                                                            l_mut_651_ = l_668_;
                                                            l_mut_646_ = l_672_;
                                                        }
                                                    }
                                                    uint _e1827 = l_mut_90_;
                                                    uint _e1828 = l_mut_651_;
                                                    uint l_673_ = (_e1827 - _e1828);
                                                    uint _e1830 = l_mut_75_;
                                                    uint _e1831 = l_mut_646_;
                                                    uint l_674_ = (_e1830 - _e1831);
                                                    uint _e1833 = l_mut_90_;
                                                    uint _e1834 = l_mut_651_;
                                                    bool l_675_ = (_e1833 < _e1834);
                                                    uint l_676_ = uint(l_675_);
                                                    uint l_677_ = (l_674_ - l_676_);
                                                    l_mut_90_ = l_673_;
                                                    l_mut_75_ = l_677_;
                                                    uint l_678_ = (1u << l_644_);
                                                    uint _e1840 = l_mut_40_;
                                                    l_mut_40_ = (_e1840 | l_678_);
                                                }
                                            }
                                        }
                                        uint _e1845 = l_mut_40_;
                                        uint l_679_ = min(_e1845, l_406_);
                                        l_mut_651_ = l_679_;
                                        uint _e1847 = l_mut_75_;
                                        uint _e1848 = l_mut_222_;
                                        bool l_680_ = (_e1847 < _e1848);
                                        uint _e1850 = l_mut_75_;
                                        uint _e1851 = l_mut_222_;
                                        bool l_681_ = (_e1850 == _e1851);
                                        uint _e1853 = l_mut_90_;
                                        uint _e1854 = l_mut_223_;
                                        bool l_682_ = (_e1853 < _e1854);
                                        if (l_681_) {
                                            local_36 = l_682_;
                                        } else {
                                            local_36 = false;
                                        }
                                        bool l_683_ = local_36;
                                        if (!(l_680_)) {
                                            local_37 = l_683_;
                                        } else {
                                            local_37 = true;
                                        }
                                        bool l_684_ = local_37;
                                        bool l_685_ = !(l_684_);
                                        if (l_685_) {
                                            l_mut_651_ = l_406_;
                                        }
                                        uint _e1866 = l_mut_651_;
                                        l_mut_96_ = _e1866;
                                    }
                                } else {
                                    uint _e1867 = l_mut_221_;
                                    l_mut_651_ = _e1867;
                                    uint _e1868 = l_mut_207_;
                                    l_mut_646_ = _e1868;
                                    uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                        loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                        uint _e1869 = l_mut_222_;
                                        uint _e1870 = l_mut_646_;
                                        bool l_686_ = (_e1869 < _e1870);
                                        uint _e1872 = l_mut_222_;
                                        uint _e1873 = l_mut_646_;
                                        bool l_687_ = (_e1872 == _e1873);
                                        uint _e1875 = l_mut_223_;
                                        uint _e1876 = l_mut_651_;
                                        bool l_688_ = (_e1875 < _e1876);
                                        if (l_687_) {
                                            local_38 = l_688_;
                                        } else {
                                            local_38 = false;
                                        }
                                        bool l_689_ = local_38;
                                        if (!(l_686_)) {
                                            local_39 = l_689_;
                                        } else {
                                            local_39 = true;
                                        }
                                        bool l_690_ = local_39;
                                        uint _e1887 = l_mut_96_;
                                        uint _e1888 = l_mut_102_;
                                        uint l_691_ = (_e1887 * _e1888);
                                        uint _e1890 = l_mut_187_;
                                        uint l_692_ = (_e1890 + l_691_);
                                        uint _e1892 = l_mut_102_;
                                        uint l_693_ = (l_692_ + _e1892);
                                        bool l_694_ = (l_693_ < l_406_);
                                        if (l_690_) {
                                            local_40 = l_694_;
                                        } else {
                                            local_40 = false;
                                        }
                                        bool l_695_ = local_40;
                                        bool l_696_ = !(l_695_);
                                        if (l_696_) {
                                            break;
                                        }
                                        uint _e1900 = l_mut_651_;
                                        uint _e1901 = l_mut_223_;
                                        uint l_697_ = (_e1900 - _e1901);
                                        uint _e1903 = l_mut_646_;
                                        uint _e1904 = l_mut_222_;
                                        uint l_698_ = (_e1903 - _e1904);
                                        uint _e1906 = l_mut_651_;
                                        uint _e1907 = l_mut_223_;
                                        bool l_699_ = (_e1906 < _e1907);
                                        uint l_700_ = uint(l_699_);
                                        uint l_701_ = (l_698_ - l_700_);
                                        l_mut_651_ = l_697_;
                                        l_mut_646_ = l_701_;
                                        uint _e1911 = l_mut_96_;
                                        l_mut_96_ = (_e1911 + 1u);
                                    }
                                }
                            }
                            uint _e1914 = l_mut_96_;
                            uint _e1915 = l_mut_102_;
                            uint l_702_ = (_e1914 * _e1915);
                            uint _e1917 = l_mut_187_;
                            uint l_703_ = (_e1917 + l_702_);
                            uint _e1919 = l_mut_102_;
                            uint l_704_ = (l_703_ + _e1919);
                            bool l_705_ = (l_704_ >= l_406_);
                            if (l_705_) {
                                l_mut_208_ = true;
                                l_mut_200_ = false;
                            } else {
                                uint _e1924 = l_mut_223_;
                                uint _e1925 = l_mut_96_;
                                uint l_706_ = (_e1924 * _e1925);
                                uint _e1927 = l_mut_223_;
                                uint64_t l_1198_ = uint64_t(_e1927);
                                uint _e1929 = l_mut_96_;
                                uint64_t l_1199_ = uint64_t(_e1929);
                                uint64_t l_1200_ = (l_1198_ * l_1199_);
                                uint64_t l_1201_ = (l_1200_ >> uint(32uL));
                                uint l_707_ = uint(l_1201_);
                                uint _e1938 = l_mut_222_;
                                uint _e1939 = l_mut_96_;
                                uint l_708_ = (_e1938 * _e1939);
                                uint l_709_ = (l_707_ + l_708_);
                                uint _e1942 = l_mut_221_;
                                uint l_710_ = (_e1942 - l_706_);
                                uint _e1944 = l_mut_207_;
                                uint l_711_ = (_e1944 - l_709_);
                                uint _e1946 = l_mut_221_;
                                bool l_712_ = (_e1946 < l_706_);
                                uint l_713_ = uint(l_712_);
                                uint l_714_ = (l_711_ - l_713_);
                                l_mut_221_ = l_710_;
                                l_mut_207_ = l_714_;
                                uint _e1950 = l_mut_96_;
                                uint _e1951 = l_mut_102_;
                                uint l_715_ = (_e1950 * _e1951);
                                uint _e1953 = l_mut_187_;
                                l_mut_187_ = (_e1953 + l_715_);
                                uint _e1955 = l_mut_223_;
                                uint _e1956 = l_mut_221_;
                                uint l_716_ = (_e1955 - _e1956);
                                uint _e1958 = l_mut_222_;
                                uint _e1959 = l_mut_207_;
                                uint l_717_ = (_e1958 - _e1959);
                                uint _e1961 = l_mut_223_;
                                uint _e1962 = l_mut_221_;
                                bool l_718_ = (_e1961 < _e1962);
                                uint l_719_ = uint(l_718_);
                                uint l_720_ = (l_717_ - l_719_);
                                l_mut_223_ = l_716_;
                                l_mut_222_ = l_720_;
                                uint _e1966 = l_mut_102_;
                                uint _e1967 = l_mut_187_;
                                l_mut_102_ = (_e1966 + _e1967);
                            }
                        } else {
                            uint _e1969 = l_mut_189_;
                            uint _e1970 = l_mut_223_;
                            uint l_721_ = (_e1969 - _e1970);
                            uint _e1972 = l_mut_188_;
                            uint _e1973 = l_mut_222_;
                            uint l_722_ = (_e1972 - _e1973);
                            uint _e1975 = l_mut_189_;
                            uint _e1976 = l_mut_223_;
                            bool l_723_ = (_e1975 < _e1976);
                            uint l_724_ = uint(l_723_);
                            uint l_725_ = (l_722_ - l_724_);
                            l_mut_189_ = l_721_;
                            l_mut_188_ = l_725_;
                            uint _e1980 = l_mut_188_;
                            bool l_726_ = (_e1980 < l_611_);
                            uint _e1982 = l_mut_188_;
                            bool l_727_ = (_e1982 == l_611_);
                            uint _e1984 = l_mut_189_;
                            bool l_728_ = (_e1984 < l_607_);
                            if (l_727_) {
                                local_41 = l_728_;
                            } else {
                                local_41 = false;
                            }
                            bool l_729_ = local_41;
                            if (!(l_726_)) {
                                local_42 = l_729_;
                            } else {
                                local_42 = true;
                            }
                            bool l_730_ = local_42;
                            if (l_730_) {
                                l_mut_200_ = false;
                            } else {
                                l_mut_651_ = 0u;
                                l_mut_190_ = false;
                                l_mut_190_ = true;
                                uint _e1999 = l_mut_221_;
                                uint _e2000 = l_mut_207_;
                                uint l_731_ = (_e1999 | _e2000);
                                bool l_732_ = (l_731_ == 0u);
                                if (l_732_) {
                                    l_mut_651_ = l_406_;
                                } else {
                                    bool _e2004 = l_mut_190_;
                                    if (_e2004) {
                                        uint _e2005 = l_mut_207_;
                                        uint _e2006 = l_mut_222_;
                                        bool l_733_ = (_e2005 < _e2006);
                                        uint _e2008 = l_mut_207_;
                                        uint _e2009 = l_mut_222_;
                                        bool l_734_ = (_e2008 == _e2009);
                                        uint _e2011 = l_mut_221_;
                                        uint _e2012 = l_mut_223_;
                                        bool l_735_ = (_e2011 < _e2012);
                                        if (l_734_) {
                                            local_43 = l_735_;
                                        } else {
                                            local_43 = false;
                                        }
                                        bool l_736_ = local_43;
                                        if (!(l_733_)) {
                                            local_44 = l_736_;
                                        } else {
                                            local_44 = true;
                                        }
                                        bool l_737_ = local_44;
                                        if (l_737_) {
                                            uint _e2023 = l_mut_223_;
                                            uint l_738_ = (_e2023 - 1u);
                                            uint _e2026 = l_mut_222_;
                                            uint l_739_ = (_e2026 - 0u);
                                            uint _e2029 = l_mut_223_;
                                            bool l_740_ = (_e2029 < 1u);
                                            uint l_741_ = uint(l_740_);
                                            uint l_742_ = (l_739_ - l_741_);
                                            l_mut_646_ = l_738_;
                                            l_mut_645_ = l_742_;
                                            l_mut_96_ = 0u;
                                            l_mut_743_ = 0u;
                                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_4 = true;
                                            while(true) {
                                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                                if (!loop_init_4) {
                                                    uint _e2122 = l_mut_743_;
                                                    l_mut_743_ = (_e2122 + 1u);
                                                }
                                                loop_init_4 = false;
                                                uint _e2037 = l_mut_743_;
                                                if ((_e2037 < 16u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e2041 = l_mut_743_;
                                                    uint l_744_ = (15u - _e2041);
                                                    uint _e2043 = l_mut_646_;
                                                    l_mut_90_ = _e2043;
                                                    uint _e2044 = l_mut_645_;
                                                    l_mut_75_ = _e2044;
                                                    bool l_745_ = (l_744_ >= 32u);
                                                    if (l_745_) {
                                                        uint l_746_ = (l_744_ & 31u);
                                                        uint _e2049 = l_mut_645_;
                                                        uint l_747_ = (_e2049 >> l_746_);
                                                        l_mut_90_ = l_747_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_748_ = (l_744_ > 0u);
                                                        if (l_748_) {
                                                            uint _e2054 = l_mut_646_;
                                                            l_mut_40_ = _e2054;
                                                            bool l_749_ = (l_744_ > 0u);
                                                            if (l_749_) {
                                                                uint _e2057 = l_mut_646_;
                                                                uint l_750_ = (_e2057 >> l_744_);
                                                                uint l_751_ = (32u - l_744_);
                                                                uint _e2061 = l_mut_645_;
                                                                uint l_752_ = (_e2061 << l_751_);
                                                                uint l_753_ = (l_750_ | l_752_);
                                                                l_mut_40_ = l_753_;
                                                            }
                                                            uint _e2064 = l_mut_645_;
                                                            uint l_754_ = (_e2064 >> l_744_);
                                                            uint _e2066 = l_mut_40_;
                                                            l_mut_90_ = _e2066;
                                                            l_mut_75_ = l_754_;
                                                        }
                                                    }
                                                    uint _e2067 = l_mut_75_;
                                                    uint _e2068 = l_mut_207_;
                                                    bool l_755_ = (_e2067 < _e2068);
                                                    uint _e2070 = l_mut_75_;
                                                    uint _e2071 = l_mut_207_;
                                                    bool l_756_ = (_e2070 == _e2071);
                                                    uint _e2073 = l_mut_90_;
                                                    uint _e2074 = l_mut_221_;
                                                    bool l_757_ = (_e2073 < _e2074);
                                                    if (l_756_) {
                                                        local_45 = l_757_;
                                                    } else {
                                                        local_45 = false;
                                                    }
                                                    bool l_758_ = local_45;
                                                    if (!(l_755_)) {
                                                        local_46 = l_758_;
                                                    } else {
                                                        local_46 = true;
                                                    }
                                                    bool l_759_ = local_46;
                                                    bool l_760_ = !(l_759_);
                                                    if (l_760_) {
                                                        uint _e2086 = l_mut_221_;
                                                        l_mut_90_ = _e2086;
                                                        uint _e2087 = l_mut_207_;
                                                        l_mut_75_ = _e2087;
                                                        bool l_761_ = (l_744_ >= 32u);
                                                        if (l_761_) {
                                                            uint l_762_ = (l_744_ & 31u);
                                                            uint _e2092 = l_mut_221_;
                                                            uint l_763_ = (_e2092 << l_762_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_763_;
                                                        } else {
                                                            bool l_764_ = (l_744_ > 0u);
                                                            if (l_764_) {
                                                                uint _e2097 = l_mut_221_;
                                                                uint l_765_ = (_e2097 << l_744_);
                                                                uint _e2099 = l_mut_207_;
                                                                uint l_766_ = (_e2099 << l_744_);
                                                                uint l_767_ = (32u - l_744_);
                                                                uint _e2103 = l_mut_221_;
                                                                uint l_768_ = (_e2103 >> l_767_);
                                                                uint l_769_ = (l_766_ | l_768_);
                                                                l_mut_90_ = l_765_;
                                                                l_mut_75_ = l_769_;
                                                            }
                                                        }
                                                        uint _e2106 = l_mut_646_;
                                                        uint _e2107 = l_mut_90_;
                                                        uint l_770_ = (_e2106 - _e2107);
                                                        uint _e2109 = l_mut_645_;
                                                        uint _e2110 = l_mut_75_;
                                                        uint l_771_ = (_e2109 - _e2110);
                                                        uint _e2112 = l_mut_646_;
                                                        uint _e2113 = l_mut_90_;
                                                        bool l_772_ = (_e2112 < _e2113);
                                                        uint l_773_ = uint(l_772_);
                                                        uint l_774_ = (l_771_ - l_773_);
                                                        l_mut_646_ = l_770_;
                                                        l_mut_645_ = l_774_;
                                                        uint l_775_ = (1u << l_744_);
                                                        uint _e2119 = l_mut_96_;
                                                        l_mut_96_ = (_e2119 | l_775_);
                                                    }
                                                }
                                            }
                                            uint _e2124 = l_mut_96_;
                                            uint l_776_ = min(_e2124, l_406_);
                                            l_mut_96_ = l_776_;
                                            uint _e2126 = l_mut_645_;
                                            uint _e2127 = l_mut_207_;
                                            bool l_777_ = (_e2126 < _e2127);
                                            uint _e2129 = l_mut_645_;
                                            uint _e2130 = l_mut_207_;
                                            bool l_778_ = (_e2129 == _e2130);
                                            uint _e2132 = l_mut_646_;
                                            uint _e2133 = l_mut_221_;
                                            bool l_779_ = (_e2132 < _e2133);
                                            if (l_778_) {
                                                local_47 = l_779_;
                                            } else {
                                                local_47 = false;
                                            }
                                            bool l_780_ = local_47;
                                            if (!(l_777_)) {
                                                local_48 = l_780_;
                                            } else {
                                                local_48 = true;
                                            }
                                            bool l_781_ = local_48;
                                            bool l_782_ = !(l_781_);
                                            if (l_782_) {
                                                l_mut_96_ = l_406_;
                                            }
                                            uint _e2145 = l_mut_96_;
                                            l_mut_651_ = _e2145;
                                        }
                                    } else {
                                        uint _e2146 = l_mut_223_;
                                        l_mut_646_ = _e2146;
                                        uint _e2147 = l_mut_222_;
                                        l_mut_645_ = _e2147;
                                        uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                            loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                            uint _e2148 = l_mut_207_;
                                            uint _e2149 = l_mut_645_;
                                            bool l_783_ = (_e2148 < _e2149);
                                            uint _e2151 = l_mut_207_;
                                            uint _e2152 = l_mut_645_;
                                            bool l_784_ = (_e2151 == _e2152);
                                            uint _e2154 = l_mut_221_;
                                            uint _e2155 = l_mut_646_;
                                            bool l_785_ = (_e2154 < _e2155);
                                            if (l_784_) {
                                                local_49 = l_785_;
                                            } else {
                                                local_49 = false;
                                            }
                                            bool l_786_ = local_49;
                                            if (!(l_783_)) {
                                                local_50 = l_786_;
                                            } else {
                                                local_50 = true;
                                            }
                                            bool l_787_ = local_50;
                                            uint _e2166 = l_mut_651_;
                                            uint _e2167 = l_mut_187_;
                                            uint l_788_ = (_e2166 * _e2167);
                                            uint _e2169 = l_mut_102_;
                                            uint l_789_ = (_e2169 + l_788_);
                                            uint _e2171 = l_mut_187_;
                                            uint l_790_ = (l_789_ + _e2171);
                                            bool l_791_ = (l_790_ < l_406_);
                                            if (l_787_) {
                                                local_51 = l_791_;
                                            } else {
                                                local_51 = false;
                                            }
                                            bool l_792_ = local_51;
                                            bool l_793_ = !(l_792_);
                                            if (l_793_) {
                                                break;
                                            }
                                            uint _e2179 = l_mut_646_;
                                            uint _e2180 = l_mut_221_;
                                            uint l_794_ = (_e2179 - _e2180);
                                            uint _e2182 = l_mut_645_;
                                            uint _e2183 = l_mut_207_;
                                            uint l_795_ = (_e2182 - _e2183);
                                            uint _e2185 = l_mut_646_;
                                            uint _e2186 = l_mut_221_;
                                            bool l_796_ = (_e2185 < _e2186);
                                            uint l_797_ = uint(l_796_);
                                            uint l_798_ = (l_795_ - l_797_);
                                            l_mut_646_ = l_794_;
                                            l_mut_645_ = l_798_;
                                            uint _e2190 = l_mut_651_;
                                            l_mut_651_ = (_e2190 + 1u);
                                        }
                                    }
                                }
                                uint _e2193 = l_mut_187_;
                                uint _e2194 = l_mut_102_;
                                uint l_799_ = (_e2193 + _e2194);
                                uint _e2196 = l_mut_651_;
                                uint _e2197 = l_mut_187_;
                                uint l_800_ = (_e2196 * _e2197);
                                uint l_801_ = (l_799_ + l_800_);
                                bool l_802_ = (l_801_ >= l_406_);
                                if (l_802_) {
                                    l_mut_208_ = true;
                                    l_mut_200_ = false;
                                } else {
                                    uint _e2203 = l_mut_221_;
                                    uint _e2204 = l_mut_651_;
                                    uint l_803_ = (_e2203 * _e2204);
                                    uint _e2206 = l_mut_221_;
                                    uint64_t l_1203_ = uint64_t(_e2206);
                                    uint _e2208 = l_mut_651_;
                                    uint64_t l_1204_ = uint64_t(_e2208);
                                    uint64_t l_1205_ = (l_1203_ * l_1204_);
                                    uint64_t l_1206_ = (l_1205_ >> uint(32uL));
                                    uint l_804_ = uint(l_1206_);
                                    uint _e2217 = l_mut_207_;
                                    uint _e2218 = l_mut_651_;
                                    uint l_805_ = (_e2217 * _e2218);
                                    uint l_806_ = (l_804_ + l_805_);
                                    uint _e2221 = l_mut_223_;
                                    uint l_807_ = (_e2221 - l_803_);
                                    uint _e2223 = l_mut_222_;
                                    uint l_808_ = (_e2223 - l_806_);
                                    uint _e2225 = l_mut_223_;
                                    bool l_809_ = (_e2225 < l_803_);
                                    uint l_810_ = uint(l_809_);
                                    uint l_811_ = (l_808_ - l_810_);
                                    l_mut_223_ = l_807_;
                                    l_mut_222_ = l_811_;
                                    uint _e2229 = l_mut_651_;
                                    uint _e2230 = l_mut_187_;
                                    uint l_812_ = (_e2229 * _e2230);
                                    uint _e2232 = l_mut_102_;
                                    l_mut_102_ = (_e2232 + l_812_);
                                    uint _e2234 = l_mut_221_;
                                    uint _e2235 = l_mut_223_;
                                    uint l_813_ = (_e2234 - _e2235);
                                    uint _e2237 = l_mut_207_;
                                    uint _e2238 = l_mut_222_;
                                    uint l_814_ = (_e2237 - _e2238);
                                    uint _e2240 = l_mut_221_;
                                    uint _e2241 = l_mut_223_;
                                    bool l_815_ = (_e2240 < _e2241);
                                    uint l_816_ = uint(l_815_);
                                    uint l_817_ = (l_814_ - l_816_);
                                    l_mut_221_ = l_813_;
                                    l_mut_207_ = l_817_;
                                    uint _e2245 = l_mut_187_;
                                    uint _e2246 = l_mut_102_;
                                    l_mut_187_ = (_e2245 + _e2246);
                                }
                            }
                        }
                    }
                    bool _e2248 = l_mut_208_;
                    bool l_818_ = !(_e2248);
                    if (l_405_) {
                        local_52 = l_818_;
                    } else {
                        local_52 = false;
                    }
                    bool l_819_ = local_52;
                    if (l_819_) {
                        uint _e2255 = l_mut_403_;
                        uint l_820_ = (1u << _e2255);
                        uint _e2257 = l_mut_232_;
                        l_mut_232_ = (_e2257 | l_820_);
                        uint _e2259 = l_mut_227_;
                        l_mut_227_ = (_e2259 + 1u);
                        uint l_821_ = (l_404_ + l_402_);
                        uint l_822_ = min(l_821_, l_56_);
                        l_mut_651_ = 0u;
                        l_mut_823_ = l_404_;
                        uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                        bool loop_init_5 = true;
                        while(true) {
                            if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                            loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                            if (!loop_init_5) {
                                uint _e2425 = l_mut_823_;
                                l_mut_823_ = (_e2425 + 1u);
                            }
                            loop_init_5 = false;
                            uint _e2266 = l_mut_823_;
                            if ((_e2266 < l_822_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2268 = l_mut_823_;
                                uint l_824_ = (l_59_ * _e2268);
                                uint64_t l_1208_ = uint64_t(l_59_);
                                uint _e2271 = l_mut_823_;
                                uint64_t l_1209_ = uint64_t(_e2271);
                                uint64_t l_1210_ = (l_1208_ * l_1209_);
                                uint64_t l_1211_ = (l_1210_ >> uint(32uL));
                                uint l_825_ = uint(l_1211_);
                                uint _e2280 = l_mut_823_;
                                uint l_826_ = (l_62_ * _e2280);
                                uint l_827_ = (l_825_ + l_826_);
                                uint l_828_ = (l_64_ + l_824_);
                                uint l_829_ = (l_67_ + l_827_);
                                bool l_830_ = (l_828_ < l_64_);
                                uint l_831_ = uint(l_830_);
                                uint l_832_ = (l_829_ + l_831_);
                                uint _e2288 = l_mut_823_;
                                uint _e2289 = l_mut_823_;
                                uint l_833_ = (_e2288 * _e2289);
                                uint l_834_ = (l_72_ >> 31u);
                                bool l_835_ = (l_834_ == 1u);
                                l_mut_646_ = l_69_;
                                l_mut_645_ = l_72_;
                                if (l_835_) {
                                    uint l_836_ = (0u - l_69_);
                                    uint l_837_ = (0u - l_72_);
                                    bool l_838_ = (0u < l_69_);
                                    uint l_839_ = uint(l_838_);
                                    uint l_840_ = (l_837_ - l_839_);
                                    l_mut_646_ = l_836_;
                                    l_mut_645_ = l_840_;
                                }
                                uint _e2303 = l_mut_646_;
                                uint l_841_ = (_e2303 * l_833_);
                                uint _e2305 = l_mut_645_;
                                uint l_842_ = (_e2305 * l_833_);
                                uint _e2307 = l_mut_646_;
                                uint64_t l_1213_ = uint64_t(_e2307);
                                uint64_t l_1214_ = uint64_t(l_833_);
                                uint64_t l_1215_ = (l_1213_ * l_1214_);
                                uint64_t l_1216_ = (l_1215_ >> uint(32uL));
                                uint l_843_ = uint(l_1216_);
                                uint l_844_ = (l_843_ + l_842_);
                                uint _e2318 = l_mut_645_;
                                uint64_t l_1218_ = uint64_t(_e2318);
                                uint64_t l_1219_ = uint64_t(l_833_);
                                uint64_t l_1220_ = (l_1218_ * l_1219_);
                                uint64_t l_1221_ = (l_1220_ >> uint(32uL));
                                uint l_845_ = uint(l_1221_);
                                bool l_846_ = (l_844_ < l_842_);
                                uint l_847_ = uint(l_846_);
                                uint l_848_ = (l_845_ + l_847_);
                                uint l_849_ = naga_mod(l_9_, 32u);
                                l_mut_223_ = l_841_;
                                bool l_850_ = (l_849_ > 0u);
                                if (l_850_) {
                                    uint l_851_ = (l_841_ >> l_849_);
                                    uint l_852_ = (32u - l_849_);
                                    uint l_853_ = (l_844_ << l_852_);
                                    uint l_854_ = (l_851_ | l_853_);
                                    l_mut_223_ = l_854_;
                                }
                                l_mut_222_ = l_844_;
                                bool l_855_ = (l_849_ > 0u);
                                if (l_855_) {
                                    uint l_856_ = (l_844_ >> l_849_);
                                    uint l_857_ = (32u - l_849_);
                                    uint l_858_ = (l_848_ << l_857_);
                                    uint l_859_ = (l_856_ | l_858_);
                                    l_mut_222_ = l_859_;
                                }
                                uint _e2347 = l_mut_223_;
                                l_mut_221_ = _e2347;
                                uint _e2348 = l_mut_222_;
                                l_mut_223_ = _e2348;
                                bool l_860_ = (l_9_ >= 64u);
                                if (l_860_) {
                                    l_mut_221_ = l_848_;
                                    l_mut_223_ = 0u;
                                } else {
                                    bool l_861_ = (l_9_ >= 32u);
                                    if (l_861_) {
                                        l_mut_222_ = l_844_;
                                        bool l_862_ = (l_849_ > 0u);
                                        if (l_862_) {
                                            uint l_863_ = (l_844_ >> l_849_);
                                            uint l_864_ = (32u - l_849_);
                                            uint l_865_ = (l_848_ << l_864_);
                                            uint l_866_ = (l_863_ | l_865_);
                                            l_mut_222_ = l_866_;
                                        }
                                        uint l_867_ = (l_848_ >> l_849_);
                                        uint _e2362 = l_mut_222_;
                                        l_mut_221_ = _e2362;
                                        l_mut_223_ = l_867_;
                                    }
                                }
                                uint _e2363 = l_mut_221_;
                                l_mut_646_ = _e2363;
                                uint _e2364 = l_mut_223_;
                                l_mut_645_ = _e2364;
                                if (l_835_) {
                                    uint _e2366 = l_mut_646_;
                                    uint l_868_ = (0u - _e2366);
                                    uint _e2369 = l_mut_645_;
                                    uint l_869_ = (0u - _e2369);
                                    uint _e2372 = l_mut_646_;
                                    bool l_870_ = (0u < _e2372);
                                    uint l_871_ = uint(l_870_);
                                    uint l_872_ = (l_869_ - l_871_);
                                    l_mut_646_ = l_868_;
                                    l_mut_645_ = l_872_;
                                }
                                uint _e2376 = l_mut_646_;
                                uint l_873_ = (l_828_ + _e2376);
                                uint _e2378 = l_mut_645_;
                                uint l_874_ = (l_832_ + _e2378);
                                bool l_875_ = (l_873_ < l_828_);
                                uint l_876_ = uint(l_875_);
                                uint l_877_ = (l_874_ + l_876_);
                                uint l_878_ = (0u - l_873_);
                                uint l_879_ = (0u - l_877_);
                                bool l_880_ = (0u < l_873_);
                                uint l_881_ = uint(l_880_);
                                uint l_882_ = (l_879_ - l_881_);
                                l_mut_646_ = l_878_;
                                l_mut_645_ = l_882_;
                                uint _e2391 = l_mut_645_;
                                bool l_883_ = (l_877_ < _e2391);
                                uint _e2393 = l_mut_645_;
                                bool l_884_ = (l_877_ == _e2393);
                                uint _e2395 = l_mut_646_;
                                bool l_885_ = (l_873_ < _e2395);
                                if (l_884_) {
                                    local_53 = l_885_;
                                } else {
                                    local_53 = false;
                                }
                                bool l_886_ = local_53;
                                if (!(l_883_)) {
                                    local_54 = l_886_;
                                } else {
                                    local_54 = true;
                                }
                                bool l_887_ = local_54;
                                if (l_887_) {
                                    l_mut_646_ = l_873_;
                                    l_mut_645_ = l_877_;
                                }
                                uint _e2406 = l_mut_645_;
                                bool l_888_ = (_e2406 < l_27_);
                                uint _e2408 = l_mut_645_;
                                bool l_889_ = (_e2408 == l_27_);
                                uint _e2410 = l_mut_646_;
                                bool l_890_ = (_e2410 < l_24_);
                                if (l_889_) {
                                    local_55 = l_890_;
                                } else {
                                    local_55 = false;
                                }
                                bool l_891_ = local_55;
                                if (!(l_888_)) {
                                    local_56 = l_891_;
                                } else {
                                    local_56 = true;
                                }
                                bool l_892_ = local_56;
                                uint l_893_ = uint(l_892_);
                                uint _e2422 = l_mut_651_;
                                l_mut_651_ = (_e2422 + l_893_);
                            }
                        }
                        uint _e2427 = l_mut_226_;
                        uint _e2428 = l_mut_651_;
                        l_mut_226_ = (_e2427 + _e2428);
                    }
                }
            }
            uint _e2433 = l_mut_227_;
            bool l_894_ = (_e2433 > 0u);
            if (l_894_) {
                uint l_1223_ = asuint(info.Load(20+0));
                uint l_1224_ = (l_1223_ * 1u);
                uint l_1225_ = (l_1224_ - 1u);
                uint l_1226_ = min(1u, l_1225_);
                uint _e2448 = l_mut_227_;
                uint _e2449; buffer_5_global.InterlockedAdd(l_1226_*4, _e2448, _e2449);
            }
            uint _e2450 = l_mut_226_;
            bool l_897_ = (_e2450 > 0u);
            if (l_897_) {
                uint l_1228_ = asuint(info.Load(20+0));
                uint l_1229_ = (l_1228_ * 1u);
                uint l_1230_ = (l_1229_ - 1u);
                uint l_1231_ = min(2u, l_1230_);
                uint _e2465 = l_mut_226_;
                uint _e2466; buffer_5_global.InterlockedAdd(l_1231_*4, _e2465, _e2466);
                l_mut_651_ = _e2466;
                uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                bool loop_init_6 = true;
                while(true) {
                    if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                    loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                    if (!loop_init_6) {
                        uint _e2679 = l_mut_900_;
                        l_mut_900_ = (_e2679 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e2469 = l_mut_900_;
                    if ((_e2469 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2472 = l_mut_232_;
                        uint _e2473 = l_mut_900_;
                        uint l_901_ = (_e2472 >> _e2473);
                        uint l_902_ = (l_901_ & 1u);
                        bool l_903_ = (l_902_ == 1u);
                        if (l_903_) {
                            uint _e2479 = l_mut_900_;
                            uint l_904_ = (_e2479 * l_402_);
                            uint l_905_ = (l_904_ + l_402_);
                            uint l_906_ = min(l_905_, l_56_);
                            uint _e2483 = l_mut_651_;
                            l_mut_646_ = _e2483;
                            l_mut_907_ = l_904_;
                            uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                            bool loop_init_7 = true;
                            while(true) {
                                if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                if (!loop_init_7) {
                                    uint _e2675 = l_mut_907_;
                                    l_mut_907_ = (_e2675 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e2485 = l_mut_907_;
                                if ((_e2485 < l_906_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2487 = l_mut_907_;
                                    uint l_908_ = (l_59_ * _e2487);
                                    uint64_t l_1233_ = uint64_t(l_59_);
                                    uint _e2490 = l_mut_907_;
                                    uint64_t l_1234_ = uint64_t(_e2490);
                                    uint64_t l_1235_ = (l_1233_ * l_1234_);
                                    uint64_t l_1236_ = (l_1235_ >> uint(32uL));
                                    uint l_909_ = uint(l_1236_);
                                    uint _e2499 = l_mut_907_;
                                    uint l_910_ = (l_62_ * _e2499);
                                    uint l_911_ = (l_909_ + l_910_);
                                    uint l_912_ = (l_64_ + l_908_);
                                    uint l_913_ = (l_67_ + l_911_);
                                    bool l_914_ = (l_912_ < l_64_);
                                    uint l_915_ = uint(l_914_);
                                    uint l_916_ = (l_913_ + l_915_);
                                    uint _e2507 = l_mut_907_;
                                    uint _e2508 = l_mut_907_;
                                    uint l_917_ = (_e2507 * _e2508);
                                    uint l_918_ = (l_72_ >> 31u);
                                    bool l_919_ = (l_918_ == 1u);
                                    l_mut_645_ = l_69_;
                                    l_mut_227_ = l_72_;
                                    if (l_919_) {
                                        uint l_920_ = (0u - l_69_);
                                        uint l_921_ = (0u - l_72_);
                                        bool l_922_ = (0u < l_69_);
                                        uint l_923_ = uint(l_922_);
                                        uint l_924_ = (l_921_ - l_923_);
                                        l_mut_645_ = l_920_;
                                        l_mut_227_ = l_924_;
                                    }
                                    uint _e2522 = l_mut_645_;
                                    uint l_925_ = (_e2522 * l_917_);
                                    uint _e2524 = l_mut_227_;
                                    uint l_926_ = (_e2524 * l_917_);
                                    uint _e2526 = l_mut_645_;
                                    uint64_t l_1238_ = uint64_t(_e2526);
                                    uint64_t l_1239_ = uint64_t(l_917_);
                                    uint64_t l_1240_ = (l_1238_ * l_1239_);
                                    uint64_t l_1241_ = (l_1240_ >> uint(32uL));
                                    uint l_927_ = uint(l_1241_);
                                    uint l_928_ = (l_927_ + l_926_);
                                    uint _e2537 = l_mut_227_;
                                    uint64_t l_1243_ = uint64_t(_e2537);
                                    uint64_t l_1244_ = uint64_t(l_917_);
                                    uint64_t l_1245_ = (l_1243_ * l_1244_);
                                    uint64_t l_1246_ = (l_1245_ >> uint(32uL));
                                    uint l_929_ = uint(l_1246_);
                                    bool l_930_ = (l_928_ < l_926_);
                                    uint l_931_ = uint(l_930_);
                                    uint l_932_ = (l_929_ + l_931_);
                                    uint l_933_ = naga_mod(l_9_, 32u);
                                    l_mut_226_ = l_925_;
                                    bool l_934_ = (l_933_ > 0u);
                                    if (l_934_) {
                                        uint l_935_ = (l_925_ >> l_933_);
                                        uint l_936_ = (32u - l_933_);
                                        uint l_937_ = (l_928_ << l_936_);
                                        uint l_938_ = (l_935_ | l_937_);
                                        l_mut_226_ = l_938_;
                                    }
                                    l_mut_223_ = l_928_;
                                    bool l_939_ = (l_933_ > 0u);
                                    if (l_939_) {
                                        uint l_940_ = (l_928_ >> l_933_);
                                        uint l_941_ = (32u - l_933_);
                                        uint l_942_ = (l_932_ << l_941_);
                                        uint l_943_ = (l_940_ | l_942_);
                                        l_mut_223_ = l_943_;
                                    }
                                    uint _e2566 = l_mut_226_;
                                    l_mut_222_ = _e2566;
                                    uint _e2567 = l_mut_223_;
                                    l_mut_226_ = _e2567;
                                    bool l_944_ = (l_9_ >= 64u);
                                    if (l_944_) {
                                        l_mut_222_ = l_932_;
                                        l_mut_226_ = 0u;
                                    } else {
                                        bool l_945_ = (l_9_ >= 32u);
                                        if (l_945_) {
                                            l_mut_223_ = l_928_;
                                            bool l_946_ = (l_933_ > 0u);
                                            if (l_946_) {
                                                uint l_947_ = (l_928_ >> l_933_);
                                                uint l_948_ = (32u - l_933_);
                                                uint l_949_ = (l_932_ << l_948_);
                                                uint l_950_ = (l_947_ | l_949_);
                                                l_mut_223_ = l_950_;
                                            }
                                            uint l_951_ = (l_932_ >> l_933_);
                                            uint _e2581 = l_mut_223_;
                                            l_mut_222_ = _e2581;
                                            l_mut_226_ = l_951_;
                                        }
                                    }
                                    uint _e2582 = l_mut_222_;
                                    l_mut_645_ = _e2582;
                                    uint _e2583 = l_mut_226_;
                                    l_mut_227_ = _e2583;
                                    if (l_919_) {
                                        uint _e2585 = l_mut_645_;
                                        uint l_952_ = (0u - _e2585);
                                        uint _e2588 = l_mut_227_;
                                        uint l_953_ = (0u - _e2588);
                                        uint _e2591 = l_mut_645_;
                                        bool l_954_ = (0u < _e2591);
                                        uint l_955_ = uint(l_954_);
                                        uint l_956_ = (l_953_ - l_955_);
                                        l_mut_645_ = l_952_;
                                        l_mut_227_ = l_956_;
                                    }
                                    uint _e2595 = l_mut_645_;
                                    uint l_957_ = (l_912_ + _e2595);
                                    uint _e2597 = l_mut_227_;
                                    uint l_958_ = (l_916_ + _e2597);
                                    bool l_959_ = (l_957_ < l_912_);
                                    uint l_960_ = uint(l_959_);
                                    uint l_961_ = (l_958_ + l_960_);
                                    uint l_962_ = (0u - l_957_);
                                    uint l_963_ = (0u - l_961_);
                                    bool l_964_ = (0u < l_957_);
                                    uint l_965_ = uint(l_964_);
                                    uint l_966_ = (l_963_ - l_965_);
                                    l_mut_645_ = l_962_;
                                    l_mut_227_ = l_966_;
                                    uint _e2610 = l_mut_227_;
                                    bool l_967_ = (l_961_ < _e2610);
                                    uint _e2612 = l_mut_227_;
                                    bool l_968_ = (l_961_ == _e2612);
                                    uint _e2614 = l_mut_645_;
                                    bool l_969_ = (l_957_ < _e2614);
                                    if (l_968_) {
                                        local_57 = l_969_;
                                    } else {
                                        local_57 = false;
                                    }
                                    bool l_970_ = local_57;
                                    if (!(l_967_)) {
                                        local_58 = l_970_;
                                    } else {
                                        local_58 = true;
                                    }
                                    bool l_971_ = local_58;
                                    if (l_971_) {
                                        l_mut_645_ = l_957_;
                                        l_mut_227_ = l_961_;
                                    }
                                    uint _e2625 = l_mut_227_;
                                    bool l_972_ = (_e2625 < l_27_);
                                    uint _e2627 = l_mut_227_;
                                    bool l_973_ = (_e2627 == l_27_);
                                    uint _e2629 = l_mut_645_;
                                    bool l_974_ = (_e2629 < l_24_);
                                    if (l_973_) {
                                        local_59 = l_974_;
                                    } else {
                                        local_59 = false;
                                    }
                                    bool l_975_ = local_59;
                                    if (!(l_972_)) {
                                        local_60 = l_975_;
                                    } else {
                                        local_60 = true;
                                    }
                                    bool l_976_ = local_60;
                                    if (l_976_) {
                                        uint _e2640 = l_mut_646_;
                                        uint l_977_ = (_e2640 * 2u);
                                        uint l_978_ = (l_977_ + 1u);
                                        uint l_979_ = asuint(info.Load(40+0));
                                        bool l_980_ = (l_978_ < l_979_);
                                        if (l_980_) {
                                            uint l_1248_ = asuint(info.Load(16+0));
                                            uint l_1249_ = (l_1248_ * 1u);
                                            bool l_1250_ = (l_977_ < l_1249_);
                                            if (l_1250_) {
                                                buffer_4_global.Store(l_977_*4, asuint(id));
                                            }
                                            uint l_981_ = (l_977_ + 1u);
                                            uint l_1251_ = asuint(info.Load(16+0));
                                            uint l_1252_ = (l_1251_ * 1u);
                                            bool l_1253_ = (l_981_ < l_1252_);
                                            if (l_1253_) {
                                                uint _e2670 = l_mut_907_;
                                                buffer_4_global.Store(l_981_*4, asuint(_e2670));
                                            }
                                        }
                                        uint _e2671 = l_mut_646_;
                                        l_mut_646_ = (_e2671 + 1u);
                                    }
                                }
                            }
                            uint _e2677 = l_mut_646_;
                            l_mut_651_ = _e2677;
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
