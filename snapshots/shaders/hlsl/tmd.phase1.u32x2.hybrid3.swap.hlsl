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
    uint l_mut_135_ = (uint)0;
    uint l_mut_141_ = (uint)0;
    uint l_mut_203_ = (uint)0;
    uint l_mut_209_ = (uint)0;
    uint l_mut_259_ = (uint)0;
    uint l_mut_265_ = (uint)0;
    uint l_mut_30_ = (uint)0;
    bool l_mut_357_ = (bool)0;
    bool l_mut_364_ = (bool)0;
    uint l_mut_389_ = (uint)0;
    uint l_mut_395_ = (uint)0;
    uint l_mut_401_ = (uint)0;
    uint l_mut_428_ = (uint)0;
    uint l_mut_435_ = (uint)0;
    uint l_mut_446_ = (uint)0;
    uint l_mut_447_ = (uint)0;
    uint l_mut_448_ = (uint)0;
    uint l_mut_451_ = (uint)0;
    uint l_mut_452_ = (uint)0;
    uint l_mut_457_ = (uint)0;
    bool l_mut_635_ = (bool)0;
    bool l_mut_659_ = (bool)0;
    uint l_mut_65_ = (uint)0;
    uint l_mut_795_ = (uint)0;
    uint l_mut_800_ = (uint)0;
    uint l_mut_80_ = (uint)0;
    uint l_mut_86_ = (uint)0;
    uint l_mut_92_ = (uint)0;
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
    uint l_mut_449_ = 0u;
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
    uint l_mut_560_ = 0u;
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
    uint l_mut_696_ = (uint)0;
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
    uint l_mut_793_ = (uint)0;
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
        uint l_935_ = asuint(info.Load(20+0));
        uint l_936_ = (l_935_ * 1u);
        uint l_937_ = (l_936_ - 1u);
        uint l_938_ = min(3u, l_937_);
        uint _e68; buffer_5_global.InterlockedAdd(l_938_*4, 1u, _e68);
    }
    uint l_879_ = asuint(info.Load(12+0));
    uint l_880_ = (l_879_ * 1u);
    bool l_881_ = (0u < l_880_);
    uint l_882_ = (l_880_ - 1u);
    uint l_883_ = min(0u, l_882_);
    uint l_884_ = asuint(buffer_3_global.Load(l_883_*4));
    uint l_4_ = (l_881_ ? l_884_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_886_ = asuint(info.Load(12+0));
    uint l_887_ = (l_886_ * 1u);
    bool l_888_ = (l_6_ < l_887_);
    uint l_889_ = (l_887_ - 1u);
    uint l_890_ = min(l_6_, l_889_);
    uint l_891_ = asuint(buffer_3_global.Load(l_890_*4));
    uint l_7_ = (l_888_ ? l_891_ : 0u);
    uint l_893_ = asuint(info.Load(12+0));
    uint l_894_ = (l_893_ * 1u);
    bool l_895_ = (2u < l_894_);
    uint l_896_ = (l_894_ - 1u);
    uint l_897_ = min(2u, l_896_);
    uint l_898_ = asuint(buffer_3_global.Load(l_897_*4));
    uint l_9_ = (l_895_ ? l_898_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_900_ = asuint(info.Load(12+0));
    uint l_901_ = (l_900_ * 1u);
    bool l_902_ = (l_11_ < l_901_);
    uint l_903_ = (l_901_ - 1u);
    uint l_904_ = min(l_11_, l_903_);
    uint l_905_ = asuint(buffer_3_global.Load(l_904_*4));
    uint l_12_ = (l_902_ ? l_905_ : 0u);
    uint l_907_ = asuint(info.Load(12+0));
    uint l_908_ = (l_907_ * 1u);
    bool l_909_ = (4u < l_908_);
    uint l_910_ = (l_908_ - 1u);
    uint l_911_ = min(4u, l_910_);
    uint l_912_ = asuint(buffer_3_global.Load(l_911_*4));
    uint l_14_ = (l_909_ ? l_912_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_914_ = asuint(info.Load(12+0));
    uint l_915_ = (l_914_ * 1u);
    bool l_916_ = (l_16_ < l_915_);
    uint l_917_ = (l_915_ - 1u);
    uint l_918_ = min(l_16_, l_917_);
    uint l_919_ = asuint(buffer_3_global.Load(l_918_*4));
    uint l_17_ = (l_916_ ? l_919_ : 0u);
    uint l_921_ = asuint(info.Load(12+0));
    uint l_922_ = (l_921_ * 1u);
    bool l_923_ = (6u < l_922_);
    uint l_924_ = (l_922_ - 1u);
    uint l_925_ = min(6u, l_924_);
    uint l_926_ = asuint(buffer_3_global.Load(l_925_*4));
    uint l_19_ = (l_923_ ? l_926_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_928_ = asuint(info.Load(12+0));
    uint l_929_ = (l_928_ * 1u);
    bool l_930_ = (l_21_ < l_929_);
    uint l_931_ = (l_929_ - 1u);
    uint l_932_ = min(l_21_, l_931_);
    uint l_933_ = asuint(buffer_3_global.Load(l_932_*4));
    uint l_22_ = (l_930_ ? l_933_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = asuint(info.Load(24+0));
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint64_t l_940_ = uint64_t(id);
    uint64_t l_941_ = uint64_t(l_4_);
    uint64_t l_942_ = (l_940_ * l_941_);
    uint64_t l_943_ = (l_942_ >> uint(32uL));
    uint l_27_ = uint(l_943_);
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
    uint _e257 = l_mut_30_;
    bool l_46_ = (_e257 > 0u);
    if (l_25_) {
        local_4 = l_46_;
    } else {
        local_4 = false;
    }
    bool l_47_ = local_4;
    if (l_47_) {
        uint l_48_ = (2u * id);
        uint l_945_ = asuint(info.Load(0+0));
        uint l_946_ = (l_945_ * 1u);
        bool l_947_ = (l_48_ < l_946_);
        uint l_948_ = (l_946_ - 1u);
        uint l_949_ = min(l_48_, l_948_);
        uint l_950_ = asuint(buffer_0_global.Load(l_949_*4));
        uint l_49_ = (l_947_ ? l_950_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_952_ = asuint(info.Load(0+0));
        uint l_953_ = (l_952_ * 1u);
        bool l_954_ = (l_51_ < l_953_);
        uint l_955_ = (l_953_ - 1u);
        uint l_956_ = min(l_51_, l_955_);
        uint l_957_ = asuint(buffer_0_global.Load(l_956_*4));
        uint l_52_ = (l_954_ ? l_957_ : 0u);
        uint l_53_ = (2u * id);
        uint l_959_ = asuint(info.Load(4+0));
        uint l_960_ = (l_959_ * 1u);
        bool l_961_ = (l_53_ < l_960_);
        uint l_962_ = (l_960_ - 1u);
        uint l_963_ = min(l_53_, l_962_);
        uint l_964_ = asuint(buffer_1_global.Load(l_963_*4));
        uint l_54_ = (l_961_ ? l_964_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_966_ = asuint(info.Load(4+0));
        uint l_967_ = (l_966_ * 1u);
        bool l_968_ = (l_56_ < l_967_);
        uint l_969_ = (l_967_ - 1u);
        uint l_970_ = min(l_56_, l_969_);
        uint l_971_ = asuint(buffer_1_global.Load(l_970_*4));
        uint l_57_ = (l_968_ ? l_971_ : 0u);
        uint l_58_ = (2u * id);
        uint l_973_ = asuint(info.Load(8+0));
        uint l_974_ = (l_973_ * 1u);
        bool l_975_ = (l_58_ < l_974_);
        uint l_976_ = (l_974_ - 1u);
        uint l_977_ = min(l_58_, l_976_);
        uint l_978_ = asuint(buffer_2_global.Load(l_977_*4));
        uint l_59_ = (l_975_ ? l_978_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_980_ = asuint(info.Load(8+0));
        uint l_981_ = (l_980_ * 1u);
        bool l_982_ = (l_61_ < l_981_);
        uint l_983_ = (l_981_ - 1u);
        uint l_984_ = min(l_61_, l_983_);
        uint l_985_ = asuint(buffer_2_global.Load(l_984_*4));
        uint l_62_ = (l_982_ ? l_985_ : 0u);
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
        uint _e384 = l_mut_30_;
        uint l_71_ = (_e384 * l_4_);
        uint _e386 = l_mut_65_;
        uint l_72_ = (_e386 * l_4_);
        uint _e388 = l_mut_30_;
        uint64_t l_987_ = uint64_t(_e388);
        uint64_t l_988_ = uint64_t(l_4_);
        uint64_t l_989_ = (l_987_ * l_988_);
        uint64_t l_990_ = (l_989_ >> uint(32uL));
        uint l_73_ = uint(l_990_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e399 = l_mut_65_;
        uint64_t l_992_ = uint64_t(_e399);
        uint64_t l_993_ = uint64_t(l_4_);
        uint64_t l_994_ = (l_992_ * l_993_);
        uint64_t l_995_ = (l_994_ >> uint(32uL));
        uint l_75_ = uint(l_995_);
        bool l_76_ = (l_74_ < l_72_);
        uint l_77_ = uint(l_76_);
        uint l_78_ = (l_75_ + l_77_);
        uint l_79_ = naga_mod(l_9_, 32u);
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
        uint _e428 = l_mut_80_;
        l_mut_92_ = _e428;
        uint _e429 = l_mut_86_;
        l_mut_80_ = _e429;
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
                uint _e443 = l_mut_86_;
                l_mut_92_ = _e443;
                l_mut_80_ = l_100_;
            }
        }
        uint _e444 = l_mut_92_;
        l_mut_86_ = _e444;
        uint _e445 = l_mut_80_;
        l_mut_92_ = _e445;
        if (l_64_) {
            uint _e447 = l_mut_86_;
            uint l_101_ = (0u - _e447);
            uint _e450 = l_mut_92_;
            uint l_102_ = (0u - _e450);
            uint _e453 = l_mut_86_;
            bool l_103_ = (0u < _e453);
            uint l_104_ = uint(l_103_);
            uint l_105_ = (l_102_ - l_104_);
            l_mut_86_ = l_101_;
            l_mut_92_ = l_105_;
        }
        uint _e457 = l_mut_86_;
        uint l_106_ = (l_49_ + _e457);
        uint _e459 = l_mut_92_;
        uint l_107_ = (l_52_ + _e459);
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
            uint _e483 = l_mut_80_;
            uint l_121_ = (_e483 * l_113_);
            uint _e485 = l_mut_65_;
            uint l_122_ = (_e485 * l_113_);
            uint _e487 = l_mut_80_;
            uint64_t l_997_ = uint64_t(_e487);
            uint64_t l_998_ = uint64_t(l_113_);
            uint64_t l_999_ = (l_997_ * l_998_);
            uint64_t l_1000_ = (l_999_ >> uint(32uL));
            uint l_123_ = uint(l_1000_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e498 = l_mut_65_;
            uint64_t l_1002_ = uint64_t(_e498);
            uint64_t l_1003_ = uint64_t(l_113_);
            uint64_t l_1004_ = (l_1002_ * l_1003_);
            uint64_t l_1005_ = (l_1004_ >> uint(32uL));
            uint l_125_ = uint(l_1005_);
            bool l_126_ = (l_124_ < l_122_);
            uint l_127_ = uint(l_126_);
            uint l_128_ = (l_125_ + l_127_);
            uint l_129_ = naga_mod(l_111_, 32u);
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
            uint _e527 = l_mut_30_;
            l_mut_141_ = _e527;
            uint _e528 = l_mut_135_;
            l_mut_30_ = _e528;
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
                    uint _e542 = l_mut_135_;
                    l_mut_141_ = _e542;
                    l_mut_30_ = l_149_;
                }
            }
            uint _e543 = l_mut_141_;
            l_mut_135_ = _e543;
            uint _e544 = l_mut_30_;
            l_mut_141_ = _e544;
            if (l_115_) {
                uint _e546 = l_mut_135_;
                uint l_150_ = (0u - _e546);
                uint _e549 = l_mut_141_;
                uint l_151_ = (0u - _e549);
                uint _e552 = l_mut_135_;
                bool l_152_ = (0u < _e552);
                uint l_153_ = uint(l_152_);
                uint l_154_ = (l_151_ - l_153_);
                l_mut_135_ = l_150_;
                l_mut_141_ = l_154_;
            }
            uint _e556 = l_mut_135_;
            l_mut_92_ = _e556;
            uint _e557 = l_mut_141_;
            l_mut_86_ = _e557;
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
            uint _e570 = l_mut_141_;
            uint l_162_ = (_e570 * l_4_);
            uint _e572 = l_mut_135_;
            uint l_163_ = (_e572 * l_4_);
            uint _e574 = l_mut_141_;
            uint64_t l_1007_ = uint64_t(_e574);
            uint64_t l_1008_ = uint64_t(l_4_);
            uint64_t l_1009_ = (l_1007_ * l_1008_);
            uint64_t l_1010_ = (l_1009_ >> uint(32uL));
            uint l_164_ = uint(l_1010_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e585 = l_mut_135_;
            uint64_t l_1012_ = uint64_t(_e585);
            uint64_t l_1013_ = uint64_t(l_4_);
            uint64_t l_1014_ = (l_1012_ * l_1013_);
            uint64_t l_1015_ = (l_1014_ >> uint(32uL));
            uint l_166_ = uint(l_1015_);
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
            uint _e613 = l_mut_80_;
            l_mut_30_ = _e613;
            uint _e614 = l_mut_65_;
            l_mut_80_ = _e614;
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
                    uint _e626 = l_mut_65_;
                    l_mut_30_ = _e626;
                    l_mut_80_ = l_188_;
                }
            }
            uint _e627 = l_mut_141_;
            uint l_189_ = (_e627 * l_4_);
            uint _e629 = l_mut_135_;
            uint l_190_ = (_e629 * l_4_);
            uint _e631 = l_mut_141_;
            uint64_t l_1017_ = uint64_t(_e631);
            uint64_t l_1018_ = uint64_t(l_4_);
            uint64_t l_1019_ = (l_1017_ * l_1018_);
            uint64_t l_1020_ = (l_1019_ >> uint(32uL));
            uint l_191_ = uint(l_1020_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e642 = l_mut_135_;
            uint64_t l_1022_ = uint64_t(_e642);
            uint64_t l_1023_ = uint64_t(l_4_);
            uint64_t l_1024_ = (l_1022_ * l_1023_);
            uint64_t l_1025_ = (l_1024_ >> uint(32uL));
            uint l_193_ = uint(l_1025_);
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
            uint _e670 = l_mut_65_;
            l_mut_209_ = _e670;
            uint _e671 = l_mut_203_;
            l_mut_65_ = _e671;
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
                    uint _e683 = l_mut_203_;
                    l_mut_209_ = _e683;
                    l_mut_65_ = l_217_;
                }
            }
            uint _e684 = l_mut_30_;
            uint l_218_ = (_e684 * l_4_);
            uint _e686 = l_mut_80_;
            uint l_219_ = (_e686 * l_4_);
            uint _e688 = l_mut_30_;
            uint64_t l_1027_ = uint64_t(_e688);
            uint64_t l_1028_ = uint64_t(l_4_);
            uint64_t l_1029_ = (l_1027_ * l_1028_);
            uint64_t l_1030_ = (l_1029_ >> uint(32uL));
            uint l_220_ = uint(l_1030_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e699 = l_mut_80_;
            uint64_t l_1032_ = uint64_t(_e699);
            uint64_t l_1033_ = uint64_t(l_4_);
            uint64_t l_1034_ = (l_1032_ * l_1033_);
            uint64_t l_1035_ = (l_1034_ >> uint(32uL));
            uint l_222_ = uint(l_1035_);
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
            uint _e727 = l_mut_203_;
            l_mut_135_ = _e727;
            uint _e728 = l_mut_141_;
            l_mut_203_ = _e728;
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
                    uint _e740 = l_mut_141_;
                    l_mut_135_ = _e740;
                    l_mut_203_ = l_244_;
                }
            }
            uint _e741 = l_mut_30_;
            uint l_245_ = (_e741 * l_4_);
            uint _e743 = l_mut_80_;
            uint l_246_ = (_e743 * l_4_);
            uint _e745 = l_mut_30_;
            uint64_t l_1037_ = uint64_t(_e745);
            uint64_t l_1038_ = uint64_t(l_4_);
            uint64_t l_1039_ = (l_1037_ * l_1038_);
            uint64_t l_1040_ = (l_1039_ >> uint(32uL));
            uint l_247_ = uint(l_1040_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e756 = l_mut_80_;
            uint64_t l_1042_ = uint64_t(_e756);
            uint64_t l_1043_ = uint64_t(l_4_);
            uint64_t l_1044_ = (l_1042_ * l_1043_);
            uint64_t l_1045_ = (l_1044_ >> uint(32uL));
            uint l_249_ = uint(l_1045_);
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
            uint _e784 = l_mut_141_;
            l_mut_265_ = _e784;
            uint _e785 = l_mut_259_;
            l_mut_141_ = _e785;
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
                    uint _e797 = l_mut_259_;
                    l_mut_265_ = _e797;
                    l_mut_141_ = l_273_;
                }
            }
            uint _e798 = l_mut_209_;
            uint l_274_ = (_e798 * l_4_);
            uint _e800 = l_mut_209_;
            uint64_t l_1047_ = uint64_t(_e800);
            uint64_t l_1048_ = uint64_t(l_4_);
            uint64_t l_1049_ = (l_1047_ * l_1048_);
            uint64_t l_1050_ = (l_1049_ >> uint(32uL));
            uint l_275_ = uint(l_1050_);
            uint _e810 = l_mut_65_;
            uint l_276_ = (_e810 * l_4_);
            uint l_277_ = (l_275_ + l_276_);
            uint _e813 = l_mut_265_;
            uint l_278_ = (_e813 + l_274_);
            uint _e815 = l_mut_141_;
            uint l_279_ = (_e815 + l_277_);
            uint _e817 = l_mut_265_;
            bool l_280_ = (l_278_ < _e817);
            uint l_281_ = uint(l_280_);
            uint l_282_ = (l_279_ + l_281_);
            uint _e821 = l_mut_135_;
            l_mut_92_ = _e821;
            uint _e822 = l_mut_203_;
            l_mut_86_ = _e822;
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
                    uint _e843 = l_mut_135_;
                    l_mut_209_ = _e843;
                    uint _e844 = l_mut_203_;
                    l_mut_141_ = _e844;
                    bool l_295_ = (l_111_ >= 32u);
                    if (l_295_) {
                        uint l_296_ = (l_111_ & 31u);
                        uint _e849 = l_mut_203_;
                        uint l_297_ = (_e849 >> l_296_);
                        l_mut_209_ = l_297_;
                        l_mut_141_ = 0u;
                    } else {
                        bool l_298_ = (l_111_ > 0u);
                        if (l_298_) {
                            uint _e854 = l_mut_135_;
                            l_mut_80_ = _e854;
                            bool l_299_ = (l_111_ > 0u);
                            if (l_299_) {
                                uint _e857 = l_mut_135_;
                                uint l_300_ = (_e857 >> l_111_);
                                uint l_301_ = (32u - l_111_);
                                uint _e861 = l_mut_203_;
                                uint l_302_ = (_e861 << l_301_);
                                uint l_303_ = (l_300_ | l_302_);
                                l_mut_80_ = l_303_;
                            }
                            uint _e864 = l_mut_203_;
                            uint l_304_ = (_e864 >> l_111_);
                            uint _e866 = l_mut_80_;
                            l_mut_209_ = _e866;
                            l_mut_141_ = l_304_;
                        }
                    }
                    uint _e867 = l_mut_265_;
                    uint _e868 = l_mut_209_;
                    uint l_305_ = (_e867 + _e868);
                    uint _e870 = l_mut_259_;
                    uint _e871 = l_mut_141_;
                    uint l_306_ = (_e870 + _e871);
                    uint _e873 = l_mut_265_;
                    bool l_307_ = (l_305_ < _e873);
                    uint l_308_ = uint(l_307_);
                    uint l_309_ = (l_306_ + l_308_);
                    l_mut_92_ = l_305_;
                    l_mut_86_ = l_309_;
                }
            }
            if (l_156_) {
                uint _e878 = l_mut_92_;
                uint l_310_ = (0u - _e878);
                uint _e881 = l_mut_86_;
                uint l_311_ = (0u - _e881);
                uint _e884 = l_mut_92_;
                bool l_312_ = (0u < _e884);
                uint l_313_ = uint(l_312_);
                uint l_314_ = (l_311_ - l_313_);
                l_mut_92_ = l_310_;
                l_mut_86_ = l_314_;
            }
        }
        uint _e888 = l_mut_92_;
        l_mut_265_ = _e888;
        uint _e889 = l_mut_86_;
        l_mut_259_ = _e889;
        uint _e890 = l_mut_86_;
        uint l_315_ = (_e890 >> 31u);
        bool l_316_ = (l_315_ == 1u);
        if (l_316_) {
            uint _e896 = l_mut_92_;
            uint l_317_ = (0u - _e896);
            uint _e899 = l_mut_86_;
            uint l_318_ = (0u - _e899);
            uint _e902 = l_mut_92_;
            bool l_319_ = (0u < _e902);
            uint l_320_ = uint(l_319_);
            uint l_321_ = (l_318_ - l_320_);
            l_mut_265_ = l_317_;
            l_mut_259_ = l_321_;
        }
        uint _e906 = l_mut_265_;
        uint l_322_ = (l_14_ + _e906);
        uint _e908 = l_mut_259_;
        uint l_323_ = (l_17_ + _e908);
        bool l_324_ = (l_322_ < l_14_);
        uint l_325_ = uint(l_324_);
        uint l_326_ = (l_323_ + l_325_);
        uint l_327_ = (l_322_ + 1u);
        uint l_328_ = (l_326_ + 0u);
        bool l_329_ = (l_327_ < l_322_);
        uint l_330_ = uint(l_329_);
        uint l_331_ = (l_328_ + l_330_);
        uint _e920 = l_mut_92_;
        uint l_332_ = (l_54_ - _e920);
        uint _e922 = l_mut_86_;
        uint l_333_ = (l_57_ - _e922);
        uint _e924 = l_mut_92_;
        bool l_334_ = (l_54_ < _e924);
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
        uint _e957 = l_mut_135_;
        bool l_358_ = (_e957 < l_351_);
        uint _e959 = l_mut_135_;
        bool l_359_ = (_e959 == l_351_);
        uint _e961 = l_mut_141_;
        bool l_360_ = (_e961 < l_347_);
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
            bool _e976 = l_mut_364_;
            l_mut_357_ = _e976;
            l_mut_364_ = false;
        }
        bool _e978 = l_mut_364_;
        if (_e978) {
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
            uint _e993 = l_mut_80_;
            uint l_375_ = (_e993 * l_374_);
            uint _e995 = l_mut_80_;
            uint64_t l_1052_ = uint64_t(_e995);
            uint64_t l_1053_ = uint64_t(l_374_);
            uint64_t l_1054_ = (l_1052_ * l_1053_);
            uint64_t l_1055_ = (l_1054_ >> uint(32uL));
            uint l_376_ = uint(l_1055_);
            uint _e1005 = l_mut_65_;
            uint l_377_ = (_e1005 * l_374_);
            uint l_378_ = (l_376_ + l_377_);
            l_mut_30_ = 0u;
            uint l_379_ = (l_4_ - 1u);
            uint _e1011 = l_mut_80_;
            uint l_380_ = (_e1011 * l_379_);
            uint _e1013 = l_mut_65_;
            uint l_381_ = (_e1013 * l_379_);
            uint _e1015 = l_mut_80_;
            uint64_t l_1057_ = uint64_t(_e1015);
            uint64_t l_1058_ = uint64_t(l_379_);
            uint64_t l_1059_ = (l_1057_ * l_1058_);
            uint64_t l_1060_ = (l_1059_ >> uint(32uL));
            uint l_382_ = uint(l_1060_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1026 = l_mut_65_;
            uint64_t l_1062_ = uint64_t(_e1026);
            uint64_t l_1063_ = uint64_t(l_379_);
            uint64_t l_1064_ = (l_1062_ * l_1063_);
            uint64_t l_1065_ = (l_1064_ >> uint(32uL));
            uint l_384_ = uint(l_1065_);
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
            uint _e1054 = l_mut_389_;
            l_mut_401_ = _e1054;
            uint _e1055 = l_mut_395_;
            l_mut_389_ = _e1055;
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
                    uint _e1067 = l_mut_395_;
                    l_mut_401_ = _e1067;
                    l_mut_389_ = l_409_;
                }
            }
            uint _e1068 = l_mut_401_;
            uint _e1069 = l_mut_389_;
            uint l_410_ = (_e1068 | _e1069);
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
                        uint _e1104 = l_mut_65_;
                        bool l_429_ = (l_416_ < _e1104);
                        uint _e1106 = l_mut_65_;
                        bool l_430_ = (l_416_ == _e1106);
                        uint _e1108 = l_mut_80_;
                        bool l_431_ = (l_412_ < _e1108);
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
                            uint _e1121 = l_mut_65_;
                            bool l_436_ = (_e1121 < l_416_);
                            uint _e1123 = l_mut_65_;
                            bool l_437_ = (_e1123 == l_416_);
                            uint _e1125 = l_mut_80_;
                            bool l_438_ = (_e1125 < l_412_);
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
                                uint2 loop_bound = uint2(4294967295u, 4294967295u);
                                bool loop_init = true;
                                while(true) {
                                    if (all(loop_bound == uint2(0u, 0u))) { break; }
                                    loop_bound -= uint2(loop_bound.y == 0u, 1u);
                                    if (!loop_init) {
                                        uint _e1232 = l_mut_449_;
                                        l_mut_449_ = (_e1232 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1147 = l_mut_449_;
                                    if ((_e1147 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1151 = l_mut_449_;
                                        uint l_450_ = (19u - _e1151);
                                        uint _e1153 = l_mut_446_;
                                        l_mut_451_ = _e1153;
                                        uint _e1154 = l_mut_447_;
                                        l_mut_452_ = _e1154;
                                        bool l_453_ = (l_450_ >= 32u);
                                        if (l_453_) {
                                            uint l_454_ = (l_450_ & 31u);
                                            uint _e1159 = l_mut_447_;
                                            uint l_455_ = (_e1159 >> l_454_);
                                            l_mut_451_ = l_455_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            bool l_456_ = (l_450_ > 0u);
                                            if (l_456_) {
                                                uint _e1164 = l_mut_446_;
                                                l_mut_457_ = _e1164;
                                                bool l_458_ = (l_450_ > 0u);
                                                if (l_458_) {
                                                    uint _e1167 = l_mut_446_;
                                                    uint l_459_ = (_e1167 >> l_450_);
                                                    uint l_460_ = (32u - l_450_);
                                                    uint _e1171 = l_mut_447_;
                                                    uint l_461_ = (_e1171 << l_460_);
                                                    uint l_462_ = (l_459_ | l_461_);
                                                    l_mut_457_ = l_462_;
                                                }
                                                uint _e1174 = l_mut_447_;
                                                uint l_463_ = (_e1174 >> l_450_);
                                                uint _e1176 = l_mut_457_;
                                                l_mut_451_ = _e1176;
                                                l_mut_452_ = l_463_;
                                            }
                                        }
                                        uint _e1177 = l_mut_452_;
                                        uint _e1178 = l_mut_65_;
                                        bool l_464_ = (_e1177 < _e1178);
                                        uint _e1180 = l_mut_452_;
                                        uint _e1181 = l_mut_65_;
                                        bool l_465_ = (_e1180 == _e1181);
                                        uint _e1183 = l_mut_451_;
                                        uint _e1184 = l_mut_80_;
                                        bool l_466_ = (_e1183 < _e1184);
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
                                            uint _e1196 = l_mut_80_;
                                            l_mut_457_ = _e1196;
                                            uint _e1197 = l_mut_65_;
                                            l_mut_452_ = _e1197;
                                            bool l_470_ = (l_450_ >= 32u);
                                            if (l_470_) {
                                                uint l_471_ = (l_450_ & 31u);
                                                uint _e1202 = l_mut_80_;
                                                uint l_472_ = (_e1202 << l_471_);
                                                l_mut_457_ = 0u;
                                                l_mut_452_ = l_472_;
                                            } else {
                                                bool l_473_ = (l_450_ > 0u);
                                                if (l_473_) {
                                                    uint _e1207 = l_mut_80_;
                                                    uint l_474_ = (_e1207 << l_450_);
                                                    uint _e1209 = l_mut_65_;
                                                    uint l_475_ = (_e1209 << l_450_);
                                                    uint l_476_ = (32u - l_450_);
                                                    uint _e1213 = l_mut_80_;
                                                    uint l_477_ = (_e1213 >> l_476_);
                                                    uint l_478_ = (l_475_ | l_477_);
                                                    l_mut_457_ = l_474_;
                                                    l_mut_452_ = l_478_;
                                                }
                                            }
                                            uint _e1216 = l_mut_446_;
                                            uint _e1217 = l_mut_457_;
                                            uint l_479_ = (_e1216 - _e1217);
                                            uint _e1219 = l_mut_447_;
                                            uint _e1220 = l_mut_452_;
                                            uint l_480_ = (_e1219 - _e1220);
                                            uint _e1222 = l_mut_446_;
                                            uint _e1223 = l_mut_457_;
                                            bool l_481_ = (_e1222 < _e1223);
                                            uint l_482_ = uint(l_481_);
                                            uint l_483_ = (l_480_ - l_482_);
                                            l_mut_446_ = l_479_;
                                            l_mut_447_ = l_483_;
                                            uint l_484_ = (1u << l_450_);
                                            uint _e1229 = l_mut_448_;
                                            l_mut_448_ = (_e1229 | l_484_);
                                        }
                                    }
                                }
                                uint _e1234 = l_mut_448_;
                                uint l_485_ = min(_e1234, l_427_);
                                l_mut_457_ = l_485_;
                                uint _e1236 = l_mut_447_;
                                uint _e1237 = l_mut_65_;
                                bool l_486_ = (_e1236 < _e1237);
                                uint _e1239 = l_mut_447_;
                                uint _e1240 = l_mut_65_;
                                bool l_487_ = (_e1239 == _e1240);
                                uint _e1242 = l_mut_446_;
                                uint _e1243 = l_mut_80_;
                                bool l_488_ = (_e1242 < _e1243);
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
                                uint _e1255 = l_mut_457_;
                                l_mut_435_ = _e1255;
                            }
                            uint _e1256 = l_mut_80_;
                            uint _e1257 = l_mut_435_;
                            uint l_492_ = (_e1256 * _e1257);
                            uint _e1259 = l_mut_80_;
                            uint64_t l_1067_ = uint64_t(_e1259);
                            uint _e1261 = l_mut_435_;
                            uint64_t l_1068_ = uint64_t(_e1261);
                            uint64_t l_1069_ = (l_1067_ * l_1068_);
                            uint64_t l_1070_ = (l_1069_ >> uint(32uL));
                            uint l_493_ = uint(l_1070_);
                            uint _e1270 = l_mut_65_;
                            uint _e1271 = l_mut_435_;
                            uint l_494_ = (_e1270 * _e1271);
                            uint l_495_ = (l_493_ + l_494_);
                            uint l_496_ = (l_412_ - l_492_);
                            uint l_497_ = (l_416_ - l_495_);
                            bool l_498_ = (l_412_ < l_492_);
                            uint l_499_ = uint(l_498_);
                            uint l_500_ = (l_497_ - l_499_);
                            l_mut_389_ = l_496_;
                            l_mut_428_ = l_500_;
                            uint _e1279 = l_mut_428_;
                            uint _e1280 = l_mut_65_;
                            bool l_501_ = (_e1279 < _e1280);
                            uint _e1282 = l_mut_428_;
                            uint _e1283 = l_mut_65_;
                            bool l_502_ = (_e1282 == _e1283);
                            uint _e1285 = l_mut_389_;
                            uint _e1286 = l_mut_80_;
                            bool l_503_ = (_e1285 < _e1286);
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
                                uint _e1298 = l_mut_389_;
                                uint _e1299 = l_mut_80_;
                                uint l_507_ = (_e1298 - _e1299);
                                uint _e1301 = l_mut_428_;
                                uint _e1302 = l_mut_65_;
                                uint l_508_ = (_e1301 - _e1302);
                                uint _e1304 = l_mut_389_;
                                uint _e1305 = l_mut_80_;
                                bool l_509_ = (_e1304 < _e1305);
                                uint l_510_ = uint(l_509_);
                                uint l_511_ = (l_508_ - l_510_);
                                l_mut_389_ = l_507_;
                                l_mut_428_ = l_511_;
                            }
                        }
                        uint _e1309 = l_mut_80_;
                        uint _e1310 = l_mut_389_;
                        uint l_512_ = (_e1309 - _e1310);
                        uint _e1312 = l_mut_65_;
                        uint _e1313 = l_mut_428_;
                        uint l_513_ = (_e1312 - _e1313);
                        uint _e1315 = l_mut_80_;
                        uint _e1316 = l_mut_389_;
                        bool l_514_ = (_e1315 < _e1316);
                        uint l_515_ = uint(l_514_);
                        uint l_516_ = (l_513_ - l_515_);
                        l_mut_457_ = l_512_;
                        l_mut_452_ = l_516_;
                        uint _e1320 = l_mut_65_;
                        bool l_517_ = (l_516_ < _e1320);
                        uint _e1322 = l_mut_65_;
                        bool l_518_ = (l_516_ == _e1322);
                        uint _e1324 = l_mut_80_;
                        bool l_519_ = (l_512_ < _e1324);
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
                            uint _e1336 = l_mut_80_;
                            uint l_523_ = (l_512_ - _e1336);
                            uint _e1338 = l_mut_65_;
                            uint l_524_ = (l_516_ - _e1338);
                            uint _e1340 = l_mut_80_;
                            bool l_525_ = (l_512_ < _e1340);
                            uint l_526_ = uint(l_525_);
                            uint l_527_ = (l_524_ - l_526_);
                            l_mut_457_ = l_523_;
                            l_mut_452_ = l_527_;
                        }
                        uint _e1344 = l_mut_452_;
                        uint _e1345 = l_mut_395_;
                        bool l_528_ = (_e1344 < _e1345);
                        uint _e1347 = l_mut_452_;
                        uint _e1348 = l_mut_395_;
                        bool l_529_ = (_e1347 == _e1348);
                        uint _e1350 = l_mut_457_;
                        uint _e1351 = l_mut_401_;
                        bool l_530_ = (_e1350 < _e1351);
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
                            uint _e1362 = l_mut_457_;
                            l_mut_401_ = _e1362;
                            uint _e1363 = l_mut_452_;
                            l_mut_395_ = _e1363;
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
                        uint _e1383 = l_mut_65_;
                        bool l_544_ = (l_341_ < _e1383);
                        uint _e1385 = l_mut_65_;
                        bool l_545_ = (l_341_ == _e1385);
                        uint _e1387 = l_mut_80_;
                        bool l_546_ = (l_337_ < _e1387);
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
                            uint _e1400 = l_mut_65_;
                            bool l_550_ = (_e1400 < l_341_);
                            uint _e1402 = l_mut_65_;
                            bool l_551_ = (_e1402 == l_341_);
                            uint _e1404 = l_mut_80_;
                            bool l_552_ = (_e1404 < l_337_);
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
                                uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
                                bool loop_init_1 = true;
                                while(true) {
                                    if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
                                    loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
                                    if (!loop_init_1) {
                                        uint _e1511 = l_mut_560_;
                                        l_mut_560_ = (_e1511 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1426 = l_mut_560_;
                                    if ((_e1426 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1430 = l_mut_560_;
                                        uint l_561_ = (19u - _e1430);
                                        uint _e1432 = l_mut_448_;
                                        l_mut_435_ = _e1432;
                                        uint _e1433 = l_mut_447_;
                                        l_mut_428_ = _e1433;
                                        bool l_562_ = (l_561_ >= 32u);
                                        if (l_562_) {
                                            uint l_563_ = (l_561_ & 31u);
                                            uint _e1438 = l_mut_447_;
                                            uint l_564_ = (_e1438 >> l_563_);
                                            l_mut_435_ = l_564_;
                                            l_mut_428_ = 0u;
                                        } else {
                                            bool l_565_ = (l_561_ > 0u);
                                            if (l_565_) {
                                                uint _e1443 = l_mut_448_;
                                                l_mut_389_ = _e1443;
                                                bool l_566_ = (l_561_ > 0u);
                                                if (l_566_) {
                                                    uint _e1446 = l_mut_448_;
                                                    uint l_567_ = (_e1446 >> l_561_);
                                                    uint l_568_ = (32u - l_561_);
                                                    uint _e1450 = l_mut_447_;
                                                    uint l_569_ = (_e1450 << l_568_);
                                                    uint l_570_ = (l_567_ | l_569_);
                                                    l_mut_389_ = l_570_;
                                                }
                                                uint _e1453 = l_mut_447_;
                                                uint l_571_ = (_e1453 >> l_561_);
                                                uint _e1455 = l_mut_389_;
                                                l_mut_435_ = _e1455;
                                                l_mut_428_ = l_571_;
                                            }
                                        }
                                        uint _e1456 = l_mut_428_;
                                        uint _e1457 = l_mut_65_;
                                        bool l_572_ = (_e1456 < _e1457);
                                        uint _e1459 = l_mut_428_;
                                        uint _e1460 = l_mut_65_;
                                        bool l_573_ = (_e1459 == _e1460);
                                        uint _e1462 = l_mut_435_;
                                        uint _e1463 = l_mut_80_;
                                        bool l_574_ = (_e1462 < _e1463);
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
                                            uint _e1475 = l_mut_80_;
                                            l_mut_435_ = _e1475;
                                            uint _e1476 = l_mut_65_;
                                            l_mut_428_ = _e1476;
                                            bool l_578_ = (l_561_ >= 32u);
                                            if (l_578_) {
                                                uint l_579_ = (l_561_ & 31u);
                                                uint _e1481 = l_mut_80_;
                                                uint l_580_ = (_e1481 << l_579_);
                                                l_mut_435_ = 0u;
                                                l_mut_428_ = l_580_;
                                            } else {
                                                bool l_581_ = (l_561_ > 0u);
                                                if (l_581_) {
                                                    uint _e1486 = l_mut_80_;
                                                    uint l_582_ = (_e1486 << l_561_);
                                                    uint _e1488 = l_mut_65_;
                                                    uint l_583_ = (_e1488 << l_561_);
                                                    uint l_584_ = (32u - l_561_);
                                                    uint _e1492 = l_mut_80_;
                                                    uint l_585_ = (_e1492 >> l_584_);
                                                    uint l_586_ = (l_583_ | l_585_);
                                                    l_mut_435_ = l_582_;
                                                    l_mut_428_ = l_586_;
                                                }
                                            }
                                            uint _e1495 = l_mut_448_;
                                            uint _e1496 = l_mut_435_;
                                            uint l_587_ = (_e1495 - _e1496);
                                            uint _e1498 = l_mut_447_;
                                            uint _e1499 = l_mut_428_;
                                            uint l_588_ = (_e1498 - _e1499);
                                            uint _e1501 = l_mut_448_;
                                            uint _e1502 = l_mut_435_;
                                            bool l_589_ = (_e1501 < _e1502);
                                            uint l_590_ = uint(l_589_);
                                            uint l_591_ = (l_588_ - l_590_);
                                            l_mut_448_ = l_587_;
                                            l_mut_447_ = l_591_;
                                            uint l_592_ = (1u << l_561_);
                                            uint _e1508 = l_mut_446_;
                                            l_mut_446_ = (_e1508 | l_592_);
                                        }
                                    }
                                }
                                uint _e1513 = l_mut_446_;
                                uint l_593_ = min(_e1513, l_543_);
                                l_mut_446_ = l_593_;
                                uint _e1515 = l_mut_447_;
                                uint _e1516 = l_mut_65_;
                                bool l_594_ = (_e1515 < _e1516);
                                uint _e1518 = l_mut_447_;
                                uint _e1519 = l_mut_65_;
                                bool l_595_ = (_e1518 == _e1519);
                                uint _e1521 = l_mut_448_;
                                uint _e1522 = l_mut_80_;
                                bool l_596_ = (_e1521 < _e1522);
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
                                uint _e1534 = l_mut_446_;
                                l_mut_451_ = _e1534;
                            }
                            uint _e1535 = l_mut_80_;
                            uint _e1536 = l_mut_451_;
                            uint l_600_ = (_e1535 * _e1536);
                            uint _e1538 = l_mut_80_;
                            uint64_t l_1072_ = uint64_t(_e1538);
                            uint _e1540 = l_mut_451_;
                            uint64_t l_1073_ = uint64_t(_e1540);
                            uint64_t l_1074_ = (l_1072_ * l_1073_);
                            uint64_t l_1075_ = (l_1074_ >> uint(32uL));
                            uint l_601_ = uint(l_1075_);
                            uint _e1549 = l_mut_65_;
                            uint _e1550 = l_mut_451_;
                            uint l_602_ = (_e1549 * _e1550);
                            uint l_603_ = (l_601_ + l_602_);
                            uint l_604_ = (l_337_ - l_600_);
                            uint l_605_ = (l_341_ - l_603_);
                            bool l_606_ = (l_337_ < l_600_);
                            uint l_607_ = uint(l_606_);
                            uint l_608_ = (l_605_ - l_607_);
                            l_mut_457_ = l_604_;
                            l_mut_452_ = l_608_;
                            uint _e1558 = l_mut_452_;
                            uint _e1559 = l_mut_65_;
                            bool l_609_ = (_e1558 < _e1559);
                            uint _e1561 = l_mut_452_;
                            uint _e1562 = l_mut_65_;
                            bool l_610_ = (_e1561 == _e1562);
                            uint _e1564 = l_mut_457_;
                            uint _e1565 = l_mut_80_;
                            bool l_611_ = (_e1564 < _e1565);
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
                                uint _e1577 = l_mut_457_;
                                uint _e1578 = l_mut_80_;
                                uint l_615_ = (_e1577 - _e1578);
                                uint _e1580 = l_mut_452_;
                                uint _e1581 = l_mut_65_;
                                uint l_616_ = (_e1580 - _e1581);
                                uint _e1583 = l_mut_457_;
                                uint _e1584 = l_mut_80_;
                                bool l_617_ = (_e1583 < _e1584);
                                uint l_618_ = uint(l_617_);
                                uint l_619_ = (l_616_ - l_618_);
                                l_mut_457_ = l_615_;
                                l_mut_452_ = l_619_;
                            }
                        }
                        uint _e1588 = l_mut_452_;
                        uint _e1589 = l_mut_395_;
                        bool l_620_ = (_e1588 < _e1589);
                        uint _e1591 = l_mut_452_;
                        uint _e1592 = l_mut_395_;
                        bool l_621_ = (_e1591 == _e1592);
                        uint _e1594 = l_mut_457_;
                        uint _e1595 = l_mut_401_;
                        bool l_622_ = (_e1594 < _e1595);
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
                            uint _e1606 = l_mut_457_;
                            l_mut_401_ = _e1606;
                            uint _e1607 = l_mut_452_;
                            l_mut_395_ = _e1607;
                        }
                    }
                }
                uint _e1608 = l_mut_395_;
                bool l_625_ = (_e1608 < l_351_);
                uint _e1610 = l_mut_395_;
                bool l_626_ = (_e1610 == l_351_);
                uint _e1612 = l_mut_401_;
                bool l_627_ = (_e1612 < l_347_);
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
            uint _e1627 = l_mut_30_;
            bool l_633_ = (_e1627 > 0u);
            if (l_633_) {
                uint _e1630 = l_mut_30_;
                bool l_634_ = (_e1630 == 1u);
                l_mut_357_ = l_634_;
                l_mut_364_ = false;
            }
        }
        l_mut_635_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1635 = l_mut_364_;
            bool l_636_ = !(_e1635);
            if (l_636_) {
                break;
            }
            uint _e1637 = l_mut_265_;
            l_mut_457_ = _e1637;
            uint _e1638 = l_mut_259_;
            l_mut_452_ = _e1638;
            bool _e1639 = l_mut_635_;
            if (_e1639) {
                uint _e1640 = l_mut_209_;
                l_mut_457_ = _e1640;
                uint _e1641 = l_mut_203_;
                l_mut_452_ = _e1641;
            }
            uint _e1642 = l_mut_135_;
            uint _e1643 = l_mut_452_;
            bool l_637_ = (_e1642 < _e1643);
            uint _e1645 = l_mut_135_;
            uint _e1646 = l_mut_452_;
            bool l_638_ = (_e1645 == _e1646);
            uint _e1648 = l_mut_141_;
            uint _e1649 = l_mut_457_;
            bool l_639_ = (_e1648 < _e1649);
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
            bool _e1661 = l_mut_635_;
            bool l_643_ = (l_642_ != _e1661);
            if (l_643_) {
                uint _e1663 = l_mut_265_;
                l_mut_457_ = _e1663;
                uint _e1664 = l_mut_259_;
                l_mut_452_ = _e1664;
                uint _e1665 = l_mut_209_;
                l_mut_265_ = _e1665;
                uint _e1666 = l_mut_203_;
                l_mut_259_ = _e1666;
                uint _e1667 = l_mut_457_;
                l_mut_209_ = _e1667;
                uint _e1668 = l_mut_452_;
                l_mut_203_ = _e1668;
                uint _e1669 = l_mut_92_;
                l_mut_457_ = _e1669;
                uint _e1670 = l_mut_86_;
                l_mut_92_ = _e1670;
                uint _e1671 = l_mut_457_;
                l_mut_86_ = _e1671;
                l_mut_635_ = l_642_;
            }
            uint _e1672 = l_mut_265_;
            uint _e1673 = l_mut_141_;
            uint l_644_ = (_e1672 - _e1673);
            uint _e1675 = l_mut_259_;
            uint _e1676 = l_mut_135_;
            uint l_645_ = (_e1675 - _e1676);
            uint _e1678 = l_mut_265_;
            uint _e1679 = l_mut_141_;
            bool l_646_ = (_e1678 < _e1679);
            uint l_647_ = uint(l_646_);
            uint l_648_ = (l_645_ - l_647_);
            l_mut_457_ = l_644_;
            l_mut_452_ = l_648_;
            bool _e1683 = l_mut_635_;
            if (_e1683) {
                uint _e1684 = l_mut_141_;
                uint l_649_ = (_e1684 - l_347_);
                uint _e1686 = l_mut_135_;
                uint l_650_ = (_e1686 - l_351_);
                uint _e1688 = l_mut_141_;
                bool l_651_ = (_e1688 < l_347_);
                uint l_652_ = uint(l_651_);
                uint l_653_ = (l_650_ - l_652_);
                l_mut_457_ = l_649_;
                l_mut_452_ = l_653_;
            }
            uint _e1692 = l_mut_265_;
            l_mut_451_ = _e1692;
            uint _e1693 = l_mut_259_;
            l_mut_448_ = _e1693;
            uint _e1694 = l_mut_452_;
            uint _e1695 = l_mut_259_;
            bool l_654_ = (_e1694 < _e1695);
            uint _e1697 = l_mut_452_;
            uint _e1698 = l_mut_259_;
            bool l_655_ = (_e1697 == _e1698);
            uint _e1700 = l_mut_457_;
            uint _e1701 = l_mut_265_;
            bool l_656_ = (_e1700 < _e1701);
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
                uint _e1712 = l_mut_457_;
                l_mut_451_ = _e1712;
                uint _e1713 = l_mut_452_;
                l_mut_448_ = _e1713;
            }
            l_mut_659_ = false;
            uint _e1715 = l_mut_451_;
            l_mut_457_ = _e1715;
            uint _e1716 = l_mut_448_;
            l_mut_452_ = _e1716;
            if (false) {
                uint _e1719 = l_mut_448_;
                uint l_662_ = (_e1719 >> 3u);
                l_mut_457_ = l_662_;
                l_mut_452_ = 0u;
            } else {
                if (true) {
                    uint _e1723 = l_mut_451_;
                    l_mut_447_ = _e1723;
                    if (true) {
                        uint _e1725 = l_mut_451_;
                        uint l_665_ = (_e1725 >> 3u);
                        uint _e1728 = l_mut_448_;
                        uint l_666_ = (_e1728 << 29u);
                        uint l_667_ = (l_665_ | l_666_);
                        l_mut_447_ = l_667_;
                    }
                    uint _e1732 = l_mut_448_;
                    uint l_668_ = (_e1732 >> 3u);
                    uint _e1735 = l_mut_447_;
                    l_mut_457_ = _e1735;
                    l_mut_452_ = l_668_;
                }
            }
            uint _e1736 = l_mut_452_;
            uint _e1737 = l_mut_203_;
            bool l_669_ = (_e1736 < _e1737);
            uint _e1739 = l_mut_452_;
            uint _e1740 = l_mut_203_;
            bool l_670_ = (_e1739 == _e1740);
            uint _e1742 = l_mut_457_;
            uint _e1743 = l_mut_209_;
            bool l_671_ = (_e1742 < _e1743);
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
            uint _e1756 = l_mut_209_;
            uint _e1757 = l_mut_203_;
            uint l_675_ = (_e1756 | _e1757);
            bool l_676_ = (l_675_ == 0u);
            bool l_677_ = !(l_676_);
            bool _e1762 = l_mut_659_;
            if (_e1762) {
                local_46 = l_677_;
            } else {
                local_46 = false;
            }
            bool l_678_ = local_46;
            uint _e1767 = l_mut_203_;
            uint _e1768 = l_mut_448_;
            bool l_679_ = (_e1767 < _e1768);
            uint _e1770 = l_mut_203_;
            uint _e1771 = l_mut_448_;
            bool l_680_ = (_e1770 == _e1771);
            uint _e1773 = l_mut_209_;
            uint _e1774 = l_mut_451_;
            bool l_681_ = (_e1773 < _e1774);
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
            uint _e1789 = l_mut_92_;
            uint _e1790 = l_mut_86_;
            uint l_685_ = (_e1789 + _e1790);
            bool l_686_ = (l_685_ < l_4_);
            if (l_684_) {
                local_50 = l_686_;
            } else {
                local_50 = false;
            }
            bool l_687_ = local_50;
            if (l_687_) {
                uint _e1797 = l_mut_92_;
                uint l_688_ = (l_4_ - _e1797);
                uint _e1799 = l_mut_86_;
                uint l_689_ = (l_688_ - _e1799);
                uint _e1801 = l_mut_92_;
                uint l_690_ = naga_div(l_689_, _e1801);
                uint _e1803 = l_mut_451_;
                uint l_691_ = (_e1803 - 1u);
                uint _e1806 = l_mut_448_;
                uint l_692_ = (_e1806 - 0u);
                uint _e1809 = l_mut_451_;
                bool l_693_ = (_e1809 < 1u);
                uint l_694_ = uint(l_693_);
                uint l_695_ = (l_692_ - l_694_);
                l_mut_452_ = l_691_;
                l_mut_451_ = l_695_;
                l_mut_448_ = 0u;
                l_mut_696_ = 0u;
                uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                bool loop_init_2 = true;
                while(true) {
                    if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                    loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                    if (!loop_init_2) {
                        uint _e1902 = l_mut_696_;
                        l_mut_696_ = (_e1902 + 1u);
                    }
                    loop_init_2 = false;
                    uint _e1817 = l_mut_696_;
                    if ((_e1817 < 20u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e1821 = l_mut_696_;
                        uint l_697_ = (19u - _e1821);
                        uint _e1823 = l_mut_452_;
                        l_mut_447_ = _e1823;
                        uint _e1824 = l_mut_451_;
                        l_mut_446_ = _e1824;
                        bool l_698_ = (l_697_ >= 32u);
                        if (l_698_) {
                            uint l_699_ = (l_697_ & 31u);
                            uint _e1829 = l_mut_451_;
                            uint l_700_ = (_e1829 >> l_699_);
                            l_mut_447_ = l_700_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_701_ = (l_697_ > 0u);
                            if (l_701_) {
                                uint _e1834 = l_mut_452_;
                                l_mut_435_ = _e1834;
                                bool l_702_ = (l_697_ > 0u);
                                if (l_702_) {
                                    uint _e1837 = l_mut_452_;
                                    uint l_703_ = (_e1837 >> l_697_);
                                    uint l_704_ = (32u - l_697_);
                                    uint _e1841 = l_mut_451_;
                                    uint l_705_ = (_e1841 << l_704_);
                                    uint l_706_ = (l_703_ | l_705_);
                                    l_mut_435_ = l_706_;
                                }
                                uint _e1844 = l_mut_451_;
                                uint l_707_ = (_e1844 >> l_697_);
                                uint _e1846 = l_mut_435_;
                                l_mut_447_ = _e1846;
                                l_mut_446_ = l_707_;
                            }
                        }
                        uint _e1847 = l_mut_446_;
                        uint _e1848 = l_mut_203_;
                        bool l_708_ = (_e1847 < _e1848);
                        uint _e1850 = l_mut_446_;
                        uint _e1851 = l_mut_203_;
                        bool l_709_ = (_e1850 == _e1851);
                        uint _e1853 = l_mut_447_;
                        uint _e1854 = l_mut_209_;
                        bool l_710_ = (_e1853 < _e1854);
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
                            uint _e1866 = l_mut_209_;
                            l_mut_447_ = _e1866;
                            uint _e1867 = l_mut_203_;
                            l_mut_446_ = _e1867;
                            bool l_714_ = (l_697_ >= 32u);
                            if (l_714_) {
                                uint l_715_ = (l_697_ & 31u);
                                uint _e1872 = l_mut_209_;
                                uint l_716_ = (_e1872 << l_715_);
                                l_mut_447_ = 0u;
                                l_mut_446_ = l_716_;
                            } else {
                                bool l_717_ = (l_697_ > 0u);
                                if (l_717_) {
                                    uint _e1877 = l_mut_209_;
                                    uint l_718_ = (_e1877 << l_697_);
                                    uint _e1879 = l_mut_203_;
                                    uint l_719_ = (_e1879 << l_697_);
                                    uint l_720_ = (32u - l_697_);
                                    uint _e1883 = l_mut_209_;
                                    uint l_721_ = (_e1883 >> l_720_);
                                    uint l_722_ = (l_719_ | l_721_);
                                    l_mut_447_ = l_718_;
                                    l_mut_446_ = l_722_;
                                }
                            }
                            uint _e1886 = l_mut_452_;
                            uint _e1887 = l_mut_447_;
                            uint l_723_ = (_e1886 - _e1887);
                            uint _e1889 = l_mut_451_;
                            uint _e1890 = l_mut_446_;
                            uint l_724_ = (_e1889 - _e1890);
                            uint _e1892 = l_mut_452_;
                            uint _e1893 = l_mut_447_;
                            bool l_725_ = (_e1892 < _e1893);
                            uint l_726_ = uint(l_725_);
                            uint l_727_ = (l_724_ - l_726_);
                            l_mut_452_ = l_723_;
                            l_mut_451_ = l_727_;
                            uint l_728_ = (1u << l_697_);
                            uint _e1899 = l_mut_448_;
                            l_mut_448_ = (_e1899 | l_728_);
                        }
                    }
                }
                uint _e1904 = l_mut_448_;
                uint l_729_ = min(_e1904, l_690_);
                l_mut_448_ = l_729_;
                uint _e1906 = l_mut_451_;
                uint _e1907 = l_mut_203_;
                bool l_730_ = (_e1906 < _e1907);
                uint _e1909 = l_mut_451_;
                uint _e1910 = l_mut_203_;
                bool l_731_ = (_e1909 == _e1910);
                uint _e1912 = l_mut_452_;
                uint _e1913 = l_mut_209_;
                bool l_732_ = (_e1912 < _e1913);
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
                uint _e1925 = l_mut_448_;
                l_mut_457_ = _e1925;
            }
            uint _e1926 = l_mut_265_;
            l_mut_452_ = _e1926;
            uint _e1927 = l_mut_259_;
            l_mut_451_ = _e1927;
            uint _e1928 = l_mut_209_;
            l_mut_448_ = _e1928;
            uint _e1929 = l_mut_203_;
            l_mut_447_ = _e1929;
            uint _e1930 = l_mut_92_;
            l_mut_446_ = _e1930;
            uint _e1931 = l_mut_86_;
            l_mut_435_ = _e1931;
            uint _e1932 = l_mut_141_;
            l_mut_428_ = _e1932;
            uint _e1933 = l_mut_135_;
            l_mut_401_ = _e1933;
            l_mut_395_ = 0u;
            uint _e1935 = l_mut_457_;
            bool l_736_ = (_e1935 > 0u);
            if (l_736_) {
                uint _e1938 = l_mut_209_;
                uint _e1939 = l_mut_457_;
                uint l_737_ = (_e1938 * _e1939);
                uint _e1941 = l_mut_209_;
                uint64_t l_1077_ = uint64_t(_e1941);
                uint _e1943 = l_mut_457_;
                uint64_t l_1078_ = uint64_t(_e1943);
                uint64_t l_1079_ = (l_1077_ * l_1078_);
                uint64_t l_1080_ = (l_1079_ >> uint(32uL));
                uint l_738_ = uint(l_1080_);
                uint _e1952 = l_mut_203_;
                uint _e1953 = l_mut_457_;
                uint l_739_ = (_e1952 * _e1953);
                uint l_740_ = (l_738_ + l_739_);
                bool _e1956 = l_mut_635_;
                if (_e1956) {
                    uint _e1957 = l_mut_141_;
                    uint l_741_ = (_e1957 - l_737_);
                    uint _e1959 = l_mut_135_;
                    uint l_742_ = (_e1959 - l_740_);
                    uint _e1961 = l_mut_141_;
                    bool l_743_ = (_e1961 < l_737_);
                    uint l_744_ = uint(l_743_);
                    uint l_745_ = (l_742_ - l_744_);
                    l_mut_428_ = l_741_;
                    l_mut_401_ = l_745_;
                }
                uint _e1965 = l_mut_265_;
                uint l_746_ = (_e1965 - l_737_);
                uint _e1967 = l_mut_259_;
                uint l_747_ = (_e1967 - l_740_);
                uint _e1969 = l_mut_265_;
                bool l_748_ = (_e1969 < l_737_);
                uint l_749_ = uint(l_748_);
                uint l_750_ = (l_747_ - l_749_);
                l_mut_452_ = l_746_;
                l_mut_451_ = l_750_;
                uint _e1973 = l_mut_457_;
                uint _e1974 = l_mut_92_;
                uint l_751_ = (_e1973 * _e1974);
                uint _e1976 = l_mut_86_;
                uint l_752_ = (_e1976 + l_751_);
                l_mut_435_ = l_752_;
            } else {
                bool _e1978 = l_mut_635_;
                if (_e1978) {
                    uint _e1979 = l_mut_141_;
                    uint _e1980 = l_mut_209_;
                    uint l_753_ = (_e1979 - _e1980);
                    uint _e1982 = l_mut_135_;
                    uint _e1983 = l_mut_203_;
                    uint l_754_ = (_e1982 - _e1983);
                    uint _e1985 = l_mut_141_;
                    uint _e1986 = l_mut_209_;
                    bool l_755_ = (_e1985 < _e1986);
                    uint l_756_ = uint(l_755_);
                    uint l_757_ = (l_754_ - l_756_);
                    l_mut_428_ = l_753_;
                    l_mut_401_ = l_757_;
                    uint _e1990 = l_mut_401_;
                    bool l_758_ = (_e1990 < l_351_);
                    uint _e1992 = l_mut_401_;
                    bool l_759_ = (_e1992 == l_351_);
                    uint _e1994 = l_mut_428_;
                    bool l_760_ = (_e1994 < l_347_);
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
                uint _e2006 = l_mut_395_;
                bool l_763_ = (_e2006 == 0u);
                if (l_763_) {
                    uint _e2009 = l_mut_92_;
                    uint l_764_ = (l_4_ - _e2009);
                    uint _e2011 = l_mut_86_;
                    uint l_765_ = naga_div(l_764_, _e2011);
                    l_mut_457_ = 0u;
                    l_mut_659_ = false;
                    uint _e2015 = l_mut_209_;
                    l_mut_389_ = _e2015;
                    uint _e2016 = l_mut_203_;
                    l_mut_80_ = _e2016;
                    if (false) {
                        uint _e2019 = l_mut_203_;
                        uint l_768_ = (_e2019 >> 3u);
                        l_mut_389_ = l_768_;
                        l_mut_80_ = 0u;
                    } else {
                        if (true) {
                            uint _e2023 = l_mut_209_;
                            l_mut_65_ = _e2023;
                            if (true) {
                                uint _e2025 = l_mut_209_;
                                uint l_771_ = (_e2025 >> 3u);
                                uint _e2028 = l_mut_203_;
                                uint l_772_ = (_e2028 << 29u);
                                uint l_773_ = (l_771_ | l_772_);
                                l_mut_65_ = l_773_;
                            }
                            uint _e2032 = l_mut_203_;
                            uint l_774_ = (_e2032 >> 3u);
                            uint _e2035 = l_mut_65_;
                            l_mut_389_ = _e2035;
                            l_mut_80_ = l_774_;
                        }
                    }
                    uint _e2036 = l_mut_80_;
                    uint _e2037 = l_mut_259_;
                    bool l_775_ = (_e2036 < _e2037);
                    uint _e2039 = l_mut_80_;
                    uint _e2040 = l_mut_259_;
                    bool l_776_ = (_e2039 == _e2040);
                    uint _e2042 = l_mut_389_;
                    uint _e2043 = l_mut_265_;
                    bool l_777_ = (_e2042 < _e2043);
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
                    uint _e2055 = l_mut_265_;
                    uint _e2056 = l_mut_259_;
                    uint l_781_ = (_e2055 | _e2056);
                    bool l_782_ = (l_781_ == 0u);
                    if (l_782_) {
                        l_mut_457_ = l_765_;
                    } else {
                        bool _e2060 = l_mut_659_;
                        if (_e2060) {
                            uint _e2061 = l_mut_259_;
                            uint _e2062 = l_mut_203_;
                            bool l_783_ = (_e2061 < _e2062);
                            uint _e2064 = l_mut_259_;
                            uint _e2065 = l_mut_203_;
                            bool l_784_ = (_e2064 == _e2065);
                            uint _e2067 = l_mut_265_;
                            uint _e2068 = l_mut_209_;
                            bool l_785_ = (_e2067 < _e2068);
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
                                uint _e2079 = l_mut_209_;
                                uint l_788_ = (_e2079 - 1u);
                                uint _e2082 = l_mut_203_;
                                uint l_789_ = (_e2082 - 0u);
                                uint _e2085 = l_mut_209_;
                                bool l_790_ = (_e2085 < 1u);
                                uint l_791_ = uint(l_790_);
                                uint l_792_ = (l_789_ - l_791_);
                                l_mut_389_ = l_788_;
                                l_mut_80_ = l_792_;
                                l_mut_65_ = 0u;
                                l_mut_793_ = 0u;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2178 = l_mut_793_;
                                        l_mut_793_ = (_e2178 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2093 = l_mut_793_;
                                    if ((_e2093 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2097 = l_mut_793_;
                                        uint l_794_ = (19u - _e2097);
                                        uint _e2099 = l_mut_389_;
                                        l_mut_30_ = _e2099;
                                        uint _e2100 = l_mut_80_;
                                        l_mut_795_ = _e2100;
                                        bool l_796_ = (l_794_ >= 32u);
                                        if (l_796_) {
                                            uint l_797_ = (l_794_ & 31u);
                                            uint _e2105 = l_mut_80_;
                                            uint l_798_ = (_e2105 >> l_797_);
                                            l_mut_30_ = l_798_;
                                            l_mut_795_ = 0u;
                                        } else {
                                            bool l_799_ = (l_794_ > 0u);
                                            if (l_799_) {
                                                uint _e2110 = l_mut_389_;
                                                l_mut_800_ = _e2110;
                                                bool l_801_ = (l_794_ > 0u);
                                                if (l_801_) {
                                                    uint _e2113 = l_mut_389_;
                                                    uint l_802_ = (_e2113 >> l_794_);
                                                    uint l_803_ = (32u - l_794_);
                                                    uint _e2117 = l_mut_80_;
                                                    uint l_804_ = (_e2117 << l_803_);
                                                    uint l_805_ = (l_802_ | l_804_);
                                                    l_mut_800_ = l_805_;
                                                }
                                                uint _e2120 = l_mut_80_;
                                                uint l_806_ = (_e2120 >> l_794_);
                                                uint _e2122 = l_mut_800_;
                                                l_mut_30_ = _e2122;
                                                l_mut_795_ = l_806_;
                                            }
                                        }
                                        uint _e2123 = l_mut_795_;
                                        uint _e2124 = l_mut_259_;
                                        bool l_807_ = (_e2123 < _e2124);
                                        uint _e2126 = l_mut_795_;
                                        uint _e2127 = l_mut_259_;
                                        bool l_808_ = (_e2126 == _e2127);
                                        uint _e2129 = l_mut_30_;
                                        uint _e2130 = l_mut_265_;
                                        bool l_809_ = (_e2129 < _e2130);
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
                                            uint _e2142 = l_mut_265_;
                                            l_mut_800_ = _e2142;
                                            uint _e2143 = l_mut_259_;
                                            l_mut_795_ = _e2143;
                                            bool l_813_ = (l_794_ >= 32u);
                                            if (l_813_) {
                                                uint l_814_ = (l_794_ & 31u);
                                                uint _e2148 = l_mut_265_;
                                                uint l_815_ = (_e2148 << l_814_);
                                                l_mut_800_ = 0u;
                                                l_mut_795_ = l_815_;
                                            } else {
                                                bool l_816_ = (l_794_ > 0u);
                                                if (l_816_) {
                                                    uint _e2153 = l_mut_265_;
                                                    uint l_817_ = (_e2153 << l_794_);
                                                    uint _e2155 = l_mut_259_;
                                                    uint l_818_ = (_e2155 << l_794_);
                                                    uint l_819_ = (32u - l_794_);
                                                    uint _e2159 = l_mut_265_;
                                                    uint l_820_ = (_e2159 >> l_819_);
                                                    uint l_821_ = (l_818_ | l_820_);
                                                    l_mut_800_ = l_817_;
                                                    l_mut_795_ = l_821_;
                                                }
                                            }
                                            uint _e2162 = l_mut_389_;
                                            uint _e2163 = l_mut_800_;
                                            uint l_822_ = (_e2162 - _e2163);
                                            uint _e2165 = l_mut_80_;
                                            uint _e2166 = l_mut_795_;
                                            uint l_823_ = (_e2165 - _e2166);
                                            uint _e2168 = l_mut_389_;
                                            uint _e2169 = l_mut_800_;
                                            bool l_824_ = (_e2168 < _e2169);
                                            uint l_825_ = uint(l_824_);
                                            uint l_826_ = (l_823_ - l_825_);
                                            l_mut_389_ = l_822_;
                                            l_mut_80_ = l_826_;
                                            uint l_827_ = (1u << l_794_);
                                            uint _e2175 = l_mut_65_;
                                            l_mut_65_ = (_e2175 | l_827_);
                                        }
                                    }
                                }
                                uint _e2180 = l_mut_65_;
                                uint l_828_ = min(_e2180, l_765_);
                                l_mut_800_ = l_828_;
                                uint _e2182 = l_mut_80_;
                                uint _e2183 = l_mut_259_;
                                bool l_829_ = (_e2182 < _e2183);
                                uint _e2185 = l_mut_80_;
                                uint _e2186 = l_mut_259_;
                                bool l_830_ = (_e2185 == _e2186);
                                uint _e2188 = l_mut_389_;
                                uint _e2189 = l_mut_265_;
                                bool l_831_ = (_e2188 < _e2189);
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
                                uint _e2201 = l_mut_800_;
                                l_mut_457_ = _e2201;
                            }
                        } else {
                            uint _e2202 = l_mut_209_;
                            l_mut_800_ = _e2202;
                            uint _e2203 = l_mut_203_;
                            l_mut_795_ = _e2203;
                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                uint _e2204 = l_mut_259_;
                                uint _e2205 = l_mut_795_;
                                bool l_835_ = (_e2204 < _e2205);
                                uint _e2207 = l_mut_259_;
                                uint _e2208 = l_mut_795_;
                                bool l_836_ = (_e2207 == _e2208);
                                uint _e2210 = l_mut_265_;
                                uint _e2211 = l_mut_800_;
                                bool l_837_ = (_e2210 < _e2211);
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
                                uint _e2222 = l_mut_457_;
                                uint _e2223 = l_mut_86_;
                                uint l_840_ = (_e2222 * _e2223);
                                uint _e2225 = l_mut_92_;
                                uint l_841_ = (_e2225 + l_840_);
                                uint _e2227 = l_mut_86_;
                                uint l_842_ = (l_841_ + _e2227);
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
                                uint _e2235 = l_mut_800_;
                                uint _e2236 = l_mut_265_;
                                uint l_846_ = (_e2235 - _e2236);
                                uint _e2238 = l_mut_795_;
                                uint _e2239 = l_mut_259_;
                                uint l_847_ = (_e2238 - _e2239);
                                uint _e2241 = l_mut_800_;
                                uint _e2242 = l_mut_265_;
                                bool l_848_ = (_e2241 < _e2242);
                                uint l_849_ = uint(l_848_);
                                uint l_850_ = (l_847_ - l_849_);
                                l_mut_800_ = l_846_;
                                l_mut_795_ = l_850_;
                                uint _e2246 = l_mut_457_;
                                l_mut_457_ = (_e2246 + 1u);
                            }
                        }
                    }
                    uint _e2249 = l_mut_457_;
                    uint _e2250 = l_mut_86_;
                    uint l_851_ = (_e2249 * _e2250);
                    uint _e2252 = l_mut_92_;
                    uint l_852_ = (_e2252 + l_851_);
                    uint _e2254 = l_mut_86_;
                    uint l_853_ = (l_852_ + _e2254);
                    bool l_854_ = (l_853_ >= l_4_);
                    if (l_854_) {
                        l_mut_395_ = 1u;
                    } else {
                        uint _e2258 = l_mut_265_;
                        uint _e2259 = l_mut_457_;
                        uint l_855_ = (_e2258 * _e2259);
                        uint _e2261 = l_mut_265_;
                        uint64_t l_1082_ = uint64_t(_e2261);
                        uint _e2263 = l_mut_457_;
                        uint64_t l_1083_ = uint64_t(_e2263);
                        uint64_t l_1084_ = (l_1082_ * l_1083_);
                        uint64_t l_1085_ = (l_1084_ >> uint(32uL));
                        uint l_856_ = uint(l_1085_);
                        uint _e2272 = l_mut_259_;
                        uint _e2273 = l_mut_457_;
                        uint l_857_ = (_e2272 * _e2273);
                        uint l_858_ = (l_856_ + l_857_);
                        uint _e2276 = l_mut_209_;
                        uint l_859_ = (_e2276 - l_855_);
                        uint _e2278 = l_mut_203_;
                        uint l_860_ = (_e2278 - l_858_);
                        uint _e2280 = l_mut_209_;
                        bool l_861_ = (_e2280 < l_855_);
                        uint l_862_ = uint(l_861_);
                        uint l_863_ = (l_860_ - l_862_);
                        l_mut_448_ = l_859_;
                        l_mut_447_ = l_863_;
                        uint _e2284 = l_mut_457_;
                        uint _e2285 = l_mut_86_;
                        uint l_864_ = (_e2284 * _e2285);
                        uint _e2287 = l_mut_92_;
                        uint l_865_ = (_e2287 + l_864_);
                        l_mut_446_ = l_865_;
                        uint _e2289 = l_mut_265_;
                        uint _e2290 = l_mut_448_;
                        uint l_866_ = (_e2289 - _e2290);
                        uint _e2292 = l_mut_259_;
                        uint _e2293 = l_mut_447_;
                        uint l_867_ = (_e2292 - _e2293);
                        uint _e2295 = l_mut_265_;
                        uint _e2296 = l_mut_448_;
                        bool l_868_ = (_e2295 < _e2296);
                        uint l_869_ = uint(l_868_);
                        uint l_870_ = (l_867_ - l_869_);
                        l_mut_452_ = l_866_;
                        l_mut_451_ = l_870_;
                        uint _e2300 = l_mut_86_;
                        uint _e2301 = l_mut_446_;
                        uint l_871_ = (_e2300 + _e2301);
                        l_mut_435_ = l_871_;
                    }
                }
            }
            uint _e2303 = l_mut_452_;
            l_mut_265_ = _e2303;
            uint _e2304 = l_mut_451_;
            l_mut_259_ = _e2304;
            uint _e2305 = l_mut_448_;
            l_mut_209_ = _e2305;
            uint _e2306 = l_mut_447_;
            l_mut_203_ = _e2306;
            uint _e2307 = l_mut_446_;
            l_mut_92_ = _e2307;
            uint _e2308 = l_mut_435_;
            l_mut_86_ = _e2308;
            uint _e2309 = l_mut_428_;
            l_mut_141_ = _e2309;
            uint _e2310 = l_mut_401_;
            l_mut_135_ = _e2310;
            uint _e2311 = l_mut_395_;
            bool l_872_ = (_e2311 == 1u);
            l_mut_357_ = l_872_;
            uint _e2314 = l_mut_395_;
            bool l_873_ = (_e2314 == 0u);
            l_mut_364_ = l_873_;
        }
        bool _e2317 = l_mut_357_;
        bool l_874_ = !(_e2317);
        if (l_874_) {
            uint l_1087_ = asuint(info.Load(20+0));
            uint l_1088_ = (l_1087_ * 1u);
            uint l_1089_ = (l_1088_ - 1u);
            uint l_1090_ = min(0u, l_1089_);
            uint _e2332; buffer_5_global.InterlockedAdd(l_1090_*4, 1u, _e2332);
            uint l_877_ = asuint(info.Load(40+0));
            bool l_878_ = (_e2332 < l_877_);
            if (l_878_) {
                uint l_1092_ = asuint(info.Load(16+0));
                uint l_1093_ = (l_1092_ * 1u);
                bool l_1094_ = (_e2332 < l_1093_);
                if (l_1094_) {
                    buffer_4_global.Store(_e2332*4, asuint(id));
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
