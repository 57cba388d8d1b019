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
    uint l_mut_1632_ = (uint)0;
    uint l_mut_1916_ = (uint)0;
    uint l_mut_1921_ = (uint)0;
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
    uint l_mut_736_ = (uint)0;
    uint l_mut_741_ = (uint)0;
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
    uint l_mut_734_ = (uint)0;
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
    uint l_mut_851_ = (uint)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_933_ = (uint)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    uint l_mut_1016_ = 0u;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    uint l_mut_1626_ = (uint)0;
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
    uint l_mut_1735_ = (uint)0;
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
    uint l_mut_1847_ = (uint)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    uint l_mut_1914_ = (uint)0;
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
    uint l_mut_2031_ = (uint)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    uint l_mut_2113_ = (uint)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    uint l_mut_2197_ = (uint)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    uint l_mut_2431_ = 0u;
    uint l_mut_2438_ = (uint)0;
    bool local_167 = (bool)0;
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2754_ = asuint(info.Load(20+0));
        uint l_2755_ = (l_2754_ * 1u);
        uint l_2756_ = (l_2755_ - 1u);
        uint l_2757_ = min(3u, l_2756_);
        uint _e71; buffer_5_global.InterlockedAdd(l_2757_*4, 1u, _e71);
    }
    uint l_2670_ = asuint(info.Load(12+0));
    uint l_2671_ = (l_2670_ * 1u);
    bool l_2672_ = (0u < l_2671_);
    uint l_2673_ = (l_2671_ - 1u);
    uint l_2674_ = min(0u, l_2673_);
    uint l_2675_ = asuint(buffer_3_global.Load(l_2674_*4));
    uint l_4_ = (l_2672_ ? l_2675_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2677_ = asuint(info.Load(12+0));
    uint l_2678_ = (l_2677_ * 1u);
    bool l_2679_ = (l_6_ < l_2678_);
    uint l_2680_ = (l_2678_ - 1u);
    uint l_2681_ = min(l_6_, l_2680_);
    uint l_2682_ = asuint(buffer_3_global.Load(l_2681_*4));
    uint l_7_ = (l_2679_ ? l_2682_ : 0u);
    uint l_2684_ = asuint(info.Load(12+0));
    uint l_2685_ = (l_2684_ * 1u);
    bool l_2686_ = (2u < l_2685_);
    uint l_2687_ = (l_2685_ - 1u);
    uint l_2688_ = min(2u, l_2687_);
    uint l_2689_ = asuint(buffer_3_global.Load(l_2688_*4));
    uint l_9_ = (l_2686_ ? l_2689_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2691_ = asuint(info.Load(12+0));
    uint l_2692_ = (l_2691_ * 1u);
    bool l_2693_ = (l_11_ < l_2692_);
    uint l_2694_ = (l_2692_ - 1u);
    uint l_2695_ = min(l_11_, l_2694_);
    uint l_2696_ = asuint(buffer_3_global.Load(l_2695_*4));
    uint l_12_ = (l_2693_ ? l_2696_ : 0u);
    uint l_2698_ = asuint(info.Load(12+0));
    uint l_2699_ = (l_2698_ * 1u);
    bool l_2700_ = (4u < l_2699_);
    uint l_2701_ = (l_2699_ - 1u);
    uint l_2702_ = min(4u, l_2701_);
    uint l_2703_ = asuint(buffer_3_global.Load(l_2702_*4));
    uint l_14_ = (l_2700_ ? l_2703_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2705_ = asuint(info.Load(12+0));
    uint l_2706_ = (l_2705_ * 1u);
    bool l_2707_ = (l_16_ < l_2706_);
    uint l_2708_ = (l_2706_ - 1u);
    uint l_2709_ = min(l_16_, l_2708_);
    uint l_2710_ = asuint(buffer_3_global.Load(l_2709_*4));
    uint l_17_ = (l_2707_ ? l_2710_ : 0u);
    uint l_2712_ = asuint(info.Load(12+0));
    uint l_2713_ = (l_2712_ * 1u);
    bool l_2714_ = (6u < l_2713_);
    uint l_2715_ = (l_2713_ - 1u);
    uint l_2716_ = min(6u, l_2715_);
    uint l_2717_ = asuint(buffer_3_global.Load(l_2716_*4));
    uint l_19_ = (l_2714_ ? l_2717_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2719_ = asuint(info.Load(12+0));
    uint l_2720_ = (l_2719_ * 1u);
    bool l_2721_ = (l_21_ < l_2720_);
    uint l_2722_ = (l_2720_ - 1u);
    uint l_2723_ = min(l_21_, l_2722_);
    uint l_2724_ = asuint(buffer_3_global.Load(l_2723_*4));
    uint l_22_ = (l_2721_ ? l_2724_ : 0u);
    uint l_2726_ = asuint(info.Load(12+0));
    uint l_2727_ = (l_2726_ * 1u);
    bool l_2728_ = (8u < l_2727_);
    uint l_2729_ = (l_2727_ - 1u);
    uint l_2730_ = min(8u, l_2729_);
    uint l_2731_ = asuint(buffer_3_global.Load(l_2730_*4));
    uint l_24_ = (l_2728_ ? l_2731_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2733_ = asuint(info.Load(12+0));
    uint l_2734_ = (l_2733_ * 1u);
    bool l_2735_ = (l_26_ < l_2734_);
    uint l_2736_ = (l_2734_ - 1u);
    uint l_2737_ = min(l_26_, l_2736_);
    uint l_2738_ = asuint(buffer_3_global.Load(l_2737_*4));
    uint l_27_ = (l_2735_ ? l_2738_ : 0u);
    uint l_2740_ = asuint(info.Load(12+0));
    uint l_2741_ = (l_2740_ * 1u);
    bool l_2742_ = (10u < l_2741_);
    uint l_2743_ = (l_2741_ - 1u);
    uint l_2744_ = min(10u, l_2743_);
    uint l_2745_ = asuint(buffer_3_global.Load(l_2744_*4));
    uint l_29_ = (l_2742_ ? l_2745_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2747_ = asuint(info.Load(12+0));
    uint l_2748_ = (l_2747_ * 1u);
    bool l_2749_ = (l_31_ < l_2748_);
    uint l_2750_ = (l_2748_ - 1u);
    uint l_2751_ = min(l_31_, l_2750_);
    uint l_2752_ = asuint(buffer_3_global.Load(l_2751_*4));
    uint l_32_ = (l_2749_ ? l_2752_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2759_ = uint64_t(id);
    uint64_t l_2760_ = uint64_t(l_4_);
    uint64_t l_2761_ = (l_2759_ * l_2760_);
    uint64_t l_2762_ = (l_2761_ >> uint(32uL));
    uint l_37_ = uint(l_2762_);
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
    uint _e329 = l_mut_40_;
    uint l_56_ = (l_35_ ? _e329 : 0u);
    bool l_57_ = (l_56_ > 0u);
    if (l_57_) {
        uint l_58_ = (2u * id);
        uint l_2764_ = asuint(info.Load(0+0));
        uint l_2765_ = (l_2764_ * 1u);
        bool l_2766_ = (l_58_ < l_2765_);
        uint l_2767_ = (l_2765_ - 1u);
        uint l_2768_ = min(l_58_, l_2767_);
        uint l_2769_ = asuint(buffer_0_global.Load(l_2768_*4));
        uint l_59_ = (l_2766_ ? l_2769_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2771_ = asuint(info.Load(0+0));
        uint l_2772_ = (l_2771_ * 1u);
        bool l_2773_ = (l_61_ < l_2772_);
        uint l_2774_ = (l_2772_ - 1u);
        uint l_2775_ = min(l_61_, l_2774_);
        uint l_2776_ = asuint(buffer_0_global.Load(l_2775_*4));
        uint l_62_ = (l_2773_ ? l_2776_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2778_ = asuint(info.Load(4+0));
        uint l_2779_ = (l_2778_ * 1u);
        bool l_2780_ = (l_63_ < l_2779_);
        uint l_2781_ = (l_2779_ - 1u);
        uint l_2782_ = min(l_63_, l_2781_);
        uint l_2783_ = asuint(buffer_1_global.Load(l_2782_*4));
        uint l_64_ = (l_2780_ ? l_2783_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2785_ = asuint(info.Load(4+0));
        uint l_2786_ = (l_2785_ * 1u);
        bool l_2787_ = (l_66_ < l_2786_);
        uint l_2788_ = (l_2786_ - 1u);
        uint l_2789_ = min(l_66_, l_2788_);
        uint l_2790_ = asuint(buffer_1_global.Load(l_2789_*4));
        uint l_67_ = (l_2787_ ? l_2790_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2792_ = asuint(info.Load(8+0));
        uint l_2793_ = (l_2792_ * 1u);
        bool l_2794_ = (l_68_ < l_2793_);
        uint l_2795_ = (l_2793_ - 1u);
        uint l_2796_ = min(l_68_, l_2795_);
        uint l_2797_ = asuint(buffer_2_global.Load(l_2796_*4));
        uint l_69_ = (l_2794_ ? l_2797_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2799_ = asuint(info.Load(8+0));
        uint l_2800_ = (l_2799_ * 1u);
        bool l_2801_ = (l_71_ < l_2800_);
        uint l_2802_ = (l_2800_ - 1u);
        uint l_2803_ = min(l_71_, l_2802_);
        uint l_2804_ = asuint(buffer_2_global.Load(l_2803_*4));
        uint l_72_ = (l_2801_ ? l_2804_ : 0u);
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
        uint _e453 = l_mut_40_;
        uint l_81_ = (_e453 * l_4_);
        uint _e455 = l_mut_75_;
        uint l_82_ = (_e455 * l_4_);
        uint _e457 = l_mut_40_;
        uint64_t l_2806_ = uint64_t(_e457);
        uint64_t l_2807_ = uint64_t(l_4_);
        uint64_t l_2808_ = (l_2806_ * l_2807_);
        uint64_t l_2809_ = (l_2808_ >> uint(32uL));
        uint l_83_ = uint(l_2809_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e468 = l_mut_75_;
        uint64_t l_2811_ = uint64_t(_e468);
        uint64_t l_2812_ = uint64_t(l_4_);
        uint64_t l_2813_ = (l_2811_ * l_2812_);
        uint64_t l_2814_ = (l_2813_ >> uint(32uL));
        uint l_85_ = uint(l_2814_);
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
        uint _e497 = l_mut_90_;
        l_mut_102_ = _e497;
        uint _e498 = l_mut_96_;
        l_mut_90_ = _e498;
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
                uint _e512 = l_mut_96_;
                l_mut_102_ = _e512;
                l_mut_90_ = l_110_;
            }
        }
        uint _e513 = l_mut_102_;
        l_mut_96_ = _e513;
        uint _e514 = l_mut_90_;
        l_mut_102_ = _e514;
        if (l_74_) {
            uint _e516 = l_mut_96_;
            uint l_111_ = (0u - _e516);
            uint _e519 = l_mut_102_;
            uint l_112_ = (0u - _e519);
            uint _e522 = l_mut_96_;
            bool l_113_ = (0u < _e522);
            uint l_114_ = uint(l_113_);
            uint l_115_ = (l_112_ - l_114_);
            l_mut_96_ = l_111_;
            l_mut_102_ = l_115_;
        }
        uint _e526 = l_mut_96_;
        uint l_116_ = (l_59_ + _e526);
        uint _e528 = l_mut_102_;
        uint l_117_ = (l_62_ + _e528);
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
            uint _e552 = l_mut_90_;
            uint l_131_ = (_e552 * l_123_);
            uint _e554 = l_mut_75_;
            uint l_132_ = (_e554 * l_123_);
            uint _e556 = l_mut_90_;
            uint64_t l_2816_ = uint64_t(_e556);
            uint64_t l_2817_ = uint64_t(l_123_);
            uint64_t l_2818_ = (l_2816_ * l_2817_);
            uint64_t l_2819_ = (l_2818_ >> uint(32uL));
            uint l_133_ = uint(l_2819_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e567 = l_mut_75_;
            uint64_t l_2821_ = uint64_t(_e567);
            uint64_t l_2822_ = uint64_t(l_123_);
            uint64_t l_2823_ = (l_2821_ * l_2822_);
            uint64_t l_2824_ = (l_2823_ >> uint(32uL));
            uint l_135_ = uint(l_2824_);
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
            uint _e596 = l_mut_40_;
            l_mut_151_ = _e596;
            uint _e597 = l_mut_145_;
            l_mut_40_ = _e597;
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
                    uint _e611 = l_mut_145_;
                    l_mut_151_ = _e611;
                    l_mut_40_ = l_159_;
                }
            }
            uint _e612 = l_mut_151_;
            l_mut_145_ = _e612;
            uint _e613 = l_mut_40_;
            l_mut_151_ = _e613;
            if (l_125_) {
                uint _e615 = l_mut_145_;
                uint l_160_ = (0u - _e615);
                uint _e618 = l_mut_151_;
                uint l_161_ = (0u - _e618);
                uint _e621 = l_mut_145_;
                bool l_162_ = (0u < _e621);
                uint l_163_ = uint(l_162_);
                uint l_164_ = (l_161_ - l_163_);
                l_mut_145_ = l_160_;
                l_mut_151_ = l_164_;
            }
            uint _e625 = l_mut_145_;
            l_mut_102_ = _e625;
            uint _e626 = l_mut_151_;
            l_mut_96_ = _e626;
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
            uint _e639 = l_mut_151_;
            uint l_172_ = (_e639 * l_4_);
            uint _e641 = l_mut_145_;
            uint l_173_ = (_e641 * l_4_);
            uint _e643 = l_mut_151_;
            uint64_t l_2826_ = uint64_t(_e643);
            uint64_t l_2827_ = uint64_t(l_4_);
            uint64_t l_2828_ = (l_2826_ * l_2827_);
            uint64_t l_2829_ = (l_2828_ >> uint(32uL));
            uint l_174_ = uint(l_2829_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e654 = l_mut_145_;
            uint64_t l_2831_ = uint64_t(_e654);
            uint64_t l_2832_ = uint64_t(l_4_);
            uint64_t l_2833_ = (l_2831_ * l_2832_);
            uint64_t l_2834_ = (l_2833_ >> uint(32uL));
            uint l_176_ = uint(l_2834_);
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
            uint _e682 = l_mut_90_;
            l_mut_40_ = _e682;
            uint _e683 = l_mut_75_;
            l_mut_90_ = _e683;
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
                    uint _e695 = l_mut_75_;
                    l_mut_40_ = _e695;
                    l_mut_90_ = l_198_;
                }
            }
            uint _e696 = l_mut_151_;
            uint l_199_ = (_e696 * l_4_);
            uint _e698 = l_mut_145_;
            uint l_200_ = (_e698 * l_4_);
            uint _e700 = l_mut_151_;
            uint64_t l_2836_ = uint64_t(_e700);
            uint64_t l_2837_ = uint64_t(l_4_);
            uint64_t l_2838_ = (l_2836_ * l_2837_);
            uint64_t l_2839_ = (l_2838_ >> uint(32uL));
            uint l_201_ = uint(l_2839_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e711 = l_mut_145_;
            uint64_t l_2841_ = uint64_t(_e711);
            uint64_t l_2842_ = uint64_t(l_4_);
            uint64_t l_2843_ = (l_2841_ * l_2842_);
            uint64_t l_2844_ = (l_2843_ >> uint(32uL));
            uint l_203_ = uint(l_2844_);
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
            uint _e739 = l_mut_75_;
            l_mut_219_ = _e739;
            uint _e740 = l_mut_213_;
            l_mut_75_ = _e740;
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
                    uint _e752 = l_mut_213_;
                    l_mut_219_ = _e752;
                    l_mut_75_ = l_227_;
                }
            }
            uint _e753 = l_mut_40_;
            uint l_228_ = (_e753 * l_4_);
            uint _e755 = l_mut_90_;
            uint l_229_ = (_e755 * l_4_);
            uint _e757 = l_mut_40_;
            uint64_t l_2846_ = uint64_t(_e757);
            uint64_t l_2847_ = uint64_t(l_4_);
            uint64_t l_2848_ = (l_2846_ * l_2847_);
            uint64_t l_2849_ = (l_2848_ >> uint(32uL));
            uint l_230_ = uint(l_2849_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e768 = l_mut_90_;
            uint64_t l_2851_ = uint64_t(_e768);
            uint64_t l_2852_ = uint64_t(l_4_);
            uint64_t l_2853_ = (l_2851_ * l_2852_);
            uint64_t l_2854_ = (l_2853_ >> uint(32uL));
            uint l_232_ = uint(l_2854_);
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
            uint _e796 = l_mut_213_;
            l_mut_145_ = _e796;
            uint _e797 = l_mut_151_;
            l_mut_213_ = _e797;
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
                    uint _e809 = l_mut_151_;
                    l_mut_145_ = _e809;
                    l_mut_213_ = l_254_;
                }
            }
            uint _e810 = l_mut_40_;
            uint l_255_ = (_e810 * l_4_);
            uint _e812 = l_mut_90_;
            uint l_256_ = (_e812 * l_4_);
            uint _e814 = l_mut_40_;
            uint64_t l_2856_ = uint64_t(_e814);
            uint64_t l_2857_ = uint64_t(l_4_);
            uint64_t l_2858_ = (l_2856_ * l_2857_);
            uint64_t l_2859_ = (l_2858_ >> uint(32uL));
            uint l_257_ = uint(l_2859_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e825 = l_mut_90_;
            uint64_t l_2861_ = uint64_t(_e825);
            uint64_t l_2862_ = uint64_t(l_4_);
            uint64_t l_2863_ = (l_2861_ * l_2862_);
            uint64_t l_2864_ = (l_2863_ >> uint(32uL));
            uint l_259_ = uint(l_2864_);
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
            uint _e853 = l_mut_151_;
            l_mut_275_ = _e853;
            uint _e854 = l_mut_269_;
            l_mut_151_ = _e854;
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
                    uint _e866 = l_mut_269_;
                    l_mut_275_ = _e866;
                    l_mut_151_ = l_283_;
                }
            }
            uint _e867 = l_mut_219_;
            uint l_284_ = (_e867 * l_4_);
            uint _e869 = l_mut_219_;
            uint64_t l_2866_ = uint64_t(_e869);
            uint64_t l_2867_ = uint64_t(l_4_);
            uint64_t l_2868_ = (l_2866_ * l_2867_);
            uint64_t l_2869_ = (l_2868_ >> uint(32uL));
            uint l_285_ = uint(l_2869_);
            uint _e879 = l_mut_75_;
            uint l_286_ = (_e879 * l_4_);
            uint l_287_ = (l_285_ + l_286_);
            uint _e882 = l_mut_275_;
            uint l_288_ = (_e882 + l_284_);
            uint _e884 = l_mut_151_;
            uint l_289_ = (_e884 + l_287_);
            uint _e886 = l_mut_275_;
            bool l_290_ = (l_288_ < _e886);
            uint l_291_ = uint(l_290_);
            uint l_292_ = (l_289_ + l_291_);
            uint _e890 = l_mut_145_;
            l_mut_102_ = _e890;
            uint _e891 = l_mut_213_;
            l_mut_96_ = _e891;
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
                    uint _e912 = l_mut_145_;
                    l_mut_219_ = _e912;
                    uint _e913 = l_mut_213_;
                    l_mut_151_ = _e913;
                    bool l_305_ = (l_121_ >= 32u);
                    if (l_305_) {
                        uint l_306_ = (l_121_ & 31u);
                        uint _e918 = l_mut_213_;
                        uint l_307_ = (_e918 >> l_306_);
                        l_mut_219_ = l_307_;
                        l_mut_151_ = 0u;
                    } else {
                        bool l_308_ = (l_121_ > 0u);
                        if (l_308_) {
                            uint _e923 = l_mut_145_;
                            l_mut_90_ = _e923;
                            bool l_309_ = (l_121_ > 0u);
                            if (l_309_) {
                                uint _e926 = l_mut_145_;
                                uint l_310_ = (_e926 >> l_121_);
                                uint l_311_ = (32u - l_121_);
                                uint _e930 = l_mut_213_;
                                uint l_312_ = (_e930 << l_311_);
                                uint l_313_ = (l_310_ | l_312_);
                                l_mut_90_ = l_313_;
                            }
                            uint _e933 = l_mut_213_;
                            uint l_314_ = (_e933 >> l_121_);
                            uint _e935 = l_mut_90_;
                            l_mut_219_ = _e935;
                            l_mut_151_ = l_314_;
                        }
                    }
                    uint _e936 = l_mut_275_;
                    uint _e937 = l_mut_219_;
                    uint l_315_ = (_e936 + _e937);
                    uint _e939 = l_mut_269_;
                    uint _e940 = l_mut_151_;
                    uint l_316_ = (_e939 + _e940);
                    uint _e942 = l_mut_275_;
                    bool l_317_ = (l_315_ < _e942);
                    uint l_318_ = uint(l_317_);
                    uint l_319_ = (l_316_ + l_318_);
                    l_mut_102_ = l_315_;
                    l_mut_96_ = l_319_;
                }
            }
            if (l_166_) {
                uint _e947 = l_mut_102_;
                uint l_320_ = (0u - _e947);
                uint _e950 = l_mut_96_;
                uint l_321_ = (0u - _e950);
                uint _e953 = l_mut_102_;
                bool l_322_ = (0u < _e953);
                uint l_323_ = uint(l_322_);
                uint l_324_ = (l_321_ - l_323_);
                l_mut_102_ = l_320_;
                l_mut_96_ = l_324_;
            }
        }
        uint _e957 = l_mut_102_;
        uint l_325_ = (l_64_ - _e957);
        uint _e959 = l_mut_96_;
        uint l_326_ = (l_67_ - _e959);
        uint _e961 = l_mut_102_;
        bool l_327_ = (l_64_ < _e961);
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
        uint _e994 = l_mut_145_;
        bool l_351_ = (_e994 < l_344_);
        uint _e996 = l_mut_145_;
        bool l_352_ = (_e996 == l_344_);
        uint _e998 = l_mut_151_;
        bool l_353_ = (_e998 < l_340_);
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
            bool _e1013 = l_mut_357_;
            l_mut_350_ = _e1013;
            l_mut_357_ = false;
        }
        bool _e1015 = l_mut_357_;
        if (_e1015) {
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
            uint _e1030 = l_mut_90_;
            uint l_368_ = (_e1030 * l_367_);
            uint _e1032 = l_mut_90_;
            uint64_t l_2871_ = uint64_t(_e1032);
            uint64_t l_2872_ = uint64_t(l_367_);
            uint64_t l_2873_ = (l_2871_ * l_2872_);
            uint64_t l_2874_ = (l_2873_ >> uint(32uL));
            uint l_369_ = uint(l_2874_);
            uint _e1042 = l_mut_75_;
            uint l_370_ = (_e1042 * l_367_);
            uint l_371_ = (l_369_ + l_370_);
            l_mut_40_ = 0u;
            uint l_372_ = (l_4_ - 1u);
            uint _e1048 = l_mut_90_;
            uint l_373_ = (_e1048 * l_372_);
            uint _e1050 = l_mut_75_;
            uint l_374_ = (_e1050 * l_372_);
            uint _e1052 = l_mut_90_;
            uint64_t l_2876_ = uint64_t(_e1052);
            uint64_t l_2877_ = uint64_t(l_372_);
            uint64_t l_2878_ = (l_2876_ * l_2877_);
            uint64_t l_2879_ = (l_2878_ >> uint(32uL));
            uint l_375_ = uint(l_2879_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1063 = l_mut_75_;
            uint64_t l_2881_ = uint64_t(_e1063);
            uint64_t l_2882_ = uint64_t(l_372_);
            uint64_t l_2883_ = (l_2881_ * l_2882_);
            uint64_t l_2884_ = (l_2883_ >> uint(32uL));
            uint l_377_ = uint(l_2884_);
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
            uint _e1091 = l_mut_382_;
            l_mut_394_ = _e1091;
            uint _e1092 = l_mut_388_;
            l_mut_382_ = _e1092;
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
                    uint _e1104 = l_mut_388_;
                    l_mut_394_ = _e1104;
                    l_mut_382_ = l_402_;
                }
            }
            uint _e1105 = l_mut_394_;
            uint _e1106 = l_mut_382_;
            uint l_403_ = (_e1105 | _e1106);
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
                        uint _e1141 = l_mut_75_;
                        bool l_422_ = (l_409_ < _e1141);
                        uint _e1143 = l_mut_75_;
                        bool l_423_ = (l_409_ == _e1143);
                        uint _e1145 = l_mut_90_;
                        bool l_424_ = (l_405_ < _e1145);
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
                            uint _e1158 = l_mut_75_;
                            bool l_429_ = (_e1158 < l_409_);
                            uint _e1160 = l_mut_75_;
                            bool l_430_ = (_e1160 == l_409_);
                            uint _e1162 = l_mut_90_;
                            bool l_431_ = (_e1162 < l_405_);
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
                                        uint _e1269 = l_mut_442_;
                                        l_mut_442_ = (_e1269 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1184 = l_mut_442_;
                                    if ((_e1184 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1188 = l_mut_442_;
                                        uint l_443_ = (19u - _e1188);
                                        uint _e1190 = l_mut_439_;
                                        l_mut_444_ = _e1190;
                                        uint _e1191 = l_mut_440_;
                                        l_mut_445_ = _e1191;
                                        bool l_446_ = (l_443_ >= 32u);
                                        if (l_446_) {
                                            uint l_447_ = (l_443_ & 31u);
                                            uint _e1196 = l_mut_440_;
                                            uint l_448_ = (_e1196 >> l_447_);
                                            l_mut_444_ = l_448_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            bool l_449_ = (l_443_ > 0u);
                                            if (l_449_) {
                                                uint _e1201 = l_mut_439_;
                                                l_mut_450_ = _e1201;
                                                bool l_451_ = (l_443_ > 0u);
                                                if (l_451_) {
                                                    uint _e1204 = l_mut_439_;
                                                    uint l_452_ = (_e1204 >> l_443_);
                                                    uint l_453_ = (32u - l_443_);
                                                    uint _e1208 = l_mut_440_;
                                                    uint l_454_ = (_e1208 << l_453_);
                                                    uint l_455_ = (l_452_ | l_454_);
                                                    l_mut_450_ = l_455_;
                                                }
                                                uint _e1211 = l_mut_440_;
                                                uint l_456_ = (_e1211 >> l_443_);
                                                uint _e1213 = l_mut_450_;
                                                l_mut_444_ = _e1213;
                                                l_mut_445_ = l_456_;
                                            }
                                        }
                                        uint _e1214 = l_mut_445_;
                                        uint _e1215 = l_mut_75_;
                                        bool l_457_ = (_e1214 < _e1215);
                                        uint _e1217 = l_mut_445_;
                                        uint _e1218 = l_mut_75_;
                                        bool l_458_ = (_e1217 == _e1218);
                                        uint _e1220 = l_mut_444_;
                                        uint _e1221 = l_mut_90_;
                                        bool l_459_ = (_e1220 < _e1221);
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
                                            uint _e1233 = l_mut_90_;
                                            l_mut_450_ = _e1233;
                                            uint _e1234 = l_mut_75_;
                                            l_mut_445_ = _e1234;
                                            bool l_463_ = (l_443_ >= 32u);
                                            if (l_463_) {
                                                uint l_464_ = (l_443_ & 31u);
                                                uint _e1239 = l_mut_90_;
                                                uint l_465_ = (_e1239 << l_464_);
                                                l_mut_450_ = 0u;
                                                l_mut_445_ = l_465_;
                                            } else {
                                                bool l_466_ = (l_443_ > 0u);
                                                if (l_466_) {
                                                    uint _e1244 = l_mut_90_;
                                                    uint l_467_ = (_e1244 << l_443_);
                                                    uint _e1246 = l_mut_75_;
                                                    uint l_468_ = (_e1246 << l_443_);
                                                    uint l_469_ = (32u - l_443_);
                                                    uint _e1250 = l_mut_90_;
                                                    uint l_470_ = (_e1250 >> l_469_);
                                                    uint l_471_ = (l_468_ | l_470_);
                                                    l_mut_450_ = l_467_;
                                                    l_mut_445_ = l_471_;
                                                }
                                            }
                                            uint _e1253 = l_mut_439_;
                                            uint _e1254 = l_mut_450_;
                                            uint l_472_ = (_e1253 - _e1254);
                                            uint _e1256 = l_mut_440_;
                                            uint _e1257 = l_mut_445_;
                                            uint l_473_ = (_e1256 - _e1257);
                                            uint _e1259 = l_mut_439_;
                                            uint _e1260 = l_mut_450_;
                                            bool l_474_ = (_e1259 < _e1260);
                                            uint l_475_ = uint(l_474_);
                                            uint l_476_ = (l_473_ - l_475_);
                                            l_mut_439_ = l_472_;
                                            l_mut_440_ = l_476_;
                                            uint l_477_ = (1u << l_443_);
                                            uint _e1266 = l_mut_441_;
                                            l_mut_441_ = (_e1266 | l_477_);
                                        }
                                    }
                                }
                                uint _e1271 = l_mut_441_;
                                uint l_478_ = min(_e1271, l_420_);
                                l_mut_450_ = l_478_;
                                uint _e1273 = l_mut_440_;
                                uint _e1274 = l_mut_75_;
                                bool l_479_ = (_e1273 < _e1274);
                                uint _e1276 = l_mut_440_;
                                uint _e1277 = l_mut_75_;
                                bool l_480_ = (_e1276 == _e1277);
                                uint _e1279 = l_mut_439_;
                                uint _e1280 = l_mut_90_;
                                bool l_481_ = (_e1279 < _e1280);
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
                                uint _e1292 = l_mut_450_;
                                l_mut_428_ = _e1292;
                            }
                            uint _e1293 = l_mut_90_;
                            uint _e1294 = l_mut_428_;
                            uint l_485_ = (_e1293 * _e1294);
                            uint _e1296 = l_mut_90_;
                            uint64_t l_2886_ = uint64_t(_e1296);
                            uint _e1298 = l_mut_428_;
                            uint64_t l_2887_ = uint64_t(_e1298);
                            uint64_t l_2888_ = (l_2886_ * l_2887_);
                            uint64_t l_2889_ = (l_2888_ >> uint(32uL));
                            uint l_486_ = uint(l_2889_);
                            uint _e1307 = l_mut_75_;
                            uint _e1308 = l_mut_428_;
                            uint l_487_ = (_e1307 * _e1308);
                            uint l_488_ = (l_486_ + l_487_);
                            uint l_489_ = (l_405_ - l_485_);
                            uint l_490_ = (l_409_ - l_488_);
                            bool l_491_ = (l_405_ < l_485_);
                            uint l_492_ = uint(l_491_);
                            uint l_493_ = (l_490_ - l_492_);
                            l_mut_382_ = l_489_;
                            l_mut_421_ = l_493_;
                            uint _e1316 = l_mut_421_;
                            uint _e1317 = l_mut_75_;
                            bool l_494_ = (_e1316 < _e1317);
                            uint _e1319 = l_mut_421_;
                            uint _e1320 = l_mut_75_;
                            bool l_495_ = (_e1319 == _e1320);
                            uint _e1322 = l_mut_382_;
                            uint _e1323 = l_mut_90_;
                            bool l_496_ = (_e1322 < _e1323);
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
                                uint _e1335 = l_mut_382_;
                                uint _e1336 = l_mut_90_;
                                uint l_500_ = (_e1335 - _e1336);
                                uint _e1338 = l_mut_421_;
                                uint _e1339 = l_mut_75_;
                                uint l_501_ = (_e1338 - _e1339);
                                uint _e1341 = l_mut_382_;
                                uint _e1342 = l_mut_90_;
                                bool l_502_ = (_e1341 < _e1342);
                                uint l_503_ = uint(l_502_);
                                uint l_504_ = (l_501_ - l_503_);
                                l_mut_382_ = l_500_;
                                l_mut_421_ = l_504_;
                            }
                        }
                        uint _e1346 = l_mut_90_;
                        uint _e1347 = l_mut_382_;
                        uint l_505_ = (_e1346 - _e1347);
                        uint _e1349 = l_mut_75_;
                        uint _e1350 = l_mut_421_;
                        uint l_506_ = (_e1349 - _e1350);
                        uint _e1352 = l_mut_90_;
                        uint _e1353 = l_mut_382_;
                        bool l_507_ = (_e1352 < _e1353);
                        uint l_508_ = uint(l_507_);
                        uint l_509_ = (l_506_ - l_508_);
                        l_mut_450_ = l_505_;
                        l_mut_445_ = l_509_;
                        uint _e1357 = l_mut_75_;
                        bool l_510_ = (l_509_ < _e1357);
                        uint _e1359 = l_mut_75_;
                        bool l_511_ = (l_509_ == _e1359);
                        uint _e1361 = l_mut_90_;
                        bool l_512_ = (l_505_ < _e1361);
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
                            uint _e1373 = l_mut_90_;
                            uint l_516_ = (l_505_ - _e1373);
                            uint _e1375 = l_mut_75_;
                            uint l_517_ = (l_509_ - _e1375);
                            uint _e1377 = l_mut_90_;
                            bool l_518_ = (l_505_ < _e1377);
                            uint l_519_ = uint(l_518_);
                            uint l_520_ = (l_517_ - l_519_);
                            l_mut_450_ = l_516_;
                            l_mut_445_ = l_520_;
                        }
                        uint _e1381 = l_mut_445_;
                        uint _e1382 = l_mut_388_;
                        bool l_521_ = (_e1381 < _e1382);
                        uint _e1384 = l_mut_445_;
                        uint _e1385 = l_mut_388_;
                        bool l_522_ = (_e1384 == _e1385);
                        uint _e1387 = l_mut_450_;
                        uint _e1388 = l_mut_394_;
                        bool l_523_ = (_e1387 < _e1388);
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
                            uint _e1399 = l_mut_450_;
                            l_mut_394_ = _e1399;
                            uint _e1400 = l_mut_445_;
                            l_mut_388_ = _e1400;
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
                        uint _e1420 = l_mut_75_;
                        bool l_537_ = (l_334_ < _e1420);
                        uint _e1422 = l_mut_75_;
                        bool l_538_ = (l_334_ == _e1422);
                        uint _e1424 = l_mut_90_;
                        bool l_539_ = (l_330_ < _e1424);
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
                            uint _e1437 = l_mut_75_;
                            bool l_543_ = (_e1437 < l_334_);
                            uint _e1439 = l_mut_75_;
                            bool l_544_ = (_e1439 == l_334_);
                            uint _e1441 = l_mut_90_;
                            bool l_545_ = (_e1441 < l_330_);
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
                                        uint _e1548 = l_mut_553_;
                                        l_mut_553_ = (_e1548 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1463 = l_mut_553_;
                                    if ((_e1463 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1467 = l_mut_553_;
                                        uint l_554_ = (19u - _e1467);
                                        uint _e1469 = l_mut_441_;
                                        l_mut_428_ = _e1469;
                                        uint _e1470 = l_mut_440_;
                                        l_mut_421_ = _e1470;
                                        bool l_555_ = (l_554_ >= 32u);
                                        if (l_555_) {
                                            uint l_556_ = (l_554_ & 31u);
                                            uint _e1475 = l_mut_440_;
                                            uint l_557_ = (_e1475 >> l_556_);
                                            l_mut_428_ = l_557_;
                                            l_mut_421_ = 0u;
                                        } else {
                                            bool l_558_ = (l_554_ > 0u);
                                            if (l_558_) {
                                                uint _e1480 = l_mut_441_;
                                                l_mut_382_ = _e1480;
                                                bool l_559_ = (l_554_ > 0u);
                                                if (l_559_) {
                                                    uint _e1483 = l_mut_441_;
                                                    uint l_560_ = (_e1483 >> l_554_);
                                                    uint l_561_ = (32u - l_554_);
                                                    uint _e1487 = l_mut_440_;
                                                    uint l_562_ = (_e1487 << l_561_);
                                                    uint l_563_ = (l_560_ | l_562_);
                                                    l_mut_382_ = l_563_;
                                                }
                                                uint _e1490 = l_mut_440_;
                                                uint l_564_ = (_e1490 >> l_554_);
                                                uint _e1492 = l_mut_382_;
                                                l_mut_428_ = _e1492;
                                                l_mut_421_ = l_564_;
                                            }
                                        }
                                        uint _e1493 = l_mut_421_;
                                        uint _e1494 = l_mut_75_;
                                        bool l_565_ = (_e1493 < _e1494);
                                        uint _e1496 = l_mut_421_;
                                        uint _e1497 = l_mut_75_;
                                        bool l_566_ = (_e1496 == _e1497);
                                        uint _e1499 = l_mut_428_;
                                        uint _e1500 = l_mut_90_;
                                        bool l_567_ = (_e1499 < _e1500);
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
                                            uint _e1512 = l_mut_90_;
                                            l_mut_428_ = _e1512;
                                            uint _e1513 = l_mut_75_;
                                            l_mut_421_ = _e1513;
                                            bool l_571_ = (l_554_ >= 32u);
                                            if (l_571_) {
                                                uint l_572_ = (l_554_ & 31u);
                                                uint _e1518 = l_mut_90_;
                                                uint l_573_ = (_e1518 << l_572_);
                                                l_mut_428_ = 0u;
                                                l_mut_421_ = l_573_;
                                            } else {
                                                bool l_574_ = (l_554_ > 0u);
                                                if (l_574_) {
                                                    uint _e1523 = l_mut_90_;
                                                    uint l_575_ = (_e1523 << l_554_);
                                                    uint _e1525 = l_mut_75_;
                                                    uint l_576_ = (_e1525 << l_554_);
                                                    uint l_577_ = (32u - l_554_);
                                                    uint _e1529 = l_mut_90_;
                                                    uint l_578_ = (_e1529 >> l_577_);
                                                    uint l_579_ = (l_576_ | l_578_);
                                                    l_mut_428_ = l_575_;
                                                    l_mut_421_ = l_579_;
                                                }
                                            }
                                            uint _e1532 = l_mut_441_;
                                            uint _e1533 = l_mut_428_;
                                            uint l_580_ = (_e1532 - _e1533);
                                            uint _e1535 = l_mut_440_;
                                            uint _e1536 = l_mut_421_;
                                            uint l_581_ = (_e1535 - _e1536);
                                            uint _e1538 = l_mut_441_;
                                            uint _e1539 = l_mut_428_;
                                            bool l_582_ = (_e1538 < _e1539);
                                            uint l_583_ = uint(l_582_);
                                            uint l_584_ = (l_581_ - l_583_);
                                            l_mut_441_ = l_580_;
                                            l_mut_440_ = l_584_;
                                            uint l_585_ = (1u << l_554_);
                                            uint _e1545 = l_mut_439_;
                                            l_mut_439_ = (_e1545 | l_585_);
                                        }
                                    }
                                }
                                uint _e1550 = l_mut_439_;
                                uint l_586_ = min(_e1550, l_536_);
                                l_mut_439_ = l_586_;
                                uint _e1552 = l_mut_440_;
                                uint _e1553 = l_mut_75_;
                                bool l_587_ = (_e1552 < _e1553);
                                uint _e1555 = l_mut_440_;
                                uint _e1556 = l_mut_75_;
                                bool l_588_ = (_e1555 == _e1556);
                                uint _e1558 = l_mut_441_;
                                uint _e1559 = l_mut_90_;
                                bool l_589_ = (_e1558 < _e1559);
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
                                uint _e1571 = l_mut_439_;
                                l_mut_444_ = _e1571;
                            }
                            uint _e1572 = l_mut_90_;
                            uint _e1573 = l_mut_444_;
                            uint l_593_ = (_e1572 * _e1573);
                            uint _e1575 = l_mut_90_;
                            uint64_t l_2891_ = uint64_t(_e1575);
                            uint _e1577 = l_mut_444_;
                            uint64_t l_2892_ = uint64_t(_e1577);
                            uint64_t l_2893_ = (l_2891_ * l_2892_);
                            uint64_t l_2894_ = (l_2893_ >> uint(32uL));
                            uint l_594_ = uint(l_2894_);
                            uint _e1586 = l_mut_75_;
                            uint _e1587 = l_mut_444_;
                            uint l_595_ = (_e1586 * _e1587);
                            uint l_596_ = (l_594_ + l_595_);
                            uint l_597_ = (l_330_ - l_593_);
                            uint l_598_ = (l_334_ - l_596_);
                            bool l_599_ = (l_330_ < l_593_);
                            uint l_600_ = uint(l_599_);
                            uint l_601_ = (l_598_ - l_600_);
                            l_mut_450_ = l_597_;
                            l_mut_445_ = l_601_;
                            uint _e1595 = l_mut_445_;
                            uint _e1596 = l_mut_75_;
                            bool l_602_ = (_e1595 < _e1596);
                            uint _e1598 = l_mut_445_;
                            uint _e1599 = l_mut_75_;
                            bool l_603_ = (_e1598 == _e1599);
                            uint _e1601 = l_mut_450_;
                            uint _e1602 = l_mut_90_;
                            bool l_604_ = (_e1601 < _e1602);
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
                                uint _e1614 = l_mut_450_;
                                uint _e1615 = l_mut_90_;
                                uint l_608_ = (_e1614 - _e1615);
                                uint _e1617 = l_mut_445_;
                                uint _e1618 = l_mut_75_;
                                uint l_609_ = (_e1617 - _e1618);
                                uint _e1620 = l_mut_450_;
                                uint _e1621 = l_mut_90_;
                                bool l_610_ = (_e1620 < _e1621);
                                uint l_611_ = uint(l_610_);
                                uint l_612_ = (l_609_ - l_611_);
                                l_mut_450_ = l_608_;
                                l_mut_445_ = l_612_;
                            }
                        }
                        uint _e1625 = l_mut_445_;
                        uint _e1626 = l_mut_388_;
                        bool l_613_ = (_e1625 < _e1626);
                        uint _e1628 = l_mut_445_;
                        uint _e1629 = l_mut_388_;
                        bool l_614_ = (_e1628 == _e1629);
                        uint _e1631 = l_mut_450_;
                        uint _e1632 = l_mut_394_;
                        bool l_615_ = (_e1631 < _e1632);
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
                            uint _e1643 = l_mut_450_;
                            l_mut_394_ = _e1643;
                            uint _e1644 = l_mut_445_;
                            l_mut_388_ = _e1644;
                        }
                    }
                }
                uint _e1645 = l_mut_388_;
                bool l_618_ = (_e1645 < l_344_);
                uint _e1647 = l_mut_388_;
                bool l_619_ = (_e1647 == l_344_);
                uint _e1649 = l_mut_394_;
                bool l_620_ = (_e1649 < l_340_);
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
            uint _e1664 = l_mut_40_;
            bool l_626_ = (_e1664 > 0u);
            if (l_626_) {
                uint _e1667 = l_mut_40_;
                bool l_627_ = (_e1667 == 1u);
                l_mut_350_ = l_627_;
                l_mut_357_ = false;
            }
        }
        l_mut_628_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1672 = l_mut_357_;
            bool l_629_ = !(_e1672);
            if (l_629_) {
                break;
            }
            uint _e1674 = l_mut_145_;
            uint _e1675 = l_mut_269_;
            bool l_630_ = (_e1674 < _e1675);
            uint _e1677 = l_mut_145_;
            uint _e1678 = l_mut_269_;
            bool l_631_ = (_e1677 == _e1678);
            uint _e1680 = l_mut_151_;
            uint _e1681 = l_mut_275_;
            bool l_632_ = (_e1680 < _e1681);
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
                uint _e1692 = l_mut_275_;
                uint _e1693 = l_mut_151_;
                uint l_635_ = (_e1692 - _e1693);
                uint _e1695 = l_mut_269_;
                uint _e1696 = l_mut_145_;
                uint l_636_ = (_e1695 - _e1696);
                uint _e1698 = l_mut_275_;
                uint _e1699 = l_mut_151_;
                bool l_637_ = (_e1698 < _e1699);
                uint l_638_ = uint(l_637_);
                uint l_639_ = (l_636_ - l_638_);
                l_mut_450_ = l_635_;
                l_mut_445_ = l_639_;
                uint _e1703 = l_mut_275_;
                l_mut_444_ = _e1703;
                uint _e1704 = l_mut_269_;
                l_mut_441_ = _e1704;
                uint _e1705 = l_mut_445_;
                uint _e1706 = l_mut_269_;
                bool l_640_ = (_e1705 < _e1706);
                uint _e1708 = l_mut_445_;
                uint _e1709 = l_mut_269_;
                bool l_641_ = (_e1708 == _e1709);
                uint _e1711 = l_mut_450_;
                uint _e1712 = l_mut_275_;
                bool l_642_ = (_e1711 < _e1712);
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
                    uint _e1723 = l_mut_450_;
                    l_mut_444_ = _e1723;
                    uint _e1724 = l_mut_445_;
                    l_mut_441_ = _e1724;
                }
                l_mut_645_ = false;
                l_mut_645_ = true;
                l_mut_450_ = 0u;
                uint _e1728 = l_mut_219_;
                uint _e1729 = l_mut_213_;
                uint l_646_ = (_e1728 | _e1729);
                bool l_647_ = (l_646_ == 0u);
                bool l_648_ = !(l_647_);
                bool _e1734 = l_mut_645_;
                if (_e1734) {
                    local_43 = l_648_;
                } else {
                    local_43 = false;
                }
                bool l_649_ = local_43;
                uint _e1739 = l_mut_213_;
                uint _e1740 = l_mut_441_;
                bool l_650_ = (_e1739 < _e1740);
                uint _e1742 = l_mut_213_;
                uint _e1743 = l_mut_441_;
                bool l_651_ = (_e1742 == _e1743);
                uint _e1745 = l_mut_219_;
                uint _e1746 = l_mut_444_;
                bool l_652_ = (_e1745 < _e1746);
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
                uint _e1761 = l_mut_102_;
                uint _e1762 = l_mut_96_;
                uint l_656_ = (_e1761 + _e1762);
                bool l_657_ = (l_656_ < l_4_);
                if (l_655_) {
                    local_47 = l_657_;
                } else {
                    local_47 = false;
                }
                bool l_658_ = local_47;
                if (l_658_) {
                    uint _e1769 = l_mut_102_;
                    uint l_659_ = (l_4_ - _e1769);
                    uint _e1771 = l_mut_96_;
                    uint l_660_ = (l_659_ - _e1771);
                    uint _e1773 = l_mut_102_;
                    uint l_661_ = naga_div(l_660_, _e1773);
                    uint _e1775 = l_mut_444_;
                    uint l_662_ = (_e1775 - 1u);
                    uint _e1778 = l_mut_441_;
                    uint l_663_ = (_e1778 - 0u);
                    uint _e1781 = l_mut_444_;
                    bool l_664_ = (_e1781 < 1u);
                    uint l_665_ = uint(l_664_);
                    uint l_666_ = (l_663_ - l_665_);
                    l_mut_445_ = l_662_;
                    l_mut_444_ = l_666_;
                    l_mut_441_ = 0u;
                    l_mut_667_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1874 = l_mut_667_;
                            l_mut_667_ = (_e1874 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1789 = l_mut_667_;
                        if ((_e1789 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1793 = l_mut_667_;
                            uint l_668_ = (19u - _e1793);
                            uint _e1795 = l_mut_445_;
                            l_mut_440_ = _e1795;
                            uint _e1796 = l_mut_444_;
                            l_mut_439_ = _e1796;
                            bool l_669_ = (l_668_ >= 32u);
                            if (l_669_) {
                                uint l_670_ = (l_668_ & 31u);
                                uint _e1801 = l_mut_444_;
                                uint l_671_ = (_e1801 >> l_670_);
                                l_mut_440_ = l_671_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_672_ = (l_668_ > 0u);
                                if (l_672_) {
                                    uint _e1806 = l_mut_445_;
                                    l_mut_428_ = _e1806;
                                    bool l_673_ = (l_668_ > 0u);
                                    if (l_673_) {
                                        uint _e1809 = l_mut_445_;
                                        uint l_674_ = (_e1809 >> l_668_);
                                        uint l_675_ = (32u - l_668_);
                                        uint _e1813 = l_mut_444_;
                                        uint l_676_ = (_e1813 << l_675_);
                                        uint l_677_ = (l_674_ | l_676_);
                                        l_mut_428_ = l_677_;
                                    }
                                    uint _e1816 = l_mut_444_;
                                    uint l_678_ = (_e1816 >> l_668_);
                                    uint _e1818 = l_mut_428_;
                                    l_mut_440_ = _e1818;
                                    l_mut_439_ = l_678_;
                                }
                            }
                            uint _e1819 = l_mut_439_;
                            uint _e1820 = l_mut_213_;
                            bool l_679_ = (_e1819 < _e1820);
                            uint _e1822 = l_mut_439_;
                            uint _e1823 = l_mut_213_;
                            bool l_680_ = (_e1822 == _e1823);
                            uint _e1825 = l_mut_440_;
                            uint _e1826 = l_mut_219_;
                            bool l_681_ = (_e1825 < _e1826);
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
                                uint _e1838 = l_mut_219_;
                                l_mut_440_ = _e1838;
                                uint _e1839 = l_mut_213_;
                                l_mut_439_ = _e1839;
                                bool l_685_ = (l_668_ >= 32u);
                                if (l_685_) {
                                    uint l_686_ = (l_668_ & 31u);
                                    uint _e1844 = l_mut_219_;
                                    uint l_687_ = (_e1844 << l_686_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_687_;
                                } else {
                                    bool l_688_ = (l_668_ > 0u);
                                    if (l_688_) {
                                        uint _e1849 = l_mut_219_;
                                        uint l_689_ = (_e1849 << l_668_);
                                        uint _e1851 = l_mut_213_;
                                        uint l_690_ = (_e1851 << l_668_);
                                        uint l_691_ = (32u - l_668_);
                                        uint _e1855 = l_mut_219_;
                                        uint l_692_ = (_e1855 >> l_691_);
                                        uint l_693_ = (l_690_ | l_692_);
                                        l_mut_440_ = l_689_;
                                        l_mut_439_ = l_693_;
                                    }
                                }
                                uint _e1858 = l_mut_445_;
                                uint _e1859 = l_mut_440_;
                                uint l_694_ = (_e1858 - _e1859);
                                uint _e1861 = l_mut_444_;
                                uint _e1862 = l_mut_439_;
                                uint l_695_ = (_e1861 - _e1862);
                                uint _e1864 = l_mut_445_;
                                uint _e1865 = l_mut_440_;
                                bool l_696_ = (_e1864 < _e1865);
                                uint l_697_ = uint(l_696_);
                                uint l_698_ = (l_695_ - l_697_);
                                l_mut_445_ = l_694_;
                                l_mut_444_ = l_698_;
                                uint l_699_ = (1u << l_668_);
                                uint _e1871 = l_mut_441_;
                                l_mut_441_ = (_e1871 | l_699_);
                            }
                        }
                    }
                    uint _e1876 = l_mut_441_;
                    uint l_700_ = min(_e1876, l_661_);
                    l_mut_441_ = l_700_;
                    uint _e1878 = l_mut_444_;
                    uint _e1879 = l_mut_213_;
                    bool l_701_ = (_e1878 < _e1879);
                    uint _e1881 = l_mut_444_;
                    uint _e1882 = l_mut_213_;
                    bool l_702_ = (_e1881 == _e1882);
                    uint _e1884 = l_mut_445_;
                    uint _e1885 = l_mut_219_;
                    bool l_703_ = (_e1884 < _e1885);
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
                    uint _e1897 = l_mut_441_;
                    l_mut_450_ = _e1897;
                }
                uint _e1898 = l_mut_275_;
                l_mut_445_ = _e1898;
                uint _e1899 = l_mut_269_;
                l_mut_444_ = _e1899;
                uint _e1900 = l_mut_219_;
                l_mut_441_ = _e1900;
                uint _e1901 = l_mut_213_;
                l_mut_440_ = _e1901;
                uint _e1902 = l_mut_102_;
                l_mut_439_ = _e1902;
                uint _e1903 = l_mut_96_;
                l_mut_428_ = _e1903;
                uint _e1904 = l_mut_151_;
                l_mut_421_ = _e1904;
                uint _e1905 = l_mut_145_;
                l_mut_394_ = _e1905;
                l_mut_388_ = 0u;
                uint _e1907 = l_mut_450_;
                bool l_707_ = (_e1907 > 0u);
                if (l_707_) {
                    uint _e1910 = l_mut_219_;
                    uint _e1911 = l_mut_450_;
                    uint l_708_ = (_e1910 * _e1911);
                    uint _e1913 = l_mut_219_;
                    uint64_t l_2896_ = uint64_t(_e1913);
                    uint _e1915 = l_mut_450_;
                    uint64_t l_2897_ = uint64_t(_e1915);
                    uint64_t l_2898_ = (l_2896_ * l_2897_);
                    uint64_t l_2899_ = (l_2898_ >> uint(32uL));
                    uint l_709_ = uint(l_2899_);
                    uint _e1924 = l_mut_213_;
                    uint _e1925 = l_mut_450_;
                    uint l_710_ = (_e1924 * _e1925);
                    uint l_711_ = (l_709_ + l_710_);
                    uint _e1928 = l_mut_275_;
                    uint l_712_ = (_e1928 - l_708_);
                    uint _e1930 = l_mut_269_;
                    uint l_713_ = (_e1930 - l_711_);
                    uint _e1932 = l_mut_275_;
                    bool l_714_ = (_e1932 < l_708_);
                    uint l_715_ = uint(l_714_);
                    uint l_716_ = (l_713_ - l_715_);
                    l_mut_445_ = l_712_;
                    l_mut_444_ = l_716_;
                    uint _e1936 = l_mut_450_;
                    uint _e1937 = l_mut_102_;
                    uint l_717_ = (_e1936 * _e1937);
                    uint _e1939 = l_mut_96_;
                    uint l_718_ = (_e1939 + l_717_);
                    l_mut_428_ = l_718_;
                } else {
                    uint _e1941 = l_mut_388_;
                    bool l_719_ = (_e1941 == 0u);
                    if (l_719_) {
                        uint _e1944 = l_mut_102_;
                        uint l_720_ = (l_4_ - _e1944);
                        uint _e1946 = l_mut_96_;
                        uint l_721_ = naga_div(l_720_, _e1946);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e1951 = l_mut_275_;
                        uint _e1952 = l_mut_269_;
                        uint l_722_ = (_e1951 | _e1952);
                        bool l_723_ = (l_722_ == 0u);
                        if (l_723_) {
                            l_mut_450_ = l_721_;
                        } else {
                            bool _e1956 = l_mut_645_;
                            if (_e1956) {
                                uint _e1957 = l_mut_269_;
                                uint _e1958 = l_mut_213_;
                                bool l_724_ = (_e1957 < _e1958);
                                uint _e1960 = l_mut_269_;
                                uint _e1961 = l_mut_213_;
                                bool l_725_ = (_e1960 == _e1961);
                                uint _e1963 = l_mut_275_;
                                uint _e1964 = l_mut_219_;
                                bool l_726_ = (_e1963 < _e1964);
                                if (l_725_) {
                                    local_52 = l_726_;
                                } else {
                                    local_52 = false;
                                }
                                bool l_727_ = local_52;
                                if (!(l_724_)) {
                                    local_53 = l_727_;
                                } else {
                                    local_53 = true;
                                }
                                bool l_728_ = local_53;
                                if (l_728_) {
                                    uint _e1975 = l_mut_219_;
                                    uint l_729_ = (_e1975 - 1u);
                                    uint _e1978 = l_mut_213_;
                                    uint l_730_ = (_e1978 - 0u);
                                    uint _e1981 = l_mut_219_;
                                    bool l_731_ = (_e1981 < 1u);
                                    uint l_732_ = uint(l_731_);
                                    uint l_733_ = (l_730_ - l_732_);
                                    l_mut_382_ = l_729_;
                                    l_mut_90_ = l_733_;
                                    l_mut_75_ = 0u;
                                    l_mut_734_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2074 = l_mut_734_;
                                            l_mut_734_ = (_e2074 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e1989 = l_mut_734_;
                                        if ((_e1989 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1993 = l_mut_734_;
                                            uint l_735_ = (19u - _e1993);
                                            uint _e1995 = l_mut_382_;
                                            l_mut_40_ = _e1995;
                                            uint _e1996 = l_mut_90_;
                                            l_mut_736_ = _e1996;
                                            bool l_737_ = (l_735_ >= 32u);
                                            if (l_737_) {
                                                uint l_738_ = (l_735_ & 31u);
                                                uint _e2001 = l_mut_90_;
                                                uint l_739_ = (_e2001 >> l_738_);
                                                l_mut_40_ = l_739_;
                                                l_mut_736_ = 0u;
                                            } else {
                                                bool l_740_ = (l_735_ > 0u);
                                                if (l_740_) {
                                                    uint _e2006 = l_mut_382_;
                                                    l_mut_741_ = _e2006;
                                                    bool l_742_ = (l_735_ > 0u);
                                                    if (l_742_) {
                                                        uint _e2009 = l_mut_382_;
                                                        uint l_743_ = (_e2009 >> l_735_);
                                                        uint l_744_ = (32u - l_735_);
                                                        uint _e2013 = l_mut_90_;
                                                        uint l_745_ = (_e2013 << l_744_);
                                                        uint l_746_ = (l_743_ | l_745_);
                                                        l_mut_741_ = l_746_;
                                                    }
                                                    uint _e2016 = l_mut_90_;
                                                    uint l_747_ = (_e2016 >> l_735_);
                                                    uint _e2018 = l_mut_741_;
                                                    l_mut_40_ = _e2018;
                                                    l_mut_736_ = l_747_;
                                                }
                                            }
                                            uint _e2019 = l_mut_736_;
                                            uint _e2020 = l_mut_269_;
                                            bool l_748_ = (_e2019 < _e2020);
                                            uint _e2022 = l_mut_736_;
                                            uint _e2023 = l_mut_269_;
                                            bool l_749_ = (_e2022 == _e2023);
                                            uint _e2025 = l_mut_40_;
                                            uint _e2026 = l_mut_275_;
                                            bool l_750_ = (_e2025 < _e2026);
                                            if (l_749_) {
                                                local_54 = l_750_;
                                            } else {
                                                local_54 = false;
                                            }
                                            bool l_751_ = local_54;
                                            if (!(l_748_)) {
                                                local_55 = l_751_;
                                            } else {
                                                local_55 = true;
                                            }
                                            bool l_752_ = local_55;
                                            bool l_753_ = !(l_752_);
                                            if (l_753_) {
                                                uint _e2038 = l_mut_275_;
                                                l_mut_741_ = _e2038;
                                                uint _e2039 = l_mut_269_;
                                                l_mut_736_ = _e2039;
                                                bool l_754_ = (l_735_ >= 32u);
                                                if (l_754_) {
                                                    uint l_755_ = (l_735_ & 31u);
                                                    uint _e2044 = l_mut_275_;
                                                    uint l_756_ = (_e2044 << l_755_);
                                                    l_mut_741_ = 0u;
                                                    l_mut_736_ = l_756_;
                                                } else {
                                                    bool l_757_ = (l_735_ > 0u);
                                                    if (l_757_) {
                                                        uint _e2049 = l_mut_275_;
                                                        uint l_758_ = (_e2049 << l_735_);
                                                        uint _e2051 = l_mut_269_;
                                                        uint l_759_ = (_e2051 << l_735_);
                                                        uint l_760_ = (32u - l_735_);
                                                        uint _e2055 = l_mut_275_;
                                                        uint l_761_ = (_e2055 >> l_760_);
                                                        uint l_762_ = (l_759_ | l_761_);
                                                        l_mut_741_ = l_758_;
                                                        l_mut_736_ = l_762_;
                                                    }
                                                }
                                                uint _e2058 = l_mut_382_;
                                                uint _e2059 = l_mut_741_;
                                                uint l_763_ = (_e2058 - _e2059);
                                                uint _e2061 = l_mut_90_;
                                                uint _e2062 = l_mut_736_;
                                                uint l_764_ = (_e2061 - _e2062);
                                                uint _e2064 = l_mut_382_;
                                                uint _e2065 = l_mut_741_;
                                                bool l_765_ = (_e2064 < _e2065);
                                                uint l_766_ = uint(l_765_);
                                                uint l_767_ = (l_764_ - l_766_);
                                                l_mut_382_ = l_763_;
                                                l_mut_90_ = l_767_;
                                                uint l_768_ = (1u << l_735_);
                                                uint _e2071 = l_mut_75_;
                                                l_mut_75_ = (_e2071 | l_768_);
                                            }
                                        }
                                    }
                                    uint _e2076 = l_mut_75_;
                                    uint l_769_ = min(_e2076, l_721_);
                                    l_mut_741_ = l_769_;
                                    uint _e2078 = l_mut_90_;
                                    uint _e2079 = l_mut_269_;
                                    bool l_770_ = (_e2078 < _e2079);
                                    uint _e2081 = l_mut_90_;
                                    uint _e2082 = l_mut_269_;
                                    bool l_771_ = (_e2081 == _e2082);
                                    uint _e2084 = l_mut_382_;
                                    uint _e2085 = l_mut_275_;
                                    bool l_772_ = (_e2084 < _e2085);
                                    if (l_771_) {
                                        local_56 = l_772_;
                                    } else {
                                        local_56 = false;
                                    }
                                    bool l_773_ = local_56;
                                    if (!(l_770_)) {
                                        local_57 = l_773_;
                                    } else {
                                        local_57 = true;
                                    }
                                    bool l_774_ = local_57;
                                    bool l_775_ = !(l_774_);
                                    if (l_775_) {
                                        l_mut_741_ = l_721_;
                                    }
                                    uint _e2097 = l_mut_741_;
                                    l_mut_450_ = _e2097;
                                }
                            } else {
                                uint _e2098 = l_mut_219_;
                                l_mut_741_ = _e2098;
                                uint _e2099 = l_mut_213_;
                                l_mut_736_ = _e2099;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2100 = l_mut_269_;
                                    uint _e2101 = l_mut_736_;
                                    bool l_776_ = (_e2100 < _e2101);
                                    uint _e2103 = l_mut_269_;
                                    uint _e2104 = l_mut_736_;
                                    bool l_777_ = (_e2103 == _e2104);
                                    uint _e2106 = l_mut_275_;
                                    uint _e2107 = l_mut_741_;
                                    bool l_778_ = (_e2106 < _e2107);
                                    if (l_777_) {
                                        local_58 = l_778_;
                                    } else {
                                        local_58 = false;
                                    }
                                    bool l_779_ = local_58;
                                    if (!(l_776_)) {
                                        local_59 = l_779_;
                                    } else {
                                        local_59 = true;
                                    }
                                    bool l_780_ = local_59;
                                    uint _e2118 = l_mut_450_;
                                    uint _e2119 = l_mut_96_;
                                    uint l_781_ = (_e2118 * _e2119);
                                    uint _e2121 = l_mut_102_;
                                    uint l_782_ = (_e2121 + l_781_);
                                    uint _e2123 = l_mut_96_;
                                    uint l_783_ = (l_782_ + _e2123);
                                    bool l_784_ = (l_783_ < l_4_);
                                    if (l_780_) {
                                        local_60 = l_784_;
                                    } else {
                                        local_60 = false;
                                    }
                                    bool l_785_ = local_60;
                                    bool l_786_ = !(l_785_);
                                    if (l_786_) {
                                        break;
                                    }
                                    uint _e2131 = l_mut_741_;
                                    uint _e2132 = l_mut_275_;
                                    uint l_787_ = (_e2131 - _e2132);
                                    uint _e2134 = l_mut_736_;
                                    uint _e2135 = l_mut_269_;
                                    uint l_788_ = (_e2134 - _e2135);
                                    uint _e2137 = l_mut_741_;
                                    uint _e2138 = l_mut_275_;
                                    bool l_789_ = (_e2137 < _e2138);
                                    uint l_790_ = uint(l_789_);
                                    uint l_791_ = (l_788_ - l_790_);
                                    l_mut_741_ = l_787_;
                                    l_mut_736_ = l_791_;
                                    uint _e2142 = l_mut_450_;
                                    l_mut_450_ = (_e2142 + 1u);
                                }
                            }
                        }
                        uint _e2145 = l_mut_450_;
                        uint _e2146 = l_mut_96_;
                        uint l_792_ = (_e2145 * _e2146);
                        uint _e2148 = l_mut_102_;
                        uint l_793_ = (_e2148 + l_792_);
                        uint _e2150 = l_mut_96_;
                        uint l_794_ = (l_793_ + _e2150);
                        bool l_795_ = (l_794_ >= l_4_);
                        if (l_795_) {
                            l_mut_388_ = 1u;
                        } else {
                            uint _e2154 = l_mut_275_;
                            uint _e2155 = l_mut_450_;
                            uint l_796_ = (_e2154 * _e2155);
                            uint _e2157 = l_mut_275_;
                            uint64_t l_2901_ = uint64_t(_e2157);
                            uint _e2159 = l_mut_450_;
                            uint64_t l_2902_ = uint64_t(_e2159);
                            uint64_t l_2903_ = (l_2901_ * l_2902_);
                            uint64_t l_2904_ = (l_2903_ >> uint(32uL));
                            uint l_797_ = uint(l_2904_);
                            uint _e2168 = l_mut_269_;
                            uint _e2169 = l_mut_450_;
                            uint l_798_ = (_e2168 * _e2169);
                            uint l_799_ = (l_797_ + l_798_);
                            uint _e2172 = l_mut_219_;
                            uint l_800_ = (_e2172 - l_796_);
                            uint _e2174 = l_mut_213_;
                            uint l_801_ = (_e2174 - l_799_);
                            uint _e2176 = l_mut_219_;
                            bool l_802_ = (_e2176 < l_796_);
                            uint l_803_ = uint(l_802_);
                            uint l_804_ = (l_801_ - l_803_);
                            l_mut_441_ = l_800_;
                            l_mut_440_ = l_804_;
                            uint _e2180 = l_mut_450_;
                            uint _e2181 = l_mut_96_;
                            uint l_805_ = (_e2180 * _e2181);
                            uint _e2183 = l_mut_102_;
                            uint l_806_ = (_e2183 + l_805_);
                            l_mut_439_ = l_806_;
                            uint _e2185 = l_mut_275_;
                            uint _e2186 = l_mut_441_;
                            uint l_807_ = (_e2185 - _e2186);
                            uint _e2188 = l_mut_269_;
                            uint _e2189 = l_mut_440_;
                            uint l_808_ = (_e2188 - _e2189);
                            uint _e2191 = l_mut_275_;
                            uint _e2192 = l_mut_441_;
                            bool l_809_ = (_e2191 < _e2192);
                            uint l_810_ = uint(l_809_);
                            uint l_811_ = (l_808_ - l_810_);
                            l_mut_445_ = l_807_;
                            l_mut_444_ = l_811_;
                            uint _e2196 = l_mut_96_;
                            uint _e2197 = l_mut_439_;
                            uint l_812_ = (_e2196 + _e2197);
                            l_mut_428_ = l_812_;
                        }
                    }
                }
                uint _e2199 = l_mut_445_;
                l_mut_275_ = _e2199;
                uint _e2200 = l_mut_444_;
                l_mut_269_ = _e2200;
                uint _e2201 = l_mut_441_;
                l_mut_219_ = _e2201;
                uint _e2202 = l_mut_440_;
                l_mut_213_ = _e2202;
                uint _e2203 = l_mut_439_;
                l_mut_102_ = _e2203;
                uint _e2204 = l_mut_428_;
                l_mut_96_ = _e2204;
                uint _e2205 = l_mut_421_;
                l_mut_151_ = _e2205;
                uint _e2206 = l_mut_394_;
                l_mut_145_ = _e2206;
                uint _e2207 = l_mut_388_;
                bool l_813_ = (_e2207 == 1u);
                l_mut_350_ = l_813_;
                uint _e2210 = l_mut_388_;
                bool l_814_ = (_e2210 == 0u);
                l_mut_357_ = l_814_;
            } else {
                uint _e2213 = l_mut_219_;
                uint _e2214 = l_mut_151_;
                uint l_815_ = (_e2213 - _e2214);
                uint _e2216 = l_mut_213_;
                uint _e2217 = l_mut_145_;
                uint l_816_ = (_e2216 - _e2217);
                uint _e2219 = l_mut_219_;
                uint _e2220 = l_mut_151_;
                bool l_817_ = (_e2219 < _e2220);
                uint l_818_ = uint(l_817_);
                uint l_819_ = (l_816_ - l_818_);
                l_mut_741_ = l_815_;
                l_mut_736_ = l_819_;
                uint _e2224 = l_mut_151_;
                uint l_820_ = (_e2224 - l_340_);
                uint _e2226 = l_mut_145_;
                uint l_821_ = (_e2226 - l_344_);
                uint _e2228 = l_mut_151_;
                bool l_822_ = (_e2228 < l_340_);
                uint l_823_ = uint(l_822_);
                uint l_824_ = (l_821_ - l_823_);
                l_mut_741_ = l_820_;
                l_mut_736_ = l_824_;
                uint _e2232 = l_mut_219_;
                l_mut_450_ = _e2232;
                uint _e2233 = l_mut_213_;
                l_mut_445_ = _e2233;
                uint _e2234 = l_mut_736_;
                uint _e2235 = l_mut_213_;
                bool l_825_ = (_e2234 < _e2235);
                uint _e2237 = l_mut_736_;
                uint _e2238 = l_mut_213_;
                bool l_826_ = (_e2237 == _e2238);
                uint _e2240 = l_mut_741_;
                uint _e2241 = l_mut_219_;
                bool l_827_ = (_e2240 < _e2241);
                if (l_826_) {
                    local_61 = l_827_;
                } else {
                    local_61 = false;
                }
                bool l_828_ = local_61;
                if (!(l_825_)) {
                    local_62 = l_828_;
                } else {
                    local_62 = true;
                }
                bool l_829_ = local_62;
                if (l_829_) {
                    uint _e2252 = l_mut_741_;
                    l_mut_450_ = _e2252;
                    uint _e2253 = l_mut_736_;
                    l_mut_445_ = _e2253;
                }
                l_mut_645_ = false;
                l_mut_645_ = true;
                l_mut_741_ = 0u;
                uint _e2257 = l_mut_275_;
                uint _e2258 = l_mut_269_;
                uint l_830_ = (_e2257 | _e2258);
                bool l_831_ = (l_830_ == 0u);
                bool l_832_ = !(l_831_);
                bool _e2263 = l_mut_645_;
                if (_e2263) {
                    local_63 = l_832_;
                } else {
                    local_63 = false;
                }
                bool l_833_ = local_63;
                uint _e2268 = l_mut_269_;
                uint _e2269 = l_mut_445_;
                bool l_834_ = (_e2268 < _e2269);
                uint _e2271 = l_mut_269_;
                uint _e2272 = l_mut_445_;
                bool l_835_ = (_e2271 == _e2272);
                uint _e2274 = l_mut_275_;
                uint _e2275 = l_mut_450_;
                bool l_836_ = (_e2274 < _e2275);
                if (l_835_) {
                    local_64 = l_836_;
                } else {
                    local_64 = false;
                }
                bool l_837_ = local_64;
                if (!(l_834_)) {
                    local_65 = l_837_;
                } else {
                    local_65 = true;
                }
                bool l_838_ = local_65;
                if (l_833_) {
                    local_66 = l_838_;
                } else {
                    local_66 = false;
                }
                bool l_839_ = local_66;
                uint _e2290 = l_mut_96_;
                uint _e2291 = l_mut_102_;
                uint l_840_ = (_e2290 + _e2291);
                bool l_841_ = (l_840_ < l_4_);
                if (l_839_) {
                    local_67 = l_841_;
                } else {
                    local_67 = false;
                }
                bool l_842_ = local_67;
                if (l_842_) {
                    uint _e2298 = l_mut_96_;
                    uint l_843_ = (l_4_ - _e2298);
                    uint _e2300 = l_mut_102_;
                    uint l_844_ = (l_843_ - _e2300);
                    uint _e2302 = l_mut_96_;
                    uint l_845_ = naga_div(l_844_, _e2302);
                    uint _e2304 = l_mut_450_;
                    uint l_846_ = (_e2304 - 1u);
                    uint _e2307 = l_mut_445_;
                    uint l_847_ = (_e2307 - 0u);
                    uint _e2310 = l_mut_450_;
                    bool l_848_ = (_e2310 < 1u);
                    uint l_849_ = uint(l_848_);
                    uint l_850_ = (l_847_ - l_849_);
                    l_mut_736_ = l_846_;
                    l_mut_450_ = l_850_;
                    l_mut_445_ = 0u;
                    l_mut_851_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2403 = l_mut_851_;
                            l_mut_851_ = (_e2403 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2318 = l_mut_851_;
                        if ((_e2318 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2322 = l_mut_851_;
                            uint l_852_ = (19u - _e2322);
                            uint _e2324 = l_mut_736_;
                            l_mut_444_ = _e2324;
                            uint _e2325 = l_mut_450_;
                            l_mut_441_ = _e2325;
                            bool l_853_ = (l_852_ >= 32u);
                            if (l_853_) {
                                uint l_854_ = (l_852_ & 31u);
                                uint _e2330 = l_mut_450_;
                                uint l_855_ = (_e2330 >> l_854_);
                                l_mut_444_ = l_855_;
                                l_mut_441_ = 0u;
                            } else {
                                bool l_856_ = (l_852_ > 0u);
                                if (l_856_) {
                                    uint _e2335 = l_mut_736_;
                                    l_mut_440_ = _e2335;
                                    bool l_857_ = (l_852_ > 0u);
                                    if (l_857_) {
                                        uint _e2338 = l_mut_736_;
                                        uint l_858_ = (_e2338 >> l_852_);
                                        uint l_859_ = (32u - l_852_);
                                        uint _e2342 = l_mut_450_;
                                        uint l_860_ = (_e2342 << l_859_);
                                        uint l_861_ = (l_858_ | l_860_);
                                        l_mut_440_ = l_861_;
                                    }
                                    uint _e2345 = l_mut_450_;
                                    uint l_862_ = (_e2345 >> l_852_);
                                    uint _e2347 = l_mut_440_;
                                    l_mut_444_ = _e2347;
                                    l_mut_441_ = l_862_;
                                }
                            }
                            uint _e2348 = l_mut_441_;
                            uint _e2349 = l_mut_269_;
                            bool l_863_ = (_e2348 < _e2349);
                            uint _e2351 = l_mut_441_;
                            uint _e2352 = l_mut_269_;
                            bool l_864_ = (_e2351 == _e2352);
                            uint _e2354 = l_mut_444_;
                            uint _e2355 = l_mut_275_;
                            bool l_865_ = (_e2354 < _e2355);
                            if (l_864_) {
                                local_68 = l_865_;
                            } else {
                                local_68 = false;
                            }
                            bool l_866_ = local_68;
                            if (!(l_863_)) {
                                local_69 = l_866_;
                            } else {
                                local_69 = true;
                            }
                            bool l_867_ = local_69;
                            bool l_868_ = !(l_867_);
                            if (l_868_) {
                                uint _e2367 = l_mut_275_;
                                l_mut_444_ = _e2367;
                                uint _e2368 = l_mut_269_;
                                l_mut_441_ = _e2368;
                                bool l_869_ = (l_852_ >= 32u);
                                if (l_869_) {
                                    uint l_870_ = (l_852_ & 31u);
                                    uint _e2373 = l_mut_275_;
                                    uint l_871_ = (_e2373 << l_870_);
                                    l_mut_444_ = 0u;
                                    l_mut_441_ = l_871_;
                                } else {
                                    bool l_872_ = (l_852_ > 0u);
                                    if (l_872_) {
                                        uint _e2378 = l_mut_275_;
                                        uint l_873_ = (_e2378 << l_852_);
                                        uint _e2380 = l_mut_269_;
                                        uint l_874_ = (_e2380 << l_852_);
                                        uint l_875_ = (32u - l_852_);
                                        uint _e2384 = l_mut_275_;
                                        uint l_876_ = (_e2384 >> l_875_);
                                        uint l_877_ = (l_874_ | l_876_);
                                        l_mut_444_ = l_873_;
                                        l_mut_441_ = l_877_;
                                    }
                                }
                                uint _e2387 = l_mut_736_;
                                uint _e2388 = l_mut_444_;
                                uint l_878_ = (_e2387 - _e2388);
                                uint _e2390 = l_mut_450_;
                                uint _e2391 = l_mut_441_;
                                uint l_879_ = (_e2390 - _e2391);
                                uint _e2393 = l_mut_736_;
                                uint _e2394 = l_mut_444_;
                                bool l_880_ = (_e2393 < _e2394);
                                uint l_881_ = uint(l_880_);
                                uint l_882_ = (l_879_ - l_881_);
                                l_mut_736_ = l_878_;
                                l_mut_450_ = l_882_;
                                uint l_883_ = (1u << l_852_);
                                uint _e2400 = l_mut_445_;
                                l_mut_445_ = (_e2400 | l_883_);
                            }
                        }
                    }
                    uint _e2405 = l_mut_445_;
                    uint l_884_ = min(_e2405, l_845_);
                    l_mut_445_ = l_884_;
                    uint _e2407 = l_mut_450_;
                    uint _e2408 = l_mut_269_;
                    bool l_885_ = (_e2407 < _e2408);
                    uint _e2410 = l_mut_450_;
                    uint _e2411 = l_mut_269_;
                    bool l_886_ = (_e2410 == _e2411);
                    uint _e2413 = l_mut_736_;
                    uint _e2414 = l_mut_275_;
                    bool l_887_ = (_e2413 < _e2414);
                    if (l_886_) {
                        local_70 = l_887_;
                    } else {
                        local_70 = false;
                    }
                    bool l_888_ = local_70;
                    if (!(l_885_)) {
                        local_71 = l_888_;
                    } else {
                        local_71 = true;
                    }
                    bool l_889_ = local_71;
                    bool l_890_ = !(l_889_);
                    if (l_890_) {
                        l_mut_445_ = l_845_;
                    }
                    uint _e2426 = l_mut_445_;
                    l_mut_741_ = _e2426;
                }
                uint _e2427 = l_mut_219_;
                l_mut_736_ = _e2427;
                uint _e2428 = l_mut_213_;
                l_mut_450_ = _e2428;
                uint _e2429 = l_mut_275_;
                l_mut_445_ = _e2429;
                uint _e2430 = l_mut_269_;
                l_mut_444_ = _e2430;
                uint _e2431 = l_mut_96_;
                l_mut_441_ = _e2431;
                uint _e2432 = l_mut_102_;
                l_mut_440_ = _e2432;
                uint _e2433 = l_mut_151_;
                l_mut_439_ = _e2433;
                uint _e2434 = l_mut_145_;
                l_mut_428_ = _e2434;
                l_mut_421_ = 0u;
                uint _e2436 = l_mut_741_;
                bool l_891_ = (_e2436 > 0u);
                if (l_891_) {
                    uint _e2439 = l_mut_275_;
                    uint _e2440 = l_mut_741_;
                    uint l_892_ = (_e2439 * _e2440);
                    uint _e2442 = l_mut_275_;
                    uint64_t l_2906_ = uint64_t(_e2442);
                    uint _e2444 = l_mut_741_;
                    uint64_t l_2907_ = uint64_t(_e2444);
                    uint64_t l_2908_ = (l_2906_ * l_2907_);
                    uint64_t l_2909_ = (l_2908_ >> uint(32uL));
                    uint l_893_ = uint(l_2909_);
                    uint _e2453 = l_mut_269_;
                    uint _e2454 = l_mut_741_;
                    uint l_894_ = (_e2453 * _e2454);
                    uint l_895_ = (l_893_ + l_894_);
                    uint _e2457 = l_mut_151_;
                    uint l_896_ = (_e2457 - l_892_);
                    uint _e2459 = l_mut_145_;
                    uint l_897_ = (_e2459 - l_895_);
                    uint _e2461 = l_mut_151_;
                    bool l_898_ = (_e2461 < l_892_);
                    uint l_899_ = uint(l_898_);
                    uint l_900_ = (l_897_ - l_899_);
                    l_mut_439_ = l_896_;
                    l_mut_428_ = l_900_;
                    uint _e2465 = l_mut_219_;
                    uint l_901_ = (_e2465 - l_892_);
                    uint _e2467 = l_mut_213_;
                    uint l_902_ = (_e2467 - l_895_);
                    uint _e2469 = l_mut_219_;
                    bool l_903_ = (_e2469 < l_892_);
                    uint l_904_ = uint(l_903_);
                    uint l_905_ = (l_902_ - l_904_);
                    l_mut_736_ = l_901_;
                    l_mut_450_ = l_905_;
                    uint _e2473 = l_mut_741_;
                    uint _e2474 = l_mut_96_;
                    uint l_906_ = (_e2473 * _e2474);
                    uint _e2476 = l_mut_102_;
                    uint l_907_ = (_e2476 + l_906_);
                    l_mut_440_ = l_907_;
                } else {
                    uint _e2478 = l_mut_151_;
                    uint _e2479 = l_mut_275_;
                    uint l_908_ = (_e2478 - _e2479);
                    uint _e2481 = l_mut_145_;
                    uint _e2482 = l_mut_269_;
                    uint l_909_ = (_e2481 - _e2482);
                    uint _e2484 = l_mut_151_;
                    uint _e2485 = l_mut_275_;
                    bool l_910_ = (_e2484 < _e2485);
                    uint l_911_ = uint(l_910_);
                    uint l_912_ = (l_909_ - l_911_);
                    l_mut_439_ = l_908_;
                    l_mut_428_ = l_912_;
                    uint _e2489 = l_mut_428_;
                    bool l_913_ = (_e2489 < l_344_);
                    uint _e2491 = l_mut_428_;
                    bool l_914_ = (_e2491 == l_344_);
                    uint _e2493 = l_mut_439_;
                    bool l_915_ = (_e2493 < l_340_);
                    if (l_914_) {
                        local_72 = l_915_;
                    } else {
                        local_72 = false;
                    }
                    bool l_916_ = local_72;
                    if (!(l_913_)) {
                        local_73 = l_916_;
                    } else {
                        local_73 = true;
                    }
                    bool l_917_ = local_73;
                    if (l_917_) {
                        l_mut_421_ = 2u;
                    }
                    uint _e2505 = l_mut_421_;
                    bool l_918_ = (_e2505 == 0u);
                    if (l_918_) {
                        uint _e2508 = l_mut_96_;
                        uint l_919_ = (l_4_ - _e2508);
                        uint _e2510 = l_mut_102_;
                        uint l_920_ = naga_div(l_919_, _e2510);
                        l_mut_741_ = 0u;
                        l_mut_645_ = false;
                        l_mut_645_ = true;
                        uint _e2515 = l_mut_219_;
                        uint _e2516 = l_mut_213_;
                        uint l_921_ = (_e2515 | _e2516);
                        bool l_922_ = (l_921_ == 0u);
                        if (l_922_) {
                            l_mut_741_ = l_920_;
                        } else {
                            bool _e2520 = l_mut_645_;
                            if (_e2520) {
                                uint _e2521 = l_mut_213_;
                                uint _e2522 = l_mut_269_;
                                bool l_923_ = (_e2521 < _e2522);
                                uint _e2524 = l_mut_213_;
                                uint _e2525 = l_mut_269_;
                                bool l_924_ = (_e2524 == _e2525);
                                uint _e2527 = l_mut_219_;
                                uint _e2528 = l_mut_275_;
                                bool l_925_ = (_e2527 < _e2528);
                                if (l_924_) {
                                    local_74 = l_925_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_926_ = local_74;
                                if (!(l_923_)) {
                                    local_75 = l_926_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_927_ = local_75;
                                if (l_927_) {
                                    uint _e2539 = l_mut_275_;
                                    uint l_928_ = (_e2539 - 1u);
                                    uint _e2542 = l_mut_269_;
                                    uint l_929_ = (_e2542 - 0u);
                                    uint _e2545 = l_mut_275_;
                                    bool l_930_ = (_e2545 < 1u);
                                    uint l_931_ = uint(l_930_);
                                    uint l_932_ = (l_929_ - l_931_);
                                    l_mut_394_ = l_928_;
                                    l_mut_388_ = l_932_;
                                    l_mut_382_ = 0u;
                                    l_mut_933_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2638 = l_mut_933_;
                                            l_mut_933_ = (_e2638 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2553 = l_mut_933_;
                                        if ((_e2553 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2557 = l_mut_933_;
                                            uint l_934_ = (19u - _e2557);
                                            uint _e2559 = l_mut_394_;
                                            l_mut_90_ = _e2559;
                                            uint _e2560 = l_mut_388_;
                                            l_mut_75_ = _e2560;
                                            bool l_935_ = (l_934_ >= 32u);
                                            if (l_935_) {
                                                uint l_936_ = (l_934_ & 31u);
                                                uint _e2565 = l_mut_388_;
                                                uint l_937_ = (_e2565 >> l_936_);
                                                l_mut_90_ = l_937_;
                                                l_mut_75_ = 0u;
                                            } else {
                                                bool l_938_ = (l_934_ > 0u);
                                                if (l_938_) {
                                                    uint _e2570 = l_mut_394_;
                                                    l_mut_40_ = _e2570;
                                                    bool l_939_ = (l_934_ > 0u);
                                                    if (l_939_) {
                                                        uint _e2573 = l_mut_394_;
                                                        uint l_940_ = (_e2573 >> l_934_);
                                                        uint l_941_ = (32u - l_934_);
                                                        uint _e2577 = l_mut_388_;
                                                        uint l_942_ = (_e2577 << l_941_);
                                                        uint l_943_ = (l_940_ | l_942_);
                                                        l_mut_40_ = l_943_;
                                                    }
                                                    uint _e2580 = l_mut_388_;
                                                    uint l_944_ = (_e2580 >> l_934_);
                                                    uint _e2582 = l_mut_40_;
                                                    l_mut_90_ = _e2582;
                                                    l_mut_75_ = l_944_;
                                                }
                                            }
                                            uint _e2583 = l_mut_75_;
                                            uint _e2584 = l_mut_213_;
                                            bool l_945_ = (_e2583 < _e2584);
                                            uint _e2586 = l_mut_75_;
                                            uint _e2587 = l_mut_213_;
                                            bool l_946_ = (_e2586 == _e2587);
                                            uint _e2589 = l_mut_90_;
                                            uint _e2590 = l_mut_219_;
                                            bool l_947_ = (_e2589 < _e2590);
                                            if (l_946_) {
                                                local_76 = l_947_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_948_ = local_76;
                                            if (!(l_945_)) {
                                                local_77 = l_948_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_949_ = local_77;
                                            bool l_950_ = !(l_949_);
                                            if (l_950_) {
                                                uint _e2602 = l_mut_219_;
                                                l_mut_90_ = _e2602;
                                                uint _e2603 = l_mut_213_;
                                                l_mut_75_ = _e2603;
                                                bool l_951_ = (l_934_ >= 32u);
                                                if (l_951_) {
                                                    uint l_952_ = (l_934_ & 31u);
                                                    uint _e2608 = l_mut_219_;
                                                    uint l_953_ = (_e2608 << l_952_);
                                                    l_mut_90_ = 0u;
                                                    l_mut_75_ = l_953_;
                                                } else {
                                                    bool l_954_ = (l_934_ > 0u);
                                                    if (l_954_) {
                                                        uint _e2613 = l_mut_219_;
                                                        uint l_955_ = (_e2613 << l_934_);
                                                        uint _e2615 = l_mut_213_;
                                                        uint l_956_ = (_e2615 << l_934_);
                                                        uint l_957_ = (32u - l_934_);
                                                        uint _e2619 = l_mut_219_;
                                                        uint l_958_ = (_e2619 >> l_957_);
                                                        uint l_959_ = (l_956_ | l_958_);
                                                        l_mut_90_ = l_955_;
                                                        l_mut_75_ = l_959_;
                                                    }
                                                }
                                                uint _e2622 = l_mut_394_;
                                                uint _e2623 = l_mut_90_;
                                                uint l_960_ = (_e2622 - _e2623);
                                                uint _e2625 = l_mut_388_;
                                                uint _e2626 = l_mut_75_;
                                                uint l_961_ = (_e2625 - _e2626);
                                                uint _e2628 = l_mut_394_;
                                                uint _e2629 = l_mut_90_;
                                                bool l_962_ = (_e2628 < _e2629);
                                                uint l_963_ = uint(l_962_);
                                                uint l_964_ = (l_961_ - l_963_);
                                                l_mut_394_ = l_960_;
                                                l_mut_388_ = l_964_;
                                                uint l_965_ = (1u << l_934_);
                                                uint _e2635 = l_mut_382_;
                                                l_mut_382_ = (_e2635 | l_965_);
                                            }
                                        }
                                    }
                                    uint _e2640 = l_mut_382_;
                                    uint l_966_ = min(_e2640, l_920_);
                                    l_mut_382_ = l_966_;
                                    uint _e2642 = l_mut_388_;
                                    uint _e2643 = l_mut_213_;
                                    bool l_967_ = (_e2642 < _e2643);
                                    uint _e2645 = l_mut_388_;
                                    uint _e2646 = l_mut_213_;
                                    bool l_968_ = (_e2645 == _e2646);
                                    uint _e2648 = l_mut_394_;
                                    uint _e2649 = l_mut_219_;
                                    bool l_969_ = (_e2648 < _e2649);
                                    if (l_968_) {
                                        local_78 = l_969_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_970_ = local_78;
                                    if (!(l_967_)) {
                                        local_79 = l_970_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_971_ = local_79;
                                    bool l_972_ = !(l_971_);
                                    if (l_972_) {
                                        l_mut_382_ = l_920_;
                                    }
                                    uint _e2661 = l_mut_382_;
                                    l_mut_741_ = _e2661;
                                }
                            } else {
                                uint _e2662 = l_mut_275_;
                                l_mut_394_ = _e2662;
                                uint _e2663 = l_mut_269_;
                                l_mut_388_ = _e2663;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2664 = l_mut_213_;
                                    uint _e2665 = l_mut_388_;
                                    bool l_973_ = (_e2664 < _e2665);
                                    uint _e2667 = l_mut_213_;
                                    uint _e2668 = l_mut_388_;
                                    bool l_974_ = (_e2667 == _e2668);
                                    uint _e2670 = l_mut_219_;
                                    uint _e2671 = l_mut_394_;
                                    bool l_975_ = (_e2670 < _e2671);
                                    if (l_974_) {
                                        local_80 = l_975_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_976_ = local_80;
                                    if (!(l_973_)) {
                                        local_81 = l_976_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_977_ = local_81;
                                    uint _e2682 = l_mut_741_;
                                    uint _e2683 = l_mut_102_;
                                    uint l_978_ = (_e2682 * _e2683);
                                    uint _e2685 = l_mut_96_;
                                    uint l_979_ = (_e2685 + l_978_);
                                    uint _e2687 = l_mut_102_;
                                    uint l_980_ = (l_979_ + _e2687);
                                    bool l_981_ = (l_980_ < l_4_);
                                    if (l_977_) {
                                        local_82 = l_981_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_982_ = local_82;
                                    bool l_983_ = !(l_982_);
                                    if (l_983_) {
                                        break;
                                    }
                                    uint _e2695 = l_mut_394_;
                                    uint _e2696 = l_mut_219_;
                                    uint l_984_ = (_e2695 - _e2696);
                                    uint _e2698 = l_mut_388_;
                                    uint _e2699 = l_mut_213_;
                                    uint l_985_ = (_e2698 - _e2699);
                                    uint _e2701 = l_mut_394_;
                                    uint _e2702 = l_mut_219_;
                                    bool l_986_ = (_e2701 < _e2702);
                                    uint l_987_ = uint(l_986_);
                                    uint l_988_ = (l_985_ - l_987_);
                                    l_mut_394_ = l_984_;
                                    l_mut_388_ = l_988_;
                                    uint _e2706 = l_mut_741_;
                                    l_mut_741_ = (_e2706 + 1u);
                                }
                            }
                        }
                        uint _e2709 = l_mut_741_;
                        uint _e2710 = l_mut_102_;
                        uint l_989_ = (_e2709 * _e2710);
                        uint _e2712 = l_mut_96_;
                        uint l_990_ = (_e2712 + l_989_);
                        uint _e2714 = l_mut_102_;
                        uint l_991_ = (l_990_ + _e2714);
                        bool l_992_ = (l_991_ >= l_4_);
                        if (l_992_) {
                            l_mut_421_ = 1u;
                        } else {
                            uint _e2718 = l_mut_219_;
                            uint _e2719 = l_mut_741_;
                            uint l_993_ = (_e2718 * _e2719);
                            uint _e2721 = l_mut_219_;
                            uint64_t l_2911_ = uint64_t(_e2721);
                            uint _e2723 = l_mut_741_;
                            uint64_t l_2912_ = uint64_t(_e2723);
                            uint64_t l_2913_ = (l_2911_ * l_2912_);
                            uint64_t l_2914_ = (l_2913_ >> uint(32uL));
                            uint l_994_ = uint(l_2914_);
                            uint _e2732 = l_mut_213_;
                            uint _e2733 = l_mut_741_;
                            uint l_995_ = (_e2732 * _e2733);
                            uint l_996_ = (l_994_ + l_995_);
                            uint _e2736 = l_mut_275_;
                            uint l_997_ = (_e2736 - l_993_);
                            uint _e2738 = l_mut_269_;
                            uint l_998_ = (_e2738 - l_996_);
                            uint _e2740 = l_mut_275_;
                            bool l_999_ = (_e2740 < l_993_);
                            uint l_1000_ = uint(l_999_);
                            uint l_1001_ = (l_998_ - l_1000_);
                            l_mut_445_ = l_997_;
                            l_mut_444_ = l_1001_;
                            uint _e2744 = l_mut_741_;
                            uint _e2745 = l_mut_102_;
                            uint l_1002_ = (_e2744 * _e2745);
                            uint _e2747 = l_mut_96_;
                            uint l_1003_ = (_e2747 + l_1002_);
                            l_mut_441_ = l_1003_;
                            uint _e2749 = l_mut_219_;
                            uint _e2750 = l_mut_445_;
                            uint l_1004_ = (_e2749 - _e2750);
                            uint _e2752 = l_mut_213_;
                            uint _e2753 = l_mut_444_;
                            uint l_1005_ = (_e2752 - _e2753);
                            uint _e2755 = l_mut_219_;
                            uint _e2756 = l_mut_445_;
                            bool l_1006_ = (_e2755 < _e2756);
                            uint l_1007_ = uint(l_1006_);
                            uint l_1008_ = (l_1005_ - l_1007_);
                            l_mut_736_ = l_1004_;
                            l_mut_450_ = l_1008_;
                            uint _e2760 = l_mut_102_;
                            uint _e2761 = l_mut_441_;
                            uint l_1009_ = (_e2760 + _e2761);
                            l_mut_440_ = l_1009_;
                        }
                    }
                }
                uint _e2763 = l_mut_445_;
                l_mut_275_ = _e2763;
                uint _e2764 = l_mut_444_;
                l_mut_269_ = _e2764;
                uint _e2765 = l_mut_736_;
                l_mut_219_ = _e2765;
                uint _e2766 = l_mut_450_;
                l_mut_213_ = _e2766;
                uint _e2767 = l_mut_440_;
                l_mut_102_ = _e2767;
                uint _e2768 = l_mut_441_;
                l_mut_96_ = _e2768;
                uint _e2769 = l_mut_439_;
                l_mut_151_ = _e2769;
                uint _e2770 = l_mut_428_;
                l_mut_145_ = _e2770;
                uint _e2771 = l_mut_421_;
                bool l_1010_ = (_e2771 == 1u);
                l_mut_350_ = l_1010_;
                uint _e2774 = l_mut_421_;
                bool l_1011_ = (_e2774 == 0u);
                l_mut_357_ = l_1011_;
            }
        }
        bool _e2777 = l_mut_350_;
        bool l_1012_ = !(_e2777);
        if (l_1012_) {
            uint l_2916_ = asuint(info.Load(20+0));
            uint l_2917_ = (l_2916_ * 1u);
            uint l_2918_ = (l_2917_ - 1u);
            uint l_2919_ = min(0u, l_2918_);
            uint _e2792; buffer_5_global.InterlockedAdd(l_2919_*4, 1u, _e2792);
            uint l_1015_ = naga_div(l_4_, 8u);
            l_mut_741_ = 0u;
            l_mut_736_ = 0u;
            l_mut_450_ = 0u;
            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
            bool loop_init_6 = true;
            while(true) {
                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                if (!loop_init_6) {
                    uint _e6224 = l_mut_1016_;
                    l_mut_1016_ = (_e6224 + 1u);
                }
                loop_init_6 = false;
                uint _e2800 = l_mut_1016_;
                if ((_e2800 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2803 = l_mut_1016_;
                    uint l_1017_ = (_e2803 * l_1015_);
                    bool l_1018_ = (l_1017_ < l_56_);
                    uint l_1019_ = naga_div(l_4_, 8u);
                    uint _e2808 = l_mut_1016_;
                    uint l_1020_ = (_e2808 * l_1019_);
                    uint l_1021_ = (l_1020_ + l_1020_);
                    uint l_1022_ = (l_72_ >> 31u);
                    bool l_1023_ = (l_1022_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1023_) {
                        uint l_1024_ = (0u - l_69_);
                        uint l_1025_ = (0u - l_72_);
                        bool l_1026_ = (0u < l_69_);
                        uint l_1027_ = uint(l_1026_);
                        uint l_1028_ = (l_1025_ - l_1027_);
                        l_mut_445_ = l_1024_;
                        l_mut_444_ = l_1028_;
                    }
                    uint _e2823 = l_mut_445_;
                    uint l_1029_ = (_e2823 * l_1021_);
                    uint _e2825 = l_mut_444_;
                    uint l_1030_ = (_e2825 * l_1021_);
                    uint _e2827 = l_mut_445_;
                    uint64_t l_2921_ = uint64_t(_e2827);
                    uint64_t l_2922_ = uint64_t(l_1021_);
                    uint64_t l_2923_ = (l_2921_ * l_2922_);
                    uint64_t l_2924_ = (l_2923_ >> uint(32uL));
                    uint l_1031_ = uint(l_2924_);
                    uint l_1032_ = (l_1031_ + l_1030_);
                    uint _e2838 = l_mut_444_;
                    uint64_t l_2926_ = uint64_t(_e2838);
                    uint64_t l_2927_ = uint64_t(l_1021_);
                    uint64_t l_2928_ = (l_2926_ * l_2927_);
                    uint64_t l_2929_ = (l_2928_ >> uint(32uL));
                    uint l_1033_ = uint(l_2929_);
                    bool l_1034_ = (l_1032_ < l_1030_);
                    uint l_1035_ = uint(l_1034_);
                    uint l_1036_ = (l_1033_ + l_1035_);
                    uint l_1037_ = naga_mod(l_9_, 32u);
                    l_mut_441_ = l_1029_;
                    bool l_1038_ = (l_1037_ > 0u);
                    if (l_1038_) {
                        uint l_1039_ = (l_1029_ >> l_1037_);
                        uint l_1040_ = (32u - l_1037_);
                        uint l_1041_ = (l_1032_ << l_1040_);
                        uint l_1042_ = (l_1039_ | l_1041_);
                        l_mut_441_ = l_1042_;
                    }
                    l_mut_440_ = l_1032_;
                    bool l_1043_ = (l_1037_ > 0u);
                    if (l_1043_) {
                        uint l_1044_ = (l_1032_ >> l_1037_);
                        uint l_1045_ = (32u - l_1037_);
                        uint l_1046_ = (l_1036_ << l_1045_);
                        uint l_1047_ = (l_1044_ | l_1046_);
                        l_mut_440_ = l_1047_;
                    }
                    uint _e2867 = l_mut_441_;
                    l_mut_439_ = _e2867;
                    uint _e2868 = l_mut_440_;
                    l_mut_441_ = _e2868;
                    bool l_1048_ = (l_9_ >= 64u);
                    if (l_1048_) {
                        l_mut_439_ = l_1036_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1049_ = (l_9_ >= 32u);
                        if (l_1049_) {
                            l_mut_440_ = l_1032_;
                            bool l_1050_ = (l_1037_ > 0u);
                            if (l_1050_) {
                                uint l_1051_ = (l_1032_ >> l_1037_);
                                uint l_1052_ = (32u - l_1037_);
                                uint l_1053_ = (l_1036_ << l_1052_);
                                uint l_1054_ = (l_1051_ | l_1053_);
                                l_mut_440_ = l_1054_;
                            }
                            uint l_1055_ = (l_1036_ >> l_1037_);
                            uint _e2882 = l_mut_440_;
                            l_mut_439_ = _e2882;
                            l_mut_441_ = l_1055_;
                        }
                    }
                    uint _e2883 = l_mut_439_;
                    l_mut_445_ = _e2883;
                    uint _e2884 = l_mut_441_;
                    l_mut_444_ = _e2884;
                    if (l_1023_) {
                        uint _e2886 = l_mut_445_;
                        uint l_1056_ = (0u - _e2886);
                        uint _e2889 = l_mut_444_;
                        uint l_1057_ = (0u - _e2889);
                        uint _e2892 = l_mut_445_;
                        bool l_1058_ = (0u < _e2892);
                        uint l_1059_ = uint(l_1058_);
                        uint l_1060_ = (l_1057_ - l_1059_);
                        l_mut_445_ = l_1056_;
                        l_mut_444_ = l_1060_;
                    }
                    uint _e2896 = l_mut_445_;
                    uint l_1061_ = (l_59_ + _e2896);
                    uint _e2898 = l_mut_444_;
                    uint l_1062_ = (l_62_ + _e2898);
                    bool l_1063_ = (l_1061_ < l_59_);
                    uint l_1064_ = uint(l_1063_);
                    uint l_1065_ = (l_1062_ + l_1064_);
                    uint l_1066_ = (l_59_ * l_1020_);
                    uint64_t l_2931_ = uint64_t(l_59_);
                    uint64_t l_2932_ = uint64_t(l_1020_);
                    uint64_t l_2933_ = (l_2931_ * l_2932_);
                    uint64_t l_2934_ = (l_2933_ >> uint(32uL));
                    uint l_1067_ = uint(l_2934_);
                    uint l_1068_ = (l_62_ * l_1020_);
                    uint l_1069_ = (l_1067_ + l_1068_);
                    uint l_1070_ = (l_64_ + l_1066_);
                    uint l_1071_ = (l_67_ + l_1069_);
                    bool l_1072_ = (l_1070_ < l_64_);
                    uint l_1073_ = uint(l_1072_);
                    uint l_1074_ = (l_1071_ + l_1073_);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1075_ = (l_1020_ < 65536u);
                    if (l_1075_) {
                        uint l_1076_ = (l_1020_ * l_1020_);
                        uint l_1077_ = (l_72_ >> 31u);
                        bool l_1078_ = (l_1077_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1078_) {
                            uint l_1079_ = (0u - l_69_);
                            uint l_1080_ = (0u - l_72_);
                            bool l_1081_ = (0u < l_69_);
                            uint l_1082_ = uint(l_1081_);
                            uint l_1083_ = (l_1080_ - l_1082_);
                            l_mut_441_ = l_1079_;
                            l_mut_440_ = l_1083_;
                        }
                        uint _e2937 = l_mut_441_;
                        uint l_1084_ = (_e2937 * l_1076_);
                        uint _e2939 = l_mut_440_;
                        uint l_1085_ = (_e2939 * l_1076_);
                        uint _e2941 = l_mut_441_;
                        uint64_t l_2936_ = uint64_t(_e2941);
                        uint64_t l_2937_ = uint64_t(l_1076_);
                        uint64_t l_2938_ = (l_2936_ * l_2937_);
                        uint64_t l_2939_ = (l_2938_ >> uint(32uL));
                        uint l_1086_ = uint(l_2939_);
                        uint l_1087_ = (l_1086_ + l_1085_);
                        uint _e2952 = l_mut_440_;
                        uint64_t l_2941_ = uint64_t(_e2952);
                        uint64_t l_2942_ = uint64_t(l_1076_);
                        uint64_t l_2943_ = (l_2941_ * l_2942_);
                        uint64_t l_2944_ = (l_2943_ >> uint(32uL));
                        uint l_1088_ = uint(l_2944_);
                        bool l_1089_ = (l_1087_ < l_1085_);
                        uint l_1090_ = uint(l_1089_);
                        uint l_1091_ = (l_1088_ + l_1090_);
                        uint l_1092_ = naga_mod(l_9_, 32u);
                        l_mut_439_ = l_1084_;
                        bool l_1093_ = (l_1092_ > 0u);
                        if (l_1093_) {
                            uint l_1094_ = (l_1084_ >> l_1092_);
                            uint l_1095_ = (32u - l_1092_);
                            uint l_1096_ = (l_1087_ << l_1095_);
                            uint l_1097_ = (l_1094_ | l_1096_);
                            l_mut_439_ = l_1097_;
                        }
                        l_mut_428_ = l_1087_;
                        bool l_1098_ = (l_1092_ > 0u);
                        if (l_1098_) {
                            uint l_1099_ = (l_1087_ >> l_1092_);
                            uint l_1100_ = (32u - l_1092_);
                            uint l_1101_ = (l_1091_ << l_1100_);
                            uint l_1102_ = (l_1099_ | l_1101_);
                            l_mut_428_ = l_1102_;
                        }
                        uint _e2981 = l_mut_439_;
                        l_mut_421_ = _e2981;
                        uint _e2982 = l_mut_428_;
                        l_mut_439_ = _e2982;
                        bool l_1103_ = (l_9_ >= 64u);
                        if (l_1103_) {
                            l_mut_421_ = l_1091_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1104_ = (l_9_ >= 32u);
                            if (l_1104_) {
                                l_mut_428_ = l_1087_;
                                bool l_1105_ = (l_1092_ > 0u);
                                if (l_1105_) {
                                    uint l_1106_ = (l_1087_ >> l_1092_);
                                    uint l_1107_ = (32u - l_1092_);
                                    uint l_1108_ = (l_1091_ << l_1107_);
                                    uint l_1109_ = (l_1106_ | l_1108_);
                                    l_mut_428_ = l_1109_;
                                }
                                uint l_1110_ = (l_1091_ >> l_1092_);
                                uint _e2996 = l_mut_428_;
                                l_mut_421_ = _e2996;
                                l_mut_439_ = l_1110_;
                            }
                        }
                        uint _e2997 = l_mut_421_;
                        l_mut_441_ = _e2997;
                        uint _e2998 = l_mut_439_;
                        l_mut_440_ = _e2998;
                        if (l_1078_) {
                            uint _e3000 = l_mut_441_;
                            uint l_1111_ = (0u - _e3000);
                            uint _e3003 = l_mut_440_;
                            uint l_1112_ = (0u - _e3003);
                            uint _e3006 = l_mut_441_;
                            bool l_1113_ = (0u < _e3006);
                            uint l_1114_ = uint(l_1113_);
                            uint l_1115_ = (l_1112_ - l_1114_);
                            l_mut_441_ = l_1111_;
                            l_mut_440_ = l_1115_;
                        }
                        uint _e3010 = l_mut_441_;
                        l_mut_445_ = _e3010;
                        uint _e3011 = l_mut_440_;
                        l_mut_444_ = _e3011;
                    } else {
                        uint l_1116_ = (l_72_ >> 31u);
                        bool l_1117_ = (l_1116_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1117_) {
                            uint l_1118_ = (0u - l_69_);
                            uint l_1119_ = (0u - l_72_);
                            bool l_1120_ = (0u < l_69_);
                            uint l_1121_ = uint(l_1120_);
                            uint l_1122_ = (l_1119_ - l_1121_);
                            l_mut_441_ = l_1118_;
                            l_mut_440_ = l_1122_;
                        }
                        uint _e3024 = l_mut_441_;
                        uint l_1123_ = (_e3024 * l_1020_);
                        uint _e3026 = l_mut_440_;
                        uint l_1124_ = (_e3026 * l_1020_);
                        uint _e3028 = l_mut_441_;
                        uint64_t l_2946_ = uint64_t(_e3028);
                        uint64_t l_2947_ = uint64_t(l_1020_);
                        uint64_t l_2948_ = (l_2946_ * l_2947_);
                        uint64_t l_2949_ = (l_2948_ >> uint(32uL));
                        uint l_1125_ = uint(l_2949_);
                        uint l_1126_ = (l_1125_ + l_1124_);
                        uint _e3039 = l_mut_440_;
                        uint64_t l_2951_ = uint64_t(_e3039);
                        uint64_t l_2952_ = uint64_t(l_1020_);
                        uint64_t l_2953_ = (l_2951_ * l_2952_);
                        uint64_t l_2954_ = (l_2953_ >> uint(32uL));
                        uint l_1127_ = uint(l_2954_);
                        bool l_1128_ = (l_1126_ < l_1124_);
                        uint l_1129_ = uint(l_1128_);
                        uint l_1130_ = (l_1127_ + l_1129_);
                        l_mut_439_ = l_1123_;
                        bool l_1132_ = (0u > 0u);
                        if (l_1132_) {
                            uint l_1133_ = (l_1123_ >> 0u);
                            uint l_1134_ = (32u - 0u);
                            uint l_1135_ = (l_1126_ << l_1134_);
                            uint l_1136_ = (l_1133_ | l_1135_);
                            l_mut_439_ = l_1136_;
                        }
                        l_mut_428_ = l_1126_;
                        bool l_1137_ = (0u > 0u);
                        if (l_1137_) {
                            uint l_1138_ = (l_1126_ >> 0u);
                            uint l_1139_ = (32u - 0u);
                            uint l_1140_ = (l_1130_ << l_1139_);
                            uint l_1141_ = (l_1138_ | l_1140_);
                            l_mut_428_ = l_1141_;
                        }
                        uint _e3067 = l_mut_439_;
                        l_mut_421_ = _e3067;
                        uint _e3068 = l_mut_428_;
                        l_mut_439_ = _e3068;
                        if (false) {
                            l_mut_421_ = l_1130_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1126_;
                                bool l_1144_ = (0u > 0u);
                                if (l_1144_) {
                                    uint l_1145_ = (l_1126_ >> 0u);
                                    uint l_1146_ = (32u - 0u);
                                    uint l_1147_ = (l_1130_ << l_1146_);
                                    uint l_1148_ = (l_1145_ | l_1147_);
                                    l_mut_428_ = l_1148_;
                                }
                                uint l_1149_ = (l_1130_ >> 0u);
                                uint _e3080 = l_mut_428_;
                                l_mut_421_ = _e3080;
                                l_mut_439_ = l_1149_;
                            }
                        }
                        uint _e3081 = l_mut_441_;
                        uint l_1150_ = (_e3081 * l_1020_);
                        uint _e3083 = l_mut_440_;
                        uint l_1151_ = (_e3083 * l_1020_);
                        uint _e3085 = l_mut_441_;
                        uint64_t l_2956_ = uint64_t(_e3085);
                        uint64_t l_2957_ = uint64_t(l_1020_);
                        uint64_t l_2958_ = (l_2956_ * l_2957_);
                        uint64_t l_2959_ = (l_2958_ >> uint(32uL));
                        uint l_1152_ = uint(l_2959_);
                        uint l_1153_ = (l_1152_ + l_1151_);
                        uint _e3096 = l_mut_440_;
                        uint64_t l_2961_ = uint64_t(_e3096);
                        uint64_t l_2962_ = uint64_t(l_1020_);
                        uint64_t l_2963_ = (l_2961_ * l_2962_);
                        uint64_t l_2964_ = (l_2963_ >> uint(32uL));
                        uint l_1154_ = uint(l_2964_);
                        bool l_1155_ = (l_1153_ < l_1151_);
                        uint l_1156_ = uint(l_1155_);
                        uint l_1157_ = (l_1154_ + l_1156_);
                        l_mut_428_ = l_1150_;
                        bool l_1159_ = (0u > 0u);
                        if (l_1159_) {
                            uint l_1160_ = (l_1150_ >> 0u);
                            uint l_1161_ = (32u - 0u);
                            uint l_1162_ = (l_1153_ << l_1161_);
                            uint l_1163_ = (l_1160_ | l_1162_);
                            l_mut_428_ = l_1163_;
                        }
                        l_mut_394_ = l_1153_;
                        bool l_1164_ = (0u > 0u);
                        if (l_1164_) {
                            uint l_1165_ = (l_1153_ >> 0u);
                            uint l_1166_ = (32u - 0u);
                            uint l_1167_ = (l_1157_ << l_1166_);
                            uint l_1168_ = (l_1165_ | l_1167_);
                            l_mut_394_ = l_1168_;
                        }
                        uint _e3124 = l_mut_428_;
                        l_mut_388_ = _e3124;
                        uint _e3125 = l_mut_394_;
                        l_mut_428_ = _e3125;
                        if (true) {
                            l_mut_388_ = l_1157_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1153_;
                                bool l_1171_ = (0u > 0u);
                                if (l_1171_) {
                                    uint l_1172_ = (l_1153_ >> 0u);
                                    uint l_1173_ = (32u - 0u);
                                    uint l_1174_ = (l_1157_ << l_1173_);
                                    uint l_1175_ = (l_1172_ | l_1174_);
                                    l_mut_394_ = l_1175_;
                                }
                                uint l_1176_ = (l_1157_ >> 0u);
                                uint _e3137 = l_mut_394_;
                                l_mut_388_ = _e3137;
                                l_mut_428_ = l_1176_;
                            }
                        }
                        uint _e3138 = l_mut_421_;
                        uint l_1177_ = (_e3138 * l_1020_);
                        uint _e3140 = l_mut_439_;
                        uint l_1178_ = (_e3140 * l_1020_);
                        uint _e3142 = l_mut_421_;
                        uint64_t l_2966_ = uint64_t(_e3142);
                        uint64_t l_2967_ = uint64_t(l_1020_);
                        uint64_t l_2968_ = (l_2966_ * l_2967_);
                        uint64_t l_2969_ = (l_2968_ >> uint(32uL));
                        uint l_1179_ = uint(l_2969_);
                        uint l_1180_ = (l_1179_ + l_1178_);
                        uint _e3153 = l_mut_439_;
                        uint64_t l_2971_ = uint64_t(_e3153);
                        uint64_t l_2972_ = uint64_t(l_1020_);
                        uint64_t l_2973_ = (l_2971_ * l_2972_);
                        uint64_t l_2974_ = (l_2973_ >> uint(32uL));
                        uint l_1181_ = uint(l_2974_);
                        bool l_1182_ = (l_1180_ < l_1178_);
                        uint l_1183_ = uint(l_1182_);
                        uint l_1184_ = (l_1181_ + l_1183_);
                        l_mut_441_ = l_1177_;
                        bool l_1186_ = (0u > 0u);
                        if (l_1186_) {
                            uint l_1187_ = (l_1177_ >> 0u);
                            uint l_1188_ = (32u - 0u);
                            uint l_1189_ = (l_1180_ << l_1188_);
                            uint l_1190_ = (l_1187_ | l_1189_);
                            l_mut_441_ = l_1190_;
                        }
                        l_mut_440_ = l_1180_;
                        bool l_1191_ = (0u > 0u);
                        if (l_1191_) {
                            uint l_1192_ = (l_1180_ >> 0u);
                            uint l_1193_ = (32u - 0u);
                            uint l_1194_ = (l_1184_ << l_1193_);
                            uint l_1195_ = (l_1192_ | l_1194_);
                            l_mut_440_ = l_1195_;
                        }
                        uint _e3181 = l_mut_441_;
                        l_mut_394_ = _e3181;
                        uint _e3182 = l_mut_440_;
                        l_mut_441_ = _e3182;
                        if (false) {
                            l_mut_394_ = l_1184_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1180_;
                                bool l_1198_ = (0u > 0u);
                                if (l_1198_) {
                                    uint l_1199_ = (l_1180_ >> 0u);
                                    uint l_1200_ = (32u - 0u);
                                    uint l_1201_ = (l_1184_ << l_1200_);
                                    uint l_1202_ = (l_1199_ | l_1201_);
                                    l_mut_440_ = l_1202_;
                                }
                                uint l_1203_ = (l_1184_ >> 0u);
                                uint _e3194 = l_mut_440_;
                                l_mut_394_ = _e3194;
                                l_mut_441_ = l_1203_;
                            }
                        }
                        uint _e3195 = l_mut_421_;
                        uint l_1204_ = (_e3195 * l_1020_);
                        uint _e3197 = l_mut_439_;
                        uint l_1205_ = (_e3197 * l_1020_);
                        uint _e3199 = l_mut_421_;
                        uint64_t l_2976_ = uint64_t(_e3199);
                        uint64_t l_2977_ = uint64_t(l_1020_);
                        uint64_t l_2978_ = (l_2976_ * l_2977_);
                        uint64_t l_2979_ = (l_2978_ >> uint(32uL));
                        uint l_1206_ = uint(l_2979_);
                        uint l_1207_ = (l_1206_ + l_1205_);
                        uint _e3210 = l_mut_439_;
                        uint64_t l_2981_ = uint64_t(_e3210);
                        uint64_t l_2982_ = uint64_t(l_1020_);
                        uint64_t l_2983_ = (l_2981_ * l_2982_);
                        uint64_t l_2984_ = (l_2983_ >> uint(32uL));
                        uint l_1208_ = uint(l_2984_);
                        bool l_1209_ = (l_1207_ < l_1205_);
                        uint l_1210_ = uint(l_1209_);
                        uint l_1211_ = (l_1208_ + l_1210_);
                        l_mut_440_ = l_1204_;
                        bool l_1213_ = (0u > 0u);
                        if (l_1213_) {
                            uint l_1214_ = (l_1204_ >> 0u);
                            uint l_1215_ = (32u - 0u);
                            uint l_1216_ = (l_1207_ << l_1215_);
                            uint l_1217_ = (l_1214_ | l_1216_);
                            l_mut_440_ = l_1217_;
                        }
                        l_mut_382_ = l_1207_;
                        bool l_1218_ = (0u > 0u);
                        if (l_1218_) {
                            uint l_1219_ = (l_1207_ >> 0u);
                            uint l_1220_ = (32u - 0u);
                            uint l_1221_ = (l_1211_ << l_1220_);
                            uint l_1222_ = (l_1219_ | l_1221_);
                            l_mut_382_ = l_1222_;
                        }
                        uint _e3238 = l_mut_440_;
                        l_mut_275_ = _e3238;
                        uint _e3239 = l_mut_382_;
                        l_mut_440_ = _e3239;
                        if (true) {
                            l_mut_275_ = l_1211_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1207_;
                                bool l_1225_ = (0u > 0u);
                                if (l_1225_) {
                                    uint l_1226_ = (l_1207_ >> 0u);
                                    uint l_1227_ = (32u - 0u);
                                    uint l_1228_ = (l_1211_ << l_1227_);
                                    uint l_1229_ = (l_1226_ | l_1228_);
                                    l_mut_382_ = l_1229_;
                                }
                                uint l_1230_ = (l_1211_ >> 0u);
                                uint _e3251 = l_mut_382_;
                                l_mut_275_ = _e3251;
                                l_mut_440_ = l_1230_;
                            }
                        }
                        uint _e3252 = l_mut_388_;
                        uint l_1231_ = (_e3252 * l_1020_);
                        uint _e3254 = l_mut_388_;
                        uint64_t l_2986_ = uint64_t(_e3254);
                        uint64_t l_2987_ = uint64_t(l_1020_);
                        uint64_t l_2988_ = (l_2986_ * l_2987_);
                        uint64_t l_2989_ = (l_2988_ >> uint(32uL));
                        uint l_1232_ = uint(l_2989_);
                        uint _e3264 = l_mut_428_;
                        uint l_1233_ = (_e3264 * l_1020_);
                        uint l_1234_ = (l_1232_ + l_1233_);
                        uint _e3267 = l_mut_275_;
                        uint l_1235_ = (_e3267 + l_1231_);
                        uint _e3269 = l_mut_440_;
                        uint l_1236_ = (_e3269 + l_1234_);
                        uint _e3271 = l_mut_275_;
                        bool l_1237_ = (l_1235_ < _e3271);
                        uint l_1238_ = uint(l_1237_);
                        uint l_1239_ = (l_1236_ + l_1238_);
                        uint _e3275 = l_mut_394_;
                        l_mut_445_ = _e3275;
                        uint _e3276 = l_mut_441_;
                        l_mut_444_ = _e3276;
                        bool l_1240_ = (l_9_ == 64u);
                        if (l_1240_) {
                            l_mut_445_ = l_1235_;
                            l_mut_444_ = l_1239_;
                        } else {
                            bool l_1241_ = (l_9_ > 0u);
                            if (l_1241_) {
                                uint l_1242_ = (64u - l_9_);
                                l_mut_440_ = l_1235_;
                                l_mut_439_ = l_1239_;
                                bool l_1243_ = (l_1242_ >= 32u);
                                if (l_1243_) {
                                    uint l_1244_ = (l_1242_ & 31u);
                                    uint l_1245_ = (l_1235_ << l_1244_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1245_;
                                } else {
                                    bool l_1246_ = (l_1242_ > 0u);
                                    if (l_1246_) {
                                        uint l_1247_ = (l_1235_ << l_1242_);
                                        uint l_1248_ = (l_1239_ << l_1242_);
                                        uint l_1249_ = (32u - l_1242_);
                                        uint l_1250_ = (l_1235_ >> l_1249_);
                                        uint l_1251_ = (l_1248_ | l_1250_);
                                        l_mut_440_ = l_1247_;
                                        l_mut_439_ = l_1251_;
                                    }
                                }
                                uint _e3297 = l_mut_394_;
                                l_mut_428_ = _e3297;
                                uint _e3298 = l_mut_441_;
                                l_mut_421_ = _e3298;
                                bool l_1252_ = (l_9_ >= 32u);
                                if (l_1252_) {
                                    uint l_1253_ = (l_9_ & 31u);
                                    uint _e3303 = l_mut_441_;
                                    uint l_1254_ = (_e3303 >> l_1253_);
                                    l_mut_428_ = l_1254_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1255_ = (l_9_ > 0u);
                                    if (l_1255_) {
                                        uint _e3308 = l_mut_394_;
                                        l_mut_388_ = _e3308;
                                        bool l_1256_ = (l_9_ > 0u);
                                        if (l_1256_) {
                                            uint _e3311 = l_mut_394_;
                                            uint l_1257_ = (_e3311 >> l_9_);
                                            uint l_1258_ = (32u - l_9_);
                                            uint _e3315 = l_mut_441_;
                                            uint l_1259_ = (_e3315 << l_1258_);
                                            uint l_1260_ = (l_1257_ | l_1259_);
                                            l_mut_388_ = l_1260_;
                                        }
                                        uint _e3318 = l_mut_441_;
                                        uint l_1261_ = (_e3318 >> l_9_);
                                        uint _e3320 = l_mut_388_;
                                        l_mut_428_ = _e3320;
                                        l_mut_421_ = l_1261_;
                                    }
                                }
                                uint _e3321 = l_mut_440_;
                                uint _e3322 = l_mut_428_;
                                uint l_1262_ = (_e3321 + _e3322);
                                uint _e3324 = l_mut_439_;
                                uint _e3325 = l_mut_421_;
                                uint l_1263_ = (_e3324 + _e3325);
                                uint _e3327 = l_mut_440_;
                                bool l_1264_ = (l_1262_ < _e3327);
                                uint l_1265_ = uint(l_1264_);
                                uint l_1266_ = (l_1263_ + l_1265_);
                                l_mut_445_ = l_1262_;
                                l_mut_444_ = l_1266_;
                            }
                        }
                        if (l_1117_) {
                            uint _e3332 = l_mut_445_;
                            uint l_1267_ = (0u - _e3332);
                            uint _e3335 = l_mut_444_;
                            uint l_1268_ = (0u - _e3335);
                            uint _e3338 = l_mut_445_;
                            bool l_1269_ = (0u < _e3338);
                            uint l_1270_ = uint(l_1269_);
                            uint l_1271_ = (l_1268_ - l_1270_);
                            l_mut_445_ = l_1267_;
                            l_mut_444_ = l_1271_;
                        }
                    }
                    uint _e3342 = l_mut_445_;
                    uint l_1272_ = (l_1070_ + _e3342);
                    uint _e3344 = l_mut_444_;
                    uint l_1273_ = (l_1074_ + _e3344);
                    bool l_1274_ = (l_1272_ < l_1070_);
                    uint l_1275_ = uint(l_1274_);
                    uint l_1276_ = (l_1273_ + l_1275_);
                    uint l_1277_ = (l_72_ >> 31u);
                    bool l_1278_ = (l_1277_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1278_) {
                        uint l_1279_ = (0u - l_69_);
                        uint l_1280_ = (0u - l_72_);
                        bool l_1281_ = (0u < l_69_);
                        uint l_1282_ = uint(l_1281_);
                        uint l_1283_ = (l_1280_ - l_1282_);
                        l_mut_445_ = l_1279_;
                        l_mut_444_ = l_1283_;
                    }
                    uint _e3361 = l_mut_445_;
                    uint l_1284_ = (_e3361 * l_1019_);
                    uint _e3363 = l_mut_444_;
                    uint l_1285_ = (_e3363 * l_1019_);
                    uint _e3365 = l_mut_445_;
                    uint64_t l_2991_ = uint64_t(_e3365);
                    uint64_t l_2992_ = uint64_t(l_1019_);
                    uint64_t l_2993_ = (l_2991_ * l_2992_);
                    uint64_t l_2994_ = (l_2993_ >> uint(32uL));
                    uint l_1286_ = uint(l_2994_);
                    uint l_1287_ = (l_1286_ + l_1285_);
                    uint _e3376 = l_mut_444_;
                    uint64_t l_2996_ = uint64_t(_e3376);
                    uint64_t l_2997_ = uint64_t(l_1019_);
                    uint64_t l_2998_ = (l_2996_ * l_2997_);
                    uint64_t l_2999_ = (l_2998_ >> uint(32uL));
                    uint l_1288_ = uint(l_2999_);
                    bool l_1289_ = (l_1287_ < l_1285_);
                    uint l_1290_ = uint(l_1289_);
                    uint l_1291_ = (l_1288_ + l_1290_);
                    uint l_1292_ = naga_mod(l_9_, 32u);
                    l_mut_441_ = l_1284_;
                    bool l_1293_ = (l_1292_ > 0u);
                    if (l_1293_) {
                        uint l_1294_ = (l_1284_ >> l_1292_);
                        uint l_1295_ = (32u - l_1292_);
                        uint l_1296_ = (l_1287_ << l_1295_);
                        uint l_1297_ = (l_1294_ | l_1296_);
                        l_mut_441_ = l_1297_;
                    }
                    l_mut_440_ = l_1287_;
                    bool l_1298_ = (l_1292_ > 0u);
                    if (l_1298_) {
                        uint l_1299_ = (l_1287_ >> l_1292_);
                        uint l_1300_ = (32u - l_1292_);
                        uint l_1301_ = (l_1291_ << l_1300_);
                        uint l_1302_ = (l_1299_ | l_1301_);
                        l_mut_440_ = l_1302_;
                    }
                    uint _e3405 = l_mut_441_;
                    l_mut_439_ = _e3405;
                    uint _e3406 = l_mut_440_;
                    l_mut_441_ = _e3406;
                    bool l_1303_ = (l_9_ >= 64u);
                    if (l_1303_) {
                        l_mut_439_ = l_1291_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1304_ = (l_9_ >= 32u);
                        if (l_1304_) {
                            l_mut_440_ = l_1287_;
                            bool l_1305_ = (l_1292_ > 0u);
                            if (l_1305_) {
                                uint l_1306_ = (l_1287_ >> l_1292_);
                                uint l_1307_ = (32u - l_1292_);
                                uint l_1308_ = (l_1291_ << l_1307_);
                                uint l_1309_ = (l_1306_ | l_1308_);
                                l_mut_440_ = l_1309_;
                            }
                            uint l_1310_ = (l_1291_ >> l_1292_);
                            uint _e3420 = l_mut_440_;
                            l_mut_439_ = _e3420;
                            l_mut_441_ = l_1310_;
                        }
                    }
                    uint _e3421 = l_mut_439_;
                    l_mut_445_ = _e3421;
                    uint _e3422 = l_mut_441_;
                    l_mut_444_ = _e3422;
                    if (l_1278_) {
                        uint _e3424 = l_mut_445_;
                        uint l_1311_ = (0u - _e3424);
                        uint _e3427 = l_mut_444_;
                        uint l_1312_ = (0u - _e3427);
                        uint _e3430 = l_mut_445_;
                        bool l_1313_ = (0u < _e3430);
                        uint l_1314_ = uint(l_1313_);
                        uint l_1315_ = (l_1312_ - l_1314_);
                        l_mut_445_ = l_1311_;
                        l_mut_444_ = l_1315_;
                    }
                    uint _e3434 = l_mut_445_;
                    uint l_1316_ = (l_1061_ + _e3434);
                    uint _e3436 = l_mut_444_;
                    uint l_1317_ = (l_1065_ + _e3436);
                    bool l_1318_ = (l_1316_ < l_1061_);
                    uint l_1319_ = uint(l_1318_);
                    uint l_1320_ = (l_1317_ + l_1319_);
                    uint l_1321_ = (l_9_ + 3u);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1322_ = (l_1019_ < 65536u);
                    if (l_1322_) {
                        uint l_1323_ = (l_1019_ * l_1019_);
                        uint l_1324_ = (l_72_ >> 31u);
                        bool l_1325_ = (l_1324_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1325_) {
                            uint l_1326_ = (0u - l_69_);
                            uint l_1327_ = (0u - l_72_);
                            bool l_1328_ = (0u < l_69_);
                            uint l_1329_ = uint(l_1328_);
                            uint l_1330_ = (l_1327_ - l_1329_);
                            l_mut_441_ = l_1326_;
                            l_mut_440_ = l_1330_;
                        }
                        uint _e3460 = l_mut_441_;
                        uint l_1331_ = (_e3460 * l_1323_);
                        uint _e3462 = l_mut_440_;
                        uint l_1332_ = (_e3462 * l_1323_);
                        uint _e3464 = l_mut_441_;
                        uint64_t l_3001_ = uint64_t(_e3464);
                        uint64_t l_3002_ = uint64_t(l_1323_);
                        uint64_t l_3003_ = (l_3001_ * l_3002_);
                        uint64_t l_3004_ = (l_3003_ >> uint(32uL));
                        uint l_1333_ = uint(l_3004_);
                        uint l_1334_ = (l_1333_ + l_1332_);
                        uint _e3475 = l_mut_440_;
                        uint64_t l_3006_ = uint64_t(_e3475);
                        uint64_t l_3007_ = uint64_t(l_1323_);
                        uint64_t l_3008_ = (l_3006_ * l_3007_);
                        uint64_t l_3009_ = (l_3008_ >> uint(32uL));
                        uint l_1335_ = uint(l_3009_);
                        bool l_1336_ = (l_1334_ < l_1332_);
                        uint l_1337_ = uint(l_1336_);
                        uint l_1338_ = (l_1335_ + l_1337_);
                        uint l_1339_ = naga_mod(l_1321_, 32u);
                        l_mut_439_ = l_1331_;
                        bool l_1340_ = (l_1339_ > 0u);
                        if (l_1340_) {
                            uint l_1341_ = (l_1331_ >> l_1339_);
                            uint l_1342_ = (32u - l_1339_);
                            uint l_1343_ = (l_1334_ << l_1342_);
                            uint l_1344_ = (l_1341_ | l_1343_);
                            l_mut_439_ = l_1344_;
                        }
                        l_mut_428_ = l_1334_;
                        bool l_1345_ = (l_1339_ > 0u);
                        if (l_1345_) {
                            uint l_1346_ = (l_1334_ >> l_1339_);
                            uint l_1347_ = (32u - l_1339_);
                            uint l_1348_ = (l_1338_ << l_1347_);
                            uint l_1349_ = (l_1346_ | l_1348_);
                            l_mut_428_ = l_1349_;
                        }
                        uint _e3504 = l_mut_439_;
                        l_mut_421_ = _e3504;
                        uint _e3505 = l_mut_428_;
                        l_mut_439_ = _e3505;
                        bool l_1350_ = (l_1321_ >= 64u);
                        if (l_1350_) {
                            l_mut_421_ = l_1338_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1351_ = (l_1321_ >= 32u);
                            if (l_1351_) {
                                l_mut_428_ = l_1334_;
                                bool l_1352_ = (l_1339_ > 0u);
                                if (l_1352_) {
                                    uint l_1353_ = (l_1334_ >> l_1339_);
                                    uint l_1354_ = (32u - l_1339_);
                                    uint l_1355_ = (l_1338_ << l_1354_);
                                    uint l_1356_ = (l_1353_ | l_1355_);
                                    l_mut_428_ = l_1356_;
                                }
                                uint l_1357_ = (l_1338_ >> l_1339_);
                                uint _e3519 = l_mut_428_;
                                l_mut_421_ = _e3519;
                                l_mut_439_ = l_1357_;
                            }
                        }
                        uint _e3520 = l_mut_421_;
                        l_mut_441_ = _e3520;
                        uint _e3521 = l_mut_439_;
                        l_mut_440_ = _e3521;
                        if (l_1325_) {
                            uint _e3523 = l_mut_441_;
                            uint l_1358_ = (0u - _e3523);
                            uint _e3526 = l_mut_440_;
                            uint l_1359_ = (0u - _e3526);
                            uint _e3529 = l_mut_441_;
                            bool l_1360_ = (0u < _e3529);
                            uint l_1361_ = uint(l_1360_);
                            uint l_1362_ = (l_1359_ - l_1361_);
                            l_mut_441_ = l_1358_;
                            l_mut_440_ = l_1362_;
                        }
                        uint _e3533 = l_mut_441_;
                        l_mut_445_ = _e3533;
                        uint _e3534 = l_mut_440_;
                        l_mut_444_ = _e3534;
                    } else {
                        uint l_1363_ = (l_72_ >> 31u);
                        bool l_1364_ = (l_1363_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1364_) {
                            uint l_1365_ = (0u - l_69_);
                            uint l_1366_ = (0u - l_72_);
                            bool l_1367_ = (0u < l_69_);
                            uint l_1368_ = uint(l_1367_);
                            uint l_1369_ = (l_1366_ - l_1368_);
                            l_mut_441_ = l_1365_;
                            l_mut_440_ = l_1369_;
                        }
                        uint _e3547 = l_mut_441_;
                        uint l_1370_ = (_e3547 * l_1019_);
                        uint _e3549 = l_mut_440_;
                        uint l_1371_ = (_e3549 * l_1019_);
                        uint _e3551 = l_mut_441_;
                        uint64_t l_3011_ = uint64_t(_e3551);
                        uint64_t l_3012_ = uint64_t(l_1019_);
                        uint64_t l_3013_ = (l_3011_ * l_3012_);
                        uint64_t l_3014_ = (l_3013_ >> uint(32uL));
                        uint l_1372_ = uint(l_3014_);
                        uint l_1373_ = (l_1372_ + l_1371_);
                        uint _e3562 = l_mut_440_;
                        uint64_t l_3016_ = uint64_t(_e3562);
                        uint64_t l_3017_ = uint64_t(l_1019_);
                        uint64_t l_3018_ = (l_3016_ * l_3017_);
                        uint64_t l_3019_ = (l_3018_ >> uint(32uL));
                        uint l_1374_ = uint(l_3019_);
                        bool l_1375_ = (l_1373_ < l_1371_);
                        uint l_1376_ = uint(l_1375_);
                        uint l_1377_ = (l_1374_ + l_1376_);
                        l_mut_439_ = l_1370_;
                        bool l_1379_ = (0u > 0u);
                        if (l_1379_) {
                            uint l_1380_ = (l_1370_ >> 0u);
                            uint l_1381_ = (32u - 0u);
                            uint l_1382_ = (l_1373_ << l_1381_);
                            uint l_1383_ = (l_1380_ | l_1382_);
                            l_mut_439_ = l_1383_;
                        }
                        l_mut_428_ = l_1373_;
                        bool l_1384_ = (0u > 0u);
                        if (l_1384_) {
                            uint l_1385_ = (l_1373_ >> 0u);
                            uint l_1386_ = (32u - 0u);
                            uint l_1387_ = (l_1377_ << l_1386_);
                            uint l_1388_ = (l_1385_ | l_1387_);
                            l_mut_428_ = l_1388_;
                        }
                        uint _e3590 = l_mut_439_;
                        l_mut_421_ = _e3590;
                        uint _e3591 = l_mut_428_;
                        l_mut_439_ = _e3591;
                        if (false) {
                            l_mut_421_ = l_1377_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1373_;
                                bool l_1391_ = (0u > 0u);
                                if (l_1391_) {
                                    uint l_1392_ = (l_1373_ >> 0u);
                                    uint l_1393_ = (32u - 0u);
                                    uint l_1394_ = (l_1377_ << l_1393_);
                                    uint l_1395_ = (l_1392_ | l_1394_);
                                    l_mut_428_ = l_1395_;
                                }
                                uint l_1396_ = (l_1377_ >> 0u);
                                uint _e3603 = l_mut_428_;
                                l_mut_421_ = _e3603;
                                l_mut_439_ = l_1396_;
                            }
                        }
                        uint _e3604 = l_mut_441_;
                        uint l_1397_ = (_e3604 * l_1019_);
                        uint _e3606 = l_mut_440_;
                        uint l_1398_ = (_e3606 * l_1019_);
                        uint _e3608 = l_mut_441_;
                        uint64_t l_3021_ = uint64_t(_e3608);
                        uint64_t l_3022_ = uint64_t(l_1019_);
                        uint64_t l_3023_ = (l_3021_ * l_3022_);
                        uint64_t l_3024_ = (l_3023_ >> uint(32uL));
                        uint l_1399_ = uint(l_3024_);
                        uint l_1400_ = (l_1399_ + l_1398_);
                        uint _e3619 = l_mut_440_;
                        uint64_t l_3026_ = uint64_t(_e3619);
                        uint64_t l_3027_ = uint64_t(l_1019_);
                        uint64_t l_3028_ = (l_3026_ * l_3027_);
                        uint64_t l_3029_ = (l_3028_ >> uint(32uL));
                        uint l_1401_ = uint(l_3029_);
                        bool l_1402_ = (l_1400_ < l_1398_);
                        uint l_1403_ = uint(l_1402_);
                        uint l_1404_ = (l_1401_ + l_1403_);
                        l_mut_428_ = l_1397_;
                        bool l_1406_ = (0u > 0u);
                        if (l_1406_) {
                            uint l_1407_ = (l_1397_ >> 0u);
                            uint l_1408_ = (32u - 0u);
                            uint l_1409_ = (l_1400_ << l_1408_);
                            uint l_1410_ = (l_1407_ | l_1409_);
                            l_mut_428_ = l_1410_;
                        }
                        l_mut_394_ = l_1400_;
                        bool l_1411_ = (0u > 0u);
                        if (l_1411_) {
                            uint l_1412_ = (l_1400_ >> 0u);
                            uint l_1413_ = (32u - 0u);
                            uint l_1414_ = (l_1404_ << l_1413_);
                            uint l_1415_ = (l_1412_ | l_1414_);
                            l_mut_394_ = l_1415_;
                        }
                        uint _e3647 = l_mut_428_;
                        l_mut_388_ = _e3647;
                        uint _e3648 = l_mut_394_;
                        l_mut_428_ = _e3648;
                        if (true) {
                            l_mut_388_ = l_1404_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1400_;
                                bool l_1418_ = (0u > 0u);
                                if (l_1418_) {
                                    uint l_1419_ = (l_1400_ >> 0u);
                                    uint l_1420_ = (32u - 0u);
                                    uint l_1421_ = (l_1404_ << l_1420_);
                                    uint l_1422_ = (l_1419_ | l_1421_);
                                    l_mut_394_ = l_1422_;
                                }
                                uint l_1423_ = (l_1404_ >> 0u);
                                uint _e3660 = l_mut_394_;
                                l_mut_388_ = _e3660;
                                l_mut_428_ = l_1423_;
                            }
                        }
                        uint _e3661 = l_mut_421_;
                        uint l_1424_ = (_e3661 * l_1019_);
                        uint _e3663 = l_mut_439_;
                        uint l_1425_ = (_e3663 * l_1019_);
                        uint _e3665 = l_mut_421_;
                        uint64_t l_3031_ = uint64_t(_e3665);
                        uint64_t l_3032_ = uint64_t(l_1019_);
                        uint64_t l_3033_ = (l_3031_ * l_3032_);
                        uint64_t l_3034_ = (l_3033_ >> uint(32uL));
                        uint l_1426_ = uint(l_3034_);
                        uint l_1427_ = (l_1426_ + l_1425_);
                        uint _e3676 = l_mut_439_;
                        uint64_t l_3036_ = uint64_t(_e3676);
                        uint64_t l_3037_ = uint64_t(l_1019_);
                        uint64_t l_3038_ = (l_3036_ * l_3037_);
                        uint64_t l_3039_ = (l_3038_ >> uint(32uL));
                        uint l_1428_ = uint(l_3039_);
                        bool l_1429_ = (l_1427_ < l_1425_);
                        uint l_1430_ = uint(l_1429_);
                        uint l_1431_ = (l_1428_ + l_1430_);
                        l_mut_441_ = l_1424_;
                        bool l_1433_ = (0u > 0u);
                        if (l_1433_) {
                            uint l_1434_ = (l_1424_ >> 0u);
                            uint l_1435_ = (32u - 0u);
                            uint l_1436_ = (l_1427_ << l_1435_);
                            uint l_1437_ = (l_1434_ | l_1436_);
                            l_mut_441_ = l_1437_;
                        }
                        l_mut_440_ = l_1427_;
                        bool l_1438_ = (0u > 0u);
                        if (l_1438_) {
                            uint l_1439_ = (l_1427_ >> 0u);
                            uint l_1440_ = (32u - 0u);
                            uint l_1441_ = (l_1431_ << l_1440_);
                            uint l_1442_ = (l_1439_ | l_1441_);
                            l_mut_440_ = l_1442_;
                        }
                        uint _e3704 = l_mut_441_;
                        l_mut_394_ = _e3704;
                        uint _e3705 = l_mut_440_;
                        l_mut_441_ = _e3705;
                        if (false) {
                            l_mut_394_ = l_1431_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1427_;
                                bool l_1445_ = (0u > 0u);
                                if (l_1445_) {
                                    uint l_1446_ = (l_1427_ >> 0u);
                                    uint l_1447_ = (32u - 0u);
                                    uint l_1448_ = (l_1431_ << l_1447_);
                                    uint l_1449_ = (l_1446_ | l_1448_);
                                    l_mut_440_ = l_1449_;
                                }
                                uint l_1450_ = (l_1431_ >> 0u);
                                uint _e3717 = l_mut_440_;
                                l_mut_394_ = _e3717;
                                l_mut_441_ = l_1450_;
                            }
                        }
                        uint _e3718 = l_mut_421_;
                        uint l_1451_ = (_e3718 * l_1019_);
                        uint _e3720 = l_mut_439_;
                        uint l_1452_ = (_e3720 * l_1019_);
                        uint _e3722 = l_mut_421_;
                        uint64_t l_3041_ = uint64_t(_e3722);
                        uint64_t l_3042_ = uint64_t(l_1019_);
                        uint64_t l_3043_ = (l_3041_ * l_3042_);
                        uint64_t l_3044_ = (l_3043_ >> uint(32uL));
                        uint l_1453_ = uint(l_3044_);
                        uint l_1454_ = (l_1453_ + l_1452_);
                        uint _e3733 = l_mut_439_;
                        uint64_t l_3046_ = uint64_t(_e3733);
                        uint64_t l_3047_ = uint64_t(l_1019_);
                        uint64_t l_3048_ = (l_3046_ * l_3047_);
                        uint64_t l_3049_ = (l_3048_ >> uint(32uL));
                        uint l_1455_ = uint(l_3049_);
                        bool l_1456_ = (l_1454_ < l_1452_);
                        uint l_1457_ = uint(l_1456_);
                        uint l_1458_ = (l_1455_ + l_1457_);
                        l_mut_440_ = l_1451_;
                        bool l_1460_ = (0u > 0u);
                        if (l_1460_) {
                            uint l_1461_ = (l_1451_ >> 0u);
                            uint l_1462_ = (32u - 0u);
                            uint l_1463_ = (l_1454_ << l_1462_);
                            uint l_1464_ = (l_1461_ | l_1463_);
                            l_mut_440_ = l_1464_;
                        }
                        l_mut_382_ = l_1454_;
                        bool l_1465_ = (0u > 0u);
                        if (l_1465_) {
                            uint l_1466_ = (l_1454_ >> 0u);
                            uint l_1467_ = (32u - 0u);
                            uint l_1468_ = (l_1458_ << l_1467_);
                            uint l_1469_ = (l_1466_ | l_1468_);
                            l_mut_382_ = l_1469_;
                        }
                        uint _e3761 = l_mut_440_;
                        l_mut_275_ = _e3761;
                        uint _e3762 = l_mut_382_;
                        l_mut_440_ = _e3762;
                        if (true) {
                            l_mut_275_ = l_1458_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1454_;
                                bool l_1472_ = (0u > 0u);
                                if (l_1472_) {
                                    uint l_1473_ = (l_1454_ >> 0u);
                                    uint l_1474_ = (32u - 0u);
                                    uint l_1475_ = (l_1458_ << l_1474_);
                                    uint l_1476_ = (l_1473_ | l_1475_);
                                    l_mut_382_ = l_1476_;
                                }
                                uint l_1477_ = (l_1458_ >> 0u);
                                uint _e3774 = l_mut_382_;
                                l_mut_275_ = _e3774;
                                l_mut_440_ = l_1477_;
                            }
                        }
                        uint _e3775 = l_mut_388_;
                        uint l_1478_ = (_e3775 * l_1019_);
                        uint _e3777 = l_mut_388_;
                        uint64_t l_3051_ = uint64_t(_e3777);
                        uint64_t l_3052_ = uint64_t(l_1019_);
                        uint64_t l_3053_ = (l_3051_ * l_3052_);
                        uint64_t l_3054_ = (l_3053_ >> uint(32uL));
                        uint l_1479_ = uint(l_3054_);
                        uint _e3787 = l_mut_428_;
                        uint l_1480_ = (_e3787 * l_1019_);
                        uint l_1481_ = (l_1479_ + l_1480_);
                        uint _e3790 = l_mut_275_;
                        uint l_1482_ = (_e3790 + l_1478_);
                        uint _e3792 = l_mut_440_;
                        uint l_1483_ = (_e3792 + l_1481_);
                        uint _e3794 = l_mut_275_;
                        bool l_1484_ = (l_1482_ < _e3794);
                        uint l_1485_ = uint(l_1484_);
                        uint l_1486_ = (l_1483_ + l_1485_);
                        uint _e3798 = l_mut_394_;
                        l_mut_445_ = _e3798;
                        uint _e3799 = l_mut_441_;
                        l_mut_444_ = _e3799;
                        bool l_1487_ = (l_1321_ == 64u);
                        if (l_1487_) {
                            l_mut_445_ = l_1482_;
                            l_mut_444_ = l_1486_;
                        } else {
                            bool l_1488_ = (l_1321_ > 0u);
                            if (l_1488_) {
                                uint l_1489_ = (64u - l_1321_);
                                l_mut_440_ = l_1482_;
                                l_mut_439_ = l_1486_;
                                bool l_1490_ = (l_1489_ >= 32u);
                                if (l_1490_) {
                                    uint l_1491_ = (l_1489_ & 31u);
                                    uint l_1492_ = (l_1482_ << l_1491_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1492_;
                                } else {
                                    bool l_1493_ = (l_1489_ > 0u);
                                    if (l_1493_) {
                                        uint l_1494_ = (l_1482_ << l_1489_);
                                        uint l_1495_ = (l_1486_ << l_1489_);
                                        uint l_1496_ = (32u - l_1489_);
                                        uint l_1497_ = (l_1482_ >> l_1496_);
                                        uint l_1498_ = (l_1495_ | l_1497_);
                                        l_mut_440_ = l_1494_;
                                        l_mut_439_ = l_1498_;
                                    }
                                }
                                uint _e3820 = l_mut_394_;
                                l_mut_428_ = _e3820;
                                uint _e3821 = l_mut_441_;
                                l_mut_421_ = _e3821;
                                bool l_1499_ = (l_1321_ >= 32u);
                                if (l_1499_) {
                                    uint l_1500_ = (l_1321_ & 31u);
                                    uint _e3826 = l_mut_441_;
                                    uint l_1501_ = (_e3826 >> l_1500_);
                                    l_mut_428_ = l_1501_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1502_ = (l_1321_ > 0u);
                                    if (l_1502_) {
                                        uint _e3831 = l_mut_394_;
                                        l_mut_388_ = _e3831;
                                        bool l_1503_ = (l_1321_ > 0u);
                                        if (l_1503_) {
                                            uint _e3834 = l_mut_394_;
                                            uint l_1504_ = (_e3834 >> l_1321_);
                                            uint l_1505_ = (32u - l_1321_);
                                            uint _e3838 = l_mut_441_;
                                            uint l_1506_ = (_e3838 << l_1505_);
                                            uint l_1507_ = (l_1504_ | l_1506_);
                                            l_mut_388_ = l_1507_;
                                        }
                                        uint _e3841 = l_mut_441_;
                                        uint l_1508_ = (_e3841 >> l_1321_);
                                        uint _e3843 = l_mut_388_;
                                        l_mut_428_ = _e3843;
                                        l_mut_421_ = l_1508_;
                                    }
                                }
                                uint _e3844 = l_mut_440_;
                                uint _e3845 = l_mut_428_;
                                uint l_1509_ = (_e3844 + _e3845);
                                uint _e3847 = l_mut_439_;
                                uint _e3848 = l_mut_421_;
                                uint l_1510_ = (_e3847 + _e3848);
                                uint _e3850 = l_mut_440_;
                                bool l_1511_ = (l_1509_ < _e3850);
                                uint l_1512_ = uint(l_1511_);
                                uint l_1513_ = (l_1510_ + l_1512_);
                                l_mut_445_ = l_1509_;
                                l_mut_444_ = l_1513_;
                            }
                        }
                        if (l_1364_) {
                            uint _e3855 = l_mut_445_;
                            uint l_1514_ = (0u - _e3855);
                            uint _e3858 = l_mut_444_;
                            uint l_1515_ = (0u - _e3858);
                            uint _e3861 = l_mut_445_;
                            bool l_1516_ = (0u < _e3861);
                            uint l_1517_ = uint(l_1516_);
                            uint l_1518_ = (l_1515_ - l_1517_);
                            l_mut_445_ = l_1514_;
                            l_mut_444_ = l_1518_;
                        }
                    }
                    uint _e3865 = l_mut_445_;
                    uint l_1519_ = (l_1272_ - _e3865);
                    uint _e3867 = l_mut_444_;
                    uint l_1520_ = (l_1276_ - _e3867);
                    uint _e3869 = l_mut_445_;
                    bool l_1521_ = (l_1272_ < _e3869);
                    uint l_1522_ = uint(l_1521_);
                    uint l_1523_ = (l_1520_ - l_1522_);
                    uint l_1524_ = (l_1519_ + l_19_);
                    uint l_1525_ = (l_1523_ + l_22_);
                    bool l_1526_ = (l_1524_ < l_1519_);
                    uint l_1527_ = uint(l_1526_);
                    uint l_1528_ = (l_1525_ + l_1527_);
                    uint l_1529_ = (0u - l_1316_);
                    uint l_1530_ = (0u - l_1320_);
                    bool l_1531_ = (0u < l_1316_);
                    uint l_1532_ = uint(l_1531_);
                    uint l_1533_ = (l_1530_ - l_1532_);
                    uint l_1534_ = (l_19_ + l_19_);
                    uint l_1535_ = (l_22_ + l_22_);
                    bool l_1536_ = (l_1534_ < l_19_);
                    uint l_1537_ = uint(l_1536_);
                    uint l_1538_ = (l_1535_ + l_1537_);
                    l_mut_445_ = l_1529_;
                    l_mut_444_ = l_1533_;
                    uint l_1539_ = (0u - l_1529_);
                    uint l_1540_ = (0u - l_1533_);
                    bool l_1541_ = (0u < l_1529_);
                    uint l_1542_ = uint(l_1541_);
                    uint l_1543_ = (l_1540_ - l_1542_);
                    l_mut_441_ = l_1539_;
                    l_mut_440_ = l_1543_;
                    l_mut_439_ = l_1524_;
                    l_mut_428_ = l_1528_;
                    l_mut_421_ = 1u;
                    l_mut_394_ = 1u;
                    l_mut_645_ = false;
                    uint _e3902 = l_mut_428_;
                    bool l_1544_ = (_e3902 < l_1538_);
                    uint _e3904 = l_mut_428_;
                    bool l_1545_ = (_e3904 == l_1538_);
                    uint _e3906 = l_mut_439_;
                    bool l_1546_ = (_e3906 < l_1534_);
                    if (l_1545_) {
                        local_83 = l_1546_;
                    } else {
                        local_83 = false;
                    }
                    bool l_1547_ = local_83;
                    if (!(l_1544_)) {
                        local_84 = l_1547_;
                    } else {
                        local_84 = true;
                    }
                    bool l_1548_ = local_84;
                    bool l_1549_ = !(l_1548_);
                    l_mut_628_ = l_1549_;
                    uint l_1550_ = (l_1529_ | l_1533_);
                    bool l_1551_ = (l_1550_ == 0u);
                    if (l_1551_) {
                        bool _e3921 = l_mut_628_;
                        l_mut_645_ = _e3921;
                        l_mut_628_ = false;
                    }
                    bool _e3923 = l_mut_628_;
                    if (_e3923) {
                        uint l_1552_ = (l_1533_ >> 31u);
                        bool l_1553_ = (l_1552_ == 1u);
                        l_mut_388_ = l_1529_;
                        l_mut_382_ = l_1533_;
                        if (l_1553_) {
                            uint l_1554_ = (0u - l_1529_);
                            uint l_1555_ = (0u - l_1533_);
                            bool l_1556_ = (0u < l_1529_);
                            uint l_1557_ = uint(l_1556_);
                            uint l_1558_ = (l_1555_ - l_1557_);
                            l_mut_388_ = l_1554_;
                            l_mut_382_ = l_1558_;
                        }
                        uint l_1559_ = (l_1019_ - 1u);
                        uint _e3938 = l_mut_388_;
                        uint l_1560_ = (_e3938 * l_1559_);
                        uint _e3940 = l_mut_388_;
                        uint64_t l_3056_ = uint64_t(_e3940);
                        uint64_t l_3057_ = uint64_t(l_1559_);
                        uint64_t l_3058_ = (l_3056_ * l_3057_);
                        uint64_t l_3059_ = (l_3058_ >> uint(32uL));
                        uint l_1561_ = uint(l_3059_);
                        uint _e3950 = l_mut_382_;
                        uint l_1562_ = (_e3950 * l_1559_);
                        uint l_1563_ = (l_1561_ + l_1562_);
                        l_mut_275_ = 0u;
                        uint l_1564_ = (l_1019_ - 1u);
                        uint _e3956 = l_mut_388_;
                        uint l_1565_ = (_e3956 * l_1564_);
                        uint _e3958 = l_mut_382_;
                        uint l_1566_ = (_e3958 * l_1564_);
                        uint _e3960 = l_mut_388_;
                        uint64_t l_3061_ = uint64_t(_e3960);
                        uint64_t l_3062_ = uint64_t(l_1564_);
                        uint64_t l_3063_ = (l_3061_ * l_3062_);
                        uint64_t l_3064_ = (l_3063_ >> uint(32uL));
                        uint l_1567_ = uint(l_3064_);
                        uint l_1568_ = (l_1567_ + l_1566_);
                        uint _e3971 = l_mut_382_;
                        uint64_t l_3066_ = uint64_t(_e3971);
                        uint64_t l_3067_ = uint64_t(l_1564_);
                        uint64_t l_3068_ = (l_3066_ * l_3067_);
                        uint64_t l_3069_ = (l_3068_ >> uint(32uL));
                        uint l_1569_ = uint(l_3069_);
                        bool l_1570_ = (l_1568_ < l_1566_);
                        uint l_1571_ = uint(l_1570_);
                        uint l_1572_ = (l_1569_ + l_1571_);
                        l_mut_269_ = l_1565_;
                        bool l_1574_ = (0u > 0u);
                        if (l_1574_) {
                            uint l_1575_ = (l_1565_ >> 0u);
                            uint l_1576_ = (32u - 0u);
                            uint l_1577_ = (l_1568_ << l_1576_);
                            uint l_1578_ = (l_1575_ | l_1577_);
                            l_mut_269_ = l_1578_;
                        }
                        l_mut_219_ = l_1568_;
                        bool l_1579_ = (0u > 0u);
                        if (l_1579_) {
                            uint l_1580_ = (l_1568_ >> 0u);
                            uint l_1581_ = (32u - 0u);
                            uint l_1582_ = (l_1572_ << l_1581_);
                            uint l_1583_ = (l_1580_ | l_1582_);
                            l_mut_219_ = l_1583_;
                        }
                        uint _e3999 = l_mut_269_;
                        l_mut_213_ = _e3999;
                        uint _e4000 = l_mut_219_;
                        l_mut_269_ = _e4000;
                        if (true) {
                            l_mut_213_ = l_1572_;
                            l_mut_269_ = 0u;
                        } else {
                            if (true) {
                                l_mut_219_ = l_1568_;
                                bool l_1586_ = (0u > 0u);
                                if (l_1586_) {
                                    uint l_1587_ = (l_1568_ >> 0u);
                                    uint l_1588_ = (32u - 0u);
                                    uint l_1589_ = (l_1572_ << l_1588_);
                                    uint l_1590_ = (l_1587_ | l_1589_);
                                    l_mut_219_ = l_1590_;
                                }
                                uint l_1591_ = (l_1572_ >> 0u);
                                uint _e4012 = l_mut_219_;
                                l_mut_213_ = _e4012;
                                l_mut_269_ = l_1591_;
                            }
                        }
                        uint _e4013 = l_mut_213_;
                        uint _e4014 = l_mut_269_;
                        uint l_1592_ = (_e4013 | _e4014);
                        bool l_1593_ = (l_1592_ == 0u);
                        if (l_1593_) {
                            l_mut_269_ = l_1524_;
                            l_mut_219_ = l_1528_;
                            if (l_1553_) {
                                uint l_1594_ = (0u - l_1524_);
                                uint l_1595_ = (0u - l_1528_);
                                bool l_1596_ = (0u < l_1524_);
                                uint l_1597_ = uint(l_1596_);
                                uint l_1598_ = (l_1595_ - l_1597_);
                                uint l_1599_ = (l_1524_ | l_1528_);
                                bool l_1600_ = (l_1599_ == 0u);
                                bool l_1601_ = !(l_1600_);
                                bool l_1602_ = (l_1563_ < l_1598_);
                                bool l_1603_ = (l_1563_ == l_1598_);
                                bool l_1604_ = (l_1560_ < l_1594_);
                                if (l_1603_) {
                                    local_85 = l_1604_;
                                } else {
                                    local_85 = false;
                                }
                                bool l_1605_ = local_85;
                                if (!(l_1602_)) {
                                    local_86 = l_1605_;
                                } else {
                                    local_86 = true;
                                }
                                bool l_1606_ = local_86;
                                bool l_1607_ = !(l_1606_);
                                if (l_1601_) {
                                    local_87 = l_1607_;
                                } else {
                                    local_87 = false;
                                }
                                bool l_1608_ = local_87;
                                if (l_1608_) {
                                    uint l_1609_ = (l_1019_ - 1u);
                                    l_mut_213_ = l_1594_;
                                    l_mut_151_ = l_1598_;
                                    uint _e4049 = l_mut_382_;
                                    bool l_1610_ = (l_1598_ < _e4049);
                                    uint _e4051 = l_mut_382_;
                                    bool l_1611_ = (l_1598_ == _e4051);
                                    uint _e4053 = l_mut_388_;
                                    bool l_1612_ = (l_1594_ < _e4053);
                                    if (l_1611_) {
                                        local_88 = l_1612_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1613_ = local_88;
                                    if (!(l_1610_)) {
                                        local_89 = l_1613_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1614_ = local_89;
                                    bool l_1615_ = !(l_1614_);
                                    if (l_1615_) {
                                        l_mut_145_ = 0u;
                                        uint _e4066 = l_mut_382_;
                                        bool l_1616_ = (_e4066 < l_1598_);
                                        uint _e4068 = l_mut_382_;
                                        bool l_1617_ = (_e4068 == l_1598_);
                                        uint _e4070 = l_mut_388_;
                                        bool l_1618_ = (_e4070 < l_1594_);
                                        if (l_1617_) {
                                            local_90 = l_1618_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1619_ = local_90;
                                        if (!(l_1616_)) {
                                            local_91 = l_1619_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1620_ = local_91;
                                        if (l_1620_) {
                                            uint l_1621_ = (l_1594_ - 1u);
                                            uint l_1622_ = (l_1598_ - 0u);
                                            bool l_1623_ = (l_1594_ < 1u);
                                            uint l_1624_ = uint(l_1623_);
                                            uint l_1625_ = (l_1622_ - l_1624_);
                                            l_mut_102_ = l_1621_;
                                            l_mut_96_ = l_1625_;
                                            l_mut_90_ = 0u;
                                            l_mut_1626_ = 0u;
                                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                                if (!loop_init_7) {
                                                    uint _e4177 = l_mut_1626_;
                                                    l_mut_1626_ = (_e4177 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4092 = l_mut_1626_;
                                                if ((_e4092 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4096 = l_mut_1626_;
                                                    uint l_1627_ = (19u - _e4096);
                                                    uint _e4098 = l_mut_102_;
                                                    l_mut_75_ = _e4098;
                                                    uint _e4099 = l_mut_96_;
                                                    l_mut_40_ = _e4099;
                                                    bool l_1628_ = (l_1627_ >= 32u);
                                                    if (l_1628_) {
                                                        uint l_1629_ = (l_1627_ & 31u);
                                                        uint _e4104 = l_mut_96_;
                                                        uint l_1630_ = (_e4104 >> l_1629_);
                                                        l_mut_75_ = l_1630_;
                                                        l_mut_40_ = 0u;
                                                    } else {
                                                        bool l_1631_ = (l_1627_ > 0u);
                                                        if (l_1631_) {
                                                            uint _e4109 = l_mut_102_;
                                                            l_mut_1632_ = _e4109;
                                                            bool l_1633_ = (l_1627_ > 0u);
                                                            if (l_1633_) {
                                                                uint _e4112 = l_mut_102_;
                                                                uint l_1634_ = (_e4112 >> l_1627_);
                                                                uint l_1635_ = (32u - l_1627_);
                                                                uint _e4116 = l_mut_96_;
                                                                uint l_1636_ = (_e4116 << l_1635_);
                                                                uint l_1637_ = (l_1634_ | l_1636_);
                                                                l_mut_1632_ = l_1637_;
                                                            }
                                                            uint _e4119 = l_mut_96_;
                                                            uint l_1638_ = (_e4119 >> l_1627_);
                                                            uint _e4121 = l_mut_1632_;
                                                            l_mut_75_ = _e4121;
                                                            l_mut_40_ = l_1638_;
                                                        }
                                                    }
                                                    uint _e4122 = l_mut_40_;
                                                    uint _e4123 = l_mut_382_;
                                                    bool l_1639_ = (_e4122 < _e4123);
                                                    uint _e4125 = l_mut_40_;
                                                    uint _e4126 = l_mut_382_;
                                                    bool l_1640_ = (_e4125 == _e4126);
                                                    uint _e4128 = l_mut_75_;
                                                    uint _e4129 = l_mut_388_;
                                                    bool l_1641_ = (_e4128 < _e4129);
                                                    if (l_1640_) {
                                                        local_92 = l_1641_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1642_ = local_92;
                                                    if (!(l_1639_)) {
                                                        local_93 = l_1642_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1643_ = local_93;
                                                    bool l_1644_ = !(l_1643_);
                                                    if (l_1644_) {
                                                        uint _e4141 = l_mut_388_;
                                                        l_mut_1632_ = _e4141;
                                                        uint _e4142 = l_mut_382_;
                                                        l_mut_75_ = _e4142;
                                                        bool l_1645_ = (l_1627_ >= 32u);
                                                        if (l_1645_) {
                                                            uint l_1646_ = (l_1627_ & 31u);
                                                            uint _e4147 = l_mut_388_;
                                                            uint l_1647_ = (_e4147 << l_1646_);
                                                            l_mut_1632_ = 0u;
                                                            l_mut_75_ = l_1647_;
                                                        } else {
                                                            bool l_1648_ = (l_1627_ > 0u);
                                                            if (l_1648_) {
                                                                uint _e4152 = l_mut_388_;
                                                                uint l_1649_ = (_e4152 << l_1627_);
                                                                uint _e4154 = l_mut_382_;
                                                                uint l_1650_ = (_e4154 << l_1627_);
                                                                uint l_1651_ = (32u - l_1627_);
                                                                uint _e4158 = l_mut_388_;
                                                                uint l_1652_ = (_e4158 >> l_1651_);
                                                                uint l_1653_ = (l_1650_ | l_1652_);
                                                                l_mut_1632_ = l_1649_;
                                                                l_mut_75_ = l_1653_;
                                                            }
                                                        }
                                                        uint _e4161 = l_mut_102_;
                                                        uint _e4162 = l_mut_1632_;
                                                        uint l_1654_ = (_e4161 - _e4162);
                                                        uint _e4164 = l_mut_96_;
                                                        uint _e4165 = l_mut_75_;
                                                        uint l_1655_ = (_e4164 - _e4165);
                                                        uint _e4167 = l_mut_102_;
                                                        uint _e4168 = l_mut_1632_;
                                                        bool l_1656_ = (_e4167 < _e4168);
                                                        uint l_1657_ = uint(l_1656_);
                                                        uint l_1658_ = (l_1655_ - l_1657_);
                                                        l_mut_102_ = l_1654_;
                                                        l_mut_96_ = l_1658_;
                                                        uint l_1659_ = (1u << l_1627_);
                                                        uint _e4174 = l_mut_90_;
                                                        l_mut_90_ = (_e4174 | l_1659_);
                                                    }
                                                }
                                            }
                                            uint _e4179 = l_mut_90_;
                                            uint l_1660_ = min(_e4179, l_1609_);
                                            l_mut_1632_ = l_1660_;
                                            uint _e4181 = l_mut_96_;
                                            uint _e4182 = l_mut_382_;
                                            bool l_1661_ = (_e4181 < _e4182);
                                            uint _e4184 = l_mut_96_;
                                            uint _e4185 = l_mut_382_;
                                            bool l_1662_ = (_e4184 == _e4185);
                                            uint _e4187 = l_mut_102_;
                                            uint _e4188 = l_mut_388_;
                                            bool l_1663_ = (_e4187 < _e4188);
                                            if (l_1662_) {
                                                local_94 = l_1663_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1664_ = local_94;
                                            if (!(l_1661_)) {
                                                local_95 = l_1664_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1665_ = local_95;
                                            bool l_1666_ = !(l_1665_);
                                            if (l_1666_) {
                                                l_mut_1632_ = l_1609_;
                                            }
                                            uint _e4200 = l_mut_1632_;
                                            l_mut_145_ = _e4200;
                                        }
                                        uint _e4201 = l_mut_388_;
                                        uint _e4202 = l_mut_145_;
                                        uint l_1667_ = (_e4201 * _e4202);
                                        uint _e4204 = l_mut_388_;
                                        uint64_t l_3071_ = uint64_t(_e4204);
                                        uint _e4206 = l_mut_145_;
                                        uint64_t l_3072_ = uint64_t(_e4206);
                                        uint64_t l_3073_ = (l_3071_ * l_3072_);
                                        uint64_t l_3074_ = (l_3073_ >> uint(32uL));
                                        uint l_1668_ = uint(l_3074_);
                                        uint _e4215 = l_mut_382_;
                                        uint _e4216 = l_mut_145_;
                                        uint l_1669_ = (_e4215 * _e4216);
                                        uint l_1670_ = (l_1668_ + l_1669_);
                                        uint l_1671_ = (l_1594_ - l_1667_);
                                        uint l_1672_ = (l_1598_ - l_1670_);
                                        bool l_1673_ = (l_1594_ < l_1667_);
                                        uint l_1674_ = uint(l_1673_);
                                        uint l_1675_ = (l_1672_ - l_1674_);
                                        l_mut_213_ = l_1671_;
                                        l_mut_151_ = l_1675_;
                                        uint _e4224 = l_mut_151_;
                                        uint _e4225 = l_mut_382_;
                                        bool l_1676_ = (_e4224 < _e4225);
                                        uint _e4227 = l_mut_151_;
                                        uint _e4228 = l_mut_382_;
                                        bool l_1677_ = (_e4227 == _e4228);
                                        uint _e4230 = l_mut_213_;
                                        uint _e4231 = l_mut_388_;
                                        bool l_1678_ = (_e4230 < _e4231);
                                        if (l_1677_) {
                                            local_96 = l_1678_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1679_ = local_96;
                                        if (!(l_1676_)) {
                                            local_97 = l_1679_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1680_ = local_97;
                                        bool l_1681_ = !(l_1680_);
                                        if (l_1681_) {
                                            uint _e4243 = l_mut_213_;
                                            uint _e4244 = l_mut_388_;
                                            uint l_1682_ = (_e4243 - _e4244);
                                            uint _e4246 = l_mut_151_;
                                            uint _e4247 = l_mut_382_;
                                            uint l_1683_ = (_e4246 - _e4247);
                                            uint _e4249 = l_mut_213_;
                                            uint _e4250 = l_mut_388_;
                                            bool l_1684_ = (_e4249 < _e4250);
                                            uint l_1685_ = uint(l_1684_);
                                            uint l_1686_ = (l_1683_ - l_1685_);
                                            l_mut_213_ = l_1682_;
                                            l_mut_151_ = l_1686_;
                                        }
                                    }
                                    uint _e4254 = l_mut_388_;
                                    uint _e4255 = l_mut_213_;
                                    uint l_1687_ = (_e4254 - _e4255);
                                    uint _e4257 = l_mut_382_;
                                    uint _e4258 = l_mut_151_;
                                    uint l_1688_ = (_e4257 - _e4258);
                                    uint _e4260 = l_mut_388_;
                                    uint _e4261 = l_mut_213_;
                                    bool l_1689_ = (_e4260 < _e4261);
                                    uint l_1690_ = uint(l_1689_);
                                    uint l_1691_ = (l_1688_ - l_1690_);
                                    l_mut_1632_ = l_1687_;
                                    l_mut_213_ = l_1691_;
                                    uint _e4265 = l_mut_382_;
                                    bool l_1692_ = (l_1691_ < _e4265);
                                    uint _e4267 = l_mut_382_;
                                    bool l_1693_ = (l_1691_ == _e4267);
                                    uint _e4269 = l_mut_388_;
                                    bool l_1694_ = (l_1687_ < _e4269);
                                    if (l_1693_) {
                                        local_98 = l_1694_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1695_ = local_98;
                                    if (!(l_1692_)) {
                                        local_99 = l_1695_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1696_ = local_99;
                                    bool l_1697_ = !(l_1696_);
                                    if (l_1697_) {
                                        uint _e4281 = l_mut_388_;
                                        uint l_1698_ = (l_1687_ - _e4281);
                                        uint _e4283 = l_mut_382_;
                                        uint l_1699_ = (l_1691_ - _e4283);
                                        uint _e4285 = l_mut_388_;
                                        bool l_1700_ = (l_1687_ < _e4285);
                                        uint l_1701_ = uint(l_1700_);
                                        uint l_1702_ = (l_1699_ - l_1701_);
                                        l_mut_1632_ = l_1698_;
                                        l_mut_213_ = l_1702_;
                                    }
                                    uint _e4289 = l_mut_213_;
                                    uint _e4290 = l_mut_219_;
                                    bool l_1703_ = (_e4289 < _e4290);
                                    uint _e4292 = l_mut_213_;
                                    uint _e4293 = l_mut_219_;
                                    bool l_1704_ = (_e4292 == _e4293);
                                    uint _e4295 = l_mut_1632_;
                                    uint _e4296 = l_mut_269_;
                                    bool l_1705_ = (_e4295 < _e4296);
                                    if (l_1704_) {
                                        local_100 = l_1705_;
                                    } else {
                                        local_100 = false;
                                    }
                                    bool l_1706_ = local_100;
                                    if (!(l_1703_)) {
                                        local_101 = l_1706_;
                                    } else {
                                        local_101 = true;
                                    }
                                    bool l_1707_ = local_101;
                                    if (l_1707_) {
                                        uint _e4307 = l_mut_1632_;
                                        l_mut_269_ = _e4307;
                                        uint _e4308 = l_mut_213_;
                                        l_mut_219_ = _e4308;
                                    }
                                }
                            } else {
                                uint l_1708_ = (l_1524_ - l_1560_);
                                uint l_1709_ = (l_1528_ - l_1563_);
                                bool l_1710_ = (l_1524_ < l_1560_);
                                uint l_1711_ = uint(l_1710_);
                                uint l_1712_ = (l_1709_ - l_1711_);
                                l_mut_269_ = l_1708_;
                                l_mut_219_ = l_1712_;
                                bool l_1713_ = (l_1528_ < l_1563_);
                                bool l_1714_ = (l_1528_ == l_1563_);
                                bool l_1715_ = (l_1524_ < l_1560_);
                                if (l_1714_) {
                                    local_102 = l_1715_;
                                } else {
                                    local_102 = false;
                                }
                                bool l_1716_ = local_102;
                                if (!(l_1713_)) {
                                    local_103 = l_1716_;
                                } else {
                                    local_103 = true;
                                }
                                bool l_1717_ = local_103;
                                if (l_1717_) {
                                    uint l_1718_ = (l_1019_ - 1u);
                                    l_mut_1632_ = l_1524_;
                                    l_mut_213_ = l_1528_;
                                    uint _e4328 = l_mut_382_;
                                    bool l_1719_ = (l_1528_ < _e4328);
                                    uint _e4330 = l_mut_382_;
                                    bool l_1720_ = (l_1528_ == _e4330);
                                    uint _e4332 = l_mut_388_;
                                    bool l_1721_ = (l_1524_ < _e4332);
                                    if (l_1720_) {
                                        local_104 = l_1721_;
                                    } else {
                                        local_104 = false;
                                    }
                                    bool l_1722_ = local_104;
                                    if (!(l_1719_)) {
                                        local_105 = l_1722_;
                                    } else {
                                        local_105 = true;
                                    }
                                    bool l_1723_ = local_105;
                                    bool l_1724_ = !(l_1723_);
                                    if (l_1724_) {
                                        l_mut_151_ = 0u;
                                        uint _e4345 = l_mut_382_;
                                        bool l_1725_ = (_e4345 < l_1528_);
                                        uint _e4347 = l_mut_382_;
                                        bool l_1726_ = (_e4347 == l_1528_);
                                        uint _e4349 = l_mut_388_;
                                        bool l_1727_ = (_e4349 < l_1524_);
                                        if (l_1726_) {
                                            local_106 = l_1727_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1728_ = local_106;
                                        if (!(l_1725_)) {
                                            local_107 = l_1728_;
                                        } else {
                                            local_107 = true;
                                        }
                                        bool l_1729_ = local_107;
                                        if (l_1729_) {
                                            uint l_1730_ = (l_1524_ - 1u);
                                            uint l_1731_ = (l_1528_ - 0u);
                                            bool l_1732_ = (l_1524_ < 1u);
                                            uint l_1733_ = uint(l_1732_);
                                            uint l_1734_ = (l_1731_ - l_1733_);
                                            l_mut_145_ = l_1730_;
                                            l_mut_102_ = l_1734_;
                                            l_mut_96_ = 0u;
                                            l_mut_1735_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4456 = l_mut_1735_;
                                                    l_mut_1735_ = (_e4456 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4371 = l_mut_1735_;
                                                if ((_e4371 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4375 = l_mut_1735_;
                                                    uint l_1736_ = (19u - _e4375);
                                                    uint _e4377 = l_mut_145_;
                                                    l_mut_90_ = _e4377;
                                                    uint _e4378 = l_mut_102_;
                                                    l_mut_75_ = _e4378;
                                                    bool l_1737_ = (l_1736_ >= 32u);
                                                    if (l_1737_) {
                                                        uint l_1738_ = (l_1736_ & 31u);
                                                        uint _e4383 = l_mut_102_;
                                                        uint l_1739_ = (_e4383 >> l_1738_);
                                                        l_mut_90_ = l_1739_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1740_ = (l_1736_ > 0u);
                                                        if (l_1740_) {
                                                            uint _e4388 = l_mut_145_;
                                                            l_mut_40_ = _e4388;
                                                            bool l_1741_ = (l_1736_ > 0u);
                                                            if (l_1741_) {
                                                                uint _e4391 = l_mut_145_;
                                                                uint l_1742_ = (_e4391 >> l_1736_);
                                                                uint l_1743_ = (32u - l_1736_);
                                                                uint _e4395 = l_mut_102_;
                                                                uint l_1744_ = (_e4395 << l_1743_);
                                                                uint l_1745_ = (l_1742_ | l_1744_);
                                                                l_mut_40_ = l_1745_;
                                                            }
                                                            uint _e4398 = l_mut_102_;
                                                            uint l_1746_ = (_e4398 >> l_1736_);
                                                            uint _e4400 = l_mut_40_;
                                                            l_mut_90_ = _e4400;
                                                            l_mut_75_ = l_1746_;
                                                        }
                                                    }
                                                    uint _e4401 = l_mut_75_;
                                                    uint _e4402 = l_mut_382_;
                                                    bool l_1747_ = (_e4401 < _e4402);
                                                    uint _e4404 = l_mut_75_;
                                                    uint _e4405 = l_mut_382_;
                                                    bool l_1748_ = (_e4404 == _e4405);
                                                    uint _e4407 = l_mut_90_;
                                                    uint _e4408 = l_mut_388_;
                                                    bool l_1749_ = (_e4407 < _e4408);
                                                    if (l_1748_) {
                                                        local_108 = l_1749_;
                                                    } else {
                                                        local_108 = false;
                                                    }
                                                    bool l_1750_ = local_108;
                                                    if (!(l_1747_)) {
                                                        local_109 = l_1750_;
                                                    } else {
                                                        local_109 = true;
                                                    }
                                                    bool l_1751_ = local_109;
                                                    bool l_1752_ = !(l_1751_);
                                                    if (l_1752_) {
                                                        uint _e4420 = l_mut_388_;
                                                        l_mut_90_ = _e4420;
                                                        uint _e4421 = l_mut_382_;
                                                        l_mut_75_ = _e4421;
                                                        bool l_1753_ = (l_1736_ >= 32u);
                                                        if (l_1753_) {
                                                            uint l_1754_ = (l_1736_ & 31u);
                                                            uint _e4426 = l_mut_388_;
                                                            uint l_1755_ = (_e4426 << l_1754_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1755_;
                                                        } else {
                                                            bool l_1756_ = (l_1736_ > 0u);
                                                            if (l_1756_) {
                                                                uint _e4431 = l_mut_388_;
                                                                uint l_1757_ = (_e4431 << l_1736_);
                                                                uint _e4433 = l_mut_382_;
                                                                uint l_1758_ = (_e4433 << l_1736_);
                                                                uint l_1759_ = (32u - l_1736_);
                                                                uint _e4437 = l_mut_388_;
                                                                uint l_1760_ = (_e4437 >> l_1759_);
                                                                uint l_1761_ = (l_1758_ | l_1760_);
                                                                l_mut_90_ = l_1757_;
                                                                l_mut_75_ = l_1761_;
                                                            }
                                                        }
                                                        uint _e4440 = l_mut_145_;
                                                        uint _e4441 = l_mut_90_;
                                                        uint l_1762_ = (_e4440 - _e4441);
                                                        uint _e4443 = l_mut_102_;
                                                        uint _e4444 = l_mut_75_;
                                                        uint l_1763_ = (_e4443 - _e4444);
                                                        uint _e4446 = l_mut_145_;
                                                        uint _e4447 = l_mut_90_;
                                                        bool l_1764_ = (_e4446 < _e4447);
                                                        uint l_1765_ = uint(l_1764_);
                                                        uint l_1766_ = (l_1763_ - l_1765_);
                                                        l_mut_145_ = l_1762_;
                                                        l_mut_102_ = l_1766_;
                                                        uint l_1767_ = (1u << l_1736_);
                                                        uint _e4453 = l_mut_96_;
                                                        l_mut_96_ = (_e4453 | l_1767_);
                                                    }
                                                }
                                            }
                                            uint _e4458 = l_mut_96_;
                                            uint l_1768_ = min(_e4458, l_1718_);
                                            l_mut_96_ = l_1768_;
                                            uint _e4460 = l_mut_102_;
                                            uint _e4461 = l_mut_382_;
                                            bool l_1769_ = (_e4460 < _e4461);
                                            uint _e4463 = l_mut_102_;
                                            uint _e4464 = l_mut_382_;
                                            bool l_1770_ = (_e4463 == _e4464);
                                            uint _e4466 = l_mut_145_;
                                            uint _e4467 = l_mut_388_;
                                            bool l_1771_ = (_e4466 < _e4467);
                                            if (l_1770_) {
                                                local_110 = l_1771_;
                                            } else {
                                                local_110 = false;
                                            }
                                            bool l_1772_ = local_110;
                                            if (!(l_1769_)) {
                                                local_111 = l_1772_;
                                            } else {
                                                local_111 = true;
                                            }
                                            bool l_1773_ = local_111;
                                            bool l_1774_ = !(l_1773_);
                                            if (l_1774_) {
                                                l_mut_96_ = l_1718_;
                                            }
                                            uint _e4479 = l_mut_96_;
                                            l_mut_151_ = _e4479;
                                        }
                                        uint _e4480 = l_mut_388_;
                                        uint _e4481 = l_mut_151_;
                                        uint l_1775_ = (_e4480 * _e4481);
                                        uint _e4483 = l_mut_388_;
                                        uint64_t l_3076_ = uint64_t(_e4483);
                                        uint _e4485 = l_mut_151_;
                                        uint64_t l_3077_ = uint64_t(_e4485);
                                        uint64_t l_3078_ = (l_3076_ * l_3077_);
                                        uint64_t l_3079_ = (l_3078_ >> uint(32uL));
                                        uint l_1776_ = uint(l_3079_);
                                        uint _e4494 = l_mut_382_;
                                        uint _e4495 = l_mut_151_;
                                        uint l_1777_ = (_e4494 * _e4495);
                                        uint l_1778_ = (l_1776_ + l_1777_);
                                        uint l_1779_ = (l_1524_ - l_1775_);
                                        uint l_1780_ = (l_1528_ - l_1778_);
                                        bool l_1781_ = (l_1524_ < l_1775_);
                                        uint l_1782_ = uint(l_1781_);
                                        uint l_1783_ = (l_1780_ - l_1782_);
                                        l_mut_1632_ = l_1779_;
                                        l_mut_213_ = l_1783_;
                                        uint _e4503 = l_mut_213_;
                                        uint _e4504 = l_mut_382_;
                                        bool l_1784_ = (_e4503 < _e4504);
                                        uint _e4506 = l_mut_213_;
                                        uint _e4507 = l_mut_382_;
                                        bool l_1785_ = (_e4506 == _e4507);
                                        uint _e4509 = l_mut_1632_;
                                        uint _e4510 = l_mut_388_;
                                        bool l_1786_ = (_e4509 < _e4510);
                                        if (l_1785_) {
                                            local_112 = l_1786_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1787_ = local_112;
                                        if (!(l_1784_)) {
                                            local_113 = l_1787_;
                                        } else {
                                            local_113 = true;
                                        }
                                        bool l_1788_ = local_113;
                                        bool l_1789_ = !(l_1788_);
                                        if (l_1789_) {
                                            uint _e4522 = l_mut_1632_;
                                            uint _e4523 = l_mut_388_;
                                            uint l_1790_ = (_e4522 - _e4523);
                                            uint _e4525 = l_mut_213_;
                                            uint _e4526 = l_mut_382_;
                                            uint l_1791_ = (_e4525 - _e4526);
                                            uint _e4528 = l_mut_1632_;
                                            uint _e4529 = l_mut_388_;
                                            bool l_1792_ = (_e4528 < _e4529);
                                            uint l_1793_ = uint(l_1792_);
                                            uint l_1794_ = (l_1791_ - l_1793_);
                                            l_mut_1632_ = l_1790_;
                                            l_mut_213_ = l_1794_;
                                        }
                                    }
                                    uint _e4533 = l_mut_213_;
                                    uint _e4534 = l_mut_219_;
                                    bool l_1795_ = (_e4533 < _e4534);
                                    uint _e4536 = l_mut_213_;
                                    uint _e4537 = l_mut_219_;
                                    bool l_1796_ = (_e4536 == _e4537);
                                    uint _e4539 = l_mut_1632_;
                                    uint _e4540 = l_mut_269_;
                                    bool l_1797_ = (_e4539 < _e4540);
                                    if (l_1796_) {
                                        local_114 = l_1797_;
                                    } else {
                                        local_114 = false;
                                    }
                                    bool l_1798_ = local_114;
                                    if (!(l_1795_)) {
                                        local_115 = l_1798_;
                                    } else {
                                        local_115 = true;
                                    }
                                    bool l_1799_ = local_115;
                                    if (l_1799_) {
                                        uint _e4551 = l_mut_1632_;
                                        l_mut_269_ = _e4551;
                                        uint _e4552 = l_mut_213_;
                                        l_mut_219_ = _e4552;
                                    }
                                }
                            }
                            uint _e4553 = l_mut_219_;
                            bool l_1800_ = (_e4553 < l_1538_);
                            uint _e4555 = l_mut_219_;
                            bool l_1801_ = (_e4555 == l_1538_);
                            uint _e4557 = l_mut_269_;
                            bool l_1802_ = (_e4557 < l_1534_);
                            if (l_1801_) {
                                local_116 = l_1802_;
                            } else {
                                local_116 = false;
                            }
                            bool l_1803_ = local_116;
                            if (!(l_1800_)) {
                                local_117 = l_1803_;
                            } else {
                                local_117 = true;
                            }
                            bool l_1804_ = local_117;
                            bool l_1805_ = !(l_1804_);
                            uint l_1806_ = uint(l_1805_);
                            uint l_1807_ = (2u - l_1806_);
                            l_mut_275_ = l_1807_;
                        }
                        uint _e4572 = l_mut_275_;
                        bool l_1808_ = (_e4572 > 0u);
                        if (l_1808_) {
                            uint _e4575 = l_mut_275_;
                            bool l_1809_ = (_e4575 == 1u);
                            l_mut_645_ = l_1809_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4580 = l_mut_628_;
                        bool l_1810_ = !(_e4580);
                        if (l_1810_) {
                            break;
                        }
                        uint _e4582 = l_mut_428_;
                        uint _e4583 = l_mut_444_;
                        bool l_1811_ = (_e4582 < _e4583);
                        uint _e4585 = l_mut_428_;
                        uint _e4586 = l_mut_444_;
                        bool l_1812_ = (_e4585 == _e4586);
                        uint _e4588 = l_mut_439_;
                        uint _e4589 = l_mut_445_;
                        bool l_1813_ = (_e4588 < _e4589);
                        if (l_1812_) {
                            local_118 = l_1813_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1814_ = local_118;
                        if (!(l_1811_)) {
                            local_119 = l_1814_;
                        } else {
                            local_119 = true;
                        }
                        bool l_1815_ = local_119;
                        if (l_1815_) {
                            uint _e4600 = l_mut_445_;
                            uint _e4601 = l_mut_439_;
                            uint l_1816_ = (_e4600 - _e4601);
                            uint _e4603 = l_mut_444_;
                            uint _e4604 = l_mut_428_;
                            uint l_1817_ = (_e4603 - _e4604);
                            uint _e4606 = l_mut_445_;
                            uint _e4607 = l_mut_439_;
                            bool l_1818_ = (_e4606 < _e4607);
                            uint l_1819_ = uint(l_1818_);
                            uint l_1820_ = (l_1817_ - l_1819_);
                            l_mut_1632_ = l_1816_;
                            l_mut_388_ = l_1820_;
                            uint _e4611 = l_mut_445_;
                            l_mut_382_ = _e4611;
                            uint _e4612 = l_mut_444_;
                            l_mut_275_ = _e4612;
                            uint _e4613 = l_mut_388_;
                            uint _e4614 = l_mut_444_;
                            bool l_1821_ = (_e4613 < _e4614);
                            uint _e4616 = l_mut_388_;
                            uint _e4617 = l_mut_444_;
                            bool l_1822_ = (_e4616 == _e4617);
                            uint _e4619 = l_mut_1632_;
                            uint _e4620 = l_mut_445_;
                            bool l_1823_ = (_e4619 < _e4620);
                            if (l_1822_) {
                                local_120 = l_1823_;
                            } else {
                                local_120 = false;
                            }
                            bool l_1824_ = local_120;
                            if (!(l_1821_)) {
                                local_121 = l_1824_;
                            } else {
                                local_121 = true;
                            }
                            bool l_1825_ = local_121;
                            if (l_1825_) {
                                uint _e4631 = l_mut_1632_;
                                l_mut_382_ = _e4631;
                                uint _e4632 = l_mut_388_;
                                l_mut_275_ = _e4632;
                            }
                            l_mut_350_ = false;
                            l_mut_350_ = true;
                            l_mut_1632_ = 0u;
                            uint _e4636 = l_mut_441_;
                            uint _e4637 = l_mut_440_;
                            uint l_1826_ = (_e4636 | _e4637);
                            bool l_1827_ = (l_1826_ == 0u);
                            bool l_1828_ = !(l_1827_);
                            bool _e4642 = l_mut_350_;
                            if (_e4642) {
                                local_122 = l_1828_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1829_ = local_122;
                            uint _e4647 = l_mut_440_;
                            uint _e4648 = l_mut_275_;
                            bool l_1830_ = (_e4647 < _e4648);
                            uint _e4650 = l_mut_440_;
                            uint _e4651 = l_mut_275_;
                            bool l_1831_ = (_e4650 == _e4651);
                            uint _e4653 = l_mut_441_;
                            uint _e4654 = l_mut_382_;
                            bool l_1832_ = (_e4653 < _e4654);
                            if (l_1831_) {
                                local_123 = l_1832_;
                            } else {
                                local_123 = false;
                            }
                            bool l_1833_ = local_123;
                            if (!(l_1830_)) {
                                local_124 = l_1833_;
                            } else {
                                local_124 = true;
                            }
                            bool l_1834_ = local_124;
                            if (l_1829_) {
                                local_125 = l_1834_;
                            } else {
                                local_125 = false;
                            }
                            bool l_1835_ = local_125;
                            uint _e4669 = l_mut_421_;
                            uint _e4670 = l_mut_394_;
                            uint l_1836_ = (_e4669 + _e4670);
                            bool l_1837_ = (l_1836_ < l_1019_);
                            if (l_1835_) {
                                local_126 = l_1837_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1838_ = local_126;
                            if (l_1838_) {
                                uint _e4677 = l_mut_421_;
                                uint l_1839_ = (l_1019_ - _e4677);
                                uint _e4679 = l_mut_394_;
                                uint l_1840_ = (l_1839_ - _e4679);
                                uint _e4681 = l_mut_421_;
                                uint l_1841_ = naga_div(l_1840_, _e4681);
                                uint _e4683 = l_mut_382_;
                                uint l_1842_ = (_e4683 - 1u);
                                uint _e4686 = l_mut_275_;
                                uint l_1843_ = (_e4686 - 0u);
                                uint _e4689 = l_mut_382_;
                                bool l_1844_ = (_e4689 < 1u);
                                uint l_1845_ = uint(l_1844_);
                                uint l_1846_ = (l_1843_ - l_1845_);
                                l_mut_388_ = l_1842_;
                                l_mut_382_ = l_1846_;
                                l_mut_275_ = 0u;
                                l_mut_1847_ = 0u;
                                uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                bool loop_init_9 = true;
                                while(true) {
                                    if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                    loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                    if (!loop_init_9) {
                                        uint _e4782 = l_mut_1847_;
                                        l_mut_1847_ = (_e4782 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4697 = l_mut_1847_;
                                    if ((_e4697 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4701 = l_mut_1847_;
                                        uint l_1848_ = (19u - _e4701);
                                        uint _e4703 = l_mut_388_;
                                        l_mut_269_ = _e4703;
                                        uint _e4704 = l_mut_382_;
                                        l_mut_219_ = _e4704;
                                        bool l_1849_ = (l_1848_ >= 32u);
                                        if (l_1849_) {
                                            uint l_1850_ = (l_1848_ & 31u);
                                            uint _e4709 = l_mut_382_;
                                            uint l_1851_ = (_e4709 >> l_1850_);
                                            l_mut_269_ = l_1851_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1852_ = (l_1848_ > 0u);
                                            if (l_1852_) {
                                                uint _e4714 = l_mut_388_;
                                                l_mut_213_ = _e4714;
                                                bool l_1853_ = (l_1848_ > 0u);
                                                if (l_1853_) {
                                                    uint _e4717 = l_mut_388_;
                                                    uint l_1854_ = (_e4717 >> l_1848_);
                                                    uint l_1855_ = (32u - l_1848_);
                                                    uint _e4721 = l_mut_382_;
                                                    uint l_1856_ = (_e4721 << l_1855_);
                                                    uint l_1857_ = (l_1854_ | l_1856_);
                                                    l_mut_213_ = l_1857_;
                                                }
                                                uint _e4724 = l_mut_382_;
                                                uint l_1858_ = (_e4724 >> l_1848_);
                                                uint _e4726 = l_mut_213_;
                                                l_mut_269_ = _e4726;
                                                l_mut_219_ = l_1858_;
                                            }
                                        }
                                        uint _e4727 = l_mut_219_;
                                        uint _e4728 = l_mut_440_;
                                        bool l_1859_ = (_e4727 < _e4728);
                                        uint _e4730 = l_mut_219_;
                                        uint _e4731 = l_mut_440_;
                                        bool l_1860_ = (_e4730 == _e4731);
                                        uint _e4733 = l_mut_269_;
                                        uint _e4734 = l_mut_441_;
                                        bool l_1861_ = (_e4733 < _e4734);
                                        if (l_1860_) {
                                            local_127 = l_1861_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1862_ = local_127;
                                        if (!(l_1859_)) {
                                            local_128 = l_1862_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1863_ = local_128;
                                        bool l_1864_ = !(l_1863_);
                                        if (l_1864_) {
                                            uint _e4746 = l_mut_441_;
                                            l_mut_269_ = _e4746;
                                            uint _e4747 = l_mut_440_;
                                            l_mut_219_ = _e4747;
                                            bool l_1865_ = (l_1848_ >= 32u);
                                            if (l_1865_) {
                                                uint l_1866_ = (l_1848_ & 31u);
                                                uint _e4752 = l_mut_441_;
                                                uint l_1867_ = (_e4752 << l_1866_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1867_;
                                            } else {
                                                bool l_1868_ = (l_1848_ > 0u);
                                                if (l_1868_) {
                                                    uint _e4757 = l_mut_441_;
                                                    uint l_1869_ = (_e4757 << l_1848_);
                                                    uint _e4759 = l_mut_440_;
                                                    uint l_1870_ = (_e4759 << l_1848_);
                                                    uint l_1871_ = (32u - l_1848_);
                                                    uint _e4763 = l_mut_441_;
                                                    uint l_1872_ = (_e4763 >> l_1871_);
                                                    uint l_1873_ = (l_1870_ | l_1872_);
                                                    l_mut_269_ = l_1869_;
                                                    l_mut_219_ = l_1873_;
                                                }
                                            }
                                            uint _e4766 = l_mut_388_;
                                            uint _e4767 = l_mut_269_;
                                            uint l_1874_ = (_e4766 - _e4767);
                                            uint _e4769 = l_mut_382_;
                                            uint _e4770 = l_mut_219_;
                                            uint l_1875_ = (_e4769 - _e4770);
                                            uint _e4772 = l_mut_388_;
                                            uint _e4773 = l_mut_269_;
                                            bool l_1876_ = (_e4772 < _e4773);
                                            uint l_1877_ = uint(l_1876_);
                                            uint l_1878_ = (l_1875_ - l_1877_);
                                            l_mut_388_ = l_1874_;
                                            l_mut_382_ = l_1878_;
                                            uint l_1879_ = (1u << l_1848_);
                                            uint _e4779 = l_mut_275_;
                                            l_mut_275_ = (_e4779 | l_1879_);
                                        }
                                    }
                                }
                                uint _e4784 = l_mut_275_;
                                uint l_1880_ = min(_e4784, l_1841_);
                                l_mut_275_ = l_1880_;
                                uint _e4786 = l_mut_382_;
                                uint _e4787 = l_mut_440_;
                                bool l_1881_ = (_e4786 < _e4787);
                                uint _e4789 = l_mut_382_;
                                uint _e4790 = l_mut_440_;
                                bool l_1882_ = (_e4789 == _e4790);
                                uint _e4792 = l_mut_388_;
                                uint _e4793 = l_mut_441_;
                                bool l_1883_ = (_e4792 < _e4793);
                                if (l_1882_) {
                                    local_129 = l_1883_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_1884_ = local_129;
                                if (!(l_1881_)) {
                                    local_130 = l_1884_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_1885_ = local_130;
                                bool l_1886_ = !(l_1885_);
                                if (l_1886_) {
                                    l_mut_275_ = l_1841_;
                                }
                                uint _e4805 = l_mut_275_;
                                l_mut_1632_ = _e4805;
                            }
                            uint _e4806 = l_mut_445_;
                            l_mut_388_ = _e4806;
                            uint _e4807 = l_mut_444_;
                            l_mut_382_ = _e4807;
                            uint _e4808 = l_mut_441_;
                            l_mut_275_ = _e4808;
                            uint _e4809 = l_mut_440_;
                            l_mut_269_ = _e4809;
                            uint _e4810 = l_mut_421_;
                            l_mut_219_ = _e4810;
                            uint _e4811 = l_mut_394_;
                            l_mut_213_ = _e4811;
                            uint _e4812 = l_mut_439_;
                            l_mut_151_ = _e4812;
                            uint _e4813 = l_mut_428_;
                            l_mut_145_ = _e4813;
                            l_mut_102_ = 0u;
                            uint _e4815 = l_mut_1632_;
                            bool l_1887_ = (_e4815 > 0u);
                            if (l_1887_) {
                                uint _e4818 = l_mut_441_;
                                uint _e4819 = l_mut_1632_;
                                uint l_1888_ = (_e4818 * _e4819);
                                uint _e4821 = l_mut_441_;
                                uint64_t l_3081_ = uint64_t(_e4821);
                                uint _e4823 = l_mut_1632_;
                                uint64_t l_3082_ = uint64_t(_e4823);
                                uint64_t l_3083_ = (l_3081_ * l_3082_);
                                uint64_t l_3084_ = (l_3083_ >> uint(32uL));
                                uint l_1889_ = uint(l_3084_);
                                uint _e4832 = l_mut_440_;
                                uint _e4833 = l_mut_1632_;
                                uint l_1890_ = (_e4832 * _e4833);
                                uint l_1891_ = (l_1889_ + l_1890_);
                                uint _e4836 = l_mut_445_;
                                uint l_1892_ = (_e4836 - l_1888_);
                                uint _e4838 = l_mut_444_;
                                uint l_1893_ = (_e4838 - l_1891_);
                                uint _e4840 = l_mut_445_;
                                bool l_1894_ = (_e4840 < l_1888_);
                                uint l_1895_ = uint(l_1894_);
                                uint l_1896_ = (l_1893_ - l_1895_);
                                l_mut_388_ = l_1892_;
                                l_mut_382_ = l_1896_;
                                uint _e4844 = l_mut_1632_;
                                uint _e4845 = l_mut_421_;
                                uint l_1897_ = (_e4844 * _e4845);
                                uint _e4847 = l_mut_394_;
                                uint l_1898_ = (_e4847 + l_1897_);
                                l_mut_213_ = l_1898_;
                            } else {
                                uint _e4849 = l_mut_102_;
                                bool l_1899_ = (_e4849 == 0u);
                                if (l_1899_) {
                                    uint _e4852 = l_mut_421_;
                                    uint l_1900_ = (l_1019_ - _e4852);
                                    uint _e4854 = l_mut_394_;
                                    uint l_1901_ = naga_div(l_1900_, _e4854);
                                    l_mut_1632_ = 0u;
                                    l_mut_350_ = false;
                                    l_mut_350_ = true;
                                    uint _e4859 = l_mut_445_;
                                    uint _e4860 = l_mut_444_;
                                    uint l_1902_ = (_e4859 | _e4860);
                                    bool l_1903_ = (l_1902_ == 0u);
                                    if (l_1903_) {
                                        l_mut_1632_ = l_1901_;
                                    } else {
                                        bool _e4864 = l_mut_350_;
                                        if (_e4864) {
                                            uint _e4865 = l_mut_444_;
                                            uint _e4866 = l_mut_440_;
                                            bool l_1904_ = (_e4865 < _e4866);
                                            uint _e4868 = l_mut_444_;
                                            uint _e4869 = l_mut_440_;
                                            bool l_1905_ = (_e4868 == _e4869);
                                            uint _e4871 = l_mut_445_;
                                            uint _e4872 = l_mut_441_;
                                            bool l_1906_ = (_e4871 < _e4872);
                                            if (l_1905_) {
                                                local_131 = l_1906_;
                                            } else {
                                                local_131 = false;
                                            }
                                            bool l_1907_ = local_131;
                                            if (!(l_1904_)) {
                                                local_132 = l_1907_;
                                            } else {
                                                local_132 = true;
                                            }
                                            bool l_1908_ = local_132;
                                            if (l_1908_) {
                                                uint _e4883 = l_mut_441_;
                                                uint l_1909_ = (_e4883 - 1u);
                                                uint _e4886 = l_mut_440_;
                                                uint l_1910_ = (_e4886 - 0u);
                                                uint _e4889 = l_mut_441_;
                                                bool l_1911_ = (_e4889 < 1u);
                                                uint l_1912_ = uint(l_1911_);
                                                uint l_1913_ = (l_1910_ - l_1912_);
                                                l_mut_96_ = l_1909_;
                                                l_mut_90_ = l_1913_;
                                                l_mut_75_ = 0u;
                                                l_mut_1914_ = 0u;
                                                uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_10 = true;
                                                while(true) {
                                                    if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                                    loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                                    if (!loop_init_10) {
                                                        uint _e4982 = l_mut_1914_;
                                                        l_mut_1914_ = (_e4982 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e4897 = l_mut_1914_;
                                                    if ((_e4897 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e4901 = l_mut_1914_;
                                                        uint l_1915_ = (19u - _e4901);
                                                        uint _e4903 = l_mut_96_;
                                                        l_mut_40_ = _e4903;
                                                        uint _e4904 = l_mut_90_;
                                                        l_mut_1916_ = _e4904;
                                                        bool l_1917_ = (l_1915_ >= 32u);
                                                        if (l_1917_) {
                                                            uint l_1918_ = (l_1915_ & 31u);
                                                            uint _e4909 = l_mut_90_;
                                                            uint l_1919_ = (_e4909 >> l_1918_);
                                                            l_mut_40_ = l_1919_;
                                                            l_mut_1916_ = 0u;
                                                        } else {
                                                            bool l_1920_ = (l_1915_ > 0u);
                                                            if (l_1920_) {
                                                                uint _e4914 = l_mut_96_;
                                                                l_mut_1921_ = _e4914;
                                                                bool l_1922_ = (l_1915_ > 0u);
                                                                if (l_1922_) {
                                                                    uint _e4917 = l_mut_96_;
                                                                    uint l_1923_ = (_e4917 >> l_1915_);
                                                                    uint l_1924_ = (32u - l_1915_);
                                                                    uint _e4921 = l_mut_90_;
                                                                    uint l_1925_ = (_e4921 << l_1924_);
                                                                    uint l_1926_ = (l_1923_ | l_1925_);
                                                                    l_mut_1921_ = l_1926_;
                                                                }
                                                                uint _e4924 = l_mut_90_;
                                                                uint l_1927_ = (_e4924 >> l_1915_);
                                                                uint _e4926 = l_mut_1921_;
                                                                l_mut_40_ = _e4926;
                                                                l_mut_1916_ = l_1927_;
                                                            }
                                                        }
                                                        uint _e4927 = l_mut_1916_;
                                                        uint _e4928 = l_mut_444_;
                                                        bool l_1928_ = (_e4927 < _e4928);
                                                        uint _e4930 = l_mut_1916_;
                                                        uint _e4931 = l_mut_444_;
                                                        bool l_1929_ = (_e4930 == _e4931);
                                                        uint _e4933 = l_mut_40_;
                                                        uint _e4934 = l_mut_445_;
                                                        bool l_1930_ = (_e4933 < _e4934);
                                                        if (l_1929_) {
                                                            local_133 = l_1930_;
                                                        } else {
                                                            local_133 = false;
                                                        }
                                                        bool l_1931_ = local_133;
                                                        if (!(l_1928_)) {
                                                            local_134 = l_1931_;
                                                        } else {
                                                            local_134 = true;
                                                        }
                                                        bool l_1932_ = local_134;
                                                        bool l_1933_ = !(l_1932_);
                                                        if (l_1933_) {
                                                            uint _e4946 = l_mut_445_;
                                                            l_mut_1921_ = _e4946;
                                                            uint _e4947 = l_mut_444_;
                                                            l_mut_1916_ = _e4947;
                                                            bool l_1934_ = (l_1915_ >= 32u);
                                                            if (l_1934_) {
                                                                uint l_1935_ = (l_1915_ & 31u);
                                                                uint _e4952 = l_mut_445_;
                                                                uint l_1936_ = (_e4952 << l_1935_);
                                                                l_mut_1921_ = 0u;
                                                                l_mut_1916_ = l_1936_;
                                                            } else {
                                                                bool l_1937_ = (l_1915_ > 0u);
                                                                if (l_1937_) {
                                                                    uint _e4957 = l_mut_445_;
                                                                    uint l_1938_ = (_e4957 << l_1915_);
                                                                    uint _e4959 = l_mut_444_;
                                                                    uint l_1939_ = (_e4959 << l_1915_);
                                                                    uint l_1940_ = (32u - l_1915_);
                                                                    uint _e4963 = l_mut_445_;
                                                                    uint l_1941_ = (_e4963 >> l_1940_);
                                                                    uint l_1942_ = (l_1939_ | l_1941_);
                                                                    l_mut_1921_ = l_1938_;
                                                                    l_mut_1916_ = l_1942_;
                                                                }
                                                            }
                                                            uint _e4966 = l_mut_96_;
                                                            uint _e4967 = l_mut_1921_;
                                                            uint l_1943_ = (_e4966 - _e4967);
                                                            uint _e4969 = l_mut_90_;
                                                            uint _e4970 = l_mut_1916_;
                                                            uint l_1944_ = (_e4969 - _e4970);
                                                            uint _e4972 = l_mut_96_;
                                                            uint _e4973 = l_mut_1921_;
                                                            bool l_1945_ = (_e4972 < _e4973);
                                                            uint l_1946_ = uint(l_1945_);
                                                            uint l_1947_ = (l_1944_ - l_1946_);
                                                            l_mut_96_ = l_1943_;
                                                            l_mut_90_ = l_1947_;
                                                            uint l_1948_ = (1u << l_1915_);
                                                            uint _e4979 = l_mut_75_;
                                                            l_mut_75_ = (_e4979 | l_1948_);
                                                        }
                                                    }
                                                }
                                                uint _e4984 = l_mut_75_;
                                                uint l_1949_ = min(_e4984, l_1901_);
                                                l_mut_1921_ = l_1949_;
                                                uint _e4986 = l_mut_90_;
                                                uint _e4987 = l_mut_444_;
                                                bool l_1950_ = (_e4986 < _e4987);
                                                uint _e4989 = l_mut_90_;
                                                uint _e4990 = l_mut_444_;
                                                bool l_1951_ = (_e4989 == _e4990);
                                                uint _e4992 = l_mut_96_;
                                                uint _e4993 = l_mut_445_;
                                                bool l_1952_ = (_e4992 < _e4993);
                                                if (l_1951_) {
                                                    local_135 = l_1952_;
                                                } else {
                                                    local_135 = false;
                                                }
                                                bool l_1953_ = local_135;
                                                if (!(l_1950_)) {
                                                    local_136 = l_1953_;
                                                } else {
                                                    local_136 = true;
                                                }
                                                bool l_1954_ = local_136;
                                                bool l_1955_ = !(l_1954_);
                                                if (l_1955_) {
                                                    l_mut_1921_ = l_1901_;
                                                }
                                                uint _e5005 = l_mut_1921_;
                                                l_mut_1632_ = _e5005;
                                            }
                                        } else {
                                            uint _e5006 = l_mut_441_;
                                            l_mut_1921_ = _e5006;
                                            uint _e5007 = l_mut_440_;
                                            l_mut_1916_ = _e5007;
                                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                                uint _e5008 = l_mut_444_;
                                                uint _e5009 = l_mut_1916_;
                                                bool l_1956_ = (_e5008 < _e5009);
                                                uint _e5011 = l_mut_444_;
                                                uint _e5012 = l_mut_1916_;
                                                bool l_1957_ = (_e5011 == _e5012);
                                                uint _e5014 = l_mut_445_;
                                                uint _e5015 = l_mut_1921_;
                                                bool l_1958_ = (_e5014 < _e5015);
                                                if (l_1957_) {
                                                    local_137 = l_1958_;
                                                } else {
                                                    local_137 = false;
                                                }
                                                bool l_1959_ = local_137;
                                                if (!(l_1956_)) {
                                                    local_138 = l_1959_;
                                                } else {
                                                    local_138 = true;
                                                }
                                                bool l_1960_ = local_138;
                                                uint _e5026 = l_mut_1632_;
                                                uint _e5027 = l_mut_394_;
                                                uint l_1961_ = (_e5026 * _e5027);
                                                uint _e5029 = l_mut_421_;
                                                uint l_1962_ = (_e5029 + l_1961_);
                                                uint _e5031 = l_mut_394_;
                                                uint l_1963_ = (l_1962_ + _e5031);
                                                bool l_1964_ = (l_1963_ < l_1019_);
                                                if (l_1960_) {
                                                    local_139 = l_1964_;
                                                } else {
                                                    local_139 = false;
                                                }
                                                bool l_1965_ = local_139;
                                                bool l_1966_ = !(l_1965_);
                                                if (l_1966_) {
                                                    break;
                                                }
                                                uint _e5039 = l_mut_1921_;
                                                uint _e5040 = l_mut_445_;
                                                uint l_1967_ = (_e5039 - _e5040);
                                                uint _e5042 = l_mut_1916_;
                                                uint _e5043 = l_mut_444_;
                                                uint l_1968_ = (_e5042 - _e5043);
                                                uint _e5045 = l_mut_1921_;
                                                uint _e5046 = l_mut_445_;
                                                bool l_1969_ = (_e5045 < _e5046);
                                                uint l_1970_ = uint(l_1969_);
                                                uint l_1971_ = (l_1968_ - l_1970_);
                                                l_mut_1921_ = l_1967_;
                                                l_mut_1916_ = l_1971_;
                                                uint _e5050 = l_mut_1632_;
                                                l_mut_1632_ = (_e5050 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5053 = l_mut_1632_;
                                    uint _e5054 = l_mut_394_;
                                    uint l_1972_ = (_e5053 * _e5054);
                                    uint _e5056 = l_mut_421_;
                                    uint l_1973_ = (_e5056 + l_1972_);
                                    uint _e5058 = l_mut_394_;
                                    uint l_1974_ = (l_1973_ + _e5058);
                                    bool l_1975_ = (l_1974_ >= l_1019_);
                                    if (l_1975_) {
                                        l_mut_102_ = 1u;
                                    } else {
                                        uint _e5062 = l_mut_445_;
                                        uint _e5063 = l_mut_1632_;
                                        uint l_1976_ = (_e5062 * _e5063);
                                        uint _e5065 = l_mut_445_;
                                        uint64_t l_3086_ = uint64_t(_e5065);
                                        uint _e5067 = l_mut_1632_;
                                        uint64_t l_3087_ = uint64_t(_e5067);
                                        uint64_t l_3088_ = (l_3086_ * l_3087_);
                                        uint64_t l_3089_ = (l_3088_ >> uint(32uL));
                                        uint l_1977_ = uint(l_3089_);
                                        uint _e5076 = l_mut_444_;
                                        uint _e5077 = l_mut_1632_;
                                        uint l_1978_ = (_e5076 * _e5077);
                                        uint l_1979_ = (l_1977_ + l_1978_);
                                        uint _e5080 = l_mut_441_;
                                        uint l_1980_ = (_e5080 - l_1976_);
                                        uint _e5082 = l_mut_440_;
                                        uint l_1981_ = (_e5082 - l_1979_);
                                        uint _e5084 = l_mut_441_;
                                        bool l_1982_ = (_e5084 < l_1976_);
                                        uint l_1983_ = uint(l_1982_);
                                        uint l_1984_ = (l_1981_ - l_1983_);
                                        l_mut_275_ = l_1980_;
                                        l_mut_269_ = l_1984_;
                                        uint _e5088 = l_mut_1632_;
                                        uint _e5089 = l_mut_394_;
                                        uint l_1985_ = (_e5088 * _e5089);
                                        uint _e5091 = l_mut_421_;
                                        uint l_1986_ = (_e5091 + l_1985_);
                                        l_mut_219_ = l_1986_;
                                        uint _e5093 = l_mut_445_;
                                        uint _e5094 = l_mut_275_;
                                        uint l_1987_ = (_e5093 - _e5094);
                                        uint _e5096 = l_mut_444_;
                                        uint _e5097 = l_mut_269_;
                                        uint l_1988_ = (_e5096 - _e5097);
                                        uint _e5099 = l_mut_445_;
                                        uint _e5100 = l_mut_275_;
                                        bool l_1989_ = (_e5099 < _e5100);
                                        uint l_1990_ = uint(l_1989_);
                                        uint l_1991_ = (l_1988_ - l_1990_);
                                        l_mut_388_ = l_1987_;
                                        l_mut_382_ = l_1991_;
                                        uint _e5104 = l_mut_394_;
                                        uint _e5105 = l_mut_219_;
                                        uint l_1992_ = (_e5104 + _e5105);
                                        l_mut_213_ = l_1992_;
                                    }
                                }
                            }
                            uint _e5107 = l_mut_388_;
                            l_mut_445_ = _e5107;
                            uint _e5108 = l_mut_382_;
                            l_mut_444_ = _e5108;
                            uint _e5109 = l_mut_275_;
                            l_mut_441_ = _e5109;
                            uint _e5110 = l_mut_269_;
                            l_mut_440_ = _e5110;
                            uint _e5111 = l_mut_219_;
                            l_mut_421_ = _e5111;
                            uint _e5112 = l_mut_213_;
                            l_mut_394_ = _e5112;
                            uint _e5113 = l_mut_151_;
                            l_mut_439_ = _e5113;
                            uint _e5114 = l_mut_145_;
                            l_mut_428_ = _e5114;
                            uint _e5115 = l_mut_102_;
                            bool l_1993_ = (_e5115 == 1u);
                            l_mut_645_ = l_1993_;
                            uint _e5118 = l_mut_102_;
                            bool l_1994_ = (_e5118 == 0u);
                            l_mut_628_ = l_1994_;
                        } else {
                            uint _e5121 = l_mut_441_;
                            uint _e5122 = l_mut_439_;
                            uint l_1995_ = (_e5121 - _e5122);
                            uint _e5124 = l_mut_440_;
                            uint _e5125 = l_mut_428_;
                            uint l_1996_ = (_e5124 - _e5125);
                            uint _e5127 = l_mut_441_;
                            uint _e5128 = l_mut_439_;
                            bool l_1997_ = (_e5127 < _e5128);
                            uint l_1998_ = uint(l_1997_);
                            uint l_1999_ = (l_1996_ - l_1998_);
                            l_mut_1921_ = l_1995_;
                            l_mut_1916_ = l_1999_;
                            uint _e5132 = l_mut_439_;
                            uint l_2000_ = (_e5132 - l_1534_);
                            uint _e5134 = l_mut_428_;
                            uint l_2001_ = (_e5134 - l_1538_);
                            uint _e5136 = l_mut_439_;
                            bool l_2002_ = (_e5136 < l_1534_);
                            uint l_2003_ = uint(l_2002_);
                            uint l_2004_ = (l_2001_ - l_2003_);
                            l_mut_1921_ = l_2000_;
                            l_mut_1916_ = l_2004_;
                            uint _e5140 = l_mut_441_;
                            l_mut_1632_ = _e5140;
                            uint _e5141 = l_mut_440_;
                            l_mut_388_ = _e5141;
                            uint _e5142 = l_mut_1916_;
                            uint _e5143 = l_mut_440_;
                            bool l_2005_ = (_e5142 < _e5143);
                            uint _e5145 = l_mut_1916_;
                            uint _e5146 = l_mut_440_;
                            bool l_2006_ = (_e5145 == _e5146);
                            uint _e5148 = l_mut_1921_;
                            uint _e5149 = l_mut_441_;
                            bool l_2007_ = (_e5148 < _e5149);
                            if (l_2006_) {
                                local_140 = l_2007_;
                            } else {
                                local_140 = false;
                            }
                            bool l_2008_ = local_140;
                            if (!(l_2005_)) {
                                local_141 = l_2008_;
                            } else {
                                local_141 = true;
                            }
                            bool l_2009_ = local_141;
                            if (l_2009_) {
                                uint _e5160 = l_mut_1921_;
                                l_mut_1632_ = _e5160;
                                uint _e5161 = l_mut_1916_;
                                l_mut_388_ = _e5161;
                            }
                            l_mut_350_ = false;
                            l_mut_350_ = true;
                            l_mut_1921_ = 0u;
                            uint _e5165 = l_mut_445_;
                            uint _e5166 = l_mut_444_;
                            uint l_2010_ = (_e5165 | _e5166);
                            bool l_2011_ = (l_2010_ == 0u);
                            bool l_2012_ = !(l_2011_);
                            bool _e5171 = l_mut_350_;
                            if (_e5171) {
                                local_142 = l_2012_;
                            } else {
                                local_142 = false;
                            }
                            bool l_2013_ = local_142;
                            uint _e5176 = l_mut_444_;
                            uint _e5177 = l_mut_388_;
                            bool l_2014_ = (_e5176 < _e5177);
                            uint _e5179 = l_mut_444_;
                            uint _e5180 = l_mut_388_;
                            bool l_2015_ = (_e5179 == _e5180);
                            uint _e5182 = l_mut_445_;
                            uint _e5183 = l_mut_1632_;
                            bool l_2016_ = (_e5182 < _e5183);
                            if (l_2015_) {
                                local_143 = l_2016_;
                            } else {
                                local_143 = false;
                            }
                            bool l_2017_ = local_143;
                            if (!(l_2014_)) {
                                local_144 = l_2017_;
                            } else {
                                local_144 = true;
                            }
                            bool l_2018_ = local_144;
                            if (l_2013_) {
                                local_145 = l_2018_;
                            } else {
                                local_145 = false;
                            }
                            bool l_2019_ = local_145;
                            uint _e5198 = l_mut_394_;
                            uint _e5199 = l_mut_421_;
                            uint l_2020_ = (_e5198 + _e5199);
                            bool l_2021_ = (l_2020_ < l_1019_);
                            if (l_2019_) {
                                local_146 = l_2021_;
                            } else {
                                local_146 = false;
                            }
                            bool l_2022_ = local_146;
                            if (l_2022_) {
                                uint _e5206 = l_mut_394_;
                                uint l_2023_ = (l_1019_ - _e5206);
                                uint _e5208 = l_mut_421_;
                                uint l_2024_ = (l_2023_ - _e5208);
                                uint _e5210 = l_mut_394_;
                                uint l_2025_ = naga_div(l_2024_, _e5210);
                                uint _e5212 = l_mut_1632_;
                                uint l_2026_ = (_e5212 - 1u);
                                uint _e5215 = l_mut_388_;
                                uint l_2027_ = (_e5215 - 0u);
                                uint _e5218 = l_mut_1632_;
                                bool l_2028_ = (_e5218 < 1u);
                                uint l_2029_ = uint(l_2028_);
                                uint l_2030_ = (l_2027_ - l_2029_);
                                l_mut_1916_ = l_2026_;
                                l_mut_1632_ = l_2030_;
                                l_mut_388_ = 0u;
                                l_mut_2031_ = 0u;
                                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                                bool loop_init_11 = true;
                                while(true) {
                                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                                    if (!loop_init_11) {
                                        uint _e5311 = l_mut_2031_;
                                        l_mut_2031_ = (_e5311 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5226 = l_mut_2031_;
                                    if ((_e5226 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5230 = l_mut_2031_;
                                        uint l_2032_ = (19u - _e5230);
                                        uint _e5232 = l_mut_1916_;
                                        l_mut_382_ = _e5232;
                                        uint _e5233 = l_mut_1632_;
                                        l_mut_275_ = _e5233;
                                        bool l_2033_ = (l_2032_ >= 32u);
                                        if (l_2033_) {
                                            uint l_2034_ = (l_2032_ & 31u);
                                            uint _e5238 = l_mut_1632_;
                                            uint l_2035_ = (_e5238 >> l_2034_);
                                            l_mut_382_ = l_2035_;
                                            l_mut_275_ = 0u;
                                        } else {
                                            bool l_2036_ = (l_2032_ > 0u);
                                            if (l_2036_) {
                                                uint _e5243 = l_mut_1916_;
                                                l_mut_269_ = _e5243;
                                                bool l_2037_ = (l_2032_ > 0u);
                                                if (l_2037_) {
                                                    uint _e5246 = l_mut_1916_;
                                                    uint l_2038_ = (_e5246 >> l_2032_);
                                                    uint l_2039_ = (32u - l_2032_);
                                                    uint _e5250 = l_mut_1632_;
                                                    uint l_2040_ = (_e5250 << l_2039_);
                                                    uint l_2041_ = (l_2038_ | l_2040_);
                                                    l_mut_269_ = l_2041_;
                                                }
                                                uint _e5253 = l_mut_1632_;
                                                uint l_2042_ = (_e5253 >> l_2032_);
                                                uint _e5255 = l_mut_269_;
                                                l_mut_382_ = _e5255;
                                                l_mut_275_ = l_2042_;
                                            }
                                        }
                                        uint _e5256 = l_mut_275_;
                                        uint _e5257 = l_mut_444_;
                                        bool l_2043_ = (_e5256 < _e5257);
                                        uint _e5259 = l_mut_275_;
                                        uint _e5260 = l_mut_444_;
                                        bool l_2044_ = (_e5259 == _e5260);
                                        uint _e5262 = l_mut_382_;
                                        uint _e5263 = l_mut_445_;
                                        bool l_2045_ = (_e5262 < _e5263);
                                        if (l_2044_) {
                                            local_147 = l_2045_;
                                        } else {
                                            local_147 = false;
                                        }
                                        bool l_2046_ = local_147;
                                        if (!(l_2043_)) {
                                            local_148 = l_2046_;
                                        } else {
                                            local_148 = true;
                                        }
                                        bool l_2047_ = local_148;
                                        bool l_2048_ = !(l_2047_);
                                        if (l_2048_) {
                                            uint _e5275 = l_mut_445_;
                                            l_mut_382_ = _e5275;
                                            uint _e5276 = l_mut_444_;
                                            l_mut_275_ = _e5276;
                                            bool l_2049_ = (l_2032_ >= 32u);
                                            if (l_2049_) {
                                                uint l_2050_ = (l_2032_ & 31u);
                                                uint _e5281 = l_mut_445_;
                                                uint l_2051_ = (_e5281 << l_2050_);
                                                l_mut_382_ = 0u;
                                                l_mut_275_ = l_2051_;
                                            } else {
                                                bool l_2052_ = (l_2032_ > 0u);
                                                if (l_2052_) {
                                                    uint _e5286 = l_mut_445_;
                                                    uint l_2053_ = (_e5286 << l_2032_);
                                                    uint _e5288 = l_mut_444_;
                                                    uint l_2054_ = (_e5288 << l_2032_);
                                                    uint l_2055_ = (32u - l_2032_);
                                                    uint _e5292 = l_mut_445_;
                                                    uint l_2056_ = (_e5292 >> l_2055_);
                                                    uint l_2057_ = (l_2054_ | l_2056_);
                                                    l_mut_382_ = l_2053_;
                                                    l_mut_275_ = l_2057_;
                                                }
                                            }
                                            uint _e5295 = l_mut_1916_;
                                            uint _e5296 = l_mut_382_;
                                            uint l_2058_ = (_e5295 - _e5296);
                                            uint _e5298 = l_mut_1632_;
                                            uint _e5299 = l_mut_275_;
                                            uint l_2059_ = (_e5298 - _e5299);
                                            uint _e5301 = l_mut_1916_;
                                            uint _e5302 = l_mut_382_;
                                            bool l_2060_ = (_e5301 < _e5302);
                                            uint l_2061_ = uint(l_2060_);
                                            uint l_2062_ = (l_2059_ - l_2061_);
                                            l_mut_1916_ = l_2058_;
                                            l_mut_1632_ = l_2062_;
                                            uint l_2063_ = (1u << l_2032_);
                                            uint _e5308 = l_mut_388_;
                                            l_mut_388_ = (_e5308 | l_2063_);
                                        }
                                    }
                                }
                                uint _e5313 = l_mut_388_;
                                uint l_2064_ = min(_e5313, l_2025_);
                                l_mut_388_ = l_2064_;
                                uint _e5315 = l_mut_1632_;
                                uint _e5316 = l_mut_444_;
                                bool l_2065_ = (_e5315 < _e5316);
                                uint _e5318 = l_mut_1632_;
                                uint _e5319 = l_mut_444_;
                                bool l_2066_ = (_e5318 == _e5319);
                                uint _e5321 = l_mut_1916_;
                                uint _e5322 = l_mut_445_;
                                bool l_2067_ = (_e5321 < _e5322);
                                if (l_2066_) {
                                    local_149 = l_2067_;
                                } else {
                                    local_149 = false;
                                }
                                bool l_2068_ = local_149;
                                if (!(l_2065_)) {
                                    local_150 = l_2068_;
                                } else {
                                    local_150 = true;
                                }
                                bool l_2069_ = local_150;
                                bool l_2070_ = !(l_2069_);
                                if (l_2070_) {
                                    l_mut_388_ = l_2025_;
                                }
                                uint _e5334 = l_mut_388_;
                                l_mut_1921_ = _e5334;
                            }
                            uint _e5335 = l_mut_441_;
                            l_mut_1916_ = _e5335;
                            uint _e5336 = l_mut_440_;
                            l_mut_1632_ = _e5336;
                            uint _e5337 = l_mut_445_;
                            l_mut_388_ = _e5337;
                            uint _e5338 = l_mut_444_;
                            l_mut_382_ = _e5338;
                            uint _e5339 = l_mut_394_;
                            l_mut_275_ = _e5339;
                            uint _e5340 = l_mut_421_;
                            l_mut_269_ = _e5340;
                            uint _e5341 = l_mut_439_;
                            l_mut_219_ = _e5341;
                            uint _e5342 = l_mut_428_;
                            l_mut_213_ = _e5342;
                            l_mut_151_ = 0u;
                            uint _e5344 = l_mut_1921_;
                            bool l_2071_ = (_e5344 > 0u);
                            if (l_2071_) {
                                uint _e5347 = l_mut_445_;
                                uint _e5348 = l_mut_1921_;
                                uint l_2072_ = (_e5347 * _e5348);
                                uint _e5350 = l_mut_445_;
                                uint64_t l_3091_ = uint64_t(_e5350);
                                uint _e5352 = l_mut_1921_;
                                uint64_t l_3092_ = uint64_t(_e5352);
                                uint64_t l_3093_ = (l_3091_ * l_3092_);
                                uint64_t l_3094_ = (l_3093_ >> uint(32uL));
                                uint l_2073_ = uint(l_3094_);
                                uint _e5361 = l_mut_444_;
                                uint _e5362 = l_mut_1921_;
                                uint l_2074_ = (_e5361 * _e5362);
                                uint l_2075_ = (l_2073_ + l_2074_);
                                uint _e5365 = l_mut_439_;
                                uint l_2076_ = (_e5365 - l_2072_);
                                uint _e5367 = l_mut_428_;
                                uint l_2077_ = (_e5367 - l_2075_);
                                uint _e5369 = l_mut_439_;
                                bool l_2078_ = (_e5369 < l_2072_);
                                uint l_2079_ = uint(l_2078_);
                                uint l_2080_ = (l_2077_ - l_2079_);
                                l_mut_219_ = l_2076_;
                                l_mut_213_ = l_2080_;
                                uint _e5373 = l_mut_441_;
                                uint l_2081_ = (_e5373 - l_2072_);
                                uint _e5375 = l_mut_440_;
                                uint l_2082_ = (_e5375 - l_2075_);
                                uint _e5377 = l_mut_441_;
                                bool l_2083_ = (_e5377 < l_2072_);
                                uint l_2084_ = uint(l_2083_);
                                uint l_2085_ = (l_2082_ - l_2084_);
                                l_mut_1916_ = l_2081_;
                                l_mut_1632_ = l_2085_;
                                uint _e5381 = l_mut_1921_;
                                uint _e5382 = l_mut_394_;
                                uint l_2086_ = (_e5381 * _e5382);
                                uint _e5384 = l_mut_421_;
                                uint l_2087_ = (_e5384 + l_2086_);
                                l_mut_269_ = l_2087_;
                            } else {
                                uint _e5386 = l_mut_439_;
                                uint _e5387 = l_mut_445_;
                                uint l_2088_ = (_e5386 - _e5387);
                                uint _e5389 = l_mut_428_;
                                uint _e5390 = l_mut_444_;
                                uint l_2089_ = (_e5389 - _e5390);
                                uint _e5392 = l_mut_439_;
                                uint _e5393 = l_mut_445_;
                                bool l_2090_ = (_e5392 < _e5393);
                                uint l_2091_ = uint(l_2090_);
                                uint l_2092_ = (l_2089_ - l_2091_);
                                l_mut_219_ = l_2088_;
                                l_mut_213_ = l_2092_;
                                uint _e5397 = l_mut_213_;
                                bool l_2093_ = (_e5397 < l_1538_);
                                uint _e5399 = l_mut_213_;
                                bool l_2094_ = (_e5399 == l_1538_);
                                uint _e5401 = l_mut_219_;
                                bool l_2095_ = (_e5401 < l_1534_);
                                if (l_2094_) {
                                    local_151 = l_2095_;
                                } else {
                                    local_151 = false;
                                }
                                bool l_2096_ = local_151;
                                if (!(l_2093_)) {
                                    local_152 = l_2096_;
                                } else {
                                    local_152 = true;
                                }
                                bool l_2097_ = local_152;
                                if (l_2097_) {
                                    l_mut_151_ = 2u;
                                }
                                uint _e5413 = l_mut_151_;
                                bool l_2098_ = (_e5413 == 0u);
                                if (l_2098_) {
                                    uint _e5416 = l_mut_394_;
                                    uint l_2099_ = (l_1019_ - _e5416);
                                    uint _e5418 = l_mut_421_;
                                    uint l_2100_ = naga_div(l_2099_, _e5418);
                                    l_mut_1921_ = 0u;
                                    l_mut_350_ = false;
                                    l_mut_350_ = true;
                                    uint _e5423 = l_mut_441_;
                                    uint _e5424 = l_mut_440_;
                                    uint l_2101_ = (_e5423 | _e5424);
                                    bool l_2102_ = (l_2101_ == 0u);
                                    if (l_2102_) {
                                        l_mut_1921_ = l_2100_;
                                    } else {
                                        bool _e5428 = l_mut_350_;
                                        if (_e5428) {
                                            uint _e5429 = l_mut_440_;
                                            uint _e5430 = l_mut_444_;
                                            bool l_2103_ = (_e5429 < _e5430);
                                            uint _e5432 = l_mut_440_;
                                            uint _e5433 = l_mut_444_;
                                            bool l_2104_ = (_e5432 == _e5433);
                                            uint _e5435 = l_mut_441_;
                                            uint _e5436 = l_mut_445_;
                                            bool l_2105_ = (_e5435 < _e5436);
                                            if (l_2104_) {
                                                local_153 = l_2105_;
                                            } else {
                                                local_153 = false;
                                            }
                                            bool l_2106_ = local_153;
                                            if (!(l_2103_)) {
                                                local_154 = l_2106_;
                                            } else {
                                                local_154 = true;
                                            }
                                            bool l_2107_ = local_154;
                                            if (l_2107_) {
                                                uint _e5447 = l_mut_445_;
                                                uint l_2108_ = (_e5447 - 1u);
                                                uint _e5450 = l_mut_444_;
                                                uint l_2109_ = (_e5450 - 0u);
                                                uint _e5453 = l_mut_445_;
                                                bool l_2110_ = (_e5453 < 1u);
                                                uint l_2111_ = uint(l_2110_);
                                                uint l_2112_ = (l_2109_ - l_2111_);
                                                l_mut_145_ = l_2108_;
                                                l_mut_102_ = l_2112_;
                                                l_mut_96_ = 0u;
                                                l_mut_2113_ = 0u;
                                                uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                                    loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                                    if (!loop_init_12) {
                                                        uint _e5546 = l_mut_2113_;
                                                        l_mut_2113_ = (_e5546 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5461 = l_mut_2113_;
                                                    if ((_e5461 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5465 = l_mut_2113_;
                                                        uint l_2114_ = (19u - _e5465);
                                                        uint _e5467 = l_mut_145_;
                                                        l_mut_90_ = _e5467;
                                                        uint _e5468 = l_mut_102_;
                                                        l_mut_75_ = _e5468;
                                                        bool l_2115_ = (l_2114_ >= 32u);
                                                        if (l_2115_) {
                                                            uint l_2116_ = (l_2114_ & 31u);
                                                            uint _e5473 = l_mut_102_;
                                                            uint l_2117_ = (_e5473 >> l_2116_);
                                                            l_mut_90_ = l_2117_;
                                                            l_mut_75_ = 0u;
                                                        } else {
                                                            bool l_2118_ = (l_2114_ > 0u);
                                                            if (l_2118_) {
                                                                uint _e5478 = l_mut_145_;
                                                                l_mut_40_ = _e5478;
                                                                bool l_2119_ = (l_2114_ > 0u);
                                                                if (l_2119_) {
                                                                    uint _e5481 = l_mut_145_;
                                                                    uint l_2120_ = (_e5481 >> l_2114_);
                                                                    uint l_2121_ = (32u - l_2114_);
                                                                    uint _e5485 = l_mut_102_;
                                                                    uint l_2122_ = (_e5485 << l_2121_);
                                                                    uint l_2123_ = (l_2120_ | l_2122_);
                                                                    l_mut_40_ = l_2123_;
                                                                }
                                                                uint _e5488 = l_mut_102_;
                                                                uint l_2124_ = (_e5488 >> l_2114_);
                                                                uint _e5490 = l_mut_40_;
                                                                l_mut_90_ = _e5490;
                                                                l_mut_75_ = l_2124_;
                                                            }
                                                        }
                                                        uint _e5491 = l_mut_75_;
                                                        uint _e5492 = l_mut_440_;
                                                        bool l_2125_ = (_e5491 < _e5492);
                                                        uint _e5494 = l_mut_75_;
                                                        uint _e5495 = l_mut_440_;
                                                        bool l_2126_ = (_e5494 == _e5495);
                                                        uint _e5497 = l_mut_90_;
                                                        uint _e5498 = l_mut_441_;
                                                        bool l_2127_ = (_e5497 < _e5498);
                                                        if (l_2126_) {
                                                            local_155 = l_2127_;
                                                        } else {
                                                            local_155 = false;
                                                        }
                                                        bool l_2128_ = local_155;
                                                        if (!(l_2125_)) {
                                                            local_156 = l_2128_;
                                                        } else {
                                                            local_156 = true;
                                                        }
                                                        bool l_2129_ = local_156;
                                                        bool l_2130_ = !(l_2129_);
                                                        if (l_2130_) {
                                                            uint _e5510 = l_mut_441_;
                                                            l_mut_90_ = _e5510;
                                                            uint _e5511 = l_mut_440_;
                                                            l_mut_75_ = _e5511;
                                                            bool l_2131_ = (l_2114_ >= 32u);
                                                            if (l_2131_) {
                                                                uint l_2132_ = (l_2114_ & 31u);
                                                                uint _e5516 = l_mut_441_;
                                                                uint l_2133_ = (_e5516 << l_2132_);
                                                                l_mut_90_ = 0u;
                                                                l_mut_75_ = l_2133_;
                                                            } else {
                                                                bool l_2134_ = (l_2114_ > 0u);
                                                                if (l_2134_) {
                                                                    uint _e5521 = l_mut_441_;
                                                                    uint l_2135_ = (_e5521 << l_2114_);
                                                                    uint _e5523 = l_mut_440_;
                                                                    uint l_2136_ = (_e5523 << l_2114_);
                                                                    uint l_2137_ = (32u - l_2114_);
                                                                    uint _e5527 = l_mut_441_;
                                                                    uint l_2138_ = (_e5527 >> l_2137_);
                                                                    uint l_2139_ = (l_2136_ | l_2138_);
                                                                    l_mut_90_ = l_2135_;
                                                                    l_mut_75_ = l_2139_;
                                                                }
                                                            }
                                                            uint _e5530 = l_mut_145_;
                                                            uint _e5531 = l_mut_90_;
                                                            uint l_2140_ = (_e5530 - _e5531);
                                                            uint _e5533 = l_mut_102_;
                                                            uint _e5534 = l_mut_75_;
                                                            uint l_2141_ = (_e5533 - _e5534);
                                                            uint _e5536 = l_mut_145_;
                                                            uint _e5537 = l_mut_90_;
                                                            bool l_2142_ = (_e5536 < _e5537);
                                                            uint l_2143_ = uint(l_2142_);
                                                            uint l_2144_ = (l_2141_ - l_2143_);
                                                            l_mut_145_ = l_2140_;
                                                            l_mut_102_ = l_2144_;
                                                            uint l_2145_ = (1u << l_2114_);
                                                            uint _e5543 = l_mut_96_;
                                                            l_mut_96_ = (_e5543 | l_2145_);
                                                        }
                                                    }
                                                }
                                                uint _e5548 = l_mut_96_;
                                                uint l_2146_ = min(_e5548, l_2100_);
                                                l_mut_96_ = l_2146_;
                                                uint _e5550 = l_mut_102_;
                                                uint _e5551 = l_mut_440_;
                                                bool l_2147_ = (_e5550 < _e5551);
                                                uint _e5553 = l_mut_102_;
                                                uint _e5554 = l_mut_440_;
                                                bool l_2148_ = (_e5553 == _e5554);
                                                uint _e5556 = l_mut_145_;
                                                uint _e5557 = l_mut_441_;
                                                bool l_2149_ = (_e5556 < _e5557);
                                                if (l_2148_) {
                                                    local_157 = l_2149_;
                                                } else {
                                                    local_157 = false;
                                                }
                                                bool l_2150_ = local_157;
                                                if (!(l_2147_)) {
                                                    local_158 = l_2150_;
                                                } else {
                                                    local_158 = true;
                                                }
                                                bool l_2151_ = local_158;
                                                bool l_2152_ = !(l_2151_);
                                                if (l_2152_) {
                                                    l_mut_96_ = l_2100_;
                                                }
                                                uint _e5569 = l_mut_96_;
                                                l_mut_1921_ = _e5569;
                                            }
                                        } else {
                                            uint _e5570 = l_mut_445_;
                                            l_mut_145_ = _e5570;
                                            uint _e5571 = l_mut_444_;
                                            l_mut_102_ = _e5571;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5572 = l_mut_440_;
                                                uint _e5573 = l_mut_102_;
                                                bool l_2153_ = (_e5572 < _e5573);
                                                uint _e5575 = l_mut_440_;
                                                uint _e5576 = l_mut_102_;
                                                bool l_2154_ = (_e5575 == _e5576);
                                                uint _e5578 = l_mut_441_;
                                                uint _e5579 = l_mut_145_;
                                                bool l_2155_ = (_e5578 < _e5579);
                                                if (l_2154_) {
                                                    local_159 = l_2155_;
                                                } else {
                                                    local_159 = false;
                                                }
                                                bool l_2156_ = local_159;
                                                if (!(l_2153_)) {
                                                    local_160 = l_2156_;
                                                } else {
                                                    local_160 = true;
                                                }
                                                bool l_2157_ = local_160;
                                                uint _e5590 = l_mut_1921_;
                                                uint _e5591 = l_mut_421_;
                                                uint l_2158_ = (_e5590 * _e5591);
                                                uint _e5593 = l_mut_394_;
                                                uint l_2159_ = (_e5593 + l_2158_);
                                                uint _e5595 = l_mut_421_;
                                                uint l_2160_ = (l_2159_ + _e5595);
                                                bool l_2161_ = (l_2160_ < l_1019_);
                                                if (l_2157_) {
                                                    local_161 = l_2161_;
                                                } else {
                                                    local_161 = false;
                                                }
                                                bool l_2162_ = local_161;
                                                bool l_2163_ = !(l_2162_);
                                                if (l_2163_) {
                                                    break;
                                                }
                                                uint _e5603 = l_mut_145_;
                                                uint _e5604 = l_mut_441_;
                                                uint l_2164_ = (_e5603 - _e5604);
                                                uint _e5606 = l_mut_102_;
                                                uint _e5607 = l_mut_440_;
                                                uint l_2165_ = (_e5606 - _e5607);
                                                uint _e5609 = l_mut_145_;
                                                uint _e5610 = l_mut_441_;
                                                bool l_2166_ = (_e5609 < _e5610);
                                                uint l_2167_ = uint(l_2166_);
                                                uint l_2168_ = (l_2165_ - l_2167_);
                                                l_mut_145_ = l_2164_;
                                                l_mut_102_ = l_2168_;
                                                uint _e5614 = l_mut_1921_;
                                                l_mut_1921_ = (_e5614 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5617 = l_mut_1921_;
                                    uint _e5618 = l_mut_421_;
                                    uint l_2169_ = (_e5617 * _e5618);
                                    uint _e5620 = l_mut_394_;
                                    uint l_2170_ = (_e5620 + l_2169_);
                                    uint _e5622 = l_mut_421_;
                                    uint l_2171_ = (l_2170_ + _e5622);
                                    bool l_2172_ = (l_2171_ >= l_1019_);
                                    if (l_2172_) {
                                        l_mut_151_ = 1u;
                                    } else {
                                        uint _e5626 = l_mut_441_;
                                        uint _e5627 = l_mut_1921_;
                                        uint l_2173_ = (_e5626 * _e5627);
                                        uint _e5629 = l_mut_441_;
                                        uint64_t l_3096_ = uint64_t(_e5629);
                                        uint _e5631 = l_mut_1921_;
                                        uint64_t l_3097_ = uint64_t(_e5631);
                                        uint64_t l_3098_ = (l_3096_ * l_3097_);
                                        uint64_t l_3099_ = (l_3098_ >> uint(32uL));
                                        uint l_2174_ = uint(l_3099_);
                                        uint _e5640 = l_mut_440_;
                                        uint _e5641 = l_mut_1921_;
                                        uint l_2175_ = (_e5640 * _e5641);
                                        uint l_2176_ = (l_2174_ + l_2175_);
                                        uint _e5644 = l_mut_445_;
                                        uint l_2177_ = (_e5644 - l_2173_);
                                        uint _e5646 = l_mut_444_;
                                        uint l_2178_ = (_e5646 - l_2176_);
                                        uint _e5648 = l_mut_445_;
                                        bool l_2179_ = (_e5648 < l_2173_);
                                        uint l_2180_ = uint(l_2179_);
                                        uint l_2181_ = (l_2178_ - l_2180_);
                                        l_mut_388_ = l_2177_;
                                        l_mut_382_ = l_2181_;
                                        uint _e5652 = l_mut_1921_;
                                        uint _e5653 = l_mut_421_;
                                        uint l_2182_ = (_e5652 * _e5653);
                                        uint _e5655 = l_mut_394_;
                                        uint l_2183_ = (_e5655 + l_2182_);
                                        l_mut_275_ = l_2183_;
                                        uint _e5657 = l_mut_441_;
                                        uint _e5658 = l_mut_388_;
                                        uint l_2184_ = (_e5657 - _e5658);
                                        uint _e5660 = l_mut_440_;
                                        uint _e5661 = l_mut_382_;
                                        uint l_2185_ = (_e5660 - _e5661);
                                        uint _e5663 = l_mut_441_;
                                        uint _e5664 = l_mut_388_;
                                        bool l_2186_ = (_e5663 < _e5664);
                                        uint l_2187_ = uint(l_2186_);
                                        uint l_2188_ = (l_2185_ - l_2187_);
                                        l_mut_1916_ = l_2184_;
                                        l_mut_1632_ = l_2188_;
                                        uint _e5668 = l_mut_421_;
                                        uint _e5669 = l_mut_275_;
                                        uint l_2189_ = (_e5668 + _e5669);
                                        l_mut_269_ = l_2189_;
                                    }
                                }
                            }
                            uint _e5671 = l_mut_388_;
                            l_mut_445_ = _e5671;
                            uint _e5672 = l_mut_382_;
                            l_mut_444_ = _e5672;
                            uint _e5673 = l_mut_1916_;
                            l_mut_441_ = _e5673;
                            uint _e5674 = l_mut_1632_;
                            l_mut_440_ = _e5674;
                            uint _e5675 = l_mut_269_;
                            l_mut_421_ = _e5675;
                            uint _e5676 = l_mut_275_;
                            l_mut_394_ = _e5676;
                            uint _e5677 = l_mut_219_;
                            l_mut_439_ = _e5677;
                            uint _e5678 = l_mut_213_;
                            l_mut_428_ = _e5678;
                            uint _e5679 = l_mut_151_;
                            bool l_2190_ = (_e5679 == 1u);
                            l_mut_645_ = l_2190_;
                            uint _e5682 = l_mut_151_;
                            bool l_2191_ = (_e5682 == 0u);
                            l_mut_628_ = l_2191_;
                        }
                    }
                    bool _e5685 = l_mut_645_;
                    bool l_2192_ = !(_e5685);
                    if (l_1018_) {
                        local_162 = l_2192_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2193_ = local_162;
                    if (l_2193_) {
                        uint _e5692 = l_mut_1016_;
                        uint l_2194_ = (1u << _e5692);
                        uint _e5694 = l_mut_741_;
                        l_mut_741_ = (_e5694 | l_2194_);
                        uint _e5696 = l_mut_736_;
                        l_mut_736_ = (_e5696 + 1u);
                        uint l_2195_ = (l_1017_ + l_1015_);
                        uint l_2196_ = min(l_2195_, l_56_);
                        l_mut_1921_ = 0u;
                        l_mut_2197_ = l_1017_;
                        uint2 loop_bound_19 = uint2(4294967295u, 4294967295u);
                        bool loop_init_13 = true;
                        while(true) {
                            if (all(loop_bound_19 == uint2(0u, 0u))) { break; }
                            loop_bound_19 -= uint2(loop_bound_19.y == 0u, 1u);
                            if (!loop_init_13) {
                                uint _e6218 = l_mut_2197_;
                                l_mut_2197_ = (_e6218 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e5703 = l_mut_2197_;
                            if ((_e5703 < l_2196_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e5705 = l_mut_2197_;
                                uint l_2198_ = (l_59_ * _e5705);
                                uint64_t l_3101_ = uint64_t(l_59_);
                                uint _e5708 = l_mut_2197_;
                                uint64_t l_3102_ = uint64_t(_e5708);
                                uint64_t l_3103_ = (l_3101_ * l_3102_);
                                uint64_t l_3104_ = (l_3103_ >> uint(32uL));
                                uint l_2199_ = uint(l_3104_);
                                uint _e5717 = l_mut_2197_;
                                uint l_2200_ = (l_62_ * _e5717);
                                uint l_2201_ = (l_2199_ + l_2200_);
                                uint l_2202_ = (l_64_ + l_2198_);
                                uint l_2203_ = (l_67_ + l_2201_);
                                bool l_2204_ = (l_2202_ < l_64_);
                                uint l_2205_ = uint(l_2204_);
                                uint l_2206_ = (l_2203_ + l_2205_);
                                l_mut_1916_ = 0u;
                                l_mut_1632_ = 0u;
                                uint _e5727 = l_mut_2197_;
                                bool l_2207_ = (_e5727 < 65536u);
                                if (l_2207_) {
                                    uint _e5730 = l_mut_2197_;
                                    uint _e5731 = l_mut_2197_;
                                    uint l_2208_ = (_e5730 * _e5731);
                                    uint l_2209_ = (l_72_ >> 31u);
                                    bool l_2210_ = (l_2209_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_2210_) {
                                        uint l_2211_ = (0u - l_69_);
                                        uint l_2212_ = (0u - l_72_);
                                        bool l_2213_ = (0u < l_69_);
                                        uint l_2214_ = uint(l_2213_);
                                        uint l_2215_ = (l_2212_ - l_2214_);
                                        l_mut_445_ = l_2211_;
                                        l_mut_444_ = l_2215_;
                                    }
                                    uint _e5745 = l_mut_445_;
                                    uint l_2216_ = (_e5745 * l_2208_);
                                    uint _e5747 = l_mut_444_;
                                    uint l_2217_ = (_e5747 * l_2208_);
                                    uint _e5749 = l_mut_445_;
                                    uint64_t l_3106_ = uint64_t(_e5749);
                                    uint64_t l_3107_ = uint64_t(l_2208_);
                                    uint64_t l_3108_ = (l_3106_ * l_3107_);
                                    uint64_t l_3109_ = (l_3108_ >> uint(32uL));
                                    uint l_2218_ = uint(l_3109_);
                                    uint l_2219_ = (l_2218_ + l_2217_);
                                    uint _e5760 = l_mut_444_;
                                    uint64_t l_3111_ = uint64_t(_e5760);
                                    uint64_t l_3112_ = uint64_t(l_2208_);
                                    uint64_t l_3113_ = (l_3111_ * l_3112_);
                                    uint64_t l_3114_ = (l_3113_ >> uint(32uL));
                                    uint l_2220_ = uint(l_3114_);
                                    bool l_2221_ = (l_2219_ < l_2217_);
                                    uint l_2222_ = uint(l_2221_);
                                    uint l_2223_ = (l_2220_ + l_2222_);
                                    uint l_2224_ = naga_mod(l_9_, 32u);
                                    l_mut_441_ = l_2216_;
                                    bool l_2225_ = (l_2224_ > 0u);
                                    if (l_2225_) {
                                        uint l_2226_ = (l_2216_ >> l_2224_);
                                        uint l_2227_ = (32u - l_2224_);
                                        uint l_2228_ = (l_2219_ << l_2227_);
                                        uint l_2229_ = (l_2226_ | l_2228_);
                                        l_mut_441_ = l_2229_;
                                    }
                                    l_mut_440_ = l_2219_;
                                    bool l_2230_ = (l_2224_ > 0u);
                                    if (l_2230_) {
                                        uint l_2231_ = (l_2219_ >> l_2224_);
                                        uint l_2232_ = (32u - l_2224_);
                                        uint l_2233_ = (l_2223_ << l_2232_);
                                        uint l_2234_ = (l_2231_ | l_2233_);
                                        l_mut_440_ = l_2234_;
                                    }
                                    uint _e5789 = l_mut_441_;
                                    l_mut_439_ = _e5789;
                                    uint _e5790 = l_mut_440_;
                                    l_mut_441_ = _e5790;
                                    bool l_2235_ = (l_9_ >= 64u);
                                    if (l_2235_) {
                                        l_mut_439_ = l_2223_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        bool l_2236_ = (l_9_ >= 32u);
                                        if (l_2236_) {
                                            l_mut_440_ = l_2219_;
                                            bool l_2237_ = (l_2224_ > 0u);
                                            if (l_2237_) {
                                                uint l_2238_ = (l_2219_ >> l_2224_);
                                                uint l_2239_ = (32u - l_2224_);
                                                uint l_2240_ = (l_2223_ << l_2239_);
                                                uint l_2241_ = (l_2238_ | l_2240_);
                                                l_mut_440_ = l_2241_;
                                            }
                                            uint l_2242_ = (l_2223_ >> l_2224_);
                                            uint _e5804 = l_mut_440_;
                                            l_mut_439_ = _e5804;
                                            l_mut_441_ = l_2242_;
                                        }
                                    }
                                    uint _e5805 = l_mut_439_;
                                    l_mut_445_ = _e5805;
                                    uint _e5806 = l_mut_441_;
                                    l_mut_444_ = _e5806;
                                    if (l_2210_) {
                                        uint _e5808 = l_mut_445_;
                                        uint l_2243_ = (0u - _e5808);
                                        uint _e5811 = l_mut_444_;
                                        uint l_2244_ = (0u - _e5811);
                                        uint _e5814 = l_mut_445_;
                                        bool l_2245_ = (0u < _e5814);
                                        uint l_2246_ = uint(l_2245_);
                                        uint l_2247_ = (l_2244_ - l_2246_);
                                        l_mut_445_ = l_2243_;
                                        l_mut_444_ = l_2247_;
                                    }
                                    uint _e5818 = l_mut_445_;
                                    l_mut_1916_ = _e5818;
                                    uint _e5819 = l_mut_444_;
                                    l_mut_1632_ = _e5819;
                                } else {
                                    uint l_2248_ = (l_72_ >> 31u);
                                    bool l_2249_ = (l_2248_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_2249_) {
                                        uint l_2250_ = (0u - l_69_);
                                        uint l_2251_ = (0u - l_72_);
                                        bool l_2252_ = (0u < l_69_);
                                        uint l_2253_ = uint(l_2252_);
                                        uint l_2254_ = (l_2251_ - l_2253_);
                                        l_mut_445_ = l_2250_;
                                        l_mut_444_ = l_2254_;
                                    }
                                    uint _e5832 = l_mut_445_;
                                    uint _e5833 = l_mut_2197_;
                                    uint l_2255_ = (_e5832 * _e5833);
                                    uint _e5835 = l_mut_444_;
                                    uint _e5836 = l_mut_2197_;
                                    uint l_2256_ = (_e5835 * _e5836);
                                    uint _e5838 = l_mut_445_;
                                    uint64_t l_3116_ = uint64_t(_e5838);
                                    uint _e5840 = l_mut_2197_;
                                    uint64_t l_3117_ = uint64_t(_e5840);
                                    uint64_t l_3118_ = (l_3116_ * l_3117_);
                                    uint64_t l_3119_ = (l_3118_ >> uint(32uL));
                                    uint l_2257_ = uint(l_3119_);
                                    uint l_2258_ = (l_2257_ + l_2256_);
                                    uint _e5850 = l_mut_444_;
                                    uint64_t l_3121_ = uint64_t(_e5850);
                                    uint _e5852 = l_mut_2197_;
                                    uint64_t l_3122_ = uint64_t(_e5852);
                                    uint64_t l_3123_ = (l_3121_ * l_3122_);
                                    uint64_t l_3124_ = (l_3123_ >> uint(32uL));
                                    uint l_2259_ = uint(l_3124_);
                                    bool l_2260_ = (l_2258_ < l_2256_);
                                    uint l_2261_ = uint(l_2260_);
                                    uint l_2262_ = (l_2259_ + l_2261_);
                                    l_mut_441_ = l_2255_;
                                    bool l_2264_ = (0u > 0u);
                                    if (l_2264_) {
                                        uint l_2265_ = (l_2255_ >> 0u);
                                        uint l_2266_ = (32u - 0u);
                                        uint l_2267_ = (l_2258_ << l_2266_);
                                        uint l_2268_ = (l_2265_ | l_2267_);
                                        l_mut_441_ = l_2268_;
                                    }
                                    l_mut_440_ = l_2258_;
                                    bool l_2269_ = (0u > 0u);
                                    if (l_2269_) {
                                        uint l_2270_ = (l_2258_ >> 0u);
                                        uint l_2271_ = (32u - 0u);
                                        uint l_2272_ = (l_2262_ << l_2271_);
                                        uint l_2273_ = (l_2270_ | l_2272_);
                                        l_mut_440_ = l_2273_;
                                    }
                                    uint _e5879 = l_mut_441_;
                                    l_mut_439_ = _e5879;
                                    uint _e5880 = l_mut_440_;
                                    l_mut_441_ = _e5880;
                                    if (false) {
                                        l_mut_439_ = l_2262_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2258_;
                                            bool l_2276_ = (0u > 0u);
                                            if (l_2276_) {
                                                uint l_2277_ = (l_2258_ >> 0u);
                                                uint l_2278_ = (32u - 0u);
                                                uint l_2279_ = (l_2262_ << l_2278_);
                                                uint l_2280_ = (l_2277_ | l_2279_);
                                                l_mut_440_ = l_2280_;
                                            }
                                            uint l_2281_ = (l_2262_ >> 0u);
                                            uint _e5892 = l_mut_440_;
                                            l_mut_439_ = _e5892;
                                            l_mut_441_ = l_2281_;
                                        }
                                    }
                                    uint _e5893 = l_mut_445_;
                                    uint _e5894 = l_mut_2197_;
                                    uint l_2282_ = (_e5893 * _e5894);
                                    uint _e5896 = l_mut_444_;
                                    uint _e5897 = l_mut_2197_;
                                    uint l_2283_ = (_e5896 * _e5897);
                                    uint _e5899 = l_mut_445_;
                                    uint64_t l_3126_ = uint64_t(_e5899);
                                    uint _e5901 = l_mut_2197_;
                                    uint64_t l_3127_ = uint64_t(_e5901);
                                    uint64_t l_3128_ = (l_3126_ * l_3127_);
                                    uint64_t l_3129_ = (l_3128_ >> uint(32uL));
                                    uint l_2284_ = uint(l_3129_);
                                    uint l_2285_ = (l_2284_ + l_2283_);
                                    uint _e5911 = l_mut_444_;
                                    uint64_t l_3131_ = uint64_t(_e5911);
                                    uint _e5913 = l_mut_2197_;
                                    uint64_t l_3132_ = uint64_t(_e5913);
                                    uint64_t l_3133_ = (l_3131_ * l_3132_);
                                    uint64_t l_3134_ = (l_3133_ >> uint(32uL));
                                    uint l_2286_ = uint(l_3134_);
                                    bool l_2287_ = (l_2285_ < l_2283_);
                                    uint l_2288_ = uint(l_2287_);
                                    uint l_2289_ = (l_2286_ + l_2288_);
                                    l_mut_440_ = l_2282_;
                                    bool l_2291_ = (0u > 0u);
                                    if (l_2291_) {
                                        uint l_2292_ = (l_2282_ >> 0u);
                                        uint l_2293_ = (32u - 0u);
                                        uint l_2294_ = (l_2285_ << l_2293_);
                                        uint l_2295_ = (l_2292_ | l_2294_);
                                        l_mut_440_ = l_2295_;
                                    }
                                    l_mut_428_ = l_2285_;
                                    bool l_2296_ = (0u > 0u);
                                    if (l_2296_) {
                                        uint l_2297_ = (l_2285_ >> 0u);
                                        uint l_2298_ = (32u - 0u);
                                        uint l_2299_ = (l_2289_ << l_2298_);
                                        uint l_2300_ = (l_2297_ | l_2299_);
                                        l_mut_428_ = l_2300_;
                                    }
                                    uint _e5940 = l_mut_440_;
                                    l_mut_421_ = _e5940;
                                    uint _e5941 = l_mut_428_;
                                    l_mut_440_ = _e5941;
                                    if (true) {
                                        l_mut_421_ = l_2289_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_428_ = l_2285_;
                                            bool l_2303_ = (0u > 0u);
                                            if (l_2303_) {
                                                uint l_2304_ = (l_2285_ >> 0u);
                                                uint l_2305_ = (32u - 0u);
                                                uint l_2306_ = (l_2289_ << l_2305_);
                                                uint l_2307_ = (l_2304_ | l_2306_);
                                                l_mut_428_ = l_2307_;
                                            }
                                            uint l_2308_ = (l_2289_ >> 0u);
                                            uint _e5953 = l_mut_428_;
                                            l_mut_421_ = _e5953;
                                            l_mut_440_ = l_2308_;
                                        }
                                    }
                                    uint _e5954 = l_mut_439_;
                                    uint _e5955 = l_mut_2197_;
                                    uint l_2309_ = (_e5954 * _e5955);
                                    uint _e5957 = l_mut_441_;
                                    uint _e5958 = l_mut_2197_;
                                    uint l_2310_ = (_e5957 * _e5958);
                                    uint _e5960 = l_mut_439_;
                                    uint64_t l_3136_ = uint64_t(_e5960);
                                    uint _e5962 = l_mut_2197_;
                                    uint64_t l_3137_ = uint64_t(_e5962);
                                    uint64_t l_3138_ = (l_3136_ * l_3137_);
                                    uint64_t l_3139_ = (l_3138_ >> uint(32uL));
                                    uint l_2311_ = uint(l_3139_);
                                    uint l_2312_ = (l_2311_ + l_2310_);
                                    uint _e5972 = l_mut_441_;
                                    uint64_t l_3141_ = uint64_t(_e5972);
                                    uint _e5974 = l_mut_2197_;
                                    uint64_t l_3142_ = uint64_t(_e5974);
                                    uint64_t l_3143_ = (l_3141_ * l_3142_);
                                    uint64_t l_3144_ = (l_3143_ >> uint(32uL));
                                    uint l_2313_ = uint(l_3144_);
                                    bool l_2314_ = (l_2312_ < l_2310_);
                                    uint l_2315_ = uint(l_2314_);
                                    uint l_2316_ = (l_2313_ + l_2315_);
                                    l_mut_445_ = l_2309_;
                                    bool l_2318_ = (0u > 0u);
                                    if (l_2318_) {
                                        uint l_2319_ = (l_2309_ >> 0u);
                                        uint l_2320_ = (32u - 0u);
                                        uint l_2321_ = (l_2312_ << l_2320_);
                                        uint l_2322_ = (l_2319_ | l_2321_);
                                        l_mut_445_ = l_2322_;
                                    }
                                    l_mut_444_ = l_2312_;
                                    bool l_2323_ = (0u > 0u);
                                    if (l_2323_) {
                                        uint l_2324_ = (l_2312_ >> 0u);
                                        uint l_2325_ = (32u - 0u);
                                        uint l_2326_ = (l_2316_ << l_2325_);
                                        uint l_2327_ = (l_2324_ | l_2326_);
                                        l_mut_444_ = l_2327_;
                                    }
                                    uint _e6001 = l_mut_445_;
                                    l_mut_428_ = _e6001;
                                    uint _e6002 = l_mut_444_;
                                    l_mut_445_ = _e6002;
                                    if (false) {
                                        l_mut_428_ = l_2316_;
                                        l_mut_445_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_444_ = l_2312_;
                                            bool l_2330_ = (0u > 0u);
                                            if (l_2330_) {
                                                uint l_2331_ = (l_2312_ >> 0u);
                                                uint l_2332_ = (32u - 0u);
                                                uint l_2333_ = (l_2316_ << l_2332_);
                                                uint l_2334_ = (l_2331_ | l_2333_);
                                                l_mut_444_ = l_2334_;
                                            }
                                            uint l_2335_ = (l_2316_ >> 0u);
                                            uint _e6014 = l_mut_444_;
                                            l_mut_428_ = _e6014;
                                            l_mut_445_ = l_2335_;
                                        }
                                    }
                                    uint _e6015 = l_mut_439_;
                                    uint _e6016 = l_mut_2197_;
                                    uint l_2336_ = (_e6015 * _e6016);
                                    uint _e6018 = l_mut_441_;
                                    uint _e6019 = l_mut_2197_;
                                    uint l_2337_ = (_e6018 * _e6019);
                                    uint _e6021 = l_mut_439_;
                                    uint64_t l_3146_ = uint64_t(_e6021);
                                    uint _e6023 = l_mut_2197_;
                                    uint64_t l_3147_ = uint64_t(_e6023);
                                    uint64_t l_3148_ = (l_3146_ * l_3147_);
                                    uint64_t l_3149_ = (l_3148_ >> uint(32uL));
                                    uint l_2338_ = uint(l_3149_);
                                    uint l_2339_ = (l_2338_ + l_2337_);
                                    uint _e6033 = l_mut_441_;
                                    uint64_t l_3151_ = uint64_t(_e6033);
                                    uint _e6035 = l_mut_2197_;
                                    uint64_t l_3152_ = uint64_t(_e6035);
                                    uint64_t l_3153_ = (l_3151_ * l_3152_);
                                    uint64_t l_3154_ = (l_3153_ >> uint(32uL));
                                    uint l_2340_ = uint(l_3154_);
                                    bool l_2341_ = (l_2339_ < l_2337_);
                                    uint l_2342_ = uint(l_2341_);
                                    uint l_2343_ = (l_2340_ + l_2342_);
                                    l_mut_444_ = l_2336_;
                                    bool l_2345_ = (0u > 0u);
                                    if (l_2345_) {
                                        uint l_2346_ = (l_2336_ >> 0u);
                                        uint l_2347_ = (32u - 0u);
                                        uint l_2348_ = (l_2339_ << l_2347_);
                                        uint l_2349_ = (l_2346_ | l_2348_);
                                        l_mut_444_ = l_2349_;
                                    }
                                    l_mut_394_ = l_2339_;
                                    bool l_2350_ = (0u > 0u);
                                    if (l_2350_) {
                                        uint l_2351_ = (l_2339_ >> 0u);
                                        uint l_2352_ = (32u - 0u);
                                        uint l_2353_ = (l_2343_ << l_2352_);
                                        uint l_2354_ = (l_2351_ | l_2353_);
                                        l_mut_394_ = l_2354_;
                                    }
                                    uint _e6062 = l_mut_444_;
                                    l_mut_388_ = _e6062;
                                    uint _e6063 = l_mut_394_;
                                    l_mut_444_ = _e6063;
                                    if (true) {
                                        l_mut_388_ = l_2343_;
                                        l_mut_444_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2339_;
                                            bool l_2357_ = (0u > 0u);
                                            if (l_2357_) {
                                                uint l_2358_ = (l_2339_ >> 0u);
                                                uint l_2359_ = (32u - 0u);
                                                uint l_2360_ = (l_2343_ << l_2359_);
                                                uint l_2361_ = (l_2358_ | l_2360_);
                                                l_mut_394_ = l_2361_;
                                            }
                                            uint l_2362_ = (l_2343_ >> 0u);
                                            uint _e6075 = l_mut_394_;
                                            l_mut_388_ = _e6075;
                                            l_mut_444_ = l_2362_;
                                        }
                                    }
                                    uint _e6076 = l_mut_421_;
                                    uint _e6077 = l_mut_2197_;
                                    uint l_2363_ = (_e6076 * _e6077);
                                    uint _e6079 = l_mut_421_;
                                    uint64_t l_3156_ = uint64_t(_e6079);
                                    uint _e6081 = l_mut_2197_;
                                    uint64_t l_3157_ = uint64_t(_e6081);
                                    uint64_t l_3158_ = (l_3156_ * l_3157_);
                                    uint64_t l_3159_ = (l_3158_ >> uint(32uL));
                                    uint l_2364_ = uint(l_3159_);
                                    uint _e6090 = l_mut_440_;
                                    uint _e6091 = l_mut_2197_;
                                    uint l_2365_ = (_e6090 * _e6091);
                                    uint l_2366_ = (l_2364_ + l_2365_);
                                    uint _e6094 = l_mut_388_;
                                    uint l_2367_ = (_e6094 + l_2363_);
                                    uint _e6096 = l_mut_444_;
                                    uint l_2368_ = (_e6096 + l_2366_);
                                    uint _e6098 = l_mut_388_;
                                    bool l_2369_ = (l_2367_ < _e6098);
                                    uint l_2370_ = uint(l_2369_);
                                    uint l_2371_ = (l_2368_ + l_2370_);
                                    uint _e6102 = l_mut_428_;
                                    l_mut_1916_ = _e6102;
                                    uint _e6103 = l_mut_445_;
                                    l_mut_1632_ = _e6103;
                                    bool l_2372_ = (l_9_ == 64u);
                                    if (l_2372_) {
                                        l_mut_1916_ = l_2367_;
                                        l_mut_1632_ = l_2371_;
                                    } else {
                                        bool l_2373_ = (l_9_ > 0u);
                                        if (l_2373_) {
                                            uint l_2374_ = (64u - l_9_);
                                            l_mut_444_ = l_2367_;
                                            l_mut_441_ = l_2371_;
                                            bool l_2375_ = (l_2374_ >= 32u);
                                            if (l_2375_) {
                                                uint l_2376_ = (l_2374_ & 31u);
                                                uint l_2377_ = (l_2367_ << l_2376_);
                                                l_mut_444_ = 0u;
                                                l_mut_441_ = l_2377_;
                                            } else {
                                                bool l_2378_ = (l_2374_ > 0u);
                                                if (l_2378_) {
                                                    uint l_2379_ = (l_2367_ << l_2374_);
                                                    uint l_2380_ = (l_2371_ << l_2374_);
                                                    uint l_2381_ = (32u - l_2374_);
                                                    uint l_2382_ = (l_2367_ >> l_2381_);
                                                    uint l_2383_ = (l_2380_ | l_2382_);
                                                    l_mut_444_ = l_2379_;
                                                    l_mut_441_ = l_2383_;
                                                }
                                            }
                                            uint _e6124 = l_mut_428_;
                                            l_mut_440_ = _e6124;
                                            uint _e6125 = l_mut_445_;
                                            l_mut_439_ = _e6125;
                                            bool l_2384_ = (l_9_ >= 32u);
                                            if (l_2384_) {
                                                uint l_2385_ = (l_9_ & 31u);
                                                uint _e6130 = l_mut_445_;
                                                uint l_2386_ = (_e6130 >> l_2385_);
                                                l_mut_440_ = l_2386_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_2387_ = (l_9_ > 0u);
                                                if (l_2387_) {
                                                    uint _e6135 = l_mut_428_;
                                                    l_mut_421_ = _e6135;
                                                    bool l_2388_ = (l_9_ > 0u);
                                                    if (l_2388_) {
                                                        uint _e6138 = l_mut_428_;
                                                        uint l_2389_ = (_e6138 >> l_9_);
                                                        uint l_2390_ = (32u - l_9_);
                                                        uint _e6142 = l_mut_445_;
                                                        uint l_2391_ = (_e6142 << l_2390_);
                                                        uint l_2392_ = (l_2389_ | l_2391_);
                                                        l_mut_421_ = l_2392_;
                                                    }
                                                    uint _e6145 = l_mut_445_;
                                                    uint l_2393_ = (_e6145 >> l_9_);
                                                    uint _e6147 = l_mut_421_;
                                                    l_mut_440_ = _e6147;
                                                    l_mut_439_ = l_2393_;
                                                }
                                            }
                                            uint _e6148 = l_mut_444_;
                                            uint _e6149 = l_mut_440_;
                                            uint l_2394_ = (_e6148 + _e6149);
                                            uint _e6151 = l_mut_441_;
                                            uint _e6152 = l_mut_439_;
                                            uint l_2395_ = (_e6151 + _e6152);
                                            uint _e6154 = l_mut_444_;
                                            bool l_2396_ = (l_2394_ < _e6154);
                                            uint l_2397_ = uint(l_2396_);
                                            uint l_2398_ = (l_2395_ + l_2397_);
                                            l_mut_1916_ = l_2394_;
                                            l_mut_1632_ = l_2398_;
                                        }
                                    }
                                    if (l_2249_) {
                                        uint _e6159 = l_mut_1916_;
                                        uint l_2399_ = (0u - _e6159);
                                        uint _e6162 = l_mut_1632_;
                                        uint l_2400_ = (0u - _e6162);
                                        uint _e6165 = l_mut_1916_;
                                        bool l_2401_ = (0u < _e6165);
                                        uint l_2402_ = uint(l_2401_);
                                        uint l_2403_ = (l_2400_ - l_2402_);
                                        l_mut_1916_ = l_2399_;
                                        l_mut_1632_ = l_2403_;
                                    }
                                }
                                uint _e6169 = l_mut_1916_;
                                uint l_2404_ = (l_2202_ + _e6169);
                                uint _e6171 = l_mut_1632_;
                                uint l_2405_ = (l_2206_ + _e6171);
                                bool l_2406_ = (l_2404_ < l_2202_);
                                uint l_2407_ = uint(l_2406_);
                                uint l_2408_ = (l_2405_ + l_2407_);
                                uint l_2409_ = (0u - l_2404_);
                                uint l_2410_ = (0u - l_2408_);
                                bool l_2411_ = (0u < l_2404_);
                                uint l_2412_ = uint(l_2411_);
                                uint l_2413_ = (l_2410_ - l_2412_);
                                l_mut_1916_ = l_2409_;
                                l_mut_1632_ = l_2413_;
                                uint _e6184 = l_mut_1632_;
                                bool l_2414_ = (l_2408_ < _e6184);
                                uint _e6186 = l_mut_1632_;
                                bool l_2415_ = (l_2408_ == _e6186);
                                uint _e6188 = l_mut_1916_;
                                bool l_2416_ = (l_2404_ < _e6188);
                                if (l_2415_) {
                                    local_163 = l_2416_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2417_ = local_163;
                                if (!(l_2414_)) {
                                    local_164 = l_2417_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2418_ = local_164;
                                if (l_2418_) {
                                    l_mut_1916_ = l_2404_;
                                    l_mut_1632_ = l_2408_;
                                }
                                uint _e6199 = l_mut_1632_;
                                bool l_2419_ = (_e6199 < l_27_);
                                uint _e6201 = l_mut_1632_;
                                bool l_2420_ = (_e6201 == l_27_);
                                uint _e6203 = l_mut_1916_;
                                bool l_2421_ = (_e6203 < l_24_);
                                if (l_2420_) {
                                    local_165 = l_2421_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2422_ = local_165;
                                if (!(l_2419_)) {
                                    local_166 = l_2422_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2423_ = local_166;
                                uint l_2424_ = uint(l_2423_);
                                uint _e6215 = l_mut_1921_;
                                l_mut_1921_ = (_e6215 + l_2424_);
                            }
                        }
                        uint _e6220 = l_mut_450_;
                        uint _e6221 = l_mut_1921_;
                        l_mut_450_ = (_e6220 + _e6221);
                    }
                }
            }
            uint _e6226 = l_mut_736_;
            bool l_2425_ = (_e6226 > 0u);
            if (l_2425_) {
                uint l_3161_ = asuint(info.Load(20+0));
                uint l_3162_ = (l_3161_ * 1u);
                uint l_3163_ = (l_3162_ - 1u);
                uint l_3164_ = min(1u, l_3163_);
                uint _e6241 = l_mut_736_;
                uint _e6242; buffer_5_global.InterlockedAdd(l_3164_*4, _e6241, _e6242);
            }
            uint _e6243 = l_mut_450_;
            bool l_2428_ = (_e6243 > 0u);
            if (l_2428_) {
                uint l_3166_ = asuint(info.Load(20+0));
                uint l_3167_ = (l_3166_ * 1u);
                uint l_3168_ = (l_3167_ - 1u);
                uint l_3169_ = min(2u, l_3168_);
                uint _e6258 = l_mut_450_;
                uint _e6259; buffer_5_global.InterlockedAdd(l_3169_*4, _e6258, _e6259);
                l_mut_1921_ = _e6259;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e6828 = l_mut_2431_;
                        l_mut_2431_ = (_e6828 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6262 = l_mut_2431_;
                    if ((_e6262 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6265 = l_mut_741_;
                        uint _e6266 = l_mut_2431_;
                        uint l_2432_ = (_e6265 >> _e6266);
                        uint l_2433_ = (l_2432_ & 1u);
                        bool l_2434_ = (l_2433_ == 1u);
                        if (l_2434_) {
                            uint _e6272 = l_mut_2431_;
                            uint l_2435_ = (_e6272 * l_1015_);
                            uint l_2436_ = (l_2435_ + l_1015_);
                            uint l_2437_ = min(l_2436_, l_56_);
                            uint _e6276 = l_mut_1921_;
                            l_mut_1916_ = _e6276;
                            l_mut_2438_ = l_2435_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e6824 = l_mut_2438_;
                                    l_mut_2438_ = (_e6824 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6278 = l_mut_2438_;
                                if ((_e6278 < l_2437_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6280 = l_mut_2438_;
                                    uint l_2439_ = (l_59_ * _e6280);
                                    uint64_t l_3171_ = uint64_t(l_59_);
                                    uint _e6283 = l_mut_2438_;
                                    uint64_t l_3172_ = uint64_t(_e6283);
                                    uint64_t l_3173_ = (l_3171_ * l_3172_);
                                    uint64_t l_3174_ = (l_3173_ >> uint(32uL));
                                    uint l_2440_ = uint(l_3174_);
                                    uint _e6292 = l_mut_2438_;
                                    uint l_2441_ = (l_62_ * _e6292);
                                    uint l_2442_ = (l_2440_ + l_2441_);
                                    uint l_2443_ = (l_64_ + l_2439_);
                                    uint l_2444_ = (l_67_ + l_2442_);
                                    bool l_2445_ = (l_2443_ < l_64_);
                                    uint l_2446_ = uint(l_2445_);
                                    uint l_2447_ = (l_2444_ + l_2446_);
                                    l_mut_1632_ = 0u;
                                    l_mut_736_ = 0u;
                                    uint _e6302 = l_mut_2438_;
                                    bool l_2448_ = (_e6302 < 65536u);
                                    if (l_2448_) {
                                        uint _e6305 = l_mut_2438_;
                                        uint _e6306 = l_mut_2438_;
                                        uint l_2449_ = (_e6305 * _e6306);
                                        uint l_2450_ = (l_72_ >> 31u);
                                        bool l_2451_ = (l_2450_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2451_) {
                                            uint l_2452_ = (0u - l_69_);
                                            uint l_2453_ = (0u - l_72_);
                                            bool l_2454_ = (0u < l_69_);
                                            uint l_2455_ = uint(l_2454_);
                                            uint l_2456_ = (l_2453_ - l_2455_);
                                            l_mut_450_ = l_2452_;
                                            l_mut_445_ = l_2456_;
                                        }
                                        uint _e6320 = l_mut_450_;
                                        uint l_2457_ = (_e6320 * l_2449_);
                                        uint _e6322 = l_mut_445_;
                                        uint l_2458_ = (_e6322 * l_2449_);
                                        uint _e6324 = l_mut_450_;
                                        uint64_t l_3176_ = uint64_t(_e6324);
                                        uint64_t l_3177_ = uint64_t(l_2449_);
                                        uint64_t l_3178_ = (l_3176_ * l_3177_);
                                        uint64_t l_3179_ = (l_3178_ >> uint(32uL));
                                        uint l_2459_ = uint(l_3179_);
                                        uint l_2460_ = (l_2459_ + l_2458_);
                                        uint _e6335 = l_mut_445_;
                                        uint64_t l_3181_ = uint64_t(_e6335);
                                        uint64_t l_3182_ = uint64_t(l_2449_);
                                        uint64_t l_3183_ = (l_3181_ * l_3182_);
                                        uint64_t l_3184_ = (l_3183_ >> uint(32uL));
                                        uint l_2461_ = uint(l_3184_);
                                        bool l_2462_ = (l_2460_ < l_2458_);
                                        uint l_2463_ = uint(l_2462_);
                                        uint l_2464_ = (l_2461_ + l_2463_);
                                        uint l_2465_ = naga_mod(l_9_, 32u);
                                        l_mut_444_ = l_2457_;
                                        bool l_2466_ = (l_2465_ > 0u);
                                        if (l_2466_) {
                                            uint l_2467_ = (l_2457_ >> l_2465_);
                                            uint l_2468_ = (32u - l_2465_);
                                            uint l_2469_ = (l_2460_ << l_2468_);
                                            uint l_2470_ = (l_2467_ | l_2469_);
                                            l_mut_444_ = l_2470_;
                                        }
                                        l_mut_441_ = l_2460_;
                                        bool l_2471_ = (l_2465_ > 0u);
                                        if (l_2471_) {
                                            uint l_2472_ = (l_2460_ >> l_2465_);
                                            uint l_2473_ = (32u - l_2465_);
                                            uint l_2474_ = (l_2464_ << l_2473_);
                                            uint l_2475_ = (l_2472_ | l_2474_);
                                            l_mut_441_ = l_2475_;
                                        }
                                        uint _e6364 = l_mut_444_;
                                        l_mut_440_ = _e6364;
                                        uint _e6365 = l_mut_441_;
                                        l_mut_444_ = _e6365;
                                        bool l_2476_ = (l_9_ >= 64u);
                                        if (l_2476_) {
                                            l_mut_440_ = l_2464_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            bool l_2477_ = (l_9_ >= 32u);
                                            if (l_2477_) {
                                                l_mut_441_ = l_2460_;
                                                bool l_2478_ = (l_2465_ > 0u);
                                                if (l_2478_) {
                                                    uint l_2479_ = (l_2460_ >> l_2465_);
                                                    uint l_2480_ = (32u - l_2465_);
                                                    uint l_2481_ = (l_2464_ << l_2480_);
                                                    uint l_2482_ = (l_2479_ | l_2481_);
                                                    l_mut_441_ = l_2482_;
                                                }
                                                uint l_2483_ = (l_2464_ >> l_2465_);
                                                uint _e6379 = l_mut_441_;
                                                l_mut_440_ = _e6379;
                                                l_mut_444_ = l_2483_;
                                            }
                                        }
                                        uint _e6380 = l_mut_440_;
                                        l_mut_450_ = _e6380;
                                        uint _e6381 = l_mut_444_;
                                        l_mut_445_ = _e6381;
                                        if (l_2451_) {
                                            uint _e6383 = l_mut_450_;
                                            uint l_2484_ = (0u - _e6383);
                                            uint _e6386 = l_mut_445_;
                                            uint l_2485_ = (0u - _e6386);
                                            uint _e6389 = l_mut_450_;
                                            bool l_2486_ = (0u < _e6389);
                                            uint l_2487_ = uint(l_2486_);
                                            uint l_2488_ = (l_2485_ - l_2487_);
                                            l_mut_450_ = l_2484_;
                                            l_mut_445_ = l_2488_;
                                        }
                                        uint _e6393 = l_mut_450_;
                                        l_mut_1632_ = _e6393;
                                        uint _e6394 = l_mut_445_;
                                        l_mut_736_ = _e6394;
                                    } else {
                                        uint l_2489_ = (l_72_ >> 31u);
                                        bool l_2490_ = (l_2489_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2490_) {
                                            uint l_2491_ = (0u - l_69_);
                                            uint l_2492_ = (0u - l_72_);
                                            bool l_2493_ = (0u < l_69_);
                                            uint l_2494_ = uint(l_2493_);
                                            uint l_2495_ = (l_2492_ - l_2494_);
                                            l_mut_450_ = l_2491_;
                                            l_mut_445_ = l_2495_;
                                        }
                                        uint _e6407 = l_mut_450_;
                                        uint _e6408 = l_mut_2438_;
                                        uint l_2496_ = (_e6407 * _e6408);
                                        uint _e6410 = l_mut_445_;
                                        uint _e6411 = l_mut_2438_;
                                        uint l_2497_ = (_e6410 * _e6411);
                                        uint _e6413 = l_mut_450_;
                                        uint64_t l_3186_ = uint64_t(_e6413);
                                        uint _e6415 = l_mut_2438_;
                                        uint64_t l_3187_ = uint64_t(_e6415);
                                        uint64_t l_3188_ = (l_3186_ * l_3187_);
                                        uint64_t l_3189_ = (l_3188_ >> uint(32uL));
                                        uint l_2498_ = uint(l_3189_);
                                        uint l_2499_ = (l_2498_ + l_2497_);
                                        uint _e6425 = l_mut_445_;
                                        uint64_t l_3191_ = uint64_t(_e6425);
                                        uint _e6427 = l_mut_2438_;
                                        uint64_t l_3192_ = uint64_t(_e6427);
                                        uint64_t l_3193_ = (l_3191_ * l_3192_);
                                        uint64_t l_3194_ = (l_3193_ >> uint(32uL));
                                        uint l_2500_ = uint(l_3194_);
                                        bool l_2501_ = (l_2499_ < l_2497_);
                                        uint l_2502_ = uint(l_2501_);
                                        uint l_2503_ = (l_2500_ + l_2502_);
                                        l_mut_444_ = l_2496_;
                                        bool l_2505_ = (0u > 0u);
                                        if (l_2505_) {
                                            uint l_2506_ = (l_2496_ >> 0u);
                                            uint l_2507_ = (32u - 0u);
                                            uint l_2508_ = (l_2499_ << l_2507_);
                                            uint l_2509_ = (l_2506_ | l_2508_);
                                            l_mut_444_ = l_2509_;
                                        }
                                        l_mut_441_ = l_2499_;
                                        bool l_2510_ = (0u > 0u);
                                        if (l_2510_) {
                                            uint l_2511_ = (l_2499_ >> 0u);
                                            uint l_2512_ = (32u - 0u);
                                            uint l_2513_ = (l_2503_ << l_2512_);
                                            uint l_2514_ = (l_2511_ | l_2513_);
                                            l_mut_441_ = l_2514_;
                                        }
                                        uint _e6454 = l_mut_444_;
                                        l_mut_440_ = _e6454;
                                        uint _e6455 = l_mut_441_;
                                        l_mut_444_ = _e6455;
                                        if (false) {
                                            l_mut_440_ = l_2503_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2499_;
                                                bool l_2517_ = (0u > 0u);
                                                if (l_2517_) {
                                                    uint l_2518_ = (l_2499_ >> 0u);
                                                    uint l_2519_ = (32u - 0u);
                                                    uint l_2520_ = (l_2503_ << l_2519_);
                                                    uint l_2521_ = (l_2518_ | l_2520_);
                                                    l_mut_441_ = l_2521_;
                                                }
                                                uint l_2522_ = (l_2503_ >> 0u);
                                                uint _e6467 = l_mut_441_;
                                                l_mut_440_ = _e6467;
                                                l_mut_444_ = l_2522_;
                                            }
                                        }
                                        uint _e6468 = l_mut_450_;
                                        uint _e6469 = l_mut_2438_;
                                        uint l_2523_ = (_e6468 * _e6469);
                                        uint _e6471 = l_mut_445_;
                                        uint _e6472 = l_mut_2438_;
                                        uint l_2524_ = (_e6471 * _e6472);
                                        uint _e6474 = l_mut_450_;
                                        uint64_t l_3196_ = uint64_t(_e6474);
                                        uint _e6476 = l_mut_2438_;
                                        uint64_t l_3197_ = uint64_t(_e6476);
                                        uint64_t l_3198_ = (l_3196_ * l_3197_);
                                        uint64_t l_3199_ = (l_3198_ >> uint(32uL));
                                        uint l_2525_ = uint(l_3199_);
                                        uint l_2526_ = (l_2525_ + l_2524_);
                                        uint _e6486 = l_mut_445_;
                                        uint64_t l_3201_ = uint64_t(_e6486);
                                        uint _e6488 = l_mut_2438_;
                                        uint64_t l_3202_ = uint64_t(_e6488);
                                        uint64_t l_3203_ = (l_3201_ * l_3202_);
                                        uint64_t l_3204_ = (l_3203_ >> uint(32uL));
                                        uint l_2527_ = uint(l_3204_);
                                        bool l_2528_ = (l_2526_ < l_2524_);
                                        uint l_2529_ = uint(l_2528_);
                                        uint l_2530_ = (l_2527_ + l_2529_);
                                        l_mut_441_ = l_2523_;
                                        bool l_2532_ = (0u > 0u);
                                        if (l_2532_) {
                                            uint l_2533_ = (l_2523_ >> 0u);
                                            uint l_2534_ = (32u - 0u);
                                            uint l_2535_ = (l_2526_ << l_2534_);
                                            uint l_2536_ = (l_2533_ | l_2535_);
                                            l_mut_441_ = l_2536_;
                                        }
                                        l_mut_439_ = l_2526_;
                                        bool l_2537_ = (0u > 0u);
                                        if (l_2537_) {
                                            uint l_2538_ = (l_2526_ >> 0u);
                                            uint l_2539_ = (32u - 0u);
                                            uint l_2540_ = (l_2530_ << l_2539_);
                                            uint l_2541_ = (l_2538_ | l_2540_);
                                            l_mut_439_ = l_2541_;
                                        }
                                        uint _e6515 = l_mut_441_;
                                        l_mut_428_ = _e6515;
                                        uint _e6516 = l_mut_439_;
                                        l_mut_441_ = _e6516;
                                        if (true) {
                                            l_mut_428_ = l_2530_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_439_ = l_2526_;
                                                bool l_2544_ = (0u > 0u);
                                                if (l_2544_) {
                                                    uint l_2545_ = (l_2526_ >> 0u);
                                                    uint l_2546_ = (32u - 0u);
                                                    uint l_2547_ = (l_2530_ << l_2546_);
                                                    uint l_2548_ = (l_2545_ | l_2547_);
                                                    l_mut_439_ = l_2548_;
                                                }
                                                uint l_2549_ = (l_2530_ >> 0u);
                                                uint _e6528 = l_mut_439_;
                                                l_mut_428_ = _e6528;
                                                l_mut_441_ = l_2549_;
                                            }
                                        }
                                        uint _e6529 = l_mut_440_;
                                        uint _e6530 = l_mut_2438_;
                                        uint l_2550_ = (_e6529 * _e6530);
                                        uint _e6532 = l_mut_444_;
                                        uint _e6533 = l_mut_2438_;
                                        uint l_2551_ = (_e6532 * _e6533);
                                        uint _e6535 = l_mut_440_;
                                        uint64_t l_3206_ = uint64_t(_e6535);
                                        uint _e6537 = l_mut_2438_;
                                        uint64_t l_3207_ = uint64_t(_e6537);
                                        uint64_t l_3208_ = (l_3206_ * l_3207_);
                                        uint64_t l_3209_ = (l_3208_ >> uint(32uL));
                                        uint l_2552_ = uint(l_3209_);
                                        uint l_2553_ = (l_2552_ + l_2551_);
                                        uint _e6547 = l_mut_444_;
                                        uint64_t l_3211_ = uint64_t(_e6547);
                                        uint _e6549 = l_mut_2438_;
                                        uint64_t l_3212_ = uint64_t(_e6549);
                                        uint64_t l_3213_ = (l_3211_ * l_3212_);
                                        uint64_t l_3214_ = (l_3213_ >> uint(32uL));
                                        uint l_2554_ = uint(l_3214_);
                                        bool l_2555_ = (l_2553_ < l_2551_);
                                        uint l_2556_ = uint(l_2555_);
                                        uint l_2557_ = (l_2554_ + l_2556_);
                                        l_mut_450_ = l_2550_;
                                        bool l_2559_ = (0u > 0u);
                                        if (l_2559_) {
                                            uint l_2560_ = (l_2550_ >> 0u);
                                            uint l_2561_ = (32u - 0u);
                                            uint l_2562_ = (l_2553_ << l_2561_);
                                            uint l_2563_ = (l_2560_ | l_2562_);
                                            l_mut_450_ = l_2563_;
                                        }
                                        l_mut_445_ = l_2553_;
                                        bool l_2564_ = (0u > 0u);
                                        if (l_2564_) {
                                            uint l_2565_ = (l_2553_ >> 0u);
                                            uint l_2566_ = (32u - 0u);
                                            uint l_2567_ = (l_2557_ << l_2566_);
                                            uint l_2568_ = (l_2565_ | l_2567_);
                                            l_mut_445_ = l_2568_;
                                        }
                                        uint _e6576 = l_mut_450_;
                                        l_mut_439_ = _e6576;
                                        uint _e6577 = l_mut_445_;
                                        l_mut_450_ = _e6577;
                                        if (false) {
                                            l_mut_439_ = l_2557_;
                                            l_mut_450_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_445_ = l_2553_;
                                                bool l_2571_ = (0u > 0u);
                                                if (l_2571_) {
                                                    uint l_2572_ = (l_2553_ >> 0u);
                                                    uint l_2573_ = (32u - 0u);
                                                    uint l_2574_ = (l_2557_ << l_2573_);
                                                    uint l_2575_ = (l_2572_ | l_2574_);
                                                    l_mut_445_ = l_2575_;
                                                }
                                                uint l_2576_ = (l_2557_ >> 0u);
                                                uint _e6589 = l_mut_445_;
                                                l_mut_439_ = _e6589;
                                                l_mut_450_ = l_2576_;
                                            }
                                        }
                                        uint _e6590 = l_mut_440_;
                                        uint _e6591 = l_mut_2438_;
                                        uint l_2577_ = (_e6590 * _e6591);
                                        uint _e6593 = l_mut_444_;
                                        uint _e6594 = l_mut_2438_;
                                        uint l_2578_ = (_e6593 * _e6594);
                                        uint _e6596 = l_mut_440_;
                                        uint64_t l_3216_ = uint64_t(_e6596);
                                        uint _e6598 = l_mut_2438_;
                                        uint64_t l_3217_ = uint64_t(_e6598);
                                        uint64_t l_3218_ = (l_3216_ * l_3217_);
                                        uint64_t l_3219_ = (l_3218_ >> uint(32uL));
                                        uint l_2579_ = uint(l_3219_);
                                        uint l_2580_ = (l_2579_ + l_2578_);
                                        uint _e6608 = l_mut_444_;
                                        uint64_t l_3221_ = uint64_t(_e6608);
                                        uint _e6610 = l_mut_2438_;
                                        uint64_t l_3222_ = uint64_t(_e6610);
                                        uint64_t l_3223_ = (l_3221_ * l_3222_);
                                        uint64_t l_3224_ = (l_3223_ >> uint(32uL));
                                        uint l_2581_ = uint(l_3224_);
                                        bool l_2582_ = (l_2580_ < l_2578_);
                                        uint l_2583_ = uint(l_2582_);
                                        uint l_2584_ = (l_2581_ + l_2583_);
                                        l_mut_445_ = l_2577_;
                                        bool l_2586_ = (0u > 0u);
                                        if (l_2586_) {
                                            uint l_2587_ = (l_2577_ >> 0u);
                                            uint l_2588_ = (32u - 0u);
                                            uint l_2589_ = (l_2580_ << l_2588_);
                                            uint l_2590_ = (l_2587_ | l_2589_);
                                            l_mut_445_ = l_2590_;
                                        }
                                        l_mut_421_ = l_2580_;
                                        bool l_2591_ = (0u > 0u);
                                        if (l_2591_) {
                                            uint l_2592_ = (l_2580_ >> 0u);
                                            uint l_2593_ = (32u - 0u);
                                            uint l_2594_ = (l_2584_ << l_2593_);
                                            uint l_2595_ = (l_2592_ | l_2594_);
                                            l_mut_421_ = l_2595_;
                                        }
                                        uint _e6637 = l_mut_445_;
                                        l_mut_394_ = _e6637;
                                        uint _e6638 = l_mut_421_;
                                        l_mut_445_ = _e6638;
                                        if (true) {
                                            l_mut_394_ = l_2584_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2580_;
                                                bool l_2598_ = (0u > 0u);
                                                if (l_2598_) {
                                                    uint l_2599_ = (l_2580_ >> 0u);
                                                    uint l_2600_ = (32u - 0u);
                                                    uint l_2601_ = (l_2584_ << l_2600_);
                                                    uint l_2602_ = (l_2599_ | l_2601_);
                                                    l_mut_421_ = l_2602_;
                                                }
                                                uint l_2603_ = (l_2584_ >> 0u);
                                                uint _e6650 = l_mut_421_;
                                                l_mut_394_ = _e6650;
                                                l_mut_445_ = l_2603_;
                                            }
                                        }
                                        uint _e6651 = l_mut_428_;
                                        uint _e6652 = l_mut_2438_;
                                        uint l_2604_ = (_e6651 * _e6652);
                                        uint _e6654 = l_mut_428_;
                                        uint64_t l_3226_ = uint64_t(_e6654);
                                        uint _e6656 = l_mut_2438_;
                                        uint64_t l_3227_ = uint64_t(_e6656);
                                        uint64_t l_3228_ = (l_3226_ * l_3227_);
                                        uint64_t l_3229_ = (l_3228_ >> uint(32uL));
                                        uint l_2605_ = uint(l_3229_);
                                        uint _e6665 = l_mut_441_;
                                        uint _e6666 = l_mut_2438_;
                                        uint l_2606_ = (_e6665 * _e6666);
                                        uint l_2607_ = (l_2605_ + l_2606_);
                                        uint _e6669 = l_mut_394_;
                                        uint l_2608_ = (_e6669 + l_2604_);
                                        uint _e6671 = l_mut_445_;
                                        uint l_2609_ = (_e6671 + l_2607_);
                                        uint _e6673 = l_mut_394_;
                                        bool l_2610_ = (l_2608_ < _e6673);
                                        uint l_2611_ = uint(l_2610_);
                                        uint l_2612_ = (l_2609_ + l_2611_);
                                        uint _e6677 = l_mut_439_;
                                        l_mut_1632_ = _e6677;
                                        uint _e6678 = l_mut_450_;
                                        l_mut_736_ = _e6678;
                                        bool l_2613_ = (l_9_ == 64u);
                                        if (l_2613_) {
                                            l_mut_1632_ = l_2608_;
                                            l_mut_736_ = l_2612_;
                                        } else {
                                            bool l_2614_ = (l_9_ > 0u);
                                            if (l_2614_) {
                                                uint l_2615_ = (64u - l_9_);
                                                l_mut_445_ = l_2608_;
                                                l_mut_444_ = l_2612_;
                                                bool l_2616_ = (l_2615_ >= 32u);
                                                if (l_2616_) {
                                                    uint l_2617_ = (l_2615_ & 31u);
                                                    uint l_2618_ = (l_2608_ << l_2617_);
                                                    l_mut_445_ = 0u;
                                                    l_mut_444_ = l_2618_;
                                                } else {
                                                    bool l_2619_ = (l_2615_ > 0u);
                                                    if (l_2619_) {
                                                        uint l_2620_ = (l_2608_ << l_2615_);
                                                        uint l_2621_ = (l_2612_ << l_2615_);
                                                        uint l_2622_ = (32u - l_2615_);
                                                        uint l_2623_ = (l_2608_ >> l_2622_);
                                                        uint l_2624_ = (l_2621_ | l_2623_);
                                                        l_mut_445_ = l_2620_;
                                                        l_mut_444_ = l_2624_;
                                                    }
                                                }
                                                uint _e6699 = l_mut_439_;
                                                l_mut_441_ = _e6699;
                                                uint _e6700 = l_mut_450_;
                                                l_mut_440_ = _e6700;
                                                bool l_2625_ = (l_9_ >= 32u);
                                                if (l_2625_) {
                                                    uint l_2626_ = (l_9_ & 31u);
                                                    uint _e6705 = l_mut_450_;
                                                    uint l_2627_ = (_e6705 >> l_2626_);
                                                    l_mut_441_ = l_2627_;
                                                    l_mut_440_ = 0u;
                                                } else {
                                                    bool l_2628_ = (l_9_ > 0u);
                                                    if (l_2628_) {
                                                        uint _e6710 = l_mut_439_;
                                                        l_mut_428_ = _e6710;
                                                        bool l_2629_ = (l_9_ > 0u);
                                                        if (l_2629_) {
                                                            uint _e6713 = l_mut_439_;
                                                            uint l_2630_ = (_e6713 >> l_9_);
                                                            uint l_2631_ = (32u - l_9_);
                                                            uint _e6717 = l_mut_450_;
                                                            uint l_2632_ = (_e6717 << l_2631_);
                                                            uint l_2633_ = (l_2630_ | l_2632_);
                                                            l_mut_428_ = l_2633_;
                                                        }
                                                        uint _e6720 = l_mut_450_;
                                                        uint l_2634_ = (_e6720 >> l_9_);
                                                        uint _e6722 = l_mut_428_;
                                                        l_mut_441_ = _e6722;
                                                        l_mut_440_ = l_2634_;
                                                    }
                                                }
                                                uint _e6723 = l_mut_445_;
                                                uint _e6724 = l_mut_441_;
                                                uint l_2635_ = (_e6723 + _e6724);
                                                uint _e6726 = l_mut_444_;
                                                uint _e6727 = l_mut_440_;
                                                uint l_2636_ = (_e6726 + _e6727);
                                                uint _e6729 = l_mut_445_;
                                                bool l_2637_ = (l_2635_ < _e6729);
                                                uint l_2638_ = uint(l_2637_);
                                                uint l_2639_ = (l_2636_ + l_2638_);
                                                l_mut_1632_ = l_2635_;
                                                l_mut_736_ = l_2639_;
                                            }
                                        }
                                        if (l_2490_) {
                                            uint _e6734 = l_mut_1632_;
                                            uint l_2640_ = (0u - _e6734);
                                            uint _e6737 = l_mut_736_;
                                            uint l_2641_ = (0u - _e6737);
                                            uint _e6740 = l_mut_1632_;
                                            bool l_2642_ = (0u < _e6740);
                                            uint l_2643_ = uint(l_2642_);
                                            uint l_2644_ = (l_2641_ - l_2643_);
                                            l_mut_1632_ = l_2640_;
                                            l_mut_736_ = l_2644_;
                                        }
                                    }
                                    uint _e6744 = l_mut_1632_;
                                    uint l_2645_ = (l_2443_ + _e6744);
                                    uint _e6746 = l_mut_736_;
                                    uint l_2646_ = (l_2447_ + _e6746);
                                    bool l_2647_ = (l_2645_ < l_2443_);
                                    uint l_2648_ = uint(l_2647_);
                                    uint l_2649_ = (l_2646_ + l_2648_);
                                    uint l_2650_ = (0u - l_2645_);
                                    uint l_2651_ = (0u - l_2649_);
                                    bool l_2652_ = (0u < l_2645_);
                                    uint l_2653_ = uint(l_2652_);
                                    uint l_2654_ = (l_2651_ - l_2653_);
                                    l_mut_1632_ = l_2650_;
                                    l_mut_736_ = l_2654_;
                                    uint _e6759 = l_mut_736_;
                                    bool l_2655_ = (l_2649_ < _e6759);
                                    uint _e6761 = l_mut_736_;
                                    bool l_2656_ = (l_2649_ == _e6761);
                                    uint _e6763 = l_mut_1632_;
                                    bool l_2657_ = (l_2645_ < _e6763);
                                    if (l_2656_) {
                                        local_167 = l_2657_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2658_ = local_167;
                                    if (!(l_2655_)) {
                                        local_168 = l_2658_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2659_ = local_168;
                                    if (l_2659_) {
                                        l_mut_1632_ = l_2645_;
                                        l_mut_736_ = l_2649_;
                                    }
                                    uint _e6774 = l_mut_736_;
                                    bool l_2660_ = (_e6774 < l_27_);
                                    uint _e6776 = l_mut_736_;
                                    bool l_2661_ = (_e6776 == l_27_);
                                    uint _e6778 = l_mut_1632_;
                                    bool l_2662_ = (_e6778 < l_24_);
                                    if (l_2661_) {
                                        local_169 = l_2662_;
                                    } else {
                                        local_169 = false;
                                    }
                                    bool l_2663_ = local_169;
                                    if (!(l_2660_)) {
                                        local_170 = l_2663_;
                                    } else {
                                        local_170 = true;
                                    }
                                    bool l_2664_ = local_170;
                                    if (l_2664_) {
                                        uint _e6789 = l_mut_1916_;
                                        uint l_2665_ = (_e6789 * 2u);
                                        uint l_2666_ = (l_2665_ + 1u);
                                        uint l_2667_ = asuint(info.Load(40+0));
                                        bool l_2668_ = (l_2666_ < l_2667_);
                                        if (l_2668_) {
                                            uint l_3231_ = asuint(info.Load(16+0));
                                            uint l_3232_ = (l_3231_ * 1u);
                                            bool l_3233_ = (l_2665_ < l_3232_);
                                            if (l_3233_) {
                                                buffer_4_global.Store(l_2665_*4, asuint(id));
                                            }
                                            uint l_2669_ = (l_2665_ + 1u);
                                            uint l_3234_ = asuint(info.Load(16+0));
                                            uint l_3235_ = (l_3234_ * 1u);
                                            bool l_3236_ = (l_2669_ < l_3235_);
                                            if (l_3236_) {
                                                uint _e6819 = l_mut_2438_;
                                                buffer_4_global.Store(l_2669_*4, asuint(_e6819));
                                            }
                                        }
                                        uint _e6820 = l_mut_1916_;
                                        l_mut_1916_ = (_e6820 + 1u);
                                    }
                                }
                            }
                            uint _e6826 = l_mut_1916_;
                            l_mut_1921_ = _e6826;
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
