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
    uint l_mut_736_ = 0u;
    uint l_mut_741_ = 0u;
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
    uint l_mut_734_ = 0u;
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
    uint l_mut_851_ = 0u;
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    bool local_75 = false;
    bool local_76 = false;
    uint l_mut_933_ = 0u;
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
        uint l_1101_ = _group_0_binding_6_cs.static_meta[5];
        uint l_1102_ = (l_1101_ * 1u);
        uint l_1103_ = (l_1102_ - 1u);
        uint l_1104_ = min(3u, l_1103_);
        uint _e68 = atomicAdd(_group_0_binding_5_cs[l_1104_], 1u);
    }
    uint l_1017_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1018_ = (l_1017_ * 1u);
    bool l_1019_ = (0u < l_1018_);
    uint l_1020_ = (l_1018_ - 1u);
    uint l_1021_ = min(0u, l_1020_);
    uint l_1022_ = _group_0_binding_3_cs[l_1021_];
    uint l_4_ = (l_1019_ ? l_1022_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1024_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1025_ = (l_1024_ * 1u);
    bool l_1026_ = (l_6_ < l_1025_);
    uint l_1027_ = (l_1025_ - 1u);
    uint l_1028_ = min(l_6_, l_1027_);
    uint l_1029_ = _group_0_binding_3_cs[l_1028_];
    uint l_7_ = (l_1026_ ? l_1029_ : 0u);
    uint l_1031_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1032_ = (l_1031_ * 1u);
    bool l_1033_ = (2u < l_1032_);
    uint l_1034_ = (l_1032_ - 1u);
    uint l_1035_ = min(2u, l_1034_);
    uint l_1036_ = _group_0_binding_3_cs[l_1035_];
    uint l_9_ = (l_1033_ ? l_1036_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1038_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1039_ = (l_1038_ * 1u);
    bool l_1040_ = (l_11_ < l_1039_);
    uint l_1041_ = (l_1039_ - 1u);
    uint l_1042_ = min(l_11_, l_1041_);
    uint l_1043_ = _group_0_binding_3_cs[l_1042_];
    uint l_12_ = (l_1040_ ? l_1043_ : 0u);
    uint l_1045_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1046_ = (l_1045_ * 1u);
    bool l_1047_ = (4u < l_1046_);
    uint l_1048_ = (l_1046_ - 1u);
    uint l_1049_ = min(4u, l_1048_);
    uint l_1050_ = _group_0_binding_3_cs[l_1049_];
    uint l_14_ = (l_1047_ ? l_1050_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1052_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1053_ = (l_1052_ * 1u);
    bool l_1054_ = (l_16_ < l_1053_);
    uint l_1055_ = (l_1053_ - 1u);
    uint l_1056_ = min(l_16_, l_1055_);
    uint l_1057_ = _group_0_binding_3_cs[l_1056_];
    uint l_17_ = (l_1054_ ? l_1057_ : 0u);
    uint l_1059_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1060_ = (l_1059_ * 1u);
    bool l_1061_ = (6u < l_1060_);
    uint l_1062_ = (l_1060_ - 1u);
    uint l_1063_ = min(6u, l_1062_);
    uint l_1064_ = _group_0_binding_3_cs[l_1063_];
    uint l_19_ = (l_1061_ ? l_1064_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1066_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1067_ = (l_1066_ * 1u);
    bool l_1068_ = (l_21_ < l_1067_);
    uint l_1069_ = (l_1067_ - 1u);
    uint l_1070_ = min(l_21_, l_1069_);
    uint l_1071_ = _group_0_binding_3_cs[l_1070_];
    uint l_22_ = (l_1068_ ? l_1071_ : 0u);
    uint l_1073_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1074_ = (l_1073_ * 1u);
    bool l_1075_ = (8u < l_1074_);
    uint l_1076_ = (l_1074_ - 1u);
    uint l_1077_ = min(8u, l_1076_);
    uint l_1078_ = _group_0_binding_3_cs[l_1077_];
    uint l_24_ = (l_1075_ ? l_1078_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1080_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1081_ = (l_1080_ * 1u);
    bool l_1082_ = (l_26_ < l_1081_);
    uint l_1083_ = (l_1081_ - 1u);
    uint l_1084_ = min(l_26_, l_1083_);
    uint l_1085_ = _group_0_binding_3_cs[l_1084_];
    uint l_27_ = (l_1082_ ? l_1085_ : 0u);
    uint l_1087_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1088_ = (l_1087_ * 1u);
    bool l_1089_ = (10u < l_1088_);
    uint l_1090_ = (l_1088_ - 1u);
    uint l_1091_ = min(10u, l_1090_);
    uint l_1092_ = _group_0_binding_3_cs[l_1091_];
    uint l_29_ = (l_1089_ ? l_1092_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1094_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1095_ = (l_1094_ * 1u);
    bool l_1096_ = (l_31_ < l_1095_);
    uint l_1097_ = (l_1095_ - 1u);
    uint l_1098_ = min(l_31_, l_1097_);
    uint l_1099_ = _group_0_binding_3_cs[l_1098_];
    uint l_32_ = (l_1096_ ? l_1099_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_1106_ = (id & 65535u);
    uint l_1107_ = (id >> 16u);
    uint l_1108_ = (l_1107_ & 65535u);
    uint l_1109_ = (l_4_ & 65535u);
    uint l_1110_ = (l_4_ >> 16u);
    uint l_1111_ = (l_1110_ & 65535u);
    uint l_1112_ = (l_1106_ * l_1109_);
    uint l_1113_ = (l_1108_ * l_1109_);
    uint l_1114_ = (l_1106_ * l_1111_);
    uint l_1115_ = (l_1108_ * l_1111_);
    uint l_1116_ = (l_1112_ >> 16u);
    uint l_1117_ = (l_1116_ & 65535u);
    uint l_1118_ = (l_1113_ & 65535u);
    uint l_1119_ = (l_1117_ + l_1118_);
    uint l_1120_ = (l_1114_ & 65535u);
    uint l_1121_ = (l_1119_ + l_1120_);
    uint l_1122_ = (l_1113_ >> 16u);
    uint l_1123_ = (l_1122_ & 65535u);
    uint l_1124_ = (l_1115_ + l_1123_);
    uint l_1125_ = (l_1114_ >> 16u);
    uint l_1126_ = (l_1125_ & 65535u);
    uint l_1127_ = (l_1124_ + l_1126_);
    uint l_1128_ = (l_1121_ >> 16u);
    uint l_1129_ = (l_1128_ & 65535u);
    uint l_37_ = (l_1127_ + l_1129_);
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
    uint _e357 = l_mut_40_;
    bool l_56_ = (_e357 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_1131_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1132_ = (l_1131_ * 1u);
        bool l_1133_ = (l_58_ < l_1132_);
        uint l_1134_ = (l_1132_ - 1u);
        uint l_1135_ = min(l_58_, l_1134_);
        uint l_1136_ = _group_0_binding_0_cs[l_1135_];
        uint l_59_ = (l_1133_ ? l_1136_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1138_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1139_ = (l_1138_ * 1u);
        bool l_1140_ = (l_61_ < l_1139_);
        uint l_1141_ = (l_1139_ - 1u);
        uint l_1142_ = min(l_61_, l_1141_);
        uint l_1143_ = _group_0_binding_0_cs[l_1142_];
        uint l_62_ = (l_1140_ ? l_1143_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1145_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1146_ = (l_1145_ * 1u);
        bool l_1147_ = (l_63_ < l_1146_);
        uint l_1148_ = (l_1146_ - 1u);
        uint l_1149_ = min(l_63_, l_1148_);
        uint l_1150_ = _group_0_binding_1_cs[l_1149_];
        uint l_64_ = (l_1147_ ? l_1150_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1152_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1153_ = (l_1152_ * 1u);
        bool l_1154_ = (l_66_ < l_1153_);
        uint l_1155_ = (l_1153_ - 1u);
        uint l_1156_ = min(l_66_, l_1155_);
        uint l_1157_ = _group_0_binding_1_cs[l_1156_];
        uint l_67_ = (l_1154_ ? l_1157_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1159_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1160_ = (l_1159_ * 1u);
        bool l_1161_ = (l_68_ < l_1160_);
        uint l_1162_ = (l_1160_ - 1u);
        uint l_1163_ = min(l_68_, l_1162_);
        uint l_1164_ = _group_0_binding_2_cs[l_1163_];
        uint l_69_ = (l_1161_ ? l_1164_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1166_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1167_ = (l_1166_ * 1u);
        bool l_1168_ = (l_71_ < l_1167_);
        uint l_1169_ = (l_1167_ - 1u);
        uint l_1170_ = min(l_71_, l_1169_);
        uint l_1171_ = _group_0_binding_2_cs[l_1170_];
        uint l_72_ = (l_1168_ ? l_1171_ : 0u);
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
        uint _e484 = l_mut_40_;
        uint l_81_ = (_e484 * l_4_);
        uint _e486 = l_mut_75_;
        uint l_82_ = (_e486 * l_4_);
        uint _e488 = l_mut_40_;
        uint l_1173_ = (_e488 & 65535u);
        uint _e491 = l_mut_40_;
        uint l_1174_ = (_e491 >> 16u);
        uint l_1175_ = (l_1174_ & 65535u);
        uint l_1176_ = (l_4_ & 65535u);
        uint l_1177_ = (l_4_ >> 16u);
        uint l_1178_ = (l_1177_ & 65535u);
        uint l_1179_ = (l_1173_ * l_1176_);
        uint l_1180_ = (l_1175_ * l_1176_);
        uint l_1181_ = (l_1173_ * l_1178_);
        uint l_1182_ = (l_1175_ * l_1178_);
        uint l_1183_ = (l_1179_ >> 16u);
        uint l_1184_ = (l_1183_ & 65535u);
        uint l_1185_ = (l_1180_ & 65535u);
        uint l_1186_ = (l_1184_ + l_1185_);
        uint l_1187_ = (l_1181_ & 65535u);
        uint l_1188_ = (l_1186_ + l_1187_);
        uint l_1189_ = (l_1180_ >> 16u);
        uint l_1190_ = (l_1189_ & 65535u);
        uint l_1191_ = (l_1182_ + l_1190_);
        uint l_1192_ = (l_1181_ >> 16u);
        uint l_1193_ = (l_1192_ & 65535u);
        uint l_1194_ = (l_1191_ + l_1193_);
        uint l_1195_ = (l_1188_ >> 16u);
        uint l_1196_ = (l_1195_ & 65535u);
        uint l_83_ = (l_1194_ + l_1196_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e532 = l_mut_75_;
        uint l_1198_ = (_e532 & 65535u);
        uint _e535 = l_mut_75_;
        uint l_1199_ = (_e535 >> 16u);
        uint l_1200_ = (l_1199_ & 65535u);
        uint l_1201_ = (l_4_ & 65535u);
        uint l_1202_ = (l_4_ >> 16u);
        uint l_1203_ = (l_1202_ & 65535u);
        uint l_1204_ = (l_1198_ * l_1201_);
        uint l_1205_ = (l_1200_ * l_1201_);
        uint l_1206_ = (l_1198_ * l_1203_);
        uint l_1207_ = (l_1200_ * l_1203_);
        uint l_1208_ = (l_1204_ >> 16u);
        uint l_1209_ = (l_1208_ & 65535u);
        uint l_1210_ = (l_1205_ & 65535u);
        uint l_1211_ = (l_1209_ + l_1210_);
        uint l_1212_ = (l_1206_ & 65535u);
        uint l_1213_ = (l_1211_ + l_1212_);
        uint l_1214_ = (l_1205_ >> 16u);
        uint l_1215_ = (l_1214_ & 65535u);
        uint l_1216_ = (l_1207_ + l_1215_);
        uint l_1217_ = (l_1206_ >> 16u);
        uint l_1218_ = (l_1217_ & 65535u);
        uint l_1219_ = (l_1216_ + l_1218_);
        uint l_1220_ = (l_1213_ >> 16u);
        uint l_1221_ = (l_1220_ & 65535u);
        uint l_85_ = (l_1219_ + l_1221_);
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
        uint _e594 = l_mut_90_;
        l_mut_102_ = _e594;
        uint _e595 = l_mut_96_;
        l_mut_90_ = _e595;
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
                uint _e609 = l_mut_96_;
                l_mut_102_ = _e609;
                l_mut_90_ = l_110_;
            }
        }
        uint _e610 = l_mut_102_;
        l_mut_96_ = _e610;
        uint _e611 = l_mut_90_;
        l_mut_102_ = _e611;
        if (l_74_) {
            uint _e613 = l_mut_96_;
            uint l_111_ = (0u - _e613);
            uint _e616 = l_mut_102_;
            uint l_112_ = (0u - _e616);
            uint _e619 = l_mut_96_;
            bool l_113_ = (0u < _e619);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e623 = l_mut_96_;
        uint l_116_ = (l_59_ + _e623);
        uint _e625 = l_mut_102_;
        uint l_117_ = (l_62_ + _e625);
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
            uint _e649 = l_mut_90_;
            uint l_131_ = (_e649 * l_123_);
            uint _e651 = l_mut_75_;
            uint l_132_ = (_e651 * l_123_);
            uint _e653 = l_mut_90_;
            uint l_1223_ = (_e653 & 65535u);
            uint _e656 = l_mut_90_;
            uint l_1224_ = (_e656 >> 16u);
            uint l_1225_ = (l_1224_ & 65535u);
            uint l_1226_ = (l_123_ & 65535u);
            uint l_1227_ = (l_123_ >> 16u);
            uint l_1228_ = (l_1227_ & 65535u);
            uint l_1229_ = (l_1223_ * l_1226_);
            uint l_1230_ = (l_1225_ * l_1226_);
            uint l_1231_ = (l_1223_ * l_1228_);
            uint l_1232_ = (l_1225_ * l_1228_);
            uint l_1233_ = (l_1229_ >> 16u);
            uint l_1234_ = (l_1233_ & 65535u);
            uint l_1235_ = (l_1230_ & 65535u);
            uint l_1236_ = (l_1234_ + l_1235_);
            uint l_1237_ = (l_1231_ & 65535u);
            uint l_1238_ = (l_1236_ + l_1237_);
            uint l_1239_ = (l_1230_ >> 16u);
            uint l_1240_ = (l_1239_ & 65535u);
            uint l_1241_ = (l_1232_ + l_1240_);
            uint l_1242_ = (l_1231_ >> 16u);
            uint l_1243_ = (l_1242_ & 65535u);
            uint l_1244_ = (l_1241_ + l_1243_);
            uint l_1245_ = (l_1238_ >> 16u);
            uint l_1246_ = (l_1245_ & 65535u);
            uint l_133_ = (l_1244_ + l_1246_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e697 = l_mut_75_;
            uint l_1248_ = (_e697 & 65535u);
            uint _e700 = l_mut_75_;
            uint l_1249_ = (_e700 >> 16u);
            uint l_1250_ = (l_1249_ & 65535u);
            uint l_1251_ = (l_123_ & 65535u);
            uint l_1252_ = (l_123_ >> 16u);
            uint l_1253_ = (l_1252_ & 65535u);
            uint l_1254_ = (l_1248_ * l_1251_);
            uint l_1255_ = (l_1250_ * l_1251_);
            uint l_1256_ = (l_1248_ * l_1253_);
            uint l_1257_ = (l_1250_ * l_1253_);
            uint l_1258_ = (l_1254_ >> 16u);
            uint l_1259_ = (l_1258_ & 65535u);
            uint l_1260_ = (l_1255_ & 65535u);
            uint l_1261_ = (l_1259_ + l_1260_);
            uint l_1262_ = (l_1256_ & 65535u);
            uint l_1263_ = (l_1261_ + l_1262_);
            uint l_1264_ = (l_1255_ >> 16u);
            uint l_1265_ = (l_1264_ & 65535u);
            uint l_1266_ = (l_1257_ + l_1265_);
            uint l_1267_ = (l_1256_ >> 16u);
            uint l_1268_ = (l_1267_ & 65535u);
            uint l_1269_ = (l_1266_ + l_1268_);
            uint l_1270_ = (l_1263_ >> 16u);
            uint l_1271_ = (l_1270_ & 65535u);
            uint l_135_ = (l_1269_ + l_1271_);
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
            uint _e759 = l_mut_40_;
            l_mut_151_ = _e759;
            uint _e760 = l_mut_145_;
            l_mut_40_ = _e760;
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
                    uint _e774 = l_mut_145_;
                    l_mut_151_ = _e774;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e775 = l_mut_151_;
            l_mut_145_ = _e775;
            uint _e776 = l_mut_40_;
            l_mut_151_ = _e776;
            if (l_125_) {
                uint _e778 = l_mut_145_;
                uint l_160_ = (0u - _e778);
                uint _e781 = l_mut_151_;
                uint l_161_ = (0u - _e781);
                uint _e784 = l_mut_145_;
                bool l_162_ = (0u < _e784);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e788 = l_mut_145_;
            l_mut_102_ = _e788;
            uint _e789 = l_mut_151_;
            l_mut_96_ = _e789;
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
            uint _e802 = l_mut_151_;
            uint l_172_ = (_e802 * l_4_);
            uint _e804 = l_mut_145_;
            uint l_173_ = (_e804 * l_4_);
            uint _e806 = l_mut_151_;
            uint l_1273_ = (_e806 & 65535u);
            uint _e809 = l_mut_151_;
            uint l_1274_ = (_e809 >> 16u);
            uint l_1275_ = (l_1274_ & 65535u);
            uint l_1276_ = (l_4_ & 65535u);
            uint l_1277_ = (l_4_ >> 16u);
            uint l_1278_ = (l_1277_ & 65535u);
            uint l_1279_ = (l_1273_ * l_1276_);
            uint l_1280_ = (l_1275_ * l_1276_);
            uint l_1281_ = (l_1273_ * l_1278_);
            uint l_1282_ = (l_1275_ * l_1278_);
            uint l_1283_ = (l_1279_ >> 16u);
            uint l_1284_ = (l_1283_ & 65535u);
            uint l_1285_ = (l_1280_ & 65535u);
            uint l_1286_ = (l_1284_ + l_1285_);
            uint l_1287_ = (l_1281_ & 65535u);
            uint l_1288_ = (l_1286_ + l_1287_);
            uint l_1289_ = (l_1280_ >> 16u);
            uint l_1290_ = (l_1289_ & 65535u);
            uint l_1291_ = (l_1282_ + l_1290_);
            uint l_1292_ = (l_1281_ >> 16u);
            uint l_1293_ = (l_1292_ & 65535u);
            uint l_1294_ = (l_1291_ + l_1293_);
            uint l_1295_ = (l_1288_ >> 16u);
            uint l_1296_ = (l_1295_ & 65535u);
            uint l_174_ = (l_1294_ + l_1296_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e850 = l_mut_145_;
            uint l_1298_ = (_e850 & 65535u);
            uint _e853 = l_mut_145_;
            uint l_1299_ = (_e853 >> 16u);
            uint l_1300_ = (l_1299_ & 65535u);
            uint l_1301_ = (l_4_ & 65535u);
            uint l_1302_ = (l_4_ >> 16u);
            uint l_1303_ = (l_1302_ & 65535u);
            uint l_1304_ = (l_1298_ * l_1301_);
            uint l_1305_ = (l_1300_ * l_1301_);
            uint l_1306_ = (l_1298_ * l_1303_);
            uint l_1307_ = (l_1300_ * l_1303_);
            uint l_1308_ = (l_1304_ >> 16u);
            uint l_1309_ = (l_1308_ & 65535u);
            uint l_1310_ = (l_1305_ & 65535u);
            uint l_1311_ = (l_1309_ + l_1310_);
            uint l_1312_ = (l_1306_ & 65535u);
            uint l_1313_ = (l_1311_ + l_1312_);
            uint l_1314_ = (l_1305_ >> 16u);
            uint l_1315_ = (l_1314_ & 65535u);
            uint l_1316_ = (l_1307_ + l_1315_);
            uint l_1317_ = (l_1306_ >> 16u);
            uint l_1318_ = (l_1317_ & 65535u);
            uint l_1319_ = (l_1316_ + l_1318_);
            uint l_1320_ = (l_1313_ >> 16u);
            uint l_1321_ = (l_1320_ & 65535u);
            uint l_176_ = (l_1319_ + l_1321_);
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
            uint _e911 = l_mut_90_;
            l_mut_40_ = _e911;
            uint _e912 = l_mut_75_;
            l_mut_90_ = _e912;
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
                    uint _e924 = l_mut_75_;
                    l_mut_40_ = _e924;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e925 = l_mut_151_;
            uint l_199_ = (_e925 * l_4_);
            uint _e927 = l_mut_145_;
            uint l_200_ = (_e927 * l_4_);
            uint _e929 = l_mut_151_;
            uint l_1323_ = (_e929 & 65535u);
            uint _e932 = l_mut_151_;
            uint l_1324_ = (_e932 >> 16u);
            uint l_1325_ = (l_1324_ & 65535u);
            uint l_1326_ = (l_4_ & 65535u);
            uint l_1327_ = (l_4_ >> 16u);
            uint l_1328_ = (l_1327_ & 65535u);
            uint l_1329_ = (l_1323_ * l_1326_);
            uint l_1330_ = (l_1325_ * l_1326_);
            uint l_1331_ = (l_1323_ * l_1328_);
            uint l_1332_ = (l_1325_ * l_1328_);
            uint l_1333_ = (l_1329_ >> 16u);
            uint l_1334_ = (l_1333_ & 65535u);
            uint l_1335_ = (l_1330_ & 65535u);
            uint l_1336_ = (l_1334_ + l_1335_);
            uint l_1337_ = (l_1331_ & 65535u);
            uint l_1338_ = (l_1336_ + l_1337_);
            uint l_1339_ = (l_1330_ >> 16u);
            uint l_1340_ = (l_1339_ & 65535u);
            uint l_1341_ = (l_1332_ + l_1340_);
            uint l_1342_ = (l_1331_ >> 16u);
            uint l_1343_ = (l_1342_ & 65535u);
            uint l_1344_ = (l_1341_ + l_1343_);
            uint l_1345_ = (l_1338_ >> 16u);
            uint l_1346_ = (l_1345_ & 65535u);
            uint l_201_ = (l_1344_ + l_1346_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e973 = l_mut_145_;
            uint l_1348_ = (_e973 & 65535u);
            uint _e976 = l_mut_145_;
            uint l_1349_ = (_e976 >> 16u);
            uint l_1350_ = (l_1349_ & 65535u);
            uint l_1351_ = (l_4_ & 65535u);
            uint l_1352_ = (l_4_ >> 16u);
            uint l_1353_ = (l_1352_ & 65535u);
            uint l_1354_ = (l_1348_ * l_1351_);
            uint l_1355_ = (l_1350_ * l_1351_);
            uint l_1356_ = (l_1348_ * l_1353_);
            uint l_1357_ = (l_1350_ * l_1353_);
            uint l_1358_ = (l_1354_ >> 16u);
            uint l_1359_ = (l_1358_ & 65535u);
            uint l_1360_ = (l_1355_ & 65535u);
            uint l_1361_ = (l_1359_ + l_1360_);
            uint l_1362_ = (l_1356_ & 65535u);
            uint l_1363_ = (l_1361_ + l_1362_);
            uint l_1364_ = (l_1355_ >> 16u);
            uint l_1365_ = (l_1364_ & 65535u);
            uint l_1366_ = (l_1357_ + l_1365_);
            uint l_1367_ = (l_1356_ >> 16u);
            uint l_1368_ = (l_1367_ & 65535u);
            uint l_1369_ = (l_1366_ + l_1368_);
            uint l_1370_ = (l_1363_ >> 16u);
            uint l_1371_ = (l_1370_ & 65535u);
            uint l_203_ = (l_1369_ + l_1371_);
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
            uint _e1034 = l_mut_75_;
            l_mut_219_ = _e1034;
            uint _e1035 = l_mut_213_;
            l_mut_75_ = _e1035;
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
                    uint _e1047 = l_mut_213_;
                    l_mut_219_ = _e1047;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e1048 = l_mut_40_;
            uint l_228_ = (_e1048 * l_4_);
            uint _e1050 = l_mut_90_;
            uint l_229_ = (_e1050 * l_4_);
            uint _e1052 = l_mut_40_;
            uint l_1373_ = (_e1052 & 65535u);
            uint _e1055 = l_mut_40_;
            uint l_1374_ = (_e1055 >> 16u);
            uint l_1375_ = (l_1374_ & 65535u);
            uint l_1376_ = (l_4_ & 65535u);
            uint l_1377_ = (l_4_ >> 16u);
            uint l_1378_ = (l_1377_ & 65535u);
            uint l_1379_ = (l_1373_ * l_1376_);
            uint l_1380_ = (l_1375_ * l_1376_);
            uint l_1381_ = (l_1373_ * l_1378_);
            uint l_1382_ = (l_1375_ * l_1378_);
            uint l_1383_ = (l_1379_ >> 16u);
            uint l_1384_ = (l_1383_ & 65535u);
            uint l_1385_ = (l_1380_ & 65535u);
            uint l_1386_ = (l_1384_ + l_1385_);
            uint l_1387_ = (l_1381_ & 65535u);
            uint l_1388_ = (l_1386_ + l_1387_);
            uint l_1389_ = (l_1380_ >> 16u);
            uint l_1390_ = (l_1389_ & 65535u);
            uint l_1391_ = (l_1382_ + l_1390_);
            uint l_1392_ = (l_1381_ >> 16u);
            uint l_1393_ = (l_1392_ & 65535u);
            uint l_1394_ = (l_1391_ + l_1393_);
            uint l_1395_ = (l_1388_ >> 16u);
            uint l_1396_ = (l_1395_ & 65535u);
            uint l_230_ = (l_1394_ + l_1396_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1096 = l_mut_90_;
            uint l_1398_ = (_e1096 & 65535u);
            uint _e1099 = l_mut_90_;
            uint l_1399_ = (_e1099 >> 16u);
            uint l_1400_ = (l_1399_ & 65535u);
            uint l_1401_ = (l_4_ & 65535u);
            uint l_1402_ = (l_4_ >> 16u);
            uint l_1403_ = (l_1402_ & 65535u);
            uint l_1404_ = (l_1398_ * l_1401_);
            uint l_1405_ = (l_1400_ * l_1401_);
            uint l_1406_ = (l_1398_ * l_1403_);
            uint l_1407_ = (l_1400_ * l_1403_);
            uint l_1408_ = (l_1404_ >> 16u);
            uint l_1409_ = (l_1408_ & 65535u);
            uint l_1410_ = (l_1405_ & 65535u);
            uint l_1411_ = (l_1409_ + l_1410_);
            uint l_1412_ = (l_1406_ & 65535u);
            uint l_1413_ = (l_1411_ + l_1412_);
            uint l_1414_ = (l_1405_ >> 16u);
            uint l_1415_ = (l_1414_ & 65535u);
            uint l_1416_ = (l_1407_ + l_1415_);
            uint l_1417_ = (l_1406_ >> 16u);
            uint l_1418_ = (l_1417_ & 65535u);
            uint l_1419_ = (l_1416_ + l_1418_);
            uint l_1420_ = (l_1413_ >> 16u);
            uint l_1421_ = (l_1420_ & 65535u);
            uint l_232_ = (l_1419_ + l_1421_);
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
            uint _e1157 = l_mut_213_;
            l_mut_145_ = _e1157;
            uint _e1158 = l_mut_151_;
            l_mut_213_ = _e1158;
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
                    uint _e1170 = l_mut_151_;
                    l_mut_145_ = _e1170;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e1171 = l_mut_40_;
            uint l_255_ = (_e1171 * l_4_);
            uint _e1173 = l_mut_90_;
            uint l_256_ = (_e1173 * l_4_);
            uint _e1175 = l_mut_40_;
            uint l_1423_ = (_e1175 & 65535u);
            uint _e1178 = l_mut_40_;
            uint l_1424_ = (_e1178 >> 16u);
            uint l_1425_ = (l_1424_ & 65535u);
            uint l_1426_ = (l_4_ & 65535u);
            uint l_1427_ = (l_4_ >> 16u);
            uint l_1428_ = (l_1427_ & 65535u);
            uint l_1429_ = (l_1423_ * l_1426_);
            uint l_1430_ = (l_1425_ * l_1426_);
            uint l_1431_ = (l_1423_ * l_1428_);
            uint l_1432_ = (l_1425_ * l_1428_);
            uint l_1433_ = (l_1429_ >> 16u);
            uint l_1434_ = (l_1433_ & 65535u);
            uint l_1435_ = (l_1430_ & 65535u);
            uint l_1436_ = (l_1434_ + l_1435_);
            uint l_1437_ = (l_1431_ & 65535u);
            uint l_1438_ = (l_1436_ + l_1437_);
            uint l_1439_ = (l_1430_ >> 16u);
            uint l_1440_ = (l_1439_ & 65535u);
            uint l_1441_ = (l_1432_ + l_1440_);
            uint l_1442_ = (l_1431_ >> 16u);
            uint l_1443_ = (l_1442_ & 65535u);
            uint l_1444_ = (l_1441_ + l_1443_);
            uint l_1445_ = (l_1438_ >> 16u);
            uint l_1446_ = (l_1445_ & 65535u);
            uint l_257_ = (l_1444_ + l_1446_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1219 = l_mut_90_;
            uint l_1448_ = (_e1219 & 65535u);
            uint _e1222 = l_mut_90_;
            uint l_1449_ = (_e1222 >> 16u);
            uint l_1450_ = (l_1449_ & 65535u);
            uint l_1451_ = (l_4_ & 65535u);
            uint l_1452_ = (l_4_ >> 16u);
            uint l_1453_ = (l_1452_ & 65535u);
            uint l_1454_ = (l_1448_ * l_1451_);
            uint l_1455_ = (l_1450_ * l_1451_);
            uint l_1456_ = (l_1448_ * l_1453_);
            uint l_1457_ = (l_1450_ * l_1453_);
            uint l_1458_ = (l_1454_ >> 16u);
            uint l_1459_ = (l_1458_ & 65535u);
            uint l_1460_ = (l_1455_ & 65535u);
            uint l_1461_ = (l_1459_ + l_1460_);
            uint l_1462_ = (l_1456_ & 65535u);
            uint l_1463_ = (l_1461_ + l_1462_);
            uint l_1464_ = (l_1455_ >> 16u);
            uint l_1465_ = (l_1464_ & 65535u);
            uint l_1466_ = (l_1457_ + l_1465_);
            uint l_1467_ = (l_1456_ >> 16u);
            uint l_1468_ = (l_1467_ & 65535u);
            uint l_1469_ = (l_1466_ + l_1468_);
            uint l_1470_ = (l_1463_ >> 16u);
            uint l_1471_ = (l_1470_ & 65535u);
            uint l_259_ = (l_1469_ + l_1471_);
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
            uint _e1280 = l_mut_151_;
            l_mut_275_ = _e1280;
            uint _e1281 = l_mut_269_;
            l_mut_151_ = _e1281;
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
                    uint _e1293 = l_mut_269_;
                    l_mut_275_ = _e1293;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e1294 = l_mut_219_;
            uint l_284_ = (_e1294 * l_4_);
            uint _e1296 = l_mut_219_;
            uint l_1473_ = (_e1296 & 65535u);
            uint _e1299 = l_mut_219_;
            uint l_1474_ = (_e1299 >> 16u);
            uint l_1475_ = (l_1474_ & 65535u);
            uint l_1476_ = (l_4_ & 65535u);
            uint l_1477_ = (l_4_ >> 16u);
            uint l_1478_ = (l_1477_ & 65535u);
            uint l_1479_ = (l_1473_ * l_1476_);
            uint l_1480_ = (l_1475_ * l_1476_);
            uint l_1481_ = (l_1473_ * l_1478_);
            uint l_1482_ = (l_1475_ * l_1478_);
            uint l_1483_ = (l_1479_ >> 16u);
            uint l_1484_ = (l_1483_ & 65535u);
            uint l_1485_ = (l_1480_ & 65535u);
            uint l_1486_ = (l_1484_ + l_1485_);
            uint l_1487_ = (l_1481_ & 65535u);
            uint l_1488_ = (l_1486_ + l_1487_);
            uint l_1489_ = (l_1480_ >> 16u);
            uint l_1490_ = (l_1489_ & 65535u);
            uint l_1491_ = (l_1482_ + l_1490_);
            uint l_1492_ = (l_1481_ >> 16u);
            uint l_1493_ = (l_1492_ & 65535u);
            uint l_1494_ = (l_1491_ + l_1493_);
            uint l_1495_ = (l_1488_ >> 16u);
            uint l_1496_ = (l_1495_ & 65535u);
            uint l_285_ = (l_1494_ + l_1496_);
            uint _e1339 = l_mut_75_;
            uint l_286_ = (_e1339 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e1342 = l_mut_275_;
            uint l_288_ = (_e1342 + l_284_);
            uint _e1344 = l_mut_151_;
            uint l_289_ = (_e1344 + l_287_);
            uint _e1346 = l_mut_275_;
            bool l_290_ = (l_288_ < _e1346);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e1350 = l_mut_145_;
            l_mut_102_ = _e1350;
            uint _e1351 = l_mut_213_;
            l_mut_96_ = _e1351;
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
                    uint _e1372 = l_mut_145_;
                    l_mut_219_ = _e1372;
                    uint _e1373 = l_mut_213_;
                    l_mut_151_ = _e1373;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e1378 = l_mut_213_;
                        uint l_307_ = (_e1378 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e1383 = l_mut_145_;
                            l_mut_90_ = _e1383;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e1386 = l_mut_145_;
                                uint l_310_ = (_e1386 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e1390 = l_mut_213_;
                                uint l_312_ = (_e1390 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e1393 = l_mut_213_;
                            uint l_314_ = (_e1393 >> l_121_);
                            uint _e1395 = l_mut_90_;
                            l_mut_219_ = _e1395;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e1396 = l_mut_275_;
                    uint _e1397 = l_mut_219_;
                    uint l_315_ = (_e1396 + _e1397);
                    uint _e1399 = l_mut_269_;
                    uint _e1400 = l_mut_151_;
                    uint l_316_ = (_e1399 + _e1400);
                    uint _e1402 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e1402);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e1407 = l_mut_102_;
                uint l_320_ = (0u - _e1407);
                uint _e1410 = l_mut_96_;
                uint l_321_ = (0u - _e1410);
                uint _e1413 = l_mut_102_;
                bool l_322_ = (0u < _e1413);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e1417 = l_mut_102_;
        uint l_325_ = (l_64_ - _e1417);
        uint _e1419 = l_mut_96_;
        uint l_326_ = (l_67_ - _e1419);
        uint _e1421 = l_mut_102_;
        bool l_327_ = (l_64_ < _e1421);
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
        uint _e1454 = l_mut_145_;
        bool l_351_ = (_e1454 < l_344_);
        uint _e1456 = l_mut_145_;
        bool l_352_ = (_e1456 == l_344_);
        uint _e1458 = l_mut_151_;
        bool l_353_ = (_e1458 < l_340_);
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
            bool _e1473 = l_mut_357_;
            l_mut_350_ = _e1473;
            l_mut_357_ = false;
        }
        bool _e1475 = l_mut_357_;
        if (_e1475) {
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
            uint _e1490 = l_mut_90_;
            uint l_368_ = (_e1490 * l_367_);
            uint _e1492 = l_mut_90_;
            uint l_1498_ = (_e1492 & 65535u);
            uint _e1495 = l_mut_90_;
            uint l_1499_ = (_e1495 >> 16u);
            uint l_1500_ = (l_1499_ & 65535u);
            uint l_1501_ = (l_367_ & 65535u);
            uint l_1502_ = (l_367_ >> 16u);
            uint l_1503_ = (l_1502_ & 65535u);
            uint l_1504_ = (l_1498_ * l_1501_);
            uint l_1505_ = (l_1500_ * l_1501_);
            uint l_1506_ = (l_1498_ * l_1503_);
            uint l_1507_ = (l_1500_ * l_1503_);
            uint l_1508_ = (l_1504_ >> 16u);
            uint l_1509_ = (l_1508_ & 65535u);
            uint l_1510_ = (l_1505_ & 65535u);
            uint l_1511_ = (l_1509_ + l_1510_);
            uint l_1512_ = (l_1506_ & 65535u);
            uint l_1513_ = (l_1511_ + l_1512_);
            uint l_1514_ = (l_1505_ >> 16u);
            uint l_1515_ = (l_1514_ & 65535u);
            uint l_1516_ = (l_1507_ + l_1515_);
            uint l_1517_ = (l_1506_ >> 16u);
            uint l_1518_ = (l_1517_ & 65535u);
            uint l_1519_ = (l_1516_ + l_1518_);
            uint l_1520_ = (l_1513_ >> 16u);
            uint l_1521_ = (l_1520_ & 65535u);
            uint l_369_ = (l_1519_ + l_1521_);
            uint _e1535 = l_mut_75_;
            uint l_370_ = (_e1535 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1541 = l_mut_90_;
            uint l_373_ = (_e1541 * l_372_);
            uint _e1543 = l_mut_75_;
            uint l_374_ = (_e1543 * l_372_);
            uint _e1545 = l_mut_90_;
            uint l_1523_ = (_e1545 & 65535u);
            uint _e1548 = l_mut_90_;
            uint l_1524_ = (_e1548 >> 16u);
            uint l_1525_ = (l_1524_ & 65535u);
            uint l_1526_ = (l_372_ & 65535u);
            uint l_1527_ = (l_372_ >> 16u);
            uint l_1528_ = (l_1527_ & 65535u);
            uint l_1529_ = (l_1523_ * l_1526_);
            uint l_1530_ = (l_1525_ * l_1526_);
            uint l_1531_ = (l_1523_ * l_1528_);
            uint l_1532_ = (l_1525_ * l_1528_);
            uint l_1533_ = (l_1529_ >> 16u);
            uint l_1534_ = (l_1533_ & 65535u);
            uint l_1535_ = (l_1530_ & 65535u);
            uint l_1536_ = (l_1534_ + l_1535_);
            uint l_1537_ = (l_1531_ & 65535u);
            uint l_1538_ = (l_1536_ + l_1537_);
            uint l_1539_ = (l_1530_ >> 16u);
            uint l_1540_ = (l_1539_ & 65535u);
            uint l_1541_ = (l_1532_ + l_1540_);
            uint l_1542_ = (l_1531_ >> 16u);
            uint l_1543_ = (l_1542_ & 65535u);
            uint l_1544_ = (l_1541_ + l_1543_);
            uint l_1545_ = (l_1538_ >> 16u);
            uint l_1546_ = (l_1545_ & 65535u);
            uint l_375_ = (l_1544_ + l_1546_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1589 = l_mut_75_;
            uint l_1548_ = (_e1589 & 65535u);
            uint _e1592 = l_mut_75_;
            uint l_1549_ = (_e1592 >> 16u);
            uint l_1550_ = (l_1549_ & 65535u);
            uint l_1551_ = (l_372_ & 65535u);
            uint l_1552_ = (l_372_ >> 16u);
            uint l_1553_ = (l_1552_ & 65535u);
            uint l_1554_ = (l_1548_ * l_1551_);
            uint l_1555_ = (l_1550_ * l_1551_);
            uint l_1556_ = (l_1548_ * l_1553_);
            uint l_1557_ = (l_1550_ * l_1553_);
            uint l_1558_ = (l_1554_ >> 16u);
            uint l_1559_ = (l_1558_ & 65535u);
            uint l_1560_ = (l_1555_ & 65535u);
            uint l_1561_ = (l_1559_ + l_1560_);
            uint l_1562_ = (l_1556_ & 65535u);
            uint l_1563_ = (l_1561_ + l_1562_);
            uint l_1564_ = (l_1555_ >> 16u);
            uint l_1565_ = (l_1564_ & 65535u);
            uint l_1566_ = (l_1557_ + l_1565_);
            uint l_1567_ = (l_1556_ >> 16u);
            uint l_1568_ = (l_1567_ & 65535u);
            uint l_1569_ = (l_1566_ + l_1568_);
            uint l_1570_ = (l_1563_ >> 16u);
            uint l_1571_ = (l_1570_ & 65535u);
            uint l_377_ = (l_1569_ + l_1571_);
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
            uint _e1650 = l_mut_382_;
            l_mut_394_ = _e1650;
            uint _e1651 = l_mut_388_;
            l_mut_382_ = _e1651;
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
                    uint _e1663 = l_mut_388_;
                    l_mut_394_ = _e1663;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1664 = l_mut_394_;
            uint _e1665 = l_mut_382_;
            uint l_403_ = (_e1664 | _e1665);
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
                        uint _e1700 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1700);
                        uint _e1702 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1702);
                        uint _e1704 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1704);
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
                            uint _e1717 = l_mut_75_;
                            bool l_429_ = (_e1717 < l_409_);
                            uint _e1719 = l_mut_75_;
                            bool l_430_ = (_e1719 == l_409_);
                            uint _e1721 = l_mut_90_;
                            bool l_431_ = (_e1721 < l_405_);
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
                                        uint _e1828 = l_mut_442_;
                                        l_mut_442_ = (_e1828 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1743 = l_mut_442_;
                                    if ((_e1743 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1747 = l_mut_442_;
                                        uint l_443_ = (19u - _e1747);
                                        uint _e1749 = l_mut_439_;
                                        l_mut_444_ = _e1749;
                                        uint _e1750 = l_mut_440_;
                                        l_mut_445_ = _e1750;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1755 = l_mut_440_;
                                            uint l_448_ = (_e1755 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1760 = l_mut_439_;
                                                l_mut_450_ = _e1760;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1763 = l_mut_439_;
                                                    uint l_452_ = (_e1763 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1767 = l_mut_440_;
                                                    uint l_454_ = (_e1767 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1770 = l_mut_440_;
                                                uint l_456_ = (_e1770 >> l_443_);
                                                uint _e1772 = l_mut_450_;
                                                l_mut_444_ = _e1772;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1773 = l_mut_445_;
                                        uint _e1774 = l_mut_75_;
                                        bool l_457_ = (_e1773 < _e1774);
                                        uint _e1776 = l_mut_445_;
                                        uint _e1777 = l_mut_75_;
                                        bool l_458_ = (_e1776 == _e1777);
                                        uint _e1779 = l_mut_444_;
                                        uint _e1780 = l_mut_90_;
                                        bool l_459_ = (_e1779 < _e1780);
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
                                            uint _e1792 = l_mut_90_;
                                            l_mut_450_ = _e1792;
                                            uint _e1793 = l_mut_75_;
                                            l_mut_445_ = _e1793;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1798 = l_mut_90_;
                                                uint l_465_ = (_e1798 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1803 = l_mut_90_;
                                                    uint l_467_ = (_e1803 << l_443_);
                                                    uint _e1805 = l_mut_75_;
                                                    uint l_468_ = (_e1805 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1809 = l_mut_90_;
                                                    uint l_470_ = (_e1809 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1812 = l_mut_439_;
                                            uint _e1813 = l_mut_450_;
                                            uint l_472_ = (_e1812 - _e1813);
                                            uint _e1815 = l_mut_440_;
                                            uint _e1816 = l_mut_445_;
                                            uint l_473_ = (_e1815 - _e1816);
                                            uint _e1818 = l_mut_439_;
                                            uint _e1819 = l_mut_450_;
                                            bool l_474_ = (_e1818 < _e1819);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1825 = l_mut_441_;
                                            l_mut_441_ = (_e1825 | l_477_);
                                        }
                                    }
                                }
                                uint _e1830 = l_mut_441_;
                                uint l_478_ = min(_e1830, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1832 = l_mut_440_;
                                uint _e1833 = l_mut_75_;
                                bool l_479_ = (_e1832 < _e1833);
                                uint _e1835 = l_mut_440_;
                                uint _e1836 = l_mut_75_;
                                bool l_480_ = (_e1835 == _e1836);
                                uint _e1838 = l_mut_439_;
                                uint _e1839 = l_mut_90_;
                                bool l_481_ = (_e1838 < _e1839);
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
                                uint _e1851 = l_mut_450_;
                                l_mut_428_ = _e1851;
                            }
                            uint _e1852 = l_mut_90_;
                            uint _e1853 = l_mut_428_;
                            uint l_485_ = (_e1852 * _e1853);
                            uint _e1855 = l_mut_90_;
                            uint l_1573_ = (_e1855 & 65535u);
                            uint _e1858 = l_mut_90_;
                            uint l_1574_ = (_e1858 >> 16u);
                            uint l_1575_ = (l_1574_ & 65535u);
                            uint _e1863 = l_mut_428_;
                            uint l_1576_ = (_e1863 & 65535u);
                            uint _e1866 = l_mut_428_;
                            uint l_1577_ = (_e1866 >> 16u);
                            uint l_1578_ = (l_1577_ & 65535u);
                            uint l_1579_ = (l_1573_ * l_1576_);
                            uint l_1580_ = (l_1575_ * l_1576_);
                            uint l_1581_ = (l_1573_ * l_1578_);
                            uint l_1582_ = (l_1575_ * l_1578_);
                            uint l_1583_ = (l_1579_ >> 16u);
                            uint l_1584_ = (l_1583_ & 65535u);
                            uint l_1585_ = (l_1580_ & 65535u);
                            uint l_1586_ = (l_1584_ + l_1585_);
                            uint l_1587_ = (l_1581_ & 65535u);
                            uint l_1588_ = (l_1586_ + l_1587_);
                            uint l_1589_ = (l_1580_ >> 16u);
                            uint l_1590_ = (l_1589_ & 65535u);
                            uint l_1591_ = (l_1582_ + l_1590_);
                            uint l_1592_ = (l_1581_ >> 16u);
                            uint l_1593_ = (l_1592_ & 65535u);
                            uint l_1594_ = (l_1591_ + l_1593_);
                            uint l_1595_ = (l_1588_ >> 16u);
                            uint l_1596_ = (l_1595_ & 65535u);
                            uint l_486_ = (l_1594_ + l_1596_);
                            uint _e1900 = l_mut_75_;
                            uint _e1901 = l_mut_428_;
                            uint l_487_ = (_e1900 * _e1901);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1909 = l_mut_421_;
                            uint _e1910 = l_mut_75_;
                            bool l_494_ = (_e1909 < _e1910);
                            uint _e1912 = l_mut_421_;
                            uint _e1913 = l_mut_75_;
                            bool l_495_ = (_e1912 == _e1913);
                            uint _e1915 = l_mut_382_;
                            uint _e1916 = l_mut_90_;
                            bool l_496_ = (_e1915 < _e1916);
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
                                uint _e1928 = l_mut_382_;
                                uint _e1929 = l_mut_90_;
                                uint l_500_ = (_e1928 - _e1929);
                                uint _e1931 = l_mut_421_;
                                uint _e1932 = l_mut_75_;
                                uint l_501_ = (_e1931 - _e1932);
                                uint _e1934 = l_mut_382_;
                                uint _e1935 = l_mut_90_;
                                bool l_502_ = (_e1934 < _e1935);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1939 = l_mut_90_;
                        uint _e1940 = l_mut_382_;
                        uint l_505_ = (_e1939 - _e1940);
                        uint _e1942 = l_mut_75_;
                        uint _e1943 = l_mut_421_;
                        uint l_506_ = (_e1942 - _e1943);
                        uint _e1945 = l_mut_90_;
                        uint _e1946 = l_mut_382_;
                        bool l_507_ = (_e1945 < _e1946);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1950 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1950);
                        uint _e1952 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1952);
                        uint _e1954 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1954);
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
                            uint _e1966 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1966);
                            uint _e1968 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1968);
                            uint _e1970 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1970);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1974 = l_mut_445_;
                        uint _e1975 = l_mut_388_;
                        bool l_521_ = (_e1974 < _e1975);
                        uint _e1977 = l_mut_445_;
                        uint _e1978 = l_mut_388_;
                        bool l_522_ = (_e1977 == _e1978);
                        uint _e1980 = l_mut_450_;
                        uint _e1981 = l_mut_394_;
                        bool l_523_ = (_e1980 < _e1981);
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
                            uint _e1992 = l_mut_450_;
                            l_mut_394_ = _e1992;
                            uint _e1993 = l_mut_445_;
                            l_mut_388_ = _e1993;
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
                        uint _e2013 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e2013);
                        uint _e2015 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e2015);
                        uint _e2017 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e2017);
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
                            uint _e2030 = l_mut_75_;
                            bool l_543_ = (_e2030 < l_334_);
                            uint _e2032 = l_mut_75_;
                            bool l_544_ = (_e2032 == l_334_);
                            uint _e2034 = l_mut_90_;
                            bool l_545_ = (_e2034 < l_330_);
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
                                        uint _e2141 = l_mut_553_;
                                        l_mut_553_ = (_e2141 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2056 = l_mut_553_;
                                    if ((_e2056 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2060 = l_mut_553_;
                                        uint l_554_ = (19u - _e2060);
                                        uint _e2062 = l_mut_441_;
                                        l_mut_428_ = _e2062;
                                        uint _e2063 = l_mut_440_;
                                        l_mut_421_ = _e2063;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e2068 = l_mut_440_;
                                            uint l_557_ = (_e2068 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e2073 = l_mut_441_;
                                                l_mut_382_ = _e2073;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e2076 = l_mut_441_;
                                                    uint l_560_ = (_e2076 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e2080 = l_mut_440_;
                                                    uint l_562_ = (_e2080 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e2083 = l_mut_440_;
                                                uint l_564_ = (_e2083 >> l_554_);
                                                uint _e2085 = l_mut_382_;
                                                l_mut_428_ = _e2085;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e2086 = l_mut_421_;
                                        uint _e2087 = l_mut_75_;
                                        bool l_565_ = (_e2086 < _e2087);
                                        uint _e2089 = l_mut_421_;
                                        uint _e2090 = l_mut_75_;
                                        bool l_566_ = (_e2089 == _e2090);
                                        uint _e2092 = l_mut_428_;
                                        uint _e2093 = l_mut_90_;
                                        bool l_567_ = (_e2092 < _e2093);
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
                                            uint _e2105 = l_mut_90_;
                                            l_mut_428_ = _e2105;
                                            uint _e2106 = l_mut_75_;
                                            l_mut_421_ = _e2106;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e2111 = l_mut_90_;
                                                uint l_573_ = (_e2111 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e2116 = l_mut_90_;
                                                    uint l_575_ = (_e2116 << l_554_);
                                                    uint _e2118 = l_mut_75_;
                                                    uint l_576_ = (_e2118 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e2122 = l_mut_90_;
                                                    uint l_578_ = (_e2122 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e2125 = l_mut_441_;
                                            uint _e2126 = l_mut_428_;
                                            uint l_580_ = (_e2125 - _e2126);
                                            uint _e2128 = l_mut_440_;
                                            uint _e2129 = l_mut_421_;
                                            uint l_581_ = (_e2128 - _e2129);
                                            uint _e2131 = l_mut_441_;
                                            uint _e2132 = l_mut_428_;
                                            bool l_582_ = (_e2131 < _e2132);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e2138 = l_mut_439_;
                                            l_mut_439_ = (_e2138 | l_585_);
                                        }
                                    }
                                }
                                uint _e2143 = l_mut_439_;
                                uint l_586_ = min(_e2143, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e2145 = l_mut_440_;
                                uint _e2146 = l_mut_75_;
                                bool l_587_ = (_e2145 < _e2146);
                                uint _e2148 = l_mut_440_;
                                uint _e2149 = l_mut_75_;
                                bool l_588_ = (_e2148 == _e2149);
                                uint _e2151 = l_mut_441_;
                                uint _e2152 = l_mut_90_;
                                bool l_589_ = (_e2151 < _e2152);
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
                                uint _e2164 = l_mut_439_;
                                l_mut_444_ = _e2164;
                            }
                            uint _e2165 = l_mut_90_;
                            uint _e2166 = l_mut_444_;
                            uint l_593_ = (_e2165 * _e2166);
                            uint _e2168 = l_mut_90_;
                            uint l_1598_ = (_e2168 & 65535u);
                            uint _e2171 = l_mut_90_;
                            uint l_1599_ = (_e2171 >> 16u);
                            uint l_1600_ = (l_1599_ & 65535u);
                            uint _e2176 = l_mut_444_;
                            uint l_1601_ = (_e2176 & 65535u);
                            uint _e2179 = l_mut_444_;
                            uint l_1602_ = (_e2179 >> 16u);
                            uint l_1603_ = (l_1602_ & 65535u);
                            uint l_1604_ = (l_1598_ * l_1601_);
                            uint l_1605_ = (l_1600_ * l_1601_);
                            uint l_1606_ = (l_1598_ * l_1603_);
                            uint l_1607_ = (l_1600_ * l_1603_);
                            uint l_1608_ = (l_1604_ >> 16u);
                            uint l_1609_ = (l_1608_ & 65535u);
                            uint l_1610_ = (l_1605_ & 65535u);
                            uint l_1611_ = (l_1609_ + l_1610_);
                            uint l_1612_ = (l_1606_ & 65535u);
                            uint l_1613_ = (l_1611_ + l_1612_);
                            uint l_1614_ = (l_1605_ >> 16u);
                            uint l_1615_ = (l_1614_ & 65535u);
                            uint l_1616_ = (l_1607_ + l_1615_);
                            uint l_1617_ = (l_1606_ >> 16u);
                            uint l_1618_ = (l_1617_ & 65535u);
                            uint l_1619_ = (l_1616_ + l_1618_);
                            uint l_1620_ = (l_1613_ >> 16u);
                            uint l_1621_ = (l_1620_ & 65535u);
                            uint l_594_ = (l_1619_ + l_1621_);
                            uint _e2213 = l_mut_75_;
                            uint _e2214 = l_mut_444_;
                            uint l_595_ = (_e2213 * _e2214);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e2222 = l_mut_445_;
                            uint _e2223 = l_mut_75_;
                            bool l_602_ = (_e2222 < _e2223);
                            uint _e2225 = l_mut_445_;
                            uint _e2226 = l_mut_75_;
                            bool l_603_ = (_e2225 == _e2226);
                            uint _e2228 = l_mut_450_;
                            uint _e2229 = l_mut_90_;
                            bool l_604_ = (_e2228 < _e2229);
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
                                uint _e2241 = l_mut_450_;
                                uint _e2242 = l_mut_90_;
                                uint l_608_ = (_e2241 - _e2242);
                                uint _e2244 = l_mut_445_;
                                uint _e2245 = l_mut_75_;
                                uint l_609_ = (_e2244 - _e2245);
                                uint _e2247 = l_mut_450_;
                                uint _e2248 = l_mut_90_;
                                bool l_610_ = (_e2247 < _e2248);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e2252 = l_mut_445_;
                        uint _e2253 = l_mut_388_;
                        bool l_613_ = (_e2252 < _e2253);
                        uint _e2255 = l_mut_445_;
                        uint _e2256 = l_mut_388_;
                        bool l_614_ = (_e2255 == _e2256);
                        uint _e2258 = l_mut_450_;
                        uint _e2259 = l_mut_394_;
                        bool l_615_ = (_e2258 < _e2259);
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
                            uint _e2270 = l_mut_450_;
                            l_mut_394_ = _e2270;
                            uint _e2271 = l_mut_445_;
                            l_mut_388_ = _e2271;
                        }
                    }
                }
                uint _e2272 = l_mut_388_;
                bool l_618_ = (_e2272 < l_344_);
                uint _e2274 = l_mut_388_;
                bool l_619_ = (_e2274 == l_344_);
                uint _e2276 = l_mut_394_;
                bool l_620_ = (_e2276 < l_340_);
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
            uint _e2291 = l_mut_40_;
            bool l_626_ = (_e2291 > 0u);
            if (l_626_) {
                uint _e2294 = l_mut_40_;
                bool l_627_ = (_e2294 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        while(true) {
            bool _e2299 = l_mut_357_;
            bool l_629_ = !(_e2299);
            if (l_629_) {
                break;
            }
            uint _e2301 = l_mut_145_;
            uint _e2302 = l_mut_269_;
            bool l_630_ = (_e2301 < _e2302);
            uint _e2304 = l_mut_145_;
            uint _e2305 = l_mut_269_;
            bool l_631_ = (_e2304 == _e2305);
            uint _e2307 = l_mut_151_;
            uint _e2308 = l_mut_275_;
            bool l_632_ = (_e2307 < _e2308);
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
                uint _e2319 = l_mut_275_;
                uint _e2320 = l_mut_151_;
                uint l_635_ = (_e2319 - _e2320);
                uint _e2322 = l_mut_269_;
                uint _e2323 = l_mut_145_;
                uint l_636_ = (_e2322 - _e2323);
                uint _e2325 = l_mut_275_;
                uint _e2326 = l_mut_151_;
                bool l_637_ = (_e2325 < _e2326);
                uint l_638_ = uint(l_637_);
                uint l_639_ = (l_636_ - l_638_);
                l_mut_450_ = l_635_;
                l_mut_445_ = l_639_;
                uint _e2330 = l_mut_275_;
                l_mut_444_ = _e2330;
                uint _e2331 = l_mut_269_;
                l_mut_441_ = _e2331;
                uint _e2332 = l_mut_445_;
                uint _e2333 = l_mut_269_;
                bool l_640_ = (_e2332 < _e2333);
                uint _e2335 = l_mut_445_;
                uint _e2336 = l_mut_269_;
                bool l_641_ = (_e2335 == _e2336);
                uint _e2338 = l_mut_450_;
                uint _e2339 = l_mut_275_;
                bool l_642_ = (_e2338 < _e2339);
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
                    uint _e2350 = l_mut_450_;
                    l_mut_444_ = _e2350;
                    uint _e2351 = l_mut_445_;
                    l_mut_441_ = _e2351;
                }
                l_mut_645_ = false;
                l_mut_645_ = true;
                l_mut_450_ = 0u;
                uint _e2355 = l_mut_219_;
                uint _e2356 = l_mut_213_;
                uint l_646_ = (_e2355 | _e2356);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e2361 = l_mut_645_;
                if (_e2361) {
                    local_44 = l_648_;
                } else {
                    local_44 = false;
                }
                bool l_649_ = local_44;
                uint _e2366 = l_mut_213_;
                uint _e2367 = l_mut_441_;
                bool l_650_ = (_e2366 < _e2367);
                uint _e2369 = l_mut_213_;
                uint _e2370 = l_mut_441_;
                bool l_651_ = (_e2369 == _e2370);
                uint _e2372 = l_mut_219_;
                uint _e2373 = l_mut_444_;
                bool l_652_ = (_e2372 < _e2373);
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
                uint _e2388 = l_mut_102_;
                uint _e2389 = l_mut_96_;
                uint l_656_ = (_e2388 + _e2389);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_48 = l_657_;
                } else {
                    local_48 = false;
                }
                bool l_658_ = local_48;
                if (l_658_) {
                    uint _e2396 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e2396);
                    uint _e2398 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e2398);
                    uint _e2400 = l_mut_102_;
                    uint l_661_ = (l_660_ / _e2400);
                    uint _e2402 = l_mut_444_;
                    uint l_662_ = (_e2402 - 1u);
                    uint _e2405 = l_mut_441_;
                    uint l_663_ = (_e2405 - 0u);
                    uint _e2408 = l_mut_444_;
                    bool l_664_ = (_e2408 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_445_ = l_662_;
                    l_mut_444_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2501 = l_mut_667_;
                            l_mut_667_ = (_e2501 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2416 = l_mut_667_;
                        if ((_e2416 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2420 = l_mut_667_;
                            uint l_668_ = (19u - _e2420);
                            uint _e2422 = l_mut_445_;
                            l_mut_440_ = _e2422;
                            uint _e2423 = l_mut_444_;
                            l_mut_439_ = _e2423;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e2428 = l_mut_444_;
                                uint l_671_ = (_e2428 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e2433 = l_mut_445_;
                                    l_mut_428_ = _e2433;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e2436 = l_mut_445_;
                                        uint l_674_ = (_e2436 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e2440 = l_mut_444_;
                                        uint l_676_ = (_e2440 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e2443 = l_mut_444_;
                                    uint l_678_ = (_e2443 >> l_668_);
                                    uint _e2445 = l_mut_428_;
                                    l_mut_440_ = _e2445;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e2446 = l_mut_439_;
                            uint _e2447 = l_mut_213_;
                            bool l_679_ = (_e2446 < _e2447);
                            uint _e2449 = l_mut_439_;
                            uint _e2450 = l_mut_213_;
                            bool l_680_ = (_e2449 == _e2450);
                            uint _e2452 = l_mut_440_;
                            uint _e2453 = l_mut_219_;
                            bool l_681_ = (_e2452 < _e2453);
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
                                uint _e2465 = l_mut_219_;
                                l_mut_440_ = _e2465;
                                uint _e2466 = l_mut_213_;
                                l_mut_439_ = _e2466;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e2471 = l_mut_219_;
                                    uint l_687_ = (_e2471 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e2476 = l_mut_219_;
                                        uint l_689_ = (_e2476 << l_668_);
                                        uint _e2478 = l_mut_213_;
                                        uint l_690_ = (_e2478 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e2482 = l_mut_219_;
                                        uint l_692_ = (_e2482 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e2485 = l_mut_445_;
                                uint _e2486 = l_mut_440_;
                                uint l_694_ = (_e2485 - _e2486);
                                uint _e2488 = l_mut_444_;
                                uint _e2489 = l_mut_439_;
                                uint l_695_ = (_e2488 - _e2489);
                                uint _e2491 = l_mut_445_;
                                uint _e2492 = l_mut_440_;
                                bool l_696_ = (_e2491 < _e2492);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_445_ = l_694_;
                                l_mut_444_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e2498 = l_mut_441_;
                                l_mut_441_ = (_e2498 | l_699_);
                            }
                        }
                    }
                    uint _e2503 = l_mut_441_;
                    uint l_700_ = min(_e2503, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e2505 = l_mut_444_;
                    uint _e2506 = l_mut_213_;
                    bool l_701_ = (_e2505 < _e2506);
                    uint _e2508 = l_mut_444_;
                    uint _e2509 = l_mut_213_;
                    bool l_702_ = (_e2508 == _e2509);
                    uint _e2511 = l_mut_445_;
                    uint _e2512 = l_mut_219_;
                    bool l_703_ = (_e2511 < _e2512);
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
                    uint _e2524 = l_mut_441_;
                    l_mut_450_ = _e2524;
                }
                uint _e2525 = l_mut_275_;
                l_mut_445_ = _e2525;
                uint _e2526 = l_mut_269_;
                l_mut_444_ = _e2526;
                uint _e2527 = l_mut_219_;
                l_mut_441_ = _e2527;
                uint _e2528 = l_mut_213_;
                l_mut_440_ = _e2528;
                uint _e2529 = l_mut_102_;
                l_mut_439_ = _e2529;
                uint _e2530 = l_mut_96_;
                l_mut_428_ = _e2530;
                uint _e2531 = l_mut_151_;
                l_mut_421_ = _e2531;
                uint _e2532 = l_mut_145_;
                l_mut_394_ = _e2532;
                l_mut_388_ = 0u;
                uint _e2534 = l_mut_450_;
                bool l_707_ = (_e2534 > 0u);
                if (l_707_) {
                    uint _e2537 = l_mut_219_;
                    uint _e2538 = l_mut_450_;
                    uint l_708_ = (_e2537 * _e2538);
                    uint _e2540 = l_mut_219_;
                    uint l_1623_ = (_e2540 & 65535u);
                    uint _e2543 = l_mut_219_;
                    uint l_1624_ = (_e2543 >> 16u);
                    uint l_1625_ = (l_1624_ & 65535u);
                    uint _e2548 = l_mut_450_;
                    uint l_1626_ = (_e2548 & 65535u);
                    uint _e2551 = l_mut_450_;
                    uint l_1627_ = (_e2551 >> 16u);
                    uint l_1628_ = (l_1627_ & 65535u);
                    uint l_1629_ = (l_1623_ * l_1626_);
                    uint l_1630_ = (l_1625_ * l_1626_);
                    uint l_1631_ = (l_1623_ * l_1628_);
                    uint l_1632_ = (l_1625_ * l_1628_);
                    uint l_1633_ = (l_1629_ >> 16u);
                    uint l_1634_ = (l_1633_ & 65535u);
                    uint l_1635_ = (l_1630_ & 65535u);
                    uint l_1636_ = (l_1634_ + l_1635_);
                    uint l_1637_ = (l_1631_ & 65535u);
                    uint l_1638_ = (l_1636_ + l_1637_);
                    uint l_1639_ = (l_1630_ >> 16u);
                    uint l_1640_ = (l_1639_ & 65535u);
                    uint l_1641_ = (l_1632_ + l_1640_);
                    uint l_1642_ = (l_1631_ >> 16u);
                    uint l_1643_ = (l_1642_ & 65535u);
                    uint l_1644_ = (l_1641_ + l_1643_);
                    uint l_1645_ = (l_1638_ >> 16u);
                    uint l_1646_ = (l_1645_ & 65535u);
                    uint l_709_ = (l_1644_ + l_1646_);
                    uint _e2585 = l_mut_213_;
                    uint _e2586 = l_mut_450_;
                    uint l_710_ = (_e2585 * _e2586);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e2589 = l_mut_275_;
                    uint l_712_ = (_e2589 - l_708_);
                    uint _e2591 = l_mut_269_;
                    uint l_713_ = (_e2591 - l_711_);
                    uint _e2593 = l_mut_275_;
                    bool l_714_ = (_e2593 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_445_ = l_712_;
                    l_mut_444_ = l_716_;
                    uint _e2597 = l_mut_450_;
                    uint _e2598 = l_mut_102_;
                    uint l_717_ = (_e2597 * _e2598);
                    uint _e2600 = l_mut_96_;
                    uint l_718_ = (_e2600 + l_717_);
                    l_mut_428_ = l_718_;
                } else {
                    uint _e2602 = l_mut_388_;
                    bool l_719_ = (_e2602 == 0u);
                    if (l_719_) {
                        uint _e2605 = l_mut_102_;
                        uint l_720_ = (l_4_ - _e2605);
                        uint _e2607 = l_mut_96_;
                        uint l_721_ = (l_720_ / _e2607);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e2612 = l_mut_275_;
                        uint _e2613 = l_mut_269_;
                        uint l_722_ = (_e2612 | _e2613);
                        bool l_723_ = (l_722_ == 0u);
                        if (l_723_) {
                            l_mut_450_ = l_721_;
                        } else {
                            bool _e2617 = l_mut_645_;
                            if (_e2617) {
                                uint _e2618 = l_mut_269_;
                                uint _e2619 = l_mut_213_;
                                bool l_724_ = (_e2618 < _e2619);
                                uint _e2621 = l_mut_269_;
                                uint _e2622 = l_mut_213_;
                                bool l_725_ = (_e2621 == _e2622);
                                uint _e2624 = l_mut_275_;
                                uint _e2625 = l_mut_219_;
                                bool l_726_ = (_e2624 < _e2625);
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
                                    uint _e2636 = l_mut_219_;
                                    uint l_729_ = (_e2636 - 1u);
                                    uint _e2639 = l_mut_213_;
                                    uint l_730_ = (_e2639 - 0u);
                                    uint _e2642 = l_mut_219_;
                                    bool l_731_ = (_e2642 < 1u);
                                    uint l_732_ = uint(l_731_);
                                    uint l_733_ = (l_730_ - l_732_);
                                    l_mut_382_ = l_729_;
                                    l_mut_90_ = l_733_;
                                    l_mut_75_ = 0u;
                                    l_mut_734_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e2735 = l_mut_734_;
                                            l_mut_734_ = (_e2735 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2650 = l_mut_734_;
                                        if ((_e2650 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2654 = l_mut_734_;
                                            uint l_735_ = (19u - _e2654);
                                            uint _e2656 = l_mut_382_;
                                            l_mut_40_ = _e2656;
                                            uint _e2657 = l_mut_90_;
                                            l_mut_736_ = _e2657;
                                            bool l_737_ = (l_735_ >= 32u);
                                            if (l_737_) {
                                                uint l_738_ = (l_735_ & 31u);
                                                uint _e2662 = l_mut_90_;
                                                uint l_739_ = (_e2662 >> l_738_);
                                                l_mut_40_ = l_739_;
                                                l_mut_736_ = 0u;
                                            } else {
                                                bool l_740_ = (l_735_ > 0u);
                                                if (l_740_) {
                                                    uint _e2667 = l_mut_382_;
                                                    l_mut_741_ = _e2667;
                                                    bool l_742_ = (l_735_ > 0u);
                                                    if (l_742_) {
                                                        uint _e2670 = l_mut_382_;
                                                        uint l_743_ = (_e2670 >> l_735_);
                                                        uint l_744_ = (32u - l_735_);
                                                        uint _e2674 = l_mut_90_;
                                                        uint l_745_ = (_e2674 << l_744_);
                                                        uint l_746_ = (l_743_ | l_745_);
                                                        l_mut_741_ = l_746_;
                                                    }
                                                    uint _e2677 = l_mut_90_;
                                                    uint l_747_ = (_e2677 >> l_735_);
                                                    uint _e2679 = l_mut_741_;
                                                    l_mut_40_ = _e2679;
                                                    l_mut_736_ = l_747_;
                                                }
                                            }
                                            uint _e2680 = l_mut_736_;
                                            uint _e2681 = l_mut_269_;
                                            bool l_748_ = (_e2680 < _e2681);
                                            uint _e2683 = l_mut_736_;
                                            uint _e2684 = l_mut_269_;
                                            bool l_749_ = (_e2683 == _e2684);
                                            uint _e2686 = l_mut_40_;
                                            uint _e2687 = l_mut_275_;
                                            bool l_750_ = (_e2686 < _e2687);
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
                                                uint _e2699 = l_mut_275_;
                                                l_mut_741_ = _e2699;
                                                uint _e2700 = l_mut_269_;
                                                l_mut_736_ = _e2700;
                                                bool l_754_ = (l_735_ >= 32u);
                                                if (l_754_) {
                                                    uint l_755_ = (l_735_ & 31u);
                                                    uint _e2705 = l_mut_275_;
                                                    uint l_756_ = (_e2705 << l_755_);
                                                    l_mut_741_ = 0u;
                                                    l_mut_736_ = l_756_;
                                                } else {
                                                    bool l_757_ = (l_735_ > 0u);
                                                    if (l_757_) {
                                                        uint _e2710 = l_mut_275_;
                                                        uint l_758_ = (_e2710 << l_735_);
                                                        uint _e2712 = l_mut_269_;
                                                        uint l_759_ = (_e2712 << l_735_);
                                                        uint l_760_ = (32u - l_735_);
                                                        uint _e2716 = l_mut_275_;
                                                        uint l_761_ = (_e2716 >> l_760_);
                                                        uint l_762_ = (l_759_ | l_761_);
                                                        l_mut_741_ = l_758_;
                                                        l_mut_736_ = l_762_;
                                                    }
                                                }
                                                uint _e2719 = l_mut_382_;
                                                uint _e2720 = l_mut_741_;
                                                uint l_763_ = (_e2719 - _e2720);
                                                uint _e2722 = l_mut_90_;
                                                uint _e2723 = l_mut_736_;
                                                uint l_764_ = (_e2722 - _e2723);
                                                uint _e2725 = l_mut_382_;
                                                uint _e2726 = l_mut_741_;
                                                bool l_765_ = (_e2725 < _e2726);
                                                uint l_766_ = uint(l_765_);
                                                uint l_767_ = (l_764_ - l_766_);
                                                l_mut_382_ = l_763_;
                                                l_mut_90_ = l_767_;
                                                uint l_768_ = (1u << l_735_);
                                                uint _e2732 = l_mut_75_;
                                                l_mut_75_ = (_e2732 | l_768_);
                                            }
                                        }
                                    }
                                    uint _e2737 = l_mut_75_;
                                    uint l_769_ = min(_e2737, l_721_);
                                    l_mut_741_ = l_769_;
                                    uint _e2739 = l_mut_90_;
                                    uint _e2740 = l_mut_269_;
                                    bool l_770_ = (_e2739 < _e2740);
                                    uint _e2742 = l_mut_90_;
                                    uint _e2743 = l_mut_269_;
                                    bool l_771_ = (_e2742 == _e2743);
                                    uint _e2745 = l_mut_382_;
                                    uint _e2746 = l_mut_275_;
                                    bool l_772_ = (_e2745 < _e2746);
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
                                    uint _e2758 = l_mut_741_;
                                    l_mut_450_ = _e2758;
                                }
                            } else {
                                uint _e2759 = l_mut_219_;
                                l_mut_741_ = _e2759;
                                uint _e2760 = l_mut_213_;
                                l_mut_736_ = _e2760;
                                while(true) {
                                    uint _e2761 = l_mut_269_;
                                    uint _e2762 = l_mut_736_;
                                    bool l_776_ = (_e2761 < _e2762);
                                    uint _e2764 = l_mut_269_;
                                    uint _e2765 = l_mut_736_;
                                    bool l_777_ = (_e2764 == _e2765);
                                    uint _e2767 = l_mut_275_;
                                    uint _e2768 = l_mut_741_;
                                    bool l_778_ = (_e2767 < _e2768);
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
                                    uint _e2779 = l_mut_450_;
                                    uint _e2780 = l_mut_96_;
                                    uint l_781_ = (_e2779 * _e2780);
                                    uint _e2782 = l_mut_102_;
                                    uint l_782_ = (_e2782 + l_781_);
                                    uint _e2784 = l_mut_96_;
                                    uint l_783_ = (l_782_ + _e2784);
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
                                    uint _e2792 = l_mut_741_;
                                    uint _e2793 = l_mut_275_;
                                    uint l_787_ = (_e2792 - _e2793);
                                    uint _e2795 = l_mut_736_;
                                    uint _e2796 = l_mut_269_;
                                    uint l_788_ = (_e2795 - _e2796);
                                    uint _e2798 = l_mut_741_;
                                    uint _e2799 = l_mut_275_;
                                    bool l_789_ = (_e2798 < _e2799);
                                    uint l_790_ = uint(l_789_);
                                    uint l_791_ = (l_788_ - l_790_);
                                    l_mut_741_ = l_787_;
                                    l_mut_736_ = l_791_;
                                    uint _e2803 = l_mut_450_;
                                    l_mut_450_ = (_e2803 + 1u);
                                }
                            }
                        }
                        uint _e2806 = l_mut_450_;
                        uint _e2807 = l_mut_96_;
                        uint l_792_ = (_e2806 * _e2807);
                        uint _e2809 = l_mut_102_;
                        uint l_793_ = (_e2809 + l_792_);
                        uint _e2811 = l_mut_96_;
                        uint l_794_ = (l_793_ + _e2811);
                        bool l_795_ = (l_794_ >= l_4_);
                        if (l_795_) {
                            l_mut_388_ = 1u;
                        } else {
                            uint _e2815 = l_mut_275_;
                            uint _e2816 = l_mut_450_;
                            uint l_796_ = (_e2815 * _e2816);
                            uint _e2818 = l_mut_275_;
                            uint l_1648_ = (_e2818 & 65535u);
                            uint _e2821 = l_mut_275_;
                            uint l_1649_ = (_e2821 >> 16u);
                            uint l_1650_ = (l_1649_ & 65535u);
                            uint _e2826 = l_mut_450_;
                            uint l_1651_ = (_e2826 & 65535u);
                            uint _e2829 = l_mut_450_;
                            uint l_1652_ = (_e2829 >> 16u);
                            uint l_1653_ = (l_1652_ & 65535u);
                            uint l_1654_ = (l_1648_ * l_1651_);
                            uint l_1655_ = (l_1650_ * l_1651_);
                            uint l_1656_ = (l_1648_ * l_1653_);
                            uint l_1657_ = (l_1650_ * l_1653_);
                            uint l_1658_ = (l_1654_ >> 16u);
                            uint l_1659_ = (l_1658_ & 65535u);
                            uint l_1660_ = (l_1655_ & 65535u);
                            uint l_1661_ = (l_1659_ + l_1660_);
                            uint l_1662_ = (l_1656_ & 65535u);
                            uint l_1663_ = (l_1661_ + l_1662_);
                            uint l_1664_ = (l_1655_ >> 16u);
                            uint l_1665_ = (l_1664_ & 65535u);
                            uint l_1666_ = (l_1657_ + l_1665_);
                            uint l_1667_ = (l_1656_ >> 16u);
                            uint l_1668_ = (l_1667_ & 65535u);
                            uint l_1669_ = (l_1666_ + l_1668_);
                            uint l_1670_ = (l_1663_ >> 16u);
                            uint l_1671_ = (l_1670_ & 65535u);
                            uint l_797_ = (l_1669_ + l_1671_);
                            uint _e2863 = l_mut_269_;
                            uint _e2864 = l_mut_450_;
                            uint l_798_ = (_e2863 * _e2864);
                            uint l_799_ = (l_797_ + l_798_);
                            uint _e2867 = l_mut_219_;
                            uint l_800_ = (_e2867 - l_796_);
                            uint _e2869 = l_mut_213_;
                            uint l_801_ = (_e2869 - l_799_);
                            uint _e2871 = l_mut_219_;
                            bool l_802_ = (_e2871 < l_796_);
                            uint l_803_ = uint(l_802_);
                            uint l_804_ = (l_801_ - l_803_);
                            l_mut_441_ = l_800_;
                            l_mut_440_ = l_804_;
                            uint _e2875 = l_mut_450_;
                            uint _e2876 = l_mut_96_;
                            uint l_805_ = (_e2875 * _e2876);
                            uint _e2878 = l_mut_102_;
                            uint l_806_ = (_e2878 + l_805_);
                            l_mut_439_ = l_806_;
                            uint _e2880 = l_mut_275_;
                            uint _e2881 = l_mut_441_;
                            uint l_807_ = (_e2880 - _e2881);
                            uint _e2883 = l_mut_269_;
                            uint _e2884 = l_mut_440_;
                            uint l_808_ = (_e2883 - _e2884);
                            uint _e2886 = l_mut_275_;
                            uint _e2887 = l_mut_441_;
                            bool l_809_ = (_e2886 < _e2887);
                            uint l_810_ = uint(l_809_);
                            uint l_811_ = (l_808_ - l_810_);
                            l_mut_445_ = l_807_;
                            l_mut_444_ = l_811_;
                            uint _e2891 = l_mut_96_;
                            uint _e2892 = l_mut_439_;
                            uint l_812_ = (_e2891 + _e2892);
                            l_mut_428_ = l_812_;
                        }
                    }
                }
                uint _e2894 = l_mut_445_;
                l_mut_275_ = _e2894;
                uint _e2895 = l_mut_444_;
                l_mut_269_ = _e2895;
                uint _e2896 = l_mut_441_;
                l_mut_219_ = _e2896;
                uint _e2897 = l_mut_440_;
                l_mut_213_ = _e2897;
                uint _e2898 = l_mut_439_;
                l_mut_102_ = _e2898;
                uint _e2899 = l_mut_428_;
                l_mut_96_ = _e2899;
                uint _e2900 = l_mut_421_;
                l_mut_151_ = _e2900;
                uint _e2901 = l_mut_394_;
                l_mut_145_ = _e2901;
                uint _e2902 = l_mut_388_;
                bool l_813_ = (_e2902 == 1u);
                l_mut_350_ = l_813_;
                uint _e2905 = l_mut_388_;
                bool l_814_ = (_e2905 == 0u);
                l_mut_357_ = l_814_;
            } else {
                uint _e2908 = l_mut_219_;
                uint _e2909 = l_mut_151_;
                uint l_815_ = (_e2908 - _e2909);
                uint _e2911 = l_mut_213_;
                uint _e2912 = l_mut_145_;
                uint l_816_ = (_e2911 - _e2912);
                uint _e2914 = l_mut_219_;
                uint _e2915 = l_mut_151_;
                bool l_817_ = (_e2914 < _e2915);
                uint l_818_ = uint(l_817_);
                uint l_819_ = (l_816_ - l_818_);
                l_mut_741_ = l_815_;
                l_mut_736_ = l_819_;
                uint _e2919 = l_mut_151_;
                uint l_820_ = (_e2919 - l_340_);
                uint _e2921 = l_mut_145_;
                uint l_821_ = (_e2921 - l_344_);
                uint _e2923 = l_mut_151_;
                bool l_822_ = (_e2923 < l_340_);
                uint l_823_ = uint(l_822_);
                uint l_824_ = (l_821_ - l_823_);
                l_mut_741_ = l_820_;
                l_mut_736_ = l_824_;
                uint _e2927 = l_mut_219_;
                l_mut_450_ = _e2927;
                uint _e2928 = l_mut_213_;
                l_mut_445_ = _e2928;
                uint _e2929 = l_mut_736_;
                uint _e2930 = l_mut_213_;
                bool l_825_ = (_e2929 < _e2930);
                uint _e2932 = l_mut_736_;
                uint _e2933 = l_mut_213_;
                bool l_826_ = (_e2932 == _e2933);
                uint _e2935 = l_mut_741_;
                uint _e2936 = l_mut_219_;
                bool l_827_ = (_e2935 < _e2936);
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
                    uint _e2947 = l_mut_741_;
                    l_mut_450_ = _e2947;
                    uint _e2948 = l_mut_736_;
                    l_mut_445_ = _e2948;
                }
                l_mut_645_ = false;
                l_mut_645_ = true;
                l_mut_741_ = 0u;
                uint _e2952 = l_mut_275_;
                uint _e2953 = l_mut_269_;
                uint l_830_ = (_e2952 | _e2953);
                bool l_831_ = (l_830_ == 0u);
                bool l_832_ = !(l_831_);
                bool _e2958 = l_mut_645_;
                if (_e2958) {
                    local_64 = l_832_;
                } else {
                    local_64 = false;
                }
                bool l_833_ = local_64;
                uint _e2963 = l_mut_269_;
                uint _e2964 = l_mut_445_;
                bool l_834_ = (_e2963 < _e2964);
                uint _e2966 = l_mut_269_;
                uint _e2967 = l_mut_445_;
                bool l_835_ = (_e2966 == _e2967);
                uint _e2969 = l_mut_275_;
                uint _e2970 = l_mut_450_;
                bool l_836_ = (_e2969 < _e2970);
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
                uint _e2985 = l_mut_96_;
                uint _e2986 = l_mut_102_;
                uint l_840_ = (_e2985 + _e2986);
                bool l_841_ = (l_840_ < l_4_);
                if (l_839_) {
                    local_68 = l_841_;
                } else {
                    local_68 = false;
                }
                bool l_842_ = local_68;
                if (l_842_) {
                    uint _e2993 = l_mut_96_;
                    uint l_843_ = (l_4_ - _e2993);
                    uint _e2995 = l_mut_102_;
                    uint l_844_ = (l_843_ - _e2995);
                    uint _e2997 = l_mut_96_;
                    uint l_845_ = (l_844_ / _e2997);
                    uint _e2999 = l_mut_450_;
                    uint l_846_ = (_e2999 - 1u);
                    uint _e3002 = l_mut_445_;
                    uint l_847_ = (_e3002 - 0u);
                    uint _e3005 = l_mut_450_;
                    bool l_848_ = (_e3005 < 1u);
                    uint l_849_ = uint(l_848_);
                    uint l_850_ = (l_847_ - l_849_);
                    l_mut_736_ = l_846_;
                    l_mut_450_ = l_850_;
                    l_mut_445_ = 0u;
                    l_mut_851_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3098 = l_mut_851_;
                            l_mut_851_ = (_e3098 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e3013 = l_mut_851_;
                        if ((_e3013 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3017 = l_mut_851_;
                            uint l_852_ = (19u - _e3017);
                            uint _e3019 = l_mut_736_;
                            l_mut_444_ = _e3019;
                            uint _e3020 = l_mut_450_;
                            l_mut_441_ = _e3020;
                            bool l_853_ = (l_852_ >= 32u);
                            if (l_853_) {
                                uint l_854_ = (l_852_ & 31u);
                                uint _e3025 = l_mut_450_;
                                uint l_855_ = (_e3025 >> l_854_);
                                l_mut_444_ = l_855_;
                                l_mut_441_ = 0u;
                            } else {
                                bool l_856_ = (l_852_ > 0u);
                                if (l_856_) {
                                    uint _e3030 = l_mut_736_;
                                    l_mut_440_ = _e3030;
                                    bool l_857_ = (l_852_ > 0u);
                                    if (l_857_) {
                                        uint _e3033 = l_mut_736_;
                                        uint l_858_ = (_e3033 >> l_852_);
                                        uint l_859_ = (32u - l_852_);
                                        uint _e3037 = l_mut_450_;
                                        uint l_860_ = (_e3037 << l_859_);
                                        uint l_861_ = (l_858_ | l_860_);
                                        l_mut_440_ = l_861_;
                                    }
                                    uint _e3040 = l_mut_450_;
                                    uint l_862_ = (_e3040 >> l_852_);
                                    uint _e3042 = l_mut_440_;
                                    l_mut_444_ = _e3042;
                                    l_mut_441_ = l_862_;
                                }
                            }
                            uint _e3043 = l_mut_441_;
                            uint _e3044 = l_mut_269_;
                            bool l_863_ = (_e3043 < _e3044);
                            uint _e3046 = l_mut_441_;
                            uint _e3047 = l_mut_269_;
                            bool l_864_ = (_e3046 == _e3047);
                            uint _e3049 = l_mut_444_;
                            uint _e3050 = l_mut_275_;
                            bool l_865_ = (_e3049 < _e3050);
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
                                uint _e3062 = l_mut_275_;
                                l_mut_444_ = _e3062;
                                uint _e3063 = l_mut_269_;
                                l_mut_441_ = _e3063;
                                bool l_869_ = (l_852_ >= 32u);
                                if (l_869_) {
                                    uint l_870_ = (l_852_ & 31u);
                                    uint _e3068 = l_mut_275_;
                                    uint l_871_ = (_e3068 << l_870_);
                                    l_mut_444_ = 0u;
                                    l_mut_441_ = l_871_;
                                } else {
                                    bool l_872_ = (l_852_ > 0u);
                                    if (l_872_) {
                                        uint _e3073 = l_mut_275_;
                                        uint l_873_ = (_e3073 << l_852_);
                                        uint _e3075 = l_mut_269_;
                                        uint l_874_ = (_e3075 << l_852_);
                                        uint l_875_ = (32u - l_852_);
                                        uint _e3079 = l_mut_275_;
                                        uint l_876_ = (_e3079 >> l_875_);
                                        uint l_877_ = (l_874_ | l_876_);
                                        l_mut_444_ = l_873_;
                                        l_mut_441_ = l_877_;
                                    }
                                }
                                uint _e3082 = l_mut_736_;
                                uint _e3083 = l_mut_444_;
                                uint l_878_ = (_e3082 - _e3083);
                                uint _e3085 = l_mut_450_;
                                uint _e3086 = l_mut_441_;
                                uint l_879_ = (_e3085 - _e3086);
                                uint _e3088 = l_mut_736_;
                                uint _e3089 = l_mut_444_;
                                bool l_880_ = (_e3088 < _e3089);
                                uint l_881_ = uint(l_880_);
                                uint l_882_ = (l_879_ - l_881_);
                                l_mut_736_ = l_878_;
                                l_mut_450_ = l_882_;
                                uint l_883_ = (1u << l_852_);
                                uint _e3095 = l_mut_445_;
                                l_mut_445_ = (_e3095 | l_883_);
                            }
                        }
                    }
                    uint _e3100 = l_mut_445_;
                    uint l_884_ = min(_e3100, l_845_);
                    l_mut_445_ = l_884_;
                    uint _e3102 = l_mut_450_;
                    uint _e3103 = l_mut_269_;
                    bool l_885_ = (_e3102 < _e3103);
                    uint _e3105 = l_mut_450_;
                    uint _e3106 = l_mut_269_;
                    bool l_886_ = (_e3105 == _e3106);
                    uint _e3108 = l_mut_736_;
                    uint _e3109 = l_mut_275_;
                    bool l_887_ = (_e3108 < _e3109);
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
                    uint _e3121 = l_mut_445_;
                    l_mut_741_ = _e3121;
                }
                uint _e3122 = l_mut_219_;
                l_mut_736_ = _e3122;
                uint _e3123 = l_mut_213_;
                l_mut_450_ = _e3123;
                uint _e3124 = l_mut_275_;
                l_mut_445_ = _e3124;
                uint _e3125 = l_mut_269_;
                l_mut_444_ = _e3125;
                uint _e3126 = l_mut_96_;
                l_mut_441_ = _e3126;
                uint _e3127 = l_mut_102_;
                l_mut_440_ = _e3127;
                uint _e3128 = l_mut_151_;
                l_mut_439_ = _e3128;
                uint _e3129 = l_mut_145_;
                l_mut_428_ = _e3129;
                l_mut_421_ = 0u;
                uint _e3131 = l_mut_741_;
                bool l_891_ = (_e3131 > 0u);
                if (l_891_) {
                    uint _e3134 = l_mut_275_;
                    uint _e3135 = l_mut_741_;
                    uint l_892_ = (_e3134 * _e3135);
                    uint _e3137 = l_mut_275_;
                    uint l_1673_ = (_e3137 & 65535u);
                    uint _e3140 = l_mut_275_;
                    uint l_1674_ = (_e3140 >> 16u);
                    uint l_1675_ = (l_1674_ & 65535u);
                    uint _e3145 = l_mut_741_;
                    uint l_1676_ = (_e3145 & 65535u);
                    uint _e3148 = l_mut_741_;
                    uint l_1677_ = (_e3148 >> 16u);
                    uint l_1678_ = (l_1677_ & 65535u);
                    uint l_1679_ = (l_1673_ * l_1676_);
                    uint l_1680_ = (l_1675_ * l_1676_);
                    uint l_1681_ = (l_1673_ * l_1678_);
                    uint l_1682_ = (l_1675_ * l_1678_);
                    uint l_1683_ = (l_1679_ >> 16u);
                    uint l_1684_ = (l_1683_ & 65535u);
                    uint l_1685_ = (l_1680_ & 65535u);
                    uint l_1686_ = (l_1684_ + l_1685_);
                    uint l_1687_ = (l_1681_ & 65535u);
                    uint l_1688_ = (l_1686_ + l_1687_);
                    uint l_1689_ = (l_1680_ >> 16u);
                    uint l_1690_ = (l_1689_ & 65535u);
                    uint l_1691_ = (l_1682_ + l_1690_);
                    uint l_1692_ = (l_1681_ >> 16u);
                    uint l_1693_ = (l_1692_ & 65535u);
                    uint l_1694_ = (l_1691_ + l_1693_);
                    uint l_1695_ = (l_1688_ >> 16u);
                    uint l_1696_ = (l_1695_ & 65535u);
                    uint l_893_ = (l_1694_ + l_1696_);
                    uint _e3182 = l_mut_269_;
                    uint _e3183 = l_mut_741_;
                    uint l_894_ = (_e3182 * _e3183);
                    uint l_895_ = (l_893_ + l_894_);
                    uint _e3186 = l_mut_151_;
                    uint l_896_ = (_e3186 - l_892_);
                    uint _e3188 = l_mut_145_;
                    uint l_897_ = (_e3188 - l_895_);
                    uint _e3190 = l_mut_151_;
                    bool l_898_ = (_e3190 < l_892_);
                    uint l_899_ = uint(l_898_);
                    uint l_900_ = (l_897_ - l_899_);
                    l_mut_439_ = l_896_;
                    l_mut_428_ = l_900_;
                    uint _e3194 = l_mut_219_;
                    uint l_901_ = (_e3194 - l_892_);
                    uint _e3196 = l_mut_213_;
                    uint l_902_ = (_e3196 - l_895_);
                    uint _e3198 = l_mut_219_;
                    bool l_903_ = (_e3198 < l_892_);
                    uint l_904_ = uint(l_903_);
                    uint l_905_ = (l_902_ - l_904_);
                    l_mut_736_ = l_901_;
                    l_mut_450_ = l_905_;
                    uint _e3202 = l_mut_741_;
                    uint _e3203 = l_mut_96_;
                    uint l_906_ = (_e3202 * _e3203);
                    uint _e3205 = l_mut_102_;
                    uint l_907_ = (_e3205 + l_906_);
                    l_mut_440_ = l_907_;
                } else {
                    uint _e3207 = l_mut_151_;
                    uint _e3208 = l_mut_275_;
                    uint l_908_ = (_e3207 - _e3208);
                    uint _e3210 = l_mut_145_;
                    uint _e3211 = l_mut_269_;
                    uint l_909_ = (_e3210 - _e3211);
                    uint _e3213 = l_mut_151_;
                    uint _e3214 = l_mut_275_;
                    bool l_910_ = (_e3213 < _e3214);
                    uint l_911_ = uint(l_910_);
                    uint l_912_ = (l_909_ - l_911_);
                    l_mut_439_ = l_908_;
                    l_mut_428_ = l_912_;
                    uint _e3218 = l_mut_428_;
                    bool l_913_ = (_e3218 < l_344_);
                    uint _e3220 = l_mut_428_;
                    bool l_914_ = (_e3220 == l_344_);
                    uint _e3222 = l_mut_439_;
                    bool l_915_ = (_e3222 < l_340_);
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
                    uint _e3234 = l_mut_421_;
                    bool l_918_ = (_e3234 == 0u);
                    if (l_918_) {
                        uint _e3237 = l_mut_96_;
                        uint l_919_ = (l_4_ - _e3237);
                        uint _e3239 = l_mut_102_;
                        uint l_920_ = (l_919_ / _e3239);
                        l_mut_741_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e3244 = l_mut_219_;
                        uint _e3245 = l_mut_213_;
                        uint l_921_ = (_e3244 | _e3245);
                        bool l_922_ = (l_921_ == 0u);
                        if (l_922_) {
                            l_mut_741_ = l_920_;
                        } else {
                            bool _e3249 = l_mut_645_;
                            if (_e3249) {
                                uint _e3250 = l_mut_213_;
                                uint _e3251 = l_mut_269_;
                                bool l_923_ = (_e3250 < _e3251);
                                uint _e3253 = l_mut_213_;
                                uint _e3254 = l_mut_269_;
                                bool l_924_ = (_e3253 == _e3254);
                                uint _e3256 = l_mut_219_;
                                uint _e3257 = l_mut_275_;
                                bool l_925_ = (_e3256 < _e3257);
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
                                    uint _e3268 = l_mut_275_;
                                    uint l_928_ = (_e3268 - 1u);
                                    uint _e3271 = l_mut_269_;
                                    uint l_929_ = (_e3271 - 0u);
                                    uint _e3274 = l_mut_275_;
                                    bool l_930_ = (_e3274 < 1u);
                                    uint l_931_ = uint(l_930_);
                                    uint l_932_ = (l_929_ - l_931_);
                                    l_mut_394_ = l_928_;
                                    l_mut_388_ = l_932_;
                                    l_mut_382_ = 0u;
                                    l_mut_933_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3367 = l_mut_933_;
                                            l_mut_933_ = (_e3367 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3282 = l_mut_933_;
                                        if ((_e3282 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3286 = l_mut_933_;
                                            uint l_934_ = (19u - _e3286);
                                            uint _e3288 = l_mut_394_;
                                            l_mut_90_ = _e3288;
                                            uint _e3289 = l_mut_388_;
                                            l_mut_75_ = _e3289;
                                            bool l_935_ = (l_934_ >= 32u);
                                            if (l_935_) {
                                                uint l_936_ = (l_934_ & 31u);
                                                uint _e3294 = l_mut_388_;
                                                uint l_937_ = (_e3294 >> l_936_);
                                                l_mut_90_ = l_937_;
                                                l_mut_75_ = 0u;
                                            } else {
                                                bool l_938_ = (l_934_ > 0u);
                                                if (l_938_) {
                                                    uint _e3299 = l_mut_394_;
                                                    l_mut_40_ = _e3299;
                                                    bool l_939_ = (l_934_ > 0u);
                                                    if (l_939_) {
                                                        uint _e3302 = l_mut_394_;
                                                        uint l_940_ = (_e3302 >> l_934_);
                                                        uint l_941_ = (32u - l_934_);
                                                        uint _e3306 = l_mut_388_;
                                                        uint l_942_ = (_e3306 << l_941_);
                                                        uint l_943_ = (l_940_ | l_942_);
                                                        l_mut_40_ = l_943_;
                                                    }
                                                    uint _e3309 = l_mut_388_;
                                                    uint l_944_ = (_e3309 >> l_934_);
                                                    uint _e3311 = l_mut_40_;
                                                    l_mut_90_ = _e3311;
                                                    l_mut_75_ = l_944_;
                                                }
                                            }
                                            uint _e3312 = l_mut_75_;
                                            uint _e3313 = l_mut_213_;
                                            bool l_945_ = (_e3312 < _e3313);
                                            uint _e3315 = l_mut_75_;
                                            uint _e3316 = l_mut_213_;
                                            bool l_946_ = (_e3315 == _e3316);
                                            uint _e3318 = l_mut_90_;
                                            uint _e3319 = l_mut_219_;
                                            bool l_947_ = (_e3318 < _e3319);
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
                                                uint _e3331 = l_mut_219_;
                                                l_mut_90_ = _e3331;
                                                uint _e3332 = l_mut_213_;
                                                l_mut_75_ = _e3332;
                                                bool l_951_ = (l_934_ >= 32u);
                                                if (l_951_) {
                                                    uint l_952_ = (l_934_ & 31u);
                                                    uint _e3337 = l_mut_219_;
                                                    uint l_953_ = (_e3337 << l_952_);
                                                    l_mut_90_ = 0u;
                                                    l_mut_75_ = l_953_;
                                                } else {
                                                    bool l_954_ = (l_934_ > 0u);
                                                    if (l_954_) {
                                                        uint _e3342 = l_mut_219_;
                                                        uint l_955_ = (_e3342 << l_934_);
                                                        uint _e3344 = l_mut_213_;
                                                        uint l_956_ = (_e3344 << l_934_);
                                                        uint l_957_ = (32u - l_934_);
                                                        uint _e3348 = l_mut_219_;
                                                        uint l_958_ = (_e3348 >> l_957_);
                                                        uint l_959_ = (l_956_ | l_958_);
                                                        l_mut_90_ = l_955_;
                                                        l_mut_75_ = l_959_;
                                                    }
                                                }
                                                uint _e3351 = l_mut_394_;
                                                uint _e3352 = l_mut_90_;
                                                uint l_960_ = (_e3351 - _e3352);
                                                uint _e3354 = l_mut_388_;
                                                uint _e3355 = l_mut_75_;
                                                uint l_961_ = (_e3354 - _e3355);
                                                uint _e3357 = l_mut_394_;
                                                uint _e3358 = l_mut_90_;
                                                bool l_962_ = (_e3357 < _e3358);
                                                uint l_963_ = uint(l_962_);
                                                uint l_964_ = (l_961_ - l_963_);
                                                l_mut_394_ = l_960_;
                                                l_mut_388_ = l_964_;
                                                uint l_965_ = (1u << l_934_);
                                                uint _e3364 = l_mut_382_;
                                                l_mut_382_ = (_e3364 | l_965_);
                                            }
                                        }
                                    }
                                    uint _e3369 = l_mut_382_;
                                    uint l_966_ = min(_e3369, l_920_);
                                    l_mut_382_ = l_966_;
                                    uint _e3371 = l_mut_388_;
                                    uint _e3372 = l_mut_213_;
                                    bool l_967_ = (_e3371 < _e3372);
                                    uint _e3374 = l_mut_388_;
                                    uint _e3375 = l_mut_213_;
                                    bool l_968_ = (_e3374 == _e3375);
                                    uint _e3377 = l_mut_394_;
                                    uint _e3378 = l_mut_219_;
                                    bool l_969_ = (_e3377 < _e3378);
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
                                    uint _e3390 = l_mut_382_;
                                    l_mut_741_ = _e3390;
                                }
                            } else {
                                uint _e3391 = l_mut_275_;
                                l_mut_394_ = _e3391;
                                uint _e3392 = l_mut_269_;
                                l_mut_388_ = _e3392;
                                while(true) {
                                    uint _e3393 = l_mut_213_;
                                    uint _e3394 = l_mut_388_;
                                    bool l_973_ = (_e3393 < _e3394);
                                    uint _e3396 = l_mut_213_;
                                    uint _e3397 = l_mut_388_;
                                    bool l_974_ = (_e3396 == _e3397);
                                    uint _e3399 = l_mut_219_;
                                    uint _e3400 = l_mut_394_;
                                    bool l_975_ = (_e3399 < _e3400);
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
                                    uint _e3411 = l_mut_741_;
                                    uint _e3412 = l_mut_102_;
                                    uint l_978_ = (_e3411 * _e3412);
                                    uint _e3414 = l_mut_96_;
                                    uint l_979_ = (_e3414 + l_978_);
                                    uint _e3416 = l_mut_102_;
                                    uint l_980_ = (l_979_ + _e3416);
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
                                    uint _e3424 = l_mut_394_;
                                    uint _e3425 = l_mut_219_;
                                    uint l_984_ = (_e3424 - _e3425);
                                    uint _e3427 = l_mut_388_;
                                    uint _e3428 = l_mut_213_;
                                    uint l_985_ = (_e3427 - _e3428);
                                    uint _e3430 = l_mut_394_;
                                    uint _e3431 = l_mut_219_;
                                    bool l_986_ = (_e3430 < _e3431);
                                    uint l_987_ = uint(l_986_);
                                    uint l_988_ = (l_985_ - l_987_);
                                    l_mut_394_ = l_984_;
                                    l_mut_388_ = l_988_;
                                    uint _e3435 = l_mut_741_;
                                    l_mut_741_ = (_e3435 + 1u);
                                }
                            }
                        }
                        uint _e3438 = l_mut_741_;
                        uint _e3439 = l_mut_102_;
                        uint l_989_ = (_e3438 * _e3439);
                        uint _e3441 = l_mut_96_;
                        uint l_990_ = (_e3441 + l_989_);
                        uint _e3443 = l_mut_102_;
                        uint l_991_ = (l_990_ + _e3443);
                        bool l_992_ = (l_991_ >= l_4_);
                        if (l_992_) {
                            l_mut_421_ = 1u;
                        } else {
                            uint _e3447 = l_mut_219_;
                            uint _e3448 = l_mut_741_;
                            uint l_993_ = (_e3447 * _e3448);
                            uint _e3450 = l_mut_219_;
                            uint l_1698_ = (_e3450 & 65535u);
                            uint _e3453 = l_mut_219_;
                            uint l_1699_ = (_e3453 >> 16u);
                            uint l_1700_ = (l_1699_ & 65535u);
                            uint _e3458 = l_mut_741_;
                            uint l_1701_ = (_e3458 & 65535u);
                            uint _e3461 = l_mut_741_;
                            uint l_1702_ = (_e3461 >> 16u);
                            uint l_1703_ = (l_1702_ & 65535u);
                            uint l_1704_ = (l_1698_ * l_1701_);
                            uint l_1705_ = (l_1700_ * l_1701_);
                            uint l_1706_ = (l_1698_ * l_1703_);
                            uint l_1707_ = (l_1700_ * l_1703_);
                            uint l_1708_ = (l_1704_ >> 16u);
                            uint l_1709_ = (l_1708_ & 65535u);
                            uint l_1710_ = (l_1705_ & 65535u);
                            uint l_1711_ = (l_1709_ + l_1710_);
                            uint l_1712_ = (l_1706_ & 65535u);
                            uint l_1713_ = (l_1711_ + l_1712_);
                            uint l_1714_ = (l_1705_ >> 16u);
                            uint l_1715_ = (l_1714_ & 65535u);
                            uint l_1716_ = (l_1707_ + l_1715_);
                            uint l_1717_ = (l_1706_ >> 16u);
                            uint l_1718_ = (l_1717_ & 65535u);
                            uint l_1719_ = (l_1716_ + l_1718_);
                            uint l_1720_ = (l_1713_ >> 16u);
                            uint l_1721_ = (l_1720_ & 65535u);
                            uint l_994_ = (l_1719_ + l_1721_);
                            uint _e3495 = l_mut_213_;
                            uint _e3496 = l_mut_741_;
                            uint l_995_ = (_e3495 * _e3496);
                            uint l_996_ = (l_994_ + l_995_);
                            uint _e3499 = l_mut_275_;
                            uint l_997_ = (_e3499 - l_993_);
                            uint _e3501 = l_mut_269_;
                            uint l_998_ = (_e3501 - l_996_);
                            uint _e3503 = l_mut_275_;
                            bool l_999_ = (_e3503 < l_993_);
                            uint l_1000_ = uint(l_999_);
                            uint l_1001_ = (l_998_ - l_1000_);
                            l_mut_445_ = l_997_;
                            l_mut_444_ = l_1001_;
                            uint _e3507 = l_mut_741_;
                            uint _e3508 = l_mut_102_;
                            uint l_1002_ = (_e3507 * _e3508);
                            uint _e3510 = l_mut_96_;
                            uint l_1003_ = (_e3510 + l_1002_);
                            l_mut_441_ = l_1003_;
                            uint _e3512 = l_mut_219_;
                            uint _e3513 = l_mut_445_;
                            uint l_1004_ = (_e3512 - _e3513);
                            uint _e3515 = l_mut_213_;
                            uint _e3516 = l_mut_444_;
                            uint l_1005_ = (_e3515 - _e3516);
                            uint _e3518 = l_mut_219_;
                            uint _e3519 = l_mut_445_;
                            bool l_1006_ = (_e3518 < _e3519);
                            uint l_1007_ = uint(l_1006_);
                            uint l_1008_ = (l_1005_ - l_1007_);
                            l_mut_736_ = l_1004_;
                            l_mut_450_ = l_1008_;
                            uint _e3523 = l_mut_102_;
                            uint _e3524 = l_mut_441_;
                            uint l_1009_ = (_e3523 + _e3524);
                            l_mut_440_ = l_1009_;
                        }
                    }
                }
                uint _e3526 = l_mut_445_;
                l_mut_275_ = _e3526;
                uint _e3527 = l_mut_444_;
                l_mut_269_ = _e3527;
                uint _e3528 = l_mut_736_;
                l_mut_219_ = _e3528;
                uint _e3529 = l_mut_450_;
                l_mut_213_ = _e3529;
                uint _e3530 = l_mut_440_;
                l_mut_102_ = _e3530;
                uint _e3531 = l_mut_441_;
                l_mut_96_ = _e3531;
                uint _e3532 = l_mut_439_;
                l_mut_151_ = _e3532;
                uint _e3533 = l_mut_428_;
                l_mut_145_ = _e3533;
                uint _e3534 = l_mut_421_;
                bool l_1010_ = (_e3534 == 1u);
                l_mut_350_ = l_1010_;
                uint _e3537 = l_mut_421_;
                bool l_1011_ = (_e3537 == 0u);
                l_mut_357_ = l_1011_;
            }
        }
        bool _e3540 = l_mut_350_;
        bool l_1012_ = !(_e3540);
        if (l_1012_) {
            uint l_1723_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1724_ = (l_1723_ * 1u);
            uint l_1725_ = (l_1724_ - 1u);
            uint l_1726_ = min(0u, l_1725_);
            uint _e3555 = atomicAdd(_group_0_binding_5_cs[l_1726_], 1u);
            uint l_1015_ = _group_0_binding_6_cs.static_meta[10];
            bool l_1016_ = (_e3555 < l_1015_);
            if (l_1016_) {
                uint l_1728_ = _group_0_binding_6_cs.static_meta[4];
                uint l_1729_ = (l_1728_ * 1u);
                bool l_1730_ = (_e3555 < l_1729_);
                if (l_1730_) {
                    _group_0_binding_4_cs[_e3555] = id;
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
