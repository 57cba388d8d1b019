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
    uint l_mut_1692_ = (uint)0;
    uint l_mut_2006_ = (uint)0;
    uint l_mut_2011_ = (uint)0;
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
    uint l_mut_766_ = (uint)0;
    uint l_mut_771_ = (uint)0;
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
    uint l_mut_764_ = (uint)0;
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
    uint l_mut_896_ = (uint)0;
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
    uint l_mut_993_ = (uint)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    uint l_mut_1076_ = 0u;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    uint l_mut_1686_ = (uint)0;
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
    uint l_mut_1795_ = (uint)0;
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
    uint l_mut_1922_ = (uint)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    uint l_mut_2004_ = (uint)0;
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
    uint l_mut_2136_ = (uint)0;
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
    uint l_mut_2233_ = (uint)0;
    bool local_171 = (bool)0;
    bool local_172 = (bool)0;
    bool local_173 = (bool)0;
    bool local_174 = (bool)0;
    bool local_175 = (bool)0;
    bool local_176 = (bool)0;
    bool local_177 = (bool)0;
    bool local_178 = (bool)0;
    uint l_mut_2317_ = (uint)0;
    bool local_179 = (bool)0;
    bool local_180 = (bool)0;
    bool local_181 = (bool)0;
    bool local_182 = (bool)0;
    uint l_mut_2551_ = 0u;
    uint l_mut_2558_ = (uint)0;
    bool local_183 = (bool)0;
    bool local_184 = (bool)0;
    bool local_185 = (bool)0;
    bool local_186 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2874_ = asuint(info.Load(20+0));
        uint l_2875_ = (l_2874_ * 1u);
        uint l_2876_ = (l_2875_ - 1u);
        uint l_2877_ = min(3u, l_2876_);
        uint _e71; buffer_5_global.InterlockedAdd(l_2877_*4, 1u, _e71);
    }
    uint l_2790_ = asuint(info.Load(12+0));
    uint l_2791_ = (l_2790_ * 1u);
    bool l_2792_ = (0u < l_2791_);
    uint l_2793_ = (l_2791_ - 1u);
    uint l_2794_ = min(0u, l_2793_);
    uint l_2795_ = asuint(buffer_3_global.Load(l_2794_*4));
    uint l_4_ = (l_2792_ ? l_2795_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2797_ = asuint(info.Load(12+0));
    uint l_2798_ = (l_2797_ * 1u);
    bool l_2799_ = (l_6_ < l_2798_);
    uint l_2800_ = (l_2798_ - 1u);
    uint l_2801_ = min(l_6_, l_2800_);
    uint l_2802_ = asuint(buffer_3_global.Load(l_2801_*4));
    uint l_7_ = (l_2799_ ? l_2802_ : 0u);
    uint l_2804_ = asuint(info.Load(12+0));
    uint l_2805_ = (l_2804_ * 1u);
    bool l_2806_ = (2u < l_2805_);
    uint l_2807_ = (l_2805_ - 1u);
    uint l_2808_ = min(2u, l_2807_);
    uint l_2809_ = asuint(buffer_3_global.Load(l_2808_*4));
    uint l_9_ = (l_2806_ ? l_2809_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2811_ = asuint(info.Load(12+0));
    uint l_2812_ = (l_2811_ * 1u);
    bool l_2813_ = (l_11_ < l_2812_);
    uint l_2814_ = (l_2812_ - 1u);
    uint l_2815_ = min(l_11_, l_2814_);
    uint l_2816_ = asuint(buffer_3_global.Load(l_2815_*4));
    uint l_12_ = (l_2813_ ? l_2816_ : 0u);
    uint l_2818_ = asuint(info.Load(12+0));
    uint l_2819_ = (l_2818_ * 1u);
    bool l_2820_ = (4u < l_2819_);
    uint l_2821_ = (l_2819_ - 1u);
    uint l_2822_ = min(4u, l_2821_);
    uint l_2823_ = asuint(buffer_3_global.Load(l_2822_*4));
    uint l_14_ = (l_2820_ ? l_2823_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2825_ = asuint(info.Load(12+0));
    uint l_2826_ = (l_2825_ * 1u);
    bool l_2827_ = (l_16_ < l_2826_);
    uint l_2828_ = (l_2826_ - 1u);
    uint l_2829_ = min(l_16_, l_2828_);
    uint l_2830_ = asuint(buffer_3_global.Load(l_2829_*4));
    uint l_17_ = (l_2827_ ? l_2830_ : 0u);
    uint l_2832_ = asuint(info.Load(12+0));
    uint l_2833_ = (l_2832_ * 1u);
    bool l_2834_ = (6u < l_2833_);
    uint l_2835_ = (l_2833_ - 1u);
    uint l_2836_ = min(6u, l_2835_);
    uint l_2837_ = asuint(buffer_3_global.Load(l_2836_*4));
    uint l_19_ = (l_2834_ ? l_2837_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2839_ = asuint(info.Load(12+0));
    uint l_2840_ = (l_2839_ * 1u);
    bool l_2841_ = (l_21_ < l_2840_);
    uint l_2842_ = (l_2840_ - 1u);
    uint l_2843_ = min(l_21_, l_2842_);
    uint l_2844_ = asuint(buffer_3_global.Load(l_2843_*4));
    uint l_22_ = (l_2841_ ? l_2844_ : 0u);
    uint l_2846_ = asuint(info.Load(12+0));
    uint l_2847_ = (l_2846_ * 1u);
    bool l_2848_ = (8u < l_2847_);
    uint l_2849_ = (l_2847_ - 1u);
    uint l_2850_ = min(8u, l_2849_);
    uint l_2851_ = asuint(buffer_3_global.Load(l_2850_*4));
    uint l_24_ = (l_2848_ ? l_2851_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2853_ = asuint(info.Load(12+0));
    uint l_2854_ = (l_2853_ * 1u);
    bool l_2855_ = (l_26_ < l_2854_);
    uint l_2856_ = (l_2854_ - 1u);
    uint l_2857_ = min(l_26_, l_2856_);
    uint l_2858_ = asuint(buffer_3_global.Load(l_2857_*4));
    uint l_27_ = (l_2855_ ? l_2858_ : 0u);
    uint l_2860_ = asuint(info.Load(12+0));
    uint l_2861_ = (l_2860_ * 1u);
    bool l_2862_ = (10u < l_2861_);
    uint l_2863_ = (l_2861_ - 1u);
    uint l_2864_ = min(10u, l_2863_);
    uint l_2865_ = asuint(buffer_3_global.Load(l_2864_*4));
    uint l_29_ = (l_2862_ ? l_2865_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2867_ = asuint(info.Load(12+0));
    uint l_2868_ = (l_2867_ * 1u);
    bool l_2869_ = (l_31_ < l_2868_);
    uint l_2870_ = (l_2868_ - 1u);
    uint l_2871_ = min(l_31_, l_2870_);
    uint l_2872_ = asuint(buffer_3_global.Load(l_2871_*4));
    uint l_32_ = (l_2869_ ? l_2872_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2879_ = uint64_t(id);
    uint64_t l_2880_ = uint64_t(l_4_);
    uint64_t l_2881_ = (l_2879_ * l_2880_);
    uint64_t l_2882_ = (l_2881_ >> uint(32uL));
    uint l_37_ = uint(l_2882_);
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
        uint l_2884_ = asuint(info.Load(0+0));
        uint l_2885_ = (l_2884_ * 1u);
        bool l_2886_ = (l_58_ < l_2885_);
        uint l_2887_ = (l_2885_ - 1u);
        uint l_2888_ = min(l_58_, l_2887_);
        uint l_2889_ = asuint(buffer_0_global.Load(l_2888_*4));
        uint l_59_ = (l_2886_ ? l_2889_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2891_ = asuint(info.Load(0+0));
        uint l_2892_ = (l_2891_ * 1u);
        bool l_2893_ = (l_61_ < l_2892_);
        uint l_2894_ = (l_2892_ - 1u);
        uint l_2895_ = min(l_61_, l_2894_);
        uint l_2896_ = asuint(buffer_0_global.Load(l_2895_*4));
        uint l_62_ = (l_2893_ ? l_2896_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2898_ = asuint(info.Load(4+0));
        uint l_2899_ = (l_2898_ * 1u);
        bool l_2900_ = (l_63_ < l_2899_);
        uint l_2901_ = (l_2899_ - 1u);
        uint l_2902_ = min(l_63_, l_2901_);
        uint l_2903_ = asuint(buffer_1_global.Load(l_2902_*4));
        uint l_64_ = (l_2900_ ? l_2903_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2905_ = asuint(info.Load(4+0));
        uint l_2906_ = (l_2905_ * 1u);
        bool l_2907_ = (l_66_ < l_2906_);
        uint l_2908_ = (l_2906_ - 1u);
        uint l_2909_ = min(l_66_, l_2908_);
        uint l_2910_ = asuint(buffer_1_global.Load(l_2909_*4));
        uint l_67_ = (l_2907_ ? l_2910_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2912_ = asuint(info.Load(8+0));
        uint l_2913_ = (l_2912_ * 1u);
        bool l_2914_ = (l_68_ < l_2913_);
        uint l_2915_ = (l_2913_ - 1u);
        uint l_2916_ = min(l_68_, l_2915_);
        uint l_2917_ = asuint(buffer_2_global.Load(l_2916_*4));
        uint l_69_ = (l_2914_ ? l_2917_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2919_ = asuint(info.Load(8+0));
        uint l_2920_ = (l_2919_ * 1u);
        bool l_2921_ = (l_71_ < l_2920_);
        uint l_2922_ = (l_2920_ - 1u);
        uint l_2923_ = min(l_71_, l_2922_);
        uint l_2924_ = asuint(buffer_2_global.Load(l_2923_*4));
        uint l_72_ = (l_2921_ ? l_2924_ : 0u);
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
        uint64_t l_2926_ = uint64_t(_e457);
        uint64_t l_2927_ = uint64_t(l_4_);
        uint64_t l_2928_ = (l_2926_ * l_2927_);
        uint64_t l_2929_ = (l_2928_ >> uint(32uL));
        uint l_83_ = uint(l_2929_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e468 = l_mut_75_;
        uint64_t l_2931_ = uint64_t(_e468);
        uint64_t l_2932_ = uint64_t(l_4_);
        uint64_t l_2933_ = (l_2931_ * l_2932_);
        uint64_t l_2934_ = (l_2933_ >> uint(32uL));
        uint l_85_ = uint(l_2934_);
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
            uint64_t l_2936_ = uint64_t(_e556);
            uint64_t l_2937_ = uint64_t(l_123_);
            uint64_t l_2938_ = (l_2936_ * l_2937_);
            uint64_t l_2939_ = (l_2938_ >> uint(32uL));
            uint l_133_ = uint(l_2939_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e567 = l_mut_75_;
            uint64_t l_2941_ = uint64_t(_e567);
            uint64_t l_2942_ = uint64_t(l_123_);
            uint64_t l_2943_ = (l_2941_ * l_2942_);
            uint64_t l_2944_ = (l_2943_ >> uint(32uL));
            uint l_135_ = uint(l_2944_);
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
            uint64_t l_2946_ = uint64_t(_e643);
            uint64_t l_2947_ = uint64_t(l_4_);
            uint64_t l_2948_ = (l_2946_ * l_2947_);
            uint64_t l_2949_ = (l_2948_ >> uint(32uL));
            uint l_174_ = uint(l_2949_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e654 = l_mut_145_;
            uint64_t l_2951_ = uint64_t(_e654);
            uint64_t l_2952_ = uint64_t(l_4_);
            uint64_t l_2953_ = (l_2951_ * l_2952_);
            uint64_t l_2954_ = (l_2953_ >> uint(32uL));
            uint l_176_ = uint(l_2954_);
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
            uint64_t l_2956_ = uint64_t(_e700);
            uint64_t l_2957_ = uint64_t(l_4_);
            uint64_t l_2958_ = (l_2956_ * l_2957_);
            uint64_t l_2959_ = (l_2958_ >> uint(32uL));
            uint l_201_ = uint(l_2959_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e711 = l_mut_145_;
            uint64_t l_2961_ = uint64_t(_e711);
            uint64_t l_2962_ = uint64_t(l_4_);
            uint64_t l_2963_ = (l_2961_ * l_2962_);
            uint64_t l_2964_ = (l_2963_ >> uint(32uL));
            uint l_203_ = uint(l_2964_);
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
            uint64_t l_2966_ = uint64_t(_e757);
            uint64_t l_2967_ = uint64_t(l_4_);
            uint64_t l_2968_ = (l_2966_ * l_2967_);
            uint64_t l_2969_ = (l_2968_ >> uint(32uL));
            uint l_230_ = uint(l_2969_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e768 = l_mut_90_;
            uint64_t l_2971_ = uint64_t(_e768);
            uint64_t l_2972_ = uint64_t(l_4_);
            uint64_t l_2973_ = (l_2971_ * l_2972_);
            uint64_t l_2974_ = (l_2973_ >> uint(32uL));
            uint l_232_ = uint(l_2974_);
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
            uint64_t l_2976_ = uint64_t(_e814);
            uint64_t l_2977_ = uint64_t(l_4_);
            uint64_t l_2978_ = (l_2976_ * l_2977_);
            uint64_t l_2979_ = (l_2978_ >> uint(32uL));
            uint l_257_ = uint(l_2979_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e825 = l_mut_90_;
            uint64_t l_2981_ = uint64_t(_e825);
            uint64_t l_2982_ = uint64_t(l_4_);
            uint64_t l_2983_ = (l_2981_ * l_2982_);
            uint64_t l_2984_ = (l_2983_ >> uint(32uL));
            uint l_259_ = uint(l_2984_);
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
            uint64_t l_2986_ = uint64_t(_e869);
            uint64_t l_2987_ = uint64_t(l_4_);
            uint64_t l_2988_ = (l_2986_ * l_2987_);
            uint64_t l_2989_ = (l_2988_ >> uint(32uL));
            uint l_285_ = uint(l_2989_);
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
            uint64_t l_2991_ = uint64_t(_e1032);
            uint64_t l_2992_ = uint64_t(l_367_);
            uint64_t l_2993_ = (l_2991_ * l_2992_);
            uint64_t l_2994_ = (l_2993_ >> uint(32uL));
            uint l_369_ = uint(l_2994_);
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
            uint64_t l_2996_ = uint64_t(_e1052);
            uint64_t l_2997_ = uint64_t(l_372_);
            uint64_t l_2998_ = (l_2996_ * l_2997_);
            uint64_t l_2999_ = (l_2998_ >> uint(32uL));
            uint l_375_ = uint(l_2999_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1063 = l_mut_75_;
            uint64_t l_3001_ = uint64_t(_e1063);
            uint64_t l_3002_ = uint64_t(l_372_);
            uint64_t l_3003_ = (l_3001_ * l_3002_);
            uint64_t l_3004_ = (l_3003_ >> uint(32uL));
            uint l_377_ = uint(l_3004_);
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
                            uint64_t l_3006_ = uint64_t(_e1296);
                            uint _e1298 = l_mut_428_;
                            uint64_t l_3007_ = uint64_t(_e1298);
                            uint64_t l_3008_ = (l_3006_ * l_3007_);
                            uint64_t l_3009_ = (l_3008_ >> uint(32uL));
                            uint l_486_ = uint(l_3009_);
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
                            uint64_t l_3011_ = uint64_t(_e1575);
                            uint _e1577 = l_mut_444_;
                            uint64_t l_3012_ = uint64_t(_e1577);
                            uint64_t l_3013_ = (l_3011_ * l_3012_);
                            uint64_t l_3014_ = (l_3013_ >> uint(32uL));
                            uint l_594_ = uint(l_3014_);
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
                uint _e1726 = l_mut_444_;
                l_mut_450_ = _e1726;
                uint _e1727 = l_mut_441_;
                l_mut_445_ = _e1727;
                if (false) {
                    uint _e1730 = l_mut_441_;
                    uint l_648_ = (_e1730 >> 3u);
                    l_mut_450_ = l_648_;
                    l_mut_445_ = 0u;
                } else {
                    if (true) {
                        uint _e1734 = l_mut_444_;
                        l_mut_440_ = _e1734;
                        if (true) {
                            uint _e1736 = l_mut_444_;
                            uint l_651_ = (_e1736 >> 3u);
                            uint _e1739 = l_mut_441_;
                            uint l_652_ = (_e1739 << 29u);
                            uint l_653_ = (l_651_ | l_652_);
                            l_mut_440_ = l_653_;
                        }
                        uint _e1743 = l_mut_441_;
                        uint l_654_ = (_e1743 >> 3u);
                        uint _e1746 = l_mut_440_;
                        l_mut_450_ = _e1746;
                        l_mut_445_ = l_654_;
                    }
                }
                uint _e1747 = l_mut_445_;
                uint _e1748 = l_mut_213_;
                bool l_655_ = (_e1747 < _e1748);
                uint _e1750 = l_mut_445_;
                uint _e1751 = l_mut_213_;
                bool l_656_ = (_e1750 == _e1751);
                uint _e1753 = l_mut_450_;
                uint _e1754 = l_mut_219_;
                bool l_657_ = (_e1753 < _e1754);
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
                l_mut_450_ = 0u;
                uint _e1767 = l_mut_219_;
                uint _e1768 = l_mut_213_;
                uint l_661_ = (_e1767 | _e1768);
                bool l_662_ = (l_661_ == 0u);
                bool l_663_ = !(l_662_);
                bool _e1773 = l_mut_645_;
                if (_e1773) {
                    local_45 = l_663_;
                } else {
                    local_45 = false;
                }
                bool l_664_ = local_45;
                uint _e1778 = l_mut_213_;
                uint _e1779 = l_mut_441_;
                bool l_665_ = (_e1778 < _e1779);
                uint _e1781 = l_mut_213_;
                uint _e1782 = l_mut_441_;
                bool l_666_ = (_e1781 == _e1782);
                uint _e1784 = l_mut_219_;
                uint _e1785 = l_mut_444_;
                bool l_667_ = (_e1784 < _e1785);
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
                uint _e1800 = l_mut_102_;
                uint _e1801 = l_mut_96_;
                uint l_671_ = (_e1800 + _e1801);
                bool l_672_ = (l_671_ < l_4_);
                if (l_670_) {
                    local_49 = l_672_;
                } else {
                    local_49 = false;
                }
                bool l_673_ = local_49;
                if (l_673_) {
                    uint _e1808 = l_mut_102_;
                    uint l_674_ = (l_4_ - _e1808);
                    uint _e1810 = l_mut_96_;
                    uint l_675_ = (l_674_ - _e1810);
                    uint _e1812 = l_mut_102_;
                    uint l_676_ = naga_div(l_675_, _e1812);
                    uint _e1814 = l_mut_444_;
                    uint l_677_ = (_e1814 - 1u);
                    uint _e1817 = l_mut_441_;
                    uint l_678_ = (_e1817 - 0u);
                    uint _e1820 = l_mut_444_;
                    bool l_679_ = (_e1820 < 1u);
                    uint l_680_ = uint(l_679_);
                    uint l_681_ = (l_678_ - l_680_);
                    l_mut_445_ = l_677_;
                    l_mut_444_ = l_681_;
                    l_mut_441_ = 0u;
                    l_mut_682_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1913 = l_mut_682_;
                            l_mut_682_ = (_e1913 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1828 = l_mut_682_;
                        if ((_e1828 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1832 = l_mut_682_;
                            uint l_683_ = (19u - _e1832);
                            uint _e1834 = l_mut_445_;
                            l_mut_440_ = _e1834;
                            uint _e1835 = l_mut_444_;
                            l_mut_439_ = _e1835;
                            bool l_684_ = (l_683_ >= 32u);
                            if (l_684_) {
                                uint l_685_ = (l_683_ & 31u);
                                uint _e1840 = l_mut_444_;
                                uint l_686_ = (_e1840 >> l_685_);
                                l_mut_440_ = l_686_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_687_ = (l_683_ > 0u);
                                if (l_687_) {
                                    uint _e1845 = l_mut_445_;
                                    l_mut_428_ = _e1845;
                                    bool l_688_ = (l_683_ > 0u);
                                    if (l_688_) {
                                        uint _e1848 = l_mut_445_;
                                        uint l_689_ = (_e1848 >> l_683_);
                                        uint l_690_ = (32u - l_683_);
                                        uint _e1852 = l_mut_444_;
                                        uint l_691_ = (_e1852 << l_690_);
                                        uint l_692_ = (l_689_ | l_691_);
                                        l_mut_428_ = l_692_;
                                    }
                                    uint _e1855 = l_mut_444_;
                                    uint l_693_ = (_e1855 >> l_683_);
                                    uint _e1857 = l_mut_428_;
                                    l_mut_440_ = _e1857;
                                    l_mut_439_ = l_693_;
                                }
                            }
                            uint _e1858 = l_mut_439_;
                            uint _e1859 = l_mut_213_;
                            bool l_694_ = (_e1858 < _e1859);
                            uint _e1861 = l_mut_439_;
                            uint _e1862 = l_mut_213_;
                            bool l_695_ = (_e1861 == _e1862);
                            uint _e1864 = l_mut_440_;
                            uint _e1865 = l_mut_219_;
                            bool l_696_ = (_e1864 < _e1865);
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
                                uint _e1877 = l_mut_219_;
                                l_mut_440_ = _e1877;
                                uint _e1878 = l_mut_213_;
                                l_mut_439_ = _e1878;
                                bool l_700_ = (l_683_ >= 32u);
                                if (l_700_) {
                                    uint l_701_ = (l_683_ & 31u);
                                    uint _e1883 = l_mut_219_;
                                    uint l_702_ = (_e1883 << l_701_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_702_;
                                } else {
                                    bool l_703_ = (l_683_ > 0u);
                                    if (l_703_) {
                                        uint _e1888 = l_mut_219_;
                                        uint l_704_ = (_e1888 << l_683_);
                                        uint _e1890 = l_mut_213_;
                                        uint l_705_ = (_e1890 << l_683_);
                                        uint l_706_ = (32u - l_683_);
                                        uint _e1894 = l_mut_219_;
                                        uint l_707_ = (_e1894 >> l_706_);
                                        uint l_708_ = (l_705_ | l_707_);
                                        l_mut_440_ = l_704_;
                                        l_mut_439_ = l_708_;
                                    }
                                }
                                uint _e1897 = l_mut_445_;
                                uint _e1898 = l_mut_440_;
                                uint l_709_ = (_e1897 - _e1898);
                                uint _e1900 = l_mut_444_;
                                uint _e1901 = l_mut_439_;
                                uint l_710_ = (_e1900 - _e1901);
                                uint _e1903 = l_mut_445_;
                                uint _e1904 = l_mut_440_;
                                bool l_711_ = (_e1903 < _e1904);
                                uint l_712_ = uint(l_711_);
                                uint l_713_ = (l_710_ - l_712_);
                                l_mut_445_ = l_709_;
                                l_mut_444_ = l_713_;
                                uint l_714_ = (1u << l_683_);
                                uint _e1910 = l_mut_441_;
                                l_mut_441_ = (_e1910 | l_714_);
                            }
                        }
                    }
                    uint _e1915 = l_mut_441_;
                    uint l_715_ = min(_e1915, l_676_);
                    l_mut_441_ = l_715_;
                    uint _e1917 = l_mut_444_;
                    uint _e1918 = l_mut_213_;
                    bool l_716_ = (_e1917 < _e1918);
                    uint _e1920 = l_mut_444_;
                    uint _e1921 = l_mut_213_;
                    bool l_717_ = (_e1920 == _e1921);
                    uint _e1923 = l_mut_445_;
                    uint _e1924 = l_mut_219_;
                    bool l_718_ = (_e1923 < _e1924);
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
                    uint _e1936 = l_mut_441_;
                    l_mut_450_ = _e1936;
                }
                uint _e1937 = l_mut_275_;
                l_mut_445_ = _e1937;
                uint _e1938 = l_mut_269_;
                l_mut_444_ = _e1938;
                uint _e1939 = l_mut_219_;
                l_mut_441_ = _e1939;
                uint _e1940 = l_mut_213_;
                l_mut_440_ = _e1940;
                uint _e1941 = l_mut_102_;
                l_mut_439_ = _e1941;
                uint _e1942 = l_mut_96_;
                l_mut_428_ = _e1942;
                uint _e1943 = l_mut_151_;
                l_mut_421_ = _e1943;
                uint _e1944 = l_mut_145_;
                l_mut_394_ = _e1944;
                l_mut_388_ = 0u;
                uint _e1946 = l_mut_450_;
                bool l_722_ = (_e1946 > 0u);
                if (l_722_) {
                    uint _e1949 = l_mut_219_;
                    uint _e1950 = l_mut_450_;
                    uint l_723_ = (_e1949 * _e1950);
                    uint _e1952 = l_mut_219_;
                    uint64_t l_3016_ = uint64_t(_e1952);
                    uint _e1954 = l_mut_450_;
                    uint64_t l_3017_ = uint64_t(_e1954);
                    uint64_t l_3018_ = (l_3016_ * l_3017_);
                    uint64_t l_3019_ = (l_3018_ >> uint(32uL));
                    uint l_724_ = uint(l_3019_);
                    uint _e1963 = l_mut_213_;
                    uint _e1964 = l_mut_450_;
                    uint l_725_ = (_e1963 * _e1964);
                    uint l_726_ = (l_724_ + l_725_);
                    uint _e1967 = l_mut_275_;
                    uint l_727_ = (_e1967 - l_723_);
                    uint _e1969 = l_mut_269_;
                    uint l_728_ = (_e1969 - l_726_);
                    uint _e1971 = l_mut_275_;
                    bool l_729_ = (_e1971 < l_723_);
                    uint l_730_ = uint(l_729_);
                    uint l_731_ = (l_728_ - l_730_);
                    l_mut_445_ = l_727_;
                    l_mut_444_ = l_731_;
                    uint _e1975 = l_mut_450_;
                    uint _e1976 = l_mut_102_;
                    uint l_732_ = (_e1975 * _e1976);
                    uint _e1978 = l_mut_96_;
                    uint l_733_ = (_e1978 + l_732_);
                    l_mut_428_ = l_733_;
                } else {
                    uint _e1980 = l_mut_388_;
                    bool l_734_ = (_e1980 == 0u);
                    if (l_734_) {
                        uint _e1983 = l_mut_102_;
                        uint l_735_ = (l_4_ - _e1983);
                        uint _e1985 = l_mut_96_;
                        uint l_736_ = naga_div(l_735_, _e1985);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e1989 = l_mut_219_;
                        l_mut_382_ = _e1989;
                        uint _e1990 = l_mut_213_;
                        l_mut_90_ = _e1990;
                        if (false) {
                            uint _e1993 = l_mut_213_;
                            uint l_739_ = (_e1993 >> 3u);
                            l_mut_382_ = l_739_;
                            l_mut_90_ = 0u;
                        } else {
                            if (true) {
                                uint _e1997 = l_mut_219_;
                                l_mut_75_ = _e1997;
                                if (true) {
                                    uint _e1999 = l_mut_219_;
                                    uint l_742_ = (_e1999 >> 3u);
                                    uint _e2002 = l_mut_213_;
                                    uint l_743_ = (_e2002 << 29u);
                                    uint l_744_ = (l_742_ | l_743_);
                                    l_mut_75_ = l_744_;
                                }
                                uint _e2006 = l_mut_213_;
                                uint l_745_ = (_e2006 >> 3u);
                                uint _e2009 = l_mut_75_;
                                l_mut_382_ = _e2009;
                                l_mut_90_ = l_745_;
                            }
                        }
                        uint _e2010 = l_mut_90_;
                        uint _e2011 = l_mut_269_;
                        bool l_746_ = (_e2010 < _e2011);
                        uint _e2013 = l_mut_90_;
                        uint _e2014 = l_mut_269_;
                        bool l_747_ = (_e2013 == _e2014);
                        uint _e2016 = l_mut_382_;
                        uint _e2017 = l_mut_275_;
                        bool l_748_ = (_e2016 < _e2017);
                        if (l_747_) {
                            local_54 = l_748_;
                        } else {
                            local_54 = false;
                        }
                        bool l_749_ = local_54;
                        if (!(l_746_)) {
                            local_55 = l_749_;
                        } else {
                            local_55 = true;
                        }
                        bool l_750_ = local_55;
                        bool l_751_ = !(l_750_);
                        l_mut_645_ = l_751_;
                        uint _e2029 = l_mut_275_;
                        uint _e2030 = l_mut_269_;
                        uint l_752_ = (_e2029 | _e2030);
                        bool l_753_ = (l_752_ == 0u);
                        if (l_753_) {
                            l_mut_450_ = l_736_;
                        } else {
                            bool _e2034 = l_mut_645_;
                            if (_e2034) {
                                uint _e2035 = l_mut_269_;
                                uint _e2036 = l_mut_213_;
                                bool l_754_ = (_e2035 < _e2036);
                                uint _e2038 = l_mut_269_;
                                uint _e2039 = l_mut_213_;
                                bool l_755_ = (_e2038 == _e2039);
                                uint _e2041 = l_mut_275_;
                                uint _e2042 = l_mut_219_;
                                bool l_756_ = (_e2041 < _e2042);
                                if (l_755_) {
                                    local_56 = l_756_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_757_ = local_56;
                                if (!(l_754_)) {
                                    local_57 = l_757_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_758_ = local_57;
                                if (l_758_) {
                                    uint _e2053 = l_mut_219_;
                                    uint l_759_ = (_e2053 - 1u);
                                    uint _e2056 = l_mut_213_;
                                    uint l_760_ = (_e2056 - 0u);
                                    uint _e2059 = l_mut_219_;
                                    bool l_761_ = (_e2059 < 1u);
                                    uint l_762_ = uint(l_761_);
                                    uint l_763_ = (l_760_ - l_762_);
                                    l_mut_382_ = l_759_;
                                    l_mut_90_ = l_763_;
                                    l_mut_75_ = 0u;
                                    l_mut_764_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2152 = l_mut_764_;
                                            l_mut_764_ = (_e2152 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2067 = l_mut_764_;
                                        if ((_e2067 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2071 = l_mut_764_;
                                            uint l_765_ = (19u - _e2071);
                                            uint _e2073 = l_mut_382_;
                                            l_mut_40_ = _e2073;
                                            uint _e2074 = l_mut_90_;
                                            l_mut_766_ = _e2074;
                                            bool l_767_ = (l_765_ >= 32u);
                                            if (l_767_) {
                                                uint l_768_ = (l_765_ & 31u);
                                                uint _e2079 = l_mut_90_;
                                                uint l_769_ = (_e2079 >> l_768_);
                                                l_mut_40_ = l_769_;
                                                l_mut_766_ = 0u;
                                            } else {
                                                bool l_770_ = (l_765_ > 0u);
                                                if (l_770_) {
                                                    uint _e2084 = l_mut_382_;
                                                    l_mut_771_ = _e2084;
                                                    bool l_772_ = (l_765_ > 0u);
                                                    if (l_772_) {
                                                        uint _e2087 = l_mut_382_;
                                                        uint l_773_ = (_e2087 >> l_765_);
                                                        uint l_774_ = (32u - l_765_);
                                                        uint _e2091 = l_mut_90_;
                                                        uint l_775_ = (_e2091 << l_774_);
                                                        uint l_776_ = (l_773_ | l_775_);
                                                        l_mut_771_ = l_776_;
                                                    }
                                                    uint _e2094 = l_mut_90_;
                                                    uint l_777_ = (_e2094 >> l_765_);
                                                    uint _e2096 = l_mut_771_;
                                                    l_mut_40_ = _e2096;
                                                    l_mut_766_ = l_777_;
                                                }
                                            }
                                            uint _e2097 = l_mut_766_;
                                            uint _e2098 = l_mut_269_;
                                            bool l_778_ = (_e2097 < _e2098);
                                            uint _e2100 = l_mut_766_;
                                            uint _e2101 = l_mut_269_;
                                            bool l_779_ = (_e2100 == _e2101);
                                            uint _e2103 = l_mut_40_;
                                            uint _e2104 = l_mut_275_;
                                            bool l_780_ = (_e2103 < _e2104);
                                            if (l_779_) {
                                                local_58 = l_780_;
                                            } else {
                                                local_58 = false;
                                            }
                                            bool l_781_ = local_58;
                                            if (!(l_778_)) {
                                                local_59 = l_781_;
                                            } else {
                                                local_59 = true;
                                            }
                                            bool l_782_ = local_59;
                                            bool l_783_ = !(l_782_);
                                            if (l_783_) {
                                                uint _e2116 = l_mut_275_;
                                                l_mut_771_ = _e2116;
                                                uint _e2117 = l_mut_269_;
                                                l_mut_766_ = _e2117;
                                                bool l_784_ = (l_765_ >= 32u);
                                                if (l_784_) {
                                                    uint l_785_ = (l_765_ & 31u);
                                                    uint _e2122 = l_mut_275_;
                                                    uint l_786_ = (_e2122 << l_785_);
                                                    l_mut_771_ = 0u;
                                                    l_mut_766_ = l_786_;
                                                } else {
                                                    bool l_787_ = (l_765_ > 0u);
                                                    if (l_787_) {
                                                        uint _e2127 = l_mut_275_;
                                                        uint l_788_ = (_e2127 << l_765_);
                                                        uint _e2129 = l_mut_269_;
                                                        uint l_789_ = (_e2129 << l_765_);
                                                        uint l_790_ = (32u - l_765_);
                                                        uint _e2133 = l_mut_275_;
                                                        uint l_791_ = (_e2133 >> l_790_);
                                                        uint l_792_ = (l_789_ | l_791_);
                                                        l_mut_771_ = l_788_;
                                                        l_mut_766_ = l_792_;
                                                    }
                                                }
                                                uint _e2136 = l_mut_382_;
                                                uint _e2137 = l_mut_771_;
                                                uint l_793_ = (_e2136 - _e2137);
                                                uint _e2139 = l_mut_90_;
                                                uint _e2140 = l_mut_766_;
                                                uint l_794_ = (_e2139 - _e2140);
                                                uint _e2142 = l_mut_382_;
                                                uint _e2143 = l_mut_771_;
                                                bool l_795_ = (_e2142 < _e2143);
                                                uint l_796_ = uint(l_795_);
                                                uint l_797_ = (l_794_ - l_796_);
                                                l_mut_382_ = l_793_;
                                                l_mut_90_ = l_797_;
                                                uint l_798_ = (1u << l_765_);
                                                uint _e2149 = l_mut_75_;
                                                l_mut_75_ = (_e2149 | l_798_);
                                            }
                                        }
                                    }
                                    uint _e2154 = l_mut_75_;
                                    uint l_799_ = min(_e2154, l_736_);
                                    l_mut_771_ = l_799_;
                                    uint _e2156 = l_mut_90_;
                                    uint _e2157 = l_mut_269_;
                                    bool l_800_ = (_e2156 < _e2157);
                                    uint _e2159 = l_mut_90_;
                                    uint _e2160 = l_mut_269_;
                                    bool l_801_ = (_e2159 == _e2160);
                                    uint _e2162 = l_mut_382_;
                                    uint _e2163 = l_mut_275_;
                                    bool l_802_ = (_e2162 < _e2163);
                                    if (l_801_) {
                                        local_60 = l_802_;
                                    } else {
                                        local_60 = false;
                                    }
                                    bool l_803_ = local_60;
                                    if (!(l_800_)) {
                                        local_61 = l_803_;
                                    } else {
                                        local_61 = true;
                                    }
                                    bool l_804_ = local_61;
                                    bool l_805_ = !(l_804_);
                                    if (l_805_) {
                                        l_mut_771_ = l_736_;
                                    }
                                    uint _e2175 = l_mut_771_;
                                    l_mut_450_ = _e2175;
                                }
                            } else {
                                uint _e2176 = l_mut_219_;
                                l_mut_771_ = _e2176;
                                uint _e2177 = l_mut_213_;
                                l_mut_766_ = _e2177;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2178 = l_mut_269_;
                                    uint _e2179 = l_mut_766_;
                                    bool l_806_ = (_e2178 < _e2179);
                                    uint _e2181 = l_mut_269_;
                                    uint _e2182 = l_mut_766_;
                                    bool l_807_ = (_e2181 == _e2182);
                                    uint _e2184 = l_mut_275_;
                                    uint _e2185 = l_mut_771_;
                                    bool l_808_ = (_e2184 < _e2185);
                                    if (l_807_) {
                                        local_62 = l_808_;
                                    } else {
                                        local_62 = false;
                                    }
                                    bool l_809_ = local_62;
                                    if (!(l_806_)) {
                                        local_63 = l_809_;
                                    } else {
                                        local_63 = true;
                                    }
                                    bool l_810_ = local_63;
                                    uint _e2196 = l_mut_450_;
                                    uint _e2197 = l_mut_96_;
                                    uint l_811_ = (_e2196 * _e2197);
                                    uint _e2199 = l_mut_102_;
                                    uint l_812_ = (_e2199 + l_811_);
                                    uint _e2201 = l_mut_96_;
                                    uint l_813_ = (l_812_ + _e2201);
                                    bool l_814_ = (l_813_ < l_4_);
                                    if (l_810_) {
                                        local_64 = l_814_;
                                    } else {
                                        local_64 = false;
                                    }
                                    bool l_815_ = local_64;
                                    bool l_816_ = !(l_815_);
                                    if (l_816_) {
                                        break;
                                    }
                                    uint _e2209 = l_mut_771_;
                                    uint _e2210 = l_mut_275_;
                                    uint l_817_ = (_e2209 - _e2210);
                                    uint _e2212 = l_mut_766_;
                                    uint _e2213 = l_mut_269_;
                                    uint l_818_ = (_e2212 - _e2213);
                                    uint _e2215 = l_mut_771_;
                                    uint _e2216 = l_mut_275_;
                                    bool l_819_ = (_e2215 < _e2216);
                                    uint l_820_ = uint(l_819_);
                                    uint l_821_ = (l_818_ - l_820_);
                                    l_mut_771_ = l_817_;
                                    l_mut_766_ = l_821_;
                                    uint _e2220 = l_mut_450_;
                                    l_mut_450_ = (_e2220 + 1u);
                                }
                            }
                        }
                        uint _e2223 = l_mut_450_;
                        uint _e2224 = l_mut_96_;
                        uint l_822_ = (_e2223 * _e2224);
                        uint _e2226 = l_mut_102_;
                        uint l_823_ = (_e2226 + l_822_);
                        uint _e2228 = l_mut_96_;
                        uint l_824_ = (l_823_ + _e2228);
                        bool l_825_ = (l_824_ >= l_4_);
                        if (l_825_) {
                            l_mut_388_ = 1u;
                        } else {
                            uint _e2232 = l_mut_275_;
                            uint _e2233 = l_mut_450_;
                            uint l_826_ = (_e2232 * _e2233);
                            uint _e2235 = l_mut_275_;
                            uint64_t l_3021_ = uint64_t(_e2235);
                            uint _e2237 = l_mut_450_;
                            uint64_t l_3022_ = uint64_t(_e2237);
                            uint64_t l_3023_ = (l_3021_ * l_3022_);
                            uint64_t l_3024_ = (l_3023_ >> uint(32uL));
                            uint l_827_ = uint(l_3024_);
                            uint _e2246 = l_mut_269_;
                            uint _e2247 = l_mut_450_;
                            uint l_828_ = (_e2246 * _e2247);
                            uint l_829_ = (l_827_ + l_828_);
                            uint _e2250 = l_mut_219_;
                            uint l_830_ = (_e2250 - l_826_);
                            uint _e2252 = l_mut_213_;
                            uint l_831_ = (_e2252 - l_829_);
                            uint _e2254 = l_mut_219_;
                            bool l_832_ = (_e2254 < l_826_);
                            uint l_833_ = uint(l_832_);
                            uint l_834_ = (l_831_ - l_833_);
                            l_mut_441_ = l_830_;
                            l_mut_440_ = l_834_;
                            uint _e2258 = l_mut_450_;
                            uint _e2259 = l_mut_96_;
                            uint l_835_ = (_e2258 * _e2259);
                            uint _e2261 = l_mut_102_;
                            uint l_836_ = (_e2261 + l_835_);
                            l_mut_439_ = l_836_;
                            uint _e2263 = l_mut_275_;
                            uint _e2264 = l_mut_441_;
                            uint l_837_ = (_e2263 - _e2264);
                            uint _e2266 = l_mut_269_;
                            uint _e2267 = l_mut_440_;
                            uint l_838_ = (_e2266 - _e2267);
                            uint _e2269 = l_mut_275_;
                            uint _e2270 = l_mut_441_;
                            bool l_839_ = (_e2269 < _e2270);
                            uint l_840_ = uint(l_839_);
                            uint l_841_ = (l_838_ - l_840_);
                            l_mut_445_ = l_837_;
                            l_mut_444_ = l_841_;
                            uint _e2274 = l_mut_96_;
                            uint _e2275 = l_mut_439_;
                            uint l_842_ = (_e2274 + _e2275);
                            l_mut_428_ = l_842_;
                        }
                    }
                }
                uint _e2277 = l_mut_445_;
                l_mut_275_ = _e2277;
                uint _e2278 = l_mut_444_;
                l_mut_269_ = _e2278;
                uint _e2279 = l_mut_441_;
                l_mut_219_ = _e2279;
                uint _e2280 = l_mut_440_;
                l_mut_213_ = _e2280;
                uint _e2281 = l_mut_439_;
                l_mut_102_ = _e2281;
                uint _e2282 = l_mut_428_;
                l_mut_96_ = _e2282;
                uint _e2283 = l_mut_421_;
                l_mut_151_ = _e2283;
                uint _e2284 = l_mut_394_;
                l_mut_145_ = _e2284;
                uint _e2285 = l_mut_388_;
                bool l_843_ = (_e2285 == 1u);
                l_mut_350_ = l_843_;
                uint _e2288 = l_mut_388_;
                bool l_844_ = (_e2288 == 0u);
                l_mut_357_ = l_844_;
            } else {
                uint _e2291 = l_mut_219_;
                uint _e2292 = l_mut_151_;
                uint l_845_ = (_e2291 - _e2292);
                uint _e2294 = l_mut_213_;
                uint _e2295 = l_mut_145_;
                uint l_846_ = (_e2294 - _e2295);
                uint _e2297 = l_mut_219_;
                uint _e2298 = l_mut_151_;
                bool l_847_ = (_e2297 < _e2298);
                uint l_848_ = uint(l_847_);
                uint l_849_ = (l_846_ - l_848_);
                l_mut_771_ = l_845_;
                l_mut_766_ = l_849_;
                uint _e2302 = l_mut_151_;
                uint l_850_ = (_e2302 - l_340_);
                uint _e2304 = l_mut_145_;
                uint l_851_ = (_e2304 - l_344_);
                uint _e2306 = l_mut_151_;
                bool l_852_ = (_e2306 < l_340_);
                uint l_853_ = uint(l_852_);
                uint l_854_ = (l_851_ - l_853_);
                l_mut_771_ = l_850_;
                l_mut_766_ = l_854_;
                uint _e2310 = l_mut_219_;
                l_mut_450_ = _e2310;
                uint _e2311 = l_mut_213_;
                l_mut_445_ = _e2311;
                uint _e2312 = l_mut_766_;
                uint _e2313 = l_mut_213_;
                bool l_855_ = (_e2312 < _e2313);
                uint _e2315 = l_mut_766_;
                uint _e2316 = l_mut_213_;
                bool l_856_ = (_e2315 == _e2316);
                uint _e2318 = l_mut_771_;
                uint _e2319 = l_mut_219_;
                bool l_857_ = (_e2318 < _e2319);
                if (l_856_) {
                    local_65 = l_857_;
                } else {
                    local_65 = false;
                }
                bool l_858_ = local_65;
                if (!(l_855_)) {
                    local_66 = l_858_;
                } else {
                    local_66 = true;
                }
                bool l_859_ = local_66;
                if (l_859_) {
                    uint _e2330 = l_mut_771_;
                    l_mut_450_ = _e2330;
                    uint _e2331 = l_mut_766_;
                    l_mut_445_ = _e2331;
                }
                l_mut_645_ = false;
                uint _e2333 = l_mut_450_;
                l_mut_771_ = _e2333;
                uint _e2334 = l_mut_445_;
                l_mut_766_ = _e2334;
                if (false) {
                    uint _e2337 = l_mut_445_;
                    uint l_862_ = (_e2337 >> 3u);
                    l_mut_771_ = l_862_;
                    l_mut_766_ = 0u;
                } else {
                    if (true) {
                        uint _e2341 = l_mut_450_;
                        l_mut_444_ = _e2341;
                        if (true) {
                            uint _e2343 = l_mut_450_;
                            uint l_865_ = (_e2343 >> 3u);
                            uint _e2346 = l_mut_445_;
                            uint l_866_ = (_e2346 << 29u);
                            uint l_867_ = (l_865_ | l_866_);
                            l_mut_444_ = l_867_;
                        }
                        uint _e2350 = l_mut_445_;
                        uint l_868_ = (_e2350 >> 3u);
                        uint _e2353 = l_mut_444_;
                        l_mut_771_ = _e2353;
                        l_mut_766_ = l_868_;
                    }
                }
                uint _e2354 = l_mut_766_;
                uint _e2355 = l_mut_269_;
                bool l_869_ = (_e2354 < _e2355);
                uint _e2357 = l_mut_766_;
                uint _e2358 = l_mut_269_;
                bool l_870_ = (_e2357 == _e2358);
                uint _e2360 = l_mut_771_;
                uint _e2361 = l_mut_275_;
                bool l_871_ = (_e2360 < _e2361);
                if (l_870_) {
                    local_67 = l_871_;
                } else {
                    local_67 = false;
                }
                bool l_872_ = local_67;
                if (!(l_869_)) {
                    local_68 = l_872_;
                } else {
                    local_68 = true;
                }
                bool l_873_ = local_68;
                bool l_874_ = !(l_873_);
                l_mut_645_ = l_874_;
                l_mut_771_ = 0u;
                uint _e2374 = l_mut_275_;
                uint _e2375 = l_mut_269_;
                uint l_875_ = (_e2374 | _e2375);
                bool l_876_ = (l_875_ == 0u);
                bool l_877_ = !(l_876_);
                bool _e2380 = l_mut_645_;
                if (_e2380) {
                    local_69 = l_877_;
                } else {
                    local_69 = false;
                }
                bool l_878_ = local_69;
                uint _e2385 = l_mut_269_;
                uint _e2386 = l_mut_445_;
                bool l_879_ = (_e2385 < _e2386);
                uint _e2388 = l_mut_269_;
                uint _e2389 = l_mut_445_;
                bool l_880_ = (_e2388 == _e2389);
                uint _e2391 = l_mut_275_;
                uint _e2392 = l_mut_450_;
                bool l_881_ = (_e2391 < _e2392);
                if (l_880_) {
                    local_70 = l_881_;
                } else {
                    local_70 = false;
                }
                bool l_882_ = local_70;
                if (!(l_879_)) {
                    local_71 = l_882_;
                } else {
                    local_71 = true;
                }
                bool l_883_ = local_71;
                if (l_878_) {
                    local_72 = l_883_;
                } else {
                    local_72 = false;
                }
                bool l_884_ = local_72;
                uint _e2407 = l_mut_96_;
                uint _e2408 = l_mut_102_;
                uint l_885_ = (_e2407 + _e2408);
                bool l_886_ = (l_885_ < l_4_);
                if (l_884_) {
                    local_73 = l_886_;
                } else {
                    local_73 = false;
                }
                bool l_887_ = local_73;
                if (l_887_) {
                    uint _e2415 = l_mut_96_;
                    uint l_888_ = (l_4_ - _e2415);
                    uint _e2417 = l_mut_102_;
                    uint l_889_ = (l_888_ - _e2417);
                    uint _e2419 = l_mut_96_;
                    uint l_890_ = naga_div(l_889_, _e2419);
                    uint _e2421 = l_mut_450_;
                    uint l_891_ = (_e2421 - 1u);
                    uint _e2424 = l_mut_445_;
                    uint l_892_ = (_e2424 - 0u);
                    uint _e2427 = l_mut_450_;
                    bool l_893_ = (_e2427 < 1u);
                    uint l_894_ = uint(l_893_);
                    uint l_895_ = (l_892_ - l_894_);
                    l_mut_766_ = l_891_;
                    l_mut_450_ = l_895_;
                    l_mut_445_ = 0u;
                    l_mut_896_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2520 = l_mut_896_;
                            l_mut_896_ = (_e2520 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2435 = l_mut_896_;
                        if ((_e2435 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2439 = l_mut_896_;
                            uint l_897_ = (19u - _e2439);
                            uint _e2441 = l_mut_766_;
                            l_mut_444_ = _e2441;
                            uint _e2442 = l_mut_450_;
                            l_mut_441_ = _e2442;
                            bool l_898_ = (l_897_ >= 32u);
                            if (l_898_) {
                                uint l_899_ = (l_897_ & 31u);
                                uint _e2447 = l_mut_450_;
                                uint l_900_ = (_e2447 >> l_899_);
                                l_mut_444_ = l_900_;
                                l_mut_441_ = 0u;
                            } else {
                                bool l_901_ = (l_897_ > 0u);
                                if (l_901_) {
                                    uint _e2452 = l_mut_766_;
                                    l_mut_440_ = _e2452;
                                    bool l_902_ = (l_897_ > 0u);
                                    if (l_902_) {
                                        uint _e2455 = l_mut_766_;
                                        uint l_903_ = (_e2455 >> l_897_);
                                        uint l_904_ = (32u - l_897_);
                                        uint _e2459 = l_mut_450_;
                                        uint l_905_ = (_e2459 << l_904_);
                                        uint l_906_ = (l_903_ | l_905_);
                                        l_mut_440_ = l_906_;
                                    }
                                    uint _e2462 = l_mut_450_;
                                    uint l_907_ = (_e2462 >> l_897_);
                                    uint _e2464 = l_mut_440_;
                                    l_mut_444_ = _e2464;
                                    l_mut_441_ = l_907_;
                                }
                            }
                            uint _e2465 = l_mut_441_;
                            uint _e2466 = l_mut_269_;
                            bool l_908_ = (_e2465 < _e2466);
                            uint _e2468 = l_mut_441_;
                            uint _e2469 = l_mut_269_;
                            bool l_909_ = (_e2468 == _e2469);
                            uint _e2471 = l_mut_444_;
                            uint _e2472 = l_mut_275_;
                            bool l_910_ = (_e2471 < _e2472);
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
                            bool l_913_ = !(l_912_);
                            if (l_913_) {
                                uint _e2484 = l_mut_275_;
                                l_mut_444_ = _e2484;
                                uint _e2485 = l_mut_269_;
                                l_mut_441_ = _e2485;
                                bool l_914_ = (l_897_ >= 32u);
                                if (l_914_) {
                                    uint l_915_ = (l_897_ & 31u);
                                    uint _e2490 = l_mut_275_;
                                    uint l_916_ = (_e2490 << l_915_);
                                    l_mut_444_ = 0u;
                                    l_mut_441_ = l_916_;
                                } else {
                                    bool l_917_ = (l_897_ > 0u);
                                    if (l_917_) {
                                        uint _e2495 = l_mut_275_;
                                        uint l_918_ = (_e2495 << l_897_);
                                        uint _e2497 = l_mut_269_;
                                        uint l_919_ = (_e2497 << l_897_);
                                        uint l_920_ = (32u - l_897_);
                                        uint _e2501 = l_mut_275_;
                                        uint l_921_ = (_e2501 >> l_920_);
                                        uint l_922_ = (l_919_ | l_921_);
                                        l_mut_444_ = l_918_;
                                        l_mut_441_ = l_922_;
                                    }
                                }
                                uint _e2504 = l_mut_766_;
                                uint _e2505 = l_mut_444_;
                                uint l_923_ = (_e2504 - _e2505);
                                uint _e2507 = l_mut_450_;
                                uint _e2508 = l_mut_441_;
                                uint l_924_ = (_e2507 - _e2508);
                                uint _e2510 = l_mut_766_;
                                uint _e2511 = l_mut_444_;
                                bool l_925_ = (_e2510 < _e2511);
                                uint l_926_ = uint(l_925_);
                                uint l_927_ = (l_924_ - l_926_);
                                l_mut_766_ = l_923_;
                                l_mut_450_ = l_927_;
                                uint l_928_ = (1u << l_897_);
                                uint _e2517 = l_mut_445_;
                                l_mut_445_ = (_e2517 | l_928_);
                            }
                        }
                    }
                    uint _e2522 = l_mut_445_;
                    uint l_929_ = min(_e2522, l_890_);
                    l_mut_445_ = l_929_;
                    uint _e2524 = l_mut_450_;
                    uint _e2525 = l_mut_269_;
                    bool l_930_ = (_e2524 < _e2525);
                    uint _e2527 = l_mut_450_;
                    uint _e2528 = l_mut_269_;
                    bool l_931_ = (_e2527 == _e2528);
                    uint _e2530 = l_mut_766_;
                    uint _e2531 = l_mut_275_;
                    bool l_932_ = (_e2530 < _e2531);
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
                        l_mut_445_ = l_890_;
                    }
                    uint _e2543 = l_mut_445_;
                    l_mut_771_ = _e2543;
                }
                uint _e2544 = l_mut_219_;
                l_mut_766_ = _e2544;
                uint _e2545 = l_mut_213_;
                l_mut_450_ = _e2545;
                uint _e2546 = l_mut_275_;
                l_mut_445_ = _e2546;
                uint _e2547 = l_mut_269_;
                l_mut_444_ = _e2547;
                uint _e2548 = l_mut_96_;
                l_mut_441_ = _e2548;
                uint _e2549 = l_mut_102_;
                l_mut_440_ = _e2549;
                uint _e2550 = l_mut_151_;
                l_mut_439_ = _e2550;
                uint _e2551 = l_mut_145_;
                l_mut_428_ = _e2551;
                l_mut_421_ = 0u;
                uint _e2553 = l_mut_771_;
                bool l_936_ = (_e2553 > 0u);
                if (l_936_) {
                    uint _e2556 = l_mut_275_;
                    uint _e2557 = l_mut_771_;
                    uint l_937_ = (_e2556 * _e2557);
                    uint _e2559 = l_mut_275_;
                    uint64_t l_3026_ = uint64_t(_e2559);
                    uint _e2561 = l_mut_771_;
                    uint64_t l_3027_ = uint64_t(_e2561);
                    uint64_t l_3028_ = (l_3026_ * l_3027_);
                    uint64_t l_3029_ = (l_3028_ >> uint(32uL));
                    uint l_938_ = uint(l_3029_);
                    uint _e2570 = l_mut_269_;
                    uint _e2571 = l_mut_771_;
                    uint l_939_ = (_e2570 * _e2571);
                    uint l_940_ = (l_938_ + l_939_);
                    uint _e2574 = l_mut_151_;
                    uint l_941_ = (_e2574 - l_937_);
                    uint _e2576 = l_mut_145_;
                    uint l_942_ = (_e2576 - l_940_);
                    uint _e2578 = l_mut_151_;
                    bool l_943_ = (_e2578 < l_937_);
                    uint l_944_ = uint(l_943_);
                    uint l_945_ = (l_942_ - l_944_);
                    l_mut_439_ = l_941_;
                    l_mut_428_ = l_945_;
                    uint _e2582 = l_mut_219_;
                    uint l_946_ = (_e2582 - l_937_);
                    uint _e2584 = l_mut_213_;
                    uint l_947_ = (_e2584 - l_940_);
                    uint _e2586 = l_mut_219_;
                    bool l_948_ = (_e2586 < l_937_);
                    uint l_949_ = uint(l_948_);
                    uint l_950_ = (l_947_ - l_949_);
                    l_mut_766_ = l_946_;
                    l_mut_450_ = l_950_;
                    uint _e2590 = l_mut_771_;
                    uint _e2591 = l_mut_96_;
                    uint l_951_ = (_e2590 * _e2591);
                    uint _e2593 = l_mut_102_;
                    uint l_952_ = (_e2593 + l_951_);
                    l_mut_440_ = l_952_;
                } else {
                    uint _e2595 = l_mut_151_;
                    uint _e2596 = l_mut_275_;
                    uint l_953_ = (_e2595 - _e2596);
                    uint _e2598 = l_mut_145_;
                    uint _e2599 = l_mut_269_;
                    uint l_954_ = (_e2598 - _e2599);
                    uint _e2601 = l_mut_151_;
                    uint _e2602 = l_mut_275_;
                    bool l_955_ = (_e2601 < _e2602);
                    uint l_956_ = uint(l_955_);
                    uint l_957_ = (l_954_ - l_956_);
                    l_mut_439_ = l_953_;
                    l_mut_428_ = l_957_;
                    uint _e2606 = l_mut_428_;
                    bool l_958_ = (_e2606 < l_344_);
                    uint _e2608 = l_mut_428_;
                    bool l_959_ = (_e2608 == l_344_);
                    uint _e2610 = l_mut_439_;
                    bool l_960_ = (_e2610 < l_340_);
                    if (l_959_) {
                        local_78 = l_960_;
                    } else {
                        local_78 = false;
                    }
                    bool l_961_ = local_78;
                    if (!(l_958_)) {
                        local_79 = l_961_;
                    } else {
                        local_79 = true;
                    }
                    bool l_962_ = local_79;
                    if (l_962_) {
                        l_mut_421_ = 2u;
                    }
                    uint _e2622 = l_mut_421_;
                    bool l_963_ = (_e2622 == 0u);
                    if (l_963_) {
                        uint _e2625 = l_mut_96_;
                        uint l_964_ = (l_4_ - _e2625);
                        uint _e2627 = l_mut_102_;
                        uint l_965_ = naga_div(l_964_, _e2627);
                        l_mut_771_ = 0u;
                        l_mut_645_ = false;
                        uint _e2631 = l_mut_275_;
                        l_mut_394_ = _e2631;
                        uint _e2632 = l_mut_269_;
                        l_mut_388_ = _e2632;
                        if (false) {
                            uint _e2635 = l_mut_269_;
                            uint l_968_ = (_e2635 >> 3u);
                            l_mut_394_ = l_968_;
                            l_mut_388_ = 0u;
                        } else {
                            if (true) {
                                uint _e2639 = l_mut_275_;
                                l_mut_382_ = _e2639;
                                if (true) {
                                    uint _e2641 = l_mut_275_;
                                    uint l_971_ = (_e2641 >> 3u);
                                    uint _e2644 = l_mut_269_;
                                    uint l_972_ = (_e2644 << 29u);
                                    uint l_973_ = (l_971_ | l_972_);
                                    l_mut_382_ = l_973_;
                                }
                                uint _e2648 = l_mut_269_;
                                uint l_974_ = (_e2648 >> 3u);
                                uint _e2651 = l_mut_382_;
                                l_mut_394_ = _e2651;
                                l_mut_388_ = l_974_;
                            }
                        }
                        uint _e2652 = l_mut_388_;
                        uint _e2653 = l_mut_213_;
                        bool l_975_ = (_e2652 < _e2653);
                        uint _e2655 = l_mut_388_;
                        uint _e2656 = l_mut_213_;
                        bool l_976_ = (_e2655 == _e2656);
                        uint _e2658 = l_mut_394_;
                        uint _e2659 = l_mut_219_;
                        bool l_977_ = (_e2658 < _e2659);
                        if (l_976_) {
                            local_80 = l_977_;
                        } else {
                            local_80 = false;
                        }
                        bool l_978_ = local_80;
                        if (!(l_975_)) {
                            local_81 = l_978_;
                        } else {
                            local_81 = true;
                        }
                        bool l_979_ = local_81;
                        bool l_980_ = !(l_979_);
                        l_mut_645_ = l_980_;
                        uint _e2671 = l_mut_219_;
                        uint _e2672 = l_mut_213_;
                        uint l_981_ = (_e2671 | _e2672);
                        bool l_982_ = (l_981_ == 0u);
                        if (l_982_) {
                            l_mut_771_ = l_965_;
                        } else {
                            bool _e2676 = l_mut_645_;
                            if (_e2676) {
                                uint _e2677 = l_mut_213_;
                                uint _e2678 = l_mut_269_;
                                bool l_983_ = (_e2677 < _e2678);
                                uint _e2680 = l_mut_213_;
                                uint _e2681 = l_mut_269_;
                                bool l_984_ = (_e2680 == _e2681);
                                uint _e2683 = l_mut_219_;
                                uint _e2684 = l_mut_275_;
                                bool l_985_ = (_e2683 < _e2684);
                                if (l_984_) {
                                    local_82 = l_985_;
                                } else {
                                    local_82 = false;
                                }
                                bool l_986_ = local_82;
                                if (!(l_983_)) {
                                    local_83 = l_986_;
                                } else {
                                    local_83 = true;
                                }
                                bool l_987_ = local_83;
                                if (l_987_) {
                                    uint _e2695 = l_mut_275_;
                                    uint l_988_ = (_e2695 - 1u);
                                    uint _e2698 = l_mut_269_;
                                    uint l_989_ = (_e2698 - 0u);
                                    uint _e2701 = l_mut_275_;
                                    bool l_990_ = (_e2701 < 1u);
                                    uint l_991_ = uint(l_990_);
                                    uint l_992_ = (l_989_ - l_991_);
                                    l_mut_394_ = l_988_;
                                    l_mut_388_ = l_992_;
                                    l_mut_382_ = 0u;
                                    l_mut_993_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2794 = l_mut_993_;
                                            l_mut_993_ = (_e2794 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2709 = l_mut_993_;
                                        if ((_e2709 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2713 = l_mut_993_;
                                            uint l_994_ = (19u - _e2713);
                                            uint _e2715 = l_mut_394_;
                                            l_mut_90_ = _e2715;
                                            uint _e2716 = l_mut_388_;
                                            l_mut_75_ = _e2716;
                                            bool l_995_ = (l_994_ >= 32u);
                                            if (l_995_) {
                                                uint l_996_ = (l_994_ & 31u);
                                                uint _e2721 = l_mut_388_;
                                                uint l_997_ = (_e2721 >> l_996_);
                                                l_mut_90_ = l_997_;
                                                l_mut_75_ = 0u;
                                            } else {
                                                bool l_998_ = (l_994_ > 0u);
                                                if (l_998_) {
                                                    uint _e2726 = l_mut_394_;
                                                    l_mut_40_ = _e2726;
                                                    bool l_999_ = (l_994_ > 0u);
                                                    if (l_999_) {
                                                        uint _e2729 = l_mut_394_;
                                                        uint l_1000_ = (_e2729 >> l_994_);
                                                        uint l_1001_ = (32u - l_994_);
                                                        uint _e2733 = l_mut_388_;
                                                        uint l_1002_ = (_e2733 << l_1001_);
                                                        uint l_1003_ = (l_1000_ | l_1002_);
                                                        l_mut_40_ = l_1003_;
                                                    }
                                                    uint _e2736 = l_mut_388_;
                                                    uint l_1004_ = (_e2736 >> l_994_);
                                                    uint _e2738 = l_mut_40_;
                                                    l_mut_90_ = _e2738;
                                                    l_mut_75_ = l_1004_;
                                                }
                                            }
                                            uint _e2739 = l_mut_75_;
                                            uint _e2740 = l_mut_213_;
                                            bool l_1005_ = (_e2739 < _e2740);
                                            uint _e2742 = l_mut_75_;
                                            uint _e2743 = l_mut_213_;
                                            bool l_1006_ = (_e2742 == _e2743);
                                            uint _e2745 = l_mut_90_;
                                            uint _e2746 = l_mut_219_;
                                            bool l_1007_ = (_e2745 < _e2746);
                                            if (l_1006_) {
                                                local_84 = l_1007_;
                                            } else {
                                                local_84 = false;
                                            }
                                            bool l_1008_ = local_84;
                                            if (!(l_1005_)) {
                                                local_85 = l_1008_;
                                            } else {
                                                local_85 = true;
                                            }
                                            bool l_1009_ = local_85;
                                            bool l_1010_ = !(l_1009_);
                                            if (l_1010_) {
                                                uint _e2758 = l_mut_219_;
                                                l_mut_90_ = _e2758;
                                                uint _e2759 = l_mut_213_;
                                                l_mut_75_ = _e2759;
                                                bool l_1011_ = (l_994_ >= 32u);
                                                if (l_1011_) {
                                                    uint l_1012_ = (l_994_ & 31u);
                                                    uint _e2764 = l_mut_219_;
                                                    uint l_1013_ = (_e2764 << l_1012_);
                                                    l_mut_90_ = 0u;
                                                    l_mut_75_ = l_1013_;
                                                } else {
                                                    bool l_1014_ = (l_994_ > 0u);
                                                    if (l_1014_) {
                                                        uint _e2769 = l_mut_219_;
                                                        uint l_1015_ = (_e2769 << l_994_);
                                                        uint _e2771 = l_mut_213_;
                                                        uint l_1016_ = (_e2771 << l_994_);
                                                        uint l_1017_ = (32u - l_994_);
                                                        uint _e2775 = l_mut_219_;
                                                        uint l_1018_ = (_e2775 >> l_1017_);
                                                        uint l_1019_ = (l_1016_ | l_1018_);
                                                        l_mut_90_ = l_1015_;
                                                        l_mut_75_ = l_1019_;
                                                    }
                                                }
                                                uint _e2778 = l_mut_394_;
                                                uint _e2779 = l_mut_90_;
                                                uint l_1020_ = (_e2778 - _e2779);
                                                uint _e2781 = l_mut_388_;
                                                uint _e2782 = l_mut_75_;
                                                uint l_1021_ = (_e2781 - _e2782);
                                                uint _e2784 = l_mut_394_;
                                                uint _e2785 = l_mut_90_;
                                                bool l_1022_ = (_e2784 < _e2785);
                                                uint l_1023_ = uint(l_1022_);
                                                uint l_1024_ = (l_1021_ - l_1023_);
                                                l_mut_394_ = l_1020_;
                                                l_mut_388_ = l_1024_;
                                                uint l_1025_ = (1u << l_994_);
                                                uint _e2791 = l_mut_382_;
                                                l_mut_382_ = (_e2791 | l_1025_);
                                            }
                                        }
                                    }
                                    uint _e2796 = l_mut_382_;
                                    uint l_1026_ = min(_e2796, l_965_);
                                    l_mut_382_ = l_1026_;
                                    uint _e2798 = l_mut_388_;
                                    uint _e2799 = l_mut_213_;
                                    bool l_1027_ = (_e2798 < _e2799);
                                    uint _e2801 = l_mut_388_;
                                    uint _e2802 = l_mut_213_;
                                    bool l_1028_ = (_e2801 == _e2802);
                                    uint _e2804 = l_mut_394_;
                                    uint _e2805 = l_mut_219_;
                                    bool l_1029_ = (_e2804 < _e2805);
                                    if (l_1028_) {
                                        local_86 = l_1029_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1030_ = local_86;
                                    if (!(l_1027_)) {
                                        local_87 = l_1030_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1031_ = local_87;
                                    bool l_1032_ = !(l_1031_);
                                    if (l_1032_) {
                                        l_mut_382_ = l_965_;
                                    }
                                    uint _e2817 = l_mut_382_;
                                    l_mut_771_ = _e2817;
                                }
                            } else {
                                uint _e2818 = l_mut_275_;
                                l_mut_394_ = _e2818;
                                uint _e2819 = l_mut_269_;
                                l_mut_388_ = _e2819;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2820 = l_mut_213_;
                                    uint _e2821 = l_mut_388_;
                                    bool l_1033_ = (_e2820 < _e2821);
                                    uint _e2823 = l_mut_213_;
                                    uint _e2824 = l_mut_388_;
                                    bool l_1034_ = (_e2823 == _e2824);
                                    uint _e2826 = l_mut_219_;
                                    uint _e2827 = l_mut_394_;
                                    bool l_1035_ = (_e2826 < _e2827);
                                    if (l_1034_) {
                                        local_88 = l_1035_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1036_ = local_88;
                                    if (!(l_1033_)) {
                                        local_89 = l_1036_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1037_ = local_89;
                                    uint _e2838 = l_mut_771_;
                                    uint _e2839 = l_mut_102_;
                                    uint l_1038_ = (_e2838 * _e2839);
                                    uint _e2841 = l_mut_96_;
                                    uint l_1039_ = (_e2841 + l_1038_);
                                    uint _e2843 = l_mut_102_;
                                    uint l_1040_ = (l_1039_ + _e2843);
                                    bool l_1041_ = (l_1040_ < l_4_);
                                    if (l_1037_) {
                                        local_90 = l_1041_;
                                    } else {
                                        local_90 = false;
                                    }
                                    bool l_1042_ = local_90;
                                    bool l_1043_ = !(l_1042_);
                                    if (l_1043_) {
                                        break;
                                    }
                                    uint _e2851 = l_mut_394_;
                                    uint _e2852 = l_mut_219_;
                                    uint l_1044_ = (_e2851 - _e2852);
                                    uint _e2854 = l_mut_388_;
                                    uint _e2855 = l_mut_213_;
                                    uint l_1045_ = (_e2854 - _e2855);
                                    uint _e2857 = l_mut_394_;
                                    uint _e2858 = l_mut_219_;
                                    bool l_1046_ = (_e2857 < _e2858);
                                    uint l_1047_ = uint(l_1046_);
                                    uint l_1048_ = (l_1045_ - l_1047_);
                                    l_mut_394_ = l_1044_;
                                    l_mut_388_ = l_1048_;
                                    uint _e2862 = l_mut_771_;
                                    l_mut_771_ = (_e2862 + 1u);
                                }
                            }
                        }
                        uint _e2865 = l_mut_771_;
                        uint _e2866 = l_mut_102_;
                        uint l_1049_ = (_e2865 * _e2866);
                        uint _e2868 = l_mut_96_;
                        uint l_1050_ = (_e2868 + l_1049_);
                        uint _e2870 = l_mut_102_;
                        uint l_1051_ = (l_1050_ + _e2870);
                        bool l_1052_ = (l_1051_ >= l_4_);
                        if (l_1052_) {
                            l_mut_421_ = 1u;
                        } else {
                            uint _e2874 = l_mut_219_;
                            uint _e2875 = l_mut_771_;
                            uint l_1053_ = (_e2874 * _e2875);
                            uint _e2877 = l_mut_219_;
                            uint64_t l_3031_ = uint64_t(_e2877);
                            uint _e2879 = l_mut_771_;
                            uint64_t l_3032_ = uint64_t(_e2879);
                            uint64_t l_3033_ = (l_3031_ * l_3032_);
                            uint64_t l_3034_ = (l_3033_ >> uint(32uL));
                            uint l_1054_ = uint(l_3034_);
                            uint _e2888 = l_mut_213_;
                            uint _e2889 = l_mut_771_;
                            uint l_1055_ = (_e2888 * _e2889);
                            uint l_1056_ = (l_1054_ + l_1055_);
                            uint _e2892 = l_mut_275_;
                            uint l_1057_ = (_e2892 - l_1053_);
                            uint _e2894 = l_mut_269_;
                            uint l_1058_ = (_e2894 - l_1056_);
                            uint _e2896 = l_mut_275_;
                            bool l_1059_ = (_e2896 < l_1053_);
                            uint l_1060_ = uint(l_1059_);
                            uint l_1061_ = (l_1058_ - l_1060_);
                            l_mut_445_ = l_1057_;
                            l_mut_444_ = l_1061_;
                            uint _e2900 = l_mut_771_;
                            uint _e2901 = l_mut_102_;
                            uint l_1062_ = (_e2900 * _e2901);
                            uint _e2903 = l_mut_96_;
                            uint l_1063_ = (_e2903 + l_1062_);
                            l_mut_441_ = l_1063_;
                            uint _e2905 = l_mut_219_;
                            uint _e2906 = l_mut_445_;
                            uint l_1064_ = (_e2905 - _e2906);
                            uint _e2908 = l_mut_213_;
                            uint _e2909 = l_mut_444_;
                            uint l_1065_ = (_e2908 - _e2909);
                            uint _e2911 = l_mut_219_;
                            uint _e2912 = l_mut_445_;
                            bool l_1066_ = (_e2911 < _e2912);
                            uint l_1067_ = uint(l_1066_);
                            uint l_1068_ = (l_1065_ - l_1067_);
                            l_mut_766_ = l_1064_;
                            l_mut_450_ = l_1068_;
                            uint _e2916 = l_mut_102_;
                            uint _e2917 = l_mut_441_;
                            uint l_1069_ = (_e2916 + _e2917);
                            l_mut_440_ = l_1069_;
                        }
                    }
                }
                uint _e2919 = l_mut_445_;
                l_mut_275_ = _e2919;
                uint _e2920 = l_mut_444_;
                l_mut_269_ = _e2920;
                uint _e2921 = l_mut_766_;
                l_mut_219_ = _e2921;
                uint _e2922 = l_mut_450_;
                l_mut_213_ = _e2922;
                uint _e2923 = l_mut_440_;
                l_mut_102_ = _e2923;
                uint _e2924 = l_mut_441_;
                l_mut_96_ = _e2924;
                uint _e2925 = l_mut_439_;
                l_mut_151_ = _e2925;
                uint _e2926 = l_mut_428_;
                l_mut_145_ = _e2926;
                uint _e2927 = l_mut_421_;
                bool l_1070_ = (_e2927 == 1u);
                l_mut_350_ = l_1070_;
                uint _e2930 = l_mut_421_;
                bool l_1071_ = (_e2930 == 0u);
                l_mut_357_ = l_1071_;
            }
        }
        bool _e2933 = l_mut_350_;
        bool l_1072_ = !(_e2933);
        if (l_1072_) {
            uint l_3036_ = asuint(info.Load(20+0));
            uint l_3037_ = (l_3036_ * 1u);
            uint l_3038_ = (l_3037_ - 1u);
            uint l_3039_ = min(0u, l_3038_);
            uint _e2948; buffer_5_global.InterlockedAdd(l_3039_*4, 1u, _e2948);
            uint l_1075_ = naga_div(l_4_, 8u);
            l_mut_771_ = 0u;
            l_mut_766_ = 0u;
            l_mut_450_ = 0u;
            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
            bool loop_init_6 = true;
            while(true) {
                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                if (!loop_init_6) {
                    uint _e6536 = l_mut_1076_;
                    l_mut_1076_ = (_e6536 + 1u);
                }
                loop_init_6 = false;
                uint _e2956 = l_mut_1076_;
                if ((_e2956 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2959 = l_mut_1076_;
                    uint l_1077_ = (_e2959 * l_1075_);
                    bool l_1078_ = (l_1077_ < l_56_);
                    uint l_1079_ = naga_div(l_4_, 8u);
                    uint _e2964 = l_mut_1076_;
                    uint l_1080_ = (_e2964 * l_1079_);
                    uint l_1081_ = (l_1080_ + l_1080_);
                    uint l_1082_ = (l_72_ >> 31u);
                    bool l_1083_ = (l_1082_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1083_) {
                        uint l_1084_ = (0u - l_69_);
                        uint l_1085_ = (0u - l_72_);
                        bool l_1086_ = (0u < l_69_);
                        uint l_1087_ = uint(l_1086_);
                        uint l_1088_ = (l_1085_ - l_1087_);
                        l_mut_445_ = l_1084_;
                        l_mut_444_ = l_1088_;
                    }
                    uint _e2979 = l_mut_445_;
                    uint l_1089_ = (_e2979 * l_1081_);
                    uint _e2981 = l_mut_444_;
                    uint l_1090_ = (_e2981 * l_1081_);
                    uint _e2983 = l_mut_445_;
                    uint64_t l_3041_ = uint64_t(_e2983);
                    uint64_t l_3042_ = uint64_t(l_1081_);
                    uint64_t l_3043_ = (l_3041_ * l_3042_);
                    uint64_t l_3044_ = (l_3043_ >> uint(32uL));
                    uint l_1091_ = uint(l_3044_);
                    uint l_1092_ = (l_1091_ + l_1090_);
                    uint _e2994 = l_mut_444_;
                    uint64_t l_3046_ = uint64_t(_e2994);
                    uint64_t l_3047_ = uint64_t(l_1081_);
                    uint64_t l_3048_ = (l_3046_ * l_3047_);
                    uint64_t l_3049_ = (l_3048_ >> uint(32uL));
                    uint l_1093_ = uint(l_3049_);
                    bool l_1094_ = (l_1092_ < l_1090_);
                    uint l_1095_ = uint(l_1094_);
                    uint l_1096_ = (l_1093_ + l_1095_);
                    uint l_1097_ = naga_mod(l_9_, 32u);
                    l_mut_441_ = l_1089_;
                    bool l_1098_ = (l_1097_ > 0u);
                    if (l_1098_) {
                        uint l_1099_ = (l_1089_ >> l_1097_);
                        uint l_1100_ = (32u - l_1097_);
                        uint l_1101_ = (l_1092_ << l_1100_);
                        uint l_1102_ = (l_1099_ | l_1101_);
                        l_mut_441_ = l_1102_;
                    }
                    l_mut_440_ = l_1092_;
                    bool l_1103_ = (l_1097_ > 0u);
                    if (l_1103_) {
                        uint l_1104_ = (l_1092_ >> l_1097_);
                        uint l_1105_ = (32u - l_1097_);
                        uint l_1106_ = (l_1096_ << l_1105_);
                        uint l_1107_ = (l_1104_ | l_1106_);
                        l_mut_440_ = l_1107_;
                    }
                    uint _e3023 = l_mut_441_;
                    l_mut_439_ = _e3023;
                    uint _e3024 = l_mut_440_;
                    l_mut_441_ = _e3024;
                    bool l_1108_ = (l_9_ >= 64u);
                    if (l_1108_) {
                        l_mut_439_ = l_1096_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1109_ = (l_9_ >= 32u);
                        if (l_1109_) {
                            l_mut_440_ = l_1092_;
                            bool l_1110_ = (l_1097_ > 0u);
                            if (l_1110_) {
                                uint l_1111_ = (l_1092_ >> l_1097_);
                                uint l_1112_ = (32u - l_1097_);
                                uint l_1113_ = (l_1096_ << l_1112_);
                                uint l_1114_ = (l_1111_ | l_1113_);
                                l_mut_440_ = l_1114_;
                            }
                            uint l_1115_ = (l_1096_ >> l_1097_);
                            uint _e3038 = l_mut_440_;
                            l_mut_439_ = _e3038;
                            l_mut_441_ = l_1115_;
                        }
                    }
                    uint _e3039 = l_mut_439_;
                    l_mut_445_ = _e3039;
                    uint _e3040 = l_mut_441_;
                    l_mut_444_ = _e3040;
                    if (l_1083_) {
                        uint _e3042 = l_mut_445_;
                        uint l_1116_ = (0u - _e3042);
                        uint _e3045 = l_mut_444_;
                        uint l_1117_ = (0u - _e3045);
                        uint _e3048 = l_mut_445_;
                        bool l_1118_ = (0u < _e3048);
                        uint l_1119_ = uint(l_1118_);
                        uint l_1120_ = (l_1117_ - l_1119_);
                        l_mut_445_ = l_1116_;
                        l_mut_444_ = l_1120_;
                    }
                    uint _e3052 = l_mut_445_;
                    uint l_1121_ = (l_59_ + _e3052);
                    uint _e3054 = l_mut_444_;
                    uint l_1122_ = (l_62_ + _e3054);
                    bool l_1123_ = (l_1121_ < l_59_);
                    uint l_1124_ = uint(l_1123_);
                    uint l_1125_ = (l_1122_ + l_1124_);
                    uint l_1126_ = (l_59_ * l_1080_);
                    uint64_t l_3051_ = uint64_t(l_59_);
                    uint64_t l_3052_ = uint64_t(l_1080_);
                    uint64_t l_3053_ = (l_3051_ * l_3052_);
                    uint64_t l_3054_ = (l_3053_ >> uint(32uL));
                    uint l_1127_ = uint(l_3054_);
                    uint l_1128_ = (l_62_ * l_1080_);
                    uint l_1129_ = (l_1127_ + l_1128_);
                    uint l_1130_ = (l_64_ + l_1126_);
                    uint l_1131_ = (l_67_ + l_1129_);
                    bool l_1132_ = (l_1130_ < l_64_);
                    uint l_1133_ = uint(l_1132_);
                    uint l_1134_ = (l_1131_ + l_1133_);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1135_ = (l_1080_ < 65536u);
                    if (l_1135_) {
                        uint l_1136_ = (l_1080_ * l_1080_);
                        uint l_1137_ = (l_72_ >> 31u);
                        bool l_1138_ = (l_1137_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1138_) {
                            uint l_1139_ = (0u - l_69_);
                            uint l_1140_ = (0u - l_72_);
                            bool l_1141_ = (0u < l_69_);
                            uint l_1142_ = uint(l_1141_);
                            uint l_1143_ = (l_1140_ - l_1142_);
                            l_mut_441_ = l_1139_;
                            l_mut_440_ = l_1143_;
                        }
                        uint _e3093 = l_mut_441_;
                        uint l_1144_ = (_e3093 * l_1136_);
                        uint _e3095 = l_mut_440_;
                        uint l_1145_ = (_e3095 * l_1136_);
                        uint _e3097 = l_mut_441_;
                        uint64_t l_3056_ = uint64_t(_e3097);
                        uint64_t l_3057_ = uint64_t(l_1136_);
                        uint64_t l_3058_ = (l_3056_ * l_3057_);
                        uint64_t l_3059_ = (l_3058_ >> uint(32uL));
                        uint l_1146_ = uint(l_3059_);
                        uint l_1147_ = (l_1146_ + l_1145_);
                        uint _e3108 = l_mut_440_;
                        uint64_t l_3061_ = uint64_t(_e3108);
                        uint64_t l_3062_ = uint64_t(l_1136_);
                        uint64_t l_3063_ = (l_3061_ * l_3062_);
                        uint64_t l_3064_ = (l_3063_ >> uint(32uL));
                        uint l_1148_ = uint(l_3064_);
                        bool l_1149_ = (l_1147_ < l_1145_);
                        uint l_1150_ = uint(l_1149_);
                        uint l_1151_ = (l_1148_ + l_1150_);
                        uint l_1152_ = naga_mod(l_9_, 32u);
                        l_mut_439_ = l_1144_;
                        bool l_1153_ = (l_1152_ > 0u);
                        if (l_1153_) {
                            uint l_1154_ = (l_1144_ >> l_1152_);
                            uint l_1155_ = (32u - l_1152_);
                            uint l_1156_ = (l_1147_ << l_1155_);
                            uint l_1157_ = (l_1154_ | l_1156_);
                            l_mut_439_ = l_1157_;
                        }
                        l_mut_428_ = l_1147_;
                        bool l_1158_ = (l_1152_ > 0u);
                        if (l_1158_) {
                            uint l_1159_ = (l_1147_ >> l_1152_);
                            uint l_1160_ = (32u - l_1152_);
                            uint l_1161_ = (l_1151_ << l_1160_);
                            uint l_1162_ = (l_1159_ | l_1161_);
                            l_mut_428_ = l_1162_;
                        }
                        uint _e3137 = l_mut_439_;
                        l_mut_421_ = _e3137;
                        uint _e3138 = l_mut_428_;
                        l_mut_439_ = _e3138;
                        bool l_1163_ = (l_9_ >= 64u);
                        if (l_1163_) {
                            l_mut_421_ = l_1151_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1164_ = (l_9_ >= 32u);
                            if (l_1164_) {
                                l_mut_428_ = l_1147_;
                                bool l_1165_ = (l_1152_ > 0u);
                                if (l_1165_) {
                                    uint l_1166_ = (l_1147_ >> l_1152_);
                                    uint l_1167_ = (32u - l_1152_);
                                    uint l_1168_ = (l_1151_ << l_1167_);
                                    uint l_1169_ = (l_1166_ | l_1168_);
                                    l_mut_428_ = l_1169_;
                                }
                                uint l_1170_ = (l_1151_ >> l_1152_);
                                uint _e3152 = l_mut_428_;
                                l_mut_421_ = _e3152;
                                l_mut_439_ = l_1170_;
                            }
                        }
                        uint _e3153 = l_mut_421_;
                        l_mut_441_ = _e3153;
                        uint _e3154 = l_mut_439_;
                        l_mut_440_ = _e3154;
                        if (l_1138_) {
                            uint _e3156 = l_mut_441_;
                            uint l_1171_ = (0u - _e3156);
                            uint _e3159 = l_mut_440_;
                            uint l_1172_ = (0u - _e3159);
                            uint _e3162 = l_mut_441_;
                            bool l_1173_ = (0u < _e3162);
                            uint l_1174_ = uint(l_1173_);
                            uint l_1175_ = (l_1172_ - l_1174_);
                            l_mut_441_ = l_1171_;
                            l_mut_440_ = l_1175_;
                        }
                        uint _e3166 = l_mut_441_;
                        l_mut_445_ = _e3166;
                        uint _e3167 = l_mut_440_;
                        l_mut_444_ = _e3167;
                    } else {
                        uint l_1176_ = (l_72_ >> 31u);
                        bool l_1177_ = (l_1176_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1177_) {
                            uint l_1178_ = (0u - l_69_);
                            uint l_1179_ = (0u - l_72_);
                            bool l_1180_ = (0u < l_69_);
                            uint l_1181_ = uint(l_1180_);
                            uint l_1182_ = (l_1179_ - l_1181_);
                            l_mut_441_ = l_1178_;
                            l_mut_440_ = l_1182_;
                        }
                        uint _e3180 = l_mut_441_;
                        uint l_1183_ = (_e3180 * l_1080_);
                        uint _e3182 = l_mut_440_;
                        uint l_1184_ = (_e3182 * l_1080_);
                        uint _e3184 = l_mut_441_;
                        uint64_t l_3066_ = uint64_t(_e3184);
                        uint64_t l_3067_ = uint64_t(l_1080_);
                        uint64_t l_3068_ = (l_3066_ * l_3067_);
                        uint64_t l_3069_ = (l_3068_ >> uint(32uL));
                        uint l_1185_ = uint(l_3069_);
                        uint l_1186_ = (l_1185_ + l_1184_);
                        uint _e3195 = l_mut_440_;
                        uint64_t l_3071_ = uint64_t(_e3195);
                        uint64_t l_3072_ = uint64_t(l_1080_);
                        uint64_t l_3073_ = (l_3071_ * l_3072_);
                        uint64_t l_3074_ = (l_3073_ >> uint(32uL));
                        uint l_1187_ = uint(l_3074_);
                        bool l_1188_ = (l_1186_ < l_1184_);
                        uint l_1189_ = uint(l_1188_);
                        uint l_1190_ = (l_1187_ + l_1189_);
                        l_mut_439_ = l_1183_;
                        bool l_1192_ = (0u > 0u);
                        if (l_1192_) {
                            uint l_1193_ = (l_1183_ >> 0u);
                            uint l_1194_ = (32u - 0u);
                            uint l_1195_ = (l_1186_ << l_1194_);
                            uint l_1196_ = (l_1193_ | l_1195_);
                            l_mut_439_ = l_1196_;
                        }
                        l_mut_428_ = l_1186_;
                        bool l_1197_ = (0u > 0u);
                        if (l_1197_) {
                            uint l_1198_ = (l_1186_ >> 0u);
                            uint l_1199_ = (32u - 0u);
                            uint l_1200_ = (l_1190_ << l_1199_);
                            uint l_1201_ = (l_1198_ | l_1200_);
                            l_mut_428_ = l_1201_;
                        }
                        uint _e3223 = l_mut_439_;
                        l_mut_421_ = _e3223;
                        uint _e3224 = l_mut_428_;
                        l_mut_439_ = _e3224;
                        if (false) {
                            l_mut_421_ = l_1190_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1186_;
                                bool l_1204_ = (0u > 0u);
                                if (l_1204_) {
                                    uint l_1205_ = (l_1186_ >> 0u);
                                    uint l_1206_ = (32u - 0u);
                                    uint l_1207_ = (l_1190_ << l_1206_);
                                    uint l_1208_ = (l_1205_ | l_1207_);
                                    l_mut_428_ = l_1208_;
                                }
                                uint l_1209_ = (l_1190_ >> 0u);
                                uint _e3236 = l_mut_428_;
                                l_mut_421_ = _e3236;
                                l_mut_439_ = l_1209_;
                            }
                        }
                        uint _e3237 = l_mut_441_;
                        uint l_1210_ = (_e3237 * l_1080_);
                        uint _e3239 = l_mut_440_;
                        uint l_1211_ = (_e3239 * l_1080_);
                        uint _e3241 = l_mut_441_;
                        uint64_t l_3076_ = uint64_t(_e3241);
                        uint64_t l_3077_ = uint64_t(l_1080_);
                        uint64_t l_3078_ = (l_3076_ * l_3077_);
                        uint64_t l_3079_ = (l_3078_ >> uint(32uL));
                        uint l_1212_ = uint(l_3079_);
                        uint l_1213_ = (l_1212_ + l_1211_);
                        uint _e3252 = l_mut_440_;
                        uint64_t l_3081_ = uint64_t(_e3252);
                        uint64_t l_3082_ = uint64_t(l_1080_);
                        uint64_t l_3083_ = (l_3081_ * l_3082_);
                        uint64_t l_3084_ = (l_3083_ >> uint(32uL));
                        uint l_1214_ = uint(l_3084_);
                        bool l_1215_ = (l_1213_ < l_1211_);
                        uint l_1216_ = uint(l_1215_);
                        uint l_1217_ = (l_1214_ + l_1216_);
                        l_mut_428_ = l_1210_;
                        bool l_1219_ = (0u > 0u);
                        if (l_1219_) {
                            uint l_1220_ = (l_1210_ >> 0u);
                            uint l_1221_ = (32u - 0u);
                            uint l_1222_ = (l_1213_ << l_1221_);
                            uint l_1223_ = (l_1220_ | l_1222_);
                            l_mut_428_ = l_1223_;
                        }
                        l_mut_394_ = l_1213_;
                        bool l_1224_ = (0u > 0u);
                        if (l_1224_) {
                            uint l_1225_ = (l_1213_ >> 0u);
                            uint l_1226_ = (32u - 0u);
                            uint l_1227_ = (l_1217_ << l_1226_);
                            uint l_1228_ = (l_1225_ | l_1227_);
                            l_mut_394_ = l_1228_;
                        }
                        uint _e3280 = l_mut_428_;
                        l_mut_388_ = _e3280;
                        uint _e3281 = l_mut_394_;
                        l_mut_428_ = _e3281;
                        if (true) {
                            l_mut_388_ = l_1217_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1213_;
                                bool l_1231_ = (0u > 0u);
                                if (l_1231_) {
                                    uint l_1232_ = (l_1213_ >> 0u);
                                    uint l_1233_ = (32u - 0u);
                                    uint l_1234_ = (l_1217_ << l_1233_);
                                    uint l_1235_ = (l_1232_ | l_1234_);
                                    l_mut_394_ = l_1235_;
                                }
                                uint l_1236_ = (l_1217_ >> 0u);
                                uint _e3293 = l_mut_394_;
                                l_mut_388_ = _e3293;
                                l_mut_428_ = l_1236_;
                            }
                        }
                        uint _e3294 = l_mut_421_;
                        uint l_1237_ = (_e3294 * l_1080_);
                        uint _e3296 = l_mut_439_;
                        uint l_1238_ = (_e3296 * l_1080_);
                        uint _e3298 = l_mut_421_;
                        uint64_t l_3086_ = uint64_t(_e3298);
                        uint64_t l_3087_ = uint64_t(l_1080_);
                        uint64_t l_3088_ = (l_3086_ * l_3087_);
                        uint64_t l_3089_ = (l_3088_ >> uint(32uL));
                        uint l_1239_ = uint(l_3089_);
                        uint l_1240_ = (l_1239_ + l_1238_);
                        uint _e3309 = l_mut_439_;
                        uint64_t l_3091_ = uint64_t(_e3309);
                        uint64_t l_3092_ = uint64_t(l_1080_);
                        uint64_t l_3093_ = (l_3091_ * l_3092_);
                        uint64_t l_3094_ = (l_3093_ >> uint(32uL));
                        uint l_1241_ = uint(l_3094_);
                        bool l_1242_ = (l_1240_ < l_1238_);
                        uint l_1243_ = uint(l_1242_);
                        uint l_1244_ = (l_1241_ + l_1243_);
                        l_mut_441_ = l_1237_;
                        bool l_1246_ = (0u > 0u);
                        if (l_1246_) {
                            uint l_1247_ = (l_1237_ >> 0u);
                            uint l_1248_ = (32u - 0u);
                            uint l_1249_ = (l_1240_ << l_1248_);
                            uint l_1250_ = (l_1247_ | l_1249_);
                            l_mut_441_ = l_1250_;
                        }
                        l_mut_440_ = l_1240_;
                        bool l_1251_ = (0u > 0u);
                        if (l_1251_) {
                            uint l_1252_ = (l_1240_ >> 0u);
                            uint l_1253_ = (32u - 0u);
                            uint l_1254_ = (l_1244_ << l_1253_);
                            uint l_1255_ = (l_1252_ | l_1254_);
                            l_mut_440_ = l_1255_;
                        }
                        uint _e3337 = l_mut_441_;
                        l_mut_394_ = _e3337;
                        uint _e3338 = l_mut_440_;
                        l_mut_441_ = _e3338;
                        if (false) {
                            l_mut_394_ = l_1244_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1240_;
                                bool l_1258_ = (0u > 0u);
                                if (l_1258_) {
                                    uint l_1259_ = (l_1240_ >> 0u);
                                    uint l_1260_ = (32u - 0u);
                                    uint l_1261_ = (l_1244_ << l_1260_);
                                    uint l_1262_ = (l_1259_ | l_1261_);
                                    l_mut_440_ = l_1262_;
                                }
                                uint l_1263_ = (l_1244_ >> 0u);
                                uint _e3350 = l_mut_440_;
                                l_mut_394_ = _e3350;
                                l_mut_441_ = l_1263_;
                            }
                        }
                        uint _e3351 = l_mut_421_;
                        uint l_1264_ = (_e3351 * l_1080_);
                        uint _e3353 = l_mut_439_;
                        uint l_1265_ = (_e3353 * l_1080_);
                        uint _e3355 = l_mut_421_;
                        uint64_t l_3096_ = uint64_t(_e3355);
                        uint64_t l_3097_ = uint64_t(l_1080_);
                        uint64_t l_3098_ = (l_3096_ * l_3097_);
                        uint64_t l_3099_ = (l_3098_ >> uint(32uL));
                        uint l_1266_ = uint(l_3099_);
                        uint l_1267_ = (l_1266_ + l_1265_);
                        uint _e3366 = l_mut_439_;
                        uint64_t l_3101_ = uint64_t(_e3366);
                        uint64_t l_3102_ = uint64_t(l_1080_);
                        uint64_t l_3103_ = (l_3101_ * l_3102_);
                        uint64_t l_3104_ = (l_3103_ >> uint(32uL));
                        uint l_1268_ = uint(l_3104_);
                        bool l_1269_ = (l_1267_ < l_1265_);
                        uint l_1270_ = uint(l_1269_);
                        uint l_1271_ = (l_1268_ + l_1270_);
                        l_mut_440_ = l_1264_;
                        bool l_1273_ = (0u > 0u);
                        if (l_1273_) {
                            uint l_1274_ = (l_1264_ >> 0u);
                            uint l_1275_ = (32u - 0u);
                            uint l_1276_ = (l_1267_ << l_1275_);
                            uint l_1277_ = (l_1274_ | l_1276_);
                            l_mut_440_ = l_1277_;
                        }
                        l_mut_382_ = l_1267_;
                        bool l_1278_ = (0u > 0u);
                        if (l_1278_) {
                            uint l_1279_ = (l_1267_ >> 0u);
                            uint l_1280_ = (32u - 0u);
                            uint l_1281_ = (l_1271_ << l_1280_);
                            uint l_1282_ = (l_1279_ | l_1281_);
                            l_mut_382_ = l_1282_;
                        }
                        uint _e3394 = l_mut_440_;
                        l_mut_275_ = _e3394;
                        uint _e3395 = l_mut_382_;
                        l_mut_440_ = _e3395;
                        if (true) {
                            l_mut_275_ = l_1271_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1267_;
                                bool l_1285_ = (0u > 0u);
                                if (l_1285_) {
                                    uint l_1286_ = (l_1267_ >> 0u);
                                    uint l_1287_ = (32u - 0u);
                                    uint l_1288_ = (l_1271_ << l_1287_);
                                    uint l_1289_ = (l_1286_ | l_1288_);
                                    l_mut_382_ = l_1289_;
                                }
                                uint l_1290_ = (l_1271_ >> 0u);
                                uint _e3407 = l_mut_382_;
                                l_mut_275_ = _e3407;
                                l_mut_440_ = l_1290_;
                            }
                        }
                        uint _e3408 = l_mut_388_;
                        uint l_1291_ = (_e3408 * l_1080_);
                        uint _e3410 = l_mut_388_;
                        uint64_t l_3106_ = uint64_t(_e3410);
                        uint64_t l_3107_ = uint64_t(l_1080_);
                        uint64_t l_3108_ = (l_3106_ * l_3107_);
                        uint64_t l_3109_ = (l_3108_ >> uint(32uL));
                        uint l_1292_ = uint(l_3109_);
                        uint _e3420 = l_mut_428_;
                        uint l_1293_ = (_e3420 * l_1080_);
                        uint l_1294_ = (l_1292_ + l_1293_);
                        uint _e3423 = l_mut_275_;
                        uint l_1295_ = (_e3423 + l_1291_);
                        uint _e3425 = l_mut_440_;
                        uint l_1296_ = (_e3425 + l_1294_);
                        uint _e3427 = l_mut_275_;
                        bool l_1297_ = (l_1295_ < _e3427);
                        uint l_1298_ = uint(l_1297_);
                        uint l_1299_ = (l_1296_ + l_1298_);
                        uint _e3431 = l_mut_394_;
                        l_mut_445_ = _e3431;
                        uint _e3432 = l_mut_441_;
                        l_mut_444_ = _e3432;
                        bool l_1300_ = (l_9_ == 64u);
                        if (l_1300_) {
                            l_mut_445_ = l_1295_;
                            l_mut_444_ = l_1299_;
                        } else {
                            bool l_1301_ = (l_9_ > 0u);
                            if (l_1301_) {
                                uint l_1302_ = (64u - l_9_);
                                l_mut_440_ = l_1295_;
                                l_mut_439_ = l_1299_;
                                bool l_1303_ = (l_1302_ >= 32u);
                                if (l_1303_) {
                                    uint l_1304_ = (l_1302_ & 31u);
                                    uint l_1305_ = (l_1295_ << l_1304_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1305_;
                                } else {
                                    bool l_1306_ = (l_1302_ > 0u);
                                    if (l_1306_) {
                                        uint l_1307_ = (l_1295_ << l_1302_);
                                        uint l_1308_ = (l_1299_ << l_1302_);
                                        uint l_1309_ = (32u - l_1302_);
                                        uint l_1310_ = (l_1295_ >> l_1309_);
                                        uint l_1311_ = (l_1308_ | l_1310_);
                                        l_mut_440_ = l_1307_;
                                        l_mut_439_ = l_1311_;
                                    }
                                }
                                uint _e3453 = l_mut_394_;
                                l_mut_428_ = _e3453;
                                uint _e3454 = l_mut_441_;
                                l_mut_421_ = _e3454;
                                bool l_1312_ = (l_9_ >= 32u);
                                if (l_1312_) {
                                    uint l_1313_ = (l_9_ & 31u);
                                    uint _e3459 = l_mut_441_;
                                    uint l_1314_ = (_e3459 >> l_1313_);
                                    l_mut_428_ = l_1314_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1315_ = (l_9_ > 0u);
                                    if (l_1315_) {
                                        uint _e3464 = l_mut_394_;
                                        l_mut_388_ = _e3464;
                                        bool l_1316_ = (l_9_ > 0u);
                                        if (l_1316_) {
                                            uint _e3467 = l_mut_394_;
                                            uint l_1317_ = (_e3467 >> l_9_);
                                            uint l_1318_ = (32u - l_9_);
                                            uint _e3471 = l_mut_441_;
                                            uint l_1319_ = (_e3471 << l_1318_);
                                            uint l_1320_ = (l_1317_ | l_1319_);
                                            l_mut_388_ = l_1320_;
                                        }
                                        uint _e3474 = l_mut_441_;
                                        uint l_1321_ = (_e3474 >> l_9_);
                                        uint _e3476 = l_mut_388_;
                                        l_mut_428_ = _e3476;
                                        l_mut_421_ = l_1321_;
                                    }
                                }
                                uint _e3477 = l_mut_440_;
                                uint _e3478 = l_mut_428_;
                                uint l_1322_ = (_e3477 + _e3478);
                                uint _e3480 = l_mut_439_;
                                uint _e3481 = l_mut_421_;
                                uint l_1323_ = (_e3480 + _e3481);
                                uint _e3483 = l_mut_440_;
                                bool l_1324_ = (l_1322_ < _e3483);
                                uint l_1325_ = uint(l_1324_);
                                uint l_1326_ = (l_1323_ + l_1325_);
                                l_mut_445_ = l_1322_;
                                l_mut_444_ = l_1326_;
                            }
                        }
                        if (l_1177_) {
                            uint _e3488 = l_mut_445_;
                            uint l_1327_ = (0u - _e3488);
                            uint _e3491 = l_mut_444_;
                            uint l_1328_ = (0u - _e3491);
                            uint _e3494 = l_mut_445_;
                            bool l_1329_ = (0u < _e3494);
                            uint l_1330_ = uint(l_1329_);
                            uint l_1331_ = (l_1328_ - l_1330_);
                            l_mut_445_ = l_1327_;
                            l_mut_444_ = l_1331_;
                        }
                    }
                    uint _e3498 = l_mut_445_;
                    uint l_1332_ = (l_1130_ + _e3498);
                    uint _e3500 = l_mut_444_;
                    uint l_1333_ = (l_1134_ + _e3500);
                    bool l_1334_ = (l_1332_ < l_1130_);
                    uint l_1335_ = uint(l_1334_);
                    uint l_1336_ = (l_1333_ + l_1335_);
                    uint l_1337_ = (l_72_ >> 31u);
                    bool l_1338_ = (l_1337_ == 1u);
                    l_mut_445_ = l_69_;
                    l_mut_444_ = l_72_;
                    if (l_1338_) {
                        uint l_1339_ = (0u - l_69_);
                        uint l_1340_ = (0u - l_72_);
                        bool l_1341_ = (0u < l_69_);
                        uint l_1342_ = uint(l_1341_);
                        uint l_1343_ = (l_1340_ - l_1342_);
                        l_mut_445_ = l_1339_;
                        l_mut_444_ = l_1343_;
                    }
                    uint _e3517 = l_mut_445_;
                    uint l_1344_ = (_e3517 * l_1079_);
                    uint _e3519 = l_mut_444_;
                    uint l_1345_ = (_e3519 * l_1079_);
                    uint _e3521 = l_mut_445_;
                    uint64_t l_3111_ = uint64_t(_e3521);
                    uint64_t l_3112_ = uint64_t(l_1079_);
                    uint64_t l_3113_ = (l_3111_ * l_3112_);
                    uint64_t l_3114_ = (l_3113_ >> uint(32uL));
                    uint l_1346_ = uint(l_3114_);
                    uint l_1347_ = (l_1346_ + l_1345_);
                    uint _e3532 = l_mut_444_;
                    uint64_t l_3116_ = uint64_t(_e3532);
                    uint64_t l_3117_ = uint64_t(l_1079_);
                    uint64_t l_3118_ = (l_3116_ * l_3117_);
                    uint64_t l_3119_ = (l_3118_ >> uint(32uL));
                    uint l_1348_ = uint(l_3119_);
                    bool l_1349_ = (l_1347_ < l_1345_);
                    uint l_1350_ = uint(l_1349_);
                    uint l_1351_ = (l_1348_ + l_1350_);
                    uint l_1352_ = naga_mod(l_9_, 32u);
                    l_mut_441_ = l_1344_;
                    bool l_1353_ = (l_1352_ > 0u);
                    if (l_1353_) {
                        uint l_1354_ = (l_1344_ >> l_1352_);
                        uint l_1355_ = (32u - l_1352_);
                        uint l_1356_ = (l_1347_ << l_1355_);
                        uint l_1357_ = (l_1354_ | l_1356_);
                        l_mut_441_ = l_1357_;
                    }
                    l_mut_440_ = l_1347_;
                    bool l_1358_ = (l_1352_ > 0u);
                    if (l_1358_) {
                        uint l_1359_ = (l_1347_ >> l_1352_);
                        uint l_1360_ = (32u - l_1352_);
                        uint l_1361_ = (l_1351_ << l_1360_);
                        uint l_1362_ = (l_1359_ | l_1361_);
                        l_mut_440_ = l_1362_;
                    }
                    uint _e3561 = l_mut_441_;
                    l_mut_439_ = _e3561;
                    uint _e3562 = l_mut_440_;
                    l_mut_441_ = _e3562;
                    bool l_1363_ = (l_9_ >= 64u);
                    if (l_1363_) {
                        l_mut_439_ = l_1351_;
                        l_mut_441_ = 0u;
                    } else {
                        bool l_1364_ = (l_9_ >= 32u);
                        if (l_1364_) {
                            l_mut_440_ = l_1347_;
                            bool l_1365_ = (l_1352_ > 0u);
                            if (l_1365_) {
                                uint l_1366_ = (l_1347_ >> l_1352_);
                                uint l_1367_ = (32u - l_1352_);
                                uint l_1368_ = (l_1351_ << l_1367_);
                                uint l_1369_ = (l_1366_ | l_1368_);
                                l_mut_440_ = l_1369_;
                            }
                            uint l_1370_ = (l_1351_ >> l_1352_);
                            uint _e3576 = l_mut_440_;
                            l_mut_439_ = _e3576;
                            l_mut_441_ = l_1370_;
                        }
                    }
                    uint _e3577 = l_mut_439_;
                    l_mut_445_ = _e3577;
                    uint _e3578 = l_mut_441_;
                    l_mut_444_ = _e3578;
                    if (l_1338_) {
                        uint _e3580 = l_mut_445_;
                        uint l_1371_ = (0u - _e3580);
                        uint _e3583 = l_mut_444_;
                        uint l_1372_ = (0u - _e3583);
                        uint _e3586 = l_mut_445_;
                        bool l_1373_ = (0u < _e3586);
                        uint l_1374_ = uint(l_1373_);
                        uint l_1375_ = (l_1372_ - l_1374_);
                        l_mut_445_ = l_1371_;
                        l_mut_444_ = l_1375_;
                    }
                    uint _e3590 = l_mut_445_;
                    uint l_1376_ = (l_1121_ + _e3590);
                    uint _e3592 = l_mut_444_;
                    uint l_1377_ = (l_1125_ + _e3592);
                    bool l_1378_ = (l_1376_ < l_1121_);
                    uint l_1379_ = uint(l_1378_);
                    uint l_1380_ = (l_1377_ + l_1379_);
                    uint l_1381_ = (l_9_ + 3u);
                    l_mut_445_ = 0u;
                    l_mut_444_ = 0u;
                    bool l_1382_ = (l_1079_ < 65536u);
                    if (l_1382_) {
                        uint l_1383_ = (l_1079_ * l_1079_);
                        uint l_1384_ = (l_72_ >> 31u);
                        bool l_1385_ = (l_1384_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1385_) {
                            uint l_1386_ = (0u - l_69_);
                            uint l_1387_ = (0u - l_72_);
                            bool l_1388_ = (0u < l_69_);
                            uint l_1389_ = uint(l_1388_);
                            uint l_1390_ = (l_1387_ - l_1389_);
                            l_mut_441_ = l_1386_;
                            l_mut_440_ = l_1390_;
                        }
                        uint _e3616 = l_mut_441_;
                        uint l_1391_ = (_e3616 * l_1383_);
                        uint _e3618 = l_mut_440_;
                        uint l_1392_ = (_e3618 * l_1383_);
                        uint _e3620 = l_mut_441_;
                        uint64_t l_3121_ = uint64_t(_e3620);
                        uint64_t l_3122_ = uint64_t(l_1383_);
                        uint64_t l_3123_ = (l_3121_ * l_3122_);
                        uint64_t l_3124_ = (l_3123_ >> uint(32uL));
                        uint l_1393_ = uint(l_3124_);
                        uint l_1394_ = (l_1393_ + l_1392_);
                        uint _e3631 = l_mut_440_;
                        uint64_t l_3126_ = uint64_t(_e3631);
                        uint64_t l_3127_ = uint64_t(l_1383_);
                        uint64_t l_3128_ = (l_3126_ * l_3127_);
                        uint64_t l_3129_ = (l_3128_ >> uint(32uL));
                        uint l_1395_ = uint(l_3129_);
                        bool l_1396_ = (l_1394_ < l_1392_);
                        uint l_1397_ = uint(l_1396_);
                        uint l_1398_ = (l_1395_ + l_1397_);
                        uint l_1399_ = naga_mod(l_1381_, 32u);
                        l_mut_439_ = l_1391_;
                        bool l_1400_ = (l_1399_ > 0u);
                        if (l_1400_) {
                            uint l_1401_ = (l_1391_ >> l_1399_);
                            uint l_1402_ = (32u - l_1399_);
                            uint l_1403_ = (l_1394_ << l_1402_);
                            uint l_1404_ = (l_1401_ | l_1403_);
                            l_mut_439_ = l_1404_;
                        }
                        l_mut_428_ = l_1394_;
                        bool l_1405_ = (l_1399_ > 0u);
                        if (l_1405_) {
                            uint l_1406_ = (l_1394_ >> l_1399_);
                            uint l_1407_ = (32u - l_1399_);
                            uint l_1408_ = (l_1398_ << l_1407_);
                            uint l_1409_ = (l_1406_ | l_1408_);
                            l_mut_428_ = l_1409_;
                        }
                        uint _e3660 = l_mut_439_;
                        l_mut_421_ = _e3660;
                        uint _e3661 = l_mut_428_;
                        l_mut_439_ = _e3661;
                        bool l_1410_ = (l_1381_ >= 64u);
                        if (l_1410_) {
                            l_mut_421_ = l_1398_;
                            l_mut_439_ = 0u;
                        } else {
                            bool l_1411_ = (l_1381_ >= 32u);
                            if (l_1411_) {
                                l_mut_428_ = l_1394_;
                                bool l_1412_ = (l_1399_ > 0u);
                                if (l_1412_) {
                                    uint l_1413_ = (l_1394_ >> l_1399_);
                                    uint l_1414_ = (32u - l_1399_);
                                    uint l_1415_ = (l_1398_ << l_1414_);
                                    uint l_1416_ = (l_1413_ | l_1415_);
                                    l_mut_428_ = l_1416_;
                                }
                                uint l_1417_ = (l_1398_ >> l_1399_);
                                uint _e3675 = l_mut_428_;
                                l_mut_421_ = _e3675;
                                l_mut_439_ = l_1417_;
                            }
                        }
                        uint _e3676 = l_mut_421_;
                        l_mut_441_ = _e3676;
                        uint _e3677 = l_mut_439_;
                        l_mut_440_ = _e3677;
                        if (l_1385_) {
                            uint _e3679 = l_mut_441_;
                            uint l_1418_ = (0u - _e3679);
                            uint _e3682 = l_mut_440_;
                            uint l_1419_ = (0u - _e3682);
                            uint _e3685 = l_mut_441_;
                            bool l_1420_ = (0u < _e3685);
                            uint l_1421_ = uint(l_1420_);
                            uint l_1422_ = (l_1419_ - l_1421_);
                            l_mut_441_ = l_1418_;
                            l_mut_440_ = l_1422_;
                        }
                        uint _e3689 = l_mut_441_;
                        l_mut_445_ = _e3689;
                        uint _e3690 = l_mut_440_;
                        l_mut_444_ = _e3690;
                    } else {
                        uint l_1423_ = (l_72_ >> 31u);
                        bool l_1424_ = (l_1423_ == 1u);
                        l_mut_441_ = l_69_;
                        l_mut_440_ = l_72_;
                        if (l_1424_) {
                            uint l_1425_ = (0u - l_69_);
                            uint l_1426_ = (0u - l_72_);
                            bool l_1427_ = (0u < l_69_);
                            uint l_1428_ = uint(l_1427_);
                            uint l_1429_ = (l_1426_ - l_1428_);
                            l_mut_441_ = l_1425_;
                            l_mut_440_ = l_1429_;
                        }
                        uint _e3703 = l_mut_441_;
                        uint l_1430_ = (_e3703 * l_1079_);
                        uint _e3705 = l_mut_440_;
                        uint l_1431_ = (_e3705 * l_1079_);
                        uint _e3707 = l_mut_441_;
                        uint64_t l_3131_ = uint64_t(_e3707);
                        uint64_t l_3132_ = uint64_t(l_1079_);
                        uint64_t l_3133_ = (l_3131_ * l_3132_);
                        uint64_t l_3134_ = (l_3133_ >> uint(32uL));
                        uint l_1432_ = uint(l_3134_);
                        uint l_1433_ = (l_1432_ + l_1431_);
                        uint _e3718 = l_mut_440_;
                        uint64_t l_3136_ = uint64_t(_e3718);
                        uint64_t l_3137_ = uint64_t(l_1079_);
                        uint64_t l_3138_ = (l_3136_ * l_3137_);
                        uint64_t l_3139_ = (l_3138_ >> uint(32uL));
                        uint l_1434_ = uint(l_3139_);
                        bool l_1435_ = (l_1433_ < l_1431_);
                        uint l_1436_ = uint(l_1435_);
                        uint l_1437_ = (l_1434_ + l_1436_);
                        l_mut_439_ = l_1430_;
                        bool l_1439_ = (0u > 0u);
                        if (l_1439_) {
                            uint l_1440_ = (l_1430_ >> 0u);
                            uint l_1441_ = (32u - 0u);
                            uint l_1442_ = (l_1433_ << l_1441_);
                            uint l_1443_ = (l_1440_ | l_1442_);
                            l_mut_439_ = l_1443_;
                        }
                        l_mut_428_ = l_1433_;
                        bool l_1444_ = (0u > 0u);
                        if (l_1444_) {
                            uint l_1445_ = (l_1433_ >> 0u);
                            uint l_1446_ = (32u - 0u);
                            uint l_1447_ = (l_1437_ << l_1446_);
                            uint l_1448_ = (l_1445_ | l_1447_);
                            l_mut_428_ = l_1448_;
                        }
                        uint _e3746 = l_mut_439_;
                        l_mut_421_ = _e3746;
                        uint _e3747 = l_mut_428_;
                        l_mut_439_ = _e3747;
                        if (false) {
                            l_mut_421_ = l_1437_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1433_;
                                bool l_1451_ = (0u > 0u);
                                if (l_1451_) {
                                    uint l_1452_ = (l_1433_ >> 0u);
                                    uint l_1453_ = (32u - 0u);
                                    uint l_1454_ = (l_1437_ << l_1453_);
                                    uint l_1455_ = (l_1452_ | l_1454_);
                                    l_mut_428_ = l_1455_;
                                }
                                uint l_1456_ = (l_1437_ >> 0u);
                                uint _e3759 = l_mut_428_;
                                l_mut_421_ = _e3759;
                                l_mut_439_ = l_1456_;
                            }
                        }
                        uint _e3760 = l_mut_441_;
                        uint l_1457_ = (_e3760 * l_1079_);
                        uint _e3762 = l_mut_440_;
                        uint l_1458_ = (_e3762 * l_1079_);
                        uint _e3764 = l_mut_441_;
                        uint64_t l_3141_ = uint64_t(_e3764);
                        uint64_t l_3142_ = uint64_t(l_1079_);
                        uint64_t l_3143_ = (l_3141_ * l_3142_);
                        uint64_t l_3144_ = (l_3143_ >> uint(32uL));
                        uint l_1459_ = uint(l_3144_);
                        uint l_1460_ = (l_1459_ + l_1458_);
                        uint _e3775 = l_mut_440_;
                        uint64_t l_3146_ = uint64_t(_e3775);
                        uint64_t l_3147_ = uint64_t(l_1079_);
                        uint64_t l_3148_ = (l_3146_ * l_3147_);
                        uint64_t l_3149_ = (l_3148_ >> uint(32uL));
                        uint l_1461_ = uint(l_3149_);
                        bool l_1462_ = (l_1460_ < l_1458_);
                        uint l_1463_ = uint(l_1462_);
                        uint l_1464_ = (l_1461_ + l_1463_);
                        l_mut_428_ = l_1457_;
                        bool l_1466_ = (0u > 0u);
                        if (l_1466_) {
                            uint l_1467_ = (l_1457_ >> 0u);
                            uint l_1468_ = (32u - 0u);
                            uint l_1469_ = (l_1460_ << l_1468_);
                            uint l_1470_ = (l_1467_ | l_1469_);
                            l_mut_428_ = l_1470_;
                        }
                        l_mut_394_ = l_1460_;
                        bool l_1471_ = (0u > 0u);
                        if (l_1471_) {
                            uint l_1472_ = (l_1460_ >> 0u);
                            uint l_1473_ = (32u - 0u);
                            uint l_1474_ = (l_1464_ << l_1473_);
                            uint l_1475_ = (l_1472_ | l_1474_);
                            l_mut_394_ = l_1475_;
                        }
                        uint _e3803 = l_mut_428_;
                        l_mut_388_ = _e3803;
                        uint _e3804 = l_mut_394_;
                        l_mut_428_ = _e3804;
                        if (true) {
                            l_mut_388_ = l_1464_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_394_ = l_1460_;
                                bool l_1478_ = (0u > 0u);
                                if (l_1478_) {
                                    uint l_1479_ = (l_1460_ >> 0u);
                                    uint l_1480_ = (32u - 0u);
                                    uint l_1481_ = (l_1464_ << l_1480_);
                                    uint l_1482_ = (l_1479_ | l_1481_);
                                    l_mut_394_ = l_1482_;
                                }
                                uint l_1483_ = (l_1464_ >> 0u);
                                uint _e3816 = l_mut_394_;
                                l_mut_388_ = _e3816;
                                l_mut_428_ = l_1483_;
                            }
                        }
                        uint _e3817 = l_mut_421_;
                        uint l_1484_ = (_e3817 * l_1079_);
                        uint _e3819 = l_mut_439_;
                        uint l_1485_ = (_e3819 * l_1079_);
                        uint _e3821 = l_mut_421_;
                        uint64_t l_3151_ = uint64_t(_e3821);
                        uint64_t l_3152_ = uint64_t(l_1079_);
                        uint64_t l_3153_ = (l_3151_ * l_3152_);
                        uint64_t l_3154_ = (l_3153_ >> uint(32uL));
                        uint l_1486_ = uint(l_3154_);
                        uint l_1487_ = (l_1486_ + l_1485_);
                        uint _e3832 = l_mut_439_;
                        uint64_t l_3156_ = uint64_t(_e3832);
                        uint64_t l_3157_ = uint64_t(l_1079_);
                        uint64_t l_3158_ = (l_3156_ * l_3157_);
                        uint64_t l_3159_ = (l_3158_ >> uint(32uL));
                        uint l_1488_ = uint(l_3159_);
                        bool l_1489_ = (l_1487_ < l_1485_);
                        uint l_1490_ = uint(l_1489_);
                        uint l_1491_ = (l_1488_ + l_1490_);
                        l_mut_441_ = l_1484_;
                        bool l_1493_ = (0u > 0u);
                        if (l_1493_) {
                            uint l_1494_ = (l_1484_ >> 0u);
                            uint l_1495_ = (32u - 0u);
                            uint l_1496_ = (l_1487_ << l_1495_);
                            uint l_1497_ = (l_1494_ | l_1496_);
                            l_mut_441_ = l_1497_;
                        }
                        l_mut_440_ = l_1487_;
                        bool l_1498_ = (0u > 0u);
                        if (l_1498_) {
                            uint l_1499_ = (l_1487_ >> 0u);
                            uint l_1500_ = (32u - 0u);
                            uint l_1501_ = (l_1491_ << l_1500_);
                            uint l_1502_ = (l_1499_ | l_1501_);
                            l_mut_440_ = l_1502_;
                        }
                        uint _e3860 = l_mut_441_;
                        l_mut_394_ = _e3860;
                        uint _e3861 = l_mut_440_;
                        l_mut_441_ = _e3861;
                        if (false) {
                            l_mut_394_ = l_1491_;
                            l_mut_441_ = 0u;
                        } else {
                            if (false) {
                                l_mut_440_ = l_1487_;
                                bool l_1505_ = (0u > 0u);
                                if (l_1505_) {
                                    uint l_1506_ = (l_1487_ >> 0u);
                                    uint l_1507_ = (32u - 0u);
                                    uint l_1508_ = (l_1491_ << l_1507_);
                                    uint l_1509_ = (l_1506_ | l_1508_);
                                    l_mut_440_ = l_1509_;
                                }
                                uint l_1510_ = (l_1491_ >> 0u);
                                uint _e3873 = l_mut_440_;
                                l_mut_394_ = _e3873;
                                l_mut_441_ = l_1510_;
                            }
                        }
                        uint _e3874 = l_mut_421_;
                        uint l_1511_ = (_e3874 * l_1079_);
                        uint _e3876 = l_mut_439_;
                        uint l_1512_ = (_e3876 * l_1079_);
                        uint _e3878 = l_mut_421_;
                        uint64_t l_3161_ = uint64_t(_e3878);
                        uint64_t l_3162_ = uint64_t(l_1079_);
                        uint64_t l_3163_ = (l_3161_ * l_3162_);
                        uint64_t l_3164_ = (l_3163_ >> uint(32uL));
                        uint l_1513_ = uint(l_3164_);
                        uint l_1514_ = (l_1513_ + l_1512_);
                        uint _e3889 = l_mut_439_;
                        uint64_t l_3166_ = uint64_t(_e3889);
                        uint64_t l_3167_ = uint64_t(l_1079_);
                        uint64_t l_3168_ = (l_3166_ * l_3167_);
                        uint64_t l_3169_ = (l_3168_ >> uint(32uL));
                        uint l_1515_ = uint(l_3169_);
                        bool l_1516_ = (l_1514_ < l_1512_);
                        uint l_1517_ = uint(l_1516_);
                        uint l_1518_ = (l_1515_ + l_1517_);
                        l_mut_440_ = l_1511_;
                        bool l_1520_ = (0u > 0u);
                        if (l_1520_) {
                            uint l_1521_ = (l_1511_ >> 0u);
                            uint l_1522_ = (32u - 0u);
                            uint l_1523_ = (l_1514_ << l_1522_);
                            uint l_1524_ = (l_1521_ | l_1523_);
                            l_mut_440_ = l_1524_;
                        }
                        l_mut_382_ = l_1514_;
                        bool l_1525_ = (0u > 0u);
                        if (l_1525_) {
                            uint l_1526_ = (l_1514_ >> 0u);
                            uint l_1527_ = (32u - 0u);
                            uint l_1528_ = (l_1518_ << l_1527_);
                            uint l_1529_ = (l_1526_ | l_1528_);
                            l_mut_382_ = l_1529_;
                        }
                        uint _e3917 = l_mut_440_;
                        l_mut_275_ = _e3917;
                        uint _e3918 = l_mut_382_;
                        l_mut_440_ = _e3918;
                        if (true) {
                            l_mut_275_ = l_1518_;
                            l_mut_440_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1514_;
                                bool l_1532_ = (0u > 0u);
                                if (l_1532_) {
                                    uint l_1533_ = (l_1514_ >> 0u);
                                    uint l_1534_ = (32u - 0u);
                                    uint l_1535_ = (l_1518_ << l_1534_);
                                    uint l_1536_ = (l_1533_ | l_1535_);
                                    l_mut_382_ = l_1536_;
                                }
                                uint l_1537_ = (l_1518_ >> 0u);
                                uint _e3930 = l_mut_382_;
                                l_mut_275_ = _e3930;
                                l_mut_440_ = l_1537_;
                            }
                        }
                        uint _e3931 = l_mut_388_;
                        uint l_1538_ = (_e3931 * l_1079_);
                        uint _e3933 = l_mut_388_;
                        uint64_t l_3171_ = uint64_t(_e3933);
                        uint64_t l_3172_ = uint64_t(l_1079_);
                        uint64_t l_3173_ = (l_3171_ * l_3172_);
                        uint64_t l_3174_ = (l_3173_ >> uint(32uL));
                        uint l_1539_ = uint(l_3174_);
                        uint _e3943 = l_mut_428_;
                        uint l_1540_ = (_e3943 * l_1079_);
                        uint l_1541_ = (l_1539_ + l_1540_);
                        uint _e3946 = l_mut_275_;
                        uint l_1542_ = (_e3946 + l_1538_);
                        uint _e3948 = l_mut_440_;
                        uint l_1543_ = (_e3948 + l_1541_);
                        uint _e3950 = l_mut_275_;
                        bool l_1544_ = (l_1542_ < _e3950);
                        uint l_1545_ = uint(l_1544_);
                        uint l_1546_ = (l_1543_ + l_1545_);
                        uint _e3954 = l_mut_394_;
                        l_mut_445_ = _e3954;
                        uint _e3955 = l_mut_441_;
                        l_mut_444_ = _e3955;
                        bool l_1547_ = (l_1381_ == 64u);
                        if (l_1547_) {
                            l_mut_445_ = l_1542_;
                            l_mut_444_ = l_1546_;
                        } else {
                            bool l_1548_ = (l_1381_ > 0u);
                            if (l_1548_) {
                                uint l_1549_ = (64u - l_1381_);
                                l_mut_440_ = l_1542_;
                                l_mut_439_ = l_1546_;
                                bool l_1550_ = (l_1549_ >= 32u);
                                if (l_1550_) {
                                    uint l_1551_ = (l_1549_ & 31u);
                                    uint l_1552_ = (l_1542_ << l_1551_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_1552_;
                                } else {
                                    bool l_1553_ = (l_1549_ > 0u);
                                    if (l_1553_) {
                                        uint l_1554_ = (l_1542_ << l_1549_);
                                        uint l_1555_ = (l_1546_ << l_1549_);
                                        uint l_1556_ = (32u - l_1549_);
                                        uint l_1557_ = (l_1542_ >> l_1556_);
                                        uint l_1558_ = (l_1555_ | l_1557_);
                                        l_mut_440_ = l_1554_;
                                        l_mut_439_ = l_1558_;
                                    }
                                }
                                uint _e3976 = l_mut_394_;
                                l_mut_428_ = _e3976;
                                uint _e3977 = l_mut_441_;
                                l_mut_421_ = _e3977;
                                bool l_1559_ = (l_1381_ >= 32u);
                                if (l_1559_) {
                                    uint l_1560_ = (l_1381_ & 31u);
                                    uint _e3982 = l_mut_441_;
                                    uint l_1561_ = (_e3982 >> l_1560_);
                                    l_mut_428_ = l_1561_;
                                    l_mut_421_ = 0u;
                                } else {
                                    bool l_1562_ = (l_1381_ > 0u);
                                    if (l_1562_) {
                                        uint _e3987 = l_mut_394_;
                                        l_mut_388_ = _e3987;
                                        bool l_1563_ = (l_1381_ > 0u);
                                        if (l_1563_) {
                                            uint _e3990 = l_mut_394_;
                                            uint l_1564_ = (_e3990 >> l_1381_);
                                            uint l_1565_ = (32u - l_1381_);
                                            uint _e3994 = l_mut_441_;
                                            uint l_1566_ = (_e3994 << l_1565_);
                                            uint l_1567_ = (l_1564_ | l_1566_);
                                            l_mut_388_ = l_1567_;
                                        }
                                        uint _e3997 = l_mut_441_;
                                        uint l_1568_ = (_e3997 >> l_1381_);
                                        uint _e3999 = l_mut_388_;
                                        l_mut_428_ = _e3999;
                                        l_mut_421_ = l_1568_;
                                    }
                                }
                                uint _e4000 = l_mut_440_;
                                uint _e4001 = l_mut_428_;
                                uint l_1569_ = (_e4000 + _e4001);
                                uint _e4003 = l_mut_439_;
                                uint _e4004 = l_mut_421_;
                                uint l_1570_ = (_e4003 + _e4004);
                                uint _e4006 = l_mut_440_;
                                bool l_1571_ = (l_1569_ < _e4006);
                                uint l_1572_ = uint(l_1571_);
                                uint l_1573_ = (l_1570_ + l_1572_);
                                l_mut_445_ = l_1569_;
                                l_mut_444_ = l_1573_;
                            }
                        }
                        if (l_1424_) {
                            uint _e4011 = l_mut_445_;
                            uint l_1574_ = (0u - _e4011);
                            uint _e4014 = l_mut_444_;
                            uint l_1575_ = (0u - _e4014);
                            uint _e4017 = l_mut_445_;
                            bool l_1576_ = (0u < _e4017);
                            uint l_1577_ = uint(l_1576_);
                            uint l_1578_ = (l_1575_ - l_1577_);
                            l_mut_445_ = l_1574_;
                            l_mut_444_ = l_1578_;
                        }
                    }
                    uint _e4021 = l_mut_445_;
                    uint l_1579_ = (l_1332_ - _e4021);
                    uint _e4023 = l_mut_444_;
                    uint l_1580_ = (l_1336_ - _e4023);
                    uint _e4025 = l_mut_445_;
                    bool l_1581_ = (l_1332_ < _e4025);
                    uint l_1582_ = uint(l_1581_);
                    uint l_1583_ = (l_1580_ - l_1582_);
                    uint l_1584_ = (l_1579_ + l_19_);
                    uint l_1585_ = (l_1583_ + l_22_);
                    bool l_1586_ = (l_1584_ < l_1579_);
                    uint l_1587_ = uint(l_1586_);
                    uint l_1588_ = (l_1585_ + l_1587_);
                    uint l_1589_ = (0u - l_1376_);
                    uint l_1590_ = (0u - l_1380_);
                    bool l_1591_ = (0u < l_1376_);
                    uint l_1592_ = uint(l_1591_);
                    uint l_1593_ = (l_1590_ - l_1592_);
                    uint l_1594_ = (l_19_ + l_19_);
                    uint l_1595_ = (l_22_ + l_22_);
                    bool l_1596_ = (l_1594_ < l_19_);
                    uint l_1597_ = uint(l_1596_);
                    uint l_1598_ = (l_1595_ + l_1597_);
                    l_mut_445_ = l_1589_;
                    l_mut_444_ = l_1593_;
                    uint l_1599_ = (0u - l_1589_);
                    uint l_1600_ = (0u - l_1593_);
                    bool l_1601_ = (0u < l_1589_);
                    uint l_1602_ = uint(l_1601_);
                    uint l_1603_ = (l_1600_ - l_1602_);
                    l_mut_441_ = l_1599_;
                    l_mut_440_ = l_1603_;
                    l_mut_439_ = l_1584_;
                    l_mut_428_ = l_1588_;
                    l_mut_421_ = 1u;
                    l_mut_394_ = 1u;
                    l_mut_645_ = false;
                    uint _e4058 = l_mut_428_;
                    bool l_1604_ = (_e4058 < l_1598_);
                    uint _e4060 = l_mut_428_;
                    bool l_1605_ = (_e4060 == l_1598_);
                    uint _e4062 = l_mut_439_;
                    bool l_1606_ = (_e4062 < l_1594_);
                    if (l_1605_) {
                        local_91 = l_1606_;
                    } else {
                        local_91 = false;
                    }
                    bool l_1607_ = local_91;
                    if (!(l_1604_)) {
                        local_92 = l_1607_;
                    } else {
                        local_92 = true;
                    }
                    bool l_1608_ = local_92;
                    bool l_1609_ = !(l_1608_);
                    l_mut_628_ = l_1609_;
                    uint l_1610_ = (l_1589_ | l_1593_);
                    bool l_1611_ = (l_1610_ == 0u);
                    if (l_1611_) {
                        bool _e4077 = l_mut_628_;
                        l_mut_645_ = _e4077;
                        l_mut_628_ = false;
                    }
                    bool _e4079 = l_mut_628_;
                    if (_e4079) {
                        uint l_1612_ = (l_1593_ >> 31u);
                        bool l_1613_ = (l_1612_ == 1u);
                        l_mut_388_ = l_1589_;
                        l_mut_382_ = l_1593_;
                        if (l_1613_) {
                            uint l_1614_ = (0u - l_1589_);
                            uint l_1615_ = (0u - l_1593_);
                            bool l_1616_ = (0u < l_1589_);
                            uint l_1617_ = uint(l_1616_);
                            uint l_1618_ = (l_1615_ - l_1617_);
                            l_mut_388_ = l_1614_;
                            l_mut_382_ = l_1618_;
                        }
                        uint l_1619_ = (l_1079_ - 1u);
                        uint _e4094 = l_mut_388_;
                        uint l_1620_ = (_e4094 * l_1619_);
                        uint _e4096 = l_mut_388_;
                        uint64_t l_3176_ = uint64_t(_e4096);
                        uint64_t l_3177_ = uint64_t(l_1619_);
                        uint64_t l_3178_ = (l_3176_ * l_3177_);
                        uint64_t l_3179_ = (l_3178_ >> uint(32uL));
                        uint l_1621_ = uint(l_3179_);
                        uint _e4106 = l_mut_382_;
                        uint l_1622_ = (_e4106 * l_1619_);
                        uint l_1623_ = (l_1621_ + l_1622_);
                        l_mut_275_ = 0u;
                        uint l_1624_ = (l_1079_ - 1u);
                        uint _e4112 = l_mut_388_;
                        uint l_1625_ = (_e4112 * l_1624_);
                        uint _e4114 = l_mut_382_;
                        uint l_1626_ = (_e4114 * l_1624_);
                        uint _e4116 = l_mut_388_;
                        uint64_t l_3181_ = uint64_t(_e4116);
                        uint64_t l_3182_ = uint64_t(l_1624_);
                        uint64_t l_3183_ = (l_3181_ * l_3182_);
                        uint64_t l_3184_ = (l_3183_ >> uint(32uL));
                        uint l_1627_ = uint(l_3184_);
                        uint l_1628_ = (l_1627_ + l_1626_);
                        uint _e4127 = l_mut_382_;
                        uint64_t l_3186_ = uint64_t(_e4127);
                        uint64_t l_3187_ = uint64_t(l_1624_);
                        uint64_t l_3188_ = (l_3186_ * l_3187_);
                        uint64_t l_3189_ = (l_3188_ >> uint(32uL));
                        uint l_1629_ = uint(l_3189_);
                        bool l_1630_ = (l_1628_ < l_1626_);
                        uint l_1631_ = uint(l_1630_);
                        uint l_1632_ = (l_1629_ + l_1631_);
                        l_mut_269_ = l_1625_;
                        bool l_1634_ = (0u > 0u);
                        if (l_1634_) {
                            uint l_1635_ = (l_1625_ >> 0u);
                            uint l_1636_ = (32u - 0u);
                            uint l_1637_ = (l_1628_ << l_1636_);
                            uint l_1638_ = (l_1635_ | l_1637_);
                            l_mut_269_ = l_1638_;
                        }
                        l_mut_219_ = l_1628_;
                        bool l_1639_ = (0u > 0u);
                        if (l_1639_) {
                            uint l_1640_ = (l_1628_ >> 0u);
                            uint l_1641_ = (32u - 0u);
                            uint l_1642_ = (l_1632_ << l_1641_);
                            uint l_1643_ = (l_1640_ | l_1642_);
                            l_mut_219_ = l_1643_;
                        }
                        uint _e4155 = l_mut_269_;
                        l_mut_213_ = _e4155;
                        uint _e4156 = l_mut_219_;
                        l_mut_269_ = _e4156;
                        if (true) {
                            l_mut_213_ = l_1632_;
                            l_mut_269_ = 0u;
                        } else {
                            if (true) {
                                l_mut_219_ = l_1628_;
                                bool l_1646_ = (0u > 0u);
                                if (l_1646_) {
                                    uint l_1647_ = (l_1628_ >> 0u);
                                    uint l_1648_ = (32u - 0u);
                                    uint l_1649_ = (l_1632_ << l_1648_);
                                    uint l_1650_ = (l_1647_ | l_1649_);
                                    l_mut_219_ = l_1650_;
                                }
                                uint l_1651_ = (l_1632_ >> 0u);
                                uint _e4168 = l_mut_219_;
                                l_mut_213_ = _e4168;
                                l_mut_269_ = l_1651_;
                            }
                        }
                        uint _e4169 = l_mut_213_;
                        uint _e4170 = l_mut_269_;
                        uint l_1652_ = (_e4169 | _e4170);
                        bool l_1653_ = (l_1652_ == 0u);
                        if (l_1653_) {
                            l_mut_269_ = l_1584_;
                            l_mut_219_ = l_1588_;
                            if (l_1613_) {
                                uint l_1654_ = (0u - l_1584_);
                                uint l_1655_ = (0u - l_1588_);
                                bool l_1656_ = (0u < l_1584_);
                                uint l_1657_ = uint(l_1656_);
                                uint l_1658_ = (l_1655_ - l_1657_);
                                uint l_1659_ = (l_1584_ | l_1588_);
                                bool l_1660_ = (l_1659_ == 0u);
                                bool l_1661_ = !(l_1660_);
                                bool l_1662_ = (l_1623_ < l_1658_);
                                bool l_1663_ = (l_1623_ == l_1658_);
                                bool l_1664_ = (l_1620_ < l_1654_);
                                if (l_1663_) {
                                    local_93 = l_1664_;
                                } else {
                                    local_93 = false;
                                }
                                bool l_1665_ = local_93;
                                if (!(l_1662_)) {
                                    local_94 = l_1665_;
                                } else {
                                    local_94 = true;
                                }
                                bool l_1666_ = local_94;
                                bool l_1667_ = !(l_1666_);
                                if (l_1661_) {
                                    local_95 = l_1667_;
                                } else {
                                    local_95 = false;
                                }
                                bool l_1668_ = local_95;
                                if (l_1668_) {
                                    uint l_1669_ = (l_1079_ - 1u);
                                    l_mut_213_ = l_1654_;
                                    l_mut_151_ = l_1658_;
                                    uint _e4205 = l_mut_382_;
                                    bool l_1670_ = (l_1658_ < _e4205);
                                    uint _e4207 = l_mut_382_;
                                    bool l_1671_ = (l_1658_ == _e4207);
                                    uint _e4209 = l_mut_388_;
                                    bool l_1672_ = (l_1654_ < _e4209);
                                    if (l_1671_) {
                                        local_96 = l_1672_;
                                    } else {
                                        local_96 = false;
                                    }
                                    bool l_1673_ = local_96;
                                    if (!(l_1670_)) {
                                        local_97 = l_1673_;
                                    } else {
                                        local_97 = true;
                                    }
                                    bool l_1674_ = local_97;
                                    bool l_1675_ = !(l_1674_);
                                    if (l_1675_) {
                                        l_mut_145_ = 0u;
                                        uint _e4222 = l_mut_382_;
                                        bool l_1676_ = (_e4222 < l_1658_);
                                        uint _e4224 = l_mut_382_;
                                        bool l_1677_ = (_e4224 == l_1658_);
                                        uint _e4226 = l_mut_388_;
                                        bool l_1678_ = (_e4226 < l_1654_);
                                        if (l_1677_) {
                                            local_98 = l_1678_;
                                        } else {
                                            local_98 = false;
                                        }
                                        bool l_1679_ = local_98;
                                        if (!(l_1676_)) {
                                            local_99 = l_1679_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1680_ = local_99;
                                        if (l_1680_) {
                                            uint l_1681_ = (l_1654_ - 1u);
                                            uint l_1682_ = (l_1658_ - 0u);
                                            bool l_1683_ = (l_1654_ < 1u);
                                            uint l_1684_ = uint(l_1683_);
                                            uint l_1685_ = (l_1682_ - l_1684_);
                                            l_mut_102_ = l_1681_;
                                            l_mut_96_ = l_1685_;
                                            l_mut_90_ = 0u;
                                            l_mut_1686_ = 0u;
                                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                                if (!loop_init_7) {
                                                    uint _e4333 = l_mut_1686_;
                                                    l_mut_1686_ = (_e4333 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4248 = l_mut_1686_;
                                                if ((_e4248 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4252 = l_mut_1686_;
                                                    uint l_1687_ = (19u - _e4252);
                                                    uint _e4254 = l_mut_102_;
                                                    l_mut_75_ = _e4254;
                                                    uint _e4255 = l_mut_96_;
                                                    l_mut_40_ = _e4255;
                                                    bool l_1688_ = (l_1687_ >= 32u);
                                                    if (l_1688_) {
                                                        uint l_1689_ = (l_1687_ & 31u);
                                                        uint _e4260 = l_mut_96_;
                                                        uint l_1690_ = (_e4260 >> l_1689_);
                                                        l_mut_75_ = l_1690_;
                                                        l_mut_40_ = 0u;
                                                    } else {
                                                        bool l_1691_ = (l_1687_ > 0u);
                                                        if (l_1691_) {
                                                            uint _e4265 = l_mut_102_;
                                                            l_mut_1692_ = _e4265;
                                                            bool l_1693_ = (l_1687_ > 0u);
                                                            if (l_1693_) {
                                                                uint _e4268 = l_mut_102_;
                                                                uint l_1694_ = (_e4268 >> l_1687_);
                                                                uint l_1695_ = (32u - l_1687_);
                                                                uint _e4272 = l_mut_96_;
                                                                uint l_1696_ = (_e4272 << l_1695_);
                                                                uint l_1697_ = (l_1694_ | l_1696_);
                                                                l_mut_1692_ = l_1697_;
                                                            }
                                                            uint _e4275 = l_mut_96_;
                                                            uint l_1698_ = (_e4275 >> l_1687_);
                                                            uint _e4277 = l_mut_1692_;
                                                            l_mut_75_ = _e4277;
                                                            l_mut_40_ = l_1698_;
                                                        }
                                                    }
                                                    uint _e4278 = l_mut_40_;
                                                    uint _e4279 = l_mut_382_;
                                                    bool l_1699_ = (_e4278 < _e4279);
                                                    uint _e4281 = l_mut_40_;
                                                    uint _e4282 = l_mut_382_;
                                                    bool l_1700_ = (_e4281 == _e4282);
                                                    uint _e4284 = l_mut_75_;
                                                    uint _e4285 = l_mut_388_;
                                                    bool l_1701_ = (_e4284 < _e4285);
                                                    if (l_1700_) {
                                                        local_100 = l_1701_;
                                                    } else {
                                                        local_100 = false;
                                                    }
                                                    bool l_1702_ = local_100;
                                                    if (!(l_1699_)) {
                                                        local_101 = l_1702_;
                                                    } else {
                                                        local_101 = true;
                                                    }
                                                    bool l_1703_ = local_101;
                                                    bool l_1704_ = !(l_1703_);
                                                    if (l_1704_) {
                                                        uint _e4297 = l_mut_388_;
                                                        l_mut_1692_ = _e4297;
                                                        uint _e4298 = l_mut_382_;
                                                        l_mut_75_ = _e4298;
                                                        bool l_1705_ = (l_1687_ >= 32u);
                                                        if (l_1705_) {
                                                            uint l_1706_ = (l_1687_ & 31u);
                                                            uint _e4303 = l_mut_388_;
                                                            uint l_1707_ = (_e4303 << l_1706_);
                                                            l_mut_1692_ = 0u;
                                                            l_mut_75_ = l_1707_;
                                                        } else {
                                                            bool l_1708_ = (l_1687_ > 0u);
                                                            if (l_1708_) {
                                                                uint _e4308 = l_mut_388_;
                                                                uint l_1709_ = (_e4308 << l_1687_);
                                                                uint _e4310 = l_mut_382_;
                                                                uint l_1710_ = (_e4310 << l_1687_);
                                                                uint l_1711_ = (32u - l_1687_);
                                                                uint _e4314 = l_mut_388_;
                                                                uint l_1712_ = (_e4314 >> l_1711_);
                                                                uint l_1713_ = (l_1710_ | l_1712_);
                                                                l_mut_1692_ = l_1709_;
                                                                l_mut_75_ = l_1713_;
                                                            }
                                                        }
                                                        uint _e4317 = l_mut_102_;
                                                        uint _e4318 = l_mut_1692_;
                                                        uint l_1714_ = (_e4317 - _e4318);
                                                        uint _e4320 = l_mut_96_;
                                                        uint _e4321 = l_mut_75_;
                                                        uint l_1715_ = (_e4320 - _e4321);
                                                        uint _e4323 = l_mut_102_;
                                                        uint _e4324 = l_mut_1692_;
                                                        bool l_1716_ = (_e4323 < _e4324);
                                                        uint l_1717_ = uint(l_1716_);
                                                        uint l_1718_ = (l_1715_ - l_1717_);
                                                        l_mut_102_ = l_1714_;
                                                        l_mut_96_ = l_1718_;
                                                        uint l_1719_ = (1u << l_1687_);
                                                        uint _e4330 = l_mut_90_;
                                                        l_mut_90_ = (_e4330 | l_1719_);
                                                    }
                                                }
                                            }
                                            uint _e4335 = l_mut_90_;
                                            uint l_1720_ = min(_e4335, l_1669_);
                                            l_mut_1692_ = l_1720_;
                                            uint _e4337 = l_mut_96_;
                                            uint _e4338 = l_mut_382_;
                                            bool l_1721_ = (_e4337 < _e4338);
                                            uint _e4340 = l_mut_96_;
                                            uint _e4341 = l_mut_382_;
                                            bool l_1722_ = (_e4340 == _e4341);
                                            uint _e4343 = l_mut_102_;
                                            uint _e4344 = l_mut_388_;
                                            bool l_1723_ = (_e4343 < _e4344);
                                            if (l_1722_) {
                                                local_102 = l_1723_;
                                            } else {
                                                local_102 = false;
                                            }
                                            bool l_1724_ = local_102;
                                            if (!(l_1721_)) {
                                                local_103 = l_1724_;
                                            } else {
                                                local_103 = true;
                                            }
                                            bool l_1725_ = local_103;
                                            bool l_1726_ = !(l_1725_);
                                            if (l_1726_) {
                                                l_mut_1692_ = l_1669_;
                                            }
                                            uint _e4356 = l_mut_1692_;
                                            l_mut_145_ = _e4356;
                                        }
                                        uint _e4357 = l_mut_388_;
                                        uint _e4358 = l_mut_145_;
                                        uint l_1727_ = (_e4357 * _e4358);
                                        uint _e4360 = l_mut_388_;
                                        uint64_t l_3191_ = uint64_t(_e4360);
                                        uint _e4362 = l_mut_145_;
                                        uint64_t l_3192_ = uint64_t(_e4362);
                                        uint64_t l_3193_ = (l_3191_ * l_3192_);
                                        uint64_t l_3194_ = (l_3193_ >> uint(32uL));
                                        uint l_1728_ = uint(l_3194_);
                                        uint _e4371 = l_mut_382_;
                                        uint _e4372 = l_mut_145_;
                                        uint l_1729_ = (_e4371 * _e4372);
                                        uint l_1730_ = (l_1728_ + l_1729_);
                                        uint l_1731_ = (l_1654_ - l_1727_);
                                        uint l_1732_ = (l_1658_ - l_1730_);
                                        bool l_1733_ = (l_1654_ < l_1727_);
                                        uint l_1734_ = uint(l_1733_);
                                        uint l_1735_ = (l_1732_ - l_1734_);
                                        l_mut_213_ = l_1731_;
                                        l_mut_151_ = l_1735_;
                                        uint _e4380 = l_mut_151_;
                                        uint _e4381 = l_mut_382_;
                                        bool l_1736_ = (_e4380 < _e4381);
                                        uint _e4383 = l_mut_151_;
                                        uint _e4384 = l_mut_382_;
                                        bool l_1737_ = (_e4383 == _e4384);
                                        uint _e4386 = l_mut_213_;
                                        uint _e4387 = l_mut_388_;
                                        bool l_1738_ = (_e4386 < _e4387);
                                        if (l_1737_) {
                                            local_104 = l_1738_;
                                        } else {
                                            local_104 = false;
                                        }
                                        bool l_1739_ = local_104;
                                        if (!(l_1736_)) {
                                            local_105 = l_1739_;
                                        } else {
                                            local_105 = true;
                                        }
                                        bool l_1740_ = local_105;
                                        bool l_1741_ = !(l_1740_);
                                        if (l_1741_) {
                                            uint _e4399 = l_mut_213_;
                                            uint _e4400 = l_mut_388_;
                                            uint l_1742_ = (_e4399 - _e4400);
                                            uint _e4402 = l_mut_151_;
                                            uint _e4403 = l_mut_382_;
                                            uint l_1743_ = (_e4402 - _e4403);
                                            uint _e4405 = l_mut_213_;
                                            uint _e4406 = l_mut_388_;
                                            bool l_1744_ = (_e4405 < _e4406);
                                            uint l_1745_ = uint(l_1744_);
                                            uint l_1746_ = (l_1743_ - l_1745_);
                                            l_mut_213_ = l_1742_;
                                            l_mut_151_ = l_1746_;
                                        }
                                    }
                                    uint _e4410 = l_mut_388_;
                                    uint _e4411 = l_mut_213_;
                                    uint l_1747_ = (_e4410 - _e4411);
                                    uint _e4413 = l_mut_382_;
                                    uint _e4414 = l_mut_151_;
                                    uint l_1748_ = (_e4413 - _e4414);
                                    uint _e4416 = l_mut_388_;
                                    uint _e4417 = l_mut_213_;
                                    bool l_1749_ = (_e4416 < _e4417);
                                    uint l_1750_ = uint(l_1749_);
                                    uint l_1751_ = (l_1748_ - l_1750_);
                                    l_mut_1692_ = l_1747_;
                                    l_mut_213_ = l_1751_;
                                    uint _e4421 = l_mut_382_;
                                    bool l_1752_ = (l_1751_ < _e4421);
                                    uint _e4423 = l_mut_382_;
                                    bool l_1753_ = (l_1751_ == _e4423);
                                    uint _e4425 = l_mut_388_;
                                    bool l_1754_ = (l_1747_ < _e4425);
                                    if (l_1753_) {
                                        local_106 = l_1754_;
                                    } else {
                                        local_106 = false;
                                    }
                                    bool l_1755_ = local_106;
                                    if (!(l_1752_)) {
                                        local_107 = l_1755_;
                                    } else {
                                        local_107 = true;
                                    }
                                    bool l_1756_ = local_107;
                                    bool l_1757_ = !(l_1756_);
                                    if (l_1757_) {
                                        uint _e4437 = l_mut_388_;
                                        uint l_1758_ = (l_1747_ - _e4437);
                                        uint _e4439 = l_mut_382_;
                                        uint l_1759_ = (l_1751_ - _e4439);
                                        uint _e4441 = l_mut_388_;
                                        bool l_1760_ = (l_1747_ < _e4441);
                                        uint l_1761_ = uint(l_1760_);
                                        uint l_1762_ = (l_1759_ - l_1761_);
                                        l_mut_1692_ = l_1758_;
                                        l_mut_213_ = l_1762_;
                                    }
                                    uint _e4445 = l_mut_213_;
                                    uint _e4446 = l_mut_219_;
                                    bool l_1763_ = (_e4445 < _e4446);
                                    uint _e4448 = l_mut_213_;
                                    uint _e4449 = l_mut_219_;
                                    bool l_1764_ = (_e4448 == _e4449);
                                    uint _e4451 = l_mut_1692_;
                                    uint _e4452 = l_mut_269_;
                                    bool l_1765_ = (_e4451 < _e4452);
                                    if (l_1764_) {
                                        local_108 = l_1765_;
                                    } else {
                                        local_108 = false;
                                    }
                                    bool l_1766_ = local_108;
                                    if (!(l_1763_)) {
                                        local_109 = l_1766_;
                                    } else {
                                        local_109 = true;
                                    }
                                    bool l_1767_ = local_109;
                                    if (l_1767_) {
                                        uint _e4463 = l_mut_1692_;
                                        l_mut_269_ = _e4463;
                                        uint _e4464 = l_mut_213_;
                                        l_mut_219_ = _e4464;
                                    }
                                }
                            } else {
                                uint l_1768_ = (l_1584_ - l_1620_);
                                uint l_1769_ = (l_1588_ - l_1623_);
                                bool l_1770_ = (l_1584_ < l_1620_);
                                uint l_1771_ = uint(l_1770_);
                                uint l_1772_ = (l_1769_ - l_1771_);
                                l_mut_269_ = l_1768_;
                                l_mut_219_ = l_1772_;
                                bool l_1773_ = (l_1588_ < l_1623_);
                                bool l_1774_ = (l_1588_ == l_1623_);
                                bool l_1775_ = (l_1584_ < l_1620_);
                                if (l_1774_) {
                                    local_110 = l_1775_;
                                } else {
                                    local_110 = false;
                                }
                                bool l_1776_ = local_110;
                                if (!(l_1773_)) {
                                    local_111 = l_1776_;
                                } else {
                                    local_111 = true;
                                }
                                bool l_1777_ = local_111;
                                if (l_1777_) {
                                    uint l_1778_ = (l_1079_ - 1u);
                                    l_mut_1692_ = l_1584_;
                                    l_mut_213_ = l_1588_;
                                    uint _e4484 = l_mut_382_;
                                    bool l_1779_ = (l_1588_ < _e4484);
                                    uint _e4486 = l_mut_382_;
                                    bool l_1780_ = (l_1588_ == _e4486);
                                    uint _e4488 = l_mut_388_;
                                    bool l_1781_ = (l_1584_ < _e4488);
                                    if (l_1780_) {
                                        local_112 = l_1781_;
                                    } else {
                                        local_112 = false;
                                    }
                                    bool l_1782_ = local_112;
                                    if (!(l_1779_)) {
                                        local_113 = l_1782_;
                                    } else {
                                        local_113 = true;
                                    }
                                    bool l_1783_ = local_113;
                                    bool l_1784_ = !(l_1783_);
                                    if (l_1784_) {
                                        l_mut_151_ = 0u;
                                        uint _e4501 = l_mut_382_;
                                        bool l_1785_ = (_e4501 < l_1588_);
                                        uint _e4503 = l_mut_382_;
                                        bool l_1786_ = (_e4503 == l_1588_);
                                        uint _e4505 = l_mut_388_;
                                        bool l_1787_ = (_e4505 < l_1584_);
                                        if (l_1786_) {
                                            local_114 = l_1787_;
                                        } else {
                                            local_114 = false;
                                        }
                                        bool l_1788_ = local_114;
                                        if (!(l_1785_)) {
                                            local_115 = l_1788_;
                                        } else {
                                            local_115 = true;
                                        }
                                        bool l_1789_ = local_115;
                                        if (l_1789_) {
                                            uint l_1790_ = (l_1584_ - 1u);
                                            uint l_1791_ = (l_1588_ - 0u);
                                            bool l_1792_ = (l_1584_ < 1u);
                                            uint l_1793_ = uint(l_1792_);
                                            uint l_1794_ = (l_1791_ - l_1793_);
                                            l_mut_145_ = l_1790_;
                                            l_mut_102_ = l_1794_;
                                            l_mut_96_ = 0u;
                                            l_mut_1795_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4612 = l_mut_1795_;
                                                    l_mut_1795_ = (_e4612 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4527 = l_mut_1795_;
                                                if ((_e4527 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4531 = l_mut_1795_;
                                                    uint l_1796_ = (19u - _e4531);
                                                    uint _e4533 = l_mut_145_;
                                                    l_mut_90_ = _e4533;
                                                    uint _e4534 = l_mut_102_;
                                                    l_mut_75_ = _e4534;
                                                    bool l_1797_ = (l_1796_ >= 32u);
                                                    if (l_1797_) {
                                                        uint l_1798_ = (l_1796_ & 31u);
                                                        uint _e4539 = l_mut_102_;
                                                        uint l_1799_ = (_e4539 >> l_1798_);
                                                        l_mut_90_ = l_1799_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1800_ = (l_1796_ > 0u);
                                                        if (l_1800_) {
                                                            uint _e4544 = l_mut_145_;
                                                            l_mut_40_ = _e4544;
                                                            bool l_1801_ = (l_1796_ > 0u);
                                                            if (l_1801_) {
                                                                uint _e4547 = l_mut_145_;
                                                                uint l_1802_ = (_e4547 >> l_1796_);
                                                                uint l_1803_ = (32u - l_1796_);
                                                                uint _e4551 = l_mut_102_;
                                                                uint l_1804_ = (_e4551 << l_1803_);
                                                                uint l_1805_ = (l_1802_ | l_1804_);
                                                                l_mut_40_ = l_1805_;
                                                            }
                                                            uint _e4554 = l_mut_102_;
                                                            uint l_1806_ = (_e4554 >> l_1796_);
                                                            uint _e4556 = l_mut_40_;
                                                            l_mut_90_ = _e4556;
                                                            l_mut_75_ = l_1806_;
                                                        }
                                                    }
                                                    uint _e4557 = l_mut_75_;
                                                    uint _e4558 = l_mut_382_;
                                                    bool l_1807_ = (_e4557 < _e4558);
                                                    uint _e4560 = l_mut_75_;
                                                    uint _e4561 = l_mut_382_;
                                                    bool l_1808_ = (_e4560 == _e4561);
                                                    uint _e4563 = l_mut_90_;
                                                    uint _e4564 = l_mut_388_;
                                                    bool l_1809_ = (_e4563 < _e4564);
                                                    if (l_1808_) {
                                                        local_116 = l_1809_;
                                                    } else {
                                                        local_116 = false;
                                                    }
                                                    bool l_1810_ = local_116;
                                                    if (!(l_1807_)) {
                                                        local_117 = l_1810_;
                                                    } else {
                                                        local_117 = true;
                                                    }
                                                    bool l_1811_ = local_117;
                                                    bool l_1812_ = !(l_1811_);
                                                    if (l_1812_) {
                                                        uint _e4576 = l_mut_388_;
                                                        l_mut_90_ = _e4576;
                                                        uint _e4577 = l_mut_382_;
                                                        l_mut_75_ = _e4577;
                                                        bool l_1813_ = (l_1796_ >= 32u);
                                                        if (l_1813_) {
                                                            uint l_1814_ = (l_1796_ & 31u);
                                                            uint _e4582 = l_mut_388_;
                                                            uint l_1815_ = (_e4582 << l_1814_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1815_;
                                                        } else {
                                                            bool l_1816_ = (l_1796_ > 0u);
                                                            if (l_1816_) {
                                                                uint _e4587 = l_mut_388_;
                                                                uint l_1817_ = (_e4587 << l_1796_);
                                                                uint _e4589 = l_mut_382_;
                                                                uint l_1818_ = (_e4589 << l_1796_);
                                                                uint l_1819_ = (32u - l_1796_);
                                                                uint _e4593 = l_mut_388_;
                                                                uint l_1820_ = (_e4593 >> l_1819_);
                                                                uint l_1821_ = (l_1818_ | l_1820_);
                                                                l_mut_90_ = l_1817_;
                                                                l_mut_75_ = l_1821_;
                                                            }
                                                        }
                                                        uint _e4596 = l_mut_145_;
                                                        uint _e4597 = l_mut_90_;
                                                        uint l_1822_ = (_e4596 - _e4597);
                                                        uint _e4599 = l_mut_102_;
                                                        uint _e4600 = l_mut_75_;
                                                        uint l_1823_ = (_e4599 - _e4600);
                                                        uint _e4602 = l_mut_145_;
                                                        uint _e4603 = l_mut_90_;
                                                        bool l_1824_ = (_e4602 < _e4603);
                                                        uint l_1825_ = uint(l_1824_);
                                                        uint l_1826_ = (l_1823_ - l_1825_);
                                                        l_mut_145_ = l_1822_;
                                                        l_mut_102_ = l_1826_;
                                                        uint l_1827_ = (1u << l_1796_);
                                                        uint _e4609 = l_mut_96_;
                                                        l_mut_96_ = (_e4609 | l_1827_);
                                                    }
                                                }
                                            }
                                            uint _e4614 = l_mut_96_;
                                            uint l_1828_ = min(_e4614, l_1778_);
                                            l_mut_96_ = l_1828_;
                                            uint _e4616 = l_mut_102_;
                                            uint _e4617 = l_mut_382_;
                                            bool l_1829_ = (_e4616 < _e4617);
                                            uint _e4619 = l_mut_102_;
                                            uint _e4620 = l_mut_382_;
                                            bool l_1830_ = (_e4619 == _e4620);
                                            uint _e4622 = l_mut_145_;
                                            uint _e4623 = l_mut_388_;
                                            bool l_1831_ = (_e4622 < _e4623);
                                            if (l_1830_) {
                                                local_118 = l_1831_;
                                            } else {
                                                local_118 = false;
                                            }
                                            bool l_1832_ = local_118;
                                            if (!(l_1829_)) {
                                                local_119 = l_1832_;
                                            } else {
                                                local_119 = true;
                                            }
                                            bool l_1833_ = local_119;
                                            bool l_1834_ = !(l_1833_);
                                            if (l_1834_) {
                                                l_mut_96_ = l_1778_;
                                            }
                                            uint _e4635 = l_mut_96_;
                                            l_mut_151_ = _e4635;
                                        }
                                        uint _e4636 = l_mut_388_;
                                        uint _e4637 = l_mut_151_;
                                        uint l_1835_ = (_e4636 * _e4637);
                                        uint _e4639 = l_mut_388_;
                                        uint64_t l_3196_ = uint64_t(_e4639);
                                        uint _e4641 = l_mut_151_;
                                        uint64_t l_3197_ = uint64_t(_e4641);
                                        uint64_t l_3198_ = (l_3196_ * l_3197_);
                                        uint64_t l_3199_ = (l_3198_ >> uint(32uL));
                                        uint l_1836_ = uint(l_3199_);
                                        uint _e4650 = l_mut_382_;
                                        uint _e4651 = l_mut_151_;
                                        uint l_1837_ = (_e4650 * _e4651);
                                        uint l_1838_ = (l_1836_ + l_1837_);
                                        uint l_1839_ = (l_1584_ - l_1835_);
                                        uint l_1840_ = (l_1588_ - l_1838_);
                                        bool l_1841_ = (l_1584_ < l_1835_);
                                        uint l_1842_ = uint(l_1841_);
                                        uint l_1843_ = (l_1840_ - l_1842_);
                                        l_mut_1692_ = l_1839_;
                                        l_mut_213_ = l_1843_;
                                        uint _e4659 = l_mut_213_;
                                        uint _e4660 = l_mut_382_;
                                        bool l_1844_ = (_e4659 < _e4660);
                                        uint _e4662 = l_mut_213_;
                                        uint _e4663 = l_mut_382_;
                                        bool l_1845_ = (_e4662 == _e4663);
                                        uint _e4665 = l_mut_1692_;
                                        uint _e4666 = l_mut_388_;
                                        bool l_1846_ = (_e4665 < _e4666);
                                        if (l_1845_) {
                                            local_120 = l_1846_;
                                        } else {
                                            local_120 = false;
                                        }
                                        bool l_1847_ = local_120;
                                        if (!(l_1844_)) {
                                            local_121 = l_1847_;
                                        } else {
                                            local_121 = true;
                                        }
                                        bool l_1848_ = local_121;
                                        bool l_1849_ = !(l_1848_);
                                        if (l_1849_) {
                                            uint _e4678 = l_mut_1692_;
                                            uint _e4679 = l_mut_388_;
                                            uint l_1850_ = (_e4678 - _e4679);
                                            uint _e4681 = l_mut_213_;
                                            uint _e4682 = l_mut_382_;
                                            uint l_1851_ = (_e4681 - _e4682);
                                            uint _e4684 = l_mut_1692_;
                                            uint _e4685 = l_mut_388_;
                                            bool l_1852_ = (_e4684 < _e4685);
                                            uint l_1853_ = uint(l_1852_);
                                            uint l_1854_ = (l_1851_ - l_1853_);
                                            l_mut_1692_ = l_1850_;
                                            l_mut_213_ = l_1854_;
                                        }
                                    }
                                    uint _e4689 = l_mut_213_;
                                    uint _e4690 = l_mut_219_;
                                    bool l_1855_ = (_e4689 < _e4690);
                                    uint _e4692 = l_mut_213_;
                                    uint _e4693 = l_mut_219_;
                                    bool l_1856_ = (_e4692 == _e4693);
                                    uint _e4695 = l_mut_1692_;
                                    uint _e4696 = l_mut_269_;
                                    bool l_1857_ = (_e4695 < _e4696);
                                    if (l_1856_) {
                                        local_122 = l_1857_;
                                    } else {
                                        local_122 = false;
                                    }
                                    bool l_1858_ = local_122;
                                    if (!(l_1855_)) {
                                        local_123 = l_1858_;
                                    } else {
                                        local_123 = true;
                                    }
                                    bool l_1859_ = local_123;
                                    if (l_1859_) {
                                        uint _e4707 = l_mut_1692_;
                                        l_mut_269_ = _e4707;
                                        uint _e4708 = l_mut_213_;
                                        l_mut_219_ = _e4708;
                                    }
                                }
                            }
                            uint _e4709 = l_mut_219_;
                            bool l_1860_ = (_e4709 < l_1598_);
                            uint _e4711 = l_mut_219_;
                            bool l_1861_ = (_e4711 == l_1598_);
                            uint _e4713 = l_mut_269_;
                            bool l_1862_ = (_e4713 < l_1594_);
                            if (l_1861_) {
                                local_124 = l_1862_;
                            } else {
                                local_124 = false;
                            }
                            bool l_1863_ = local_124;
                            if (!(l_1860_)) {
                                local_125 = l_1863_;
                            } else {
                                local_125 = true;
                            }
                            bool l_1864_ = local_125;
                            bool l_1865_ = !(l_1864_);
                            uint l_1866_ = uint(l_1865_);
                            uint l_1867_ = (2u - l_1866_);
                            l_mut_275_ = l_1867_;
                        }
                        uint _e4728 = l_mut_275_;
                        bool l_1868_ = (_e4728 > 0u);
                        if (l_1868_) {
                            uint _e4731 = l_mut_275_;
                            bool l_1869_ = (_e4731 == 1u);
                            l_mut_645_ = l_1869_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4736 = l_mut_628_;
                        bool l_1870_ = !(_e4736);
                        if (l_1870_) {
                            break;
                        }
                        uint _e4738 = l_mut_428_;
                        uint _e4739 = l_mut_444_;
                        bool l_1871_ = (_e4738 < _e4739);
                        uint _e4741 = l_mut_428_;
                        uint _e4742 = l_mut_444_;
                        bool l_1872_ = (_e4741 == _e4742);
                        uint _e4744 = l_mut_439_;
                        uint _e4745 = l_mut_445_;
                        bool l_1873_ = (_e4744 < _e4745);
                        if (l_1872_) {
                            local_126 = l_1873_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1874_ = local_126;
                        if (!(l_1871_)) {
                            local_127 = l_1874_;
                        } else {
                            local_127 = true;
                        }
                        bool l_1875_ = local_127;
                        if (l_1875_) {
                            uint _e4756 = l_mut_445_;
                            uint _e4757 = l_mut_439_;
                            uint l_1876_ = (_e4756 - _e4757);
                            uint _e4759 = l_mut_444_;
                            uint _e4760 = l_mut_428_;
                            uint l_1877_ = (_e4759 - _e4760);
                            uint _e4762 = l_mut_445_;
                            uint _e4763 = l_mut_439_;
                            bool l_1878_ = (_e4762 < _e4763);
                            uint l_1879_ = uint(l_1878_);
                            uint l_1880_ = (l_1877_ - l_1879_);
                            l_mut_1692_ = l_1876_;
                            l_mut_388_ = l_1880_;
                            uint _e4767 = l_mut_445_;
                            l_mut_382_ = _e4767;
                            uint _e4768 = l_mut_444_;
                            l_mut_275_ = _e4768;
                            uint _e4769 = l_mut_388_;
                            uint _e4770 = l_mut_444_;
                            bool l_1881_ = (_e4769 < _e4770);
                            uint _e4772 = l_mut_388_;
                            uint _e4773 = l_mut_444_;
                            bool l_1882_ = (_e4772 == _e4773);
                            uint _e4775 = l_mut_1692_;
                            uint _e4776 = l_mut_445_;
                            bool l_1883_ = (_e4775 < _e4776);
                            if (l_1882_) {
                                local_128 = l_1883_;
                            } else {
                                local_128 = false;
                            }
                            bool l_1884_ = local_128;
                            if (!(l_1881_)) {
                                local_129 = l_1884_;
                            } else {
                                local_129 = true;
                            }
                            bool l_1885_ = local_129;
                            if (l_1885_) {
                                uint _e4787 = l_mut_1692_;
                                l_mut_382_ = _e4787;
                                uint _e4788 = l_mut_388_;
                                l_mut_275_ = _e4788;
                            }
                            l_mut_350_ = false;
                            uint _e4790 = l_mut_382_;
                            l_mut_1692_ = _e4790;
                            uint _e4791 = l_mut_275_;
                            l_mut_388_ = _e4791;
                            if (false) {
                                uint _e4794 = l_mut_275_;
                                uint l_1888_ = (_e4794 >> 3u);
                                l_mut_1692_ = l_1888_;
                                l_mut_388_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4798 = l_mut_382_;
                                    l_mut_269_ = _e4798;
                                    if (true) {
                                        uint _e4800 = l_mut_382_;
                                        uint l_1891_ = (_e4800 >> 3u);
                                        uint _e4803 = l_mut_275_;
                                        uint l_1892_ = (_e4803 << 29u);
                                        uint l_1893_ = (l_1891_ | l_1892_);
                                        l_mut_269_ = l_1893_;
                                    }
                                    uint _e4807 = l_mut_275_;
                                    uint l_1894_ = (_e4807 >> 3u);
                                    uint _e4810 = l_mut_269_;
                                    l_mut_1692_ = _e4810;
                                    l_mut_388_ = l_1894_;
                                }
                            }
                            uint _e4811 = l_mut_388_;
                            uint _e4812 = l_mut_440_;
                            bool l_1895_ = (_e4811 < _e4812);
                            uint _e4814 = l_mut_388_;
                            uint _e4815 = l_mut_440_;
                            bool l_1896_ = (_e4814 == _e4815);
                            uint _e4817 = l_mut_1692_;
                            uint _e4818 = l_mut_441_;
                            bool l_1897_ = (_e4817 < _e4818);
                            if (l_1896_) {
                                local_130 = l_1897_;
                            } else {
                                local_130 = false;
                            }
                            bool l_1898_ = local_130;
                            if (!(l_1895_)) {
                                local_131 = l_1898_;
                            } else {
                                local_131 = true;
                            }
                            bool l_1899_ = local_131;
                            bool l_1900_ = !(l_1899_);
                            l_mut_350_ = l_1900_;
                            l_mut_1692_ = 0u;
                            uint _e4831 = l_mut_441_;
                            uint _e4832 = l_mut_440_;
                            uint l_1901_ = (_e4831 | _e4832);
                            bool l_1902_ = (l_1901_ == 0u);
                            bool l_1903_ = !(l_1902_);
                            bool _e4837 = l_mut_350_;
                            if (_e4837) {
                                local_132 = l_1903_;
                            } else {
                                local_132 = false;
                            }
                            bool l_1904_ = local_132;
                            uint _e4842 = l_mut_440_;
                            uint _e4843 = l_mut_275_;
                            bool l_1905_ = (_e4842 < _e4843);
                            uint _e4845 = l_mut_440_;
                            uint _e4846 = l_mut_275_;
                            bool l_1906_ = (_e4845 == _e4846);
                            uint _e4848 = l_mut_441_;
                            uint _e4849 = l_mut_382_;
                            bool l_1907_ = (_e4848 < _e4849);
                            if (l_1906_) {
                                local_133 = l_1907_;
                            } else {
                                local_133 = false;
                            }
                            bool l_1908_ = local_133;
                            if (!(l_1905_)) {
                                local_134 = l_1908_;
                            } else {
                                local_134 = true;
                            }
                            bool l_1909_ = local_134;
                            if (l_1904_) {
                                local_135 = l_1909_;
                            } else {
                                local_135 = false;
                            }
                            bool l_1910_ = local_135;
                            uint _e4864 = l_mut_421_;
                            uint _e4865 = l_mut_394_;
                            uint l_1911_ = (_e4864 + _e4865);
                            bool l_1912_ = (l_1911_ < l_1079_);
                            if (l_1910_) {
                                local_136 = l_1912_;
                            } else {
                                local_136 = false;
                            }
                            bool l_1913_ = local_136;
                            if (l_1913_) {
                                uint _e4872 = l_mut_421_;
                                uint l_1914_ = (l_1079_ - _e4872);
                                uint _e4874 = l_mut_394_;
                                uint l_1915_ = (l_1914_ - _e4874);
                                uint _e4876 = l_mut_421_;
                                uint l_1916_ = naga_div(l_1915_, _e4876);
                                uint _e4878 = l_mut_382_;
                                uint l_1917_ = (_e4878 - 1u);
                                uint _e4881 = l_mut_275_;
                                uint l_1918_ = (_e4881 - 0u);
                                uint _e4884 = l_mut_382_;
                                bool l_1919_ = (_e4884 < 1u);
                                uint l_1920_ = uint(l_1919_);
                                uint l_1921_ = (l_1918_ - l_1920_);
                                l_mut_388_ = l_1917_;
                                l_mut_382_ = l_1921_;
                                l_mut_275_ = 0u;
                                l_mut_1922_ = 0u;
                                uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                bool loop_init_9 = true;
                                while(true) {
                                    if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                    loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                    if (!loop_init_9) {
                                        uint _e4977 = l_mut_1922_;
                                        l_mut_1922_ = (_e4977 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4892 = l_mut_1922_;
                                    if ((_e4892 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4896 = l_mut_1922_;
                                        uint l_1923_ = (19u - _e4896);
                                        uint _e4898 = l_mut_388_;
                                        l_mut_269_ = _e4898;
                                        uint _e4899 = l_mut_382_;
                                        l_mut_219_ = _e4899;
                                        bool l_1924_ = (l_1923_ >= 32u);
                                        if (l_1924_) {
                                            uint l_1925_ = (l_1923_ & 31u);
                                            uint _e4904 = l_mut_382_;
                                            uint l_1926_ = (_e4904 >> l_1925_);
                                            l_mut_269_ = l_1926_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1927_ = (l_1923_ > 0u);
                                            if (l_1927_) {
                                                uint _e4909 = l_mut_388_;
                                                l_mut_213_ = _e4909;
                                                bool l_1928_ = (l_1923_ > 0u);
                                                if (l_1928_) {
                                                    uint _e4912 = l_mut_388_;
                                                    uint l_1929_ = (_e4912 >> l_1923_);
                                                    uint l_1930_ = (32u - l_1923_);
                                                    uint _e4916 = l_mut_382_;
                                                    uint l_1931_ = (_e4916 << l_1930_);
                                                    uint l_1932_ = (l_1929_ | l_1931_);
                                                    l_mut_213_ = l_1932_;
                                                }
                                                uint _e4919 = l_mut_382_;
                                                uint l_1933_ = (_e4919 >> l_1923_);
                                                uint _e4921 = l_mut_213_;
                                                l_mut_269_ = _e4921;
                                                l_mut_219_ = l_1933_;
                                            }
                                        }
                                        uint _e4922 = l_mut_219_;
                                        uint _e4923 = l_mut_440_;
                                        bool l_1934_ = (_e4922 < _e4923);
                                        uint _e4925 = l_mut_219_;
                                        uint _e4926 = l_mut_440_;
                                        bool l_1935_ = (_e4925 == _e4926);
                                        uint _e4928 = l_mut_269_;
                                        uint _e4929 = l_mut_441_;
                                        bool l_1936_ = (_e4928 < _e4929);
                                        if (l_1935_) {
                                            local_137 = l_1936_;
                                        } else {
                                            local_137 = false;
                                        }
                                        bool l_1937_ = local_137;
                                        if (!(l_1934_)) {
                                            local_138 = l_1937_;
                                        } else {
                                            local_138 = true;
                                        }
                                        bool l_1938_ = local_138;
                                        bool l_1939_ = !(l_1938_);
                                        if (l_1939_) {
                                            uint _e4941 = l_mut_441_;
                                            l_mut_269_ = _e4941;
                                            uint _e4942 = l_mut_440_;
                                            l_mut_219_ = _e4942;
                                            bool l_1940_ = (l_1923_ >= 32u);
                                            if (l_1940_) {
                                                uint l_1941_ = (l_1923_ & 31u);
                                                uint _e4947 = l_mut_441_;
                                                uint l_1942_ = (_e4947 << l_1941_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1942_;
                                            } else {
                                                bool l_1943_ = (l_1923_ > 0u);
                                                if (l_1943_) {
                                                    uint _e4952 = l_mut_441_;
                                                    uint l_1944_ = (_e4952 << l_1923_);
                                                    uint _e4954 = l_mut_440_;
                                                    uint l_1945_ = (_e4954 << l_1923_);
                                                    uint l_1946_ = (32u - l_1923_);
                                                    uint _e4958 = l_mut_441_;
                                                    uint l_1947_ = (_e4958 >> l_1946_);
                                                    uint l_1948_ = (l_1945_ | l_1947_);
                                                    l_mut_269_ = l_1944_;
                                                    l_mut_219_ = l_1948_;
                                                }
                                            }
                                            uint _e4961 = l_mut_388_;
                                            uint _e4962 = l_mut_269_;
                                            uint l_1949_ = (_e4961 - _e4962);
                                            uint _e4964 = l_mut_382_;
                                            uint _e4965 = l_mut_219_;
                                            uint l_1950_ = (_e4964 - _e4965);
                                            uint _e4967 = l_mut_388_;
                                            uint _e4968 = l_mut_269_;
                                            bool l_1951_ = (_e4967 < _e4968);
                                            uint l_1952_ = uint(l_1951_);
                                            uint l_1953_ = (l_1950_ - l_1952_);
                                            l_mut_388_ = l_1949_;
                                            l_mut_382_ = l_1953_;
                                            uint l_1954_ = (1u << l_1923_);
                                            uint _e4974 = l_mut_275_;
                                            l_mut_275_ = (_e4974 | l_1954_);
                                        }
                                    }
                                }
                                uint _e4979 = l_mut_275_;
                                uint l_1955_ = min(_e4979, l_1916_);
                                l_mut_275_ = l_1955_;
                                uint _e4981 = l_mut_382_;
                                uint _e4982 = l_mut_440_;
                                bool l_1956_ = (_e4981 < _e4982);
                                uint _e4984 = l_mut_382_;
                                uint _e4985 = l_mut_440_;
                                bool l_1957_ = (_e4984 == _e4985);
                                uint _e4987 = l_mut_388_;
                                uint _e4988 = l_mut_441_;
                                bool l_1958_ = (_e4987 < _e4988);
                                if (l_1957_) {
                                    local_139 = l_1958_;
                                } else {
                                    local_139 = false;
                                }
                                bool l_1959_ = local_139;
                                if (!(l_1956_)) {
                                    local_140 = l_1959_;
                                } else {
                                    local_140 = true;
                                }
                                bool l_1960_ = local_140;
                                bool l_1961_ = !(l_1960_);
                                if (l_1961_) {
                                    l_mut_275_ = l_1916_;
                                }
                                uint _e5000 = l_mut_275_;
                                l_mut_1692_ = _e5000;
                            }
                            uint _e5001 = l_mut_445_;
                            l_mut_388_ = _e5001;
                            uint _e5002 = l_mut_444_;
                            l_mut_382_ = _e5002;
                            uint _e5003 = l_mut_441_;
                            l_mut_275_ = _e5003;
                            uint _e5004 = l_mut_440_;
                            l_mut_269_ = _e5004;
                            uint _e5005 = l_mut_421_;
                            l_mut_219_ = _e5005;
                            uint _e5006 = l_mut_394_;
                            l_mut_213_ = _e5006;
                            uint _e5007 = l_mut_439_;
                            l_mut_151_ = _e5007;
                            uint _e5008 = l_mut_428_;
                            l_mut_145_ = _e5008;
                            l_mut_102_ = 0u;
                            uint _e5010 = l_mut_1692_;
                            bool l_1962_ = (_e5010 > 0u);
                            if (l_1962_) {
                                uint _e5013 = l_mut_441_;
                                uint _e5014 = l_mut_1692_;
                                uint l_1963_ = (_e5013 * _e5014);
                                uint _e5016 = l_mut_441_;
                                uint64_t l_3201_ = uint64_t(_e5016);
                                uint _e5018 = l_mut_1692_;
                                uint64_t l_3202_ = uint64_t(_e5018);
                                uint64_t l_3203_ = (l_3201_ * l_3202_);
                                uint64_t l_3204_ = (l_3203_ >> uint(32uL));
                                uint l_1964_ = uint(l_3204_);
                                uint _e5027 = l_mut_440_;
                                uint _e5028 = l_mut_1692_;
                                uint l_1965_ = (_e5027 * _e5028);
                                uint l_1966_ = (l_1964_ + l_1965_);
                                uint _e5031 = l_mut_445_;
                                uint l_1967_ = (_e5031 - l_1963_);
                                uint _e5033 = l_mut_444_;
                                uint l_1968_ = (_e5033 - l_1966_);
                                uint _e5035 = l_mut_445_;
                                bool l_1969_ = (_e5035 < l_1963_);
                                uint l_1970_ = uint(l_1969_);
                                uint l_1971_ = (l_1968_ - l_1970_);
                                l_mut_388_ = l_1967_;
                                l_mut_382_ = l_1971_;
                                uint _e5039 = l_mut_1692_;
                                uint _e5040 = l_mut_421_;
                                uint l_1972_ = (_e5039 * _e5040);
                                uint _e5042 = l_mut_394_;
                                uint l_1973_ = (_e5042 + l_1972_);
                                l_mut_213_ = l_1973_;
                            } else {
                                uint _e5044 = l_mut_102_;
                                bool l_1974_ = (_e5044 == 0u);
                                if (l_1974_) {
                                    uint _e5047 = l_mut_421_;
                                    uint l_1975_ = (l_1079_ - _e5047);
                                    uint _e5049 = l_mut_394_;
                                    uint l_1976_ = naga_div(l_1975_, _e5049);
                                    l_mut_1692_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e5053 = l_mut_441_;
                                    l_mut_96_ = _e5053;
                                    uint _e5054 = l_mut_440_;
                                    l_mut_90_ = _e5054;
                                    if (false) {
                                        uint _e5057 = l_mut_440_;
                                        uint l_1979_ = (_e5057 >> 3u);
                                        l_mut_96_ = l_1979_;
                                        l_mut_90_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e5061 = l_mut_441_;
                                            l_mut_75_ = _e5061;
                                            if (true) {
                                                uint _e5063 = l_mut_441_;
                                                uint l_1982_ = (_e5063 >> 3u);
                                                uint _e5066 = l_mut_440_;
                                                uint l_1983_ = (_e5066 << 29u);
                                                uint l_1984_ = (l_1982_ | l_1983_);
                                                l_mut_75_ = l_1984_;
                                            }
                                            uint _e5070 = l_mut_440_;
                                            uint l_1985_ = (_e5070 >> 3u);
                                            uint _e5073 = l_mut_75_;
                                            l_mut_96_ = _e5073;
                                            l_mut_90_ = l_1985_;
                                        }
                                    }
                                    uint _e5074 = l_mut_90_;
                                    uint _e5075 = l_mut_444_;
                                    bool l_1986_ = (_e5074 < _e5075);
                                    uint _e5077 = l_mut_90_;
                                    uint _e5078 = l_mut_444_;
                                    bool l_1987_ = (_e5077 == _e5078);
                                    uint _e5080 = l_mut_96_;
                                    uint _e5081 = l_mut_445_;
                                    bool l_1988_ = (_e5080 < _e5081);
                                    if (l_1987_) {
                                        local_141 = l_1988_;
                                    } else {
                                        local_141 = false;
                                    }
                                    bool l_1989_ = local_141;
                                    if (!(l_1986_)) {
                                        local_142 = l_1989_;
                                    } else {
                                        local_142 = true;
                                    }
                                    bool l_1990_ = local_142;
                                    bool l_1991_ = !(l_1990_);
                                    l_mut_350_ = l_1991_;
                                    uint _e5093 = l_mut_445_;
                                    uint _e5094 = l_mut_444_;
                                    uint l_1992_ = (_e5093 | _e5094);
                                    bool l_1993_ = (l_1992_ == 0u);
                                    if (l_1993_) {
                                        l_mut_1692_ = l_1976_;
                                    } else {
                                        bool _e5098 = l_mut_350_;
                                        if (_e5098) {
                                            uint _e5099 = l_mut_444_;
                                            uint _e5100 = l_mut_440_;
                                            bool l_1994_ = (_e5099 < _e5100);
                                            uint _e5102 = l_mut_444_;
                                            uint _e5103 = l_mut_440_;
                                            bool l_1995_ = (_e5102 == _e5103);
                                            uint _e5105 = l_mut_445_;
                                            uint _e5106 = l_mut_441_;
                                            bool l_1996_ = (_e5105 < _e5106);
                                            if (l_1995_) {
                                                local_143 = l_1996_;
                                            } else {
                                                local_143 = false;
                                            }
                                            bool l_1997_ = local_143;
                                            if (!(l_1994_)) {
                                                local_144 = l_1997_;
                                            } else {
                                                local_144 = true;
                                            }
                                            bool l_1998_ = local_144;
                                            if (l_1998_) {
                                                uint _e5117 = l_mut_441_;
                                                uint l_1999_ = (_e5117 - 1u);
                                                uint _e5120 = l_mut_440_;
                                                uint l_2000_ = (_e5120 - 0u);
                                                uint _e5123 = l_mut_441_;
                                                bool l_2001_ = (_e5123 < 1u);
                                                uint l_2002_ = uint(l_2001_);
                                                uint l_2003_ = (l_2000_ - l_2002_);
                                                l_mut_96_ = l_1999_;
                                                l_mut_90_ = l_2003_;
                                                l_mut_75_ = 0u;
                                                l_mut_2004_ = 0u;
                                                uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_10 = true;
                                                while(true) {
                                                    if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                                    loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                                    if (!loop_init_10) {
                                                        uint _e5216 = l_mut_2004_;
                                                        l_mut_2004_ = (_e5216 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e5131 = l_mut_2004_;
                                                    if ((_e5131 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5135 = l_mut_2004_;
                                                        uint l_2005_ = (19u - _e5135);
                                                        uint _e5137 = l_mut_96_;
                                                        l_mut_40_ = _e5137;
                                                        uint _e5138 = l_mut_90_;
                                                        l_mut_2006_ = _e5138;
                                                        bool l_2007_ = (l_2005_ >= 32u);
                                                        if (l_2007_) {
                                                            uint l_2008_ = (l_2005_ & 31u);
                                                            uint _e5143 = l_mut_90_;
                                                            uint l_2009_ = (_e5143 >> l_2008_);
                                                            l_mut_40_ = l_2009_;
                                                            l_mut_2006_ = 0u;
                                                        } else {
                                                            bool l_2010_ = (l_2005_ > 0u);
                                                            if (l_2010_) {
                                                                uint _e5148 = l_mut_96_;
                                                                l_mut_2011_ = _e5148;
                                                                bool l_2012_ = (l_2005_ > 0u);
                                                                if (l_2012_) {
                                                                    uint _e5151 = l_mut_96_;
                                                                    uint l_2013_ = (_e5151 >> l_2005_);
                                                                    uint l_2014_ = (32u - l_2005_);
                                                                    uint _e5155 = l_mut_90_;
                                                                    uint l_2015_ = (_e5155 << l_2014_);
                                                                    uint l_2016_ = (l_2013_ | l_2015_);
                                                                    l_mut_2011_ = l_2016_;
                                                                }
                                                                uint _e5158 = l_mut_90_;
                                                                uint l_2017_ = (_e5158 >> l_2005_);
                                                                uint _e5160 = l_mut_2011_;
                                                                l_mut_40_ = _e5160;
                                                                l_mut_2006_ = l_2017_;
                                                            }
                                                        }
                                                        uint _e5161 = l_mut_2006_;
                                                        uint _e5162 = l_mut_444_;
                                                        bool l_2018_ = (_e5161 < _e5162);
                                                        uint _e5164 = l_mut_2006_;
                                                        uint _e5165 = l_mut_444_;
                                                        bool l_2019_ = (_e5164 == _e5165);
                                                        uint _e5167 = l_mut_40_;
                                                        uint _e5168 = l_mut_445_;
                                                        bool l_2020_ = (_e5167 < _e5168);
                                                        if (l_2019_) {
                                                            local_145 = l_2020_;
                                                        } else {
                                                            local_145 = false;
                                                        }
                                                        bool l_2021_ = local_145;
                                                        if (!(l_2018_)) {
                                                            local_146 = l_2021_;
                                                        } else {
                                                            local_146 = true;
                                                        }
                                                        bool l_2022_ = local_146;
                                                        bool l_2023_ = !(l_2022_);
                                                        if (l_2023_) {
                                                            uint _e5180 = l_mut_445_;
                                                            l_mut_2011_ = _e5180;
                                                            uint _e5181 = l_mut_444_;
                                                            l_mut_2006_ = _e5181;
                                                            bool l_2024_ = (l_2005_ >= 32u);
                                                            if (l_2024_) {
                                                                uint l_2025_ = (l_2005_ & 31u);
                                                                uint _e5186 = l_mut_445_;
                                                                uint l_2026_ = (_e5186 << l_2025_);
                                                                l_mut_2011_ = 0u;
                                                                l_mut_2006_ = l_2026_;
                                                            } else {
                                                                bool l_2027_ = (l_2005_ > 0u);
                                                                if (l_2027_) {
                                                                    uint _e5191 = l_mut_445_;
                                                                    uint l_2028_ = (_e5191 << l_2005_);
                                                                    uint _e5193 = l_mut_444_;
                                                                    uint l_2029_ = (_e5193 << l_2005_);
                                                                    uint l_2030_ = (32u - l_2005_);
                                                                    uint _e5197 = l_mut_445_;
                                                                    uint l_2031_ = (_e5197 >> l_2030_);
                                                                    uint l_2032_ = (l_2029_ | l_2031_);
                                                                    l_mut_2011_ = l_2028_;
                                                                    l_mut_2006_ = l_2032_;
                                                                }
                                                            }
                                                            uint _e5200 = l_mut_96_;
                                                            uint _e5201 = l_mut_2011_;
                                                            uint l_2033_ = (_e5200 - _e5201);
                                                            uint _e5203 = l_mut_90_;
                                                            uint _e5204 = l_mut_2006_;
                                                            uint l_2034_ = (_e5203 - _e5204);
                                                            uint _e5206 = l_mut_96_;
                                                            uint _e5207 = l_mut_2011_;
                                                            bool l_2035_ = (_e5206 < _e5207);
                                                            uint l_2036_ = uint(l_2035_);
                                                            uint l_2037_ = (l_2034_ - l_2036_);
                                                            l_mut_96_ = l_2033_;
                                                            l_mut_90_ = l_2037_;
                                                            uint l_2038_ = (1u << l_2005_);
                                                            uint _e5213 = l_mut_75_;
                                                            l_mut_75_ = (_e5213 | l_2038_);
                                                        }
                                                    }
                                                }
                                                uint _e5218 = l_mut_75_;
                                                uint l_2039_ = min(_e5218, l_1976_);
                                                l_mut_2011_ = l_2039_;
                                                uint _e5220 = l_mut_90_;
                                                uint _e5221 = l_mut_444_;
                                                bool l_2040_ = (_e5220 < _e5221);
                                                uint _e5223 = l_mut_90_;
                                                uint _e5224 = l_mut_444_;
                                                bool l_2041_ = (_e5223 == _e5224);
                                                uint _e5226 = l_mut_96_;
                                                uint _e5227 = l_mut_445_;
                                                bool l_2042_ = (_e5226 < _e5227);
                                                if (l_2041_) {
                                                    local_147 = l_2042_;
                                                } else {
                                                    local_147 = false;
                                                }
                                                bool l_2043_ = local_147;
                                                if (!(l_2040_)) {
                                                    local_148 = l_2043_;
                                                } else {
                                                    local_148 = true;
                                                }
                                                bool l_2044_ = local_148;
                                                bool l_2045_ = !(l_2044_);
                                                if (l_2045_) {
                                                    l_mut_2011_ = l_1976_;
                                                }
                                                uint _e5239 = l_mut_2011_;
                                                l_mut_1692_ = _e5239;
                                            }
                                        } else {
                                            uint _e5240 = l_mut_441_;
                                            l_mut_2011_ = _e5240;
                                            uint _e5241 = l_mut_440_;
                                            l_mut_2006_ = _e5241;
                                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                                uint _e5242 = l_mut_444_;
                                                uint _e5243 = l_mut_2006_;
                                                bool l_2046_ = (_e5242 < _e5243);
                                                uint _e5245 = l_mut_444_;
                                                uint _e5246 = l_mut_2006_;
                                                bool l_2047_ = (_e5245 == _e5246);
                                                uint _e5248 = l_mut_445_;
                                                uint _e5249 = l_mut_2011_;
                                                bool l_2048_ = (_e5248 < _e5249);
                                                if (l_2047_) {
                                                    local_149 = l_2048_;
                                                } else {
                                                    local_149 = false;
                                                }
                                                bool l_2049_ = local_149;
                                                if (!(l_2046_)) {
                                                    local_150 = l_2049_;
                                                } else {
                                                    local_150 = true;
                                                }
                                                bool l_2050_ = local_150;
                                                uint _e5260 = l_mut_1692_;
                                                uint _e5261 = l_mut_394_;
                                                uint l_2051_ = (_e5260 * _e5261);
                                                uint _e5263 = l_mut_421_;
                                                uint l_2052_ = (_e5263 + l_2051_);
                                                uint _e5265 = l_mut_394_;
                                                uint l_2053_ = (l_2052_ + _e5265);
                                                bool l_2054_ = (l_2053_ < l_1079_);
                                                if (l_2050_) {
                                                    local_151 = l_2054_;
                                                } else {
                                                    local_151 = false;
                                                }
                                                bool l_2055_ = local_151;
                                                bool l_2056_ = !(l_2055_);
                                                if (l_2056_) {
                                                    break;
                                                }
                                                uint _e5273 = l_mut_2011_;
                                                uint _e5274 = l_mut_445_;
                                                uint l_2057_ = (_e5273 - _e5274);
                                                uint _e5276 = l_mut_2006_;
                                                uint _e5277 = l_mut_444_;
                                                uint l_2058_ = (_e5276 - _e5277);
                                                uint _e5279 = l_mut_2011_;
                                                uint _e5280 = l_mut_445_;
                                                bool l_2059_ = (_e5279 < _e5280);
                                                uint l_2060_ = uint(l_2059_);
                                                uint l_2061_ = (l_2058_ - l_2060_);
                                                l_mut_2011_ = l_2057_;
                                                l_mut_2006_ = l_2061_;
                                                uint _e5284 = l_mut_1692_;
                                                l_mut_1692_ = (_e5284 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5287 = l_mut_1692_;
                                    uint _e5288 = l_mut_394_;
                                    uint l_2062_ = (_e5287 * _e5288);
                                    uint _e5290 = l_mut_421_;
                                    uint l_2063_ = (_e5290 + l_2062_);
                                    uint _e5292 = l_mut_394_;
                                    uint l_2064_ = (l_2063_ + _e5292);
                                    bool l_2065_ = (l_2064_ >= l_1079_);
                                    if (l_2065_) {
                                        l_mut_102_ = 1u;
                                    } else {
                                        uint _e5296 = l_mut_445_;
                                        uint _e5297 = l_mut_1692_;
                                        uint l_2066_ = (_e5296 * _e5297);
                                        uint _e5299 = l_mut_445_;
                                        uint64_t l_3206_ = uint64_t(_e5299);
                                        uint _e5301 = l_mut_1692_;
                                        uint64_t l_3207_ = uint64_t(_e5301);
                                        uint64_t l_3208_ = (l_3206_ * l_3207_);
                                        uint64_t l_3209_ = (l_3208_ >> uint(32uL));
                                        uint l_2067_ = uint(l_3209_);
                                        uint _e5310 = l_mut_444_;
                                        uint _e5311 = l_mut_1692_;
                                        uint l_2068_ = (_e5310 * _e5311);
                                        uint l_2069_ = (l_2067_ + l_2068_);
                                        uint _e5314 = l_mut_441_;
                                        uint l_2070_ = (_e5314 - l_2066_);
                                        uint _e5316 = l_mut_440_;
                                        uint l_2071_ = (_e5316 - l_2069_);
                                        uint _e5318 = l_mut_441_;
                                        bool l_2072_ = (_e5318 < l_2066_);
                                        uint l_2073_ = uint(l_2072_);
                                        uint l_2074_ = (l_2071_ - l_2073_);
                                        l_mut_275_ = l_2070_;
                                        l_mut_269_ = l_2074_;
                                        uint _e5322 = l_mut_1692_;
                                        uint _e5323 = l_mut_394_;
                                        uint l_2075_ = (_e5322 * _e5323);
                                        uint _e5325 = l_mut_421_;
                                        uint l_2076_ = (_e5325 + l_2075_);
                                        l_mut_219_ = l_2076_;
                                        uint _e5327 = l_mut_445_;
                                        uint _e5328 = l_mut_275_;
                                        uint l_2077_ = (_e5327 - _e5328);
                                        uint _e5330 = l_mut_444_;
                                        uint _e5331 = l_mut_269_;
                                        uint l_2078_ = (_e5330 - _e5331);
                                        uint _e5333 = l_mut_445_;
                                        uint _e5334 = l_mut_275_;
                                        bool l_2079_ = (_e5333 < _e5334);
                                        uint l_2080_ = uint(l_2079_);
                                        uint l_2081_ = (l_2078_ - l_2080_);
                                        l_mut_388_ = l_2077_;
                                        l_mut_382_ = l_2081_;
                                        uint _e5338 = l_mut_394_;
                                        uint _e5339 = l_mut_219_;
                                        uint l_2082_ = (_e5338 + _e5339);
                                        l_mut_213_ = l_2082_;
                                    }
                                }
                            }
                            uint _e5341 = l_mut_388_;
                            l_mut_445_ = _e5341;
                            uint _e5342 = l_mut_382_;
                            l_mut_444_ = _e5342;
                            uint _e5343 = l_mut_275_;
                            l_mut_441_ = _e5343;
                            uint _e5344 = l_mut_269_;
                            l_mut_440_ = _e5344;
                            uint _e5345 = l_mut_219_;
                            l_mut_421_ = _e5345;
                            uint _e5346 = l_mut_213_;
                            l_mut_394_ = _e5346;
                            uint _e5347 = l_mut_151_;
                            l_mut_439_ = _e5347;
                            uint _e5348 = l_mut_145_;
                            l_mut_428_ = _e5348;
                            uint _e5349 = l_mut_102_;
                            bool l_2083_ = (_e5349 == 1u);
                            l_mut_645_ = l_2083_;
                            uint _e5352 = l_mut_102_;
                            bool l_2084_ = (_e5352 == 0u);
                            l_mut_628_ = l_2084_;
                        } else {
                            uint _e5355 = l_mut_441_;
                            uint _e5356 = l_mut_439_;
                            uint l_2085_ = (_e5355 - _e5356);
                            uint _e5358 = l_mut_440_;
                            uint _e5359 = l_mut_428_;
                            uint l_2086_ = (_e5358 - _e5359);
                            uint _e5361 = l_mut_441_;
                            uint _e5362 = l_mut_439_;
                            bool l_2087_ = (_e5361 < _e5362);
                            uint l_2088_ = uint(l_2087_);
                            uint l_2089_ = (l_2086_ - l_2088_);
                            l_mut_2011_ = l_2085_;
                            l_mut_2006_ = l_2089_;
                            uint _e5366 = l_mut_439_;
                            uint l_2090_ = (_e5366 - l_1594_);
                            uint _e5368 = l_mut_428_;
                            uint l_2091_ = (_e5368 - l_1598_);
                            uint _e5370 = l_mut_439_;
                            bool l_2092_ = (_e5370 < l_1594_);
                            uint l_2093_ = uint(l_2092_);
                            uint l_2094_ = (l_2091_ - l_2093_);
                            l_mut_2011_ = l_2090_;
                            l_mut_2006_ = l_2094_;
                            uint _e5374 = l_mut_441_;
                            l_mut_1692_ = _e5374;
                            uint _e5375 = l_mut_440_;
                            l_mut_388_ = _e5375;
                            uint _e5376 = l_mut_2006_;
                            uint _e5377 = l_mut_440_;
                            bool l_2095_ = (_e5376 < _e5377);
                            uint _e5379 = l_mut_2006_;
                            uint _e5380 = l_mut_440_;
                            bool l_2096_ = (_e5379 == _e5380);
                            uint _e5382 = l_mut_2011_;
                            uint _e5383 = l_mut_441_;
                            bool l_2097_ = (_e5382 < _e5383);
                            if (l_2096_) {
                                local_152 = l_2097_;
                            } else {
                                local_152 = false;
                            }
                            bool l_2098_ = local_152;
                            if (!(l_2095_)) {
                                local_153 = l_2098_;
                            } else {
                                local_153 = true;
                            }
                            bool l_2099_ = local_153;
                            if (l_2099_) {
                                uint _e5394 = l_mut_2011_;
                                l_mut_1692_ = _e5394;
                                uint _e5395 = l_mut_2006_;
                                l_mut_388_ = _e5395;
                            }
                            l_mut_350_ = false;
                            uint _e5397 = l_mut_1692_;
                            l_mut_2011_ = _e5397;
                            uint _e5398 = l_mut_388_;
                            l_mut_2006_ = _e5398;
                            if (false) {
                                uint _e5401 = l_mut_388_;
                                uint l_2102_ = (_e5401 >> 3u);
                                l_mut_2011_ = l_2102_;
                                l_mut_2006_ = 0u;
                            } else {
                                if (true) {
                                    uint _e5405 = l_mut_1692_;
                                    l_mut_382_ = _e5405;
                                    if (true) {
                                        uint _e5407 = l_mut_1692_;
                                        uint l_2105_ = (_e5407 >> 3u);
                                        uint _e5410 = l_mut_388_;
                                        uint l_2106_ = (_e5410 << 29u);
                                        uint l_2107_ = (l_2105_ | l_2106_);
                                        l_mut_382_ = l_2107_;
                                    }
                                    uint _e5414 = l_mut_388_;
                                    uint l_2108_ = (_e5414 >> 3u);
                                    uint _e5417 = l_mut_382_;
                                    l_mut_2011_ = _e5417;
                                    l_mut_2006_ = l_2108_;
                                }
                            }
                            uint _e5418 = l_mut_2006_;
                            uint _e5419 = l_mut_444_;
                            bool l_2109_ = (_e5418 < _e5419);
                            uint _e5421 = l_mut_2006_;
                            uint _e5422 = l_mut_444_;
                            bool l_2110_ = (_e5421 == _e5422);
                            uint _e5424 = l_mut_2011_;
                            uint _e5425 = l_mut_445_;
                            bool l_2111_ = (_e5424 < _e5425);
                            if (l_2110_) {
                                local_154 = l_2111_;
                            } else {
                                local_154 = false;
                            }
                            bool l_2112_ = local_154;
                            if (!(l_2109_)) {
                                local_155 = l_2112_;
                            } else {
                                local_155 = true;
                            }
                            bool l_2113_ = local_155;
                            bool l_2114_ = !(l_2113_);
                            l_mut_350_ = l_2114_;
                            l_mut_2011_ = 0u;
                            uint _e5438 = l_mut_445_;
                            uint _e5439 = l_mut_444_;
                            uint l_2115_ = (_e5438 | _e5439);
                            bool l_2116_ = (l_2115_ == 0u);
                            bool l_2117_ = !(l_2116_);
                            bool _e5444 = l_mut_350_;
                            if (_e5444) {
                                local_156 = l_2117_;
                            } else {
                                local_156 = false;
                            }
                            bool l_2118_ = local_156;
                            uint _e5449 = l_mut_444_;
                            uint _e5450 = l_mut_388_;
                            bool l_2119_ = (_e5449 < _e5450);
                            uint _e5452 = l_mut_444_;
                            uint _e5453 = l_mut_388_;
                            bool l_2120_ = (_e5452 == _e5453);
                            uint _e5455 = l_mut_445_;
                            uint _e5456 = l_mut_1692_;
                            bool l_2121_ = (_e5455 < _e5456);
                            if (l_2120_) {
                                local_157 = l_2121_;
                            } else {
                                local_157 = false;
                            }
                            bool l_2122_ = local_157;
                            if (!(l_2119_)) {
                                local_158 = l_2122_;
                            } else {
                                local_158 = true;
                            }
                            bool l_2123_ = local_158;
                            if (l_2118_) {
                                local_159 = l_2123_;
                            } else {
                                local_159 = false;
                            }
                            bool l_2124_ = local_159;
                            uint _e5471 = l_mut_394_;
                            uint _e5472 = l_mut_421_;
                            uint l_2125_ = (_e5471 + _e5472);
                            bool l_2126_ = (l_2125_ < l_1079_);
                            if (l_2124_) {
                                local_160 = l_2126_;
                            } else {
                                local_160 = false;
                            }
                            bool l_2127_ = local_160;
                            if (l_2127_) {
                                uint _e5479 = l_mut_394_;
                                uint l_2128_ = (l_1079_ - _e5479);
                                uint _e5481 = l_mut_421_;
                                uint l_2129_ = (l_2128_ - _e5481);
                                uint _e5483 = l_mut_394_;
                                uint l_2130_ = naga_div(l_2129_, _e5483);
                                uint _e5485 = l_mut_1692_;
                                uint l_2131_ = (_e5485 - 1u);
                                uint _e5488 = l_mut_388_;
                                uint l_2132_ = (_e5488 - 0u);
                                uint _e5491 = l_mut_1692_;
                                bool l_2133_ = (_e5491 < 1u);
                                uint l_2134_ = uint(l_2133_);
                                uint l_2135_ = (l_2132_ - l_2134_);
                                l_mut_2006_ = l_2131_;
                                l_mut_1692_ = l_2135_;
                                l_mut_388_ = 0u;
                                l_mut_2136_ = 0u;
                                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                                bool loop_init_11 = true;
                                while(true) {
                                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                                    if (!loop_init_11) {
                                        uint _e5584 = l_mut_2136_;
                                        l_mut_2136_ = (_e5584 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5499 = l_mut_2136_;
                                    if ((_e5499 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5503 = l_mut_2136_;
                                        uint l_2137_ = (19u - _e5503);
                                        uint _e5505 = l_mut_2006_;
                                        l_mut_382_ = _e5505;
                                        uint _e5506 = l_mut_1692_;
                                        l_mut_275_ = _e5506;
                                        bool l_2138_ = (l_2137_ >= 32u);
                                        if (l_2138_) {
                                            uint l_2139_ = (l_2137_ & 31u);
                                            uint _e5511 = l_mut_1692_;
                                            uint l_2140_ = (_e5511 >> l_2139_);
                                            l_mut_382_ = l_2140_;
                                            l_mut_275_ = 0u;
                                        } else {
                                            bool l_2141_ = (l_2137_ > 0u);
                                            if (l_2141_) {
                                                uint _e5516 = l_mut_2006_;
                                                l_mut_269_ = _e5516;
                                                bool l_2142_ = (l_2137_ > 0u);
                                                if (l_2142_) {
                                                    uint _e5519 = l_mut_2006_;
                                                    uint l_2143_ = (_e5519 >> l_2137_);
                                                    uint l_2144_ = (32u - l_2137_);
                                                    uint _e5523 = l_mut_1692_;
                                                    uint l_2145_ = (_e5523 << l_2144_);
                                                    uint l_2146_ = (l_2143_ | l_2145_);
                                                    l_mut_269_ = l_2146_;
                                                }
                                                uint _e5526 = l_mut_1692_;
                                                uint l_2147_ = (_e5526 >> l_2137_);
                                                uint _e5528 = l_mut_269_;
                                                l_mut_382_ = _e5528;
                                                l_mut_275_ = l_2147_;
                                            }
                                        }
                                        uint _e5529 = l_mut_275_;
                                        uint _e5530 = l_mut_444_;
                                        bool l_2148_ = (_e5529 < _e5530);
                                        uint _e5532 = l_mut_275_;
                                        uint _e5533 = l_mut_444_;
                                        bool l_2149_ = (_e5532 == _e5533);
                                        uint _e5535 = l_mut_382_;
                                        uint _e5536 = l_mut_445_;
                                        bool l_2150_ = (_e5535 < _e5536);
                                        if (l_2149_) {
                                            local_161 = l_2150_;
                                        } else {
                                            local_161 = false;
                                        }
                                        bool l_2151_ = local_161;
                                        if (!(l_2148_)) {
                                            local_162 = l_2151_;
                                        } else {
                                            local_162 = true;
                                        }
                                        bool l_2152_ = local_162;
                                        bool l_2153_ = !(l_2152_);
                                        if (l_2153_) {
                                            uint _e5548 = l_mut_445_;
                                            l_mut_382_ = _e5548;
                                            uint _e5549 = l_mut_444_;
                                            l_mut_275_ = _e5549;
                                            bool l_2154_ = (l_2137_ >= 32u);
                                            if (l_2154_) {
                                                uint l_2155_ = (l_2137_ & 31u);
                                                uint _e5554 = l_mut_445_;
                                                uint l_2156_ = (_e5554 << l_2155_);
                                                l_mut_382_ = 0u;
                                                l_mut_275_ = l_2156_;
                                            } else {
                                                bool l_2157_ = (l_2137_ > 0u);
                                                if (l_2157_) {
                                                    uint _e5559 = l_mut_445_;
                                                    uint l_2158_ = (_e5559 << l_2137_);
                                                    uint _e5561 = l_mut_444_;
                                                    uint l_2159_ = (_e5561 << l_2137_);
                                                    uint l_2160_ = (32u - l_2137_);
                                                    uint _e5565 = l_mut_445_;
                                                    uint l_2161_ = (_e5565 >> l_2160_);
                                                    uint l_2162_ = (l_2159_ | l_2161_);
                                                    l_mut_382_ = l_2158_;
                                                    l_mut_275_ = l_2162_;
                                                }
                                            }
                                            uint _e5568 = l_mut_2006_;
                                            uint _e5569 = l_mut_382_;
                                            uint l_2163_ = (_e5568 - _e5569);
                                            uint _e5571 = l_mut_1692_;
                                            uint _e5572 = l_mut_275_;
                                            uint l_2164_ = (_e5571 - _e5572);
                                            uint _e5574 = l_mut_2006_;
                                            uint _e5575 = l_mut_382_;
                                            bool l_2165_ = (_e5574 < _e5575);
                                            uint l_2166_ = uint(l_2165_);
                                            uint l_2167_ = (l_2164_ - l_2166_);
                                            l_mut_2006_ = l_2163_;
                                            l_mut_1692_ = l_2167_;
                                            uint l_2168_ = (1u << l_2137_);
                                            uint _e5581 = l_mut_388_;
                                            l_mut_388_ = (_e5581 | l_2168_);
                                        }
                                    }
                                }
                                uint _e5586 = l_mut_388_;
                                uint l_2169_ = min(_e5586, l_2130_);
                                l_mut_388_ = l_2169_;
                                uint _e5588 = l_mut_1692_;
                                uint _e5589 = l_mut_444_;
                                bool l_2170_ = (_e5588 < _e5589);
                                uint _e5591 = l_mut_1692_;
                                uint _e5592 = l_mut_444_;
                                bool l_2171_ = (_e5591 == _e5592);
                                uint _e5594 = l_mut_2006_;
                                uint _e5595 = l_mut_445_;
                                bool l_2172_ = (_e5594 < _e5595);
                                if (l_2171_) {
                                    local_163 = l_2172_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2173_ = local_163;
                                if (!(l_2170_)) {
                                    local_164 = l_2173_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2174_ = local_164;
                                bool l_2175_ = !(l_2174_);
                                if (l_2175_) {
                                    l_mut_388_ = l_2130_;
                                }
                                uint _e5607 = l_mut_388_;
                                l_mut_2011_ = _e5607;
                            }
                            uint _e5608 = l_mut_441_;
                            l_mut_2006_ = _e5608;
                            uint _e5609 = l_mut_440_;
                            l_mut_1692_ = _e5609;
                            uint _e5610 = l_mut_445_;
                            l_mut_388_ = _e5610;
                            uint _e5611 = l_mut_444_;
                            l_mut_382_ = _e5611;
                            uint _e5612 = l_mut_394_;
                            l_mut_275_ = _e5612;
                            uint _e5613 = l_mut_421_;
                            l_mut_269_ = _e5613;
                            uint _e5614 = l_mut_439_;
                            l_mut_219_ = _e5614;
                            uint _e5615 = l_mut_428_;
                            l_mut_213_ = _e5615;
                            l_mut_151_ = 0u;
                            uint _e5617 = l_mut_2011_;
                            bool l_2176_ = (_e5617 > 0u);
                            if (l_2176_) {
                                uint _e5620 = l_mut_445_;
                                uint _e5621 = l_mut_2011_;
                                uint l_2177_ = (_e5620 * _e5621);
                                uint _e5623 = l_mut_445_;
                                uint64_t l_3211_ = uint64_t(_e5623);
                                uint _e5625 = l_mut_2011_;
                                uint64_t l_3212_ = uint64_t(_e5625);
                                uint64_t l_3213_ = (l_3211_ * l_3212_);
                                uint64_t l_3214_ = (l_3213_ >> uint(32uL));
                                uint l_2178_ = uint(l_3214_);
                                uint _e5634 = l_mut_444_;
                                uint _e5635 = l_mut_2011_;
                                uint l_2179_ = (_e5634 * _e5635);
                                uint l_2180_ = (l_2178_ + l_2179_);
                                uint _e5638 = l_mut_439_;
                                uint l_2181_ = (_e5638 - l_2177_);
                                uint _e5640 = l_mut_428_;
                                uint l_2182_ = (_e5640 - l_2180_);
                                uint _e5642 = l_mut_439_;
                                bool l_2183_ = (_e5642 < l_2177_);
                                uint l_2184_ = uint(l_2183_);
                                uint l_2185_ = (l_2182_ - l_2184_);
                                l_mut_219_ = l_2181_;
                                l_mut_213_ = l_2185_;
                                uint _e5646 = l_mut_441_;
                                uint l_2186_ = (_e5646 - l_2177_);
                                uint _e5648 = l_mut_440_;
                                uint l_2187_ = (_e5648 - l_2180_);
                                uint _e5650 = l_mut_441_;
                                bool l_2188_ = (_e5650 < l_2177_);
                                uint l_2189_ = uint(l_2188_);
                                uint l_2190_ = (l_2187_ - l_2189_);
                                l_mut_2006_ = l_2186_;
                                l_mut_1692_ = l_2190_;
                                uint _e5654 = l_mut_2011_;
                                uint _e5655 = l_mut_394_;
                                uint l_2191_ = (_e5654 * _e5655);
                                uint _e5657 = l_mut_421_;
                                uint l_2192_ = (_e5657 + l_2191_);
                                l_mut_269_ = l_2192_;
                            } else {
                                uint _e5659 = l_mut_439_;
                                uint _e5660 = l_mut_445_;
                                uint l_2193_ = (_e5659 - _e5660);
                                uint _e5662 = l_mut_428_;
                                uint _e5663 = l_mut_444_;
                                uint l_2194_ = (_e5662 - _e5663);
                                uint _e5665 = l_mut_439_;
                                uint _e5666 = l_mut_445_;
                                bool l_2195_ = (_e5665 < _e5666);
                                uint l_2196_ = uint(l_2195_);
                                uint l_2197_ = (l_2194_ - l_2196_);
                                l_mut_219_ = l_2193_;
                                l_mut_213_ = l_2197_;
                                uint _e5670 = l_mut_213_;
                                bool l_2198_ = (_e5670 < l_1598_);
                                uint _e5672 = l_mut_213_;
                                bool l_2199_ = (_e5672 == l_1598_);
                                uint _e5674 = l_mut_219_;
                                bool l_2200_ = (_e5674 < l_1594_);
                                if (l_2199_) {
                                    local_165 = l_2200_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2201_ = local_165;
                                if (!(l_2198_)) {
                                    local_166 = l_2201_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2202_ = local_166;
                                if (l_2202_) {
                                    l_mut_151_ = 2u;
                                }
                                uint _e5686 = l_mut_151_;
                                bool l_2203_ = (_e5686 == 0u);
                                if (l_2203_) {
                                    uint _e5689 = l_mut_394_;
                                    uint l_2204_ = (l_1079_ - _e5689);
                                    uint _e5691 = l_mut_421_;
                                    uint l_2205_ = naga_div(l_2204_, _e5691);
                                    l_mut_2011_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e5695 = l_mut_445_;
                                    l_mut_145_ = _e5695;
                                    uint _e5696 = l_mut_444_;
                                    l_mut_102_ = _e5696;
                                    if (false) {
                                        uint _e5699 = l_mut_444_;
                                        uint l_2208_ = (_e5699 >> 3u);
                                        l_mut_145_ = l_2208_;
                                        l_mut_102_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e5703 = l_mut_445_;
                                            l_mut_96_ = _e5703;
                                            if (true) {
                                                uint _e5705 = l_mut_445_;
                                                uint l_2211_ = (_e5705 >> 3u);
                                                uint _e5708 = l_mut_444_;
                                                uint l_2212_ = (_e5708 << 29u);
                                                uint l_2213_ = (l_2211_ | l_2212_);
                                                l_mut_96_ = l_2213_;
                                            }
                                            uint _e5712 = l_mut_444_;
                                            uint l_2214_ = (_e5712 >> 3u);
                                            uint _e5715 = l_mut_96_;
                                            l_mut_145_ = _e5715;
                                            l_mut_102_ = l_2214_;
                                        }
                                    }
                                    uint _e5716 = l_mut_102_;
                                    uint _e5717 = l_mut_440_;
                                    bool l_2215_ = (_e5716 < _e5717);
                                    uint _e5719 = l_mut_102_;
                                    uint _e5720 = l_mut_440_;
                                    bool l_2216_ = (_e5719 == _e5720);
                                    uint _e5722 = l_mut_145_;
                                    uint _e5723 = l_mut_441_;
                                    bool l_2217_ = (_e5722 < _e5723);
                                    if (l_2216_) {
                                        local_167 = l_2217_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2218_ = local_167;
                                    if (!(l_2215_)) {
                                        local_168 = l_2218_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2219_ = local_168;
                                    bool l_2220_ = !(l_2219_);
                                    l_mut_350_ = l_2220_;
                                    uint _e5735 = l_mut_441_;
                                    uint _e5736 = l_mut_440_;
                                    uint l_2221_ = (_e5735 | _e5736);
                                    bool l_2222_ = (l_2221_ == 0u);
                                    if (l_2222_) {
                                        l_mut_2011_ = l_2205_;
                                    } else {
                                        bool _e5740 = l_mut_350_;
                                        if (_e5740) {
                                            uint _e5741 = l_mut_440_;
                                            uint _e5742 = l_mut_444_;
                                            bool l_2223_ = (_e5741 < _e5742);
                                            uint _e5744 = l_mut_440_;
                                            uint _e5745 = l_mut_444_;
                                            bool l_2224_ = (_e5744 == _e5745);
                                            uint _e5747 = l_mut_441_;
                                            uint _e5748 = l_mut_445_;
                                            bool l_2225_ = (_e5747 < _e5748);
                                            if (l_2224_) {
                                                local_169 = l_2225_;
                                            } else {
                                                local_169 = false;
                                            }
                                            bool l_2226_ = local_169;
                                            if (!(l_2223_)) {
                                                local_170 = l_2226_;
                                            } else {
                                                local_170 = true;
                                            }
                                            bool l_2227_ = local_170;
                                            if (l_2227_) {
                                                uint _e5759 = l_mut_445_;
                                                uint l_2228_ = (_e5759 - 1u);
                                                uint _e5762 = l_mut_444_;
                                                uint l_2229_ = (_e5762 - 0u);
                                                uint _e5765 = l_mut_445_;
                                                bool l_2230_ = (_e5765 < 1u);
                                                uint l_2231_ = uint(l_2230_);
                                                uint l_2232_ = (l_2229_ - l_2231_);
                                                l_mut_145_ = l_2228_;
                                                l_mut_102_ = l_2232_;
                                                l_mut_96_ = 0u;
                                                l_mut_2233_ = 0u;
                                                uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                                    loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                                    if (!loop_init_12) {
                                                        uint _e5858 = l_mut_2233_;
                                                        l_mut_2233_ = (_e5858 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5773 = l_mut_2233_;
                                                    if ((_e5773 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5777 = l_mut_2233_;
                                                        uint l_2234_ = (19u - _e5777);
                                                        uint _e5779 = l_mut_145_;
                                                        l_mut_90_ = _e5779;
                                                        uint _e5780 = l_mut_102_;
                                                        l_mut_75_ = _e5780;
                                                        bool l_2235_ = (l_2234_ >= 32u);
                                                        if (l_2235_) {
                                                            uint l_2236_ = (l_2234_ & 31u);
                                                            uint _e5785 = l_mut_102_;
                                                            uint l_2237_ = (_e5785 >> l_2236_);
                                                            l_mut_90_ = l_2237_;
                                                            l_mut_75_ = 0u;
                                                        } else {
                                                            bool l_2238_ = (l_2234_ > 0u);
                                                            if (l_2238_) {
                                                                uint _e5790 = l_mut_145_;
                                                                l_mut_40_ = _e5790;
                                                                bool l_2239_ = (l_2234_ > 0u);
                                                                if (l_2239_) {
                                                                    uint _e5793 = l_mut_145_;
                                                                    uint l_2240_ = (_e5793 >> l_2234_);
                                                                    uint l_2241_ = (32u - l_2234_);
                                                                    uint _e5797 = l_mut_102_;
                                                                    uint l_2242_ = (_e5797 << l_2241_);
                                                                    uint l_2243_ = (l_2240_ | l_2242_);
                                                                    l_mut_40_ = l_2243_;
                                                                }
                                                                uint _e5800 = l_mut_102_;
                                                                uint l_2244_ = (_e5800 >> l_2234_);
                                                                uint _e5802 = l_mut_40_;
                                                                l_mut_90_ = _e5802;
                                                                l_mut_75_ = l_2244_;
                                                            }
                                                        }
                                                        uint _e5803 = l_mut_75_;
                                                        uint _e5804 = l_mut_440_;
                                                        bool l_2245_ = (_e5803 < _e5804);
                                                        uint _e5806 = l_mut_75_;
                                                        uint _e5807 = l_mut_440_;
                                                        bool l_2246_ = (_e5806 == _e5807);
                                                        uint _e5809 = l_mut_90_;
                                                        uint _e5810 = l_mut_441_;
                                                        bool l_2247_ = (_e5809 < _e5810);
                                                        if (l_2246_) {
                                                            local_171 = l_2247_;
                                                        } else {
                                                            local_171 = false;
                                                        }
                                                        bool l_2248_ = local_171;
                                                        if (!(l_2245_)) {
                                                            local_172 = l_2248_;
                                                        } else {
                                                            local_172 = true;
                                                        }
                                                        bool l_2249_ = local_172;
                                                        bool l_2250_ = !(l_2249_);
                                                        if (l_2250_) {
                                                            uint _e5822 = l_mut_441_;
                                                            l_mut_90_ = _e5822;
                                                            uint _e5823 = l_mut_440_;
                                                            l_mut_75_ = _e5823;
                                                            bool l_2251_ = (l_2234_ >= 32u);
                                                            if (l_2251_) {
                                                                uint l_2252_ = (l_2234_ & 31u);
                                                                uint _e5828 = l_mut_441_;
                                                                uint l_2253_ = (_e5828 << l_2252_);
                                                                l_mut_90_ = 0u;
                                                                l_mut_75_ = l_2253_;
                                                            } else {
                                                                bool l_2254_ = (l_2234_ > 0u);
                                                                if (l_2254_) {
                                                                    uint _e5833 = l_mut_441_;
                                                                    uint l_2255_ = (_e5833 << l_2234_);
                                                                    uint _e5835 = l_mut_440_;
                                                                    uint l_2256_ = (_e5835 << l_2234_);
                                                                    uint l_2257_ = (32u - l_2234_);
                                                                    uint _e5839 = l_mut_441_;
                                                                    uint l_2258_ = (_e5839 >> l_2257_);
                                                                    uint l_2259_ = (l_2256_ | l_2258_);
                                                                    l_mut_90_ = l_2255_;
                                                                    l_mut_75_ = l_2259_;
                                                                }
                                                            }
                                                            uint _e5842 = l_mut_145_;
                                                            uint _e5843 = l_mut_90_;
                                                            uint l_2260_ = (_e5842 - _e5843);
                                                            uint _e5845 = l_mut_102_;
                                                            uint _e5846 = l_mut_75_;
                                                            uint l_2261_ = (_e5845 - _e5846);
                                                            uint _e5848 = l_mut_145_;
                                                            uint _e5849 = l_mut_90_;
                                                            bool l_2262_ = (_e5848 < _e5849);
                                                            uint l_2263_ = uint(l_2262_);
                                                            uint l_2264_ = (l_2261_ - l_2263_);
                                                            l_mut_145_ = l_2260_;
                                                            l_mut_102_ = l_2264_;
                                                            uint l_2265_ = (1u << l_2234_);
                                                            uint _e5855 = l_mut_96_;
                                                            l_mut_96_ = (_e5855 | l_2265_);
                                                        }
                                                    }
                                                }
                                                uint _e5860 = l_mut_96_;
                                                uint l_2266_ = min(_e5860, l_2205_);
                                                l_mut_96_ = l_2266_;
                                                uint _e5862 = l_mut_102_;
                                                uint _e5863 = l_mut_440_;
                                                bool l_2267_ = (_e5862 < _e5863);
                                                uint _e5865 = l_mut_102_;
                                                uint _e5866 = l_mut_440_;
                                                bool l_2268_ = (_e5865 == _e5866);
                                                uint _e5868 = l_mut_145_;
                                                uint _e5869 = l_mut_441_;
                                                bool l_2269_ = (_e5868 < _e5869);
                                                if (l_2268_) {
                                                    local_173 = l_2269_;
                                                } else {
                                                    local_173 = false;
                                                }
                                                bool l_2270_ = local_173;
                                                if (!(l_2267_)) {
                                                    local_174 = l_2270_;
                                                } else {
                                                    local_174 = true;
                                                }
                                                bool l_2271_ = local_174;
                                                bool l_2272_ = !(l_2271_);
                                                if (l_2272_) {
                                                    l_mut_96_ = l_2205_;
                                                }
                                                uint _e5881 = l_mut_96_;
                                                l_mut_2011_ = _e5881;
                                            }
                                        } else {
                                            uint _e5882 = l_mut_445_;
                                            l_mut_145_ = _e5882;
                                            uint _e5883 = l_mut_444_;
                                            l_mut_102_ = _e5883;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5884 = l_mut_440_;
                                                uint _e5885 = l_mut_102_;
                                                bool l_2273_ = (_e5884 < _e5885);
                                                uint _e5887 = l_mut_440_;
                                                uint _e5888 = l_mut_102_;
                                                bool l_2274_ = (_e5887 == _e5888);
                                                uint _e5890 = l_mut_441_;
                                                uint _e5891 = l_mut_145_;
                                                bool l_2275_ = (_e5890 < _e5891);
                                                if (l_2274_) {
                                                    local_175 = l_2275_;
                                                } else {
                                                    local_175 = false;
                                                }
                                                bool l_2276_ = local_175;
                                                if (!(l_2273_)) {
                                                    local_176 = l_2276_;
                                                } else {
                                                    local_176 = true;
                                                }
                                                bool l_2277_ = local_176;
                                                uint _e5902 = l_mut_2011_;
                                                uint _e5903 = l_mut_421_;
                                                uint l_2278_ = (_e5902 * _e5903);
                                                uint _e5905 = l_mut_394_;
                                                uint l_2279_ = (_e5905 + l_2278_);
                                                uint _e5907 = l_mut_421_;
                                                uint l_2280_ = (l_2279_ + _e5907);
                                                bool l_2281_ = (l_2280_ < l_1079_);
                                                if (l_2277_) {
                                                    local_177 = l_2281_;
                                                } else {
                                                    local_177 = false;
                                                }
                                                bool l_2282_ = local_177;
                                                bool l_2283_ = !(l_2282_);
                                                if (l_2283_) {
                                                    break;
                                                }
                                                uint _e5915 = l_mut_145_;
                                                uint _e5916 = l_mut_441_;
                                                uint l_2284_ = (_e5915 - _e5916);
                                                uint _e5918 = l_mut_102_;
                                                uint _e5919 = l_mut_440_;
                                                uint l_2285_ = (_e5918 - _e5919);
                                                uint _e5921 = l_mut_145_;
                                                uint _e5922 = l_mut_441_;
                                                bool l_2286_ = (_e5921 < _e5922);
                                                uint l_2287_ = uint(l_2286_);
                                                uint l_2288_ = (l_2285_ - l_2287_);
                                                l_mut_145_ = l_2284_;
                                                l_mut_102_ = l_2288_;
                                                uint _e5926 = l_mut_2011_;
                                                l_mut_2011_ = (_e5926 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5929 = l_mut_2011_;
                                    uint _e5930 = l_mut_421_;
                                    uint l_2289_ = (_e5929 * _e5930);
                                    uint _e5932 = l_mut_394_;
                                    uint l_2290_ = (_e5932 + l_2289_);
                                    uint _e5934 = l_mut_421_;
                                    uint l_2291_ = (l_2290_ + _e5934);
                                    bool l_2292_ = (l_2291_ >= l_1079_);
                                    if (l_2292_) {
                                        l_mut_151_ = 1u;
                                    } else {
                                        uint _e5938 = l_mut_441_;
                                        uint _e5939 = l_mut_2011_;
                                        uint l_2293_ = (_e5938 * _e5939);
                                        uint _e5941 = l_mut_441_;
                                        uint64_t l_3216_ = uint64_t(_e5941);
                                        uint _e5943 = l_mut_2011_;
                                        uint64_t l_3217_ = uint64_t(_e5943);
                                        uint64_t l_3218_ = (l_3216_ * l_3217_);
                                        uint64_t l_3219_ = (l_3218_ >> uint(32uL));
                                        uint l_2294_ = uint(l_3219_);
                                        uint _e5952 = l_mut_440_;
                                        uint _e5953 = l_mut_2011_;
                                        uint l_2295_ = (_e5952 * _e5953);
                                        uint l_2296_ = (l_2294_ + l_2295_);
                                        uint _e5956 = l_mut_445_;
                                        uint l_2297_ = (_e5956 - l_2293_);
                                        uint _e5958 = l_mut_444_;
                                        uint l_2298_ = (_e5958 - l_2296_);
                                        uint _e5960 = l_mut_445_;
                                        bool l_2299_ = (_e5960 < l_2293_);
                                        uint l_2300_ = uint(l_2299_);
                                        uint l_2301_ = (l_2298_ - l_2300_);
                                        l_mut_388_ = l_2297_;
                                        l_mut_382_ = l_2301_;
                                        uint _e5964 = l_mut_2011_;
                                        uint _e5965 = l_mut_421_;
                                        uint l_2302_ = (_e5964 * _e5965);
                                        uint _e5967 = l_mut_394_;
                                        uint l_2303_ = (_e5967 + l_2302_);
                                        l_mut_275_ = l_2303_;
                                        uint _e5969 = l_mut_441_;
                                        uint _e5970 = l_mut_388_;
                                        uint l_2304_ = (_e5969 - _e5970);
                                        uint _e5972 = l_mut_440_;
                                        uint _e5973 = l_mut_382_;
                                        uint l_2305_ = (_e5972 - _e5973);
                                        uint _e5975 = l_mut_441_;
                                        uint _e5976 = l_mut_388_;
                                        bool l_2306_ = (_e5975 < _e5976);
                                        uint l_2307_ = uint(l_2306_);
                                        uint l_2308_ = (l_2305_ - l_2307_);
                                        l_mut_2006_ = l_2304_;
                                        l_mut_1692_ = l_2308_;
                                        uint _e5980 = l_mut_421_;
                                        uint _e5981 = l_mut_275_;
                                        uint l_2309_ = (_e5980 + _e5981);
                                        l_mut_269_ = l_2309_;
                                    }
                                }
                            }
                            uint _e5983 = l_mut_388_;
                            l_mut_445_ = _e5983;
                            uint _e5984 = l_mut_382_;
                            l_mut_444_ = _e5984;
                            uint _e5985 = l_mut_2006_;
                            l_mut_441_ = _e5985;
                            uint _e5986 = l_mut_1692_;
                            l_mut_440_ = _e5986;
                            uint _e5987 = l_mut_269_;
                            l_mut_421_ = _e5987;
                            uint _e5988 = l_mut_275_;
                            l_mut_394_ = _e5988;
                            uint _e5989 = l_mut_219_;
                            l_mut_439_ = _e5989;
                            uint _e5990 = l_mut_213_;
                            l_mut_428_ = _e5990;
                            uint _e5991 = l_mut_151_;
                            bool l_2310_ = (_e5991 == 1u);
                            l_mut_645_ = l_2310_;
                            uint _e5994 = l_mut_151_;
                            bool l_2311_ = (_e5994 == 0u);
                            l_mut_628_ = l_2311_;
                        }
                    }
                    bool _e5997 = l_mut_645_;
                    bool l_2312_ = !(_e5997);
                    if (l_1078_) {
                        local_178 = l_2312_;
                    } else {
                        local_178 = false;
                    }
                    bool l_2313_ = local_178;
                    if (l_2313_) {
                        uint _e6004 = l_mut_1076_;
                        uint l_2314_ = (1u << _e6004);
                        uint _e6006 = l_mut_771_;
                        l_mut_771_ = (_e6006 | l_2314_);
                        uint _e6008 = l_mut_766_;
                        l_mut_766_ = (_e6008 + 1u);
                        uint l_2315_ = (l_1077_ + l_1075_);
                        uint l_2316_ = min(l_2315_, l_56_);
                        l_mut_2011_ = 0u;
                        l_mut_2317_ = l_1077_;
                        uint2 loop_bound_19 = uint2(4294967295u, 4294967295u);
                        bool loop_init_13 = true;
                        while(true) {
                            if (all(loop_bound_19 == uint2(0u, 0u))) { break; }
                            loop_bound_19 -= uint2(loop_bound_19.y == 0u, 1u);
                            if (!loop_init_13) {
                                uint _e6530 = l_mut_2317_;
                                l_mut_2317_ = (_e6530 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e6015 = l_mut_2317_;
                            if ((_e6015 < l_2316_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e6017 = l_mut_2317_;
                                uint l_2318_ = (l_59_ * _e6017);
                                uint64_t l_3221_ = uint64_t(l_59_);
                                uint _e6020 = l_mut_2317_;
                                uint64_t l_3222_ = uint64_t(_e6020);
                                uint64_t l_3223_ = (l_3221_ * l_3222_);
                                uint64_t l_3224_ = (l_3223_ >> uint(32uL));
                                uint l_2319_ = uint(l_3224_);
                                uint _e6029 = l_mut_2317_;
                                uint l_2320_ = (l_62_ * _e6029);
                                uint l_2321_ = (l_2319_ + l_2320_);
                                uint l_2322_ = (l_64_ + l_2318_);
                                uint l_2323_ = (l_67_ + l_2321_);
                                bool l_2324_ = (l_2322_ < l_64_);
                                uint l_2325_ = uint(l_2324_);
                                uint l_2326_ = (l_2323_ + l_2325_);
                                l_mut_2006_ = 0u;
                                l_mut_1692_ = 0u;
                                uint _e6039 = l_mut_2317_;
                                bool l_2327_ = (_e6039 < 65536u);
                                if (l_2327_) {
                                    uint _e6042 = l_mut_2317_;
                                    uint _e6043 = l_mut_2317_;
                                    uint l_2328_ = (_e6042 * _e6043);
                                    uint l_2329_ = (l_72_ >> 31u);
                                    bool l_2330_ = (l_2329_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_2330_) {
                                        uint l_2331_ = (0u - l_69_);
                                        uint l_2332_ = (0u - l_72_);
                                        bool l_2333_ = (0u < l_69_);
                                        uint l_2334_ = uint(l_2333_);
                                        uint l_2335_ = (l_2332_ - l_2334_);
                                        l_mut_445_ = l_2331_;
                                        l_mut_444_ = l_2335_;
                                    }
                                    uint _e6057 = l_mut_445_;
                                    uint l_2336_ = (_e6057 * l_2328_);
                                    uint _e6059 = l_mut_444_;
                                    uint l_2337_ = (_e6059 * l_2328_);
                                    uint _e6061 = l_mut_445_;
                                    uint64_t l_3226_ = uint64_t(_e6061);
                                    uint64_t l_3227_ = uint64_t(l_2328_);
                                    uint64_t l_3228_ = (l_3226_ * l_3227_);
                                    uint64_t l_3229_ = (l_3228_ >> uint(32uL));
                                    uint l_2338_ = uint(l_3229_);
                                    uint l_2339_ = (l_2338_ + l_2337_);
                                    uint _e6072 = l_mut_444_;
                                    uint64_t l_3231_ = uint64_t(_e6072);
                                    uint64_t l_3232_ = uint64_t(l_2328_);
                                    uint64_t l_3233_ = (l_3231_ * l_3232_);
                                    uint64_t l_3234_ = (l_3233_ >> uint(32uL));
                                    uint l_2340_ = uint(l_3234_);
                                    bool l_2341_ = (l_2339_ < l_2337_);
                                    uint l_2342_ = uint(l_2341_);
                                    uint l_2343_ = (l_2340_ + l_2342_);
                                    uint l_2344_ = naga_mod(l_9_, 32u);
                                    l_mut_441_ = l_2336_;
                                    bool l_2345_ = (l_2344_ > 0u);
                                    if (l_2345_) {
                                        uint l_2346_ = (l_2336_ >> l_2344_);
                                        uint l_2347_ = (32u - l_2344_);
                                        uint l_2348_ = (l_2339_ << l_2347_);
                                        uint l_2349_ = (l_2346_ | l_2348_);
                                        l_mut_441_ = l_2349_;
                                    }
                                    l_mut_440_ = l_2339_;
                                    bool l_2350_ = (l_2344_ > 0u);
                                    if (l_2350_) {
                                        uint l_2351_ = (l_2339_ >> l_2344_);
                                        uint l_2352_ = (32u - l_2344_);
                                        uint l_2353_ = (l_2343_ << l_2352_);
                                        uint l_2354_ = (l_2351_ | l_2353_);
                                        l_mut_440_ = l_2354_;
                                    }
                                    uint _e6101 = l_mut_441_;
                                    l_mut_439_ = _e6101;
                                    uint _e6102 = l_mut_440_;
                                    l_mut_441_ = _e6102;
                                    bool l_2355_ = (l_9_ >= 64u);
                                    if (l_2355_) {
                                        l_mut_439_ = l_2343_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        bool l_2356_ = (l_9_ >= 32u);
                                        if (l_2356_) {
                                            l_mut_440_ = l_2339_;
                                            bool l_2357_ = (l_2344_ > 0u);
                                            if (l_2357_) {
                                                uint l_2358_ = (l_2339_ >> l_2344_);
                                                uint l_2359_ = (32u - l_2344_);
                                                uint l_2360_ = (l_2343_ << l_2359_);
                                                uint l_2361_ = (l_2358_ | l_2360_);
                                                l_mut_440_ = l_2361_;
                                            }
                                            uint l_2362_ = (l_2343_ >> l_2344_);
                                            uint _e6116 = l_mut_440_;
                                            l_mut_439_ = _e6116;
                                            l_mut_441_ = l_2362_;
                                        }
                                    }
                                    uint _e6117 = l_mut_439_;
                                    l_mut_445_ = _e6117;
                                    uint _e6118 = l_mut_441_;
                                    l_mut_444_ = _e6118;
                                    if (l_2330_) {
                                        uint _e6120 = l_mut_445_;
                                        uint l_2363_ = (0u - _e6120);
                                        uint _e6123 = l_mut_444_;
                                        uint l_2364_ = (0u - _e6123);
                                        uint _e6126 = l_mut_445_;
                                        bool l_2365_ = (0u < _e6126);
                                        uint l_2366_ = uint(l_2365_);
                                        uint l_2367_ = (l_2364_ - l_2366_);
                                        l_mut_445_ = l_2363_;
                                        l_mut_444_ = l_2367_;
                                    }
                                    uint _e6130 = l_mut_445_;
                                    l_mut_2006_ = _e6130;
                                    uint _e6131 = l_mut_444_;
                                    l_mut_1692_ = _e6131;
                                } else {
                                    uint l_2368_ = (l_72_ >> 31u);
                                    bool l_2369_ = (l_2368_ == 1u);
                                    l_mut_445_ = l_69_;
                                    l_mut_444_ = l_72_;
                                    if (l_2369_) {
                                        uint l_2370_ = (0u - l_69_);
                                        uint l_2371_ = (0u - l_72_);
                                        bool l_2372_ = (0u < l_69_);
                                        uint l_2373_ = uint(l_2372_);
                                        uint l_2374_ = (l_2371_ - l_2373_);
                                        l_mut_445_ = l_2370_;
                                        l_mut_444_ = l_2374_;
                                    }
                                    uint _e6144 = l_mut_445_;
                                    uint _e6145 = l_mut_2317_;
                                    uint l_2375_ = (_e6144 * _e6145);
                                    uint _e6147 = l_mut_444_;
                                    uint _e6148 = l_mut_2317_;
                                    uint l_2376_ = (_e6147 * _e6148);
                                    uint _e6150 = l_mut_445_;
                                    uint64_t l_3236_ = uint64_t(_e6150);
                                    uint _e6152 = l_mut_2317_;
                                    uint64_t l_3237_ = uint64_t(_e6152);
                                    uint64_t l_3238_ = (l_3236_ * l_3237_);
                                    uint64_t l_3239_ = (l_3238_ >> uint(32uL));
                                    uint l_2377_ = uint(l_3239_);
                                    uint l_2378_ = (l_2377_ + l_2376_);
                                    uint _e6162 = l_mut_444_;
                                    uint64_t l_3241_ = uint64_t(_e6162);
                                    uint _e6164 = l_mut_2317_;
                                    uint64_t l_3242_ = uint64_t(_e6164);
                                    uint64_t l_3243_ = (l_3241_ * l_3242_);
                                    uint64_t l_3244_ = (l_3243_ >> uint(32uL));
                                    uint l_2379_ = uint(l_3244_);
                                    bool l_2380_ = (l_2378_ < l_2376_);
                                    uint l_2381_ = uint(l_2380_);
                                    uint l_2382_ = (l_2379_ + l_2381_);
                                    l_mut_441_ = l_2375_;
                                    bool l_2384_ = (0u > 0u);
                                    if (l_2384_) {
                                        uint l_2385_ = (l_2375_ >> 0u);
                                        uint l_2386_ = (32u - 0u);
                                        uint l_2387_ = (l_2378_ << l_2386_);
                                        uint l_2388_ = (l_2385_ | l_2387_);
                                        l_mut_441_ = l_2388_;
                                    }
                                    l_mut_440_ = l_2378_;
                                    bool l_2389_ = (0u > 0u);
                                    if (l_2389_) {
                                        uint l_2390_ = (l_2378_ >> 0u);
                                        uint l_2391_ = (32u - 0u);
                                        uint l_2392_ = (l_2382_ << l_2391_);
                                        uint l_2393_ = (l_2390_ | l_2392_);
                                        l_mut_440_ = l_2393_;
                                    }
                                    uint _e6191 = l_mut_441_;
                                    l_mut_439_ = _e6191;
                                    uint _e6192 = l_mut_440_;
                                    l_mut_441_ = _e6192;
                                    if (false) {
                                        l_mut_439_ = l_2382_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2378_;
                                            bool l_2396_ = (0u > 0u);
                                            if (l_2396_) {
                                                uint l_2397_ = (l_2378_ >> 0u);
                                                uint l_2398_ = (32u - 0u);
                                                uint l_2399_ = (l_2382_ << l_2398_);
                                                uint l_2400_ = (l_2397_ | l_2399_);
                                                l_mut_440_ = l_2400_;
                                            }
                                            uint l_2401_ = (l_2382_ >> 0u);
                                            uint _e6204 = l_mut_440_;
                                            l_mut_439_ = _e6204;
                                            l_mut_441_ = l_2401_;
                                        }
                                    }
                                    uint _e6205 = l_mut_445_;
                                    uint _e6206 = l_mut_2317_;
                                    uint l_2402_ = (_e6205 * _e6206);
                                    uint _e6208 = l_mut_444_;
                                    uint _e6209 = l_mut_2317_;
                                    uint l_2403_ = (_e6208 * _e6209);
                                    uint _e6211 = l_mut_445_;
                                    uint64_t l_3246_ = uint64_t(_e6211);
                                    uint _e6213 = l_mut_2317_;
                                    uint64_t l_3247_ = uint64_t(_e6213);
                                    uint64_t l_3248_ = (l_3246_ * l_3247_);
                                    uint64_t l_3249_ = (l_3248_ >> uint(32uL));
                                    uint l_2404_ = uint(l_3249_);
                                    uint l_2405_ = (l_2404_ + l_2403_);
                                    uint _e6223 = l_mut_444_;
                                    uint64_t l_3251_ = uint64_t(_e6223);
                                    uint _e6225 = l_mut_2317_;
                                    uint64_t l_3252_ = uint64_t(_e6225);
                                    uint64_t l_3253_ = (l_3251_ * l_3252_);
                                    uint64_t l_3254_ = (l_3253_ >> uint(32uL));
                                    uint l_2406_ = uint(l_3254_);
                                    bool l_2407_ = (l_2405_ < l_2403_);
                                    uint l_2408_ = uint(l_2407_);
                                    uint l_2409_ = (l_2406_ + l_2408_);
                                    l_mut_440_ = l_2402_;
                                    bool l_2411_ = (0u > 0u);
                                    if (l_2411_) {
                                        uint l_2412_ = (l_2402_ >> 0u);
                                        uint l_2413_ = (32u - 0u);
                                        uint l_2414_ = (l_2405_ << l_2413_);
                                        uint l_2415_ = (l_2412_ | l_2414_);
                                        l_mut_440_ = l_2415_;
                                    }
                                    l_mut_428_ = l_2405_;
                                    bool l_2416_ = (0u > 0u);
                                    if (l_2416_) {
                                        uint l_2417_ = (l_2405_ >> 0u);
                                        uint l_2418_ = (32u - 0u);
                                        uint l_2419_ = (l_2409_ << l_2418_);
                                        uint l_2420_ = (l_2417_ | l_2419_);
                                        l_mut_428_ = l_2420_;
                                    }
                                    uint _e6252 = l_mut_440_;
                                    l_mut_421_ = _e6252;
                                    uint _e6253 = l_mut_428_;
                                    l_mut_440_ = _e6253;
                                    if (true) {
                                        l_mut_421_ = l_2409_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_428_ = l_2405_;
                                            bool l_2423_ = (0u > 0u);
                                            if (l_2423_) {
                                                uint l_2424_ = (l_2405_ >> 0u);
                                                uint l_2425_ = (32u - 0u);
                                                uint l_2426_ = (l_2409_ << l_2425_);
                                                uint l_2427_ = (l_2424_ | l_2426_);
                                                l_mut_428_ = l_2427_;
                                            }
                                            uint l_2428_ = (l_2409_ >> 0u);
                                            uint _e6265 = l_mut_428_;
                                            l_mut_421_ = _e6265;
                                            l_mut_440_ = l_2428_;
                                        }
                                    }
                                    uint _e6266 = l_mut_439_;
                                    uint _e6267 = l_mut_2317_;
                                    uint l_2429_ = (_e6266 * _e6267);
                                    uint _e6269 = l_mut_441_;
                                    uint _e6270 = l_mut_2317_;
                                    uint l_2430_ = (_e6269 * _e6270);
                                    uint _e6272 = l_mut_439_;
                                    uint64_t l_3256_ = uint64_t(_e6272);
                                    uint _e6274 = l_mut_2317_;
                                    uint64_t l_3257_ = uint64_t(_e6274);
                                    uint64_t l_3258_ = (l_3256_ * l_3257_);
                                    uint64_t l_3259_ = (l_3258_ >> uint(32uL));
                                    uint l_2431_ = uint(l_3259_);
                                    uint l_2432_ = (l_2431_ + l_2430_);
                                    uint _e6284 = l_mut_441_;
                                    uint64_t l_3261_ = uint64_t(_e6284);
                                    uint _e6286 = l_mut_2317_;
                                    uint64_t l_3262_ = uint64_t(_e6286);
                                    uint64_t l_3263_ = (l_3261_ * l_3262_);
                                    uint64_t l_3264_ = (l_3263_ >> uint(32uL));
                                    uint l_2433_ = uint(l_3264_);
                                    bool l_2434_ = (l_2432_ < l_2430_);
                                    uint l_2435_ = uint(l_2434_);
                                    uint l_2436_ = (l_2433_ + l_2435_);
                                    l_mut_445_ = l_2429_;
                                    bool l_2438_ = (0u > 0u);
                                    if (l_2438_) {
                                        uint l_2439_ = (l_2429_ >> 0u);
                                        uint l_2440_ = (32u - 0u);
                                        uint l_2441_ = (l_2432_ << l_2440_);
                                        uint l_2442_ = (l_2439_ | l_2441_);
                                        l_mut_445_ = l_2442_;
                                    }
                                    l_mut_444_ = l_2432_;
                                    bool l_2443_ = (0u > 0u);
                                    if (l_2443_) {
                                        uint l_2444_ = (l_2432_ >> 0u);
                                        uint l_2445_ = (32u - 0u);
                                        uint l_2446_ = (l_2436_ << l_2445_);
                                        uint l_2447_ = (l_2444_ | l_2446_);
                                        l_mut_444_ = l_2447_;
                                    }
                                    uint _e6313 = l_mut_445_;
                                    l_mut_428_ = _e6313;
                                    uint _e6314 = l_mut_444_;
                                    l_mut_445_ = _e6314;
                                    if (false) {
                                        l_mut_428_ = l_2436_;
                                        l_mut_445_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_444_ = l_2432_;
                                            bool l_2450_ = (0u > 0u);
                                            if (l_2450_) {
                                                uint l_2451_ = (l_2432_ >> 0u);
                                                uint l_2452_ = (32u - 0u);
                                                uint l_2453_ = (l_2436_ << l_2452_);
                                                uint l_2454_ = (l_2451_ | l_2453_);
                                                l_mut_444_ = l_2454_;
                                            }
                                            uint l_2455_ = (l_2436_ >> 0u);
                                            uint _e6326 = l_mut_444_;
                                            l_mut_428_ = _e6326;
                                            l_mut_445_ = l_2455_;
                                        }
                                    }
                                    uint _e6327 = l_mut_439_;
                                    uint _e6328 = l_mut_2317_;
                                    uint l_2456_ = (_e6327 * _e6328);
                                    uint _e6330 = l_mut_441_;
                                    uint _e6331 = l_mut_2317_;
                                    uint l_2457_ = (_e6330 * _e6331);
                                    uint _e6333 = l_mut_439_;
                                    uint64_t l_3266_ = uint64_t(_e6333);
                                    uint _e6335 = l_mut_2317_;
                                    uint64_t l_3267_ = uint64_t(_e6335);
                                    uint64_t l_3268_ = (l_3266_ * l_3267_);
                                    uint64_t l_3269_ = (l_3268_ >> uint(32uL));
                                    uint l_2458_ = uint(l_3269_);
                                    uint l_2459_ = (l_2458_ + l_2457_);
                                    uint _e6345 = l_mut_441_;
                                    uint64_t l_3271_ = uint64_t(_e6345);
                                    uint _e6347 = l_mut_2317_;
                                    uint64_t l_3272_ = uint64_t(_e6347);
                                    uint64_t l_3273_ = (l_3271_ * l_3272_);
                                    uint64_t l_3274_ = (l_3273_ >> uint(32uL));
                                    uint l_2460_ = uint(l_3274_);
                                    bool l_2461_ = (l_2459_ < l_2457_);
                                    uint l_2462_ = uint(l_2461_);
                                    uint l_2463_ = (l_2460_ + l_2462_);
                                    l_mut_444_ = l_2456_;
                                    bool l_2465_ = (0u > 0u);
                                    if (l_2465_) {
                                        uint l_2466_ = (l_2456_ >> 0u);
                                        uint l_2467_ = (32u - 0u);
                                        uint l_2468_ = (l_2459_ << l_2467_);
                                        uint l_2469_ = (l_2466_ | l_2468_);
                                        l_mut_444_ = l_2469_;
                                    }
                                    l_mut_394_ = l_2459_;
                                    bool l_2470_ = (0u > 0u);
                                    if (l_2470_) {
                                        uint l_2471_ = (l_2459_ >> 0u);
                                        uint l_2472_ = (32u - 0u);
                                        uint l_2473_ = (l_2463_ << l_2472_);
                                        uint l_2474_ = (l_2471_ | l_2473_);
                                        l_mut_394_ = l_2474_;
                                    }
                                    uint _e6374 = l_mut_444_;
                                    l_mut_388_ = _e6374;
                                    uint _e6375 = l_mut_394_;
                                    l_mut_444_ = _e6375;
                                    if (true) {
                                        l_mut_388_ = l_2463_;
                                        l_mut_444_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2459_;
                                            bool l_2477_ = (0u > 0u);
                                            if (l_2477_) {
                                                uint l_2478_ = (l_2459_ >> 0u);
                                                uint l_2479_ = (32u - 0u);
                                                uint l_2480_ = (l_2463_ << l_2479_);
                                                uint l_2481_ = (l_2478_ | l_2480_);
                                                l_mut_394_ = l_2481_;
                                            }
                                            uint l_2482_ = (l_2463_ >> 0u);
                                            uint _e6387 = l_mut_394_;
                                            l_mut_388_ = _e6387;
                                            l_mut_444_ = l_2482_;
                                        }
                                    }
                                    uint _e6388 = l_mut_421_;
                                    uint _e6389 = l_mut_2317_;
                                    uint l_2483_ = (_e6388 * _e6389);
                                    uint _e6391 = l_mut_421_;
                                    uint64_t l_3276_ = uint64_t(_e6391);
                                    uint _e6393 = l_mut_2317_;
                                    uint64_t l_3277_ = uint64_t(_e6393);
                                    uint64_t l_3278_ = (l_3276_ * l_3277_);
                                    uint64_t l_3279_ = (l_3278_ >> uint(32uL));
                                    uint l_2484_ = uint(l_3279_);
                                    uint _e6402 = l_mut_440_;
                                    uint _e6403 = l_mut_2317_;
                                    uint l_2485_ = (_e6402 * _e6403);
                                    uint l_2486_ = (l_2484_ + l_2485_);
                                    uint _e6406 = l_mut_388_;
                                    uint l_2487_ = (_e6406 + l_2483_);
                                    uint _e6408 = l_mut_444_;
                                    uint l_2488_ = (_e6408 + l_2486_);
                                    uint _e6410 = l_mut_388_;
                                    bool l_2489_ = (l_2487_ < _e6410);
                                    uint l_2490_ = uint(l_2489_);
                                    uint l_2491_ = (l_2488_ + l_2490_);
                                    uint _e6414 = l_mut_428_;
                                    l_mut_2006_ = _e6414;
                                    uint _e6415 = l_mut_445_;
                                    l_mut_1692_ = _e6415;
                                    bool l_2492_ = (l_9_ == 64u);
                                    if (l_2492_) {
                                        l_mut_2006_ = l_2487_;
                                        l_mut_1692_ = l_2491_;
                                    } else {
                                        bool l_2493_ = (l_9_ > 0u);
                                        if (l_2493_) {
                                            uint l_2494_ = (64u - l_9_);
                                            l_mut_444_ = l_2487_;
                                            l_mut_441_ = l_2491_;
                                            bool l_2495_ = (l_2494_ >= 32u);
                                            if (l_2495_) {
                                                uint l_2496_ = (l_2494_ & 31u);
                                                uint l_2497_ = (l_2487_ << l_2496_);
                                                l_mut_444_ = 0u;
                                                l_mut_441_ = l_2497_;
                                            } else {
                                                bool l_2498_ = (l_2494_ > 0u);
                                                if (l_2498_) {
                                                    uint l_2499_ = (l_2487_ << l_2494_);
                                                    uint l_2500_ = (l_2491_ << l_2494_);
                                                    uint l_2501_ = (32u - l_2494_);
                                                    uint l_2502_ = (l_2487_ >> l_2501_);
                                                    uint l_2503_ = (l_2500_ | l_2502_);
                                                    l_mut_444_ = l_2499_;
                                                    l_mut_441_ = l_2503_;
                                                }
                                            }
                                            uint _e6436 = l_mut_428_;
                                            l_mut_440_ = _e6436;
                                            uint _e6437 = l_mut_445_;
                                            l_mut_439_ = _e6437;
                                            bool l_2504_ = (l_9_ >= 32u);
                                            if (l_2504_) {
                                                uint l_2505_ = (l_9_ & 31u);
                                                uint _e6442 = l_mut_445_;
                                                uint l_2506_ = (_e6442 >> l_2505_);
                                                l_mut_440_ = l_2506_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_2507_ = (l_9_ > 0u);
                                                if (l_2507_) {
                                                    uint _e6447 = l_mut_428_;
                                                    l_mut_421_ = _e6447;
                                                    bool l_2508_ = (l_9_ > 0u);
                                                    if (l_2508_) {
                                                        uint _e6450 = l_mut_428_;
                                                        uint l_2509_ = (_e6450 >> l_9_);
                                                        uint l_2510_ = (32u - l_9_);
                                                        uint _e6454 = l_mut_445_;
                                                        uint l_2511_ = (_e6454 << l_2510_);
                                                        uint l_2512_ = (l_2509_ | l_2511_);
                                                        l_mut_421_ = l_2512_;
                                                    }
                                                    uint _e6457 = l_mut_445_;
                                                    uint l_2513_ = (_e6457 >> l_9_);
                                                    uint _e6459 = l_mut_421_;
                                                    l_mut_440_ = _e6459;
                                                    l_mut_439_ = l_2513_;
                                                }
                                            }
                                            uint _e6460 = l_mut_444_;
                                            uint _e6461 = l_mut_440_;
                                            uint l_2514_ = (_e6460 + _e6461);
                                            uint _e6463 = l_mut_441_;
                                            uint _e6464 = l_mut_439_;
                                            uint l_2515_ = (_e6463 + _e6464);
                                            uint _e6466 = l_mut_444_;
                                            bool l_2516_ = (l_2514_ < _e6466);
                                            uint l_2517_ = uint(l_2516_);
                                            uint l_2518_ = (l_2515_ + l_2517_);
                                            l_mut_2006_ = l_2514_;
                                            l_mut_1692_ = l_2518_;
                                        }
                                    }
                                    if (l_2369_) {
                                        uint _e6471 = l_mut_2006_;
                                        uint l_2519_ = (0u - _e6471);
                                        uint _e6474 = l_mut_1692_;
                                        uint l_2520_ = (0u - _e6474);
                                        uint _e6477 = l_mut_2006_;
                                        bool l_2521_ = (0u < _e6477);
                                        uint l_2522_ = uint(l_2521_);
                                        uint l_2523_ = (l_2520_ - l_2522_);
                                        l_mut_2006_ = l_2519_;
                                        l_mut_1692_ = l_2523_;
                                    }
                                }
                                uint _e6481 = l_mut_2006_;
                                uint l_2524_ = (l_2322_ + _e6481);
                                uint _e6483 = l_mut_1692_;
                                uint l_2525_ = (l_2326_ + _e6483);
                                bool l_2526_ = (l_2524_ < l_2322_);
                                uint l_2527_ = uint(l_2526_);
                                uint l_2528_ = (l_2525_ + l_2527_);
                                uint l_2529_ = (0u - l_2524_);
                                uint l_2530_ = (0u - l_2528_);
                                bool l_2531_ = (0u < l_2524_);
                                uint l_2532_ = uint(l_2531_);
                                uint l_2533_ = (l_2530_ - l_2532_);
                                l_mut_2006_ = l_2529_;
                                l_mut_1692_ = l_2533_;
                                uint _e6496 = l_mut_1692_;
                                bool l_2534_ = (l_2528_ < _e6496);
                                uint _e6498 = l_mut_1692_;
                                bool l_2535_ = (l_2528_ == _e6498);
                                uint _e6500 = l_mut_2006_;
                                bool l_2536_ = (l_2524_ < _e6500);
                                if (l_2535_) {
                                    local_179 = l_2536_;
                                } else {
                                    local_179 = false;
                                }
                                bool l_2537_ = local_179;
                                if (!(l_2534_)) {
                                    local_180 = l_2537_;
                                } else {
                                    local_180 = true;
                                }
                                bool l_2538_ = local_180;
                                if (l_2538_) {
                                    l_mut_2006_ = l_2524_;
                                    l_mut_1692_ = l_2528_;
                                }
                                uint _e6511 = l_mut_1692_;
                                bool l_2539_ = (_e6511 < l_27_);
                                uint _e6513 = l_mut_1692_;
                                bool l_2540_ = (_e6513 == l_27_);
                                uint _e6515 = l_mut_2006_;
                                bool l_2541_ = (_e6515 < l_24_);
                                if (l_2540_) {
                                    local_181 = l_2541_;
                                } else {
                                    local_181 = false;
                                }
                                bool l_2542_ = local_181;
                                if (!(l_2539_)) {
                                    local_182 = l_2542_;
                                } else {
                                    local_182 = true;
                                }
                                bool l_2543_ = local_182;
                                uint l_2544_ = uint(l_2543_);
                                uint _e6527 = l_mut_2011_;
                                l_mut_2011_ = (_e6527 + l_2544_);
                            }
                        }
                        uint _e6532 = l_mut_450_;
                        uint _e6533 = l_mut_2011_;
                        l_mut_450_ = (_e6532 + _e6533);
                    }
                }
            }
            uint _e6538 = l_mut_766_;
            bool l_2545_ = (_e6538 > 0u);
            if (l_2545_) {
                uint l_3281_ = asuint(info.Load(20+0));
                uint l_3282_ = (l_3281_ * 1u);
                uint l_3283_ = (l_3282_ - 1u);
                uint l_3284_ = min(1u, l_3283_);
                uint _e6553 = l_mut_766_;
                uint _e6554; buffer_5_global.InterlockedAdd(l_3284_*4, _e6553, _e6554);
            }
            uint _e6555 = l_mut_450_;
            bool l_2548_ = (_e6555 > 0u);
            if (l_2548_) {
                uint l_3286_ = asuint(info.Load(20+0));
                uint l_3287_ = (l_3286_ * 1u);
                uint l_3288_ = (l_3287_ - 1u);
                uint l_3289_ = min(2u, l_3288_);
                uint _e6570 = l_mut_450_;
                uint _e6571; buffer_5_global.InterlockedAdd(l_3289_*4, _e6570, _e6571);
                l_mut_2011_ = _e6571;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e7140 = l_mut_2551_;
                        l_mut_2551_ = (_e7140 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6574 = l_mut_2551_;
                    if ((_e6574 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6577 = l_mut_771_;
                        uint _e6578 = l_mut_2551_;
                        uint l_2552_ = (_e6577 >> _e6578);
                        uint l_2553_ = (l_2552_ & 1u);
                        bool l_2554_ = (l_2553_ == 1u);
                        if (l_2554_) {
                            uint _e6584 = l_mut_2551_;
                            uint l_2555_ = (_e6584 * l_1075_);
                            uint l_2556_ = (l_2555_ + l_1075_);
                            uint l_2557_ = min(l_2556_, l_56_);
                            uint _e6588 = l_mut_2011_;
                            l_mut_2006_ = _e6588;
                            l_mut_2558_ = l_2555_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e7136 = l_mut_2558_;
                                    l_mut_2558_ = (_e7136 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6590 = l_mut_2558_;
                                if ((_e6590 < l_2557_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6592 = l_mut_2558_;
                                    uint l_2559_ = (l_59_ * _e6592);
                                    uint64_t l_3291_ = uint64_t(l_59_);
                                    uint _e6595 = l_mut_2558_;
                                    uint64_t l_3292_ = uint64_t(_e6595);
                                    uint64_t l_3293_ = (l_3291_ * l_3292_);
                                    uint64_t l_3294_ = (l_3293_ >> uint(32uL));
                                    uint l_2560_ = uint(l_3294_);
                                    uint _e6604 = l_mut_2558_;
                                    uint l_2561_ = (l_62_ * _e6604);
                                    uint l_2562_ = (l_2560_ + l_2561_);
                                    uint l_2563_ = (l_64_ + l_2559_);
                                    uint l_2564_ = (l_67_ + l_2562_);
                                    bool l_2565_ = (l_2563_ < l_64_);
                                    uint l_2566_ = uint(l_2565_);
                                    uint l_2567_ = (l_2564_ + l_2566_);
                                    l_mut_1692_ = 0u;
                                    l_mut_766_ = 0u;
                                    uint _e6614 = l_mut_2558_;
                                    bool l_2568_ = (_e6614 < 65536u);
                                    if (l_2568_) {
                                        uint _e6617 = l_mut_2558_;
                                        uint _e6618 = l_mut_2558_;
                                        uint l_2569_ = (_e6617 * _e6618);
                                        uint l_2570_ = (l_72_ >> 31u);
                                        bool l_2571_ = (l_2570_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2571_) {
                                            uint l_2572_ = (0u - l_69_);
                                            uint l_2573_ = (0u - l_72_);
                                            bool l_2574_ = (0u < l_69_);
                                            uint l_2575_ = uint(l_2574_);
                                            uint l_2576_ = (l_2573_ - l_2575_);
                                            l_mut_450_ = l_2572_;
                                            l_mut_445_ = l_2576_;
                                        }
                                        uint _e6632 = l_mut_450_;
                                        uint l_2577_ = (_e6632 * l_2569_);
                                        uint _e6634 = l_mut_445_;
                                        uint l_2578_ = (_e6634 * l_2569_);
                                        uint _e6636 = l_mut_450_;
                                        uint64_t l_3296_ = uint64_t(_e6636);
                                        uint64_t l_3297_ = uint64_t(l_2569_);
                                        uint64_t l_3298_ = (l_3296_ * l_3297_);
                                        uint64_t l_3299_ = (l_3298_ >> uint(32uL));
                                        uint l_2579_ = uint(l_3299_);
                                        uint l_2580_ = (l_2579_ + l_2578_);
                                        uint _e6647 = l_mut_445_;
                                        uint64_t l_3301_ = uint64_t(_e6647);
                                        uint64_t l_3302_ = uint64_t(l_2569_);
                                        uint64_t l_3303_ = (l_3301_ * l_3302_);
                                        uint64_t l_3304_ = (l_3303_ >> uint(32uL));
                                        uint l_2581_ = uint(l_3304_);
                                        bool l_2582_ = (l_2580_ < l_2578_);
                                        uint l_2583_ = uint(l_2582_);
                                        uint l_2584_ = (l_2581_ + l_2583_);
                                        uint l_2585_ = naga_mod(l_9_, 32u);
                                        l_mut_444_ = l_2577_;
                                        bool l_2586_ = (l_2585_ > 0u);
                                        if (l_2586_) {
                                            uint l_2587_ = (l_2577_ >> l_2585_);
                                            uint l_2588_ = (32u - l_2585_);
                                            uint l_2589_ = (l_2580_ << l_2588_);
                                            uint l_2590_ = (l_2587_ | l_2589_);
                                            l_mut_444_ = l_2590_;
                                        }
                                        l_mut_441_ = l_2580_;
                                        bool l_2591_ = (l_2585_ > 0u);
                                        if (l_2591_) {
                                            uint l_2592_ = (l_2580_ >> l_2585_);
                                            uint l_2593_ = (32u - l_2585_);
                                            uint l_2594_ = (l_2584_ << l_2593_);
                                            uint l_2595_ = (l_2592_ | l_2594_);
                                            l_mut_441_ = l_2595_;
                                        }
                                        uint _e6676 = l_mut_444_;
                                        l_mut_440_ = _e6676;
                                        uint _e6677 = l_mut_441_;
                                        l_mut_444_ = _e6677;
                                        bool l_2596_ = (l_9_ >= 64u);
                                        if (l_2596_) {
                                            l_mut_440_ = l_2584_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            bool l_2597_ = (l_9_ >= 32u);
                                            if (l_2597_) {
                                                l_mut_441_ = l_2580_;
                                                bool l_2598_ = (l_2585_ > 0u);
                                                if (l_2598_) {
                                                    uint l_2599_ = (l_2580_ >> l_2585_);
                                                    uint l_2600_ = (32u - l_2585_);
                                                    uint l_2601_ = (l_2584_ << l_2600_);
                                                    uint l_2602_ = (l_2599_ | l_2601_);
                                                    l_mut_441_ = l_2602_;
                                                }
                                                uint l_2603_ = (l_2584_ >> l_2585_);
                                                uint _e6691 = l_mut_441_;
                                                l_mut_440_ = _e6691;
                                                l_mut_444_ = l_2603_;
                                            }
                                        }
                                        uint _e6692 = l_mut_440_;
                                        l_mut_450_ = _e6692;
                                        uint _e6693 = l_mut_444_;
                                        l_mut_445_ = _e6693;
                                        if (l_2571_) {
                                            uint _e6695 = l_mut_450_;
                                            uint l_2604_ = (0u - _e6695);
                                            uint _e6698 = l_mut_445_;
                                            uint l_2605_ = (0u - _e6698);
                                            uint _e6701 = l_mut_450_;
                                            bool l_2606_ = (0u < _e6701);
                                            uint l_2607_ = uint(l_2606_);
                                            uint l_2608_ = (l_2605_ - l_2607_);
                                            l_mut_450_ = l_2604_;
                                            l_mut_445_ = l_2608_;
                                        }
                                        uint _e6705 = l_mut_450_;
                                        l_mut_1692_ = _e6705;
                                        uint _e6706 = l_mut_445_;
                                        l_mut_766_ = _e6706;
                                    } else {
                                        uint l_2609_ = (l_72_ >> 31u);
                                        bool l_2610_ = (l_2609_ == 1u);
                                        l_mut_450_ = l_69_;
                                        l_mut_445_ = l_72_;
                                        if (l_2610_) {
                                            uint l_2611_ = (0u - l_69_);
                                            uint l_2612_ = (0u - l_72_);
                                            bool l_2613_ = (0u < l_69_);
                                            uint l_2614_ = uint(l_2613_);
                                            uint l_2615_ = (l_2612_ - l_2614_);
                                            l_mut_450_ = l_2611_;
                                            l_mut_445_ = l_2615_;
                                        }
                                        uint _e6719 = l_mut_450_;
                                        uint _e6720 = l_mut_2558_;
                                        uint l_2616_ = (_e6719 * _e6720);
                                        uint _e6722 = l_mut_445_;
                                        uint _e6723 = l_mut_2558_;
                                        uint l_2617_ = (_e6722 * _e6723);
                                        uint _e6725 = l_mut_450_;
                                        uint64_t l_3306_ = uint64_t(_e6725);
                                        uint _e6727 = l_mut_2558_;
                                        uint64_t l_3307_ = uint64_t(_e6727);
                                        uint64_t l_3308_ = (l_3306_ * l_3307_);
                                        uint64_t l_3309_ = (l_3308_ >> uint(32uL));
                                        uint l_2618_ = uint(l_3309_);
                                        uint l_2619_ = (l_2618_ + l_2617_);
                                        uint _e6737 = l_mut_445_;
                                        uint64_t l_3311_ = uint64_t(_e6737);
                                        uint _e6739 = l_mut_2558_;
                                        uint64_t l_3312_ = uint64_t(_e6739);
                                        uint64_t l_3313_ = (l_3311_ * l_3312_);
                                        uint64_t l_3314_ = (l_3313_ >> uint(32uL));
                                        uint l_2620_ = uint(l_3314_);
                                        bool l_2621_ = (l_2619_ < l_2617_);
                                        uint l_2622_ = uint(l_2621_);
                                        uint l_2623_ = (l_2620_ + l_2622_);
                                        l_mut_444_ = l_2616_;
                                        bool l_2625_ = (0u > 0u);
                                        if (l_2625_) {
                                            uint l_2626_ = (l_2616_ >> 0u);
                                            uint l_2627_ = (32u - 0u);
                                            uint l_2628_ = (l_2619_ << l_2627_);
                                            uint l_2629_ = (l_2626_ | l_2628_);
                                            l_mut_444_ = l_2629_;
                                        }
                                        l_mut_441_ = l_2619_;
                                        bool l_2630_ = (0u > 0u);
                                        if (l_2630_) {
                                            uint l_2631_ = (l_2619_ >> 0u);
                                            uint l_2632_ = (32u - 0u);
                                            uint l_2633_ = (l_2623_ << l_2632_);
                                            uint l_2634_ = (l_2631_ | l_2633_);
                                            l_mut_441_ = l_2634_;
                                        }
                                        uint _e6766 = l_mut_444_;
                                        l_mut_440_ = _e6766;
                                        uint _e6767 = l_mut_441_;
                                        l_mut_444_ = _e6767;
                                        if (false) {
                                            l_mut_440_ = l_2623_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2619_;
                                                bool l_2637_ = (0u > 0u);
                                                if (l_2637_) {
                                                    uint l_2638_ = (l_2619_ >> 0u);
                                                    uint l_2639_ = (32u - 0u);
                                                    uint l_2640_ = (l_2623_ << l_2639_);
                                                    uint l_2641_ = (l_2638_ | l_2640_);
                                                    l_mut_441_ = l_2641_;
                                                }
                                                uint l_2642_ = (l_2623_ >> 0u);
                                                uint _e6779 = l_mut_441_;
                                                l_mut_440_ = _e6779;
                                                l_mut_444_ = l_2642_;
                                            }
                                        }
                                        uint _e6780 = l_mut_450_;
                                        uint _e6781 = l_mut_2558_;
                                        uint l_2643_ = (_e6780 * _e6781);
                                        uint _e6783 = l_mut_445_;
                                        uint _e6784 = l_mut_2558_;
                                        uint l_2644_ = (_e6783 * _e6784);
                                        uint _e6786 = l_mut_450_;
                                        uint64_t l_3316_ = uint64_t(_e6786);
                                        uint _e6788 = l_mut_2558_;
                                        uint64_t l_3317_ = uint64_t(_e6788);
                                        uint64_t l_3318_ = (l_3316_ * l_3317_);
                                        uint64_t l_3319_ = (l_3318_ >> uint(32uL));
                                        uint l_2645_ = uint(l_3319_);
                                        uint l_2646_ = (l_2645_ + l_2644_);
                                        uint _e6798 = l_mut_445_;
                                        uint64_t l_3321_ = uint64_t(_e6798);
                                        uint _e6800 = l_mut_2558_;
                                        uint64_t l_3322_ = uint64_t(_e6800);
                                        uint64_t l_3323_ = (l_3321_ * l_3322_);
                                        uint64_t l_3324_ = (l_3323_ >> uint(32uL));
                                        uint l_2647_ = uint(l_3324_);
                                        bool l_2648_ = (l_2646_ < l_2644_);
                                        uint l_2649_ = uint(l_2648_);
                                        uint l_2650_ = (l_2647_ + l_2649_);
                                        l_mut_441_ = l_2643_;
                                        bool l_2652_ = (0u > 0u);
                                        if (l_2652_) {
                                            uint l_2653_ = (l_2643_ >> 0u);
                                            uint l_2654_ = (32u - 0u);
                                            uint l_2655_ = (l_2646_ << l_2654_);
                                            uint l_2656_ = (l_2653_ | l_2655_);
                                            l_mut_441_ = l_2656_;
                                        }
                                        l_mut_439_ = l_2646_;
                                        bool l_2657_ = (0u > 0u);
                                        if (l_2657_) {
                                            uint l_2658_ = (l_2646_ >> 0u);
                                            uint l_2659_ = (32u - 0u);
                                            uint l_2660_ = (l_2650_ << l_2659_);
                                            uint l_2661_ = (l_2658_ | l_2660_);
                                            l_mut_439_ = l_2661_;
                                        }
                                        uint _e6827 = l_mut_441_;
                                        l_mut_428_ = _e6827;
                                        uint _e6828 = l_mut_439_;
                                        l_mut_441_ = _e6828;
                                        if (true) {
                                            l_mut_428_ = l_2650_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_439_ = l_2646_;
                                                bool l_2664_ = (0u > 0u);
                                                if (l_2664_) {
                                                    uint l_2665_ = (l_2646_ >> 0u);
                                                    uint l_2666_ = (32u - 0u);
                                                    uint l_2667_ = (l_2650_ << l_2666_);
                                                    uint l_2668_ = (l_2665_ | l_2667_);
                                                    l_mut_439_ = l_2668_;
                                                }
                                                uint l_2669_ = (l_2650_ >> 0u);
                                                uint _e6840 = l_mut_439_;
                                                l_mut_428_ = _e6840;
                                                l_mut_441_ = l_2669_;
                                            }
                                        }
                                        uint _e6841 = l_mut_440_;
                                        uint _e6842 = l_mut_2558_;
                                        uint l_2670_ = (_e6841 * _e6842);
                                        uint _e6844 = l_mut_444_;
                                        uint _e6845 = l_mut_2558_;
                                        uint l_2671_ = (_e6844 * _e6845);
                                        uint _e6847 = l_mut_440_;
                                        uint64_t l_3326_ = uint64_t(_e6847);
                                        uint _e6849 = l_mut_2558_;
                                        uint64_t l_3327_ = uint64_t(_e6849);
                                        uint64_t l_3328_ = (l_3326_ * l_3327_);
                                        uint64_t l_3329_ = (l_3328_ >> uint(32uL));
                                        uint l_2672_ = uint(l_3329_);
                                        uint l_2673_ = (l_2672_ + l_2671_);
                                        uint _e6859 = l_mut_444_;
                                        uint64_t l_3331_ = uint64_t(_e6859);
                                        uint _e6861 = l_mut_2558_;
                                        uint64_t l_3332_ = uint64_t(_e6861);
                                        uint64_t l_3333_ = (l_3331_ * l_3332_);
                                        uint64_t l_3334_ = (l_3333_ >> uint(32uL));
                                        uint l_2674_ = uint(l_3334_);
                                        bool l_2675_ = (l_2673_ < l_2671_);
                                        uint l_2676_ = uint(l_2675_);
                                        uint l_2677_ = (l_2674_ + l_2676_);
                                        l_mut_450_ = l_2670_;
                                        bool l_2679_ = (0u > 0u);
                                        if (l_2679_) {
                                            uint l_2680_ = (l_2670_ >> 0u);
                                            uint l_2681_ = (32u - 0u);
                                            uint l_2682_ = (l_2673_ << l_2681_);
                                            uint l_2683_ = (l_2680_ | l_2682_);
                                            l_mut_450_ = l_2683_;
                                        }
                                        l_mut_445_ = l_2673_;
                                        bool l_2684_ = (0u > 0u);
                                        if (l_2684_) {
                                            uint l_2685_ = (l_2673_ >> 0u);
                                            uint l_2686_ = (32u - 0u);
                                            uint l_2687_ = (l_2677_ << l_2686_);
                                            uint l_2688_ = (l_2685_ | l_2687_);
                                            l_mut_445_ = l_2688_;
                                        }
                                        uint _e6888 = l_mut_450_;
                                        l_mut_439_ = _e6888;
                                        uint _e6889 = l_mut_445_;
                                        l_mut_450_ = _e6889;
                                        if (false) {
                                            l_mut_439_ = l_2677_;
                                            l_mut_450_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_445_ = l_2673_;
                                                bool l_2691_ = (0u > 0u);
                                                if (l_2691_) {
                                                    uint l_2692_ = (l_2673_ >> 0u);
                                                    uint l_2693_ = (32u - 0u);
                                                    uint l_2694_ = (l_2677_ << l_2693_);
                                                    uint l_2695_ = (l_2692_ | l_2694_);
                                                    l_mut_445_ = l_2695_;
                                                }
                                                uint l_2696_ = (l_2677_ >> 0u);
                                                uint _e6901 = l_mut_445_;
                                                l_mut_439_ = _e6901;
                                                l_mut_450_ = l_2696_;
                                            }
                                        }
                                        uint _e6902 = l_mut_440_;
                                        uint _e6903 = l_mut_2558_;
                                        uint l_2697_ = (_e6902 * _e6903);
                                        uint _e6905 = l_mut_444_;
                                        uint _e6906 = l_mut_2558_;
                                        uint l_2698_ = (_e6905 * _e6906);
                                        uint _e6908 = l_mut_440_;
                                        uint64_t l_3336_ = uint64_t(_e6908);
                                        uint _e6910 = l_mut_2558_;
                                        uint64_t l_3337_ = uint64_t(_e6910);
                                        uint64_t l_3338_ = (l_3336_ * l_3337_);
                                        uint64_t l_3339_ = (l_3338_ >> uint(32uL));
                                        uint l_2699_ = uint(l_3339_);
                                        uint l_2700_ = (l_2699_ + l_2698_);
                                        uint _e6920 = l_mut_444_;
                                        uint64_t l_3341_ = uint64_t(_e6920);
                                        uint _e6922 = l_mut_2558_;
                                        uint64_t l_3342_ = uint64_t(_e6922);
                                        uint64_t l_3343_ = (l_3341_ * l_3342_);
                                        uint64_t l_3344_ = (l_3343_ >> uint(32uL));
                                        uint l_2701_ = uint(l_3344_);
                                        bool l_2702_ = (l_2700_ < l_2698_);
                                        uint l_2703_ = uint(l_2702_);
                                        uint l_2704_ = (l_2701_ + l_2703_);
                                        l_mut_445_ = l_2697_;
                                        bool l_2706_ = (0u > 0u);
                                        if (l_2706_) {
                                            uint l_2707_ = (l_2697_ >> 0u);
                                            uint l_2708_ = (32u - 0u);
                                            uint l_2709_ = (l_2700_ << l_2708_);
                                            uint l_2710_ = (l_2707_ | l_2709_);
                                            l_mut_445_ = l_2710_;
                                        }
                                        l_mut_421_ = l_2700_;
                                        bool l_2711_ = (0u > 0u);
                                        if (l_2711_) {
                                            uint l_2712_ = (l_2700_ >> 0u);
                                            uint l_2713_ = (32u - 0u);
                                            uint l_2714_ = (l_2704_ << l_2713_);
                                            uint l_2715_ = (l_2712_ | l_2714_);
                                            l_mut_421_ = l_2715_;
                                        }
                                        uint _e6949 = l_mut_445_;
                                        l_mut_394_ = _e6949;
                                        uint _e6950 = l_mut_421_;
                                        l_mut_445_ = _e6950;
                                        if (true) {
                                            l_mut_394_ = l_2704_;
                                            l_mut_445_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2700_;
                                                bool l_2718_ = (0u > 0u);
                                                if (l_2718_) {
                                                    uint l_2719_ = (l_2700_ >> 0u);
                                                    uint l_2720_ = (32u - 0u);
                                                    uint l_2721_ = (l_2704_ << l_2720_);
                                                    uint l_2722_ = (l_2719_ | l_2721_);
                                                    l_mut_421_ = l_2722_;
                                                }
                                                uint l_2723_ = (l_2704_ >> 0u);
                                                uint _e6962 = l_mut_421_;
                                                l_mut_394_ = _e6962;
                                                l_mut_445_ = l_2723_;
                                            }
                                        }
                                        uint _e6963 = l_mut_428_;
                                        uint _e6964 = l_mut_2558_;
                                        uint l_2724_ = (_e6963 * _e6964);
                                        uint _e6966 = l_mut_428_;
                                        uint64_t l_3346_ = uint64_t(_e6966);
                                        uint _e6968 = l_mut_2558_;
                                        uint64_t l_3347_ = uint64_t(_e6968);
                                        uint64_t l_3348_ = (l_3346_ * l_3347_);
                                        uint64_t l_3349_ = (l_3348_ >> uint(32uL));
                                        uint l_2725_ = uint(l_3349_);
                                        uint _e6977 = l_mut_441_;
                                        uint _e6978 = l_mut_2558_;
                                        uint l_2726_ = (_e6977 * _e6978);
                                        uint l_2727_ = (l_2725_ + l_2726_);
                                        uint _e6981 = l_mut_394_;
                                        uint l_2728_ = (_e6981 + l_2724_);
                                        uint _e6983 = l_mut_445_;
                                        uint l_2729_ = (_e6983 + l_2727_);
                                        uint _e6985 = l_mut_394_;
                                        bool l_2730_ = (l_2728_ < _e6985);
                                        uint l_2731_ = uint(l_2730_);
                                        uint l_2732_ = (l_2729_ + l_2731_);
                                        uint _e6989 = l_mut_439_;
                                        l_mut_1692_ = _e6989;
                                        uint _e6990 = l_mut_450_;
                                        l_mut_766_ = _e6990;
                                        bool l_2733_ = (l_9_ == 64u);
                                        if (l_2733_) {
                                            l_mut_1692_ = l_2728_;
                                            l_mut_766_ = l_2732_;
                                        } else {
                                            bool l_2734_ = (l_9_ > 0u);
                                            if (l_2734_) {
                                                uint l_2735_ = (64u - l_9_);
                                                l_mut_445_ = l_2728_;
                                                l_mut_444_ = l_2732_;
                                                bool l_2736_ = (l_2735_ >= 32u);
                                                if (l_2736_) {
                                                    uint l_2737_ = (l_2735_ & 31u);
                                                    uint l_2738_ = (l_2728_ << l_2737_);
                                                    l_mut_445_ = 0u;
                                                    l_mut_444_ = l_2738_;
                                                } else {
                                                    bool l_2739_ = (l_2735_ > 0u);
                                                    if (l_2739_) {
                                                        uint l_2740_ = (l_2728_ << l_2735_);
                                                        uint l_2741_ = (l_2732_ << l_2735_);
                                                        uint l_2742_ = (32u - l_2735_);
                                                        uint l_2743_ = (l_2728_ >> l_2742_);
                                                        uint l_2744_ = (l_2741_ | l_2743_);
                                                        l_mut_445_ = l_2740_;
                                                        l_mut_444_ = l_2744_;
                                                    }
                                                }
                                                uint _e7011 = l_mut_439_;
                                                l_mut_441_ = _e7011;
                                                uint _e7012 = l_mut_450_;
                                                l_mut_440_ = _e7012;
                                                bool l_2745_ = (l_9_ >= 32u);
                                                if (l_2745_) {
                                                    uint l_2746_ = (l_9_ & 31u);
                                                    uint _e7017 = l_mut_450_;
                                                    uint l_2747_ = (_e7017 >> l_2746_);
                                                    l_mut_441_ = l_2747_;
                                                    l_mut_440_ = 0u;
                                                } else {
                                                    bool l_2748_ = (l_9_ > 0u);
                                                    if (l_2748_) {
                                                        uint _e7022 = l_mut_439_;
                                                        l_mut_428_ = _e7022;
                                                        bool l_2749_ = (l_9_ > 0u);
                                                        if (l_2749_) {
                                                            uint _e7025 = l_mut_439_;
                                                            uint l_2750_ = (_e7025 >> l_9_);
                                                            uint l_2751_ = (32u - l_9_);
                                                            uint _e7029 = l_mut_450_;
                                                            uint l_2752_ = (_e7029 << l_2751_);
                                                            uint l_2753_ = (l_2750_ | l_2752_);
                                                            l_mut_428_ = l_2753_;
                                                        }
                                                        uint _e7032 = l_mut_450_;
                                                        uint l_2754_ = (_e7032 >> l_9_);
                                                        uint _e7034 = l_mut_428_;
                                                        l_mut_441_ = _e7034;
                                                        l_mut_440_ = l_2754_;
                                                    }
                                                }
                                                uint _e7035 = l_mut_445_;
                                                uint _e7036 = l_mut_441_;
                                                uint l_2755_ = (_e7035 + _e7036);
                                                uint _e7038 = l_mut_444_;
                                                uint _e7039 = l_mut_440_;
                                                uint l_2756_ = (_e7038 + _e7039);
                                                uint _e7041 = l_mut_445_;
                                                bool l_2757_ = (l_2755_ < _e7041);
                                                uint l_2758_ = uint(l_2757_);
                                                uint l_2759_ = (l_2756_ + l_2758_);
                                                l_mut_1692_ = l_2755_;
                                                l_mut_766_ = l_2759_;
                                            }
                                        }
                                        if (l_2610_) {
                                            uint _e7046 = l_mut_1692_;
                                            uint l_2760_ = (0u - _e7046);
                                            uint _e7049 = l_mut_766_;
                                            uint l_2761_ = (0u - _e7049);
                                            uint _e7052 = l_mut_1692_;
                                            bool l_2762_ = (0u < _e7052);
                                            uint l_2763_ = uint(l_2762_);
                                            uint l_2764_ = (l_2761_ - l_2763_);
                                            l_mut_1692_ = l_2760_;
                                            l_mut_766_ = l_2764_;
                                        }
                                    }
                                    uint _e7056 = l_mut_1692_;
                                    uint l_2765_ = (l_2563_ + _e7056);
                                    uint _e7058 = l_mut_766_;
                                    uint l_2766_ = (l_2567_ + _e7058);
                                    bool l_2767_ = (l_2765_ < l_2563_);
                                    uint l_2768_ = uint(l_2767_);
                                    uint l_2769_ = (l_2766_ + l_2768_);
                                    uint l_2770_ = (0u - l_2765_);
                                    uint l_2771_ = (0u - l_2769_);
                                    bool l_2772_ = (0u < l_2765_);
                                    uint l_2773_ = uint(l_2772_);
                                    uint l_2774_ = (l_2771_ - l_2773_);
                                    l_mut_1692_ = l_2770_;
                                    l_mut_766_ = l_2774_;
                                    uint _e7071 = l_mut_766_;
                                    bool l_2775_ = (l_2769_ < _e7071);
                                    uint _e7073 = l_mut_766_;
                                    bool l_2776_ = (l_2769_ == _e7073);
                                    uint _e7075 = l_mut_1692_;
                                    bool l_2777_ = (l_2765_ < _e7075);
                                    if (l_2776_) {
                                        local_183 = l_2777_;
                                    } else {
                                        local_183 = false;
                                    }
                                    bool l_2778_ = local_183;
                                    if (!(l_2775_)) {
                                        local_184 = l_2778_;
                                    } else {
                                        local_184 = true;
                                    }
                                    bool l_2779_ = local_184;
                                    if (l_2779_) {
                                        l_mut_1692_ = l_2765_;
                                        l_mut_766_ = l_2769_;
                                    }
                                    uint _e7086 = l_mut_766_;
                                    bool l_2780_ = (_e7086 < l_27_);
                                    uint _e7088 = l_mut_766_;
                                    bool l_2781_ = (_e7088 == l_27_);
                                    uint _e7090 = l_mut_1692_;
                                    bool l_2782_ = (_e7090 < l_24_);
                                    if (l_2781_) {
                                        local_185 = l_2782_;
                                    } else {
                                        local_185 = false;
                                    }
                                    bool l_2783_ = local_185;
                                    if (!(l_2780_)) {
                                        local_186 = l_2783_;
                                    } else {
                                        local_186 = true;
                                    }
                                    bool l_2784_ = local_186;
                                    if (l_2784_) {
                                        uint _e7101 = l_mut_2006_;
                                        uint l_2785_ = (_e7101 * 2u);
                                        uint l_2786_ = (l_2785_ + 1u);
                                        uint l_2787_ = asuint(info.Load(40+0));
                                        bool l_2788_ = (l_2786_ < l_2787_);
                                        if (l_2788_) {
                                            uint l_3351_ = asuint(info.Load(16+0));
                                            uint l_3352_ = (l_3351_ * 1u);
                                            bool l_3353_ = (l_2785_ < l_3352_);
                                            if (l_3353_) {
                                                buffer_4_global.Store(l_2785_*4, asuint(id));
                                            }
                                            uint l_2789_ = (l_2785_ + 1u);
                                            uint l_3354_ = asuint(info.Load(16+0));
                                            uint l_3355_ = (l_3354_ * 1u);
                                            bool l_3356_ = (l_2789_ < l_3355_);
                                            if (l_3356_) {
                                                uint _e7131 = l_mut_2558_;
                                                buffer_4_global.Store(l_2789_*4, asuint(_e7131));
                                            }
                                        }
                                        uint _e7132 = l_mut_2006_;
                                        l_mut_2006_ = (_e7132 + 1u);
                                    }
                                }
                            }
                            uint _e7138 = l_mut_2006_;
                            l_mut_2011_ = _e7138;
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
