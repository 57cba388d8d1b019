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
void all_phases(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    uint l_mut_102_ = (uint)0;
    uint l_mut_187_ = (uint)0;
    uint l_mut_188_ = (uint)0;
    uint l_mut_189_ = (uint)0;
    bool l_mut_190_ = (bool)0;
    bool l_mut_197_ = (bool)0;
    bool l_mut_200_ = (bool)0;
    uint l_mut_202_ = (uint)0;
    uint l_mut_203_ = (uint)0;
    bool l_mut_211_ = (bool)0;
    bool l_mut_222_ = (bool)0;
    uint l_mut_223_ = (uint)0;
    uint l_mut_228_ = (uint)0;
    uint l_mut_254_ = (uint)0;
    uint l_mut_255_ = (uint)0;
    uint l_mut_260_ = (uint)0;
    uint l_mut_40_ = (uint)0;
    uint l_mut_603_ = (uint)0;
    uint l_mut_604_ = (uint)0;
    uint l_mut_609_ = (uint)0;
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
    uint l_mut_252_ = (uint)0;
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    bool local_16 = (bool)0;
    bool local_17 = (bool)0;
    bool local_18 = (bool)0;
    bool local_19 = (bool)0;
    bool local_20 = (bool)0;
    uint l_mut_334_ = 0u;
    bool local_21 = (bool)0;
    bool local_22 = (bool)0;
    bool local_23 = (bool)0;
    bool local_24 = (bool)0;
    bool local_25 = (bool)0;
    bool local_26 = (bool)0;
    bool local_27 = (bool)0;
    bool local_28 = (bool)0;
    bool local_29 = (bool)0;
    bool local_30 = (bool)0;
    uint l_mut_601_ = (uint)0;
    bool local_31 = (bool)0;
    bool local_32 = (bool)0;
    bool local_33 = (bool)0;
    bool local_34 = (bool)0;
    bool local_35 = (bool)0;
    bool local_36 = (bool)0;
    bool local_37 = (bool)0;
    bool local_38 = (bool)0;
    uint l_mut_684_ = (uint)0;
    bool local_39 = (bool)0;
    bool local_40 = (bool)0;
    bool local_41 = (bool)0;
    bool local_42 = (bool)0;
    uint l_mut_761_ = 0u;
    uint l_mut_768_ = (uint)0;
    bool local_43 = (bool)0;
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_927_ = asuint(info.Load(20+0));
        uint l_928_ = (l_927_ * 1u);
        uint l_929_ = (l_928_ - 1u);
        uint l_930_ = min(3u, l_929_);
        uint _e63; buffer_5_global.InterlockedAdd(l_930_*4, 1u, _e63);
    }
    uint l_843_ = asuint(info.Load(12+0));
    uint l_844_ = (l_843_ * 1u);
    bool l_845_ = (0u < l_844_);
    uint l_846_ = (l_844_ - 1u);
    uint l_847_ = min(0u, l_846_);
    uint l_848_ = asuint(buffer_3_global.Load(l_847_*4));
    uint l_4_ = (l_845_ ? l_848_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_850_ = asuint(info.Load(12+0));
    uint l_851_ = (l_850_ * 1u);
    bool l_852_ = (l_6_ < l_851_);
    uint l_853_ = (l_851_ - 1u);
    uint l_854_ = min(l_6_, l_853_);
    uint l_855_ = asuint(buffer_3_global.Load(l_854_*4));
    uint l_7_ = (l_852_ ? l_855_ : 0u);
    uint l_857_ = asuint(info.Load(12+0));
    uint l_858_ = (l_857_ * 1u);
    bool l_859_ = (2u < l_858_);
    uint l_860_ = (l_858_ - 1u);
    uint l_861_ = min(2u, l_860_);
    uint l_862_ = asuint(buffer_3_global.Load(l_861_*4));
    uint l_9_ = (l_859_ ? l_862_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_864_ = asuint(info.Load(12+0));
    uint l_865_ = (l_864_ * 1u);
    bool l_866_ = (l_11_ < l_865_);
    uint l_867_ = (l_865_ - 1u);
    uint l_868_ = min(l_11_, l_867_);
    uint l_869_ = asuint(buffer_3_global.Load(l_868_*4));
    uint l_12_ = (l_866_ ? l_869_ : 0u);
    uint l_871_ = asuint(info.Load(12+0));
    uint l_872_ = (l_871_ * 1u);
    bool l_873_ = (4u < l_872_);
    uint l_874_ = (l_872_ - 1u);
    uint l_875_ = min(4u, l_874_);
    uint l_876_ = asuint(buffer_3_global.Load(l_875_*4));
    uint l_14_ = (l_873_ ? l_876_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_878_ = asuint(info.Load(12+0));
    uint l_879_ = (l_878_ * 1u);
    bool l_880_ = (l_16_ < l_879_);
    uint l_881_ = (l_879_ - 1u);
    uint l_882_ = min(l_16_, l_881_);
    uint l_883_ = asuint(buffer_3_global.Load(l_882_*4));
    uint l_17_ = (l_880_ ? l_883_ : 0u);
    uint l_885_ = asuint(info.Load(12+0));
    uint l_886_ = (l_885_ * 1u);
    bool l_887_ = (6u < l_886_);
    uint l_888_ = (l_886_ - 1u);
    uint l_889_ = min(6u, l_888_);
    uint l_890_ = asuint(buffer_3_global.Load(l_889_*4));
    uint l_19_ = (l_887_ ? l_890_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_892_ = asuint(info.Load(12+0));
    uint l_893_ = (l_892_ * 1u);
    bool l_894_ = (l_21_ < l_893_);
    uint l_895_ = (l_893_ - 1u);
    uint l_896_ = min(l_21_, l_895_);
    uint l_897_ = asuint(buffer_3_global.Load(l_896_*4));
    uint l_22_ = (l_894_ ? l_897_ : 0u);
    uint l_899_ = asuint(info.Load(12+0));
    uint l_900_ = (l_899_ * 1u);
    bool l_901_ = (8u < l_900_);
    uint l_902_ = (l_900_ - 1u);
    uint l_903_ = min(8u, l_902_);
    uint l_904_ = asuint(buffer_3_global.Load(l_903_*4));
    uint l_24_ = (l_901_ ? l_904_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_906_ = asuint(info.Load(12+0));
    uint l_907_ = (l_906_ * 1u);
    bool l_908_ = (l_26_ < l_907_);
    uint l_909_ = (l_907_ - 1u);
    uint l_910_ = min(l_26_, l_909_);
    uint l_911_ = asuint(buffer_3_global.Load(l_910_*4));
    uint l_27_ = (l_908_ ? l_911_ : 0u);
    uint l_913_ = asuint(info.Load(12+0));
    uint l_914_ = (l_913_ * 1u);
    bool l_915_ = (10u < l_914_);
    uint l_916_ = (l_914_ - 1u);
    uint l_917_ = min(10u, l_916_);
    uint l_918_ = asuint(buffer_3_global.Load(l_917_*4));
    uint l_29_ = (l_915_ ? l_918_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_920_ = asuint(info.Load(12+0));
    uint l_921_ = (l_920_ * 1u);
    bool l_922_ = (l_31_ < l_921_);
    uint l_923_ = (l_921_ - 1u);
    uint l_924_ = min(l_31_, l_923_);
    uint l_925_ = asuint(buffer_3_global.Load(l_924_*4));
    uint l_32_ = (l_922_ ? l_925_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_932_ = uint64_t(id);
    uint64_t l_933_ = uint64_t(l_4_);
    uint64_t l_934_ = (l_932_ * l_933_);
    uint64_t l_935_ = (l_934_ >> uint(32uL));
    uint l_37_ = uint(l_935_);
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
    uint _e321 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e321 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_937_ = asuint(info.Load(0+0));
        uint l_938_ = (l_937_ * 1u);
        bool l_939_ = (l_58_ < l_938_);
        uint l_940_ = (l_938_ - 1u);
        uint l_941_ = min(l_58_, l_940_);
        uint l_942_ = asuint(buffer_0_global.Load(l_941_*4));
        uint l_59_ = (l_939_ ? l_942_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_944_ = asuint(info.Load(0+0));
        uint l_945_ = (l_944_ * 1u);
        bool l_946_ = (l_61_ < l_945_);
        uint l_947_ = (l_945_ - 1u);
        uint l_948_ = min(l_61_, l_947_);
        uint l_949_ = asuint(buffer_0_global.Load(l_948_*4));
        uint l_62_ = (l_946_ ? l_949_ : 0u);
        uint l_63_ = (2u * id);
        uint l_951_ = asuint(info.Load(4+0));
        uint l_952_ = (l_951_ * 1u);
        bool l_953_ = (l_63_ < l_952_);
        uint l_954_ = (l_952_ - 1u);
        uint l_955_ = min(l_63_, l_954_);
        uint l_956_ = asuint(buffer_1_global.Load(l_955_*4));
        uint l_64_ = (l_953_ ? l_956_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_958_ = asuint(info.Load(4+0));
        uint l_959_ = (l_958_ * 1u);
        bool l_960_ = (l_66_ < l_959_);
        uint l_961_ = (l_959_ - 1u);
        uint l_962_ = min(l_66_, l_961_);
        uint l_963_ = asuint(buffer_1_global.Load(l_962_*4));
        uint l_67_ = (l_960_ ? l_963_ : 0u);
        uint l_68_ = (2u * id);
        uint l_965_ = asuint(info.Load(8+0));
        uint l_966_ = (l_965_ * 1u);
        bool l_967_ = (l_68_ < l_966_);
        uint l_968_ = (l_966_ - 1u);
        uint l_969_ = min(l_68_, l_968_);
        uint l_970_ = asuint(buffer_2_global.Load(l_969_*4));
        uint l_69_ = (l_967_ ? l_970_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_972_ = asuint(info.Load(8+0));
        uint l_973_ = (l_972_ * 1u);
        bool l_974_ = (l_71_ < l_973_);
        uint l_975_ = (l_973_ - 1u);
        uint l_976_ = min(l_71_, l_975_);
        uint l_977_ = asuint(buffer_2_global.Load(l_976_*4));
        uint l_72_ = (l_974_ ? l_977_ : 0u);
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
        uint _e445 = l_mut_40_;
        uint l_81_ = (_e445 * l_4_);
        uint _e447 = l_mut_75_;
        uint l_82_ = (_e447 * l_4_);
        uint _e449 = l_mut_40_;
        uint64_t l_979_ = uint64_t(_e449);
        uint64_t l_980_ = uint64_t(l_4_);
        uint64_t l_981_ = (l_979_ * l_980_);
        uint64_t l_982_ = (l_981_ >> uint(32uL));
        uint l_83_ = uint(l_982_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e460 = l_mut_75_;
        uint64_t l_984_ = uint64_t(_e460);
        uint64_t l_985_ = uint64_t(l_4_);
        uint64_t l_986_ = (l_984_ * l_985_);
        uint64_t l_987_ = (l_986_ >> uint(32uL));
        uint l_85_ = uint(l_987_);
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
        uint _e489 = l_mut_90_;
        l_mut_102_ = _e489;
        uint _e490 = l_mut_96_;
        l_mut_90_ = _e490;
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
                uint _e504 = l_mut_96_;
                l_mut_102_ = _e504;
                l_mut_90_ = l_110_;
            }
        }
        uint _e505 = l_mut_102_;
        l_mut_96_ = _e505;
        uint _e506 = l_mut_90_;
        l_mut_102_ = _e506;
        if (l_74_) {
            uint _e508 = l_mut_96_;
            uint l_111_ = (0u - _e508);
            uint _e511 = l_mut_102_;
            uint l_112_ = (0u - _e511);
            uint _e514 = l_mut_96_;
            bool l_113_ = (0u < _e514);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e518 = l_mut_96_;
        uint l_116_ = (l_59_ + _e518);
        uint _e520 = l_mut_102_;
        uint l_117_ = (l_62_ + _e520);
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
        uint _e540 = l_mut_102_;
        uint l_130_ = (_e540 * l_121_);
        uint _e542 = l_mut_96_;
        uint l_131_ = (_e542 * l_121_);
        uint _e544 = l_mut_102_;
        uint64_t l_989_ = uint64_t(_e544);
        uint64_t l_990_ = uint64_t(l_121_);
        uint64_t l_991_ = (l_989_ * l_990_);
        uint64_t l_992_ = (l_991_ >> uint(32uL));
        uint l_132_ = uint(l_992_);
        uint l_133_ = (l_132_ + l_131_);
        uint _e555 = l_mut_96_;
        uint64_t l_994_ = uint64_t(_e555);
        uint64_t l_995_ = uint64_t(l_121_);
        uint64_t l_996_ = (l_994_ * l_995_);
        uint64_t l_997_ = (l_996_ >> uint(32uL));
        uint l_134_ = uint(l_997_);
        bool l_135_ = (l_133_ < l_131_);
        uint l_136_ = uint(l_135_);
        uint l_137_ = (l_134_ + l_136_);
        uint l_138_ = naga_mod(l_122_, 32u);
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
        uint _e584 = l_mut_90_;
        l_mut_40_ = _e584;
        uint _e585 = l_mut_75_;
        l_mut_90_ = _e585;
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
                uint _e599 = l_mut_75_;
                l_mut_40_ = _e599;
                l_mut_90_ = l_156_;
            }
        }
        uint _e600 = l_mut_40_;
        l_mut_102_ = _e600;
        uint _e601 = l_mut_90_;
        l_mut_96_ = _e601;
        if (l_124_) {
            uint _e603 = l_mut_102_;
            uint l_157_ = (0u - _e603);
            uint _e606 = l_mut_96_;
            uint l_158_ = (0u - _e606);
            uint _e609 = l_mut_102_;
            bool l_159_ = (0u < _e609);
            uint l_160_ = uint(l_159_);
            uint l_161_ = (l_158_ - l_160_);
            l_mut_102_ = l_157_;
            l_mut_96_ = l_161_;
        }
        uint _e613 = l_mut_102_;
        uint l_162_ = (l_64_ - _e613);
        uint _e615 = l_mut_96_;
        uint l_163_ = (l_67_ - _e615);
        uint _e617 = l_mut_102_;
        bool l_164_ = (l_64_ < _e617);
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
        uint _e650 = l_mut_187_;
        bool l_191_ = (_e650 < l_181_);
        uint _e652 = l_mut_187_;
        bool l_192_ = (_e652 == l_181_);
        uint _e654 = l_mut_40_;
        bool l_193_ = (_e654 < l_177_);
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
            bool _e669 = l_mut_197_;
            l_mut_190_ = _e669;
            l_mut_197_ = false;
        }
        l_mut_200_ = false;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            bool _e672 = l_mut_197_;
            bool l_201_ = !(_e672);
            if (l_201_) {
                break;
            }
            uint _e674 = l_mut_102_;
            l_mut_202_ = _e674;
            uint _e675 = l_mut_96_;
            l_mut_203_ = _e675;
            bool _e676 = l_mut_200_;
            if (_e676) {
                uint _e677 = l_mut_90_;
                l_mut_202_ = _e677;
                uint _e678 = l_mut_75_;
                l_mut_203_ = _e678;
            }
            uint _e679 = l_mut_187_;
            uint _e680 = l_mut_203_;
            bool l_204_ = (_e679 < _e680);
            uint _e682 = l_mut_187_;
            uint _e683 = l_mut_203_;
            bool l_205_ = (_e682 == _e683);
            uint _e685 = l_mut_40_;
            uint _e686 = l_mut_202_;
            bool l_206_ = (_e685 < _e686);
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
            bool _e698 = l_mut_200_;
            bool l_210_ = (l_209_ != _e698);
            if (l_210_) {
                uint _e700 = l_mut_102_;
                l_mut_203_ = _e700;
                uint _e701 = l_mut_96_;
                l_mut_202_ = _e701;
                uint _e702 = l_mut_90_;
                l_mut_102_ = _e702;
                uint _e703 = l_mut_75_;
                l_mut_96_ = _e703;
                uint _e704 = l_mut_203_;
                l_mut_90_ = _e704;
                uint _e705 = l_mut_202_;
                l_mut_75_ = _e705;
                uint _e706 = l_mut_188_;
                l_mut_203_ = _e706;
                uint _e707 = l_mut_189_;
                l_mut_188_ = _e707;
                uint _e708 = l_mut_203_;
                l_mut_189_ = _e708;
                l_mut_200_ = l_209_;
            }
            l_mut_211_ = true;
            bool _e710 = l_mut_200_;
            if (_e710) {
                uint _e711 = l_mut_40_;
                uint _e712 = l_mut_90_;
                uint l_212_ = (_e711 - _e712);
                uint _e714 = l_mut_187_;
                uint _e715 = l_mut_75_;
                uint l_213_ = (_e714 - _e715);
                uint _e717 = l_mut_40_;
                uint _e718 = l_mut_90_;
                bool l_214_ = (_e717 < _e718);
                uint l_215_ = uint(l_214_);
                uint l_216_ = (l_213_ - l_215_);
                l_mut_40_ = l_212_;
                l_mut_187_ = l_216_;
                uint _e722 = l_mut_187_;
                bool l_217_ = (_e722 < l_181_);
                uint _e724 = l_mut_187_;
                bool l_218_ = (_e724 == l_181_);
                uint _e726 = l_mut_40_;
                bool l_219_ = (_e726 < l_177_);
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
            bool _e739 = l_mut_211_;
            if (_e739) {
                l_mut_203_ = 0u;
                l_mut_222_ = false;
                uint _e742 = l_mut_90_;
                l_mut_202_ = _e742;
                uint _e743 = l_mut_75_;
                l_mut_223_ = _e743;
                if (false) {
                    uint _e746 = l_mut_75_;
                    uint l_226_ = (_e746 >> 3u);
                    l_mut_202_ = l_226_;
                    l_mut_223_ = 0u;
                } else {
                    if (true) {
                        uint _e750 = l_mut_90_;
                        l_mut_228_ = _e750;
                        if (true) {
                            uint _e752 = l_mut_90_;
                            uint l_230_ = (_e752 >> 3u);
                            uint _e755 = l_mut_75_;
                            uint l_231_ = (_e755 << 29u);
                            uint l_232_ = (l_230_ | l_231_);
                            l_mut_228_ = l_232_;
                        }
                        uint _e759 = l_mut_75_;
                        uint l_233_ = (_e759 >> 3u);
                        uint _e762 = l_mut_228_;
                        l_mut_202_ = _e762;
                        l_mut_223_ = l_233_;
                    }
                }
                uint _e763 = l_mut_223_;
                uint _e764 = l_mut_96_;
                bool l_234_ = (_e763 < _e764);
                uint _e766 = l_mut_223_;
                uint _e767 = l_mut_96_;
                bool l_235_ = (_e766 == _e767);
                uint _e769 = l_mut_202_;
                uint _e770 = l_mut_102_;
                bool l_236_ = (_e769 < _e770);
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
                uint _e782 = l_mut_102_;
                uint _e783 = l_mut_96_;
                uint l_240_ = (_e782 | _e783);
                bool l_241_ = (l_240_ == 0u);
                if (l_241_) {
                    l_mut_203_ = l_4_;
                } else {
                    bool _e787 = l_mut_222_;
                    if (_e787) {
                        uint _e788 = l_mut_96_;
                        uint _e789 = l_mut_75_;
                        bool l_242_ = (_e788 < _e789);
                        uint _e791 = l_mut_96_;
                        uint _e792 = l_mut_75_;
                        bool l_243_ = (_e791 == _e792);
                        uint _e794 = l_mut_102_;
                        uint _e795 = l_mut_90_;
                        bool l_244_ = (_e794 < _e795);
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
                            uint _e806 = l_mut_90_;
                            uint l_247_ = (_e806 - 1u);
                            uint _e809 = l_mut_75_;
                            uint l_248_ = (_e809 - 0u);
                            uint _e812 = l_mut_90_;
                            bool l_249_ = (_e812 < 1u);
                            uint l_250_ = uint(l_249_);
                            uint l_251_ = (l_248_ - l_250_);
                            l_mut_228_ = l_247_;
                            l_mut_223_ = l_251_;
                            l_mut_202_ = 0u;
                            l_mut_252_ = 0u;
                            uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                            bool loop_init = true;
                            while(true) {
                                if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                if (!loop_init) {
                                    uint _e905 = l_mut_252_;
                                    l_mut_252_ = (_e905 + 1u);
                                }
                                loop_init = false;
                                uint _e820 = l_mut_252_;
                                if ((_e820 < 16u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e824 = l_mut_252_;
                                    uint l_253_ = (15u - _e824);
                                    uint _e826 = l_mut_228_;
                                    l_mut_254_ = _e826;
                                    uint _e827 = l_mut_223_;
                                    l_mut_255_ = _e827;
                                    bool l_256_ = (l_253_ >= 32u);
                                    if (l_256_) {
                                        uint l_257_ = (l_253_ & 31u);
                                        uint _e832 = l_mut_223_;
                                        uint l_258_ = (_e832 >> l_257_);
                                        l_mut_254_ = l_258_;
                                        l_mut_255_ = 0u;
                                    } else {
                                        bool l_259_ = (l_253_ > 0u);
                                        if (l_259_) {
                                            uint _e837 = l_mut_228_;
                                            l_mut_260_ = _e837;
                                            bool l_261_ = (l_253_ > 0u);
                                            if (l_261_) {
                                                uint _e840 = l_mut_228_;
                                                uint l_262_ = (_e840 >> l_253_);
                                                uint l_263_ = (32u - l_253_);
                                                uint _e844 = l_mut_223_;
                                                uint l_264_ = (_e844 << l_263_);
                                                uint l_265_ = (l_262_ | l_264_);
                                                l_mut_260_ = l_265_;
                                            }
                                            uint _e847 = l_mut_223_;
                                            uint l_266_ = (_e847 >> l_253_);
                                            uint _e849 = l_mut_260_;
                                            l_mut_254_ = _e849;
                                            l_mut_255_ = l_266_;
                                        }
                                    }
                                    uint _e850 = l_mut_255_;
                                    uint _e851 = l_mut_96_;
                                    bool l_267_ = (_e850 < _e851);
                                    uint _e853 = l_mut_255_;
                                    uint _e854 = l_mut_96_;
                                    bool l_268_ = (_e853 == _e854);
                                    uint _e856 = l_mut_254_;
                                    uint _e857 = l_mut_102_;
                                    bool l_269_ = (_e856 < _e857);
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
                                        uint _e869 = l_mut_102_;
                                        l_mut_260_ = _e869;
                                        uint _e870 = l_mut_96_;
                                        l_mut_255_ = _e870;
                                        bool l_273_ = (l_253_ >= 32u);
                                        if (l_273_) {
                                            uint l_274_ = (l_253_ & 31u);
                                            uint _e875 = l_mut_102_;
                                            uint l_275_ = (_e875 << l_274_);
                                            l_mut_260_ = 0u;
                                            l_mut_255_ = l_275_;
                                        } else {
                                            bool l_276_ = (l_253_ > 0u);
                                            if (l_276_) {
                                                uint _e880 = l_mut_102_;
                                                uint l_277_ = (_e880 << l_253_);
                                                uint _e882 = l_mut_96_;
                                                uint l_278_ = (_e882 << l_253_);
                                                uint l_279_ = (32u - l_253_);
                                                uint _e886 = l_mut_102_;
                                                uint l_280_ = (_e886 >> l_279_);
                                                uint l_281_ = (l_278_ | l_280_);
                                                l_mut_260_ = l_277_;
                                                l_mut_255_ = l_281_;
                                            }
                                        }
                                        uint _e889 = l_mut_228_;
                                        uint _e890 = l_mut_260_;
                                        uint l_282_ = (_e889 - _e890);
                                        uint _e892 = l_mut_223_;
                                        uint _e893 = l_mut_255_;
                                        uint l_283_ = (_e892 - _e893);
                                        uint _e895 = l_mut_228_;
                                        uint _e896 = l_mut_260_;
                                        bool l_284_ = (_e895 < _e896);
                                        uint l_285_ = uint(l_284_);
                                        uint l_286_ = (l_283_ - l_285_);
                                        l_mut_228_ = l_282_;
                                        l_mut_223_ = l_286_;
                                        uint l_287_ = (1u << l_253_);
                                        uint _e902 = l_mut_202_;
                                        l_mut_202_ = (_e902 | l_287_);
                                    }
                                }
                            }
                            uint _e907 = l_mut_202_;
                            uint l_288_ = min(_e907, l_4_);
                            l_mut_260_ = l_288_;
                            uint _e909 = l_mut_223_;
                            uint _e910 = l_mut_96_;
                            bool l_289_ = (_e909 < _e910);
                            uint _e912 = l_mut_223_;
                            uint _e913 = l_mut_96_;
                            bool l_290_ = (_e912 == _e913);
                            uint _e915 = l_mut_228_;
                            uint _e916 = l_mut_102_;
                            bool l_291_ = (_e915 < _e916);
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
                            uint _e928 = l_mut_260_;
                            l_mut_203_ = _e928;
                        }
                    } else {
                        uint _e929 = l_mut_90_;
                        l_mut_260_ = _e929;
                        uint _e930 = l_mut_75_;
                        l_mut_255_ = _e930;
                        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
                            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
                            uint _e931 = l_mut_96_;
                            uint _e932 = l_mut_255_;
                            bool l_295_ = (_e931 < _e932);
                            uint _e934 = l_mut_96_;
                            uint _e935 = l_mut_255_;
                            bool l_296_ = (_e934 == _e935);
                            uint _e937 = l_mut_102_;
                            uint _e938 = l_mut_260_;
                            bool l_297_ = (_e937 < _e938);
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
                            uint _e949 = l_mut_203_;
                            uint _e950 = l_mut_189_;
                            uint l_300_ = (_e949 * _e950);
                            uint _e952 = l_mut_188_;
                            uint l_301_ = (_e952 + l_300_);
                            uint _e954 = l_mut_189_;
                            uint l_302_ = (l_301_ + _e954);
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
                            uint _e962 = l_mut_260_;
                            uint _e963 = l_mut_102_;
                            uint l_306_ = (_e962 - _e963);
                            uint _e965 = l_mut_255_;
                            uint _e966 = l_mut_96_;
                            uint l_307_ = (_e965 - _e966);
                            uint _e968 = l_mut_260_;
                            uint _e969 = l_mut_102_;
                            bool l_308_ = (_e968 < _e969);
                            uint l_309_ = uint(l_308_);
                            uint l_310_ = (l_307_ - l_309_);
                            l_mut_260_ = l_306_;
                            l_mut_255_ = l_310_;
                            uint _e973 = l_mut_203_;
                            l_mut_203_ = (_e973 + 1u);
                        }
                    }
                }
                uint _e976 = l_mut_203_;
                uint _e977 = l_mut_189_;
                uint l_311_ = (_e976 * _e977);
                uint _e979 = l_mut_188_;
                uint l_312_ = (_e979 + l_311_);
                uint _e981 = l_mut_189_;
                uint l_313_ = (l_312_ + _e981);
                bool l_314_ = (l_313_ >= l_4_);
                if (l_314_) {
                    l_mut_190_ = true;
                    l_mut_197_ = false;
                } else {
                    uint _e986 = l_mut_102_;
                    uint _e987 = l_mut_203_;
                    uint l_315_ = (_e986 * _e987);
                    uint _e989 = l_mut_102_;
                    uint64_t l_999_ = uint64_t(_e989);
                    uint _e991 = l_mut_203_;
                    uint64_t l_1000_ = uint64_t(_e991);
                    uint64_t l_1001_ = (l_999_ * l_1000_);
                    uint64_t l_1002_ = (l_1001_ >> uint(32uL));
                    uint l_316_ = uint(l_1002_);
                    uint _e1000 = l_mut_96_;
                    uint _e1001 = l_mut_203_;
                    uint l_317_ = (_e1000 * _e1001);
                    uint l_318_ = (l_316_ + l_317_);
                    uint _e1004 = l_mut_90_;
                    uint l_319_ = (_e1004 - l_315_);
                    uint _e1006 = l_mut_75_;
                    uint l_320_ = (_e1006 - l_318_);
                    uint _e1008 = l_mut_90_;
                    bool l_321_ = (_e1008 < l_315_);
                    uint l_322_ = uint(l_321_);
                    uint l_323_ = (l_320_ - l_322_);
                    l_mut_90_ = l_319_;
                    l_mut_75_ = l_323_;
                    uint _e1012 = l_mut_203_;
                    uint _e1013 = l_mut_189_;
                    uint l_324_ = (_e1012 * _e1013);
                    uint _e1015 = l_mut_188_;
                    l_mut_188_ = (_e1015 + l_324_);
                    uint _e1017 = l_mut_102_;
                    uint _e1018 = l_mut_90_;
                    uint l_325_ = (_e1017 - _e1018);
                    uint _e1020 = l_mut_96_;
                    uint _e1021 = l_mut_75_;
                    uint l_326_ = (_e1020 - _e1021);
                    uint _e1023 = l_mut_102_;
                    uint _e1024 = l_mut_90_;
                    bool l_327_ = (_e1023 < _e1024);
                    uint l_328_ = uint(l_327_);
                    uint l_329_ = (l_326_ - l_328_);
                    l_mut_102_ = l_325_;
                    l_mut_96_ = l_329_;
                    uint _e1028 = l_mut_189_;
                    uint _e1029 = l_mut_188_;
                    l_mut_189_ = (_e1028 + _e1029);
                }
            }
        }
        bool _e1031 = l_mut_190_;
        bool l_330_ = !(_e1031);
        if (l_330_) {
            uint l_1004_ = asuint(info.Load(20+0));
            uint l_1005_ = (l_1004_ * 1u);
            uint l_1006_ = (l_1005_ - 1u);
            uint l_1007_ = min(0u, l_1006_);
            uint _e1046; buffer_5_global.InterlockedAdd(l_1007_*4, 1u, _e1046);
            uint l_333_ = naga_div(l_4_, 8u);
            l_mut_260_ = 0u;
            l_mut_255_ = 0u;
            l_mut_254_ = 0u;
            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
            bool loop_init_1 = true;
            while(true) {
                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                if (!loop_init_1) {
                    uint _e2048 = l_mut_334_;
                    l_mut_334_ = (_e2048 + 1u);
                }
                loop_init_1 = false;
                uint _e1054 = l_mut_334_;
                if ((_e1054 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e1057 = l_mut_334_;
                    uint l_335_ = (_e1057 * l_333_);
                    bool l_336_ = (l_335_ < l_56_);
                    uint l_337_ = naga_div(l_4_, 8u);
                    uint _e1062 = l_mut_334_;
                    uint l_338_ = (_e1062 * l_337_);
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
                    uint _e1077 = l_mut_228_;
                    uint l_347_ = (_e1077 * l_339_);
                    uint _e1079 = l_mut_223_;
                    uint l_348_ = (_e1079 * l_339_);
                    uint _e1081 = l_mut_228_;
                    uint64_t l_1009_ = uint64_t(_e1081);
                    uint64_t l_1010_ = uint64_t(l_339_);
                    uint64_t l_1011_ = (l_1009_ * l_1010_);
                    uint64_t l_1012_ = (l_1011_ >> uint(32uL));
                    uint l_349_ = uint(l_1012_);
                    uint l_350_ = (l_349_ + l_348_);
                    uint _e1092 = l_mut_223_;
                    uint64_t l_1014_ = uint64_t(_e1092);
                    uint64_t l_1015_ = uint64_t(l_339_);
                    uint64_t l_1016_ = (l_1014_ * l_1015_);
                    uint64_t l_1017_ = (l_1016_ >> uint(32uL));
                    uint l_351_ = uint(l_1017_);
                    bool l_352_ = (l_350_ < l_348_);
                    uint l_353_ = uint(l_352_);
                    uint l_354_ = (l_351_ + l_353_);
                    uint l_355_ = naga_mod(l_9_, 32u);
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
                    uint _e1121 = l_mut_203_;
                    l_mut_189_ = _e1121;
                    uint _e1122 = l_mut_202_;
                    l_mut_203_ = _e1122;
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
                            uint _e1136 = l_mut_202_;
                            l_mut_189_ = _e1136;
                            l_mut_203_ = l_373_;
                        }
                    }
                    uint _e1137 = l_mut_189_;
                    l_mut_228_ = _e1137;
                    uint _e1138 = l_mut_203_;
                    l_mut_223_ = _e1138;
                    if (l_341_) {
                        uint _e1140 = l_mut_228_;
                        uint l_374_ = (0u - _e1140);
                        uint _e1143 = l_mut_223_;
                        uint l_375_ = (0u - _e1143);
                        uint _e1146 = l_mut_228_;
                        bool l_376_ = (0u < _e1146);
                        uint l_377_ = uint(l_376_);
                        uint l_378_ = (l_375_ - l_377_);
                        l_mut_228_ = l_374_;
                        l_mut_223_ = l_378_;
                    }
                    uint _e1150 = l_mut_228_;
                    uint l_379_ = (l_59_ + _e1150);
                    uint _e1152 = l_mut_223_;
                    uint l_380_ = (l_62_ + _e1152);
                    bool l_381_ = (l_379_ < l_59_);
                    uint l_382_ = uint(l_381_);
                    uint l_383_ = (l_380_ + l_382_);
                    uint l_384_ = (l_59_ * l_338_);
                    uint64_t l_1019_ = uint64_t(l_59_);
                    uint64_t l_1020_ = uint64_t(l_338_);
                    uint64_t l_1021_ = (l_1019_ * l_1020_);
                    uint64_t l_1022_ = (l_1021_ >> uint(32uL));
                    uint l_385_ = uint(l_1022_);
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
                    uint _e1187 = l_mut_228_;
                    uint l_401_ = (_e1187 * l_393_);
                    uint _e1189 = l_mut_223_;
                    uint l_402_ = (_e1189 * l_393_);
                    uint _e1191 = l_mut_228_;
                    uint64_t l_1024_ = uint64_t(_e1191);
                    uint64_t l_1025_ = uint64_t(l_393_);
                    uint64_t l_1026_ = (l_1024_ * l_1025_);
                    uint64_t l_1027_ = (l_1026_ >> uint(32uL));
                    uint l_403_ = uint(l_1027_);
                    uint l_404_ = (l_403_ + l_402_);
                    uint _e1202 = l_mut_223_;
                    uint64_t l_1029_ = uint64_t(_e1202);
                    uint64_t l_1030_ = uint64_t(l_393_);
                    uint64_t l_1031_ = (l_1029_ * l_1030_);
                    uint64_t l_1032_ = (l_1031_ >> uint(32uL));
                    uint l_405_ = uint(l_1032_);
                    bool l_406_ = (l_404_ < l_402_);
                    uint l_407_ = uint(l_406_);
                    uint l_408_ = (l_405_ + l_407_);
                    uint l_409_ = naga_mod(l_9_, 32u);
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
                    uint _e1231 = l_mut_203_;
                    l_mut_189_ = _e1231;
                    uint _e1232 = l_mut_202_;
                    l_mut_203_ = _e1232;
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
                            uint _e1246 = l_mut_202_;
                            l_mut_189_ = _e1246;
                            l_mut_203_ = l_427_;
                        }
                    }
                    uint _e1247 = l_mut_189_;
                    l_mut_228_ = _e1247;
                    uint _e1248 = l_mut_203_;
                    l_mut_223_ = _e1248;
                    if (l_395_) {
                        uint _e1250 = l_mut_228_;
                        uint l_428_ = (0u - _e1250);
                        uint _e1253 = l_mut_223_;
                        uint l_429_ = (0u - _e1253);
                        uint _e1256 = l_mut_228_;
                        bool l_430_ = (0u < _e1256);
                        uint l_431_ = uint(l_430_);
                        uint l_432_ = (l_429_ - l_431_);
                        l_mut_228_ = l_428_;
                        l_mut_223_ = l_432_;
                    }
                    uint _e1260 = l_mut_228_;
                    uint l_433_ = (l_388_ + _e1260);
                    uint _e1262 = l_mut_223_;
                    uint l_434_ = (l_392_ + _e1262);
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
                    uint _e1279 = l_mut_228_;
                    uint l_445_ = (_e1279 * l_337_);
                    uint _e1281 = l_mut_223_;
                    uint l_446_ = (_e1281 * l_337_);
                    uint _e1283 = l_mut_228_;
                    uint64_t l_1034_ = uint64_t(_e1283);
                    uint64_t l_1035_ = uint64_t(l_337_);
                    uint64_t l_1036_ = (l_1034_ * l_1035_);
                    uint64_t l_1037_ = (l_1036_ >> uint(32uL));
                    uint l_447_ = uint(l_1037_);
                    uint l_448_ = (l_447_ + l_446_);
                    uint _e1294 = l_mut_223_;
                    uint64_t l_1039_ = uint64_t(_e1294);
                    uint64_t l_1040_ = uint64_t(l_337_);
                    uint64_t l_1041_ = (l_1039_ * l_1040_);
                    uint64_t l_1042_ = (l_1041_ >> uint(32uL));
                    uint l_449_ = uint(l_1042_);
                    bool l_450_ = (l_448_ < l_446_);
                    uint l_451_ = uint(l_450_);
                    uint l_452_ = (l_449_ + l_451_);
                    uint l_453_ = naga_mod(l_9_, 32u);
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
                    uint _e1323 = l_mut_203_;
                    l_mut_189_ = _e1323;
                    uint _e1324 = l_mut_202_;
                    l_mut_203_ = _e1324;
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
                            uint _e1338 = l_mut_202_;
                            l_mut_189_ = _e1338;
                            l_mut_203_ = l_471_;
                        }
                    }
                    uint _e1339 = l_mut_189_;
                    l_mut_228_ = _e1339;
                    uint _e1340 = l_mut_203_;
                    l_mut_223_ = _e1340;
                    if (l_439_) {
                        uint _e1342 = l_mut_228_;
                        uint l_472_ = (0u - _e1342);
                        uint _e1345 = l_mut_223_;
                        uint l_473_ = (0u - _e1345);
                        uint _e1348 = l_mut_228_;
                        bool l_474_ = (0u < _e1348);
                        uint l_475_ = uint(l_474_);
                        uint l_476_ = (l_473_ - l_475_);
                        l_mut_228_ = l_472_;
                        l_mut_223_ = l_476_;
                    }
                    uint _e1352 = l_mut_228_;
                    uint l_477_ = (l_379_ + _e1352);
                    uint _e1354 = l_mut_223_;
                    uint l_478_ = (l_383_ + _e1354);
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
                    uint _e1374 = l_mut_228_;
                    uint l_491_ = (_e1374 * l_482_);
                    uint _e1376 = l_mut_223_;
                    uint l_492_ = (_e1376 * l_482_);
                    uint _e1378 = l_mut_228_;
                    uint64_t l_1044_ = uint64_t(_e1378);
                    uint64_t l_1045_ = uint64_t(l_482_);
                    uint64_t l_1046_ = (l_1044_ * l_1045_);
                    uint64_t l_1047_ = (l_1046_ >> uint(32uL));
                    uint l_493_ = uint(l_1047_);
                    uint l_494_ = (l_493_ + l_492_);
                    uint _e1389 = l_mut_223_;
                    uint64_t l_1049_ = uint64_t(_e1389);
                    uint64_t l_1050_ = uint64_t(l_482_);
                    uint64_t l_1051_ = (l_1049_ * l_1050_);
                    uint64_t l_1052_ = (l_1051_ >> uint(32uL));
                    uint l_495_ = uint(l_1052_);
                    bool l_496_ = (l_494_ < l_492_);
                    uint l_497_ = uint(l_496_);
                    uint l_498_ = (l_495_ + l_497_);
                    uint l_499_ = naga_mod(l_483_, 32u);
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
                    uint _e1418 = l_mut_203_;
                    l_mut_189_ = _e1418;
                    uint _e1419 = l_mut_202_;
                    l_mut_203_ = _e1419;
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
                            uint _e1433 = l_mut_202_;
                            l_mut_189_ = _e1433;
                            l_mut_203_ = l_517_;
                        }
                    }
                    uint _e1434 = l_mut_189_;
                    l_mut_228_ = _e1434;
                    uint _e1435 = l_mut_203_;
                    l_mut_223_ = _e1435;
                    if (l_485_) {
                        uint _e1437 = l_mut_228_;
                        uint l_518_ = (0u - _e1437);
                        uint _e1440 = l_mut_223_;
                        uint l_519_ = (0u - _e1440);
                        uint _e1443 = l_mut_228_;
                        bool l_520_ = (0u < _e1443);
                        uint l_521_ = uint(l_520_);
                        uint l_522_ = (l_519_ - l_521_);
                        l_mut_228_ = l_518_;
                        l_mut_223_ = l_522_;
                    }
                    uint _e1447 = l_mut_228_;
                    uint l_523_ = (l_433_ - _e1447);
                    uint _e1449 = l_mut_223_;
                    uint l_524_ = (l_437_ - _e1449);
                    uint _e1451 = l_mut_228_;
                    bool l_525_ = (l_433_ < _e1451);
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
                    uint _e1484 = l_mut_188_;
                    bool l_548_ = (_e1484 < l_542_);
                    uint _e1486 = l_mut_188_;
                    bool l_549_ = (_e1486 == l_542_);
                    uint _e1488 = l_mut_189_;
                    bool l_550_ = (_e1488 < l_538_);
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
                        bool _e1503 = l_mut_211_;
                        l_mut_222_ = _e1503;
                        l_mut_211_ = false;
                    }
                    l_mut_200_ = false;
                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                        bool _e1506 = l_mut_211_;
                        bool l_556_ = !(_e1506);
                        if (l_556_) {
                            break;
                        }
                        uint _e1508 = l_mut_228_;
                        l_mut_96_ = _e1508;
                        uint _e1509 = l_mut_223_;
                        l_mut_90_ = _e1509;
                        bool _e1510 = l_mut_200_;
                        if (_e1510) {
                            uint _e1511 = l_mut_203_;
                            l_mut_96_ = _e1511;
                            uint _e1512 = l_mut_202_;
                            l_mut_90_ = _e1512;
                        }
                        uint _e1513 = l_mut_188_;
                        uint _e1514 = l_mut_90_;
                        bool l_557_ = (_e1513 < _e1514);
                        uint _e1516 = l_mut_188_;
                        uint _e1517 = l_mut_90_;
                        bool l_558_ = (_e1516 == _e1517);
                        uint _e1519 = l_mut_189_;
                        uint _e1520 = l_mut_96_;
                        bool l_559_ = (_e1519 < _e1520);
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
                        bool _e1532 = l_mut_200_;
                        bool l_563_ = (l_562_ != _e1532);
                        if (l_563_) {
                            uint _e1534 = l_mut_228_;
                            l_mut_96_ = _e1534;
                            uint _e1535 = l_mut_223_;
                            l_mut_90_ = _e1535;
                            uint _e1536 = l_mut_203_;
                            l_mut_228_ = _e1536;
                            uint _e1537 = l_mut_202_;
                            l_mut_223_ = _e1537;
                            uint _e1538 = l_mut_96_;
                            l_mut_203_ = _e1538;
                            uint _e1539 = l_mut_90_;
                            l_mut_202_ = _e1539;
                            uint _e1540 = l_mut_187_;
                            l_mut_96_ = _e1540;
                            uint _e1541 = l_mut_102_;
                            l_mut_187_ = _e1541;
                            uint _e1542 = l_mut_96_;
                            l_mut_102_ = _e1542;
                            l_mut_200_ = l_562_;
                        }
                        l_mut_197_ = true;
                        bool _e1544 = l_mut_200_;
                        if (_e1544) {
                            uint _e1545 = l_mut_189_;
                            uint _e1546 = l_mut_203_;
                            uint l_564_ = (_e1545 - _e1546);
                            uint _e1548 = l_mut_188_;
                            uint _e1549 = l_mut_202_;
                            uint l_565_ = (_e1548 - _e1549);
                            uint _e1551 = l_mut_189_;
                            uint _e1552 = l_mut_203_;
                            bool l_566_ = (_e1551 < _e1552);
                            uint l_567_ = uint(l_566_);
                            uint l_568_ = (l_565_ - l_567_);
                            l_mut_189_ = l_564_;
                            l_mut_188_ = l_568_;
                            uint _e1556 = l_mut_188_;
                            bool l_569_ = (_e1556 < l_542_);
                            uint _e1558 = l_mut_188_;
                            bool l_570_ = (_e1558 == l_542_);
                            uint _e1560 = l_mut_189_;
                            bool l_571_ = (_e1560 < l_538_);
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
                        bool _e1573 = l_mut_197_;
                        if (_e1573) {
                            l_mut_96_ = 0u;
                            l_mut_190_ = false;
                            uint _e1576 = l_mut_203_;
                            l_mut_90_ = _e1576;
                            uint _e1577 = l_mut_202_;
                            l_mut_75_ = _e1577;
                            if (false) {
                                uint _e1580 = l_mut_202_;
                                uint l_576_ = (_e1580 >> 3u);
                                l_mut_90_ = l_576_;
                                l_mut_75_ = 0u;
                            } else {
                                if (true) {
                                    uint _e1584 = l_mut_203_;
                                    l_mut_40_ = _e1584;
                                    if (true) {
                                        uint _e1586 = l_mut_203_;
                                        uint l_579_ = (_e1586 >> 3u);
                                        uint _e1589 = l_mut_202_;
                                        uint l_580_ = (_e1589 << 29u);
                                        uint l_581_ = (l_579_ | l_580_);
                                        l_mut_40_ = l_581_;
                                    }
                                    uint _e1593 = l_mut_202_;
                                    uint l_582_ = (_e1593 >> 3u);
                                    uint _e1596 = l_mut_40_;
                                    l_mut_90_ = _e1596;
                                    l_mut_75_ = l_582_;
                                }
                            }
                            uint _e1597 = l_mut_75_;
                            uint _e1598 = l_mut_223_;
                            bool l_583_ = (_e1597 < _e1598);
                            uint _e1600 = l_mut_75_;
                            uint _e1601 = l_mut_223_;
                            bool l_584_ = (_e1600 == _e1601);
                            uint _e1603 = l_mut_90_;
                            uint _e1604 = l_mut_228_;
                            bool l_585_ = (_e1603 < _e1604);
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
                            uint _e1616 = l_mut_228_;
                            uint _e1617 = l_mut_223_;
                            uint l_589_ = (_e1616 | _e1617);
                            bool l_590_ = (l_589_ == 0u);
                            if (l_590_) {
                                l_mut_96_ = l_337_;
                            } else {
                                bool _e1621 = l_mut_190_;
                                if (_e1621) {
                                    uint _e1622 = l_mut_223_;
                                    uint _e1623 = l_mut_202_;
                                    bool l_591_ = (_e1622 < _e1623);
                                    uint _e1625 = l_mut_223_;
                                    uint _e1626 = l_mut_202_;
                                    bool l_592_ = (_e1625 == _e1626);
                                    uint _e1628 = l_mut_228_;
                                    uint _e1629 = l_mut_203_;
                                    bool l_593_ = (_e1628 < _e1629);
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
                                        uint _e1640 = l_mut_203_;
                                        uint l_596_ = (_e1640 - 1u);
                                        uint _e1643 = l_mut_202_;
                                        uint l_597_ = (_e1643 - 0u);
                                        uint _e1646 = l_mut_203_;
                                        bool l_598_ = (_e1646 < 1u);
                                        uint l_599_ = uint(l_598_);
                                        uint l_600_ = (l_597_ - l_599_);
                                        l_mut_90_ = l_596_;
                                        l_mut_75_ = l_600_;
                                        l_mut_40_ = 0u;
                                        l_mut_601_ = 0u;
                                        uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_2 = true;
                                        while(true) {
                                            if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                            loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                            if (!loop_init_2) {
                                                uint _e1739 = l_mut_601_;
                                                l_mut_601_ = (_e1739 + 1u);
                                            }
                                            loop_init_2 = false;
                                            uint _e1654 = l_mut_601_;
                                            if ((_e1654 < 16u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e1658 = l_mut_601_;
                                                uint l_602_ = (15u - _e1658);
                                                uint _e1660 = l_mut_90_;
                                                l_mut_603_ = _e1660;
                                                uint _e1661 = l_mut_75_;
                                                l_mut_604_ = _e1661;
                                                bool l_605_ = (l_602_ >= 32u);
                                                if (l_605_) {
                                                    uint l_606_ = (l_602_ & 31u);
                                                    uint _e1666 = l_mut_75_;
                                                    uint l_607_ = (_e1666 >> l_606_);
                                                    l_mut_603_ = l_607_;
                                                    l_mut_604_ = 0u;
                                                } else {
                                                    bool l_608_ = (l_602_ > 0u);
                                                    if (l_608_) {
                                                        uint _e1671 = l_mut_90_;
                                                        l_mut_609_ = _e1671;
                                                        bool l_610_ = (l_602_ > 0u);
                                                        if (l_610_) {
                                                            uint _e1674 = l_mut_90_;
                                                            uint l_611_ = (_e1674 >> l_602_);
                                                            uint l_612_ = (32u - l_602_);
                                                            uint _e1678 = l_mut_75_;
                                                            uint l_613_ = (_e1678 << l_612_);
                                                            uint l_614_ = (l_611_ | l_613_);
                                                            l_mut_609_ = l_614_;
                                                        }
                                                        uint _e1681 = l_mut_75_;
                                                        uint l_615_ = (_e1681 >> l_602_);
                                                        uint _e1683 = l_mut_609_;
                                                        l_mut_603_ = _e1683;
                                                        l_mut_604_ = l_615_;
                                                    }
                                                }
                                                uint _e1684 = l_mut_604_;
                                                uint _e1685 = l_mut_223_;
                                                bool l_616_ = (_e1684 < _e1685);
                                                uint _e1687 = l_mut_604_;
                                                uint _e1688 = l_mut_223_;
                                                bool l_617_ = (_e1687 == _e1688);
                                                uint _e1690 = l_mut_603_;
                                                uint _e1691 = l_mut_228_;
                                                bool l_618_ = (_e1690 < _e1691);
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
                                                    uint _e1703 = l_mut_228_;
                                                    l_mut_609_ = _e1703;
                                                    uint _e1704 = l_mut_223_;
                                                    l_mut_604_ = _e1704;
                                                    bool l_622_ = (l_602_ >= 32u);
                                                    if (l_622_) {
                                                        uint l_623_ = (l_602_ & 31u);
                                                        uint _e1709 = l_mut_228_;
                                                        uint l_624_ = (_e1709 << l_623_);
                                                        l_mut_609_ = 0u;
                                                        l_mut_604_ = l_624_;
                                                    } else {
                                                        bool l_625_ = (l_602_ > 0u);
                                                        if (l_625_) {
                                                            uint _e1714 = l_mut_228_;
                                                            uint l_626_ = (_e1714 << l_602_);
                                                            uint _e1716 = l_mut_223_;
                                                            uint l_627_ = (_e1716 << l_602_);
                                                            uint l_628_ = (32u - l_602_);
                                                            uint _e1720 = l_mut_228_;
                                                            uint l_629_ = (_e1720 >> l_628_);
                                                            uint l_630_ = (l_627_ | l_629_);
                                                            l_mut_609_ = l_626_;
                                                            l_mut_604_ = l_630_;
                                                        }
                                                    }
                                                    uint _e1723 = l_mut_90_;
                                                    uint _e1724 = l_mut_609_;
                                                    uint l_631_ = (_e1723 - _e1724);
                                                    uint _e1726 = l_mut_75_;
                                                    uint _e1727 = l_mut_604_;
                                                    uint l_632_ = (_e1726 - _e1727);
                                                    uint _e1729 = l_mut_90_;
                                                    uint _e1730 = l_mut_609_;
                                                    bool l_633_ = (_e1729 < _e1730);
                                                    uint l_634_ = uint(l_633_);
                                                    uint l_635_ = (l_632_ - l_634_);
                                                    l_mut_90_ = l_631_;
                                                    l_mut_75_ = l_635_;
                                                    uint l_636_ = (1u << l_602_);
                                                    uint _e1736 = l_mut_40_;
                                                    l_mut_40_ = (_e1736 | l_636_);
                                                }
                                            }
                                        }
                                        uint _e1741 = l_mut_40_;
                                        uint l_637_ = min(_e1741, l_337_);
                                        l_mut_609_ = l_637_;
                                        uint _e1743 = l_mut_75_;
                                        uint _e1744 = l_mut_223_;
                                        bool l_638_ = (_e1743 < _e1744);
                                        uint _e1746 = l_mut_75_;
                                        uint _e1747 = l_mut_223_;
                                        bool l_639_ = (_e1746 == _e1747);
                                        uint _e1749 = l_mut_90_;
                                        uint _e1750 = l_mut_228_;
                                        bool l_640_ = (_e1749 < _e1750);
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
                                        uint _e1762 = l_mut_609_;
                                        l_mut_96_ = _e1762;
                                    }
                                } else {
                                    uint _e1763 = l_mut_203_;
                                    l_mut_609_ = _e1763;
                                    uint _e1764 = l_mut_202_;
                                    l_mut_604_ = _e1764;
                                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                        uint _e1765 = l_mut_223_;
                                        uint _e1766 = l_mut_604_;
                                        bool l_644_ = (_e1765 < _e1766);
                                        uint _e1768 = l_mut_223_;
                                        uint _e1769 = l_mut_604_;
                                        bool l_645_ = (_e1768 == _e1769);
                                        uint _e1771 = l_mut_228_;
                                        uint _e1772 = l_mut_609_;
                                        bool l_646_ = (_e1771 < _e1772);
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
                                        uint _e1783 = l_mut_96_;
                                        uint _e1784 = l_mut_102_;
                                        uint l_649_ = (_e1783 * _e1784);
                                        uint _e1786 = l_mut_187_;
                                        uint l_650_ = (_e1786 + l_649_);
                                        uint _e1788 = l_mut_102_;
                                        uint l_651_ = (l_650_ + _e1788);
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
                                        uint _e1796 = l_mut_609_;
                                        uint _e1797 = l_mut_228_;
                                        uint l_655_ = (_e1796 - _e1797);
                                        uint _e1799 = l_mut_604_;
                                        uint _e1800 = l_mut_223_;
                                        uint l_656_ = (_e1799 - _e1800);
                                        uint _e1802 = l_mut_609_;
                                        uint _e1803 = l_mut_228_;
                                        bool l_657_ = (_e1802 < _e1803);
                                        uint l_658_ = uint(l_657_);
                                        uint l_659_ = (l_656_ - l_658_);
                                        l_mut_609_ = l_655_;
                                        l_mut_604_ = l_659_;
                                        uint _e1807 = l_mut_96_;
                                        l_mut_96_ = (_e1807 + 1u);
                                    }
                                }
                            }
                            uint _e1810 = l_mut_96_;
                            uint _e1811 = l_mut_102_;
                            uint l_660_ = (_e1810 * _e1811);
                            uint _e1813 = l_mut_187_;
                            uint l_661_ = (_e1813 + l_660_);
                            uint _e1815 = l_mut_102_;
                            uint l_662_ = (l_661_ + _e1815);
                            bool l_663_ = (l_662_ >= l_337_);
                            if (l_663_) {
                                l_mut_222_ = true;
                                l_mut_211_ = false;
                            } else {
                                uint _e1820 = l_mut_228_;
                                uint _e1821 = l_mut_96_;
                                uint l_664_ = (_e1820 * _e1821);
                                uint _e1823 = l_mut_228_;
                                uint64_t l_1054_ = uint64_t(_e1823);
                                uint _e1825 = l_mut_96_;
                                uint64_t l_1055_ = uint64_t(_e1825);
                                uint64_t l_1056_ = (l_1054_ * l_1055_);
                                uint64_t l_1057_ = (l_1056_ >> uint(32uL));
                                uint l_665_ = uint(l_1057_);
                                uint _e1834 = l_mut_223_;
                                uint _e1835 = l_mut_96_;
                                uint l_666_ = (_e1834 * _e1835);
                                uint l_667_ = (l_665_ + l_666_);
                                uint _e1838 = l_mut_203_;
                                uint l_668_ = (_e1838 - l_664_);
                                uint _e1840 = l_mut_202_;
                                uint l_669_ = (_e1840 - l_667_);
                                uint _e1842 = l_mut_203_;
                                bool l_670_ = (_e1842 < l_664_);
                                uint l_671_ = uint(l_670_);
                                uint l_672_ = (l_669_ - l_671_);
                                l_mut_203_ = l_668_;
                                l_mut_202_ = l_672_;
                                uint _e1846 = l_mut_96_;
                                uint _e1847 = l_mut_102_;
                                uint l_673_ = (_e1846 * _e1847);
                                uint _e1849 = l_mut_187_;
                                l_mut_187_ = (_e1849 + l_673_);
                                uint _e1851 = l_mut_228_;
                                uint _e1852 = l_mut_203_;
                                uint l_674_ = (_e1851 - _e1852);
                                uint _e1854 = l_mut_223_;
                                uint _e1855 = l_mut_202_;
                                uint l_675_ = (_e1854 - _e1855);
                                uint _e1857 = l_mut_228_;
                                uint _e1858 = l_mut_203_;
                                bool l_676_ = (_e1857 < _e1858);
                                uint l_677_ = uint(l_676_);
                                uint l_678_ = (l_675_ - l_677_);
                                l_mut_228_ = l_674_;
                                l_mut_223_ = l_678_;
                                uint _e1862 = l_mut_102_;
                                uint _e1863 = l_mut_187_;
                                l_mut_102_ = (_e1862 + _e1863);
                            }
                        }
                    }
                    bool _e1865 = l_mut_222_;
                    bool l_679_ = !(_e1865);
                    if (l_336_) {
                        local_38 = l_679_;
                    } else {
                        local_38 = false;
                    }
                    bool l_680_ = local_38;
                    if (l_680_) {
                        uint _e1872 = l_mut_334_;
                        uint l_681_ = (1u << _e1872);
                        uint _e1874 = l_mut_260_;
                        l_mut_260_ = (_e1874 | l_681_);
                        uint _e1876 = l_mut_255_;
                        l_mut_255_ = (_e1876 + 1u);
                        uint l_682_ = (l_335_ + l_333_);
                        uint l_683_ = min(l_682_, l_56_);
                        l_mut_609_ = 0u;
                        l_mut_684_ = l_335_;
                        uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                        bool loop_init_3 = true;
                        while(true) {
                            if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                            loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                            if (!loop_init_3) {
                                uint _e2042 = l_mut_684_;
                                l_mut_684_ = (_e2042 + 1u);
                            }
                            loop_init_3 = false;
                            uint _e1883 = l_mut_684_;
                            if ((_e1883 < l_683_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e1885 = l_mut_684_;
                                uint l_685_ = (l_59_ * _e1885);
                                uint64_t l_1059_ = uint64_t(l_59_);
                                uint _e1888 = l_mut_684_;
                                uint64_t l_1060_ = uint64_t(_e1888);
                                uint64_t l_1061_ = (l_1059_ * l_1060_);
                                uint64_t l_1062_ = (l_1061_ >> uint(32uL));
                                uint l_686_ = uint(l_1062_);
                                uint _e1897 = l_mut_684_;
                                uint l_687_ = (l_62_ * _e1897);
                                uint l_688_ = (l_686_ + l_687_);
                                uint l_689_ = (l_64_ + l_685_);
                                uint l_690_ = (l_67_ + l_688_);
                                bool l_691_ = (l_689_ < l_64_);
                                uint l_692_ = uint(l_691_);
                                uint l_693_ = (l_690_ + l_692_);
                                uint _e1905 = l_mut_684_;
                                uint _e1906 = l_mut_684_;
                                uint l_694_ = (_e1905 * _e1906);
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
                                uint _e1920 = l_mut_604_;
                                uint l_702_ = (_e1920 * l_694_);
                                uint _e1922 = l_mut_603_;
                                uint l_703_ = (_e1922 * l_694_);
                                uint _e1924 = l_mut_604_;
                                uint64_t l_1064_ = uint64_t(_e1924);
                                uint64_t l_1065_ = uint64_t(l_694_);
                                uint64_t l_1066_ = (l_1064_ * l_1065_);
                                uint64_t l_1067_ = (l_1066_ >> uint(32uL));
                                uint l_704_ = uint(l_1067_);
                                uint l_705_ = (l_704_ + l_703_);
                                uint _e1935 = l_mut_603_;
                                uint64_t l_1069_ = uint64_t(_e1935);
                                uint64_t l_1070_ = uint64_t(l_694_);
                                uint64_t l_1071_ = (l_1069_ * l_1070_);
                                uint64_t l_1072_ = (l_1071_ >> uint(32uL));
                                uint l_706_ = uint(l_1072_);
                                bool l_707_ = (l_705_ < l_703_);
                                uint l_708_ = uint(l_707_);
                                uint l_709_ = (l_706_ + l_708_);
                                uint l_710_ = naga_mod(l_9_, 32u);
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
                                uint _e1964 = l_mut_228_;
                                l_mut_203_ = _e1964;
                                uint _e1965 = l_mut_223_;
                                l_mut_228_ = _e1965;
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
                                        uint _e1979 = l_mut_223_;
                                        l_mut_203_ = _e1979;
                                        l_mut_228_ = l_728_;
                                    }
                                }
                                uint _e1980 = l_mut_203_;
                                l_mut_604_ = _e1980;
                                uint _e1981 = l_mut_228_;
                                l_mut_603_ = _e1981;
                                if (l_696_) {
                                    uint _e1983 = l_mut_604_;
                                    uint l_729_ = (0u - _e1983);
                                    uint _e1986 = l_mut_603_;
                                    uint l_730_ = (0u - _e1986);
                                    uint _e1989 = l_mut_604_;
                                    bool l_731_ = (0u < _e1989);
                                    uint l_732_ = uint(l_731_);
                                    uint l_733_ = (l_730_ - l_732_);
                                    l_mut_604_ = l_729_;
                                    l_mut_603_ = l_733_;
                                }
                                uint _e1993 = l_mut_604_;
                                uint l_734_ = (l_689_ + _e1993);
                                uint _e1995 = l_mut_603_;
                                uint l_735_ = (l_693_ + _e1995);
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
                                uint _e2008 = l_mut_603_;
                                bool l_744_ = (l_738_ < _e2008);
                                uint _e2010 = l_mut_603_;
                                bool l_745_ = (l_738_ == _e2010);
                                uint _e2012 = l_mut_604_;
                                bool l_746_ = (l_734_ < _e2012);
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
                                uint _e2023 = l_mut_603_;
                                bool l_749_ = (_e2023 < l_27_);
                                uint _e2025 = l_mut_603_;
                                bool l_750_ = (_e2025 == l_27_);
                                uint _e2027 = l_mut_604_;
                                bool l_751_ = (_e2027 < l_24_);
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
                                uint _e2039 = l_mut_609_;
                                l_mut_609_ = (_e2039 + l_754_);
                            }
                        }
                        uint _e2044 = l_mut_254_;
                        uint _e2045 = l_mut_609_;
                        l_mut_254_ = (_e2044 + _e2045);
                    }
                }
            }
            uint _e2050 = l_mut_255_;
            bool l_755_ = (_e2050 > 0u);
            if (l_755_) {
                uint l_1074_ = asuint(info.Load(20+0));
                uint l_1075_ = (l_1074_ * 1u);
                uint l_1076_ = (l_1075_ - 1u);
                uint l_1077_ = min(1u, l_1076_);
                uint _e2065 = l_mut_255_;
                uint _e2066; buffer_5_global.InterlockedAdd(l_1077_*4, _e2065, _e2066);
            }
            uint _e2067 = l_mut_254_;
            bool l_758_ = (_e2067 > 0u);
            if (l_758_) {
                uint l_1079_ = asuint(info.Load(20+0));
                uint l_1080_ = (l_1079_ * 1u);
                uint l_1081_ = (l_1080_ - 1u);
                uint l_1082_ = min(2u, l_1081_);
                uint _e2082 = l_mut_254_;
                uint _e2083; buffer_5_global.InterlockedAdd(l_1082_*4, _e2082, _e2083);
                l_mut_609_ = _e2083;
                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                bool loop_init_4 = true;
                while(true) {
                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                    if (!loop_init_4) {
                        uint _e2296 = l_mut_761_;
                        l_mut_761_ = (_e2296 + 1u);
                    }
                    loop_init_4 = false;
                    uint _e2086 = l_mut_761_;
                    if ((_e2086 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e2089 = l_mut_260_;
                        uint _e2090 = l_mut_761_;
                        uint l_762_ = (_e2089 >> _e2090);
                        uint l_763_ = (l_762_ & 1u);
                        bool l_764_ = (l_763_ == 1u);
                        if (l_764_) {
                            uint _e2096 = l_mut_761_;
                            uint l_765_ = (_e2096 * l_333_);
                            uint l_766_ = (l_765_ + l_333_);
                            uint l_767_ = min(l_766_, l_56_);
                            uint _e2100 = l_mut_609_;
                            l_mut_604_ = _e2100;
                            l_mut_768_ = l_765_;
                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                            bool loop_init_5 = true;
                            while(true) {
                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                if (!loop_init_5) {
                                    uint _e2292 = l_mut_768_;
                                    l_mut_768_ = (_e2292 + 1u);
                                }
                                loop_init_5 = false;
                                uint _e2102 = l_mut_768_;
                                if ((_e2102 < l_767_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e2104 = l_mut_768_;
                                    uint l_769_ = (l_59_ * _e2104);
                                    uint64_t l_1084_ = uint64_t(l_59_);
                                    uint _e2107 = l_mut_768_;
                                    uint64_t l_1085_ = uint64_t(_e2107);
                                    uint64_t l_1086_ = (l_1084_ * l_1085_);
                                    uint64_t l_1087_ = (l_1086_ >> uint(32uL));
                                    uint l_770_ = uint(l_1087_);
                                    uint _e2116 = l_mut_768_;
                                    uint l_771_ = (l_62_ * _e2116);
                                    uint l_772_ = (l_770_ + l_771_);
                                    uint l_773_ = (l_64_ + l_769_);
                                    uint l_774_ = (l_67_ + l_772_);
                                    bool l_775_ = (l_773_ < l_64_);
                                    uint l_776_ = uint(l_775_);
                                    uint l_777_ = (l_774_ + l_776_);
                                    uint _e2124 = l_mut_768_;
                                    uint _e2125 = l_mut_768_;
                                    uint l_778_ = (_e2124 * _e2125);
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
                                    uint _e2139 = l_mut_603_;
                                    uint l_786_ = (_e2139 * l_778_);
                                    uint _e2141 = l_mut_255_;
                                    uint l_787_ = (_e2141 * l_778_);
                                    uint _e2143 = l_mut_603_;
                                    uint64_t l_1089_ = uint64_t(_e2143);
                                    uint64_t l_1090_ = uint64_t(l_778_);
                                    uint64_t l_1091_ = (l_1089_ * l_1090_);
                                    uint64_t l_1092_ = (l_1091_ >> uint(32uL));
                                    uint l_788_ = uint(l_1092_);
                                    uint l_789_ = (l_788_ + l_787_);
                                    uint _e2154 = l_mut_255_;
                                    uint64_t l_1094_ = uint64_t(_e2154);
                                    uint64_t l_1095_ = uint64_t(l_778_);
                                    uint64_t l_1096_ = (l_1094_ * l_1095_);
                                    uint64_t l_1097_ = (l_1096_ >> uint(32uL));
                                    uint l_790_ = uint(l_1097_);
                                    bool l_791_ = (l_789_ < l_787_);
                                    uint l_792_ = uint(l_791_);
                                    uint l_793_ = (l_790_ + l_792_);
                                    uint l_794_ = naga_mod(l_9_, 32u);
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
                                    uint _e2183 = l_mut_254_;
                                    l_mut_223_ = _e2183;
                                    uint _e2184 = l_mut_228_;
                                    l_mut_254_ = _e2184;
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
                                            uint _e2198 = l_mut_228_;
                                            l_mut_223_ = _e2198;
                                            l_mut_254_ = l_812_;
                                        }
                                    }
                                    uint _e2199 = l_mut_223_;
                                    l_mut_603_ = _e2199;
                                    uint _e2200 = l_mut_254_;
                                    l_mut_255_ = _e2200;
                                    if (l_780_) {
                                        uint _e2202 = l_mut_603_;
                                        uint l_813_ = (0u - _e2202);
                                        uint _e2205 = l_mut_255_;
                                        uint l_814_ = (0u - _e2205);
                                        uint _e2208 = l_mut_603_;
                                        bool l_815_ = (0u < _e2208);
                                        uint l_816_ = uint(l_815_);
                                        uint l_817_ = (l_814_ - l_816_);
                                        l_mut_603_ = l_813_;
                                        l_mut_255_ = l_817_;
                                    }
                                    uint _e2212 = l_mut_603_;
                                    uint l_818_ = (l_773_ + _e2212);
                                    uint _e2214 = l_mut_255_;
                                    uint l_819_ = (l_777_ + _e2214);
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
                                    uint _e2227 = l_mut_255_;
                                    bool l_828_ = (l_822_ < _e2227);
                                    uint _e2229 = l_mut_255_;
                                    bool l_829_ = (l_822_ == _e2229);
                                    uint _e2231 = l_mut_603_;
                                    bool l_830_ = (l_818_ < _e2231);
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
                                    uint _e2242 = l_mut_255_;
                                    bool l_833_ = (_e2242 < l_27_);
                                    uint _e2244 = l_mut_255_;
                                    bool l_834_ = (_e2244 == l_27_);
                                    uint _e2246 = l_mut_603_;
                                    bool l_835_ = (_e2246 < l_24_);
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
                                        uint _e2257 = l_mut_604_;
                                        uint l_838_ = (_e2257 * 2u);
                                        uint l_839_ = (l_838_ + 1u);
                                        uint l_840_ = asuint(info.Load(40+0));
                                        bool l_841_ = (l_839_ < l_840_);
                                        if (l_841_) {
                                            uint l_1099_ = asuint(info.Load(16+0));
                                            uint l_1100_ = (l_1099_ * 1u);
                                            bool l_1101_ = (l_838_ < l_1100_);
                                            if (l_1101_) {
                                                buffer_4_global.Store(l_838_*4, asuint(id));
                                            }
                                            uint l_842_ = (l_838_ + 1u);
                                            uint l_1102_ = asuint(info.Load(16+0));
                                            uint l_1103_ = (l_1102_ * 1u);
                                            bool l_1104_ = (l_842_ < l_1103_);
                                            if (l_1104_) {
                                                uint _e2287 = l_mut_768_;
                                                buffer_4_global.Store(l_842_*4, asuint(_e2287));
                                            }
                                        }
                                        uint _e2288 = l_mut_604_;
                                        l_mut_604_ = (_e2288 + 1u);
                                    }
                                }
                            }
                            uint _e2294 = l_mut_604_;
                            l_mut_609_ = _e2294;
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
