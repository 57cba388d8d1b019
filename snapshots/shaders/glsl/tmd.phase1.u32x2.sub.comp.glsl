#version 450 core
#extension GL_ARB_compute_shader : require
#extension GL_ARB_shader_storage_buffer_object : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct info_st {
    uint static_meta[12];
};
const uint WORKGROUP_SIZE_X = 64u;
const uint WORKGROUP_SIZE_Y = 1u;
const uint WORKGROUP_SIZE_Z = 1u;

layout(std430) buffer type_1_block_0Compute { uint _group_0_binding_0_cs[]; };

layout(std430) buffer type_1_block_1Compute { uint _group_0_binding_1_cs[]; };

layout(std430) buffer type_1_block_2Compute { uint _group_0_binding_2_cs[]; };

layout(std430) buffer type_1_block_3Compute { uint _group_0_binding_3_cs[]; };

layout(std430) buffer type_1_block_4Compute { uint _group_0_binding_4_cs[]; };

layout(std430) buffer type_3_block_5Compute { uint _group_0_binding_5_cs[]; };

layout(std430) readonly buffer info_st_block_6Compute { info_st _group_0_binding_6_cs; };


void main() {
    uvec3 global_id = gl_GlobalInvocationID;
    uvec3 num_workgroups = gl_NumWorkGroups;
    uint l_mut_102_ = 0u;
    uint l_mut_145_ = 0u;
    uint l_mut_151_ = 0u;
    uint l_mut_213_ = 0u;
    uint l_mut_219_ = 0u;
    uint l_mut_269_ = 0u;
    uint l_mut_275_ = 0u;
    bool l_mut_350_ = false;
    bool l_mut_357_ = false;
    uint l_mut_382_ = 0u;
    uint l_mut_388_ = 0u;
    uint l_mut_394_ = 0u;
    uint l_mut_40_ = 0u;
    uint l_mut_421_ = 0u;
    uint l_mut_428_ = 0u;
    uint l_mut_439_ = 0u;
    uint l_mut_440_ = 0u;
    uint l_mut_441_ = 0u;
    uint l_mut_444_ = 0u;
    uint l_mut_445_ = 0u;
    uint l_mut_450_ = 0u;
    bool l_mut_628_ = false;
    bool l_mut_645_ = false;
    uint l_mut_75_ = 0u;
    uint l_mut_90_ = 0u;
    uint l_mut_96_ = 0u;
    bool local = false;
    bool local_1 = false;
    bool local_2 = false;
    bool local_3 = false;
    bool local_4 = false;
    bool local_5 = false;
    bool local_6 = false;
    bool local_7 = false;
    bool local_8 = false;
    bool local_9 = false;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    bool local_13 = false;
    uint l_mut_442_ = 0u;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    bool local_29 = false;
    uint l_mut_553_ = 0u;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    bool local_39 = false;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    bool local_43 = false;
    bool local_44 = false;
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    uint l_mut_667_ = 0u;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    uint l_mut_732_ = 0u;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    bool local_68 = false;
    uint l_mut_838_ = 0u;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    bool local_76 = false;
    uint l_mut_918_ = 0u;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    bool local_83 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1082_ = _group_0_binding_6_cs.static_meta[5];
        uint l_1083_ = (l_1082_ * 1u);
        uint l_1084_ = (l_1083_ - 1u);
        uint l_1085_ = min(3u, l_1084_);
        uint _e66 = atomicAdd(_group_0_binding_5_cs[l_1085_], 1u);
    }
    uint l_998_ = _group_0_binding_6_cs.static_meta[3];
    uint l_999_ = (l_998_ * 1u);
    bool l_1000_ = (0u < l_999_);
    uint l_1001_ = (l_999_ - 1u);
    uint l_1002_ = min(0u, l_1001_);
    uint l_1003_ = _group_0_binding_3_cs[l_1002_];
    uint l_4_ = (l_1000_ ? l_1003_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1005_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1006_ = (l_1005_ * 1u);
    bool l_1007_ = (l_6_ < l_1006_);
    uint l_1008_ = (l_1006_ - 1u);
    uint l_1009_ = min(l_6_, l_1008_);
    uint l_1010_ = _group_0_binding_3_cs[l_1009_];
    uint l_7_ = (l_1007_ ? l_1010_ : 0u);
    uint l_1012_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1013_ = (l_1012_ * 1u);
    bool l_1014_ = (2u < l_1013_);
    uint l_1015_ = (l_1013_ - 1u);
    uint l_1016_ = min(2u, l_1015_);
    uint l_1017_ = _group_0_binding_3_cs[l_1016_];
    uint l_9_ = (l_1014_ ? l_1017_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1019_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1020_ = (l_1019_ * 1u);
    bool l_1021_ = (l_11_ < l_1020_);
    uint l_1022_ = (l_1020_ - 1u);
    uint l_1023_ = min(l_11_, l_1022_);
    uint l_1024_ = _group_0_binding_3_cs[l_1023_];
    uint l_12_ = (l_1021_ ? l_1024_ : 0u);
    uint l_1026_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1027_ = (l_1026_ * 1u);
    bool l_1028_ = (4u < l_1027_);
    uint l_1029_ = (l_1027_ - 1u);
    uint l_1030_ = min(4u, l_1029_);
    uint l_1031_ = _group_0_binding_3_cs[l_1030_];
    uint l_14_ = (l_1028_ ? l_1031_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1033_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1034_ = (l_1033_ * 1u);
    bool l_1035_ = (l_16_ < l_1034_);
    uint l_1036_ = (l_1034_ - 1u);
    uint l_1037_ = min(l_16_, l_1036_);
    uint l_1038_ = _group_0_binding_3_cs[l_1037_];
    uint l_17_ = (l_1035_ ? l_1038_ : 0u);
    uint l_1040_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1041_ = (l_1040_ * 1u);
    bool l_1042_ = (6u < l_1041_);
    uint l_1043_ = (l_1041_ - 1u);
    uint l_1044_ = min(6u, l_1043_);
    uint l_1045_ = _group_0_binding_3_cs[l_1044_];
    uint l_19_ = (l_1042_ ? l_1045_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1047_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1048_ = (l_1047_ * 1u);
    bool l_1049_ = (l_21_ < l_1048_);
    uint l_1050_ = (l_1048_ - 1u);
    uint l_1051_ = min(l_21_, l_1050_);
    uint l_1052_ = _group_0_binding_3_cs[l_1051_];
    uint l_22_ = (l_1049_ ? l_1052_ : 0u);
    uint l_1054_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1055_ = (l_1054_ * 1u);
    bool l_1056_ = (8u < l_1055_);
    uint l_1057_ = (l_1055_ - 1u);
    uint l_1058_ = min(8u, l_1057_);
    uint l_1059_ = _group_0_binding_3_cs[l_1058_];
    uint l_24_ = (l_1056_ ? l_1059_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1061_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1062_ = (l_1061_ * 1u);
    bool l_1063_ = (l_26_ < l_1062_);
    uint l_1064_ = (l_1062_ - 1u);
    uint l_1065_ = min(l_26_, l_1064_);
    uint l_1066_ = _group_0_binding_3_cs[l_1065_];
    uint l_27_ = (l_1063_ ? l_1066_ : 0u);
    uint l_1068_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1069_ = (l_1068_ * 1u);
    bool l_1070_ = (10u < l_1069_);
    uint l_1071_ = (l_1069_ - 1u);
    uint l_1072_ = min(10u, l_1071_);
    uint l_1073_ = _group_0_binding_3_cs[l_1072_];
    uint l_29_ = (l_1070_ ? l_1073_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1075_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1076_ = (l_1075_ * 1u);
    bool l_1077_ = (l_31_ < l_1076_);
    uint l_1078_ = (l_1076_ - 1u);
    uint l_1079_ = min(l_31_, l_1078_);
    uint l_1080_ = _group_0_binding_3_cs[l_1079_];
    uint l_32_ = (l_1077_ ? l_1080_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_1087_ = (id & 65535u);
    uint l_1088_ = (id >> 16u);
    uint l_1089_ = (l_1088_ & 65535u);
    uint l_1090_ = (l_4_ & 65535u);
    uint l_1091_ = (l_4_ >> 16u);
    uint l_1092_ = (l_1091_ & 65535u);
    uint l_1093_ = (l_1087_ * l_1090_);
    uint l_1094_ = (l_1089_ * l_1090_);
    uint l_1095_ = (l_1087_ * l_1092_);
    uint l_1096_ = (l_1089_ * l_1092_);
    uint l_1097_ = (l_1093_ >> 16u);
    uint l_1098_ = (l_1097_ & 65535u);
    uint l_1099_ = (l_1094_ & 65535u);
    uint l_1100_ = (l_1098_ + l_1099_);
    uint l_1101_ = (l_1095_ & 65535u);
    uint l_1102_ = (l_1100_ + l_1101_);
    uint l_1103_ = (l_1094_ >> 16u);
    uint l_1104_ = (l_1103_ & 65535u);
    uint l_1105_ = (l_1096_ + l_1104_);
    uint l_1106_ = (l_1095_ >> 16u);
    uint l_1107_ = (l_1106_ & 65535u);
    uint l_1108_ = (l_1105_ + l_1107_);
    uint l_1109_ = (l_1102_ >> 16u);
    uint l_1110_ = (l_1109_ & 65535u);
    uint l_37_ = (l_1108_ + l_1110_);
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
    uint _e355 = l_mut_40_;
    bool l_56_ = (_e355 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_1112_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1113_ = (l_1112_ * 1u);
        bool l_1114_ = (l_58_ < l_1113_);
        uint l_1115_ = (l_1113_ - 1u);
        uint l_1116_ = min(l_58_, l_1115_);
        uint l_1117_ = _group_0_binding_0_cs[l_1116_];
        uint l_59_ = (l_1114_ ? l_1117_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1119_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1120_ = (l_1119_ * 1u);
        bool l_1121_ = (l_61_ < l_1120_);
        uint l_1122_ = (l_1120_ - 1u);
        uint l_1123_ = min(l_61_, l_1122_);
        uint l_1124_ = _group_0_binding_0_cs[l_1123_];
        uint l_62_ = (l_1121_ ? l_1124_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1126_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1127_ = (l_1126_ * 1u);
        bool l_1128_ = (l_63_ < l_1127_);
        uint l_1129_ = (l_1127_ - 1u);
        uint l_1130_ = min(l_63_, l_1129_);
        uint l_1131_ = _group_0_binding_1_cs[l_1130_];
        uint l_64_ = (l_1128_ ? l_1131_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1133_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1134_ = (l_1133_ * 1u);
        bool l_1135_ = (l_66_ < l_1134_);
        uint l_1136_ = (l_1134_ - 1u);
        uint l_1137_ = min(l_66_, l_1136_);
        uint l_1138_ = _group_0_binding_1_cs[l_1137_];
        uint l_67_ = (l_1135_ ? l_1138_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1140_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1141_ = (l_1140_ * 1u);
        bool l_1142_ = (l_68_ < l_1141_);
        uint l_1143_ = (l_1141_ - 1u);
        uint l_1144_ = min(l_68_, l_1143_);
        uint l_1145_ = _group_0_binding_2_cs[l_1144_];
        uint l_69_ = (l_1142_ ? l_1145_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1147_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1148_ = (l_1147_ * 1u);
        bool l_1149_ = (l_71_ < l_1148_);
        uint l_1150_ = (l_1148_ - 1u);
        uint l_1151_ = min(l_71_, l_1150_);
        uint l_1152_ = _group_0_binding_2_cs[l_1151_];
        uint l_72_ = (l_1149_ ? l_1152_ : 0u);
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
        uint _e482 = l_mut_40_;
        uint l_81_ = (_e482 * l_4_);
        uint _e484 = l_mut_75_;
        uint l_82_ = (_e484 * l_4_);
        uint _e486 = l_mut_40_;
        uint l_1154_ = (_e486 & 65535u);
        uint _e489 = l_mut_40_;
        uint l_1155_ = (_e489 >> 16u);
        uint l_1156_ = (l_1155_ & 65535u);
        uint l_1157_ = (l_4_ & 65535u);
        uint l_1158_ = (l_4_ >> 16u);
        uint l_1159_ = (l_1158_ & 65535u);
        uint l_1160_ = (l_1154_ * l_1157_);
        uint l_1161_ = (l_1156_ * l_1157_);
        uint l_1162_ = (l_1154_ * l_1159_);
        uint l_1163_ = (l_1156_ * l_1159_);
        uint l_1164_ = (l_1160_ >> 16u);
        uint l_1165_ = (l_1164_ & 65535u);
        uint l_1166_ = (l_1161_ & 65535u);
        uint l_1167_ = (l_1165_ + l_1166_);
        uint l_1168_ = (l_1162_ & 65535u);
        uint l_1169_ = (l_1167_ + l_1168_);
        uint l_1170_ = (l_1161_ >> 16u);
        uint l_1171_ = (l_1170_ & 65535u);
        uint l_1172_ = (l_1163_ + l_1171_);
        uint l_1173_ = (l_1162_ >> 16u);
        uint l_1174_ = (l_1173_ & 65535u);
        uint l_1175_ = (l_1172_ + l_1174_);
        uint l_1176_ = (l_1169_ >> 16u);
        uint l_1177_ = (l_1176_ & 65535u);
        uint l_83_ = (l_1175_ + l_1177_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e530 = l_mut_75_;
        uint l_1179_ = (_e530 & 65535u);
        uint _e533 = l_mut_75_;
        uint l_1180_ = (_e533 >> 16u);
        uint l_1181_ = (l_1180_ & 65535u);
        uint l_1182_ = (l_4_ & 65535u);
        uint l_1183_ = (l_4_ >> 16u);
        uint l_1184_ = (l_1183_ & 65535u);
        uint l_1185_ = (l_1179_ * l_1182_);
        uint l_1186_ = (l_1181_ * l_1182_);
        uint l_1187_ = (l_1179_ * l_1184_);
        uint l_1188_ = (l_1181_ * l_1184_);
        uint l_1189_ = (l_1185_ >> 16u);
        uint l_1190_ = (l_1189_ & 65535u);
        uint l_1191_ = (l_1186_ & 65535u);
        uint l_1192_ = (l_1190_ + l_1191_);
        uint l_1193_ = (l_1187_ & 65535u);
        uint l_1194_ = (l_1192_ + l_1193_);
        uint l_1195_ = (l_1186_ >> 16u);
        uint l_1196_ = (l_1195_ & 65535u);
        uint l_1197_ = (l_1188_ + l_1196_);
        uint l_1198_ = (l_1187_ >> 16u);
        uint l_1199_ = (l_1198_ & 65535u);
        uint l_1200_ = (l_1197_ + l_1199_);
        uint l_1201_ = (l_1194_ >> 16u);
        uint l_1202_ = (l_1201_ & 65535u);
        uint l_85_ = (l_1200_ + l_1202_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = (l_9_ % 32u);
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
        uint _e592 = l_mut_90_;
        l_mut_102_ = _e592;
        uint _e593 = l_mut_96_;
        l_mut_90_ = _e593;
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
                uint _e607 = l_mut_96_;
                l_mut_102_ = _e607;
                l_mut_90_ = l_110_;
            }
        }
        uint _e608 = l_mut_102_;
        l_mut_96_ = _e608;
        uint _e609 = l_mut_90_;
        l_mut_102_ = _e609;
        if (l_74_) {
            uint _e611 = l_mut_96_;
            uint l_111_ = (0u - _e611);
            uint _e614 = l_mut_102_;
            uint l_112_ = (0u - _e614);
            uint _e617 = l_mut_96_;
            bool l_113_ = (0u < _e617);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e621 = l_mut_96_;
        uint l_116_ = (l_59_ + _e621);
        uint _e623 = l_mut_102_;
        uint l_117_ = (l_62_ + _e623);
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
            uint _e647 = l_mut_90_;
            uint l_131_ = (_e647 * l_123_);
            uint _e649 = l_mut_75_;
            uint l_132_ = (_e649 * l_123_);
            uint _e651 = l_mut_90_;
            uint l_1204_ = (_e651 & 65535u);
            uint _e654 = l_mut_90_;
            uint l_1205_ = (_e654 >> 16u);
            uint l_1206_ = (l_1205_ & 65535u);
            uint l_1207_ = (l_123_ & 65535u);
            uint l_1208_ = (l_123_ >> 16u);
            uint l_1209_ = (l_1208_ & 65535u);
            uint l_1210_ = (l_1204_ * l_1207_);
            uint l_1211_ = (l_1206_ * l_1207_);
            uint l_1212_ = (l_1204_ * l_1209_);
            uint l_1213_ = (l_1206_ * l_1209_);
            uint l_1214_ = (l_1210_ >> 16u);
            uint l_1215_ = (l_1214_ & 65535u);
            uint l_1216_ = (l_1211_ & 65535u);
            uint l_1217_ = (l_1215_ + l_1216_);
            uint l_1218_ = (l_1212_ & 65535u);
            uint l_1219_ = (l_1217_ + l_1218_);
            uint l_1220_ = (l_1211_ >> 16u);
            uint l_1221_ = (l_1220_ & 65535u);
            uint l_1222_ = (l_1213_ + l_1221_);
            uint l_1223_ = (l_1212_ >> 16u);
            uint l_1224_ = (l_1223_ & 65535u);
            uint l_1225_ = (l_1222_ + l_1224_);
            uint l_1226_ = (l_1219_ >> 16u);
            uint l_1227_ = (l_1226_ & 65535u);
            uint l_133_ = (l_1225_ + l_1227_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e695 = l_mut_75_;
            uint l_1229_ = (_e695 & 65535u);
            uint _e698 = l_mut_75_;
            uint l_1230_ = (_e698 >> 16u);
            uint l_1231_ = (l_1230_ & 65535u);
            uint l_1232_ = (l_123_ & 65535u);
            uint l_1233_ = (l_123_ >> 16u);
            uint l_1234_ = (l_1233_ & 65535u);
            uint l_1235_ = (l_1229_ * l_1232_);
            uint l_1236_ = (l_1231_ * l_1232_);
            uint l_1237_ = (l_1229_ * l_1234_);
            uint l_1238_ = (l_1231_ * l_1234_);
            uint l_1239_ = (l_1235_ >> 16u);
            uint l_1240_ = (l_1239_ & 65535u);
            uint l_1241_ = (l_1236_ & 65535u);
            uint l_1242_ = (l_1240_ + l_1241_);
            uint l_1243_ = (l_1237_ & 65535u);
            uint l_1244_ = (l_1242_ + l_1243_);
            uint l_1245_ = (l_1236_ >> 16u);
            uint l_1246_ = (l_1245_ & 65535u);
            uint l_1247_ = (l_1238_ + l_1246_);
            uint l_1248_ = (l_1237_ >> 16u);
            uint l_1249_ = (l_1248_ & 65535u);
            uint l_1250_ = (l_1247_ + l_1249_);
            uint l_1251_ = (l_1244_ >> 16u);
            uint l_1252_ = (l_1251_ & 65535u);
            uint l_135_ = (l_1250_ + l_1252_);
            bool l_136_ = (l_134_ < l_132_);
            uint l_137_ = uint(l_136_);
            uint l_138_ = (l_135_ + l_137_);
            uint l_139_ = (l_121_ % 32u);
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
            uint _e757 = l_mut_40_;
            l_mut_151_ = _e757;
            uint _e758 = l_mut_145_;
            l_mut_40_ = _e758;
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
                    uint _e772 = l_mut_145_;
                    l_mut_151_ = _e772;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e773 = l_mut_151_;
            l_mut_145_ = _e773;
            uint _e774 = l_mut_40_;
            l_mut_151_ = _e774;
            if (l_125_) {
                uint _e776 = l_mut_145_;
                uint l_160_ = (0u - _e776);
                uint _e779 = l_mut_151_;
                uint l_161_ = (0u - _e779);
                uint _e782 = l_mut_145_;
                bool l_162_ = (0u < _e782);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e786 = l_mut_145_;
            l_mut_102_ = _e786;
            uint _e787 = l_mut_151_;
            l_mut_96_ = _e787;
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
            uint _e800 = l_mut_151_;
            uint l_172_ = (_e800 * l_4_);
            uint _e802 = l_mut_145_;
            uint l_173_ = (_e802 * l_4_);
            uint _e804 = l_mut_151_;
            uint l_1254_ = (_e804 & 65535u);
            uint _e807 = l_mut_151_;
            uint l_1255_ = (_e807 >> 16u);
            uint l_1256_ = (l_1255_ & 65535u);
            uint l_1257_ = (l_4_ & 65535u);
            uint l_1258_ = (l_4_ >> 16u);
            uint l_1259_ = (l_1258_ & 65535u);
            uint l_1260_ = (l_1254_ * l_1257_);
            uint l_1261_ = (l_1256_ * l_1257_);
            uint l_1262_ = (l_1254_ * l_1259_);
            uint l_1263_ = (l_1256_ * l_1259_);
            uint l_1264_ = (l_1260_ >> 16u);
            uint l_1265_ = (l_1264_ & 65535u);
            uint l_1266_ = (l_1261_ & 65535u);
            uint l_1267_ = (l_1265_ + l_1266_);
            uint l_1268_ = (l_1262_ & 65535u);
            uint l_1269_ = (l_1267_ + l_1268_);
            uint l_1270_ = (l_1261_ >> 16u);
            uint l_1271_ = (l_1270_ & 65535u);
            uint l_1272_ = (l_1263_ + l_1271_);
            uint l_1273_ = (l_1262_ >> 16u);
            uint l_1274_ = (l_1273_ & 65535u);
            uint l_1275_ = (l_1272_ + l_1274_);
            uint l_1276_ = (l_1269_ >> 16u);
            uint l_1277_ = (l_1276_ & 65535u);
            uint l_174_ = (l_1275_ + l_1277_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e848 = l_mut_145_;
            uint l_1279_ = (_e848 & 65535u);
            uint _e851 = l_mut_145_;
            uint l_1280_ = (_e851 >> 16u);
            uint l_1281_ = (l_1280_ & 65535u);
            uint l_1282_ = (l_4_ & 65535u);
            uint l_1283_ = (l_4_ >> 16u);
            uint l_1284_ = (l_1283_ & 65535u);
            uint l_1285_ = (l_1279_ * l_1282_);
            uint l_1286_ = (l_1281_ * l_1282_);
            uint l_1287_ = (l_1279_ * l_1284_);
            uint l_1288_ = (l_1281_ * l_1284_);
            uint l_1289_ = (l_1285_ >> 16u);
            uint l_1290_ = (l_1289_ & 65535u);
            uint l_1291_ = (l_1286_ & 65535u);
            uint l_1292_ = (l_1290_ + l_1291_);
            uint l_1293_ = (l_1287_ & 65535u);
            uint l_1294_ = (l_1292_ + l_1293_);
            uint l_1295_ = (l_1286_ >> 16u);
            uint l_1296_ = (l_1295_ & 65535u);
            uint l_1297_ = (l_1288_ + l_1296_);
            uint l_1298_ = (l_1287_ >> 16u);
            uint l_1299_ = (l_1298_ & 65535u);
            uint l_1300_ = (l_1297_ + l_1299_);
            uint l_1301_ = (l_1294_ >> 16u);
            uint l_1302_ = (l_1301_ & 65535u);
            uint l_176_ = (l_1300_ + l_1302_);
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
            uint _e909 = l_mut_90_;
            l_mut_40_ = _e909;
            uint _e910 = l_mut_75_;
            l_mut_90_ = _e910;
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
                    uint _e922 = l_mut_75_;
                    l_mut_40_ = _e922;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e923 = l_mut_151_;
            uint l_199_ = (_e923 * l_4_);
            uint _e925 = l_mut_145_;
            uint l_200_ = (_e925 * l_4_);
            uint _e927 = l_mut_151_;
            uint l_1304_ = (_e927 & 65535u);
            uint _e930 = l_mut_151_;
            uint l_1305_ = (_e930 >> 16u);
            uint l_1306_ = (l_1305_ & 65535u);
            uint l_1307_ = (l_4_ & 65535u);
            uint l_1308_ = (l_4_ >> 16u);
            uint l_1309_ = (l_1308_ & 65535u);
            uint l_1310_ = (l_1304_ * l_1307_);
            uint l_1311_ = (l_1306_ * l_1307_);
            uint l_1312_ = (l_1304_ * l_1309_);
            uint l_1313_ = (l_1306_ * l_1309_);
            uint l_1314_ = (l_1310_ >> 16u);
            uint l_1315_ = (l_1314_ & 65535u);
            uint l_1316_ = (l_1311_ & 65535u);
            uint l_1317_ = (l_1315_ + l_1316_);
            uint l_1318_ = (l_1312_ & 65535u);
            uint l_1319_ = (l_1317_ + l_1318_);
            uint l_1320_ = (l_1311_ >> 16u);
            uint l_1321_ = (l_1320_ & 65535u);
            uint l_1322_ = (l_1313_ + l_1321_);
            uint l_1323_ = (l_1312_ >> 16u);
            uint l_1324_ = (l_1323_ & 65535u);
            uint l_1325_ = (l_1322_ + l_1324_);
            uint l_1326_ = (l_1319_ >> 16u);
            uint l_1327_ = (l_1326_ & 65535u);
            uint l_201_ = (l_1325_ + l_1327_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e971 = l_mut_145_;
            uint l_1329_ = (_e971 & 65535u);
            uint _e974 = l_mut_145_;
            uint l_1330_ = (_e974 >> 16u);
            uint l_1331_ = (l_1330_ & 65535u);
            uint l_1332_ = (l_4_ & 65535u);
            uint l_1333_ = (l_4_ >> 16u);
            uint l_1334_ = (l_1333_ & 65535u);
            uint l_1335_ = (l_1329_ * l_1332_);
            uint l_1336_ = (l_1331_ * l_1332_);
            uint l_1337_ = (l_1329_ * l_1334_);
            uint l_1338_ = (l_1331_ * l_1334_);
            uint l_1339_ = (l_1335_ >> 16u);
            uint l_1340_ = (l_1339_ & 65535u);
            uint l_1341_ = (l_1336_ & 65535u);
            uint l_1342_ = (l_1340_ + l_1341_);
            uint l_1343_ = (l_1337_ & 65535u);
            uint l_1344_ = (l_1342_ + l_1343_);
            uint l_1345_ = (l_1336_ >> 16u);
            uint l_1346_ = (l_1345_ & 65535u);
            uint l_1347_ = (l_1338_ + l_1346_);
            uint l_1348_ = (l_1337_ >> 16u);
            uint l_1349_ = (l_1348_ & 65535u);
            uint l_1350_ = (l_1347_ + l_1349_);
            uint l_1351_ = (l_1344_ >> 16u);
            uint l_1352_ = (l_1351_ & 65535u);
            uint l_203_ = (l_1350_ + l_1352_);
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
            uint _e1032 = l_mut_75_;
            l_mut_219_ = _e1032;
            uint _e1033 = l_mut_213_;
            l_mut_75_ = _e1033;
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
                    uint _e1045 = l_mut_213_;
                    l_mut_219_ = _e1045;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e1046 = l_mut_40_;
            uint l_228_ = (_e1046 * l_4_);
            uint _e1048 = l_mut_90_;
            uint l_229_ = (_e1048 * l_4_);
            uint _e1050 = l_mut_40_;
            uint l_1354_ = (_e1050 & 65535u);
            uint _e1053 = l_mut_40_;
            uint l_1355_ = (_e1053 >> 16u);
            uint l_1356_ = (l_1355_ & 65535u);
            uint l_1357_ = (l_4_ & 65535u);
            uint l_1358_ = (l_4_ >> 16u);
            uint l_1359_ = (l_1358_ & 65535u);
            uint l_1360_ = (l_1354_ * l_1357_);
            uint l_1361_ = (l_1356_ * l_1357_);
            uint l_1362_ = (l_1354_ * l_1359_);
            uint l_1363_ = (l_1356_ * l_1359_);
            uint l_1364_ = (l_1360_ >> 16u);
            uint l_1365_ = (l_1364_ & 65535u);
            uint l_1366_ = (l_1361_ & 65535u);
            uint l_1367_ = (l_1365_ + l_1366_);
            uint l_1368_ = (l_1362_ & 65535u);
            uint l_1369_ = (l_1367_ + l_1368_);
            uint l_1370_ = (l_1361_ >> 16u);
            uint l_1371_ = (l_1370_ & 65535u);
            uint l_1372_ = (l_1363_ + l_1371_);
            uint l_1373_ = (l_1362_ >> 16u);
            uint l_1374_ = (l_1373_ & 65535u);
            uint l_1375_ = (l_1372_ + l_1374_);
            uint l_1376_ = (l_1369_ >> 16u);
            uint l_1377_ = (l_1376_ & 65535u);
            uint l_230_ = (l_1375_ + l_1377_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1094 = l_mut_90_;
            uint l_1379_ = (_e1094 & 65535u);
            uint _e1097 = l_mut_90_;
            uint l_1380_ = (_e1097 >> 16u);
            uint l_1381_ = (l_1380_ & 65535u);
            uint l_1382_ = (l_4_ & 65535u);
            uint l_1383_ = (l_4_ >> 16u);
            uint l_1384_ = (l_1383_ & 65535u);
            uint l_1385_ = (l_1379_ * l_1382_);
            uint l_1386_ = (l_1381_ * l_1382_);
            uint l_1387_ = (l_1379_ * l_1384_);
            uint l_1388_ = (l_1381_ * l_1384_);
            uint l_1389_ = (l_1385_ >> 16u);
            uint l_1390_ = (l_1389_ & 65535u);
            uint l_1391_ = (l_1386_ & 65535u);
            uint l_1392_ = (l_1390_ + l_1391_);
            uint l_1393_ = (l_1387_ & 65535u);
            uint l_1394_ = (l_1392_ + l_1393_);
            uint l_1395_ = (l_1386_ >> 16u);
            uint l_1396_ = (l_1395_ & 65535u);
            uint l_1397_ = (l_1388_ + l_1396_);
            uint l_1398_ = (l_1387_ >> 16u);
            uint l_1399_ = (l_1398_ & 65535u);
            uint l_1400_ = (l_1397_ + l_1399_);
            uint l_1401_ = (l_1394_ >> 16u);
            uint l_1402_ = (l_1401_ & 65535u);
            uint l_232_ = (l_1400_ + l_1402_);
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
            uint _e1155 = l_mut_213_;
            l_mut_145_ = _e1155;
            uint _e1156 = l_mut_151_;
            l_mut_213_ = _e1156;
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
                    uint _e1168 = l_mut_151_;
                    l_mut_145_ = _e1168;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e1169 = l_mut_40_;
            uint l_255_ = (_e1169 * l_4_);
            uint _e1171 = l_mut_90_;
            uint l_256_ = (_e1171 * l_4_);
            uint _e1173 = l_mut_40_;
            uint l_1404_ = (_e1173 & 65535u);
            uint _e1176 = l_mut_40_;
            uint l_1405_ = (_e1176 >> 16u);
            uint l_1406_ = (l_1405_ & 65535u);
            uint l_1407_ = (l_4_ & 65535u);
            uint l_1408_ = (l_4_ >> 16u);
            uint l_1409_ = (l_1408_ & 65535u);
            uint l_1410_ = (l_1404_ * l_1407_);
            uint l_1411_ = (l_1406_ * l_1407_);
            uint l_1412_ = (l_1404_ * l_1409_);
            uint l_1413_ = (l_1406_ * l_1409_);
            uint l_1414_ = (l_1410_ >> 16u);
            uint l_1415_ = (l_1414_ & 65535u);
            uint l_1416_ = (l_1411_ & 65535u);
            uint l_1417_ = (l_1415_ + l_1416_);
            uint l_1418_ = (l_1412_ & 65535u);
            uint l_1419_ = (l_1417_ + l_1418_);
            uint l_1420_ = (l_1411_ >> 16u);
            uint l_1421_ = (l_1420_ & 65535u);
            uint l_1422_ = (l_1413_ + l_1421_);
            uint l_1423_ = (l_1412_ >> 16u);
            uint l_1424_ = (l_1423_ & 65535u);
            uint l_1425_ = (l_1422_ + l_1424_);
            uint l_1426_ = (l_1419_ >> 16u);
            uint l_1427_ = (l_1426_ & 65535u);
            uint l_257_ = (l_1425_ + l_1427_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1217 = l_mut_90_;
            uint l_1429_ = (_e1217 & 65535u);
            uint _e1220 = l_mut_90_;
            uint l_1430_ = (_e1220 >> 16u);
            uint l_1431_ = (l_1430_ & 65535u);
            uint l_1432_ = (l_4_ & 65535u);
            uint l_1433_ = (l_4_ >> 16u);
            uint l_1434_ = (l_1433_ & 65535u);
            uint l_1435_ = (l_1429_ * l_1432_);
            uint l_1436_ = (l_1431_ * l_1432_);
            uint l_1437_ = (l_1429_ * l_1434_);
            uint l_1438_ = (l_1431_ * l_1434_);
            uint l_1439_ = (l_1435_ >> 16u);
            uint l_1440_ = (l_1439_ & 65535u);
            uint l_1441_ = (l_1436_ & 65535u);
            uint l_1442_ = (l_1440_ + l_1441_);
            uint l_1443_ = (l_1437_ & 65535u);
            uint l_1444_ = (l_1442_ + l_1443_);
            uint l_1445_ = (l_1436_ >> 16u);
            uint l_1446_ = (l_1445_ & 65535u);
            uint l_1447_ = (l_1438_ + l_1446_);
            uint l_1448_ = (l_1437_ >> 16u);
            uint l_1449_ = (l_1448_ & 65535u);
            uint l_1450_ = (l_1447_ + l_1449_);
            uint l_1451_ = (l_1444_ >> 16u);
            uint l_1452_ = (l_1451_ & 65535u);
            uint l_259_ = (l_1450_ + l_1452_);
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
            uint _e1278 = l_mut_151_;
            l_mut_275_ = _e1278;
            uint _e1279 = l_mut_269_;
            l_mut_151_ = _e1279;
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
                    uint _e1291 = l_mut_269_;
                    l_mut_275_ = _e1291;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e1292 = l_mut_219_;
            uint l_284_ = (_e1292 * l_4_);
            uint _e1294 = l_mut_219_;
            uint l_1454_ = (_e1294 & 65535u);
            uint _e1297 = l_mut_219_;
            uint l_1455_ = (_e1297 >> 16u);
            uint l_1456_ = (l_1455_ & 65535u);
            uint l_1457_ = (l_4_ & 65535u);
            uint l_1458_ = (l_4_ >> 16u);
            uint l_1459_ = (l_1458_ & 65535u);
            uint l_1460_ = (l_1454_ * l_1457_);
            uint l_1461_ = (l_1456_ * l_1457_);
            uint l_1462_ = (l_1454_ * l_1459_);
            uint l_1463_ = (l_1456_ * l_1459_);
            uint l_1464_ = (l_1460_ >> 16u);
            uint l_1465_ = (l_1464_ & 65535u);
            uint l_1466_ = (l_1461_ & 65535u);
            uint l_1467_ = (l_1465_ + l_1466_);
            uint l_1468_ = (l_1462_ & 65535u);
            uint l_1469_ = (l_1467_ + l_1468_);
            uint l_1470_ = (l_1461_ >> 16u);
            uint l_1471_ = (l_1470_ & 65535u);
            uint l_1472_ = (l_1463_ + l_1471_);
            uint l_1473_ = (l_1462_ >> 16u);
            uint l_1474_ = (l_1473_ & 65535u);
            uint l_1475_ = (l_1472_ + l_1474_);
            uint l_1476_ = (l_1469_ >> 16u);
            uint l_1477_ = (l_1476_ & 65535u);
            uint l_285_ = (l_1475_ + l_1477_);
            uint _e1337 = l_mut_75_;
            uint l_286_ = (_e1337 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e1340 = l_mut_275_;
            uint l_288_ = (_e1340 + l_284_);
            uint _e1342 = l_mut_151_;
            uint l_289_ = (_e1342 + l_287_);
            uint _e1344 = l_mut_275_;
            bool l_290_ = (l_288_ < _e1344);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e1348 = l_mut_145_;
            l_mut_102_ = _e1348;
            uint _e1349 = l_mut_213_;
            l_mut_96_ = _e1349;
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
                    uint _e1370 = l_mut_145_;
                    l_mut_219_ = _e1370;
                    uint _e1371 = l_mut_213_;
                    l_mut_151_ = _e1371;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e1376 = l_mut_213_;
                        uint l_307_ = (_e1376 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e1381 = l_mut_145_;
                            l_mut_90_ = _e1381;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e1384 = l_mut_145_;
                                uint l_310_ = (_e1384 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e1388 = l_mut_213_;
                                uint l_312_ = (_e1388 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e1391 = l_mut_213_;
                            uint l_314_ = (_e1391 >> l_121_);
                            uint _e1393 = l_mut_90_;
                            l_mut_219_ = _e1393;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e1394 = l_mut_275_;
                    uint _e1395 = l_mut_219_;
                    uint l_315_ = (_e1394 + _e1395);
                    uint _e1397 = l_mut_269_;
                    uint _e1398 = l_mut_151_;
                    uint l_316_ = (_e1397 + _e1398);
                    uint _e1400 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e1400);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e1405 = l_mut_102_;
                uint l_320_ = (0u - _e1405);
                uint _e1408 = l_mut_96_;
                uint l_321_ = (0u - _e1408);
                uint _e1411 = l_mut_102_;
                bool l_322_ = (0u < _e1411);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e1415 = l_mut_102_;
        uint l_325_ = (l_64_ - _e1415);
        uint _e1417 = l_mut_96_;
        uint l_326_ = (l_67_ - _e1417);
        uint _e1419 = l_mut_102_;
        bool l_327_ = (l_64_ < _e1419);
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
        uint _e1452 = l_mut_145_;
        bool l_351_ = (_e1452 < l_344_);
        uint _e1454 = l_mut_145_;
        bool l_352_ = (_e1454 == l_344_);
        uint _e1456 = l_mut_151_;
        bool l_353_ = (_e1456 < l_340_);
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
            bool _e1471 = l_mut_357_;
            l_mut_350_ = _e1471;
            l_mut_357_ = false;
        }
        bool _e1473 = l_mut_357_;
        if (_e1473) {
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
            uint _e1488 = l_mut_90_;
            uint l_368_ = (_e1488 * l_367_);
            uint _e1490 = l_mut_90_;
            uint l_1479_ = (_e1490 & 65535u);
            uint _e1493 = l_mut_90_;
            uint l_1480_ = (_e1493 >> 16u);
            uint l_1481_ = (l_1480_ & 65535u);
            uint l_1482_ = (l_367_ & 65535u);
            uint l_1483_ = (l_367_ >> 16u);
            uint l_1484_ = (l_1483_ & 65535u);
            uint l_1485_ = (l_1479_ * l_1482_);
            uint l_1486_ = (l_1481_ * l_1482_);
            uint l_1487_ = (l_1479_ * l_1484_);
            uint l_1488_ = (l_1481_ * l_1484_);
            uint l_1489_ = (l_1485_ >> 16u);
            uint l_1490_ = (l_1489_ & 65535u);
            uint l_1491_ = (l_1486_ & 65535u);
            uint l_1492_ = (l_1490_ + l_1491_);
            uint l_1493_ = (l_1487_ & 65535u);
            uint l_1494_ = (l_1492_ + l_1493_);
            uint l_1495_ = (l_1486_ >> 16u);
            uint l_1496_ = (l_1495_ & 65535u);
            uint l_1497_ = (l_1488_ + l_1496_);
            uint l_1498_ = (l_1487_ >> 16u);
            uint l_1499_ = (l_1498_ & 65535u);
            uint l_1500_ = (l_1497_ + l_1499_);
            uint l_1501_ = (l_1494_ >> 16u);
            uint l_1502_ = (l_1501_ & 65535u);
            uint l_369_ = (l_1500_ + l_1502_);
            uint _e1533 = l_mut_75_;
            uint l_370_ = (_e1533 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1539 = l_mut_90_;
            uint l_373_ = (_e1539 * l_372_);
            uint _e1541 = l_mut_75_;
            uint l_374_ = (_e1541 * l_372_);
            uint _e1543 = l_mut_90_;
            uint l_1504_ = (_e1543 & 65535u);
            uint _e1546 = l_mut_90_;
            uint l_1505_ = (_e1546 >> 16u);
            uint l_1506_ = (l_1505_ & 65535u);
            uint l_1507_ = (l_372_ & 65535u);
            uint l_1508_ = (l_372_ >> 16u);
            uint l_1509_ = (l_1508_ & 65535u);
            uint l_1510_ = (l_1504_ * l_1507_);
            uint l_1511_ = (l_1506_ * l_1507_);
            uint l_1512_ = (l_1504_ * l_1509_);
            uint l_1513_ = (l_1506_ * l_1509_);
            uint l_1514_ = (l_1510_ >> 16u);
            uint l_1515_ = (l_1514_ & 65535u);
            uint l_1516_ = (l_1511_ & 65535u);
            uint l_1517_ = (l_1515_ + l_1516_);
            uint l_1518_ = (l_1512_ & 65535u);
            uint l_1519_ = (l_1517_ + l_1518_);
            uint l_1520_ = (l_1511_ >> 16u);
            uint l_1521_ = (l_1520_ & 65535u);
            uint l_1522_ = (l_1513_ + l_1521_);
            uint l_1523_ = (l_1512_ >> 16u);
            uint l_1524_ = (l_1523_ & 65535u);
            uint l_1525_ = (l_1522_ + l_1524_);
            uint l_1526_ = (l_1519_ >> 16u);
            uint l_1527_ = (l_1526_ & 65535u);
            uint l_375_ = (l_1525_ + l_1527_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1587 = l_mut_75_;
            uint l_1529_ = (_e1587 & 65535u);
            uint _e1590 = l_mut_75_;
            uint l_1530_ = (_e1590 >> 16u);
            uint l_1531_ = (l_1530_ & 65535u);
            uint l_1532_ = (l_372_ & 65535u);
            uint l_1533_ = (l_372_ >> 16u);
            uint l_1534_ = (l_1533_ & 65535u);
            uint l_1535_ = (l_1529_ * l_1532_);
            uint l_1536_ = (l_1531_ * l_1532_);
            uint l_1537_ = (l_1529_ * l_1534_);
            uint l_1538_ = (l_1531_ * l_1534_);
            uint l_1539_ = (l_1535_ >> 16u);
            uint l_1540_ = (l_1539_ & 65535u);
            uint l_1541_ = (l_1536_ & 65535u);
            uint l_1542_ = (l_1540_ + l_1541_);
            uint l_1543_ = (l_1537_ & 65535u);
            uint l_1544_ = (l_1542_ + l_1543_);
            uint l_1545_ = (l_1536_ >> 16u);
            uint l_1546_ = (l_1545_ & 65535u);
            uint l_1547_ = (l_1538_ + l_1546_);
            uint l_1548_ = (l_1537_ >> 16u);
            uint l_1549_ = (l_1548_ & 65535u);
            uint l_1550_ = (l_1547_ + l_1549_);
            uint l_1551_ = (l_1544_ >> 16u);
            uint l_1552_ = (l_1551_ & 65535u);
            uint l_377_ = (l_1550_ + l_1552_);
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
            uint _e1648 = l_mut_382_;
            l_mut_394_ = _e1648;
            uint _e1649 = l_mut_388_;
            l_mut_382_ = _e1649;
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
                    uint _e1661 = l_mut_388_;
                    l_mut_394_ = _e1661;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1662 = l_mut_394_;
            uint _e1663 = l_mut_382_;
            uint l_403_ = (_e1662 | _e1663);
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
                        uint _e1698 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1698);
                        uint _e1700 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1700);
                        uint _e1702 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1702);
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
                            uint _e1715 = l_mut_75_;
                            bool l_429_ = (_e1715 < l_409_);
                            uint _e1717 = l_mut_75_;
                            bool l_430_ = (_e1717 == l_409_);
                            uint _e1719 = l_mut_90_;
                            bool l_431_ = (_e1719 < l_405_);
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
                                bool loop_init = true;
                                while(true) {
                                    if (!loop_init) {
                                        uint _e1826 = l_mut_442_;
                                        l_mut_442_ = (_e1826 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1741 = l_mut_442_;
                                    if ((_e1741 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1745 = l_mut_442_;
                                        uint l_443_ = (19u - _e1745);
                                        uint _e1747 = l_mut_439_;
                                        l_mut_444_ = _e1747;
                                        uint _e1748 = l_mut_440_;
                                        l_mut_445_ = _e1748;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1753 = l_mut_440_;
                                            uint l_448_ = (_e1753 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1758 = l_mut_439_;
                                                l_mut_450_ = _e1758;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1761 = l_mut_439_;
                                                    uint l_452_ = (_e1761 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1765 = l_mut_440_;
                                                    uint l_454_ = (_e1765 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1768 = l_mut_440_;
                                                uint l_456_ = (_e1768 >> l_443_);
                                                uint _e1770 = l_mut_450_;
                                                l_mut_444_ = _e1770;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1771 = l_mut_445_;
                                        uint _e1772 = l_mut_75_;
                                        bool l_457_ = (_e1771 < _e1772);
                                        uint _e1774 = l_mut_445_;
                                        uint _e1775 = l_mut_75_;
                                        bool l_458_ = (_e1774 == _e1775);
                                        uint _e1777 = l_mut_444_;
                                        uint _e1778 = l_mut_90_;
                                        bool l_459_ = (_e1777 < _e1778);
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
                                            uint _e1790 = l_mut_90_;
                                            l_mut_450_ = _e1790;
                                            uint _e1791 = l_mut_75_;
                                            l_mut_445_ = _e1791;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1796 = l_mut_90_;
                                                uint l_465_ = (_e1796 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1801 = l_mut_90_;
                                                    uint l_467_ = (_e1801 << l_443_);
                                                    uint _e1803 = l_mut_75_;
                                                    uint l_468_ = (_e1803 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1807 = l_mut_90_;
                                                    uint l_470_ = (_e1807 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1810 = l_mut_439_;
                                            uint _e1811 = l_mut_450_;
                                            uint l_472_ = (_e1810 - _e1811);
                                            uint _e1813 = l_mut_440_;
                                            uint _e1814 = l_mut_445_;
                                            uint l_473_ = (_e1813 - _e1814);
                                            uint _e1816 = l_mut_439_;
                                            uint _e1817 = l_mut_450_;
                                            bool l_474_ = (_e1816 < _e1817);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1823 = l_mut_441_;
                                            l_mut_441_ = (_e1823 | l_477_);
                                        }
                                    }
                                }
                                uint _e1828 = l_mut_441_;
                                uint l_478_ = min(_e1828, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1830 = l_mut_440_;
                                uint _e1831 = l_mut_75_;
                                bool l_479_ = (_e1830 < _e1831);
                                uint _e1833 = l_mut_440_;
                                uint _e1834 = l_mut_75_;
                                bool l_480_ = (_e1833 == _e1834);
                                uint _e1836 = l_mut_439_;
                                uint _e1837 = l_mut_90_;
                                bool l_481_ = (_e1836 < _e1837);
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
                                uint _e1849 = l_mut_450_;
                                l_mut_428_ = _e1849;
                            }
                            uint _e1850 = l_mut_90_;
                            uint _e1851 = l_mut_428_;
                            uint l_485_ = (_e1850 * _e1851);
                            uint _e1853 = l_mut_90_;
                            uint l_1554_ = (_e1853 & 65535u);
                            uint _e1856 = l_mut_90_;
                            uint l_1555_ = (_e1856 >> 16u);
                            uint l_1556_ = (l_1555_ & 65535u);
                            uint _e1861 = l_mut_428_;
                            uint l_1557_ = (_e1861 & 65535u);
                            uint _e1864 = l_mut_428_;
                            uint l_1558_ = (_e1864 >> 16u);
                            uint l_1559_ = (l_1558_ & 65535u);
                            uint l_1560_ = (l_1554_ * l_1557_);
                            uint l_1561_ = (l_1556_ * l_1557_);
                            uint l_1562_ = (l_1554_ * l_1559_);
                            uint l_1563_ = (l_1556_ * l_1559_);
                            uint l_1564_ = (l_1560_ >> 16u);
                            uint l_1565_ = (l_1564_ & 65535u);
                            uint l_1566_ = (l_1561_ & 65535u);
                            uint l_1567_ = (l_1565_ + l_1566_);
                            uint l_1568_ = (l_1562_ & 65535u);
                            uint l_1569_ = (l_1567_ + l_1568_);
                            uint l_1570_ = (l_1561_ >> 16u);
                            uint l_1571_ = (l_1570_ & 65535u);
                            uint l_1572_ = (l_1563_ + l_1571_);
                            uint l_1573_ = (l_1562_ >> 16u);
                            uint l_1574_ = (l_1573_ & 65535u);
                            uint l_1575_ = (l_1572_ + l_1574_);
                            uint l_1576_ = (l_1569_ >> 16u);
                            uint l_1577_ = (l_1576_ & 65535u);
                            uint l_486_ = (l_1575_ + l_1577_);
                            uint _e1898 = l_mut_75_;
                            uint _e1899 = l_mut_428_;
                            uint l_487_ = (_e1898 * _e1899);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1907 = l_mut_421_;
                            uint _e1908 = l_mut_75_;
                            bool l_494_ = (_e1907 < _e1908);
                            uint _e1910 = l_mut_421_;
                            uint _e1911 = l_mut_75_;
                            bool l_495_ = (_e1910 == _e1911);
                            uint _e1913 = l_mut_382_;
                            uint _e1914 = l_mut_90_;
                            bool l_496_ = (_e1913 < _e1914);
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
                                uint _e1926 = l_mut_382_;
                                uint _e1927 = l_mut_90_;
                                uint l_500_ = (_e1926 - _e1927);
                                uint _e1929 = l_mut_421_;
                                uint _e1930 = l_mut_75_;
                                uint l_501_ = (_e1929 - _e1930);
                                uint _e1932 = l_mut_382_;
                                uint _e1933 = l_mut_90_;
                                bool l_502_ = (_e1932 < _e1933);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1937 = l_mut_90_;
                        uint _e1938 = l_mut_382_;
                        uint l_505_ = (_e1937 - _e1938);
                        uint _e1940 = l_mut_75_;
                        uint _e1941 = l_mut_421_;
                        uint l_506_ = (_e1940 - _e1941);
                        uint _e1943 = l_mut_90_;
                        uint _e1944 = l_mut_382_;
                        bool l_507_ = (_e1943 < _e1944);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1948 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1948);
                        uint _e1950 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1950);
                        uint _e1952 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1952);
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
                            uint _e1964 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1964);
                            uint _e1966 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1966);
                            uint _e1968 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1968);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1972 = l_mut_445_;
                        uint _e1973 = l_mut_388_;
                        bool l_521_ = (_e1972 < _e1973);
                        uint _e1975 = l_mut_445_;
                        uint _e1976 = l_mut_388_;
                        bool l_522_ = (_e1975 == _e1976);
                        uint _e1978 = l_mut_450_;
                        uint _e1979 = l_mut_394_;
                        bool l_523_ = (_e1978 < _e1979);
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
                            uint _e1990 = l_mut_450_;
                            l_mut_394_ = _e1990;
                            uint _e1991 = l_mut_445_;
                            l_mut_388_ = _e1991;
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
                        uint _e2011 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e2011);
                        uint _e2013 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e2013);
                        uint _e2015 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e2015);
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
                            uint _e2028 = l_mut_75_;
                            bool l_543_ = (_e2028 < l_334_);
                            uint _e2030 = l_mut_75_;
                            bool l_544_ = (_e2030 == l_334_);
                            uint _e2032 = l_mut_90_;
                            bool l_545_ = (_e2032 < l_330_);
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
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e2139 = l_mut_553_;
                                        l_mut_553_ = (_e2139 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2054 = l_mut_553_;
                                    if ((_e2054 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2058 = l_mut_553_;
                                        uint l_554_ = (19u - _e2058);
                                        uint _e2060 = l_mut_441_;
                                        l_mut_428_ = _e2060;
                                        uint _e2061 = l_mut_440_;
                                        l_mut_421_ = _e2061;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e2066 = l_mut_440_;
                                            uint l_557_ = (_e2066 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e2071 = l_mut_441_;
                                                l_mut_382_ = _e2071;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e2074 = l_mut_441_;
                                                    uint l_560_ = (_e2074 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e2078 = l_mut_440_;
                                                    uint l_562_ = (_e2078 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e2081 = l_mut_440_;
                                                uint l_564_ = (_e2081 >> l_554_);
                                                uint _e2083 = l_mut_382_;
                                                l_mut_428_ = _e2083;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e2084 = l_mut_421_;
                                        uint _e2085 = l_mut_75_;
                                        bool l_565_ = (_e2084 < _e2085);
                                        uint _e2087 = l_mut_421_;
                                        uint _e2088 = l_mut_75_;
                                        bool l_566_ = (_e2087 == _e2088);
                                        uint _e2090 = l_mut_428_;
                                        uint _e2091 = l_mut_90_;
                                        bool l_567_ = (_e2090 < _e2091);
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
                                            uint _e2103 = l_mut_90_;
                                            l_mut_428_ = _e2103;
                                            uint _e2104 = l_mut_75_;
                                            l_mut_421_ = _e2104;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e2109 = l_mut_90_;
                                                uint l_573_ = (_e2109 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e2114 = l_mut_90_;
                                                    uint l_575_ = (_e2114 << l_554_);
                                                    uint _e2116 = l_mut_75_;
                                                    uint l_576_ = (_e2116 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e2120 = l_mut_90_;
                                                    uint l_578_ = (_e2120 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e2123 = l_mut_441_;
                                            uint _e2124 = l_mut_428_;
                                            uint l_580_ = (_e2123 - _e2124);
                                            uint _e2126 = l_mut_440_;
                                            uint _e2127 = l_mut_421_;
                                            uint l_581_ = (_e2126 - _e2127);
                                            uint _e2129 = l_mut_441_;
                                            uint _e2130 = l_mut_428_;
                                            bool l_582_ = (_e2129 < _e2130);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e2136 = l_mut_439_;
                                            l_mut_439_ = (_e2136 | l_585_);
                                        }
                                    }
                                }
                                uint _e2141 = l_mut_439_;
                                uint l_586_ = min(_e2141, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e2143 = l_mut_440_;
                                uint _e2144 = l_mut_75_;
                                bool l_587_ = (_e2143 < _e2144);
                                uint _e2146 = l_mut_440_;
                                uint _e2147 = l_mut_75_;
                                bool l_588_ = (_e2146 == _e2147);
                                uint _e2149 = l_mut_441_;
                                uint _e2150 = l_mut_90_;
                                bool l_589_ = (_e2149 < _e2150);
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
                                uint _e2162 = l_mut_439_;
                                l_mut_444_ = _e2162;
                            }
                            uint _e2163 = l_mut_90_;
                            uint _e2164 = l_mut_444_;
                            uint l_593_ = (_e2163 * _e2164);
                            uint _e2166 = l_mut_90_;
                            uint l_1579_ = (_e2166 & 65535u);
                            uint _e2169 = l_mut_90_;
                            uint l_1580_ = (_e2169 >> 16u);
                            uint l_1581_ = (l_1580_ & 65535u);
                            uint _e2174 = l_mut_444_;
                            uint l_1582_ = (_e2174 & 65535u);
                            uint _e2177 = l_mut_444_;
                            uint l_1583_ = (_e2177 >> 16u);
                            uint l_1584_ = (l_1583_ & 65535u);
                            uint l_1585_ = (l_1579_ * l_1582_);
                            uint l_1586_ = (l_1581_ * l_1582_);
                            uint l_1587_ = (l_1579_ * l_1584_);
                            uint l_1588_ = (l_1581_ * l_1584_);
                            uint l_1589_ = (l_1585_ >> 16u);
                            uint l_1590_ = (l_1589_ & 65535u);
                            uint l_1591_ = (l_1586_ & 65535u);
                            uint l_1592_ = (l_1590_ + l_1591_);
                            uint l_1593_ = (l_1587_ & 65535u);
                            uint l_1594_ = (l_1592_ + l_1593_);
                            uint l_1595_ = (l_1586_ >> 16u);
                            uint l_1596_ = (l_1595_ & 65535u);
                            uint l_1597_ = (l_1588_ + l_1596_);
                            uint l_1598_ = (l_1587_ >> 16u);
                            uint l_1599_ = (l_1598_ & 65535u);
                            uint l_1600_ = (l_1597_ + l_1599_);
                            uint l_1601_ = (l_1594_ >> 16u);
                            uint l_1602_ = (l_1601_ & 65535u);
                            uint l_594_ = (l_1600_ + l_1602_);
                            uint _e2211 = l_mut_75_;
                            uint _e2212 = l_mut_444_;
                            uint l_595_ = (_e2211 * _e2212);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e2220 = l_mut_445_;
                            uint _e2221 = l_mut_75_;
                            bool l_602_ = (_e2220 < _e2221);
                            uint _e2223 = l_mut_445_;
                            uint _e2224 = l_mut_75_;
                            bool l_603_ = (_e2223 == _e2224);
                            uint _e2226 = l_mut_450_;
                            uint _e2227 = l_mut_90_;
                            bool l_604_ = (_e2226 < _e2227);
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
                                uint _e2239 = l_mut_450_;
                                uint _e2240 = l_mut_90_;
                                uint l_608_ = (_e2239 - _e2240);
                                uint _e2242 = l_mut_445_;
                                uint _e2243 = l_mut_75_;
                                uint l_609_ = (_e2242 - _e2243);
                                uint _e2245 = l_mut_450_;
                                uint _e2246 = l_mut_90_;
                                bool l_610_ = (_e2245 < _e2246);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e2250 = l_mut_445_;
                        uint _e2251 = l_mut_388_;
                        bool l_613_ = (_e2250 < _e2251);
                        uint _e2253 = l_mut_445_;
                        uint _e2254 = l_mut_388_;
                        bool l_614_ = (_e2253 == _e2254);
                        uint _e2256 = l_mut_450_;
                        uint _e2257 = l_mut_394_;
                        bool l_615_ = (_e2256 < _e2257);
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
                            uint _e2268 = l_mut_450_;
                            l_mut_394_ = _e2268;
                            uint _e2269 = l_mut_445_;
                            l_mut_388_ = _e2269;
                        }
                    }
                }
                uint _e2270 = l_mut_388_;
                bool l_618_ = (_e2270 < l_344_);
                uint _e2272 = l_mut_388_;
                bool l_619_ = (_e2272 == l_344_);
                uint _e2274 = l_mut_394_;
                bool l_620_ = (_e2274 < l_340_);
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
            uint _e2289 = l_mut_40_;
            bool l_626_ = (_e2289 > 0u);
            if (l_626_) {
                uint _e2292 = l_mut_40_;
                bool l_627_ = (_e2292 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        while(true) {
            bool _e2297 = l_mut_357_;
            bool l_629_ = !(_e2297);
            if (l_629_) {
                break;
            }
            uint _e2299 = l_mut_145_;
            uint _e2300 = l_mut_269_;
            bool l_630_ = (_e2299 < _e2300);
            uint _e2302 = l_mut_145_;
            uint _e2303 = l_mut_269_;
            bool l_631_ = (_e2302 == _e2303);
            uint _e2305 = l_mut_151_;
            uint _e2306 = l_mut_275_;
            bool l_632_ = (_e2305 < _e2306);
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
                uint _e2317 = l_mut_275_;
                uint _e2318 = l_mut_151_;
                uint l_635_ = (_e2317 - _e2318);
                uint _e2320 = l_mut_269_;
                uint _e2321 = l_mut_145_;
                uint l_636_ = (_e2320 - _e2321);
                uint _e2323 = l_mut_275_;
                uint _e2324 = l_mut_151_;
                bool l_637_ = (_e2323 < _e2324);
                uint l_638_ = uint(l_637_);
                uint l_639_ = (l_636_ - l_638_);
                uint _e2328 = l_mut_275_;
                l_mut_450_ = _e2328;
                uint _e2329 = l_mut_269_;
                l_mut_445_ = _e2329;
                uint _e2330 = l_mut_269_;
                bool l_640_ = (l_639_ < _e2330);
                uint _e2332 = l_mut_269_;
                bool l_641_ = (l_639_ == _e2332);
                uint _e2334 = l_mut_275_;
                bool l_642_ = (l_635_ < _e2334);
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
                l_mut_444_ = 0u;
                uint _e2347 = l_mut_219_;
                uint _e2348 = l_mut_213_;
                uint l_646_ = (_e2347 | _e2348);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e2353 = l_mut_645_;
                if (_e2353) {
                    local_44 = l_648_;
                } else {
                    local_44 = false;
                }
                bool l_649_ = local_44;
                uint _e2358 = l_mut_213_;
                uint _e2359 = l_mut_445_;
                bool l_650_ = (_e2358 < _e2359);
                uint _e2361 = l_mut_213_;
                uint _e2362 = l_mut_445_;
                bool l_651_ = (_e2361 == _e2362);
                uint _e2364 = l_mut_219_;
                uint _e2365 = l_mut_450_;
                bool l_652_ = (_e2364 < _e2365);
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
                uint _e2380 = l_mut_102_;
                uint _e2381 = l_mut_96_;
                uint l_656_ = (_e2380 + _e2381);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_48 = l_657_;
                } else {
                    local_48 = false;
                }
                bool l_658_ = local_48;
                if (l_658_) {
                    uint _e2388 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e2388);
                    uint _e2390 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e2390);
                    uint _e2392 = l_mut_102_;
                    uint l_661_ = (l_660_ / _e2392);
                    uint _e2394 = l_mut_450_;
                    uint l_662_ = (_e2394 - 1u);
                    uint _e2397 = l_mut_445_;
                    uint l_663_ = (_e2397 - 0u);
                    uint _e2400 = l_mut_450_;
                    bool l_664_ = (_e2400 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_450_ = l_662_;
                    l_mut_445_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2493 = l_mut_667_;
                            l_mut_667_ = (_e2493 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2408 = l_mut_667_;
                        if ((_e2408 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2412 = l_mut_667_;
                            uint l_668_ = (19u - _e2412);
                            uint _e2414 = l_mut_450_;
                            l_mut_440_ = _e2414;
                            uint _e2415 = l_mut_445_;
                            l_mut_439_ = _e2415;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e2420 = l_mut_445_;
                                uint l_671_ = (_e2420 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e2425 = l_mut_450_;
                                    l_mut_428_ = _e2425;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e2428 = l_mut_450_;
                                        uint l_674_ = (_e2428 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e2432 = l_mut_445_;
                                        uint l_676_ = (_e2432 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e2435 = l_mut_445_;
                                    uint l_678_ = (_e2435 >> l_668_);
                                    uint _e2437 = l_mut_428_;
                                    l_mut_440_ = _e2437;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e2438 = l_mut_439_;
                            uint _e2439 = l_mut_213_;
                            bool l_679_ = (_e2438 < _e2439);
                            uint _e2441 = l_mut_439_;
                            uint _e2442 = l_mut_213_;
                            bool l_680_ = (_e2441 == _e2442);
                            uint _e2444 = l_mut_440_;
                            uint _e2445 = l_mut_219_;
                            bool l_681_ = (_e2444 < _e2445);
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
                                uint _e2457 = l_mut_219_;
                                l_mut_440_ = _e2457;
                                uint _e2458 = l_mut_213_;
                                l_mut_439_ = _e2458;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e2463 = l_mut_219_;
                                    uint l_687_ = (_e2463 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e2468 = l_mut_219_;
                                        uint l_689_ = (_e2468 << l_668_);
                                        uint _e2470 = l_mut_213_;
                                        uint l_690_ = (_e2470 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e2474 = l_mut_219_;
                                        uint l_692_ = (_e2474 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e2477 = l_mut_450_;
                                uint _e2478 = l_mut_440_;
                                uint l_694_ = (_e2477 - _e2478);
                                uint _e2480 = l_mut_445_;
                                uint _e2481 = l_mut_439_;
                                uint l_695_ = (_e2480 - _e2481);
                                uint _e2483 = l_mut_450_;
                                uint _e2484 = l_mut_440_;
                                bool l_696_ = (_e2483 < _e2484);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_450_ = l_694_;
                                l_mut_445_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e2490 = l_mut_441_;
                                l_mut_441_ = (_e2490 | l_699_);
                            }
                        }
                    }
                    uint _e2495 = l_mut_441_;
                    uint l_700_ = min(_e2495, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e2497 = l_mut_445_;
                    uint _e2498 = l_mut_213_;
                    bool l_701_ = (_e2497 < _e2498);
                    uint _e2500 = l_mut_445_;
                    uint _e2501 = l_mut_213_;
                    bool l_702_ = (_e2500 == _e2501);
                    uint _e2503 = l_mut_450_;
                    uint _e2504 = l_mut_219_;
                    bool l_703_ = (_e2503 < _e2504);
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
                    uint _e2516 = l_mut_441_;
                    l_mut_444_ = _e2516;
                }
                uint _e2517 = l_mut_444_;
                bool l_707_ = (_e2517 > 0u);
                if (l_707_) {
                    uint _e2520 = l_mut_219_;
                    uint _e2521 = l_mut_444_;
                    uint l_708_ = (_e2520 * _e2521);
                    uint _e2523 = l_mut_219_;
                    uint l_1604_ = (_e2523 & 65535u);
                    uint _e2526 = l_mut_219_;
                    uint l_1605_ = (_e2526 >> 16u);
                    uint l_1606_ = (l_1605_ & 65535u);
                    uint _e2531 = l_mut_444_;
                    uint l_1607_ = (_e2531 & 65535u);
                    uint _e2534 = l_mut_444_;
                    uint l_1608_ = (_e2534 >> 16u);
                    uint l_1609_ = (l_1608_ & 65535u);
                    uint l_1610_ = (l_1604_ * l_1607_);
                    uint l_1611_ = (l_1606_ * l_1607_);
                    uint l_1612_ = (l_1604_ * l_1609_);
                    uint l_1613_ = (l_1606_ * l_1609_);
                    uint l_1614_ = (l_1610_ >> 16u);
                    uint l_1615_ = (l_1614_ & 65535u);
                    uint l_1616_ = (l_1611_ & 65535u);
                    uint l_1617_ = (l_1615_ + l_1616_);
                    uint l_1618_ = (l_1612_ & 65535u);
                    uint l_1619_ = (l_1617_ + l_1618_);
                    uint l_1620_ = (l_1611_ >> 16u);
                    uint l_1621_ = (l_1620_ & 65535u);
                    uint l_1622_ = (l_1613_ + l_1621_);
                    uint l_1623_ = (l_1612_ >> 16u);
                    uint l_1624_ = (l_1623_ & 65535u);
                    uint l_1625_ = (l_1622_ + l_1624_);
                    uint l_1626_ = (l_1619_ >> 16u);
                    uint l_1627_ = (l_1626_ & 65535u);
                    uint l_709_ = (l_1625_ + l_1627_);
                    uint _e2568 = l_mut_213_;
                    uint _e2569 = l_mut_444_;
                    uint l_710_ = (_e2568 * _e2569);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e2572 = l_mut_275_;
                    uint l_712_ = (_e2572 - l_708_);
                    uint _e2574 = l_mut_269_;
                    uint l_713_ = (_e2574 - l_711_);
                    uint _e2576 = l_mut_275_;
                    bool l_714_ = (_e2576 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_275_ = l_712_;
                    l_mut_269_ = l_716_;
                    uint _e2580 = l_mut_444_;
                    uint _e2581 = l_mut_102_;
                    uint l_717_ = (_e2580 * _e2581);
                    uint _e2583 = l_mut_96_;
                    l_mut_96_ = (_e2583 + l_717_);
                } else {
                    uint _e2585 = l_mut_102_;
                    uint l_718_ = (l_4_ - _e2585);
                    uint _e2587 = l_mut_96_;
                    uint l_719_ = (l_718_ / _e2587);
                    l_mut_450_ = 0u;
                    l_mut_645_ = false;
                    uint _e2591 = l_mut_275_;
                    uint _e2592 = l_mut_269_;
                    uint l_720_ = (_e2591 | _e2592);
                    bool l_721_ = (l_720_ == 0u);
                    if (l_721_) {
                        l_mut_450_ = l_719_;
                    } else {
                        bool _e2596 = l_mut_645_;
                        if (_e2596) {
                            uint _e2597 = l_mut_269_;
                            uint _e2598 = l_mut_213_;
                            bool l_722_ = (_e2597 < _e2598);
                            uint _e2600 = l_mut_269_;
                            uint _e2601 = l_mut_213_;
                            bool l_723_ = (_e2600 == _e2601);
                            uint _e2603 = l_mut_275_;
                            uint _e2604 = l_mut_219_;
                            bool l_724_ = (_e2603 < _e2604);
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
                                uint _e2615 = l_mut_219_;
                                uint l_727_ = (_e2615 - 1u);
                                uint _e2618 = l_mut_213_;
                                uint l_728_ = (_e2618 - 0u);
                                uint _e2621 = l_mut_219_;
                                bool l_729_ = (_e2621 < 1u);
                                uint l_730_ = uint(l_729_);
                                uint l_731_ = (l_728_ - l_730_);
                                l_mut_445_ = l_727_;
                                l_mut_444_ = l_731_;
                                l_mut_441_ = 0u;
                                l_mut_732_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2714 = l_mut_732_;
                                        l_mut_732_ = (_e2714 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2629 = l_mut_732_;
                                    if ((_e2629 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2633 = l_mut_732_;
                                        uint l_733_ = (19u - _e2633);
                                        uint _e2635 = l_mut_445_;
                                        l_mut_440_ = _e2635;
                                        uint _e2636 = l_mut_444_;
                                        l_mut_439_ = _e2636;
                                        bool l_734_ = (l_733_ >= 32u);
                                        if (l_734_) {
                                            uint l_735_ = (l_733_ & 31u);
                                            uint _e2641 = l_mut_444_;
                                            uint l_736_ = (_e2641 >> l_735_);
                                            l_mut_440_ = l_736_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_737_ = (l_733_ > 0u);
                                            if (l_737_) {
                                                uint _e2646 = l_mut_445_;
                                                l_mut_428_ = _e2646;
                                                bool l_738_ = (l_733_ > 0u);
                                                if (l_738_) {
                                                    uint _e2649 = l_mut_445_;
                                                    uint l_739_ = (_e2649 >> l_733_);
                                                    uint l_740_ = (32u - l_733_);
                                                    uint _e2653 = l_mut_444_;
                                                    uint l_741_ = (_e2653 << l_740_);
                                                    uint l_742_ = (l_739_ | l_741_);
                                                    l_mut_428_ = l_742_;
                                                }
                                                uint _e2656 = l_mut_444_;
                                                uint l_743_ = (_e2656 >> l_733_);
                                                uint _e2658 = l_mut_428_;
                                                l_mut_440_ = _e2658;
                                                l_mut_439_ = l_743_;
                                            }
                                        }
                                        uint _e2659 = l_mut_439_;
                                        uint _e2660 = l_mut_269_;
                                        bool l_744_ = (_e2659 < _e2660);
                                        uint _e2662 = l_mut_439_;
                                        uint _e2663 = l_mut_269_;
                                        bool l_745_ = (_e2662 == _e2663);
                                        uint _e2665 = l_mut_440_;
                                        uint _e2666 = l_mut_275_;
                                        bool l_746_ = (_e2665 < _e2666);
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
                                            uint _e2678 = l_mut_275_;
                                            l_mut_440_ = _e2678;
                                            uint _e2679 = l_mut_269_;
                                            l_mut_439_ = _e2679;
                                            bool l_750_ = (l_733_ >= 32u);
                                            if (l_750_) {
                                                uint l_751_ = (l_733_ & 31u);
                                                uint _e2684 = l_mut_275_;
                                                uint l_752_ = (_e2684 << l_751_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_752_;
                                            } else {
                                                bool l_753_ = (l_733_ > 0u);
                                                if (l_753_) {
                                                    uint _e2689 = l_mut_275_;
                                                    uint l_754_ = (_e2689 << l_733_);
                                                    uint _e2691 = l_mut_269_;
                                                    uint l_755_ = (_e2691 << l_733_);
                                                    uint l_756_ = (32u - l_733_);
                                                    uint _e2695 = l_mut_275_;
                                                    uint l_757_ = (_e2695 >> l_756_);
                                                    uint l_758_ = (l_755_ | l_757_);
                                                    l_mut_440_ = l_754_;
                                                    l_mut_439_ = l_758_;
                                                }
                                            }
                                            uint _e2698 = l_mut_445_;
                                            uint _e2699 = l_mut_440_;
                                            uint l_759_ = (_e2698 - _e2699);
                                            uint _e2701 = l_mut_444_;
                                            uint _e2702 = l_mut_439_;
                                            uint l_760_ = (_e2701 - _e2702);
                                            uint _e2704 = l_mut_445_;
                                            uint _e2705 = l_mut_440_;
                                            bool l_761_ = (_e2704 < _e2705);
                                            uint l_762_ = uint(l_761_);
                                            uint l_763_ = (l_760_ - l_762_);
                                            l_mut_445_ = l_759_;
                                            l_mut_444_ = l_763_;
                                            uint l_764_ = (1u << l_733_);
                                            uint _e2711 = l_mut_441_;
                                            l_mut_441_ = (_e2711 | l_764_);
                                        }
                                    }
                                }
                                uint _e2716 = l_mut_441_;
                                uint l_765_ = min(_e2716, l_719_);
                                l_mut_441_ = l_765_;
                                uint _e2718 = l_mut_444_;
                                uint _e2719 = l_mut_269_;
                                bool l_766_ = (_e2718 < _e2719);
                                uint _e2721 = l_mut_444_;
                                uint _e2722 = l_mut_269_;
                                bool l_767_ = (_e2721 == _e2722);
                                uint _e2724 = l_mut_445_;
                                uint _e2725 = l_mut_275_;
                                bool l_768_ = (_e2724 < _e2725);
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
                                uint _e2737 = l_mut_441_;
                                l_mut_450_ = _e2737;
                            }
                        } else {
                            uint _e2738 = l_mut_219_;
                            l_mut_445_ = _e2738;
                            uint _e2739 = l_mut_213_;
                            l_mut_444_ = _e2739;
                            while(true) {
                                uint _e2740 = l_mut_269_;
                                uint _e2741 = l_mut_444_;
                                bool l_772_ = (_e2740 < _e2741);
                                uint _e2743 = l_mut_269_;
                                uint _e2744 = l_mut_444_;
                                bool l_773_ = (_e2743 == _e2744);
                                uint _e2746 = l_mut_275_;
                                uint _e2747 = l_mut_445_;
                                bool l_774_ = (_e2746 < _e2747);
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
                                uint _e2758 = l_mut_450_;
                                uint _e2759 = l_mut_96_;
                                uint l_777_ = (_e2758 * _e2759);
                                uint _e2761 = l_mut_102_;
                                uint l_778_ = (_e2761 + l_777_);
                                uint _e2763 = l_mut_96_;
                                uint l_779_ = (l_778_ + _e2763);
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
                                uint _e2771 = l_mut_445_;
                                uint _e2772 = l_mut_275_;
                                uint l_783_ = (_e2771 - _e2772);
                                uint _e2774 = l_mut_444_;
                                uint _e2775 = l_mut_269_;
                                uint l_784_ = (_e2774 - _e2775);
                                uint _e2777 = l_mut_445_;
                                uint _e2778 = l_mut_275_;
                                bool l_785_ = (_e2777 < _e2778);
                                uint l_786_ = uint(l_785_);
                                uint l_787_ = (l_784_ - l_786_);
                                l_mut_445_ = l_783_;
                                l_mut_444_ = l_787_;
                                uint _e2782 = l_mut_450_;
                                l_mut_450_ = (_e2782 + 1u);
                            }
                        }
                    }
                    uint _e2785 = l_mut_450_;
                    uint _e2786 = l_mut_96_;
                    uint l_788_ = (_e2785 * _e2786);
                    uint _e2788 = l_mut_102_;
                    uint l_789_ = (_e2788 + l_788_);
                    uint _e2790 = l_mut_96_;
                    uint l_790_ = (l_789_ + _e2790);
                    bool l_791_ = (l_790_ >= l_4_);
                    if (l_791_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2795 = l_mut_275_;
                        uint _e2796 = l_mut_450_;
                        uint l_792_ = (_e2795 * _e2796);
                        uint _e2798 = l_mut_275_;
                        uint l_1629_ = (_e2798 & 65535u);
                        uint _e2801 = l_mut_275_;
                        uint l_1630_ = (_e2801 >> 16u);
                        uint l_1631_ = (l_1630_ & 65535u);
                        uint _e2806 = l_mut_450_;
                        uint l_1632_ = (_e2806 & 65535u);
                        uint _e2809 = l_mut_450_;
                        uint l_1633_ = (_e2809 >> 16u);
                        uint l_1634_ = (l_1633_ & 65535u);
                        uint l_1635_ = (l_1629_ * l_1632_);
                        uint l_1636_ = (l_1631_ * l_1632_);
                        uint l_1637_ = (l_1629_ * l_1634_);
                        uint l_1638_ = (l_1631_ * l_1634_);
                        uint l_1639_ = (l_1635_ >> 16u);
                        uint l_1640_ = (l_1639_ & 65535u);
                        uint l_1641_ = (l_1636_ & 65535u);
                        uint l_1642_ = (l_1640_ + l_1641_);
                        uint l_1643_ = (l_1637_ & 65535u);
                        uint l_1644_ = (l_1642_ + l_1643_);
                        uint l_1645_ = (l_1636_ >> 16u);
                        uint l_1646_ = (l_1645_ & 65535u);
                        uint l_1647_ = (l_1638_ + l_1646_);
                        uint l_1648_ = (l_1637_ >> 16u);
                        uint l_1649_ = (l_1648_ & 65535u);
                        uint l_1650_ = (l_1647_ + l_1649_);
                        uint l_1651_ = (l_1644_ >> 16u);
                        uint l_1652_ = (l_1651_ & 65535u);
                        uint l_793_ = (l_1650_ + l_1652_);
                        uint _e2843 = l_mut_269_;
                        uint _e2844 = l_mut_450_;
                        uint l_794_ = (_e2843 * _e2844);
                        uint l_795_ = (l_793_ + l_794_);
                        uint _e2847 = l_mut_219_;
                        uint l_796_ = (_e2847 - l_792_);
                        uint _e2849 = l_mut_213_;
                        uint l_797_ = (_e2849 - l_795_);
                        uint _e2851 = l_mut_219_;
                        bool l_798_ = (_e2851 < l_792_);
                        uint l_799_ = uint(l_798_);
                        uint l_800_ = (l_797_ - l_799_);
                        l_mut_219_ = l_796_;
                        l_mut_213_ = l_800_;
                        uint _e2855 = l_mut_450_;
                        uint _e2856 = l_mut_96_;
                        uint l_801_ = (_e2855 * _e2856);
                        uint _e2858 = l_mut_102_;
                        l_mut_102_ = (_e2858 + l_801_);
                        uint _e2860 = l_mut_275_;
                        uint _e2861 = l_mut_219_;
                        uint l_802_ = (_e2860 - _e2861);
                        uint _e2863 = l_mut_269_;
                        uint _e2864 = l_mut_213_;
                        uint l_803_ = (_e2863 - _e2864);
                        uint _e2866 = l_mut_275_;
                        uint _e2867 = l_mut_219_;
                        bool l_804_ = (_e2866 < _e2867);
                        uint l_805_ = uint(l_804_);
                        uint l_806_ = (l_803_ - l_805_);
                        l_mut_275_ = l_802_;
                        l_mut_269_ = l_806_;
                        uint _e2871 = l_mut_96_;
                        uint _e2872 = l_mut_102_;
                        l_mut_96_ = (_e2871 + _e2872);
                    }
                }
            } else {
                uint _e2874 = l_mut_151_;
                uint l_807_ = (_e2874 - l_340_);
                uint _e2876 = l_mut_145_;
                uint l_808_ = (_e2876 - l_344_);
                uint _e2878 = l_mut_151_;
                bool l_809_ = (_e2878 < l_340_);
                uint l_810_ = uint(l_809_);
                uint l_811_ = (l_808_ - l_810_);
                uint _e2882 = l_mut_219_;
                l_mut_450_ = _e2882;
                uint _e2883 = l_mut_213_;
                l_mut_445_ = _e2883;
                uint _e2884 = l_mut_213_;
                bool l_812_ = (l_811_ < _e2884);
                uint _e2886 = l_mut_213_;
                bool l_813_ = (l_811_ == _e2886);
                uint _e2888 = l_mut_219_;
                bool l_814_ = (l_807_ < _e2888);
                if (l_813_) {
                    local_62 = l_814_;
                } else {
                    local_62 = false;
                }
                bool l_815_ = local_62;
                if (!(l_812_)) {
                    local_63 = l_815_;
                } else {
                    local_63 = true;
                }
                bool l_816_ = local_63;
                if (l_816_) {
                    l_mut_450_ = l_807_;
                    l_mut_445_ = l_811_;
                }
                l_mut_645_ = false;
                l_mut_444_ = 0u;
                uint _e2901 = l_mut_275_;
                uint _e2902 = l_mut_269_;
                uint l_817_ = (_e2901 | _e2902);
                bool l_818_ = (l_817_ == 0u);
                bool l_819_ = !(l_818_);
                bool _e2907 = l_mut_645_;
                if (_e2907) {
                    local_64 = l_819_;
                } else {
                    local_64 = false;
                }
                bool l_820_ = local_64;
                uint _e2912 = l_mut_269_;
                uint _e2913 = l_mut_445_;
                bool l_821_ = (_e2912 < _e2913);
                uint _e2915 = l_mut_269_;
                uint _e2916 = l_mut_445_;
                bool l_822_ = (_e2915 == _e2916);
                uint _e2918 = l_mut_275_;
                uint _e2919 = l_mut_450_;
                bool l_823_ = (_e2918 < _e2919);
                if (l_822_) {
                    local_65 = l_823_;
                } else {
                    local_65 = false;
                }
                bool l_824_ = local_65;
                if (!(l_821_)) {
                    local_66 = l_824_;
                } else {
                    local_66 = true;
                }
                bool l_825_ = local_66;
                if (l_820_) {
                    local_67 = l_825_;
                } else {
                    local_67 = false;
                }
                bool l_826_ = local_67;
                uint _e2934 = l_mut_96_;
                uint _e2935 = l_mut_102_;
                uint l_827_ = (_e2934 + _e2935);
                bool l_828_ = (l_827_ < l_4_);
                if (l_826_) {
                    local_68 = l_828_;
                } else {
                    local_68 = false;
                }
                bool l_829_ = local_68;
                if (l_829_) {
                    uint _e2942 = l_mut_96_;
                    uint l_830_ = (l_4_ - _e2942);
                    uint _e2944 = l_mut_102_;
                    uint l_831_ = (l_830_ - _e2944);
                    uint _e2946 = l_mut_96_;
                    uint l_832_ = (l_831_ / _e2946);
                    uint _e2948 = l_mut_450_;
                    uint l_833_ = (_e2948 - 1u);
                    uint _e2951 = l_mut_445_;
                    uint l_834_ = (_e2951 - 0u);
                    uint _e2954 = l_mut_450_;
                    bool l_835_ = (_e2954 < 1u);
                    uint l_836_ = uint(l_835_);
                    uint l_837_ = (l_834_ - l_836_);
                    l_mut_450_ = l_833_;
                    l_mut_445_ = l_837_;
                    l_mut_441_ = 0u;
                    l_mut_838_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3047 = l_mut_838_;
                            l_mut_838_ = (_e3047 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2962 = l_mut_838_;
                        if ((_e2962 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2966 = l_mut_838_;
                            uint l_839_ = (19u - _e2966);
                            uint _e2968 = l_mut_450_;
                            l_mut_440_ = _e2968;
                            uint _e2969 = l_mut_445_;
                            l_mut_439_ = _e2969;
                            bool l_840_ = (l_839_ >= 32u);
                            if (l_840_) {
                                uint l_841_ = (l_839_ & 31u);
                                uint _e2974 = l_mut_445_;
                                uint l_842_ = (_e2974 >> l_841_);
                                l_mut_440_ = l_842_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_843_ = (l_839_ > 0u);
                                if (l_843_) {
                                    uint _e2979 = l_mut_450_;
                                    l_mut_428_ = _e2979;
                                    bool l_844_ = (l_839_ > 0u);
                                    if (l_844_) {
                                        uint _e2982 = l_mut_450_;
                                        uint l_845_ = (_e2982 >> l_839_);
                                        uint l_846_ = (32u - l_839_);
                                        uint _e2986 = l_mut_445_;
                                        uint l_847_ = (_e2986 << l_846_);
                                        uint l_848_ = (l_845_ | l_847_);
                                        l_mut_428_ = l_848_;
                                    }
                                    uint _e2989 = l_mut_445_;
                                    uint l_849_ = (_e2989 >> l_839_);
                                    uint _e2991 = l_mut_428_;
                                    l_mut_440_ = _e2991;
                                    l_mut_439_ = l_849_;
                                }
                            }
                            uint _e2992 = l_mut_439_;
                            uint _e2993 = l_mut_269_;
                            bool l_850_ = (_e2992 < _e2993);
                            uint _e2995 = l_mut_439_;
                            uint _e2996 = l_mut_269_;
                            bool l_851_ = (_e2995 == _e2996);
                            uint _e2998 = l_mut_440_;
                            uint _e2999 = l_mut_275_;
                            bool l_852_ = (_e2998 < _e2999);
                            if (l_851_) {
                                local_69 = l_852_;
                            } else {
                                local_69 = false;
                            }
                            bool l_853_ = local_69;
                            if (!(l_850_)) {
                                local_70 = l_853_;
                            } else {
                                local_70 = true;
                            }
                            bool l_854_ = local_70;
                            bool l_855_ = !(l_854_);
                            if (l_855_) {
                                uint _e3011 = l_mut_275_;
                                l_mut_440_ = _e3011;
                                uint _e3012 = l_mut_269_;
                                l_mut_439_ = _e3012;
                                bool l_856_ = (l_839_ >= 32u);
                                if (l_856_) {
                                    uint l_857_ = (l_839_ & 31u);
                                    uint _e3017 = l_mut_275_;
                                    uint l_858_ = (_e3017 << l_857_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_858_;
                                } else {
                                    bool l_859_ = (l_839_ > 0u);
                                    if (l_859_) {
                                        uint _e3022 = l_mut_275_;
                                        uint l_860_ = (_e3022 << l_839_);
                                        uint _e3024 = l_mut_269_;
                                        uint l_861_ = (_e3024 << l_839_);
                                        uint l_862_ = (32u - l_839_);
                                        uint _e3028 = l_mut_275_;
                                        uint l_863_ = (_e3028 >> l_862_);
                                        uint l_864_ = (l_861_ | l_863_);
                                        l_mut_440_ = l_860_;
                                        l_mut_439_ = l_864_;
                                    }
                                }
                                uint _e3031 = l_mut_450_;
                                uint _e3032 = l_mut_440_;
                                uint l_865_ = (_e3031 - _e3032);
                                uint _e3034 = l_mut_445_;
                                uint _e3035 = l_mut_439_;
                                uint l_866_ = (_e3034 - _e3035);
                                uint _e3037 = l_mut_450_;
                                uint _e3038 = l_mut_440_;
                                bool l_867_ = (_e3037 < _e3038);
                                uint l_868_ = uint(l_867_);
                                uint l_869_ = (l_866_ - l_868_);
                                l_mut_450_ = l_865_;
                                l_mut_445_ = l_869_;
                                uint l_870_ = (1u << l_839_);
                                uint _e3044 = l_mut_441_;
                                l_mut_441_ = (_e3044 | l_870_);
                            }
                        }
                    }
                    uint _e3049 = l_mut_441_;
                    uint l_871_ = min(_e3049, l_832_);
                    l_mut_441_ = l_871_;
                    uint _e3051 = l_mut_445_;
                    uint _e3052 = l_mut_269_;
                    bool l_872_ = (_e3051 < _e3052);
                    uint _e3054 = l_mut_445_;
                    uint _e3055 = l_mut_269_;
                    bool l_873_ = (_e3054 == _e3055);
                    uint _e3057 = l_mut_450_;
                    uint _e3058 = l_mut_275_;
                    bool l_874_ = (_e3057 < _e3058);
                    if (l_873_) {
                        local_71 = l_874_;
                    } else {
                        local_71 = false;
                    }
                    bool l_875_ = local_71;
                    if (!(l_872_)) {
                        local_72 = l_875_;
                    } else {
                        local_72 = true;
                    }
                    bool l_876_ = local_72;
                    bool l_877_ = !(l_876_);
                    if (l_877_) {
                        l_mut_441_ = l_832_;
                    }
                    uint _e3070 = l_mut_441_;
                    l_mut_444_ = _e3070;
                }
                uint _e3071 = l_mut_444_;
                bool l_878_ = (_e3071 > 0u);
                if (l_878_) {
                    uint _e3074 = l_mut_275_;
                    uint _e3075 = l_mut_444_;
                    uint l_879_ = (_e3074 * _e3075);
                    uint _e3077 = l_mut_275_;
                    uint l_1654_ = (_e3077 & 65535u);
                    uint _e3080 = l_mut_275_;
                    uint l_1655_ = (_e3080 >> 16u);
                    uint l_1656_ = (l_1655_ & 65535u);
                    uint _e3085 = l_mut_444_;
                    uint l_1657_ = (_e3085 & 65535u);
                    uint _e3088 = l_mut_444_;
                    uint l_1658_ = (_e3088 >> 16u);
                    uint l_1659_ = (l_1658_ & 65535u);
                    uint l_1660_ = (l_1654_ * l_1657_);
                    uint l_1661_ = (l_1656_ * l_1657_);
                    uint l_1662_ = (l_1654_ * l_1659_);
                    uint l_1663_ = (l_1656_ * l_1659_);
                    uint l_1664_ = (l_1660_ >> 16u);
                    uint l_1665_ = (l_1664_ & 65535u);
                    uint l_1666_ = (l_1661_ & 65535u);
                    uint l_1667_ = (l_1665_ + l_1666_);
                    uint l_1668_ = (l_1662_ & 65535u);
                    uint l_1669_ = (l_1667_ + l_1668_);
                    uint l_1670_ = (l_1661_ >> 16u);
                    uint l_1671_ = (l_1670_ & 65535u);
                    uint l_1672_ = (l_1663_ + l_1671_);
                    uint l_1673_ = (l_1662_ >> 16u);
                    uint l_1674_ = (l_1673_ & 65535u);
                    uint l_1675_ = (l_1672_ + l_1674_);
                    uint l_1676_ = (l_1669_ >> 16u);
                    uint l_1677_ = (l_1676_ & 65535u);
                    uint l_880_ = (l_1675_ + l_1677_);
                    uint _e3122 = l_mut_269_;
                    uint _e3123 = l_mut_444_;
                    uint l_881_ = (_e3122 * _e3123);
                    uint l_882_ = (l_880_ + l_881_);
                    uint _e3126 = l_mut_151_;
                    uint l_883_ = (_e3126 - l_879_);
                    uint _e3128 = l_mut_145_;
                    uint l_884_ = (_e3128 - l_882_);
                    uint _e3130 = l_mut_151_;
                    bool l_885_ = (_e3130 < l_879_);
                    uint l_886_ = uint(l_885_);
                    uint l_887_ = (l_884_ - l_886_);
                    l_mut_151_ = l_883_;
                    l_mut_145_ = l_887_;
                    uint _e3134 = l_mut_219_;
                    uint l_888_ = (_e3134 - l_879_);
                    uint _e3136 = l_mut_213_;
                    uint l_889_ = (_e3136 - l_882_);
                    uint _e3138 = l_mut_219_;
                    bool l_890_ = (_e3138 < l_879_);
                    uint l_891_ = uint(l_890_);
                    uint l_892_ = (l_889_ - l_891_);
                    l_mut_219_ = l_888_;
                    l_mut_213_ = l_892_;
                    uint _e3142 = l_mut_444_;
                    uint _e3143 = l_mut_96_;
                    uint l_893_ = (_e3142 * _e3143);
                    uint _e3145 = l_mut_102_;
                    l_mut_102_ = (_e3145 + l_893_);
                } else {
                    uint _e3147 = l_mut_151_;
                    uint _e3148 = l_mut_275_;
                    uint l_894_ = (_e3147 - _e3148);
                    uint _e3150 = l_mut_145_;
                    uint _e3151 = l_mut_269_;
                    uint l_895_ = (_e3150 - _e3151);
                    uint _e3153 = l_mut_151_;
                    uint _e3154 = l_mut_275_;
                    bool l_896_ = (_e3153 < _e3154);
                    uint l_897_ = uint(l_896_);
                    uint l_898_ = (l_895_ - l_897_);
                    l_mut_151_ = l_894_;
                    l_mut_145_ = l_898_;
                    uint _e3158 = l_mut_145_;
                    bool l_899_ = (_e3158 < l_344_);
                    uint _e3160 = l_mut_145_;
                    bool l_900_ = (_e3160 == l_344_);
                    uint _e3162 = l_mut_151_;
                    bool l_901_ = (_e3162 < l_340_);
                    if (l_900_) {
                        local_73 = l_901_;
                    } else {
                        local_73 = false;
                    }
                    bool l_902_ = local_73;
                    if (!(l_899_)) {
                        local_74 = l_902_;
                    } else {
                        local_74 = true;
                    }
                    bool l_903_ = local_74;
                    if (l_903_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e3174 = l_mut_96_;
                        uint l_904_ = (l_4_ - _e3174);
                        uint _e3176 = l_mut_102_;
                        uint l_905_ = (l_904_ / _e3176);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e3180 = l_mut_219_;
                        uint _e3181 = l_mut_213_;
                        uint l_906_ = (_e3180 | _e3181);
                        bool l_907_ = (l_906_ == 0u);
                        if (l_907_) {
                            l_mut_450_ = l_905_;
                        } else {
                            bool _e3185 = l_mut_645_;
                            if (_e3185) {
                                uint _e3186 = l_mut_213_;
                                uint _e3187 = l_mut_269_;
                                bool l_908_ = (_e3186 < _e3187);
                                uint _e3189 = l_mut_213_;
                                uint _e3190 = l_mut_269_;
                                bool l_909_ = (_e3189 == _e3190);
                                uint _e3192 = l_mut_219_;
                                uint _e3193 = l_mut_275_;
                                bool l_910_ = (_e3192 < _e3193);
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
                                if (l_912_) {
                                    uint _e3204 = l_mut_275_;
                                    uint l_913_ = (_e3204 - 1u);
                                    uint _e3207 = l_mut_269_;
                                    uint l_914_ = (_e3207 - 0u);
                                    uint _e3210 = l_mut_275_;
                                    bool l_915_ = (_e3210 < 1u);
                                    uint l_916_ = uint(l_915_);
                                    uint l_917_ = (l_914_ - l_916_);
                                    l_mut_445_ = l_913_;
                                    l_mut_444_ = l_917_;
                                    l_mut_441_ = 0u;
                                    l_mut_918_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3303 = l_mut_918_;
                                            l_mut_918_ = (_e3303 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3218 = l_mut_918_;
                                        if ((_e3218 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3222 = l_mut_918_;
                                            uint l_919_ = (19u - _e3222);
                                            uint _e3224 = l_mut_445_;
                                            l_mut_440_ = _e3224;
                                            uint _e3225 = l_mut_444_;
                                            l_mut_439_ = _e3225;
                                            bool l_920_ = (l_919_ >= 32u);
                                            if (l_920_) {
                                                uint l_921_ = (l_919_ & 31u);
                                                uint _e3230 = l_mut_444_;
                                                uint l_922_ = (_e3230 >> l_921_);
                                                l_mut_440_ = l_922_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_923_ = (l_919_ > 0u);
                                                if (l_923_) {
                                                    uint _e3235 = l_mut_445_;
                                                    l_mut_428_ = _e3235;
                                                    bool l_924_ = (l_919_ > 0u);
                                                    if (l_924_) {
                                                        uint _e3238 = l_mut_445_;
                                                        uint l_925_ = (_e3238 >> l_919_);
                                                        uint l_926_ = (32u - l_919_);
                                                        uint _e3242 = l_mut_444_;
                                                        uint l_927_ = (_e3242 << l_926_);
                                                        uint l_928_ = (l_925_ | l_927_);
                                                        l_mut_428_ = l_928_;
                                                    }
                                                    uint _e3245 = l_mut_444_;
                                                    uint l_929_ = (_e3245 >> l_919_);
                                                    uint _e3247 = l_mut_428_;
                                                    l_mut_440_ = _e3247;
                                                    l_mut_439_ = l_929_;
                                                }
                                            }
                                            uint _e3248 = l_mut_439_;
                                            uint _e3249 = l_mut_213_;
                                            bool l_930_ = (_e3248 < _e3249);
                                            uint _e3251 = l_mut_439_;
                                            uint _e3252 = l_mut_213_;
                                            bool l_931_ = (_e3251 == _e3252);
                                            uint _e3254 = l_mut_440_;
                                            uint _e3255 = l_mut_219_;
                                            bool l_932_ = (_e3254 < _e3255);
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
                                                uint _e3267 = l_mut_219_;
                                                l_mut_440_ = _e3267;
                                                uint _e3268 = l_mut_213_;
                                                l_mut_439_ = _e3268;
                                                bool l_936_ = (l_919_ >= 32u);
                                                if (l_936_) {
                                                    uint l_937_ = (l_919_ & 31u);
                                                    uint _e3273 = l_mut_219_;
                                                    uint l_938_ = (_e3273 << l_937_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_938_;
                                                } else {
                                                    bool l_939_ = (l_919_ > 0u);
                                                    if (l_939_) {
                                                        uint _e3278 = l_mut_219_;
                                                        uint l_940_ = (_e3278 << l_919_);
                                                        uint _e3280 = l_mut_213_;
                                                        uint l_941_ = (_e3280 << l_919_);
                                                        uint l_942_ = (32u - l_919_);
                                                        uint _e3284 = l_mut_219_;
                                                        uint l_943_ = (_e3284 >> l_942_);
                                                        uint l_944_ = (l_941_ | l_943_);
                                                        l_mut_440_ = l_940_;
                                                        l_mut_439_ = l_944_;
                                                    }
                                                }
                                                uint _e3287 = l_mut_445_;
                                                uint _e3288 = l_mut_440_;
                                                uint l_945_ = (_e3287 - _e3288);
                                                uint _e3290 = l_mut_444_;
                                                uint _e3291 = l_mut_439_;
                                                uint l_946_ = (_e3290 - _e3291);
                                                uint _e3293 = l_mut_445_;
                                                uint _e3294 = l_mut_440_;
                                                bool l_947_ = (_e3293 < _e3294);
                                                uint l_948_ = uint(l_947_);
                                                uint l_949_ = (l_946_ - l_948_);
                                                l_mut_445_ = l_945_;
                                                l_mut_444_ = l_949_;
                                                uint l_950_ = (1u << l_919_);
                                                uint _e3300 = l_mut_441_;
                                                l_mut_441_ = (_e3300 | l_950_);
                                            }
                                        }
                                    }
                                    uint _e3305 = l_mut_441_;
                                    uint l_951_ = min(_e3305, l_905_);
                                    l_mut_441_ = l_951_;
                                    uint _e3307 = l_mut_444_;
                                    uint _e3308 = l_mut_213_;
                                    bool l_952_ = (_e3307 < _e3308);
                                    uint _e3310 = l_mut_444_;
                                    uint _e3311 = l_mut_213_;
                                    bool l_953_ = (_e3310 == _e3311);
                                    uint _e3313 = l_mut_445_;
                                    uint _e3314 = l_mut_219_;
                                    bool l_954_ = (_e3313 < _e3314);
                                    if (l_953_) {
                                        local_79 = l_954_;
                                    } else {
                                        local_79 = false;
                                    }
                                    bool l_955_ = local_79;
                                    if (!(l_952_)) {
                                        local_80 = l_955_;
                                    } else {
                                        local_80 = true;
                                    }
                                    bool l_956_ = local_80;
                                    bool l_957_ = !(l_956_);
                                    if (l_957_) {
                                        l_mut_441_ = l_905_;
                                    }
                                    uint _e3326 = l_mut_441_;
                                    l_mut_450_ = _e3326;
                                }
                            } else {
                                uint _e3327 = l_mut_275_;
                                l_mut_445_ = _e3327;
                                uint _e3328 = l_mut_269_;
                                l_mut_444_ = _e3328;
                                while(true) {
                                    uint _e3329 = l_mut_213_;
                                    uint _e3330 = l_mut_444_;
                                    bool l_958_ = (_e3329 < _e3330);
                                    uint _e3332 = l_mut_213_;
                                    uint _e3333 = l_mut_444_;
                                    bool l_959_ = (_e3332 == _e3333);
                                    uint _e3335 = l_mut_219_;
                                    uint _e3336 = l_mut_445_;
                                    bool l_960_ = (_e3335 < _e3336);
                                    if (l_959_) {
                                        local_81 = l_960_;
                                    } else {
                                        local_81 = false;
                                    }
                                    bool l_961_ = local_81;
                                    if (!(l_958_)) {
                                        local_82 = l_961_;
                                    } else {
                                        local_82 = true;
                                    }
                                    bool l_962_ = local_82;
                                    uint _e3347 = l_mut_450_;
                                    uint _e3348 = l_mut_102_;
                                    uint l_963_ = (_e3347 * _e3348);
                                    uint _e3350 = l_mut_96_;
                                    uint l_964_ = (_e3350 + l_963_);
                                    uint _e3352 = l_mut_102_;
                                    uint l_965_ = (l_964_ + _e3352);
                                    bool l_966_ = (l_965_ < l_4_);
                                    if (l_962_) {
                                        local_83 = l_966_;
                                    } else {
                                        local_83 = false;
                                    }
                                    bool l_967_ = local_83;
                                    bool l_968_ = !(l_967_);
                                    if (l_968_) {
                                        break;
                                    }
                                    uint _e3360 = l_mut_445_;
                                    uint _e3361 = l_mut_219_;
                                    uint l_969_ = (_e3360 - _e3361);
                                    uint _e3363 = l_mut_444_;
                                    uint _e3364 = l_mut_213_;
                                    uint l_970_ = (_e3363 - _e3364);
                                    uint _e3366 = l_mut_445_;
                                    uint _e3367 = l_mut_219_;
                                    bool l_971_ = (_e3366 < _e3367);
                                    uint l_972_ = uint(l_971_);
                                    uint l_973_ = (l_970_ - l_972_);
                                    l_mut_445_ = l_969_;
                                    l_mut_444_ = l_973_;
                                    uint _e3371 = l_mut_450_;
                                    l_mut_450_ = (_e3371 + 1u);
                                }
                            }
                        }
                        uint _e3374 = l_mut_102_;
                        uint _e3375 = l_mut_96_;
                        uint l_974_ = (_e3374 + _e3375);
                        uint _e3377 = l_mut_450_;
                        uint _e3378 = l_mut_102_;
                        uint l_975_ = (_e3377 * _e3378);
                        uint l_976_ = (l_974_ + l_975_);
                        bool l_977_ = (l_976_ >= l_4_);
                        if (l_977_) {
                            l_mut_350_ = true;
                            l_mut_357_ = false;
                        } else {
                            uint _e3384 = l_mut_219_;
                            uint _e3385 = l_mut_450_;
                            uint l_978_ = (_e3384 * _e3385);
                            uint _e3387 = l_mut_219_;
                            uint l_1679_ = (_e3387 & 65535u);
                            uint _e3390 = l_mut_219_;
                            uint l_1680_ = (_e3390 >> 16u);
                            uint l_1681_ = (l_1680_ & 65535u);
                            uint _e3395 = l_mut_450_;
                            uint l_1682_ = (_e3395 & 65535u);
                            uint _e3398 = l_mut_450_;
                            uint l_1683_ = (_e3398 >> 16u);
                            uint l_1684_ = (l_1683_ & 65535u);
                            uint l_1685_ = (l_1679_ * l_1682_);
                            uint l_1686_ = (l_1681_ * l_1682_);
                            uint l_1687_ = (l_1679_ * l_1684_);
                            uint l_1688_ = (l_1681_ * l_1684_);
                            uint l_1689_ = (l_1685_ >> 16u);
                            uint l_1690_ = (l_1689_ & 65535u);
                            uint l_1691_ = (l_1686_ & 65535u);
                            uint l_1692_ = (l_1690_ + l_1691_);
                            uint l_1693_ = (l_1687_ & 65535u);
                            uint l_1694_ = (l_1692_ + l_1693_);
                            uint l_1695_ = (l_1686_ >> 16u);
                            uint l_1696_ = (l_1695_ & 65535u);
                            uint l_1697_ = (l_1688_ + l_1696_);
                            uint l_1698_ = (l_1687_ >> 16u);
                            uint l_1699_ = (l_1698_ & 65535u);
                            uint l_1700_ = (l_1697_ + l_1699_);
                            uint l_1701_ = (l_1694_ >> 16u);
                            uint l_1702_ = (l_1701_ & 65535u);
                            uint l_979_ = (l_1700_ + l_1702_);
                            uint _e3432 = l_mut_213_;
                            uint _e3433 = l_mut_450_;
                            uint l_980_ = (_e3432 * _e3433);
                            uint l_981_ = (l_979_ + l_980_);
                            uint _e3436 = l_mut_275_;
                            uint l_982_ = (_e3436 - l_978_);
                            uint _e3438 = l_mut_269_;
                            uint l_983_ = (_e3438 - l_981_);
                            uint _e3440 = l_mut_275_;
                            bool l_984_ = (_e3440 < l_978_);
                            uint l_985_ = uint(l_984_);
                            uint l_986_ = (l_983_ - l_985_);
                            l_mut_275_ = l_982_;
                            l_mut_269_ = l_986_;
                            uint _e3444 = l_mut_450_;
                            uint _e3445 = l_mut_102_;
                            uint l_987_ = (_e3444 * _e3445);
                            uint _e3447 = l_mut_96_;
                            l_mut_96_ = (_e3447 + l_987_);
                            uint _e3449 = l_mut_219_;
                            uint _e3450 = l_mut_275_;
                            uint l_988_ = (_e3449 - _e3450);
                            uint _e3452 = l_mut_213_;
                            uint _e3453 = l_mut_269_;
                            uint l_989_ = (_e3452 - _e3453);
                            uint _e3455 = l_mut_219_;
                            uint _e3456 = l_mut_275_;
                            bool l_990_ = (_e3455 < _e3456);
                            uint l_991_ = uint(l_990_);
                            uint l_992_ = (l_989_ - l_991_);
                            l_mut_219_ = l_988_;
                            l_mut_213_ = l_992_;
                            uint _e3460 = l_mut_102_;
                            uint _e3461 = l_mut_96_;
                            l_mut_102_ = (_e3460 + _e3461);
                        }
                    }
                }
            }
        }
        bool _e3463 = l_mut_350_;
        bool l_993_ = !(_e3463);
        if (l_993_) {
            uint l_1704_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1705_ = (l_1704_ * 1u);
            uint l_1706_ = (l_1705_ - 1u);
            uint l_1707_ = min(0u, l_1706_);
            uint _e3478 = atomicAdd(_group_0_binding_5_cs[l_1707_], 1u);
            uint l_996_ = _group_0_binding_6_cs.static_meta[10];
            bool l_997_ = (_e3478 < l_996_);
            if (l_997_) {
                uint l_1709_ = _group_0_binding_6_cs.static_meta[4];
                uint l_1710_ = (l_1709_ * 1u);
                bool l_1711_ = (_e3478 < l_1710_);
                if (l_1711_) {
                    _group_0_binding_4_cs[_e3478] = id;
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
