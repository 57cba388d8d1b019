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
    uint l_mut_1609_ = (uint)0;
    uint l_mut_1610_ = (uint)0;
    uint l_mut_1615_ = (uint)0;
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
    uint l_mut_838_ = (uint)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_918_ = (uint)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    uint l_mut_997_ = 0u;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    uint l_mut_1607_ = (uint)0;
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
    uint l_mut_1718_ = (uint)0;
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
    uint l_mut_1830_ = (uint)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    uint l_mut_1895_ = (uint)0;
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
    uint l_mut_2001_ = (uint)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    uint l_mut_2081_ = (uint)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    uint l_mut_2161_ = (uint)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    uint l_mut_2395_ = 0u;
    uint l_mut_2402_ = (uint)0;
    bool local_167 = (bool)0;
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2718_ = asuint(info.Load(20+0));
        uint l_2719_ = (l_2718_ * 1u);
        uint l_2720_ = (l_2719_ - 1u);
        uint l_2721_ = min(3u, l_2720_);
        uint _e69; buffer_5_global.InterlockedAdd(l_2721_*4, 1u, _e69);
    }
    uint l_2634_ = asuint(info.Load(12+0));
    uint l_2635_ = (l_2634_ * 1u);
    bool l_2636_ = (0u < l_2635_);
    uint l_2637_ = (l_2635_ - 1u);
    uint l_2638_ = min(0u, l_2637_);
    uint l_2639_ = asuint(buffer_3_global.Load(l_2638_*4));
    uint l_4_ = (l_2636_ ? l_2639_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2641_ = asuint(info.Load(12+0));
    uint l_2642_ = (l_2641_ * 1u);
    bool l_2643_ = (l_6_ < l_2642_);
    uint l_2644_ = (l_2642_ - 1u);
    uint l_2645_ = min(l_6_, l_2644_);
    uint l_2646_ = asuint(buffer_3_global.Load(l_2645_*4));
    uint l_7_ = (l_2643_ ? l_2646_ : 0u);
    uint l_2648_ = asuint(info.Load(12+0));
    uint l_2649_ = (l_2648_ * 1u);
    bool l_2650_ = (2u < l_2649_);
    uint l_2651_ = (l_2649_ - 1u);
    uint l_2652_ = min(2u, l_2651_);
    uint l_2653_ = asuint(buffer_3_global.Load(l_2652_*4));
    uint l_9_ = (l_2650_ ? l_2653_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2655_ = asuint(info.Load(12+0));
    uint l_2656_ = (l_2655_ * 1u);
    bool l_2657_ = (l_11_ < l_2656_);
    uint l_2658_ = (l_2656_ - 1u);
    uint l_2659_ = min(l_11_, l_2658_);
    uint l_2660_ = asuint(buffer_3_global.Load(l_2659_*4));
    uint l_12_ = (l_2657_ ? l_2660_ : 0u);
    uint l_2662_ = asuint(info.Load(12+0));
    uint l_2663_ = (l_2662_ * 1u);
    bool l_2664_ = (4u < l_2663_);
    uint l_2665_ = (l_2663_ - 1u);
    uint l_2666_ = min(4u, l_2665_);
    uint l_2667_ = asuint(buffer_3_global.Load(l_2666_*4));
    uint l_14_ = (l_2664_ ? l_2667_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2669_ = asuint(info.Load(12+0));
    uint l_2670_ = (l_2669_ * 1u);
    bool l_2671_ = (l_16_ < l_2670_);
    uint l_2672_ = (l_2670_ - 1u);
    uint l_2673_ = min(l_16_, l_2672_);
    uint l_2674_ = asuint(buffer_3_global.Load(l_2673_*4));
    uint l_17_ = (l_2671_ ? l_2674_ : 0u);
    uint l_2676_ = asuint(info.Load(12+0));
    uint l_2677_ = (l_2676_ * 1u);
    bool l_2678_ = (6u < l_2677_);
    uint l_2679_ = (l_2677_ - 1u);
    uint l_2680_ = min(6u, l_2679_);
    uint l_2681_ = asuint(buffer_3_global.Load(l_2680_*4));
    uint l_19_ = (l_2678_ ? l_2681_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2683_ = asuint(info.Load(12+0));
    uint l_2684_ = (l_2683_ * 1u);
    bool l_2685_ = (l_21_ < l_2684_);
    uint l_2686_ = (l_2684_ - 1u);
    uint l_2687_ = min(l_21_, l_2686_);
    uint l_2688_ = asuint(buffer_3_global.Load(l_2687_*4));
    uint l_22_ = (l_2685_ ? l_2688_ : 0u);
    uint l_2690_ = asuint(info.Load(12+0));
    uint l_2691_ = (l_2690_ * 1u);
    bool l_2692_ = (8u < l_2691_);
    uint l_2693_ = (l_2691_ - 1u);
    uint l_2694_ = min(8u, l_2693_);
    uint l_2695_ = asuint(buffer_3_global.Load(l_2694_*4));
    uint l_24_ = (l_2692_ ? l_2695_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2697_ = asuint(info.Load(12+0));
    uint l_2698_ = (l_2697_ * 1u);
    bool l_2699_ = (l_26_ < l_2698_);
    uint l_2700_ = (l_2698_ - 1u);
    uint l_2701_ = min(l_26_, l_2700_);
    uint l_2702_ = asuint(buffer_3_global.Load(l_2701_*4));
    uint l_27_ = (l_2699_ ? l_2702_ : 0u);
    uint l_2704_ = asuint(info.Load(12+0));
    uint l_2705_ = (l_2704_ * 1u);
    bool l_2706_ = (10u < l_2705_);
    uint l_2707_ = (l_2705_ - 1u);
    uint l_2708_ = min(10u, l_2707_);
    uint l_2709_ = asuint(buffer_3_global.Load(l_2708_*4));
    uint l_29_ = (l_2706_ ? l_2709_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2711_ = asuint(info.Load(12+0));
    uint l_2712_ = (l_2711_ * 1u);
    bool l_2713_ = (l_31_ < l_2712_);
    uint l_2714_ = (l_2712_ - 1u);
    uint l_2715_ = min(l_31_, l_2714_);
    uint l_2716_ = asuint(buffer_3_global.Load(l_2715_*4));
    uint l_32_ = (l_2713_ ? l_2716_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2723_ = uint64_t(id);
    uint64_t l_2724_ = uint64_t(l_4_);
    uint64_t l_2725_ = (l_2723_ * l_2724_);
    uint64_t l_2726_ = (l_2725_ >> uint(32uL));
    uint l_37_ = uint(l_2726_);
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
        uint l_2728_ = asuint(info.Load(0+0));
        uint l_2729_ = (l_2728_ * 1u);
        bool l_2730_ = (l_58_ < l_2729_);
        uint l_2731_ = (l_2729_ - 1u);
        uint l_2732_ = min(l_58_, l_2731_);
        uint l_2733_ = asuint(buffer_0_global.Load(l_2732_*4));
        uint l_59_ = (l_2730_ ? l_2733_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2735_ = asuint(info.Load(0+0));
        uint l_2736_ = (l_2735_ * 1u);
        bool l_2737_ = (l_61_ < l_2736_);
        uint l_2738_ = (l_2736_ - 1u);
        uint l_2739_ = min(l_61_, l_2738_);
        uint l_2740_ = asuint(buffer_0_global.Load(l_2739_*4));
        uint l_62_ = (l_2737_ ? l_2740_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2742_ = asuint(info.Load(4+0));
        uint l_2743_ = (l_2742_ * 1u);
        bool l_2744_ = (l_63_ < l_2743_);
        uint l_2745_ = (l_2743_ - 1u);
        uint l_2746_ = min(l_63_, l_2745_);
        uint l_2747_ = asuint(buffer_1_global.Load(l_2746_*4));
        uint l_64_ = (l_2744_ ? l_2747_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2749_ = asuint(info.Load(4+0));
        uint l_2750_ = (l_2749_ * 1u);
        bool l_2751_ = (l_66_ < l_2750_);
        uint l_2752_ = (l_2750_ - 1u);
        uint l_2753_ = min(l_66_, l_2752_);
        uint l_2754_ = asuint(buffer_1_global.Load(l_2753_*4));
        uint l_67_ = (l_2751_ ? l_2754_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2756_ = asuint(info.Load(8+0));
        uint l_2757_ = (l_2756_ * 1u);
        bool l_2758_ = (l_68_ < l_2757_);
        uint l_2759_ = (l_2757_ - 1u);
        uint l_2760_ = min(l_68_, l_2759_);
        uint l_2761_ = asuint(buffer_2_global.Load(l_2760_*4));
        uint l_69_ = (l_2758_ ? l_2761_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2763_ = asuint(info.Load(8+0));
        uint l_2764_ = (l_2763_ * 1u);
        bool l_2765_ = (l_71_ < l_2764_);
        uint l_2766_ = (l_2764_ - 1u);
        uint l_2767_ = min(l_71_, l_2766_);
        uint l_2768_ = asuint(buffer_2_global.Load(l_2767_*4));
        uint l_72_ = (l_2765_ ? l_2768_ : 0u);
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
        uint64_t l_2770_ = uint64_t(_e455);
        uint64_t l_2771_ = uint64_t(l_4_);
        uint64_t l_2772_ = (l_2770_ * l_2771_);
        uint64_t l_2773_ = (l_2772_ >> uint(32uL));
        uint l_83_ = uint(l_2773_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e466 = l_mut_75_;
        uint64_t l_2775_ = uint64_t(_e466);
        uint64_t l_2776_ = uint64_t(l_4_);
        uint64_t l_2777_ = (l_2775_ * l_2776_);
        uint64_t l_2778_ = (l_2777_ >> uint(32uL));
        uint l_85_ = uint(l_2778_);
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
            uint64_t l_2780_ = uint64_t(_e554);
            uint64_t l_2781_ = uint64_t(l_123_);
            uint64_t l_2782_ = (l_2780_ * l_2781_);
            uint64_t l_2783_ = (l_2782_ >> uint(32uL));
            uint l_133_ = uint(l_2783_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e565 = l_mut_75_;
            uint64_t l_2785_ = uint64_t(_e565);
            uint64_t l_2786_ = uint64_t(l_123_);
            uint64_t l_2787_ = (l_2785_ * l_2786_);
            uint64_t l_2788_ = (l_2787_ >> uint(32uL));
            uint l_135_ = uint(l_2788_);
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
            uint64_t l_2790_ = uint64_t(_e641);
            uint64_t l_2791_ = uint64_t(l_4_);
            uint64_t l_2792_ = (l_2790_ * l_2791_);
            uint64_t l_2793_ = (l_2792_ >> uint(32uL));
            uint l_174_ = uint(l_2793_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e652 = l_mut_145_;
            uint64_t l_2795_ = uint64_t(_e652);
            uint64_t l_2796_ = uint64_t(l_4_);
            uint64_t l_2797_ = (l_2795_ * l_2796_);
            uint64_t l_2798_ = (l_2797_ >> uint(32uL));
            uint l_176_ = uint(l_2798_);
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
            uint64_t l_2800_ = uint64_t(_e698);
            uint64_t l_2801_ = uint64_t(l_4_);
            uint64_t l_2802_ = (l_2800_ * l_2801_);
            uint64_t l_2803_ = (l_2802_ >> uint(32uL));
            uint l_201_ = uint(l_2803_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e709 = l_mut_145_;
            uint64_t l_2805_ = uint64_t(_e709);
            uint64_t l_2806_ = uint64_t(l_4_);
            uint64_t l_2807_ = (l_2805_ * l_2806_);
            uint64_t l_2808_ = (l_2807_ >> uint(32uL));
            uint l_203_ = uint(l_2808_);
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
            uint64_t l_2810_ = uint64_t(_e755);
            uint64_t l_2811_ = uint64_t(l_4_);
            uint64_t l_2812_ = (l_2810_ * l_2811_);
            uint64_t l_2813_ = (l_2812_ >> uint(32uL));
            uint l_230_ = uint(l_2813_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e766 = l_mut_90_;
            uint64_t l_2815_ = uint64_t(_e766);
            uint64_t l_2816_ = uint64_t(l_4_);
            uint64_t l_2817_ = (l_2815_ * l_2816_);
            uint64_t l_2818_ = (l_2817_ >> uint(32uL));
            uint l_232_ = uint(l_2818_);
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
            uint64_t l_2820_ = uint64_t(_e812);
            uint64_t l_2821_ = uint64_t(l_4_);
            uint64_t l_2822_ = (l_2820_ * l_2821_);
            uint64_t l_2823_ = (l_2822_ >> uint(32uL));
            uint l_257_ = uint(l_2823_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e823 = l_mut_90_;
            uint64_t l_2825_ = uint64_t(_e823);
            uint64_t l_2826_ = uint64_t(l_4_);
            uint64_t l_2827_ = (l_2825_ * l_2826_);
            uint64_t l_2828_ = (l_2827_ >> uint(32uL));
            uint l_259_ = uint(l_2828_);
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
            uint64_t l_2830_ = uint64_t(_e867);
            uint64_t l_2831_ = uint64_t(l_4_);
            uint64_t l_2832_ = (l_2830_ * l_2831_);
            uint64_t l_2833_ = (l_2832_ >> uint(32uL));
            uint l_285_ = uint(l_2833_);
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
            uint64_t l_2835_ = uint64_t(_e1030);
            uint64_t l_2836_ = uint64_t(l_367_);
            uint64_t l_2837_ = (l_2835_ * l_2836_);
            uint64_t l_2838_ = (l_2837_ >> uint(32uL));
            uint l_369_ = uint(l_2838_);
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
            uint64_t l_2840_ = uint64_t(_e1050);
            uint64_t l_2841_ = uint64_t(l_372_);
            uint64_t l_2842_ = (l_2840_ * l_2841_);
            uint64_t l_2843_ = (l_2842_ >> uint(32uL));
            uint l_375_ = uint(l_2843_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1061 = l_mut_75_;
            uint64_t l_2845_ = uint64_t(_e1061);
            uint64_t l_2846_ = uint64_t(l_372_);
            uint64_t l_2847_ = (l_2845_ * l_2846_);
            uint64_t l_2848_ = (l_2847_ >> uint(32uL));
            uint l_377_ = uint(l_2848_);
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
                            uint64_t l_2850_ = uint64_t(_e1294);
                            uint _e1296 = l_mut_428_;
                            uint64_t l_2851_ = uint64_t(_e1296);
                            uint64_t l_2852_ = (l_2850_ * l_2851_);
                            uint64_t l_2853_ = (l_2852_ >> uint(32uL));
                            uint l_486_ = uint(l_2853_);
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
                            uint64_t l_2855_ = uint64_t(_e1573);
                            uint _e1575 = l_mut_444_;
                            uint64_t l_2856_ = uint64_t(_e1575);
                            uint64_t l_2857_ = (l_2855_ * l_2856_);
                            uint64_t l_2858_ = (l_2857_ >> uint(32uL));
                            uint l_594_ = uint(l_2858_);
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
                    uint64_t l_2860_ = uint64_t(_e1896);
                    uint _e1898 = l_mut_444_;
                    uint64_t l_2861_ = uint64_t(_e1898);
                    uint64_t l_2862_ = (l_2860_ * l_2861_);
                    uint64_t l_2863_ = (l_2862_ >> uint(32uL));
                    uint l_709_ = uint(l_2863_);
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
                    if (l_791_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2134 = l_mut_275_;
                        uint _e2135 = l_mut_450_;
                        uint l_792_ = (_e2134 * _e2135);
                        uint _e2137 = l_mut_275_;
                        uint64_t l_2865_ = uint64_t(_e2137);
                        uint _e2139 = l_mut_450_;
                        uint64_t l_2866_ = uint64_t(_e2139);
                        uint64_t l_2867_ = (l_2865_ * l_2866_);
                        uint64_t l_2868_ = (l_2867_ >> uint(32uL));
                        uint l_793_ = uint(l_2868_);
                        uint _e2148 = l_mut_269_;
                        uint _e2149 = l_mut_450_;
                        uint l_794_ = (_e2148 * _e2149);
                        uint l_795_ = (l_793_ + l_794_);
                        uint _e2152 = l_mut_219_;
                        uint l_796_ = (_e2152 - l_792_);
                        uint _e2154 = l_mut_213_;
                        uint l_797_ = (_e2154 - l_795_);
                        uint _e2156 = l_mut_219_;
                        bool l_798_ = (_e2156 < l_792_);
                        uint l_799_ = uint(l_798_);
                        uint l_800_ = (l_797_ - l_799_);
                        l_mut_219_ = l_796_;
                        l_mut_213_ = l_800_;
                        uint _e2160 = l_mut_450_;
                        uint _e2161 = l_mut_96_;
                        uint l_801_ = (_e2160 * _e2161);
                        uint _e2163 = l_mut_102_;
                        l_mut_102_ = (_e2163 + l_801_);
                        uint _e2165 = l_mut_275_;
                        uint _e2166 = l_mut_219_;
                        uint l_802_ = (_e2165 - _e2166);
                        uint _e2168 = l_mut_269_;
                        uint _e2169 = l_mut_213_;
                        uint l_803_ = (_e2168 - _e2169);
                        uint _e2171 = l_mut_275_;
                        uint _e2172 = l_mut_219_;
                        bool l_804_ = (_e2171 < _e2172);
                        uint l_805_ = uint(l_804_);
                        uint l_806_ = (l_803_ - l_805_);
                        l_mut_275_ = l_802_;
                        l_mut_269_ = l_806_;
                        uint _e2176 = l_mut_96_;
                        uint _e2177 = l_mut_102_;
                        l_mut_96_ = (_e2176 + _e2177);
                    }
                }
            } else {
                uint _e2179 = l_mut_151_;
                uint l_807_ = (_e2179 - l_340_);
                uint _e2181 = l_mut_145_;
                uint l_808_ = (_e2181 - l_344_);
                uint _e2183 = l_mut_151_;
                bool l_809_ = (_e2183 < l_340_);
                uint l_810_ = uint(l_809_);
                uint l_811_ = (l_808_ - l_810_);
                uint _e2187 = l_mut_219_;
                l_mut_450_ = _e2187;
                uint _e2188 = l_mut_213_;
                l_mut_445_ = _e2188;
                uint _e2189 = l_mut_213_;
                bool l_812_ = (l_811_ < _e2189);
                uint _e2191 = l_mut_213_;
                bool l_813_ = (l_811_ == _e2191);
                uint _e2193 = l_mut_219_;
                bool l_814_ = (l_807_ < _e2193);
                if (l_813_) {
                    local_61 = l_814_;
                } else {
                    local_61 = false;
                }
                bool l_815_ = local_61;
                if (!(l_812_)) {
                    local_62 = l_815_;
                } else {
                    local_62 = true;
                }
                bool l_816_ = local_62;
                if (l_816_) {
                    l_mut_450_ = l_807_;
                    l_mut_445_ = l_811_;
                }
                l_mut_645_ = false;
                l_mut_444_ = 0u;
                uint _e2206 = l_mut_275_;
                uint _e2207 = l_mut_269_;
                uint l_817_ = (_e2206 | _e2207);
                bool l_818_ = (l_817_ == 0u);
                bool l_819_ = !(l_818_);
                bool _e2212 = l_mut_645_;
                if (_e2212) {
                    local_63 = l_819_;
                } else {
                    local_63 = false;
                }
                bool l_820_ = local_63;
                uint _e2217 = l_mut_269_;
                uint _e2218 = l_mut_445_;
                bool l_821_ = (_e2217 < _e2218);
                uint _e2220 = l_mut_269_;
                uint _e2221 = l_mut_445_;
                bool l_822_ = (_e2220 == _e2221);
                uint _e2223 = l_mut_275_;
                uint _e2224 = l_mut_450_;
                bool l_823_ = (_e2223 < _e2224);
                if (l_822_) {
                    local_64 = l_823_;
                } else {
                    local_64 = false;
                }
                bool l_824_ = local_64;
                if (!(l_821_)) {
                    local_65 = l_824_;
                } else {
                    local_65 = true;
                }
                bool l_825_ = local_65;
                if (l_820_) {
                    local_66 = l_825_;
                } else {
                    local_66 = false;
                }
                bool l_826_ = local_66;
                uint _e2239 = l_mut_96_;
                uint _e2240 = l_mut_102_;
                uint l_827_ = (_e2239 + _e2240);
                bool l_828_ = (l_827_ < l_4_);
                if (l_826_) {
                    local_67 = l_828_;
                } else {
                    local_67 = false;
                }
                bool l_829_ = local_67;
                if (l_829_) {
                    uint _e2247 = l_mut_96_;
                    uint l_830_ = (l_4_ - _e2247);
                    uint _e2249 = l_mut_102_;
                    uint l_831_ = (l_830_ - _e2249);
                    uint _e2251 = l_mut_96_;
                    uint l_832_ = naga_div(l_831_, _e2251);
                    uint _e2253 = l_mut_450_;
                    uint l_833_ = (_e2253 - 1u);
                    uint _e2256 = l_mut_445_;
                    uint l_834_ = (_e2256 - 0u);
                    uint _e2259 = l_mut_450_;
                    bool l_835_ = (_e2259 < 1u);
                    uint l_836_ = uint(l_835_);
                    uint l_837_ = (l_834_ - l_836_);
                    l_mut_450_ = l_833_;
                    l_mut_445_ = l_837_;
                    l_mut_441_ = 0u;
                    l_mut_838_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2352 = l_mut_838_;
                            l_mut_838_ = (_e2352 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2267 = l_mut_838_;
                        if ((_e2267 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2271 = l_mut_838_;
                            uint l_839_ = (19u - _e2271);
                            uint _e2273 = l_mut_450_;
                            l_mut_440_ = _e2273;
                            uint _e2274 = l_mut_445_;
                            l_mut_439_ = _e2274;
                            bool l_840_ = (l_839_ >= 32u);
                            if (l_840_) {
                                uint l_841_ = (l_839_ & 31u);
                                uint _e2279 = l_mut_445_;
                                uint l_842_ = (_e2279 >> l_841_);
                                l_mut_440_ = l_842_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_843_ = (l_839_ > 0u);
                                if (l_843_) {
                                    uint _e2284 = l_mut_450_;
                                    l_mut_428_ = _e2284;
                                    bool l_844_ = (l_839_ > 0u);
                                    if (l_844_) {
                                        uint _e2287 = l_mut_450_;
                                        uint l_845_ = (_e2287 >> l_839_);
                                        uint l_846_ = (32u - l_839_);
                                        uint _e2291 = l_mut_445_;
                                        uint l_847_ = (_e2291 << l_846_);
                                        uint l_848_ = (l_845_ | l_847_);
                                        l_mut_428_ = l_848_;
                                    }
                                    uint _e2294 = l_mut_445_;
                                    uint l_849_ = (_e2294 >> l_839_);
                                    uint _e2296 = l_mut_428_;
                                    l_mut_440_ = _e2296;
                                    l_mut_439_ = l_849_;
                                }
                            }
                            uint _e2297 = l_mut_439_;
                            uint _e2298 = l_mut_269_;
                            bool l_850_ = (_e2297 < _e2298);
                            uint _e2300 = l_mut_439_;
                            uint _e2301 = l_mut_269_;
                            bool l_851_ = (_e2300 == _e2301);
                            uint _e2303 = l_mut_440_;
                            uint _e2304 = l_mut_275_;
                            bool l_852_ = (_e2303 < _e2304);
                            if (l_851_) {
                                local_68 = l_852_;
                            } else {
                                local_68 = false;
                            }
                            bool l_853_ = local_68;
                            if (!(l_850_)) {
                                local_69 = l_853_;
                            } else {
                                local_69 = true;
                            }
                            bool l_854_ = local_69;
                            bool l_855_ = !(l_854_);
                            if (l_855_) {
                                uint _e2316 = l_mut_275_;
                                l_mut_440_ = _e2316;
                                uint _e2317 = l_mut_269_;
                                l_mut_439_ = _e2317;
                                bool l_856_ = (l_839_ >= 32u);
                                if (l_856_) {
                                    uint l_857_ = (l_839_ & 31u);
                                    uint _e2322 = l_mut_275_;
                                    uint l_858_ = (_e2322 << l_857_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_858_;
                                } else {
                                    bool l_859_ = (l_839_ > 0u);
                                    if (l_859_) {
                                        uint _e2327 = l_mut_275_;
                                        uint l_860_ = (_e2327 << l_839_);
                                        uint _e2329 = l_mut_269_;
                                        uint l_861_ = (_e2329 << l_839_);
                                        uint l_862_ = (32u - l_839_);
                                        uint _e2333 = l_mut_275_;
                                        uint l_863_ = (_e2333 >> l_862_);
                                        uint l_864_ = (l_861_ | l_863_);
                                        l_mut_440_ = l_860_;
                                        l_mut_439_ = l_864_;
                                    }
                                }
                                uint _e2336 = l_mut_450_;
                                uint _e2337 = l_mut_440_;
                                uint l_865_ = (_e2336 - _e2337);
                                uint _e2339 = l_mut_445_;
                                uint _e2340 = l_mut_439_;
                                uint l_866_ = (_e2339 - _e2340);
                                uint _e2342 = l_mut_450_;
                                uint _e2343 = l_mut_440_;
                                bool l_867_ = (_e2342 < _e2343);
                                uint l_868_ = uint(l_867_);
                                uint l_869_ = (l_866_ - l_868_);
                                l_mut_450_ = l_865_;
                                l_mut_445_ = l_869_;
                                uint l_870_ = (1u << l_839_);
                                uint _e2349 = l_mut_441_;
                                l_mut_441_ = (_e2349 | l_870_);
                            }
                        }
                    }
                    uint _e2354 = l_mut_441_;
                    uint l_871_ = min(_e2354, l_832_);
                    l_mut_441_ = l_871_;
                    uint _e2356 = l_mut_445_;
                    uint _e2357 = l_mut_269_;
                    bool l_872_ = (_e2356 < _e2357);
                    uint _e2359 = l_mut_445_;
                    uint _e2360 = l_mut_269_;
                    bool l_873_ = (_e2359 == _e2360);
                    uint _e2362 = l_mut_450_;
                    uint _e2363 = l_mut_275_;
                    bool l_874_ = (_e2362 < _e2363);
                    if (l_873_) {
                        local_70 = l_874_;
                    } else {
                        local_70 = false;
                    }
                    bool l_875_ = local_70;
                    if (!(l_872_)) {
                        local_71 = l_875_;
                    } else {
                        local_71 = true;
                    }
                    bool l_876_ = local_71;
                    bool l_877_ = !(l_876_);
                    if (l_877_) {
                        l_mut_441_ = l_832_;
                    }
                    uint _e2375 = l_mut_441_;
                    l_mut_444_ = _e2375;
                }
                uint _e2376 = l_mut_444_;
                bool l_878_ = (_e2376 > 0u);
                if (l_878_) {
                    uint _e2379 = l_mut_275_;
                    uint _e2380 = l_mut_444_;
                    uint l_879_ = (_e2379 * _e2380);
                    uint _e2382 = l_mut_275_;
                    uint64_t l_2870_ = uint64_t(_e2382);
                    uint _e2384 = l_mut_444_;
                    uint64_t l_2871_ = uint64_t(_e2384);
                    uint64_t l_2872_ = (l_2870_ * l_2871_);
                    uint64_t l_2873_ = (l_2872_ >> uint(32uL));
                    uint l_880_ = uint(l_2873_);
                    uint _e2393 = l_mut_269_;
                    uint _e2394 = l_mut_444_;
                    uint l_881_ = (_e2393 * _e2394);
                    uint l_882_ = (l_880_ + l_881_);
                    uint _e2397 = l_mut_151_;
                    uint l_883_ = (_e2397 - l_879_);
                    uint _e2399 = l_mut_145_;
                    uint l_884_ = (_e2399 - l_882_);
                    uint _e2401 = l_mut_151_;
                    bool l_885_ = (_e2401 < l_879_);
                    uint l_886_ = uint(l_885_);
                    uint l_887_ = (l_884_ - l_886_);
                    l_mut_151_ = l_883_;
                    l_mut_145_ = l_887_;
                    uint _e2405 = l_mut_219_;
                    uint l_888_ = (_e2405 - l_879_);
                    uint _e2407 = l_mut_213_;
                    uint l_889_ = (_e2407 - l_882_);
                    uint _e2409 = l_mut_219_;
                    bool l_890_ = (_e2409 < l_879_);
                    uint l_891_ = uint(l_890_);
                    uint l_892_ = (l_889_ - l_891_);
                    l_mut_219_ = l_888_;
                    l_mut_213_ = l_892_;
                    uint _e2413 = l_mut_444_;
                    uint _e2414 = l_mut_96_;
                    uint l_893_ = (_e2413 * _e2414);
                    uint _e2416 = l_mut_102_;
                    l_mut_102_ = (_e2416 + l_893_);
                } else {
                    uint _e2418 = l_mut_151_;
                    uint _e2419 = l_mut_275_;
                    uint l_894_ = (_e2418 - _e2419);
                    uint _e2421 = l_mut_145_;
                    uint _e2422 = l_mut_269_;
                    uint l_895_ = (_e2421 - _e2422);
                    uint _e2424 = l_mut_151_;
                    uint _e2425 = l_mut_275_;
                    bool l_896_ = (_e2424 < _e2425);
                    uint l_897_ = uint(l_896_);
                    uint l_898_ = (l_895_ - l_897_);
                    l_mut_151_ = l_894_;
                    l_mut_145_ = l_898_;
                    uint _e2429 = l_mut_145_;
                    bool l_899_ = (_e2429 < l_344_);
                    uint _e2431 = l_mut_145_;
                    bool l_900_ = (_e2431 == l_344_);
                    uint _e2433 = l_mut_151_;
                    bool l_901_ = (_e2433 < l_340_);
                    if (l_900_) {
                        local_72 = l_901_;
                    } else {
                        local_72 = false;
                    }
                    bool l_902_ = local_72;
                    if (!(l_899_)) {
                        local_73 = l_902_;
                    } else {
                        local_73 = true;
                    }
                    bool l_903_ = local_73;
                    if (l_903_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e2445 = l_mut_96_;
                        uint l_904_ = (l_4_ - _e2445);
                        uint _e2447 = l_mut_102_;
                        uint l_905_ = naga_div(l_904_, _e2447);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e2451 = l_mut_219_;
                        uint _e2452 = l_mut_213_;
                        uint l_906_ = (_e2451 | _e2452);
                        bool l_907_ = (l_906_ == 0u);
                        if (l_907_) {
                            l_mut_450_ = l_905_;
                        } else {
                            bool _e2456 = l_mut_645_;
                            if (_e2456) {
                                uint _e2457 = l_mut_213_;
                                uint _e2458 = l_mut_269_;
                                bool l_908_ = (_e2457 < _e2458);
                                uint _e2460 = l_mut_213_;
                                uint _e2461 = l_mut_269_;
                                bool l_909_ = (_e2460 == _e2461);
                                uint _e2463 = l_mut_219_;
                                uint _e2464 = l_mut_275_;
                                bool l_910_ = (_e2463 < _e2464);
                                if (l_909_) {
                                    local_74 = l_910_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_911_ = local_74;
                                if (!(l_908_)) {
                                    local_75 = l_911_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_912_ = local_75;
                                if (l_912_) {
                                    uint _e2475 = l_mut_275_;
                                    uint l_913_ = (_e2475 - 1u);
                                    uint _e2478 = l_mut_269_;
                                    uint l_914_ = (_e2478 - 0u);
                                    uint _e2481 = l_mut_275_;
                                    bool l_915_ = (_e2481 < 1u);
                                    uint l_916_ = uint(l_915_);
                                    uint l_917_ = (l_914_ - l_916_);
                                    l_mut_445_ = l_913_;
                                    l_mut_444_ = l_917_;
                                    l_mut_441_ = 0u;
                                    l_mut_918_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2574 = l_mut_918_;
                                            l_mut_918_ = (_e2574 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2489 = l_mut_918_;
                                        if ((_e2489 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2493 = l_mut_918_;
                                            uint l_919_ = (19u - _e2493);
                                            uint _e2495 = l_mut_445_;
                                            l_mut_440_ = _e2495;
                                            uint _e2496 = l_mut_444_;
                                            l_mut_439_ = _e2496;
                                            bool l_920_ = (l_919_ >= 32u);
                                            if (l_920_) {
                                                uint l_921_ = (l_919_ & 31u);
                                                uint _e2501 = l_mut_444_;
                                                uint l_922_ = (_e2501 >> l_921_);
                                                l_mut_440_ = l_922_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_923_ = (l_919_ > 0u);
                                                if (l_923_) {
                                                    uint _e2506 = l_mut_445_;
                                                    l_mut_428_ = _e2506;
                                                    bool l_924_ = (l_919_ > 0u);
                                                    if (l_924_) {
                                                        uint _e2509 = l_mut_445_;
                                                        uint l_925_ = (_e2509 >> l_919_);
                                                        uint l_926_ = (32u - l_919_);
                                                        uint _e2513 = l_mut_444_;
                                                        uint l_927_ = (_e2513 << l_926_);
                                                        uint l_928_ = (l_925_ | l_927_);
                                                        l_mut_428_ = l_928_;
                                                    }
                                                    uint _e2516 = l_mut_444_;
                                                    uint l_929_ = (_e2516 >> l_919_);
                                                    uint _e2518 = l_mut_428_;
                                                    l_mut_440_ = _e2518;
                                                    l_mut_439_ = l_929_;
                                                }
                                            }
                                            uint _e2519 = l_mut_439_;
                                            uint _e2520 = l_mut_213_;
                                            bool l_930_ = (_e2519 < _e2520);
                                            uint _e2522 = l_mut_439_;
                                            uint _e2523 = l_mut_213_;
                                            bool l_931_ = (_e2522 == _e2523);
                                            uint _e2525 = l_mut_440_;
                                            uint _e2526 = l_mut_219_;
                                            bool l_932_ = (_e2525 < _e2526);
                                            if (l_931_) {
                                                local_76 = l_932_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_933_ = local_76;
                                            if (!(l_930_)) {
                                                local_77 = l_933_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_934_ = local_77;
                                            bool l_935_ = !(l_934_);
                                            if (l_935_) {
                                                uint _e2538 = l_mut_219_;
                                                l_mut_440_ = _e2538;
                                                uint _e2539 = l_mut_213_;
                                                l_mut_439_ = _e2539;
                                                bool l_936_ = (l_919_ >= 32u);
                                                if (l_936_) {
                                                    uint l_937_ = (l_919_ & 31u);
                                                    uint _e2544 = l_mut_219_;
                                                    uint l_938_ = (_e2544 << l_937_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_938_;
                                                } else {
                                                    bool l_939_ = (l_919_ > 0u);
                                                    if (l_939_) {
                                                        uint _e2549 = l_mut_219_;
                                                        uint l_940_ = (_e2549 << l_919_);
                                                        uint _e2551 = l_mut_213_;
                                                        uint l_941_ = (_e2551 << l_919_);
                                                        uint l_942_ = (32u - l_919_);
                                                        uint _e2555 = l_mut_219_;
                                                        uint l_943_ = (_e2555 >> l_942_);
                                                        uint l_944_ = (l_941_ | l_943_);
                                                        l_mut_440_ = l_940_;
                                                        l_mut_439_ = l_944_;
                                                    }
                                                }
                                                uint _e2558 = l_mut_445_;
                                                uint _e2559 = l_mut_440_;
                                                uint l_945_ = (_e2558 - _e2559);
                                                uint _e2561 = l_mut_444_;
                                                uint _e2562 = l_mut_439_;
                                                uint l_946_ = (_e2561 - _e2562);
                                                uint _e2564 = l_mut_445_;
                                                uint _e2565 = l_mut_440_;
                                                bool l_947_ = (_e2564 < _e2565);
                                                uint l_948_ = uint(l_947_);
                                                uint l_949_ = (l_946_ - l_948_);
                                                l_mut_445_ = l_945_;
                                                l_mut_444_ = l_949_;
                                                uint l_950_ = (1u << l_919_);
                                                uint _e2571 = l_mut_441_;
                                                l_mut_441_ = (_e2571 | l_950_);
                                            }
                                        }
                                    }
                                    uint _e2576 = l_mut_441_;
                                    uint l_951_ = min(_e2576, l_905_);
                                    l_mut_441_ = l_951_;
                                    uint _e2578 = l_mut_444_;
                                    uint _e2579 = l_mut_213_;
                                    bool l_952_ = (_e2578 < _e2579);
                                    uint _e2581 = l_mut_444_;
                                    uint _e2582 = l_mut_213_;
                                    bool l_953_ = (_e2581 == _e2582);
                                    uint _e2584 = l_mut_445_;
                                    uint _e2585 = l_mut_219_;
                                    bool l_954_ = (_e2584 < _e2585);
                                    if (l_953_) {
                                        local_78 = l_954_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_955_ = local_78;
                                    if (!(l_952_)) {
                                        local_79 = l_955_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_956_ = local_79;
                                    bool l_957_ = !(l_956_);
                                    if (l_957_) {
                                        l_mut_441_ = l_905_;
                                    }
                                    uint _e2597 = l_mut_441_;
                                    l_mut_450_ = _e2597;
                                }
                            } else {
                                uint _e2598 = l_mut_275_;
                                l_mut_445_ = _e2598;
                                uint _e2599 = l_mut_269_;
                                l_mut_444_ = _e2599;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2600 = l_mut_213_;
                                    uint _e2601 = l_mut_444_;
                                    bool l_958_ = (_e2600 < _e2601);
                                    uint _e2603 = l_mut_213_;
                                    uint _e2604 = l_mut_444_;
                                    bool l_959_ = (_e2603 == _e2604);
                                    uint _e2606 = l_mut_219_;
                                    uint _e2607 = l_mut_445_;
                                    bool l_960_ = (_e2606 < _e2607);
                                    if (l_959_) {
                                        local_80 = l_960_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_961_ = local_80;
                                    if (!(l_958_)) {
                                        local_81 = l_961_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_962_ = local_81;
                                    uint _e2618 = l_mut_450_;
                                    uint _e2619 = l_mut_102_;
                                    uint l_963_ = (_e2618 * _e2619);
                                    uint _e2621 = l_mut_96_;
                                    uint l_964_ = (_e2621 + l_963_);
                                    uint _e2623 = l_mut_102_;
                                    uint l_965_ = (l_964_ + _e2623);
                                    bool l_966_ = (l_965_ < l_4_);
                                    if (l_962_) {
                                        local_82 = l_966_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_967_ = local_82;
                                    bool l_968_ = !(l_967_);
                                    if (l_968_) {
                                        break;
                                    }
                                    uint _e2631 = l_mut_445_;
                                    uint _e2632 = l_mut_219_;
                                    uint l_969_ = (_e2631 - _e2632);
                                    uint _e2634 = l_mut_444_;
                                    uint _e2635 = l_mut_213_;
                                    uint l_970_ = (_e2634 - _e2635);
                                    uint _e2637 = l_mut_445_;
                                    uint _e2638 = l_mut_219_;
                                    bool l_971_ = (_e2637 < _e2638);
                                    uint l_972_ = uint(l_971_);
                                    uint l_973_ = (l_970_ - l_972_);
                                    l_mut_445_ = l_969_;
                                    l_mut_444_ = l_973_;
                                    uint _e2642 = l_mut_450_;
                                    l_mut_450_ = (_e2642 + 1u);
                                }
                            }
                        }
                        uint _e2645 = l_mut_102_;
                        uint _e2646 = l_mut_96_;
                        uint l_974_ = (_e2645 + _e2646);
                        uint _e2648 = l_mut_450_;
                        uint _e2649 = l_mut_102_;
                        uint l_975_ = (_e2648 * _e2649);
                        uint l_976_ = (l_974_ + l_975_);
                        bool l_977_ = (l_976_ >= l_4_);
                        if (l_977_) {
                            l_mut_350_ = true;
                            l_mut_357_ = false;
                        } else {
                            uint _e2655 = l_mut_219_;
                            uint _e2656 = l_mut_450_;
                            uint l_978_ = (_e2655 * _e2656);
                            uint _e2658 = l_mut_219_;
                            uint64_t l_2875_ = uint64_t(_e2658);
                            uint _e2660 = l_mut_450_;
                            uint64_t l_2876_ = uint64_t(_e2660);
                            uint64_t l_2877_ = (l_2875_ * l_2876_);
                            uint64_t l_2878_ = (l_2877_ >> uint(32uL));
                            uint l_979_ = uint(l_2878_);
                            uint _e2669 = l_mut_213_;
                            uint _e2670 = l_mut_450_;
                            uint l_980_ = (_e2669 * _e2670);
                            uint l_981_ = (l_979_ + l_980_);
                            uint _e2673 = l_mut_275_;
                            uint l_982_ = (_e2673 - l_978_);
                            uint _e2675 = l_mut_269_;
                            uint l_983_ = (_e2675 - l_981_);
                            uint _e2677 = l_mut_275_;
                            bool l_984_ = (_e2677 < l_978_);
                            uint l_985_ = uint(l_984_);
                            uint l_986_ = (l_983_ - l_985_);
                            l_mut_275_ = l_982_;
                            l_mut_269_ = l_986_;
                            uint _e2681 = l_mut_450_;
                            uint _e2682 = l_mut_102_;
                            uint l_987_ = (_e2681 * _e2682);
                            uint _e2684 = l_mut_96_;
                            l_mut_96_ = (_e2684 + l_987_);
                            uint _e2686 = l_mut_219_;
                            uint _e2687 = l_mut_275_;
                            uint l_988_ = (_e2686 - _e2687);
                            uint _e2689 = l_mut_213_;
                            uint _e2690 = l_mut_269_;
                            uint l_989_ = (_e2689 - _e2690);
                            uint _e2692 = l_mut_219_;
                            uint _e2693 = l_mut_275_;
                            bool l_990_ = (_e2692 < _e2693);
                            uint l_991_ = uint(l_990_);
                            uint l_992_ = (l_989_ - l_991_);
                            l_mut_219_ = l_988_;
                            l_mut_213_ = l_992_;
                            uint _e2697 = l_mut_102_;
                            uint _e2698 = l_mut_96_;
                            l_mut_102_ = (_e2697 + _e2698);
                        }
                    }
                }
            }
        }
        bool _e2700 = l_mut_350_;
        bool l_993_ = !(_e2700);
        if (l_993_) {
            uint l_2880_ = asuint(info.Load(20+0));
            uint l_2881_ = (l_2880_ * 1u);
            uint l_2882_ = (l_2881_ - 1u);
            uint l_2883_ = min(0u, l_2882_);
            uint _e2715; buffer_5_global.InterlockedAdd(l_2883_*4, 1u, _e2715);
            uint l_996_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
            bool loop_init_6 = true;
            while(true) {
                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                if (!loop_init_6) {
                    uint _e6072 = l_mut_997_;
                    l_mut_997_ = (_e6072 + 1u);
                }
                loop_init_6 = false;
                uint _e2723 = l_mut_997_;
                if ((_e2723 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2726 = l_mut_997_;
                    uint l_998_ = (_e2726 * l_996_);
                    bool l_999_ = (l_998_ < l_56_);
                    uint l_1000_ = naga_div(l_4_, 8u);
                    uint _e2731 = l_mut_997_;
                    uint l_1001_ = (_e2731 * l_1000_);
                    uint l_1002_ = (l_1001_ + l_1001_);
                    uint l_1003_ = (l_72_ >> 31u);
                    bool l_1004_ = (l_1003_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1004_) {
                        uint l_1005_ = (0u - l_69_);
                        uint l_1006_ = (0u - l_72_);
                        bool l_1007_ = (0u < l_69_);
                        uint l_1008_ = uint(l_1007_);
                        uint l_1009_ = (l_1006_ - l_1008_);
                        l_mut_441_ = l_1005_;
                        l_mut_440_ = l_1009_;
                    }
                    uint _e2746 = l_mut_441_;
                    uint l_1010_ = (_e2746 * l_1002_);
                    uint _e2748 = l_mut_440_;
                    uint l_1011_ = (_e2748 * l_1002_);
                    uint _e2750 = l_mut_441_;
                    uint64_t l_2885_ = uint64_t(_e2750);
                    uint64_t l_2886_ = uint64_t(l_1002_);
                    uint64_t l_2887_ = (l_2885_ * l_2886_);
                    uint64_t l_2888_ = (l_2887_ >> uint(32uL));
                    uint l_1012_ = uint(l_2888_);
                    uint l_1013_ = (l_1012_ + l_1011_);
                    uint _e2761 = l_mut_440_;
                    uint64_t l_2890_ = uint64_t(_e2761);
                    uint64_t l_2891_ = uint64_t(l_1002_);
                    uint64_t l_2892_ = (l_2890_ * l_2891_);
                    uint64_t l_2893_ = (l_2892_ >> uint(32uL));
                    uint l_1014_ = uint(l_2893_);
                    bool l_1015_ = (l_1013_ < l_1011_);
                    uint l_1016_ = uint(l_1015_);
                    uint l_1017_ = (l_1014_ + l_1016_);
                    uint l_1018_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1010_;
                    bool l_1019_ = (l_1018_ > 0u);
                    if (l_1019_) {
                        uint l_1020_ = (l_1010_ >> l_1018_);
                        uint l_1021_ = (32u - l_1018_);
                        uint l_1022_ = (l_1013_ << l_1021_);
                        uint l_1023_ = (l_1020_ | l_1022_);
                        l_mut_439_ = l_1023_;
                    }
                    l_mut_428_ = l_1013_;
                    bool l_1024_ = (l_1018_ > 0u);
                    if (l_1024_) {
                        uint l_1025_ = (l_1013_ >> l_1018_);
                        uint l_1026_ = (32u - l_1018_);
                        uint l_1027_ = (l_1017_ << l_1026_);
                        uint l_1028_ = (l_1025_ | l_1027_);
                        l_mut_428_ = l_1028_;
                    }
                    uint _e2790 = l_mut_439_;
                    l_mut_421_ = _e2790;
                    uint _e2791 = l_mut_428_;
                    l_mut_439_ = _e2791;
                    bool l_1029_ = (l_9_ >= 64u);
                    if (l_1029_) {
                        l_mut_421_ = l_1017_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1030_ = (l_9_ >= 32u);
                        if (l_1030_) {
                            l_mut_428_ = l_1013_;
                            bool l_1031_ = (l_1018_ > 0u);
                            if (l_1031_) {
                                uint l_1032_ = (l_1013_ >> l_1018_);
                                uint l_1033_ = (32u - l_1018_);
                                uint l_1034_ = (l_1017_ << l_1033_);
                                uint l_1035_ = (l_1032_ | l_1034_);
                                l_mut_428_ = l_1035_;
                            }
                            uint l_1036_ = (l_1017_ >> l_1018_);
                            uint _e2805 = l_mut_428_;
                            l_mut_421_ = _e2805;
                            l_mut_439_ = l_1036_;
                        }
                    }
                    uint _e2806 = l_mut_421_;
                    l_mut_441_ = _e2806;
                    uint _e2807 = l_mut_439_;
                    l_mut_440_ = _e2807;
                    if (l_1004_) {
                        uint _e2809 = l_mut_441_;
                        uint l_1037_ = (0u - _e2809);
                        uint _e2812 = l_mut_440_;
                        uint l_1038_ = (0u - _e2812);
                        uint _e2815 = l_mut_441_;
                        bool l_1039_ = (0u < _e2815);
                        uint l_1040_ = uint(l_1039_);
                        uint l_1041_ = (l_1038_ - l_1040_);
                        l_mut_441_ = l_1037_;
                        l_mut_440_ = l_1041_;
                    }
                    uint _e2819 = l_mut_441_;
                    uint l_1042_ = (l_59_ + _e2819);
                    uint _e2821 = l_mut_440_;
                    uint l_1043_ = (l_62_ + _e2821);
                    bool l_1044_ = (l_1042_ < l_59_);
                    uint l_1045_ = uint(l_1044_);
                    uint l_1046_ = (l_1043_ + l_1045_);
                    uint l_1047_ = (l_59_ * l_1001_);
                    uint64_t l_2895_ = uint64_t(l_59_);
                    uint64_t l_2896_ = uint64_t(l_1001_);
                    uint64_t l_2897_ = (l_2895_ * l_2896_);
                    uint64_t l_2898_ = (l_2897_ >> uint(32uL));
                    uint l_1048_ = uint(l_2898_);
                    uint l_1049_ = (l_62_ * l_1001_);
                    uint l_1050_ = (l_1048_ + l_1049_);
                    uint l_1051_ = (l_64_ + l_1047_);
                    uint l_1052_ = (l_67_ + l_1050_);
                    bool l_1053_ = (l_1051_ < l_64_);
                    uint l_1054_ = uint(l_1053_);
                    uint l_1055_ = (l_1052_ + l_1054_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1056_ = (l_1001_ < 65536u);
                    if (l_1056_) {
                        uint l_1057_ = (l_1001_ * l_1001_);
                        uint l_1058_ = (l_72_ >> 31u);
                        bool l_1059_ = (l_1058_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1059_) {
                            uint l_1060_ = (0u - l_69_);
                            uint l_1061_ = (0u - l_72_);
                            bool l_1062_ = (0u < l_69_);
                            uint l_1063_ = uint(l_1062_);
                            uint l_1064_ = (l_1061_ - l_1063_);
                            l_mut_439_ = l_1060_;
                            l_mut_428_ = l_1064_;
                        }
                        uint _e2860 = l_mut_439_;
                        uint l_1065_ = (_e2860 * l_1057_);
                        uint _e2862 = l_mut_428_;
                        uint l_1066_ = (_e2862 * l_1057_);
                        uint _e2864 = l_mut_439_;
                        uint64_t l_2900_ = uint64_t(_e2864);
                        uint64_t l_2901_ = uint64_t(l_1057_);
                        uint64_t l_2902_ = (l_2900_ * l_2901_);
                        uint64_t l_2903_ = (l_2902_ >> uint(32uL));
                        uint l_1067_ = uint(l_2903_);
                        uint l_1068_ = (l_1067_ + l_1066_);
                        uint _e2875 = l_mut_428_;
                        uint64_t l_2905_ = uint64_t(_e2875);
                        uint64_t l_2906_ = uint64_t(l_1057_);
                        uint64_t l_2907_ = (l_2905_ * l_2906_);
                        uint64_t l_2908_ = (l_2907_ >> uint(32uL));
                        uint l_1069_ = uint(l_2908_);
                        bool l_1070_ = (l_1068_ < l_1066_);
                        uint l_1071_ = uint(l_1070_);
                        uint l_1072_ = (l_1069_ + l_1071_);
                        uint l_1073_ = naga_mod(l_9_, 32u);
                        l_mut_421_ = l_1065_;
                        bool l_1074_ = (l_1073_ > 0u);
                        if (l_1074_) {
                            uint l_1075_ = (l_1065_ >> l_1073_);
                            uint l_1076_ = (32u - l_1073_);
                            uint l_1077_ = (l_1068_ << l_1076_);
                            uint l_1078_ = (l_1075_ | l_1077_);
                            l_mut_421_ = l_1078_;
                        }
                        l_mut_394_ = l_1068_;
                        bool l_1079_ = (l_1073_ > 0u);
                        if (l_1079_) {
                            uint l_1080_ = (l_1068_ >> l_1073_);
                            uint l_1081_ = (32u - l_1073_);
                            uint l_1082_ = (l_1072_ << l_1081_);
                            uint l_1083_ = (l_1080_ | l_1082_);
                            l_mut_394_ = l_1083_;
                        }
                        uint _e2904 = l_mut_421_;
                        l_mut_388_ = _e2904;
                        uint _e2905 = l_mut_394_;
                        l_mut_421_ = _e2905;
                        bool l_1084_ = (l_9_ >= 64u);
                        if (l_1084_) {
                            l_mut_388_ = l_1072_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1085_ = (l_9_ >= 32u);
                            if (l_1085_) {
                                l_mut_394_ = l_1068_;
                                bool l_1086_ = (l_1073_ > 0u);
                                if (l_1086_) {
                                    uint l_1087_ = (l_1068_ >> l_1073_);
                                    uint l_1088_ = (32u - l_1073_);
                                    uint l_1089_ = (l_1072_ << l_1088_);
                                    uint l_1090_ = (l_1087_ | l_1089_);
                                    l_mut_394_ = l_1090_;
                                }
                                uint l_1091_ = (l_1072_ >> l_1073_);
                                uint _e2919 = l_mut_394_;
                                l_mut_388_ = _e2919;
                                l_mut_421_ = l_1091_;
                            }
                        }
                        uint _e2920 = l_mut_388_;
                        l_mut_439_ = _e2920;
                        uint _e2921 = l_mut_421_;
                        l_mut_428_ = _e2921;
                        if (l_1059_) {
                            uint _e2923 = l_mut_439_;
                            uint l_1092_ = (0u - _e2923);
                            uint _e2926 = l_mut_428_;
                            uint l_1093_ = (0u - _e2926);
                            uint _e2929 = l_mut_439_;
                            bool l_1094_ = (0u < _e2929);
                            uint l_1095_ = uint(l_1094_);
                            uint l_1096_ = (l_1093_ - l_1095_);
                            l_mut_439_ = l_1092_;
                            l_mut_428_ = l_1096_;
                        }
                        uint _e2933 = l_mut_439_;
                        l_mut_441_ = _e2933;
                        uint _e2934 = l_mut_428_;
                        l_mut_440_ = _e2934;
                    } else {
                        uint l_1097_ = (l_72_ >> 31u);
                        bool l_1098_ = (l_1097_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1098_) {
                            uint l_1099_ = (0u - l_69_);
                            uint l_1100_ = (0u - l_72_);
                            bool l_1101_ = (0u < l_69_);
                            uint l_1102_ = uint(l_1101_);
                            uint l_1103_ = (l_1100_ - l_1102_);
                            l_mut_439_ = l_1099_;
                            l_mut_428_ = l_1103_;
                        }
                        uint _e2947 = l_mut_439_;
                        uint l_1104_ = (_e2947 * l_1001_);
                        uint _e2949 = l_mut_428_;
                        uint l_1105_ = (_e2949 * l_1001_);
                        uint _e2951 = l_mut_439_;
                        uint64_t l_2910_ = uint64_t(_e2951);
                        uint64_t l_2911_ = uint64_t(l_1001_);
                        uint64_t l_2912_ = (l_2910_ * l_2911_);
                        uint64_t l_2913_ = (l_2912_ >> uint(32uL));
                        uint l_1106_ = uint(l_2913_);
                        uint l_1107_ = (l_1106_ + l_1105_);
                        uint _e2962 = l_mut_428_;
                        uint64_t l_2915_ = uint64_t(_e2962);
                        uint64_t l_2916_ = uint64_t(l_1001_);
                        uint64_t l_2917_ = (l_2915_ * l_2916_);
                        uint64_t l_2918_ = (l_2917_ >> uint(32uL));
                        uint l_1108_ = uint(l_2918_);
                        bool l_1109_ = (l_1107_ < l_1105_);
                        uint l_1110_ = uint(l_1109_);
                        uint l_1111_ = (l_1108_ + l_1110_);
                        l_mut_421_ = l_1104_;
                        bool l_1113_ = (0u > 0u);
                        if (l_1113_) {
                            uint l_1114_ = (l_1104_ >> 0u);
                            uint l_1115_ = (32u - 0u);
                            uint l_1116_ = (l_1107_ << l_1115_);
                            uint l_1117_ = (l_1114_ | l_1116_);
                            l_mut_421_ = l_1117_;
                        }
                        l_mut_394_ = l_1107_;
                        bool l_1118_ = (0u > 0u);
                        if (l_1118_) {
                            uint l_1119_ = (l_1107_ >> 0u);
                            uint l_1120_ = (32u - 0u);
                            uint l_1121_ = (l_1111_ << l_1120_);
                            uint l_1122_ = (l_1119_ | l_1121_);
                            l_mut_394_ = l_1122_;
                        }
                        uint _e2990 = l_mut_421_;
                        l_mut_388_ = _e2990;
                        uint _e2991 = l_mut_394_;
                        l_mut_421_ = _e2991;
                        if (false) {
                            l_mut_388_ = l_1111_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1107_;
                                bool l_1125_ = (0u > 0u);
                                if (l_1125_) {
                                    uint l_1126_ = (l_1107_ >> 0u);
                                    uint l_1127_ = (32u - 0u);
                                    uint l_1128_ = (l_1111_ << l_1127_);
                                    uint l_1129_ = (l_1126_ | l_1128_);
                                    l_mut_394_ = l_1129_;
                                }
                                uint l_1130_ = (l_1111_ >> 0u);
                                uint _e3003 = l_mut_394_;
                                l_mut_388_ = _e3003;
                                l_mut_421_ = l_1130_;
                            }
                        }
                        uint _e3004 = l_mut_439_;
                        uint l_1131_ = (_e3004 * l_1001_);
                        uint _e3006 = l_mut_428_;
                        uint l_1132_ = (_e3006 * l_1001_);
                        uint _e3008 = l_mut_439_;
                        uint64_t l_2920_ = uint64_t(_e3008);
                        uint64_t l_2921_ = uint64_t(l_1001_);
                        uint64_t l_2922_ = (l_2920_ * l_2921_);
                        uint64_t l_2923_ = (l_2922_ >> uint(32uL));
                        uint l_1133_ = uint(l_2923_);
                        uint l_1134_ = (l_1133_ + l_1132_);
                        uint _e3019 = l_mut_428_;
                        uint64_t l_2925_ = uint64_t(_e3019);
                        uint64_t l_2926_ = uint64_t(l_1001_);
                        uint64_t l_2927_ = (l_2925_ * l_2926_);
                        uint64_t l_2928_ = (l_2927_ >> uint(32uL));
                        uint l_1135_ = uint(l_2928_);
                        bool l_1136_ = (l_1134_ < l_1132_);
                        uint l_1137_ = uint(l_1136_);
                        uint l_1138_ = (l_1135_ + l_1137_);
                        l_mut_394_ = l_1131_;
                        bool l_1140_ = (0u > 0u);
                        if (l_1140_) {
                            uint l_1141_ = (l_1131_ >> 0u);
                            uint l_1142_ = (32u - 0u);
                            uint l_1143_ = (l_1134_ << l_1142_);
                            uint l_1144_ = (l_1141_ | l_1143_);
                            l_mut_394_ = l_1144_;
                        }
                        l_mut_382_ = l_1134_;
                        bool l_1145_ = (0u > 0u);
                        if (l_1145_) {
                            uint l_1146_ = (l_1134_ >> 0u);
                            uint l_1147_ = (32u - 0u);
                            uint l_1148_ = (l_1138_ << l_1147_);
                            uint l_1149_ = (l_1146_ | l_1148_);
                            l_mut_382_ = l_1149_;
                        }
                        uint _e3047 = l_mut_394_;
                        l_mut_275_ = _e3047;
                        uint _e3048 = l_mut_382_;
                        l_mut_394_ = _e3048;
                        if (true) {
                            l_mut_275_ = l_1138_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1134_;
                                bool l_1152_ = (0u > 0u);
                                if (l_1152_) {
                                    uint l_1153_ = (l_1134_ >> 0u);
                                    uint l_1154_ = (32u - 0u);
                                    uint l_1155_ = (l_1138_ << l_1154_);
                                    uint l_1156_ = (l_1153_ | l_1155_);
                                    l_mut_382_ = l_1156_;
                                }
                                uint l_1157_ = (l_1138_ >> 0u);
                                uint _e3060 = l_mut_382_;
                                l_mut_275_ = _e3060;
                                l_mut_394_ = l_1157_;
                            }
                        }
                        uint _e3061 = l_mut_388_;
                        uint l_1158_ = (_e3061 * l_1001_);
                        uint _e3063 = l_mut_421_;
                        uint l_1159_ = (_e3063 * l_1001_);
                        uint _e3065 = l_mut_388_;
                        uint64_t l_2930_ = uint64_t(_e3065);
                        uint64_t l_2931_ = uint64_t(l_1001_);
                        uint64_t l_2932_ = (l_2930_ * l_2931_);
                        uint64_t l_2933_ = (l_2932_ >> uint(32uL));
                        uint l_1160_ = uint(l_2933_);
                        uint l_1161_ = (l_1160_ + l_1159_);
                        uint _e3076 = l_mut_421_;
                        uint64_t l_2935_ = uint64_t(_e3076);
                        uint64_t l_2936_ = uint64_t(l_1001_);
                        uint64_t l_2937_ = (l_2935_ * l_2936_);
                        uint64_t l_2938_ = (l_2937_ >> uint(32uL));
                        uint l_1162_ = uint(l_2938_);
                        bool l_1163_ = (l_1161_ < l_1159_);
                        uint l_1164_ = uint(l_1163_);
                        uint l_1165_ = (l_1162_ + l_1164_);
                        l_mut_439_ = l_1158_;
                        bool l_1167_ = (0u > 0u);
                        if (l_1167_) {
                            uint l_1168_ = (l_1158_ >> 0u);
                            uint l_1169_ = (32u - 0u);
                            uint l_1170_ = (l_1161_ << l_1169_);
                            uint l_1171_ = (l_1168_ | l_1170_);
                            l_mut_439_ = l_1171_;
                        }
                        l_mut_428_ = l_1161_;
                        bool l_1172_ = (0u > 0u);
                        if (l_1172_) {
                            uint l_1173_ = (l_1161_ >> 0u);
                            uint l_1174_ = (32u - 0u);
                            uint l_1175_ = (l_1165_ << l_1174_);
                            uint l_1176_ = (l_1173_ | l_1175_);
                            l_mut_428_ = l_1176_;
                        }
                        uint _e3104 = l_mut_439_;
                        l_mut_382_ = _e3104;
                        uint _e3105 = l_mut_428_;
                        l_mut_439_ = _e3105;
                        if (false) {
                            l_mut_382_ = l_1165_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1161_;
                                bool l_1179_ = (0u > 0u);
                                if (l_1179_) {
                                    uint l_1180_ = (l_1161_ >> 0u);
                                    uint l_1181_ = (32u - 0u);
                                    uint l_1182_ = (l_1165_ << l_1181_);
                                    uint l_1183_ = (l_1180_ | l_1182_);
                                    l_mut_428_ = l_1183_;
                                }
                                uint l_1184_ = (l_1165_ >> 0u);
                                uint _e3117 = l_mut_428_;
                                l_mut_382_ = _e3117;
                                l_mut_439_ = l_1184_;
                            }
                        }
                        uint _e3118 = l_mut_388_;
                        uint l_1185_ = (_e3118 * l_1001_);
                        uint _e3120 = l_mut_421_;
                        uint l_1186_ = (_e3120 * l_1001_);
                        uint _e3122 = l_mut_388_;
                        uint64_t l_2940_ = uint64_t(_e3122);
                        uint64_t l_2941_ = uint64_t(l_1001_);
                        uint64_t l_2942_ = (l_2940_ * l_2941_);
                        uint64_t l_2943_ = (l_2942_ >> uint(32uL));
                        uint l_1187_ = uint(l_2943_);
                        uint l_1188_ = (l_1187_ + l_1186_);
                        uint _e3133 = l_mut_421_;
                        uint64_t l_2945_ = uint64_t(_e3133);
                        uint64_t l_2946_ = uint64_t(l_1001_);
                        uint64_t l_2947_ = (l_2945_ * l_2946_);
                        uint64_t l_2948_ = (l_2947_ >> uint(32uL));
                        uint l_1189_ = uint(l_2948_);
                        bool l_1190_ = (l_1188_ < l_1186_);
                        uint l_1191_ = uint(l_1190_);
                        uint l_1192_ = (l_1189_ + l_1191_);
                        l_mut_428_ = l_1185_;
                        bool l_1194_ = (0u > 0u);
                        if (l_1194_) {
                            uint l_1195_ = (l_1185_ >> 0u);
                            uint l_1196_ = (32u - 0u);
                            uint l_1197_ = (l_1188_ << l_1196_);
                            uint l_1198_ = (l_1195_ | l_1197_);
                            l_mut_428_ = l_1198_;
                        }
                        l_mut_269_ = l_1188_;
                        bool l_1199_ = (0u > 0u);
                        if (l_1199_) {
                            uint l_1200_ = (l_1188_ >> 0u);
                            uint l_1201_ = (32u - 0u);
                            uint l_1202_ = (l_1192_ << l_1201_);
                            uint l_1203_ = (l_1200_ | l_1202_);
                            l_mut_269_ = l_1203_;
                        }
                        uint _e3161 = l_mut_428_;
                        l_mut_219_ = _e3161;
                        uint _e3162 = l_mut_269_;
                        l_mut_428_ = _e3162;
                        if (true) {
                            l_mut_219_ = l_1192_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1188_;
                                bool l_1206_ = (0u > 0u);
                                if (l_1206_) {
                                    uint l_1207_ = (l_1188_ >> 0u);
                                    uint l_1208_ = (32u - 0u);
                                    uint l_1209_ = (l_1192_ << l_1208_);
                                    uint l_1210_ = (l_1207_ | l_1209_);
                                    l_mut_269_ = l_1210_;
                                }
                                uint l_1211_ = (l_1192_ >> 0u);
                                uint _e3174 = l_mut_269_;
                                l_mut_219_ = _e3174;
                                l_mut_428_ = l_1211_;
                            }
                        }
                        uint _e3175 = l_mut_275_;
                        uint l_1212_ = (_e3175 * l_1001_);
                        uint _e3177 = l_mut_275_;
                        uint64_t l_2950_ = uint64_t(_e3177);
                        uint64_t l_2951_ = uint64_t(l_1001_);
                        uint64_t l_2952_ = (l_2950_ * l_2951_);
                        uint64_t l_2953_ = (l_2952_ >> uint(32uL));
                        uint l_1213_ = uint(l_2953_);
                        uint _e3187 = l_mut_394_;
                        uint l_1214_ = (_e3187 * l_1001_);
                        uint l_1215_ = (l_1213_ + l_1214_);
                        uint _e3190 = l_mut_219_;
                        uint l_1216_ = (_e3190 + l_1212_);
                        uint _e3192 = l_mut_428_;
                        uint l_1217_ = (_e3192 + l_1215_);
                        uint _e3194 = l_mut_219_;
                        bool l_1218_ = (l_1216_ < _e3194);
                        uint l_1219_ = uint(l_1218_);
                        uint l_1220_ = (l_1217_ + l_1219_);
                        uint _e3198 = l_mut_382_;
                        l_mut_441_ = _e3198;
                        uint _e3199 = l_mut_439_;
                        l_mut_440_ = _e3199;
                        bool l_1221_ = (l_9_ == 64u);
                        if (l_1221_) {
                            l_mut_441_ = l_1216_;
                            l_mut_440_ = l_1220_;
                        } else {
                            bool l_1222_ = (l_9_ > 0u);
                            if (l_1222_) {
                                uint l_1223_ = (64u - l_9_);
                                l_mut_428_ = l_1216_;
                                l_mut_421_ = l_1220_;
                                bool l_1224_ = (l_1223_ >= 32u);
                                if (l_1224_) {
                                    uint l_1225_ = (l_1223_ & 31u);
                                    uint l_1226_ = (l_1216_ << l_1225_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1226_;
                                } else {
                                    bool l_1227_ = (l_1223_ > 0u);
                                    if (l_1227_) {
                                        uint l_1228_ = (l_1216_ << l_1223_);
                                        uint l_1229_ = (l_1220_ << l_1223_);
                                        uint l_1230_ = (32u - l_1223_);
                                        uint l_1231_ = (l_1216_ >> l_1230_);
                                        uint l_1232_ = (l_1229_ | l_1231_);
                                        l_mut_428_ = l_1228_;
                                        l_mut_421_ = l_1232_;
                                    }
                                }
                                uint _e3220 = l_mut_382_;
                                l_mut_394_ = _e3220;
                                uint _e3221 = l_mut_439_;
                                l_mut_388_ = _e3221;
                                bool l_1233_ = (l_9_ >= 32u);
                                if (l_1233_) {
                                    uint l_1234_ = (l_9_ & 31u);
                                    uint _e3226 = l_mut_439_;
                                    uint l_1235_ = (_e3226 >> l_1234_);
                                    l_mut_394_ = l_1235_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1236_ = (l_9_ > 0u);
                                    if (l_1236_) {
                                        uint _e3231 = l_mut_382_;
                                        l_mut_275_ = _e3231;
                                        bool l_1237_ = (l_9_ > 0u);
                                        if (l_1237_) {
                                            uint _e3234 = l_mut_382_;
                                            uint l_1238_ = (_e3234 >> l_9_);
                                            uint l_1239_ = (32u - l_9_);
                                            uint _e3238 = l_mut_439_;
                                            uint l_1240_ = (_e3238 << l_1239_);
                                            uint l_1241_ = (l_1238_ | l_1240_);
                                            l_mut_275_ = l_1241_;
                                        }
                                        uint _e3241 = l_mut_439_;
                                        uint l_1242_ = (_e3241 >> l_9_);
                                        uint _e3243 = l_mut_275_;
                                        l_mut_394_ = _e3243;
                                        l_mut_388_ = l_1242_;
                                    }
                                }
                                uint _e3244 = l_mut_428_;
                                uint _e3245 = l_mut_394_;
                                uint l_1243_ = (_e3244 + _e3245);
                                uint _e3247 = l_mut_421_;
                                uint _e3248 = l_mut_388_;
                                uint l_1244_ = (_e3247 + _e3248);
                                uint _e3250 = l_mut_428_;
                                bool l_1245_ = (l_1243_ < _e3250);
                                uint l_1246_ = uint(l_1245_);
                                uint l_1247_ = (l_1244_ + l_1246_);
                                l_mut_441_ = l_1243_;
                                l_mut_440_ = l_1247_;
                            }
                        }
                        if (l_1098_) {
                            uint _e3255 = l_mut_441_;
                            uint l_1248_ = (0u - _e3255);
                            uint _e3258 = l_mut_440_;
                            uint l_1249_ = (0u - _e3258);
                            uint _e3261 = l_mut_441_;
                            bool l_1250_ = (0u < _e3261);
                            uint l_1251_ = uint(l_1250_);
                            uint l_1252_ = (l_1249_ - l_1251_);
                            l_mut_441_ = l_1248_;
                            l_mut_440_ = l_1252_;
                        }
                    }
                    uint _e3265 = l_mut_441_;
                    uint l_1253_ = (l_1051_ + _e3265);
                    uint _e3267 = l_mut_440_;
                    uint l_1254_ = (l_1055_ + _e3267);
                    bool l_1255_ = (l_1253_ < l_1051_);
                    uint l_1256_ = uint(l_1255_);
                    uint l_1257_ = (l_1254_ + l_1256_);
                    uint l_1258_ = (l_72_ >> 31u);
                    bool l_1259_ = (l_1258_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1259_) {
                        uint l_1260_ = (0u - l_69_);
                        uint l_1261_ = (0u - l_72_);
                        bool l_1262_ = (0u < l_69_);
                        uint l_1263_ = uint(l_1262_);
                        uint l_1264_ = (l_1261_ - l_1263_);
                        l_mut_441_ = l_1260_;
                        l_mut_440_ = l_1264_;
                    }
                    uint _e3284 = l_mut_441_;
                    uint l_1265_ = (_e3284 * l_1000_);
                    uint _e3286 = l_mut_440_;
                    uint l_1266_ = (_e3286 * l_1000_);
                    uint _e3288 = l_mut_441_;
                    uint64_t l_2955_ = uint64_t(_e3288);
                    uint64_t l_2956_ = uint64_t(l_1000_);
                    uint64_t l_2957_ = (l_2955_ * l_2956_);
                    uint64_t l_2958_ = (l_2957_ >> uint(32uL));
                    uint l_1267_ = uint(l_2958_);
                    uint l_1268_ = (l_1267_ + l_1266_);
                    uint _e3299 = l_mut_440_;
                    uint64_t l_2960_ = uint64_t(_e3299);
                    uint64_t l_2961_ = uint64_t(l_1000_);
                    uint64_t l_2962_ = (l_2960_ * l_2961_);
                    uint64_t l_2963_ = (l_2962_ >> uint(32uL));
                    uint l_1269_ = uint(l_2963_);
                    bool l_1270_ = (l_1268_ < l_1266_);
                    uint l_1271_ = uint(l_1270_);
                    uint l_1272_ = (l_1269_ + l_1271_);
                    uint l_1273_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1265_;
                    bool l_1274_ = (l_1273_ > 0u);
                    if (l_1274_) {
                        uint l_1275_ = (l_1265_ >> l_1273_);
                        uint l_1276_ = (32u - l_1273_);
                        uint l_1277_ = (l_1268_ << l_1276_);
                        uint l_1278_ = (l_1275_ | l_1277_);
                        l_mut_439_ = l_1278_;
                    }
                    l_mut_428_ = l_1268_;
                    bool l_1279_ = (l_1273_ > 0u);
                    if (l_1279_) {
                        uint l_1280_ = (l_1268_ >> l_1273_);
                        uint l_1281_ = (32u - l_1273_);
                        uint l_1282_ = (l_1272_ << l_1281_);
                        uint l_1283_ = (l_1280_ | l_1282_);
                        l_mut_428_ = l_1283_;
                    }
                    uint _e3328 = l_mut_439_;
                    l_mut_421_ = _e3328;
                    uint _e3329 = l_mut_428_;
                    l_mut_439_ = _e3329;
                    bool l_1284_ = (l_9_ >= 64u);
                    if (l_1284_) {
                        l_mut_421_ = l_1272_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1285_ = (l_9_ >= 32u);
                        if (l_1285_) {
                            l_mut_428_ = l_1268_;
                            bool l_1286_ = (l_1273_ > 0u);
                            if (l_1286_) {
                                uint l_1287_ = (l_1268_ >> l_1273_);
                                uint l_1288_ = (32u - l_1273_);
                                uint l_1289_ = (l_1272_ << l_1288_);
                                uint l_1290_ = (l_1287_ | l_1289_);
                                l_mut_428_ = l_1290_;
                            }
                            uint l_1291_ = (l_1272_ >> l_1273_);
                            uint _e3343 = l_mut_428_;
                            l_mut_421_ = _e3343;
                            l_mut_439_ = l_1291_;
                        }
                    }
                    uint _e3344 = l_mut_421_;
                    l_mut_441_ = _e3344;
                    uint _e3345 = l_mut_439_;
                    l_mut_440_ = _e3345;
                    if (l_1259_) {
                        uint _e3347 = l_mut_441_;
                        uint l_1292_ = (0u - _e3347);
                        uint _e3350 = l_mut_440_;
                        uint l_1293_ = (0u - _e3350);
                        uint _e3353 = l_mut_441_;
                        bool l_1294_ = (0u < _e3353);
                        uint l_1295_ = uint(l_1294_);
                        uint l_1296_ = (l_1293_ - l_1295_);
                        l_mut_441_ = l_1292_;
                        l_mut_440_ = l_1296_;
                    }
                    uint _e3357 = l_mut_441_;
                    uint l_1297_ = (l_1042_ + _e3357);
                    uint _e3359 = l_mut_440_;
                    uint l_1298_ = (l_1046_ + _e3359);
                    bool l_1299_ = (l_1297_ < l_1042_);
                    uint l_1300_ = uint(l_1299_);
                    uint l_1301_ = (l_1298_ + l_1300_);
                    uint l_1302_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1303_ = (l_1000_ < 65536u);
                    if (l_1303_) {
                        uint l_1304_ = (l_1000_ * l_1000_);
                        uint l_1305_ = (l_72_ >> 31u);
                        bool l_1306_ = (l_1305_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1306_) {
                            uint l_1307_ = (0u - l_69_);
                            uint l_1308_ = (0u - l_72_);
                            bool l_1309_ = (0u < l_69_);
                            uint l_1310_ = uint(l_1309_);
                            uint l_1311_ = (l_1308_ - l_1310_);
                            l_mut_439_ = l_1307_;
                            l_mut_428_ = l_1311_;
                        }
                        uint _e3383 = l_mut_439_;
                        uint l_1312_ = (_e3383 * l_1304_);
                        uint _e3385 = l_mut_428_;
                        uint l_1313_ = (_e3385 * l_1304_);
                        uint _e3387 = l_mut_439_;
                        uint64_t l_2965_ = uint64_t(_e3387);
                        uint64_t l_2966_ = uint64_t(l_1304_);
                        uint64_t l_2967_ = (l_2965_ * l_2966_);
                        uint64_t l_2968_ = (l_2967_ >> uint(32uL));
                        uint l_1314_ = uint(l_2968_);
                        uint l_1315_ = (l_1314_ + l_1313_);
                        uint _e3398 = l_mut_428_;
                        uint64_t l_2970_ = uint64_t(_e3398);
                        uint64_t l_2971_ = uint64_t(l_1304_);
                        uint64_t l_2972_ = (l_2970_ * l_2971_);
                        uint64_t l_2973_ = (l_2972_ >> uint(32uL));
                        uint l_1316_ = uint(l_2973_);
                        bool l_1317_ = (l_1315_ < l_1313_);
                        uint l_1318_ = uint(l_1317_);
                        uint l_1319_ = (l_1316_ + l_1318_);
                        uint l_1320_ = naga_mod(l_1302_, 32u);
                        l_mut_421_ = l_1312_;
                        bool l_1321_ = (l_1320_ > 0u);
                        if (l_1321_) {
                            uint l_1322_ = (l_1312_ >> l_1320_);
                            uint l_1323_ = (32u - l_1320_);
                            uint l_1324_ = (l_1315_ << l_1323_);
                            uint l_1325_ = (l_1322_ | l_1324_);
                            l_mut_421_ = l_1325_;
                        }
                        l_mut_394_ = l_1315_;
                        bool l_1326_ = (l_1320_ > 0u);
                        if (l_1326_) {
                            uint l_1327_ = (l_1315_ >> l_1320_);
                            uint l_1328_ = (32u - l_1320_);
                            uint l_1329_ = (l_1319_ << l_1328_);
                            uint l_1330_ = (l_1327_ | l_1329_);
                            l_mut_394_ = l_1330_;
                        }
                        uint _e3427 = l_mut_421_;
                        l_mut_388_ = _e3427;
                        uint _e3428 = l_mut_394_;
                        l_mut_421_ = _e3428;
                        bool l_1331_ = (l_1302_ >= 64u);
                        if (l_1331_) {
                            l_mut_388_ = l_1319_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1332_ = (l_1302_ >= 32u);
                            if (l_1332_) {
                                l_mut_394_ = l_1315_;
                                bool l_1333_ = (l_1320_ > 0u);
                                if (l_1333_) {
                                    uint l_1334_ = (l_1315_ >> l_1320_);
                                    uint l_1335_ = (32u - l_1320_);
                                    uint l_1336_ = (l_1319_ << l_1335_);
                                    uint l_1337_ = (l_1334_ | l_1336_);
                                    l_mut_394_ = l_1337_;
                                }
                                uint l_1338_ = (l_1319_ >> l_1320_);
                                uint _e3442 = l_mut_394_;
                                l_mut_388_ = _e3442;
                                l_mut_421_ = l_1338_;
                            }
                        }
                        uint _e3443 = l_mut_388_;
                        l_mut_439_ = _e3443;
                        uint _e3444 = l_mut_421_;
                        l_mut_428_ = _e3444;
                        if (l_1306_) {
                            uint _e3446 = l_mut_439_;
                            uint l_1339_ = (0u - _e3446);
                            uint _e3449 = l_mut_428_;
                            uint l_1340_ = (0u - _e3449);
                            uint _e3452 = l_mut_439_;
                            bool l_1341_ = (0u < _e3452);
                            uint l_1342_ = uint(l_1341_);
                            uint l_1343_ = (l_1340_ - l_1342_);
                            l_mut_439_ = l_1339_;
                            l_mut_428_ = l_1343_;
                        }
                        uint _e3456 = l_mut_439_;
                        l_mut_441_ = _e3456;
                        uint _e3457 = l_mut_428_;
                        l_mut_440_ = _e3457;
                    } else {
                        uint l_1344_ = (l_72_ >> 31u);
                        bool l_1345_ = (l_1344_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1345_) {
                            uint l_1346_ = (0u - l_69_);
                            uint l_1347_ = (0u - l_72_);
                            bool l_1348_ = (0u < l_69_);
                            uint l_1349_ = uint(l_1348_);
                            uint l_1350_ = (l_1347_ - l_1349_);
                            l_mut_439_ = l_1346_;
                            l_mut_428_ = l_1350_;
                        }
                        uint _e3470 = l_mut_439_;
                        uint l_1351_ = (_e3470 * l_1000_);
                        uint _e3472 = l_mut_428_;
                        uint l_1352_ = (_e3472 * l_1000_);
                        uint _e3474 = l_mut_439_;
                        uint64_t l_2975_ = uint64_t(_e3474);
                        uint64_t l_2976_ = uint64_t(l_1000_);
                        uint64_t l_2977_ = (l_2975_ * l_2976_);
                        uint64_t l_2978_ = (l_2977_ >> uint(32uL));
                        uint l_1353_ = uint(l_2978_);
                        uint l_1354_ = (l_1353_ + l_1352_);
                        uint _e3485 = l_mut_428_;
                        uint64_t l_2980_ = uint64_t(_e3485);
                        uint64_t l_2981_ = uint64_t(l_1000_);
                        uint64_t l_2982_ = (l_2980_ * l_2981_);
                        uint64_t l_2983_ = (l_2982_ >> uint(32uL));
                        uint l_1355_ = uint(l_2983_);
                        bool l_1356_ = (l_1354_ < l_1352_);
                        uint l_1357_ = uint(l_1356_);
                        uint l_1358_ = (l_1355_ + l_1357_);
                        l_mut_421_ = l_1351_;
                        bool l_1360_ = (0u > 0u);
                        if (l_1360_) {
                            uint l_1361_ = (l_1351_ >> 0u);
                            uint l_1362_ = (32u - 0u);
                            uint l_1363_ = (l_1354_ << l_1362_);
                            uint l_1364_ = (l_1361_ | l_1363_);
                            l_mut_421_ = l_1364_;
                        }
                        l_mut_394_ = l_1354_;
                        bool l_1365_ = (0u > 0u);
                        if (l_1365_) {
                            uint l_1366_ = (l_1354_ >> 0u);
                            uint l_1367_ = (32u - 0u);
                            uint l_1368_ = (l_1358_ << l_1367_);
                            uint l_1369_ = (l_1366_ | l_1368_);
                            l_mut_394_ = l_1369_;
                        }
                        uint _e3513 = l_mut_421_;
                        l_mut_388_ = _e3513;
                        uint _e3514 = l_mut_394_;
                        l_mut_421_ = _e3514;
                        if (false) {
                            l_mut_388_ = l_1358_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1354_;
                                bool l_1372_ = (0u > 0u);
                                if (l_1372_) {
                                    uint l_1373_ = (l_1354_ >> 0u);
                                    uint l_1374_ = (32u - 0u);
                                    uint l_1375_ = (l_1358_ << l_1374_);
                                    uint l_1376_ = (l_1373_ | l_1375_);
                                    l_mut_394_ = l_1376_;
                                }
                                uint l_1377_ = (l_1358_ >> 0u);
                                uint _e3526 = l_mut_394_;
                                l_mut_388_ = _e3526;
                                l_mut_421_ = l_1377_;
                            }
                        }
                        uint _e3527 = l_mut_439_;
                        uint l_1378_ = (_e3527 * l_1000_);
                        uint _e3529 = l_mut_428_;
                        uint l_1379_ = (_e3529 * l_1000_);
                        uint _e3531 = l_mut_439_;
                        uint64_t l_2985_ = uint64_t(_e3531);
                        uint64_t l_2986_ = uint64_t(l_1000_);
                        uint64_t l_2987_ = (l_2985_ * l_2986_);
                        uint64_t l_2988_ = (l_2987_ >> uint(32uL));
                        uint l_1380_ = uint(l_2988_);
                        uint l_1381_ = (l_1380_ + l_1379_);
                        uint _e3542 = l_mut_428_;
                        uint64_t l_2990_ = uint64_t(_e3542);
                        uint64_t l_2991_ = uint64_t(l_1000_);
                        uint64_t l_2992_ = (l_2990_ * l_2991_);
                        uint64_t l_2993_ = (l_2992_ >> uint(32uL));
                        uint l_1382_ = uint(l_2993_);
                        bool l_1383_ = (l_1381_ < l_1379_);
                        uint l_1384_ = uint(l_1383_);
                        uint l_1385_ = (l_1382_ + l_1384_);
                        l_mut_394_ = l_1378_;
                        bool l_1387_ = (0u > 0u);
                        if (l_1387_) {
                            uint l_1388_ = (l_1378_ >> 0u);
                            uint l_1389_ = (32u - 0u);
                            uint l_1390_ = (l_1381_ << l_1389_);
                            uint l_1391_ = (l_1388_ | l_1390_);
                            l_mut_394_ = l_1391_;
                        }
                        l_mut_382_ = l_1381_;
                        bool l_1392_ = (0u > 0u);
                        if (l_1392_) {
                            uint l_1393_ = (l_1381_ >> 0u);
                            uint l_1394_ = (32u - 0u);
                            uint l_1395_ = (l_1385_ << l_1394_);
                            uint l_1396_ = (l_1393_ | l_1395_);
                            l_mut_382_ = l_1396_;
                        }
                        uint _e3570 = l_mut_394_;
                        l_mut_275_ = _e3570;
                        uint _e3571 = l_mut_382_;
                        l_mut_394_ = _e3571;
                        if (true) {
                            l_mut_275_ = l_1385_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1381_;
                                bool l_1399_ = (0u > 0u);
                                if (l_1399_) {
                                    uint l_1400_ = (l_1381_ >> 0u);
                                    uint l_1401_ = (32u - 0u);
                                    uint l_1402_ = (l_1385_ << l_1401_);
                                    uint l_1403_ = (l_1400_ | l_1402_);
                                    l_mut_382_ = l_1403_;
                                }
                                uint l_1404_ = (l_1385_ >> 0u);
                                uint _e3583 = l_mut_382_;
                                l_mut_275_ = _e3583;
                                l_mut_394_ = l_1404_;
                            }
                        }
                        uint _e3584 = l_mut_388_;
                        uint l_1405_ = (_e3584 * l_1000_);
                        uint _e3586 = l_mut_421_;
                        uint l_1406_ = (_e3586 * l_1000_);
                        uint _e3588 = l_mut_388_;
                        uint64_t l_2995_ = uint64_t(_e3588);
                        uint64_t l_2996_ = uint64_t(l_1000_);
                        uint64_t l_2997_ = (l_2995_ * l_2996_);
                        uint64_t l_2998_ = (l_2997_ >> uint(32uL));
                        uint l_1407_ = uint(l_2998_);
                        uint l_1408_ = (l_1407_ + l_1406_);
                        uint _e3599 = l_mut_421_;
                        uint64_t l_3000_ = uint64_t(_e3599);
                        uint64_t l_3001_ = uint64_t(l_1000_);
                        uint64_t l_3002_ = (l_3000_ * l_3001_);
                        uint64_t l_3003_ = (l_3002_ >> uint(32uL));
                        uint l_1409_ = uint(l_3003_);
                        bool l_1410_ = (l_1408_ < l_1406_);
                        uint l_1411_ = uint(l_1410_);
                        uint l_1412_ = (l_1409_ + l_1411_);
                        l_mut_439_ = l_1405_;
                        bool l_1414_ = (0u > 0u);
                        if (l_1414_) {
                            uint l_1415_ = (l_1405_ >> 0u);
                            uint l_1416_ = (32u - 0u);
                            uint l_1417_ = (l_1408_ << l_1416_);
                            uint l_1418_ = (l_1415_ | l_1417_);
                            l_mut_439_ = l_1418_;
                        }
                        l_mut_428_ = l_1408_;
                        bool l_1419_ = (0u > 0u);
                        if (l_1419_) {
                            uint l_1420_ = (l_1408_ >> 0u);
                            uint l_1421_ = (32u - 0u);
                            uint l_1422_ = (l_1412_ << l_1421_);
                            uint l_1423_ = (l_1420_ | l_1422_);
                            l_mut_428_ = l_1423_;
                        }
                        uint _e3627 = l_mut_439_;
                        l_mut_382_ = _e3627;
                        uint _e3628 = l_mut_428_;
                        l_mut_439_ = _e3628;
                        if (false) {
                            l_mut_382_ = l_1412_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1408_;
                                bool l_1426_ = (0u > 0u);
                                if (l_1426_) {
                                    uint l_1427_ = (l_1408_ >> 0u);
                                    uint l_1428_ = (32u - 0u);
                                    uint l_1429_ = (l_1412_ << l_1428_);
                                    uint l_1430_ = (l_1427_ | l_1429_);
                                    l_mut_428_ = l_1430_;
                                }
                                uint l_1431_ = (l_1412_ >> 0u);
                                uint _e3640 = l_mut_428_;
                                l_mut_382_ = _e3640;
                                l_mut_439_ = l_1431_;
                            }
                        }
                        uint _e3641 = l_mut_388_;
                        uint l_1432_ = (_e3641 * l_1000_);
                        uint _e3643 = l_mut_421_;
                        uint l_1433_ = (_e3643 * l_1000_);
                        uint _e3645 = l_mut_388_;
                        uint64_t l_3005_ = uint64_t(_e3645);
                        uint64_t l_3006_ = uint64_t(l_1000_);
                        uint64_t l_3007_ = (l_3005_ * l_3006_);
                        uint64_t l_3008_ = (l_3007_ >> uint(32uL));
                        uint l_1434_ = uint(l_3008_);
                        uint l_1435_ = (l_1434_ + l_1433_);
                        uint _e3656 = l_mut_421_;
                        uint64_t l_3010_ = uint64_t(_e3656);
                        uint64_t l_3011_ = uint64_t(l_1000_);
                        uint64_t l_3012_ = (l_3010_ * l_3011_);
                        uint64_t l_3013_ = (l_3012_ >> uint(32uL));
                        uint l_1436_ = uint(l_3013_);
                        bool l_1437_ = (l_1435_ < l_1433_);
                        uint l_1438_ = uint(l_1437_);
                        uint l_1439_ = (l_1436_ + l_1438_);
                        l_mut_428_ = l_1432_;
                        bool l_1441_ = (0u > 0u);
                        if (l_1441_) {
                            uint l_1442_ = (l_1432_ >> 0u);
                            uint l_1443_ = (32u - 0u);
                            uint l_1444_ = (l_1435_ << l_1443_);
                            uint l_1445_ = (l_1442_ | l_1444_);
                            l_mut_428_ = l_1445_;
                        }
                        l_mut_269_ = l_1435_;
                        bool l_1446_ = (0u > 0u);
                        if (l_1446_) {
                            uint l_1447_ = (l_1435_ >> 0u);
                            uint l_1448_ = (32u - 0u);
                            uint l_1449_ = (l_1439_ << l_1448_);
                            uint l_1450_ = (l_1447_ | l_1449_);
                            l_mut_269_ = l_1450_;
                        }
                        uint _e3684 = l_mut_428_;
                        l_mut_219_ = _e3684;
                        uint _e3685 = l_mut_269_;
                        l_mut_428_ = _e3685;
                        if (true) {
                            l_mut_219_ = l_1439_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1435_;
                                bool l_1453_ = (0u > 0u);
                                if (l_1453_) {
                                    uint l_1454_ = (l_1435_ >> 0u);
                                    uint l_1455_ = (32u - 0u);
                                    uint l_1456_ = (l_1439_ << l_1455_);
                                    uint l_1457_ = (l_1454_ | l_1456_);
                                    l_mut_269_ = l_1457_;
                                }
                                uint l_1458_ = (l_1439_ >> 0u);
                                uint _e3697 = l_mut_269_;
                                l_mut_219_ = _e3697;
                                l_mut_428_ = l_1458_;
                            }
                        }
                        uint _e3698 = l_mut_275_;
                        uint l_1459_ = (_e3698 * l_1000_);
                        uint _e3700 = l_mut_275_;
                        uint64_t l_3015_ = uint64_t(_e3700);
                        uint64_t l_3016_ = uint64_t(l_1000_);
                        uint64_t l_3017_ = (l_3015_ * l_3016_);
                        uint64_t l_3018_ = (l_3017_ >> uint(32uL));
                        uint l_1460_ = uint(l_3018_);
                        uint _e3710 = l_mut_394_;
                        uint l_1461_ = (_e3710 * l_1000_);
                        uint l_1462_ = (l_1460_ + l_1461_);
                        uint _e3713 = l_mut_219_;
                        uint l_1463_ = (_e3713 + l_1459_);
                        uint _e3715 = l_mut_428_;
                        uint l_1464_ = (_e3715 + l_1462_);
                        uint _e3717 = l_mut_219_;
                        bool l_1465_ = (l_1463_ < _e3717);
                        uint l_1466_ = uint(l_1465_);
                        uint l_1467_ = (l_1464_ + l_1466_);
                        uint _e3721 = l_mut_382_;
                        l_mut_441_ = _e3721;
                        uint _e3722 = l_mut_439_;
                        l_mut_440_ = _e3722;
                        bool l_1468_ = (l_1302_ == 64u);
                        if (l_1468_) {
                            l_mut_441_ = l_1463_;
                            l_mut_440_ = l_1467_;
                        } else {
                            bool l_1469_ = (l_1302_ > 0u);
                            if (l_1469_) {
                                uint l_1470_ = (64u - l_1302_);
                                l_mut_428_ = l_1463_;
                                l_mut_421_ = l_1467_;
                                bool l_1471_ = (l_1470_ >= 32u);
                                if (l_1471_) {
                                    uint l_1472_ = (l_1470_ & 31u);
                                    uint l_1473_ = (l_1463_ << l_1472_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1473_;
                                } else {
                                    bool l_1474_ = (l_1470_ > 0u);
                                    if (l_1474_) {
                                        uint l_1475_ = (l_1463_ << l_1470_);
                                        uint l_1476_ = (l_1467_ << l_1470_);
                                        uint l_1477_ = (32u - l_1470_);
                                        uint l_1478_ = (l_1463_ >> l_1477_);
                                        uint l_1479_ = (l_1476_ | l_1478_);
                                        l_mut_428_ = l_1475_;
                                        l_mut_421_ = l_1479_;
                                    }
                                }
                                uint _e3743 = l_mut_382_;
                                l_mut_394_ = _e3743;
                                uint _e3744 = l_mut_439_;
                                l_mut_388_ = _e3744;
                                bool l_1480_ = (l_1302_ >= 32u);
                                if (l_1480_) {
                                    uint l_1481_ = (l_1302_ & 31u);
                                    uint _e3749 = l_mut_439_;
                                    uint l_1482_ = (_e3749 >> l_1481_);
                                    l_mut_394_ = l_1482_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1483_ = (l_1302_ > 0u);
                                    if (l_1483_) {
                                        uint _e3754 = l_mut_382_;
                                        l_mut_275_ = _e3754;
                                        bool l_1484_ = (l_1302_ > 0u);
                                        if (l_1484_) {
                                            uint _e3757 = l_mut_382_;
                                            uint l_1485_ = (_e3757 >> l_1302_);
                                            uint l_1486_ = (32u - l_1302_);
                                            uint _e3761 = l_mut_439_;
                                            uint l_1487_ = (_e3761 << l_1486_);
                                            uint l_1488_ = (l_1485_ | l_1487_);
                                            l_mut_275_ = l_1488_;
                                        }
                                        uint _e3764 = l_mut_439_;
                                        uint l_1489_ = (_e3764 >> l_1302_);
                                        uint _e3766 = l_mut_275_;
                                        l_mut_394_ = _e3766;
                                        l_mut_388_ = l_1489_;
                                    }
                                }
                                uint _e3767 = l_mut_428_;
                                uint _e3768 = l_mut_394_;
                                uint l_1490_ = (_e3767 + _e3768);
                                uint _e3770 = l_mut_421_;
                                uint _e3771 = l_mut_388_;
                                uint l_1491_ = (_e3770 + _e3771);
                                uint _e3773 = l_mut_428_;
                                bool l_1492_ = (l_1490_ < _e3773);
                                uint l_1493_ = uint(l_1492_);
                                uint l_1494_ = (l_1491_ + l_1493_);
                                l_mut_441_ = l_1490_;
                                l_mut_440_ = l_1494_;
                            }
                        }
                        if (l_1345_) {
                            uint _e3778 = l_mut_441_;
                            uint l_1495_ = (0u - _e3778);
                            uint _e3781 = l_mut_440_;
                            uint l_1496_ = (0u - _e3781);
                            uint _e3784 = l_mut_441_;
                            bool l_1497_ = (0u < _e3784);
                            uint l_1498_ = uint(l_1497_);
                            uint l_1499_ = (l_1496_ - l_1498_);
                            l_mut_441_ = l_1495_;
                            l_mut_440_ = l_1499_;
                        }
                    }
                    uint _e3788 = l_mut_441_;
                    uint l_1500_ = (l_1253_ - _e3788);
                    uint _e3790 = l_mut_440_;
                    uint l_1501_ = (l_1257_ - _e3790);
                    uint _e3792 = l_mut_441_;
                    bool l_1502_ = (l_1253_ < _e3792);
                    uint l_1503_ = uint(l_1502_);
                    uint l_1504_ = (l_1501_ - l_1503_);
                    uint l_1505_ = (l_1500_ + l_19_);
                    uint l_1506_ = (l_1504_ + l_22_);
                    bool l_1507_ = (l_1505_ < l_1500_);
                    uint l_1508_ = uint(l_1507_);
                    uint l_1509_ = (l_1506_ + l_1508_);
                    uint l_1510_ = (0u - l_1297_);
                    uint l_1511_ = (0u - l_1301_);
                    bool l_1512_ = (0u < l_1297_);
                    uint l_1513_ = uint(l_1512_);
                    uint l_1514_ = (l_1511_ - l_1513_);
                    uint l_1515_ = (l_19_ + l_19_);
                    uint l_1516_ = (l_22_ + l_22_);
                    bool l_1517_ = (l_1515_ < l_19_);
                    uint l_1518_ = uint(l_1517_);
                    uint l_1519_ = (l_1516_ + l_1518_);
                    l_mut_441_ = l_1510_;
                    l_mut_440_ = l_1514_;
                    uint l_1520_ = (0u - l_1510_);
                    uint l_1521_ = (0u - l_1514_);
                    bool l_1522_ = (0u < l_1510_);
                    uint l_1523_ = uint(l_1522_);
                    uint l_1524_ = (l_1521_ - l_1523_);
                    l_mut_439_ = l_1520_;
                    l_mut_428_ = l_1524_;
                    l_mut_421_ = l_1505_;
                    l_mut_394_ = l_1509_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_645_ = false;
                    uint _e3825 = l_mut_394_;
                    bool l_1525_ = (_e3825 < l_1519_);
                    uint _e3827 = l_mut_394_;
                    bool l_1526_ = (_e3827 == l_1519_);
                    uint _e3829 = l_mut_421_;
                    bool l_1527_ = (_e3829 < l_1515_);
                    if (l_1526_) {
                        local_83 = l_1527_;
                    } else {
                        local_83 = false;
                    }
                    bool l_1528_ = local_83;
                    if (!(l_1525_)) {
                        local_84 = l_1528_;
                    } else {
                        local_84 = true;
                    }
                    bool l_1529_ = local_84;
                    bool l_1530_ = !(l_1529_);
                    l_mut_628_ = l_1530_;
                    uint l_1531_ = (l_1510_ | l_1514_);
                    bool l_1532_ = (l_1531_ == 0u);
                    if (l_1532_) {
                        bool _e3844 = l_mut_628_;
                        l_mut_645_ = _e3844;
                        l_mut_628_ = false;
                    }
                    bool _e3846 = l_mut_628_;
                    if (_e3846) {
                        uint l_1533_ = (l_1514_ >> 31u);
                        bool l_1534_ = (l_1533_ == 1u);
                        l_mut_275_ = l_1510_;
                        l_mut_269_ = l_1514_;
                        if (l_1534_) {
                            uint l_1535_ = (0u - l_1510_);
                            uint l_1536_ = (0u - l_1514_);
                            bool l_1537_ = (0u < l_1510_);
                            uint l_1538_ = uint(l_1537_);
                            uint l_1539_ = (l_1536_ - l_1538_);
                            l_mut_275_ = l_1535_;
                            l_mut_269_ = l_1539_;
                        }
                        uint l_1540_ = (l_1000_ - 1u);
                        uint _e3861 = l_mut_275_;
                        uint l_1541_ = (_e3861 * l_1540_);
                        uint _e3863 = l_mut_275_;
                        uint64_t l_3020_ = uint64_t(_e3863);
                        uint64_t l_3021_ = uint64_t(l_1540_);
                        uint64_t l_3022_ = (l_3020_ * l_3021_);
                        uint64_t l_3023_ = (l_3022_ >> uint(32uL));
                        uint l_1542_ = uint(l_3023_);
                        uint _e3873 = l_mut_269_;
                        uint l_1543_ = (_e3873 * l_1540_);
                        uint l_1544_ = (l_1542_ + l_1543_);
                        l_mut_219_ = 0u;
                        uint l_1545_ = (l_1000_ - 1u);
                        uint _e3879 = l_mut_275_;
                        uint l_1546_ = (_e3879 * l_1545_);
                        uint _e3881 = l_mut_269_;
                        uint l_1547_ = (_e3881 * l_1545_);
                        uint _e3883 = l_mut_275_;
                        uint64_t l_3025_ = uint64_t(_e3883);
                        uint64_t l_3026_ = uint64_t(l_1545_);
                        uint64_t l_3027_ = (l_3025_ * l_3026_);
                        uint64_t l_3028_ = (l_3027_ >> uint(32uL));
                        uint l_1548_ = uint(l_3028_);
                        uint l_1549_ = (l_1548_ + l_1547_);
                        uint _e3894 = l_mut_269_;
                        uint64_t l_3030_ = uint64_t(_e3894);
                        uint64_t l_3031_ = uint64_t(l_1545_);
                        uint64_t l_3032_ = (l_3030_ * l_3031_);
                        uint64_t l_3033_ = (l_3032_ >> uint(32uL));
                        uint l_1550_ = uint(l_3033_);
                        bool l_1551_ = (l_1549_ < l_1547_);
                        uint l_1552_ = uint(l_1551_);
                        uint l_1553_ = (l_1550_ + l_1552_);
                        l_mut_213_ = l_1546_;
                        bool l_1555_ = (0u > 0u);
                        if (l_1555_) {
                            uint l_1556_ = (l_1546_ >> 0u);
                            uint l_1557_ = (32u - 0u);
                            uint l_1558_ = (l_1549_ << l_1557_);
                            uint l_1559_ = (l_1556_ | l_1558_);
                            l_mut_213_ = l_1559_;
                        }
                        l_mut_151_ = l_1549_;
                        bool l_1560_ = (0u > 0u);
                        if (l_1560_) {
                            uint l_1561_ = (l_1549_ >> 0u);
                            uint l_1562_ = (32u - 0u);
                            uint l_1563_ = (l_1553_ << l_1562_);
                            uint l_1564_ = (l_1561_ | l_1563_);
                            l_mut_151_ = l_1564_;
                        }
                        uint _e3922 = l_mut_213_;
                        l_mut_145_ = _e3922;
                        uint _e3923 = l_mut_151_;
                        l_mut_213_ = _e3923;
                        if (true) {
                            l_mut_145_ = l_1553_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1549_;
                                bool l_1567_ = (0u > 0u);
                                if (l_1567_) {
                                    uint l_1568_ = (l_1549_ >> 0u);
                                    uint l_1569_ = (32u - 0u);
                                    uint l_1570_ = (l_1553_ << l_1569_);
                                    uint l_1571_ = (l_1568_ | l_1570_);
                                    l_mut_151_ = l_1571_;
                                }
                                uint l_1572_ = (l_1553_ >> 0u);
                                uint _e3935 = l_mut_151_;
                                l_mut_145_ = _e3935;
                                l_mut_213_ = l_1572_;
                            }
                        }
                        uint _e3936 = l_mut_145_;
                        uint _e3937 = l_mut_213_;
                        uint l_1573_ = (_e3936 | _e3937);
                        bool l_1574_ = (l_1573_ == 0u);
                        if (l_1574_) {
                            l_mut_213_ = l_1505_;
                            l_mut_151_ = l_1509_;
                            if (l_1534_) {
                                uint l_1575_ = (0u - l_1505_);
                                uint l_1576_ = (0u - l_1509_);
                                bool l_1577_ = (0u < l_1505_);
                                uint l_1578_ = uint(l_1577_);
                                uint l_1579_ = (l_1576_ - l_1578_);
                                uint l_1580_ = (l_1505_ | l_1509_);
                                bool l_1581_ = (l_1580_ == 0u);
                                bool l_1582_ = !(l_1581_);
                                bool l_1583_ = (l_1544_ < l_1579_);
                                bool l_1584_ = (l_1544_ == l_1579_);
                                bool l_1585_ = (l_1541_ < l_1575_);
                                if (l_1584_) {
                                    local_85 = l_1585_;
                                } else {
                                    local_85 = false;
                                }
                                bool l_1586_ = local_85;
                                if (!(l_1583_)) {
                                    local_86 = l_1586_;
                                } else {
                                    local_86 = true;
                                }
                                bool l_1587_ = local_86;
                                bool l_1588_ = !(l_1587_);
                                if (l_1582_) {
                                    local_87 = l_1588_;
                                } else {
                                    local_87 = false;
                                }
                                bool l_1589_ = local_87;
                                if (l_1589_) {
                                    uint l_1590_ = (l_1000_ - 1u);
                                    l_mut_145_ = l_1575_;
                                    l_mut_102_ = l_1579_;
                                    uint _e3972 = l_mut_269_;
                                    bool l_1591_ = (l_1579_ < _e3972);
                                    uint _e3974 = l_mut_269_;
                                    bool l_1592_ = (l_1579_ == _e3974);
                                    uint _e3976 = l_mut_275_;
                                    bool l_1593_ = (l_1575_ < _e3976);
                                    if (l_1592_) {
                                        local_88 = l_1593_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1594_ = local_88;
                                    if (!(l_1591_)) {
                                        local_89 = l_1594_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1595_ = local_89;
                                    bool l_1596_ = !(l_1595_);
                                    if (l_1596_) {
                                        l_mut_96_ = 0u;
                                        uint _e3989 = l_mut_269_;
                                        bool l_1597_ = (_e3989 < l_1579_);
                                        uint _e3991 = l_mut_269_;
                                        bool l_1598_ = (_e3991 == l_1579_);
                                        uint _e3993 = l_mut_275_;
                                        bool l_1599_ = (_e3993 < l_1575_);
                                        if (l_1598_) {
                                            local_90 = l_1599_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1600_ = local_90;
                                        if (!(l_1597_)) {
                                            local_91 = l_1600_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1601_ = local_91;
                                        if (l_1601_) {
                                            uint l_1602_ = (l_1575_ - 1u);
                                            uint l_1603_ = (l_1579_ - 0u);
                                            bool l_1604_ = (l_1575_ < 1u);
                                            uint l_1605_ = uint(l_1604_);
                                            uint l_1606_ = (l_1603_ - l_1605_);
                                            l_mut_90_ = l_1602_;
                                            l_mut_75_ = l_1606_;
                                            l_mut_40_ = 0u;
                                            l_mut_1607_ = 0u;
                                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                                if (!loop_init_7) {
                                                    uint _e4100 = l_mut_1607_;
                                                    l_mut_1607_ = (_e4100 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4015 = l_mut_1607_;
                                                if ((_e4015 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4019 = l_mut_1607_;
                                                    uint l_1608_ = (19u - _e4019);
                                                    uint _e4021 = l_mut_90_;
                                                    l_mut_1609_ = _e4021;
                                                    uint _e4022 = l_mut_75_;
                                                    l_mut_1610_ = _e4022;
                                                    bool l_1611_ = (l_1608_ >= 32u);
                                                    if (l_1611_) {
                                                        uint l_1612_ = (l_1608_ & 31u);
                                                        uint _e4027 = l_mut_75_;
                                                        uint l_1613_ = (_e4027 >> l_1612_);
                                                        l_mut_1609_ = l_1613_;
                                                        l_mut_1610_ = 0u;
                                                    } else {
                                                        bool l_1614_ = (l_1608_ > 0u);
                                                        if (l_1614_) {
                                                            uint _e4032 = l_mut_90_;
                                                            l_mut_1615_ = _e4032;
                                                            bool l_1616_ = (l_1608_ > 0u);
                                                            if (l_1616_) {
                                                                uint _e4035 = l_mut_90_;
                                                                uint l_1617_ = (_e4035 >> l_1608_);
                                                                uint l_1618_ = (32u - l_1608_);
                                                                uint _e4039 = l_mut_75_;
                                                                uint l_1619_ = (_e4039 << l_1618_);
                                                                uint l_1620_ = (l_1617_ | l_1619_);
                                                                l_mut_1615_ = l_1620_;
                                                            }
                                                            uint _e4042 = l_mut_75_;
                                                            uint l_1621_ = (_e4042 >> l_1608_);
                                                            uint _e4044 = l_mut_1615_;
                                                            l_mut_1609_ = _e4044;
                                                            l_mut_1610_ = l_1621_;
                                                        }
                                                    }
                                                    uint _e4045 = l_mut_1610_;
                                                    uint _e4046 = l_mut_269_;
                                                    bool l_1622_ = (_e4045 < _e4046);
                                                    uint _e4048 = l_mut_1610_;
                                                    uint _e4049 = l_mut_269_;
                                                    bool l_1623_ = (_e4048 == _e4049);
                                                    uint _e4051 = l_mut_1609_;
                                                    uint _e4052 = l_mut_275_;
                                                    bool l_1624_ = (_e4051 < _e4052);
                                                    if (l_1623_) {
                                                        local_92 = l_1624_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1625_ = local_92;
                                                    if (!(l_1622_)) {
                                                        local_93 = l_1625_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1626_ = local_93;
                                                    bool l_1627_ = !(l_1626_);
                                                    if (l_1627_) {
                                                        uint _e4064 = l_mut_275_;
                                                        l_mut_1615_ = _e4064;
                                                        uint _e4065 = l_mut_269_;
                                                        l_mut_1610_ = _e4065;
                                                        bool l_1628_ = (l_1608_ >= 32u);
                                                        if (l_1628_) {
                                                            uint l_1629_ = (l_1608_ & 31u);
                                                            uint _e4070 = l_mut_275_;
                                                            uint l_1630_ = (_e4070 << l_1629_);
                                                            l_mut_1615_ = 0u;
                                                            l_mut_1610_ = l_1630_;
                                                        } else {
                                                            bool l_1631_ = (l_1608_ > 0u);
                                                            if (l_1631_) {
                                                                uint _e4075 = l_mut_275_;
                                                                uint l_1632_ = (_e4075 << l_1608_);
                                                                uint _e4077 = l_mut_269_;
                                                                uint l_1633_ = (_e4077 << l_1608_);
                                                                uint l_1634_ = (32u - l_1608_);
                                                                uint _e4081 = l_mut_275_;
                                                                uint l_1635_ = (_e4081 >> l_1634_);
                                                                uint l_1636_ = (l_1633_ | l_1635_);
                                                                l_mut_1615_ = l_1632_;
                                                                l_mut_1610_ = l_1636_;
                                                            }
                                                        }
                                                        uint _e4084 = l_mut_90_;
                                                        uint _e4085 = l_mut_1615_;
                                                        uint l_1637_ = (_e4084 - _e4085);
                                                        uint _e4087 = l_mut_75_;
                                                        uint _e4088 = l_mut_1610_;
                                                        uint l_1638_ = (_e4087 - _e4088);
                                                        uint _e4090 = l_mut_90_;
                                                        uint _e4091 = l_mut_1615_;
                                                        bool l_1639_ = (_e4090 < _e4091);
                                                        uint l_1640_ = uint(l_1639_);
                                                        uint l_1641_ = (l_1638_ - l_1640_);
                                                        l_mut_90_ = l_1637_;
                                                        l_mut_75_ = l_1641_;
                                                        uint l_1642_ = (1u << l_1608_);
                                                        uint _e4097 = l_mut_40_;
                                                        l_mut_40_ = (_e4097 | l_1642_);
                                                    }
                                                }
                                            }
                                            uint _e4102 = l_mut_40_;
                                            uint l_1643_ = min(_e4102, l_1590_);
                                            l_mut_1615_ = l_1643_;
                                            uint _e4104 = l_mut_75_;
                                            uint _e4105 = l_mut_269_;
                                            bool l_1644_ = (_e4104 < _e4105);
                                            uint _e4107 = l_mut_75_;
                                            uint _e4108 = l_mut_269_;
                                            bool l_1645_ = (_e4107 == _e4108);
                                            uint _e4110 = l_mut_90_;
                                            uint _e4111 = l_mut_275_;
                                            bool l_1646_ = (_e4110 < _e4111);
                                            if (l_1645_) {
                                                local_94 = l_1646_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1647_ = local_94;
                                            if (!(l_1644_)) {
                                                local_95 = l_1647_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1648_ = local_95;
                                            bool l_1649_ = !(l_1648_);
                                            if (l_1649_) {
                                                l_mut_1615_ = l_1590_;
                                            }
                                            uint _e4123 = l_mut_1615_;
                                            l_mut_96_ = _e4123;
                                        }
                                        uint _e4124 = l_mut_275_;
                                        uint _e4125 = l_mut_96_;
                                        uint l_1650_ = (_e4124 * _e4125);
                                        uint _e4127 = l_mut_275_;
                                        uint64_t l_3035_ = uint64_t(_e4127);
                                        uint _e4129 = l_mut_96_;
                                        uint64_t l_3036_ = uint64_t(_e4129);
                                        uint64_t l_3037_ = (l_3035_ * l_3036_);
                                        uint64_t l_3038_ = (l_3037_ >> uint(32uL));
                                        uint l_1651_ = uint(l_3038_);
                                        uint _e4138 = l_mut_269_;
                                        uint _e4139 = l_mut_96_;
                                        uint l_1652_ = (_e4138 * _e4139);
                                        uint l_1653_ = (l_1651_ + l_1652_);
                                        uint l_1654_ = (l_1575_ - l_1650_);
                                        uint l_1655_ = (l_1579_ - l_1653_);
                                        bool l_1656_ = (l_1575_ < l_1650_);
                                        uint l_1657_ = uint(l_1656_);
                                        uint l_1658_ = (l_1655_ - l_1657_);
                                        l_mut_145_ = l_1654_;
                                        l_mut_102_ = l_1658_;
                                        uint _e4147 = l_mut_102_;
                                        uint _e4148 = l_mut_269_;
                                        bool l_1659_ = (_e4147 < _e4148);
                                        uint _e4150 = l_mut_102_;
                                        uint _e4151 = l_mut_269_;
                                        bool l_1660_ = (_e4150 == _e4151);
                                        uint _e4153 = l_mut_145_;
                                        uint _e4154 = l_mut_275_;
                                        bool l_1661_ = (_e4153 < _e4154);
                                        if (l_1660_) {
                                            local_96 = l_1661_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1662_ = local_96;
                                        if (!(l_1659_)) {
                                            local_97 = l_1662_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1663_ = local_97;
                                        bool l_1664_ = !(l_1663_);
                                        if (l_1664_) {
                                            uint _e4166 = l_mut_145_;
                                            uint _e4167 = l_mut_275_;
                                            uint l_1665_ = (_e4166 - _e4167);
                                            uint _e4169 = l_mut_102_;
                                            uint _e4170 = l_mut_269_;
                                            uint l_1666_ = (_e4169 - _e4170);
                                            uint _e4172 = l_mut_145_;
                                            uint _e4173 = l_mut_275_;
                                            bool l_1667_ = (_e4172 < _e4173);
                                            uint l_1668_ = uint(l_1667_);
                                            uint l_1669_ = (l_1666_ - l_1668_);
                                            l_mut_145_ = l_1665_;
                                            l_mut_102_ = l_1669_;
                                        }
                                    }
                                    uint _e4177 = l_mut_275_;
                                    uint _e4178 = l_mut_145_;
                                    uint l_1670_ = (_e4177 - _e4178);
                                    uint _e4180 = l_mut_269_;
                                    uint _e4181 = l_mut_102_;
                                    uint l_1671_ = (_e4180 - _e4181);
                                    uint _e4183 = l_mut_275_;
                                    uint _e4184 = l_mut_145_;
                                    bool l_1672_ = (_e4183 < _e4184);
                                    uint l_1673_ = uint(l_1672_);
                                    uint l_1674_ = (l_1671_ - l_1673_);
                                    l_mut_1615_ = l_1670_;
                                    l_mut_1610_ = l_1674_;
                                    uint _e4188 = l_mut_269_;
                                    bool l_1675_ = (l_1674_ < _e4188);
                                    uint _e4190 = l_mut_269_;
                                    bool l_1676_ = (l_1674_ == _e4190);
                                    uint _e4192 = l_mut_275_;
                                    bool l_1677_ = (l_1670_ < _e4192);
                                    if (l_1676_) {
                                        local_98 = l_1677_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1678_ = local_98;
                                    if (!(l_1675_)) {
                                        local_99 = l_1678_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1679_ = local_99;
                                    bool l_1680_ = !(l_1679_);
                                    if (l_1680_) {
                                        uint _e4204 = l_mut_275_;
                                        uint l_1681_ = (l_1670_ - _e4204);
                                        uint _e4206 = l_mut_269_;
                                        uint l_1682_ = (l_1674_ - _e4206);
                                        uint _e4208 = l_mut_275_;
                                        bool l_1683_ = (l_1670_ < _e4208);
                                        uint l_1684_ = uint(l_1683_);
                                        uint l_1685_ = (l_1682_ - l_1684_);
                                        l_mut_1615_ = l_1681_;
                                        l_mut_1610_ = l_1685_;
                                    }
                                    uint _e4212 = l_mut_1610_;
                                    uint _e4213 = l_mut_151_;
                                    bool l_1686_ = (_e4212 < _e4213);
                                    uint _e4215 = l_mut_1610_;
                                    uint _e4216 = l_mut_151_;
                                    bool l_1687_ = (_e4215 == _e4216);
                                    uint _e4218 = l_mut_1615_;
                                    uint _e4219 = l_mut_213_;
                                    bool l_1688_ = (_e4218 < _e4219);
                                    if (l_1687_) {
                                        local_100 = l_1688_;
                                    } else {
                                        local_100 = false;
                                    }
                                    bool l_1689_ = local_100;
                                    if (!(l_1686_)) {
                                        local_101 = l_1689_;
                                    } else {
                                        local_101 = true;
                                    }
                                    bool l_1690_ = local_101;
                                    if (l_1690_) {
                                        uint _e4230 = l_mut_1615_;
                                        l_mut_213_ = _e4230;
                                        uint _e4231 = l_mut_1610_;
                                        l_mut_151_ = _e4231;
                                    }
                                }
                            } else {
                                uint l_1691_ = (l_1505_ - l_1541_);
                                uint l_1692_ = (l_1509_ - l_1544_);
                                bool l_1693_ = (l_1505_ < l_1541_);
                                uint l_1694_ = uint(l_1693_);
                                uint l_1695_ = (l_1692_ - l_1694_);
                                l_mut_213_ = l_1691_;
                                l_mut_151_ = l_1695_;
                                bool l_1696_ = (l_1509_ < l_1544_);
                                bool l_1697_ = (l_1509_ == l_1544_);
                                bool l_1698_ = (l_1505_ < l_1541_);
                                if (l_1697_) {
                                    local_102 = l_1698_;
                                } else {
                                    local_102 = false;
                                }
                                bool l_1699_ = local_102;
                                if (!(l_1696_)) {
                                    local_103 = l_1699_;
                                } else {
                                    local_103 = true;
                                }
                                bool l_1700_ = local_103;
                                if (l_1700_) {
                                    uint l_1701_ = (l_1000_ - 1u);
                                    l_mut_1615_ = l_1505_;
                                    l_mut_1610_ = l_1509_;
                                    uint _e4251 = l_mut_269_;
                                    bool l_1702_ = (l_1509_ < _e4251);
                                    uint _e4253 = l_mut_269_;
                                    bool l_1703_ = (l_1509_ == _e4253);
                                    uint _e4255 = l_mut_275_;
                                    bool l_1704_ = (l_1505_ < _e4255);
                                    if (l_1703_) {
                                        local_104 = l_1704_;
                                    } else {
                                        local_104 = false;
                                    }
                                    bool l_1705_ = local_104;
                                    if (!(l_1702_)) {
                                        local_105 = l_1705_;
                                    } else {
                                        local_105 = true;
                                    }
                                    bool l_1706_ = local_105;
                                    bool l_1707_ = !(l_1706_);
                                    if (l_1707_) {
                                        l_mut_1609_ = 0u;
                                        uint _e4268 = l_mut_269_;
                                        bool l_1708_ = (_e4268 < l_1509_);
                                        uint _e4270 = l_mut_269_;
                                        bool l_1709_ = (_e4270 == l_1509_);
                                        uint _e4272 = l_mut_275_;
                                        bool l_1710_ = (_e4272 < l_1505_);
                                        if (l_1709_) {
                                            local_106 = l_1710_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1711_ = local_106;
                                        if (!(l_1708_)) {
                                            local_107 = l_1711_;
                                        } else {
                                            local_107 = true;
                                        }
                                        bool l_1712_ = local_107;
                                        if (l_1712_) {
                                            uint l_1713_ = (l_1505_ - 1u);
                                            uint l_1714_ = (l_1509_ - 0u);
                                            bool l_1715_ = (l_1505_ < 1u);
                                            uint l_1716_ = uint(l_1715_);
                                            uint l_1717_ = (l_1714_ - l_1716_);
                                            l_mut_145_ = l_1713_;
                                            l_mut_102_ = l_1717_;
                                            l_mut_96_ = 0u;
                                            l_mut_1718_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4379 = l_mut_1718_;
                                                    l_mut_1718_ = (_e4379 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4294 = l_mut_1718_;
                                                if ((_e4294 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4298 = l_mut_1718_;
                                                    uint l_1719_ = (19u - _e4298);
                                                    uint _e4300 = l_mut_145_;
                                                    l_mut_90_ = _e4300;
                                                    uint _e4301 = l_mut_102_;
                                                    l_mut_75_ = _e4301;
                                                    bool l_1720_ = (l_1719_ >= 32u);
                                                    if (l_1720_) {
                                                        uint l_1721_ = (l_1719_ & 31u);
                                                        uint _e4306 = l_mut_102_;
                                                        uint l_1722_ = (_e4306 >> l_1721_);
                                                        l_mut_90_ = l_1722_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1723_ = (l_1719_ > 0u);
                                                        if (l_1723_) {
                                                            uint _e4311 = l_mut_145_;
                                                            l_mut_40_ = _e4311;
                                                            bool l_1724_ = (l_1719_ > 0u);
                                                            if (l_1724_) {
                                                                uint _e4314 = l_mut_145_;
                                                                uint l_1725_ = (_e4314 >> l_1719_);
                                                                uint l_1726_ = (32u - l_1719_);
                                                                uint _e4318 = l_mut_102_;
                                                                uint l_1727_ = (_e4318 << l_1726_);
                                                                uint l_1728_ = (l_1725_ | l_1727_);
                                                                l_mut_40_ = l_1728_;
                                                            }
                                                            uint _e4321 = l_mut_102_;
                                                            uint l_1729_ = (_e4321 >> l_1719_);
                                                            uint _e4323 = l_mut_40_;
                                                            l_mut_90_ = _e4323;
                                                            l_mut_75_ = l_1729_;
                                                        }
                                                    }
                                                    uint _e4324 = l_mut_75_;
                                                    uint _e4325 = l_mut_269_;
                                                    bool l_1730_ = (_e4324 < _e4325);
                                                    uint _e4327 = l_mut_75_;
                                                    uint _e4328 = l_mut_269_;
                                                    bool l_1731_ = (_e4327 == _e4328);
                                                    uint _e4330 = l_mut_90_;
                                                    uint _e4331 = l_mut_275_;
                                                    bool l_1732_ = (_e4330 < _e4331);
                                                    if (l_1731_) {
                                                        local_108 = l_1732_;
                                                    } else {
                                                        local_108 = false;
                                                    }
                                                    bool l_1733_ = local_108;
                                                    if (!(l_1730_)) {
                                                        local_109 = l_1733_;
                                                    } else {
                                                        local_109 = true;
                                                    }
                                                    bool l_1734_ = local_109;
                                                    bool l_1735_ = !(l_1734_);
                                                    if (l_1735_) {
                                                        uint _e4343 = l_mut_275_;
                                                        l_mut_90_ = _e4343;
                                                        uint _e4344 = l_mut_269_;
                                                        l_mut_75_ = _e4344;
                                                        bool l_1736_ = (l_1719_ >= 32u);
                                                        if (l_1736_) {
                                                            uint l_1737_ = (l_1719_ & 31u);
                                                            uint _e4349 = l_mut_275_;
                                                            uint l_1738_ = (_e4349 << l_1737_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1738_;
                                                        } else {
                                                            bool l_1739_ = (l_1719_ > 0u);
                                                            if (l_1739_) {
                                                                uint _e4354 = l_mut_275_;
                                                                uint l_1740_ = (_e4354 << l_1719_);
                                                                uint _e4356 = l_mut_269_;
                                                                uint l_1741_ = (_e4356 << l_1719_);
                                                                uint l_1742_ = (32u - l_1719_);
                                                                uint _e4360 = l_mut_275_;
                                                                uint l_1743_ = (_e4360 >> l_1742_);
                                                                uint l_1744_ = (l_1741_ | l_1743_);
                                                                l_mut_90_ = l_1740_;
                                                                l_mut_75_ = l_1744_;
                                                            }
                                                        }
                                                        uint _e4363 = l_mut_145_;
                                                        uint _e4364 = l_mut_90_;
                                                        uint l_1745_ = (_e4363 - _e4364);
                                                        uint _e4366 = l_mut_102_;
                                                        uint _e4367 = l_mut_75_;
                                                        uint l_1746_ = (_e4366 - _e4367);
                                                        uint _e4369 = l_mut_145_;
                                                        uint _e4370 = l_mut_90_;
                                                        bool l_1747_ = (_e4369 < _e4370);
                                                        uint l_1748_ = uint(l_1747_);
                                                        uint l_1749_ = (l_1746_ - l_1748_);
                                                        l_mut_145_ = l_1745_;
                                                        l_mut_102_ = l_1749_;
                                                        uint l_1750_ = (1u << l_1719_);
                                                        uint _e4376 = l_mut_96_;
                                                        l_mut_96_ = (_e4376 | l_1750_);
                                                    }
                                                }
                                            }
                                            uint _e4381 = l_mut_96_;
                                            uint l_1751_ = min(_e4381, l_1701_);
                                            l_mut_96_ = l_1751_;
                                            uint _e4383 = l_mut_102_;
                                            uint _e4384 = l_mut_269_;
                                            bool l_1752_ = (_e4383 < _e4384);
                                            uint _e4386 = l_mut_102_;
                                            uint _e4387 = l_mut_269_;
                                            bool l_1753_ = (_e4386 == _e4387);
                                            uint _e4389 = l_mut_145_;
                                            uint _e4390 = l_mut_275_;
                                            bool l_1754_ = (_e4389 < _e4390);
                                            if (l_1753_) {
                                                local_110 = l_1754_;
                                            } else {
                                                local_110 = false;
                                            }
                                            bool l_1755_ = local_110;
                                            if (!(l_1752_)) {
                                                local_111 = l_1755_;
                                            } else {
                                                local_111 = true;
                                            }
                                            bool l_1756_ = local_111;
                                            bool l_1757_ = !(l_1756_);
                                            if (l_1757_) {
                                                l_mut_96_ = l_1701_;
                                            }
                                            uint _e4402 = l_mut_96_;
                                            l_mut_1609_ = _e4402;
                                        }
                                        uint _e4403 = l_mut_275_;
                                        uint _e4404 = l_mut_1609_;
                                        uint l_1758_ = (_e4403 * _e4404);
                                        uint _e4406 = l_mut_275_;
                                        uint64_t l_3040_ = uint64_t(_e4406);
                                        uint _e4408 = l_mut_1609_;
                                        uint64_t l_3041_ = uint64_t(_e4408);
                                        uint64_t l_3042_ = (l_3040_ * l_3041_);
                                        uint64_t l_3043_ = (l_3042_ >> uint(32uL));
                                        uint l_1759_ = uint(l_3043_);
                                        uint _e4417 = l_mut_269_;
                                        uint _e4418 = l_mut_1609_;
                                        uint l_1760_ = (_e4417 * _e4418);
                                        uint l_1761_ = (l_1759_ + l_1760_);
                                        uint l_1762_ = (l_1505_ - l_1758_);
                                        uint l_1763_ = (l_1509_ - l_1761_);
                                        bool l_1764_ = (l_1505_ < l_1758_);
                                        uint l_1765_ = uint(l_1764_);
                                        uint l_1766_ = (l_1763_ - l_1765_);
                                        l_mut_1615_ = l_1762_;
                                        l_mut_1610_ = l_1766_;
                                        uint _e4426 = l_mut_1610_;
                                        uint _e4427 = l_mut_269_;
                                        bool l_1767_ = (_e4426 < _e4427);
                                        uint _e4429 = l_mut_1610_;
                                        uint _e4430 = l_mut_269_;
                                        bool l_1768_ = (_e4429 == _e4430);
                                        uint _e4432 = l_mut_1615_;
                                        uint _e4433 = l_mut_275_;
                                        bool l_1769_ = (_e4432 < _e4433);
                                        if (l_1768_) {
                                            local_112 = l_1769_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1770_ = local_112;
                                        if (!(l_1767_)) {
                                            local_113 = l_1770_;
                                        } else {
                                            local_113 = true;
                                        }
                                        bool l_1771_ = local_113;
                                        bool l_1772_ = !(l_1771_);
                                        if (l_1772_) {
                                            uint _e4445 = l_mut_1615_;
                                            uint _e4446 = l_mut_275_;
                                            uint l_1773_ = (_e4445 - _e4446);
                                            uint _e4448 = l_mut_1610_;
                                            uint _e4449 = l_mut_269_;
                                            uint l_1774_ = (_e4448 - _e4449);
                                            uint _e4451 = l_mut_1615_;
                                            uint _e4452 = l_mut_275_;
                                            bool l_1775_ = (_e4451 < _e4452);
                                            uint l_1776_ = uint(l_1775_);
                                            uint l_1777_ = (l_1774_ - l_1776_);
                                            l_mut_1615_ = l_1773_;
                                            l_mut_1610_ = l_1777_;
                                        }
                                    }
                                    uint _e4456 = l_mut_1610_;
                                    uint _e4457 = l_mut_151_;
                                    bool l_1778_ = (_e4456 < _e4457);
                                    uint _e4459 = l_mut_1610_;
                                    uint _e4460 = l_mut_151_;
                                    bool l_1779_ = (_e4459 == _e4460);
                                    uint _e4462 = l_mut_1615_;
                                    uint _e4463 = l_mut_213_;
                                    bool l_1780_ = (_e4462 < _e4463);
                                    if (l_1779_) {
                                        local_114 = l_1780_;
                                    } else {
                                        local_114 = false;
                                    }
                                    bool l_1781_ = local_114;
                                    if (!(l_1778_)) {
                                        local_115 = l_1781_;
                                    } else {
                                        local_115 = true;
                                    }
                                    bool l_1782_ = local_115;
                                    if (l_1782_) {
                                        uint _e4474 = l_mut_1615_;
                                        l_mut_213_ = _e4474;
                                        uint _e4475 = l_mut_1610_;
                                        l_mut_151_ = _e4475;
                                    }
                                }
                            }
                            uint _e4476 = l_mut_151_;
                            bool l_1783_ = (_e4476 < l_1519_);
                            uint _e4478 = l_mut_151_;
                            bool l_1784_ = (_e4478 == l_1519_);
                            uint _e4480 = l_mut_213_;
                            bool l_1785_ = (_e4480 < l_1515_);
                            if (l_1784_) {
                                local_116 = l_1785_;
                            } else {
                                local_116 = false;
                            }
                            bool l_1786_ = local_116;
                            if (!(l_1783_)) {
                                local_117 = l_1786_;
                            } else {
                                local_117 = true;
                            }
                            bool l_1787_ = local_117;
                            bool l_1788_ = !(l_1787_);
                            uint l_1789_ = uint(l_1788_);
                            uint l_1790_ = (2u - l_1789_);
                            l_mut_219_ = l_1790_;
                        }
                        uint _e4495 = l_mut_219_;
                        bool l_1791_ = (_e4495 > 0u);
                        if (l_1791_) {
                            uint _e4498 = l_mut_219_;
                            bool l_1792_ = (_e4498 == 1u);
                            l_mut_645_ = l_1792_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4503 = l_mut_628_;
                        bool l_1793_ = !(_e4503);
                        if (l_1793_) {
                            break;
                        }
                        uint _e4505 = l_mut_394_;
                        uint _e4506 = l_mut_440_;
                        bool l_1794_ = (_e4505 < _e4506);
                        uint _e4508 = l_mut_394_;
                        uint _e4509 = l_mut_440_;
                        bool l_1795_ = (_e4508 == _e4509);
                        uint _e4511 = l_mut_421_;
                        uint _e4512 = l_mut_441_;
                        bool l_1796_ = (_e4511 < _e4512);
                        if (l_1795_) {
                            local_118 = l_1796_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1797_ = local_118;
                        if (!(l_1794_)) {
                            local_119 = l_1797_;
                        } else {
                            local_119 = true;
                        }
                        bool l_1798_ = local_119;
                        if (l_1798_) {
                            uint _e4523 = l_mut_441_;
                            uint _e4524 = l_mut_421_;
                            uint l_1799_ = (_e4523 - _e4524);
                            uint _e4526 = l_mut_440_;
                            uint _e4527 = l_mut_394_;
                            uint l_1800_ = (_e4526 - _e4527);
                            uint _e4529 = l_mut_441_;
                            uint _e4530 = l_mut_421_;
                            bool l_1801_ = (_e4529 < _e4530);
                            uint l_1802_ = uint(l_1801_);
                            uint l_1803_ = (l_1800_ - l_1802_);
                            uint _e4534 = l_mut_441_;
                            l_mut_1615_ = _e4534;
                            uint _e4535 = l_mut_440_;
                            l_mut_1610_ = _e4535;
                            uint _e4536 = l_mut_440_;
                            bool l_1804_ = (l_1803_ < _e4536);
                            uint _e4538 = l_mut_440_;
                            bool l_1805_ = (l_1803_ == _e4538);
                            uint _e4540 = l_mut_441_;
                            bool l_1806_ = (l_1799_ < _e4540);
                            if (l_1805_) {
                                local_120 = l_1806_;
                            } else {
                                local_120 = false;
                            }
                            bool l_1807_ = local_120;
                            if (!(l_1804_)) {
                                local_121 = l_1807_;
                            } else {
                                local_121 = true;
                            }
                            bool l_1808_ = local_121;
                            if (l_1808_) {
                                l_mut_1615_ = l_1799_;
                                l_mut_1610_ = l_1803_;
                            }
                            l_mut_350_ = false;
                            l_mut_1609_ = 0u;
                            uint _e4553 = l_mut_439_;
                            uint _e4554 = l_mut_428_;
                            uint l_1809_ = (_e4553 | _e4554);
                            bool l_1810_ = (l_1809_ == 0u);
                            bool l_1811_ = !(l_1810_);
                            bool _e4559 = l_mut_350_;
                            if (_e4559) {
                                local_122 = l_1811_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1812_ = local_122;
                            uint _e4564 = l_mut_428_;
                            uint _e4565 = l_mut_1610_;
                            bool l_1813_ = (_e4564 < _e4565);
                            uint _e4567 = l_mut_428_;
                            uint _e4568 = l_mut_1610_;
                            bool l_1814_ = (_e4567 == _e4568);
                            uint _e4570 = l_mut_439_;
                            uint _e4571 = l_mut_1615_;
                            bool l_1815_ = (_e4570 < _e4571);
                            if (l_1814_) {
                                local_123 = l_1815_;
                            } else {
                                local_123 = false;
                            }
                            bool l_1816_ = local_123;
                            if (!(l_1813_)) {
                                local_124 = l_1816_;
                            } else {
                                local_124 = true;
                            }
                            bool l_1817_ = local_124;
                            if (l_1812_) {
                                local_125 = l_1817_;
                            } else {
                                local_125 = false;
                            }
                            bool l_1818_ = local_125;
                            uint _e4586 = l_mut_388_;
                            uint _e4587 = l_mut_382_;
                            uint l_1819_ = (_e4586 + _e4587);
                            bool l_1820_ = (l_1819_ < l_1000_);
                            if (l_1818_) {
                                local_126 = l_1820_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1821_ = local_126;
                            if (l_1821_) {
                                uint _e4594 = l_mut_388_;
                                uint l_1822_ = (l_1000_ - _e4594);
                                uint _e4596 = l_mut_382_;
                                uint l_1823_ = (l_1822_ - _e4596);
                                uint _e4598 = l_mut_388_;
                                uint l_1824_ = naga_div(l_1823_, _e4598);
                                uint _e4600 = l_mut_1615_;
                                uint l_1825_ = (_e4600 - 1u);
                                uint _e4603 = l_mut_1610_;
                                uint l_1826_ = (_e4603 - 0u);
                                uint _e4606 = l_mut_1615_;
                                bool l_1827_ = (_e4606 < 1u);
                                uint l_1828_ = uint(l_1827_);
                                uint l_1829_ = (l_1826_ - l_1828_);
                                l_mut_1615_ = l_1825_;
                                l_mut_1610_ = l_1829_;
                                l_mut_275_ = 0u;
                                l_mut_1830_ = 0u;
                                uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                bool loop_init_9 = true;
                                while(true) {
                                    if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                    loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                    if (!loop_init_9) {
                                        uint _e4699 = l_mut_1830_;
                                        l_mut_1830_ = (_e4699 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4614 = l_mut_1830_;
                                    if ((_e4614 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4618 = l_mut_1830_;
                                        uint l_1831_ = (19u - _e4618);
                                        uint _e4620 = l_mut_1615_;
                                        l_mut_269_ = _e4620;
                                        uint _e4621 = l_mut_1610_;
                                        l_mut_219_ = _e4621;
                                        bool l_1832_ = (l_1831_ >= 32u);
                                        if (l_1832_) {
                                            uint l_1833_ = (l_1831_ & 31u);
                                            uint _e4626 = l_mut_1610_;
                                            uint l_1834_ = (_e4626 >> l_1833_);
                                            l_mut_269_ = l_1834_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1835_ = (l_1831_ > 0u);
                                            if (l_1835_) {
                                                uint _e4631 = l_mut_1615_;
                                                l_mut_213_ = _e4631;
                                                bool l_1836_ = (l_1831_ > 0u);
                                                if (l_1836_) {
                                                    uint _e4634 = l_mut_1615_;
                                                    uint l_1837_ = (_e4634 >> l_1831_);
                                                    uint l_1838_ = (32u - l_1831_);
                                                    uint _e4638 = l_mut_1610_;
                                                    uint l_1839_ = (_e4638 << l_1838_);
                                                    uint l_1840_ = (l_1837_ | l_1839_);
                                                    l_mut_213_ = l_1840_;
                                                }
                                                uint _e4641 = l_mut_1610_;
                                                uint l_1841_ = (_e4641 >> l_1831_);
                                                uint _e4643 = l_mut_213_;
                                                l_mut_269_ = _e4643;
                                                l_mut_219_ = l_1841_;
                                            }
                                        }
                                        uint _e4644 = l_mut_219_;
                                        uint _e4645 = l_mut_428_;
                                        bool l_1842_ = (_e4644 < _e4645);
                                        uint _e4647 = l_mut_219_;
                                        uint _e4648 = l_mut_428_;
                                        bool l_1843_ = (_e4647 == _e4648);
                                        uint _e4650 = l_mut_269_;
                                        uint _e4651 = l_mut_439_;
                                        bool l_1844_ = (_e4650 < _e4651);
                                        if (l_1843_) {
                                            local_127 = l_1844_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1845_ = local_127;
                                        if (!(l_1842_)) {
                                            local_128 = l_1845_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1846_ = local_128;
                                        bool l_1847_ = !(l_1846_);
                                        if (l_1847_) {
                                            uint _e4663 = l_mut_439_;
                                            l_mut_269_ = _e4663;
                                            uint _e4664 = l_mut_428_;
                                            l_mut_219_ = _e4664;
                                            bool l_1848_ = (l_1831_ >= 32u);
                                            if (l_1848_) {
                                                uint l_1849_ = (l_1831_ & 31u);
                                                uint _e4669 = l_mut_439_;
                                                uint l_1850_ = (_e4669 << l_1849_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1850_;
                                            } else {
                                                bool l_1851_ = (l_1831_ > 0u);
                                                if (l_1851_) {
                                                    uint _e4674 = l_mut_439_;
                                                    uint l_1852_ = (_e4674 << l_1831_);
                                                    uint _e4676 = l_mut_428_;
                                                    uint l_1853_ = (_e4676 << l_1831_);
                                                    uint l_1854_ = (32u - l_1831_);
                                                    uint _e4680 = l_mut_439_;
                                                    uint l_1855_ = (_e4680 >> l_1854_);
                                                    uint l_1856_ = (l_1853_ | l_1855_);
                                                    l_mut_269_ = l_1852_;
                                                    l_mut_219_ = l_1856_;
                                                }
                                            }
                                            uint _e4683 = l_mut_1615_;
                                            uint _e4684 = l_mut_269_;
                                            uint l_1857_ = (_e4683 - _e4684);
                                            uint _e4686 = l_mut_1610_;
                                            uint _e4687 = l_mut_219_;
                                            uint l_1858_ = (_e4686 - _e4687);
                                            uint _e4689 = l_mut_1615_;
                                            uint _e4690 = l_mut_269_;
                                            bool l_1859_ = (_e4689 < _e4690);
                                            uint l_1860_ = uint(l_1859_);
                                            uint l_1861_ = (l_1858_ - l_1860_);
                                            l_mut_1615_ = l_1857_;
                                            l_mut_1610_ = l_1861_;
                                            uint l_1862_ = (1u << l_1831_);
                                            uint _e4696 = l_mut_275_;
                                            l_mut_275_ = (_e4696 | l_1862_);
                                        }
                                    }
                                }
                                uint _e4701 = l_mut_275_;
                                uint l_1863_ = min(_e4701, l_1824_);
                                l_mut_275_ = l_1863_;
                                uint _e4703 = l_mut_1610_;
                                uint _e4704 = l_mut_428_;
                                bool l_1864_ = (_e4703 < _e4704);
                                uint _e4706 = l_mut_1610_;
                                uint _e4707 = l_mut_428_;
                                bool l_1865_ = (_e4706 == _e4707);
                                uint _e4709 = l_mut_1615_;
                                uint _e4710 = l_mut_439_;
                                bool l_1866_ = (_e4709 < _e4710);
                                if (l_1865_) {
                                    local_129 = l_1866_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_1867_ = local_129;
                                if (!(l_1864_)) {
                                    local_130 = l_1867_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_1868_ = local_130;
                                bool l_1869_ = !(l_1868_);
                                if (l_1869_) {
                                    l_mut_275_ = l_1824_;
                                }
                                uint _e4722 = l_mut_275_;
                                l_mut_1609_ = _e4722;
                            }
                            uint _e4723 = l_mut_1609_;
                            bool l_1870_ = (_e4723 > 0u);
                            if (l_1870_) {
                                uint _e4726 = l_mut_439_;
                                uint _e4727 = l_mut_1609_;
                                uint l_1871_ = (_e4726 * _e4727);
                                uint _e4729 = l_mut_439_;
                                uint64_t l_3045_ = uint64_t(_e4729);
                                uint _e4731 = l_mut_1609_;
                                uint64_t l_3046_ = uint64_t(_e4731);
                                uint64_t l_3047_ = (l_3045_ * l_3046_);
                                uint64_t l_3048_ = (l_3047_ >> uint(32uL));
                                uint l_1872_ = uint(l_3048_);
                                uint _e4740 = l_mut_428_;
                                uint _e4741 = l_mut_1609_;
                                uint l_1873_ = (_e4740 * _e4741);
                                uint l_1874_ = (l_1872_ + l_1873_);
                                uint _e4744 = l_mut_441_;
                                uint l_1875_ = (_e4744 - l_1871_);
                                uint _e4746 = l_mut_440_;
                                uint l_1876_ = (_e4746 - l_1874_);
                                uint _e4748 = l_mut_441_;
                                bool l_1877_ = (_e4748 < l_1871_);
                                uint l_1878_ = uint(l_1877_);
                                uint l_1879_ = (l_1876_ - l_1878_);
                                l_mut_441_ = l_1875_;
                                l_mut_440_ = l_1879_;
                                uint _e4752 = l_mut_1609_;
                                uint _e4753 = l_mut_388_;
                                uint l_1880_ = (_e4752 * _e4753);
                                uint _e4755 = l_mut_382_;
                                l_mut_382_ = (_e4755 + l_1880_);
                            } else {
                                uint _e4757 = l_mut_388_;
                                uint l_1881_ = (l_1000_ - _e4757);
                                uint _e4759 = l_mut_382_;
                                uint l_1882_ = naga_div(l_1881_, _e4759);
                                l_mut_1615_ = 0u;
                                l_mut_350_ = false;
                                uint _e4763 = l_mut_441_;
                                uint _e4764 = l_mut_440_;
                                uint l_1883_ = (_e4763 | _e4764);
                                bool l_1884_ = (l_1883_ == 0u);
                                if (l_1884_) {
                                    l_mut_1615_ = l_1882_;
                                } else {
                                    bool _e4768 = l_mut_350_;
                                    if (_e4768) {
                                        uint _e4769 = l_mut_440_;
                                        uint _e4770 = l_mut_428_;
                                        bool l_1885_ = (_e4769 < _e4770);
                                        uint _e4772 = l_mut_440_;
                                        uint _e4773 = l_mut_428_;
                                        bool l_1886_ = (_e4772 == _e4773);
                                        uint _e4775 = l_mut_441_;
                                        uint _e4776 = l_mut_439_;
                                        bool l_1887_ = (_e4775 < _e4776);
                                        if (l_1886_) {
                                            local_131 = l_1887_;
                                        } else {
                                            local_131 = false;
                                        }
                                        bool l_1888_ = local_131;
                                        if (!(l_1885_)) {
                                            local_132 = l_1888_;
                                        } else {
                                            local_132 = true;
                                        }
                                        bool l_1889_ = local_132;
                                        if (l_1889_) {
                                            uint _e4787 = l_mut_439_;
                                            uint l_1890_ = (_e4787 - 1u);
                                            uint _e4790 = l_mut_428_;
                                            uint l_1891_ = (_e4790 - 0u);
                                            uint _e4793 = l_mut_439_;
                                            bool l_1892_ = (_e4793 < 1u);
                                            uint l_1893_ = uint(l_1892_);
                                            uint l_1894_ = (l_1891_ - l_1893_);
                                            l_mut_1610_ = l_1890_;
                                            l_mut_1609_ = l_1894_;
                                            l_mut_275_ = 0u;
                                            l_mut_1895_ = 0u;
                                            uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_10 = true;
                                            while(true) {
                                                if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                                loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                                if (!loop_init_10) {
                                                    uint _e4886 = l_mut_1895_;
                                                    l_mut_1895_ = (_e4886 + 1u);
                                                }
                                                loop_init_10 = false;
                                                uint _e4801 = l_mut_1895_;
                                                if ((_e4801 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4805 = l_mut_1895_;
                                                    uint l_1896_ = (19u - _e4805);
                                                    uint _e4807 = l_mut_1610_;
                                                    l_mut_269_ = _e4807;
                                                    uint _e4808 = l_mut_1609_;
                                                    l_mut_219_ = _e4808;
                                                    bool l_1897_ = (l_1896_ >= 32u);
                                                    if (l_1897_) {
                                                        uint l_1898_ = (l_1896_ & 31u);
                                                        uint _e4813 = l_mut_1609_;
                                                        uint l_1899_ = (_e4813 >> l_1898_);
                                                        l_mut_269_ = l_1899_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1900_ = (l_1896_ > 0u);
                                                        if (l_1900_) {
                                                            uint _e4818 = l_mut_1610_;
                                                            l_mut_213_ = _e4818;
                                                            bool l_1901_ = (l_1896_ > 0u);
                                                            if (l_1901_) {
                                                                uint _e4821 = l_mut_1610_;
                                                                uint l_1902_ = (_e4821 >> l_1896_);
                                                                uint l_1903_ = (32u - l_1896_);
                                                                uint _e4825 = l_mut_1609_;
                                                                uint l_1904_ = (_e4825 << l_1903_);
                                                                uint l_1905_ = (l_1902_ | l_1904_);
                                                                l_mut_213_ = l_1905_;
                                                            }
                                                            uint _e4828 = l_mut_1609_;
                                                            uint l_1906_ = (_e4828 >> l_1896_);
                                                            uint _e4830 = l_mut_213_;
                                                            l_mut_269_ = _e4830;
                                                            l_mut_219_ = l_1906_;
                                                        }
                                                    }
                                                    uint _e4831 = l_mut_219_;
                                                    uint _e4832 = l_mut_440_;
                                                    bool l_1907_ = (_e4831 < _e4832);
                                                    uint _e4834 = l_mut_219_;
                                                    uint _e4835 = l_mut_440_;
                                                    bool l_1908_ = (_e4834 == _e4835);
                                                    uint _e4837 = l_mut_269_;
                                                    uint _e4838 = l_mut_441_;
                                                    bool l_1909_ = (_e4837 < _e4838);
                                                    if (l_1908_) {
                                                        local_133 = l_1909_;
                                                    } else {
                                                        local_133 = false;
                                                    }
                                                    bool l_1910_ = local_133;
                                                    if (!(l_1907_)) {
                                                        local_134 = l_1910_;
                                                    } else {
                                                        local_134 = true;
                                                    }
                                                    bool l_1911_ = local_134;
                                                    bool l_1912_ = !(l_1911_);
                                                    if (l_1912_) {
                                                        uint _e4850 = l_mut_441_;
                                                        l_mut_269_ = _e4850;
                                                        uint _e4851 = l_mut_440_;
                                                        l_mut_219_ = _e4851;
                                                        bool l_1913_ = (l_1896_ >= 32u);
                                                        if (l_1913_) {
                                                            uint l_1914_ = (l_1896_ & 31u);
                                                            uint _e4856 = l_mut_441_;
                                                            uint l_1915_ = (_e4856 << l_1914_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_1915_;
                                                        } else {
                                                            bool l_1916_ = (l_1896_ > 0u);
                                                            if (l_1916_) {
                                                                uint _e4861 = l_mut_441_;
                                                                uint l_1917_ = (_e4861 << l_1896_);
                                                                uint _e4863 = l_mut_440_;
                                                                uint l_1918_ = (_e4863 << l_1896_);
                                                                uint l_1919_ = (32u - l_1896_);
                                                                uint _e4867 = l_mut_441_;
                                                                uint l_1920_ = (_e4867 >> l_1919_);
                                                                uint l_1921_ = (l_1918_ | l_1920_);
                                                                l_mut_269_ = l_1917_;
                                                                l_mut_219_ = l_1921_;
                                                            }
                                                        }
                                                        uint _e4870 = l_mut_1610_;
                                                        uint _e4871 = l_mut_269_;
                                                        uint l_1922_ = (_e4870 - _e4871);
                                                        uint _e4873 = l_mut_1609_;
                                                        uint _e4874 = l_mut_219_;
                                                        uint l_1923_ = (_e4873 - _e4874);
                                                        uint _e4876 = l_mut_1610_;
                                                        uint _e4877 = l_mut_269_;
                                                        bool l_1924_ = (_e4876 < _e4877);
                                                        uint l_1925_ = uint(l_1924_);
                                                        uint l_1926_ = (l_1923_ - l_1925_);
                                                        l_mut_1610_ = l_1922_;
                                                        l_mut_1609_ = l_1926_;
                                                        uint l_1927_ = (1u << l_1896_);
                                                        uint _e4883 = l_mut_275_;
                                                        l_mut_275_ = (_e4883 | l_1927_);
                                                    }
                                                }
                                            }
                                            uint _e4888 = l_mut_275_;
                                            uint l_1928_ = min(_e4888, l_1882_);
                                            l_mut_275_ = l_1928_;
                                            uint _e4890 = l_mut_1609_;
                                            uint _e4891 = l_mut_440_;
                                            bool l_1929_ = (_e4890 < _e4891);
                                            uint _e4893 = l_mut_1609_;
                                            uint _e4894 = l_mut_440_;
                                            bool l_1930_ = (_e4893 == _e4894);
                                            uint _e4896 = l_mut_1610_;
                                            uint _e4897 = l_mut_441_;
                                            bool l_1931_ = (_e4896 < _e4897);
                                            if (l_1930_) {
                                                local_135 = l_1931_;
                                            } else {
                                                local_135 = false;
                                            }
                                            bool l_1932_ = local_135;
                                            if (!(l_1929_)) {
                                                local_136 = l_1932_;
                                            } else {
                                                local_136 = true;
                                            }
                                            bool l_1933_ = local_136;
                                            bool l_1934_ = !(l_1933_);
                                            if (l_1934_) {
                                                l_mut_275_ = l_1882_;
                                            }
                                            uint _e4909 = l_mut_275_;
                                            l_mut_1615_ = _e4909;
                                        }
                                    } else {
                                        uint _e4910 = l_mut_439_;
                                        l_mut_1610_ = _e4910;
                                        uint _e4911 = l_mut_428_;
                                        l_mut_1609_ = _e4911;
                                        uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                            loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                            uint _e4912 = l_mut_440_;
                                            uint _e4913 = l_mut_1609_;
                                            bool l_1935_ = (_e4912 < _e4913);
                                            uint _e4915 = l_mut_440_;
                                            uint _e4916 = l_mut_1609_;
                                            bool l_1936_ = (_e4915 == _e4916);
                                            uint _e4918 = l_mut_441_;
                                            uint _e4919 = l_mut_1610_;
                                            bool l_1937_ = (_e4918 < _e4919);
                                            if (l_1936_) {
                                                local_137 = l_1937_;
                                            } else {
                                                local_137 = false;
                                            }
                                            bool l_1938_ = local_137;
                                            if (!(l_1935_)) {
                                                local_138 = l_1938_;
                                            } else {
                                                local_138 = true;
                                            }
                                            bool l_1939_ = local_138;
                                            uint _e4930 = l_mut_1615_;
                                            uint _e4931 = l_mut_382_;
                                            uint l_1940_ = (_e4930 * _e4931);
                                            uint _e4933 = l_mut_388_;
                                            uint l_1941_ = (_e4933 + l_1940_);
                                            uint _e4935 = l_mut_382_;
                                            uint l_1942_ = (l_1941_ + _e4935);
                                            bool l_1943_ = (l_1942_ < l_1000_);
                                            if (l_1939_) {
                                                local_139 = l_1943_;
                                            } else {
                                                local_139 = false;
                                            }
                                            bool l_1944_ = local_139;
                                            bool l_1945_ = !(l_1944_);
                                            if (l_1945_) {
                                                break;
                                            }
                                            uint _e4943 = l_mut_1610_;
                                            uint _e4944 = l_mut_441_;
                                            uint l_1946_ = (_e4943 - _e4944);
                                            uint _e4946 = l_mut_1609_;
                                            uint _e4947 = l_mut_440_;
                                            uint l_1947_ = (_e4946 - _e4947);
                                            uint _e4949 = l_mut_1610_;
                                            uint _e4950 = l_mut_441_;
                                            bool l_1948_ = (_e4949 < _e4950);
                                            uint l_1949_ = uint(l_1948_);
                                            uint l_1950_ = (l_1947_ - l_1949_);
                                            l_mut_1610_ = l_1946_;
                                            l_mut_1609_ = l_1950_;
                                            uint _e4954 = l_mut_1615_;
                                            l_mut_1615_ = (_e4954 + 1u);
                                        }
                                    }
                                }
                                uint _e4957 = l_mut_1615_;
                                uint _e4958 = l_mut_382_;
                                uint l_1951_ = (_e4957 * _e4958);
                                uint _e4960 = l_mut_388_;
                                uint l_1952_ = (_e4960 + l_1951_);
                                uint _e4962 = l_mut_382_;
                                uint l_1953_ = (l_1952_ + _e4962);
                                bool l_1954_ = (l_1953_ >= l_1000_);
                                if (l_1954_) {
                                    l_mut_645_ = true;
                                    l_mut_628_ = false;
                                } else {
                                    uint _e4967 = l_mut_441_;
                                    uint _e4968 = l_mut_1615_;
                                    uint l_1955_ = (_e4967 * _e4968);
                                    uint _e4970 = l_mut_441_;
                                    uint64_t l_3050_ = uint64_t(_e4970);
                                    uint _e4972 = l_mut_1615_;
                                    uint64_t l_3051_ = uint64_t(_e4972);
                                    uint64_t l_3052_ = (l_3050_ * l_3051_);
                                    uint64_t l_3053_ = (l_3052_ >> uint(32uL));
                                    uint l_1956_ = uint(l_3053_);
                                    uint _e4981 = l_mut_440_;
                                    uint _e4982 = l_mut_1615_;
                                    uint l_1957_ = (_e4981 * _e4982);
                                    uint l_1958_ = (l_1956_ + l_1957_);
                                    uint _e4985 = l_mut_439_;
                                    uint l_1959_ = (_e4985 - l_1955_);
                                    uint _e4987 = l_mut_428_;
                                    uint l_1960_ = (_e4987 - l_1958_);
                                    uint _e4989 = l_mut_439_;
                                    bool l_1961_ = (_e4989 < l_1955_);
                                    uint l_1962_ = uint(l_1961_);
                                    uint l_1963_ = (l_1960_ - l_1962_);
                                    l_mut_439_ = l_1959_;
                                    l_mut_428_ = l_1963_;
                                    uint _e4993 = l_mut_1615_;
                                    uint _e4994 = l_mut_382_;
                                    uint l_1964_ = (_e4993 * _e4994);
                                    uint _e4996 = l_mut_388_;
                                    l_mut_388_ = (_e4996 + l_1964_);
                                    uint _e4998 = l_mut_441_;
                                    uint _e4999 = l_mut_439_;
                                    uint l_1965_ = (_e4998 - _e4999);
                                    uint _e5001 = l_mut_440_;
                                    uint _e5002 = l_mut_428_;
                                    uint l_1966_ = (_e5001 - _e5002);
                                    uint _e5004 = l_mut_441_;
                                    uint _e5005 = l_mut_439_;
                                    bool l_1967_ = (_e5004 < _e5005);
                                    uint l_1968_ = uint(l_1967_);
                                    uint l_1969_ = (l_1966_ - l_1968_);
                                    l_mut_441_ = l_1965_;
                                    l_mut_440_ = l_1969_;
                                    uint _e5009 = l_mut_382_;
                                    uint _e5010 = l_mut_388_;
                                    l_mut_382_ = (_e5009 + _e5010);
                                }
                            }
                        } else {
                            uint _e5012 = l_mut_421_;
                            uint l_1970_ = (_e5012 - l_1515_);
                            uint _e5014 = l_mut_394_;
                            uint l_1971_ = (_e5014 - l_1519_);
                            uint _e5016 = l_mut_421_;
                            bool l_1972_ = (_e5016 < l_1515_);
                            uint l_1973_ = uint(l_1972_);
                            uint l_1974_ = (l_1971_ - l_1973_);
                            uint _e5020 = l_mut_439_;
                            l_mut_1615_ = _e5020;
                            uint _e5021 = l_mut_428_;
                            l_mut_1610_ = _e5021;
                            uint _e5022 = l_mut_428_;
                            bool l_1975_ = (l_1974_ < _e5022);
                            uint _e5024 = l_mut_428_;
                            bool l_1976_ = (l_1974_ == _e5024);
                            uint _e5026 = l_mut_439_;
                            bool l_1977_ = (l_1970_ < _e5026);
                            if (l_1976_) {
                                local_140 = l_1977_;
                            } else {
                                local_140 = false;
                            }
                            bool l_1978_ = local_140;
                            if (!(l_1975_)) {
                                local_141 = l_1978_;
                            } else {
                                local_141 = true;
                            }
                            bool l_1979_ = local_141;
                            if (l_1979_) {
                                l_mut_1615_ = l_1970_;
                                l_mut_1610_ = l_1974_;
                            }
                            l_mut_350_ = false;
                            l_mut_1609_ = 0u;
                            uint _e5039 = l_mut_441_;
                            uint _e5040 = l_mut_440_;
                            uint l_1980_ = (_e5039 | _e5040);
                            bool l_1981_ = (l_1980_ == 0u);
                            bool l_1982_ = !(l_1981_);
                            bool _e5045 = l_mut_350_;
                            if (_e5045) {
                                local_142 = l_1982_;
                            } else {
                                local_142 = false;
                            }
                            bool l_1983_ = local_142;
                            uint _e5050 = l_mut_440_;
                            uint _e5051 = l_mut_1610_;
                            bool l_1984_ = (_e5050 < _e5051);
                            uint _e5053 = l_mut_440_;
                            uint _e5054 = l_mut_1610_;
                            bool l_1985_ = (_e5053 == _e5054);
                            uint _e5056 = l_mut_441_;
                            uint _e5057 = l_mut_1615_;
                            bool l_1986_ = (_e5056 < _e5057);
                            if (l_1985_) {
                                local_143 = l_1986_;
                            } else {
                                local_143 = false;
                            }
                            bool l_1987_ = local_143;
                            if (!(l_1984_)) {
                                local_144 = l_1987_;
                            } else {
                                local_144 = true;
                            }
                            bool l_1988_ = local_144;
                            if (l_1983_) {
                                local_145 = l_1988_;
                            } else {
                                local_145 = false;
                            }
                            bool l_1989_ = local_145;
                            uint _e5072 = l_mut_382_;
                            uint _e5073 = l_mut_388_;
                            uint l_1990_ = (_e5072 + _e5073);
                            bool l_1991_ = (l_1990_ < l_1000_);
                            if (l_1989_) {
                                local_146 = l_1991_;
                            } else {
                                local_146 = false;
                            }
                            bool l_1992_ = local_146;
                            if (l_1992_) {
                                uint _e5080 = l_mut_382_;
                                uint l_1993_ = (l_1000_ - _e5080);
                                uint _e5082 = l_mut_388_;
                                uint l_1994_ = (l_1993_ - _e5082);
                                uint _e5084 = l_mut_382_;
                                uint l_1995_ = naga_div(l_1994_, _e5084);
                                uint _e5086 = l_mut_1615_;
                                uint l_1996_ = (_e5086 - 1u);
                                uint _e5089 = l_mut_1610_;
                                uint l_1997_ = (_e5089 - 0u);
                                uint _e5092 = l_mut_1615_;
                                bool l_1998_ = (_e5092 < 1u);
                                uint l_1999_ = uint(l_1998_);
                                uint l_2000_ = (l_1997_ - l_1999_);
                                l_mut_1615_ = l_1996_;
                                l_mut_1610_ = l_2000_;
                                l_mut_275_ = 0u;
                                l_mut_2001_ = 0u;
                                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                                bool loop_init_11 = true;
                                while(true) {
                                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                                    if (!loop_init_11) {
                                        uint _e5185 = l_mut_2001_;
                                        l_mut_2001_ = (_e5185 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5100 = l_mut_2001_;
                                    if ((_e5100 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5104 = l_mut_2001_;
                                        uint l_2002_ = (19u - _e5104);
                                        uint _e5106 = l_mut_1615_;
                                        l_mut_269_ = _e5106;
                                        uint _e5107 = l_mut_1610_;
                                        l_mut_219_ = _e5107;
                                        bool l_2003_ = (l_2002_ >= 32u);
                                        if (l_2003_) {
                                            uint l_2004_ = (l_2002_ & 31u);
                                            uint _e5112 = l_mut_1610_;
                                            uint l_2005_ = (_e5112 >> l_2004_);
                                            l_mut_269_ = l_2005_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_2006_ = (l_2002_ > 0u);
                                            if (l_2006_) {
                                                uint _e5117 = l_mut_1615_;
                                                l_mut_213_ = _e5117;
                                                bool l_2007_ = (l_2002_ > 0u);
                                                if (l_2007_) {
                                                    uint _e5120 = l_mut_1615_;
                                                    uint l_2008_ = (_e5120 >> l_2002_);
                                                    uint l_2009_ = (32u - l_2002_);
                                                    uint _e5124 = l_mut_1610_;
                                                    uint l_2010_ = (_e5124 << l_2009_);
                                                    uint l_2011_ = (l_2008_ | l_2010_);
                                                    l_mut_213_ = l_2011_;
                                                }
                                                uint _e5127 = l_mut_1610_;
                                                uint l_2012_ = (_e5127 >> l_2002_);
                                                uint _e5129 = l_mut_213_;
                                                l_mut_269_ = _e5129;
                                                l_mut_219_ = l_2012_;
                                            }
                                        }
                                        uint _e5130 = l_mut_219_;
                                        uint _e5131 = l_mut_440_;
                                        bool l_2013_ = (_e5130 < _e5131);
                                        uint _e5133 = l_mut_219_;
                                        uint _e5134 = l_mut_440_;
                                        bool l_2014_ = (_e5133 == _e5134);
                                        uint _e5136 = l_mut_269_;
                                        uint _e5137 = l_mut_441_;
                                        bool l_2015_ = (_e5136 < _e5137);
                                        if (l_2014_) {
                                            local_147 = l_2015_;
                                        } else {
                                            local_147 = false;
                                        }
                                        bool l_2016_ = local_147;
                                        if (!(l_2013_)) {
                                            local_148 = l_2016_;
                                        } else {
                                            local_148 = true;
                                        }
                                        bool l_2017_ = local_148;
                                        bool l_2018_ = !(l_2017_);
                                        if (l_2018_) {
                                            uint _e5149 = l_mut_441_;
                                            l_mut_269_ = _e5149;
                                            uint _e5150 = l_mut_440_;
                                            l_mut_219_ = _e5150;
                                            bool l_2019_ = (l_2002_ >= 32u);
                                            if (l_2019_) {
                                                uint l_2020_ = (l_2002_ & 31u);
                                                uint _e5155 = l_mut_441_;
                                                uint l_2021_ = (_e5155 << l_2020_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_2021_;
                                            } else {
                                                bool l_2022_ = (l_2002_ > 0u);
                                                if (l_2022_) {
                                                    uint _e5160 = l_mut_441_;
                                                    uint l_2023_ = (_e5160 << l_2002_);
                                                    uint _e5162 = l_mut_440_;
                                                    uint l_2024_ = (_e5162 << l_2002_);
                                                    uint l_2025_ = (32u - l_2002_);
                                                    uint _e5166 = l_mut_441_;
                                                    uint l_2026_ = (_e5166 >> l_2025_);
                                                    uint l_2027_ = (l_2024_ | l_2026_);
                                                    l_mut_269_ = l_2023_;
                                                    l_mut_219_ = l_2027_;
                                                }
                                            }
                                            uint _e5169 = l_mut_1615_;
                                            uint _e5170 = l_mut_269_;
                                            uint l_2028_ = (_e5169 - _e5170);
                                            uint _e5172 = l_mut_1610_;
                                            uint _e5173 = l_mut_219_;
                                            uint l_2029_ = (_e5172 - _e5173);
                                            uint _e5175 = l_mut_1615_;
                                            uint _e5176 = l_mut_269_;
                                            bool l_2030_ = (_e5175 < _e5176);
                                            uint l_2031_ = uint(l_2030_);
                                            uint l_2032_ = (l_2029_ - l_2031_);
                                            l_mut_1615_ = l_2028_;
                                            l_mut_1610_ = l_2032_;
                                            uint l_2033_ = (1u << l_2002_);
                                            uint _e5182 = l_mut_275_;
                                            l_mut_275_ = (_e5182 | l_2033_);
                                        }
                                    }
                                }
                                uint _e5187 = l_mut_275_;
                                uint l_2034_ = min(_e5187, l_1995_);
                                l_mut_275_ = l_2034_;
                                uint _e5189 = l_mut_1610_;
                                uint _e5190 = l_mut_440_;
                                bool l_2035_ = (_e5189 < _e5190);
                                uint _e5192 = l_mut_1610_;
                                uint _e5193 = l_mut_440_;
                                bool l_2036_ = (_e5192 == _e5193);
                                uint _e5195 = l_mut_1615_;
                                uint _e5196 = l_mut_441_;
                                bool l_2037_ = (_e5195 < _e5196);
                                if (l_2036_) {
                                    local_149 = l_2037_;
                                } else {
                                    local_149 = false;
                                }
                                bool l_2038_ = local_149;
                                if (!(l_2035_)) {
                                    local_150 = l_2038_;
                                } else {
                                    local_150 = true;
                                }
                                bool l_2039_ = local_150;
                                bool l_2040_ = !(l_2039_);
                                if (l_2040_) {
                                    l_mut_275_ = l_1995_;
                                }
                                uint _e5208 = l_mut_275_;
                                l_mut_1609_ = _e5208;
                            }
                            uint _e5209 = l_mut_1609_;
                            bool l_2041_ = (_e5209 > 0u);
                            if (l_2041_) {
                                uint _e5212 = l_mut_441_;
                                uint _e5213 = l_mut_1609_;
                                uint l_2042_ = (_e5212 * _e5213);
                                uint _e5215 = l_mut_441_;
                                uint64_t l_3055_ = uint64_t(_e5215);
                                uint _e5217 = l_mut_1609_;
                                uint64_t l_3056_ = uint64_t(_e5217);
                                uint64_t l_3057_ = (l_3055_ * l_3056_);
                                uint64_t l_3058_ = (l_3057_ >> uint(32uL));
                                uint l_2043_ = uint(l_3058_);
                                uint _e5226 = l_mut_440_;
                                uint _e5227 = l_mut_1609_;
                                uint l_2044_ = (_e5226 * _e5227);
                                uint l_2045_ = (l_2043_ + l_2044_);
                                uint _e5230 = l_mut_421_;
                                uint l_2046_ = (_e5230 - l_2042_);
                                uint _e5232 = l_mut_394_;
                                uint l_2047_ = (_e5232 - l_2045_);
                                uint _e5234 = l_mut_421_;
                                bool l_2048_ = (_e5234 < l_2042_);
                                uint l_2049_ = uint(l_2048_);
                                uint l_2050_ = (l_2047_ - l_2049_);
                                l_mut_421_ = l_2046_;
                                l_mut_394_ = l_2050_;
                                uint _e5238 = l_mut_439_;
                                uint l_2051_ = (_e5238 - l_2042_);
                                uint _e5240 = l_mut_428_;
                                uint l_2052_ = (_e5240 - l_2045_);
                                uint _e5242 = l_mut_439_;
                                bool l_2053_ = (_e5242 < l_2042_);
                                uint l_2054_ = uint(l_2053_);
                                uint l_2055_ = (l_2052_ - l_2054_);
                                l_mut_439_ = l_2051_;
                                l_mut_428_ = l_2055_;
                                uint _e5246 = l_mut_1609_;
                                uint _e5247 = l_mut_382_;
                                uint l_2056_ = (_e5246 * _e5247);
                                uint _e5249 = l_mut_388_;
                                l_mut_388_ = (_e5249 + l_2056_);
                            } else {
                                uint _e5251 = l_mut_421_;
                                uint _e5252 = l_mut_441_;
                                uint l_2057_ = (_e5251 - _e5252);
                                uint _e5254 = l_mut_394_;
                                uint _e5255 = l_mut_440_;
                                uint l_2058_ = (_e5254 - _e5255);
                                uint _e5257 = l_mut_421_;
                                uint _e5258 = l_mut_441_;
                                bool l_2059_ = (_e5257 < _e5258);
                                uint l_2060_ = uint(l_2059_);
                                uint l_2061_ = (l_2058_ - l_2060_);
                                l_mut_421_ = l_2057_;
                                l_mut_394_ = l_2061_;
                                uint _e5262 = l_mut_394_;
                                bool l_2062_ = (_e5262 < l_1519_);
                                uint _e5264 = l_mut_394_;
                                bool l_2063_ = (_e5264 == l_1519_);
                                uint _e5266 = l_mut_421_;
                                bool l_2064_ = (_e5266 < l_1515_);
                                if (l_2063_) {
                                    local_151 = l_2064_;
                                } else {
                                    local_151 = false;
                                }
                                bool l_2065_ = local_151;
                                if (!(l_2062_)) {
                                    local_152 = l_2065_;
                                } else {
                                    local_152 = true;
                                }
                                bool l_2066_ = local_152;
                                if (l_2066_) {
                                    l_mut_628_ = false;
                                } else {
                                    uint _e5278 = l_mut_382_;
                                    uint l_2067_ = (l_1000_ - _e5278);
                                    uint _e5280 = l_mut_388_;
                                    uint l_2068_ = naga_div(l_2067_, _e5280);
                                    l_mut_1615_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e5284 = l_mut_439_;
                                    uint _e5285 = l_mut_428_;
                                    uint l_2069_ = (_e5284 | _e5285);
                                    bool l_2070_ = (l_2069_ == 0u);
                                    if (l_2070_) {
                                        l_mut_1615_ = l_2068_;
                                    } else {
                                        bool _e5289 = l_mut_350_;
                                        if (_e5289) {
                                            uint _e5290 = l_mut_428_;
                                            uint _e5291 = l_mut_440_;
                                            bool l_2071_ = (_e5290 < _e5291);
                                            uint _e5293 = l_mut_428_;
                                            uint _e5294 = l_mut_440_;
                                            bool l_2072_ = (_e5293 == _e5294);
                                            uint _e5296 = l_mut_439_;
                                            uint _e5297 = l_mut_441_;
                                            bool l_2073_ = (_e5296 < _e5297);
                                            if (l_2072_) {
                                                local_153 = l_2073_;
                                            } else {
                                                local_153 = false;
                                            }
                                            bool l_2074_ = local_153;
                                            if (!(l_2071_)) {
                                                local_154 = l_2074_;
                                            } else {
                                                local_154 = true;
                                            }
                                            bool l_2075_ = local_154;
                                            if (l_2075_) {
                                                uint _e5308 = l_mut_441_;
                                                uint l_2076_ = (_e5308 - 1u);
                                                uint _e5311 = l_mut_440_;
                                                uint l_2077_ = (_e5311 - 0u);
                                                uint _e5314 = l_mut_441_;
                                                bool l_2078_ = (_e5314 < 1u);
                                                uint l_2079_ = uint(l_2078_);
                                                uint l_2080_ = (l_2077_ - l_2079_);
                                                l_mut_1610_ = l_2076_;
                                                l_mut_1609_ = l_2080_;
                                                l_mut_275_ = 0u;
                                                l_mut_2081_ = 0u;
                                                uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                                    loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                                    if (!loop_init_12) {
                                                        uint _e5407 = l_mut_2081_;
                                                        l_mut_2081_ = (_e5407 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5322 = l_mut_2081_;
                                                    if ((_e5322 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5326 = l_mut_2081_;
                                                        uint l_2082_ = (19u - _e5326);
                                                        uint _e5328 = l_mut_1610_;
                                                        l_mut_269_ = _e5328;
                                                        uint _e5329 = l_mut_1609_;
                                                        l_mut_219_ = _e5329;
                                                        bool l_2083_ = (l_2082_ >= 32u);
                                                        if (l_2083_) {
                                                            uint l_2084_ = (l_2082_ & 31u);
                                                            uint _e5334 = l_mut_1609_;
                                                            uint l_2085_ = (_e5334 >> l_2084_);
                                                            l_mut_269_ = l_2085_;
                                                            l_mut_219_ = 0u;
                                                        } else {
                                                            bool l_2086_ = (l_2082_ > 0u);
                                                            if (l_2086_) {
                                                                uint _e5339 = l_mut_1610_;
                                                                l_mut_213_ = _e5339;
                                                                bool l_2087_ = (l_2082_ > 0u);
                                                                if (l_2087_) {
                                                                    uint _e5342 = l_mut_1610_;
                                                                    uint l_2088_ = (_e5342 >> l_2082_);
                                                                    uint l_2089_ = (32u - l_2082_);
                                                                    uint _e5346 = l_mut_1609_;
                                                                    uint l_2090_ = (_e5346 << l_2089_);
                                                                    uint l_2091_ = (l_2088_ | l_2090_);
                                                                    l_mut_213_ = l_2091_;
                                                                }
                                                                uint _e5349 = l_mut_1609_;
                                                                uint l_2092_ = (_e5349 >> l_2082_);
                                                                uint _e5351 = l_mut_213_;
                                                                l_mut_269_ = _e5351;
                                                                l_mut_219_ = l_2092_;
                                                            }
                                                        }
                                                        uint _e5352 = l_mut_219_;
                                                        uint _e5353 = l_mut_428_;
                                                        bool l_2093_ = (_e5352 < _e5353);
                                                        uint _e5355 = l_mut_219_;
                                                        uint _e5356 = l_mut_428_;
                                                        bool l_2094_ = (_e5355 == _e5356);
                                                        uint _e5358 = l_mut_269_;
                                                        uint _e5359 = l_mut_439_;
                                                        bool l_2095_ = (_e5358 < _e5359);
                                                        if (l_2094_) {
                                                            local_155 = l_2095_;
                                                        } else {
                                                            local_155 = false;
                                                        }
                                                        bool l_2096_ = local_155;
                                                        if (!(l_2093_)) {
                                                            local_156 = l_2096_;
                                                        } else {
                                                            local_156 = true;
                                                        }
                                                        bool l_2097_ = local_156;
                                                        bool l_2098_ = !(l_2097_);
                                                        if (l_2098_) {
                                                            uint _e5371 = l_mut_439_;
                                                            l_mut_269_ = _e5371;
                                                            uint _e5372 = l_mut_428_;
                                                            l_mut_219_ = _e5372;
                                                            bool l_2099_ = (l_2082_ >= 32u);
                                                            if (l_2099_) {
                                                                uint l_2100_ = (l_2082_ & 31u);
                                                                uint _e5377 = l_mut_439_;
                                                                uint l_2101_ = (_e5377 << l_2100_);
                                                                l_mut_269_ = 0u;
                                                                l_mut_219_ = l_2101_;
                                                            } else {
                                                                bool l_2102_ = (l_2082_ > 0u);
                                                                if (l_2102_) {
                                                                    uint _e5382 = l_mut_439_;
                                                                    uint l_2103_ = (_e5382 << l_2082_);
                                                                    uint _e5384 = l_mut_428_;
                                                                    uint l_2104_ = (_e5384 << l_2082_);
                                                                    uint l_2105_ = (32u - l_2082_);
                                                                    uint _e5388 = l_mut_439_;
                                                                    uint l_2106_ = (_e5388 >> l_2105_);
                                                                    uint l_2107_ = (l_2104_ | l_2106_);
                                                                    l_mut_269_ = l_2103_;
                                                                    l_mut_219_ = l_2107_;
                                                                }
                                                            }
                                                            uint _e5391 = l_mut_1610_;
                                                            uint _e5392 = l_mut_269_;
                                                            uint l_2108_ = (_e5391 - _e5392);
                                                            uint _e5394 = l_mut_1609_;
                                                            uint _e5395 = l_mut_219_;
                                                            uint l_2109_ = (_e5394 - _e5395);
                                                            uint _e5397 = l_mut_1610_;
                                                            uint _e5398 = l_mut_269_;
                                                            bool l_2110_ = (_e5397 < _e5398);
                                                            uint l_2111_ = uint(l_2110_);
                                                            uint l_2112_ = (l_2109_ - l_2111_);
                                                            l_mut_1610_ = l_2108_;
                                                            l_mut_1609_ = l_2112_;
                                                            uint l_2113_ = (1u << l_2082_);
                                                            uint _e5404 = l_mut_275_;
                                                            l_mut_275_ = (_e5404 | l_2113_);
                                                        }
                                                    }
                                                }
                                                uint _e5409 = l_mut_275_;
                                                uint l_2114_ = min(_e5409, l_2068_);
                                                l_mut_275_ = l_2114_;
                                                uint _e5411 = l_mut_1609_;
                                                uint _e5412 = l_mut_428_;
                                                bool l_2115_ = (_e5411 < _e5412);
                                                uint _e5414 = l_mut_1609_;
                                                uint _e5415 = l_mut_428_;
                                                bool l_2116_ = (_e5414 == _e5415);
                                                uint _e5417 = l_mut_1610_;
                                                uint _e5418 = l_mut_439_;
                                                bool l_2117_ = (_e5417 < _e5418);
                                                if (l_2116_) {
                                                    local_157 = l_2117_;
                                                } else {
                                                    local_157 = false;
                                                }
                                                bool l_2118_ = local_157;
                                                if (!(l_2115_)) {
                                                    local_158 = l_2118_;
                                                } else {
                                                    local_158 = true;
                                                }
                                                bool l_2119_ = local_158;
                                                bool l_2120_ = !(l_2119_);
                                                if (l_2120_) {
                                                    l_mut_275_ = l_2068_;
                                                }
                                                uint _e5430 = l_mut_275_;
                                                l_mut_1615_ = _e5430;
                                            }
                                        } else {
                                            uint _e5431 = l_mut_441_;
                                            l_mut_1610_ = _e5431;
                                            uint _e5432 = l_mut_440_;
                                            l_mut_1609_ = _e5432;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5433 = l_mut_428_;
                                                uint _e5434 = l_mut_1609_;
                                                bool l_2121_ = (_e5433 < _e5434);
                                                uint _e5436 = l_mut_428_;
                                                uint _e5437 = l_mut_1609_;
                                                bool l_2122_ = (_e5436 == _e5437);
                                                uint _e5439 = l_mut_439_;
                                                uint _e5440 = l_mut_1610_;
                                                bool l_2123_ = (_e5439 < _e5440);
                                                if (l_2122_) {
                                                    local_159 = l_2123_;
                                                } else {
                                                    local_159 = false;
                                                }
                                                bool l_2124_ = local_159;
                                                if (!(l_2121_)) {
                                                    local_160 = l_2124_;
                                                } else {
                                                    local_160 = true;
                                                }
                                                bool l_2125_ = local_160;
                                                uint _e5451 = l_mut_1615_;
                                                uint _e5452 = l_mut_388_;
                                                uint l_2126_ = (_e5451 * _e5452);
                                                uint _e5454 = l_mut_382_;
                                                uint l_2127_ = (_e5454 + l_2126_);
                                                uint _e5456 = l_mut_388_;
                                                uint l_2128_ = (l_2127_ + _e5456);
                                                bool l_2129_ = (l_2128_ < l_1000_);
                                                if (l_2125_) {
                                                    local_161 = l_2129_;
                                                } else {
                                                    local_161 = false;
                                                }
                                                bool l_2130_ = local_161;
                                                bool l_2131_ = !(l_2130_);
                                                if (l_2131_) {
                                                    break;
                                                }
                                                uint _e5464 = l_mut_1610_;
                                                uint _e5465 = l_mut_439_;
                                                uint l_2132_ = (_e5464 - _e5465);
                                                uint _e5467 = l_mut_1609_;
                                                uint _e5468 = l_mut_428_;
                                                uint l_2133_ = (_e5467 - _e5468);
                                                uint _e5470 = l_mut_1610_;
                                                uint _e5471 = l_mut_439_;
                                                bool l_2134_ = (_e5470 < _e5471);
                                                uint l_2135_ = uint(l_2134_);
                                                uint l_2136_ = (l_2133_ - l_2135_);
                                                l_mut_1610_ = l_2132_;
                                                l_mut_1609_ = l_2136_;
                                                uint _e5475 = l_mut_1615_;
                                                l_mut_1615_ = (_e5475 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5478 = l_mut_388_;
                                    uint _e5479 = l_mut_382_;
                                    uint l_2137_ = (_e5478 + _e5479);
                                    uint _e5481 = l_mut_1615_;
                                    uint _e5482 = l_mut_388_;
                                    uint l_2138_ = (_e5481 * _e5482);
                                    uint l_2139_ = (l_2137_ + l_2138_);
                                    bool l_2140_ = (l_2139_ >= l_1000_);
                                    if (l_2140_) {
                                        l_mut_645_ = true;
                                        l_mut_628_ = false;
                                    } else {
                                        uint _e5488 = l_mut_439_;
                                        uint _e5489 = l_mut_1615_;
                                        uint l_2141_ = (_e5488 * _e5489);
                                        uint _e5491 = l_mut_439_;
                                        uint64_t l_3060_ = uint64_t(_e5491);
                                        uint _e5493 = l_mut_1615_;
                                        uint64_t l_3061_ = uint64_t(_e5493);
                                        uint64_t l_3062_ = (l_3060_ * l_3061_);
                                        uint64_t l_3063_ = (l_3062_ >> uint(32uL));
                                        uint l_2142_ = uint(l_3063_);
                                        uint _e5502 = l_mut_428_;
                                        uint _e5503 = l_mut_1615_;
                                        uint l_2143_ = (_e5502 * _e5503);
                                        uint l_2144_ = (l_2142_ + l_2143_);
                                        uint _e5506 = l_mut_441_;
                                        uint l_2145_ = (_e5506 - l_2141_);
                                        uint _e5508 = l_mut_440_;
                                        uint l_2146_ = (_e5508 - l_2144_);
                                        uint _e5510 = l_mut_441_;
                                        bool l_2147_ = (_e5510 < l_2141_);
                                        uint l_2148_ = uint(l_2147_);
                                        uint l_2149_ = (l_2146_ - l_2148_);
                                        l_mut_441_ = l_2145_;
                                        l_mut_440_ = l_2149_;
                                        uint _e5514 = l_mut_1615_;
                                        uint _e5515 = l_mut_388_;
                                        uint l_2150_ = (_e5514 * _e5515);
                                        uint _e5517 = l_mut_382_;
                                        l_mut_382_ = (_e5517 + l_2150_);
                                        uint _e5519 = l_mut_439_;
                                        uint _e5520 = l_mut_441_;
                                        uint l_2151_ = (_e5519 - _e5520);
                                        uint _e5522 = l_mut_428_;
                                        uint _e5523 = l_mut_440_;
                                        uint l_2152_ = (_e5522 - _e5523);
                                        uint _e5525 = l_mut_439_;
                                        uint _e5526 = l_mut_441_;
                                        bool l_2153_ = (_e5525 < _e5526);
                                        uint l_2154_ = uint(l_2153_);
                                        uint l_2155_ = (l_2152_ - l_2154_);
                                        l_mut_439_ = l_2151_;
                                        l_mut_428_ = l_2155_;
                                        uint _e5530 = l_mut_388_;
                                        uint _e5531 = l_mut_382_;
                                        l_mut_388_ = (_e5530 + _e5531);
                                    }
                                }
                            }
                        }
                    }
                    bool _e5533 = l_mut_645_;
                    bool l_2156_ = !(_e5533);
                    if (l_999_) {
                        local_162 = l_2156_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2157_ = local_162;
                    if (l_2157_) {
                        uint _e5540 = l_mut_997_;
                        uint l_2158_ = (1u << _e5540);
                        uint _e5542 = l_mut_450_;
                        l_mut_450_ = (_e5542 | l_2158_);
                        uint _e5544 = l_mut_445_;
                        l_mut_445_ = (_e5544 + 1u);
                        uint l_2159_ = (l_998_ + l_996_);
                        uint l_2160_ = min(l_2159_, l_56_);
                        l_mut_1615_ = 0u;
                        l_mut_2161_ = l_998_;
                        uint2 loop_bound_19 = uint2(4294967295u, 4294967295u);
                        bool loop_init_13 = true;
                        while(true) {
                            if (all(loop_bound_19 == uint2(0u, 0u))) { break; }
                            loop_bound_19 -= uint2(loop_bound_19.y == 0u, 1u);
                            if (!loop_init_13) {
                                uint _e6066 = l_mut_2161_;
                                l_mut_2161_ = (_e6066 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e5551 = l_mut_2161_;
                            if ((_e5551 < l_2160_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e5553 = l_mut_2161_;
                                uint l_2162_ = (l_59_ * _e5553);
                                uint64_t l_3065_ = uint64_t(l_59_);
                                uint _e5556 = l_mut_2161_;
                                uint64_t l_3066_ = uint64_t(_e5556);
                                uint64_t l_3067_ = (l_3065_ * l_3066_);
                                uint64_t l_3068_ = (l_3067_ >> uint(32uL));
                                uint l_2163_ = uint(l_3068_);
                                uint _e5565 = l_mut_2161_;
                                uint l_2164_ = (l_62_ * _e5565);
                                uint l_2165_ = (l_2163_ + l_2164_);
                                uint l_2166_ = (l_64_ + l_2162_);
                                uint l_2167_ = (l_67_ + l_2165_);
                                bool l_2168_ = (l_2166_ < l_64_);
                                uint l_2169_ = uint(l_2168_);
                                uint l_2170_ = (l_2167_ + l_2169_);
                                l_mut_1610_ = 0u;
                                l_mut_1609_ = 0u;
                                uint _e5575 = l_mut_2161_;
                                bool l_2171_ = (_e5575 < 65536u);
                                if (l_2171_) {
                                    uint _e5578 = l_mut_2161_;
                                    uint _e5579 = l_mut_2161_;
                                    uint l_2172_ = (_e5578 * _e5579);
                                    uint l_2173_ = (l_72_ >> 31u);
                                    bool l_2174_ = (l_2173_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2174_) {
                                        uint l_2175_ = (0u - l_69_);
                                        uint l_2176_ = (0u - l_72_);
                                        bool l_2177_ = (0u < l_69_);
                                        uint l_2178_ = uint(l_2177_);
                                        uint l_2179_ = (l_2176_ - l_2178_);
                                        l_mut_441_ = l_2175_;
                                        l_mut_440_ = l_2179_;
                                    }
                                    uint _e5593 = l_mut_441_;
                                    uint l_2180_ = (_e5593 * l_2172_);
                                    uint _e5595 = l_mut_440_;
                                    uint l_2181_ = (_e5595 * l_2172_);
                                    uint _e5597 = l_mut_441_;
                                    uint64_t l_3070_ = uint64_t(_e5597);
                                    uint64_t l_3071_ = uint64_t(l_2172_);
                                    uint64_t l_3072_ = (l_3070_ * l_3071_);
                                    uint64_t l_3073_ = (l_3072_ >> uint(32uL));
                                    uint l_2182_ = uint(l_3073_);
                                    uint l_2183_ = (l_2182_ + l_2181_);
                                    uint _e5608 = l_mut_440_;
                                    uint64_t l_3075_ = uint64_t(_e5608);
                                    uint64_t l_3076_ = uint64_t(l_2172_);
                                    uint64_t l_3077_ = (l_3075_ * l_3076_);
                                    uint64_t l_3078_ = (l_3077_ >> uint(32uL));
                                    uint l_2184_ = uint(l_3078_);
                                    bool l_2185_ = (l_2183_ < l_2181_);
                                    uint l_2186_ = uint(l_2185_);
                                    uint l_2187_ = (l_2184_ + l_2186_);
                                    uint l_2188_ = naga_mod(l_9_, 32u);
                                    l_mut_439_ = l_2180_;
                                    bool l_2189_ = (l_2188_ > 0u);
                                    if (l_2189_) {
                                        uint l_2190_ = (l_2180_ >> l_2188_);
                                        uint l_2191_ = (32u - l_2188_);
                                        uint l_2192_ = (l_2183_ << l_2191_);
                                        uint l_2193_ = (l_2190_ | l_2192_);
                                        l_mut_439_ = l_2193_;
                                    }
                                    l_mut_428_ = l_2183_;
                                    bool l_2194_ = (l_2188_ > 0u);
                                    if (l_2194_) {
                                        uint l_2195_ = (l_2183_ >> l_2188_);
                                        uint l_2196_ = (32u - l_2188_);
                                        uint l_2197_ = (l_2187_ << l_2196_);
                                        uint l_2198_ = (l_2195_ | l_2197_);
                                        l_mut_428_ = l_2198_;
                                    }
                                    uint _e5637 = l_mut_439_;
                                    l_mut_421_ = _e5637;
                                    uint _e5638 = l_mut_428_;
                                    l_mut_439_ = _e5638;
                                    bool l_2199_ = (l_9_ >= 64u);
                                    if (l_2199_) {
                                        l_mut_421_ = l_2187_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_2200_ = (l_9_ >= 32u);
                                        if (l_2200_) {
                                            l_mut_428_ = l_2183_;
                                            bool l_2201_ = (l_2188_ > 0u);
                                            if (l_2201_) {
                                                uint l_2202_ = (l_2183_ >> l_2188_);
                                                uint l_2203_ = (32u - l_2188_);
                                                uint l_2204_ = (l_2187_ << l_2203_);
                                                uint l_2205_ = (l_2202_ | l_2204_);
                                                l_mut_428_ = l_2205_;
                                            }
                                            uint l_2206_ = (l_2187_ >> l_2188_);
                                            uint _e5652 = l_mut_428_;
                                            l_mut_421_ = _e5652;
                                            l_mut_439_ = l_2206_;
                                        }
                                    }
                                    uint _e5653 = l_mut_421_;
                                    l_mut_441_ = _e5653;
                                    uint _e5654 = l_mut_439_;
                                    l_mut_440_ = _e5654;
                                    if (l_2174_) {
                                        uint _e5656 = l_mut_441_;
                                        uint l_2207_ = (0u - _e5656);
                                        uint _e5659 = l_mut_440_;
                                        uint l_2208_ = (0u - _e5659);
                                        uint _e5662 = l_mut_441_;
                                        bool l_2209_ = (0u < _e5662);
                                        uint l_2210_ = uint(l_2209_);
                                        uint l_2211_ = (l_2208_ - l_2210_);
                                        l_mut_441_ = l_2207_;
                                        l_mut_440_ = l_2211_;
                                    }
                                    uint _e5666 = l_mut_441_;
                                    l_mut_1610_ = _e5666;
                                    uint _e5667 = l_mut_440_;
                                    l_mut_1609_ = _e5667;
                                } else {
                                    uint l_2212_ = (l_72_ >> 31u);
                                    bool l_2213_ = (l_2212_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2213_) {
                                        uint l_2214_ = (0u - l_69_);
                                        uint l_2215_ = (0u - l_72_);
                                        bool l_2216_ = (0u < l_69_);
                                        uint l_2217_ = uint(l_2216_);
                                        uint l_2218_ = (l_2215_ - l_2217_);
                                        l_mut_441_ = l_2214_;
                                        l_mut_440_ = l_2218_;
                                    }
                                    uint _e5680 = l_mut_441_;
                                    uint _e5681 = l_mut_2161_;
                                    uint l_2219_ = (_e5680 * _e5681);
                                    uint _e5683 = l_mut_440_;
                                    uint _e5684 = l_mut_2161_;
                                    uint l_2220_ = (_e5683 * _e5684);
                                    uint _e5686 = l_mut_441_;
                                    uint64_t l_3080_ = uint64_t(_e5686);
                                    uint _e5688 = l_mut_2161_;
                                    uint64_t l_3081_ = uint64_t(_e5688);
                                    uint64_t l_3082_ = (l_3080_ * l_3081_);
                                    uint64_t l_3083_ = (l_3082_ >> uint(32uL));
                                    uint l_2221_ = uint(l_3083_);
                                    uint l_2222_ = (l_2221_ + l_2220_);
                                    uint _e5698 = l_mut_440_;
                                    uint64_t l_3085_ = uint64_t(_e5698);
                                    uint _e5700 = l_mut_2161_;
                                    uint64_t l_3086_ = uint64_t(_e5700);
                                    uint64_t l_3087_ = (l_3085_ * l_3086_);
                                    uint64_t l_3088_ = (l_3087_ >> uint(32uL));
                                    uint l_2223_ = uint(l_3088_);
                                    bool l_2224_ = (l_2222_ < l_2220_);
                                    uint l_2225_ = uint(l_2224_);
                                    uint l_2226_ = (l_2223_ + l_2225_);
                                    l_mut_439_ = l_2219_;
                                    bool l_2228_ = (0u > 0u);
                                    if (l_2228_) {
                                        uint l_2229_ = (l_2219_ >> 0u);
                                        uint l_2230_ = (32u - 0u);
                                        uint l_2231_ = (l_2222_ << l_2230_);
                                        uint l_2232_ = (l_2229_ | l_2231_);
                                        l_mut_439_ = l_2232_;
                                    }
                                    l_mut_428_ = l_2222_;
                                    bool l_2233_ = (0u > 0u);
                                    if (l_2233_) {
                                        uint l_2234_ = (l_2222_ >> 0u);
                                        uint l_2235_ = (32u - 0u);
                                        uint l_2236_ = (l_2226_ << l_2235_);
                                        uint l_2237_ = (l_2234_ | l_2236_);
                                        l_mut_428_ = l_2237_;
                                    }
                                    uint _e5727 = l_mut_439_;
                                    l_mut_421_ = _e5727;
                                    uint _e5728 = l_mut_428_;
                                    l_mut_439_ = _e5728;
                                    if (false) {
                                        l_mut_421_ = l_2226_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_2222_;
                                            bool l_2240_ = (0u > 0u);
                                            if (l_2240_) {
                                                uint l_2241_ = (l_2222_ >> 0u);
                                                uint l_2242_ = (32u - 0u);
                                                uint l_2243_ = (l_2226_ << l_2242_);
                                                uint l_2244_ = (l_2241_ | l_2243_);
                                                l_mut_428_ = l_2244_;
                                            }
                                            uint l_2245_ = (l_2226_ >> 0u);
                                            uint _e5740 = l_mut_428_;
                                            l_mut_421_ = _e5740;
                                            l_mut_439_ = l_2245_;
                                        }
                                    }
                                    uint _e5741 = l_mut_441_;
                                    uint _e5742 = l_mut_2161_;
                                    uint l_2246_ = (_e5741 * _e5742);
                                    uint _e5744 = l_mut_440_;
                                    uint _e5745 = l_mut_2161_;
                                    uint l_2247_ = (_e5744 * _e5745);
                                    uint _e5747 = l_mut_441_;
                                    uint64_t l_3090_ = uint64_t(_e5747);
                                    uint _e5749 = l_mut_2161_;
                                    uint64_t l_3091_ = uint64_t(_e5749);
                                    uint64_t l_3092_ = (l_3090_ * l_3091_);
                                    uint64_t l_3093_ = (l_3092_ >> uint(32uL));
                                    uint l_2248_ = uint(l_3093_);
                                    uint l_2249_ = (l_2248_ + l_2247_);
                                    uint _e5759 = l_mut_440_;
                                    uint64_t l_3095_ = uint64_t(_e5759);
                                    uint _e5761 = l_mut_2161_;
                                    uint64_t l_3096_ = uint64_t(_e5761);
                                    uint64_t l_3097_ = (l_3095_ * l_3096_);
                                    uint64_t l_3098_ = (l_3097_ >> uint(32uL));
                                    uint l_2250_ = uint(l_3098_);
                                    bool l_2251_ = (l_2249_ < l_2247_);
                                    uint l_2252_ = uint(l_2251_);
                                    uint l_2253_ = (l_2250_ + l_2252_);
                                    l_mut_428_ = l_2246_;
                                    bool l_2255_ = (0u > 0u);
                                    if (l_2255_) {
                                        uint l_2256_ = (l_2246_ >> 0u);
                                        uint l_2257_ = (32u - 0u);
                                        uint l_2258_ = (l_2249_ << l_2257_);
                                        uint l_2259_ = (l_2256_ | l_2258_);
                                        l_mut_428_ = l_2259_;
                                    }
                                    l_mut_394_ = l_2249_;
                                    bool l_2260_ = (0u > 0u);
                                    if (l_2260_) {
                                        uint l_2261_ = (l_2249_ >> 0u);
                                        uint l_2262_ = (32u - 0u);
                                        uint l_2263_ = (l_2253_ << l_2262_);
                                        uint l_2264_ = (l_2261_ | l_2263_);
                                        l_mut_394_ = l_2264_;
                                    }
                                    uint _e5788 = l_mut_428_;
                                    l_mut_388_ = _e5788;
                                    uint _e5789 = l_mut_394_;
                                    l_mut_428_ = _e5789;
                                    if (true) {
                                        l_mut_388_ = l_2253_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2249_;
                                            bool l_2267_ = (0u > 0u);
                                            if (l_2267_) {
                                                uint l_2268_ = (l_2249_ >> 0u);
                                                uint l_2269_ = (32u - 0u);
                                                uint l_2270_ = (l_2253_ << l_2269_);
                                                uint l_2271_ = (l_2268_ | l_2270_);
                                                l_mut_394_ = l_2271_;
                                            }
                                            uint l_2272_ = (l_2253_ >> 0u);
                                            uint _e5801 = l_mut_394_;
                                            l_mut_388_ = _e5801;
                                            l_mut_428_ = l_2272_;
                                        }
                                    }
                                    uint _e5802 = l_mut_421_;
                                    uint _e5803 = l_mut_2161_;
                                    uint l_2273_ = (_e5802 * _e5803);
                                    uint _e5805 = l_mut_439_;
                                    uint _e5806 = l_mut_2161_;
                                    uint l_2274_ = (_e5805 * _e5806);
                                    uint _e5808 = l_mut_421_;
                                    uint64_t l_3100_ = uint64_t(_e5808);
                                    uint _e5810 = l_mut_2161_;
                                    uint64_t l_3101_ = uint64_t(_e5810);
                                    uint64_t l_3102_ = (l_3100_ * l_3101_);
                                    uint64_t l_3103_ = (l_3102_ >> uint(32uL));
                                    uint l_2275_ = uint(l_3103_);
                                    uint l_2276_ = (l_2275_ + l_2274_);
                                    uint _e5820 = l_mut_439_;
                                    uint64_t l_3105_ = uint64_t(_e5820);
                                    uint _e5822 = l_mut_2161_;
                                    uint64_t l_3106_ = uint64_t(_e5822);
                                    uint64_t l_3107_ = (l_3105_ * l_3106_);
                                    uint64_t l_3108_ = (l_3107_ >> uint(32uL));
                                    uint l_2277_ = uint(l_3108_);
                                    bool l_2278_ = (l_2276_ < l_2274_);
                                    uint l_2279_ = uint(l_2278_);
                                    uint l_2280_ = (l_2277_ + l_2279_);
                                    l_mut_441_ = l_2273_;
                                    bool l_2282_ = (0u > 0u);
                                    if (l_2282_) {
                                        uint l_2283_ = (l_2273_ >> 0u);
                                        uint l_2284_ = (32u - 0u);
                                        uint l_2285_ = (l_2276_ << l_2284_);
                                        uint l_2286_ = (l_2283_ | l_2285_);
                                        l_mut_441_ = l_2286_;
                                    }
                                    l_mut_440_ = l_2276_;
                                    bool l_2287_ = (0u > 0u);
                                    if (l_2287_) {
                                        uint l_2288_ = (l_2276_ >> 0u);
                                        uint l_2289_ = (32u - 0u);
                                        uint l_2290_ = (l_2280_ << l_2289_);
                                        uint l_2291_ = (l_2288_ | l_2290_);
                                        l_mut_440_ = l_2291_;
                                    }
                                    uint _e5849 = l_mut_441_;
                                    l_mut_394_ = _e5849;
                                    uint _e5850 = l_mut_440_;
                                    l_mut_441_ = _e5850;
                                    if (false) {
                                        l_mut_394_ = l_2280_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2276_;
                                            bool l_2294_ = (0u > 0u);
                                            if (l_2294_) {
                                                uint l_2295_ = (l_2276_ >> 0u);
                                                uint l_2296_ = (32u - 0u);
                                                uint l_2297_ = (l_2280_ << l_2296_);
                                                uint l_2298_ = (l_2295_ | l_2297_);
                                                l_mut_440_ = l_2298_;
                                            }
                                            uint l_2299_ = (l_2280_ >> 0u);
                                            uint _e5862 = l_mut_440_;
                                            l_mut_394_ = _e5862;
                                            l_mut_441_ = l_2299_;
                                        }
                                    }
                                    uint _e5863 = l_mut_421_;
                                    uint _e5864 = l_mut_2161_;
                                    uint l_2300_ = (_e5863 * _e5864);
                                    uint _e5866 = l_mut_439_;
                                    uint _e5867 = l_mut_2161_;
                                    uint l_2301_ = (_e5866 * _e5867);
                                    uint _e5869 = l_mut_421_;
                                    uint64_t l_3110_ = uint64_t(_e5869);
                                    uint _e5871 = l_mut_2161_;
                                    uint64_t l_3111_ = uint64_t(_e5871);
                                    uint64_t l_3112_ = (l_3110_ * l_3111_);
                                    uint64_t l_3113_ = (l_3112_ >> uint(32uL));
                                    uint l_2302_ = uint(l_3113_);
                                    uint l_2303_ = (l_2302_ + l_2301_);
                                    uint _e5881 = l_mut_439_;
                                    uint64_t l_3115_ = uint64_t(_e5881);
                                    uint _e5883 = l_mut_2161_;
                                    uint64_t l_3116_ = uint64_t(_e5883);
                                    uint64_t l_3117_ = (l_3115_ * l_3116_);
                                    uint64_t l_3118_ = (l_3117_ >> uint(32uL));
                                    uint l_2304_ = uint(l_3118_);
                                    bool l_2305_ = (l_2303_ < l_2301_);
                                    uint l_2306_ = uint(l_2305_);
                                    uint l_2307_ = (l_2304_ + l_2306_);
                                    l_mut_440_ = l_2300_;
                                    bool l_2309_ = (0u > 0u);
                                    if (l_2309_) {
                                        uint l_2310_ = (l_2300_ >> 0u);
                                        uint l_2311_ = (32u - 0u);
                                        uint l_2312_ = (l_2303_ << l_2311_);
                                        uint l_2313_ = (l_2310_ | l_2312_);
                                        l_mut_440_ = l_2313_;
                                    }
                                    l_mut_382_ = l_2303_;
                                    bool l_2314_ = (0u > 0u);
                                    if (l_2314_) {
                                        uint l_2315_ = (l_2303_ >> 0u);
                                        uint l_2316_ = (32u - 0u);
                                        uint l_2317_ = (l_2307_ << l_2316_);
                                        uint l_2318_ = (l_2315_ | l_2317_);
                                        l_mut_382_ = l_2318_;
                                    }
                                    uint _e5910 = l_mut_440_;
                                    l_mut_275_ = _e5910;
                                    uint _e5911 = l_mut_382_;
                                    l_mut_440_ = _e5911;
                                    if (true) {
                                        l_mut_275_ = l_2307_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2303_;
                                            bool l_2321_ = (0u > 0u);
                                            if (l_2321_) {
                                                uint l_2322_ = (l_2303_ >> 0u);
                                                uint l_2323_ = (32u - 0u);
                                                uint l_2324_ = (l_2307_ << l_2323_);
                                                uint l_2325_ = (l_2322_ | l_2324_);
                                                l_mut_382_ = l_2325_;
                                            }
                                            uint l_2326_ = (l_2307_ >> 0u);
                                            uint _e5923 = l_mut_382_;
                                            l_mut_275_ = _e5923;
                                            l_mut_440_ = l_2326_;
                                        }
                                    }
                                    uint _e5924 = l_mut_388_;
                                    uint _e5925 = l_mut_2161_;
                                    uint l_2327_ = (_e5924 * _e5925);
                                    uint _e5927 = l_mut_388_;
                                    uint64_t l_3120_ = uint64_t(_e5927);
                                    uint _e5929 = l_mut_2161_;
                                    uint64_t l_3121_ = uint64_t(_e5929);
                                    uint64_t l_3122_ = (l_3120_ * l_3121_);
                                    uint64_t l_3123_ = (l_3122_ >> uint(32uL));
                                    uint l_2328_ = uint(l_3123_);
                                    uint _e5938 = l_mut_428_;
                                    uint _e5939 = l_mut_2161_;
                                    uint l_2329_ = (_e5938 * _e5939);
                                    uint l_2330_ = (l_2328_ + l_2329_);
                                    uint _e5942 = l_mut_275_;
                                    uint l_2331_ = (_e5942 + l_2327_);
                                    uint _e5944 = l_mut_440_;
                                    uint l_2332_ = (_e5944 + l_2330_);
                                    uint _e5946 = l_mut_275_;
                                    bool l_2333_ = (l_2331_ < _e5946);
                                    uint l_2334_ = uint(l_2333_);
                                    uint l_2335_ = (l_2332_ + l_2334_);
                                    uint _e5950 = l_mut_394_;
                                    l_mut_1610_ = _e5950;
                                    uint _e5951 = l_mut_441_;
                                    l_mut_1609_ = _e5951;
                                    bool l_2336_ = (l_9_ == 64u);
                                    if (l_2336_) {
                                        l_mut_1610_ = l_2331_;
                                        l_mut_1609_ = l_2335_;
                                    } else {
                                        bool l_2337_ = (l_9_ > 0u);
                                        if (l_2337_) {
                                            uint l_2338_ = (64u - l_9_);
                                            l_mut_440_ = l_2331_;
                                            l_mut_439_ = l_2335_;
                                            bool l_2339_ = (l_2338_ >= 32u);
                                            if (l_2339_) {
                                                uint l_2340_ = (l_2338_ & 31u);
                                                uint l_2341_ = (l_2331_ << l_2340_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2341_;
                                            } else {
                                                bool l_2342_ = (l_2338_ > 0u);
                                                if (l_2342_) {
                                                    uint l_2343_ = (l_2331_ << l_2338_);
                                                    uint l_2344_ = (l_2335_ << l_2338_);
                                                    uint l_2345_ = (32u - l_2338_);
                                                    uint l_2346_ = (l_2331_ >> l_2345_);
                                                    uint l_2347_ = (l_2344_ | l_2346_);
                                                    l_mut_440_ = l_2343_;
                                                    l_mut_439_ = l_2347_;
                                                }
                                            }
                                            uint _e5972 = l_mut_394_;
                                            l_mut_428_ = _e5972;
                                            uint _e5973 = l_mut_441_;
                                            l_mut_421_ = _e5973;
                                            bool l_2348_ = (l_9_ >= 32u);
                                            if (l_2348_) {
                                                uint l_2349_ = (l_9_ & 31u);
                                                uint _e5978 = l_mut_441_;
                                                uint l_2350_ = (_e5978 >> l_2349_);
                                                l_mut_428_ = l_2350_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2351_ = (l_9_ > 0u);
                                                if (l_2351_) {
                                                    uint _e5983 = l_mut_394_;
                                                    l_mut_388_ = _e5983;
                                                    bool l_2352_ = (l_9_ > 0u);
                                                    if (l_2352_) {
                                                        uint _e5986 = l_mut_394_;
                                                        uint l_2353_ = (_e5986 >> l_9_);
                                                        uint l_2354_ = (32u - l_9_);
                                                        uint _e5990 = l_mut_441_;
                                                        uint l_2355_ = (_e5990 << l_2354_);
                                                        uint l_2356_ = (l_2353_ | l_2355_);
                                                        l_mut_388_ = l_2356_;
                                                    }
                                                    uint _e5993 = l_mut_441_;
                                                    uint l_2357_ = (_e5993 >> l_9_);
                                                    uint _e5995 = l_mut_388_;
                                                    l_mut_428_ = _e5995;
                                                    l_mut_421_ = l_2357_;
                                                }
                                            }
                                            uint _e5996 = l_mut_440_;
                                            uint _e5997 = l_mut_428_;
                                            uint l_2358_ = (_e5996 + _e5997);
                                            uint _e5999 = l_mut_439_;
                                            uint _e6000 = l_mut_421_;
                                            uint l_2359_ = (_e5999 + _e6000);
                                            uint _e6002 = l_mut_440_;
                                            bool l_2360_ = (l_2358_ < _e6002);
                                            uint l_2361_ = uint(l_2360_);
                                            uint l_2362_ = (l_2359_ + l_2361_);
                                            l_mut_1610_ = l_2358_;
                                            l_mut_1609_ = l_2362_;
                                        }
                                    }
                                    if (l_2213_) {
                                        uint _e6007 = l_mut_1610_;
                                        uint l_2363_ = (0u - _e6007);
                                        uint _e6010 = l_mut_1609_;
                                        uint l_2364_ = (0u - _e6010);
                                        uint _e6013 = l_mut_1610_;
                                        bool l_2365_ = (0u < _e6013);
                                        uint l_2366_ = uint(l_2365_);
                                        uint l_2367_ = (l_2364_ - l_2366_);
                                        l_mut_1610_ = l_2363_;
                                        l_mut_1609_ = l_2367_;
                                    }
                                }
                                uint _e6017 = l_mut_1610_;
                                uint l_2368_ = (l_2166_ + _e6017);
                                uint _e6019 = l_mut_1609_;
                                uint l_2369_ = (l_2170_ + _e6019);
                                bool l_2370_ = (l_2368_ < l_2166_);
                                uint l_2371_ = uint(l_2370_);
                                uint l_2372_ = (l_2369_ + l_2371_);
                                uint l_2373_ = (0u - l_2368_);
                                uint l_2374_ = (0u - l_2372_);
                                bool l_2375_ = (0u < l_2368_);
                                uint l_2376_ = uint(l_2375_);
                                uint l_2377_ = (l_2374_ - l_2376_);
                                l_mut_1610_ = l_2373_;
                                l_mut_1609_ = l_2377_;
                                uint _e6032 = l_mut_1609_;
                                bool l_2378_ = (l_2372_ < _e6032);
                                uint _e6034 = l_mut_1609_;
                                bool l_2379_ = (l_2372_ == _e6034);
                                uint _e6036 = l_mut_1610_;
                                bool l_2380_ = (l_2368_ < _e6036);
                                if (l_2379_) {
                                    local_163 = l_2380_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2381_ = local_163;
                                if (!(l_2378_)) {
                                    local_164 = l_2381_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2382_ = local_164;
                                if (l_2382_) {
                                    l_mut_1610_ = l_2368_;
                                    l_mut_1609_ = l_2372_;
                                }
                                uint _e6047 = l_mut_1609_;
                                bool l_2383_ = (_e6047 < l_27_);
                                uint _e6049 = l_mut_1609_;
                                bool l_2384_ = (_e6049 == l_27_);
                                uint _e6051 = l_mut_1610_;
                                bool l_2385_ = (_e6051 < l_24_);
                                if (l_2384_) {
                                    local_165 = l_2385_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2386_ = local_165;
                                if (!(l_2383_)) {
                                    local_166 = l_2386_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2387_ = local_166;
                                uint l_2388_ = uint(l_2387_);
                                uint _e6063 = l_mut_1615_;
                                l_mut_1615_ = (_e6063 + l_2388_);
                            }
                        }
                        uint _e6068 = l_mut_444_;
                        uint _e6069 = l_mut_1615_;
                        l_mut_444_ = (_e6068 + _e6069);
                    }
                }
            }
            uint _e6074 = l_mut_445_;
            bool l_2389_ = (_e6074 > 0u);
            if (l_2389_) {
                uint l_3125_ = asuint(info.Load(20+0));
                uint l_3126_ = (l_3125_ * 1u);
                uint l_3127_ = (l_3126_ - 1u);
                uint l_3128_ = min(1u, l_3127_);
                uint _e6089 = l_mut_445_;
                uint _e6090; buffer_5_global.InterlockedAdd(l_3128_*4, _e6089, _e6090);
            }
            uint _e6091 = l_mut_444_;
            bool l_2392_ = (_e6091 > 0u);
            if (l_2392_) {
                uint l_3130_ = asuint(info.Load(20+0));
                uint l_3131_ = (l_3130_ * 1u);
                uint l_3132_ = (l_3131_ - 1u);
                uint l_3133_ = min(2u, l_3132_);
                uint _e6106 = l_mut_444_;
                uint _e6107; buffer_5_global.InterlockedAdd(l_3133_*4, _e6106, _e6107);
                l_mut_1615_ = _e6107;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e6676 = l_mut_2395_;
                        l_mut_2395_ = (_e6676 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6110 = l_mut_2395_;
                    if ((_e6110 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6113 = l_mut_450_;
                        uint _e6114 = l_mut_2395_;
                        uint l_2396_ = (_e6113 >> _e6114);
                        uint l_2397_ = (l_2396_ & 1u);
                        bool l_2398_ = (l_2397_ == 1u);
                        if (l_2398_) {
                            uint _e6120 = l_mut_2395_;
                            uint l_2399_ = (_e6120 * l_996_);
                            uint l_2400_ = (l_2399_ + l_996_);
                            uint l_2401_ = min(l_2400_, l_56_);
                            uint _e6124 = l_mut_1615_;
                            l_mut_1610_ = _e6124;
                            l_mut_2402_ = l_2399_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e6672 = l_mut_2402_;
                                    l_mut_2402_ = (_e6672 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6126 = l_mut_2402_;
                                if ((_e6126 < l_2401_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6128 = l_mut_2402_;
                                    uint l_2403_ = (l_59_ * _e6128);
                                    uint64_t l_3135_ = uint64_t(l_59_);
                                    uint _e6131 = l_mut_2402_;
                                    uint64_t l_3136_ = uint64_t(_e6131);
                                    uint64_t l_3137_ = (l_3135_ * l_3136_);
                                    uint64_t l_3138_ = (l_3137_ >> uint(32uL));
                                    uint l_2404_ = uint(l_3138_);
                                    uint _e6140 = l_mut_2402_;
                                    uint l_2405_ = (l_62_ * _e6140);
                                    uint l_2406_ = (l_2404_ + l_2405_);
                                    uint l_2407_ = (l_64_ + l_2403_);
                                    uint l_2408_ = (l_67_ + l_2406_);
                                    bool l_2409_ = (l_2407_ < l_64_);
                                    uint l_2410_ = uint(l_2409_);
                                    uint l_2411_ = (l_2408_ + l_2410_);
                                    l_mut_1609_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e6150 = l_mut_2402_;
                                    bool l_2412_ = (_e6150 < 65536u);
                                    if (l_2412_) {
                                        uint _e6153 = l_mut_2402_;
                                        uint _e6154 = l_mut_2402_;
                                        uint l_2413_ = (_e6153 * _e6154);
                                        uint l_2414_ = (l_72_ >> 31u);
                                        bool l_2415_ = (l_2414_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2415_) {
                                            uint l_2416_ = (0u - l_69_);
                                            uint l_2417_ = (0u - l_72_);
                                            bool l_2418_ = (0u < l_69_);
                                            uint l_2419_ = uint(l_2418_);
                                            uint l_2420_ = (l_2417_ - l_2419_);
                                            l_mut_444_ = l_2416_;
                                            l_mut_441_ = l_2420_;
                                        }
                                        uint _e6168 = l_mut_444_;
                                        uint l_2421_ = (_e6168 * l_2413_);
                                        uint _e6170 = l_mut_441_;
                                        uint l_2422_ = (_e6170 * l_2413_);
                                        uint _e6172 = l_mut_444_;
                                        uint64_t l_3140_ = uint64_t(_e6172);
                                        uint64_t l_3141_ = uint64_t(l_2413_);
                                        uint64_t l_3142_ = (l_3140_ * l_3141_);
                                        uint64_t l_3143_ = (l_3142_ >> uint(32uL));
                                        uint l_2423_ = uint(l_3143_);
                                        uint l_2424_ = (l_2423_ + l_2422_);
                                        uint _e6183 = l_mut_441_;
                                        uint64_t l_3145_ = uint64_t(_e6183);
                                        uint64_t l_3146_ = uint64_t(l_2413_);
                                        uint64_t l_3147_ = (l_3145_ * l_3146_);
                                        uint64_t l_3148_ = (l_3147_ >> uint(32uL));
                                        uint l_2425_ = uint(l_3148_);
                                        bool l_2426_ = (l_2424_ < l_2422_);
                                        uint l_2427_ = uint(l_2426_);
                                        uint l_2428_ = (l_2425_ + l_2427_);
                                        uint l_2429_ = naga_mod(l_9_, 32u);
                                        l_mut_440_ = l_2421_;
                                        bool l_2430_ = (l_2429_ > 0u);
                                        if (l_2430_) {
                                            uint l_2431_ = (l_2421_ >> l_2429_);
                                            uint l_2432_ = (32u - l_2429_);
                                            uint l_2433_ = (l_2424_ << l_2432_);
                                            uint l_2434_ = (l_2431_ | l_2433_);
                                            l_mut_440_ = l_2434_;
                                        }
                                        l_mut_439_ = l_2424_;
                                        bool l_2435_ = (l_2429_ > 0u);
                                        if (l_2435_) {
                                            uint l_2436_ = (l_2424_ >> l_2429_);
                                            uint l_2437_ = (32u - l_2429_);
                                            uint l_2438_ = (l_2428_ << l_2437_);
                                            uint l_2439_ = (l_2436_ | l_2438_);
                                            l_mut_439_ = l_2439_;
                                        }
                                        uint _e6212 = l_mut_440_;
                                        l_mut_428_ = _e6212;
                                        uint _e6213 = l_mut_439_;
                                        l_mut_440_ = _e6213;
                                        bool l_2440_ = (l_9_ >= 64u);
                                        if (l_2440_) {
                                            l_mut_428_ = l_2428_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2441_ = (l_9_ >= 32u);
                                            if (l_2441_) {
                                                l_mut_439_ = l_2424_;
                                                bool l_2442_ = (l_2429_ > 0u);
                                                if (l_2442_) {
                                                    uint l_2443_ = (l_2424_ >> l_2429_);
                                                    uint l_2444_ = (32u - l_2429_);
                                                    uint l_2445_ = (l_2428_ << l_2444_);
                                                    uint l_2446_ = (l_2443_ | l_2445_);
                                                    l_mut_439_ = l_2446_;
                                                }
                                                uint l_2447_ = (l_2428_ >> l_2429_);
                                                uint _e6227 = l_mut_439_;
                                                l_mut_428_ = _e6227;
                                                l_mut_440_ = l_2447_;
                                            }
                                        }
                                        uint _e6228 = l_mut_428_;
                                        l_mut_444_ = _e6228;
                                        uint _e6229 = l_mut_440_;
                                        l_mut_441_ = _e6229;
                                        if (l_2415_) {
                                            uint _e6231 = l_mut_444_;
                                            uint l_2448_ = (0u - _e6231);
                                            uint _e6234 = l_mut_441_;
                                            uint l_2449_ = (0u - _e6234);
                                            uint _e6237 = l_mut_444_;
                                            bool l_2450_ = (0u < _e6237);
                                            uint l_2451_ = uint(l_2450_);
                                            uint l_2452_ = (l_2449_ - l_2451_);
                                            l_mut_444_ = l_2448_;
                                            l_mut_441_ = l_2452_;
                                        }
                                        uint _e6241 = l_mut_444_;
                                        l_mut_1609_ = _e6241;
                                        uint _e6242 = l_mut_441_;
                                        l_mut_445_ = _e6242;
                                    } else {
                                        uint l_2453_ = (l_72_ >> 31u);
                                        bool l_2454_ = (l_2453_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2454_) {
                                            uint l_2455_ = (0u - l_69_);
                                            uint l_2456_ = (0u - l_72_);
                                            bool l_2457_ = (0u < l_69_);
                                            uint l_2458_ = uint(l_2457_);
                                            uint l_2459_ = (l_2456_ - l_2458_);
                                            l_mut_444_ = l_2455_;
                                            l_mut_441_ = l_2459_;
                                        }
                                        uint _e6255 = l_mut_444_;
                                        uint _e6256 = l_mut_2402_;
                                        uint l_2460_ = (_e6255 * _e6256);
                                        uint _e6258 = l_mut_441_;
                                        uint _e6259 = l_mut_2402_;
                                        uint l_2461_ = (_e6258 * _e6259);
                                        uint _e6261 = l_mut_444_;
                                        uint64_t l_3150_ = uint64_t(_e6261);
                                        uint _e6263 = l_mut_2402_;
                                        uint64_t l_3151_ = uint64_t(_e6263);
                                        uint64_t l_3152_ = (l_3150_ * l_3151_);
                                        uint64_t l_3153_ = (l_3152_ >> uint(32uL));
                                        uint l_2462_ = uint(l_3153_);
                                        uint l_2463_ = (l_2462_ + l_2461_);
                                        uint _e6273 = l_mut_441_;
                                        uint64_t l_3155_ = uint64_t(_e6273);
                                        uint _e6275 = l_mut_2402_;
                                        uint64_t l_3156_ = uint64_t(_e6275);
                                        uint64_t l_3157_ = (l_3155_ * l_3156_);
                                        uint64_t l_3158_ = (l_3157_ >> uint(32uL));
                                        uint l_2464_ = uint(l_3158_);
                                        bool l_2465_ = (l_2463_ < l_2461_);
                                        uint l_2466_ = uint(l_2465_);
                                        uint l_2467_ = (l_2464_ + l_2466_);
                                        l_mut_440_ = l_2460_;
                                        bool l_2469_ = (0u > 0u);
                                        if (l_2469_) {
                                            uint l_2470_ = (l_2460_ >> 0u);
                                            uint l_2471_ = (32u - 0u);
                                            uint l_2472_ = (l_2463_ << l_2471_);
                                            uint l_2473_ = (l_2470_ | l_2472_);
                                            l_mut_440_ = l_2473_;
                                        }
                                        l_mut_439_ = l_2463_;
                                        bool l_2474_ = (0u > 0u);
                                        if (l_2474_) {
                                            uint l_2475_ = (l_2463_ >> 0u);
                                            uint l_2476_ = (32u - 0u);
                                            uint l_2477_ = (l_2467_ << l_2476_);
                                            uint l_2478_ = (l_2475_ | l_2477_);
                                            l_mut_439_ = l_2478_;
                                        }
                                        uint _e6302 = l_mut_440_;
                                        l_mut_428_ = _e6302;
                                        uint _e6303 = l_mut_439_;
                                        l_mut_440_ = _e6303;
                                        if (false) {
                                            l_mut_428_ = l_2467_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2463_;
                                                bool l_2481_ = (0u > 0u);
                                                if (l_2481_) {
                                                    uint l_2482_ = (l_2463_ >> 0u);
                                                    uint l_2483_ = (32u - 0u);
                                                    uint l_2484_ = (l_2467_ << l_2483_);
                                                    uint l_2485_ = (l_2482_ | l_2484_);
                                                    l_mut_439_ = l_2485_;
                                                }
                                                uint l_2486_ = (l_2467_ >> 0u);
                                                uint _e6315 = l_mut_439_;
                                                l_mut_428_ = _e6315;
                                                l_mut_440_ = l_2486_;
                                            }
                                        }
                                        uint _e6316 = l_mut_444_;
                                        uint _e6317 = l_mut_2402_;
                                        uint l_2487_ = (_e6316 * _e6317);
                                        uint _e6319 = l_mut_441_;
                                        uint _e6320 = l_mut_2402_;
                                        uint l_2488_ = (_e6319 * _e6320);
                                        uint _e6322 = l_mut_444_;
                                        uint64_t l_3160_ = uint64_t(_e6322);
                                        uint _e6324 = l_mut_2402_;
                                        uint64_t l_3161_ = uint64_t(_e6324);
                                        uint64_t l_3162_ = (l_3160_ * l_3161_);
                                        uint64_t l_3163_ = (l_3162_ >> uint(32uL));
                                        uint l_2489_ = uint(l_3163_);
                                        uint l_2490_ = (l_2489_ + l_2488_);
                                        uint _e6334 = l_mut_441_;
                                        uint64_t l_3165_ = uint64_t(_e6334);
                                        uint _e6336 = l_mut_2402_;
                                        uint64_t l_3166_ = uint64_t(_e6336);
                                        uint64_t l_3167_ = (l_3165_ * l_3166_);
                                        uint64_t l_3168_ = (l_3167_ >> uint(32uL));
                                        uint l_2491_ = uint(l_3168_);
                                        bool l_2492_ = (l_2490_ < l_2488_);
                                        uint l_2493_ = uint(l_2492_);
                                        uint l_2494_ = (l_2491_ + l_2493_);
                                        l_mut_439_ = l_2487_;
                                        bool l_2496_ = (0u > 0u);
                                        if (l_2496_) {
                                            uint l_2497_ = (l_2487_ >> 0u);
                                            uint l_2498_ = (32u - 0u);
                                            uint l_2499_ = (l_2490_ << l_2498_);
                                            uint l_2500_ = (l_2497_ | l_2499_);
                                            l_mut_439_ = l_2500_;
                                        }
                                        l_mut_421_ = l_2490_;
                                        bool l_2501_ = (0u > 0u);
                                        if (l_2501_) {
                                            uint l_2502_ = (l_2490_ >> 0u);
                                            uint l_2503_ = (32u - 0u);
                                            uint l_2504_ = (l_2494_ << l_2503_);
                                            uint l_2505_ = (l_2502_ | l_2504_);
                                            l_mut_421_ = l_2505_;
                                        }
                                        uint _e6363 = l_mut_439_;
                                        l_mut_394_ = _e6363;
                                        uint _e6364 = l_mut_421_;
                                        l_mut_439_ = _e6364;
                                        if (true) {
                                            l_mut_394_ = l_2494_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2490_;
                                                bool l_2508_ = (0u > 0u);
                                                if (l_2508_) {
                                                    uint l_2509_ = (l_2490_ >> 0u);
                                                    uint l_2510_ = (32u - 0u);
                                                    uint l_2511_ = (l_2494_ << l_2510_);
                                                    uint l_2512_ = (l_2509_ | l_2511_);
                                                    l_mut_421_ = l_2512_;
                                                }
                                                uint l_2513_ = (l_2494_ >> 0u);
                                                uint _e6376 = l_mut_421_;
                                                l_mut_394_ = _e6376;
                                                l_mut_439_ = l_2513_;
                                            }
                                        }
                                        uint _e6377 = l_mut_428_;
                                        uint _e6378 = l_mut_2402_;
                                        uint l_2514_ = (_e6377 * _e6378);
                                        uint _e6380 = l_mut_440_;
                                        uint _e6381 = l_mut_2402_;
                                        uint l_2515_ = (_e6380 * _e6381);
                                        uint _e6383 = l_mut_428_;
                                        uint64_t l_3170_ = uint64_t(_e6383);
                                        uint _e6385 = l_mut_2402_;
                                        uint64_t l_3171_ = uint64_t(_e6385);
                                        uint64_t l_3172_ = (l_3170_ * l_3171_);
                                        uint64_t l_3173_ = (l_3172_ >> uint(32uL));
                                        uint l_2516_ = uint(l_3173_);
                                        uint l_2517_ = (l_2516_ + l_2515_);
                                        uint _e6395 = l_mut_440_;
                                        uint64_t l_3175_ = uint64_t(_e6395);
                                        uint _e6397 = l_mut_2402_;
                                        uint64_t l_3176_ = uint64_t(_e6397);
                                        uint64_t l_3177_ = (l_3175_ * l_3176_);
                                        uint64_t l_3178_ = (l_3177_ >> uint(32uL));
                                        uint l_2518_ = uint(l_3178_);
                                        bool l_2519_ = (l_2517_ < l_2515_);
                                        uint l_2520_ = uint(l_2519_);
                                        uint l_2521_ = (l_2518_ + l_2520_);
                                        l_mut_444_ = l_2514_;
                                        bool l_2523_ = (0u > 0u);
                                        if (l_2523_) {
                                            uint l_2524_ = (l_2514_ >> 0u);
                                            uint l_2525_ = (32u - 0u);
                                            uint l_2526_ = (l_2517_ << l_2525_);
                                            uint l_2527_ = (l_2524_ | l_2526_);
                                            l_mut_444_ = l_2527_;
                                        }
                                        l_mut_441_ = l_2517_;
                                        bool l_2528_ = (0u > 0u);
                                        if (l_2528_) {
                                            uint l_2529_ = (l_2517_ >> 0u);
                                            uint l_2530_ = (32u - 0u);
                                            uint l_2531_ = (l_2521_ << l_2530_);
                                            uint l_2532_ = (l_2529_ | l_2531_);
                                            l_mut_441_ = l_2532_;
                                        }
                                        uint _e6424 = l_mut_444_;
                                        l_mut_421_ = _e6424;
                                        uint _e6425 = l_mut_441_;
                                        l_mut_444_ = _e6425;
                                        if (false) {
                                            l_mut_421_ = l_2521_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2517_;
                                                bool l_2535_ = (0u > 0u);
                                                if (l_2535_) {
                                                    uint l_2536_ = (l_2517_ >> 0u);
                                                    uint l_2537_ = (32u - 0u);
                                                    uint l_2538_ = (l_2521_ << l_2537_);
                                                    uint l_2539_ = (l_2536_ | l_2538_);
                                                    l_mut_441_ = l_2539_;
                                                }
                                                uint l_2540_ = (l_2521_ >> 0u);
                                                uint _e6437 = l_mut_441_;
                                                l_mut_421_ = _e6437;
                                                l_mut_444_ = l_2540_;
                                            }
                                        }
                                        uint _e6438 = l_mut_428_;
                                        uint _e6439 = l_mut_2402_;
                                        uint l_2541_ = (_e6438 * _e6439);
                                        uint _e6441 = l_mut_440_;
                                        uint _e6442 = l_mut_2402_;
                                        uint l_2542_ = (_e6441 * _e6442);
                                        uint _e6444 = l_mut_428_;
                                        uint64_t l_3180_ = uint64_t(_e6444);
                                        uint _e6446 = l_mut_2402_;
                                        uint64_t l_3181_ = uint64_t(_e6446);
                                        uint64_t l_3182_ = (l_3180_ * l_3181_);
                                        uint64_t l_3183_ = (l_3182_ >> uint(32uL));
                                        uint l_2543_ = uint(l_3183_);
                                        uint l_2544_ = (l_2543_ + l_2542_);
                                        uint _e6456 = l_mut_440_;
                                        uint64_t l_3185_ = uint64_t(_e6456);
                                        uint _e6458 = l_mut_2402_;
                                        uint64_t l_3186_ = uint64_t(_e6458);
                                        uint64_t l_3187_ = (l_3185_ * l_3186_);
                                        uint64_t l_3188_ = (l_3187_ >> uint(32uL));
                                        uint l_2545_ = uint(l_3188_);
                                        bool l_2546_ = (l_2544_ < l_2542_);
                                        uint l_2547_ = uint(l_2546_);
                                        uint l_2548_ = (l_2545_ + l_2547_);
                                        l_mut_441_ = l_2541_;
                                        bool l_2550_ = (0u > 0u);
                                        if (l_2550_) {
                                            uint l_2551_ = (l_2541_ >> 0u);
                                            uint l_2552_ = (32u - 0u);
                                            uint l_2553_ = (l_2544_ << l_2552_);
                                            uint l_2554_ = (l_2551_ | l_2553_);
                                            l_mut_441_ = l_2554_;
                                        }
                                        l_mut_388_ = l_2544_;
                                        bool l_2555_ = (0u > 0u);
                                        if (l_2555_) {
                                            uint l_2556_ = (l_2544_ >> 0u);
                                            uint l_2557_ = (32u - 0u);
                                            uint l_2558_ = (l_2548_ << l_2557_);
                                            uint l_2559_ = (l_2556_ | l_2558_);
                                            l_mut_388_ = l_2559_;
                                        }
                                        uint _e6485 = l_mut_441_;
                                        l_mut_382_ = _e6485;
                                        uint _e6486 = l_mut_388_;
                                        l_mut_441_ = _e6486;
                                        if (true) {
                                            l_mut_382_ = l_2548_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2544_;
                                                bool l_2562_ = (0u > 0u);
                                                if (l_2562_) {
                                                    uint l_2563_ = (l_2544_ >> 0u);
                                                    uint l_2564_ = (32u - 0u);
                                                    uint l_2565_ = (l_2548_ << l_2564_);
                                                    uint l_2566_ = (l_2563_ | l_2565_);
                                                    l_mut_388_ = l_2566_;
                                                }
                                                uint l_2567_ = (l_2548_ >> 0u);
                                                uint _e6498 = l_mut_388_;
                                                l_mut_382_ = _e6498;
                                                l_mut_441_ = l_2567_;
                                            }
                                        }
                                        uint _e6499 = l_mut_394_;
                                        uint _e6500 = l_mut_2402_;
                                        uint l_2568_ = (_e6499 * _e6500);
                                        uint _e6502 = l_mut_394_;
                                        uint64_t l_3190_ = uint64_t(_e6502);
                                        uint _e6504 = l_mut_2402_;
                                        uint64_t l_3191_ = uint64_t(_e6504);
                                        uint64_t l_3192_ = (l_3190_ * l_3191_);
                                        uint64_t l_3193_ = (l_3192_ >> uint(32uL));
                                        uint l_2569_ = uint(l_3193_);
                                        uint _e6513 = l_mut_439_;
                                        uint _e6514 = l_mut_2402_;
                                        uint l_2570_ = (_e6513 * _e6514);
                                        uint l_2571_ = (l_2569_ + l_2570_);
                                        uint _e6517 = l_mut_382_;
                                        uint l_2572_ = (_e6517 + l_2568_);
                                        uint _e6519 = l_mut_441_;
                                        uint l_2573_ = (_e6519 + l_2571_);
                                        uint _e6521 = l_mut_382_;
                                        bool l_2574_ = (l_2572_ < _e6521);
                                        uint l_2575_ = uint(l_2574_);
                                        uint l_2576_ = (l_2573_ + l_2575_);
                                        uint _e6525 = l_mut_421_;
                                        l_mut_1609_ = _e6525;
                                        uint _e6526 = l_mut_444_;
                                        l_mut_445_ = _e6526;
                                        bool l_2577_ = (l_9_ == 64u);
                                        if (l_2577_) {
                                            l_mut_1609_ = l_2572_;
                                            l_mut_445_ = l_2576_;
                                        } else {
                                            bool l_2578_ = (l_9_ > 0u);
                                            if (l_2578_) {
                                                uint l_2579_ = (64u - l_9_);
                                                l_mut_441_ = l_2572_;
                                                l_mut_440_ = l_2576_;
                                                bool l_2580_ = (l_2579_ >= 32u);
                                                if (l_2580_) {
                                                    uint l_2581_ = (l_2579_ & 31u);
                                                    uint l_2582_ = (l_2572_ << l_2581_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2582_;
                                                } else {
                                                    bool l_2583_ = (l_2579_ > 0u);
                                                    if (l_2583_) {
                                                        uint l_2584_ = (l_2572_ << l_2579_);
                                                        uint l_2585_ = (l_2576_ << l_2579_);
                                                        uint l_2586_ = (32u - l_2579_);
                                                        uint l_2587_ = (l_2572_ >> l_2586_);
                                                        uint l_2588_ = (l_2585_ | l_2587_);
                                                        l_mut_441_ = l_2584_;
                                                        l_mut_440_ = l_2588_;
                                                    }
                                                }
                                                uint _e6547 = l_mut_421_;
                                                l_mut_439_ = _e6547;
                                                uint _e6548 = l_mut_444_;
                                                l_mut_428_ = _e6548;
                                                bool l_2589_ = (l_9_ >= 32u);
                                                if (l_2589_) {
                                                    uint l_2590_ = (l_9_ & 31u);
                                                    uint _e6553 = l_mut_444_;
                                                    uint l_2591_ = (_e6553 >> l_2590_);
                                                    l_mut_439_ = l_2591_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2592_ = (l_9_ > 0u);
                                                    if (l_2592_) {
                                                        uint _e6558 = l_mut_421_;
                                                        l_mut_394_ = _e6558;
                                                        bool l_2593_ = (l_9_ > 0u);
                                                        if (l_2593_) {
                                                            uint _e6561 = l_mut_421_;
                                                            uint l_2594_ = (_e6561 >> l_9_);
                                                            uint l_2595_ = (32u - l_9_);
                                                            uint _e6565 = l_mut_444_;
                                                            uint l_2596_ = (_e6565 << l_2595_);
                                                            uint l_2597_ = (l_2594_ | l_2596_);
                                                            l_mut_394_ = l_2597_;
                                                        }
                                                        uint _e6568 = l_mut_444_;
                                                        uint l_2598_ = (_e6568 >> l_9_);
                                                        uint _e6570 = l_mut_394_;
                                                        l_mut_439_ = _e6570;
                                                        l_mut_428_ = l_2598_;
                                                    }
                                                }
                                                uint _e6571 = l_mut_441_;
                                                uint _e6572 = l_mut_439_;
                                                uint l_2599_ = (_e6571 + _e6572);
                                                uint _e6574 = l_mut_440_;
                                                uint _e6575 = l_mut_428_;
                                                uint l_2600_ = (_e6574 + _e6575);
                                                uint _e6577 = l_mut_441_;
                                                bool l_2601_ = (l_2599_ < _e6577);
                                                uint l_2602_ = uint(l_2601_);
                                                uint l_2603_ = (l_2600_ + l_2602_);
                                                l_mut_1609_ = l_2599_;
                                                l_mut_445_ = l_2603_;
                                            }
                                        }
                                        if (l_2454_) {
                                            uint _e6582 = l_mut_1609_;
                                            uint l_2604_ = (0u - _e6582);
                                            uint _e6585 = l_mut_445_;
                                            uint l_2605_ = (0u - _e6585);
                                            uint _e6588 = l_mut_1609_;
                                            bool l_2606_ = (0u < _e6588);
                                            uint l_2607_ = uint(l_2606_);
                                            uint l_2608_ = (l_2605_ - l_2607_);
                                            l_mut_1609_ = l_2604_;
                                            l_mut_445_ = l_2608_;
                                        }
                                    }
                                    uint _e6592 = l_mut_1609_;
                                    uint l_2609_ = (l_2407_ + _e6592);
                                    uint _e6594 = l_mut_445_;
                                    uint l_2610_ = (l_2411_ + _e6594);
                                    bool l_2611_ = (l_2609_ < l_2407_);
                                    uint l_2612_ = uint(l_2611_);
                                    uint l_2613_ = (l_2610_ + l_2612_);
                                    uint l_2614_ = (0u - l_2609_);
                                    uint l_2615_ = (0u - l_2613_);
                                    bool l_2616_ = (0u < l_2609_);
                                    uint l_2617_ = uint(l_2616_);
                                    uint l_2618_ = (l_2615_ - l_2617_);
                                    l_mut_1609_ = l_2614_;
                                    l_mut_445_ = l_2618_;
                                    uint _e6607 = l_mut_445_;
                                    bool l_2619_ = (l_2613_ < _e6607);
                                    uint _e6609 = l_mut_445_;
                                    bool l_2620_ = (l_2613_ == _e6609);
                                    uint _e6611 = l_mut_1609_;
                                    bool l_2621_ = (l_2609_ < _e6611);
                                    if (l_2620_) {
                                        local_167 = l_2621_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2622_ = local_167;
                                    if (!(l_2619_)) {
                                        local_168 = l_2622_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2623_ = local_168;
                                    if (l_2623_) {
                                        l_mut_1609_ = l_2609_;
                                        l_mut_445_ = l_2613_;
                                    }
                                    uint _e6622 = l_mut_445_;
                                    bool l_2624_ = (_e6622 < l_27_);
                                    uint _e6624 = l_mut_445_;
                                    bool l_2625_ = (_e6624 == l_27_);
                                    uint _e6626 = l_mut_1609_;
                                    bool l_2626_ = (_e6626 < l_24_);
                                    if (l_2625_) {
                                        local_169 = l_2626_;
                                    } else {
                                        local_169 = false;
                                    }
                                    bool l_2627_ = local_169;
                                    if (!(l_2624_)) {
                                        local_170 = l_2627_;
                                    } else {
                                        local_170 = true;
                                    }
                                    bool l_2628_ = local_170;
                                    if (l_2628_) {
                                        uint _e6637 = l_mut_1610_;
                                        uint l_2629_ = (_e6637 * 2u);
                                        uint l_2630_ = (l_2629_ + 1u);
                                        uint l_2631_ = asuint(info.Load(40+0));
                                        bool l_2632_ = (l_2630_ < l_2631_);
                                        if (l_2632_) {
                                            uint l_3195_ = asuint(info.Load(16+0));
                                            uint l_3196_ = (l_3195_ * 1u);
                                            bool l_3197_ = (l_2629_ < l_3196_);
                                            if (l_3197_) {
                                                buffer_4_global.Store(l_2629_*4, asuint(id));
                                            }
                                            uint l_2633_ = (l_2629_ + 1u);
                                            uint l_3198_ = asuint(info.Load(16+0));
                                            uint l_3199_ = (l_3198_ * 1u);
                                            bool l_3200_ = (l_2633_ < l_3199_);
                                            if (l_3200_) {
                                                uint _e6667 = l_mut_2402_;
                                                buffer_4_global.Store(l_2633_*4, asuint(_e6667));
                                            }
                                        }
                                        uint _e6668 = l_mut_1610_;
                                        l_mut_1610_ = (_e6668 + 1u);
                                    }
                                }
                            }
                            uint _e6674 = l_mut_1610_;
                            l_mut_1615_ = _e6674;
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
