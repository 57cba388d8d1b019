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
    uint l_mut_187_ = 0u;
    uint l_mut_188_ = 0u;
    uint l_mut_189_ = 0u;
    bool l_mut_190_ = false;
    bool l_mut_197_ = false;
    bool l_mut_200_ = false;
    uint l_mut_207_ = 0u;
    bool l_mut_208_ = false;
    uint l_mut_221_ = 0u;
    uint l_mut_222_ = 0u;
    uint l_mut_223_ = 0u;
    uint l_mut_226_ = 0u;
    uint l_mut_227_ = 0u;
    uint l_mut_232_ = 0u;
    uint l_mut_40_ = 0u;
    uint l_mut_645_ = 0u;
    uint l_mut_646_ = 0u;
    uint l_mut_651_ = 0u;
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
    uint l_mut_224_ = 0u;
    bool local_10 = false;
    bool local_11 = false;
    bool local_12 = false;
    bool local_13 = false;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    uint l_mut_324_ = 0u;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    uint l_mut_403_ = 0u;
    bool local_28 = false;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    uint l_mut_643_ = 0u;
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
    uint l_mut_743_ = 0u;
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    uint l_mut_823_ = 0u;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    uint l_mut_900_ = 0u;
    uint l_mut_907_ = 0u;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1066_ = _group_0_binding_6_cs.static_meta[5];
        uint l_1067_ = (l_1066_ * 1u);
        uint l_1068_ = (l_1067_ - 1u);
        uint l_1069_ = min(3u, l_1068_);
        uint _e62 = atomicAdd(_group_0_binding_5_cs[l_1069_], 1u);
    }
    uint l_982_ = _group_0_binding_6_cs.static_meta[3];
    uint l_983_ = (l_982_ * 1u);
    bool l_984_ = (0u < l_983_);
    uint l_985_ = (l_983_ - 1u);
    uint l_986_ = min(0u, l_985_);
    uint l_987_ = _group_0_binding_3_cs[l_986_];
    uint l_4_ = (l_984_ ? l_987_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_989_ = _group_0_binding_6_cs.static_meta[3];
    uint l_990_ = (l_989_ * 1u);
    bool l_991_ = (l_6_ < l_990_);
    uint l_992_ = (l_990_ - 1u);
    uint l_993_ = min(l_6_, l_992_);
    uint l_994_ = _group_0_binding_3_cs[l_993_];
    uint l_7_ = (l_991_ ? l_994_ : 0u);
    uint l_996_ = _group_0_binding_6_cs.static_meta[3];
    uint l_997_ = (l_996_ * 1u);
    bool l_998_ = (2u < l_997_);
    uint l_999_ = (l_997_ - 1u);
    uint l_1000_ = min(2u, l_999_);
    uint l_1001_ = _group_0_binding_3_cs[l_1000_];
    uint l_9_ = (l_998_ ? l_1001_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1003_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1004_ = (l_1003_ * 1u);
    bool l_1005_ = (l_11_ < l_1004_);
    uint l_1006_ = (l_1004_ - 1u);
    uint l_1007_ = min(l_11_, l_1006_);
    uint l_1008_ = _group_0_binding_3_cs[l_1007_];
    uint l_12_ = (l_1005_ ? l_1008_ : 0u);
    uint l_1010_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1011_ = (l_1010_ * 1u);
    bool l_1012_ = (4u < l_1011_);
    uint l_1013_ = (l_1011_ - 1u);
    uint l_1014_ = min(4u, l_1013_);
    uint l_1015_ = _group_0_binding_3_cs[l_1014_];
    uint l_14_ = (l_1012_ ? l_1015_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1017_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1018_ = (l_1017_ * 1u);
    bool l_1019_ = (l_16_ < l_1018_);
    uint l_1020_ = (l_1018_ - 1u);
    uint l_1021_ = min(l_16_, l_1020_);
    uint l_1022_ = _group_0_binding_3_cs[l_1021_];
    uint l_17_ = (l_1019_ ? l_1022_ : 0u);
    uint l_1024_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1025_ = (l_1024_ * 1u);
    bool l_1026_ = (6u < l_1025_);
    uint l_1027_ = (l_1025_ - 1u);
    uint l_1028_ = min(6u, l_1027_);
    uint l_1029_ = _group_0_binding_3_cs[l_1028_];
    uint l_19_ = (l_1026_ ? l_1029_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1031_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1032_ = (l_1031_ * 1u);
    bool l_1033_ = (l_21_ < l_1032_);
    uint l_1034_ = (l_1032_ - 1u);
    uint l_1035_ = min(l_21_, l_1034_);
    uint l_1036_ = _group_0_binding_3_cs[l_1035_];
    uint l_22_ = (l_1033_ ? l_1036_ : 0u);
    uint l_1038_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1039_ = (l_1038_ * 1u);
    bool l_1040_ = (8u < l_1039_);
    uint l_1041_ = (l_1039_ - 1u);
    uint l_1042_ = min(8u, l_1041_);
    uint l_1043_ = _group_0_binding_3_cs[l_1042_];
    uint l_24_ = (l_1040_ ? l_1043_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1045_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1046_ = (l_1045_ * 1u);
    bool l_1047_ = (l_26_ < l_1046_);
    uint l_1048_ = (l_1046_ - 1u);
    uint l_1049_ = min(l_26_, l_1048_);
    uint l_1050_ = _group_0_binding_3_cs[l_1049_];
    uint l_27_ = (l_1047_ ? l_1050_ : 0u);
    uint l_1052_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1053_ = (l_1052_ * 1u);
    bool l_1054_ = (10u < l_1053_);
    uint l_1055_ = (l_1053_ - 1u);
    uint l_1056_ = min(10u, l_1055_);
    uint l_1057_ = _group_0_binding_3_cs[l_1056_];
    uint l_29_ = (l_1054_ ? l_1057_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1059_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1060_ = (l_1059_ * 1u);
    bool l_1061_ = (l_31_ < l_1060_);
    uint l_1062_ = (l_1060_ - 1u);
    uint l_1063_ = min(l_31_, l_1062_);
    uint l_1064_ = _group_0_binding_3_cs[l_1063_];
    uint l_32_ = (l_1061_ ? l_1064_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_1071_ = (id & 65535u);
    uint l_1072_ = (id >> 16u);
    uint l_1073_ = (l_1072_ & 65535u);
    uint l_1074_ = (l_4_ & 65535u);
    uint l_1075_ = (l_4_ >> 16u);
    uint l_1076_ = (l_1075_ & 65535u);
    uint l_1077_ = (l_1071_ * l_1074_);
    uint l_1078_ = (l_1073_ * l_1074_);
    uint l_1079_ = (l_1071_ * l_1076_);
    uint l_1080_ = (l_1073_ * l_1076_);
    uint l_1081_ = (l_1077_ >> 16u);
    uint l_1082_ = (l_1081_ & 65535u);
    uint l_1083_ = (l_1078_ & 65535u);
    uint l_1084_ = (l_1082_ + l_1083_);
    uint l_1085_ = (l_1079_ & 65535u);
    uint l_1086_ = (l_1084_ + l_1085_);
    uint l_1087_ = (l_1078_ >> 16u);
    uint l_1088_ = (l_1087_ & 65535u);
    uint l_1089_ = (l_1080_ + l_1088_);
    uint l_1090_ = (l_1079_ >> 16u);
    uint l_1091_ = (l_1090_ & 65535u);
    uint l_1092_ = (l_1089_ + l_1091_);
    uint l_1093_ = (l_1086_ >> 16u);
    uint l_1094_ = (l_1093_ & 65535u);
    uint l_37_ = (l_1092_ + l_1094_);
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
    uint _e352 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e352 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_1096_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1097_ = (l_1096_ * 1u);
        bool l_1098_ = (l_58_ < l_1097_);
        uint l_1099_ = (l_1097_ - 1u);
        uint l_1100_ = min(l_58_, l_1099_);
        uint l_1101_ = _group_0_binding_0_cs[l_1100_];
        uint l_59_ = (l_1098_ ? l_1101_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1103_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1104_ = (l_1103_ * 1u);
        bool l_1105_ = (l_61_ < l_1104_);
        uint l_1106_ = (l_1104_ - 1u);
        uint l_1107_ = min(l_61_, l_1106_);
        uint l_1108_ = _group_0_binding_0_cs[l_1107_];
        uint l_62_ = (l_1105_ ? l_1108_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1110_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1111_ = (l_1110_ * 1u);
        bool l_1112_ = (l_63_ < l_1111_);
        uint l_1113_ = (l_1111_ - 1u);
        uint l_1114_ = min(l_63_, l_1113_);
        uint l_1115_ = _group_0_binding_1_cs[l_1114_];
        uint l_64_ = (l_1112_ ? l_1115_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1117_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1118_ = (l_1117_ * 1u);
        bool l_1119_ = (l_66_ < l_1118_);
        uint l_1120_ = (l_1118_ - 1u);
        uint l_1121_ = min(l_66_, l_1120_);
        uint l_1122_ = _group_0_binding_1_cs[l_1121_];
        uint l_67_ = (l_1119_ ? l_1122_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1124_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1125_ = (l_1124_ * 1u);
        bool l_1126_ = (l_68_ < l_1125_);
        uint l_1127_ = (l_1125_ - 1u);
        uint l_1128_ = min(l_68_, l_1127_);
        uint l_1129_ = _group_0_binding_2_cs[l_1128_];
        uint l_69_ = (l_1126_ ? l_1129_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1131_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1132_ = (l_1131_ * 1u);
        bool l_1133_ = (l_71_ < l_1132_);
        uint l_1134_ = (l_1132_ - 1u);
        uint l_1135_ = min(l_71_, l_1134_);
        uint l_1136_ = _group_0_binding_2_cs[l_1135_];
        uint l_72_ = (l_1133_ ? l_1136_ : 0u);
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
        uint _e476 = l_mut_40_;
        uint l_81_ = (_e476 * l_4_);
        uint _e478 = l_mut_75_;
        uint l_82_ = (_e478 * l_4_);
        uint _e480 = l_mut_40_;
        uint l_1138_ = (_e480 & 65535u);
        uint _e483 = l_mut_40_;
        uint l_1139_ = (_e483 >> 16u);
        uint l_1140_ = (l_1139_ & 65535u);
        uint l_1141_ = (l_4_ & 65535u);
        uint l_1142_ = (l_4_ >> 16u);
        uint l_1143_ = (l_1142_ & 65535u);
        uint l_1144_ = (l_1138_ * l_1141_);
        uint l_1145_ = (l_1140_ * l_1141_);
        uint l_1146_ = (l_1138_ * l_1143_);
        uint l_1147_ = (l_1140_ * l_1143_);
        uint l_1148_ = (l_1144_ >> 16u);
        uint l_1149_ = (l_1148_ & 65535u);
        uint l_1150_ = (l_1145_ & 65535u);
        uint l_1151_ = (l_1149_ + l_1150_);
        uint l_1152_ = (l_1146_ & 65535u);
        uint l_1153_ = (l_1151_ + l_1152_);
        uint l_1154_ = (l_1145_ >> 16u);
        uint l_1155_ = (l_1154_ & 65535u);
        uint l_1156_ = (l_1147_ + l_1155_);
        uint l_1157_ = (l_1146_ >> 16u);
        uint l_1158_ = (l_1157_ & 65535u);
        uint l_1159_ = (l_1156_ + l_1158_);
        uint l_1160_ = (l_1153_ >> 16u);
        uint l_1161_ = (l_1160_ & 65535u);
        uint l_83_ = (l_1159_ + l_1161_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e524 = l_mut_75_;
        uint l_1163_ = (_e524 & 65535u);
        uint _e527 = l_mut_75_;
        uint l_1164_ = (_e527 >> 16u);
        uint l_1165_ = (l_1164_ & 65535u);
        uint l_1166_ = (l_4_ & 65535u);
        uint l_1167_ = (l_4_ >> 16u);
        uint l_1168_ = (l_1167_ & 65535u);
        uint l_1169_ = (l_1163_ * l_1166_);
        uint l_1170_ = (l_1165_ * l_1166_);
        uint l_1171_ = (l_1163_ * l_1168_);
        uint l_1172_ = (l_1165_ * l_1168_);
        uint l_1173_ = (l_1169_ >> 16u);
        uint l_1174_ = (l_1173_ & 65535u);
        uint l_1175_ = (l_1170_ & 65535u);
        uint l_1176_ = (l_1174_ + l_1175_);
        uint l_1177_ = (l_1171_ & 65535u);
        uint l_1178_ = (l_1176_ + l_1177_);
        uint l_1179_ = (l_1170_ >> 16u);
        uint l_1180_ = (l_1179_ & 65535u);
        uint l_1181_ = (l_1172_ + l_1180_);
        uint l_1182_ = (l_1171_ >> 16u);
        uint l_1183_ = (l_1182_ & 65535u);
        uint l_1184_ = (l_1181_ + l_1183_);
        uint l_1185_ = (l_1178_ >> 16u);
        uint l_1186_ = (l_1185_ & 65535u);
        uint l_85_ = (l_1184_ + l_1186_);
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
        uint _e586 = l_mut_90_;
        l_mut_102_ = _e586;
        uint _e587 = l_mut_96_;
        l_mut_90_ = _e587;
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
                uint _e601 = l_mut_96_;
                l_mut_102_ = _e601;
                l_mut_90_ = l_110_;
            }
        }
        uint _e602 = l_mut_102_;
        l_mut_96_ = _e602;
        uint _e603 = l_mut_90_;
        l_mut_102_ = _e603;
        if (l_74_) {
            uint _e605 = l_mut_96_;
            uint l_111_ = (0u - _e605);
            uint _e608 = l_mut_102_;
            uint l_112_ = (0u - _e608);
            uint _e611 = l_mut_96_;
            bool l_113_ = (0u < _e611);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e615 = l_mut_96_;
        uint l_116_ = (l_59_ + _e615);
        uint _e617 = l_mut_102_;
        uint l_117_ = (l_62_ + _e617);
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
        uint _e637 = l_mut_102_;
        uint l_130_ = (_e637 * l_121_);
        uint _e639 = l_mut_96_;
        uint l_131_ = (_e639 * l_121_);
        uint _e641 = l_mut_102_;
        uint l_1188_ = (_e641 & 65535u);
        uint _e644 = l_mut_102_;
        uint l_1189_ = (_e644 >> 16u);
        uint l_1190_ = (l_1189_ & 65535u);
        uint l_1191_ = (l_121_ & 65535u);
        uint l_1192_ = (l_121_ >> 16u);
        uint l_1193_ = (l_1192_ & 65535u);
        uint l_1194_ = (l_1188_ * l_1191_);
        uint l_1195_ = (l_1190_ * l_1191_);
        uint l_1196_ = (l_1188_ * l_1193_);
        uint l_1197_ = (l_1190_ * l_1193_);
        uint l_1198_ = (l_1194_ >> 16u);
        uint l_1199_ = (l_1198_ & 65535u);
        uint l_1200_ = (l_1195_ & 65535u);
        uint l_1201_ = (l_1199_ + l_1200_);
        uint l_1202_ = (l_1196_ & 65535u);
        uint l_1203_ = (l_1201_ + l_1202_);
        uint l_1204_ = (l_1195_ >> 16u);
        uint l_1205_ = (l_1204_ & 65535u);
        uint l_1206_ = (l_1197_ + l_1205_);
        uint l_1207_ = (l_1196_ >> 16u);
        uint l_1208_ = (l_1207_ & 65535u);
        uint l_1209_ = (l_1206_ + l_1208_);
        uint l_1210_ = (l_1203_ >> 16u);
        uint l_1211_ = (l_1210_ & 65535u);
        uint l_132_ = (l_1209_ + l_1211_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e685 = l_mut_96_;
        uint l_1213_ = (_e685 & 65535u);
        uint _e688 = l_mut_96_;
        uint l_1214_ = (_e688 >> 16u);
        uint l_1215_ = (l_1214_ & 65535u);
        uint l_1216_ = (l_121_ & 65535u);
        uint l_1217_ = (l_121_ >> 16u);
        uint l_1218_ = (l_1217_ & 65535u);
        uint l_1219_ = (l_1213_ * l_1216_);
        uint l_1220_ = (l_1215_ * l_1216_);
        uint l_1221_ = (l_1213_ * l_1218_);
        uint l_1222_ = (l_1215_ * l_1218_);
        uint l_1223_ = (l_1219_ >> 16u);
        uint l_1224_ = (l_1223_ & 65535u);
        uint l_1225_ = (l_1220_ & 65535u);
        uint l_1226_ = (l_1224_ + l_1225_);
        uint l_1227_ = (l_1221_ & 65535u);
        uint l_1228_ = (l_1226_ + l_1227_);
        uint l_1229_ = (l_1220_ >> 16u);
        uint l_1230_ = (l_1229_ & 65535u);
        uint l_1231_ = (l_1222_ + l_1230_);
        uint l_1232_ = (l_1221_ >> 16u);
        uint l_1233_ = (l_1232_ & 65535u);
        uint l_1234_ = (l_1231_ + l_1233_);
        uint l_1235_ = (l_1228_ >> 16u);
        uint l_1236_ = (l_1235_ & 65535u);
        uint l_134_ = (l_1234_ + l_1236_);
        bool l_135_ = (l_133_ < l_131_);
        uint l_136_ = uint(l_135_);
        uint l_137_ = (l_134_ + l_136_);
        uint l_138_ = (l_122_ % 32u);
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
        uint _e747 = l_mut_90_;
        l_mut_40_ = _e747;
        uint _e748 = l_mut_75_;
        l_mut_90_ = _e748;
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
                uint _e762 = l_mut_75_;
                l_mut_40_ = _e762;
                l_mut_90_ = l_156_;
            }
        }
        uint _e763 = l_mut_40_;
        l_mut_102_ = _e763;
        uint _e764 = l_mut_90_;
        l_mut_96_ = _e764;
        if (l_124_) {
            uint _e766 = l_mut_102_;
            uint l_157_ = (0u - _e766);
            uint _e769 = l_mut_96_;
            uint l_158_ = (0u - _e769);
            uint _e772 = l_mut_102_;
            bool l_159_ = (0u < _e772);
            uint l_160_ = uint(l_159_);
            uint l_161_ = (l_158_ - l_160_);
            l_mut_102_ = l_157_;
            l_mut_96_ = l_161_;
        }
        uint _e776 = l_mut_102_;
        uint l_162_ = (l_64_ - _e776);
        uint _e778 = l_mut_96_;
        uint l_163_ = (l_67_ - _e778);
        uint _e780 = l_mut_102_;
        bool l_164_ = (l_64_ < _e780);
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
        uint _e813 = l_mut_187_;
        bool l_191_ = (_e813 < l_181_);
        uint _e815 = l_mut_187_;
        bool l_192_ = (_e815 == l_181_);
        uint _e817 = l_mut_40_;
        bool l_193_ = (_e817 < l_177_);
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
            bool _e832 = l_mut_197_;
            l_mut_190_ = _e832;
            l_mut_197_ = false;
        }
        l_mut_200_ = false;
        while(true) {
            bool _e835 = l_mut_197_;
            bool l_201_ = !(_e835);
            if (l_201_) {
                break;
            }
            uint _e837 = l_mut_187_;
            uint _e838 = l_mut_96_;
            bool l_202_ = (_e837 < _e838);
            uint _e840 = l_mut_187_;
            uint _e841 = l_mut_96_;
            bool l_203_ = (_e840 == _e841);
            uint _e843 = l_mut_40_;
            uint _e844 = l_mut_102_;
            bool l_204_ = (_e843 < _e844);
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
                uint _e857 = l_mut_102_;
                uint _e858 = l_mut_96_;
                uint l_209_ = (_e857 | _e858);
                bool l_210_ = (l_209_ == 0u);
                if (l_210_) {
                    l_mut_207_ = l_4_;
                } else {
                    bool _e862 = l_mut_208_;
                    if (_e862) {
                        uint _e863 = l_mut_96_;
                        uint _e864 = l_mut_75_;
                        bool l_211_ = (_e863 < _e864);
                        uint _e866 = l_mut_96_;
                        uint _e867 = l_mut_75_;
                        bool l_212_ = (_e866 == _e867);
                        uint _e869 = l_mut_102_;
                        uint _e870 = l_mut_90_;
                        bool l_213_ = (_e869 < _e870);
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
                            uint _e881 = l_mut_90_;
                            uint l_216_ = (_e881 - 1u);
                            uint _e884 = l_mut_75_;
                            uint l_217_ = (_e884 - 0u);
                            uint _e887 = l_mut_90_;
                            bool l_218_ = (_e887 < 1u);
                            uint l_219_ = uint(l_218_);
                            uint l_220_ = (l_217_ - l_219_);
                            l_mut_221_ = l_216_;
                            l_mut_222_ = l_220_;
                            l_mut_223_ = 0u;
                            l_mut_224_ = 0u;
                            bool loop_init = true;
                            while(true) {
                                if (!loop_init) {
                                    uint _e980 = l_mut_224_;
                                    l_mut_224_ = (_e980 + 1u);
                                }
                                loop_init = false;
                                uint _e895 = l_mut_224_;
                                if ((_e895 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e899 = l_mut_224_;
                                    uint l_225_ = (15u - _e899);
                                    uint _e901 = l_mut_221_;
                                    l_mut_226_ = _e901;
                                    uint _e902 = l_mut_222_;
                                    l_mut_227_ = _e902;
                                    bool l_228_ = (l_225_ >= 32u);
                                    if (l_228_) {
                                        uint l_229_ = (l_225_ & 31u);
                                        uint _e907 = l_mut_222_;
                                        uint l_230_ = (_e907 >> l_229_);
                                        l_mut_226_ = l_230_;
                                        l_mut_227_ = 0u;
                                    } else {
                                        bool l_231_ = (l_225_ > 0u);
                                        if (l_231_) {
                                            uint _e912 = l_mut_221_;
                                            l_mut_232_ = _e912;
                                            bool l_233_ = (l_225_ > 0u);
                                            if (l_233_) {
                                                uint _e915 = l_mut_221_;
                                                uint l_234_ = (_e915 >> l_225_);
                                                uint l_235_ = (32u - l_225_);
                                                uint _e919 = l_mut_222_;
                                                uint l_236_ = (_e919 << l_235_);
                                                uint l_237_ = (l_234_ | l_236_);
                                                l_mut_232_ = l_237_;
                                            }
                                            uint _e922 = l_mut_222_;
                                            uint l_238_ = (_e922 >> l_225_);
                                            uint _e924 = l_mut_232_;
                                            l_mut_226_ = _e924;
                                            l_mut_227_ = l_238_;
                                        }
                                    }
                                    uint _e925 = l_mut_227_;
                                    uint _e926 = l_mut_96_;
                                    bool l_239_ = (_e925 < _e926);
                                    uint _e928 = l_mut_227_;
                                    uint _e929 = l_mut_96_;
                                    bool l_240_ = (_e928 == _e929);
                                    uint _e931 = l_mut_226_;
                                    uint _e932 = l_mut_102_;
                                    bool l_241_ = (_e931 < _e932);
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
                                        uint _e944 = l_mut_102_;
                                        l_mut_232_ = _e944;
                                        uint _e945 = l_mut_96_;
                                        l_mut_227_ = _e945;
                                        bool l_245_ = (l_225_ >= 32u);
                                        if (l_245_) {
                                            uint l_246_ = (l_225_ & 31u);
                                            uint _e950 = l_mut_102_;
                                            uint l_247_ = (_e950 << l_246_);
                                            l_mut_232_ = 0u;
                                            l_mut_227_ = l_247_;
                                        } else {
                                            bool l_248_ = (l_225_ > 0u);
                                            if (l_248_) {
                                                uint _e955 = l_mut_102_;
                                                uint l_249_ = (_e955 << l_225_);
                                                uint _e957 = l_mut_96_;
                                                uint l_250_ = (_e957 << l_225_);
                                                uint l_251_ = (32u - l_225_);
                                                uint _e961 = l_mut_102_;
                                                uint l_252_ = (_e961 >> l_251_);
                                                uint l_253_ = (l_250_ | l_252_);
                                                l_mut_232_ = l_249_;
                                                l_mut_227_ = l_253_;
                                            }
                                        }
                                        uint _e964 = l_mut_221_;
                                        uint _e965 = l_mut_232_;
                                        uint l_254_ = (_e964 - _e965);
                                        uint _e967 = l_mut_222_;
                                        uint _e968 = l_mut_227_;
                                        uint l_255_ = (_e967 - _e968);
                                        uint _e970 = l_mut_221_;
                                        uint _e971 = l_mut_232_;
                                        bool l_256_ = (_e970 < _e971);
                                        uint l_257_ = uint(l_256_);
                                        uint l_258_ = (l_255_ - l_257_);
                                        l_mut_221_ = l_254_;
                                        l_mut_222_ = l_258_;
                                        uint l_259_ = (1u << l_225_);
                                        uint _e977 = l_mut_223_;
                                        l_mut_223_ = (_e977 | l_259_);
                                    }
                                }
                            }
                            uint _e982 = l_mut_223_;
                            uint l_260_ = min(_e982, l_4_);
                            l_mut_232_ = l_260_;
                            uint _e984 = l_mut_222_;
                            uint _e985 = l_mut_96_;
                            bool l_261_ = (_e984 < _e985);
                            uint _e987 = l_mut_222_;
                            uint _e988 = l_mut_96_;
                            bool l_262_ = (_e987 == _e988);
                            uint _e990 = l_mut_221_;
                            uint _e991 = l_mut_102_;
                            bool l_263_ = (_e990 < _e991);
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
                            uint _e1003 = l_mut_232_;
                            l_mut_207_ = _e1003;
                        }
                    } else {
                        uint _e1004 = l_mut_90_;
                        l_mut_232_ = _e1004;
                        uint _e1005 = l_mut_75_;
                        l_mut_227_ = _e1005;
                        while(true) {
                            uint _e1006 = l_mut_96_;
                            uint _e1007 = l_mut_227_;
                            bool l_267_ = (_e1006 < _e1007);
                            uint _e1009 = l_mut_96_;
                            uint _e1010 = l_mut_227_;
                            bool l_268_ = (_e1009 == _e1010);
                            uint _e1012 = l_mut_102_;
                            uint _e1013 = l_mut_232_;
                            bool l_269_ = (_e1012 < _e1013);
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
                            uint _e1024 = l_mut_207_;
                            uint _e1025 = l_mut_189_;
                            uint l_272_ = (_e1024 * _e1025);
                            uint _e1027 = l_mut_188_;
                            uint l_273_ = (_e1027 + l_272_);
                            uint _e1029 = l_mut_189_;
                            uint l_274_ = (l_273_ + _e1029);
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
                            uint _e1037 = l_mut_232_;
                            uint _e1038 = l_mut_102_;
                            uint l_278_ = (_e1037 - _e1038);
                            uint _e1040 = l_mut_227_;
                            uint _e1041 = l_mut_96_;
                            uint l_279_ = (_e1040 - _e1041);
                            uint _e1043 = l_mut_232_;
                            uint _e1044 = l_mut_102_;
                            bool l_280_ = (_e1043 < _e1044);
                            uint l_281_ = uint(l_280_);
                            uint l_282_ = (l_279_ - l_281_);
                            l_mut_232_ = l_278_;
                            l_mut_227_ = l_282_;
                            uint _e1048 = l_mut_207_;
                            l_mut_207_ = (_e1048 + 1u);
                        }
                    }
                }
                uint _e1051 = l_mut_207_;
                uint _e1052 = l_mut_189_;
                uint l_283_ = (_e1051 * _e1052);
                uint _e1054 = l_mut_188_;
                uint l_284_ = (_e1054 + l_283_);
                uint _e1056 = l_mut_189_;
                uint l_285_ = (l_284_ + _e1056);
                bool l_286_ = (l_285_ >= l_4_);
                if (l_286_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e1061 = l_mut_102_;
                    uint _e1062 = l_mut_207_;
                    uint l_287_ = (_e1061 * _e1062);
                    uint _e1064 = l_mut_102_;
                    uint l_1238_ = (_e1064 & 65535u);
                    uint _e1067 = l_mut_102_;
                    uint l_1239_ = (_e1067 >> 16u);
                    uint l_1240_ = (l_1239_ & 65535u);
                    uint _e1072 = l_mut_207_;
                    uint l_1241_ = (_e1072 & 65535u);
                    uint _e1075 = l_mut_207_;
                    uint l_1242_ = (_e1075 >> 16u);
                    uint l_1243_ = (l_1242_ & 65535u);
                    uint l_1244_ = (l_1238_ * l_1241_);
                    uint l_1245_ = (l_1240_ * l_1241_);
                    uint l_1246_ = (l_1238_ * l_1243_);
                    uint l_1247_ = (l_1240_ * l_1243_);
                    uint l_1248_ = (l_1244_ >> 16u);
                    uint l_1249_ = (l_1248_ & 65535u);
                    uint l_1250_ = (l_1245_ & 65535u);
                    uint l_1251_ = (l_1249_ + l_1250_);
                    uint l_1252_ = (l_1246_ & 65535u);
                    uint l_1253_ = (l_1251_ + l_1252_);
                    uint l_1254_ = (l_1245_ >> 16u);
                    uint l_1255_ = (l_1254_ & 65535u);
                    uint l_1256_ = (l_1247_ + l_1255_);
                    uint l_1257_ = (l_1246_ >> 16u);
                    uint l_1258_ = (l_1257_ & 65535u);
                    uint l_1259_ = (l_1256_ + l_1258_);
                    uint l_1260_ = (l_1253_ >> 16u);
                    uint l_1261_ = (l_1260_ & 65535u);
                    uint l_288_ = (l_1259_ + l_1261_);
                    uint _e1109 = l_mut_96_;
                    uint _e1110 = l_mut_207_;
                    uint l_289_ = (_e1109 * _e1110);
                    uint l_290_ = (l_288_ + l_289_);
                    uint _e1113 = l_mut_90_;
                    uint l_291_ = (_e1113 - l_287_);
                    uint _e1115 = l_mut_75_;
                    uint l_292_ = (_e1115 - l_290_);
                    uint _e1117 = l_mut_90_;
                    bool l_293_ = (_e1117 < l_287_);
                    uint l_294_ = uint(l_293_);
                    uint l_295_ = (l_292_ - l_294_);
                    l_mut_90_ = l_291_;
                    l_mut_75_ = l_295_;
                    uint _e1121 = l_mut_207_;
                    uint _e1122 = l_mut_189_;
                    uint l_296_ = (_e1121 * _e1122);
                    uint _e1124 = l_mut_188_;
                    l_mut_188_ = (_e1124 + l_296_);
                    uint _e1126 = l_mut_102_;
                    uint _e1127 = l_mut_90_;
                    uint l_297_ = (_e1126 - _e1127);
                    uint _e1129 = l_mut_96_;
                    uint _e1130 = l_mut_75_;
                    uint l_298_ = (_e1129 - _e1130);
                    uint _e1132 = l_mut_102_;
                    uint _e1133 = l_mut_90_;
                    bool l_299_ = (_e1132 < _e1133);
                    uint l_300_ = uint(l_299_);
                    uint l_301_ = (l_298_ - l_300_);
                    l_mut_102_ = l_297_;
                    l_mut_96_ = l_301_;
                    uint _e1137 = l_mut_189_;
                    uint _e1138 = l_mut_188_;
                    l_mut_189_ = (_e1137 + _e1138);
                }
            } else {
                uint _e1140 = l_mut_40_;
                uint _e1141 = l_mut_102_;
                uint l_302_ = (_e1140 - _e1141);
                uint _e1143 = l_mut_187_;
                uint _e1144 = l_mut_96_;
                uint l_303_ = (_e1143 - _e1144);
                uint _e1146 = l_mut_40_;
                uint _e1147 = l_mut_102_;
                bool l_304_ = (_e1146 < _e1147);
                uint l_305_ = uint(l_304_);
                uint l_306_ = (l_303_ - l_305_);
                l_mut_40_ = l_302_;
                l_mut_187_ = l_306_;
                uint _e1151 = l_mut_187_;
                bool l_307_ = (_e1151 < l_181_);
                uint _e1153 = l_mut_187_;
                bool l_308_ = (_e1153 == l_181_);
                uint _e1155 = l_mut_40_;
                bool l_309_ = (_e1155 < l_177_);
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
                    uint _e1169 = l_mut_90_;
                    uint _e1170 = l_mut_75_;
                    uint l_312_ = (_e1169 | _e1170);
                    bool l_313_ = (l_312_ == 0u);
                    if (l_313_) {
                        l_mut_232_ = l_4_;
                    } else {
                        bool _e1174 = l_mut_208_;
                        if (_e1174) {
                            uint _e1175 = l_mut_75_;
                            uint _e1176 = l_mut_96_;
                            bool l_314_ = (_e1175 < _e1176);
                            uint _e1178 = l_mut_75_;
                            uint _e1179 = l_mut_96_;
                            bool l_315_ = (_e1178 == _e1179);
                            uint _e1181 = l_mut_90_;
                            uint _e1182 = l_mut_102_;
                            bool l_316_ = (_e1181 < _e1182);
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
                                uint _e1193 = l_mut_102_;
                                uint l_319_ = (_e1193 - 1u);
                                uint _e1196 = l_mut_96_;
                                uint l_320_ = (_e1196 - 0u);
                                uint _e1199 = l_mut_102_;
                                bool l_321_ = (_e1199 < 1u);
                                uint l_322_ = uint(l_321_);
                                uint l_323_ = (l_320_ - l_322_);
                                l_mut_227_ = l_319_;
                                l_mut_226_ = l_323_;
                                l_mut_223_ = 0u;
                                l_mut_324_ = 0u;
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e1292 = l_mut_324_;
                                        l_mut_324_ = (_e1292 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1207 = l_mut_324_;
                                    if ((_e1207 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1211 = l_mut_324_;
                                        uint l_325_ = (15u - _e1211);
                                        uint _e1213 = l_mut_227_;
                                        l_mut_222_ = _e1213;
                                        uint _e1214 = l_mut_226_;
                                        l_mut_221_ = _e1214;
                                        bool l_326_ = (l_325_ >= 32u);
                                        if (l_326_) {
                                            uint l_327_ = (l_325_ & 31u);
                                            uint _e1219 = l_mut_226_;
                                            uint l_328_ = (_e1219 >> l_327_);
                                            l_mut_222_ = l_328_;
                                            l_mut_221_ = 0u;
                                        } else {
                                            bool l_329_ = (l_325_ > 0u);
                                            if (l_329_) {
                                                uint _e1224 = l_mut_227_;
                                                l_mut_207_ = _e1224;
                                                bool l_330_ = (l_325_ > 0u);
                                                if (l_330_) {
                                                    uint _e1227 = l_mut_227_;
                                                    uint l_331_ = (_e1227 >> l_325_);
                                                    uint l_332_ = (32u - l_325_);
                                                    uint _e1231 = l_mut_226_;
                                                    uint l_333_ = (_e1231 << l_332_);
                                                    uint l_334_ = (l_331_ | l_333_);
                                                    l_mut_207_ = l_334_;
                                                }
                                                uint _e1234 = l_mut_226_;
                                                uint l_335_ = (_e1234 >> l_325_);
                                                uint _e1236 = l_mut_207_;
                                                l_mut_222_ = _e1236;
                                                l_mut_221_ = l_335_;
                                            }
                                        }
                                        uint _e1237 = l_mut_221_;
                                        uint _e1238 = l_mut_75_;
                                        bool l_336_ = (_e1237 < _e1238);
                                        uint _e1240 = l_mut_221_;
                                        uint _e1241 = l_mut_75_;
                                        bool l_337_ = (_e1240 == _e1241);
                                        uint _e1243 = l_mut_222_;
                                        uint _e1244 = l_mut_90_;
                                        bool l_338_ = (_e1243 < _e1244);
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
                                            uint _e1256 = l_mut_90_;
                                            l_mut_222_ = _e1256;
                                            uint _e1257 = l_mut_75_;
                                            l_mut_221_ = _e1257;
                                            bool l_342_ = (l_325_ >= 32u);
                                            if (l_342_) {
                                                uint l_343_ = (l_325_ & 31u);
                                                uint _e1262 = l_mut_90_;
                                                uint l_344_ = (_e1262 << l_343_);
                                                l_mut_222_ = 0u;
                                                l_mut_221_ = l_344_;
                                            } else {
                                                bool l_345_ = (l_325_ > 0u);
                                                if (l_345_) {
                                                    uint _e1267 = l_mut_90_;
                                                    uint l_346_ = (_e1267 << l_325_);
                                                    uint _e1269 = l_mut_75_;
                                                    uint l_347_ = (_e1269 << l_325_);
                                                    uint l_348_ = (32u - l_325_);
                                                    uint _e1273 = l_mut_90_;
                                                    uint l_349_ = (_e1273 >> l_348_);
                                                    uint l_350_ = (l_347_ | l_349_);
                                                    l_mut_222_ = l_346_;
                                                    l_mut_221_ = l_350_;
                                                }
                                            }
                                            uint _e1276 = l_mut_227_;
                                            uint _e1277 = l_mut_222_;
                                            uint l_351_ = (_e1276 - _e1277);
                                            uint _e1279 = l_mut_226_;
                                            uint _e1280 = l_mut_221_;
                                            uint l_352_ = (_e1279 - _e1280);
                                            uint _e1282 = l_mut_227_;
                                            uint _e1283 = l_mut_222_;
                                            bool l_353_ = (_e1282 < _e1283);
                                            uint l_354_ = uint(l_353_);
                                            uint l_355_ = (l_352_ - l_354_);
                                            l_mut_227_ = l_351_;
                                            l_mut_226_ = l_355_;
                                            uint l_356_ = (1u << l_325_);
                                            uint _e1289 = l_mut_223_;
                                            l_mut_223_ = (_e1289 | l_356_);
                                        }
                                    }
                                }
                                uint _e1294 = l_mut_223_;
                                uint l_357_ = min(_e1294, l_4_);
                                l_mut_223_ = l_357_;
                                uint _e1296 = l_mut_226_;
                                uint _e1297 = l_mut_75_;
                                bool l_358_ = (_e1296 < _e1297);
                                uint _e1299 = l_mut_226_;
                                uint _e1300 = l_mut_75_;
                                bool l_359_ = (_e1299 == _e1300);
                                uint _e1302 = l_mut_227_;
                                uint _e1303 = l_mut_90_;
                                bool l_360_ = (_e1302 < _e1303);
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
                                uint _e1315 = l_mut_223_;
                                l_mut_232_ = _e1315;
                            }
                        } else {
                            uint _e1316 = l_mut_102_;
                            l_mut_227_ = _e1316;
                            uint _e1317 = l_mut_96_;
                            l_mut_226_ = _e1317;
                            while(true) {
                                uint _e1318 = l_mut_75_;
                                uint _e1319 = l_mut_226_;
                                bool l_364_ = (_e1318 < _e1319);
                                uint _e1321 = l_mut_75_;
                                uint _e1322 = l_mut_226_;
                                bool l_365_ = (_e1321 == _e1322);
                                uint _e1324 = l_mut_90_;
                                uint _e1325 = l_mut_227_;
                                bool l_366_ = (_e1324 < _e1325);
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
                                uint _e1336 = l_mut_232_;
                                uint _e1337 = l_mut_188_;
                                uint l_369_ = (_e1336 * _e1337);
                                uint _e1339 = l_mut_189_;
                                uint l_370_ = (_e1339 + l_369_);
                                uint _e1341 = l_mut_188_;
                                uint l_371_ = (l_370_ + _e1341);
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
                                uint _e1349 = l_mut_227_;
                                uint _e1350 = l_mut_90_;
                                uint l_375_ = (_e1349 - _e1350);
                                uint _e1352 = l_mut_226_;
                                uint _e1353 = l_mut_75_;
                                uint l_376_ = (_e1352 - _e1353);
                                uint _e1355 = l_mut_227_;
                                uint _e1356 = l_mut_90_;
                                bool l_377_ = (_e1355 < _e1356);
                                uint l_378_ = uint(l_377_);
                                uint l_379_ = (l_376_ - l_378_);
                                l_mut_227_ = l_375_;
                                l_mut_226_ = l_379_;
                                uint _e1360 = l_mut_232_;
                                l_mut_232_ = (_e1360 + 1u);
                            }
                        }
                    }
                    uint _e1363 = l_mut_188_;
                    uint _e1364 = l_mut_189_;
                    uint l_380_ = (_e1363 + _e1364);
                    uint _e1366 = l_mut_232_;
                    uint _e1367 = l_mut_188_;
                    uint l_381_ = (_e1366 * _e1367);
                    uint l_382_ = (l_380_ + l_381_);
                    bool l_383_ = (l_382_ >= l_4_);
                    if (l_383_) {
                        l_mut_190_ = true;
                        l_mut_197_ = false;
                    } else {
                        uint _e1373 = l_mut_90_;
                        uint _e1374 = l_mut_232_;
                        uint l_384_ = (_e1373 * _e1374);
                        uint _e1376 = l_mut_90_;
                        uint l_1263_ = (_e1376 & 65535u);
                        uint _e1379 = l_mut_90_;
                        uint l_1264_ = (_e1379 >> 16u);
                        uint l_1265_ = (l_1264_ & 65535u);
                        uint _e1384 = l_mut_232_;
                        uint l_1266_ = (_e1384 & 65535u);
                        uint _e1387 = l_mut_232_;
                        uint l_1267_ = (_e1387 >> 16u);
                        uint l_1268_ = (l_1267_ & 65535u);
                        uint l_1269_ = (l_1263_ * l_1266_);
                        uint l_1270_ = (l_1265_ * l_1266_);
                        uint l_1271_ = (l_1263_ * l_1268_);
                        uint l_1272_ = (l_1265_ * l_1268_);
                        uint l_1273_ = (l_1269_ >> 16u);
                        uint l_1274_ = (l_1273_ & 65535u);
                        uint l_1275_ = (l_1270_ & 65535u);
                        uint l_1276_ = (l_1274_ + l_1275_);
                        uint l_1277_ = (l_1271_ & 65535u);
                        uint l_1278_ = (l_1276_ + l_1277_);
                        uint l_1279_ = (l_1270_ >> 16u);
                        uint l_1280_ = (l_1279_ & 65535u);
                        uint l_1281_ = (l_1272_ + l_1280_);
                        uint l_1282_ = (l_1271_ >> 16u);
                        uint l_1283_ = (l_1282_ & 65535u);
                        uint l_1284_ = (l_1281_ + l_1283_);
                        uint l_1285_ = (l_1278_ >> 16u);
                        uint l_1286_ = (l_1285_ & 65535u);
                        uint l_385_ = (l_1284_ + l_1286_);
                        uint _e1421 = l_mut_75_;
                        uint _e1422 = l_mut_232_;
                        uint l_386_ = (_e1421 * _e1422);
                        uint l_387_ = (l_385_ + l_386_);
                        uint _e1425 = l_mut_102_;
                        uint l_388_ = (_e1425 - l_384_);
                        uint _e1427 = l_mut_96_;
                        uint l_389_ = (_e1427 - l_387_);
                        uint _e1429 = l_mut_102_;
                        bool l_390_ = (_e1429 < l_384_);
                        uint l_391_ = uint(l_390_);
                        uint l_392_ = (l_389_ - l_391_);
                        l_mut_102_ = l_388_;
                        l_mut_96_ = l_392_;
                        uint _e1433 = l_mut_232_;
                        uint _e1434 = l_mut_188_;
                        uint l_393_ = (_e1433 * _e1434);
                        uint _e1436 = l_mut_189_;
                        l_mut_189_ = (_e1436 + l_393_);
                        uint _e1438 = l_mut_90_;
                        uint _e1439 = l_mut_102_;
                        uint l_394_ = (_e1438 - _e1439);
                        uint _e1441 = l_mut_75_;
                        uint _e1442 = l_mut_96_;
                        uint l_395_ = (_e1441 - _e1442);
                        uint _e1444 = l_mut_90_;
                        uint _e1445 = l_mut_102_;
                        bool l_396_ = (_e1444 < _e1445);
                        uint l_397_ = uint(l_396_);
                        uint l_398_ = (l_395_ - l_397_);
                        l_mut_90_ = l_394_;
                        l_mut_75_ = l_398_;
                        uint _e1449 = l_mut_188_;
                        uint _e1450 = l_mut_189_;
                        l_mut_188_ = (_e1449 + _e1450);
                    }
                }
            }
        }
        bool _e1452 = l_mut_190_;
        bool l_399_ = !(_e1452);
        if (l_399_) {
            uint l_1288_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1289_ = (l_1288_ * 1u);
            uint l_1290_ = (l_1289_ - 1u);
            uint l_1291_ = min(0u, l_1290_);
            uint _e1467 = atomicAdd(_group_0_binding_5_cs[l_1291_], 1u);
            uint l_402_ = (l_4_ / 8u);
            l_mut_232_ = 0u;
            l_mut_227_ = 0u;
            l_mut_226_ = 0u;
            bool loop_init_2 = true;
            while(true) {
                if (!loop_init_2) {
                    uint _e3122 = l_mut_403_;
                    l_mut_403_ = (_e3122 + 1u);
                }
                loop_init_2 = false;
                uint _e1475 = l_mut_403_;
                if ((_e1475 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1478 = l_mut_403_;
                    uint l_404_ = (_e1478 * l_402_);
                    bool l_405_ = (l_404_ < l_56_);
                    uint l_406_ = (l_4_ / 8u);
                    uint _e1483 = l_mut_403_;
                    uint l_407_ = (_e1483 * l_406_);
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
                    uint _e1498 = l_mut_223_;
                    uint l_416_ = (_e1498 * l_408_);
                    uint _e1500 = l_mut_222_;
                    uint l_417_ = (_e1500 * l_408_);
                    uint _e1502 = l_mut_223_;
                    uint l_1293_ = (_e1502 & 65535u);
                    uint _e1505 = l_mut_223_;
                    uint l_1294_ = (_e1505 >> 16u);
                    uint l_1295_ = (l_1294_ & 65535u);
                    uint l_1296_ = (l_408_ & 65535u);
                    uint l_1297_ = (l_408_ >> 16u);
                    uint l_1298_ = (l_1297_ & 65535u);
                    uint l_1299_ = (l_1293_ * l_1296_);
                    uint l_1300_ = (l_1295_ * l_1296_);
                    uint l_1301_ = (l_1293_ * l_1298_);
                    uint l_1302_ = (l_1295_ * l_1298_);
                    uint l_1303_ = (l_1299_ >> 16u);
                    uint l_1304_ = (l_1303_ & 65535u);
                    uint l_1305_ = (l_1300_ & 65535u);
                    uint l_1306_ = (l_1304_ + l_1305_);
                    uint l_1307_ = (l_1301_ & 65535u);
                    uint l_1308_ = (l_1306_ + l_1307_);
                    uint l_1309_ = (l_1300_ >> 16u);
                    uint l_1310_ = (l_1309_ & 65535u);
                    uint l_1311_ = (l_1302_ + l_1310_);
                    uint l_1312_ = (l_1301_ >> 16u);
                    uint l_1313_ = (l_1312_ & 65535u);
                    uint l_1314_ = (l_1311_ + l_1313_);
                    uint l_1315_ = (l_1308_ >> 16u);
                    uint l_1316_ = (l_1315_ & 65535u);
                    uint l_418_ = (l_1314_ + l_1316_);
                    uint l_419_ = (l_418_ + l_417_);
                    uint _e1546 = l_mut_222_;
                    uint l_1318_ = (_e1546 & 65535u);
                    uint _e1549 = l_mut_222_;
                    uint l_1319_ = (_e1549 >> 16u);
                    uint l_1320_ = (l_1319_ & 65535u);
                    uint l_1321_ = (l_408_ & 65535u);
                    uint l_1322_ = (l_408_ >> 16u);
                    uint l_1323_ = (l_1322_ & 65535u);
                    uint l_1324_ = (l_1318_ * l_1321_);
                    uint l_1325_ = (l_1320_ * l_1321_);
                    uint l_1326_ = (l_1318_ * l_1323_);
                    uint l_1327_ = (l_1320_ * l_1323_);
                    uint l_1328_ = (l_1324_ >> 16u);
                    uint l_1329_ = (l_1328_ & 65535u);
                    uint l_1330_ = (l_1325_ & 65535u);
                    uint l_1331_ = (l_1329_ + l_1330_);
                    uint l_1332_ = (l_1326_ & 65535u);
                    uint l_1333_ = (l_1331_ + l_1332_);
                    uint l_1334_ = (l_1325_ >> 16u);
                    uint l_1335_ = (l_1334_ & 65535u);
                    uint l_1336_ = (l_1327_ + l_1335_);
                    uint l_1337_ = (l_1326_ >> 16u);
                    uint l_1338_ = (l_1337_ & 65535u);
                    uint l_1339_ = (l_1336_ + l_1338_);
                    uint l_1340_ = (l_1333_ >> 16u);
                    uint l_1341_ = (l_1340_ & 65535u);
                    uint l_420_ = (l_1339_ + l_1341_);
                    bool l_421_ = (l_419_ < l_417_);
                    uint l_422_ = uint(l_421_);
                    uint l_423_ = (l_420_ + l_422_);
                    uint l_424_ = (l_9_ % 32u);
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
                    uint _e1608 = l_mut_221_;
                    l_mut_189_ = _e1608;
                    uint _e1609 = l_mut_207_;
                    l_mut_221_ = _e1609;
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
                            uint _e1623 = l_mut_207_;
                            l_mut_189_ = _e1623;
                            l_mut_221_ = l_442_;
                        }
                    }
                    uint _e1624 = l_mut_189_;
                    l_mut_223_ = _e1624;
                    uint _e1625 = l_mut_221_;
                    l_mut_222_ = _e1625;
                    if (l_410_) {
                        uint _e1627 = l_mut_223_;
                        uint l_443_ = (0u - _e1627);
                        uint _e1630 = l_mut_222_;
                        uint l_444_ = (0u - _e1630);
                        uint _e1633 = l_mut_223_;
                        bool l_445_ = (0u < _e1633);
                        uint l_446_ = uint(l_445_);
                        uint l_447_ = (l_444_ - l_446_);
                        l_mut_223_ = l_443_;
                        l_mut_222_ = l_447_;
                    }
                    uint _e1637 = l_mut_223_;
                    uint l_448_ = (l_59_ + _e1637);
                    uint _e1639 = l_mut_222_;
                    uint l_449_ = (l_62_ + _e1639);
                    bool l_450_ = (l_448_ < l_59_);
                    uint l_451_ = uint(l_450_);
                    uint l_452_ = (l_449_ + l_451_);
                    uint l_453_ = (l_59_ * l_407_);
                    uint l_1343_ = (l_59_ & 65535u);
                    uint l_1344_ = (l_59_ >> 16u);
                    uint l_1345_ = (l_1344_ & 65535u);
                    uint l_1346_ = (l_407_ & 65535u);
                    uint l_1347_ = (l_407_ >> 16u);
                    uint l_1348_ = (l_1347_ & 65535u);
                    uint l_1349_ = (l_1343_ * l_1346_);
                    uint l_1350_ = (l_1345_ * l_1346_);
                    uint l_1351_ = (l_1343_ * l_1348_);
                    uint l_1352_ = (l_1345_ * l_1348_);
                    uint l_1353_ = (l_1349_ >> 16u);
                    uint l_1354_ = (l_1353_ & 65535u);
                    uint l_1355_ = (l_1350_ & 65535u);
                    uint l_1356_ = (l_1354_ + l_1355_);
                    uint l_1357_ = (l_1351_ & 65535u);
                    uint l_1358_ = (l_1356_ + l_1357_);
                    uint l_1359_ = (l_1350_ >> 16u);
                    uint l_1360_ = (l_1359_ & 65535u);
                    uint l_1361_ = (l_1352_ + l_1360_);
                    uint l_1362_ = (l_1351_ >> 16u);
                    uint l_1363_ = (l_1362_ & 65535u);
                    uint l_1364_ = (l_1361_ + l_1363_);
                    uint l_1365_ = (l_1358_ >> 16u);
                    uint l_1366_ = (l_1365_ & 65535u);
                    uint l_454_ = (l_1364_ + l_1366_);
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
                    uint _e1706 = l_mut_223_;
                    uint l_470_ = (_e1706 * l_462_);
                    uint _e1708 = l_mut_222_;
                    uint l_471_ = (_e1708 * l_462_);
                    uint _e1710 = l_mut_223_;
                    uint l_1368_ = (_e1710 & 65535u);
                    uint _e1713 = l_mut_223_;
                    uint l_1369_ = (_e1713 >> 16u);
                    uint l_1370_ = (l_1369_ & 65535u);
                    uint l_1371_ = (l_462_ & 65535u);
                    uint l_1372_ = (l_462_ >> 16u);
                    uint l_1373_ = (l_1372_ & 65535u);
                    uint l_1374_ = (l_1368_ * l_1371_);
                    uint l_1375_ = (l_1370_ * l_1371_);
                    uint l_1376_ = (l_1368_ * l_1373_);
                    uint l_1377_ = (l_1370_ * l_1373_);
                    uint l_1378_ = (l_1374_ >> 16u);
                    uint l_1379_ = (l_1378_ & 65535u);
                    uint l_1380_ = (l_1375_ & 65535u);
                    uint l_1381_ = (l_1379_ + l_1380_);
                    uint l_1382_ = (l_1376_ & 65535u);
                    uint l_1383_ = (l_1381_ + l_1382_);
                    uint l_1384_ = (l_1375_ >> 16u);
                    uint l_1385_ = (l_1384_ & 65535u);
                    uint l_1386_ = (l_1377_ + l_1385_);
                    uint l_1387_ = (l_1376_ >> 16u);
                    uint l_1388_ = (l_1387_ & 65535u);
                    uint l_1389_ = (l_1386_ + l_1388_);
                    uint l_1390_ = (l_1383_ >> 16u);
                    uint l_1391_ = (l_1390_ & 65535u);
                    uint l_472_ = (l_1389_ + l_1391_);
                    uint l_473_ = (l_472_ + l_471_);
                    uint _e1754 = l_mut_222_;
                    uint l_1393_ = (_e1754 & 65535u);
                    uint _e1757 = l_mut_222_;
                    uint l_1394_ = (_e1757 >> 16u);
                    uint l_1395_ = (l_1394_ & 65535u);
                    uint l_1396_ = (l_462_ & 65535u);
                    uint l_1397_ = (l_462_ >> 16u);
                    uint l_1398_ = (l_1397_ & 65535u);
                    uint l_1399_ = (l_1393_ * l_1396_);
                    uint l_1400_ = (l_1395_ * l_1396_);
                    uint l_1401_ = (l_1393_ * l_1398_);
                    uint l_1402_ = (l_1395_ * l_1398_);
                    uint l_1403_ = (l_1399_ >> 16u);
                    uint l_1404_ = (l_1403_ & 65535u);
                    uint l_1405_ = (l_1400_ & 65535u);
                    uint l_1406_ = (l_1404_ + l_1405_);
                    uint l_1407_ = (l_1401_ & 65535u);
                    uint l_1408_ = (l_1406_ + l_1407_);
                    uint l_1409_ = (l_1400_ >> 16u);
                    uint l_1410_ = (l_1409_ & 65535u);
                    uint l_1411_ = (l_1402_ + l_1410_);
                    uint l_1412_ = (l_1401_ >> 16u);
                    uint l_1413_ = (l_1412_ & 65535u);
                    uint l_1414_ = (l_1411_ + l_1413_);
                    uint l_1415_ = (l_1408_ >> 16u);
                    uint l_1416_ = (l_1415_ & 65535u);
                    uint l_474_ = (l_1414_ + l_1416_);
                    bool l_475_ = (l_473_ < l_471_);
                    uint l_476_ = uint(l_475_);
                    uint l_477_ = (l_474_ + l_476_);
                    uint l_478_ = (l_9_ % 32u);
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
                    uint _e1816 = l_mut_221_;
                    l_mut_189_ = _e1816;
                    uint _e1817 = l_mut_207_;
                    l_mut_221_ = _e1817;
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
                            uint _e1831 = l_mut_207_;
                            l_mut_189_ = _e1831;
                            l_mut_221_ = l_496_;
                        }
                    }
                    uint _e1832 = l_mut_189_;
                    l_mut_223_ = _e1832;
                    uint _e1833 = l_mut_221_;
                    l_mut_222_ = _e1833;
                    if (l_464_) {
                        uint _e1835 = l_mut_223_;
                        uint l_497_ = (0u - _e1835);
                        uint _e1838 = l_mut_222_;
                        uint l_498_ = (0u - _e1838);
                        uint _e1841 = l_mut_223_;
                        bool l_499_ = (0u < _e1841);
                        uint l_500_ = uint(l_499_);
                        uint l_501_ = (l_498_ - l_500_);
                        l_mut_223_ = l_497_;
                        l_mut_222_ = l_501_;
                    }
                    uint _e1845 = l_mut_223_;
                    uint l_502_ = (l_457_ + _e1845);
                    uint _e1847 = l_mut_222_;
                    uint l_503_ = (l_461_ + _e1847);
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
                    uint _e1864 = l_mut_223_;
                    uint l_514_ = (_e1864 * l_406_);
                    uint _e1866 = l_mut_222_;
                    uint l_515_ = (_e1866 * l_406_);
                    uint _e1868 = l_mut_223_;
                    uint l_1418_ = (_e1868 & 65535u);
                    uint _e1871 = l_mut_223_;
                    uint l_1419_ = (_e1871 >> 16u);
                    uint l_1420_ = (l_1419_ & 65535u);
                    uint l_1421_ = (l_406_ & 65535u);
                    uint l_1422_ = (l_406_ >> 16u);
                    uint l_1423_ = (l_1422_ & 65535u);
                    uint l_1424_ = (l_1418_ * l_1421_);
                    uint l_1425_ = (l_1420_ * l_1421_);
                    uint l_1426_ = (l_1418_ * l_1423_);
                    uint l_1427_ = (l_1420_ * l_1423_);
                    uint l_1428_ = (l_1424_ >> 16u);
                    uint l_1429_ = (l_1428_ & 65535u);
                    uint l_1430_ = (l_1425_ & 65535u);
                    uint l_1431_ = (l_1429_ + l_1430_);
                    uint l_1432_ = (l_1426_ & 65535u);
                    uint l_1433_ = (l_1431_ + l_1432_);
                    uint l_1434_ = (l_1425_ >> 16u);
                    uint l_1435_ = (l_1434_ & 65535u);
                    uint l_1436_ = (l_1427_ + l_1435_);
                    uint l_1437_ = (l_1426_ >> 16u);
                    uint l_1438_ = (l_1437_ & 65535u);
                    uint l_1439_ = (l_1436_ + l_1438_);
                    uint l_1440_ = (l_1433_ >> 16u);
                    uint l_1441_ = (l_1440_ & 65535u);
                    uint l_516_ = (l_1439_ + l_1441_);
                    uint l_517_ = (l_516_ + l_515_);
                    uint _e1912 = l_mut_222_;
                    uint l_1443_ = (_e1912 & 65535u);
                    uint _e1915 = l_mut_222_;
                    uint l_1444_ = (_e1915 >> 16u);
                    uint l_1445_ = (l_1444_ & 65535u);
                    uint l_1446_ = (l_406_ & 65535u);
                    uint l_1447_ = (l_406_ >> 16u);
                    uint l_1448_ = (l_1447_ & 65535u);
                    uint l_1449_ = (l_1443_ * l_1446_);
                    uint l_1450_ = (l_1445_ * l_1446_);
                    uint l_1451_ = (l_1443_ * l_1448_);
                    uint l_1452_ = (l_1445_ * l_1448_);
                    uint l_1453_ = (l_1449_ >> 16u);
                    uint l_1454_ = (l_1453_ & 65535u);
                    uint l_1455_ = (l_1450_ & 65535u);
                    uint l_1456_ = (l_1454_ + l_1455_);
                    uint l_1457_ = (l_1451_ & 65535u);
                    uint l_1458_ = (l_1456_ + l_1457_);
                    uint l_1459_ = (l_1450_ >> 16u);
                    uint l_1460_ = (l_1459_ & 65535u);
                    uint l_1461_ = (l_1452_ + l_1460_);
                    uint l_1462_ = (l_1451_ >> 16u);
                    uint l_1463_ = (l_1462_ & 65535u);
                    uint l_1464_ = (l_1461_ + l_1463_);
                    uint l_1465_ = (l_1458_ >> 16u);
                    uint l_1466_ = (l_1465_ & 65535u);
                    uint l_518_ = (l_1464_ + l_1466_);
                    bool l_519_ = (l_517_ < l_515_);
                    uint l_520_ = uint(l_519_);
                    uint l_521_ = (l_518_ + l_520_);
                    uint l_522_ = (l_9_ % 32u);
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
                    uint _e1974 = l_mut_221_;
                    l_mut_189_ = _e1974;
                    uint _e1975 = l_mut_207_;
                    l_mut_221_ = _e1975;
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
                            uint _e1989 = l_mut_207_;
                            l_mut_189_ = _e1989;
                            l_mut_221_ = l_540_;
                        }
                    }
                    uint _e1990 = l_mut_189_;
                    l_mut_223_ = _e1990;
                    uint _e1991 = l_mut_221_;
                    l_mut_222_ = _e1991;
                    if (l_508_) {
                        uint _e1993 = l_mut_223_;
                        uint l_541_ = (0u - _e1993);
                        uint _e1996 = l_mut_222_;
                        uint l_542_ = (0u - _e1996);
                        uint _e1999 = l_mut_223_;
                        bool l_543_ = (0u < _e1999);
                        uint l_544_ = uint(l_543_);
                        uint l_545_ = (l_542_ - l_544_);
                        l_mut_223_ = l_541_;
                        l_mut_222_ = l_545_;
                    }
                    uint _e2003 = l_mut_223_;
                    uint l_546_ = (l_448_ + _e2003);
                    uint _e2005 = l_mut_222_;
                    uint l_547_ = (l_452_ + _e2005);
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
                    uint _e2025 = l_mut_223_;
                    uint l_560_ = (_e2025 * l_551_);
                    uint _e2027 = l_mut_222_;
                    uint l_561_ = (_e2027 * l_551_);
                    uint _e2029 = l_mut_223_;
                    uint l_1468_ = (_e2029 & 65535u);
                    uint _e2032 = l_mut_223_;
                    uint l_1469_ = (_e2032 >> 16u);
                    uint l_1470_ = (l_1469_ & 65535u);
                    uint l_1471_ = (l_551_ & 65535u);
                    uint l_1472_ = (l_551_ >> 16u);
                    uint l_1473_ = (l_1472_ & 65535u);
                    uint l_1474_ = (l_1468_ * l_1471_);
                    uint l_1475_ = (l_1470_ * l_1471_);
                    uint l_1476_ = (l_1468_ * l_1473_);
                    uint l_1477_ = (l_1470_ * l_1473_);
                    uint l_1478_ = (l_1474_ >> 16u);
                    uint l_1479_ = (l_1478_ & 65535u);
                    uint l_1480_ = (l_1475_ & 65535u);
                    uint l_1481_ = (l_1479_ + l_1480_);
                    uint l_1482_ = (l_1476_ & 65535u);
                    uint l_1483_ = (l_1481_ + l_1482_);
                    uint l_1484_ = (l_1475_ >> 16u);
                    uint l_1485_ = (l_1484_ & 65535u);
                    uint l_1486_ = (l_1477_ + l_1485_);
                    uint l_1487_ = (l_1476_ >> 16u);
                    uint l_1488_ = (l_1487_ & 65535u);
                    uint l_1489_ = (l_1486_ + l_1488_);
                    uint l_1490_ = (l_1483_ >> 16u);
                    uint l_1491_ = (l_1490_ & 65535u);
                    uint l_562_ = (l_1489_ + l_1491_);
                    uint l_563_ = (l_562_ + l_561_);
                    uint _e2073 = l_mut_222_;
                    uint l_1493_ = (_e2073 & 65535u);
                    uint _e2076 = l_mut_222_;
                    uint l_1494_ = (_e2076 >> 16u);
                    uint l_1495_ = (l_1494_ & 65535u);
                    uint l_1496_ = (l_551_ & 65535u);
                    uint l_1497_ = (l_551_ >> 16u);
                    uint l_1498_ = (l_1497_ & 65535u);
                    uint l_1499_ = (l_1493_ * l_1496_);
                    uint l_1500_ = (l_1495_ * l_1496_);
                    uint l_1501_ = (l_1493_ * l_1498_);
                    uint l_1502_ = (l_1495_ * l_1498_);
                    uint l_1503_ = (l_1499_ >> 16u);
                    uint l_1504_ = (l_1503_ & 65535u);
                    uint l_1505_ = (l_1500_ & 65535u);
                    uint l_1506_ = (l_1504_ + l_1505_);
                    uint l_1507_ = (l_1501_ & 65535u);
                    uint l_1508_ = (l_1506_ + l_1507_);
                    uint l_1509_ = (l_1500_ >> 16u);
                    uint l_1510_ = (l_1509_ & 65535u);
                    uint l_1511_ = (l_1502_ + l_1510_);
                    uint l_1512_ = (l_1501_ >> 16u);
                    uint l_1513_ = (l_1512_ & 65535u);
                    uint l_1514_ = (l_1511_ + l_1513_);
                    uint l_1515_ = (l_1508_ >> 16u);
                    uint l_1516_ = (l_1515_ & 65535u);
                    uint l_564_ = (l_1514_ + l_1516_);
                    bool l_565_ = (l_563_ < l_561_);
                    uint l_566_ = uint(l_565_);
                    uint l_567_ = (l_564_ + l_566_);
                    uint l_568_ = (l_552_ % 32u);
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
                    uint _e2135 = l_mut_221_;
                    l_mut_189_ = _e2135;
                    uint _e2136 = l_mut_207_;
                    l_mut_221_ = _e2136;
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
                            uint _e2150 = l_mut_207_;
                            l_mut_189_ = _e2150;
                            l_mut_221_ = l_586_;
                        }
                    }
                    uint _e2151 = l_mut_189_;
                    l_mut_223_ = _e2151;
                    uint _e2152 = l_mut_221_;
                    l_mut_222_ = _e2152;
                    if (l_554_) {
                        uint _e2154 = l_mut_223_;
                        uint l_587_ = (0u - _e2154);
                        uint _e2157 = l_mut_222_;
                        uint l_588_ = (0u - _e2157);
                        uint _e2160 = l_mut_223_;
                        bool l_589_ = (0u < _e2160);
                        uint l_590_ = uint(l_589_);
                        uint l_591_ = (l_588_ - l_590_);
                        l_mut_223_ = l_587_;
                        l_mut_222_ = l_591_;
                    }
                    uint _e2164 = l_mut_223_;
                    uint l_592_ = (l_502_ - _e2164);
                    uint _e2166 = l_mut_222_;
                    uint l_593_ = (l_506_ - _e2166);
                    uint _e2168 = l_mut_223_;
                    bool l_594_ = (l_502_ < _e2168);
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
                    uint _e2201 = l_mut_188_;
                    bool l_617_ = (_e2201 < l_611_);
                    uint _e2203 = l_mut_188_;
                    bool l_618_ = (_e2203 == l_611_);
                    uint _e2205 = l_mut_189_;
                    bool l_619_ = (_e2205 < l_607_);
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
                        bool _e2220 = l_mut_200_;
                        l_mut_208_ = _e2220;
                        l_mut_200_ = false;
                    }
                    l_mut_197_ = false;
                    while(true) {
                        bool _e2223 = l_mut_200_;
                        bool l_625_ = !(_e2223);
                        if (l_625_) {
                            break;
                        }
                        uint _e2225 = l_mut_188_;
                        uint _e2226 = l_mut_222_;
                        bool l_626_ = (_e2225 < _e2226);
                        uint _e2228 = l_mut_188_;
                        uint _e2229 = l_mut_222_;
                        bool l_627_ = (_e2228 == _e2229);
                        uint _e2231 = l_mut_189_;
                        uint _e2232 = l_mut_223_;
                        bool l_628_ = (_e2231 < _e2232);
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
                            uint _e2245 = l_mut_223_;
                            uint _e2246 = l_mut_222_;
                            uint l_631_ = (_e2245 | _e2246);
                            bool l_632_ = (l_631_ == 0u);
                            if (l_632_) {
                                l_mut_96_ = l_406_;
                            } else {
                                bool _e2250 = l_mut_190_;
                                if (_e2250) {
                                    uint _e2251 = l_mut_222_;
                                    uint _e2252 = l_mut_207_;
                                    bool l_633_ = (_e2251 < _e2252);
                                    uint _e2254 = l_mut_222_;
                                    uint _e2255 = l_mut_207_;
                                    bool l_634_ = (_e2254 == _e2255);
                                    uint _e2257 = l_mut_223_;
                                    uint _e2258 = l_mut_221_;
                                    bool l_635_ = (_e2257 < _e2258);
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
                                        uint _e2269 = l_mut_221_;
                                        uint l_638_ = (_e2269 - 1u);
                                        uint _e2272 = l_mut_207_;
                                        uint l_639_ = (_e2272 - 0u);
                                        uint _e2275 = l_mut_221_;
                                        bool l_640_ = (_e2275 < 1u);
                                        uint l_641_ = uint(l_640_);
                                        uint l_642_ = (l_639_ - l_641_);
                                        l_mut_90_ = l_638_;
                                        l_mut_75_ = l_642_;
                                        l_mut_40_ = 0u;
                                        l_mut_643_ = 0u;
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (!loop_init_3) {
                                                uint _e2368 = l_mut_643_;
                                                l_mut_643_ = (_e2368 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e2283 = l_mut_643_;
                                            if ((_e2283 < 16u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e2287 = l_mut_643_;
                                                uint l_644_ = (15u - _e2287);
                                                uint _e2289 = l_mut_90_;
                                                l_mut_645_ = _e2289;
                                                uint _e2290 = l_mut_75_;
                                                l_mut_646_ = _e2290;
                                                bool l_647_ = (l_644_ >= 32u);
                                                if (l_647_) {
                                                    uint l_648_ = (l_644_ & 31u);
                                                    uint _e2295 = l_mut_75_;
                                                    uint l_649_ = (_e2295 >> l_648_);
                                                    l_mut_645_ = l_649_;
                                                    l_mut_646_ = 0u;
                                                } else {
                                                    bool l_650_ = (l_644_ > 0u);
                                                    if (l_650_) {
                                                        uint _e2300 = l_mut_90_;
                                                        l_mut_651_ = _e2300;
                                                        bool l_652_ = (l_644_ > 0u);
                                                        if (l_652_) {
                                                            uint _e2303 = l_mut_90_;
                                                            uint l_653_ = (_e2303 >> l_644_);
                                                            uint l_654_ = (32u - l_644_);
                                                            uint _e2307 = l_mut_75_;
                                                            uint l_655_ = (_e2307 << l_654_);
                                                            uint l_656_ = (l_653_ | l_655_);
                                                            l_mut_651_ = l_656_;
                                                        }
                                                        uint _e2310 = l_mut_75_;
                                                        uint l_657_ = (_e2310 >> l_644_);
                                                        uint _e2312 = l_mut_651_;
                                                        l_mut_645_ = _e2312;
                                                        l_mut_646_ = l_657_;
                                                    }
                                                }
                                                uint _e2313 = l_mut_646_;
                                                uint _e2314 = l_mut_222_;
                                                bool l_658_ = (_e2313 < _e2314);
                                                uint _e2316 = l_mut_646_;
                                                uint _e2317 = l_mut_222_;
                                                bool l_659_ = (_e2316 == _e2317);
                                                uint _e2319 = l_mut_645_;
                                                uint _e2320 = l_mut_223_;
                                                bool l_660_ = (_e2319 < _e2320);
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
                                                    uint _e2332 = l_mut_223_;
                                                    l_mut_651_ = _e2332;
                                                    uint _e2333 = l_mut_222_;
                                                    l_mut_646_ = _e2333;
                                                    bool l_664_ = (l_644_ >= 32u);
                                                    if (l_664_) {
                                                        uint l_665_ = (l_644_ & 31u);
                                                        uint _e2338 = l_mut_223_;
                                                        uint l_666_ = (_e2338 << l_665_);
                                                        l_mut_651_ = 0u;
                                                        l_mut_646_ = l_666_;
                                                    } else {
                                                        bool l_667_ = (l_644_ > 0u);
                                                        if (l_667_) {
                                                            uint _e2343 = l_mut_223_;
                                                            uint l_668_ = (_e2343 << l_644_);
                                                            uint _e2345 = l_mut_222_;
                                                            uint l_669_ = (_e2345 << l_644_);
                                                            uint l_670_ = (32u - l_644_);
                                                            uint _e2349 = l_mut_223_;
                                                            uint l_671_ = (_e2349 >> l_670_);
                                                            uint l_672_ = (l_669_ | l_671_);
                                                            l_mut_651_ = l_668_;
                                                            l_mut_646_ = l_672_;
                                                        }
                                                    }
                                                    uint _e2352 = l_mut_90_;
                                                    uint _e2353 = l_mut_651_;
                                                    uint l_673_ = (_e2352 - _e2353);
                                                    uint _e2355 = l_mut_75_;
                                                    uint _e2356 = l_mut_646_;
                                                    uint l_674_ = (_e2355 - _e2356);
                                                    uint _e2358 = l_mut_90_;
                                                    uint _e2359 = l_mut_651_;
                                                    bool l_675_ = (_e2358 < _e2359);
                                                    uint l_676_ = uint(l_675_);
                                                    uint l_677_ = (l_674_ - l_676_);
                                                    l_mut_90_ = l_673_;
                                                    l_mut_75_ = l_677_;
                                                    uint l_678_ = (1u << l_644_);
                                                    uint _e2365 = l_mut_40_;
                                                    l_mut_40_ = (_e2365 | l_678_);
                                                }
                                            }
                                        }
                                        uint _e2370 = l_mut_40_;
                                        uint l_679_ = min(_e2370, l_406_);
                                        l_mut_651_ = l_679_;
                                        uint _e2372 = l_mut_75_;
                                        uint _e2373 = l_mut_222_;
                                        bool l_680_ = (_e2372 < _e2373);
                                        uint _e2375 = l_mut_75_;
                                        uint _e2376 = l_mut_222_;
                                        bool l_681_ = (_e2375 == _e2376);
                                        uint _e2378 = l_mut_90_;
                                        uint _e2379 = l_mut_223_;
                                        bool l_682_ = (_e2378 < _e2379);
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
                                        uint _e2391 = l_mut_651_;
                                        l_mut_96_ = _e2391;
                                    }
                                } else {
                                    uint _e2392 = l_mut_221_;
                                    l_mut_651_ = _e2392;
                                    uint _e2393 = l_mut_207_;
                                    l_mut_646_ = _e2393;
                                    while(true) {
                                        uint _e2394 = l_mut_222_;
                                        uint _e2395 = l_mut_646_;
                                        bool l_686_ = (_e2394 < _e2395);
                                        uint _e2397 = l_mut_222_;
                                        uint _e2398 = l_mut_646_;
                                        bool l_687_ = (_e2397 == _e2398);
                                        uint _e2400 = l_mut_223_;
                                        uint _e2401 = l_mut_651_;
                                        bool l_688_ = (_e2400 < _e2401);
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
                                        uint _e2412 = l_mut_96_;
                                        uint _e2413 = l_mut_102_;
                                        uint l_691_ = (_e2412 * _e2413);
                                        uint _e2415 = l_mut_187_;
                                        uint l_692_ = (_e2415 + l_691_);
                                        uint _e2417 = l_mut_102_;
                                        uint l_693_ = (l_692_ + _e2417);
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
                                        uint _e2425 = l_mut_651_;
                                        uint _e2426 = l_mut_223_;
                                        uint l_697_ = (_e2425 - _e2426);
                                        uint _e2428 = l_mut_646_;
                                        uint _e2429 = l_mut_222_;
                                        uint l_698_ = (_e2428 - _e2429);
                                        uint _e2431 = l_mut_651_;
                                        uint _e2432 = l_mut_223_;
                                        bool l_699_ = (_e2431 < _e2432);
                                        uint l_700_ = uint(l_699_);
                                        uint l_701_ = (l_698_ - l_700_);
                                        l_mut_651_ = l_697_;
                                        l_mut_646_ = l_701_;
                                        uint _e2436 = l_mut_96_;
                                        l_mut_96_ = (_e2436 + 1u);
                                    }
                                }
                            }
                            uint _e2439 = l_mut_96_;
                            uint _e2440 = l_mut_102_;
                            uint l_702_ = (_e2439 * _e2440);
                            uint _e2442 = l_mut_187_;
                            uint l_703_ = (_e2442 + l_702_);
                            uint _e2444 = l_mut_102_;
                            uint l_704_ = (l_703_ + _e2444);
                            bool l_705_ = (l_704_ >= l_406_);
                            if (l_705_) {
                                l_mut_208_ = true;
                                l_mut_200_ = false;
                            } else {
                                uint _e2449 = l_mut_223_;
                                uint _e2450 = l_mut_96_;
                                uint l_706_ = (_e2449 * _e2450);
                                uint _e2452 = l_mut_223_;
                                uint l_1518_ = (_e2452 & 65535u);
                                uint _e2455 = l_mut_223_;
                                uint l_1519_ = (_e2455 >> 16u);
                                uint l_1520_ = (l_1519_ & 65535u);
                                uint _e2460 = l_mut_96_;
                                uint l_1521_ = (_e2460 & 65535u);
                                uint _e2463 = l_mut_96_;
                                uint l_1522_ = (_e2463 >> 16u);
                                uint l_1523_ = (l_1522_ & 65535u);
                                uint l_1524_ = (l_1518_ * l_1521_);
                                uint l_1525_ = (l_1520_ * l_1521_);
                                uint l_1526_ = (l_1518_ * l_1523_);
                                uint l_1527_ = (l_1520_ * l_1523_);
                                uint l_1528_ = (l_1524_ >> 16u);
                                uint l_1529_ = (l_1528_ & 65535u);
                                uint l_1530_ = (l_1525_ & 65535u);
                                uint l_1531_ = (l_1529_ + l_1530_);
                                uint l_1532_ = (l_1526_ & 65535u);
                                uint l_1533_ = (l_1531_ + l_1532_);
                                uint l_1534_ = (l_1525_ >> 16u);
                                uint l_1535_ = (l_1534_ & 65535u);
                                uint l_1536_ = (l_1527_ + l_1535_);
                                uint l_1537_ = (l_1526_ >> 16u);
                                uint l_1538_ = (l_1537_ & 65535u);
                                uint l_1539_ = (l_1536_ + l_1538_);
                                uint l_1540_ = (l_1533_ >> 16u);
                                uint l_1541_ = (l_1540_ & 65535u);
                                uint l_707_ = (l_1539_ + l_1541_);
                                uint _e2497 = l_mut_222_;
                                uint _e2498 = l_mut_96_;
                                uint l_708_ = (_e2497 * _e2498);
                                uint l_709_ = (l_707_ + l_708_);
                                uint _e2501 = l_mut_221_;
                                uint l_710_ = (_e2501 - l_706_);
                                uint _e2503 = l_mut_207_;
                                uint l_711_ = (_e2503 - l_709_);
                                uint _e2505 = l_mut_221_;
                                bool l_712_ = (_e2505 < l_706_);
                                uint l_713_ = uint(l_712_);
                                uint l_714_ = (l_711_ - l_713_);
                                l_mut_221_ = l_710_;
                                l_mut_207_ = l_714_;
                                uint _e2509 = l_mut_96_;
                                uint _e2510 = l_mut_102_;
                                uint l_715_ = (_e2509 * _e2510);
                                uint _e2512 = l_mut_187_;
                                l_mut_187_ = (_e2512 + l_715_);
                                uint _e2514 = l_mut_223_;
                                uint _e2515 = l_mut_221_;
                                uint l_716_ = (_e2514 - _e2515);
                                uint _e2517 = l_mut_222_;
                                uint _e2518 = l_mut_207_;
                                uint l_717_ = (_e2517 - _e2518);
                                uint _e2520 = l_mut_223_;
                                uint _e2521 = l_mut_221_;
                                bool l_718_ = (_e2520 < _e2521);
                                uint l_719_ = uint(l_718_);
                                uint l_720_ = (l_717_ - l_719_);
                                l_mut_223_ = l_716_;
                                l_mut_222_ = l_720_;
                                uint _e2525 = l_mut_102_;
                                uint _e2526 = l_mut_187_;
                                l_mut_102_ = (_e2525 + _e2526);
                            }
                        } else {
                            uint _e2528 = l_mut_189_;
                            uint _e2529 = l_mut_223_;
                            uint l_721_ = (_e2528 - _e2529);
                            uint _e2531 = l_mut_188_;
                            uint _e2532 = l_mut_222_;
                            uint l_722_ = (_e2531 - _e2532);
                            uint _e2534 = l_mut_189_;
                            uint _e2535 = l_mut_223_;
                            bool l_723_ = (_e2534 < _e2535);
                            uint l_724_ = uint(l_723_);
                            uint l_725_ = (l_722_ - l_724_);
                            l_mut_189_ = l_721_;
                            l_mut_188_ = l_725_;
                            uint _e2539 = l_mut_188_;
                            bool l_726_ = (_e2539 < l_611_);
                            uint _e2541 = l_mut_188_;
                            bool l_727_ = (_e2541 == l_611_);
                            uint _e2543 = l_mut_189_;
                            bool l_728_ = (_e2543 < l_607_);
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
                                uint _e2557 = l_mut_221_;
                                uint _e2558 = l_mut_207_;
                                uint l_731_ = (_e2557 | _e2558);
                                bool l_732_ = (l_731_ == 0u);
                                if (l_732_) {
                                    l_mut_651_ = l_406_;
                                } else {
                                    bool _e2562 = l_mut_190_;
                                    if (_e2562) {
                                        uint _e2563 = l_mut_207_;
                                        uint _e2564 = l_mut_222_;
                                        bool l_733_ = (_e2563 < _e2564);
                                        uint _e2566 = l_mut_207_;
                                        uint _e2567 = l_mut_222_;
                                        bool l_734_ = (_e2566 == _e2567);
                                        uint _e2569 = l_mut_221_;
                                        uint _e2570 = l_mut_223_;
                                        bool l_735_ = (_e2569 < _e2570);
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
                                            uint _e2581 = l_mut_223_;
                                            uint l_738_ = (_e2581 - 1u);
                                            uint _e2584 = l_mut_222_;
                                            uint l_739_ = (_e2584 - 0u);
                                            uint _e2587 = l_mut_223_;
                                            bool l_740_ = (_e2587 < 1u);
                                            uint l_741_ = uint(l_740_);
                                            uint l_742_ = (l_739_ - l_741_);
                                            l_mut_646_ = l_738_;
                                            l_mut_645_ = l_742_;
                                            l_mut_96_ = 0u;
                                            l_mut_743_ = 0u;
                                            bool loop_init_4 = true;
                                            while(true) {
                                                if (!loop_init_4) {
                                                    uint _e2680 = l_mut_743_;
                                                    l_mut_743_ = (_e2680 + 1u);
                                                }
                                                loop_init_4 = false;
                                                uint _e2595 = l_mut_743_;
                                                if ((_e2595 < 16u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e2599 = l_mut_743_;
                                                    uint l_744_ = (15u - _e2599);
                                                    uint _e2601 = l_mut_646_;
                                                    l_mut_90_ = _e2601;
                                                    uint _e2602 = l_mut_645_;
                                                    l_mut_75_ = _e2602;
                                                    bool l_745_ = (l_744_ >= 32u);
                                                    if (l_745_) {
                                                        uint l_746_ = (l_744_ & 31u);
                                                        uint _e2607 = l_mut_645_;
                                                        uint l_747_ = (_e2607 >> l_746_);
                                                        l_mut_90_ = l_747_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_748_ = (l_744_ > 0u);
                                                        if (l_748_) {
                                                            uint _e2612 = l_mut_646_;
                                                            l_mut_40_ = _e2612;
                                                            bool l_749_ = (l_744_ > 0u);
                                                            if (l_749_) {
                                                                uint _e2615 = l_mut_646_;
                                                                uint l_750_ = (_e2615 >> l_744_);
                                                                uint l_751_ = (32u - l_744_);
                                                                uint _e2619 = l_mut_645_;
                                                                uint l_752_ = (_e2619 << l_751_);
                                                                uint l_753_ = (l_750_ | l_752_);
                                                                l_mut_40_ = l_753_;
                                                            }
                                                            uint _e2622 = l_mut_645_;
                                                            uint l_754_ = (_e2622 >> l_744_);
                                                            uint _e2624 = l_mut_40_;
                                                            l_mut_90_ = _e2624;
                                                            l_mut_75_ = l_754_;
                                                        }
                                                    }
                                                    uint _e2625 = l_mut_75_;
                                                    uint _e2626 = l_mut_207_;
                                                    bool l_755_ = (_e2625 < _e2626);
                                                    uint _e2628 = l_mut_75_;
                                                    uint _e2629 = l_mut_207_;
                                                    bool l_756_ = (_e2628 == _e2629);
                                                    uint _e2631 = l_mut_90_;
                                                    uint _e2632 = l_mut_221_;
                                                    bool l_757_ = (_e2631 < _e2632);
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
                                                        uint _e2644 = l_mut_221_;
                                                        l_mut_90_ = _e2644;
                                                        uint _e2645 = l_mut_207_;
                                                        l_mut_75_ = _e2645;
                                                        bool l_761_ = (l_744_ >= 32u);
                                                        if (l_761_) {
                                                            uint l_762_ = (l_744_ & 31u);
                                                            uint _e2650 = l_mut_221_;
                                                            uint l_763_ = (_e2650 << l_762_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_763_;
                                                        } else {
                                                            bool l_764_ = (l_744_ > 0u);
                                                            if (l_764_) {
                                                                uint _e2655 = l_mut_221_;
                                                                uint l_765_ = (_e2655 << l_744_);
                                                                uint _e2657 = l_mut_207_;
                                                                uint l_766_ = (_e2657 << l_744_);
                                                                uint l_767_ = (32u - l_744_);
                                                                uint _e2661 = l_mut_221_;
                                                                uint l_768_ = (_e2661 >> l_767_);
                                                                uint l_769_ = (l_766_ | l_768_);
                                                                l_mut_90_ = l_765_;
                                                                l_mut_75_ = l_769_;
                                                            }
                                                        }
                                                        uint _e2664 = l_mut_646_;
                                                        uint _e2665 = l_mut_90_;
                                                        uint l_770_ = (_e2664 - _e2665);
                                                        uint _e2667 = l_mut_645_;
                                                        uint _e2668 = l_mut_75_;
                                                        uint l_771_ = (_e2667 - _e2668);
                                                        uint _e2670 = l_mut_646_;
                                                        uint _e2671 = l_mut_90_;
                                                        bool l_772_ = (_e2670 < _e2671);
                                                        uint l_773_ = uint(l_772_);
                                                        uint l_774_ = (l_771_ - l_773_);
                                                        l_mut_646_ = l_770_;
                                                        l_mut_645_ = l_774_;
                                                        uint l_775_ = (1u << l_744_);
                                                        uint _e2677 = l_mut_96_;
                                                        l_mut_96_ = (_e2677 | l_775_);
                                                    }
                                                }
                                            }
                                            uint _e2682 = l_mut_96_;
                                            uint l_776_ = min(_e2682, l_406_);
                                            l_mut_96_ = l_776_;
                                            uint _e2684 = l_mut_645_;
                                            uint _e2685 = l_mut_207_;
                                            bool l_777_ = (_e2684 < _e2685);
                                            uint _e2687 = l_mut_645_;
                                            uint _e2688 = l_mut_207_;
                                            bool l_778_ = (_e2687 == _e2688);
                                            uint _e2690 = l_mut_646_;
                                            uint _e2691 = l_mut_221_;
                                            bool l_779_ = (_e2690 < _e2691);
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
                                            uint _e2703 = l_mut_96_;
                                            l_mut_651_ = _e2703;
                                        }
                                    } else {
                                        uint _e2704 = l_mut_223_;
                                        l_mut_646_ = _e2704;
                                        uint _e2705 = l_mut_222_;
                                        l_mut_645_ = _e2705;
                                        while(true) {
                                            uint _e2706 = l_mut_207_;
                                            uint _e2707 = l_mut_645_;
                                            bool l_783_ = (_e2706 < _e2707);
                                            uint _e2709 = l_mut_207_;
                                            uint _e2710 = l_mut_645_;
                                            bool l_784_ = (_e2709 == _e2710);
                                            uint _e2712 = l_mut_221_;
                                            uint _e2713 = l_mut_646_;
                                            bool l_785_ = (_e2712 < _e2713);
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
                                            uint _e2724 = l_mut_651_;
                                            uint _e2725 = l_mut_187_;
                                            uint l_788_ = (_e2724 * _e2725);
                                            uint _e2727 = l_mut_102_;
                                            uint l_789_ = (_e2727 + l_788_);
                                            uint _e2729 = l_mut_187_;
                                            uint l_790_ = (l_789_ + _e2729);
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
                                            uint _e2737 = l_mut_646_;
                                            uint _e2738 = l_mut_221_;
                                            uint l_794_ = (_e2737 - _e2738);
                                            uint _e2740 = l_mut_645_;
                                            uint _e2741 = l_mut_207_;
                                            uint l_795_ = (_e2740 - _e2741);
                                            uint _e2743 = l_mut_646_;
                                            uint _e2744 = l_mut_221_;
                                            bool l_796_ = (_e2743 < _e2744);
                                            uint l_797_ = uint(l_796_);
                                            uint l_798_ = (l_795_ - l_797_);
                                            l_mut_646_ = l_794_;
                                            l_mut_645_ = l_798_;
                                            uint _e2748 = l_mut_651_;
                                            l_mut_651_ = (_e2748 + 1u);
                                        }
                                    }
                                }
                                uint _e2751 = l_mut_187_;
                                uint _e2752 = l_mut_102_;
                                uint l_799_ = (_e2751 + _e2752);
                                uint _e2754 = l_mut_651_;
                                uint _e2755 = l_mut_187_;
                                uint l_800_ = (_e2754 * _e2755);
                                uint l_801_ = (l_799_ + l_800_);
                                bool l_802_ = (l_801_ >= l_406_);
                                if (l_802_) {
                                    l_mut_208_ = true;
                                    l_mut_200_ = false;
                                } else {
                                    uint _e2761 = l_mut_221_;
                                    uint _e2762 = l_mut_651_;
                                    uint l_803_ = (_e2761 * _e2762);
                                    uint _e2764 = l_mut_221_;
                                    uint l_1543_ = (_e2764 & 65535u);
                                    uint _e2767 = l_mut_221_;
                                    uint l_1544_ = (_e2767 >> 16u);
                                    uint l_1545_ = (l_1544_ & 65535u);
                                    uint _e2772 = l_mut_651_;
                                    uint l_1546_ = (_e2772 & 65535u);
                                    uint _e2775 = l_mut_651_;
                                    uint l_1547_ = (_e2775 >> 16u);
                                    uint l_1548_ = (l_1547_ & 65535u);
                                    uint l_1549_ = (l_1543_ * l_1546_);
                                    uint l_1550_ = (l_1545_ * l_1546_);
                                    uint l_1551_ = (l_1543_ * l_1548_);
                                    uint l_1552_ = (l_1545_ * l_1548_);
                                    uint l_1553_ = (l_1549_ >> 16u);
                                    uint l_1554_ = (l_1553_ & 65535u);
                                    uint l_1555_ = (l_1550_ & 65535u);
                                    uint l_1556_ = (l_1554_ + l_1555_);
                                    uint l_1557_ = (l_1551_ & 65535u);
                                    uint l_1558_ = (l_1556_ + l_1557_);
                                    uint l_1559_ = (l_1550_ >> 16u);
                                    uint l_1560_ = (l_1559_ & 65535u);
                                    uint l_1561_ = (l_1552_ + l_1560_);
                                    uint l_1562_ = (l_1551_ >> 16u);
                                    uint l_1563_ = (l_1562_ & 65535u);
                                    uint l_1564_ = (l_1561_ + l_1563_);
                                    uint l_1565_ = (l_1558_ >> 16u);
                                    uint l_1566_ = (l_1565_ & 65535u);
                                    uint l_804_ = (l_1564_ + l_1566_);
                                    uint _e2809 = l_mut_207_;
                                    uint _e2810 = l_mut_651_;
                                    uint l_805_ = (_e2809 * _e2810);
                                    uint l_806_ = (l_804_ + l_805_);
                                    uint _e2813 = l_mut_223_;
                                    uint l_807_ = (_e2813 - l_803_);
                                    uint _e2815 = l_mut_222_;
                                    uint l_808_ = (_e2815 - l_806_);
                                    uint _e2817 = l_mut_223_;
                                    bool l_809_ = (_e2817 < l_803_);
                                    uint l_810_ = uint(l_809_);
                                    uint l_811_ = (l_808_ - l_810_);
                                    l_mut_223_ = l_807_;
                                    l_mut_222_ = l_811_;
                                    uint _e2821 = l_mut_651_;
                                    uint _e2822 = l_mut_187_;
                                    uint l_812_ = (_e2821 * _e2822);
                                    uint _e2824 = l_mut_102_;
                                    l_mut_102_ = (_e2824 + l_812_);
                                    uint _e2826 = l_mut_221_;
                                    uint _e2827 = l_mut_223_;
                                    uint l_813_ = (_e2826 - _e2827);
                                    uint _e2829 = l_mut_207_;
                                    uint _e2830 = l_mut_222_;
                                    uint l_814_ = (_e2829 - _e2830);
                                    uint _e2832 = l_mut_221_;
                                    uint _e2833 = l_mut_223_;
                                    bool l_815_ = (_e2832 < _e2833);
                                    uint l_816_ = uint(l_815_);
                                    uint l_817_ = (l_814_ - l_816_);
                                    l_mut_221_ = l_813_;
                                    l_mut_207_ = l_817_;
                                    uint _e2837 = l_mut_187_;
                                    uint _e2838 = l_mut_102_;
                                    l_mut_187_ = (_e2837 + _e2838);
                                }
                            }
                        }
                    }
                    bool _e2840 = l_mut_208_;
                    bool l_818_ = !(_e2840);
                    if (l_405_) {
                        local_52 = l_818_;
                    } else {
                        local_52 = false;
                    }
                    bool l_819_ = local_52;
                    if (l_819_) {
                        uint _e2847 = l_mut_403_;
                        uint l_820_ = (1u << _e2847);
                        uint _e2849 = l_mut_232_;
                        l_mut_232_ = (_e2849 | l_820_);
                        uint _e2851 = l_mut_227_;
                        l_mut_227_ = (_e2851 + 1u);
                        uint l_821_ = (l_404_ + l_402_);
                        uint l_822_ = min(l_821_, l_56_);
                        l_mut_651_ = 0u;
                        l_mut_823_ = l_404_;
                        bool loop_init_5 = true;
                        while(true) {
                            if (!loop_init_5) {
                                uint _e3116 = l_mut_823_;
                                l_mut_823_ = (_e3116 + 1u);
                            }
                            loop_init_5 = false;
                            uint _e2858 = l_mut_823_;
                            if ((_e2858 < l_822_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2860 = l_mut_823_;
                                uint l_824_ = (l_59_ * _e2860);
                                uint l_1568_ = (l_59_ & 65535u);
                                uint l_1569_ = (l_59_ >> 16u);
                                uint l_1570_ = (l_1569_ & 65535u);
                                uint _e2868 = l_mut_823_;
                                uint l_1571_ = (_e2868 & 65535u);
                                uint _e2871 = l_mut_823_;
                                uint l_1572_ = (_e2871 >> 16u);
                                uint l_1573_ = (l_1572_ & 65535u);
                                uint l_1574_ = (l_1568_ * l_1571_);
                                uint l_1575_ = (l_1570_ * l_1571_);
                                uint l_1576_ = (l_1568_ * l_1573_);
                                uint l_1577_ = (l_1570_ * l_1573_);
                                uint l_1578_ = (l_1574_ >> 16u);
                                uint l_1579_ = (l_1578_ & 65535u);
                                uint l_1580_ = (l_1575_ & 65535u);
                                uint l_1581_ = (l_1579_ + l_1580_);
                                uint l_1582_ = (l_1576_ & 65535u);
                                uint l_1583_ = (l_1581_ + l_1582_);
                                uint l_1584_ = (l_1575_ >> 16u);
                                uint l_1585_ = (l_1584_ & 65535u);
                                uint l_1586_ = (l_1577_ + l_1585_);
                                uint l_1587_ = (l_1576_ >> 16u);
                                uint l_1588_ = (l_1587_ & 65535u);
                                uint l_1589_ = (l_1586_ + l_1588_);
                                uint l_1590_ = (l_1583_ >> 16u);
                                uint l_1591_ = (l_1590_ & 65535u);
                                uint l_825_ = (l_1589_ + l_1591_);
                                uint _e2905 = l_mut_823_;
                                uint l_826_ = (l_62_ * _e2905);
                                uint l_827_ = (l_825_ + l_826_);
                                uint l_828_ = (l_64_ + l_824_);
                                uint l_829_ = (l_67_ + l_827_);
                                bool l_830_ = (l_828_ < l_64_);
                                uint l_831_ = uint(l_830_);
                                uint l_832_ = (l_829_ + l_831_);
                                uint _e2913 = l_mut_823_;
                                uint _e2914 = l_mut_823_;
                                uint l_833_ = (_e2913 * _e2914);
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
                                uint _e2928 = l_mut_646_;
                                uint l_841_ = (_e2928 * l_833_);
                                uint _e2930 = l_mut_645_;
                                uint l_842_ = (_e2930 * l_833_);
                                uint _e2932 = l_mut_646_;
                                uint l_1593_ = (_e2932 & 65535u);
                                uint _e2935 = l_mut_646_;
                                uint l_1594_ = (_e2935 >> 16u);
                                uint l_1595_ = (l_1594_ & 65535u);
                                uint l_1596_ = (l_833_ & 65535u);
                                uint l_1597_ = (l_833_ >> 16u);
                                uint l_1598_ = (l_1597_ & 65535u);
                                uint l_1599_ = (l_1593_ * l_1596_);
                                uint l_1600_ = (l_1595_ * l_1596_);
                                uint l_1601_ = (l_1593_ * l_1598_);
                                uint l_1602_ = (l_1595_ * l_1598_);
                                uint l_1603_ = (l_1599_ >> 16u);
                                uint l_1604_ = (l_1603_ & 65535u);
                                uint l_1605_ = (l_1600_ & 65535u);
                                uint l_1606_ = (l_1604_ + l_1605_);
                                uint l_1607_ = (l_1601_ & 65535u);
                                uint l_1608_ = (l_1606_ + l_1607_);
                                uint l_1609_ = (l_1600_ >> 16u);
                                uint l_1610_ = (l_1609_ & 65535u);
                                uint l_1611_ = (l_1602_ + l_1610_);
                                uint l_1612_ = (l_1601_ >> 16u);
                                uint l_1613_ = (l_1612_ & 65535u);
                                uint l_1614_ = (l_1611_ + l_1613_);
                                uint l_1615_ = (l_1608_ >> 16u);
                                uint l_1616_ = (l_1615_ & 65535u);
                                uint l_843_ = (l_1614_ + l_1616_);
                                uint l_844_ = (l_843_ + l_842_);
                                uint _e2976 = l_mut_645_;
                                uint l_1618_ = (_e2976 & 65535u);
                                uint _e2979 = l_mut_645_;
                                uint l_1619_ = (_e2979 >> 16u);
                                uint l_1620_ = (l_1619_ & 65535u);
                                uint l_1621_ = (l_833_ & 65535u);
                                uint l_1622_ = (l_833_ >> 16u);
                                uint l_1623_ = (l_1622_ & 65535u);
                                uint l_1624_ = (l_1618_ * l_1621_);
                                uint l_1625_ = (l_1620_ * l_1621_);
                                uint l_1626_ = (l_1618_ * l_1623_);
                                uint l_1627_ = (l_1620_ * l_1623_);
                                uint l_1628_ = (l_1624_ >> 16u);
                                uint l_1629_ = (l_1628_ & 65535u);
                                uint l_1630_ = (l_1625_ & 65535u);
                                uint l_1631_ = (l_1629_ + l_1630_);
                                uint l_1632_ = (l_1626_ & 65535u);
                                uint l_1633_ = (l_1631_ + l_1632_);
                                uint l_1634_ = (l_1625_ >> 16u);
                                uint l_1635_ = (l_1634_ & 65535u);
                                uint l_1636_ = (l_1627_ + l_1635_);
                                uint l_1637_ = (l_1626_ >> 16u);
                                uint l_1638_ = (l_1637_ & 65535u);
                                uint l_1639_ = (l_1636_ + l_1638_);
                                uint l_1640_ = (l_1633_ >> 16u);
                                uint l_1641_ = (l_1640_ & 65535u);
                                uint l_845_ = (l_1639_ + l_1641_);
                                bool l_846_ = (l_844_ < l_842_);
                                uint l_847_ = uint(l_846_);
                                uint l_848_ = (l_845_ + l_847_);
                                uint l_849_ = (l_9_ % 32u);
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
                                uint _e3038 = l_mut_223_;
                                l_mut_221_ = _e3038;
                                uint _e3039 = l_mut_222_;
                                l_mut_223_ = _e3039;
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
                                        uint _e3053 = l_mut_222_;
                                        l_mut_221_ = _e3053;
                                        l_mut_223_ = l_867_;
                                    }
                                }
                                uint _e3054 = l_mut_221_;
                                l_mut_646_ = _e3054;
                                uint _e3055 = l_mut_223_;
                                l_mut_645_ = _e3055;
                                if (l_835_) {
                                    uint _e3057 = l_mut_646_;
                                    uint l_868_ = (0u - _e3057);
                                    uint _e3060 = l_mut_645_;
                                    uint l_869_ = (0u - _e3060);
                                    uint _e3063 = l_mut_646_;
                                    bool l_870_ = (0u < _e3063);
                                    uint l_871_ = uint(l_870_);
                                    uint l_872_ = (l_869_ - l_871_);
                                    l_mut_646_ = l_868_;
                                    l_mut_645_ = l_872_;
                                }
                                uint _e3067 = l_mut_646_;
                                uint l_873_ = (l_828_ + _e3067);
                                uint _e3069 = l_mut_645_;
                                uint l_874_ = (l_832_ + _e3069);
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
                                uint _e3082 = l_mut_645_;
                                bool l_883_ = (l_877_ < _e3082);
                                uint _e3084 = l_mut_645_;
                                bool l_884_ = (l_877_ == _e3084);
                                uint _e3086 = l_mut_646_;
                                bool l_885_ = (l_873_ < _e3086);
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
                                uint _e3097 = l_mut_645_;
                                bool l_888_ = (_e3097 < l_27_);
                                uint _e3099 = l_mut_645_;
                                bool l_889_ = (_e3099 == l_27_);
                                uint _e3101 = l_mut_646_;
                                bool l_890_ = (_e3101 < l_24_);
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
                                uint _e3113 = l_mut_651_;
                                l_mut_651_ = (_e3113 + l_893_);
                            }
                        }
                        uint _e3118 = l_mut_226_;
                        uint _e3119 = l_mut_651_;
                        l_mut_226_ = (_e3118 + _e3119);
                    }
                }
            }
            uint _e3124 = l_mut_227_;
            bool l_894_ = (_e3124 > 0u);
            if (l_894_) {
                uint l_1643_ = _group_0_binding_6_cs.static_meta[5];
                uint l_1644_ = (l_1643_ * 1u);
                uint l_1645_ = (l_1644_ - 1u);
                uint l_1646_ = min(1u, l_1645_);
                uint _e3139 = l_mut_227_;
                uint _e3140 = atomicAdd(_group_0_binding_5_cs[l_1646_], _e3139);
            }
            uint _e3141 = l_mut_226_;
            bool l_897_ = (_e3141 > 0u);
            if (l_897_) {
                uint l_1648_ = _group_0_binding_6_cs.static_meta[5];
                uint l_1649_ = (l_1648_ * 1u);
                uint l_1650_ = (l_1649_ - 1u);
                uint l_1651_ = min(2u, l_1650_);
                uint _e3156 = l_mut_226_;
                uint _e3157 = atomicAdd(_group_0_binding_5_cs[l_1651_], _e3156);
                l_mut_651_ = _e3157;
                bool loop_init_6 = true;
                while(true) {
                    if (!loop_init_6) {
                        uint _e3469 = l_mut_900_;
                        l_mut_900_ = (_e3469 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e3160 = l_mut_900_;
                    if ((_e3160 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e3163 = l_mut_232_;
                        uint _e3164 = l_mut_900_;
                        uint l_901_ = (_e3163 >> _e3164);
                        uint l_902_ = (l_901_ & 1u);
                        bool l_903_ = (l_902_ == 1u);
                        if (l_903_) {
                            uint _e3170 = l_mut_900_;
                            uint l_904_ = (_e3170 * l_402_);
                            uint l_905_ = (l_904_ + l_402_);
                            uint l_906_ = min(l_905_, l_56_);
                            uint _e3174 = l_mut_651_;
                            l_mut_646_ = _e3174;
                            l_mut_907_ = l_904_;
                            bool loop_init_7 = true;
                            while(true) {
                                if (!loop_init_7) {
                                    uint _e3465 = l_mut_907_;
                                    l_mut_907_ = (_e3465 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e3176 = l_mut_907_;
                                if ((_e3176 < l_906_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3178 = l_mut_907_;
                                    uint l_908_ = (l_59_ * _e3178);
                                    uint l_1653_ = (l_59_ & 65535u);
                                    uint l_1654_ = (l_59_ >> 16u);
                                    uint l_1655_ = (l_1654_ & 65535u);
                                    uint _e3186 = l_mut_907_;
                                    uint l_1656_ = (_e3186 & 65535u);
                                    uint _e3189 = l_mut_907_;
                                    uint l_1657_ = (_e3189 >> 16u);
                                    uint l_1658_ = (l_1657_ & 65535u);
                                    uint l_1659_ = (l_1653_ * l_1656_);
                                    uint l_1660_ = (l_1655_ * l_1656_);
                                    uint l_1661_ = (l_1653_ * l_1658_);
                                    uint l_1662_ = (l_1655_ * l_1658_);
                                    uint l_1663_ = (l_1659_ >> 16u);
                                    uint l_1664_ = (l_1663_ & 65535u);
                                    uint l_1665_ = (l_1660_ & 65535u);
                                    uint l_1666_ = (l_1664_ + l_1665_);
                                    uint l_1667_ = (l_1661_ & 65535u);
                                    uint l_1668_ = (l_1666_ + l_1667_);
                                    uint l_1669_ = (l_1660_ >> 16u);
                                    uint l_1670_ = (l_1669_ & 65535u);
                                    uint l_1671_ = (l_1662_ + l_1670_);
                                    uint l_1672_ = (l_1661_ >> 16u);
                                    uint l_1673_ = (l_1672_ & 65535u);
                                    uint l_1674_ = (l_1671_ + l_1673_);
                                    uint l_1675_ = (l_1668_ >> 16u);
                                    uint l_1676_ = (l_1675_ & 65535u);
                                    uint l_909_ = (l_1674_ + l_1676_);
                                    uint _e3223 = l_mut_907_;
                                    uint l_910_ = (l_62_ * _e3223);
                                    uint l_911_ = (l_909_ + l_910_);
                                    uint l_912_ = (l_64_ + l_908_);
                                    uint l_913_ = (l_67_ + l_911_);
                                    bool l_914_ = (l_912_ < l_64_);
                                    uint l_915_ = uint(l_914_);
                                    uint l_916_ = (l_913_ + l_915_);
                                    uint _e3231 = l_mut_907_;
                                    uint _e3232 = l_mut_907_;
                                    uint l_917_ = (_e3231 * _e3232);
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
                                    uint _e3246 = l_mut_645_;
                                    uint l_925_ = (_e3246 * l_917_);
                                    uint _e3248 = l_mut_227_;
                                    uint l_926_ = (_e3248 * l_917_);
                                    uint _e3250 = l_mut_645_;
                                    uint l_1678_ = (_e3250 & 65535u);
                                    uint _e3253 = l_mut_645_;
                                    uint l_1679_ = (_e3253 >> 16u);
                                    uint l_1680_ = (l_1679_ & 65535u);
                                    uint l_1681_ = (l_917_ & 65535u);
                                    uint l_1682_ = (l_917_ >> 16u);
                                    uint l_1683_ = (l_1682_ & 65535u);
                                    uint l_1684_ = (l_1678_ * l_1681_);
                                    uint l_1685_ = (l_1680_ * l_1681_);
                                    uint l_1686_ = (l_1678_ * l_1683_);
                                    uint l_1687_ = (l_1680_ * l_1683_);
                                    uint l_1688_ = (l_1684_ >> 16u);
                                    uint l_1689_ = (l_1688_ & 65535u);
                                    uint l_1690_ = (l_1685_ & 65535u);
                                    uint l_1691_ = (l_1689_ + l_1690_);
                                    uint l_1692_ = (l_1686_ & 65535u);
                                    uint l_1693_ = (l_1691_ + l_1692_);
                                    uint l_1694_ = (l_1685_ >> 16u);
                                    uint l_1695_ = (l_1694_ & 65535u);
                                    uint l_1696_ = (l_1687_ + l_1695_);
                                    uint l_1697_ = (l_1686_ >> 16u);
                                    uint l_1698_ = (l_1697_ & 65535u);
                                    uint l_1699_ = (l_1696_ + l_1698_);
                                    uint l_1700_ = (l_1693_ >> 16u);
                                    uint l_1701_ = (l_1700_ & 65535u);
                                    uint l_927_ = (l_1699_ + l_1701_);
                                    uint l_928_ = (l_927_ + l_926_);
                                    uint _e3294 = l_mut_227_;
                                    uint l_1703_ = (_e3294 & 65535u);
                                    uint _e3297 = l_mut_227_;
                                    uint l_1704_ = (_e3297 >> 16u);
                                    uint l_1705_ = (l_1704_ & 65535u);
                                    uint l_1706_ = (l_917_ & 65535u);
                                    uint l_1707_ = (l_917_ >> 16u);
                                    uint l_1708_ = (l_1707_ & 65535u);
                                    uint l_1709_ = (l_1703_ * l_1706_);
                                    uint l_1710_ = (l_1705_ * l_1706_);
                                    uint l_1711_ = (l_1703_ * l_1708_);
                                    uint l_1712_ = (l_1705_ * l_1708_);
                                    uint l_1713_ = (l_1709_ >> 16u);
                                    uint l_1714_ = (l_1713_ & 65535u);
                                    uint l_1715_ = (l_1710_ & 65535u);
                                    uint l_1716_ = (l_1714_ + l_1715_);
                                    uint l_1717_ = (l_1711_ & 65535u);
                                    uint l_1718_ = (l_1716_ + l_1717_);
                                    uint l_1719_ = (l_1710_ >> 16u);
                                    uint l_1720_ = (l_1719_ & 65535u);
                                    uint l_1721_ = (l_1712_ + l_1720_);
                                    uint l_1722_ = (l_1711_ >> 16u);
                                    uint l_1723_ = (l_1722_ & 65535u);
                                    uint l_1724_ = (l_1721_ + l_1723_);
                                    uint l_1725_ = (l_1718_ >> 16u);
                                    uint l_1726_ = (l_1725_ & 65535u);
                                    uint l_929_ = (l_1724_ + l_1726_);
                                    bool l_930_ = (l_928_ < l_926_);
                                    uint l_931_ = uint(l_930_);
                                    uint l_932_ = (l_929_ + l_931_);
                                    uint l_933_ = (l_9_ % 32u);
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
                                    uint _e3356 = l_mut_226_;
                                    l_mut_222_ = _e3356;
                                    uint _e3357 = l_mut_223_;
                                    l_mut_226_ = _e3357;
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
                                            uint _e3371 = l_mut_223_;
                                            l_mut_222_ = _e3371;
                                            l_mut_226_ = l_951_;
                                        }
                                    }
                                    uint _e3372 = l_mut_222_;
                                    l_mut_645_ = _e3372;
                                    uint _e3373 = l_mut_226_;
                                    l_mut_227_ = _e3373;
                                    if (l_919_) {
                                        uint _e3375 = l_mut_645_;
                                        uint l_952_ = (0u - _e3375);
                                        uint _e3378 = l_mut_227_;
                                        uint l_953_ = (0u - _e3378);
                                        uint _e3381 = l_mut_645_;
                                        bool l_954_ = (0u < _e3381);
                                        uint l_955_ = uint(l_954_);
                                        uint l_956_ = (l_953_ - l_955_);
                                        l_mut_645_ = l_952_;
                                        l_mut_227_ = l_956_;
                                    }
                                    uint _e3385 = l_mut_645_;
                                    uint l_957_ = (l_912_ + _e3385);
                                    uint _e3387 = l_mut_227_;
                                    uint l_958_ = (l_916_ + _e3387);
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
                                    uint _e3400 = l_mut_227_;
                                    bool l_967_ = (l_961_ < _e3400);
                                    uint _e3402 = l_mut_227_;
                                    bool l_968_ = (l_961_ == _e3402);
                                    uint _e3404 = l_mut_645_;
                                    bool l_969_ = (l_957_ < _e3404);
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
                                    uint _e3415 = l_mut_227_;
                                    bool l_972_ = (_e3415 < l_27_);
                                    uint _e3417 = l_mut_227_;
                                    bool l_973_ = (_e3417 == l_27_);
                                    uint _e3419 = l_mut_645_;
                                    bool l_974_ = (_e3419 < l_24_);
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
                                        uint _e3430 = l_mut_646_;
                                        uint l_977_ = (_e3430 * 2u);
                                        uint l_978_ = (l_977_ + 1u);
                                        uint l_979_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_980_ = (l_978_ < l_979_);
                                        if (l_980_) {
                                            uint l_1728_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_1729_ = (l_1728_ * 1u);
                                            bool l_1730_ = (l_977_ < l_1729_);
                                            if (l_1730_) {
                                                _group_0_binding_4_cs[l_977_] = id;
                                            }
                                            uint l_981_ = (l_977_ + 1u);
                                            uint l_1731_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_1732_ = (l_1731_ * 1u);
                                            bool l_1733_ = (l_981_ < l_1732_);
                                            if (l_1733_) {
                                                uint _e3460 = l_mut_907_;
                                                _group_0_binding_4_cs[l_981_] = _e3460;
                                            }
                                        }
                                        uint _e3461 = l_mut_646_;
                                        l_mut_646_ = (_e3461 + 1u);
                                    }
                                }
                            }
                            uint _e3467 = l_mut_646_;
                            l_mut_651_ = _e3467;
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
