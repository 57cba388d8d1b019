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
    bool l_mut_652_ = (bool)0;
    uint l_mut_75_ = (uint)0;
    uint l_mut_788_ = (uint)0;
    uint l_mut_793_ = (uint)0;
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
    bool local_44 = (bool)0;
    bool local_45 = (bool)0;
    bool local_46 = (bool)0;
    bool local_47 = (bool)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    uint l_mut_689_ = (uint)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    uint l_mut_786_ = (uint)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_956_ = asuint(info.Load(20+0));
        uint l_957_ = (l_956_ * 1u);
        uint l_958_ = (l_957_ - 1u);
        uint l_959_ = min(3u, l_958_);
        uint _e68; buffer_5_global.InterlockedAdd(l_959_*4, 1u, _e68);
    }
    uint l_872_ = asuint(info.Load(12+0));
    uint l_873_ = (l_872_ * 1u);
    bool l_874_ = (0u < l_873_);
    uint l_875_ = (l_873_ - 1u);
    uint l_876_ = min(0u, l_875_);
    uint l_877_ = asuint(buffer_3_global.Load(l_876_*4));
    uint l_4_ = (l_874_ ? l_877_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_879_ = asuint(info.Load(12+0));
    uint l_880_ = (l_879_ * 1u);
    bool l_881_ = (l_6_ < l_880_);
    uint l_882_ = (l_880_ - 1u);
    uint l_883_ = min(l_6_, l_882_);
    uint l_884_ = asuint(buffer_3_global.Load(l_883_*4));
    uint l_7_ = (l_881_ ? l_884_ : 0u);
    uint l_886_ = asuint(info.Load(12+0));
    uint l_887_ = (l_886_ * 1u);
    bool l_888_ = (2u < l_887_);
    uint l_889_ = (l_887_ - 1u);
    uint l_890_ = min(2u, l_889_);
    uint l_891_ = asuint(buffer_3_global.Load(l_890_*4));
    uint l_9_ = (l_888_ ? l_891_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_893_ = asuint(info.Load(12+0));
    uint l_894_ = (l_893_ * 1u);
    bool l_895_ = (l_11_ < l_894_);
    uint l_896_ = (l_894_ - 1u);
    uint l_897_ = min(l_11_, l_896_);
    uint l_898_ = asuint(buffer_3_global.Load(l_897_*4));
    uint l_12_ = (l_895_ ? l_898_ : 0u);
    uint l_900_ = asuint(info.Load(12+0));
    uint l_901_ = (l_900_ * 1u);
    bool l_902_ = (4u < l_901_);
    uint l_903_ = (l_901_ - 1u);
    uint l_904_ = min(4u, l_903_);
    uint l_905_ = asuint(buffer_3_global.Load(l_904_*4));
    uint l_14_ = (l_902_ ? l_905_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_907_ = asuint(info.Load(12+0));
    uint l_908_ = (l_907_ * 1u);
    bool l_909_ = (l_16_ < l_908_);
    uint l_910_ = (l_908_ - 1u);
    uint l_911_ = min(l_16_, l_910_);
    uint l_912_ = asuint(buffer_3_global.Load(l_911_*4));
    uint l_17_ = (l_909_ ? l_912_ : 0u);
    uint l_914_ = asuint(info.Load(12+0));
    uint l_915_ = (l_914_ * 1u);
    bool l_916_ = (6u < l_915_);
    uint l_917_ = (l_915_ - 1u);
    uint l_918_ = min(6u, l_917_);
    uint l_919_ = asuint(buffer_3_global.Load(l_918_*4));
    uint l_19_ = (l_916_ ? l_919_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_921_ = asuint(info.Load(12+0));
    uint l_922_ = (l_921_ * 1u);
    bool l_923_ = (l_21_ < l_922_);
    uint l_924_ = (l_922_ - 1u);
    uint l_925_ = min(l_21_, l_924_);
    uint l_926_ = asuint(buffer_3_global.Load(l_925_*4));
    uint l_22_ = (l_923_ ? l_926_ : 0u);
    uint l_928_ = asuint(info.Load(12+0));
    uint l_929_ = (l_928_ * 1u);
    bool l_930_ = (8u < l_929_);
    uint l_931_ = (l_929_ - 1u);
    uint l_932_ = min(8u, l_931_);
    uint l_933_ = asuint(buffer_3_global.Load(l_932_*4));
    uint l_24_ = (l_930_ ? l_933_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_935_ = asuint(info.Load(12+0));
    uint l_936_ = (l_935_ * 1u);
    bool l_937_ = (l_26_ < l_936_);
    uint l_938_ = (l_936_ - 1u);
    uint l_939_ = min(l_26_, l_938_);
    uint l_940_ = asuint(buffer_3_global.Load(l_939_*4));
    uint l_27_ = (l_937_ ? l_940_ : 0u);
    uint l_942_ = asuint(info.Load(12+0));
    uint l_943_ = (l_942_ * 1u);
    bool l_944_ = (10u < l_943_);
    uint l_945_ = (l_943_ - 1u);
    uint l_946_ = min(10u, l_945_);
    uint l_947_ = asuint(buffer_3_global.Load(l_946_*4));
    uint l_29_ = (l_944_ ? l_947_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_949_ = asuint(info.Load(12+0));
    uint l_950_ = (l_949_ * 1u);
    bool l_951_ = (l_31_ < l_950_);
    uint l_952_ = (l_950_ - 1u);
    uint l_953_ = min(l_31_, l_952_);
    uint l_954_ = asuint(buffer_3_global.Load(l_953_*4));
    uint l_32_ = (l_951_ ? l_954_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_961_ = uint64_t(id);
    uint64_t l_962_ = uint64_t(l_4_);
    uint64_t l_963_ = (l_961_ * l_962_);
    uint64_t l_964_ = (l_963_ >> uint(32uL));
    uint l_37_ = uint(l_964_);
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
    uint _e325 = l_mut_40_;
    bool l_56_ = (_e325 > 0u);
    if (l_35_) {
        local_4 = l_56_;
    } else {
        local_4 = false;
    }
    bool l_57_ = local_4;
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_966_ = asuint(info.Load(0+0));
        uint l_967_ = (l_966_ * 1u);
        bool l_968_ = (l_58_ < l_967_);
        uint l_969_ = (l_967_ - 1u);
        uint l_970_ = min(l_58_, l_969_);
        uint l_971_ = asuint(buffer_0_global.Load(l_970_*4));
        uint l_59_ = (l_968_ ? l_971_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_973_ = asuint(info.Load(0+0));
        uint l_974_ = (l_973_ * 1u);
        bool l_975_ = (l_61_ < l_974_);
        uint l_976_ = (l_974_ - 1u);
        uint l_977_ = min(l_61_, l_976_);
        uint l_978_ = asuint(buffer_0_global.Load(l_977_*4));
        uint l_62_ = (l_975_ ? l_978_ : 0u);
        uint l_63_ = (2u * id);
        uint l_980_ = asuint(info.Load(4+0));
        uint l_981_ = (l_980_ * 1u);
        bool l_982_ = (l_63_ < l_981_);
        uint l_983_ = (l_981_ - 1u);
        uint l_984_ = min(l_63_, l_983_);
        uint l_985_ = asuint(buffer_1_global.Load(l_984_*4));
        uint l_64_ = (l_982_ ? l_985_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_987_ = asuint(info.Load(4+0));
        uint l_988_ = (l_987_ * 1u);
        bool l_989_ = (l_66_ < l_988_);
        uint l_990_ = (l_988_ - 1u);
        uint l_991_ = min(l_66_, l_990_);
        uint l_992_ = asuint(buffer_1_global.Load(l_991_*4));
        uint l_67_ = (l_989_ ? l_992_ : 0u);
        uint l_68_ = (2u * id);
        uint l_994_ = asuint(info.Load(8+0));
        uint l_995_ = (l_994_ * 1u);
        bool l_996_ = (l_68_ < l_995_);
        uint l_997_ = (l_995_ - 1u);
        uint l_998_ = min(l_68_, l_997_);
        uint l_999_ = asuint(buffer_2_global.Load(l_998_*4));
        uint l_69_ = (l_996_ ? l_999_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_1001_ = asuint(info.Load(8+0));
        uint l_1002_ = (l_1001_ * 1u);
        bool l_1003_ = (l_71_ < l_1002_);
        uint l_1004_ = (l_1002_ - 1u);
        uint l_1005_ = min(l_71_, l_1004_);
        uint l_1006_ = asuint(buffer_2_global.Load(l_1005_*4));
        uint l_72_ = (l_1003_ ? l_1006_ : 0u);
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
        uint _e452 = l_mut_40_;
        uint l_81_ = (_e452 * l_4_);
        uint _e454 = l_mut_75_;
        uint l_82_ = (_e454 * l_4_);
        uint _e456 = l_mut_40_;
        uint64_t l_1008_ = uint64_t(_e456);
        uint64_t l_1009_ = uint64_t(l_4_);
        uint64_t l_1010_ = (l_1008_ * l_1009_);
        uint64_t l_1011_ = (l_1010_ >> uint(32uL));
        uint l_83_ = uint(l_1011_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e467 = l_mut_75_;
        uint64_t l_1013_ = uint64_t(_e467);
        uint64_t l_1014_ = uint64_t(l_4_);
        uint64_t l_1015_ = (l_1013_ * l_1014_);
        uint64_t l_1016_ = (l_1015_ >> uint(32uL));
        uint l_85_ = uint(l_1016_);
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
        uint _e496 = l_mut_90_;
        l_mut_102_ = _e496;
        uint _e497 = l_mut_96_;
        l_mut_90_ = _e497;
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
                uint _e511 = l_mut_96_;
                l_mut_102_ = _e511;
                l_mut_90_ = l_110_;
            }
        }
        uint _e512 = l_mut_102_;
        l_mut_96_ = _e512;
        uint _e513 = l_mut_90_;
        l_mut_102_ = _e513;
        if (l_74_) {
            uint _e515 = l_mut_96_;
            uint l_111_ = (0u - _e515);
            uint _e518 = l_mut_102_;
            uint l_112_ = (0u - _e518);
            uint _e521 = l_mut_96_;
            bool l_113_ = (0u < _e521);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e525 = l_mut_96_;
        uint l_116_ = (l_59_ + _e525);
        uint _e527 = l_mut_102_;
        uint l_117_ = (l_62_ + _e527);
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
            uint _e551 = l_mut_90_;
            uint l_131_ = (_e551 * l_123_);
            uint _e553 = l_mut_75_;
            uint l_132_ = (_e553 * l_123_);
            uint _e555 = l_mut_90_;
            uint64_t l_1018_ = uint64_t(_e555);
            uint64_t l_1019_ = uint64_t(l_123_);
            uint64_t l_1020_ = (l_1018_ * l_1019_);
            uint64_t l_1021_ = (l_1020_ >> uint(32uL));
            uint l_133_ = uint(l_1021_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e566 = l_mut_75_;
            uint64_t l_1023_ = uint64_t(_e566);
            uint64_t l_1024_ = uint64_t(l_123_);
            uint64_t l_1025_ = (l_1023_ * l_1024_);
            uint64_t l_1026_ = (l_1025_ >> uint(32uL));
            uint l_135_ = uint(l_1026_);
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
            uint _e595 = l_mut_40_;
            l_mut_151_ = _e595;
            uint _e596 = l_mut_145_;
            l_mut_40_ = _e596;
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
                    uint _e610 = l_mut_145_;
                    l_mut_151_ = _e610;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e611 = l_mut_151_;
            l_mut_145_ = _e611;
            uint _e612 = l_mut_40_;
            l_mut_151_ = _e612;
            if (l_125_) {
                uint _e614 = l_mut_145_;
                uint l_160_ = (0u - _e614);
                uint _e617 = l_mut_151_;
                uint l_161_ = (0u - _e617);
                uint _e620 = l_mut_145_;
                bool l_162_ = (0u < _e620);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e624 = l_mut_145_;
            l_mut_102_ = _e624;
            uint _e625 = l_mut_151_;
            l_mut_96_ = _e625;
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
            uint _e638 = l_mut_151_;
            uint l_172_ = (_e638 * l_4_);
            uint _e640 = l_mut_145_;
            uint l_173_ = (_e640 * l_4_);
            uint _e642 = l_mut_151_;
            uint64_t l_1028_ = uint64_t(_e642);
            uint64_t l_1029_ = uint64_t(l_4_);
            uint64_t l_1030_ = (l_1028_ * l_1029_);
            uint64_t l_1031_ = (l_1030_ >> uint(32uL));
            uint l_174_ = uint(l_1031_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e653 = l_mut_145_;
            uint64_t l_1033_ = uint64_t(_e653);
            uint64_t l_1034_ = uint64_t(l_4_);
            uint64_t l_1035_ = (l_1033_ * l_1034_);
            uint64_t l_1036_ = (l_1035_ >> uint(32uL));
            uint l_176_ = uint(l_1036_);
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
            uint _e681 = l_mut_90_;
            l_mut_40_ = _e681;
            uint _e682 = l_mut_75_;
            l_mut_90_ = _e682;
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
                    uint _e694 = l_mut_75_;
                    l_mut_40_ = _e694;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e695 = l_mut_151_;
            uint l_199_ = (_e695 * l_4_);
            uint _e697 = l_mut_145_;
            uint l_200_ = (_e697 * l_4_);
            uint _e699 = l_mut_151_;
            uint64_t l_1038_ = uint64_t(_e699);
            uint64_t l_1039_ = uint64_t(l_4_);
            uint64_t l_1040_ = (l_1038_ * l_1039_);
            uint64_t l_1041_ = (l_1040_ >> uint(32uL));
            uint l_201_ = uint(l_1041_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e710 = l_mut_145_;
            uint64_t l_1043_ = uint64_t(_e710);
            uint64_t l_1044_ = uint64_t(l_4_);
            uint64_t l_1045_ = (l_1043_ * l_1044_);
            uint64_t l_1046_ = (l_1045_ >> uint(32uL));
            uint l_203_ = uint(l_1046_);
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
            uint _e738 = l_mut_75_;
            l_mut_219_ = _e738;
            uint _e739 = l_mut_213_;
            l_mut_75_ = _e739;
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
                    uint _e751 = l_mut_213_;
                    l_mut_219_ = _e751;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e752 = l_mut_40_;
            uint l_228_ = (_e752 * l_4_);
            uint _e754 = l_mut_90_;
            uint l_229_ = (_e754 * l_4_);
            uint _e756 = l_mut_40_;
            uint64_t l_1048_ = uint64_t(_e756);
            uint64_t l_1049_ = uint64_t(l_4_);
            uint64_t l_1050_ = (l_1048_ * l_1049_);
            uint64_t l_1051_ = (l_1050_ >> uint(32uL));
            uint l_230_ = uint(l_1051_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e767 = l_mut_90_;
            uint64_t l_1053_ = uint64_t(_e767);
            uint64_t l_1054_ = uint64_t(l_4_);
            uint64_t l_1055_ = (l_1053_ * l_1054_);
            uint64_t l_1056_ = (l_1055_ >> uint(32uL));
            uint l_232_ = uint(l_1056_);
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
            uint _e795 = l_mut_213_;
            l_mut_145_ = _e795;
            uint _e796 = l_mut_151_;
            l_mut_213_ = _e796;
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
                    uint _e808 = l_mut_151_;
                    l_mut_145_ = _e808;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e809 = l_mut_40_;
            uint l_255_ = (_e809 * l_4_);
            uint _e811 = l_mut_90_;
            uint l_256_ = (_e811 * l_4_);
            uint _e813 = l_mut_40_;
            uint64_t l_1058_ = uint64_t(_e813);
            uint64_t l_1059_ = uint64_t(l_4_);
            uint64_t l_1060_ = (l_1058_ * l_1059_);
            uint64_t l_1061_ = (l_1060_ >> uint(32uL));
            uint l_257_ = uint(l_1061_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e824 = l_mut_90_;
            uint64_t l_1063_ = uint64_t(_e824);
            uint64_t l_1064_ = uint64_t(l_4_);
            uint64_t l_1065_ = (l_1063_ * l_1064_);
            uint64_t l_1066_ = (l_1065_ >> uint(32uL));
            uint l_259_ = uint(l_1066_);
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
            uint _e852 = l_mut_151_;
            l_mut_275_ = _e852;
            uint _e853 = l_mut_269_;
            l_mut_151_ = _e853;
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
                    uint _e865 = l_mut_269_;
                    l_mut_275_ = _e865;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e866 = l_mut_219_;
            uint l_284_ = (_e866 * l_4_);
            uint _e868 = l_mut_219_;
            uint64_t l_1068_ = uint64_t(_e868);
            uint64_t l_1069_ = uint64_t(l_4_);
            uint64_t l_1070_ = (l_1068_ * l_1069_);
            uint64_t l_1071_ = (l_1070_ >> uint(32uL));
            uint l_285_ = uint(l_1071_);
            uint _e878 = l_mut_75_;
            uint l_286_ = (_e878 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e881 = l_mut_275_;
            uint l_288_ = (_e881 + l_284_);
            uint _e883 = l_mut_151_;
            uint l_289_ = (_e883 + l_287_);
            uint _e885 = l_mut_275_;
            bool l_290_ = (l_288_ < _e885);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e889 = l_mut_145_;
            l_mut_102_ = _e889;
            uint _e890 = l_mut_213_;
            l_mut_96_ = _e890;
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
                    uint _e911 = l_mut_145_;
                    l_mut_219_ = _e911;
                    uint _e912 = l_mut_213_;
                    l_mut_151_ = _e912;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e917 = l_mut_213_;
                        uint l_307_ = (_e917 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e922 = l_mut_145_;
                            l_mut_90_ = _e922;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e925 = l_mut_145_;
                                uint l_310_ = (_e925 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e929 = l_mut_213_;
                                uint l_312_ = (_e929 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e932 = l_mut_213_;
                            uint l_314_ = (_e932 >> l_121_);
                            uint _e934 = l_mut_90_;
                            l_mut_219_ = _e934;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e935 = l_mut_275_;
                    uint _e936 = l_mut_219_;
                    uint l_315_ = (_e935 + _e936);
                    uint _e938 = l_mut_269_;
                    uint _e939 = l_mut_151_;
                    uint l_316_ = (_e938 + _e939);
                    uint _e941 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e941);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e946 = l_mut_102_;
                uint l_320_ = (0u - _e946);
                uint _e949 = l_mut_96_;
                uint l_321_ = (0u - _e949);
                uint _e952 = l_mut_102_;
                bool l_322_ = (0u < _e952);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e956 = l_mut_102_;
        uint l_325_ = (l_64_ - _e956);
        uint _e958 = l_mut_96_;
        uint l_326_ = (l_67_ - _e958);
        uint _e960 = l_mut_102_;
        bool l_327_ = (l_64_ < _e960);
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
        uint _e993 = l_mut_145_;
        bool l_351_ = (_e993 < l_344_);
        uint _e995 = l_mut_145_;
        bool l_352_ = (_e995 == l_344_);
        uint _e997 = l_mut_151_;
        bool l_353_ = (_e997 < l_340_);
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
            bool _e1012 = l_mut_357_;
            l_mut_350_ = _e1012;
            l_mut_357_ = false;
        }
        bool _e1014 = l_mut_357_;
        if (_e1014) {
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
            uint _e1029 = l_mut_90_;
            uint l_368_ = (_e1029 * l_367_);
            uint _e1031 = l_mut_90_;
            uint64_t l_1073_ = uint64_t(_e1031);
            uint64_t l_1074_ = uint64_t(l_367_);
            uint64_t l_1075_ = (l_1073_ * l_1074_);
            uint64_t l_1076_ = (l_1075_ >> uint(32uL));
            uint l_369_ = uint(l_1076_);
            uint _e1041 = l_mut_75_;
            uint l_370_ = (_e1041 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1047 = l_mut_90_;
            uint l_373_ = (_e1047 * l_372_);
            uint _e1049 = l_mut_75_;
            uint l_374_ = (_e1049 * l_372_);
            uint _e1051 = l_mut_90_;
            uint64_t l_1078_ = uint64_t(_e1051);
            uint64_t l_1079_ = uint64_t(l_372_);
            uint64_t l_1080_ = (l_1078_ * l_1079_);
            uint64_t l_1081_ = (l_1080_ >> uint(32uL));
            uint l_375_ = uint(l_1081_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1062 = l_mut_75_;
            uint64_t l_1083_ = uint64_t(_e1062);
            uint64_t l_1084_ = uint64_t(l_372_);
            uint64_t l_1085_ = (l_1083_ * l_1084_);
            uint64_t l_1086_ = (l_1085_ >> uint(32uL));
            uint l_377_ = uint(l_1086_);
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
            uint _e1090 = l_mut_382_;
            l_mut_394_ = _e1090;
            uint _e1091 = l_mut_388_;
            l_mut_382_ = _e1091;
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
                    uint _e1103 = l_mut_388_;
                    l_mut_394_ = _e1103;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1104 = l_mut_394_;
            uint _e1105 = l_mut_382_;
            uint l_403_ = (_e1104 | _e1105);
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
                        uint _e1140 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1140);
                        uint _e1142 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1142);
                        uint _e1144 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1144);
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
                            uint _e1157 = l_mut_75_;
                            bool l_429_ = (_e1157 < l_409_);
                            uint _e1159 = l_mut_75_;
                            bool l_430_ = (_e1159 == l_409_);
                            uint _e1161 = l_mut_90_;
                            bool l_431_ = (_e1161 < l_405_);
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
                                        uint _e1268 = l_mut_442_;
                                        l_mut_442_ = (_e1268 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1183 = l_mut_442_;
                                    if ((_e1183 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1187 = l_mut_442_;
                                        uint l_443_ = (19u - _e1187);
                                        uint _e1189 = l_mut_439_;
                                        l_mut_444_ = _e1189;
                                        uint _e1190 = l_mut_440_;
                                        l_mut_445_ = _e1190;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1195 = l_mut_440_;
                                            uint l_448_ = (_e1195 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1200 = l_mut_439_;
                                                l_mut_450_ = _e1200;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1203 = l_mut_439_;
                                                    uint l_452_ = (_e1203 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1207 = l_mut_440_;
                                                    uint l_454_ = (_e1207 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1210 = l_mut_440_;
                                                uint l_456_ = (_e1210 >> l_443_);
                                                uint _e1212 = l_mut_450_;
                                                l_mut_444_ = _e1212;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1213 = l_mut_445_;
                                        uint _e1214 = l_mut_75_;
                                        bool l_457_ = (_e1213 < _e1214);
                                        uint _e1216 = l_mut_445_;
                                        uint _e1217 = l_mut_75_;
                                        bool l_458_ = (_e1216 == _e1217);
                                        uint _e1219 = l_mut_444_;
                                        uint _e1220 = l_mut_90_;
                                        bool l_459_ = (_e1219 < _e1220);
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
                                            uint _e1232 = l_mut_90_;
                                            l_mut_450_ = _e1232;
                                            uint _e1233 = l_mut_75_;
                                            l_mut_445_ = _e1233;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1238 = l_mut_90_;
                                                uint l_465_ = (_e1238 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1243 = l_mut_90_;
                                                    uint l_467_ = (_e1243 << l_443_);
                                                    uint _e1245 = l_mut_75_;
                                                    uint l_468_ = (_e1245 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1249 = l_mut_90_;
                                                    uint l_470_ = (_e1249 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1252 = l_mut_439_;
                                            uint _e1253 = l_mut_450_;
                                            uint l_472_ = (_e1252 - _e1253);
                                            uint _e1255 = l_mut_440_;
                                            uint _e1256 = l_mut_445_;
                                            uint l_473_ = (_e1255 - _e1256);
                                            uint _e1258 = l_mut_439_;
                                            uint _e1259 = l_mut_450_;
                                            bool l_474_ = (_e1258 < _e1259);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1265 = l_mut_441_;
                                            l_mut_441_ = (_e1265 | l_477_);
                                        }
                                    }
                                }
                                uint _e1270 = l_mut_441_;
                                uint l_478_ = min(_e1270, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1272 = l_mut_440_;
                                uint _e1273 = l_mut_75_;
                                bool l_479_ = (_e1272 < _e1273);
                                uint _e1275 = l_mut_440_;
                                uint _e1276 = l_mut_75_;
                                bool l_480_ = (_e1275 == _e1276);
                                uint _e1278 = l_mut_439_;
                                uint _e1279 = l_mut_90_;
                                bool l_481_ = (_e1278 < _e1279);
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
                                uint _e1291 = l_mut_450_;
                                l_mut_428_ = _e1291;
                            }
                            uint _e1292 = l_mut_90_;
                            uint _e1293 = l_mut_428_;
                            uint l_485_ = (_e1292 * _e1293);
                            uint _e1295 = l_mut_90_;
                            uint64_t l_1088_ = uint64_t(_e1295);
                            uint _e1297 = l_mut_428_;
                            uint64_t l_1089_ = uint64_t(_e1297);
                            uint64_t l_1090_ = (l_1088_ * l_1089_);
                            uint64_t l_1091_ = (l_1090_ >> uint(32uL));
                            uint l_486_ = uint(l_1091_);
                            uint _e1306 = l_mut_75_;
                            uint _e1307 = l_mut_428_;
                            uint l_487_ = (_e1306 * _e1307);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1315 = l_mut_421_;
                            uint _e1316 = l_mut_75_;
                            bool l_494_ = (_e1315 < _e1316);
                            uint _e1318 = l_mut_421_;
                            uint _e1319 = l_mut_75_;
                            bool l_495_ = (_e1318 == _e1319);
                            uint _e1321 = l_mut_382_;
                            uint _e1322 = l_mut_90_;
                            bool l_496_ = (_e1321 < _e1322);
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
                                uint _e1334 = l_mut_382_;
                                uint _e1335 = l_mut_90_;
                                uint l_500_ = (_e1334 - _e1335);
                                uint _e1337 = l_mut_421_;
                                uint _e1338 = l_mut_75_;
                                uint l_501_ = (_e1337 - _e1338);
                                uint _e1340 = l_mut_382_;
                                uint _e1341 = l_mut_90_;
                                bool l_502_ = (_e1340 < _e1341);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1345 = l_mut_90_;
                        uint _e1346 = l_mut_382_;
                        uint l_505_ = (_e1345 - _e1346);
                        uint _e1348 = l_mut_75_;
                        uint _e1349 = l_mut_421_;
                        uint l_506_ = (_e1348 - _e1349);
                        uint _e1351 = l_mut_90_;
                        uint _e1352 = l_mut_382_;
                        bool l_507_ = (_e1351 < _e1352);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1356 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1356);
                        uint _e1358 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1358);
                        uint _e1360 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1360);
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
                            uint _e1372 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1372);
                            uint _e1374 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1374);
                            uint _e1376 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1376);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1380 = l_mut_445_;
                        uint _e1381 = l_mut_388_;
                        bool l_521_ = (_e1380 < _e1381);
                        uint _e1383 = l_mut_445_;
                        uint _e1384 = l_mut_388_;
                        bool l_522_ = (_e1383 == _e1384);
                        uint _e1386 = l_mut_450_;
                        uint _e1387 = l_mut_394_;
                        bool l_523_ = (_e1386 < _e1387);
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
                            uint _e1398 = l_mut_450_;
                            l_mut_394_ = _e1398;
                            uint _e1399 = l_mut_445_;
                            l_mut_388_ = _e1399;
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
                        uint _e1419 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1419);
                        uint _e1421 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1421);
                        uint _e1423 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1423);
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
                            uint _e1436 = l_mut_75_;
                            bool l_543_ = (_e1436 < l_334_);
                            uint _e1438 = l_mut_75_;
                            bool l_544_ = (_e1438 == l_334_);
                            uint _e1440 = l_mut_90_;
                            bool l_545_ = (_e1440 < l_330_);
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
                                        uint _e1547 = l_mut_553_;
                                        l_mut_553_ = (_e1547 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1462 = l_mut_553_;
                                    if ((_e1462 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1466 = l_mut_553_;
                                        uint l_554_ = (19u - _e1466);
                                        uint _e1468 = l_mut_441_;
                                        l_mut_428_ = _e1468;
                                        uint _e1469 = l_mut_440_;
                                        l_mut_421_ = _e1469;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1474 = l_mut_440_;
                                            uint l_557_ = (_e1474 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1479 = l_mut_441_;
                                                l_mut_382_ = _e1479;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1482 = l_mut_441_;
                                                    uint l_560_ = (_e1482 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1486 = l_mut_440_;
                                                    uint l_562_ = (_e1486 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1489 = l_mut_440_;
                                                uint l_564_ = (_e1489 >> l_554_);
                                                uint _e1491 = l_mut_382_;
                                                l_mut_428_ = _e1491;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1492 = l_mut_421_;
                                        uint _e1493 = l_mut_75_;
                                        bool l_565_ = (_e1492 < _e1493);
                                        uint _e1495 = l_mut_421_;
                                        uint _e1496 = l_mut_75_;
                                        bool l_566_ = (_e1495 == _e1496);
                                        uint _e1498 = l_mut_428_;
                                        uint _e1499 = l_mut_90_;
                                        bool l_567_ = (_e1498 < _e1499);
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
                                            uint _e1511 = l_mut_90_;
                                            l_mut_428_ = _e1511;
                                            uint _e1512 = l_mut_75_;
                                            l_mut_421_ = _e1512;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1517 = l_mut_90_;
                                                uint l_573_ = (_e1517 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1522 = l_mut_90_;
                                                    uint l_575_ = (_e1522 << l_554_);
                                                    uint _e1524 = l_mut_75_;
                                                    uint l_576_ = (_e1524 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1528 = l_mut_90_;
                                                    uint l_578_ = (_e1528 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1531 = l_mut_441_;
                                            uint _e1532 = l_mut_428_;
                                            uint l_580_ = (_e1531 - _e1532);
                                            uint _e1534 = l_mut_440_;
                                            uint _e1535 = l_mut_421_;
                                            uint l_581_ = (_e1534 - _e1535);
                                            uint _e1537 = l_mut_441_;
                                            uint _e1538 = l_mut_428_;
                                            bool l_582_ = (_e1537 < _e1538);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1544 = l_mut_439_;
                                            l_mut_439_ = (_e1544 | l_585_);
                                        }
                                    }
                                }
                                uint _e1549 = l_mut_439_;
                                uint l_586_ = min(_e1549, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1551 = l_mut_440_;
                                uint _e1552 = l_mut_75_;
                                bool l_587_ = (_e1551 < _e1552);
                                uint _e1554 = l_mut_440_;
                                uint _e1555 = l_mut_75_;
                                bool l_588_ = (_e1554 == _e1555);
                                uint _e1557 = l_mut_441_;
                                uint _e1558 = l_mut_90_;
                                bool l_589_ = (_e1557 < _e1558);
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
                                uint _e1570 = l_mut_439_;
                                l_mut_444_ = _e1570;
                            }
                            uint _e1571 = l_mut_90_;
                            uint _e1572 = l_mut_444_;
                            uint l_593_ = (_e1571 * _e1572);
                            uint _e1574 = l_mut_90_;
                            uint64_t l_1093_ = uint64_t(_e1574);
                            uint _e1576 = l_mut_444_;
                            uint64_t l_1094_ = uint64_t(_e1576);
                            uint64_t l_1095_ = (l_1093_ * l_1094_);
                            uint64_t l_1096_ = (l_1095_ >> uint(32uL));
                            uint l_594_ = uint(l_1096_);
                            uint _e1585 = l_mut_75_;
                            uint _e1586 = l_mut_444_;
                            uint l_595_ = (_e1585 * _e1586);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1594 = l_mut_445_;
                            uint _e1595 = l_mut_75_;
                            bool l_602_ = (_e1594 < _e1595);
                            uint _e1597 = l_mut_445_;
                            uint _e1598 = l_mut_75_;
                            bool l_603_ = (_e1597 == _e1598);
                            uint _e1600 = l_mut_450_;
                            uint _e1601 = l_mut_90_;
                            bool l_604_ = (_e1600 < _e1601);
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
                                uint _e1613 = l_mut_450_;
                                uint _e1614 = l_mut_90_;
                                uint l_608_ = (_e1613 - _e1614);
                                uint _e1616 = l_mut_445_;
                                uint _e1617 = l_mut_75_;
                                uint l_609_ = (_e1616 - _e1617);
                                uint _e1619 = l_mut_450_;
                                uint _e1620 = l_mut_90_;
                                bool l_610_ = (_e1619 < _e1620);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1624 = l_mut_445_;
                        uint _e1625 = l_mut_388_;
                        bool l_613_ = (_e1624 < _e1625);
                        uint _e1627 = l_mut_445_;
                        uint _e1628 = l_mut_388_;
                        bool l_614_ = (_e1627 == _e1628);
                        uint _e1630 = l_mut_450_;
                        uint _e1631 = l_mut_394_;
                        bool l_615_ = (_e1630 < _e1631);
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
                            uint _e1642 = l_mut_450_;
                            l_mut_394_ = _e1642;
                            uint _e1643 = l_mut_445_;
                            l_mut_388_ = _e1643;
                        }
                    }
                }
                uint _e1644 = l_mut_388_;
                bool l_618_ = (_e1644 < l_344_);
                uint _e1646 = l_mut_388_;
                bool l_619_ = (_e1646 == l_344_);
                uint _e1648 = l_mut_394_;
                bool l_620_ = (_e1648 < l_340_);
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
            uint _e1663 = l_mut_40_;
            bool l_626_ = (_e1663 > 0u);
            if (l_626_) {
                uint _e1666 = l_mut_40_;
                bool l_627_ = (_e1666 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1671 = l_mut_357_;
            bool l_629_ = !(_e1671);
            if (l_629_) {
                break;
            }
            uint _e1673 = l_mut_275_;
            l_mut_450_ = _e1673;
            uint _e1674 = l_mut_269_;
            l_mut_445_ = _e1674;
            bool _e1675 = l_mut_628_;
            if (_e1675) {
                uint _e1676 = l_mut_219_;
                l_mut_450_ = _e1676;
                uint _e1677 = l_mut_213_;
                l_mut_445_ = _e1677;
            }
            uint _e1678 = l_mut_145_;
            uint _e1679 = l_mut_445_;
            bool l_630_ = (_e1678 < _e1679);
            uint _e1681 = l_mut_145_;
            uint _e1682 = l_mut_445_;
            bool l_631_ = (_e1681 == _e1682);
            uint _e1684 = l_mut_151_;
            uint _e1685 = l_mut_450_;
            bool l_632_ = (_e1684 < _e1685);
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
            bool _e1697 = l_mut_628_;
            bool l_636_ = (l_635_ != _e1697);
            if (l_636_) {
                uint _e1699 = l_mut_275_;
                l_mut_450_ = _e1699;
                uint _e1700 = l_mut_269_;
                l_mut_445_ = _e1700;
                uint _e1701 = l_mut_219_;
                l_mut_275_ = _e1701;
                uint _e1702 = l_mut_213_;
                l_mut_269_ = _e1702;
                uint _e1703 = l_mut_450_;
                l_mut_219_ = _e1703;
                uint _e1704 = l_mut_445_;
                l_mut_213_ = _e1704;
                uint _e1705 = l_mut_102_;
                l_mut_450_ = _e1705;
                uint _e1706 = l_mut_96_;
                l_mut_102_ = _e1706;
                uint _e1707 = l_mut_450_;
                l_mut_96_ = _e1707;
                l_mut_628_ = l_635_;
            }
            uint _e1708 = l_mut_275_;
            uint _e1709 = l_mut_151_;
            uint l_637_ = (_e1708 - _e1709);
            uint _e1711 = l_mut_269_;
            uint _e1712 = l_mut_145_;
            uint l_638_ = (_e1711 - _e1712);
            uint _e1714 = l_mut_275_;
            uint _e1715 = l_mut_151_;
            bool l_639_ = (_e1714 < _e1715);
            uint l_640_ = uint(l_639_);
            uint l_641_ = (l_638_ - l_640_);
            l_mut_450_ = l_637_;
            l_mut_445_ = l_641_;
            bool _e1719 = l_mut_628_;
            if (_e1719) {
                uint _e1720 = l_mut_151_;
                uint l_642_ = (_e1720 - l_340_);
                uint _e1722 = l_mut_145_;
                uint l_643_ = (_e1722 - l_344_);
                uint _e1724 = l_mut_151_;
                bool l_644_ = (_e1724 < l_340_);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_450_ = l_642_;
                l_mut_445_ = l_646_;
            }
            uint _e1728 = l_mut_275_;
            l_mut_444_ = _e1728;
            uint _e1729 = l_mut_269_;
            l_mut_441_ = _e1729;
            uint _e1730 = l_mut_445_;
            uint _e1731 = l_mut_269_;
            bool l_647_ = (_e1730 < _e1731);
            uint _e1733 = l_mut_445_;
            uint _e1734 = l_mut_269_;
            bool l_648_ = (_e1733 == _e1734);
            uint _e1736 = l_mut_450_;
            uint _e1737 = l_mut_275_;
            bool l_649_ = (_e1736 < _e1737);
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
                uint _e1748 = l_mut_450_;
                l_mut_444_ = _e1748;
                uint _e1749 = l_mut_445_;
                l_mut_441_ = _e1749;
            }
            l_mut_652_ = false;
            uint _e1751 = l_mut_444_;
            l_mut_450_ = _e1751;
            uint _e1752 = l_mut_441_;
            l_mut_445_ = _e1752;
            if (false) {
                uint _e1755 = l_mut_441_;
                uint l_655_ = (_e1755 >> 3u);
                l_mut_450_ = l_655_;
                l_mut_445_ = 0u;
            } else {
                if (true) {
                    uint _e1759 = l_mut_444_;
                    l_mut_440_ = _e1759;
                    if (true) {
                        uint _e1761 = l_mut_444_;
                        uint l_658_ = (_e1761 >> 3u);
                        uint _e1764 = l_mut_441_;
                        uint l_659_ = (_e1764 << 29u);
                        uint l_660_ = (l_658_ | l_659_);
                        l_mut_440_ = l_660_;
                    }
                    uint _e1768 = l_mut_441_;
                    uint l_661_ = (_e1768 >> 3u);
                    uint _e1771 = l_mut_440_;
                    l_mut_450_ = _e1771;
                    l_mut_445_ = l_661_;
                }
            }
            uint _e1772 = l_mut_445_;
            uint _e1773 = l_mut_213_;
            bool l_662_ = (_e1772 < _e1773);
            uint _e1775 = l_mut_445_;
            uint _e1776 = l_mut_213_;
            bool l_663_ = (_e1775 == _e1776);
            uint _e1778 = l_mut_450_;
            uint _e1779 = l_mut_219_;
            bool l_664_ = (_e1778 < _e1779);
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
            uint _e1792 = l_mut_219_;
            uint _e1793 = l_mut_213_;
            uint l_668_ = (_e1792 | _e1793);
            bool l_669_ = (l_668_ == 0u);
            bool l_670_ = !(l_669_);
            bool _e1798 = l_mut_652_;
            if (_e1798) {
                local_46 = l_670_;
            } else {
                local_46 = false;
            }
            bool l_671_ = local_46;
            uint _e1803 = l_mut_213_;
            uint _e1804 = l_mut_441_;
            bool l_672_ = (_e1803 < _e1804);
            uint _e1806 = l_mut_213_;
            uint _e1807 = l_mut_441_;
            bool l_673_ = (_e1806 == _e1807);
            uint _e1809 = l_mut_219_;
            uint _e1810 = l_mut_444_;
            bool l_674_ = (_e1809 < _e1810);
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
            uint _e1825 = l_mut_102_;
            uint _e1826 = l_mut_96_;
            uint l_678_ = (_e1825 + _e1826);
            bool l_679_ = (l_678_ < l_4_);
            if (l_677_) {
                local_50 = l_679_;
            } else {
                local_50 = false;
            }
            bool l_680_ = local_50;
            if (l_680_) {
                uint _e1833 = l_mut_102_;
                uint l_681_ = (l_4_ - _e1833);
                uint _e1835 = l_mut_96_;
                uint l_682_ = (l_681_ - _e1835);
                uint _e1837 = l_mut_102_;
                uint l_683_ = naga_div(l_682_, _e1837);
                uint _e1839 = l_mut_444_;
                uint l_684_ = (_e1839 - 1u);
                uint _e1842 = l_mut_441_;
                uint l_685_ = (_e1842 - 0u);
                uint _e1845 = l_mut_444_;
                bool l_686_ = (_e1845 < 1u);
                uint l_687_ = uint(l_686_);
                uint l_688_ = (l_685_ - l_687_);
                l_mut_445_ = l_684_;
                l_mut_444_ = l_688_;
                l_mut_441_ = 0u;
                l_mut_689_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1938 = l_mut_689_;
                        l_mut_689_ = (_e1938 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e1853 = l_mut_689_;
                    if ((_e1853 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e1857 = l_mut_689_;
                        uint l_690_ = (19u - _e1857);
                        uint _e1859 = l_mut_445_;
                        l_mut_440_ = _e1859;
                        uint _e1860 = l_mut_444_;
                        l_mut_439_ = _e1860;
                        bool l_691_ = (l_690_ >= 32u);
                        if (l_691_) {
                            uint l_692_ = (l_690_ & 31u);
                            uint _e1865 = l_mut_444_;
                            uint l_693_ = (_e1865 >> l_692_);
                            l_mut_440_ = l_693_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_694_ = (l_690_ > 0u);
                            if (l_694_) {
                                uint _e1870 = l_mut_445_;
                                l_mut_428_ = _e1870;
                                bool l_695_ = (l_690_ > 0u);
                                if (l_695_) {
                                    uint _e1873 = l_mut_445_;
                                    uint l_696_ = (_e1873 >> l_690_);
                                    uint l_697_ = (32u - l_690_);
                                    uint _e1877 = l_mut_444_;
                                    uint l_698_ = (_e1877 << l_697_);
                                    uint l_699_ = (l_696_ | l_698_);
                                    l_mut_428_ = l_699_;
                                }
                                uint _e1880 = l_mut_444_;
                                uint l_700_ = (_e1880 >> l_690_);
                                uint _e1882 = l_mut_428_;
                                l_mut_440_ = _e1882;
                                l_mut_439_ = l_700_;
                            }
                        }
                        uint _e1883 = l_mut_439_;
                        uint _e1884 = l_mut_213_;
                        bool l_701_ = (_e1883 < _e1884);
                        uint _e1886 = l_mut_439_;
                        uint _e1887 = l_mut_213_;
                        bool l_702_ = (_e1886 == _e1887);
                        uint _e1889 = l_mut_440_;
                        uint _e1890 = l_mut_219_;
                        bool l_703_ = (_e1889 < _e1890);
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
                            uint _e1902 = l_mut_219_;
                            l_mut_440_ = _e1902;
                            uint _e1903 = l_mut_213_;
                            l_mut_439_ = _e1903;
                            bool l_707_ = (l_690_ >= 32u);
                            if (l_707_) {
                                uint l_708_ = (l_690_ & 31u);
                                uint _e1908 = l_mut_219_;
                                uint l_709_ = (_e1908 << l_708_);
                                l_mut_440_ = 0u;
                                l_mut_439_ = l_709_;
                            } else {
                                bool l_710_ = (l_690_ > 0u);
                                if (l_710_) {
                                    uint _e1913 = l_mut_219_;
                                    uint l_711_ = (_e1913 << l_690_);
                                    uint _e1915 = l_mut_213_;
                                    uint l_712_ = (_e1915 << l_690_);
                                    uint l_713_ = (32u - l_690_);
                                    uint _e1919 = l_mut_219_;
                                    uint l_714_ = (_e1919 >> l_713_);
                                    uint l_715_ = (l_712_ | l_714_);
                                    l_mut_440_ = l_711_;
                                    l_mut_439_ = l_715_;
                                }
                            }
                            uint _e1922 = l_mut_445_;
                            uint _e1923 = l_mut_440_;
                            uint l_716_ = (_e1922 - _e1923);
                            uint _e1925 = l_mut_444_;
                            uint _e1926 = l_mut_439_;
                            uint l_717_ = (_e1925 - _e1926);
                            uint _e1928 = l_mut_445_;
                            uint _e1929 = l_mut_440_;
                            bool l_718_ = (_e1928 < _e1929);
                            uint l_719_ = uint(l_718_);
                            uint l_720_ = (l_717_ - l_719_);
                            l_mut_445_ = l_716_;
                            l_mut_444_ = l_720_;
                            uint l_721_ = (1u << l_690_);
                            uint _e1935 = l_mut_441_;
                            l_mut_441_ = (_e1935 | l_721_);
                        }
                    }
                }
                uint _e1940 = l_mut_441_;
                uint l_722_ = min(_e1940, l_683_);
                l_mut_441_ = l_722_;
                uint _e1942 = l_mut_444_;
                uint _e1943 = l_mut_213_;
                bool l_723_ = (_e1942 < _e1943);
                uint _e1945 = l_mut_444_;
                uint _e1946 = l_mut_213_;
                bool l_724_ = (_e1945 == _e1946);
                uint _e1948 = l_mut_445_;
                uint _e1949 = l_mut_219_;
                bool l_725_ = (_e1948 < _e1949);
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
                uint _e1961 = l_mut_441_;
                l_mut_450_ = _e1961;
            }
            uint _e1962 = l_mut_275_;
            l_mut_445_ = _e1962;
            uint _e1963 = l_mut_269_;
            l_mut_444_ = _e1963;
            uint _e1964 = l_mut_219_;
            l_mut_441_ = _e1964;
            uint _e1965 = l_mut_213_;
            l_mut_440_ = _e1965;
            uint _e1966 = l_mut_102_;
            l_mut_439_ = _e1966;
            uint _e1967 = l_mut_96_;
            l_mut_428_ = _e1967;
            uint _e1968 = l_mut_151_;
            l_mut_421_ = _e1968;
            uint _e1969 = l_mut_145_;
            l_mut_394_ = _e1969;
            l_mut_388_ = 0u;
            uint _e1971 = l_mut_450_;
            bool l_729_ = (_e1971 > 0u);
            if (l_729_) {
                uint _e1974 = l_mut_219_;
                uint _e1975 = l_mut_450_;
                uint l_730_ = (_e1974 * _e1975);
                uint _e1977 = l_mut_219_;
                uint64_t l_1098_ = uint64_t(_e1977);
                uint _e1979 = l_mut_450_;
                uint64_t l_1099_ = uint64_t(_e1979);
                uint64_t l_1100_ = (l_1098_ * l_1099_);
                uint64_t l_1101_ = (l_1100_ >> uint(32uL));
                uint l_731_ = uint(l_1101_);
                uint _e1988 = l_mut_213_;
                uint _e1989 = l_mut_450_;
                uint l_732_ = (_e1988 * _e1989);
                uint l_733_ = (l_731_ + l_732_);
                bool _e1992 = l_mut_628_;
                if (_e1992) {
                    uint _e1993 = l_mut_151_;
                    uint l_734_ = (_e1993 - l_730_);
                    uint _e1995 = l_mut_145_;
                    uint l_735_ = (_e1995 - l_733_);
                    uint _e1997 = l_mut_151_;
                    bool l_736_ = (_e1997 < l_730_);
                    uint l_737_ = uint(l_736_);
                    uint l_738_ = (l_735_ - l_737_);
                    l_mut_421_ = l_734_;
                    l_mut_394_ = l_738_;
                }
                uint _e2001 = l_mut_275_;
                uint l_739_ = (_e2001 - l_730_);
                uint _e2003 = l_mut_269_;
                uint l_740_ = (_e2003 - l_733_);
                uint _e2005 = l_mut_275_;
                bool l_741_ = (_e2005 < l_730_);
                uint l_742_ = uint(l_741_);
                uint l_743_ = (l_740_ - l_742_);
                l_mut_445_ = l_739_;
                l_mut_444_ = l_743_;
                uint _e2009 = l_mut_450_;
                uint _e2010 = l_mut_102_;
                uint l_744_ = (_e2009 * _e2010);
                uint _e2012 = l_mut_96_;
                uint l_745_ = (_e2012 + l_744_);
                l_mut_428_ = l_745_;
            } else {
                bool _e2014 = l_mut_628_;
                if (_e2014) {
                    uint _e2015 = l_mut_151_;
                    uint _e2016 = l_mut_219_;
                    uint l_746_ = (_e2015 - _e2016);
                    uint _e2018 = l_mut_145_;
                    uint _e2019 = l_mut_213_;
                    uint l_747_ = (_e2018 - _e2019);
                    uint _e2021 = l_mut_151_;
                    uint _e2022 = l_mut_219_;
                    bool l_748_ = (_e2021 < _e2022);
                    uint l_749_ = uint(l_748_);
                    uint l_750_ = (l_747_ - l_749_);
                    l_mut_421_ = l_746_;
                    l_mut_394_ = l_750_;
                    uint _e2026 = l_mut_394_;
                    bool l_751_ = (_e2026 < l_344_);
                    uint _e2028 = l_mut_394_;
                    bool l_752_ = (_e2028 == l_344_);
                    uint _e2030 = l_mut_421_;
                    bool l_753_ = (_e2030 < l_340_);
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
                uint _e2042 = l_mut_388_;
                bool l_756_ = (_e2042 == 0u);
                if (l_756_) {
                    uint _e2045 = l_mut_102_;
                    uint l_757_ = (l_4_ - _e2045);
                    uint _e2047 = l_mut_96_;
                    uint l_758_ = naga_div(l_757_, _e2047);
                    l_mut_450_ = 0u;
                    l_mut_652_ = false;
                    uint _e2051 = l_mut_219_;
                    l_mut_382_ = _e2051;
                    uint _e2052 = l_mut_213_;
                    l_mut_90_ = _e2052;
                    if (false) {
                        uint _e2055 = l_mut_213_;
                        uint l_761_ = (_e2055 >> 3u);
                        l_mut_382_ = l_761_;
                        l_mut_90_ = 0u;
                    } else {
                        if (true) {
                            uint _e2059 = l_mut_219_;
                            l_mut_75_ = _e2059;
                            if (true) {
                                uint _e2061 = l_mut_219_;
                                uint l_764_ = (_e2061 >> 3u);
                                uint _e2064 = l_mut_213_;
                                uint l_765_ = (_e2064 << 29u);
                                uint l_766_ = (l_764_ | l_765_);
                                l_mut_75_ = l_766_;
                            }
                            uint _e2068 = l_mut_213_;
                            uint l_767_ = (_e2068 >> 3u);
                            uint _e2071 = l_mut_75_;
                            l_mut_382_ = _e2071;
                            l_mut_90_ = l_767_;
                        }
                    }
                    uint _e2072 = l_mut_90_;
                    uint _e2073 = l_mut_269_;
                    bool l_768_ = (_e2072 < _e2073);
                    uint _e2075 = l_mut_90_;
                    uint _e2076 = l_mut_269_;
                    bool l_769_ = (_e2075 == _e2076);
                    uint _e2078 = l_mut_382_;
                    uint _e2079 = l_mut_275_;
                    bool l_770_ = (_e2078 < _e2079);
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
                    uint _e2091 = l_mut_275_;
                    uint _e2092 = l_mut_269_;
                    uint l_774_ = (_e2091 | _e2092);
                    bool l_775_ = (l_774_ == 0u);
                    if (l_775_) {
                        l_mut_450_ = l_758_;
                    } else {
                        bool _e2096 = l_mut_652_;
                        if (_e2096) {
                            uint _e2097 = l_mut_269_;
                            uint _e2098 = l_mut_213_;
                            bool l_776_ = (_e2097 < _e2098);
                            uint _e2100 = l_mut_269_;
                            uint _e2101 = l_mut_213_;
                            bool l_777_ = (_e2100 == _e2101);
                            uint _e2103 = l_mut_275_;
                            uint _e2104 = l_mut_219_;
                            bool l_778_ = (_e2103 < _e2104);
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
                                uint _e2115 = l_mut_219_;
                                uint l_781_ = (_e2115 - 1u);
                                uint _e2118 = l_mut_213_;
                                uint l_782_ = (_e2118 - 0u);
                                uint _e2121 = l_mut_219_;
                                bool l_783_ = (_e2121 < 1u);
                                uint l_784_ = uint(l_783_);
                                uint l_785_ = (l_782_ - l_784_);
                                l_mut_382_ = l_781_;
                                l_mut_90_ = l_785_;
                                l_mut_75_ = 0u;
                                l_mut_786_ = 0u;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2214 = l_mut_786_;
                                        l_mut_786_ = (_e2214 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2129 = l_mut_786_;
                                    if ((_e2129 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2133 = l_mut_786_;
                                        uint l_787_ = (19u - _e2133);
                                        uint _e2135 = l_mut_382_;
                                        l_mut_40_ = _e2135;
                                        uint _e2136 = l_mut_90_;
                                        l_mut_788_ = _e2136;
                                        bool l_789_ = (l_787_ >= 32u);
                                        if (l_789_) {
                                            uint l_790_ = (l_787_ & 31u);
                                            uint _e2141 = l_mut_90_;
                                            uint l_791_ = (_e2141 >> l_790_);
                                            l_mut_40_ = l_791_;
                                            l_mut_788_ = 0u;
                                        } else {
                                            bool l_792_ = (l_787_ > 0u);
                                            if (l_792_) {
                                                uint _e2146 = l_mut_382_;
                                                l_mut_793_ = _e2146;
                                                bool l_794_ = (l_787_ > 0u);
                                                if (l_794_) {
                                                    uint _e2149 = l_mut_382_;
                                                    uint l_795_ = (_e2149 >> l_787_);
                                                    uint l_796_ = (32u - l_787_);
                                                    uint _e2153 = l_mut_90_;
                                                    uint l_797_ = (_e2153 << l_796_);
                                                    uint l_798_ = (l_795_ | l_797_);
                                                    l_mut_793_ = l_798_;
                                                }
                                                uint _e2156 = l_mut_90_;
                                                uint l_799_ = (_e2156 >> l_787_);
                                                uint _e2158 = l_mut_793_;
                                                l_mut_40_ = _e2158;
                                                l_mut_788_ = l_799_;
                                            }
                                        }
                                        uint _e2159 = l_mut_788_;
                                        uint _e2160 = l_mut_269_;
                                        bool l_800_ = (_e2159 < _e2160);
                                        uint _e2162 = l_mut_788_;
                                        uint _e2163 = l_mut_269_;
                                        bool l_801_ = (_e2162 == _e2163);
                                        uint _e2165 = l_mut_40_;
                                        uint _e2166 = l_mut_275_;
                                        bool l_802_ = (_e2165 < _e2166);
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
                                            uint _e2178 = l_mut_275_;
                                            l_mut_793_ = _e2178;
                                            uint _e2179 = l_mut_269_;
                                            l_mut_788_ = _e2179;
                                            bool l_806_ = (l_787_ >= 32u);
                                            if (l_806_) {
                                                uint l_807_ = (l_787_ & 31u);
                                                uint _e2184 = l_mut_275_;
                                                uint l_808_ = (_e2184 << l_807_);
                                                l_mut_793_ = 0u;
                                                l_mut_788_ = l_808_;
                                            } else {
                                                bool l_809_ = (l_787_ > 0u);
                                                if (l_809_) {
                                                    uint _e2189 = l_mut_275_;
                                                    uint l_810_ = (_e2189 << l_787_);
                                                    uint _e2191 = l_mut_269_;
                                                    uint l_811_ = (_e2191 << l_787_);
                                                    uint l_812_ = (32u - l_787_);
                                                    uint _e2195 = l_mut_275_;
                                                    uint l_813_ = (_e2195 >> l_812_);
                                                    uint l_814_ = (l_811_ | l_813_);
                                                    l_mut_793_ = l_810_;
                                                    l_mut_788_ = l_814_;
                                                }
                                            }
                                            uint _e2198 = l_mut_382_;
                                            uint _e2199 = l_mut_793_;
                                            uint l_815_ = (_e2198 - _e2199);
                                            uint _e2201 = l_mut_90_;
                                            uint _e2202 = l_mut_788_;
                                            uint l_816_ = (_e2201 - _e2202);
                                            uint _e2204 = l_mut_382_;
                                            uint _e2205 = l_mut_793_;
                                            bool l_817_ = (_e2204 < _e2205);
                                            uint l_818_ = uint(l_817_);
                                            uint l_819_ = (l_816_ - l_818_);
                                            l_mut_382_ = l_815_;
                                            l_mut_90_ = l_819_;
                                            uint l_820_ = (1u << l_787_);
                                            uint _e2211 = l_mut_75_;
                                            l_mut_75_ = (_e2211 | l_820_);
                                        }
                                    }
                                }
                                uint _e2216 = l_mut_75_;
                                uint l_821_ = min(_e2216, l_758_);
                                l_mut_793_ = l_821_;
                                uint _e2218 = l_mut_90_;
                                uint _e2219 = l_mut_269_;
                                bool l_822_ = (_e2218 < _e2219);
                                uint _e2221 = l_mut_90_;
                                uint _e2222 = l_mut_269_;
                                bool l_823_ = (_e2221 == _e2222);
                                uint _e2224 = l_mut_382_;
                                uint _e2225 = l_mut_275_;
                                bool l_824_ = (_e2224 < _e2225);
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
                                uint _e2237 = l_mut_793_;
                                l_mut_450_ = _e2237;
                            }
                        } else {
                            uint _e2238 = l_mut_219_;
                            l_mut_793_ = _e2238;
                            uint _e2239 = l_mut_213_;
                            l_mut_788_ = _e2239;
                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                uint _e2240 = l_mut_269_;
                                uint _e2241 = l_mut_788_;
                                bool l_828_ = (_e2240 < _e2241);
                                uint _e2243 = l_mut_269_;
                                uint _e2244 = l_mut_788_;
                                bool l_829_ = (_e2243 == _e2244);
                                uint _e2246 = l_mut_275_;
                                uint _e2247 = l_mut_793_;
                                bool l_830_ = (_e2246 < _e2247);
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
                                uint _e2258 = l_mut_450_;
                                uint _e2259 = l_mut_96_;
                                uint l_833_ = (_e2258 * _e2259);
                                uint _e2261 = l_mut_102_;
                                uint l_834_ = (_e2261 + l_833_);
                                uint _e2263 = l_mut_96_;
                                uint l_835_ = (l_834_ + _e2263);
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
                                uint _e2271 = l_mut_793_;
                                uint _e2272 = l_mut_275_;
                                uint l_839_ = (_e2271 - _e2272);
                                uint _e2274 = l_mut_788_;
                                uint _e2275 = l_mut_269_;
                                uint l_840_ = (_e2274 - _e2275);
                                uint _e2277 = l_mut_793_;
                                uint _e2278 = l_mut_275_;
                                bool l_841_ = (_e2277 < _e2278);
                                uint l_842_ = uint(l_841_);
                                uint l_843_ = (l_840_ - l_842_);
                                l_mut_793_ = l_839_;
                                l_mut_788_ = l_843_;
                                uint _e2282 = l_mut_450_;
                                l_mut_450_ = (_e2282 + 1u);
                            }
                        }
                    }
                    uint _e2285 = l_mut_450_;
                    uint _e2286 = l_mut_96_;
                    uint l_844_ = (_e2285 * _e2286);
                    uint _e2288 = l_mut_102_;
                    uint l_845_ = (_e2288 + l_844_);
                    uint _e2290 = l_mut_96_;
                    uint l_846_ = (l_845_ + _e2290);
                    bool l_847_ = (l_846_ >= l_4_);
                    if (l_847_) {
                        l_mut_388_ = 1u;
                    } else {
                        uint _e2294 = l_mut_275_;
                        uint _e2295 = l_mut_450_;
                        uint l_848_ = (_e2294 * _e2295);
                        uint _e2297 = l_mut_275_;
                        uint64_t l_1103_ = uint64_t(_e2297);
                        uint _e2299 = l_mut_450_;
                        uint64_t l_1104_ = uint64_t(_e2299);
                        uint64_t l_1105_ = (l_1103_ * l_1104_);
                        uint64_t l_1106_ = (l_1105_ >> uint(32uL));
                        uint l_849_ = uint(l_1106_);
                        uint _e2308 = l_mut_269_;
                        uint _e2309 = l_mut_450_;
                        uint l_850_ = (_e2308 * _e2309);
                        uint l_851_ = (l_849_ + l_850_);
                        uint _e2312 = l_mut_219_;
                        uint l_852_ = (_e2312 - l_848_);
                        uint _e2314 = l_mut_213_;
                        uint l_853_ = (_e2314 - l_851_);
                        uint _e2316 = l_mut_219_;
                        bool l_854_ = (_e2316 < l_848_);
                        uint l_855_ = uint(l_854_);
                        uint l_856_ = (l_853_ - l_855_);
                        l_mut_441_ = l_852_;
                        l_mut_440_ = l_856_;
                        uint _e2320 = l_mut_450_;
                        uint _e2321 = l_mut_96_;
                        uint l_857_ = (_e2320 * _e2321);
                        uint _e2323 = l_mut_102_;
                        uint l_858_ = (_e2323 + l_857_);
                        l_mut_439_ = l_858_;
                        uint _e2325 = l_mut_275_;
                        uint _e2326 = l_mut_441_;
                        uint l_859_ = (_e2325 - _e2326);
                        uint _e2328 = l_mut_269_;
                        uint _e2329 = l_mut_440_;
                        uint l_860_ = (_e2328 - _e2329);
                        uint _e2331 = l_mut_275_;
                        uint _e2332 = l_mut_441_;
                        bool l_861_ = (_e2331 < _e2332);
                        uint l_862_ = uint(l_861_);
                        uint l_863_ = (l_860_ - l_862_);
                        l_mut_445_ = l_859_;
                        l_mut_444_ = l_863_;
                        uint _e2336 = l_mut_96_;
                        uint _e2337 = l_mut_439_;
                        uint l_864_ = (_e2336 + _e2337);
                        l_mut_428_ = l_864_;
                    }
                }
            }
            uint _e2339 = l_mut_445_;
            l_mut_275_ = _e2339;
            uint _e2340 = l_mut_444_;
            l_mut_269_ = _e2340;
            uint _e2341 = l_mut_441_;
            l_mut_219_ = _e2341;
            uint _e2342 = l_mut_440_;
            l_mut_213_ = _e2342;
            uint _e2343 = l_mut_439_;
            l_mut_102_ = _e2343;
            uint _e2344 = l_mut_428_;
            l_mut_96_ = _e2344;
            uint _e2345 = l_mut_421_;
            l_mut_151_ = _e2345;
            uint _e2346 = l_mut_394_;
            l_mut_145_ = _e2346;
            uint _e2347 = l_mut_388_;
            bool l_865_ = (_e2347 == 1u);
            l_mut_350_ = l_865_;
            uint _e2350 = l_mut_388_;
            bool l_866_ = (_e2350 == 0u);
            l_mut_357_ = l_866_;
        }
        bool _e2353 = l_mut_350_;
        bool l_867_ = !(_e2353);
        if (l_867_) {
            uint l_1108_ = asuint(info.Load(20+0));
            uint l_1109_ = (l_1108_ * 1u);
            uint l_1110_ = (l_1109_ - 1u);
            uint l_1111_ = min(0u, l_1110_);
            uint _e2368; buffer_5_global.InterlockedAdd(l_1111_*4, 1u, _e2368);
            uint l_870_ = asuint(info.Load(40+0));
            bool l_871_ = (_e2368 < l_870_);
            if (l_871_) {
                uint l_1113_ = asuint(info.Load(16+0));
                uint l_1114_ = (l_1113_ * 1u);
                bool l_1115_ = (_e2368 < l_1114_);
                if (l_1115_) {
                    buffer_4_global.Store(_e2368*4, asuint(id));
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
