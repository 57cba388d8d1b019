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
    bool l_mut_652_ = false;
    uint l_mut_75_ = 0u;
    uint l_mut_788_ = 0u;
    uint l_mut_793_ = 0u;
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
    uint l_mut_689_ = 0u;
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
    uint l_mut_786_ = 0u;
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
        uint l_956_ = _group_0_binding_6_cs.static_meta[5];
        uint l_957_ = (l_956_ * 1u);
        uint l_958_ = (l_957_ - 1u);
        uint l_959_ = min(3u, l_958_);
        uint _e68 = atomicAdd(_group_0_binding_5_cs[l_959_], 1u);
    }
    uint l_872_ = _group_0_binding_6_cs.static_meta[3];
    uint l_873_ = (l_872_ * 1u);
    bool l_874_ = (0u < l_873_);
    uint l_875_ = (l_873_ - 1u);
    uint l_876_ = min(0u, l_875_);
    uint l_877_ = _group_0_binding_3_cs[l_876_];
    uint l_4_ = (l_874_ ? l_877_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_879_ = _group_0_binding_6_cs.static_meta[3];
    uint l_880_ = (l_879_ * 1u);
    bool l_881_ = (l_6_ < l_880_);
    uint l_882_ = (l_880_ - 1u);
    uint l_883_ = min(l_6_, l_882_);
    uint l_884_ = _group_0_binding_3_cs[l_883_];
    uint l_7_ = (l_881_ ? l_884_ : 0u);
    uint l_886_ = _group_0_binding_6_cs.static_meta[3];
    uint l_887_ = (l_886_ * 1u);
    bool l_888_ = (2u < l_887_);
    uint l_889_ = (l_887_ - 1u);
    uint l_890_ = min(2u, l_889_);
    uint l_891_ = _group_0_binding_3_cs[l_890_];
    uint l_9_ = (l_888_ ? l_891_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_893_ = _group_0_binding_6_cs.static_meta[3];
    uint l_894_ = (l_893_ * 1u);
    bool l_895_ = (l_11_ < l_894_);
    uint l_896_ = (l_894_ - 1u);
    uint l_897_ = min(l_11_, l_896_);
    uint l_898_ = _group_0_binding_3_cs[l_897_];
    uint l_12_ = (l_895_ ? l_898_ : 0u);
    uint l_900_ = _group_0_binding_6_cs.static_meta[3];
    uint l_901_ = (l_900_ * 1u);
    bool l_902_ = (4u < l_901_);
    uint l_903_ = (l_901_ - 1u);
    uint l_904_ = min(4u, l_903_);
    uint l_905_ = _group_0_binding_3_cs[l_904_];
    uint l_14_ = (l_902_ ? l_905_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_907_ = _group_0_binding_6_cs.static_meta[3];
    uint l_908_ = (l_907_ * 1u);
    bool l_909_ = (l_16_ < l_908_);
    uint l_910_ = (l_908_ - 1u);
    uint l_911_ = min(l_16_, l_910_);
    uint l_912_ = _group_0_binding_3_cs[l_911_];
    uint l_17_ = (l_909_ ? l_912_ : 0u);
    uint l_914_ = _group_0_binding_6_cs.static_meta[3];
    uint l_915_ = (l_914_ * 1u);
    bool l_916_ = (6u < l_915_);
    uint l_917_ = (l_915_ - 1u);
    uint l_918_ = min(6u, l_917_);
    uint l_919_ = _group_0_binding_3_cs[l_918_];
    uint l_19_ = (l_916_ ? l_919_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_921_ = _group_0_binding_6_cs.static_meta[3];
    uint l_922_ = (l_921_ * 1u);
    bool l_923_ = (l_21_ < l_922_);
    uint l_924_ = (l_922_ - 1u);
    uint l_925_ = min(l_21_, l_924_);
    uint l_926_ = _group_0_binding_3_cs[l_925_];
    uint l_22_ = (l_923_ ? l_926_ : 0u);
    uint l_928_ = _group_0_binding_6_cs.static_meta[3];
    uint l_929_ = (l_928_ * 1u);
    bool l_930_ = (8u < l_929_);
    uint l_931_ = (l_929_ - 1u);
    uint l_932_ = min(8u, l_931_);
    uint l_933_ = _group_0_binding_3_cs[l_932_];
    uint l_24_ = (l_930_ ? l_933_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_935_ = _group_0_binding_6_cs.static_meta[3];
    uint l_936_ = (l_935_ * 1u);
    bool l_937_ = (l_26_ < l_936_);
    uint l_938_ = (l_936_ - 1u);
    uint l_939_ = min(l_26_, l_938_);
    uint l_940_ = _group_0_binding_3_cs[l_939_];
    uint l_27_ = (l_937_ ? l_940_ : 0u);
    uint l_942_ = _group_0_binding_6_cs.static_meta[3];
    uint l_943_ = (l_942_ * 1u);
    bool l_944_ = (10u < l_943_);
    uint l_945_ = (l_943_ - 1u);
    uint l_946_ = min(10u, l_945_);
    uint l_947_ = _group_0_binding_3_cs[l_946_];
    uint l_29_ = (l_944_ ? l_947_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_949_ = _group_0_binding_6_cs.static_meta[3];
    uint l_950_ = (l_949_ * 1u);
    bool l_951_ = (l_31_ < l_950_);
    uint l_952_ = (l_950_ - 1u);
    uint l_953_ = min(l_31_, l_952_);
    uint l_954_ = _group_0_binding_3_cs[l_953_];
    uint l_32_ = (l_951_ ? l_954_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_961_ = (id & 65535u);
    uint l_962_ = (id >> 16u);
    uint l_963_ = (l_962_ & 65535u);
    uint l_964_ = (l_4_ & 65535u);
    uint l_965_ = (l_4_ >> 16u);
    uint l_966_ = (l_965_ & 65535u);
    uint l_967_ = (l_961_ * l_964_);
    uint l_968_ = (l_963_ * l_964_);
    uint l_969_ = (l_961_ * l_966_);
    uint l_970_ = (l_963_ * l_966_);
    uint l_971_ = (l_967_ >> 16u);
    uint l_972_ = (l_971_ & 65535u);
    uint l_973_ = (l_968_ & 65535u);
    uint l_974_ = (l_972_ + l_973_);
    uint l_975_ = (l_969_ & 65535u);
    uint l_976_ = (l_974_ + l_975_);
    uint l_977_ = (l_968_ >> 16u);
    uint l_978_ = (l_977_ & 65535u);
    uint l_979_ = (l_970_ + l_978_);
    uint l_980_ = (l_969_ >> 16u);
    uint l_981_ = (l_980_ & 65535u);
    uint l_982_ = (l_979_ + l_981_);
    uint l_983_ = (l_976_ >> 16u);
    uint l_984_ = (l_983_ & 65535u);
    uint l_37_ = (l_982_ + l_984_);
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
        uint l_986_ = _group_0_binding_6_cs.static_meta[0];
        uint l_987_ = (l_986_ * 1u);
        bool l_988_ = (l_58_ < l_987_);
        uint l_989_ = (l_987_ - 1u);
        uint l_990_ = min(l_58_, l_989_);
        uint l_991_ = _group_0_binding_0_cs[l_990_];
        uint l_59_ = (l_988_ ? l_991_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_993_ = _group_0_binding_6_cs.static_meta[0];
        uint l_994_ = (l_993_ * 1u);
        bool l_995_ = (l_61_ < l_994_);
        uint l_996_ = (l_994_ - 1u);
        uint l_997_ = min(l_61_, l_996_);
        uint l_998_ = _group_0_binding_0_cs[l_997_];
        uint l_62_ = (l_995_ ? l_998_ : 0u);
        uint l_63_ = (2u * id);
        uint l_1000_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1001_ = (l_1000_ * 1u);
        bool l_1002_ = (l_63_ < l_1001_);
        uint l_1003_ = (l_1001_ - 1u);
        uint l_1004_ = min(l_63_, l_1003_);
        uint l_1005_ = _group_0_binding_1_cs[l_1004_];
        uint l_64_ = (l_1002_ ? l_1005_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_1007_ = _group_0_binding_6_cs.static_meta[1];
        uint l_1008_ = (l_1007_ * 1u);
        bool l_1009_ = (l_66_ < l_1008_);
        uint l_1010_ = (l_1008_ - 1u);
        uint l_1011_ = min(l_66_, l_1010_);
        uint l_1012_ = _group_0_binding_1_cs[l_1011_];
        uint l_67_ = (l_1009_ ? l_1012_ : 0u);
        uint l_68_ = (2u * id);
        uint l_1014_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1015_ = (l_1014_ * 1u);
        bool l_1016_ = (l_68_ < l_1015_);
        uint l_1017_ = (l_1015_ - 1u);
        uint l_1018_ = min(l_68_, l_1017_);
        uint l_1019_ = _group_0_binding_2_cs[l_1018_];
        uint l_69_ = (l_1016_ ? l_1019_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1021_ = _group_0_binding_6_cs.static_meta[2];
        uint l_1022_ = (l_1021_ * 1u);
        bool l_1023_ = (l_71_ < l_1022_);
        uint l_1024_ = (l_1022_ - 1u);
        uint l_1025_ = min(l_71_, l_1024_);
        uint l_1026_ = _group_0_binding_2_cs[l_1025_];
        uint l_72_ = (l_1023_ ? l_1026_ : 0u);
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
        uint l_1028_ = (_e488 & 65535u);
        uint _e491 = l_mut_40_;
        uint l_1029_ = (_e491 >> 16u);
        uint l_1030_ = (l_1029_ & 65535u);
        uint l_1031_ = (l_4_ & 65535u);
        uint l_1032_ = (l_4_ >> 16u);
        uint l_1033_ = (l_1032_ & 65535u);
        uint l_1034_ = (l_1028_ * l_1031_);
        uint l_1035_ = (l_1030_ * l_1031_);
        uint l_1036_ = (l_1028_ * l_1033_);
        uint l_1037_ = (l_1030_ * l_1033_);
        uint l_1038_ = (l_1034_ >> 16u);
        uint l_1039_ = (l_1038_ & 65535u);
        uint l_1040_ = (l_1035_ & 65535u);
        uint l_1041_ = (l_1039_ + l_1040_);
        uint l_1042_ = (l_1036_ & 65535u);
        uint l_1043_ = (l_1041_ + l_1042_);
        uint l_1044_ = (l_1035_ >> 16u);
        uint l_1045_ = (l_1044_ & 65535u);
        uint l_1046_ = (l_1037_ + l_1045_);
        uint l_1047_ = (l_1036_ >> 16u);
        uint l_1048_ = (l_1047_ & 65535u);
        uint l_1049_ = (l_1046_ + l_1048_);
        uint l_1050_ = (l_1043_ >> 16u);
        uint l_1051_ = (l_1050_ & 65535u);
        uint l_83_ = (l_1049_ + l_1051_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e532 = l_mut_75_;
        uint l_1053_ = (_e532 & 65535u);
        uint _e535 = l_mut_75_;
        uint l_1054_ = (_e535 >> 16u);
        uint l_1055_ = (l_1054_ & 65535u);
        uint l_1056_ = (l_4_ & 65535u);
        uint l_1057_ = (l_4_ >> 16u);
        uint l_1058_ = (l_1057_ & 65535u);
        uint l_1059_ = (l_1053_ * l_1056_);
        uint l_1060_ = (l_1055_ * l_1056_);
        uint l_1061_ = (l_1053_ * l_1058_);
        uint l_1062_ = (l_1055_ * l_1058_);
        uint l_1063_ = (l_1059_ >> 16u);
        uint l_1064_ = (l_1063_ & 65535u);
        uint l_1065_ = (l_1060_ & 65535u);
        uint l_1066_ = (l_1064_ + l_1065_);
        uint l_1067_ = (l_1061_ & 65535u);
        uint l_1068_ = (l_1066_ + l_1067_);
        uint l_1069_ = (l_1060_ >> 16u);
        uint l_1070_ = (l_1069_ & 65535u);
        uint l_1071_ = (l_1062_ + l_1070_);
        uint l_1072_ = (l_1061_ >> 16u);
        uint l_1073_ = (l_1072_ & 65535u);
        uint l_1074_ = (l_1071_ + l_1073_);
        uint l_1075_ = (l_1068_ >> 16u);
        uint l_1076_ = (l_1075_ & 65535u);
        uint l_85_ = (l_1074_ + l_1076_);
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
            uint l_1078_ = (_e653 & 65535u);
            uint _e656 = l_mut_90_;
            uint l_1079_ = (_e656 >> 16u);
            uint l_1080_ = (l_1079_ & 65535u);
            uint l_1081_ = (l_123_ & 65535u);
            uint l_1082_ = (l_123_ >> 16u);
            uint l_1083_ = (l_1082_ & 65535u);
            uint l_1084_ = (l_1078_ * l_1081_);
            uint l_1085_ = (l_1080_ * l_1081_);
            uint l_1086_ = (l_1078_ * l_1083_);
            uint l_1087_ = (l_1080_ * l_1083_);
            uint l_1088_ = (l_1084_ >> 16u);
            uint l_1089_ = (l_1088_ & 65535u);
            uint l_1090_ = (l_1085_ & 65535u);
            uint l_1091_ = (l_1089_ + l_1090_);
            uint l_1092_ = (l_1086_ & 65535u);
            uint l_1093_ = (l_1091_ + l_1092_);
            uint l_1094_ = (l_1085_ >> 16u);
            uint l_1095_ = (l_1094_ & 65535u);
            uint l_1096_ = (l_1087_ + l_1095_);
            uint l_1097_ = (l_1086_ >> 16u);
            uint l_1098_ = (l_1097_ & 65535u);
            uint l_1099_ = (l_1096_ + l_1098_);
            uint l_1100_ = (l_1093_ >> 16u);
            uint l_1101_ = (l_1100_ & 65535u);
            uint l_133_ = (l_1099_ + l_1101_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e697 = l_mut_75_;
            uint l_1103_ = (_e697 & 65535u);
            uint _e700 = l_mut_75_;
            uint l_1104_ = (_e700 >> 16u);
            uint l_1105_ = (l_1104_ & 65535u);
            uint l_1106_ = (l_123_ & 65535u);
            uint l_1107_ = (l_123_ >> 16u);
            uint l_1108_ = (l_1107_ & 65535u);
            uint l_1109_ = (l_1103_ * l_1106_);
            uint l_1110_ = (l_1105_ * l_1106_);
            uint l_1111_ = (l_1103_ * l_1108_);
            uint l_1112_ = (l_1105_ * l_1108_);
            uint l_1113_ = (l_1109_ >> 16u);
            uint l_1114_ = (l_1113_ & 65535u);
            uint l_1115_ = (l_1110_ & 65535u);
            uint l_1116_ = (l_1114_ + l_1115_);
            uint l_1117_ = (l_1111_ & 65535u);
            uint l_1118_ = (l_1116_ + l_1117_);
            uint l_1119_ = (l_1110_ >> 16u);
            uint l_1120_ = (l_1119_ & 65535u);
            uint l_1121_ = (l_1112_ + l_1120_);
            uint l_1122_ = (l_1111_ >> 16u);
            uint l_1123_ = (l_1122_ & 65535u);
            uint l_1124_ = (l_1121_ + l_1123_);
            uint l_1125_ = (l_1118_ >> 16u);
            uint l_1126_ = (l_1125_ & 65535u);
            uint l_135_ = (l_1124_ + l_1126_);
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
            uint l_1128_ = (_e806 & 65535u);
            uint _e809 = l_mut_151_;
            uint l_1129_ = (_e809 >> 16u);
            uint l_1130_ = (l_1129_ & 65535u);
            uint l_1131_ = (l_4_ & 65535u);
            uint l_1132_ = (l_4_ >> 16u);
            uint l_1133_ = (l_1132_ & 65535u);
            uint l_1134_ = (l_1128_ * l_1131_);
            uint l_1135_ = (l_1130_ * l_1131_);
            uint l_1136_ = (l_1128_ * l_1133_);
            uint l_1137_ = (l_1130_ * l_1133_);
            uint l_1138_ = (l_1134_ >> 16u);
            uint l_1139_ = (l_1138_ & 65535u);
            uint l_1140_ = (l_1135_ & 65535u);
            uint l_1141_ = (l_1139_ + l_1140_);
            uint l_1142_ = (l_1136_ & 65535u);
            uint l_1143_ = (l_1141_ + l_1142_);
            uint l_1144_ = (l_1135_ >> 16u);
            uint l_1145_ = (l_1144_ & 65535u);
            uint l_1146_ = (l_1137_ + l_1145_);
            uint l_1147_ = (l_1136_ >> 16u);
            uint l_1148_ = (l_1147_ & 65535u);
            uint l_1149_ = (l_1146_ + l_1148_);
            uint l_1150_ = (l_1143_ >> 16u);
            uint l_1151_ = (l_1150_ & 65535u);
            uint l_174_ = (l_1149_ + l_1151_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e850 = l_mut_145_;
            uint l_1153_ = (_e850 & 65535u);
            uint _e853 = l_mut_145_;
            uint l_1154_ = (_e853 >> 16u);
            uint l_1155_ = (l_1154_ & 65535u);
            uint l_1156_ = (l_4_ & 65535u);
            uint l_1157_ = (l_4_ >> 16u);
            uint l_1158_ = (l_1157_ & 65535u);
            uint l_1159_ = (l_1153_ * l_1156_);
            uint l_1160_ = (l_1155_ * l_1156_);
            uint l_1161_ = (l_1153_ * l_1158_);
            uint l_1162_ = (l_1155_ * l_1158_);
            uint l_1163_ = (l_1159_ >> 16u);
            uint l_1164_ = (l_1163_ & 65535u);
            uint l_1165_ = (l_1160_ & 65535u);
            uint l_1166_ = (l_1164_ + l_1165_);
            uint l_1167_ = (l_1161_ & 65535u);
            uint l_1168_ = (l_1166_ + l_1167_);
            uint l_1169_ = (l_1160_ >> 16u);
            uint l_1170_ = (l_1169_ & 65535u);
            uint l_1171_ = (l_1162_ + l_1170_);
            uint l_1172_ = (l_1161_ >> 16u);
            uint l_1173_ = (l_1172_ & 65535u);
            uint l_1174_ = (l_1171_ + l_1173_);
            uint l_1175_ = (l_1168_ >> 16u);
            uint l_1176_ = (l_1175_ & 65535u);
            uint l_176_ = (l_1174_ + l_1176_);
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
            uint l_1178_ = (_e929 & 65535u);
            uint _e932 = l_mut_151_;
            uint l_1179_ = (_e932 >> 16u);
            uint l_1180_ = (l_1179_ & 65535u);
            uint l_1181_ = (l_4_ & 65535u);
            uint l_1182_ = (l_4_ >> 16u);
            uint l_1183_ = (l_1182_ & 65535u);
            uint l_1184_ = (l_1178_ * l_1181_);
            uint l_1185_ = (l_1180_ * l_1181_);
            uint l_1186_ = (l_1178_ * l_1183_);
            uint l_1187_ = (l_1180_ * l_1183_);
            uint l_1188_ = (l_1184_ >> 16u);
            uint l_1189_ = (l_1188_ & 65535u);
            uint l_1190_ = (l_1185_ & 65535u);
            uint l_1191_ = (l_1189_ + l_1190_);
            uint l_1192_ = (l_1186_ & 65535u);
            uint l_1193_ = (l_1191_ + l_1192_);
            uint l_1194_ = (l_1185_ >> 16u);
            uint l_1195_ = (l_1194_ & 65535u);
            uint l_1196_ = (l_1187_ + l_1195_);
            uint l_1197_ = (l_1186_ >> 16u);
            uint l_1198_ = (l_1197_ & 65535u);
            uint l_1199_ = (l_1196_ + l_1198_);
            uint l_1200_ = (l_1193_ >> 16u);
            uint l_1201_ = (l_1200_ & 65535u);
            uint l_201_ = (l_1199_ + l_1201_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e973 = l_mut_145_;
            uint l_1203_ = (_e973 & 65535u);
            uint _e976 = l_mut_145_;
            uint l_1204_ = (_e976 >> 16u);
            uint l_1205_ = (l_1204_ & 65535u);
            uint l_1206_ = (l_4_ & 65535u);
            uint l_1207_ = (l_4_ >> 16u);
            uint l_1208_ = (l_1207_ & 65535u);
            uint l_1209_ = (l_1203_ * l_1206_);
            uint l_1210_ = (l_1205_ * l_1206_);
            uint l_1211_ = (l_1203_ * l_1208_);
            uint l_1212_ = (l_1205_ * l_1208_);
            uint l_1213_ = (l_1209_ >> 16u);
            uint l_1214_ = (l_1213_ & 65535u);
            uint l_1215_ = (l_1210_ & 65535u);
            uint l_1216_ = (l_1214_ + l_1215_);
            uint l_1217_ = (l_1211_ & 65535u);
            uint l_1218_ = (l_1216_ + l_1217_);
            uint l_1219_ = (l_1210_ >> 16u);
            uint l_1220_ = (l_1219_ & 65535u);
            uint l_1221_ = (l_1212_ + l_1220_);
            uint l_1222_ = (l_1211_ >> 16u);
            uint l_1223_ = (l_1222_ & 65535u);
            uint l_1224_ = (l_1221_ + l_1223_);
            uint l_1225_ = (l_1218_ >> 16u);
            uint l_1226_ = (l_1225_ & 65535u);
            uint l_203_ = (l_1224_ + l_1226_);
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
            uint l_1228_ = (_e1052 & 65535u);
            uint _e1055 = l_mut_40_;
            uint l_1229_ = (_e1055 >> 16u);
            uint l_1230_ = (l_1229_ & 65535u);
            uint l_1231_ = (l_4_ & 65535u);
            uint l_1232_ = (l_4_ >> 16u);
            uint l_1233_ = (l_1232_ & 65535u);
            uint l_1234_ = (l_1228_ * l_1231_);
            uint l_1235_ = (l_1230_ * l_1231_);
            uint l_1236_ = (l_1228_ * l_1233_);
            uint l_1237_ = (l_1230_ * l_1233_);
            uint l_1238_ = (l_1234_ >> 16u);
            uint l_1239_ = (l_1238_ & 65535u);
            uint l_1240_ = (l_1235_ & 65535u);
            uint l_1241_ = (l_1239_ + l_1240_);
            uint l_1242_ = (l_1236_ & 65535u);
            uint l_1243_ = (l_1241_ + l_1242_);
            uint l_1244_ = (l_1235_ >> 16u);
            uint l_1245_ = (l_1244_ & 65535u);
            uint l_1246_ = (l_1237_ + l_1245_);
            uint l_1247_ = (l_1236_ >> 16u);
            uint l_1248_ = (l_1247_ & 65535u);
            uint l_1249_ = (l_1246_ + l_1248_);
            uint l_1250_ = (l_1243_ >> 16u);
            uint l_1251_ = (l_1250_ & 65535u);
            uint l_230_ = (l_1249_ + l_1251_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1096 = l_mut_90_;
            uint l_1253_ = (_e1096 & 65535u);
            uint _e1099 = l_mut_90_;
            uint l_1254_ = (_e1099 >> 16u);
            uint l_1255_ = (l_1254_ & 65535u);
            uint l_1256_ = (l_4_ & 65535u);
            uint l_1257_ = (l_4_ >> 16u);
            uint l_1258_ = (l_1257_ & 65535u);
            uint l_1259_ = (l_1253_ * l_1256_);
            uint l_1260_ = (l_1255_ * l_1256_);
            uint l_1261_ = (l_1253_ * l_1258_);
            uint l_1262_ = (l_1255_ * l_1258_);
            uint l_1263_ = (l_1259_ >> 16u);
            uint l_1264_ = (l_1263_ & 65535u);
            uint l_1265_ = (l_1260_ & 65535u);
            uint l_1266_ = (l_1264_ + l_1265_);
            uint l_1267_ = (l_1261_ & 65535u);
            uint l_1268_ = (l_1266_ + l_1267_);
            uint l_1269_ = (l_1260_ >> 16u);
            uint l_1270_ = (l_1269_ & 65535u);
            uint l_1271_ = (l_1262_ + l_1270_);
            uint l_1272_ = (l_1261_ >> 16u);
            uint l_1273_ = (l_1272_ & 65535u);
            uint l_1274_ = (l_1271_ + l_1273_);
            uint l_1275_ = (l_1268_ >> 16u);
            uint l_1276_ = (l_1275_ & 65535u);
            uint l_232_ = (l_1274_ + l_1276_);
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
            uint l_1278_ = (_e1175 & 65535u);
            uint _e1178 = l_mut_40_;
            uint l_1279_ = (_e1178 >> 16u);
            uint l_1280_ = (l_1279_ & 65535u);
            uint l_1281_ = (l_4_ & 65535u);
            uint l_1282_ = (l_4_ >> 16u);
            uint l_1283_ = (l_1282_ & 65535u);
            uint l_1284_ = (l_1278_ * l_1281_);
            uint l_1285_ = (l_1280_ * l_1281_);
            uint l_1286_ = (l_1278_ * l_1283_);
            uint l_1287_ = (l_1280_ * l_1283_);
            uint l_1288_ = (l_1284_ >> 16u);
            uint l_1289_ = (l_1288_ & 65535u);
            uint l_1290_ = (l_1285_ & 65535u);
            uint l_1291_ = (l_1289_ + l_1290_);
            uint l_1292_ = (l_1286_ & 65535u);
            uint l_1293_ = (l_1291_ + l_1292_);
            uint l_1294_ = (l_1285_ >> 16u);
            uint l_1295_ = (l_1294_ & 65535u);
            uint l_1296_ = (l_1287_ + l_1295_);
            uint l_1297_ = (l_1286_ >> 16u);
            uint l_1298_ = (l_1297_ & 65535u);
            uint l_1299_ = (l_1296_ + l_1298_);
            uint l_1300_ = (l_1293_ >> 16u);
            uint l_1301_ = (l_1300_ & 65535u);
            uint l_257_ = (l_1299_ + l_1301_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1219 = l_mut_90_;
            uint l_1303_ = (_e1219 & 65535u);
            uint _e1222 = l_mut_90_;
            uint l_1304_ = (_e1222 >> 16u);
            uint l_1305_ = (l_1304_ & 65535u);
            uint l_1306_ = (l_4_ & 65535u);
            uint l_1307_ = (l_4_ >> 16u);
            uint l_1308_ = (l_1307_ & 65535u);
            uint l_1309_ = (l_1303_ * l_1306_);
            uint l_1310_ = (l_1305_ * l_1306_);
            uint l_1311_ = (l_1303_ * l_1308_);
            uint l_1312_ = (l_1305_ * l_1308_);
            uint l_1313_ = (l_1309_ >> 16u);
            uint l_1314_ = (l_1313_ & 65535u);
            uint l_1315_ = (l_1310_ & 65535u);
            uint l_1316_ = (l_1314_ + l_1315_);
            uint l_1317_ = (l_1311_ & 65535u);
            uint l_1318_ = (l_1316_ + l_1317_);
            uint l_1319_ = (l_1310_ >> 16u);
            uint l_1320_ = (l_1319_ & 65535u);
            uint l_1321_ = (l_1312_ + l_1320_);
            uint l_1322_ = (l_1311_ >> 16u);
            uint l_1323_ = (l_1322_ & 65535u);
            uint l_1324_ = (l_1321_ + l_1323_);
            uint l_1325_ = (l_1318_ >> 16u);
            uint l_1326_ = (l_1325_ & 65535u);
            uint l_259_ = (l_1324_ + l_1326_);
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
            uint l_1328_ = (_e1296 & 65535u);
            uint _e1299 = l_mut_219_;
            uint l_1329_ = (_e1299 >> 16u);
            uint l_1330_ = (l_1329_ & 65535u);
            uint l_1331_ = (l_4_ & 65535u);
            uint l_1332_ = (l_4_ >> 16u);
            uint l_1333_ = (l_1332_ & 65535u);
            uint l_1334_ = (l_1328_ * l_1331_);
            uint l_1335_ = (l_1330_ * l_1331_);
            uint l_1336_ = (l_1328_ * l_1333_);
            uint l_1337_ = (l_1330_ * l_1333_);
            uint l_1338_ = (l_1334_ >> 16u);
            uint l_1339_ = (l_1338_ & 65535u);
            uint l_1340_ = (l_1335_ & 65535u);
            uint l_1341_ = (l_1339_ + l_1340_);
            uint l_1342_ = (l_1336_ & 65535u);
            uint l_1343_ = (l_1341_ + l_1342_);
            uint l_1344_ = (l_1335_ >> 16u);
            uint l_1345_ = (l_1344_ & 65535u);
            uint l_1346_ = (l_1337_ + l_1345_);
            uint l_1347_ = (l_1336_ >> 16u);
            uint l_1348_ = (l_1347_ & 65535u);
            uint l_1349_ = (l_1346_ + l_1348_);
            uint l_1350_ = (l_1343_ >> 16u);
            uint l_1351_ = (l_1350_ & 65535u);
            uint l_285_ = (l_1349_ + l_1351_);
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
            uint l_1353_ = (_e1492 & 65535u);
            uint _e1495 = l_mut_90_;
            uint l_1354_ = (_e1495 >> 16u);
            uint l_1355_ = (l_1354_ & 65535u);
            uint l_1356_ = (l_367_ & 65535u);
            uint l_1357_ = (l_367_ >> 16u);
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
            uint l_369_ = (l_1374_ + l_1376_);
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
            uint l_1378_ = (_e1545 & 65535u);
            uint _e1548 = l_mut_90_;
            uint l_1379_ = (_e1548 >> 16u);
            uint l_1380_ = (l_1379_ & 65535u);
            uint l_1381_ = (l_372_ & 65535u);
            uint l_1382_ = (l_372_ >> 16u);
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
            uint l_375_ = (l_1399_ + l_1401_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1589 = l_mut_75_;
            uint l_1403_ = (_e1589 & 65535u);
            uint _e1592 = l_mut_75_;
            uint l_1404_ = (_e1592 >> 16u);
            uint l_1405_ = (l_1404_ & 65535u);
            uint l_1406_ = (l_372_ & 65535u);
            uint l_1407_ = (l_372_ >> 16u);
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
            uint l_377_ = (l_1424_ + l_1426_);
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
                            uint l_1428_ = (_e1855 & 65535u);
                            uint _e1858 = l_mut_90_;
                            uint l_1429_ = (_e1858 >> 16u);
                            uint l_1430_ = (l_1429_ & 65535u);
                            uint _e1863 = l_mut_428_;
                            uint l_1431_ = (_e1863 & 65535u);
                            uint _e1866 = l_mut_428_;
                            uint l_1432_ = (_e1866 >> 16u);
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
                            uint l_486_ = (l_1449_ + l_1451_);
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
                            uint l_1453_ = (_e2168 & 65535u);
                            uint _e2171 = l_mut_90_;
                            uint l_1454_ = (_e2171 >> 16u);
                            uint l_1455_ = (l_1454_ & 65535u);
                            uint _e2176 = l_mut_444_;
                            uint l_1456_ = (_e2176 & 65535u);
                            uint _e2179 = l_mut_444_;
                            uint l_1457_ = (_e2179 >> 16u);
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
                            uint l_594_ = (l_1474_ + l_1476_);
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
            uint _e2301 = l_mut_275_;
            l_mut_450_ = _e2301;
            uint _e2302 = l_mut_269_;
            l_mut_445_ = _e2302;
            bool _e2303 = l_mut_628_;
            if (_e2303) {
                uint _e2304 = l_mut_219_;
                l_mut_450_ = _e2304;
                uint _e2305 = l_mut_213_;
                l_mut_445_ = _e2305;
            }
            uint _e2306 = l_mut_145_;
            uint _e2307 = l_mut_445_;
            bool l_630_ = (_e2306 < _e2307);
            uint _e2309 = l_mut_145_;
            uint _e2310 = l_mut_445_;
            bool l_631_ = (_e2309 == _e2310);
            uint _e2312 = l_mut_151_;
            uint _e2313 = l_mut_450_;
            bool l_632_ = (_e2312 < _e2313);
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
            bool l_635_ = !(l_634_);
            bool _e2325 = l_mut_628_;
            bool l_636_ = (l_635_ != _e2325);
            if (l_636_) {
                uint _e2327 = l_mut_275_;
                l_mut_450_ = _e2327;
                uint _e2328 = l_mut_269_;
                l_mut_445_ = _e2328;
                uint _e2329 = l_mut_219_;
                l_mut_275_ = _e2329;
                uint _e2330 = l_mut_213_;
                l_mut_269_ = _e2330;
                uint _e2331 = l_mut_450_;
                l_mut_219_ = _e2331;
                uint _e2332 = l_mut_445_;
                l_mut_213_ = _e2332;
                uint _e2333 = l_mut_102_;
                l_mut_450_ = _e2333;
                uint _e2334 = l_mut_96_;
                l_mut_102_ = _e2334;
                uint _e2335 = l_mut_450_;
                l_mut_96_ = _e2335;
                l_mut_628_ = l_635_;
            }
            uint _e2336 = l_mut_275_;
            uint _e2337 = l_mut_151_;
            uint l_637_ = (_e2336 - _e2337);
            uint _e2339 = l_mut_269_;
            uint _e2340 = l_mut_145_;
            uint l_638_ = (_e2339 - _e2340);
            uint _e2342 = l_mut_275_;
            uint _e2343 = l_mut_151_;
            bool l_639_ = (_e2342 < _e2343);
            uint l_640_ = uint(l_639_);
            uint l_641_ = (l_638_ - l_640_);
            l_mut_450_ = l_637_;
            l_mut_445_ = l_641_;
            bool _e2347 = l_mut_628_;
            if (_e2347) {
                uint _e2348 = l_mut_151_;
                uint l_642_ = (_e2348 - l_340_);
                uint _e2350 = l_mut_145_;
                uint l_643_ = (_e2350 - l_344_);
                uint _e2352 = l_mut_151_;
                bool l_644_ = (_e2352 < l_340_);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_450_ = l_642_;
                l_mut_445_ = l_646_;
            }
            uint _e2356 = l_mut_275_;
            l_mut_444_ = _e2356;
            uint _e2357 = l_mut_269_;
            l_mut_441_ = _e2357;
            uint _e2358 = l_mut_445_;
            uint _e2359 = l_mut_269_;
            bool l_647_ = (_e2358 < _e2359);
            uint _e2361 = l_mut_445_;
            uint _e2362 = l_mut_269_;
            bool l_648_ = (_e2361 == _e2362);
            uint _e2364 = l_mut_450_;
            uint _e2365 = l_mut_275_;
            bool l_649_ = (_e2364 < _e2365);
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
                uint _e2376 = l_mut_450_;
                l_mut_444_ = _e2376;
                uint _e2377 = l_mut_445_;
                l_mut_441_ = _e2377;
            }
            l_mut_652_ = false;
            uint _e2379 = l_mut_444_;
            l_mut_450_ = _e2379;
            uint _e2380 = l_mut_441_;
            l_mut_445_ = _e2380;
            if (false) {
                uint _e2383 = l_mut_441_;
                uint l_655_ = (_e2383 >> 3u);
                l_mut_450_ = l_655_;
                l_mut_445_ = 0u;
            } else {
                if (true) {
                    uint _e2387 = l_mut_444_;
                    l_mut_440_ = _e2387;
                    if (true) {
                        uint _e2389 = l_mut_444_;
                        uint l_658_ = (_e2389 >> 3u);
                        uint _e2392 = l_mut_441_;
                        uint l_659_ = (_e2392 << 29u);
                        uint l_660_ = (l_658_ | l_659_);
                        l_mut_440_ = l_660_;
                    }
                    uint _e2396 = l_mut_441_;
                    uint l_661_ = (_e2396 >> 3u);
                    uint _e2399 = l_mut_440_;
                    l_mut_450_ = _e2399;
                    l_mut_445_ = l_661_;
                }
            }
            uint _e2400 = l_mut_445_;
            uint _e2401 = l_mut_213_;
            bool l_662_ = (_e2400 < _e2401);
            uint _e2403 = l_mut_445_;
            uint _e2404 = l_mut_213_;
            bool l_663_ = (_e2403 == _e2404);
            uint _e2406 = l_mut_450_;
            uint _e2407 = l_mut_219_;
            bool l_664_ = (_e2406 < _e2407);
            if (l_663_) {
                local_44 = l_664_;
            } else {
                local_44 = false;
            }
            bool l_665_ = local_44;
            if (!(l_662_)) {
                local_45 = l_665_;
            } else {
                local_45 = true;
            }
            bool l_666_ = local_45;
            bool l_667_ = !(l_666_);
            l_mut_652_ = l_667_;
            l_mut_450_ = 0u;
            uint _e2420 = l_mut_219_;
            uint _e2421 = l_mut_213_;
            uint l_668_ = (_e2420 | _e2421);
            bool l_669_ = (l_668_ == 0u);
            bool l_670_ = !(l_669_);
            bool _e2426 = l_mut_652_;
            if (_e2426) {
                local_46 = l_670_;
            } else {
                local_46 = false;
            }
            bool l_671_ = local_46;
            uint _e2431 = l_mut_213_;
            uint _e2432 = l_mut_441_;
            bool l_672_ = (_e2431 < _e2432);
            uint _e2434 = l_mut_213_;
            uint _e2435 = l_mut_441_;
            bool l_673_ = (_e2434 == _e2435);
            uint _e2437 = l_mut_219_;
            uint _e2438 = l_mut_444_;
            bool l_674_ = (_e2437 < _e2438);
            if (l_673_) {
                local_47 = l_674_;
            } else {
                local_47 = false;
            }
            bool l_675_ = local_47;
            if (!(l_672_)) {
                local_48 = l_675_;
            } else {
                local_48 = true;
            }
            bool l_676_ = local_48;
            if (l_671_) {
                local_49 = l_676_;
            } else {
                local_49 = false;
            }
            bool l_677_ = local_49;
            uint _e2453 = l_mut_102_;
            uint _e2454 = l_mut_96_;
            uint l_678_ = (_e2453 + _e2454);
            bool l_679_ = (l_678_ < l_4_);
            if (l_677_) {
                local_50 = l_679_;
            } else {
                local_50 = false;
            }
            bool l_680_ = local_50;
            if (l_680_) {
                uint _e2461 = l_mut_102_;
                uint l_681_ = (l_4_ - _e2461);
                uint _e2463 = l_mut_96_;
                uint l_682_ = (l_681_ - _e2463);
                uint _e2465 = l_mut_102_;
                uint l_683_ = (l_682_ / _e2465);
                uint _e2467 = l_mut_444_;
                uint l_684_ = (_e2467 - 1u);
                uint _e2470 = l_mut_441_;
                uint l_685_ = (_e2470 - 0u);
                uint _e2473 = l_mut_444_;
                bool l_686_ = (_e2473 < 1u);
                uint l_687_ = uint(l_686_);
                uint l_688_ = (l_685_ - l_687_);
                l_mut_445_ = l_684_;
                l_mut_444_ = l_688_;
                l_mut_441_ = 0u;
                l_mut_689_ = 0u;
                bool loop_init_2 = true;
                while(true) {
                    if (!loop_init_2) {
                        uint _e2566 = l_mut_689_;
                        l_mut_689_ = (_e2566 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e2481 = l_mut_689_;
                    if ((_e2481 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2485 = l_mut_689_;
                        uint l_690_ = (19u - _e2485);
                        uint _e2487 = l_mut_445_;
                        l_mut_440_ = _e2487;
                        uint _e2488 = l_mut_444_;
                        l_mut_439_ = _e2488;
                        bool l_691_ = (l_690_ >= 32u);
                        if (l_691_) {
                            uint l_692_ = (l_690_ & 31u);
                            uint _e2493 = l_mut_444_;
                            uint l_693_ = (_e2493 >> l_692_);
                            l_mut_440_ = l_693_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_694_ = (l_690_ > 0u);
                            if (l_694_) {
                                uint _e2498 = l_mut_445_;
                                l_mut_428_ = _e2498;
                                bool l_695_ = (l_690_ > 0u);
                                if (l_695_) {
                                    uint _e2501 = l_mut_445_;
                                    uint l_696_ = (_e2501 >> l_690_);
                                    uint l_697_ = (32u - l_690_);
                                    uint _e2505 = l_mut_444_;
                                    uint l_698_ = (_e2505 << l_697_);
                                    uint l_699_ = (l_696_ | l_698_);
                                    l_mut_428_ = l_699_;
                                }
                                uint _e2508 = l_mut_444_;
                                uint l_700_ = (_e2508 >> l_690_);
                                uint _e2510 = l_mut_428_;
                                l_mut_440_ = _e2510;
                                l_mut_439_ = l_700_;
                            }
                        }
                        uint _e2511 = l_mut_439_;
                        uint _e2512 = l_mut_213_;
                        bool l_701_ = (_e2511 < _e2512);
                        uint _e2514 = l_mut_439_;
                        uint _e2515 = l_mut_213_;
                        bool l_702_ = (_e2514 == _e2515);
                        uint _e2517 = l_mut_440_;
                        uint _e2518 = l_mut_219_;
                        bool l_703_ = (_e2517 < _e2518);
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
                            uint _e2530 = l_mut_219_;
                            l_mut_440_ = _e2530;
                            uint _e2531 = l_mut_213_;
                            l_mut_439_ = _e2531;
                            bool l_707_ = (l_690_ >= 32u);
                            if (l_707_) {
                                uint l_708_ = (l_690_ & 31u);
                                uint _e2536 = l_mut_219_;
                                uint l_709_ = (_e2536 << l_708_);
                                l_mut_440_ = 0u;
                                l_mut_439_ = l_709_;
                            } else {
                                bool l_710_ = (l_690_ > 0u);
                                if (l_710_) {
                                    uint _e2541 = l_mut_219_;
                                    uint l_711_ = (_e2541 << l_690_);
                                    uint _e2543 = l_mut_213_;
                                    uint l_712_ = (_e2543 << l_690_);
                                    uint l_713_ = (32u - l_690_);
                                    uint _e2547 = l_mut_219_;
                                    uint l_714_ = (_e2547 >> l_713_);
                                    uint l_715_ = (l_712_ | l_714_);
                                    l_mut_440_ = l_711_;
                                    l_mut_439_ = l_715_;
                                }
                            }
                            uint _e2550 = l_mut_445_;
                            uint _e2551 = l_mut_440_;
                            uint l_716_ = (_e2550 - _e2551);
                            uint _e2553 = l_mut_444_;
                            uint _e2554 = l_mut_439_;
                            uint l_717_ = (_e2553 - _e2554);
                            uint _e2556 = l_mut_445_;
                            uint _e2557 = l_mut_440_;
                            bool l_718_ = (_e2556 < _e2557);
                            uint l_719_ = uint(l_718_);
                            uint l_720_ = (l_717_ - l_719_);
                            l_mut_445_ = l_716_;
                            l_mut_444_ = l_720_;
                            uint l_721_ = (1u << l_690_);
                            uint _e2563 = l_mut_441_;
                            l_mut_441_ = (_e2563 | l_721_);
                        }
                    }
                }
                uint _e2568 = l_mut_441_;
                uint l_722_ = min(_e2568, l_683_);
                l_mut_441_ = l_722_;
                uint _e2570 = l_mut_444_;
                uint _e2571 = l_mut_213_;
                bool l_723_ = (_e2570 < _e2571);
                uint _e2573 = l_mut_444_;
                uint _e2574 = l_mut_213_;
                bool l_724_ = (_e2573 == _e2574);
                uint _e2576 = l_mut_445_;
                uint _e2577 = l_mut_219_;
                bool l_725_ = (_e2576 < _e2577);
                if (l_724_) {
                    local_53 = l_725_;
                } else {
                    local_53 = false;
                }
                bool l_726_ = local_53;
                if (!(l_723_)) {
                    local_54 = l_726_;
                } else {
                    local_54 = true;
                }
                bool l_727_ = local_54;
                bool l_728_ = !(l_727_);
                if (l_728_) {
                    l_mut_441_ = l_683_;
                }
                uint _e2589 = l_mut_441_;
                l_mut_450_ = _e2589;
            }
            uint _e2590 = l_mut_275_;
            l_mut_445_ = _e2590;
            uint _e2591 = l_mut_269_;
            l_mut_444_ = _e2591;
            uint _e2592 = l_mut_219_;
            l_mut_441_ = _e2592;
            uint _e2593 = l_mut_213_;
            l_mut_440_ = _e2593;
            uint _e2594 = l_mut_102_;
            l_mut_439_ = _e2594;
            uint _e2595 = l_mut_96_;
            l_mut_428_ = _e2595;
            uint _e2596 = l_mut_151_;
            l_mut_421_ = _e2596;
            uint _e2597 = l_mut_145_;
            l_mut_394_ = _e2597;
            l_mut_388_ = 0u;
            uint _e2599 = l_mut_450_;
            bool l_729_ = (_e2599 > 0u);
            if (l_729_) {
                uint _e2602 = l_mut_219_;
                uint _e2603 = l_mut_450_;
                uint l_730_ = (_e2602 * _e2603);
                uint _e2605 = l_mut_219_;
                uint l_1478_ = (_e2605 & 65535u);
                uint _e2608 = l_mut_219_;
                uint l_1479_ = (_e2608 >> 16u);
                uint l_1480_ = (l_1479_ & 65535u);
                uint _e2613 = l_mut_450_;
                uint l_1481_ = (_e2613 & 65535u);
                uint _e2616 = l_mut_450_;
                uint l_1482_ = (_e2616 >> 16u);
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
                uint l_731_ = (l_1499_ + l_1501_);
                uint _e2650 = l_mut_213_;
                uint _e2651 = l_mut_450_;
                uint l_732_ = (_e2650 * _e2651);
                uint l_733_ = (l_731_ + l_732_);
                bool _e2654 = l_mut_628_;
                if (_e2654) {
                    uint _e2655 = l_mut_151_;
                    uint l_734_ = (_e2655 - l_730_);
                    uint _e2657 = l_mut_145_;
                    uint l_735_ = (_e2657 - l_733_);
                    uint _e2659 = l_mut_151_;
                    bool l_736_ = (_e2659 < l_730_);
                    uint l_737_ = uint(l_736_);
                    uint l_738_ = (l_735_ - l_737_);
                    l_mut_421_ = l_734_;
                    l_mut_394_ = l_738_;
                }
                uint _e2663 = l_mut_275_;
                uint l_739_ = (_e2663 - l_730_);
                uint _e2665 = l_mut_269_;
                uint l_740_ = (_e2665 - l_733_);
                uint _e2667 = l_mut_275_;
                bool l_741_ = (_e2667 < l_730_);
                uint l_742_ = uint(l_741_);
                uint l_743_ = (l_740_ - l_742_);
                l_mut_445_ = l_739_;
                l_mut_444_ = l_743_;
                uint _e2671 = l_mut_450_;
                uint _e2672 = l_mut_102_;
                uint l_744_ = (_e2671 * _e2672);
                uint _e2674 = l_mut_96_;
                uint l_745_ = (_e2674 + l_744_);
                l_mut_428_ = l_745_;
            } else {
                bool _e2676 = l_mut_628_;
                if (_e2676) {
                    uint _e2677 = l_mut_151_;
                    uint _e2678 = l_mut_219_;
                    uint l_746_ = (_e2677 - _e2678);
                    uint _e2680 = l_mut_145_;
                    uint _e2681 = l_mut_213_;
                    uint l_747_ = (_e2680 - _e2681);
                    uint _e2683 = l_mut_151_;
                    uint _e2684 = l_mut_219_;
                    bool l_748_ = (_e2683 < _e2684);
                    uint l_749_ = uint(l_748_);
                    uint l_750_ = (l_747_ - l_749_);
                    l_mut_421_ = l_746_;
                    l_mut_394_ = l_750_;
                    uint _e2688 = l_mut_394_;
                    bool l_751_ = (_e2688 < l_344_);
                    uint _e2690 = l_mut_394_;
                    bool l_752_ = (_e2690 == l_344_);
                    uint _e2692 = l_mut_421_;
                    bool l_753_ = (_e2692 < l_340_);
                    if (l_752_) {
                        local_55 = l_753_;
                    } else {
                        local_55 = false;
                    }
                    bool l_754_ = local_55;
                    if (!(l_751_)) {
                        local_56 = l_754_;
                    } else {
                        local_56 = true;
                    }
                    bool l_755_ = local_56;
                    if (l_755_) {
                        l_mut_388_ = 2u;
                    }
                }
                uint _e2704 = l_mut_388_;
                bool l_756_ = (_e2704 == 0u);
                if (l_756_) {
                    uint _e2707 = l_mut_102_;
                    uint l_757_ = (l_4_ - _e2707);
                    uint _e2709 = l_mut_96_;
                    uint l_758_ = (l_757_ / _e2709);
                    l_mut_450_ = 0u;
                    l_mut_652_ = false;
                    uint _e2713 = l_mut_219_;
                    l_mut_382_ = _e2713;
                    uint _e2714 = l_mut_213_;
                    l_mut_90_ = _e2714;
                    if (false) {
                        uint _e2717 = l_mut_213_;
                        uint l_761_ = (_e2717 >> 3u);
                        l_mut_382_ = l_761_;
                        l_mut_90_ = 0u;
                    } else {
                        if (true) {
                            uint _e2721 = l_mut_219_;
                            l_mut_75_ = _e2721;
                            if (true) {
                                uint _e2723 = l_mut_219_;
                                uint l_764_ = (_e2723 >> 3u);
                                uint _e2726 = l_mut_213_;
                                uint l_765_ = (_e2726 << 29u);
                                uint l_766_ = (l_764_ | l_765_);
                                l_mut_75_ = l_766_;
                            }
                            uint _e2730 = l_mut_213_;
                            uint l_767_ = (_e2730 >> 3u);
                            uint _e2733 = l_mut_75_;
                            l_mut_382_ = _e2733;
                            l_mut_90_ = l_767_;
                        }
                    }
                    uint _e2734 = l_mut_90_;
                    uint _e2735 = l_mut_269_;
                    bool l_768_ = (_e2734 < _e2735);
                    uint _e2737 = l_mut_90_;
                    uint _e2738 = l_mut_269_;
                    bool l_769_ = (_e2737 == _e2738);
                    uint _e2740 = l_mut_382_;
                    uint _e2741 = l_mut_275_;
                    bool l_770_ = (_e2740 < _e2741);
                    if (l_769_) {
                        local_57 = l_770_;
                    } else {
                        local_57 = false;
                    }
                    bool l_771_ = local_57;
                    if (!(l_768_)) {
                        local_58 = l_771_;
                    } else {
                        local_58 = true;
                    }
                    bool l_772_ = local_58;
                    bool l_773_ = !(l_772_);
                    l_mut_652_ = l_773_;
                    uint _e2753 = l_mut_275_;
                    uint _e2754 = l_mut_269_;
                    uint l_774_ = (_e2753 | _e2754);
                    bool l_775_ = (l_774_ == 0u);
                    if (l_775_) {
                        l_mut_450_ = l_758_;
                    } else {
                        bool _e2758 = l_mut_652_;
                        if (_e2758) {
                            uint _e2759 = l_mut_269_;
                            uint _e2760 = l_mut_213_;
                            bool l_776_ = (_e2759 < _e2760);
                            uint _e2762 = l_mut_269_;
                            uint _e2763 = l_mut_213_;
                            bool l_777_ = (_e2762 == _e2763);
                            uint _e2765 = l_mut_275_;
                            uint _e2766 = l_mut_219_;
                            bool l_778_ = (_e2765 < _e2766);
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
                            if (l_780_) {
                                uint _e2777 = l_mut_219_;
                                uint l_781_ = (_e2777 - 1u);
                                uint _e2780 = l_mut_213_;
                                uint l_782_ = (_e2780 - 0u);
                                uint _e2783 = l_mut_219_;
                                bool l_783_ = (_e2783 < 1u);
                                uint l_784_ = uint(l_783_);
                                uint l_785_ = (l_782_ - l_784_);
                                l_mut_382_ = l_781_;
                                l_mut_90_ = l_785_;
                                l_mut_75_ = 0u;
                                l_mut_786_ = 0u;
                                bool loop_init_3 = true;
                                while(true) {
                                    if (!loop_init_3) {
                                        uint _e2876 = l_mut_786_;
                                        l_mut_786_ = (_e2876 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2791 = l_mut_786_;
                                    if ((_e2791 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2795 = l_mut_786_;
                                        uint l_787_ = (19u - _e2795);
                                        uint _e2797 = l_mut_382_;
                                        l_mut_40_ = _e2797;
                                        uint _e2798 = l_mut_90_;
                                        l_mut_788_ = _e2798;
                                        bool l_789_ = (l_787_ >= 32u);
                                        if (l_789_) {
                                            uint l_790_ = (l_787_ & 31u);
                                            uint _e2803 = l_mut_90_;
                                            uint l_791_ = (_e2803 >> l_790_);
                                            l_mut_40_ = l_791_;
                                            l_mut_788_ = 0u;
                                        } else {
                                            bool l_792_ = (l_787_ > 0u);
                                            if (l_792_) {
                                                uint _e2808 = l_mut_382_;
                                                l_mut_793_ = _e2808;
                                                bool l_794_ = (l_787_ > 0u);
                                                if (l_794_) {
                                                    uint _e2811 = l_mut_382_;
                                                    uint l_795_ = (_e2811 >> l_787_);
                                                    uint l_796_ = (32u - l_787_);
                                                    uint _e2815 = l_mut_90_;
                                                    uint l_797_ = (_e2815 << l_796_);
                                                    uint l_798_ = (l_795_ | l_797_);
                                                    l_mut_793_ = l_798_;
                                                }
                                                uint _e2818 = l_mut_90_;
                                                uint l_799_ = (_e2818 >> l_787_);
                                                uint _e2820 = l_mut_793_;
                                                l_mut_40_ = _e2820;
                                                l_mut_788_ = l_799_;
                                            }
                                        }
                                        uint _e2821 = l_mut_788_;
                                        uint _e2822 = l_mut_269_;
                                        bool l_800_ = (_e2821 < _e2822);
                                        uint _e2824 = l_mut_788_;
                                        uint _e2825 = l_mut_269_;
                                        bool l_801_ = (_e2824 == _e2825);
                                        uint _e2827 = l_mut_40_;
                                        uint _e2828 = l_mut_275_;
                                        bool l_802_ = (_e2827 < _e2828);
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
                                            uint _e2840 = l_mut_275_;
                                            l_mut_793_ = _e2840;
                                            uint _e2841 = l_mut_269_;
                                            l_mut_788_ = _e2841;
                                            bool l_806_ = (l_787_ >= 32u);
                                            if (l_806_) {
                                                uint l_807_ = (l_787_ & 31u);
                                                uint _e2846 = l_mut_275_;
                                                uint l_808_ = (_e2846 << l_807_);
                                                l_mut_793_ = 0u;
                                                l_mut_788_ = l_808_;
                                            } else {
                                                bool l_809_ = (l_787_ > 0u);
                                                if (l_809_) {
                                                    uint _e2851 = l_mut_275_;
                                                    uint l_810_ = (_e2851 << l_787_);
                                                    uint _e2853 = l_mut_269_;
                                                    uint l_811_ = (_e2853 << l_787_);
                                                    uint l_812_ = (32u - l_787_);
                                                    uint _e2857 = l_mut_275_;
                                                    uint l_813_ = (_e2857 >> l_812_);
                                                    uint l_814_ = (l_811_ | l_813_);
                                                    l_mut_793_ = l_810_;
                                                    l_mut_788_ = l_814_;
                                                }
                                            }
                                            uint _e2860 = l_mut_382_;
                                            uint _e2861 = l_mut_793_;
                                            uint l_815_ = (_e2860 - _e2861);
                                            uint _e2863 = l_mut_90_;
                                            uint _e2864 = l_mut_788_;
                                            uint l_816_ = (_e2863 - _e2864);
                                            uint _e2866 = l_mut_382_;
                                            uint _e2867 = l_mut_793_;
                                            bool l_817_ = (_e2866 < _e2867);
                                            uint l_818_ = uint(l_817_);
                                            uint l_819_ = (l_816_ - l_818_);
                                            l_mut_382_ = l_815_;
                                            l_mut_90_ = l_819_;
                                            uint l_820_ = (1u << l_787_);
                                            uint _e2873 = l_mut_75_;
                                            l_mut_75_ = (_e2873 | l_820_);
                                        }
                                    }
                                }
                                uint _e2878 = l_mut_75_;
                                uint l_821_ = min(_e2878, l_758_);
                                l_mut_793_ = l_821_;
                                uint _e2880 = l_mut_90_;
                                uint _e2881 = l_mut_269_;
                                bool l_822_ = (_e2880 < _e2881);
                                uint _e2883 = l_mut_90_;
                                uint _e2884 = l_mut_269_;
                                bool l_823_ = (_e2883 == _e2884);
                                uint _e2886 = l_mut_382_;
                                uint _e2887 = l_mut_275_;
                                bool l_824_ = (_e2886 < _e2887);
                                if (l_823_) {
                                    local_63 = l_824_;
                                } else {
                                    local_63 = false;
                                }
                                bool l_825_ = local_63;
                                if (!(l_822_)) {
                                    local_64 = l_825_;
                                } else {
                                    local_64 = true;
                                }
                                bool l_826_ = local_64;
                                bool l_827_ = !(l_826_);
                                if (l_827_) {
                                    l_mut_793_ = l_758_;
                                }
                                uint _e2899 = l_mut_793_;
                                l_mut_450_ = _e2899;
                            }
                        } else {
                            uint _e2900 = l_mut_219_;
                            l_mut_793_ = _e2900;
                            uint _e2901 = l_mut_213_;
                            l_mut_788_ = _e2901;
                            while(true) {
                                uint _e2902 = l_mut_269_;
                                uint _e2903 = l_mut_788_;
                                bool l_828_ = (_e2902 < _e2903);
                                uint _e2905 = l_mut_269_;
                                uint _e2906 = l_mut_788_;
                                bool l_829_ = (_e2905 == _e2906);
                                uint _e2908 = l_mut_275_;
                                uint _e2909 = l_mut_793_;
                                bool l_830_ = (_e2908 < _e2909);
                                if (l_829_) {
                                    local_65 = l_830_;
                                } else {
                                    local_65 = false;
                                }
                                bool l_831_ = local_65;
                                if (!(l_828_)) {
                                    local_66 = l_831_;
                                } else {
                                    local_66 = true;
                                }
                                bool l_832_ = local_66;
                                uint _e2920 = l_mut_450_;
                                uint _e2921 = l_mut_96_;
                                uint l_833_ = (_e2920 * _e2921);
                                uint _e2923 = l_mut_102_;
                                uint l_834_ = (_e2923 + l_833_);
                                uint _e2925 = l_mut_96_;
                                uint l_835_ = (l_834_ + _e2925);
                                bool l_836_ = (l_835_ < l_4_);
                                if (l_832_) {
                                    local_67 = l_836_;
                                } else {
                                    local_67 = false;
                                }
                                bool l_837_ = local_67;
                                bool l_838_ = !(l_837_);
                                if (l_838_) {
                                    break;
                                }
                                uint _e2933 = l_mut_793_;
                                uint _e2934 = l_mut_275_;
                                uint l_839_ = (_e2933 - _e2934);
                                uint _e2936 = l_mut_788_;
                                uint _e2937 = l_mut_269_;
                                uint l_840_ = (_e2936 - _e2937);
                                uint _e2939 = l_mut_793_;
                                uint _e2940 = l_mut_275_;
                                bool l_841_ = (_e2939 < _e2940);
                                uint l_842_ = uint(l_841_);
                                uint l_843_ = (l_840_ - l_842_);
                                l_mut_793_ = l_839_;
                                l_mut_788_ = l_843_;
                                uint _e2944 = l_mut_450_;
                                l_mut_450_ = (_e2944 + 1u);
                            }
                        }
                    }
                    uint _e2947 = l_mut_450_;
                    uint _e2948 = l_mut_96_;
                    uint l_844_ = (_e2947 * _e2948);
                    uint _e2950 = l_mut_102_;
                    uint l_845_ = (_e2950 + l_844_);
                    uint _e2952 = l_mut_96_;
                    uint l_846_ = (l_845_ + _e2952);
                    bool l_847_ = (l_846_ >= l_4_);
                    if (l_847_) {
                        l_mut_388_ = 1u;
                    } else {
                        uint _e2956 = l_mut_275_;
                        uint _e2957 = l_mut_450_;
                        uint l_848_ = (_e2956 * _e2957);
                        uint _e2959 = l_mut_275_;
                        uint l_1503_ = (_e2959 & 65535u);
                        uint _e2962 = l_mut_275_;
                        uint l_1504_ = (_e2962 >> 16u);
                        uint l_1505_ = (l_1504_ & 65535u);
                        uint _e2967 = l_mut_450_;
                        uint l_1506_ = (_e2967 & 65535u);
                        uint _e2970 = l_mut_450_;
                        uint l_1507_ = (_e2970 >> 16u);
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
                        uint l_849_ = (l_1524_ + l_1526_);
                        uint _e3004 = l_mut_269_;
                        uint _e3005 = l_mut_450_;
                        uint l_850_ = (_e3004 * _e3005);
                        uint l_851_ = (l_849_ + l_850_);
                        uint _e3008 = l_mut_219_;
                        uint l_852_ = (_e3008 - l_848_);
                        uint _e3010 = l_mut_213_;
                        uint l_853_ = (_e3010 - l_851_);
                        uint _e3012 = l_mut_219_;
                        bool l_854_ = (_e3012 < l_848_);
                        uint l_855_ = uint(l_854_);
                        uint l_856_ = (l_853_ - l_855_);
                        l_mut_441_ = l_852_;
                        l_mut_440_ = l_856_;
                        uint _e3016 = l_mut_450_;
                        uint _e3017 = l_mut_96_;
                        uint l_857_ = (_e3016 * _e3017);
                        uint _e3019 = l_mut_102_;
                        uint l_858_ = (_e3019 + l_857_);
                        l_mut_439_ = l_858_;
                        uint _e3021 = l_mut_275_;
                        uint _e3022 = l_mut_441_;
                        uint l_859_ = (_e3021 - _e3022);
                        uint _e3024 = l_mut_269_;
                        uint _e3025 = l_mut_440_;
                        uint l_860_ = (_e3024 - _e3025);
                        uint _e3027 = l_mut_275_;
                        uint _e3028 = l_mut_441_;
                        bool l_861_ = (_e3027 < _e3028);
                        uint l_862_ = uint(l_861_);
                        uint l_863_ = (l_860_ - l_862_);
                        l_mut_445_ = l_859_;
                        l_mut_444_ = l_863_;
                        uint _e3032 = l_mut_96_;
                        uint _e3033 = l_mut_439_;
                        uint l_864_ = (_e3032 + _e3033);
                        l_mut_428_ = l_864_;
                    }
                }
            }
            uint _e3035 = l_mut_445_;
            l_mut_275_ = _e3035;
            uint _e3036 = l_mut_444_;
            l_mut_269_ = _e3036;
            uint _e3037 = l_mut_441_;
            l_mut_219_ = _e3037;
            uint _e3038 = l_mut_440_;
            l_mut_213_ = _e3038;
            uint _e3039 = l_mut_439_;
            l_mut_102_ = _e3039;
            uint _e3040 = l_mut_428_;
            l_mut_96_ = _e3040;
            uint _e3041 = l_mut_421_;
            l_mut_151_ = _e3041;
            uint _e3042 = l_mut_394_;
            l_mut_145_ = _e3042;
            uint _e3043 = l_mut_388_;
            bool l_865_ = (_e3043 == 1u);
            l_mut_350_ = l_865_;
            uint _e3046 = l_mut_388_;
            bool l_866_ = (_e3046 == 0u);
            l_mut_357_ = l_866_;
        }
        bool _e3049 = l_mut_350_;
        bool l_867_ = !(_e3049);
        if (l_867_) {
            uint l_1528_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1529_ = (l_1528_ * 1u);
            uint l_1530_ = (l_1529_ - 1u);
            uint l_1531_ = min(0u, l_1530_);
            uint _e3064 = atomicAdd(_group_0_binding_5_cs[l_1531_], 1u);
            uint l_870_ = _group_0_binding_6_cs.static_meta[10];
            bool l_871_ = (_e3064 < l_870_);
            if (l_871_) {
                uint l_1533_ = _group_0_binding_6_cs.static_meta[4];
                uint l_1534_ = (l_1533_ * 1u);
                bool l_1535_ = (_e3064 < l_1534_);
                if (l_1535_) {
                    _group_0_binding_4_cs[_e3064] = id;
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
