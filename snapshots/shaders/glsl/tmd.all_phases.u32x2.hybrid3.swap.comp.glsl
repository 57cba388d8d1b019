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
    uint l_mut_202_ = 0u;
    uint l_mut_203_ = 0u;
    bool l_mut_211_ = false;
    bool l_mut_222_ = false;
    uint l_mut_223_ = 0u;
    uint l_mut_228_ = 0u;
    uint l_mut_254_ = 0u;
    uint l_mut_255_ = 0u;
    uint l_mut_260_ = 0u;
    uint l_mut_40_ = 0u;
    uint l_mut_603_ = 0u;
    uint l_mut_604_ = 0u;
    uint l_mut_609_ = 0u;
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
    uint l_mut_252_ = 0u;
    bool local_14 = false;
    bool local_15 = false;
    bool local_16 = false;
    bool local_17 = false;
    bool local_18 = false;
    bool local_19 = false;
    bool local_20 = false;
    uint l_mut_334_ = 0u;
    bool local_21 = false;
    bool local_22 = false;
    bool local_23 = false;
    bool local_24 = false;
    bool local_25 = false;
    bool local_26 = false;
    bool local_27 = false;
    bool local_28 = false;
    bool local_29 = false;
    bool local_30 = false;
    uint l_mut_601_ = 0u;
    bool local_31 = false;
    bool local_32 = false;
    bool local_33 = false;
    bool local_34 = false;
    bool local_35 = false;
    bool local_36 = false;
    bool local_37 = false;
    bool local_38 = false;
    uint l_mut_684_ = 0u;
    bool local_39 = false;
    bool local_40 = false;
    bool local_41 = false;
    bool local_42 = false;
    uint l_mut_761_ = 0u;
    uint l_mut_768_ = 0u;
    bool local_43 = false;
    bool local_44 = false;
    bool local_45 = false;
    bool local_46 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_927_ = _group_0_binding_6_cs.static_meta[5];
        uint l_928_ = (l_927_ * 1u);
        uint l_929_ = (l_928_ - 1u);
        uint l_930_ = min(3u, l_929_);
        uint _e63 = atomicAdd(_group_0_binding_5_cs[l_930_], 1u);
    }
    uint l_843_ = _group_0_binding_6_cs.static_meta[3];
    uint l_844_ = (l_843_ * 1u);
    bool l_845_ = (0u < l_844_);
    uint l_846_ = (l_844_ - 1u);
    uint l_847_ = min(0u, l_846_);
    uint l_848_ = _group_0_binding_3_cs[l_847_];
    uint l_4_ = (l_845_ ? l_848_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_850_ = _group_0_binding_6_cs.static_meta[3];
    uint l_851_ = (l_850_ * 1u);
    bool l_852_ = (l_6_ < l_851_);
    uint l_853_ = (l_851_ - 1u);
    uint l_854_ = min(l_6_, l_853_);
    uint l_855_ = _group_0_binding_3_cs[l_854_];
    uint l_7_ = (l_852_ ? l_855_ : 0u);
    uint l_857_ = _group_0_binding_6_cs.static_meta[3];
    uint l_858_ = (l_857_ * 1u);
    bool l_859_ = (2u < l_858_);
    uint l_860_ = (l_858_ - 1u);
    uint l_861_ = min(2u, l_860_);
    uint l_862_ = _group_0_binding_3_cs[l_861_];
    uint l_9_ = (l_859_ ? l_862_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_864_ = _group_0_binding_6_cs.static_meta[3];
    uint l_865_ = (l_864_ * 1u);
    bool l_866_ = (l_11_ < l_865_);
    uint l_867_ = (l_865_ - 1u);
    uint l_868_ = min(l_11_, l_867_);
    uint l_869_ = _group_0_binding_3_cs[l_868_];
    uint l_12_ = (l_866_ ? l_869_ : 0u);
    uint l_871_ = _group_0_binding_6_cs.static_meta[3];
    uint l_872_ = (l_871_ * 1u);
    bool l_873_ = (4u < l_872_);
    uint l_874_ = (l_872_ - 1u);
    uint l_875_ = min(4u, l_874_);
    uint l_876_ = _group_0_binding_3_cs[l_875_];
    uint l_14_ = (l_873_ ? l_876_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_878_ = _group_0_binding_6_cs.static_meta[3];
    uint l_879_ = (l_878_ * 1u);
    bool l_880_ = (l_16_ < l_879_);
    uint l_881_ = (l_879_ - 1u);
    uint l_882_ = min(l_16_, l_881_);
    uint l_883_ = _group_0_binding_3_cs[l_882_];
    uint l_17_ = (l_880_ ? l_883_ : 0u);
    uint l_885_ = _group_0_binding_6_cs.static_meta[3];
    uint l_886_ = (l_885_ * 1u);
    bool l_887_ = (6u < l_886_);
    uint l_888_ = (l_886_ - 1u);
    uint l_889_ = min(6u, l_888_);
    uint l_890_ = _group_0_binding_3_cs[l_889_];
    uint l_19_ = (l_887_ ? l_890_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_892_ = _group_0_binding_6_cs.static_meta[3];
    uint l_893_ = (l_892_ * 1u);
    bool l_894_ = (l_21_ < l_893_);
    uint l_895_ = (l_893_ - 1u);
    uint l_896_ = min(l_21_, l_895_);
    uint l_897_ = _group_0_binding_3_cs[l_896_];
    uint l_22_ = (l_894_ ? l_897_ : 0u);
    uint l_899_ = _group_0_binding_6_cs.static_meta[3];
    uint l_900_ = (l_899_ * 1u);
    bool l_901_ = (8u < l_900_);
    uint l_902_ = (l_900_ - 1u);
    uint l_903_ = min(8u, l_902_);
    uint l_904_ = _group_0_binding_3_cs[l_903_];
    uint l_24_ = (l_901_ ? l_904_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_906_ = _group_0_binding_6_cs.static_meta[3];
    uint l_907_ = (l_906_ * 1u);
    bool l_908_ = (l_26_ < l_907_);
    uint l_909_ = (l_907_ - 1u);
    uint l_910_ = min(l_26_, l_909_);
    uint l_911_ = _group_0_binding_3_cs[l_910_];
    uint l_27_ = (l_908_ ? l_911_ : 0u);
    uint l_913_ = _group_0_binding_6_cs.static_meta[3];
    uint l_914_ = (l_913_ * 1u);
    bool l_915_ = (10u < l_914_);
    uint l_916_ = (l_914_ - 1u);
    uint l_917_ = min(10u, l_916_);
    uint l_918_ = _group_0_binding_3_cs[l_917_];
    uint l_29_ = (l_915_ ? l_918_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_920_ = _group_0_binding_6_cs.static_meta[3];
    uint l_921_ = (l_920_ * 1u);
    bool l_922_ = (l_31_ < l_921_);
    uint l_923_ = (l_921_ - 1u);
    uint l_924_ = min(l_31_, l_923_);
    uint l_925_ = _group_0_binding_3_cs[l_924_];
    uint l_32_ = (l_922_ ? l_925_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_932_ = (id & 65535u);
    uint l_933_ = (id >> 16u);
    uint l_934_ = (l_933_ & 65535u);
    uint l_935_ = (l_4_ & 65535u);
    uint l_936_ = (l_4_ >> 16u);
    uint l_937_ = (l_936_ & 65535u);
    uint l_938_ = (l_932_ * l_935_);
    uint l_939_ = (l_934_ * l_935_);
    uint l_940_ = (l_932_ * l_937_);
    uint l_941_ = (l_934_ * l_937_);
    uint l_942_ = (l_938_ >> 16u);
    uint l_943_ = (l_942_ & 65535u);
    uint l_944_ = (l_939_ & 65535u);
    uint l_945_ = (l_943_ + l_944_);
    uint l_946_ = (l_940_ & 65535u);
    uint l_947_ = (l_945_ + l_946_);
    uint l_948_ = (l_939_ >> 16u);
    uint l_949_ = (l_948_ & 65535u);
    uint l_950_ = (l_941_ + l_949_);
    uint l_951_ = (l_940_ >> 16u);
    uint l_952_ = (l_951_ & 65535u);
    uint l_953_ = (l_950_ + l_952_);
    uint l_954_ = (l_947_ >> 16u);
    uint l_955_ = (l_954_ & 65535u);
    uint l_37_ = (l_953_ + l_955_);
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
    uint _e353 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e353 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_957_ = _group_0_binding_6_cs.static_meta[0];
        uint l_958_ = (l_957_ * 1u);
        bool l_959_ = (l_58_ < l_958_);
        uint l_960_ = (l_958_ - 1u);
        uint l_961_ = min(l_58_, l_960_);
        uint l_962_ = _group_0_binding_0_cs[l_961_];
        uint l_59_ = (l_959_ ? l_962_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_964_ = _group_0_binding_6_cs.static_meta[0];
        uint l_965_ = (l_964_ * 1u);
        bool l_966_ = (l_61_ < l_965_);
        uint l_967_ = (l_965_ - 1u);
        uint l_968_ = min(l_61_, l_967_);
        uint l_969_ = _group_0_binding_0_cs[l_968_];
        uint l_62_ = (l_966_ ? l_969_ : 0u);
        uint l_63_ = (2u * id);
        uint l_971_ = _group_0_binding_6_cs.static_meta[1];
        uint l_972_ = (l_971_ * 1u);
        bool l_973_ = (l_63_ < l_972_);
        uint l_974_ = (l_972_ - 1u);
        uint l_975_ = min(l_63_, l_974_);
        uint l_976_ = _group_0_binding_1_cs[l_975_];
        uint l_64_ = (l_973_ ? l_976_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_978_ = _group_0_binding_6_cs.static_meta[1];
        uint l_979_ = (l_978_ * 1u);
        bool l_980_ = (l_66_ < l_979_);
        uint l_981_ = (l_979_ - 1u);
        uint l_982_ = min(l_66_, l_981_);
        uint l_983_ = _group_0_binding_1_cs[l_982_];
        uint l_67_ = (l_980_ ? l_983_ : 0u);
        uint l_68_ = (2u * id);
        uint l_985_ = _group_0_binding_6_cs.static_meta[2];
        uint l_986_ = (l_985_ * 1u);
        bool l_987_ = (l_68_ < l_986_);
        uint l_988_ = (l_986_ - 1u);
        uint l_989_ = min(l_68_, l_988_);
        uint l_990_ = _group_0_binding_2_cs[l_989_];
        uint l_69_ = (l_987_ ? l_990_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_992_ = _group_0_binding_6_cs.static_meta[2];
        uint l_993_ = (l_992_ * 1u);
        bool l_994_ = (l_71_ < l_993_);
        uint l_995_ = (l_993_ - 1u);
        uint l_996_ = min(l_71_, l_995_);
        uint l_997_ = _group_0_binding_2_cs[l_996_];
        uint l_72_ = (l_994_ ? l_997_ : 0u);
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
        uint _e477 = l_mut_40_;
        uint l_81_ = (_e477 * l_4_);
        uint _e479 = l_mut_75_;
        uint l_82_ = (_e479 * l_4_);
        uint _e481 = l_mut_40_;
        uint l_999_ = (_e481 & 65535u);
        uint _e484 = l_mut_40_;
        uint l_1000_ = (_e484 >> 16u);
        uint l_1001_ = (l_1000_ & 65535u);
        uint l_1002_ = (l_4_ & 65535u);
        uint l_1003_ = (l_4_ >> 16u);
        uint l_1004_ = (l_1003_ & 65535u);
        uint l_1005_ = (l_999_ * l_1002_);
        uint l_1006_ = (l_1001_ * l_1002_);
        uint l_1007_ = (l_999_ * l_1004_);
        uint l_1008_ = (l_1001_ * l_1004_);
        uint l_1009_ = (l_1005_ >> 16u);
        uint l_1010_ = (l_1009_ & 65535u);
        uint l_1011_ = (l_1006_ & 65535u);
        uint l_1012_ = (l_1010_ + l_1011_);
        uint l_1013_ = (l_1007_ & 65535u);
        uint l_1014_ = (l_1012_ + l_1013_);
        uint l_1015_ = (l_1006_ >> 16u);
        uint l_1016_ = (l_1015_ & 65535u);
        uint l_1017_ = (l_1008_ + l_1016_);
        uint l_1018_ = (l_1007_ >> 16u);
        uint l_1019_ = (l_1018_ & 65535u);
        uint l_1020_ = (l_1017_ + l_1019_);
        uint l_1021_ = (l_1014_ >> 16u);
        uint l_1022_ = (l_1021_ & 65535u);
        uint l_83_ = (l_1020_ + l_1022_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e525 = l_mut_75_;
        uint l_1024_ = (_e525 & 65535u);
        uint _e528 = l_mut_75_;
        uint l_1025_ = (_e528 >> 16u);
        uint l_1026_ = (l_1025_ & 65535u);
        uint l_1027_ = (l_4_ & 65535u);
        uint l_1028_ = (l_4_ >> 16u);
        uint l_1029_ = (l_1028_ & 65535u);
        uint l_1030_ = (l_1024_ * l_1027_);
        uint l_1031_ = (l_1026_ * l_1027_);
        uint l_1032_ = (l_1024_ * l_1029_);
        uint l_1033_ = (l_1026_ * l_1029_);
        uint l_1034_ = (l_1030_ >> 16u);
        uint l_1035_ = (l_1034_ & 65535u);
        uint l_1036_ = (l_1031_ & 65535u);
        uint l_1037_ = (l_1035_ + l_1036_);
        uint l_1038_ = (l_1032_ & 65535u);
        uint l_1039_ = (l_1037_ + l_1038_);
        uint l_1040_ = (l_1031_ >> 16u);
        uint l_1041_ = (l_1040_ & 65535u);
        uint l_1042_ = (l_1033_ + l_1041_);
        uint l_1043_ = (l_1032_ >> 16u);
        uint l_1044_ = (l_1043_ & 65535u);
        uint l_1045_ = (l_1042_ + l_1044_);
        uint l_1046_ = (l_1039_ >> 16u);
        uint l_1047_ = (l_1046_ & 65535u);
        uint l_85_ = (l_1045_ + l_1047_);
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
        uint _e587 = l_mut_90_;
        l_mut_102_ = _e587;
        uint _e588 = l_mut_96_;
        l_mut_90_ = _e588;
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
                uint _e602 = l_mut_96_;
                l_mut_102_ = _e602;
                l_mut_90_ = l_110_;
            }
        }
        uint _e603 = l_mut_102_;
        l_mut_96_ = _e603;
        uint _e604 = l_mut_90_;
        l_mut_102_ = _e604;
        if (l_74_) {
            uint _e606 = l_mut_96_;
            uint l_111_ = (0u - _e606);
            uint _e609 = l_mut_102_;
            uint l_112_ = (0u - _e609);
            uint _e612 = l_mut_96_;
            bool l_113_ = (0u < _e612);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e616 = l_mut_96_;
        uint l_116_ = (l_59_ + _e616);
        uint _e618 = l_mut_102_;
        uint l_117_ = (l_62_ + _e618);
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
        uint _e638 = l_mut_102_;
        uint l_130_ = (_e638 * l_121_);
        uint _e640 = l_mut_96_;
        uint l_131_ = (_e640 * l_121_);
        uint _e642 = l_mut_102_;
        uint l_1049_ = (_e642 & 65535u);
        uint _e645 = l_mut_102_;
        uint l_1050_ = (_e645 >> 16u);
        uint l_1051_ = (l_1050_ & 65535u);
        uint l_1052_ = (l_121_ & 65535u);
        uint l_1053_ = (l_121_ >> 16u);
        uint l_1054_ = (l_1053_ & 65535u);
        uint l_1055_ = (l_1049_ * l_1052_);
        uint l_1056_ = (l_1051_ * l_1052_);
        uint l_1057_ = (l_1049_ * l_1054_);
        uint l_1058_ = (l_1051_ * l_1054_);
        uint l_1059_ = (l_1055_ >> 16u);
        uint l_1060_ = (l_1059_ & 65535u);
        uint l_1061_ = (l_1056_ & 65535u);
        uint l_1062_ = (l_1060_ + l_1061_);
        uint l_1063_ = (l_1057_ & 65535u);
        uint l_1064_ = (l_1062_ + l_1063_);
        uint l_1065_ = (l_1056_ >> 16u);
        uint l_1066_ = (l_1065_ & 65535u);
        uint l_1067_ = (l_1058_ + l_1066_);
        uint l_1068_ = (l_1057_ >> 16u);
        uint l_1069_ = (l_1068_ & 65535u);
        uint l_1070_ = (l_1067_ + l_1069_);
        uint l_1071_ = (l_1064_ >> 16u);
        uint l_1072_ = (l_1071_ & 65535u);
        uint l_132_ = (l_1070_ + l_1072_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e686 = l_mut_96_;
        uint l_1074_ = (_e686 & 65535u);
        uint _e689 = l_mut_96_;
        uint l_1075_ = (_e689 >> 16u);
        uint l_1076_ = (l_1075_ & 65535u);
        uint l_1077_ = (l_121_ & 65535u);
        uint l_1078_ = (l_121_ >> 16u);
        uint l_1079_ = (l_1078_ & 65535u);
        uint l_1080_ = (l_1074_ * l_1077_);
        uint l_1081_ = (l_1076_ * l_1077_);
        uint l_1082_ = (l_1074_ * l_1079_);
        uint l_1083_ = (l_1076_ * l_1079_);
        uint l_1084_ = (l_1080_ >> 16u);
        uint l_1085_ = (l_1084_ & 65535u);
        uint l_1086_ = (l_1081_ & 65535u);
        uint l_1087_ = (l_1085_ + l_1086_);
        uint l_1088_ = (l_1082_ & 65535u);
        uint l_1089_ = (l_1087_ + l_1088_);
        uint l_1090_ = (l_1081_ >> 16u);
        uint l_1091_ = (l_1090_ & 65535u);
        uint l_1092_ = (l_1083_ + l_1091_);
        uint l_1093_ = (l_1082_ >> 16u);
        uint l_1094_ = (l_1093_ & 65535u);
        uint l_1095_ = (l_1092_ + l_1094_);
        uint l_1096_ = (l_1089_ >> 16u);
        uint l_1097_ = (l_1096_ & 65535u);
        uint l_134_ = (l_1095_ + l_1097_);
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
        uint _e748 = l_mut_90_;
        l_mut_40_ = _e748;
        uint _e749 = l_mut_75_;
        l_mut_90_ = _e749;
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
                uint _e763 = l_mut_75_;
                l_mut_40_ = _e763;
                l_mut_90_ = l_156_;
            }
        }
        uint _e764 = l_mut_40_;
        l_mut_102_ = _e764;
        uint _e765 = l_mut_90_;
        l_mut_96_ = _e765;
        if (l_124_) {
            uint _e767 = l_mut_102_;
            uint l_157_ = (0u - _e767);
            uint _e770 = l_mut_96_;
            uint l_158_ = (0u - _e770);
            uint _e773 = l_mut_102_;
            bool l_159_ = (0u < _e773);
            uint l_160_ = uint(l_159_);
            uint l_161_ = (l_158_ - l_160_);
            l_mut_102_ = l_157_;
            l_mut_96_ = l_161_;
        }
        uint _e777 = l_mut_102_;
        uint l_162_ = (l_64_ - _e777);
        uint _e779 = l_mut_96_;
        uint l_163_ = (l_67_ - _e779);
        uint _e781 = l_mut_102_;
        bool l_164_ = (l_64_ < _e781);
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
        uint _e814 = l_mut_187_;
        bool l_191_ = (_e814 < l_181_);
        uint _e816 = l_mut_187_;
        bool l_192_ = (_e816 == l_181_);
        uint _e818 = l_mut_40_;
        bool l_193_ = (_e818 < l_177_);
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
            bool _e833 = l_mut_197_;
            l_mut_190_ = _e833;
            l_mut_197_ = false;
        }
        l_mut_200_ = false;
        while(true) {
            bool _e836 = l_mut_197_;
            bool l_201_ = !(_e836);
            if (l_201_) {
                break;
            }
            uint _e838 = l_mut_102_;
            l_mut_202_ = _e838;
            uint _e839 = l_mut_96_;
            l_mut_203_ = _e839;
            bool _e840 = l_mut_200_;
            if (_e840) {
                uint _e841 = l_mut_90_;
                l_mut_202_ = _e841;
                uint _e842 = l_mut_75_;
                l_mut_203_ = _e842;
            }
            uint _e843 = l_mut_187_;
            uint _e844 = l_mut_203_;
            bool l_204_ = (_e843 < _e844);
            uint _e846 = l_mut_187_;
            uint _e847 = l_mut_203_;
            bool l_205_ = (_e846 == _e847);
            uint _e849 = l_mut_40_;
            uint _e850 = l_mut_202_;
            bool l_206_ = (_e849 < _e850);
            if (l_205_) {
                local_6 = l_206_;
            } else {
                local_6 = false;
            }
            bool l_207_ = local_6;
            if (!(l_204_)) {
                local_7 = l_207_;
            } else {
                local_7 = true;
            }
            bool l_208_ = local_7;
            bool l_209_ = !(l_208_);
            bool _e862 = l_mut_200_;
            bool l_210_ = (l_209_ != _e862);
            if (l_210_) {
                uint _e864 = l_mut_102_;
                l_mut_203_ = _e864;
                uint _e865 = l_mut_96_;
                l_mut_202_ = _e865;
                uint _e866 = l_mut_90_;
                l_mut_102_ = _e866;
                uint _e867 = l_mut_75_;
                l_mut_96_ = _e867;
                uint _e868 = l_mut_203_;
                l_mut_90_ = _e868;
                uint _e869 = l_mut_202_;
                l_mut_75_ = _e869;
                uint _e870 = l_mut_188_;
                l_mut_203_ = _e870;
                uint _e871 = l_mut_189_;
                l_mut_188_ = _e871;
                uint _e872 = l_mut_203_;
                l_mut_189_ = _e872;
                l_mut_200_ = l_209_;
            }
            l_mut_211_ = true;
            bool _e874 = l_mut_200_;
            if (_e874) {
                uint _e875 = l_mut_40_;
                uint _e876 = l_mut_90_;
                uint l_212_ = (_e875 - _e876);
                uint _e878 = l_mut_187_;
                uint _e879 = l_mut_75_;
                uint l_213_ = (_e878 - _e879);
                uint _e881 = l_mut_40_;
                uint _e882 = l_mut_90_;
                bool l_214_ = (_e881 < _e882);
                uint l_215_ = uint(l_214_);
                uint l_216_ = (l_213_ - l_215_);
                l_mut_40_ = l_212_;
                l_mut_187_ = l_216_;
                uint _e886 = l_mut_187_;
                bool l_217_ = (_e886 < l_181_);
                uint _e888 = l_mut_187_;
                bool l_218_ = (_e888 == l_181_);
                uint _e890 = l_mut_40_;
                bool l_219_ = (_e890 < l_177_);
                if (l_218_) {
                    local_8 = l_219_;
                } else {
                    local_8 = false;
                }
                bool l_220_ = local_8;
                if (!(l_217_)) {
                    local_9 = l_220_;
                } else {
                    local_9 = true;
                }
                bool l_221_ = local_9;
                if (l_221_) {
                    l_mut_197_ = false;
                    l_mut_211_ = false;
                }
            }
            bool _e903 = l_mut_211_;
            if (_e903) {
                l_mut_203_ = 0u;
                l_mut_222_ = false;
                uint _e906 = l_mut_90_;
                l_mut_202_ = _e906;
                uint _e907 = l_mut_75_;
                l_mut_223_ = _e907;
                if (false) {
                    uint _e910 = l_mut_75_;
                    uint l_226_ = (_e910 >> 3u);
                    l_mut_202_ = l_226_;
                    l_mut_223_ = 0u;
                } else {
                    if (true) {
                        uint _e914 = l_mut_90_;
                        l_mut_228_ = _e914;
                        if (true) {
                            uint _e916 = l_mut_90_;
                            uint l_230_ = (_e916 >> 3u);
                            uint _e919 = l_mut_75_;
                            uint l_231_ = (_e919 << 29u);
                            uint l_232_ = (l_230_ | l_231_);
                            l_mut_228_ = l_232_;
                        }
                        uint _e923 = l_mut_75_;
                        uint l_233_ = (_e923 >> 3u);
                        uint _e926 = l_mut_228_;
                        l_mut_202_ = _e926;
                        l_mut_223_ = l_233_;
                    }
                }
                uint _e927 = l_mut_223_;
                uint _e928 = l_mut_96_;
                bool l_234_ = (_e927 < _e928);
                uint _e930 = l_mut_223_;
                uint _e931 = l_mut_96_;
                bool l_235_ = (_e930 == _e931);
                uint _e933 = l_mut_202_;
                uint _e934 = l_mut_102_;
                bool l_236_ = (_e933 < _e934);
                if (l_235_) {
                    local_10 = l_236_;
                } else {
                    local_10 = false;
                }
                bool l_237_ = local_10;
                if (!(l_234_)) {
                    local_11 = l_237_;
                } else {
                    local_11 = true;
                }
                bool l_238_ = local_11;
                bool l_239_ = !(l_238_);
                l_mut_222_ = l_239_;
                uint _e946 = l_mut_102_;
                uint _e947 = l_mut_96_;
                uint l_240_ = (_e946 | _e947);
                bool l_241_ = (l_240_ == 0u);
                if (l_241_) {
                    l_mut_203_ = l_4_;
                } else {
                    bool _e951 = l_mut_222_;
                    if (_e951) {
                        uint _e952 = l_mut_96_;
                        uint _e953 = l_mut_75_;
                        bool l_242_ = (_e952 < _e953);
                        uint _e955 = l_mut_96_;
                        uint _e956 = l_mut_75_;
                        bool l_243_ = (_e955 == _e956);
                        uint _e958 = l_mut_102_;
                        uint _e959 = l_mut_90_;
                        bool l_244_ = (_e958 < _e959);
                        if (l_243_) {
                            local_12 = l_244_;
                        } else {
                            local_12 = false;
                        }
                        bool l_245_ = local_12;
                        if (!(l_242_)) {
                            local_13 = l_245_;
                        } else {
                            local_13 = true;
                        }
                        bool l_246_ = local_13;
                        if (l_246_) {
                            uint _e970 = l_mut_90_;
                            uint l_247_ = (_e970 - 1u);
                            uint _e973 = l_mut_75_;
                            uint l_248_ = (_e973 - 0u);
                            uint _e976 = l_mut_90_;
                            bool l_249_ = (_e976 < 1u);
                            uint l_250_ = uint(l_249_);
                            uint l_251_ = (l_248_ - l_250_);
                            l_mut_228_ = l_247_;
                            l_mut_223_ = l_251_;
                            l_mut_202_ = 0u;
                            l_mut_252_ = 0u;
                            bool loop_init = true;
                            while(true) {
                                if (!loop_init) {
                                    uint _e1069 = l_mut_252_;
                                    l_mut_252_ = (_e1069 + 1u);
                                }
                                loop_init = false;
                                uint _e984 = l_mut_252_;
                                if ((_e984 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e988 = l_mut_252_;
                                    uint l_253_ = (15u - _e988);
                                    uint _e990 = l_mut_228_;
                                    l_mut_254_ = _e990;
                                    uint _e991 = l_mut_223_;
                                    l_mut_255_ = _e991;
                                    bool l_256_ = (l_253_ >= 32u);
                                    if (l_256_) {
                                        uint l_257_ = (l_253_ & 31u);
                                        uint _e996 = l_mut_223_;
                                        uint l_258_ = (_e996 >> l_257_);
                                        l_mut_254_ = l_258_;
                                        l_mut_255_ = 0u;
                                    } else {
                                        bool l_259_ = (l_253_ > 0u);
                                        if (l_259_) {
                                            uint _e1001 = l_mut_228_;
                                            l_mut_260_ = _e1001;
                                            bool l_261_ = (l_253_ > 0u);
                                            if (l_261_) {
                                                uint _e1004 = l_mut_228_;
                                                uint l_262_ = (_e1004 >> l_253_);
                                                uint l_263_ = (32u - l_253_);
                                                uint _e1008 = l_mut_223_;
                                                uint l_264_ = (_e1008 << l_263_);
                                                uint l_265_ = (l_262_ | l_264_);
                                                l_mut_260_ = l_265_;
                                            }
                                            uint _e1011 = l_mut_223_;
                                            uint l_266_ = (_e1011 >> l_253_);
                                            uint _e1013 = l_mut_260_;
                                            l_mut_254_ = _e1013;
                                            l_mut_255_ = l_266_;
                                        }
                                    }
                                    uint _e1014 = l_mut_255_;
                                    uint _e1015 = l_mut_96_;
                                    bool l_267_ = (_e1014 < _e1015);
                                    uint _e1017 = l_mut_255_;
                                    uint _e1018 = l_mut_96_;
                                    bool l_268_ = (_e1017 == _e1018);
                                    uint _e1020 = l_mut_254_;
                                    uint _e1021 = l_mut_102_;
                                    bool l_269_ = (_e1020 < _e1021);
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
                                    bool l_272_ = !(l_271_);
                                    if (l_272_) {
                                        uint _e1033 = l_mut_102_;
                                        l_mut_260_ = _e1033;
                                        uint _e1034 = l_mut_96_;
                                        l_mut_255_ = _e1034;
                                        bool l_273_ = (l_253_ >= 32u);
                                        if (l_273_) {
                                            uint l_274_ = (l_253_ & 31u);
                                            uint _e1039 = l_mut_102_;
                                            uint l_275_ = (_e1039 << l_274_);
                                            l_mut_260_ = 0u;
                                            l_mut_255_ = l_275_;
                                        } else {
                                            bool l_276_ = (l_253_ > 0u);
                                            if (l_276_) {
                                                uint _e1044 = l_mut_102_;
                                                uint l_277_ = (_e1044 << l_253_);
                                                uint _e1046 = l_mut_96_;
                                                uint l_278_ = (_e1046 << l_253_);
                                                uint l_279_ = (32u - l_253_);
                                                uint _e1050 = l_mut_102_;
                                                uint l_280_ = (_e1050 >> l_279_);
                                                uint l_281_ = (l_278_ | l_280_);
                                                l_mut_260_ = l_277_;
                                                l_mut_255_ = l_281_;
                                            }
                                        }
                                        uint _e1053 = l_mut_228_;
                                        uint _e1054 = l_mut_260_;
                                        uint l_282_ = (_e1053 - _e1054);
                                        uint _e1056 = l_mut_223_;
                                        uint _e1057 = l_mut_255_;
                                        uint l_283_ = (_e1056 - _e1057);
                                        uint _e1059 = l_mut_228_;
                                        uint _e1060 = l_mut_260_;
                                        bool l_284_ = (_e1059 < _e1060);
                                        uint l_285_ = uint(l_284_);
                                        uint l_286_ = (l_283_ - l_285_);
                                        l_mut_228_ = l_282_;
                                        l_mut_223_ = l_286_;
                                        uint l_287_ = (1u << l_253_);
                                        uint _e1066 = l_mut_202_;
                                        l_mut_202_ = (_e1066 | l_287_);
                                    }
                                }
                            }
                            uint _e1071 = l_mut_202_;
                            uint l_288_ = min(_e1071, l_4_);
                            l_mut_260_ = l_288_;
                            uint _e1073 = l_mut_223_;
                            uint _e1074 = l_mut_96_;
                            bool l_289_ = (_e1073 < _e1074);
                            uint _e1076 = l_mut_223_;
                            uint _e1077 = l_mut_96_;
                            bool l_290_ = (_e1076 == _e1077);
                            uint _e1079 = l_mut_228_;
                            uint _e1080 = l_mut_102_;
                            bool l_291_ = (_e1079 < _e1080);
                            if (l_290_) {
                                local_16 = l_291_;
                            } else {
                                local_16 = false;
                            }
                            bool l_292_ = local_16;
                            if (!(l_289_)) {
                                local_17 = l_292_;
                            } else {
                                local_17 = true;
                            }
                            bool l_293_ = local_17;
                            bool l_294_ = !(l_293_);
                            if (l_294_) {
                                l_mut_260_ = l_4_;
                            }
                            uint _e1092 = l_mut_260_;
                            l_mut_203_ = _e1092;
                        }
                    } else {
                        uint _e1093 = l_mut_90_;
                        l_mut_260_ = _e1093;
                        uint _e1094 = l_mut_75_;
                        l_mut_255_ = _e1094;
                        while(true) {
                            uint _e1095 = l_mut_96_;
                            uint _e1096 = l_mut_255_;
                            bool l_295_ = (_e1095 < _e1096);
                            uint _e1098 = l_mut_96_;
                            uint _e1099 = l_mut_255_;
                            bool l_296_ = (_e1098 == _e1099);
                            uint _e1101 = l_mut_102_;
                            uint _e1102 = l_mut_260_;
                            bool l_297_ = (_e1101 < _e1102);
                            if (l_296_) {
                                local_18 = l_297_;
                            } else {
                                local_18 = false;
                            }
                            bool l_298_ = local_18;
                            if (!(l_295_)) {
                                local_19 = l_298_;
                            } else {
                                local_19 = true;
                            }
                            bool l_299_ = local_19;
                            uint _e1113 = l_mut_203_;
                            uint _e1114 = l_mut_189_;
                            uint l_300_ = (_e1113 * _e1114);
                            uint _e1116 = l_mut_188_;
                            uint l_301_ = (_e1116 + l_300_);
                            uint _e1118 = l_mut_189_;
                            uint l_302_ = (l_301_ + _e1118);
                            bool l_303_ = (l_302_ < l_4_);
                            if (l_299_) {
                                local_20 = l_303_;
                            } else {
                                local_20 = false;
                            }
                            bool l_304_ = local_20;
                            bool l_305_ = !(l_304_);
                            if (l_305_) {
                                break;
                            }
                            uint _e1126 = l_mut_260_;
                            uint _e1127 = l_mut_102_;
                            uint l_306_ = (_e1126 - _e1127);
                            uint _e1129 = l_mut_255_;
                            uint _e1130 = l_mut_96_;
                            uint l_307_ = (_e1129 - _e1130);
                            uint _e1132 = l_mut_260_;
                            uint _e1133 = l_mut_102_;
                            bool l_308_ = (_e1132 < _e1133);
                            uint l_309_ = uint(l_308_);
                            uint l_310_ = (l_307_ - l_309_);
                            l_mut_260_ = l_306_;
                            l_mut_255_ = l_310_;
                            uint _e1137 = l_mut_203_;
                            l_mut_203_ = (_e1137 + 1u);
                        }
                    }
                }
                uint _e1140 = l_mut_203_;
                uint _e1141 = l_mut_189_;
                uint l_311_ = (_e1140 * _e1141);
                uint _e1143 = l_mut_188_;
                uint l_312_ = (_e1143 + l_311_);
                uint _e1145 = l_mut_189_;
                uint l_313_ = (l_312_ + _e1145);
                bool l_314_ = (l_313_ >= l_4_);
                if (l_314_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e1150 = l_mut_102_;
                    uint _e1151 = l_mut_203_;
                    uint l_315_ = (_e1150 * _e1151);
                    uint _e1153 = l_mut_102_;
                    uint l_1099_ = (_e1153 & 65535u);
                    uint _e1156 = l_mut_102_;
                    uint l_1100_ = (_e1156 >> 16u);
                    uint l_1101_ = (l_1100_ & 65535u);
                    uint _e1161 = l_mut_203_;
                    uint l_1102_ = (_e1161 & 65535u);
                    uint _e1164 = l_mut_203_;
                    uint l_1103_ = (_e1164 >> 16u);
                    uint l_1104_ = (l_1103_ & 65535u);
                    uint l_1105_ = (l_1099_ * l_1102_);
                    uint l_1106_ = (l_1101_ * l_1102_);
                    uint l_1107_ = (l_1099_ * l_1104_);
                    uint l_1108_ = (l_1101_ * l_1104_);
                    uint l_1109_ = (l_1105_ >> 16u);
                    uint l_1110_ = (l_1109_ & 65535u);
                    uint l_1111_ = (l_1106_ & 65535u);
                    uint l_1112_ = (l_1110_ + l_1111_);
                    uint l_1113_ = (l_1107_ & 65535u);
                    uint l_1114_ = (l_1112_ + l_1113_);
                    uint l_1115_ = (l_1106_ >> 16u);
                    uint l_1116_ = (l_1115_ & 65535u);
                    uint l_1117_ = (l_1108_ + l_1116_);
                    uint l_1118_ = (l_1107_ >> 16u);
                    uint l_1119_ = (l_1118_ & 65535u);
                    uint l_1120_ = (l_1117_ + l_1119_);
                    uint l_1121_ = (l_1114_ >> 16u);
                    uint l_1122_ = (l_1121_ & 65535u);
                    uint l_316_ = (l_1120_ + l_1122_);
                    uint _e1198 = l_mut_96_;
                    uint _e1199 = l_mut_203_;
                    uint l_317_ = (_e1198 * _e1199);
                    uint l_318_ = (l_316_ + l_317_);
                    uint _e1202 = l_mut_90_;
                    uint l_319_ = (_e1202 - l_315_);
                    uint _e1204 = l_mut_75_;
                    uint l_320_ = (_e1204 - l_318_);
                    uint _e1206 = l_mut_90_;
                    bool l_321_ = (_e1206 < l_315_);
                    uint l_322_ = uint(l_321_);
                    uint l_323_ = (l_320_ - l_322_);
                    l_mut_90_ = l_319_;
                    l_mut_75_ = l_323_;
                    uint _e1210 = l_mut_203_;
                    uint _e1211 = l_mut_189_;
                    uint l_324_ = (_e1210 * _e1211);
                    uint _e1213 = l_mut_188_;
                    l_mut_188_ = (_e1213 + l_324_);
                    uint _e1215 = l_mut_102_;
                    uint _e1216 = l_mut_90_;
                    uint l_325_ = (_e1215 - _e1216);
                    uint _e1218 = l_mut_96_;
                    uint _e1219 = l_mut_75_;
                    uint l_326_ = (_e1218 - _e1219);
                    uint _e1221 = l_mut_102_;
                    uint _e1222 = l_mut_90_;
                    bool l_327_ = (_e1221 < _e1222);
                    uint l_328_ = uint(l_327_);
                    uint l_329_ = (l_326_ - l_328_);
                    l_mut_102_ = l_325_;
                    l_mut_96_ = l_329_;
                    uint _e1226 = l_mut_189_;
                    uint _e1227 = l_mut_188_;
                    l_mut_189_ = (_e1226 + _e1227);
                }
            }
        }
        bool _e1229 = l_mut_190_;
        bool l_330_ = !(_e1229);
        if (l_330_) {
            uint l_1124_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1125_ = (l_1124_ * 1u);
            uint l_1126_ = (l_1125_ - 1u);
            uint l_1127_ = min(0u, l_1126_);
            uint _e1244 = atomicAdd(_group_0_binding_5_cs[l_1127_], 1u);
            uint l_333_ = (l_4_ / 8u);
            l_mut_260_ = 0u;
            l_mut_255_ = 0u;
            l_mut_254_ = 0u;
            bool loop_init_1 = true;
            while(true) {
                if (!loop_init_1) {
                    uint _e2675 = l_mut_334_;
                    l_mut_334_ = (_e2675 + 1u);
                }
                loop_init_1 = false;
                uint _e1252 = l_mut_334_;
                if ((_e1252 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1255 = l_mut_334_;
                    uint l_335_ = (_e1255 * l_333_);
                    bool l_336_ = (l_335_ < l_56_);
                    uint l_337_ = (l_4_ / 8u);
                    uint _e1260 = l_mut_334_;
                    uint l_338_ = (_e1260 * l_337_);
                    uint l_339_ = (l_338_ + l_338_);
                    uint l_340_ = (l_72_ >> 31u);
                    bool l_341_ = (l_340_ == 1u);
                    l_mut_228_ = l_69_;
                    l_mut_223_ = l_72_;
                    if (l_341_) {
                        uint l_342_ = (0u - l_69_);
                        uint l_343_ = (0u - l_72_);
                        bool l_344_ = (0u < l_69_);
                        uint l_345_ = uint(l_344_);
                        uint l_346_ = (l_343_ - l_345_);
                        l_mut_228_ = l_342_;
                        l_mut_223_ = l_346_;
                    }
                    uint _e1275 = l_mut_228_;
                    uint l_347_ = (_e1275 * l_339_);
                    uint _e1277 = l_mut_223_;
                    uint l_348_ = (_e1277 * l_339_);
                    uint _e1279 = l_mut_228_;
                    uint l_1129_ = (_e1279 & 65535u);
                    uint _e1282 = l_mut_228_;
                    uint l_1130_ = (_e1282 >> 16u);
                    uint l_1131_ = (l_1130_ & 65535u);
                    uint l_1132_ = (l_339_ & 65535u);
                    uint l_1133_ = (l_339_ >> 16u);
                    uint l_1134_ = (l_1133_ & 65535u);
                    uint l_1135_ = (l_1129_ * l_1132_);
                    uint l_1136_ = (l_1131_ * l_1132_);
                    uint l_1137_ = (l_1129_ * l_1134_);
                    uint l_1138_ = (l_1131_ * l_1134_);
                    uint l_1139_ = (l_1135_ >> 16u);
                    uint l_1140_ = (l_1139_ & 65535u);
                    uint l_1141_ = (l_1136_ & 65535u);
                    uint l_1142_ = (l_1140_ + l_1141_);
                    uint l_1143_ = (l_1137_ & 65535u);
                    uint l_1144_ = (l_1142_ + l_1143_);
                    uint l_1145_ = (l_1136_ >> 16u);
                    uint l_1146_ = (l_1145_ & 65535u);
                    uint l_1147_ = (l_1138_ + l_1146_);
                    uint l_1148_ = (l_1137_ >> 16u);
                    uint l_1149_ = (l_1148_ & 65535u);
                    uint l_1150_ = (l_1147_ + l_1149_);
                    uint l_1151_ = (l_1144_ >> 16u);
                    uint l_1152_ = (l_1151_ & 65535u);
                    uint l_349_ = (l_1150_ + l_1152_);
                    uint l_350_ = (l_349_ + l_348_);
                    uint _e1323 = l_mut_223_;
                    uint l_1154_ = (_e1323 & 65535u);
                    uint _e1326 = l_mut_223_;
                    uint l_1155_ = (_e1326 >> 16u);
                    uint l_1156_ = (l_1155_ & 65535u);
                    uint l_1157_ = (l_339_ & 65535u);
                    uint l_1158_ = (l_339_ >> 16u);
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
                    uint l_351_ = (l_1175_ + l_1177_);
                    bool l_352_ = (l_350_ < l_348_);
                    uint l_353_ = uint(l_352_);
                    uint l_354_ = (l_351_ + l_353_);
                    uint l_355_ = (l_9_ % 32u);
                    l_mut_203_ = l_347_;
                    bool l_356_ = (l_355_ > 0u);
                    if (l_356_) {
                        uint l_357_ = (l_347_ >> l_355_);
                        uint l_358_ = (32u - l_355_);
                        uint l_359_ = (l_350_ << l_358_);
                        uint l_360_ = (l_357_ | l_359_);
                        l_mut_203_ = l_360_;
                    }
                    l_mut_202_ = l_350_;
                    bool l_361_ = (l_355_ > 0u);
                    if (l_361_) {
                        uint l_362_ = (l_350_ >> l_355_);
                        uint l_363_ = (32u - l_355_);
                        uint l_364_ = (l_354_ << l_363_);
                        uint l_365_ = (l_362_ | l_364_);
                        l_mut_202_ = l_365_;
                    }
                    uint _e1385 = l_mut_203_;
                    l_mut_189_ = _e1385;
                    uint _e1386 = l_mut_202_;
                    l_mut_203_ = _e1386;
                    bool l_366_ = (l_9_ >= 64u);
                    if (l_366_) {
                        l_mut_189_ = l_354_;
                        l_mut_203_ = 0u;
                    } else {
                        bool l_367_ = (l_9_ >= 32u);
                        if (l_367_) {
                            l_mut_202_ = l_350_;
                            bool l_368_ = (l_355_ > 0u);
                            if (l_368_) {
                                uint l_369_ = (l_350_ >> l_355_);
                                uint l_370_ = (32u - l_355_);
                                uint l_371_ = (l_354_ << l_370_);
                                uint l_372_ = (l_369_ | l_371_);
                                l_mut_202_ = l_372_;
                            }
                            uint l_373_ = (l_354_ >> l_355_);
                            uint _e1400 = l_mut_202_;
                            l_mut_189_ = _e1400;
                            l_mut_203_ = l_373_;
                        }
                    }
                    uint _e1401 = l_mut_189_;
                    l_mut_228_ = _e1401;
                    uint _e1402 = l_mut_203_;
                    l_mut_223_ = _e1402;
                    if (l_341_) {
                        uint _e1404 = l_mut_228_;
                        uint l_374_ = (0u - _e1404);
                        uint _e1407 = l_mut_223_;
                        uint l_375_ = (0u - _e1407);
                        uint _e1410 = l_mut_228_;
                        bool l_376_ = (0u < _e1410);
                        uint l_377_ = uint(l_376_);
                        uint l_378_ = (l_375_ - l_377_);
                        l_mut_228_ = l_374_;
                        l_mut_223_ = l_378_;
                    }
                    uint _e1414 = l_mut_228_;
                    uint l_379_ = (l_59_ + _e1414);
                    uint _e1416 = l_mut_223_;
                    uint l_380_ = (l_62_ + _e1416);
                    bool l_381_ = (l_379_ < l_59_);
                    uint l_382_ = uint(l_381_);
                    uint l_383_ = (l_380_ + l_382_);
                    uint l_384_ = (l_59_ * l_338_);
                    uint l_1179_ = (l_59_ & 65535u);
                    uint l_1180_ = (l_59_ >> 16u);
                    uint l_1181_ = (l_1180_ & 65535u);
                    uint l_1182_ = (l_338_ & 65535u);
                    uint l_1183_ = (l_338_ >> 16u);
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
                    uint l_385_ = (l_1200_ + l_1202_);
                    uint l_386_ = (l_62_ * l_338_);
                    uint l_387_ = (l_385_ + l_386_);
                    uint l_388_ = (l_64_ + l_384_);
                    uint l_389_ = (l_67_ + l_387_);
                    bool l_390_ = (l_388_ < l_64_);
                    uint l_391_ = uint(l_390_);
                    uint l_392_ = (l_389_ + l_391_);
                    uint l_393_ = (l_338_ * l_338_);
                    uint l_394_ = (l_72_ >> 31u);
                    bool l_395_ = (l_394_ == 1u);
                    l_mut_228_ = l_69_;
                    l_mut_223_ = l_72_;
                    if (l_395_) {
                        uint l_396_ = (0u - l_69_);
                        uint l_397_ = (0u - l_72_);
                        bool l_398_ = (0u < l_69_);
                        uint l_399_ = uint(l_398_);
                        uint l_400_ = (l_397_ - l_399_);
                        l_mut_228_ = l_396_;
                        l_mut_223_ = l_400_;
                    }
                    uint _e1483 = l_mut_228_;
                    uint l_401_ = (_e1483 * l_393_);
                    uint _e1485 = l_mut_223_;
                    uint l_402_ = (_e1485 * l_393_);
                    uint _e1487 = l_mut_228_;
                    uint l_1204_ = (_e1487 & 65535u);
                    uint _e1490 = l_mut_228_;
                    uint l_1205_ = (_e1490 >> 16u);
                    uint l_1206_ = (l_1205_ & 65535u);
                    uint l_1207_ = (l_393_ & 65535u);
                    uint l_1208_ = (l_393_ >> 16u);
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
                    uint l_403_ = (l_1225_ + l_1227_);
                    uint l_404_ = (l_403_ + l_402_);
                    uint _e1531 = l_mut_223_;
                    uint l_1229_ = (_e1531 & 65535u);
                    uint _e1534 = l_mut_223_;
                    uint l_1230_ = (_e1534 >> 16u);
                    uint l_1231_ = (l_1230_ & 65535u);
                    uint l_1232_ = (l_393_ & 65535u);
                    uint l_1233_ = (l_393_ >> 16u);
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
                    uint l_405_ = (l_1250_ + l_1252_);
                    bool l_406_ = (l_404_ < l_402_);
                    uint l_407_ = uint(l_406_);
                    uint l_408_ = (l_405_ + l_407_);
                    uint l_409_ = (l_9_ % 32u);
                    l_mut_203_ = l_401_;
                    bool l_410_ = (l_409_ > 0u);
                    if (l_410_) {
                        uint l_411_ = (l_401_ >> l_409_);
                        uint l_412_ = (32u - l_409_);
                        uint l_413_ = (l_404_ << l_412_);
                        uint l_414_ = (l_411_ | l_413_);
                        l_mut_203_ = l_414_;
                    }
                    l_mut_202_ = l_404_;
                    bool l_415_ = (l_409_ > 0u);
                    if (l_415_) {
                        uint l_416_ = (l_404_ >> l_409_);
                        uint l_417_ = (32u - l_409_);
                        uint l_418_ = (l_408_ << l_417_);
                        uint l_419_ = (l_416_ | l_418_);
                        l_mut_202_ = l_419_;
                    }
                    uint _e1593 = l_mut_203_;
                    l_mut_189_ = _e1593;
                    uint _e1594 = l_mut_202_;
                    l_mut_203_ = _e1594;
                    bool l_420_ = (l_9_ >= 64u);
                    if (l_420_) {
                        l_mut_189_ = l_408_;
                        l_mut_203_ = 0u;
                    } else {
                        bool l_421_ = (l_9_ >= 32u);
                        if (l_421_) {
                            l_mut_202_ = l_404_;
                            bool l_422_ = (l_409_ > 0u);
                            if (l_422_) {
                                uint l_423_ = (l_404_ >> l_409_);
                                uint l_424_ = (32u - l_409_);
                                uint l_425_ = (l_408_ << l_424_);
                                uint l_426_ = (l_423_ | l_425_);
                                l_mut_202_ = l_426_;
                            }
                            uint l_427_ = (l_408_ >> l_409_);
                            uint _e1608 = l_mut_202_;
                            l_mut_189_ = _e1608;
                            l_mut_203_ = l_427_;
                        }
                    }
                    uint _e1609 = l_mut_189_;
                    l_mut_228_ = _e1609;
                    uint _e1610 = l_mut_203_;
                    l_mut_223_ = _e1610;
                    if (l_395_) {
                        uint _e1612 = l_mut_228_;
                        uint l_428_ = (0u - _e1612);
                        uint _e1615 = l_mut_223_;
                        uint l_429_ = (0u - _e1615);
                        uint _e1618 = l_mut_228_;
                        bool l_430_ = (0u < _e1618);
                        uint l_431_ = uint(l_430_);
                        uint l_432_ = (l_429_ - l_431_);
                        l_mut_228_ = l_428_;
                        l_mut_223_ = l_432_;
                    }
                    uint _e1622 = l_mut_228_;
                    uint l_433_ = (l_388_ + _e1622);
                    uint _e1624 = l_mut_223_;
                    uint l_434_ = (l_392_ + _e1624);
                    bool l_435_ = (l_433_ < l_388_);
                    uint l_436_ = uint(l_435_);
                    uint l_437_ = (l_434_ + l_436_);
                    uint l_438_ = (l_72_ >> 31u);
                    bool l_439_ = (l_438_ == 1u);
                    l_mut_228_ = l_69_;
                    l_mut_223_ = l_72_;
                    if (l_439_) {
                        uint l_440_ = (0u - l_69_);
                        uint l_441_ = (0u - l_72_);
                        bool l_442_ = (0u < l_69_);
                        uint l_443_ = uint(l_442_);
                        uint l_444_ = (l_441_ - l_443_);
                        l_mut_228_ = l_440_;
                        l_mut_223_ = l_444_;
                    }
                    uint _e1641 = l_mut_228_;
                    uint l_445_ = (_e1641 * l_337_);
                    uint _e1643 = l_mut_223_;
                    uint l_446_ = (_e1643 * l_337_);
                    uint _e1645 = l_mut_228_;
                    uint l_1254_ = (_e1645 & 65535u);
                    uint _e1648 = l_mut_228_;
                    uint l_1255_ = (_e1648 >> 16u);
                    uint l_1256_ = (l_1255_ & 65535u);
                    uint l_1257_ = (l_337_ & 65535u);
                    uint l_1258_ = (l_337_ >> 16u);
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
                    uint l_447_ = (l_1275_ + l_1277_);
                    uint l_448_ = (l_447_ + l_446_);
                    uint _e1689 = l_mut_223_;
                    uint l_1279_ = (_e1689 & 65535u);
                    uint _e1692 = l_mut_223_;
                    uint l_1280_ = (_e1692 >> 16u);
                    uint l_1281_ = (l_1280_ & 65535u);
                    uint l_1282_ = (l_337_ & 65535u);
                    uint l_1283_ = (l_337_ >> 16u);
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
                    uint l_449_ = (l_1300_ + l_1302_);
                    bool l_450_ = (l_448_ < l_446_);
                    uint l_451_ = uint(l_450_);
                    uint l_452_ = (l_449_ + l_451_);
                    uint l_453_ = (l_9_ % 32u);
                    l_mut_203_ = l_445_;
                    bool l_454_ = (l_453_ > 0u);
                    if (l_454_) {
                        uint l_455_ = (l_445_ >> l_453_);
                        uint l_456_ = (32u - l_453_);
                        uint l_457_ = (l_448_ << l_456_);
                        uint l_458_ = (l_455_ | l_457_);
                        l_mut_203_ = l_458_;
                    }
                    l_mut_202_ = l_448_;
                    bool l_459_ = (l_453_ > 0u);
                    if (l_459_) {
                        uint l_460_ = (l_448_ >> l_453_);
                        uint l_461_ = (32u - l_453_);
                        uint l_462_ = (l_452_ << l_461_);
                        uint l_463_ = (l_460_ | l_462_);
                        l_mut_202_ = l_463_;
                    }
                    uint _e1751 = l_mut_203_;
                    l_mut_189_ = _e1751;
                    uint _e1752 = l_mut_202_;
                    l_mut_203_ = _e1752;
                    bool l_464_ = (l_9_ >= 64u);
                    if (l_464_) {
                        l_mut_189_ = l_452_;
                        l_mut_203_ = 0u;
                    } else {
                        bool l_465_ = (l_9_ >= 32u);
                        if (l_465_) {
                            l_mut_202_ = l_448_;
                            bool l_466_ = (l_453_ > 0u);
                            if (l_466_) {
                                uint l_467_ = (l_448_ >> l_453_);
                                uint l_468_ = (32u - l_453_);
                                uint l_469_ = (l_452_ << l_468_);
                                uint l_470_ = (l_467_ | l_469_);
                                l_mut_202_ = l_470_;
                            }
                            uint l_471_ = (l_452_ >> l_453_);
                            uint _e1766 = l_mut_202_;
                            l_mut_189_ = _e1766;
                            l_mut_203_ = l_471_;
                        }
                    }
                    uint _e1767 = l_mut_189_;
                    l_mut_228_ = _e1767;
                    uint _e1768 = l_mut_203_;
                    l_mut_223_ = _e1768;
                    if (l_439_) {
                        uint _e1770 = l_mut_228_;
                        uint l_472_ = (0u - _e1770);
                        uint _e1773 = l_mut_223_;
                        uint l_473_ = (0u - _e1773);
                        uint _e1776 = l_mut_228_;
                        bool l_474_ = (0u < _e1776);
                        uint l_475_ = uint(l_474_);
                        uint l_476_ = (l_473_ - l_475_);
                        l_mut_228_ = l_472_;
                        l_mut_223_ = l_476_;
                    }
                    uint _e1780 = l_mut_228_;
                    uint l_477_ = (l_379_ + _e1780);
                    uint _e1782 = l_mut_223_;
                    uint l_478_ = (l_383_ + _e1782);
                    bool l_479_ = (l_477_ < l_379_);
                    uint l_480_ = uint(l_479_);
                    uint l_481_ = (l_478_ + l_480_);
                    uint l_482_ = (l_337_ * l_337_);
                    uint l_483_ = (l_9_ + 3u);
                    uint l_484_ = (l_72_ >> 31u);
                    bool l_485_ = (l_484_ == 1u);
                    l_mut_228_ = l_69_;
                    l_mut_223_ = l_72_;
                    if (l_485_) {
                        uint l_486_ = (0u - l_69_);
                        uint l_487_ = (0u - l_72_);
                        bool l_488_ = (0u < l_69_);
                        uint l_489_ = uint(l_488_);
                        uint l_490_ = (l_487_ - l_489_);
                        l_mut_228_ = l_486_;
                        l_mut_223_ = l_490_;
                    }
                    uint _e1802 = l_mut_228_;
                    uint l_491_ = (_e1802 * l_482_);
                    uint _e1804 = l_mut_223_;
                    uint l_492_ = (_e1804 * l_482_);
                    uint _e1806 = l_mut_228_;
                    uint l_1304_ = (_e1806 & 65535u);
                    uint _e1809 = l_mut_228_;
                    uint l_1305_ = (_e1809 >> 16u);
                    uint l_1306_ = (l_1305_ & 65535u);
                    uint l_1307_ = (l_482_ & 65535u);
                    uint l_1308_ = (l_482_ >> 16u);
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
                    uint l_493_ = (l_1325_ + l_1327_);
                    uint l_494_ = (l_493_ + l_492_);
                    uint _e1850 = l_mut_223_;
                    uint l_1329_ = (_e1850 & 65535u);
                    uint _e1853 = l_mut_223_;
                    uint l_1330_ = (_e1853 >> 16u);
                    uint l_1331_ = (l_1330_ & 65535u);
                    uint l_1332_ = (l_482_ & 65535u);
                    uint l_1333_ = (l_482_ >> 16u);
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
                    uint l_495_ = (l_1350_ + l_1352_);
                    bool l_496_ = (l_494_ < l_492_);
                    uint l_497_ = uint(l_496_);
                    uint l_498_ = (l_495_ + l_497_);
                    uint l_499_ = (l_483_ % 32u);
                    l_mut_203_ = l_491_;
                    bool l_500_ = (l_499_ > 0u);
                    if (l_500_) {
                        uint l_501_ = (l_491_ >> l_499_);
                        uint l_502_ = (32u - l_499_);
                        uint l_503_ = (l_494_ << l_502_);
                        uint l_504_ = (l_501_ | l_503_);
                        l_mut_203_ = l_504_;
                    }
                    l_mut_202_ = l_494_;
                    bool l_505_ = (l_499_ > 0u);
                    if (l_505_) {
                        uint l_506_ = (l_494_ >> l_499_);
                        uint l_507_ = (32u - l_499_);
                        uint l_508_ = (l_498_ << l_507_);
                        uint l_509_ = (l_506_ | l_508_);
                        l_mut_202_ = l_509_;
                    }
                    uint _e1912 = l_mut_203_;
                    l_mut_189_ = _e1912;
                    uint _e1913 = l_mut_202_;
                    l_mut_203_ = _e1913;
                    bool l_510_ = (l_483_ >= 64u);
                    if (l_510_) {
                        l_mut_189_ = l_498_;
                        l_mut_203_ = 0u;
                    } else {
                        bool l_511_ = (l_483_ >= 32u);
                        if (l_511_) {
                            l_mut_202_ = l_494_;
                            bool l_512_ = (l_499_ > 0u);
                            if (l_512_) {
                                uint l_513_ = (l_494_ >> l_499_);
                                uint l_514_ = (32u - l_499_);
                                uint l_515_ = (l_498_ << l_514_);
                                uint l_516_ = (l_513_ | l_515_);
                                l_mut_202_ = l_516_;
                            }
                            uint l_517_ = (l_498_ >> l_499_);
                            uint _e1927 = l_mut_202_;
                            l_mut_189_ = _e1927;
                            l_mut_203_ = l_517_;
                        }
                    }
                    uint _e1928 = l_mut_189_;
                    l_mut_228_ = _e1928;
                    uint _e1929 = l_mut_203_;
                    l_mut_223_ = _e1929;
                    if (l_485_) {
                        uint _e1931 = l_mut_228_;
                        uint l_518_ = (0u - _e1931);
                        uint _e1934 = l_mut_223_;
                        uint l_519_ = (0u - _e1934);
                        uint _e1937 = l_mut_228_;
                        bool l_520_ = (0u < _e1937);
                        uint l_521_ = uint(l_520_);
                        uint l_522_ = (l_519_ - l_521_);
                        l_mut_228_ = l_518_;
                        l_mut_223_ = l_522_;
                    }
                    uint _e1941 = l_mut_228_;
                    uint l_523_ = (l_433_ - _e1941);
                    uint _e1943 = l_mut_223_;
                    uint l_524_ = (l_437_ - _e1943);
                    uint _e1945 = l_mut_228_;
                    bool l_525_ = (l_433_ < _e1945);
                    uint l_526_ = uint(l_525_);
                    uint l_527_ = (l_524_ - l_526_);
                    uint l_528_ = (l_523_ + l_19_);
                    uint l_529_ = (l_527_ + l_22_);
                    bool l_530_ = (l_528_ < l_523_);
                    uint l_531_ = uint(l_530_);
                    uint l_532_ = (l_529_ + l_531_);
                    uint l_533_ = (0u - l_477_);
                    uint l_534_ = (0u - l_481_);
                    bool l_535_ = (0u < l_477_);
                    uint l_536_ = uint(l_535_);
                    uint l_537_ = (l_534_ - l_536_);
                    uint l_538_ = (l_19_ + l_19_);
                    uint l_539_ = (l_22_ + l_22_);
                    bool l_540_ = (l_538_ < l_19_);
                    uint l_541_ = uint(l_540_);
                    uint l_542_ = (l_539_ + l_541_);
                    l_mut_228_ = l_533_;
                    l_mut_223_ = l_537_;
                    uint l_543_ = (0u - l_533_);
                    uint l_544_ = (0u - l_537_);
                    bool l_545_ = (0u < l_533_);
                    uint l_546_ = uint(l_545_);
                    uint l_547_ = (l_544_ - l_546_);
                    l_mut_203_ = l_543_;
                    l_mut_202_ = l_547_;
                    l_mut_189_ = l_528_;
                    l_mut_188_ = l_532_;
                    l_mut_187_ = 1u;
                    l_mut_102_ = 1u;
                    l_mut_222_ = false;
                    uint _e1978 = l_mut_188_;
                    bool l_548_ = (_e1978 < l_542_);
                    uint _e1980 = l_mut_188_;
                    bool l_549_ = (_e1980 == l_542_);
                    uint _e1982 = l_mut_189_;
                    bool l_550_ = (_e1982 < l_538_);
                    if (l_549_) {
                        local_21 = l_550_;
                    } else {
                        local_21 = false;
                    }
                    bool l_551_ = local_21;
                    if (!(l_548_)) {
                        local_22 = l_551_;
                    } else {
                        local_22 = true;
                    }
                    bool l_552_ = local_22;
                    bool l_553_ = !(l_552_);
                    l_mut_211_ = l_553_;
                    uint l_554_ = (l_533_ | l_537_);
                    bool l_555_ = (l_554_ == 0u);
                    if (l_555_) {
                        bool _e1997 = l_mut_211_;
                        l_mut_222_ = _e1997;
                        l_mut_211_ = false;
                    }
                    l_mut_200_ = false;
                    while(true) {
                        bool _e2000 = l_mut_211_;
                        bool l_556_ = !(_e2000);
                        if (l_556_) {
                            break;
                        }
                        uint _e2002 = l_mut_228_;
                        l_mut_96_ = _e2002;
                        uint _e2003 = l_mut_223_;
                        l_mut_90_ = _e2003;
                        bool _e2004 = l_mut_200_;
                        if (_e2004) {
                            uint _e2005 = l_mut_203_;
                            l_mut_96_ = _e2005;
                            uint _e2006 = l_mut_202_;
                            l_mut_90_ = _e2006;
                        }
                        uint _e2007 = l_mut_188_;
                        uint _e2008 = l_mut_90_;
                        bool l_557_ = (_e2007 < _e2008);
                        uint _e2010 = l_mut_188_;
                        uint _e2011 = l_mut_90_;
                        bool l_558_ = (_e2010 == _e2011);
                        uint _e2013 = l_mut_189_;
                        uint _e2014 = l_mut_96_;
                        bool l_559_ = (_e2013 < _e2014);
                        if (l_558_) {
                            local_23 = l_559_;
                        } else {
                            local_23 = false;
                        }
                        bool l_560_ = local_23;
                        if (!(l_557_)) {
                            local_24 = l_560_;
                        } else {
                            local_24 = true;
                        }
                        bool l_561_ = local_24;
                        bool l_562_ = !(l_561_);
                        bool _e2026 = l_mut_200_;
                        bool l_563_ = (l_562_ != _e2026);
                        if (l_563_) {
                            uint _e2028 = l_mut_228_;
                            l_mut_96_ = _e2028;
                            uint _e2029 = l_mut_223_;
                            l_mut_90_ = _e2029;
                            uint _e2030 = l_mut_203_;
                            l_mut_228_ = _e2030;
                            uint _e2031 = l_mut_202_;
                            l_mut_223_ = _e2031;
                            uint _e2032 = l_mut_96_;
                            l_mut_203_ = _e2032;
                            uint _e2033 = l_mut_90_;
                            l_mut_202_ = _e2033;
                            uint _e2034 = l_mut_187_;
                            l_mut_96_ = _e2034;
                            uint _e2035 = l_mut_102_;
                            l_mut_187_ = _e2035;
                            uint _e2036 = l_mut_96_;
                            l_mut_102_ = _e2036;
                            l_mut_200_ = l_562_;
                        }
                        l_mut_197_ = true;
                        bool _e2038 = l_mut_200_;
                        if (_e2038) {
                            uint _e2039 = l_mut_189_;
                            uint _e2040 = l_mut_203_;
                            uint l_564_ = (_e2039 - _e2040);
                            uint _e2042 = l_mut_188_;
                            uint _e2043 = l_mut_202_;
                            uint l_565_ = (_e2042 - _e2043);
                            uint _e2045 = l_mut_189_;
                            uint _e2046 = l_mut_203_;
                            bool l_566_ = (_e2045 < _e2046);
                            uint l_567_ = uint(l_566_);
                            uint l_568_ = (l_565_ - l_567_);
                            l_mut_189_ = l_564_;
                            l_mut_188_ = l_568_;
                            uint _e2050 = l_mut_188_;
                            bool l_569_ = (_e2050 < l_542_);
                            uint _e2052 = l_mut_188_;
                            bool l_570_ = (_e2052 == l_542_);
                            uint _e2054 = l_mut_189_;
                            bool l_571_ = (_e2054 < l_538_);
                            if (l_570_) {
                                local_25 = l_571_;
                            } else {
                                local_25 = false;
                            }
                            bool l_572_ = local_25;
                            if (!(l_569_)) {
                                local_26 = l_572_;
                            } else {
                                local_26 = true;
                            }
                            bool l_573_ = local_26;
                            if (l_573_) {
                                l_mut_211_ = false;
                                l_mut_197_ = false;
                            }
                        }
                        bool _e2067 = l_mut_197_;
                        if (_e2067) {
                            l_mut_96_ = 0u;
                            l_mut_190_ = false;
                            uint _e2070 = l_mut_203_;
                            l_mut_90_ = _e2070;
                            uint _e2071 = l_mut_202_;
                            l_mut_75_ = _e2071;
                            if (false) {
                                uint _e2074 = l_mut_202_;
                                uint l_576_ = (_e2074 >> 3u);
                                l_mut_90_ = l_576_;
                                l_mut_75_ = 0u;
                            } else {
                                if (true) {
                                    uint _e2078 = l_mut_203_;
                                    l_mut_40_ = _e2078;
                                    if (true) {
                                        uint _e2080 = l_mut_203_;
                                        uint l_579_ = (_e2080 >> 3u);
                                        uint _e2083 = l_mut_202_;
                                        uint l_580_ = (_e2083 << 29u);
                                        uint l_581_ = (l_579_ | l_580_);
                                        l_mut_40_ = l_581_;
                                    }
                                    uint _e2087 = l_mut_202_;
                                    uint l_582_ = (_e2087 >> 3u);
                                    uint _e2090 = l_mut_40_;
                                    l_mut_90_ = _e2090;
                                    l_mut_75_ = l_582_;
                                }
                            }
                            uint _e2091 = l_mut_75_;
                            uint _e2092 = l_mut_223_;
                            bool l_583_ = (_e2091 < _e2092);
                            uint _e2094 = l_mut_75_;
                            uint _e2095 = l_mut_223_;
                            bool l_584_ = (_e2094 == _e2095);
                            uint _e2097 = l_mut_90_;
                            uint _e2098 = l_mut_228_;
                            bool l_585_ = (_e2097 < _e2098);
                            if (l_584_) {
                                local_27 = l_585_;
                            } else {
                                local_27 = false;
                            }
                            bool l_586_ = local_27;
                            if (!(l_583_)) {
                                local_28 = l_586_;
                            } else {
                                local_28 = true;
                            }
                            bool l_587_ = local_28;
                            bool l_588_ = !(l_587_);
                            l_mut_190_ = l_588_;
                            uint _e2110 = l_mut_228_;
                            uint _e2111 = l_mut_223_;
                            uint l_589_ = (_e2110 | _e2111);
                            bool l_590_ = (l_589_ == 0u);
                            if (l_590_) {
                                l_mut_96_ = l_337_;
                            } else {
                                bool _e2115 = l_mut_190_;
                                if (_e2115) {
                                    uint _e2116 = l_mut_223_;
                                    uint _e2117 = l_mut_202_;
                                    bool l_591_ = (_e2116 < _e2117);
                                    uint _e2119 = l_mut_223_;
                                    uint _e2120 = l_mut_202_;
                                    bool l_592_ = (_e2119 == _e2120);
                                    uint _e2122 = l_mut_228_;
                                    uint _e2123 = l_mut_203_;
                                    bool l_593_ = (_e2122 < _e2123);
                                    if (l_592_) {
                                        local_29 = l_593_;
                                    } else {
                                        local_29 = false;
                                    }
                                    bool l_594_ = local_29;
                                    if (!(l_591_)) {
                                        local_30 = l_594_;
                                    } else {
                                        local_30 = true;
                                    }
                                    bool l_595_ = local_30;
                                    if (l_595_) {
                                        uint _e2134 = l_mut_203_;
                                        uint l_596_ = (_e2134 - 1u);
                                        uint _e2137 = l_mut_202_;
                                        uint l_597_ = (_e2137 - 0u);
                                        uint _e2140 = l_mut_203_;
                                        bool l_598_ = (_e2140 < 1u);
                                        uint l_599_ = uint(l_598_);
                                        uint l_600_ = (l_597_ - l_599_);
                                        l_mut_90_ = l_596_;
                                        l_mut_75_ = l_600_;
                                        l_mut_40_ = 0u;
                                        l_mut_601_ = 0u;
                                        bool loop_init_2 = true;
                                        while(true) {
                                            if (!loop_init_2) {
                                                uint _e2233 = l_mut_601_;
                                                l_mut_601_ = (_e2233 + 1u);
                                            }
                                            loop_init_2 = false;
                                            uint _e2148 = l_mut_601_;
                                            if ((_e2148 < 16u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e2152 = l_mut_601_;
                                                uint l_602_ = (15u - _e2152);
                                                uint _e2154 = l_mut_90_;
                                                l_mut_603_ = _e2154;
                                                uint _e2155 = l_mut_75_;
                                                l_mut_604_ = _e2155;
                                                bool l_605_ = (l_602_ >= 32u);
                                                if (l_605_) {
                                                    uint l_606_ = (l_602_ & 31u);
                                                    uint _e2160 = l_mut_75_;
                                                    uint l_607_ = (_e2160 >> l_606_);
                                                    l_mut_603_ = l_607_;
                                                    l_mut_604_ = 0u;
                                                } else {
                                                    bool l_608_ = (l_602_ > 0u);
                                                    if (l_608_) {
                                                        uint _e2165 = l_mut_90_;
                                                        l_mut_609_ = _e2165;
                                                        bool l_610_ = (l_602_ > 0u);
                                                        if (l_610_) {
                                                            uint _e2168 = l_mut_90_;
                                                            uint l_611_ = (_e2168 >> l_602_);
                                                            uint l_612_ = (32u - l_602_);
                                                            uint _e2172 = l_mut_75_;
                                                            uint l_613_ = (_e2172 << l_612_);
                                                            uint l_614_ = (l_611_ | l_613_);
                                                            l_mut_609_ = l_614_;
                                                        }
                                                        uint _e2175 = l_mut_75_;
                                                        uint l_615_ = (_e2175 >> l_602_);
                                                        uint _e2177 = l_mut_609_;
                                                        l_mut_603_ = _e2177;
                                                        l_mut_604_ = l_615_;
                                                    }
                                                }
                                                uint _e2178 = l_mut_604_;
                                                uint _e2179 = l_mut_223_;
                                                bool l_616_ = (_e2178 < _e2179);
                                                uint _e2181 = l_mut_604_;
                                                uint _e2182 = l_mut_223_;
                                                bool l_617_ = (_e2181 == _e2182);
                                                uint _e2184 = l_mut_603_;
                                                uint _e2185 = l_mut_228_;
                                                bool l_618_ = (_e2184 < _e2185);
                                                if (l_617_) {
                                                    local_31 = l_618_;
                                                } else {
                                                    local_31 = false;
                                                }
                                                bool l_619_ = local_31;
                                                if (!(l_616_)) {
                                                    local_32 = l_619_;
                                                } else {
                                                    local_32 = true;
                                                }
                                                bool l_620_ = local_32;
                                                bool l_621_ = !(l_620_);
                                                if (l_621_) {
                                                    uint _e2197 = l_mut_228_;
                                                    l_mut_609_ = _e2197;
                                                    uint _e2198 = l_mut_223_;
                                                    l_mut_604_ = _e2198;
                                                    bool l_622_ = (l_602_ >= 32u);
                                                    if (l_622_) {
                                                        uint l_623_ = (l_602_ & 31u);
                                                        uint _e2203 = l_mut_228_;
                                                        uint l_624_ = (_e2203 << l_623_);
                                                        l_mut_609_ = 0u;
                                                        l_mut_604_ = l_624_;
                                                    } else {
                                                        bool l_625_ = (l_602_ > 0u);
                                                        if (l_625_) {
                                                            uint _e2208 = l_mut_228_;
                                                            uint l_626_ = (_e2208 << l_602_);
                                                            uint _e2210 = l_mut_223_;
                                                            uint l_627_ = (_e2210 << l_602_);
                                                            uint l_628_ = (32u - l_602_);
                                                            uint _e2214 = l_mut_228_;
                                                            uint l_629_ = (_e2214 >> l_628_);
                                                            uint l_630_ = (l_627_ | l_629_);
                                                            l_mut_609_ = l_626_;
                                                            l_mut_604_ = l_630_;
                                                        }
                                                    }
                                                    uint _e2217 = l_mut_90_;
                                                    uint _e2218 = l_mut_609_;
                                                    uint l_631_ = (_e2217 - _e2218);
                                                    uint _e2220 = l_mut_75_;
                                                    uint _e2221 = l_mut_604_;
                                                    uint l_632_ = (_e2220 - _e2221);
                                                    uint _e2223 = l_mut_90_;
                                                    uint _e2224 = l_mut_609_;
                                                    bool l_633_ = (_e2223 < _e2224);
                                                    uint l_634_ = uint(l_633_);
                                                    uint l_635_ = (l_632_ - l_634_);
                                                    l_mut_90_ = l_631_;
                                                    l_mut_75_ = l_635_;
                                                    uint l_636_ = (1u << l_602_);
                                                    uint _e2230 = l_mut_40_;
                                                    l_mut_40_ = (_e2230 | l_636_);
                                                }
                                            }
                                        }
                                        uint _e2235 = l_mut_40_;
                                        uint l_637_ = min(_e2235, l_337_);
                                        l_mut_609_ = l_637_;
                                        uint _e2237 = l_mut_75_;
                                        uint _e2238 = l_mut_223_;
                                        bool l_638_ = (_e2237 < _e2238);
                                        uint _e2240 = l_mut_75_;
                                        uint _e2241 = l_mut_223_;
                                        bool l_639_ = (_e2240 == _e2241);
                                        uint _e2243 = l_mut_90_;
                                        uint _e2244 = l_mut_228_;
                                        bool l_640_ = (_e2243 < _e2244);
                                        if (l_639_) {
                                            local_33 = l_640_;
                                        } else {
                                            local_33 = false;
                                        }
                                        bool l_641_ = local_33;
                                        if (!(l_638_)) {
                                            local_34 = l_641_;
                                        } else {
                                            local_34 = true;
                                        }
                                        bool l_642_ = local_34;
                                        bool l_643_ = !(l_642_);
                                        if (l_643_) {
                                            l_mut_609_ = l_337_;
                                        }
                                        uint _e2256 = l_mut_609_;
                                        l_mut_96_ = _e2256;
                                    }
                                } else {
                                    uint _e2257 = l_mut_203_;
                                    l_mut_609_ = _e2257;
                                    uint _e2258 = l_mut_202_;
                                    l_mut_604_ = _e2258;
                                    while(true) {
                                        uint _e2259 = l_mut_223_;
                                        uint _e2260 = l_mut_604_;
                                        bool l_644_ = (_e2259 < _e2260);
                                        uint _e2262 = l_mut_223_;
                                        uint _e2263 = l_mut_604_;
                                        bool l_645_ = (_e2262 == _e2263);
                                        uint _e2265 = l_mut_228_;
                                        uint _e2266 = l_mut_609_;
                                        bool l_646_ = (_e2265 < _e2266);
                                        if (l_645_) {
                                            local_35 = l_646_;
                                        } else {
                                            local_35 = false;
                                        }
                                        bool l_647_ = local_35;
                                        if (!(l_644_)) {
                                            local_36 = l_647_;
                                        } else {
                                            local_36 = true;
                                        }
                                        bool l_648_ = local_36;
                                        uint _e2277 = l_mut_96_;
                                        uint _e2278 = l_mut_102_;
                                        uint l_649_ = (_e2277 * _e2278);
                                        uint _e2280 = l_mut_187_;
                                        uint l_650_ = (_e2280 + l_649_);
                                        uint _e2282 = l_mut_102_;
                                        uint l_651_ = (l_650_ + _e2282);
                                        bool l_652_ = (l_651_ < l_337_);
                                        if (l_648_) {
                                            local_37 = l_652_;
                                        } else {
                                            local_37 = false;
                                        }
                                        bool l_653_ = local_37;
                                        bool l_654_ = !(l_653_);
                                        if (l_654_) {
                                            break;
                                        }
                                        uint _e2290 = l_mut_609_;
                                        uint _e2291 = l_mut_228_;
                                        uint l_655_ = (_e2290 - _e2291);
                                        uint _e2293 = l_mut_604_;
                                        uint _e2294 = l_mut_223_;
                                        uint l_656_ = (_e2293 - _e2294);
                                        uint _e2296 = l_mut_609_;
                                        uint _e2297 = l_mut_228_;
                                        bool l_657_ = (_e2296 < _e2297);
                                        uint l_658_ = uint(l_657_);
                                        uint l_659_ = (l_656_ - l_658_);
                                        l_mut_609_ = l_655_;
                                        l_mut_604_ = l_659_;
                                        uint _e2301 = l_mut_96_;
                                        l_mut_96_ = (_e2301 + 1u);
                                    }
                                }
                            }
                            uint _e2304 = l_mut_96_;
                            uint _e2305 = l_mut_102_;
                            uint l_660_ = (_e2304 * _e2305);
                            uint _e2307 = l_mut_187_;
                            uint l_661_ = (_e2307 + l_660_);
                            uint _e2309 = l_mut_102_;
                            uint l_662_ = (l_661_ + _e2309);
                            bool l_663_ = (l_662_ >= l_337_);
                            if (l_663_) {
                                l_mut_222_ = true;
                                l_mut_211_ = false;
                            } else {
                                uint _e2314 = l_mut_228_;
                                uint _e2315 = l_mut_96_;
                                uint l_664_ = (_e2314 * _e2315);
                                uint _e2317 = l_mut_228_;
                                uint l_1354_ = (_e2317 & 65535u);
                                uint _e2320 = l_mut_228_;
                                uint l_1355_ = (_e2320 >> 16u);
                                uint l_1356_ = (l_1355_ & 65535u);
                                uint _e2325 = l_mut_96_;
                                uint l_1357_ = (_e2325 & 65535u);
                                uint _e2328 = l_mut_96_;
                                uint l_1358_ = (_e2328 >> 16u);
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
                                uint l_665_ = (l_1375_ + l_1377_);
                                uint _e2362 = l_mut_223_;
                                uint _e2363 = l_mut_96_;
                                uint l_666_ = (_e2362 * _e2363);
                                uint l_667_ = (l_665_ + l_666_);
                                uint _e2366 = l_mut_203_;
                                uint l_668_ = (_e2366 - l_664_);
                                uint _e2368 = l_mut_202_;
                                uint l_669_ = (_e2368 - l_667_);
                                uint _e2370 = l_mut_203_;
                                bool l_670_ = (_e2370 < l_664_);
                                uint l_671_ = uint(l_670_);
                                uint l_672_ = (l_669_ - l_671_);
                                l_mut_203_ = l_668_;
                                l_mut_202_ = l_672_;
                                uint _e2374 = l_mut_96_;
                                uint _e2375 = l_mut_102_;
                                uint l_673_ = (_e2374 * _e2375);
                                uint _e2377 = l_mut_187_;
                                l_mut_187_ = (_e2377 + l_673_);
                                uint _e2379 = l_mut_228_;
                                uint _e2380 = l_mut_203_;
                                uint l_674_ = (_e2379 - _e2380);
                                uint _e2382 = l_mut_223_;
                                uint _e2383 = l_mut_202_;
                                uint l_675_ = (_e2382 - _e2383);
                                uint _e2385 = l_mut_228_;
                                uint _e2386 = l_mut_203_;
                                bool l_676_ = (_e2385 < _e2386);
                                uint l_677_ = uint(l_676_);
                                uint l_678_ = (l_675_ - l_677_);
                                l_mut_228_ = l_674_;
                                l_mut_223_ = l_678_;
                                uint _e2390 = l_mut_102_;
                                uint _e2391 = l_mut_187_;
                                l_mut_102_ = (_e2390 + _e2391);
                            }
                        }
                    }
                    bool _e2393 = l_mut_222_;
                    bool l_679_ = !(_e2393);
                    if (l_336_) {
                        local_38 = l_679_;
                    } else {
                        local_38 = false;
                    }
                    bool l_680_ = local_38;
                    if (l_680_) {
                        uint _e2400 = l_mut_334_;
                        uint l_681_ = (1u << _e2400);
                        uint _e2402 = l_mut_260_;
                        l_mut_260_ = (_e2402 | l_681_);
                        uint _e2404 = l_mut_255_;
                        l_mut_255_ = (_e2404 + 1u);
                        uint l_682_ = (l_335_ + l_333_);
                        uint l_683_ = min(l_682_, l_56_);
                        l_mut_609_ = 0u;
                        l_mut_684_ = l_335_;
                        bool loop_init_3 = true;
                        while(true) {
                            if (!loop_init_3) {
                                uint _e2669 = l_mut_684_;
                                l_mut_684_ = (_e2669 + 1u);
                            }
                            loop_init_3 = false;
                            uint _e2411 = l_mut_684_;
                            if ((_e2411 < l_683_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e2413 = l_mut_684_;
                                uint l_685_ = (l_59_ * _e2413);
                                uint l_1379_ = (l_59_ & 65535u);
                                uint l_1380_ = (l_59_ >> 16u);
                                uint l_1381_ = (l_1380_ & 65535u);
                                uint _e2421 = l_mut_684_;
                                uint l_1382_ = (_e2421 & 65535u);
                                uint _e2424 = l_mut_684_;
                                uint l_1383_ = (_e2424 >> 16u);
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
                                uint l_686_ = (l_1400_ + l_1402_);
                                uint _e2458 = l_mut_684_;
                                uint l_687_ = (l_62_ * _e2458);
                                uint l_688_ = (l_686_ + l_687_);
                                uint l_689_ = (l_64_ + l_685_);
                                uint l_690_ = (l_67_ + l_688_);
                                bool l_691_ = (l_689_ < l_64_);
                                uint l_692_ = uint(l_691_);
                                uint l_693_ = (l_690_ + l_692_);
                                uint _e2466 = l_mut_684_;
                                uint _e2467 = l_mut_684_;
                                uint l_694_ = (_e2466 * _e2467);
                                uint l_695_ = (l_72_ >> 31u);
                                bool l_696_ = (l_695_ == 1u);
                                l_mut_604_ = l_69_;
                                l_mut_603_ = l_72_;
                                if (l_696_) {
                                    uint l_697_ = (0u - l_69_);
                                    uint l_698_ = (0u - l_72_);
                                    bool l_699_ = (0u < l_69_);
                                    uint l_700_ = uint(l_699_);
                                    uint l_701_ = (l_698_ - l_700_);
                                    l_mut_604_ = l_697_;
                                    l_mut_603_ = l_701_;
                                }
                                uint _e2481 = l_mut_604_;
                                uint l_702_ = (_e2481 * l_694_);
                                uint _e2483 = l_mut_603_;
                                uint l_703_ = (_e2483 * l_694_);
                                uint _e2485 = l_mut_604_;
                                uint l_1404_ = (_e2485 & 65535u);
                                uint _e2488 = l_mut_604_;
                                uint l_1405_ = (_e2488 >> 16u);
                                uint l_1406_ = (l_1405_ & 65535u);
                                uint l_1407_ = (l_694_ & 65535u);
                                uint l_1408_ = (l_694_ >> 16u);
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
                                uint l_704_ = (l_1425_ + l_1427_);
                                uint l_705_ = (l_704_ + l_703_);
                                uint _e2529 = l_mut_603_;
                                uint l_1429_ = (_e2529 & 65535u);
                                uint _e2532 = l_mut_603_;
                                uint l_1430_ = (_e2532 >> 16u);
                                uint l_1431_ = (l_1430_ & 65535u);
                                uint l_1432_ = (l_694_ & 65535u);
                                uint l_1433_ = (l_694_ >> 16u);
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
                                uint l_706_ = (l_1450_ + l_1452_);
                                bool l_707_ = (l_705_ < l_703_);
                                uint l_708_ = uint(l_707_);
                                uint l_709_ = (l_706_ + l_708_);
                                uint l_710_ = (l_9_ % 32u);
                                l_mut_228_ = l_702_;
                                bool l_711_ = (l_710_ > 0u);
                                if (l_711_) {
                                    uint l_712_ = (l_702_ >> l_710_);
                                    uint l_713_ = (32u - l_710_);
                                    uint l_714_ = (l_705_ << l_713_);
                                    uint l_715_ = (l_712_ | l_714_);
                                    l_mut_228_ = l_715_;
                                }
                                l_mut_223_ = l_705_;
                                bool l_716_ = (l_710_ > 0u);
                                if (l_716_) {
                                    uint l_717_ = (l_705_ >> l_710_);
                                    uint l_718_ = (32u - l_710_);
                                    uint l_719_ = (l_709_ << l_718_);
                                    uint l_720_ = (l_717_ | l_719_);
                                    l_mut_223_ = l_720_;
                                }
                                uint _e2591 = l_mut_228_;
                                l_mut_203_ = _e2591;
                                uint _e2592 = l_mut_223_;
                                l_mut_228_ = _e2592;
                                bool l_721_ = (l_9_ >= 64u);
                                if (l_721_) {
                                    l_mut_203_ = l_709_;
                                    l_mut_228_ = 0u;
                                } else {
                                    bool l_722_ = (l_9_ >= 32u);
                                    if (l_722_) {
                                        l_mut_223_ = l_705_;
                                        bool l_723_ = (l_710_ > 0u);
                                        if (l_723_) {
                                            uint l_724_ = (l_705_ >> l_710_);
                                            uint l_725_ = (32u - l_710_);
                                            uint l_726_ = (l_709_ << l_725_);
                                            uint l_727_ = (l_724_ | l_726_);
                                            l_mut_223_ = l_727_;
                                        }
                                        uint l_728_ = (l_709_ >> l_710_);
                                        uint _e2606 = l_mut_223_;
                                        l_mut_203_ = _e2606;
                                        l_mut_228_ = l_728_;
                                    }
                                }
                                uint _e2607 = l_mut_203_;
                                l_mut_604_ = _e2607;
                                uint _e2608 = l_mut_228_;
                                l_mut_603_ = _e2608;
                                if (l_696_) {
                                    uint _e2610 = l_mut_604_;
                                    uint l_729_ = (0u - _e2610);
                                    uint _e2613 = l_mut_603_;
                                    uint l_730_ = (0u - _e2613);
                                    uint _e2616 = l_mut_604_;
                                    bool l_731_ = (0u < _e2616);
                                    uint l_732_ = uint(l_731_);
                                    uint l_733_ = (l_730_ - l_732_);
                                    l_mut_604_ = l_729_;
                                    l_mut_603_ = l_733_;
                                }
                                uint _e2620 = l_mut_604_;
                                uint l_734_ = (l_689_ + _e2620);
                                uint _e2622 = l_mut_603_;
                                uint l_735_ = (l_693_ + _e2622);
                                bool l_736_ = (l_734_ < l_689_);
                                uint l_737_ = uint(l_736_);
                                uint l_738_ = (l_735_ + l_737_);
                                uint l_739_ = (0u - l_734_);
                                uint l_740_ = (0u - l_738_);
                                bool l_741_ = (0u < l_734_);
                                uint l_742_ = uint(l_741_);
                                uint l_743_ = (l_740_ - l_742_);
                                l_mut_604_ = l_739_;
                                l_mut_603_ = l_743_;
                                uint _e2635 = l_mut_603_;
                                bool l_744_ = (l_738_ < _e2635);
                                uint _e2637 = l_mut_603_;
                                bool l_745_ = (l_738_ == _e2637);
                                uint _e2639 = l_mut_604_;
                                bool l_746_ = (l_734_ < _e2639);
                                if (l_745_) {
                                    local_39 = l_746_;
                                } else {
                                    local_39 = false;
                                }
                                bool l_747_ = local_39;
                                if (!(l_744_)) {
                                    local_40 = l_747_;
                                } else {
                                    local_40 = true;
                                }
                                bool l_748_ = local_40;
                                if (l_748_) {
                                    l_mut_604_ = l_734_;
                                    l_mut_603_ = l_738_;
                                }
                                uint _e2650 = l_mut_603_;
                                bool l_749_ = (_e2650 < l_27_);
                                uint _e2652 = l_mut_603_;
                                bool l_750_ = (_e2652 == l_27_);
                                uint _e2654 = l_mut_604_;
                                bool l_751_ = (_e2654 < l_24_);
                                if (l_750_) {
                                    local_41 = l_751_;
                                } else {
                                    local_41 = false;
                                }
                                bool l_752_ = local_41;
                                if (!(l_749_)) {
                                    local_42 = l_752_;
                                } else {
                                    local_42 = true;
                                }
                                bool l_753_ = local_42;
                                uint l_754_ = uint(l_753_);
                                uint _e2666 = l_mut_609_;
                                l_mut_609_ = (_e2666 + l_754_);
                            }
                        }
                        uint _e2671 = l_mut_254_;
                        uint _e2672 = l_mut_609_;
                        l_mut_254_ = (_e2671 + _e2672);
                    }
                }
            }
            uint _e2677 = l_mut_255_;
            bool l_755_ = (_e2677 > 0u);
            if (l_755_) {
                uint l_1454_ = _group_0_binding_6_cs.static_meta[5];
                uint l_1455_ = (l_1454_ * 1u);
                uint l_1456_ = (l_1455_ - 1u);
                uint l_1457_ = min(1u, l_1456_);
                uint _e2692 = l_mut_255_;
                uint _e2693 = atomicAdd(_group_0_binding_5_cs[l_1457_], _e2692);
            }
            uint _e2694 = l_mut_254_;
            bool l_758_ = (_e2694 > 0u);
            if (l_758_) {
                uint l_1459_ = _group_0_binding_6_cs.static_meta[5];
                uint l_1460_ = (l_1459_ * 1u);
                uint l_1461_ = (l_1460_ - 1u);
                uint l_1462_ = min(2u, l_1461_);
                uint _e2709 = l_mut_254_;
                uint _e2710 = atomicAdd(_group_0_binding_5_cs[l_1462_], _e2709);
                l_mut_609_ = _e2710;
                bool loop_init_4 = true;
                while(true) {
                    if (!loop_init_4) {
                        uint _e3022 = l_mut_761_;
                        l_mut_761_ = (_e3022 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e2713 = l_mut_761_;
                    if ((_e2713 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2716 = l_mut_260_;
                        uint _e2717 = l_mut_761_;
                        uint l_762_ = (_e2716 >> _e2717);
                        uint l_763_ = (l_762_ & 1u);
                        bool l_764_ = (l_763_ == 1u);
                        if (l_764_) {
                            uint _e2723 = l_mut_761_;
                            uint l_765_ = (_e2723 * l_333_);
                            uint l_766_ = (l_765_ + l_333_);
                            uint l_767_ = min(l_766_, l_56_);
                            uint _e2727 = l_mut_609_;
                            l_mut_604_ = _e2727;
                            l_mut_768_ = l_765_;
                            bool loop_init_5 = true;
                            while(true) {
                                if (!loop_init_5) {
                                    uint _e3018 = l_mut_768_;
                                    l_mut_768_ = (_e3018 + 1u);
                                }
                                loop_init_5 = false;
                                uint _e2729 = l_mut_768_;
                                if ((_e2729 < l_767_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2731 = l_mut_768_;
                                    uint l_769_ = (l_59_ * _e2731);
                                    uint l_1464_ = (l_59_ & 65535u);
                                    uint l_1465_ = (l_59_ >> 16u);
                                    uint l_1466_ = (l_1465_ & 65535u);
                                    uint _e2739 = l_mut_768_;
                                    uint l_1467_ = (_e2739 & 65535u);
                                    uint _e2742 = l_mut_768_;
                                    uint l_1468_ = (_e2742 >> 16u);
                                    uint l_1469_ = (l_1468_ & 65535u);
                                    uint l_1470_ = (l_1464_ * l_1467_);
                                    uint l_1471_ = (l_1466_ * l_1467_);
                                    uint l_1472_ = (l_1464_ * l_1469_);
                                    uint l_1473_ = (l_1466_ * l_1469_);
                                    uint l_1474_ = (l_1470_ >> 16u);
                                    uint l_1475_ = (l_1474_ & 65535u);
                                    uint l_1476_ = (l_1471_ & 65535u);
                                    uint l_1477_ = (l_1475_ + l_1476_);
                                    uint l_1478_ = (l_1472_ & 65535u);
                                    uint l_1479_ = (l_1477_ + l_1478_);
                                    uint l_1480_ = (l_1471_ >> 16u);
                                    uint l_1481_ = (l_1480_ & 65535u);
                                    uint l_1482_ = (l_1473_ + l_1481_);
                                    uint l_1483_ = (l_1472_ >> 16u);
                                    uint l_1484_ = (l_1483_ & 65535u);
                                    uint l_1485_ = (l_1482_ + l_1484_);
                                    uint l_1486_ = (l_1479_ >> 16u);
                                    uint l_1487_ = (l_1486_ & 65535u);
                                    uint l_770_ = (l_1485_ + l_1487_);
                                    uint _e2776 = l_mut_768_;
                                    uint l_771_ = (l_62_ * _e2776);
                                    uint l_772_ = (l_770_ + l_771_);
                                    uint l_773_ = (l_64_ + l_769_);
                                    uint l_774_ = (l_67_ + l_772_);
                                    bool l_775_ = (l_773_ < l_64_);
                                    uint l_776_ = uint(l_775_);
                                    uint l_777_ = (l_774_ + l_776_);
                                    uint _e2784 = l_mut_768_;
                                    uint _e2785 = l_mut_768_;
                                    uint l_778_ = (_e2784 * _e2785);
                                    uint l_779_ = (l_72_ >> 31u);
                                    bool l_780_ = (l_779_ == 1u);
                                    l_mut_603_ = l_69_;
                                    l_mut_255_ = l_72_;
                                    if (l_780_) {
                                        uint l_781_ = (0u - l_69_);
                                        uint l_782_ = (0u - l_72_);
                                        bool l_783_ = (0u < l_69_);
                                        uint l_784_ = uint(l_783_);
                                        uint l_785_ = (l_782_ - l_784_);
                                        l_mut_603_ = l_781_;
                                        l_mut_255_ = l_785_;
                                    }
                                    uint _e2799 = l_mut_603_;
                                    uint l_786_ = (_e2799 * l_778_);
                                    uint _e2801 = l_mut_255_;
                                    uint l_787_ = (_e2801 * l_778_);
                                    uint _e2803 = l_mut_603_;
                                    uint l_1489_ = (_e2803 & 65535u);
                                    uint _e2806 = l_mut_603_;
                                    uint l_1490_ = (_e2806 >> 16u);
                                    uint l_1491_ = (l_1490_ & 65535u);
                                    uint l_1492_ = (l_778_ & 65535u);
                                    uint l_1493_ = (l_778_ >> 16u);
                                    uint l_1494_ = (l_1493_ & 65535u);
                                    uint l_1495_ = (l_1489_ * l_1492_);
                                    uint l_1496_ = (l_1491_ * l_1492_);
                                    uint l_1497_ = (l_1489_ * l_1494_);
                                    uint l_1498_ = (l_1491_ * l_1494_);
                                    uint l_1499_ = (l_1495_ >> 16u);
                                    uint l_1500_ = (l_1499_ & 65535u);
                                    uint l_1501_ = (l_1496_ & 65535u);
                                    uint l_1502_ = (l_1500_ + l_1501_);
                                    uint l_1503_ = (l_1497_ & 65535u);
                                    uint l_1504_ = (l_1502_ + l_1503_);
                                    uint l_1505_ = (l_1496_ >> 16u);
                                    uint l_1506_ = (l_1505_ & 65535u);
                                    uint l_1507_ = (l_1498_ + l_1506_);
                                    uint l_1508_ = (l_1497_ >> 16u);
                                    uint l_1509_ = (l_1508_ & 65535u);
                                    uint l_1510_ = (l_1507_ + l_1509_);
                                    uint l_1511_ = (l_1504_ >> 16u);
                                    uint l_1512_ = (l_1511_ & 65535u);
                                    uint l_788_ = (l_1510_ + l_1512_);
                                    uint l_789_ = (l_788_ + l_787_);
                                    uint _e2847 = l_mut_255_;
                                    uint l_1514_ = (_e2847 & 65535u);
                                    uint _e2850 = l_mut_255_;
                                    uint l_1515_ = (_e2850 >> 16u);
                                    uint l_1516_ = (l_1515_ & 65535u);
                                    uint l_1517_ = (l_778_ & 65535u);
                                    uint l_1518_ = (l_778_ >> 16u);
                                    uint l_1519_ = (l_1518_ & 65535u);
                                    uint l_1520_ = (l_1514_ * l_1517_);
                                    uint l_1521_ = (l_1516_ * l_1517_);
                                    uint l_1522_ = (l_1514_ * l_1519_);
                                    uint l_1523_ = (l_1516_ * l_1519_);
                                    uint l_1524_ = (l_1520_ >> 16u);
                                    uint l_1525_ = (l_1524_ & 65535u);
                                    uint l_1526_ = (l_1521_ & 65535u);
                                    uint l_1527_ = (l_1525_ + l_1526_);
                                    uint l_1528_ = (l_1522_ & 65535u);
                                    uint l_1529_ = (l_1527_ + l_1528_);
                                    uint l_1530_ = (l_1521_ >> 16u);
                                    uint l_1531_ = (l_1530_ & 65535u);
                                    uint l_1532_ = (l_1523_ + l_1531_);
                                    uint l_1533_ = (l_1522_ >> 16u);
                                    uint l_1534_ = (l_1533_ & 65535u);
                                    uint l_1535_ = (l_1532_ + l_1534_);
                                    uint l_1536_ = (l_1529_ >> 16u);
                                    uint l_1537_ = (l_1536_ & 65535u);
                                    uint l_790_ = (l_1535_ + l_1537_);
                                    bool l_791_ = (l_789_ < l_787_);
                                    uint l_792_ = uint(l_791_);
                                    uint l_793_ = (l_790_ + l_792_);
                                    uint l_794_ = (l_9_ % 32u);
                                    l_mut_254_ = l_786_;
                                    bool l_795_ = (l_794_ > 0u);
                                    if (l_795_) {
                                        uint l_796_ = (l_786_ >> l_794_);
                                        uint l_797_ = (32u - l_794_);
                                        uint l_798_ = (l_789_ << l_797_);
                                        uint l_799_ = (l_796_ | l_798_);
                                        l_mut_254_ = l_799_;
                                    }
                                    l_mut_228_ = l_789_;
                                    bool l_800_ = (l_794_ > 0u);
                                    if (l_800_) {
                                        uint l_801_ = (l_789_ >> l_794_);
                                        uint l_802_ = (32u - l_794_);
                                        uint l_803_ = (l_793_ << l_802_);
                                        uint l_804_ = (l_801_ | l_803_);
                                        l_mut_228_ = l_804_;
                                    }
                                    uint _e2909 = l_mut_254_;
                                    l_mut_223_ = _e2909;
                                    uint _e2910 = l_mut_228_;
                                    l_mut_254_ = _e2910;
                                    bool l_805_ = (l_9_ >= 64u);
                                    if (l_805_) {
                                        l_mut_223_ = l_793_;
                                        l_mut_254_ = 0u;
                                    } else {
                                        bool l_806_ = (l_9_ >= 32u);
                                        if (l_806_) {
                                            l_mut_228_ = l_789_;
                                            bool l_807_ = (l_794_ > 0u);
                                            if (l_807_) {
                                                uint l_808_ = (l_789_ >> l_794_);
                                                uint l_809_ = (32u - l_794_);
                                                uint l_810_ = (l_793_ << l_809_);
                                                uint l_811_ = (l_808_ | l_810_);
                                                l_mut_228_ = l_811_;
                                            }
                                            uint l_812_ = (l_793_ >> l_794_);
                                            uint _e2924 = l_mut_228_;
                                            l_mut_223_ = _e2924;
                                            l_mut_254_ = l_812_;
                                        }
                                    }
                                    uint _e2925 = l_mut_223_;
                                    l_mut_603_ = _e2925;
                                    uint _e2926 = l_mut_254_;
                                    l_mut_255_ = _e2926;
                                    if (l_780_) {
                                        uint _e2928 = l_mut_603_;
                                        uint l_813_ = (0u - _e2928);
                                        uint _e2931 = l_mut_255_;
                                        uint l_814_ = (0u - _e2931);
                                        uint _e2934 = l_mut_603_;
                                        bool l_815_ = (0u < _e2934);
                                        uint l_816_ = uint(l_815_);
                                        uint l_817_ = (l_814_ - l_816_);
                                        l_mut_603_ = l_813_;
                                        l_mut_255_ = l_817_;
                                    }
                                    uint _e2938 = l_mut_603_;
                                    uint l_818_ = (l_773_ + _e2938);
                                    uint _e2940 = l_mut_255_;
                                    uint l_819_ = (l_777_ + _e2940);
                                    bool l_820_ = (l_818_ < l_773_);
                                    uint l_821_ = uint(l_820_);
                                    uint l_822_ = (l_819_ + l_821_);
                                    uint l_823_ = (0u - l_818_);
                                    uint l_824_ = (0u - l_822_);
                                    bool l_825_ = (0u < l_818_);
                                    uint l_826_ = uint(l_825_);
                                    uint l_827_ = (l_824_ - l_826_);
                                    l_mut_603_ = l_823_;
                                    l_mut_255_ = l_827_;
                                    uint _e2953 = l_mut_255_;
                                    bool l_828_ = (l_822_ < _e2953);
                                    uint _e2955 = l_mut_255_;
                                    bool l_829_ = (l_822_ == _e2955);
                                    uint _e2957 = l_mut_603_;
                                    bool l_830_ = (l_818_ < _e2957);
                                    if (l_829_) {
                                        local_43 = l_830_;
                                    } else {
                                        local_43 = false;
                                    }
                                    bool l_831_ = local_43;
                                    if (!(l_828_)) {
                                        local_44 = l_831_;
                                    } else {
                                        local_44 = true;
                                    }
                                    bool l_832_ = local_44;
                                    if (l_832_) {
                                        l_mut_603_ = l_818_;
                                        l_mut_255_ = l_822_;
                                    }
                                    uint _e2968 = l_mut_255_;
                                    bool l_833_ = (_e2968 < l_27_);
                                    uint _e2970 = l_mut_255_;
                                    bool l_834_ = (_e2970 == l_27_);
                                    uint _e2972 = l_mut_603_;
                                    bool l_835_ = (_e2972 < l_24_);
                                    if (l_834_) {
                                        local_45 = l_835_;
                                    } else {
                                        local_45 = false;
                                    }
                                    bool l_836_ = local_45;
                                    if (!(l_833_)) {
                                        local_46 = l_836_;
                                    } else {
                                        local_46 = true;
                                    }
                                    bool l_837_ = local_46;
                                    if (l_837_) {
                                        uint _e2983 = l_mut_604_;
                                        uint l_838_ = (_e2983 * 2u);
                                        uint l_839_ = (l_838_ + 1u);
                                        uint l_840_ = _group_0_binding_6_cs.static_meta[10];
                                        bool l_841_ = (l_839_ < l_840_);
                                        if (l_841_) {
                                            uint l_1539_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_1540_ = (l_1539_ * 1u);
                                            bool l_1541_ = (l_838_ < l_1540_);
                                            if (l_1541_) {
                                                _group_0_binding_4_cs[l_838_] = id;
                                            }
                                            uint l_842_ = (l_838_ + 1u);
                                            uint l_1542_ = _group_0_binding_6_cs.static_meta[4];
                                            uint l_1543_ = (l_1542_ * 1u);
                                            bool l_1544_ = (l_842_ < l_1543_);
                                            if (l_1544_) {
                                                uint _e3013 = l_mut_768_;
                                                _group_0_binding_4_cs[l_842_] = _e3013;
                                            }
                                        }
                                        uint _e3014 = l_mut_604_;
                                        l_mut_604_ = (_e3014 + 1u);
                                    }
                                }
                            }
                            uint _e3020 = l_mut_604_;
                            l_mut_609_ = _e3020;
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
