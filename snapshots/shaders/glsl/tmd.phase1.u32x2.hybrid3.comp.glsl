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
    uint l_mut_766_ = 0u;
    uint l_mut_771_ = 0u;
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
    bool local_49 = false;
    bool local_50 = false;
    uint l_mut_682_ = 0u;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    uint l_mut_764_ = 0u;
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
    bool local_69 = false;
    bool local_70 = false;
    bool local_71 = false;
    bool local_72 = false;
    bool local_73 = false;
    bool local_74 = false;
    uint l_mut_896_ = 0u;
    bool local_75 = false;
    bool local_76 = false;
    bool local_77 = false;
    bool local_78 = false;
    bool local_79 = false;
    bool local_80 = false;
    bool local_81 = false;
    bool local_82 = false;
    bool local_83 = false;
    bool local_84 = false;
    uint l_mut_993_ = 0u;
    bool local_85 = false;
    bool local_86 = false;
    bool local_87 = false;
    bool local_88 = false;
    bool local_89 = false;
    bool local_90 = false;
    bool local_91 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_1161_ = _group_0_binding_6_cs.static_meta[5];
        uint l_1162_ = (l_1161_ * 1u);
        uint l_1163_ = (l_1162_ - 1u);
        uint l_1164_ = min(3u, l_1163_);
        uint _e68 = atomicAdd(_group_0_binding_5_cs[l_1164_], 1u);
    }
    uint l_1077_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1078_ = (l_1077_ * 1u);
    bool l_1079_ = (0u < l_1078_);
    uint l_1080_ = (l_1078_ - 1u);
    uint l_1081_ = min(0u, l_1080_);
    uint l_1082_ = _group_0_binding_3_cs[l_1081_];
    uint l_4_ = (l_1079_ ? l_1082_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_1084_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1085_ = (l_1084_ * 1u);
    bool l_1086_ = (l_6_ < l_1085_);
    uint l_1087_ = (l_1085_ - 1u);
    uint l_1088_ = min(l_6_, l_1087_);
    uint l_1089_ = _group_0_binding_3_cs[l_1088_];
    uint l_7_ = (l_1086_ ? l_1089_ : 0u);
    uint l_1091_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1092_ = (l_1091_ * 1u);
    bool l_1093_ = (2u < l_1092_);
    uint l_1094_ = (l_1092_ - 1u);
    uint l_1095_ = min(2u, l_1094_);
    uint l_1096_ = _group_0_binding_3_cs[l_1095_];
    uint l_9_ = (l_1093_ ? l_1096_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_1098_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1099_ = (l_1098_ * 1u);
    bool l_1100_ = (l_11_ < l_1099_);
    uint l_1101_ = (l_1099_ - 1u);
    uint l_1102_ = min(l_11_, l_1101_);
    uint l_1103_ = _group_0_binding_3_cs[l_1102_];
    uint l_12_ = (l_1100_ ? l_1103_ : 0u);
    uint l_1105_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1106_ = (l_1105_ * 1u);
    bool l_1107_ = (4u < l_1106_);
    uint l_1108_ = (l_1106_ - 1u);
    uint l_1109_ = min(4u, l_1108_);
    uint l_1110_ = _group_0_binding_3_cs[l_1109_];
    uint l_14_ = (l_1107_ ? l_1110_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_1112_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1113_ = (l_1112_ * 1u);
    bool l_1114_ = (l_16_ < l_1113_);
    uint l_1115_ = (l_1113_ - 1u);
    uint l_1116_ = min(l_16_, l_1115_);
    uint l_1117_ = _group_0_binding_3_cs[l_1116_];
    uint l_17_ = (l_1114_ ? l_1117_ : 0u);
    uint l_1119_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1120_ = (l_1119_ * 1u);
    bool l_1121_ = (6u < l_1120_);
    uint l_1122_ = (l_1120_ - 1u);
    uint l_1123_ = min(6u, l_1122_);
    uint l_1124_ = _group_0_binding_3_cs[l_1123_];
    uint l_19_ = (l_1121_ ? l_1124_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_1126_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1127_ = (l_1126_ * 1u);
    bool l_1128_ = (l_21_ < l_1127_);
    uint l_1129_ = (l_1127_ - 1u);
    uint l_1130_ = min(l_21_, l_1129_);
    uint l_1131_ = _group_0_binding_3_cs[l_1130_];
    uint l_22_ = (l_1128_ ? l_1131_ : 0u);
    uint l_1133_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1134_ = (l_1133_ * 1u);
    bool l_1135_ = (8u < l_1134_);
    uint l_1136_ = (l_1134_ - 1u);
    uint l_1137_ = min(8u, l_1136_);
    uint l_1138_ = _group_0_binding_3_cs[l_1137_];
    uint l_24_ = (l_1135_ ? l_1138_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_1140_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1141_ = (l_1140_ * 1u);
    bool l_1142_ = (l_26_ < l_1141_);
    uint l_1143_ = (l_1141_ - 1u);
    uint l_1144_ = min(l_26_, l_1143_);
    uint l_1145_ = _group_0_binding_3_cs[l_1144_];
    uint l_27_ = (l_1142_ ? l_1145_ : 0u);
    uint l_1147_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1148_ = (l_1147_ * 1u);
    bool l_1149_ = (10u < l_1148_);
    uint l_1150_ = (l_1148_ - 1u);
    uint l_1151_ = min(10u, l_1150_);
    uint l_1152_ = _group_0_binding_3_cs[l_1151_];
    uint l_29_ = (l_1149_ ? l_1152_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_1154_ = _group_0_binding_6_cs.static_meta[3];
    uint l_1155_ = (l_1154_ * 1u);
    bool l_1156_ = (l_31_ < l_1155_);
    uint l_1157_ = (l_1155_ - 1u);
    uint l_1158_ = min(l_31_, l_1157_);
    uint l_1159_ = _group_0_binding_3_cs[l_1158_];
    uint l_32_ = (l_1156_ ? l_1159_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_1166_ = (id & 65535u);
    uint l_1167_ = (id >> 16u);
    uint l_1168_ = (l_1167_ & 65535u);
    uint l_1169_ = (l_4_ & 65535u);
    uint l_1170_ = (l_4_ >> 16u);
    uint l_1171_ = (l_1170_ & 65535u);
    uint l_1172_ = (l_1166_ * l_1169_);
    uint l_1173_ = (l_1168_ * l_1169_);
    uint l_1174_ = (l_1166_ * l_1171_);
    uint l_1175_ = (l_1168_ * l_1171_);
    uint l_1176_ = (l_1172_ >> 16u);
    uint l_1177_ = (l_1176_ & 65535u);
    uint l_1178_ = (l_1173_ & 65535u);
    uint l_1179_ = (l_1177_ + l_1178_);
    uint l_1180_ = (l_1174_ & 65535u);
    uint l_1181_ = (l_1179_ + l_1180_);
    uint l_1182_ = (l_1173_ >> 16u);
    uint l_1183_ = (l_1182_ & 65535u);
    uint l_1184_ = (l_1175_ + l_1183_);
    uint l_1185_ = (l_1174_ >> 16u);
    uint l_1186_ = (l_1185_ & 65535u);
    uint l_1187_ = (l_1184_ + l_1186_);
    uint l_1188_ = (l_1181_ >> 16u);
    uint l_1189_ = (l_1188_ & 65535u);
    uint l_37_ = (l_1187_ + l_1189_);
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
        uint l_1191_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1192_ = (l_1191_ * 1u);
        bool l_1193_ = (l_58_ < l_1192_);
        uint l_1194_ = (l_1192_ - 1u);
        uint l_1195_ = min(l_58_, l_1194_);
        uint l_1196_ = _group_0_binding_0_cs[l_1195_];
        uint l_59_ = (l_1193_ ? l_1196_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1198_ = _group_0_binding_6_cs.static_meta[0];
        uint l_1199_ = (l_1198_ * 1u);
        bool l_1200_ = (l_61_ < l_1199_);
        uint l_1201_ = (l_1199_ - 1u);
        uint l_1202_ = min(l_61_, l_1201_);
        uint l_1203_ = _group_0_binding_0_cs[l_1202_];
        uint l_62_ = (l_1200_ ? l_1203_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1205_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1206_ = (l_1205_ * 1u);
        bool l_1207_ = (l_63_ < l_1206_);
        uint l_1208_ = (l_1206_ - 1u);
        uint l_1209_ = min(l_63_, l_1208_);
        uint l_1210_ = _group_0_binding_1_cs[l_1209_];
        uint l_64_ = (l_1207_ ? l_1210_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1212_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1213_ = (l_1212_ * 1u);
        bool l_1214_ = (l_66_ < l_1213_);
        uint l_1215_ = (l_1213_ - 1u);
        uint l_1216_ = min(l_66_, l_1215_);
        uint l_1217_ = _group_0_binding_1_cs[l_1216_];
        uint l_67_ = (l_1214_ ? l_1217_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1219_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1220_ = (l_1219_ * 1u);
        bool l_1221_ = (l_68_ < l_1220_);
        uint l_1222_ = (l_1220_ - 1u);
        uint l_1223_ = min(l_68_, l_1222_);
        uint l_1224_ = _group_0_binding_2_cs[l_1223_];
        uint l_69_ = (l_1221_ ? l_1224_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1226_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1227_ = (l_1226_ * 1u);
        bool l_1228_ = (l_71_ < l_1227_);
        uint l_1229_ = (l_1227_ - 1u);
        uint l_1230_ = min(l_71_, l_1229_);
        uint l_1231_ = _group_0_binding_2_cs[l_1230_];
        uint l_72_ = (l_1228_ ? l_1231_ : 0u);
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
        uint l_1233_ = (_e488 & 65535u);
        uint _e491 = l_mut_40_;
        uint l_1234_ = (_e491 >> 16u);
        uint l_1235_ = (l_1234_ & 65535u);
        uint l_1236_ = (l_4_ & 65535u);
        uint l_1237_ = (l_4_ >> 16u);
        uint l_1238_ = (l_1237_ & 65535u);
        uint l_1239_ = (l_1233_ * l_1236_);
        uint l_1240_ = (l_1235_ * l_1236_);
        uint l_1241_ = (l_1233_ * l_1238_);
        uint l_1242_ = (l_1235_ * l_1238_);
        uint l_1243_ = (l_1239_ >> 16u);
        uint l_1244_ = (l_1243_ & 65535u);
        uint l_1245_ = (l_1240_ & 65535u);
        uint l_1246_ = (l_1244_ + l_1245_);
        uint l_1247_ = (l_1241_ & 65535u);
        uint l_1248_ = (l_1246_ + l_1247_);
        uint l_1249_ = (l_1240_ >> 16u);
        uint l_1250_ = (l_1249_ & 65535u);
        uint l_1251_ = (l_1242_ + l_1250_);
        uint l_1252_ = (l_1241_ >> 16u);
        uint l_1253_ = (l_1252_ & 65535u);
        uint l_1254_ = (l_1251_ + l_1253_);
        uint l_1255_ = (l_1248_ >> 16u);
        uint l_1256_ = (l_1255_ & 65535u);
        uint l_83_ = (l_1254_ + l_1256_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e532 = l_mut_75_;
        uint l_1258_ = (_e532 & 65535u);
        uint _e535 = l_mut_75_;
        uint l_1259_ = (_e535 >> 16u);
        uint l_1260_ = (l_1259_ & 65535u);
        uint l_1261_ = (l_4_ & 65535u);
        uint l_1262_ = (l_4_ >> 16u);
        uint l_1263_ = (l_1262_ & 65535u);
        uint l_1264_ = (l_1258_ * l_1261_);
        uint l_1265_ = (l_1260_ * l_1261_);
        uint l_1266_ = (l_1258_ * l_1263_);
        uint l_1267_ = (l_1260_ * l_1263_);
        uint l_1268_ = (l_1264_ >> 16u);
        uint l_1269_ = (l_1268_ & 65535u);
        uint l_1270_ = (l_1265_ & 65535u);
        uint l_1271_ = (l_1269_ + l_1270_);
        uint l_1272_ = (l_1266_ & 65535u);
        uint l_1273_ = (l_1271_ + l_1272_);
        uint l_1274_ = (l_1265_ >> 16u);
        uint l_1275_ = (l_1274_ & 65535u);
        uint l_1276_ = (l_1267_ + l_1275_);
        uint l_1277_ = (l_1266_ >> 16u);
        uint l_1278_ = (l_1277_ & 65535u);
        uint l_1279_ = (l_1276_ + l_1278_);
        uint l_1280_ = (l_1273_ >> 16u);
        uint l_1281_ = (l_1280_ & 65535u);
        uint l_85_ = (l_1279_ + l_1281_);
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
            uint l_1283_ = (_e653 & 65535u);
            uint _e656 = l_mut_90_;
            uint l_1284_ = (_e656 >> 16u);
            uint l_1285_ = (l_1284_ & 65535u);
            uint l_1286_ = (l_123_ & 65535u);
            uint l_1287_ = (l_123_ >> 16u);
            uint l_1288_ = (l_1287_ & 65535u);
            uint l_1289_ = (l_1283_ * l_1286_);
            uint l_1290_ = (l_1285_ * l_1286_);
            uint l_1291_ = (l_1283_ * l_1288_);
            uint l_1292_ = (l_1285_ * l_1288_);
            uint l_1293_ = (l_1289_ >> 16u);
            uint l_1294_ = (l_1293_ & 65535u);
            uint l_1295_ = (l_1290_ & 65535u);
            uint l_1296_ = (l_1294_ + l_1295_);
            uint l_1297_ = (l_1291_ & 65535u);
            uint l_1298_ = (l_1296_ + l_1297_);
            uint l_1299_ = (l_1290_ >> 16u);
            uint l_1300_ = (l_1299_ & 65535u);
            uint l_1301_ = (l_1292_ + l_1300_);
            uint l_1302_ = (l_1291_ >> 16u);
            uint l_1303_ = (l_1302_ & 65535u);
            uint l_1304_ = (l_1301_ + l_1303_);
            uint l_1305_ = (l_1298_ >> 16u);
            uint l_1306_ = (l_1305_ & 65535u);
            uint l_133_ = (l_1304_ + l_1306_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e697 = l_mut_75_;
            uint l_1308_ = (_e697 & 65535u);
            uint _e700 = l_mut_75_;
            uint l_1309_ = (_e700 >> 16u);
            uint l_1310_ = (l_1309_ & 65535u);
            uint l_1311_ = (l_123_ & 65535u);
            uint l_1312_ = (l_123_ >> 16u);
            uint l_1313_ = (l_1312_ & 65535u);
            uint l_1314_ = (l_1308_ * l_1311_);
            uint l_1315_ = (l_1310_ * l_1311_);
            uint l_1316_ = (l_1308_ * l_1313_);
            uint l_1317_ = (l_1310_ * l_1313_);
            uint l_1318_ = (l_1314_ >> 16u);
            uint l_1319_ = (l_1318_ & 65535u);
            uint l_1320_ = (l_1315_ & 65535u);
            uint l_1321_ = (l_1319_ + l_1320_);
            uint l_1322_ = (l_1316_ & 65535u);
            uint l_1323_ = (l_1321_ + l_1322_);
            uint l_1324_ = (l_1315_ >> 16u);
            uint l_1325_ = (l_1324_ & 65535u);
            uint l_1326_ = (l_1317_ + l_1325_);
            uint l_1327_ = (l_1316_ >> 16u);
            uint l_1328_ = (l_1327_ & 65535u);
            uint l_1329_ = (l_1326_ + l_1328_);
            uint l_1330_ = (l_1323_ >> 16u);
            uint l_1331_ = (l_1330_ & 65535u);
            uint l_135_ = (l_1329_ + l_1331_);
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
            uint l_1333_ = (_e806 & 65535u);
            uint _e809 = l_mut_151_;
            uint l_1334_ = (_e809 >> 16u);
            uint l_1335_ = (l_1334_ & 65535u);
            uint l_1336_ = (l_4_ & 65535u);
            uint l_1337_ = (l_4_ >> 16u);
            uint l_1338_ = (l_1337_ & 65535u);
            uint l_1339_ = (l_1333_ * l_1336_);
            uint l_1340_ = (l_1335_ * l_1336_);
            uint l_1341_ = (l_1333_ * l_1338_);
            uint l_1342_ = (l_1335_ * l_1338_);
            uint l_1343_ = (l_1339_ >> 16u);
            uint l_1344_ = (l_1343_ & 65535u);
            uint l_1345_ = (l_1340_ & 65535u);
            uint l_1346_ = (l_1344_ + l_1345_);
            uint l_1347_ = (l_1341_ & 65535u);
            uint l_1348_ = (l_1346_ + l_1347_);
            uint l_1349_ = (l_1340_ >> 16u);
            uint l_1350_ = (l_1349_ & 65535u);
            uint l_1351_ = (l_1342_ + l_1350_);
            uint l_1352_ = (l_1341_ >> 16u);
            uint l_1353_ = (l_1352_ & 65535u);
            uint l_1354_ = (l_1351_ + l_1353_);
            uint l_1355_ = (l_1348_ >> 16u);
            uint l_1356_ = (l_1355_ & 65535u);
            uint l_174_ = (l_1354_ + l_1356_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e850 = l_mut_145_;
            uint l_1358_ = (_e850 & 65535u);
            uint _e853 = l_mut_145_;
            uint l_1359_ = (_e853 >> 16u);
            uint l_1360_ = (l_1359_ & 65535u);
            uint l_1361_ = (l_4_ & 65535u);
            uint l_1362_ = (l_4_ >> 16u);
            uint l_1363_ = (l_1362_ & 65535u);
            uint l_1364_ = (l_1358_ * l_1361_);
            uint l_1365_ = (l_1360_ * l_1361_);
            uint l_1366_ = (l_1358_ * l_1363_);
            uint l_1367_ = (l_1360_ * l_1363_);
            uint l_1368_ = (l_1364_ >> 16u);
            uint l_1369_ = (l_1368_ & 65535u);
            uint l_1370_ = (l_1365_ & 65535u);
            uint l_1371_ = (l_1369_ + l_1370_);
            uint l_1372_ = (l_1366_ & 65535u);
            uint l_1373_ = (l_1371_ + l_1372_);
            uint l_1374_ = (l_1365_ >> 16u);
            uint l_1375_ = (l_1374_ & 65535u);
            uint l_1376_ = (l_1367_ + l_1375_);
            uint l_1377_ = (l_1366_ >> 16u);
            uint l_1378_ = (l_1377_ & 65535u);
            uint l_1379_ = (l_1376_ + l_1378_);
            uint l_1380_ = (l_1373_ >> 16u);
            uint l_1381_ = (l_1380_ & 65535u);
            uint l_176_ = (l_1379_ + l_1381_);
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
            uint l_1383_ = (_e929 & 65535u);
            uint _e932 = l_mut_151_;
            uint l_1384_ = (_e932 >> 16u);
            uint l_1385_ = (l_1384_ & 65535u);
            uint l_1386_ = (l_4_ & 65535u);
            uint l_1387_ = (l_4_ >> 16u);
            uint l_1388_ = (l_1387_ & 65535u);
            uint l_1389_ = (l_1383_ * l_1386_);
            uint l_1390_ = (l_1385_ * l_1386_);
            uint l_1391_ = (l_1383_ * l_1388_);
            uint l_1392_ = (l_1385_ * l_1388_);
            uint l_1393_ = (l_1389_ >> 16u);
            uint l_1394_ = (l_1393_ & 65535u);
            uint l_1395_ = (l_1390_ & 65535u);
            uint l_1396_ = (l_1394_ + l_1395_);
            uint l_1397_ = (l_1391_ & 65535u);
            uint l_1398_ = (l_1396_ + l_1397_);
            uint l_1399_ = (l_1390_ >> 16u);
            uint l_1400_ = (l_1399_ & 65535u);
            uint l_1401_ = (l_1392_ + l_1400_);
            uint l_1402_ = (l_1391_ >> 16u);
            uint l_1403_ = (l_1402_ & 65535u);
            uint l_1404_ = (l_1401_ + l_1403_);
            uint l_1405_ = (l_1398_ >> 16u);
            uint l_1406_ = (l_1405_ & 65535u);
            uint l_201_ = (l_1404_ + l_1406_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e973 = l_mut_145_;
            uint l_1408_ = (_e973 & 65535u);
            uint _e976 = l_mut_145_;
            uint l_1409_ = (_e976 >> 16u);
            uint l_1410_ = (l_1409_ & 65535u);
            uint l_1411_ = (l_4_ & 65535u);
            uint l_1412_ = (l_4_ >> 16u);
            uint l_1413_ = (l_1412_ & 65535u);
            uint l_1414_ = (l_1408_ * l_1411_);
            uint l_1415_ = (l_1410_ * l_1411_);
            uint l_1416_ = (l_1408_ * l_1413_);
            uint l_1417_ = (l_1410_ * l_1413_);
            uint l_1418_ = (l_1414_ >> 16u);
            uint l_1419_ = (l_1418_ & 65535u);
            uint l_1420_ = (l_1415_ & 65535u);
            uint l_1421_ = (l_1419_ + l_1420_);
            uint l_1422_ = (l_1416_ & 65535u);
            uint l_1423_ = (l_1421_ + l_1422_);
            uint l_1424_ = (l_1415_ >> 16u);
            uint l_1425_ = (l_1424_ & 65535u);
            uint l_1426_ = (l_1417_ + l_1425_);
            uint l_1427_ = (l_1416_ >> 16u);
            uint l_1428_ = (l_1427_ & 65535u);
            uint l_1429_ = (l_1426_ + l_1428_);
            uint l_1430_ = (l_1423_ >> 16u);
            uint l_1431_ = (l_1430_ & 65535u);
            uint l_203_ = (l_1429_ + l_1431_);
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
            uint l_1433_ = (_e1052 & 65535u);
            uint _e1055 = l_mut_40_;
            uint l_1434_ = (_e1055 >> 16u);
            uint l_1435_ = (l_1434_ & 65535u);
            uint l_1436_ = (l_4_ & 65535u);
            uint l_1437_ = (l_4_ >> 16u);
            uint l_1438_ = (l_1437_ & 65535u);
            uint l_1439_ = (l_1433_ * l_1436_);
            uint l_1440_ = (l_1435_ * l_1436_);
            uint l_1441_ = (l_1433_ * l_1438_);
            uint l_1442_ = (l_1435_ * l_1438_);
            uint l_1443_ = (l_1439_ >> 16u);
            uint l_1444_ = (l_1443_ & 65535u);
            uint l_1445_ = (l_1440_ & 65535u);
            uint l_1446_ = (l_1444_ + l_1445_);
            uint l_1447_ = (l_1441_ & 65535u);
            uint l_1448_ = (l_1446_ + l_1447_);
            uint l_1449_ = (l_1440_ >> 16u);
            uint l_1450_ = (l_1449_ & 65535u);
            uint l_1451_ = (l_1442_ + l_1450_);
            uint l_1452_ = (l_1441_ >> 16u);
            uint l_1453_ = (l_1452_ & 65535u);
            uint l_1454_ = (l_1451_ + l_1453_);
            uint l_1455_ = (l_1448_ >> 16u);
            uint l_1456_ = (l_1455_ & 65535u);
            uint l_230_ = (l_1454_ + l_1456_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1096 = l_mut_90_;
            uint l_1458_ = (_e1096 & 65535u);
            uint _e1099 = l_mut_90_;
            uint l_1459_ = (_e1099 >> 16u);
            uint l_1460_ = (l_1459_ & 65535u);
            uint l_1461_ = (l_4_ & 65535u);
            uint l_1462_ = (l_4_ >> 16u);
            uint l_1463_ = (l_1462_ & 65535u);
            uint l_1464_ = (l_1458_ * l_1461_);
            uint l_1465_ = (l_1460_ * l_1461_);
            uint l_1466_ = (l_1458_ * l_1463_);
            uint l_1467_ = (l_1460_ * l_1463_);
            uint l_1468_ = (l_1464_ >> 16u);
            uint l_1469_ = (l_1468_ & 65535u);
            uint l_1470_ = (l_1465_ & 65535u);
            uint l_1471_ = (l_1469_ + l_1470_);
            uint l_1472_ = (l_1466_ & 65535u);
            uint l_1473_ = (l_1471_ + l_1472_);
            uint l_1474_ = (l_1465_ >> 16u);
            uint l_1475_ = (l_1474_ & 65535u);
            uint l_1476_ = (l_1467_ + l_1475_);
            uint l_1477_ = (l_1466_ >> 16u);
            uint l_1478_ = (l_1477_ & 65535u);
            uint l_1479_ = (l_1476_ + l_1478_);
            uint l_1480_ = (l_1473_ >> 16u);
            uint l_1481_ = (l_1480_ & 65535u);
            uint l_232_ = (l_1479_ + l_1481_);
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
            uint l_1483_ = (_e1175 & 65535u);
            uint _e1178 = l_mut_40_;
            uint l_1484_ = (_e1178 >> 16u);
            uint l_1485_ = (l_1484_ & 65535u);
            uint l_1486_ = (l_4_ & 65535u);
            uint l_1487_ = (l_4_ >> 16u);
            uint l_1488_ = (l_1487_ & 65535u);
            uint l_1489_ = (l_1483_ * l_1486_);
            uint l_1490_ = (l_1485_ * l_1486_);
            uint l_1491_ = (l_1483_ * l_1488_);
            uint l_1492_ = (l_1485_ * l_1488_);
            uint l_1493_ = (l_1489_ >> 16u);
            uint l_1494_ = (l_1493_ & 65535u);
            uint l_1495_ = (l_1490_ & 65535u);
            uint l_1496_ = (l_1494_ + l_1495_);
            uint l_1497_ = (l_1491_ & 65535u);
            uint l_1498_ = (l_1496_ + l_1497_);
            uint l_1499_ = (l_1490_ >> 16u);
            uint l_1500_ = (l_1499_ & 65535u);
            uint l_1501_ = (l_1492_ + l_1500_);
            uint l_1502_ = (l_1491_ >> 16u);
            uint l_1503_ = (l_1502_ & 65535u);
            uint l_1504_ = (l_1501_ + l_1503_);
            uint l_1505_ = (l_1498_ >> 16u);
            uint l_1506_ = (l_1505_ & 65535u);
            uint l_257_ = (l_1504_ + l_1506_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1219 = l_mut_90_;
            uint l_1508_ = (_e1219 & 65535u);
            uint _e1222 = l_mut_90_;
            uint l_1509_ = (_e1222 >> 16u);
            uint l_1510_ = (l_1509_ & 65535u);
            uint l_1511_ = (l_4_ & 65535u);
            uint l_1512_ = (l_4_ >> 16u);
            uint l_1513_ = (l_1512_ & 65535u);
            uint l_1514_ = (l_1508_ * l_1511_);
            uint l_1515_ = (l_1510_ * l_1511_);
            uint l_1516_ = (l_1508_ * l_1513_);
            uint l_1517_ = (l_1510_ * l_1513_);
            uint l_1518_ = (l_1514_ >> 16u);
            uint l_1519_ = (l_1518_ & 65535u);
            uint l_1520_ = (l_1515_ & 65535u);
            uint l_1521_ = (l_1519_ + l_1520_);
            uint l_1522_ = (l_1516_ & 65535u);
            uint l_1523_ = (l_1521_ + l_1522_);
            uint l_1524_ = (l_1515_ >> 16u);
            uint l_1525_ = (l_1524_ & 65535u);
            uint l_1526_ = (l_1517_ + l_1525_);
            uint l_1527_ = (l_1516_ >> 16u);
            uint l_1528_ = (l_1527_ & 65535u);
            uint l_1529_ = (l_1526_ + l_1528_);
            uint l_1530_ = (l_1523_ >> 16u);
            uint l_1531_ = (l_1530_ & 65535u);
            uint l_259_ = (l_1529_ + l_1531_);
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
            uint l_1533_ = (_e1296 & 65535u);
            uint _e1299 = l_mut_219_;
            uint l_1534_ = (_e1299 >> 16u);
            uint l_1535_ = (l_1534_ & 65535u);
            uint l_1536_ = (l_4_ & 65535u);
            uint l_1537_ = (l_4_ >> 16u);
            uint l_1538_ = (l_1537_ & 65535u);
            uint l_1539_ = (l_1533_ * l_1536_);
            uint l_1540_ = (l_1535_ * l_1536_);
            uint l_1541_ = (l_1533_ * l_1538_);
            uint l_1542_ = (l_1535_ * l_1538_);
            uint l_1543_ = (l_1539_ >> 16u);
            uint l_1544_ = (l_1543_ & 65535u);
            uint l_1545_ = (l_1540_ & 65535u);
            uint l_1546_ = (l_1544_ + l_1545_);
            uint l_1547_ = (l_1541_ & 65535u);
            uint l_1548_ = (l_1546_ + l_1547_);
            uint l_1549_ = (l_1540_ >> 16u);
            uint l_1550_ = (l_1549_ & 65535u);
            uint l_1551_ = (l_1542_ + l_1550_);
            uint l_1552_ = (l_1541_ >> 16u);
            uint l_1553_ = (l_1552_ & 65535u);
            uint l_1554_ = (l_1551_ + l_1553_);
            uint l_1555_ = (l_1548_ >> 16u);
            uint l_1556_ = (l_1555_ & 65535u);
            uint l_285_ = (l_1554_ + l_1556_);
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
            uint l_1558_ = (_e1492 & 65535u);
            uint _e1495 = l_mut_90_;
            uint l_1559_ = (_e1495 >> 16u);
            uint l_1560_ = (l_1559_ & 65535u);
            uint l_1561_ = (l_367_ & 65535u);
            uint l_1562_ = (l_367_ >> 16u);
            uint l_1563_ = (l_1562_ & 65535u);
            uint l_1564_ = (l_1558_ * l_1561_);
            uint l_1565_ = (l_1560_ * l_1561_);
            uint l_1566_ = (l_1558_ * l_1563_);
            uint l_1567_ = (l_1560_ * l_1563_);
            uint l_1568_ = (l_1564_ >> 16u);
            uint l_1569_ = (l_1568_ & 65535u);
            uint l_1570_ = (l_1565_ & 65535u);
            uint l_1571_ = (l_1569_ + l_1570_);
            uint l_1572_ = (l_1566_ & 65535u);
            uint l_1573_ = (l_1571_ + l_1572_);
            uint l_1574_ = (l_1565_ >> 16u);
            uint l_1575_ = (l_1574_ & 65535u);
            uint l_1576_ = (l_1567_ + l_1575_);
            uint l_1577_ = (l_1566_ >> 16u);
            uint l_1578_ = (l_1577_ & 65535u);
            uint l_1579_ = (l_1576_ + l_1578_);
            uint l_1580_ = (l_1573_ >> 16u);
            uint l_1581_ = (l_1580_ & 65535u);
            uint l_369_ = (l_1579_ + l_1581_);
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
            uint l_1583_ = (_e1545 & 65535u);
            uint _e1548 = l_mut_90_;
            uint l_1584_ = (_e1548 >> 16u);
            uint l_1585_ = (l_1584_ & 65535u);
            uint l_1586_ = (l_372_ & 65535u);
            uint l_1587_ = (l_372_ >> 16u);
            uint l_1588_ = (l_1587_ & 65535u);
            uint l_1589_ = (l_1583_ * l_1586_);
            uint l_1590_ = (l_1585_ * l_1586_);
            uint l_1591_ = (l_1583_ * l_1588_);
            uint l_1592_ = (l_1585_ * l_1588_);
            uint l_1593_ = (l_1589_ >> 16u);
            uint l_1594_ = (l_1593_ & 65535u);
            uint l_1595_ = (l_1590_ & 65535u);
            uint l_1596_ = (l_1594_ + l_1595_);
            uint l_1597_ = (l_1591_ & 65535u);
            uint l_1598_ = (l_1596_ + l_1597_);
            uint l_1599_ = (l_1590_ >> 16u);
            uint l_1600_ = (l_1599_ & 65535u);
            uint l_1601_ = (l_1592_ + l_1600_);
            uint l_1602_ = (l_1591_ >> 16u);
            uint l_1603_ = (l_1602_ & 65535u);
            uint l_1604_ = (l_1601_ + l_1603_);
            uint l_1605_ = (l_1598_ >> 16u);
            uint l_1606_ = (l_1605_ & 65535u);
            uint l_375_ = (l_1604_ + l_1606_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1589 = l_mut_75_;
            uint l_1608_ = (_e1589 & 65535u);
            uint _e1592 = l_mut_75_;
            uint l_1609_ = (_e1592 >> 16u);
            uint l_1610_ = (l_1609_ & 65535u);
            uint l_1611_ = (l_372_ & 65535u);
            uint l_1612_ = (l_372_ >> 16u);
            uint l_1613_ = (l_1612_ & 65535u);
            uint l_1614_ = (l_1608_ * l_1611_);
            uint l_1615_ = (l_1610_ * l_1611_);
            uint l_1616_ = (l_1608_ * l_1613_);
            uint l_1617_ = (l_1610_ * l_1613_);
            uint l_1618_ = (l_1614_ >> 16u);
            uint l_1619_ = (l_1618_ & 65535u);
            uint l_1620_ = (l_1615_ & 65535u);
            uint l_1621_ = (l_1619_ + l_1620_);
            uint l_1622_ = (l_1616_ & 65535u);
            uint l_1623_ = (l_1621_ + l_1622_);
            uint l_1624_ = (l_1615_ >> 16u);
            uint l_1625_ = (l_1624_ & 65535u);
            uint l_1626_ = (l_1617_ + l_1625_);
            uint l_1627_ = (l_1616_ >> 16u);
            uint l_1628_ = (l_1627_ & 65535u);
            uint l_1629_ = (l_1626_ + l_1628_);
            uint l_1630_ = (l_1623_ >> 16u);
            uint l_1631_ = (l_1630_ & 65535u);
            uint l_377_ = (l_1629_ + l_1631_);
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
                            uint l_1633_ = (_e1855 & 65535u);
                            uint _e1858 = l_mut_90_;
                            uint l_1634_ = (_e1858 >> 16u);
                            uint l_1635_ = (l_1634_ & 65535u);
                            uint _e1863 = l_mut_428_;
                            uint l_1636_ = (_e1863 & 65535u);
                            uint _e1866 = l_mut_428_;
                            uint l_1637_ = (_e1866 >> 16u);
                            uint l_1638_ = (l_1637_ & 65535u);
                            uint l_1639_ = (l_1633_ * l_1636_);
                            uint l_1640_ = (l_1635_ * l_1636_);
                            uint l_1641_ = (l_1633_ * l_1638_);
                            uint l_1642_ = (l_1635_ * l_1638_);
                            uint l_1643_ = (l_1639_ >> 16u);
                            uint l_1644_ = (l_1643_ & 65535u);
                            uint l_1645_ = (l_1640_ & 65535u);
                            uint l_1646_ = (l_1644_ + l_1645_);
                            uint l_1647_ = (l_1641_ & 65535u);
                            uint l_1648_ = (l_1646_ + l_1647_);
                            uint l_1649_ = (l_1640_ >> 16u);
                            uint l_1650_ = (l_1649_ & 65535u);
                            uint l_1651_ = (l_1642_ + l_1650_);
                            uint l_1652_ = (l_1641_ >> 16u);
                            uint l_1653_ = (l_1652_ & 65535u);
                            uint l_1654_ = (l_1651_ + l_1653_);
                            uint l_1655_ = (l_1648_ >> 16u);
                            uint l_1656_ = (l_1655_ & 65535u);
                            uint l_486_ = (l_1654_ + l_1656_);
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
                            uint l_1658_ = (_e2168 & 65535u);
                            uint _e2171 = l_mut_90_;
                            uint l_1659_ = (_e2171 >> 16u);
                            uint l_1660_ = (l_1659_ & 65535u);
                            uint _e2176 = l_mut_444_;
                            uint l_1661_ = (_e2176 & 65535u);
                            uint _e2179 = l_mut_444_;
                            uint l_1662_ = (_e2179 >> 16u);
                            uint l_1663_ = (l_1662_ & 65535u);
                            uint l_1664_ = (l_1658_ * l_1661_);
                            uint l_1665_ = (l_1660_ * l_1661_);
                            uint l_1666_ = (l_1658_ * l_1663_);
                            uint l_1667_ = (l_1660_ * l_1663_);
                            uint l_1668_ = (l_1664_ >> 16u);
                            uint l_1669_ = (l_1668_ & 65535u);
                            uint l_1670_ = (l_1665_ & 65535u);
                            uint l_1671_ = (l_1669_ + l_1670_);
                            uint l_1672_ = (l_1666_ & 65535u);
                            uint l_1673_ = (l_1671_ + l_1672_);
                            uint l_1674_ = (l_1665_ >> 16u);
                            uint l_1675_ = (l_1674_ & 65535u);
                            uint l_1676_ = (l_1667_ + l_1675_);
                            uint l_1677_ = (l_1666_ >> 16u);
                            uint l_1678_ = (l_1677_ & 65535u);
                            uint l_1679_ = (l_1676_ + l_1678_);
                            uint l_1680_ = (l_1673_ >> 16u);
                            uint l_1681_ = (l_1680_ & 65535u);
                            uint l_594_ = (l_1679_ + l_1681_);
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
                uint _e2353 = l_mut_444_;
                l_mut_450_ = _e2353;
                uint _e2354 = l_mut_441_;
                l_mut_445_ = _e2354;
                if (false) {
                    uint _e2357 = l_mut_441_;
                    uint l_648_ = (_e2357 >> 3u);
                    l_mut_450_ = l_648_;
                    l_mut_445_ = 0u;
                } else {
                    if (true) {
                        uint _e2361 = l_mut_444_;
                        l_mut_440_ = _e2361;
                        if (true) {
                            uint _e2363 = l_mut_444_;
                            uint l_651_ = (_e2363 >> 3u);
                            uint _e2366 = l_mut_441_;
                            uint l_652_ = (_e2366 << 29u);
                            uint l_653_ = (l_651_ | l_652_);
                            l_mut_440_ = l_653_;
                        }
                        uint _e2370 = l_mut_441_;
                        uint l_654_ = (_e2370 >> 3u);
                        uint _e2373 = l_mut_440_;
                        l_mut_450_ = _e2373;
                        l_mut_445_ = l_654_;
                    }
                }
                uint _e2374 = l_mut_445_;
                uint _e2375 = l_mut_213_;
                bool l_655_ = (_e2374 < _e2375);
                uint _e2377 = l_mut_445_;
                uint _e2378 = l_mut_213_;
                bool l_656_ = (_e2377 == _e2378);
                uint _e2380 = l_mut_450_;
                uint _e2381 = l_mut_219_;
                bool l_657_ = (_e2380 < _e2381);
                if (l_656_) {
                    local_44 = l_657_;
                } else {
                    local_44 = false;
                }
                bool l_658_ = local_44;
                if (!(l_655_)) {
                    local_45 = l_658_;
                } else {
                    local_45 = true;
                }
                bool l_659_ = local_45;
                bool l_660_ = !(l_659_);
                l_mut_645_ = l_660_;
                l_mut_450_ = 0u;
                uint _e2394 = l_mut_219_;
                uint _e2395 = l_mut_213_;
                uint l_661_ = (_e2394 | _e2395);
                bool l_662_ = (l_661_ == 0u);
                bool l_663_ = !(l_662_);
                bool _e2400 = l_mut_645_;
                if (_e2400) {
                    local_46 = l_663_;
                } else {
                    local_46 = false;
                }
                bool l_664_ = local_46;
                uint _e2405 = l_mut_213_;
                uint _e2406 = l_mut_441_;
                bool l_665_ = (_e2405 < _e2406);
                uint _e2408 = l_mut_213_;
                uint _e2409 = l_mut_441_;
                bool l_666_ = (_e2408 == _e2409);
                uint _e2411 = l_mut_219_;
                uint _e2412 = l_mut_444_;
                bool l_667_ = (_e2411 < _e2412);
                if (l_666_) {
                    local_47 = l_667_;
                } else {
                    local_47 = false;
                }
                bool l_668_ = local_47;
                if (!(l_665_)) {
                    local_48 = l_668_;
                } else {
                    local_48 = true;
                }
                bool l_669_ = local_48;
                if (l_664_) {
                    local_49 = l_669_;
                } else {
                    local_49 = false;
                }
                bool l_670_ = local_49;
                uint _e2427 = l_mut_102_;
                uint _e2428 = l_mut_96_;
                uint l_671_ = (_e2427 + _e2428);
                bool l_672_ = (l_671_ < l_4_);
                if (l_670_) {
                    local_50 = l_672_;
                } else {
                    local_50 = false;
                }
                bool l_673_ = local_50;
                if (l_673_) {
                    uint _e2435 = l_mut_102_;
                    uint l_674_ = (l_4_ - _e2435);
                    uint _e2437 = l_mut_96_;
                    uint l_675_ = (l_674_ - _e2437);
                    uint _e2439 = l_mut_102_;
                    uint l_676_ = (l_675_ / _e2439);
                    uint _e2441 = l_mut_444_;
                    uint l_677_ = (_e2441 - 1u);
                    uint _e2444 = l_mut_441_;
                    uint l_678_ = (_e2444 - 0u);
                    uint _e2447 = l_mut_444_;
                    bool l_679_ = (_e2447 < 1u);
                    uint l_680_ = uint(l_679_);
                    uint l_681_ = (l_678_ - l_680_);
                    l_mut_445_ = l_677_;
                    l_mut_444_ = l_681_;
                    l_mut_441_ = 0u;
                    l_mut_682_ = 0u;
                    bool loop_init_2 = true;
                    while(true) {
                        if (!loop_init_2) {
                            uint _e2540 = l_mut_682_;
                            l_mut_682_ = (_e2540 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e2455 = l_mut_682_;
                        if ((_e2455 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2459 = l_mut_682_;
                            uint l_683_ = (19u - _e2459);
                            uint _e2461 = l_mut_445_;
                            l_mut_440_ = _e2461;
                            uint _e2462 = l_mut_444_;
                            l_mut_439_ = _e2462;
                            bool l_684_ = (l_683_ >= 32u);
                            if (l_684_) {
                                uint l_685_ = (l_683_ & 31u);
                                uint _e2467 = l_mut_444_;
                                uint l_686_ = (_e2467 >> l_685_);
                                l_mut_440_ = l_686_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_687_ = (l_683_ > 0u);
                                if (l_687_) {
                                    uint _e2472 = l_mut_445_;
                                    l_mut_428_ = _e2472;
                                    bool l_688_ = (l_683_ > 0u);
                                    if (l_688_) {
                                        uint _e2475 = l_mut_445_;
                                        uint l_689_ = (_e2475 >> l_683_);
                                        uint l_690_ = (32u - l_683_);
                                        uint _e2479 = l_mut_444_;
                                        uint l_691_ = (_e2479 << l_690_);
                                        uint l_692_ = (l_689_ | l_691_);
                                        l_mut_428_ = l_692_;
                                    }
                                    uint _e2482 = l_mut_444_;
                                    uint l_693_ = (_e2482 >> l_683_);
                                    uint _e2484 = l_mut_428_;
                                    l_mut_440_ = _e2484;
                                    l_mut_439_ = l_693_;
                                }
                            }
                            uint _e2485 = l_mut_439_;
                            uint _e2486 = l_mut_213_;
                            bool l_694_ = (_e2485 < _e2486);
                            uint _e2488 = l_mut_439_;
                            uint _e2489 = l_mut_213_;
                            bool l_695_ = (_e2488 == _e2489);
                            uint _e2491 = l_mut_440_;
                            uint _e2492 = l_mut_219_;
                            bool l_696_ = (_e2491 < _e2492);
                            if (l_695_) {
                                local_51 = l_696_;
                            } else {
                                local_51 = false;
                            }
                            bool l_697_ = local_51;
                            if (!(l_694_)) {
                                local_52 = l_697_;
                            } else {
                                local_52 = true;
                            }
                            bool l_698_ = local_52;
                            bool l_699_ = !(l_698_);
                            if (l_699_) {
                                uint _e2504 = l_mut_219_;
                                l_mut_440_ = _e2504;
                                uint _e2505 = l_mut_213_;
                                l_mut_439_ = _e2505;
                                bool l_700_ = (l_683_ >= 32u);
                                if (l_700_) {
                                    uint l_701_ = (l_683_ & 31u);
                                    uint _e2510 = l_mut_219_;
                                    uint l_702_ = (_e2510 << l_701_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_702_;
                                } else {
                                    bool l_703_ = (l_683_ > 0u);
                                    if (l_703_) {
                                        uint _e2515 = l_mut_219_;
                                        uint l_704_ = (_e2515 << l_683_);
                                        uint _e2517 = l_mut_213_;
                                        uint l_705_ = (_e2517 << l_683_);
                                        uint l_706_ = (32u - l_683_);
                                        uint _e2521 = l_mut_219_;
                                        uint l_707_ = (_e2521 >> l_706_);
                                        uint l_708_ = (l_705_ | l_707_);
                                        l_mut_440_ = l_704_;
                                        l_mut_439_ = l_708_;
                                    }
                                }
                                uint _e2524 = l_mut_445_;
                                uint _e2525 = l_mut_440_;
                                uint l_709_ = (_e2524 - _e2525);
                                uint _e2527 = l_mut_444_;
                                uint _e2528 = l_mut_439_;
                                uint l_710_ = (_e2527 - _e2528);
                                uint _e2530 = l_mut_445_;
                                uint _e2531 = l_mut_440_;
                                bool l_711_ = (_e2530 < _e2531);
                                uint l_712_ = uint(l_711_);
                                uint l_713_ = (l_710_ - l_712_);
                                l_mut_445_ = l_709_;
                                l_mut_444_ = l_713_;
                                uint l_714_ = (1u << l_683_);
                                uint _e2537 = l_mut_441_;
                                l_mut_441_ = (_e2537 | l_714_);
                            }
                        }
                    }
                    uint _e2542 = l_mut_441_;
                    uint l_715_ = min(_e2542, l_676_);
                    l_mut_441_ = l_715_;
                    uint _e2544 = l_mut_444_;
                    uint _e2545 = l_mut_213_;
                    bool l_716_ = (_e2544 < _e2545);
                    uint _e2547 = l_mut_444_;
                    uint _e2548 = l_mut_213_;
                    bool l_717_ = (_e2547 == _e2548);
                    uint _e2550 = l_mut_445_;
                    uint _e2551 = l_mut_219_;
                    bool l_718_ = (_e2550 < _e2551);
                    if (l_717_) {
                        local_53 = l_718_;
                    } else {
                        local_53 = false;
                    }
                    bool l_719_ = local_53;
                    if (!(l_716_)) {
                        local_54 = l_719_;
                    } else {
                        local_54 = true;
                    }
                    bool l_720_ = local_54;
                    bool l_721_ = !(l_720_);
                    if (l_721_) {
                        l_mut_441_ = l_676_;
                    }
                    uint _e2563 = l_mut_441_;
                    l_mut_450_ = _e2563;
                }
                uint _e2564 = l_mut_275_;
                l_mut_445_ = _e2564;
                uint _e2565 = l_mut_269_;
                l_mut_444_ = _e2565;
                uint _e2566 = l_mut_219_;
                l_mut_441_ = _e2566;
                uint _e2567 = l_mut_213_;
                l_mut_440_ = _e2567;
                uint _e2568 = l_mut_102_;
                l_mut_439_ = _e2568;
                uint _e2569 = l_mut_96_;
                l_mut_428_ = _e2569;
                uint _e2570 = l_mut_151_;
                l_mut_421_ = _e2570;
                uint _e2571 = l_mut_145_;
                l_mut_394_ = _e2571;
                l_mut_388_ = 0u;
                uint _e2573 = l_mut_450_;
                bool l_722_ = (_e2573 > 0u);
                if (l_722_) {
                    uint _e2576 = l_mut_219_;
                    uint _e2577 = l_mut_450_;
                    uint l_723_ = (_e2576 * _e2577);
                    uint _e2579 = l_mut_219_;
                    uint l_1683_ = (_e2579 & 65535u);
                    uint _e2582 = l_mut_219_;
                    uint l_1684_ = (_e2582 >> 16u);
                    uint l_1685_ = (l_1684_ & 65535u);
                    uint _e2587 = l_mut_450_;
                    uint l_1686_ = (_e2587 & 65535u);
                    uint _e2590 = l_mut_450_;
                    uint l_1687_ = (_e2590 >> 16u);
                    uint l_1688_ = (l_1687_ & 65535u);
                    uint l_1689_ = (l_1683_ * l_1686_);
                    uint l_1690_ = (l_1685_ * l_1686_);
                    uint l_1691_ = (l_1683_ * l_1688_);
                    uint l_1692_ = (l_1685_ * l_1688_);
                    uint l_1693_ = (l_1689_ >> 16u);
                    uint l_1694_ = (l_1693_ & 65535u);
                    uint l_1695_ = (l_1690_ & 65535u);
                    uint l_1696_ = (l_1694_ + l_1695_);
                    uint l_1697_ = (l_1691_ & 65535u);
                    uint l_1698_ = (l_1696_ + l_1697_);
                    uint l_1699_ = (l_1690_ >> 16u);
                    uint l_1700_ = (l_1699_ & 65535u);
                    uint l_1701_ = (l_1692_ + l_1700_);
                    uint l_1702_ = (l_1691_ >> 16u);
                    uint l_1703_ = (l_1702_ & 65535u);
                    uint l_1704_ = (l_1701_ + l_1703_);
                    uint l_1705_ = (l_1698_ >> 16u);
                    uint l_1706_ = (l_1705_ & 65535u);
                    uint l_724_ = (l_1704_ + l_1706_);
                    uint _e2624 = l_mut_213_;
                    uint _e2625 = l_mut_450_;
                    uint l_725_ = (_e2624 * _e2625);
                    uint l_726_ = (l_724_ + l_725_);
                    uint _e2628 = l_mut_275_;
                    uint l_727_ = (_e2628 - l_723_);
                    uint _e2630 = l_mut_269_;
                    uint l_728_ = (_e2630 - l_726_);
                    uint _e2632 = l_mut_275_;
                    bool l_729_ = (_e2632 < l_723_);
                    uint l_730_ = uint(l_729_);
                    uint l_731_ = (l_728_ - l_730_);
                    l_mut_445_ = l_727_;
                    l_mut_444_ = l_731_;
                    uint _e2636 = l_mut_450_;
                    uint _e2637 = l_mut_102_;
                    uint l_732_ = (_e2636 * _e2637);
                    uint _e2639 = l_mut_96_;
                    uint l_733_ = (_e2639 + l_732_);
                    l_mut_428_ = l_733_;
                } else {
                    uint _e2641 = l_mut_388_;
                    bool l_734_ = (_e2641 == 0u);
                    if (l_734_) {
                        uint _e2644 = l_mut_102_;
                        uint l_735_ = (l_4_ - _e2644);
                        uint _e2646 = l_mut_96_;
                        uint l_736_ = (l_735_ / _e2646);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e2650 = l_mut_219_;
                        l_mut_382_ = _e2650;
                        uint _e2651 = l_mut_213_;
                        l_mut_90_ = _e2651;
                        if (false) {
                            uint _e2654 = l_mut_213_;
                            uint l_739_ = (_e2654 >> 3u);
                            l_mut_382_ = l_739_;
                            l_mut_90_ = 0u;
                        } else {
                            if (true) {
                                uint _e2658 = l_mut_219_;
                                l_mut_75_ = _e2658;
                                if (true) {
                                    uint _e2660 = l_mut_219_;
                                    uint l_742_ = (_e2660 >> 3u);
                                    uint _e2663 = l_mut_213_;
                                    uint l_743_ = (_e2663 << 29u);
                                    uint l_744_ = (l_742_ | l_743_);
                                    l_mut_75_ = l_744_;
                                }
                                uint _e2667 = l_mut_213_;
                                uint l_745_ = (_e2667 >> 3u);
                                uint _e2670 = l_mut_75_;
                                l_mut_382_ = _e2670;
                                l_mut_90_ = l_745_;
                            }
                        }
                        uint _e2671 = l_mut_90_;
                        uint _e2672 = l_mut_269_;
                        bool l_746_ = (_e2671 < _e2672);
                        uint _e2674 = l_mut_90_;
                        uint _e2675 = l_mut_269_;
                        bool l_747_ = (_e2674 == _e2675);
                        uint _e2677 = l_mut_382_;
                        uint _e2678 = l_mut_275_;
                        bool l_748_ = (_e2677 < _e2678);
                        if (l_747_) {
                            local_55 = l_748_;
                        } else {
                            local_55 = false;
                        }
                        bool l_749_ = local_55;
                        if (!(l_746_)) {
                            local_56 = l_749_;
                        } else {
                            local_56 = true;
                        }
                        bool l_750_ = local_56;
                        bool l_751_ = !(l_750_);
                        l_mut_645_ = l_751_;
                        uint _e2690 = l_mut_275_;
                        uint _e2691 = l_mut_269_;
                        uint l_752_ = (_e2690 | _e2691);
                        bool l_753_ = (l_752_ == 0u);
                        if (l_753_) {
                            l_mut_450_ = l_736_;
                        } else {
                            bool _e2695 = l_mut_645_;
                            if (_e2695) {
                                uint _e2696 = l_mut_269_;
                                uint _e2697 = l_mut_213_;
                                bool l_754_ = (_e2696 < _e2697);
                                uint _e2699 = l_mut_269_;
                                uint _e2700 = l_mut_213_;
                                bool l_755_ = (_e2699 == _e2700);
                                uint _e2702 = l_mut_275_;
                                uint _e2703 = l_mut_219_;
                                bool l_756_ = (_e2702 < _e2703);
                                if (l_755_) {
                                    local_57 = l_756_;
                                } else {
                                    local_57 = false;
                                }
                                bool l_757_ = local_57;
                                if (!(l_754_)) {
                                    local_58 = l_757_;
                                } else {
                                    local_58 = true;
                                }
                                bool l_758_ = local_58;
                                if (l_758_) {
                                    uint _e2714 = l_mut_219_;
                                    uint l_759_ = (_e2714 - 1u);
                                    uint _e2717 = l_mut_213_;
                                    uint l_760_ = (_e2717 - 0u);
                                    uint _e2720 = l_mut_219_;
                                    bool l_761_ = (_e2720 < 1u);
                                    uint l_762_ = uint(l_761_);
                                    uint l_763_ = (l_760_ - l_762_);
                                    l_mut_382_ = l_759_;
                                    l_mut_90_ = l_763_;
                                    l_mut_75_ = 0u;
                                    l_mut_764_ = 0u;
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (!loop_init_3) {
                                            uint _e2813 = l_mut_764_;
                                            l_mut_764_ = (_e2813 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2728 = l_mut_764_;
                                        if ((_e2728 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2732 = l_mut_764_;
                                            uint l_765_ = (19u - _e2732);
                                            uint _e2734 = l_mut_382_;
                                            l_mut_40_ = _e2734;
                                            uint _e2735 = l_mut_90_;
                                            l_mut_766_ = _e2735;
                                            bool l_767_ = (l_765_ >= 32u);
                                            if (l_767_) {
                                                uint l_768_ = (l_765_ & 31u);
                                                uint _e2740 = l_mut_90_;
                                                uint l_769_ = (_e2740 >> l_768_);
                                                l_mut_40_ = l_769_;
                                                l_mut_766_ = 0u;
                                            } else {
                                                bool l_770_ = (l_765_ > 0u);
                                                if (l_770_) {
                                                    uint _e2745 = l_mut_382_;
                                                    l_mut_771_ = _e2745;
                                                    bool l_772_ = (l_765_ > 0u);
                                                    if (l_772_) {
                                                        uint _e2748 = l_mut_382_;
                                                        uint l_773_ = (_e2748 >> l_765_);
                                                        uint l_774_ = (32u - l_765_);
                                                        uint _e2752 = l_mut_90_;
                                                        uint l_775_ = (_e2752 << l_774_);
                                                        uint l_776_ = (l_773_ | l_775_);
                                                        l_mut_771_ = l_776_;
                                                    }
                                                    uint _e2755 = l_mut_90_;
                                                    uint l_777_ = (_e2755 >> l_765_);
                                                    uint _e2757 = l_mut_771_;
                                                    l_mut_40_ = _e2757;
                                                    l_mut_766_ = l_777_;
                                                }
                                            }
                                            uint _e2758 = l_mut_766_;
                                            uint _e2759 = l_mut_269_;
                                            bool l_778_ = (_e2758 < _e2759);
                                            uint _e2761 = l_mut_766_;
                                            uint _e2762 = l_mut_269_;
                                            bool l_779_ = (_e2761 == _e2762);
                                            uint _e2764 = l_mut_40_;
                                            uint _e2765 = l_mut_275_;
                                            bool l_780_ = (_e2764 < _e2765);
                                            if (l_779_) {
                                                local_59 = l_780_;
                                            } else {
                                                local_59 = false;
                                            }
                                            bool l_781_ = local_59;
                                            if (!(l_778_)) {
                                                local_60 = l_781_;
                                            } else {
                                                local_60 = true;
                                            }
                                            bool l_782_ = local_60;
                                            bool l_783_ = !(l_782_);
                                            if (l_783_) {
                                                uint _e2777 = l_mut_275_;
                                                l_mut_771_ = _e2777;
                                                uint _e2778 = l_mut_269_;
                                                l_mut_766_ = _e2778;
                                                bool l_784_ = (l_765_ >= 32u);
                                                if (l_784_) {
                                                    uint l_785_ = (l_765_ & 31u);
                                                    uint _e2783 = l_mut_275_;
                                                    uint l_786_ = (_e2783 << l_785_);
                                                    l_mut_771_ = 0u;
                                                    l_mut_766_ = l_786_;
                                                } else {
                                                    bool l_787_ = (l_765_ > 0u);
                                                    if (l_787_) {
                                                        uint _e2788 = l_mut_275_;
                                                        uint l_788_ = (_e2788 << l_765_);
                                                        uint _e2790 = l_mut_269_;
                                                        uint l_789_ = (_e2790 << l_765_);
                                                        uint l_790_ = (32u - l_765_);
                                                        uint _e2794 = l_mut_275_;
                                                        uint l_791_ = (_e2794 >> l_790_);
                                                        uint l_792_ = (l_789_ | l_791_);
                                                        l_mut_771_ = l_788_;
                                                        l_mut_766_ = l_792_;
                                                    }
                                                }
                                                uint _e2797 = l_mut_382_;
                                                uint _e2798 = l_mut_771_;
                                                uint l_793_ = (_e2797 - _e2798);
                                                uint _e2800 = l_mut_90_;
                                                uint _e2801 = l_mut_766_;
                                                uint l_794_ = (_e2800 - _e2801);
                                                uint _e2803 = l_mut_382_;
                                                uint _e2804 = l_mut_771_;
                                                bool l_795_ = (_e2803 < _e2804);
                                                uint l_796_ = uint(l_795_);
                                                uint l_797_ = (l_794_ - l_796_);
                                                l_mut_382_ = l_793_;
                                                l_mut_90_ = l_797_;
                                                uint l_798_ = (1u << l_765_);
                                                uint _e2810 = l_mut_75_;
                                                l_mut_75_ = (_e2810 | l_798_);
                                            }
                                        }
                                    }
                                    uint _e2815 = l_mut_75_;
                                    uint l_799_ = min(_e2815, l_736_);
                                    l_mut_771_ = l_799_;
                                    uint _e2817 = l_mut_90_;
                                    uint _e2818 = l_mut_269_;
                                    bool l_800_ = (_e2817 < _e2818);
                                    uint _e2820 = l_mut_90_;
                                    uint _e2821 = l_mut_269_;
                                    bool l_801_ = (_e2820 == _e2821);
                                    uint _e2823 = l_mut_382_;
                                    uint _e2824 = l_mut_275_;
                                    bool l_802_ = (_e2823 < _e2824);
                                    if (l_801_) {
                                        local_61 = l_802_;
                                    } else {
                                        local_61 = false;
                                    }
                                    bool l_803_ = local_61;
                                    if (!(l_800_)) {
                                        local_62 = l_803_;
                                    } else {
                                        local_62 = true;
                                    }
                                    bool l_804_ = local_62;
                                    bool l_805_ = !(l_804_);
                                    if (l_805_) {
                                        l_mut_771_ = l_736_;
                                    }
                                    uint _e2836 = l_mut_771_;
                                    l_mut_450_ = _e2836;
                                }
                            } else {
                                uint _e2837 = l_mut_219_;
                                l_mut_771_ = _e2837;
                                uint _e2838 = l_mut_213_;
                                l_mut_766_ = _e2838;
                                while(true) {
                                    uint _e2839 = l_mut_269_;
                                    uint _e2840 = l_mut_766_;
                                    bool l_806_ = (_e2839 < _e2840);
                                    uint _e2842 = l_mut_269_;
                                    uint _e2843 = l_mut_766_;
                                    bool l_807_ = (_e2842 == _e2843);
                                    uint _e2845 = l_mut_275_;
                                    uint _e2846 = l_mut_771_;
                                    bool l_808_ = (_e2845 < _e2846);
                                    if (l_807_) {
                                        local_63 = l_808_;
                                    } else {
                                        local_63 = false;
                                    }
                                    bool l_809_ = local_63;
                                    if (!(l_806_)) {
                                        local_64 = l_809_;
                                    } else {
                                        local_64 = true;
                                    }
                                    bool l_810_ = local_64;
                                    uint _e2857 = l_mut_450_;
                                    uint _e2858 = l_mut_96_;
                                    uint l_811_ = (_e2857 * _e2858);
                                    uint _e2860 = l_mut_102_;
                                    uint l_812_ = (_e2860 + l_811_);
                                    uint _e2862 = l_mut_96_;
                                    uint l_813_ = (l_812_ + _e2862);
                                    bool l_814_ = (l_813_ < l_4_);
                                    if (l_810_) {
                                        local_65 = l_814_;
                                    } else {
                                        local_65 = false;
                                    }
                                    bool l_815_ = local_65;
                                    bool l_816_ = !(l_815_);
                                    if (l_816_) {
                                        break;
                                    }
                                    uint _e2870 = l_mut_771_;
                                    uint _e2871 = l_mut_275_;
                                    uint l_817_ = (_e2870 - _e2871);
                                    uint _e2873 = l_mut_766_;
                                    uint _e2874 = l_mut_269_;
                                    uint l_818_ = (_e2873 - _e2874);
                                    uint _e2876 = l_mut_771_;
                                    uint _e2877 = l_mut_275_;
                                    bool l_819_ = (_e2876 < _e2877);
                                    uint l_820_ = uint(l_819_);
                                    uint l_821_ = (l_818_ - l_820_);
                                    l_mut_771_ = l_817_;
                                    l_mut_766_ = l_821_;
                                    uint _e2881 = l_mut_450_;
                                    l_mut_450_ = (_e2881 + 1u);
                                }
                            }
                        }
                        uint _e2884 = l_mut_450_;
                        uint _e2885 = l_mut_96_;
                        uint l_822_ = (_e2884 * _e2885);
                        uint _e2887 = l_mut_102_;
                        uint l_823_ = (_e2887 + l_822_);
                        uint _e2889 = l_mut_96_;
                        uint l_824_ = (l_823_ + _e2889);
                        bool l_825_ = (l_824_ >= l_4_);
                        if (l_825_) {
                            l_mut_388_ = 1u;
                        } else {
                            uint _e2893 = l_mut_275_;
                            uint _e2894 = l_mut_450_;
                            uint l_826_ = (_e2893 * _e2894);
                            uint _e2896 = l_mut_275_;
                            uint l_1708_ = (_e2896 & 65535u);
                            uint _e2899 = l_mut_275_;
                            uint l_1709_ = (_e2899 >> 16u);
                            uint l_1710_ = (l_1709_ & 65535u);
                            uint _e2904 = l_mut_450_;
                            uint l_1711_ = (_e2904 & 65535u);
                            uint _e2907 = l_mut_450_;
                            uint l_1712_ = (_e2907 >> 16u);
                            uint l_1713_ = (l_1712_ & 65535u);
                            uint l_1714_ = (l_1708_ * l_1711_);
                            uint l_1715_ = (l_1710_ * l_1711_);
                            uint l_1716_ = (l_1708_ * l_1713_);
                            uint l_1717_ = (l_1710_ * l_1713_);
                            uint l_1718_ = (l_1714_ >> 16u);
                            uint l_1719_ = (l_1718_ & 65535u);
                            uint l_1720_ = (l_1715_ & 65535u);
                            uint l_1721_ = (l_1719_ + l_1720_);
                            uint l_1722_ = (l_1716_ & 65535u);
                            uint l_1723_ = (l_1721_ + l_1722_);
                            uint l_1724_ = (l_1715_ >> 16u);
                            uint l_1725_ = (l_1724_ & 65535u);
                            uint l_1726_ = (l_1717_ + l_1725_);
                            uint l_1727_ = (l_1716_ >> 16u);
                            uint l_1728_ = (l_1727_ & 65535u);
                            uint l_1729_ = (l_1726_ + l_1728_);
                            uint l_1730_ = (l_1723_ >> 16u);
                            uint l_1731_ = (l_1730_ & 65535u);
                            uint l_827_ = (l_1729_ + l_1731_);
                            uint _e2941 = l_mut_269_;
                            uint _e2942 = l_mut_450_;
                            uint l_828_ = (_e2941 * _e2942);
                            uint l_829_ = (l_827_ + l_828_);
                            uint _e2945 = l_mut_219_;
                            uint l_830_ = (_e2945 - l_826_);
                            uint _e2947 = l_mut_213_;
                            uint l_831_ = (_e2947 - l_829_);
                            uint _e2949 = l_mut_219_;
                            bool l_832_ = (_e2949 < l_826_);
                            uint l_833_ = uint(l_832_);
                            uint l_834_ = (l_831_ - l_833_);
                            l_mut_441_ = l_830_;
                            l_mut_440_ = l_834_;
                            uint _e2953 = l_mut_450_;
                            uint _e2954 = l_mut_96_;
                            uint l_835_ = (_e2953 * _e2954);
                            uint _e2956 = l_mut_102_;
                            uint l_836_ = (_e2956 + l_835_);
                            l_mut_439_ = l_836_;
                            uint _e2958 = l_mut_275_;
                            uint _e2959 = l_mut_441_;
                            uint l_837_ = (_e2958 - _e2959);
                            uint _e2961 = l_mut_269_;
                            uint _e2962 = l_mut_440_;
                            uint l_838_ = (_e2961 - _e2962);
                            uint _e2964 = l_mut_275_;
                            uint _e2965 = l_mut_441_;
                            bool l_839_ = (_e2964 < _e2965);
                            uint l_840_ = uint(l_839_);
                            uint l_841_ = (l_838_ - l_840_);
                            l_mut_445_ = l_837_;
                            l_mut_444_ = l_841_;
                            uint _e2969 = l_mut_96_;
                            uint _e2970 = l_mut_439_;
                            uint l_842_ = (_e2969 + _e2970);
                            l_mut_428_ = l_842_;
                        }
                    }
                }
                uint _e2972 = l_mut_445_;
                l_mut_275_ = _e2972;
                uint _e2973 = l_mut_444_;
                l_mut_269_ = _e2973;
                uint _e2974 = l_mut_441_;
                l_mut_219_ = _e2974;
                uint _e2975 = l_mut_440_;
                l_mut_213_ = _e2975;
                uint _e2976 = l_mut_439_;
                l_mut_102_ = _e2976;
                uint _e2977 = l_mut_428_;
                l_mut_96_ = _e2977;
                uint _e2978 = l_mut_421_;
                l_mut_151_ = _e2978;
                uint _e2979 = l_mut_394_;
                l_mut_145_ = _e2979;
                uint _e2980 = l_mut_388_;
                bool l_843_ = (_e2980 == 1u);
                l_mut_350_ = l_843_;
                uint _e2983 = l_mut_388_;
                bool l_844_ = (_e2983 == 0u);
                l_mut_357_ = l_844_;
            } else {
                uint _e2986 = l_mut_219_;
                uint _e2987 = l_mut_151_;
                uint l_845_ = (_e2986 - _e2987);
                uint _e2989 = l_mut_213_;
                uint _e2990 = l_mut_145_;
                uint l_846_ = (_e2989 - _e2990);
                uint _e2992 = l_mut_219_;
                uint _e2993 = l_mut_151_;
                bool l_847_ = (_e2992 < _e2993);
                uint l_848_ = uint(l_847_);
                uint l_849_ = (l_846_ - l_848_);
                l_mut_771_ = l_845_;
                l_mut_766_ = l_849_;
                uint _e2997 = l_mut_151_;
                uint l_850_ = (_e2997 - l_340_);
                uint _e2999 = l_mut_145_;
                uint l_851_ = (_e2999 - l_344_);
                uint _e3001 = l_mut_151_;
                bool l_852_ = (_e3001 < l_340_);
                uint l_853_ = uint(l_852_);
                uint l_854_ = (l_851_ - l_853_);
                l_mut_771_ = l_850_;
                l_mut_766_ = l_854_;
                uint _e3005 = l_mut_219_;
                l_mut_450_ = _e3005;
                uint _e3006 = l_mut_213_;
                l_mut_445_ = _e3006;
                uint _e3007 = l_mut_766_;
                uint _e3008 = l_mut_213_;
                bool l_855_ = (_e3007 < _e3008);
                uint _e3010 = l_mut_766_;
                uint _e3011 = l_mut_213_;
                bool l_856_ = (_e3010 == _e3011);
                uint _e3013 = l_mut_771_;
                uint _e3014 = l_mut_219_;
                bool l_857_ = (_e3013 < _e3014);
                if (l_856_) {
                    local_66 = l_857_;
                } else {
                    local_66 = false;
                }
                bool l_858_ = local_66;
                if (!(l_855_)) {
                    local_67 = l_858_;
                } else {
                    local_67 = true;
                }
                bool l_859_ = local_67;
                if (l_859_) {
                    uint _e3025 = l_mut_771_;
                    l_mut_450_ = _e3025;
                    uint _e3026 = l_mut_766_;
                    l_mut_445_ = _e3026;
                }
                l_mut_645_ = false;
                uint _e3028 = l_mut_450_;
                l_mut_771_ = _e3028;
                uint _e3029 = l_mut_445_;
                l_mut_766_ = _e3029;
                if (false) {
                    uint _e3032 = l_mut_445_;
                    uint l_862_ = (_e3032 >> 3u);
                    l_mut_771_ = l_862_;
                    l_mut_766_ = 0u;
                } else {
                    if (true) {
                        uint _e3036 = l_mut_450_;
                        l_mut_444_ = _e3036;
                        if (true) {
                            uint _e3038 = l_mut_450_;
                            uint l_865_ = (_e3038 >> 3u);
                            uint _e3041 = l_mut_445_;
                            uint l_866_ = (_e3041 << 29u);
                            uint l_867_ = (l_865_ | l_866_);
                            l_mut_444_ = l_867_;
                        }
                        uint _e3045 = l_mut_445_;
                        uint l_868_ = (_e3045 >> 3u);
                        uint _e3048 = l_mut_444_;
                        l_mut_771_ = _e3048;
                        l_mut_766_ = l_868_;
                    }
                }
                uint _e3049 = l_mut_766_;
                uint _e3050 = l_mut_269_;
                bool l_869_ = (_e3049 < _e3050);
                uint _e3052 = l_mut_766_;
                uint _e3053 = l_mut_269_;
                bool l_870_ = (_e3052 == _e3053);
                uint _e3055 = l_mut_771_;
                uint _e3056 = l_mut_275_;
                bool l_871_ = (_e3055 < _e3056);
                if (l_870_) {
                    local_68 = l_871_;
                } else {
                    local_68 = false;
                }
                bool l_872_ = local_68;
                if (!(l_869_)) {
                    local_69 = l_872_;
                } else {
                    local_69 = true;
                }
                bool l_873_ = local_69;
                bool l_874_ = !(l_873_);
                l_mut_645_ = l_874_;
                l_mut_771_ = 0u;
                uint _e3069 = l_mut_275_;
                uint _e3070 = l_mut_269_;
                uint l_875_ = (_e3069 | _e3070);
                bool l_876_ = (l_875_ == 0u);
                bool l_877_ = !(l_876_);
                bool _e3075 = l_mut_645_;
                if (_e3075) {
                    local_70 = l_877_;
                } else {
                    local_70 = false;
                }
                bool l_878_ = local_70;
                uint _e3080 = l_mut_269_;
                uint _e3081 = l_mut_445_;
                bool l_879_ = (_e3080 < _e3081);
                uint _e3083 = l_mut_269_;
                uint _e3084 = l_mut_445_;
                bool l_880_ = (_e3083 == _e3084);
                uint _e3086 = l_mut_275_;
                uint _e3087 = l_mut_450_;
                bool l_881_ = (_e3086 < _e3087);
                if (l_880_) {
                    local_71 = l_881_;
                } else {
                    local_71 = false;
                }
                bool l_882_ = local_71;
                if (!(l_879_)) {
                    local_72 = l_882_;
                } else {
                    local_72 = true;
                }
                bool l_883_ = local_72;
                if (l_878_) {
                    local_73 = l_883_;
                } else {
                    local_73 = false;
                }
                bool l_884_ = local_73;
                uint _e3102 = l_mut_96_;
                uint _e3103 = l_mut_102_;
                uint l_885_ = (_e3102 + _e3103);
                bool l_886_ = (l_885_ < l_4_);
                if (l_884_) {
                    local_74 = l_886_;
                } else {
                    local_74 = false;
                }
                bool l_887_ = local_74;
                if (l_887_) {
                    uint _e3110 = l_mut_96_;
                    uint l_888_ = (l_4_ - _e3110);
                    uint _e3112 = l_mut_102_;
                    uint l_889_ = (l_888_ - _e3112);
                    uint _e3114 = l_mut_96_;
                    uint l_890_ = (l_889_ / _e3114);
                    uint _e3116 = l_mut_450_;
                    uint l_891_ = (_e3116 - 1u);
                    uint _e3119 = l_mut_445_;
                    uint l_892_ = (_e3119 - 0u);
                    uint _e3122 = l_mut_450_;
                    bool l_893_ = (_e3122 < 1u);
                    uint l_894_ = uint(l_893_);
                    uint l_895_ = (l_892_ - l_894_);
                    l_mut_766_ = l_891_;
                    l_mut_450_ = l_895_;
                    l_mut_445_ = 0u;
                    l_mut_896_ = 0u;
                    bool loop_init_4 = true;
                    while(true) {
                        if (!loop_init_4) {
                            uint _e3215 = l_mut_896_;
                            l_mut_896_ = (_e3215 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e3130 = l_mut_896_;
                        if ((_e3130 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e3134 = l_mut_896_;
                            uint l_897_ = (19u - _e3134);
                            uint _e3136 = l_mut_766_;
                            l_mut_444_ = _e3136;
                            uint _e3137 = l_mut_450_;
                            l_mut_441_ = _e3137;
                            bool l_898_ = (l_897_ >= 32u);
                            if (l_898_) {
                                uint l_899_ = (l_897_ & 31u);
                                uint _e3142 = l_mut_450_;
                                uint l_900_ = (_e3142 >> l_899_);
                                l_mut_444_ = l_900_;
                                l_mut_441_ = 0u;
                            } else {
                                bool l_901_ = (l_897_ > 0u);
                                if (l_901_) {
                                    uint _e3147 = l_mut_766_;
                                    l_mut_440_ = _e3147;
                                    bool l_902_ = (l_897_ > 0u);
                                    if (l_902_) {
                                        uint _e3150 = l_mut_766_;
                                        uint l_903_ = (_e3150 >> l_897_);
                                        uint l_904_ = (32u - l_897_);
                                        uint _e3154 = l_mut_450_;
                                        uint l_905_ = (_e3154 << l_904_);
                                        uint l_906_ = (l_903_ | l_905_);
                                        l_mut_440_ = l_906_;
                                    }
                                    uint _e3157 = l_mut_450_;
                                    uint l_907_ = (_e3157 >> l_897_);
                                    uint _e3159 = l_mut_440_;
                                    l_mut_444_ = _e3159;
                                    l_mut_441_ = l_907_;
                                }
                            }
                            uint _e3160 = l_mut_441_;
                            uint _e3161 = l_mut_269_;
                            bool l_908_ = (_e3160 < _e3161);
                            uint _e3163 = l_mut_441_;
                            uint _e3164 = l_mut_269_;
                            bool l_909_ = (_e3163 == _e3164);
                            uint _e3166 = l_mut_444_;
                            uint _e3167 = l_mut_275_;
                            bool l_910_ = (_e3166 < _e3167);
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
                            bool l_913_ = !(l_912_);
                            if (l_913_) {
                                uint _e3179 = l_mut_275_;
                                l_mut_444_ = _e3179;
                                uint _e3180 = l_mut_269_;
                                l_mut_441_ = _e3180;
                                bool l_914_ = (l_897_ >= 32u);
                                if (l_914_) {
                                    uint l_915_ = (l_897_ & 31u);
                                    uint _e3185 = l_mut_275_;
                                    uint l_916_ = (_e3185 << l_915_);
                                    l_mut_444_ = 0u;
                                    l_mut_441_ = l_916_;
                                } else {
                                    bool l_917_ = (l_897_ > 0u);
                                    if (l_917_) {
                                        uint _e3190 = l_mut_275_;
                                        uint l_918_ = (_e3190 << l_897_);
                                        uint _e3192 = l_mut_269_;
                                        uint l_919_ = (_e3192 << l_897_);
                                        uint l_920_ = (32u - l_897_);
                                        uint _e3196 = l_mut_275_;
                                        uint l_921_ = (_e3196 >> l_920_);
                                        uint l_922_ = (l_919_ | l_921_);
                                        l_mut_444_ = l_918_;
                                        l_mut_441_ = l_922_;
                                    }
                                }
                                uint _e3199 = l_mut_766_;
                                uint _e3200 = l_mut_444_;
                                uint l_923_ = (_e3199 - _e3200);
                                uint _e3202 = l_mut_450_;
                                uint _e3203 = l_mut_441_;
                                uint l_924_ = (_e3202 - _e3203);
                                uint _e3205 = l_mut_766_;
                                uint _e3206 = l_mut_444_;
                                bool l_925_ = (_e3205 < _e3206);
                                uint l_926_ = uint(l_925_);
                                uint l_927_ = (l_924_ - l_926_);
                                l_mut_766_ = l_923_;
                                l_mut_450_ = l_927_;
                                uint l_928_ = (1u << l_897_);
                                uint _e3212 = l_mut_445_;
                                l_mut_445_ = (_e3212 | l_928_);
                            }
                        }
                    }
                    uint _e3217 = l_mut_445_;
                    uint l_929_ = min(_e3217, l_890_);
                    l_mut_445_ = l_929_;
                    uint _e3219 = l_mut_450_;
                    uint _e3220 = l_mut_269_;
                    bool l_930_ = (_e3219 < _e3220);
                    uint _e3222 = l_mut_450_;
                    uint _e3223 = l_mut_269_;
                    bool l_931_ = (_e3222 == _e3223);
                    uint _e3225 = l_mut_766_;
                    uint _e3226 = l_mut_275_;
                    bool l_932_ = (_e3225 < _e3226);
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
                        l_mut_445_ = l_890_;
                    }
                    uint _e3238 = l_mut_445_;
                    l_mut_771_ = _e3238;
                }
                uint _e3239 = l_mut_219_;
                l_mut_766_ = _e3239;
                uint _e3240 = l_mut_213_;
                l_mut_450_ = _e3240;
                uint _e3241 = l_mut_275_;
                l_mut_445_ = _e3241;
                uint _e3242 = l_mut_269_;
                l_mut_444_ = _e3242;
                uint _e3243 = l_mut_96_;
                l_mut_441_ = _e3243;
                uint _e3244 = l_mut_102_;
                l_mut_440_ = _e3244;
                uint _e3245 = l_mut_151_;
                l_mut_439_ = _e3245;
                uint _e3246 = l_mut_145_;
                l_mut_428_ = _e3246;
                l_mut_421_ = 0u;
                uint _e3248 = l_mut_771_;
                bool l_936_ = (_e3248 > 0u);
                if (l_936_) {
                    uint _e3251 = l_mut_275_;
                    uint _e3252 = l_mut_771_;
                    uint l_937_ = (_e3251 * _e3252);
                    uint _e3254 = l_mut_275_;
                    uint l_1733_ = (_e3254 & 65535u);
                    uint _e3257 = l_mut_275_;
                    uint l_1734_ = (_e3257 >> 16u);
                    uint l_1735_ = (l_1734_ & 65535u);
                    uint _e3262 = l_mut_771_;
                    uint l_1736_ = (_e3262 & 65535u);
                    uint _e3265 = l_mut_771_;
                    uint l_1737_ = (_e3265 >> 16u);
                    uint l_1738_ = (l_1737_ & 65535u);
                    uint l_1739_ = (l_1733_ * l_1736_);
                    uint l_1740_ = (l_1735_ * l_1736_);
                    uint l_1741_ = (l_1733_ * l_1738_);
                    uint l_1742_ = (l_1735_ * l_1738_);
                    uint l_1743_ = (l_1739_ >> 16u);
                    uint l_1744_ = (l_1743_ & 65535u);
                    uint l_1745_ = (l_1740_ & 65535u);
                    uint l_1746_ = (l_1744_ + l_1745_);
                    uint l_1747_ = (l_1741_ & 65535u);
                    uint l_1748_ = (l_1746_ + l_1747_);
                    uint l_1749_ = (l_1740_ >> 16u);
                    uint l_1750_ = (l_1749_ & 65535u);
                    uint l_1751_ = (l_1742_ + l_1750_);
                    uint l_1752_ = (l_1741_ >> 16u);
                    uint l_1753_ = (l_1752_ & 65535u);
                    uint l_1754_ = (l_1751_ + l_1753_);
                    uint l_1755_ = (l_1748_ >> 16u);
                    uint l_1756_ = (l_1755_ & 65535u);
                    uint l_938_ = (l_1754_ + l_1756_);
                    uint _e3299 = l_mut_269_;
                    uint _e3300 = l_mut_771_;
                    uint l_939_ = (_e3299 * _e3300);
                    uint l_940_ = (l_938_ + l_939_);
                    uint _e3303 = l_mut_151_;
                    uint l_941_ = (_e3303 - l_937_);
                    uint _e3305 = l_mut_145_;
                    uint l_942_ = (_e3305 - l_940_);
                    uint _e3307 = l_mut_151_;
                    bool l_943_ = (_e3307 < l_937_);
                    uint l_944_ = uint(l_943_);
                    uint l_945_ = (l_942_ - l_944_);
                    l_mut_439_ = l_941_;
                    l_mut_428_ = l_945_;
                    uint _e3311 = l_mut_219_;
                    uint l_946_ = (_e3311 - l_937_);
                    uint _e3313 = l_mut_213_;
                    uint l_947_ = (_e3313 - l_940_);
                    uint _e3315 = l_mut_219_;
                    bool l_948_ = (_e3315 < l_937_);
                    uint l_949_ = uint(l_948_);
                    uint l_950_ = (l_947_ - l_949_);
                    l_mut_766_ = l_946_;
                    l_mut_450_ = l_950_;
                    uint _e3319 = l_mut_771_;
                    uint _e3320 = l_mut_96_;
                    uint l_951_ = (_e3319 * _e3320);
                    uint _e3322 = l_mut_102_;
                    uint l_952_ = (_e3322 + l_951_);
                    l_mut_440_ = l_952_;
                } else {
                    uint _e3324 = l_mut_151_;
                    uint _e3325 = l_mut_275_;
                    uint l_953_ = (_e3324 - _e3325);
                    uint _e3327 = l_mut_145_;
                    uint _e3328 = l_mut_269_;
                    uint l_954_ = (_e3327 - _e3328);
                    uint _e3330 = l_mut_151_;
                    uint _e3331 = l_mut_275_;
                    bool l_955_ = (_e3330 < _e3331);
                    uint l_956_ = uint(l_955_);
                    uint l_957_ = (l_954_ - l_956_);
                    l_mut_439_ = l_953_;
                    l_mut_428_ = l_957_;
                    uint _e3335 = l_mut_428_;
                    bool l_958_ = (_e3335 < l_344_);
                    uint _e3337 = l_mut_428_;
                    bool l_959_ = (_e3337 == l_344_);
                    uint _e3339 = l_mut_439_;
                    bool l_960_ = (_e3339 < l_340_);
                    if (l_959_) {
                        local_79 = l_960_;
                    } else {
                        local_79 = false;
                    }
                    bool l_961_ = local_79;
                    if (!(l_958_)) {
                        local_80 = l_961_;
                    } else {
                        local_80 = true;
                    }
                    bool l_962_ = local_80;
                    if (l_962_) {
                        l_mut_421_ = 2u;
                    }
                    uint _e3351 = l_mut_421_;
                    bool l_963_ = (_e3351 == 0u);
                    if (l_963_) {
                        uint _e3354 = l_mut_96_;
                        uint l_964_ = (l_4_ - _e3354);
                        uint _e3356 = l_mut_102_;
                        uint l_965_ = (l_964_ / _e3356);
                        l_mut_771_ = 0u;
                        l_mut_645_ = false;
                        uint _e3360 = l_mut_275_;
                        l_mut_394_ = _e3360;
                        uint _e3361 = l_mut_269_;
                        l_mut_388_ = _e3361;
                        if (false) {
                            uint _e3364 = l_mut_269_;
                            uint l_968_ = (_e3364 >> 3u);
                            l_mut_394_ = l_968_;
                            l_mut_388_ = 0u;
                        } else {
                            if (true) {
                                uint _e3368 = l_mut_275_;
                                l_mut_382_ = _e3368;
                                if (true) {
                                    uint _e3370 = l_mut_275_;
                                    uint l_971_ = (_e3370 >> 3u);
                                    uint _e3373 = l_mut_269_;
                                    uint l_972_ = (_e3373 << 29u);
                                    uint l_973_ = (l_971_ | l_972_);
                                    l_mut_382_ = l_973_;
                                }
                                uint _e3377 = l_mut_269_;
                                uint l_974_ = (_e3377 >> 3u);
                                uint _e3380 = l_mut_382_;
                                l_mut_394_ = _e3380;
                                l_mut_388_ = l_974_;
                            }
                        }
                        uint _e3381 = l_mut_388_;
                        uint _e3382 = l_mut_213_;
                        bool l_975_ = (_e3381 < _e3382);
                        uint _e3384 = l_mut_388_;
                        uint _e3385 = l_mut_213_;
                        bool l_976_ = (_e3384 == _e3385);
                        uint _e3387 = l_mut_394_;
                        uint _e3388 = l_mut_219_;
                        bool l_977_ = (_e3387 < _e3388);
                        if (l_976_) {
                            local_81 = l_977_;
                        } else {
                            local_81 = false;
                        }
                        bool l_978_ = local_81;
                        if (!(l_975_)) {
                            local_82 = l_978_;
                        } else {
                            local_82 = true;
                        }
                        bool l_979_ = local_82;
                        bool l_980_ = !(l_979_);
                        l_mut_645_ = l_980_;
                        uint _e3400 = l_mut_219_;
                        uint _e3401 = l_mut_213_;
                        uint l_981_ = (_e3400 | _e3401);
                        bool l_982_ = (l_981_ == 0u);
                        if (l_982_) {
                            l_mut_771_ = l_965_;
                        } else {
                            bool _e3405 = l_mut_645_;
                            if (_e3405) {
                                uint _e3406 = l_mut_213_;
                                uint _e3407 = l_mut_269_;
                                bool l_983_ = (_e3406 < _e3407);
                                uint _e3409 = l_mut_213_;
                                uint _e3410 = l_mut_269_;
                                bool l_984_ = (_e3409 == _e3410);
                                uint _e3412 = l_mut_219_;
                                uint _e3413 = l_mut_275_;
                                bool l_985_ = (_e3412 < _e3413);
                                if (l_984_) {
                                    local_83 = l_985_;
                                } else {
                                    local_83 = false;
                                }
                                bool l_986_ = local_83;
                                if (!(l_983_)) {
                                    local_84 = l_986_;
                                } else {
                                    local_84 = true;
                                }
                                bool l_987_ = local_84;
                                if (l_987_) {
                                    uint _e3424 = l_mut_275_;
                                    uint l_988_ = (_e3424 - 1u);
                                    uint _e3427 = l_mut_269_;
                                    uint l_989_ = (_e3427 - 0u);
                                    uint _e3430 = l_mut_275_;
                                    bool l_990_ = (_e3430 < 1u);
                                    uint l_991_ = uint(l_990_);
                                    uint l_992_ = (l_989_ - l_991_);
                                    l_mut_394_ = l_988_;
                                    l_mut_388_ = l_992_;
                                    l_mut_382_ = 0u;
                                    l_mut_993_ = 0u;
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (!loop_init_5) {
                                            uint _e3523 = l_mut_993_;
                                            l_mut_993_ = (_e3523 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e3438 = l_mut_993_;
                                        if ((_e3438 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e3442 = l_mut_993_;
                                            uint l_994_ = (19u - _e3442);
                                            uint _e3444 = l_mut_394_;
                                            l_mut_90_ = _e3444;
                                            uint _e3445 = l_mut_388_;
                                            l_mut_75_ = _e3445;
                                            bool l_995_ = (l_994_ >= 32u);
                                            if (l_995_) {
                                                uint l_996_ = (l_994_ & 31u);
                                                uint _e3450 = l_mut_388_;
                                                uint l_997_ = (_e3450 >> l_996_);
                                                l_mut_90_ = l_997_;
                                                l_mut_75_ = 0u;
                                            } else {
                                                bool l_998_ = (l_994_ > 0u);
                                                if (l_998_) {
                                                    uint _e3455 = l_mut_394_;
                                                    l_mut_40_ = _e3455;
                                                    bool l_999_ = (l_994_ > 0u);
                                                    if (l_999_) {
                                                        uint _e3458 = l_mut_394_;
                                                        uint l_1000_ = (_e3458 >> l_994_);
                                                        uint l_1001_ = (32u - l_994_);
                                                        uint _e3462 = l_mut_388_;
                                                        uint l_1002_ = (_e3462 << l_1001_);
                                                        uint l_1003_ = (l_1000_ | l_1002_);
                                                        l_mut_40_ = l_1003_;
                                                    }
                                                    uint _e3465 = l_mut_388_;
                                                    uint l_1004_ = (_e3465 >> l_994_);
                                                    uint _e3467 = l_mut_40_;
                                                    l_mut_90_ = _e3467;
                                                    l_mut_75_ = l_1004_;
                                                }
                                            }
                                            uint _e3468 = l_mut_75_;
                                            uint _e3469 = l_mut_213_;
                                            bool l_1005_ = (_e3468 < _e3469);
                                            uint _e3471 = l_mut_75_;
                                            uint _e3472 = l_mut_213_;
                                            bool l_1006_ = (_e3471 == _e3472);
                                            uint _e3474 = l_mut_90_;
                                            uint _e3475 = l_mut_219_;
                                            bool l_1007_ = (_e3474 < _e3475);
                                            if (l_1006_) {
                                                local_85 = l_1007_;
                                            } else {
                                                local_85 = false;
                                            }
                                            bool l_1008_ = local_85;
                                            if (!(l_1005_)) {
                                                local_86 = l_1008_;
                                            } else {
                                                local_86 = true;
                                            }
                                            bool l_1009_ = local_86;
                                            bool l_1010_ = !(l_1009_);
                                            if (l_1010_) {
                                                uint _e3487 = l_mut_219_;
                                                l_mut_90_ = _e3487;
                                                uint _e3488 = l_mut_213_;
                                                l_mut_75_ = _e3488;
                                                bool l_1011_ = (l_994_ >= 32u);
                                                if (l_1011_) {
                                                    uint l_1012_ = (l_994_ & 31u);
                                                    uint _e3493 = l_mut_219_;
                                                    uint l_1013_ = (_e3493 << l_1012_);
                                                    l_mut_90_ = 0u;
                                                    l_mut_75_ = l_1013_;
                                                } else {
                                                    bool l_1014_ = (l_994_ > 0u);
                                                    if (l_1014_) {
                                                        uint _e3498 = l_mut_219_;
                                                        uint l_1015_ = (_e3498 << l_994_);
                                                        uint _e3500 = l_mut_213_;
                                                        uint l_1016_ = (_e3500 << l_994_);
                                                        uint l_1017_ = (32u - l_994_);
                                                        uint _e3504 = l_mut_219_;
                                                        uint l_1018_ = (_e3504 >> l_1017_);
                                                        uint l_1019_ = (l_1016_ | l_1018_);
                                                        l_mut_90_ = l_1015_;
                                                        l_mut_75_ = l_1019_;
                                                    }
                                                }
                                                uint _e3507 = l_mut_394_;
                                                uint _e3508 = l_mut_90_;
                                                uint l_1020_ = (_e3507 - _e3508);
                                                uint _e3510 = l_mut_388_;
                                                uint _e3511 = l_mut_75_;
                                                uint l_1021_ = (_e3510 - _e3511);
                                                uint _e3513 = l_mut_394_;
                                                uint _e3514 = l_mut_90_;
                                                bool l_1022_ = (_e3513 < _e3514);
                                                uint l_1023_ = uint(l_1022_);
                                                uint l_1024_ = (l_1021_ - l_1023_);
                                                l_mut_394_ = l_1020_;
                                                l_mut_388_ = l_1024_;
                                                uint l_1025_ = (1u << l_994_);
                                                uint _e3520 = l_mut_382_;
                                                l_mut_382_ = (_e3520 | l_1025_);
                                            }
                                        }
                                    }
                                    uint _e3525 = l_mut_382_;
                                    uint l_1026_ = min(_e3525, l_965_);
                                    l_mut_382_ = l_1026_;
                                    uint _e3527 = l_mut_388_;
                                    uint _e3528 = l_mut_213_;
                                    bool l_1027_ = (_e3527 < _e3528);
                                    uint _e3530 = l_mut_388_;
                                    uint _e3531 = l_mut_213_;
                                    bool l_1028_ = (_e3530 == _e3531);
                                    uint _e3533 = l_mut_394_;
                                    uint _e3534 = l_mut_219_;
                                    bool l_1029_ = (_e3533 < _e3534);
                                    if (l_1028_) {
                                        local_87 = l_1029_;
                                    } else {
                                        local_87 = false;
                                    }
                                    bool l_1030_ = local_87;
                                    if (!(l_1027_)) {
                                        local_88 = l_1030_;
                                    } else {
                                        local_88 = true;
                                    }
                                    bool l_1031_ = local_88;
                                    bool l_1032_ = !(l_1031_);
                                    if (l_1032_) {
                                        l_mut_382_ = l_965_;
                                    }
                                    uint _e3546 = l_mut_382_;
                                    l_mut_771_ = _e3546;
                                }
                            } else {
                                uint _e3547 = l_mut_275_;
                                l_mut_394_ = _e3547;
                                uint _e3548 = l_mut_269_;
                                l_mut_388_ = _e3548;
                                while(true) {
                                    uint _e3549 = l_mut_213_;
                                    uint _e3550 = l_mut_388_;
                                    bool l_1033_ = (_e3549 < _e3550);
                                    uint _e3552 = l_mut_213_;
                                    uint _e3553 = l_mut_388_;
                                    bool l_1034_ = (_e3552 == _e3553);
                                    uint _e3555 = l_mut_219_;
                                    uint _e3556 = l_mut_394_;
                                    bool l_1035_ = (_e3555 < _e3556);
                                    if (l_1034_) {
                                        local_89 = l_1035_;
                                    } else {
                                        local_89 = false;
                                    }
                                    bool l_1036_ = local_89;
                                    if (!(l_1033_)) {
                                        local_90 = l_1036_;
                                    } else {
                                        local_90 = true;
                                    }
                                    bool l_1037_ = local_90;
                                    uint _e3567 = l_mut_771_;
                                    uint _e3568 = l_mut_102_;
                                    uint l_1038_ = (_e3567 * _e3568);
                                    uint _e3570 = l_mut_96_;
                                    uint l_1039_ = (_e3570 + l_1038_);
                                    uint _e3572 = l_mut_102_;
                                    uint l_1040_ = (l_1039_ + _e3572);
                                    bool l_1041_ = (l_1040_ < l_4_);
                                    if (l_1037_) {
                                        local_91 = l_1041_;
                                    } else {
                                        local_91 = false;
                                    }
                                    bool l_1042_ = local_91;
                                    bool l_1043_ = !(l_1042_);
                                    if (l_1043_) {
                                        break;
                                    }
                                    uint _e3580 = l_mut_394_;
                                    uint _e3581 = l_mut_219_;
                                    uint l_1044_ = (_e3580 - _e3581);
                                    uint _e3583 = l_mut_388_;
                                    uint _e3584 = l_mut_213_;
                                    uint l_1045_ = (_e3583 - _e3584);
                                    uint _e3586 = l_mut_394_;
                                    uint _e3587 = l_mut_219_;
                                    bool l_1046_ = (_e3586 < _e3587);
                                    uint l_1047_ = uint(l_1046_);
                                    uint l_1048_ = (l_1045_ - l_1047_);
                                    l_mut_394_ = l_1044_;
                                    l_mut_388_ = l_1048_;
                                    uint _e3591 = l_mut_771_;
                                    l_mut_771_ = (_e3591 + 1u);
                                }
                            }
                        }
                        uint _e3594 = l_mut_771_;
                        uint _e3595 = l_mut_102_;
                        uint l_1049_ = (_e3594 * _e3595);
                        uint _e3597 = l_mut_96_;
                        uint l_1050_ = (_e3597 + l_1049_);
                        uint _e3599 = l_mut_102_;
                        uint l_1051_ = (l_1050_ + _e3599);
                        bool l_1052_ = (l_1051_ >= l_4_);
                        if (l_1052_) {
                            l_mut_421_ = 1u;
                        } else {
                            uint _e3603 = l_mut_219_;
                            uint _e3604 = l_mut_771_;
                            uint l_1053_ = (_e3603 * _e3604);
                            uint _e3606 = l_mut_219_;
                            uint l_1758_ = (_e3606 & 65535u);
                            uint _e3609 = l_mut_219_;
                            uint l_1759_ = (_e3609 >> 16u);
                            uint l_1760_ = (l_1759_ & 65535u);
                            uint _e3614 = l_mut_771_;
                            uint l_1761_ = (_e3614 & 65535u);
                            uint _e3617 = l_mut_771_;
                            uint l_1762_ = (_e3617 >> 16u);
                            uint l_1763_ = (l_1762_ & 65535u);
                            uint l_1764_ = (l_1758_ * l_1761_);
                            uint l_1765_ = (l_1760_ * l_1761_);
                            uint l_1766_ = (l_1758_ * l_1763_);
                            uint l_1767_ = (l_1760_ * l_1763_);
                            uint l_1768_ = (l_1764_ >> 16u);
                            uint l_1769_ = (l_1768_ & 65535u);
                            uint l_1770_ = (l_1765_ & 65535u);
                            uint l_1771_ = (l_1769_ + l_1770_);
                            uint l_1772_ = (l_1766_ & 65535u);
                            uint l_1773_ = (l_1771_ + l_1772_);
                            uint l_1774_ = (l_1765_ >> 16u);
                            uint l_1775_ = (l_1774_ & 65535u);
                            uint l_1776_ = (l_1767_ + l_1775_);
                            uint l_1777_ = (l_1766_ >> 16u);
                            uint l_1778_ = (l_1777_ & 65535u);
                            uint l_1779_ = (l_1776_ + l_1778_);
                            uint l_1780_ = (l_1773_ >> 16u);
                            uint l_1781_ = (l_1780_ & 65535u);
                            uint l_1054_ = (l_1779_ + l_1781_);
                            uint _e3651 = l_mut_213_;
                            uint _e3652 = l_mut_771_;
                            uint l_1055_ = (_e3651 * _e3652);
                            uint l_1056_ = (l_1054_ + l_1055_);
                            uint _e3655 = l_mut_275_;
                            uint l_1057_ = (_e3655 - l_1053_);
                            uint _e3657 = l_mut_269_;
                            uint l_1058_ = (_e3657 - l_1056_);
                            uint _e3659 = l_mut_275_;
                            bool l_1059_ = (_e3659 < l_1053_);
                            uint l_1060_ = uint(l_1059_);
                            uint l_1061_ = (l_1058_ - l_1060_);
                            l_mut_445_ = l_1057_;
                            l_mut_444_ = l_1061_;
                            uint _e3663 = l_mut_771_;
                            uint _e3664 = l_mut_102_;
                            uint l_1062_ = (_e3663 * _e3664);
                            uint _e3666 = l_mut_96_;
                            uint l_1063_ = (_e3666 + l_1062_);
                            l_mut_441_ = l_1063_;
                            uint _e3668 = l_mut_219_;
                            uint _e3669 = l_mut_445_;
                            uint l_1064_ = (_e3668 - _e3669);
                            uint _e3671 = l_mut_213_;
                            uint _e3672 = l_mut_444_;
                            uint l_1065_ = (_e3671 - _e3672);
                            uint _e3674 = l_mut_219_;
                            uint _e3675 = l_mut_445_;
                            bool l_1066_ = (_e3674 < _e3675);
                            uint l_1067_ = uint(l_1066_);
                            uint l_1068_ = (l_1065_ - l_1067_);
                            l_mut_766_ = l_1064_;
                            l_mut_450_ = l_1068_;
                            uint _e3679 = l_mut_102_;
                            uint _e3680 = l_mut_441_;
                            uint l_1069_ = (_e3679 + _e3680);
                            l_mut_440_ = l_1069_;
                        }
                    }
                }
                uint _e3682 = l_mut_445_;
                l_mut_275_ = _e3682;
                uint _e3683 = l_mut_444_;
                l_mut_269_ = _e3683;
                uint _e3684 = l_mut_766_;
                l_mut_219_ = _e3684;
                uint _e3685 = l_mut_450_;
                l_mut_213_ = _e3685;
                uint _e3686 = l_mut_440_;
                l_mut_102_ = _e3686;
                uint _e3687 = l_mut_441_;
                l_mut_96_ = _e3687;
                uint _e3688 = l_mut_439_;
                l_mut_151_ = _e3688;
                uint _e3689 = l_mut_428_;
                l_mut_145_ = _e3689;
                uint _e3690 = l_mut_421_;
                bool l_1070_ = (_e3690 == 1u);
                l_mut_350_ = l_1070_;
                uint _e3693 = l_mut_421_;
                bool l_1071_ = (_e3693 == 0u);
                l_mut_357_ = l_1071_;
            }
        }
        bool _e3696 = l_mut_350_;
        bool l_1072_ = !(_e3696);
        if (l_1072_) {
            uint l_1783_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1784_ = (l_1783_ * 1u);
            uint l_1785_ = (l_1784_ - 1u);
            uint l_1786_ = min(0u, l_1785_);
            uint _e3711 = atomicAdd(_group_0_binding_5_cs[l_1786_], 1u);
            uint l_1075_ = _group_0_binding_6_cs.static_meta[10];
            bool l_1076_ = (_e3711 < l_1075_);
            if (l_1076_) {
                uint l_1788_ = _group_0_binding_6_cs.static_meta[4];
                uint l_1789_ = (l_1788_ * 1u);
                bool l_1790_ = (_e3711 < l_1789_);
                if (l_1790_) {
                    _group_0_binding_4_cs[_e3711] = id;
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
