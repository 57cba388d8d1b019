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
    bool l_mut_637_ = false;
    bool l_mut_650_ = false;
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
    uint l_mut_678_ = 0u;
    bool local_48 = false;
    bool local_49 = false;
    bool local_50 = false;
    bool local_51 = false;
    bool local_52 = false;
    bool local_53 = false;
    bool local_54 = false;
    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_842_ = _group_0_binding_6_cs.static_meta[5];
        uint l_843_ = (l_842_ * 1u);
        uint l_844_ = (l_843_ - 1u);
        uint l_845_ = min(3u, l_844_);
        uint _e67 = atomicAdd(_group_0_binding_5_cs[l_845_], 1u);
    }
    uint l_758_ = _group_0_binding_6_cs.static_meta[3];
    uint l_759_ = (l_758_ * 1u);
    bool l_760_ = (0u < l_759_);
    uint l_761_ = (l_759_ - 1u);
    uint l_762_ = min(0u, l_761_);
    uint l_763_ = _group_0_binding_3_cs[l_762_];
    uint l_4_ = (l_760_ ? l_763_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_765_ = _group_0_binding_6_cs.static_meta[3];
    uint l_766_ = (l_765_ * 1u);
    bool l_767_ = (l_6_ < l_766_);
    uint l_768_ = (l_766_ - 1u);
    uint l_769_ = min(l_6_, l_768_);
    uint l_770_ = _group_0_binding_3_cs[l_769_];
    uint l_7_ = (l_767_ ? l_770_ : 0u);
    uint l_772_ = _group_0_binding_6_cs.static_meta[3];
    uint l_773_ = (l_772_ * 1u);
    bool l_774_ = (2u < l_773_);
    uint l_775_ = (l_773_ - 1u);
    uint l_776_ = min(2u, l_775_);
    uint l_777_ = _group_0_binding_3_cs[l_776_];
    uint l_9_ = (l_774_ ? l_777_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_779_ = _group_0_binding_6_cs.static_meta[3];
    uint l_780_ = (l_779_ * 1u);
    bool l_781_ = (l_11_ < l_780_);
    uint l_782_ = (l_780_ - 1u);
    uint l_783_ = min(l_11_, l_782_);
    uint l_784_ = _group_0_binding_3_cs[l_783_];
    uint l_12_ = (l_781_ ? l_784_ : 0u);
    uint l_786_ = _group_0_binding_6_cs.static_meta[3];
    uint l_787_ = (l_786_ * 1u);
    bool l_788_ = (4u < l_787_);
    uint l_789_ = (l_787_ - 1u);
    uint l_790_ = min(4u, l_789_);
    uint l_791_ = _group_0_binding_3_cs[l_790_];
    uint l_14_ = (l_788_ ? l_791_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_793_ = _group_0_binding_6_cs.static_meta[3];
    uint l_794_ = (l_793_ * 1u);
    bool l_795_ = (l_16_ < l_794_);
    uint l_796_ = (l_794_ - 1u);
    uint l_797_ = min(l_16_, l_796_);
    uint l_798_ = _group_0_binding_3_cs[l_797_];
    uint l_17_ = (l_795_ ? l_798_ : 0u);
    uint l_800_ = _group_0_binding_6_cs.static_meta[3];
    uint l_801_ = (l_800_ * 1u);
    bool l_802_ = (6u < l_801_);
    uint l_803_ = (l_801_ - 1u);
    uint l_804_ = min(6u, l_803_);
    uint l_805_ = _group_0_binding_3_cs[l_804_];
    uint l_19_ = (l_802_ ? l_805_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_807_ = _group_0_binding_6_cs.static_meta[3];
    uint l_808_ = (l_807_ * 1u);
    bool l_809_ = (l_21_ < l_808_);
    uint l_810_ = (l_808_ - 1u);
    uint l_811_ = min(l_21_, l_810_);
    uint l_812_ = _group_0_binding_3_cs[l_811_];
    uint l_22_ = (l_809_ ? l_812_ : 0u);
    uint l_814_ = _group_0_binding_6_cs.static_meta[3];
    uint l_815_ = (l_814_ * 1u);
    bool l_816_ = (8u < l_815_);
    uint l_817_ = (l_815_ - 1u);
    uint l_818_ = min(8u, l_817_);
    uint l_819_ = _group_0_binding_3_cs[l_818_];
    uint l_24_ = (l_816_ ? l_819_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_821_ = _group_0_binding_6_cs.static_meta[3];
    uint l_822_ = (l_821_ * 1u);
    bool l_823_ = (l_26_ < l_822_);
    uint l_824_ = (l_822_ - 1u);
    uint l_825_ = min(l_26_, l_824_);
    uint l_826_ = _group_0_binding_3_cs[l_825_];
    uint l_27_ = (l_823_ ? l_826_ : 0u);
    uint l_828_ = _group_0_binding_6_cs.static_meta[3];
    uint l_829_ = (l_828_ * 1u);
    bool l_830_ = (10u < l_829_);
    uint l_831_ = (l_829_ - 1u);
    uint l_832_ = min(10u, l_831_);
    uint l_833_ = _group_0_binding_3_cs[l_832_];
    uint l_29_ = (l_830_ ? l_833_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_835_ = _group_0_binding_6_cs.static_meta[3];
    uint l_836_ = (l_835_ * 1u);
    bool l_837_ = (l_31_ < l_836_);
    uint l_838_ = (l_836_ - 1u);
    uint l_839_ = min(l_31_, l_838_);
    uint l_840_ = _group_0_binding_3_cs[l_839_];
    uint l_32_ = (l_837_ ? l_840_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = _group_0_binding_6_cs.static_meta[6];
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint l_847_ = (id & 65535u);
    uint l_848_ = (id >> 16u);
    uint l_849_ = (l_848_ & 65535u);
    uint l_850_ = (l_4_ & 65535u);
    uint l_851_ = (l_4_ >> 16u);
    uint l_852_ = (l_851_ & 65535u);
    uint l_853_ = (l_847_ * l_850_);
    uint l_854_ = (l_849_ * l_850_);
    uint l_855_ = (l_847_ * l_852_);
    uint l_856_ = (l_849_ * l_852_);
    uint l_857_ = (l_853_ >> 16u);
    uint l_858_ = (l_857_ & 65535u);
    uint l_859_ = (l_854_ & 65535u);
    uint l_860_ = (l_858_ + l_859_);
    uint l_861_ = (l_855_ & 65535u);
    uint l_862_ = (l_860_ + l_861_);
    uint l_863_ = (l_854_ >> 16u);
    uint l_864_ = (l_863_ & 65535u);
    uint l_865_ = (l_856_ + l_864_);
    uint l_866_ = (l_855_ >> 16u);
    uint l_867_ = (l_866_ & 65535u);
    uint l_868_ = (l_865_ + l_867_);
    uint l_869_ = (l_862_ >> 16u);
    uint l_870_ = (l_869_ & 65535u);
    uint l_37_ = (l_868_ + l_870_);
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
    uint _e356 = l_mut_40_;
    bool l_56_ = (_e356 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_872_ = _group_0_binding_6_cs.static_meta[0];
        uint l_873_ = (l_872_ * 1u);
        bool l_874_ = (l_58_ < l_873_);
        uint l_875_ = (l_873_ - 1u);
        uint l_876_ = min(l_58_, l_875_);
        uint l_877_ = _group_0_binding_0_cs[l_876_];
        uint l_59_ = (l_874_ ? l_877_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_879_ = _group_0_binding_6_cs.static_meta[0];
        uint l_880_ = (l_879_ * 1u);
        bool l_881_ = (l_61_ < l_880_);
        uint l_882_ = (l_880_ - 1u);
        uint l_883_ = min(l_61_, l_882_);
        uint l_884_ = _group_0_binding_0_cs[l_883_];
        uint l_62_ = (l_881_ ? l_884_ : 0u);
        uint l_63_ = (2u * id);
        uint l_886_ = _group_0_binding_6_cs.static_meta[1];
        uint l_887_ = (l_886_ * 1u);
        bool l_888_ = (l_63_ < l_887_);
        uint l_889_ = (l_887_ - 1u);
        uint l_890_ = min(l_63_, l_889_);
        uint l_891_ = _group_0_binding_1_cs[l_890_];
        uint l_64_ = (l_888_ ? l_891_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_893_ = _group_0_binding_6_cs.static_meta[1];
        uint l_894_ = (l_893_ * 1u);
        bool l_895_ = (l_66_ < l_894_);
        uint l_896_ = (l_894_ - 1u);
        uint l_897_ = min(l_66_, l_896_);
        uint l_898_ = _group_0_binding_1_cs[l_897_];
        uint l_67_ = (l_895_ ? l_898_ : 0u);
        uint l_68_ = (2u * id);
        uint l_900_ = _group_0_binding_6_cs.static_meta[2];
        uint l_901_ = (l_900_ * 1u);
        bool l_902_ = (l_68_ < l_901_);
        uint l_903_ = (l_901_ - 1u);
        uint l_904_ = min(l_68_, l_903_);
        uint l_905_ = _group_0_binding_2_cs[l_904_];
        uint l_69_ = (l_902_ ? l_905_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_907_ = _group_0_binding_6_cs.static_meta[2];
        uint l_908_ = (l_907_ * 1u);
        bool l_909_ = (l_71_ < l_908_);
        uint l_910_ = (l_908_ - 1u);
        uint l_911_ = min(l_71_, l_910_);
        uint l_912_ = _group_0_binding_2_cs[l_911_];
        uint l_72_ = (l_909_ ? l_912_ : 0u);
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
        uint _e483 = l_mut_40_;
        uint l_81_ = (_e483 * l_4_);
        uint _e485 = l_mut_75_;
        uint l_82_ = (_e485 * l_4_);
        uint _e487 = l_mut_40_;
        uint l_914_ = (_e487 & 65535u);
        uint _e490 = l_mut_40_;
        uint l_915_ = (_e490 >> 16u);
        uint l_916_ = (l_915_ & 65535u);
        uint l_917_ = (l_4_ & 65535u);
        uint l_918_ = (l_4_ >> 16u);
        uint l_919_ = (l_918_ & 65535u);
        uint l_920_ = (l_914_ * l_917_);
        uint l_921_ = (l_916_ * l_917_);
        uint l_922_ = (l_914_ * l_919_);
        uint l_923_ = (l_916_ * l_919_);
        uint l_924_ = (l_920_ >> 16u);
        uint l_925_ = (l_924_ & 65535u);
        uint l_926_ = (l_921_ & 65535u);
        uint l_927_ = (l_925_ + l_926_);
        uint l_928_ = (l_922_ & 65535u);
        uint l_929_ = (l_927_ + l_928_);
        uint l_930_ = (l_921_ >> 16u);
        uint l_931_ = (l_930_ & 65535u);
        uint l_932_ = (l_923_ + l_931_);
        uint l_933_ = (l_922_ >> 16u);
        uint l_934_ = (l_933_ & 65535u);
        uint l_935_ = (l_932_ + l_934_);
        uint l_936_ = (l_929_ >> 16u);
        uint l_937_ = (l_936_ & 65535u);
        uint l_83_ = (l_935_ + l_937_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e531 = l_mut_75_;
        uint l_939_ = (_e531 & 65535u);
        uint _e534 = l_mut_75_;
        uint l_940_ = (_e534 >> 16u);
        uint l_941_ = (l_940_ & 65535u);
        uint l_942_ = (l_4_ & 65535u);
        uint l_943_ = (l_4_ >> 16u);
        uint l_944_ = (l_943_ & 65535u);
        uint l_945_ = (l_939_ * l_942_);
        uint l_946_ = (l_941_ * l_942_);
        uint l_947_ = (l_939_ * l_944_);
        uint l_948_ = (l_941_ * l_944_);
        uint l_949_ = (l_945_ >> 16u);
        uint l_950_ = (l_949_ & 65535u);
        uint l_951_ = (l_946_ & 65535u);
        uint l_952_ = (l_950_ + l_951_);
        uint l_953_ = (l_947_ & 65535u);
        uint l_954_ = (l_952_ + l_953_);
        uint l_955_ = (l_946_ >> 16u);
        uint l_956_ = (l_955_ & 65535u);
        uint l_957_ = (l_948_ + l_956_);
        uint l_958_ = (l_947_ >> 16u);
        uint l_959_ = (l_958_ & 65535u);
        uint l_960_ = (l_957_ + l_959_);
        uint l_961_ = (l_954_ >> 16u);
        uint l_962_ = (l_961_ & 65535u);
        uint l_85_ = (l_960_ + l_962_);
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
        uint _e593 = l_mut_90_;
        l_mut_102_ = _e593;
        uint _e594 = l_mut_96_;
        l_mut_90_ = _e594;
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
                uint _e608 = l_mut_96_;
                l_mut_102_ = _e608;
                l_mut_90_ = l_110_;
            }
        }
        uint _e609 = l_mut_102_;
        l_mut_96_ = _e609;
        uint _e610 = l_mut_90_;
        l_mut_102_ = _e610;
        if (l_74_) {
            uint _e612 = l_mut_96_;
            uint l_111_ = (0u - _e612);
            uint _e615 = l_mut_102_;
            uint l_112_ = (0u - _e615);
            uint _e618 = l_mut_96_;
            bool l_113_ = (0u < _e618);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e622 = l_mut_96_;
        uint l_116_ = (l_59_ + _e622);
        uint _e624 = l_mut_102_;
        uint l_117_ = (l_62_ + _e624);
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
            uint _e648 = l_mut_90_;
            uint l_131_ = (_e648 * l_123_);
            uint _e650 = l_mut_75_;
            uint l_132_ = (_e650 * l_123_);
            uint _e652 = l_mut_90_;
            uint l_964_ = (_e652 & 65535u);
            uint _e655 = l_mut_90_;
            uint l_965_ = (_e655 >> 16u);
            uint l_966_ = (l_965_ & 65535u);
            uint l_967_ = (l_123_ & 65535u);
            uint l_968_ = (l_123_ >> 16u);
            uint l_969_ = (l_968_ & 65535u);
            uint l_970_ = (l_964_ * l_967_);
            uint l_971_ = (l_966_ * l_967_);
            uint l_972_ = (l_964_ * l_969_);
            uint l_973_ = (l_966_ * l_969_);
            uint l_974_ = (l_970_ >> 16u);
            uint l_975_ = (l_974_ & 65535u);
            uint l_976_ = (l_971_ & 65535u);
            uint l_977_ = (l_975_ + l_976_);
            uint l_978_ = (l_972_ & 65535u);
            uint l_979_ = (l_977_ + l_978_);
            uint l_980_ = (l_971_ >> 16u);
            uint l_981_ = (l_980_ & 65535u);
            uint l_982_ = (l_973_ + l_981_);
            uint l_983_ = (l_972_ >> 16u);
            uint l_984_ = (l_983_ & 65535u);
            uint l_985_ = (l_982_ + l_984_);
            uint l_986_ = (l_979_ >> 16u);
            uint l_987_ = (l_986_ & 65535u);
            uint l_133_ = (l_985_ + l_987_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e696 = l_mut_75_;
            uint l_989_ = (_e696 & 65535u);
            uint _e699 = l_mut_75_;
            uint l_990_ = (_e699 >> 16u);
            uint l_991_ = (l_990_ & 65535u);
            uint l_992_ = (l_123_ & 65535u);
            uint l_993_ = (l_123_ >> 16u);
            uint l_994_ = (l_993_ & 65535u);
            uint l_995_ = (l_989_ * l_992_);
            uint l_996_ = (l_991_ * l_992_);
            uint l_997_ = (l_989_ * l_994_);
            uint l_998_ = (l_991_ * l_994_);
            uint l_999_ = (l_995_ >> 16u);
            uint l_1000_ = (l_999_ & 65535u);
            uint l_1001_ = (l_996_ & 65535u);
            uint l_1002_ = (l_1000_ + l_1001_);
            uint l_1003_ = (l_997_ & 65535u);
            uint l_1004_ = (l_1002_ + l_1003_);
            uint l_1005_ = (l_996_ >> 16u);
            uint l_1006_ = (l_1005_ & 65535u);
            uint l_1007_ = (l_998_ + l_1006_);
            uint l_1008_ = (l_997_ >> 16u);
            uint l_1009_ = (l_1008_ & 65535u);
            uint l_1010_ = (l_1007_ + l_1009_);
            uint l_1011_ = (l_1004_ >> 16u);
            uint l_1012_ = (l_1011_ & 65535u);
            uint l_135_ = (l_1010_ + l_1012_);
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
            uint _e758 = l_mut_40_;
            l_mut_151_ = _e758;
            uint _e759 = l_mut_145_;
            l_mut_40_ = _e759;
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
                    uint _e773 = l_mut_145_;
                    l_mut_151_ = _e773;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e774 = l_mut_151_;
            l_mut_145_ = _e774;
            uint _e775 = l_mut_40_;
            l_mut_151_ = _e775;
            if (l_125_) {
                uint _e777 = l_mut_145_;
                uint l_160_ = (0u - _e777);
                uint _e780 = l_mut_151_;
                uint l_161_ = (0u - _e780);
                uint _e783 = l_mut_145_;
                bool l_162_ = (0u < _e783);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e787 = l_mut_145_;
            l_mut_102_ = _e787;
            uint _e788 = l_mut_151_;
            l_mut_96_ = _e788;
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
            uint _e801 = l_mut_151_;
            uint l_172_ = (_e801 * l_4_);
            uint _e803 = l_mut_145_;
            uint l_173_ = (_e803 * l_4_);
            uint _e805 = l_mut_151_;
            uint l_1014_ = (_e805 & 65535u);
            uint _e808 = l_mut_151_;
            uint l_1015_ = (_e808 >> 16u);
            uint l_1016_ = (l_1015_ & 65535u);
            uint l_1017_ = (l_4_ & 65535u);
            uint l_1018_ = (l_4_ >> 16u);
            uint l_1019_ = (l_1018_ & 65535u);
            uint l_1020_ = (l_1014_ * l_1017_);
            uint l_1021_ = (l_1016_ * l_1017_);
            uint l_1022_ = (l_1014_ * l_1019_);
            uint l_1023_ = (l_1016_ * l_1019_);
            uint l_1024_ = (l_1020_ >> 16u);
            uint l_1025_ = (l_1024_ & 65535u);
            uint l_1026_ = (l_1021_ & 65535u);
            uint l_1027_ = (l_1025_ + l_1026_);
            uint l_1028_ = (l_1022_ & 65535u);
            uint l_1029_ = (l_1027_ + l_1028_);
            uint l_1030_ = (l_1021_ >> 16u);
            uint l_1031_ = (l_1030_ & 65535u);
            uint l_1032_ = (l_1023_ + l_1031_);
            uint l_1033_ = (l_1022_ >> 16u);
            uint l_1034_ = (l_1033_ & 65535u);
            uint l_1035_ = (l_1032_ + l_1034_);
            uint l_1036_ = (l_1029_ >> 16u);
            uint l_1037_ = (l_1036_ & 65535u);
            uint l_174_ = (l_1035_ + l_1037_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e849 = l_mut_145_;
            uint l_1039_ = (_e849 & 65535u);
            uint _e852 = l_mut_145_;
            uint l_1040_ = (_e852 >> 16u);
            uint l_1041_ = (l_1040_ & 65535u);
            uint l_1042_ = (l_4_ & 65535u);
            uint l_1043_ = (l_4_ >> 16u);
            uint l_1044_ = (l_1043_ & 65535u);
            uint l_1045_ = (l_1039_ * l_1042_);
            uint l_1046_ = (l_1041_ * l_1042_);
            uint l_1047_ = (l_1039_ * l_1044_);
            uint l_1048_ = (l_1041_ * l_1044_);
            uint l_1049_ = (l_1045_ >> 16u);
            uint l_1050_ = (l_1049_ & 65535u);
            uint l_1051_ = (l_1046_ & 65535u);
            uint l_1052_ = (l_1050_ + l_1051_);
            uint l_1053_ = (l_1047_ & 65535u);
            uint l_1054_ = (l_1052_ + l_1053_);
            uint l_1055_ = (l_1046_ >> 16u);
            uint l_1056_ = (l_1055_ & 65535u);
            uint l_1057_ = (l_1048_ + l_1056_);
            uint l_1058_ = (l_1047_ >> 16u);
            uint l_1059_ = (l_1058_ & 65535u);
            uint l_1060_ = (l_1057_ + l_1059_);
            uint l_1061_ = (l_1054_ >> 16u);
            uint l_1062_ = (l_1061_ & 65535u);
            uint l_176_ = (l_1060_ + l_1062_);
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
            uint _e910 = l_mut_90_;
            l_mut_40_ = _e910;
            uint _e911 = l_mut_75_;
            l_mut_90_ = _e911;
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
                    uint _e923 = l_mut_75_;
                    l_mut_40_ = _e923;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e924 = l_mut_151_;
            uint l_199_ = (_e924 * l_4_);
            uint _e926 = l_mut_145_;
            uint l_200_ = (_e926 * l_4_);
            uint _e928 = l_mut_151_;
            uint l_1064_ = (_e928 & 65535u);
            uint _e931 = l_mut_151_;
            uint l_1065_ = (_e931 >> 16u);
            uint l_1066_ = (l_1065_ & 65535u);
            uint l_1067_ = (l_4_ & 65535u);
            uint l_1068_ = (l_4_ >> 16u);
            uint l_1069_ = (l_1068_ & 65535u);
            uint l_1070_ = (l_1064_ * l_1067_);
            uint l_1071_ = (l_1066_ * l_1067_);
            uint l_1072_ = (l_1064_ * l_1069_);
            uint l_1073_ = (l_1066_ * l_1069_);
            uint l_1074_ = (l_1070_ >> 16u);
            uint l_1075_ = (l_1074_ & 65535u);
            uint l_1076_ = (l_1071_ & 65535u);
            uint l_1077_ = (l_1075_ + l_1076_);
            uint l_1078_ = (l_1072_ & 65535u);
            uint l_1079_ = (l_1077_ + l_1078_);
            uint l_1080_ = (l_1071_ >> 16u);
            uint l_1081_ = (l_1080_ & 65535u);
            uint l_1082_ = (l_1073_ + l_1081_);
            uint l_1083_ = (l_1072_ >> 16u);
            uint l_1084_ = (l_1083_ & 65535u);
            uint l_1085_ = (l_1082_ + l_1084_);
            uint l_1086_ = (l_1079_ >> 16u);
            uint l_1087_ = (l_1086_ & 65535u);
            uint l_201_ = (l_1085_ + l_1087_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e972 = l_mut_145_;
            uint l_1089_ = (_e972 & 65535u);
            uint _e975 = l_mut_145_;
            uint l_1090_ = (_e975 >> 16u);
            uint l_1091_ = (l_1090_ & 65535u);
            uint l_1092_ = (l_4_ & 65535u);
            uint l_1093_ = (l_4_ >> 16u);
            uint l_1094_ = (l_1093_ & 65535u);
            uint l_1095_ = (l_1089_ * l_1092_);
            uint l_1096_ = (l_1091_ * l_1092_);
            uint l_1097_ = (l_1089_ * l_1094_);
            uint l_1098_ = (l_1091_ * l_1094_);
            uint l_1099_ = (l_1095_ >> 16u);
            uint l_1100_ = (l_1099_ & 65535u);
            uint l_1101_ = (l_1096_ & 65535u);
            uint l_1102_ = (l_1100_ + l_1101_);
            uint l_1103_ = (l_1097_ & 65535u);
            uint l_1104_ = (l_1102_ + l_1103_);
            uint l_1105_ = (l_1096_ >> 16u);
            uint l_1106_ = (l_1105_ & 65535u);
            uint l_1107_ = (l_1098_ + l_1106_);
            uint l_1108_ = (l_1097_ >> 16u);
            uint l_1109_ = (l_1108_ & 65535u);
            uint l_1110_ = (l_1107_ + l_1109_);
            uint l_1111_ = (l_1104_ >> 16u);
            uint l_1112_ = (l_1111_ & 65535u);
            uint l_203_ = (l_1110_ + l_1112_);
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
            uint _e1033 = l_mut_75_;
            l_mut_219_ = _e1033;
            uint _e1034 = l_mut_213_;
            l_mut_75_ = _e1034;
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
                    uint _e1046 = l_mut_213_;
                    l_mut_219_ = _e1046;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e1047 = l_mut_40_;
            uint l_228_ = (_e1047 * l_4_);
            uint _e1049 = l_mut_90_;
            uint l_229_ = (_e1049 * l_4_);
            uint _e1051 = l_mut_40_;
            uint l_1114_ = (_e1051 & 65535u);
            uint _e1054 = l_mut_40_;
            uint l_1115_ = (_e1054 >> 16u);
            uint l_1116_ = (l_1115_ & 65535u);
            uint l_1117_ = (l_4_ & 65535u);
            uint l_1118_ = (l_4_ >> 16u);
            uint l_1119_ = (l_1118_ & 65535u);
            uint l_1120_ = (l_1114_ * l_1117_);
            uint l_1121_ = (l_1116_ * l_1117_);
            uint l_1122_ = (l_1114_ * l_1119_);
            uint l_1123_ = (l_1116_ * l_1119_);
            uint l_1124_ = (l_1120_ >> 16u);
            uint l_1125_ = (l_1124_ & 65535u);
            uint l_1126_ = (l_1121_ & 65535u);
            uint l_1127_ = (l_1125_ + l_1126_);
            uint l_1128_ = (l_1122_ & 65535u);
            uint l_1129_ = (l_1127_ + l_1128_);
            uint l_1130_ = (l_1121_ >> 16u);
            uint l_1131_ = (l_1130_ & 65535u);
            uint l_1132_ = (l_1123_ + l_1131_);
            uint l_1133_ = (l_1122_ >> 16u);
            uint l_1134_ = (l_1133_ & 65535u);
            uint l_1135_ = (l_1132_ + l_1134_);
            uint l_1136_ = (l_1129_ >> 16u);
            uint l_1137_ = (l_1136_ & 65535u);
            uint l_230_ = (l_1135_ + l_1137_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e1095 = l_mut_90_;
            uint l_1139_ = (_e1095 & 65535u);
            uint _e1098 = l_mut_90_;
            uint l_1140_ = (_e1098 >> 16u);
            uint l_1141_ = (l_1140_ & 65535u);
            uint l_1142_ = (l_4_ & 65535u);
            uint l_1143_ = (l_4_ >> 16u);
            uint l_1144_ = (l_1143_ & 65535u);
            uint l_1145_ = (l_1139_ * l_1142_);
            uint l_1146_ = (l_1141_ * l_1142_);
            uint l_1147_ = (l_1139_ * l_1144_);
            uint l_1148_ = (l_1141_ * l_1144_);
            uint l_1149_ = (l_1145_ >> 16u);
            uint l_1150_ = (l_1149_ & 65535u);
            uint l_1151_ = (l_1146_ & 65535u);
            uint l_1152_ = (l_1150_ + l_1151_);
            uint l_1153_ = (l_1147_ & 65535u);
            uint l_1154_ = (l_1152_ + l_1153_);
            uint l_1155_ = (l_1146_ >> 16u);
            uint l_1156_ = (l_1155_ & 65535u);
            uint l_1157_ = (l_1148_ + l_1156_);
            uint l_1158_ = (l_1147_ >> 16u);
            uint l_1159_ = (l_1158_ & 65535u);
            uint l_1160_ = (l_1157_ + l_1159_);
            uint l_1161_ = (l_1154_ >> 16u);
            uint l_1162_ = (l_1161_ & 65535u);
            uint l_232_ = (l_1160_ + l_1162_);
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
            uint _e1156 = l_mut_213_;
            l_mut_145_ = _e1156;
            uint _e1157 = l_mut_151_;
            l_mut_213_ = _e1157;
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
                    uint _e1169 = l_mut_151_;
                    l_mut_145_ = _e1169;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e1170 = l_mut_40_;
            uint l_255_ = (_e1170 * l_4_);
            uint _e1172 = l_mut_90_;
            uint l_256_ = (_e1172 * l_4_);
            uint _e1174 = l_mut_40_;
            uint l_1164_ = (_e1174 & 65535u);
            uint _e1177 = l_mut_40_;
            uint l_1165_ = (_e1177 >> 16u);
            uint l_1166_ = (l_1165_ & 65535u);
            uint l_1167_ = (l_4_ & 65535u);
            uint l_1168_ = (l_4_ >> 16u);
            uint l_1169_ = (l_1168_ & 65535u);
            uint l_1170_ = (l_1164_ * l_1167_);
            uint l_1171_ = (l_1166_ * l_1167_);
            uint l_1172_ = (l_1164_ * l_1169_);
            uint l_1173_ = (l_1166_ * l_1169_);
            uint l_1174_ = (l_1170_ >> 16u);
            uint l_1175_ = (l_1174_ & 65535u);
            uint l_1176_ = (l_1171_ & 65535u);
            uint l_1177_ = (l_1175_ + l_1176_);
            uint l_1178_ = (l_1172_ & 65535u);
            uint l_1179_ = (l_1177_ + l_1178_);
            uint l_1180_ = (l_1171_ >> 16u);
            uint l_1181_ = (l_1180_ & 65535u);
            uint l_1182_ = (l_1173_ + l_1181_);
            uint l_1183_ = (l_1172_ >> 16u);
            uint l_1184_ = (l_1183_ & 65535u);
            uint l_1185_ = (l_1182_ + l_1184_);
            uint l_1186_ = (l_1179_ >> 16u);
            uint l_1187_ = (l_1186_ & 65535u);
            uint l_257_ = (l_1185_ + l_1187_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e1218 = l_mut_90_;
            uint l_1189_ = (_e1218 & 65535u);
            uint _e1221 = l_mut_90_;
            uint l_1190_ = (_e1221 >> 16u);
            uint l_1191_ = (l_1190_ & 65535u);
            uint l_1192_ = (l_4_ & 65535u);
            uint l_1193_ = (l_4_ >> 16u);
            uint l_1194_ = (l_1193_ & 65535u);
            uint l_1195_ = (l_1189_ * l_1192_);
            uint l_1196_ = (l_1191_ * l_1192_);
            uint l_1197_ = (l_1189_ * l_1194_);
            uint l_1198_ = (l_1191_ * l_1194_);
            uint l_1199_ = (l_1195_ >> 16u);
            uint l_1200_ = (l_1199_ & 65535u);
            uint l_1201_ = (l_1196_ & 65535u);
            uint l_1202_ = (l_1200_ + l_1201_);
            uint l_1203_ = (l_1197_ & 65535u);
            uint l_1204_ = (l_1202_ + l_1203_);
            uint l_1205_ = (l_1196_ >> 16u);
            uint l_1206_ = (l_1205_ & 65535u);
            uint l_1207_ = (l_1198_ + l_1206_);
            uint l_1208_ = (l_1197_ >> 16u);
            uint l_1209_ = (l_1208_ & 65535u);
            uint l_1210_ = (l_1207_ + l_1209_);
            uint l_1211_ = (l_1204_ >> 16u);
            uint l_1212_ = (l_1211_ & 65535u);
            uint l_259_ = (l_1210_ + l_1212_);
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
            uint _e1279 = l_mut_151_;
            l_mut_275_ = _e1279;
            uint _e1280 = l_mut_269_;
            l_mut_151_ = _e1280;
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
                    uint _e1292 = l_mut_269_;
                    l_mut_275_ = _e1292;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e1293 = l_mut_219_;
            uint l_284_ = (_e1293 * l_4_);
            uint _e1295 = l_mut_219_;
            uint l_1214_ = (_e1295 & 65535u);
            uint _e1298 = l_mut_219_;
            uint l_1215_ = (_e1298 >> 16u);
            uint l_1216_ = (l_1215_ & 65535u);
            uint l_1217_ = (l_4_ & 65535u);
            uint l_1218_ = (l_4_ >> 16u);
            uint l_1219_ = (l_1218_ & 65535u);
            uint l_1220_ = (l_1214_ * l_1217_);
            uint l_1221_ = (l_1216_ * l_1217_);
            uint l_1222_ = (l_1214_ * l_1219_);
            uint l_1223_ = (l_1216_ * l_1219_);
            uint l_1224_ = (l_1220_ >> 16u);
            uint l_1225_ = (l_1224_ & 65535u);
            uint l_1226_ = (l_1221_ & 65535u);
            uint l_1227_ = (l_1225_ + l_1226_);
            uint l_1228_ = (l_1222_ & 65535u);
            uint l_1229_ = (l_1227_ + l_1228_);
            uint l_1230_ = (l_1221_ >> 16u);
            uint l_1231_ = (l_1230_ & 65535u);
            uint l_1232_ = (l_1223_ + l_1231_);
            uint l_1233_ = (l_1222_ >> 16u);
            uint l_1234_ = (l_1233_ & 65535u);
            uint l_1235_ = (l_1232_ + l_1234_);
            uint l_1236_ = (l_1229_ >> 16u);
            uint l_1237_ = (l_1236_ & 65535u);
            uint l_285_ = (l_1235_ + l_1237_);
            uint _e1338 = l_mut_75_;
            uint l_286_ = (_e1338 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e1341 = l_mut_275_;
            uint l_288_ = (_e1341 + l_284_);
            uint _e1343 = l_mut_151_;
            uint l_289_ = (_e1343 + l_287_);
            uint _e1345 = l_mut_275_;
            bool l_290_ = (l_288_ < _e1345);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e1349 = l_mut_145_;
            l_mut_102_ = _e1349;
            uint _e1350 = l_mut_213_;
            l_mut_96_ = _e1350;
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
                    uint _e1371 = l_mut_145_;
                    l_mut_219_ = _e1371;
                    uint _e1372 = l_mut_213_;
                    l_mut_151_ = _e1372;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e1377 = l_mut_213_;
                        uint l_307_ = (_e1377 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e1382 = l_mut_145_;
                            l_mut_90_ = _e1382;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e1385 = l_mut_145_;
                                uint l_310_ = (_e1385 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e1389 = l_mut_213_;
                                uint l_312_ = (_e1389 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e1392 = l_mut_213_;
                            uint l_314_ = (_e1392 >> l_121_);
                            uint _e1394 = l_mut_90_;
                            l_mut_219_ = _e1394;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e1395 = l_mut_275_;
                    uint _e1396 = l_mut_219_;
                    uint l_315_ = (_e1395 + _e1396);
                    uint _e1398 = l_mut_269_;
                    uint _e1399 = l_mut_151_;
                    uint l_316_ = (_e1398 + _e1399);
                    uint _e1401 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e1401);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e1406 = l_mut_102_;
                uint l_320_ = (0u - _e1406);
                uint _e1409 = l_mut_96_;
                uint l_321_ = (0u - _e1409);
                uint _e1412 = l_mut_102_;
                bool l_322_ = (0u < _e1412);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e1416 = l_mut_102_;
        uint l_325_ = (l_64_ - _e1416);
        uint _e1418 = l_mut_96_;
        uint l_326_ = (l_67_ - _e1418);
        uint _e1420 = l_mut_102_;
        bool l_327_ = (l_64_ < _e1420);
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
        uint _e1453 = l_mut_145_;
        bool l_351_ = (_e1453 < l_344_);
        uint _e1455 = l_mut_145_;
        bool l_352_ = (_e1455 == l_344_);
        uint _e1457 = l_mut_151_;
        bool l_353_ = (_e1457 < l_340_);
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
            bool _e1472 = l_mut_357_;
            l_mut_350_ = _e1472;
            l_mut_357_ = false;
        }
        bool _e1474 = l_mut_357_;
        if (_e1474) {
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
            uint _e1489 = l_mut_90_;
            uint l_368_ = (_e1489 * l_367_);
            uint _e1491 = l_mut_90_;
            uint l_1239_ = (_e1491 & 65535u);
            uint _e1494 = l_mut_90_;
            uint l_1240_ = (_e1494 >> 16u);
            uint l_1241_ = (l_1240_ & 65535u);
            uint l_1242_ = (l_367_ & 65535u);
            uint l_1243_ = (l_367_ >> 16u);
            uint l_1244_ = (l_1243_ & 65535u);
            uint l_1245_ = (l_1239_ * l_1242_);
            uint l_1246_ = (l_1241_ * l_1242_);
            uint l_1247_ = (l_1239_ * l_1244_);
            uint l_1248_ = (l_1241_ * l_1244_);
            uint l_1249_ = (l_1245_ >> 16u);
            uint l_1250_ = (l_1249_ & 65535u);
            uint l_1251_ = (l_1246_ & 65535u);
            uint l_1252_ = (l_1250_ + l_1251_);
            uint l_1253_ = (l_1247_ & 65535u);
            uint l_1254_ = (l_1252_ + l_1253_);
            uint l_1255_ = (l_1246_ >> 16u);
            uint l_1256_ = (l_1255_ & 65535u);
            uint l_1257_ = (l_1248_ + l_1256_);
            uint l_1258_ = (l_1247_ >> 16u);
            uint l_1259_ = (l_1258_ & 65535u);
            uint l_1260_ = (l_1257_ + l_1259_);
            uint l_1261_ = (l_1254_ >> 16u);
            uint l_1262_ = (l_1261_ & 65535u);
            uint l_369_ = (l_1260_ + l_1262_);
            uint _e1534 = l_mut_75_;
            uint l_370_ = (_e1534 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1540 = l_mut_90_;
            uint l_373_ = (_e1540 * l_372_);
            uint _e1542 = l_mut_75_;
            uint l_374_ = (_e1542 * l_372_);
            uint _e1544 = l_mut_90_;
            uint l_1264_ = (_e1544 & 65535u);
            uint _e1547 = l_mut_90_;
            uint l_1265_ = (_e1547 >> 16u);
            uint l_1266_ = (l_1265_ & 65535u);
            uint l_1267_ = (l_372_ & 65535u);
            uint l_1268_ = (l_372_ >> 16u);
            uint l_1269_ = (l_1268_ & 65535u);
            uint l_1270_ = (l_1264_ * l_1267_);
            uint l_1271_ = (l_1266_ * l_1267_);
            uint l_1272_ = (l_1264_ * l_1269_);
            uint l_1273_ = (l_1266_ * l_1269_);
            uint l_1274_ = (l_1270_ >> 16u);
            uint l_1275_ = (l_1274_ & 65535u);
            uint l_1276_ = (l_1271_ & 65535u);
            uint l_1277_ = (l_1275_ + l_1276_);
            uint l_1278_ = (l_1272_ & 65535u);
            uint l_1279_ = (l_1277_ + l_1278_);
            uint l_1280_ = (l_1271_ >> 16u);
            uint l_1281_ = (l_1280_ & 65535u);
            uint l_1282_ = (l_1273_ + l_1281_);
            uint l_1283_ = (l_1272_ >> 16u);
            uint l_1284_ = (l_1283_ & 65535u);
            uint l_1285_ = (l_1282_ + l_1284_);
            uint l_1286_ = (l_1279_ >> 16u);
            uint l_1287_ = (l_1286_ & 65535u);
            uint l_375_ = (l_1285_ + l_1287_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1588 = l_mut_75_;
            uint l_1289_ = (_e1588 & 65535u);
            uint _e1591 = l_mut_75_;
            uint l_1290_ = (_e1591 >> 16u);
            uint l_1291_ = (l_1290_ & 65535u);
            uint l_1292_ = (l_372_ & 65535u);
            uint l_1293_ = (l_372_ >> 16u);
            uint l_1294_ = (l_1293_ & 65535u);
            uint l_1295_ = (l_1289_ * l_1292_);
            uint l_1296_ = (l_1291_ * l_1292_);
            uint l_1297_ = (l_1289_ * l_1294_);
            uint l_1298_ = (l_1291_ * l_1294_);
            uint l_1299_ = (l_1295_ >> 16u);
            uint l_1300_ = (l_1299_ & 65535u);
            uint l_1301_ = (l_1296_ & 65535u);
            uint l_1302_ = (l_1300_ + l_1301_);
            uint l_1303_ = (l_1297_ & 65535u);
            uint l_1304_ = (l_1302_ + l_1303_);
            uint l_1305_ = (l_1296_ >> 16u);
            uint l_1306_ = (l_1305_ & 65535u);
            uint l_1307_ = (l_1298_ + l_1306_);
            uint l_1308_ = (l_1297_ >> 16u);
            uint l_1309_ = (l_1308_ & 65535u);
            uint l_1310_ = (l_1307_ + l_1309_);
            uint l_1311_ = (l_1304_ >> 16u);
            uint l_1312_ = (l_1311_ & 65535u);
            uint l_377_ = (l_1310_ + l_1312_);
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
            uint _e1649 = l_mut_382_;
            l_mut_394_ = _e1649;
            uint _e1650 = l_mut_388_;
            l_mut_382_ = _e1650;
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
                    uint _e1662 = l_mut_388_;
                    l_mut_394_ = _e1662;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1663 = l_mut_394_;
            uint _e1664 = l_mut_382_;
            uint l_403_ = (_e1663 | _e1664);
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
                        uint _e1699 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1699);
                        uint _e1701 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1701);
                        uint _e1703 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1703);
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
                            uint _e1716 = l_mut_75_;
                            bool l_429_ = (_e1716 < l_409_);
                            uint _e1718 = l_mut_75_;
                            bool l_430_ = (_e1718 == l_409_);
                            uint _e1720 = l_mut_90_;
                            bool l_431_ = (_e1720 < l_405_);
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
                                        uint _e1827 = l_mut_442_;
                                        l_mut_442_ = (_e1827 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1742 = l_mut_442_;
                                    if ((_e1742 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1746 = l_mut_442_;
                                        uint l_443_ = (19u - _e1746);
                                        uint _e1748 = l_mut_439_;
                                        l_mut_444_ = _e1748;
                                        uint _e1749 = l_mut_440_;
                                        l_mut_445_ = _e1749;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1754 = l_mut_440_;
                                            uint l_448_ = (_e1754 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1759 = l_mut_439_;
                                                l_mut_450_ = _e1759;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1762 = l_mut_439_;
                                                    uint l_452_ = (_e1762 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1766 = l_mut_440_;
                                                    uint l_454_ = (_e1766 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1769 = l_mut_440_;
                                                uint l_456_ = (_e1769 >> l_443_);
                                                uint _e1771 = l_mut_450_;
                                                l_mut_444_ = _e1771;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1772 = l_mut_445_;
                                        uint _e1773 = l_mut_75_;
                                        bool l_457_ = (_e1772 < _e1773);
                                        uint _e1775 = l_mut_445_;
                                        uint _e1776 = l_mut_75_;
                                        bool l_458_ = (_e1775 == _e1776);
                                        uint _e1778 = l_mut_444_;
                                        uint _e1779 = l_mut_90_;
                                        bool l_459_ = (_e1778 < _e1779);
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
                                            uint _e1791 = l_mut_90_;
                                            l_mut_450_ = _e1791;
                                            uint _e1792 = l_mut_75_;
                                            l_mut_445_ = _e1792;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1797 = l_mut_90_;
                                                uint l_465_ = (_e1797 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1802 = l_mut_90_;
                                                    uint l_467_ = (_e1802 << l_443_);
                                                    uint _e1804 = l_mut_75_;
                                                    uint l_468_ = (_e1804 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1808 = l_mut_90_;
                                                    uint l_470_ = (_e1808 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1811 = l_mut_439_;
                                            uint _e1812 = l_mut_450_;
                                            uint l_472_ = (_e1811 - _e1812);
                                            uint _e1814 = l_mut_440_;
                                            uint _e1815 = l_mut_445_;
                                            uint l_473_ = (_e1814 - _e1815);
                                            uint _e1817 = l_mut_439_;
                                            uint _e1818 = l_mut_450_;
                                            bool l_474_ = (_e1817 < _e1818);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1824 = l_mut_441_;
                                            l_mut_441_ = (_e1824 | l_477_);
                                        }
                                    }
                                }
                                uint _e1829 = l_mut_441_;
                                uint l_478_ = min(_e1829, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1831 = l_mut_440_;
                                uint _e1832 = l_mut_75_;
                                bool l_479_ = (_e1831 < _e1832);
                                uint _e1834 = l_mut_440_;
                                uint _e1835 = l_mut_75_;
                                bool l_480_ = (_e1834 == _e1835);
                                uint _e1837 = l_mut_439_;
                                uint _e1838 = l_mut_90_;
                                bool l_481_ = (_e1837 < _e1838);
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
                                uint _e1850 = l_mut_450_;
                                l_mut_428_ = _e1850;
                            }
                            uint _e1851 = l_mut_90_;
                            uint _e1852 = l_mut_428_;
                            uint l_485_ = (_e1851 * _e1852);
                            uint _e1854 = l_mut_90_;
                            uint l_1314_ = (_e1854 & 65535u);
                            uint _e1857 = l_mut_90_;
                            uint l_1315_ = (_e1857 >> 16u);
                            uint l_1316_ = (l_1315_ & 65535u);
                            uint _e1862 = l_mut_428_;
                            uint l_1317_ = (_e1862 & 65535u);
                            uint _e1865 = l_mut_428_;
                            uint l_1318_ = (_e1865 >> 16u);
                            uint l_1319_ = (l_1318_ & 65535u);
                            uint l_1320_ = (l_1314_ * l_1317_);
                            uint l_1321_ = (l_1316_ * l_1317_);
                            uint l_1322_ = (l_1314_ * l_1319_);
                            uint l_1323_ = (l_1316_ * l_1319_);
                            uint l_1324_ = (l_1320_ >> 16u);
                            uint l_1325_ = (l_1324_ & 65535u);
                            uint l_1326_ = (l_1321_ & 65535u);
                            uint l_1327_ = (l_1325_ + l_1326_);
                            uint l_1328_ = (l_1322_ & 65535u);
                            uint l_1329_ = (l_1327_ + l_1328_);
                            uint l_1330_ = (l_1321_ >> 16u);
                            uint l_1331_ = (l_1330_ & 65535u);
                            uint l_1332_ = (l_1323_ + l_1331_);
                            uint l_1333_ = (l_1322_ >> 16u);
                            uint l_1334_ = (l_1333_ & 65535u);
                            uint l_1335_ = (l_1332_ + l_1334_);
                            uint l_1336_ = (l_1329_ >> 16u);
                            uint l_1337_ = (l_1336_ & 65535u);
                            uint l_486_ = (l_1335_ + l_1337_);
                            uint _e1899 = l_mut_75_;
                            uint _e1900 = l_mut_428_;
                            uint l_487_ = (_e1899 * _e1900);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1908 = l_mut_421_;
                            uint _e1909 = l_mut_75_;
                            bool l_494_ = (_e1908 < _e1909);
                            uint _e1911 = l_mut_421_;
                            uint _e1912 = l_mut_75_;
                            bool l_495_ = (_e1911 == _e1912);
                            uint _e1914 = l_mut_382_;
                            uint _e1915 = l_mut_90_;
                            bool l_496_ = (_e1914 < _e1915);
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
                                uint _e1927 = l_mut_382_;
                                uint _e1928 = l_mut_90_;
                                uint l_500_ = (_e1927 - _e1928);
                                uint _e1930 = l_mut_421_;
                                uint _e1931 = l_mut_75_;
                                uint l_501_ = (_e1930 - _e1931);
                                uint _e1933 = l_mut_382_;
                                uint _e1934 = l_mut_90_;
                                bool l_502_ = (_e1933 < _e1934);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1938 = l_mut_90_;
                        uint _e1939 = l_mut_382_;
                        uint l_505_ = (_e1938 - _e1939);
                        uint _e1941 = l_mut_75_;
                        uint _e1942 = l_mut_421_;
                        uint l_506_ = (_e1941 - _e1942);
                        uint _e1944 = l_mut_90_;
                        uint _e1945 = l_mut_382_;
                        bool l_507_ = (_e1944 < _e1945);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1949 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1949);
                        uint _e1951 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1951);
                        uint _e1953 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1953);
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
                            uint _e1965 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1965);
                            uint _e1967 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1967);
                            uint _e1969 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1969);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1973 = l_mut_445_;
                        uint _e1974 = l_mut_388_;
                        bool l_521_ = (_e1973 < _e1974);
                        uint _e1976 = l_mut_445_;
                        uint _e1977 = l_mut_388_;
                        bool l_522_ = (_e1976 == _e1977);
                        uint _e1979 = l_mut_450_;
                        uint _e1980 = l_mut_394_;
                        bool l_523_ = (_e1979 < _e1980);
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
                            uint _e1991 = l_mut_450_;
                            l_mut_394_ = _e1991;
                            uint _e1992 = l_mut_445_;
                            l_mut_388_ = _e1992;
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
                        uint _e2012 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e2012);
                        uint _e2014 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e2014);
                        uint _e2016 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e2016);
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
                            uint _e2029 = l_mut_75_;
                            bool l_543_ = (_e2029 < l_334_);
                            uint _e2031 = l_mut_75_;
                            bool l_544_ = (_e2031 == l_334_);
                            uint _e2033 = l_mut_90_;
                            bool l_545_ = (_e2033 < l_330_);
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
                                        uint _e2140 = l_mut_553_;
                                        l_mut_553_ = (_e2140 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e2055 = l_mut_553_;
                                    if ((_e2055 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2059 = l_mut_553_;
                                        uint l_554_ = (19u - _e2059);
                                        uint _e2061 = l_mut_441_;
                                        l_mut_428_ = _e2061;
                                        uint _e2062 = l_mut_440_;
                                        l_mut_421_ = _e2062;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e2067 = l_mut_440_;
                                            uint l_557_ = (_e2067 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e2072 = l_mut_441_;
                                                l_mut_382_ = _e2072;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e2075 = l_mut_441_;
                                                    uint l_560_ = (_e2075 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e2079 = l_mut_440_;
                                                    uint l_562_ = (_e2079 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e2082 = l_mut_440_;
                                                uint l_564_ = (_e2082 >> l_554_);
                                                uint _e2084 = l_mut_382_;
                                                l_mut_428_ = _e2084;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e2085 = l_mut_421_;
                                        uint _e2086 = l_mut_75_;
                                        bool l_565_ = (_e2085 < _e2086);
                                        uint _e2088 = l_mut_421_;
                                        uint _e2089 = l_mut_75_;
                                        bool l_566_ = (_e2088 == _e2089);
                                        uint _e2091 = l_mut_428_;
                                        uint _e2092 = l_mut_90_;
                                        bool l_567_ = (_e2091 < _e2092);
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
                                            uint _e2104 = l_mut_90_;
                                            l_mut_428_ = _e2104;
                                            uint _e2105 = l_mut_75_;
                                            l_mut_421_ = _e2105;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e2110 = l_mut_90_;
                                                uint l_573_ = (_e2110 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e2115 = l_mut_90_;
                                                    uint l_575_ = (_e2115 << l_554_);
                                                    uint _e2117 = l_mut_75_;
                                                    uint l_576_ = (_e2117 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e2121 = l_mut_90_;
                                                    uint l_578_ = (_e2121 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e2124 = l_mut_441_;
                                            uint _e2125 = l_mut_428_;
                                            uint l_580_ = (_e2124 - _e2125);
                                            uint _e2127 = l_mut_440_;
                                            uint _e2128 = l_mut_421_;
                                            uint l_581_ = (_e2127 - _e2128);
                                            uint _e2130 = l_mut_441_;
                                            uint _e2131 = l_mut_428_;
                                            bool l_582_ = (_e2130 < _e2131);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e2137 = l_mut_439_;
                                            l_mut_439_ = (_e2137 | l_585_);
                                        }
                                    }
                                }
                                uint _e2142 = l_mut_439_;
                                uint l_586_ = min(_e2142, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e2144 = l_mut_440_;
                                uint _e2145 = l_mut_75_;
                                bool l_587_ = (_e2144 < _e2145);
                                uint _e2147 = l_mut_440_;
                                uint _e2148 = l_mut_75_;
                                bool l_588_ = (_e2147 == _e2148);
                                uint _e2150 = l_mut_441_;
                                uint _e2151 = l_mut_90_;
                                bool l_589_ = (_e2150 < _e2151);
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
                                uint _e2163 = l_mut_439_;
                                l_mut_444_ = _e2163;
                            }
                            uint _e2164 = l_mut_90_;
                            uint _e2165 = l_mut_444_;
                            uint l_593_ = (_e2164 * _e2165);
                            uint _e2167 = l_mut_90_;
                            uint l_1339_ = (_e2167 & 65535u);
                            uint _e2170 = l_mut_90_;
                            uint l_1340_ = (_e2170 >> 16u);
                            uint l_1341_ = (l_1340_ & 65535u);
                            uint _e2175 = l_mut_444_;
                            uint l_1342_ = (_e2175 & 65535u);
                            uint _e2178 = l_mut_444_;
                            uint l_1343_ = (_e2178 >> 16u);
                            uint l_1344_ = (l_1343_ & 65535u);
                            uint l_1345_ = (l_1339_ * l_1342_);
                            uint l_1346_ = (l_1341_ * l_1342_);
                            uint l_1347_ = (l_1339_ * l_1344_);
                            uint l_1348_ = (l_1341_ * l_1344_);
                            uint l_1349_ = (l_1345_ >> 16u);
                            uint l_1350_ = (l_1349_ & 65535u);
                            uint l_1351_ = (l_1346_ & 65535u);
                            uint l_1352_ = (l_1350_ + l_1351_);
                            uint l_1353_ = (l_1347_ & 65535u);
                            uint l_1354_ = (l_1352_ + l_1353_);
                            uint l_1355_ = (l_1346_ >> 16u);
                            uint l_1356_ = (l_1355_ & 65535u);
                            uint l_1357_ = (l_1348_ + l_1356_);
                            uint l_1358_ = (l_1347_ >> 16u);
                            uint l_1359_ = (l_1358_ & 65535u);
                            uint l_1360_ = (l_1357_ + l_1359_);
                            uint l_1361_ = (l_1354_ >> 16u);
                            uint l_1362_ = (l_1361_ & 65535u);
                            uint l_594_ = (l_1360_ + l_1362_);
                            uint _e2212 = l_mut_75_;
                            uint _e2213 = l_mut_444_;
                            uint l_595_ = (_e2212 * _e2213);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e2221 = l_mut_445_;
                            uint _e2222 = l_mut_75_;
                            bool l_602_ = (_e2221 < _e2222);
                            uint _e2224 = l_mut_445_;
                            uint _e2225 = l_mut_75_;
                            bool l_603_ = (_e2224 == _e2225);
                            uint _e2227 = l_mut_450_;
                            uint _e2228 = l_mut_90_;
                            bool l_604_ = (_e2227 < _e2228);
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
                                uint _e2240 = l_mut_450_;
                                uint _e2241 = l_mut_90_;
                                uint l_608_ = (_e2240 - _e2241);
                                uint _e2243 = l_mut_445_;
                                uint _e2244 = l_mut_75_;
                                uint l_609_ = (_e2243 - _e2244);
                                uint _e2246 = l_mut_450_;
                                uint _e2247 = l_mut_90_;
                                bool l_610_ = (_e2246 < _e2247);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e2251 = l_mut_445_;
                        uint _e2252 = l_mut_388_;
                        bool l_613_ = (_e2251 < _e2252);
                        uint _e2254 = l_mut_445_;
                        uint _e2255 = l_mut_388_;
                        bool l_614_ = (_e2254 == _e2255);
                        uint _e2257 = l_mut_450_;
                        uint _e2258 = l_mut_394_;
                        bool l_615_ = (_e2257 < _e2258);
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
                            uint _e2269 = l_mut_450_;
                            l_mut_394_ = _e2269;
                            uint _e2270 = l_mut_445_;
                            l_mut_388_ = _e2270;
                        }
                    }
                }
                uint _e2271 = l_mut_388_;
                bool l_618_ = (_e2271 < l_344_);
                uint _e2273 = l_mut_388_;
                bool l_619_ = (_e2273 == l_344_);
                uint _e2275 = l_mut_394_;
                bool l_620_ = (_e2275 < l_340_);
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
            uint _e2290 = l_mut_40_;
            bool l_626_ = (_e2290 > 0u);
            if (l_626_) {
                uint _e2293 = l_mut_40_;
                bool l_627_ = (_e2293 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        while(true) {
            bool _e2298 = l_mut_357_;
            bool l_629_ = !(_e2298);
            if (l_629_) {
                break;
            }
            uint _e2300 = l_mut_275_;
            l_mut_450_ = _e2300;
            uint _e2301 = l_mut_269_;
            l_mut_445_ = _e2301;
            bool _e2302 = l_mut_628_;
            if (_e2302) {
                uint _e2303 = l_mut_219_;
                l_mut_450_ = _e2303;
                uint _e2304 = l_mut_213_;
                l_mut_445_ = _e2304;
            }
            uint _e2305 = l_mut_145_;
            uint _e2306 = l_mut_445_;
            bool l_630_ = (_e2305 < _e2306);
            uint _e2308 = l_mut_145_;
            uint _e2309 = l_mut_445_;
            bool l_631_ = (_e2308 == _e2309);
            uint _e2311 = l_mut_151_;
            uint _e2312 = l_mut_450_;
            bool l_632_ = (_e2311 < _e2312);
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
            bool _e2324 = l_mut_628_;
            bool l_636_ = (l_635_ != _e2324);
            if (l_636_) {
                uint _e2326 = l_mut_275_;
                l_mut_450_ = _e2326;
                uint _e2327 = l_mut_269_;
                l_mut_445_ = _e2327;
                uint _e2328 = l_mut_219_;
                l_mut_275_ = _e2328;
                uint _e2329 = l_mut_213_;
                l_mut_269_ = _e2329;
                uint _e2330 = l_mut_450_;
                l_mut_219_ = _e2330;
                uint _e2331 = l_mut_445_;
                l_mut_213_ = _e2331;
                uint _e2332 = l_mut_102_;
                l_mut_450_ = _e2332;
                uint _e2333 = l_mut_96_;
                l_mut_102_ = _e2333;
                uint _e2334 = l_mut_450_;
                l_mut_96_ = _e2334;
                l_mut_628_ = l_635_;
            }
            l_mut_637_ = true;
            bool _e2336 = l_mut_628_;
            if (_e2336) {
                uint _e2337 = l_mut_151_;
                uint _e2338 = l_mut_219_;
                uint l_638_ = (_e2337 - _e2338);
                uint _e2340 = l_mut_145_;
                uint _e2341 = l_mut_213_;
                uint l_639_ = (_e2340 - _e2341);
                uint _e2343 = l_mut_151_;
                uint _e2344 = l_mut_219_;
                bool l_640_ = (_e2343 < _e2344);
                uint l_641_ = uint(l_640_);
                uint l_642_ = (l_639_ - l_641_);
                l_mut_151_ = l_638_;
                l_mut_145_ = l_642_;
                uint _e2348 = l_mut_145_;
                bool l_643_ = (_e2348 < l_344_);
                uint _e2350 = l_mut_145_;
                bool l_644_ = (_e2350 == l_344_);
                uint _e2352 = l_mut_151_;
                bool l_645_ = (_e2352 < l_340_);
                if (l_644_) {
                    local_42 = l_645_;
                } else {
                    local_42 = false;
                }
                bool l_646_ = local_42;
                if (!(l_643_)) {
                    local_43 = l_646_;
                } else {
                    local_43 = true;
                }
                bool l_647_ = local_43;
                if (l_647_) {
                    l_mut_357_ = false;
                    l_mut_637_ = false;
                }
            }
            bool _e2365 = l_mut_637_;
            if (_e2365) {
                uint _e2366 = l_mut_102_;
                uint l_648_ = (l_4_ - _e2366);
                uint _e2368 = l_mut_96_;
                uint l_649_ = (l_648_ / _e2368);
                l_mut_450_ = 0u;
                l_mut_650_ = false;
                uint _e2372 = l_mut_219_;
                l_mut_445_ = _e2372;
                uint _e2373 = l_mut_213_;
                l_mut_444_ = _e2373;
                if (false) {
                    uint _e2376 = l_mut_213_;
                    uint l_653_ = (_e2376 >> 3u);
                    l_mut_445_ = l_653_;
                    l_mut_444_ = 0u;
                } else {
                    if (true) {
                        uint _e2380 = l_mut_219_;
                        l_mut_441_ = _e2380;
                        if (true) {
                            uint _e2382 = l_mut_219_;
                            uint l_656_ = (_e2382 >> 3u);
                            uint _e2385 = l_mut_213_;
                            uint l_657_ = (_e2385 << 29u);
                            uint l_658_ = (l_656_ | l_657_);
                            l_mut_441_ = l_658_;
                        }
                        uint _e2389 = l_mut_213_;
                        uint l_659_ = (_e2389 >> 3u);
                        uint _e2392 = l_mut_441_;
                        l_mut_445_ = _e2392;
                        l_mut_444_ = l_659_;
                    }
                }
                uint _e2393 = l_mut_444_;
                uint _e2394 = l_mut_269_;
                bool l_660_ = (_e2393 < _e2394);
                uint _e2396 = l_mut_444_;
                uint _e2397 = l_mut_269_;
                bool l_661_ = (_e2396 == _e2397);
                uint _e2399 = l_mut_445_;
                uint _e2400 = l_mut_275_;
                bool l_662_ = (_e2399 < _e2400);
                if (l_661_) {
                    local_44 = l_662_;
                } else {
                    local_44 = false;
                }
                bool l_663_ = local_44;
                if (!(l_660_)) {
                    local_45 = l_663_;
                } else {
                    local_45 = true;
                }
                bool l_664_ = local_45;
                bool l_665_ = !(l_664_);
                l_mut_650_ = l_665_;
                uint _e2412 = l_mut_275_;
                uint _e2413 = l_mut_269_;
                uint l_666_ = (_e2412 | _e2413);
                bool l_667_ = (l_666_ == 0u);
                if (l_667_) {
                    l_mut_450_ = l_649_;
                } else {
                    bool _e2417 = l_mut_650_;
                    if (_e2417) {
                        uint _e2418 = l_mut_269_;
                        uint _e2419 = l_mut_213_;
                        bool l_668_ = (_e2418 < _e2419);
                        uint _e2421 = l_mut_269_;
                        uint _e2422 = l_mut_213_;
                        bool l_669_ = (_e2421 == _e2422);
                        uint _e2424 = l_mut_275_;
                        uint _e2425 = l_mut_219_;
                        bool l_670_ = (_e2424 < _e2425);
                        if (l_669_) {
                            local_46 = l_670_;
                        } else {
                            local_46 = false;
                        }
                        bool l_671_ = local_46;
                        if (!(l_668_)) {
                            local_47 = l_671_;
                        } else {
                            local_47 = true;
                        }
                        bool l_672_ = local_47;
                        if (l_672_) {
                            uint _e2436 = l_mut_219_;
                            uint l_673_ = (_e2436 - 1u);
                            uint _e2439 = l_mut_213_;
                            uint l_674_ = (_e2439 - 0u);
                            uint _e2442 = l_mut_219_;
                            bool l_675_ = (_e2442 < 1u);
                            uint l_676_ = uint(l_675_);
                            uint l_677_ = (l_674_ - l_676_);
                            l_mut_445_ = l_673_;
                            l_mut_444_ = l_677_;
                            l_mut_441_ = 0u;
                            l_mut_678_ = 0u;
                            bool loop_init_2 = true;
                            while(true) {
                                if (!loop_init_2) {
                                    uint _e2535 = l_mut_678_;
                                    l_mut_678_ = (_e2535 + 1u);
                                }
                                loop_init_2 = false;
                                uint _e2450 = l_mut_678_;
                                if ((_e2450 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2454 = l_mut_678_;
                                    uint l_679_ = (19u - _e2454);
                                    uint _e2456 = l_mut_445_;
                                    l_mut_440_ = _e2456;
                                    uint _e2457 = l_mut_444_;
                                    l_mut_439_ = _e2457;
                                    bool l_680_ = (l_679_ >= 32u);
                                    if (l_680_) {
                                        uint l_681_ = (l_679_ & 31u);
                                        uint _e2462 = l_mut_444_;
                                        uint l_682_ = (_e2462 >> l_681_);
                                        l_mut_440_ = l_682_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_683_ = (l_679_ > 0u);
                                        if (l_683_) {
                                            uint _e2467 = l_mut_445_;
                                            l_mut_428_ = _e2467;
                                            bool l_684_ = (l_679_ > 0u);
                                            if (l_684_) {
                                                uint _e2470 = l_mut_445_;
                                                uint l_685_ = (_e2470 >> l_679_);
                                                uint l_686_ = (32u - l_679_);
                                                uint _e2474 = l_mut_444_;
                                                uint l_687_ = (_e2474 << l_686_);
                                                uint l_688_ = (l_685_ | l_687_);
                                                l_mut_428_ = l_688_;
                                            }
                                            uint _e2477 = l_mut_444_;
                                            uint l_689_ = (_e2477 >> l_679_);
                                            uint _e2479 = l_mut_428_;
                                            l_mut_440_ = _e2479;
                                            l_mut_439_ = l_689_;
                                        }
                                    }
                                    uint _e2480 = l_mut_439_;
                                    uint _e2481 = l_mut_269_;
                                    bool l_690_ = (_e2480 < _e2481);
                                    uint _e2483 = l_mut_439_;
                                    uint _e2484 = l_mut_269_;
                                    bool l_691_ = (_e2483 == _e2484);
                                    uint _e2486 = l_mut_440_;
                                    uint _e2487 = l_mut_275_;
                                    bool l_692_ = (_e2486 < _e2487);
                                    if (l_691_) {
                                        local_48 = l_692_;
                                    } else {
                                        local_48 = false;
                                    }
                                    bool l_693_ = local_48;
                                    if (!(l_690_)) {
                                        local_49 = l_693_;
                                    } else {
                                        local_49 = true;
                                    }
                                    bool l_694_ = local_49;
                                    bool l_695_ = !(l_694_);
                                    if (l_695_) {
                                        uint _e2499 = l_mut_275_;
                                        l_mut_440_ = _e2499;
                                        uint _e2500 = l_mut_269_;
                                        l_mut_439_ = _e2500;
                                        bool l_696_ = (l_679_ >= 32u);
                                        if (l_696_) {
                                            uint l_697_ = (l_679_ & 31u);
                                            uint _e2505 = l_mut_275_;
                                            uint l_698_ = (_e2505 << l_697_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_698_;
                                        } else {
                                            bool l_699_ = (l_679_ > 0u);
                                            if (l_699_) {
                                                uint _e2510 = l_mut_275_;
                                                uint l_700_ = (_e2510 << l_679_);
                                                uint _e2512 = l_mut_269_;
                                                uint l_701_ = (_e2512 << l_679_);
                                                uint l_702_ = (32u - l_679_);
                                                uint _e2516 = l_mut_275_;
                                                uint l_703_ = (_e2516 >> l_702_);
                                                uint l_704_ = (l_701_ | l_703_);
                                                l_mut_440_ = l_700_;
                                                l_mut_439_ = l_704_;
                                            }
                                        }
                                        uint _e2519 = l_mut_445_;
                                        uint _e2520 = l_mut_440_;
                                        uint l_705_ = (_e2519 - _e2520);
                                        uint _e2522 = l_mut_444_;
                                        uint _e2523 = l_mut_439_;
                                        uint l_706_ = (_e2522 - _e2523);
                                        uint _e2525 = l_mut_445_;
                                        uint _e2526 = l_mut_440_;
                                        bool l_707_ = (_e2525 < _e2526);
                                        uint l_708_ = uint(l_707_);
                                        uint l_709_ = (l_706_ - l_708_);
                                        l_mut_445_ = l_705_;
                                        l_mut_444_ = l_709_;
                                        uint l_710_ = (1u << l_679_);
                                        uint _e2532 = l_mut_441_;
                                        l_mut_441_ = (_e2532 | l_710_);
                                    }
                                }
                            }
                            uint _e2537 = l_mut_441_;
                            uint l_711_ = min(_e2537, l_649_);
                            l_mut_441_ = l_711_;
                            uint _e2539 = l_mut_444_;
                            uint _e2540 = l_mut_269_;
                            bool l_712_ = (_e2539 < _e2540);
                            uint _e2542 = l_mut_444_;
                            uint _e2543 = l_mut_269_;
                            bool l_713_ = (_e2542 == _e2543);
                            uint _e2545 = l_mut_445_;
                            uint _e2546 = l_mut_275_;
                            bool l_714_ = (_e2545 < _e2546);
                            if (l_713_) {
                                local_50 = l_714_;
                            } else {
                                local_50 = false;
                            }
                            bool l_715_ = local_50;
                            if (!(l_712_)) {
                                local_51 = l_715_;
                            } else {
                                local_51 = true;
                            }
                            bool l_716_ = local_51;
                            bool l_717_ = !(l_716_);
                            if (l_717_) {
                                l_mut_441_ = l_649_;
                            }
                            uint _e2558 = l_mut_441_;
                            l_mut_450_ = _e2558;
                        }
                    } else {
                        uint _e2559 = l_mut_219_;
                        l_mut_445_ = _e2559;
                        uint _e2560 = l_mut_213_;
                        l_mut_444_ = _e2560;
                        while(true) {
                            uint _e2561 = l_mut_269_;
                            uint _e2562 = l_mut_444_;
                            bool l_718_ = (_e2561 < _e2562);
                            uint _e2564 = l_mut_269_;
                            uint _e2565 = l_mut_444_;
                            bool l_719_ = (_e2564 == _e2565);
                            uint _e2567 = l_mut_275_;
                            uint _e2568 = l_mut_445_;
                            bool l_720_ = (_e2567 < _e2568);
                            if (l_719_) {
                                local_52 = l_720_;
                            } else {
                                local_52 = false;
                            }
                            bool l_721_ = local_52;
                            if (!(l_718_)) {
                                local_53 = l_721_;
                            } else {
                                local_53 = true;
                            }
                            bool l_722_ = local_53;
                            uint _e2579 = l_mut_450_;
                            uint _e2580 = l_mut_96_;
                            uint l_723_ = (_e2579 * _e2580);
                            uint _e2582 = l_mut_102_;
                            uint l_724_ = (_e2582 + l_723_);
                            uint _e2584 = l_mut_96_;
                            uint l_725_ = (l_724_ + _e2584);
                            bool l_726_ = (l_725_ < l_4_);
                            if (l_722_) {
                                local_54 = l_726_;
                            } else {
                                local_54 = false;
                            }
                            bool l_727_ = local_54;
                            bool l_728_ = !(l_727_);
                            if (l_728_) {
                                break;
                            }
                            uint _e2592 = l_mut_445_;
                            uint _e2593 = l_mut_275_;
                            uint l_729_ = (_e2592 - _e2593);
                            uint _e2595 = l_mut_444_;
                            uint _e2596 = l_mut_269_;
                            uint l_730_ = (_e2595 - _e2596);
                            uint _e2598 = l_mut_445_;
                            uint _e2599 = l_mut_275_;
                            bool l_731_ = (_e2598 < _e2599);
                            uint l_732_ = uint(l_731_);
                            uint l_733_ = (l_730_ - l_732_);
                            l_mut_445_ = l_729_;
                            l_mut_444_ = l_733_;
                            uint _e2603 = l_mut_450_;
                            l_mut_450_ = (_e2603 + 1u);
                        }
                    }
                }
                uint _e2606 = l_mut_450_;
                uint _e2607 = l_mut_96_;
                uint l_734_ = (_e2606 * _e2607);
                uint _e2609 = l_mut_102_;
                uint l_735_ = (_e2609 + l_734_);
                uint _e2611 = l_mut_96_;
                uint l_736_ = (l_735_ + _e2611);
                bool l_737_ = (l_736_ >= l_4_);
                if (l_737_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e2616 = l_mut_275_;
                    uint _e2617 = l_mut_450_;
                    uint l_738_ = (_e2616 * _e2617);
                    uint _e2619 = l_mut_275_;
                    uint l_1364_ = (_e2619 & 65535u);
                    uint _e2622 = l_mut_275_;
                    uint l_1365_ = (_e2622 >> 16u);
                    uint l_1366_ = (l_1365_ & 65535u);
                    uint _e2627 = l_mut_450_;
                    uint l_1367_ = (_e2627 & 65535u);
                    uint _e2630 = l_mut_450_;
                    uint l_1368_ = (_e2630 >> 16u);
                    uint l_1369_ = (l_1368_ & 65535u);
                    uint l_1370_ = (l_1364_ * l_1367_);
                    uint l_1371_ = (l_1366_ * l_1367_);
                    uint l_1372_ = (l_1364_ * l_1369_);
                    uint l_1373_ = (l_1366_ * l_1369_);
                    uint l_1374_ = (l_1370_ >> 16u);
                    uint l_1375_ = (l_1374_ & 65535u);
                    uint l_1376_ = (l_1371_ & 65535u);
                    uint l_1377_ = (l_1375_ + l_1376_);
                    uint l_1378_ = (l_1372_ & 65535u);
                    uint l_1379_ = (l_1377_ + l_1378_);
                    uint l_1380_ = (l_1371_ >> 16u);
                    uint l_1381_ = (l_1380_ & 65535u);
                    uint l_1382_ = (l_1373_ + l_1381_);
                    uint l_1383_ = (l_1372_ >> 16u);
                    uint l_1384_ = (l_1383_ & 65535u);
                    uint l_1385_ = (l_1382_ + l_1384_);
                    uint l_1386_ = (l_1379_ >> 16u);
                    uint l_1387_ = (l_1386_ & 65535u);
                    uint l_739_ = (l_1385_ + l_1387_);
                    uint _e2664 = l_mut_269_;
                    uint _e2665 = l_mut_450_;
                    uint l_740_ = (_e2664 * _e2665);
                    uint l_741_ = (l_739_ + l_740_);
                    uint _e2668 = l_mut_219_;
                    uint l_742_ = (_e2668 - l_738_);
                    uint _e2670 = l_mut_213_;
                    uint l_743_ = (_e2670 - l_741_);
                    uint _e2672 = l_mut_219_;
                    bool l_744_ = (_e2672 < l_738_);
                    uint l_745_ = uint(l_744_);
                    uint l_746_ = (l_743_ - l_745_);
                    l_mut_219_ = l_742_;
                    l_mut_213_ = l_746_;
                    uint _e2676 = l_mut_450_;
                    uint _e2677 = l_mut_96_;
                    uint l_747_ = (_e2676 * _e2677);
                    uint _e2679 = l_mut_102_;
                    l_mut_102_ = (_e2679 + l_747_);
                    uint _e2681 = l_mut_275_;
                    uint _e2682 = l_mut_219_;
                    uint l_748_ = (_e2681 - _e2682);
                    uint _e2684 = l_mut_269_;
                    uint _e2685 = l_mut_213_;
                    uint l_749_ = (_e2684 - _e2685);
                    uint _e2687 = l_mut_275_;
                    uint _e2688 = l_mut_219_;
                    bool l_750_ = (_e2687 < _e2688);
                    uint l_751_ = uint(l_750_);
                    uint l_752_ = (l_749_ - l_751_);
                    l_mut_275_ = l_748_;
                    l_mut_269_ = l_752_;
                    uint _e2692 = l_mut_96_;
                    uint _e2693 = l_mut_102_;
                    l_mut_96_ = (_e2692 + _e2693);
                }
            }
        }
        bool _e2695 = l_mut_350_;
        bool l_753_ = !(_e2695);
        if (l_753_) {
            uint l_1389_ = _group_0_binding_6_cs.static_meta[5];
            uint l_1390_ = (l_1389_ * 1u);
            uint l_1391_ = (l_1390_ - 1u);
            uint l_1392_ = min(0u, l_1391_);
            uint _e2710 = atomicAdd(_group_0_binding_5_cs[l_1392_], 1u);
            uint l_756_ = _group_0_binding_6_cs.static_meta[10];
            bool l_757_ = (_e2710 < l_756_);
            if (l_757_) {
                uint l_1394_ = _group_0_binding_6_cs.static_meta[4];
                uint l_1395_ = (l_1394_ * 1u);
                bool l_1396_ = (_e2710 < l_1395_);
                if (l_1396_) {
                    _group_0_binding_4_cs[_e2710] = id;
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
