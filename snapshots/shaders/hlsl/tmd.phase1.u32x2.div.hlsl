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
    uint l_mut_135_ = (uint)0;
    uint l_mut_141_ = (uint)0;
    uint l_mut_203_ = (uint)0;
    uint l_mut_209_ = (uint)0;
    uint l_mut_259_ = (uint)0;
    uint l_mut_265_ = (uint)0;
    uint l_mut_30_ = (uint)0;
    bool l_mut_357_ = (bool)0;
    bool l_mut_364_ = (bool)0;
    uint l_mut_389_ = (uint)0;
    uint l_mut_395_ = (uint)0;
    uint l_mut_401_ = (uint)0;
    uint l_mut_428_ = (uint)0;
    uint l_mut_435_ = (uint)0;
    uint l_mut_446_ = (uint)0;
    uint l_mut_447_ = (uint)0;
    uint l_mut_448_ = (uint)0;
    uint l_mut_451_ = (uint)0;
    uint l_mut_452_ = (uint)0;
    uint l_mut_457_ = (uint)0;
    bool l_mut_635_ = (bool)0;
    bool l_mut_652_ = (bool)0;
    uint l_mut_65_ = (uint)0;
    uint l_mut_743_ = (uint)0;
    uint l_mut_748_ = (uint)0;
    uint l_mut_80_ = (uint)0;
    uint l_mut_86_ = (uint)0;
    uint l_mut_92_ = (uint)0;
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
    uint l_mut_449_ = 0u;
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
    uint l_mut_560_ = 0u;
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
    uint l_mut_674_ = (uint)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    uint l_mut_741_ = (uint)0;
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
    uint l_mut_858_ = (uint)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    uint l_mut_940_ = (uint)0;
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
        uint l_1080_ = asuint(info.Load(20+0));
        uint l_1081_ = (l_1080_ * 1u);
        uint l_1082_ = (l_1081_ - 1u);
        uint l_1083_ = min(3u, l_1082_);
        uint _e68; buffer_5_global.InterlockedAdd(l_1083_*4, 1u, _e68);
    }
    uint l_1024_ = asuint(info.Load(12+0));
    uint l_1025_ = (l_1024_ * 1u);
    bool l_1026_ = (0u < l_1025_);
    uint l_1027_ = (l_1025_ - 1u);
    uint l_1028_ = min(0u, l_1027_);
    uint l_1029_ = asuint(buffer_3_global.Load(l_1028_*4));
    uint l_4_ = (l_1026_ ? l_1029_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1031_ = asuint(info.Load(12+0));
    uint l_1032_ = (l_1031_ * 1u);
    bool l_1033_ = (l_6_ < l_1032_);
    uint l_1034_ = (l_1032_ - 1u);
    uint l_1035_ = min(l_6_, l_1034_);
    uint l_1036_ = asuint(buffer_3_global.Load(l_1035_*4));
    uint l_7_ = (l_1033_ ? l_1036_ : 0u);
    uint l_1038_ = asuint(info.Load(12+0));
    uint l_1039_ = (l_1038_ * 1u);
    bool l_1040_ = (2u < l_1039_);
    uint l_1041_ = (l_1039_ - 1u);
    uint l_1042_ = min(2u, l_1041_);
    uint l_1043_ = asuint(buffer_3_global.Load(l_1042_*4));
    uint l_9_ = (l_1040_ ? l_1043_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1045_ = asuint(info.Load(12+0));
    uint l_1046_ = (l_1045_ * 1u);
    bool l_1047_ = (l_11_ < l_1046_);
    uint l_1048_ = (l_1046_ - 1u);
    uint l_1049_ = min(l_11_, l_1048_);
    uint l_1050_ = asuint(buffer_3_global.Load(l_1049_*4));
    uint l_12_ = (l_1047_ ? l_1050_ : 0u);
    uint l_1052_ = asuint(info.Load(12+0));
    uint l_1053_ = (l_1052_ * 1u);
    bool l_1054_ = (4u < l_1053_);
    uint l_1055_ = (l_1053_ - 1u);
    uint l_1056_ = min(4u, l_1055_);
    uint l_1057_ = asuint(buffer_3_global.Load(l_1056_*4));
    uint l_14_ = (l_1054_ ? l_1057_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1059_ = asuint(info.Load(12+0));
    uint l_1060_ = (l_1059_ * 1u);
    bool l_1061_ = (l_16_ < l_1060_);
    uint l_1062_ = (l_1060_ - 1u);
    uint l_1063_ = min(l_16_, l_1062_);
    uint l_1064_ = asuint(buffer_3_global.Load(l_1063_*4));
    uint l_17_ = (l_1061_ ? l_1064_ : 0u);
    uint l_1066_ = asuint(info.Load(12+0));
    uint l_1067_ = (l_1066_ * 1u);
    bool l_1068_ = (6u < l_1067_);
    uint l_1069_ = (l_1067_ - 1u);
    uint l_1070_ = min(6u, l_1069_);
    uint l_1071_ = asuint(buffer_3_global.Load(l_1070_*4));
    uint l_19_ = (l_1068_ ? l_1071_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1073_ = asuint(info.Load(12+0));
    uint l_1074_ = (l_1073_ * 1u);
    bool l_1075_ = (l_21_ < l_1074_);
    uint l_1076_ = (l_1074_ - 1u);
    uint l_1077_ = min(l_21_, l_1076_);
    uint l_1078_ = asuint(buffer_3_global.Load(l_1077_*4));
    uint l_22_ = (l_1075_ ? l_1078_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = asuint(info.Load(24+0));
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint64_t l_1085_ = uint64_t(id);
    uint64_t l_1086_ = uint64_t(l_4_);
    uint64_t l_1087_ = (l_1085_ * l_1086_);
    uint64_t l_1088_ = (l_1087_ >> uint(32uL));
    uint l_27_ = uint(l_1088_);
    uint l_28_ = (0u * l_4_);
    uint l_29_ = (l_27_ + l_28_);
    l_mut_30_ = 0u;
    bool l_31_ = (l_29_ < l_22_);
    bool l_32_ = (l_29_ == l_22_);
    bool l_33_ = (l_26_ < l_19_);
    if (l_32_) {
        local = l_33_;
    } else {
        local = false;
    }
    bool l_34_ = local;
    if (!(l_31_)) {
        local_1 = l_34_;
    } else {
        local_1 = true;
    }
    bool l_35_ = local_1;
    if (l_35_) {
        uint l_36_ = (l_19_ - l_26_);
        uint l_37_ = (l_22_ - l_29_);
        bool l_38_ = (l_19_ < l_26_);
        uint l_39_ = uint(l_38_);
        uint l_40_ = (l_37_ - l_39_);
        l_mut_30_ = l_4_;
        bool l_41_ = (l_40_ < 0u);
        bool l_42_ = (l_40_ == 0u);
        bool l_43_ = (l_36_ < l_4_);
        if (l_42_) {
            local_2 = l_43_;
        } else {
            local_2 = false;
        }
        bool l_44_ = local_2;
        if (!(l_41_)) {
            local_3 = l_44_;
        } else {
            local_3 = true;
        }
        bool l_45_ = local_3;
        if (l_45_) {
            l_mut_30_ = l_36_;
        }
    }
    uint _e257 = l_mut_30_;
    bool l_46_ = (_e257 > 0u);
    if (l_25_) {
        local_4 = l_46_;
    } else {
        local_4 = false;
    }
    bool l_47_ = local_4;
    if (l_47_) {
        uint l_48_ = (2u * id);
        uint l_1090_ = asuint(info.Load(0+0));
        uint l_1091_ = (l_1090_ * 1u);
        bool l_1092_ = (l_48_ < l_1091_);
        uint l_1093_ = (l_1091_ - 1u);
        uint l_1094_ = min(l_48_, l_1093_);
        uint l_1095_ = asuint(buffer_0_global.Load(l_1094_*4));
        uint l_49_ = (l_1092_ ? l_1095_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_1097_ = asuint(info.Load(0+0));
        uint l_1098_ = (l_1097_ * 1u);
        bool l_1099_ = (l_51_ < l_1098_);
        uint l_1100_ = (l_1098_ - 1u);
        uint l_1101_ = min(l_51_, l_1100_);
        uint l_1102_ = asuint(buffer_0_global.Load(l_1101_*4));
        uint l_52_ = (l_1099_ ? l_1102_ : 0u);
        uint l_53_ = (2u * id);
        uint l_1104_ = asuint(info.Load(4+0));
        uint l_1105_ = (l_1104_ * 1u);
        bool l_1106_ = (l_53_ < l_1105_);
        uint l_1107_ = (l_1105_ - 1u);
        uint l_1108_ = min(l_53_, l_1107_);
        uint l_1109_ = asuint(buffer_1_global.Load(l_1108_*4));
        uint l_54_ = (l_1106_ ? l_1109_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_1111_ = asuint(info.Load(4+0));
        uint l_1112_ = (l_1111_ * 1u);
        bool l_1113_ = (l_56_ < l_1112_);
        uint l_1114_ = (l_1112_ - 1u);
        uint l_1115_ = min(l_56_, l_1114_);
        uint l_1116_ = asuint(buffer_1_global.Load(l_1115_*4));
        uint l_57_ = (l_1113_ ? l_1116_ : 0u);
        uint l_58_ = (2u * id);
        uint l_1118_ = asuint(info.Load(8+0));
        uint l_1119_ = (l_1118_ * 1u);
        bool l_1120_ = (l_58_ < l_1119_);
        uint l_1121_ = (l_1119_ - 1u);
        uint l_1122_ = min(l_58_, l_1121_);
        uint l_1123_ = asuint(buffer_2_global.Load(l_1122_*4));
        uint l_59_ = (l_1120_ ? l_1123_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1125_ = asuint(info.Load(8+0));
        uint l_1126_ = (l_1125_ * 1u);
        bool l_1127_ = (l_61_ < l_1126_);
        uint l_1128_ = (l_1126_ - 1u);
        uint l_1129_ = min(l_61_, l_1128_);
        uint l_1130_ = asuint(buffer_2_global.Load(l_1129_*4));
        uint l_62_ = (l_1127_ ? l_1130_ : 0u);
        uint l_63_ = (l_62_ >> 31u);
        bool l_64_ = (l_63_ == 1u);
        l_mut_30_ = l_59_;
        l_mut_65_ = l_62_;
        if (l_64_) {
            uint l_66_ = (0u - l_59_);
            uint l_67_ = (0u - l_62_);
            bool l_68_ = (0u < l_59_);
            uint l_69_ = uint(l_68_);
            uint l_70_ = (l_67_ - l_69_);
            l_mut_30_ = l_66_;
            l_mut_65_ = l_70_;
        }
        uint _e384 = l_mut_30_;
        uint l_71_ = (_e384 * l_4_);
        uint _e386 = l_mut_65_;
        uint l_72_ = (_e386 * l_4_);
        uint _e388 = l_mut_30_;
        uint64_t l_1132_ = uint64_t(_e388);
        uint64_t l_1133_ = uint64_t(l_4_);
        uint64_t l_1134_ = (l_1132_ * l_1133_);
        uint64_t l_1135_ = (l_1134_ >> uint(32uL));
        uint l_73_ = uint(l_1135_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e399 = l_mut_65_;
        uint64_t l_1137_ = uint64_t(_e399);
        uint64_t l_1138_ = uint64_t(l_4_);
        uint64_t l_1139_ = (l_1137_ * l_1138_);
        uint64_t l_1140_ = (l_1139_ >> uint(32uL));
        uint l_75_ = uint(l_1140_);
        bool l_76_ = (l_74_ < l_72_);
        uint l_77_ = uint(l_76_);
        uint l_78_ = (l_75_ + l_77_);
        uint l_79_ = naga_mod(l_9_, 32u);
        l_mut_80_ = l_71_;
        bool l_81_ = (l_79_ > 0u);
        if (l_81_) {
            uint l_82_ = (l_71_ >> l_79_);
            uint l_83_ = (32u - l_79_);
            uint l_84_ = (l_74_ << l_83_);
            uint l_85_ = (l_82_ | l_84_);
            l_mut_80_ = l_85_;
        }
        l_mut_86_ = l_74_;
        bool l_87_ = (l_79_ > 0u);
        if (l_87_) {
            uint l_88_ = (l_74_ >> l_79_);
            uint l_89_ = (32u - l_79_);
            uint l_90_ = (l_78_ << l_89_);
            uint l_91_ = (l_88_ | l_90_);
            l_mut_86_ = l_91_;
        }
        uint _e428 = l_mut_80_;
        l_mut_92_ = _e428;
        uint _e429 = l_mut_86_;
        l_mut_80_ = _e429;
        bool l_93_ = (l_9_ >= 64u);
        if (l_93_) {
            l_mut_92_ = l_78_;
            l_mut_80_ = 0u;
        } else {
            bool l_94_ = (l_9_ >= 32u);
            if (l_94_) {
                l_mut_86_ = l_74_;
                bool l_95_ = (l_79_ > 0u);
                if (l_95_) {
                    uint l_96_ = (l_74_ >> l_79_);
                    uint l_97_ = (32u - l_79_);
                    uint l_98_ = (l_78_ << l_97_);
                    uint l_99_ = (l_96_ | l_98_);
                    l_mut_86_ = l_99_;
                }
                uint l_100_ = (l_78_ >> l_79_);
                uint _e443 = l_mut_86_;
                l_mut_92_ = _e443;
                l_mut_80_ = l_100_;
            }
        }
        uint _e444 = l_mut_92_;
        l_mut_86_ = _e444;
        uint _e445 = l_mut_80_;
        l_mut_92_ = _e445;
        if (l_64_) {
            uint _e447 = l_mut_86_;
            uint l_101_ = (0u - _e447);
            uint _e450 = l_mut_92_;
            uint l_102_ = (0u - _e450);
            uint _e453 = l_mut_86_;
            bool l_103_ = (0u < _e453);
            uint l_104_ = uint(l_103_);
            uint l_105_ = (l_102_ - l_104_);
            l_mut_86_ = l_101_;
            l_mut_92_ = l_105_;
        }
        uint _e457 = l_mut_86_;
        uint l_106_ = (l_49_ + _e457);
        uint _e459 = l_mut_92_;
        uint l_107_ = (l_52_ + _e459);
        bool l_108_ = (l_106_ < l_49_);
        uint l_109_ = uint(l_108_);
        uint l_110_ = (l_107_ + l_109_);
        uint l_111_ = (l_9_ + 3u);
        l_mut_92_ = 0u;
        l_mut_86_ = 0u;
        bool l_112_ = (l_4_ < 65536u);
        if (l_112_) {
            uint l_113_ = (l_4_ * l_4_);
            uint l_114_ = (l_62_ >> 31u);
            bool l_115_ = (l_114_ == 1u);
            l_mut_80_ = l_59_;
            l_mut_65_ = l_62_;
            if (l_115_) {
                uint l_116_ = (0u - l_59_);
                uint l_117_ = (0u - l_62_);
                bool l_118_ = (0u < l_59_);
                uint l_119_ = uint(l_118_);
                uint l_120_ = (l_117_ - l_119_);
                l_mut_80_ = l_116_;
                l_mut_65_ = l_120_;
            }
            uint _e483 = l_mut_80_;
            uint l_121_ = (_e483 * l_113_);
            uint _e485 = l_mut_65_;
            uint l_122_ = (_e485 * l_113_);
            uint _e487 = l_mut_80_;
            uint64_t l_1142_ = uint64_t(_e487);
            uint64_t l_1143_ = uint64_t(l_113_);
            uint64_t l_1144_ = (l_1142_ * l_1143_);
            uint64_t l_1145_ = (l_1144_ >> uint(32uL));
            uint l_123_ = uint(l_1145_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e498 = l_mut_65_;
            uint64_t l_1147_ = uint64_t(_e498);
            uint64_t l_1148_ = uint64_t(l_113_);
            uint64_t l_1149_ = (l_1147_ * l_1148_);
            uint64_t l_1150_ = (l_1149_ >> uint(32uL));
            uint l_125_ = uint(l_1150_);
            bool l_126_ = (l_124_ < l_122_);
            uint l_127_ = uint(l_126_);
            uint l_128_ = (l_125_ + l_127_);
            uint l_129_ = naga_mod(l_111_, 32u);
            l_mut_30_ = l_121_;
            bool l_130_ = (l_129_ > 0u);
            if (l_130_) {
                uint l_131_ = (l_121_ >> l_129_);
                uint l_132_ = (32u - l_129_);
                uint l_133_ = (l_124_ << l_132_);
                uint l_134_ = (l_131_ | l_133_);
                l_mut_30_ = l_134_;
            }
            l_mut_135_ = l_124_;
            bool l_136_ = (l_129_ > 0u);
            if (l_136_) {
                uint l_137_ = (l_124_ >> l_129_);
                uint l_138_ = (32u - l_129_);
                uint l_139_ = (l_128_ << l_138_);
                uint l_140_ = (l_137_ | l_139_);
                l_mut_135_ = l_140_;
            }
            uint _e527 = l_mut_30_;
            l_mut_141_ = _e527;
            uint _e528 = l_mut_135_;
            l_mut_30_ = _e528;
            bool l_142_ = (l_111_ >= 64u);
            if (l_142_) {
                l_mut_141_ = l_128_;
                l_mut_30_ = 0u;
            } else {
                bool l_143_ = (l_111_ >= 32u);
                if (l_143_) {
                    l_mut_135_ = l_124_;
                    bool l_144_ = (l_129_ > 0u);
                    if (l_144_) {
                        uint l_145_ = (l_124_ >> l_129_);
                        uint l_146_ = (32u - l_129_);
                        uint l_147_ = (l_128_ << l_146_);
                        uint l_148_ = (l_145_ | l_147_);
                        l_mut_135_ = l_148_;
                    }
                    uint l_149_ = (l_128_ >> l_129_);
                    uint _e542 = l_mut_135_;
                    l_mut_141_ = _e542;
                    l_mut_30_ = l_149_;
                }
            }
            uint _e543 = l_mut_141_;
            l_mut_135_ = _e543;
            uint _e544 = l_mut_30_;
            l_mut_141_ = _e544;
            if (l_115_) {
                uint _e546 = l_mut_135_;
                uint l_150_ = (0u - _e546);
                uint _e549 = l_mut_141_;
                uint l_151_ = (0u - _e549);
                uint _e552 = l_mut_135_;
                bool l_152_ = (0u < _e552);
                uint l_153_ = uint(l_152_);
                uint l_154_ = (l_151_ - l_153_);
                l_mut_135_ = l_150_;
                l_mut_141_ = l_154_;
            }
            uint _e556 = l_mut_135_;
            l_mut_92_ = _e556;
            uint _e557 = l_mut_141_;
            l_mut_86_ = _e557;
        } else {
            uint l_155_ = (l_62_ >> 31u);
            bool l_156_ = (l_155_ == 1u);
            l_mut_141_ = l_59_;
            l_mut_135_ = l_62_;
            if (l_156_) {
                uint l_157_ = (0u - l_59_);
                uint l_158_ = (0u - l_62_);
                bool l_159_ = (0u < l_59_);
                uint l_160_ = uint(l_159_);
                uint l_161_ = (l_158_ - l_160_);
                l_mut_141_ = l_157_;
                l_mut_135_ = l_161_;
            }
            uint _e570 = l_mut_141_;
            uint l_162_ = (_e570 * l_4_);
            uint _e572 = l_mut_135_;
            uint l_163_ = (_e572 * l_4_);
            uint _e574 = l_mut_141_;
            uint64_t l_1152_ = uint64_t(_e574);
            uint64_t l_1153_ = uint64_t(l_4_);
            uint64_t l_1154_ = (l_1152_ * l_1153_);
            uint64_t l_1155_ = (l_1154_ >> uint(32uL));
            uint l_164_ = uint(l_1155_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e585 = l_mut_135_;
            uint64_t l_1157_ = uint64_t(_e585);
            uint64_t l_1158_ = uint64_t(l_4_);
            uint64_t l_1159_ = (l_1157_ * l_1158_);
            uint64_t l_1160_ = (l_1159_ >> uint(32uL));
            uint l_166_ = uint(l_1160_);
            bool l_167_ = (l_165_ < l_163_);
            uint l_168_ = uint(l_167_);
            uint l_169_ = (l_166_ + l_168_);
            l_mut_80_ = l_162_;
            bool l_171_ = (0u > 0u);
            if (l_171_) {
                uint l_172_ = (l_162_ >> 0u);
                uint l_173_ = (32u - 0u);
                uint l_174_ = (l_165_ << l_173_);
                uint l_175_ = (l_172_ | l_174_);
                l_mut_80_ = l_175_;
            }
            l_mut_65_ = l_165_;
            bool l_176_ = (0u > 0u);
            if (l_176_) {
                uint l_177_ = (l_165_ >> 0u);
                uint l_178_ = (32u - 0u);
                uint l_179_ = (l_169_ << l_178_);
                uint l_180_ = (l_177_ | l_179_);
                l_mut_65_ = l_180_;
            }
            uint _e613 = l_mut_80_;
            l_mut_30_ = _e613;
            uint _e614 = l_mut_65_;
            l_mut_80_ = _e614;
            if (false) {
                l_mut_30_ = l_169_;
                l_mut_80_ = 0u;
            } else {
                if (false) {
                    l_mut_65_ = l_165_;
                    bool l_183_ = (0u > 0u);
                    if (l_183_) {
                        uint l_184_ = (l_165_ >> 0u);
                        uint l_185_ = (32u - 0u);
                        uint l_186_ = (l_169_ << l_185_);
                        uint l_187_ = (l_184_ | l_186_);
                        l_mut_65_ = l_187_;
                    }
                    uint l_188_ = (l_169_ >> 0u);
                    uint _e626 = l_mut_65_;
                    l_mut_30_ = _e626;
                    l_mut_80_ = l_188_;
                }
            }
            uint _e627 = l_mut_141_;
            uint l_189_ = (_e627 * l_4_);
            uint _e629 = l_mut_135_;
            uint l_190_ = (_e629 * l_4_);
            uint _e631 = l_mut_141_;
            uint64_t l_1162_ = uint64_t(_e631);
            uint64_t l_1163_ = uint64_t(l_4_);
            uint64_t l_1164_ = (l_1162_ * l_1163_);
            uint64_t l_1165_ = (l_1164_ >> uint(32uL));
            uint l_191_ = uint(l_1165_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e642 = l_mut_135_;
            uint64_t l_1167_ = uint64_t(_e642);
            uint64_t l_1168_ = uint64_t(l_4_);
            uint64_t l_1169_ = (l_1167_ * l_1168_);
            uint64_t l_1170_ = (l_1169_ >> uint(32uL));
            uint l_193_ = uint(l_1170_);
            bool l_194_ = (l_192_ < l_190_);
            uint l_195_ = uint(l_194_);
            uint l_196_ = (l_193_ + l_195_);
            l_mut_65_ = l_189_;
            bool l_198_ = (0u > 0u);
            if (l_198_) {
                uint l_199_ = (l_189_ >> 0u);
                uint l_200_ = (32u - 0u);
                uint l_201_ = (l_192_ << l_200_);
                uint l_202_ = (l_199_ | l_201_);
                l_mut_65_ = l_202_;
            }
            l_mut_203_ = l_192_;
            bool l_204_ = (0u > 0u);
            if (l_204_) {
                uint l_205_ = (l_192_ >> 0u);
                uint l_206_ = (32u - 0u);
                uint l_207_ = (l_196_ << l_206_);
                uint l_208_ = (l_205_ | l_207_);
                l_mut_203_ = l_208_;
            }
            uint _e670 = l_mut_65_;
            l_mut_209_ = _e670;
            uint _e671 = l_mut_203_;
            l_mut_65_ = _e671;
            if (true) {
                l_mut_209_ = l_196_;
                l_mut_65_ = 0u;
            } else {
                if (true) {
                    l_mut_203_ = l_192_;
                    bool l_212_ = (0u > 0u);
                    if (l_212_) {
                        uint l_213_ = (l_192_ >> 0u);
                        uint l_214_ = (32u - 0u);
                        uint l_215_ = (l_196_ << l_214_);
                        uint l_216_ = (l_213_ | l_215_);
                        l_mut_203_ = l_216_;
                    }
                    uint l_217_ = (l_196_ >> 0u);
                    uint _e683 = l_mut_203_;
                    l_mut_209_ = _e683;
                    l_mut_65_ = l_217_;
                }
            }
            uint _e684 = l_mut_30_;
            uint l_218_ = (_e684 * l_4_);
            uint _e686 = l_mut_80_;
            uint l_219_ = (_e686 * l_4_);
            uint _e688 = l_mut_30_;
            uint64_t l_1172_ = uint64_t(_e688);
            uint64_t l_1173_ = uint64_t(l_4_);
            uint64_t l_1174_ = (l_1172_ * l_1173_);
            uint64_t l_1175_ = (l_1174_ >> uint(32uL));
            uint l_220_ = uint(l_1175_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e699 = l_mut_80_;
            uint64_t l_1177_ = uint64_t(_e699);
            uint64_t l_1178_ = uint64_t(l_4_);
            uint64_t l_1179_ = (l_1177_ * l_1178_);
            uint64_t l_1180_ = (l_1179_ >> uint(32uL));
            uint l_222_ = uint(l_1180_);
            bool l_223_ = (l_221_ < l_219_);
            uint l_224_ = uint(l_223_);
            uint l_225_ = (l_222_ + l_224_);
            l_mut_203_ = l_218_;
            bool l_227_ = (0u > 0u);
            if (l_227_) {
                uint l_228_ = (l_218_ >> 0u);
                uint l_229_ = (32u - 0u);
                uint l_230_ = (l_221_ << l_229_);
                uint l_231_ = (l_228_ | l_230_);
                l_mut_203_ = l_231_;
            }
            l_mut_141_ = l_221_;
            bool l_232_ = (0u > 0u);
            if (l_232_) {
                uint l_233_ = (l_221_ >> 0u);
                uint l_234_ = (32u - 0u);
                uint l_235_ = (l_225_ << l_234_);
                uint l_236_ = (l_233_ | l_235_);
                l_mut_141_ = l_236_;
            }
            uint _e727 = l_mut_203_;
            l_mut_135_ = _e727;
            uint _e728 = l_mut_141_;
            l_mut_203_ = _e728;
            if (false) {
                l_mut_135_ = l_225_;
                l_mut_203_ = 0u;
            } else {
                if (false) {
                    l_mut_141_ = l_221_;
                    bool l_239_ = (0u > 0u);
                    if (l_239_) {
                        uint l_240_ = (l_221_ >> 0u);
                        uint l_241_ = (32u - 0u);
                        uint l_242_ = (l_225_ << l_241_);
                        uint l_243_ = (l_240_ | l_242_);
                        l_mut_141_ = l_243_;
                    }
                    uint l_244_ = (l_225_ >> 0u);
                    uint _e740 = l_mut_141_;
                    l_mut_135_ = _e740;
                    l_mut_203_ = l_244_;
                }
            }
            uint _e741 = l_mut_30_;
            uint l_245_ = (_e741 * l_4_);
            uint _e743 = l_mut_80_;
            uint l_246_ = (_e743 * l_4_);
            uint _e745 = l_mut_30_;
            uint64_t l_1182_ = uint64_t(_e745);
            uint64_t l_1183_ = uint64_t(l_4_);
            uint64_t l_1184_ = (l_1182_ * l_1183_);
            uint64_t l_1185_ = (l_1184_ >> uint(32uL));
            uint l_247_ = uint(l_1185_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e756 = l_mut_80_;
            uint64_t l_1187_ = uint64_t(_e756);
            uint64_t l_1188_ = uint64_t(l_4_);
            uint64_t l_1189_ = (l_1187_ * l_1188_);
            uint64_t l_1190_ = (l_1189_ >> uint(32uL));
            uint l_249_ = uint(l_1190_);
            bool l_250_ = (l_248_ < l_246_);
            uint l_251_ = uint(l_250_);
            uint l_252_ = (l_249_ + l_251_);
            l_mut_141_ = l_245_;
            bool l_254_ = (0u > 0u);
            if (l_254_) {
                uint l_255_ = (l_245_ >> 0u);
                uint l_256_ = (32u - 0u);
                uint l_257_ = (l_248_ << l_256_);
                uint l_258_ = (l_255_ | l_257_);
                l_mut_141_ = l_258_;
            }
            l_mut_259_ = l_248_;
            bool l_260_ = (0u > 0u);
            if (l_260_) {
                uint l_261_ = (l_248_ >> 0u);
                uint l_262_ = (32u - 0u);
                uint l_263_ = (l_252_ << l_262_);
                uint l_264_ = (l_261_ | l_263_);
                l_mut_259_ = l_264_;
            }
            uint _e784 = l_mut_141_;
            l_mut_265_ = _e784;
            uint _e785 = l_mut_259_;
            l_mut_141_ = _e785;
            if (true) {
                l_mut_265_ = l_252_;
                l_mut_141_ = 0u;
            } else {
                if (true) {
                    l_mut_259_ = l_248_;
                    bool l_268_ = (0u > 0u);
                    if (l_268_) {
                        uint l_269_ = (l_248_ >> 0u);
                        uint l_270_ = (32u - 0u);
                        uint l_271_ = (l_252_ << l_270_);
                        uint l_272_ = (l_269_ | l_271_);
                        l_mut_259_ = l_272_;
                    }
                    uint l_273_ = (l_252_ >> 0u);
                    uint _e797 = l_mut_259_;
                    l_mut_265_ = _e797;
                    l_mut_141_ = l_273_;
                }
            }
            uint _e798 = l_mut_209_;
            uint l_274_ = (_e798 * l_4_);
            uint _e800 = l_mut_209_;
            uint64_t l_1192_ = uint64_t(_e800);
            uint64_t l_1193_ = uint64_t(l_4_);
            uint64_t l_1194_ = (l_1192_ * l_1193_);
            uint64_t l_1195_ = (l_1194_ >> uint(32uL));
            uint l_275_ = uint(l_1195_);
            uint _e810 = l_mut_65_;
            uint l_276_ = (_e810 * l_4_);
            uint l_277_ = (l_275_ + l_276_);
            uint _e813 = l_mut_265_;
            uint l_278_ = (_e813 + l_274_);
            uint _e815 = l_mut_141_;
            uint l_279_ = (_e815 + l_277_);
            uint _e817 = l_mut_265_;
            bool l_280_ = (l_278_ < _e817);
            uint l_281_ = uint(l_280_);
            uint l_282_ = (l_279_ + l_281_);
            uint _e821 = l_mut_135_;
            l_mut_92_ = _e821;
            uint _e822 = l_mut_203_;
            l_mut_86_ = _e822;
            bool l_283_ = (l_111_ == 64u);
            if (l_283_) {
                l_mut_92_ = l_278_;
                l_mut_86_ = l_282_;
            } else {
                bool l_284_ = (l_111_ > 0u);
                if (l_284_) {
                    uint l_285_ = (64u - l_111_);
                    l_mut_265_ = l_278_;
                    l_mut_259_ = l_282_;
                    bool l_286_ = (l_285_ >= 32u);
                    if (l_286_) {
                        uint l_287_ = (l_285_ & 31u);
                        uint l_288_ = (l_278_ << l_287_);
                        l_mut_265_ = 0u;
                        l_mut_259_ = l_288_;
                    } else {
                        bool l_289_ = (l_285_ > 0u);
                        if (l_289_) {
                            uint l_290_ = (l_278_ << l_285_);
                            uint l_291_ = (l_282_ << l_285_);
                            uint l_292_ = (32u - l_285_);
                            uint l_293_ = (l_278_ >> l_292_);
                            uint l_294_ = (l_291_ | l_293_);
                            l_mut_265_ = l_290_;
                            l_mut_259_ = l_294_;
                        }
                    }
                    uint _e843 = l_mut_135_;
                    l_mut_209_ = _e843;
                    uint _e844 = l_mut_203_;
                    l_mut_141_ = _e844;
                    bool l_295_ = (l_111_ >= 32u);
                    if (l_295_) {
                        uint l_296_ = (l_111_ & 31u);
                        uint _e849 = l_mut_203_;
                        uint l_297_ = (_e849 >> l_296_);
                        l_mut_209_ = l_297_;
                        l_mut_141_ = 0u;
                    } else {
                        bool l_298_ = (l_111_ > 0u);
                        if (l_298_) {
                            uint _e854 = l_mut_135_;
                            l_mut_80_ = _e854;
                            bool l_299_ = (l_111_ > 0u);
                            if (l_299_) {
                                uint _e857 = l_mut_135_;
                                uint l_300_ = (_e857 >> l_111_);
                                uint l_301_ = (32u - l_111_);
                                uint _e861 = l_mut_203_;
                                uint l_302_ = (_e861 << l_301_);
                                uint l_303_ = (l_300_ | l_302_);
                                l_mut_80_ = l_303_;
                            }
                            uint _e864 = l_mut_203_;
                            uint l_304_ = (_e864 >> l_111_);
                            uint _e866 = l_mut_80_;
                            l_mut_209_ = _e866;
                            l_mut_141_ = l_304_;
                        }
                    }
                    uint _e867 = l_mut_265_;
                    uint _e868 = l_mut_209_;
                    uint l_305_ = (_e867 + _e868);
                    uint _e870 = l_mut_259_;
                    uint _e871 = l_mut_141_;
                    uint l_306_ = (_e870 + _e871);
                    uint _e873 = l_mut_265_;
                    bool l_307_ = (l_305_ < _e873);
                    uint l_308_ = uint(l_307_);
                    uint l_309_ = (l_306_ + l_308_);
                    l_mut_92_ = l_305_;
                    l_mut_86_ = l_309_;
                }
            }
            if (l_156_) {
                uint _e878 = l_mut_92_;
                uint l_310_ = (0u - _e878);
                uint _e881 = l_mut_86_;
                uint l_311_ = (0u - _e881);
                uint _e884 = l_mut_92_;
                bool l_312_ = (0u < _e884);
                uint l_313_ = uint(l_312_);
                uint l_314_ = (l_311_ - l_313_);
                l_mut_92_ = l_310_;
                l_mut_86_ = l_314_;
            }
        }
        uint _e888 = l_mut_92_;
        l_mut_265_ = _e888;
        uint _e889 = l_mut_86_;
        l_mut_259_ = _e889;
        uint _e890 = l_mut_86_;
        uint l_315_ = (_e890 >> 31u);
        bool l_316_ = (l_315_ == 1u);
        if (l_316_) {
            uint _e896 = l_mut_92_;
            uint l_317_ = (0u - _e896);
            uint _e899 = l_mut_86_;
            uint l_318_ = (0u - _e899);
            uint _e902 = l_mut_92_;
            bool l_319_ = (0u < _e902);
            uint l_320_ = uint(l_319_);
            uint l_321_ = (l_318_ - l_320_);
            l_mut_265_ = l_317_;
            l_mut_259_ = l_321_;
        }
        uint _e906 = l_mut_265_;
        uint l_322_ = (l_14_ + _e906);
        uint _e908 = l_mut_259_;
        uint l_323_ = (l_17_ + _e908);
        bool l_324_ = (l_322_ < l_14_);
        uint l_325_ = uint(l_324_);
        uint l_326_ = (l_323_ + l_325_);
        uint l_327_ = (l_322_ + 1u);
        uint l_328_ = (l_326_ + 0u);
        bool l_329_ = (l_327_ < l_322_);
        uint l_330_ = uint(l_329_);
        uint l_331_ = (l_328_ + l_330_);
        uint _e920 = l_mut_92_;
        uint l_332_ = (l_54_ - _e920);
        uint _e922 = l_mut_86_;
        uint l_333_ = (l_57_ - _e922);
        uint _e924 = l_mut_92_;
        bool l_334_ = (l_54_ < _e924);
        uint l_335_ = uint(l_334_);
        uint l_336_ = (l_333_ - l_335_);
        uint l_337_ = (l_332_ + l_327_);
        uint l_338_ = (l_336_ + l_331_);
        bool l_339_ = (l_337_ < l_332_);
        uint l_340_ = uint(l_339_);
        uint l_341_ = (l_338_ + l_340_);
        uint l_342_ = (0u - l_106_);
        uint l_343_ = (0u - l_110_);
        bool l_344_ = (0u < l_106_);
        uint l_345_ = uint(l_344_);
        uint l_346_ = (l_343_ - l_345_);
        uint l_347_ = (l_327_ + l_327_);
        uint l_348_ = (l_331_ + l_331_);
        bool l_349_ = (l_347_ < l_327_);
        uint l_350_ = uint(l_349_);
        uint l_351_ = (l_348_ + l_350_);
        l_mut_265_ = l_342_;
        l_mut_259_ = l_346_;
        uint l_352_ = (0u - l_342_);
        uint l_353_ = (0u - l_346_);
        bool l_354_ = (0u < l_342_);
        uint l_355_ = uint(l_354_);
        uint l_356_ = (l_353_ - l_355_);
        l_mut_209_ = l_352_;
        l_mut_203_ = l_356_;
        l_mut_141_ = l_337_;
        l_mut_135_ = l_341_;
        l_mut_92_ = 1u;
        l_mut_86_ = 1u;
        l_mut_357_ = false;
        uint _e957 = l_mut_135_;
        bool l_358_ = (_e957 < l_351_);
        uint _e959 = l_mut_135_;
        bool l_359_ = (_e959 == l_351_);
        uint _e961 = l_mut_141_;
        bool l_360_ = (_e961 < l_347_);
        if (l_359_) {
            local_5 = l_360_;
        } else {
            local_5 = false;
        }
        bool l_361_ = local_5;
        if (!(l_358_)) {
            local_6 = l_361_;
        } else {
            local_6 = true;
        }
        bool l_362_ = local_6;
        bool l_363_ = !(l_362_);
        l_mut_364_ = l_363_;
        uint l_365_ = (l_342_ | l_346_);
        bool l_366_ = (l_365_ == 0u);
        if (l_366_) {
            bool _e976 = l_mut_364_;
            l_mut_357_ = _e976;
            l_mut_364_ = false;
        }
        bool _e978 = l_mut_364_;
        if (_e978) {
            uint l_367_ = (l_346_ >> 31u);
            bool l_368_ = (l_367_ == 1u);
            l_mut_80_ = l_342_;
            l_mut_65_ = l_346_;
            if (l_368_) {
                uint l_369_ = (0u - l_342_);
                uint l_370_ = (0u - l_346_);
                bool l_371_ = (0u < l_342_);
                uint l_372_ = uint(l_371_);
                uint l_373_ = (l_370_ - l_372_);
                l_mut_80_ = l_369_;
                l_mut_65_ = l_373_;
            }
            uint l_374_ = (l_4_ - 1u);
            uint _e993 = l_mut_80_;
            uint l_375_ = (_e993 * l_374_);
            uint _e995 = l_mut_80_;
            uint64_t l_1197_ = uint64_t(_e995);
            uint64_t l_1198_ = uint64_t(l_374_);
            uint64_t l_1199_ = (l_1197_ * l_1198_);
            uint64_t l_1200_ = (l_1199_ >> uint(32uL));
            uint l_376_ = uint(l_1200_);
            uint _e1005 = l_mut_65_;
            uint l_377_ = (_e1005 * l_374_);
            uint l_378_ = (l_376_ + l_377_);
            l_mut_30_ = 0u;
            uint l_379_ = (l_4_ - 1u);
            uint _e1011 = l_mut_80_;
            uint l_380_ = (_e1011 * l_379_);
            uint _e1013 = l_mut_65_;
            uint l_381_ = (_e1013 * l_379_);
            uint _e1015 = l_mut_80_;
            uint64_t l_1202_ = uint64_t(_e1015);
            uint64_t l_1203_ = uint64_t(l_379_);
            uint64_t l_1204_ = (l_1202_ * l_1203_);
            uint64_t l_1205_ = (l_1204_ >> uint(32uL));
            uint l_382_ = uint(l_1205_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1026 = l_mut_65_;
            uint64_t l_1207_ = uint64_t(_e1026);
            uint64_t l_1208_ = uint64_t(l_379_);
            uint64_t l_1209_ = (l_1207_ * l_1208_);
            uint64_t l_1210_ = (l_1209_ >> uint(32uL));
            uint l_384_ = uint(l_1210_);
            bool l_385_ = (l_383_ < l_381_);
            uint l_386_ = uint(l_385_);
            uint l_387_ = (l_384_ + l_386_);
            l_mut_389_ = l_380_;
            bool l_390_ = (0u > 0u);
            if (l_390_) {
                uint l_391_ = (l_380_ >> 0u);
                uint l_392_ = (32u - 0u);
                uint l_393_ = (l_383_ << l_392_);
                uint l_394_ = (l_391_ | l_393_);
                l_mut_389_ = l_394_;
            }
            l_mut_395_ = l_383_;
            bool l_396_ = (0u > 0u);
            if (l_396_) {
                uint l_397_ = (l_383_ >> 0u);
                uint l_398_ = (32u - 0u);
                uint l_399_ = (l_387_ << l_398_);
                uint l_400_ = (l_397_ | l_399_);
                l_mut_395_ = l_400_;
            }
            uint _e1054 = l_mut_389_;
            l_mut_401_ = _e1054;
            uint _e1055 = l_mut_395_;
            l_mut_389_ = _e1055;
            if (true) {
                l_mut_401_ = l_387_;
                l_mut_389_ = 0u;
            } else {
                if (true) {
                    l_mut_395_ = l_383_;
                    bool l_404_ = (0u > 0u);
                    if (l_404_) {
                        uint l_405_ = (l_383_ >> 0u);
                        uint l_406_ = (32u - 0u);
                        uint l_407_ = (l_387_ << l_406_);
                        uint l_408_ = (l_405_ | l_407_);
                        l_mut_395_ = l_408_;
                    }
                    uint l_409_ = (l_387_ >> 0u);
                    uint _e1067 = l_mut_395_;
                    l_mut_401_ = _e1067;
                    l_mut_389_ = l_409_;
                }
            }
            uint _e1068 = l_mut_401_;
            uint _e1069 = l_mut_389_;
            uint l_410_ = (_e1068 | _e1069);
            bool l_411_ = (l_410_ == 0u);
            if (l_411_) {
                l_mut_401_ = l_337_;
                l_mut_395_ = l_341_;
                if (l_368_) {
                    uint l_412_ = (0u - l_337_);
                    uint l_413_ = (0u - l_341_);
                    bool l_414_ = (0u < l_337_);
                    uint l_415_ = uint(l_414_);
                    uint l_416_ = (l_413_ - l_415_);
                    uint l_417_ = (l_337_ | l_341_);
                    bool l_418_ = (l_417_ == 0u);
                    bool l_419_ = !(l_418_);
                    bool l_420_ = (l_378_ < l_416_);
                    bool l_421_ = (l_378_ == l_416_);
                    bool l_422_ = (l_375_ < l_412_);
                    if (l_421_) {
                        local_7 = l_422_;
                    } else {
                        local_7 = false;
                    }
                    bool l_423_ = local_7;
                    if (!(l_420_)) {
                        local_8 = l_423_;
                    } else {
                        local_8 = true;
                    }
                    bool l_424_ = local_8;
                    bool l_425_ = !(l_424_);
                    if (l_419_) {
                        local_9 = l_425_;
                    } else {
                        local_9 = false;
                    }
                    bool l_426_ = local_9;
                    if (l_426_) {
                        uint l_427_ = (l_4_ - 1u);
                        l_mut_389_ = l_412_;
                        l_mut_428_ = l_416_;
                        uint _e1104 = l_mut_65_;
                        bool l_429_ = (l_416_ < _e1104);
                        uint _e1106 = l_mut_65_;
                        bool l_430_ = (l_416_ == _e1106);
                        uint _e1108 = l_mut_80_;
                        bool l_431_ = (l_412_ < _e1108);
                        if (l_430_) {
                            local_10 = l_431_;
                        } else {
                            local_10 = false;
                        }
                        bool l_432_ = local_10;
                        if (!(l_429_)) {
                            local_11 = l_432_;
                        } else {
                            local_11 = true;
                        }
                        bool l_433_ = local_11;
                        bool l_434_ = !(l_433_);
                        if (l_434_) {
                            l_mut_435_ = 0u;
                            uint _e1121 = l_mut_65_;
                            bool l_436_ = (_e1121 < l_416_);
                            uint _e1123 = l_mut_65_;
                            bool l_437_ = (_e1123 == l_416_);
                            uint _e1125 = l_mut_80_;
                            bool l_438_ = (_e1125 < l_412_);
                            if (l_437_) {
                                local_12 = l_438_;
                            } else {
                                local_12 = false;
                            }
                            bool l_439_ = local_12;
                            if (!(l_436_)) {
                                local_13 = l_439_;
                            } else {
                                local_13 = true;
                            }
                            bool l_440_ = local_13;
                            if (l_440_) {
                                uint l_441_ = (l_412_ - 1u);
                                uint l_442_ = (l_416_ - 0u);
                                bool l_443_ = (l_412_ < 1u);
                                uint l_444_ = uint(l_443_);
                                uint l_445_ = (l_442_ - l_444_);
                                l_mut_446_ = l_441_;
                                l_mut_447_ = l_445_;
                                l_mut_448_ = 0u;
                                uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound == uint2(0u, 0u))) { break; }
                                    loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1232 = l_mut_449_;
                                        l_mut_449_ = (_e1232 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1147 = l_mut_449_;
                                    if ((_e1147 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1151 = l_mut_449_;
                                        uint l_450_ = (19u - _e1151);
                                        uint _e1153 = l_mut_446_;
                                        l_mut_451_ = _e1153;
                                        uint _e1154 = l_mut_447_;
                                        l_mut_452_ = _e1154;
                                        bool l_453_ = (l_450_ >= 32u);
                                        if (l_453_) {
                                            uint l_454_ = (l_450_ & 31u);
                                            uint _e1159 = l_mut_447_;
                                            uint l_455_ = (_e1159 >> l_454_);
                                            l_mut_451_ = l_455_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            bool l_456_ = (l_450_ > 0u);
                                            if (l_456_) {
                                                uint _e1164 = l_mut_446_;
                                                l_mut_457_ = _e1164;
                                                bool l_458_ = (l_450_ > 0u);
                                                if (l_458_) {
                                                    uint _e1167 = l_mut_446_;
                                                    uint l_459_ = (_e1167 >> l_450_);
                                                    uint l_460_ = (32u - l_450_);
                                                    uint _e1171 = l_mut_447_;
                                                    uint l_461_ = (_e1171 << l_460_);
                                                    uint l_462_ = (l_459_ | l_461_);
                                                    l_mut_457_ = l_462_;
                                                }
                                                uint _e1174 = l_mut_447_;
                                                uint l_463_ = (_e1174 >> l_450_);
                                                uint _e1176 = l_mut_457_;
                                                l_mut_451_ = _e1176;
                                                l_mut_452_ = l_463_;
                                            }
                                        }
                                        uint _e1177 = l_mut_452_;
                                        uint _e1178 = l_mut_65_;
                                        bool l_464_ = (_e1177 < _e1178);
                                        uint _e1180 = l_mut_452_;
                                        uint _e1181 = l_mut_65_;
                                        bool l_465_ = (_e1180 == _e1181);
                                        uint _e1183 = l_mut_451_;
                                        uint _e1184 = l_mut_80_;
                                        bool l_466_ = (_e1183 < _e1184);
                                        if (l_465_) {
                                            local_14 = l_466_;
                                        } else {
                                            local_14 = false;
                                        }
                                        bool l_467_ = local_14;
                                        if (!(l_464_)) {
                                            local_15 = l_467_;
                                        } else {
                                            local_15 = true;
                                        }
                                        bool l_468_ = local_15;
                                        bool l_469_ = !(l_468_);
                                        if (l_469_) {
                                            uint _e1196 = l_mut_80_;
                                            l_mut_457_ = _e1196;
                                            uint _e1197 = l_mut_65_;
                                            l_mut_452_ = _e1197;
                                            bool l_470_ = (l_450_ >= 32u);
                                            if (l_470_) {
                                                uint l_471_ = (l_450_ & 31u);
                                                uint _e1202 = l_mut_80_;
                                                uint l_472_ = (_e1202 << l_471_);
                                                l_mut_457_ = 0u;
                                                l_mut_452_ = l_472_;
                                            } else {
                                                bool l_473_ = (l_450_ > 0u);
                                                if (l_473_) {
                                                    uint _e1207 = l_mut_80_;
                                                    uint l_474_ = (_e1207 << l_450_);
                                                    uint _e1209 = l_mut_65_;
                                                    uint l_475_ = (_e1209 << l_450_);
                                                    uint l_476_ = (32u - l_450_);
                                                    uint _e1213 = l_mut_80_;
                                                    uint l_477_ = (_e1213 >> l_476_);
                                                    uint l_478_ = (l_475_ | l_477_);
                                                    l_mut_457_ = l_474_;
                                                    l_mut_452_ = l_478_;
                                                }
                                            }
                                            uint _e1216 = l_mut_446_;
                                            uint _e1217 = l_mut_457_;
                                            uint l_479_ = (_e1216 - _e1217);
                                            uint _e1219 = l_mut_447_;
                                            uint _e1220 = l_mut_452_;
                                            uint l_480_ = (_e1219 - _e1220);
                                            uint _e1222 = l_mut_446_;
                                            uint _e1223 = l_mut_457_;
                                            bool l_481_ = (_e1222 < _e1223);
                                            uint l_482_ = uint(l_481_);
                                            uint l_483_ = (l_480_ - l_482_);
                                            l_mut_446_ = l_479_;
                                            l_mut_447_ = l_483_;
                                            uint l_484_ = (1u << l_450_);
                                            uint _e1229 = l_mut_448_;
                                            l_mut_448_ = (_e1229 | l_484_);
                                        }
                                    }
                                }
                                uint _e1234 = l_mut_448_;
                                uint l_485_ = min(_e1234, l_427_);
                                l_mut_457_ = l_485_;
                                uint _e1236 = l_mut_447_;
                                uint _e1237 = l_mut_65_;
                                bool l_486_ = (_e1236 < _e1237);
                                uint _e1239 = l_mut_447_;
                                uint _e1240 = l_mut_65_;
                                bool l_487_ = (_e1239 == _e1240);
                                uint _e1242 = l_mut_446_;
                                uint _e1243 = l_mut_80_;
                                bool l_488_ = (_e1242 < _e1243);
                                if (l_487_) {
                                    local_16 = l_488_;
                                } else {
                                    local_16 = false;
                                }
                                bool l_489_ = local_16;
                                if (!(l_486_)) {
                                    local_17 = l_489_;
                                } else {
                                    local_17 = true;
                                }
                                bool l_490_ = local_17;
                                bool l_491_ = !(l_490_);
                                if (l_491_) {
                                    l_mut_457_ = l_427_;
                                }
                                uint _e1255 = l_mut_457_;
                                l_mut_435_ = _e1255;
                            }
                            uint _e1256 = l_mut_80_;
                            uint _e1257 = l_mut_435_;
                            uint l_492_ = (_e1256 * _e1257);
                            uint _e1259 = l_mut_80_;
                            uint64_t l_1212_ = uint64_t(_e1259);
                            uint _e1261 = l_mut_435_;
                            uint64_t l_1213_ = uint64_t(_e1261);
                            uint64_t l_1214_ = (l_1212_ * l_1213_);
                            uint64_t l_1215_ = (l_1214_ >> uint(32uL));
                            uint l_493_ = uint(l_1215_);
                            uint _e1270 = l_mut_65_;
                            uint _e1271 = l_mut_435_;
                            uint l_494_ = (_e1270 * _e1271);
                            uint l_495_ = (l_493_ + l_494_);
                            uint l_496_ = (l_412_ - l_492_);
                            uint l_497_ = (l_416_ - l_495_);
                            bool l_498_ = (l_412_ < l_492_);
                            uint l_499_ = uint(l_498_);
                            uint l_500_ = (l_497_ - l_499_);
                            l_mut_389_ = l_496_;
                            l_mut_428_ = l_500_;
                            uint _e1279 = l_mut_428_;
                            uint _e1280 = l_mut_65_;
                            bool l_501_ = (_e1279 < _e1280);
                            uint _e1282 = l_mut_428_;
                            uint _e1283 = l_mut_65_;
                            bool l_502_ = (_e1282 == _e1283);
                            uint _e1285 = l_mut_389_;
                            uint _e1286 = l_mut_80_;
                            bool l_503_ = (_e1285 < _e1286);
                            if (l_502_) {
                                local_18 = l_503_;
                            } else {
                                local_18 = false;
                            }
                            bool l_504_ = local_18;
                            if (!(l_501_)) {
                                local_19 = l_504_;
                            } else {
                                local_19 = true;
                            }
                            bool l_505_ = local_19;
                            bool l_506_ = !(l_505_);
                            if (l_506_) {
                                uint _e1298 = l_mut_389_;
                                uint _e1299 = l_mut_80_;
                                uint l_507_ = (_e1298 - _e1299);
                                uint _e1301 = l_mut_428_;
                                uint _e1302 = l_mut_65_;
                                uint l_508_ = (_e1301 - _e1302);
                                uint _e1304 = l_mut_389_;
                                uint _e1305 = l_mut_80_;
                                bool l_509_ = (_e1304 < _e1305);
                                uint l_510_ = uint(l_509_);
                                uint l_511_ = (l_508_ - l_510_);
                                l_mut_389_ = l_507_;
                                l_mut_428_ = l_511_;
                            }
                        }
                        uint _e1309 = l_mut_80_;
                        uint _e1310 = l_mut_389_;
                        uint l_512_ = (_e1309 - _e1310);
                        uint _e1312 = l_mut_65_;
                        uint _e1313 = l_mut_428_;
                        uint l_513_ = (_e1312 - _e1313);
                        uint _e1315 = l_mut_80_;
                        uint _e1316 = l_mut_389_;
                        bool l_514_ = (_e1315 < _e1316);
                        uint l_515_ = uint(l_514_);
                        uint l_516_ = (l_513_ - l_515_);
                        l_mut_457_ = l_512_;
                        l_mut_452_ = l_516_;
                        uint _e1320 = l_mut_65_;
                        bool l_517_ = (l_516_ < _e1320);
                        uint _e1322 = l_mut_65_;
                        bool l_518_ = (l_516_ == _e1322);
                        uint _e1324 = l_mut_80_;
                        bool l_519_ = (l_512_ < _e1324);
                        if (l_518_) {
                            local_20 = l_519_;
                        } else {
                            local_20 = false;
                        }
                        bool l_520_ = local_20;
                        if (!(l_517_)) {
                            local_21 = l_520_;
                        } else {
                            local_21 = true;
                        }
                        bool l_521_ = local_21;
                        bool l_522_ = !(l_521_);
                        if (l_522_) {
                            uint _e1336 = l_mut_80_;
                            uint l_523_ = (l_512_ - _e1336);
                            uint _e1338 = l_mut_65_;
                            uint l_524_ = (l_516_ - _e1338);
                            uint _e1340 = l_mut_80_;
                            bool l_525_ = (l_512_ < _e1340);
                            uint l_526_ = uint(l_525_);
                            uint l_527_ = (l_524_ - l_526_);
                            l_mut_457_ = l_523_;
                            l_mut_452_ = l_527_;
                        }
                        uint _e1344 = l_mut_452_;
                        uint _e1345 = l_mut_395_;
                        bool l_528_ = (_e1344 < _e1345);
                        uint _e1347 = l_mut_452_;
                        uint _e1348 = l_mut_395_;
                        bool l_529_ = (_e1347 == _e1348);
                        uint _e1350 = l_mut_457_;
                        uint _e1351 = l_mut_401_;
                        bool l_530_ = (_e1350 < _e1351);
                        if (l_529_) {
                            local_22 = l_530_;
                        } else {
                            local_22 = false;
                        }
                        bool l_531_ = local_22;
                        if (!(l_528_)) {
                            local_23 = l_531_;
                        } else {
                            local_23 = true;
                        }
                        bool l_532_ = local_23;
                        if (l_532_) {
                            uint _e1362 = l_mut_457_;
                            l_mut_401_ = _e1362;
                            uint _e1363 = l_mut_452_;
                            l_mut_395_ = _e1363;
                        }
                    }
                } else {
                    uint l_533_ = (l_337_ - l_375_);
                    uint l_534_ = (l_341_ - l_378_);
                    bool l_535_ = (l_337_ < l_375_);
                    uint l_536_ = uint(l_535_);
                    uint l_537_ = (l_534_ - l_536_);
                    l_mut_401_ = l_533_;
                    l_mut_395_ = l_537_;
                    bool l_538_ = (l_341_ < l_378_);
                    bool l_539_ = (l_341_ == l_378_);
                    bool l_540_ = (l_337_ < l_375_);
                    if (l_539_) {
                        local_24 = l_540_;
                    } else {
                        local_24 = false;
                    }
                    bool l_541_ = local_24;
                    if (!(l_538_)) {
                        local_25 = l_541_;
                    } else {
                        local_25 = true;
                    }
                    bool l_542_ = local_25;
                    if (l_542_) {
                        uint l_543_ = (l_4_ - 1u);
                        l_mut_457_ = l_337_;
                        l_mut_452_ = l_341_;
                        uint _e1383 = l_mut_65_;
                        bool l_544_ = (l_341_ < _e1383);
                        uint _e1385 = l_mut_65_;
                        bool l_545_ = (l_341_ == _e1385);
                        uint _e1387 = l_mut_80_;
                        bool l_546_ = (l_337_ < _e1387);
                        if (l_545_) {
                            local_26 = l_546_;
                        } else {
                            local_26 = false;
                        }
                        bool l_547_ = local_26;
                        if (!(l_544_)) {
                            local_27 = l_547_;
                        } else {
                            local_27 = true;
                        }
                        bool l_548_ = local_27;
                        bool l_549_ = !(l_548_);
                        if (l_549_) {
                            l_mut_451_ = 0u;
                            uint _e1400 = l_mut_65_;
                            bool l_550_ = (_e1400 < l_341_);
                            uint _e1402 = l_mut_65_;
                            bool l_551_ = (_e1402 == l_341_);
                            uint _e1404 = l_mut_80_;
                            bool l_552_ = (_e1404 < l_337_);
                            if (l_551_) {
                                local_28 = l_552_;
                            } else {
                                local_28 = false;
                            }
                            bool l_553_ = local_28;
                            if (!(l_550_)) {
                                local_29 = l_553_;
                            } else {
                                local_29 = true;
                            }
                            bool l_554_ = local_29;
                            if (l_554_) {
                                uint l_555_ = (l_337_ - 1u);
                                uint l_556_ = (l_341_ - 0u);
                                bool l_557_ = (l_337_ < 1u);
                                uint l_558_ = uint(l_557_);
                                uint l_559_ = (l_556_ - l_558_);
                                l_mut_448_ = l_555_;
                                l_mut_447_ = l_559_;
                                l_mut_446_ = 0u;
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1511 = l_mut_560_;
                                        l_mut_560_ = (_e1511 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1426 = l_mut_560_;
                                    if ((_e1426 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1430 = l_mut_560_;
                                        uint l_561_ = (19u - _e1430);
                                        uint _e1432 = l_mut_448_;
                                        l_mut_435_ = _e1432;
                                        uint _e1433 = l_mut_447_;
                                        l_mut_428_ = _e1433;
                                        bool l_562_ = (l_561_ >= 32u);
                                        if (l_562_) {
                                            uint l_563_ = (l_561_ & 31u);
                                            uint _e1438 = l_mut_447_;
                                            uint l_564_ = (_e1438 >> l_563_);
                                            l_mut_435_ = l_564_;
                                            l_mut_428_ = 0u;
                                        } else {
                                            bool l_565_ = (l_561_ > 0u);
                                            if (l_565_) {
                                                uint _e1443 = l_mut_448_;
                                                l_mut_389_ = _e1443;
                                                bool l_566_ = (l_561_ > 0u);
                                                if (l_566_) {
                                                    uint _e1446 = l_mut_448_;
                                                    uint l_567_ = (_e1446 >> l_561_);
                                                    uint l_568_ = (32u - l_561_);
                                                    uint _e1450 = l_mut_447_;
                                                    uint l_569_ = (_e1450 << l_568_);
                                                    uint l_570_ = (l_567_ | l_569_);
                                                    l_mut_389_ = l_570_;
                                                }
                                                uint _e1453 = l_mut_447_;
                                                uint l_571_ = (_e1453 >> l_561_);
                                                uint _e1455 = l_mut_389_;
                                                l_mut_435_ = _e1455;
                                                l_mut_428_ = l_571_;
                                            }
                                        }
                                        uint _e1456 = l_mut_428_;
                                        uint _e1457 = l_mut_65_;
                                        bool l_572_ = (_e1456 < _e1457);
                                        uint _e1459 = l_mut_428_;
                                        uint _e1460 = l_mut_65_;
                                        bool l_573_ = (_e1459 == _e1460);
                                        uint _e1462 = l_mut_435_;
                                        uint _e1463 = l_mut_80_;
                                        bool l_574_ = (_e1462 < _e1463);
                                        if (l_573_) {
                                            local_30 = l_574_;
                                        } else {
                                            local_30 = false;
                                        }
                                        bool l_575_ = local_30;
                                        if (!(l_572_)) {
                                            local_31 = l_575_;
                                        } else {
                                            local_31 = true;
                                        }
                                        bool l_576_ = local_31;
                                        bool l_577_ = !(l_576_);
                                        if (l_577_) {
                                            uint _e1475 = l_mut_80_;
                                            l_mut_435_ = _e1475;
                                            uint _e1476 = l_mut_65_;
                                            l_mut_428_ = _e1476;
                                            bool l_578_ = (l_561_ >= 32u);
                                            if (l_578_) {
                                                uint l_579_ = (l_561_ & 31u);
                                                uint _e1481 = l_mut_80_;
                                                uint l_580_ = (_e1481 << l_579_);
                                                l_mut_435_ = 0u;
                                                l_mut_428_ = l_580_;
                                            } else {
                                                bool l_581_ = (l_561_ > 0u);
                                                if (l_581_) {
                                                    uint _e1486 = l_mut_80_;
                                                    uint l_582_ = (_e1486 << l_561_);
                                                    uint _e1488 = l_mut_65_;
                                                    uint l_583_ = (_e1488 << l_561_);
                                                    uint l_584_ = (32u - l_561_);
                                                    uint _e1492 = l_mut_80_;
                                                    uint l_585_ = (_e1492 >> l_584_);
                                                    uint l_586_ = (l_583_ | l_585_);
                                                    l_mut_435_ = l_582_;
                                                    l_mut_428_ = l_586_;
                                                }
                                            }
                                            uint _e1495 = l_mut_448_;
                                            uint _e1496 = l_mut_435_;
                                            uint l_587_ = (_e1495 - _e1496);
                                            uint _e1498 = l_mut_447_;
                                            uint _e1499 = l_mut_428_;
                                            uint l_588_ = (_e1498 - _e1499);
                                            uint _e1501 = l_mut_448_;
                                            uint _e1502 = l_mut_435_;
                                            bool l_589_ = (_e1501 < _e1502);
                                            uint l_590_ = uint(l_589_);
                                            uint l_591_ = (l_588_ - l_590_);
                                            l_mut_448_ = l_587_;
                                            l_mut_447_ = l_591_;
                                            uint l_592_ = (1u << l_561_);
                                            uint _e1508 = l_mut_446_;
                                            l_mut_446_ = (_e1508 | l_592_);
                                        }
                                    }
                                }
                                uint _e1513 = l_mut_446_;
                                uint l_593_ = min(_e1513, l_543_);
                                l_mut_446_ = l_593_;
                                uint _e1515 = l_mut_447_;
                                uint _e1516 = l_mut_65_;
                                bool l_594_ = (_e1515 < _e1516);
                                uint _e1518 = l_mut_447_;
                                uint _e1519 = l_mut_65_;
                                bool l_595_ = (_e1518 == _e1519);
                                uint _e1521 = l_mut_448_;
                                uint _e1522 = l_mut_80_;
                                bool l_596_ = (_e1521 < _e1522);
                                if (l_595_) {
                                    local_32 = l_596_;
                                } else {
                                    local_32 = false;
                                }
                                bool l_597_ = local_32;
                                if (!(l_594_)) {
                                    local_33 = l_597_;
                                } else {
                                    local_33 = true;
                                }
                                bool l_598_ = local_33;
                                bool l_599_ = !(l_598_);
                                if (l_599_) {
                                    l_mut_446_ = l_543_;
                                }
                                uint _e1534 = l_mut_446_;
                                l_mut_451_ = _e1534;
                            }
                            uint _e1535 = l_mut_80_;
                            uint _e1536 = l_mut_451_;
                            uint l_600_ = (_e1535 * _e1536);
                            uint _e1538 = l_mut_80_;
                            uint64_t l_1217_ = uint64_t(_e1538);
                            uint _e1540 = l_mut_451_;
                            uint64_t l_1218_ = uint64_t(_e1540);
                            uint64_t l_1219_ = (l_1217_ * l_1218_);
                            uint64_t l_1220_ = (l_1219_ >> uint(32uL));
                            uint l_601_ = uint(l_1220_);
                            uint _e1549 = l_mut_65_;
                            uint _e1550 = l_mut_451_;
                            uint l_602_ = (_e1549 * _e1550);
                            uint l_603_ = (l_601_ + l_602_);
                            uint l_604_ = (l_337_ - l_600_);
                            uint l_605_ = (l_341_ - l_603_);
                            bool l_606_ = (l_337_ < l_600_);
                            uint l_607_ = uint(l_606_);
                            uint l_608_ = (l_605_ - l_607_);
                            l_mut_457_ = l_604_;
                            l_mut_452_ = l_608_;
                            uint _e1558 = l_mut_452_;
                            uint _e1559 = l_mut_65_;
                            bool l_609_ = (_e1558 < _e1559);
                            uint _e1561 = l_mut_452_;
                            uint _e1562 = l_mut_65_;
                            bool l_610_ = (_e1561 == _e1562);
                            uint _e1564 = l_mut_457_;
                            uint _e1565 = l_mut_80_;
                            bool l_611_ = (_e1564 < _e1565);
                            if (l_610_) {
                                local_34 = l_611_;
                            } else {
                                local_34 = false;
                            }
                            bool l_612_ = local_34;
                            if (!(l_609_)) {
                                local_35 = l_612_;
                            } else {
                                local_35 = true;
                            }
                            bool l_613_ = local_35;
                            bool l_614_ = !(l_613_);
                            if (l_614_) {
                                uint _e1577 = l_mut_457_;
                                uint _e1578 = l_mut_80_;
                                uint l_615_ = (_e1577 - _e1578);
                                uint _e1580 = l_mut_452_;
                                uint _e1581 = l_mut_65_;
                                uint l_616_ = (_e1580 - _e1581);
                                uint _e1583 = l_mut_457_;
                                uint _e1584 = l_mut_80_;
                                bool l_617_ = (_e1583 < _e1584);
                                uint l_618_ = uint(l_617_);
                                uint l_619_ = (l_616_ - l_618_);
                                l_mut_457_ = l_615_;
                                l_mut_452_ = l_619_;
                            }
                        }
                        uint _e1588 = l_mut_452_;
                        uint _e1589 = l_mut_395_;
                        bool l_620_ = (_e1588 < _e1589);
                        uint _e1591 = l_mut_452_;
                        uint _e1592 = l_mut_395_;
                        bool l_621_ = (_e1591 == _e1592);
                        uint _e1594 = l_mut_457_;
                        uint _e1595 = l_mut_401_;
                        bool l_622_ = (_e1594 < _e1595);
                        if (l_621_) {
                            local_36 = l_622_;
                        } else {
                            local_36 = false;
                        }
                        bool l_623_ = local_36;
                        if (!(l_620_)) {
                            local_37 = l_623_;
                        } else {
                            local_37 = true;
                        }
                        bool l_624_ = local_37;
                        if (l_624_) {
                            uint _e1606 = l_mut_457_;
                            l_mut_401_ = _e1606;
                            uint _e1607 = l_mut_452_;
                            l_mut_395_ = _e1607;
                        }
                    }
                }
                uint _e1608 = l_mut_395_;
                bool l_625_ = (_e1608 < l_351_);
                uint _e1610 = l_mut_395_;
                bool l_626_ = (_e1610 == l_351_);
                uint _e1612 = l_mut_401_;
                bool l_627_ = (_e1612 < l_347_);
                if (l_626_) {
                    local_38 = l_627_;
                } else {
                    local_38 = false;
                }
                bool l_628_ = local_38;
                if (!(l_625_)) {
                    local_39 = l_628_;
                } else {
                    local_39 = true;
                }
                bool l_629_ = local_39;
                bool l_630_ = !(l_629_);
                uint l_631_ = uint(l_630_);
                uint l_632_ = (2u - l_631_);
                l_mut_30_ = l_632_;
            }
            uint _e1627 = l_mut_30_;
            bool l_633_ = (_e1627 > 0u);
            if (l_633_) {
                uint _e1630 = l_mut_30_;
                bool l_634_ = (_e1630 == 1u);
                l_mut_357_ = l_634_;
                l_mut_364_ = false;
            }
        }
        l_mut_635_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1635 = l_mut_364_;
            bool l_636_ = !(_e1635);
            if (l_636_) {
                break;
            }
            uint _e1637 = l_mut_135_;
            uint _e1638 = l_mut_259_;
            bool l_637_ = (_e1637 < _e1638);
            uint _e1640 = l_mut_135_;
            uint _e1641 = l_mut_259_;
            bool l_638_ = (_e1640 == _e1641);
            uint _e1643 = l_mut_141_;
            uint _e1644 = l_mut_265_;
            bool l_639_ = (_e1643 < _e1644);
            if (l_638_) {
                local_40 = l_639_;
            } else {
                local_40 = false;
            }
            bool l_640_ = local_40;
            if (!(l_637_)) {
                local_41 = l_640_;
            } else {
                local_41 = true;
            }
            bool l_641_ = local_41;
            if (l_641_) {
                uint _e1655 = l_mut_265_;
                uint _e1656 = l_mut_141_;
                uint l_642_ = (_e1655 - _e1656);
                uint _e1658 = l_mut_259_;
                uint _e1659 = l_mut_135_;
                uint l_643_ = (_e1658 - _e1659);
                uint _e1661 = l_mut_265_;
                uint _e1662 = l_mut_141_;
                bool l_644_ = (_e1661 < _e1662);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_457_ = l_642_;
                l_mut_452_ = l_646_;
                uint _e1666 = l_mut_265_;
                l_mut_451_ = _e1666;
                uint _e1667 = l_mut_259_;
                l_mut_448_ = _e1667;
                uint _e1668 = l_mut_452_;
                uint _e1669 = l_mut_259_;
                bool l_647_ = (_e1668 < _e1669);
                uint _e1671 = l_mut_452_;
                uint _e1672 = l_mut_259_;
                bool l_648_ = (_e1671 == _e1672);
                uint _e1674 = l_mut_457_;
                uint _e1675 = l_mut_265_;
                bool l_649_ = (_e1674 < _e1675);
                if (l_648_) {
                    local_42 = l_649_;
                } else {
                    local_42 = false;
                }
                bool l_650_ = local_42;
                if (!(l_647_)) {
                    local_43 = l_650_;
                } else {
                    local_43 = true;
                }
                bool l_651_ = local_43;
                if (l_651_) {
                    uint _e1686 = l_mut_457_;
                    l_mut_451_ = _e1686;
                    uint _e1687 = l_mut_452_;
                    l_mut_448_ = _e1687;
                }
                l_mut_652_ = false;
                l_mut_652_ = true;
                l_mut_457_ = 0u;
                uint _e1691 = l_mut_209_;
                uint _e1692 = l_mut_203_;
                uint l_653_ = (_e1691 | _e1692);
                bool l_654_ = (l_653_ == 0u);
                bool l_655_ = !(l_654_);
                bool _e1697 = l_mut_652_;
                if (_e1697) {
                    local_44 = l_655_;
                } else {
                    local_44 = false;
                }
                bool l_656_ = local_44;
                uint _e1702 = l_mut_203_;
                uint _e1703 = l_mut_448_;
                bool l_657_ = (_e1702 < _e1703);
                uint _e1705 = l_mut_203_;
                uint _e1706 = l_mut_448_;
                bool l_658_ = (_e1705 == _e1706);
                uint _e1708 = l_mut_209_;
                uint _e1709 = l_mut_451_;
                bool l_659_ = (_e1708 < _e1709);
                if (l_658_) {
                    local_45 = l_659_;
                } else {
                    local_45 = false;
                }
                bool l_660_ = local_45;
                if (!(l_657_)) {
                    local_46 = l_660_;
                } else {
                    local_46 = true;
                }
                bool l_661_ = local_46;
                if (l_656_) {
                    local_47 = l_661_;
                } else {
                    local_47 = false;
                }
                bool l_662_ = local_47;
                uint _e1724 = l_mut_92_;
                uint _e1725 = l_mut_86_;
                uint l_663_ = (_e1724 + _e1725);
                bool l_664_ = (l_663_ < l_4_);
                if (l_662_) {
                    local_48 = l_664_;
                } else {
                    local_48 = false;
                }
                bool l_665_ = local_48;
                if (l_665_) {
                    uint _e1732 = l_mut_92_;
                    uint l_666_ = (l_4_ - _e1732);
                    uint _e1734 = l_mut_86_;
                    uint l_667_ = (l_666_ - _e1734);
                    uint _e1736 = l_mut_92_;
                    uint l_668_ = naga_div(l_667_, _e1736);
                    uint _e1738 = l_mut_451_;
                    uint l_669_ = (_e1738 - 1u);
                    uint _e1741 = l_mut_448_;
                    uint l_670_ = (_e1741 - 0u);
                    uint _e1744 = l_mut_451_;
                    bool l_671_ = (_e1744 < 1u);
                    uint l_672_ = uint(l_671_);
                    uint l_673_ = (l_670_ - l_672_);
                    l_mut_452_ = l_669_;
                    l_mut_451_ = l_673_;
                    l_mut_448_ = 0u;
                    l_mut_674_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1837 = l_mut_674_;
                            l_mut_674_ = (_e1837 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1752 = l_mut_674_;
                        if ((_e1752 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1756 = l_mut_674_;
                            uint l_675_ = (19u - _e1756);
                            uint _e1758 = l_mut_452_;
                            l_mut_447_ = _e1758;
                            uint _e1759 = l_mut_451_;
                            l_mut_446_ = _e1759;
                            bool l_676_ = (l_675_ >= 32u);
                            if (l_676_) {
                                uint l_677_ = (l_675_ & 31u);
                                uint _e1764 = l_mut_451_;
                                uint l_678_ = (_e1764 >> l_677_);
                                l_mut_447_ = l_678_;
                                l_mut_446_ = 0u;
                            } else {
                                bool l_679_ = (l_675_ > 0u);
                                if (l_679_) {
                                    uint _e1769 = l_mut_452_;
                                    l_mut_435_ = _e1769;
                                    bool l_680_ = (l_675_ > 0u);
                                    if (l_680_) {
                                        uint _e1772 = l_mut_452_;
                                        uint l_681_ = (_e1772 >> l_675_);
                                        uint l_682_ = (32u - l_675_);
                                        uint _e1776 = l_mut_451_;
                                        uint l_683_ = (_e1776 << l_682_);
                                        uint l_684_ = (l_681_ | l_683_);
                                        l_mut_435_ = l_684_;
                                    }
                                    uint _e1779 = l_mut_451_;
                                    uint l_685_ = (_e1779 >> l_675_);
                                    uint _e1781 = l_mut_435_;
                                    l_mut_447_ = _e1781;
                                    l_mut_446_ = l_685_;
                                }
                            }
                            uint _e1782 = l_mut_446_;
                            uint _e1783 = l_mut_203_;
                            bool l_686_ = (_e1782 < _e1783);
                            uint _e1785 = l_mut_446_;
                            uint _e1786 = l_mut_203_;
                            bool l_687_ = (_e1785 == _e1786);
                            uint _e1788 = l_mut_447_;
                            uint _e1789 = l_mut_209_;
                            bool l_688_ = (_e1788 < _e1789);
                            if (l_687_) {
                                local_49 = l_688_;
                            } else {
                                local_49 = false;
                            }
                            bool l_689_ = local_49;
                            if (!(l_686_)) {
                                local_50 = l_689_;
                            } else {
                                local_50 = true;
                            }
                            bool l_690_ = local_50;
                            bool l_691_ = !(l_690_);
                            if (l_691_) {
                                uint _e1801 = l_mut_209_;
                                l_mut_447_ = _e1801;
                                uint _e1802 = l_mut_203_;
                                l_mut_446_ = _e1802;
                                bool l_692_ = (l_675_ >= 32u);
                                if (l_692_) {
                                    uint l_693_ = (l_675_ & 31u);
                                    uint _e1807 = l_mut_209_;
                                    uint l_694_ = (_e1807 << l_693_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_694_;
                                } else {
                                    bool l_695_ = (l_675_ > 0u);
                                    if (l_695_) {
                                        uint _e1812 = l_mut_209_;
                                        uint l_696_ = (_e1812 << l_675_);
                                        uint _e1814 = l_mut_203_;
                                        uint l_697_ = (_e1814 << l_675_);
                                        uint l_698_ = (32u - l_675_);
                                        uint _e1818 = l_mut_209_;
                                        uint l_699_ = (_e1818 >> l_698_);
                                        uint l_700_ = (l_697_ | l_699_);
                                        l_mut_447_ = l_696_;
                                        l_mut_446_ = l_700_;
                                    }
                                }
                                uint _e1821 = l_mut_452_;
                                uint _e1822 = l_mut_447_;
                                uint l_701_ = (_e1821 - _e1822);
                                uint _e1824 = l_mut_451_;
                                uint _e1825 = l_mut_446_;
                                uint l_702_ = (_e1824 - _e1825);
                                uint _e1827 = l_mut_452_;
                                uint _e1828 = l_mut_447_;
                                bool l_703_ = (_e1827 < _e1828);
                                uint l_704_ = uint(l_703_);
                                uint l_705_ = (l_702_ - l_704_);
                                l_mut_452_ = l_701_;
                                l_mut_451_ = l_705_;
                                uint l_706_ = (1u << l_675_);
                                uint _e1834 = l_mut_448_;
                                l_mut_448_ = (_e1834 | l_706_);
                            }
                        }
                    }
                    uint _e1839 = l_mut_448_;
                    uint l_707_ = min(_e1839, l_668_);
                    l_mut_448_ = l_707_;
                    uint _e1841 = l_mut_451_;
                    uint _e1842 = l_mut_203_;
                    bool l_708_ = (_e1841 < _e1842);
                    uint _e1844 = l_mut_451_;
                    uint _e1845 = l_mut_203_;
                    bool l_709_ = (_e1844 == _e1845);
                    uint _e1847 = l_mut_452_;
                    uint _e1848 = l_mut_209_;
                    bool l_710_ = (_e1847 < _e1848);
                    if (l_709_) {
                        local_51 = l_710_;
                    } else {
                        local_51 = false;
                    }
                    bool l_711_ = local_51;
                    if (!(l_708_)) {
                        local_52 = l_711_;
                    } else {
                        local_52 = true;
                    }
                    bool l_712_ = local_52;
                    bool l_713_ = !(l_712_);
                    if (l_713_) {
                        l_mut_448_ = l_668_;
                    }
                    uint _e1860 = l_mut_448_;
                    l_mut_457_ = _e1860;
                }
                uint _e1861 = l_mut_265_;
                l_mut_452_ = _e1861;
                uint _e1862 = l_mut_259_;
                l_mut_451_ = _e1862;
                uint _e1863 = l_mut_209_;
                l_mut_448_ = _e1863;
                uint _e1864 = l_mut_203_;
                l_mut_447_ = _e1864;
                uint _e1865 = l_mut_92_;
                l_mut_446_ = _e1865;
                uint _e1866 = l_mut_86_;
                l_mut_435_ = _e1866;
                uint _e1867 = l_mut_141_;
                l_mut_428_ = _e1867;
                uint _e1868 = l_mut_135_;
                l_mut_401_ = _e1868;
                l_mut_395_ = 0u;
                uint _e1870 = l_mut_457_;
                bool l_714_ = (_e1870 > 0u);
                if (l_714_) {
                    uint _e1873 = l_mut_209_;
                    uint _e1874 = l_mut_457_;
                    uint l_715_ = (_e1873 * _e1874);
                    uint _e1876 = l_mut_209_;
                    uint64_t l_1222_ = uint64_t(_e1876);
                    uint _e1878 = l_mut_457_;
                    uint64_t l_1223_ = uint64_t(_e1878);
                    uint64_t l_1224_ = (l_1222_ * l_1223_);
                    uint64_t l_1225_ = (l_1224_ >> uint(32uL));
                    uint l_716_ = uint(l_1225_);
                    uint _e1887 = l_mut_203_;
                    uint _e1888 = l_mut_457_;
                    uint l_717_ = (_e1887 * _e1888);
                    uint l_718_ = (l_716_ + l_717_);
                    uint _e1891 = l_mut_265_;
                    uint l_719_ = (_e1891 - l_715_);
                    uint _e1893 = l_mut_259_;
                    uint l_720_ = (_e1893 - l_718_);
                    uint _e1895 = l_mut_265_;
                    bool l_721_ = (_e1895 < l_715_);
                    uint l_722_ = uint(l_721_);
                    uint l_723_ = (l_720_ - l_722_);
                    l_mut_452_ = l_719_;
                    l_mut_451_ = l_723_;
                    uint _e1899 = l_mut_457_;
                    uint _e1900 = l_mut_92_;
                    uint l_724_ = (_e1899 * _e1900);
                    uint _e1902 = l_mut_86_;
                    uint l_725_ = (_e1902 + l_724_);
                    l_mut_435_ = l_725_;
                } else {
                    uint _e1904 = l_mut_395_;
                    bool l_726_ = (_e1904 == 0u);
                    if (l_726_) {
                        uint _e1907 = l_mut_92_;
                        uint l_727_ = (l_4_ - _e1907);
                        uint _e1909 = l_mut_86_;
                        uint l_728_ = naga_div(l_727_, _e1909);
                        l_mut_457_ = 0u;
                        l_mut_652_ = false;
                        l_mut_652_ = true;
                        uint _e1914 = l_mut_265_;
                        uint _e1915 = l_mut_259_;
                        uint l_729_ = (_e1914 | _e1915);
                        bool l_730_ = (l_729_ == 0u);
                        if (l_730_) {
                            l_mut_457_ = l_728_;
                        } else {
                            bool _e1919 = l_mut_652_;
                            if (_e1919) {
                                uint _e1920 = l_mut_259_;
                                uint _e1921 = l_mut_203_;
                                bool l_731_ = (_e1920 < _e1921);
                                uint _e1923 = l_mut_259_;
                                uint _e1924 = l_mut_203_;
                                bool l_732_ = (_e1923 == _e1924);
                                uint _e1926 = l_mut_265_;
                                uint _e1927 = l_mut_209_;
                                bool l_733_ = (_e1926 < _e1927);
                                if (l_732_) {
                                    local_53 = l_733_;
                                } else {
                                    local_53 = false;
                                }
                                bool l_734_ = local_53;
                                if (!(l_731_)) {
                                    local_54 = l_734_;
                                } else {
                                    local_54 = true;
                                }
                                bool l_735_ = local_54;
                                if (l_735_) {
                                    uint _e1938 = l_mut_209_;
                                    uint l_736_ = (_e1938 - 1u);
                                    uint _e1941 = l_mut_203_;
                                    uint l_737_ = (_e1941 - 0u);
                                    uint _e1944 = l_mut_209_;
                                    bool l_738_ = (_e1944 < 1u);
                                    uint l_739_ = uint(l_738_);
                                    uint l_740_ = (l_737_ - l_739_);
                                    l_mut_389_ = l_736_;
                                    l_mut_80_ = l_740_;
                                    l_mut_65_ = 0u;
                                    l_mut_741_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2037 = l_mut_741_;
                                            l_mut_741_ = (_e2037 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e1952 = l_mut_741_;
                                        if ((_e1952 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1956 = l_mut_741_;
                                            uint l_742_ = (19u - _e1956);
                                            uint _e1958 = l_mut_389_;
                                            l_mut_30_ = _e1958;
                                            uint _e1959 = l_mut_80_;
                                            l_mut_743_ = _e1959;
                                            bool l_744_ = (l_742_ >= 32u);
                                            if (l_744_) {
                                                uint l_745_ = (l_742_ & 31u);
                                                uint _e1964 = l_mut_80_;
                                                uint l_746_ = (_e1964 >> l_745_);
                                                l_mut_30_ = l_746_;
                                                l_mut_743_ = 0u;
                                            } else {
                                                bool l_747_ = (l_742_ > 0u);
                                                if (l_747_) {
                                                    uint _e1969 = l_mut_389_;
                                                    l_mut_748_ = _e1969;
                                                    bool l_749_ = (l_742_ > 0u);
                                                    if (l_749_) {
                                                        uint _e1972 = l_mut_389_;
                                                        uint l_750_ = (_e1972 >> l_742_);
                                                        uint l_751_ = (32u - l_742_);
                                                        uint _e1976 = l_mut_80_;
                                                        uint l_752_ = (_e1976 << l_751_);
                                                        uint l_753_ = (l_750_ | l_752_);
                                                        l_mut_748_ = l_753_;
                                                    }
                                                    uint _e1979 = l_mut_80_;
                                                    uint l_754_ = (_e1979 >> l_742_);
                                                    uint _e1981 = l_mut_748_;
                                                    l_mut_30_ = _e1981;
                                                    l_mut_743_ = l_754_;
                                                }
                                            }
                                            uint _e1982 = l_mut_743_;
                                            uint _e1983 = l_mut_259_;
                                            bool l_755_ = (_e1982 < _e1983);
                                            uint _e1985 = l_mut_743_;
                                            uint _e1986 = l_mut_259_;
                                            bool l_756_ = (_e1985 == _e1986);
                                            uint _e1988 = l_mut_30_;
                                            uint _e1989 = l_mut_265_;
                                            bool l_757_ = (_e1988 < _e1989);
                                            if (l_756_) {
                                                local_55 = l_757_;
                                            } else {
                                                local_55 = false;
                                            }
                                            bool l_758_ = local_55;
                                            if (!(l_755_)) {
                                                local_56 = l_758_;
                                            } else {
                                                local_56 = true;
                                            }
                                            bool l_759_ = local_56;
                                            bool l_760_ = !(l_759_);
                                            if (l_760_) {
                                                uint _e2001 = l_mut_265_;
                                                l_mut_748_ = _e2001;
                                                uint _e2002 = l_mut_259_;
                                                l_mut_743_ = _e2002;
                                                bool l_761_ = (l_742_ >= 32u);
                                                if (l_761_) {
                                                    uint l_762_ = (l_742_ & 31u);
                                                    uint _e2007 = l_mut_265_;
                                                    uint l_763_ = (_e2007 << l_762_);
                                                    l_mut_748_ = 0u;
                                                    l_mut_743_ = l_763_;
                                                } else {
                                                    bool l_764_ = (l_742_ > 0u);
                                                    if (l_764_) {
                                                        uint _e2012 = l_mut_265_;
                                                        uint l_765_ = (_e2012 << l_742_);
                                                        uint _e2014 = l_mut_259_;
                                                        uint l_766_ = (_e2014 << l_742_);
                                                        uint l_767_ = (32u - l_742_);
                                                        uint _e2018 = l_mut_265_;
                                                        uint l_768_ = (_e2018 >> l_767_);
                                                        uint l_769_ = (l_766_ | l_768_);
                                                        l_mut_748_ = l_765_;
                                                        l_mut_743_ = l_769_;
                                                    }
                                                }
                                                uint _e2021 = l_mut_389_;
                                                uint _e2022 = l_mut_748_;
                                                uint l_770_ = (_e2021 - _e2022);
                                                uint _e2024 = l_mut_80_;
                                                uint _e2025 = l_mut_743_;
                                                uint l_771_ = (_e2024 - _e2025);
                                                uint _e2027 = l_mut_389_;
                                                uint _e2028 = l_mut_748_;
                                                bool l_772_ = (_e2027 < _e2028);
                                                uint l_773_ = uint(l_772_);
                                                uint l_774_ = (l_771_ - l_773_);
                                                l_mut_389_ = l_770_;
                                                l_mut_80_ = l_774_;
                                                uint l_775_ = (1u << l_742_);
                                                uint _e2034 = l_mut_65_;
                                                l_mut_65_ = (_e2034 | l_775_);
                                            }
                                        }
                                    }
                                    uint _e2039 = l_mut_65_;
                                    uint l_776_ = min(_e2039, l_728_);
                                    l_mut_748_ = l_776_;
                                    uint _e2041 = l_mut_80_;
                                    uint _e2042 = l_mut_259_;
                                    bool l_777_ = (_e2041 < _e2042);
                                    uint _e2044 = l_mut_80_;
                                    uint _e2045 = l_mut_259_;
                                    bool l_778_ = (_e2044 == _e2045);
                                    uint _e2047 = l_mut_389_;
                                    uint _e2048 = l_mut_265_;
                                    bool l_779_ = (_e2047 < _e2048);
                                    if (l_778_) {
                                        local_57 = l_779_;
                                    } else {
                                        local_57 = false;
                                    }
                                    bool l_780_ = local_57;
                                    if (!(l_777_)) {
                                        local_58 = l_780_;
                                    } else {
                                        local_58 = true;
                                    }
                                    bool l_781_ = local_58;
                                    bool l_782_ = !(l_781_);
                                    if (l_782_) {
                                        l_mut_748_ = l_728_;
                                    }
                                    uint _e2060 = l_mut_748_;
                                    l_mut_457_ = _e2060;
                                }
                            } else {
                                uint _e2061 = l_mut_209_;
                                l_mut_748_ = _e2061;
                                uint _e2062 = l_mut_203_;
                                l_mut_743_ = _e2062;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2063 = l_mut_259_;
                                    uint _e2064 = l_mut_743_;
                                    bool l_783_ = (_e2063 < _e2064);
                                    uint _e2066 = l_mut_259_;
                                    uint _e2067 = l_mut_743_;
                                    bool l_784_ = (_e2066 == _e2067);
                                    uint _e2069 = l_mut_265_;
                                    uint _e2070 = l_mut_748_;
                                    bool l_785_ = (_e2069 < _e2070);
                                    if (l_784_) {
                                        local_59 = l_785_;
                                    } else {
                                        local_59 = false;
                                    }
                                    bool l_786_ = local_59;
                                    if (!(l_783_)) {
                                        local_60 = l_786_;
                                    } else {
                                        local_60 = true;
                                    }
                                    bool l_787_ = local_60;
                                    uint _e2081 = l_mut_457_;
                                    uint _e2082 = l_mut_86_;
                                    uint l_788_ = (_e2081 * _e2082);
                                    uint _e2084 = l_mut_92_;
                                    uint l_789_ = (_e2084 + l_788_);
                                    uint _e2086 = l_mut_86_;
                                    uint l_790_ = (l_789_ + _e2086);
                                    bool l_791_ = (l_790_ < l_4_);
                                    if (l_787_) {
                                        local_61 = l_791_;
                                    } else {
                                        local_61 = false;
                                    }
                                    bool l_792_ = local_61;
                                    bool l_793_ = !(l_792_);
                                    if (l_793_) {
                                        break;
                                    }
                                    uint _e2094 = l_mut_748_;
                                    uint _e2095 = l_mut_265_;
                                    uint l_794_ = (_e2094 - _e2095);
                                    uint _e2097 = l_mut_743_;
                                    uint _e2098 = l_mut_259_;
                                    uint l_795_ = (_e2097 - _e2098);
                                    uint _e2100 = l_mut_748_;
                                    uint _e2101 = l_mut_265_;
                                    bool l_796_ = (_e2100 < _e2101);
                                    uint l_797_ = uint(l_796_);
                                    uint l_798_ = (l_795_ - l_797_);
                                    l_mut_748_ = l_794_;
                                    l_mut_743_ = l_798_;
                                    uint _e2105 = l_mut_457_;
                                    l_mut_457_ = (_e2105 + 1u);
                                }
                            }
                        }
                        uint _e2108 = l_mut_457_;
                        uint _e2109 = l_mut_86_;
                        uint l_799_ = (_e2108 * _e2109);
                        uint _e2111 = l_mut_92_;
                        uint l_800_ = (_e2111 + l_799_);
                        uint _e2113 = l_mut_86_;
                        uint l_801_ = (l_800_ + _e2113);
                        bool l_802_ = (l_801_ >= l_4_);
                        if (l_802_) {
                            l_mut_395_ = 1u;
                        } else {
                            uint _e2117 = l_mut_265_;
                            uint _e2118 = l_mut_457_;
                            uint l_803_ = (_e2117 * _e2118);
                            uint _e2120 = l_mut_265_;
                            uint64_t l_1227_ = uint64_t(_e2120);
                            uint _e2122 = l_mut_457_;
                            uint64_t l_1228_ = uint64_t(_e2122);
                            uint64_t l_1229_ = (l_1227_ * l_1228_);
                            uint64_t l_1230_ = (l_1229_ >> uint(32uL));
                            uint l_804_ = uint(l_1230_);
                            uint _e2131 = l_mut_259_;
                            uint _e2132 = l_mut_457_;
                            uint l_805_ = (_e2131 * _e2132);
                            uint l_806_ = (l_804_ + l_805_);
                            uint _e2135 = l_mut_209_;
                            uint l_807_ = (_e2135 - l_803_);
                            uint _e2137 = l_mut_203_;
                            uint l_808_ = (_e2137 - l_806_);
                            uint _e2139 = l_mut_209_;
                            bool l_809_ = (_e2139 < l_803_);
                            uint l_810_ = uint(l_809_);
                            uint l_811_ = (l_808_ - l_810_);
                            l_mut_448_ = l_807_;
                            l_mut_447_ = l_811_;
                            uint _e2143 = l_mut_457_;
                            uint _e2144 = l_mut_86_;
                            uint l_812_ = (_e2143 * _e2144);
                            uint _e2146 = l_mut_92_;
                            uint l_813_ = (_e2146 + l_812_);
                            l_mut_446_ = l_813_;
                            uint _e2148 = l_mut_265_;
                            uint _e2149 = l_mut_448_;
                            uint l_814_ = (_e2148 - _e2149);
                            uint _e2151 = l_mut_259_;
                            uint _e2152 = l_mut_447_;
                            uint l_815_ = (_e2151 - _e2152);
                            uint _e2154 = l_mut_265_;
                            uint _e2155 = l_mut_448_;
                            bool l_816_ = (_e2154 < _e2155);
                            uint l_817_ = uint(l_816_);
                            uint l_818_ = (l_815_ - l_817_);
                            l_mut_452_ = l_814_;
                            l_mut_451_ = l_818_;
                            uint _e2159 = l_mut_86_;
                            uint _e2160 = l_mut_446_;
                            uint l_819_ = (_e2159 + _e2160);
                            l_mut_435_ = l_819_;
                        }
                    }
                }
                uint _e2162 = l_mut_452_;
                l_mut_265_ = _e2162;
                uint _e2163 = l_mut_451_;
                l_mut_259_ = _e2163;
                uint _e2164 = l_mut_448_;
                l_mut_209_ = _e2164;
                uint _e2165 = l_mut_447_;
                l_mut_203_ = _e2165;
                uint _e2166 = l_mut_446_;
                l_mut_92_ = _e2166;
                uint _e2167 = l_mut_435_;
                l_mut_86_ = _e2167;
                uint _e2168 = l_mut_428_;
                l_mut_141_ = _e2168;
                uint _e2169 = l_mut_401_;
                l_mut_135_ = _e2169;
                uint _e2170 = l_mut_395_;
                bool l_820_ = (_e2170 == 1u);
                l_mut_357_ = l_820_;
                uint _e2173 = l_mut_395_;
                bool l_821_ = (_e2173 == 0u);
                l_mut_364_ = l_821_;
            } else {
                uint _e2176 = l_mut_209_;
                uint _e2177 = l_mut_141_;
                uint l_822_ = (_e2176 - _e2177);
                uint _e2179 = l_mut_203_;
                uint _e2180 = l_mut_135_;
                uint l_823_ = (_e2179 - _e2180);
                uint _e2182 = l_mut_209_;
                uint _e2183 = l_mut_141_;
                bool l_824_ = (_e2182 < _e2183);
                uint l_825_ = uint(l_824_);
                uint l_826_ = (l_823_ - l_825_);
                l_mut_748_ = l_822_;
                l_mut_743_ = l_826_;
                uint _e2187 = l_mut_141_;
                uint l_827_ = (_e2187 - l_347_);
                uint _e2189 = l_mut_135_;
                uint l_828_ = (_e2189 - l_351_);
                uint _e2191 = l_mut_141_;
                bool l_829_ = (_e2191 < l_347_);
                uint l_830_ = uint(l_829_);
                uint l_831_ = (l_828_ - l_830_);
                l_mut_748_ = l_827_;
                l_mut_743_ = l_831_;
                uint _e2195 = l_mut_209_;
                l_mut_457_ = _e2195;
                uint _e2196 = l_mut_203_;
                l_mut_452_ = _e2196;
                uint _e2197 = l_mut_743_;
                uint _e2198 = l_mut_203_;
                bool l_832_ = (_e2197 < _e2198);
                uint _e2200 = l_mut_743_;
                uint _e2201 = l_mut_203_;
                bool l_833_ = (_e2200 == _e2201);
                uint _e2203 = l_mut_748_;
                uint _e2204 = l_mut_209_;
                bool l_834_ = (_e2203 < _e2204);
                if (l_833_) {
                    local_62 = l_834_;
                } else {
                    local_62 = false;
                }
                bool l_835_ = local_62;
                if (!(l_832_)) {
                    local_63 = l_835_;
                } else {
                    local_63 = true;
                }
                bool l_836_ = local_63;
                if (l_836_) {
                    uint _e2215 = l_mut_748_;
                    l_mut_457_ = _e2215;
                    uint _e2216 = l_mut_743_;
                    l_mut_452_ = _e2216;
                }
                l_mut_652_ = false;
                l_mut_652_ = true;
                l_mut_748_ = 0u;
                uint _e2220 = l_mut_265_;
                uint _e2221 = l_mut_259_;
                uint l_837_ = (_e2220 | _e2221);
                bool l_838_ = (l_837_ == 0u);
                bool l_839_ = !(l_838_);
                bool _e2226 = l_mut_652_;
                if (_e2226) {
                    local_64 = l_839_;
                } else {
                    local_64 = false;
                }
                bool l_840_ = local_64;
                uint _e2231 = l_mut_259_;
                uint _e2232 = l_mut_452_;
                bool l_841_ = (_e2231 < _e2232);
                uint _e2234 = l_mut_259_;
                uint _e2235 = l_mut_452_;
                bool l_842_ = (_e2234 == _e2235);
                uint _e2237 = l_mut_265_;
                uint _e2238 = l_mut_457_;
                bool l_843_ = (_e2237 < _e2238);
                if (l_842_) {
                    local_65 = l_843_;
                } else {
                    local_65 = false;
                }
                bool l_844_ = local_65;
                if (!(l_841_)) {
                    local_66 = l_844_;
                } else {
                    local_66 = true;
                }
                bool l_845_ = local_66;
                if (l_840_) {
                    local_67 = l_845_;
                } else {
                    local_67 = false;
                }
                bool l_846_ = local_67;
                uint _e2253 = l_mut_86_;
                uint _e2254 = l_mut_92_;
                uint l_847_ = (_e2253 + _e2254);
                bool l_848_ = (l_847_ < l_4_);
                if (l_846_) {
                    local_68 = l_848_;
                } else {
                    local_68 = false;
                }
                bool l_849_ = local_68;
                if (l_849_) {
                    uint _e2261 = l_mut_86_;
                    uint l_850_ = (l_4_ - _e2261);
                    uint _e2263 = l_mut_92_;
                    uint l_851_ = (l_850_ - _e2263);
                    uint _e2265 = l_mut_86_;
                    uint l_852_ = naga_div(l_851_, _e2265);
                    uint _e2267 = l_mut_457_;
                    uint l_853_ = (_e2267 - 1u);
                    uint _e2270 = l_mut_452_;
                    uint l_854_ = (_e2270 - 0u);
                    uint _e2273 = l_mut_457_;
                    bool l_855_ = (_e2273 < 1u);
                    uint l_856_ = uint(l_855_);
                    uint l_857_ = (l_854_ - l_856_);
                    l_mut_743_ = l_853_;
                    l_mut_457_ = l_857_;
                    l_mut_452_ = 0u;
                    l_mut_858_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2366 = l_mut_858_;
                            l_mut_858_ = (_e2366 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2281 = l_mut_858_;
                        if ((_e2281 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2285 = l_mut_858_;
                            uint l_859_ = (19u - _e2285);
                            uint _e2287 = l_mut_743_;
                            l_mut_451_ = _e2287;
                            uint _e2288 = l_mut_457_;
                            l_mut_448_ = _e2288;
                            bool l_860_ = (l_859_ >= 32u);
                            if (l_860_) {
                                uint l_861_ = (l_859_ & 31u);
                                uint _e2293 = l_mut_457_;
                                uint l_862_ = (_e2293 >> l_861_);
                                l_mut_451_ = l_862_;
                                l_mut_448_ = 0u;
                            } else {
                                bool l_863_ = (l_859_ > 0u);
                                if (l_863_) {
                                    uint _e2298 = l_mut_743_;
                                    l_mut_447_ = _e2298;
                                    bool l_864_ = (l_859_ > 0u);
                                    if (l_864_) {
                                        uint _e2301 = l_mut_743_;
                                        uint l_865_ = (_e2301 >> l_859_);
                                        uint l_866_ = (32u - l_859_);
                                        uint _e2305 = l_mut_457_;
                                        uint l_867_ = (_e2305 << l_866_);
                                        uint l_868_ = (l_865_ | l_867_);
                                        l_mut_447_ = l_868_;
                                    }
                                    uint _e2308 = l_mut_457_;
                                    uint l_869_ = (_e2308 >> l_859_);
                                    uint _e2310 = l_mut_447_;
                                    l_mut_451_ = _e2310;
                                    l_mut_448_ = l_869_;
                                }
                            }
                            uint _e2311 = l_mut_448_;
                            uint _e2312 = l_mut_259_;
                            bool l_870_ = (_e2311 < _e2312);
                            uint _e2314 = l_mut_448_;
                            uint _e2315 = l_mut_259_;
                            bool l_871_ = (_e2314 == _e2315);
                            uint _e2317 = l_mut_451_;
                            uint _e2318 = l_mut_265_;
                            bool l_872_ = (_e2317 < _e2318);
                            if (l_871_) {
                                local_69 = l_872_;
                            } else {
                                local_69 = false;
                            }
                            bool l_873_ = local_69;
                            if (!(l_870_)) {
                                local_70 = l_873_;
                            } else {
                                local_70 = true;
                            }
                            bool l_874_ = local_70;
                            bool l_875_ = !(l_874_);
                            if (l_875_) {
                                uint _e2330 = l_mut_265_;
                                l_mut_451_ = _e2330;
                                uint _e2331 = l_mut_259_;
                                l_mut_448_ = _e2331;
                                bool l_876_ = (l_859_ >= 32u);
                                if (l_876_) {
                                    uint l_877_ = (l_859_ & 31u);
                                    uint _e2336 = l_mut_265_;
                                    uint l_878_ = (_e2336 << l_877_);
                                    l_mut_451_ = 0u;
                                    l_mut_448_ = l_878_;
                                } else {
                                    bool l_879_ = (l_859_ > 0u);
                                    if (l_879_) {
                                        uint _e2341 = l_mut_265_;
                                        uint l_880_ = (_e2341 << l_859_);
                                        uint _e2343 = l_mut_259_;
                                        uint l_881_ = (_e2343 << l_859_);
                                        uint l_882_ = (32u - l_859_);
                                        uint _e2347 = l_mut_265_;
                                        uint l_883_ = (_e2347 >> l_882_);
                                        uint l_884_ = (l_881_ | l_883_);
                                        l_mut_451_ = l_880_;
                                        l_mut_448_ = l_884_;
                                    }
                                }
                                uint _e2350 = l_mut_743_;
                                uint _e2351 = l_mut_451_;
                                uint l_885_ = (_e2350 - _e2351);
                                uint _e2353 = l_mut_457_;
                                uint _e2354 = l_mut_448_;
                                uint l_886_ = (_e2353 - _e2354);
                                uint _e2356 = l_mut_743_;
                                uint _e2357 = l_mut_451_;
                                bool l_887_ = (_e2356 < _e2357);
                                uint l_888_ = uint(l_887_);
                                uint l_889_ = (l_886_ - l_888_);
                                l_mut_743_ = l_885_;
                                l_mut_457_ = l_889_;
                                uint l_890_ = (1u << l_859_);
                                uint _e2363 = l_mut_452_;
                                l_mut_452_ = (_e2363 | l_890_);
                            }
                        }
                    }
                    uint _e2368 = l_mut_452_;
                    uint l_891_ = min(_e2368, l_852_);
                    l_mut_452_ = l_891_;
                    uint _e2370 = l_mut_457_;
                    uint _e2371 = l_mut_259_;
                    bool l_892_ = (_e2370 < _e2371);
                    uint _e2373 = l_mut_457_;
                    uint _e2374 = l_mut_259_;
                    bool l_893_ = (_e2373 == _e2374);
                    uint _e2376 = l_mut_743_;
                    uint _e2377 = l_mut_265_;
                    bool l_894_ = (_e2376 < _e2377);
                    if (l_893_) {
                        local_71 = l_894_;
                    } else {
                        local_71 = false;
                    }
                    bool l_895_ = local_71;
                    if (!(l_892_)) {
                        local_72 = l_895_;
                    } else {
                        local_72 = true;
                    }
                    bool l_896_ = local_72;
                    bool l_897_ = !(l_896_);
                    if (l_897_) {
                        l_mut_452_ = l_852_;
                    }
                    uint _e2389 = l_mut_452_;
                    l_mut_748_ = _e2389;
                }
                uint _e2390 = l_mut_209_;
                l_mut_743_ = _e2390;
                uint _e2391 = l_mut_203_;
                l_mut_457_ = _e2391;
                uint _e2392 = l_mut_265_;
                l_mut_452_ = _e2392;
                uint _e2393 = l_mut_259_;
                l_mut_451_ = _e2393;
                uint _e2394 = l_mut_86_;
                l_mut_448_ = _e2394;
                uint _e2395 = l_mut_92_;
                l_mut_447_ = _e2395;
                uint _e2396 = l_mut_141_;
                l_mut_446_ = _e2396;
                uint _e2397 = l_mut_135_;
                l_mut_435_ = _e2397;
                l_mut_428_ = 0u;
                uint _e2399 = l_mut_748_;
                bool l_898_ = (_e2399 > 0u);
                if (l_898_) {
                    uint _e2402 = l_mut_265_;
                    uint _e2403 = l_mut_748_;
                    uint l_899_ = (_e2402 * _e2403);
                    uint _e2405 = l_mut_265_;
                    uint64_t l_1232_ = uint64_t(_e2405);
                    uint _e2407 = l_mut_748_;
                    uint64_t l_1233_ = uint64_t(_e2407);
                    uint64_t l_1234_ = (l_1232_ * l_1233_);
                    uint64_t l_1235_ = (l_1234_ >> uint(32uL));
                    uint l_900_ = uint(l_1235_);
                    uint _e2416 = l_mut_259_;
                    uint _e2417 = l_mut_748_;
                    uint l_901_ = (_e2416 * _e2417);
                    uint l_902_ = (l_900_ + l_901_);
                    uint _e2420 = l_mut_141_;
                    uint l_903_ = (_e2420 - l_899_);
                    uint _e2422 = l_mut_135_;
                    uint l_904_ = (_e2422 - l_902_);
                    uint _e2424 = l_mut_141_;
                    bool l_905_ = (_e2424 < l_899_);
                    uint l_906_ = uint(l_905_);
                    uint l_907_ = (l_904_ - l_906_);
                    l_mut_446_ = l_903_;
                    l_mut_435_ = l_907_;
                    uint _e2428 = l_mut_209_;
                    uint l_908_ = (_e2428 - l_899_);
                    uint _e2430 = l_mut_203_;
                    uint l_909_ = (_e2430 - l_902_);
                    uint _e2432 = l_mut_209_;
                    bool l_910_ = (_e2432 < l_899_);
                    uint l_911_ = uint(l_910_);
                    uint l_912_ = (l_909_ - l_911_);
                    l_mut_743_ = l_908_;
                    l_mut_457_ = l_912_;
                    uint _e2436 = l_mut_748_;
                    uint _e2437 = l_mut_86_;
                    uint l_913_ = (_e2436 * _e2437);
                    uint _e2439 = l_mut_92_;
                    uint l_914_ = (_e2439 + l_913_);
                    l_mut_447_ = l_914_;
                } else {
                    uint _e2441 = l_mut_141_;
                    uint _e2442 = l_mut_265_;
                    uint l_915_ = (_e2441 - _e2442);
                    uint _e2444 = l_mut_135_;
                    uint _e2445 = l_mut_259_;
                    uint l_916_ = (_e2444 - _e2445);
                    uint _e2447 = l_mut_141_;
                    uint _e2448 = l_mut_265_;
                    bool l_917_ = (_e2447 < _e2448);
                    uint l_918_ = uint(l_917_);
                    uint l_919_ = (l_916_ - l_918_);
                    l_mut_446_ = l_915_;
                    l_mut_435_ = l_919_;
                    uint _e2452 = l_mut_435_;
                    bool l_920_ = (_e2452 < l_351_);
                    uint _e2454 = l_mut_435_;
                    bool l_921_ = (_e2454 == l_351_);
                    uint _e2456 = l_mut_446_;
                    bool l_922_ = (_e2456 < l_347_);
                    if (l_921_) {
                        local_73 = l_922_;
                    } else {
                        local_73 = false;
                    }
                    bool l_923_ = local_73;
                    if (!(l_920_)) {
                        local_74 = l_923_;
                    } else {
                        local_74 = true;
                    }
                    bool l_924_ = local_74;
                    if (l_924_) {
                        l_mut_428_ = 2u;
                    }
                    uint _e2468 = l_mut_428_;
                    bool l_925_ = (_e2468 == 0u);
                    if (l_925_) {
                        uint _e2471 = l_mut_86_;
                        uint l_926_ = (l_4_ - _e2471);
                        uint _e2473 = l_mut_92_;
                        uint l_927_ = naga_div(l_926_, _e2473);
                        l_mut_748_ = 0u;
                        l_mut_652_ = false;
                        l_mut_652_ = true;
                        uint _e2478 = l_mut_209_;
                        uint _e2479 = l_mut_203_;
                        uint l_928_ = (_e2478 | _e2479);
                        bool l_929_ = (l_928_ == 0u);
                        if (l_929_) {
                            l_mut_748_ = l_927_;
                        } else {
                            bool _e2483 = l_mut_652_;
                            if (_e2483) {
                                uint _e2484 = l_mut_203_;
                                uint _e2485 = l_mut_259_;
                                bool l_930_ = (_e2484 < _e2485);
                                uint _e2487 = l_mut_203_;
                                uint _e2488 = l_mut_259_;
                                bool l_931_ = (_e2487 == _e2488);
                                uint _e2490 = l_mut_209_;
                                uint _e2491 = l_mut_265_;
                                bool l_932_ = (_e2490 < _e2491);
                                if (l_931_) {
                                    local_75 = l_932_;
                                } else {
                                    local_75 = false;
                                }
                                bool l_933_ = local_75;
                                if (!(l_930_)) {
                                    local_76 = l_933_;
                                } else {
                                    local_76 = true;
                                }
                                bool l_934_ = local_76;
                                if (l_934_) {
                                    uint _e2502 = l_mut_265_;
                                    uint l_935_ = (_e2502 - 1u);
                                    uint _e2505 = l_mut_259_;
                                    uint l_936_ = (_e2505 - 0u);
                                    uint _e2508 = l_mut_265_;
                                    bool l_937_ = (_e2508 < 1u);
                                    uint l_938_ = uint(l_937_);
                                    uint l_939_ = (l_936_ - l_938_);
                                    l_mut_401_ = l_935_;
                                    l_mut_395_ = l_939_;
                                    l_mut_389_ = 0u;
                                    l_mut_940_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2601 = l_mut_940_;
                                            l_mut_940_ = (_e2601 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2516 = l_mut_940_;
                                        if ((_e2516 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2520 = l_mut_940_;
                                            uint l_941_ = (19u - _e2520);
                                            uint _e2522 = l_mut_401_;
                                            l_mut_80_ = _e2522;
                                            uint _e2523 = l_mut_395_;
                                            l_mut_65_ = _e2523;
                                            bool l_942_ = (l_941_ >= 32u);
                                            if (l_942_) {
                                                uint l_943_ = (l_941_ & 31u);
                                                uint _e2528 = l_mut_395_;
                                                uint l_944_ = (_e2528 >> l_943_);
                                                l_mut_80_ = l_944_;
                                                l_mut_65_ = 0u;
                                            } else {
                                                bool l_945_ = (l_941_ > 0u);
                                                if (l_945_) {
                                                    uint _e2533 = l_mut_401_;
                                                    l_mut_30_ = _e2533;
                                                    bool l_946_ = (l_941_ > 0u);
                                                    if (l_946_) {
                                                        uint _e2536 = l_mut_401_;
                                                        uint l_947_ = (_e2536 >> l_941_);
                                                        uint l_948_ = (32u - l_941_);
                                                        uint _e2540 = l_mut_395_;
                                                        uint l_949_ = (_e2540 << l_948_);
                                                        uint l_950_ = (l_947_ | l_949_);
                                                        l_mut_30_ = l_950_;
                                                    }
                                                    uint _e2543 = l_mut_395_;
                                                    uint l_951_ = (_e2543 >> l_941_);
                                                    uint _e2545 = l_mut_30_;
                                                    l_mut_80_ = _e2545;
                                                    l_mut_65_ = l_951_;
                                                }
                                            }
                                            uint _e2546 = l_mut_65_;
                                            uint _e2547 = l_mut_203_;
                                            bool l_952_ = (_e2546 < _e2547);
                                            uint _e2549 = l_mut_65_;
                                            uint _e2550 = l_mut_203_;
                                            bool l_953_ = (_e2549 == _e2550);
                                            uint _e2552 = l_mut_80_;
                                            uint _e2553 = l_mut_209_;
                                            bool l_954_ = (_e2552 < _e2553);
                                            if (l_953_) {
                                                local_77 = l_954_;
                                            } else {
                                                local_77 = false;
                                            }
                                            bool l_955_ = local_77;
                                            if (!(l_952_)) {
                                                local_78 = l_955_;
                                            } else {
                                                local_78 = true;
                                            }
                                            bool l_956_ = local_78;
                                            bool l_957_ = !(l_956_);
                                            if (l_957_) {
                                                uint _e2565 = l_mut_209_;
                                                l_mut_80_ = _e2565;
                                                uint _e2566 = l_mut_203_;
                                                l_mut_65_ = _e2566;
                                                bool l_958_ = (l_941_ >= 32u);
                                                if (l_958_) {
                                                    uint l_959_ = (l_941_ & 31u);
                                                    uint _e2571 = l_mut_209_;
                                                    uint l_960_ = (_e2571 << l_959_);
                                                    l_mut_80_ = 0u;
                                                    l_mut_65_ = l_960_;
                                                } else {
                                                    bool l_961_ = (l_941_ > 0u);
                                                    if (l_961_) {
                                                        uint _e2576 = l_mut_209_;
                                                        uint l_962_ = (_e2576 << l_941_);
                                                        uint _e2578 = l_mut_203_;
                                                        uint l_963_ = (_e2578 << l_941_);
                                                        uint l_964_ = (32u - l_941_);
                                                        uint _e2582 = l_mut_209_;
                                                        uint l_965_ = (_e2582 >> l_964_);
                                                        uint l_966_ = (l_963_ | l_965_);
                                                        l_mut_80_ = l_962_;
                                                        l_mut_65_ = l_966_;
                                                    }
                                                }
                                                uint _e2585 = l_mut_401_;
                                                uint _e2586 = l_mut_80_;
                                                uint l_967_ = (_e2585 - _e2586);
                                                uint _e2588 = l_mut_395_;
                                                uint _e2589 = l_mut_65_;
                                                uint l_968_ = (_e2588 - _e2589);
                                                uint _e2591 = l_mut_401_;
                                                uint _e2592 = l_mut_80_;
                                                bool l_969_ = (_e2591 < _e2592);
                                                uint l_970_ = uint(l_969_);
                                                uint l_971_ = (l_968_ - l_970_);
                                                l_mut_401_ = l_967_;
                                                l_mut_395_ = l_971_;
                                                uint l_972_ = (1u << l_941_);
                                                uint _e2598 = l_mut_389_;
                                                l_mut_389_ = (_e2598 | l_972_);
                                            }
                                        }
                                    }
                                    uint _e2603 = l_mut_389_;
                                    uint l_973_ = min(_e2603, l_927_);
                                    l_mut_389_ = l_973_;
                                    uint _e2605 = l_mut_395_;
                                    uint _e2606 = l_mut_203_;
                                    bool l_974_ = (_e2605 < _e2606);
                                    uint _e2608 = l_mut_395_;
                                    uint _e2609 = l_mut_203_;
                                    bool l_975_ = (_e2608 == _e2609);
                                    uint _e2611 = l_mut_401_;
                                    uint _e2612 = l_mut_209_;
                                    bool l_976_ = (_e2611 < _e2612);
                                    if (l_975_) {
                                        local_79 = l_976_;
                                    } else {
                                        local_79 = false;
                                    }
                                    bool l_977_ = local_79;
                                    if (!(l_974_)) {
                                        local_80 = l_977_;
                                    } else {
                                        local_80 = true;
                                    }
                                    bool l_978_ = local_80;
                                    bool l_979_ = !(l_978_);
                                    if (l_979_) {
                                        l_mut_389_ = l_927_;
                                    }
                                    uint _e2624 = l_mut_389_;
                                    l_mut_748_ = _e2624;
                                }
                            } else {
                                uint _e2625 = l_mut_265_;
                                l_mut_401_ = _e2625;
                                uint _e2626 = l_mut_259_;
                                l_mut_395_ = _e2626;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2627 = l_mut_203_;
                                    uint _e2628 = l_mut_395_;
                                    bool l_980_ = (_e2627 < _e2628);
                                    uint _e2630 = l_mut_203_;
                                    uint _e2631 = l_mut_395_;
                                    bool l_981_ = (_e2630 == _e2631);
                                    uint _e2633 = l_mut_209_;
                                    uint _e2634 = l_mut_401_;
                                    bool l_982_ = (_e2633 < _e2634);
                                    if (l_981_) {
                                        local_81 = l_982_;
                                    } else {
                                        local_81 = false;
                                    }
                                    bool l_983_ = local_81;
                                    if (!(l_980_)) {
                                        local_82 = l_983_;
                                    } else {
                                        local_82 = true;
                                    }
                                    bool l_984_ = local_82;
                                    uint _e2645 = l_mut_748_;
                                    uint _e2646 = l_mut_92_;
                                    uint l_985_ = (_e2645 * _e2646);
                                    uint _e2648 = l_mut_86_;
                                    uint l_986_ = (_e2648 + l_985_);
                                    uint _e2650 = l_mut_92_;
                                    uint l_987_ = (l_986_ + _e2650);
                                    bool l_988_ = (l_987_ < l_4_);
                                    if (l_984_) {
                                        local_83 = l_988_;
                                    } else {
                                        local_83 = false;
                                    }
                                    bool l_989_ = local_83;
                                    bool l_990_ = !(l_989_);
                                    if (l_990_) {
                                        break;
                                    }
                                    uint _e2658 = l_mut_401_;
                                    uint _e2659 = l_mut_209_;
                                    uint l_991_ = (_e2658 - _e2659);
                                    uint _e2661 = l_mut_395_;
                                    uint _e2662 = l_mut_203_;
                                    uint l_992_ = (_e2661 - _e2662);
                                    uint _e2664 = l_mut_401_;
                                    uint _e2665 = l_mut_209_;
                                    bool l_993_ = (_e2664 < _e2665);
                                    uint l_994_ = uint(l_993_);
                                    uint l_995_ = (l_992_ - l_994_);
                                    l_mut_401_ = l_991_;
                                    l_mut_395_ = l_995_;
                                    uint _e2669 = l_mut_748_;
                                    l_mut_748_ = (_e2669 + 1u);
                                }
                            }
                        }
                        uint _e2672 = l_mut_748_;
                        uint _e2673 = l_mut_92_;
                        uint l_996_ = (_e2672 * _e2673);
                        uint _e2675 = l_mut_86_;
                        uint l_997_ = (_e2675 + l_996_);
                        uint _e2677 = l_mut_92_;
                        uint l_998_ = (l_997_ + _e2677);
                        bool l_999_ = (l_998_ >= l_4_);
                        if (l_999_) {
                            l_mut_428_ = 1u;
                        } else {
                            uint _e2681 = l_mut_209_;
                            uint _e2682 = l_mut_748_;
                            uint l_1000_ = (_e2681 * _e2682);
                            uint _e2684 = l_mut_209_;
                            uint64_t l_1237_ = uint64_t(_e2684);
                            uint _e2686 = l_mut_748_;
                            uint64_t l_1238_ = uint64_t(_e2686);
                            uint64_t l_1239_ = (l_1237_ * l_1238_);
                            uint64_t l_1240_ = (l_1239_ >> uint(32uL));
                            uint l_1001_ = uint(l_1240_);
                            uint _e2695 = l_mut_203_;
                            uint _e2696 = l_mut_748_;
                            uint l_1002_ = (_e2695 * _e2696);
                            uint l_1003_ = (l_1001_ + l_1002_);
                            uint _e2699 = l_mut_265_;
                            uint l_1004_ = (_e2699 - l_1000_);
                            uint _e2701 = l_mut_259_;
                            uint l_1005_ = (_e2701 - l_1003_);
                            uint _e2703 = l_mut_265_;
                            bool l_1006_ = (_e2703 < l_1000_);
                            uint l_1007_ = uint(l_1006_);
                            uint l_1008_ = (l_1005_ - l_1007_);
                            l_mut_452_ = l_1004_;
                            l_mut_451_ = l_1008_;
                            uint _e2707 = l_mut_748_;
                            uint _e2708 = l_mut_92_;
                            uint l_1009_ = (_e2707 * _e2708);
                            uint _e2710 = l_mut_86_;
                            uint l_1010_ = (_e2710 + l_1009_);
                            l_mut_448_ = l_1010_;
                            uint _e2712 = l_mut_209_;
                            uint _e2713 = l_mut_452_;
                            uint l_1011_ = (_e2712 - _e2713);
                            uint _e2715 = l_mut_203_;
                            uint _e2716 = l_mut_451_;
                            uint l_1012_ = (_e2715 - _e2716);
                            uint _e2718 = l_mut_209_;
                            uint _e2719 = l_mut_452_;
                            bool l_1013_ = (_e2718 < _e2719);
                            uint l_1014_ = uint(l_1013_);
                            uint l_1015_ = (l_1012_ - l_1014_);
                            l_mut_743_ = l_1011_;
                            l_mut_457_ = l_1015_;
                            uint _e2723 = l_mut_92_;
                            uint _e2724 = l_mut_448_;
                            uint l_1016_ = (_e2723 + _e2724);
                            l_mut_447_ = l_1016_;
                        }
                    }
                }
                uint _e2726 = l_mut_452_;
                l_mut_265_ = _e2726;
                uint _e2727 = l_mut_451_;
                l_mut_259_ = _e2727;
                uint _e2728 = l_mut_743_;
                l_mut_209_ = _e2728;
                uint _e2729 = l_mut_457_;
                l_mut_203_ = _e2729;
                uint _e2730 = l_mut_447_;
                l_mut_92_ = _e2730;
                uint _e2731 = l_mut_448_;
                l_mut_86_ = _e2731;
                uint _e2732 = l_mut_446_;
                l_mut_141_ = _e2732;
                uint _e2733 = l_mut_435_;
                l_mut_135_ = _e2733;
                uint _e2734 = l_mut_428_;
                bool l_1017_ = (_e2734 == 1u);
                l_mut_357_ = l_1017_;
                uint _e2737 = l_mut_428_;
                bool l_1018_ = (_e2737 == 0u);
                l_mut_364_ = l_1018_;
            }
        }
        bool _e2740 = l_mut_357_;
        bool l_1019_ = !(_e2740);
        if (l_1019_) {
            uint l_1242_ = asuint(info.Load(20+0));
            uint l_1243_ = (l_1242_ * 1u);
            uint l_1244_ = (l_1243_ - 1u);
            uint l_1245_ = min(0u, l_1244_);
            uint _e2755; buffer_5_global.InterlockedAdd(l_1245_*4, 1u, _e2755);
            uint l_1022_ = asuint(info.Load(40+0));
            bool l_1023_ = (_e2755 < l_1022_);
            if (l_1023_) {
                uint l_1247_ = asuint(info.Load(16+0));
                uint l_1248_ = (l_1247_ * 1u);
                bool l_1249_ = (_e2755 < l_1248_);
                if (l_1249_) {
                    buffer_4_global.Store(_e2755*4, asuint(id));
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
