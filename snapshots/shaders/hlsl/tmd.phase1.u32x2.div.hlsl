struct info_st {
    uint static_meta[12];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
RWByteAddressBuffer buffer_4_global : register(u4);
RWByteAddressBuffer buffer_5_global : register(u5);
ByteAddressBuffer info : register(t6);

uint naga_mod(uint lhs, uint rhs) {
    return lhs % (rhs == 0u ? 1u : rhs);
}

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

[numthreads(64, 1, 1)]
void phase1_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_102_ = (uint)0;
    uint l_mut_145_ = (uint)0;
    uint l_mut_151_ = (uint)0;
    uint l_mut_213_ = (uint)0;
    uint l_mut_219_ = (uint)0;
    uint l_mut_269_ = (uint)0;
    uint l_mut_275_ = (uint)0;
    bool l_mut_350_ = (bool)0;
    bool l_mut_357_ = (bool)0;
    uint l_mut_382_ = (uint)0;
    uint l_mut_388_ = (uint)0;
    uint l_mut_394_ = (uint)0;
    uint l_mut_40_ = (uint)0;
    uint l_mut_421_ = (uint)0;
    uint l_mut_428_ = (uint)0;
    uint l_mut_439_ = (uint)0;
    uint l_mut_440_ = (uint)0;
    uint l_mut_441_ = (uint)0;
    uint l_mut_444_ = (uint)0;
    uint l_mut_445_ = (uint)0;
    uint l_mut_450_ = (uint)0;
    bool l_mut_628_ = (bool)0;
    bool l_mut_637_ = (bool)0;
    uint l_mut_75_ = (uint)0;
    uint l_mut_90_ = (uint)0;
    uint l_mut_96_ = (uint)0;
    bool local = (bool)0;
    bool local_1 = (bool)0;
    bool local_2 = (bool)0;
    bool local_3 = (bool)0;
    bool local_4 = (bool)0;
    bool local_5 = (bool)0;
    bool local_6 = (bool)0;
    bool local_7 = (bool)0;
    bool local_8 = (bool)0;
    bool local_9 = (bool)0;
    bool local_10 = (bool)0;
    bool local_11 = (bool)0;
    bool local_12 = (bool)0;
    bool local_13 = (bool)0;
    uint l_mut_442_ = 0u;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    uint l_mut_553_ = 0u;
    bool local_30 = (bool)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    bool local_43 = (bool)0;
    uint l_mut_650_ = (uint)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    uint l_mut_749_ = (uint)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_913_ = asuint(info.Load(20+0));
        uint l_914_ = (l_913_ * 1u);
        uint l_915_ = (l_914_ - 1u);
        uint l_916_ = min(3u, l_915_);
        uint _e66; buffer_5_global.InterlockedAdd(l_916_*4, 1u, _e66);
    }
    uint l_829_ = asuint(info.Load(12+0));
    uint l_830_ = (l_829_ * 1u);
    bool l_831_ = (0u < l_830_);
    uint l_832_ = (l_830_ - 1u);
    uint l_833_ = min(0u, l_832_);
    uint l_834_ = asuint(buffer_3_global.Load(l_833_*4));
    uint l_4_ = (l_831_ ? l_834_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_836_ = asuint(info.Load(12+0));
    uint l_837_ = (l_836_ * 1u);
    bool l_838_ = (l_6_ < l_837_);
    uint l_839_ = (l_837_ - 1u);
    uint l_840_ = min(l_6_, l_839_);
    uint l_841_ = asuint(buffer_3_global.Load(l_840_*4));
    uint l_7_ = (l_838_ ? l_841_ : 0u);
    uint l_843_ = asuint(info.Load(12+0));
    uint l_844_ = (l_843_ * 1u);
    bool l_845_ = (2u < l_844_);
    uint l_846_ = (l_844_ - 1u);
    uint l_847_ = min(2u, l_846_);
    uint l_848_ = asuint(buffer_3_global.Load(l_847_*4));
    uint l_9_ = (l_845_ ? l_848_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_850_ = asuint(info.Load(12+0));
    uint l_851_ = (l_850_ * 1u);
    bool l_852_ = (l_11_ < l_851_);
    uint l_853_ = (l_851_ - 1u);
    uint l_854_ = min(l_11_, l_853_);
    uint l_855_ = asuint(buffer_3_global.Load(l_854_*4));
    uint l_12_ = (l_852_ ? l_855_ : 0u);
    uint l_857_ = asuint(info.Load(12+0));
    uint l_858_ = (l_857_ * 1u);
    bool l_859_ = (4u < l_858_);
    uint l_860_ = (l_858_ - 1u);
    uint l_861_ = min(4u, l_860_);
    uint l_862_ = asuint(buffer_3_global.Load(l_861_*4));
    uint l_14_ = (l_859_ ? l_862_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_864_ = asuint(info.Load(12+0));
    uint l_865_ = (l_864_ * 1u);
    bool l_866_ = (l_16_ < l_865_);
    uint l_867_ = (l_865_ - 1u);
    uint l_868_ = min(l_16_, l_867_);
    uint l_869_ = asuint(buffer_3_global.Load(l_868_*4));
    uint l_17_ = (l_866_ ? l_869_ : 0u);
    uint l_871_ = asuint(info.Load(12+0));
    uint l_872_ = (l_871_ * 1u);
    bool l_873_ = (6u < l_872_);
    uint l_874_ = (l_872_ - 1u);
    uint l_875_ = min(6u, l_874_);
    uint l_876_ = asuint(buffer_3_global.Load(l_875_*4));
    uint l_19_ = (l_873_ ? l_876_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_878_ = asuint(info.Load(12+0));
    uint l_879_ = (l_878_ * 1u);
    bool l_880_ = (l_21_ < l_879_);
    uint l_881_ = (l_879_ - 1u);
    uint l_882_ = min(l_21_, l_881_);
    uint l_883_ = asuint(buffer_3_global.Load(l_882_*4));
    uint l_22_ = (l_880_ ? l_883_ : 0u);
    uint l_885_ = asuint(info.Load(12+0));
    uint l_886_ = (l_885_ * 1u);
    bool l_887_ = (8u < l_886_);
    uint l_888_ = (l_886_ - 1u);
    uint l_889_ = min(8u, l_888_);
    uint l_890_ = asuint(buffer_3_global.Load(l_889_*4));
    uint l_24_ = (l_887_ ? l_890_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_892_ = asuint(info.Load(12+0));
    uint l_893_ = (l_892_ * 1u);
    bool l_894_ = (l_26_ < l_893_);
    uint l_895_ = (l_893_ - 1u);
    uint l_896_ = min(l_26_, l_895_);
    uint l_897_ = asuint(buffer_3_global.Load(l_896_*4));
    uint l_27_ = (l_894_ ? l_897_ : 0u);
    uint l_899_ = asuint(info.Load(12+0));
    uint l_900_ = (l_899_ * 1u);
    bool l_901_ = (10u < l_900_);
    uint l_902_ = (l_900_ - 1u);
    uint l_903_ = min(10u, l_902_);
    uint l_904_ = asuint(buffer_3_global.Load(l_903_*4));
    uint l_29_ = (l_901_ ? l_904_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_906_ = asuint(info.Load(12+0));
    uint l_907_ = (l_906_ * 1u);
    bool l_908_ = (l_31_ < l_907_);
    uint l_909_ = (l_907_ - 1u);
    uint l_910_ = min(l_31_, l_909_);
    uint l_911_ = asuint(buffer_3_global.Load(l_910_*4));
    uint l_32_ = (l_908_ ? l_911_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_918_ = uint64_t(id);
    uint64_t l_919_ = uint64_t(l_4_);
    uint64_t l_920_ = (l_918_ * l_919_);
    uint64_t l_921_ = (l_920_ >> uint(32uL));
    uint l_37_ = uint(l_921_);
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
    uint _e323 = l_mut_40_;
    bool l_56_ = (_e323 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_923_ = asuint(info.Load(0+0));
        uint l_924_ = (l_923_ * 1u);
        bool l_925_ = (l_58_ < l_924_);
        uint l_926_ = (l_924_ - 1u);
        uint l_927_ = min(l_58_, l_926_);
        uint l_928_ = asuint(buffer_0_global.Load(l_927_*4));
        uint l_59_ = (l_925_ ? l_928_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_930_ = asuint(info.Load(0+0));
        uint l_931_ = (l_930_ * 1u);
        bool l_932_ = (l_61_ < l_931_);
        uint l_933_ = (l_931_ - 1u);
        uint l_934_ = min(l_61_, l_933_);
        uint l_935_ = asuint(buffer_0_global.Load(l_934_*4));
        uint l_62_ = (l_932_ ? l_935_ : 0u);
        uint l_63_ = (2u * id);
        uint l_937_ = asuint(info.Load(4+0));
        uint l_938_ = (l_937_ * 1u);
        bool l_939_ = (l_63_ < l_938_);
        uint l_940_ = (l_938_ - 1u);
        uint l_941_ = min(l_63_, l_940_);
        uint l_942_ = asuint(buffer_1_global.Load(l_941_*4));
        uint l_64_ = (l_939_ ? l_942_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_944_ = asuint(info.Load(4+0));
        uint l_945_ = (l_944_ * 1u);
        bool l_946_ = (l_66_ < l_945_);
        uint l_947_ = (l_945_ - 1u);
        uint l_948_ = min(l_66_, l_947_);
        uint l_949_ = asuint(buffer_1_global.Load(l_948_*4));
        uint l_67_ = (l_946_ ? l_949_ : 0u);
        uint l_68_ = (2u * id);
        uint l_951_ = asuint(info.Load(8+0));
        uint l_952_ = (l_951_ * 1u);
        bool l_953_ = (l_68_ < l_952_);
        uint l_954_ = (l_952_ - 1u);
        uint l_955_ = min(l_68_, l_954_);
        uint l_956_ = asuint(buffer_2_global.Load(l_955_*4));
        uint l_69_ = (l_953_ ? l_956_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_958_ = asuint(info.Load(8+0));
        uint l_959_ = (l_958_ * 1u);
        bool l_960_ = (l_71_ < l_959_);
        uint l_961_ = (l_959_ - 1u);
        uint l_962_ = min(l_71_, l_961_);
        uint l_963_ = asuint(buffer_2_global.Load(l_962_*4));
        uint l_72_ = (l_960_ ? l_963_ : 0u);
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
        uint _e450 = l_mut_40_;
        uint l_81_ = (_e450 * l_4_);
        uint _e452 = l_mut_75_;
        uint l_82_ = (_e452 * l_4_);
        uint _e454 = l_mut_40_;
        uint64_t l_965_ = uint64_t(_e454);
        uint64_t l_966_ = uint64_t(l_4_);
        uint64_t l_967_ = (l_965_ * l_966_);
        uint64_t l_968_ = (l_967_ >> uint(32uL));
        uint l_83_ = uint(l_968_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e465 = l_mut_75_;
        uint64_t l_970_ = uint64_t(_e465);
        uint64_t l_971_ = uint64_t(l_4_);
        uint64_t l_972_ = (l_970_ * l_971_);
        uint64_t l_973_ = (l_972_ >> uint(32uL));
        uint l_85_ = uint(l_973_);
        bool l_86_ = (l_84_ < l_82_);
        uint l_87_ = uint(l_86_);
        uint l_88_ = (l_85_ + l_87_);
        uint l_89_ = naga_mod(l_9_, 32u);
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
        uint _e494 = l_mut_90_;
        l_mut_102_ = _e494;
        uint _e495 = l_mut_96_;
        l_mut_90_ = _e495;
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
                uint _e509 = l_mut_96_;
                l_mut_102_ = _e509;
                l_mut_90_ = l_110_;
            }
        }
        uint _e510 = l_mut_102_;
        l_mut_96_ = _e510;
        uint _e511 = l_mut_90_;
        l_mut_102_ = _e511;
        if (l_74_) {
            uint _e513 = l_mut_96_;
            uint l_111_ = (0u - _e513);
            uint _e516 = l_mut_102_;
            uint l_112_ = (0u - _e516);
            uint _e519 = l_mut_96_;
            bool l_113_ = (0u < _e519);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e523 = l_mut_96_;
        uint l_116_ = (l_59_ + _e523);
        uint _e525 = l_mut_102_;
        uint l_117_ = (l_62_ + _e525);
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
            uint _e549 = l_mut_90_;
            uint l_131_ = (_e549 * l_123_);
            uint _e551 = l_mut_75_;
            uint l_132_ = (_e551 * l_123_);
            uint _e553 = l_mut_90_;
            uint64_t l_975_ = uint64_t(_e553);
            uint64_t l_976_ = uint64_t(l_123_);
            uint64_t l_977_ = (l_975_ * l_976_);
            uint64_t l_978_ = (l_977_ >> uint(32uL));
            uint l_133_ = uint(l_978_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e564 = l_mut_75_;
            uint64_t l_980_ = uint64_t(_e564);
            uint64_t l_981_ = uint64_t(l_123_);
            uint64_t l_982_ = (l_980_ * l_981_);
            uint64_t l_983_ = (l_982_ >> uint(32uL));
            uint l_135_ = uint(l_983_);
            bool l_136_ = (l_134_ < l_132_);
            uint l_137_ = uint(l_136_);
            uint l_138_ = (l_135_ + l_137_);
            uint l_139_ = naga_mod(l_121_, 32u);
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
            uint _e593 = l_mut_40_;
            l_mut_151_ = _e593;
            uint _e594 = l_mut_145_;
            l_mut_40_ = _e594;
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
                    uint _e608 = l_mut_145_;
                    l_mut_151_ = _e608;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e609 = l_mut_151_;
            l_mut_145_ = _e609;
            uint _e610 = l_mut_40_;
            l_mut_151_ = _e610;
            if (l_125_) {
                uint _e612 = l_mut_145_;
                uint l_160_ = (0u - _e612);
                uint _e615 = l_mut_151_;
                uint l_161_ = (0u - _e615);
                uint _e618 = l_mut_145_;
                bool l_162_ = (0u < _e618);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e622 = l_mut_145_;
            l_mut_102_ = _e622;
            uint _e623 = l_mut_151_;
            l_mut_96_ = _e623;
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
            uint _e636 = l_mut_151_;
            uint l_172_ = (_e636 * l_4_);
            uint _e638 = l_mut_145_;
            uint l_173_ = (_e638 * l_4_);
            uint _e640 = l_mut_151_;
            uint64_t l_985_ = uint64_t(_e640);
            uint64_t l_986_ = uint64_t(l_4_);
            uint64_t l_987_ = (l_985_ * l_986_);
            uint64_t l_988_ = (l_987_ >> uint(32uL));
            uint l_174_ = uint(l_988_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e651 = l_mut_145_;
            uint64_t l_990_ = uint64_t(_e651);
            uint64_t l_991_ = uint64_t(l_4_);
            uint64_t l_992_ = (l_990_ * l_991_);
            uint64_t l_993_ = (l_992_ >> uint(32uL));
            uint l_176_ = uint(l_993_);
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
            uint _e679 = l_mut_90_;
            l_mut_40_ = _e679;
            uint _e680 = l_mut_75_;
            l_mut_90_ = _e680;
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
                    uint _e692 = l_mut_75_;
                    l_mut_40_ = _e692;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e693 = l_mut_151_;
            uint l_199_ = (_e693 * l_4_);
            uint _e695 = l_mut_145_;
            uint l_200_ = (_e695 * l_4_);
            uint _e697 = l_mut_151_;
            uint64_t l_995_ = uint64_t(_e697);
            uint64_t l_996_ = uint64_t(l_4_);
            uint64_t l_997_ = (l_995_ * l_996_);
            uint64_t l_998_ = (l_997_ >> uint(32uL));
            uint l_201_ = uint(l_998_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e708 = l_mut_145_;
            uint64_t l_1000_ = uint64_t(_e708);
            uint64_t l_1001_ = uint64_t(l_4_);
            uint64_t l_1002_ = (l_1000_ * l_1001_);
            uint64_t l_1003_ = (l_1002_ >> uint(32uL));
            uint l_203_ = uint(l_1003_);
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
            uint _e736 = l_mut_75_;
            l_mut_219_ = _e736;
            uint _e737 = l_mut_213_;
            l_mut_75_ = _e737;
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
                    uint _e749 = l_mut_213_;
                    l_mut_219_ = _e749;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e750 = l_mut_40_;
            uint l_228_ = (_e750 * l_4_);
            uint _e752 = l_mut_90_;
            uint l_229_ = (_e752 * l_4_);
            uint _e754 = l_mut_40_;
            uint64_t l_1005_ = uint64_t(_e754);
            uint64_t l_1006_ = uint64_t(l_4_);
            uint64_t l_1007_ = (l_1005_ * l_1006_);
            uint64_t l_1008_ = (l_1007_ >> uint(32uL));
            uint l_230_ = uint(l_1008_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e765 = l_mut_90_;
            uint64_t l_1010_ = uint64_t(_e765);
            uint64_t l_1011_ = uint64_t(l_4_);
            uint64_t l_1012_ = (l_1010_ * l_1011_);
            uint64_t l_1013_ = (l_1012_ >> uint(32uL));
            uint l_232_ = uint(l_1013_);
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
            uint _e793 = l_mut_213_;
            l_mut_145_ = _e793;
            uint _e794 = l_mut_151_;
            l_mut_213_ = _e794;
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
                    uint _e806 = l_mut_151_;
                    l_mut_145_ = _e806;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e807 = l_mut_40_;
            uint l_255_ = (_e807 * l_4_);
            uint _e809 = l_mut_90_;
            uint l_256_ = (_e809 * l_4_);
            uint _e811 = l_mut_40_;
            uint64_t l_1015_ = uint64_t(_e811);
            uint64_t l_1016_ = uint64_t(l_4_);
            uint64_t l_1017_ = (l_1015_ * l_1016_);
            uint64_t l_1018_ = (l_1017_ >> uint(32uL));
            uint l_257_ = uint(l_1018_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e822 = l_mut_90_;
            uint64_t l_1020_ = uint64_t(_e822);
            uint64_t l_1021_ = uint64_t(l_4_);
            uint64_t l_1022_ = (l_1020_ * l_1021_);
            uint64_t l_1023_ = (l_1022_ >> uint(32uL));
            uint l_259_ = uint(l_1023_);
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
            uint _e850 = l_mut_151_;
            l_mut_275_ = _e850;
            uint _e851 = l_mut_269_;
            l_mut_151_ = _e851;
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
                    uint _e863 = l_mut_269_;
                    l_mut_275_ = _e863;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e864 = l_mut_219_;
            uint l_284_ = (_e864 * l_4_);
            uint _e866 = l_mut_219_;
            uint64_t l_1025_ = uint64_t(_e866);
            uint64_t l_1026_ = uint64_t(l_4_);
            uint64_t l_1027_ = (l_1025_ * l_1026_);
            uint64_t l_1028_ = (l_1027_ >> uint(32uL));
            uint l_285_ = uint(l_1028_);
            uint _e876 = l_mut_75_;
            uint l_286_ = (_e876 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e879 = l_mut_275_;
            uint l_288_ = (_e879 + l_284_);
            uint _e881 = l_mut_151_;
            uint l_289_ = (_e881 + l_287_);
            uint _e883 = l_mut_275_;
            bool l_290_ = (l_288_ < _e883);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e887 = l_mut_145_;
            l_mut_102_ = _e887;
            uint _e888 = l_mut_213_;
            l_mut_96_ = _e888;
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
                    uint _e909 = l_mut_145_;
                    l_mut_219_ = _e909;
                    uint _e910 = l_mut_213_;
                    l_mut_151_ = _e910;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e915 = l_mut_213_;
                        uint l_307_ = (_e915 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e920 = l_mut_145_;
                            l_mut_90_ = _e920;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e923 = l_mut_145_;
                                uint l_310_ = (_e923 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e927 = l_mut_213_;
                                uint l_312_ = (_e927 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e930 = l_mut_213_;
                            uint l_314_ = (_e930 >> l_121_);
                            uint _e932 = l_mut_90_;
                            l_mut_219_ = _e932;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e933 = l_mut_275_;
                    uint _e934 = l_mut_219_;
                    uint l_315_ = (_e933 + _e934);
                    uint _e936 = l_mut_269_;
                    uint _e937 = l_mut_151_;
                    uint l_316_ = (_e936 + _e937);
                    uint _e939 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e939);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e944 = l_mut_102_;
                uint l_320_ = (0u - _e944);
                uint _e947 = l_mut_96_;
                uint l_321_ = (0u - _e947);
                uint _e950 = l_mut_102_;
                bool l_322_ = (0u < _e950);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e954 = l_mut_102_;
        uint l_325_ = (l_64_ - _e954);
        uint _e956 = l_mut_96_;
        uint l_326_ = (l_67_ - _e956);
        uint _e958 = l_mut_102_;
        bool l_327_ = (l_64_ < _e958);
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
        uint _e991 = l_mut_145_;
        bool l_351_ = (_e991 < l_344_);
        uint _e993 = l_mut_145_;
        bool l_352_ = (_e993 == l_344_);
        uint _e995 = l_mut_151_;
        bool l_353_ = (_e995 < l_340_);
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
            bool _e1010 = l_mut_357_;
            l_mut_350_ = _e1010;
            l_mut_357_ = false;
        }
        bool _e1012 = l_mut_357_;
        if (_e1012) {
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
            uint _e1027 = l_mut_90_;
            uint l_368_ = (_e1027 * l_367_);
            uint _e1029 = l_mut_90_;
            uint64_t l_1030_ = uint64_t(_e1029);
            uint64_t l_1031_ = uint64_t(l_367_);
            uint64_t l_1032_ = (l_1030_ * l_1031_);
            uint64_t l_1033_ = (l_1032_ >> uint(32uL));
            uint l_369_ = uint(l_1033_);
            uint _e1039 = l_mut_75_;
            uint l_370_ = (_e1039 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1045 = l_mut_90_;
            uint l_373_ = (_e1045 * l_372_);
            uint _e1047 = l_mut_75_;
            uint l_374_ = (_e1047 * l_372_);
            uint _e1049 = l_mut_90_;
            uint64_t l_1035_ = uint64_t(_e1049);
            uint64_t l_1036_ = uint64_t(l_372_);
            uint64_t l_1037_ = (l_1035_ * l_1036_);
            uint64_t l_1038_ = (l_1037_ >> uint(32uL));
            uint l_375_ = uint(l_1038_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1060 = l_mut_75_;
            uint64_t l_1040_ = uint64_t(_e1060);
            uint64_t l_1041_ = uint64_t(l_372_);
            uint64_t l_1042_ = (l_1040_ * l_1041_);
            uint64_t l_1043_ = (l_1042_ >> uint(32uL));
            uint l_377_ = uint(l_1043_);
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
            uint _e1088 = l_mut_382_;
            l_mut_394_ = _e1088;
            uint _e1089 = l_mut_388_;
            l_mut_382_ = _e1089;
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
                    uint _e1101 = l_mut_388_;
                    l_mut_394_ = _e1101;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1102 = l_mut_394_;
            uint _e1103 = l_mut_382_;
            uint l_403_ = (_e1102 | _e1103);
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
                        uint _e1138 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1138);
                        uint _e1140 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1140);
                        uint _e1142 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1142);
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
                            uint _e1155 = l_mut_75_;
                            bool l_429_ = (_e1155 < l_409_);
                            uint _e1157 = l_mut_75_;
                            bool l_430_ = (_e1157 == l_409_);
                            uint _e1159 = l_mut_90_;
                            bool l_431_ = (_e1159 < l_405_);
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
                                uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound == uint2(0u, 0u))) { break; }
                                    loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1266 = l_mut_442_;
                                        l_mut_442_ = (_e1266 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1181 = l_mut_442_;
                                    if ((_e1181 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1185 = l_mut_442_;
                                        uint l_443_ = (19u - _e1185);
                                        uint _e1187 = l_mut_439_;
                                        l_mut_444_ = _e1187;
                                        uint _e1188 = l_mut_440_;
                                        l_mut_445_ = _e1188;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1193 = l_mut_440_;
                                            uint l_448_ = (_e1193 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1198 = l_mut_439_;
                                                l_mut_450_ = _e1198;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1201 = l_mut_439_;
                                                    uint l_452_ = (_e1201 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1205 = l_mut_440_;
                                                    uint l_454_ = (_e1205 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1208 = l_mut_440_;
                                                uint l_456_ = (_e1208 >> l_443_);
                                                uint _e1210 = l_mut_450_;
                                                l_mut_444_ = _e1210;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1211 = l_mut_445_;
                                        uint _e1212 = l_mut_75_;
                                        bool l_457_ = (_e1211 < _e1212);
                                        uint _e1214 = l_mut_445_;
                                        uint _e1215 = l_mut_75_;
                                        bool l_458_ = (_e1214 == _e1215);
                                        uint _e1217 = l_mut_444_;
                                        uint _e1218 = l_mut_90_;
                                        bool l_459_ = (_e1217 < _e1218);
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
                                            uint _e1230 = l_mut_90_;
                                            l_mut_450_ = _e1230;
                                            uint _e1231 = l_mut_75_;
                                            l_mut_445_ = _e1231;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1236 = l_mut_90_;
                                                uint l_465_ = (_e1236 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1241 = l_mut_90_;
                                                    uint l_467_ = (_e1241 << l_443_);
                                                    uint _e1243 = l_mut_75_;
                                                    uint l_468_ = (_e1243 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1247 = l_mut_90_;
                                                    uint l_470_ = (_e1247 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1250 = l_mut_439_;
                                            uint _e1251 = l_mut_450_;
                                            uint l_472_ = (_e1250 - _e1251);
                                            uint _e1253 = l_mut_440_;
                                            uint _e1254 = l_mut_445_;
                                            uint l_473_ = (_e1253 - _e1254);
                                            uint _e1256 = l_mut_439_;
                                            uint _e1257 = l_mut_450_;
                                            bool l_474_ = (_e1256 < _e1257);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1263 = l_mut_441_;
                                            l_mut_441_ = (_e1263 | l_477_);
                                        }
                                    }
                                }
                                uint _e1268 = l_mut_441_;
                                uint l_478_ = min(_e1268, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1270 = l_mut_440_;
                                uint _e1271 = l_mut_75_;
                                bool l_479_ = (_e1270 < _e1271);
                                uint _e1273 = l_mut_440_;
                                uint _e1274 = l_mut_75_;
                                bool l_480_ = (_e1273 == _e1274);
                                uint _e1276 = l_mut_439_;
                                uint _e1277 = l_mut_90_;
                                bool l_481_ = (_e1276 < _e1277);
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
                                uint _e1289 = l_mut_450_;
                                l_mut_428_ = _e1289;
                            }
                            uint _e1290 = l_mut_90_;
                            uint _e1291 = l_mut_428_;
                            uint l_485_ = (_e1290 * _e1291);
                            uint _e1293 = l_mut_90_;
                            uint64_t l_1045_ = uint64_t(_e1293);
                            uint _e1295 = l_mut_428_;
                            uint64_t l_1046_ = uint64_t(_e1295);
                            uint64_t l_1047_ = (l_1045_ * l_1046_);
                            uint64_t l_1048_ = (l_1047_ >> uint(32uL));
                            uint l_486_ = uint(l_1048_);
                            uint _e1304 = l_mut_75_;
                            uint _e1305 = l_mut_428_;
                            uint l_487_ = (_e1304 * _e1305);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1313 = l_mut_421_;
                            uint _e1314 = l_mut_75_;
                            bool l_494_ = (_e1313 < _e1314);
                            uint _e1316 = l_mut_421_;
                            uint _e1317 = l_mut_75_;
                            bool l_495_ = (_e1316 == _e1317);
                            uint _e1319 = l_mut_382_;
                            uint _e1320 = l_mut_90_;
                            bool l_496_ = (_e1319 < _e1320);
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
                                uint _e1332 = l_mut_382_;
                                uint _e1333 = l_mut_90_;
                                uint l_500_ = (_e1332 - _e1333);
                                uint _e1335 = l_mut_421_;
                                uint _e1336 = l_mut_75_;
                                uint l_501_ = (_e1335 - _e1336);
                                uint _e1338 = l_mut_382_;
                                uint _e1339 = l_mut_90_;
                                bool l_502_ = (_e1338 < _e1339);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1343 = l_mut_90_;
                        uint _e1344 = l_mut_382_;
                        uint l_505_ = (_e1343 - _e1344);
                        uint _e1346 = l_mut_75_;
                        uint _e1347 = l_mut_421_;
                        uint l_506_ = (_e1346 - _e1347);
                        uint _e1349 = l_mut_90_;
                        uint _e1350 = l_mut_382_;
                        bool l_507_ = (_e1349 < _e1350);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1354 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1354);
                        uint _e1356 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1356);
                        uint _e1358 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1358);
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
                            uint _e1370 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1370);
                            uint _e1372 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1372);
                            uint _e1374 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1374);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1378 = l_mut_445_;
                        uint _e1379 = l_mut_388_;
                        bool l_521_ = (_e1378 < _e1379);
                        uint _e1381 = l_mut_445_;
                        uint _e1382 = l_mut_388_;
                        bool l_522_ = (_e1381 == _e1382);
                        uint _e1384 = l_mut_450_;
                        uint _e1385 = l_mut_394_;
                        bool l_523_ = (_e1384 < _e1385);
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
                            uint _e1396 = l_mut_450_;
                            l_mut_394_ = _e1396;
                            uint _e1397 = l_mut_445_;
                            l_mut_388_ = _e1397;
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
                        uint _e1417 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1417);
                        uint _e1419 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1419);
                        uint _e1421 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1421);
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
                            uint _e1434 = l_mut_75_;
                            bool l_543_ = (_e1434 < l_334_);
                            uint _e1436 = l_mut_75_;
                            bool l_544_ = (_e1436 == l_334_);
                            uint _e1438 = l_mut_90_;
                            bool l_545_ = (_e1438 < l_330_);
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
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1545 = l_mut_553_;
                                        l_mut_553_ = (_e1545 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1460 = l_mut_553_;
                                    if ((_e1460 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1464 = l_mut_553_;
                                        uint l_554_ = (19u - _e1464);
                                        uint _e1466 = l_mut_441_;
                                        l_mut_428_ = _e1466;
                                        uint _e1467 = l_mut_440_;
                                        l_mut_421_ = _e1467;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1472 = l_mut_440_;
                                            uint l_557_ = (_e1472 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1477 = l_mut_441_;
                                                l_mut_382_ = _e1477;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1480 = l_mut_441_;
                                                    uint l_560_ = (_e1480 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1484 = l_mut_440_;
                                                    uint l_562_ = (_e1484 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1487 = l_mut_440_;
                                                uint l_564_ = (_e1487 >> l_554_);
                                                uint _e1489 = l_mut_382_;
                                                l_mut_428_ = _e1489;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1490 = l_mut_421_;
                                        uint _e1491 = l_mut_75_;
                                        bool l_565_ = (_e1490 < _e1491);
                                        uint _e1493 = l_mut_421_;
                                        uint _e1494 = l_mut_75_;
                                        bool l_566_ = (_e1493 == _e1494);
                                        uint _e1496 = l_mut_428_;
                                        uint _e1497 = l_mut_90_;
                                        bool l_567_ = (_e1496 < _e1497);
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
                                            uint _e1509 = l_mut_90_;
                                            l_mut_428_ = _e1509;
                                            uint _e1510 = l_mut_75_;
                                            l_mut_421_ = _e1510;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1515 = l_mut_90_;
                                                uint l_573_ = (_e1515 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1520 = l_mut_90_;
                                                    uint l_575_ = (_e1520 << l_554_);
                                                    uint _e1522 = l_mut_75_;
                                                    uint l_576_ = (_e1522 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1526 = l_mut_90_;
                                                    uint l_578_ = (_e1526 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1529 = l_mut_441_;
                                            uint _e1530 = l_mut_428_;
                                            uint l_580_ = (_e1529 - _e1530);
                                            uint _e1532 = l_mut_440_;
                                            uint _e1533 = l_mut_421_;
                                            uint l_581_ = (_e1532 - _e1533);
                                            uint _e1535 = l_mut_441_;
                                            uint _e1536 = l_mut_428_;
                                            bool l_582_ = (_e1535 < _e1536);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1542 = l_mut_439_;
                                            l_mut_439_ = (_e1542 | l_585_);
                                        }
                                    }
                                }
                                uint _e1547 = l_mut_439_;
                                uint l_586_ = min(_e1547, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1549 = l_mut_440_;
                                uint _e1550 = l_mut_75_;
                                bool l_587_ = (_e1549 < _e1550);
                                uint _e1552 = l_mut_440_;
                                uint _e1553 = l_mut_75_;
                                bool l_588_ = (_e1552 == _e1553);
                                uint _e1555 = l_mut_441_;
                                uint _e1556 = l_mut_90_;
                                bool l_589_ = (_e1555 < _e1556);
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
                                uint _e1568 = l_mut_439_;
                                l_mut_444_ = _e1568;
                            }
                            uint _e1569 = l_mut_90_;
                            uint _e1570 = l_mut_444_;
                            uint l_593_ = (_e1569 * _e1570);
                            uint _e1572 = l_mut_90_;
                            uint64_t l_1050_ = uint64_t(_e1572);
                            uint _e1574 = l_mut_444_;
                            uint64_t l_1051_ = uint64_t(_e1574);
                            uint64_t l_1052_ = (l_1050_ * l_1051_);
                            uint64_t l_1053_ = (l_1052_ >> uint(32uL));
                            uint l_594_ = uint(l_1053_);
                            uint _e1583 = l_mut_75_;
                            uint _e1584 = l_mut_444_;
                            uint l_595_ = (_e1583 * _e1584);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1592 = l_mut_445_;
                            uint _e1593 = l_mut_75_;
                            bool l_602_ = (_e1592 < _e1593);
                            uint _e1595 = l_mut_445_;
                            uint _e1596 = l_mut_75_;
                            bool l_603_ = (_e1595 == _e1596);
                            uint _e1598 = l_mut_450_;
                            uint _e1599 = l_mut_90_;
                            bool l_604_ = (_e1598 < _e1599);
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
                                uint _e1611 = l_mut_450_;
                                uint _e1612 = l_mut_90_;
                                uint l_608_ = (_e1611 - _e1612);
                                uint _e1614 = l_mut_445_;
                                uint _e1615 = l_mut_75_;
                                uint l_609_ = (_e1614 - _e1615);
                                uint _e1617 = l_mut_450_;
                                uint _e1618 = l_mut_90_;
                                bool l_610_ = (_e1617 < _e1618);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1622 = l_mut_445_;
                        uint _e1623 = l_mut_388_;
                        bool l_613_ = (_e1622 < _e1623);
                        uint _e1625 = l_mut_445_;
                        uint _e1626 = l_mut_388_;
                        bool l_614_ = (_e1625 == _e1626);
                        uint _e1628 = l_mut_450_;
                        uint _e1629 = l_mut_394_;
                        bool l_615_ = (_e1628 < _e1629);
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
                            uint _e1640 = l_mut_450_;
                            l_mut_394_ = _e1640;
                            uint _e1641 = l_mut_445_;
                            l_mut_388_ = _e1641;
                        }
                    }
                }
                uint _e1642 = l_mut_388_;
                bool l_618_ = (_e1642 < l_344_);
                uint _e1644 = l_mut_388_;
                bool l_619_ = (_e1644 == l_344_);
                uint _e1646 = l_mut_394_;
                bool l_620_ = (_e1646 < l_340_);
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
            uint _e1661 = l_mut_40_;
            bool l_626_ = (_e1661 > 0u);
            if (l_626_) {
                uint _e1664 = l_mut_40_;
                bool l_627_ = (_e1664 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1669 = l_mut_357_;
            bool l_629_ = !(_e1669);
            if (l_629_) {
                break;
            }
            uint _e1671 = l_mut_145_;
            uint _e1672 = l_mut_269_;
            bool l_630_ = (_e1671 < _e1672);
            uint _e1674 = l_mut_145_;
            uint _e1675 = l_mut_269_;
            bool l_631_ = (_e1674 == _e1675);
            uint _e1677 = l_mut_151_;
            uint _e1678 = l_mut_275_;
            bool l_632_ = (_e1677 < _e1678);
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
                uint _e1689 = l_mut_102_;
                uint l_635_ = (l_4_ - _e1689);
                uint _e1691 = l_mut_96_;
                uint l_636_ = naga_div(l_635_, _e1691);
                l_mut_450_ = 0u;
                l_mut_637_ = false;
                l_mut_637_ = true;
                uint _e1696 = l_mut_275_;
                uint _e1697 = l_mut_269_;
                uint l_638_ = (_e1696 | _e1697);
                bool l_639_ = (l_638_ == 0u);
                if (l_639_) {
                    l_mut_450_ = l_636_;
                } else {
                    bool _e1701 = l_mut_637_;
                    if (_e1701) {
                        uint _e1702 = l_mut_269_;
                        uint _e1703 = l_mut_213_;
                        bool l_640_ = (_e1702 < _e1703);
                        uint _e1705 = l_mut_269_;
                        uint _e1706 = l_mut_213_;
                        bool l_641_ = (_e1705 == _e1706);
                        uint _e1708 = l_mut_275_;
                        uint _e1709 = l_mut_219_;
                        bool l_642_ = (_e1708 < _e1709);
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
                            uint _e1720 = l_mut_219_;
                            uint l_645_ = (_e1720 - 1u);
                            uint _e1723 = l_mut_213_;
                            uint l_646_ = (_e1723 - 0u);
                            uint _e1726 = l_mut_219_;
                            bool l_647_ = (_e1726 < 1u);
                            uint l_648_ = uint(l_647_);
                            uint l_649_ = (l_646_ - l_648_);
                            l_mut_445_ = l_645_;
                            l_mut_444_ = l_649_;
                            l_mut_441_ = 0u;
                            l_mut_650_ = 0u;
                            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                            bool loop_init_2 = true;
                            while(true) {
                                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                if (!loop_init_2) {
                                    uint _e1819 = l_mut_650_;
                                    l_mut_650_ = (_e1819 + 1u);
                                }
                                loop_init_2 = false;
                                uint _e1734 = l_mut_650_;
                                if ((_e1734 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1738 = l_mut_650_;
                                    uint l_651_ = (19u - _e1738);
                                    uint _e1740 = l_mut_445_;
                                    l_mut_440_ = _e1740;
                                    uint _e1741 = l_mut_444_;
                                    l_mut_439_ = _e1741;
                                    bool l_652_ = (l_651_ >= 32u);
                                    if (l_652_) {
                                        uint l_653_ = (l_651_ & 31u);
                                        uint _e1746 = l_mut_444_;
                                        uint l_654_ = (_e1746 >> l_653_);
                                        l_mut_440_ = l_654_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_655_ = (l_651_ > 0u);
                                        if (l_655_) {
                                            uint _e1751 = l_mut_445_;
                                            l_mut_428_ = _e1751;
                                            bool l_656_ = (l_651_ > 0u);
                                            if (l_656_) {
                                                uint _e1754 = l_mut_445_;
                                                uint l_657_ = (_e1754 >> l_651_);
                                                uint l_658_ = (32u - l_651_);
                                                uint _e1758 = l_mut_444_;
                                                uint l_659_ = (_e1758 << l_658_);
                                                uint l_660_ = (l_657_ | l_659_);
                                                l_mut_428_ = l_660_;
                                            }
                                            uint _e1761 = l_mut_444_;
                                            uint l_661_ = (_e1761 >> l_651_);
                                            uint _e1763 = l_mut_428_;
                                            l_mut_440_ = _e1763;
                                            l_mut_439_ = l_661_;
                                        }
                                    }
                                    uint _e1764 = l_mut_439_;
                                    uint _e1765 = l_mut_269_;
                                    bool l_662_ = (_e1764 < _e1765);
                                    uint _e1767 = l_mut_439_;
                                    uint _e1768 = l_mut_269_;
                                    bool l_663_ = (_e1767 == _e1768);
                                    uint _e1770 = l_mut_440_;
                                    uint _e1771 = l_mut_275_;
                                    bool l_664_ = (_e1770 < _e1771);
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
                                    if (l_667_) {
                                        uint _e1783 = l_mut_275_;
                                        l_mut_440_ = _e1783;
                                        uint _e1784 = l_mut_269_;
                                        l_mut_439_ = _e1784;
                                        bool l_668_ = (l_651_ >= 32u);
                                        if (l_668_) {
                                            uint l_669_ = (l_651_ & 31u);
                                            uint _e1789 = l_mut_275_;
                                            uint l_670_ = (_e1789 << l_669_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_670_;
                                        } else {
                                            bool l_671_ = (l_651_ > 0u);
                                            if (l_671_) {
                                                uint _e1794 = l_mut_275_;
                                                uint l_672_ = (_e1794 << l_651_);
                                                uint _e1796 = l_mut_269_;
                                                uint l_673_ = (_e1796 << l_651_);
                                                uint l_674_ = (32u - l_651_);
                                                uint _e1800 = l_mut_275_;
                                                uint l_675_ = (_e1800 >> l_674_);
                                                uint l_676_ = (l_673_ | l_675_);
                                                l_mut_440_ = l_672_;
                                                l_mut_439_ = l_676_;
                                            }
                                        }
                                        uint _e1803 = l_mut_445_;
                                        uint _e1804 = l_mut_440_;
                                        uint l_677_ = (_e1803 - _e1804);
                                        uint _e1806 = l_mut_444_;
                                        uint _e1807 = l_mut_439_;
                                        uint l_678_ = (_e1806 - _e1807);
                                        uint _e1809 = l_mut_445_;
                                        uint _e1810 = l_mut_440_;
                                        bool l_679_ = (_e1809 < _e1810);
                                        uint l_680_ = uint(l_679_);
                                        uint l_681_ = (l_678_ - l_680_);
                                        l_mut_445_ = l_677_;
                                        l_mut_444_ = l_681_;
                                        uint l_682_ = (1u << l_651_);
                                        uint _e1816 = l_mut_441_;
                                        l_mut_441_ = (_e1816 | l_682_);
                                    }
                                }
                            }
                            uint _e1821 = l_mut_441_;
                            uint l_683_ = min(_e1821, l_636_);
                            l_mut_441_ = l_683_;
                            uint _e1823 = l_mut_444_;
                            uint _e1824 = l_mut_269_;
                            bool l_684_ = (_e1823 < _e1824);
                            uint _e1826 = l_mut_444_;
                            uint _e1827 = l_mut_269_;
                            bool l_685_ = (_e1826 == _e1827);
                            uint _e1829 = l_mut_445_;
                            uint _e1830 = l_mut_275_;
                            bool l_686_ = (_e1829 < _e1830);
                            if (l_685_) {
                                local_46 = l_686_;
                            } else {
                                local_46 = false;
                            }
                            bool l_687_ = local_46;
                            if (!(l_684_)) {
                                local_47 = l_687_;
                            } else {
                                local_47 = true;
                            }
                            bool l_688_ = local_47;
                            bool l_689_ = !(l_688_);
                            if (l_689_) {
                                l_mut_441_ = l_636_;
                            }
                            uint _e1842 = l_mut_441_;
                            l_mut_450_ = _e1842;
                        }
                    } else {
                        uint _e1843 = l_mut_219_;
                        l_mut_445_ = _e1843;
                        uint _e1844 = l_mut_213_;
                        l_mut_444_ = _e1844;
                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                            uint _e1845 = l_mut_269_;
                            uint _e1846 = l_mut_444_;
                            bool l_690_ = (_e1845 < _e1846);
                            uint _e1848 = l_mut_269_;
                            uint _e1849 = l_mut_444_;
                            bool l_691_ = (_e1848 == _e1849);
                            uint _e1851 = l_mut_275_;
                            uint _e1852 = l_mut_445_;
                            bool l_692_ = (_e1851 < _e1852);
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
                            uint _e1863 = l_mut_450_;
                            uint _e1864 = l_mut_96_;
                            uint l_695_ = (_e1863 * _e1864);
                            uint _e1866 = l_mut_102_;
                            uint l_696_ = (_e1866 + l_695_);
                            uint _e1868 = l_mut_96_;
                            uint l_697_ = (l_696_ + _e1868);
                            bool l_698_ = (l_697_ < l_4_);
                            if (l_694_) {
                                local_50 = l_698_;
                            } else {
                                local_50 = false;
                            }
                            bool l_699_ = local_50;
                            bool l_700_ = !(l_699_);
                            if (l_700_) {
                                break;
                            }
                            uint _e1876 = l_mut_445_;
                            uint _e1877 = l_mut_275_;
                            uint l_701_ = (_e1876 - _e1877);
                            uint _e1879 = l_mut_444_;
                            uint _e1880 = l_mut_269_;
                            uint l_702_ = (_e1879 - _e1880);
                            uint _e1882 = l_mut_445_;
                            uint _e1883 = l_mut_275_;
                            bool l_703_ = (_e1882 < _e1883);
                            uint l_704_ = uint(l_703_);
                            uint l_705_ = (l_702_ - l_704_);
                            l_mut_445_ = l_701_;
                            l_mut_444_ = l_705_;
                            uint _e1887 = l_mut_450_;
                            l_mut_450_ = (_e1887 + 1u);
                        }
                    }
                }
                uint _e1890 = l_mut_450_;
                uint _e1891 = l_mut_96_;
                uint l_706_ = (_e1890 * _e1891);
                uint _e1893 = l_mut_102_;
                uint l_707_ = (_e1893 + l_706_);
                uint _e1895 = l_mut_96_;
                uint l_708_ = (l_707_ + _e1895);
                bool l_709_ = (l_708_ >= l_4_);
                if (l_709_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e1900 = l_mut_275_;
                    uint _e1901 = l_mut_450_;
                    uint l_710_ = (_e1900 * _e1901);
                    uint _e1903 = l_mut_275_;
                    uint64_t l_1055_ = uint64_t(_e1903);
                    uint _e1905 = l_mut_450_;
                    uint64_t l_1056_ = uint64_t(_e1905);
                    uint64_t l_1057_ = (l_1055_ * l_1056_);
                    uint64_t l_1058_ = (l_1057_ >> uint(32uL));
                    uint l_711_ = uint(l_1058_);
                    uint _e1914 = l_mut_269_;
                    uint _e1915 = l_mut_450_;
                    uint l_712_ = (_e1914 * _e1915);
                    uint l_713_ = (l_711_ + l_712_);
                    uint _e1918 = l_mut_219_;
                    uint l_714_ = (_e1918 - l_710_);
                    uint _e1920 = l_mut_213_;
                    uint l_715_ = (_e1920 - l_713_);
                    uint _e1922 = l_mut_219_;
                    bool l_716_ = (_e1922 < l_710_);
                    uint l_717_ = uint(l_716_);
                    uint l_718_ = (l_715_ - l_717_);
                    l_mut_219_ = l_714_;
                    l_mut_213_ = l_718_;
                    uint _e1926 = l_mut_450_;
                    uint _e1927 = l_mut_96_;
                    uint l_719_ = (_e1926 * _e1927);
                    uint _e1929 = l_mut_102_;
                    l_mut_102_ = (_e1929 + l_719_);
                    uint _e1931 = l_mut_275_;
                    uint _e1932 = l_mut_219_;
                    uint l_720_ = (_e1931 - _e1932);
                    uint _e1934 = l_mut_269_;
                    uint _e1935 = l_mut_213_;
                    uint l_721_ = (_e1934 - _e1935);
                    uint _e1937 = l_mut_275_;
                    uint _e1938 = l_mut_219_;
                    bool l_722_ = (_e1937 < _e1938);
                    uint l_723_ = uint(l_722_);
                    uint l_724_ = (l_721_ - l_723_);
                    l_mut_275_ = l_720_;
                    l_mut_269_ = l_724_;
                    uint _e1942 = l_mut_96_;
                    uint _e1943 = l_mut_102_;
                    l_mut_96_ = (_e1942 + _e1943);
                }
            } else {
                uint _e1945 = l_mut_151_;
                uint _e1946 = l_mut_275_;
                uint l_725_ = (_e1945 - _e1946);
                uint _e1948 = l_mut_145_;
                uint _e1949 = l_mut_269_;
                uint l_726_ = (_e1948 - _e1949);
                uint _e1951 = l_mut_151_;
                uint _e1952 = l_mut_275_;
                bool l_727_ = (_e1951 < _e1952);
                uint l_728_ = uint(l_727_);
                uint l_729_ = (l_726_ - l_728_);
                l_mut_151_ = l_725_;
                l_mut_145_ = l_729_;
                uint _e1956 = l_mut_145_;
                bool l_730_ = (_e1956 < l_344_);
                uint _e1958 = l_mut_145_;
                bool l_731_ = (_e1958 == l_344_);
                uint _e1960 = l_mut_151_;
                bool l_732_ = (_e1960 < l_340_);
                if (l_731_) {
                    local_51 = l_732_;
                } else {
                    local_51 = false;
                }
                bool l_733_ = local_51;
                if (!(l_730_)) {
                    local_52 = l_733_;
                } else {
                    local_52 = true;
                }
                bool l_734_ = local_52;
                if (l_734_) {
                    l_mut_357_ = false;
                } else {
                    uint _e1972 = l_mut_96_;
                    uint l_735_ = (l_4_ - _e1972);
                    uint _e1974 = l_mut_102_;
                    uint l_736_ = naga_div(l_735_, _e1974);
                    l_mut_450_ = 0u;
                    l_mut_637_ = false;
                    l_mut_637_ = true;
                    uint _e1979 = l_mut_219_;
                    uint _e1980 = l_mut_213_;
                    uint l_737_ = (_e1979 | _e1980);
                    bool l_738_ = (l_737_ == 0u);
                    if (l_738_) {
                        l_mut_450_ = l_736_;
                    } else {
                        bool _e1984 = l_mut_637_;
                        if (_e1984) {
                            uint _e1985 = l_mut_213_;
                            uint _e1986 = l_mut_269_;
                            bool l_739_ = (_e1985 < _e1986);
                            uint _e1988 = l_mut_213_;
                            uint _e1989 = l_mut_269_;
                            bool l_740_ = (_e1988 == _e1989);
                            uint _e1991 = l_mut_219_;
                            uint _e1992 = l_mut_275_;
                            bool l_741_ = (_e1991 < _e1992);
                            if (l_740_) {
                                local_53 = l_741_;
                            } else {
                                local_53 = false;
                            }
                            bool l_742_ = local_53;
                            if (!(l_739_)) {
                                local_54 = l_742_;
                            } else {
                                local_54 = true;
                            }
                            bool l_743_ = local_54;
                            if (l_743_) {
                                uint _e2003 = l_mut_275_;
                                uint l_744_ = (_e2003 - 1u);
                                uint _e2006 = l_mut_269_;
                                uint l_745_ = (_e2006 - 0u);
                                uint _e2009 = l_mut_275_;
                                bool l_746_ = (_e2009 < 1u);
                                uint l_747_ = uint(l_746_);
                                uint l_748_ = (l_745_ - l_747_);
                                l_mut_445_ = l_744_;
                                l_mut_444_ = l_748_;
                                l_mut_441_ = 0u;
                                l_mut_749_ = 0u;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2102 = l_mut_749_;
                                        l_mut_749_ = (_e2102 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2017 = l_mut_749_;
                                    if ((_e2017 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2021 = l_mut_749_;
                                        uint l_750_ = (19u - _e2021);
                                        uint _e2023 = l_mut_445_;
                                        l_mut_440_ = _e2023;
                                        uint _e2024 = l_mut_444_;
                                        l_mut_439_ = _e2024;
                                        bool l_751_ = (l_750_ >= 32u);
                                        if (l_751_) {
                                            uint l_752_ = (l_750_ & 31u);
                                            uint _e2029 = l_mut_444_;
                                            uint l_753_ = (_e2029 >> l_752_);
                                            l_mut_440_ = l_753_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_754_ = (l_750_ > 0u);
                                            if (l_754_) {
                                                uint _e2034 = l_mut_445_;
                                                l_mut_428_ = _e2034;
                                                bool l_755_ = (l_750_ > 0u);
                                                if (l_755_) {
                                                    uint _e2037 = l_mut_445_;
                                                    uint l_756_ = (_e2037 >> l_750_);
                                                    uint l_757_ = (32u - l_750_);
                                                    uint _e2041 = l_mut_444_;
                                                    uint l_758_ = (_e2041 << l_757_);
                                                    uint l_759_ = (l_756_ | l_758_);
                                                    l_mut_428_ = l_759_;
                                                }
                                                uint _e2044 = l_mut_444_;
                                                uint l_760_ = (_e2044 >> l_750_);
                                                uint _e2046 = l_mut_428_;
                                                l_mut_440_ = _e2046;
                                                l_mut_439_ = l_760_;
                                            }
                                        }
                                        uint _e2047 = l_mut_439_;
                                        uint _e2048 = l_mut_213_;
                                        bool l_761_ = (_e2047 < _e2048);
                                        uint _e2050 = l_mut_439_;
                                        uint _e2051 = l_mut_213_;
                                        bool l_762_ = (_e2050 == _e2051);
                                        uint _e2053 = l_mut_440_;
                                        uint _e2054 = l_mut_219_;
                                        bool l_763_ = (_e2053 < _e2054);
                                        if (l_762_) {
                                            local_55 = l_763_;
                                        } else {
                                            local_55 = false;
                                        }
                                        bool l_764_ = local_55;
                                        if (!(l_761_)) {
                                            local_56 = l_764_;
                                        } else {
                                            local_56 = true;
                                        }
                                        bool l_765_ = local_56;
                                        bool l_766_ = !(l_765_);
                                        if (l_766_) {
                                            uint _e2066 = l_mut_219_;
                                            l_mut_440_ = _e2066;
                                            uint _e2067 = l_mut_213_;
                                            l_mut_439_ = _e2067;
                                            bool l_767_ = (l_750_ >= 32u);
                                            if (l_767_) {
                                                uint l_768_ = (l_750_ & 31u);
                                                uint _e2072 = l_mut_219_;
                                                uint l_769_ = (_e2072 << l_768_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_769_;
                                            } else {
                                                bool l_770_ = (l_750_ > 0u);
                                                if (l_770_) {
                                                    uint _e2077 = l_mut_219_;
                                                    uint l_771_ = (_e2077 << l_750_);
                                                    uint _e2079 = l_mut_213_;
                                                    uint l_772_ = (_e2079 << l_750_);
                                                    uint l_773_ = (32u - l_750_);
                                                    uint _e2083 = l_mut_219_;
                                                    uint l_774_ = (_e2083 >> l_773_);
                                                    uint l_775_ = (l_772_ | l_774_);
                                                    l_mut_440_ = l_771_;
                                                    l_mut_439_ = l_775_;
                                                }
                                            }
                                            uint _e2086 = l_mut_445_;
                                            uint _e2087 = l_mut_440_;
                                            uint l_776_ = (_e2086 - _e2087);
                                            uint _e2089 = l_mut_444_;
                                            uint _e2090 = l_mut_439_;
                                            uint l_777_ = (_e2089 - _e2090);
                                            uint _e2092 = l_mut_445_;
                                            uint _e2093 = l_mut_440_;
                                            bool l_778_ = (_e2092 < _e2093);
                                            uint l_779_ = uint(l_778_);
                                            uint l_780_ = (l_777_ - l_779_);
                                            l_mut_445_ = l_776_;
                                            l_mut_444_ = l_780_;
                                            uint l_781_ = (1u << l_750_);
                                            uint _e2099 = l_mut_441_;
                                            l_mut_441_ = (_e2099 | l_781_);
                                        }
                                    }
                                }
                                uint _e2104 = l_mut_441_;
                                uint l_782_ = min(_e2104, l_736_);
                                l_mut_441_ = l_782_;
                                uint _e2106 = l_mut_444_;
                                uint _e2107 = l_mut_213_;
                                bool l_783_ = (_e2106 < _e2107);
                                uint _e2109 = l_mut_444_;
                                uint _e2110 = l_mut_213_;
                                bool l_784_ = (_e2109 == _e2110);
                                uint _e2112 = l_mut_445_;
                                uint _e2113 = l_mut_219_;
                                bool l_785_ = (_e2112 < _e2113);
                                if (l_784_) {
                                    local_57 = l_785_;
                                } else {
                                    local_57 = false;
                                }
                                bool l_786_ = local_57;
                                if (!(l_783_)) {
                                    local_58 = l_786_;
                                } else {
                                    local_58 = true;
                                }
                                bool l_787_ = local_58;
                                bool l_788_ = !(l_787_);
                                if (l_788_) {
                                    l_mut_441_ = l_736_;
                                }
                                uint _e2125 = l_mut_441_;
                                l_mut_450_ = _e2125;
                            }
                        } else {
                            uint _e2126 = l_mut_275_;
                            l_mut_445_ = _e2126;
                            uint _e2127 = l_mut_269_;
                            l_mut_444_ = _e2127;
                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                uint _e2128 = l_mut_213_;
                                uint _e2129 = l_mut_444_;
                                bool l_789_ = (_e2128 < _e2129);
                                uint _e2131 = l_mut_213_;
                                uint _e2132 = l_mut_444_;
                                bool l_790_ = (_e2131 == _e2132);
                                uint _e2134 = l_mut_219_;
                                uint _e2135 = l_mut_445_;
                                bool l_791_ = (_e2134 < _e2135);
                                if (l_790_) {
                                    local_59 = l_791_;
                                } else {
                                    local_59 = false;
                                }
                                bool l_792_ = local_59;
                                if (!(l_789_)) {
                                    local_60 = l_792_;
                                } else {
                                    local_60 = true;
                                }
                                bool l_793_ = local_60;
                                uint _e2146 = l_mut_450_;
                                uint _e2147 = l_mut_102_;
                                uint l_794_ = (_e2146 * _e2147);
                                uint _e2149 = l_mut_96_;
                                uint l_795_ = (_e2149 + l_794_);
                                uint _e2151 = l_mut_102_;
                                uint l_796_ = (l_795_ + _e2151);
                                bool l_797_ = (l_796_ < l_4_);
                                if (l_793_) {
                                    local_61 = l_797_;
                                } else {
                                    local_61 = false;
                                }
                                bool l_798_ = local_61;
                                bool l_799_ = !(l_798_);
                                if (l_799_) {
                                    break;
                                }
                                uint _e2159 = l_mut_445_;
                                uint _e2160 = l_mut_219_;
                                uint l_800_ = (_e2159 - _e2160);
                                uint _e2162 = l_mut_444_;
                                uint _e2163 = l_mut_213_;
                                uint l_801_ = (_e2162 - _e2163);
                                uint _e2165 = l_mut_445_;
                                uint _e2166 = l_mut_219_;
                                bool l_802_ = (_e2165 < _e2166);
                                uint l_803_ = uint(l_802_);
                                uint l_804_ = (l_801_ - l_803_);
                                l_mut_445_ = l_800_;
                                l_mut_444_ = l_804_;
                                uint _e2170 = l_mut_450_;
                                l_mut_450_ = (_e2170 + 1u);
                            }
                        }
                    }
                    uint _e2173 = l_mut_102_;
                    uint _e2174 = l_mut_96_;
                    uint l_805_ = (_e2173 + _e2174);
                    uint _e2176 = l_mut_450_;
                    uint _e2177 = l_mut_102_;
                    uint l_806_ = (_e2176 * _e2177);
                    uint l_807_ = (l_805_ + l_806_);
                    bool l_808_ = (l_807_ >= l_4_);
                    if (l_808_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2183 = l_mut_219_;
                        uint _e2184 = l_mut_450_;
                        uint l_809_ = (_e2183 * _e2184);
                        uint _e2186 = l_mut_219_;
                        uint64_t l_1060_ = uint64_t(_e2186);
                        uint _e2188 = l_mut_450_;
                        uint64_t l_1061_ = uint64_t(_e2188);
                        uint64_t l_1062_ = (l_1060_ * l_1061_);
                        uint64_t l_1063_ = (l_1062_ >> uint(32uL));
                        uint l_810_ = uint(l_1063_);
                        uint _e2197 = l_mut_213_;
                        uint _e2198 = l_mut_450_;
                        uint l_811_ = (_e2197 * _e2198);
                        uint l_812_ = (l_810_ + l_811_);
                        uint _e2201 = l_mut_275_;
                        uint l_813_ = (_e2201 - l_809_);
                        uint _e2203 = l_mut_269_;
                        uint l_814_ = (_e2203 - l_812_);
                        uint _e2205 = l_mut_275_;
                        bool l_815_ = (_e2205 < l_809_);
                        uint l_816_ = uint(l_815_);
                        uint l_817_ = (l_814_ - l_816_);
                        l_mut_275_ = l_813_;
                        l_mut_269_ = l_817_;
                        uint _e2209 = l_mut_450_;
                        uint _e2210 = l_mut_102_;
                        uint l_818_ = (_e2209 * _e2210);
                        uint _e2212 = l_mut_96_;
                        l_mut_96_ = (_e2212 + l_818_);
                        uint _e2214 = l_mut_219_;
                        uint _e2215 = l_mut_275_;
                        uint l_819_ = (_e2214 - _e2215);
                        uint _e2217 = l_mut_213_;
                        uint _e2218 = l_mut_269_;
                        uint l_820_ = (_e2217 - _e2218);
                        uint _e2220 = l_mut_219_;
                        uint _e2221 = l_mut_275_;
                        bool l_821_ = (_e2220 < _e2221);
                        uint l_822_ = uint(l_821_);
                        uint l_823_ = (l_820_ - l_822_);
                        l_mut_219_ = l_819_;
                        l_mut_213_ = l_823_;
                        uint _e2225 = l_mut_102_;
                        uint _e2226 = l_mut_96_;
                        l_mut_102_ = (_e2225 + _e2226);
                    }
                }
            }
        }
        bool _e2228 = l_mut_350_;
        bool l_824_ = !(_e2228);
        if (l_824_) {
            uint l_1065_ = asuint(info.Load(20+0));
            uint l_1066_ = (l_1065_ * 1u);
            uint l_1067_ = (l_1066_ - 1u);
            uint l_1068_ = min(0u, l_1067_);
            uint _e2243; buffer_5_global.InterlockedAdd(l_1068_*4, 1u, _e2243);
            uint l_827_ = asuint(info.Load(40+0));
            bool l_828_ = (_e2243 < l_827_);
            if (l_828_) {
                uint l_1070_ = asuint(info.Load(16+0));
                uint l_1071_ = (l_1070_ * 1u);
                bool l_1072_ = (_e2243 < l_1071_);
                if (l_1072_) {
                    buffer_4_global.Store(_e2243*4, asuint(id));
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
