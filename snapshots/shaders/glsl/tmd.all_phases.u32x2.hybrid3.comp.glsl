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
    uint l_mut_209_ = 0u;
    uint l_mut_210_ = 0u;
    uint l_mut_215_ = 0u;
    uint l_mut_241_ = 0u;
    uint l_mut_242_ = 0u;
    uint l_mut_247_ = 0u;
    uint l_mut_40_ = 0u;
    uint l_mut_690_ = 0u;
    uint l_mut_691_ = 0u;
    uint l_mut_696_ = 0u;
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
    uint l_mut_239_ = 0u;
    bool local_12 = false;
    bool local_13 = false;
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
    uint l_mut_354_ = 0u;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    bool local_29 = false;
    bool local_30 = false;
    bool local_31 = false;
    uint l_mut_433_ = 0u;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    bool local_39 = false;
    uint l_mut_688_ = 0u;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    bool local_43 = false;
    bool local_44 = false;
    bool local_45 = false;
    bool local_46 = false;
    bool local_47 = false;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    uint l_mut_803_ = 0u;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    uint l_mut_883_ = 0u;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    uint l_mut_960_ = 0u;
    uint l_mut_967_ = 0u;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    bool local_68 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1126_ = _group_0_binding_6_cs.static_meta[5];
        uint l_1127_ = (l_1126_ * 1u);
        uint l_1128_ = (l_1127_ - 1u);
        uint l_1129_ = min(3u, l_1128_);
        uint _e62 = atomicAdd(_group_0_binding_5_cs[l_1129_], 1u);
    }
    uint l_1042_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1043_ = (l_1042_ * 1u);
    bool l_1044_ = (0u < l_1043_);
    uint l_1045_ = (l_1043_ - 1u);
    uint l_1046_ = min(0u, l_1045_);
    uint l_1047_ = _group_0_binding_3_cs[l_1046_];
    uint l_4_ = (l_1044_ ? l_1047_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1049_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1050_ = (l_1049_ * 1u);
    bool l_1051_ = (l_6_ < l_1050_);
    uint l_1052_ = (l_1050_ - 1u);
    uint l_1053_ = min(l_6_, l_1052_);
    uint l_1054_ = _group_0_binding_3_cs[l_1053_];
    uint l_7_ = (l_1051_ ? l_1054_ : 0u);
    uint l_1056_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1057_ = (l_1056_ * 1u);
    bool l_1058_ = (2u < l_1057_);
    uint l_1059_ = (l_1057_ - 1u);
    uint l_1060_ = min(2u, l_1059_);
    uint l_1061_ = _group_0_binding_3_cs[l_1060_];
    uint l_9_ = (l_1058_ ? l_1061_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1063_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1064_ = (l_1063_ * 1u);
    bool l_1065_ = (l_11_ < l_1064_);
    uint l_1066_ = (l_1064_ - 1u);
    uint l_1067_ = min(l_11_, l_1066_);
    uint l_1068_ = _group_0_binding_3_cs[l_1067_];
    uint l_12_ = (l_1065_ ? l_1068_ : 0u);
    uint l_1070_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1071_ = (l_1070_ * 1u);
    bool l_1072_ = (4u < l_1071_);
    uint l_1073_ = (l_1071_ - 1u);
    uint l_1074_ = min(4u, l_1073_);
    uint l_1075_ = _group_0_binding_3_cs[l_1074_];
    uint l_14_ = (l_1072_ ? l_1075_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1077_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1078_ = (l_1077_ * 1u);
    bool l_1079_ = (l_16_ < l_1078_);
    uint l_1080_ = (l_1078_ - 1u);
    uint l_1081_ = min(l_16_, l_1080_);
    uint l_1082_ = _group_0_binding_3_cs[l_1081_];
    uint l_17_ = (l_1079_ ? l_1082_ : 0u);
    uint l_1084_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1085_ = (l_1084_ * 1u);
    bool l_1086_ = (6u < l_1085_);
    uint l_1087_ = (l_1085_ - 1u);
    uint l_1088_ = min(6u, l_1087_);
    uint l_1089_ = _group_0_binding_3_cs[l_1088_];
    uint l_19_ = (l_1086_ ? l_1089_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1091_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1092_ = (l_1091_ * 1u);
    bool l_1093_ = (l_21_ < l_1092_);
    uint l_1094_ = (l_1092_ - 1u);
    uint l_1095_ = min(l_21_, l_1094_);
    uint l_1096_ = _group_0_binding_3_cs[l_1095_];
    uint l_22_ = (l_1093_ ? l_1096_ : 0u);
    uint l_1098_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1099_ = (l_1098_ * 1u);
    bool l_1100_ = (8u < l_1099_);
    uint l_1101_ = (l_1099_ - 1u);
    uint l_1102_ = min(8u, l_1101_);
    uint l_1103_ = _group_0_binding_3_cs[l_1102_];
    uint l_24_ = (l_1100_ ? l_1103_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1105_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1106_ = (l_1105_ * 1u);
    bool l_1107_ = (l_26_ < l_1106_);
    uint l_1108_ = (l_1106_ - 1u);
    uint l_1109_ = min(l_26_, l_1108_);
    uint l_1110_ = _group_0_binding_3_cs[l_1109_];
    uint l_27_ = (l_1107_ ? l_1110_ : 0u);
    uint l_1112_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1113_ = (l_1112_ * 1u);
    bool l_1114_ = (10u < l_1113_);
    uint l_1115_ = (l_1113_ - 1u);
    uint l_1116_ = min(10u, l_1115_);
    uint l_1117_ = _group_0_binding_3_cs[l_1116_];
    uint l_29_ = (l_1114_ ? l_1117_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1119_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1120_ = (l_1119_ * 1u);
    bool l_1121_ = (l_31_ < l_1120_);
    uint l_1122_ = (l_1120_ - 1u);
    uint l_1123_ = min(l_31_, l_1122_);
    uint l_1124_ = _group_0_binding_3_cs[l_1123_];
    uint l_32_ = (l_1121_ ? l_1124_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_1131_ = (id & 65535u);
    uint l_1132_ = (id >> 16u);
    uint l_1133_ = (l_1132_ & 65535u);
    uint l_1134_ = (l_4_ & 65535u);
    uint l_1135_ = (l_4_ >> 16u);
    uint l_1136_ = (l_1135_ & 65535u);
    uint l_1137_ = (l_1131_ * l_1134_);
    uint l_1138_ = (l_1133_ * l_1134_);
    uint l_1139_ = (l_1131_ * l_1136_);
    uint l_1140_ = (l_1133_ * l_1136_);
    uint l_1141_ = (l_1137_ >> 16u);
    uint l_1142_ = (l_1141_ & 65535u);
    uint l_1143_ = (l_1138_ & 65535u);
    uint l_1144_ = (l_1142_ + l_1143_);
    uint l_1145_ = (l_1139_ & 65535u);
    uint l_1146_ = (l_1144_ + l_1145_);
    uint l_1147_ = (l_1138_ >> 16u);
    uint l_1148_ = (l_1147_ & 65535u);
    uint l_1149_ = (l_1140_ + l_1148_);
    uint l_1150_ = (l_1139_ >> 16u);
    uint l_1151_ = (l_1150_ & 65535u);
    uint l_1152_ = (l_1149_ + l_1151_);
    uint l_1153_ = (l_1146_ >> 16u);
    uint l_1154_ = (l_1153_ & 65535u);
    uint l_37_ = (l_1152_ + l_1154_);
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
        uint l_1156_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1157_ = (l_1156_ * 1u);
        bool l_1158_ = (l_58_ < l_1157_);
        uint l_1159_ = (l_1157_ - 1u);
        uint l_1160_ = min(l_58_, l_1159_);
        uint l_1161_ = _group_0_binding_0_cs[l_1160_];
        uint l_59_ = (l_1158_ ? l_1161_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1163_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1164_ = (l_1163_ * 1u);
        bool l_1165_ = (l_61_ < l_1164_);
        uint l_1166_ = (l_1164_ - 1u);
        uint l_1167_ = min(l_61_, l_1166_);
        uint l_1168_ = _group_0_binding_0_cs[l_1167_];
        uint l_62_ = (l_1165_ ? l_1168_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1170_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1171_ = (l_1170_ * 1u);
        bool l_1172_ = (l_63_ < l_1171_);
        uint l_1173_ = (l_1171_ - 1u);
        uint l_1174_ = min(l_63_, l_1173_);
        uint l_1175_ = _group_0_binding_1_cs[l_1174_];
        uint l_64_ = (l_1172_ ? l_1175_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1177_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1178_ = (l_1177_ * 1u);
        bool l_1179_ = (l_66_ < l_1178_);
        uint l_1180_ = (l_1178_ - 1u);
        uint l_1181_ = min(l_66_, l_1180_);
        uint l_1182_ = _group_0_binding_1_cs[l_1181_];
        uint l_67_ = (l_1179_ ? l_1182_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1184_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1185_ = (l_1184_ * 1u);
        bool l_1186_ = (l_68_ < l_1185_);
        uint l_1187_ = (l_1185_ - 1u);
        uint l_1188_ = min(l_68_, l_1187_);
        uint l_1189_ = _group_0_binding_2_cs[l_1188_];
        uint l_69_ = (l_1186_ ? l_1189_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1191_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1192_ = (l_1191_ * 1u);
        bool l_1193_ = (l_71_ < l_1192_);
        uint l_1194_ = (l_1192_ - 1u);
        uint l_1195_ = min(l_71_, l_1194_);
        uint l_1196_ = _group_0_binding_2_cs[l_1195_];
        uint l_72_ = (l_1193_ ? l_1196_ : 0u);
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
        uint l_1198_ = (_e480 & 65535u);
        uint _e483 = l_mut_40_;
        uint l_1199_ = (_e483 >> 16u);
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
        uint l_83_ = (l_1219_ + l_1221_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e524 = l_mut_75_;
        uint l_1223_ = (_e524 & 65535u);
        uint _e527 = l_mut_75_;
        uint l_1224_ = (_e527 >> 16u);
        uint l_1225_ = (l_1224_ & 65535u);
        uint l_1226_ = (l_4_ & 65535u);
        uint l_1227_ = (l_4_ >> 16u);
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
        uint l_85_ = (l_1244_ + l_1246_);
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
        uint l_1248_ = (_e641 & 65535u);
        uint _e644 = l_mut_102_;
        uint l_1249_ = (_e644 >> 16u);
        uint l_1250_ = (l_1249_ & 65535u);
        uint l_1251_ = (l_121_ & 65535u);
        uint l_1252_ = (l_121_ >> 16u);
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
        uint l_132_ = (l_1269_ + l_1271_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e685 = l_mut_96_;
        uint l_1273_ = (_e685 & 65535u);
        uint _e688 = l_mut_96_;
        uint l_1274_ = (_e688 >> 16u);
        uint l_1275_ = (l_1274_ & 65535u);
        uint l_1276_ = (l_121_ & 65535u);
        uint l_1277_ = (l_121_ >> 16u);
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
        uint l_134_ = (l_1294_ + l_1296_);
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
                uint _e857 = l_mut_90_;
                l_mut_209_ = _e857;
                uint _e858 = l_mut_75_;
                l_mut_210_ = _e858;
                if (false) {
                    uint _e861 = l_mut_75_;
                    uint l_213_ = (_e861 >> 3u);
                    l_mut_209_ = l_213_;
                    l_mut_210_ = 0u;
                } else {
                    if (true) {
                        uint _e865 = l_mut_90_;
                        l_mut_215_ = _e865;
                        if (true) {
                            uint _e867 = l_mut_90_;
                            uint l_217_ = (_e867 >> 3u);
                            uint _e870 = l_mut_75_;
                            uint l_218_ = (_e870 << 29u);
                            uint l_219_ = (l_217_ | l_218_);
                            l_mut_215_ = l_219_;
                        }
                        uint _e874 = l_mut_75_;
                        uint l_220_ = (_e874 >> 3u);
                        uint _e877 = l_mut_215_;
                        l_mut_209_ = _e877;
                        l_mut_210_ = l_220_;
                    }
                }
                uint _e878 = l_mut_210_;
                uint _e879 = l_mut_96_;
                bool l_221_ = (_e878 < _e879);
                uint _e881 = l_mut_210_;
                uint _e882 = l_mut_96_;
                bool l_222_ = (_e881 == _e882);
                uint _e884 = l_mut_209_;
                uint _e885 = l_mut_102_;
                bool l_223_ = (_e884 < _e885);
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
                uint _e897 = l_mut_102_;
                uint _e898 = l_mut_96_;
                uint l_227_ = (_e897 | _e898);
                bool l_228_ = (l_227_ == 0u);
                if (l_228_) {
                    l_mut_207_ = l_4_;
                } else {
                    bool _e902 = l_mut_208_;
                    if (_e902) {
                        uint _e903 = l_mut_96_;
                        uint _e904 = l_mut_75_;
                        bool l_229_ = (_e903 < _e904);
                        uint _e906 = l_mut_96_;
                        uint _e907 = l_mut_75_;
                        bool l_230_ = (_e906 == _e907);
                        uint _e909 = l_mut_102_;
                        uint _e910 = l_mut_90_;
                        bool l_231_ = (_e909 < _e910);
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
                            uint _e921 = l_mut_90_;
                            uint l_234_ = (_e921 - 1u);
                            uint _e924 = l_mut_75_;
                            uint l_235_ = (_e924 - 0u);
                            uint _e927 = l_mut_90_;
                            bool l_236_ = (_e927 < 1u);
                            uint l_237_ = uint(l_236_);
                            uint l_238_ = (l_235_ - l_237_);
                            l_mut_215_ = l_234_;
                            l_mut_210_ = l_238_;
                            l_mut_209_ = 0u;
                            l_mut_239_ = 0u;
                            bool loop_init = true;
                            while(true) {
                                if (!loop_init) {
                                    uint _e1020 = l_mut_239_;
                                    l_mut_239_ = (_e1020 + 1u);
                                }
                                loop_init = false;
                                uint _e935 = l_mut_239_;
                                if ((_e935 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e939 = l_mut_239_;
                                    uint l_240_ = (15u - _e939);
                                    uint _e941 = l_mut_215_;
                                    l_mut_241_ = _e941;
                                    uint _e942 = l_mut_210_;
                                    l_mut_242_ = _e942;
                                    bool l_243_ = (l_240_ >= 32u);
                                    if (l_243_) {
                                        uint l_244_ = (l_240_ & 31u);
                                        uint _e947 = l_mut_210_;
                                        uint l_245_ = (_e947 >> l_244_);
                                        l_mut_241_ = l_245_;
                                        l_mut_242_ = 0u;
                                    } else {
                                        bool l_246_ = (l_240_ > 0u);
                                        if (l_246_) {
                                            uint _e952 = l_mut_215_;
                                            l_mut_247_ = _e952;
                                            bool l_248_ = (l_240_ > 0u);
                                            if (l_248_) {
                                                uint _e955 = l_mut_215_;
                                                uint l_249_ = (_e955 >> l_240_);
                                                uint l_250_ = (32u - l_240_);
                                                uint _e959 = l_mut_210_;
                                                uint l_251_ = (_e959 << l_250_);
                                                uint l_252_ = (l_249_ | l_251_);
                                                l_mut_247_ = l_252_;
                                            }
                                            uint _e962 = l_mut_210_;
                                            uint l_253_ = (_e962 >> l_240_);
                                            uint _e964 = l_mut_247_;
                                            l_mut_241_ = _e964;
                                            l_mut_242_ = l_253_;
                                        }
                                    }
                                    uint _e965 = l_mut_242_;
                                    uint _e966 = l_mut_96_;
                                    bool l_254_ = (_e965 < _e966);
                                    uint _e968 = l_mut_242_;
                                    uint _e969 = l_mut_96_;
                                    bool l_255_ = (_e968 == _e969);
                                    uint _e971 = l_mut_241_;
                                    uint _e972 = l_mut_102_;
                                    bool l_256_ = (_e971 < _e972);
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
                                        uint _e984 = l_mut_102_;
                                        l_mut_247_ = _e984;
                                        uint _e985 = l_mut_96_;
                                        l_mut_242_ = _e985;
                                        bool l_260_ = (l_240_ >= 32u);
                                        if (l_260_) {
                                            uint l_261_ = (l_240_ & 31u);
                                            uint _e990 = l_mut_102_;
                                            uint l_262_ = (_e990 << l_261_);
                                            l_mut_247_ = 0u;
                                            l_mut_242_ = l_262_;
                                        } else {
                                            bool l_263_ = (l_240_ > 0u);
                                            if (l_263_) {
                                                uint _e995 = l_mut_102_;
                                                uint l_264_ = (_e995 << l_240_);
                                                uint _e997 = l_mut_96_;
                                                uint l_265_ = (_e997 << l_240_);
                                                uint l_266_ = (32u - l_240_);
                                                uint _e1001 = l_mut_102_;
                                                uint l_267_ = (_e1001 >> l_266_);
                                                uint l_268_ = (l_265_ | l_267_);
                                                l_mut_247_ = l_264_;
                                                l_mut_242_ = l_268_;
                                            }
                                        }
                                        uint _e1004 = l_mut_215_;
                                        uint _e1005 = l_mut_247_;
                                        uint l_269_ = (_e1004 - _e1005);
                                        uint _e1007 = l_mut_210_;
                                        uint _e1008 = l_mut_242_;
                                        uint l_270_ = (_e1007 - _e1008);
                                        uint _e1010 = l_mut_215_;
                                        uint _e1011 = l_mut_247_;
                                        bool l_271_ = (_e1010 < _e1011);
                                        uint l_272_ = uint(l_271_);
                                        uint l_273_ = (l_270_ - l_272_);
                                        l_mut_215_ = l_269_;
                                        l_mut_210_ = l_273_;
                                        uint l_274_ = (1u << l_240_);
                                        uint _e1017 = l_mut_209_;
                                        l_mut_209_ = (_e1017 | l_274_);
                                    }
                                }
                            }
                            uint _e1022 = l_mut_209_;
                            uint l_275_ = min(_e1022, l_4_);
                            l_mut_247_ = l_275_;
                            uint _e1024 = l_mut_210_;
                            uint _e1025 = l_mut_96_;
                            bool l_276_ = (_e1024 < _e1025);
                            uint _e1027 = l_mut_210_;
                            uint _e1028 = l_mut_96_;
                            bool l_277_ = (_e1027 == _e1028);
                            uint _e1030 = l_mut_215_;
                            uint _e1031 = l_mut_102_;
                            bool l_278_ = (_e1030 < _e1031);
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
                            uint _e1043 = l_mut_247_;
                            l_mut_207_ = _e1043;
                        }
                    } else {
                        uint _e1044 = l_mut_90_;
                        l_mut_247_ = _e1044;
                        uint _e1045 = l_mut_75_;
                        l_mut_242_ = _e1045;
                        while(true) {
                            uint _e1046 = l_mut_96_;
                            uint _e1047 = l_mut_242_;
                            bool l_282_ = (_e1046 < _e1047);
                            uint _e1049 = l_mut_96_;
                            uint _e1050 = l_mut_242_;
                            bool l_283_ = (_e1049 == _e1050);
                            uint _e1052 = l_mut_102_;
                            uint _e1053 = l_mut_247_;
                            bool l_284_ = (_e1052 < _e1053);
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
                            uint _e1064 = l_mut_207_;
                            uint _e1065 = l_mut_189_;
                            uint l_287_ = (_e1064 * _e1065);
                            uint _e1067 = l_mut_188_;
                            uint l_288_ = (_e1067 + l_287_);
                            uint _e1069 = l_mut_189_;
                            uint l_289_ = (l_288_ + _e1069);
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
                            uint _e1077 = l_mut_247_;
                            uint _e1078 = l_mut_102_;
                            uint l_293_ = (_e1077 - _e1078);
                            uint _e1080 = l_mut_242_;
                            uint _e1081 = l_mut_96_;
                            uint l_294_ = (_e1080 - _e1081);
                            uint _e1083 = l_mut_247_;
                            uint _e1084 = l_mut_102_;
                            bool l_295_ = (_e1083 < _e1084);
                            uint l_296_ = uint(l_295_);
                            uint l_297_ = (l_294_ - l_296_);
                            l_mut_247_ = l_293_;
                            l_mut_242_ = l_297_;
                            uint _e1088 = l_mut_207_;
                            l_mut_207_ = (_e1088 + 1u);
                        }
                    }
                }
                uint _e1091 = l_mut_207_;
                uint _e1092 = l_mut_189_;
                uint l_298_ = (_e1091 * _e1092);
                uint _e1094 = l_mut_188_;
                uint l_299_ = (_e1094 + l_298_);
                uint _e1096 = l_mut_189_;
                uint l_300_ = (l_299_ + _e1096);
                bool l_301_ = (l_300_ >= l_4_);
                if (l_301_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e1101 = l_mut_102_;
                    uint _e1102 = l_mut_207_;
                    uint l_302_ = (_e1101 * _e1102);
                    uint _e1104 = l_mut_102_;
                    uint l_1298_ = (_e1104 & 65535u);
                    uint _e1107 = l_mut_102_;
                    uint l_1299_ = (_e1107 >> 16u);
                    uint l_1300_ = (l_1299_ & 65535u);
                    uint _e1112 = l_mut_207_;
                    uint l_1301_ = (_e1112 & 65535u);
                    uint _e1115 = l_mut_207_;
                    uint l_1302_ = (_e1115 >> 16u);
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
                    uint l_303_ = (l_1319_ + l_1321_);
                    uint _e1149 = l_mut_96_;
                    uint _e1150 = l_mut_207_;
                    uint l_304_ = (_e1149 * _e1150);
                    uint l_305_ = (l_303_ + l_304_);
                    uint _e1153 = l_mut_90_;
                    uint l_306_ = (_e1153 - l_302_);
                    uint _e1155 = l_mut_75_;
                    uint l_307_ = (_e1155 - l_305_);
                    uint _e1157 = l_mut_90_;
                    bool l_308_ = (_e1157 < l_302_);
                    uint l_309_ = uint(l_308_);
                    uint l_310_ = (l_307_ - l_309_);
                    l_mut_90_ = l_306_;
                    l_mut_75_ = l_310_;
                    uint _e1161 = l_mut_207_;
                    uint _e1162 = l_mut_189_;
                    uint l_311_ = (_e1161 * _e1162);
                    uint _e1164 = l_mut_188_;
                    l_mut_188_ = (_e1164 + l_311_);
                    uint _e1166 = l_mut_102_;
                    uint _e1167 = l_mut_90_;
                    uint l_312_ = (_e1166 - _e1167);
                    uint _e1169 = l_mut_96_;
                    uint _e1170 = l_mut_75_;
                    uint l_313_ = (_e1169 - _e1170);
                    uint _e1172 = l_mut_102_;
                    uint _e1173 = l_mut_90_;
                    bool l_314_ = (_e1172 < _e1173);
                    uint l_315_ = uint(l_314_);
                    uint l_316_ = (l_313_ - l_315_);
                    l_mut_102_ = l_312_;
                    l_mut_96_ = l_316_;
                    uint _e1177 = l_mut_189_;
                    uint _e1178 = l_mut_188_;
                    l_mut_189_ = (_e1177 + _e1178);
                }
            } else {
                uint _e1180 = l_mut_40_;
                uint _e1181 = l_mut_102_;
                uint l_317_ = (_e1180 - _e1181);
                uint _e1183 = l_mut_187_;
                uint _e1184 = l_mut_96_;
                uint l_318_ = (_e1183 - _e1184);
                uint _e1186 = l_mut_40_;
                uint _e1187 = l_mut_102_;
                bool l_319_ = (_e1186 < _e1187);
                uint l_320_ = uint(l_319_);
                uint l_321_ = (l_318_ - l_320_);
                l_mut_40_ = l_317_;
                l_mut_187_ = l_321_;
                uint _e1191 = l_mut_187_;
                bool l_322_ = (_e1191 < l_181_);
                uint _e1193 = l_mut_187_;
                bool l_323_ = (_e1193 == l_181_);
                uint _e1195 = l_mut_40_;
                bool l_324_ = (_e1195 < l_177_);
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
                    uint _e1209 = l_mut_102_;
                    l_mut_242_ = _e1209;
                    uint _e1210 = l_mut_96_;
                    l_mut_241_ = _e1210;
                    if (false) {
                        uint _e1213 = l_mut_96_;
                        uint l_329_ = (_e1213 >> 3u);
                        l_mut_242_ = l_329_;
                        l_mut_241_ = 0u;
                    } else {
                        if (true) {
                            uint _e1217 = l_mut_102_;
                            l_mut_215_ = _e1217;
                            if (true) {
                                uint _e1219 = l_mut_102_;
                                uint l_332_ = (_e1219 >> 3u);
                                uint _e1222 = l_mut_96_;
                                uint l_333_ = (_e1222 << 29u);
                                uint l_334_ = (l_332_ | l_333_);
                                l_mut_215_ = l_334_;
                            }
                            uint _e1226 = l_mut_96_;
                            uint l_335_ = (_e1226 >> 3u);
                            uint _e1229 = l_mut_215_;
                            l_mut_242_ = _e1229;
                            l_mut_241_ = l_335_;
                        }
                    }
                    uint _e1230 = l_mut_241_;
                    uint _e1231 = l_mut_75_;
                    bool l_336_ = (_e1230 < _e1231);
                    uint _e1233 = l_mut_241_;
                    uint _e1234 = l_mut_75_;
                    bool l_337_ = (_e1233 == _e1234);
                    uint _e1236 = l_mut_242_;
                    uint _e1237 = l_mut_90_;
                    bool l_338_ = (_e1236 < _e1237);
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
                    uint _e1249 = l_mut_90_;
                    uint _e1250 = l_mut_75_;
                    uint l_342_ = (_e1249 | _e1250);
                    bool l_343_ = (l_342_ == 0u);
                    if (l_343_) {
                        l_mut_247_ = l_4_;
                    } else {
                        bool _e1254 = l_mut_208_;
                        if (_e1254) {
                            uint _e1255 = l_mut_75_;
                            uint _e1256 = l_mut_96_;
                            bool l_344_ = (_e1255 < _e1256);
                            uint _e1258 = l_mut_75_;
                            uint _e1259 = l_mut_96_;
                            bool l_345_ = (_e1258 == _e1259);
                            uint _e1261 = l_mut_90_;
                            uint _e1262 = l_mut_102_;
                            bool l_346_ = (_e1261 < _e1262);
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
                                uint _e1273 = l_mut_102_;
                                uint l_349_ = (_e1273 - 1u);
                                uint _e1276 = l_mut_96_;
                                uint l_350_ = (_e1276 - 0u);
                                uint _e1279 = l_mut_102_;
                                bool l_351_ = (_e1279 < 1u);
                                uint l_352_ = uint(l_351_);
                                uint l_353_ = (l_350_ - l_352_);
                                l_mut_242_ = l_349_;
                                l_mut_241_ = l_353_;
                                l_mut_215_ = 0u;
                                l_mut_354_ = 0u;
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e1372 = l_mut_354_;
                                        l_mut_354_ = (_e1372 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1287 = l_mut_354_;
                                    if ((_e1287 < 16u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1291 = l_mut_354_;
                                        uint l_355_ = (15u - _e1291);
                                        uint _e1293 = l_mut_242_;
                                        l_mut_210_ = _e1293;
                                        uint _e1294 = l_mut_241_;
                                        l_mut_209_ = _e1294;
                                        bool l_356_ = (l_355_ >= 32u);
                                        if (l_356_) {
                                            uint l_357_ = (l_355_ & 31u);
                                            uint _e1299 = l_mut_241_;
                                            uint l_358_ = (_e1299 >> l_357_);
                                            l_mut_210_ = l_358_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_359_ = (l_355_ > 0u);
                                            if (l_359_) {
                                                uint _e1304 = l_mut_242_;
                                                l_mut_207_ = _e1304;
                                                bool l_360_ = (l_355_ > 0u);
                                                if (l_360_) {
                                                    uint _e1307 = l_mut_242_;
                                                    uint l_361_ = (_e1307 >> l_355_);
                                                    uint l_362_ = (32u - l_355_);
                                                    uint _e1311 = l_mut_241_;
                                                    uint l_363_ = (_e1311 << l_362_);
                                                    uint l_364_ = (l_361_ | l_363_);
                                                    l_mut_207_ = l_364_;
                                                }
                                                uint _e1314 = l_mut_241_;
                                                uint l_365_ = (_e1314 >> l_355_);
                                                uint _e1316 = l_mut_207_;
                                                l_mut_210_ = _e1316;
                                                l_mut_209_ = l_365_;
                                            }
                                        }
                                        uint _e1317 = l_mut_209_;
                                        uint _e1318 = l_mut_75_;
                                        bool l_366_ = (_e1317 < _e1318);
                                        uint _e1320 = l_mut_209_;
                                        uint _e1321 = l_mut_75_;
                                        bool l_367_ = (_e1320 == _e1321);
                                        uint _e1323 = l_mut_210_;
                                        uint _e1324 = l_mut_90_;
                                        bool l_368_ = (_e1323 < _e1324);
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
                                            uint _e1336 = l_mut_90_;
                                            l_mut_210_ = _e1336;
                                            uint _e1337 = l_mut_75_;
                                            l_mut_209_ = _e1337;
                                            bool l_372_ = (l_355_ >= 32u);
                                            if (l_372_) {
                                                uint l_373_ = (l_355_ & 31u);
                                                uint _e1342 = l_mut_90_;
                                                uint l_374_ = (_e1342 << l_373_);
                                                l_mut_210_ = 0u;
                                                l_mut_209_ = l_374_;
                                            } else {
                                                bool l_375_ = (l_355_ > 0u);
                                                if (l_375_) {
                                                    uint _e1347 = l_mut_90_;
                                                    uint l_376_ = (_e1347 << l_355_);
                                                    uint _e1349 = l_mut_75_;
                                                    uint l_377_ = (_e1349 << l_355_);
                                                    uint l_378_ = (32u - l_355_);
                                                    uint _e1353 = l_mut_90_;
                                                    uint l_379_ = (_e1353 >> l_378_);
                                                    uint l_380_ = (l_377_ | l_379_);
                                                    l_mut_210_ = l_376_;
                                                    l_mut_209_ = l_380_;
                                                }
                                            }
                                            uint _e1356 = l_mut_242_;
                                            uint _e1357 = l_mut_210_;
                                            uint l_381_ = (_e1356 - _e1357);
                                            uint _e1359 = l_mut_241_;
                                            uint _e1360 = l_mut_209_;
                                            uint l_382_ = (_e1359 - _e1360);
                                            uint _e1362 = l_mut_242_;
                                            uint _e1363 = l_mut_210_;
                                            bool l_383_ = (_e1362 < _e1363);
                                            uint l_384_ = uint(l_383_);
                                            uint l_385_ = (l_382_ - l_384_);
                                            l_mut_242_ = l_381_;
                                            l_mut_241_ = l_385_;
                                            uint l_386_ = (1u << l_355_);
                                            uint _e1369 = l_mut_215_;
                                            l_mut_215_ = (_e1369 | l_386_);
                                        }
                                    }
                                }
                                uint _e1374 = l_mut_215_;
                                uint l_387_ = min(_e1374, l_4_);
                                l_mut_215_ = l_387_;
                                uint _e1376 = l_mut_241_;
                                uint _e1377 = l_mut_75_;
                                bool l_388_ = (_e1376 < _e1377);
                                uint _e1379 = l_mut_241_;
                                uint _e1380 = l_mut_75_;
                                bool l_389_ = (_e1379 == _e1380);
                                uint _e1382 = l_mut_242_;
                                uint _e1383 = l_mut_90_;
                                bool l_390_ = (_e1382 < _e1383);
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
                                uint _e1395 = l_mut_215_;
                                l_mut_247_ = _e1395;
                            }
                        } else {
                            uint _e1396 = l_mut_102_;
                            l_mut_242_ = _e1396;
                            uint _e1397 = l_mut_96_;
                            l_mut_241_ = _e1397;
                            while(true) {
                                uint _e1398 = l_mut_75_;
                                uint _e1399 = l_mut_241_;
                                bool l_394_ = (_e1398 < _e1399);
                                uint _e1401 = l_mut_75_;
                                uint _e1402 = l_mut_241_;
                                bool l_395_ = (_e1401 == _e1402);
                                uint _e1404 = l_mut_90_;
                                uint _e1405 = l_mut_242_;
                                bool l_396_ = (_e1404 < _e1405);
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
                                uint _e1416 = l_mut_247_;
                                uint _e1417 = l_mut_188_;
                                uint l_399_ = (_e1416 * _e1417);
                                uint _e1419 = l_mut_189_;
                                uint l_400_ = (_e1419 + l_399_);
                                uint _e1421 = l_mut_188_;
                                uint l_401_ = (l_400_ + _e1421);
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
                                uint _e1429 = l_mut_242_;
                                uint _e1430 = l_mut_90_;
                                uint l_405_ = (_e1429 - _e1430);
                                uint _e1432 = l_mut_241_;
                                uint _e1433 = l_mut_75_;
                                uint l_406_ = (_e1432 - _e1433);
                                uint _e1435 = l_mut_242_;
                                uint _e1436 = l_mut_90_;
                                bool l_407_ = (_e1435 < _e1436);
                                uint l_408_ = uint(l_407_);
                                uint l_409_ = (l_406_ - l_408_);
                                l_mut_242_ = l_405_;
                                l_mut_241_ = l_409_;
                                uint _e1440 = l_mut_247_;
                                l_mut_247_ = (_e1440 + 1u);
                            }
                        }
                    }
                    uint _e1443 = l_mut_188_;
                    uint _e1444 = l_mut_189_;
                    uint l_410_ = (_e1443 + _e1444);
                    uint _e1446 = l_mut_247_;
                    uint _e1447 = l_mut_188_;
                    uint l_411_ = (_e1446 * _e1447);
                    uint l_412_ = (l_410_ + l_411_);
                    bool l_413_ = (l_412_ >= l_4_);
                    if (l_413_) {
                        l_mut_190_ = true;
                        l_mut_197_ = false;
                    } else {
                        uint _e1453 = l_mut_90_;
                        uint _e1454 = l_mut_247_;
                        uint l_414_ = (_e1453 * _e1454);
                        uint _e1456 = l_mut_90_;
                        uint l_1323_ = (_e1456 & 65535u);
                        uint _e1459 = l_mut_90_;
                        uint l_1324_ = (_e1459 >> 16u);
                        uint l_1325_ = (l_1324_ & 65535u);
                        uint _e1464 = l_mut_247_;
                        uint l_1326_ = (_e1464 & 65535u);
                        uint _e1467 = l_mut_247_;
                        uint l_1327_ = (_e1467 >> 16u);
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
                        uint l_415_ = (l_1344_ + l_1346_);
                        uint _e1501 = l_mut_75_;
                        uint _e1502 = l_mut_247_;
                        uint l_416_ = (_e1501 * _e1502);
                        uint l_417_ = (l_415_ + l_416_);
                        uint _e1505 = l_mut_102_;
                        uint l_418_ = (_e1505 - l_414_);
                        uint _e1507 = l_mut_96_;
                        uint l_419_ = (_e1507 - l_417_);
                        uint _e1509 = l_mut_102_;
                        bool l_420_ = (_e1509 < l_414_);
                        uint l_421_ = uint(l_420_);
                        uint l_422_ = (l_419_ - l_421_);
                        l_mut_102_ = l_418_;
                        l_mut_96_ = l_422_;
                        uint _e1513 = l_mut_247_;
                        uint _e1514 = l_mut_188_;
                        uint l_423_ = (_e1513 * _e1514);
                        uint _e1516 = l_mut_189_;
                        l_mut_189_ = (_e1516 + l_423_);
                        uint _e1518 = l_mut_90_;
                        uint _e1519 = l_mut_102_;
                        uint l_424_ = (_e1518 - _e1519);
                        uint _e1521 = l_mut_75_;
                        uint _e1522 = l_mut_96_;
                        uint l_425_ = (_e1521 - _e1522);
                        uint _e1524 = l_mut_90_;
                        uint _e1525 = l_mut_102_;
                        bool l_426_ = (_e1524 < _e1525);
                        uint l_427_ = uint(l_426_);
                        uint l_428_ = (l_425_ - l_427_);
                        l_mut_90_ = l_424_;
                        l_mut_75_ = l_428_;
                        uint _e1529 = l_mut_188_;
                        uint _e1530 = l_mut_189_;
                        l_mut_188_ = (_e1529 + _e1530);
                    }
                }
            }
        }
        bool _e1532 = l_mut_190_;
        bool l_429_ = !(_e1532);
        if (l_429_) {
            uint l_1348_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1349_ = (l_1348_ * 1u);
            uint l_1350_ = (l_1349_ - 1u);
            uint l_1351_ = min(0u, l_1350_);
            uint _e1547 = atomicAdd(_group_0_binding_5_cs[l_1351_], 1u);
            uint l_432_ = (l_4_ / 8u);
            l_mut_247_ = 0u;
            l_mut_242_ = 0u;
            l_mut_241_ = 0u;
            bool loop_init_2 = true;
            while(true) {
                if (!loop_init_2) {
                    uint _e3282 = l_mut_433_;
                    l_mut_433_ = (_e3282 + 1u);
                }
                loop_init_2 = false;
                uint _e1555 = l_mut_433_;
                if ((_e1555 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1558 = l_mut_433_;
                    uint l_434_ = (_e1558 * l_432_);
                    bool l_435_ = (l_434_ < l_56_);
                    uint l_436_ = (l_4_ / 8u);
                    uint _e1563 = l_mut_433_;
                    uint l_437_ = (_e1563 * l_436_);
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
                    uint _e1578 = l_mut_215_;
                    uint l_446_ = (_e1578 * l_438_);
                    uint _e1580 = l_mut_210_;
                    uint l_447_ = (_e1580 * l_438_);
                    uint _e1582 = l_mut_215_;
                    uint l_1353_ = (_e1582 & 65535u);
                    uint _e1585 = l_mut_215_;
                    uint l_1354_ = (_e1585 >> 16u);
                    uint l_1355_ = (l_1354_ & 65535u);
                    uint l_1356_ = (l_438_ & 65535u);
                    uint l_1357_ = (l_438_ >> 16u);
                    uint l_1358_ = (l_1357_ & 65535u);
                    uint l_1359_ = (l_1353_ * l_1356_);
                    uint l_1360_ = (l_1355_ * l_1356_);
                    uint l_1361_ = (l_1353_ * l_1358_);
                    uint l_1362_ = (l_1355_ * l_1358_);
                    uint l_1363_ = (l_1359_ >> 16u);
                    uint l_1364_ = (l_1363_ & 65535u);
                    uint l_1365_ = (l_1360_ & 65535u);
                    uint l_1366_ = (l_1364_ + l_1365_);
                    uint l_1367_ = (l_1361_ & 65535u);
                    uint l_1368_ = (l_1366_ + l_1367_);
                    uint l_1369_ = (l_1360_ >> 16u);
                    uint l_1370_ = (l_1369_ & 65535u);
                    uint l_1371_ = (l_1362_ + l_1370_);
                    uint l_1372_ = (l_1361_ >> 16u);
                    uint l_1373_ = (l_1372_ & 65535u);
                    uint l_1374_ = (l_1371_ + l_1373_);
                    uint l_1375_ = (l_1368_ >> 16u);
                    uint l_1376_ = (l_1375_ & 65535u);
                    uint l_448_ = (l_1374_ + l_1376_);
                    uint l_449_ = (l_448_ + l_447_);
                    uint _e1626 = l_mut_210_;
                    uint l_1378_ = (_e1626 & 65535u);
                    uint _e1629 = l_mut_210_;
                    uint l_1379_ = (_e1629 >> 16u);
                    uint l_1380_ = (l_1379_ & 65535u);
                    uint l_1381_ = (l_438_ & 65535u);
                    uint l_1382_ = (l_438_ >> 16u);
                    uint l_1383_ = (l_1382_ & 65535u);
                    uint l_1384_ = (l_1378_ * l_1381_);
                    uint l_1385_ = (l_1380_ * l_1381_);
                    uint l_1386_ = (l_1378_ * l_1383_);
                    uint l_1387_ = (l_1380_ * l_1383_);
                    uint l_1388_ = (l_1384_ >> 16u);
                    uint l_1389_ = (l_1388_ & 65535u);
                    uint l_1390_ = (l_1385_ & 65535u);
                    uint l_1391_ = (l_1389_ + l_1390_);
                    uint l_1392_ = (l_1386_ & 65535u);
                    uint l_1393_ = (l_1391_ + l_1392_);
                    uint l_1394_ = (l_1385_ >> 16u);
                    uint l_1395_ = (l_1394_ & 65535u);
                    uint l_1396_ = (l_1387_ + l_1395_);
                    uint l_1397_ = (l_1386_ >> 16u);
                    uint l_1398_ = (l_1397_ & 65535u);
                    uint l_1399_ = (l_1396_ + l_1398_);
                    uint l_1400_ = (l_1393_ >> 16u);
                    uint l_1401_ = (l_1400_ & 65535u);
                    uint l_450_ = (l_1399_ + l_1401_);
                    bool l_451_ = (l_449_ < l_447_);
                    uint l_452_ = uint(l_451_);
                    uint l_453_ = (l_450_ + l_452_);
                    uint l_454_ = (l_9_ % 32u);
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
                    uint _e1688 = l_mut_209_;
                    l_mut_189_ = _e1688;
                    uint _e1689 = l_mut_207_;
                    l_mut_209_ = _e1689;
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
                            uint _e1703 = l_mut_207_;
                            l_mut_189_ = _e1703;
                            l_mut_209_ = l_472_;
                        }
                    }
                    uint _e1704 = l_mut_189_;
                    l_mut_215_ = _e1704;
                    uint _e1705 = l_mut_209_;
                    l_mut_210_ = _e1705;
                    if (l_440_) {
                        uint _e1707 = l_mut_215_;
                        uint l_473_ = (0u - _e1707);
                        uint _e1710 = l_mut_210_;
                        uint l_474_ = (0u - _e1710);
                        uint _e1713 = l_mut_215_;
                        bool l_475_ = (0u < _e1713);
                        uint l_476_ = uint(l_475_);
                        uint l_477_ = (l_474_ - l_476_);
                        l_mut_215_ = l_473_;
                        l_mut_210_ = l_477_;
                    }
                    uint _e1717 = l_mut_215_;
                    uint l_478_ = (l_59_ + _e1717);
                    uint _e1719 = l_mut_210_;
                    uint l_479_ = (l_62_ + _e1719);
                    bool l_480_ = (l_478_ < l_59_);
                    uint l_481_ = uint(l_480_);
                    uint l_482_ = (l_479_ + l_481_);
                    uint l_483_ = (l_59_ * l_437_);
                    uint l_1403_ = (l_59_ & 65535u);
                    uint l_1404_ = (l_59_ >> 16u);
                    uint l_1405_ = (l_1404_ & 65535u);
                    uint l_1406_ = (l_437_ & 65535u);
                    uint l_1407_ = (l_437_ >> 16u);
                    uint l_1408_ = (l_1407_ & 65535u);
                    uint l_1409_ = (l_1403_ * l_1406_);
                    uint l_1410_ = (l_1405_ * l_1406_);
                    uint l_1411_ = (l_1403_ * l_1408_);
                    uint l_1412_ = (l_1405_ * l_1408_);
                    uint l_1413_ = (l_1409_ >> 16u);
                    uint l_1414_ = (l_1413_ & 65535u);
                    uint l_1415_ = (l_1410_ & 65535u);
                    uint l_1416_ = (l_1414_ + l_1415_);
                    uint l_1417_ = (l_1411_ & 65535u);
                    uint l_1418_ = (l_1416_ + l_1417_);
                    uint l_1419_ = (l_1410_ >> 16u);
                    uint l_1420_ = (l_1419_ & 65535u);
                    uint l_1421_ = (l_1412_ + l_1420_);
                    uint l_1422_ = (l_1411_ >> 16u);
                    uint l_1423_ = (l_1422_ & 65535u);
                    uint l_1424_ = (l_1421_ + l_1423_);
                    uint l_1425_ = (l_1418_ >> 16u);
                    uint l_1426_ = (l_1425_ & 65535u);
                    uint l_484_ = (l_1424_ + l_1426_);
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
                    uint _e1786 = l_mut_215_;
                    uint l_500_ = (_e1786 * l_492_);
                    uint _e1788 = l_mut_210_;
                    uint l_501_ = (_e1788 * l_492_);
                    uint _e1790 = l_mut_215_;
                    uint l_1428_ = (_e1790 & 65535u);
                    uint _e1793 = l_mut_215_;
                    uint l_1429_ = (_e1793 >> 16u);
                    uint l_1430_ = (l_1429_ & 65535u);
                    uint l_1431_ = (l_492_ & 65535u);
                    uint l_1432_ = (l_492_ >> 16u);
                    uint l_1433_ = (l_1432_ & 65535u);
                    uint l_1434_ = (l_1428_ * l_1431_);
                    uint l_1435_ = (l_1430_ * l_1431_);
                    uint l_1436_ = (l_1428_ * l_1433_);
                    uint l_1437_ = (l_1430_ * l_1433_);
                    uint l_1438_ = (l_1434_ >> 16u);
                    uint l_1439_ = (l_1438_ & 65535u);
                    uint l_1440_ = (l_1435_ & 65535u);
                    uint l_1441_ = (l_1439_ + l_1440_);
                    uint l_1442_ = (l_1436_ & 65535u);
                    uint l_1443_ = (l_1441_ + l_1442_);
                    uint l_1444_ = (l_1435_ >> 16u);
                    uint l_1445_ = (l_1444_ & 65535u);
                    uint l_1446_ = (l_1437_ + l_1445_);
                    uint l_1447_ = (l_1436_ >> 16u);
                    uint l_1448_ = (l_1447_ & 65535u);
                    uint l_1449_ = (l_1446_ + l_1448_);
                    uint l_1450_ = (l_1443_ >> 16u);
                    uint l_1451_ = (l_1450_ & 65535u);
                    uint l_502_ = (l_1449_ + l_1451_);
                    uint l_503_ = (l_502_ + l_501_);
                    uint _e1834 = l_mut_210_;
                    uint l_1453_ = (_e1834 & 65535u);
                    uint _e1837 = l_mut_210_;
                    uint l_1454_ = (_e1837 >> 16u);
                    uint l_1455_ = (l_1454_ & 65535u);
                    uint l_1456_ = (l_492_ & 65535u);
                    uint l_1457_ = (l_492_ >> 16u);
                    uint l_1458_ = (l_1457_ & 65535u);
                    uint l_1459_ = (l_1453_ * l_1456_);
                    uint l_1460_ = (l_1455_ * l_1456_);
                    uint l_1461_ = (l_1453_ * l_1458_);
                    uint l_1462_ = (l_1455_ * l_1458_);
                    uint l_1463_ = (l_1459_ >> 16u);
                    uint l_1464_ = (l_1463_ & 65535u);
                    uint l_1465_ = (l_1460_ & 65535u);
                    uint l_1466_ = (l_1464_ + l_1465_);
                    uint l_1467_ = (l_1461_ & 65535u);
                    uint l_1468_ = (l_1466_ + l_1467_);
                    uint l_1469_ = (l_1460_ >> 16u);
                    uint l_1470_ = (l_1469_ & 65535u);
                    uint l_1471_ = (l_1462_ + l_1470_);
                    uint l_1472_ = (l_1461_ >> 16u);
                    uint l_1473_ = (l_1472_ & 65535u);
                    uint l_1474_ = (l_1471_ + l_1473_);
                    uint l_1475_ = (l_1468_ >> 16u);
                    uint l_1476_ = (l_1475_ & 65535u);
                    uint l_504_ = (l_1474_ + l_1476_);
                    bool l_505_ = (l_503_ < l_501_);
                    uint l_506_ = uint(l_505_);
                    uint l_507_ = (l_504_ + l_506_);
                    uint l_508_ = (l_9_ % 32u);
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
                    uint _e1896 = l_mut_209_;
                    l_mut_189_ = _e1896;
                    uint _e1897 = l_mut_207_;
                    l_mut_209_ = _e1897;
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
                            uint _e1911 = l_mut_207_;
                            l_mut_189_ = _e1911;
                            l_mut_209_ = l_526_;
                        }
                    }
                    uint _e1912 = l_mut_189_;
                    l_mut_215_ = _e1912;
                    uint _e1913 = l_mut_209_;
                    l_mut_210_ = _e1913;
                    if (l_494_) {
                        uint _e1915 = l_mut_215_;
                        uint l_527_ = (0u - _e1915);
                        uint _e1918 = l_mut_210_;
                        uint l_528_ = (0u - _e1918);
                        uint _e1921 = l_mut_215_;
                        bool l_529_ = (0u < _e1921);
                        uint l_530_ = uint(l_529_);
                        uint l_531_ = (l_528_ - l_530_);
                        l_mut_215_ = l_527_;
                        l_mut_210_ = l_531_;
                    }
                    uint _e1925 = l_mut_215_;
                    uint l_532_ = (l_487_ + _e1925);
                    uint _e1927 = l_mut_210_;
                    uint l_533_ = (l_491_ + _e1927);
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
                    uint _e1944 = l_mut_215_;
                    uint l_544_ = (_e1944 * l_436_);
                    uint _e1946 = l_mut_210_;
                    uint l_545_ = (_e1946 * l_436_);
                    uint _e1948 = l_mut_215_;
                    uint l_1478_ = (_e1948 & 65535u);
                    uint _e1951 = l_mut_215_;
                    uint l_1479_ = (_e1951 >> 16u);
                    uint l_1480_ = (l_1479_ & 65535u);
                    uint l_1481_ = (l_436_ & 65535u);
                    uint l_1482_ = (l_436_ >> 16u);
                    uint l_1483_ = (l_1482_ & 65535u);
                    uint l_1484_ = (l_1478_ * l_1481_);
                    uint l_1485_ = (l_1480_ * l_1481_);
                    uint l_1486_ = (l_1478_ * l_1483_);
                    uint l_1487_ = (l_1480_ * l_1483_);
                    uint l_1488_ = (l_1484_ >> 16u);
                    uint l_1489_ = (l_1488_ & 65535u);
                    uint l_1490_ = (l_1485_ & 65535u);
                    uint l_1491_ = (l_1489_ + l_1490_);
                    uint l_1492_ = (l_1486_ & 65535u);
                    uint l_1493_ = (l_1491_ + l_1492_);
                    uint l_1494_ = (l_1485_ >> 16u);
                    uint l_1495_ = (l_1494_ & 65535u);
                    uint l_1496_ = (l_1487_ + l_1495_);
                    uint l_1497_ = (l_1486_ >> 16u);
                    uint l_1498_ = (l_1497_ & 65535u);
                    uint l_1499_ = (l_1496_ + l_1498_);
                    uint l_1500_ = (l_1493_ >> 16u);
                    uint l_1501_ = (l_1500_ & 65535u);
                    uint l_546_ = (l_1499_ + l_1501_);
                    uint l_547_ = (l_546_ + l_545_);
                    uint _e1992 = l_mut_210_;
                    uint l_1503_ = (_e1992 & 65535u);
                    uint _e1995 = l_mut_210_;
                    uint l_1504_ = (_e1995 >> 16u);
                    uint l_1505_ = (l_1504_ & 65535u);
                    uint l_1506_ = (l_436_ & 65535u);
                    uint l_1507_ = (l_436_ >> 16u);
                    uint l_1508_ = (l_1507_ & 65535u);
                    uint l_1509_ = (l_1503_ * l_1506_);
                    uint l_1510_ = (l_1505_ * l_1506_);
                    uint l_1511_ = (l_1503_ * l_1508_);
                    uint l_1512_ = (l_1505_ * l_1508_);
                    uint l_1513_ = (l_1509_ >> 16u);
                    uint l_1514_ = (l_1513_ & 65535u);
                    uint l_1515_ = (l_1510_ & 65535u);
                    uint l_1516_ = (l_1514_ + l_1515_);
                    uint l_1517_ = (l_1511_ & 65535u);
                    uint l_1518_ = (l_1516_ + l_1517_);
                    uint l_1519_ = (l_1510_ >> 16u);
                    uint l_1520_ = (l_1519_ & 65535u);
                    uint l_1521_ = (l_1512_ + l_1520_);
                    uint l_1522_ = (l_1511_ >> 16u);
                    uint l_1523_ = (l_1522_ & 65535u);
                    uint l_1524_ = (l_1521_ + l_1523_);
                    uint l_1525_ = (l_1518_ >> 16u);
                    uint l_1526_ = (l_1525_ & 65535u);
                    uint l_548_ = (l_1524_ + l_1526_);
                    bool l_549_ = (l_547_ < l_545_);
                    uint l_550_ = uint(l_549_);
                    uint l_551_ = (l_548_ + l_550_);
                    uint l_552_ = (l_9_ % 32u);
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
                    uint _e2054 = l_mut_209_;
                    l_mut_189_ = _e2054;
                    uint _e2055 = l_mut_207_;
                    l_mut_209_ = _e2055;
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
                            uint _e2069 = l_mut_207_;
                            l_mut_189_ = _e2069;
                            l_mut_209_ = l_570_;
                        }
                    }
                    uint _e2070 = l_mut_189_;
                    l_mut_215_ = _e2070;
                    uint _e2071 = l_mut_209_;
                    l_mut_210_ = _e2071;
                    if (l_538_) {
                        uint _e2073 = l_mut_215_;
                        uint l_571_ = (0u - _e2073);
                        uint _e2076 = l_mut_210_;
                        uint l_572_ = (0u - _e2076);
                        uint _e2079 = l_mut_215_;
                        bool l_573_ = (0u < _e2079);
                        uint l_574_ = uint(l_573_);
                        uint l_575_ = (l_572_ - l_574_);
                        l_mut_215_ = l_571_;
                        l_mut_210_ = l_575_;
                    }
                    uint _e2083 = l_mut_215_;
                    uint l_576_ = (l_478_ + _e2083);
                    uint _e2085 = l_mut_210_;
                    uint l_577_ = (l_482_ + _e2085);
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
                    uint _e2105 = l_mut_215_;
                    uint l_590_ = (_e2105 * l_581_);
                    uint _e2107 = l_mut_210_;
                    uint l_591_ = (_e2107 * l_581_);
                    uint _e2109 = l_mut_215_;
                    uint l_1528_ = (_e2109 & 65535u);
                    uint _e2112 = l_mut_215_;
                    uint l_1529_ = (_e2112 >> 16u);
                    uint l_1530_ = (l_1529_ & 65535u);
                    uint l_1531_ = (l_581_ & 65535u);
                    uint l_1532_ = (l_581_ >> 16u);
                    uint l_1533_ = (l_1532_ & 65535u);
                    uint l_1534_ = (l_1528_ * l_1531_);
                    uint l_1535_ = (l_1530_ * l_1531_);
                    uint l_1536_ = (l_1528_ * l_1533_);
                    uint l_1537_ = (l_1530_ * l_1533_);
                    uint l_1538_ = (l_1534_ >> 16u);
                    uint l_1539_ = (l_1538_ & 65535u);
                    uint l_1540_ = (l_1535_ & 65535u);
                    uint l_1541_ = (l_1539_ + l_1540_);
                    uint l_1542_ = (l_1536_ & 65535u);
                    uint l_1543_ = (l_1541_ + l_1542_);
                    uint l_1544_ = (l_1535_ >> 16u);
                    uint l_1545_ = (l_1544_ & 65535u);
                    uint l_1546_ = (l_1537_ + l_1545_);
                    uint l_1547_ = (l_1536_ >> 16u);
                    uint l_1548_ = (l_1547_ & 65535u);
                    uint l_1549_ = (l_1546_ + l_1548_);
                    uint l_1550_ = (l_1543_ >> 16u);
                    uint l_1551_ = (l_1550_ & 65535u);
                    uint l_592_ = (l_1549_ + l_1551_);
                    uint l_593_ = (l_592_ + l_591_);
                    uint _e2153 = l_mut_210_;
                    uint l_1553_ = (_e2153 & 65535u);
                    uint _e2156 = l_mut_210_;
                    uint l_1554_ = (_e2156 >> 16u);
                    uint l_1555_ = (l_1554_ & 65535u);
                    uint l_1556_ = (l_581_ & 65535u);
                    uint l_1557_ = (l_581_ >> 16u);
                    uint l_1558_ = (l_1557_ & 65535u);
                    uint l_1559_ = (l_1553_ * l_1556_);
                    uint l_1560_ = (l_1555_ * l_1556_);
                    uint l_1561_ = (l_1553_ * l_1558_);
                    uint l_1562_ = (l_1555_ * l_1558_);
                    uint l_1563_ = (l_1559_ >> 16u);
                    uint l_1564_ = (l_1563_ & 65535u);
                    uint l_1565_ = (l_1560_ & 65535u);
                    uint l_1566_ = (l_1564_ + l_1565_);
                    uint l_1567_ = (l_1561_ & 65535u);
                    uint l_1568_ = (l_1566_ + l_1567_);
                    uint l_1569_ = (l_1560_ >> 16u);
                    uint l_1570_ = (l_1569_ & 65535u);
                    uint l_1571_ = (l_1562_ + l_1570_);
                    uint l_1572_ = (l_1561_ >> 16u);
                    uint l_1573_ = (l_1572_ & 65535u);
                    uint l_1574_ = (l_1571_ + l_1573_);
                    uint l_1575_ = (l_1568_ >> 16u);
                    uint l_1576_ = (l_1575_ & 65535u);
                    uint l_594_ = (l_1574_ + l_1576_);
                    bool l_595_ = (l_593_ < l_591_);
                    uint l_596_ = uint(l_595_);
                    uint l_597_ = (l_594_ + l_596_);
                    uint l_598_ = (l_582_ % 32u);
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
                    uint _e2215 = l_mut_209_;
                    l_mut_189_ = _e2215;
                    uint _e2216 = l_mut_207_;
                    l_mut_209_ = _e2216;
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
                            uint _e2230 = l_mut_207_;
                            l_mut_189_ = _e2230;
                            l_mut_209_ = l_616_;
                        }
                    }
                    uint _e2231 = l_mut_189_;
                    l_mut_215_ = _e2231;
                    uint _e2232 = l_mut_209_;
                    l_mut_210_ = _e2232;
                    if (l_584_) {
                        uint _e2234 = l_mut_215_;
                        uint l_617_ = (0u - _e2234);
                        uint _e2237 = l_mut_210_;
                        uint l_618_ = (0u - _e2237);
                        uint _e2240 = l_mut_215_;
                        bool l_619_ = (0u < _e2240);
                        uint l_620_ = uint(l_619_);
                        uint l_621_ = (l_618_ - l_620_);
                        l_mut_215_ = l_617_;
                        l_mut_210_ = l_621_;
                    }
                    uint _e2244 = l_mut_215_;
                    uint l_622_ = (l_532_ - _e2244);
                    uint _e2246 = l_mut_210_;
                    uint l_623_ = (l_536_ - _e2246);
                    uint _e2248 = l_mut_215_;
                    bool l_624_ = (l_532_ < _e2248);
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
                    uint _e2281 = l_mut_188_;
                    bool l_647_ = (_e2281 < l_641_);
                    uint _e2283 = l_mut_188_;
                    bool l_648_ = (_e2283 == l_641_);
                    uint _e2285 = l_mut_189_;
                    bool l_649_ = (_e2285 < l_637_);
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
                        bool _e2300 = l_mut_200_;
                        l_mut_208_ = _e2300;
                        l_mut_200_ = false;
                    }
                    l_mut_197_ = false;
                    while(true) {
                        bool _e2303 = l_mut_200_;
                        bool l_655_ = !(_e2303);
                        if (l_655_) {
                            break;
                        }
                        uint _e2305 = l_mut_188_;
                        uint _e2306 = l_mut_210_;
                        bool l_656_ = (_e2305 < _e2306);
                        uint _e2308 = l_mut_188_;
                        uint _e2309 = l_mut_210_;
                        bool l_657_ = (_e2308 == _e2309);
                        uint _e2311 = l_mut_189_;
                        uint _e2312 = l_mut_215_;
                        bool l_658_ = (_e2311 < _e2312);
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
                            uint _e2325 = l_mut_209_;
                            l_mut_90_ = _e2325;
                            uint _e2326 = l_mut_207_;
                            l_mut_75_ = _e2326;
                            if (false) {
                                uint _e2329 = l_mut_207_;
                                uint l_663_ = (_e2329 >> 3u);
                                l_mut_90_ = l_663_;
                                l_mut_75_ = 0u;
                            } else {
                                if (true) {
                                    uint _e2333 = l_mut_209_;
                                    l_mut_40_ = _e2333;
                                    if (true) {
                                        uint _e2335 = l_mut_209_;
                                        uint l_666_ = (_e2335 >> 3u);
                                        uint _e2338 = l_mut_207_;
                                        uint l_667_ = (_e2338 << 29u);
                                        uint l_668_ = (l_666_ | l_667_);
                                        l_mut_40_ = l_668_;
                                    }
                                    uint _e2342 = l_mut_207_;
                                    uint l_669_ = (_e2342 >> 3u);
                                    uint _e2345 = l_mut_40_;
                                    l_mut_90_ = _e2345;
                                    l_mut_75_ = l_669_;
                                }
                            }
                            uint _e2346 = l_mut_75_;
                            uint _e2347 = l_mut_210_;
                            bool l_670_ = (_e2346 < _e2347);
                            uint _e2349 = l_mut_75_;
                            uint _e2350 = l_mut_210_;
                            bool l_671_ = (_e2349 == _e2350);
                            uint _e2352 = l_mut_90_;
                            uint _e2353 = l_mut_215_;
                            bool l_672_ = (_e2352 < _e2353);
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
                            uint _e2365 = l_mut_215_;
                            uint _e2366 = l_mut_210_;
                            uint l_676_ = (_e2365 | _e2366);
                            bool l_677_ = (l_676_ == 0u);
                            if (l_677_) {
                                l_mut_96_ = l_436_;
                            } else {
                                bool _e2370 = l_mut_190_;
                                if (_e2370) {
                                    uint _e2371 = l_mut_210_;
                                    uint _e2372 = l_mut_207_;
                                    bool l_678_ = (_e2371 < _e2372);
                                    uint _e2374 = l_mut_210_;
                                    uint _e2375 = l_mut_207_;
                                    bool l_679_ = (_e2374 == _e2375);
                                    uint _e2377 = l_mut_215_;
                                    uint _e2378 = l_mut_209_;
                                    bool l_680_ = (_e2377 < _e2378);
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
                                        uint _e2389 = l_mut_209_;
                                        uint l_683_ = (_e2389 - 1u);
                                        uint _e2392 = l_mut_207_;
                                        uint l_684_ = (_e2392 - 0u);
                                        uint _e2395 = l_mut_209_;
                                        bool l_685_ = (_e2395 < 1u);
                                        uint l_686_ = uint(l_685_);
                                        uint l_687_ = (l_684_ - l_686_);
                                        l_mut_90_ = l_683_;
                                        l_mut_75_ = l_687_;
                                        l_mut_40_ = 0u;
                                        l_mut_688_ = 0u;
                                        bool loop_init_3 = true;
                                        while(true) {
                                            if (!loop_init_3) {
                                                uint _e2488 = l_mut_688_;
                                                l_mut_688_ = (_e2488 + 1u);
                                            }
                                            loop_init_3 = false;
                                            uint _e2403 = l_mut_688_;
                                            if ((_e2403 < 16u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e2407 = l_mut_688_;
                                                uint l_689_ = (15u - _e2407);
                                                uint _e2409 = l_mut_90_;
                                                l_mut_690_ = _e2409;
                                                uint _e2410 = l_mut_75_;
                                                l_mut_691_ = _e2410;
                                                bool l_692_ = (l_689_ >= 32u);
                                                if (l_692_) {
                                                    uint l_693_ = (l_689_ & 31u);
                                                    uint _e2415 = l_mut_75_;
                                                    uint l_694_ = (_e2415 >> l_693_);
                                                    l_mut_690_ = l_694_;
                                                    l_mut_691_ = 0u;
                                                } else {
                                                    bool l_695_ = (l_689_ > 0u);
                                                    if (l_695_) {
                                                        uint _e2420 = l_mut_90_;
                                                        l_mut_696_ = _e2420;
                                                        bool l_697_ = (l_689_ > 0u);
                                                        if (l_697_) {
                                                            uint _e2423 = l_mut_90_;
                                                            uint l_698_ = (_e2423 >> l_689_);
                                                            uint l_699_ = (32u - l_689_);
                                                            uint _e2427 = l_mut_75_;
                                                            uint l_700_ = (_e2427 << l_699_);
                                                            uint l_701_ = (l_698_ | l_700_);
                                                            l_mut_696_ = l_701_;
                                                        }
                                                        uint _e2430 = l_mut_75_;
                                                        uint l_702_ = (_e2430 >> l_689_);
                                                        uint _e2432 = l_mut_696_;
                                                        l_mut_690_ = _e2432;
                                                        l_mut_691_ = l_702_;
                                                    }
                                                }
                                                uint _e2433 = l_mut_691_;
                                                uint _e2434 = l_mut_210_;
                                                bool l_703_ = (_e2433 < _e2434);
                                                uint _e2436 = l_mut_691_;
                                                uint _e2437 = l_mut_210_;
                                                bool l_704_ = (_e2436 == _e2437);
                                                uint _e2439 = l_mut_690_;
                                                uint _e2440 = l_mut_215_;
                                                bool l_705_ = (_e2439 < _e2440);
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
                                                    uint _e2452 = l_mut_215_;
                                                    l_mut_696_ = _e2452;
                                                    uint _e2453 = l_mut_210_;
                                                    l_mut_691_ = _e2453;
                                                    bool l_709_ = (l_689_ >= 32u);
                                                    if (l_709_) {
                                                        uint l_710_ = (l_689_ & 31u);
                                                        uint _e2458 = l_mut_215_;
                                                        uint l_711_ = (_e2458 << l_710_);
                                                        l_mut_696_ = 0u;
                                                        l_mut_691_ = l_711_;
                                                    } else {
                                                        bool l_712_ = (l_689_ > 0u);
                                                        if (l_712_) {
                                                            uint _e2463 = l_mut_215_;
                                                            uint l_713_ = (_e2463 << l_689_);
                                                            uint _e2465 = l_mut_210_;
                                                            uint l_714_ = (_e2465 << l_689_);
                                                            uint l_715_ = (32u - l_689_);
                                                            uint _e2469 = l_mut_215_;
                                                            uint l_716_ = (_e2469 >> l_715_);
                                                            uint l_717_ = (l_714_ | l_716_);
                                                            l_mut_696_ = l_713_;
                                                            l_mut_691_ = l_717_;
                                                        }
                                                    }
                                                    uint _e2472 = l_mut_90_;
                                                    uint _e2473 = l_mut_696_;
                                                    uint l_718_ = (_e2472 - _e2473);
                                                    uint _e2475 = l_mut_75_;
                                                    uint _e2476 = l_mut_691_;
                                                    uint l_719_ = (_e2475 - _e2476);
                                                    uint _e2478 = l_mut_90_;
                                                    uint _e2479 = l_mut_696_;
                                                    bool l_720_ = (_e2478 < _e2479);
                                                    uint l_721_ = uint(l_720_);
                                                    uint l_722_ = (l_719_ - l_721_);
                                                    l_mut_90_ = l_718_;
                                                    l_mut_75_ = l_722_;
                                                    uint l_723_ = (1u << l_689_);
                                                    uint _e2485 = l_mut_40_;
                                                    l_mut_40_ = (_e2485 | l_723_);
                                                }
                                            }
                                        }
                                        uint _e2490 = l_mut_40_;
                                        uint l_724_ = min(_e2490, l_436_);
                                        l_mut_696_ = l_724_;
                                        uint _e2492 = l_mut_75_;
                                        uint _e2493 = l_mut_210_;
                                        bool l_725_ = (_e2492 < _e2493);
                                        uint _e2495 = l_mut_75_;
                                        uint _e2496 = l_mut_210_;
                                        bool l_726_ = (_e2495 == _e2496);
                                        uint _e2498 = l_mut_90_;
                                        uint _e2499 = l_mut_215_;
                                        bool l_727_ = (_e2498 < _e2499);
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
                                        uint _e2511 = l_mut_696_;
                                        l_mut_96_ = _e2511;
                                    }
                                } else {
                                    uint _e2512 = l_mut_209_;
                                    l_mut_696_ = _e2512;
                                    uint _e2513 = l_mut_207_;
                                    l_mut_691_ = _e2513;
                                    while(true) {
                                        uint _e2514 = l_mut_210_;
                                        uint _e2515 = l_mut_691_;
                                        bool l_731_ = (_e2514 < _e2515);
                                        uint _e2517 = l_mut_210_;
                                        uint _e2518 = l_mut_691_;
                                        bool l_732_ = (_e2517 == _e2518);
                                        uint _e2520 = l_mut_215_;
                                        uint _e2521 = l_mut_696_;
                                        bool l_733_ = (_e2520 < _e2521);
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
                                        uint _e2532 = l_mut_96_;
                                        uint _e2533 = l_mut_102_;
                                        uint l_736_ = (_e2532 * _e2533);
                                        uint _e2535 = l_mut_187_;
                                        uint l_737_ = (_e2535 + l_736_);
                                        uint _e2537 = l_mut_102_;
                                        uint l_738_ = (l_737_ + _e2537);
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
                                        uint _e2545 = l_mut_696_;
                                        uint _e2546 = l_mut_215_;
                                        uint l_742_ = (_e2545 - _e2546);
                                        uint _e2548 = l_mut_691_;
                                        uint _e2549 = l_mut_210_;
                                        uint l_743_ = (_e2548 - _e2549);
                                        uint _e2551 = l_mut_696_;
                                        uint _e2552 = l_mut_215_;
                                        bool l_744_ = (_e2551 < _e2552);
                                        uint l_745_ = uint(l_744_);
                                        uint l_746_ = (l_743_ - l_745_);
                                        l_mut_696_ = l_742_;
                                        l_mut_691_ = l_746_;
                                        uint _e2556 = l_mut_96_;
                                        l_mut_96_ = (_e2556 + 1u);
                                    }
                                }
                            }
                            uint _e2559 = l_mut_96_;
                            uint _e2560 = l_mut_102_;
                            uint l_747_ = (_e2559 * _e2560);
                            uint _e2562 = l_mut_187_;
                            uint l_748_ = (_e2562 + l_747_);
                            uint _e2564 = l_mut_102_;
                            uint l_749_ = (l_748_ + _e2564);
                            bool l_750_ = (l_749_ >= l_436_);
                            if (l_750_) {
                                l_mut_208_ = true;
                                l_mut_200_ = false;
                            } else {
                                uint _e2569 = l_mut_215_;
                                uint _e2570 = l_mut_96_;
                                uint l_751_ = (_e2569 * _e2570);
                                uint _e2572 = l_mut_215_;
                                uint l_1578_ = (_e2572 & 65535u);
                                uint _e2575 = l_mut_215_;
                                uint l_1579_ = (_e2575 >> 16u);
                                uint l_1580_ = (l_1579_ & 65535u);
                                uint _e2580 = l_mut_96_;
                                uint l_1581_ = (_e2580 & 65535u);
                                uint _e2583 = l_mut_96_;
                                uint l_1582_ = (_e2583 >> 16u);
                                uint l_1583_ = (l_1582_ & 65535u);
                                uint l_1584_ = (l_1578_ * l_1581_);
                                uint l_1585_ = (l_1580_ * l_1581_);
                                uint l_1586_ = (l_1578_ * l_1583_);
                                uint l_1587_ = (l_1580_ * l_1583_);
                                uint l_1588_ = (l_1584_ >> 16u);
                                uint l_1589_ = (l_1588_ & 65535u);
                                uint l_1590_ = (l_1585_ & 65535u);
                                uint l_1591_ = (l_1589_ + l_1590_);
                                uint l_1592_ = (l_1586_ & 65535u);
                                uint l_1593_ = (l_1591_ + l_1592_);
                                uint l_1594_ = (l_1585_ >> 16u);
                                uint l_1595_ = (l_1594_ & 65535u);
                                uint l_1596_ = (l_1587_ + l_1595_);
                                uint l_1597_ = (l_1586_ >> 16u);
                                uint l_1598_ = (l_1597_ & 65535u);
                                uint l_1599_ = (l_1596_ + l_1598_);
                                uint l_1600_ = (l_1593_ >> 16u);
                                uint l_1601_ = (l_1600_ & 65535u);
                                uint l_752_ = (l_1599_ + l_1601_);
                                uint _e2617 = l_mut_210_;
                                uint _e2618 = l_mut_96_;
                                uint l_753_ = (_e2617 * _e2618);
                                uint l_754_ = (l_752_ + l_753_);
                                uint _e2621 = l_mut_209_;
                                uint l_755_ = (_e2621 - l_751_);
                                uint _e2623 = l_mut_207_;
                                uint l_756_ = (_e2623 - l_754_);
                                uint _e2625 = l_mut_209_;
                                bool l_757_ = (_e2625 < l_751_);
                                uint l_758_ = uint(l_757_);
                                uint l_759_ = (l_756_ - l_758_);
                                l_mut_209_ = l_755_;
                                l_mut_207_ = l_759_;
                                uint _e2629 = l_mut_96_;
                                uint _e2630 = l_mut_102_;
                                uint l_760_ = (_e2629 * _e2630);
                                uint _e2632 = l_mut_187_;
                                l_mut_187_ = (_e2632 + l_760_);
                                uint _e2634 = l_mut_215_;
                                uint _e2635 = l_mut_209_;
                                uint l_761_ = (_e2634 - _e2635);
                                uint _e2637 = l_mut_210_;
                                uint _e2638 = l_mut_207_;
                                uint l_762_ = (_e2637 - _e2638);
                                uint _e2640 = l_mut_215_;
                                uint _e2641 = l_mut_209_;
                                bool l_763_ = (_e2640 < _e2641);
                                uint l_764_ = uint(l_763_);
                                uint l_765_ = (l_762_ - l_764_);
                                l_mut_215_ = l_761_;
                                l_mut_210_ = l_765_;
                                uint _e2645 = l_mut_102_;
                                uint _e2646 = l_mut_187_;
                                l_mut_102_ = (_e2645 + _e2646);
                            }
                        } else {
                            uint _e2648 = l_mut_189_;
                            uint _e2649 = l_mut_215_;
                            uint l_766_ = (_e2648 - _e2649);
                            uint _e2651 = l_mut_188_;
                            uint _e2652 = l_mut_210_;
                            uint l_767_ = (_e2651 - _e2652);
                            uint _e2654 = l_mut_189_;
                            uint _e2655 = l_mut_215_;
                            bool l_768_ = (_e2654 < _e2655);
                            uint l_769_ = uint(l_768_);
                            uint l_770_ = (l_767_ - l_769_);
                            l_mut_189_ = l_766_;
                            l_mut_188_ = l_770_;
                            uint _e2659 = l_mut_188_;
                            bool l_771_ = (_e2659 < l_641_);
                            uint _e2661 = l_mut_188_;
                            bool l_772_ = (_e2661 == l_641_);
                            uint _e2663 = l_mut_189_;
                            bool l_773_ = (_e2663 < l_637_);
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
                                uint _e2677 = l_mut_215_;
                                l_mut_691_ = _e2677;
                                uint _e2678 = l_mut_210_;
                                l_mut_690_ = _e2678;
                                if (false) {
                                    uint _e2681 = l_mut_210_;
                                    uint l_778_ = (_e2681 >> 3u);
                                    l_mut_691_ = l_778_;
                                    l_mut_690_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e2685 = l_mut_215_;
                                        l_mut_96_ = _e2685;
                                        if (true) {
                                            uint _e2687 = l_mut_215_;
                                            uint l_781_ = (_e2687 >> 3u);
                                            uint _e2690 = l_mut_210_;
                                            uint l_782_ = (_e2690 << 29u);
                                            uint l_783_ = (l_781_ | l_782_);
                                            l_mut_96_ = l_783_;
                                        }
                                        uint _e2694 = l_mut_210_;
                                        uint l_784_ = (_e2694 >> 3u);
                                        uint _e2697 = l_mut_96_;
                                        l_mut_691_ = _e2697;
                                        l_mut_690_ = l_784_;
                                    }
                                }
                                uint _e2698 = l_mut_690_;
                                uint _e2699 = l_mut_207_;
                                bool l_785_ = (_e2698 < _e2699);
                                uint _e2701 = l_mut_690_;
                                uint _e2702 = l_mut_207_;
                                bool l_786_ = (_e2701 == _e2702);
                                uint _e2704 = l_mut_691_;
                                uint _e2705 = l_mut_209_;
                                bool l_787_ = (_e2704 < _e2705);
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
                                uint _e2717 = l_mut_209_;
                                uint _e2718 = l_mut_207_;
                                uint l_791_ = (_e2717 | _e2718);
                                bool l_792_ = (l_791_ == 0u);
                                if (l_792_) {
                                    l_mut_696_ = l_436_;
                                } else {
                                    bool _e2722 = l_mut_190_;
                                    if (_e2722) {
                                        uint _e2723 = l_mut_207_;
                                        uint _e2724 = l_mut_210_;
                                        bool l_793_ = (_e2723 < _e2724);
                                        uint _e2726 = l_mut_207_;
                                        uint _e2727 = l_mut_210_;
                                        bool l_794_ = (_e2726 == _e2727);
                                        uint _e2729 = l_mut_209_;
                                        uint _e2730 = l_mut_215_;
                                        bool l_795_ = (_e2729 < _e2730);
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
                                            uint _e2741 = l_mut_215_;
                                            uint l_798_ = (_e2741 - 1u);
                                            uint _e2744 = l_mut_210_;
                                            uint l_799_ = (_e2744 - 0u);
                                            uint _e2747 = l_mut_215_;
                                            bool l_800_ = (_e2747 < 1u);
                                            uint l_801_ = uint(l_800_);
                                            uint l_802_ = (l_799_ - l_801_);
                                            l_mut_691_ = l_798_;
                                            l_mut_690_ = l_802_;
                                            l_mut_96_ = 0u;
                                            l_mut_803_ = 0u;
                                            bool loop_init_4 = true;
                                            while(true) {
                                                if (!loop_init_4) {
                                                    uint _e2840 = l_mut_803_;
                                                    l_mut_803_ = (_e2840 + 1u);
                                                }
                                                loop_init_4 = false;
                                                uint _e2755 = l_mut_803_;
                                                if ((_e2755 < 16u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e2759 = l_mut_803_;
                                                    uint l_804_ = (15u - _e2759);
                                                    uint _e2761 = l_mut_691_;
                                                    l_mut_90_ = _e2761;
                                                    uint _e2762 = l_mut_690_;
                                                    l_mut_75_ = _e2762;
                                                    bool l_805_ = (l_804_ >= 32u);
                                                    if (l_805_) {
                                                        uint l_806_ = (l_804_ & 31u);
                                                        uint _e2767 = l_mut_690_;
                                                        uint l_807_ = (_e2767 >> l_806_);
                                                        l_mut_90_ = l_807_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_808_ = (l_804_ > 0u);
                                                        if (l_808_) {
                                                            uint _e2772 = l_mut_691_;
                                                            l_mut_40_ = _e2772;
                                                            bool l_809_ = (l_804_ > 0u);
                                                            if (l_809_) {
                                                                uint _e2775 = l_mut_691_;
                                                                uint l_810_ = (_e2775 >> l_804_);
                                                                uint l_811_ = (32u - l_804_);
                                                                uint _e2779 = l_mut_690_;
                                                                uint l_812_ = (_e2779 << l_811_);
                                                                uint l_813_ = (l_810_ | l_812_);
                                                                l_mut_40_ = l_813_;
                                                            }
                                                            uint _e2782 = l_mut_690_;
                                                            uint l_814_ = (_e2782 >> l_804_);
                                                            uint _e2784 = l_mut_40_;
                                                            l_mut_90_ = _e2784;
                                                            l_mut_75_ = l_814_;
                                                        }
                                                    }
                                                    uint _e2785 = l_mut_75_;
                                                    uint _e2786 = l_mut_207_;
                                                    bool l_815_ = (_e2785 < _e2786);
                                                    uint _e2788 = l_mut_75_;
                                                    uint _e2789 = l_mut_207_;
                                                    bool l_816_ = (_e2788 == _e2789);
                                                    uint _e2791 = l_mut_90_;
                                                    uint _e2792 = l_mut_209_;
                                                    bool l_817_ = (_e2791 < _e2792);
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
                                                        uint _e2804 = l_mut_209_;
                                                        l_mut_90_ = _e2804;
                                                        uint _e2805 = l_mut_207_;
                                                        l_mut_75_ = _e2805;
                                                        bool l_821_ = (l_804_ >= 32u);
                                                        if (l_821_) {
                                                            uint l_822_ = (l_804_ & 31u);
                                                            uint _e2810 = l_mut_209_;
                                                            uint l_823_ = (_e2810 << l_822_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_823_;
                                                        } else {
                                                            bool l_824_ = (l_804_ > 0u);
                                                            if (l_824_) {
                                                                uint _e2815 = l_mut_209_;
                                                                uint l_825_ = (_e2815 << l_804_);
                                                                uint _e2817 = l_mut_207_;
                                                                uint l_826_ = (_e2817 << l_804_);
                                                                uint l_827_ = (32u - l_804_);
                                                                uint _e2821 = l_mut_209_;
                                                                uint l_828_ = (_e2821 >> l_827_);
                                                                uint l_829_ = (l_826_ | l_828_);
                                                                l_mut_90_ = l_825_;
                                                                l_mut_75_ = l_829_;
                                                            }
                                                        }
                                                        uint _e2824 = l_mut_691_;
                                                        uint _e2825 = l_mut_90_;
                                                        uint l_830_ = (_e2824 - _e2825);
                                                        uint _e2827 = l_mut_690_;
                                                        uint _e2828 = l_mut_75_;
                                                        uint l_831_ = (_e2827 - _e2828);
                                                        uint _e2830 = l_mut_691_;
                                                        uint _e2831 = l_mut_90_;
                                                        bool l_832_ = (_e2830 < _e2831);
                                                        uint l_833_ = uint(l_832_);
                                                        uint l_834_ = (l_831_ - l_833_);
                                                        l_mut_691_ = l_830_;
                                                        l_mut_690_ = l_834_;
                                                        uint l_835_ = (1u << l_804_);
                                                        uint _e2837 = l_mut_96_;
                                                        l_mut_96_ = (_e2837 | l_835_);
                                                    }
                                                }
                                            }
                                            uint _e2842 = l_mut_96_;
                                            uint l_836_ = min(_e2842, l_436_);
                                            l_mut_96_ = l_836_;
                                            uint _e2844 = l_mut_690_;
                                            uint _e2845 = l_mut_207_;
                                            bool l_837_ = (_e2844 < _e2845);
                                            uint _e2847 = l_mut_690_;
                                            uint _e2848 = l_mut_207_;
                                            bool l_838_ = (_e2847 == _e2848);
                                            uint _e2850 = l_mut_691_;
                                            uint _e2851 = l_mut_209_;
                                            bool l_839_ = (_e2850 < _e2851);
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
                                            uint _e2863 = l_mut_96_;
                                            l_mut_696_ = _e2863;
                                        }
                                    } else {
                                        uint _e2864 = l_mut_215_;
                                        l_mut_691_ = _e2864;
                                        uint _e2865 = l_mut_210_;
                                        l_mut_690_ = _e2865;
                                        while(true) {
                                            uint _e2866 = l_mut_207_;
                                            uint _e2867 = l_mut_690_;
                                            bool l_843_ = (_e2866 < _e2867);
                                            uint _e2869 = l_mut_207_;
                                            uint _e2870 = l_mut_690_;
                                            bool l_844_ = (_e2869 == _e2870);
                                            uint _e2872 = l_mut_209_;
                                            uint _e2873 = l_mut_691_;
                                            bool l_845_ = (_e2872 < _e2873);
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
                                            uint _e2884 = l_mut_696_;
                                            uint _e2885 = l_mut_187_;
                                            uint l_848_ = (_e2884 * _e2885);
                                            uint _e2887 = l_mut_102_;
                                            uint l_849_ = (_e2887 + l_848_);
                                            uint _e2889 = l_mut_187_;
                                            uint l_850_ = (l_849_ + _e2889);
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
                                            uint _e2897 = l_mut_691_;
                                            uint _e2898 = l_mut_209_;
                                            uint l_854_ = (_e2897 - _e2898);
                                            uint _e2900 = l_mut_690_;
                                            uint _e2901 = l_mut_207_;
                                            uint l_855_ = (_e2900 - _e2901);
                                            uint _e2903 = l_mut_691_;
                                            uint _e2904 = l_mut_209_;
                                            bool l_856_ = (_e2903 < _e2904);
                                            uint l_857_ = uint(l_856_);
                                            uint l_858_ = (l_855_ - l_857_);
                                            l_mut_691_ = l_854_;
                                            l_mut_690_ = l_858_;
                                            uint _e2908 = l_mut_696_;
                                            l_mut_696_ = (_e2908 + 1u);
                                        }
                                    }
                                }
                                uint _e2911 = l_mut_187_;
                                uint _e2912 = l_mut_102_;
                                uint l_859_ = (_e2911 + _e2912);
                                uint _e2914 = l_mut_696_;
                                uint _e2915 = l_mut_187_;
                                uint l_860_ = (_e2914 * _e2915);
                                uint l_861_ = (l_859_ + l_860_);
                                bool l_862_ = (l_861_ >= l_436_);
                                if (l_862_) {
                                    l_mut_208_ = true;
                                    l_mut_200_ = false;
                                } else {
                                    uint _e2921 = l_mut_209_;
                                    uint _e2922 = l_mut_696_;
                                    uint l_863_ = (_e2921 * _e2922);
                                    uint _e2924 = l_mut_209_;
                                    uint l_1603_ = (_e2924 & 65535u);
                                    uint _e2927 = l_mut_209_;
                                    uint l_1604_ = (_e2927 >> 16u);
                                    uint l_1605_ = (l_1604_ & 65535u);
                                    uint _e2932 = l_mut_696_;
                                    uint l_1606_ = (_e2932 & 65535u);
                                    uint _e2935 = l_mut_696_;
                                    uint l_1607_ = (_e2935 >> 16u);
                                    uint l_1608_ = (l_1607_ & 65535u);
                                    uint l_1609_ = (l_1603_ * l_1606_);
                                    uint l_1610_ = (l_1605_ * l_1606_);
                                    uint l_1611_ = (l_1603_ * l_1608_);
                                    uint l_1612_ = (l_1605_ * l_1608_);
                                    uint l_1613_ = (l_1609_ >> 16u);
                                    uint l_1614_ = (l_1613_ & 65535u);
                                    uint l_1615_ = (l_1610_ & 65535u);
                                    uint l_1616_ = (l_1614_ + l_1615_);
                                    uint l_1617_ = (l_1611_ & 65535u);
                                    uint l_1618_ = (l_1616_ + l_1617_);
                                    uint l_1619_ = (l_1610_ >> 16u);
                                    uint l_1620_ = (l_1619_ & 65535u);
                                    uint l_1621_ = (l_1612_ + l_1620_);
                                    uint l_1622_ = (l_1611_ >> 16u);
                                    uint l_1623_ = (l_1622_ & 65535u);
                                    uint l_1624_ = (l_1621_ + l_1623_);
                                    uint l_1625_ = (l_1618_ >> 16u);
                                    uint l_1626_ = (l_1625_ & 65535u);
                                    uint l_864_ = (l_1624_ + l_1626_);
                                    uint _e2969 = l_mut_207_;
                                    uint _e2970 = l_mut_696_;
                                    uint l_865_ = (_e2969 * _e2970);
                                    uint l_866_ = (l_864_ + l_865_);
                                    uint _e2973 = l_mut_215_;
                                    uint l_867_ = (_e2973 - l_863_);
                                    uint _e2975 = l_mut_210_;
                                    uint l_868_ = (_e2975 - l_866_);
                                    uint _e2977 = l_mut_215_;
                                    bool l_869_ = (_e2977 < l_863_);
                                    uint l_870_ = uint(l_869_);
                                    uint l_871_ = (l_868_ - l_870_);
                                    l_mut_215_ = l_867_;
                                    l_mut_210_ = l_871_;
                                    uint _e2981 = l_mut_696_;
                                    uint _e2982 = l_mut_187_;
                                    uint l_872_ = (_e2981 * _e2982);
                                    uint _e2984 = l_mut_102_;
                                    l_mut_102_ = (_e2984 + l_872_);
                                    uint _e2986 = l_mut_209_;
                                    uint _e2987 = l_mut_215_;
                                    uint l_873_ = (_e2986 - _e2987);
                                    uint _e2989 = l_mut_207_;
                                    uint _e2990 = l_mut_210_;
                                    uint l_874_ = (_e2989 - _e2990);
                                    uint _e2992 = l_mut_209_;
                                    uint _e2993 = l_mut_215_;
                                    bool l_875_ = (_e2992 < _e2993);
                                    uint l_876_ = uint(l_875_);
                                    uint l_877_ = (l_874_ - l_876_);
                                    l_mut_209_ = l_873_;
                                    l_mut_207_ = l_877_;
                                    uint _e2997 = l_mut_187_;
                                    uint _e2998 = l_mut_102_;
                                    l_mut_187_ = (_e2997 + _e2998);
                                }
                            }
                        }
                    }
                    bool _e3000 = l_mut_208_;
                    bool l_878_ = !(_e3000);
                    if (l_435_) {
                        local_60 = l_878_;
                    } else {
                        local_60 = false;
                    }
                    bool l_879_ = local_60;
                    if (l_879_) {
                        uint _e3007 = l_mut_433_;
                        uint l_880_ = (1u << _e3007);
                        uint _e3009 = l_mut_247_;
                        l_mut_247_ = (_e3009 | l_880_);
                        uint _e3011 = l_mut_242_;
                        l_mut_242_ = (_e3011 + 1u);
                        uint l_881_ = (l_434_ + l_432_);
                        uint l_882_ = min(l_881_, l_56_);
                        l_mut_696_ = 0u;
                        l_mut_883_ = l_434_;
                        bool loop_init_5 = true;
                        while(true) {
                            if (!loop_init_5) {
                                uint _e3276 = l_mut_883_;
                                l_mut_883_ = (_e3276 + 1u);
                            }
                            loop_init_5 = false;
                            uint _e3018 = l_mut_883_;
                            if ((_e3018 < l_882_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e3020 = l_mut_883_;
                                uint l_884_ = (l_59_ * _e3020);
                                uint l_1628_ = (l_59_ & 65535u);
                                uint l_1629_ = (l_59_ >> 16u);
                                uint l_1630_ = (l_1629_ & 65535u);
                                uint _e3028 = l_mut_883_;
                                uint l_1631_ = (_e3028 & 65535u);
                                uint _e3031 = l_mut_883_;
                                uint l_1632_ = (_e3031 >> 16u);
                                uint l_1633_ = (l_1632_ & 65535u);
                                uint l_1634_ = (l_1628_ * l_1631_);
                                uint l_1635_ = (l_1630_ * l_1631_);
                                uint l_1636_ = (l_1628_ * l_1633_);
                                uint l_1637_ = (l_1630_ * l_1633_);
                                uint l_1638_ = (l_1634_ >> 16u);
                                uint l_1639_ = (l_1638_ & 65535u);
                                uint l_1640_ = (l_1635_ & 65535u);
                                uint l_1641_ = (l_1639_ + l_1640_);
                                uint l_1642_ = (l_1636_ & 65535u);
                                uint l_1643_ = (l_1641_ + l_1642_);
                                uint l_1644_ = (l_1635_ >> 16u);
                                uint l_1645_ = (l_1644_ & 65535u);
                                uint l_1646_ = (l_1637_ + l_1645_);
                                uint l_1647_ = (l_1636_ >> 16u);
                                uint l_1648_ = (l_1647_ & 65535u);
                                uint l_1649_ = (l_1646_ + l_1648_);
                                uint l_1650_ = (l_1643_ >> 16u);
                                uint l_1651_ = (l_1650_ & 65535u);
                                uint l_885_ = (l_1649_ + l_1651_);
                                uint _e3065 = l_mut_883_;
                                uint l_886_ = (l_62_ * _e3065);
                                uint l_887_ = (l_885_ + l_886_);
                                uint l_888_ = (l_64_ + l_884_);
                                uint l_889_ = (l_67_ + l_887_);
                                bool l_890_ = (l_888_ < l_64_);
                                uint l_891_ = uint(l_890_);
                                uint l_892_ = (l_889_ + l_891_);
                                uint _e3073 = l_mut_883_;
                                uint _e3074 = l_mut_883_;
                                uint l_893_ = (_e3073 * _e3074);
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
                                uint _e3088 = l_mut_691_;
                                uint l_901_ = (_e3088 * l_893_);
                                uint _e3090 = l_mut_690_;
                                uint l_902_ = (_e3090 * l_893_);
                                uint _e3092 = l_mut_691_;
                                uint l_1653_ = (_e3092 & 65535u);
                                uint _e3095 = l_mut_691_;
                                uint l_1654_ = (_e3095 >> 16u);
                                uint l_1655_ = (l_1654_ & 65535u);
                                uint l_1656_ = (l_893_ & 65535u);
                                uint l_1657_ = (l_893_ >> 16u);
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
                                uint l_903_ = (l_1674_ + l_1676_);
                                uint l_904_ = (l_903_ + l_902_);
                                uint _e3136 = l_mut_690_;
                                uint l_1678_ = (_e3136 & 65535u);
                                uint _e3139 = l_mut_690_;
                                uint l_1679_ = (_e3139 >> 16u);
                                uint l_1680_ = (l_1679_ & 65535u);
                                uint l_1681_ = (l_893_ & 65535u);
                                uint l_1682_ = (l_893_ >> 16u);
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
                                uint l_905_ = (l_1699_ + l_1701_);
                                bool l_906_ = (l_904_ < l_902_);
                                uint l_907_ = uint(l_906_);
                                uint l_908_ = (l_905_ + l_907_);
                                uint l_909_ = (l_9_ % 32u);
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
                                uint _e3198 = l_mut_215_;
                                l_mut_209_ = _e3198;
                                uint _e3199 = l_mut_210_;
                                l_mut_215_ = _e3199;
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
                                        uint _e3213 = l_mut_210_;
                                        l_mut_209_ = _e3213;
                                        l_mut_215_ = l_927_;
                                    }
                                }
                                uint _e3214 = l_mut_209_;
                                l_mut_691_ = _e3214;
                                uint _e3215 = l_mut_215_;
                                l_mut_690_ = _e3215;
                                if (l_895_) {
                                    uint _e3217 = l_mut_691_;
                                    uint l_928_ = (0u - _e3217);
                                    uint _e3220 = l_mut_690_;
                                    uint l_929_ = (0u - _e3220);
                                    uint _e3223 = l_mut_691_;
                                    bool l_930_ = (0u < _e3223);
                                    uint l_931_ = uint(l_930_);
                                    uint l_932_ = (l_929_ - l_931_);
                                    l_mut_691_ = l_928_;
                                    l_mut_690_ = l_932_;
                                }
                                uint _e3227 = l_mut_691_;
                                uint l_933_ = (l_888_ + _e3227);
                                uint _e3229 = l_mut_690_;
                                uint l_934_ = (l_892_ + _e3229);
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
                                uint _e3242 = l_mut_690_;
                                bool l_943_ = (l_937_ < _e3242);
                                uint _e3244 = l_mut_690_;
                                bool l_944_ = (l_937_ == _e3244);
                                uint _e3246 = l_mut_691_;
                                bool l_945_ = (l_933_ < _e3246);
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
                                uint _e3257 = l_mut_690_;
                                bool l_948_ = (_e3257 < l_27_);
                                uint _e3259 = l_mut_690_;
                                bool l_949_ = (_e3259 == l_27_);
                                uint _e3261 = l_mut_691_;
                                bool l_950_ = (_e3261 < l_24_);
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
                                uint _e3273 = l_mut_696_;
                                l_mut_696_ = (_e3273 + l_953_);
                            }
                        }
                        uint _e3278 = l_mut_241_;
                        uint _e3279 = l_mut_696_;
                        l_mut_241_ = (_e3278 + _e3279);
                    }
                }
            }
            uint _e3284 = l_mut_242_;
            bool l_954_ = (_e3284 > 0u);
            if (l_954_) {
                uint l_1703_ = _group_0_binding_6_cs.static_meta[5];
                uint l_1704_ = (l_1703_ * 1u);
                uint l_1705_ = (l_1704_ - 1u);
                uint l_1706_ = min(1u, l_1705_);
                uint _e3299 = l_mut_242_;
                uint _e3300 = atomicAdd(_group_0_binding_5_cs[l_1706_], _e3299);
            }
            uint _e3301 = l_mut_241_;
            bool l_957_ = (_e3301 > 0u);
            if (l_957_) {
                uint l_1708_ = _group_0_binding_6_cs.static_meta[5];
                uint l_1709_ = (l_1708_ * 1u);
                uint l_1710_ = (l_1709_ - 1u);
                uint l_1711_ = min(2u, l_1710_);
                uint _e3316 = l_mut_241_;
                uint _e3317 = atomicAdd(_group_0_binding_5_cs[l_1711_], _e3316);
                l_mut_696_ = _e3317;
                bool loop_init_6 = true;
                while(true) {
                    if (!loop_init_6) {
                        uint _e3629 = l_mut_960_;
                        l_mut_960_ = (_e3629 + 1u);
                    }
                    loop_init_6 = false;
                    uint _e3320 = l_mut_960_;
                    if ((_e3320 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e3323 = l_mut_247_;
                        uint _e3324 = l_mut_960_;
                        uint l_961_ = (_e3323 >> _e3324);
                        uint l_962_ = (l_961_ & 1u);
                        bool l_963_ = (l_962_ == 1u);
                        if (l_963_) {
                            uint _e3330 = l_mut_960_;
                            uint l_964_ = (_e3330 * l_432_);
                            uint l_965_ = (l_964_ + l_432_);
                            uint l_966_ = min(l_965_, l_56_);
                            uint _e3334 = l_mut_696_;
                            l_mut_691_ = _e3334;
                            l_mut_967_ = l_964_;
                            bool loop_init_7 = true;
                            while(true) {
                                if (!loop_init_7) {
                                    uint _e3625 = l_mut_967_;
                                    l_mut_967_ = (_e3625 + 1u);
                                }
                                loop_init_7 = false;
                                uint _e3336 = l_mut_967_;
                                if ((_e3336 < l_966_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e3338 = l_mut_967_;
                                    uint l_968_ = (l_59_ * _e3338);
                                    uint l_1713_ = (l_59_ & 65535u);
                                    uint l_1714_ = (l_59_ >> 16u);
                                    uint l_1715_ = (l_1714_ & 65535u);
                                    uint _e3346 = l_mut_967_;
                                    uint l_1716_ = (_e3346 & 65535u);
                                    uint _e3349 = l_mut_967_;
                                    uint l_1717_ = (_e3349 >> 16u);
                                    uint l_1718_ = (l_1717_ & 65535u);
                                    uint l_1719_ = (l_1713_ * l_1716_);
                                    uint l_1720_ = (l_1715_ * l_1716_);
                                    uint l_1721_ = (l_1713_ * l_1718_);
                                    uint l_1722_ = (l_1715_ * l_1718_);
                                    uint l_1723_ = (l_1719_ >> 16u);
                                    uint l_1724_ = (l_1723_ & 65535u);
                                    uint l_1725_ = (l_1720_ & 65535u);
                                    uint l_1726_ = (l_1724_ + l_1725_);
                                    uint l_1727_ = (l_1721_ & 65535u);
                                    uint l_1728_ = (l_1726_ + l_1727_);
                                    uint l_1729_ = (l_1720_ >> 16u);
                                    uint l_1730_ = (l_1729_ & 65535u);
                                    uint l_1731_ = (l_1722_ + l_1730_);
                                    uint l_1732_ = (l_1721_ >> 16u);
                                    uint l_1733_ = (l_1732_ & 65535u);
                                    uint l_1734_ = (l_1731_ + l_1733_);
                                    uint l_1735_ = (l_1728_ >> 16u);
                                    uint l_1736_ = (l_1735_ & 65535u);
                                    uint l_969_ = (l_1734_ + l_1736_);
                                    uint _e3383 = l_mut_967_;
                                    uint l_970_ = (l_62_ * _e3383);
                                    uint l_971_ = (l_969_ + l_970_);
                                    uint l_972_ = (l_64_ + l_968_);
                                    uint l_973_ = (l_67_ + l_971_);
                                    bool l_974_ = (l_972_ < l_64_);
                                    uint l_975_ = uint(l_974_);
                                    uint l_976_ = (l_973_ + l_975_);
                                    uint _e3391 = l_mut_967_;
                                    uint _e3392 = l_mut_967_;
                                    uint l_977_ = (_e3391 * _e3392);
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
                                    uint _e3406 = l_mut_690_;
                                    uint l_985_ = (_e3406 * l_977_);
                                    uint _e3408 = l_mut_242_;
                                    uint l_986_ = (_e3408 * l_977_);
                                    uint _e3410 = l_mut_690_;
                                    uint l_1738_ = (_e3410 & 65535u);
                                    uint _e3413 = l_mut_690_;
                                    uint l_1739_ = (_e3413 >> 16u);
                                    uint l_1740_ = (l_1739_ & 65535u);
                                    uint l_1741_ = (l_977_ & 65535u);
                                    uint l_1742_ = (l_977_ >> 16u);
                                    uint l_1743_ = (l_1742_ & 65535u);
                                    uint l_1744_ = (l_1738_ * l_1741_);
                                    uint l_1745_ = (l_1740_ * l_1741_);
                                    uint l_1746_ = (l_1738_ * l_1743_);
                                    uint l_1747_ = (l_1740_ * l_1743_);
                                    uint l_1748_ = (l_1744_ >> 16u);
                                    uint l_1749_ = (l_1748_ & 65535u);
                                    uint l_1750_ = (l_1745_ & 65535u);
                                    uint l_1751_ = (l_1749_ + l_1750_);
                                    uint l_1752_ = (l_1746_ & 65535u);
                                    uint l_1753_ = (l_1751_ + l_1752_);
                                    uint l_1754_ = (l_1745_ >> 16u);
                                    uint l_1755_ = (l_1754_ & 65535u);
                                    uint l_1756_ = (l_1747_ + l_1755_);
                                    uint l_1757_ = (l_1746_ >> 16u);
                                    uint l_1758_ = (l_1757_ & 65535u);
                                    uint l_1759_ = (l_1756_ + l_1758_);
                                    uint l_1760_ = (l_1753_ >> 16u);
                                    uint l_1761_ = (l_1760_ & 65535u);
                                    uint l_987_ = (l_1759_ + l_1761_);
                                    uint l_988_ = (l_987_ + l_986_);
                                    uint _e3454 = l_mut_242_;
                                    uint l_1763_ = (_e3454 & 65535u);
                                    uint _e3457 = l_mut_242_;
                                    uint l_1764_ = (_e3457 >> 16u);
                                    uint l_1765_ = (l_1764_ & 65535u);
                                    uint l_1766_ = (l_977_ & 65535u);
                                    uint l_1767_ = (l_977_ >> 16u);
                                    uint l_1768_ = (l_1767_ & 65535u);
                                    uint l_1769_ = (l_1763_ * l_1766_);
                                    uint l_1770_ = (l_1765_ * l_1766_);
                                    uint l_1771_ = (l_1763_ * l_1768_);
                                    uint l_1772_ = (l_1765_ * l_1768_);
                                    uint l_1773_ = (l_1769_ >> 16u);
                                    uint l_1774_ = (l_1773_ & 65535u);
                                    uint l_1775_ = (l_1770_ & 65535u);
                                    uint l_1776_ = (l_1774_ + l_1775_);
                                    uint l_1777_ = (l_1771_ & 65535u);
                                    uint l_1778_ = (l_1776_ + l_1777_);
                                    uint l_1779_ = (l_1770_ >> 16u);
                                    uint l_1780_ = (l_1779_ & 65535u);
                                    uint l_1781_ = (l_1772_ + l_1780_);
                                    uint l_1782_ = (l_1771_ >> 16u);
                                    uint l_1783_ = (l_1782_ & 65535u);
                                    uint l_1784_ = (l_1781_ + l_1783_);
                                    uint l_1785_ = (l_1778_ >> 16u);
                                    uint l_1786_ = (l_1785_ & 65535u);
                                    uint l_989_ = (l_1784_ + l_1786_);
                                    bool l_990_ = (l_988_ < l_986_);
                                    uint l_991_ = uint(l_990_);
                                    uint l_992_ = (l_989_ + l_991_);
                                    uint l_993_ = (l_9_ % 32u);
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
                                    uint _e3516 = l_mut_241_;
                                    l_mut_210_ = _e3516;
                                    uint _e3517 = l_mut_215_;
                                    l_mut_241_ = _e3517;
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
                                            uint _e3531 = l_mut_215_;
                                            l_mut_210_ = _e3531;
                                            l_mut_241_ = l_1011_;
                                        }
                                    }
                                    uint _e3532 = l_mut_210_;
                                    l_mut_690_ = _e3532;
                                    uint _e3533 = l_mut_241_;
                                    l_mut_242_ = _e3533;
                                    if (l_979_) {
                                        uint _e3535 = l_mut_690_;
                                        uint l_1012_ = (0u - _e3535);
                                        uint _e3538 = l_mut_242_;
                                        uint l_1013_ = (0u - _e3538);
                                        uint _e3541 = l_mut_690_;
                                        bool l_1014_ = (0u < _e3541);
                                        uint l_1015_ = uint(l_1014_);
                                        uint l_1016_ = (l_1013_ - l_1015_);
                                        l_mut_690_ = l_1012_;
                                        l_mut_242_ = l_1016_;
                                    }
                                    uint _e3545 = l_mut_690_;
                                    uint l_1017_ = (l_972_ + _e3545);
                                    uint _e3547 = l_mut_242_;
                                    uint l_1018_ = (l_976_ + _e3547);
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
                                    uint _e3560 = l_mut_242_;
                                    bool l_1027_ = (l_1021_ < _e3560);
                                    uint _e3562 = l_mut_242_;
                                    bool l_1028_ = (l_1021_ == _e3562);
                                    uint _e3564 = l_mut_690_;
                                    bool l_1029_ = (l_1017_ < _e3564);
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
                                    uint _e3575 = l_mut_242_;
                                    bool l_1032_ = (_e3575 < l_27_);
                                    uint _e3577 = l_mut_242_;
                                    bool l_1033_ = (_e3577 == l_27_);
                                    uint _e3579 = l_mut_690_;
                                    bool l_1034_ = (_e3579 < l_24_);
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
                                        uint _e3590 = l_mut_691_;
                                        uint l_1037_ = (_e3590 * 2u);
                                        uint l_1038_ = (l_1037_ + 1u);
                                        uint l_1039_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_1040_ = (l_1038_ < l_1039_);
                                        if (l_1040_) {
                                            uint l_1788_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_1789_ = (l_1788_ * 1u);
                                            bool l_1790_ = (l_1037_ < l_1789_);
                                            if (l_1790_) {
                                                _group_0_binding_4_cs[l_1037_] = id;
                                            }
                                            uint l_1041_ = (l_1037_ + 1u);
                                            uint l_1791_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_1792_ = (l_1791_ * 1u);
                                            bool l_1793_ = (l_1041_ < l_1792_);
                                            if (l_1793_) {
                                                uint _e3620 = l_mut_967_;
                                                _group_0_binding_4_cs[l_1041_] = _e3620;
                                            }
                                        }
                                        uint _e3621 = l_mut_691_;
                                        l_mut_691_ = (_e3621 + 1u);
                                    }
                                }
                            }
                            uint _e3627 = l_mut_691_;
                            l_mut_696_ = _e3627;
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
