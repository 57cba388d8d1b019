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
    uint l_mut_1677_ = (uint)0;
    uint l_mut_1678_ = (uint)0;
    uint l_mut_1683_ = (uint)0;
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
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    uint l_mut_682_ = (uint)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    uint l_mut_762_ = (uint)0;
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
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    uint l_mut_887_ = (uint)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    bool local_83 = (bool)0;
    uint l_mut_982_ = (uint)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    uint l_mut_1065_ = 0u;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    uint l_mut_1675_ = (uint)0;
    bool local_100 = (bool)0;
    bool local_101 = (bool)0;
    bool local_102 = (bool)0;
    bool local_103 = (bool)0;
    bool local_104 = (bool)0;
    bool local_105 = (bool)0;
    bool local_106 = (bool)0;
    bool local_107 = (bool)0;
    bool local_108 = (bool)0;
    bool local_109 = (bool)0;
    bool local_110 = (bool)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    uint l_mut_1786_ = (uint)0;
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
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    bool local_133 = (bool)0;
    bool local_134 = (bool)0;
    bool local_135 = (bool)0;
    bool local_136 = (bool)0;
    uint l_mut_1913_ = (uint)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    uint l_mut_1993_ = (uint)0;
    bool local_145 = (bool)0;
    bool local_146 = (bool)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    uint l_mut_2118_ = (uint)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    bool local_167 = (bool)0;
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;
    uint l_mut_2213_ = (uint)0;
    bool local_171 = (bool)0;
    bool local_172 = (bool)0;
    bool local_173 = (bool)0;
    bool local_174 = (bool)0;
    bool local_175 = (bool)0;
    bool local_176 = (bool)0;
    bool local_177 = (bool)0;
    bool local_178 = (bool)0;
    uint l_mut_2297_ = (uint)0;
    bool local_179 = (bool)0;
    bool local_180 = (bool)0;
    bool local_181 = (bool)0;
    bool local_182 = (bool)0;
    uint l_mut_2531_ = 0u;
    uint l_mut_2538_ = (uint)0;
    bool local_183 = (bool)0;
    bool local_184 = (bool)0;
    bool local_185 = (bool)0;
    bool local_186 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2854_ = asuint(info.Load(20+0));
        uint l_2855_ = (l_2854_ * 1u);
        uint l_2856_ = (l_2855_ - 1u);
        uint l_2857_ = min(3u, l_2856_);
        uint _e69; buffer_5_global.InterlockedAdd(l_2857_*4, 1u, _e69);
    }
    uint l_2770_ = asuint(info.Load(12+0));
    uint l_2771_ = (l_2770_ * 1u);
    bool l_2772_ = (0u < l_2771_);
    uint l_2773_ = (l_2771_ - 1u);
    uint l_2774_ = min(0u, l_2773_);
    uint l_2775_ = asuint(buffer_3_global.Load(l_2774_*4));
    uint l_4_ = (l_2772_ ? l_2775_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2777_ = asuint(info.Load(12+0));
    uint l_2778_ = (l_2777_ * 1u);
    bool l_2779_ = (l_6_ < l_2778_);
    uint l_2780_ = (l_2778_ - 1u);
    uint l_2781_ = min(l_6_, l_2780_);
    uint l_2782_ = asuint(buffer_3_global.Load(l_2781_*4));
    uint l_7_ = (l_2779_ ? l_2782_ : 0u);
    uint l_2784_ = asuint(info.Load(12+0));
    uint l_2785_ = (l_2784_ * 1u);
    bool l_2786_ = (2u < l_2785_);
    uint l_2787_ = (l_2785_ - 1u);
    uint l_2788_ = min(2u, l_2787_);
    uint l_2789_ = asuint(buffer_3_global.Load(l_2788_*4));
    uint l_9_ = (l_2786_ ? l_2789_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2791_ = asuint(info.Load(12+0));
    uint l_2792_ = (l_2791_ * 1u);
    bool l_2793_ = (l_11_ < l_2792_);
    uint l_2794_ = (l_2792_ - 1u);
    uint l_2795_ = min(l_11_, l_2794_);
    uint l_2796_ = asuint(buffer_3_global.Load(l_2795_*4));
    uint l_12_ = (l_2793_ ? l_2796_ : 0u);
    uint l_2798_ = asuint(info.Load(12+0));
    uint l_2799_ = (l_2798_ * 1u);
    bool l_2800_ = (4u < l_2799_);
    uint l_2801_ = (l_2799_ - 1u);
    uint l_2802_ = min(4u, l_2801_);
    uint l_2803_ = asuint(buffer_3_global.Load(l_2802_*4));
    uint l_14_ = (l_2800_ ? l_2803_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2805_ = asuint(info.Load(12+0));
    uint l_2806_ = (l_2805_ * 1u);
    bool l_2807_ = (l_16_ < l_2806_);
    uint l_2808_ = (l_2806_ - 1u);
    uint l_2809_ = min(l_16_, l_2808_);
    uint l_2810_ = asuint(buffer_3_global.Load(l_2809_*4));
    uint l_17_ = (l_2807_ ? l_2810_ : 0u);
    uint l_2812_ = asuint(info.Load(12+0));
    uint l_2813_ = (l_2812_ * 1u);
    bool l_2814_ = (6u < l_2813_);
    uint l_2815_ = (l_2813_ - 1u);
    uint l_2816_ = min(6u, l_2815_);
    uint l_2817_ = asuint(buffer_3_global.Load(l_2816_*4));
    uint l_19_ = (l_2814_ ? l_2817_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2819_ = asuint(info.Load(12+0));
    uint l_2820_ = (l_2819_ * 1u);
    bool l_2821_ = (l_21_ < l_2820_);
    uint l_2822_ = (l_2820_ - 1u);
    uint l_2823_ = min(l_21_, l_2822_);
    uint l_2824_ = asuint(buffer_3_global.Load(l_2823_*4));
    uint l_22_ = (l_2821_ ? l_2824_ : 0u);
    uint l_2826_ = asuint(info.Load(12+0));
    uint l_2827_ = (l_2826_ * 1u);
    bool l_2828_ = (8u < l_2827_);
    uint l_2829_ = (l_2827_ - 1u);
    uint l_2830_ = min(8u, l_2829_);
    uint l_2831_ = asuint(buffer_3_global.Load(l_2830_*4));
    uint l_24_ = (l_2828_ ? l_2831_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2833_ = asuint(info.Load(12+0));
    uint l_2834_ = (l_2833_ * 1u);
    bool l_2835_ = (l_26_ < l_2834_);
    uint l_2836_ = (l_2834_ - 1u);
    uint l_2837_ = min(l_26_, l_2836_);
    uint l_2838_ = asuint(buffer_3_global.Load(l_2837_*4));
    uint l_27_ = (l_2835_ ? l_2838_ : 0u);
    uint l_2840_ = asuint(info.Load(12+0));
    uint l_2841_ = (l_2840_ * 1u);
    bool l_2842_ = (10u < l_2841_);
    uint l_2843_ = (l_2841_ - 1u);
    uint l_2844_ = min(10u, l_2843_);
    uint l_2845_ = asuint(buffer_3_global.Load(l_2844_*4));
    uint l_29_ = (l_2842_ ? l_2845_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2847_ = asuint(info.Load(12+0));
    uint l_2848_ = (l_2847_ * 1u);
    bool l_2849_ = (l_31_ < l_2848_);
    uint l_2850_ = (l_2848_ - 1u);
    uint l_2851_ = min(l_31_, l_2850_);
    uint l_2852_ = asuint(buffer_3_global.Load(l_2851_*4));
    uint l_32_ = (l_2849_ ? l_2852_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2859_ = uint64_t(id);
    uint64_t l_2860_ = uint64_t(l_4_);
    uint64_t l_2861_ = (l_2859_ * l_2860_);
    uint64_t l_2862_ = (l_2861_ >> uint(32uL));
    uint l_37_ = uint(l_2862_);
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
        uint l_2864_ = asuint(info.Load(0+0));
        uint l_2865_ = (l_2864_ * 1u);
        bool l_2866_ = (l_58_ < l_2865_);
        uint l_2867_ = (l_2865_ - 1u);
        uint l_2868_ = min(l_58_, l_2867_);
        uint l_2869_ = asuint(buffer_0_global.Load(l_2868_*4));
        uint l_59_ = (l_2866_ ? l_2869_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2871_ = asuint(info.Load(0+0));
        uint l_2872_ = (l_2871_ * 1u);
        bool l_2873_ = (l_61_ < l_2872_);
        uint l_2874_ = (l_2872_ - 1u);
        uint l_2875_ = min(l_61_, l_2874_);
        uint l_2876_ = asuint(buffer_0_global.Load(l_2875_*4));
        uint l_62_ = (l_2873_ ? l_2876_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2878_ = asuint(info.Load(4+0));
        uint l_2879_ = (l_2878_ * 1u);
        bool l_2880_ = (l_63_ < l_2879_);
        uint l_2881_ = (l_2879_ - 1u);
        uint l_2882_ = min(l_63_, l_2881_);
        uint l_2883_ = asuint(buffer_1_global.Load(l_2882_*4));
        uint l_64_ = (l_2880_ ? l_2883_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2885_ = asuint(info.Load(4+0));
        uint l_2886_ = (l_2885_ * 1u);
        bool l_2887_ = (l_66_ < l_2886_);
        uint l_2888_ = (l_2886_ - 1u);
        uint l_2889_ = min(l_66_, l_2888_);
        uint l_2890_ = asuint(buffer_1_global.Load(l_2889_*4));
        uint l_67_ = (l_2887_ ? l_2890_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2892_ = asuint(info.Load(8+0));
        uint l_2893_ = (l_2892_ * 1u);
        bool l_2894_ = (l_68_ < l_2893_);
        uint l_2895_ = (l_2893_ - 1u);
        uint l_2896_ = min(l_68_, l_2895_);
        uint l_2897_ = asuint(buffer_2_global.Load(l_2896_*4));
        uint l_69_ = (l_2894_ ? l_2897_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2899_ = asuint(info.Load(8+0));
        uint l_2900_ = (l_2899_ * 1u);
        bool l_2901_ = (l_71_ < l_2900_);
        uint l_2902_ = (l_2900_ - 1u);
        uint l_2903_ = min(l_71_, l_2902_);
        uint l_2904_ = asuint(buffer_2_global.Load(l_2903_*4));
        uint l_72_ = (l_2901_ ? l_2904_ : 0u);
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
        uint64_t l_2906_ = uint64_t(_e455);
        uint64_t l_2907_ = uint64_t(l_4_);
        uint64_t l_2908_ = (l_2906_ * l_2907_);
        uint64_t l_2909_ = (l_2908_ >> uint(32uL));
        uint l_83_ = uint(l_2909_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e466 = l_mut_75_;
        uint64_t l_2911_ = uint64_t(_e466);
        uint64_t l_2912_ = uint64_t(l_4_);
        uint64_t l_2913_ = (l_2911_ * l_2912_);
        uint64_t l_2914_ = (l_2913_ >> uint(32uL));
        uint l_85_ = uint(l_2914_);
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
            uint64_t l_2916_ = uint64_t(_e554);
            uint64_t l_2917_ = uint64_t(l_123_);
            uint64_t l_2918_ = (l_2916_ * l_2917_);
            uint64_t l_2919_ = (l_2918_ >> uint(32uL));
            uint l_133_ = uint(l_2919_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e565 = l_mut_75_;
            uint64_t l_2921_ = uint64_t(_e565);
            uint64_t l_2922_ = uint64_t(l_123_);
            uint64_t l_2923_ = (l_2921_ * l_2922_);
            uint64_t l_2924_ = (l_2923_ >> uint(32uL));
            uint l_135_ = uint(l_2924_);
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
            uint64_t l_2926_ = uint64_t(_e641);
            uint64_t l_2927_ = uint64_t(l_4_);
            uint64_t l_2928_ = (l_2926_ * l_2927_);
            uint64_t l_2929_ = (l_2928_ >> uint(32uL));
            uint l_174_ = uint(l_2929_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e652 = l_mut_145_;
            uint64_t l_2931_ = uint64_t(_e652);
            uint64_t l_2932_ = uint64_t(l_4_);
            uint64_t l_2933_ = (l_2931_ * l_2932_);
            uint64_t l_2934_ = (l_2933_ >> uint(32uL));
            uint l_176_ = uint(l_2934_);
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
            uint64_t l_2936_ = uint64_t(_e698);
            uint64_t l_2937_ = uint64_t(l_4_);
            uint64_t l_2938_ = (l_2936_ * l_2937_);
            uint64_t l_2939_ = (l_2938_ >> uint(32uL));
            uint l_201_ = uint(l_2939_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e709 = l_mut_145_;
            uint64_t l_2941_ = uint64_t(_e709);
            uint64_t l_2942_ = uint64_t(l_4_);
            uint64_t l_2943_ = (l_2941_ * l_2942_);
            uint64_t l_2944_ = (l_2943_ >> uint(32uL));
            uint l_203_ = uint(l_2944_);
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
            uint64_t l_2946_ = uint64_t(_e755);
            uint64_t l_2947_ = uint64_t(l_4_);
            uint64_t l_2948_ = (l_2946_ * l_2947_);
            uint64_t l_2949_ = (l_2948_ >> uint(32uL));
            uint l_230_ = uint(l_2949_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e766 = l_mut_90_;
            uint64_t l_2951_ = uint64_t(_e766);
            uint64_t l_2952_ = uint64_t(l_4_);
            uint64_t l_2953_ = (l_2951_ * l_2952_);
            uint64_t l_2954_ = (l_2953_ >> uint(32uL));
            uint l_232_ = uint(l_2954_);
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
            uint64_t l_2956_ = uint64_t(_e812);
            uint64_t l_2957_ = uint64_t(l_4_);
            uint64_t l_2958_ = (l_2956_ * l_2957_);
            uint64_t l_2959_ = (l_2958_ >> uint(32uL));
            uint l_257_ = uint(l_2959_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e823 = l_mut_90_;
            uint64_t l_2961_ = uint64_t(_e823);
            uint64_t l_2962_ = uint64_t(l_4_);
            uint64_t l_2963_ = (l_2961_ * l_2962_);
            uint64_t l_2964_ = (l_2963_ >> uint(32uL));
            uint l_259_ = uint(l_2964_);
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
            uint64_t l_2966_ = uint64_t(_e867);
            uint64_t l_2967_ = uint64_t(l_4_);
            uint64_t l_2968_ = (l_2966_ * l_2967_);
            uint64_t l_2969_ = (l_2968_ >> uint(32uL));
            uint l_285_ = uint(l_2969_);
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
            uint64_t l_2971_ = uint64_t(_e1030);
            uint64_t l_2972_ = uint64_t(l_367_);
            uint64_t l_2973_ = (l_2971_ * l_2972_);
            uint64_t l_2974_ = (l_2973_ >> uint(32uL));
            uint l_369_ = uint(l_2974_);
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
            uint64_t l_2976_ = uint64_t(_e1050);
            uint64_t l_2977_ = uint64_t(l_372_);
            uint64_t l_2978_ = (l_2976_ * l_2977_);
            uint64_t l_2979_ = (l_2978_ >> uint(32uL));
            uint l_375_ = uint(l_2979_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1061 = l_mut_75_;
            uint64_t l_2981_ = uint64_t(_e1061);
            uint64_t l_2982_ = uint64_t(l_372_);
            uint64_t l_2983_ = (l_2981_ * l_2982_);
            uint64_t l_2984_ = (l_2983_ >> uint(32uL));
            uint l_377_ = uint(l_2984_);
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
                            uint64_t l_2986_ = uint64_t(_e1294);
                            uint _e1296 = l_mut_428_;
                            uint64_t l_2987_ = uint64_t(_e1296);
                            uint64_t l_2988_ = (l_2986_ * l_2987_);
                            uint64_t l_2989_ = (l_2988_ >> uint(32uL));
                            uint l_486_ = uint(l_2989_);
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
                            uint64_t l_2991_ = uint64_t(_e1573);
                            uint _e1575 = l_mut_444_;
                            uint64_t l_2992_ = uint64_t(_e1575);
                            uint64_t l_2993_ = (l_2991_ * l_2992_);
                            uint64_t l_2994_ = (l_2993_ >> uint(32uL));
                            uint l_594_ = uint(l_2994_);
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
                uint _e1719 = l_mut_450_;
                l_mut_444_ = _e1719;
                uint _e1720 = l_mut_445_;
                l_mut_441_ = _e1720;
                if (false) {
                    uint _e1723 = l_mut_445_;
                    uint l_648_ = (_e1723 >> 3u);
                    l_mut_444_ = l_648_;
                    l_mut_441_ = 0u;
                } else {
                    if (true) {
                        uint _e1727 = l_mut_450_;
                        l_mut_440_ = _e1727;
                        if (true) {
                            uint _e1729 = l_mut_450_;
                            uint l_651_ = (_e1729 >> 3u);
                            uint _e1732 = l_mut_445_;
                            uint l_652_ = (_e1732 << 29u);
                            uint l_653_ = (l_651_ | l_652_);
                            l_mut_440_ = l_653_;
                        }
                        uint _e1736 = l_mut_445_;
                        uint l_654_ = (_e1736 >> 3u);
                        uint _e1739 = l_mut_440_;
                        l_mut_444_ = _e1739;
                        l_mut_441_ = l_654_;
                    }
                }
                uint _e1740 = l_mut_441_;
                uint _e1741 = l_mut_213_;
                bool l_655_ = (_e1740 < _e1741);
                uint _e1743 = l_mut_441_;
                uint _e1744 = l_mut_213_;
                bool l_656_ = (_e1743 == _e1744);
                uint _e1746 = l_mut_444_;
                uint _e1747 = l_mut_219_;
                bool l_657_ = (_e1746 < _e1747);
                if (l_656_) {
                    local_43 = l_657_;
                } else {
                    local_43 = false;
                }
                bool l_658_ = local_43;
                if (!(l_655_)) {
                    local_44 = l_658_;
                } else {
                    local_44 = true;
                }
                bool l_659_ = local_44;
                bool l_660_ = !(l_659_);
                l_mut_645_ = l_660_;
                l_mut_444_ = 0u;
                uint _e1760 = l_mut_219_;
                uint _e1761 = l_mut_213_;
                uint l_661_ = (_e1760 | _e1761);
                bool l_662_ = (l_661_ == 0u);
                bool l_663_ = !(l_662_);
                bool _e1766 = l_mut_645_;
                if (_e1766) {
                    local_45 = l_663_;
                } else {
                    local_45 = false;
                }
                bool l_664_ = local_45;
                uint _e1771 = l_mut_213_;
                uint _e1772 = l_mut_445_;
                bool l_665_ = (_e1771 < _e1772);
                uint _e1774 = l_mut_213_;
                uint _e1775 = l_mut_445_;
                bool l_666_ = (_e1774 == _e1775);
                uint _e1777 = l_mut_219_;
                uint _e1778 = l_mut_450_;
                bool l_667_ = (_e1777 < _e1778);
                if (l_666_) {
                    local_46 = l_667_;
                } else {
                    local_46 = false;
                }
                bool l_668_ = local_46;
                if (!(l_665_)) {
                    local_47 = l_668_;
                } else {
                    local_47 = true;
                }
                bool l_669_ = local_47;
                if (l_664_) {
                    local_48 = l_669_;
                } else {
                    local_48 = false;
                }
                bool l_670_ = local_48;
                uint _e1793 = l_mut_102_;
                uint _e1794 = l_mut_96_;
                uint l_671_ = (_e1793 + _e1794);
                bool l_672_ = (l_671_ < l_4_);
                if (l_670_) {
                    local_49 = l_672_;
                } else {
                    local_49 = false;
                }
                bool l_673_ = local_49;
                if (l_673_) {
                    uint _e1801 = l_mut_102_;
                    uint l_674_ = (l_4_ - _e1801);
                    uint _e1803 = l_mut_96_;
                    uint l_675_ = (l_674_ - _e1803);
                    uint _e1805 = l_mut_102_;
                    uint l_676_ = naga_div(l_675_, _e1805);
                    uint _e1807 = l_mut_450_;
                    uint l_677_ = (_e1807 - 1u);
                    uint _e1810 = l_mut_445_;
                    uint l_678_ = (_e1810 - 0u);
                    uint _e1813 = l_mut_450_;
                    bool l_679_ = (_e1813 < 1u);
                    uint l_680_ = uint(l_679_);
                    uint l_681_ = (l_678_ - l_680_);
                    l_mut_450_ = l_677_;
                    l_mut_445_ = l_681_;
                    l_mut_441_ = 0u;
                    l_mut_682_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1906 = l_mut_682_;
                            l_mut_682_ = (_e1906 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1821 = l_mut_682_;
                        if ((_e1821 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1825 = l_mut_682_;
                            uint l_683_ = (19u - _e1825);
                            uint _e1827 = l_mut_450_;
                            l_mut_440_ = _e1827;
                            uint _e1828 = l_mut_445_;
                            l_mut_439_ = _e1828;
                            bool l_684_ = (l_683_ >= 32u);
                            if (l_684_) {
                                uint l_685_ = (l_683_ & 31u);
                                uint _e1833 = l_mut_445_;
                                uint l_686_ = (_e1833 >> l_685_);
                                l_mut_440_ = l_686_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_687_ = (l_683_ > 0u);
                                if (l_687_) {
                                    uint _e1838 = l_mut_450_;
                                    l_mut_428_ = _e1838;
                                    bool l_688_ = (l_683_ > 0u);
                                    if (l_688_) {
                                        uint _e1841 = l_mut_450_;
                                        uint l_689_ = (_e1841 >> l_683_);
                                        uint l_690_ = (32u - l_683_);
                                        uint _e1845 = l_mut_445_;
                                        uint l_691_ = (_e1845 << l_690_);
                                        uint l_692_ = (l_689_ | l_691_);
                                        l_mut_428_ = l_692_;
                                    }
                                    uint _e1848 = l_mut_445_;
                                    uint l_693_ = (_e1848 >> l_683_);
                                    uint _e1850 = l_mut_428_;
                                    l_mut_440_ = _e1850;
                                    l_mut_439_ = l_693_;
                                }
                            }
                            uint _e1851 = l_mut_439_;
                            uint _e1852 = l_mut_213_;
                            bool l_694_ = (_e1851 < _e1852);
                            uint _e1854 = l_mut_439_;
                            uint _e1855 = l_mut_213_;
                            bool l_695_ = (_e1854 == _e1855);
                            uint _e1857 = l_mut_440_;
                            uint _e1858 = l_mut_219_;
                            bool l_696_ = (_e1857 < _e1858);
                            if (l_695_) {
                                local_50 = l_696_;
                            } else {
                                local_50 = false;
                            }
                            bool l_697_ = local_50;
                            if (!(l_694_)) {
                                local_51 = l_697_;
                            } else {
                                local_51 = true;
                            }
                            bool l_698_ = local_51;
                            bool l_699_ = !(l_698_);
                            if (l_699_) {
                                uint _e1870 = l_mut_219_;
                                l_mut_440_ = _e1870;
                                uint _e1871 = l_mut_213_;
                                l_mut_439_ = _e1871;
                                bool l_700_ = (l_683_ >= 32u);
                                if (l_700_) {
                                    uint l_701_ = (l_683_ & 31u);
                                    uint _e1876 = l_mut_219_;
                                    uint l_702_ = (_e1876 << l_701_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_702_;
                                } else {
                                    bool l_703_ = (l_683_ > 0u);
                                    if (l_703_) {
                                        uint _e1881 = l_mut_219_;
                                        uint l_704_ = (_e1881 << l_683_);
                                        uint _e1883 = l_mut_213_;
                                        uint l_705_ = (_e1883 << l_683_);
                                        uint l_706_ = (32u - l_683_);
                                        uint _e1887 = l_mut_219_;
                                        uint l_707_ = (_e1887 >> l_706_);
                                        uint l_708_ = (l_705_ | l_707_);
                                        l_mut_440_ = l_704_;
                                        l_mut_439_ = l_708_;
                                    }
                                }
                                uint _e1890 = l_mut_450_;
                                uint _e1891 = l_mut_440_;
                                uint l_709_ = (_e1890 - _e1891);
                                uint _e1893 = l_mut_445_;
                                uint _e1894 = l_mut_439_;
                                uint l_710_ = (_e1893 - _e1894);
                                uint _e1896 = l_mut_450_;
                                uint _e1897 = l_mut_440_;
                                bool l_711_ = (_e1896 < _e1897);
                                uint l_712_ = uint(l_711_);
                                uint l_713_ = (l_710_ - l_712_);
                                l_mut_450_ = l_709_;
                                l_mut_445_ = l_713_;
                                uint l_714_ = (1u << l_683_);
                                uint _e1903 = l_mut_441_;
                                l_mut_441_ = (_e1903 | l_714_);
                            }
                        }
                    }
                    uint _e1908 = l_mut_441_;
                    uint l_715_ = min(_e1908, l_676_);
                    l_mut_441_ = l_715_;
                    uint _e1910 = l_mut_445_;
                    uint _e1911 = l_mut_213_;
                    bool l_716_ = (_e1910 < _e1911);
                    uint _e1913 = l_mut_445_;
                    uint _e1914 = l_mut_213_;
                    bool l_717_ = (_e1913 == _e1914);
                    uint _e1916 = l_mut_450_;
                    uint _e1917 = l_mut_219_;
                    bool l_718_ = (_e1916 < _e1917);
                    if (l_717_) {
                        local_52 = l_718_;
                    } else {
                        local_52 = false;
                    }
                    bool l_719_ = local_52;
                    if (!(l_716_)) {
                        local_53 = l_719_;
                    } else {
                        local_53 = true;
                    }
                    bool l_720_ = local_53;
                    bool l_721_ = !(l_720_);
                    if (l_721_) {
                        l_mut_441_ = l_676_;
                    }
                    uint _e1929 = l_mut_441_;
                    l_mut_444_ = _e1929;
                }
                uint _e1930 = l_mut_444_;
                bool l_722_ = (_e1930 > 0u);
                if (l_722_) {
                    uint _e1933 = l_mut_219_;
                    uint _e1934 = l_mut_444_;
                    uint l_723_ = (_e1933 * _e1934);
                    uint _e1936 = l_mut_219_;
                    uint64_t l_2996_ = uint64_t(_e1936);
                    uint _e1938 = l_mut_444_;
                    uint64_t l_2997_ = uint64_t(_e1938);
                    uint64_t l_2998_ = (l_2996_ * l_2997_);
                    uint64_t l_2999_ = (l_2998_ >> uint(32uL));
                    uint l_724_ = uint(l_2999_);
                    uint _e1947 = l_mut_213_;
                    uint _e1948 = l_mut_444_;
                    uint l_725_ = (_e1947 * _e1948);
                    uint l_726_ = (l_724_ + l_725_);
                    uint _e1951 = l_mut_275_;
                    uint l_727_ = (_e1951 - l_723_);
                    uint _e1953 = l_mut_269_;
                    uint l_728_ = (_e1953 - l_726_);
                    uint _e1955 = l_mut_275_;
                    bool l_729_ = (_e1955 < l_723_);
                    uint l_730_ = uint(l_729_);
                    uint l_731_ = (l_728_ - l_730_);
                    l_mut_275_ = l_727_;
                    l_mut_269_ = l_731_;
                    uint _e1959 = l_mut_444_;
                    uint _e1960 = l_mut_102_;
                    uint l_732_ = (_e1959 * _e1960);
                    uint _e1962 = l_mut_96_;
                    l_mut_96_ = (_e1962 + l_732_);
                } else {
                    uint _e1964 = l_mut_102_;
                    uint l_733_ = (l_4_ - _e1964);
                    uint _e1966 = l_mut_96_;
                    uint l_734_ = naga_div(l_733_, _e1966);
                    l_mut_450_ = 0u;
                    l_mut_645_ = false;
                    uint _e1970 = l_mut_219_;
                    l_mut_445_ = _e1970;
                    uint _e1971 = l_mut_213_;
                    l_mut_444_ = _e1971;
                    if (false) {
                        uint _e1974 = l_mut_213_;
                        uint l_737_ = (_e1974 >> 3u);
                        l_mut_445_ = l_737_;
                        l_mut_444_ = 0u;
                    } else {
                        if (true) {
                            uint _e1978 = l_mut_219_;
                            l_mut_441_ = _e1978;
                            if (true) {
                                uint _e1980 = l_mut_219_;
                                uint l_740_ = (_e1980 >> 3u);
                                uint _e1983 = l_mut_213_;
                                uint l_741_ = (_e1983 << 29u);
                                uint l_742_ = (l_740_ | l_741_);
                                l_mut_441_ = l_742_;
                            }
                            uint _e1987 = l_mut_213_;
                            uint l_743_ = (_e1987 >> 3u);
                            uint _e1990 = l_mut_441_;
                            l_mut_445_ = _e1990;
                            l_mut_444_ = l_743_;
                        }
                    }
                    uint _e1991 = l_mut_444_;
                    uint _e1992 = l_mut_269_;
                    bool l_744_ = (_e1991 < _e1992);
                    uint _e1994 = l_mut_444_;
                    uint _e1995 = l_mut_269_;
                    bool l_745_ = (_e1994 == _e1995);
                    uint _e1997 = l_mut_445_;
                    uint _e1998 = l_mut_275_;
                    bool l_746_ = (_e1997 < _e1998);
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
                    l_mut_645_ = l_749_;
                    uint _e2010 = l_mut_275_;
                    uint _e2011 = l_mut_269_;
                    uint l_750_ = (_e2010 | _e2011);
                    bool l_751_ = (l_750_ == 0u);
                    if (l_751_) {
                        l_mut_450_ = l_734_;
                    } else {
                        bool _e2015 = l_mut_645_;
                        if (_e2015) {
                            uint _e2016 = l_mut_269_;
                            uint _e2017 = l_mut_213_;
                            bool l_752_ = (_e2016 < _e2017);
                            uint _e2019 = l_mut_269_;
                            uint _e2020 = l_mut_213_;
                            bool l_753_ = (_e2019 == _e2020);
                            uint _e2022 = l_mut_275_;
                            uint _e2023 = l_mut_219_;
                            bool l_754_ = (_e2022 < _e2023);
                            if (l_753_) {
                                local_56 = l_754_;
                            } else {
                                local_56 = false;
                            }
                            bool l_755_ = local_56;
                            if (!(l_752_)) {
                                local_57 = l_755_;
                            } else {
                                local_57 = true;
                            }
                            bool l_756_ = local_57;
                            if (l_756_) {
                                uint _e2034 = l_mut_219_;
                                uint l_757_ = (_e2034 - 1u);
                                uint _e2037 = l_mut_213_;
                                uint l_758_ = (_e2037 - 0u);
                                uint _e2040 = l_mut_219_;
                                bool l_759_ = (_e2040 < 1u);
                                uint l_760_ = uint(l_759_);
                                uint l_761_ = (l_758_ - l_760_);
                                l_mut_445_ = l_757_;
                                l_mut_444_ = l_761_;
                                l_mut_441_ = 0u;
                                l_mut_762_ = 0u;
                                uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                    loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2133 = l_mut_762_;
                                        l_mut_762_ = (_e2133 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2048 = l_mut_762_;
                                    if ((_e2048 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2052 = l_mut_762_;
                                        uint l_763_ = (19u - _e2052);
                                        uint _e2054 = l_mut_445_;
                                        l_mut_440_ = _e2054;
                                        uint _e2055 = l_mut_444_;
                                        l_mut_439_ = _e2055;
                                        bool l_764_ = (l_763_ >= 32u);
                                        if (l_764_) {
                                            uint l_765_ = (l_763_ & 31u);
                                            uint _e2060 = l_mut_444_;
                                            uint l_766_ = (_e2060 >> l_765_);
                                            l_mut_440_ = l_766_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_767_ = (l_763_ > 0u);
                                            if (l_767_) {
                                                uint _e2065 = l_mut_445_;
                                                l_mut_428_ = _e2065;
                                                bool l_768_ = (l_763_ > 0u);
                                                if (l_768_) {
                                                    uint _e2068 = l_mut_445_;
                                                    uint l_769_ = (_e2068 >> l_763_);
                                                    uint l_770_ = (32u - l_763_);
                                                    uint _e2072 = l_mut_444_;
                                                    uint l_771_ = (_e2072 << l_770_);
                                                    uint l_772_ = (l_769_ | l_771_);
                                                    l_mut_428_ = l_772_;
                                                }
                                                uint _e2075 = l_mut_444_;
                                                uint l_773_ = (_e2075 >> l_763_);
                                                uint _e2077 = l_mut_428_;
                                                l_mut_440_ = _e2077;
                                                l_mut_439_ = l_773_;
                                            }
                                        }
                                        uint _e2078 = l_mut_439_;
                                        uint _e2079 = l_mut_269_;
                                        bool l_774_ = (_e2078 < _e2079);
                                        uint _e2081 = l_mut_439_;
                                        uint _e2082 = l_mut_269_;
                                        bool l_775_ = (_e2081 == _e2082);
                                        uint _e2084 = l_mut_440_;
                                        uint _e2085 = l_mut_275_;
                                        bool l_776_ = (_e2084 < _e2085);
                                        if (l_775_) {
                                            local_58 = l_776_;
                                        } else {
                                            local_58 = false;
                                        }
                                        bool l_777_ = local_58;
                                        if (!(l_774_)) {
                                            local_59 = l_777_;
                                        } else {
                                            local_59 = true;
                                        }
                                        bool l_778_ = local_59;
                                        bool l_779_ = !(l_778_);
                                        if (l_779_) {
                                            uint _e2097 = l_mut_275_;
                                            l_mut_440_ = _e2097;
                                            uint _e2098 = l_mut_269_;
                                            l_mut_439_ = _e2098;
                                            bool l_780_ = (l_763_ >= 32u);
                                            if (l_780_) {
                                                uint l_781_ = (l_763_ & 31u);
                                                uint _e2103 = l_mut_275_;
                                                uint l_782_ = (_e2103 << l_781_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_782_;
                                            } else {
                                                bool l_783_ = (l_763_ > 0u);
                                                if (l_783_) {
                                                    uint _e2108 = l_mut_275_;
                                                    uint l_784_ = (_e2108 << l_763_);
                                                    uint _e2110 = l_mut_269_;
                                                    uint l_785_ = (_e2110 << l_763_);
                                                    uint l_786_ = (32u - l_763_);
                                                    uint _e2114 = l_mut_275_;
                                                    uint l_787_ = (_e2114 >> l_786_);
                                                    uint l_788_ = (l_785_ | l_787_);
                                                    l_mut_440_ = l_784_;
                                                    l_mut_439_ = l_788_;
                                                }
                                            }
                                            uint _e2117 = l_mut_445_;
                                            uint _e2118 = l_mut_440_;
                                            uint l_789_ = (_e2117 - _e2118);
                                            uint _e2120 = l_mut_444_;
                                            uint _e2121 = l_mut_439_;
                                            uint l_790_ = (_e2120 - _e2121);
                                            uint _e2123 = l_mut_445_;
                                            uint _e2124 = l_mut_440_;
                                            bool l_791_ = (_e2123 < _e2124);
                                            uint l_792_ = uint(l_791_);
                                            uint l_793_ = (l_790_ - l_792_);
                                            l_mut_445_ = l_789_;
                                            l_mut_444_ = l_793_;
                                            uint l_794_ = (1u << l_763_);
                                            uint _e2130 = l_mut_441_;
                                            l_mut_441_ = (_e2130 | l_794_);
                                        }
                                    }
                                }
                                uint _e2135 = l_mut_441_;
                                uint l_795_ = min(_e2135, l_734_);
                                l_mut_441_ = l_795_;
                                uint _e2137 = l_mut_444_;
                                uint _e2138 = l_mut_269_;
                                bool l_796_ = (_e2137 < _e2138);
                                uint _e2140 = l_mut_444_;
                                uint _e2141 = l_mut_269_;
                                bool l_797_ = (_e2140 == _e2141);
                                uint _e2143 = l_mut_445_;
                                uint _e2144 = l_mut_275_;
                                bool l_798_ = (_e2143 < _e2144);
                                if (l_797_) {
                                    local_60 = l_798_;
                                } else {
                                    local_60 = false;
                                }
                                bool l_799_ = local_60;
                                if (!(l_796_)) {
                                    local_61 = l_799_;
                                } else {
                                    local_61 = true;
                                }
                                bool l_800_ = local_61;
                                bool l_801_ = !(l_800_);
                                if (l_801_) {
                                    l_mut_441_ = l_734_;
                                }
                                uint _e2156 = l_mut_441_;
                                l_mut_450_ = _e2156;
                            }
                        } else {
                            uint _e2157 = l_mut_219_;
                            l_mut_445_ = _e2157;
                            uint _e2158 = l_mut_213_;
                            l_mut_444_ = _e2158;
                            uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                uint _e2159 = l_mut_269_;
                                uint _e2160 = l_mut_444_;
                                bool l_802_ = (_e2159 < _e2160);
                                uint _e2162 = l_mut_269_;
                                uint _e2163 = l_mut_444_;
                                bool l_803_ = (_e2162 == _e2163);
                                uint _e2165 = l_mut_275_;
                                uint _e2166 = l_mut_445_;
                                bool l_804_ = (_e2165 < _e2166);
                                if (l_803_) {
                                    local_62 = l_804_;
                                } else {
                                    local_62 = false;
                                }
                                bool l_805_ = local_62;
                                if (!(l_802_)) {
                                    local_63 = l_805_;
                                } else {
                                    local_63 = true;
                                }
                                bool l_806_ = local_63;
                                uint _e2177 = l_mut_450_;
                                uint _e2178 = l_mut_96_;
                                uint l_807_ = (_e2177 * _e2178);
                                uint _e2180 = l_mut_102_;
                                uint l_808_ = (_e2180 + l_807_);
                                uint _e2182 = l_mut_96_;
                                uint l_809_ = (l_808_ + _e2182);
                                bool l_810_ = (l_809_ < l_4_);
                                if (l_806_) {
                                    local_64 = l_810_;
                                } else {
                                    local_64 = false;
                                }
                                bool l_811_ = local_64;
                                bool l_812_ = !(l_811_);
                                if (l_812_) {
                                    break;
                                }
                                uint _e2190 = l_mut_445_;
                                uint _e2191 = l_mut_275_;
                                uint l_813_ = (_e2190 - _e2191);
                                uint _e2193 = l_mut_444_;
                                uint _e2194 = l_mut_269_;
                                uint l_814_ = (_e2193 - _e2194);
                                uint _e2196 = l_mut_445_;
                                uint _e2197 = l_mut_275_;
                                bool l_815_ = (_e2196 < _e2197);
                                uint l_816_ = uint(l_815_);
                                uint l_817_ = (l_814_ - l_816_);
                                l_mut_445_ = l_813_;
                                l_mut_444_ = l_817_;
                                uint _e2201 = l_mut_450_;
                                l_mut_450_ = (_e2201 + 1u);
                            }
                        }
                    }
                    uint _e2204 = l_mut_450_;
                    uint _e2205 = l_mut_96_;
                    uint l_818_ = (_e2204 * _e2205);
                    uint _e2207 = l_mut_102_;
                    uint l_819_ = (_e2207 + l_818_);
                    uint _e2209 = l_mut_96_;
                    uint l_820_ = (l_819_ + _e2209);
                    bool l_821_ = (l_820_ >= l_4_);
                    uint _e2212 = l_mut_275_;
                    l_mut_445_ = _e2212;
                    uint _e2213 = l_mut_269_;
                    l_mut_444_ = _e2213;
                    uint _e2214 = l_mut_219_;
                    l_mut_441_ = _e2214;
                    uint _e2215 = l_mut_213_;
                    l_mut_440_ = _e2215;
                    uint _e2216 = l_mut_102_;
                    l_mut_439_ = _e2216;
                    uint _e2217 = l_mut_96_;
                    l_mut_428_ = _e2217;
                    bool l_822_ = !(l_821_);
                    if (l_822_) {
                        uint _e2219 = l_mut_275_;
                        uint _e2220 = l_mut_450_;
                        uint l_823_ = (_e2219 * _e2220);
                        uint _e2222 = l_mut_275_;
                        uint64_t l_3001_ = uint64_t(_e2222);
                        uint _e2224 = l_mut_450_;
                        uint64_t l_3002_ = uint64_t(_e2224);
                        uint64_t l_3003_ = (l_3001_ * l_3002_);
                        uint64_t l_3004_ = (l_3003_ >> uint(32uL));
                        uint l_824_ = uint(l_3004_);
                        uint _e2233 = l_mut_269_;
                        uint _e2234 = l_mut_450_;
                        uint l_825_ = (_e2233 * _e2234);
                        uint l_826_ = (l_824_ + l_825_);
                        uint _e2237 = l_mut_219_;
                        uint l_827_ = (_e2237 - l_823_);
                        uint _e2239 = l_mut_213_;
                        uint l_828_ = (_e2239 - l_826_);
                        uint _e2241 = l_mut_219_;
                        bool l_829_ = (_e2241 < l_823_);
                        uint l_830_ = uint(l_829_);
                        uint l_831_ = (l_828_ - l_830_);
                        l_mut_441_ = l_827_;
                        l_mut_440_ = l_831_;
                        uint _e2245 = l_mut_450_;
                        uint _e2246 = l_mut_96_;
                        uint l_832_ = (_e2245 * _e2246);
                        uint _e2248 = l_mut_102_;
                        uint l_833_ = (_e2248 + l_832_);
                        l_mut_439_ = l_833_;
                        uint _e2250 = l_mut_275_;
                        uint _e2251 = l_mut_441_;
                        uint l_834_ = (_e2250 - _e2251);
                        uint _e2253 = l_mut_269_;
                        uint _e2254 = l_mut_440_;
                        uint l_835_ = (_e2253 - _e2254);
                        uint _e2256 = l_mut_275_;
                        uint _e2257 = l_mut_441_;
                        bool l_836_ = (_e2256 < _e2257);
                        uint l_837_ = uint(l_836_);
                        uint l_838_ = (l_835_ - l_837_);
                        l_mut_445_ = l_834_;
                        l_mut_444_ = l_838_;
                        uint _e2261 = l_mut_96_;
                        uint _e2262 = l_mut_439_;
                        uint l_839_ = (_e2261 + _e2262);
                        l_mut_428_ = l_839_;
                    }
                    uint _e2264 = l_mut_445_;
                    l_mut_275_ = _e2264;
                    uint _e2265 = l_mut_444_;
                    l_mut_269_ = _e2265;
                    uint _e2266 = l_mut_441_;
                    l_mut_219_ = _e2266;
                    uint _e2267 = l_mut_440_;
                    l_mut_213_ = _e2267;
                    uint _e2268 = l_mut_439_;
                    l_mut_102_ = _e2268;
                    uint _e2269 = l_mut_428_;
                    l_mut_96_ = _e2269;
                    l_mut_350_ = l_821_;
                    bool l_840_ = !(l_821_);
                    l_mut_357_ = l_840_;
                }
            } else {
                uint _e2271 = l_mut_151_;
                uint l_841_ = (_e2271 - l_340_);
                uint _e2273 = l_mut_145_;
                uint l_842_ = (_e2273 - l_344_);
                uint _e2275 = l_mut_151_;
                bool l_843_ = (_e2275 < l_340_);
                uint l_844_ = uint(l_843_);
                uint l_845_ = (l_842_ - l_844_);
                uint _e2279 = l_mut_219_;
                l_mut_450_ = _e2279;
                uint _e2280 = l_mut_213_;
                l_mut_445_ = _e2280;
                uint _e2281 = l_mut_213_;
                bool l_846_ = (l_845_ < _e2281);
                uint _e2283 = l_mut_213_;
                bool l_847_ = (l_845_ == _e2283);
                uint _e2285 = l_mut_219_;
                bool l_848_ = (l_841_ < _e2285);
                if (l_847_) {
                    local_65 = l_848_;
                } else {
                    local_65 = false;
                }
                bool l_849_ = local_65;
                if (!(l_846_)) {
                    local_66 = l_849_;
                } else {
                    local_66 = true;
                }
                bool l_850_ = local_66;
                if (l_850_) {
                    l_mut_450_ = l_841_;
                    l_mut_445_ = l_845_;
                }
                l_mut_645_ = false;
                uint _e2297 = l_mut_450_;
                l_mut_444_ = _e2297;
                uint _e2298 = l_mut_445_;
                l_mut_441_ = _e2298;
                if (false) {
                    uint _e2301 = l_mut_445_;
                    uint l_853_ = (_e2301 >> 3u);
                    l_mut_444_ = l_853_;
                    l_mut_441_ = 0u;
                } else {
                    if (true) {
                        uint _e2305 = l_mut_450_;
                        l_mut_440_ = _e2305;
                        if (true) {
                            uint _e2307 = l_mut_450_;
                            uint l_856_ = (_e2307 >> 3u);
                            uint _e2310 = l_mut_445_;
                            uint l_857_ = (_e2310 << 29u);
                            uint l_858_ = (l_856_ | l_857_);
                            l_mut_440_ = l_858_;
                        }
                        uint _e2314 = l_mut_445_;
                        uint l_859_ = (_e2314 >> 3u);
                        uint _e2317 = l_mut_440_;
                        l_mut_444_ = _e2317;
                        l_mut_441_ = l_859_;
                    }
                }
                uint _e2318 = l_mut_441_;
                uint _e2319 = l_mut_269_;
                bool l_860_ = (_e2318 < _e2319);
                uint _e2321 = l_mut_441_;
                uint _e2322 = l_mut_269_;
                bool l_861_ = (_e2321 == _e2322);
                uint _e2324 = l_mut_444_;
                uint _e2325 = l_mut_275_;
                bool l_862_ = (_e2324 < _e2325);
                if (l_861_) {
                    local_67 = l_862_;
                } else {
                    local_67 = false;
                }
                bool l_863_ = local_67;
                if (!(l_860_)) {
                    local_68 = l_863_;
                } else {
                    local_68 = true;
                }
                bool l_864_ = local_68;
                bool l_865_ = !(l_864_);
                l_mut_645_ = l_865_;
                l_mut_444_ = 0u;
                uint _e2338 = l_mut_275_;
                uint _e2339 = l_mut_269_;
                uint l_866_ = (_e2338 | _e2339);
                bool l_867_ = (l_866_ == 0u);
                bool l_868_ = !(l_867_);
                bool _e2344 = l_mut_645_;
                if (_e2344) {
                    local_69 = l_868_;
                } else {
                    local_69 = false;
                }
                bool l_869_ = local_69;
                uint _e2349 = l_mut_269_;
                uint _e2350 = l_mut_445_;
                bool l_870_ = (_e2349 < _e2350);
                uint _e2352 = l_mut_269_;
                uint _e2353 = l_mut_445_;
                bool l_871_ = (_e2352 == _e2353);
                uint _e2355 = l_mut_275_;
                uint _e2356 = l_mut_450_;
                bool l_872_ = (_e2355 < _e2356);
                if (l_871_) {
                    local_70 = l_872_;
                } else {
                    local_70 = false;
                }
                bool l_873_ = local_70;
                if (!(l_870_)) {
                    local_71 = l_873_;
                } else {
                    local_71 = true;
                }
                bool l_874_ = local_71;
                if (l_869_) {
                    local_72 = l_874_;
                } else {
                    local_72 = false;
                }
                bool l_875_ = local_72;
                uint _e2371 = l_mut_96_;
                uint _e2372 = l_mut_102_;
                uint l_876_ = (_e2371 + _e2372);
                bool l_877_ = (l_876_ < l_4_);
                if (l_875_) {
                    local_73 = l_877_;
                } else {
                    local_73 = false;
                }
                bool l_878_ = local_73;
                if (l_878_) {
                    uint _e2379 = l_mut_96_;
                    uint l_879_ = (l_4_ - _e2379);
                    uint _e2381 = l_mut_102_;
                    uint l_880_ = (l_879_ - _e2381);
                    uint _e2383 = l_mut_96_;
                    uint l_881_ = naga_div(l_880_, _e2383);
                    uint _e2385 = l_mut_450_;
                    uint l_882_ = (_e2385 - 1u);
                    uint _e2388 = l_mut_445_;
                    uint l_883_ = (_e2388 - 0u);
                    uint _e2391 = l_mut_450_;
                    bool l_884_ = (_e2391 < 1u);
                    uint l_885_ = uint(l_884_);
                    uint l_886_ = (l_883_ - l_885_);
                    l_mut_450_ = l_882_;
                    l_mut_445_ = l_886_;
                    l_mut_441_ = 0u;
                    l_mut_887_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2484 = l_mut_887_;
                            l_mut_887_ = (_e2484 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2399 = l_mut_887_;
                        if ((_e2399 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2403 = l_mut_887_;
                            uint l_888_ = (19u - _e2403);
                            uint _e2405 = l_mut_450_;
                            l_mut_440_ = _e2405;
                            uint _e2406 = l_mut_445_;
                            l_mut_439_ = _e2406;
                            bool l_889_ = (l_888_ >= 32u);
                            if (l_889_) {
                                uint l_890_ = (l_888_ & 31u);
                                uint _e2411 = l_mut_445_;
                                uint l_891_ = (_e2411 >> l_890_);
                                l_mut_440_ = l_891_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_892_ = (l_888_ > 0u);
                                if (l_892_) {
                                    uint _e2416 = l_mut_450_;
                                    l_mut_428_ = _e2416;
                                    bool l_893_ = (l_888_ > 0u);
                                    if (l_893_) {
                                        uint _e2419 = l_mut_450_;
                                        uint l_894_ = (_e2419 >> l_888_);
                                        uint l_895_ = (32u - l_888_);
                                        uint _e2423 = l_mut_445_;
                                        uint l_896_ = (_e2423 << l_895_);
                                        uint l_897_ = (l_894_ | l_896_);
                                        l_mut_428_ = l_897_;
                                    }
                                    uint _e2426 = l_mut_445_;
                                    uint l_898_ = (_e2426 >> l_888_);
                                    uint _e2428 = l_mut_428_;
                                    l_mut_440_ = _e2428;
                                    l_mut_439_ = l_898_;
                                }
                            }
                            uint _e2429 = l_mut_439_;
                            uint _e2430 = l_mut_269_;
                            bool l_899_ = (_e2429 < _e2430);
                            uint _e2432 = l_mut_439_;
                            uint _e2433 = l_mut_269_;
                            bool l_900_ = (_e2432 == _e2433);
                            uint _e2435 = l_mut_440_;
                            uint _e2436 = l_mut_275_;
                            bool l_901_ = (_e2435 < _e2436);
                            if (l_900_) {
                                local_74 = l_901_;
                            } else {
                                local_74 = false;
                            }
                            bool l_902_ = local_74;
                            if (!(l_899_)) {
                                local_75 = l_902_;
                            } else {
                                local_75 = true;
                            }
                            bool l_903_ = local_75;
                            bool l_904_ = !(l_903_);
                            if (l_904_) {
                                uint _e2448 = l_mut_275_;
                                l_mut_440_ = _e2448;
                                uint _e2449 = l_mut_269_;
                                l_mut_439_ = _e2449;
                                bool l_905_ = (l_888_ >= 32u);
                                if (l_905_) {
                                    uint l_906_ = (l_888_ & 31u);
                                    uint _e2454 = l_mut_275_;
                                    uint l_907_ = (_e2454 << l_906_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_907_;
                                } else {
                                    bool l_908_ = (l_888_ > 0u);
                                    if (l_908_) {
                                        uint _e2459 = l_mut_275_;
                                        uint l_909_ = (_e2459 << l_888_);
                                        uint _e2461 = l_mut_269_;
                                        uint l_910_ = (_e2461 << l_888_);
                                        uint l_911_ = (32u - l_888_);
                                        uint _e2465 = l_mut_275_;
                                        uint l_912_ = (_e2465 >> l_911_);
                                        uint l_913_ = (l_910_ | l_912_);
                                        l_mut_440_ = l_909_;
                                        l_mut_439_ = l_913_;
                                    }
                                }
                                uint _e2468 = l_mut_450_;
                                uint _e2469 = l_mut_440_;
                                uint l_914_ = (_e2468 - _e2469);
                                uint _e2471 = l_mut_445_;
                                uint _e2472 = l_mut_439_;
                                uint l_915_ = (_e2471 - _e2472);
                                uint _e2474 = l_mut_450_;
                                uint _e2475 = l_mut_440_;
                                bool l_916_ = (_e2474 < _e2475);
                                uint l_917_ = uint(l_916_);
                                uint l_918_ = (l_915_ - l_917_);
                                l_mut_450_ = l_914_;
                                l_mut_445_ = l_918_;
                                uint l_919_ = (1u << l_888_);
                                uint _e2481 = l_mut_441_;
                                l_mut_441_ = (_e2481 | l_919_);
                            }
                        }
                    }
                    uint _e2486 = l_mut_441_;
                    uint l_920_ = min(_e2486, l_881_);
                    l_mut_441_ = l_920_;
                    uint _e2488 = l_mut_445_;
                    uint _e2489 = l_mut_269_;
                    bool l_921_ = (_e2488 < _e2489);
                    uint _e2491 = l_mut_445_;
                    uint _e2492 = l_mut_269_;
                    bool l_922_ = (_e2491 == _e2492);
                    uint _e2494 = l_mut_450_;
                    uint _e2495 = l_mut_275_;
                    bool l_923_ = (_e2494 < _e2495);
                    if (l_922_) {
                        local_76 = l_923_;
                    } else {
                        local_76 = false;
                    }
                    bool l_924_ = local_76;
                    if (!(l_921_)) {
                        local_77 = l_924_;
                    } else {
                        local_77 = true;
                    }
                    bool l_925_ = local_77;
                    bool l_926_ = !(l_925_);
                    if (l_926_) {
                        l_mut_441_ = l_881_;
                    }
                    uint _e2507 = l_mut_441_;
                    l_mut_444_ = _e2507;
                }
                uint _e2508 = l_mut_444_;
                bool l_927_ = (_e2508 > 0u);
                if (l_927_) {
                    uint _e2511 = l_mut_275_;
                    uint _e2512 = l_mut_444_;
                    uint l_928_ = (_e2511 * _e2512);
                    uint _e2514 = l_mut_275_;
                    uint64_t l_3006_ = uint64_t(_e2514);
                    uint _e2516 = l_mut_444_;
                    uint64_t l_3007_ = uint64_t(_e2516);
                    uint64_t l_3008_ = (l_3006_ * l_3007_);
                    uint64_t l_3009_ = (l_3008_ >> uint(32uL));
                    uint l_929_ = uint(l_3009_);
                    uint _e2525 = l_mut_269_;
                    uint _e2526 = l_mut_444_;
                    uint l_930_ = (_e2525 * _e2526);
                    uint l_931_ = (l_929_ + l_930_);
                    uint _e2529 = l_mut_151_;
                    uint l_932_ = (_e2529 - l_928_);
                    uint _e2531 = l_mut_145_;
                    uint l_933_ = (_e2531 - l_931_);
                    uint _e2533 = l_mut_151_;
                    bool l_934_ = (_e2533 < l_928_);
                    uint l_935_ = uint(l_934_);
                    uint l_936_ = (l_933_ - l_935_);
                    l_mut_151_ = l_932_;
                    l_mut_145_ = l_936_;
                    uint _e2537 = l_mut_219_;
                    uint l_937_ = (_e2537 - l_928_);
                    uint _e2539 = l_mut_213_;
                    uint l_938_ = (_e2539 - l_931_);
                    uint _e2541 = l_mut_219_;
                    bool l_939_ = (_e2541 < l_928_);
                    uint l_940_ = uint(l_939_);
                    uint l_941_ = (l_938_ - l_940_);
                    l_mut_219_ = l_937_;
                    l_mut_213_ = l_941_;
                    uint _e2545 = l_mut_444_;
                    uint _e2546 = l_mut_96_;
                    uint l_942_ = (_e2545 * _e2546);
                    uint _e2548 = l_mut_102_;
                    l_mut_102_ = (_e2548 + l_942_);
                } else {
                    uint _e2550 = l_mut_151_;
                    uint _e2551 = l_mut_275_;
                    uint l_943_ = (_e2550 - _e2551);
                    uint _e2553 = l_mut_145_;
                    uint _e2554 = l_mut_269_;
                    uint l_944_ = (_e2553 - _e2554);
                    uint _e2556 = l_mut_151_;
                    uint _e2557 = l_mut_275_;
                    bool l_945_ = (_e2556 < _e2557);
                    uint l_946_ = uint(l_945_);
                    uint l_947_ = (l_944_ - l_946_);
                    l_mut_151_ = l_943_;
                    l_mut_145_ = l_947_;
                    uint _e2561 = l_mut_145_;
                    bool l_948_ = (_e2561 < l_344_);
                    uint _e2563 = l_mut_145_;
                    bool l_949_ = (_e2563 == l_344_);
                    uint _e2565 = l_mut_151_;
                    bool l_950_ = (_e2565 < l_340_);
                    if (l_949_) {
                        local_78 = l_950_;
                    } else {
                        local_78 = false;
                    }
                    bool l_951_ = local_78;
                    if (!(l_948_)) {
                        local_79 = l_951_;
                    } else {
                        local_79 = true;
                    }
                    bool l_952_ = local_79;
                    if (l_952_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e2577 = l_mut_96_;
                        uint l_953_ = (l_4_ - _e2577);
                        uint _e2579 = l_mut_102_;
                        uint l_954_ = naga_div(l_953_, _e2579);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e2583 = l_mut_275_;
                        l_mut_445_ = _e2583;
                        uint _e2584 = l_mut_269_;
                        l_mut_444_ = _e2584;
                        if (false) {
                            uint _e2587 = l_mut_269_;
                            uint l_957_ = (_e2587 >> 3u);
                            l_mut_445_ = l_957_;
                            l_mut_444_ = 0u;
                        } else {
                            if (true) {
                                uint _e2591 = l_mut_275_;
                                l_mut_441_ = _e2591;
                                if (true) {
                                    uint _e2593 = l_mut_275_;
                                    uint l_960_ = (_e2593 >> 3u);
                                    uint _e2596 = l_mut_269_;
                                    uint l_961_ = (_e2596 << 29u);
                                    uint l_962_ = (l_960_ | l_961_);
                                    l_mut_441_ = l_962_;
                                }
                                uint _e2600 = l_mut_269_;
                                uint l_963_ = (_e2600 >> 3u);
                                uint _e2603 = l_mut_441_;
                                l_mut_445_ = _e2603;
                                l_mut_444_ = l_963_;
                            }
                        }
                        uint _e2604 = l_mut_444_;
                        uint _e2605 = l_mut_213_;
                        bool l_964_ = (_e2604 < _e2605);
                        uint _e2607 = l_mut_444_;
                        uint _e2608 = l_mut_213_;
                        bool l_965_ = (_e2607 == _e2608);
                        uint _e2610 = l_mut_445_;
                        uint _e2611 = l_mut_219_;
                        bool l_966_ = (_e2610 < _e2611);
                        if (l_965_) {
                            local_80 = l_966_;
                        } else {
                            local_80 = false;
                        }
                        bool l_967_ = local_80;
                        if (!(l_964_)) {
                            local_81 = l_967_;
                        } else {
                            local_81 = true;
                        }
                        bool l_968_ = local_81;
                        bool l_969_ = !(l_968_);
                        l_mut_645_ = l_969_;
                        uint _e2623 = l_mut_219_;
                        uint _e2624 = l_mut_213_;
                        uint l_970_ = (_e2623 | _e2624);
                        bool l_971_ = (l_970_ == 0u);
                        if (l_971_) {
                            l_mut_450_ = l_954_;
                        } else {
                            bool _e2628 = l_mut_645_;
                            if (_e2628) {
                                uint _e2629 = l_mut_213_;
                                uint _e2630 = l_mut_269_;
                                bool l_972_ = (_e2629 < _e2630);
                                uint _e2632 = l_mut_213_;
                                uint _e2633 = l_mut_269_;
                                bool l_973_ = (_e2632 == _e2633);
                                uint _e2635 = l_mut_219_;
                                uint _e2636 = l_mut_275_;
                                bool l_974_ = (_e2635 < _e2636);
                                if (l_973_) {
                                    local_82 = l_974_;
                                } else {
                                    local_82 = false;
                                }
                                bool l_975_ = local_82;
                                if (!(l_972_)) {
                                    local_83 = l_975_;
                                } else {
                                    local_83 = true;
                                }
                                bool l_976_ = local_83;
                                if (l_976_) {
                                    uint _e2647 = l_mut_275_;
                                    uint l_977_ = (_e2647 - 1u);
                                    uint _e2650 = l_mut_269_;
                                    uint l_978_ = (_e2650 - 0u);
                                    uint _e2653 = l_mut_275_;
                                    bool l_979_ = (_e2653 < 1u);
                                    uint l_980_ = uint(l_979_);
                                    uint l_981_ = (l_978_ - l_980_);
                                    l_mut_445_ = l_977_;
                                    l_mut_444_ = l_981_;
                                    l_mut_441_ = 0u;
                                    l_mut_982_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2746 = l_mut_982_;
                                            l_mut_982_ = (_e2746 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2661 = l_mut_982_;
                                        if ((_e2661 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2665 = l_mut_982_;
                                            uint l_983_ = (19u - _e2665);
                                            uint _e2667 = l_mut_445_;
                                            l_mut_440_ = _e2667;
                                            uint _e2668 = l_mut_444_;
                                            l_mut_439_ = _e2668;
                                            bool l_984_ = (l_983_ >= 32u);
                                            if (l_984_) {
                                                uint l_985_ = (l_983_ & 31u);
                                                uint _e2673 = l_mut_444_;
                                                uint l_986_ = (_e2673 >> l_985_);
                                                l_mut_440_ = l_986_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_987_ = (l_983_ > 0u);
                                                if (l_987_) {
                                                    uint _e2678 = l_mut_445_;
                                                    l_mut_428_ = _e2678;
                                                    bool l_988_ = (l_983_ > 0u);
                                                    if (l_988_) {
                                                        uint _e2681 = l_mut_445_;
                                                        uint l_989_ = (_e2681 >> l_983_);
                                                        uint l_990_ = (32u - l_983_);
                                                        uint _e2685 = l_mut_444_;
                                                        uint l_991_ = (_e2685 << l_990_);
                                                        uint l_992_ = (l_989_ | l_991_);
                                                        l_mut_428_ = l_992_;
                                                    }
                                                    uint _e2688 = l_mut_444_;
                                                    uint l_993_ = (_e2688 >> l_983_);
                                                    uint _e2690 = l_mut_428_;
                                                    l_mut_440_ = _e2690;
                                                    l_mut_439_ = l_993_;
                                                }
                                            }
                                            uint _e2691 = l_mut_439_;
                                            uint _e2692 = l_mut_213_;
                                            bool l_994_ = (_e2691 < _e2692);
                                            uint _e2694 = l_mut_439_;
                                            uint _e2695 = l_mut_213_;
                                            bool l_995_ = (_e2694 == _e2695);
                                            uint _e2697 = l_mut_440_;
                                            uint _e2698 = l_mut_219_;
                                            bool l_996_ = (_e2697 < _e2698);
                                            if (l_995_) {
                                                local_84 = l_996_;
                                            } else {
                                                local_84 = false;
                                            }
                                            bool l_997_ = local_84;
                                            if (!(l_994_)) {
                                                local_85 = l_997_;
                                            } else {
                                                local_85 = true;
                                            }
                                            bool l_998_ = local_85;
                                            bool l_999_ = !(l_998_);
                                            if (l_999_) {
                                                uint _e2710 = l_mut_219_;
                                                l_mut_440_ = _e2710;
                                                uint _e2711 = l_mut_213_;
                                                l_mut_439_ = _e2711;
                                                bool l_1000_ = (l_983_ >= 32u);
                                                if (l_1000_) {
                                                    uint l_1001_ = (l_983_ & 31u);
                                                    uint _e2716 = l_mut_219_;
                                                    uint l_1002_ = (_e2716 << l_1001_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_1002_;
                                                } else {
                                                    bool l_1003_ = (l_983_ > 0u);
                                                    if (l_1003_) {
                                                        uint _e2721 = l_mut_219_;
                                                        uint l_1004_ = (_e2721 << l_983_);
                                                        uint _e2723 = l_mut_213_;
                                                        uint l_1005_ = (_e2723 << l_983_);
                                                        uint l_1006_ = (32u - l_983_);
                                                        uint _e2727 = l_mut_219_;
                                                        uint l_1007_ = (_e2727 >> l_1006_);
                                                        uint l_1008_ = (l_1005_ | l_1007_);
                                                        l_mut_440_ = l_1004_;
                                                        l_mut_439_ = l_1008_;
                                                    }
                                                }
                                                uint _e2730 = l_mut_445_;
                                                uint _e2731 = l_mut_440_;
                                                uint l_1009_ = (_e2730 - _e2731);
                                                uint _e2733 = l_mut_444_;
                                                uint _e2734 = l_mut_439_;
                                                uint l_1010_ = (_e2733 - _e2734);
                                                uint _e2736 = l_mut_445_;
                                                uint _e2737 = l_mut_440_;
                                                bool l_1011_ = (_e2736 < _e2737);
                                                uint l_1012_ = uint(l_1011_);
                                                uint l_1013_ = (l_1010_ - l_1012_);
                                                l_mut_445_ = l_1009_;
                                                l_mut_444_ = l_1013_;
                                                uint l_1014_ = (1u << l_983_);
                                                uint _e2743 = l_mut_441_;
                                                l_mut_441_ = (_e2743 | l_1014_);
                                            }
                                        }
                                    }
                                    uint _e2748 = l_mut_441_;
                                    uint l_1015_ = min(_e2748, l_954_);
                                    l_mut_441_ = l_1015_;
                                    uint _e2750 = l_mut_444_;
                                    uint _e2751 = l_mut_213_;
                                    bool l_1016_ = (_e2750 < _e2751);
                                    uint _e2753 = l_mut_444_;
                                    uint _e2754 = l_mut_213_;
                                    bool l_1017_ = (_e2753 == _e2754);
                                    uint _e2756 = l_mut_445_;
                                    uint _e2757 = l_mut_219_;
                                    bool l_1018_ = (_e2756 < _e2757);
                                    if (l_1017_) {
                                        local_86 = l_1018_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1019_ = local_86;
                                    if (!(l_1016_)) {
                                        local_87 = l_1019_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1020_ = local_87;
                                    bool l_1021_ = !(l_1020_);
                                    if (l_1021_) {
                                        l_mut_441_ = l_954_;
                                    }
                                    uint _e2769 = l_mut_441_;
                                    l_mut_450_ = _e2769;
                                }
                            } else {
                                uint _e2770 = l_mut_275_;
                                l_mut_445_ = _e2770;
                                uint _e2771 = l_mut_269_;
                                l_mut_444_ = _e2771;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2772 = l_mut_213_;
                                    uint _e2773 = l_mut_444_;
                                    bool l_1022_ = (_e2772 < _e2773);
                                    uint _e2775 = l_mut_213_;
                                    uint _e2776 = l_mut_444_;
                                    bool l_1023_ = (_e2775 == _e2776);
                                    uint _e2778 = l_mut_219_;
                                    uint _e2779 = l_mut_445_;
                                    bool l_1024_ = (_e2778 < _e2779);
                                    if (l_1023_) {
                                        local_88 = l_1024_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1025_ = local_88;
                                    if (!(l_1022_)) {
                                        local_89 = l_1025_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1026_ = local_89;
                                    uint _e2790 = l_mut_450_;
                                    uint _e2791 = l_mut_102_;
                                    uint l_1027_ = (_e2790 * _e2791);
                                    uint _e2793 = l_mut_96_;
                                    uint l_1028_ = (_e2793 + l_1027_);
                                    uint _e2795 = l_mut_102_;
                                    uint l_1029_ = (l_1028_ + _e2795);
                                    bool l_1030_ = (l_1029_ < l_4_);
                                    if (l_1026_) {
                                        local_90 = l_1030_;
                                    } else {
                                        local_90 = false;
                                    }
                                    bool l_1031_ = local_90;
                                    bool l_1032_ = !(l_1031_);
                                    if (l_1032_) {
                                        break;
                                    }
                                    uint _e2803 = l_mut_445_;
                                    uint _e2804 = l_mut_219_;
                                    uint l_1033_ = (_e2803 - _e2804);
                                    uint _e2806 = l_mut_444_;
                                    uint _e2807 = l_mut_213_;
                                    uint l_1034_ = (_e2806 - _e2807);
                                    uint _e2809 = l_mut_445_;
                                    uint _e2810 = l_mut_219_;
                                    bool l_1035_ = (_e2809 < _e2810);
                                    uint l_1036_ = uint(l_1035_);
                                    uint l_1037_ = (l_1034_ - l_1036_);
                                    l_mut_445_ = l_1033_;
                                    l_mut_444_ = l_1037_;
                                    uint _e2814 = l_mut_450_;
                                    l_mut_450_ = (_e2814 + 1u);
                                }
                            }
                        }
                        uint _e2817 = l_mut_450_;
                        uint _e2818 = l_mut_102_;
                        uint l_1038_ = (_e2817 * _e2818);
                        uint _e2820 = l_mut_96_;
                        uint l_1039_ = (_e2820 + l_1038_);
                        uint _e2822 = l_mut_102_;
                        uint l_1040_ = (l_1039_ + _e2822);
                        bool l_1041_ = (l_1040_ >= l_4_);
                        uint _e2825 = l_mut_219_;
                        l_mut_445_ = _e2825;
                        uint _e2826 = l_mut_213_;
                        l_mut_444_ = _e2826;
                        uint _e2827 = l_mut_275_;
                        l_mut_441_ = _e2827;
                        uint _e2828 = l_mut_269_;
                        l_mut_440_ = _e2828;
                        uint _e2829 = l_mut_96_;
                        l_mut_439_ = _e2829;
                        uint _e2830 = l_mut_102_;
                        l_mut_428_ = _e2830;
                        bool l_1042_ = !(l_1041_);
                        if (l_1042_) {
                            uint _e2832 = l_mut_219_;
                            uint _e2833 = l_mut_450_;
                            uint l_1043_ = (_e2832 * _e2833);
                            uint _e2835 = l_mut_219_;
                            uint64_t l_3011_ = uint64_t(_e2835);
                            uint _e2837 = l_mut_450_;
                            uint64_t l_3012_ = uint64_t(_e2837);
                            uint64_t l_3013_ = (l_3011_ * l_3012_);
                            uint64_t l_3014_ = (l_3013_ >> uint(32uL));
                            uint l_1044_ = uint(l_3014_);
                            uint _e2846 = l_mut_213_;
                            uint _e2847 = l_mut_450_;
                            uint l_1045_ = (_e2846 * _e2847);
                            uint l_1046_ = (l_1044_ + l_1045_);
                            uint _e2850 = l_mut_275_;
                            uint l_1047_ = (_e2850 - l_1043_);
                            uint _e2852 = l_mut_269_;
                            uint l_1048_ = (_e2852 - l_1046_);
                            uint _e2854 = l_mut_275_;
                            bool l_1049_ = (_e2854 < l_1043_);
                            uint l_1050_ = uint(l_1049_);
                            uint l_1051_ = (l_1048_ - l_1050_);
                            l_mut_441_ = l_1047_;
                            l_mut_440_ = l_1051_;
                            uint _e2858 = l_mut_450_;
                            uint _e2859 = l_mut_102_;
                            uint l_1052_ = (_e2858 * _e2859);
                            uint _e2861 = l_mut_96_;
                            uint l_1053_ = (_e2861 + l_1052_);
                            l_mut_439_ = l_1053_;
                            uint _e2863 = l_mut_219_;
                            uint _e2864 = l_mut_441_;
                            uint l_1054_ = (_e2863 - _e2864);
                            uint _e2866 = l_mut_213_;
                            uint _e2867 = l_mut_440_;
                            uint l_1055_ = (_e2866 - _e2867);
                            uint _e2869 = l_mut_219_;
                            uint _e2870 = l_mut_441_;
                            bool l_1056_ = (_e2869 < _e2870);
                            uint l_1057_ = uint(l_1056_);
                            uint l_1058_ = (l_1055_ - l_1057_);
                            l_mut_445_ = l_1054_;
                            l_mut_444_ = l_1058_;
                            uint _e2874 = l_mut_102_;
                            uint _e2875 = l_mut_439_;
                            uint l_1059_ = (_e2874 + _e2875);
                            l_mut_428_ = l_1059_;
                        }
                        uint _e2877 = l_mut_441_;
                        l_mut_275_ = _e2877;
                        uint _e2878 = l_mut_440_;
                        l_mut_269_ = _e2878;
                        uint _e2879 = l_mut_445_;
                        l_mut_219_ = _e2879;
                        uint _e2880 = l_mut_444_;
                        l_mut_213_ = _e2880;
                        uint _e2881 = l_mut_428_;
                        l_mut_102_ = _e2881;
                        uint _e2882 = l_mut_439_;
                        l_mut_96_ = _e2882;
                        l_mut_350_ = l_1041_;
                        bool l_1060_ = !(l_1041_);
                        l_mut_357_ = l_1060_;
                    }
                }
            }
        }
        bool _e2884 = l_mut_350_;
        bool l_1061_ = !(_e2884);
        if (l_1061_) {
            uint l_3016_ = asuint(info.Load(20+0));
            uint l_3017_ = (l_3016_ * 1u);
            uint l_3018_ = (l_3017_ - 1u);
            uint l_3019_ = min(0u, l_3018_);
            uint _e2899; buffer_5_global.InterlockedAdd(l_3019_*4, 1u, _e2899);
            uint l_1064_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
            bool loop_init_6 = true;
            while(true) {
                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                if (!loop_init_6) {
                    uint _e6440 = l_mut_1065_;
                    l_mut_1065_ = (_e6440 + 1u);
                }
                loop_init_6 = false;
                uint _e2907 = l_mut_1065_;
                if ((_e2907 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2910 = l_mut_1065_;
                    uint l_1066_ = (_e2910 * l_1064_);
                    bool l_1067_ = (l_1066_ < l_56_);
                    uint l_1068_ = naga_div(l_4_, 8u);
                    uint _e2915 = l_mut_1065_;
                    uint l_1069_ = (_e2915 * l_1068_);
                    uint l_1070_ = (l_1069_ + l_1069_);
                    uint l_1071_ = (l_72_ >> 31u);
                    bool l_1072_ = (l_1071_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1072_) {
                        uint l_1073_ = (0u - l_69_);
                        uint l_1074_ = (0u - l_72_);
                        bool l_1075_ = (0u < l_69_);
                        uint l_1076_ = uint(l_1075_);
                        uint l_1077_ = (l_1074_ - l_1076_);
                        l_mut_441_ = l_1073_;
                        l_mut_440_ = l_1077_;
                    }
                    uint _e2930 = l_mut_441_;
                    uint l_1078_ = (_e2930 * l_1070_);
                    uint _e2932 = l_mut_440_;
                    uint l_1079_ = (_e2932 * l_1070_);
                    uint _e2934 = l_mut_441_;
                    uint64_t l_3021_ = uint64_t(_e2934);
                    uint64_t l_3022_ = uint64_t(l_1070_);
                    uint64_t l_3023_ = (l_3021_ * l_3022_);
                    uint64_t l_3024_ = (l_3023_ >> uint(32uL));
                    uint l_1080_ = uint(l_3024_);
                    uint l_1081_ = (l_1080_ + l_1079_);
                    uint _e2945 = l_mut_440_;
                    uint64_t l_3026_ = uint64_t(_e2945);
                    uint64_t l_3027_ = uint64_t(l_1070_);
                    uint64_t l_3028_ = (l_3026_ * l_3027_);
                    uint64_t l_3029_ = (l_3028_ >> uint(32uL));
                    uint l_1082_ = uint(l_3029_);
                    bool l_1083_ = (l_1081_ < l_1079_);
                    uint l_1084_ = uint(l_1083_);
                    uint l_1085_ = (l_1082_ + l_1084_);
                    uint l_1086_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1078_;
                    bool l_1087_ = (l_1086_ > 0u);
                    if (l_1087_) {
                        uint l_1088_ = (l_1078_ >> l_1086_);
                        uint l_1089_ = (32u - l_1086_);
                        uint l_1090_ = (l_1081_ << l_1089_);
                        uint l_1091_ = (l_1088_ | l_1090_);
                        l_mut_439_ = l_1091_;
                    }
                    l_mut_428_ = l_1081_;
                    bool l_1092_ = (l_1086_ > 0u);
                    if (l_1092_) {
                        uint l_1093_ = (l_1081_ >> l_1086_);
                        uint l_1094_ = (32u - l_1086_);
                        uint l_1095_ = (l_1085_ << l_1094_);
                        uint l_1096_ = (l_1093_ | l_1095_);
                        l_mut_428_ = l_1096_;
                    }
                    uint _e2974 = l_mut_439_;
                    l_mut_421_ = _e2974;
                    uint _e2975 = l_mut_428_;
                    l_mut_439_ = _e2975;
                    bool l_1097_ = (l_9_ >= 64u);
                    if (l_1097_) {
                        l_mut_421_ = l_1085_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1098_ = (l_9_ >= 32u);
                        if (l_1098_) {
                            l_mut_428_ = l_1081_;
                            bool l_1099_ = (l_1086_ > 0u);
                            if (l_1099_) {
                                uint l_1100_ = (l_1081_ >> l_1086_);
                                uint l_1101_ = (32u - l_1086_);
                                uint l_1102_ = (l_1085_ << l_1101_);
                                uint l_1103_ = (l_1100_ | l_1102_);
                                l_mut_428_ = l_1103_;
                            }
                            uint l_1104_ = (l_1085_ >> l_1086_);
                            uint _e2989 = l_mut_428_;
                            l_mut_421_ = _e2989;
                            l_mut_439_ = l_1104_;
                        }
                    }
                    uint _e2990 = l_mut_421_;
                    l_mut_441_ = _e2990;
                    uint _e2991 = l_mut_439_;
                    l_mut_440_ = _e2991;
                    if (l_1072_) {
                        uint _e2993 = l_mut_441_;
                        uint l_1105_ = (0u - _e2993);
                        uint _e2996 = l_mut_440_;
                        uint l_1106_ = (0u - _e2996);
                        uint _e2999 = l_mut_441_;
                        bool l_1107_ = (0u < _e2999);
                        uint l_1108_ = uint(l_1107_);
                        uint l_1109_ = (l_1106_ - l_1108_);
                        l_mut_441_ = l_1105_;
                        l_mut_440_ = l_1109_;
                    }
                    uint _e3003 = l_mut_441_;
                    uint l_1110_ = (l_59_ + _e3003);
                    uint _e3005 = l_mut_440_;
                    uint l_1111_ = (l_62_ + _e3005);
                    bool l_1112_ = (l_1110_ < l_59_);
                    uint l_1113_ = uint(l_1112_);
                    uint l_1114_ = (l_1111_ + l_1113_);
                    uint l_1115_ = (l_59_ * l_1069_);
                    uint64_t l_3031_ = uint64_t(l_59_);
                    uint64_t l_3032_ = uint64_t(l_1069_);
                    uint64_t l_3033_ = (l_3031_ * l_3032_);
                    uint64_t l_3034_ = (l_3033_ >> uint(32uL));
                    uint l_1116_ = uint(l_3034_);
                    uint l_1117_ = (l_62_ * l_1069_);
                    uint l_1118_ = (l_1116_ + l_1117_);
                    uint l_1119_ = (l_64_ + l_1115_);
                    uint l_1120_ = (l_67_ + l_1118_);
                    bool l_1121_ = (l_1119_ < l_64_);
                    uint l_1122_ = uint(l_1121_);
                    uint l_1123_ = (l_1120_ + l_1122_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1124_ = (l_1069_ < 65536u);
                    if (l_1124_) {
                        uint l_1125_ = (l_1069_ * l_1069_);
                        uint l_1126_ = (l_72_ >> 31u);
                        bool l_1127_ = (l_1126_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1127_) {
                            uint l_1128_ = (0u - l_69_);
                            uint l_1129_ = (0u - l_72_);
                            bool l_1130_ = (0u < l_69_);
                            uint l_1131_ = uint(l_1130_);
                            uint l_1132_ = (l_1129_ - l_1131_);
                            l_mut_439_ = l_1128_;
                            l_mut_428_ = l_1132_;
                        }
                        uint _e3044 = l_mut_439_;
                        uint l_1133_ = (_e3044 * l_1125_);
                        uint _e3046 = l_mut_428_;
                        uint l_1134_ = (_e3046 * l_1125_);
                        uint _e3048 = l_mut_439_;
                        uint64_t l_3036_ = uint64_t(_e3048);
                        uint64_t l_3037_ = uint64_t(l_1125_);
                        uint64_t l_3038_ = (l_3036_ * l_3037_);
                        uint64_t l_3039_ = (l_3038_ >> uint(32uL));
                        uint l_1135_ = uint(l_3039_);
                        uint l_1136_ = (l_1135_ + l_1134_);
                        uint _e3059 = l_mut_428_;
                        uint64_t l_3041_ = uint64_t(_e3059);
                        uint64_t l_3042_ = uint64_t(l_1125_);
                        uint64_t l_3043_ = (l_3041_ * l_3042_);
                        uint64_t l_3044_ = (l_3043_ >> uint(32uL));
                        uint l_1137_ = uint(l_3044_);
                        bool l_1138_ = (l_1136_ < l_1134_);
                        uint l_1139_ = uint(l_1138_);
                        uint l_1140_ = (l_1137_ + l_1139_);
                        uint l_1141_ = naga_mod(l_9_, 32u);
                        l_mut_421_ = l_1133_;
                        bool l_1142_ = (l_1141_ > 0u);
                        if (l_1142_) {
                            uint l_1143_ = (l_1133_ >> l_1141_);
                            uint l_1144_ = (32u - l_1141_);
                            uint l_1145_ = (l_1136_ << l_1144_);
                            uint l_1146_ = (l_1143_ | l_1145_);
                            l_mut_421_ = l_1146_;
                        }
                        l_mut_394_ = l_1136_;
                        bool l_1147_ = (l_1141_ > 0u);
                        if (l_1147_) {
                            uint l_1148_ = (l_1136_ >> l_1141_);
                            uint l_1149_ = (32u - l_1141_);
                            uint l_1150_ = (l_1140_ << l_1149_);
                            uint l_1151_ = (l_1148_ | l_1150_);
                            l_mut_394_ = l_1151_;
                        }
                        uint _e3088 = l_mut_421_;
                        l_mut_388_ = _e3088;
                        uint _e3089 = l_mut_394_;
                        l_mut_421_ = _e3089;
                        bool l_1152_ = (l_9_ >= 64u);
                        if (l_1152_) {
                            l_mut_388_ = l_1140_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1153_ = (l_9_ >= 32u);
                            if (l_1153_) {
                                l_mut_394_ = l_1136_;
                                bool l_1154_ = (l_1141_ > 0u);
                                if (l_1154_) {
                                    uint l_1155_ = (l_1136_ >> l_1141_);
                                    uint l_1156_ = (32u - l_1141_);
                                    uint l_1157_ = (l_1140_ << l_1156_);
                                    uint l_1158_ = (l_1155_ | l_1157_);
                                    l_mut_394_ = l_1158_;
                                }
                                uint l_1159_ = (l_1140_ >> l_1141_);
                                uint _e3103 = l_mut_394_;
                                l_mut_388_ = _e3103;
                                l_mut_421_ = l_1159_;
                            }
                        }
                        uint _e3104 = l_mut_388_;
                        l_mut_439_ = _e3104;
                        uint _e3105 = l_mut_421_;
                        l_mut_428_ = _e3105;
                        if (l_1127_) {
                            uint _e3107 = l_mut_439_;
                            uint l_1160_ = (0u - _e3107);
                            uint _e3110 = l_mut_428_;
                            uint l_1161_ = (0u - _e3110);
                            uint _e3113 = l_mut_439_;
                            bool l_1162_ = (0u < _e3113);
                            uint l_1163_ = uint(l_1162_);
                            uint l_1164_ = (l_1161_ - l_1163_);
                            l_mut_439_ = l_1160_;
                            l_mut_428_ = l_1164_;
                        }
                        uint _e3117 = l_mut_439_;
                        l_mut_441_ = _e3117;
                        uint _e3118 = l_mut_428_;
                        l_mut_440_ = _e3118;
                    } else {
                        uint l_1165_ = (l_72_ >> 31u);
                        bool l_1166_ = (l_1165_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1166_) {
                            uint l_1167_ = (0u - l_69_);
                            uint l_1168_ = (0u - l_72_);
                            bool l_1169_ = (0u < l_69_);
                            uint l_1170_ = uint(l_1169_);
                            uint l_1171_ = (l_1168_ - l_1170_);
                            l_mut_439_ = l_1167_;
                            l_mut_428_ = l_1171_;
                        }
                        uint _e3131 = l_mut_439_;
                        uint l_1172_ = (_e3131 * l_1069_);
                        uint _e3133 = l_mut_428_;
                        uint l_1173_ = (_e3133 * l_1069_);
                        uint _e3135 = l_mut_439_;
                        uint64_t l_3046_ = uint64_t(_e3135);
                        uint64_t l_3047_ = uint64_t(l_1069_);
                        uint64_t l_3048_ = (l_3046_ * l_3047_);
                        uint64_t l_3049_ = (l_3048_ >> uint(32uL));
                        uint l_1174_ = uint(l_3049_);
                        uint l_1175_ = (l_1174_ + l_1173_);
                        uint _e3146 = l_mut_428_;
                        uint64_t l_3051_ = uint64_t(_e3146);
                        uint64_t l_3052_ = uint64_t(l_1069_);
                        uint64_t l_3053_ = (l_3051_ * l_3052_);
                        uint64_t l_3054_ = (l_3053_ >> uint(32uL));
                        uint l_1176_ = uint(l_3054_);
                        bool l_1177_ = (l_1175_ < l_1173_);
                        uint l_1178_ = uint(l_1177_);
                        uint l_1179_ = (l_1176_ + l_1178_);
                        l_mut_421_ = l_1172_;
                        bool l_1181_ = (0u > 0u);
                        if (l_1181_) {
                            uint l_1182_ = (l_1172_ >> 0u);
                            uint l_1183_ = (32u - 0u);
                            uint l_1184_ = (l_1175_ << l_1183_);
                            uint l_1185_ = (l_1182_ | l_1184_);
                            l_mut_421_ = l_1185_;
                        }
                        l_mut_394_ = l_1175_;
                        bool l_1186_ = (0u > 0u);
                        if (l_1186_) {
                            uint l_1187_ = (l_1175_ >> 0u);
                            uint l_1188_ = (32u - 0u);
                            uint l_1189_ = (l_1179_ << l_1188_);
                            uint l_1190_ = (l_1187_ | l_1189_);
                            l_mut_394_ = l_1190_;
                        }
                        uint _e3174 = l_mut_421_;
                        l_mut_388_ = _e3174;
                        uint _e3175 = l_mut_394_;
                        l_mut_421_ = _e3175;
                        if (false) {
                            l_mut_388_ = l_1179_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1175_;
                                bool l_1193_ = (0u > 0u);
                                if (l_1193_) {
                                    uint l_1194_ = (l_1175_ >> 0u);
                                    uint l_1195_ = (32u - 0u);
                                    uint l_1196_ = (l_1179_ << l_1195_);
                                    uint l_1197_ = (l_1194_ | l_1196_);
                                    l_mut_394_ = l_1197_;
                                }
                                uint l_1198_ = (l_1179_ >> 0u);
                                uint _e3187 = l_mut_394_;
                                l_mut_388_ = _e3187;
                                l_mut_421_ = l_1198_;
                            }
                        }
                        uint _e3188 = l_mut_439_;
                        uint l_1199_ = (_e3188 * l_1069_);
                        uint _e3190 = l_mut_428_;
                        uint l_1200_ = (_e3190 * l_1069_);
                        uint _e3192 = l_mut_439_;
                        uint64_t l_3056_ = uint64_t(_e3192);
                        uint64_t l_3057_ = uint64_t(l_1069_);
                        uint64_t l_3058_ = (l_3056_ * l_3057_);
                        uint64_t l_3059_ = (l_3058_ >> uint(32uL));
                        uint l_1201_ = uint(l_3059_);
                        uint l_1202_ = (l_1201_ + l_1200_);
                        uint _e3203 = l_mut_428_;
                        uint64_t l_3061_ = uint64_t(_e3203);
                        uint64_t l_3062_ = uint64_t(l_1069_);
                        uint64_t l_3063_ = (l_3061_ * l_3062_);
                        uint64_t l_3064_ = (l_3063_ >> uint(32uL));
                        uint l_1203_ = uint(l_3064_);
                        bool l_1204_ = (l_1202_ < l_1200_);
                        uint l_1205_ = uint(l_1204_);
                        uint l_1206_ = (l_1203_ + l_1205_);
                        l_mut_394_ = l_1199_;
                        bool l_1208_ = (0u > 0u);
                        if (l_1208_) {
                            uint l_1209_ = (l_1199_ >> 0u);
                            uint l_1210_ = (32u - 0u);
                            uint l_1211_ = (l_1202_ << l_1210_);
                            uint l_1212_ = (l_1209_ | l_1211_);
                            l_mut_394_ = l_1212_;
                        }
                        l_mut_382_ = l_1202_;
                        bool l_1213_ = (0u > 0u);
                        if (l_1213_) {
                            uint l_1214_ = (l_1202_ >> 0u);
                            uint l_1215_ = (32u - 0u);
                            uint l_1216_ = (l_1206_ << l_1215_);
                            uint l_1217_ = (l_1214_ | l_1216_);
                            l_mut_382_ = l_1217_;
                        }
                        uint _e3231 = l_mut_394_;
                        l_mut_275_ = _e3231;
                        uint _e3232 = l_mut_382_;
                        l_mut_394_ = _e3232;
                        if (true) {
                            l_mut_275_ = l_1206_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1202_;
                                bool l_1220_ = (0u > 0u);
                                if (l_1220_) {
                                    uint l_1221_ = (l_1202_ >> 0u);
                                    uint l_1222_ = (32u - 0u);
                                    uint l_1223_ = (l_1206_ << l_1222_);
                                    uint l_1224_ = (l_1221_ | l_1223_);
                                    l_mut_382_ = l_1224_;
                                }
                                uint l_1225_ = (l_1206_ >> 0u);
                                uint _e3244 = l_mut_382_;
                                l_mut_275_ = _e3244;
                                l_mut_394_ = l_1225_;
                            }
                        }
                        uint _e3245 = l_mut_388_;
                        uint l_1226_ = (_e3245 * l_1069_);
                        uint _e3247 = l_mut_421_;
                        uint l_1227_ = (_e3247 * l_1069_);
                        uint _e3249 = l_mut_388_;
                        uint64_t l_3066_ = uint64_t(_e3249);
                        uint64_t l_3067_ = uint64_t(l_1069_);
                        uint64_t l_3068_ = (l_3066_ * l_3067_);
                        uint64_t l_3069_ = (l_3068_ >> uint(32uL));
                        uint l_1228_ = uint(l_3069_);
                        uint l_1229_ = (l_1228_ + l_1227_);
                        uint _e3260 = l_mut_421_;
                        uint64_t l_3071_ = uint64_t(_e3260);
                        uint64_t l_3072_ = uint64_t(l_1069_);
                        uint64_t l_3073_ = (l_3071_ * l_3072_);
                        uint64_t l_3074_ = (l_3073_ >> uint(32uL));
                        uint l_1230_ = uint(l_3074_);
                        bool l_1231_ = (l_1229_ < l_1227_);
                        uint l_1232_ = uint(l_1231_);
                        uint l_1233_ = (l_1230_ + l_1232_);
                        l_mut_439_ = l_1226_;
                        bool l_1235_ = (0u > 0u);
                        if (l_1235_) {
                            uint l_1236_ = (l_1226_ >> 0u);
                            uint l_1237_ = (32u - 0u);
                            uint l_1238_ = (l_1229_ << l_1237_);
                            uint l_1239_ = (l_1236_ | l_1238_);
                            l_mut_439_ = l_1239_;
                        }
                        l_mut_428_ = l_1229_;
                        bool l_1240_ = (0u > 0u);
                        if (l_1240_) {
                            uint l_1241_ = (l_1229_ >> 0u);
                            uint l_1242_ = (32u - 0u);
                            uint l_1243_ = (l_1233_ << l_1242_);
                            uint l_1244_ = (l_1241_ | l_1243_);
                            l_mut_428_ = l_1244_;
                        }
                        uint _e3288 = l_mut_439_;
                        l_mut_382_ = _e3288;
                        uint _e3289 = l_mut_428_;
                        l_mut_439_ = _e3289;
                        if (false) {
                            l_mut_382_ = l_1233_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1229_;
                                bool l_1247_ = (0u > 0u);
                                if (l_1247_) {
                                    uint l_1248_ = (l_1229_ >> 0u);
                                    uint l_1249_ = (32u - 0u);
                                    uint l_1250_ = (l_1233_ << l_1249_);
                                    uint l_1251_ = (l_1248_ | l_1250_);
                                    l_mut_428_ = l_1251_;
                                }
                                uint l_1252_ = (l_1233_ >> 0u);
                                uint _e3301 = l_mut_428_;
                                l_mut_382_ = _e3301;
                                l_mut_439_ = l_1252_;
                            }
                        }
                        uint _e3302 = l_mut_388_;
                        uint l_1253_ = (_e3302 * l_1069_);
                        uint _e3304 = l_mut_421_;
                        uint l_1254_ = (_e3304 * l_1069_);
                        uint _e3306 = l_mut_388_;
                        uint64_t l_3076_ = uint64_t(_e3306);
                        uint64_t l_3077_ = uint64_t(l_1069_);
                        uint64_t l_3078_ = (l_3076_ * l_3077_);
                        uint64_t l_3079_ = (l_3078_ >> uint(32uL));
                        uint l_1255_ = uint(l_3079_);
                        uint l_1256_ = (l_1255_ + l_1254_);
                        uint _e3317 = l_mut_421_;
                        uint64_t l_3081_ = uint64_t(_e3317);
                        uint64_t l_3082_ = uint64_t(l_1069_);
                        uint64_t l_3083_ = (l_3081_ * l_3082_);
                        uint64_t l_3084_ = (l_3083_ >> uint(32uL));
                        uint l_1257_ = uint(l_3084_);
                        bool l_1258_ = (l_1256_ < l_1254_);
                        uint l_1259_ = uint(l_1258_);
                        uint l_1260_ = (l_1257_ + l_1259_);
                        l_mut_428_ = l_1253_;
                        bool l_1262_ = (0u > 0u);
                        if (l_1262_) {
                            uint l_1263_ = (l_1253_ >> 0u);
                            uint l_1264_ = (32u - 0u);
                            uint l_1265_ = (l_1256_ << l_1264_);
                            uint l_1266_ = (l_1263_ | l_1265_);
                            l_mut_428_ = l_1266_;
                        }
                        l_mut_269_ = l_1256_;
                        bool l_1267_ = (0u > 0u);
                        if (l_1267_) {
                            uint l_1268_ = (l_1256_ >> 0u);
                            uint l_1269_ = (32u - 0u);
                            uint l_1270_ = (l_1260_ << l_1269_);
                            uint l_1271_ = (l_1268_ | l_1270_);
                            l_mut_269_ = l_1271_;
                        }
                        uint _e3345 = l_mut_428_;
                        l_mut_219_ = _e3345;
                        uint _e3346 = l_mut_269_;
                        l_mut_428_ = _e3346;
                        if (true) {
                            l_mut_219_ = l_1260_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1256_;
                                bool l_1274_ = (0u > 0u);
                                if (l_1274_) {
                                    uint l_1275_ = (l_1256_ >> 0u);
                                    uint l_1276_ = (32u - 0u);
                                    uint l_1277_ = (l_1260_ << l_1276_);
                                    uint l_1278_ = (l_1275_ | l_1277_);
                                    l_mut_269_ = l_1278_;
                                }
                                uint l_1279_ = (l_1260_ >> 0u);
                                uint _e3358 = l_mut_269_;
                                l_mut_219_ = _e3358;
                                l_mut_428_ = l_1279_;
                            }
                        }
                        uint _e3359 = l_mut_275_;
                        uint l_1280_ = (_e3359 * l_1069_);
                        uint _e3361 = l_mut_275_;
                        uint64_t l_3086_ = uint64_t(_e3361);
                        uint64_t l_3087_ = uint64_t(l_1069_);
                        uint64_t l_3088_ = (l_3086_ * l_3087_);
                        uint64_t l_3089_ = (l_3088_ >> uint(32uL));
                        uint l_1281_ = uint(l_3089_);
                        uint _e3371 = l_mut_394_;
                        uint l_1282_ = (_e3371 * l_1069_);
                        uint l_1283_ = (l_1281_ + l_1282_);
                        uint _e3374 = l_mut_219_;
                        uint l_1284_ = (_e3374 + l_1280_);
                        uint _e3376 = l_mut_428_;
                        uint l_1285_ = (_e3376 + l_1283_);
                        uint _e3378 = l_mut_219_;
                        bool l_1286_ = (l_1284_ < _e3378);
                        uint l_1287_ = uint(l_1286_);
                        uint l_1288_ = (l_1285_ + l_1287_);
                        uint _e3382 = l_mut_382_;
                        l_mut_441_ = _e3382;
                        uint _e3383 = l_mut_439_;
                        l_mut_440_ = _e3383;
                        bool l_1289_ = (l_9_ == 64u);
                        if (l_1289_) {
                            l_mut_441_ = l_1284_;
                            l_mut_440_ = l_1288_;
                        } else {
                            bool l_1290_ = (l_9_ > 0u);
                            if (l_1290_) {
                                uint l_1291_ = (64u - l_9_);
                                l_mut_428_ = l_1284_;
                                l_mut_421_ = l_1288_;
                                bool l_1292_ = (l_1291_ >= 32u);
                                if (l_1292_) {
                                    uint l_1293_ = (l_1291_ & 31u);
                                    uint l_1294_ = (l_1284_ << l_1293_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1294_;
                                } else {
                                    bool l_1295_ = (l_1291_ > 0u);
                                    if (l_1295_) {
                                        uint l_1296_ = (l_1284_ << l_1291_);
                                        uint l_1297_ = (l_1288_ << l_1291_);
                                        uint l_1298_ = (32u - l_1291_);
                                        uint l_1299_ = (l_1284_ >> l_1298_);
                                        uint l_1300_ = (l_1297_ | l_1299_);
                                        l_mut_428_ = l_1296_;
                                        l_mut_421_ = l_1300_;
                                    }
                                }
                                uint _e3404 = l_mut_382_;
                                l_mut_394_ = _e3404;
                                uint _e3405 = l_mut_439_;
                                l_mut_388_ = _e3405;
                                bool l_1301_ = (l_9_ >= 32u);
                                if (l_1301_) {
                                    uint l_1302_ = (l_9_ & 31u);
                                    uint _e3410 = l_mut_439_;
                                    uint l_1303_ = (_e3410 >> l_1302_);
                                    l_mut_394_ = l_1303_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1304_ = (l_9_ > 0u);
                                    if (l_1304_) {
                                        uint _e3415 = l_mut_382_;
                                        l_mut_275_ = _e3415;
                                        bool l_1305_ = (l_9_ > 0u);
                                        if (l_1305_) {
                                            uint _e3418 = l_mut_382_;
                                            uint l_1306_ = (_e3418 >> l_9_);
                                            uint l_1307_ = (32u - l_9_);
                                            uint _e3422 = l_mut_439_;
                                            uint l_1308_ = (_e3422 << l_1307_);
                                            uint l_1309_ = (l_1306_ | l_1308_);
                                            l_mut_275_ = l_1309_;
                                        }
                                        uint _e3425 = l_mut_439_;
                                        uint l_1310_ = (_e3425 >> l_9_);
                                        uint _e3427 = l_mut_275_;
                                        l_mut_394_ = _e3427;
                                        l_mut_388_ = l_1310_;
                                    }
                                }
                                uint _e3428 = l_mut_428_;
                                uint _e3429 = l_mut_394_;
                                uint l_1311_ = (_e3428 + _e3429);
                                uint _e3431 = l_mut_421_;
                                uint _e3432 = l_mut_388_;
                                uint l_1312_ = (_e3431 + _e3432);
                                uint _e3434 = l_mut_428_;
                                bool l_1313_ = (l_1311_ < _e3434);
                                uint l_1314_ = uint(l_1313_);
                                uint l_1315_ = (l_1312_ + l_1314_);
                                l_mut_441_ = l_1311_;
                                l_mut_440_ = l_1315_;
                            }
                        }
                        if (l_1166_) {
                            uint _e3439 = l_mut_441_;
                            uint l_1316_ = (0u - _e3439);
                            uint _e3442 = l_mut_440_;
                            uint l_1317_ = (0u - _e3442);
                            uint _e3445 = l_mut_441_;
                            bool l_1318_ = (0u < _e3445);
                            uint l_1319_ = uint(l_1318_);
                            uint l_1320_ = (l_1317_ - l_1319_);
                            l_mut_441_ = l_1316_;
                            l_mut_440_ = l_1320_;
                        }
                    }
                    uint _e3449 = l_mut_441_;
                    uint l_1321_ = (l_1119_ + _e3449);
                    uint _e3451 = l_mut_440_;
                    uint l_1322_ = (l_1123_ + _e3451);
                    bool l_1323_ = (l_1321_ < l_1119_);
                    uint l_1324_ = uint(l_1323_);
                    uint l_1325_ = (l_1322_ + l_1324_);
                    uint l_1326_ = (l_72_ >> 31u);
                    bool l_1327_ = (l_1326_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1327_) {
                        uint l_1328_ = (0u - l_69_);
                        uint l_1329_ = (0u - l_72_);
                        bool l_1330_ = (0u < l_69_);
                        uint l_1331_ = uint(l_1330_);
                        uint l_1332_ = (l_1329_ - l_1331_);
                        l_mut_441_ = l_1328_;
                        l_mut_440_ = l_1332_;
                    }
                    uint _e3468 = l_mut_441_;
                    uint l_1333_ = (_e3468 * l_1068_);
                    uint _e3470 = l_mut_440_;
                    uint l_1334_ = (_e3470 * l_1068_);
                    uint _e3472 = l_mut_441_;
                    uint64_t l_3091_ = uint64_t(_e3472);
                    uint64_t l_3092_ = uint64_t(l_1068_);
                    uint64_t l_3093_ = (l_3091_ * l_3092_);
                    uint64_t l_3094_ = (l_3093_ >> uint(32uL));
                    uint l_1335_ = uint(l_3094_);
                    uint l_1336_ = (l_1335_ + l_1334_);
                    uint _e3483 = l_mut_440_;
                    uint64_t l_3096_ = uint64_t(_e3483);
                    uint64_t l_3097_ = uint64_t(l_1068_);
                    uint64_t l_3098_ = (l_3096_ * l_3097_);
                    uint64_t l_3099_ = (l_3098_ >> uint(32uL));
                    uint l_1337_ = uint(l_3099_);
                    bool l_1338_ = (l_1336_ < l_1334_);
                    uint l_1339_ = uint(l_1338_);
                    uint l_1340_ = (l_1337_ + l_1339_);
                    uint l_1341_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1333_;
                    bool l_1342_ = (l_1341_ > 0u);
                    if (l_1342_) {
                        uint l_1343_ = (l_1333_ >> l_1341_);
                        uint l_1344_ = (32u - l_1341_);
                        uint l_1345_ = (l_1336_ << l_1344_);
                        uint l_1346_ = (l_1343_ | l_1345_);
                        l_mut_439_ = l_1346_;
                    }
                    l_mut_428_ = l_1336_;
                    bool l_1347_ = (l_1341_ > 0u);
                    if (l_1347_) {
                        uint l_1348_ = (l_1336_ >> l_1341_);
                        uint l_1349_ = (32u - l_1341_);
                        uint l_1350_ = (l_1340_ << l_1349_);
                        uint l_1351_ = (l_1348_ | l_1350_);
                        l_mut_428_ = l_1351_;
                    }
                    uint _e3512 = l_mut_439_;
                    l_mut_421_ = _e3512;
                    uint _e3513 = l_mut_428_;
                    l_mut_439_ = _e3513;
                    bool l_1352_ = (l_9_ >= 64u);
                    if (l_1352_) {
                        l_mut_421_ = l_1340_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1353_ = (l_9_ >= 32u);
                        if (l_1353_) {
                            l_mut_428_ = l_1336_;
                            bool l_1354_ = (l_1341_ > 0u);
                            if (l_1354_) {
                                uint l_1355_ = (l_1336_ >> l_1341_);
                                uint l_1356_ = (32u - l_1341_);
                                uint l_1357_ = (l_1340_ << l_1356_);
                                uint l_1358_ = (l_1355_ | l_1357_);
                                l_mut_428_ = l_1358_;
                            }
                            uint l_1359_ = (l_1340_ >> l_1341_);
                            uint _e3527 = l_mut_428_;
                            l_mut_421_ = _e3527;
                            l_mut_439_ = l_1359_;
                        }
                    }
                    uint _e3528 = l_mut_421_;
                    l_mut_441_ = _e3528;
                    uint _e3529 = l_mut_439_;
                    l_mut_440_ = _e3529;
                    if (l_1327_) {
                        uint _e3531 = l_mut_441_;
                        uint l_1360_ = (0u - _e3531);
                        uint _e3534 = l_mut_440_;
                        uint l_1361_ = (0u - _e3534);
                        uint _e3537 = l_mut_441_;
                        bool l_1362_ = (0u < _e3537);
                        uint l_1363_ = uint(l_1362_);
                        uint l_1364_ = (l_1361_ - l_1363_);
                        l_mut_441_ = l_1360_;
                        l_mut_440_ = l_1364_;
                    }
                    uint _e3541 = l_mut_441_;
                    uint l_1365_ = (l_1110_ + _e3541);
                    uint _e3543 = l_mut_440_;
                    uint l_1366_ = (l_1114_ + _e3543);
                    bool l_1367_ = (l_1365_ < l_1110_);
                    uint l_1368_ = uint(l_1367_);
                    uint l_1369_ = (l_1366_ + l_1368_);
                    uint l_1370_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1371_ = (l_1068_ < 65536u);
                    if (l_1371_) {
                        uint l_1372_ = (l_1068_ * l_1068_);
                        uint l_1373_ = (l_72_ >> 31u);
                        bool l_1374_ = (l_1373_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1374_) {
                            uint l_1375_ = (0u - l_69_);
                            uint l_1376_ = (0u - l_72_);
                            bool l_1377_ = (0u < l_69_);
                            uint l_1378_ = uint(l_1377_);
                            uint l_1379_ = (l_1376_ - l_1378_);
                            l_mut_439_ = l_1375_;
                            l_mut_428_ = l_1379_;
                        }
                        uint _e3567 = l_mut_439_;
                        uint l_1380_ = (_e3567 * l_1372_);
                        uint _e3569 = l_mut_428_;
                        uint l_1381_ = (_e3569 * l_1372_);
                        uint _e3571 = l_mut_439_;
                        uint64_t l_3101_ = uint64_t(_e3571);
                        uint64_t l_3102_ = uint64_t(l_1372_);
                        uint64_t l_3103_ = (l_3101_ * l_3102_);
                        uint64_t l_3104_ = (l_3103_ >> uint(32uL));
                        uint l_1382_ = uint(l_3104_);
                        uint l_1383_ = (l_1382_ + l_1381_);
                        uint _e3582 = l_mut_428_;
                        uint64_t l_3106_ = uint64_t(_e3582);
                        uint64_t l_3107_ = uint64_t(l_1372_);
                        uint64_t l_3108_ = (l_3106_ * l_3107_);
                        uint64_t l_3109_ = (l_3108_ >> uint(32uL));
                        uint l_1384_ = uint(l_3109_);
                        bool l_1385_ = (l_1383_ < l_1381_);
                        uint l_1386_ = uint(l_1385_);
                        uint l_1387_ = (l_1384_ + l_1386_);
                        uint l_1388_ = naga_mod(l_1370_, 32u);
                        l_mut_421_ = l_1380_;
                        bool l_1389_ = (l_1388_ > 0u);
                        if (l_1389_) {
                            uint l_1390_ = (l_1380_ >> l_1388_);
                            uint l_1391_ = (32u - l_1388_);
                            uint l_1392_ = (l_1383_ << l_1391_);
                            uint l_1393_ = (l_1390_ | l_1392_);
                            l_mut_421_ = l_1393_;
                        }
                        l_mut_394_ = l_1383_;
                        bool l_1394_ = (l_1388_ > 0u);
                        if (l_1394_) {
                            uint l_1395_ = (l_1383_ >> l_1388_);
                            uint l_1396_ = (32u - l_1388_);
                            uint l_1397_ = (l_1387_ << l_1396_);
                            uint l_1398_ = (l_1395_ | l_1397_);
                            l_mut_394_ = l_1398_;
                        }
                        uint _e3611 = l_mut_421_;
                        l_mut_388_ = _e3611;
                        uint _e3612 = l_mut_394_;
                        l_mut_421_ = _e3612;
                        bool l_1399_ = (l_1370_ >= 64u);
                        if (l_1399_) {
                            l_mut_388_ = l_1387_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1400_ = (l_1370_ >= 32u);
                            if (l_1400_) {
                                l_mut_394_ = l_1383_;
                                bool l_1401_ = (l_1388_ > 0u);
                                if (l_1401_) {
                                    uint l_1402_ = (l_1383_ >> l_1388_);
                                    uint l_1403_ = (32u - l_1388_);
                                    uint l_1404_ = (l_1387_ << l_1403_);
                                    uint l_1405_ = (l_1402_ | l_1404_);
                                    l_mut_394_ = l_1405_;
                                }
                                uint l_1406_ = (l_1387_ >> l_1388_);
                                uint _e3626 = l_mut_394_;
                                l_mut_388_ = _e3626;
                                l_mut_421_ = l_1406_;
                            }
                        }
                        uint _e3627 = l_mut_388_;
                        l_mut_439_ = _e3627;
                        uint _e3628 = l_mut_421_;
                        l_mut_428_ = _e3628;
                        if (l_1374_) {
                            uint _e3630 = l_mut_439_;
                            uint l_1407_ = (0u - _e3630);
                            uint _e3633 = l_mut_428_;
                            uint l_1408_ = (0u - _e3633);
                            uint _e3636 = l_mut_439_;
                            bool l_1409_ = (0u < _e3636);
                            uint l_1410_ = uint(l_1409_);
                            uint l_1411_ = (l_1408_ - l_1410_);
                            l_mut_439_ = l_1407_;
                            l_mut_428_ = l_1411_;
                        }
                        uint _e3640 = l_mut_439_;
                        l_mut_441_ = _e3640;
                        uint _e3641 = l_mut_428_;
                        l_mut_440_ = _e3641;
                    } else {
                        uint l_1412_ = (l_72_ >> 31u);
                        bool l_1413_ = (l_1412_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1413_) {
                            uint l_1414_ = (0u - l_69_);
                            uint l_1415_ = (0u - l_72_);
                            bool l_1416_ = (0u < l_69_);
                            uint l_1417_ = uint(l_1416_);
                            uint l_1418_ = (l_1415_ - l_1417_);
                            l_mut_439_ = l_1414_;
                            l_mut_428_ = l_1418_;
                        }
                        uint _e3654 = l_mut_439_;
                        uint l_1419_ = (_e3654 * l_1068_);
                        uint _e3656 = l_mut_428_;
                        uint l_1420_ = (_e3656 * l_1068_);
                        uint _e3658 = l_mut_439_;
                        uint64_t l_3111_ = uint64_t(_e3658);
                        uint64_t l_3112_ = uint64_t(l_1068_);
                        uint64_t l_3113_ = (l_3111_ * l_3112_);
                        uint64_t l_3114_ = (l_3113_ >> uint(32uL));
                        uint l_1421_ = uint(l_3114_);
                        uint l_1422_ = (l_1421_ + l_1420_);
                        uint _e3669 = l_mut_428_;
                        uint64_t l_3116_ = uint64_t(_e3669);
                        uint64_t l_3117_ = uint64_t(l_1068_);
                        uint64_t l_3118_ = (l_3116_ * l_3117_);
                        uint64_t l_3119_ = (l_3118_ >> uint(32uL));
                        uint l_1423_ = uint(l_3119_);
                        bool l_1424_ = (l_1422_ < l_1420_);
                        uint l_1425_ = uint(l_1424_);
                        uint l_1426_ = (l_1423_ + l_1425_);
                        l_mut_421_ = l_1419_;
                        bool l_1428_ = (0u > 0u);
                        if (l_1428_) {
                            uint l_1429_ = (l_1419_ >> 0u);
                            uint l_1430_ = (32u - 0u);
                            uint l_1431_ = (l_1422_ << l_1430_);
                            uint l_1432_ = (l_1429_ | l_1431_);
                            l_mut_421_ = l_1432_;
                        }
                        l_mut_394_ = l_1422_;
                        bool l_1433_ = (0u > 0u);
                        if (l_1433_) {
                            uint l_1434_ = (l_1422_ >> 0u);
                            uint l_1435_ = (32u - 0u);
                            uint l_1436_ = (l_1426_ << l_1435_);
                            uint l_1437_ = (l_1434_ | l_1436_);
                            l_mut_394_ = l_1437_;
                        }
                        uint _e3697 = l_mut_421_;
                        l_mut_388_ = _e3697;
                        uint _e3698 = l_mut_394_;
                        l_mut_421_ = _e3698;
                        if (false) {
                            l_mut_388_ = l_1426_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1422_;
                                bool l_1440_ = (0u > 0u);
                                if (l_1440_) {
                                    uint l_1441_ = (l_1422_ >> 0u);
                                    uint l_1442_ = (32u - 0u);
                                    uint l_1443_ = (l_1426_ << l_1442_);
                                    uint l_1444_ = (l_1441_ | l_1443_);
                                    l_mut_394_ = l_1444_;
                                }
                                uint l_1445_ = (l_1426_ >> 0u);
                                uint _e3710 = l_mut_394_;
                                l_mut_388_ = _e3710;
                                l_mut_421_ = l_1445_;
                            }
                        }
                        uint _e3711 = l_mut_439_;
                        uint l_1446_ = (_e3711 * l_1068_);
                        uint _e3713 = l_mut_428_;
                        uint l_1447_ = (_e3713 * l_1068_);
                        uint _e3715 = l_mut_439_;
                        uint64_t l_3121_ = uint64_t(_e3715);
                        uint64_t l_3122_ = uint64_t(l_1068_);
                        uint64_t l_3123_ = (l_3121_ * l_3122_);
                        uint64_t l_3124_ = (l_3123_ >> uint(32uL));
                        uint l_1448_ = uint(l_3124_);
                        uint l_1449_ = (l_1448_ + l_1447_);
                        uint _e3726 = l_mut_428_;
                        uint64_t l_3126_ = uint64_t(_e3726);
                        uint64_t l_3127_ = uint64_t(l_1068_);
                        uint64_t l_3128_ = (l_3126_ * l_3127_);
                        uint64_t l_3129_ = (l_3128_ >> uint(32uL));
                        uint l_1450_ = uint(l_3129_);
                        bool l_1451_ = (l_1449_ < l_1447_);
                        uint l_1452_ = uint(l_1451_);
                        uint l_1453_ = (l_1450_ + l_1452_);
                        l_mut_394_ = l_1446_;
                        bool l_1455_ = (0u > 0u);
                        if (l_1455_) {
                            uint l_1456_ = (l_1446_ >> 0u);
                            uint l_1457_ = (32u - 0u);
                            uint l_1458_ = (l_1449_ << l_1457_);
                            uint l_1459_ = (l_1456_ | l_1458_);
                            l_mut_394_ = l_1459_;
                        }
                        l_mut_382_ = l_1449_;
                        bool l_1460_ = (0u > 0u);
                        if (l_1460_) {
                            uint l_1461_ = (l_1449_ >> 0u);
                            uint l_1462_ = (32u - 0u);
                            uint l_1463_ = (l_1453_ << l_1462_);
                            uint l_1464_ = (l_1461_ | l_1463_);
                            l_mut_382_ = l_1464_;
                        }
                        uint _e3754 = l_mut_394_;
                        l_mut_275_ = _e3754;
                        uint _e3755 = l_mut_382_;
                        l_mut_394_ = _e3755;
                        if (true) {
                            l_mut_275_ = l_1453_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1449_;
                                bool l_1467_ = (0u > 0u);
                                if (l_1467_) {
                                    uint l_1468_ = (l_1449_ >> 0u);
                                    uint l_1469_ = (32u - 0u);
                                    uint l_1470_ = (l_1453_ << l_1469_);
                                    uint l_1471_ = (l_1468_ | l_1470_);
                                    l_mut_382_ = l_1471_;
                                }
                                uint l_1472_ = (l_1453_ >> 0u);
                                uint _e3767 = l_mut_382_;
                                l_mut_275_ = _e3767;
                                l_mut_394_ = l_1472_;
                            }
                        }
                        uint _e3768 = l_mut_388_;
                        uint l_1473_ = (_e3768 * l_1068_);
                        uint _e3770 = l_mut_421_;
                        uint l_1474_ = (_e3770 * l_1068_);
                        uint _e3772 = l_mut_388_;
                        uint64_t l_3131_ = uint64_t(_e3772);
                        uint64_t l_3132_ = uint64_t(l_1068_);
                        uint64_t l_3133_ = (l_3131_ * l_3132_);
                        uint64_t l_3134_ = (l_3133_ >> uint(32uL));
                        uint l_1475_ = uint(l_3134_);
                        uint l_1476_ = (l_1475_ + l_1474_);
                        uint _e3783 = l_mut_421_;
                        uint64_t l_3136_ = uint64_t(_e3783);
                        uint64_t l_3137_ = uint64_t(l_1068_);
                        uint64_t l_3138_ = (l_3136_ * l_3137_);
                        uint64_t l_3139_ = (l_3138_ >> uint(32uL));
                        uint l_1477_ = uint(l_3139_);
                        bool l_1478_ = (l_1476_ < l_1474_);
                        uint l_1479_ = uint(l_1478_);
                        uint l_1480_ = (l_1477_ + l_1479_);
                        l_mut_439_ = l_1473_;
                        bool l_1482_ = (0u > 0u);
                        if (l_1482_) {
                            uint l_1483_ = (l_1473_ >> 0u);
                            uint l_1484_ = (32u - 0u);
                            uint l_1485_ = (l_1476_ << l_1484_);
                            uint l_1486_ = (l_1483_ | l_1485_);
                            l_mut_439_ = l_1486_;
                        }
                        l_mut_428_ = l_1476_;
                        bool l_1487_ = (0u > 0u);
                        if (l_1487_) {
                            uint l_1488_ = (l_1476_ >> 0u);
                            uint l_1489_ = (32u - 0u);
                            uint l_1490_ = (l_1480_ << l_1489_);
                            uint l_1491_ = (l_1488_ | l_1490_);
                            l_mut_428_ = l_1491_;
                        }
                        uint _e3811 = l_mut_439_;
                        l_mut_382_ = _e3811;
                        uint _e3812 = l_mut_428_;
                        l_mut_439_ = _e3812;
                        if (false) {
                            l_mut_382_ = l_1480_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1476_;
                                bool l_1494_ = (0u > 0u);
                                if (l_1494_) {
                                    uint l_1495_ = (l_1476_ >> 0u);
                                    uint l_1496_ = (32u - 0u);
                                    uint l_1497_ = (l_1480_ << l_1496_);
                                    uint l_1498_ = (l_1495_ | l_1497_);
                                    l_mut_428_ = l_1498_;
                                }
                                uint l_1499_ = (l_1480_ >> 0u);
                                uint _e3824 = l_mut_428_;
                                l_mut_382_ = _e3824;
                                l_mut_439_ = l_1499_;
                            }
                        }
                        uint _e3825 = l_mut_388_;
                        uint l_1500_ = (_e3825 * l_1068_);
                        uint _e3827 = l_mut_421_;
                        uint l_1501_ = (_e3827 * l_1068_);
                        uint _e3829 = l_mut_388_;
                        uint64_t l_3141_ = uint64_t(_e3829);
                        uint64_t l_3142_ = uint64_t(l_1068_);
                        uint64_t l_3143_ = (l_3141_ * l_3142_);
                        uint64_t l_3144_ = (l_3143_ >> uint(32uL));
                        uint l_1502_ = uint(l_3144_);
                        uint l_1503_ = (l_1502_ + l_1501_);
                        uint _e3840 = l_mut_421_;
                        uint64_t l_3146_ = uint64_t(_e3840);
                        uint64_t l_3147_ = uint64_t(l_1068_);
                        uint64_t l_3148_ = (l_3146_ * l_3147_);
                        uint64_t l_3149_ = (l_3148_ >> uint(32uL));
                        uint l_1504_ = uint(l_3149_);
                        bool l_1505_ = (l_1503_ < l_1501_);
                        uint l_1506_ = uint(l_1505_);
                        uint l_1507_ = (l_1504_ + l_1506_);
                        l_mut_428_ = l_1500_;
                        bool l_1509_ = (0u > 0u);
                        if (l_1509_) {
                            uint l_1510_ = (l_1500_ >> 0u);
                            uint l_1511_ = (32u - 0u);
                            uint l_1512_ = (l_1503_ << l_1511_);
                            uint l_1513_ = (l_1510_ | l_1512_);
                            l_mut_428_ = l_1513_;
                        }
                        l_mut_269_ = l_1503_;
                        bool l_1514_ = (0u > 0u);
                        if (l_1514_) {
                            uint l_1515_ = (l_1503_ >> 0u);
                            uint l_1516_ = (32u - 0u);
                            uint l_1517_ = (l_1507_ << l_1516_);
                            uint l_1518_ = (l_1515_ | l_1517_);
                            l_mut_269_ = l_1518_;
                        }
                        uint _e3868 = l_mut_428_;
                        l_mut_219_ = _e3868;
                        uint _e3869 = l_mut_269_;
                        l_mut_428_ = _e3869;
                        if (true) {
                            l_mut_219_ = l_1507_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1503_;
                                bool l_1521_ = (0u > 0u);
                                if (l_1521_) {
                                    uint l_1522_ = (l_1503_ >> 0u);
                                    uint l_1523_ = (32u - 0u);
                                    uint l_1524_ = (l_1507_ << l_1523_);
                                    uint l_1525_ = (l_1522_ | l_1524_);
                                    l_mut_269_ = l_1525_;
                                }
                                uint l_1526_ = (l_1507_ >> 0u);
                                uint _e3881 = l_mut_269_;
                                l_mut_219_ = _e3881;
                                l_mut_428_ = l_1526_;
                            }
                        }
                        uint _e3882 = l_mut_275_;
                        uint l_1527_ = (_e3882 * l_1068_);
                        uint _e3884 = l_mut_275_;
                        uint64_t l_3151_ = uint64_t(_e3884);
                        uint64_t l_3152_ = uint64_t(l_1068_);
                        uint64_t l_3153_ = (l_3151_ * l_3152_);
                        uint64_t l_3154_ = (l_3153_ >> uint(32uL));
                        uint l_1528_ = uint(l_3154_);
                        uint _e3894 = l_mut_394_;
                        uint l_1529_ = (_e3894 * l_1068_);
                        uint l_1530_ = (l_1528_ + l_1529_);
                        uint _e3897 = l_mut_219_;
                        uint l_1531_ = (_e3897 + l_1527_);
                        uint _e3899 = l_mut_428_;
                        uint l_1532_ = (_e3899 + l_1530_);
                        uint _e3901 = l_mut_219_;
                        bool l_1533_ = (l_1531_ < _e3901);
                        uint l_1534_ = uint(l_1533_);
                        uint l_1535_ = (l_1532_ + l_1534_);
                        uint _e3905 = l_mut_382_;
                        l_mut_441_ = _e3905;
                        uint _e3906 = l_mut_439_;
                        l_mut_440_ = _e3906;
                        bool l_1536_ = (l_1370_ == 64u);
                        if (l_1536_) {
                            l_mut_441_ = l_1531_;
                            l_mut_440_ = l_1535_;
                        } else {
                            bool l_1537_ = (l_1370_ > 0u);
                            if (l_1537_) {
                                uint l_1538_ = (64u - l_1370_);
                                l_mut_428_ = l_1531_;
                                l_mut_421_ = l_1535_;
                                bool l_1539_ = (l_1538_ >= 32u);
                                if (l_1539_) {
                                    uint l_1540_ = (l_1538_ & 31u);
                                    uint l_1541_ = (l_1531_ << l_1540_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1541_;
                                } else {
                                    bool l_1542_ = (l_1538_ > 0u);
                                    if (l_1542_) {
                                        uint l_1543_ = (l_1531_ << l_1538_);
                                        uint l_1544_ = (l_1535_ << l_1538_);
                                        uint l_1545_ = (32u - l_1538_);
                                        uint l_1546_ = (l_1531_ >> l_1545_);
                                        uint l_1547_ = (l_1544_ | l_1546_);
                                        l_mut_428_ = l_1543_;
                                        l_mut_421_ = l_1547_;
                                    }
                                }
                                uint _e3927 = l_mut_382_;
                                l_mut_394_ = _e3927;
                                uint _e3928 = l_mut_439_;
                                l_mut_388_ = _e3928;
                                bool l_1548_ = (l_1370_ >= 32u);
                                if (l_1548_) {
                                    uint l_1549_ = (l_1370_ & 31u);
                                    uint _e3933 = l_mut_439_;
                                    uint l_1550_ = (_e3933 >> l_1549_);
                                    l_mut_394_ = l_1550_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1551_ = (l_1370_ > 0u);
                                    if (l_1551_) {
                                        uint _e3938 = l_mut_382_;
                                        l_mut_275_ = _e3938;
                                        bool l_1552_ = (l_1370_ > 0u);
                                        if (l_1552_) {
                                            uint _e3941 = l_mut_382_;
                                            uint l_1553_ = (_e3941 >> l_1370_);
                                            uint l_1554_ = (32u - l_1370_);
                                            uint _e3945 = l_mut_439_;
                                            uint l_1555_ = (_e3945 << l_1554_);
                                            uint l_1556_ = (l_1553_ | l_1555_);
                                            l_mut_275_ = l_1556_;
                                        }
                                        uint _e3948 = l_mut_439_;
                                        uint l_1557_ = (_e3948 >> l_1370_);
                                        uint _e3950 = l_mut_275_;
                                        l_mut_394_ = _e3950;
                                        l_mut_388_ = l_1557_;
                                    }
                                }
                                uint _e3951 = l_mut_428_;
                                uint _e3952 = l_mut_394_;
                                uint l_1558_ = (_e3951 + _e3952);
                                uint _e3954 = l_mut_421_;
                                uint _e3955 = l_mut_388_;
                                uint l_1559_ = (_e3954 + _e3955);
                                uint _e3957 = l_mut_428_;
                                bool l_1560_ = (l_1558_ < _e3957);
                                uint l_1561_ = uint(l_1560_);
                                uint l_1562_ = (l_1559_ + l_1561_);
                                l_mut_441_ = l_1558_;
                                l_mut_440_ = l_1562_;
                            }
                        }
                        if (l_1413_) {
                            uint _e3962 = l_mut_441_;
                            uint l_1563_ = (0u - _e3962);
                            uint _e3965 = l_mut_440_;
                            uint l_1564_ = (0u - _e3965);
                            uint _e3968 = l_mut_441_;
                            bool l_1565_ = (0u < _e3968);
                            uint l_1566_ = uint(l_1565_);
                            uint l_1567_ = (l_1564_ - l_1566_);
                            l_mut_441_ = l_1563_;
                            l_mut_440_ = l_1567_;
                        }
                    }
                    uint _e3972 = l_mut_441_;
                    uint l_1568_ = (l_1321_ - _e3972);
                    uint _e3974 = l_mut_440_;
                    uint l_1569_ = (l_1325_ - _e3974);
                    uint _e3976 = l_mut_441_;
                    bool l_1570_ = (l_1321_ < _e3976);
                    uint l_1571_ = uint(l_1570_);
                    uint l_1572_ = (l_1569_ - l_1571_);
                    uint l_1573_ = (l_1568_ + l_19_);
                    uint l_1574_ = (l_1572_ + l_22_);
                    bool l_1575_ = (l_1573_ < l_1568_);
                    uint l_1576_ = uint(l_1575_);
                    uint l_1577_ = (l_1574_ + l_1576_);
                    uint l_1578_ = (0u - l_1365_);
                    uint l_1579_ = (0u - l_1369_);
                    bool l_1580_ = (0u < l_1365_);
                    uint l_1581_ = uint(l_1580_);
                    uint l_1582_ = (l_1579_ - l_1581_);
                    uint l_1583_ = (l_19_ + l_19_);
                    uint l_1584_ = (l_22_ + l_22_);
                    bool l_1585_ = (l_1583_ < l_19_);
                    uint l_1586_ = uint(l_1585_);
                    uint l_1587_ = (l_1584_ + l_1586_);
                    l_mut_441_ = l_1578_;
                    l_mut_440_ = l_1582_;
                    uint l_1588_ = (0u - l_1578_);
                    uint l_1589_ = (0u - l_1582_);
                    bool l_1590_ = (0u < l_1578_);
                    uint l_1591_ = uint(l_1590_);
                    uint l_1592_ = (l_1589_ - l_1591_);
                    l_mut_439_ = l_1588_;
                    l_mut_428_ = l_1592_;
                    l_mut_421_ = l_1573_;
                    l_mut_394_ = l_1577_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_645_ = false;
                    uint _e4009 = l_mut_394_;
                    bool l_1593_ = (_e4009 < l_1587_);
                    uint _e4011 = l_mut_394_;
                    bool l_1594_ = (_e4011 == l_1587_);
                    uint _e4013 = l_mut_421_;
                    bool l_1595_ = (_e4013 < l_1583_);
                    if (l_1594_) {
                        local_91 = l_1595_;
                    } else {
                        local_91 = false;
                    }
                    bool l_1596_ = local_91;
                    if (!(l_1593_)) {
                        local_92 = l_1596_;
                    } else {
                        local_92 = true;
                    }
                    bool l_1597_ = local_92;
                    bool l_1598_ = !(l_1597_);
                    l_mut_628_ = l_1598_;
                    uint l_1599_ = (l_1578_ | l_1582_);
                    bool l_1600_ = (l_1599_ == 0u);
                    if (l_1600_) {
                        bool _e4028 = l_mut_628_;
                        l_mut_645_ = _e4028;
                        l_mut_628_ = false;
                    }
                    bool _e4030 = l_mut_628_;
                    if (_e4030) {
                        uint l_1601_ = (l_1582_ >> 31u);
                        bool l_1602_ = (l_1601_ == 1u);
                        l_mut_275_ = l_1578_;
                        l_mut_269_ = l_1582_;
                        if (l_1602_) {
                            uint l_1603_ = (0u - l_1578_);
                            uint l_1604_ = (0u - l_1582_);
                            bool l_1605_ = (0u < l_1578_);
                            uint l_1606_ = uint(l_1605_);
                            uint l_1607_ = (l_1604_ - l_1606_);
                            l_mut_275_ = l_1603_;
                            l_mut_269_ = l_1607_;
                        }
                        uint l_1608_ = (l_1068_ - 1u);
                        uint _e4045 = l_mut_275_;
                        uint l_1609_ = (_e4045 * l_1608_);
                        uint _e4047 = l_mut_275_;
                        uint64_t l_3156_ = uint64_t(_e4047);
                        uint64_t l_3157_ = uint64_t(l_1608_);
                        uint64_t l_3158_ = (l_3156_ * l_3157_);
                        uint64_t l_3159_ = (l_3158_ >> uint(32uL));
                        uint l_1610_ = uint(l_3159_);
                        uint _e4057 = l_mut_269_;
                        uint l_1611_ = (_e4057 * l_1608_);
                        uint l_1612_ = (l_1610_ + l_1611_);
                        l_mut_219_ = 0u;
                        uint l_1613_ = (l_1068_ - 1u);
                        uint _e4063 = l_mut_275_;
                        uint l_1614_ = (_e4063 * l_1613_);
                        uint _e4065 = l_mut_269_;
                        uint l_1615_ = (_e4065 * l_1613_);
                        uint _e4067 = l_mut_275_;
                        uint64_t l_3161_ = uint64_t(_e4067);
                        uint64_t l_3162_ = uint64_t(l_1613_);
                        uint64_t l_3163_ = (l_3161_ * l_3162_);
                        uint64_t l_3164_ = (l_3163_ >> uint(32uL));
                        uint l_1616_ = uint(l_3164_);
                        uint l_1617_ = (l_1616_ + l_1615_);
                        uint _e4078 = l_mut_269_;
                        uint64_t l_3166_ = uint64_t(_e4078);
                        uint64_t l_3167_ = uint64_t(l_1613_);
                        uint64_t l_3168_ = (l_3166_ * l_3167_);
                        uint64_t l_3169_ = (l_3168_ >> uint(32uL));
                        uint l_1618_ = uint(l_3169_);
                        bool l_1619_ = (l_1617_ < l_1615_);
                        uint l_1620_ = uint(l_1619_);
                        uint l_1621_ = (l_1618_ + l_1620_);
                        l_mut_213_ = l_1614_;
                        bool l_1623_ = (0u > 0u);
                        if (l_1623_) {
                            uint l_1624_ = (l_1614_ >> 0u);
                            uint l_1625_ = (32u - 0u);
                            uint l_1626_ = (l_1617_ << l_1625_);
                            uint l_1627_ = (l_1624_ | l_1626_);
                            l_mut_213_ = l_1627_;
                        }
                        l_mut_151_ = l_1617_;
                        bool l_1628_ = (0u > 0u);
                        if (l_1628_) {
                            uint l_1629_ = (l_1617_ >> 0u);
                            uint l_1630_ = (32u - 0u);
                            uint l_1631_ = (l_1621_ << l_1630_);
                            uint l_1632_ = (l_1629_ | l_1631_);
                            l_mut_151_ = l_1632_;
                        }
                        uint _e4106 = l_mut_213_;
                        l_mut_145_ = _e4106;
                        uint _e4107 = l_mut_151_;
                        l_mut_213_ = _e4107;
                        if (true) {
                            l_mut_145_ = l_1621_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1617_;
                                bool l_1635_ = (0u > 0u);
                                if (l_1635_) {
                                    uint l_1636_ = (l_1617_ >> 0u);
                                    uint l_1637_ = (32u - 0u);
                                    uint l_1638_ = (l_1621_ << l_1637_);
                                    uint l_1639_ = (l_1636_ | l_1638_);
                                    l_mut_151_ = l_1639_;
                                }
                                uint l_1640_ = (l_1621_ >> 0u);
                                uint _e4119 = l_mut_151_;
                                l_mut_145_ = _e4119;
                                l_mut_213_ = l_1640_;
                            }
                        }
                        uint _e4120 = l_mut_145_;
                        uint _e4121 = l_mut_213_;
                        uint l_1641_ = (_e4120 | _e4121);
                        bool l_1642_ = (l_1641_ == 0u);
                        if (l_1642_) {
                            l_mut_213_ = l_1573_;
                            l_mut_151_ = l_1577_;
                            if (l_1602_) {
                                uint l_1643_ = (0u - l_1573_);
                                uint l_1644_ = (0u - l_1577_);
                                bool l_1645_ = (0u < l_1573_);
                                uint l_1646_ = uint(l_1645_);
                                uint l_1647_ = (l_1644_ - l_1646_);
                                uint l_1648_ = (l_1573_ | l_1577_);
                                bool l_1649_ = (l_1648_ == 0u);
                                bool l_1650_ = !(l_1649_);
                                bool l_1651_ = (l_1612_ < l_1647_);
                                bool l_1652_ = (l_1612_ == l_1647_);
                                bool l_1653_ = (l_1609_ < l_1643_);
                                if (l_1652_) {
                                    local_93 = l_1653_;
                                } else {
                                    local_93 = false;
                                }
                                bool l_1654_ = local_93;
                                if (!(l_1651_)) {
                                    local_94 = l_1654_;
                                } else {
                                    local_94 = true;
                                }
                                bool l_1655_ = local_94;
                                bool l_1656_ = !(l_1655_);
                                if (l_1650_) {
                                    local_95 = l_1656_;
                                } else {
                                    local_95 = false;
                                }
                                bool l_1657_ = local_95;
                                if (l_1657_) {
                                    uint l_1658_ = (l_1068_ - 1u);
                                    l_mut_145_ = l_1643_;
                                    l_mut_102_ = l_1647_;
                                    uint _e4156 = l_mut_269_;
                                    bool l_1659_ = (l_1647_ < _e4156);
                                    uint _e4158 = l_mut_269_;
                                    bool l_1660_ = (l_1647_ == _e4158);
                                    uint _e4160 = l_mut_275_;
                                    bool l_1661_ = (l_1643_ < _e4160);
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
                                        l_mut_96_ = 0u;
                                        uint _e4173 = l_mut_269_;
                                        bool l_1665_ = (_e4173 < l_1647_);
                                        uint _e4175 = l_mut_269_;
                                        bool l_1666_ = (_e4175 == l_1647_);
                                        uint _e4177 = l_mut_275_;
                                        bool l_1667_ = (_e4177 < l_1643_);
                                        if (l_1666_) {
                                            local_98 = l_1667_;
                                        } else {
                                            local_98 = false;
                                        }
                                        bool l_1668_ = local_98;
                                        if (!(l_1665_)) {
                                            local_99 = l_1668_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1669_ = local_99;
                                        if (l_1669_) {
                                            uint l_1670_ = (l_1643_ - 1u);
                                            uint l_1671_ = (l_1647_ - 0u);
                                            bool l_1672_ = (l_1643_ < 1u);
                                            uint l_1673_ = uint(l_1672_);
                                            uint l_1674_ = (l_1671_ - l_1673_);
                                            l_mut_90_ = l_1670_;
                                            l_mut_75_ = l_1674_;
                                            l_mut_40_ = 0u;
                                            l_mut_1675_ = 0u;
                                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                                if (!loop_init_7) {
                                                    uint _e4284 = l_mut_1675_;
                                                    l_mut_1675_ = (_e4284 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4199 = l_mut_1675_;
                                                if ((_e4199 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4203 = l_mut_1675_;
                                                    uint l_1676_ = (19u - _e4203);
                                                    uint _e4205 = l_mut_90_;
                                                    l_mut_1677_ = _e4205;
                                                    uint _e4206 = l_mut_75_;
                                                    l_mut_1678_ = _e4206;
                                                    bool l_1679_ = (l_1676_ >= 32u);
                                                    if (l_1679_) {
                                                        uint l_1680_ = (l_1676_ & 31u);
                                                        uint _e4211 = l_mut_75_;
                                                        uint l_1681_ = (_e4211 >> l_1680_);
                                                        l_mut_1677_ = l_1681_;
                                                        l_mut_1678_ = 0u;
                                                    } else {
                                                        bool l_1682_ = (l_1676_ > 0u);
                                                        if (l_1682_) {
                                                            uint _e4216 = l_mut_90_;
                                                            l_mut_1683_ = _e4216;
                                                            bool l_1684_ = (l_1676_ > 0u);
                                                            if (l_1684_) {
                                                                uint _e4219 = l_mut_90_;
                                                                uint l_1685_ = (_e4219 >> l_1676_);
                                                                uint l_1686_ = (32u - l_1676_);
                                                                uint _e4223 = l_mut_75_;
                                                                uint l_1687_ = (_e4223 << l_1686_);
                                                                uint l_1688_ = (l_1685_ | l_1687_);
                                                                l_mut_1683_ = l_1688_;
                                                            }
                                                            uint _e4226 = l_mut_75_;
                                                            uint l_1689_ = (_e4226 >> l_1676_);
                                                            uint _e4228 = l_mut_1683_;
                                                            l_mut_1677_ = _e4228;
                                                            l_mut_1678_ = l_1689_;
                                                        }
                                                    }
                                                    uint _e4229 = l_mut_1678_;
                                                    uint _e4230 = l_mut_269_;
                                                    bool l_1690_ = (_e4229 < _e4230);
                                                    uint _e4232 = l_mut_1678_;
                                                    uint _e4233 = l_mut_269_;
                                                    bool l_1691_ = (_e4232 == _e4233);
                                                    uint _e4235 = l_mut_1677_;
                                                    uint _e4236 = l_mut_275_;
                                                    bool l_1692_ = (_e4235 < _e4236);
                                                    if (l_1691_) {
                                                        local_100 = l_1692_;
                                                    } else {
                                                        local_100 = false;
                                                    }
                                                    bool l_1693_ = local_100;
                                                    if (!(l_1690_)) {
                                                        local_101 = l_1693_;
                                                    } else {
                                                        local_101 = true;
                                                    }
                                                    bool l_1694_ = local_101;
                                                    bool l_1695_ = !(l_1694_);
                                                    if (l_1695_) {
                                                        uint _e4248 = l_mut_275_;
                                                        l_mut_1683_ = _e4248;
                                                        uint _e4249 = l_mut_269_;
                                                        l_mut_1678_ = _e4249;
                                                        bool l_1696_ = (l_1676_ >= 32u);
                                                        if (l_1696_) {
                                                            uint l_1697_ = (l_1676_ & 31u);
                                                            uint _e4254 = l_mut_275_;
                                                            uint l_1698_ = (_e4254 << l_1697_);
                                                            l_mut_1683_ = 0u;
                                                            l_mut_1678_ = l_1698_;
                                                        } else {
                                                            bool l_1699_ = (l_1676_ > 0u);
                                                            if (l_1699_) {
                                                                uint _e4259 = l_mut_275_;
                                                                uint l_1700_ = (_e4259 << l_1676_);
                                                                uint _e4261 = l_mut_269_;
                                                                uint l_1701_ = (_e4261 << l_1676_);
                                                                uint l_1702_ = (32u - l_1676_);
                                                                uint _e4265 = l_mut_275_;
                                                                uint l_1703_ = (_e4265 >> l_1702_);
                                                                uint l_1704_ = (l_1701_ | l_1703_);
                                                                l_mut_1683_ = l_1700_;
                                                                l_mut_1678_ = l_1704_;
                                                            }
                                                        }
                                                        uint _e4268 = l_mut_90_;
                                                        uint _e4269 = l_mut_1683_;
                                                        uint l_1705_ = (_e4268 - _e4269);
                                                        uint _e4271 = l_mut_75_;
                                                        uint _e4272 = l_mut_1678_;
                                                        uint l_1706_ = (_e4271 - _e4272);
                                                        uint _e4274 = l_mut_90_;
                                                        uint _e4275 = l_mut_1683_;
                                                        bool l_1707_ = (_e4274 < _e4275);
                                                        uint l_1708_ = uint(l_1707_);
                                                        uint l_1709_ = (l_1706_ - l_1708_);
                                                        l_mut_90_ = l_1705_;
                                                        l_mut_75_ = l_1709_;
                                                        uint l_1710_ = (1u << l_1676_);
                                                        uint _e4281 = l_mut_40_;
                                                        l_mut_40_ = (_e4281 | l_1710_);
                                                    }
                                                }
                                            }
                                            uint _e4286 = l_mut_40_;
                                            uint l_1711_ = min(_e4286, l_1658_);
                                            l_mut_1683_ = l_1711_;
                                            uint _e4288 = l_mut_75_;
                                            uint _e4289 = l_mut_269_;
                                            bool l_1712_ = (_e4288 < _e4289);
                                            uint _e4291 = l_mut_75_;
                                            uint _e4292 = l_mut_269_;
                                            bool l_1713_ = (_e4291 == _e4292);
                                            uint _e4294 = l_mut_90_;
                                            uint _e4295 = l_mut_275_;
                                            bool l_1714_ = (_e4294 < _e4295);
                                            if (l_1713_) {
                                                local_102 = l_1714_;
                                            } else {
                                                local_102 = false;
                                            }
                                            bool l_1715_ = local_102;
                                            if (!(l_1712_)) {
                                                local_103 = l_1715_;
                                            } else {
                                                local_103 = true;
                                            }
                                            bool l_1716_ = local_103;
                                            bool l_1717_ = !(l_1716_);
                                            if (l_1717_) {
                                                l_mut_1683_ = l_1658_;
                                            }
                                            uint _e4307 = l_mut_1683_;
                                            l_mut_96_ = _e4307;
                                        }
                                        uint _e4308 = l_mut_275_;
                                        uint _e4309 = l_mut_96_;
                                        uint l_1718_ = (_e4308 * _e4309);
                                        uint _e4311 = l_mut_275_;
                                        uint64_t l_3171_ = uint64_t(_e4311);
                                        uint _e4313 = l_mut_96_;
                                        uint64_t l_3172_ = uint64_t(_e4313);
                                        uint64_t l_3173_ = (l_3171_ * l_3172_);
                                        uint64_t l_3174_ = (l_3173_ >> uint(32uL));
                                        uint l_1719_ = uint(l_3174_);
                                        uint _e4322 = l_mut_269_;
                                        uint _e4323 = l_mut_96_;
                                        uint l_1720_ = (_e4322 * _e4323);
                                        uint l_1721_ = (l_1719_ + l_1720_);
                                        uint l_1722_ = (l_1643_ - l_1718_);
                                        uint l_1723_ = (l_1647_ - l_1721_);
                                        bool l_1724_ = (l_1643_ < l_1718_);
                                        uint l_1725_ = uint(l_1724_);
                                        uint l_1726_ = (l_1723_ - l_1725_);
                                        l_mut_145_ = l_1722_;
                                        l_mut_102_ = l_1726_;
                                        uint _e4331 = l_mut_102_;
                                        uint _e4332 = l_mut_269_;
                                        bool l_1727_ = (_e4331 < _e4332);
                                        uint _e4334 = l_mut_102_;
                                        uint _e4335 = l_mut_269_;
                                        bool l_1728_ = (_e4334 == _e4335);
                                        uint _e4337 = l_mut_145_;
                                        uint _e4338 = l_mut_275_;
                                        bool l_1729_ = (_e4337 < _e4338);
                                        if (l_1728_) {
                                            local_104 = l_1729_;
                                        } else {
                                            local_104 = false;
                                        }
                                        bool l_1730_ = local_104;
                                        if (!(l_1727_)) {
                                            local_105 = l_1730_;
                                        } else {
                                            local_105 = true;
                                        }
                                        bool l_1731_ = local_105;
                                        bool l_1732_ = !(l_1731_);
                                        if (l_1732_) {
                                            uint _e4350 = l_mut_145_;
                                            uint _e4351 = l_mut_275_;
                                            uint l_1733_ = (_e4350 - _e4351);
                                            uint _e4353 = l_mut_102_;
                                            uint _e4354 = l_mut_269_;
                                            uint l_1734_ = (_e4353 - _e4354);
                                            uint _e4356 = l_mut_145_;
                                            uint _e4357 = l_mut_275_;
                                            bool l_1735_ = (_e4356 < _e4357);
                                            uint l_1736_ = uint(l_1735_);
                                            uint l_1737_ = (l_1734_ - l_1736_);
                                            l_mut_145_ = l_1733_;
                                            l_mut_102_ = l_1737_;
                                        }
                                    }
                                    uint _e4361 = l_mut_275_;
                                    uint _e4362 = l_mut_145_;
                                    uint l_1738_ = (_e4361 - _e4362);
                                    uint _e4364 = l_mut_269_;
                                    uint _e4365 = l_mut_102_;
                                    uint l_1739_ = (_e4364 - _e4365);
                                    uint _e4367 = l_mut_275_;
                                    uint _e4368 = l_mut_145_;
                                    bool l_1740_ = (_e4367 < _e4368);
                                    uint l_1741_ = uint(l_1740_);
                                    uint l_1742_ = (l_1739_ - l_1741_);
                                    l_mut_1683_ = l_1738_;
                                    l_mut_1678_ = l_1742_;
                                    uint _e4372 = l_mut_269_;
                                    bool l_1743_ = (l_1742_ < _e4372);
                                    uint _e4374 = l_mut_269_;
                                    bool l_1744_ = (l_1742_ == _e4374);
                                    uint _e4376 = l_mut_275_;
                                    bool l_1745_ = (l_1738_ < _e4376);
                                    if (l_1744_) {
                                        local_106 = l_1745_;
                                    } else {
                                        local_106 = false;
                                    }
                                    bool l_1746_ = local_106;
                                    if (!(l_1743_)) {
                                        local_107 = l_1746_;
                                    } else {
                                        local_107 = true;
                                    }
                                    bool l_1747_ = local_107;
                                    bool l_1748_ = !(l_1747_);
                                    if (l_1748_) {
                                        uint _e4388 = l_mut_275_;
                                        uint l_1749_ = (l_1738_ - _e4388);
                                        uint _e4390 = l_mut_269_;
                                        uint l_1750_ = (l_1742_ - _e4390);
                                        uint _e4392 = l_mut_275_;
                                        bool l_1751_ = (l_1738_ < _e4392);
                                        uint l_1752_ = uint(l_1751_);
                                        uint l_1753_ = (l_1750_ - l_1752_);
                                        l_mut_1683_ = l_1749_;
                                        l_mut_1678_ = l_1753_;
                                    }
                                    uint _e4396 = l_mut_1678_;
                                    uint _e4397 = l_mut_151_;
                                    bool l_1754_ = (_e4396 < _e4397);
                                    uint _e4399 = l_mut_1678_;
                                    uint _e4400 = l_mut_151_;
                                    bool l_1755_ = (_e4399 == _e4400);
                                    uint _e4402 = l_mut_1683_;
                                    uint _e4403 = l_mut_213_;
                                    bool l_1756_ = (_e4402 < _e4403);
                                    if (l_1755_) {
                                        local_108 = l_1756_;
                                    } else {
                                        local_108 = false;
                                    }
                                    bool l_1757_ = local_108;
                                    if (!(l_1754_)) {
                                        local_109 = l_1757_;
                                    } else {
                                        local_109 = true;
                                    }
                                    bool l_1758_ = local_109;
                                    if (l_1758_) {
                                        uint _e4414 = l_mut_1683_;
                                        l_mut_213_ = _e4414;
                                        uint _e4415 = l_mut_1678_;
                                        l_mut_151_ = _e4415;
                                    }
                                }
                            } else {
                                uint l_1759_ = (l_1573_ - l_1609_);
                                uint l_1760_ = (l_1577_ - l_1612_);
                                bool l_1761_ = (l_1573_ < l_1609_);
                                uint l_1762_ = uint(l_1761_);
                                uint l_1763_ = (l_1760_ - l_1762_);
                                l_mut_213_ = l_1759_;
                                l_mut_151_ = l_1763_;
                                bool l_1764_ = (l_1577_ < l_1612_);
                                bool l_1765_ = (l_1577_ == l_1612_);
                                bool l_1766_ = (l_1573_ < l_1609_);
                                if (l_1765_) {
                                    local_110 = l_1766_;
                                } else {
                                    local_110 = false;
                                }
                                bool l_1767_ = local_110;
                                if (!(l_1764_)) {
                                    local_111 = l_1767_;
                                } else {
                                    local_111 = true;
                                }
                                bool l_1768_ = local_111;
                                if (l_1768_) {
                                    uint l_1769_ = (l_1068_ - 1u);
                                    l_mut_1683_ = l_1573_;
                                    l_mut_1678_ = l_1577_;
                                    uint _e4435 = l_mut_269_;
                                    bool l_1770_ = (l_1577_ < _e4435);
                                    uint _e4437 = l_mut_269_;
                                    bool l_1771_ = (l_1577_ == _e4437);
                                    uint _e4439 = l_mut_275_;
                                    bool l_1772_ = (l_1573_ < _e4439);
                                    if (l_1771_) {
                                        local_112 = l_1772_;
                                    } else {
                                        local_112 = false;
                                    }
                                    bool l_1773_ = local_112;
                                    if (!(l_1770_)) {
                                        local_113 = l_1773_;
                                    } else {
                                        local_113 = true;
                                    }
                                    bool l_1774_ = local_113;
                                    bool l_1775_ = !(l_1774_);
                                    if (l_1775_) {
                                        l_mut_1677_ = 0u;
                                        uint _e4452 = l_mut_269_;
                                        bool l_1776_ = (_e4452 < l_1577_);
                                        uint _e4454 = l_mut_269_;
                                        bool l_1777_ = (_e4454 == l_1577_);
                                        uint _e4456 = l_mut_275_;
                                        bool l_1778_ = (_e4456 < l_1573_);
                                        if (l_1777_) {
                                            local_114 = l_1778_;
                                        } else {
                                            local_114 = false;
                                        }
                                        bool l_1779_ = local_114;
                                        if (!(l_1776_)) {
                                            local_115 = l_1779_;
                                        } else {
                                            local_115 = true;
                                        }
                                        bool l_1780_ = local_115;
                                        if (l_1780_) {
                                            uint l_1781_ = (l_1573_ - 1u);
                                            uint l_1782_ = (l_1577_ - 0u);
                                            bool l_1783_ = (l_1573_ < 1u);
                                            uint l_1784_ = uint(l_1783_);
                                            uint l_1785_ = (l_1782_ - l_1784_);
                                            l_mut_145_ = l_1781_;
                                            l_mut_102_ = l_1785_;
                                            l_mut_96_ = 0u;
                                            l_mut_1786_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4563 = l_mut_1786_;
                                                    l_mut_1786_ = (_e4563 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4478 = l_mut_1786_;
                                                if ((_e4478 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4482 = l_mut_1786_;
                                                    uint l_1787_ = (19u - _e4482);
                                                    uint _e4484 = l_mut_145_;
                                                    l_mut_90_ = _e4484;
                                                    uint _e4485 = l_mut_102_;
                                                    l_mut_75_ = _e4485;
                                                    bool l_1788_ = (l_1787_ >= 32u);
                                                    if (l_1788_) {
                                                        uint l_1789_ = (l_1787_ & 31u);
                                                        uint _e4490 = l_mut_102_;
                                                        uint l_1790_ = (_e4490 >> l_1789_);
                                                        l_mut_90_ = l_1790_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1791_ = (l_1787_ > 0u);
                                                        if (l_1791_) {
                                                            uint _e4495 = l_mut_145_;
                                                            l_mut_40_ = _e4495;
                                                            bool l_1792_ = (l_1787_ > 0u);
                                                            if (l_1792_) {
                                                                uint _e4498 = l_mut_145_;
                                                                uint l_1793_ = (_e4498 >> l_1787_);
                                                                uint l_1794_ = (32u - l_1787_);
                                                                uint _e4502 = l_mut_102_;
                                                                uint l_1795_ = (_e4502 << l_1794_);
                                                                uint l_1796_ = (l_1793_ | l_1795_);
                                                                l_mut_40_ = l_1796_;
                                                            }
                                                            uint _e4505 = l_mut_102_;
                                                            uint l_1797_ = (_e4505 >> l_1787_);
                                                            uint _e4507 = l_mut_40_;
                                                            l_mut_90_ = _e4507;
                                                            l_mut_75_ = l_1797_;
                                                        }
                                                    }
                                                    uint _e4508 = l_mut_75_;
                                                    uint _e4509 = l_mut_269_;
                                                    bool l_1798_ = (_e4508 < _e4509);
                                                    uint _e4511 = l_mut_75_;
                                                    uint _e4512 = l_mut_269_;
                                                    bool l_1799_ = (_e4511 == _e4512);
                                                    uint _e4514 = l_mut_90_;
                                                    uint _e4515 = l_mut_275_;
                                                    bool l_1800_ = (_e4514 < _e4515);
                                                    if (l_1799_) {
                                                        local_116 = l_1800_;
                                                    } else {
                                                        local_116 = false;
                                                    }
                                                    bool l_1801_ = local_116;
                                                    if (!(l_1798_)) {
                                                        local_117 = l_1801_;
                                                    } else {
                                                        local_117 = true;
                                                    }
                                                    bool l_1802_ = local_117;
                                                    bool l_1803_ = !(l_1802_);
                                                    if (l_1803_) {
                                                        uint _e4527 = l_mut_275_;
                                                        l_mut_90_ = _e4527;
                                                        uint _e4528 = l_mut_269_;
                                                        l_mut_75_ = _e4528;
                                                        bool l_1804_ = (l_1787_ >= 32u);
                                                        if (l_1804_) {
                                                            uint l_1805_ = (l_1787_ & 31u);
                                                            uint _e4533 = l_mut_275_;
                                                            uint l_1806_ = (_e4533 << l_1805_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1806_;
                                                        } else {
                                                            bool l_1807_ = (l_1787_ > 0u);
                                                            if (l_1807_) {
                                                                uint _e4538 = l_mut_275_;
                                                                uint l_1808_ = (_e4538 << l_1787_);
                                                                uint _e4540 = l_mut_269_;
                                                                uint l_1809_ = (_e4540 << l_1787_);
                                                                uint l_1810_ = (32u - l_1787_);
                                                                uint _e4544 = l_mut_275_;
                                                                uint l_1811_ = (_e4544 >> l_1810_);
                                                                uint l_1812_ = (l_1809_ | l_1811_);
                                                                l_mut_90_ = l_1808_;
                                                                l_mut_75_ = l_1812_;
                                                            }
                                                        }
                                                        uint _e4547 = l_mut_145_;
                                                        uint _e4548 = l_mut_90_;
                                                        uint l_1813_ = (_e4547 - _e4548);
                                                        uint _e4550 = l_mut_102_;
                                                        uint _e4551 = l_mut_75_;
                                                        uint l_1814_ = (_e4550 - _e4551);
                                                        uint _e4553 = l_mut_145_;
                                                        uint _e4554 = l_mut_90_;
                                                        bool l_1815_ = (_e4553 < _e4554);
                                                        uint l_1816_ = uint(l_1815_);
                                                        uint l_1817_ = (l_1814_ - l_1816_);
                                                        l_mut_145_ = l_1813_;
                                                        l_mut_102_ = l_1817_;
                                                        uint l_1818_ = (1u << l_1787_);
                                                        uint _e4560 = l_mut_96_;
                                                        l_mut_96_ = (_e4560 | l_1818_);
                                                    }
                                                }
                                            }
                                            uint _e4565 = l_mut_96_;
                                            uint l_1819_ = min(_e4565, l_1769_);
                                            l_mut_96_ = l_1819_;
                                            uint _e4567 = l_mut_102_;
                                            uint _e4568 = l_mut_269_;
                                            bool l_1820_ = (_e4567 < _e4568);
                                            uint _e4570 = l_mut_102_;
                                            uint _e4571 = l_mut_269_;
                                            bool l_1821_ = (_e4570 == _e4571);
                                            uint _e4573 = l_mut_145_;
                                            uint _e4574 = l_mut_275_;
                                            bool l_1822_ = (_e4573 < _e4574);
                                            if (l_1821_) {
                                                local_118 = l_1822_;
                                            } else {
                                                local_118 = false;
                                            }
                                            bool l_1823_ = local_118;
                                            if (!(l_1820_)) {
                                                local_119 = l_1823_;
                                            } else {
                                                local_119 = true;
                                            }
                                            bool l_1824_ = local_119;
                                            bool l_1825_ = !(l_1824_);
                                            if (l_1825_) {
                                                l_mut_96_ = l_1769_;
                                            }
                                            uint _e4586 = l_mut_96_;
                                            l_mut_1677_ = _e4586;
                                        }
                                        uint _e4587 = l_mut_275_;
                                        uint _e4588 = l_mut_1677_;
                                        uint l_1826_ = (_e4587 * _e4588);
                                        uint _e4590 = l_mut_275_;
                                        uint64_t l_3176_ = uint64_t(_e4590);
                                        uint _e4592 = l_mut_1677_;
                                        uint64_t l_3177_ = uint64_t(_e4592);
                                        uint64_t l_3178_ = (l_3176_ * l_3177_);
                                        uint64_t l_3179_ = (l_3178_ >> uint(32uL));
                                        uint l_1827_ = uint(l_3179_);
                                        uint _e4601 = l_mut_269_;
                                        uint _e4602 = l_mut_1677_;
                                        uint l_1828_ = (_e4601 * _e4602);
                                        uint l_1829_ = (l_1827_ + l_1828_);
                                        uint l_1830_ = (l_1573_ - l_1826_);
                                        uint l_1831_ = (l_1577_ - l_1829_);
                                        bool l_1832_ = (l_1573_ < l_1826_);
                                        uint l_1833_ = uint(l_1832_);
                                        uint l_1834_ = (l_1831_ - l_1833_);
                                        l_mut_1683_ = l_1830_;
                                        l_mut_1678_ = l_1834_;
                                        uint _e4610 = l_mut_1678_;
                                        uint _e4611 = l_mut_269_;
                                        bool l_1835_ = (_e4610 < _e4611);
                                        uint _e4613 = l_mut_1678_;
                                        uint _e4614 = l_mut_269_;
                                        bool l_1836_ = (_e4613 == _e4614);
                                        uint _e4616 = l_mut_1683_;
                                        uint _e4617 = l_mut_275_;
                                        bool l_1837_ = (_e4616 < _e4617);
                                        if (l_1836_) {
                                            local_120 = l_1837_;
                                        } else {
                                            local_120 = false;
                                        }
                                        bool l_1838_ = local_120;
                                        if (!(l_1835_)) {
                                            local_121 = l_1838_;
                                        } else {
                                            local_121 = true;
                                        }
                                        bool l_1839_ = local_121;
                                        bool l_1840_ = !(l_1839_);
                                        if (l_1840_) {
                                            uint _e4629 = l_mut_1683_;
                                            uint _e4630 = l_mut_275_;
                                            uint l_1841_ = (_e4629 - _e4630);
                                            uint _e4632 = l_mut_1678_;
                                            uint _e4633 = l_mut_269_;
                                            uint l_1842_ = (_e4632 - _e4633);
                                            uint _e4635 = l_mut_1683_;
                                            uint _e4636 = l_mut_275_;
                                            bool l_1843_ = (_e4635 < _e4636);
                                            uint l_1844_ = uint(l_1843_);
                                            uint l_1845_ = (l_1842_ - l_1844_);
                                            l_mut_1683_ = l_1841_;
                                            l_mut_1678_ = l_1845_;
                                        }
                                    }
                                    uint _e4640 = l_mut_1678_;
                                    uint _e4641 = l_mut_151_;
                                    bool l_1846_ = (_e4640 < _e4641);
                                    uint _e4643 = l_mut_1678_;
                                    uint _e4644 = l_mut_151_;
                                    bool l_1847_ = (_e4643 == _e4644);
                                    uint _e4646 = l_mut_1683_;
                                    uint _e4647 = l_mut_213_;
                                    bool l_1848_ = (_e4646 < _e4647);
                                    if (l_1847_) {
                                        local_122 = l_1848_;
                                    } else {
                                        local_122 = false;
                                    }
                                    bool l_1849_ = local_122;
                                    if (!(l_1846_)) {
                                        local_123 = l_1849_;
                                    } else {
                                        local_123 = true;
                                    }
                                    bool l_1850_ = local_123;
                                    if (l_1850_) {
                                        uint _e4658 = l_mut_1683_;
                                        l_mut_213_ = _e4658;
                                        uint _e4659 = l_mut_1678_;
                                        l_mut_151_ = _e4659;
                                    }
                                }
                            }
                            uint _e4660 = l_mut_151_;
                            bool l_1851_ = (_e4660 < l_1587_);
                            uint _e4662 = l_mut_151_;
                            bool l_1852_ = (_e4662 == l_1587_);
                            uint _e4664 = l_mut_213_;
                            bool l_1853_ = (_e4664 < l_1583_);
                            if (l_1852_) {
                                local_124 = l_1853_;
                            } else {
                                local_124 = false;
                            }
                            bool l_1854_ = local_124;
                            if (!(l_1851_)) {
                                local_125 = l_1854_;
                            } else {
                                local_125 = true;
                            }
                            bool l_1855_ = local_125;
                            bool l_1856_ = !(l_1855_);
                            uint l_1857_ = uint(l_1856_);
                            uint l_1858_ = (2u - l_1857_);
                            l_mut_219_ = l_1858_;
                        }
                        uint _e4679 = l_mut_219_;
                        bool l_1859_ = (_e4679 > 0u);
                        if (l_1859_) {
                            uint _e4682 = l_mut_219_;
                            bool l_1860_ = (_e4682 == 1u);
                            l_mut_645_ = l_1860_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4687 = l_mut_628_;
                        bool l_1861_ = !(_e4687);
                        if (l_1861_) {
                            break;
                        }
                        uint _e4689 = l_mut_394_;
                        uint _e4690 = l_mut_440_;
                        bool l_1862_ = (_e4689 < _e4690);
                        uint _e4692 = l_mut_394_;
                        uint _e4693 = l_mut_440_;
                        bool l_1863_ = (_e4692 == _e4693);
                        uint _e4695 = l_mut_421_;
                        uint _e4696 = l_mut_441_;
                        bool l_1864_ = (_e4695 < _e4696);
                        if (l_1863_) {
                            local_126 = l_1864_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1865_ = local_126;
                        if (!(l_1862_)) {
                            local_127 = l_1865_;
                        } else {
                            local_127 = true;
                        }
                        bool l_1866_ = local_127;
                        if (l_1866_) {
                            uint _e4707 = l_mut_441_;
                            uint _e4708 = l_mut_421_;
                            uint l_1867_ = (_e4707 - _e4708);
                            uint _e4710 = l_mut_440_;
                            uint _e4711 = l_mut_394_;
                            uint l_1868_ = (_e4710 - _e4711);
                            uint _e4713 = l_mut_441_;
                            uint _e4714 = l_mut_421_;
                            bool l_1869_ = (_e4713 < _e4714);
                            uint l_1870_ = uint(l_1869_);
                            uint l_1871_ = (l_1868_ - l_1870_);
                            uint _e4718 = l_mut_441_;
                            l_mut_1683_ = _e4718;
                            uint _e4719 = l_mut_440_;
                            l_mut_1678_ = _e4719;
                            uint _e4720 = l_mut_440_;
                            bool l_1872_ = (l_1871_ < _e4720);
                            uint _e4722 = l_mut_440_;
                            bool l_1873_ = (l_1871_ == _e4722);
                            uint _e4724 = l_mut_441_;
                            bool l_1874_ = (l_1867_ < _e4724);
                            if (l_1873_) {
                                local_128 = l_1874_;
                            } else {
                                local_128 = false;
                            }
                            bool l_1875_ = local_128;
                            if (!(l_1872_)) {
                                local_129 = l_1875_;
                            } else {
                                local_129 = true;
                            }
                            bool l_1876_ = local_129;
                            if (l_1876_) {
                                l_mut_1683_ = l_1867_;
                                l_mut_1678_ = l_1871_;
                            }
                            l_mut_350_ = false;
                            uint _e4736 = l_mut_1683_;
                            l_mut_1677_ = _e4736;
                            uint _e4737 = l_mut_1678_;
                            l_mut_275_ = _e4737;
                            if (false) {
                                uint _e4740 = l_mut_1678_;
                                uint l_1879_ = (_e4740 >> 3u);
                                l_mut_1677_ = l_1879_;
                                l_mut_275_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4744 = l_mut_1683_;
                                    l_mut_269_ = _e4744;
                                    if (true) {
                                        uint _e4746 = l_mut_1683_;
                                        uint l_1882_ = (_e4746 >> 3u);
                                        uint _e4749 = l_mut_1678_;
                                        uint l_1883_ = (_e4749 << 29u);
                                        uint l_1884_ = (l_1882_ | l_1883_);
                                        l_mut_269_ = l_1884_;
                                    }
                                    uint _e4753 = l_mut_1678_;
                                    uint l_1885_ = (_e4753 >> 3u);
                                    uint _e4756 = l_mut_269_;
                                    l_mut_1677_ = _e4756;
                                    l_mut_275_ = l_1885_;
                                }
                            }
                            uint _e4757 = l_mut_275_;
                            uint _e4758 = l_mut_428_;
                            bool l_1886_ = (_e4757 < _e4758);
                            uint _e4760 = l_mut_275_;
                            uint _e4761 = l_mut_428_;
                            bool l_1887_ = (_e4760 == _e4761);
                            uint _e4763 = l_mut_1677_;
                            uint _e4764 = l_mut_439_;
                            bool l_1888_ = (_e4763 < _e4764);
                            if (l_1887_) {
                                local_130 = l_1888_;
                            } else {
                                local_130 = false;
                            }
                            bool l_1889_ = local_130;
                            if (!(l_1886_)) {
                                local_131 = l_1889_;
                            } else {
                                local_131 = true;
                            }
                            bool l_1890_ = local_131;
                            bool l_1891_ = !(l_1890_);
                            l_mut_350_ = l_1891_;
                            l_mut_1677_ = 0u;
                            uint _e4777 = l_mut_439_;
                            uint _e4778 = l_mut_428_;
                            uint l_1892_ = (_e4777 | _e4778);
                            bool l_1893_ = (l_1892_ == 0u);
                            bool l_1894_ = !(l_1893_);
                            bool _e4783 = l_mut_350_;
                            if (_e4783) {
                                local_132 = l_1894_;
                            } else {
                                local_132 = false;
                            }
                            bool l_1895_ = local_132;
                            uint _e4788 = l_mut_428_;
                            uint _e4789 = l_mut_1678_;
                            bool l_1896_ = (_e4788 < _e4789);
                            uint _e4791 = l_mut_428_;
                            uint _e4792 = l_mut_1678_;
                            bool l_1897_ = (_e4791 == _e4792);
                            uint _e4794 = l_mut_439_;
                            uint _e4795 = l_mut_1683_;
                            bool l_1898_ = (_e4794 < _e4795);
                            if (l_1897_) {
                                local_133 = l_1898_;
                            } else {
                                local_133 = false;
                            }
                            bool l_1899_ = local_133;
                            if (!(l_1896_)) {
                                local_134 = l_1899_;
                            } else {
                                local_134 = true;
                            }
                            bool l_1900_ = local_134;
                            if (l_1895_) {
                                local_135 = l_1900_;
                            } else {
                                local_135 = false;
                            }
                            bool l_1901_ = local_135;
                            uint _e4810 = l_mut_388_;
                            uint _e4811 = l_mut_382_;
                            uint l_1902_ = (_e4810 + _e4811);
                            bool l_1903_ = (l_1902_ < l_1068_);
                            if (l_1901_) {
                                local_136 = l_1903_;
                            } else {
                                local_136 = false;
                            }
                            bool l_1904_ = local_136;
                            if (l_1904_) {
                                uint _e4818 = l_mut_388_;
                                uint l_1905_ = (l_1068_ - _e4818);
                                uint _e4820 = l_mut_382_;
                                uint l_1906_ = (l_1905_ - _e4820);
                                uint _e4822 = l_mut_388_;
                                uint l_1907_ = naga_div(l_1906_, _e4822);
                                uint _e4824 = l_mut_1683_;
                                uint l_1908_ = (_e4824 - 1u);
                                uint _e4827 = l_mut_1678_;
                                uint l_1909_ = (_e4827 - 0u);
                                uint _e4830 = l_mut_1683_;
                                bool l_1910_ = (_e4830 < 1u);
                                uint l_1911_ = uint(l_1910_);
                                uint l_1912_ = (l_1909_ - l_1911_);
                                l_mut_1683_ = l_1908_;
                                l_mut_1678_ = l_1912_;
                                l_mut_275_ = 0u;
                                l_mut_1913_ = 0u;
                                uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                bool loop_init_9 = true;
                                while(true) {
                                    if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                    loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                    if (!loop_init_9) {
                                        uint _e4923 = l_mut_1913_;
                                        l_mut_1913_ = (_e4923 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4838 = l_mut_1913_;
                                    if ((_e4838 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4842 = l_mut_1913_;
                                        uint l_1914_ = (19u - _e4842);
                                        uint _e4844 = l_mut_1683_;
                                        l_mut_269_ = _e4844;
                                        uint _e4845 = l_mut_1678_;
                                        l_mut_219_ = _e4845;
                                        bool l_1915_ = (l_1914_ >= 32u);
                                        if (l_1915_) {
                                            uint l_1916_ = (l_1914_ & 31u);
                                            uint _e4850 = l_mut_1678_;
                                            uint l_1917_ = (_e4850 >> l_1916_);
                                            l_mut_269_ = l_1917_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1918_ = (l_1914_ > 0u);
                                            if (l_1918_) {
                                                uint _e4855 = l_mut_1683_;
                                                l_mut_213_ = _e4855;
                                                bool l_1919_ = (l_1914_ > 0u);
                                                if (l_1919_) {
                                                    uint _e4858 = l_mut_1683_;
                                                    uint l_1920_ = (_e4858 >> l_1914_);
                                                    uint l_1921_ = (32u - l_1914_);
                                                    uint _e4862 = l_mut_1678_;
                                                    uint l_1922_ = (_e4862 << l_1921_);
                                                    uint l_1923_ = (l_1920_ | l_1922_);
                                                    l_mut_213_ = l_1923_;
                                                }
                                                uint _e4865 = l_mut_1678_;
                                                uint l_1924_ = (_e4865 >> l_1914_);
                                                uint _e4867 = l_mut_213_;
                                                l_mut_269_ = _e4867;
                                                l_mut_219_ = l_1924_;
                                            }
                                        }
                                        uint _e4868 = l_mut_219_;
                                        uint _e4869 = l_mut_428_;
                                        bool l_1925_ = (_e4868 < _e4869);
                                        uint _e4871 = l_mut_219_;
                                        uint _e4872 = l_mut_428_;
                                        bool l_1926_ = (_e4871 == _e4872);
                                        uint _e4874 = l_mut_269_;
                                        uint _e4875 = l_mut_439_;
                                        bool l_1927_ = (_e4874 < _e4875);
                                        if (l_1926_) {
                                            local_137 = l_1927_;
                                        } else {
                                            local_137 = false;
                                        }
                                        bool l_1928_ = local_137;
                                        if (!(l_1925_)) {
                                            local_138 = l_1928_;
                                        } else {
                                            local_138 = true;
                                        }
                                        bool l_1929_ = local_138;
                                        bool l_1930_ = !(l_1929_);
                                        if (l_1930_) {
                                            uint _e4887 = l_mut_439_;
                                            l_mut_269_ = _e4887;
                                            uint _e4888 = l_mut_428_;
                                            l_mut_219_ = _e4888;
                                            bool l_1931_ = (l_1914_ >= 32u);
                                            if (l_1931_) {
                                                uint l_1932_ = (l_1914_ & 31u);
                                                uint _e4893 = l_mut_439_;
                                                uint l_1933_ = (_e4893 << l_1932_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1933_;
                                            } else {
                                                bool l_1934_ = (l_1914_ > 0u);
                                                if (l_1934_) {
                                                    uint _e4898 = l_mut_439_;
                                                    uint l_1935_ = (_e4898 << l_1914_);
                                                    uint _e4900 = l_mut_428_;
                                                    uint l_1936_ = (_e4900 << l_1914_);
                                                    uint l_1937_ = (32u - l_1914_);
                                                    uint _e4904 = l_mut_439_;
                                                    uint l_1938_ = (_e4904 >> l_1937_);
                                                    uint l_1939_ = (l_1936_ | l_1938_);
                                                    l_mut_269_ = l_1935_;
                                                    l_mut_219_ = l_1939_;
                                                }
                                            }
                                            uint _e4907 = l_mut_1683_;
                                            uint _e4908 = l_mut_269_;
                                            uint l_1940_ = (_e4907 - _e4908);
                                            uint _e4910 = l_mut_1678_;
                                            uint _e4911 = l_mut_219_;
                                            uint l_1941_ = (_e4910 - _e4911);
                                            uint _e4913 = l_mut_1683_;
                                            uint _e4914 = l_mut_269_;
                                            bool l_1942_ = (_e4913 < _e4914);
                                            uint l_1943_ = uint(l_1942_);
                                            uint l_1944_ = (l_1941_ - l_1943_);
                                            l_mut_1683_ = l_1940_;
                                            l_mut_1678_ = l_1944_;
                                            uint l_1945_ = (1u << l_1914_);
                                            uint _e4920 = l_mut_275_;
                                            l_mut_275_ = (_e4920 | l_1945_);
                                        }
                                    }
                                }
                                uint _e4925 = l_mut_275_;
                                uint l_1946_ = min(_e4925, l_1907_);
                                l_mut_275_ = l_1946_;
                                uint _e4927 = l_mut_1678_;
                                uint _e4928 = l_mut_428_;
                                bool l_1947_ = (_e4927 < _e4928);
                                uint _e4930 = l_mut_1678_;
                                uint _e4931 = l_mut_428_;
                                bool l_1948_ = (_e4930 == _e4931);
                                uint _e4933 = l_mut_1683_;
                                uint _e4934 = l_mut_439_;
                                bool l_1949_ = (_e4933 < _e4934);
                                if (l_1948_) {
                                    local_139 = l_1949_;
                                } else {
                                    local_139 = false;
                                }
                                bool l_1950_ = local_139;
                                if (!(l_1947_)) {
                                    local_140 = l_1950_;
                                } else {
                                    local_140 = true;
                                }
                                bool l_1951_ = local_140;
                                bool l_1952_ = !(l_1951_);
                                if (l_1952_) {
                                    l_mut_275_ = l_1907_;
                                }
                                uint _e4946 = l_mut_275_;
                                l_mut_1677_ = _e4946;
                            }
                            uint _e4947 = l_mut_1677_;
                            bool l_1953_ = (_e4947 > 0u);
                            if (l_1953_) {
                                uint _e4950 = l_mut_439_;
                                uint _e4951 = l_mut_1677_;
                                uint l_1954_ = (_e4950 * _e4951);
                                uint _e4953 = l_mut_439_;
                                uint64_t l_3181_ = uint64_t(_e4953);
                                uint _e4955 = l_mut_1677_;
                                uint64_t l_3182_ = uint64_t(_e4955);
                                uint64_t l_3183_ = (l_3181_ * l_3182_);
                                uint64_t l_3184_ = (l_3183_ >> uint(32uL));
                                uint l_1955_ = uint(l_3184_);
                                uint _e4964 = l_mut_428_;
                                uint _e4965 = l_mut_1677_;
                                uint l_1956_ = (_e4964 * _e4965);
                                uint l_1957_ = (l_1955_ + l_1956_);
                                uint _e4968 = l_mut_441_;
                                uint l_1958_ = (_e4968 - l_1954_);
                                uint _e4970 = l_mut_440_;
                                uint l_1959_ = (_e4970 - l_1957_);
                                uint _e4972 = l_mut_441_;
                                bool l_1960_ = (_e4972 < l_1954_);
                                uint l_1961_ = uint(l_1960_);
                                uint l_1962_ = (l_1959_ - l_1961_);
                                l_mut_441_ = l_1958_;
                                l_mut_440_ = l_1962_;
                                uint _e4976 = l_mut_1677_;
                                uint _e4977 = l_mut_388_;
                                uint l_1963_ = (_e4976 * _e4977);
                                uint _e4979 = l_mut_382_;
                                l_mut_382_ = (_e4979 + l_1963_);
                            } else {
                                uint _e4981 = l_mut_388_;
                                uint l_1964_ = (l_1068_ - _e4981);
                                uint _e4983 = l_mut_382_;
                                uint l_1965_ = naga_div(l_1964_, _e4983);
                                l_mut_1683_ = 0u;
                                l_mut_350_ = false;
                                uint _e4987 = l_mut_439_;
                                l_mut_1678_ = _e4987;
                                uint _e4988 = l_mut_428_;
                                l_mut_1677_ = _e4988;
                                if (false) {
                                    uint _e4991 = l_mut_428_;
                                    uint l_1968_ = (_e4991 >> 3u);
                                    l_mut_1678_ = l_1968_;
                                    l_mut_1677_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e4995 = l_mut_439_;
                                        l_mut_275_ = _e4995;
                                        if (true) {
                                            uint _e4997 = l_mut_439_;
                                            uint l_1971_ = (_e4997 >> 3u);
                                            uint _e5000 = l_mut_428_;
                                            uint l_1972_ = (_e5000 << 29u);
                                            uint l_1973_ = (l_1971_ | l_1972_);
                                            l_mut_275_ = l_1973_;
                                        }
                                        uint _e5004 = l_mut_428_;
                                        uint l_1974_ = (_e5004 >> 3u);
                                        uint _e5007 = l_mut_275_;
                                        l_mut_1678_ = _e5007;
                                        l_mut_1677_ = l_1974_;
                                    }
                                }
                                uint _e5008 = l_mut_1677_;
                                uint _e5009 = l_mut_440_;
                                bool l_1975_ = (_e5008 < _e5009);
                                uint _e5011 = l_mut_1677_;
                                uint _e5012 = l_mut_440_;
                                bool l_1976_ = (_e5011 == _e5012);
                                uint _e5014 = l_mut_1678_;
                                uint _e5015 = l_mut_441_;
                                bool l_1977_ = (_e5014 < _e5015);
                                if (l_1976_) {
                                    local_141 = l_1977_;
                                } else {
                                    local_141 = false;
                                }
                                bool l_1978_ = local_141;
                                if (!(l_1975_)) {
                                    local_142 = l_1978_;
                                } else {
                                    local_142 = true;
                                }
                                bool l_1979_ = local_142;
                                bool l_1980_ = !(l_1979_);
                                l_mut_350_ = l_1980_;
                                uint _e5027 = l_mut_441_;
                                uint _e5028 = l_mut_440_;
                                uint l_1981_ = (_e5027 | _e5028);
                                bool l_1982_ = (l_1981_ == 0u);
                                if (l_1982_) {
                                    l_mut_1683_ = l_1965_;
                                } else {
                                    bool _e5032 = l_mut_350_;
                                    if (_e5032) {
                                        uint _e5033 = l_mut_440_;
                                        uint _e5034 = l_mut_428_;
                                        bool l_1983_ = (_e5033 < _e5034);
                                        uint _e5036 = l_mut_440_;
                                        uint _e5037 = l_mut_428_;
                                        bool l_1984_ = (_e5036 == _e5037);
                                        uint _e5039 = l_mut_441_;
                                        uint _e5040 = l_mut_439_;
                                        bool l_1985_ = (_e5039 < _e5040);
                                        if (l_1984_) {
                                            local_143 = l_1985_;
                                        } else {
                                            local_143 = false;
                                        }
                                        bool l_1986_ = local_143;
                                        if (!(l_1983_)) {
                                            local_144 = l_1986_;
                                        } else {
                                            local_144 = true;
                                        }
                                        bool l_1987_ = local_144;
                                        if (l_1987_) {
                                            uint _e5051 = l_mut_439_;
                                            uint l_1988_ = (_e5051 - 1u);
                                            uint _e5054 = l_mut_428_;
                                            uint l_1989_ = (_e5054 - 0u);
                                            uint _e5057 = l_mut_439_;
                                            bool l_1990_ = (_e5057 < 1u);
                                            uint l_1991_ = uint(l_1990_);
                                            uint l_1992_ = (l_1989_ - l_1991_);
                                            l_mut_1678_ = l_1988_;
                                            l_mut_1677_ = l_1992_;
                                            l_mut_275_ = 0u;
                                            l_mut_1993_ = 0u;
                                            uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_10 = true;
                                            while(true) {
                                                if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                                loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                                if (!loop_init_10) {
                                                    uint _e5150 = l_mut_1993_;
                                                    l_mut_1993_ = (_e5150 + 1u);
                                                }
                                                loop_init_10 = false;
                                                uint _e5065 = l_mut_1993_;
                                                if ((_e5065 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5069 = l_mut_1993_;
                                                    uint l_1994_ = (19u - _e5069);
                                                    uint _e5071 = l_mut_1678_;
                                                    l_mut_269_ = _e5071;
                                                    uint _e5072 = l_mut_1677_;
                                                    l_mut_219_ = _e5072;
                                                    bool l_1995_ = (l_1994_ >= 32u);
                                                    if (l_1995_) {
                                                        uint l_1996_ = (l_1994_ & 31u);
                                                        uint _e5077 = l_mut_1677_;
                                                        uint l_1997_ = (_e5077 >> l_1996_);
                                                        l_mut_269_ = l_1997_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1998_ = (l_1994_ > 0u);
                                                        if (l_1998_) {
                                                            uint _e5082 = l_mut_1678_;
                                                            l_mut_213_ = _e5082;
                                                            bool l_1999_ = (l_1994_ > 0u);
                                                            if (l_1999_) {
                                                                uint _e5085 = l_mut_1678_;
                                                                uint l_2000_ = (_e5085 >> l_1994_);
                                                                uint l_2001_ = (32u - l_1994_);
                                                                uint _e5089 = l_mut_1677_;
                                                                uint l_2002_ = (_e5089 << l_2001_);
                                                                uint l_2003_ = (l_2000_ | l_2002_);
                                                                l_mut_213_ = l_2003_;
                                                            }
                                                            uint _e5092 = l_mut_1677_;
                                                            uint l_2004_ = (_e5092 >> l_1994_);
                                                            uint _e5094 = l_mut_213_;
                                                            l_mut_269_ = _e5094;
                                                            l_mut_219_ = l_2004_;
                                                        }
                                                    }
                                                    uint _e5095 = l_mut_219_;
                                                    uint _e5096 = l_mut_440_;
                                                    bool l_2005_ = (_e5095 < _e5096);
                                                    uint _e5098 = l_mut_219_;
                                                    uint _e5099 = l_mut_440_;
                                                    bool l_2006_ = (_e5098 == _e5099);
                                                    uint _e5101 = l_mut_269_;
                                                    uint _e5102 = l_mut_441_;
                                                    bool l_2007_ = (_e5101 < _e5102);
                                                    if (l_2006_) {
                                                        local_145 = l_2007_;
                                                    } else {
                                                        local_145 = false;
                                                    }
                                                    bool l_2008_ = local_145;
                                                    if (!(l_2005_)) {
                                                        local_146 = l_2008_;
                                                    } else {
                                                        local_146 = true;
                                                    }
                                                    bool l_2009_ = local_146;
                                                    bool l_2010_ = !(l_2009_);
                                                    if (l_2010_) {
                                                        uint _e5114 = l_mut_441_;
                                                        l_mut_269_ = _e5114;
                                                        uint _e5115 = l_mut_440_;
                                                        l_mut_219_ = _e5115;
                                                        bool l_2011_ = (l_1994_ >= 32u);
                                                        if (l_2011_) {
                                                            uint l_2012_ = (l_1994_ & 31u);
                                                            uint _e5120 = l_mut_441_;
                                                            uint l_2013_ = (_e5120 << l_2012_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_2013_;
                                                        } else {
                                                            bool l_2014_ = (l_1994_ > 0u);
                                                            if (l_2014_) {
                                                                uint _e5125 = l_mut_441_;
                                                                uint l_2015_ = (_e5125 << l_1994_);
                                                                uint _e5127 = l_mut_440_;
                                                                uint l_2016_ = (_e5127 << l_1994_);
                                                                uint l_2017_ = (32u - l_1994_);
                                                                uint _e5131 = l_mut_441_;
                                                                uint l_2018_ = (_e5131 >> l_2017_);
                                                                uint l_2019_ = (l_2016_ | l_2018_);
                                                                l_mut_269_ = l_2015_;
                                                                l_mut_219_ = l_2019_;
                                                            }
                                                        }
                                                        uint _e5134 = l_mut_1678_;
                                                        uint _e5135 = l_mut_269_;
                                                        uint l_2020_ = (_e5134 - _e5135);
                                                        uint _e5137 = l_mut_1677_;
                                                        uint _e5138 = l_mut_219_;
                                                        uint l_2021_ = (_e5137 - _e5138);
                                                        uint _e5140 = l_mut_1678_;
                                                        uint _e5141 = l_mut_269_;
                                                        bool l_2022_ = (_e5140 < _e5141);
                                                        uint l_2023_ = uint(l_2022_);
                                                        uint l_2024_ = (l_2021_ - l_2023_);
                                                        l_mut_1678_ = l_2020_;
                                                        l_mut_1677_ = l_2024_;
                                                        uint l_2025_ = (1u << l_1994_);
                                                        uint _e5147 = l_mut_275_;
                                                        l_mut_275_ = (_e5147 | l_2025_);
                                                    }
                                                }
                                            }
                                            uint _e5152 = l_mut_275_;
                                            uint l_2026_ = min(_e5152, l_1965_);
                                            l_mut_275_ = l_2026_;
                                            uint _e5154 = l_mut_1677_;
                                            uint _e5155 = l_mut_440_;
                                            bool l_2027_ = (_e5154 < _e5155);
                                            uint _e5157 = l_mut_1677_;
                                            uint _e5158 = l_mut_440_;
                                            bool l_2028_ = (_e5157 == _e5158);
                                            uint _e5160 = l_mut_1678_;
                                            uint _e5161 = l_mut_441_;
                                            bool l_2029_ = (_e5160 < _e5161);
                                            if (l_2028_) {
                                                local_147 = l_2029_;
                                            } else {
                                                local_147 = false;
                                            }
                                            bool l_2030_ = local_147;
                                            if (!(l_2027_)) {
                                                local_148 = l_2030_;
                                            } else {
                                                local_148 = true;
                                            }
                                            bool l_2031_ = local_148;
                                            bool l_2032_ = !(l_2031_);
                                            if (l_2032_) {
                                                l_mut_275_ = l_1965_;
                                            }
                                            uint _e5173 = l_mut_275_;
                                            l_mut_1683_ = _e5173;
                                        }
                                    } else {
                                        uint _e5174 = l_mut_439_;
                                        l_mut_1678_ = _e5174;
                                        uint _e5175 = l_mut_428_;
                                        l_mut_1677_ = _e5175;
                                        uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                            loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                            uint _e5176 = l_mut_440_;
                                            uint _e5177 = l_mut_1677_;
                                            bool l_2033_ = (_e5176 < _e5177);
                                            uint _e5179 = l_mut_440_;
                                            uint _e5180 = l_mut_1677_;
                                            bool l_2034_ = (_e5179 == _e5180);
                                            uint _e5182 = l_mut_441_;
                                            uint _e5183 = l_mut_1678_;
                                            bool l_2035_ = (_e5182 < _e5183);
                                            if (l_2034_) {
                                                local_149 = l_2035_;
                                            } else {
                                                local_149 = false;
                                            }
                                            bool l_2036_ = local_149;
                                            if (!(l_2033_)) {
                                                local_150 = l_2036_;
                                            } else {
                                                local_150 = true;
                                            }
                                            bool l_2037_ = local_150;
                                            uint _e5194 = l_mut_1683_;
                                            uint _e5195 = l_mut_382_;
                                            uint l_2038_ = (_e5194 * _e5195);
                                            uint _e5197 = l_mut_388_;
                                            uint l_2039_ = (_e5197 + l_2038_);
                                            uint _e5199 = l_mut_382_;
                                            uint l_2040_ = (l_2039_ + _e5199);
                                            bool l_2041_ = (l_2040_ < l_1068_);
                                            if (l_2037_) {
                                                local_151 = l_2041_;
                                            } else {
                                                local_151 = false;
                                            }
                                            bool l_2042_ = local_151;
                                            bool l_2043_ = !(l_2042_);
                                            if (l_2043_) {
                                                break;
                                            }
                                            uint _e5207 = l_mut_1678_;
                                            uint _e5208 = l_mut_441_;
                                            uint l_2044_ = (_e5207 - _e5208);
                                            uint _e5210 = l_mut_1677_;
                                            uint _e5211 = l_mut_440_;
                                            uint l_2045_ = (_e5210 - _e5211);
                                            uint _e5213 = l_mut_1678_;
                                            uint _e5214 = l_mut_441_;
                                            bool l_2046_ = (_e5213 < _e5214);
                                            uint l_2047_ = uint(l_2046_);
                                            uint l_2048_ = (l_2045_ - l_2047_);
                                            l_mut_1678_ = l_2044_;
                                            l_mut_1677_ = l_2048_;
                                            uint _e5218 = l_mut_1683_;
                                            l_mut_1683_ = (_e5218 + 1u);
                                        }
                                    }
                                }
                                uint _e5221 = l_mut_1683_;
                                uint _e5222 = l_mut_382_;
                                uint l_2049_ = (_e5221 * _e5222);
                                uint _e5224 = l_mut_388_;
                                uint l_2050_ = (_e5224 + l_2049_);
                                uint _e5226 = l_mut_382_;
                                uint l_2051_ = (l_2050_ + _e5226);
                                bool l_2052_ = (l_2051_ >= l_1068_);
                                uint _e5229 = l_mut_441_;
                                l_mut_1678_ = _e5229;
                                uint _e5230 = l_mut_440_;
                                l_mut_1677_ = _e5230;
                                uint _e5231 = l_mut_439_;
                                l_mut_275_ = _e5231;
                                uint _e5232 = l_mut_428_;
                                l_mut_269_ = _e5232;
                                uint _e5233 = l_mut_388_;
                                l_mut_219_ = _e5233;
                                uint _e5234 = l_mut_382_;
                                l_mut_213_ = _e5234;
                                bool l_2053_ = !(l_2052_);
                                if (l_2053_) {
                                    uint _e5236 = l_mut_441_;
                                    uint _e5237 = l_mut_1683_;
                                    uint l_2054_ = (_e5236 * _e5237);
                                    uint _e5239 = l_mut_441_;
                                    uint64_t l_3186_ = uint64_t(_e5239);
                                    uint _e5241 = l_mut_1683_;
                                    uint64_t l_3187_ = uint64_t(_e5241);
                                    uint64_t l_3188_ = (l_3186_ * l_3187_);
                                    uint64_t l_3189_ = (l_3188_ >> uint(32uL));
                                    uint l_2055_ = uint(l_3189_);
                                    uint _e5250 = l_mut_440_;
                                    uint _e5251 = l_mut_1683_;
                                    uint l_2056_ = (_e5250 * _e5251);
                                    uint l_2057_ = (l_2055_ + l_2056_);
                                    uint _e5254 = l_mut_439_;
                                    uint l_2058_ = (_e5254 - l_2054_);
                                    uint _e5256 = l_mut_428_;
                                    uint l_2059_ = (_e5256 - l_2057_);
                                    uint _e5258 = l_mut_439_;
                                    bool l_2060_ = (_e5258 < l_2054_);
                                    uint l_2061_ = uint(l_2060_);
                                    uint l_2062_ = (l_2059_ - l_2061_);
                                    l_mut_275_ = l_2058_;
                                    l_mut_269_ = l_2062_;
                                    uint _e5262 = l_mut_1683_;
                                    uint _e5263 = l_mut_382_;
                                    uint l_2063_ = (_e5262 * _e5263);
                                    uint _e5265 = l_mut_388_;
                                    uint l_2064_ = (_e5265 + l_2063_);
                                    l_mut_219_ = l_2064_;
                                    uint _e5267 = l_mut_441_;
                                    uint _e5268 = l_mut_275_;
                                    uint l_2065_ = (_e5267 - _e5268);
                                    uint _e5270 = l_mut_440_;
                                    uint _e5271 = l_mut_269_;
                                    uint l_2066_ = (_e5270 - _e5271);
                                    uint _e5273 = l_mut_441_;
                                    uint _e5274 = l_mut_275_;
                                    bool l_2067_ = (_e5273 < _e5274);
                                    uint l_2068_ = uint(l_2067_);
                                    uint l_2069_ = (l_2066_ - l_2068_);
                                    l_mut_1678_ = l_2065_;
                                    l_mut_1677_ = l_2069_;
                                    uint _e5278 = l_mut_382_;
                                    uint _e5279 = l_mut_219_;
                                    uint l_2070_ = (_e5278 + _e5279);
                                    l_mut_213_ = l_2070_;
                                }
                                uint _e5281 = l_mut_1678_;
                                l_mut_441_ = _e5281;
                                uint _e5282 = l_mut_1677_;
                                l_mut_440_ = _e5282;
                                uint _e5283 = l_mut_275_;
                                l_mut_439_ = _e5283;
                                uint _e5284 = l_mut_269_;
                                l_mut_428_ = _e5284;
                                uint _e5285 = l_mut_219_;
                                l_mut_388_ = _e5285;
                                uint _e5286 = l_mut_213_;
                                l_mut_382_ = _e5286;
                                l_mut_645_ = l_2052_;
                                bool l_2071_ = !(l_2052_);
                                l_mut_628_ = l_2071_;
                            }
                        } else {
                            uint _e5288 = l_mut_421_;
                            uint l_2072_ = (_e5288 - l_1583_);
                            uint _e5290 = l_mut_394_;
                            uint l_2073_ = (_e5290 - l_1587_);
                            uint _e5292 = l_mut_421_;
                            bool l_2074_ = (_e5292 < l_1583_);
                            uint l_2075_ = uint(l_2074_);
                            uint l_2076_ = (l_2073_ - l_2075_);
                            uint _e5296 = l_mut_439_;
                            l_mut_1683_ = _e5296;
                            uint _e5297 = l_mut_428_;
                            l_mut_1678_ = _e5297;
                            uint _e5298 = l_mut_428_;
                            bool l_2077_ = (l_2076_ < _e5298);
                            uint _e5300 = l_mut_428_;
                            bool l_2078_ = (l_2076_ == _e5300);
                            uint _e5302 = l_mut_439_;
                            bool l_2079_ = (l_2072_ < _e5302);
                            if (l_2078_) {
                                local_152 = l_2079_;
                            } else {
                                local_152 = false;
                            }
                            bool l_2080_ = local_152;
                            if (!(l_2077_)) {
                                local_153 = l_2080_;
                            } else {
                                local_153 = true;
                            }
                            bool l_2081_ = local_153;
                            if (l_2081_) {
                                l_mut_1683_ = l_2072_;
                                l_mut_1678_ = l_2076_;
                            }
                            l_mut_350_ = false;
                            uint _e5314 = l_mut_1683_;
                            l_mut_1677_ = _e5314;
                            uint _e5315 = l_mut_1678_;
                            l_mut_275_ = _e5315;
                            if (false) {
                                uint _e5318 = l_mut_1678_;
                                uint l_2084_ = (_e5318 >> 3u);
                                l_mut_1677_ = l_2084_;
                                l_mut_275_ = 0u;
                            } else {
                                if (true) {
                                    uint _e5322 = l_mut_1683_;
                                    l_mut_269_ = _e5322;
                                    if (true) {
                                        uint _e5324 = l_mut_1683_;
                                        uint l_2087_ = (_e5324 >> 3u);
                                        uint _e5327 = l_mut_1678_;
                                        uint l_2088_ = (_e5327 << 29u);
                                        uint l_2089_ = (l_2087_ | l_2088_);
                                        l_mut_269_ = l_2089_;
                                    }
                                    uint _e5331 = l_mut_1678_;
                                    uint l_2090_ = (_e5331 >> 3u);
                                    uint _e5334 = l_mut_269_;
                                    l_mut_1677_ = _e5334;
                                    l_mut_275_ = l_2090_;
                                }
                            }
                            uint _e5335 = l_mut_275_;
                            uint _e5336 = l_mut_440_;
                            bool l_2091_ = (_e5335 < _e5336);
                            uint _e5338 = l_mut_275_;
                            uint _e5339 = l_mut_440_;
                            bool l_2092_ = (_e5338 == _e5339);
                            uint _e5341 = l_mut_1677_;
                            uint _e5342 = l_mut_441_;
                            bool l_2093_ = (_e5341 < _e5342);
                            if (l_2092_) {
                                local_154 = l_2093_;
                            } else {
                                local_154 = false;
                            }
                            bool l_2094_ = local_154;
                            if (!(l_2091_)) {
                                local_155 = l_2094_;
                            } else {
                                local_155 = true;
                            }
                            bool l_2095_ = local_155;
                            bool l_2096_ = !(l_2095_);
                            l_mut_350_ = l_2096_;
                            l_mut_1677_ = 0u;
                            uint _e5355 = l_mut_441_;
                            uint _e5356 = l_mut_440_;
                            uint l_2097_ = (_e5355 | _e5356);
                            bool l_2098_ = (l_2097_ == 0u);
                            bool l_2099_ = !(l_2098_);
                            bool _e5361 = l_mut_350_;
                            if (_e5361) {
                                local_156 = l_2099_;
                            } else {
                                local_156 = false;
                            }
                            bool l_2100_ = local_156;
                            uint _e5366 = l_mut_440_;
                            uint _e5367 = l_mut_1678_;
                            bool l_2101_ = (_e5366 < _e5367);
                            uint _e5369 = l_mut_440_;
                            uint _e5370 = l_mut_1678_;
                            bool l_2102_ = (_e5369 == _e5370);
                            uint _e5372 = l_mut_441_;
                            uint _e5373 = l_mut_1683_;
                            bool l_2103_ = (_e5372 < _e5373);
                            if (l_2102_) {
                                local_157 = l_2103_;
                            } else {
                                local_157 = false;
                            }
                            bool l_2104_ = local_157;
                            if (!(l_2101_)) {
                                local_158 = l_2104_;
                            } else {
                                local_158 = true;
                            }
                            bool l_2105_ = local_158;
                            if (l_2100_) {
                                local_159 = l_2105_;
                            } else {
                                local_159 = false;
                            }
                            bool l_2106_ = local_159;
                            uint _e5388 = l_mut_382_;
                            uint _e5389 = l_mut_388_;
                            uint l_2107_ = (_e5388 + _e5389);
                            bool l_2108_ = (l_2107_ < l_1068_);
                            if (l_2106_) {
                                local_160 = l_2108_;
                            } else {
                                local_160 = false;
                            }
                            bool l_2109_ = local_160;
                            if (l_2109_) {
                                uint _e5396 = l_mut_382_;
                                uint l_2110_ = (l_1068_ - _e5396);
                                uint _e5398 = l_mut_388_;
                                uint l_2111_ = (l_2110_ - _e5398);
                                uint _e5400 = l_mut_382_;
                                uint l_2112_ = naga_div(l_2111_, _e5400);
                                uint _e5402 = l_mut_1683_;
                                uint l_2113_ = (_e5402 - 1u);
                                uint _e5405 = l_mut_1678_;
                                uint l_2114_ = (_e5405 - 0u);
                                uint _e5408 = l_mut_1683_;
                                bool l_2115_ = (_e5408 < 1u);
                                uint l_2116_ = uint(l_2115_);
                                uint l_2117_ = (l_2114_ - l_2116_);
                                l_mut_1683_ = l_2113_;
                                l_mut_1678_ = l_2117_;
                                l_mut_275_ = 0u;
                                l_mut_2118_ = 0u;
                                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                                bool loop_init_11 = true;
                                while(true) {
                                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                                    if (!loop_init_11) {
                                        uint _e5501 = l_mut_2118_;
                                        l_mut_2118_ = (_e5501 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5416 = l_mut_2118_;
                                    if ((_e5416 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5420 = l_mut_2118_;
                                        uint l_2119_ = (19u - _e5420);
                                        uint _e5422 = l_mut_1683_;
                                        l_mut_269_ = _e5422;
                                        uint _e5423 = l_mut_1678_;
                                        l_mut_219_ = _e5423;
                                        bool l_2120_ = (l_2119_ >= 32u);
                                        if (l_2120_) {
                                            uint l_2121_ = (l_2119_ & 31u);
                                            uint _e5428 = l_mut_1678_;
                                            uint l_2122_ = (_e5428 >> l_2121_);
                                            l_mut_269_ = l_2122_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_2123_ = (l_2119_ > 0u);
                                            if (l_2123_) {
                                                uint _e5433 = l_mut_1683_;
                                                l_mut_213_ = _e5433;
                                                bool l_2124_ = (l_2119_ > 0u);
                                                if (l_2124_) {
                                                    uint _e5436 = l_mut_1683_;
                                                    uint l_2125_ = (_e5436 >> l_2119_);
                                                    uint l_2126_ = (32u - l_2119_);
                                                    uint _e5440 = l_mut_1678_;
                                                    uint l_2127_ = (_e5440 << l_2126_);
                                                    uint l_2128_ = (l_2125_ | l_2127_);
                                                    l_mut_213_ = l_2128_;
                                                }
                                                uint _e5443 = l_mut_1678_;
                                                uint l_2129_ = (_e5443 >> l_2119_);
                                                uint _e5445 = l_mut_213_;
                                                l_mut_269_ = _e5445;
                                                l_mut_219_ = l_2129_;
                                            }
                                        }
                                        uint _e5446 = l_mut_219_;
                                        uint _e5447 = l_mut_440_;
                                        bool l_2130_ = (_e5446 < _e5447);
                                        uint _e5449 = l_mut_219_;
                                        uint _e5450 = l_mut_440_;
                                        bool l_2131_ = (_e5449 == _e5450);
                                        uint _e5452 = l_mut_269_;
                                        uint _e5453 = l_mut_441_;
                                        bool l_2132_ = (_e5452 < _e5453);
                                        if (l_2131_) {
                                            local_161 = l_2132_;
                                        } else {
                                            local_161 = false;
                                        }
                                        bool l_2133_ = local_161;
                                        if (!(l_2130_)) {
                                            local_162 = l_2133_;
                                        } else {
                                            local_162 = true;
                                        }
                                        bool l_2134_ = local_162;
                                        bool l_2135_ = !(l_2134_);
                                        if (l_2135_) {
                                            uint _e5465 = l_mut_441_;
                                            l_mut_269_ = _e5465;
                                            uint _e5466 = l_mut_440_;
                                            l_mut_219_ = _e5466;
                                            bool l_2136_ = (l_2119_ >= 32u);
                                            if (l_2136_) {
                                                uint l_2137_ = (l_2119_ & 31u);
                                                uint _e5471 = l_mut_441_;
                                                uint l_2138_ = (_e5471 << l_2137_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_2138_;
                                            } else {
                                                bool l_2139_ = (l_2119_ > 0u);
                                                if (l_2139_) {
                                                    uint _e5476 = l_mut_441_;
                                                    uint l_2140_ = (_e5476 << l_2119_);
                                                    uint _e5478 = l_mut_440_;
                                                    uint l_2141_ = (_e5478 << l_2119_);
                                                    uint l_2142_ = (32u - l_2119_);
                                                    uint _e5482 = l_mut_441_;
                                                    uint l_2143_ = (_e5482 >> l_2142_);
                                                    uint l_2144_ = (l_2141_ | l_2143_);
                                                    l_mut_269_ = l_2140_;
                                                    l_mut_219_ = l_2144_;
                                                }
                                            }
                                            uint _e5485 = l_mut_1683_;
                                            uint _e5486 = l_mut_269_;
                                            uint l_2145_ = (_e5485 - _e5486);
                                            uint _e5488 = l_mut_1678_;
                                            uint _e5489 = l_mut_219_;
                                            uint l_2146_ = (_e5488 - _e5489);
                                            uint _e5491 = l_mut_1683_;
                                            uint _e5492 = l_mut_269_;
                                            bool l_2147_ = (_e5491 < _e5492);
                                            uint l_2148_ = uint(l_2147_);
                                            uint l_2149_ = (l_2146_ - l_2148_);
                                            l_mut_1683_ = l_2145_;
                                            l_mut_1678_ = l_2149_;
                                            uint l_2150_ = (1u << l_2119_);
                                            uint _e5498 = l_mut_275_;
                                            l_mut_275_ = (_e5498 | l_2150_);
                                        }
                                    }
                                }
                                uint _e5503 = l_mut_275_;
                                uint l_2151_ = min(_e5503, l_2112_);
                                l_mut_275_ = l_2151_;
                                uint _e5505 = l_mut_1678_;
                                uint _e5506 = l_mut_440_;
                                bool l_2152_ = (_e5505 < _e5506);
                                uint _e5508 = l_mut_1678_;
                                uint _e5509 = l_mut_440_;
                                bool l_2153_ = (_e5508 == _e5509);
                                uint _e5511 = l_mut_1683_;
                                uint _e5512 = l_mut_441_;
                                bool l_2154_ = (_e5511 < _e5512);
                                if (l_2153_) {
                                    local_163 = l_2154_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2155_ = local_163;
                                if (!(l_2152_)) {
                                    local_164 = l_2155_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2156_ = local_164;
                                bool l_2157_ = !(l_2156_);
                                if (l_2157_) {
                                    l_mut_275_ = l_2112_;
                                }
                                uint _e5524 = l_mut_275_;
                                l_mut_1677_ = _e5524;
                            }
                            uint _e5525 = l_mut_1677_;
                            bool l_2158_ = (_e5525 > 0u);
                            if (l_2158_) {
                                uint _e5528 = l_mut_441_;
                                uint _e5529 = l_mut_1677_;
                                uint l_2159_ = (_e5528 * _e5529);
                                uint _e5531 = l_mut_441_;
                                uint64_t l_3191_ = uint64_t(_e5531);
                                uint _e5533 = l_mut_1677_;
                                uint64_t l_3192_ = uint64_t(_e5533);
                                uint64_t l_3193_ = (l_3191_ * l_3192_);
                                uint64_t l_3194_ = (l_3193_ >> uint(32uL));
                                uint l_2160_ = uint(l_3194_);
                                uint _e5542 = l_mut_440_;
                                uint _e5543 = l_mut_1677_;
                                uint l_2161_ = (_e5542 * _e5543);
                                uint l_2162_ = (l_2160_ + l_2161_);
                                uint _e5546 = l_mut_421_;
                                uint l_2163_ = (_e5546 - l_2159_);
                                uint _e5548 = l_mut_394_;
                                uint l_2164_ = (_e5548 - l_2162_);
                                uint _e5550 = l_mut_421_;
                                bool l_2165_ = (_e5550 < l_2159_);
                                uint l_2166_ = uint(l_2165_);
                                uint l_2167_ = (l_2164_ - l_2166_);
                                l_mut_421_ = l_2163_;
                                l_mut_394_ = l_2167_;
                                uint _e5554 = l_mut_439_;
                                uint l_2168_ = (_e5554 - l_2159_);
                                uint _e5556 = l_mut_428_;
                                uint l_2169_ = (_e5556 - l_2162_);
                                uint _e5558 = l_mut_439_;
                                bool l_2170_ = (_e5558 < l_2159_);
                                uint l_2171_ = uint(l_2170_);
                                uint l_2172_ = (l_2169_ - l_2171_);
                                l_mut_439_ = l_2168_;
                                l_mut_428_ = l_2172_;
                                uint _e5562 = l_mut_1677_;
                                uint _e5563 = l_mut_382_;
                                uint l_2173_ = (_e5562 * _e5563);
                                uint _e5565 = l_mut_388_;
                                l_mut_388_ = (_e5565 + l_2173_);
                            } else {
                                uint _e5567 = l_mut_421_;
                                uint _e5568 = l_mut_441_;
                                uint l_2174_ = (_e5567 - _e5568);
                                uint _e5570 = l_mut_394_;
                                uint _e5571 = l_mut_440_;
                                uint l_2175_ = (_e5570 - _e5571);
                                uint _e5573 = l_mut_421_;
                                uint _e5574 = l_mut_441_;
                                bool l_2176_ = (_e5573 < _e5574);
                                uint l_2177_ = uint(l_2176_);
                                uint l_2178_ = (l_2175_ - l_2177_);
                                l_mut_421_ = l_2174_;
                                l_mut_394_ = l_2178_;
                                uint _e5578 = l_mut_394_;
                                bool l_2179_ = (_e5578 < l_1587_);
                                uint _e5580 = l_mut_394_;
                                bool l_2180_ = (_e5580 == l_1587_);
                                uint _e5582 = l_mut_421_;
                                bool l_2181_ = (_e5582 < l_1583_);
                                if (l_2180_) {
                                    local_165 = l_2181_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2182_ = local_165;
                                if (!(l_2179_)) {
                                    local_166 = l_2182_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2183_ = local_166;
                                if (l_2183_) {
                                    l_mut_628_ = false;
                                } else {
                                    uint _e5594 = l_mut_382_;
                                    uint l_2184_ = (l_1068_ - _e5594);
                                    uint _e5596 = l_mut_388_;
                                    uint l_2185_ = naga_div(l_2184_, _e5596);
                                    l_mut_1683_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e5600 = l_mut_441_;
                                    l_mut_1678_ = _e5600;
                                    uint _e5601 = l_mut_440_;
                                    l_mut_1677_ = _e5601;
                                    if (false) {
                                        uint _e5604 = l_mut_440_;
                                        uint l_2188_ = (_e5604 >> 3u);
                                        l_mut_1678_ = l_2188_;
                                        l_mut_1677_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e5608 = l_mut_441_;
                                            l_mut_275_ = _e5608;
                                            if (true) {
                                                uint _e5610 = l_mut_441_;
                                                uint l_2191_ = (_e5610 >> 3u);
                                                uint _e5613 = l_mut_440_;
                                                uint l_2192_ = (_e5613 << 29u);
                                                uint l_2193_ = (l_2191_ | l_2192_);
                                                l_mut_275_ = l_2193_;
                                            }
                                            uint _e5617 = l_mut_440_;
                                            uint l_2194_ = (_e5617 >> 3u);
                                            uint _e5620 = l_mut_275_;
                                            l_mut_1678_ = _e5620;
                                            l_mut_1677_ = l_2194_;
                                        }
                                    }
                                    uint _e5621 = l_mut_1677_;
                                    uint _e5622 = l_mut_428_;
                                    bool l_2195_ = (_e5621 < _e5622);
                                    uint _e5624 = l_mut_1677_;
                                    uint _e5625 = l_mut_428_;
                                    bool l_2196_ = (_e5624 == _e5625);
                                    uint _e5627 = l_mut_1678_;
                                    uint _e5628 = l_mut_439_;
                                    bool l_2197_ = (_e5627 < _e5628);
                                    if (l_2196_) {
                                        local_167 = l_2197_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2198_ = local_167;
                                    if (!(l_2195_)) {
                                        local_168 = l_2198_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2199_ = local_168;
                                    bool l_2200_ = !(l_2199_);
                                    l_mut_350_ = l_2200_;
                                    uint _e5640 = l_mut_439_;
                                    uint _e5641 = l_mut_428_;
                                    uint l_2201_ = (_e5640 | _e5641);
                                    bool l_2202_ = (l_2201_ == 0u);
                                    if (l_2202_) {
                                        l_mut_1683_ = l_2185_;
                                    } else {
                                        bool _e5645 = l_mut_350_;
                                        if (_e5645) {
                                            uint _e5646 = l_mut_428_;
                                            uint _e5647 = l_mut_440_;
                                            bool l_2203_ = (_e5646 < _e5647);
                                            uint _e5649 = l_mut_428_;
                                            uint _e5650 = l_mut_440_;
                                            bool l_2204_ = (_e5649 == _e5650);
                                            uint _e5652 = l_mut_439_;
                                            uint _e5653 = l_mut_441_;
                                            bool l_2205_ = (_e5652 < _e5653);
                                            if (l_2204_) {
                                                local_169 = l_2205_;
                                            } else {
                                                local_169 = false;
                                            }
                                            bool l_2206_ = local_169;
                                            if (!(l_2203_)) {
                                                local_170 = l_2206_;
                                            } else {
                                                local_170 = true;
                                            }
                                            bool l_2207_ = local_170;
                                            if (l_2207_) {
                                                uint _e5664 = l_mut_441_;
                                                uint l_2208_ = (_e5664 - 1u);
                                                uint _e5667 = l_mut_440_;
                                                uint l_2209_ = (_e5667 - 0u);
                                                uint _e5670 = l_mut_441_;
                                                bool l_2210_ = (_e5670 < 1u);
                                                uint l_2211_ = uint(l_2210_);
                                                uint l_2212_ = (l_2209_ - l_2211_);
                                                l_mut_1678_ = l_2208_;
                                                l_mut_1677_ = l_2212_;
                                                l_mut_275_ = 0u;
                                                l_mut_2213_ = 0u;
                                                uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                                    loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                                    if (!loop_init_12) {
                                                        uint _e5763 = l_mut_2213_;
                                                        l_mut_2213_ = (_e5763 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5678 = l_mut_2213_;
                                                    if ((_e5678 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5682 = l_mut_2213_;
                                                        uint l_2214_ = (19u - _e5682);
                                                        uint _e5684 = l_mut_1678_;
                                                        l_mut_269_ = _e5684;
                                                        uint _e5685 = l_mut_1677_;
                                                        l_mut_219_ = _e5685;
                                                        bool l_2215_ = (l_2214_ >= 32u);
                                                        if (l_2215_) {
                                                            uint l_2216_ = (l_2214_ & 31u);
                                                            uint _e5690 = l_mut_1677_;
                                                            uint l_2217_ = (_e5690 >> l_2216_);
                                                            l_mut_269_ = l_2217_;
                                                            l_mut_219_ = 0u;
                                                        } else {
                                                            bool l_2218_ = (l_2214_ > 0u);
                                                            if (l_2218_) {
                                                                uint _e5695 = l_mut_1678_;
                                                                l_mut_213_ = _e5695;
                                                                bool l_2219_ = (l_2214_ > 0u);
                                                                if (l_2219_) {
                                                                    uint _e5698 = l_mut_1678_;
                                                                    uint l_2220_ = (_e5698 >> l_2214_);
                                                                    uint l_2221_ = (32u - l_2214_);
                                                                    uint _e5702 = l_mut_1677_;
                                                                    uint l_2222_ = (_e5702 << l_2221_);
                                                                    uint l_2223_ = (l_2220_ | l_2222_);
                                                                    l_mut_213_ = l_2223_;
                                                                }
                                                                uint _e5705 = l_mut_1677_;
                                                                uint l_2224_ = (_e5705 >> l_2214_);
                                                                uint _e5707 = l_mut_213_;
                                                                l_mut_269_ = _e5707;
                                                                l_mut_219_ = l_2224_;
                                                            }
                                                        }
                                                        uint _e5708 = l_mut_219_;
                                                        uint _e5709 = l_mut_428_;
                                                        bool l_2225_ = (_e5708 < _e5709);
                                                        uint _e5711 = l_mut_219_;
                                                        uint _e5712 = l_mut_428_;
                                                        bool l_2226_ = (_e5711 == _e5712);
                                                        uint _e5714 = l_mut_269_;
                                                        uint _e5715 = l_mut_439_;
                                                        bool l_2227_ = (_e5714 < _e5715);
                                                        if (l_2226_) {
                                                            local_171 = l_2227_;
                                                        } else {
                                                            local_171 = false;
                                                        }
                                                        bool l_2228_ = local_171;
                                                        if (!(l_2225_)) {
                                                            local_172 = l_2228_;
                                                        } else {
                                                            local_172 = true;
                                                        }
                                                        bool l_2229_ = local_172;
                                                        bool l_2230_ = !(l_2229_);
                                                        if (l_2230_) {
                                                            uint _e5727 = l_mut_439_;
                                                            l_mut_269_ = _e5727;
                                                            uint _e5728 = l_mut_428_;
                                                            l_mut_219_ = _e5728;
                                                            bool l_2231_ = (l_2214_ >= 32u);
                                                            if (l_2231_) {
                                                                uint l_2232_ = (l_2214_ & 31u);
                                                                uint _e5733 = l_mut_439_;
                                                                uint l_2233_ = (_e5733 << l_2232_);
                                                                l_mut_269_ = 0u;
                                                                l_mut_219_ = l_2233_;
                                                            } else {
                                                                bool l_2234_ = (l_2214_ > 0u);
                                                                if (l_2234_) {
                                                                    uint _e5738 = l_mut_439_;
                                                                    uint l_2235_ = (_e5738 << l_2214_);
                                                                    uint _e5740 = l_mut_428_;
                                                                    uint l_2236_ = (_e5740 << l_2214_);
                                                                    uint l_2237_ = (32u - l_2214_);
                                                                    uint _e5744 = l_mut_439_;
                                                                    uint l_2238_ = (_e5744 >> l_2237_);
                                                                    uint l_2239_ = (l_2236_ | l_2238_);
                                                                    l_mut_269_ = l_2235_;
                                                                    l_mut_219_ = l_2239_;
                                                                }
                                                            }
                                                            uint _e5747 = l_mut_1678_;
                                                            uint _e5748 = l_mut_269_;
                                                            uint l_2240_ = (_e5747 - _e5748);
                                                            uint _e5750 = l_mut_1677_;
                                                            uint _e5751 = l_mut_219_;
                                                            uint l_2241_ = (_e5750 - _e5751);
                                                            uint _e5753 = l_mut_1678_;
                                                            uint _e5754 = l_mut_269_;
                                                            bool l_2242_ = (_e5753 < _e5754);
                                                            uint l_2243_ = uint(l_2242_);
                                                            uint l_2244_ = (l_2241_ - l_2243_);
                                                            l_mut_1678_ = l_2240_;
                                                            l_mut_1677_ = l_2244_;
                                                            uint l_2245_ = (1u << l_2214_);
                                                            uint _e5760 = l_mut_275_;
                                                            l_mut_275_ = (_e5760 | l_2245_);
                                                        }
                                                    }
                                                }
                                                uint _e5765 = l_mut_275_;
                                                uint l_2246_ = min(_e5765, l_2185_);
                                                l_mut_275_ = l_2246_;
                                                uint _e5767 = l_mut_1677_;
                                                uint _e5768 = l_mut_428_;
                                                bool l_2247_ = (_e5767 < _e5768);
                                                uint _e5770 = l_mut_1677_;
                                                uint _e5771 = l_mut_428_;
                                                bool l_2248_ = (_e5770 == _e5771);
                                                uint _e5773 = l_mut_1678_;
                                                uint _e5774 = l_mut_439_;
                                                bool l_2249_ = (_e5773 < _e5774);
                                                if (l_2248_) {
                                                    local_173 = l_2249_;
                                                } else {
                                                    local_173 = false;
                                                }
                                                bool l_2250_ = local_173;
                                                if (!(l_2247_)) {
                                                    local_174 = l_2250_;
                                                } else {
                                                    local_174 = true;
                                                }
                                                bool l_2251_ = local_174;
                                                bool l_2252_ = !(l_2251_);
                                                if (l_2252_) {
                                                    l_mut_275_ = l_2185_;
                                                }
                                                uint _e5786 = l_mut_275_;
                                                l_mut_1683_ = _e5786;
                                            }
                                        } else {
                                            uint _e5787 = l_mut_441_;
                                            l_mut_1678_ = _e5787;
                                            uint _e5788 = l_mut_440_;
                                            l_mut_1677_ = _e5788;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5789 = l_mut_428_;
                                                uint _e5790 = l_mut_1677_;
                                                bool l_2253_ = (_e5789 < _e5790);
                                                uint _e5792 = l_mut_428_;
                                                uint _e5793 = l_mut_1677_;
                                                bool l_2254_ = (_e5792 == _e5793);
                                                uint _e5795 = l_mut_439_;
                                                uint _e5796 = l_mut_1678_;
                                                bool l_2255_ = (_e5795 < _e5796);
                                                if (l_2254_) {
                                                    local_175 = l_2255_;
                                                } else {
                                                    local_175 = false;
                                                }
                                                bool l_2256_ = local_175;
                                                if (!(l_2253_)) {
                                                    local_176 = l_2256_;
                                                } else {
                                                    local_176 = true;
                                                }
                                                bool l_2257_ = local_176;
                                                uint _e5807 = l_mut_1683_;
                                                uint _e5808 = l_mut_388_;
                                                uint l_2258_ = (_e5807 * _e5808);
                                                uint _e5810 = l_mut_382_;
                                                uint l_2259_ = (_e5810 + l_2258_);
                                                uint _e5812 = l_mut_388_;
                                                uint l_2260_ = (l_2259_ + _e5812);
                                                bool l_2261_ = (l_2260_ < l_1068_);
                                                if (l_2257_) {
                                                    local_177 = l_2261_;
                                                } else {
                                                    local_177 = false;
                                                }
                                                bool l_2262_ = local_177;
                                                bool l_2263_ = !(l_2262_);
                                                if (l_2263_) {
                                                    break;
                                                }
                                                uint _e5820 = l_mut_1678_;
                                                uint _e5821 = l_mut_439_;
                                                uint l_2264_ = (_e5820 - _e5821);
                                                uint _e5823 = l_mut_1677_;
                                                uint _e5824 = l_mut_428_;
                                                uint l_2265_ = (_e5823 - _e5824);
                                                uint _e5826 = l_mut_1678_;
                                                uint _e5827 = l_mut_439_;
                                                bool l_2266_ = (_e5826 < _e5827);
                                                uint l_2267_ = uint(l_2266_);
                                                uint l_2268_ = (l_2265_ - l_2267_);
                                                l_mut_1678_ = l_2264_;
                                                l_mut_1677_ = l_2268_;
                                                uint _e5831 = l_mut_1683_;
                                                l_mut_1683_ = (_e5831 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5834 = l_mut_1683_;
                                    uint _e5835 = l_mut_388_;
                                    uint l_2269_ = (_e5834 * _e5835);
                                    uint _e5837 = l_mut_382_;
                                    uint l_2270_ = (_e5837 + l_2269_);
                                    uint _e5839 = l_mut_388_;
                                    uint l_2271_ = (l_2270_ + _e5839);
                                    bool l_2272_ = (l_2271_ >= l_1068_);
                                    uint _e5842 = l_mut_439_;
                                    l_mut_1678_ = _e5842;
                                    uint _e5843 = l_mut_428_;
                                    l_mut_1677_ = _e5843;
                                    uint _e5844 = l_mut_441_;
                                    l_mut_275_ = _e5844;
                                    uint _e5845 = l_mut_440_;
                                    l_mut_269_ = _e5845;
                                    uint _e5846 = l_mut_382_;
                                    l_mut_219_ = _e5846;
                                    uint _e5847 = l_mut_388_;
                                    l_mut_213_ = _e5847;
                                    bool l_2273_ = !(l_2272_);
                                    if (l_2273_) {
                                        uint _e5849 = l_mut_439_;
                                        uint _e5850 = l_mut_1683_;
                                        uint l_2274_ = (_e5849 * _e5850);
                                        uint _e5852 = l_mut_439_;
                                        uint64_t l_3196_ = uint64_t(_e5852);
                                        uint _e5854 = l_mut_1683_;
                                        uint64_t l_3197_ = uint64_t(_e5854);
                                        uint64_t l_3198_ = (l_3196_ * l_3197_);
                                        uint64_t l_3199_ = (l_3198_ >> uint(32uL));
                                        uint l_2275_ = uint(l_3199_);
                                        uint _e5863 = l_mut_428_;
                                        uint _e5864 = l_mut_1683_;
                                        uint l_2276_ = (_e5863 * _e5864);
                                        uint l_2277_ = (l_2275_ + l_2276_);
                                        uint _e5867 = l_mut_441_;
                                        uint l_2278_ = (_e5867 - l_2274_);
                                        uint _e5869 = l_mut_440_;
                                        uint l_2279_ = (_e5869 - l_2277_);
                                        uint _e5871 = l_mut_441_;
                                        bool l_2280_ = (_e5871 < l_2274_);
                                        uint l_2281_ = uint(l_2280_);
                                        uint l_2282_ = (l_2279_ - l_2281_);
                                        l_mut_275_ = l_2278_;
                                        l_mut_269_ = l_2282_;
                                        uint _e5875 = l_mut_1683_;
                                        uint _e5876 = l_mut_388_;
                                        uint l_2283_ = (_e5875 * _e5876);
                                        uint _e5878 = l_mut_382_;
                                        uint l_2284_ = (_e5878 + l_2283_);
                                        l_mut_219_ = l_2284_;
                                        uint _e5880 = l_mut_439_;
                                        uint _e5881 = l_mut_275_;
                                        uint l_2285_ = (_e5880 - _e5881);
                                        uint _e5883 = l_mut_428_;
                                        uint _e5884 = l_mut_269_;
                                        uint l_2286_ = (_e5883 - _e5884);
                                        uint _e5886 = l_mut_439_;
                                        uint _e5887 = l_mut_275_;
                                        bool l_2287_ = (_e5886 < _e5887);
                                        uint l_2288_ = uint(l_2287_);
                                        uint l_2289_ = (l_2286_ - l_2288_);
                                        l_mut_1678_ = l_2285_;
                                        l_mut_1677_ = l_2289_;
                                        uint _e5891 = l_mut_388_;
                                        uint _e5892 = l_mut_219_;
                                        uint l_2290_ = (_e5891 + _e5892);
                                        l_mut_213_ = l_2290_;
                                    }
                                    uint _e5894 = l_mut_275_;
                                    l_mut_441_ = _e5894;
                                    uint _e5895 = l_mut_269_;
                                    l_mut_440_ = _e5895;
                                    uint _e5896 = l_mut_1678_;
                                    l_mut_439_ = _e5896;
                                    uint _e5897 = l_mut_1677_;
                                    l_mut_428_ = _e5897;
                                    uint _e5898 = l_mut_213_;
                                    l_mut_388_ = _e5898;
                                    uint _e5899 = l_mut_219_;
                                    l_mut_382_ = _e5899;
                                    l_mut_645_ = l_2272_;
                                    bool l_2291_ = !(l_2272_);
                                    l_mut_628_ = l_2291_;
                                }
                            }
                        }
                    }
                    bool _e5901 = l_mut_645_;
                    bool l_2292_ = !(_e5901);
                    if (l_1067_) {
                        local_178 = l_2292_;
                    } else {
                        local_178 = false;
                    }
                    bool l_2293_ = local_178;
                    if (l_2293_) {
                        uint _e5908 = l_mut_1065_;
                        uint l_2294_ = (1u << _e5908);
                        uint _e5910 = l_mut_450_;
                        l_mut_450_ = (_e5910 | l_2294_);
                        uint _e5912 = l_mut_445_;
                        l_mut_445_ = (_e5912 + 1u);
                        uint l_2295_ = (l_1066_ + l_1064_);
                        uint l_2296_ = min(l_2295_, l_56_);
                        l_mut_1683_ = 0u;
                        l_mut_2297_ = l_1066_;
                        uint2 loop_bound_19 = uint2(4294967295u, 4294967295u);
                        bool loop_init_13 = true;
                        while(true) {
                            if (all(loop_bound_19 == uint2(0u, 0u))) { break; }
                            loop_bound_19 -= uint2(loop_bound_19.y == 0u, 1u);
                            if (!loop_init_13) {
                                uint _e6434 = l_mut_2297_;
                                l_mut_2297_ = (_e6434 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e5919 = l_mut_2297_;
                            if ((_e5919 < l_2296_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e5921 = l_mut_2297_;
                                uint l_2298_ = (l_59_ * _e5921);
                                uint64_t l_3201_ = uint64_t(l_59_);
                                uint _e5924 = l_mut_2297_;
                                uint64_t l_3202_ = uint64_t(_e5924);
                                uint64_t l_3203_ = (l_3201_ * l_3202_);
                                uint64_t l_3204_ = (l_3203_ >> uint(32uL));
                                uint l_2299_ = uint(l_3204_);
                                uint _e5933 = l_mut_2297_;
                                uint l_2300_ = (l_62_ * _e5933);
                                uint l_2301_ = (l_2299_ + l_2300_);
                                uint l_2302_ = (l_64_ + l_2298_);
                                uint l_2303_ = (l_67_ + l_2301_);
                                bool l_2304_ = (l_2302_ < l_64_);
                                uint l_2305_ = uint(l_2304_);
                                uint l_2306_ = (l_2303_ + l_2305_);
                                l_mut_1678_ = 0u;
                                l_mut_1677_ = 0u;
                                uint _e5943 = l_mut_2297_;
                                bool l_2307_ = (_e5943 < 65536u);
                                if (l_2307_) {
                                    uint _e5946 = l_mut_2297_;
                                    uint _e5947 = l_mut_2297_;
                                    uint l_2308_ = (_e5946 * _e5947);
                                    uint l_2309_ = (l_72_ >> 31u);
                                    bool l_2310_ = (l_2309_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2310_) {
                                        uint l_2311_ = (0u - l_69_);
                                        uint l_2312_ = (0u - l_72_);
                                        bool l_2313_ = (0u < l_69_);
                                        uint l_2314_ = uint(l_2313_);
                                        uint l_2315_ = (l_2312_ - l_2314_);
                                        l_mut_441_ = l_2311_;
                                        l_mut_440_ = l_2315_;
                                    }
                                    uint _e5961 = l_mut_441_;
                                    uint l_2316_ = (_e5961 * l_2308_);
                                    uint _e5963 = l_mut_440_;
                                    uint l_2317_ = (_e5963 * l_2308_);
                                    uint _e5965 = l_mut_441_;
                                    uint64_t l_3206_ = uint64_t(_e5965);
                                    uint64_t l_3207_ = uint64_t(l_2308_);
                                    uint64_t l_3208_ = (l_3206_ * l_3207_);
                                    uint64_t l_3209_ = (l_3208_ >> uint(32uL));
                                    uint l_2318_ = uint(l_3209_);
                                    uint l_2319_ = (l_2318_ + l_2317_);
                                    uint _e5976 = l_mut_440_;
                                    uint64_t l_3211_ = uint64_t(_e5976);
                                    uint64_t l_3212_ = uint64_t(l_2308_);
                                    uint64_t l_3213_ = (l_3211_ * l_3212_);
                                    uint64_t l_3214_ = (l_3213_ >> uint(32uL));
                                    uint l_2320_ = uint(l_3214_);
                                    bool l_2321_ = (l_2319_ < l_2317_);
                                    uint l_2322_ = uint(l_2321_);
                                    uint l_2323_ = (l_2320_ + l_2322_);
                                    uint l_2324_ = naga_mod(l_9_, 32u);
                                    l_mut_439_ = l_2316_;
                                    bool l_2325_ = (l_2324_ > 0u);
                                    if (l_2325_) {
                                        uint l_2326_ = (l_2316_ >> l_2324_);
                                        uint l_2327_ = (32u - l_2324_);
                                        uint l_2328_ = (l_2319_ << l_2327_);
                                        uint l_2329_ = (l_2326_ | l_2328_);
                                        l_mut_439_ = l_2329_;
                                    }
                                    l_mut_428_ = l_2319_;
                                    bool l_2330_ = (l_2324_ > 0u);
                                    if (l_2330_) {
                                        uint l_2331_ = (l_2319_ >> l_2324_);
                                        uint l_2332_ = (32u - l_2324_);
                                        uint l_2333_ = (l_2323_ << l_2332_);
                                        uint l_2334_ = (l_2331_ | l_2333_);
                                        l_mut_428_ = l_2334_;
                                    }
                                    uint _e6005 = l_mut_439_;
                                    l_mut_421_ = _e6005;
                                    uint _e6006 = l_mut_428_;
                                    l_mut_439_ = _e6006;
                                    bool l_2335_ = (l_9_ >= 64u);
                                    if (l_2335_) {
                                        l_mut_421_ = l_2323_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_2336_ = (l_9_ >= 32u);
                                        if (l_2336_) {
                                            l_mut_428_ = l_2319_;
                                            bool l_2337_ = (l_2324_ > 0u);
                                            if (l_2337_) {
                                                uint l_2338_ = (l_2319_ >> l_2324_);
                                                uint l_2339_ = (32u - l_2324_);
                                                uint l_2340_ = (l_2323_ << l_2339_);
                                                uint l_2341_ = (l_2338_ | l_2340_);
                                                l_mut_428_ = l_2341_;
                                            }
                                            uint l_2342_ = (l_2323_ >> l_2324_);
                                            uint _e6020 = l_mut_428_;
                                            l_mut_421_ = _e6020;
                                            l_mut_439_ = l_2342_;
                                        }
                                    }
                                    uint _e6021 = l_mut_421_;
                                    l_mut_441_ = _e6021;
                                    uint _e6022 = l_mut_439_;
                                    l_mut_440_ = _e6022;
                                    if (l_2310_) {
                                        uint _e6024 = l_mut_441_;
                                        uint l_2343_ = (0u - _e6024);
                                        uint _e6027 = l_mut_440_;
                                        uint l_2344_ = (0u - _e6027);
                                        uint _e6030 = l_mut_441_;
                                        bool l_2345_ = (0u < _e6030);
                                        uint l_2346_ = uint(l_2345_);
                                        uint l_2347_ = (l_2344_ - l_2346_);
                                        l_mut_441_ = l_2343_;
                                        l_mut_440_ = l_2347_;
                                    }
                                    uint _e6034 = l_mut_441_;
                                    l_mut_1678_ = _e6034;
                                    uint _e6035 = l_mut_440_;
                                    l_mut_1677_ = _e6035;
                                } else {
                                    uint l_2348_ = (l_72_ >> 31u);
                                    bool l_2349_ = (l_2348_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2349_) {
                                        uint l_2350_ = (0u - l_69_);
                                        uint l_2351_ = (0u - l_72_);
                                        bool l_2352_ = (0u < l_69_);
                                        uint l_2353_ = uint(l_2352_);
                                        uint l_2354_ = (l_2351_ - l_2353_);
                                        l_mut_441_ = l_2350_;
                                        l_mut_440_ = l_2354_;
                                    }
                                    uint _e6048 = l_mut_441_;
                                    uint _e6049 = l_mut_2297_;
                                    uint l_2355_ = (_e6048 * _e6049);
                                    uint _e6051 = l_mut_440_;
                                    uint _e6052 = l_mut_2297_;
                                    uint l_2356_ = (_e6051 * _e6052);
                                    uint _e6054 = l_mut_441_;
                                    uint64_t l_3216_ = uint64_t(_e6054);
                                    uint _e6056 = l_mut_2297_;
                                    uint64_t l_3217_ = uint64_t(_e6056);
                                    uint64_t l_3218_ = (l_3216_ * l_3217_);
                                    uint64_t l_3219_ = (l_3218_ >> uint(32uL));
                                    uint l_2357_ = uint(l_3219_);
                                    uint l_2358_ = (l_2357_ + l_2356_);
                                    uint _e6066 = l_mut_440_;
                                    uint64_t l_3221_ = uint64_t(_e6066);
                                    uint _e6068 = l_mut_2297_;
                                    uint64_t l_3222_ = uint64_t(_e6068);
                                    uint64_t l_3223_ = (l_3221_ * l_3222_);
                                    uint64_t l_3224_ = (l_3223_ >> uint(32uL));
                                    uint l_2359_ = uint(l_3224_);
                                    bool l_2360_ = (l_2358_ < l_2356_);
                                    uint l_2361_ = uint(l_2360_);
                                    uint l_2362_ = (l_2359_ + l_2361_);
                                    l_mut_439_ = l_2355_;
                                    bool l_2364_ = (0u > 0u);
                                    if (l_2364_) {
                                        uint l_2365_ = (l_2355_ >> 0u);
                                        uint l_2366_ = (32u - 0u);
                                        uint l_2367_ = (l_2358_ << l_2366_);
                                        uint l_2368_ = (l_2365_ | l_2367_);
                                        l_mut_439_ = l_2368_;
                                    }
                                    l_mut_428_ = l_2358_;
                                    bool l_2369_ = (0u > 0u);
                                    if (l_2369_) {
                                        uint l_2370_ = (l_2358_ >> 0u);
                                        uint l_2371_ = (32u - 0u);
                                        uint l_2372_ = (l_2362_ << l_2371_);
                                        uint l_2373_ = (l_2370_ | l_2372_);
                                        l_mut_428_ = l_2373_;
                                    }
                                    uint _e6095 = l_mut_439_;
                                    l_mut_421_ = _e6095;
                                    uint _e6096 = l_mut_428_;
                                    l_mut_439_ = _e6096;
                                    if (false) {
                                        l_mut_421_ = l_2362_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_2358_;
                                            bool l_2376_ = (0u > 0u);
                                            if (l_2376_) {
                                                uint l_2377_ = (l_2358_ >> 0u);
                                                uint l_2378_ = (32u - 0u);
                                                uint l_2379_ = (l_2362_ << l_2378_);
                                                uint l_2380_ = (l_2377_ | l_2379_);
                                                l_mut_428_ = l_2380_;
                                            }
                                            uint l_2381_ = (l_2362_ >> 0u);
                                            uint _e6108 = l_mut_428_;
                                            l_mut_421_ = _e6108;
                                            l_mut_439_ = l_2381_;
                                        }
                                    }
                                    uint _e6109 = l_mut_441_;
                                    uint _e6110 = l_mut_2297_;
                                    uint l_2382_ = (_e6109 * _e6110);
                                    uint _e6112 = l_mut_440_;
                                    uint _e6113 = l_mut_2297_;
                                    uint l_2383_ = (_e6112 * _e6113);
                                    uint _e6115 = l_mut_441_;
                                    uint64_t l_3226_ = uint64_t(_e6115);
                                    uint _e6117 = l_mut_2297_;
                                    uint64_t l_3227_ = uint64_t(_e6117);
                                    uint64_t l_3228_ = (l_3226_ * l_3227_);
                                    uint64_t l_3229_ = (l_3228_ >> uint(32uL));
                                    uint l_2384_ = uint(l_3229_);
                                    uint l_2385_ = (l_2384_ + l_2383_);
                                    uint _e6127 = l_mut_440_;
                                    uint64_t l_3231_ = uint64_t(_e6127);
                                    uint _e6129 = l_mut_2297_;
                                    uint64_t l_3232_ = uint64_t(_e6129);
                                    uint64_t l_3233_ = (l_3231_ * l_3232_);
                                    uint64_t l_3234_ = (l_3233_ >> uint(32uL));
                                    uint l_2386_ = uint(l_3234_);
                                    bool l_2387_ = (l_2385_ < l_2383_);
                                    uint l_2388_ = uint(l_2387_);
                                    uint l_2389_ = (l_2386_ + l_2388_);
                                    l_mut_428_ = l_2382_;
                                    bool l_2391_ = (0u > 0u);
                                    if (l_2391_) {
                                        uint l_2392_ = (l_2382_ >> 0u);
                                        uint l_2393_ = (32u - 0u);
                                        uint l_2394_ = (l_2385_ << l_2393_);
                                        uint l_2395_ = (l_2392_ | l_2394_);
                                        l_mut_428_ = l_2395_;
                                    }
                                    l_mut_394_ = l_2385_;
                                    bool l_2396_ = (0u > 0u);
                                    if (l_2396_) {
                                        uint l_2397_ = (l_2385_ >> 0u);
                                        uint l_2398_ = (32u - 0u);
                                        uint l_2399_ = (l_2389_ << l_2398_);
                                        uint l_2400_ = (l_2397_ | l_2399_);
                                        l_mut_394_ = l_2400_;
                                    }
                                    uint _e6156 = l_mut_428_;
                                    l_mut_388_ = _e6156;
                                    uint _e6157 = l_mut_394_;
                                    l_mut_428_ = _e6157;
                                    if (true) {
                                        l_mut_388_ = l_2389_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2385_;
                                            bool l_2403_ = (0u > 0u);
                                            if (l_2403_) {
                                                uint l_2404_ = (l_2385_ >> 0u);
                                                uint l_2405_ = (32u - 0u);
                                                uint l_2406_ = (l_2389_ << l_2405_);
                                                uint l_2407_ = (l_2404_ | l_2406_);
                                                l_mut_394_ = l_2407_;
                                            }
                                            uint l_2408_ = (l_2389_ >> 0u);
                                            uint _e6169 = l_mut_394_;
                                            l_mut_388_ = _e6169;
                                            l_mut_428_ = l_2408_;
                                        }
                                    }
                                    uint _e6170 = l_mut_421_;
                                    uint _e6171 = l_mut_2297_;
                                    uint l_2409_ = (_e6170 * _e6171);
                                    uint _e6173 = l_mut_439_;
                                    uint _e6174 = l_mut_2297_;
                                    uint l_2410_ = (_e6173 * _e6174);
                                    uint _e6176 = l_mut_421_;
                                    uint64_t l_3236_ = uint64_t(_e6176);
                                    uint _e6178 = l_mut_2297_;
                                    uint64_t l_3237_ = uint64_t(_e6178);
                                    uint64_t l_3238_ = (l_3236_ * l_3237_);
                                    uint64_t l_3239_ = (l_3238_ >> uint(32uL));
                                    uint l_2411_ = uint(l_3239_);
                                    uint l_2412_ = (l_2411_ + l_2410_);
                                    uint _e6188 = l_mut_439_;
                                    uint64_t l_3241_ = uint64_t(_e6188);
                                    uint _e6190 = l_mut_2297_;
                                    uint64_t l_3242_ = uint64_t(_e6190);
                                    uint64_t l_3243_ = (l_3241_ * l_3242_);
                                    uint64_t l_3244_ = (l_3243_ >> uint(32uL));
                                    uint l_2413_ = uint(l_3244_);
                                    bool l_2414_ = (l_2412_ < l_2410_);
                                    uint l_2415_ = uint(l_2414_);
                                    uint l_2416_ = (l_2413_ + l_2415_);
                                    l_mut_441_ = l_2409_;
                                    bool l_2418_ = (0u > 0u);
                                    if (l_2418_) {
                                        uint l_2419_ = (l_2409_ >> 0u);
                                        uint l_2420_ = (32u - 0u);
                                        uint l_2421_ = (l_2412_ << l_2420_);
                                        uint l_2422_ = (l_2419_ | l_2421_);
                                        l_mut_441_ = l_2422_;
                                    }
                                    l_mut_440_ = l_2412_;
                                    bool l_2423_ = (0u > 0u);
                                    if (l_2423_) {
                                        uint l_2424_ = (l_2412_ >> 0u);
                                        uint l_2425_ = (32u - 0u);
                                        uint l_2426_ = (l_2416_ << l_2425_);
                                        uint l_2427_ = (l_2424_ | l_2426_);
                                        l_mut_440_ = l_2427_;
                                    }
                                    uint _e6217 = l_mut_441_;
                                    l_mut_394_ = _e6217;
                                    uint _e6218 = l_mut_440_;
                                    l_mut_441_ = _e6218;
                                    if (false) {
                                        l_mut_394_ = l_2416_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2412_;
                                            bool l_2430_ = (0u > 0u);
                                            if (l_2430_) {
                                                uint l_2431_ = (l_2412_ >> 0u);
                                                uint l_2432_ = (32u - 0u);
                                                uint l_2433_ = (l_2416_ << l_2432_);
                                                uint l_2434_ = (l_2431_ | l_2433_);
                                                l_mut_440_ = l_2434_;
                                            }
                                            uint l_2435_ = (l_2416_ >> 0u);
                                            uint _e6230 = l_mut_440_;
                                            l_mut_394_ = _e6230;
                                            l_mut_441_ = l_2435_;
                                        }
                                    }
                                    uint _e6231 = l_mut_421_;
                                    uint _e6232 = l_mut_2297_;
                                    uint l_2436_ = (_e6231 * _e6232);
                                    uint _e6234 = l_mut_439_;
                                    uint _e6235 = l_mut_2297_;
                                    uint l_2437_ = (_e6234 * _e6235);
                                    uint _e6237 = l_mut_421_;
                                    uint64_t l_3246_ = uint64_t(_e6237);
                                    uint _e6239 = l_mut_2297_;
                                    uint64_t l_3247_ = uint64_t(_e6239);
                                    uint64_t l_3248_ = (l_3246_ * l_3247_);
                                    uint64_t l_3249_ = (l_3248_ >> uint(32uL));
                                    uint l_2438_ = uint(l_3249_);
                                    uint l_2439_ = (l_2438_ + l_2437_);
                                    uint _e6249 = l_mut_439_;
                                    uint64_t l_3251_ = uint64_t(_e6249);
                                    uint _e6251 = l_mut_2297_;
                                    uint64_t l_3252_ = uint64_t(_e6251);
                                    uint64_t l_3253_ = (l_3251_ * l_3252_);
                                    uint64_t l_3254_ = (l_3253_ >> uint(32uL));
                                    uint l_2440_ = uint(l_3254_);
                                    bool l_2441_ = (l_2439_ < l_2437_);
                                    uint l_2442_ = uint(l_2441_);
                                    uint l_2443_ = (l_2440_ + l_2442_);
                                    l_mut_440_ = l_2436_;
                                    bool l_2445_ = (0u > 0u);
                                    if (l_2445_) {
                                        uint l_2446_ = (l_2436_ >> 0u);
                                        uint l_2447_ = (32u - 0u);
                                        uint l_2448_ = (l_2439_ << l_2447_);
                                        uint l_2449_ = (l_2446_ | l_2448_);
                                        l_mut_440_ = l_2449_;
                                    }
                                    l_mut_382_ = l_2439_;
                                    bool l_2450_ = (0u > 0u);
                                    if (l_2450_) {
                                        uint l_2451_ = (l_2439_ >> 0u);
                                        uint l_2452_ = (32u - 0u);
                                        uint l_2453_ = (l_2443_ << l_2452_);
                                        uint l_2454_ = (l_2451_ | l_2453_);
                                        l_mut_382_ = l_2454_;
                                    }
                                    uint _e6278 = l_mut_440_;
                                    l_mut_275_ = _e6278;
                                    uint _e6279 = l_mut_382_;
                                    l_mut_440_ = _e6279;
                                    if (true) {
                                        l_mut_275_ = l_2443_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2439_;
                                            bool l_2457_ = (0u > 0u);
                                            if (l_2457_) {
                                                uint l_2458_ = (l_2439_ >> 0u);
                                                uint l_2459_ = (32u - 0u);
                                                uint l_2460_ = (l_2443_ << l_2459_);
                                                uint l_2461_ = (l_2458_ | l_2460_);
                                                l_mut_382_ = l_2461_;
                                            }
                                            uint l_2462_ = (l_2443_ >> 0u);
                                            uint _e6291 = l_mut_382_;
                                            l_mut_275_ = _e6291;
                                            l_mut_440_ = l_2462_;
                                        }
                                    }
                                    uint _e6292 = l_mut_388_;
                                    uint _e6293 = l_mut_2297_;
                                    uint l_2463_ = (_e6292 * _e6293);
                                    uint _e6295 = l_mut_388_;
                                    uint64_t l_3256_ = uint64_t(_e6295);
                                    uint _e6297 = l_mut_2297_;
                                    uint64_t l_3257_ = uint64_t(_e6297);
                                    uint64_t l_3258_ = (l_3256_ * l_3257_);
                                    uint64_t l_3259_ = (l_3258_ >> uint(32uL));
                                    uint l_2464_ = uint(l_3259_);
                                    uint _e6306 = l_mut_428_;
                                    uint _e6307 = l_mut_2297_;
                                    uint l_2465_ = (_e6306 * _e6307);
                                    uint l_2466_ = (l_2464_ + l_2465_);
                                    uint _e6310 = l_mut_275_;
                                    uint l_2467_ = (_e6310 + l_2463_);
                                    uint _e6312 = l_mut_440_;
                                    uint l_2468_ = (_e6312 + l_2466_);
                                    uint _e6314 = l_mut_275_;
                                    bool l_2469_ = (l_2467_ < _e6314);
                                    uint l_2470_ = uint(l_2469_);
                                    uint l_2471_ = (l_2468_ + l_2470_);
                                    uint _e6318 = l_mut_394_;
                                    l_mut_1678_ = _e6318;
                                    uint _e6319 = l_mut_441_;
                                    l_mut_1677_ = _e6319;
                                    bool l_2472_ = (l_9_ == 64u);
                                    if (l_2472_) {
                                        l_mut_1678_ = l_2467_;
                                        l_mut_1677_ = l_2471_;
                                    } else {
                                        bool l_2473_ = (l_9_ > 0u);
                                        if (l_2473_) {
                                            uint l_2474_ = (64u - l_9_);
                                            l_mut_440_ = l_2467_;
                                            l_mut_439_ = l_2471_;
                                            bool l_2475_ = (l_2474_ >= 32u);
                                            if (l_2475_) {
                                                uint l_2476_ = (l_2474_ & 31u);
                                                uint l_2477_ = (l_2467_ << l_2476_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2477_;
                                            } else {
                                                bool l_2478_ = (l_2474_ > 0u);
                                                if (l_2478_) {
                                                    uint l_2479_ = (l_2467_ << l_2474_);
                                                    uint l_2480_ = (l_2471_ << l_2474_);
                                                    uint l_2481_ = (32u - l_2474_);
                                                    uint l_2482_ = (l_2467_ >> l_2481_);
                                                    uint l_2483_ = (l_2480_ | l_2482_);
                                                    l_mut_440_ = l_2479_;
                                                    l_mut_439_ = l_2483_;
                                                }
                                            }
                                            uint _e6340 = l_mut_394_;
                                            l_mut_428_ = _e6340;
                                            uint _e6341 = l_mut_441_;
                                            l_mut_421_ = _e6341;
                                            bool l_2484_ = (l_9_ >= 32u);
                                            if (l_2484_) {
                                                uint l_2485_ = (l_9_ & 31u);
                                                uint _e6346 = l_mut_441_;
                                                uint l_2486_ = (_e6346 >> l_2485_);
                                                l_mut_428_ = l_2486_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2487_ = (l_9_ > 0u);
                                                if (l_2487_) {
                                                    uint _e6351 = l_mut_394_;
                                                    l_mut_388_ = _e6351;
                                                    bool l_2488_ = (l_9_ > 0u);
                                                    if (l_2488_) {
                                                        uint _e6354 = l_mut_394_;
                                                        uint l_2489_ = (_e6354 >> l_9_);
                                                        uint l_2490_ = (32u - l_9_);
                                                        uint _e6358 = l_mut_441_;
                                                        uint l_2491_ = (_e6358 << l_2490_);
                                                        uint l_2492_ = (l_2489_ | l_2491_);
                                                        l_mut_388_ = l_2492_;
                                                    }
                                                    uint _e6361 = l_mut_441_;
                                                    uint l_2493_ = (_e6361 >> l_9_);
                                                    uint _e6363 = l_mut_388_;
                                                    l_mut_428_ = _e6363;
                                                    l_mut_421_ = l_2493_;
                                                }
                                            }
                                            uint _e6364 = l_mut_440_;
                                            uint _e6365 = l_mut_428_;
                                            uint l_2494_ = (_e6364 + _e6365);
                                            uint _e6367 = l_mut_439_;
                                            uint _e6368 = l_mut_421_;
                                            uint l_2495_ = (_e6367 + _e6368);
                                            uint _e6370 = l_mut_440_;
                                            bool l_2496_ = (l_2494_ < _e6370);
                                            uint l_2497_ = uint(l_2496_);
                                            uint l_2498_ = (l_2495_ + l_2497_);
                                            l_mut_1678_ = l_2494_;
                                            l_mut_1677_ = l_2498_;
                                        }
                                    }
                                    if (l_2349_) {
                                        uint _e6375 = l_mut_1678_;
                                        uint l_2499_ = (0u - _e6375);
                                        uint _e6378 = l_mut_1677_;
                                        uint l_2500_ = (0u - _e6378);
                                        uint _e6381 = l_mut_1678_;
                                        bool l_2501_ = (0u < _e6381);
                                        uint l_2502_ = uint(l_2501_);
                                        uint l_2503_ = (l_2500_ - l_2502_);
                                        l_mut_1678_ = l_2499_;
                                        l_mut_1677_ = l_2503_;
                                    }
                                }
                                uint _e6385 = l_mut_1678_;
                                uint l_2504_ = (l_2302_ + _e6385);
                                uint _e6387 = l_mut_1677_;
                                uint l_2505_ = (l_2306_ + _e6387);
                                bool l_2506_ = (l_2504_ < l_2302_);
                                uint l_2507_ = uint(l_2506_);
                                uint l_2508_ = (l_2505_ + l_2507_);
                                uint l_2509_ = (0u - l_2504_);
                                uint l_2510_ = (0u - l_2508_);
                                bool l_2511_ = (0u < l_2504_);
                                uint l_2512_ = uint(l_2511_);
                                uint l_2513_ = (l_2510_ - l_2512_);
                                l_mut_1678_ = l_2509_;
                                l_mut_1677_ = l_2513_;
                                uint _e6400 = l_mut_1677_;
                                bool l_2514_ = (l_2508_ < _e6400);
                                uint _e6402 = l_mut_1677_;
                                bool l_2515_ = (l_2508_ == _e6402);
                                uint _e6404 = l_mut_1678_;
                                bool l_2516_ = (l_2504_ < _e6404);
                                if (l_2515_) {
                                    local_179 = l_2516_;
                                } else {
                                    local_179 = false;
                                }
                                bool l_2517_ = local_179;
                                if (!(l_2514_)) {
                                    local_180 = l_2517_;
                                } else {
                                    local_180 = true;
                                }
                                bool l_2518_ = local_180;
                                if (l_2518_) {
                                    l_mut_1678_ = l_2504_;
                                    l_mut_1677_ = l_2508_;
                                }
                                uint _e6415 = l_mut_1677_;
                                bool l_2519_ = (_e6415 < l_27_);
                                uint _e6417 = l_mut_1677_;
                                bool l_2520_ = (_e6417 == l_27_);
                                uint _e6419 = l_mut_1678_;
                                bool l_2521_ = (_e6419 < l_24_);
                                if (l_2520_) {
                                    local_181 = l_2521_;
                                } else {
                                    local_181 = false;
                                }
                                bool l_2522_ = local_181;
                                if (!(l_2519_)) {
                                    local_182 = l_2522_;
                                } else {
                                    local_182 = true;
                                }
                                bool l_2523_ = local_182;
                                uint l_2524_ = uint(l_2523_);
                                uint _e6431 = l_mut_1683_;
                                l_mut_1683_ = (_e6431 + l_2524_);
                            }
                        }
                        uint _e6436 = l_mut_444_;
                        uint _e6437 = l_mut_1683_;
                        l_mut_444_ = (_e6436 + _e6437);
                    }
                }
            }
            uint _e6442 = l_mut_445_;
            bool l_2525_ = (_e6442 > 0u);
            if (l_2525_) {
                uint l_3261_ = asuint(info.Load(20+0));
                uint l_3262_ = (l_3261_ * 1u);
                uint l_3263_ = (l_3262_ - 1u);
                uint l_3264_ = min(1u, l_3263_);
                uint _e6457 = l_mut_445_;
                uint _e6458; buffer_5_global.InterlockedAdd(l_3264_*4, _e6457, _e6458);
            }
            uint _e6459 = l_mut_444_;
            bool l_2528_ = (_e6459 > 0u);
            if (l_2528_) {
                uint l_3266_ = asuint(info.Load(20+0));
                uint l_3267_ = (l_3266_ * 1u);
                uint l_3268_ = (l_3267_ - 1u);
                uint l_3269_ = min(2u, l_3268_);
                uint _e6474 = l_mut_444_;
                uint _e6475; buffer_5_global.InterlockedAdd(l_3269_*4, _e6474, _e6475);
                l_mut_1683_ = _e6475;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e7044 = l_mut_2531_;
                        l_mut_2531_ = (_e7044 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6478 = l_mut_2531_;
                    if ((_e6478 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6481 = l_mut_450_;
                        uint _e6482 = l_mut_2531_;
                        uint l_2532_ = (_e6481 >> _e6482);
                        uint l_2533_ = (l_2532_ & 1u);
                        bool l_2534_ = (l_2533_ == 1u);
                        if (l_2534_) {
                            uint _e6488 = l_mut_2531_;
                            uint l_2535_ = (_e6488 * l_1064_);
                            uint l_2536_ = (l_2535_ + l_1064_);
                            uint l_2537_ = min(l_2536_, l_56_);
                            uint _e6492 = l_mut_1683_;
                            l_mut_1678_ = _e6492;
                            l_mut_2538_ = l_2535_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e7040 = l_mut_2538_;
                                    l_mut_2538_ = (_e7040 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6494 = l_mut_2538_;
                                if ((_e6494 < l_2537_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6496 = l_mut_2538_;
                                    uint l_2539_ = (l_59_ * _e6496);
                                    uint64_t l_3271_ = uint64_t(l_59_);
                                    uint _e6499 = l_mut_2538_;
                                    uint64_t l_3272_ = uint64_t(_e6499);
                                    uint64_t l_3273_ = (l_3271_ * l_3272_);
                                    uint64_t l_3274_ = (l_3273_ >> uint(32uL));
                                    uint l_2540_ = uint(l_3274_);
                                    uint _e6508 = l_mut_2538_;
                                    uint l_2541_ = (l_62_ * _e6508);
                                    uint l_2542_ = (l_2540_ + l_2541_);
                                    uint l_2543_ = (l_64_ + l_2539_);
                                    uint l_2544_ = (l_67_ + l_2542_);
                                    bool l_2545_ = (l_2543_ < l_64_);
                                    uint l_2546_ = uint(l_2545_);
                                    uint l_2547_ = (l_2544_ + l_2546_);
                                    l_mut_1677_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e6518 = l_mut_2538_;
                                    bool l_2548_ = (_e6518 < 65536u);
                                    if (l_2548_) {
                                        uint _e6521 = l_mut_2538_;
                                        uint _e6522 = l_mut_2538_;
                                        uint l_2549_ = (_e6521 * _e6522);
                                        uint l_2550_ = (l_72_ >> 31u);
                                        bool l_2551_ = (l_2550_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2551_) {
                                            uint l_2552_ = (0u - l_69_);
                                            uint l_2553_ = (0u - l_72_);
                                            bool l_2554_ = (0u < l_69_);
                                            uint l_2555_ = uint(l_2554_);
                                            uint l_2556_ = (l_2553_ - l_2555_);
                                            l_mut_444_ = l_2552_;
                                            l_mut_441_ = l_2556_;
                                        }
                                        uint _e6536 = l_mut_444_;
                                        uint l_2557_ = (_e6536 * l_2549_);
                                        uint _e6538 = l_mut_441_;
                                        uint l_2558_ = (_e6538 * l_2549_);
                                        uint _e6540 = l_mut_444_;
                                        uint64_t l_3276_ = uint64_t(_e6540);
                                        uint64_t l_3277_ = uint64_t(l_2549_);
                                        uint64_t l_3278_ = (l_3276_ * l_3277_);
                                        uint64_t l_3279_ = (l_3278_ >> uint(32uL));
                                        uint l_2559_ = uint(l_3279_);
                                        uint l_2560_ = (l_2559_ + l_2558_);
                                        uint _e6551 = l_mut_441_;
                                        uint64_t l_3281_ = uint64_t(_e6551);
                                        uint64_t l_3282_ = uint64_t(l_2549_);
                                        uint64_t l_3283_ = (l_3281_ * l_3282_);
                                        uint64_t l_3284_ = (l_3283_ >> uint(32uL));
                                        uint l_2561_ = uint(l_3284_);
                                        bool l_2562_ = (l_2560_ < l_2558_);
                                        uint l_2563_ = uint(l_2562_);
                                        uint l_2564_ = (l_2561_ + l_2563_);
                                        uint l_2565_ = naga_mod(l_9_, 32u);
                                        l_mut_440_ = l_2557_;
                                        bool l_2566_ = (l_2565_ > 0u);
                                        if (l_2566_) {
                                            uint l_2567_ = (l_2557_ >> l_2565_);
                                            uint l_2568_ = (32u - l_2565_);
                                            uint l_2569_ = (l_2560_ << l_2568_);
                                            uint l_2570_ = (l_2567_ | l_2569_);
                                            l_mut_440_ = l_2570_;
                                        }
                                        l_mut_439_ = l_2560_;
                                        bool l_2571_ = (l_2565_ > 0u);
                                        if (l_2571_) {
                                            uint l_2572_ = (l_2560_ >> l_2565_);
                                            uint l_2573_ = (32u - l_2565_);
                                            uint l_2574_ = (l_2564_ << l_2573_);
                                            uint l_2575_ = (l_2572_ | l_2574_);
                                            l_mut_439_ = l_2575_;
                                        }
                                        uint _e6580 = l_mut_440_;
                                        l_mut_428_ = _e6580;
                                        uint _e6581 = l_mut_439_;
                                        l_mut_440_ = _e6581;
                                        bool l_2576_ = (l_9_ >= 64u);
                                        if (l_2576_) {
                                            l_mut_428_ = l_2564_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2577_ = (l_9_ >= 32u);
                                            if (l_2577_) {
                                                l_mut_439_ = l_2560_;
                                                bool l_2578_ = (l_2565_ > 0u);
                                                if (l_2578_) {
                                                    uint l_2579_ = (l_2560_ >> l_2565_);
                                                    uint l_2580_ = (32u - l_2565_);
                                                    uint l_2581_ = (l_2564_ << l_2580_);
                                                    uint l_2582_ = (l_2579_ | l_2581_);
                                                    l_mut_439_ = l_2582_;
                                                }
                                                uint l_2583_ = (l_2564_ >> l_2565_);
                                                uint _e6595 = l_mut_439_;
                                                l_mut_428_ = _e6595;
                                                l_mut_440_ = l_2583_;
                                            }
                                        }
                                        uint _e6596 = l_mut_428_;
                                        l_mut_444_ = _e6596;
                                        uint _e6597 = l_mut_440_;
                                        l_mut_441_ = _e6597;
                                        if (l_2551_) {
                                            uint _e6599 = l_mut_444_;
                                            uint l_2584_ = (0u - _e6599);
                                            uint _e6602 = l_mut_441_;
                                            uint l_2585_ = (0u - _e6602);
                                            uint _e6605 = l_mut_444_;
                                            bool l_2586_ = (0u < _e6605);
                                            uint l_2587_ = uint(l_2586_);
                                            uint l_2588_ = (l_2585_ - l_2587_);
                                            l_mut_444_ = l_2584_;
                                            l_mut_441_ = l_2588_;
                                        }
                                        uint _e6609 = l_mut_444_;
                                        l_mut_1677_ = _e6609;
                                        uint _e6610 = l_mut_441_;
                                        l_mut_445_ = _e6610;
                                    } else {
                                        uint l_2589_ = (l_72_ >> 31u);
                                        bool l_2590_ = (l_2589_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2590_) {
                                            uint l_2591_ = (0u - l_69_);
                                            uint l_2592_ = (0u - l_72_);
                                            bool l_2593_ = (0u < l_69_);
                                            uint l_2594_ = uint(l_2593_);
                                            uint l_2595_ = (l_2592_ - l_2594_);
                                            l_mut_444_ = l_2591_;
                                            l_mut_441_ = l_2595_;
                                        }
                                        uint _e6623 = l_mut_444_;
                                        uint _e6624 = l_mut_2538_;
                                        uint l_2596_ = (_e6623 * _e6624);
                                        uint _e6626 = l_mut_441_;
                                        uint _e6627 = l_mut_2538_;
                                        uint l_2597_ = (_e6626 * _e6627);
                                        uint _e6629 = l_mut_444_;
                                        uint64_t l_3286_ = uint64_t(_e6629);
                                        uint _e6631 = l_mut_2538_;
                                        uint64_t l_3287_ = uint64_t(_e6631);
                                        uint64_t l_3288_ = (l_3286_ * l_3287_);
                                        uint64_t l_3289_ = (l_3288_ >> uint(32uL));
                                        uint l_2598_ = uint(l_3289_);
                                        uint l_2599_ = (l_2598_ + l_2597_);
                                        uint _e6641 = l_mut_441_;
                                        uint64_t l_3291_ = uint64_t(_e6641);
                                        uint _e6643 = l_mut_2538_;
                                        uint64_t l_3292_ = uint64_t(_e6643);
                                        uint64_t l_3293_ = (l_3291_ * l_3292_);
                                        uint64_t l_3294_ = (l_3293_ >> uint(32uL));
                                        uint l_2600_ = uint(l_3294_);
                                        bool l_2601_ = (l_2599_ < l_2597_);
                                        uint l_2602_ = uint(l_2601_);
                                        uint l_2603_ = (l_2600_ + l_2602_);
                                        l_mut_440_ = l_2596_;
                                        bool l_2605_ = (0u > 0u);
                                        if (l_2605_) {
                                            uint l_2606_ = (l_2596_ >> 0u);
                                            uint l_2607_ = (32u - 0u);
                                            uint l_2608_ = (l_2599_ << l_2607_);
                                            uint l_2609_ = (l_2606_ | l_2608_);
                                            l_mut_440_ = l_2609_;
                                        }
                                        l_mut_439_ = l_2599_;
                                        bool l_2610_ = (0u > 0u);
                                        if (l_2610_) {
                                            uint l_2611_ = (l_2599_ >> 0u);
                                            uint l_2612_ = (32u - 0u);
                                            uint l_2613_ = (l_2603_ << l_2612_);
                                            uint l_2614_ = (l_2611_ | l_2613_);
                                            l_mut_439_ = l_2614_;
                                        }
                                        uint _e6670 = l_mut_440_;
                                        l_mut_428_ = _e6670;
                                        uint _e6671 = l_mut_439_;
                                        l_mut_440_ = _e6671;
                                        if (false) {
                                            l_mut_428_ = l_2603_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2599_;
                                                bool l_2617_ = (0u > 0u);
                                                if (l_2617_) {
                                                    uint l_2618_ = (l_2599_ >> 0u);
                                                    uint l_2619_ = (32u - 0u);
                                                    uint l_2620_ = (l_2603_ << l_2619_);
                                                    uint l_2621_ = (l_2618_ | l_2620_);
                                                    l_mut_439_ = l_2621_;
                                                }
                                                uint l_2622_ = (l_2603_ >> 0u);
                                                uint _e6683 = l_mut_439_;
                                                l_mut_428_ = _e6683;
                                                l_mut_440_ = l_2622_;
                                            }
                                        }
                                        uint _e6684 = l_mut_444_;
                                        uint _e6685 = l_mut_2538_;
                                        uint l_2623_ = (_e6684 * _e6685);
                                        uint _e6687 = l_mut_441_;
                                        uint _e6688 = l_mut_2538_;
                                        uint l_2624_ = (_e6687 * _e6688);
                                        uint _e6690 = l_mut_444_;
                                        uint64_t l_3296_ = uint64_t(_e6690);
                                        uint _e6692 = l_mut_2538_;
                                        uint64_t l_3297_ = uint64_t(_e6692);
                                        uint64_t l_3298_ = (l_3296_ * l_3297_);
                                        uint64_t l_3299_ = (l_3298_ >> uint(32uL));
                                        uint l_2625_ = uint(l_3299_);
                                        uint l_2626_ = (l_2625_ + l_2624_);
                                        uint _e6702 = l_mut_441_;
                                        uint64_t l_3301_ = uint64_t(_e6702);
                                        uint _e6704 = l_mut_2538_;
                                        uint64_t l_3302_ = uint64_t(_e6704);
                                        uint64_t l_3303_ = (l_3301_ * l_3302_);
                                        uint64_t l_3304_ = (l_3303_ >> uint(32uL));
                                        uint l_2627_ = uint(l_3304_);
                                        bool l_2628_ = (l_2626_ < l_2624_);
                                        uint l_2629_ = uint(l_2628_);
                                        uint l_2630_ = (l_2627_ + l_2629_);
                                        l_mut_439_ = l_2623_;
                                        bool l_2632_ = (0u > 0u);
                                        if (l_2632_) {
                                            uint l_2633_ = (l_2623_ >> 0u);
                                            uint l_2634_ = (32u - 0u);
                                            uint l_2635_ = (l_2626_ << l_2634_);
                                            uint l_2636_ = (l_2633_ | l_2635_);
                                            l_mut_439_ = l_2636_;
                                        }
                                        l_mut_421_ = l_2626_;
                                        bool l_2637_ = (0u > 0u);
                                        if (l_2637_) {
                                            uint l_2638_ = (l_2626_ >> 0u);
                                            uint l_2639_ = (32u - 0u);
                                            uint l_2640_ = (l_2630_ << l_2639_);
                                            uint l_2641_ = (l_2638_ | l_2640_);
                                            l_mut_421_ = l_2641_;
                                        }
                                        uint _e6731 = l_mut_439_;
                                        l_mut_394_ = _e6731;
                                        uint _e6732 = l_mut_421_;
                                        l_mut_439_ = _e6732;
                                        if (true) {
                                            l_mut_394_ = l_2630_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2626_;
                                                bool l_2644_ = (0u > 0u);
                                                if (l_2644_) {
                                                    uint l_2645_ = (l_2626_ >> 0u);
                                                    uint l_2646_ = (32u - 0u);
                                                    uint l_2647_ = (l_2630_ << l_2646_);
                                                    uint l_2648_ = (l_2645_ | l_2647_);
                                                    l_mut_421_ = l_2648_;
                                                }
                                                uint l_2649_ = (l_2630_ >> 0u);
                                                uint _e6744 = l_mut_421_;
                                                l_mut_394_ = _e6744;
                                                l_mut_439_ = l_2649_;
                                            }
                                        }
                                        uint _e6745 = l_mut_428_;
                                        uint _e6746 = l_mut_2538_;
                                        uint l_2650_ = (_e6745 * _e6746);
                                        uint _e6748 = l_mut_440_;
                                        uint _e6749 = l_mut_2538_;
                                        uint l_2651_ = (_e6748 * _e6749);
                                        uint _e6751 = l_mut_428_;
                                        uint64_t l_3306_ = uint64_t(_e6751);
                                        uint _e6753 = l_mut_2538_;
                                        uint64_t l_3307_ = uint64_t(_e6753);
                                        uint64_t l_3308_ = (l_3306_ * l_3307_);
                                        uint64_t l_3309_ = (l_3308_ >> uint(32uL));
                                        uint l_2652_ = uint(l_3309_);
                                        uint l_2653_ = (l_2652_ + l_2651_);
                                        uint _e6763 = l_mut_440_;
                                        uint64_t l_3311_ = uint64_t(_e6763);
                                        uint _e6765 = l_mut_2538_;
                                        uint64_t l_3312_ = uint64_t(_e6765);
                                        uint64_t l_3313_ = (l_3311_ * l_3312_);
                                        uint64_t l_3314_ = (l_3313_ >> uint(32uL));
                                        uint l_2654_ = uint(l_3314_);
                                        bool l_2655_ = (l_2653_ < l_2651_);
                                        uint l_2656_ = uint(l_2655_);
                                        uint l_2657_ = (l_2654_ + l_2656_);
                                        l_mut_444_ = l_2650_;
                                        bool l_2659_ = (0u > 0u);
                                        if (l_2659_) {
                                            uint l_2660_ = (l_2650_ >> 0u);
                                            uint l_2661_ = (32u - 0u);
                                            uint l_2662_ = (l_2653_ << l_2661_);
                                            uint l_2663_ = (l_2660_ | l_2662_);
                                            l_mut_444_ = l_2663_;
                                        }
                                        l_mut_441_ = l_2653_;
                                        bool l_2664_ = (0u > 0u);
                                        if (l_2664_) {
                                            uint l_2665_ = (l_2653_ >> 0u);
                                            uint l_2666_ = (32u - 0u);
                                            uint l_2667_ = (l_2657_ << l_2666_);
                                            uint l_2668_ = (l_2665_ | l_2667_);
                                            l_mut_441_ = l_2668_;
                                        }
                                        uint _e6792 = l_mut_444_;
                                        l_mut_421_ = _e6792;
                                        uint _e6793 = l_mut_441_;
                                        l_mut_444_ = _e6793;
                                        if (false) {
                                            l_mut_421_ = l_2657_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2653_;
                                                bool l_2671_ = (0u > 0u);
                                                if (l_2671_) {
                                                    uint l_2672_ = (l_2653_ >> 0u);
                                                    uint l_2673_ = (32u - 0u);
                                                    uint l_2674_ = (l_2657_ << l_2673_);
                                                    uint l_2675_ = (l_2672_ | l_2674_);
                                                    l_mut_441_ = l_2675_;
                                                }
                                                uint l_2676_ = (l_2657_ >> 0u);
                                                uint _e6805 = l_mut_441_;
                                                l_mut_421_ = _e6805;
                                                l_mut_444_ = l_2676_;
                                            }
                                        }
                                        uint _e6806 = l_mut_428_;
                                        uint _e6807 = l_mut_2538_;
                                        uint l_2677_ = (_e6806 * _e6807);
                                        uint _e6809 = l_mut_440_;
                                        uint _e6810 = l_mut_2538_;
                                        uint l_2678_ = (_e6809 * _e6810);
                                        uint _e6812 = l_mut_428_;
                                        uint64_t l_3316_ = uint64_t(_e6812);
                                        uint _e6814 = l_mut_2538_;
                                        uint64_t l_3317_ = uint64_t(_e6814);
                                        uint64_t l_3318_ = (l_3316_ * l_3317_);
                                        uint64_t l_3319_ = (l_3318_ >> uint(32uL));
                                        uint l_2679_ = uint(l_3319_);
                                        uint l_2680_ = (l_2679_ + l_2678_);
                                        uint _e6824 = l_mut_440_;
                                        uint64_t l_3321_ = uint64_t(_e6824);
                                        uint _e6826 = l_mut_2538_;
                                        uint64_t l_3322_ = uint64_t(_e6826);
                                        uint64_t l_3323_ = (l_3321_ * l_3322_);
                                        uint64_t l_3324_ = (l_3323_ >> uint(32uL));
                                        uint l_2681_ = uint(l_3324_);
                                        bool l_2682_ = (l_2680_ < l_2678_);
                                        uint l_2683_ = uint(l_2682_);
                                        uint l_2684_ = (l_2681_ + l_2683_);
                                        l_mut_441_ = l_2677_;
                                        bool l_2686_ = (0u > 0u);
                                        if (l_2686_) {
                                            uint l_2687_ = (l_2677_ >> 0u);
                                            uint l_2688_ = (32u - 0u);
                                            uint l_2689_ = (l_2680_ << l_2688_);
                                            uint l_2690_ = (l_2687_ | l_2689_);
                                            l_mut_441_ = l_2690_;
                                        }
                                        l_mut_388_ = l_2680_;
                                        bool l_2691_ = (0u > 0u);
                                        if (l_2691_) {
                                            uint l_2692_ = (l_2680_ >> 0u);
                                            uint l_2693_ = (32u - 0u);
                                            uint l_2694_ = (l_2684_ << l_2693_);
                                            uint l_2695_ = (l_2692_ | l_2694_);
                                            l_mut_388_ = l_2695_;
                                        }
                                        uint _e6853 = l_mut_441_;
                                        l_mut_382_ = _e6853;
                                        uint _e6854 = l_mut_388_;
                                        l_mut_441_ = _e6854;
                                        if (true) {
                                            l_mut_382_ = l_2684_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2680_;
                                                bool l_2698_ = (0u > 0u);
                                                if (l_2698_) {
                                                    uint l_2699_ = (l_2680_ >> 0u);
                                                    uint l_2700_ = (32u - 0u);
                                                    uint l_2701_ = (l_2684_ << l_2700_);
                                                    uint l_2702_ = (l_2699_ | l_2701_);
                                                    l_mut_388_ = l_2702_;
                                                }
                                                uint l_2703_ = (l_2684_ >> 0u);
                                                uint _e6866 = l_mut_388_;
                                                l_mut_382_ = _e6866;
                                                l_mut_441_ = l_2703_;
                                            }
                                        }
                                        uint _e6867 = l_mut_394_;
                                        uint _e6868 = l_mut_2538_;
                                        uint l_2704_ = (_e6867 * _e6868);
                                        uint _e6870 = l_mut_394_;
                                        uint64_t l_3326_ = uint64_t(_e6870);
                                        uint _e6872 = l_mut_2538_;
                                        uint64_t l_3327_ = uint64_t(_e6872);
                                        uint64_t l_3328_ = (l_3326_ * l_3327_);
                                        uint64_t l_3329_ = (l_3328_ >> uint(32uL));
                                        uint l_2705_ = uint(l_3329_);
                                        uint _e6881 = l_mut_439_;
                                        uint _e6882 = l_mut_2538_;
                                        uint l_2706_ = (_e6881 * _e6882);
                                        uint l_2707_ = (l_2705_ + l_2706_);
                                        uint _e6885 = l_mut_382_;
                                        uint l_2708_ = (_e6885 + l_2704_);
                                        uint _e6887 = l_mut_441_;
                                        uint l_2709_ = (_e6887 + l_2707_);
                                        uint _e6889 = l_mut_382_;
                                        bool l_2710_ = (l_2708_ < _e6889);
                                        uint l_2711_ = uint(l_2710_);
                                        uint l_2712_ = (l_2709_ + l_2711_);
                                        uint _e6893 = l_mut_421_;
                                        l_mut_1677_ = _e6893;
                                        uint _e6894 = l_mut_444_;
                                        l_mut_445_ = _e6894;
                                        bool l_2713_ = (l_9_ == 64u);
                                        if (l_2713_) {
                                            l_mut_1677_ = l_2708_;
                                            l_mut_445_ = l_2712_;
                                        } else {
                                            bool l_2714_ = (l_9_ > 0u);
                                            if (l_2714_) {
                                                uint l_2715_ = (64u - l_9_);
                                                l_mut_441_ = l_2708_;
                                                l_mut_440_ = l_2712_;
                                                bool l_2716_ = (l_2715_ >= 32u);
                                                if (l_2716_) {
                                                    uint l_2717_ = (l_2715_ & 31u);
                                                    uint l_2718_ = (l_2708_ << l_2717_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2718_;
                                                } else {
                                                    bool l_2719_ = (l_2715_ > 0u);
                                                    if (l_2719_) {
                                                        uint l_2720_ = (l_2708_ << l_2715_);
                                                        uint l_2721_ = (l_2712_ << l_2715_);
                                                        uint l_2722_ = (32u - l_2715_);
                                                        uint l_2723_ = (l_2708_ >> l_2722_);
                                                        uint l_2724_ = (l_2721_ | l_2723_);
                                                        l_mut_441_ = l_2720_;
                                                        l_mut_440_ = l_2724_;
                                                    }
                                                }
                                                uint _e6915 = l_mut_421_;
                                                l_mut_439_ = _e6915;
                                                uint _e6916 = l_mut_444_;
                                                l_mut_428_ = _e6916;
                                                bool l_2725_ = (l_9_ >= 32u);
                                                if (l_2725_) {
                                                    uint l_2726_ = (l_9_ & 31u);
                                                    uint _e6921 = l_mut_444_;
                                                    uint l_2727_ = (_e6921 >> l_2726_);
                                                    l_mut_439_ = l_2727_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2728_ = (l_9_ > 0u);
                                                    if (l_2728_) {
                                                        uint _e6926 = l_mut_421_;
                                                        l_mut_394_ = _e6926;
                                                        bool l_2729_ = (l_9_ > 0u);
                                                        if (l_2729_) {
                                                            uint _e6929 = l_mut_421_;
                                                            uint l_2730_ = (_e6929 >> l_9_);
                                                            uint l_2731_ = (32u - l_9_);
                                                            uint _e6933 = l_mut_444_;
                                                            uint l_2732_ = (_e6933 << l_2731_);
                                                            uint l_2733_ = (l_2730_ | l_2732_);
                                                            l_mut_394_ = l_2733_;
                                                        }
                                                        uint _e6936 = l_mut_444_;
                                                        uint l_2734_ = (_e6936 >> l_9_);
                                                        uint _e6938 = l_mut_394_;
                                                        l_mut_439_ = _e6938;
                                                        l_mut_428_ = l_2734_;
                                                    }
                                                }
                                                uint _e6939 = l_mut_441_;
                                                uint _e6940 = l_mut_439_;
                                                uint l_2735_ = (_e6939 + _e6940);
                                                uint _e6942 = l_mut_440_;
                                                uint _e6943 = l_mut_428_;
                                                uint l_2736_ = (_e6942 + _e6943);
                                                uint _e6945 = l_mut_441_;
                                                bool l_2737_ = (l_2735_ < _e6945);
                                                uint l_2738_ = uint(l_2737_);
                                                uint l_2739_ = (l_2736_ + l_2738_);
                                                l_mut_1677_ = l_2735_;
                                                l_mut_445_ = l_2739_;
                                            }
                                        }
                                        if (l_2590_) {
                                            uint _e6950 = l_mut_1677_;
                                            uint l_2740_ = (0u - _e6950);
                                            uint _e6953 = l_mut_445_;
                                            uint l_2741_ = (0u - _e6953);
                                            uint _e6956 = l_mut_1677_;
                                            bool l_2742_ = (0u < _e6956);
                                            uint l_2743_ = uint(l_2742_);
                                            uint l_2744_ = (l_2741_ - l_2743_);
                                            l_mut_1677_ = l_2740_;
                                            l_mut_445_ = l_2744_;
                                        }
                                    }
                                    uint _e6960 = l_mut_1677_;
                                    uint l_2745_ = (l_2543_ + _e6960);
                                    uint _e6962 = l_mut_445_;
                                    uint l_2746_ = (l_2547_ + _e6962);
                                    bool l_2747_ = (l_2745_ < l_2543_);
                                    uint l_2748_ = uint(l_2747_);
                                    uint l_2749_ = (l_2746_ + l_2748_);
                                    uint l_2750_ = (0u - l_2745_);
                                    uint l_2751_ = (0u - l_2749_);
                                    bool l_2752_ = (0u < l_2745_);
                                    uint l_2753_ = uint(l_2752_);
                                    uint l_2754_ = (l_2751_ - l_2753_);
                                    l_mut_1677_ = l_2750_;
                                    l_mut_445_ = l_2754_;
                                    uint _e6975 = l_mut_445_;
                                    bool l_2755_ = (l_2749_ < _e6975);
                                    uint _e6977 = l_mut_445_;
                                    bool l_2756_ = (l_2749_ == _e6977);
                                    uint _e6979 = l_mut_1677_;
                                    bool l_2757_ = (l_2745_ < _e6979);
                                    if (l_2756_) {
                                        local_183 = l_2757_;
                                    } else {
                                        local_183 = false;
                                    }
                                    bool l_2758_ = local_183;
                                    if (!(l_2755_)) {
                                        local_184 = l_2758_;
                                    } else {
                                        local_184 = true;
                                    }
                                    bool l_2759_ = local_184;
                                    if (l_2759_) {
                                        l_mut_1677_ = l_2745_;
                                        l_mut_445_ = l_2749_;
                                    }
                                    uint _e6990 = l_mut_445_;
                                    bool l_2760_ = (_e6990 < l_27_);
                                    uint _e6992 = l_mut_445_;
                                    bool l_2761_ = (_e6992 == l_27_);
                                    uint _e6994 = l_mut_1677_;
                                    bool l_2762_ = (_e6994 < l_24_);
                                    if (l_2761_) {
                                        local_185 = l_2762_;
                                    } else {
                                        local_185 = false;
                                    }
                                    bool l_2763_ = local_185;
                                    if (!(l_2760_)) {
                                        local_186 = l_2763_;
                                    } else {
                                        local_186 = true;
                                    }
                                    bool l_2764_ = local_186;
                                    if (l_2764_) {
                                        uint _e7005 = l_mut_1678_;
                                        uint l_2765_ = (_e7005 * 2u);
                                        uint l_2766_ = (l_2765_ + 1u);
                                        uint l_2767_ = asuint(info.Load(40+0));
                                        bool l_2768_ = (l_2766_ < l_2767_);
                                        if (l_2768_) {
                                            uint l_3331_ = asuint(info.Load(16+0));
                                            uint l_3332_ = (l_3331_ * 1u);
                                            bool l_3333_ = (l_2765_ < l_3332_);
                                            if (l_3333_) {
                                                buffer_4_global.Store(l_2765_*4, asuint(id));
                                            }
                                            uint l_2769_ = (l_2765_ + 1u);
                                            uint l_3334_ = asuint(info.Load(16+0));
                                            uint l_3335_ = (l_3334_ * 1u);
                                            bool l_3336_ = (l_2769_ < l_3335_);
                                            if (l_3336_) {
                                                uint _e7035 = l_mut_2538_;
                                                buffer_4_global.Store(l_2769_*4, asuint(_e7035));
                                            }
                                        }
                                        uint _e7036 = l_mut_1678_;
                                        l_mut_1678_ = (_e7036 + 1u);
                                    }
                                }
                            }
                            uint _e7042 = l_mut_1678_;
                            l_mut_1683_ = _e7042;
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
