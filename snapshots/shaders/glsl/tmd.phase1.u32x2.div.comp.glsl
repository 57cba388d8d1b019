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
    uint l_mut_842_ = 0u;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    bool local_76 = false;
    uint l_mut_922_ = 0u;
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
        uint l_1090_ = _group_0_binding_6_cs.static_meta[5];
        uint l_1091_ = (l_1090_ * 1u);
        uint l_1092_ = (l_1091_ - 1u);
        uint l_1093_ = min(3u, l_1092_);
        uint _e66 = atomicAdd(_group_0_binding_5_cs[l_1093_], 1u);
    }
    uint l_1006_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1007_ = (l_1006_ * 1u);
    bool l_1008_ = (0u < l_1007_);
    uint l_1009_ = (l_1007_ - 1u);
    uint l_1010_ = min(0u, l_1009_);
    uint l_1011_ = _group_0_binding_3_cs[l_1010_];
    uint l_4_ = (l_1008_ ? l_1011_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1013_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1014_ = (l_1013_ * 1u);
    bool l_1015_ = (l_6_ < l_1014_);
    uint l_1016_ = (l_1014_ - 1u);
    uint l_1017_ = min(l_6_, l_1016_);
    uint l_1018_ = _group_0_binding_3_cs[l_1017_];
    uint l_7_ = (l_1015_ ? l_1018_ : 0u);
    uint l_1020_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1021_ = (l_1020_ * 1u);
    bool l_1022_ = (2u < l_1021_);
    uint l_1023_ = (l_1021_ - 1u);
    uint l_1024_ = min(2u, l_1023_);
    uint l_1025_ = _group_0_binding_3_cs[l_1024_];
    uint l_9_ = (l_1022_ ? l_1025_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1027_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1028_ = (l_1027_ * 1u);
    bool l_1029_ = (l_11_ < l_1028_);
    uint l_1030_ = (l_1028_ - 1u);
    uint l_1031_ = min(l_11_, l_1030_);
    uint l_1032_ = _group_0_binding_3_cs[l_1031_];
    uint l_12_ = (l_1029_ ? l_1032_ : 0u);
    uint l_1034_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1035_ = (l_1034_ * 1u);
    bool l_1036_ = (4u < l_1035_);
    uint l_1037_ = (l_1035_ - 1u);
    uint l_1038_ = min(4u, l_1037_);
    uint l_1039_ = _group_0_binding_3_cs[l_1038_];
    uint l_14_ = (l_1036_ ? l_1039_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1041_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1042_ = (l_1041_ * 1u);
    bool l_1043_ = (l_16_ < l_1042_);
    uint l_1044_ = (l_1042_ - 1u);
    uint l_1045_ = min(l_16_, l_1044_);
    uint l_1046_ = _group_0_binding_3_cs[l_1045_];
    uint l_17_ = (l_1043_ ? l_1046_ : 0u);
    uint l_1048_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1049_ = (l_1048_ * 1u);
    bool l_1050_ = (6u < l_1049_);
    uint l_1051_ = (l_1049_ - 1u);
    uint l_1052_ = min(6u, l_1051_);
    uint l_1053_ = _group_0_binding_3_cs[l_1052_];
    uint l_19_ = (l_1050_ ? l_1053_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1055_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1056_ = (l_1055_ * 1u);
    bool l_1057_ = (l_21_ < l_1056_);
    uint l_1058_ = (l_1056_ - 1u);
    uint l_1059_ = min(l_21_, l_1058_);
    uint l_1060_ = _group_0_binding_3_cs[l_1059_];
    uint l_22_ = (l_1057_ ? l_1060_ : 0u);
    uint l_1062_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1063_ = (l_1062_ * 1u);
    bool l_1064_ = (8u < l_1063_);
    uint l_1065_ = (l_1063_ - 1u);
    uint l_1066_ = min(8u, l_1065_);
    uint l_1067_ = _group_0_binding_3_cs[l_1066_];
    uint l_24_ = (l_1064_ ? l_1067_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1069_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1070_ = (l_1069_ * 1u);
    bool l_1071_ = (l_26_ < l_1070_);
    uint l_1072_ = (l_1070_ - 1u);
    uint l_1073_ = min(l_26_, l_1072_);
    uint l_1074_ = _group_0_binding_3_cs[l_1073_];
    uint l_27_ = (l_1071_ ? l_1074_ : 0u);
    uint l_1076_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1077_ = (l_1076_ * 1u);
    bool l_1078_ = (10u < l_1077_);
    uint l_1079_ = (l_1077_ - 1u);
    uint l_1080_ = min(10u, l_1079_);
    uint l_1081_ = _group_0_binding_3_cs[l_1080_];
    uint l_29_ = (l_1078_ ? l_1081_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1083_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1084_ = (l_1083_ * 1u);
    bool l_1085_ = (l_31_ < l_1084_);
    uint l_1086_ = (l_1084_ - 1u);
    uint l_1087_ = min(l_31_, l_1086_);
    uint l_1088_ = _group_0_binding_3_cs[l_1087_];
    uint l_32_ = (l_1085_ ? l_1088_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_1095_ = (id & 65535u);
    uint l_1096_ = (id >> 16u);
    uint l_1097_ = (l_1096_ & 65535u);
    uint l_1098_ = (l_4_ & 65535u);
    uint l_1099_ = (l_4_ >> 16u);
    uint l_1100_ = (l_1099_ & 65535u);
    uint l_1101_ = (l_1095_ * l_1098_);
    uint l_1102_ = (l_1097_ * l_1098_);
    uint l_1103_ = (l_1095_ * l_1100_);
    uint l_1104_ = (l_1097_ * l_1100_);
    uint l_1105_ = (l_1101_ >> 16u);
    uint l_1106_ = (l_1105_ & 65535u);
    uint l_1107_ = (l_1102_ & 65535u);
    uint l_1108_ = (l_1106_ + l_1107_);
    uint l_1109_ = (l_1103_ & 65535u);
    uint l_1110_ = (l_1108_ + l_1109_);
    uint l_1111_ = (l_1102_ >> 16u);
    uint l_1112_ = (l_1111_ & 65535u);
    uint l_1113_ = (l_1104_ + l_1112_);
    uint l_1114_ = (l_1103_ >> 16u);
    uint l_1115_ = (l_1114_ & 65535u);
    uint l_1116_ = (l_1113_ + l_1115_);
    uint l_1117_ = (l_1110_ >> 16u);
    uint l_1118_ = (l_1117_ & 65535u);
    uint l_37_ = (l_1116_ + l_1118_);
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
        uint l_1120_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1121_ = (l_1120_ * 1u);
        bool l_1122_ = (l_58_ < l_1121_);
        uint l_1123_ = (l_1121_ - 1u);
        uint l_1124_ = min(l_58_, l_1123_);
        uint l_1125_ = _group_0_binding_0_cs[l_1124_];
        uint l_59_ = (l_1122_ ? l_1125_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1127_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1128_ = (l_1127_ * 1u);
        bool l_1129_ = (l_61_ < l_1128_);
        uint l_1130_ = (l_1128_ - 1u);
        uint l_1131_ = min(l_61_, l_1130_);
        uint l_1132_ = _group_0_binding_0_cs[l_1131_];
        uint l_62_ = (l_1129_ ? l_1132_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1134_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1135_ = (l_1134_ * 1u);
        bool l_1136_ = (l_63_ < l_1135_);
        uint l_1137_ = (l_1135_ - 1u);
        uint l_1138_ = min(l_63_, l_1137_);
        uint l_1139_ = _group_0_binding_1_cs[l_1138_];
        uint l_64_ = (l_1136_ ? l_1139_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1141_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1142_ = (l_1141_ * 1u);
        bool l_1143_ = (l_66_ < l_1142_);
        uint l_1144_ = (l_1142_ - 1u);
        uint l_1145_ = min(l_66_, l_1144_);
        uint l_1146_ = _group_0_binding_1_cs[l_1145_];
        uint l_67_ = (l_1143_ ? l_1146_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1148_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1149_ = (l_1148_ * 1u);
        bool l_1150_ = (l_68_ < l_1149_);
        uint l_1151_ = (l_1149_ - 1u);
        uint l_1152_ = min(l_68_, l_1151_);
        uint l_1153_ = _group_0_binding_2_cs[l_1152_];
        uint l_69_ = (l_1150_ ? l_1153_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1155_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1156_ = (l_1155_ * 1u);
        bool l_1157_ = (l_71_ < l_1156_);
        uint l_1158_ = (l_1156_ - 1u);
        uint l_1159_ = min(l_71_, l_1158_);
        uint l_1160_ = _group_0_binding_2_cs[l_1159_];
        uint l_72_ = (l_1157_ ? l_1160_ : 0u);
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
        uint l_1162_ = (_e486 & 65535u);
        uint _e489 = l_mut_40_;
        uint l_1163_ = (_e489 >> 16u);
        uint l_1164_ = (l_1163_ & 65535u);
        uint l_1165_ = (l_4_ & 65535u);
        uint l_1166_ = (l_4_ >> 16u);
        uint l_1167_ = (l_1166_ & 65535u);
        uint l_1168_ = (l_1162_ * l_1165_);
        uint l_1169_ = (l_1164_ * l_1165_);
        uint l_1170_ = (l_1162_ * l_1167_);
        uint l_1171_ = (l_1164_ * l_1167_);
        uint l_1172_ = (l_1168_ >> 16u);
        uint l_1173_ = (l_1172_ & 65535u);
        uint l_1174_ = (l_1169_ & 65535u);
        uint l_1175_ = (l_1173_ + l_1174_);
        uint l_1176_ = (l_1170_ & 65535u);
        uint l_1177_ = (l_1175_ + l_1176_);
        uint l_1178_ = (l_1169_ >> 16u);
        uint l_1179_ = (l_1178_ & 65535u);
        uint l_1180_ = (l_1171_ + l_1179_);
        uint l_1181_ = (l_1170_ >> 16u);
        uint l_1182_ = (l_1181_ & 65535u);
        uint l_1183_ = (l_1180_ + l_1182_);
        uint l_1184_ = (l_1177_ >> 16u);
        uint l_1185_ = (l_1184_ & 65535u);
        uint l_83_ = (l_1183_ + l_1185_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e530 = l_mut_75_;
        uint l_1187_ = (_e530 & 65535u);
        uint _e533 = l_mut_75_;
        uint l_1188_ = (_e533 >> 16u);
        uint l_1189_ = (l_1188_ & 65535u);
        uint l_1190_ = (l_4_ & 65535u);
        uint l_1191_ = (l_4_ >> 16u);
        uint l_1192_ = (l_1191_ & 65535u);
        uint l_1193_ = (l_1187_ * l_1190_);
        uint l_1194_ = (l_1189_ * l_1190_);
        uint l_1195_ = (l_1187_ * l_1192_);
        uint l_1196_ = (l_1189_ * l_1192_);
        uint l_1197_ = (l_1193_ >> 16u);
        uint l_1198_ = (l_1197_ & 65535u);
        uint l_1199_ = (l_1194_ & 65535u);
        uint l_1200_ = (l_1198_ + l_1199_);
        uint l_1201_ = (l_1195_ & 65535u);
        uint l_1202_ = (l_1200_ + l_1201_);
        uint l_1203_ = (l_1194_ >> 16u);
        uint l_1204_ = (l_1203_ & 65535u);
        uint l_1205_ = (l_1196_ + l_1204_);
        uint l_1206_ = (l_1195_ >> 16u);
        uint l_1207_ = (l_1206_ & 65535u);
        uint l_1208_ = (l_1205_ + l_1207_);
        uint l_1209_ = (l_1202_ >> 16u);
        uint l_1210_ = (l_1209_ & 65535u);
        uint l_85_ = (l_1208_ + l_1210_);
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
            uint l_1212_ = (_e651 & 65535u);
            uint _e654 = l_mut_90_;
            uint l_1213_ = (_e654 >> 16u);
            uint l_1214_ = (l_1213_ & 65535u);
            uint l_1215_ = (l_123_ & 65535u);
            uint l_1216_ = (l_123_ >> 16u);
            uint l_1217_ = (l_1216_ & 65535u);
            uint l_1218_ = (l_1212_ * l_1215_);
            uint l_1219_ = (l_1214_ * l_1215_);
            uint l_1220_ = (l_1212_ * l_1217_);
            uint l_1221_ = (l_1214_ * l_1217_);
            uint l_1222_ = (l_1218_ >> 16u);
            uint l_1223_ = (l_1222_ & 65535u);
            uint l_1224_ = (l_1219_ & 65535u);
            uint l_1225_ = (l_1223_ + l_1224_);
            uint l_1226_ = (l_1220_ & 65535u);
            uint l_1227_ = (l_1225_ + l_1226_);
            uint l_1228_ = (l_1219_ >> 16u);
            uint l_1229_ = (l_1228_ & 65535u);
            uint l_1230_ = (l_1221_ + l_1229_);
            uint l_1231_ = (l_1220_ >> 16u);
            uint l_1232_ = (l_1231_ & 65535u);
            uint l_1233_ = (l_1230_ + l_1232_);
            uint l_1234_ = (l_1227_ >> 16u);
            uint l_1235_ = (l_1234_ & 65535u);
            uint l_133_ = (l_1233_ + l_1235_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e695 = l_mut_75_;
            uint l_1237_ = (_e695 & 65535u);
            uint _e698 = l_mut_75_;
            uint l_1238_ = (_e698 >> 16u);
            uint l_1239_ = (l_1238_ & 65535u);
            uint l_1240_ = (l_123_ & 65535u);
            uint l_1241_ = (l_123_ >> 16u);
            uint l_1242_ = (l_1241_ & 65535u);
            uint l_1243_ = (l_1237_ * l_1240_);
            uint l_1244_ = (l_1239_ * l_1240_);
            uint l_1245_ = (l_1237_ * l_1242_);
            uint l_1246_ = (l_1239_ * l_1242_);
            uint l_1247_ = (l_1243_ >> 16u);
            uint l_1248_ = (l_1247_ & 65535u);
            uint l_1249_ = (l_1244_ & 65535u);
            uint l_1250_ = (l_1248_ + l_1249_);
            uint l_1251_ = (l_1245_ & 65535u);
            uint l_1252_ = (l_1250_ + l_1251_);
            uint l_1253_ = (l_1244_ >> 16u);
            uint l_1254_ = (l_1253_ & 65535u);
            uint l_1255_ = (l_1246_ + l_1254_);
            uint l_1256_ = (l_1245_ >> 16u);
            uint l_1257_ = (l_1256_ & 65535u);
            uint l_1258_ = (l_1255_ + l_1257_);
            uint l_1259_ = (l_1252_ >> 16u);
            uint l_1260_ = (l_1259_ & 65535u);
            uint l_135_ = (l_1258_ + l_1260_);
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
            uint l_1262_ = (_e804 & 65535u);
            uint _e807 = l_mut_151_;
            uint l_1263_ = (_e807 >> 16u);
            uint l_1264_ = (l_1263_ & 65535u);
            uint l_1265_ = (l_4_ & 65535u);
            uint l_1266_ = (l_4_ >> 16u);
            uint l_1267_ = (l_1266_ & 65535u);
            uint l_1268_ = (l_1262_ * l_1265_);
            uint l_1269_ = (l_1264_ * l_1265_);
            uint l_1270_ = (l_1262_ * l_1267_);
            uint l_1271_ = (l_1264_ * l_1267_);
            uint l_1272_ = (l_1268_ >> 16u);
            uint l_1273_ = (l_1272_ & 65535u);
            uint l_1274_ = (l_1269_ & 65535u);
            uint l_1275_ = (l_1273_ + l_1274_);
            uint l_1276_ = (l_1270_ & 65535u);
            uint l_1277_ = (l_1275_ + l_1276_);
            uint l_1278_ = (l_1269_ >> 16u);
            uint l_1279_ = (l_1278_ & 65535u);
            uint l_1280_ = (l_1271_ + l_1279_);
            uint l_1281_ = (l_1270_ >> 16u);
            uint l_1282_ = (l_1281_ & 65535u);
            uint l_1283_ = (l_1280_ + l_1282_);
            uint l_1284_ = (l_1277_ >> 16u);
            uint l_1285_ = (l_1284_ & 65535u);
            uint l_174_ = (l_1283_ + l_1285_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e848 = l_mut_145_;
            uint l_1287_ = (_e848 & 65535u);
            uint _e851 = l_mut_145_;
            uint l_1288_ = (_e851 >> 16u);
            uint l_1289_ = (l_1288_ & 65535u);
            uint l_1290_ = (l_4_ & 65535u);
            uint l_1291_ = (l_4_ >> 16u);
            uint l_1292_ = (l_1291_ & 65535u);
            uint l_1293_ = (l_1287_ * l_1290_);
            uint l_1294_ = (l_1289_ * l_1290_);
            uint l_1295_ = (l_1287_ * l_1292_);
            uint l_1296_ = (l_1289_ * l_1292_);
            uint l_1297_ = (l_1293_ >> 16u);
            uint l_1298_ = (l_1297_ & 65535u);
            uint l_1299_ = (l_1294_ & 65535u);
            uint l_1300_ = (l_1298_ + l_1299_);
            uint l_1301_ = (l_1295_ & 65535u);
            uint l_1302_ = (l_1300_ + l_1301_);
            uint l_1303_ = (l_1294_ >> 16u);
            uint l_1304_ = (l_1303_ & 65535u);
            uint l_1305_ = (l_1296_ + l_1304_);
            uint l_1306_ = (l_1295_ >> 16u);
            uint l_1307_ = (l_1306_ & 65535u);
            uint l_1308_ = (l_1305_ + l_1307_);
            uint l_1309_ = (l_1302_ >> 16u);
            uint l_1310_ = (l_1309_ & 65535u);
            uint l_176_ = (l_1308_ + l_1310_);
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
            uint l_1312_ = (_e927 & 65535u);
            uint _e930 = l_mut_151_;
            uint l_1313_ = (_e930 >> 16u);
            uint l_1314_ = (l_1313_ & 65535u);
            uint l_1315_ = (l_4_ & 65535u);
            uint l_1316_ = (l_4_ >> 16u);
            uint l_1317_ = (l_1316_ & 65535u);
            uint l_1318_ = (l_1312_ * l_1315_);
            uint l_1319_ = (l_1314_ * l_1315_);
            uint l_1320_ = (l_1312_ * l_1317_);
            uint l_1321_ = (l_1314_ * l_1317_);
            uint l_1322_ = (l_1318_ >> 16u);
            uint l_1323_ = (l_1322_ & 65535u);
            uint l_1324_ = (l_1319_ & 65535u);
            uint l_1325_ = (l_1323_ + l_1324_);
            uint l_1326_ = (l_1320_ & 65535u);
            uint l_1327_ = (l_1325_ + l_1326_);
            uint l_1328_ = (l_1319_ >> 16u);
            uint l_1329_ = (l_1328_ & 65535u);
            uint l_1330_ = (l_1321_ + l_1329_);
            uint l_1331_ = (l_1320_ >> 16u);
            uint l_1332_ = (l_1331_ & 65535u);
            uint l_1333_ = (l_1330_ + l_1332_);
            uint l_1334_ = (l_1327_ >> 16u);
            uint l_1335_ = (l_1334_ & 65535u);
            uint l_201_ = (l_1333_ + l_1335_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e971 = l_mut_145_;
            uint l_1337_ = (_e971 & 65535u);
            uint _e974 = l_mut_145_;
            uint l_1338_ = (_e974 >> 16u);
            uint l_1339_ = (l_1338_ & 65535u);
            uint l_1340_ = (l_4_ & 65535u);
            uint l_1341_ = (l_4_ >> 16u);
            uint l_1342_ = (l_1341_ & 65535u);
            uint l_1343_ = (l_1337_ * l_1340_);
            uint l_1344_ = (l_1339_ * l_1340_);
            uint l_1345_ = (l_1337_ * l_1342_);
            uint l_1346_ = (l_1339_ * l_1342_);
            uint l_1347_ = (l_1343_ >> 16u);
            uint l_1348_ = (l_1347_ & 65535u);
            uint l_1349_ = (l_1344_ & 65535u);
            uint l_1350_ = (l_1348_ + l_1349_);
            uint l_1351_ = (l_1345_ & 65535u);
            uint l_1352_ = (l_1350_ + l_1351_);
            uint l_1353_ = (l_1344_ >> 16u);
            uint l_1354_ = (l_1353_ & 65535u);
            uint l_1355_ = (l_1346_ + l_1354_);
            uint l_1356_ = (l_1345_ >> 16u);
            uint l_1357_ = (l_1356_ & 65535u);
            uint l_1358_ = (l_1355_ + l_1357_);
            uint l_1359_ = (l_1352_ >> 16u);
            uint l_1360_ = (l_1359_ & 65535u);
            uint l_203_ = (l_1358_ + l_1360_);
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
            uint l_1362_ = (_e1050 & 65535u);
            uint _e1053 = l_mut_40_;
            uint l_1363_ = (_e1053 >> 16u);
            uint l_1364_ = (l_1363_ & 65535u);
            uint l_1365_ = (l_4_ & 65535u);
            uint l_1366_ = (l_4_ >> 16u);
            uint l_1367_ = (l_1366_ & 65535u);
            uint l_1368_ = (l_1362_ * l_1365_);
            uint l_1369_ = (l_1364_ * l_1365_);
            uint l_1370_ = (l_1362_ * l_1367_);
            uint l_1371_ = (l_1364_ * l_1367_);
            uint l_1372_ = (l_1368_ >> 16u);
            uint l_1373_ = (l_1372_ & 65535u);
            uint l_1374_ = (l_1369_ & 65535u);
            uint l_1375_ = (l_1373_ + l_1374_);
            uint l_1376_ = (l_1370_ & 65535u);
            uint l_1377_ = (l_1375_ + l_1376_);
            uint l_1378_ = (l_1369_ >> 16u);
            uint l_1379_ = (l_1378_ & 65535u);
            uint l_1380_ = (l_1371_ + l_1379_);
            uint l_1381_ = (l_1370_ >> 16u);
            uint l_1382_ = (l_1381_ & 65535u);
            uint l_1383_ = (l_1380_ + l_1382_);
            uint l_1384_ = (l_1377_ >> 16u);
            uint l_1385_ = (l_1384_ & 65535u);
            uint l_230_ = (l_1383_ + l_1385_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1094 = l_mut_90_;
            uint l_1387_ = (_e1094 & 65535u);
            uint _e1097 = l_mut_90_;
            uint l_1388_ = (_e1097 >> 16u);
            uint l_1389_ = (l_1388_ & 65535u);
            uint l_1390_ = (l_4_ & 65535u);
            uint l_1391_ = (l_4_ >> 16u);
            uint l_1392_ = (l_1391_ & 65535u);
            uint l_1393_ = (l_1387_ * l_1390_);
            uint l_1394_ = (l_1389_ * l_1390_);
            uint l_1395_ = (l_1387_ * l_1392_);
            uint l_1396_ = (l_1389_ * l_1392_);
            uint l_1397_ = (l_1393_ >> 16u);
            uint l_1398_ = (l_1397_ & 65535u);
            uint l_1399_ = (l_1394_ & 65535u);
            uint l_1400_ = (l_1398_ + l_1399_);
            uint l_1401_ = (l_1395_ & 65535u);
            uint l_1402_ = (l_1400_ + l_1401_);
            uint l_1403_ = (l_1394_ >> 16u);
            uint l_1404_ = (l_1403_ & 65535u);
            uint l_1405_ = (l_1396_ + l_1404_);
            uint l_1406_ = (l_1395_ >> 16u);
            uint l_1407_ = (l_1406_ & 65535u);
            uint l_1408_ = (l_1405_ + l_1407_);
            uint l_1409_ = (l_1402_ >> 16u);
            uint l_1410_ = (l_1409_ & 65535u);
            uint l_232_ = (l_1408_ + l_1410_);
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
            uint l_1412_ = (_e1173 & 65535u);
            uint _e1176 = l_mut_40_;
            uint l_1413_ = (_e1176 >> 16u);
            uint l_1414_ = (l_1413_ & 65535u);
            uint l_1415_ = (l_4_ & 65535u);
            uint l_1416_ = (l_4_ >> 16u);
            uint l_1417_ = (l_1416_ & 65535u);
            uint l_1418_ = (l_1412_ * l_1415_);
            uint l_1419_ = (l_1414_ * l_1415_);
            uint l_1420_ = (l_1412_ * l_1417_);
            uint l_1421_ = (l_1414_ * l_1417_);
            uint l_1422_ = (l_1418_ >> 16u);
            uint l_1423_ = (l_1422_ & 65535u);
            uint l_1424_ = (l_1419_ & 65535u);
            uint l_1425_ = (l_1423_ + l_1424_);
            uint l_1426_ = (l_1420_ & 65535u);
            uint l_1427_ = (l_1425_ + l_1426_);
            uint l_1428_ = (l_1419_ >> 16u);
            uint l_1429_ = (l_1428_ & 65535u);
            uint l_1430_ = (l_1421_ + l_1429_);
            uint l_1431_ = (l_1420_ >> 16u);
            uint l_1432_ = (l_1431_ & 65535u);
            uint l_1433_ = (l_1430_ + l_1432_);
            uint l_1434_ = (l_1427_ >> 16u);
            uint l_1435_ = (l_1434_ & 65535u);
            uint l_257_ = (l_1433_ + l_1435_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1217 = l_mut_90_;
            uint l_1437_ = (_e1217 & 65535u);
            uint _e1220 = l_mut_90_;
            uint l_1438_ = (_e1220 >> 16u);
            uint l_1439_ = (l_1438_ & 65535u);
            uint l_1440_ = (l_4_ & 65535u);
            uint l_1441_ = (l_4_ >> 16u);
            uint l_1442_ = (l_1441_ & 65535u);
            uint l_1443_ = (l_1437_ * l_1440_);
            uint l_1444_ = (l_1439_ * l_1440_);
            uint l_1445_ = (l_1437_ * l_1442_);
            uint l_1446_ = (l_1439_ * l_1442_);
            uint l_1447_ = (l_1443_ >> 16u);
            uint l_1448_ = (l_1447_ & 65535u);
            uint l_1449_ = (l_1444_ & 65535u);
            uint l_1450_ = (l_1448_ + l_1449_);
            uint l_1451_ = (l_1445_ & 65535u);
            uint l_1452_ = (l_1450_ + l_1451_);
            uint l_1453_ = (l_1444_ >> 16u);
            uint l_1454_ = (l_1453_ & 65535u);
            uint l_1455_ = (l_1446_ + l_1454_);
            uint l_1456_ = (l_1445_ >> 16u);
            uint l_1457_ = (l_1456_ & 65535u);
            uint l_1458_ = (l_1455_ + l_1457_);
            uint l_1459_ = (l_1452_ >> 16u);
            uint l_1460_ = (l_1459_ & 65535u);
            uint l_259_ = (l_1458_ + l_1460_);
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
            uint l_1462_ = (_e1294 & 65535u);
            uint _e1297 = l_mut_219_;
            uint l_1463_ = (_e1297 >> 16u);
            uint l_1464_ = (l_1463_ & 65535u);
            uint l_1465_ = (l_4_ & 65535u);
            uint l_1466_ = (l_4_ >> 16u);
            uint l_1467_ = (l_1466_ & 65535u);
            uint l_1468_ = (l_1462_ * l_1465_);
            uint l_1469_ = (l_1464_ * l_1465_);
            uint l_1470_ = (l_1462_ * l_1467_);
            uint l_1471_ = (l_1464_ * l_1467_);
            uint l_1472_ = (l_1468_ >> 16u);
            uint l_1473_ = (l_1472_ & 65535u);
            uint l_1474_ = (l_1469_ & 65535u);
            uint l_1475_ = (l_1473_ + l_1474_);
            uint l_1476_ = (l_1470_ & 65535u);
            uint l_1477_ = (l_1475_ + l_1476_);
            uint l_1478_ = (l_1469_ >> 16u);
            uint l_1479_ = (l_1478_ & 65535u);
            uint l_1480_ = (l_1471_ + l_1479_);
            uint l_1481_ = (l_1470_ >> 16u);
            uint l_1482_ = (l_1481_ & 65535u);
            uint l_1483_ = (l_1480_ + l_1482_);
            uint l_1484_ = (l_1477_ >> 16u);
            uint l_1485_ = (l_1484_ & 65535u);
            uint l_285_ = (l_1483_ + l_1485_);
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
            uint l_1487_ = (_e1490 & 65535u);
            uint _e1493 = l_mut_90_;
            uint l_1488_ = (_e1493 >> 16u);
            uint l_1489_ = (l_1488_ & 65535u);
            uint l_1490_ = (l_367_ & 65535u);
            uint l_1491_ = (l_367_ >> 16u);
            uint l_1492_ = (l_1491_ & 65535u);
            uint l_1493_ = (l_1487_ * l_1490_);
            uint l_1494_ = (l_1489_ * l_1490_);
            uint l_1495_ = (l_1487_ * l_1492_);
            uint l_1496_ = (l_1489_ * l_1492_);
            uint l_1497_ = (l_1493_ >> 16u);
            uint l_1498_ = (l_1497_ & 65535u);
            uint l_1499_ = (l_1494_ & 65535u);
            uint l_1500_ = (l_1498_ + l_1499_);
            uint l_1501_ = (l_1495_ & 65535u);
            uint l_1502_ = (l_1500_ + l_1501_);
            uint l_1503_ = (l_1494_ >> 16u);
            uint l_1504_ = (l_1503_ & 65535u);
            uint l_1505_ = (l_1496_ + l_1504_);
            uint l_1506_ = (l_1495_ >> 16u);
            uint l_1507_ = (l_1506_ & 65535u);
            uint l_1508_ = (l_1505_ + l_1507_);
            uint l_1509_ = (l_1502_ >> 16u);
            uint l_1510_ = (l_1509_ & 65535u);
            uint l_369_ = (l_1508_ + l_1510_);
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
            uint l_1512_ = (_e1543 & 65535u);
            uint _e1546 = l_mut_90_;
            uint l_1513_ = (_e1546 >> 16u);
            uint l_1514_ = (l_1513_ & 65535u);
            uint l_1515_ = (l_372_ & 65535u);
            uint l_1516_ = (l_372_ >> 16u);
            uint l_1517_ = (l_1516_ & 65535u);
            uint l_1518_ = (l_1512_ * l_1515_);
            uint l_1519_ = (l_1514_ * l_1515_);
            uint l_1520_ = (l_1512_ * l_1517_);
            uint l_1521_ = (l_1514_ * l_1517_);
            uint l_1522_ = (l_1518_ >> 16u);
            uint l_1523_ = (l_1522_ & 65535u);
            uint l_1524_ = (l_1519_ & 65535u);
            uint l_1525_ = (l_1523_ + l_1524_);
            uint l_1526_ = (l_1520_ & 65535u);
            uint l_1527_ = (l_1525_ + l_1526_);
            uint l_1528_ = (l_1519_ >> 16u);
            uint l_1529_ = (l_1528_ & 65535u);
            uint l_1530_ = (l_1521_ + l_1529_);
            uint l_1531_ = (l_1520_ >> 16u);
            uint l_1532_ = (l_1531_ & 65535u);
            uint l_1533_ = (l_1530_ + l_1532_);
            uint l_1534_ = (l_1527_ >> 16u);
            uint l_1535_ = (l_1534_ & 65535u);
            uint l_375_ = (l_1533_ + l_1535_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1587 = l_mut_75_;
            uint l_1537_ = (_e1587 & 65535u);
            uint _e1590 = l_mut_75_;
            uint l_1538_ = (_e1590 >> 16u);
            uint l_1539_ = (l_1538_ & 65535u);
            uint l_1540_ = (l_372_ & 65535u);
            uint l_1541_ = (l_372_ >> 16u);
            uint l_1542_ = (l_1541_ & 65535u);
            uint l_1543_ = (l_1537_ * l_1540_);
            uint l_1544_ = (l_1539_ * l_1540_);
            uint l_1545_ = (l_1537_ * l_1542_);
            uint l_1546_ = (l_1539_ * l_1542_);
            uint l_1547_ = (l_1543_ >> 16u);
            uint l_1548_ = (l_1547_ & 65535u);
            uint l_1549_ = (l_1544_ & 65535u);
            uint l_1550_ = (l_1548_ + l_1549_);
            uint l_1551_ = (l_1545_ & 65535u);
            uint l_1552_ = (l_1550_ + l_1551_);
            uint l_1553_ = (l_1544_ >> 16u);
            uint l_1554_ = (l_1553_ & 65535u);
            uint l_1555_ = (l_1546_ + l_1554_);
            uint l_1556_ = (l_1545_ >> 16u);
            uint l_1557_ = (l_1556_ & 65535u);
            uint l_1558_ = (l_1555_ + l_1557_);
            uint l_1559_ = (l_1552_ >> 16u);
            uint l_1560_ = (l_1559_ & 65535u);
            uint l_377_ = (l_1558_ + l_1560_);
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
                            uint l_1562_ = (_e1853 & 65535u);
                            uint _e1856 = l_mut_90_;
                            uint l_1563_ = (_e1856 >> 16u);
                            uint l_1564_ = (l_1563_ & 65535u);
                            uint _e1861 = l_mut_428_;
                            uint l_1565_ = (_e1861 & 65535u);
                            uint _e1864 = l_mut_428_;
                            uint l_1566_ = (_e1864 >> 16u);
                            uint l_1567_ = (l_1566_ & 65535u);
                            uint l_1568_ = (l_1562_ * l_1565_);
                            uint l_1569_ = (l_1564_ * l_1565_);
                            uint l_1570_ = (l_1562_ * l_1567_);
                            uint l_1571_ = (l_1564_ * l_1567_);
                            uint l_1572_ = (l_1568_ >> 16u);
                            uint l_1573_ = (l_1572_ & 65535u);
                            uint l_1574_ = (l_1569_ & 65535u);
                            uint l_1575_ = (l_1573_ + l_1574_);
                            uint l_1576_ = (l_1570_ & 65535u);
                            uint l_1577_ = (l_1575_ + l_1576_);
                            uint l_1578_ = (l_1569_ >> 16u);
                            uint l_1579_ = (l_1578_ & 65535u);
                            uint l_1580_ = (l_1571_ + l_1579_);
                            uint l_1581_ = (l_1570_ >> 16u);
                            uint l_1582_ = (l_1581_ & 65535u);
                            uint l_1583_ = (l_1580_ + l_1582_);
                            uint l_1584_ = (l_1577_ >> 16u);
                            uint l_1585_ = (l_1584_ & 65535u);
                            uint l_486_ = (l_1583_ + l_1585_);
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
                            uint l_1587_ = (_e2166 & 65535u);
                            uint _e2169 = l_mut_90_;
                            uint l_1588_ = (_e2169 >> 16u);
                            uint l_1589_ = (l_1588_ & 65535u);
                            uint _e2174 = l_mut_444_;
                            uint l_1590_ = (_e2174 & 65535u);
                            uint _e2177 = l_mut_444_;
                            uint l_1591_ = (_e2177 >> 16u);
                            uint l_1592_ = (l_1591_ & 65535u);
                            uint l_1593_ = (l_1587_ * l_1590_);
                            uint l_1594_ = (l_1589_ * l_1590_);
                            uint l_1595_ = (l_1587_ * l_1592_);
                            uint l_1596_ = (l_1589_ * l_1592_);
                            uint l_1597_ = (l_1593_ >> 16u);
                            uint l_1598_ = (l_1597_ & 65535u);
                            uint l_1599_ = (l_1594_ & 65535u);
                            uint l_1600_ = (l_1598_ + l_1599_);
                            uint l_1601_ = (l_1595_ & 65535u);
                            uint l_1602_ = (l_1600_ + l_1601_);
                            uint l_1603_ = (l_1594_ >> 16u);
                            uint l_1604_ = (l_1603_ & 65535u);
                            uint l_1605_ = (l_1596_ + l_1604_);
                            uint l_1606_ = (l_1595_ >> 16u);
                            uint l_1607_ = (l_1606_ & 65535u);
                            uint l_1608_ = (l_1605_ + l_1607_);
                            uint l_1609_ = (l_1602_ >> 16u);
                            uint l_1610_ = (l_1609_ & 65535u);
                            uint l_594_ = (l_1608_ + l_1610_);
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
                l_mut_645_ = true;
                l_mut_444_ = 0u;
                uint _e2348 = l_mut_219_;
                uint _e2349 = l_mut_213_;
                uint l_646_ = (_e2348 | _e2349);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e2354 = l_mut_645_;
                if (_e2354) {
                    local_44 = l_648_;
                } else {
                    local_44 = false;
                }
                bool l_649_ = local_44;
                uint _e2359 = l_mut_213_;
                uint _e2360 = l_mut_445_;
                bool l_650_ = (_e2359 < _e2360);
                uint _e2362 = l_mut_213_;
                uint _e2363 = l_mut_445_;
                bool l_651_ = (_e2362 == _e2363);
                uint _e2365 = l_mut_219_;
                uint _e2366 = l_mut_450_;
                bool l_652_ = (_e2365 < _e2366);
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
                uint _e2381 = l_mut_102_;
                uint _e2382 = l_mut_96_;
                uint l_656_ = (_e2381 + _e2382);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_48 = l_657_;
                } else {
                    local_48 = false;
                }
                bool l_658_ = local_48;
                if (l_658_) {
                    uint _e2389 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e2389);
                    uint _e2391 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e2391);
                    uint _e2393 = l_mut_102_;
                    uint l_661_ = (l_660_ / _e2393);
                    uint _e2395 = l_mut_450_;
                    uint l_662_ = (_e2395 - 1u);
                    uint _e2398 = l_mut_445_;
                    uint l_663_ = (_e2398 - 0u);
                    uint _e2401 = l_mut_450_;
                    bool l_664_ = (_e2401 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_450_ = l_662_;
                    l_mut_445_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2494 = l_mut_667_;
                            l_mut_667_ = (_e2494 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2409 = l_mut_667_;
                        if ((_e2409 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2413 = l_mut_667_;
                            uint l_668_ = (19u - _e2413);
                            uint _e2415 = l_mut_450_;
                            l_mut_440_ = _e2415;
                            uint _e2416 = l_mut_445_;
                            l_mut_439_ = _e2416;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e2421 = l_mut_445_;
                                uint l_671_ = (_e2421 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e2426 = l_mut_450_;
                                    l_mut_428_ = _e2426;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e2429 = l_mut_450_;
                                        uint l_674_ = (_e2429 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e2433 = l_mut_445_;
                                        uint l_676_ = (_e2433 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e2436 = l_mut_445_;
                                    uint l_678_ = (_e2436 >> l_668_);
                                    uint _e2438 = l_mut_428_;
                                    l_mut_440_ = _e2438;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e2439 = l_mut_439_;
                            uint _e2440 = l_mut_213_;
                            bool l_679_ = (_e2439 < _e2440);
                            uint _e2442 = l_mut_439_;
                            uint _e2443 = l_mut_213_;
                            bool l_680_ = (_e2442 == _e2443);
                            uint _e2445 = l_mut_440_;
                            uint _e2446 = l_mut_219_;
                            bool l_681_ = (_e2445 < _e2446);
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
                                uint _e2458 = l_mut_219_;
                                l_mut_440_ = _e2458;
                                uint _e2459 = l_mut_213_;
                                l_mut_439_ = _e2459;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e2464 = l_mut_219_;
                                    uint l_687_ = (_e2464 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e2469 = l_mut_219_;
                                        uint l_689_ = (_e2469 << l_668_);
                                        uint _e2471 = l_mut_213_;
                                        uint l_690_ = (_e2471 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e2475 = l_mut_219_;
                                        uint l_692_ = (_e2475 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e2478 = l_mut_450_;
                                uint _e2479 = l_mut_440_;
                                uint l_694_ = (_e2478 - _e2479);
                                uint _e2481 = l_mut_445_;
                                uint _e2482 = l_mut_439_;
                                uint l_695_ = (_e2481 - _e2482);
                                uint _e2484 = l_mut_450_;
                                uint _e2485 = l_mut_440_;
                                bool l_696_ = (_e2484 < _e2485);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_450_ = l_694_;
                                l_mut_445_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e2491 = l_mut_441_;
                                l_mut_441_ = (_e2491 | l_699_);
                            }
                        }
                    }
                    uint _e2496 = l_mut_441_;
                    uint l_700_ = min(_e2496, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e2498 = l_mut_445_;
                    uint _e2499 = l_mut_213_;
                    bool l_701_ = (_e2498 < _e2499);
                    uint _e2501 = l_mut_445_;
                    uint _e2502 = l_mut_213_;
                    bool l_702_ = (_e2501 == _e2502);
                    uint _e2504 = l_mut_450_;
                    uint _e2505 = l_mut_219_;
                    bool l_703_ = (_e2504 < _e2505);
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
                    uint _e2517 = l_mut_441_;
                    l_mut_444_ = _e2517;
                }
                uint _e2518 = l_mut_444_;
                bool l_707_ = (_e2518 > 0u);
                if (l_707_) {
                    uint _e2521 = l_mut_219_;
                    uint _e2522 = l_mut_444_;
                    uint l_708_ = (_e2521 * _e2522);
                    uint _e2524 = l_mut_219_;
                    uint l_1612_ = (_e2524 & 65535u);
                    uint _e2527 = l_mut_219_;
                    uint l_1613_ = (_e2527 >> 16u);
                    uint l_1614_ = (l_1613_ & 65535u);
                    uint _e2532 = l_mut_444_;
                    uint l_1615_ = (_e2532 & 65535u);
                    uint _e2535 = l_mut_444_;
                    uint l_1616_ = (_e2535 >> 16u);
                    uint l_1617_ = (l_1616_ & 65535u);
                    uint l_1618_ = (l_1612_ * l_1615_);
                    uint l_1619_ = (l_1614_ * l_1615_);
                    uint l_1620_ = (l_1612_ * l_1617_);
                    uint l_1621_ = (l_1614_ * l_1617_);
                    uint l_1622_ = (l_1618_ >> 16u);
                    uint l_1623_ = (l_1622_ & 65535u);
                    uint l_1624_ = (l_1619_ & 65535u);
                    uint l_1625_ = (l_1623_ + l_1624_);
                    uint l_1626_ = (l_1620_ & 65535u);
                    uint l_1627_ = (l_1625_ + l_1626_);
                    uint l_1628_ = (l_1619_ >> 16u);
                    uint l_1629_ = (l_1628_ & 65535u);
                    uint l_1630_ = (l_1621_ + l_1629_);
                    uint l_1631_ = (l_1620_ >> 16u);
                    uint l_1632_ = (l_1631_ & 65535u);
                    uint l_1633_ = (l_1630_ + l_1632_);
                    uint l_1634_ = (l_1627_ >> 16u);
                    uint l_1635_ = (l_1634_ & 65535u);
                    uint l_709_ = (l_1633_ + l_1635_);
                    uint _e2569 = l_mut_213_;
                    uint _e2570 = l_mut_444_;
                    uint l_710_ = (_e2569 * _e2570);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e2573 = l_mut_275_;
                    uint l_712_ = (_e2573 - l_708_);
                    uint _e2575 = l_mut_269_;
                    uint l_713_ = (_e2575 - l_711_);
                    uint _e2577 = l_mut_275_;
                    bool l_714_ = (_e2577 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_275_ = l_712_;
                    l_mut_269_ = l_716_;
                    uint _e2581 = l_mut_444_;
                    uint _e2582 = l_mut_102_;
                    uint l_717_ = (_e2581 * _e2582);
                    uint _e2584 = l_mut_96_;
                    l_mut_96_ = (_e2584 + l_717_);
                } else {
                    uint _e2586 = l_mut_102_;
                    uint l_718_ = (l_4_ - _e2586);
                    uint _e2588 = l_mut_96_;
                    uint l_719_ = (l_718_ / _e2588);
                    l_mut_450_ = 0u;
                    l_mut_645_ = false;
                    l_mut_645_ = true;
                    uint _e2593 = l_mut_275_;
                    uint _e2594 = l_mut_269_;
                    uint l_720_ = (_e2593 | _e2594);
                    bool l_721_ = (l_720_ == 0u);
                    if (l_721_) {
                        l_mut_450_ = l_719_;
                    } else {
                        bool _e2598 = l_mut_645_;
                        if (_e2598) {
                            uint _e2599 = l_mut_269_;
                            uint _e2600 = l_mut_213_;
                            bool l_722_ = (_e2599 < _e2600);
                            uint _e2602 = l_mut_269_;
                            uint _e2603 = l_mut_213_;
                            bool l_723_ = (_e2602 == _e2603);
                            uint _e2605 = l_mut_275_;
                            uint _e2606 = l_mut_219_;
                            bool l_724_ = (_e2605 < _e2606);
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
                                uint _e2617 = l_mut_219_;
                                uint l_727_ = (_e2617 - 1u);
                                uint _e2620 = l_mut_213_;
                                uint l_728_ = (_e2620 - 0u);
                                uint _e2623 = l_mut_219_;
                                bool l_729_ = (_e2623 < 1u);
                                uint l_730_ = uint(l_729_);
                                uint l_731_ = (l_728_ - l_730_);
                                l_mut_445_ = l_727_;
                                l_mut_444_ = l_731_;
                                l_mut_441_ = 0u;
                                l_mut_732_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2716 = l_mut_732_;
                                        l_mut_732_ = (_e2716 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2631 = l_mut_732_;
                                    if ((_e2631 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2635 = l_mut_732_;
                                        uint l_733_ = (19u - _e2635);
                                        uint _e2637 = l_mut_445_;
                                        l_mut_440_ = _e2637;
                                        uint _e2638 = l_mut_444_;
                                        l_mut_439_ = _e2638;
                                        bool l_734_ = (l_733_ >= 32u);
                                        if (l_734_) {
                                            uint l_735_ = (l_733_ & 31u);
                                            uint _e2643 = l_mut_444_;
                                            uint l_736_ = (_e2643 >> l_735_);
                                            l_mut_440_ = l_736_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_737_ = (l_733_ > 0u);
                                            if (l_737_) {
                                                uint _e2648 = l_mut_445_;
                                                l_mut_428_ = _e2648;
                                                bool l_738_ = (l_733_ > 0u);
                                                if (l_738_) {
                                                    uint _e2651 = l_mut_445_;
                                                    uint l_739_ = (_e2651 >> l_733_);
                                                    uint l_740_ = (32u - l_733_);
                                                    uint _e2655 = l_mut_444_;
                                                    uint l_741_ = (_e2655 << l_740_);
                                                    uint l_742_ = (l_739_ | l_741_);
                                                    l_mut_428_ = l_742_;
                                                }
                                                uint _e2658 = l_mut_444_;
                                                uint l_743_ = (_e2658 >> l_733_);
                                                uint _e2660 = l_mut_428_;
                                                l_mut_440_ = _e2660;
                                                l_mut_439_ = l_743_;
                                            }
                                        }
                                        uint _e2661 = l_mut_439_;
                                        uint _e2662 = l_mut_269_;
                                        bool l_744_ = (_e2661 < _e2662);
                                        uint _e2664 = l_mut_439_;
                                        uint _e2665 = l_mut_269_;
                                        bool l_745_ = (_e2664 == _e2665);
                                        uint _e2667 = l_mut_440_;
                                        uint _e2668 = l_mut_275_;
                                        bool l_746_ = (_e2667 < _e2668);
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
                                            uint _e2680 = l_mut_275_;
                                            l_mut_440_ = _e2680;
                                            uint _e2681 = l_mut_269_;
                                            l_mut_439_ = _e2681;
                                            bool l_750_ = (l_733_ >= 32u);
                                            if (l_750_) {
                                                uint l_751_ = (l_733_ & 31u);
                                                uint _e2686 = l_mut_275_;
                                                uint l_752_ = (_e2686 << l_751_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_752_;
                                            } else {
                                                bool l_753_ = (l_733_ > 0u);
                                                if (l_753_) {
                                                    uint _e2691 = l_mut_275_;
                                                    uint l_754_ = (_e2691 << l_733_);
                                                    uint _e2693 = l_mut_269_;
                                                    uint l_755_ = (_e2693 << l_733_);
                                                    uint l_756_ = (32u - l_733_);
                                                    uint _e2697 = l_mut_275_;
                                                    uint l_757_ = (_e2697 >> l_756_);
                                                    uint l_758_ = (l_755_ | l_757_);
                                                    l_mut_440_ = l_754_;
                                                    l_mut_439_ = l_758_;
                                                }
                                            }
                                            uint _e2700 = l_mut_445_;
                                            uint _e2701 = l_mut_440_;
                                            uint l_759_ = (_e2700 - _e2701);
                                            uint _e2703 = l_mut_444_;
                                            uint _e2704 = l_mut_439_;
                                            uint l_760_ = (_e2703 - _e2704);
                                            uint _e2706 = l_mut_445_;
                                            uint _e2707 = l_mut_440_;
                                            bool l_761_ = (_e2706 < _e2707);
                                            uint l_762_ = uint(l_761_);
                                            uint l_763_ = (l_760_ - l_762_);
                                            l_mut_445_ = l_759_;
                                            l_mut_444_ = l_763_;
                                            uint l_764_ = (1u << l_733_);
                                            uint _e2713 = l_mut_441_;
                                            l_mut_441_ = (_e2713 | l_764_);
                                        }
                                    }
                                }
                                uint _e2718 = l_mut_441_;
                                uint l_765_ = min(_e2718, l_719_);
                                l_mut_441_ = l_765_;
                                uint _e2720 = l_mut_444_;
                                uint _e2721 = l_mut_269_;
                                bool l_766_ = (_e2720 < _e2721);
                                uint _e2723 = l_mut_444_;
                                uint _e2724 = l_mut_269_;
                                bool l_767_ = (_e2723 == _e2724);
                                uint _e2726 = l_mut_445_;
                                uint _e2727 = l_mut_275_;
                                bool l_768_ = (_e2726 < _e2727);
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
                                uint _e2739 = l_mut_441_;
                                l_mut_450_ = _e2739;
                            }
                        } else {
                            uint _e2740 = l_mut_219_;
                            l_mut_445_ = _e2740;
                            uint _e2741 = l_mut_213_;
                            l_mut_444_ = _e2741;
                            while(true) {
                                uint _e2742 = l_mut_269_;
                                uint _e2743 = l_mut_444_;
                                bool l_772_ = (_e2742 < _e2743);
                                uint _e2745 = l_mut_269_;
                                uint _e2746 = l_mut_444_;
                                bool l_773_ = (_e2745 == _e2746);
                                uint _e2748 = l_mut_275_;
                                uint _e2749 = l_mut_445_;
                                bool l_774_ = (_e2748 < _e2749);
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
                                uint _e2760 = l_mut_450_;
                                uint _e2761 = l_mut_96_;
                                uint l_777_ = (_e2760 * _e2761);
                                uint _e2763 = l_mut_102_;
                                uint l_778_ = (_e2763 + l_777_);
                                uint _e2765 = l_mut_96_;
                                uint l_779_ = (l_778_ + _e2765);
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
                                uint _e2773 = l_mut_445_;
                                uint _e2774 = l_mut_275_;
                                uint l_783_ = (_e2773 - _e2774);
                                uint _e2776 = l_mut_444_;
                                uint _e2777 = l_mut_269_;
                                uint l_784_ = (_e2776 - _e2777);
                                uint _e2779 = l_mut_445_;
                                uint _e2780 = l_mut_275_;
                                bool l_785_ = (_e2779 < _e2780);
                                uint l_786_ = uint(l_785_);
                                uint l_787_ = (l_784_ - l_786_);
                                l_mut_445_ = l_783_;
                                l_mut_444_ = l_787_;
                                uint _e2784 = l_mut_450_;
                                l_mut_450_ = (_e2784 + 1u);
                            }
                        }
                    }
                    uint _e2787 = l_mut_450_;
                    uint _e2788 = l_mut_96_;
                    uint l_788_ = (_e2787 * _e2788);
                    uint _e2790 = l_mut_102_;
                    uint l_789_ = (_e2790 + l_788_);
                    uint _e2792 = l_mut_96_;
                    uint l_790_ = (l_789_ + _e2792);
                    bool l_791_ = (l_790_ >= l_4_);
                    uint _e2795 = l_mut_275_;
                    l_mut_445_ = _e2795;
                    uint _e2796 = l_mut_269_;
                    l_mut_444_ = _e2796;
                    uint _e2797 = l_mut_219_;
                    l_mut_441_ = _e2797;
                    uint _e2798 = l_mut_213_;
                    l_mut_440_ = _e2798;
                    uint _e2799 = l_mut_102_;
                    l_mut_439_ = _e2799;
                    uint _e2800 = l_mut_96_;
                    l_mut_428_ = _e2800;
                    bool l_792_ = !(l_791_);
                    if (l_792_) {
                        uint _e2802 = l_mut_275_;
                        uint _e2803 = l_mut_450_;
                        uint l_793_ = (_e2802 * _e2803);
                        uint _e2805 = l_mut_275_;
                        uint l_1637_ = (_e2805 & 65535u);
                        uint _e2808 = l_mut_275_;
                        uint l_1638_ = (_e2808 >> 16u);
                        uint l_1639_ = (l_1638_ & 65535u);
                        uint _e2813 = l_mut_450_;
                        uint l_1640_ = (_e2813 & 65535u);
                        uint _e2816 = l_mut_450_;
                        uint l_1641_ = (_e2816 >> 16u);
                        uint l_1642_ = (l_1641_ & 65535u);
                        uint l_1643_ = (l_1637_ * l_1640_);
                        uint l_1644_ = (l_1639_ * l_1640_);
                        uint l_1645_ = (l_1637_ * l_1642_);
                        uint l_1646_ = (l_1639_ * l_1642_);
                        uint l_1647_ = (l_1643_ >> 16u);
                        uint l_1648_ = (l_1647_ & 65535u);
                        uint l_1649_ = (l_1644_ & 65535u);
                        uint l_1650_ = (l_1648_ + l_1649_);
                        uint l_1651_ = (l_1645_ & 65535u);
                        uint l_1652_ = (l_1650_ + l_1651_);
                        uint l_1653_ = (l_1644_ >> 16u);
                        uint l_1654_ = (l_1653_ & 65535u);
                        uint l_1655_ = (l_1646_ + l_1654_);
                        uint l_1656_ = (l_1645_ >> 16u);
                        uint l_1657_ = (l_1656_ & 65535u);
                        uint l_1658_ = (l_1655_ + l_1657_);
                        uint l_1659_ = (l_1652_ >> 16u);
                        uint l_1660_ = (l_1659_ & 65535u);
                        uint l_794_ = (l_1658_ + l_1660_);
                        uint _e2850 = l_mut_269_;
                        uint _e2851 = l_mut_450_;
                        uint l_795_ = (_e2850 * _e2851);
                        uint l_796_ = (l_794_ + l_795_);
                        uint _e2854 = l_mut_219_;
                        uint l_797_ = (_e2854 - l_793_);
                        uint _e2856 = l_mut_213_;
                        uint l_798_ = (_e2856 - l_796_);
                        uint _e2858 = l_mut_219_;
                        bool l_799_ = (_e2858 < l_793_);
                        uint l_800_ = uint(l_799_);
                        uint l_801_ = (l_798_ - l_800_);
                        l_mut_441_ = l_797_;
                        l_mut_440_ = l_801_;
                        uint _e2862 = l_mut_450_;
                        uint _e2863 = l_mut_96_;
                        uint l_802_ = (_e2862 * _e2863);
                        uint _e2865 = l_mut_102_;
                        uint l_803_ = (_e2865 + l_802_);
                        l_mut_439_ = l_803_;
                        uint _e2867 = l_mut_275_;
                        uint _e2868 = l_mut_441_;
                        uint l_804_ = (_e2867 - _e2868);
                        uint _e2870 = l_mut_269_;
                        uint _e2871 = l_mut_440_;
                        uint l_805_ = (_e2870 - _e2871);
                        uint _e2873 = l_mut_275_;
                        uint _e2874 = l_mut_441_;
                        bool l_806_ = (_e2873 < _e2874);
                        uint l_807_ = uint(l_806_);
                        uint l_808_ = (l_805_ - l_807_);
                        l_mut_445_ = l_804_;
                        l_mut_444_ = l_808_;
                        uint _e2878 = l_mut_96_;
                        uint _e2879 = l_mut_439_;
                        uint l_809_ = (_e2878 + _e2879);
                        l_mut_428_ = l_809_;
                    }
                    uint _e2881 = l_mut_445_;
                    l_mut_275_ = _e2881;
                    uint _e2882 = l_mut_444_;
                    l_mut_269_ = _e2882;
                    uint _e2883 = l_mut_441_;
                    l_mut_219_ = _e2883;
                    uint _e2884 = l_mut_440_;
                    l_mut_213_ = _e2884;
                    uint _e2885 = l_mut_439_;
                    l_mut_102_ = _e2885;
                    uint _e2886 = l_mut_428_;
                    l_mut_96_ = _e2886;
                    l_mut_350_ = l_791_;
                    bool l_810_ = !(l_791_);
                    l_mut_357_ = l_810_;
                }
            } else {
                uint _e2888 = l_mut_151_;
                uint l_811_ = (_e2888 - l_340_);
                uint _e2890 = l_mut_145_;
                uint l_812_ = (_e2890 - l_344_);
                uint _e2892 = l_mut_151_;
                bool l_813_ = (_e2892 < l_340_);
                uint l_814_ = uint(l_813_);
                uint l_815_ = (l_812_ - l_814_);
                uint _e2896 = l_mut_219_;
                l_mut_450_ = _e2896;
                uint _e2897 = l_mut_213_;
                l_mut_445_ = _e2897;
                uint _e2898 = l_mut_213_;
                bool l_816_ = (l_815_ < _e2898);
                uint _e2900 = l_mut_213_;
                bool l_817_ = (l_815_ == _e2900);
                uint _e2902 = l_mut_219_;
                bool l_818_ = (l_811_ < _e2902);
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
                uint _e2916 = l_mut_275_;
                uint _e2917 = l_mut_269_;
                uint l_821_ = (_e2916 | _e2917);
                bool l_822_ = (l_821_ == 0u);
                bool l_823_ = !(l_822_);
                bool _e2922 = l_mut_645_;
                if (_e2922) {
                    local_64 = l_823_;
                } else {
                    local_64 = false;
                }
                bool l_824_ = local_64;
                uint _e2927 = l_mut_269_;
                uint _e2928 = l_mut_445_;
                bool l_825_ = (_e2927 < _e2928);
                uint _e2930 = l_mut_269_;
                uint _e2931 = l_mut_445_;
                bool l_826_ = (_e2930 == _e2931);
                uint _e2933 = l_mut_275_;
                uint _e2934 = l_mut_450_;
                bool l_827_ = (_e2933 < _e2934);
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
                uint _e2949 = l_mut_96_;
                uint _e2950 = l_mut_102_;
                uint l_831_ = (_e2949 + _e2950);
                bool l_832_ = (l_831_ < l_4_);
                if (l_830_) {
                    local_68 = l_832_;
                } else {
                    local_68 = false;
                }
                bool l_833_ = local_68;
                if (l_833_) {
                    uint _e2957 = l_mut_96_;
                    uint l_834_ = (l_4_ - _e2957);
                    uint _e2959 = l_mut_102_;
                    uint l_835_ = (l_834_ - _e2959);
                    uint _e2961 = l_mut_96_;
                    uint l_836_ = (l_835_ / _e2961);
                    uint _e2963 = l_mut_450_;
                    uint l_837_ = (_e2963 - 1u);
                    uint _e2966 = l_mut_445_;
                    uint l_838_ = (_e2966 - 0u);
                    uint _e2969 = l_mut_450_;
                    bool l_839_ = (_e2969 < 1u);
                    uint l_840_ = uint(l_839_);
                    uint l_841_ = (l_838_ - l_840_);
                    l_mut_450_ = l_837_;
                    l_mut_445_ = l_841_;
                    l_mut_441_ = 0u;
                    l_mut_842_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3062 = l_mut_842_;
                            l_mut_842_ = (_e3062 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2977 = l_mut_842_;
                        if ((_e2977 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2981 = l_mut_842_;
                            uint l_843_ = (19u - _e2981);
                            uint _e2983 = l_mut_450_;
                            l_mut_440_ = _e2983;
                            uint _e2984 = l_mut_445_;
                            l_mut_439_ = _e2984;
                            bool l_844_ = (l_843_ >= 32u);
                            if (l_844_) {
                                uint l_845_ = (l_843_ & 31u);
                                uint _e2989 = l_mut_445_;
                                uint l_846_ = (_e2989 >> l_845_);
                                l_mut_440_ = l_846_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_847_ = (l_843_ > 0u);
                                if (l_847_) {
                                    uint _e2994 = l_mut_450_;
                                    l_mut_428_ = _e2994;
                                    bool l_848_ = (l_843_ > 0u);
                                    if (l_848_) {
                                        uint _e2997 = l_mut_450_;
                                        uint l_849_ = (_e2997 >> l_843_);
                                        uint l_850_ = (32u - l_843_);
                                        uint _e3001 = l_mut_445_;
                                        uint l_851_ = (_e3001 << l_850_);
                                        uint l_852_ = (l_849_ | l_851_);
                                        l_mut_428_ = l_852_;
                                    }
                                    uint _e3004 = l_mut_445_;
                                    uint l_853_ = (_e3004 >> l_843_);
                                    uint _e3006 = l_mut_428_;
                                    l_mut_440_ = _e3006;
                                    l_mut_439_ = l_853_;
                                }
                            }
                            uint _e3007 = l_mut_439_;
                            uint _e3008 = l_mut_269_;
                            bool l_854_ = (_e3007 < _e3008);
                            uint _e3010 = l_mut_439_;
                            uint _e3011 = l_mut_269_;
                            bool l_855_ = (_e3010 == _e3011);
                            uint _e3013 = l_mut_440_;
                            uint _e3014 = l_mut_275_;
                            bool l_856_ = (_e3013 < _e3014);
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
                                uint _e3026 = l_mut_275_;
                                l_mut_440_ = _e3026;
                                uint _e3027 = l_mut_269_;
                                l_mut_439_ = _e3027;
                                bool l_860_ = (l_843_ >= 32u);
                                if (l_860_) {
                                    uint l_861_ = (l_843_ & 31u);
                                    uint _e3032 = l_mut_275_;
                                    uint l_862_ = (_e3032 << l_861_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_862_;
                                } else {
                                    bool l_863_ = (l_843_ > 0u);
                                    if (l_863_) {
                                        uint _e3037 = l_mut_275_;
                                        uint l_864_ = (_e3037 << l_843_);
                                        uint _e3039 = l_mut_269_;
                                        uint l_865_ = (_e3039 << l_843_);
                                        uint l_866_ = (32u - l_843_);
                                        uint _e3043 = l_mut_275_;
                                        uint l_867_ = (_e3043 >> l_866_);
                                        uint l_868_ = (l_865_ | l_867_);
                                        l_mut_440_ = l_864_;
                                        l_mut_439_ = l_868_;
                                    }
                                }
                                uint _e3046 = l_mut_450_;
                                uint _e3047 = l_mut_440_;
                                uint l_869_ = (_e3046 - _e3047);
                                uint _e3049 = l_mut_445_;
                                uint _e3050 = l_mut_439_;
                                uint l_870_ = (_e3049 - _e3050);
                                uint _e3052 = l_mut_450_;
                                uint _e3053 = l_mut_440_;
                                bool l_871_ = (_e3052 < _e3053);
                                uint l_872_ = uint(l_871_);
                                uint l_873_ = (l_870_ - l_872_);
                                l_mut_450_ = l_869_;
                                l_mut_445_ = l_873_;
                                uint l_874_ = (1u << l_843_);
                                uint _e3059 = l_mut_441_;
                                l_mut_441_ = (_e3059 | l_874_);
                            }
                        }
                    }
                    uint _e3064 = l_mut_441_;
                    uint l_875_ = min(_e3064, l_836_);
                    l_mut_441_ = l_875_;
                    uint _e3066 = l_mut_445_;
                    uint _e3067 = l_mut_269_;
                    bool l_876_ = (_e3066 < _e3067);
                    uint _e3069 = l_mut_445_;
                    uint _e3070 = l_mut_269_;
                    bool l_877_ = (_e3069 == _e3070);
                    uint _e3072 = l_mut_450_;
                    uint _e3073 = l_mut_275_;
                    bool l_878_ = (_e3072 < _e3073);
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
                    uint _e3085 = l_mut_441_;
                    l_mut_444_ = _e3085;
                }
                uint _e3086 = l_mut_444_;
                bool l_882_ = (_e3086 > 0u);
                if (l_882_) {
                    uint _e3089 = l_mut_275_;
                    uint _e3090 = l_mut_444_;
                    uint l_883_ = (_e3089 * _e3090);
                    uint _e3092 = l_mut_275_;
                    uint l_1662_ = (_e3092 & 65535u);
                    uint _e3095 = l_mut_275_;
                    uint l_1663_ = (_e3095 >> 16u);
                    uint l_1664_ = (l_1663_ & 65535u);
                    uint _e3100 = l_mut_444_;
                    uint l_1665_ = (_e3100 & 65535u);
                    uint _e3103 = l_mut_444_;
                    uint l_1666_ = (_e3103 >> 16u);
                    uint l_1667_ = (l_1666_ & 65535u);
                    uint l_1668_ = (l_1662_ * l_1665_);
                    uint l_1669_ = (l_1664_ * l_1665_);
                    uint l_1670_ = (l_1662_ * l_1667_);
                    uint l_1671_ = (l_1664_ * l_1667_);
                    uint l_1672_ = (l_1668_ >> 16u);
                    uint l_1673_ = (l_1672_ & 65535u);
                    uint l_1674_ = (l_1669_ & 65535u);
                    uint l_1675_ = (l_1673_ + l_1674_);
                    uint l_1676_ = (l_1670_ & 65535u);
                    uint l_1677_ = (l_1675_ + l_1676_);
                    uint l_1678_ = (l_1669_ >> 16u);
                    uint l_1679_ = (l_1678_ & 65535u);
                    uint l_1680_ = (l_1671_ + l_1679_);
                    uint l_1681_ = (l_1670_ >> 16u);
                    uint l_1682_ = (l_1681_ & 65535u);
                    uint l_1683_ = (l_1680_ + l_1682_);
                    uint l_1684_ = (l_1677_ >> 16u);
                    uint l_1685_ = (l_1684_ & 65535u);
                    uint l_884_ = (l_1683_ + l_1685_);
                    uint _e3137 = l_mut_269_;
                    uint _e3138 = l_mut_444_;
                    uint l_885_ = (_e3137 * _e3138);
                    uint l_886_ = (l_884_ + l_885_);
                    uint _e3141 = l_mut_151_;
                    uint l_887_ = (_e3141 - l_883_);
                    uint _e3143 = l_mut_145_;
                    uint l_888_ = (_e3143 - l_886_);
                    uint _e3145 = l_mut_151_;
                    bool l_889_ = (_e3145 < l_883_);
                    uint l_890_ = uint(l_889_);
                    uint l_891_ = (l_888_ - l_890_);
                    l_mut_151_ = l_887_;
                    l_mut_145_ = l_891_;
                    uint _e3149 = l_mut_219_;
                    uint l_892_ = (_e3149 - l_883_);
                    uint _e3151 = l_mut_213_;
                    uint l_893_ = (_e3151 - l_886_);
                    uint _e3153 = l_mut_219_;
                    bool l_894_ = (_e3153 < l_883_);
                    uint l_895_ = uint(l_894_);
                    uint l_896_ = (l_893_ - l_895_);
                    l_mut_219_ = l_892_;
                    l_mut_213_ = l_896_;
                    uint _e3157 = l_mut_444_;
                    uint _e3158 = l_mut_96_;
                    uint l_897_ = (_e3157 * _e3158);
                    uint _e3160 = l_mut_102_;
                    l_mut_102_ = (_e3160 + l_897_);
                } else {
                    uint _e3162 = l_mut_151_;
                    uint _e3163 = l_mut_275_;
                    uint l_898_ = (_e3162 - _e3163);
                    uint _e3165 = l_mut_145_;
                    uint _e3166 = l_mut_269_;
                    uint l_899_ = (_e3165 - _e3166);
                    uint _e3168 = l_mut_151_;
                    uint _e3169 = l_mut_275_;
                    bool l_900_ = (_e3168 < _e3169);
                    uint l_901_ = uint(l_900_);
                    uint l_902_ = (l_899_ - l_901_);
                    l_mut_151_ = l_898_;
                    l_mut_145_ = l_902_;
                    uint _e3173 = l_mut_145_;
                    bool l_903_ = (_e3173 < l_344_);
                    uint _e3175 = l_mut_145_;
                    bool l_904_ = (_e3175 == l_344_);
                    uint _e3177 = l_mut_151_;
                    bool l_905_ = (_e3177 < l_340_);
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
                        uint _e3189 = l_mut_96_;
                        uint l_908_ = (l_4_ - _e3189);
                        uint _e3191 = l_mut_102_;
                        uint l_909_ = (l_908_ / _e3191);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e3196 = l_mut_219_;
                        uint _e3197 = l_mut_213_;
                        uint l_910_ = (_e3196 | _e3197);
                        bool l_911_ = (l_910_ == 0u);
                        if (l_911_) {
                            l_mut_450_ = l_909_;
                        } else {
                            bool _e3201 = l_mut_645_;
                            if (_e3201) {
                                uint _e3202 = l_mut_213_;
                                uint _e3203 = l_mut_269_;
                                bool l_912_ = (_e3202 < _e3203);
                                uint _e3205 = l_mut_213_;
                                uint _e3206 = l_mut_269_;
                                bool l_913_ = (_e3205 == _e3206);
                                uint _e3208 = l_mut_219_;
                                uint _e3209 = l_mut_275_;
                                bool l_914_ = (_e3208 < _e3209);
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
                                    uint _e3220 = l_mut_275_;
                                    uint l_917_ = (_e3220 - 1u);
                                    uint _e3223 = l_mut_269_;
                                    uint l_918_ = (_e3223 - 0u);
                                    uint _e3226 = l_mut_275_;
                                    bool l_919_ = (_e3226 < 1u);
                                    uint l_920_ = uint(l_919_);
                                    uint l_921_ = (l_918_ - l_920_);
                                    l_mut_445_ = l_917_;
                                    l_mut_444_ = l_921_;
                                    l_mut_441_ = 0u;
                                    l_mut_922_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3319 = l_mut_922_;
                                            l_mut_922_ = (_e3319 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3234 = l_mut_922_;
                                        if ((_e3234 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3238 = l_mut_922_;
                                            uint l_923_ = (19u - _e3238);
                                            uint _e3240 = l_mut_445_;
                                            l_mut_440_ = _e3240;
                                            uint _e3241 = l_mut_444_;
                                            l_mut_439_ = _e3241;
                                            bool l_924_ = (l_923_ >= 32u);
                                            if (l_924_) {
                                                uint l_925_ = (l_923_ & 31u);
                                                uint _e3246 = l_mut_444_;
                                                uint l_926_ = (_e3246 >> l_925_);
                                                l_mut_440_ = l_926_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_927_ = (l_923_ > 0u);
                                                if (l_927_) {
                                                    uint _e3251 = l_mut_445_;
                                                    l_mut_428_ = _e3251;
                                                    bool l_928_ = (l_923_ > 0u);
                                                    if (l_928_) {
                                                        uint _e3254 = l_mut_445_;
                                                        uint l_929_ = (_e3254 >> l_923_);
                                                        uint l_930_ = (32u - l_923_);
                                                        uint _e3258 = l_mut_444_;
                                                        uint l_931_ = (_e3258 << l_930_);
                                                        uint l_932_ = (l_929_ | l_931_);
                                                        l_mut_428_ = l_932_;
                                                    }
                                                    uint _e3261 = l_mut_444_;
                                                    uint l_933_ = (_e3261 >> l_923_);
                                                    uint _e3263 = l_mut_428_;
                                                    l_mut_440_ = _e3263;
                                                    l_mut_439_ = l_933_;
                                                }
                                            }
                                            uint _e3264 = l_mut_439_;
                                            uint _e3265 = l_mut_213_;
                                            bool l_934_ = (_e3264 < _e3265);
                                            uint _e3267 = l_mut_439_;
                                            uint _e3268 = l_mut_213_;
                                            bool l_935_ = (_e3267 == _e3268);
                                            uint _e3270 = l_mut_440_;
                                            uint _e3271 = l_mut_219_;
                                            bool l_936_ = (_e3270 < _e3271);
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
                                                uint _e3283 = l_mut_219_;
                                                l_mut_440_ = _e3283;
                                                uint _e3284 = l_mut_213_;
                                                l_mut_439_ = _e3284;
                                                bool l_940_ = (l_923_ >= 32u);
                                                if (l_940_) {
                                                    uint l_941_ = (l_923_ & 31u);
                                                    uint _e3289 = l_mut_219_;
                                                    uint l_942_ = (_e3289 << l_941_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_942_;
                                                } else {
                                                    bool l_943_ = (l_923_ > 0u);
                                                    if (l_943_) {
                                                        uint _e3294 = l_mut_219_;
                                                        uint l_944_ = (_e3294 << l_923_);
                                                        uint _e3296 = l_mut_213_;
                                                        uint l_945_ = (_e3296 << l_923_);
                                                        uint l_946_ = (32u - l_923_);
                                                        uint _e3300 = l_mut_219_;
                                                        uint l_947_ = (_e3300 >> l_946_);
                                                        uint l_948_ = (l_945_ | l_947_);
                                                        l_mut_440_ = l_944_;
                                                        l_mut_439_ = l_948_;
                                                    }
                                                }
                                                uint _e3303 = l_mut_445_;
                                                uint _e3304 = l_mut_440_;
                                                uint l_949_ = (_e3303 - _e3304);
                                                uint _e3306 = l_mut_444_;
                                                uint _e3307 = l_mut_439_;
                                                uint l_950_ = (_e3306 - _e3307);
                                                uint _e3309 = l_mut_445_;
                                                uint _e3310 = l_mut_440_;
                                                bool l_951_ = (_e3309 < _e3310);
                                                uint l_952_ = uint(l_951_);
                                                uint l_953_ = (l_950_ - l_952_);
                                                l_mut_445_ = l_949_;
                                                l_mut_444_ = l_953_;
                                                uint l_954_ = (1u << l_923_);
                                                uint _e3316 = l_mut_441_;
                                                l_mut_441_ = (_e3316 | l_954_);
                                            }
                                        }
                                    }
                                    uint _e3321 = l_mut_441_;
                                    uint l_955_ = min(_e3321, l_909_);
                                    l_mut_441_ = l_955_;
                                    uint _e3323 = l_mut_444_;
                                    uint _e3324 = l_mut_213_;
                                    bool l_956_ = (_e3323 < _e3324);
                                    uint _e3326 = l_mut_444_;
                                    uint _e3327 = l_mut_213_;
                                    bool l_957_ = (_e3326 == _e3327);
                                    uint _e3329 = l_mut_445_;
                                    uint _e3330 = l_mut_219_;
                                    bool l_958_ = (_e3329 < _e3330);
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
                                    uint _e3342 = l_mut_441_;
                                    l_mut_450_ = _e3342;
                                }
                            } else {
                                uint _e3343 = l_mut_275_;
                                l_mut_445_ = _e3343;
                                uint _e3344 = l_mut_269_;
                                l_mut_444_ = _e3344;
                                while(true) {
                                    uint _e3345 = l_mut_213_;
                                    uint _e3346 = l_mut_444_;
                                    bool l_962_ = (_e3345 < _e3346);
                                    uint _e3348 = l_mut_213_;
                                    uint _e3349 = l_mut_444_;
                                    bool l_963_ = (_e3348 == _e3349);
                                    uint _e3351 = l_mut_219_;
                                    uint _e3352 = l_mut_445_;
                                    bool l_964_ = (_e3351 < _e3352);
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
                                    uint _e3363 = l_mut_450_;
                                    uint _e3364 = l_mut_102_;
                                    uint l_967_ = (_e3363 * _e3364);
                                    uint _e3366 = l_mut_96_;
                                    uint l_968_ = (_e3366 + l_967_);
                                    uint _e3368 = l_mut_102_;
                                    uint l_969_ = (l_968_ + _e3368);
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
                                    uint _e3376 = l_mut_445_;
                                    uint _e3377 = l_mut_219_;
                                    uint l_973_ = (_e3376 - _e3377);
                                    uint _e3379 = l_mut_444_;
                                    uint _e3380 = l_mut_213_;
                                    uint l_974_ = (_e3379 - _e3380);
                                    uint _e3382 = l_mut_445_;
                                    uint _e3383 = l_mut_219_;
                                    bool l_975_ = (_e3382 < _e3383);
                                    uint l_976_ = uint(l_975_);
                                    uint l_977_ = (l_974_ - l_976_);
                                    l_mut_445_ = l_973_;
                                    l_mut_444_ = l_977_;
                                    uint _e3387 = l_mut_450_;
                                    l_mut_450_ = (_e3387 + 1u);
                                }
                            }
                        }
                        uint _e3390 = l_mut_450_;
                        uint _e3391 = l_mut_102_;
                        uint l_978_ = (_e3390 * _e3391);
                        uint _e3393 = l_mut_96_;
                        uint l_979_ = (_e3393 + l_978_);
                        uint _e3395 = l_mut_102_;
                        uint l_980_ = (l_979_ + _e3395);
                        bool l_981_ = (l_980_ >= l_4_);
                        uint _e3398 = l_mut_219_;
                        l_mut_445_ = _e3398;
                        uint _e3399 = l_mut_213_;
                        l_mut_444_ = _e3399;
                        uint _e3400 = l_mut_275_;
                        l_mut_441_ = _e3400;
                        uint _e3401 = l_mut_269_;
                        l_mut_440_ = _e3401;
                        uint _e3402 = l_mut_96_;
                        l_mut_439_ = _e3402;
                        uint _e3403 = l_mut_102_;
                        l_mut_428_ = _e3403;
                        bool l_982_ = !(l_981_);
                        if (l_982_) {
                            uint _e3405 = l_mut_219_;
                            uint _e3406 = l_mut_450_;
                            uint l_983_ = (_e3405 * _e3406);
                            uint _e3408 = l_mut_219_;
                            uint l_1687_ = (_e3408 & 65535u);
                            uint _e3411 = l_mut_219_;
                            uint l_1688_ = (_e3411 >> 16u);
                            uint l_1689_ = (l_1688_ & 65535u);
                            uint _e3416 = l_mut_450_;
                            uint l_1690_ = (_e3416 & 65535u);
                            uint _e3419 = l_mut_450_;
                            uint l_1691_ = (_e3419 >> 16u);
                            uint l_1692_ = (l_1691_ & 65535u);
                            uint l_1693_ = (l_1687_ * l_1690_);
                            uint l_1694_ = (l_1689_ * l_1690_);
                            uint l_1695_ = (l_1687_ * l_1692_);
                            uint l_1696_ = (l_1689_ * l_1692_);
                            uint l_1697_ = (l_1693_ >> 16u);
                            uint l_1698_ = (l_1697_ & 65535u);
                            uint l_1699_ = (l_1694_ & 65535u);
                            uint l_1700_ = (l_1698_ + l_1699_);
                            uint l_1701_ = (l_1695_ & 65535u);
                            uint l_1702_ = (l_1700_ + l_1701_);
                            uint l_1703_ = (l_1694_ >> 16u);
                            uint l_1704_ = (l_1703_ & 65535u);
                            uint l_1705_ = (l_1696_ + l_1704_);
                            uint l_1706_ = (l_1695_ >> 16u);
                            uint l_1707_ = (l_1706_ & 65535u);
                            uint l_1708_ = (l_1705_ + l_1707_);
                            uint l_1709_ = (l_1702_ >> 16u);
                            uint l_1710_ = (l_1709_ & 65535u);
                            uint l_984_ = (l_1708_ + l_1710_);
                            uint _e3453 = l_mut_213_;
                            uint _e3454 = l_mut_450_;
                            uint l_985_ = (_e3453 * _e3454);
                            uint l_986_ = (l_984_ + l_985_);
                            uint _e3457 = l_mut_275_;
                            uint l_987_ = (_e3457 - l_983_);
                            uint _e3459 = l_mut_269_;
                            uint l_988_ = (_e3459 - l_986_);
                            uint _e3461 = l_mut_275_;
                            bool l_989_ = (_e3461 < l_983_);
                            uint l_990_ = uint(l_989_);
                            uint l_991_ = (l_988_ - l_990_);
                            l_mut_441_ = l_987_;
                            l_mut_440_ = l_991_;
                            uint _e3465 = l_mut_450_;
                            uint _e3466 = l_mut_102_;
                            uint l_992_ = (_e3465 * _e3466);
                            uint _e3468 = l_mut_96_;
                            uint l_993_ = (_e3468 + l_992_);
                            l_mut_439_ = l_993_;
                            uint _e3470 = l_mut_219_;
                            uint _e3471 = l_mut_441_;
                            uint l_994_ = (_e3470 - _e3471);
                            uint _e3473 = l_mut_213_;
                            uint _e3474 = l_mut_440_;
                            uint l_995_ = (_e3473 - _e3474);
                            uint _e3476 = l_mut_219_;
                            uint _e3477 = l_mut_441_;
                            bool l_996_ = (_e3476 < _e3477);
                            uint l_997_ = uint(l_996_);
                            uint l_998_ = (l_995_ - l_997_);
                            l_mut_445_ = l_994_;
                            l_mut_444_ = l_998_;
                            uint _e3481 = l_mut_102_;
                            uint _e3482 = l_mut_439_;
                            uint l_999_ = (_e3481 + _e3482);
                            l_mut_428_ = l_999_;
                        }
                        uint _e3484 = l_mut_441_;
                        l_mut_275_ = _e3484;
                        uint _e3485 = l_mut_440_;
                        l_mut_269_ = _e3485;
                        uint _e3486 = l_mut_445_;
                        l_mut_219_ = _e3486;
                        uint _e3487 = l_mut_444_;
                        l_mut_213_ = _e3487;
                        uint _e3488 = l_mut_428_;
                        l_mut_102_ = _e3488;
                        uint _e3489 = l_mut_439_;
                        l_mut_96_ = _e3489;
                        l_mut_350_ = l_981_;
                        bool l_1000_ = !(l_981_);
                        l_mut_357_ = l_1000_;
                    }
                }
            }
        }
        bool _e3491 = l_mut_350_;
        bool l_1001_ = !(_e3491);
        if (l_1001_) {
            uint l_1712_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1713_ = (l_1712_ * 1u);
            uint l_1714_ = (l_1713_ - 1u);
            uint l_1715_ = min(0u, l_1714_);
            uint _e3506 = atomicAdd(_group_0_binding_5_cs[l_1715_], 1u);
            uint l_1004_ = _group_0_binding_6_cs.static_meta[10];
            bool l_1005_ = (_e3506 < l_1004_);
            if (l_1005_) {
                uint l_1717_ = _group_0_binding_6_cs.static_meta[4];
                uint l_1718_ = (l_1717_ * 1u);
                bool l_1719_ = (_e3506 < l_1718_);
                if (l_1719_) {
                    _group_0_binding_4_cs[_e3506] = id;
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
