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
    uint l_mut_145_ = (uint)0;
    uint l_mut_151_ = (uint)0;
    uint l_mut_1617_ = (uint)0;
    uint l_mut_1618_ = (uint)0;
    uint l_mut_1623_ = (uint)0;
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
    bool l_mut_645_ = (bool)0;
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
    uint l_mut_442_ = 0u;
    bool local_13 = (bool)0;
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
    uint l_mut_553_ = 0u;
    bool local_29 = (bool)0;
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
    uint l_mut_667_ = (uint)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    uint l_mut_732_ = (uint)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    uint l_mut_842_ = (uint)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_922_ = (uint)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    uint l_mut_1005_ = 0u;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    uint l_mut_1615_ = (uint)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    uint l_mut_1726_ = (uint)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;
    uint l_mut_1838_ = (uint)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    uint l_mut_1903_ = (uint)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    bool local_145 = (bool)0;
    bool local_146 = (bool)0;
    uint l_mut_2013_ = (uint)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    uint l_mut_2093_ = (uint)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    uint l_mut_2177_ = (uint)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    uint l_mut_2411_ = 0u;
    uint l_mut_2418_ = (uint)0;
    bool local_167 = (bool)0;
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2734_ = asuint(info.Load(20+0));
        uint l_2735_ = (l_2734_ * 1u);
        uint l_2736_ = (l_2735_ - 1u);
        uint l_2737_ = min(3u, l_2736_);
        uint _e69; buffer_5_global.InterlockedAdd(l_2737_*4, 1u, _e69);
    }
    uint l_2650_ = asuint(info.Load(12+0));
    uint l_2651_ = (l_2650_ * 1u);
    bool l_2652_ = (0u < l_2651_);
    uint l_2653_ = (l_2651_ - 1u);
    uint l_2654_ = min(0u, l_2653_);
    uint l_2655_ = asuint(buffer_3_global.Load(l_2654_*4));
    uint l_4_ = (l_2652_ ? l_2655_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2657_ = asuint(info.Load(12+0));
    uint l_2658_ = (l_2657_ * 1u);
    bool l_2659_ = (l_6_ < l_2658_);
    uint l_2660_ = (l_2658_ - 1u);
    uint l_2661_ = min(l_6_, l_2660_);
    uint l_2662_ = asuint(buffer_3_global.Load(l_2661_*4));
    uint l_7_ = (l_2659_ ? l_2662_ : 0u);
    uint l_2664_ = asuint(info.Load(12+0));
    uint l_2665_ = (l_2664_ * 1u);
    bool l_2666_ = (2u < l_2665_);
    uint l_2667_ = (l_2665_ - 1u);
    uint l_2668_ = min(2u, l_2667_);
    uint l_2669_ = asuint(buffer_3_global.Load(l_2668_*4));
    uint l_9_ = (l_2666_ ? l_2669_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2671_ = asuint(info.Load(12+0));
    uint l_2672_ = (l_2671_ * 1u);
    bool l_2673_ = (l_11_ < l_2672_);
    uint l_2674_ = (l_2672_ - 1u);
    uint l_2675_ = min(l_11_, l_2674_);
    uint l_2676_ = asuint(buffer_3_global.Load(l_2675_*4));
    uint l_12_ = (l_2673_ ? l_2676_ : 0u);
    uint l_2678_ = asuint(info.Load(12+0));
    uint l_2679_ = (l_2678_ * 1u);
    bool l_2680_ = (4u < l_2679_);
    uint l_2681_ = (l_2679_ - 1u);
    uint l_2682_ = min(4u, l_2681_);
    uint l_2683_ = asuint(buffer_3_global.Load(l_2682_*4));
    uint l_14_ = (l_2680_ ? l_2683_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2685_ = asuint(info.Load(12+0));
    uint l_2686_ = (l_2685_ * 1u);
    bool l_2687_ = (l_16_ < l_2686_);
    uint l_2688_ = (l_2686_ - 1u);
    uint l_2689_ = min(l_16_, l_2688_);
    uint l_2690_ = asuint(buffer_3_global.Load(l_2689_*4));
    uint l_17_ = (l_2687_ ? l_2690_ : 0u);
    uint l_2692_ = asuint(info.Load(12+0));
    uint l_2693_ = (l_2692_ * 1u);
    bool l_2694_ = (6u < l_2693_);
    uint l_2695_ = (l_2693_ - 1u);
    uint l_2696_ = min(6u, l_2695_);
    uint l_2697_ = asuint(buffer_3_global.Load(l_2696_*4));
    uint l_19_ = (l_2694_ ? l_2697_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2699_ = asuint(info.Load(12+0));
    uint l_2700_ = (l_2699_ * 1u);
    bool l_2701_ = (l_21_ < l_2700_);
    uint l_2702_ = (l_2700_ - 1u);
    uint l_2703_ = min(l_21_, l_2702_);
    uint l_2704_ = asuint(buffer_3_global.Load(l_2703_*4));
    uint l_22_ = (l_2701_ ? l_2704_ : 0u);
    uint l_2706_ = asuint(info.Load(12+0));
    uint l_2707_ = (l_2706_ * 1u);
    bool l_2708_ = (8u < l_2707_);
    uint l_2709_ = (l_2707_ - 1u);
    uint l_2710_ = min(8u, l_2709_);
    uint l_2711_ = asuint(buffer_3_global.Load(l_2710_*4));
    uint l_24_ = (l_2708_ ? l_2711_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2713_ = asuint(info.Load(12+0));
    uint l_2714_ = (l_2713_ * 1u);
    bool l_2715_ = (l_26_ < l_2714_);
    uint l_2716_ = (l_2714_ - 1u);
    uint l_2717_ = min(l_26_, l_2716_);
    uint l_2718_ = asuint(buffer_3_global.Load(l_2717_*4));
    uint l_27_ = (l_2715_ ? l_2718_ : 0u);
    uint l_2720_ = asuint(info.Load(12+0));
    uint l_2721_ = (l_2720_ * 1u);
    bool l_2722_ = (10u < l_2721_);
    uint l_2723_ = (l_2721_ - 1u);
    uint l_2724_ = min(10u, l_2723_);
    uint l_2725_ = asuint(buffer_3_global.Load(l_2724_*4));
    uint l_29_ = (l_2722_ ? l_2725_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2727_ = asuint(info.Load(12+0));
    uint l_2728_ = (l_2727_ * 1u);
    bool l_2729_ = (l_31_ < l_2728_);
    uint l_2730_ = (l_2728_ - 1u);
    uint l_2731_ = min(l_31_, l_2730_);
    uint l_2732_ = asuint(buffer_3_global.Load(l_2731_*4));
    uint l_32_ = (l_2729_ ? l_2732_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2739_ = uint64_t(id);
    uint64_t l_2740_ = uint64_t(l_4_);
    uint64_t l_2741_ = (l_2739_ * l_2740_);
    uint64_t l_2742_ = (l_2741_ >> uint(32uL));
    uint l_37_ = uint(l_2742_);
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
    uint _e327 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e327 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2744_ = asuint(info.Load(0+0));
        uint l_2745_ = (l_2744_ * 1u);
        bool l_2746_ = (l_58_ < l_2745_);
        uint l_2747_ = (l_2745_ - 1u);
        uint l_2748_ = min(l_58_, l_2747_);
        uint l_2749_ = asuint(buffer_0_global.Load(l_2748_*4));
        uint l_59_ = (l_2746_ ? l_2749_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2751_ = asuint(info.Load(0+0));
        uint l_2752_ = (l_2751_ * 1u);
        bool l_2753_ = (l_61_ < l_2752_);
        uint l_2754_ = (l_2752_ - 1u);
        uint l_2755_ = min(l_61_, l_2754_);
        uint l_2756_ = asuint(buffer_0_global.Load(l_2755_*4));
        uint l_62_ = (l_2753_ ? l_2756_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2758_ = asuint(info.Load(4+0));
        uint l_2759_ = (l_2758_ * 1u);
        bool l_2760_ = (l_63_ < l_2759_);
        uint l_2761_ = (l_2759_ - 1u);
        uint l_2762_ = min(l_63_, l_2761_);
        uint l_2763_ = asuint(buffer_1_global.Load(l_2762_*4));
        uint l_64_ = (l_2760_ ? l_2763_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2765_ = asuint(info.Load(4+0));
        uint l_2766_ = (l_2765_ * 1u);
        bool l_2767_ = (l_66_ < l_2766_);
        uint l_2768_ = (l_2766_ - 1u);
        uint l_2769_ = min(l_66_, l_2768_);
        uint l_2770_ = asuint(buffer_1_global.Load(l_2769_*4));
        uint l_67_ = (l_2767_ ? l_2770_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2772_ = asuint(info.Load(8+0));
        uint l_2773_ = (l_2772_ * 1u);
        bool l_2774_ = (l_68_ < l_2773_);
        uint l_2775_ = (l_2773_ - 1u);
        uint l_2776_ = min(l_68_, l_2775_);
        uint l_2777_ = asuint(buffer_2_global.Load(l_2776_*4));
        uint l_69_ = (l_2774_ ? l_2777_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2779_ = asuint(info.Load(8+0));
        uint l_2780_ = (l_2779_ * 1u);
        bool l_2781_ = (l_71_ < l_2780_);
        uint l_2782_ = (l_2780_ - 1u);
        uint l_2783_ = min(l_71_, l_2782_);
        uint l_2784_ = asuint(buffer_2_global.Load(l_2783_*4));
        uint l_72_ = (l_2781_ ? l_2784_ : 0u);
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
        uint _e451 = l_mut_40_;
        uint l_81_ = (_e451 * l_4_);
        uint _e453 = l_mut_75_;
        uint l_82_ = (_e453 * l_4_);
        uint _e455 = l_mut_40_;
        uint64_t l_2786_ = uint64_t(_e455);
        uint64_t l_2787_ = uint64_t(l_4_);
        uint64_t l_2788_ = (l_2786_ * l_2787_);
        uint64_t l_2789_ = (l_2788_ >> uint(32uL));
        uint l_83_ = uint(l_2789_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e466 = l_mut_75_;
        uint64_t l_2791_ = uint64_t(_e466);
        uint64_t l_2792_ = uint64_t(l_4_);
        uint64_t l_2793_ = (l_2791_ * l_2792_);
        uint64_t l_2794_ = (l_2793_ >> uint(32uL));
        uint l_85_ = uint(l_2794_);
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
        uint _e495 = l_mut_90_;
        l_mut_102_ = _e495;
        uint _e496 = l_mut_96_;
        l_mut_90_ = _e496;
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
                uint _e510 = l_mut_96_;
                l_mut_102_ = _e510;
                l_mut_90_ = l_110_;
            }
        }
        uint _e511 = l_mut_102_;
        l_mut_96_ = _e511;
        uint _e512 = l_mut_90_;
        l_mut_102_ = _e512;
        if (l_74_) {
            uint _e514 = l_mut_96_;
            uint l_111_ = (0u - _e514);
            uint _e517 = l_mut_102_;
            uint l_112_ = (0u - _e517);
            uint _e520 = l_mut_96_;
            bool l_113_ = (0u < _e520);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e524 = l_mut_96_;
        uint l_116_ = (l_59_ + _e524);
        uint _e526 = l_mut_102_;
        uint l_117_ = (l_62_ + _e526);
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
            uint _e550 = l_mut_90_;
            uint l_131_ = (_e550 * l_123_);
            uint _e552 = l_mut_75_;
            uint l_132_ = (_e552 * l_123_);
            uint _e554 = l_mut_90_;
            uint64_t l_2796_ = uint64_t(_e554);
            uint64_t l_2797_ = uint64_t(l_123_);
            uint64_t l_2798_ = (l_2796_ * l_2797_);
            uint64_t l_2799_ = (l_2798_ >> uint(32uL));
            uint l_133_ = uint(l_2799_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e565 = l_mut_75_;
            uint64_t l_2801_ = uint64_t(_e565);
            uint64_t l_2802_ = uint64_t(l_123_);
            uint64_t l_2803_ = (l_2801_ * l_2802_);
            uint64_t l_2804_ = (l_2803_ >> uint(32uL));
            uint l_135_ = uint(l_2804_);
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
            uint _e594 = l_mut_40_;
            l_mut_151_ = _e594;
            uint _e595 = l_mut_145_;
            l_mut_40_ = _e595;
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
                    uint _e609 = l_mut_145_;
                    l_mut_151_ = _e609;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e610 = l_mut_151_;
            l_mut_145_ = _e610;
            uint _e611 = l_mut_40_;
            l_mut_151_ = _e611;
            if (l_125_) {
                uint _e613 = l_mut_145_;
                uint l_160_ = (0u - _e613);
                uint _e616 = l_mut_151_;
                uint l_161_ = (0u - _e616);
                uint _e619 = l_mut_145_;
                bool l_162_ = (0u < _e619);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e623 = l_mut_145_;
            l_mut_102_ = _e623;
            uint _e624 = l_mut_151_;
            l_mut_96_ = _e624;
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
            uint _e637 = l_mut_151_;
            uint l_172_ = (_e637 * l_4_);
            uint _e639 = l_mut_145_;
            uint l_173_ = (_e639 * l_4_);
            uint _e641 = l_mut_151_;
            uint64_t l_2806_ = uint64_t(_e641);
            uint64_t l_2807_ = uint64_t(l_4_);
            uint64_t l_2808_ = (l_2806_ * l_2807_);
            uint64_t l_2809_ = (l_2808_ >> uint(32uL));
            uint l_174_ = uint(l_2809_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e652 = l_mut_145_;
            uint64_t l_2811_ = uint64_t(_e652);
            uint64_t l_2812_ = uint64_t(l_4_);
            uint64_t l_2813_ = (l_2811_ * l_2812_);
            uint64_t l_2814_ = (l_2813_ >> uint(32uL));
            uint l_176_ = uint(l_2814_);
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
            uint _e680 = l_mut_90_;
            l_mut_40_ = _e680;
            uint _e681 = l_mut_75_;
            l_mut_90_ = _e681;
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
                    uint _e693 = l_mut_75_;
                    l_mut_40_ = _e693;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e694 = l_mut_151_;
            uint l_199_ = (_e694 * l_4_);
            uint _e696 = l_mut_145_;
            uint l_200_ = (_e696 * l_4_);
            uint _e698 = l_mut_151_;
            uint64_t l_2816_ = uint64_t(_e698);
            uint64_t l_2817_ = uint64_t(l_4_);
            uint64_t l_2818_ = (l_2816_ * l_2817_);
            uint64_t l_2819_ = (l_2818_ >> uint(32uL));
            uint l_201_ = uint(l_2819_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e709 = l_mut_145_;
            uint64_t l_2821_ = uint64_t(_e709);
            uint64_t l_2822_ = uint64_t(l_4_);
            uint64_t l_2823_ = (l_2821_ * l_2822_);
            uint64_t l_2824_ = (l_2823_ >> uint(32uL));
            uint l_203_ = uint(l_2824_);
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
            uint _e737 = l_mut_75_;
            l_mut_219_ = _e737;
            uint _e738 = l_mut_213_;
            l_mut_75_ = _e738;
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
                    uint _e750 = l_mut_213_;
                    l_mut_219_ = _e750;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e751 = l_mut_40_;
            uint l_228_ = (_e751 * l_4_);
            uint _e753 = l_mut_90_;
            uint l_229_ = (_e753 * l_4_);
            uint _e755 = l_mut_40_;
            uint64_t l_2826_ = uint64_t(_e755);
            uint64_t l_2827_ = uint64_t(l_4_);
            uint64_t l_2828_ = (l_2826_ * l_2827_);
            uint64_t l_2829_ = (l_2828_ >> uint(32uL));
            uint l_230_ = uint(l_2829_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e766 = l_mut_90_;
            uint64_t l_2831_ = uint64_t(_e766);
            uint64_t l_2832_ = uint64_t(l_4_);
            uint64_t l_2833_ = (l_2831_ * l_2832_);
            uint64_t l_2834_ = (l_2833_ >> uint(32uL));
            uint l_232_ = uint(l_2834_);
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
            uint _e794 = l_mut_213_;
            l_mut_145_ = _e794;
            uint _e795 = l_mut_151_;
            l_mut_213_ = _e795;
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
                    uint _e807 = l_mut_151_;
                    l_mut_145_ = _e807;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e808 = l_mut_40_;
            uint l_255_ = (_e808 * l_4_);
            uint _e810 = l_mut_90_;
            uint l_256_ = (_e810 * l_4_);
            uint _e812 = l_mut_40_;
            uint64_t l_2836_ = uint64_t(_e812);
            uint64_t l_2837_ = uint64_t(l_4_);
            uint64_t l_2838_ = (l_2836_ * l_2837_);
            uint64_t l_2839_ = (l_2838_ >> uint(32uL));
            uint l_257_ = uint(l_2839_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e823 = l_mut_90_;
            uint64_t l_2841_ = uint64_t(_e823);
            uint64_t l_2842_ = uint64_t(l_4_);
            uint64_t l_2843_ = (l_2841_ * l_2842_);
            uint64_t l_2844_ = (l_2843_ >> uint(32uL));
            uint l_259_ = uint(l_2844_);
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
            uint _e851 = l_mut_151_;
            l_mut_275_ = _e851;
            uint _e852 = l_mut_269_;
            l_mut_151_ = _e852;
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
                    uint _e864 = l_mut_269_;
                    l_mut_275_ = _e864;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e865 = l_mut_219_;
            uint l_284_ = (_e865 * l_4_);
            uint _e867 = l_mut_219_;
            uint64_t l_2846_ = uint64_t(_e867);
            uint64_t l_2847_ = uint64_t(l_4_);
            uint64_t l_2848_ = (l_2846_ * l_2847_);
            uint64_t l_2849_ = (l_2848_ >> uint(32uL));
            uint l_285_ = uint(l_2849_);
            uint _e877 = l_mut_75_;
            uint l_286_ = (_e877 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e880 = l_mut_275_;
            uint l_288_ = (_e880 + l_284_);
            uint _e882 = l_mut_151_;
            uint l_289_ = (_e882 + l_287_);
            uint _e884 = l_mut_275_;
            bool l_290_ = (l_288_ < _e884);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e888 = l_mut_145_;
            l_mut_102_ = _e888;
            uint _e889 = l_mut_213_;
            l_mut_96_ = _e889;
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
                    uint _e910 = l_mut_145_;
                    l_mut_219_ = _e910;
                    uint _e911 = l_mut_213_;
                    l_mut_151_ = _e911;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e916 = l_mut_213_;
                        uint l_307_ = (_e916 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e921 = l_mut_145_;
                            l_mut_90_ = _e921;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e924 = l_mut_145_;
                                uint l_310_ = (_e924 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e928 = l_mut_213_;
                                uint l_312_ = (_e928 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e931 = l_mut_213_;
                            uint l_314_ = (_e931 >> l_121_);
                            uint _e933 = l_mut_90_;
                            l_mut_219_ = _e933;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e934 = l_mut_275_;
                    uint _e935 = l_mut_219_;
                    uint l_315_ = (_e934 + _e935);
                    uint _e937 = l_mut_269_;
                    uint _e938 = l_mut_151_;
                    uint l_316_ = (_e937 + _e938);
                    uint _e940 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e940);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e945 = l_mut_102_;
                uint l_320_ = (0u - _e945);
                uint _e948 = l_mut_96_;
                uint l_321_ = (0u - _e948);
                uint _e951 = l_mut_102_;
                bool l_322_ = (0u < _e951);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e955 = l_mut_102_;
        uint l_325_ = (l_64_ - _e955);
        uint _e957 = l_mut_96_;
        uint l_326_ = (l_67_ - _e957);
        uint _e959 = l_mut_102_;
        bool l_327_ = (l_64_ < _e959);
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
        uint _e992 = l_mut_145_;
        bool l_351_ = (_e992 < l_344_);
        uint _e994 = l_mut_145_;
        bool l_352_ = (_e994 == l_344_);
        uint _e996 = l_mut_151_;
        bool l_353_ = (_e996 < l_340_);
        if (l_352_) {
            local_4 = l_353_;
        } else {
            local_4 = false;
        }
        bool l_354_ = local_4;
        if (!(l_351_)) {
            local_5 = l_354_;
        } else {
            local_5 = true;
        }
        bool l_355_ = local_5;
        bool l_356_ = !(l_355_);
        l_mut_357_ = l_356_;
        uint l_358_ = (l_335_ | l_339_);
        bool l_359_ = (l_358_ == 0u);
        if (l_359_) {
            bool _e1011 = l_mut_357_;
            l_mut_350_ = _e1011;
            l_mut_357_ = false;
        }
        bool _e1013 = l_mut_357_;
        if (_e1013) {
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
            uint _e1028 = l_mut_90_;
            uint l_368_ = (_e1028 * l_367_);
            uint _e1030 = l_mut_90_;
            uint64_t l_2851_ = uint64_t(_e1030);
            uint64_t l_2852_ = uint64_t(l_367_);
            uint64_t l_2853_ = (l_2851_ * l_2852_);
            uint64_t l_2854_ = (l_2853_ >> uint(32uL));
            uint l_369_ = uint(l_2854_);
            uint _e1040 = l_mut_75_;
            uint l_370_ = (_e1040 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1046 = l_mut_90_;
            uint l_373_ = (_e1046 * l_372_);
            uint _e1048 = l_mut_75_;
            uint l_374_ = (_e1048 * l_372_);
            uint _e1050 = l_mut_90_;
            uint64_t l_2856_ = uint64_t(_e1050);
            uint64_t l_2857_ = uint64_t(l_372_);
            uint64_t l_2858_ = (l_2856_ * l_2857_);
            uint64_t l_2859_ = (l_2858_ >> uint(32uL));
            uint l_375_ = uint(l_2859_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1061 = l_mut_75_;
            uint64_t l_2861_ = uint64_t(_e1061);
            uint64_t l_2862_ = uint64_t(l_372_);
            uint64_t l_2863_ = (l_2861_ * l_2862_);
            uint64_t l_2864_ = (l_2863_ >> uint(32uL));
            uint l_377_ = uint(l_2864_);
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
            uint _e1089 = l_mut_382_;
            l_mut_394_ = _e1089;
            uint _e1090 = l_mut_388_;
            l_mut_382_ = _e1090;
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
                    uint _e1102 = l_mut_388_;
                    l_mut_394_ = _e1102;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1103 = l_mut_394_;
            uint _e1104 = l_mut_382_;
            uint l_403_ = (_e1103 | _e1104);
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
                        local_6 = l_415_;
                    } else {
                        local_6 = false;
                    }
                    bool l_416_ = local_6;
                    if (!(l_413_)) {
                        local_7 = l_416_;
                    } else {
                        local_7 = true;
                    }
                    bool l_417_ = local_7;
                    bool l_418_ = !(l_417_);
                    if (l_412_) {
                        local_8 = l_418_;
                    } else {
                        local_8 = false;
                    }
                    bool l_419_ = local_8;
                    if (l_419_) {
                        uint l_420_ = (l_4_ - 1u);
                        l_mut_382_ = l_405_;
                        l_mut_421_ = l_409_;
                        uint _e1139 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1139);
                        uint _e1141 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1141);
                        uint _e1143 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1143);
                        if (l_423_) {
                            local_9 = l_424_;
                        } else {
                            local_9 = false;
                        }
                        bool l_425_ = local_9;
                        if (!(l_422_)) {
                            local_10 = l_425_;
                        } else {
                            local_10 = true;
                        }
                        bool l_426_ = local_10;
                        bool l_427_ = !(l_426_);
                        if (l_427_) {
                            l_mut_428_ = 0u;
                            uint _e1156 = l_mut_75_;
                            bool l_429_ = (_e1156 < l_409_);
                            uint _e1158 = l_mut_75_;
                            bool l_430_ = (_e1158 == l_409_);
                            uint _e1160 = l_mut_90_;
                            bool l_431_ = (_e1160 < l_405_);
                            if (l_430_) {
                                local_11 = l_431_;
                            } else {
                                local_11 = false;
                            }
                            bool l_432_ = local_11;
                            if (!(l_429_)) {
                                local_12 = l_432_;
                            } else {
                                local_12 = true;
                            }
                            bool l_433_ = local_12;
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
                                        uint _e1267 = l_mut_442_;
                                        l_mut_442_ = (_e1267 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1182 = l_mut_442_;
                                    if ((_e1182 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1186 = l_mut_442_;
                                        uint l_443_ = (19u - _e1186);
                                        uint _e1188 = l_mut_439_;
                                        l_mut_444_ = _e1188;
                                        uint _e1189 = l_mut_440_;
                                        l_mut_445_ = _e1189;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1194 = l_mut_440_;
                                            uint l_448_ = (_e1194 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1199 = l_mut_439_;
                                                l_mut_450_ = _e1199;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1202 = l_mut_439_;
                                                    uint l_452_ = (_e1202 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1206 = l_mut_440_;
                                                    uint l_454_ = (_e1206 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1209 = l_mut_440_;
                                                uint l_456_ = (_e1209 >> l_443_);
                                                uint _e1211 = l_mut_450_;
                                                l_mut_444_ = _e1211;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1212 = l_mut_445_;
                                        uint _e1213 = l_mut_75_;
                                        bool l_457_ = (_e1212 < _e1213);
                                        uint _e1215 = l_mut_445_;
                                        uint _e1216 = l_mut_75_;
                                        bool l_458_ = (_e1215 == _e1216);
                                        uint _e1218 = l_mut_444_;
                                        uint _e1219 = l_mut_90_;
                                        bool l_459_ = (_e1218 < _e1219);
                                        if (l_458_) {
                                            local_13 = l_459_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_460_ = local_13;
                                        if (!(l_457_)) {
                                            local_14 = l_460_;
                                        } else {
                                            local_14 = true;
                                        }
                                        bool l_461_ = local_14;
                                        bool l_462_ = !(l_461_);
                                        if (l_462_) {
                                            uint _e1231 = l_mut_90_;
                                            l_mut_450_ = _e1231;
                                            uint _e1232 = l_mut_75_;
                                            l_mut_445_ = _e1232;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1237 = l_mut_90_;
                                                uint l_465_ = (_e1237 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1242 = l_mut_90_;
                                                    uint l_467_ = (_e1242 << l_443_);
                                                    uint _e1244 = l_mut_75_;
                                                    uint l_468_ = (_e1244 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1248 = l_mut_90_;
                                                    uint l_470_ = (_e1248 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1251 = l_mut_439_;
                                            uint _e1252 = l_mut_450_;
                                            uint l_472_ = (_e1251 - _e1252);
                                            uint _e1254 = l_mut_440_;
                                            uint _e1255 = l_mut_445_;
                                            uint l_473_ = (_e1254 - _e1255);
                                            uint _e1257 = l_mut_439_;
                                            uint _e1258 = l_mut_450_;
                                            bool l_474_ = (_e1257 < _e1258);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1264 = l_mut_441_;
                                            l_mut_441_ = (_e1264 | l_477_);
                                        }
                                    }
                                }
                                uint _e1269 = l_mut_441_;
                                uint l_478_ = min(_e1269, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1271 = l_mut_440_;
                                uint _e1272 = l_mut_75_;
                                bool l_479_ = (_e1271 < _e1272);
                                uint _e1274 = l_mut_440_;
                                uint _e1275 = l_mut_75_;
                                bool l_480_ = (_e1274 == _e1275);
                                uint _e1277 = l_mut_439_;
                                uint _e1278 = l_mut_90_;
                                bool l_481_ = (_e1277 < _e1278);
                                if (l_480_) {
                                    local_15 = l_481_;
                                } else {
                                    local_15 = false;
                                }
                                bool l_482_ = local_15;
                                if (!(l_479_)) {
                                    local_16 = l_482_;
                                } else {
                                    local_16 = true;
                                }
                                bool l_483_ = local_16;
                                bool l_484_ = !(l_483_);
                                if (l_484_) {
                                    l_mut_450_ = l_420_;
                                }
                                uint _e1290 = l_mut_450_;
                                l_mut_428_ = _e1290;
                            }
                            uint _e1291 = l_mut_90_;
                            uint _e1292 = l_mut_428_;
                            uint l_485_ = (_e1291 * _e1292);
                            uint _e1294 = l_mut_90_;
                            uint64_t l_2866_ = uint64_t(_e1294);
                            uint _e1296 = l_mut_428_;
                            uint64_t l_2867_ = uint64_t(_e1296);
                            uint64_t l_2868_ = (l_2866_ * l_2867_);
                            uint64_t l_2869_ = (l_2868_ >> uint(32uL));
                            uint l_486_ = uint(l_2869_);
                            uint _e1305 = l_mut_75_;
                            uint _e1306 = l_mut_428_;
                            uint l_487_ = (_e1305 * _e1306);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1314 = l_mut_421_;
                            uint _e1315 = l_mut_75_;
                            bool l_494_ = (_e1314 < _e1315);
                            uint _e1317 = l_mut_421_;
                            uint _e1318 = l_mut_75_;
                            bool l_495_ = (_e1317 == _e1318);
                            uint _e1320 = l_mut_382_;
                            uint _e1321 = l_mut_90_;
                            bool l_496_ = (_e1320 < _e1321);
                            if (l_495_) {
                                local_17 = l_496_;
                            } else {
                                local_17 = false;
                            }
                            bool l_497_ = local_17;
                            if (!(l_494_)) {
                                local_18 = l_497_;
                            } else {
                                local_18 = true;
                            }
                            bool l_498_ = local_18;
                            bool l_499_ = !(l_498_);
                            if (l_499_) {
                                uint _e1333 = l_mut_382_;
                                uint _e1334 = l_mut_90_;
                                uint l_500_ = (_e1333 - _e1334);
                                uint _e1336 = l_mut_421_;
                                uint _e1337 = l_mut_75_;
                                uint l_501_ = (_e1336 - _e1337);
                                uint _e1339 = l_mut_382_;
                                uint _e1340 = l_mut_90_;
                                bool l_502_ = (_e1339 < _e1340);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1344 = l_mut_90_;
                        uint _e1345 = l_mut_382_;
                        uint l_505_ = (_e1344 - _e1345);
                        uint _e1347 = l_mut_75_;
                        uint _e1348 = l_mut_421_;
                        uint l_506_ = (_e1347 - _e1348);
                        uint _e1350 = l_mut_90_;
                        uint _e1351 = l_mut_382_;
                        bool l_507_ = (_e1350 < _e1351);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1355 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1355);
                        uint _e1357 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1357);
                        uint _e1359 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1359);
                        if (l_511_) {
                            local_19 = l_512_;
                        } else {
                            local_19 = false;
                        }
                        bool l_513_ = local_19;
                        if (!(l_510_)) {
                            local_20 = l_513_;
                        } else {
                            local_20 = true;
                        }
                        bool l_514_ = local_20;
                        bool l_515_ = !(l_514_);
                        if (l_515_) {
                            uint _e1371 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1371);
                            uint _e1373 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1373);
                            uint _e1375 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1375);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1379 = l_mut_445_;
                        uint _e1380 = l_mut_388_;
                        bool l_521_ = (_e1379 < _e1380);
                        uint _e1382 = l_mut_445_;
                        uint _e1383 = l_mut_388_;
                        bool l_522_ = (_e1382 == _e1383);
                        uint _e1385 = l_mut_450_;
                        uint _e1386 = l_mut_394_;
                        bool l_523_ = (_e1385 < _e1386);
                        if (l_522_) {
                            local_21 = l_523_;
                        } else {
                            local_21 = false;
                        }
                        bool l_524_ = local_21;
                        if (!(l_521_)) {
                            local_22 = l_524_;
                        } else {
                            local_22 = true;
                        }
                        bool l_525_ = local_22;
                        if (l_525_) {
                            uint _e1397 = l_mut_450_;
                            l_mut_394_ = _e1397;
                            uint _e1398 = l_mut_445_;
                            l_mut_388_ = _e1398;
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
                        local_23 = l_533_;
                    } else {
                        local_23 = false;
                    }
                    bool l_534_ = local_23;
                    if (!(l_531_)) {
                        local_24 = l_534_;
                    } else {
                        local_24 = true;
                    }
                    bool l_535_ = local_24;
                    if (l_535_) {
                        uint l_536_ = (l_4_ - 1u);
                        l_mut_450_ = l_330_;
                        l_mut_445_ = l_334_;
                        uint _e1418 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1418);
                        uint _e1420 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1420);
                        uint _e1422 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1422);
                        if (l_538_) {
                            local_25 = l_539_;
                        } else {
                            local_25 = false;
                        }
                        bool l_540_ = local_25;
                        if (!(l_537_)) {
                            local_26 = l_540_;
                        } else {
                            local_26 = true;
                        }
                        bool l_541_ = local_26;
                        bool l_542_ = !(l_541_);
                        if (l_542_) {
                            l_mut_444_ = 0u;
                            uint _e1435 = l_mut_75_;
                            bool l_543_ = (_e1435 < l_334_);
                            uint _e1437 = l_mut_75_;
                            bool l_544_ = (_e1437 == l_334_);
                            uint _e1439 = l_mut_90_;
                            bool l_545_ = (_e1439 < l_330_);
                            if (l_544_) {
                                local_27 = l_545_;
                            } else {
                                local_27 = false;
                            }
                            bool l_546_ = local_27;
                            if (!(l_543_)) {
                                local_28 = l_546_;
                            } else {
                                local_28 = true;
                            }
                            bool l_547_ = local_28;
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
                                        uint _e1546 = l_mut_553_;
                                        l_mut_553_ = (_e1546 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1461 = l_mut_553_;
                                    if ((_e1461 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1465 = l_mut_553_;
                                        uint l_554_ = (19u - _e1465);
                                        uint _e1467 = l_mut_441_;
                                        l_mut_428_ = _e1467;
                                        uint _e1468 = l_mut_440_;
                                        l_mut_421_ = _e1468;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1473 = l_mut_440_;
                                            uint l_557_ = (_e1473 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1478 = l_mut_441_;
                                                l_mut_382_ = _e1478;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1481 = l_mut_441_;
                                                    uint l_560_ = (_e1481 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1485 = l_mut_440_;
                                                    uint l_562_ = (_e1485 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1488 = l_mut_440_;
                                                uint l_564_ = (_e1488 >> l_554_);
                                                uint _e1490 = l_mut_382_;
                                                l_mut_428_ = _e1490;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1491 = l_mut_421_;
                                        uint _e1492 = l_mut_75_;
                                        bool l_565_ = (_e1491 < _e1492);
                                        uint _e1494 = l_mut_421_;
                                        uint _e1495 = l_mut_75_;
                                        bool l_566_ = (_e1494 == _e1495);
                                        uint _e1497 = l_mut_428_;
                                        uint _e1498 = l_mut_90_;
                                        bool l_567_ = (_e1497 < _e1498);
                                        if (l_566_) {
                                            local_29 = l_567_;
                                        } else {
                                            local_29 = false;
                                        }
                                        bool l_568_ = local_29;
                                        if (!(l_565_)) {
                                            local_30 = l_568_;
                                        } else {
                                            local_30 = true;
                                        }
                                        bool l_569_ = local_30;
                                        bool l_570_ = !(l_569_);
                                        if (l_570_) {
                                            uint _e1510 = l_mut_90_;
                                            l_mut_428_ = _e1510;
                                            uint _e1511 = l_mut_75_;
                                            l_mut_421_ = _e1511;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1516 = l_mut_90_;
                                                uint l_573_ = (_e1516 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1521 = l_mut_90_;
                                                    uint l_575_ = (_e1521 << l_554_);
                                                    uint _e1523 = l_mut_75_;
                                                    uint l_576_ = (_e1523 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1527 = l_mut_90_;
                                                    uint l_578_ = (_e1527 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1530 = l_mut_441_;
                                            uint _e1531 = l_mut_428_;
                                            uint l_580_ = (_e1530 - _e1531);
                                            uint _e1533 = l_mut_440_;
                                            uint _e1534 = l_mut_421_;
                                            uint l_581_ = (_e1533 - _e1534);
                                            uint _e1536 = l_mut_441_;
                                            uint _e1537 = l_mut_428_;
                                            bool l_582_ = (_e1536 < _e1537);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1543 = l_mut_439_;
                                            l_mut_439_ = (_e1543 | l_585_);
                                        }
                                    }
                                }
                                uint _e1548 = l_mut_439_;
                                uint l_586_ = min(_e1548, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1550 = l_mut_440_;
                                uint _e1551 = l_mut_75_;
                                bool l_587_ = (_e1550 < _e1551);
                                uint _e1553 = l_mut_440_;
                                uint _e1554 = l_mut_75_;
                                bool l_588_ = (_e1553 == _e1554);
                                uint _e1556 = l_mut_441_;
                                uint _e1557 = l_mut_90_;
                                bool l_589_ = (_e1556 < _e1557);
                                if (l_588_) {
                                    local_31 = l_589_;
                                } else {
                                    local_31 = false;
                                }
                                bool l_590_ = local_31;
                                if (!(l_587_)) {
                                    local_32 = l_590_;
                                } else {
                                    local_32 = true;
                                }
                                bool l_591_ = local_32;
                                bool l_592_ = !(l_591_);
                                if (l_592_) {
                                    l_mut_439_ = l_536_;
                                }
                                uint _e1569 = l_mut_439_;
                                l_mut_444_ = _e1569;
                            }
                            uint _e1570 = l_mut_90_;
                            uint _e1571 = l_mut_444_;
                            uint l_593_ = (_e1570 * _e1571);
                            uint _e1573 = l_mut_90_;
                            uint64_t l_2871_ = uint64_t(_e1573);
                            uint _e1575 = l_mut_444_;
                            uint64_t l_2872_ = uint64_t(_e1575);
                            uint64_t l_2873_ = (l_2871_ * l_2872_);
                            uint64_t l_2874_ = (l_2873_ >> uint(32uL));
                            uint l_594_ = uint(l_2874_);
                            uint _e1584 = l_mut_75_;
                            uint _e1585 = l_mut_444_;
                            uint l_595_ = (_e1584 * _e1585);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1593 = l_mut_445_;
                            uint _e1594 = l_mut_75_;
                            bool l_602_ = (_e1593 < _e1594);
                            uint _e1596 = l_mut_445_;
                            uint _e1597 = l_mut_75_;
                            bool l_603_ = (_e1596 == _e1597);
                            uint _e1599 = l_mut_450_;
                            uint _e1600 = l_mut_90_;
                            bool l_604_ = (_e1599 < _e1600);
                            if (l_603_) {
                                local_33 = l_604_;
                            } else {
                                local_33 = false;
                            }
                            bool l_605_ = local_33;
                            if (!(l_602_)) {
                                local_34 = l_605_;
                            } else {
                                local_34 = true;
                            }
                            bool l_606_ = local_34;
                            bool l_607_ = !(l_606_);
                            if (l_607_) {
                                uint _e1612 = l_mut_450_;
                                uint _e1613 = l_mut_90_;
                                uint l_608_ = (_e1612 - _e1613);
                                uint _e1615 = l_mut_445_;
                                uint _e1616 = l_mut_75_;
                                uint l_609_ = (_e1615 - _e1616);
                                uint _e1618 = l_mut_450_;
                                uint _e1619 = l_mut_90_;
                                bool l_610_ = (_e1618 < _e1619);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1623 = l_mut_445_;
                        uint _e1624 = l_mut_388_;
                        bool l_613_ = (_e1623 < _e1624);
                        uint _e1626 = l_mut_445_;
                        uint _e1627 = l_mut_388_;
                        bool l_614_ = (_e1626 == _e1627);
                        uint _e1629 = l_mut_450_;
                        uint _e1630 = l_mut_394_;
                        bool l_615_ = (_e1629 < _e1630);
                        if (l_614_) {
                            local_35 = l_615_;
                        } else {
                            local_35 = false;
                        }
                        bool l_616_ = local_35;
                        if (!(l_613_)) {
                            local_36 = l_616_;
                        } else {
                            local_36 = true;
                        }
                        bool l_617_ = local_36;
                        if (l_617_) {
                            uint _e1641 = l_mut_450_;
                            l_mut_394_ = _e1641;
                            uint _e1642 = l_mut_445_;
                            l_mut_388_ = _e1642;
                        }
                    }
                }
                uint _e1643 = l_mut_388_;
                bool l_618_ = (_e1643 < l_344_);
                uint _e1645 = l_mut_388_;
                bool l_619_ = (_e1645 == l_344_);
                uint _e1647 = l_mut_394_;
                bool l_620_ = (_e1647 < l_340_);
                if (l_619_) {
                    local_37 = l_620_;
                } else {
                    local_37 = false;
                }
                bool l_621_ = local_37;
                if (!(l_618_)) {
                    local_38 = l_621_;
                } else {
                    local_38 = true;
                }
                bool l_622_ = local_38;
                bool l_623_ = !(l_622_);
                uint l_624_ = uint(l_623_);
                uint l_625_ = (2u - l_624_);
                l_mut_40_ = l_625_;
            }
            uint _e1662 = l_mut_40_;
            bool l_626_ = (_e1662 > 0u);
            if (l_626_) {
                uint _e1665 = l_mut_40_;
                bool l_627_ = (_e1665 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1670 = l_mut_357_;
            bool l_629_ = !(_e1670);
            if (l_629_) {
                break;
            }
            uint _e1672 = l_mut_145_;
            uint _e1673 = l_mut_269_;
            bool l_630_ = (_e1672 < _e1673);
            uint _e1675 = l_mut_145_;
            uint _e1676 = l_mut_269_;
            bool l_631_ = (_e1675 == _e1676);
            uint _e1678 = l_mut_151_;
            uint _e1679 = l_mut_275_;
            bool l_632_ = (_e1678 < _e1679);
            if (l_631_) {
                local_39 = l_632_;
            } else {
                local_39 = false;
            }
            bool l_633_ = local_39;
            if (!(l_630_)) {
                local_40 = l_633_;
            } else {
                local_40 = true;
            }
            bool l_634_ = local_40;
            if (l_634_) {
                uint _e1690 = l_mut_275_;
                uint _e1691 = l_mut_151_;
                uint l_635_ = (_e1690 - _e1691);
                uint _e1693 = l_mut_269_;
                uint _e1694 = l_mut_145_;
                uint l_636_ = (_e1693 - _e1694);
                uint _e1696 = l_mut_275_;
                uint _e1697 = l_mut_151_;
                bool l_637_ = (_e1696 < _e1697);
                uint l_638_ = uint(l_637_);
                uint l_639_ = (l_636_ - l_638_);
                uint _e1701 = l_mut_275_;
                l_mut_450_ = _e1701;
                uint _e1702 = l_mut_269_;
                l_mut_445_ = _e1702;
                uint _e1703 = l_mut_269_;
                bool l_640_ = (l_639_ < _e1703);
                uint _e1705 = l_mut_269_;
                bool l_641_ = (l_639_ == _e1705);
                uint _e1707 = l_mut_275_;
                bool l_642_ = (l_635_ < _e1707);
                if (l_641_) {
                    local_41 = l_642_;
                } else {
                    local_41 = false;
                }
                bool l_643_ = local_41;
                if (!(l_640_)) {
                    local_42 = l_643_;
                } else {
                    local_42 = true;
                }
                bool l_644_ = local_42;
                if (l_644_) {
                    l_mut_450_ = l_635_;
                    l_mut_445_ = l_639_;
                }
                l_mut_645_ = false;
                l_mut_444_ = 0u;
                uint _e1720 = l_mut_219_;
                uint _e1721 = l_mut_213_;
                uint l_646_ = (_e1720 | _e1721);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e1726 = l_mut_645_;
                if (_e1726) {
                    local_43 = l_648_;
                } else {
                    local_43 = false;
                }
                bool l_649_ = local_43;
                uint _e1731 = l_mut_213_;
                uint _e1732 = l_mut_445_;
                bool l_650_ = (_e1731 < _e1732);
                uint _e1734 = l_mut_213_;
                uint _e1735 = l_mut_445_;
                bool l_651_ = (_e1734 == _e1735);
                uint _e1737 = l_mut_219_;
                uint _e1738 = l_mut_450_;
                bool l_652_ = (_e1737 < _e1738);
                if (l_651_) {
                    local_44 = l_652_;
                } else {
                    local_44 = false;
                }
                bool l_653_ = local_44;
                if (!(l_650_)) {
                    local_45 = l_653_;
                } else {
                    local_45 = true;
                }
                bool l_654_ = local_45;
                if (l_649_) {
                    local_46 = l_654_;
                } else {
                    local_46 = false;
                }
                bool l_655_ = local_46;
                uint _e1753 = l_mut_102_;
                uint _e1754 = l_mut_96_;
                uint l_656_ = (_e1753 + _e1754);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_47 = l_657_;
                } else {
                    local_47 = false;
                }
                bool l_658_ = local_47;
                if (l_658_) {
                    uint _e1761 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e1761);
                    uint _e1763 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e1763);
                    uint _e1765 = l_mut_102_;
                    uint l_661_ = naga_div(l_660_, _e1765);
                    uint _e1767 = l_mut_450_;
                    uint l_662_ = (_e1767 - 1u);
                    uint _e1770 = l_mut_445_;
                    uint l_663_ = (_e1770 - 0u);
                    uint _e1773 = l_mut_450_;
                    bool l_664_ = (_e1773 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_450_ = l_662_;
                    l_mut_445_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1866 = l_mut_667_;
                            l_mut_667_ = (_e1866 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1781 = l_mut_667_;
                        if ((_e1781 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1785 = l_mut_667_;
                            uint l_668_ = (19u - _e1785);
                            uint _e1787 = l_mut_450_;
                            l_mut_440_ = _e1787;
                            uint _e1788 = l_mut_445_;
                            l_mut_439_ = _e1788;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e1793 = l_mut_445_;
                                uint l_671_ = (_e1793 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e1798 = l_mut_450_;
                                    l_mut_428_ = _e1798;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e1801 = l_mut_450_;
                                        uint l_674_ = (_e1801 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e1805 = l_mut_445_;
                                        uint l_676_ = (_e1805 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e1808 = l_mut_445_;
                                    uint l_678_ = (_e1808 >> l_668_);
                                    uint _e1810 = l_mut_428_;
                                    l_mut_440_ = _e1810;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e1811 = l_mut_439_;
                            uint _e1812 = l_mut_213_;
                            bool l_679_ = (_e1811 < _e1812);
                            uint _e1814 = l_mut_439_;
                            uint _e1815 = l_mut_213_;
                            bool l_680_ = (_e1814 == _e1815);
                            uint _e1817 = l_mut_440_;
                            uint _e1818 = l_mut_219_;
                            bool l_681_ = (_e1817 < _e1818);
                            if (l_680_) {
                                local_48 = l_681_;
                            } else {
                                local_48 = false;
                            }
                            bool l_682_ = local_48;
                            if (!(l_679_)) {
                                local_49 = l_682_;
                            } else {
                                local_49 = true;
                            }
                            bool l_683_ = local_49;
                            bool l_684_ = !(l_683_);
                            if (l_684_) {
                                uint _e1830 = l_mut_219_;
                                l_mut_440_ = _e1830;
                                uint _e1831 = l_mut_213_;
                                l_mut_439_ = _e1831;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e1836 = l_mut_219_;
                                    uint l_687_ = (_e1836 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e1841 = l_mut_219_;
                                        uint l_689_ = (_e1841 << l_668_);
                                        uint _e1843 = l_mut_213_;
                                        uint l_690_ = (_e1843 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e1847 = l_mut_219_;
                                        uint l_692_ = (_e1847 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e1850 = l_mut_450_;
                                uint _e1851 = l_mut_440_;
                                uint l_694_ = (_e1850 - _e1851);
                                uint _e1853 = l_mut_445_;
                                uint _e1854 = l_mut_439_;
                                uint l_695_ = (_e1853 - _e1854);
                                uint _e1856 = l_mut_450_;
                                uint _e1857 = l_mut_440_;
                                bool l_696_ = (_e1856 < _e1857);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_450_ = l_694_;
                                l_mut_445_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e1863 = l_mut_441_;
                                l_mut_441_ = (_e1863 | l_699_);
                            }
                        }
                    }
                    uint _e1868 = l_mut_441_;
                    uint l_700_ = min(_e1868, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e1870 = l_mut_445_;
                    uint _e1871 = l_mut_213_;
                    bool l_701_ = (_e1870 < _e1871);
                    uint _e1873 = l_mut_445_;
                    uint _e1874 = l_mut_213_;
                    bool l_702_ = (_e1873 == _e1874);
                    uint _e1876 = l_mut_450_;
                    uint _e1877 = l_mut_219_;
                    bool l_703_ = (_e1876 < _e1877);
                    if (l_702_) {
                        local_50 = l_703_;
                    } else {
                        local_50 = false;
                    }
                    bool l_704_ = local_50;
                    if (!(l_701_)) {
                        local_51 = l_704_;
                    } else {
                        local_51 = true;
                    }
                    bool l_705_ = local_51;
                    bool l_706_ = !(l_705_);
                    if (l_706_) {
                        l_mut_441_ = l_661_;
                    }
                    uint _e1889 = l_mut_441_;
                    l_mut_444_ = _e1889;
                }
                uint _e1890 = l_mut_444_;
                bool l_707_ = (_e1890 > 0u);
                if (l_707_) {
                    uint _e1893 = l_mut_219_;
                    uint _e1894 = l_mut_444_;
                    uint l_708_ = (_e1893 * _e1894);
                    uint _e1896 = l_mut_219_;
                    uint64_t l_2876_ = uint64_t(_e1896);
                    uint _e1898 = l_mut_444_;
                    uint64_t l_2877_ = uint64_t(_e1898);
                    uint64_t l_2878_ = (l_2876_ * l_2877_);
                    uint64_t l_2879_ = (l_2878_ >> uint(32uL));
                    uint l_709_ = uint(l_2879_);
                    uint _e1907 = l_mut_213_;
                    uint _e1908 = l_mut_444_;
                    uint l_710_ = (_e1907 * _e1908);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e1911 = l_mut_275_;
                    uint l_712_ = (_e1911 - l_708_);
                    uint _e1913 = l_mut_269_;
                    uint l_713_ = (_e1913 - l_711_);
                    uint _e1915 = l_mut_275_;
                    bool l_714_ = (_e1915 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_275_ = l_712_;
                    l_mut_269_ = l_716_;
                    uint _e1919 = l_mut_444_;
                    uint _e1920 = l_mut_102_;
                    uint l_717_ = (_e1919 * _e1920);
                    uint _e1922 = l_mut_96_;
                    l_mut_96_ = (_e1922 + l_717_);
                } else {
                    uint _e1924 = l_mut_102_;
                    uint l_718_ = (l_4_ - _e1924);
                    uint _e1926 = l_mut_96_;
                    uint l_719_ = naga_div(l_718_, _e1926);
                    l_mut_450_ = 0u;
                    l_mut_645_ = false;
                    uint _e1930 = l_mut_275_;
                    uint _e1931 = l_mut_269_;
                    uint l_720_ = (_e1930 | _e1931);
                    bool l_721_ = (l_720_ == 0u);
                    if (l_721_) {
                        l_mut_450_ = l_719_;
                    } else {
                        bool _e1935 = l_mut_645_;
                        if (_e1935) {
                            uint _e1936 = l_mut_269_;
                            uint _e1937 = l_mut_213_;
                            bool l_722_ = (_e1936 < _e1937);
                            uint _e1939 = l_mut_269_;
                            uint _e1940 = l_mut_213_;
                            bool l_723_ = (_e1939 == _e1940);
                            uint _e1942 = l_mut_275_;
                            uint _e1943 = l_mut_219_;
                            bool l_724_ = (_e1942 < _e1943);
                            if (l_723_) {
                                local_52 = l_724_;
                            } else {
                                local_52 = false;
                            }
                            bool l_725_ = local_52;
                            if (!(l_722_)) {
                                local_53 = l_725_;
                            } else {
                                local_53 = true;
                            }
                            bool l_726_ = local_53;
                            if (l_726_) {
                                uint _e1954 = l_mut_219_;
                                uint l_727_ = (_e1954 - 1u);
                                uint _e1957 = l_mut_213_;
                                uint l_728_ = (_e1957 - 0u);
                                uint _e1960 = l_mut_219_;
                                bool l_729_ = (_e1960 < 1u);
                                uint l_730_ = uint(l_729_);
                                uint l_731_ = (l_728_ - l_730_);
                                l_mut_445_ = l_727_;
                                l_mut_444_ = l_731_;
                                l_mut_441_ = 0u;
                                l_mut_732_ = 0u;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2053 = l_mut_732_;
                                        l_mut_732_ = (_e2053 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e1968 = l_mut_732_;
                                    if ((_e1968 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1972 = l_mut_732_;
                                        uint l_733_ = (19u - _e1972);
                                        uint _e1974 = l_mut_445_;
                                        l_mut_440_ = _e1974;
                                        uint _e1975 = l_mut_444_;
                                        l_mut_439_ = _e1975;
                                        bool l_734_ = (l_733_ >= 32u);
                                        if (l_734_) {
                                            uint l_735_ = (l_733_ & 31u);
                                            uint _e1980 = l_mut_444_;
                                            uint l_736_ = (_e1980 >> l_735_);
                                            l_mut_440_ = l_736_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_737_ = (l_733_ > 0u);
                                            if (l_737_) {
                                                uint _e1985 = l_mut_445_;
                                                l_mut_428_ = _e1985;
                                                bool l_738_ = (l_733_ > 0u);
                                                if (l_738_) {
                                                    uint _e1988 = l_mut_445_;
                                                    uint l_739_ = (_e1988 >> l_733_);
                                                    uint l_740_ = (32u - l_733_);
                                                    uint _e1992 = l_mut_444_;
                                                    uint l_741_ = (_e1992 << l_740_);
                                                    uint l_742_ = (l_739_ | l_741_);
                                                    l_mut_428_ = l_742_;
                                                }
                                                uint _e1995 = l_mut_444_;
                                                uint l_743_ = (_e1995 >> l_733_);
                                                uint _e1997 = l_mut_428_;
                                                l_mut_440_ = _e1997;
                                                l_mut_439_ = l_743_;
                                            }
                                        }
                                        uint _e1998 = l_mut_439_;
                                        uint _e1999 = l_mut_269_;
                                        bool l_744_ = (_e1998 < _e1999);
                                        uint _e2001 = l_mut_439_;
                                        uint _e2002 = l_mut_269_;
                                        bool l_745_ = (_e2001 == _e2002);
                                        uint _e2004 = l_mut_440_;
                                        uint _e2005 = l_mut_275_;
                                        bool l_746_ = (_e2004 < _e2005);
                                        if (l_745_) {
                                            local_54 = l_746_;
                                        } else {
                                            local_54 = false;
                                        }
                                        bool l_747_ = local_54;
                                        if (!(l_744_)) {
                                            local_55 = l_747_;
                                        } else {
                                            local_55 = true;
                                        }
                                        bool l_748_ = local_55;
                                        bool l_749_ = !(l_748_);
                                        if (l_749_) {
                                            uint _e2017 = l_mut_275_;
                                            l_mut_440_ = _e2017;
                                            uint _e2018 = l_mut_269_;
                                            l_mut_439_ = _e2018;
                                            bool l_750_ = (l_733_ >= 32u);
                                            if (l_750_) {
                                                uint l_751_ = (l_733_ & 31u);
                                                uint _e2023 = l_mut_275_;
                                                uint l_752_ = (_e2023 << l_751_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_752_;
                                            } else {
                                                bool l_753_ = (l_733_ > 0u);
                                                if (l_753_) {
                                                    uint _e2028 = l_mut_275_;
                                                    uint l_754_ = (_e2028 << l_733_);
                                                    uint _e2030 = l_mut_269_;
                                                    uint l_755_ = (_e2030 << l_733_);
                                                    uint l_756_ = (32u - l_733_);
                                                    uint _e2034 = l_mut_275_;
                                                    uint l_757_ = (_e2034 >> l_756_);
                                                    uint l_758_ = (l_755_ | l_757_);
                                                    l_mut_440_ = l_754_;
                                                    l_mut_439_ = l_758_;
                                                }
                                            }
                                            uint _e2037 = l_mut_445_;
                                            uint _e2038 = l_mut_440_;
                                            uint l_759_ = (_e2037 - _e2038);
                                            uint _e2040 = l_mut_444_;
                                            uint _e2041 = l_mut_439_;
                                            uint l_760_ = (_e2040 - _e2041);
                                            uint _e2043 = l_mut_445_;
                                            uint _e2044 = l_mut_440_;
                                            bool l_761_ = (_e2043 < _e2044);
                                            uint l_762_ = uint(l_761_);
                                            uint l_763_ = (l_760_ - l_762_);
                                            l_mut_445_ = l_759_;
                                            l_mut_444_ = l_763_;
                                            uint l_764_ = (1u << l_733_);
                                            uint _e2050 = l_mut_441_;
                                            l_mut_441_ = (_e2050 | l_764_);
                                        }
                                    }
                                }
                                uint _e2055 = l_mut_441_;
                                uint l_765_ = min(_e2055, l_719_);
                                l_mut_441_ = l_765_;
                                uint _e2057 = l_mut_444_;
                                uint _e2058 = l_mut_269_;
                                bool l_766_ = (_e2057 < _e2058);
                                uint _e2060 = l_mut_444_;
                                uint _e2061 = l_mut_269_;
                                bool l_767_ = (_e2060 == _e2061);
                                uint _e2063 = l_mut_445_;
                                uint _e2064 = l_mut_275_;
                                bool l_768_ = (_e2063 < _e2064);
                                if (l_767_) {
                                    local_56 = l_768_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_769_ = local_56;
                                if (!(l_766_)) {
                                    local_57 = l_769_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_770_ = local_57;
                                bool l_771_ = !(l_770_);
                                if (l_771_) {
                                    l_mut_441_ = l_719_;
                                }
                                uint _e2076 = l_mut_441_;
                                l_mut_450_ = _e2076;
                            }
                        } else {
                            uint _e2077 = l_mut_219_;
                            l_mut_445_ = _e2077;
                            uint _e2078 = l_mut_213_;
                            l_mut_444_ = _e2078;
                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                uint _e2079 = l_mut_269_;
                                uint _e2080 = l_mut_444_;
                                bool l_772_ = (_e2079 < _e2080);
                                uint _e2082 = l_mut_269_;
                                uint _e2083 = l_mut_444_;
                                bool l_773_ = (_e2082 == _e2083);
                                uint _e2085 = l_mut_275_;
                                uint _e2086 = l_mut_445_;
                                bool l_774_ = (_e2085 < _e2086);
                                if (l_773_) {
                                    local_58 = l_774_;
                                } else {
                                    local_58 = false;
                                }
                                bool l_775_ = local_58;
                                if (!(l_772_)) {
                                    local_59 = l_775_;
                                } else {
                                    local_59 = true;
                                }
                                bool l_776_ = local_59;
                                uint _e2097 = l_mut_450_;
                                uint _e2098 = l_mut_96_;
                                uint l_777_ = (_e2097 * _e2098);
                                uint _e2100 = l_mut_102_;
                                uint l_778_ = (_e2100 + l_777_);
                                uint _e2102 = l_mut_96_;
                                uint l_779_ = (l_778_ + _e2102);
                                bool l_780_ = (l_779_ < l_4_);
                                if (l_776_) {
                                    local_60 = l_780_;
                                } else {
                                    local_60 = false;
                                }
                                bool l_781_ = local_60;
                                bool l_782_ = !(l_781_);
                                if (l_782_) {
                                    break;
                                }
                                uint _e2110 = l_mut_445_;
                                uint _e2111 = l_mut_275_;
                                uint l_783_ = (_e2110 - _e2111);
                                uint _e2113 = l_mut_444_;
                                uint _e2114 = l_mut_269_;
                                uint l_784_ = (_e2113 - _e2114);
                                uint _e2116 = l_mut_445_;
                                uint _e2117 = l_mut_275_;
                                bool l_785_ = (_e2116 < _e2117);
                                uint l_786_ = uint(l_785_);
                                uint l_787_ = (l_784_ - l_786_);
                                l_mut_445_ = l_783_;
                                l_mut_444_ = l_787_;
                                uint _e2121 = l_mut_450_;
                                l_mut_450_ = (_e2121 + 1u);
                            }
                        }
                    }
                    uint _e2124 = l_mut_450_;
                    uint _e2125 = l_mut_96_;
                    uint l_788_ = (_e2124 * _e2125);
                    uint _e2127 = l_mut_102_;
                    uint l_789_ = (_e2127 + l_788_);
                    uint _e2129 = l_mut_96_;
                    uint l_790_ = (l_789_ + _e2129);
                    bool l_791_ = (l_790_ >= l_4_);
                    uint _e2132 = l_mut_275_;
                    l_mut_445_ = _e2132;
                    uint _e2133 = l_mut_269_;
                    l_mut_444_ = _e2133;
                    uint _e2134 = l_mut_219_;
                    l_mut_441_ = _e2134;
                    uint _e2135 = l_mut_213_;
                    l_mut_440_ = _e2135;
                    uint _e2136 = l_mut_102_;
                    l_mut_439_ = _e2136;
                    uint _e2137 = l_mut_96_;
                    l_mut_428_ = _e2137;
                    bool l_792_ = !(l_791_);
                    if (l_792_) {
                        uint _e2139 = l_mut_275_;
                        uint _e2140 = l_mut_450_;
                        uint l_793_ = (_e2139 * _e2140);
                        uint _e2142 = l_mut_275_;
                        uint64_t l_2881_ = uint64_t(_e2142);
                        uint _e2144 = l_mut_450_;
                        uint64_t l_2882_ = uint64_t(_e2144);
                        uint64_t l_2883_ = (l_2881_ * l_2882_);
                        uint64_t l_2884_ = (l_2883_ >> uint(32uL));
                        uint l_794_ = uint(l_2884_);
                        uint _e2153 = l_mut_269_;
                        uint _e2154 = l_mut_450_;
                        uint l_795_ = (_e2153 * _e2154);
                        uint l_796_ = (l_794_ + l_795_);
                        uint _e2157 = l_mut_219_;
                        uint l_797_ = (_e2157 - l_793_);
                        uint _e2159 = l_mut_213_;
                        uint l_798_ = (_e2159 - l_796_);
                        uint _e2161 = l_mut_219_;
                        bool l_799_ = (_e2161 < l_793_);
                        uint l_800_ = uint(l_799_);
                        uint l_801_ = (l_798_ - l_800_);
                        l_mut_441_ = l_797_;
                        l_mut_440_ = l_801_;
                        uint _e2165 = l_mut_450_;
                        uint _e2166 = l_mut_96_;
                        uint l_802_ = (_e2165 * _e2166);
                        uint _e2168 = l_mut_102_;
                        uint l_803_ = (_e2168 + l_802_);
                        l_mut_439_ = l_803_;
                        uint _e2170 = l_mut_275_;
                        uint _e2171 = l_mut_441_;
                        uint l_804_ = (_e2170 - _e2171);
                        uint _e2173 = l_mut_269_;
                        uint _e2174 = l_mut_440_;
                        uint l_805_ = (_e2173 - _e2174);
                        uint _e2176 = l_mut_275_;
                        uint _e2177 = l_mut_441_;
                        bool l_806_ = (_e2176 < _e2177);
                        uint l_807_ = uint(l_806_);
                        uint l_808_ = (l_805_ - l_807_);
                        l_mut_445_ = l_804_;
                        l_mut_444_ = l_808_;
                        uint _e2181 = l_mut_96_;
                        uint _e2182 = l_mut_439_;
                        uint l_809_ = (_e2181 + _e2182);
                        l_mut_428_ = l_809_;
                    }
                    uint _e2184 = l_mut_445_;
                    l_mut_275_ = _e2184;
                    uint _e2185 = l_mut_444_;
                    l_mut_269_ = _e2185;
                    uint _e2186 = l_mut_441_;
                    l_mut_219_ = _e2186;
                    uint _e2187 = l_mut_440_;
                    l_mut_213_ = _e2187;
                    uint _e2188 = l_mut_439_;
                    l_mut_102_ = _e2188;
                    uint _e2189 = l_mut_428_;
                    l_mut_96_ = _e2189;
                    l_mut_350_ = l_791_;
                    bool l_810_ = !(l_791_);
                    l_mut_357_ = l_810_;
                }
            } else {
                uint _e2191 = l_mut_151_;
                uint l_811_ = (_e2191 - l_340_);
                uint _e2193 = l_mut_145_;
                uint l_812_ = (_e2193 - l_344_);
                uint _e2195 = l_mut_151_;
                bool l_813_ = (_e2195 < l_340_);
                uint l_814_ = uint(l_813_);
                uint l_815_ = (l_812_ - l_814_);
                uint _e2199 = l_mut_219_;
                l_mut_450_ = _e2199;
                uint _e2200 = l_mut_213_;
                l_mut_445_ = _e2200;
                uint _e2201 = l_mut_213_;
                bool l_816_ = (l_815_ < _e2201);
                uint _e2203 = l_mut_213_;
                bool l_817_ = (l_815_ == _e2203);
                uint _e2205 = l_mut_219_;
                bool l_818_ = (l_811_ < _e2205);
                if (l_817_) {
                    local_61 = l_818_;
                } else {
                    local_61 = false;
                }
                bool l_819_ = local_61;
                if (!(l_816_)) {
                    local_62 = l_819_;
                } else {
                    local_62 = true;
                }
                bool l_820_ = local_62;
                if (l_820_) {
                    l_mut_450_ = l_811_;
                    l_mut_445_ = l_815_;
                }
                l_mut_645_ = false;
                l_mut_444_ = 0u;
                uint _e2218 = l_mut_275_;
                uint _e2219 = l_mut_269_;
                uint l_821_ = (_e2218 | _e2219);
                bool l_822_ = (l_821_ == 0u);
                bool l_823_ = !(l_822_);
                bool _e2224 = l_mut_645_;
                if (_e2224) {
                    local_63 = l_823_;
                } else {
                    local_63 = false;
                }
                bool l_824_ = local_63;
                uint _e2229 = l_mut_269_;
                uint _e2230 = l_mut_445_;
                bool l_825_ = (_e2229 < _e2230);
                uint _e2232 = l_mut_269_;
                uint _e2233 = l_mut_445_;
                bool l_826_ = (_e2232 == _e2233);
                uint _e2235 = l_mut_275_;
                uint _e2236 = l_mut_450_;
                bool l_827_ = (_e2235 < _e2236);
                if (l_826_) {
                    local_64 = l_827_;
                } else {
                    local_64 = false;
                }
                bool l_828_ = local_64;
                if (!(l_825_)) {
                    local_65 = l_828_;
                } else {
                    local_65 = true;
                }
                bool l_829_ = local_65;
                if (l_824_) {
                    local_66 = l_829_;
                } else {
                    local_66 = false;
                }
                bool l_830_ = local_66;
                uint _e2251 = l_mut_96_;
                uint _e2252 = l_mut_102_;
                uint l_831_ = (_e2251 + _e2252);
                bool l_832_ = (l_831_ < l_4_);
                if (l_830_) {
                    local_67 = l_832_;
                } else {
                    local_67 = false;
                }
                bool l_833_ = local_67;
                if (l_833_) {
                    uint _e2259 = l_mut_96_;
                    uint l_834_ = (l_4_ - _e2259);
                    uint _e2261 = l_mut_102_;
                    uint l_835_ = (l_834_ - _e2261);
                    uint _e2263 = l_mut_96_;
                    uint l_836_ = naga_div(l_835_, _e2263);
                    uint _e2265 = l_mut_450_;
                    uint l_837_ = (_e2265 - 1u);
                    uint _e2268 = l_mut_445_;
                    uint l_838_ = (_e2268 - 0u);
                    uint _e2271 = l_mut_450_;
                    bool l_839_ = (_e2271 < 1u);
                    uint l_840_ = uint(l_839_);
                    uint l_841_ = (l_838_ - l_840_);
                    l_mut_450_ = l_837_;
                    l_mut_445_ = l_841_;
                    l_mut_441_ = 0u;
                    l_mut_842_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2364 = l_mut_842_;
                            l_mut_842_ = (_e2364 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2279 = l_mut_842_;
                        if ((_e2279 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2283 = l_mut_842_;
                            uint l_843_ = (19u - _e2283);
                            uint _e2285 = l_mut_450_;
                            l_mut_440_ = _e2285;
                            uint _e2286 = l_mut_445_;
                            l_mut_439_ = _e2286;
                            bool l_844_ = (l_843_ >= 32u);
                            if (l_844_) {
                                uint l_845_ = (l_843_ & 31u);
                                uint _e2291 = l_mut_445_;
                                uint l_846_ = (_e2291 >> l_845_);
                                l_mut_440_ = l_846_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_847_ = (l_843_ > 0u);
                                if (l_847_) {
                                    uint _e2296 = l_mut_450_;
                                    l_mut_428_ = _e2296;
                                    bool l_848_ = (l_843_ > 0u);
                                    if (l_848_) {
                                        uint _e2299 = l_mut_450_;
                                        uint l_849_ = (_e2299 >> l_843_);
                                        uint l_850_ = (32u - l_843_);
                                        uint _e2303 = l_mut_445_;
                                        uint l_851_ = (_e2303 << l_850_);
                                        uint l_852_ = (l_849_ | l_851_);
                                        l_mut_428_ = l_852_;
                                    }
                                    uint _e2306 = l_mut_445_;
                                    uint l_853_ = (_e2306 >> l_843_);
                                    uint _e2308 = l_mut_428_;
                                    l_mut_440_ = _e2308;
                                    l_mut_439_ = l_853_;
                                }
                            }
                            uint _e2309 = l_mut_439_;
                            uint _e2310 = l_mut_269_;
                            bool l_854_ = (_e2309 < _e2310);
                            uint _e2312 = l_mut_439_;
                            uint _e2313 = l_mut_269_;
                            bool l_855_ = (_e2312 == _e2313);
                            uint _e2315 = l_mut_440_;
                            uint _e2316 = l_mut_275_;
                            bool l_856_ = (_e2315 < _e2316);
                            if (l_855_) {
                                local_68 = l_856_;
                            } else {
                                local_68 = false;
                            }
                            bool l_857_ = local_68;
                            if (!(l_854_)) {
                                local_69 = l_857_;
                            } else {
                                local_69 = true;
                            }
                            bool l_858_ = local_69;
                            bool l_859_ = !(l_858_);
                            if (l_859_) {
                                uint _e2328 = l_mut_275_;
                                l_mut_440_ = _e2328;
                                uint _e2329 = l_mut_269_;
                                l_mut_439_ = _e2329;
                                bool l_860_ = (l_843_ >= 32u);
                                if (l_860_) {
                                    uint l_861_ = (l_843_ & 31u);
                                    uint _e2334 = l_mut_275_;
                                    uint l_862_ = (_e2334 << l_861_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_862_;
                                } else {
                                    bool l_863_ = (l_843_ > 0u);
                                    if (l_863_) {
                                        uint _e2339 = l_mut_275_;
                                        uint l_864_ = (_e2339 << l_843_);
                                        uint _e2341 = l_mut_269_;
                                        uint l_865_ = (_e2341 << l_843_);
                                        uint l_866_ = (32u - l_843_);
                                        uint _e2345 = l_mut_275_;
                                        uint l_867_ = (_e2345 >> l_866_);
                                        uint l_868_ = (l_865_ | l_867_);
                                        l_mut_440_ = l_864_;
                                        l_mut_439_ = l_868_;
                                    }
                                }
                                uint _e2348 = l_mut_450_;
                                uint _e2349 = l_mut_440_;
                                uint l_869_ = (_e2348 - _e2349);
                                uint _e2351 = l_mut_445_;
                                uint _e2352 = l_mut_439_;
                                uint l_870_ = (_e2351 - _e2352);
                                uint _e2354 = l_mut_450_;
                                uint _e2355 = l_mut_440_;
                                bool l_871_ = (_e2354 < _e2355);
                                uint l_872_ = uint(l_871_);
                                uint l_873_ = (l_870_ - l_872_);
                                l_mut_450_ = l_869_;
                                l_mut_445_ = l_873_;
                                uint l_874_ = (1u << l_843_);
                                uint _e2361 = l_mut_441_;
                                l_mut_441_ = (_e2361 | l_874_);
                            }
                        }
                    }
                    uint _e2366 = l_mut_441_;
                    uint l_875_ = min(_e2366, l_836_);
                    l_mut_441_ = l_875_;
                    uint _e2368 = l_mut_445_;
                    uint _e2369 = l_mut_269_;
                    bool l_876_ = (_e2368 < _e2369);
                    uint _e2371 = l_mut_445_;
                    uint _e2372 = l_mut_269_;
                    bool l_877_ = (_e2371 == _e2372);
                    uint _e2374 = l_mut_450_;
                    uint _e2375 = l_mut_275_;
                    bool l_878_ = (_e2374 < _e2375);
                    if (l_877_) {
                        local_70 = l_878_;
                    } else {
                        local_70 = false;
                    }
                    bool l_879_ = local_70;
                    if (!(l_876_)) {
                        local_71 = l_879_;
                    } else {
                        local_71 = true;
                    }
                    bool l_880_ = local_71;
                    bool l_881_ = !(l_880_);
                    if (l_881_) {
                        l_mut_441_ = l_836_;
                    }
                    uint _e2387 = l_mut_441_;
                    l_mut_444_ = _e2387;
                }
                uint _e2388 = l_mut_444_;
                bool l_882_ = (_e2388 > 0u);
                if (l_882_) {
                    uint _e2391 = l_mut_275_;
                    uint _e2392 = l_mut_444_;
                    uint l_883_ = (_e2391 * _e2392);
                    uint _e2394 = l_mut_275_;
                    uint64_t l_2886_ = uint64_t(_e2394);
                    uint _e2396 = l_mut_444_;
                    uint64_t l_2887_ = uint64_t(_e2396);
                    uint64_t l_2888_ = (l_2886_ * l_2887_);
                    uint64_t l_2889_ = (l_2888_ >> uint(32uL));
                    uint l_884_ = uint(l_2889_);
                    uint _e2405 = l_mut_269_;
                    uint _e2406 = l_mut_444_;
                    uint l_885_ = (_e2405 * _e2406);
                    uint l_886_ = (l_884_ + l_885_);
                    uint _e2409 = l_mut_151_;
                    uint l_887_ = (_e2409 - l_883_);
                    uint _e2411 = l_mut_145_;
                    uint l_888_ = (_e2411 - l_886_);
                    uint _e2413 = l_mut_151_;
                    bool l_889_ = (_e2413 < l_883_);
                    uint l_890_ = uint(l_889_);
                    uint l_891_ = (l_888_ - l_890_);
                    l_mut_151_ = l_887_;
                    l_mut_145_ = l_891_;
                    uint _e2417 = l_mut_219_;
                    uint l_892_ = (_e2417 - l_883_);
                    uint _e2419 = l_mut_213_;
                    uint l_893_ = (_e2419 - l_886_);
                    uint _e2421 = l_mut_219_;
                    bool l_894_ = (_e2421 < l_883_);
                    uint l_895_ = uint(l_894_);
                    uint l_896_ = (l_893_ - l_895_);
                    l_mut_219_ = l_892_;
                    l_mut_213_ = l_896_;
                    uint _e2425 = l_mut_444_;
                    uint _e2426 = l_mut_96_;
                    uint l_897_ = (_e2425 * _e2426);
                    uint _e2428 = l_mut_102_;
                    l_mut_102_ = (_e2428 + l_897_);
                } else {
                    uint _e2430 = l_mut_151_;
                    uint _e2431 = l_mut_275_;
                    uint l_898_ = (_e2430 - _e2431);
                    uint _e2433 = l_mut_145_;
                    uint _e2434 = l_mut_269_;
                    uint l_899_ = (_e2433 - _e2434);
                    uint _e2436 = l_mut_151_;
                    uint _e2437 = l_mut_275_;
                    bool l_900_ = (_e2436 < _e2437);
                    uint l_901_ = uint(l_900_);
                    uint l_902_ = (l_899_ - l_901_);
                    l_mut_151_ = l_898_;
                    l_mut_145_ = l_902_;
                    uint _e2441 = l_mut_145_;
                    bool l_903_ = (_e2441 < l_344_);
                    uint _e2443 = l_mut_145_;
                    bool l_904_ = (_e2443 == l_344_);
                    uint _e2445 = l_mut_151_;
                    bool l_905_ = (_e2445 < l_340_);
                    if (l_904_) {
                        local_72 = l_905_;
                    } else {
                        local_72 = false;
                    }
                    bool l_906_ = local_72;
                    if (!(l_903_)) {
                        local_73 = l_906_;
                    } else {
                        local_73 = true;
                    }
                    bool l_907_ = local_73;
                    if (l_907_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e2457 = l_mut_96_;
                        uint l_908_ = (l_4_ - _e2457);
                        uint _e2459 = l_mut_102_;
                        uint l_909_ = naga_div(l_908_, _e2459);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e2463 = l_mut_219_;
                        uint _e2464 = l_mut_213_;
                        uint l_910_ = (_e2463 | _e2464);
                        bool l_911_ = (l_910_ == 0u);
                        if (l_911_) {
                            l_mut_450_ = l_909_;
                        } else {
                            bool _e2468 = l_mut_645_;
                            if (_e2468) {
                                uint _e2469 = l_mut_213_;
                                uint _e2470 = l_mut_269_;
                                bool l_912_ = (_e2469 < _e2470);
                                uint _e2472 = l_mut_213_;
                                uint _e2473 = l_mut_269_;
                                bool l_913_ = (_e2472 == _e2473);
                                uint _e2475 = l_mut_219_;
                                uint _e2476 = l_mut_275_;
                                bool l_914_ = (_e2475 < _e2476);
                                if (l_913_) {
                                    local_74 = l_914_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_915_ = local_74;
                                if (!(l_912_)) {
                                    local_75 = l_915_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_916_ = local_75;
                                if (l_916_) {
                                    uint _e2487 = l_mut_275_;
                                    uint l_917_ = (_e2487 - 1u);
                                    uint _e2490 = l_mut_269_;
                                    uint l_918_ = (_e2490 - 0u);
                                    uint _e2493 = l_mut_275_;
                                    bool l_919_ = (_e2493 < 1u);
                                    uint l_920_ = uint(l_919_);
                                    uint l_921_ = (l_918_ - l_920_);
                                    l_mut_445_ = l_917_;
                                    l_mut_444_ = l_921_;
                                    l_mut_441_ = 0u;
                                    l_mut_922_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2586 = l_mut_922_;
                                            l_mut_922_ = (_e2586 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2501 = l_mut_922_;
                                        if ((_e2501 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2505 = l_mut_922_;
                                            uint l_923_ = (19u - _e2505);
                                            uint _e2507 = l_mut_445_;
                                            l_mut_440_ = _e2507;
                                            uint _e2508 = l_mut_444_;
                                            l_mut_439_ = _e2508;
                                            bool l_924_ = (l_923_ >= 32u);
                                            if (l_924_) {
                                                uint l_925_ = (l_923_ & 31u);
                                                uint _e2513 = l_mut_444_;
                                                uint l_926_ = (_e2513 >> l_925_);
                                                l_mut_440_ = l_926_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_927_ = (l_923_ > 0u);
                                                if (l_927_) {
                                                    uint _e2518 = l_mut_445_;
                                                    l_mut_428_ = _e2518;
                                                    bool l_928_ = (l_923_ > 0u);
                                                    if (l_928_) {
                                                        uint _e2521 = l_mut_445_;
                                                        uint l_929_ = (_e2521 >> l_923_);
                                                        uint l_930_ = (32u - l_923_);
                                                        uint _e2525 = l_mut_444_;
                                                        uint l_931_ = (_e2525 << l_930_);
                                                        uint l_932_ = (l_929_ | l_931_);
                                                        l_mut_428_ = l_932_;
                                                    }
                                                    uint _e2528 = l_mut_444_;
                                                    uint l_933_ = (_e2528 >> l_923_);
                                                    uint _e2530 = l_mut_428_;
                                                    l_mut_440_ = _e2530;
                                                    l_mut_439_ = l_933_;
                                                }
                                            }
                                            uint _e2531 = l_mut_439_;
                                            uint _e2532 = l_mut_213_;
                                            bool l_934_ = (_e2531 < _e2532);
                                            uint _e2534 = l_mut_439_;
                                            uint _e2535 = l_mut_213_;
                                            bool l_935_ = (_e2534 == _e2535);
                                            uint _e2537 = l_mut_440_;
                                            uint _e2538 = l_mut_219_;
                                            bool l_936_ = (_e2537 < _e2538);
                                            if (l_935_) {
                                                local_76 = l_936_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_937_ = local_76;
                                            if (!(l_934_)) {
                                                local_77 = l_937_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_938_ = local_77;
                                            bool l_939_ = !(l_938_);
                                            if (l_939_) {
                                                uint _e2550 = l_mut_219_;
                                                l_mut_440_ = _e2550;
                                                uint _e2551 = l_mut_213_;
                                                l_mut_439_ = _e2551;
                                                bool l_940_ = (l_923_ >= 32u);
                                                if (l_940_) {
                                                    uint l_941_ = (l_923_ & 31u);
                                                    uint _e2556 = l_mut_219_;
                                                    uint l_942_ = (_e2556 << l_941_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_942_;
                                                } else {
                                                    bool l_943_ = (l_923_ > 0u);
                                                    if (l_943_) {
                                                        uint _e2561 = l_mut_219_;
                                                        uint l_944_ = (_e2561 << l_923_);
                                                        uint _e2563 = l_mut_213_;
                                                        uint l_945_ = (_e2563 << l_923_);
                                                        uint l_946_ = (32u - l_923_);
                                                        uint _e2567 = l_mut_219_;
                                                        uint l_947_ = (_e2567 >> l_946_);
                                                        uint l_948_ = (l_945_ | l_947_);
                                                        l_mut_440_ = l_944_;
                                                        l_mut_439_ = l_948_;
                                                    }
                                                }
                                                uint _e2570 = l_mut_445_;
                                                uint _e2571 = l_mut_440_;
                                                uint l_949_ = (_e2570 - _e2571);
                                                uint _e2573 = l_mut_444_;
                                                uint _e2574 = l_mut_439_;
                                                uint l_950_ = (_e2573 - _e2574);
                                                uint _e2576 = l_mut_445_;
                                                uint _e2577 = l_mut_440_;
                                                bool l_951_ = (_e2576 < _e2577);
                                                uint l_952_ = uint(l_951_);
                                                uint l_953_ = (l_950_ - l_952_);
                                                l_mut_445_ = l_949_;
                                                l_mut_444_ = l_953_;
                                                uint l_954_ = (1u << l_923_);
                                                uint _e2583 = l_mut_441_;
                                                l_mut_441_ = (_e2583 | l_954_);
                                            }
                                        }
                                    }
                                    uint _e2588 = l_mut_441_;
                                    uint l_955_ = min(_e2588, l_909_);
                                    l_mut_441_ = l_955_;
                                    uint _e2590 = l_mut_444_;
                                    uint _e2591 = l_mut_213_;
                                    bool l_956_ = (_e2590 < _e2591);
                                    uint _e2593 = l_mut_444_;
                                    uint _e2594 = l_mut_213_;
                                    bool l_957_ = (_e2593 == _e2594);
                                    uint _e2596 = l_mut_445_;
                                    uint _e2597 = l_mut_219_;
                                    bool l_958_ = (_e2596 < _e2597);
                                    if (l_957_) {
                                        local_78 = l_958_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_959_ = local_78;
                                    if (!(l_956_)) {
                                        local_79 = l_959_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_960_ = local_79;
                                    bool l_961_ = !(l_960_);
                                    if (l_961_) {
                                        l_mut_441_ = l_909_;
                                    }
                                    uint _e2609 = l_mut_441_;
                                    l_mut_450_ = _e2609;
                                }
                            } else {
                                uint _e2610 = l_mut_275_;
                                l_mut_445_ = _e2610;
                                uint _e2611 = l_mut_269_;
                                l_mut_444_ = _e2611;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2612 = l_mut_213_;
                                    uint _e2613 = l_mut_444_;
                                    bool l_962_ = (_e2612 < _e2613);
                                    uint _e2615 = l_mut_213_;
                                    uint _e2616 = l_mut_444_;
                                    bool l_963_ = (_e2615 == _e2616);
                                    uint _e2618 = l_mut_219_;
                                    uint _e2619 = l_mut_445_;
                                    bool l_964_ = (_e2618 < _e2619);
                                    if (l_963_) {
                                        local_80 = l_964_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_965_ = local_80;
                                    if (!(l_962_)) {
                                        local_81 = l_965_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_966_ = local_81;
                                    uint _e2630 = l_mut_450_;
                                    uint _e2631 = l_mut_102_;
                                    uint l_967_ = (_e2630 * _e2631);
                                    uint _e2633 = l_mut_96_;
                                    uint l_968_ = (_e2633 + l_967_);
                                    uint _e2635 = l_mut_102_;
                                    uint l_969_ = (l_968_ + _e2635);
                                    bool l_970_ = (l_969_ < l_4_);
                                    if (l_966_) {
                                        local_82 = l_970_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_971_ = local_82;
                                    bool l_972_ = !(l_971_);
                                    if (l_972_) {
                                        break;
                                    }
                                    uint _e2643 = l_mut_445_;
                                    uint _e2644 = l_mut_219_;
                                    uint l_973_ = (_e2643 - _e2644);
                                    uint _e2646 = l_mut_444_;
                                    uint _e2647 = l_mut_213_;
                                    uint l_974_ = (_e2646 - _e2647);
                                    uint _e2649 = l_mut_445_;
                                    uint _e2650 = l_mut_219_;
                                    bool l_975_ = (_e2649 < _e2650);
                                    uint l_976_ = uint(l_975_);
                                    uint l_977_ = (l_974_ - l_976_);
                                    l_mut_445_ = l_973_;
                                    l_mut_444_ = l_977_;
                                    uint _e2654 = l_mut_450_;
                                    l_mut_450_ = (_e2654 + 1u);
                                }
                            }
                        }
                        uint _e2657 = l_mut_450_;
                        uint _e2658 = l_mut_102_;
                        uint l_978_ = (_e2657 * _e2658);
                        uint _e2660 = l_mut_96_;
                        uint l_979_ = (_e2660 + l_978_);
                        uint _e2662 = l_mut_102_;
                        uint l_980_ = (l_979_ + _e2662);
                        bool l_981_ = (l_980_ >= l_4_);
                        uint _e2665 = l_mut_219_;
                        l_mut_445_ = _e2665;
                        uint _e2666 = l_mut_213_;
                        l_mut_444_ = _e2666;
                        uint _e2667 = l_mut_275_;
                        l_mut_441_ = _e2667;
                        uint _e2668 = l_mut_269_;
                        l_mut_440_ = _e2668;
                        uint _e2669 = l_mut_96_;
                        l_mut_439_ = _e2669;
                        uint _e2670 = l_mut_102_;
                        l_mut_428_ = _e2670;
                        bool l_982_ = !(l_981_);
                        if (l_982_) {
                            uint _e2672 = l_mut_219_;
                            uint _e2673 = l_mut_450_;
                            uint l_983_ = (_e2672 * _e2673);
                            uint _e2675 = l_mut_219_;
                            uint64_t l_2891_ = uint64_t(_e2675);
                            uint _e2677 = l_mut_450_;
                            uint64_t l_2892_ = uint64_t(_e2677);
                            uint64_t l_2893_ = (l_2891_ * l_2892_);
                            uint64_t l_2894_ = (l_2893_ >> uint(32uL));
                            uint l_984_ = uint(l_2894_);
                            uint _e2686 = l_mut_213_;
                            uint _e2687 = l_mut_450_;
                            uint l_985_ = (_e2686 * _e2687);
                            uint l_986_ = (l_984_ + l_985_);
                            uint _e2690 = l_mut_275_;
                            uint l_987_ = (_e2690 - l_983_);
                            uint _e2692 = l_mut_269_;
                            uint l_988_ = (_e2692 - l_986_);
                            uint _e2694 = l_mut_275_;
                            bool l_989_ = (_e2694 < l_983_);
                            uint l_990_ = uint(l_989_);
                            uint l_991_ = (l_988_ - l_990_);
                            l_mut_441_ = l_987_;
                            l_mut_440_ = l_991_;
                            uint _e2698 = l_mut_450_;
                            uint _e2699 = l_mut_102_;
                            uint l_992_ = (_e2698 * _e2699);
                            uint _e2701 = l_mut_96_;
                            uint l_993_ = (_e2701 + l_992_);
                            l_mut_439_ = l_993_;
                            uint _e2703 = l_mut_219_;
                            uint _e2704 = l_mut_441_;
                            uint l_994_ = (_e2703 - _e2704);
                            uint _e2706 = l_mut_213_;
                            uint _e2707 = l_mut_440_;
                            uint l_995_ = (_e2706 - _e2707);
                            uint _e2709 = l_mut_219_;
                            uint _e2710 = l_mut_441_;
                            bool l_996_ = (_e2709 < _e2710);
                            uint l_997_ = uint(l_996_);
                            uint l_998_ = (l_995_ - l_997_);
                            l_mut_445_ = l_994_;
                            l_mut_444_ = l_998_;
                            uint _e2714 = l_mut_102_;
                            uint _e2715 = l_mut_439_;
                            uint l_999_ = (_e2714 + _e2715);
                            l_mut_428_ = l_999_;
                        }
                        uint _e2717 = l_mut_441_;
                        l_mut_275_ = _e2717;
                        uint _e2718 = l_mut_440_;
                        l_mut_269_ = _e2718;
                        uint _e2719 = l_mut_445_;
                        l_mut_219_ = _e2719;
                        uint _e2720 = l_mut_444_;
                        l_mut_213_ = _e2720;
                        uint _e2721 = l_mut_428_;
                        l_mut_102_ = _e2721;
                        uint _e2722 = l_mut_439_;
                        l_mut_96_ = _e2722;
                        l_mut_350_ = l_981_;
                        bool l_1000_ = !(l_981_);
                        l_mut_357_ = l_1000_;
                    }
                }
            }
        }
        bool _e2724 = l_mut_350_;
        bool l_1001_ = !(_e2724);
        if (l_1001_) {
            uint l_2896_ = asuint(info.Load(20+0));
            uint l_2897_ = (l_2896_ * 1u);
            uint l_2898_ = (l_2897_ - 1u);
            uint l_2899_ = min(0u, l_2898_);
            uint _e2739; buffer_5_global.InterlockedAdd(l_2899_*4, 1u, _e2739);
            uint l_1004_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
            bool loop_init_6 = true;
            while(true) {
                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                if (!loop_init_6) {
                    uint _e6120 = l_mut_1005_;
                    l_mut_1005_ = (_e6120 + 1u);
                }
                loop_init_6 = false;
                uint _e2747 = l_mut_1005_;
                if ((_e2747 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2750 = l_mut_1005_;
                    uint l_1006_ = (_e2750 * l_1004_);
                    bool l_1007_ = (l_1006_ < l_56_);
                    uint l_1008_ = naga_div(l_4_, 8u);
                    uint _e2755 = l_mut_1005_;
                    uint l_1009_ = (_e2755 * l_1008_);
                    uint l_1010_ = (l_1009_ + l_1009_);
                    uint l_1011_ = (l_72_ >> 31u);
                    bool l_1012_ = (l_1011_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1012_) {
                        uint l_1013_ = (0u - l_69_);
                        uint l_1014_ = (0u - l_72_);
                        bool l_1015_ = (0u < l_69_);
                        uint l_1016_ = uint(l_1015_);
                        uint l_1017_ = (l_1014_ - l_1016_);
                        l_mut_441_ = l_1013_;
                        l_mut_440_ = l_1017_;
                    }
                    uint _e2770 = l_mut_441_;
                    uint l_1018_ = (_e2770 * l_1010_);
                    uint _e2772 = l_mut_440_;
                    uint l_1019_ = (_e2772 * l_1010_);
                    uint _e2774 = l_mut_441_;
                    uint64_t l_2901_ = uint64_t(_e2774);
                    uint64_t l_2902_ = uint64_t(l_1010_);
                    uint64_t l_2903_ = (l_2901_ * l_2902_);
                    uint64_t l_2904_ = (l_2903_ >> uint(32uL));
                    uint l_1020_ = uint(l_2904_);
                    uint l_1021_ = (l_1020_ + l_1019_);
                    uint _e2785 = l_mut_440_;
                    uint64_t l_2906_ = uint64_t(_e2785);
                    uint64_t l_2907_ = uint64_t(l_1010_);
                    uint64_t l_2908_ = (l_2906_ * l_2907_);
                    uint64_t l_2909_ = (l_2908_ >> uint(32uL));
                    uint l_1022_ = uint(l_2909_);
                    bool l_1023_ = (l_1021_ < l_1019_);
                    uint l_1024_ = uint(l_1023_);
                    uint l_1025_ = (l_1022_ + l_1024_);
                    uint l_1026_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1018_;
                    bool l_1027_ = (l_1026_ > 0u);
                    if (l_1027_) {
                        uint l_1028_ = (l_1018_ >> l_1026_);
                        uint l_1029_ = (32u - l_1026_);
                        uint l_1030_ = (l_1021_ << l_1029_);
                        uint l_1031_ = (l_1028_ | l_1030_);
                        l_mut_439_ = l_1031_;
                    }
                    l_mut_428_ = l_1021_;
                    bool l_1032_ = (l_1026_ > 0u);
                    if (l_1032_) {
                        uint l_1033_ = (l_1021_ >> l_1026_);
                        uint l_1034_ = (32u - l_1026_);
                        uint l_1035_ = (l_1025_ << l_1034_);
                        uint l_1036_ = (l_1033_ | l_1035_);
                        l_mut_428_ = l_1036_;
                    }
                    uint _e2814 = l_mut_439_;
                    l_mut_421_ = _e2814;
                    uint _e2815 = l_mut_428_;
                    l_mut_439_ = _e2815;
                    bool l_1037_ = (l_9_ >= 64u);
                    if (l_1037_) {
                        l_mut_421_ = l_1025_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1038_ = (l_9_ >= 32u);
                        if (l_1038_) {
                            l_mut_428_ = l_1021_;
                            bool l_1039_ = (l_1026_ > 0u);
                            if (l_1039_) {
                                uint l_1040_ = (l_1021_ >> l_1026_);
                                uint l_1041_ = (32u - l_1026_);
                                uint l_1042_ = (l_1025_ << l_1041_);
                                uint l_1043_ = (l_1040_ | l_1042_);
                                l_mut_428_ = l_1043_;
                            }
                            uint l_1044_ = (l_1025_ >> l_1026_);
                            uint _e2829 = l_mut_428_;
                            l_mut_421_ = _e2829;
                            l_mut_439_ = l_1044_;
                        }
                    }
                    uint _e2830 = l_mut_421_;
                    l_mut_441_ = _e2830;
                    uint _e2831 = l_mut_439_;
                    l_mut_440_ = _e2831;
                    if (l_1012_) {
                        uint _e2833 = l_mut_441_;
                        uint l_1045_ = (0u - _e2833);
                        uint _e2836 = l_mut_440_;
                        uint l_1046_ = (0u - _e2836);
                        uint _e2839 = l_mut_441_;
                        bool l_1047_ = (0u < _e2839);
                        uint l_1048_ = uint(l_1047_);
                        uint l_1049_ = (l_1046_ - l_1048_);
                        l_mut_441_ = l_1045_;
                        l_mut_440_ = l_1049_;
                    }
                    uint _e2843 = l_mut_441_;
                    uint l_1050_ = (l_59_ + _e2843);
                    uint _e2845 = l_mut_440_;
                    uint l_1051_ = (l_62_ + _e2845);
                    bool l_1052_ = (l_1050_ < l_59_);
                    uint l_1053_ = uint(l_1052_);
                    uint l_1054_ = (l_1051_ + l_1053_);
                    uint l_1055_ = (l_59_ * l_1009_);
                    uint64_t l_2911_ = uint64_t(l_59_);
                    uint64_t l_2912_ = uint64_t(l_1009_);
                    uint64_t l_2913_ = (l_2911_ * l_2912_);
                    uint64_t l_2914_ = (l_2913_ >> uint(32uL));
                    uint l_1056_ = uint(l_2914_);
                    uint l_1057_ = (l_62_ * l_1009_);
                    uint l_1058_ = (l_1056_ + l_1057_);
                    uint l_1059_ = (l_64_ + l_1055_);
                    uint l_1060_ = (l_67_ + l_1058_);
                    bool l_1061_ = (l_1059_ < l_64_);
                    uint l_1062_ = uint(l_1061_);
                    uint l_1063_ = (l_1060_ + l_1062_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1064_ = (l_1009_ < 65536u);
                    if (l_1064_) {
                        uint l_1065_ = (l_1009_ * l_1009_);
                        uint l_1066_ = (l_72_ >> 31u);
                        bool l_1067_ = (l_1066_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1067_) {
                            uint l_1068_ = (0u - l_69_);
                            uint l_1069_ = (0u - l_72_);
                            bool l_1070_ = (0u < l_69_);
                            uint l_1071_ = uint(l_1070_);
                            uint l_1072_ = (l_1069_ - l_1071_);
                            l_mut_439_ = l_1068_;
                            l_mut_428_ = l_1072_;
                        }
                        uint _e2884 = l_mut_439_;
                        uint l_1073_ = (_e2884 * l_1065_);
                        uint _e2886 = l_mut_428_;
                        uint l_1074_ = (_e2886 * l_1065_);
                        uint _e2888 = l_mut_439_;
                        uint64_t l_2916_ = uint64_t(_e2888);
                        uint64_t l_2917_ = uint64_t(l_1065_);
                        uint64_t l_2918_ = (l_2916_ * l_2917_);
                        uint64_t l_2919_ = (l_2918_ >> uint(32uL));
                        uint l_1075_ = uint(l_2919_);
                        uint l_1076_ = (l_1075_ + l_1074_);
                        uint _e2899 = l_mut_428_;
                        uint64_t l_2921_ = uint64_t(_e2899);
                        uint64_t l_2922_ = uint64_t(l_1065_);
                        uint64_t l_2923_ = (l_2921_ * l_2922_);
                        uint64_t l_2924_ = (l_2923_ >> uint(32uL));
                        uint l_1077_ = uint(l_2924_);
                        bool l_1078_ = (l_1076_ < l_1074_);
                        uint l_1079_ = uint(l_1078_);
                        uint l_1080_ = (l_1077_ + l_1079_);
                        uint l_1081_ = naga_mod(l_9_, 32u);
                        l_mut_421_ = l_1073_;
                        bool l_1082_ = (l_1081_ > 0u);
                        if (l_1082_) {
                            uint l_1083_ = (l_1073_ >> l_1081_);
                            uint l_1084_ = (32u - l_1081_);
                            uint l_1085_ = (l_1076_ << l_1084_);
                            uint l_1086_ = (l_1083_ | l_1085_);
                            l_mut_421_ = l_1086_;
                        }
                        l_mut_394_ = l_1076_;
                        bool l_1087_ = (l_1081_ > 0u);
                        if (l_1087_) {
                            uint l_1088_ = (l_1076_ >> l_1081_);
                            uint l_1089_ = (32u - l_1081_);
                            uint l_1090_ = (l_1080_ << l_1089_);
                            uint l_1091_ = (l_1088_ | l_1090_);
                            l_mut_394_ = l_1091_;
                        }
                        uint _e2928 = l_mut_421_;
                        l_mut_388_ = _e2928;
                        uint _e2929 = l_mut_394_;
                        l_mut_421_ = _e2929;
                        bool l_1092_ = (l_9_ >= 64u);
                        if (l_1092_) {
                            l_mut_388_ = l_1080_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1093_ = (l_9_ >= 32u);
                            if (l_1093_) {
                                l_mut_394_ = l_1076_;
                                bool l_1094_ = (l_1081_ > 0u);
                                if (l_1094_) {
                                    uint l_1095_ = (l_1076_ >> l_1081_);
                                    uint l_1096_ = (32u - l_1081_);
                                    uint l_1097_ = (l_1080_ << l_1096_);
                                    uint l_1098_ = (l_1095_ | l_1097_);
                                    l_mut_394_ = l_1098_;
                                }
                                uint l_1099_ = (l_1080_ >> l_1081_);
                                uint _e2943 = l_mut_394_;
                                l_mut_388_ = _e2943;
                                l_mut_421_ = l_1099_;
                            }
                        }
                        uint _e2944 = l_mut_388_;
                        l_mut_439_ = _e2944;
                        uint _e2945 = l_mut_421_;
                        l_mut_428_ = _e2945;
                        if (l_1067_) {
                            uint _e2947 = l_mut_439_;
                            uint l_1100_ = (0u - _e2947);
                            uint _e2950 = l_mut_428_;
                            uint l_1101_ = (0u - _e2950);
                            uint _e2953 = l_mut_439_;
                            bool l_1102_ = (0u < _e2953);
                            uint l_1103_ = uint(l_1102_);
                            uint l_1104_ = (l_1101_ - l_1103_);
                            l_mut_439_ = l_1100_;
                            l_mut_428_ = l_1104_;
                        }
                        uint _e2957 = l_mut_439_;
                        l_mut_441_ = _e2957;
                        uint _e2958 = l_mut_428_;
                        l_mut_440_ = _e2958;
                    } else {
                        uint l_1105_ = (l_72_ >> 31u);
                        bool l_1106_ = (l_1105_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1106_) {
                            uint l_1107_ = (0u - l_69_);
                            uint l_1108_ = (0u - l_72_);
                            bool l_1109_ = (0u < l_69_);
                            uint l_1110_ = uint(l_1109_);
                            uint l_1111_ = (l_1108_ - l_1110_);
                            l_mut_439_ = l_1107_;
                            l_mut_428_ = l_1111_;
                        }
                        uint _e2971 = l_mut_439_;
                        uint l_1112_ = (_e2971 * l_1009_);
                        uint _e2973 = l_mut_428_;
                        uint l_1113_ = (_e2973 * l_1009_);
                        uint _e2975 = l_mut_439_;
                        uint64_t l_2926_ = uint64_t(_e2975);
                        uint64_t l_2927_ = uint64_t(l_1009_);
                        uint64_t l_2928_ = (l_2926_ * l_2927_);
                        uint64_t l_2929_ = (l_2928_ >> uint(32uL));
                        uint l_1114_ = uint(l_2929_);
                        uint l_1115_ = (l_1114_ + l_1113_);
                        uint _e2986 = l_mut_428_;
                        uint64_t l_2931_ = uint64_t(_e2986);
                        uint64_t l_2932_ = uint64_t(l_1009_);
                        uint64_t l_2933_ = (l_2931_ * l_2932_);
                        uint64_t l_2934_ = (l_2933_ >> uint(32uL));
                        uint l_1116_ = uint(l_2934_);
                        bool l_1117_ = (l_1115_ < l_1113_);
                        uint l_1118_ = uint(l_1117_);
                        uint l_1119_ = (l_1116_ + l_1118_);
                        l_mut_421_ = l_1112_;
                        bool l_1121_ = (0u > 0u);
                        if (l_1121_) {
                            uint l_1122_ = (l_1112_ >> 0u);
                            uint l_1123_ = (32u - 0u);
                            uint l_1124_ = (l_1115_ << l_1123_);
                            uint l_1125_ = (l_1122_ | l_1124_);
                            l_mut_421_ = l_1125_;
                        }
                        l_mut_394_ = l_1115_;
                        bool l_1126_ = (0u > 0u);
                        if (l_1126_) {
                            uint l_1127_ = (l_1115_ >> 0u);
                            uint l_1128_ = (32u - 0u);
                            uint l_1129_ = (l_1119_ << l_1128_);
                            uint l_1130_ = (l_1127_ | l_1129_);
                            l_mut_394_ = l_1130_;
                        }
                        uint _e3014 = l_mut_421_;
                        l_mut_388_ = _e3014;
                        uint _e3015 = l_mut_394_;
                        l_mut_421_ = _e3015;
                        if (false) {
                            l_mut_388_ = l_1119_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1115_;
                                bool l_1133_ = (0u > 0u);
                                if (l_1133_) {
                                    uint l_1134_ = (l_1115_ >> 0u);
                                    uint l_1135_ = (32u - 0u);
                                    uint l_1136_ = (l_1119_ << l_1135_);
                                    uint l_1137_ = (l_1134_ | l_1136_);
                                    l_mut_394_ = l_1137_;
                                }
                                uint l_1138_ = (l_1119_ >> 0u);
                                uint _e3027 = l_mut_394_;
                                l_mut_388_ = _e3027;
                                l_mut_421_ = l_1138_;
                            }
                        }
                        uint _e3028 = l_mut_439_;
                        uint l_1139_ = (_e3028 * l_1009_);
                        uint _e3030 = l_mut_428_;
                        uint l_1140_ = (_e3030 * l_1009_);
                        uint _e3032 = l_mut_439_;
                        uint64_t l_2936_ = uint64_t(_e3032);
                        uint64_t l_2937_ = uint64_t(l_1009_);
                        uint64_t l_2938_ = (l_2936_ * l_2937_);
                        uint64_t l_2939_ = (l_2938_ >> uint(32uL));
                        uint l_1141_ = uint(l_2939_);
                        uint l_1142_ = (l_1141_ + l_1140_);
                        uint _e3043 = l_mut_428_;
                        uint64_t l_2941_ = uint64_t(_e3043);
                        uint64_t l_2942_ = uint64_t(l_1009_);
                        uint64_t l_2943_ = (l_2941_ * l_2942_);
                        uint64_t l_2944_ = (l_2943_ >> uint(32uL));
                        uint l_1143_ = uint(l_2944_);
                        bool l_1144_ = (l_1142_ < l_1140_);
                        uint l_1145_ = uint(l_1144_);
                        uint l_1146_ = (l_1143_ + l_1145_);
                        l_mut_394_ = l_1139_;
                        bool l_1148_ = (0u > 0u);
                        if (l_1148_) {
                            uint l_1149_ = (l_1139_ >> 0u);
                            uint l_1150_ = (32u - 0u);
                            uint l_1151_ = (l_1142_ << l_1150_);
                            uint l_1152_ = (l_1149_ | l_1151_);
                            l_mut_394_ = l_1152_;
                        }
                        l_mut_382_ = l_1142_;
                        bool l_1153_ = (0u > 0u);
                        if (l_1153_) {
                            uint l_1154_ = (l_1142_ >> 0u);
                            uint l_1155_ = (32u - 0u);
                            uint l_1156_ = (l_1146_ << l_1155_);
                            uint l_1157_ = (l_1154_ | l_1156_);
                            l_mut_382_ = l_1157_;
                        }
                        uint _e3071 = l_mut_394_;
                        l_mut_275_ = _e3071;
                        uint _e3072 = l_mut_382_;
                        l_mut_394_ = _e3072;
                        if (true) {
                            l_mut_275_ = l_1146_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1142_;
                                bool l_1160_ = (0u > 0u);
                                if (l_1160_) {
                                    uint l_1161_ = (l_1142_ >> 0u);
                                    uint l_1162_ = (32u - 0u);
                                    uint l_1163_ = (l_1146_ << l_1162_);
                                    uint l_1164_ = (l_1161_ | l_1163_);
                                    l_mut_382_ = l_1164_;
                                }
                                uint l_1165_ = (l_1146_ >> 0u);
                                uint _e3084 = l_mut_382_;
                                l_mut_275_ = _e3084;
                                l_mut_394_ = l_1165_;
                            }
                        }
                        uint _e3085 = l_mut_388_;
                        uint l_1166_ = (_e3085 * l_1009_);
                        uint _e3087 = l_mut_421_;
                        uint l_1167_ = (_e3087 * l_1009_);
                        uint _e3089 = l_mut_388_;
                        uint64_t l_2946_ = uint64_t(_e3089);
                        uint64_t l_2947_ = uint64_t(l_1009_);
                        uint64_t l_2948_ = (l_2946_ * l_2947_);
                        uint64_t l_2949_ = (l_2948_ >> uint(32uL));
                        uint l_1168_ = uint(l_2949_);
                        uint l_1169_ = (l_1168_ + l_1167_);
                        uint _e3100 = l_mut_421_;
                        uint64_t l_2951_ = uint64_t(_e3100);
                        uint64_t l_2952_ = uint64_t(l_1009_);
                        uint64_t l_2953_ = (l_2951_ * l_2952_);
                        uint64_t l_2954_ = (l_2953_ >> uint(32uL));
                        uint l_1170_ = uint(l_2954_);
                        bool l_1171_ = (l_1169_ < l_1167_);
                        uint l_1172_ = uint(l_1171_);
                        uint l_1173_ = (l_1170_ + l_1172_);
                        l_mut_439_ = l_1166_;
                        bool l_1175_ = (0u > 0u);
                        if (l_1175_) {
                            uint l_1176_ = (l_1166_ >> 0u);
                            uint l_1177_ = (32u - 0u);
                            uint l_1178_ = (l_1169_ << l_1177_);
                            uint l_1179_ = (l_1176_ | l_1178_);
                            l_mut_439_ = l_1179_;
                        }
                        l_mut_428_ = l_1169_;
                        bool l_1180_ = (0u > 0u);
                        if (l_1180_) {
                            uint l_1181_ = (l_1169_ >> 0u);
                            uint l_1182_ = (32u - 0u);
                            uint l_1183_ = (l_1173_ << l_1182_);
                            uint l_1184_ = (l_1181_ | l_1183_);
                            l_mut_428_ = l_1184_;
                        }
                        uint _e3128 = l_mut_439_;
                        l_mut_382_ = _e3128;
                        uint _e3129 = l_mut_428_;
                        l_mut_439_ = _e3129;
                        if (false) {
                            l_mut_382_ = l_1173_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1169_;
                                bool l_1187_ = (0u > 0u);
                                if (l_1187_) {
                                    uint l_1188_ = (l_1169_ >> 0u);
                                    uint l_1189_ = (32u - 0u);
                                    uint l_1190_ = (l_1173_ << l_1189_);
                                    uint l_1191_ = (l_1188_ | l_1190_);
                                    l_mut_428_ = l_1191_;
                                }
                                uint l_1192_ = (l_1173_ >> 0u);
                                uint _e3141 = l_mut_428_;
                                l_mut_382_ = _e3141;
                                l_mut_439_ = l_1192_;
                            }
                        }
                        uint _e3142 = l_mut_388_;
                        uint l_1193_ = (_e3142 * l_1009_);
                        uint _e3144 = l_mut_421_;
                        uint l_1194_ = (_e3144 * l_1009_);
                        uint _e3146 = l_mut_388_;
                        uint64_t l_2956_ = uint64_t(_e3146);
                        uint64_t l_2957_ = uint64_t(l_1009_);
                        uint64_t l_2958_ = (l_2956_ * l_2957_);
                        uint64_t l_2959_ = (l_2958_ >> uint(32uL));
                        uint l_1195_ = uint(l_2959_);
                        uint l_1196_ = (l_1195_ + l_1194_);
                        uint _e3157 = l_mut_421_;
                        uint64_t l_2961_ = uint64_t(_e3157);
                        uint64_t l_2962_ = uint64_t(l_1009_);
                        uint64_t l_2963_ = (l_2961_ * l_2962_);
                        uint64_t l_2964_ = (l_2963_ >> uint(32uL));
                        uint l_1197_ = uint(l_2964_);
                        bool l_1198_ = (l_1196_ < l_1194_);
                        uint l_1199_ = uint(l_1198_);
                        uint l_1200_ = (l_1197_ + l_1199_);
                        l_mut_428_ = l_1193_;
                        bool l_1202_ = (0u > 0u);
                        if (l_1202_) {
                            uint l_1203_ = (l_1193_ >> 0u);
                            uint l_1204_ = (32u - 0u);
                            uint l_1205_ = (l_1196_ << l_1204_);
                            uint l_1206_ = (l_1203_ | l_1205_);
                            l_mut_428_ = l_1206_;
                        }
                        l_mut_269_ = l_1196_;
                        bool l_1207_ = (0u > 0u);
                        if (l_1207_) {
                            uint l_1208_ = (l_1196_ >> 0u);
                            uint l_1209_ = (32u - 0u);
                            uint l_1210_ = (l_1200_ << l_1209_);
                            uint l_1211_ = (l_1208_ | l_1210_);
                            l_mut_269_ = l_1211_;
                        }
                        uint _e3185 = l_mut_428_;
                        l_mut_219_ = _e3185;
                        uint _e3186 = l_mut_269_;
                        l_mut_428_ = _e3186;
                        if (true) {
                            l_mut_219_ = l_1200_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1196_;
                                bool l_1214_ = (0u > 0u);
                                if (l_1214_) {
                                    uint l_1215_ = (l_1196_ >> 0u);
                                    uint l_1216_ = (32u - 0u);
                                    uint l_1217_ = (l_1200_ << l_1216_);
                                    uint l_1218_ = (l_1215_ | l_1217_);
                                    l_mut_269_ = l_1218_;
                                }
                                uint l_1219_ = (l_1200_ >> 0u);
                                uint _e3198 = l_mut_269_;
                                l_mut_219_ = _e3198;
                                l_mut_428_ = l_1219_;
                            }
                        }
                        uint _e3199 = l_mut_275_;
                        uint l_1220_ = (_e3199 * l_1009_);
                        uint _e3201 = l_mut_275_;
                        uint64_t l_2966_ = uint64_t(_e3201);
                        uint64_t l_2967_ = uint64_t(l_1009_);
                        uint64_t l_2968_ = (l_2966_ * l_2967_);
                        uint64_t l_2969_ = (l_2968_ >> uint(32uL));
                        uint l_1221_ = uint(l_2969_);
                        uint _e3211 = l_mut_394_;
                        uint l_1222_ = (_e3211 * l_1009_);
                        uint l_1223_ = (l_1221_ + l_1222_);
                        uint _e3214 = l_mut_219_;
                        uint l_1224_ = (_e3214 + l_1220_);
                        uint _e3216 = l_mut_428_;
                        uint l_1225_ = (_e3216 + l_1223_);
                        uint _e3218 = l_mut_219_;
                        bool l_1226_ = (l_1224_ < _e3218);
                        uint l_1227_ = uint(l_1226_);
                        uint l_1228_ = (l_1225_ + l_1227_);
                        uint _e3222 = l_mut_382_;
                        l_mut_441_ = _e3222;
                        uint _e3223 = l_mut_439_;
                        l_mut_440_ = _e3223;
                        bool l_1229_ = (l_9_ == 64u);
                        if (l_1229_) {
                            l_mut_441_ = l_1224_;
                            l_mut_440_ = l_1228_;
                        } else {
                            bool l_1230_ = (l_9_ > 0u);
                            if (l_1230_) {
                                uint l_1231_ = (64u - l_9_);
                                l_mut_428_ = l_1224_;
                                l_mut_421_ = l_1228_;
                                bool l_1232_ = (l_1231_ >= 32u);
                                if (l_1232_) {
                                    uint l_1233_ = (l_1231_ & 31u);
                                    uint l_1234_ = (l_1224_ << l_1233_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1234_;
                                } else {
                                    bool l_1235_ = (l_1231_ > 0u);
                                    if (l_1235_) {
                                        uint l_1236_ = (l_1224_ << l_1231_);
                                        uint l_1237_ = (l_1228_ << l_1231_);
                                        uint l_1238_ = (32u - l_1231_);
                                        uint l_1239_ = (l_1224_ >> l_1238_);
                                        uint l_1240_ = (l_1237_ | l_1239_);
                                        l_mut_428_ = l_1236_;
                                        l_mut_421_ = l_1240_;
                                    }
                                }
                                uint _e3244 = l_mut_382_;
                                l_mut_394_ = _e3244;
                                uint _e3245 = l_mut_439_;
                                l_mut_388_ = _e3245;
                                bool l_1241_ = (l_9_ >= 32u);
                                if (l_1241_) {
                                    uint l_1242_ = (l_9_ & 31u);
                                    uint _e3250 = l_mut_439_;
                                    uint l_1243_ = (_e3250 >> l_1242_);
                                    l_mut_394_ = l_1243_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1244_ = (l_9_ > 0u);
                                    if (l_1244_) {
                                        uint _e3255 = l_mut_382_;
                                        l_mut_275_ = _e3255;
                                        bool l_1245_ = (l_9_ > 0u);
                                        if (l_1245_) {
                                            uint _e3258 = l_mut_382_;
                                            uint l_1246_ = (_e3258 >> l_9_);
                                            uint l_1247_ = (32u - l_9_);
                                            uint _e3262 = l_mut_439_;
                                            uint l_1248_ = (_e3262 << l_1247_);
                                            uint l_1249_ = (l_1246_ | l_1248_);
                                            l_mut_275_ = l_1249_;
                                        }
                                        uint _e3265 = l_mut_439_;
                                        uint l_1250_ = (_e3265 >> l_9_);
                                        uint _e3267 = l_mut_275_;
                                        l_mut_394_ = _e3267;
                                        l_mut_388_ = l_1250_;
                                    }
                                }
                                uint _e3268 = l_mut_428_;
                                uint _e3269 = l_mut_394_;
                                uint l_1251_ = (_e3268 + _e3269);
                                uint _e3271 = l_mut_421_;
                                uint _e3272 = l_mut_388_;
                                uint l_1252_ = (_e3271 + _e3272);
                                uint _e3274 = l_mut_428_;
                                bool l_1253_ = (l_1251_ < _e3274);
                                uint l_1254_ = uint(l_1253_);
                                uint l_1255_ = (l_1252_ + l_1254_);
                                l_mut_441_ = l_1251_;
                                l_mut_440_ = l_1255_;
                            }
                        }
                        if (l_1106_) {
                            uint _e3279 = l_mut_441_;
                            uint l_1256_ = (0u - _e3279);
                            uint _e3282 = l_mut_440_;
                            uint l_1257_ = (0u - _e3282);
                            uint _e3285 = l_mut_441_;
                            bool l_1258_ = (0u < _e3285);
                            uint l_1259_ = uint(l_1258_);
                            uint l_1260_ = (l_1257_ - l_1259_);
                            l_mut_441_ = l_1256_;
                            l_mut_440_ = l_1260_;
                        }
                    }
                    uint _e3289 = l_mut_441_;
                    uint l_1261_ = (l_1059_ + _e3289);
                    uint _e3291 = l_mut_440_;
                    uint l_1262_ = (l_1063_ + _e3291);
                    bool l_1263_ = (l_1261_ < l_1059_);
                    uint l_1264_ = uint(l_1263_);
                    uint l_1265_ = (l_1262_ + l_1264_);
                    uint l_1266_ = (l_72_ >> 31u);
                    bool l_1267_ = (l_1266_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1267_) {
                        uint l_1268_ = (0u - l_69_);
                        uint l_1269_ = (0u - l_72_);
                        bool l_1270_ = (0u < l_69_);
                        uint l_1271_ = uint(l_1270_);
                        uint l_1272_ = (l_1269_ - l_1271_);
                        l_mut_441_ = l_1268_;
                        l_mut_440_ = l_1272_;
                    }
                    uint _e3308 = l_mut_441_;
                    uint l_1273_ = (_e3308 * l_1008_);
                    uint _e3310 = l_mut_440_;
                    uint l_1274_ = (_e3310 * l_1008_);
                    uint _e3312 = l_mut_441_;
                    uint64_t l_2971_ = uint64_t(_e3312);
                    uint64_t l_2972_ = uint64_t(l_1008_);
                    uint64_t l_2973_ = (l_2971_ * l_2972_);
                    uint64_t l_2974_ = (l_2973_ >> uint(32uL));
                    uint l_1275_ = uint(l_2974_);
                    uint l_1276_ = (l_1275_ + l_1274_);
                    uint _e3323 = l_mut_440_;
                    uint64_t l_2976_ = uint64_t(_e3323);
                    uint64_t l_2977_ = uint64_t(l_1008_);
                    uint64_t l_2978_ = (l_2976_ * l_2977_);
                    uint64_t l_2979_ = (l_2978_ >> uint(32uL));
                    uint l_1277_ = uint(l_2979_);
                    bool l_1278_ = (l_1276_ < l_1274_);
                    uint l_1279_ = uint(l_1278_);
                    uint l_1280_ = (l_1277_ + l_1279_);
                    uint l_1281_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1273_;
                    bool l_1282_ = (l_1281_ > 0u);
                    if (l_1282_) {
                        uint l_1283_ = (l_1273_ >> l_1281_);
                        uint l_1284_ = (32u - l_1281_);
                        uint l_1285_ = (l_1276_ << l_1284_);
                        uint l_1286_ = (l_1283_ | l_1285_);
                        l_mut_439_ = l_1286_;
                    }
                    l_mut_428_ = l_1276_;
                    bool l_1287_ = (l_1281_ > 0u);
                    if (l_1287_) {
                        uint l_1288_ = (l_1276_ >> l_1281_);
                        uint l_1289_ = (32u - l_1281_);
                        uint l_1290_ = (l_1280_ << l_1289_);
                        uint l_1291_ = (l_1288_ | l_1290_);
                        l_mut_428_ = l_1291_;
                    }
                    uint _e3352 = l_mut_439_;
                    l_mut_421_ = _e3352;
                    uint _e3353 = l_mut_428_;
                    l_mut_439_ = _e3353;
                    bool l_1292_ = (l_9_ >= 64u);
                    if (l_1292_) {
                        l_mut_421_ = l_1280_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1293_ = (l_9_ >= 32u);
                        if (l_1293_) {
                            l_mut_428_ = l_1276_;
                            bool l_1294_ = (l_1281_ > 0u);
                            if (l_1294_) {
                                uint l_1295_ = (l_1276_ >> l_1281_);
                                uint l_1296_ = (32u - l_1281_);
                                uint l_1297_ = (l_1280_ << l_1296_);
                                uint l_1298_ = (l_1295_ | l_1297_);
                                l_mut_428_ = l_1298_;
                            }
                            uint l_1299_ = (l_1280_ >> l_1281_);
                            uint _e3367 = l_mut_428_;
                            l_mut_421_ = _e3367;
                            l_mut_439_ = l_1299_;
                        }
                    }
                    uint _e3368 = l_mut_421_;
                    l_mut_441_ = _e3368;
                    uint _e3369 = l_mut_439_;
                    l_mut_440_ = _e3369;
                    if (l_1267_) {
                        uint _e3371 = l_mut_441_;
                        uint l_1300_ = (0u - _e3371);
                        uint _e3374 = l_mut_440_;
                        uint l_1301_ = (0u - _e3374);
                        uint _e3377 = l_mut_441_;
                        bool l_1302_ = (0u < _e3377);
                        uint l_1303_ = uint(l_1302_);
                        uint l_1304_ = (l_1301_ - l_1303_);
                        l_mut_441_ = l_1300_;
                        l_mut_440_ = l_1304_;
                    }
                    uint _e3381 = l_mut_441_;
                    uint l_1305_ = (l_1050_ + _e3381);
                    uint _e3383 = l_mut_440_;
                    uint l_1306_ = (l_1054_ + _e3383);
                    bool l_1307_ = (l_1305_ < l_1050_);
                    uint l_1308_ = uint(l_1307_);
                    uint l_1309_ = (l_1306_ + l_1308_);
                    uint l_1310_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1311_ = (l_1008_ < 65536u);
                    if (l_1311_) {
                        uint l_1312_ = (l_1008_ * l_1008_);
                        uint l_1313_ = (l_72_ >> 31u);
                        bool l_1314_ = (l_1313_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1314_) {
                            uint l_1315_ = (0u - l_69_);
                            uint l_1316_ = (0u - l_72_);
                            bool l_1317_ = (0u < l_69_);
                            uint l_1318_ = uint(l_1317_);
                            uint l_1319_ = (l_1316_ - l_1318_);
                            l_mut_439_ = l_1315_;
                            l_mut_428_ = l_1319_;
                        }
                        uint _e3407 = l_mut_439_;
                        uint l_1320_ = (_e3407 * l_1312_);
                        uint _e3409 = l_mut_428_;
                        uint l_1321_ = (_e3409 * l_1312_);
                        uint _e3411 = l_mut_439_;
                        uint64_t l_2981_ = uint64_t(_e3411);
                        uint64_t l_2982_ = uint64_t(l_1312_);
                        uint64_t l_2983_ = (l_2981_ * l_2982_);
                        uint64_t l_2984_ = (l_2983_ >> uint(32uL));
                        uint l_1322_ = uint(l_2984_);
                        uint l_1323_ = (l_1322_ + l_1321_);
                        uint _e3422 = l_mut_428_;
                        uint64_t l_2986_ = uint64_t(_e3422);
                        uint64_t l_2987_ = uint64_t(l_1312_);
                        uint64_t l_2988_ = (l_2986_ * l_2987_);
                        uint64_t l_2989_ = (l_2988_ >> uint(32uL));
                        uint l_1324_ = uint(l_2989_);
                        bool l_1325_ = (l_1323_ < l_1321_);
                        uint l_1326_ = uint(l_1325_);
                        uint l_1327_ = (l_1324_ + l_1326_);
                        uint l_1328_ = naga_mod(l_1310_, 32u);
                        l_mut_421_ = l_1320_;
                        bool l_1329_ = (l_1328_ > 0u);
                        if (l_1329_) {
                            uint l_1330_ = (l_1320_ >> l_1328_);
                            uint l_1331_ = (32u - l_1328_);
                            uint l_1332_ = (l_1323_ << l_1331_);
                            uint l_1333_ = (l_1330_ | l_1332_);
                            l_mut_421_ = l_1333_;
                        }
                        l_mut_394_ = l_1323_;
                        bool l_1334_ = (l_1328_ > 0u);
                        if (l_1334_) {
                            uint l_1335_ = (l_1323_ >> l_1328_);
                            uint l_1336_ = (32u - l_1328_);
                            uint l_1337_ = (l_1327_ << l_1336_);
                            uint l_1338_ = (l_1335_ | l_1337_);
                            l_mut_394_ = l_1338_;
                        }
                        uint _e3451 = l_mut_421_;
                        l_mut_388_ = _e3451;
                        uint _e3452 = l_mut_394_;
                        l_mut_421_ = _e3452;
                        bool l_1339_ = (l_1310_ >= 64u);
                        if (l_1339_) {
                            l_mut_388_ = l_1327_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1340_ = (l_1310_ >= 32u);
                            if (l_1340_) {
                                l_mut_394_ = l_1323_;
                                bool l_1341_ = (l_1328_ > 0u);
                                if (l_1341_) {
                                    uint l_1342_ = (l_1323_ >> l_1328_);
                                    uint l_1343_ = (32u - l_1328_);
                                    uint l_1344_ = (l_1327_ << l_1343_);
                                    uint l_1345_ = (l_1342_ | l_1344_);
                                    l_mut_394_ = l_1345_;
                                }
                                uint l_1346_ = (l_1327_ >> l_1328_);
                                uint _e3466 = l_mut_394_;
                                l_mut_388_ = _e3466;
                                l_mut_421_ = l_1346_;
                            }
                        }
                        uint _e3467 = l_mut_388_;
                        l_mut_439_ = _e3467;
                        uint _e3468 = l_mut_421_;
                        l_mut_428_ = _e3468;
                        if (l_1314_) {
                            uint _e3470 = l_mut_439_;
                            uint l_1347_ = (0u - _e3470);
                            uint _e3473 = l_mut_428_;
                            uint l_1348_ = (0u - _e3473);
                            uint _e3476 = l_mut_439_;
                            bool l_1349_ = (0u < _e3476);
                            uint l_1350_ = uint(l_1349_);
                            uint l_1351_ = (l_1348_ - l_1350_);
                            l_mut_439_ = l_1347_;
                            l_mut_428_ = l_1351_;
                        }
                        uint _e3480 = l_mut_439_;
                        l_mut_441_ = _e3480;
                        uint _e3481 = l_mut_428_;
                        l_mut_440_ = _e3481;
                    } else {
                        uint l_1352_ = (l_72_ >> 31u);
                        bool l_1353_ = (l_1352_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1353_) {
                            uint l_1354_ = (0u - l_69_);
                            uint l_1355_ = (0u - l_72_);
                            bool l_1356_ = (0u < l_69_);
                            uint l_1357_ = uint(l_1356_);
                            uint l_1358_ = (l_1355_ - l_1357_);
                            l_mut_439_ = l_1354_;
                            l_mut_428_ = l_1358_;
                        }
                        uint _e3494 = l_mut_439_;
                        uint l_1359_ = (_e3494 * l_1008_);
                        uint _e3496 = l_mut_428_;
                        uint l_1360_ = (_e3496 * l_1008_);
                        uint _e3498 = l_mut_439_;
                        uint64_t l_2991_ = uint64_t(_e3498);
                        uint64_t l_2992_ = uint64_t(l_1008_);
                        uint64_t l_2993_ = (l_2991_ * l_2992_);
                        uint64_t l_2994_ = (l_2993_ >> uint(32uL));
                        uint l_1361_ = uint(l_2994_);
                        uint l_1362_ = (l_1361_ + l_1360_);
                        uint _e3509 = l_mut_428_;
                        uint64_t l_2996_ = uint64_t(_e3509);
                        uint64_t l_2997_ = uint64_t(l_1008_);
                        uint64_t l_2998_ = (l_2996_ * l_2997_);
                        uint64_t l_2999_ = (l_2998_ >> uint(32uL));
                        uint l_1363_ = uint(l_2999_);
                        bool l_1364_ = (l_1362_ < l_1360_);
                        uint l_1365_ = uint(l_1364_);
                        uint l_1366_ = (l_1363_ + l_1365_);
                        l_mut_421_ = l_1359_;
                        bool l_1368_ = (0u > 0u);
                        if (l_1368_) {
                            uint l_1369_ = (l_1359_ >> 0u);
                            uint l_1370_ = (32u - 0u);
                            uint l_1371_ = (l_1362_ << l_1370_);
                            uint l_1372_ = (l_1369_ | l_1371_);
                            l_mut_421_ = l_1372_;
                        }
                        l_mut_394_ = l_1362_;
                        bool l_1373_ = (0u > 0u);
                        if (l_1373_) {
                            uint l_1374_ = (l_1362_ >> 0u);
                            uint l_1375_ = (32u - 0u);
                            uint l_1376_ = (l_1366_ << l_1375_);
                            uint l_1377_ = (l_1374_ | l_1376_);
                            l_mut_394_ = l_1377_;
                        }
                        uint _e3537 = l_mut_421_;
                        l_mut_388_ = _e3537;
                        uint _e3538 = l_mut_394_;
                        l_mut_421_ = _e3538;
                        if (false) {
                            l_mut_388_ = l_1366_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1362_;
                                bool l_1380_ = (0u > 0u);
                                if (l_1380_) {
                                    uint l_1381_ = (l_1362_ >> 0u);
                                    uint l_1382_ = (32u - 0u);
                                    uint l_1383_ = (l_1366_ << l_1382_);
                                    uint l_1384_ = (l_1381_ | l_1383_);
                                    l_mut_394_ = l_1384_;
                                }
                                uint l_1385_ = (l_1366_ >> 0u);
                                uint _e3550 = l_mut_394_;
                                l_mut_388_ = _e3550;
                                l_mut_421_ = l_1385_;
                            }
                        }
                        uint _e3551 = l_mut_439_;
                        uint l_1386_ = (_e3551 * l_1008_);
                        uint _e3553 = l_mut_428_;
                        uint l_1387_ = (_e3553 * l_1008_);
                        uint _e3555 = l_mut_439_;
                        uint64_t l_3001_ = uint64_t(_e3555);
                        uint64_t l_3002_ = uint64_t(l_1008_);
                        uint64_t l_3003_ = (l_3001_ * l_3002_);
                        uint64_t l_3004_ = (l_3003_ >> uint(32uL));
                        uint l_1388_ = uint(l_3004_);
                        uint l_1389_ = (l_1388_ + l_1387_);
                        uint _e3566 = l_mut_428_;
                        uint64_t l_3006_ = uint64_t(_e3566);
                        uint64_t l_3007_ = uint64_t(l_1008_);
                        uint64_t l_3008_ = (l_3006_ * l_3007_);
                        uint64_t l_3009_ = (l_3008_ >> uint(32uL));
                        uint l_1390_ = uint(l_3009_);
                        bool l_1391_ = (l_1389_ < l_1387_);
                        uint l_1392_ = uint(l_1391_);
                        uint l_1393_ = (l_1390_ + l_1392_);
                        l_mut_394_ = l_1386_;
                        bool l_1395_ = (0u > 0u);
                        if (l_1395_) {
                            uint l_1396_ = (l_1386_ >> 0u);
                            uint l_1397_ = (32u - 0u);
                            uint l_1398_ = (l_1389_ << l_1397_);
                            uint l_1399_ = (l_1396_ | l_1398_);
                            l_mut_394_ = l_1399_;
                        }
                        l_mut_382_ = l_1389_;
                        bool l_1400_ = (0u > 0u);
                        if (l_1400_) {
                            uint l_1401_ = (l_1389_ >> 0u);
                            uint l_1402_ = (32u - 0u);
                            uint l_1403_ = (l_1393_ << l_1402_);
                            uint l_1404_ = (l_1401_ | l_1403_);
                            l_mut_382_ = l_1404_;
                        }
                        uint _e3594 = l_mut_394_;
                        l_mut_275_ = _e3594;
                        uint _e3595 = l_mut_382_;
                        l_mut_394_ = _e3595;
                        if (true) {
                            l_mut_275_ = l_1393_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1389_;
                                bool l_1407_ = (0u > 0u);
                                if (l_1407_) {
                                    uint l_1408_ = (l_1389_ >> 0u);
                                    uint l_1409_ = (32u - 0u);
                                    uint l_1410_ = (l_1393_ << l_1409_);
                                    uint l_1411_ = (l_1408_ | l_1410_);
                                    l_mut_382_ = l_1411_;
                                }
                                uint l_1412_ = (l_1393_ >> 0u);
                                uint _e3607 = l_mut_382_;
                                l_mut_275_ = _e3607;
                                l_mut_394_ = l_1412_;
                            }
                        }
                        uint _e3608 = l_mut_388_;
                        uint l_1413_ = (_e3608 * l_1008_);
                        uint _e3610 = l_mut_421_;
                        uint l_1414_ = (_e3610 * l_1008_);
                        uint _e3612 = l_mut_388_;
                        uint64_t l_3011_ = uint64_t(_e3612);
                        uint64_t l_3012_ = uint64_t(l_1008_);
                        uint64_t l_3013_ = (l_3011_ * l_3012_);
                        uint64_t l_3014_ = (l_3013_ >> uint(32uL));
                        uint l_1415_ = uint(l_3014_);
                        uint l_1416_ = (l_1415_ + l_1414_);
                        uint _e3623 = l_mut_421_;
                        uint64_t l_3016_ = uint64_t(_e3623);
                        uint64_t l_3017_ = uint64_t(l_1008_);
                        uint64_t l_3018_ = (l_3016_ * l_3017_);
                        uint64_t l_3019_ = (l_3018_ >> uint(32uL));
                        uint l_1417_ = uint(l_3019_);
                        bool l_1418_ = (l_1416_ < l_1414_);
                        uint l_1419_ = uint(l_1418_);
                        uint l_1420_ = (l_1417_ + l_1419_);
                        l_mut_439_ = l_1413_;
                        bool l_1422_ = (0u > 0u);
                        if (l_1422_) {
                            uint l_1423_ = (l_1413_ >> 0u);
                            uint l_1424_ = (32u - 0u);
                            uint l_1425_ = (l_1416_ << l_1424_);
                            uint l_1426_ = (l_1423_ | l_1425_);
                            l_mut_439_ = l_1426_;
                        }
                        l_mut_428_ = l_1416_;
                        bool l_1427_ = (0u > 0u);
                        if (l_1427_) {
                            uint l_1428_ = (l_1416_ >> 0u);
                            uint l_1429_ = (32u - 0u);
                            uint l_1430_ = (l_1420_ << l_1429_);
                            uint l_1431_ = (l_1428_ | l_1430_);
                            l_mut_428_ = l_1431_;
                        }
                        uint _e3651 = l_mut_439_;
                        l_mut_382_ = _e3651;
                        uint _e3652 = l_mut_428_;
                        l_mut_439_ = _e3652;
                        if (false) {
                            l_mut_382_ = l_1420_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1416_;
                                bool l_1434_ = (0u > 0u);
                                if (l_1434_) {
                                    uint l_1435_ = (l_1416_ >> 0u);
                                    uint l_1436_ = (32u - 0u);
                                    uint l_1437_ = (l_1420_ << l_1436_);
                                    uint l_1438_ = (l_1435_ | l_1437_);
                                    l_mut_428_ = l_1438_;
                                }
                                uint l_1439_ = (l_1420_ >> 0u);
                                uint _e3664 = l_mut_428_;
                                l_mut_382_ = _e3664;
                                l_mut_439_ = l_1439_;
                            }
                        }
                        uint _e3665 = l_mut_388_;
                        uint l_1440_ = (_e3665 * l_1008_);
                        uint _e3667 = l_mut_421_;
                        uint l_1441_ = (_e3667 * l_1008_);
                        uint _e3669 = l_mut_388_;
                        uint64_t l_3021_ = uint64_t(_e3669);
                        uint64_t l_3022_ = uint64_t(l_1008_);
                        uint64_t l_3023_ = (l_3021_ * l_3022_);
                        uint64_t l_3024_ = (l_3023_ >> uint(32uL));
                        uint l_1442_ = uint(l_3024_);
                        uint l_1443_ = (l_1442_ + l_1441_);
                        uint _e3680 = l_mut_421_;
                        uint64_t l_3026_ = uint64_t(_e3680);
                        uint64_t l_3027_ = uint64_t(l_1008_);
                        uint64_t l_3028_ = (l_3026_ * l_3027_);
                        uint64_t l_3029_ = (l_3028_ >> uint(32uL));
                        uint l_1444_ = uint(l_3029_);
                        bool l_1445_ = (l_1443_ < l_1441_);
                        uint l_1446_ = uint(l_1445_);
                        uint l_1447_ = (l_1444_ + l_1446_);
                        l_mut_428_ = l_1440_;
                        bool l_1449_ = (0u > 0u);
                        if (l_1449_) {
                            uint l_1450_ = (l_1440_ >> 0u);
                            uint l_1451_ = (32u - 0u);
                            uint l_1452_ = (l_1443_ << l_1451_);
                            uint l_1453_ = (l_1450_ | l_1452_);
                            l_mut_428_ = l_1453_;
                        }
                        l_mut_269_ = l_1443_;
                        bool l_1454_ = (0u > 0u);
                        if (l_1454_) {
                            uint l_1455_ = (l_1443_ >> 0u);
                            uint l_1456_ = (32u - 0u);
                            uint l_1457_ = (l_1447_ << l_1456_);
                            uint l_1458_ = (l_1455_ | l_1457_);
                            l_mut_269_ = l_1458_;
                        }
                        uint _e3708 = l_mut_428_;
                        l_mut_219_ = _e3708;
                        uint _e3709 = l_mut_269_;
                        l_mut_428_ = _e3709;
                        if (true) {
                            l_mut_219_ = l_1447_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1443_;
                                bool l_1461_ = (0u > 0u);
                                if (l_1461_) {
                                    uint l_1462_ = (l_1443_ >> 0u);
                                    uint l_1463_ = (32u - 0u);
                                    uint l_1464_ = (l_1447_ << l_1463_);
                                    uint l_1465_ = (l_1462_ | l_1464_);
                                    l_mut_269_ = l_1465_;
                                }
                                uint l_1466_ = (l_1447_ >> 0u);
                                uint _e3721 = l_mut_269_;
                                l_mut_219_ = _e3721;
                                l_mut_428_ = l_1466_;
                            }
                        }
                        uint _e3722 = l_mut_275_;
                        uint l_1467_ = (_e3722 * l_1008_);
                        uint _e3724 = l_mut_275_;
                        uint64_t l_3031_ = uint64_t(_e3724);
                        uint64_t l_3032_ = uint64_t(l_1008_);
                        uint64_t l_3033_ = (l_3031_ * l_3032_);
                        uint64_t l_3034_ = (l_3033_ >> uint(32uL));
                        uint l_1468_ = uint(l_3034_);
                        uint _e3734 = l_mut_394_;
                        uint l_1469_ = (_e3734 * l_1008_);
                        uint l_1470_ = (l_1468_ + l_1469_);
                        uint _e3737 = l_mut_219_;
                        uint l_1471_ = (_e3737 + l_1467_);
                        uint _e3739 = l_mut_428_;
                        uint l_1472_ = (_e3739 + l_1470_);
                        uint _e3741 = l_mut_219_;
                        bool l_1473_ = (l_1471_ < _e3741);
                        uint l_1474_ = uint(l_1473_);
                        uint l_1475_ = (l_1472_ + l_1474_);
                        uint _e3745 = l_mut_382_;
                        l_mut_441_ = _e3745;
                        uint _e3746 = l_mut_439_;
                        l_mut_440_ = _e3746;
                        bool l_1476_ = (l_1310_ == 64u);
                        if (l_1476_) {
                            l_mut_441_ = l_1471_;
                            l_mut_440_ = l_1475_;
                        } else {
                            bool l_1477_ = (l_1310_ > 0u);
                            if (l_1477_) {
                                uint l_1478_ = (64u - l_1310_);
                                l_mut_428_ = l_1471_;
                                l_mut_421_ = l_1475_;
                                bool l_1479_ = (l_1478_ >= 32u);
                                if (l_1479_) {
                                    uint l_1480_ = (l_1478_ & 31u);
                                    uint l_1481_ = (l_1471_ << l_1480_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1481_;
                                } else {
                                    bool l_1482_ = (l_1478_ > 0u);
                                    if (l_1482_) {
                                        uint l_1483_ = (l_1471_ << l_1478_);
                                        uint l_1484_ = (l_1475_ << l_1478_);
                                        uint l_1485_ = (32u - l_1478_);
                                        uint l_1486_ = (l_1471_ >> l_1485_);
                                        uint l_1487_ = (l_1484_ | l_1486_);
                                        l_mut_428_ = l_1483_;
                                        l_mut_421_ = l_1487_;
                                    }
                                }
                                uint _e3767 = l_mut_382_;
                                l_mut_394_ = _e3767;
                                uint _e3768 = l_mut_439_;
                                l_mut_388_ = _e3768;
                                bool l_1488_ = (l_1310_ >= 32u);
                                if (l_1488_) {
                                    uint l_1489_ = (l_1310_ & 31u);
                                    uint _e3773 = l_mut_439_;
                                    uint l_1490_ = (_e3773 >> l_1489_);
                                    l_mut_394_ = l_1490_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1491_ = (l_1310_ > 0u);
                                    if (l_1491_) {
                                        uint _e3778 = l_mut_382_;
                                        l_mut_275_ = _e3778;
                                        bool l_1492_ = (l_1310_ > 0u);
                                        if (l_1492_) {
                                            uint _e3781 = l_mut_382_;
                                            uint l_1493_ = (_e3781 >> l_1310_);
                                            uint l_1494_ = (32u - l_1310_);
                                            uint _e3785 = l_mut_439_;
                                            uint l_1495_ = (_e3785 << l_1494_);
                                            uint l_1496_ = (l_1493_ | l_1495_);
                                            l_mut_275_ = l_1496_;
                                        }
                                        uint _e3788 = l_mut_439_;
                                        uint l_1497_ = (_e3788 >> l_1310_);
                                        uint _e3790 = l_mut_275_;
                                        l_mut_394_ = _e3790;
                                        l_mut_388_ = l_1497_;
                                    }
                                }
                                uint _e3791 = l_mut_428_;
                                uint _e3792 = l_mut_394_;
                                uint l_1498_ = (_e3791 + _e3792);
                                uint _e3794 = l_mut_421_;
                                uint _e3795 = l_mut_388_;
                                uint l_1499_ = (_e3794 + _e3795);
                                uint _e3797 = l_mut_428_;
                                bool l_1500_ = (l_1498_ < _e3797);
                                uint l_1501_ = uint(l_1500_);
                                uint l_1502_ = (l_1499_ + l_1501_);
                                l_mut_441_ = l_1498_;
                                l_mut_440_ = l_1502_;
                            }
                        }
                        if (l_1353_) {
                            uint _e3802 = l_mut_441_;
                            uint l_1503_ = (0u - _e3802);
                            uint _e3805 = l_mut_440_;
                            uint l_1504_ = (0u - _e3805);
                            uint _e3808 = l_mut_441_;
                            bool l_1505_ = (0u < _e3808);
                            uint l_1506_ = uint(l_1505_);
                            uint l_1507_ = (l_1504_ - l_1506_);
                            l_mut_441_ = l_1503_;
                            l_mut_440_ = l_1507_;
                        }
                    }
                    uint _e3812 = l_mut_441_;
                    uint l_1508_ = (l_1261_ - _e3812);
                    uint _e3814 = l_mut_440_;
                    uint l_1509_ = (l_1265_ - _e3814);
                    uint _e3816 = l_mut_441_;
                    bool l_1510_ = (l_1261_ < _e3816);
                    uint l_1511_ = uint(l_1510_);
                    uint l_1512_ = (l_1509_ - l_1511_);
                    uint l_1513_ = (l_1508_ + l_19_);
                    uint l_1514_ = (l_1512_ + l_22_);
                    bool l_1515_ = (l_1513_ < l_1508_);
                    uint l_1516_ = uint(l_1515_);
                    uint l_1517_ = (l_1514_ + l_1516_);
                    uint l_1518_ = (0u - l_1305_);
                    uint l_1519_ = (0u - l_1309_);
                    bool l_1520_ = (0u < l_1305_);
                    uint l_1521_ = uint(l_1520_);
                    uint l_1522_ = (l_1519_ - l_1521_);
                    uint l_1523_ = (l_19_ + l_19_);
                    uint l_1524_ = (l_22_ + l_22_);
                    bool l_1525_ = (l_1523_ < l_19_);
                    uint l_1526_ = uint(l_1525_);
                    uint l_1527_ = (l_1524_ + l_1526_);
                    l_mut_441_ = l_1518_;
                    l_mut_440_ = l_1522_;
                    uint l_1528_ = (0u - l_1518_);
                    uint l_1529_ = (0u - l_1522_);
                    bool l_1530_ = (0u < l_1518_);
                    uint l_1531_ = uint(l_1530_);
                    uint l_1532_ = (l_1529_ - l_1531_);
                    l_mut_439_ = l_1528_;
                    l_mut_428_ = l_1532_;
                    l_mut_421_ = l_1513_;
                    l_mut_394_ = l_1517_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_645_ = false;
                    uint _e3849 = l_mut_394_;
                    bool l_1533_ = (_e3849 < l_1527_);
                    uint _e3851 = l_mut_394_;
                    bool l_1534_ = (_e3851 == l_1527_);
                    uint _e3853 = l_mut_421_;
                    bool l_1535_ = (_e3853 < l_1523_);
                    if (l_1534_) {
                        local_83 = l_1535_;
                    } else {
                        local_83 = false;
                    }
                    bool l_1536_ = local_83;
                    if (!(l_1533_)) {
                        local_84 = l_1536_;
                    } else {
                        local_84 = true;
                    }
                    bool l_1537_ = local_84;
                    bool l_1538_ = !(l_1537_);
                    l_mut_628_ = l_1538_;
                    uint l_1539_ = (l_1518_ | l_1522_);
                    bool l_1540_ = (l_1539_ == 0u);
                    if (l_1540_) {
                        bool _e3868 = l_mut_628_;
                        l_mut_645_ = _e3868;
                        l_mut_628_ = false;
                    }
                    bool _e3870 = l_mut_628_;
                    if (_e3870) {
                        uint l_1541_ = (l_1522_ >> 31u);
                        bool l_1542_ = (l_1541_ == 1u);
                        l_mut_275_ = l_1518_;
                        l_mut_269_ = l_1522_;
                        if (l_1542_) {
                            uint l_1543_ = (0u - l_1518_);
                            uint l_1544_ = (0u - l_1522_);
                            bool l_1545_ = (0u < l_1518_);
                            uint l_1546_ = uint(l_1545_);
                            uint l_1547_ = (l_1544_ - l_1546_);
                            l_mut_275_ = l_1543_;
                            l_mut_269_ = l_1547_;
                        }
                        uint l_1548_ = (l_1008_ - 1u);
                        uint _e3885 = l_mut_275_;
                        uint l_1549_ = (_e3885 * l_1548_);
                        uint _e3887 = l_mut_275_;
                        uint64_t l_3036_ = uint64_t(_e3887);
                        uint64_t l_3037_ = uint64_t(l_1548_);
                        uint64_t l_3038_ = (l_3036_ * l_3037_);
                        uint64_t l_3039_ = (l_3038_ >> uint(32uL));
                        uint l_1550_ = uint(l_3039_);
                        uint _e3897 = l_mut_269_;
                        uint l_1551_ = (_e3897 * l_1548_);
                        uint l_1552_ = (l_1550_ + l_1551_);
                        l_mut_219_ = 0u;
                        uint l_1553_ = (l_1008_ - 1u);
                        uint _e3903 = l_mut_275_;
                        uint l_1554_ = (_e3903 * l_1553_);
                        uint _e3905 = l_mut_269_;
                        uint l_1555_ = (_e3905 * l_1553_);
                        uint _e3907 = l_mut_275_;
                        uint64_t l_3041_ = uint64_t(_e3907);
                        uint64_t l_3042_ = uint64_t(l_1553_);
                        uint64_t l_3043_ = (l_3041_ * l_3042_);
                        uint64_t l_3044_ = (l_3043_ >> uint(32uL));
                        uint l_1556_ = uint(l_3044_);
                        uint l_1557_ = (l_1556_ + l_1555_);
                        uint _e3918 = l_mut_269_;
                        uint64_t l_3046_ = uint64_t(_e3918);
                        uint64_t l_3047_ = uint64_t(l_1553_);
                        uint64_t l_3048_ = (l_3046_ * l_3047_);
                        uint64_t l_3049_ = (l_3048_ >> uint(32uL));
                        uint l_1558_ = uint(l_3049_);
                        bool l_1559_ = (l_1557_ < l_1555_);
                        uint l_1560_ = uint(l_1559_);
                        uint l_1561_ = (l_1558_ + l_1560_);
                        l_mut_213_ = l_1554_;
                        bool l_1563_ = (0u > 0u);
                        if (l_1563_) {
                            uint l_1564_ = (l_1554_ >> 0u);
                            uint l_1565_ = (32u - 0u);
                            uint l_1566_ = (l_1557_ << l_1565_);
                            uint l_1567_ = (l_1564_ | l_1566_);
                            l_mut_213_ = l_1567_;
                        }
                        l_mut_151_ = l_1557_;
                        bool l_1568_ = (0u > 0u);
                        if (l_1568_) {
                            uint l_1569_ = (l_1557_ >> 0u);
                            uint l_1570_ = (32u - 0u);
                            uint l_1571_ = (l_1561_ << l_1570_);
                            uint l_1572_ = (l_1569_ | l_1571_);
                            l_mut_151_ = l_1572_;
                        }
                        uint _e3946 = l_mut_213_;
                        l_mut_145_ = _e3946;
                        uint _e3947 = l_mut_151_;
                        l_mut_213_ = _e3947;
                        if (true) {
                            l_mut_145_ = l_1561_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1557_;
                                bool l_1575_ = (0u > 0u);
                                if (l_1575_) {
                                    uint l_1576_ = (l_1557_ >> 0u);
                                    uint l_1577_ = (32u - 0u);
                                    uint l_1578_ = (l_1561_ << l_1577_);
                                    uint l_1579_ = (l_1576_ | l_1578_);
                                    l_mut_151_ = l_1579_;
                                }
                                uint l_1580_ = (l_1561_ >> 0u);
                                uint _e3959 = l_mut_151_;
                                l_mut_145_ = _e3959;
                                l_mut_213_ = l_1580_;
                            }
                        }
                        uint _e3960 = l_mut_145_;
                        uint _e3961 = l_mut_213_;
                        uint l_1581_ = (_e3960 | _e3961);
                        bool l_1582_ = (l_1581_ == 0u);
                        if (l_1582_) {
                            l_mut_213_ = l_1513_;
                            l_mut_151_ = l_1517_;
                            if (l_1542_) {
                                uint l_1583_ = (0u - l_1513_);
                                uint l_1584_ = (0u - l_1517_);
                                bool l_1585_ = (0u < l_1513_);
                                uint l_1586_ = uint(l_1585_);
                                uint l_1587_ = (l_1584_ - l_1586_);
                                uint l_1588_ = (l_1513_ | l_1517_);
                                bool l_1589_ = (l_1588_ == 0u);
                                bool l_1590_ = !(l_1589_);
                                bool l_1591_ = (l_1552_ < l_1587_);
                                bool l_1592_ = (l_1552_ == l_1587_);
                                bool l_1593_ = (l_1549_ < l_1583_);
                                if (l_1592_) {
                                    local_85 = l_1593_;
                                } else {
                                    local_85 = false;
                                }
                                bool l_1594_ = local_85;
                                if (!(l_1591_)) {
                                    local_86 = l_1594_;
                                } else {
                                    local_86 = true;
                                }
                                bool l_1595_ = local_86;
                                bool l_1596_ = !(l_1595_);
                                if (l_1590_) {
                                    local_87 = l_1596_;
                                } else {
                                    local_87 = false;
                                }
                                bool l_1597_ = local_87;
                                if (l_1597_) {
                                    uint l_1598_ = (l_1008_ - 1u);
                                    l_mut_145_ = l_1583_;
                                    l_mut_102_ = l_1587_;
                                    uint _e3996 = l_mut_269_;
                                    bool l_1599_ = (l_1587_ < _e3996);
                                    uint _e3998 = l_mut_269_;
                                    bool l_1600_ = (l_1587_ == _e3998);
                                    uint _e4000 = l_mut_275_;
                                    bool l_1601_ = (l_1583_ < _e4000);
                                    if (l_1600_) {
                                        local_88 = l_1601_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1602_ = local_88;
                                    if (!(l_1599_)) {
                                        local_89 = l_1602_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1603_ = local_89;
                                    bool l_1604_ = !(l_1603_);
                                    if (l_1604_) {
                                        l_mut_96_ = 0u;
                                        uint _e4013 = l_mut_269_;
                                        bool l_1605_ = (_e4013 < l_1587_);
                                        uint _e4015 = l_mut_269_;
                                        bool l_1606_ = (_e4015 == l_1587_);
                                        uint _e4017 = l_mut_275_;
                                        bool l_1607_ = (_e4017 < l_1583_);
                                        if (l_1606_) {
                                            local_90 = l_1607_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1608_ = local_90;
                                        if (!(l_1605_)) {
                                            local_91 = l_1608_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1609_ = local_91;
                                        if (l_1609_) {
                                            uint l_1610_ = (l_1583_ - 1u);
                                            uint l_1611_ = (l_1587_ - 0u);
                                            bool l_1612_ = (l_1583_ < 1u);
                                            uint l_1613_ = uint(l_1612_);
                                            uint l_1614_ = (l_1611_ - l_1613_);
                                            l_mut_90_ = l_1610_;
                                            l_mut_75_ = l_1614_;
                                            l_mut_40_ = 0u;
                                            l_mut_1615_ = 0u;
                                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                                if (!loop_init_7) {
                                                    uint _e4124 = l_mut_1615_;
                                                    l_mut_1615_ = (_e4124 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4039 = l_mut_1615_;
                                                if ((_e4039 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4043 = l_mut_1615_;
                                                    uint l_1616_ = (19u - _e4043);
                                                    uint _e4045 = l_mut_90_;
                                                    l_mut_1617_ = _e4045;
                                                    uint _e4046 = l_mut_75_;
                                                    l_mut_1618_ = _e4046;
                                                    bool l_1619_ = (l_1616_ >= 32u);
                                                    if (l_1619_) {
                                                        uint l_1620_ = (l_1616_ & 31u);
                                                        uint _e4051 = l_mut_75_;
                                                        uint l_1621_ = (_e4051 >> l_1620_);
                                                        l_mut_1617_ = l_1621_;
                                                        l_mut_1618_ = 0u;
                                                    } else {
                                                        bool l_1622_ = (l_1616_ > 0u);
                                                        if (l_1622_) {
                                                            uint _e4056 = l_mut_90_;
                                                            l_mut_1623_ = _e4056;
                                                            bool l_1624_ = (l_1616_ > 0u);
                                                            if (l_1624_) {
                                                                uint _e4059 = l_mut_90_;
                                                                uint l_1625_ = (_e4059 >> l_1616_);
                                                                uint l_1626_ = (32u - l_1616_);
                                                                uint _e4063 = l_mut_75_;
                                                                uint l_1627_ = (_e4063 << l_1626_);
                                                                uint l_1628_ = (l_1625_ | l_1627_);
                                                                l_mut_1623_ = l_1628_;
                                                            }
                                                            uint _e4066 = l_mut_75_;
                                                            uint l_1629_ = (_e4066 >> l_1616_);
                                                            uint _e4068 = l_mut_1623_;
                                                            l_mut_1617_ = _e4068;
                                                            l_mut_1618_ = l_1629_;
                                                        }
                                                    }
                                                    uint _e4069 = l_mut_1618_;
                                                    uint _e4070 = l_mut_269_;
                                                    bool l_1630_ = (_e4069 < _e4070);
                                                    uint _e4072 = l_mut_1618_;
                                                    uint _e4073 = l_mut_269_;
                                                    bool l_1631_ = (_e4072 == _e4073);
                                                    uint _e4075 = l_mut_1617_;
                                                    uint _e4076 = l_mut_275_;
                                                    bool l_1632_ = (_e4075 < _e4076);
                                                    if (l_1631_) {
                                                        local_92 = l_1632_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1633_ = local_92;
                                                    if (!(l_1630_)) {
                                                        local_93 = l_1633_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1634_ = local_93;
                                                    bool l_1635_ = !(l_1634_);
                                                    if (l_1635_) {
                                                        uint _e4088 = l_mut_275_;
                                                        l_mut_1623_ = _e4088;
                                                        uint _e4089 = l_mut_269_;
                                                        l_mut_1618_ = _e4089;
                                                        bool l_1636_ = (l_1616_ >= 32u);
                                                        if (l_1636_) {
                                                            uint l_1637_ = (l_1616_ & 31u);
                                                            uint _e4094 = l_mut_275_;
                                                            uint l_1638_ = (_e4094 << l_1637_);
                                                            l_mut_1623_ = 0u;
                                                            l_mut_1618_ = l_1638_;
                                                        } else {
                                                            bool l_1639_ = (l_1616_ > 0u);
                                                            if (l_1639_) {
                                                                uint _e4099 = l_mut_275_;
                                                                uint l_1640_ = (_e4099 << l_1616_);
                                                                uint _e4101 = l_mut_269_;
                                                                uint l_1641_ = (_e4101 << l_1616_);
                                                                uint l_1642_ = (32u - l_1616_);
                                                                uint _e4105 = l_mut_275_;
                                                                uint l_1643_ = (_e4105 >> l_1642_);
                                                                uint l_1644_ = (l_1641_ | l_1643_);
                                                                l_mut_1623_ = l_1640_;
                                                                l_mut_1618_ = l_1644_;
                                                            }
                                                        }
                                                        uint _e4108 = l_mut_90_;
                                                        uint _e4109 = l_mut_1623_;
                                                        uint l_1645_ = (_e4108 - _e4109);
                                                        uint _e4111 = l_mut_75_;
                                                        uint _e4112 = l_mut_1618_;
                                                        uint l_1646_ = (_e4111 - _e4112);
                                                        uint _e4114 = l_mut_90_;
                                                        uint _e4115 = l_mut_1623_;
                                                        bool l_1647_ = (_e4114 < _e4115);
                                                        uint l_1648_ = uint(l_1647_);
                                                        uint l_1649_ = (l_1646_ - l_1648_);
                                                        l_mut_90_ = l_1645_;
                                                        l_mut_75_ = l_1649_;
                                                        uint l_1650_ = (1u << l_1616_);
                                                        uint _e4121 = l_mut_40_;
                                                        l_mut_40_ = (_e4121 | l_1650_);
                                                    }
                                                }
                                            }
                                            uint _e4126 = l_mut_40_;
                                            uint l_1651_ = min(_e4126, l_1598_);
                                            l_mut_1623_ = l_1651_;
                                            uint _e4128 = l_mut_75_;
                                            uint _e4129 = l_mut_269_;
                                            bool l_1652_ = (_e4128 < _e4129);
                                            uint _e4131 = l_mut_75_;
                                            uint _e4132 = l_mut_269_;
                                            bool l_1653_ = (_e4131 == _e4132);
                                            uint _e4134 = l_mut_90_;
                                            uint _e4135 = l_mut_275_;
                                            bool l_1654_ = (_e4134 < _e4135);
                                            if (l_1653_) {
                                                local_94 = l_1654_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1655_ = local_94;
                                            if (!(l_1652_)) {
                                                local_95 = l_1655_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1656_ = local_95;
                                            bool l_1657_ = !(l_1656_);
                                            if (l_1657_) {
                                                l_mut_1623_ = l_1598_;
                                            }
                                            uint _e4147 = l_mut_1623_;
                                            l_mut_96_ = _e4147;
                                        }
                                        uint _e4148 = l_mut_275_;
                                        uint _e4149 = l_mut_96_;
                                        uint l_1658_ = (_e4148 * _e4149);
                                        uint _e4151 = l_mut_275_;
                                        uint64_t l_3051_ = uint64_t(_e4151);
                                        uint _e4153 = l_mut_96_;
                                        uint64_t l_3052_ = uint64_t(_e4153);
                                        uint64_t l_3053_ = (l_3051_ * l_3052_);
                                        uint64_t l_3054_ = (l_3053_ >> uint(32uL));
                                        uint l_1659_ = uint(l_3054_);
                                        uint _e4162 = l_mut_269_;
                                        uint _e4163 = l_mut_96_;
                                        uint l_1660_ = (_e4162 * _e4163);
                                        uint l_1661_ = (l_1659_ + l_1660_);
                                        uint l_1662_ = (l_1583_ - l_1658_);
                                        uint l_1663_ = (l_1587_ - l_1661_);
                                        bool l_1664_ = (l_1583_ < l_1658_);
                                        uint l_1665_ = uint(l_1664_);
                                        uint l_1666_ = (l_1663_ - l_1665_);
                                        l_mut_145_ = l_1662_;
                                        l_mut_102_ = l_1666_;
                                        uint _e4171 = l_mut_102_;
                                        uint _e4172 = l_mut_269_;
                                        bool l_1667_ = (_e4171 < _e4172);
                                        uint _e4174 = l_mut_102_;
                                        uint _e4175 = l_mut_269_;
                                        bool l_1668_ = (_e4174 == _e4175);
                                        uint _e4177 = l_mut_145_;
                                        uint _e4178 = l_mut_275_;
                                        bool l_1669_ = (_e4177 < _e4178);
                                        if (l_1668_) {
                                            local_96 = l_1669_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1670_ = local_96;
                                        if (!(l_1667_)) {
                                            local_97 = l_1670_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1671_ = local_97;
                                        bool l_1672_ = !(l_1671_);
                                        if (l_1672_) {
                                            uint _e4190 = l_mut_145_;
                                            uint _e4191 = l_mut_275_;
                                            uint l_1673_ = (_e4190 - _e4191);
                                            uint _e4193 = l_mut_102_;
                                            uint _e4194 = l_mut_269_;
                                            uint l_1674_ = (_e4193 - _e4194);
                                            uint _e4196 = l_mut_145_;
                                            uint _e4197 = l_mut_275_;
                                            bool l_1675_ = (_e4196 < _e4197);
                                            uint l_1676_ = uint(l_1675_);
                                            uint l_1677_ = (l_1674_ - l_1676_);
                                            l_mut_145_ = l_1673_;
                                            l_mut_102_ = l_1677_;
                                        }
                                    }
                                    uint _e4201 = l_mut_275_;
                                    uint _e4202 = l_mut_145_;
                                    uint l_1678_ = (_e4201 - _e4202);
                                    uint _e4204 = l_mut_269_;
                                    uint _e4205 = l_mut_102_;
                                    uint l_1679_ = (_e4204 - _e4205);
                                    uint _e4207 = l_mut_275_;
                                    uint _e4208 = l_mut_145_;
                                    bool l_1680_ = (_e4207 < _e4208);
                                    uint l_1681_ = uint(l_1680_);
                                    uint l_1682_ = (l_1679_ - l_1681_);
                                    l_mut_1623_ = l_1678_;
                                    l_mut_1618_ = l_1682_;
                                    uint _e4212 = l_mut_269_;
                                    bool l_1683_ = (l_1682_ < _e4212);
                                    uint _e4214 = l_mut_269_;
                                    bool l_1684_ = (l_1682_ == _e4214);
                                    uint _e4216 = l_mut_275_;
                                    bool l_1685_ = (l_1678_ < _e4216);
                                    if (l_1684_) {
                                        local_98 = l_1685_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1686_ = local_98;
                                    if (!(l_1683_)) {
                                        local_99 = l_1686_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1687_ = local_99;
                                    bool l_1688_ = !(l_1687_);
                                    if (l_1688_) {
                                        uint _e4228 = l_mut_275_;
                                        uint l_1689_ = (l_1678_ - _e4228);
                                        uint _e4230 = l_mut_269_;
                                        uint l_1690_ = (l_1682_ - _e4230);
                                        uint _e4232 = l_mut_275_;
                                        bool l_1691_ = (l_1678_ < _e4232);
                                        uint l_1692_ = uint(l_1691_);
                                        uint l_1693_ = (l_1690_ - l_1692_);
                                        l_mut_1623_ = l_1689_;
                                        l_mut_1618_ = l_1693_;
                                    }
                                    uint _e4236 = l_mut_1618_;
                                    uint _e4237 = l_mut_151_;
                                    bool l_1694_ = (_e4236 < _e4237);
                                    uint _e4239 = l_mut_1618_;
                                    uint _e4240 = l_mut_151_;
                                    bool l_1695_ = (_e4239 == _e4240);
                                    uint _e4242 = l_mut_1623_;
                                    uint _e4243 = l_mut_213_;
                                    bool l_1696_ = (_e4242 < _e4243);
                                    if (l_1695_) {
                                        local_100 = l_1696_;
                                    } else {
                                        local_100 = false;
                                    }
                                    bool l_1697_ = local_100;
                                    if (!(l_1694_)) {
                                        local_101 = l_1697_;
                                    } else {
                                        local_101 = true;
                                    }
                                    bool l_1698_ = local_101;
                                    if (l_1698_) {
                                        uint _e4254 = l_mut_1623_;
                                        l_mut_213_ = _e4254;
                                        uint _e4255 = l_mut_1618_;
                                        l_mut_151_ = _e4255;
                                    }
                                }
                            } else {
                                uint l_1699_ = (l_1513_ - l_1549_);
                                uint l_1700_ = (l_1517_ - l_1552_);
                                bool l_1701_ = (l_1513_ < l_1549_);
                                uint l_1702_ = uint(l_1701_);
                                uint l_1703_ = (l_1700_ - l_1702_);
                                l_mut_213_ = l_1699_;
                                l_mut_151_ = l_1703_;
                                bool l_1704_ = (l_1517_ < l_1552_);
                                bool l_1705_ = (l_1517_ == l_1552_);
                                bool l_1706_ = (l_1513_ < l_1549_);
                                if (l_1705_) {
                                    local_102 = l_1706_;
                                } else {
                                    local_102 = false;
                                }
                                bool l_1707_ = local_102;
                                if (!(l_1704_)) {
                                    local_103 = l_1707_;
                                } else {
                                    local_103 = true;
                                }
                                bool l_1708_ = local_103;
                                if (l_1708_) {
                                    uint l_1709_ = (l_1008_ - 1u);
                                    l_mut_1623_ = l_1513_;
                                    l_mut_1618_ = l_1517_;
                                    uint _e4275 = l_mut_269_;
                                    bool l_1710_ = (l_1517_ < _e4275);
                                    uint _e4277 = l_mut_269_;
                                    bool l_1711_ = (l_1517_ == _e4277);
                                    uint _e4279 = l_mut_275_;
                                    bool l_1712_ = (l_1513_ < _e4279);
                                    if (l_1711_) {
                                        local_104 = l_1712_;
                                    } else {
                                        local_104 = false;
                                    }
                                    bool l_1713_ = local_104;
                                    if (!(l_1710_)) {
                                        local_105 = l_1713_;
                                    } else {
                                        local_105 = true;
                                    }
                                    bool l_1714_ = local_105;
                                    bool l_1715_ = !(l_1714_);
                                    if (l_1715_) {
                                        l_mut_1617_ = 0u;
                                        uint _e4292 = l_mut_269_;
                                        bool l_1716_ = (_e4292 < l_1517_);
                                        uint _e4294 = l_mut_269_;
                                        bool l_1717_ = (_e4294 == l_1517_);
                                        uint _e4296 = l_mut_275_;
                                        bool l_1718_ = (_e4296 < l_1513_);
                                        if (l_1717_) {
                                            local_106 = l_1718_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1719_ = local_106;
                                        if (!(l_1716_)) {
                                            local_107 = l_1719_;
                                        } else {
                                            local_107 = true;
                                        }
                                        bool l_1720_ = local_107;
                                        if (l_1720_) {
                                            uint l_1721_ = (l_1513_ - 1u);
                                            uint l_1722_ = (l_1517_ - 0u);
                                            bool l_1723_ = (l_1513_ < 1u);
                                            uint l_1724_ = uint(l_1723_);
                                            uint l_1725_ = (l_1722_ - l_1724_);
                                            l_mut_145_ = l_1721_;
                                            l_mut_102_ = l_1725_;
                                            l_mut_96_ = 0u;
                                            l_mut_1726_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4403 = l_mut_1726_;
                                                    l_mut_1726_ = (_e4403 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4318 = l_mut_1726_;
                                                if ((_e4318 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4322 = l_mut_1726_;
                                                    uint l_1727_ = (19u - _e4322);
                                                    uint _e4324 = l_mut_145_;
                                                    l_mut_90_ = _e4324;
                                                    uint _e4325 = l_mut_102_;
                                                    l_mut_75_ = _e4325;
                                                    bool l_1728_ = (l_1727_ >= 32u);
                                                    if (l_1728_) {
                                                        uint l_1729_ = (l_1727_ & 31u);
                                                        uint _e4330 = l_mut_102_;
                                                        uint l_1730_ = (_e4330 >> l_1729_);
                                                        l_mut_90_ = l_1730_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1731_ = (l_1727_ > 0u);
                                                        if (l_1731_) {
                                                            uint _e4335 = l_mut_145_;
                                                            l_mut_40_ = _e4335;
                                                            bool l_1732_ = (l_1727_ > 0u);
                                                            if (l_1732_) {
                                                                uint _e4338 = l_mut_145_;
                                                                uint l_1733_ = (_e4338 >> l_1727_);
                                                                uint l_1734_ = (32u - l_1727_);
                                                                uint _e4342 = l_mut_102_;
                                                                uint l_1735_ = (_e4342 << l_1734_);
                                                                uint l_1736_ = (l_1733_ | l_1735_);
                                                                l_mut_40_ = l_1736_;
                                                            }
                                                            uint _e4345 = l_mut_102_;
                                                            uint l_1737_ = (_e4345 >> l_1727_);
                                                            uint _e4347 = l_mut_40_;
                                                            l_mut_90_ = _e4347;
                                                            l_mut_75_ = l_1737_;
                                                        }
                                                    }
                                                    uint _e4348 = l_mut_75_;
                                                    uint _e4349 = l_mut_269_;
                                                    bool l_1738_ = (_e4348 < _e4349);
                                                    uint _e4351 = l_mut_75_;
                                                    uint _e4352 = l_mut_269_;
                                                    bool l_1739_ = (_e4351 == _e4352);
                                                    uint _e4354 = l_mut_90_;
                                                    uint _e4355 = l_mut_275_;
                                                    bool l_1740_ = (_e4354 < _e4355);
                                                    if (l_1739_) {
                                                        local_108 = l_1740_;
                                                    } else {
                                                        local_108 = false;
                                                    }
                                                    bool l_1741_ = local_108;
                                                    if (!(l_1738_)) {
                                                        local_109 = l_1741_;
                                                    } else {
                                                        local_109 = true;
                                                    }
                                                    bool l_1742_ = local_109;
                                                    bool l_1743_ = !(l_1742_);
                                                    if (l_1743_) {
                                                        uint _e4367 = l_mut_275_;
                                                        l_mut_90_ = _e4367;
                                                        uint _e4368 = l_mut_269_;
                                                        l_mut_75_ = _e4368;
                                                        bool l_1744_ = (l_1727_ >= 32u);
                                                        if (l_1744_) {
                                                            uint l_1745_ = (l_1727_ & 31u);
                                                            uint _e4373 = l_mut_275_;
                                                            uint l_1746_ = (_e4373 << l_1745_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1746_;
                                                        } else {
                                                            bool l_1747_ = (l_1727_ > 0u);
                                                            if (l_1747_) {
                                                                uint _e4378 = l_mut_275_;
                                                                uint l_1748_ = (_e4378 << l_1727_);
                                                                uint _e4380 = l_mut_269_;
                                                                uint l_1749_ = (_e4380 << l_1727_);
                                                                uint l_1750_ = (32u - l_1727_);
                                                                uint _e4384 = l_mut_275_;
                                                                uint l_1751_ = (_e4384 >> l_1750_);
                                                                uint l_1752_ = (l_1749_ | l_1751_);
                                                                l_mut_90_ = l_1748_;
                                                                l_mut_75_ = l_1752_;
                                                            }
                                                        }
                                                        uint _e4387 = l_mut_145_;
                                                        uint _e4388 = l_mut_90_;
                                                        uint l_1753_ = (_e4387 - _e4388);
                                                        uint _e4390 = l_mut_102_;
                                                        uint _e4391 = l_mut_75_;
                                                        uint l_1754_ = (_e4390 - _e4391);
                                                        uint _e4393 = l_mut_145_;
                                                        uint _e4394 = l_mut_90_;
                                                        bool l_1755_ = (_e4393 < _e4394);
                                                        uint l_1756_ = uint(l_1755_);
                                                        uint l_1757_ = (l_1754_ - l_1756_);
                                                        l_mut_145_ = l_1753_;
                                                        l_mut_102_ = l_1757_;
                                                        uint l_1758_ = (1u << l_1727_);
                                                        uint _e4400 = l_mut_96_;
                                                        l_mut_96_ = (_e4400 | l_1758_);
                                                    }
                                                }
                                            }
                                            uint _e4405 = l_mut_96_;
                                            uint l_1759_ = min(_e4405, l_1709_);
                                            l_mut_96_ = l_1759_;
                                            uint _e4407 = l_mut_102_;
                                            uint _e4408 = l_mut_269_;
                                            bool l_1760_ = (_e4407 < _e4408);
                                            uint _e4410 = l_mut_102_;
                                            uint _e4411 = l_mut_269_;
                                            bool l_1761_ = (_e4410 == _e4411);
                                            uint _e4413 = l_mut_145_;
                                            uint _e4414 = l_mut_275_;
                                            bool l_1762_ = (_e4413 < _e4414);
                                            if (l_1761_) {
                                                local_110 = l_1762_;
                                            } else {
                                                local_110 = false;
                                            }
                                            bool l_1763_ = local_110;
                                            if (!(l_1760_)) {
                                                local_111 = l_1763_;
                                            } else {
                                                local_111 = true;
                                            }
                                            bool l_1764_ = local_111;
                                            bool l_1765_ = !(l_1764_);
                                            if (l_1765_) {
                                                l_mut_96_ = l_1709_;
                                            }
                                            uint _e4426 = l_mut_96_;
                                            l_mut_1617_ = _e4426;
                                        }
                                        uint _e4427 = l_mut_275_;
                                        uint _e4428 = l_mut_1617_;
                                        uint l_1766_ = (_e4427 * _e4428);
                                        uint _e4430 = l_mut_275_;
                                        uint64_t l_3056_ = uint64_t(_e4430);
                                        uint _e4432 = l_mut_1617_;
                                        uint64_t l_3057_ = uint64_t(_e4432);
                                        uint64_t l_3058_ = (l_3056_ * l_3057_);
                                        uint64_t l_3059_ = (l_3058_ >> uint(32uL));
                                        uint l_1767_ = uint(l_3059_);
                                        uint _e4441 = l_mut_269_;
                                        uint _e4442 = l_mut_1617_;
                                        uint l_1768_ = (_e4441 * _e4442);
                                        uint l_1769_ = (l_1767_ + l_1768_);
                                        uint l_1770_ = (l_1513_ - l_1766_);
                                        uint l_1771_ = (l_1517_ - l_1769_);
                                        bool l_1772_ = (l_1513_ < l_1766_);
                                        uint l_1773_ = uint(l_1772_);
                                        uint l_1774_ = (l_1771_ - l_1773_);
                                        l_mut_1623_ = l_1770_;
                                        l_mut_1618_ = l_1774_;
                                        uint _e4450 = l_mut_1618_;
                                        uint _e4451 = l_mut_269_;
                                        bool l_1775_ = (_e4450 < _e4451);
                                        uint _e4453 = l_mut_1618_;
                                        uint _e4454 = l_mut_269_;
                                        bool l_1776_ = (_e4453 == _e4454);
                                        uint _e4456 = l_mut_1623_;
                                        uint _e4457 = l_mut_275_;
                                        bool l_1777_ = (_e4456 < _e4457);
                                        if (l_1776_) {
                                            local_112 = l_1777_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1778_ = local_112;
                                        if (!(l_1775_)) {
                                            local_113 = l_1778_;
                                        } else {
                                            local_113 = true;
                                        }
                                        bool l_1779_ = local_113;
                                        bool l_1780_ = !(l_1779_);
                                        if (l_1780_) {
                                            uint _e4469 = l_mut_1623_;
                                            uint _e4470 = l_mut_275_;
                                            uint l_1781_ = (_e4469 - _e4470);
                                            uint _e4472 = l_mut_1618_;
                                            uint _e4473 = l_mut_269_;
                                            uint l_1782_ = (_e4472 - _e4473);
                                            uint _e4475 = l_mut_1623_;
                                            uint _e4476 = l_mut_275_;
                                            bool l_1783_ = (_e4475 < _e4476);
                                            uint l_1784_ = uint(l_1783_);
                                            uint l_1785_ = (l_1782_ - l_1784_);
                                            l_mut_1623_ = l_1781_;
                                            l_mut_1618_ = l_1785_;
                                        }
                                    }
                                    uint _e4480 = l_mut_1618_;
                                    uint _e4481 = l_mut_151_;
                                    bool l_1786_ = (_e4480 < _e4481);
                                    uint _e4483 = l_mut_1618_;
                                    uint _e4484 = l_mut_151_;
                                    bool l_1787_ = (_e4483 == _e4484);
                                    uint _e4486 = l_mut_1623_;
                                    uint _e4487 = l_mut_213_;
                                    bool l_1788_ = (_e4486 < _e4487);
                                    if (l_1787_) {
                                        local_114 = l_1788_;
                                    } else {
                                        local_114 = false;
                                    }
                                    bool l_1789_ = local_114;
                                    if (!(l_1786_)) {
                                        local_115 = l_1789_;
                                    } else {
                                        local_115 = true;
                                    }
                                    bool l_1790_ = local_115;
                                    if (l_1790_) {
                                        uint _e4498 = l_mut_1623_;
                                        l_mut_213_ = _e4498;
                                        uint _e4499 = l_mut_1618_;
                                        l_mut_151_ = _e4499;
                                    }
                                }
                            }
                            uint _e4500 = l_mut_151_;
                            bool l_1791_ = (_e4500 < l_1527_);
                            uint _e4502 = l_mut_151_;
                            bool l_1792_ = (_e4502 == l_1527_);
                            uint _e4504 = l_mut_213_;
                            bool l_1793_ = (_e4504 < l_1523_);
                            if (l_1792_) {
                                local_116 = l_1793_;
                            } else {
                                local_116 = false;
                            }
                            bool l_1794_ = local_116;
                            if (!(l_1791_)) {
                                local_117 = l_1794_;
                            } else {
                                local_117 = true;
                            }
                            bool l_1795_ = local_117;
                            bool l_1796_ = !(l_1795_);
                            uint l_1797_ = uint(l_1796_);
                            uint l_1798_ = (2u - l_1797_);
                            l_mut_219_ = l_1798_;
                        }
                        uint _e4519 = l_mut_219_;
                        bool l_1799_ = (_e4519 > 0u);
                        if (l_1799_) {
                            uint _e4522 = l_mut_219_;
                            bool l_1800_ = (_e4522 == 1u);
                            l_mut_645_ = l_1800_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4527 = l_mut_628_;
                        bool l_1801_ = !(_e4527);
                        if (l_1801_) {
                            break;
                        }
                        uint _e4529 = l_mut_394_;
                        uint _e4530 = l_mut_440_;
                        bool l_1802_ = (_e4529 < _e4530);
                        uint _e4532 = l_mut_394_;
                        uint _e4533 = l_mut_440_;
                        bool l_1803_ = (_e4532 == _e4533);
                        uint _e4535 = l_mut_421_;
                        uint _e4536 = l_mut_441_;
                        bool l_1804_ = (_e4535 < _e4536);
                        if (l_1803_) {
                            local_118 = l_1804_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1805_ = local_118;
                        if (!(l_1802_)) {
                            local_119 = l_1805_;
                        } else {
                            local_119 = true;
                        }
                        bool l_1806_ = local_119;
                        if (l_1806_) {
                            uint _e4547 = l_mut_441_;
                            uint _e4548 = l_mut_421_;
                            uint l_1807_ = (_e4547 - _e4548);
                            uint _e4550 = l_mut_440_;
                            uint _e4551 = l_mut_394_;
                            uint l_1808_ = (_e4550 - _e4551);
                            uint _e4553 = l_mut_441_;
                            uint _e4554 = l_mut_421_;
                            bool l_1809_ = (_e4553 < _e4554);
                            uint l_1810_ = uint(l_1809_);
                            uint l_1811_ = (l_1808_ - l_1810_);
                            uint _e4558 = l_mut_441_;
                            l_mut_1623_ = _e4558;
                            uint _e4559 = l_mut_440_;
                            l_mut_1618_ = _e4559;
                            uint _e4560 = l_mut_440_;
                            bool l_1812_ = (l_1811_ < _e4560);
                            uint _e4562 = l_mut_440_;
                            bool l_1813_ = (l_1811_ == _e4562);
                            uint _e4564 = l_mut_441_;
                            bool l_1814_ = (l_1807_ < _e4564);
                            if (l_1813_) {
                                local_120 = l_1814_;
                            } else {
                                local_120 = false;
                            }
                            bool l_1815_ = local_120;
                            if (!(l_1812_)) {
                                local_121 = l_1815_;
                            } else {
                                local_121 = true;
                            }
                            bool l_1816_ = local_121;
                            if (l_1816_) {
                                l_mut_1623_ = l_1807_;
                                l_mut_1618_ = l_1811_;
                            }
                            l_mut_350_ = false;
                            l_mut_1617_ = 0u;
                            uint _e4577 = l_mut_439_;
                            uint _e4578 = l_mut_428_;
                            uint l_1817_ = (_e4577 | _e4578);
                            bool l_1818_ = (l_1817_ == 0u);
                            bool l_1819_ = !(l_1818_);
                            bool _e4583 = l_mut_350_;
                            if (_e4583) {
                                local_122 = l_1819_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1820_ = local_122;
                            uint _e4588 = l_mut_428_;
                            uint _e4589 = l_mut_1618_;
                            bool l_1821_ = (_e4588 < _e4589);
                            uint _e4591 = l_mut_428_;
                            uint _e4592 = l_mut_1618_;
                            bool l_1822_ = (_e4591 == _e4592);
                            uint _e4594 = l_mut_439_;
                            uint _e4595 = l_mut_1623_;
                            bool l_1823_ = (_e4594 < _e4595);
                            if (l_1822_) {
                                local_123 = l_1823_;
                            } else {
                                local_123 = false;
                            }
                            bool l_1824_ = local_123;
                            if (!(l_1821_)) {
                                local_124 = l_1824_;
                            } else {
                                local_124 = true;
                            }
                            bool l_1825_ = local_124;
                            if (l_1820_) {
                                local_125 = l_1825_;
                            } else {
                                local_125 = false;
                            }
                            bool l_1826_ = local_125;
                            uint _e4610 = l_mut_388_;
                            uint _e4611 = l_mut_382_;
                            uint l_1827_ = (_e4610 + _e4611);
                            bool l_1828_ = (l_1827_ < l_1008_);
                            if (l_1826_) {
                                local_126 = l_1828_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1829_ = local_126;
                            if (l_1829_) {
                                uint _e4618 = l_mut_388_;
                                uint l_1830_ = (l_1008_ - _e4618);
                                uint _e4620 = l_mut_382_;
                                uint l_1831_ = (l_1830_ - _e4620);
                                uint _e4622 = l_mut_388_;
                                uint l_1832_ = naga_div(l_1831_, _e4622);
                                uint _e4624 = l_mut_1623_;
                                uint l_1833_ = (_e4624 - 1u);
                                uint _e4627 = l_mut_1618_;
                                uint l_1834_ = (_e4627 - 0u);
                                uint _e4630 = l_mut_1623_;
                                bool l_1835_ = (_e4630 < 1u);
                                uint l_1836_ = uint(l_1835_);
                                uint l_1837_ = (l_1834_ - l_1836_);
                                l_mut_1623_ = l_1833_;
                                l_mut_1618_ = l_1837_;
                                l_mut_275_ = 0u;
                                l_mut_1838_ = 0u;
                                uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                bool loop_init_9 = true;
                                while(true) {
                                    if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                    loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                    if (!loop_init_9) {
                                        uint _e4723 = l_mut_1838_;
                                        l_mut_1838_ = (_e4723 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4638 = l_mut_1838_;
                                    if ((_e4638 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4642 = l_mut_1838_;
                                        uint l_1839_ = (19u - _e4642);
                                        uint _e4644 = l_mut_1623_;
                                        l_mut_269_ = _e4644;
                                        uint _e4645 = l_mut_1618_;
                                        l_mut_219_ = _e4645;
                                        bool l_1840_ = (l_1839_ >= 32u);
                                        if (l_1840_) {
                                            uint l_1841_ = (l_1839_ & 31u);
                                            uint _e4650 = l_mut_1618_;
                                            uint l_1842_ = (_e4650 >> l_1841_);
                                            l_mut_269_ = l_1842_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1843_ = (l_1839_ > 0u);
                                            if (l_1843_) {
                                                uint _e4655 = l_mut_1623_;
                                                l_mut_213_ = _e4655;
                                                bool l_1844_ = (l_1839_ > 0u);
                                                if (l_1844_) {
                                                    uint _e4658 = l_mut_1623_;
                                                    uint l_1845_ = (_e4658 >> l_1839_);
                                                    uint l_1846_ = (32u - l_1839_);
                                                    uint _e4662 = l_mut_1618_;
                                                    uint l_1847_ = (_e4662 << l_1846_);
                                                    uint l_1848_ = (l_1845_ | l_1847_);
                                                    l_mut_213_ = l_1848_;
                                                }
                                                uint _e4665 = l_mut_1618_;
                                                uint l_1849_ = (_e4665 >> l_1839_);
                                                uint _e4667 = l_mut_213_;
                                                l_mut_269_ = _e4667;
                                                l_mut_219_ = l_1849_;
                                            }
                                        }
                                        uint _e4668 = l_mut_219_;
                                        uint _e4669 = l_mut_428_;
                                        bool l_1850_ = (_e4668 < _e4669);
                                        uint _e4671 = l_mut_219_;
                                        uint _e4672 = l_mut_428_;
                                        bool l_1851_ = (_e4671 == _e4672);
                                        uint _e4674 = l_mut_269_;
                                        uint _e4675 = l_mut_439_;
                                        bool l_1852_ = (_e4674 < _e4675);
                                        if (l_1851_) {
                                            local_127 = l_1852_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1853_ = local_127;
                                        if (!(l_1850_)) {
                                            local_128 = l_1853_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1854_ = local_128;
                                        bool l_1855_ = !(l_1854_);
                                        if (l_1855_) {
                                            uint _e4687 = l_mut_439_;
                                            l_mut_269_ = _e4687;
                                            uint _e4688 = l_mut_428_;
                                            l_mut_219_ = _e4688;
                                            bool l_1856_ = (l_1839_ >= 32u);
                                            if (l_1856_) {
                                                uint l_1857_ = (l_1839_ & 31u);
                                                uint _e4693 = l_mut_439_;
                                                uint l_1858_ = (_e4693 << l_1857_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1858_;
                                            } else {
                                                bool l_1859_ = (l_1839_ > 0u);
                                                if (l_1859_) {
                                                    uint _e4698 = l_mut_439_;
                                                    uint l_1860_ = (_e4698 << l_1839_);
                                                    uint _e4700 = l_mut_428_;
                                                    uint l_1861_ = (_e4700 << l_1839_);
                                                    uint l_1862_ = (32u - l_1839_);
                                                    uint _e4704 = l_mut_439_;
                                                    uint l_1863_ = (_e4704 >> l_1862_);
                                                    uint l_1864_ = (l_1861_ | l_1863_);
                                                    l_mut_269_ = l_1860_;
                                                    l_mut_219_ = l_1864_;
                                                }
                                            }
                                            uint _e4707 = l_mut_1623_;
                                            uint _e4708 = l_mut_269_;
                                            uint l_1865_ = (_e4707 - _e4708);
                                            uint _e4710 = l_mut_1618_;
                                            uint _e4711 = l_mut_219_;
                                            uint l_1866_ = (_e4710 - _e4711);
                                            uint _e4713 = l_mut_1623_;
                                            uint _e4714 = l_mut_269_;
                                            bool l_1867_ = (_e4713 < _e4714);
                                            uint l_1868_ = uint(l_1867_);
                                            uint l_1869_ = (l_1866_ - l_1868_);
                                            l_mut_1623_ = l_1865_;
                                            l_mut_1618_ = l_1869_;
                                            uint l_1870_ = (1u << l_1839_);
                                            uint _e4720 = l_mut_275_;
                                            l_mut_275_ = (_e4720 | l_1870_);
                                        }
                                    }
                                }
                                uint _e4725 = l_mut_275_;
                                uint l_1871_ = min(_e4725, l_1832_);
                                l_mut_275_ = l_1871_;
                                uint _e4727 = l_mut_1618_;
                                uint _e4728 = l_mut_428_;
                                bool l_1872_ = (_e4727 < _e4728);
                                uint _e4730 = l_mut_1618_;
                                uint _e4731 = l_mut_428_;
                                bool l_1873_ = (_e4730 == _e4731);
                                uint _e4733 = l_mut_1623_;
                                uint _e4734 = l_mut_439_;
                                bool l_1874_ = (_e4733 < _e4734);
                                if (l_1873_) {
                                    local_129 = l_1874_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_1875_ = local_129;
                                if (!(l_1872_)) {
                                    local_130 = l_1875_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_1876_ = local_130;
                                bool l_1877_ = !(l_1876_);
                                if (l_1877_) {
                                    l_mut_275_ = l_1832_;
                                }
                                uint _e4746 = l_mut_275_;
                                l_mut_1617_ = _e4746;
                            }
                            uint _e4747 = l_mut_1617_;
                            bool l_1878_ = (_e4747 > 0u);
                            if (l_1878_) {
                                uint _e4750 = l_mut_439_;
                                uint _e4751 = l_mut_1617_;
                                uint l_1879_ = (_e4750 * _e4751);
                                uint _e4753 = l_mut_439_;
                                uint64_t l_3061_ = uint64_t(_e4753);
                                uint _e4755 = l_mut_1617_;
                                uint64_t l_3062_ = uint64_t(_e4755);
                                uint64_t l_3063_ = (l_3061_ * l_3062_);
                                uint64_t l_3064_ = (l_3063_ >> uint(32uL));
                                uint l_1880_ = uint(l_3064_);
                                uint _e4764 = l_mut_428_;
                                uint _e4765 = l_mut_1617_;
                                uint l_1881_ = (_e4764 * _e4765);
                                uint l_1882_ = (l_1880_ + l_1881_);
                                uint _e4768 = l_mut_441_;
                                uint l_1883_ = (_e4768 - l_1879_);
                                uint _e4770 = l_mut_440_;
                                uint l_1884_ = (_e4770 - l_1882_);
                                uint _e4772 = l_mut_441_;
                                bool l_1885_ = (_e4772 < l_1879_);
                                uint l_1886_ = uint(l_1885_);
                                uint l_1887_ = (l_1884_ - l_1886_);
                                l_mut_441_ = l_1883_;
                                l_mut_440_ = l_1887_;
                                uint _e4776 = l_mut_1617_;
                                uint _e4777 = l_mut_388_;
                                uint l_1888_ = (_e4776 * _e4777);
                                uint _e4779 = l_mut_382_;
                                l_mut_382_ = (_e4779 + l_1888_);
                            } else {
                                uint _e4781 = l_mut_388_;
                                uint l_1889_ = (l_1008_ - _e4781);
                                uint _e4783 = l_mut_382_;
                                uint l_1890_ = naga_div(l_1889_, _e4783);
                                l_mut_1623_ = 0u;
                                l_mut_350_ = false;
                                uint _e4787 = l_mut_441_;
                                uint _e4788 = l_mut_440_;
                                uint l_1891_ = (_e4787 | _e4788);
                                bool l_1892_ = (l_1891_ == 0u);
                                if (l_1892_) {
                                    l_mut_1623_ = l_1890_;
                                } else {
                                    bool _e4792 = l_mut_350_;
                                    if (_e4792) {
                                        uint _e4793 = l_mut_440_;
                                        uint _e4794 = l_mut_428_;
                                        bool l_1893_ = (_e4793 < _e4794);
                                        uint _e4796 = l_mut_440_;
                                        uint _e4797 = l_mut_428_;
                                        bool l_1894_ = (_e4796 == _e4797);
                                        uint _e4799 = l_mut_441_;
                                        uint _e4800 = l_mut_439_;
                                        bool l_1895_ = (_e4799 < _e4800);
                                        if (l_1894_) {
                                            local_131 = l_1895_;
                                        } else {
                                            local_131 = false;
                                        }
                                        bool l_1896_ = local_131;
                                        if (!(l_1893_)) {
                                            local_132 = l_1896_;
                                        } else {
                                            local_132 = true;
                                        }
                                        bool l_1897_ = local_132;
                                        if (l_1897_) {
                                            uint _e4811 = l_mut_439_;
                                            uint l_1898_ = (_e4811 - 1u);
                                            uint _e4814 = l_mut_428_;
                                            uint l_1899_ = (_e4814 - 0u);
                                            uint _e4817 = l_mut_439_;
                                            bool l_1900_ = (_e4817 < 1u);
                                            uint l_1901_ = uint(l_1900_);
                                            uint l_1902_ = (l_1899_ - l_1901_);
                                            l_mut_1618_ = l_1898_;
                                            l_mut_1617_ = l_1902_;
                                            l_mut_275_ = 0u;
                                            l_mut_1903_ = 0u;
                                            uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_10 = true;
                                            while(true) {
                                                if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                                loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                                if (!loop_init_10) {
                                                    uint _e4910 = l_mut_1903_;
                                                    l_mut_1903_ = (_e4910 + 1u);
                                                }
                                                loop_init_10 = false;
                                                uint _e4825 = l_mut_1903_;
                                                if ((_e4825 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4829 = l_mut_1903_;
                                                    uint l_1904_ = (19u - _e4829);
                                                    uint _e4831 = l_mut_1618_;
                                                    l_mut_269_ = _e4831;
                                                    uint _e4832 = l_mut_1617_;
                                                    l_mut_219_ = _e4832;
                                                    bool l_1905_ = (l_1904_ >= 32u);
                                                    if (l_1905_) {
                                                        uint l_1906_ = (l_1904_ & 31u);
                                                        uint _e4837 = l_mut_1617_;
                                                        uint l_1907_ = (_e4837 >> l_1906_);
                                                        l_mut_269_ = l_1907_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1908_ = (l_1904_ > 0u);
                                                        if (l_1908_) {
                                                            uint _e4842 = l_mut_1618_;
                                                            l_mut_213_ = _e4842;
                                                            bool l_1909_ = (l_1904_ > 0u);
                                                            if (l_1909_) {
                                                                uint _e4845 = l_mut_1618_;
                                                                uint l_1910_ = (_e4845 >> l_1904_);
                                                                uint l_1911_ = (32u - l_1904_);
                                                                uint _e4849 = l_mut_1617_;
                                                                uint l_1912_ = (_e4849 << l_1911_);
                                                                uint l_1913_ = (l_1910_ | l_1912_);
                                                                l_mut_213_ = l_1913_;
                                                            }
                                                            uint _e4852 = l_mut_1617_;
                                                            uint l_1914_ = (_e4852 >> l_1904_);
                                                            uint _e4854 = l_mut_213_;
                                                            l_mut_269_ = _e4854;
                                                            l_mut_219_ = l_1914_;
                                                        }
                                                    }
                                                    uint _e4855 = l_mut_219_;
                                                    uint _e4856 = l_mut_440_;
                                                    bool l_1915_ = (_e4855 < _e4856);
                                                    uint _e4858 = l_mut_219_;
                                                    uint _e4859 = l_mut_440_;
                                                    bool l_1916_ = (_e4858 == _e4859);
                                                    uint _e4861 = l_mut_269_;
                                                    uint _e4862 = l_mut_441_;
                                                    bool l_1917_ = (_e4861 < _e4862);
                                                    if (l_1916_) {
                                                        local_133 = l_1917_;
                                                    } else {
                                                        local_133 = false;
                                                    }
                                                    bool l_1918_ = local_133;
                                                    if (!(l_1915_)) {
                                                        local_134 = l_1918_;
                                                    } else {
                                                        local_134 = true;
                                                    }
                                                    bool l_1919_ = local_134;
                                                    bool l_1920_ = !(l_1919_);
                                                    if (l_1920_) {
                                                        uint _e4874 = l_mut_441_;
                                                        l_mut_269_ = _e4874;
                                                        uint _e4875 = l_mut_440_;
                                                        l_mut_219_ = _e4875;
                                                        bool l_1921_ = (l_1904_ >= 32u);
                                                        if (l_1921_) {
                                                            uint l_1922_ = (l_1904_ & 31u);
                                                            uint _e4880 = l_mut_441_;
                                                            uint l_1923_ = (_e4880 << l_1922_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_1923_;
                                                        } else {
                                                            bool l_1924_ = (l_1904_ > 0u);
                                                            if (l_1924_) {
                                                                uint _e4885 = l_mut_441_;
                                                                uint l_1925_ = (_e4885 << l_1904_);
                                                                uint _e4887 = l_mut_440_;
                                                                uint l_1926_ = (_e4887 << l_1904_);
                                                                uint l_1927_ = (32u - l_1904_);
                                                                uint _e4891 = l_mut_441_;
                                                                uint l_1928_ = (_e4891 >> l_1927_);
                                                                uint l_1929_ = (l_1926_ | l_1928_);
                                                                l_mut_269_ = l_1925_;
                                                                l_mut_219_ = l_1929_;
                                                            }
                                                        }
                                                        uint _e4894 = l_mut_1618_;
                                                        uint _e4895 = l_mut_269_;
                                                        uint l_1930_ = (_e4894 - _e4895);
                                                        uint _e4897 = l_mut_1617_;
                                                        uint _e4898 = l_mut_219_;
                                                        uint l_1931_ = (_e4897 - _e4898);
                                                        uint _e4900 = l_mut_1618_;
                                                        uint _e4901 = l_mut_269_;
                                                        bool l_1932_ = (_e4900 < _e4901);
                                                        uint l_1933_ = uint(l_1932_);
                                                        uint l_1934_ = (l_1931_ - l_1933_);
                                                        l_mut_1618_ = l_1930_;
                                                        l_mut_1617_ = l_1934_;
                                                        uint l_1935_ = (1u << l_1904_);
                                                        uint _e4907 = l_mut_275_;
                                                        l_mut_275_ = (_e4907 | l_1935_);
                                                    }
                                                }
                                            }
                                            uint _e4912 = l_mut_275_;
                                            uint l_1936_ = min(_e4912, l_1890_);
                                            l_mut_275_ = l_1936_;
                                            uint _e4914 = l_mut_1617_;
                                            uint _e4915 = l_mut_440_;
                                            bool l_1937_ = (_e4914 < _e4915);
                                            uint _e4917 = l_mut_1617_;
                                            uint _e4918 = l_mut_440_;
                                            bool l_1938_ = (_e4917 == _e4918);
                                            uint _e4920 = l_mut_1618_;
                                            uint _e4921 = l_mut_441_;
                                            bool l_1939_ = (_e4920 < _e4921);
                                            if (l_1938_) {
                                                local_135 = l_1939_;
                                            } else {
                                                local_135 = false;
                                            }
                                            bool l_1940_ = local_135;
                                            if (!(l_1937_)) {
                                                local_136 = l_1940_;
                                            } else {
                                                local_136 = true;
                                            }
                                            bool l_1941_ = local_136;
                                            bool l_1942_ = !(l_1941_);
                                            if (l_1942_) {
                                                l_mut_275_ = l_1890_;
                                            }
                                            uint _e4933 = l_mut_275_;
                                            l_mut_1623_ = _e4933;
                                        }
                                    } else {
                                        uint _e4934 = l_mut_439_;
                                        l_mut_1618_ = _e4934;
                                        uint _e4935 = l_mut_428_;
                                        l_mut_1617_ = _e4935;
                                        uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                            loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                            uint _e4936 = l_mut_440_;
                                            uint _e4937 = l_mut_1617_;
                                            bool l_1943_ = (_e4936 < _e4937);
                                            uint _e4939 = l_mut_440_;
                                            uint _e4940 = l_mut_1617_;
                                            bool l_1944_ = (_e4939 == _e4940);
                                            uint _e4942 = l_mut_441_;
                                            uint _e4943 = l_mut_1618_;
                                            bool l_1945_ = (_e4942 < _e4943);
                                            if (l_1944_) {
                                                local_137 = l_1945_;
                                            } else {
                                                local_137 = false;
                                            }
                                            bool l_1946_ = local_137;
                                            if (!(l_1943_)) {
                                                local_138 = l_1946_;
                                            } else {
                                                local_138 = true;
                                            }
                                            bool l_1947_ = local_138;
                                            uint _e4954 = l_mut_1623_;
                                            uint _e4955 = l_mut_382_;
                                            uint l_1948_ = (_e4954 * _e4955);
                                            uint _e4957 = l_mut_388_;
                                            uint l_1949_ = (_e4957 + l_1948_);
                                            uint _e4959 = l_mut_382_;
                                            uint l_1950_ = (l_1949_ + _e4959);
                                            bool l_1951_ = (l_1950_ < l_1008_);
                                            if (l_1947_) {
                                                local_139 = l_1951_;
                                            } else {
                                                local_139 = false;
                                            }
                                            bool l_1952_ = local_139;
                                            bool l_1953_ = !(l_1952_);
                                            if (l_1953_) {
                                                break;
                                            }
                                            uint _e4967 = l_mut_1618_;
                                            uint _e4968 = l_mut_441_;
                                            uint l_1954_ = (_e4967 - _e4968);
                                            uint _e4970 = l_mut_1617_;
                                            uint _e4971 = l_mut_440_;
                                            uint l_1955_ = (_e4970 - _e4971);
                                            uint _e4973 = l_mut_1618_;
                                            uint _e4974 = l_mut_441_;
                                            bool l_1956_ = (_e4973 < _e4974);
                                            uint l_1957_ = uint(l_1956_);
                                            uint l_1958_ = (l_1955_ - l_1957_);
                                            l_mut_1618_ = l_1954_;
                                            l_mut_1617_ = l_1958_;
                                            uint _e4978 = l_mut_1623_;
                                            l_mut_1623_ = (_e4978 + 1u);
                                        }
                                    }
                                }
                                uint _e4981 = l_mut_1623_;
                                uint _e4982 = l_mut_382_;
                                uint l_1959_ = (_e4981 * _e4982);
                                uint _e4984 = l_mut_388_;
                                uint l_1960_ = (_e4984 + l_1959_);
                                uint _e4986 = l_mut_382_;
                                uint l_1961_ = (l_1960_ + _e4986);
                                bool l_1962_ = (l_1961_ >= l_1008_);
                                uint _e4989 = l_mut_441_;
                                l_mut_1618_ = _e4989;
                                uint _e4990 = l_mut_440_;
                                l_mut_1617_ = _e4990;
                                uint _e4991 = l_mut_439_;
                                l_mut_275_ = _e4991;
                                uint _e4992 = l_mut_428_;
                                l_mut_269_ = _e4992;
                                uint _e4993 = l_mut_388_;
                                l_mut_219_ = _e4993;
                                uint _e4994 = l_mut_382_;
                                l_mut_213_ = _e4994;
                                bool l_1963_ = !(l_1962_);
                                if (l_1963_) {
                                    uint _e4996 = l_mut_441_;
                                    uint _e4997 = l_mut_1623_;
                                    uint l_1964_ = (_e4996 * _e4997);
                                    uint _e4999 = l_mut_441_;
                                    uint64_t l_3066_ = uint64_t(_e4999);
                                    uint _e5001 = l_mut_1623_;
                                    uint64_t l_3067_ = uint64_t(_e5001);
                                    uint64_t l_3068_ = (l_3066_ * l_3067_);
                                    uint64_t l_3069_ = (l_3068_ >> uint(32uL));
                                    uint l_1965_ = uint(l_3069_);
                                    uint _e5010 = l_mut_440_;
                                    uint _e5011 = l_mut_1623_;
                                    uint l_1966_ = (_e5010 * _e5011);
                                    uint l_1967_ = (l_1965_ + l_1966_);
                                    uint _e5014 = l_mut_439_;
                                    uint l_1968_ = (_e5014 - l_1964_);
                                    uint _e5016 = l_mut_428_;
                                    uint l_1969_ = (_e5016 - l_1967_);
                                    uint _e5018 = l_mut_439_;
                                    bool l_1970_ = (_e5018 < l_1964_);
                                    uint l_1971_ = uint(l_1970_);
                                    uint l_1972_ = (l_1969_ - l_1971_);
                                    l_mut_275_ = l_1968_;
                                    l_mut_269_ = l_1972_;
                                    uint _e5022 = l_mut_1623_;
                                    uint _e5023 = l_mut_382_;
                                    uint l_1973_ = (_e5022 * _e5023);
                                    uint _e5025 = l_mut_388_;
                                    uint l_1974_ = (_e5025 + l_1973_);
                                    l_mut_219_ = l_1974_;
                                    uint _e5027 = l_mut_441_;
                                    uint _e5028 = l_mut_275_;
                                    uint l_1975_ = (_e5027 - _e5028);
                                    uint _e5030 = l_mut_440_;
                                    uint _e5031 = l_mut_269_;
                                    uint l_1976_ = (_e5030 - _e5031);
                                    uint _e5033 = l_mut_441_;
                                    uint _e5034 = l_mut_275_;
                                    bool l_1977_ = (_e5033 < _e5034);
                                    uint l_1978_ = uint(l_1977_);
                                    uint l_1979_ = (l_1976_ - l_1978_);
                                    l_mut_1618_ = l_1975_;
                                    l_mut_1617_ = l_1979_;
                                    uint _e5038 = l_mut_382_;
                                    uint _e5039 = l_mut_219_;
                                    uint l_1980_ = (_e5038 + _e5039);
                                    l_mut_213_ = l_1980_;
                                }
                                uint _e5041 = l_mut_1618_;
                                l_mut_441_ = _e5041;
                                uint _e5042 = l_mut_1617_;
                                l_mut_440_ = _e5042;
                                uint _e5043 = l_mut_275_;
                                l_mut_439_ = _e5043;
                                uint _e5044 = l_mut_269_;
                                l_mut_428_ = _e5044;
                                uint _e5045 = l_mut_219_;
                                l_mut_388_ = _e5045;
                                uint _e5046 = l_mut_213_;
                                l_mut_382_ = _e5046;
                                l_mut_645_ = l_1962_;
                                bool l_1981_ = !(l_1962_);
                                l_mut_628_ = l_1981_;
                            }
                        } else {
                            uint _e5048 = l_mut_421_;
                            uint l_1982_ = (_e5048 - l_1523_);
                            uint _e5050 = l_mut_394_;
                            uint l_1983_ = (_e5050 - l_1527_);
                            uint _e5052 = l_mut_421_;
                            bool l_1984_ = (_e5052 < l_1523_);
                            uint l_1985_ = uint(l_1984_);
                            uint l_1986_ = (l_1983_ - l_1985_);
                            uint _e5056 = l_mut_439_;
                            l_mut_1623_ = _e5056;
                            uint _e5057 = l_mut_428_;
                            l_mut_1618_ = _e5057;
                            uint _e5058 = l_mut_428_;
                            bool l_1987_ = (l_1986_ < _e5058);
                            uint _e5060 = l_mut_428_;
                            bool l_1988_ = (l_1986_ == _e5060);
                            uint _e5062 = l_mut_439_;
                            bool l_1989_ = (l_1982_ < _e5062);
                            if (l_1988_) {
                                local_140 = l_1989_;
                            } else {
                                local_140 = false;
                            }
                            bool l_1990_ = local_140;
                            if (!(l_1987_)) {
                                local_141 = l_1990_;
                            } else {
                                local_141 = true;
                            }
                            bool l_1991_ = local_141;
                            if (l_1991_) {
                                l_mut_1623_ = l_1982_;
                                l_mut_1618_ = l_1986_;
                            }
                            l_mut_350_ = false;
                            l_mut_1617_ = 0u;
                            uint _e5075 = l_mut_441_;
                            uint _e5076 = l_mut_440_;
                            uint l_1992_ = (_e5075 | _e5076);
                            bool l_1993_ = (l_1992_ == 0u);
                            bool l_1994_ = !(l_1993_);
                            bool _e5081 = l_mut_350_;
                            if (_e5081) {
                                local_142 = l_1994_;
                            } else {
                                local_142 = false;
                            }
                            bool l_1995_ = local_142;
                            uint _e5086 = l_mut_440_;
                            uint _e5087 = l_mut_1618_;
                            bool l_1996_ = (_e5086 < _e5087);
                            uint _e5089 = l_mut_440_;
                            uint _e5090 = l_mut_1618_;
                            bool l_1997_ = (_e5089 == _e5090);
                            uint _e5092 = l_mut_441_;
                            uint _e5093 = l_mut_1623_;
                            bool l_1998_ = (_e5092 < _e5093);
                            if (l_1997_) {
                                local_143 = l_1998_;
                            } else {
                                local_143 = false;
                            }
                            bool l_1999_ = local_143;
                            if (!(l_1996_)) {
                                local_144 = l_1999_;
                            } else {
                                local_144 = true;
                            }
                            bool l_2000_ = local_144;
                            if (l_1995_) {
                                local_145 = l_2000_;
                            } else {
                                local_145 = false;
                            }
                            bool l_2001_ = local_145;
                            uint _e5108 = l_mut_382_;
                            uint _e5109 = l_mut_388_;
                            uint l_2002_ = (_e5108 + _e5109);
                            bool l_2003_ = (l_2002_ < l_1008_);
                            if (l_2001_) {
                                local_146 = l_2003_;
                            } else {
                                local_146 = false;
                            }
                            bool l_2004_ = local_146;
                            if (l_2004_) {
                                uint _e5116 = l_mut_382_;
                                uint l_2005_ = (l_1008_ - _e5116);
                                uint _e5118 = l_mut_388_;
                                uint l_2006_ = (l_2005_ - _e5118);
                                uint _e5120 = l_mut_382_;
                                uint l_2007_ = naga_div(l_2006_, _e5120);
                                uint _e5122 = l_mut_1623_;
                                uint l_2008_ = (_e5122 - 1u);
                                uint _e5125 = l_mut_1618_;
                                uint l_2009_ = (_e5125 - 0u);
                                uint _e5128 = l_mut_1623_;
                                bool l_2010_ = (_e5128 < 1u);
                                uint l_2011_ = uint(l_2010_);
                                uint l_2012_ = (l_2009_ - l_2011_);
                                l_mut_1623_ = l_2008_;
                                l_mut_1618_ = l_2012_;
                                l_mut_275_ = 0u;
                                l_mut_2013_ = 0u;
                                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                                bool loop_init_11 = true;
                                while(true) {
                                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                                    if (!loop_init_11) {
                                        uint _e5221 = l_mut_2013_;
                                        l_mut_2013_ = (_e5221 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5136 = l_mut_2013_;
                                    if ((_e5136 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5140 = l_mut_2013_;
                                        uint l_2014_ = (19u - _e5140);
                                        uint _e5142 = l_mut_1623_;
                                        l_mut_269_ = _e5142;
                                        uint _e5143 = l_mut_1618_;
                                        l_mut_219_ = _e5143;
                                        bool l_2015_ = (l_2014_ >= 32u);
                                        if (l_2015_) {
                                            uint l_2016_ = (l_2014_ & 31u);
                                            uint _e5148 = l_mut_1618_;
                                            uint l_2017_ = (_e5148 >> l_2016_);
                                            l_mut_269_ = l_2017_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_2018_ = (l_2014_ > 0u);
                                            if (l_2018_) {
                                                uint _e5153 = l_mut_1623_;
                                                l_mut_213_ = _e5153;
                                                bool l_2019_ = (l_2014_ > 0u);
                                                if (l_2019_) {
                                                    uint _e5156 = l_mut_1623_;
                                                    uint l_2020_ = (_e5156 >> l_2014_);
                                                    uint l_2021_ = (32u - l_2014_);
                                                    uint _e5160 = l_mut_1618_;
                                                    uint l_2022_ = (_e5160 << l_2021_);
                                                    uint l_2023_ = (l_2020_ | l_2022_);
                                                    l_mut_213_ = l_2023_;
                                                }
                                                uint _e5163 = l_mut_1618_;
                                                uint l_2024_ = (_e5163 >> l_2014_);
                                                uint _e5165 = l_mut_213_;
                                                l_mut_269_ = _e5165;
                                                l_mut_219_ = l_2024_;
                                            }
                                        }
                                        uint _e5166 = l_mut_219_;
                                        uint _e5167 = l_mut_440_;
                                        bool l_2025_ = (_e5166 < _e5167);
                                        uint _e5169 = l_mut_219_;
                                        uint _e5170 = l_mut_440_;
                                        bool l_2026_ = (_e5169 == _e5170);
                                        uint _e5172 = l_mut_269_;
                                        uint _e5173 = l_mut_441_;
                                        bool l_2027_ = (_e5172 < _e5173);
                                        if (l_2026_) {
                                            local_147 = l_2027_;
                                        } else {
                                            local_147 = false;
                                        }
                                        bool l_2028_ = local_147;
                                        if (!(l_2025_)) {
                                            local_148 = l_2028_;
                                        } else {
                                            local_148 = true;
                                        }
                                        bool l_2029_ = local_148;
                                        bool l_2030_ = !(l_2029_);
                                        if (l_2030_) {
                                            uint _e5185 = l_mut_441_;
                                            l_mut_269_ = _e5185;
                                            uint _e5186 = l_mut_440_;
                                            l_mut_219_ = _e5186;
                                            bool l_2031_ = (l_2014_ >= 32u);
                                            if (l_2031_) {
                                                uint l_2032_ = (l_2014_ & 31u);
                                                uint _e5191 = l_mut_441_;
                                                uint l_2033_ = (_e5191 << l_2032_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_2033_;
                                            } else {
                                                bool l_2034_ = (l_2014_ > 0u);
                                                if (l_2034_) {
                                                    uint _e5196 = l_mut_441_;
                                                    uint l_2035_ = (_e5196 << l_2014_);
                                                    uint _e5198 = l_mut_440_;
                                                    uint l_2036_ = (_e5198 << l_2014_);
                                                    uint l_2037_ = (32u - l_2014_);
                                                    uint _e5202 = l_mut_441_;
                                                    uint l_2038_ = (_e5202 >> l_2037_);
                                                    uint l_2039_ = (l_2036_ | l_2038_);
                                                    l_mut_269_ = l_2035_;
                                                    l_mut_219_ = l_2039_;
                                                }
                                            }
                                            uint _e5205 = l_mut_1623_;
                                            uint _e5206 = l_mut_269_;
                                            uint l_2040_ = (_e5205 - _e5206);
                                            uint _e5208 = l_mut_1618_;
                                            uint _e5209 = l_mut_219_;
                                            uint l_2041_ = (_e5208 - _e5209);
                                            uint _e5211 = l_mut_1623_;
                                            uint _e5212 = l_mut_269_;
                                            bool l_2042_ = (_e5211 < _e5212);
                                            uint l_2043_ = uint(l_2042_);
                                            uint l_2044_ = (l_2041_ - l_2043_);
                                            l_mut_1623_ = l_2040_;
                                            l_mut_1618_ = l_2044_;
                                            uint l_2045_ = (1u << l_2014_);
                                            uint _e5218 = l_mut_275_;
                                            l_mut_275_ = (_e5218 | l_2045_);
                                        }
                                    }
                                }
                                uint _e5223 = l_mut_275_;
                                uint l_2046_ = min(_e5223, l_2007_);
                                l_mut_275_ = l_2046_;
                                uint _e5225 = l_mut_1618_;
                                uint _e5226 = l_mut_440_;
                                bool l_2047_ = (_e5225 < _e5226);
                                uint _e5228 = l_mut_1618_;
                                uint _e5229 = l_mut_440_;
                                bool l_2048_ = (_e5228 == _e5229);
                                uint _e5231 = l_mut_1623_;
                                uint _e5232 = l_mut_441_;
                                bool l_2049_ = (_e5231 < _e5232);
                                if (l_2048_) {
                                    local_149 = l_2049_;
                                } else {
                                    local_149 = false;
                                }
                                bool l_2050_ = local_149;
                                if (!(l_2047_)) {
                                    local_150 = l_2050_;
                                } else {
                                    local_150 = true;
                                }
                                bool l_2051_ = local_150;
                                bool l_2052_ = !(l_2051_);
                                if (l_2052_) {
                                    l_mut_275_ = l_2007_;
                                }
                                uint _e5244 = l_mut_275_;
                                l_mut_1617_ = _e5244;
                            }
                            uint _e5245 = l_mut_1617_;
                            bool l_2053_ = (_e5245 > 0u);
                            if (l_2053_) {
                                uint _e5248 = l_mut_441_;
                                uint _e5249 = l_mut_1617_;
                                uint l_2054_ = (_e5248 * _e5249);
                                uint _e5251 = l_mut_441_;
                                uint64_t l_3071_ = uint64_t(_e5251);
                                uint _e5253 = l_mut_1617_;
                                uint64_t l_3072_ = uint64_t(_e5253);
                                uint64_t l_3073_ = (l_3071_ * l_3072_);
                                uint64_t l_3074_ = (l_3073_ >> uint(32uL));
                                uint l_2055_ = uint(l_3074_);
                                uint _e5262 = l_mut_440_;
                                uint _e5263 = l_mut_1617_;
                                uint l_2056_ = (_e5262 * _e5263);
                                uint l_2057_ = (l_2055_ + l_2056_);
                                uint _e5266 = l_mut_421_;
                                uint l_2058_ = (_e5266 - l_2054_);
                                uint _e5268 = l_mut_394_;
                                uint l_2059_ = (_e5268 - l_2057_);
                                uint _e5270 = l_mut_421_;
                                bool l_2060_ = (_e5270 < l_2054_);
                                uint l_2061_ = uint(l_2060_);
                                uint l_2062_ = (l_2059_ - l_2061_);
                                l_mut_421_ = l_2058_;
                                l_mut_394_ = l_2062_;
                                uint _e5274 = l_mut_439_;
                                uint l_2063_ = (_e5274 - l_2054_);
                                uint _e5276 = l_mut_428_;
                                uint l_2064_ = (_e5276 - l_2057_);
                                uint _e5278 = l_mut_439_;
                                bool l_2065_ = (_e5278 < l_2054_);
                                uint l_2066_ = uint(l_2065_);
                                uint l_2067_ = (l_2064_ - l_2066_);
                                l_mut_439_ = l_2063_;
                                l_mut_428_ = l_2067_;
                                uint _e5282 = l_mut_1617_;
                                uint _e5283 = l_mut_382_;
                                uint l_2068_ = (_e5282 * _e5283);
                                uint _e5285 = l_mut_388_;
                                l_mut_388_ = (_e5285 + l_2068_);
                            } else {
                                uint _e5287 = l_mut_421_;
                                uint _e5288 = l_mut_441_;
                                uint l_2069_ = (_e5287 - _e5288);
                                uint _e5290 = l_mut_394_;
                                uint _e5291 = l_mut_440_;
                                uint l_2070_ = (_e5290 - _e5291);
                                uint _e5293 = l_mut_421_;
                                uint _e5294 = l_mut_441_;
                                bool l_2071_ = (_e5293 < _e5294);
                                uint l_2072_ = uint(l_2071_);
                                uint l_2073_ = (l_2070_ - l_2072_);
                                l_mut_421_ = l_2069_;
                                l_mut_394_ = l_2073_;
                                uint _e5298 = l_mut_394_;
                                bool l_2074_ = (_e5298 < l_1527_);
                                uint _e5300 = l_mut_394_;
                                bool l_2075_ = (_e5300 == l_1527_);
                                uint _e5302 = l_mut_421_;
                                bool l_2076_ = (_e5302 < l_1523_);
                                if (l_2075_) {
                                    local_151 = l_2076_;
                                } else {
                                    local_151 = false;
                                }
                                bool l_2077_ = local_151;
                                if (!(l_2074_)) {
                                    local_152 = l_2077_;
                                } else {
                                    local_152 = true;
                                }
                                bool l_2078_ = local_152;
                                if (l_2078_) {
                                    l_mut_628_ = false;
                                } else {
                                    uint _e5314 = l_mut_382_;
                                    uint l_2079_ = (l_1008_ - _e5314);
                                    uint _e5316 = l_mut_388_;
                                    uint l_2080_ = naga_div(l_2079_, _e5316);
                                    l_mut_1623_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e5320 = l_mut_439_;
                                    uint _e5321 = l_mut_428_;
                                    uint l_2081_ = (_e5320 | _e5321);
                                    bool l_2082_ = (l_2081_ == 0u);
                                    if (l_2082_) {
                                        l_mut_1623_ = l_2080_;
                                    } else {
                                        bool _e5325 = l_mut_350_;
                                        if (_e5325) {
                                            uint _e5326 = l_mut_428_;
                                            uint _e5327 = l_mut_440_;
                                            bool l_2083_ = (_e5326 < _e5327);
                                            uint _e5329 = l_mut_428_;
                                            uint _e5330 = l_mut_440_;
                                            bool l_2084_ = (_e5329 == _e5330);
                                            uint _e5332 = l_mut_439_;
                                            uint _e5333 = l_mut_441_;
                                            bool l_2085_ = (_e5332 < _e5333);
                                            if (l_2084_) {
                                                local_153 = l_2085_;
                                            } else {
                                                local_153 = false;
                                            }
                                            bool l_2086_ = local_153;
                                            if (!(l_2083_)) {
                                                local_154 = l_2086_;
                                            } else {
                                                local_154 = true;
                                            }
                                            bool l_2087_ = local_154;
                                            if (l_2087_) {
                                                uint _e5344 = l_mut_441_;
                                                uint l_2088_ = (_e5344 - 1u);
                                                uint _e5347 = l_mut_440_;
                                                uint l_2089_ = (_e5347 - 0u);
                                                uint _e5350 = l_mut_441_;
                                                bool l_2090_ = (_e5350 < 1u);
                                                uint l_2091_ = uint(l_2090_);
                                                uint l_2092_ = (l_2089_ - l_2091_);
                                                l_mut_1618_ = l_2088_;
                                                l_mut_1617_ = l_2092_;
                                                l_mut_275_ = 0u;
                                                l_mut_2093_ = 0u;
                                                uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                                    loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                                    if (!loop_init_12) {
                                                        uint _e5443 = l_mut_2093_;
                                                        l_mut_2093_ = (_e5443 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5358 = l_mut_2093_;
                                                    if ((_e5358 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5362 = l_mut_2093_;
                                                        uint l_2094_ = (19u - _e5362);
                                                        uint _e5364 = l_mut_1618_;
                                                        l_mut_269_ = _e5364;
                                                        uint _e5365 = l_mut_1617_;
                                                        l_mut_219_ = _e5365;
                                                        bool l_2095_ = (l_2094_ >= 32u);
                                                        if (l_2095_) {
                                                            uint l_2096_ = (l_2094_ & 31u);
                                                            uint _e5370 = l_mut_1617_;
                                                            uint l_2097_ = (_e5370 >> l_2096_);
                                                            l_mut_269_ = l_2097_;
                                                            l_mut_219_ = 0u;
                                                        } else {
                                                            bool l_2098_ = (l_2094_ > 0u);
                                                            if (l_2098_) {
                                                                uint _e5375 = l_mut_1618_;
                                                                l_mut_213_ = _e5375;
                                                                bool l_2099_ = (l_2094_ > 0u);
                                                                if (l_2099_) {
                                                                    uint _e5378 = l_mut_1618_;
                                                                    uint l_2100_ = (_e5378 >> l_2094_);
                                                                    uint l_2101_ = (32u - l_2094_);
                                                                    uint _e5382 = l_mut_1617_;
                                                                    uint l_2102_ = (_e5382 << l_2101_);
                                                                    uint l_2103_ = (l_2100_ | l_2102_);
                                                                    l_mut_213_ = l_2103_;
                                                                }
                                                                uint _e5385 = l_mut_1617_;
                                                                uint l_2104_ = (_e5385 >> l_2094_);
                                                                uint _e5387 = l_mut_213_;
                                                                l_mut_269_ = _e5387;
                                                                l_mut_219_ = l_2104_;
                                                            }
                                                        }
                                                        uint _e5388 = l_mut_219_;
                                                        uint _e5389 = l_mut_428_;
                                                        bool l_2105_ = (_e5388 < _e5389);
                                                        uint _e5391 = l_mut_219_;
                                                        uint _e5392 = l_mut_428_;
                                                        bool l_2106_ = (_e5391 == _e5392);
                                                        uint _e5394 = l_mut_269_;
                                                        uint _e5395 = l_mut_439_;
                                                        bool l_2107_ = (_e5394 < _e5395);
                                                        if (l_2106_) {
                                                            local_155 = l_2107_;
                                                        } else {
                                                            local_155 = false;
                                                        }
                                                        bool l_2108_ = local_155;
                                                        if (!(l_2105_)) {
                                                            local_156 = l_2108_;
                                                        } else {
                                                            local_156 = true;
                                                        }
                                                        bool l_2109_ = local_156;
                                                        bool l_2110_ = !(l_2109_);
                                                        if (l_2110_) {
                                                            uint _e5407 = l_mut_439_;
                                                            l_mut_269_ = _e5407;
                                                            uint _e5408 = l_mut_428_;
                                                            l_mut_219_ = _e5408;
                                                            bool l_2111_ = (l_2094_ >= 32u);
                                                            if (l_2111_) {
                                                                uint l_2112_ = (l_2094_ & 31u);
                                                                uint _e5413 = l_mut_439_;
                                                                uint l_2113_ = (_e5413 << l_2112_);
                                                                l_mut_269_ = 0u;
                                                                l_mut_219_ = l_2113_;
                                                            } else {
                                                                bool l_2114_ = (l_2094_ > 0u);
                                                                if (l_2114_) {
                                                                    uint _e5418 = l_mut_439_;
                                                                    uint l_2115_ = (_e5418 << l_2094_);
                                                                    uint _e5420 = l_mut_428_;
                                                                    uint l_2116_ = (_e5420 << l_2094_);
                                                                    uint l_2117_ = (32u - l_2094_);
                                                                    uint _e5424 = l_mut_439_;
                                                                    uint l_2118_ = (_e5424 >> l_2117_);
                                                                    uint l_2119_ = (l_2116_ | l_2118_);
                                                                    l_mut_269_ = l_2115_;
                                                                    l_mut_219_ = l_2119_;
                                                                }
                                                            }
                                                            uint _e5427 = l_mut_1618_;
                                                            uint _e5428 = l_mut_269_;
                                                            uint l_2120_ = (_e5427 - _e5428);
                                                            uint _e5430 = l_mut_1617_;
                                                            uint _e5431 = l_mut_219_;
                                                            uint l_2121_ = (_e5430 - _e5431);
                                                            uint _e5433 = l_mut_1618_;
                                                            uint _e5434 = l_mut_269_;
                                                            bool l_2122_ = (_e5433 < _e5434);
                                                            uint l_2123_ = uint(l_2122_);
                                                            uint l_2124_ = (l_2121_ - l_2123_);
                                                            l_mut_1618_ = l_2120_;
                                                            l_mut_1617_ = l_2124_;
                                                            uint l_2125_ = (1u << l_2094_);
                                                            uint _e5440 = l_mut_275_;
                                                            l_mut_275_ = (_e5440 | l_2125_);
                                                        }
                                                    }
                                                }
                                                uint _e5445 = l_mut_275_;
                                                uint l_2126_ = min(_e5445, l_2080_);
                                                l_mut_275_ = l_2126_;
                                                uint _e5447 = l_mut_1617_;
                                                uint _e5448 = l_mut_428_;
                                                bool l_2127_ = (_e5447 < _e5448);
                                                uint _e5450 = l_mut_1617_;
                                                uint _e5451 = l_mut_428_;
                                                bool l_2128_ = (_e5450 == _e5451);
                                                uint _e5453 = l_mut_1618_;
                                                uint _e5454 = l_mut_439_;
                                                bool l_2129_ = (_e5453 < _e5454);
                                                if (l_2128_) {
                                                    local_157 = l_2129_;
                                                } else {
                                                    local_157 = false;
                                                }
                                                bool l_2130_ = local_157;
                                                if (!(l_2127_)) {
                                                    local_158 = l_2130_;
                                                } else {
                                                    local_158 = true;
                                                }
                                                bool l_2131_ = local_158;
                                                bool l_2132_ = !(l_2131_);
                                                if (l_2132_) {
                                                    l_mut_275_ = l_2080_;
                                                }
                                                uint _e5466 = l_mut_275_;
                                                l_mut_1623_ = _e5466;
                                            }
                                        } else {
                                            uint _e5467 = l_mut_441_;
                                            l_mut_1618_ = _e5467;
                                            uint _e5468 = l_mut_440_;
                                            l_mut_1617_ = _e5468;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5469 = l_mut_428_;
                                                uint _e5470 = l_mut_1617_;
                                                bool l_2133_ = (_e5469 < _e5470);
                                                uint _e5472 = l_mut_428_;
                                                uint _e5473 = l_mut_1617_;
                                                bool l_2134_ = (_e5472 == _e5473);
                                                uint _e5475 = l_mut_439_;
                                                uint _e5476 = l_mut_1618_;
                                                bool l_2135_ = (_e5475 < _e5476);
                                                if (l_2134_) {
                                                    local_159 = l_2135_;
                                                } else {
                                                    local_159 = false;
                                                }
                                                bool l_2136_ = local_159;
                                                if (!(l_2133_)) {
                                                    local_160 = l_2136_;
                                                } else {
                                                    local_160 = true;
                                                }
                                                bool l_2137_ = local_160;
                                                uint _e5487 = l_mut_1623_;
                                                uint _e5488 = l_mut_388_;
                                                uint l_2138_ = (_e5487 * _e5488);
                                                uint _e5490 = l_mut_382_;
                                                uint l_2139_ = (_e5490 + l_2138_);
                                                uint _e5492 = l_mut_388_;
                                                uint l_2140_ = (l_2139_ + _e5492);
                                                bool l_2141_ = (l_2140_ < l_1008_);
                                                if (l_2137_) {
                                                    local_161 = l_2141_;
                                                } else {
                                                    local_161 = false;
                                                }
                                                bool l_2142_ = local_161;
                                                bool l_2143_ = !(l_2142_);
                                                if (l_2143_) {
                                                    break;
                                                }
                                                uint _e5500 = l_mut_1618_;
                                                uint _e5501 = l_mut_439_;
                                                uint l_2144_ = (_e5500 - _e5501);
                                                uint _e5503 = l_mut_1617_;
                                                uint _e5504 = l_mut_428_;
                                                uint l_2145_ = (_e5503 - _e5504);
                                                uint _e5506 = l_mut_1618_;
                                                uint _e5507 = l_mut_439_;
                                                bool l_2146_ = (_e5506 < _e5507);
                                                uint l_2147_ = uint(l_2146_);
                                                uint l_2148_ = (l_2145_ - l_2147_);
                                                l_mut_1618_ = l_2144_;
                                                l_mut_1617_ = l_2148_;
                                                uint _e5511 = l_mut_1623_;
                                                l_mut_1623_ = (_e5511 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5514 = l_mut_1623_;
                                    uint _e5515 = l_mut_388_;
                                    uint l_2149_ = (_e5514 * _e5515);
                                    uint _e5517 = l_mut_382_;
                                    uint l_2150_ = (_e5517 + l_2149_);
                                    uint _e5519 = l_mut_388_;
                                    uint l_2151_ = (l_2150_ + _e5519);
                                    bool l_2152_ = (l_2151_ >= l_1008_);
                                    uint _e5522 = l_mut_439_;
                                    l_mut_1618_ = _e5522;
                                    uint _e5523 = l_mut_428_;
                                    l_mut_1617_ = _e5523;
                                    uint _e5524 = l_mut_441_;
                                    l_mut_275_ = _e5524;
                                    uint _e5525 = l_mut_440_;
                                    l_mut_269_ = _e5525;
                                    uint _e5526 = l_mut_382_;
                                    l_mut_219_ = _e5526;
                                    uint _e5527 = l_mut_388_;
                                    l_mut_213_ = _e5527;
                                    bool l_2153_ = !(l_2152_);
                                    if (l_2153_) {
                                        uint _e5529 = l_mut_439_;
                                        uint _e5530 = l_mut_1623_;
                                        uint l_2154_ = (_e5529 * _e5530);
                                        uint _e5532 = l_mut_439_;
                                        uint64_t l_3076_ = uint64_t(_e5532);
                                        uint _e5534 = l_mut_1623_;
                                        uint64_t l_3077_ = uint64_t(_e5534);
                                        uint64_t l_3078_ = (l_3076_ * l_3077_);
                                        uint64_t l_3079_ = (l_3078_ >> uint(32uL));
                                        uint l_2155_ = uint(l_3079_);
                                        uint _e5543 = l_mut_428_;
                                        uint _e5544 = l_mut_1623_;
                                        uint l_2156_ = (_e5543 * _e5544);
                                        uint l_2157_ = (l_2155_ + l_2156_);
                                        uint _e5547 = l_mut_441_;
                                        uint l_2158_ = (_e5547 - l_2154_);
                                        uint _e5549 = l_mut_440_;
                                        uint l_2159_ = (_e5549 - l_2157_);
                                        uint _e5551 = l_mut_441_;
                                        bool l_2160_ = (_e5551 < l_2154_);
                                        uint l_2161_ = uint(l_2160_);
                                        uint l_2162_ = (l_2159_ - l_2161_);
                                        l_mut_275_ = l_2158_;
                                        l_mut_269_ = l_2162_;
                                        uint _e5555 = l_mut_1623_;
                                        uint _e5556 = l_mut_388_;
                                        uint l_2163_ = (_e5555 * _e5556);
                                        uint _e5558 = l_mut_382_;
                                        uint l_2164_ = (_e5558 + l_2163_);
                                        l_mut_219_ = l_2164_;
                                        uint _e5560 = l_mut_439_;
                                        uint _e5561 = l_mut_275_;
                                        uint l_2165_ = (_e5560 - _e5561);
                                        uint _e5563 = l_mut_428_;
                                        uint _e5564 = l_mut_269_;
                                        uint l_2166_ = (_e5563 - _e5564);
                                        uint _e5566 = l_mut_439_;
                                        uint _e5567 = l_mut_275_;
                                        bool l_2167_ = (_e5566 < _e5567);
                                        uint l_2168_ = uint(l_2167_);
                                        uint l_2169_ = (l_2166_ - l_2168_);
                                        l_mut_1618_ = l_2165_;
                                        l_mut_1617_ = l_2169_;
                                        uint _e5571 = l_mut_388_;
                                        uint _e5572 = l_mut_219_;
                                        uint l_2170_ = (_e5571 + _e5572);
                                        l_mut_213_ = l_2170_;
                                    }
                                    uint _e5574 = l_mut_275_;
                                    l_mut_441_ = _e5574;
                                    uint _e5575 = l_mut_269_;
                                    l_mut_440_ = _e5575;
                                    uint _e5576 = l_mut_1618_;
                                    l_mut_439_ = _e5576;
                                    uint _e5577 = l_mut_1617_;
                                    l_mut_428_ = _e5577;
                                    uint _e5578 = l_mut_213_;
                                    l_mut_388_ = _e5578;
                                    uint _e5579 = l_mut_219_;
                                    l_mut_382_ = _e5579;
                                    l_mut_645_ = l_2152_;
                                    bool l_2171_ = !(l_2152_);
                                    l_mut_628_ = l_2171_;
                                }
                            }
                        }
                    }
                    bool _e5581 = l_mut_645_;
                    bool l_2172_ = !(_e5581);
                    if (l_1007_) {
                        local_162 = l_2172_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2173_ = local_162;
                    if (l_2173_) {
                        uint _e5588 = l_mut_1005_;
                        uint l_2174_ = (1u << _e5588);
                        uint _e5590 = l_mut_450_;
                        l_mut_450_ = (_e5590 | l_2174_);
                        uint _e5592 = l_mut_445_;
                        l_mut_445_ = (_e5592 + 1u);
                        uint l_2175_ = (l_1006_ + l_1004_);
                        uint l_2176_ = min(l_2175_, l_56_);
                        l_mut_1623_ = 0u;
                        l_mut_2177_ = l_1006_;
                        uint2 loop_bound_19 = uint2(4294967295u, 4294967295u);
                        bool loop_init_13 = true;
                        while(true) {
                            if (all(loop_bound_19 == uint2(0u, 0u))) { break; }
                            loop_bound_19 -= uint2(loop_bound_19.y == 0u, 1u);
                            if (!loop_init_13) {
                                uint _e6114 = l_mut_2177_;
                                l_mut_2177_ = (_e6114 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e5599 = l_mut_2177_;
                            if ((_e5599 < l_2176_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e5601 = l_mut_2177_;
                                uint l_2178_ = (l_59_ * _e5601);
                                uint64_t l_3081_ = uint64_t(l_59_);
                                uint _e5604 = l_mut_2177_;
                                uint64_t l_3082_ = uint64_t(_e5604);
                                uint64_t l_3083_ = (l_3081_ * l_3082_);
                                uint64_t l_3084_ = (l_3083_ >> uint(32uL));
                                uint l_2179_ = uint(l_3084_);
                                uint _e5613 = l_mut_2177_;
                                uint l_2180_ = (l_62_ * _e5613);
                                uint l_2181_ = (l_2179_ + l_2180_);
                                uint l_2182_ = (l_64_ + l_2178_);
                                uint l_2183_ = (l_67_ + l_2181_);
                                bool l_2184_ = (l_2182_ < l_64_);
                                uint l_2185_ = uint(l_2184_);
                                uint l_2186_ = (l_2183_ + l_2185_);
                                l_mut_1618_ = 0u;
                                l_mut_1617_ = 0u;
                                uint _e5623 = l_mut_2177_;
                                bool l_2187_ = (_e5623 < 65536u);
                                if (l_2187_) {
                                    uint _e5626 = l_mut_2177_;
                                    uint _e5627 = l_mut_2177_;
                                    uint l_2188_ = (_e5626 * _e5627);
                                    uint l_2189_ = (l_72_ >> 31u);
                                    bool l_2190_ = (l_2189_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2190_) {
                                        uint l_2191_ = (0u - l_69_);
                                        uint l_2192_ = (0u - l_72_);
                                        bool l_2193_ = (0u < l_69_);
                                        uint l_2194_ = uint(l_2193_);
                                        uint l_2195_ = (l_2192_ - l_2194_);
                                        l_mut_441_ = l_2191_;
                                        l_mut_440_ = l_2195_;
                                    }
                                    uint _e5641 = l_mut_441_;
                                    uint l_2196_ = (_e5641 * l_2188_);
                                    uint _e5643 = l_mut_440_;
                                    uint l_2197_ = (_e5643 * l_2188_);
                                    uint _e5645 = l_mut_441_;
                                    uint64_t l_3086_ = uint64_t(_e5645);
                                    uint64_t l_3087_ = uint64_t(l_2188_);
                                    uint64_t l_3088_ = (l_3086_ * l_3087_);
                                    uint64_t l_3089_ = (l_3088_ >> uint(32uL));
                                    uint l_2198_ = uint(l_3089_);
                                    uint l_2199_ = (l_2198_ + l_2197_);
                                    uint _e5656 = l_mut_440_;
                                    uint64_t l_3091_ = uint64_t(_e5656);
                                    uint64_t l_3092_ = uint64_t(l_2188_);
                                    uint64_t l_3093_ = (l_3091_ * l_3092_);
                                    uint64_t l_3094_ = (l_3093_ >> uint(32uL));
                                    uint l_2200_ = uint(l_3094_);
                                    bool l_2201_ = (l_2199_ < l_2197_);
                                    uint l_2202_ = uint(l_2201_);
                                    uint l_2203_ = (l_2200_ + l_2202_);
                                    uint l_2204_ = naga_mod(l_9_, 32u);
                                    l_mut_439_ = l_2196_;
                                    bool l_2205_ = (l_2204_ > 0u);
                                    if (l_2205_) {
                                        uint l_2206_ = (l_2196_ >> l_2204_);
                                        uint l_2207_ = (32u - l_2204_);
                                        uint l_2208_ = (l_2199_ << l_2207_);
                                        uint l_2209_ = (l_2206_ | l_2208_);
                                        l_mut_439_ = l_2209_;
                                    }
                                    l_mut_428_ = l_2199_;
                                    bool l_2210_ = (l_2204_ > 0u);
                                    if (l_2210_) {
                                        uint l_2211_ = (l_2199_ >> l_2204_);
                                        uint l_2212_ = (32u - l_2204_);
                                        uint l_2213_ = (l_2203_ << l_2212_);
                                        uint l_2214_ = (l_2211_ | l_2213_);
                                        l_mut_428_ = l_2214_;
                                    }
                                    uint _e5685 = l_mut_439_;
                                    l_mut_421_ = _e5685;
                                    uint _e5686 = l_mut_428_;
                                    l_mut_439_ = _e5686;
                                    bool l_2215_ = (l_9_ >= 64u);
                                    if (l_2215_) {
                                        l_mut_421_ = l_2203_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_2216_ = (l_9_ >= 32u);
                                        if (l_2216_) {
                                            l_mut_428_ = l_2199_;
                                            bool l_2217_ = (l_2204_ > 0u);
                                            if (l_2217_) {
                                                uint l_2218_ = (l_2199_ >> l_2204_);
                                                uint l_2219_ = (32u - l_2204_);
                                                uint l_2220_ = (l_2203_ << l_2219_);
                                                uint l_2221_ = (l_2218_ | l_2220_);
                                                l_mut_428_ = l_2221_;
                                            }
                                            uint l_2222_ = (l_2203_ >> l_2204_);
                                            uint _e5700 = l_mut_428_;
                                            l_mut_421_ = _e5700;
                                            l_mut_439_ = l_2222_;
                                        }
                                    }
                                    uint _e5701 = l_mut_421_;
                                    l_mut_441_ = _e5701;
                                    uint _e5702 = l_mut_439_;
                                    l_mut_440_ = _e5702;
                                    if (l_2190_) {
                                        uint _e5704 = l_mut_441_;
                                        uint l_2223_ = (0u - _e5704);
                                        uint _e5707 = l_mut_440_;
                                        uint l_2224_ = (0u - _e5707);
                                        uint _e5710 = l_mut_441_;
                                        bool l_2225_ = (0u < _e5710);
                                        uint l_2226_ = uint(l_2225_);
                                        uint l_2227_ = (l_2224_ - l_2226_);
                                        l_mut_441_ = l_2223_;
                                        l_mut_440_ = l_2227_;
                                    }
                                    uint _e5714 = l_mut_441_;
                                    l_mut_1618_ = _e5714;
                                    uint _e5715 = l_mut_440_;
                                    l_mut_1617_ = _e5715;
                                } else {
                                    uint l_2228_ = (l_72_ >> 31u);
                                    bool l_2229_ = (l_2228_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2229_) {
                                        uint l_2230_ = (0u - l_69_);
                                        uint l_2231_ = (0u - l_72_);
                                        bool l_2232_ = (0u < l_69_);
                                        uint l_2233_ = uint(l_2232_);
                                        uint l_2234_ = (l_2231_ - l_2233_);
                                        l_mut_441_ = l_2230_;
                                        l_mut_440_ = l_2234_;
                                    }
                                    uint _e5728 = l_mut_441_;
                                    uint _e5729 = l_mut_2177_;
                                    uint l_2235_ = (_e5728 * _e5729);
                                    uint _e5731 = l_mut_440_;
                                    uint _e5732 = l_mut_2177_;
                                    uint l_2236_ = (_e5731 * _e5732);
                                    uint _e5734 = l_mut_441_;
                                    uint64_t l_3096_ = uint64_t(_e5734);
                                    uint _e5736 = l_mut_2177_;
                                    uint64_t l_3097_ = uint64_t(_e5736);
                                    uint64_t l_3098_ = (l_3096_ * l_3097_);
                                    uint64_t l_3099_ = (l_3098_ >> uint(32uL));
                                    uint l_2237_ = uint(l_3099_);
                                    uint l_2238_ = (l_2237_ + l_2236_);
                                    uint _e5746 = l_mut_440_;
                                    uint64_t l_3101_ = uint64_t(_e5746);
                                    uint _e5748 = l_mut_2177_;
                                    uint64_t l_3102_ = uint64_t(_e5748);
                                    uint64_t l_3103_ = (l_3101_ * l_3102_);
                                    uint64_t l_3104_ = (l_3103_ >> uint(32uL));
                                    uint l_2239_ = uint(l_3104_);
                                    bool l_2240_ = (l_2238_ < l_2236_);
                                    uint l_2241_ = uint(l_2240_);
                                    uint l_2242_ = (l_2239_ + l_2241_);
                                    l_mut_439_ = l_2235_;
                                    bool l_2244_ = (0u > 0u);
                                    if (l_2244_) {
                                        uint l_2245_ = (l_2235_ >> 0u);
                                        uint l_2246_ = (32u - 0u);
                                        uint l_2247_ = (l_2238_ << l_2246_);
                                        uint l_2248_ = (l_2245_ | l_2247_);
                                        l_mut_439_ = l_2248_;
                                    }
                                    l_mut_428_ = l_2238_;
                                    bool l_2249_ = (0u > 0u);
                                    if (l_2249_) {
                                        uint l_2250_ = (l_2238_ >> 0u);
                                        uint l_2251_ = (32u - 0u);
                                        uint l_2252_ = (l_2242_ << l_2251_);
                                        uint l_2253_ = (l_2250_ | l_2252_);
                                        l_mut_428_ = l_2253_;
                                    }
                                    uint _e5775 = l_mut_439_;
                                    l_mut_421_ = _e5775;
                                    uint _e5776 = l_mut_428_;
                                    l_mut_439_ = _e5776;
                                    if (false) {
                                        l_mut_421_ = l_2242_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_2238_;
                                            bool l_2256_ = (0u > 0u);
                                            if (l_2256_) {
                                                uint l_2257_ = (l_2238_ >> 0u);
                                                uint l_2258_ = (32u - 0u);
                                                uint l_2259_ = (l_2242_ << l_2258_);
                                                uint l_2260_ = (l_2257_ | l_2259_);
                                                l_mut_428_ = l_2260_;
                                            }
                                            uint l_2261_ = (l_2242_ >> 0u);
                                            uint _e5788 = l_mut_428_;
                                            l_mut_421_ = _e5788;
                                            l_mut_439_ = l_2261_;
                                        }
                                    }
                                    uint _e5789 = l_mut_441_;
                                    uint _e5790 = l_mut_2177_;
                                    uint l_2262_ = (_e5789 * _e5790);
                                    uint _e5792 = l_mut_440_;
                                    uint _e5793 = l_mut_2177_;
                                    uint l_2263_ = (_e5792 * _e5793);
                                    uint _e5795 = l_mut_441_;
                                    uint64_t l_3106_ = uint64_t(_e5795);
                                    uint _e5797 = l_mut_2177_;
                                    uint64_t l_3107_ = uint64_t(_e5797);
                                    uint64_t l_3108_ = (l_3106_ * l_3107_);
                                    uint64_t l_3109_ = (l_3108_ >> uint(32uL));
                                    uint l_2264_ = uint(l_3109_);
                                    uint l_2265_ = (l_2264_ + l_2263_);
                                    uint _e5807 = l_mut_440_;
                                    uint64_t l_3111_ = uint64_t(_e5807);
                                    uint _e5809 = l_mut_2177_;
                                    uint64_t l_3112_ = uint64_t(_e5809);
                                    uint64_t l_3113_ = (l_3111_ * l_3112_);
                                    uint64_t l_3114_ = (l_3113_ >> uint(32uL));
                                    uint l_2266_ = uint(l_3114_);
                                    bool l_2267_ = (l_2265_ < l_2263_);
                                    uint l_2268_ = uint(l_2267_);
                                    uint l_2269_ = (l_2266_ + l_2268_);
                                    l_mut_428_ = l_2262_;
                                    bool l_2271_ = (0u > 0u);
                                    if (l_2271_) {
                                        uint l_2272_ = (l_2262_ >> 0u);
                                        uint l_2273_ = (32u - 0u);
                                        uint l_2274_ = (l_2265_ << l_2273_);
                                        uint l_2275_ = (l_2272_ | l_2274_);
                                        l_mut_428_ = l_2275_;
                                    }
                                    l_mut_394_ = l_2265_;
                                    bool l_2276_ = (0u > 0u);
                                    if (l_2276_) {
                                        uint l_2277_ = (l_2265_ >> 0u);
                                        uint l_2278_ = (32u - 0u);
                                        uint l_2279_ = (l_2269_ << l_2278_);
                                        uint l_2280_ = (l_2277_ | l_2279_);
                                        l_mut_394_ = l_2280_;
                                    }
                                    uint _e5836 = l_mut_428_;
                                    l_mut_388_ = _e5836;
                                    uint _e5837 = l_mut_394_;
                                    l_mut_428_ = _e5837;
                                    if (true) {
                                        l_mut_388_ = l_2269_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2265_;
                                            bool l_2283_ = (0u > 0u);
                                            if (l_2283_) {
                                                uint l_2284_ = (l_2265_ >> 0u);
                                                uint l_2285_ = (32u - 0u);
                                                uint l_2286_ = (l_2269_ << l_2285_);
                                                uint l_2287_ = (l_2284_ | l_2286_);
                                                l_mut_394_ = l_2287_;
                                            }
                                            uint l_2288_ = (l_2269_ >> 0u);
                                            uint _e5849 = l_mut_394_;
                                            l_mut_388_ = _e5849;
                                            l_mut_428_ = l_2288_;
                                        }
                                    }
                                    uint _e5850 = l_mut_421_;
                                    uint _e5851 = l_mut_2177_;
                                    uint l_2289_ = (_e5850 * _e5851);
                                    uint _e5853 = l_mut_439_;
                                    uint _e5854 = l_mut_2177_;
                                    uint l_2290_ = (_e5853 * _e5854);
                                    uint _e5856 = l_mut_421_;
                                    uint64_t l_3116_ = uint64_t(_e5856);
                                    uint _e5858 = l_mut_2177_;
                                    uint64_t l_3117_ = uint64_t(_e5858);
                                    uint64_t l_3118_ = (l_3116_ * l_3117_);
                                    uint64_t l_3119_ = (l_3118_ >> uint(32uL));
                                    uint l_2291_ = uint(l_3119_);
                                    uint l_2292_ = (l_2291_ + l_2290_);
                                    uint _e5868 = l_mut_439_;
                                    uint64_t l_3121_ = uint64_t(_e5868);
                                    uint _e5870 = l_mut_2177_;
                                    uint64_t l_3122_ = uint64_t(_e5870);
                                    uint64_t l_3123_ = (l_3121_ * l_3122_);
                                    uint64_t l_3124_ = (l_3123_ >> uint(32uL));
                                    uint l_2293_ = uint(l_3124_);
                                    bool l_2294_ = (l_2292_ < l_2290_);
                                    uint l_2295_ = uint(l_2294_);
                                    uint l_2296_ = (l_2293_ + l_2295_);
                                    l_mut_441_ = l_2289_;
                                    bool l_2298_ = (0u > 0u);
                                    if (l_2298_) {
                                        uint l_2299_ = (l_2289_ >> 0u);
                                        uint l_2300_ = (32u - 0u);
                                        uint l_2301_ = (l_2292_ << l_2300_);
                                        uint l_2302_ = (l_2299_ | l_2301_);
                                        l_mut_441_ = l_2302_;
                                    }
                                    l_mut_440_ = l_2292_;
                                    bool l_2303_ = (0u > 0u);
                                    if (l_2303_) {
                                        uint l_2304_ = (l_2292_ >> 0u);
                                        uint l_2305_ = (32u - 0u);
                                        uint l_2306_ = (l_2296_ << l_2305_);
                                        uint l_2307_ = (l_2304_ | l_2306_);
                                        l_mut_440_ = l_2307_;
                                    }
                                    uint _e5897 = l_mut_441_;
                                    l_mut_394_ = _e5897;
                                    uint _e5898 = l_mut_440_;
                                    l_mut_441_ = _e5898;
                                    if (false) {
                                        l_mut_394_ = l_2296_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2292_;
                                            bool l_2310_ = (0u > 0u);
                                            if (l_2310_) {
                                                uint l_2311_ = (l_2292_ >> 0u);
                                                uint l_2312_ = (32u - 0u);
                                                uint l_2313_ = (l_2296_ << l_2312_);
                                                uint l_2314_ = (l_2311_ | l_2313_);
                                                l_mut_440_ = l_2314_;
                                            }
                                            uint l_2315_ = (l_2296_ >> 0u);
                                            uint _e5910 = l_mut_440_;
                                            l_mut_394_ = _e5910;
                                            l_mut_441_ = l_2315_;
                                        }
                                    }
                                    uint _e5911 = l_mut_421_;
                                    uint _e5912 = l_mut_2177_;
                                    uint l_2316_ = (_e5911 * _e5912);
                                    uint _e5914 = l_mut_439_;
                                    uint _e5915 = l_mut_2177_;
                                    uint l_2317_ = (_e5914 * _e5915);
                                    uint _e5917 = l_mut_421_;
                                    uint64_t l_3126_ = uint64_t(_e5917);
                                    uint _e5919 = l_mut_2177_;
                                    uint64_t l_3127_ = uint64_t(_e5919);
                                    uint64_t l_3128_ = (l_3126_ * l_3127_);
                                    uint64_t l_3129_ = (l_3128_ >> uint(32uL));
                                    uint l_2318_ = uint(l_3129_);
                                    uint l_2319_ = (l_2318_ + l_2317_);
                                    uint _e5929 = l_mut_439_;
                                    uint64_t l_3131_ = uint64_t(_e5929);
                                    uint _e5931 = l_mut_2177_;
                                    uint64_t l_3132_ = uint64_t(_e5931);
                                    uint64_t l_3133_ = (l_3131_ * l_3132_);
                                    uint64_t l_3134_ = (l_3133_ >> uint(32uL));
                                    uint l_2320_ = uint(l_3134_);
                                    bool l_2321_ = (l_2319_ < l_2317_);
                                    uint l_2322_ = uint(l_2321_);
                                    uint l_2323_ = (l_2320_ + l_2322_);
                                    l_mut_440_ = l_2316_;
                                    bool l_2325_ = (0u > 0u);
                                    if (l_2325_) {
                                        uint l_2326_ = (l_2316_ >> 0u);
                                        uint l_2327_ = (32u - 0u);
                                        uint l_2328_ = (l_2319_ << l_2327_);
                                        uint l_2329_ = (l_2326_ | l_2328_);
                                        l_mut_440_ = l_2329_;
                                    }
                                    l_mut_382_ = l_2319_;
                                    bool l_2330_ = (0u > 0u);
                                    if (l_2330_) {
                                        uint l_2331_ = (l_2319_ >> 0u);
                                        uint l_2332_ = (32u - 0u);
                                        uint l_2333_ = (l_2323_ << l_2332_);
                                        uint l_2334_ = (l_2331_ | l_2333_);
                                        l_mut_382_ = l_2334_;
                                    }
                                    uint _e5958 = l_mut_440_;
                                    l_mut_275_ = _e5958;
                                    uint _e5959 = l_mut_382_;
                                    l_mut_440_ = _e5959;
                                    if (true) {
                                        l_mut_275_ = l_2323_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2319_;
                                            bool l_2337_ = (0u > 0u);
                                            if (l_2337_) {
                                                uint l_2338_ = (l_2319_ >> 0u);
                                                uint l_2339_ = (32u - 0u);
                                                uint l_2340_ = (l_2323_ << l_2339_);
                                                uint l_2341_ = (l_2338_ | l_2340_);
                                                l_mut_382_ = l_2341_;
                                            }
                                            uint l_2342_ = (l_2323_ >> 0u);
                                            uint _e5971 = l_mut_382_;
                                            l_mut_275_ = _e5971;
                                            l_mut_440_ = l_2342_;
                                        }
                                    }
                                    uint _e5972 = l_mut_388_;
                                    uint _e5973 = l_mut_2177_;
                                    uint l_2343_ = (_e5972 * _e5973);
                                    uint _e5975 = l_mut_388_;
                                    uint64_t l_3136_ = uint64_t(_e5975);
                                    uint _e5977 = l_mut_2177_;
                                    uint64_t l_3137_ = uint64_t(_e5977);
                                    uint64_t l_3138_ = (l_3136_ * l_3137_);
                                    uint64_t l_3139_ = (l_3138_ >> uint(32uL));
                                    uint l_2344_ = uint(l_3139_);
                                    uint _e5986 = l_mut_428_;
                                    uint _e5987 = l_mut_2177_;
                                    uint l_2345_ = (_e5986 * _e5987);
                                    uint l_2346_ = (l_2344_ + l_2345_);
                                    uint _e5990 = l_mut_275_;
                                    uint l_2347_ = (_e5990 + l_2343_);
                                    uint _e5992 = l_mut_440_;
                                    uint l_2348_ = (_e5992 + l_2346_);
                                    uint _e5994 = l_mut_275_;
                                    bool l_2349_ = (l_2347_ < _e5994);
                                    uint l_2350_ = uint(l_2349_);
                                    uint l_2351_ = (l_2348_ + l_2350_);
                                    uint _e5998 = l_mut_394_;
                                    l_mut_1618_ = _e5998;
                                    uint _e5999 = l_mut_441_;
                                    l_mut_1617_ = _e5999;
                                    bool l_2352_ = (l_9_ == 64u);
                                    if (l_2352_) {
                                        l_mut_1618_ = l_2347_;
                                        l_mut_1617_ = l_2351_;
                                    } else {
                                        bool l_2353_ = (l_9_ > 0u);
                                        if (l_2353_) {
                                            uint l_2354_ = (64u - l_9_);
                                            l_mut_440_ = l_2347_;
                                            l_mut_439_ = l_2351_;
                                            bool l_2355_ = (l_2354_ >= 32u);
                                            if (l_2355_) {
                                                uint l_2356_ = (l_2354_ & 31u);
                                                uint l_2357_ = (l_2347_ << l_2356_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2357_;
                                            } else {
                                                bool l_2358_ = (l_2354_ > 0u);
                                                if (l_2358_) {
                                                    uint l_2359_ = (l_2347_ << l_2354_);
                                                    uint l_2360_ = (l_2351_ << l_2354_);
                                                    uint l_2361_ = (32u - l_2354_);
                                                    uint l_2362_ = (l_2347_ >> l_2361_);
                                                    uint l_2363_ = (l_2360_ | l_2362_);
                                                    l_mut_440_ = l_2359_;
                                                    l_mut_439_ = l_2363_;
                                                }
                                            }
                                            uint _e6020 = l_mut_394_;
                                            l_mut_428_ = _e6020;
                                            uint _e6021 = l_mut_441_;
                                            l_mut_421_ = _e6021;
                                            bool l_2364_ = (l_9_ >= 32u);
                                            if (l_2364_) {
                                                uint l_2365_ = (l_9_ & 31u);
                                                uint _e6026 = l_mut_441_;
                                                uint l_2366_ = (_e6026 >> l_2365_);
                                                l_mut_428_ = l_2366_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2367_ = (l_9_ > 0u);
                                                if (l_2367_) {
                                                    uint _e6031 = l_mut_394_;
                                                    l_mut_388_ = _e6031;
                                                    bool l_2368_ = (l_9_ > 0u);
                                                    if (l_2368_) {
                                                        uint _e6034 = l_mut_394_;
                                                        uint l_2369_ = (_e6034 >> l_9_);
                                                        uint l_2370_ = (32u - l_9_);
                                                        uint _e6038 = l_mut_441_;
                                                        uint l_2371_ = (_e6038 << l_2370_);
                                                        uint l_2372_ = (l_2369_ | l_2371_);
                                                        l_mut_388_ = l_2372_;
                                                    }
                                                    uint _e6041 = l_mut_441_;
                                                    uint l_2373_ = (_e6041 >> l_9_);
                                                    uint _e6043 = l_mut_388_;
                                                    l_mut_428_ = _e6043;
                                                    l_mut_421_ = l_2373_;
                                                }
                                            }
                                            uint _e6044 = l_mut_440_;
                                            uint _e6045 = l_mut_428_;
                                            uint l_2374_ = (_e6044 + _e6045);
                                            uint _e6047 = l_mut_439_;
                                            uint _e6048 = l_mut_421_;
                                            uint l_2375_ = (_e6047 + _e6048);
                                            uint _e6050 = l_mut_440_;
                                            bool l_2376_ = (l_2374_ < _e6050);
                                            uint l_2377_ = uint(l_2376_);
                                            uint l_2378_ = (l_2375_ + l_2377_);
                                            l_mut_1618_ = l_2374_;
                                            l_mut_1617_ = l_2378_;
                                        }
                                    }
                                    if (l_2229_) {
                                        uint _e6055 = l_mut_1618_;
                                        uint l_2379_ = (0u - _e6055);
                                        uint _e6058 = l_mut_1617_;
                                        uint l_2380_ = (0u - _e6058);
                                        uint _e6061 = l_mut_1618_;
                                        bool l_2381_ = (0u < _e6061);
                                        uint l_2382_ = uint(l_2381_);
                                        uint l_2383_ = (l_2380_ - l_2382_);
                                        l_mut_1618_ = l_2379_;
                                        l_mut_1617_ = l_2383_;
                                    }
                                }
                                uint _e6065 = l_mut_1618_;
                                uint l_2384_ = (l_2182_ + _e6065);
                                uint _e6067 = l_mut_1617_;
                                uint l_2385_ = (l_2186_ + _e6067);
                                bool l_2386_ = (l_2384_ < l_2182_);
                                uint l_2387_ = uint(l_2386_);
                                uint l_2388_ = (l_2385_ + l_2387_);
                                uint l_2389_ = (0u - l_2384_);
                                uint l_2390_ = (0u - l_2388_);
                                bool l_2391_ = (0u < l_2384_);
                                uint l_2392_ = uint(l_2391_);
                                uint l_2393_ = (l_2390_ - l_2392_);
                                l_mut_1618_ = l_2389_;
                                l_mut_1617_ = l_2393_;
                                uint _e6080 = l_mut_1617_;
                                bool l_2394_ = (l_2388_ < _e6080);
                                uint _e6082 = l_mut_1617_;
                                bool l_2395_ = (l_2388_ == _e6082);
                                uint _e6084 = l_mut_1618_;
                                bool l_2396_ = (l_2384_ < _e6084);
                                if (l_2395_) {
                                    local_163 = l_2396_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2397_ = local_163;
                                if (!(l_2394_)) {
                                    local_164 = l_2397_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2398_ = local_164;
                                if (l_2398_) {
                                    l_mut_1618_ = l_2384_;
                                    l_mut_1617_ = l_2388_;
                                }
                                uint _e6095 = l_mut_1617_;
                                bool l_2399_ = (_e6095 < l_27_);
                                uint _e6097 = l_mut_1617_;
                                bool l_2400_ = (_e6097 == l_27_);
                                uint _e6099 = l_mut_1618_;
                                bool l_2401_ = (_e6099 < l_24_);
                                if (l_2400_) {
                                    local_165 = l_2401_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2402_ = local_165;
                                if (!(l_2399_)) {
                                    local_166 = l_2402_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2403_ = local_166;
                                uint l_2404_ = uint(l_2403_);
                                uint _e6111 = l_mut_1623_;
                                l_mut_1623_ = (_e6111 + l_2404_);
                            }
                        }
                        uint _e6116 = l_mut_444_;
                        uint _e6117 = l_mut_1623_;
                        l_mut_444_ = (_e6116 + _e6117);
                    }
                }
            }
            uint _e6122 = l_mut_445_;
            bool l_2405_ = (_e6122 > 0u);
            if (l_2405_) {
                uint l_3141_ = asuint(info.Load(20+0));
                uint l_3142_ = (l_3141_ * 1u);
                uint l_3143_ = (l_3142_ - 1u);
                uint l_3144_ = min(1u, l_3143_);
                uint _e6137 = l_mut_445_;
                uint _e6138; buffer_5_global.InterlockedAdd(l_3144_*4, _e6137, _e6138);
            }
            uint _e6139 = l_mut_444_;
            bool l_2408_ = (_e6139 > 0u);
            if (l_2408_) {
                uint l_3146_ = asuint(info.Load(20+0));
                uint l_3147_ = (l_3146_ * 1u);
                uint l_3148_ = (l_3147_ - 1u);
                uint l_3149_ = min(2u, l_3148_);
                uint _e6154 = l_mut_444_;
                uint _e6155; buffer_5_global.InterlockedAdd(l_3149_*4, _e6154, _e6155);
                l_mut_1623_ = _e6155;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e6724 = l_mut_2411_;
                        l_mut_2411_ = (_e6724 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6158 = l_mut_2411_;
                    if ((_e6158 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6161 = l_mut_450_;
                        uint _e6162 = l_mut_2411_;
                        uint l_2412_ = (_e6161 >> _e6162);
                        uint l_2413_ = (l_2412_ & 1u);
                        bool l_2414_ = (l_2413_ == 1u);
                        if (l_2414_) {
                            uint _e6168 = l_mut_2411_;
                            uint l_2415_ = (_e6168 * l_1004_);
                            uint l_2416_ = (l_2415_ + l_1004_);
                            uint l_2417_ = min(l_2416_, l_56_);
                            uint _e6172 = l_mut_1623_;
                            l_mut_1618_ = _e6172;
                            l_mut_2418_ = l_2415_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e6720 = l_mut_2418_;
                                    l_mut_2418_ = (_e6720 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6174 = l_mut_2418_;
                                if ((_e6174 < l_2417_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6176 = l_mut_2418_;
                                    uint l_2419_ = (l_59_ * _e6176);
                                    uint64_t l_3151_ = uint64_t(l_59_);
                                    uint _e6179 = l_mut_2418_;
                                    uint64_t l_3152_ = uint64_t(_e6179);
                                    uint64_t l_3153_ = (l_3151_ * l_3152_);
                                    uint64_t l_3154_ = (l_3153_ >> uint(32uL));
                                    uint l_2420_ = uint(l_3154_);
                                    uint _e6188 = l_mut_2418_;
                                    uint l_2421_ = (l_62_ * _e6188);
                                    uint l_2422_ = (l_2420_ + l_2421_);
                                    uint l_2423_ = (l_64_ + l_2419_);
                                    uint l_2424_ = (l_67_ + l_2422_);
                                    bool l_2425_ = (l_2423_ < l_64_);
                                    uint l_2426_ = uint(l_2425_);
                                    uint l_2427_ = (l_2424_ + l_2426_);
                                    l_mut_1617_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e6198 = l_mut_2418_;
                                    bool l_2428_ = (_e6198 < 65536u);
                                    if (l_2428_) {
                                        uint _e6201 = l_mut_2418_;
                                        uint _e6202 = l_mut_2418_;
                                        uint l_2429_ = (_e6201 * _e6202);
                                        uint l_2430_ = (l_72_ >> 31u);
                                        bool l_2431_ = (l_2430_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2431_) {
                                            uint l_2432_ = (0u - l_69_);
                                            uint l_2433_ = (0u - l_72_);
                                            bool l_2434_ = (0u < l_69_);
                                            uint l_2435_ = uint(l_2434_);
                                            uint l_2436_ = (l_2433_ - l_2435_);
                                            l_mut_444_ = l_2432_;
                                            l_mut_441_ = l_2436_;
                                        }
                                        uint _e6216 = l_mut_444_;
                                        uint l_2437_ = (_e6216 * l_2429_);
                                        uint _e6218 = l_mut_441_;
                                        uint l_2438_ = (_e6218 * l_2429_);
                                        uint _e6220 = l_mut_444_;
                                        uint64_t l_3156_ = uint64_t(_e6220);
                                        uint64_t l_3157_ = uint64_t(l_2429_);
                                        uint64_t l_3158_ = (l_3156_ * l_3157_);
                                        uint64_t l_3159_ = (l_3158_ >> uint(32uL));
                                        uint l_2439_ = uint(l_3159_);
                                        uint l_2440_ = (l_2439_ + l_2438_);
                                        uint _e6231 = l_mut_441_;
                                        uint64_t l_3161_ = uint64_t(_e6231);
                                        uint64_t l_3162_ = uint64_t(l_2429_);
                                        uint64_t l_3163_ = (l_3161_ * l_3162_);
                                        uint64_t l_3164_ = (l_3163_ >> uint(32uL));
                                        uint l_2441_ = uint(l_3164_);
                                        bool l_2442_ = (l_2440_ < l_2438_);
                                        uint l_2443_ = uint(l_2442_);
                                        uint l_2444_ = (l_2441_ + l_2443_);
                                        uint l_2445_ = naga_mod(l_9_, 32u);
                                        l_mut_440_ = l_2437_;
                                        bool l_2446_ = (l_2445_ > 0u);
                                        if (l_2446_) {
                                            uint l_2447_ = (l_2437_ >> l_2445_);
                                            uint l_2448_ = (32u - l_2445_);
                                            uint l_2449_ = (l_2440_ << l_2448_);
                                            uint l_2450_ = (l_2447_ | l_2449_);
                                            l_mut_440_ = l_2450_;
                                        }
                                        l_mut_439_ = l_2440_;
                                        bool l_2451_ = (l_2445_ > 0u);
                                        if (l_2451_) {
                                            uint l_2452_ = (l_2440_ >> l_2445_);
                                            uint l_2453_ = (32u - l_2445_);
                                            uint l_2454_ = (l_2444_ << l_2453_);
                                            uint l_2455_ = (l_2452_ | l_2454_);
                                            l_mut_439_ = l_2455_;
                                        }
                                        uint _e6260 = l_mut_440_;
                                        l_mut_428_ = _e6260;
                                        uint _e6261 = l_mut_439_;
                                        l_mut_440_ = _e6261;
                                        bool l_2456_ = (l_9_ >= 64u);
                                        if (l_2456_) {
                                            l_mut_428_ = l_2444_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2457_ = (l_9_ >= 32u);
                                            if (l_2457_) {
                                                l_mut_439_ = l_2440_;
                                                bool l_2458_ = (l_2445_ > 0u);
                                                if (l_2458_) {
                                                    uint l_2459_ = (l_2440_ >> l_2445_);
                                                    uint l_2460_ = (32u - l_2445_);
                                                    uint l_2461_ = (l_2444_ << l_2460_);
                                                    uint l_2462_ = (l_2459_ | l_2461_);
                                                    l_mut_439_ = l_2462_;
                                                }
                                                uint l_2463_ = (l_2444_ >> l_2445_);
                                                uint _e6275 = l_mut_439_;
                                                l_mut_428_ = _e6275;
                                                l_mut_440_ = l_2463_;
                                            }
                                        }
                                        uint _e6276 = l_mut_428_;
                                        l_mut_444_ = _e6276;
                                        uint _e6277 = l_mut_440_;
                                        l_mut_441_ = _e6277;
                                        if (l_2431_) {
                                            uint _e6279 = l_mut_444_;
                                            uint l_2464_ = (0u - _e6279);
                                            uint _e6282 = l_mut_441_;
                                            uint l_2465_ = (0u - _e6282);
                                            uint _e6285 = l_mut_444_;
                                            bool l_2466_ = (0u < _e6285);
                                            uint l_2467_ = uint(l_2466_);
                                            uint l_2468_ = (l_2465_ - l_2467_);
                                            l_mut_444_ = l_2464_;
                                            l_mut_441_ = l_2468_;
                                        }
                                        uint _e6289 = l_mut_444_;
                                        l_mut_1617_ = _e6289;
                                        uint _e6290 = l_mut_441_;
                                        l_mut_445_ = _e6290;
                                    } else {
                                        uint l_2469_ = (l_72_ >> 31u);
                                        bool l_2470_ = (l_2469_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2470_) {
                                            uint l_2471_ = (0u - l_69_);
                                            uint l_2472_ = (0u - l_72_);
                                            bool l_2473_ = (0u < l_69_);
                                            uint l_2474_ = uint(l_2473_);
                                            uint l_2475_ = (l_2472_ - l_2474_);
                                            l_mut_444_ = l_2471_;
                                            l_mut_441_ = l_2475_;
                                        }
                                        uint _e6303 = l_mut_444_;
                                        uint _e6304 = l_mut_2418_;
                                        uint l_2476_ = (_e6303 * _e6304);
                                        uint _e6306 = l_mut_441_;
                                        uint _e6307 = l_mut_2418_;
                                        uint l_2477_ = (_e6306 * _e6307);
                                        uint _e6309 = l_mut_444_;
                                        uint64_t l_3166_ = uint64_t(_e6309);
                                        uint _e6311 = l_mut_2418_;
                                        uint64_t l_3167_ = uint64_t(_e6311);
                                        uint64_t l_3168_ = (l_3166_ * l_3167_);
                                        uint64_t l_3169_ = (l_3168_ >> uint(32uL));
                                        uint l_2478_ = uint(l_3169_);
                                        uint l_2479_ = (l_2478_ + l_2477_);
                                        uint _e6321 = l_mut_441_;
                                        uint64_t l_3171_ = uint64_t(_e6321);
                                        uint _e6323 = l_mut_2418_;
                                        uint64_t l_3172_ = uint64_t(_e6323);
                                        uint64_t l_3173_ = (l_3171_ * l_3172_);
                                        uint64_t l_3174_ = (l_3173_ >> uint(32uL));
                                        uint l_2480_ = uint(l_3174_);
                                        bool l_2481_ = (l_2479_ < l_2477_);
                                        uint l_2482_ = uint(l_2481_);
                                        uint l_2483_ = (l_2480_ + l_2482_);
                                        l_mut_440_ = l_2476_;
                                        bool l_2485_ = (0u > 0u);
                                        if (l_2485_) {
                                            uint l_2486_ = (l_2476_ >> 0u);
                                            uint l_2487_ = (32u - 0u);
                                            uint l_2488_ = (l_2479_ << l_2487_);
                                            uint l_2489_ = (l_2486_ | l_2488_);
                                            l_mut_440_ = l_2489_;
                                        }
                                        l_mut_439_ = l_2479_;
                                        bool l_2490_ = (0u > 0u);
                                        if (l_2490_) {
                                            uint l_2491_ = (l_2479_ >> 0u);
                                            uint l_2492_ = (32u - 0u);
                                            uint l_2493_ = (l_2483_ << l_2492_);
                                            uint l_2494_ = (l_2491_ | l_2493_);
                                            l_mut_439_ = l_2494_;
                                        }
                                        uint _e6350 = l_mut_440_;
                                        l_mut_428_ = _e6350;
                                        uint _e6351 = l_mut_439_;
                                        l_mut_440_ = _e6351;
                                        if (false) {
                                            l_mut_428_ = l_2483_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2479_;
                                                bool l_2497_ = (0u > 0u);
                                                if (l_2497_) {
                                                    uint l_2498_ = (l_2479_ >> 0u);
                                                    uint l_2499_ = (32u - 0u);
                                                    uint l_2500_ = (l_2483_ << l_2499_);
                                                    uint l_2501_ = (l_2498_ | l_2500_);
                                                    l_mut_439_ = l_2501_;
                                                }
                                                uint l_2502_ = (l_2483_ >> 0u);
                                                uint _e6363 = l_mut_439_;
                                                l_mut_428_ = _e6363;
                                                l_mut_440_ = l_2502_;
                                            }
                                        }
                                        uint _e6364 = l_mut_444_;
                                        uint _e6365 = l_mut_2418_;
                                        uint l_2503_ = (_e6364 * _e6365);
                                        uint _e6367 = l_mut_441_;
                                        uint _e6368 = l_mut_2418_;
                                        uint l_2504_ = (_e6367 * _e6368);
                                        uint _e6370 = l_mut_444_;
                                        uint64_t l_3176_ = uint64_t(_e6370);
                                        uint _e6372 = l_mut_2418_;
                                        uint64_t l_3177_ = uint64_t(_e6372);
                                        uint64_t l_3178_ = (l_3176_ * l_3177_);
                                        uint64_t l_3179_ = (l_3178_ >> uint(32uL));
                                        uint l_2505_ = uint(l_3179_);
                                        uint l_2506_ = (l_2505_ + l_2504_);
                                        uint _e6382 = l_mut_441_;
                                        uint64_t l_3181_ = uint64_t(_e6382);
                                        uint _e6384 = l_mut_2418_;
                                        uint64_t l_3182_ = uint64_t(_e6384);
                                        uint64_t l_3183_ = (l_3181_ * l_3182_);
                                        uint64_t l_3184_ = (l_3183_ >> uint(32uL));
                                        uint l_2507_ = uint(l_3184_);
                                        bool l_2508_ = (l_2506_ < l_2504_);
                                        uint l_2509_ = uint(l_2508_);
                                        uint l_2510_ = (l_2507_ + l_2509_);
                                        l_mut_439_ = l_2503_;
                                        bool l_2512_ = (0u > 0u);
                                        if (l_2512_) {
                                            uint l_2513_ = (l_2503_ >> 0u);
                                            uint l_2514_ = (32u - 0u);
                                            uint l_2515_ = (l_2506_ << l_2514_);
                                            uint l_2516_ = (l_2513_ | l_2515_);
                                            l_mut_439_ = l_2516_;
                                        }
                                        l_mut_421_ = l_2506_;
                                        bool l_2517_ = (0u > 0u);
                                        if (l_2517_) {
                                            uint l_2518_ = (l_2506_ >> 0u);
                                            uint l_2519_ = (32u - 0u);
                                            uint l_2520_ = (l_2510_ << l_2519_);
                                            uint l_2521_ = (l_2518_ | l_2520_);
                                            l_mut_421_ = l_2521_;
                                        }
                                        uint _e6411 = l_mut_439_;
                                        l_mut_394_ = _e6411;
                                        uint _e6412 = l_mut_421_;
                                        l_mut_439_ = _e6412;
                                        if (true) {
                                            l_mut_394_ = l_2510_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2506_;
                                                bool l_2524_ = (0u > 0u);
                                                if (l_2524_) {
                                                    uint l_2525_ = (l_2506_ >> 0u);
                                                    uint l_2526_ = (32u - 0u);
                                                    uint l_2527_ = (l_2510_ << l_2526_);
                                                    uint l_2528_ = (l_2525_ | l_2527_);
                                                    l_mut_421_ = l_2528_;
                                                }
                                                uint l_2529_ = (l_2510_ >> 0u);
                                                uint _e6424 = l_mut_421_;
                                                l_mut_394_ = _e6424;
                                                l_mut_439_ = l_2529_;
                                            }
                                        }
                                        uint _e6425 = l_mut_428_;
                                        uint _e6426 = l_mut_2418_;
                                        uint l_2530_ = (_e6425 * _e6426);
                                        uint _e6428 = l_mut_440_;
                                        uint _e6429 = l_mut_2418_;
                                        uint l_2531_ = (_e6428 * _e6429);
                                        uint _e6431 = l_mut_428_;
                                        uint64_t l_3186_ = uint64_t(_e6431);
                                        uint _e6433 = l_mut_2418_;
                                        uint64_t l_3187_ = uint64_t(_e6433);
                                        uint64_t l_3188_ = (l_3186_ * l_3187_);
                                        uint64_t l_3189_ = (l_3188_ >> uint(32uL));
                                        uint l_2532_ = uint(l_3189_);
                                        uint l_2533_ = (l_2532_ + l_2531_);
                                        uint _e6443 = l_mut_440_;
                                        uint64_t l_3191_ = uint64_t(_e6443);
                                        uint _e6445 = l_mut_2418_;
                                        uint64_t l_3192_ = uint64_t(_e6445);
                                        uint64_t l_3193_ = (l_3191_ * l_3192_);
                                        uint64_t l_3194_ = (l_3193_ >> uint(32uL));
                                        uint l_2534_ = uint(l_3194_);
                                        bool l_2535_ = (l_2533_ < l_2531_);
                                        uint l_2536_ = uint(l_2535_);
                                        uint l_2537_ = (l_2534_ + l_2536_);
                                        l_mut_444_ = l_2530_;
                                        bool l_2539_ = (0u > 0u);
                                        if (l_2539_) {
                                            uint l_2540_ = (l_2530_ >> 0u);
                                            uint l_2541_ = (32u - 0u);
                                            uint l_2542_ = (l_2533_ << l_2541_);
                                            uint l_2543_ = (l_2540_ | l_2542_);
                                            l_mut_444_ = l_2543_;
                                        }
                                        l_mut_441_ = l_2533_;
                                        bool l_2544_ = (0u > 0u);
                                        if (l_2544_) {
                                            uint l_2545_ = (l_2533_ >> 0u);
                                            uint l_2546_ = (32u - 0u);
                                            uint l_2547_ = (l_2537_ << l_2546_);
                                            uint l_2548_ = (l_2545_ | l_2547_);
                                            l_mut_441_ = l_2548_;
                                        }
                                        uint _e6472 = l_mut_444_;
                                        l_mut_421_ = _e6472;
                                        uint _e6473 = l_mut_441_;
                                        l_mut_444_ = _e6473;
                                        if (false) {
                                            l_mut_421_ = l_2537_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2533_;
                                                bool l_2551_ = (0u > 0u);
                                                if (l_2551_) {
                                                    uint l_2552_ = (l_2533_ >> 0u);
                                                    uint l_2553_ = (32u - 0u);
                                                    uint l_2554_ = (l_2537_ << l_2553_);
                                                    uint l_2555_ = (l_2552_ | l_2554_);
                                                    l_mut_441_ = l_2555_;
                                                }
                                                uint l_2556_ = (l_2537_ >> 0u);
                                                uint _e6485 = l_mut_441_;
                                                l_mut_421_ = _e6485;
                                                l_mut_444_ = l_2556_;
                                            }
                                        }
                                        uint _e6486 = l_mut_428_;
                                        uint _e6487 = l_mut_2418_;
                                        uint l_2557_ = (_e6486 * _e6487);
                                        uint _e6489 = l_mut_440_;
                                        uint _e6490 = l_mut_2418_;
                                        uint l_2558_ = (_e6489 * _e6490);
                                        uint _e6492 = l_mut_428_;
                                        uint64_t l_3196_ = uint64_t(_e6492);
                                        uint _e6494 = l_mut_2418_;
                                        uint64_t l_3197_ = uint64_t(_e6494);
                                        uint64_t l_3198_ = (l_3196_ * l_3197_);
                                        uint64_t l_3199_ = (l_3198_ >> uint(32uL));
                                        uint l_2559_ = uint(l_3199_);
                                        uint l_2560_ = (l_2559_ + l_2558_);
                                        uint _e6504 = l_mut_440_;
                                        uint64_t l_3201_ = uint64_t(_e6504);
                                        uint _e6506 = l_mut_2418_;
                                        uint64_t l_3202_ = uint64_t(_e6506);
                                        uint64_t l_3203_ = (l_3201_ * l_3202_);
                                        uint64_t l_3204_ = (l_3203_ >> uint(32uL));
                                        uint l_2561_ = uint(l_3204_);
                                        bool l_2562_ = (l_2560_ < l_2558_);
                                        uint l_2563_ = uint(l_2562_);
                                        uint l_2564_ = (l_2561_ + l_2563_);
                                        l_mut_441_ = l_2557_;
                                        bool l_2566_ = (0u > 0u);
                                        if (l_2566_) {
                                            uint l_2567_ = (l_2557_ >> 0u);
                                            uint l_2568_ = (32u - 0u);
                                            uint l_2569_ = (l_2560_ << l_2568_);
                                            uint l_2570_ = (l_2567_ | l_2569_);
                                            l_mut_441_ = l_2570_;
                                        }
                                        l_mut_388_ = l_2560_;
                                        bool l_2571_ = (0u > 0u);
                                        if (l_2571_) {
                                            uint l_2572_ = (l_2560_ >> 0u);
                                            uint l_2573_ = (32u - 0u);
                                            uint l_2574_ = (l_2564_ << l_2573_);
                                            uint l_2575_ = (l_2572_ | l_2574_);
                                            l_mut_388_ = l_2575_;
                                        }
                                        uint _e6533 = l_mut_441_;
                                        l_mut_382_ = _e6533;
                                        uint _e6534 = l_mut_388_;
                                        l_mut_441_ = _e6534;
                                        if (true) {
                                            l_mut_382_ = l_2564_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2560_;
                                                bool l_2578_ = (0u > 0u);
                                                if (l_2578_) {
                                                    uint l_2579_ = (l_2560_ >> 0u);
                                                    uint l_2580_ = (32u - 0u);
                                                    uint l_2581_ = (l_2564_ << l_2580_);
                                                    uint l_2582_ = (l_2579_ | l_2581_);
                                                    l_mut_388_ = l_2582_;
                                                }
                                                uint l_2583_ = (l_2564_ >> 0u);
                                                uint _e6546 = l_mut_388_;
                                                l_mut_382_ = _e6546;
                                                l_mut_441_ = l_2583_;
                                            }
                                        }
                                        uint _e6547 = l_mut_394_;
                                        uint _e6548 = l_mut_2418_;
                                        uint l_2584_ = (_e6547 * _e6548);
                                        uint _e6550 = l_mut_394_;
                                        uint64_t l_3206_ = uint64_t(_e6550);
                                        uint _e6552 = l_mut_2418_;
                                        uint64_t l_3207_ = uint64_t(_e6552);
                                        uint64_t l_3208_ = (l_3206_ * l_3207_);
                                        uint64_t l_3209_ = (l_3208_ >> uint(32uL));
                                        uint l_2585_ = uint(l_3209_);
                                        uint _e6561 = l_mut_439_;
                                        uint _e6562 = l_mut_2418_;
                                        uint l_2586_ = (_e6561 * _e6562);
                                        uint l_2587_ = (l_2585_ + l_2586_);
                                        uint _e6565 = l_mut_382_;
                                        uint l_2588_ = (_e6565 + l_2584_);
                                        uint _e6567 = l_mut_441_;
                                        uint l_2589_ = (_e6567 + l_2587_);
                                        uint _e6569 = l_mut_382_;
                                        bool l_2590_ = (l_2588_ < _e6569);
                                        uint l_2591_ = uint(l_2590_);
                                        uint l_2592_ = (l_2589_ + l_2591_);
                                        uint _e6573 = l_mut_421_;
                                        l_mut_1617_ = _e6573;
                                        uint _e6574 = l_mut_444_;
                                        l_mut_445_ = _e6574;
                                        bool l_2593_ = (l_9_ == 64u);
                                        if (l_2593_) {
                                            l_mut_1617_ = l_2588_;
                                            l_mut_445_ = l_2592_;
                                        } else {
                                            bool l_2594_ = (l_9_ > 0u);
                                            if (l_2594_) {
                                                uint l_2595_ = (64u - l_9_);
                                                l_mut_441_ = l_2588_;
                                                l_mut_440_ = l_2592_;
                                                bool l_2596_ = (l_2595_ >= 32u);
                                                if (l_2596_) {
                                                    uint l_2597_ = (l_2595_ & 31u);
                                                    uint l_2598_ = (l_2588_ << l_2597_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2598_;
                                                } else {
                                                    bool l_2599_ = (l_2595_ > 0u);
                                                    if (l_2599_) {
                                                        uint l_2600_ = (l_2588_ << l_2595_);
                                                        uint l_2601_ = (l_2592_ << l_2595_);
                                                        uint l_2602_ = (32u - l_2595_);
                                                        uint l_2603_ = (l_2588_ >> l_2602_);
                                                        uint l_2604_ = (l_2601_ | l_2603_);
                                                        l_mut_441_ = l_2600_;
                                                        l_mut_440_ = l_2604_;
                                                    }
                                                }
                                                uint _e6595 = l_mut_421_;
                                                l_mut_439_ = _e6595;
                                                uint _e6596 = l_mut_444_;
                                                l_mut_428_ = _e6596;
                                                bool l_2605_ = (l_9_ >= 32u);
                                                if (l_2605_) {
                                                    uint l_2606_ = (l_9_ & 31u);
                                                    uint _e6601 = l_mut_444_;
                                                    uint l_2607_ = (_e6601 >> l_2606_);
                                                    l_mut_439_ = l_2607_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2608_ = (l_9_ > 0u);
                                                    if (l_2608_) {
                                                        uint _e6606 = l_mut_421_;
                                                        l_mut_394_ = _e6606;
                                                        bool l_2609_ = (l_9_ > 0u);
                                                        if (l_2609_) {
                                                            uint _e6609 = l_mut_421_;
                                                            uint l_2610_ = (_e6609 >> l_9_);
                                                            uint l_2611_ = (32u - l_9_);
                                                            uint _e6613 = l_mut_444_;
                                                            uint l_2612_ = (_e6613 << l_2611_);
                                                            uint l_2613_ = (l_2610_ | l_2612_);
                                                            l_mut_394_ = l_2613_;
                                                        }
                                                        uint _e6616 = l_mut_444_;
                                                        uint l_2614_ = (_e6616 >> l_9_);
                                                        uint _e6618 = l_mut_394_;
                                                        l_mut_439_ = _e6618;
                                                        l_mut_428_ = l_2614_;
                                                    }
                                                }
                                                uint _e6619 = l_mut_441_;
                                                uint _e6620 = l_mut_439_;
                                                uint l_2615_ = (_e6619 + _e6620);
                                                uint _e6622 = l_mut_440_;
                                                uint _e6623 = l_mut_428_;
                                                uint l_2616_ = (_e6622 + _e6623);
                                                uint _e6625 = l_mut_441_;
                                                bool l_2617_ = (l_2615_ < _e6625);
                                                uint l_2618_ = uint(l_2617_);
                                                uint l_2619_ = (l_2616_ + l_2618_);
                                                l_mut_1617_ = l_2615_;
                                                l_mut_445_ = l_2619_;
                                            }
                                        }
                                        if (l_2470_) {
                                            uint _e6630 = l_mut_1617_;
                                            uint l_2620_ = (0u - _e6630);
                                            uint _e6633 = l_mut_445_;
                                            uint l_2621_ = (0u - _e6633);
                                            uint _e6636 = l_mut_1617_;
                                            bool l_2622_ = (0u < _e6636);
                                            uint l_2623_ = uint(l_2622_);
                                            uint l_2624_ = (l_2621_ - l_2623_);
                                            l_mut_1617_ = l_2620_;
                                            l_mut_445_ = l_2624_;
                                        }
                                    }
                                    uint _e6640 = l_mut_1617_;
                                    uint l_2625_ = (l_2423_ + _e6640);
                                    uint _e6642 = l_mut_445_;
                                    uint l_2626_ = (l_2427_ + _e6642);
                                    bool l_2627_ = (l_2625_ < l_2423_);
                                    uint l_2628_ = uint(l_2627_);
                                    uint l_2629_ = (l_2626_ + l_2628_);
                                    uint l_2630_ = (0u - l_2625_);
                                    uint l_2631_ = (0u - l_2629_);
                                    bool l_2632_ = (0u < l_2625_);
                                    uint l_2633_ = uint(l_2632_);
                                    uint l_2634_ = (l_2631_ - l_2633_);
                                    l_mut_1617_ = l_2630_;
                                    l_mut_445_ = l_2634_;
                                    uint _e6655 = l_mut_445_;
                                    bool l_2635_ = (l_2629_ < _e6655);
                                    uint _e6657 = l_mut_445_;
                                    bool l_2636_ = (l_2629_ == _e6657);
                                    uint _e6659 = l_mut_1617_;
                                    bool l_2637_ = (l_2625_ < _e6659);
                                    if (l_2636_) {
                                        local_167 = l_2637_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2638_ = local_167;
                                    if (!(l_2635_)) {
                                        local_168 = l_2638_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2639_ = local_168;
                                    if (l_2639_) {
                                        l_mut_1617_ = l_2625_;
                                        l_mut_445_ = l_2629_;
                                    }
                                    uint _e6670 = l_mut_445_;
                                    bool l_2640_ = (_e6670 < l_27_);
                                    uint _e6672 = l_mut_445_;
                                    bool l_2641_ = (_e6672 == l_27_);
                                    uint _e6674 = l_mut_1617_;
                                    bool l_2642_ = (_e6674 < l_24_);
                                    if (l_2641_) {
                                        local_169 = l_2642_;
                                    } else {
                                        local_169 = false;
                                    }
                                    bool l_2643_ = local_169;
                                    if (!(l_2640_)) {
                                        local_170 = l_2643_;
                                    } else {
                                        local_170 = true;
                                    }
                                    bool l_2644_ = local_170;
                                    if (l_2644_) {
                                        uint _e6685 = l_mut_1618_;
                                        uint l_2645_ = (_e6685 * 2u);
                                        uint l_2646_ = (l_2645_ + 1u);
                                        uint l_2647_ = asuint(info.Load(40+0));
                                        bool l_2648_ = (l_2646_ < l_2647_);
                                        if (l_2648_) {
                                            uint l_3211_ = asuint(info.Load(16+0));
                                            uint l_3212_ = (l_3211_ * 1u);
                                            bool l_3213_ = (l_2645_ < l_3212_);
                                            if (l_3213_) {
                                                buffer_4_global.Store(l_2645_*4, asuint(id));
                                            }
                                            uint l_2649_ = (l_2645_ + 1u);
                                            uint l_3214_ = asuint(info.Load(16+0));
                                            uint l_3215_ = (l_3214_ * 1u);
                                            bool l_3216_ = (l_2649_ < l_3215_);
                                            if (l_3216_) {
                                                uint _e6715 = l_mut_2418_;
                                                buffer_4_global.Store(l_2649_*4, asuint(_e6715));
                                            }
                                        }
                                        uint _e6716 = l_mut_1618_;
                                        l_mut_1618_ = (_e6716 + 1u);
                                    }
                                }
                            }
                            uint _e6722 = l_mut_1618_;
                            l_mut_1623_ = _e6722;
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
