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
    uint l_mut_135_ = 0u;
    uint l_mut_141_ = 0u;
    uint l_mut_203_ = 0u;
    uint l_mut_209_ = 0u;
    uint l_mut_259_ = 0u;
    uint l_mut_265_ = 0u;
    uint l_mut_30_ = 0u;
    bool l_mut_357_ = false;
    bool l_mut_364_ = false;
    uint l_mut_389_ = 0u;
    uint l_mut_395_ = 0u;
    uint l_mut_401_ = 0u;
    uint l_mut_428_ = 0u;
    uint l_mut_435_ = 0u;
    uint l_mut_446_ = 0u;
    uint l_mut_447_ = 0u;
    uint l_mut_448_ = 0u;
    uint l_mut_451_ = 0u;
    uint l_mut_452_ = 0u;
    uint l_mut_457_ = 0u;
    bool l_mut_635_ = false;
    bool l_mut_659_ = false;
    uint l_mut_65_ = 0u;
    uint l_mut_795_ = 0u;
    uint l_mut_800_ = 0u;
    uint l_mut_80_ = 0u;
    uint l_mut_86_ = 0u;
    uint l_mut_92_ = 0u;
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
    uint l_mut_449_ = 0u;
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
    uint l_mut_560_ = 0u;
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
    uint l_mut_696_ = 0u;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    bool local_55 = false;
    bool local_56 = false;
    bool local_57 = false;
    bool local_58 = false;
    bool local_59 = false;
    bool local_60 = false;
    uint l_mut_793_ = 0u;
    bool local_61 = false;
    bool local_62 = false;
    bool local_63 = false;
    bool local_64 = false;
    bool local_65 = false;
    bool local_66 = false;
    bool local_67 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_935_ = _group_0_binding_6_cs.static_meta[5];
        uint l_936_ = (l_935_ * 1u);
        uint l_937_ = (l_936_ - 1u);
        uint l_938_ = min(3u, l_937_);
        uint _e68 = atomicAdd(_group_0_binding_5_cs[l_938_], 1u);
    }
    uint l_879_ = _group_0_binding_6_cs.static_meta[3];
    uint l_880_ = (l_879_ * 1u);
    bool l_881_ = (0u < l_880_);
    uint l_882_ = (l_880_ - 1u);
    uint l_883_ = min(0u, l_882_);
    uint l_884_ = _group_0_binding_3_cs[l_883_];
    uint l_4_ = (l_881_ ? l_884_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_886_ = _group_0_binding_6_cs.static_meta[3];
    uint l_887_ = (l_886_ * 1u);
    bool l_888_ = (l_6_ < l_887_);
    uint l_889_ = (l_887_ - 1u);
    uint l_890_ = min(l_6_, l_889_);
    uint l_891_ = _group_0_binding_3_cs[l_890_];
    uint l_7_ = (l_888_ ? l_891_ : 0u);
    uint l_893_ = _group_0_binding_6_cs.static_meta[3];
    uint l_894_ = (l_893_ * 1u);
    bool l_895_ = (2u < l_894_);
    uint l_896_ = (l_894_ - 1u);
    uint l_897_ = min(2u, l_896_);
    uint l_898_ = _group_0_binding_3_cs[l_897_];
    uint l_9_ = (l_895_ ? l_898_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_900_ = _group_0_binding_6_cs.static_meta[3];
    uint l_901_ = (l_900_ * 1u);
    bool l_902_ = (l_11_ < l_901_);
    uint l_903_ = (l_901_ - 1u);
    uint l_904_ = min(l_11_, l_903_);
    uint l_905_ = _group_0_binding_3_cs[l_904_];
    uint l_12_ = (l_902_ ? l_905_ : 0u);
    uint l_907_ = _group_0_binding_6_cs.static_meta[3];
    uint l_908_ = (l_907_ * 1u);
    bool l_909_ = (4u < l_908_);
    uint l_910_ = (l_908_ - 1u);
    uint l_911_ = min(4u, l_910_);
    uint l_912_ = _group_0_binding_3_cs[l_911_];
    uint l_14_ = (l_909_ ? l_912_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_914_ = _group_0_binding_6_cs.static_meta[3];
    uint l_915_ = (l_914_ * 1u);
    bool l_916_ = (l_16_ < l_915_);
    uint l_917_ = (l_915_ - 1u);
    uint l_918_ = min(l_16_, l_917_);
    uint l_919_ = _group_0_binding_3_cs[l_918_];
    uint l_17_ = (l_916_ ? l_919_ : 0u);
    uint l_921_ = _group_0_binding_6_cs.static_meta[3];
    uint l_922_ = (l_921_ * 1u);
    bool l_923_ = (6u < l_922_);
    uint l_924_ = (l_922_ - 1u);
    uint l_925_ = min(6u, l_924_);
    uint l_926_ = _group_0_binding_3_cs[l_925_];
    uint l_19_ = (l_923_ ? l_926_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_928_ = _group_0_binding_6_cs.static_meta[3];
    uint l_929_ = (l_928_ * 1u);
    bool l_930_ = (l_21_ < l_929_);
    uint l_931_ = (l_929_ - 1u);
    uint l_932_ = min(l_21_, l_931_);
    uint l_933_ = _group_0_binding_3_cs[l_932_];
    uint l_22_ = (l_930_ ? l_933_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = _group_0_binding_6_cs.static_meta[6];
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint l_940_ = (id & 65535u);
    uint l_941_ = (id >> 16u);
    uint l_942_ = (l_941_ & 65535u);
    uint l_943_ = (l_4_ & 65535u);
    uint l_944_ = (l_4_ >> 16u);
    uint l_945_ = (l_944_ & 65535u);
    uint l_946_ = (l_940_ * l_943_);
    uint l_947_ = (l_942_ * l_943_);
    uint l_948_ = (l_940_ * l_945_);
    uint l_949_ = (l_942_ * l_945_);
    uint l_950_ = (l_946_ >> 16u);
    uint l_951_ = (l_950_ & 65535u);
    uint l_952_ = (l_947_ & 65535u);
    uint l_953_ = (l_951_ + l_952_);
    uint l_954_ = (l_948_ & 65535u);
    uint l_955_ = (l_953_ + l_954_);
    uint l_956_ = (l_947_ >> 16u);
    uint l_957_ = (l_956_ & 65535u);
    uint l_958_ = (l_949_ + l_957_);
    uint l_959_ = (l_948_ >> 16u);
    uint l_960_ = (l_959_ & 65535u);
    uint l_961_ = (l_958_ + l_960_);
    uint l_962_ = (l_955_ >> 16u);
    uint l_963_ = (l_962_ & 65535u);
    uint l_27_ = (l_961_ + l_963_);
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
    uint _e289 = l_mut_30_;
    bool l_46_ = (_e289 > 0u);
    if (l_25_) {
        local_4 = l_46_;
    } else {
        local_4 = false;
    }
    bool l_47_ = local_4;
    if (l_47_) {
        uint l_48_ = (2u * id);
        uint l_965_ = _group_0_binding_6_cs.static_meta[0];
        uint l_966_ = (l_965_ * 1u);
        bool l_967_ = (l_48_ < l_966_);
        uint l_968_ = (l_966_ - 1u);
        uint l_969_ = min(l_48_, l_968_);
        uint l_970_ = _group_0_binding_0_cs[l_969_];
        uint l_49_ = (l_967_ ? l_970_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_972_ = _group_0_binding_6_cs.static_meta[0];
        uint l_973_ = (l_972_ * 1u);
        bool l_974_ = (l_51_ < l_973_);
        uint l_975_ = (l_973_ - 1u);
        uint l_976_ = min(l_51_, l_975_);
        uint l_977_ = _group_0_binding_0_cs[l_976_];
        uint l_52_ = (l_974_ ? l_977_ : 0u);
        uint l_53_ = (2u * id);
        uint l_979_ = _group_0_binding_6_cs.static_meta[1];
        uint l_980_ = (l_979_ * 1u);
        bool l_981_ = (l_53_ < l_980_);
        uint l_982_ = (l_980_ - 1u);
        uint l_983_ = min(l_53_, l_982_);
        uint l_984_ = _group_0_binding_1_cs[l_983_];
        uint l_54_ = (l_981_ ? l_984_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_986_ = _group_0_binding_6_cs.static_meta[1];
        uint l_987_ = (l_986_ * 1u);
        bool l_988_ = (l_56_ < l_987_);
        uint l_989_ = (l_987_ - 1u);
        uint l_990_ = min(l_56_, l_989_);
        uint l_991_ = _group_0_binding_1_cs[l_990_];
        uint l_57_ = (l_988_ ? l_991_ : 0u);
        uint l_58_ = (2u * id);
        uint l_993_ = _group_0_binding_6_cs.static_meta[2];
        uint l_994_ = (l_993_ * 1u);
        bool l_995_ = (l_58_ < l_994_);
        uint l_996_ = (l_994_ - 1u);
        uint l_997_ = min(l_58_, l_996_);
        uint l_998_ = _group_0_binding_2_cs[l_997_];
        uint l_59_ = (l_995_ ? l_998_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_1000_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1001_ = (l_1000_ * 1u);
        bool l_1002_ = (l_61_ < l_1001_);
        uint l_1003_ = (l_1001_ - 1u);
        uint l_1004_ = min(l_61_, l_1003_);
        uint l_1005_ = _group_0_binding_2_cs[l_1004_];
        uint l_62_ = (l_1002_ ? l_1005_ : 0u);
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
        uint _e416 = l_mut_30_;
        uint l_71_ = (_e416 * l_4_);
        uint _e418 = l_mut_65_;
        uint l_72_ = (_e418 * l_4_);
        uint _e420 = l_mut_30_;
        uint l_1007_ = (_e420 & 65535u);
        uint _e423 = l_mut_30_;
        uint l_1008_ = (_e423 >> 16u);
        uint l_1009_ = (l_1008_ & 65535u);
        uint l_1010_ = (l_4_ & 65535u);
        uint l_1011_ = (l_4_ >> 16u);
        uint l_1012_ = (l_1011_ & 65535u);
        uint l_1013_ = (l_1007_ * l_1010_);
        uint l_1014_ = (l_1009_ * l_1010_);
        uint l_1015_ = (l_1007_ * l_1012_);
        uint l_1016_ = (l_1009_ * l_1012_);
        uint l_1017_ = (l_1013_ >> 16u);
        uint l_1018_ = (l_1017_ & 65535u);
        uint l_1019_ = (l_1014_ & 65535u);
        uint l_1020_ = (l_1018_ + l_1019_);
        uint l_1021_ = (l_1015_ & 65535u);
        uint l_1022_ = (l_1020_ + l_1021_);
        uint l_1023_ = (l_1014_ >> 16u);
        uint l_1024_ = (l_1023_ & 65535u);
        uint l_1025_ = (l_1016_ + l_1024_);
        uint l_1026_ = (l_1015_ >> 16u);
        uint l_1027_ = (l_1026_ & 65535u);
        uint l_1028_ = (l_1025_ + l_1027_);
        uint l_1029_ = (l_1022_ >> 16u);
        uint l_1030_ = (l_1029_ & 65535u);
        uint l_73_ = (l_1028_ + l_1030_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e464 = l_mut_65_;
        uint l_1032_ = (_e464 & 65535u);
        uint _e467 = l_mut_65_;
        uint l_1033_ = (_e467 >> 16u);
        uint l_1034_ = (l_1033_ & 65535u);
        uint l_1035_ = (l_4_ & 65535u);
        uint l_1036_ = (l_4_ >> 16u);
        uint l_1037_ = (l_1036_ & 65535u);
        uint l_1038_ = (l_1032_ * l_1035_);
        uint l_1039_ = (l_1034_ * l_1035_);
        uint l_1040_ = (l_1032_ * l_1037_);
        uint l_1041_ = (l_1034_ * l_1037_);
        uint l_1042_ = (l_1038_ >> 16u);
        uint l_1043_ = (l_1042_ & 65535u);
        uint l_1044_ = (l_1039_ & 65535u);
        uint l_1045_ = (l_1043_ + l_1044_);
        uint l_1046_ = (l_1040_ & 65535u);
        uint l_1047_ = (l_1045_ + l_1046_);
        uint l_1048_ = (l_1039_ >> 16u);
        uint l_1049_ = (l_1048_ & 65535u);
        uint l_1050_ = (l_1041_ + l_1049_);
        uint l_1051_ = (l_1040_ >> 16u);
        uint l_1052_ = (l_1051_ & 65535u);
        uint l_1053_ = (l_1050_ + l_1052_);
        uint l_1054_ = (l_1047_ >> 16u);
        uint l_1055_ = (l_1054_ & 65535u);
        uint l_75_ = (l_1053_ + l_1055_);
        bool l_76_ = (l_74_ < l_72_);
        uint l_77_ = uint(l_76_);
        uint l_78_ = (l_75_ + l_77_);
        uint l_79_ = (l_9_ % 32u);
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
        uint _e526 = l_mut_80_;
        l_mut_92_ = _e526;
        uint _e527 = l_mut_86_;
        l_mut_80_ = _e527;
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
                uint _e541 = l_mut_86_;
                l_mut_92_ = _e541;
                l_mut_80_ = l_100_;
            }
        }
        uint _e542 = l_mut_92_;
        l_mut_86_ = _e542;
        uint _e543 = l_mut_80_;
        l_mut_92_ = _e543;
        if (l_64_) {
            uint _e545 = l_mut_86_;
            uint l_101_ = (0u - _e545);
            uint _e548 = l_mut_92_;
            uint l_102_ = (0u - _e548);
            uint _e551 = l_mut_86_;
            bool l_103_ = (0u < _e551);
            uint l_104_ = uint(l_103_);
            uint l_105_ = (l_102_ - l_104_);
            l_mut_86_ = l_101_;
            l_mut_92_ = l_105_;
        }
        uint _e555 = l_mut_86_;
        uint l_106_ = (l_49_ + _e555);
        uint _e557 = l_mut_92_;
        uint l_107_ = (l_52_ + _e557);
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
            uint _e581 = l_mut_80_;
            uint l_121_ = (_e581 * l_113_);
            uint _e583 = l_mut_65_;
            uint l_122_ = (_e583 * l_113_);
            uint _e585 = l_mut_80_;
            uint l_1057_ = (_e585 & 65535u);
            uint _e588 = l_mut_80_;
            uint l_1058_ = (_e588 >> 16u);
            uint l_1059_ = (l_1058_ & 65535u);
            uint l_1060_ = (l_113_ & 65535u);
            uint l_1061_ = (l_113_ >> 16u);
            uint l_1062_ = (l_1061_ & 65535u);
            uint l_1063_ = (l_1057_ * l_1060_);
            uint l_1064_ = (l_1059_ * l_1060_);
            uint l_1065_ = (l_1057_ * l_1062_);
            uint l_1066_ = (l_1059_ * l_1062_);
            uint l_1067_ = (l_1063_ >> 16u);
            uint l_1068_ = (l_1067_ & 65535u);
            uint l_1069_ = (l_1064_ & 65535u);
            uint l_1070_ = (l_1068_ + l_1069_);
            uint l_1071_ = (l_1065_ & 65535u);
            uint l_1072_ = (l_1070_ + l_1071_);
            uint l_1073_ = (l_1064_ >> 16u);
            uint l_1074_ = (l_1073_ & 65535u);
            uint l_1075_ = (l_1066_ + l_1074_);
            uint l_1076_ = (l_1065_ >> 16u);
            uint l_1077_ = (l_1076_ & 65535u);
            uint l_1078_ = (l_1075_ + l_1077_);
            uint l_1079_ = (l_1072_ >> 16u);
            uint l_1080_ = (l_1079_ & 65535u);
            uint l_123_ = (l_1078_ + l_1080_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e629 = l_mut_65_;
            uint l_1082_ = (_e629 & 65535u);
            uint _e632 = l_mut_65_;
            uint l_1083_ = (_e632 >> 16u);
            uint l_1084_ = (l_1083_ & 65535u);
            uint l_1085_ = (l_113_ & 65535u);
            uint l_1086_ = (l_113_ >> 16u);
            uint l_1087_ = (l_1086_ & 65535u);
            uint l_1088_ = (l_1082_ * l_1085_);
            uint l_1089_ = (l_1084_ * l_1085_);
            uint l_1090_ = (l_1082_ * l_1087_);
            uint l_1091_ = (l_1084_ * l_1087_);
            uint l_1092_ = (l_1088_ >> 16u);
            uint l_1093_ = (l_1092_ & 65535u);
            uint l_1094_ = (l_1089_ & 65535u);
            uint l_1095_ = (l_1093_ + l_1094_);
            uint l_1096_ = (l_1090_ & 65535u);
            uint l_1097_ = (l_1095_ + l_1096_);
            uint l_1098_ = (l_1089_ >> 16u);
            uint l_1099_ = (l_1098_ & 65535u);
            uint l_1100_ = (l_1091_ + l_1099_);
            uint l_1101_ = (l_1090_ >> 16u);
            uint l_1102_ = (l_1101_ & 65535u);
            uint l_1103_ = (l_1100_ + l_1102_);
            uint l_1104_ = (l_1097_ >> 16u);
            uint l_1105_ = (l_1104_ & 65535u);
            uint l_125_ = (l_1103_ + l_1105_);
            bool l_126_ = (l_124_ < l_122_);
            uint l_127_ = uint(l_126_);
            uint l_128_ = (l_125_ + l_127_);
            uint l_129_ = (l_111_ % 32u);
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
            uint _e691 = l_mut_30_;
            l_mut_141_ = _e691;
            uint _e692 = l_mut_135_;
            l_mut_30_ = _e692;
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
                    uint _e706 = l_mut_135_;
                    l_mut_141_ = _e706;
                    l_mut_30_ = l_149_;
                }
            }
            uint _e707 = l_mut_141_;
            l_mut_135_ = _e707;
            uint _e708 = l_mut_30_;
            l_mut_141_ = _e708;
            if (l_115_) {
                uint _e710 = l_mut_135_;
                uint l_150_ = (0u - _e710);
                uint _e713 = l_mut_141_;
                uint l_151_ = (0u - _e713);
                uint _e716 = l_mut_135_;
                bool l_152_ = (0u < _e716);
                uint l_153_ = uint(l_152_);
                uint l_154_ = (l_151_ - l_153_);
                l_mut_135_ = l_150_;
                l_mut_141_ = l_154_;
            }
            uint _e720 = l_mut_135_;
            l_mut_92_ = _e720;
            uint _e721 = l_mut_141_;
            l_mut_86_ = _e721;
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
            uint _e734 = l_mut_141_;
            uint l_162_ = (_e734 * l_4_);
            uint _e736 = l_mut_135_;
            uint l_163_ = (_e736 * l_4_);
            uint _e738 = l_mut_141_;
            uint l_1107_ = (_e738 & 65535u);
            uint _e741 = l_mut_141_;
            uint l_1108_ = (_e741 >> 16u);
            uint l_1109_ = (l_1108_ & 65535u);
            uint l_1110_ = (l_4_ & 65535u);
            uint l_1111_ = (l_4_ >> 16u);
            uint l_1112_ = (l_1111_ & 65535u);
            uint l_1113_ = (l_1107_ * l_1110_);
            uint l_1114_ = (l_1109_ * l_1110_);
            uint l_1115_ = (l_1107_ * l_1112_);
            uint l_1116_ = (l_1109_ * l_1112_);
            uint l_1117_ = (l_1113_ >> 16u);
            uint l_1118_ = (l_1117_ & 65535u);
            uint l_1119_ = (l_1114_ & 65535u);
            uint l_1120_ = (l_1118_ + l_1119_);
            uint l_1121_ = (l_1115_ & 65535u);
            uint l_1122_ = (l_1120_ + l_1121_);
            uint l_1123_ = (l_1114_ >> 16u);
            uint l_1124_ = (l_1123_ & 65535u);
            uint l_1125_ = (l_1116_ + l_1124_);
            uint l_1126_ = (l_1115_ >> 16u);
            uint l_1127_ = (l_1126_ & 65535u);
            uint l_1128_ = (l_1125_ + l_1127_);
            uint l_1129_ = (l_1122_ >> 16u);
            uint l_1130_ = (l_1129_ & 65535u);
            uint l_164_ = (l_1128_ + l_1130_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e782 = l_mut_135_;
            uint l_1132_ = (_e782 & 65535u);
            uint _e785 = l_mut_135_;
            uint l_1133_ = (_e785 >> 16u);
            uint l_1134_ = (l_1133_ & 65535u);
            uint l_1135_ = (l_4_ & 65535u);
            uint l_1136_ = (l_4_ >> 16u);
            uint l_1137_ = (l_1136_ & 65535u);
            uint l_1138_ = (l_1132_ * l_1135_);
            uint l_1139_ = (l_1134_ * l_1135_);
            uint l_1140_ = (l_1132_ * l_1137_);
            uint l_1141_ = (l_1134_ * l_1137_);
            uint l_1142_ = (l_1138_ >> 16u);
            uint l_1143_ = (l_1142_ & 65535u);
            uint l_1144_ = (l_1139_ & 65535u);
            uint l_1145_ = (l_1143_ + l_1144_);
            uint l_1146_ = (l_1140_ & 65535u);
            uint l_1147_ = (l_1145_ + l_1146_);
            uint l_1148_ = (l_1139_ >> 16u);
            uint l_1149_ = (l_1148_ & 65535u);
            uint l_1150_ = (l_1141_ + l_1149_);
            uint l_1151_ = (l_1140_ >> 16u);
            uint l_1152_ = (l_1151_ & 65535u);
            uint l_1153_ = (l_1150_ + l_1152_);
            uint l_1154_ = (l_1147_ >> 16u);
            uint l_1155_ = (l_1154_ & 65535u);
            uint l_166_ = (l_1153_ + l_1155_);
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
            uint _e843 = l_mut_80_;
            l_mut_30_ = _e843;
            uint _e844 = l_mut_65_;
            l_mut_80_ = _e844;
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
                    uint _e856 = l_mut_65_;
                    l_mut_30_ = _e856;
                    l_mut_80_ = l_188_;
                }
            }
            uint _e857 = l_mut_141_;
            uint l_189_ = (_e857 * l_4_);
            uint _e859 = l_mut_135_;
            uint l_190_ = (_e859 * l_4_);
            uint _e861 = l_mut_141_;
            uint l_1157_ = (_e861 & 65535u);
            uint _e864 = l_mut_141_;
            uint l_1158_ = (_e864 >> 16u);
            uint l_1159_ = (l_1158_ & 65535u);
            uint l_1160_ = (l_4_ & 65535u);
            uint l_1161_ = (l_4_ >> 16u);
            uint l_1162_ = (l_1161_ & 65535u);
            uint l_1163_ = (l_1157_ * l_1160_);
            uint l_1164_ = (l_1159_ * l_1160_);
            uint l_1165_ = (l_1157_ * l_1162_);
            uint l_1166_ = (l_1159_ * l_1162_);
            uint l_1167_ = (l_1163_ >> 16u);
            uint l_1168_ = (l_1167_ & 65535u);
            uint l_1169_ = (l_1164_ & 65535u);
            uint l_1170_ = (l_1168_ + l_1169_);
            uint l_1171_ = (l_1165_ & 65535u);
            uint l_1172_ = (l_1170_ + l_1171_);
            uint l_1173_ = (l_1164_ >> 16u);
            uint l_1174_ = (l_1173_ & 65535u);
            uint l_1175_ = (l_1166_ + l_1174_);
            uint l_1176_ = (l_1165_ >> 16u);
            uint l_1177_ = (l_1176_ & 65535u);
            uint l_1178_ = (l_1175_ + l_1177_);
            uint l_1179_ = (l_1172_ >> 16u);
            uint l_1180_ = (l_1179_ & 65535u);
            uint l_191_ = (l_1178_ + l_1180_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e905 = l_mut_135_;
            uint l_1182_ = (_e905 & 65535u);
            uint _e908 = l_mut_135_;
            uint l_1183_ = (_e908 >> 16u);
            uint l_1184_ = (l_1183_ & 65535u);
            uint l_1185_ = (l_4_ & 65535u);
            uint l_1186_ = (l_4_ >> 16u);
            uint l_1187_ = (l_1186_ & 65535u);
            uint l_1188_ = (l_1182_ * l_1185_);
            uint l_1189_ = (l_1184_ * l_1185_);
            uint l_1190_ = (l_1182_ * l_1187_);
            uint l_1191_ = (l_1184_ * l_1187_);
            uint l_1192_ = (l_1188_ >> 16u);
            uint l_1193_ = (l_1192_ & 65535u);
            uint l_1194_ = (l_1189_ & 65535u);
            uint l_1195_ = (l_1193_ + l_1194_);
            uint l_1196_ = (l_1190_ & 65535u);
            uint l_1197_ = (l_1195_ + l_1196_);
            uint l_1198_ = (l_1189_ >> 16u);
            uint l_1199_ = (l_1198_ & 65535u);
            uint l_1200_ = (l_1191_ + l_1199_);
            uint l_1201_ = (l_1190_ >> 16u);
            uint l_1202_ = (l_1201_ & 65535u);
            uint l_1203_ = (l_1200_ + l_1202_);
            uint l_1204_ = (l_1197_ >> 16u);
            uint l_1205_ = (l_1204_ & 65535u);
            uint l_193_ = (l_1203_ + l_1205_);
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
            uint _e966 = l_mut_65_;
            l_mut_209_ = _e966;
            uint _e967 = l_mut_203_;
            l_mut_65_ = _e967;
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
                    uint _e979 = l_mut_203_;
                    l_mut_209_ = _e979;
                    l_mut_65_ = l_217_;
                }
            }
            uint _e980 = l_mut_30_;
            uint l_218_ = (_e980 * l_4_);
            uint _e982 = l_mut_80_;
            uint l_219_ = (_e982 * l_4_);
            uint _e984 = l_mut_30_;
            uint l_1207_ = (_e984 & 65535u);
            uint _e987 = l_mut_30_;
            uint l_1208_ = (_e987 >> 16u);
            uint l_1209_ = (l_1208_ & 65535u);
            uint l_1210_ = (l_4_ & 65535u);
            uint l_1211_ = (l_4_ >> 16u);
            uint l_1212_ = (l_1211_ & 65535u);
            uint l_1213_ = (l_1207_ * l_1210_);
            uint l_1214_ = (l_1209_ * l_1210_);
            uint l_1215_ = (l_1207_ * l_1212_);
            uint l_1216_ = (l_1209_ * l_1212_);
            uint l_1217_ = (l_1213_ >> 16u);
            uint l_1218_ = (l_1217_ & 65535u);
            uint l_1219_ = (l_1214_ & 65535u);
            uint l_1220_ = (l_1218_ + l_1219_);
            uint l_1221_ = (l_1215_ & 65535u);
            uint l_1222_ = (l_1220_ + l_1221_);
            uint l_1223_ = (l_1214_ >> 16u);
            uint l_1224_ = (l_1223_ & 65535u);
            uint l_1225_ = (l_1216_ + l_1224_);
            uint l_1226_ = (l_1215_ >> 16u);
            uint l_1227_ = (l_1226_ & 65535u);
            uint l_1228_ = (l_1225_ + l_1227_);
            uint l_1229_ = (l_1222_ >> 16u);
            uint l_1230_ = (l_1229_ & 65535u);
            uint l_220_ = (l_1228_ + l_1230_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e1028 = l_mut_80_;
            uint l_1232_ = (_e1028 & 65535u);
            uint _e1031 = l_mut_80_;
            uint l_1233_ = (_e1031 >> 16u);
            uint l_1234_ = (l_1233_ & 65535u);
            uint l_1235_ = (l_4_ & 65535u);
            uint l_1236_ = (l_4_ >> 16u);
            uint l_1237_ = (l_1236_ & 65535u);
            uint l_1238_ = (l_1232_ * l_1235_);
            uint l_1239_ = (l_1234_ * l_1235_);
            uint l_1240_ = (l_1232_ * l_1237_);
            uint l_1241_ = (l_1234_ * l_1237_);
            uint l_1242_ = (l_1238_ >> 16u);
            uint l_1243_ = (l_1242_ & 65535u);
            uint l_1244_ = (l_1239_ & 65535u);
            uint l_1245_ = (l_1243_ + l_1244_);
            uint l_1246_ = (l_1240_ & 65535u);
            uint l_1247_ = (l_1245_ + l_1246_);
            uint l_1248_ = (l_1239_ >> 16u);
            uint l_1249_ = (l_1248_ & 65535u);
            uint l_1250_ = (l_1241_ + l_1249_);
            uint l_1251_ = (l_1240_ >> 16u);
            uint l_1252_ = (l_1251_ & 65535u);
            uint l_1253_ = (l_1250_ + l_1252_);
            uint l_1254_ = (l_1247_ >> 16u);
            uint l_1255_ = (l_1254_ & 65535u);
            uint l_222_ = (l_1253_ + l_1255_);
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
            uint _e1089 = l_mut_203_;
            l_mut_135_ = _e1089;
            uint _e1090 = l_mut_141_;
            l_mut_203_ = _e1090;
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
                    uint _e1102 = l_mut_141_;
                    l_mut_135_ = _e1102;
                    l_mut_203_ = l_244_;
                }
            }
            uint _e1103 = l_mut_30_;
            uint l_245_ = (_e1103 * l_4_);
            uint _e1105 = l_mut_80_;
            uint l_246_ = (_e1105 * l_4_);
            uint _e1107 = l_mut_30_;
            uint l_1257_ = (_e1107 & 65535u);
            uint _e1110 = l_mut_30_;
            uint l_1258_ = (_e1110 >> 16u);
            uint l_1259_ = (l_1258_ & 65535u);
            uint l_1260_ = (l_4_ & 65535u);
            uint l_1261_ = (l_4_ >> 16u);
            uint l_1262_ = (l_1261_ & 65535u);
            uint l_1263_ = (l_1257_ * l_1260_);
            uint l_1264_ = (l_1259_ * l_1260_);
            uint l_1265_ = (l_1257_ * l_1262_);
            uint l_1266_ = (l_1259_ * l_1262_);
            uint l_1267_ = (l_1263_ >> 16u);
            uint l_1268_ = (l_1267_ & 65535u);
            uint l_1269_ = (l_1264_ & 65535u);
            uint l_1270_ = (l_1268_ + l_1269_);
            uint l_1271_ = (l_1265_ & 65535u);
            uint l_1272_ = (l_1270_ + l_1271_);
            uint l_1273_ = (l_1264_ >> 16u);
            uint l_1274_ = (l_1273_ & 65535u);
            uint l_1275_ = (l_1266_ + l_1274_);
            uint l_1276_ = (l_1265_ >> 16u);
            uint l_1277_ = (l_1276_ & 65535u);
            uint l_1278_ = (l_1275_ + l_1277_);
            uint l_1279_ = (l_1272_ >> 16u);
            uint l_1280_ = (l_1279_ & 65535u);
            uint l_247_ = (l_1278_ + l_1280_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e1151 = l_mut_80_;
            uint l_1282_ = (_e1151 & 65535u);
            uint _e1154 = l_mut_80_;
            uint l_1283_ = (_e1154 >> 16u);
            uint l_1284_ = (l_1283_ & 65535u);
            uint l_1285_ = (l_4_ & 65535u);
            uint l_1286_ = (l_4_ >> 16u);
            uint l_1287_ = (l_1286_ & 65535u);
            uint l_1288_ = (l_1282_ * l_1285_);
            uint l_1289_ = (l_1284_ * l_1285_);
            uint l_1290_ = (l_1282_ * l_1287_);
            uint l_1291_ = (l_1284_ * l_1287_);
            uint l_1292_ = (l_1288_ >> 16u);
            uint l_1293_ = (l_1292_ & 65535u);
            uint l_1294_ = (l_1289_ & 65535u);
            uint l_1295_ = (l_1293_ + l_1294_);
            uint l_1296_ = (l_1290_ & 65535u);
            uint l_1297_ = (l_1295_ + l_1296_);
            uint l_1298_ = (l_1289_ >> 16u);
            uint l_1299_ = (l_1298_ & 65535u);
            uint l_1300_ = (l_1291_ + l_1299_);
            uint l_1301_ = (l_1290_ >> 16u);
            uint l_1302_ = (l_1301_ & 65535u);
            uint l_1303_ = (l_1300_ + l_1302_);
            uint l_1304_ = (l_1297_ >> 16u);
            uint l_1305_ = (l_1304_ & 65535u);
            uint l_249_ = (l_1303_ + l_1305_);
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
            uint _e1212 = l_mut_141_;
            l_mut_265_ = _e1212;
            uint _e1213 = l_mut_259_;
            l_mut_141_ = _e1213;
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
                    uint _e1225 = l_mut_259_;
                    l_mut_265_ = _e1225;
                    l_mut_141_ = l_273_;
                }
            }
            uint _e1226 = l_mut_209_;
            uint l_274_ = (_e1226 * l_4_);
            uint _e1228 = l_mut_209_;
            uint l_1307_ = (_e1228 & 65535u);
            uint _e1231 = l_mut_209_;
            uint l_1308_ = (_e1231 >> 16u);
            uint l_1309_ = (l_1308_ & 65535u);
            uint l_1310_ = (l_4_ & 65535u);
            uint l_1311_ = (l_4_ >> 16u);
            uint l_1312_ = (l_1311_ & 65535u);
            uint l_1313_ = (l_1307_ * l_1310_);
            uint l_1314_ = (l_1309_ * l_1310_);
            uint l_1315_ = (l_1307_ * l_1312_);
            uint l_1316_ = (l_1309_ * l_1312_);
            uint l_1317_ = (l_1313_ >> 16u);
            uint l_1318_ = (l_1317_ & 65535u);
            uint l_1319_ = (l_1314_ & 65535u);
            uint l_1320_ = (l_1318_ + l_1319_);
            uint l_1321_ = (l_1315_ & 65535u);
            uint l_1322_ = (l_1320_ + l_1321_);
            uint l_1323_ = (l_1314_ >> 16u);
            uint l_1324_ = (l_1323_ & 65535u);
            uint l_1325_ = (l_1316_ + l_1324_);
            uint l_1326_ = (l_1315_ >> 16u);
            uint l_1327_ = (l_1326_ & 65535u);
            uint l_1328_ = (l_1325_ + l_1327_);
            uint l_1329_ = (l_1322_ >> 16u);
            uint l_1330_ = (l_1329_ & 65535u);
            uint l_275_ = (l_1328_ + l_1330_);
            uint _e1271 = l_mut_65_;
            uint l_276_ = (_e1271 * l_4_);
            uint l_277_ = (l_275_ + l_276_);
            uint _e1274 = l_mut_265_;
            uint l_278_ = (_e1274 + l_274_);
            uint _e1276 = l_mut_141_;
            uint l_279_ = (_e1276 + l_277_);
            uint _e1278 = l_mut_265_;
            bool l_280_ = (l_278_ < _e1278);
            uint l_281_ = uint(l_280_);
            uint l_282_ = (l_279_ + l_281_);
            uint _e1282 = l_mut_135_;
            l_mut_92_ = _e1282;
            uint _e1283 = l_mut_203_;
            l_mut_86_ = _e1283;
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
                    uint _e1304 = l_mut_135_;
                    l_mut_209_ = _e1304;
                    uint _e1305 = l_mut_203_;
                    l_mut_141_ = _e1305;
                    bool l_295_ = (l_111_ >= 32u);
                    if (l_295_) {
                        uint l_296_ = (l_111_ & 31u);
                        uint _e1310 = l_mut_203_;
                        uint l_297_ = (_e1310 >> l_296_);
                        l_mut_209_ = l_297_;
                        l_mut_141_ = 0u;
                    } else {
                        bool l_298_ = (l_111_ > 0u);
                        if (l_298_) {
                            uint _e1315 = l_mut_135_;
                            l_mut_80_ = _e1315;
                            bool l_299_ = (l_111_ > 0u);
                            if (l_299_) {
                                uint _e1318 = l_mut_135_;
                                uint l_300_ = (_e1318 >> l_111_);
                                uint l_301_ = (32u - l_111_);
                                uint _e1322 = l_mut_203_;
                                uint l_302_ = (_e1322 << l_301_);
                                uint l_303_ = (l_300_ | l_302_);
                                l_mut_80_ = l_303_;
                            }
                            uint _e1325 = l_mut_203_;
                            uint l_304_ = (_e1325 >> l_111_);
                            uint _e1327 = l_mut_80_;
                            l_mut_209_ = _e1327;
                            l_mut_141_ = l_304_;
                        }
                    }
                    uint _e1328 = l_mut_265_;
                    uint _e1329 = l_mut_209_;
                    uint l_305_ = (_e1328 + _e1329);
                    uint _e1331 = l_mut_259_;
                    uint _e1332 = l_mut_141_;
                    uint l_306_ = (_e1331 + _e1332);
                    uint _e1334 = l_mut_265_;
                    bool l_307_ = (l_305_ < _e1334);
                    uint l_308_ = uint(l_307_);
                    uint l_309_ = (l_306_ + l_308_);
                    l_mut_92_ = l_305_;
                    l_mut_86_ = l_309_;
                }
            }
            if (l_156_) {
                uint _e1339 = l_mut_92_;
                uint l_310_ = (0u - _e1339);
                uint _e1342 = l_mut_86_;
                uint l_311_ = (0u - _e1342);
                uint _e1345 = l_mut_92_;
                bool l_312_ = (0u < _e1345);
                uint l_313_ = uint(l_312_);
                uint l_314_ = (l_311_ - l_313_);
                l_mut_92_ = l_310_;
                l_mut_86_ = l_314_;
            }
        }
        uint _e1349 = l_mut_92_;
        l_mut_265_ = _e1349;
        uint _e1350 = l_mut_86_;
        l_mut_259_ = _e1350;
        uint _e1351 = l_mut_86_;
        uint l_315_ = (_e1351 >> 31u);
        bool l_316_ = (l_315_ == 1u);
        if (l_316_) {
            uint _e1357 = l_mut_92_;
            uint l_317_ = (0u - _e1357);
            uint _e1360 = l_mut_86_;
            uint l_318_ = (0u - _e1360);
            uint _e1363 = l_mut_92_;
            bool l_319_ = (0u < _e1363);
            uint l_320_ = uint(l_319_);
            uint l_321_ = (l_318_ - l_320_);
            l_mut_265_ = l_317_;
            l_mut_259_ = l_321_;
        }
        uint _e1367 = l_mut_265_;
        uint l_322_ = (l_14_ + _e1367);
        uint _e1369 = l_mut_259_;
        uint l_323_ = (l_17_ + _e1369);
        bool l_324_ = (l_322_ < l_14_);
        uint l_325_ = uint(l_324_);
        uint l_326_ = (l_323_ + l_325_);
        uint l_327_ = (l_322_ + 1u);
        uint l_328_ = (l_326_ + 0u);
        bool l_329_ = (l_327_ < l_322_);
        uint l_330_ = uint(l_329_);
        uint l_331_ = (l_328_ + l_330_);
        uint _e1381 = l_mut_92_;
        uint l_332_ = (l_54_ - _e1381);
        uint _e1383 = l_mut_86_;
        uint l_333_ = (l_57_ - _e1383);
        uint _e1385 = l_mut_92_;
        bool l_334_ = (l_54_ < _e1385);
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
        uint _e1418 = l_mut_135_;
        bool l_358_ = (_e1418 < l_351_);
        uint _e1420 = l_mut_135_;
        bool l_359_ = (_e1420 == l_351_);
        uint _e1422 = l_mut_141_;
        bool l_360_ = (_e1422 < l_347_);
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
            bool _e1437 = l_mut_364_;
            l_mut_357_ = _e1437;
            l_mut_364_ = false;
        }
        bool _e1439 = l_mut_364_;
        if (_e1439) {
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
            uint _e1454 = l_mut_80_;
            uint l_375_ = (_e1454 * l_374_);
            uint _e1456 = l_mut_80_;
            uint l_1332_ = (_e1456 & 65535u);
            uint _e1459 = l_mut_80_;
            uint l_1333_ = (_e1459 >> 16u);
            uint l_1334_ = (l_1333_ & 65535u);
            uint l_1335_ = (l_374_ & 65535u);
            uint l_1336_ = (l_374_ >> 16u);
            uint l_1337_ = (l_1336_ & 65535u);
            uint l_1338_ = (l_1332_ * l_1335_);
            uint l_1339_ = (l_1334_ * l_1335_);
            uint l_1340_ = (l_1332_ * l_1337_);
            uint l_1341_ = (l_1334_ * l_1337_);
            uint l_1342_ = (l_1338_ >> 16u);
            uint l_1343_ = (l_1342_ & 65535u);
            uint l_1344_ = (l_1339_ & 65535u);
            uint l_1345_ = (l_1343_ + l_1344_);
            uint l_1346_ = (l_1340_ & 65535u);
            uint l_1347_ = (l_1345_ + l_1346_);
            uint l_1348_ = (l_1339_ >> 16u);
            uint l_1349_ = (l_1348_ & 65535u);
            uint l_1350_ = (l_1341_ + l_1349_);
            uint l_1351_ = (l_1340_ >> 16u);
            uint l_1352_ = (l_1351_ & 65535u);
            uint l_1353_ = (l_1350_ + l_1352_);
            uint l_1354_ = (l_1347_ >> 16u);
            uint l_1355_ = (l_1354_ & 65535u);
            uint l_376_ = (l_1353_ + l_1355_);
            uint _e1499 = l_mut_65_;
            uint l_377_ = (_e1499 * l_374_);
            uint l_378_ = (l_376_ + l_377_);
            l_mut_30_ = 0u;
            uint l_379_ = (l_4_ - 1u);
            uint _e1505 = l_mut_80_;
            uint l_380_ = (_e1505 * l_379_);
            uint _e1507 = l_mut_65_;
            uint l_381_ = (_e1507 * l_379_);
            uint _e1509 = l_mut_80_;
            uint l_1357_ = (_e1509 & 65535u);
            uint _e1512 = l_mut_80_;
            uint l_1358_ = (_e1512 >> 16u);
            uint l_1359_ = (l_1358_ & 65535u);
            uint l_1360_ = (l_379_ & 65535u);
            uint l_1361_ = (l_379_ >> 16u);
            uint l_1362_ = (l_1361_ & 65535u);
            uint l_1363_ = (l_1357_ * l_1360_);
            uint l_1364_ = (l_1359_ * l_1360_);
            uint l_1365_ = (l_1357_ * l_1362_);
            uint l_1366_ = (l_1359_ * l_1362_);
            uint l_1367_ = (l_1363_ >> 16u);
            uint l_1368_ = (l_1367_ & 65535u);
            uint l_1369_ = (l_1364_ & 65535u);
            uint l_1370_ = (l_1368_ + l_1369_);
            uint l_1371_ = (l_1365_ & 65535u);
            uint l_1372_ = (l_1370_ + l_1371_);
            uint l_1373_ = (l_1364_ >> 16u);
            uint l_1374_ = (l_1373_ & 65535u);
            uint l_1375_ = (l_1366_ + l_1374_);
            uint l_1376_ = (l_1365_ >> 16u);
            uint l_1377_ = (l_1376_ & 65535u);
            uint l_1378_ = (l_1375_ + l_1377_);
            uint l_1379_ = (l_1372_ >> 16u);
            uint l_1380_ = (l_1379_ & 65535u);
            uint l_382_ = (l_1378_ + l_1380_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1553 = l_mut_65_;
            uint l_1382_ = (_e1553 & 65535u);
            uint _e1556 = l_mut_65_;
            uint l_1383_ = (_e1556 >> 16u);
            uint l_1384_ = (l_1383_ & 65535u);
            uint l_1385_ = (l_379_ & 65535u);
            uint l_1386_ = (l_379_ >> 16u);
            uint l_1387_ = (l_1386_ & 65535u);
            uint l_1388_ = (l_1382_ * l_1385_);
            uint l_1389_ = (l_1384_ * l_1385_);
            uint l_1390_ = (l_1382_ * l_1387_);
            uint l_1391_ = (l_1384_ * l_1387_);
            uint l_1392_ = (l_1388_ >> 16u);
            uint l_1393_ = (l_1392_ & 65535u);
            uint l_1394_ = (l_1389_ & 65535u);
            uint l_1395_ = (l_1393_ + l_1394_);
            uint l_1396_ = (l_1390_ & 65535u);
            uint l_1397_ = (l_1395_ + l_1396_);
            uint l_1398_ = (l_1389_ >> 16u);
            uint l_1399_ = (l_1398_ & 65535u);
            uint l_1400_ = (l_1391_ + l_1399_);
            uint l_1401_ = (l_1390_ >> 16u);
            uint l_1402_ = (l_1401_ & 65535u);
            uint l_1403_ = (l_1400_ + l_1402_);
            uint l_1404_ = (l_1397_ >> 16u);
            uint l_1405_ = (l_1404_ & 65535u);
            uint l_384_ = (l_1403_ + l_1405_);
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
            uint _e1614 = l_mut_389_;
            l_mut_401_ = _e1614;
            uint _e1615 = l_mut_395_;
            l_mut_389_ = _e1615;
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
                    uint _e1627 = l_mut_395_;
                    l_mut_401_ = _e1627;
                    l_mut_389_ = l_409_;
                }
            }
            uint _e1628 = l_mut_401_;
            uint _e1629 = l_mut_389_;
            uint l_410_ = (_e1628 | _e1629);
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
                        uint _e1664 = l_mut_65_;
                        bool l_429_ = (l_416_ < _e1664);
                        uint _e1666 = l_mut_65_;
                        bool l_430_ = (l_416_ == _e1666);
                        uint _e1668 = l_mut_80_;
                        bool l_431_ = (l_412_ < _e1668);
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
                            uint _e1681 = l_mut_65_;
                            bool l_436_ = (_e1681 < l_416_);
                            uint _e1683 = l_mut_65_;
                            bool l_437_ = (_e1683 == l_416_);
                            uint _e1685 = l_mut_80_;
                            bool l_438_ = (_e1685 < l_412_);
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
                                bool loop_init = true;
                                while(true) {
                                    if (!loop_init) {
                                        uint _e1792 = l_mut_449_;
                                        l_mut_449_ = (_e1792 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1707 = l_mut_449_;
                                    if ((_e1707 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1711 = l_mut_449_;
                                        uint l_450_ = (19u - _e1711);
                                        uint _e1713 = l_mut_446_;
                                        l_mut_451_ = _e1713;
                                        uint _e1714 = l_mut_447_;
                                        l_mut_452_ = _e1714;
                                        bool l_453_ = (l_450_ >= 32u);
                                        if (l_453_) {
                                            uint l_454_ = (l_450_ & 31u);
                                            uint _e1719 = l_mut_447_;
                                            uint l_455_ = (_e1719 >> l_454_);
                                            l_mut_451_ = l_455_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            bool l_456_ = (l_450_ > 0u);
                                            if (l_456_) {
                                                uint _e1724 = l_mut_446_;
                                                l_mut_457_ = _e1724;
                                                bool l_458_ = (l_450_ > 0u);
                                                if (l_458_) {
                                                    uint _e1727 = l_mut_446_;
                                                    uint l_459_ = (_e1727 >> l_450_);
                                                    uint l_460_ = (32u - l_450_);
                                                    uint _e1731 = l_mut_447_;
                                                    uint l_461_ = (_e1731 << l_460_);
                                                    uint l_462_ = (l_459_ | l_461_);
                                                    l_mut_457_ = l_462_;
                                                }
                                                uint _e1734 = l_mut_447_;
                                                uint l_463_ = (_e1734 >> l_450_);
                                                uint _e1736 = l_mut_457_;
                                                l_mut_451_ = _e1736;
                                                l_mut_452_ = l_463_;
                                            }
                                        }
                                        uint _e1737 = l_mut_452_;
                                        uint _e1738 = l_mut_65_;
                                        bool l_464_ = (_e1737 < _e1738);
                                        uint _e1740 = l_mut_452_;
                                        uint _e1741 = l_mut_65_;
                                        bool l_465_ = (_e1740 == _e1741);
                                        uint _e1743 = l_mut_451_;
                                        uint _e1744 = l_mut_80_;
                                        bool l_466_ = (_e1743 < _e1744);
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
                                            uint _e1756 = l_mut_80_;
                                            l_mut_457_ = _e1756;
                                            uint _e1757 = l_mut_65_;
                                            l_mut_452_ = _e1757;
                                            bool l_470_ = (l_450_ >= 32u);
                                            if (l_470_) {
                                                uint l_471_ = (l_450_ & 31u);
                                                uint _e1762 = l_mut_80_;
                                                uint l_472_ = (_e1762 << l_471_);
                                                l_mut_457_ = 0u;
                                                l_mut_452_ = l_472_;
                                            } else {
                                                bool l_473_ = (l_450_ > 0u);
                                                if (l_473_) {
                                                    uint _e1767 = l_mut_80_;
                                                    uint l_474_ = (_e1767 << l_450_);
                                                    uint _e1769 = l_mut_65_;
                                                    uint l_475_ = (_e1769 << l_450_);
                                                    uint l_476_ = (32u - l_450_);
                                                    uint _e1773 = l_mut_80_;
                                                    uint l_477_ = (_e1773 >> l_476_);
                                                    uint l_478_ = (l_475_ | l_477_);
                                                    l_mut_457_ = l_474_;
                                                    l_mut_452_ = l_478_;
                                                }
                                            }
                                            uint _e1776 = l_mut_446_;
                                            uint _e1777 = l_mut_457_;
                                            uint l_479_ = (_e1776 - _e1777);
                                            uint _e1779 = l_mut_447_;
                                            uint _e1780 = l_mut_452_;
                                            uint l_480_ = (_e1779 - _e1780);
                                            uint _e1782 = l_mut_446_;
                                            uint _e1783 = l_mut_457_;
                                            bool l_481_ = (_e1782 < _e1783);
                                            uint l_482_ = uint(l_481_);
                                            uint l_483_ = (l_480_ - l_482_);
                                            l_mut_446_ = l_479_;
                                            l_mut_447_ = l_483_;
                                            uint l_484_ = (1u << l_450_);
                                            uint _e1789 = l_mut_448_;
                                            l_mut_448_ = (_e1789 | l_484_);
                                        }
                                    }
                                }
                                uint _e1794 = l_mut_448_;
                                uint l_485_ = min(_e1794, l_427_);
                                l_mut_457_ = l_485_;
                                uint _e1796 = l_mut_447_;
                                uint _e1797 = l_mut_65_;
                                bool l_486_ = (_e1796 < _e1797);
                                uint _e1799 = l_mut_447_;
                                uint _e1800 = l_mut_65_;
                                bool l_487_ = (_e1799 == _e1800);
                                uint _e1802 = l_mut_446_;
                                uint _e1803 = l_mut_80_;
                                bool l_488_ = (_e1802 < _e1803);
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
                                uint _e1815 = l_mut_457_;
                                l_mut_435_ = _e1815;
                            }
                            uint _e1816 = l_mut_80_;
                            uint _e1817 = l_mut_435_;
                            uint l_492_ = (_e1816 * _e1817);
                            uint _e1819 = l_mut_80_;
                            uint l_1407_ = (_e1819 & 65535u);
                            uint _e1822 = l_mut_80_;
                            uint l_1408_ = (_e1822 >> 16u);
                            uint l_1409_ = (l_1408_ & 65535u);
                            uint _e1827 = l_mut_435_;
                            uint l_1410_ = (_e1827 & 65535u);
                            uint _e1830 = l_mut_435_;
                            uint l_1411_ = (_e1830 >> 16u);
                            uint l_1412_ = (l_1411_ & 65535u);
                            uint l_1413_ = (l_1407_ * l_1410_);
                            uint l_1414_ = (l_1409_ * l_1410_);
                            uint l_1415_ = (l_1407_ * l_1412_);
                            uint l_1416_ = (l_1409_ * l_1412_);
                            uint l_1417_ = (l_1413_ >> 16u);
                            uint l_1418_ = (l_1417_ & 65535u);
                            uint l_1419_ = (l_1414_ & 65535u);
                            uint l_1420_ = (l_1418_ + l_1419_);
                            uint l_1421_ = (l_1415_ & 65535u);
                            uint l_1422_ = (l_1420_ + l_1421_);
                            uint l_1423_ = (l_1414_ >> 16u);
                            uint l_1424_ = (l_1423_ & 65535u);
                            uint l_1425_ = (l_1416_ + l_1424_);
                            uint l_1426_ = (l_1415_ >> 16u);
                            uint l_1427_ = (l_1426_ & 65535u);
                            uint l_1428_ = (l_1425_ + l_1427_);
                            uint l_1429_ = (l_1422_ >> 16u);
                            uint l_1430_ = (l_1429_ & 65535u);
                            uint l_493_ = (l_1428_ + l_1430_);
                            uint _e1864 = l_mut_65_;
                            uint _e1865 = l_mut_435_;
                            uint l_494_ = (_e1864 * _e1865);
                            uint l_495_ = (l_493_ + l_494_);
                            uint l_496_ = (l_412_ - l_492_);
                            uint l_497_ = (l_416_ - l_495_);
                            bool l_498_ = (l_412_ < l_492_);
                            uint l_499_ = uint(l_498_);
                            uint l_500_ = (l_497_ - l_499_);
                            l_mut_389_ = l_496_;
                            l_mut_428_ = l_500_;
                            uint _e1873 = l_mut_428_;
                            uint _e1874 = l_mut_65_;
                            bool l_501_ = (_e1873 < _e1874);
                            uint _e1876 = l_mut_428_;
                            uint _e1877 = l_mut_65_;
                            bool l_502_ = (_e1876 == _e1877);
                            uint _e1879 = l_mut_389_;
                            uint _e1880 = l_mut_80_;
                            bool l_503_ = (_e1879 < _e1880);
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
                                uint _e1892 = l_mut_389_;
                                uint _e1893 = l_mut_80_;
                                uint l_507_ = (_e1892 - _e1893);
                                uint _e1895 = l_mut_428_;
                                uint _e1896 = l_mut_65_;
                                uint l_508_ = (_e1895 - _e1896);
                                uint _e1898 = l_mut_389_;
                                uint _e1899 = l_mut_80_;
                                bool l_509_ = (_e1898 < _e1899);
                                uint l_510_ = uint(l_509_);
                                uint l_511_ = (l_508_ - l_510_);
                                l_mut_389_ = l_507_;
                                l_mut_428_ = l_511_;
                            }
                        }
                        uint _e1903 = l_mut_80_;
                        uint _e1904 = l_mut_389_;
                        uint l_512_ = (_e1903 - _e1904);
                        uint _e1906 = l_mut_65_;
                        uint _e1907 = l_mut_428_;
                        uint l_513_ = (_e1906 - _e1907);
                        uint _e1909 = l_mut_80_;
                        uint _e1910 = l_mut_389_;
                        bool l_514_ = (_e1909 < _e1910);
                        uint l_515_ = uint(l_514_);
                        uint l_516_ = (l_513_ - l_515_);
                        l_mut_457_ = l_512_;
                        l_mut_452_ = l_516_;
                        uint _e1914 = l_mut_65_;
                        bool l_517_ = (l_516_ < _e1914);
                        uint _e1916 = l_mut_65_;
                        bool l_518_ = (l_516_ == _e1916);
                        uint _e1918 = l_mut_80_;
                        bool l_519_ = (l_512_ < _e1918);
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
                            uint _e1930 = l_mut_80_;
                            uint l_523_ = (l_512_ - _e1930);
                            uint _e1932 = l_mut_65_;
                            uint l_524_ = (l_516_ - _e1932);
                            uint _e1934 = l_mut_80_;
                            bool l_525_ = (l_512_ < _e1934);
                            uint l_526_ = uint(l_525_);
                            uint l_527_ = (l_524_ - l_526_);
                            l_mut_457_ = l_523_;
                            l_mut_452_ = l_527_;
                        }
                        uint _e1938 = l_mut_452_;
                        uint _e1939 = l_mut_395_;
                        bool l_528_ = (_e1938 < _e1939);
                        uint _e1941 = l_mut_452_;
                        uint _e1942 = l_mut_395_;
                        bool l_529_ = (_e1941 == _e1942);
                        uint _e1944 = l_mut_457_;
                        uint _e1945 = l_mut_401_;
                        bool l_530_ = (_e1944 < _e1945);
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
                            uint _e1956 = l_mut_457_;
                            l_mut_401_ = _e1956;
                            uint _e1957 = l_mut_452_;
                            l_mut_395_ = _e1957;
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
                        uint _e1977 = l_mut_65_;
                        bool l_544_ = (l_341_ < _e1977);
                        uint _e1979 = l_mut_65_;
                        bool l_545_ = (l_341_ == _e1979);
                        uint _e1981 = l_mut_80_;
                        bool l_546_ = (l_337_ < _e1981);
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
                            uint _e1994 = l_mut_65_;
                            bool l_550_ = (_e1994 < l_341_);
                            uint _e1996 = l_mut_65_;
                            bool l_551_ = (_e1996 == l_341_);
                            uint _e1998 = l_mut_80_;
                            bool l_552_ = (_e1998 < l_337_);
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
                                bool loop_init_1 = true;
                                while(true) {
                                    if (!loop_init_1) {
                                        uint _e2105 = l_mut_560_;
                                        l_mut_560_ = (_e2105 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2020 = l_mut_560_;
                                    if ((_e2020 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2024 = l_mut_560_;
                                        uint l_561_ = (19u - _e2024);
                                        uint _e2026 = l_mut_448_;
                                        l_mut_435_ = _e2026;
                                        uint _e2027 = l_mut_447_;
                                        l_mut_428_ = _e2027;
                                        bool l_562_ = (l_561_ >= 32u);
                                        if (l_562_) {
                                            uint l_563_ = (l_561_ & 31u);
                                            uint _e2032 = l_mut_447_;
                                            uint l_564_ = (_e2032 >> l_563_);
                                            l_mut_435_ = l_564_;
                                            l_mut_428_ = 0u;
                                        } else {
                                            bool l_565_ = (l_561_ > 0u);
                                            if (l_565_) {
                                                uint _e2037 = l_mut_448_;
                                                l_mut_389_ = _e2037;
                                                bool l_566_ = (l_561_ > 0u);
                                                if (l_566_) {
                                                    uint _e2040 = l_mut_448_;
                                                    uint l_567_ = (_e2040 >> l_561_);
                                                    uint l_568_ = (32u - l_561_);
                                                    uint _e2044 = l_mut_447_;
                                                    uint l_569_ = (_e2044 << l_568_);
                                                    uint l_570_ = (l_567_ | l_569_);
                                                    l_mut_389_ = l_570_;
                                                }
                                                uint _e2047 = l_mut_447_;
                                                uint l_571_ = (_e2047 >> l_561_);
                                                uint _e2049 = l_mut_389_;
                                                l_mut_435_ = _e2049;
                                                l_mut_428_ = l_571_;
                                            }
                                        }
                                        uint _e2050 = l_mut_428_;
                                        uint _e2051 = l_mut_65_;
                                        bool l_572_ = (_e2050 < _e2051);
                                        uint _e2053 = l_mut_428_;
                                        uint _e2054 = l_mut_65_;
                                        bool l_573_ = (_e2053 == _e2054);
                                        uint _e2056 = l_mut_435_;
                                        uint _e2057 = l_mut_80_;
                                        bool l_574_ = (_e2056 < _e2057);
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
                                            uint _e2069 = l_mut_80_;
                                            l_mut_435_ = _e2069;
                                            uint _e2070 = l_mut_65_;
                                            l_mut_428_ = _e2070;
                                            bool l_578_ = (l_561_ >= 32u);
                                            if (l_578_) {
                                                uint l_579_ = (l_561_ & 31u);
                                                uint _e2075 = l_mut_80_;
                                                uint l_580_ = (_e2075 << l_579_);
                                                l_mut_435_ = 0u;
                                                l_mut_428_ = l_580_;
                                            } else {
                                                bool l_581_ = (l_561_ > 0u);
                                                if (l_581_) {
                                                    uint _e2080 = l_mut_80_;
                                                    uint l_582_ = (_e2080 << l_561_);
                                                    uint _e2082 = l_mut_65_;
                                                    uint l_583_ = (_e2082 << l_561_);
                                                    uint l_584_ = (32u - l_561_);
                                                    uint _e2086 = l_mut_80_;
                                                    uint l_585_ = (_e2086 >> l_584_);
                                                    uint l_586_ = (l_583_ | l_585_);
                                                    l_mut_435_ = l_582_;
                                                    l_mut_428_ = l_586_;
                                                }
                                            }
                                            uint _e2089 = l_mut_448_;
                                            uint _e2090 = l_mut_435_;
                                            uint l_587_ = (_e2089 - _e2090);
                                            uint _e2092 = l_mut_447_;
                                            uint _e2093 = l_mut_428_;
                                            uint l_588_ = (_e2092 - _e2093);
                                            uint _e2095 = l_mut_448_;
                                            uint _e2096 = l_mut_435_;
                                            bool l_589_ = (_e2095 < _e2096);
                                            uint l_590_ = uint(l_589_);
                                            uint l_591_ = (l_588_ - l_590_);
                                            l_mut_448_ = l_587_;
                                            l_mut_447_ = l_591_;
                                            uint l_592_ = (1u << l_561_);
                                            uint _e2102 = l_mut_446_;
                                            l_mut_446_ = (_e2102 | l_592_);
                                        }
                                    }
                                }
                                uint _e2107 = l_mut_446_;
                                uint l_593_ = min(_e2107, l_543_);
                                l_mut_446_ = l_593_;
                                uint _e2109 = l_mut_447_;
                                uint _e2110 = l_mut_65_;
                                bool l_594_ = (_e2109 < _e2110);
                                uint _e2112 = l_mut_447_;
                                uint _e2113 = l_mut_65_;
                                bool l_595_ = (_e2112 == _e2113);
                                uint _e2115 = l_mut_448_;
                                uint _e2116 = l_mut_80_;
                                bool l_596_ = (_e2115 < _e2116);
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
                                uint _e2128 = l_mut_446_;
                                l_mut_451_ = _e2128;
                            }
                            uint _e2129 = l_mut_80_;
                            uint _e2130 = l_mut_451_;
                            uint l_600_ = (_e2129 * _e2130);
                            uint _e2132 = l_mut_80_;
                            uint l_1432_ = (_e2132 & 65535u);
                            uint _e2135 = l_mut_80_;
                            uint l_1433_ = (_e2135 >> 16u);
                            uint l_1434_ = (l_1433_ & 65535u);
                            uint _e2140 = l_mut_451_;
                            uint l_1435_ = (_e2140 & 65535u);
                            uint _e2143 = l_mut_451_;
                            uint l_1436_ = (_e2143 >> 16u);
                            uint l_1437_ = (l_1436_ & 65535u);
                            uint l_1438_ = (l_1432_ * l_1435_);
                            uint l_1439_ = (l_1434_ * l_1435_);
                            uint l_1440_ = (l_1432_ * l_1437_);
                            uint l_1441_ = (l_1434_ * l_1437_);
                            uint l_1442_ = (l_1438_ >> 16u);
                            uint l_1443_ = (l_1442_ & 65535u);
                            uint l_1444_ = (l_1439_ & 65535u);
                            uint l_1445_ = (l_1443_ + l_1444_);
                            uint l_1446_ = (l_1440_ & 65535u);
                            uint l_1447_ = (l_1445_ + l_1446_);
                            uint l_1448_ = (l_1439_ >> 16u);
                            uint l_1449_ = (l_1448_ & 65535u);
                            uint l_1450_ = (l_1441_ + l_1449_);
                            uint l_1451_ = (l_1440_ >> 16u);
                            uint l_1452_ = (l_1451_ & 65535u);
                            uint l_1453_ = (l_1450_ + l_1452_);
                            uint l_1454_ = (l_1447_ >> 16u);
                            uint l_1455_ = (l_1454_ & 65535u);
                            uint l_601_ = (l_1453_ + l_1455_);
                            uint _e2177 = l_mut_65_;
                            uint _e2178 = l_mut_451_;
                            uint l_602_ = (_e2177 * _e2178);
                            uint l_603_ = (l_601_ + l_602_);
                            uint l_604_ = (l_337_ - l_600_);
                            uint l_605_ = (l_341_ - l_603_);
                            bool l_606_ = (l_337_ < l_600_);
                            uint l_607_ = uint(l_606_);
                            uint l_608_ = (l_605_ - l_607_);
                            l_mut_457_ = l_604_;
                            l_mut_452_ = l_608_;
                            uint _e2186 = l_mut_452_;
                            uint _e2187 = l_mut_65_;
                            bool l_609_ = (_e2186 < _e2187);
                            uint _e2189 = l_mut_452_;
                            uint _e2190 = l_mut_65_;
                            bool l_610_ = (_e2189 == _e2190);
                            uint _e2192 = l_mut_457_;
                            uint _e2193 = l_mut_80_;
                            bool l_611_ = (_e2192 < _e2193);
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
                                uint _e2205 = l_mut_457_;
                                uint _e2206 = l_mut_80_;
                                uint l_615_ = (_e2205 - _e2206);
                                uint _e2208 = l_mut_452_;
                                uint _e2209 = l_mut_65_;
                                uint l_616_ = (_e2208 - _e2209);
                                uint _e2211 = l_mut_457_;
                                uint _e2212 = l_mut_80_;
                                bool l_617_ = (_e2211 < _e2212);
                                uint l_618_ = uint(l_617_);
                                uint l_619_ = (l_616_ - l_618_);
                                l_mut_457_ = l_615_;
                                l_mut_452_ = l_619_;
                            }
                        }
                        uint _e2216 = l_mut_452_;
                        uint _e2217 = l_mut_395_;
                        bool l_620_ = (_e2216 < _e2217);
                        uint _e2219 = l_mut_452_;
                        uint _e2220 = l_mut_395_;
                        bool l_621_ = (_e2219 == _e2220);
                        uint _e2222 = l_mut_457_;
                        uint _e2223 = l_mut_401_;
                        bool l_622_ = (_e2222 < _e2223);
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
                            uint _e2234 = l_mut_457_;
                            l_mut_401_ = _e2234;
                            uint _e2235 = l_mut_452_;
                            l_mut_395_ = _e2235;
                        }
                    }
                }
                uint _e2236 = l_mut_395_;
                bool l_625_ = (_e2236 < l_351_);
                uint _e2238 = l_mut_395_;
                bool l_626_ = (_e2238 == l_351_);
                uint _e2240 = l_mut_401_;
                bool l_627_ = (_e2240 < l_347_);
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
            uint _e2255 = l_mut_30_;
            bool l_633_ = (_e2255 > 0u);
            if (l_633_) {
                uint _e2258 = l_mut_30_;
                bool l_634_ = (_e2258 == 1u);
                l_mut_357_ = l_634_;
                l_mut_364_ = false;
            }
        }
        l_mut_635_ = false;
        while(true) {
            bool _e2263 = l_mut_364_;
            bool l_636_ = !(_e2263);
            if (l_636_) {
                break;
            }
            uint _e2265 = l_mut_265_;
            l_mut_457_ = _e2265;
            uint _e2266 = l_mut_259_;
            l_mut_452_ = _e2266;
            bool _e2267 = l_mut_635_;
            if (_e2267) {
                uint _e2268 = l_mut_209_;
                l_mut_457_ = _e2268;
                uint _e2269 = l_mut_203_;
                l_mut_452_ = _e2269;
            }
            uint _e2270 = l_mut_135_;
            uint _e2271 = l_mut_452_;
            bool l_637_ = (_e2270 < _e2271);
            uint _e2273 = l_mut_135_;
            uint _e2274 = l_mut_452_;
            bool l_638_ = (_e2273 == _e2274);
            uint _e2276 = l_mut_141_;
            uint _e2277 = l_mut_457_;
            bool l_639_ = (_e2276 < _e2277);
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
            bool l_642_ = !(l_641_);
            bool _e2289 = l_mut_635_;
            bool l_643_ = (l_642_ != _e2289);
            if (l_643_) {
                uint _e2291 = l_mut_265_;
                l_mut_457_ = _e2291;
                uint _e2292 = l_mut_259_;
                l_mut_452_ = _e2292;
                uint _e2293 = l_mut_209_;
                l_mut_265_ = _e2293;
                uint _e2294 = l_mut_203_;
                l_mut_259_ = _e2294;
                uint _e2295 = l_mut_457_;
                l_mut_209_ = _e2295;
                uint _e2296 = l_mut_452_;
                l_mut_203_ = _e2296;
                uint _e2297 = l_mut_92_;
                l_mut_457_ = _e2297;
                uint _e2298 = l_mut_86_;
                l_mut_92_ = _e2298;
                uint _e2299 = l_mut_457_;
                l_mut_86_ = _e2299;
                l_mut_635_ = l_642_;
            }
            uint _e2300 = l_mut_265_;
            uint _e2301 = l_mut_141_;
            uint l_644_ = (_e2300 - _e2301);
            uint _e2303 = l_mut_259_;
            uint _e2304 = l_mut_135_;
            uint l_645_ = (_e2303 - _e2304);
            uint _e2306 = l_mut_265_;
            uint _e2307 = l_mut_141_;
            bool l_646_ = (_e2306 < _e2307);
            uint l_647_ = uint(l_646_);
            uint l_648_ = (l_645_ - l_647_);
            l_mut_457_ = l_644_;
            l_mut_452_ = l_648_;
            bool _e2311 = l_mut_635_;
            if (_e2311) {
                uint _e2312 = l_mut_141_;
                uint l_649_ = (_e2312 - l_347_);
                uint _e2314 = l_mut_135_;
                uint l_650_ = (_e2314 - l_351_);
                uint _e2316 = l_mut_141_;
                bool l_651_ = (_e2316 < l_347_);
                uint l_652_ = uint(l_651_);
                uint l_653_ = (l_650_ - l_652_);
                l_mut_457_ = l_649_;
                l_mut_452_ = l_653_;
            }
            uint _e2320 = l_mut_265_;
            l_mut_451_ = _e2320;
            uint _e2321 = l_mut_259_;
            l_mut_448_ = _e2321;
            uint _e2322 = l_mut_452_;
            uint _e2323 = l_mut_259_;
            bool l_654_ = (_e2322 < _e2323);
            uint _e2325 = l_mut_452_;
            uint _e2326 = l_mut_259_;
            bool l_655_ = (_e2325 == _e2326);
            uint _e2328 = l_mut_457_;
            uint _e2329 = l_mut_265_;
            bool l_656_ = (_e2328 < _e2329);
            if (l_655_) {
                local_42 = l_656_;
            } else {
                local_42 = false;
            }
            bool l_657_ = local_42;
            if (!(l_654_)) {
                local_43 = l_657_;
            } else {
                local_43 = true;
            }
            bool l_658_ = local_43;
            if (l_658_) {
                uint _e2340 = l_mut_457_;
                l_mut_451_ = _e2340;
                uint _e2341 = l_mut_452_;
                l_mut_448_ = _e2341;
            }
            l_mut_659_ = false;
            uint _e2343 = l_mut_451_;
            l_mut_457_ = _e2343;
            uint _e2344 = l_mut_448_;
            l_mut_452_ = _e2344;
            if (false) {
                uint _e2347 = l_mut_448_;
                uint l_662_ = (_e2347 >> 3u);
                l_mut_457_ = l_662_;
                l_mut_452_ = 0u;
            } else {
                if (true) {
                    uint _e2351 = l_mut_451_;
                    l_mut_447_ = _e2351;
                    if (true) {
                        uint _e2353 = l_mut_451_;
                        uint l_665_ = (_e2353 >> 3u);
                        uint _e2356 = l_mut_448_;
                        uint l_666_ = (_e2356 << 29u);
                        uint l_667_ = (l_665_ | l_666_);
                        l_mut_447_ = l_667_;
                    }
                    uint _e2360 = l_mut_448_;
                    uint l_668_ = (_e2360 >> 3u);
                    uint _e2363 = l_mut_447_;
                    l_mut_457_ = _e2363;
                    l_mut_452_ = l_668_;
                }
            }
            uint _e2364 = l_mut_452_;
            uint _e2365 = l_mut_203_;
            bool l_669_ = (_e2364 < _e2365);
            uint _e2367 = l_mut_452_;
            uint _e2368 = l_mut_203_;
            bool l_670_ = (_e2367 == _e2368);
            uint _e2370 = l_mut_457_;
            uint _e2371 = l_mut_209_;
            bool l_671_ = (_e2370 < _e2371);
            if (l_670_) {
                local_44 = l_671_;
            } else {
                local_44 = false;
            }
            bool l_672_ = local_44;
            if (!(l_669_)) {
                local_45 = l_672_;
            } else {
                local_45 = true;
            }
            bool l_673_ = local_45;
            bool l_674_ = !(l_673_);
            l_mut_659_ = l_674_;
            l_mut_457_ = 0u;
            uint _e2384 = l_mut_209_;
            uint _e2385 = l_mut_203_;
            uint l_675_ = (_e2384 | _e2385);
            bool l_676_ = (l_675_ == 0u);
            bool l_677_ = !(l_676_);
            bool _e2390 = l_mut_659_;
            if (_e2390) {
                local_46 = l_677_;
            } else {
                local_46 = false;
            }
            bool l_678_ = local_46;
            uint _e2395 = l_mut_203_;
            uint _e2396 = l_mut_448_;
            bool l_679_ = (_e2395 < _e2396);
            uint _e2398 = l_mut_203_;
            uint _e2399 = l_mut_448_;
            bool l_680_ = (_e2398 == _e2399);
            uint _e2401 = l_mut_209_;
            uint _e2402 = l_mut_451_;
            bool l_681_ = (_e2401 < _e2402);
            if (l_680_) {
                local_47 = l_681_;
            } else {
                local_47 = false;
            }
            bool l_682_ = local_47;
            if (!(l_679_)) {
                local_48 = l_682_;
            } else {
                local_48 = true;
            }
            bool l_683_ = local_48;
            if (l_678_) {
                local_49 = l_683_;
            } else {
                local_49 = false;
            }
            bool l_684_ = local_49;
            uint _e2417 = l_mut_92_;
            uint _e2418 = l_mut_86_;
            uint l_685_ = (_e2417 + _e2418);
            bool l_686_ = (l_685_ < l_4_);
            if (l_684_) {
                local_50 = l_686_;
            } else {
                local_50 = false;
            }
            bool l_687_ = local_50;
            if (l_687_) {
                uint _e2425 = l_mut_92_;
                uint l_688_ = (l_4_ - _e2425);
                uint _e2427 = l_mut_86_;
                uint l_689_ = (l_688_ - _e2427);
                uint _e2429 = l_mut_92_;
                uint l_690_ = (l_689_ / _e2429);
                uint _e2431 = l_mut_451_;
                uint l_691_ = (_e2431 - 1u);
                uint _e2434 = l_mut_448_;
                uint l_692_ = (_e2434 - 0u);
                uint _e2437 = l_mut_451_;
                bool l_693_ = (_e2437 < 1u);
                uint l_694_ = uint(l_693_);
                uint l_695_ = (l_692_ - l_694_);
                l_mut_452_ = l_691_;
                l_mut_451_ = l_695_;
                l_mut_448_ = 0u;
                l_mut_696_ = 0u;
                bool loop_init_2 = true;
                while(true) {
                    if (!loop_init_2) {
                        uint _e2530 = l_mut_696_;
                        l_mut_696_ = (_e2530 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2445 = l_mut_696_;
                    if ((_e2445 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2449 = l_mut_696_;
                        uint l_697_ = (19u - _e2449);
                        uint _e2451 = l_mut_452_;
                        l_mut_447_ = _e2451;
                        uint _e2452 = l_mut_451_;
                        l_mut_446_ = _e2452;
                        bool l_698_ = (l_697_ >= 32u);
                        if (l_698_) {
                            uint l_699_ = (l_697_ & 31u);
                            uint _e2457 = l_mut_451_;
                            uint l_700_ = (_e2457 >> l_699_);
                            l_mut_447_ = l_700_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_701_ = (l_697_ > 0u);
                            if (l_701_) {
                                uint _e2462 = l_mut_452_;
                                l_mut_435_ = _e2462;
                                bool l_702_ = (l_697_ > 0u);
                                if (l_702_) {
                                    uint _e2465 = l_mut_452_;
                                    uint l_703_ = (_e2465 >> l_697_);
                                    uint l_704_ = (32u - l_697_);
                                    uint _e2469 = l_mut_451_;
                                    uint l_705_ = (_e2469 << l_704_);
                                    uint l_706_ = (l_703_ | l_705_);
                                    l_mut_435_ = l_706_;
                                }
                                uint _e2472 = l_mut_451_;
                                uint l_707_ = (_e2472 >> l_697_);
                                uint _e2474 = l_mut_435_;
                                l_mut_447_ = _e2474;
                                l_mut_446_ = l_707_;
                            }
                        }
                        uint _e2475 = l_mut_446_;
                        uint _e2476 = l_mut_203_;
                        bool l_708_ = (_e2475 < _e2476);
                        uint _e2478 = l_mut_446_;
                        uint _e2479 = l_mut_203_;
                        bool l_709_ = (_e2478 == _e2479);
                        uint _e2481 = l_mut_447_;
                        uint _e2482 = l_mut_209_;
                        bool l_710_ = (_e2481 < _e2482);
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
                            uint _e2494 = l_mut_209_;
                            l_mut_447_ = _e2494;
                            uint _e2495 = l_mut_203_;
                            l_mut_446_ = _e2495;
                            bool l_714_ = (l_697_ >= 32u);
                            if (l_714_) {
                                uint l_715_ = (l_697_ & 31u);
                                uint _e2500 = l_mut_209_;
                                uint l_716_ = (_e2500 << l_715_);
                                l_mut_447_ = 0u;
                                l_mut_446_ = l_716_;
                            } else {
                                bool l_717_ = (l_697_ > 0u);
                                if (l_717_) {
                                    uint _e2505 = l_mut_209_;
                                    uint l_718_ = (_e2505 << l_697_);
                                    uint _e2507 = l_mut_203_;
                                    uint l_719_ = (_e2507 << l_697_);
                                    uint l_720_ = (32u - l_697_);
                                    uint _e2511 = l_mut_209_;
                                    uint l_721_ = (_e2511 >> l_720_);
                                    uint l_722_ = (l_719_ | l_721_);
                                    l_mut_447_ = l_718_;
                                    l_mut_446_ = l_722_;
                                }
                            }
                            uint _e2514 = l_mut_452_;
                            uint _e2515 = l_mut_447_;
                            uint l_723_ = (_e2514 - _e2515);
                            uint _e2517 = l_mut_451_;
                            uint _e2518 = l_mut_446_;
                            uint l_724_ = (_e2517 - _e2518);
                            uint _e2520 = l_mut_452_;
                            uint _e2521 = l_mut_447_;
                            bool l_725_ = (_e2520 < _e2521);
                            uint l_726_ = uint(l_725_);
                            uint l_727_ = (l_724_ - l_726_);
                            l_mut_452_ = l_723_;
                            l_mut_451_ = l_727_;
                            uint l_728_ = (1u << l_697_);
                            uint _e2527 = l_mut_448_;
                            l_mut_448_ = (_e2527 | l_728_);
                        }
                    }
                }
                uint _e2532 = l_mut_448_;
                uint l_729_ = min(_e2532, l_690_);
                l_mut_448_ = l_729_;
                uint _e2534 = l_mut_451_;
                uint _e2535 = l_mut_203_;
                bool l_730_ = (_e2534 < _e2535);
                uint _e2537 = l_mut_451_;
                uint _e2538 = l_mut_203_;
                bool l_731_ = (_e2537 == _e2538);
                uint _e2540 = l_mut_452_;
                uint _e2541 = l_mut_209_;
                bool l_732_ = (_e2540 < _e2541);
                if (l_731_) {
                    local_53 = l_732_;
                } else {
                    local_53 = false;
                }
                bool l_733_ = local_53;
                if (!(l_730_)) {
                    local_54 = l_733_;
                } else {
                    local_54 = true;
                }
                bool l_734_ = local_54;
                bool l_735_ = !(l_734_);
                if (l_735_) {
                    l_mut_448_ = l_690_;
                }
                uint _e2553 = l_mut_448_;
                l_mut_457_ = _e2553;
            }
            uint _e2554 = l_mut_265_;
            l_mut_452_ = _e2554;
            uint _e2555 = l_mut_259_;
            l_mut_451_ = _e2555;
            uint _e2556 = l_mut_209_;
            l_mut_448_ = _e2556;
            uint _e2557 = l_mut_203_;
            l_mut_447_ = _e2557;
            uint _e2558 = l_mut_92_;
            l_mut_446_ = _e2558;
            uint _e2559 = l_mut_86_;
            l_mut_435_ = _e2559;
            uint _e2560 = l_mut_141_;
            l_mut_428_ = _e2560;
            uint _e2561 = l_mut_135_;
            l_mut_401_ = _e2561;
            l_mut_395_ = 0u;
            uint _e2563 = l_mut_457_;
            bool l_736_ = (_e2563 > 0u);
            if (l_736_) {
                uint _e2566 = l_mut_209_;
                uint _e2567 = l_mut_457_;
                uint l_737_ = (_e2566 * _e2567);
                uint _e2569 = l_mut_209_;
                uint l_1457_ = (_e2569 & 65535u);
                uint _e2572 = l_mut_209_;
                uint l_1458_ = (_e2572 >> 16u);
                uint l_1459_ = (l_1458_ & 65535u);
                uint _e2577 = l_mut_457_;
                uint l_1460_ = (_e2577 & 65535u);
                uint _e2580 = l_mut_457_;
                uint l_1461_ = (_e2580 >> 16u);
                uint l_1462_ = (l_1461_ & 65535u);
                uint l_1463_ = (l_1457_ * l_1460_);
                uint l_1464_ = (l_1459_ * l_1460_);
                uint l_1465_ = (l_1457_ * l_1462_);
                uint l_1466_ = (l_1459_ * l_1462_);
                uint l_1467_ = (l_1463_ >> 16u);
                uint l_1468_ = (l_1467_ & 65535u);
                uint l_1469_ = (l_1464_ & 65535u);
                uint l_1470_ = (l_1468_ + l_1469_);
                uint l_1471_ = (l_1465_ & 65535u);
                uint l_1472_ = (l_1470_ + l_1471_);
                uint l_1473_ = (l_1464_ >> 16u);
                uint l_1474_ = (l_1473_ & 65535u);
                uint l_1475_ = (l_1466_ + l_1474_);
                uint l_1476_ = (l_1465_ >> 16u);
                uint l_1477_ = (l_1476_ & 65535u);
                uint l_1478_ = (l_1475_ + l_1477_);
                uint l_1479_ = (l_1472_ >> 16u);
                uint l_1480_ = (l_1479_ & 65535u);
                uint l_738_ = (l_1478_ + l_1480_);
                uint _e2614 = l_mut_203_;
                uint _e2615 = l_mut_457_;
                uint l_739_ = (_e2614 * _e2615);
                uint l_740_ = (l_738_ + l_739_);
                bool _e2618 = l_mut_635_;
                if (_e2618) {
                    uint _e2619 = l_mut_141_;
                    uint l_741_ = (_e2619 - l_737_);
                    uint _e2621 = l_mut_135_;
                    uint l_742_ = (_e2621 - l_740_);
                    uint _e2623 = l_mut_141_;
                    bool l_743_ = (_e2623 < l_737_);
                    uint l_744_ = uint(l_743_);
                    uint l_745_ = (l_742_ - l_744_);
                    l_mut_428_ = l_741_;
                    l_mut_401_ = l_745_;
                }
                uint _e2627 = l_mut_265_;
                uint l_746_ = (_e2627 - l_737_);
                uint _e2629 = l_mut_259_;
                uint l_747_ = (_e2629 - l_740_);
                uint _e2631 = l_mut_265_;
                bool l_748_ = (_e2631 < l_737_);
                uint l_749_ = uint(l_748_);
                uint l_750_ = (l_747_ - l_749_);
                l_mut_452_ = l_746_;
                l_mut_451_ = l_750_;
                uint _e2635 = l_mut_457_;
                uint _e2636 = l_mut_92_;
                uint l_751_ = (_e2635 * _e2636);
                uint _e2638 = l_mut_86_;
                uint l_752_ = (_e2638 + l_751_);
                l_mut_435_ = l_752_;
            } else {
                bool _e2640 = l_mut_635_;
                if (_e2640) {
                    uint _e2641 = l_mut_141_;
                    uint _e2642 = l_mut_209_;
                    uint l_753_ = (_e2641 - _e2642);
                    uint _e2644 = l_mut_135_;
                    uint _e2645 = l_mut_203_;
                    uint l_754_ = (_e2644 - _e2645);
                    uint _e2647 = l_mut_141_;
                    uint _e2648 = l_mut_209_;
                    bool l_755_ = (_e2647 < _e2648);
                    uint l_756_ = uint(l_755_);
                    uint l_757_ = (l_754_ - l_756_);
                    l_mut_428_ = l_753_;
                    l_mut_401_ = l_757_;
                    uint _e2652 = l_mut_401_;
                    bool l_758_ = (_e2652 < l_351_);
                    uint _e2654 = l_mut_401_;
                    bool l_759_ = (_e2654 == l_351_);
                    uint _e2656 = l_mut_428_;
                    bool l_760_ = (_e2656 < l_347_);
                    if (l_759_) {
                        local_55 = l_760_;
                    } else {
                        local_55 = false;
                    }
                    bool l_761_ = local_55;
                    if (!(l_758_)) {
                        local_56 = l_761_;
                    } else {
                        local_56 = true;
                    }
                    bool l_762_ = local_56;
                    if (l_762_) {
                        l_mut_395_ = 2u;
                    }
                }
                uint _e2668 = l_mut_395_;
                bool l_763_ = (_e2668 == 0u);
                if (l_763_) {
                    uint _e2671 = l_mut_92_;
                    uint l_764_ = (l_4_ - _e2671);
                    uint _e2673 = l_mut_86_;
                    uint l_765_ = (l_764_ / _e2673);
                    l_mut_457_ = 0u;
                    l_mut_659_ = false;
                    uint _e2677 = l_mut_209_;
                    l_mut_389_ = _e2677;
                    uint _e2678 = l_mut_203_;
                    l_mut_80_ = _e2678;
                    if (false) {
                        uint _e2681 = l_mut_203_;
                        uint l_768_ = (_e2681 >> 3u);
                        l_mut_389_ = l_768_;
                        l_mut_80_ = 0u;
                    } else {
                        if (true) {
                            uint _e2685 = l_mut_209_;
                            l_mut_65_ = _e2685;
                            if (true) {
                                uint _e2687 = l_mut_209_;
                                uint l_771_ = (_e2687 >> 3u);
                                uint _e2690 = l_mut_203_;
                                uint l_772_ = (_e2690 << 29u);
                                uint l_773_ = (l_771_ | l_772_);
                                l_mut_65_ = l_773_;
                            }
                            uint _e2694 = l_mut_203_;
                            uint l_774_ = (_e2694 >> 3u);
                            uint _e2697 = l_mut_65_;
                            l_mut_389_ = _e2697;
                            l_mut_80_ = l_774_;
                        }
                    }
                    uint _e2698 = l_mut_80_;
                    uint _e2699 = l_mut_259_;
                    bool l_775_ = (_e2698 < _e2699);
                    uint _e2701 = l_mut_80_;
                    uint _e2702 = l_mut_259_;
                    bool l_776_ = (_e2701 == _e2702);
                    uint _e2704 = l_mut_389_;
                    uint _e2705 = l_mut_265_;
                    bool l_777_ = (_e2704 < _e2705);
                    if (l_776_) {
                        local_57 = l_777_;
                    } else {
                        local_57 = false;
                    }
                    bool l_778_ = local_57;
                    if (!(l_775_)) {
                        local_58 = l_778_;
                    } else {
                        local_58 = true;
                    }
                    bool l_779_ = local_58;
                    bool l_780_ = !(l_779_);
                    l_mut_659_ = l_780_;
                    uint _e2717 = l_mut_265_;
                    uint _e2718 = l_mut_259_;
                    uint l_781_ = (_e2717 | _e2718);
                    bool l_782_ = (l_781_ == 0u);
                    if (l_782_) {
                        l_mut_457_ = l_765_;
                    } else {
                        bool _e2722 = l_mut_659_;
                        if (_e2722) {
                            uint _e2723 = l_mut_259_;
                            uint _e2724 = l_mut_203_;
                            bool l_783_ = (_e2723 < _e2724);
                            uint _e2726 = l_mut_259_;
                            uint _e2727 = l_mut_203_;
                            bool l_784_ = (_e2726 == _e2727);
                            uint _e2729 = l_mut_265_;
                            uint _e2730 = l_mut_209_;
                            bool l_785_ = (_e2729 < _e2730);
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
                            if (l_787_) {
                                uint _e2741 = l_mut_209_;
                                uint l_788_ = (_e2741 - 1u);
                                uint _e2744 = l_mut_203_;
                                uint l_789_ = (_e2744 - 0u);
                                uint _e2747 = l_mut_209_;
                                bool l_790_ = (_e2747 < 1u);
                                uint l_791_ = uint(l_790_);
                                uint l_792_ = (l_789_ - l_791_);
                                l_mut_389_ = l_788_;
                                l_mut_80_ = l_792_;
                                l_mut_65_ = 0u;
                                l_mut_793_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2840 = l_mut_793_;
                                        l_mut_793_ = (_e2840 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2755 = l_mut_793_;
                                    if ((_e2755 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2759 = l_mut_793_;
                                        uint l_794_ = (19u - _e2759);
                                        uint _e2761 = l_mut_389_;
                                        l_mut_30_ = _e2761;
                                        uint _e2762 = l_mut_80_;
                                        l_mut_795_ = _e2762;
                                        bool l_796_ = (l_794_ >= 32u);
                                        if (l_796_) {
                                            uint l_797_ = (l_794_ & 31u);
                                            uint _e2767 = l_mut_80_;
                                            uint l_798_ = (_e2767 >> l_797_);
                                            l_mut_30_ = l_798_;
                                            l_mut_795_ = 0u;
                                        } else {
                                            bool l_799_ = (l_794_ > 0u);
                                            if (l_799_) {
                                                uint _e2772 = l_mut_389_;
                                                l_mut_800_ = _e2772;
                                                bool l_801_ = (l_794_ > 0u);
                                                if (l_801_) {
                                                    uint _e2775 = l_mut_389_;
                                                    uint l_802_ = (_e2775 >> l_794_);
                                                    uint l_803_ = (32u - l_794_);
                                                    uint _e2779 = l_mut_80_;
                                                    uint l_804_ = (_e2779 << l_803_);
                                                    uint l_805_ = (l_802_ | l_804_);
                                                    l_mut_800_ = l_805_;
                                                }
                                                uint _e2782 = l_mut_80_;
                                                uint l_806_ = (_e2782 >> l_794_);
                                                uint _e2784 = l_mut_800_;
                                                l_mut_30_ = _e2784;
                                                l_mut_795_ = l_806_;
                                            }
                                        }
                                        uint _e2785 = l_mut_795_;
                                        uint _e2786 = l_mut_259_;
                                        bool l_807_ = (_e2785 < _e2786);
                                        uint _e2788 = l_mut_795_;
                                        uint _e2789 = l_mut_259_;
                                        bool l_808_ = (_e2788 == _e2789);
                                        uint _e2791 = l_mut_30_;
                                        uint _e2792 = l_mut_265_;
                                        bool l_809_ = (_e2791 < _e2792);
                                        if (l_808_) {
                                            local_61 = l_809_;
                                        } else {
                                            local_61 = false;
                                        }
                                        bool l_810_ = local_61;
                                        if (!(l_807_)) {
                                            local_62 = l_810_;
                                        } else {
                                            local_62 = true;
                                        }
                                        bool l_811_ = local_62;
                                        bool l_812_ = !(l_811_);
                                        if (l_812_) {
                                            uint _e2804 = l_mut_265_;
                                            l_mut_800_ = _e2804;
                                            uint _e2805 = l_mut_259_;
                                            l_mut_795_ = _e2805;
                                            bool l_813_ = (l_794_ >= 32u);
                                            if (l_813_) {
                                                uint l_814_ = (l_794_ & 31u);
                                                uint _e2810 = l_mut_265_;
                                                uint l_815_ = (_e2810 << l_814_);
                                                l_mut_800_ = 0u;
                                                l_mut_795_ = l_815_;
                                            } else {
                                                bool l_816_ = (l_794_ > 0u);
                                                if (l_816_) {
                                                    uint _e2815 = l_mut_265_;
                                                    uint l_817_ = (_e2815 << l_794_);
                                                    uint _e2817 = l_mut_259_;
                                                    uint l_818_ = (_e2817 << l_794_);
                                                    uint l_819_ = (32u - l_794_);
                                                    uint _e2821 = l_mut_265_;
                                                    uint l_820_ = (_e2821 >> l_819_);
                                                    uint l_821_ = (l_818_ | l_820_);
                                                    l_mut_800_ = l_817_;
                                                    l_mut_795_ = l_821_;
                                                }
                                            }
                                            uint _e2824 = l_mut_389_;
                                            uint _e2825 = l_mut_800_;
                                            uint l_822_ = (_e2824 - _e2825);
                                            uint _e2827 = l_mut_80_;
                                            uint _e2828 = l_mut_795_;
                                            uint l_823_ = (_e2827 - _e2828);
                                            uint _e2830 = l_mut_389_;
                                            uint _e2831 = l_mut_800_;
                                            bool l_824_ = (_e2830 < _e2831);
                                            uint l_825_ = uint(l_824_);
                                            uint l_826_ = (l_823_ - l_825_);
                                            l_mut_389_ = l_822_;
                                            l_mut_80_ = l_826_;
                                            uint l_827_ = (1u << l_794_);
                                            uint _e2837 = l_mut_65_;
                                            l_mut_65_ = (_e2837 | l_827_);
                                        }
                                    }
                                }
                                uint _e2842 = l_mut_65_;
                                uint l_828_ = min(_e2842, l_765_);
                                l_mut_800_ = l_828_;
                                uint _e2844 = l_mut_80_;
                                uint _e2845 = l_mut_259_;
                                bool l_829_ = (_e2844 < _e2845);
                                uint _e2847 = l_mut_80_;
                                uint _e2848 = l_mut_259_;
                                bool l_830_ = (_e2847 == _e2848);
                                uint _e2850 = l_mut_389_;
                                uint _e2851 = l_mut_265_;
                                bool l_831_ = (_e2850 < _e2851);
                                if (l_830_) {
                                    local_63 = l_831_;
                                } else {
                                    local_63 = false;
                                }
                                bool l_832_ = local_63;
                                if (!(l_829_)) {
                                    local_64 = l_832_;
                                } else {
                                    local_64 = true;
                                }
                                bool l_833_ = local_64;
                                bool l_834_ = !(l_833_);
                                if (l_834_) {
                                    l_mut_800_ = l_765_;
                                }
                                uint _e2863 = l_mut_800_;
                                l_mut_457_ = _e2863;
                            }
                        } else {
                            uint _e2864 = l_mut_209_;
                            l_mut_800_ = _e2864;
                            uint _e2865 = l_mut_203_;
                            l_mut_795_ = _e2865;
                            while(true) {
                                uint _e2866 = l_mut_259_;
                                uint _e2867 = l_mut_795_;
                                bool l_835_ = (_e2866 < _e2867);
                                uint _e2869 = l_mut_259_;
                                uint _e2870 = l_mut_795_;
                                bool l_836_ = (_e2869 == _e2870);
                                uint _e2872 = l_mut_265_;
                                uint _e2873 = l_mut_800_;
                                bool l_837_ = (_e2872 < _e2873);
                                if (l_836_) {
                                    local_65 = l_837_;
                                } else {
                                    local_65 = false;
                                }
                                bool l_838_ = local_65;
                                if (!(l_835_)) {
                                    local_66 = l_838_;
                                } else {
                                    local_66 = true;
                                }
                                bool l_839_ = local_66;
                                uint _e2884 = l_mut_457_;
                                uint _e2885 = l_mut_86_;
                                uint l_840_ = (_e2884 * _e2885);
                                uint _e2887 = l_mut_92_;
                                uint l_841_ = (_e2887 + l_840_);
                                uint _e2889 = l_mut_86_;
                                uint l_842_ = (l_841_ + _e2889);
                                bool l_843_ = (l_842_ < l_4_);
                                if (l_839_) {
                                    local_67 = l_843_;
                                } else {
                                    local_67 = false;
                                }
                                bool l_844_ = local_67;
                                bool l_845_ = !(l_844_);
                                if (l_845_) {
                                    break;
                                }
                                uint _e2897 = l_mut_800_;
                                uint _e2898 = l_mut_265_;
                                uint l_846_ = (_e2897 - _e2898);
                                uint _e2900 = l_mut_795_;
                                uint _e2901 = l_mut_259_;
                                uint l_847_ = (_e2900 - _e2901);
                                uint _e2903 = l_mut_800_;
                                uint _e2904 = l_mut_265_;
                                bool l_848_ = (_e2903 < _e2904);
                                uint l_849_ = uint(l_848_);
                                uint l_850_ = (l_847_ - l_849_);
                                l_mut_800_ = l_846_;
                                l_mut_795_ = l_850_;
                                uint _e2908 = l_mut_457_;
                                l_mut_457_ = (_e2908 + 1u);
                            }
                        }
                    }
                    uint _e2911 = l_mut_457_;
                    uint _e2912 = l_mut_86_;
                    uint l_851_ = (_e2911 * _e2912);
                    uint _e2914 = l_mut_92_;
                    uint l_852_ = (_e2914 + l_851_);
                    uint _e2916 = l_mut_86_;
                    uint l_853_ = (l_852_ + _e2916);
                    bool l_854_ = (l_853_ >= l_4_);
                    if (l_854_) {
                        l_mut_395_ = 1u;
                    } else {
                        uint _e2920 = l_mut_265_;
                        uint _e2921 = l_mut_457_;
                        uint l_855_ = (_e2920 * _e2921);
                        uint _e2923 = l_mut_265_;
                        uint l_1482_ = (_e2923 & 65535u);
                        uint _e2926 = l_mut_265_;
                        uint l_1483_ = (_e2926 >> 16u);
                        uint l_1484_ = (l_1483_ & 65535u);
                        uint _e2931 = l_mut_457_;
                        uint l_1485_ = (_e2931 & 65535u);
                        uint _e2934 = l_mut_457_;
                        uint l_1486_ = (_e2934 >> 16u);
                        uint l_1487_ = (l_1486_ & 65535u);
                        uint l_1488_ = (l_1482_ * l_1485_);
                        uint l_1489_ = (l_1484_ * l_1485_);
                        uint l_1490_ = (l_1482_ * l_1487_);
                        uint l_1491_ = (l_1484_ * l_1487_);
                        uint l_1492_ = (l_1488_ >> 16u);
                        uint l_1493_ = (l_1492_ & 65535u);
                        uint l_1494_ = (l_1489_ & 65535u);
                        uint l_1495_ = (l_1493_ + l_1494_);
                        uint l_1496_ = (l_1490_ & 65535u);
                        uint l_1497_ = (l_1495_ + l_1496_);
                        uint l_1498_ = (l_1489_ >> 16u);
                        uint l_1499_ = (l_1498_ & 65535u);
                        uint l_1500_ = (l_1491_ + l_1499_);
                        uint l_1501_ = (l_1490_ >> 16u);
                        uint l_1502_ = (l_1501_ & 65535u);
                        uint l_1503_ = (l_1500_ + l_1502_);
                        uint l_1504_ = (l_1497_ >> 16u);
                        uint l_1505_ = (l_1504_ & 65535u);
                        uint l_856_ = (l_1503_ + l_1505_);
                        uint _e2968 = l_mut_259_;
                        uint _e2969 = l_mut_457_;
                        uint l_857_ = (_e2968 * _e2969);
                        uint l_858_ = (l_856_ + l_857_);
                        uint _e2972 = l_mut_209_;
                        uint l_859_ = (_e2972 - l_855_);
                        uint _e2974 = l_mut_203_;
                        uint l_860_ = (_e2974 - l_858_);
                        uint _e2976 = l_mut_209_;
                        bool l_861_ = (_e2976 < l_855_);
                        uint l_862_ = uint(l_861_);
                        uint l_863_ = (l_860_ - l_862_);
                        l_mut_448_ = l_859_;
                        l_mut_447_ = l_863_;
                        uint _e2980 = l_mut_457_;
                        uint _e2981 = l_mut_86_;
                        uint l_864_ = (_e2980 * _e2981);
                        uint _e2983 = l_mut_92_;
                        uint l_865_ = (_e2983 + l_864_);
                        l_mut_446_ = l_865_;
                        uint _e2985 = l_mut_265_;
                        uint _e2986 = l_mut_448_;
                        uint l_866_ = (_e2985 - _e2986);
                        uint _e2988 = l_mut_259_;
                        uint _e2989 = l_mut_447_;
                        uint l_867_ = (_e2988 - _e2989);
                        uint _e2991 = l_mut_265_;
                        uint _e2992 = l_mut_448_;
                        bool l_868_ = (_e2991 < _e2992);
                        uint l_869_ = uint(l_868_);
                        uint l_870_ = (l_867_ - l_869_);
                        l_mut_452_ = l_866_;
                        l_mut_451_ = l_870_;
                        uint _e2996 = l_mut_86_;
                        uint _e2997 = l_mut_446_;
                        uint l_871_ = (_e2996 + _e2997);
                        l_mut_435_ = l_871_;
                    }
                }
            }
            uint _e2999 = l_mut_452_;
            l_mut_265_ = _e2999;
            uint _e3000 = l_mut_451_;
            l_mut_259_ = _e3000;
            uint _e3001 = l_mut_448_;
            l_mut_209_ = _e3001;
            uint _e3002 = l_mut_447_;
            l_mut_203_ = _e3002;
            uint _e3003 = l_mut_446_;
            l_mut_92_ = _e3003;
            uint _e3004 = l_mut_435_;
            l_mut_86_ = _e3004;
            uint _e3005 = l_mut_428_;
            l_mut_141_ = _e3005;
            uint _e3006 = l_mut_401_;
            l_mut_135_ = _e3006;
            uint _e3007 = l_mut_395_;
            bool l_872_ = (_e3007 == 1u);
            l_mut_357_ = l_872_;
            uint _e3010 = l_mut_395_;
            bool l_873_ = (_e3010 == 0u);
            l_mut_364_ = l_873_;
        }
        bool _e3013 = l_mut_357_;
        bool l_874_ = !(_e3013);
        if (l_874_) {
            uint l_1507_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1508_ = (l_1507_ * 1u);
            uint l_1509_ = (l_1508_ - 1u);
            uint l_1510_ = min(0u, l_1509_);
            uint _e3028 = atomicAdd(_group_0_binding_5_cs[l_1510_], 1u);
            uint l_877_ = _group_0_binding_6_cs.static_meta[10];
            bool l_878_ = (_e3028 < l_877_);
            if (l_878_) {
                uint l_1512_ = _group_0_binding_6_cs.static_meta[4];
                uint l_1513_ = (l_1512_ * 1u);
                bool l_1514_ = (_e3028 < l_1513_);
                if (l_1514_) {
                    _group_0_binding_4_cs[_e3028] = id;
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
