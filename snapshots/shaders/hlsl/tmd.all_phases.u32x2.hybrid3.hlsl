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
    uint l_mut_1669_ = (uint)0;
    uint l_mut_1670_ = (uint)0;
    uint l_mut_1675_ = (uint)0;
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
    uint l_mut_883_ = (uint)0;
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
    uint l_mut_978_ = (uint)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    uint l_mut_1057_ = 0u;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    uint l_mut_1667_ = (uint)0;
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
    uint l_mut_1778_ = (uint)0;
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
    uint l_mut_1905_ = (uint)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    uint l_mut_1985_ = (uint)0;
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
    uint l_mut_2106_ = (uint)0;
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
    uint l_mut_2201_ = (uint)0;
    bool local_171 = (bool)0;
    bool local_172 = (bool)0;
    bool local_173 = (bool)0;
    bool local_174 = (bool)0;
    bool local_175 = (bool)0;
    bool local_176 = (bool)0;
    bool local_177 = (bool)0;
    bool local_178 = (bool)0;
    uint l_mut_2281_ = (uint)0;
    bool local_179 = (bool)0;
    bool local_180 = (bool)0;
    bool local_181 = (bool)0;
    bool local_182 = (bool)0;
    uint l_mut_2515_ = 0u;
    uint l_mut_2522_ = (uint)0;
    bool local_183 = (bool)0;
    bool local_184 = (bool)0;
    bool local_185 = (bool)0;
    bool local_186 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2838_ = asuint(info.Load(20+0));
        uint l_2839_ = (l_2838_ * 1u);
        uint l_2840_ = (l_2839_ - 1u);
        uint l_2841_ = min(3u, l_2840_);
        uint _e69; buffer_5_global.InterlockedAdd(l_2841_*4, 1u, _e69);
    }
    uint l_2754_ = asuint(info.Load(12+0));
    uint l_2755_ = (l_2754_ * 1u);
    bool l_2756_ = (0u < l_2755_);
    uint l_2757_ = (l_2755_ - 1u);
    uint l_2758_ = min(0u, l_2757_);
    uint l_2759_ = asuint(buffer_3_global.Load(l_2758_*4));
    uint l_4_ = (l_2756_ ? l_2759_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2761_ = asuint(info.Load(12+0));
    uint l_2762_ = (l_2761_ * 1u);
    bool l_2763_ = (l_6_ < l_2762_);
    uint l_2764_ = (l_2762_ - 1u);
    uint l_2765_ = min(l_6_, l_2764_);
    uint l_2766_ = asuint(buffer_3_global.Load(l_2765_*4));
    uint l_7_ = (l_2763_ ? l_2766_ : 0u);
    uint l_2768_ = asuint(info.Load(12+0));
    uint l_2769_ = (l_2768_ * 1u);
    bool l_2770_ = (2u < l_2769_);
    uint l_2771_ = (l_2769_ - 1u);
    uint l_2772_ = min(2u, l_2771_);
    uint l_2773_ = asuint(buffer_3_global.Load(l_2772_*4));
    uint l_9_ = (l_2770_ ? l_2773_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2775_ = asuint(info.Load(12+0));
    uint l_2776_ = (l_2775_ * 1u);
    bool l_2777_ = (l_11_ < l_2776_);
    uint l_2778_ = (l_2776_ - 1u);
    uint l_2779_ = min(l_11_, l_2778_);
    uint l_2780_ = asuint(buffer_3_global.Load(l_2779_*4));
    uint l_12_ = (l_2777_ ? l_2780_ : 0u);
    uint l_2782_ = asuint(info.Load(12+0));
    uint l_2783_ = (l_2782_ * 1u);
    bool l_2784_ = (4u < l_2783_);
    uint l_2785_ = (l_2783_ - 1u);
    uint l_2786_ = min(4u, l_2785_);
    uint l_2787_ = asuint(buffer_3_global.Load(l_2786_*4));
    uint l_14_ = (l_2784_ ? l_2787_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2789_ = asuint(info.Load(12+0));
    uint l_2790_ = (l_2789_ * 1u);
    bool l_2791_ = (l_16_ < l_2790_);
    uint l_2792_ = (l_2790_ - 1u);
    uint l_2793_ = min(l_16_, l_2792_);
    uint l_2794_ = asuint(buffer_3_global.Load(l_2793_*4));
    uint l_17_ = (l_2791_ ? l_2794_ : 0u);
    uint l_2796_ = asuint(info.Load(12+0));
    uint l_2797_ = (l_2796_ * 1u);
    bool l_2798_ = (6u < l_2797_);
    uint l_2799_ = (l_2797_ - 1u);
    uint l_2800_ = min(6u, l_2799_);
    uint l_2801_ = asuint(buffer_3_global.Load(l_2800_*4));
    uint l_19_ = (l_2798_ ? l_2801_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2803_ = asuint(info.Load(12+0));
    uint l_2804_ = (l_2803_ * 1u);
    bool l_2805_ = (l_21_ < l_2804_);
    uint l_2806_ = (l_2804_ - 1u);
    uint l_2807_ = min(l_21_, l_2806_);
    uint l_2808_ = asuint(buffer_3_global.Load(l_2807_*4));
    uint l_22_ = (l_2805_ ? l_2808_ : 0u);
    uint l_2810_ = asuint(info.Load(12+0));
    uint l_2811_ = (l_2810_ * 1u);
    bool l_2812_ = (8u < l_2811_);
    uint l_2813_ = (l_2811_ - 1u);
    uint l_2814_ = min(8u, l_2813_);
    uint l_2815_ = asuint(buffer_3_global.Load(l_2814_*4));
    uint l_24_ = (l_2812_ ? l_2815_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2817_ = asuint(info.Load(12+0));
    uint l_2818_ = (l_2817_ * 1u);
    bool l_2819_ = (l_26_ < l_2818_);
    uint l_2820_ = (l_2818_ - 1u);
    uint l_2821_ = min(l_26_, l_2820_);
    uint l_2822_ = asuint(buffer_3_global.Load(l_2821_*4));
    uint l_27_ = (l_2819_ ? l_2822_ : 0u);
    uint l_2824_ = asuint(info.Load(12+0));
    uint l_2825_ = (l_2824_ * 1u);
    bool l_2826_ = (10u < l_2825_);
    uint l_2827_ = (l_2825_ - 1u);
    uint l_2828_ = min(10u, l_2827_);
    uint l_2829_ = asuint(buffer_3_global.Load(l_2828_*4));
    uint l_29_ = (l_2826_ ? l_2829_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2831_ = asuint(info.Load(12+0));
    uint l_2832_ = (l_2831_ * 1u);
    bool l_2833_ = (l_31_ < l_2832_);
    uint l_2834_ = (l_2832_ - 1u);
    uint l_2835_ = min(l_31_, l_2834_);
    uint l_2836_ = asuint(buffer_3_global.Load(l_2835_*4));
    uint l_32_ = (l_2833_ ? l_2836_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2843_ = uint64_t(id);
    uint64_t l_2844_ = uint64_t(l_4_);
    uint64_t l_2845_ = (l_2843_ * l_2844_);
    uint64_t l_2846_ = (l_2845_ >> uint(32uL));
    uint l_37_ = uint(l_2846_);
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
        uint l_2848_ = asuint(info.Load(0+0));
        uint l_2849_ = (l_2848_ * 1u);
        bool l_2850_ = (l_58_ < l_2849_);
        uint l_2851_ = (l_2849_ - 1u);
        uint l_2852_ = min(l_58_, l_2851_);
        uint l_2853_ = asuint(buffer_0_global.Load(l_2852_*4));
        uint l_59_ = (l_2850_ ? l_2853_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2855_ = asuint(info.Load(0+0));
        uint l_2856_ = (l_2855_ * 1u);
        bool l_2857_ = (l_61_ < l_2856_);
        uint l_2858_ = (l_2856_ - 1u);
        uint l_2859_ = min(l_61_, l_2858_);
        uint l_2860_ = asuint(buffer_0_global.Load(l_2859_*4));
        uint l_62_ = (l_2857_ ? l_2860_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2862_ = asuint(info.Load(4+0));
        uint l_2863_ = (l_2862_ * 1u);
        bool l_2864_ = (l_63_ < l_2863_);
        uint l_2865_ = (l_2863_ - 1u);
        uint l_2866_ = min(l_63_, l_2865_);
        uint l_2867_ = asuint(buffer_1_global.Load(l_2866_*4));
        uint l_64_ = (l_2864_ ? l_2867_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2869_ = asuint(info.Load(4+0));
        uint l_2870_ = (l_2869_ * 1u);
        bool l_2871_ = (l_66_ < l_2870_);
        uint l_2872_ = (l_2870_ - 1u);
        uint l_2873_ = min(l_66_, l_2872_);
        uint l_2874_ = asuint(buffer_1_global.Load(l_2873_*4));
        uint l_67_ = (l_2871_ ? l_2874_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2876_ = asuint(info.Load(8+0));
        uint l_2877_ = (l_2876_ * 1u);
        bool l_2878_ = (l_68_ < l_2877_);
        uint l_2879_ = (l_2877_ - 1u);
        uint l_2880_ = min(l_68_, l_2879_);
        uint l_2881_ = asuint(buffer_2_global.Load(l_2880_*4));
        uint l_69_ = (l_2878_ ? l_2881_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2883_ = asuint(info.Load(8+0));
        uint l_2884_ = (l_2883_ * 1u);
        bool l_2885_ = (l_71_ < l_2884_);
        uint l_2886_ = (l_2884_ - 1u);
        uint l_2887_ = min(l_71_, l_2886_);
        uint l_2888_ = asuint(buffer_2_global.Load(l_2887_*4));
        uint l_72_ = (l_2885_ ? l_2888_ : 0u);
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
        uint64_t l_2890_ = uint64_t(_e455);
        uint64_t l_2891_ = uint64_t(l_4_);
        uint64_t l_2892_ = (l_2890_ * l_2891_);
        uint64_t l_2893_ = (l_2892_ >> uint(32uL));
        uint l_83_ = uint(l_2893_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e466 = l_mut_75_;
        uint64_t l_2895_ = uint64_t(_e466);
        uint64_t l_2896_ = uint64_t(l_4_);
        uint64_t l_2897_ = (l_2895_ * l_2896_);
        uint64_t l_2898_ = (l_2897_ >> uint(32uL));
        uint l_85_ = uint(l_2898_);
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
            uint64_t l_2900_ = uint64_t(_e554);
            uint64_t l_2901_ = uint64_t(l_123_);
            uint64_t l_2902_ = (l_2900_ * l_2901_);
            uint64_t l_2903_ = (l_2902_ >> uint(32uL));
            uint l_133_ = uint(l_2903_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e565 = l_mut_75_;
            uint64_t l_2905_ = uint64_t(_e565);
            uint64_t l_2906_ = uint64_t(l_123_);
            uint64_t l_2907_ = (l_2905_ * l_2906_);
            uint64_t l_2908_ = (l_2907_ >> uint(32uL));
            uint l_135_ = uint(l_2908_);
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
            uint64_t l_2910_ = uint64_t(_e641);
            uint64_t l_2911_ = uint64_t(l_4_);
            uint64_t l_2912_ = (l_2910_ * l_2911_);
            uint64_t l_2913_ = (l_2912_ >> uint(32uL));
            uint l_174_ = uint(l_2913_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e652 = l_mut_145_;
            uint64_t l_2915_ = uint64_t(_e652);
            uint64_t l_2916_ = uint64_t(l_4_);
            uint64_t l_2917_ = (l_2915_ * l_2916_);
            uint64_t l_2918_ = (l_2917_ >> uint(32uL));
            uint l_176_ = uint(l_2918_);
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
            uint64_t l_2920_ = uint64_t(_e698);
            uint64_t l_2921_ = uint64_t(l_4_);
            uint64_t l_2922_ = (l_2920_ * l_2921_);
            uint64_t l_2923_ = (l_2922_ >> uint(32uL));
            uint l_201_ = uint(l_2923_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e709 = l_mut_145_;
            uint64_t l_2925_ = uint64_t(_e709);
            uint64_t l_2926_ = uint64_t(l_4_);
            uint64_t l_2927_ = (l_2925_ * l_2926_);
            uint64_t l_2928_ = (l_2927_ >> uint(32uL));
            uint l_203_ = uint(l_2928_);
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
            uint64_t l_2930_ = uint64_t(_e755);
            uint64_t l_2931_ = uint64_t(l_4_);
            uint64_t l_2932_ = (l_2930_ * l_2931_);
            uint64_t l_2933_ = (l_2932_ >> uint(32uL));
            uint l_230_ = uint(l_2933_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e766 = l_mut_90_;
            uint64_t l_2935_ = uint64_t(_e766);
            uint64_t l_2936_ = uint64_t(l_4_);
            uint64_t l_2937_ = (l_2935_ * l_2936_);
            uint64_t l_2938_ = (l_2937_ >> uint(32uL));
            uint l_232_ = uint(l_2938_);
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
            uint64_t l_2940_ = uint64_t(_e812);
            uint64_t l_2941_ = uint64_t(l_4_);
            uint64_t l_2942_ = (l_2940_ * l_2941_);
            uint64_t l_2943_ = (l_2942_ >> uint(32uL));
            uint l_257_ = uint(l_2943_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e823 = l_mut_90_;
            uint64_t l_2945_ = uint64_t(_e823);
            uint64_t l_2946_ = uint64_t(l_4_);
            uint64_t l_2947_ = (l_2945_ * l_2946_);
            uint64_t l_2948_ = (l_2947_ >> uint(32uL));
            uint l_259_ = uint(l_2948_);
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
            uint64_t l_2950_ = uint64_t(_e867);
            uint64_t l_2951_ = uint64_t(l_4_);
            uint64_t l_2952_ = (l_2950_ * l_2951_);
            uint64_t l_2953_ = (l_2952_ >> uint(32uL));
            uint l_285_ = uint(l_2953_);
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
            uint64_t l_2955_ = uint64_t(_e1030);
            uint64_t l_2956_ = uint64_t(l_367_);
            uint64_t l_2957_ = (l_2955_ * l_2956_);
            uint64_t l_2958_ = (l_2957_ >> uint(32uL));
            uint l_369_ = uint(l_2958_);
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
            uint64_t l_2960_ = uint64_t(_e1050);
            uint64_t l_2961_ = uint64_t(l_372_);
            uint64_t l_2962_ = (l_2960_ * l_2961_);
            uint64_t l_2963_ = (l_2962_ >> uint(32uL));
            uint l_375_ = uint(l_2963_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1061 = l_mut_75_;
            uint64_t l_2965_ = uint64_t(_e1061);
            uint64_t l_2966_ = uint64_t(l_372_);
            uint64_t l_2967_ = (l_2965_ * l_2966_);
            uint64_t l_2968_ = (l_2967_ >> uint(32uL));
            uint l_377_ = uint(l_2968_);
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
                            uint64_t l_2970_ = uint64_t(_e1294);
                            uint _e1296 = l_mut_428_;
                            uint64_t l_2971_ = uint64_t(_e1296);
                            uint64_t l_2972_ = (l_2970_ * l_2971_);
                            uint64_t l_2973_ = (l_2972_ >> uint(32uL));
                            uint l_486_ = uint(l_2973_);
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
                            uint64_t l_2975_ = uint64_t(_e1573);
                            uint _e1575 = l_mut_444_;
                            uint64_t l_2976_ = uint64_t(_e1575);
                            uint64_t l_2977_ = (l_2975_ * l_2976_);
                            uint64_t l_2978_ = (l_2977_ >> uint(32uL));
                            uint l_594_ = uint(l_2978_);
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
                    uint64_t l_2980_ = uint64_t(_e1936);
                    uint _e1938 = l_mut_444_;
                    uint64_t l_2981_ = uint64_t(_e1938);
                    uint64_t l_2982_ = (l_2980_ * l_2981_);
                    uint64_t l_2983_ = (l_2982_ >> uint(32uL));
                    uint l_724_ = uint(l_2983_);
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
                    if (l_821_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2214 = l_mut_275_;
                        uint _e2215 = l_mut_450_;
                        uint l_822_ = (_e2214 * _e2215);
                        uint _e2217 = l_mut_275_;
                        uint64_t l_2985_ = uint64_t(_e2217);
                        uint _e2219 = l_mut_450_;
                        uint64_t l_2986_ = uint64_t(_e2219);
                        uint64_t l_2987_ = (l_2985_ * l_2986_);
                        uint64_t l_2988_ = (l_2987_ >> uint(32uL));
                        uint l_823_ = uint(l_2988_);
                        uint _e2228 = l_mut_269_;
                        uint _e2229 = l_mut_450_;
                        uint l_824_ = (_e2228 * _e2229);
                        uint l_825_ = (l_823_ + l_824_);
                        uint _e2232 = l_mut_219_;
                        uint l_826_ = (_e2232 - l_822_);
                        uint _e2234 = l_mut_213_;
                        uint l_827_ = (_e2234 - l_825_);
                        uint _e2236 = l_mut_219_;
                        bool l_828_ = (_e2236 < l_822_);
                        uint l_829_ = uint(l_828_);
                        uint l_830_ = (l_827_ - l_829_);
                        l_mut_219_ = l_826_;
                        l_mut_213_ = l_830_;
                        uint _e2240 = l_mut_450_;
                        uint _e2241 = l_mut_96_;
                        uint l_831_ = (_e2240 * _e2241);
                        uint _e2243 = l_mut_102_;
                        l_mut_102_ = (_e2243 + l_831_);
                        uint _e2245 = l_mut_275_;
                        uint _e2246 = l_mut_219_;
                        uint l_832_ = (_e2245 - _e2246);
                        uint _e2248 = l_mut_269_;
                        uint _e2249 = l_mut_213_;
                        uint l_833_ = (_e2248 - _e2249);
                        uint _e2251 = l_mut_275_;
                        uint _e2252 = l_mut_219_;
                        bool l_834_ = (_e2251 < _e2252);
                        uint l_835_ = uint(l_834_);
                        uint l_836_ = (l_833_ - l_835_);
                        l_mut_275_ = l_832_;
                        l_mut_269_ = l_836_;
                        uint _e2256 = l_mut_96_;
                        uint _e2257 = l_mut_102_;
                        l_mut_96_ = (_e2256 + _e2257);
                    }
                }
            } else {
                uint _e2259 = l_mut_151_;
                uint l_837_ = (_e2259 - l_340_);
                uint _e2261 = l_mut_145_;
                uint l_838_ = (_e2261 - l_344_);
                uint _e2263 = l_mut_151_;
                bool l_839_ = (_e2263 < l_340_);
                uint l_840_ = uint(l_839_);
                uint l_841_ = (l_838_ - l_840_);
                uint _e2267 = l_mut_219_;
                l_mut_450_ = _e2267;
                uint _e2268 = l_mut_213_;
                l_mut_445_ = _e2268;
                uint _e2269 = l_mut_213_;
                bool l_842_ = (l_841_ < _e2269);
                uint _e2271 = l_mut_213_;
                bool l_843_ = (l_841_ == _e2271);
                uint _e2273 = l_mut_219_;
                bool l_844_ = (l_837_ < _e2273);
                if (l_843_) {
                    local_65 = l_844_;
                } else {
                    local_65 = false;
                }
                bool l_845_ = local_65;
                if (!(l_842_)) {
                    local_66 = l_845_;
                } else {
                    local_66 = true;
                }
                bool l_846_ = local_66;
                if (l_846_) {
                    l_mut_450_ = l_837_;
                    l_mut_445_ = l_841_;
                }
                l_mut_645_ = false;
                uint _e2285 = l_mut_450_;
                l_mut_444_ = _e2285;
                uint _e2286 = l_mut_445_;
                l_mut_441_ = _e2286;
                if (false) {
                    uint _e2289 = l_mut_445_;
                    uint l_849_ = (_e2289 >> 3u);
                    l_mut_444_ = l_849_;
                    l_mut_441_ = 0u;
                } else {
                    if (true) {
                        uint _e2293 = l_mut_450_;
                        l_mut_440_ = _e2293;
                        if (true) {
                            uint _e2295 = l_mut_450_;
                            uint l_852_ = (_e2295 >> 3u);
                            uint _e2298 = l_mut_445_;
                            uint l_853_ = (_e2298 << 29u);
                            uint l_854_ = (l_852_ | l_853_);
                            l_mut_440_ = l_854_;
                        }
                        uint _e2302 = l_mut_445_;
                        uint l_855_ = (_e2302 >> 3u);
                        uint _e2305 = l_mut_440_;
                        l_mut_444_ = _e2305;
                        l_mut_441_ = l_855_;
                    }
                }
                uint _e2306 = l_mut_441_;
                uint _e2307 = l_mut_269_;
                bool l_856_ = (_e2306 < _e2307);
                uint _e2309 = l_mut_441_;
                uint _e2310 = l_mut_269_;
                bool l_857_ = (_e2309 == _e2310);
                uint _e2312 = l_mut_444_;
                uint _e2313 = l_mut_275_;
                bool l_858_ = (_e2312 < _e2313);
                if (l_857_) {
                    local_67 = l_858_;
                } else {
                    local_67 = false;
                }
                bool l_859_ = local_67;
                if (!(l_856_)) {
                    local_68 = l_859_;
                } else {
                    local_68 = true;
                }
                bool l_860_ = local_68;
                bool l_861_ = !(l_860_);
                l_mut_645_ = l_861_;
                l_mut_444_ = 0u;
                uint _e2326 = l_mut_275_;
                uint _e2327 = l_mut_269_;
                uint l_862_ = (_e2326 | _e2327);
                bool l_863_ = (l_862_ == 0u);
                bool l_864_ = !(l_863_);
                bool _e2332 = l_mut_645_;
                if (_e2332) {
                    local_69 = l_864_;
                } else {
                    local_69 = false;
                }
                bool l_865_ = local_69;
                uint _e2337 = l_mut_269_;
                uint _e2338 = l_mut_445_;
                bool l_866_ = (_e2337 < _e2338);
                uint _e2340 = l_mut_269_;
                uint _e2341 = l_mut_445_;
                bool l_867_ = (_e2340 == _e2341);
                uint _e2343 = l_mut_275_;
                uint _e2344 = l_mut_450_;
                bool l_868_ = (_e2343 < _e2344);
                if (l_867_) {
                    local_70 = l_868_;
                } else {
                    local_70 = false;
                }
                bool l_869_ = local_70;
                if (!(l_866_)) {
                    local_71 = l_869_;
                } else {
                    local_71 = true;
                }
                bool l_870_ = local_71;
                if (l_865_) {
                    local_72 = l_870_;
                } else {
                    local_72 = false;
                }
                bool l_871_ = local_72;
                uint _e2359 = l_mut_96_;
                uint _e2360 = l_mut_102_;
                uint l_872_ = (_e2359 + _e2360);
                bool l_873_ = (l_872_ < l_4_);
                if (l_871_) {
                    local_73 = l_873_;
                } else {
                    local_73 = false;
                }
                bool l_874_ = local_73;
                if (l_874_) {
                    uint _e2367 = l_mut_96_;
                    uint l_875_ = (l_4_ - _e2367);
                    uint _e2369 = l_mut_102_;
                    uint l_876_ = (l_875_ - _e2369);
                    uint _e2371 = l_mut_96_;
                    uint l_877_ = naga_div(l_876_, _e2371);
                    uint _e2373 = l_mut_450_;
                    uint l_878_ = (_e2373 - 1u);
                    uint _e2376 = l_mut_445_;
                    uint l_879_ = (_e2376 - 0u);
                    uint _e2379 = l_mut_450_;
                    bool l_880_ = (_e2379 < 1u);
                    uint l_881_ = uint(l_880_);
                    uint l_882_ = (l_879_ - l_881_);
                    l_mut_450_ = l_878_;
                    l_mut_445_ = l_882_;
                    l_mut_441_ = 0u;
                    l_mut_883_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2472 = l_mut_883_;
                            l_mut_883_ = (_e2472 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2387 = l_mut_883_;
                        if ((_e2387 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2391 = l_mut_883_;
                            uint l_884_ = (19u - _e2391);
                            uint _e2393 = l_mut_450_;
                            l_mut_440_ = _e2393;
                            uint _e2394 = l_mut_445_;
                            l_mut_439_ = _e2394;
                            bool l_885_ = (l_884_ >= 32u);
                            if (l_885_) {
                                uint l_886_ = (l_884_ & 31u);
                                uint _e2399 = l_mut_445_;
                                uint l_887_ = (_e2399 >> l_886_);
                                l_mut_440_ = l_887_;
                                l_mut_439_ = 0u;
                            } else {
                                bool l_888_ = (l_884_ > 0u);
                                if (l_888_) {
                                    uint _e2404 = l_mut_450_;
                                    l_mut_428_ = _e2404;
                                    bool l_889_ = (l_884_ > 0u);
                                    if (l_889_) {
                                        uint _e2407 = l_mut_450_;
                                        uint l_890_ = (_e2407 >> l_884_);
                                        uint l_891_ = (32u - l_884_);
                                        uint _e2411 = l_mut_445_;
                                        uint l_892_ = (_e2411 << l_891_);
                                        uint l_893_ = (l_890_ | l_892_);
                                        l_mut_428_ = l_893_;
                                    }
                                    uint _e2414 = l_mut_445_;
                                    uint l_894_ = (_e2414 >> l_884_);
                                    uint _e2416 = l_mut_428_;
                                    l_mut_440_ = _e2416;
                                    l_mut_439_ = l_894_;
                                }
                            }
                            uint _e2417 = l_mut_439_;
                            uint _e2418 = l_mut_269_;
                            bool l_895_ = (_e2417 < _e2418);
                            uint _e2420 = l_mut_439_;
                            uint _e2421 = l_mut_269_;
                            bool l_896_ = (_e2420 == _e2421);
                            uint _e2423 = l_mut_440_;
                            uint _e2424 = l_mut_275_;
                            bool l_897_ = (_e2423 < _e2424);
                            if (l_896_) {
                                local_74 = l_897_;
                            } else {
                                local_74 = false;
                            }
                            bool l_898_ = local_74;
                            if (!(l_895_)) {
                                local_75 = l_898_;
                            } else {
                                local_75 = true;
                            }
                            bool l_899_ = local_75;
                            bool l_900_ = !(l_899_);
                            if (l_900_) {
                                uint _e2436 = l_mut_275_;
                                l_mut_440_ = _e2436;
                                uint _e2437 = l_mut_269_;
                                l_mut_439_ = _e2437;
                                bool l_901_ = (l_884_ >= 32u);
                                if (l_901_) {
                                    uint l_902_ = (l_884_ & 31u);
                                    uint _e2442 = l_mut_275_;
                                    uint l_903_ = (_e2442 << l_902_);
                                    l_mut_440_ = 0u;
                                    l_mut_439_ = l_903_;
                                } else {
                                    bool l_904_ = (l_884_ > 0u);
                                    if (l_904_) {
                                        uint _e2447 = l_mut_275_;
                                        uint l_905_ = (_e2447 << l_884_);
                                        uint _e2449 = l_mut_269_;
                                        uint l_906_ = (_e2449 << l_884_);
                                        uint l_907_ = (32u - l_884_);
                                        uint _e2453 = l_mut_275_;
                                        uint l_908_ = (_e2453 >> l_907_);
                                        uint l_909_ = (l_906_ | l_908_);
                                        l_mut_440_ = l_905_;
                                        l_mut_439_ = l_909_;
                                    }
                                }
                                uint _e2456 = l_mut_450_;
                                uint _e2457 = l_mut_440_;
                                uint l_910_ = (_e2456 - _e2457);
                                uint _e2459 = l_mut_445_;
                                uint _e2460 = l_mut_439_;
                                uint l_911_ = (_e2459 - _e2460);
                                uint _e2462 = l_mut_450_;
                                uint _e2463 = l_mut_440_;
                                bool l_912_ = (_e2462 < _e2463);
                                uint l_913_ = uint(l_912_);
                                uint l_914_ = (l_911_ - l_913_);
                                l_mut_450_ = l_910_;
                                l_mut_445_ = l_914_;
                                uint l_915_ = (1u << l_884_);
                                uint _e2469 = l_mut_441_;
                                l_mut_441_ = (_e2469 | l_915_);
                            }
                        }
                    }
                    uint _e2474 = l_mut_441_;
                    uint l_916_ = min(_e2474, l_877_);
                    l_mut_441_ = l_916_;
                    uint _e2476 = l_mut_445_;
                    uint _e2477 = l_mut_269_;
                    bool l_917_ = (_e2476 < _e2477);
                    uint _e2479 = l_mut_445_;
                    uint _e2480 = l_mut_269_;
                    bool l_918_ = (_e2479 == _e2480);
                    uint _e2482 = l_mut_450_;
                    uint _e2483 = l_mut_275_;
                    bool l_919_ = (_e2482 < _e2483);
                    if (l_918_) {
                        local_76 = l_919_;
                    } else {
                        local_76 = false;
                    }
                    bool l_920_ = local_76;
                    if (!(l_917_)) {
                        local_77 = l_920_;
                    } else {
                        local_77 = true;
                    }
                    bool l_921_ = local_77;
                    bool l_922_ = !(l_921_);
                    if (l_922_) {
                        l_mut_441_ = l_877_;
                    }
                    uint _e2495 = l_mut_441_;
                    l_mut_444_ = _e2495;
                }
                uint _e2496 = l_mut_444_;
                bool l_923_ = (_e2496 > 0u);
                if (l_923_) {
                    uint _e2499 = l_mut_275_;
                    uint _e2500 = l_mut_444_;
                    uint l_924_ = (_e2499 * _e2500);
                    uint _e2502 = l_mut_275_;
                    uint64_t l_2990_ = uint64_t(_e2502);
                    uint _e2504 = l_mut_444_;
                    uint64_t l_2991_ = uint64_t(_e2504);
                    uint64_t l_2992_ = (l_2990_ * l_2991_);
                    uint64_t l_2993_ = (l_2992_ >> uint(32uL));
                    uint l_925_ = uint(l_2993_);
                    uint _e2513 = l_mut_269_;
                    uint _e2514 = l_mut_444_;
                    uint l_926_ = (_e2513 * _e2514);
                    uint l_927_ = (l_925_ + l_926_);
                    uint _e2517 = l_mut_151_;
                    uint l_928_ = (_e2517 - l_924_);
                    uint _e2519 = l_mut_145_;
                    uint l_929_ = (_e2519 - l_927_);
                    uint _e2521 = l_mut_151_;
                    bool l_930_ = (_e2521 < l_924_);
                    uint l_931_ = uint(l_930_);
                    uint l_932_ = (l_929_ - l_931_);
                    l_mut_151_ = l_928_;
                    l_mut_145_ = l_932_;
                    uint _e2525 = l_mut_219_;
                    uint l_933_ = (_e2525 - l_924_);
                    uint _e2527 = l_mut_213_;
                    uint l_934_ = (_e2527 - l_927_);
                    uint _e2529 = l_mut_219_;
                    bool l_935_ = (_e2529 < l_924_);
                    uint l_936_ = uint(l_935_);
                    uint l_937_ = (l_934_ - l_936_);
                    l_mut_219_ = l_933_;
                    l_mut_213_ = l_937_;
                    uint _e2533 = l_mut_444_;
                    uint _e2534 = l_mut_96_;
                    uint l_938_ = (_e2533 * _e2534);
                    uint _e2536 = l_mut_102_;
                    l_mut_102_ = (_e2536 + l_938_);
                } else {
                    uint _e2538 = l_mut_151_;
                    uint _e2539 = l_mut_275_;
                    uint l_939_ = (_e2538 - _e2539);
                    uint _e2541 = l_mut_145_;
                    uint _e2542 = l_mut_269_;
                    uint l_940_ = (_e2541 - _e2542);
                    uint _e2544 = l_mut_151_;
                    uint _e2545 = l_mut_275_;
                    bool l_941_ = (_e2544 < _e2545);
                    uint l_942_ = uint(l_941_);
                    uint l_943_ = (l_940_ - l_942_);
                    l_mut_151_ = l_939_;
                    l_mut_145_ = l_943_;
                    uint _e2549 = l_mut_145_;
                    bool l_944_ = (_e2549 < l_344_);
                    uint _e2551 = l_mut_145_;
                    bool l_945_ = (_e2551 == l_344_);
                    uint _e2553 = l_mut_151_;
                    bool l_946_ = (_e2553 < l_340_);
                    if (l_945_) {
                        local_78 = l_946_;
                    } else {
                        local_78 = false;
                    }
                    bool l_947_ = local_78;
                    if (!(l_944_)) {
                        local_79 = l_947_;
                    } else {
                        local_79 = true;
                    }
                    bool l_948_ = local_79;
                    if (l_948_) {
                        l_mut_357_ = false;
                    } else {
                        uint _e2565 = l_mut_96_;
                        uint l_949_ = (l_4_ - _e2565);
                        uint _e2567 = l_mut_102_;
                        uint l_950_ = naga_div(l_949_, _e2567);
                        l_mut_450_ = 0u;
                        l_mut_645_ = false;
                        uint _e2571 = l_mut_275_;
                        l_mut_445_ = _e2571;
                        uint _e2572 = l_mut_269_;
                        l_mut_444_ = _e2572;
                        if (false) {
                            uint _e2575 = l_mut_269_;
                            uint l_953_ = (_e2575 >> 3u);
                            l_mut_445_ = l_953_;
                            l_mut_444_ = 0u;
                        } else {
                            if (true) {
                                uint _e2579 = l_mut_275_;
                                l_mut_441_ = _e2579;
                                if (true) {
                                    uint _e2581 = l_mut_275_;
                                    uint l_956_ = (_e2581 >> 3u);
                                    uint _e2584 = l_mut_269_;
                                    uint l_957_ = (_e2584 << 29u);
                                    uint l_958_ = (l_956_ | l_957_);
                                    l_mut_441_ = l_958_;
                                }
                                uint _e2588 = l_mut_269_;
                                uint l_959_ = (_e2588 >> 3u);
                                uint _e2591 = l_mut_441_;
                                l_mut_445_ = _e2591;
                                l_mut_444_ = l_959_;
                            }
                        }
                        uint _e2592 = l_mut_444_;
                        uint _e2593 = l_mut_213_;
                        bool l_960_ = (_e2592 < _e2593);
                        uint _e2595 = l_mut_444_;
                        uint _e2596 = l_mut_213_;
                        bool l_961_ = (_e2595 == _e2596);
                        uint _e2598 = l_mut_445_;
                        uint _e2599 = l_mut_219_;
                        bool l_962_ = (_e2598 < _e2599);
                        if (l_961_) {
                            local_80 = l_962_;
                        } else {
                            local_80 = false;
                        }
                        bool l_963_ = local_80;
                        if (!(l_960_)) {
                            local_81 = l_963_;
                        } else {
                            local_81 = true;
                        }
                        bool l_964_ = local_81;
                        bool l_965_ = !(l_964_);
                        l_mut_645_ = l_965_;
                        uint _e2611 = l_mut_219_;
                        uint _e2612 = l_mut_213_;
                        uint l_966_ = (_e2611 | _e2612);
                        bool l_967_ = (l_966_ == 0u);
                        if (l_967_) {
                            l_mut_450_ = l_950_;
                        } else {
                            bool _e2616 = l_mut_645_;
                            if (_e2616) {
                                uint _e2617 = l_mut_213_;
                                uint _e2618 = l_mut_269_;
                                bool l_968_ = (_e2617 < _e2618);
                                uint _e2620 = l_mut_213_;
                                uint _e2621 = l_mut_269_;
                                bool l_969_ = (_e2620 == _e2621);
                                uint _e2623 = l_mut_219_;
                                uint _e2624 = l_mut_275_;
                                bool l_970_ = (_e2623 < _e2624);
                                if (l_969_) {
                                    local_82 = l_970_;
                                } else {
                                    local_82 = false;
                                }
                                bool l_971_ = local_82;
                                if (!(l_968_)) {
                                    local_83 = l_971_;
                                } else {
                                    local_83 = true;
                                }
                                bool l_972_ = local_83;
                                if (l_972_) {
                                    uint _e2635 = l_mut_275_;
                                    uint l_973_ = (_e2635 - 1u);
                                    uint _e2638 = l_mut_269_;
                                    uint l_974_ = (_e2638 - 0u);
                                    uint _e2641 = l_mut_275_;
                                    bool l_975_ = (_e2641 < 1u);
                                    uint l_976_ = uint(l_975_);
                                    uint l_977_ = (l_974_ - l_976_);
                                    l_mut_445_ = l_973_;
                                    l_mut_444_ = l_977_;
                                    l_mut_441_ = 0u;
                                    l_mut_978_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2734 = l_mut_978_;
                                            l_mut_978_ = (_e2734 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2649 = l_mut_978_;
                                        if ((_e2649 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2653 = l_mut_978_;
                                            uint l_979_ = (19u - _e2653);
                                            uint _e2655 = l_mut_445_;
                                            l_mut_440_ = _e2655;
                                            uint _e2656 = l_mut_444_;
                                            l_mut_439_ = _e2656;
                                            bool l_980_ = (l_979_ >= 32u);
                                            if (l_980_) {
                                                uint l_981_ = (l_979_ & 31u);
                                                uint _e2661 = l_mut_444_;
                                                uint l_982_ = (_e2661 >> l_981_);
                                                l_mut_440_ = l_982_;
                                                l_mut_439_ = 0u;
                                            } else {
                                                bool l_983_ = (l_979_ > 0u);
                                                if (l_983_) {
                                                    uint _e2666 = l_mut_445_;
                                                    l_mut_428_ = _e2666;
                                                    bool l_984_ = (l_979_ > 0u);
                                                    if (l_984_) {
                                                        uint _e2669 = l_mut_445_;
                                                        uint l_985_ = (_e2669 >> l_979_);
                                                        uint l_986_ = (32u - l_979_);
                                                        uint _e2673 = l_mut_444_;
                                                        uint l_987_ = (_e2673 << l_986_);
                                                        uint l_988_ = (l_985_ | l_987_);
                                                        l_mut_428_ = l_988_;
                                                    }
                                                    uint _e2676 = l_mut_444_;
                                                    uint l_989_ = (_e2676 >> l_979_);
                                                    uint _e2678 = l_mut_428_;
                                                    l_mut_440_ = _e2678;
                                                    l_mut_439_ = l_989_;
                                                }
                                            }
                                            uint _e2679 = l_mut_439_;
                                            uint _e2680 = l_mut_213_;
                                            bool l_990_ = (_e2679 < _e2680);
                                            uint _e2682 = l_mut_439_;
                                            uint _e2683 = l_mut_213_;
                                            bool l_991_ = (_e2682 == _e2683);
                                            uint _e2685 = l_mut_440_;
                                            uint _e2686 = l_mut_219_;
                                            bool l_992_ = (_e2685 < _e2686);
                                            if (l_991_) {
                                                local_84 = l_992_;
                                            } else {
                                                local_84 = false;
                                            }
                                            bool l_993_ = local_84;
                                            if (!(l_990_)) {
                                                local_85 = l_993_;
                                            } else {
                                                local_85 = true;
                                            }
                                            bool l_994_ = local_85;
                                            bool l_995_ = !(l_994_);
                                            if (l_995_) {
                                                uint _e2698 = l_mut_219_;
                                                l_mut_440_ = _e2698;
                                                uint _e2699 = l_mut_213_;
                                                l_mut_439_ = _e2699;
                                                bool l_996_ = (l_979_ >= 32u);
                                                if (l_996_) {
                                                    uint l_997_ = (l_979_ & 31u);
                                                    uint _e2704 = l_mut_219_;
                                                    uint l_998_ = (_e2704 << l_997_);
                                                    l_mut_440_ = 0u;
                                                    l_mut_439_ = l_998_;
                                                } else {
                                                    bool l_999_ = (l_979_ > 0u);
                                                    if (l_999_) {
                                                        uint _e2709 = l_mut_219_;
                                                        uint l_1000_ = (_e2709 << l_979_);
                                                        uint _e2711 = l_mut_213_;
                                                        uint l_1001_ = (_e2711 << l_979_);
                                                        uint l_1002_ = (32u - l_979_);
                                                        uint _e2715 = l_mut_219_;
                                                        uint l_1003_ = (_e2715 >> l_1002_);
                                                        uint l_1004_ = (l_1001_ | l_1003_);
                                                        l_mut_440_ = l_1000_;
                                                        l_mut_439_ = l_1004_;
                                                    }
                                                }
                                                uint _e2718 = l_mut_445_;
                                                uint _e2719 = l_mut_440_;
                                                uint l_1005_ = (_e2718 - _e2719);
                                                uint _e2721 = l_mut_444_;
                                                uint _e2722 = l_mut_439_;
                                                uint l_1006_ = (_e2721 - _e2722);
                                                uint _e2724 = l_mut_445_;
                                                uint _e2725 = l_mut_440_;
                                                bool l_1007_ = (_e2724 < _e2725);
                                                uint l_1008_ = uint(l_1007_);
                                                uint l_1009_ = (l_1006_ - l_1008_);
                                                l_mut_445_ = l_1005_;
                                                l_mut_444_ = l_1009_;
                                                uint l_1010_ = (1u << l_979_);
                                                uint _e2731 = l_mut_441_;
                                                l_mut_441_ = (_e2731 | l_1010_);
                                            }
                                        }
                                    }
                                    uint _e2736 = l_mut_441_;
                                    uint l_1011_ = min(_e2736, l_950_);
                                    l_mut_441_ = l_1011_;
                                    uint _e2738 = l_mut_444_;
                                    uint _e2739 = l_mut_213_;
                                    bool l_1012_ = (_e2738 < _e2739);
                                    uint _e2741 = l_mut_444_;
                                    uint _e2742 = l_mut_213_;
                                    bool l_1013_ = (_e2741 == _e2742);
                                    uint _e2744 = l_mut_445_;
                                    uint _e2745 = l_mut_219_;
                                    bool l_1014_ = (_e2744 < _e2745);
                                    if (l_1013_) {
                                        local_86 = l_1014_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1015_ = local_86;
                                    if (!(l_1012_)) {
                                        local_87 = l_1015_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1016_ = local_87;
                                    bool l_1017_ = !(l_1016_);
                                    if (l_1017_) {
                                        l_mut_441_ = l_950_;
                                    }
                                    uint _e2757 = l_mut_441_;
                                    l_mut_450_ = _e2757;
                                }
                            } else {
                                uint _e2758 = l_mut_275_;
                                l_mut_445_ = _e2758;
                                uint _e2759 = l_mut_269_;
                                l_mut_444_ = _e2759;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2760 = l_mut_213_;
                                    uint _e2761 = l_mut_444_;
                                    bool l_1018_ = (_e2760 < _e2761);
                                    uint _e2763 = l_mut_213_;
                                    uint _e2764 = l_mut_444_;
                                    bool l_1019_ = (_e2763 == _e2764);
                                    uint _e2766 = l_mut_219_;
                                    uint _e2767 = l_mut_445_;
                                    bool l_1020_ = (_e2766 < _e2767);
                                    if (l_1019_) {
                                        local_88 = l_1020_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1021_ = local_88;
                                    if (!(l_1018_)) {
                                        local_89 = l_1021_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1022_ = local_89;
                                    uint _e2778 = l_mut_450_;
                                    uint _e2779 = l_mut_102_;
                                    uint l_1023_ = (_e2778 * _e2779);
                                    uint _e2781 = l_mut_96_;
                                    uint l_1024_ = (_e2781 + l_1023_);
                                    uint _e2783 = l_mut_102_;
                                    uint l_1025_ = (l_1024_ + _e2783);
                                    bool l_1026_ = (l_1025_ < l_4_);
                                    if (l_1022_) {
                                        local_90 = l_1026_;
                                    } else {
                                        local_90 = false;
                                    }
                                    bool l_1027_ = local_90;
                                    bool l_1028_ = !(l_1027_);
                                    if (l_1028_) {
                                        break;
                                    }
                                    uint _e2791 = l_mut_445_;
                                    uint _e2792 = l_mut_219_;
                                    uint l_1029_ = (_e2791 - _e2792);
                                    uint _e2794 = l_mut_444_;
                                    uint _e2795 = l_mut_213_;
                                    uint l_1030_ = (_e2794 - _e2795);
                                    uint _e2797 = l_mut_445_;
                                    uint _e2798 = l_mut_219_;
                                    bool l_1031_ = (_e2797 < _e2798);
                                    uint l_1032_ = uint(l_1031_);
                                    uint l_1033_ = (l_1030_ - l_1032_);
                                    l_mut_445_ = l_1029_;
                                    l_mut_444_ = l_1033_;
                                    uint _e2802 = l_mut_450_;
                                    l_mut_450_ = (_e2802 + 1u);
                                }
                            }
                        }
                        uint _e2805 = l_mut_102_;
                        uint _e2806 = l_mut_96_;
                        uint l_1034_ = (_e2805 + _e2806);
                        uint _e2808 = l_mut_450_;
                        uint _e2809 = l_mut_102_;
                        uint l_1035_ = (_e2808 * _e2809);
                        uint l_1036_ = (l_1034_ + l_1035_);
                        bool l_1037_ = (l_1036_ >= l_4_);
                        if (l_1037_) {
                            l_mut_350_ = true;
                            l_mut_357_ = false;
                        } else {
                            uint _e2815 = l_mut_219_;
                            uint _e2816 = l_mut_450_;
                            uint l_1038_ = (_e2815 * _e2816);
                            uint _e2818 = l_mut_219_;
                            uint64_t l_2995_ = uint64_t(_e2818);
                            uint _e2820 = l_mut_450_;
                            uint64_t l_2996_ = uint64_t(_e2820);
                            uint64_t l_2997_ = (l_2995_ * l_2996_);
                            uint64_t l_2998_ = (l_2997_ >> uint(32uL));
                            uint l_1039_ = uint(l_2998_);
                            uint _e2829 = l_mut_213_;
                            uint _e2830 = l_mut_450_;
                            uint l_1040_ = (_e2829 * _e2830);
                            uint l_1041_ = (l_1039_ + l_1040_);
                            uint _e2833 = l_mut_275_;
                            uint l_1042_ = (_e2833 - l_1038_);
                            uint _e2835 = l_mut_269_;
                            uint l_1043_ = (_e2835 - l_1041_);
                            uint _e2837 = l_mut_275_;
                            bool l_1044_ = (_e2837 < l_1038_);
                            uint l_1045_ = uint(l_1044_);
                            uint l_1046_ = (l_1043_ - l_1045_);
                            l_mut_275_ = l_1042_;
                            l_mut_269_ = l_1046_;
                            uint _e2841 = l_mut_450_;
                            uint _e2842 = l_mut_102_;
                            uint l_1047_ = (_e2841 * _e2842);
                            uint _e2844 = l_mut_96_;
                            l_mut_96_ = (_e2844 + l_1047_);
                            uint _e2846 = l_mut_219_;
                            uint _e2847 = l_mut_275_;
                            uint l_1048_ = (_e2846 - _e2847);
                            uint _e2849 = l_mut_213_;
                            uint _e2850 = l_mut_269_;
                            uint l_1049_ = (_e2849 - _e2850);
                            uint _e2852 = l_mut_219_;
                            uint _e2853 = l_mut_275_;
                            bool l_1050_ = (_e2852 < _e2853);
                            uint l_1051_ = uint(l_1050_);
                            uint l_1052_ = (l_1049_ - l_1051_);
                            l_mut_219_ = l_1048_;
                            l_mut_213_ = l_1052_;
                            uint _e2857 = l_mut_102_;
                            uint _e2858 = l_mut_96_;
                            l_mut_102_ = (_e2857 + _e2858);
                        }
                    }
                }
            }
        }
        bool _e2860 = l_mut_350_;
        bool l_1053_ = !(_e2860);
        if (l_1053_) {
            uint l_3000_ = asuint(info.Load(20+0));
            uint l_3001_ = (l_3000_ * 1u);
            uint l_3002_ = (l_3001_ - 1u);
            uint l_3003_ = min(0u, l_3002_);
            uint _e2875; buffer_5_global.InterlockedAdd(l_3003_*4, 1u, _e2875);
            uint l_1056_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
            bool loop_init_6 = true;
            while(true) {
                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                if (!loop_init_6) {
                    uint _e6392 = l_mut_1057_;
                    l_mut_1057_ = (_e6392 + 1u);
                }
                loop_init_6 = false;
                uint _e2883 = l_mut_1057_;
                if ((_e2883 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2886 = l_mut_1057_;
                    uint l_1058_ = (_e2886 * l_1056_);
                    bool l_1059_ = (l_1058_ < l_56_);
                    uint l_1060_ = naga_div(l_4_, 8u);
                    uint _e2891 = l_mut_1057_;
                    uint l_1061_ = (_e2891 * l_1060_);
                    uint l_1062_ = (l_1061_ + l_1061_);
                    uint l_1063_ = (l_72_ >> 31u);
                    bool l_1064_ = (l_1063_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1064_) {
                        uint l_1065_ = (0u - l_69_);
                        uint l_1066_ = (0u - l_72_);
                        bool l_1067_ = (0u < l_69_);
                        uint l_1068_ = uint(l_1067_);
                        uint l_1069_ = (l_1066_ - l_1068_);
                        l_mut_441_ = l_1065_;
                        l_mut_440_ = l_1069_;
                    }
                    uint _e2906 = l_mut_441_;
                    uint l_1070_ = (_e2906 * l_1062_);
                    uint _e2908 = l_mut_440_;
                    uint l_1071_ = (_e2908 * l_1062_);
                    uint _e2910 = l_mut_441_;
                    uint64_t l_3005_ = uint64_t(_e2910);
                    uint64_t l_3006_ = uint64_t(l_1062_);
                    uint64_t l_3007_ = (l_3005_ * l_3006_);
                    uint64_t l_3008_ = (l_3007_ >> uint(32uL));
                    uint l_1072_ = uint(l_3008_);
                    uint l_1073_ = (l_1072_ + l_1071_);
                    uint _e2921 = l_mut_440_;
                    uint64_t l_3010_ = uint64_t(_e2921);
                    uint64_t l_3011_ = uint64_t(l_1062_);
                    uint64_t l_3012_ = (l_3010_ * l_3011_);
                    uint64_t l_3013_ = (l_3012_ >> uint(32uL));
                    uint l_1074_ = uint(l_3013_);
                    bool l_1075_ = (l_1073_ < l_1071_);
                    uint l_1076_ = uint(l_1075_);
                    uint l_1077_ = (l_1074_ + l_1076_);
                    uint l_1078_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1070_;
                    bool l_1079_ = (l_1078_ > 0u);
                    if (l_1079_) {
                        uint l_1080_ = (l_1070_ >> l_1078_);
                        uint l_1081_ = (32u - l_1078_);
                        uint l_1082_ = (l_1073_ << l_1081_);
                        uint l_1083_ = (l_1080_ | l_1082_);
                        l_mut_439_ = l_1083_;
                    }
                    l_mut_428_ = l_1073_;
                    bool l_1084_ = (l_1078_ > 0u);
                    if (l_1084_) {
                        uint l_1085_ = (l_1073_ >> l_1078_);
                        uint l_1086_ = (32u - l_1078_);
                        uint l_1087_ = (l_1077_ << l_1086_);
                        uint l_1088_ = (l_1085_ | l_1087_);
                        l_mut_428_ = l_1088_;
                    }
                    uint _e2950 = l_mut_439_;
                    l_mut_421_ = _e2950;
                    uint _e2951 = l_mut_428_;
                    l_mut_439_ = _e2951;
                    bool l_1089_ = (l_9_ >= 64u);
                    if (l_1089_) {
                        l_mut_421_ = l_1077_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1090_ = (l_9_ >= 32u);
                        if (l_1090_) {
                            l_mut_428_ = l_1073_;
                            bool l_1091_ = (l_1078_ > 0u);
                            if (l_1091_) {
                                uint l_1092_ = (l_1073_ >> l_1078_);
                                uint l_1093_ = (32u - l_1078_);
                                uint l_1094_ = (l_1077_ << l_1093_);
                                uint l_1095_ = (l_1092_ | l_1094_);
                                l_mut_428_ = l_1095_;
                            }
                            uint l_1096_ = (l_1077_ >> l_1078_);
                            uint _e2965 = l_mut_428_;
                            l_mut_421_ = _e2965;
                            l_mut_439_ = l_1096_;
                        }
                    }
                    uint _e2966 = l_mut_421_;
                    l_mut_441_ = _e2966;
                    uint _e2967 = l_mut_439_;
                    l_mut_440_ = _e2967;
                    if (l_1064_) {
                        uint _e2969 = l_mut_441_;
                        uint l_1097_ = (0u - _e2969);
                        uint _e2972 = l_mut_440_;
                        uint l_1098_ = (0u - _e2972);
                        uint _e2975 = l_mut_441_;
                        bool l_1099_ = (0u < _e2975);
                        uint l_1100_ = uint(l_1099_);
                        uint l_1101_ = (l_1098_ - l_1100_);
                        l_mut_441_ = l_1097_;
                        l_mut_440_ = l_1101_;
                    }
                    uint _e2979 = l_mut_441_;
                    uint l_1102_ = (l_59_ + _e2979);
                    uint _e2981 = l_mut_440_;
                    uint l_1103_ = (l_62_ + _e2981);
                    bool l_1104_ = (l_1102_ < l_59_);
                    uint l_1105_ = uint(l_1104_);
                    uint l_1106_ = (l_1103_ + l_1105_);
                    uint l_1107_ = (l_59_ * l_1061_);
                    uint64_t l_3015_ = uint64_t(l_59_);
                    uint64_t l_3016_ = uint64_t(l_1061_);
                    uint64_t l_3017_ = (l_3015_ * l_3016_);
                    uint64_t l_3018_ = (l_3017_ >> uint(32uL));
                    uint l_1108_ = uint(l_3018_);
                    uint l_1109_ = (l_62_ * l_1061_);
                    uint l_1110_ = (l_1108_ + l_1109_);
                    uint l_1111_ = (l_64_ + l_1107_);
                    uint l_1112_ = (l_67_ + l_1110_);
                    bool l_1113_ = (l_1111_ < l_64_);
                    uint l_1114_ = uint(l_1113_);
                    uint l_1115_ = (l_1112_ + l_1114_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1116_ = (l_1061_ < 65536u);
                    if (l_1116_) {
                        uint l_1117_ = (l_1061_ * l_1061_);
                        uint l_1118_ = (l_72_ >> 31u);
                        bool l_1119_ = (l_1118_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1119_) {
                            uint l_1120_ = (0u - l_69_);
                            uint l_1121_ = (0u - l_72_);
                            bool l_1122_ = (0u < l_69_);
                            uint l_1123_ = uint(l_1122_);
                            uint l_1124_ = (l_1121_ - l_1123_);
                            l_mut_439_ = l_1120_;
                            l_mut_428_ = l_1124_;
                        }
                        uint _e3020 = l_mut_439_;
                        uint l_1125_ = (_e3020 * l_1117_);
                        uint _e3022 = l_mut_428_;
                        uint l_1126_ = (_e3022 * l_1117_);
                        uint _e3024 = l_mut_439_;
                        uint64_t l_3020_ = uint64_t(_e3024);
                        uint64_t l_3021_ = uint64_t(l_1117_);
                        uint64_t l_3022_ = (l_3020_ * l_3021_);
                        uint64_t l_3023_ = (l_3022_ >> uint(32uL));
                        uint l_1127_ = uint(l_3023_);
                        uint l_1128_ = (l_1127_ + l_1126_);
                        uint _e3035 = l_mut_428_;
                        uint64_t l_3025_ = uint64_t(_e3035);
                        uint64_t l_3026_ = uint64_t(l_1117_);
                        uint64_t l_3027_ = (l_3025_ * l_3026_);
                        uint64_t l_3028_ = (l_3027_ >> uint(32uL));
                        uint l_1129_ = uint(l_3028_);
                        bool l_1130_ = (l_1128_ < l_1126_);
                        uint l_1131_ = uint(l_1130_);
                        uint l_1132_ = (l_1129_ + l_1131_);
                        uint l_1133_ = naga_mod(l_9_, 32u);
                        l_mut_421_ = l_1125_;
                        bool l_1134_ = (l_1133_ > 0u);
                        if (l_1134_) {
                            uint l_1135_ = (l_1125_ >> l_1133_);
                            uint l_1136_ = (32u - l_1133_);
                            uint l_1137_ = (l_1128_ << l_1136_);
                            uint l_1138_ = (l_1135_ | l_1137_);
                            l_mut_421_ = l_1138_;
                        }
                        l_mut_394_ = l_1128_;
                        bool l_1139_ = (l_1133_ > 0u);
                        if (l_1139_) {
                            uint l_1140_ = (l_1128_ >> l_1133_);
                            uint l_1141_ = (32u - l_1133_);
                            uint l_1142_ = (l_1132_ << l_1141_);
                            uint l_1143_ = (l_1140_ | l_1142_);
                            l_mut_394_ = l_1143_;
                        }
                        uint _e3064 = l_mut_421_;
                        l_mut_388_ = _e3064;
                        uint _e3065 = l_mut_394_;
                        l_mut_421_ = _e3065;
                        bool l_1144_ = (l_9_ >= 64u);
                        if (l_1144_) {
                            l_mut_388_ = l_1132_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1145_ = (l_9_ >= 32u);
                            if (l_1145_) {
                                l_mut_394_ = l_1128_;
                                bool l_1146_ = (l_1133_ > 0u);
                                if (l_1146_) {
                                    uint l_1147_ = (l_1128_ >> l_1133_);
                                    uint l_1148_ = (32u - l_1133_);
                                    uint l_1149_ = (l_1132_ << l_1148_);
                                    uint l_1150_ = (l_1147_ | l_1149_);
                                    l_mut_394_ = l_1150_;
                                }
                                uint l_1151_ = (l_1132_ >> l_1133_);
                                uint _e3079 = l_mut_394_;
                                l_mut_388_ = _e3079;
                                l_mut_421_ = l_1151_;
                            }
                        }
                        uint _e3080 = l_mut_388_;
                        l_mut_439_ = _e3080;
                        uint _e3081 = l_mut_421_;
                        l_mut_428_ = _e3081;
                        if (l_1119_) {
                            uint _e3083 = l_mut_439_;
                            uint l_1152_ = (0u - _e3083);
                            uint _e3086 = l_mut_428_;
                            uint l_1153_ = (0u - _e3086);
                            uint _e3089 = l_mut_439_;
                            bool l_1154_ = (0u < _e3089);
                            uint l_1155_ = uint(l_1154_);
                            uint l_1156_ = (l_1153_ - l_1155_);
                            l_mut_439_ = l_1152_;
                            l_mut_428_ = l_1156_;
                        }
                        uint _e3093 = l_mut_439_;
                        l_mut_441_ = _e3093;
                        uint _e3094 = l_mut_428_;
                        l_mut_440_ = _e3094;
                    } else {
                        uint l_1157_ = (l_72_ >> 31u);
                        bool l_1158_ = (l_1157_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1158_) {
                            uint l_1159_ = (0u - l_69_);
                            uint l_1160_ = (0u - l_72_);
                            bool l_1161_ = (0u < l_69_);
                            uint l_1162_ = uint(l_1161_);
                            uint l_1163_ = (l_1160_ - l_1162_);
                            l_mut_439_ = l_1159_;
                            l_mut_428_ = l_1163_;
                        }
                        uint _e3107 = l_mut_439_;
                        uint l_1164_ = (_e3107 * l_1061_);
                        uint _e3109 = l_mut_428_;
                        uint l_1165_ = (_e3109 * l_1061_);
                        uint _e3111 = l_mut_439_;
                        uint64_t l_3030_ = uint64_t(_e3111);
                        uint64_t l_3031_ = uint64_t(l_1061_);
                        uint64_t l_3032_ = (l_3030_ * l_3031_);
                        uint64_t l_3033_ = (l_3032_ >> uint(32uL));
                        uint l_1166_ = uint(l_3033_);
                        uint l_1167_ = (l_1166_ + l_1165_);
                        uint _e3122 = l_mut_428_;
                        uint64_t l_3035_ = uint64_t(_e3122);
                        uint64_t l_3036_ = uint64_t(l_1061_);
                        uint64_t l_3037_ = (l_3035_ * l_3036_);
                        uint64_t l_3038_ = (l_3037_ >> uint(32uL));
                        uint l_1168_ = uint(l_3038_);
                        bool l_1169_ = (l_1167_ < l_1165_);
                        uint l_1170_ = uint(l_1169_);
                        uint l_1171_ = (l_1168_ + l_1170_);
                        l_mut_421_ = l_1164_;
                        bool l_1173_ = (0u > 0u);
                        if (l_1173_) {
                            uint l_1174_ = (l_1164_ >> 0u);
                            uint l_1175_ = (32u - 0u);
                            uint l_1176_ = (l_1167_ << l_1175_);
                            uint l_1177_ = (l_1174_ | l_1176_);
                            l_mut_421_ = l_1177_;
                        }
                        l_mut_394_ = l_1167_;
                        bool l_1178_ = (0u > 0u);
                        if (l_1178_) {
                            uint l_1179_ = (l_1167_ >> 0u);
                            uint l_1180_ = (32u - 0u);
                            uint l_1181_ = (l_1171_ << l_1180_);
                            uint l_1182_ = (l_1179_ | l_1181_);
                            l_mut_394_ = l_1182_;
                        }
                        uint _e3150 = l_mut_421_;
                        l_mut_388_ = _e3150;
                        uint _e3151 = l_mut_394_;
                        l_mut_421_ = _e3151;
                        if (false) {
                            l_mut_388_ = l_1171_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1167_;
                                bool l_1185_ = (0u > 0u);
                                if (l_1185_) {
                                    uint l_1186_ = (l_1167_ >> 0u);
                                    uint l_1187_ = (32u - 0u);
                                    uint l_1188_ = (l_1171_ << l_1187_);
                                    uint l_1189_ = (l_1186_ | l_1188_);
                                    l_mut_394_ = l_1189_;
                                }
                                uint l_1190_ = (l_1171_ >> 0u);
                                uint _e3163 = l_mut_394_;
                                l_mut_388_ = _e3163;
                                l_mut_421_ = l_1190_;
                            }
                        }
                        uint _e3164 = l_mut_439_;
                        uint l_1191_ = (_e3164 * l_1061_);
                        uint _e3166 = l_mut_428_;
                        uint l_1192_ = (_e3166 * l_1061_);
                        uint _e3168 = l_mut_439_;
                        uint64_t l_3040_ = uint64_t(_e3168);
                        uint64_t l_3041_ = uint64_t(l_1061_);
                        uint64_t l_3042_ = (l_3040_ * l_3041_);
                        uint64_t l_3043_ = (l_3042_ >> uint(32uL));
                        uint l_1193_ = uint(l_3043_);
                        uint l_1194_ = (l_1193_ + l_1192_);
                        uint _e3179 = l_mut_428_;
                        uint64_t l_3045_ = uint64_t(_e3179);
                        uint64_t l_3046_ = uint64_t(l_1061_);
                        uint64_t l_3047_ = (l_3045_ * l_3046_);
                        uint64_t l_3048_ = (l_3047_ >> uint(32uL));
                        uint l_1195_ = uint(l_3048_);
                        bool l_1196_ = (l_1194_ < l_1192_);
                        uint l_1197_ = uint(l_1196_);
                        uint l_1198_ = (l_1195_ + l_1197_);
                        l_mut_394_ = l_1191_;
                        bool l_1200_ = (0u > 0u);
                        if (l_1200_) {
                            uint l_1201_ = (l_1191_ >> 0u);
                            uint l_1202_ = (32u - 0u);
                            uint l_1203_ = (l_1194_ << l_1202_);
                            uint l_1204_ = (l_1201_ | l_1203_);
                            l_mut_394_ = l_1204_;
                        }
                        l_mut_382_ = l_1194_;
                        bool l_1205_ = (0u > 0u);
                        if (l_1205_) {
                            uint l_1206_ = (l_1194_ >> 0u);
                            uint l_1207_ = (32u - 0u);
                            uint l_1208_ = (l_1198_ << l_1207_);
                            uint l_1209_ = (l_1206_ | l_1208_);
                            l_mut_382_ = l_1209_;
                        }
                        uint _e3207 = l_mut_394_;
                        l_mut_275_ = _e3207;
                        uint _e3208 = l_mut_382_;
                        l_mut_394_ = _e3208;
                        if (true) {
                            l_mut_275_ = l_1198_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1194_;
                                bool l_1212_ = (0u > 0u);
                                if (l_1212_) {
                                    uint l_1213_ = (l_1194_ >> 0u);
                                    uint l_1214_ = (32u - 0u);
                                    uint l_1215_ = (l_1198_ << l_1214_);
                                    uint l_1216_ = (l_1213_ | l_1215_);
                                    l_mut_382_ = l_1216_;
                                }
                                uint l_1217_ = (l_1198_ >> 0u);
                                uint _e3220 = l_mut_382_;
                                l_mut_275_ = _e3220;
                                l_mut_394_ = l_1217_;
                            }
                        }
                        uint _e3221 = l_mut_388_;
                        uint l_1218_ = (_e3221 * l_1061_);
                        uint _e3223 = l_mut_421_;
                        uint l_1219_ = (_e3223 * l_1061_);
                        uint _e3225 = l_mut_388_;
                        uint64_t l_3050_ = uint64_t(_e3225);
                        uint64_t l_3051_ = uint64_t(l_1061_);
                        uint64_t l_3052_ = (l_3050_ * l_3051_);
                        uint64_t l_3053_ = (l_3052_ >> uint(32uL));
                        uint l_1220_ = uint(l_3053_);
                        uint l_1221_ = (l_1220_ + l_1219_);
                        uint _e3236 = l_mut_421_;
                        uint64_t l_3055_ = uint64_t(_e3236);
                        uint64_t l_3056_ = uint64_t(l_1061_);
                        uint64_t l_3057_ = (l_3055_ * l_3056_);
                        uint64_t l_3058_ = (l_3057_ >> uint(32uL));
                        uint l_1222_ = uint(l_3058_);
                        bool l_1223_ = (l_1221_ < l_1219_);
                        uint l_1224_ = uint(l_1223_);
                        uint l_1225_ = (l_1222_ + l_1224_);
                        l_mut_439_ = l_1218_;
                        bool l_1227_ = (0u > 0u);
                        if (l_1227_) {
                            uint l_1228_ = (l_1218_ >> 0u);
                            uint l_1229_ = (32u - 0u);
                            uint l_1230_ = (l_1221_ << l_1229_);
                            uint l_1231_ = (l_1228_ | l_1230_);
                            l_mut_439_ = l_1231_;
                        }
                        l_mut_428_ = l_1221_;
                        bool l_1232_ = (0u > 0u);
                        if (l_1232_) {
                            uint l_1233_ = (l_1221_ >> 0u);
                            uint l_1234_ = (32u - 0u);
                            uint l_1235_ = (l_1225_ << l_1234_);
                            uint l_1236_ = (l_1233_ | l_1235_);
                            l_mut_428_ = l_1236_;
                        }
                        uint _e3264 = l_mut_439_;
                        l_mut_382_ = _e3264;
                        uint _e3265 = l_mut_428_;
                        l_mut_439_ = _e3265;
                        if (false) {
                            l_mut_382_ = l_1225_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1221_;
                                bool l_1239_ = (0u > 0u);
                                if (l_1239_) {
                                    uint l_1240_ = (l_1221_ >> 0u);
                                    uint l_1241_ = (32u - 0u);
                                    uint l_1242_ = (l_1225_ << l_1241_);
                                    uint l_1243_ = (l_1240_ | l_1242_);
                                    l_mut_428_ = l_1243_;
                                }
                                uint l_1244_ = (l_1225_ >> 0u);
                                uint _e3277 = l_mut_428_;
                                l_mut_382_ = _e3277;
                                l_mut_439_ = l_1244_;
                            }
                        }
                        uint _e3278 = l_mut_388_;
                        uint l_1245_ = (_e3278 * l_1061_);
                        uint _e3280 = l_mut_421_;
                        uint l_1246_ = (_e3280 * l_1061_);
                        uint _e3282 = l_mut_388_;
                        uint64_t l_3060_ = uint64_t(_e3282);
                        uint64_t l_3061_ = uint64_t(l_1061_);
                        uint64_t l_3062_ = (l_3060_ * l_3061_);
                        uint64_t l_3063_ = (l_3062_ >> uint(32uL));
                        uint l_1247_ = uint(l_3063_);
                        uint l_1248_ = (l_1247_ + l_1246_);
                        uint _e3293 = l_mut_421_;
                        uint64_t l_3065_ = uint64_t(_e3293);
                        uint64_t l_3066_ = uint64_t(l_1061_);
                        uint64_t l_3067_ = (l_3065_ * l_3066_);
                        uint64_t l_3068_ = (l_3067_ >> uint(32uL));
                        uint l_1249_ = uint(l_3068_);
                        bool l_1250_ = (l_1248_ < l_1246_);
                        uint l_1251_ = uint(l_1250_);
                        uint l_1252_ = (l_1249_ + l_1251_);
                        l_mut_428_ = l_1245_;
                        bool l_1254_ = (0u > 0u);
                        if (l_1254_) {
                            uint l_1255_ = (l_1245_ >> 0u);
                            uint l_1256_ = (32u - 0u);
                            uint l_1257_ = (l_1248_ << l_1256_);
                            uint l_1258_ = (l_1255_ | l_1257_);
                            l_mut_428_ = l_1258_;
                        }
                        l_mut_269_ = l_1248_;
                        bool l_1259_ = (0u > 0u);
                        if (l_1259_) {
                            uint l_1260_ = (l_1248_ >> 0u);
                            uint l_1261_ = (32u - 0u);
                            uint l_1262_ = (l_1252_ << l_1261_);
                            uint l_1263_ = (l_1260_ | l_1262_);
                            l_mut_269_ = l_1263_;
                        }
                        uint _e3321 = l_mut_428_;
                        l_mut_219_ = _e3321;
                        uint _e3322 = l_mut_269_;
                        l_mut_428_ = _e3322;
                        if (true) {
                            l_mut_219_ = l_1252_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1248_;
                                bool l_1266_ = (0u > 0u);
                                if (l_1266_) {
                                    uint l_1267_ = (l_1248_ >> 0u);
                                    uint l_1268_ = (32u - 0u);
                                    uint l_1269_ = (l_1252_ << l_1268_);
                                    uint l_1270_ = (l_1267_ | l_1269_);
                                    l_mut_269_ = l_1270_;
                                }
                                uint l_1271_ = (l_1252_ >> 0u);
                                uint _e3334 = l_mut_269_;
                                l_mut_219_ = _e3334;
                                l_mut_428_ = l_1271_;
                            }
                        }
                        uint _e3335 = l_mut_275_;
                        uint l_1272_ = (_e3335 * l_1061_);
                        uint _e3337 = l_mut_275_;
                        uint64_t l_3070_ = uint64_t(_e3337);
                        uint64_t l_3071_ = uint64_t(l_1061_);
                        uint64_t l_3072_ = (l_3070_ * l_3071_);
                        uint64_t l_3073_ = (l_3072_ >> uint(32uL));
                        uint l_1273_ = uint(l_3073_);
                        uint _e3347 = l_mut_394_;
                        uint l_1274_ = (_e3347 * l_1061_);
                        uint l_1275_ = (l_1273_ + l_1274_);
                        uint _e3350 = l_mut_219_;
                        uint l_1276_ = (_e3350 + l_1272_);
                        uint _e3352 = l_mut_428_;
                        uint l_1277_ = (_e3352 + l_1275_);
                        uint _e3354 = l_mut_219_;
                        bool l_1278_ = (l_1276_ < _e3354);
                        uint l_1279_ = uint(l_1278_);
                        uint l_1280_ = (l_1277_ + l_1279_);
                        uint _e3358 = l_mut_382_;
                        l_mut_441_ = _e3358;
                        uint _e3359 = l_mut_439_;
                        l_mut_440_ = _e3359;
                        bool l_1281_ = (l_9_ == 64u);
                        if (l_1281_) {
                            l_mut_441_ = l_1276_;
                            l_mut_440_ = l_1280_;
                        } else {
                            bool l_1282_ = (l_9_ > 0u);
                            if (l_1282_) {
                                uint l_1283_ = (64u - l_9_);
                                l_mut_428_ = l_1276_;
                                l_mut_421_ = l_1280_;
                                bool l_1284_ = (l_1283_ >= 32u);
                                if (l_1284_) {
                                    uint l_1285_ = (l_1283_ & 31u);
                                    uint l_1286_ = (l_1276_ << l_1285_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1286_;
                                } else {
                                    bool l_1287_ = (l_1283_ > 0u);
                                    if (l_1287_) {
                                        uint l_1288_ = (l_1276_ << l_1283_);
                                        uint l_1289_ = (l_1280_ << l_1283_);
                                        uint l_1290_ = (32u - l_1283_);
                                        uint l_1291_ = (l_1276_ >> l_1290_);
                                        uint l_1292_ = (l_1289_ | l_1291_);
                                        l_mut_428_ = l_1288_;
                                        l_mut_421_ = l_1292_;
                                    }
                                }
                                uint _e3380 = l_mut_382_;
                                l_mut_394_ = _e3380;
                                uint _e3381 = l_mut_439_;
                                l_mut_388_ = _e3381;
                                bool l_1293_ = (l_9_ >= 32u);
                                if (l_1293_) {
                                    uint l_1294_ = (l_9_ & 31u);
                                    uint _e3386 = l_mut_439_;
                                    uint l_1295_ = (_e3386 >> l_1294_);
                                    l_mut_394_ = l_1295_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1296_ = (l_9_ > 0u);
                                    if (l_1296_) {
                                        uint _e3391 = l_mut_382_;
                                        l_mut_275_ = _e3391;
                                        bool l_1297_ = (l_9_ > 0u);
                                        if (l_1297_) {
                                            uint _e3394 = l_mut_382_;
                                            uint l_1298_ = (_e3394 >> l_9_);
                                            uint l_1299_ = (32u - l_9_);
                                            uint _e3398 = l_mut_439_;
                                            uint l_1300_ = (_e3398 << l_1299_);
                                            uint l_1301_ = (l_1298_ | l_1300_);
                                            l_mut_275_ = l_1301_;
                                        }
                                        uint _e3401 = l_mut_439_;
                                        uint l_1302_ = (_e3401 >> l_9_);
                                        uint _e3403 = l_mut_275_;
                                        l_mut_394_ = _e3403;
                                        l_mut_388_ = l_1302_;
                                    }
                                }
                                uint _e3404 = l_mut_428_;
                                uint _e3405 = l_mut_394_;
                                uint l_1303_ = (_e3404 + _e3405);
                                uint _e3407 = l_mut_421_;
                                uint _e3408 = l_mut_388_;
                                uint l_1304_ = (_e3407 + _e3408);
                                uint _e3410 = l_mut_428_;
                                bool l_1305_ = (l_1303_ < _e3410);
                                uint l_1306_ = uint(l_1305_);
                                uint l_1307_ = (l_1304_ + l_1306_);
                                l_mut_441_ = l_1303_;
                                l_mut_440_ = l_1307_;
                            }
                        }
                        if (l_1158_) {
                            uint _e3415 = l_mut_441_;
                            uint l_1308_ = (0u - _e3415);
                            uint _e3418 = l_mut_440_;
                            uint l_1309_ = (0u - _e3418);
                            uint _e3421 = l_mut_441_;
                            bool l_1310_ = (0u < _e3421);
                            uint l_1311_ = uint(l_1310_);
                            uint l_1312_ = (l_1309_ - l_1311_);
                            l_mut_441_ = l_1308_;
                            l_mut_440_ = l_1312_;
                        }
                    }
                    uint _e3425 = l_mut_441_;
                    uint l_1313_ = (l_1111_ + _e3425);
                    uint _e3427 = l_mut_440_;
                    uint l_1314_ = (l_1115_ + _e3427);
                    bool l_1315_ = (l_1313_ < l_1111_);
                    uint l_1316_ = uint(l_1315_);
                    uint l_1317_ = (l_1314_ + l_1316_);
                    uint l_1318_ = (l_72_ >> 31u);
                    bool l_1319_ = (l_1318_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1319_) {
                        uint l_1320_ = (0u - l_69_);
                        uint l_1321_ = (0u - l_72_);
                        bool l_1322_ = (0u < l_69_);
                        uint l_1323_ = uint(l_1322_);
                        uint l_1324_ = (l_1321_ - l_1323_);
                        l_mut_441_ = l_1320_;
                        l_mut_440_ = l_1324_;
                    }
                    uint _e3444 = l_mut_441_;
                    uint l_1325_ = (_e3444 * l_1060_);
                    uint _e3446 = l_mut_440_;
                    uint l_1326_ = (_e3446 * l_1060_);
                    uint _e3448 = l_mut_441_;
                    uint64_t l_3075_ = uint64_t(_e3448);
                    uint64_t l_3076_ = uint64_t(l_1060_);
                    uint64_t l_3077_ = (l_3075_ * l_3076_);
                    uint64_t l_3078_ = (l_3077_ >> uint(32uL));
                    uint l_1327_ = uint(l_3078_);
                    uint l_1328_ = (l_1327_ + l_1326_);
                    uint _e3459 = l_mut_440_;
                    uint64_t l_3080_ = uint64_t(_e3459);
                    uint64_t l_3081_ = uint64_t(l_1060_);
                    uint64_t l_3082_ = (l_3080_ * l_3081_);
                    uint64_t l_3083_ = (l_3082_ >> uint(32uL));
                    uint l_1329_ = uint(l_3083_);
                    bool l_1330_ = (l_1328_ < l_1326_);
                    uint l_1331_ = uint(l_1330_);
                    uint l_1332_ = (l_1329_ + l_1331_);
                    uint l_1333_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1325_;
                    bool l_1334_ = (l_1333_ > 0u);
                    if (l_1334_) {
                        uint l_1335_ = (l_1325_ >> l_1333_);
                        uint l_1336_ = (32u - l_1333_);
                        uint l_1337_ = (l_1328_ << l_1336_);
                        uint l_1338_ = (l_1335_ | l_1337_);
                        l_mut_439_ = l_1338_;
                    }
                    l_mut_428_ = l_1328_;
                    bool l_1339_ = (l_1333_ > 0u);
                    if (l_1339_) {
                        uint l_1340_ = (l_1328_ >> l_1333_);
                        uint l_1341_ = (32u - l_1333_);
                        uint l_1342_ = (l_1332_ << l_1341_);
                        uint l_1343_ = (l_1340_ | l_1342_);
                        l_mut_428_ = l_1343_;
                    }
                    uint _e3488 = l_mut_439_;
                    l_mut_421_ = _e3488;
                    uint _e3489 = l_mut_428_;
                    l_mut_439_ = _e3489;
                    bool l_1344_ = (l_9_ >= 64u);
                    if (l_1344_) {
                        l_mut_421_ = l_1332_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1345_ = (l_9_ >= 32u);
                        if (l_1345_) {
                            l_mut_428_ = l_1328_;
                            bool l_1346_ = (l_1333_ > 0u);
                            if (l_1346_) {
                                uint l_1347_ = (l_1328_ >> l_1333_);
                                uint l_1348_ = (32u - l_1333_);
                                uint l_1349_ = (l_1332_ << l_1348_);
                                uint l_1350_ = (l_1347_ | l_1349_);
                                l_mut_428_ = l_1350_;
                            }
                            uint l_1351_ = (l_1332_ >> l_1333_);
                            uint _e3503 = l_mut_428_;
                            l_mut_421_ = _e3503;
                            l_mut_439_ = l_1351_;
                        }
                    }
                    uint _e3504 = l_mut_421_;
                    l_mut_441_ = _e3504;
                    uint _e3505 = l_mut_439_;
                    l_mut_440_ = _e3505;
                    if (l_1319_) {
                        uint _e3507 = l_mut_441_;
                        uint l_1352_ = (0u - _e3507);
                        uint _e3510 = l_mut_440_;
                        uint l_1353_ = (0u - _e3510);
                        uint _e3513 = l_mut_441_;
                        bool l_1354_ = (0u < _e3513);
                        uint l_1355_ = uint(l_1354_);
                        uint l_1356_ = (l_1353_ - l_1355_);
                        l_mut_441_ = l_1352_;
                        l_mut_440_ = l_1356_;
                    }
                    uint _e3517 = l_mut_441_;
                    uint l_1357_ = (l_1102_ + _e3517);
                    uint _e3519 = l_mut_440_;
                    uint l_1358_ = (l_1106_ + _e3519);
                    bool l_1359_ = (l_1357_ < l_1102_);
                    uint l_1360_ = uint(l_1359_);
                    uint l_1361_ = (l_1358_ + l_1360_);
                    uint l_1362_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1363_ = (l_1060_ < 65536u);
                    if (l_1363_) {
                        uint l_1364_ = (l_1060_ * l_1060_);
                        uint l_1365_ = (l_72_ >> 31u);
                        bool l_1366_ = (l_1365_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1366_) {
                            uint l_1367_ = (0u - l_69_);
                            uint l_1368_ = (0u - l_72_);
                            bool l_1369_ = (0u < l_69_);
                            uint l_1370_ = uint(l_1369_);
                            uint l_1371_ = (l_1368_ - l_1370_);
                            l_mut_439_ = l_1367_;
                            l_mut_428_ = l_1371_;
                        }
                        uint _e3543 = l_mut_439_;
                        uint l_1372_ = (_e3543 * l_1364_);
                        uint _e3545 = l_mut_428_;
                        uint l_1373_ = (_e3545 * l_1364_);
                        uint _e3547 = l_mut_439_;
                        uint64_t l_3085_ = uint64_t(_e3547);
                        uint64_t l_3086_ = uint64_t(l_1364_);
                        uint64_t l_3087_ = (l_3085_ * l_3086_);
                        uint64_t l_3088_ = (l_3087_ >> uint(32uL));
                        uint l_1374_ = uint(l_3088_);
                        uint l_1375_ = (l_1374_ + l_1373_);
                        uint _e3558 = l_mut_428_;
                        uint64_t l_3090_ = uint64_t(_e3558);
                        uint64_t l_3091_ = uint64_t(l_1364_);
                        uint64_t l_3092_ = (l_3090_ * l_3091_);
                        uint64_t l_3093_ = (l_3092_ >> uint(32uL));
                        uint l_1376_ = uint(l_3093_);
                        bool l_1377_ = (l_1375_ < l_1373_);
                        uint l_1378_ = uint(l_1377_);
                        uint l_1379_ = (l_1376_ + l_1378_);
                        uint l_1380_ = naga_mod(l_1362_, 32u);
                        l_mut_421_ = l_1372_;
                        bool l_1381_ = (l_1380_ > 0u);
                        if (l_1381_) {
                            uint l_1382_ = (l_1372_ >> l_1380_);
                            uint l_1383_ = (32u - l_1380_);
                            uint l_1384_ = (l_1375_ << l_1383_);
                            uint l_1385_ = (l_1382_ | l_1384_);
                            l_mut_421_ = l_1385_;
                        }
                        l_mut_394_ = l_1375_;
                        bool l_1386_ = (l_1380_ > 0u);
                        if (l_1386_) {
                            uint l_1387_ = (l_1375_ >> l_1380_);
                            uint l_1388_ = (32u - l_1380_);
                            uint l_1389_ = (l_1379_ << l_1388_);
                            uint l_1390_ = (l_1387_ | l_1389_);
                            l_mut_394_ = l_1390_;
                        }
                        uint _e3587 = l_mut_421_;
                        l_mut_388_ = _e3587;
                        uint _e3588 = l_mut_394_;
                        l_mut_421_ = _e3588;
                        bool l_1391_ = (l_1362_ >= 64u);
                        if (l_1391_) {
                            l_mut_388_ = l_1379_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1392_ = (l_1362_ >= 32u);
                            if (l_1392_) {
                                l_mut_394_ = l_1375_;
                                bool l_1393_ = (l_1380_ > 0u);
                                if (l_1393_) {
                                    uint l_1394_ = (l_1375_ >> l_1380_);
                                    uint l_1395_ = (32u - l_1380_);
                                    uint l_1396_ = (l_1379_ << l_1395_);
                                    uint l_1397_ = (l_1394_ | l_1396_);
                                    l_mut_394_ = l_1397_;
                                }
                                uint l_1398_ = (l_1379_ >> l_1380_);
                                uint _e3602 = l_mut_394_;
                                l_mut_388_ = _e3602;
                                l_mut_421_ = l_1398_;
                            }
                        }
                        uint _e3603 = l_mut_388_;
                        l_mut_439_ = _e3603;
                        uint _e3604 = l_mut_421_;
                        l_mut_428_ = _e3604;
                        if (l_1366_) {
                            uint _e3606 = l_mut_439_;
                            uint l_1399_ = (0u - _e3606);
                            uint _e3609 = l_mut_428_;
                            uint l_1400_ = (0u - _e3609);
                            uint _e3612 = l_mut_439_;
                            bool l_1401_ = (0u < _e3612);
                            uint l_1402_ = uint(l_1401_);
                            uint l_1403_ = (l_1400_ - l_1402_);
                            l_mut_439_ = l_1399_;
                            l_mut_428_ = l_1403_;
                        }
                        uint _e3616 = l_mut_439_;
                        l_mut_441_ = _e3616;
                        uint _e3617 = l_mut_428_;
                        l_mut_440_ = _e3617;
                    } else {
                        uint l_1404_ = (l_72_ >> 31u);
                        bool l_1405_ = (l_1404_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1405_) {
                            uint l_1406_ = (0u - l_69_);
                            uint l_1407_ = (0u - l_72_);
                            bool l_1408_ = (0u < l_69_);
                            uint l_1409_ = uint(l_1408_);
                            uint l_1410_ = (l_1407_ - l_1409_);
                            l_mut_439_ = l_1406_;
                            l_mut_428_ = l_1410_;
                        }
                        uint _e3630 = l_mut_439_;
                        uint l_1411_ = (_e3630 * l_1060_);
                        uint _e3632 = l_mut_428_;
                        uint l_1412_ = (_e3632 * l_1060_);
                        uint _e3634 = l_mut_439_;
                        uint64_t l_3095_ = uint64_t(_e3634);
                        uint64_t l_3096_ = uint64_t(l_1060_);
                        uint64_t l_3097_ = (l_3095_ * l_3096_);
                        uint64_t l_3098_ = (l_3097_ >> uint(32uL));
                        uint l_1413_ = uint(l_3098_);
                        uint l_1414_ = (l_1413_ + l_1412_);
                        uint _e3645 = l_mut_428_;
                        uint64_t l_3100_ = uint64_t(_e3645);
                        uint64_t l_3101_ = uint64_t(l_1060_);
                        uint64_t l_3102_ = (l_3100_ * l_3101_);
                        uint64_t l_3103_ = (l_3102_ >> uint(32uL));
                        uint l_1415_ = uint(l_3103_);
                        bool l_1416_ = (l_1414_ < l_1412_);
                        uint l_1417_ = uint(l_1416_);
                        uint l_1418_ = (l_1415_ + l_1417_);
                        l_mut_421_ = l_1411_;
                        bool l_1420_ = (0u > 0u);
                        if (l_1420_) {
                            uint l_1421_ = (l_1411_ >> 0u);
                            uint l_1422_ = (32u - 0u);
                            uint l_1423_ = (l_1414_ << l_1422_);
                            uint l_1424_ = (l_1421_ | l_1423_);
                            l_mut_421_ = l_1424_;
                        }
                        l_mut_394_ = l_1414_;
                        bool l_1425_ = (0u > 0u);
                        if (l_1425_) {
                            uint l_1426_ = (l_1414_ >> 0u);
                            uint l_1427_ = (32u - 0u);
                            uint l_1428_ = (l_1418_ << l_1427_);
                            uint l_1429_ = (l_1426_ | l_1428_);
                            l_mut_394_ = l_1429_;
                        }
                        uint _e3673 = l_mut_421_;
                        l_mut_388_ = _e3673;
                        uint _e3674 = l_mut_394_;
                        l_mut_421_ = _e3674;
                        if (false) {
                            l_mut_388_ = l_1418_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1414_;
                                bool l_1432_ = (0u > 0u);
                                if (l_1432_) {
                                    uint l_1433_ = (l_1414_ >> 0u);
                                    uint l_1434_ = (32u - 0u);
                                    uint l_1435_ = (l_1418_ << l_1434_);
                                    uint l_1436_ = (l_1433_ | l_1435_);
                                    l_mut_394_ = l_1436_;
                                }
                                uint l_1437_ = (l_1418_ >> 0u);
                                uint _e3686 = l_mut_394_;
                                l_mut_388_ = _e3686;
                                l_mut_421_ = l_1437_;
                            }
                        }
                        uint _e3687 = l_mut_439_;
                        uint l_1438_ = (_e3687 * l_1060_);
                        uint _e3689 = l_mut_428_;
                        uint l_1439_ = (_e3689 * l_1060_);
                        uint _e3691 = l_mut_439_;
                        uint64_t l_3105_ = uint64_t(_e3691);
                        uint64_t l_3106_ = uint64_t(l_1060_);
                        uint64_t l_3107_ = (l_3105_ * l_3106_);
                        uint64_t l_3108_ = (l_3107_ >> uint(32uL));
                        uint l_1440_ = uint(l_3108_);
                        uint l_1441_ = (l_1440_ + l_1439_);
                        uint _e3702 = l_mut_428_;
                        uint64_t l_3110_ = uint64_t(_e3702);
                        uint64_t l_3111_ = uint64_t(l_1060_);
                        uint64_t l_3112_ = (l_3110_ * l_3111_);
                        uint64_t l_3113_ = (l_3112_ >> uint(32uL));
                        uint l_1442_ = uint(l_3113_);
                        bool l_1443_ = (l_1441_ < l_1439_);
                        uint l_1444_ = uint(l_1443_);
                        uint l_1445_ = (l_1442_ + l_1444_);
                        l_mut_394_ = l_1438_;
                        bool l_1447_ = (0u > 0u);
                        if (l_1447_) {
                            uint l_1448_ = (l_1438_ >> 0u);
                            uint l_1449_ = (32u - 0u);
                            uint l_1450_ = (l_1441_ << l_1449_);
                            uint l_1451_ = (l_1448_ | l_1450_);
                            l_mut_394_ = l_1451_;
                        }
                        l_mut_382_ = l_1441_;
                        bool l_1452_ = (0u > 0u);
                        if (l_1452_) {
                            uint l_1453_ = (l_1441_ >> 0u);
                            uint l_1454_ = (32u - 0u);
                            uint l_1455_ = (l_1445_ << l_1454_);
                            uint l_1456_ = (l_1453_ | l_1455_);
                            l_mut_382_ = l_1456_;
                        }
                        uint _e3730 = l_mut_394_;
                        l_mut_275_ = _e3730;
                        uint _e3731 = l_mut_382_;
                        l_mut_394_ = _e3731;
                        if (true) {
                            l_mut_275_ = l_1445_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1441_;
                                bool l_1459_ = (0u > 0u);
                                if (l_1459_) {
                                    uint l_1460_ = (l_1441_ >> 0u);
                                    uint l_1461_ = (32u - 0u);
                                    uint l_1462_ = (l_1445_ << l_1461_);
                                    uint l_1463_ = (l_1460_ | l_1462_);
                                    l_mut_382_ = l_1463_;
                                }
                                uint l_1464_ = (l_1445_ >> 0u);
                                uint _e3743 = l_mut_382_;
                                l_mut_275_ = _e3743;
                                l_mut_394_ = l_1464_;
                            }
                        }
                        uint _e3744 = l_mut_388_;
                        uint l_1465_ = (_e3744 * l_1060_);
                        uint _e3746 = l_mut_421_;
                        uint l_1466_ = (_e3746 * l_1060_);
                        uint _e3748 = l_mut_388_;
                        uint64_t l_3115_ = uint64_t(_e3748);
                        uint64_t l_3116_ = uint64_t(l_1060_);
                        uint64_t l_3117_ = (l_3115_ * l_3116_);
                        uint64_t l_3118_ = (l_3117_ >> uint(32uL));
                        uint l_1467_ = uint(l_3118_);
                        uint l_1468_ = (l_1467_ + l_1466_);
                        uint _e3759 = l_mut_421_;
                        uint64_t l_3120_ = uint64_t(_e3759);
                        uint64_t l_3121_ = uint64_t(l_1060_);
                        uint64_t l_3122_ = (l_3120_ * l_3121_);
                        uint64_t l_3123_ = (l_3122_ >> uint(32uL));
                        uint l_1469_ = uint(l_3123_);
                        bool l_1470_ = (l_1468_ < l_1466_);
                        uint l_1471_ = uint(l_1470_);
                        uint l_1472_ = (l_1469_ + l_1471_);
                        l_mut_439_ = l_1465_;
                        bool l_1474_ = (0u > 0u);
                        if (l_1474_) {
                            uint l_1475_ = (l_1465_ >> 0u);
                            uint l_1476_ = (32u - 0u);
                            uint l_1477_ = (l_1468_ << l_1476_);
                            uint l_1478_ = (l_1475_ | l_1477_);
                            l_mut_439_ = l_1478_;
                        }
                        l_mut_428_ = l_1468_;
                        bool l_1479_ = (0u > 0u);
                        if (l_1479_) {
                            uint l_1480_ = (l_1468_ >> 0u);
                            uint l_1481_ = (32u - 0u);
                            uint l_1482_ = (l_1472_ << l_1481_);
                            uint l_1483_ = (l_1480_ | l_1482_);
                            l_mut_428_ = l_1483_;
                        }
                        uint _e3787 = l_mut_439_;
                        l_mut_382_ = _e3787;
                        uint _e3788 = l_mut_428_;
                        l_mut_439_ = _e3788;
                        if (false) {
                            l_mut_382_ = l_1472_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1468_;
                                bool l_1486_ = (0u > 0u);
                                if (l_1486_) {
                                    uint l_1487_ = (l_1468_ >> 0u);
                                    uint l_1488_ = (32u - 0u);
                                    uint l_1489_ = (l_1472_ << l_1488_);
                                    uint l_1490_ = (l_1487_ | l_1489_);
                                    l_mut_428_ = l_1490_;
                                }
                                uint l_1491_ = (l_1472_ >> 0u);
                                uint _e3800 = l_mut_428_;
                                l_mut_382_ = _e3800;
                                l_mut_439_ = l_1491_;
                            }
                        }
                        uint _e3801 = l_mut_388_;
                        uint l_1492_ = (_e3801 * l_1060_);
                        uint _e3803 = l_mut_421_;
                        uint l_1493_ = (_e3803 * l_1060_);
                        uint _e3805 = l_mut_388_;
                        uint64_t l_3125_ = uint64_t(_e3805);
                        uint64_t l_3126_ = uint64_t(l_1060_);
                        uint64_t l_3127_ = (l_3125_ * l_3126_);
                        uint64_t l_3128_ = (l_3127_ >> uint(32uL));
                        uint l_1494_ = uint(l_3128_);
                        uint l_1495_ = (l_1494_ + l_1493_);
                        uint _e3816 = l_mut_421_;
                        uint64_t l_3130_ = uint64_t(_e3816);
                        uint64_t l_3131_ = uint64_t(l_1060_);
                        uint64_t l_3132_ = (l_3130_ * l_3131_);
                        uint64_t l_3133_ = (l_3132_ >> uint(32uL));
                        uint l_1496_ = uint(l_3133_);
                        bool l_1497_ = (l_1495_ < l_1493_);
                        uint l_1498_ = uint(l_1497_);
                        uint l_1499_ = (l_1496_ + l_1498_);
                        l_mut_428_ = l_1492_;
                        bool l_1501_ = (0u > 0u);
                        if (l_1501_) {
                            uint l_1502_ = (l_1492_ >> 0u);
                            uint l_1503_ = (32u - 0u);
                            uint l_1504_ = (l_1495_ << l_1503_);
                            uint l_1505_ = (l_1502_ | l_1504_);
                            l_mut_428_ = l_1505_;
                        }
                        l_mut_269_ = l_1495_;
                        bool l_1506_ = (0u > 0u);
                        if (l_1506_) {
                            uint l_1507_ = (l_1495_ >> 0u);
                            uint l_1508_ = (32u - 0u);
                            uint l_1509_ = (l_1499_ << l_1508_);
                            uint l_1510_ = (l_1507_ | l_1509_);
                            l_mut_269_ = l_1510_;
                        }
                        uint _e3844 = l_mut_428_;
                        l_mut_219_ = _e3844;
                        uint _e3845 = l_mut_269_;
                        l_mut_428_ = _e3845;
                        if (true) {
                            l_mut_219_ = l_1499_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1495_;
                                bool l_1513_ = (0u > 0u);
                                if (l_1513_) {
                                    uint l_1514_ = (l_1495_ >> 0u);
                                    uint l_1515_ = (32u - 0u);
                                    uint l_1516_ = (l_1499_ << l_1515_);
                                    uint l_1517_ = (l_1514_ | l_1516_);
                                    l_mut_269_ = l_1517_;
                                }
                                uint l_1518_ = (l_1499_ >> 0u);
                                uint _e3857 = l_mut_269_;
                                l_mut_219_ = _e3857;
                                l_mut_428_ = l_1518_;
                            }
                        }
                        uint _e3858 = l_mut_275_;
                        uint l_1519_ = (_e3858 * l_1060_);
                        uint _e3860 = l_mut_275_;
                        uint64_t l_3135_ = uint64_t(_e3860);
                        uint64_t l_3136_ = uint64_t(l_1060_);
                        uint64_t l_3137_ = (l_3135_ * l_3136_);
                        uint64_t l_3138_ = (l_3137_ >> uint(32uL));
                        uint l_1520_ = uint(l_3138_);
                        uint _e3870 = l_mut_394_;
                        uint l_1521_ = (_e3870 * l_1060_);
                        uint l_1522_ = (l_1520_ + l_1521_);
                        uint _e3873 = l_mut_219_;
                        uint l_1523_ = (_e3873 + l_1519_);
                        uint _e3875 = l_mut_428_;
                        uint l_1524_ = (_e3875 + l_1522_);
                        uint _e3877 = l_mut_219_;
                        bool l_1525_ = (l_1523_ < _e3877);
                        uint l_1526_ = uint(l_1525_);
                        uint l_1527_ = (l_1524_ + l_1526_);
                        uint _e3881 = l_mut_382_;
                        l_mut_441_ = _e3881;
                        uint _e3882 = l_mut_439_;
                        l_mut_440_ = _e3882;
                        bool l_1528_ = (l_1362_ == 64u);
                        if (l_1528_) {
                            l_mut_441_ = l_1523_;
                            l_mut_440_ = l_1527_;
                        } else {
                            bool l_1529_ = (l_1362_ > 0u);
                            if (l_1529_) {
                                uint l_1530_ = (64u - l_1362_);
                                l_mut_428_ = l_1523_;
                                l_mut_421_ = l_1527_;
                                bool l_1531_ = (l_1530_ >= 32u);
                                if (l_1531_) {
                                    uint l_1532_ = (l_1530_ & 31u);
                                    uint l_1533_ = (l_1523_ << l_1532_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1533_;
                                } else {
                                    bool l_1534_ = (l_1530_ > 0u);
                                    if (l_1534_) {
                                        uint l_1535_ = (l_1523_ << l_1530_);
                                        uint l_1536_ = (l_1527_ << l_1530_);
                                        uint l_1537_ = (32u - l_1530_);
                                        uint l_1538_ = (l_1523_ >> l_1537_);
                                        uint l_1539_ = (l_1536_ | l_1538_);
                                        l_mut_428_ = l_1535_;
                                        l_mut_421_ = l_1539_;
                                    }
                                }
                                uint _e3903 = l_mut_382_;
                                l_mut_394_ = _e3903;
                                uint _e3904 = l_mut_439_;
                                l_mut_388_ = _e3904;
                                bool l_1540_ = (l_1362_ >= 32u);
                                if (l_1540_) {
                                    uint l_1541_ = (l_1362_ & 31u);
                                    uint _e3909 = l_mut_439_;
                                    uint l_1542_ = (_e3909 >> l_1541_);
                                    l_mut_394_ = l_1542_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1543_ = (l_1362_ > 0u);
                                    if (l_1543_) {
                                        uint _e3914 = l_mut_382_;
                                        l_mut_275_ = _e3914;
                                        bool l_1544_ = (l_1362_ > 0u);
                                        if (l_1544_) {
                                            uint _e3917 = l_mut_382_;
                                            uint l_1545_ = (_e3917 >> l_1362_);
                                            uint l_1546_ = (32u - l_1362_);
                                            uint _e3921 = l_mut_439_;
                                            uint l_1547_ = (_e3921 << l_1546_);
                                            uint l_1548_ = (l_1545_ | l_1547_);
                                            l_mut_275_ = l_1548_;
                                        }
                                        uint _e3924 = l_mut_439_;
                                        uint l_1549_ = (_e3924 >> l_1362_);
                                        uint _e3926 = l_mut_275_;
                                        l_mut_394_ = _e3926;
                                        l_mut_388_ = l_1549_;
                                    }
                                }
                                uint _e3927 = l_mut_428_;
                                uint _e3928 = l_mut_394_;
                                uint l_1550_ = (_e3927 + _e3928);
                                uint _e3930 = l_mut_421_;
                                uint _e3931 = l_mut_388_;
                                uint l_1551_ = (_e3930 + _e3931);
                                uint _e3933 = l_mut_428_;
                                bool l_1552_ = (l_1550_ < _e3933);
                                uint l_1553_ = uint(l_1552_);
                                uint l_1554_ = (l_1551_ + l_1553_);
                                l_mut_441_ = l_1550_;
                                l_mut_440_ = l_1554_;
                            }
                        }
                        if (l_1405_) {
                            uint _e3938 = l_mut_441_;
                            uint l_1555_ = (0u - _e3938);
                            uint _e3941 = l_mut_440_;
                            uint l_1556_ = (0u - _e3941);
                            uint _e3944 = l_mut_441_;
                            bool l_1557_ = (0u < _e3944);
                            uint l_1558_ = uint(l_1557_);
                            uint l_1559_ = (l_1556_ - l_1558_);
                            l_mut_441_ = l_1555_;
                            l_mut_440_ = l_1559_;
                        }
                    }
                    uint _e3948 = l_mut_441_;
                    uint l_1560_ = (l_1313_ - _e3948);
                    uint _e3950 = l_mut_440_;
                    uint l_1561_ = (l_1317_ - _e3950);
                    uint _e3952 = l_mut_441_;
                    bool l_1562_ = (l_1313_ < _e3952);
                    uint l_1563_ = uint(l_1562_);
                    uint l_1564_ = (l_1561_ - l_1563_);
                    uint l_1565_ = (l_1560_ + l_19_);
                    uint l_1566_ = (l_1564_ + l_22_);
                    bool l_1567_ = (l_1565_ < l_1560_);
                    uint l_1568_ = uint(l_1567_);
                    uint l_1569_ = (l_1566_ + l_1568_);
                    uint l_1570_ = (0u - l_1357_);
                    uint l_1571_ = (0u - l_1361_);
                    bool l_1572_ = (0u < l_1357_);
                    uint l_1573_ = uint(l_1572_);
                    uint l_1574_ = (l_1571_ - l_1573_);
                    uint l_1575_ = (l_19_ + l_19_);
                    uint l_1576_ = (l_22_ + l_22_);
                    bool l_1577_ = (l_1575_ < l_19_);
                    uint l_1578_ = uint(l_1577_);
                    uint l_1579_ = (l_1576_ + l_1578_);
                    l_mut_441_ = l_1570_;
                    l_mut_440_ = l_1574_;
                    uint l_1580_ = (0u - l_1570_);
                    uint l_1581_ = (0u - l_1574_);
                    bool l_1582_ = (0u < l_1570_);
                    uint l_1583_ = uint(l_1582_);
                    uint l_1584_ = (l_1581_ - l_1583_);
                    l_mut_439_ = l_1580_;
                    l_mut_428_ = l_1584_;
                    l_mut_421_ = l_1565_;
                    l_mut_394_ = l_1569_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_645_ = false;
                    uint _e3985 = l_mut_394_;
                    bool l_1585_ = (_e3985 < l_1579_);
                    uint _e3987 = l_mut_394_;
                    bool l_1586_ = (_e3987 == l_1579_);
                    uint _e3989 = l_mut_421_;
                    bool l_1587_ = (_e3989 < l_1575_);
                    if (l_1586_) {
                        local_91 = l_1587_;
                    } else {
                        local_91 = false;
                    }
                    bool l_1588_ = local_91;
                    if (!(l_1585_)) {
                        local_92 = l_1588_;
                    } else {
                        local_92 = true;
                    }
                    bool l_1589_ = local_92;
                    bool l_1590_ = !(l_1589_);
                    l_mut_628_ = l_1590_;
                    uint l_1591_ = (l_1570_ | l_1574_);
                    bool l_1592_ = (l_1591_ == 0u);
                    if (l_1592_) {
                        bool _e4004 = l_mut_628_;
                        l_mut_645_ = _e4004;
                        l_mut_628_ = false;
                    }
                    bool _e4006 = l_mut_628_;
                    if (_e4006) {
                        uint l_1593_ = (l_1574_ >> 31u);
                        bool l_1594_ = (l_1593_ == 1u);
                        l_mut_275_ = l_1570_;
                        l_mut_269_ = l_1574_;
                        if (l_1594_) {
                            uint l_1595_ = (0u - l_1570_);
                            uint l_1596_ = (0u - l_1574_);
                            bool l_1597_ = (0u < l_1570_);
                            uint l_1598_ = uint(l_1597_);
                            uint l_1599_ = (l_1596_ - l_1598_);
                            l_mut_275_ = l_1595_;
                            l_mut_269_ = l_1599_;
                        }
                        uint l_1600_ = (l_1060_ - 1u);
                        uint _e4021 = l_mut_275_;
                        uint l_1601_ = (_e4021 * l_1600_);
                        uint _e4023 = l_mut_275_;
                        uint64_t l_3140_ = uint64_t(_e4023);
                        uint64_t l_3141_ = uint64_t(l_1600_);
                        uint64_t l_3142_ = (l_3140_ * l_3141_);
                        uint64_t l_3143_ = (l_3142_ >> uint(32uL));
                        uint l_1602_ = uint(l_3143_);
                        uint _e4033 = l_mut_269_;
                        uint l_1603_ = (_e4033 * l_1600_);
                        uint l_1604_ = (l_1602_ + l_1603_);
                        l_mut_219_ = 0u;
                        uint l_1605_ = (l_1060_ - 1u);
                        uint _e4039 = l_mut_275_;
                        uint l_1606_ = (_e4039 * l_1605_);
                        uint _e4041 = l_mut_269_;
                        uint l_1607_ = (_e4041 * l_1605_);
                        uint _e4043 = l_mut_275_;
                        uint64_t l_3145_ = uint64_t(_e4043);
                        uint64_t l_3146_ = uint64_t(l_1605_);
                        uint64_t l_3147_ = (l_3145_ * l_3146_);
                        uint64_t l_3148_ = (l_3147_ >> uint(32uL));
                        uint l_1608_ = uint(l_3148_);
                        uint l_1609_ = (l_1608_ + l_1607_);
                        uint _e4054 = l_mut_269_;
                        uint64_t l_3150_ = uint64_t(_e4054);
                        uint64_t l_3151_ = uint64_t(l_1605_);
                        uint64_t l_3152_ = (l_3150_ * l_3151_);
                        uint64_t l_3153_ = (l_3152_ >> uint(32uL));
                        uint l_1610_ = uint(l_3153_);
                        bool l_1611_ = (l_1609_ < l_1607_);
                        uint l_1612_ = uint(l_1611_);
                        uint l_1613_ = (l_1610_ + l_1612_);
                        l_mut_213_ = l_1606_;
                        bool l_1615_ = (0u > 0u);
                        if (l_1615_) {
                            uint l_1616_ = (l_1606_ >> 0u);
                            uint l_1617_ = (32u - 0u);
                            uint l_1618_ = (l_1609_ << l_1617_);
                            uint l_1619_ = (l_1616_ | l_1618_);
                            l_mut_213_ = l_1619_;
                        }
                        l_mut_151_ = l_1609_;
                        bool l_1620_ = (0u > 0u);
                        if (l_1620_) {
                            uint l_1621_ = (l_1609_ >> 0u);
                            uint l_1622_ = (32u - 0u);
                            uint l_1623_ = (l_1613_ << l_1622_);
                            uint l_1624_ = (l_1621_ | l_1623_);
                            l_mut_151_ = l_1624_;
                        }
                        uint _e4082 = l_mut_213_;
                        l_mut_145_ = _e4082;
                        uint _e4083 = l_mut_151_;
                        l_mut_213_ = _e4083;
                        if (true) {
                            l_mut_145_ = l_1613_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1609_;
                                bool l_1627_ = (0u > 0u);
                                if (l_1627_) {
                                    uint l_1628_ = (l_1609_ >> 0u);
                                    uint l_1629_ = (32u - 0u);
                                    uint l_1630_ = (l_1613_ << l_1629_);
                                    uint l_1631_ = (l_1628_ | l_1630_);
                                    l_mut_151_ = l_1631_;
                                }
                                uint l_1632_ = (l_1613_ >> 0u);
                                uint _e4095 = l_mut_151_;
                                l_mut_145_ = _e4095;
                                l_mut_213_ = l_1632_;
                            }
                        }
                        uint _e4096 = l_mut_145_;
                        uint _e4097 = l_mut_213_;
                        uint l_1633_ = (_e4096 | _e4097);
                        bool l_1634_ = (l_1633_ == 0u);
                        if (l_1634_) {
                            l_mut_213_ = l_1565_;
                            l_mut_151_ = l_1569_;
                            if (l_1594_) {
                                uint l_1635_ = (0u - l_1565_);
                                uint l_1636_ = (0u - l_1569_);
                                bool l_1637_ = (0u < l_1565_);
                                uint l_1638_ = uint(l_1637_);
                                uint l_1639_ = (l_1636_ - l_1638_);
                                uint l_1640_ = (l_1565_ | l_1569_);
                                bool l_1641_ = (l_1640_ == 0u);
                                bool l_1642_ = !(l_1641_);
                                bool l_1643_ = (l_1604_ < l_1639_);
                                bool l_1644_ = (l_1604_ == l_1639_);
                                bool l_1645_ = (l_1601_ < l_1635_);
                                if (l_1644_) {
                                    local_93 = l_1645_;
                                } else {
                                    local_93 = false;
                                }
                                bool l_1646_ = local_93;
                                if (!(l_1643_)) {
                                    local_94 = l_1646_;
                                } else {
                                    local_94 = true;
                                }
                                bool l_1647_ = local_94;
                                bool l_1648_ = !(l_1647_);
                                if (l_1642_) {
                                    local_95 = l_1648_;
                                } else {
                                    local_95 = false;
                                }
                                bool l_1649_ = local_95;
                                if (l_1649_) {
                                    uint l_1650_ = (l_1060_ - 1u);
                                    l_mut_145_ = l_1635_;
                                    l_mut_102_ = l_1639_;
                                    uint _e4132 = l_mut_269_;
                                    bool l_1651_ = (l_1639_ < _e4132);
                                    uint _e4134 = l_mut_269_;
                                    bool l_1652_ = (l_1639_ == _e4134);
                                    uint _e4136 = l_mut_275_;
                                    bool l_1653_ = (l_1635_ < _e4136);
                                    if (l_1652_) {
                                        local_96 = l_1653_;
                                    } else {
                                        local_96 = false;
                                    }
                                    bool l_1654_ = local_96;
                                    if (!(l_1651_)) {
                                        local_97 = l_1654_;
                                    } else {
                                        local_97 = true;
                                    }
                                    bool l_1655_ = local_97;
                                    bool l_1656_ = !(l_1655_);
                                    if (l_1656_) {
                                        l_mut_96_ = 0u;
                                        uint _e4149 = l_mut_269_;
                                        bool l_1657_ = (_e4149 < l_1639_);
                                        uint _e4151 = l_mut_269_;
                                        bool l_1658_ = (_e4151 == l_1639_);
                                        uint _e4153 = l_mut_275_;
                                        bool l_1659_ = (_e4153 < l_1635_);
                                        if (l_1658_) {
                                            local_98 = l_1659_;
                                        } else {
                                            local_98 = false;
                                        }
                                        bool l_1660_ = local_98;
                                        if (!(l_1657_)) {
                                            local_99 = l_1660_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1661_ = local_99;
                                        if (l_1661_) {
                                            uint l_1662_ = (l_1635_ - 1u);
                                            uint l_1663_ = (l_1639_ - 0u);
                                            bool l_1664_ = (l_1635_ < 1u);
                                            uint l_1665_ = uint(l_1664_);
                                            uint l_1666_ = (l_1663_ - l_1665_);
                                            l_mut_90_ = l_1662_;
                                            l_mut_75_ = l_1666_;
                                            l_mut_40_ = 0u;
                                            l_mut_1667_ = 0u;
                                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                                if (!loop_init_7) {
                                                    uint _e4260 = l_mut_1667_;
                                                    l_mut_1667_ = (_e4260 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4175 = l_mut_1667_;
                                                if ((_e4175 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4179 = l_mut_1667_;
                                                    uint l_1668_ = (19u - _e4179);
                                                    uint _e4181 = l_mut_90_;
                                                    l_mut_1669_ = _e4181;
                                                    uint _e4182 = l_mut_75_;
                                                    l_mut_1670_ = _e4182;
                                                    bool l_1671_ = (l_1668_ >= 32u);
                                                    if (l_1671_) {
                                                        uint l_1672_ = (l_1668_ & 31u);
                                                        uint _e4187 = l_mut_75_;
                                                        uint l_1673_ = (_e4187 >> l_1672_);
                                                        l_mut_1669_ = l_1673_;
                                                        l_mut_1670_ = 0u;
                                                    } else {
                                                        bool l_1674_ = (l_1668_ > 0u);
                                                        if (l_1674_) {
                                                            uint _e4192 = l_mut_90_;
                                                            l_mut_1675_ = _e4192;
                                                            bool l_1676_ = (l_1668_ > 0u);
                                                            if (l_1676_) {
                                                                uint _e4195 = l_mut_90_;
                                                                uint l_1677_ = (_e4195 >> l_1668_);
                                                                uint l_1678_ = (32u - l_1668_);
                                                                uint _e4199 = l_mut_75_;
                                                                uint l_1679_ = (_e4199 << l_1678_);
                                                                uint l_1680_ = (l_1677_ | l_1679_);
                                                                l_mut_1675_ = l_1680_;
                                                            }
                                                            uint _e4202 = l_mut_75_;
                                                            uint l_1681_ = (_e4202 >> l_1668_);
                                                            uint _e4204 = l_mut_1675_;
                                                            l_mut_1669_ = _e4204;
                                                            l_mut_1670_ = l_1681_;
                                                        }
                                                    }
                                                    uint _e4205 = l_mut_1670_;
                                                    uint _e4206 = l_mut_269_;
                                                    bool l_1682_ = (_e4205 < _e4206);
                                                    uint _e4208 = l_mut_1670_;
                                                    uint _e4209 = l_mut_269_;
                                                    bool l_1683_ = (_e4208 == _e4209);
                                                    uint _e4211 = l_mut_1669_;
                                                    uint _e4212 = l_mut_275_;
                                                    bool l_1684_ = (_e4211 < _e4212);
                                                    if (l_1683_) {
                                                        local_100 = l_1684_;
                                                    } else {
                                                        local_100 = false;
                                                    }
                                                    bool l_1685_ = local_100;
                                                    if (!(l_1682_)) {
                                                        local_101 = l_1685_;
                                                    } else {
                                                        local_101 = true;
                                                    }
                                                    bool l_1686_ = local_101;
                                                    bool l_1687_ = !(l_1686_);
                                                    if (l_1687_) {
                                                        uint _e4224 = l_mut_275_;
                                                        l_mut_1675_ = _e4224;
                                                        uint _e4225 = l_mut_269_;
                                                        l_mut_1670_ = _e4225;
                                                        bool l_1688_ = (l_1668_ >= 32u);
                                                        if (l_1688_) {
                                                            uint l_1689_ = (l_1668_ & 31u);
                                                            uint _e4230 = l_mut_275_;
                                                            uint l_1690_ = (_e4230 << l_1689_);
                                                            l_mut_1675_ = 0u;
                                                            l_mut_1670_ = l_1690_;
                                                        } else {
                                                            bool l_1691_ = (l_1668_ > 0u);
                                                            if (l_1691_) {
                                                                uint _e4235 = l_mut_275_;
                                                                uint l_1692_ = (_e4235 << l_1668_);
                                                                uint _e4237 = l_mut_269_;
                                                                uint l_1693_ = (_e4237 << l_1668_);
                                                                uint l_1694_ = (32u - l_1668_);
                                                                uint _e4241 = l_mut_275_;
                                                                uint l_1695_ = (_e4241 >> l_1694_);
                                                                uint l_1696_ = (l_1693_ | l_1695_);
                                                                l_mut_1675_ = l_1692_;
                                                                l_mut_1670_ = l_1696_;
                                                            }
                                                        }
                                                        uint _e4244 = l_mut_90_;
                                                        uint _e4245 = l_mut_1675_;
                                                        uint l_1697_ = (_e4244 - _e4245);
                                                        uint _e4247 = l_mut_75_;
                                                        uint _e4248 = l_mut_1670_;
                                                        uint l_1698_ = (_e4247 - _e4248);
                                                        uint _e4250 = l_mut_90_;
                                                        uint _e4251 = l_mut_1675_;
                                                        bool l_1699_ = (_e4250 < _e4251);
                                                        uint l_1700_ = uint(l_1699_);
                                                        uint l_1701_ = (l_1698_ - l_1700_);
                                                        l_mut_90_ = l_1697_;
                                                        l_mut_75_ = l_1701_;
                                                        uint l_1702_ = (1u << l_1668_);
                                                        uint _e4257 = l_mut_40_;
                                                        l_mut_40_ = (_e4257 | l_1702_);
                                                    }
                                                }
                                            }
                                            uint _e4262 = l_mut_40_;
                                            uint l_1703_ = min(_e4262, l_1650_);
                                            l_mut_1675_ = l_1703_;
                                            uint _e4264 = l_mut_75_;
                                            uint _e4265 = l_mut_269_;
                                            bool l_1704_ = (_e4264 < _e4265);
                                            uint _e4267 = l_mut_75_;
                                            uint _e4268 = l_mut_269_;
                                            bool l_1705_ = (_e4267 == _e4268);
                                            uint _e4270 = l_mut_90_;
                                            uint _e4271 = l_mut_275_;
                                            bool l_1706_ = (_e4270 < _e4271);
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
                                            bool l_1709_ = !(l_1708_);
                                            if (l_1709_) {
                                                l_mut_1675_ = l_1650_;
                                            }
                                            uint _e4283 = l_mut_1675_;
                                            l_mut_96_ = _e4283;
                                        }
                                        uint _e4284 = l_mut_275_;
                                        uint _e4285 = l_mut_96_;
                                        uint l_1710_ = (_e4284 * _e4285);
                                        uint _e4287 = l_mut_275_;
                                        uint64_t l_3155_ = uint64_t(_e4287);
                                        uint _e4289 = l_mut_96_;
                                        uint64_t l_3156_ = uint64_t(_e4289);
                                        uint64_t l_3157_ = (l_3155_ * l_3156_);
                                        uint64_t l_3158_ = (l_3157_ >> uint(32uL));
                                        uint l_1711_ = uint(l_3158_);
                                        uint _e4298 = l_mut_269_;
                                        uint _e4299 = l_mut_96_;
                                        uint l_1712_ = (_e4298 * _e4299);
                                        uint l_1713_ = (l_1711_ + l_1712_);
                                        uint l_1714_ = (l_1635_ - l_1710_);
                                        uint l_1715_ = (l_1639_ - l_1713_);
                                        bool l_1716_ = (l_1635_ < l_1710_);
                                        uint l_1717_ = uint(l_1716_);
                                        uint l_1718_ = (l_1715_ - l_1717_);
                                        l_mut_145_ = l_1714_;
                                        l_mut_102_ = l_1718_;
                                        uint _e4307 = l_mut_102_;
                                        uint _e4308 = l_mut_269_;
                                        bool l_1719_ = (_e4307 < _e4308);
                                        uint _e4310 = l_mut_102_;
                                        uint _e4311 = l_mut_269_;
                                        bool l_1720_ = (_e4310 == _e4311);
                                        uint _e4313 = l_mut_145_;
                                        uint _e4314 = l_mut_275_;
                                        bool l_1721_ = (_e4313 < _e4314);
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
                                            uint _e4326 = l_mut_145_;
                                            uint _e4327 = l_mut_275_;
                                            uint l_1725_ = (_e4326 - _e4327);
                                            uint _e4329 = l_mut_102_;
                                            uint _e4330 = l_mut_269_;
                                            uint l_1726_ = (_e4329 - _e4330);
                                            uint _e4332 = l_mut_145_;
                                            uint _e4333 = l_mut_275_;
                                            bool l_1727_ = (_e4332 < _e4333);
                                            uint l_1728_ = uint(l_1727_);
                                            uint l_1729_ = (l_1726_ - l_1728_);
                                            l_mut_145_ = l_1725_;
                                            l_mut_102_ = l_1729_;
                                        }
                                    }
                                    uint _e4337 = l_mut_275_;
                                    uint _e4338 = l_mut_145_;
                                    uint l_1730_ = (_e4337 - _e4338);
                                    uint _e4340 = l_mut_269_;
                                    uint _e4341 = l_mut_102_;
                                    uint l_1731_ = (_e4340 - _e4341);
                                    uint _e4343 = l_mut_275_;
                                    uint _e4344 = l_mut_145_;
                                    bool l_1732_ = (_e4343 < _e4344);
                                    uint l_1733_ = uint(l_1732_);
                                    uint l_1734_ = (l_1731_ - l_1733_);
                                    l_mut_1675_ = l_1730_;
                                    l_mut_1670_ = l_1734_;
                                    uint _e4348 = l_mut_269_;
                                    bool l_1735_ = (l_1734_ < _e4348);
                                    uint _e4350 = l_mut_269_;
                                    bool l_1736_ = (l_1734_ == _e4350);
                                    uint _e4352 = l_mut_275_;
                                    bool l_1737_ = (l_1730_ < _e4352);
                                    if (l_1736_) {
                                        local_106 = l_1737_;
                                    } else {
                                        local_106 = false;
                                    }
                                    bool l_1738_ = local_106;
                                    if (!(l_1735_)) {
                                        local_107 = l_1738_;
                                    } else {
                                        local_107 = true;
                                    }
                                    bool l_1739_ = local_107;
                                    bool l_1740_ = !(l_1739_);
                                    if (l_1740_) {
                                        uint _e4364 = l_mut_275_;
                                        uint l_1741_ = (l_1730_ - _e4364);
                                        uint _e4366 = l_mut_269_;
                                        uint l_1742_ = (l_1734_ - _e4366);
                                        uint _e4368 = l_mut_275_;
                                        bool l_1743_ = (l_1730_ < _e4368);
                                        uint l_1744_ = uint(l_1743_);
                                        uint l_1745_ = (l_1742_ - l_1744_);
                                        l_mut_1675_ = l_1741_;
                                        l_mut_1670_ = l_1745_;
                                    }
                                    uint _e4372 = l_mut_1670_;
                                    uint _e4373 = l_mut_151_;
                                    bool l_1746_ = (_e4372 < _e4373);
                                    uint _e4375 = l_mut_1670_;
                                    uint _e4376 = l_mut_151_;
                                    bool l_1747_ = (_e4375 == _e4376);
                                    uint _e4378 = l_mut_1675_;
                                    uint _e4379 = l_mut_213_;
                                    bool l_1748_ = (_e4378 < _e4379);
                                    if (l_1747_) {
                                        local_108 = l_1748_;
                                    } else {
                                        local_108 = false;
                                    }
                                    bool l_1749_ = local_108;
                                    if (!(l_1746_)) {
                                        local_109 = l_1749_;
                                    } else {
                                        local_109 = true;
                                    }
                                    bool l_1750_ = local_109;
                                    if (l_1750_) {
                                        uint _e4390 = l_mut_1675_;
                                        l_mut_213_ = _e4390;
                                        uint _e4391 = l_mut_1670_;
                                        l_mut_151_ = _e4391;
                                    }
                                }
                            } else {
                                uint l_1751_ = (l_1565_ - l_1601_);
                                uint l_1752_ = (l_1569_ - l_1604_);
                                bool l_1753_ = (l_1565_ < l_1601_);
                                uint l_1754_ = uint(l_1753_);
                                uint l_1755_ = (l_1752_ - l_1754_);
                                l_mut_213_ = l_1751_;
                                l_mut_151_ = l_1755_;
                                bool l_1756_ = (l_1569_ < l_1604_);
                                bool l_1757_ = (l_1569_ == l_1604_);
                                bool l_1758_ = (l_1565_ < l_1601_);
                                if (l_1757_) {
                                    local_110 = l_1758_;
                                } else {
                                    local_110 = false;
                                }
                                bool l_1759_ = local_110;
                                if (!(l_1756_)) {
                                    local_111 = l_1759_;
                                } else {
                                    local_111 = true;
                                }
                                bool l_1760_ = local_111;
                                if (l_1760_) {
                                    uint l_1761_ = (l_1060_ - 1u);
                                    l_mut_1675_ = l_1565_;
                                    l_mut_1670_ = l_1569_;
                                    uint _e4411 = l_mut_269_;
                                    bool l_1762_ = (l_1569_ < _e4411);
                                    uint _e4413 = l_mut_269_;
                                    bool l_1763_ = (l_1569_ == _e4413);
                                    uint _e4415 = l_mut_275_;
                                    bool l_1764_ = (l_1565_ < _e4415);
                                    if (l_1763_) {
                                        local_112 = l_1764_;
                                    } else {
                                        local_112 = false;
                                    }
                                    bool l_1765_ = local_112;
                                    if (!(l_1762_)) {
                                        local_113 = l_1765_;
                                    } else {
                                        local_113 = true;
                                    }
                                    bool l_1766_ = local_113;
                                    bool l_1767_ = !(l_1766_);
                                    if (l_1767_) {
                                        l_mut_1669_ = 0u;
                                        uint _e4428 = l_mut_269_;
                                        bool l_1768_ = (_e4428 < l_1569_);
                                        uint _e4430 = l_mut_269_;
                                        bool l_1769_ = (_e4430 == l_1569_);
                                        uint _e4432 = l_mut_275_;
                                        bool l_1770_ = (_e4432 < l_1565_);
                                        if (l_1769_) {
                                            local_114 = l_1770_;
                                        } else {
                                            local_114 = false;
                                        }
                                        bool l_1771_ = local_114;
                                        if (!(l_1768_)) {
                                            local_115 = l_1771_;
                                        } else {
                                            local_115 = true;
                                        }
                                        bool l_1772_ = local_115;
                                        if (l_1772_) {
                                            uint l_1773_ = (l_1565_ - 1u);
                                            uint l_1774_ = (l_1569_ - 0u);
                                            bool l_1775_ = (l_1565_ < 1u);
                                            uint l_1776_ = uint(l_1775_);
                                            uint l_1777_ = (l_1774_ - l_1776_);
                                            l_mut_145_ = l_1773_;
                                            l_mut_102_ = l_1777_;
                                            l_mut_96_ = 0u;
                                            l_mut_1778_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4539 = l_mut_1778_;
                                                    l_mut_1778_ = (_e4539 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4454 = l_mut_1778_;
                                                if ((_e4454 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4458 = l_mut_1778_;
                                                    uint l_1779_ = (19u - _e4458);
                                                    uint _e4460 = l_mut_145_;
                                                    l_mut_90_ = _e4460;
                                                    uint _e4461 = l_mut_102_;
                                                    l_mut_75_ = _e4461;
                                                    bool l_1780_ = (l_1779_ >= 32u);
                                                    if (l_1780_) {
                                                        uint l_1781_ = (l_1779_ & 31u);
                                                        uint _e4466 = l_mut_102_;
                                                        uint l_1782_ = (_e4466 >> l_1781_);
                                                        l_mut_90_ = l_1782_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1783_ = (l_1779_ > 0u);
                                                        if (l_1783_) {
                                                            uint _e4471 = l_mut_145_;
                                                            l_mut_40_ = _e4471;
                                                            bool l_1784_ = (l_1779_ > 0u);
                                                            if (l_1784_) {
                                                                uint _e4474 = l_mut_145_;
                                                                uint l_1785_ = (_e4474 >> l_1779_);
                                                                uint l_1786_ = (32u - l_1779_);
                                                                uint _e4478 = l_mut_102_;
                                                                uint l_1787_ = (_e4478 << l_1786_);
                                                                uint l_1788_ = (l_1785_ | l_1787_);
                                                                l_mut_40_ = l_1788_;
                                                            }
                                                            uint _e4481 = l_mut_102_;
                                                            uint l_1789_ = (_e4481 >> l_1779_);
                                                            uint _e4483 = l_mut_40_;
                                                            l_mut_90_ = _e4483;
                                                            l_mut_75_ = l_1789_;
                                                        }
                                                    }
                                                    uint _e4484 = l_mut_75_;
                                                    uint _e4485 = l_mut_269_;
                                                    bool l_1790_ = (_e4484 < _e4485);
                                                    uint _e4487 = l_mut_75_;
                                                    uint _e4488 = l_mut_269_;
                                                    bool l_1791_ = (_e4487 == _e4488);
                                                    uint _e4490 = l_mut_90_;
                                                    uint _e4491 = l_mut_275_;
                                                    bool l_1792_ = (_e4490 < _e4491);
                                                    if (l_1791_) {
                                                        local_116 = l_1792_;
                                                    } else {
                                                        local_116 = false;
                                                    }
                                                    bool l_1793_ = local_116;
                                                    if (!(l_1790_)) {
                                                        local_117 = l_1793_;
                                                    } else {
                                                        local_117 = true;
                                                    }
                                                    bool l_1794_ = local_117;
                                                    bool l_1795_ = !(l_1794_);
                                                    if (l_1795_) {
                                                        uint _e4503 = l_mut_275_;
                                                        l_mut_90_ = _e4503;
                                                        uint _e4504 = l_mut_269_;
                                                        l_mut_75_ = _e4504;
                                                        bool l_1796_ = (l_1779_ >= 32u);
                                                        if (l_1796_) {
                                                            uint l_1797_ = (l_1779_ & 31u);
                                                            uint _e4509 = l_mut_275_;
                                                            uint l_1798_ = (_e4509 << l_1797_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1798_;
                                                        } else {
                                                            bool l_1799_ = (l_1779_ > 0u);
                                                            if (l_1799_) {
                                                                uint _e4514 = l_mut_275_;
                                                                uint l_1800_ = (_e4514 << l_1779_);
                                                                uint _e4516 = l_mut_269_;
                                                                uint l_1801_ = (_e4516 << l_1779_);
                                                                uint l_1802_ = (32u - l_1779_);
                                                                uint _e4520 = l_mut_275_;
                                                                uint l_1803_ = (_e4520 >> l_1802_);
                                                                uint l_1804_ = (l_1801_ | l_1803_);
                                                                l_mut_90_ = l_1800_;
                                                                l_mut_75_ = l_1804_;
                                                            }
                                                        }
                                                        uint _e4523 = l_mut_145_;
                                                        uint _e4524 = l_mut_90_;
                                                        uint l_1805_ = (_e4523 - _e4524);
                                                        uint _e4526 = l_mut_102_;
                                                        uint _e4527 = l_mut_75_;
                                                        uint l_1806_ = (_e4526 - _e4527);
                                                        uint _e4529 = l_mut_145_;
                                                        uint _e4530 = l_mut_90_;
                                                        bool l_1807_ = (_e4529 < _e4530);
                                                        uint l_1808_ = uint(l_1807_);
                                                        uint l_1809_ = (l_1806_ - l_1808_);
                                                        l_mut_145_ = l_1805_;
                                                        l_mut_102_ = l_1809_;
                                                        uint l_1810_ = (1u << l_1779_);
                                                        uint _e4536 = l_mut_96_;
                                                        l_mut_96_ = (_e4536 | l_1810_);
                                                    }
                                                }
                                            }
                                            uint _e4541 = l_mut_96_;
                                            uint l_1811_ = min(_e4541, l_1761_);
                                            l_mut_96_ = l_1811_;
                                            uint _e4543 = l_mut_102_;
                                            uint _e4544 = l_mut_269_;
                                            bool l_1812_ = (_e4543 < _e4544);
                                            uint _e4546 = l_mut_102_;
                                            uint _e4547 = l_mut_269_;
                                            bool l_1813_ = (_e4546 == _e4547);
                                            uint _e4549 = l_mut_145_;
                                            uint _e4550 = l_mut_275_;
                                            bool l_1814_ = (_e4549 < _e4550);
                                            if (l_1813_) {
                                                local_118 = l_1814_;
                                            } else {
                                                local_118 = false;
                                            }
                                            bool l_1815_ = local_118;
                                            if (!(l_1812_)) {
                                                local_119 = l_1815_;
                                            } else {
                                                local_119 = true;
                                            }
                                            bool l_1816_ = local_119;
                                            bool l_1817_ = !(l_1816_);
                                            if (l_1817_) {
                                                l_mut_96_ = l_1761_;
                                            }
                                            uint _e4562 = l_mut_96_;
                                            l_mut_1669_ = _e4562;
                                        }
                                        uint _e4563 = l_mut_275_;
                                        uint _e4564 = l_mut_1669_;
                                        uint l_1818_ = (_e4563 * _e4564);
                                        uint _e4566 = l_mut_275_;
                                        uint64_t l_3160_ = uint64_t(_e4566);
                                        uint _e4568 = l_mut_1669_;
                                        uint64_t l_3161_ = uint64_t(_e4568);
                                        uint64_t l_3162_ = (l_3160_ * l_3161_);
                                        uint64_t l_3163_ = (l_3162_ >> uint(32uL));
                                        uint l_1819_ = uint(l_3163_);
                                        uint _e4577 = l_mut_269_;
                                        uint _e4578 = l_mut_1669_;
                                        uint l_1820_ = (_e4577 * _e4578);
                                        uint l_1821_ = (l_1819_ + l_1820_);
                                        uint l_1822_ = (l_1565_ - l_1818_);
                                        uint l_1823_ = (l_1569_ - l_1821_);
                                        bool l_1824_ = (l_1565_ < l_1818_);
                                        uint l_1825_ = uint(l_1824_);
                                        uint l_1826_ = (l_1823_ - l_1825_);
                                        l_mut_1675_ = l_1822_;
                                        l_mut_1670_ = l_1826_;
                                        uint _e4586 = l_mut_1670_;
                                        uint _e4587 = l_mut_269_;
                                        bool l_1827_ = (_e4586 < _e4587);
                                        uint _e4589 = l_mut_1670_;
                                        uint _e4590 = l_mut_269_;
                                        bool l_1828_ = (_e4589 == _e4590);
                                        uint _e4592 = l_mut_1675_;
                                        uint _e4593 = l_mut_275_;
                                        bool l_1829_ = (_e4592 < _e4593);
                                        if (l_1828_) {
                                            local_120 = l_1829_;
                                        } else {
                                            local_120 = false;
                                        }
                                        bool l_1830_ = local_120;
                                        if (!(l_1827_)) {
                                            local_121 = l_1830_;
                                        } else {
                                            local_121 = true;
                                        }
                                        bool l_1831_ = local_121;
                                        bool l_1832_ = !(l_1831_);
                                        if (l_1832_) {
                                            uint _e4605 = l_mut_1675_;
                                            uint _e4606 = l_mut_275_;
                                            uint l_1833_ = (_e4605 - _e4606);
                                            uint _e4608 = l_mut_1670_;
                                            uint _e4609 = l_mut_269_;
                                            uint l_1834_ = (_e4608 - _e4609);
                                            uint _e4611 = l_mut_1675_;
                                            uint _e4612 = l_mut_275_;
                                            bool l_1835_ = (_e4611 < _e4612);
                                            uint l_1836_ = uint(l_1835_);
                                            uint l_1837_ = (l_1834_ - l_1836_);
                                            l_mut_1675_ = l_1833_;
                                            l_mut_1670_ = l_1837_;
                                        }
                                    }
                                    uint _e4616 = l_mut_1670_;
                                    uint _e4617 = l_mut_151_;
                                    bool l_1838_ = (_e4616 < _e4617);
                                    uint _e4619 = l_mut_1670_;
                                    uint _e4620 = l_mut_151_;
                                    bool l_1839_ = (_e4619 == _e4620);
                                    uint _e4622 = l_mut_1675_;
                                    uint _e4623 = l_mut_213_;
                                    bool l_1840_ = (_e4622 < _e4623);
                                    if (l_1839_) {
                                        local_122 = l_1840_;
                                    } else {
                                        local_122 = false;
                                    }
                                    bool l_1841_ = local_122;
                                    if (!(l_1838_)) {
                                        local_123 = l_1841_;
                                    } else {
                                        local_123 = true;
                                    }
                                    bool l_1842_ = local_123;
                                    if (l_1842_) {
                                        uint _e4634 = l_mut_1675_;
                                        l_mut_213_ = _e4634;
                                        uint _e4635 = l_mut_1670_;
                                        l_mut_151_ = _e4635;
                                    }
                                }
                            }
                            uint _e4636 = l_mut_151_;
                            bool l_1843_ = (_e4636 < l_1579_);
                            uint _e4638 = l_mut_151_;
                            bool l_1844_ = (_e4638 == l_1579_);
                            uint _e4640 = l_mut_213_;
                            bool l_1845_ = (_e4640 < l_1575_);
                            if (l_1844_) {
                                local_124 = l_1845_;
                            } else {
                                local_124 = false;
                            }
                            bool l_1846_ = local_124;
                            if (!(l_1843_)) {
                                local_125 = l_1846_;
                            } else {
                                local_125 = true;
                            }
                            bool l_1847_ = local_125;
                            bool l_1848_ = !(l_1847_);
                            uint l_1849_ = uint(l_1848_);
                            uint l_1850_ = (2u - l_1849_);
                            l_mut_219_ = l_1850_;
                        }
                        uint _e4655 = l_mut_219_;
                        bool l_1851_ = (_e4655 > 0u);
                        if (l_1851_) {
                            uint _e4658 = l_mut_219_;
                            bool l_1852_ = (_e4658 == 1u);
                            l_mut_645_ = l_1852_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4663 = l_mut_628_;
                        bool l_1853_ = !(_e4663);
                        if (l_1853_) {
                            break;
                        }
                        uint _e4665 = l_mut_394_;
                        uint _e4666 = l_mut_440_;
                        bool l_1854_ = (_e4665 < _e4666);
                        uint _e4668 = l_mut_394_;
                        uint _e4669 = l_mut_440_;
                        bool l_1855_ = (_e4668 == _e4669);
                        uint _e4671 = l_mut_421_;
                        uint _e4672 = l_mut_441_;
                        bool l_1856_ = (_e4671 < _e4672);
                        if (l_1855_) {
                            local_126 = l_1856_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1857_ = local_126;
                        if (!(l_1854_)) {
                            local_127 = l_1857_;
                        } else {
                            local_127 = true;
                        }
                        bool l_1858_ = local_127;
                        if (l_1858_) {
                            uint _e4683 = l_mut_441_;
                            uint _e4684 = l_mut_421_;
                            uint l_1859_ = (_e4683 - _e4684);
                            uint _e4686 = l_mut_440_;
                            uint _e4687 = l_mut_394_;
                            uint l_1860_ = (_e4686 - _e4687);
                            uint _e4689 = l_mut_441_;
                            uint _e4690 = l_mut_421_;
                            bool l_1861_ = (_e4689 < _e4690);
                            uint l_1862_ = uint(l_1861_);
                            uint l_1863_ = (l_1860_ - l_1862_);
                            uint _e4694 = l_mut_441_;
                            l_mut_1675_ = _e4694;
                            uint _e4695 = l_mut_440_;
                            l_mut_1670_ = _e4695;
                            uint _e4696 = l_mut_440_;
                            bool l_1864_ = (l_1863_ < _e4696);
                            uint _e4698 = l_mut_440_;
                            bool l_1865_ = (l_1863_ == _e4698);
                            uint _e4700 = l_mut_441_;
                            bool l_1866_ = (l_1859_ < _e4700);
                            if (l_1865_) {
                                local_128 = l_1866_;
                            } else {
                                local_128 = false;
                            }
                            bool l_1867_ = local_128;
                            if (!(l_1864_)) {
                                local_129 = l_1867_;
                            } else {
                                local_129 = true;
                            }
                            bool l_1868_ = local_129;
                            if (l_1868_) {
                                l_mut_1675_ = l_1859_;
                                l_mut_1670_ = l_1863_;
                            }
                            l_mut_350_ = false;
                            uint _e4712 = l_mut_1675_;
                            l_mut_1669_ = _e4712;
                            uint _e4713 = l_mut_1670_;
                            l_mut_275_ = _e4713;
                            if (false) {
                                uint _e4716 = l_mut_1670_;
                                uint l_1871_ = (_e4716 >> 3u);
                                l_mut_1669_ = l_1871_;
                                l_mut_275_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4720 = l_mut_1675_;
                                    l_mut_269_ = _e4720;
                                    if (true) {
                                        uint _e4722 = l_mut_1675_;
                                        uint l_1874_ = (_e4722 >> 3u);
                                        uint _e4725 = l_mut_1670_;
                                        uint l_1875_ = (_e4725 << 29u);
                                        uint l_1876_ = (l_1874_ | l_1875_);
                                        l_mut_269_ = l_1876_;
                                    }
                                    uint _e4729 = l_mut_1670_;
                                    uint l_1877_ = (_e4729 >> 3u);
                                    uint _e4732 = l_mut_269_;
                                    l_mut_1669_ = _e4732;
                                    l_mut_275_ = l_1877_;
                                }
                            }
                            uint _e4733 = l_mut_275_;
                            uint _e4734 = l_mut_428_;
                            bool l_1878_ = (_e4733 < _e4734);
                            uint _e4736 = l_mut_275_;
                            uint _e4737 = l_mut_428_;
                            bool l_1879_ = (_e4736 == _e4737);
                            uint _e4739 = l_mut_1669_;
                            uint _e4740 = l_mut_439_;
                            bool l_1880_ = (_e4739 < _e4740);
                            if (l_1879_) {
                                local_130 = l_1880_;
                            } else {
                                local_130 = false;
                            }
                            bool l_1881_ = local_130;
                            if (!(l_1878_)) {
                                local_131 = l_1881_;
                            } else {
                                local_131 = true;
                            }
                            bool l_1882_ = local_131;
                            bool l_1883_ = !(l_1882_);
                            l_mut_350_ = l_1883_;
                            l_mut_1669_ = 0u;
                            uint _e4753 = l_mut_439_;
                            uint _e4754 = l_mut_428_;
                            uint l_1884_ = (_e4753 | _e4754);
                            bool l_1885_ = (l_1884_ == 0u);
                            bool l_1886_ = !(l_1885_);
                            bool _e4759 = l_mut_350_;
                            if (_e4759) {
                                local_132 = l_1886_;
                            } else {
                                local_132 = false;
                            }
                            bool l_1887_ = local_132;
                            uint _e4764 = l_mut_428_;
                            uint _e4765 = l_mut_1670_;
                            bool l_1888_ = (_e4764 < _e4765);
                            uint _e4767 = l_mut_428_;
                            uint _e4768 = l_mut_1670_;
                            bool l_1889_ = (_e4767 == _e4768);
                            uint _e4770 = l_mut_439_;
                            uint _e4771 = l_mut_1675_;
                            bool l_1890_ = (_e4770 < _e4771);
                            if (l_1889_) {
                                local_133 = l_1890_;
                            } else {
                                local_133 = false;
                            }
                            bool l_1891_ = local_133;
                            if (!(l_1888_)) {
                                local_134 = l_1891_;
                            } else {
                                local_134 = true;
                            }
                            bool l_1892_ = local_134;
                            if (l_1887_) {
                                local_135 = l_1892_;
                            } else {
                                local_135 = false;
                            }
                            bool l_1893_ = local_135;
                            uint _e4786 = l_mut_388_;
                            uint _e4787 = l_mut_382_;
                            uint l_1894_ = (_e4786 + _e4787);
                            bool l_1895_ = (l_1894_ < l_1060_);
                            if (l_1893_) {
                                local_136 = l_1895_;
                            } else {
                                local_136 = false;
                            }
                            bool l_1896_ = local_136;
                            if (l_1896_) {
                                uint _e4794 = l_mut_388_;
                                uint l_1897_ = (l_1060_ - _e4794);
                                uint _e4796 = l_mut_382_;
                                uint l_1898_ = (l_1897_ - _e4796);
                                uint _e4798 = l_mut_388_;
                                uint l_1899_ = naga_div(l_1898_, _e4798);
                                uint _e4800 = l_mut_1675_;
                                uint l_1900_ = (_e4800 - 1u);
                                uint _e4803 = l_mut_1670_;
                                uint l_1901_ = (_e4803 - 0u);
                                uint _e4806 = l_mut_1675_;
                                bool l_1902_ = (_e4806 < 1u);
                                uint l_1903_ = uint(l_1902_);
                                uint l_1904_ = (l_1901_ - l_1903_);
                                l_mut_1675_ = l_1900_;
                                l_mut_1670_ = l_1904_;
                                l_mut_275_ = 0u;
                                l_mut_1905_ = 0u;
                                uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                bool loop_init_9 = true;
                                while(true) {
                                    if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                    loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                    if (!loop_init_9) {
                                        uint _e4899 = l_mut_1905_;
                                        l_mut_1905_ = (_e4899 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4814 = l_mut_1905_;
                                    if ((_e4814 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4818 = l_mut_1905_;
                                        uint l_1906_ = (19u - _e4818);
                                        uint _e4820 = l_mut_1675_;
                                        l_mut_269_ = _e4820;
                                        uint _e4821 = l_mut_1670_;
                                        l_mut_219_ = _e4821;
                                        bool l_1907_ = (l_1906_ >= 32u);
                                        if (l_1907_) {
                                            uint l_1908_ = (l_1906_ & 31u);
                                            uint _e4826 = l_mut_1670_;
                                            uint l_1909_ = (_e4826 >> l_1908_);
                                            l_mut_269_ = l_1909_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_1910_ = (l_1906_ > 0u);
                                            if (l_1910_) {
                                                uint _e4831 = l_mut_1675_;
                                                l_mut_213_ = _e4831;
                                                bool l_1911_ = (l_1906_ > 0u);
                                                if (l_1911_) {
                                                    uint _e4834 = l_mut_1675_;
                                                    uint l_1912_ = (_e4834 >> l_1906_);
                                                    uint l_1913_ = (32u - l_1906_);
                                                    uint _e4838 = l_mut_1670_;
                                                    uint l_1914_ = (_e4838 << l_1913_);
                                                    uint l_1915_ = (l_1912_ | l_1914_);
                                                    l_mut_213_ = l_1915_;
                                                }
                                                uint _e4841 = l_mut_1670_;
                                                uint l_1916_ = (_e4841 >> l_1906_);
                                                uint _e4843 = l_mut_213_;
                                                l_mut_269_ = _e4843;
                                                l_mut_219_ = l_1916_;
                                            }
                                        }
                                        uint _e4844 = l_mut_219_;
                                        uint _e4845 = l_mut_428_;
                                        bool l_1917_ = (_e4844 < _e4845);
                                        uint _e4847 = l_mut_219_;
                                        uint _e4848 = l_mut_428_;
                                        bool l_1918_ = (_e4847 == _e4848);
                                        uint _e4850 = l_mut_269_;
                                        uint _e4851 = l_mut_439_;
                                        bool l_1919_ = (_e4850 < _e4851);
                                        if (l_1918_) {
                                            local_137 = l_1919_;
                                        } else {
                                            local_137 = false;
                                        }
                                        bool l_1920_ = local_137;
                                        if (!(l_1917_)) {
                                            local_138 = l_1920_;
                                        } else {
                                            local_138 = true;
                                        }
                                        bool l_1921_ = local_138;
                                        bool l_1922_ = !(l_1921_);
                                        if (l_1922_) {
                                            uint _e4863 = l_mut_439_;
                                            l_mut_269_ = _e4863;
                                            uint _e4864 = l_mut_428_;
                                            l_mut_219_ = _e4864;
                                            bool l_1923_ = (l_1906_ >= 32u);
                                            if (l_1923_) {
                                                uint l_1924_ = (l_1906_ & 31u);
                                                uint _e4869 = l_mut_439_;
                                                uint l_1925_ = (_e4869 << l_1924_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_1925_;
                                            } else {
                                                bool l_1926_ = (l_1906_ > 0u);
                                                if (l_1926_) {
                                                    uint _e4874 = l_mut_439_;
                                                    uint l_1927_ = (_e4874 << l_1906_);
                                                    uint _e4876 = l_mut_428_;
                                                    uint l_1928_ = (_e4876 << l_1906_);
                                                    uint l_1929_ = (32u - l_1906_);
                                                    uint _e4880 = l_mut_439_;
                                                    uint l_1930_ = (_e4880 >> l_1929_);
                                                    uint l_1931_ = (l_1928_ | l_1930_);
                                                    l_mut_269_ = l_1927_;
                                                    l_mut_219_ = l_1931_;
                                                }
                                            }
                                            uint _e4883 = l_mut_1675_;
                                            uint _e4884 = l_mut_269_;
                                            uint l_1932_ = (_e4883 - _e4884);
                                            uint _e4886 = l_mut_1670_;
                                            uint _e4887 = l_mut_219_;
                                            uint l_1933_ = (_e4886 - _e4887);
                                            uint _e4889 = l_mut_1675_;
                                            uint _e4890 = l_mut_269_;
                                            bool l_1934_ = (_e4889 < _e4890);
                                            uint l_1935_ = uint(l_1934_);
                                            uint l_1936_ = (l_1933_ - l_1935_);
                                            l_mut_1675_ = l_1932_;
                                            l_mut_1670_ = l_1936_;
                                            uint l_1937_ = (1u << l_1906_);
                                            uint _e4896 = l_mut_275_;
                                            l_mut_275_ = (_e4896 | l_1937_);
                                        }
                                    }
                                }
                                uint _e4901 = l_mut_275_;
                                uint l_1938_ = min(_e4901, l_1899_);
                                l_mut_275_ = l_1938_;
                                uint _e4903 = l_mut_1670_;
                                uint _e4904 = l_mut_428_;
                                bool l_1939_ = (_e4903 < _e4904);
                                uint _e4906 = l_mut_1670_;
                                uint _e4907 = l_mut_428_;
                                bool l_1940_ = (_e4906 == _e4907);
                                uint _e4909 = l_mut_1675_;
                                uint _e4910 = l_mut_439_;
                                bool l_1941_ = (_e4909 < _e4910);
                                if (l_1940_) {
                                    local_139 = l_1941_;
                                } else {
                                    local_139 = false;
                                }
                                bool l_1942_ = local_139;
                                if (!(l_1939_)) {
                                    local_140 = l_1942_;
                                } else {
                                    local_140 = true;
                                }
                                bool l_1943_ = local_140;
                                bool l_1944_ = !(l_1943_);
                                if (l_1944_) {
                                    l_mut_275_ = l_1899_;
                                }
                                uint _e4922 = l_mut_275_;
                                l_mut_1669_ = _e4922;
                            }
                            uint _e4923 = l_mut_1669_;
                            bool l_1945_ = (_e4923 > 0u);
                            if (l_1945_) {
                                uint _e4926 = l_mut_439_;
                                uint _e4927 = l_mut_1669_;
                                uint l_1946_ = (_e4926 * _e4927);
                                uint _e4929 = l_mut_439_;
                                uint64_t l_3165_ = uint64_t(_e4929);
                                uint _e4931 = l_mut_1669_;
                                uint64_t l_3166_ = uint64_t(_e4931);
                                uint64_t l_3167_ = (l_3165_ * l_3166_);
                                uint64_t l_3168_ = (l_3167_ >> uint(32uL));
                                uint l_1947_ = uint(l_3168_);
                                uint _e4940 = l_mut_428_;
                                uint _e4941 = l_mut_1669_;
                                uint l_1948_ = (_e4940 * _e4941);
                                uint l_1949_ = (l_1947_ + l_1948_);
                                uint _e4944 = l_mut_441_;
                                uint l_1950_ = (_e4944 - l_1946_);
                                uint _e4946 = l_mut_440_;
                                uint l_1951_ = (_e4946 - l_1949_);
                                uint _e4948 = l_mut_441_;
                                bool l_1952_ = (_e4948 < l_1946_);
                                uint l_1953_ = uint(l_1952_);
                                uint l_1954_ = (l_1951_ - l_1953_);
                                l_mut_441_ = l_1950_;
                                l_mut_440_ = l_1954_;
                                uint _e4952 = l_mut_1669_;
                                uint _e4953 = l_mut_388_;
                                uint l_1955_ = (_e4952 * _e4953);
                                uint _e4955 = l_mut_382_;
                                l_mut_382_ = (_e4955 + l_1955_);
                            } else {
                                uint _e4957 = l_mut_388_;
                                uint l_1956_ = (l_1060_ - _e4957);
                                uint _e4959 = l_mut_382_;
                                uint l_1957_ = naga_div(l_1956_, _e4959);
                                l_mut_1675_ = 0u;
                                l_mut_350_ = false;
                                uint _e4963 = l_mut_439_;
                                l_mut_1670_ = _e4963;
                                uint _e4964 = l_mut_428_;
                                l_mut_1669_ = _e4964;
                                if (false) {
                                    uint _e4967 = l_mut_428_;
                                    uint l_1960_ = (_e4967 >> 3u);
                                    l_mut_1670_ = l_1960_;
                                    l_mut_1669_ = 0u;
                                } else {
                                    if (true) {
                                        uint _e4971 = l_mut_439_;
                                        l_mut_275_ = _e4971;
                                        if (true) {
                                            uint _e4973 = l_mut_439_;
                                            uint l_1963_ = (_e4973 >> 3u);
                                            uint _e4976 = l_mut_428_;
                                            uint l_1964_ = (_e4976 << 29u);
                                            uint l_1965_ = (l_1963_ | l_1964_);
                                            l_mut_275_ = l_1965_;
                                        }
                                        uint _e4980 = l_mut_428_;
                                        uint l_1966_ = (_e4980 >> 3u);
                                        uint _e4983 = l_mut_275_;
                                        l_mut_1670_ = _e4983;
                                        l_mut_1669_ = l_1966_;
                                    }
                                }
                                uint _e4984 = l_mut_1669_;
                                uint _e4985 = l_mut_440_;
                                bool l_1967_ = (_e4984 < _e4985);
                                uint _e4987 = l_mut_1669_;
                                uint _e4988 = l_mut_440_;
                                bool l_1968_ = (_e4987 == _e4988);
                                uint _e4990 = l_mut_1670_;
                                uint _e4991 = l_mut_441_;
                                bool l_1969_ = (_e4990 < _e4991);
                                if (l_1968_) {
                                    local_141 = l_1969_;
                                } else {
                                    local_141 = false;
                                }
                                bool l_1970_ = local_141;
                                if (!(l_1967_)) {
                                    local_142 = l_1970_;
                                } else {
                                    local_142 = true;
                                }
                                bool l_1971_ = local_142;
                                bool l_1972_ = !(l_1971_);
                                l_mut_350_ = l_1972_;
                                uint _e5003 = l_mut_441_;
                                uint _e5004 = l_mut_440_;
                                uint l_1973_ = (_e5003 | _e5004);
                                bool l_1974_ = (l_1973_ == 0u);
                                if (l_1974_) {
                                    l_mut_1675_ = l_1957_;
                                } else {
                                    bool _e5008 = l_mut_350_;
                                    if (_e5008) {
                                        uint _e5009 = l_mut_440_;
                                        uint _e5010 = l_mut_428_;
                                        bool l_1975_ = (_e5009 < _e5010);
                                        uint _e5012 = l_mut_440_;
                                        uint _e5013 = l_mut_428_;
                                        bool l_1976_ = (_e5012 == _e5013);
                                        uint _e5015 = l_mut_441_;
                                        uint _e5016 = l_mut_439_;
                                        bool l_1977_ = (_e5015 < _e5016);
                                        if (l_1976_) {
                                            local_143 = l_1977_;
                                        } else {
                                            local_143 = false;
                                        }
                                        bool l_1978_ = local_143;
                                        if (!(l_1975_)) {
                                            local_144 = l_1978_;
                                        } else {
                                            local_144 = true;
                                        }
                                        bool l_1979_ = local_144;
                                        if (l_1979_) {
                                            uint _e5027 = l_mut_439_;
                                            uint l_1980_ = (_e5027 - 1u);
                                            uint _e5030 = l_mut_428_;
                                            uint l_1981_ = (_e5030 - 0u);
                                            uint _e5033 = l_mut_439_;
                                            bool l_1982_ = (_e5033 < 1u);
                                            uint l_1983_ = uint(l_1982_);
                                            uint l_1984_ = (l_1981_ - l_1983_);
                                            l_mut_1670_ = l_1980_;
                                            l_mut_1669_ = l_1984_;
                                            l_mut_275_ = 0u;
                                            l_mut_1985_ = 0u;
                                            uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_10 = true;
                                            while(true) {
                                                if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                                loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                                if (!loop_init_10) {
                                                    uint _e5126 = l_mut_1985_;
                                                    l_mut_1985_ = (_e5126 + 1u);
                                                }
                                                loop_init_10 = false;
                                                uint _e5041 = l_mut_1985_;
                                                if ((_e5041 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e5045 = l_mut_1985_;
                                                    uint l_1986_ = (19u - _e5045);
                                                    uint _e5047 = l_mut_1670_;
                                                    l_mut_269_ = _e5047;
                                                    uint _e5048 = l_mut_1669_;
                                                    l_mut_219_ = _e5048;
                                                    bool l_1987_ = (l_1986_ >= 32u);
                                                    if (l_1987_) {
                                                        uint l_1988_ = (l_1986_ & 31u);
                                                        uint _e5053 = l_mut_1669_;
                                                        uint l_1989_ = (_e5053 >> l_1988_);
                                                        l_mut_269_ = l_1989_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1990_ = (l_1986_ > 0u);
                                                        if (l_1990_) {
                                                            uint _e5058 = l_mut_1670_;
                                                            l_mut_213_ = _e5058;
                                                            bool l_1991_ = (l_1986_ > 0u);
                                                            if (l_1991_) {
                                                                uint _e5061 = l_mut_1670_;
                                                                uint l_1992_ = (_e5061 >> l_1986_);
                                                                uint l_1993_ = (32u - l_1986_);
                                                                uint _e5065 = l_mut_1669_;
                                                                uint l_1994_ = (_e5065 << l_1993_);
                                                                uint l_1995_ = (l_1992_ | l_1994_);
                                                                l_mut_213_ = l_1995_;
                                                            }
                                                            uint _e5068 = l_mut_1669_;
                                                            uint l_1996_ = (_e5068 >> l_1986_);
                                                            uint _e5070 = l_mut_213_;
                                                            l_mut_269_ = _e5070;
                                                            l_mut_219_ = l_1996_;
                                                        }
                                                    }
                                                    uint _e5071 = l_mut_219_;
                                                    uint _e5072 = l_mut_440_;
                                                    bool l_1997_ = (_e5071 < _e5072);
                                                    uint _e5074 = l_mut_219_;
                                                    uint _e5075 = l_mut_440_;
                                                    bool l_1998_ = (_e5074 == _e5075);
                                                    uint _e5077 = l_mut_269_;
                                                    uint _e5078 = l_mut_441_;
                                                    bool l_1999_ = (_e5077 < _e5078);
                                                    if (l_1998_) {
                                                        local_145 = l_1999_;
                                                    } else {
                                                        local_145 = false;
                                                    }
                                                    bool l_2000_ = local_145;
                                                    if (!(l_1997_)) {
                                                        local_146 = l_2000_;
                                                    } else {
                                                        local_146 = true;
                                                    }
                                                    bool l_2001_ = local_146;
                                                    bool l_2002_ = !(l_2001_);
                                                    if (l_2002_) {
                                                        uint _e5090 = l_mut_441_;
                                                        l_mut_269_ = _e5090;
                                                        uint _e5091 = l_mut_440_;
                                                        l_mut_219_ = _e5091;
                                                        bool l_2003_ = (l_1986_ >= 32u);
                                                        if (l_2003_) {
                                                            uint l_2004_ = (l_1986_ & 31u);
                                                            uint _e5096 = l_mut_441_;
                                                            uint l_2005_ = (_e5096 << l_2004_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_2005_;
                                                        } else {
                                                            bool l_2006_ = (l_1986_ > 0u);
                                                            if (l_2006_) {
                                                                uint _e5101 = l_mut_441_;
                                                                uint l_2007_ = (_e5101 << l_1986_);
                                                                uint _e5103 = l_mut_440_;
                                                                uint l_2008_ = (_e5103 << l_1986_);
                                                                uint l_2009_ = (32u - l_1986_);
                                                                uint _e5107 = l_mut_441_;
                                                                uint l_2010_ = (_e5107 >> l_2009_);
                                                                uint l_2011_ = (l_2008_ | l_2010_);
                                                                l_mut_269_ = l_2007_;
                                                                l_mut_219_ = l_2011_;
                                                            }
                                                        }
                                                        uint _e5110 = l_mut_1670_;
                                                        uint _e5111 = l_mut_269_;
                                                        uint l_2012_ = (_e5110 - _e5111);
                                                        uint _e5113 = l_mut_1669_;
                                                        uint _e5114 = l_mut_219_;
                                                        uint l_2013_ = (_e5113 - _e5114);
                                                        uint _e5116 = l_mut_1670_;
                                                        uint _e5117 = l_mut_269_;
                                                        bool l_2014_ = (_e5116 < _e5117);
                                                        uint l_2015_ = uint(l_2014_);
                                                        uint l_2016_ = (l_2013_ - l_2015_);
                                                        l_mut_1670_ = l_2012_;
                                                        l_mut_1669_ = l_2016_;
                                                        uint l_2017_ = (1u << l_1986_);
                                                        uint _e5123 = l_mut_275_;
                                                        l_mut_275_ = (_e5123 | l_2017_);
                                                    }
                                                }
                                            }
                                            uint _e5128 = l_mut_275_;
                                            uint l_2018_ = min(_e5128, l_1957_);
                                            l_mut_275_ = l_2018_;
                                            uint _e5130 = l_mut_1669_;
                                            uint _e5131 = l_mut_440_;
                                            bool l_2019_ = (_e5130 < _e5131);
                                            uint _e5133 = l_mut_1669_;
                                            uint _e5134 = l_mut_440_;
                                            bool l_2020_ = (_e5133 == _e5134);
                                            uint _e5136 = l_mut_1670_;
                                            uint _e5137 = l_mut_441_;
                                            bool l_2021_ = (_e5136 < _e5137);
                                            if (l_2020_) {
                                                local_147 = l_2021_;
                                            } else {
                                                local_147 = false;
                                            }
                                            bool l_2022_ = local_147;
                                            if (!(l_2019_)) {
                                                local_148 = l_2022_;
                                            } else {
                                                local_148 = true;
                                            }
                                            bool l_2023_ = local_148;
                                            bool l_2024_ = !(l_2023_);
                                            if (l_2024_) {
                                                l_mut_275_ = l_1957_;
                                            }
                                            uint _e5149 = l_mut_275_;
                                            l_mut_1675_ = _e5149;
                                        }
                                    } else {
                                        uint _e5150 = l_mut_439_;
                                        l_mut_1670_ = _e5150;
                                        uint _e5151 = l_mut_428_;
                                        l_mut_1669_ = _e5151;
                                        uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                            loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                            uint _e5152 = l_mut_440_;
                                            uint _e5153 = l_mut_1669_;
                                            bool l_2025_ = (_e5152 < _e5153);
                                            uint _e5155 = l_mut_440_;
                                            uint _e5156 = l_mut_1669_;
                                            bool l_2026_ = (_e5155 == _e5156);
                                            uint _e5158 = l_mut_441_;
                                            uint _e5159 = l_mut_1670_;
                                            bool l_2027_ = (_e5158 < _e5159);
                                            if (l_2026_) {
                                                local_149 = l_2027_;
                                            } else {
                                                local_149 = false;
                                            }
                                            bool l_2028_ = local_149;
                                            if (!(l_2025_)) {
                                                local_150 = l_2028_;
                                            } else {
                                                local_150 = true;
                                            }
                                            bool l_2029_ = local_150;
                                            uint _e5170 = l_mut_1675_;
                                            uint _e5171 = l_mut_382_;
                                            uint l_2030_ = (_e5170 * _e5171);
                                            uint _e5173 = l_mut_388_;
                                            uint l_2031_ = (_e5173 + l_2030_);
                                            uint _e5175 = l_mut_382_;
                                            uint l_2032_ = (l_2031_ + _e5175);
                                            bool l_2033_ = (l_2032_ < l_1060_);
                                            if (l_2029_) {
                                                local_151 = l_2033_;
                                            } else {
                                                local_151 = false;
                                            }
                                            bool l_2034_ = local_151;
                                            bool l_2035_ = !(l_2034_);
                                            if (l_2035_) {
                                                break;
                                            }
                                            uint _e5183 = l_mut_1670_;
                                            uint _e5184 = l_mut_441_;
                                            uint l_2036_ = (_e5183 - _e5184);
                                            uint _e5186 = l_mut_1669_;
                                            uint _e5187 = l_mut_440_;
                                            uint l_2037_ = (_e5186 - _e5187);
                                            uint _e5189 = l_mut_1670_;
                                            uint _e5190 = l_mut_441_;
                                            bool l_2038_ = (_e5189 < _e5190);
                                            uint l_2039_ = uint(l_2038_);
                                            uint l_2040_ = (l_2037_ - l_2039_);
                                            l_mut_1670_ = l_2036_;
                                            l_mut_1669_ = l_2040_;
                                            uint _e5194 = l_mut_1675_;
                                            l_mut_1675_ = (_e5194 + 1u);
                                        }
                                    }
                                }
                                uint _e5197 = l_mut_1675_;
                                uint _e5198 = l_mut_382_;
                                uint l_2041_ = (_e5197 * _e5198);
                                uint _e5200 = l_mut_388_;
                                uint l_2042_ = (_e5200 + l_2041_);
                                uint _e5202 = l_mut_382_;
                                uint l_2043_ = (l_2042_ + _e5202);
                                bool l_2044_ = (l_2043_ >= l_1060_);
                                if (l_2044_) {
                                    l_mut_645_ = true;
                                    l_mut_628_ = false;
                                } else {
                                    uint _e5207 = l_mut_441_;
                                    uint _e5208 = l_mut_1675_;
                                    uint l_2045_ = (_e5207 * _e5208);
                                    uint _e5210 = l_mut_441_;
                                    uint64_t l_3170_ = uint64_t(_e5210);
                                    uint _e5212 = l_mut_1675_;
                                    uint64_t l_3171_ = uint64_t(_e5212);
                                    uint64_t l_3172_ = (l_3170_ * l_3171_);
                                    uint64_t l_3173_ = (l_3172_ >> uint(32uL));
                                    uint l_2046_ = uint(l_3173_);
                                    uint _e5221 = l_mut_440_;
                                    uint _e5222 = l_mut_1675_;
                                    uint l_2047_ = (_e5221 * _e5222);
                                    uint l_2048_ = (l_2046_ + l_2047_);
                                    uint _e5225 = l_mut_439_;
                                    uint l_2049_ = (_e5225 - l_2045_);
                                    uint _e5227 = l_mut_428_;
                                    uint l_2050_ = (_e5227 - l_2048_);
                                    uint _e5229 = l_mut_439_;
                                    bool l_2051_ = (_e5229 < l_2045_);
                                    uint l_2052_ = uint(l_2051_);
                                    uint l_2053_ = (l_2050_ - l_2052_);
                                    l_mut_439_ = l_2049_;
                                    l_mut_428_ = l_2053_;
                                    uint _e5233 = l_mut_1675_;
                                    uint _e5234 = l_mut_382_;
                                    uint l_2054_ = (_e5233 * _e5234);
                                    uint _e5236 = l_mut_388_;
                                    l_mut_388_ = (_e5236 + l_2054_);
                                    uint _e5238 = l_mut_441_;
                                    uint _e5239 = l_mut_439_;
                                    uint l_2055_ = (_e5238 - _e5239);
                                    uint _e5241 = l_mut_440_;
                                    uint _e5242 = l_mut_428_;
                                    uint l_2056_ = (_e5241 - _e5242);
                                    uint _e5244 = l_mut_441_;
                                    uint _e5245 = l_mut_439_;
                                    bool l_2057_ = (_e5244 < _e5245);
                                    uint l_2058_ = uint(l_2057_);
                                    uint l_2059_ = (l_2056_ - l_2058_);
                                    l_mut_441_ = l_2055_;
                                    l_mut_440_ = l_2059_;
                                    uint _e5249 = l_mut_382_;
                                    uint _e5250 = l_mut_388_;
                                    l_mut_382_ = (_e5249 + _e5250);
                                }
                            }
                        } else {
                            uint _e5252 = l_mut_421_;
                            uint l_2060_ = (_e5252 - l_1575_);
                            uint _e5254 = l_mut_394_;
                            uint l_2061_ = (_e5254 - l_1579_);
                            uint _e5256 = l_mut_421_;
                            bool l_2062_ = (_e5256 < l_1575_);
                            uint l_2063_ = uint(l_2062_);
                            uint l_2064_ = (l_2061_ - l_2063_);
                            uint _e5260 = l_mut_439_;
                            l_mut_1675_ = _e5260;
                            uint _e5261 = l_mut_428_;
                            l_mut_1670_ = _e5261;
                            uint _e5262 = l_mut_428_;
                            bool l_2065_ = (l_2064_ < _e5262);
                            uint _e5264 = l_mut_428_;
                            bool l_2066_ = (l_2064_ == _e5264);
                            uint _e5266 = l_mut_439_;
                            bool l_2067_ = (l_2060_ < _e5266);
                            if (l_2066_) {
                                local_152 = l_2067_;
                            } else {
                                local_152 = false;
                            }
                            bool l_2068_ = local_152;
                            if (!(l_2065_)) {
                                local_153 = l_2068_;
                            } else {
                                local_153 = true;
                            }
                            bool l_2069_ = local_153;
                            if (l_2069_) {
                                l_mut_1675_ = l_2060_;
                                l_mut_1670_ = l_2064_;
                            }
                            l_mut_350_ = false;
                            uint _e5278 = l_mut_1675_;
                            l_mut_1669_ = _e5278;
                            uint _e5279 = l_mut_1670_;
                            l_mut_275_ = _e5279;
                            if (false) {
                                uint _e5282 = l_mut_1670_;
                                uint l_2072_ = (_e5282 >> 3u);
                                l_mut_1669_ = l_2072_;
                                l_mut_275_ = 0u;
                            } else {
                                if (true) {
                                    uint _e5286 = l_mut_1675_;
                                    l_mut_269_ = _e5286;
                                    if (true) {
                                        uint _e5288 = l_mut_1675_;
                                        uint l_2075_ = (_e5288 >> 3u);
                                        uint _e5291 = l_mut_1670_;
                                        uint l_2076_ = (_e5291 << 29u);
                                        uint l_2077_ = (l_2075_ | l_2076_);
                                        l_mut_269_ = l_2077_;
                                    }
                                    uint _e5295 = l_mut_1670_;
                                    uint l_2078_ = (_e5295 >> 3u);
                                    uint _e5298 = l_mut_269_;
                                    l_mut_1669_ = _e5298;
                                    l_mut_275_ = l_2078_;
                                }
                            }
                            uint _e5299 = l_mut_275_;
                            uint _e5300 = l_mut_440_;
                            bool l_2079_ = (_e5299 < _e5300);
                            uint _e5302 = l_mut_275_;
                            uint _e5303 = l_mut_440_;
                            bool l_2080_ = (_e5302 == _e5303);
                            uint _e5305 = l_mut_1669_;
                            uint _e5306 = l_mut_441_;
                            bool l_2081_ = (_e5305 < _e5306);
                            if (l_2080_) {
                                local_154 = l_2081_;
                            } else {
                                local_154 = false;
                            }
                            bool l_2082_ = local_154;
                            if (!(l_2079_)) {
                                local_155 = l_2082_;
                            } else {
                                local_155 = true;
                            }
                            bool l_2083_ = local_155;
                            bool l_2084_ = !(l_2083_);
                            l_mut_350_ = l_2084_;
                            l_mut_1669_ = 0u;
                            uint _e5319 = l_mut_441_;
                            uint _e5320 = l_mut_440_;
                            uint l_2085_ = (_e5319 | _e5320);
                            bool l_2086_ = (l_2085_ == 0u);
                            bool l_2087_ = !(l_2086_);
                            bool _e5325 = l_mut_350_;
                            if (_e5325) {
                                local_156 = l_2087_;
                            } else {
                                local_156 = false;
                            }
                            bool l_2088_ = local_156;
                            uint _e5330 = l_mut_440_;
                            uint _e5331 = l_mut_1670_;
                            bool l_2089_ = (_e5330 < _e5331);
                            uint _e5333 = l_mut_440_;
                            uint _e5334 = l_mut_1670_;
                            bool l_2090_ = (_e5333 == _e5334);
                            uint _e5336 = l_mut_441_;
                            uint _e5337 = l_mut_1675_;
                            bool l_2091_ = (_e5336 < _e5337);
                            if (l_2090_) {
                                local_157 = l_2091_;
                            } else {
                                local_157 = false;
                            }
                            bool l_2092_ = local_157;
                            if (!(l_2089_)) {
                                local_158 = l_2092_;
                            } else {
                                local_158 = true;
                            }
                            bool l_2093_ = local_158;
                            if (l_2088_) {
                                local_159 = l_2093_;
                            } else {
                                local_159 = false;
                            }
                            bool l_2094_ = local_159;
                            uint _e5352 = l_mut_382_;
                            uint _e5353 = l_mut_388_;
                            uint l_2095_ = (_e5352 + _e5353);
                            bool l_2096_ = (l_2095_ < l_1060_);
                            if (l_2094_) {
                                local_160 = l_2096_;
                            } else {
                                local_160 = false;
                            }
                            bool l_2097_ = local_160;
                            if (l_2097_) {
                                uint _e5360 = l_mut_382_;
                                uint l_2098_ = (l_1060_ - _e5360);
                                uint _e5362 = l_mut_388_;
                                uint l_2099_ = (l_2098_ - _e5362);
                                uint _e5364 = l_mut_382_;
                                uint l_2100_ = naga_div(l_2099_, _e5364);
                                uint _e5366 = l_mut_1675_;
                                uint l_2101_ = (_e5366 - 1u);
                                uint _e5369 = l_mut_1670_;
                                uint l_2102_ = (_e5369 - 0u);
                                uint _e5372 = l_mut_1675_;
                                bool l_2103_ = (_e5372 < 1u);
                                uint l_2104_ = uint(l_2103_);
                                uint l_2105_ = (l_2102_ - l_2104_);
                                l_mut_1675_ = l_2101_;
                                l_mut_1670_ = l_2105_;
                                l_mut_275_ = 0u;
                                l_mut_2106_ = 0u;
                                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                                bool loop_init_11 = true;
                                while(true) {
                                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                                    if (!loop_init_11) {
                                        uint _e5465 = l_mut_2106_;
                                        l_mut_2106_ = (_e5465 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5380 = l_mut_2106_;
                                    if ((_e5380 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5384 = l_mut_2106_;
                                        uint l_2107_ = (19u - _e5384);
                                        uint _e5386 = l_mut_1675_;
                                        l_mut_269_ = _e5386;
                                        uint _e5387 = l_mut_1670_;
                                        l_mut_219_ = _e5387;
                                        bool l_2108_ = (l_2107_ >= 32u);
                                        if (l_2108_) {
                                            uint l_2109_ = (l_2107_ & 31u);
                                            uint _e5392 = l_mut_1670_;
                                            uint l_2110_ = (_e5392 >> l_2109_);
                                            l_mut_269_ = l_2110_;
                                            l_mut_219_ = 0u;
                                        } else {
                                            bool l_2111_ = (l_2107_ > 0u);
                                            if (l_2111_) {
                                                uint _e5397 = l_mut_1675_;
                                                l_mut_213_ = _e5397;
                                                bool l_2112_ = (l_2107_ > 0u);
                                                if (l_2112_) {
                                                    uint _e5400 = l_mut_1675_;
                                                    uint l_2113_ = (_e5400 >> l_2107_);
                                                    uint l_2114_ = (32u - l_2107_);
                                                    uint _e5404 = l_mut_1670_;
                                                    uint l_2115_ = (_e5404 << l_2114_);
                                                    uint l_2116_ = (l_2113_ | l_2115_);
                                                    l_mut_213_ = l_2116_;
                                                }
                                                uint _e5407 = l_mut_1670_;
                                                uint l_2117_ = (_e5407 >> l_2107_);
                                                uint _e5409 = l_mut_213_;
                                                l_mut_269_ = _e5409;
                                                l_mut_219_ = l_2117_;
                                            }
                                        }
                                        uint _e5410 = l_mut_219_;
                                        uint _e5411 = l_mut_440_;
                                        bool l_2118_ = (_e5410 < _e5411);
                                        uint _e5413 = l_mut_219_;
                                        uint _e5414 = l_mut_440_;
                                        bool l_2119_ = (_e5413 == _e5414);
                                        uint _e5416 = l_mut_269_;
                                        uint _e5417 = l_mut_441_;
                                        bool l_2120_ = (_e5416 < _e5417);
                                        if (l_2119_) {
                                            local_161 = l_2120_;
                                        } else {
                                            local_161 = false;
                                        }
                                        bool l_2121_ = local_161;
                                        if (!(l_2118_)) {
                                            local_162 = l_2121_;
                                        } else {
                                            local_162 = true;
                                        }
                                        bool l_2122_ = local_162;
                                        bool l_2123_ = !(l_2122_);
                                        if (l_2123_) {
                                            uint _e5429 = l_mut_441_;
                                            l_mut_269_ = _e5429;
                                            uint _e5430 = l_mut_440_;
                                            l_mut_219_ = _e5430;
                                            bool l_2124_ = (l_2107_ >= 32u);
                                            if (l_2124_) {
                                                uint l_2125_ = (l_2107_ & 31u);
                                                uint _e5435 = l_mut_441_;
                                                uint l_2126_ = (_e5435 << l_2125_);
                                                l_mut_269_ = 0u;
                                                l_mut_219_ = l_2126_;
                                            } else {
                                                bool l_2127_ = (l_2107_ > 0u);
                                                if (l_2127_) {
                                                    uint _e5440 = l_mut_441_;
                                                    uint l_2128_ = (_e5440 << l_2107_);
                                                    uint _e5442 = l_mut_440_;
                                                    uint l_2129_ = (_e5442 << l_2107_);
                                                    uint l_2130_ = (32u - l_2107_);
                                                    uint _e5446 = l_mut_441_;
                                                    uint l_2131_ = (_e5446 >> l_2130_);
                                                    uint l_2132_ = (l_2129_ | l_2131_);
                                                    l_mut_269_ = l_2128_;
                                                    l_mut_219_ = l_2132_;
                                                }
                                            }
                                            uint _e5449 = l_mut_1675_;
                                            uint _e5450 = l_mut_269_;
                                            uint l_2133_ = (_e5449 - _e5450);
                                            uint _e5452 = l_mut_1670_;
                                            uint _e5453 = l_mut_219_;
                                            uint l_2134_ = (_e5452 - _e5453);
                                            uint _e5455 = l_mut_1675_;
                                            uint _e5456 = l_mut_269_;
                                            bool l_2135_ = (_e5455 < _e5456);
                                            uint l_2136_ = uint(l_2135_);
                                            uint l_2137_ = (l_2134_ - l_2136_);
                                            l_mut_1675_ = l_2133_;
                                            l_mut_1670_ = l_2137_;
                                            uint l_2138_ = (1u << l_2107_);
                                            uint _e5462 = l_mut_275_;
                                            l_mut_275_ = (_e5462 | l_2138_);
                                        }
                                    }
                                }
                                uint _e5467 = l_mut_275_;
                                uint l_2139_ = min(_e5467, l_2100_);
                                l_mut_275_ = l_2139_;
                                uint _e5469 = l_mut_1670_;
                                uint _e5470 = l_mut_440_;
                                bool l_2140_ = (_e5469 < _e5470);
                                uint _e5472 = l_mut_1670_;
                                uint _e5473 = l_mut_440_;
                                bool l_2141_ = (_e5472 == _e5473);
                                uint _e5475 = l_mut_1675_;
                                uint _e5476 = l_mut_441_;
                                bool l_2142_ = (_e5475 < _e5476);
                                if (l_2141_) {
                                    local_163 = l_2142_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2143_ = local_163;
                                if (!(l_2140_)) {
                                    local_164 = l_2143_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2144_ = local_164;
                                bool l_2145_ = !(l_2144_);
                                if (l_2145_) {
                                    l_mut_275_ = l_2100_;
                                }
                                uint _e5488 = l_mut_275_;
                                l_mut_1669_ = _e5488;
                            }
                            uint _e5489 = l_mut_1669_;
                            bool l_2146_ = (_e5489 > 0u);
                            if (l_2146_) {
                                uint _e5492 = l_mut_441_;
                                uint _e5493 = l_mut_1669_;
                                uint l_2147_ = (_e5492 * _e5493);
                                uint _e5495 = l_mut_441_;
                                uint64_t l_3175_ = uint64_t(_e5495);
                                uint _e5497 = l_mut_1669_;
                                uint64_t l_3176_ = uint64_t(_e5497);
                                uint64_t l_3177_ = (l_3175_ * l_3176_);
                                uint64_t l_3178_ = (l_3177_ >> uint(32uL));
                                uint l_2148_ = uint(l_3178_);
                                uint _e5506 = l_mut_440_;
                                uint _e5507 = l_mut_1669_;
                                uint l_2149_ = (_e5506 * _e5507);
                                uint l_2150_ = (l_2148_ + l_2149_);
                                uint _e5510 = l_mut_421_;
                                uint l_2151_ = (_e5510 - l_2147_);
                                uint _e5512 = l_mut_394_;
                                uint l_2152_ = (_e5512 - l_2150_);
                                uint _e5514 = l_mut_421_;
                                bool l_2153_ = (_e5514 < l_2147_);
                                uint l_2154_ = uint(l_2153_);
                                uint l_2155_ = (l_2152_ - l_2154_);
                                l_mut_421_ = l_2151_;
                                l_mut_394_ = l_2155_;
                                uint _e5518 = l_mut_439_;
                                uint l_2156_ = (_e5518 - l_2147_);
                                uint _e5520 = l_mut_428_;
                                uint l_2157_ = (_e5520 - l_2150_);
                                uint _e5522 = l_mut_439_;
                                bool l_2158_ = (_e5522 < l_2147_);
                                uint l_2159_ = uint(l_2158_);
                                uint l_2160_ = (l_2157_ - l_2159_);
                                l_mut_439_ = l_2156_;
                                l_mut_428_ = l_2160_;
                                uint _e5526 = l_mut_1669_;
                                uint _e5527 = l_mut_382_;
                                uint l_2161_ = (_e5526 * _e5527);
                                uint _e5529 = l_mut_388_;
                                l_mut_388_ = (_e5529 + l_2161_);
                            } else {
                                uint _e5531 = l_mut_421_;
                                uint _e5532 = l_mut_441_;
                                uint l_2162_ = (_e5531 - _e5532);
                                uint _e5534 = l_mut_394_;
                                uint _e5535 = l_mut_440_;
                                uint l_2163_ = (_e5534 - _e5535);
                                uint _e5537 = l_mut_421_;
                                uint _e5538 = l_mut_441_;
                                bool l_2164_ = (_e5537 < _e5538);
                                uint l_2165_ = uint(l_2164_);
                                uint l_2166_ = (l_2163_ - l_2165_);
                                l_mut_421_ = l_2162_;
                                l_mut_394_ = l_2166_;
                                uint _e5542 = l_mut_394_;
                                bool l_2167_ = (_e5542 < l_1579_);
                                uint _e5544 = l_mut_394_;
                                bool l_2168_ = (_e5544 == l_1579_);
                                uint _e5546 = l_mut_421_;
                                bool l_2169_ = (_e5546 < l_1575_);
                                if (l_2168_) {
                                    local_165 = l_2169_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2170_ = local_165;
                                if (!(l_2167_)) {
                                    local_166 = l_2170_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2171_ = local_166;
                                if (l_2171_) {
                                    l_mut_628_ = false;
                                } else {
                                    uint _e5558 = l_mut_382_;
                                    uint l_2172_ = (l_1060_ - _e5558);
                                    uint _e5560 = l_mut_388_;
                                    uint l_2173_ = naga_div(l_2172_, _e5560);
                                    l_mut_1675_ = 0u;
                                    l_mut_350_ = false;
                                    uint _e5564 = l_mut_441_;
                                    l_mut_1670_ = _e5564;
                                    uint _e5565 = l_mut_440_;
                                    l_mut_1669_ = _e5565;
                                    if (false) {
                                        uint _e5568 = l_mut_440_;
                                        uint l_2176_ = (_e5568 >> 3u);
                                        l_mut_1670_ = l_2176_;
                                        l_mut_1669_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e5572 = l_mut_441_;
                                            l_mut_275_ = _e5572;
                                            if (true) {
                                                uint _e5574 = l_mut_441_;
                                                uint l_2179_ = (_e5574 >> 3u);
                                                uint _e5577 = l_mut_440_;
                                                uint l_2180_ = (_e5577 << 29u);
                                                uint l_2181_ = (l_2179_ | l_2180_);
                                                l_mut_275_ = l_2181_;
                                            }
                                            uint _e5581 = l_mut_440_;
                                            uint l_2182_ = (_e5581 >> 3u);
                                            uint _e5584 = l_mut_275_;
                                            l_mut_1670_ = _e5584;
                                            l_mut_1669_ = l_2182_;
                                        }
                                    }
                                    uint _e5585 = l_mut_1669_;
                                    uint _e5586 = l_mut_428_;
                                    bool l_2183_ = (_e5585 < _e5586);
                                    uint _e5588 = l_mut_1669_;
                                    uint _e5589 = l_mut_428_;
                                    bool l_2184_ = (_e5588 == _e5589);
                                    uint _e5591 = l_mut_1670_;
                                    uint _e5592 = l_mut_439_;
                                    bool l_2185_ = (_e5591 < _e5592);
                                    if (l_2184_) {
                                        local_167 = l_2185_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2186_ = local_167;
                                    if (!(l_2183_)) {
                                        local_168 = l_2186_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2187_ = local_168;
                                    bool l_2188_ = !(l_2187_);
                                    l_mut_350_ = l_2188_;
                                    uint _e5604 = l_mut_439_;
                                    uint _e5605 = l_mut_428_;
                                    uint l_2189_ = (_e5604 | _e5605);
                                    bool l_2190_ = (l_2189_ == 0u);
                                    if (l_2190_) {
                                        l_mut_1675_ = l_2173_;
                                    } else {
                                        bool _e5609 = l_mut_350_;
                                        if (_e5609) {
                                            uint _e5610 = l_mut_428_;
                                            uint _e5611 = l_mut_440_;
                                            bool l_2191_ = (_e5610 < _e5611);
                                            uint _e5613 = l_mut_428_;
                                            uint _e5614 = l_mut_440_;
                                            bool l_2192_ = (_e5613 == _e5614);
                                            uint _e5616 = l_mut_439_;
                                            uint _e5617 = l_mut_441_;
                                            bool l_2193_ = (_e5616 < _e5617);
                                            if (l_2192_) {
                                                local_169 = l_2193_;
                                            } else {
                                                local_169 = false;
                                            }
                                            bool l_2194_ = local_169;
                                            if (!(l_2191_)) {
                                                local_170 = l_2194_;
                                            } else {
                                                local_170 = true;
                                            }
                                            bool l_2195_ = local_170;
                                            if (l_2195_) {
                                                uint _e5628 = l_mut_441_;
                                                uint l_2196_ = (_e5628 - 1u);
                                                uint _e5631 = l_mut_440_;
                                                uint l_2197_ = (_e5631 - 0u);
                                                uint _e5634 = l_mut_441_;
                                                bool l_2198_ = (_e5634 < 1u);
                                                uint l_2199_ = uint(l_2198_);
                                                uint l_2200_ = (l_2197_ - l_2199_);
                                                l_mut_1670_ = l_2196_;
                                                l_mut_1669_ = l_2200_;
                                                l_mut_275_ = 0u;
                                                l_mut_2201_ = 0u;
                                                uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                                    loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                                    if (!loop_init_12) {
                                                        uint _e5727 = l_mut_2201_;
                                                        l_mut_2201_ = (_e5727 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5642 = l_mut_2201_;
                                                    if ((_e5642 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5646 = l_mut_2201_;
                                                        uint l_2202_ = (19u - _e5646);
                                                        uint _e5648 = l_mut_1670_;
                                                        l_mut_269_ = _e5648;
                                                        uint _e5649 = l_mut_1669_;
                                                        l_mut_219_ = _e5649;
                                                        bool l_2203_ = (l_2202_ >= 32u);
                                                        if (l_2203_) {
                                                            uint l_2204_ = (l_2202_ & 31u);
                                                            uint _e5654 = l_mut_1669_;
                                                            uint l_2205_ = (_e5654 >> l_2204_);
                                                            l_mut_269_ = l_2205_;
                                                            l_mut_219_ = 0u;
                                                        } else {
                                                            bool l_2206_ = (l_2202_ > 0u);
                                                            if (l_2206_) {
                                                                uint _e5659 = l_mut_1670_;
                                                                l_mut_213_ = _e5659;
                                                                bool l_2207_ = (l_2202_ > 0u);
                                                                if (l_2207_) {
                                                                    uint _e5662 = l_mut_1670_;
                                                                    uint l_2208_ = (_e5662 >> l_2202_);
                                                                    uint l_2209_ = (32u - l_2202_);
                                                                    uint _e5666 = l_mut_1669_;
                                                                    uint l_2210_ = (_e5666 << l_2209_);
                                                                    uint l_2211_ = (l_2208_ | l_2210_);
                                                                    l_mut_213_ = l_2211_;
                                                                }
                                                                uint _e5669 = l_mut_1669_;
                                                                uint l_2212_ = (_e5669 >> l_2202_);
                                                                uint _e5671 = l_mut_213_;
                                                                l_mut_269_ = _e5671;
                                                                l_mut_219_ = l_2212_;
                                                            }
                                                        }
                                                        uint _e5672 = l_mut_219_;
                                                        uint _e5673 = l_mut_428_;
                                                        bool l_2213_ = (_e5672 < _e5673);
                                                        uint _e5675 = l_mut_219_;
                                                        uint _e5676 = l_mut_428_;
                                                        bool l_2214_ = (_e5675 == _e5676);
                                                        uint _e5678 = l_mut_269_;
                                                        uint _e5679 = l_mut_439_;
                                                        bool l_2215_ = (_e5678 < _e5679);
                                                        if (l_2214_) {
                                                            local_171 = l_2215_;
                                                        } else {
                                                            local_171 = false;
                                                        }
                                                        bool l_2216_ = local_171;
                                                        if (!(l_2213_)) {
                                                            local_172 = l_2216_;
                                                        } else {
                                                            local_172 = true;
                                                        }
                                                        bool l_2217_ = local_172;
                                                        bool l_2218_ = !(l_2217_);
                                                        if (l_2218_) {
                                                            uint _e5691 = l_mut_439_;
                                                            l_mut_269_ = _e5691;
                                                            uint _e5692 = l_mut_428_;
                                                            l_mut_219_ = _e5692;
                                                            bool l_2219_ = (l_2202_ >= 32u);
                                                            if (l_2219_) {
                                                                uint l_2220_ = (l_2202_ & 31u);
                                                                uint _e5697 = l_mut_439_;
                                                                uint l_2221_ = (_e5697 << l_2220_);
                                                                l_mut_269_ = 0u;
                                                                l_mut_219_ = l_2221_;
                                                            } else {
                                                                bool l_2222_ = (l_2202_ > 0u);
                                                                if (l_2222_) {
                                                                    uint _e5702 = l_mut_439_;
                                                                    uint l_2223_ = (_e5702 << l_2202_);
                                                                    uint _e5704 = l_mut_428_;
                                                                    uint l_2224_ = (_e5704 << l_2202_);
                                                                    uint l_2225_ = (32u - l_2202_);
                                                                    uint _e5708 = l_mut_439_;
                                                                    uint l_2226_ = (_e5708 >> l_2225_);
                                                                    uint l_2227_ = (l_2224_ | l_2226_);
                                                                    l_mut_269_ = l_2223_;
                                                                    l_mut_219_ = l_2227_;
                                                                }
                                                            }
                                                            uint _e5711 = l_mut_1670_;
                                                            uint _e5712 = l_mut_269_;
                                                            uint l_2228_ = (_e5711 - _e5712);
                                                            uint _e5714 = l_mut_1669_;
                                                            uint _e5715 = l_mut_219_;
                                                            uint l_2229_ = (_e5714 - _e5715);
                                                            uint _e5717 = l_mut_1670_;
                                                            uint _e5718 = l_mut_269_;
                                                            bool l_2230_ = (_e5717 < _e5718);
                                                            uint l_2231_ = uint(l_2230_);
                                                            uint l_2232_ = (l_2229_ - l_2231_);
                                                            l_mut_1670_ = l_2228_;
                                                            l_mut_1669_ = l_2232_;
                                                            uint l_2233_ = (1u << l_2202_);
                                                            uint _e5724 = l_mut_275_;
                                                            l_mut_275_ = (_e5724 | l_2233_);
                                                        }
                                                    }
                                                }
                                                uint _e5729 = l_mut_275_;
                                                uint l_2234_ = min(_e5729, l_2173_);
                                                l_mut_275_ = l_2234_;
                                                uint _e5731 = l_mut_1669_;
                                                uint _e5732 = l_mut_428_;
                                                bool l_2235_ = (_e5731 < _e5732);
                                                uint _e5734 = l_mut_1669_;
                                                uint _e5735 = l_mut_428_;
                                                bool l_2236_ = (_e5734 == _e5735);
                                                uint _e5737 = l_mut_1670_;
                                                uint _e5738 = l_mut_439_;
                                                bool l_2237_ = (_e5737 < _e5738);
                                                if (l_2236_) {
                                                    local_173 = l_2237_;
                                                } else {
                                                    local_173 = false;
                                                }
                                                bool l_2238_ = local_173;
                                                if (!(l_2235_)) {
                                                    local_174 = l_2238_;
                                                } else {
                                                    local_174 = true;
                                                }
                                                bool l_2239_ = local_174;
                                                bool l_2240_ = !(l_2239_);
                                                if (l_2240_) {
                                                    l_mut_275_ = l_2173_;
                                                }
                                                uint _e5750 = l_mut_275_;
                                                l_mut_1675_ = _e5750;
                                            }
                                        } else {
                                            uint _e5751 = l_mut_441_;
                                            l_mut_1670_ = _e5751;
                                            uint _e5752 = l_mut_440_;
                                            l_mut_1669_ = _e5752;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5753 = l_mut_428_;
                                                uint _e5754 = l_mut_1669_;
                                                bool l_2241_ = (_e5753 < _e5754);
                                                uint _e5756 = l_mut_428_;
                                                uint _e5757 = l_mut_1669_;
                                                bool l_2242_ = (_e5756 == _e5757);
                                                uint _e5759 = l_mut_439_;
                                                uint _e5760 = l_mut_1670_;
                                                bool l_2243_ = (_e5759 < _e5760);
                                                if (l_2242_) {
                                                    local_175 = l_2243_;
                                                } else {
                                                    local_175 = false;
                                                }
                                                bool l_2244_ = local_175;
                                                if (!(l_2241_)) {
                                                    local_176 = l_2244_;
                                                } else {
                                                    local_176 = true;
                                                }
                                                bool l_2245_ = local_176;
                                                uint _e5771 = l_mut_1675_;
                                                uint _e5772 = l_mut_388_;
                                                uint l_2246_ = (_e5771 * _e5772);
                                                uint _e5774 = l_mut_382_;
                                                uint l_2247_ = (_e5774 + l_2246_);
                                                uint _e5776 = l_mut_388_;
                                                uint l_2248_ = (l_2247_ + _e5776);
                                                bool l_2249_ = (l_2248_ < l_1060_);
                                                if (l_2245_) {
                                                    local_177 = l_2249_;
                                                } else {
                                                    local_177 = false;
                                                }
                                                bool l_2250_ = local_177;
                                                bool l_2251_ = !(l_2250_);
                                                if (l_2251_) {
                                                    break;
                                                }
                                                uint _e5784 = l_mut_1670_;
                                                uint _e5785 = l_mut_439_;
                                                uint l_2252_ = (_e5784 - _e5785);
                                                uint _e5787 = l_mut_1669_;
                                                uint _e5788 = l_mut_428_;
                                                uint l_2253_ = (_e5787 - _e5788);
                                                uint _e5790 = l_mut_1670_;
                                                uint _e5791 = l_mut_439_;
                                                bool l_2254_ = (_e5790 < _e5791);
                                                uint l_2255_ = uint(l_2254_);
                                                uint l_2256_ = (l_2253_ - l_2255_);
                                                l_mut_1670_ = l_2252_;
                                                l_mut_1669_ = l_2256_;
                                                uint _e5795 = l_mut_1675_;
                                                l_mut_1675_ = (_e5795 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5798 = l_mut_388_;
                                    uint _e5799 = l_mut_382_;
                                    uint l_2257_ = (_e5798 + _e5799);
                                    uint _e5801 = l_mut_1675_;
                                    uint _e5802 = l_mut_388_;
                                    uint l_2258_ = (_e5801 * _e5802);
                                    uint l_2259_ = (l_2257_ + l_2258_);
                                    bool l_2260_ = (l_2259_ >= l_1060_);
                                    if (l_2260_) {
                                        l_mut_645_ = true;
                                        l_mut_628_ = false;
                                    } else {
                                        uint _e5808 = l_mut_439_;
                                        uint _e5809 = l_mut_1675_;
                                        uint l_2261_ = (_e5808 * _e5809);
                                        uint _e5811 = l_mut_439_;
                                        uint64_t l_3180_ = uint64_t(_e5811);
                                        uint _e5813 = l_mut_1675_;
                                        uint64_t l_3181_ = uint64_t(_e5813);
                                        uint64_t l_3182_ = (l_3180_ * l_3181_);
                                        uint64_t l_3183_ = (l_3182_ >> uint(32uL));
                                        uint l_2262_ = uint(l_3183_);
                                        uint _e5822 = l_mut_428_;
                                        uint _e5823 = l_mut_1675_;
                                        uint l_2263_ = (_e5822 * _e5823);
                                        uint l_2264_ = (l_2262_ + l_2263_);
                                        uint _e5826 = l_mut_441_;
                                        uint l_2265_ = (_e5826 - l_2261_);
                                        uint _e5828 = l_mut_440_;
                                        uint l_2266_ = (_e5828 - l_2264_);
                                        uint _e5830 = l_mut_441_;
                                        bool l_2267_ = (_e5830 < l_2261_);
                                        uint l_2268_ = uint(l_2267_);
                                        uint l_2269_ = (l_2266_ - l_2268_);
                                        l_mut_441_ = l_2265_;
                                        l_mut_440_ = l_2269_;
                                        uint _e5834 = l_mut_1675_;
                                        uint _e5835 = l_mut_388_;
                                        uint l_2270_ = (_e5834 * _e5835);
                                        uint _e5837 = l_mut_382_;
                                        l_mut_382_ = (_e5837 + l_2270_);
                                        uint _e5839 = l_mut_439_;
                                        uint _e5840 = l_mut_441_;
                                        uint l_2271_ = (_e5839 - _e5840);
                                        uint _e5842 = l_mut_428_;
                                        uint _e5843 = l_mut_440_;
                                        uint l_2272_ = (_e5842 - _e5843);
                                        uint _e5845 = l_mut_439_;
                                        uint _e5846 = l_mut_441_;
                                        bool l_2273_ = (_e5845 < _e5846);
                                        uint l_2274_ = uint(l_2273_);
                                        uint l_2275_ = (l_2272_ - l_2274_);
                                        l_mut_439_ = l_2271_;
                                        l_mut_428_ = l_2275_;
                                        uint _e5850 = l_mut_388_;
                                        uint _e5851 = l_mut_382_;
                                        l_mut_388_ = (_e5850 + _e5851);
                                    }
                                }
                            }
                        }
                    }
                    bool _e5853 = l_mut_645_;
                    bool l_2276_ = !(_e5853);
                    if (l_1059_) {
                        local_178 = l_2276_;
                    } else {
                        local_178 = false;
                    }
                    bool l_2277_ = local_178;
                    if (l_2277_) {
                        uint _e5860 = l_mut_1057_;
                        uint l_2278_ = (1u << _e5860);
                        uint _e5862 = l_mut_450_;
                        l_mut_450_ = (_e5862 | l_2278_);
                        uint _e5864 = l_mut_445_;
                        l_mut_445_ = (_e5864 + 1u);
                        uint l_2279_ = (l_1058_ + l_1056_);
                        uint l_2280_ = min(l_2279_, l_56_);
                        l_mut_1675_ = 0u;
                        l_mut_2281_ = l_1058_;
                        uint2 loop_bound_19 = uint2(4294967295u, 4294967295u);
                        bool loop_init_13 = true;
                        while(true) {
                            if (all(loop_bound_19 == uint2(0u, 0u))) { break; }
                            loop_bound_19 -= uint2(loop_bound_19.y == 0u, 1u);
                            if (!loop_init_13) {
                                uint _e6386 = l_mut_2281_;
                                l_mut_2281_ = (_e6386 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e5871 = l_mut_2281_;
                            if ((_e5871 < l_2280_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e5873 = l_mut_2281_;
                                uint l_2282_ = (l_59_ * _e5873);
                                uint64_t l_3185_ = uint64_t(l_59_);
                                uint _e5876 = l_mut_2281_;
                                uint64_t l_3186_ = uint64_t(_e5876);
                                uint64_t l_3187_ = (l_3185_ * l_3186_);
                                uint64_t l_3188_ = (l_3187_ >> uint(32uL));
                                uint l_2283_ = uint(l_3188_);
                                uint _e5885 = l_mut_2281_;
                                uint l_2284_ = (l_62_ * _e5885);
                                uint l_2285_ = (l_2283_ + l_2284_);
                                uint l_2286_ = (l_64_ + l_2282_);
                                uint l_2287_ = (l_67_ + l_2285_);
                                bool l_2288_ = (l_2286_ < l_64_);
                                uint l_2289_ = uint(l_2288_);
                                uint l_2290_ = (l_2287_ + l_2289_);
                                l_mut_1670_ = 0u;
                                l_mut_1669_ = 0u;
                                uint _e5895 = l_mut_2281_;
                                bool l_2291_ = (_e5895 < 65536u);
                                if (l_2291_) {
                                    uint _e5898 = l_mut_2281_;
                                    uint _e5899 = l_mut_2281_;
                                    uint l_2292_ = (_e5898 * _e5899);
                                    uint l_2293_ = (l_72_ >> 31u);
                                    bool l_2294_ = (l_2293_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2294_) {
                                        uint l_2295_ = (0u - l_69_);
                                        uint l_2296_ = (0u - l_72_);
                                        bool l_2297_ = (0u < l_69_);
                                        uint l_2298_ = uint(l_2297_);
                                        uint l_2299_ = (l_2296_ - l_2298_);
                                        l_mut_441_ = l_2295_;
                                        l_mut_440_ = l_2299_;
                                    }
                                    uint _e5913 = l_mut_441_;
                                    uint l_2300_ = (_e5913 * l_2292_);
                                    uint _e5915 = l_mut_440_;
                                    uint l_2301_ = (_e5915 * l_2292_);
                                    uint _e5917 = l_mut_441_;
                                    uint64_t l_3190_ = uint64_t(_e5917);
                                    uint64_t l_3191_ = uint64_t(l_2292_);
                                    uint64_t l_3192_ = (l_3190_ * l_3191_);
                                    uint64_t l_3193_ = (l_3192_ >> uint(32uL));
                                    uint l_2302_ = uint(l_3193_);
                                    uint l_2303_ = (l_2302_ + l_2301_);
                                    uint _e5928 = l_mut_440_;
                                    uint64_t l_3195_ = uint64_t(_e5928);
                                    uint64_t l_3196_ = uint64_t(l_2292_);
                                    uint64_t l_3197_ = (l_3195_ * l_3196_);
                                    uint64_t l_3198_ = (l_3197_ >> uint(32uL));
                                    uint l_2304_ = uint(l_3198_);
                                    bool l_2305_ = (l_2303_ < l_2301_);
                                    uint l_2306_ = uint(l_2305_);
                                    uint l_2307_ = (l_2304_ + l_2306_);
                                    uint l_2308_ = naga_mod(l_9_, 32u);
                                    l_mut_439_ = l_2300_;
                                    bool l_2309_ = (l_2308_ > 0u);
                                    if (l_2309_) {
                                        uint l_2310_ = (l_2300_ >> l_2308_);
                                        uint l_2311_ = (32u - l_2308_);
                                        uint l_2312_ = (l_2303_ << l_2311_);
                                        uint l_2313_ = (l_2310_ | l_2312_);
                                        l_mut_439_ = l_2313_;
                                    }
                                    l_mut_428_ = l_2303_;
                                    bool l_2314_ = (l_2308_ > 0u);
                                    if (l_2314_) {
                                        uint l_2315_ = (l_2303_ >> l_2308_);
                                        uint l_2316_ = (32u - l_2308_);
                                        uint l_2317_ = (l_2307_ << l_2316_);
                                        uint l_2318_ = (l_2315_ | l_2317_);
                                        l_mut_428_ = l_2318_;
                                    }
                                    uint _e5957 = l_mut_439_;
                                    l_mut_421_ = _e5957;
                                    uint _e5958 = l_mut_428_;
                                    l_mut_439_ = _e5958;
                                    bool l_2319_ = (l_9_ >= 64u);
                                    if (l_2319_) {
                                        l_mut_421_ = l_2307_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_2320_ = (l_9_ >= 32u);
                                        if (l_2320_) {
                                            l_mut_428_ = l_2303_;
                                            bool l_2321_ = (l_2308_ > 0u);
                                            if (l_2321_) {
                                                uint l_2322_ = (l_2303_ >> l_2308_);
                                                uint l_2323_ = (32u - l_2308_);
                                                uint l_2324_ = (l_2307_ << l_2323_);
                                                uint l_2325_ = (l_2322_ | l_2324_);
                                                l_mut_428_ = l_2325_;
                                            }
                                            uint l_2326_ = (l_2307_ >> l_2308_);
                                            uint _e5972 = l_mut_428_;
                                            l_mut_421_ = _e5972;
                                            l_mut_439_ = l_2326_;
                                        }
                                    }
                                    uint _e5973 = l_mut_421_;
                                    l_mut_441_ = _e5973;
                                    uint _e5974 = l_mut_439_;
                                    l_mut_440_ = _e5974;
                                    if (l_2294_) {
                                        uint _e5976 = l_mut_441_;
                                        uint l_2327_ = (0u - _e5976);
                                        uint _e5979 = l_mut_440_;
                                        uint l_2328_ = (0u - _e5979);
                                        uint _e5982 = l_mut_441_;
                                        bool l_2329_ = (0u < _e5982);
                                        uint l_2330_ = uint(l_2329_);
                                        uint l_2331_ = (l_2328_ - l_2330_);
                                        l_mut_441_ = l_2327_;
                                        l_mut_440_ = l_2331_;
                                    }
                                    uint _e5986 = l_mut_441_;
                                    l_mut_1670_ = _e5986;
                                    uint _e5987 = l_mut_440_;
                                    l_mut_1669_ = _e5987;
                                } else {
                                    uint l_2332_ = (l_72_ >> 31u);
                                    bool l_2333_ = (l_2332_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_2333_) {
                                        uint l_2334_ = (0u - l_69_);
                                        uint l_2335_ = (0u - l_72_);
                                        bool l_2336_ = (0u < l_69_);
                                        uint l_2337_ = uint(l_2336_);
                                        uint l_2338_ = (l_2335_ - l_2337_);
                                        l_mut_441_ = l_2334_;
                                        l_mut_440_ = l_2338_;
                                    }
                                    uint _e6000 = l_mut_441_;
                                    uint _e6001 = l_mut_2281_;
                                    uint l_2339_ = (_e6000 * _e6001);
                                    uint _e6003 = l_mut_440_;
                                    uint _e6004 = l_mut_2281_;
                                    uint l_2340_ = (_e6003 * _e6004);
                                    uint _e6006 = l_mut_441_;
                                    uint64_t l_3200_ = uint64_t(_e6006);
                                    uint _e6008 = l_mut_2281_;
                                    uint64_t l_3201_ = uint64_t(_e6008);
                                    uint64_t l_3202_ = (l_3200_ * l_3201_);
                                    uint64_t l_3203_ = (l_3202_ >> uint(32uL));
                                    uint l_2341_ = uint(l_3203_);
                                    uint l_2342_ = (l_2341_ + l_2340_);
                                    uint _e6018 = l_mut_440_;
                                    uint64_t l_3205_ = uint64_t(_e6018);
                                    uint _e6020 = l_mut_2281_;
                                    uint64_t l_3206_ = uint64_t(_e6020);
                                    uint64_t l_3207_ = (l_3205_ * l_3206_);
                                    uint64_t l_3208_ = (l_3207_ >> uint(32uL));
                                    uint l_2343_ = uint(l_3208_);
                                    bool l_2344_ = (l_2342_ < l_2340_);
                                    uint l_2345_ = uint(l_2344_);
                                    uint l_2346_ = (l_2343_ + l_2345_);
                                    l_mut_439_ = l_2339_;
                                    bool l_2348_ = (0u > 0u);
                                    if (l_2348_) {
                                        uint l_2349_ = (l_2339_ >> 0u);
                                        uint l_2350_ = (32u - 0u);
                                        uint l_2351_ = (l_2342_ << l_2350_);
                                        uint l_2352_ = (l_2349_ | l_2351_);
                                        l_mut_439_ = l_2352_;
                                    }
                                    l_mut_428_ = l_2342_;
                                    bool l_2353_ = (0u > 0u);
                                    if (l_2353_) {
                                        uint l_2354_ = (l_2342_ >> 0u);
                                        uint l_2355_ = (32u - 0u);
                                        uint l_2356_ = (l_2346_ << l_2355_);
                                        uint l_2357_ = (l_2354_ | l_2356_);
                                        l_mut_428_ = l_2357_;
                                    }
                                    uint _e6047 = l_mut_439_;
                                    l_mut_421_ = _e6047;
                                    uint _e6048 = l_mut_428_;
                                    l_mut_439_ = _e6048;
                                    if (false) {
                                        l_mut_421_ = l_2346_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_2342_;
                                            bool l_2360_ = (0u > 0u);
                                            if (l_2360_) {
                                                uint l_2361_ = (l_2342_ >> 0u);
                                                uint l_2362_ = (32u - 0u);
                                                uint l_2363_ = (l_2346_ << l_2362_);
                                                uint l_2364_ = (l_2361_ | l_2363_);
                                                l_mut_428_ = l_2364_;
                                            }
                                            uint l_2365_ = (l_2346_ >> 0u);
                                            uint _e6060 = l_mut_428_;
                                            l_mut_421_ = _e6060;
                                            l_mut_439_ = l_2365_;
                                        }
                                    }
                                    uint _e6061 = l_mut_441_;
                                    uint _e6062 = l_mut_2281_;
                                    uint l_2366_ = (_e6061 * _e6062);
                                    uint _e6064 = l_mut_440_;
                                    uint _e6065 = l_mut_2281_;
                                    uint l_2367_ = (_e6064 * _e6065);
                                    uint _e6067 = l_mut_441_;
                                    uint64_t l_3210_ = uint64_t(_e6067);
                                    uint _e6069 = l_mut_2281_;
                                    uint64_t l_3211_ = uint64_t(_e6069);
                                    uint64_t l_3212_ = (l_3210_ * l_3211_);
                                    uint64_t l_3213_ = (l_3212_ >> uint(32uL));
                                    uint l_2368_ = uint(l_3213_);
                                    uint l_2369_ = (l_2368_ + l_2367_);
                                    uint _e6079 = l_mut_440_;
                                    uint64_t l_3215_ = uint64_t(_e6079);
                                    uint _e6081 = l_mut_2281_;
                                    uint64_t l_3216_ = uint64_t(_e6081);
                                    uint64_t l_3217_ = (l_3215_ * l_3216_);
                                    uint64_t l_3218_ = (l_3217_ >> uint(32uL));
                                    uint l_2370_ = uint(l_3218_);
                                    bool l_2371_ = (l_2369_ < l_2367_);
                                    uint l_2372_ = uint(l_2371_);
                                    uint l_2373_ = (l_2370_ + l_2372_);
                                    l_mut_428_ = l_2366_;
                                    bool l_2375_ = (0u > 0u);
                                    if (l_2375_) {
                                        uint l_2376_ = (l_2366_ >> 0u);
                                        uint l_2377_ = (32u - 0u);
                                        uint l_2378_ = (l_2369_ << l_2377_);
                                        uint l_2379_ = (l_2376_ | l_2378_);
                                        l_mut_428_ = l_2379_;
                                    }
                                    l_mut_394_ = l_2369_;
                                    bool l_2380_ = (0u > 0u);
                                    if (l_2380_) {
                                        uint l_2381_ = (l_2369_ >> 0u);
                                        uint l_2382_ = (32u - 0u);
                                        uint l_2383_ = (l_2373_ << l_2382_);
                                        uint l_2384_ = (l_2381_ | l_2383_);
                                        l_mut_394_ = l_2384_;
                                    }
                                    uint _e6108 = l_mut_428_;
                                    l_mut_388_ = _e6108;
                                    uint _e6109 = l_mut_394_;
                                    l_mut_428_ = _e6109;
                                    if (true) {
                                        l_mut_388_ = l_2373_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_2369_;
                                            bool l_2387_ = (0u > 0u);
                                            if (l_2387_) {
                                                uint l_2388_ = (l_2369_ >> 0u);
                                                uint l_2389_ = (32u - 0u);
                                                uint l_2390_ = (l_2373_ << l_2389_);
                                                uint l_2391_ = (l_2388_ | l_2390_);
                                                l_mut_394_ = l_2391_;
                                            }
                                            uint l_2392_ = (l_2373_ >> 0u);
                                            uint _e6121 = l_mut_394_;
                                            l_mut_388_ = _e6121;
                                            l_mut_428_ = l_2392_;
                                        }
                                    }
                                    uint _e6122 = l_mut_421_;
                                    uint _e6123 = l_mut_2281_;
                                    uint l_2393_ = (_e6122 * _e6123);
                                    uint _e6125 = l_mut_439_;
                                    uint _e6126 = l_mut_2281_;
                                    uint l_2394_ = (_e6125 * _e6126);
                                    uint _e6128 = l_mut_421_;
                                    uint64_t l_3220_ = uint64_t(_e6128);
                                    uint _e6130 = l_mut_2281_;
                                    uint64_t l_3221_ = uint64_t(_e6130);
                                    uint64_t l_3222_ = (l_3220_ * l_3221_);
                                    uint64_t l_3223_ = (l_3222_ >> uint(32uL));
                                    uint l_2395_ = uint(l_3223_);
                                    uint l_2396_ = (l_2395_ + l_2394_);
                                    uint _e6140 = l_mut_439_;
                                    uint64_t l_3225_ = uint64_t(_e6140);
                                    uint _e6142 = l_mut_2281_;
                                    uint64_t l_3226_ = uint64_t(_e6142);
                                    uint64_t l_3227_ = (l_3225_ * l_3226_);
                                    uint64_t l_3228_ = (l_3227_ >> uint(32uL));
                                    uint l_2397_ = uint(l_3228_);
                                    bool l_2398_ = (l_2396_ < l_2394_);
                                    uint l_2399_ = uint(l_2398_);
                                    uint l_2400_ = (l_2397_ + l_2399_);
                                    l_mut_441_ = l_2393_;
                                    bool l_2402_ = (0u > 0u);
                                    if (l_2402_) {
                                        uint l_2403_ = (l_2393_ >> 0u);
                                        uint l_2404_ = (32u - 0u);
                                        uint l_2405_ = (l_2396_ << l_2404_);
                                        uint l_2406_ = (l_2403_ | l_2405_);
                                        l_mut_441_ = l_2406_;
                                    }
                                    l_mut_440_ = l_2396_;
                                    bool l_2407_ = (0u > 0u);
                                    if (l_2407_) {
                                        uint l_2408_ = (l_2396_ >> 0u);
                                        uint l_2409_ = (32u - 0u);
                                        uint l_2410_ = (l_2400_ << l_2409_);
                                        uint l_2411_ = (l_2408_ | l_2410_);
                                        l_mut_440_ = l_2411_;
                                    }
                                    uint _e6169 = l_mut_441_;
                                    l_mut_394_ = _e6169;
                                    uint _e6170 = l_mut_440_;
                                    l_mut_441_ = _e6170;
                                    if (false) {
                                        l_mut_394_ = l_2400_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_2396_;
                                            bool l_2414_ = (0u > 0u);
                                            if (l_2414_) {
                                                uint l_2415_ = (l_2396_ >> 0u);
                                                uint l_2416_ = (32u - 0u);
                                                uint l_2417_ = (l_2400_ << l_2416_);
                                                uint l_2418_ = (l_2415_ | l_2417_);
                                                l_mut_440_ = l_2418_;
                                            }
                                            uint l_2419_ = (l_2400_ >> 0u);
                                            uint _e6182 = l_mut_440_;
                                            l_mut_394_ = _e6182;
                                            l_mut_441_ = l_2419_;
                                        }
                                    }
                                    uint _e6183 = l_mut_421_;
                                    uint _e6184 = l_mut_2281_;
                                    uint l_2420_ = (_e6183 * _e6184);
                                    uint _e6186 = l_mut_439_;
                                    uint _e6187 = l_mut_2281_;
                                    uint l_2421_ = (_e6186 * _e6187);
                                    uint _e6189 = l_mut_421_;
                                    uint64_t l_3230_ = uint64_t(_e6189);
                                    uint _e6191 = l_mut_2281_;
                                    uint64_t l_3231_ = uint64_t(_e6191);
                                    uint64_t l_3232_ = (l_3230_ * l_3231_);
                                    uint64_t l_3233_ = (l_3232_ >> uint(32uL));
                                    uint l_2422_ = uint(l_3233_);
                                    uint l_2423_ = (l_2422_ + l_2421_);
                                    uint _e6201 = l_mut_439_;
                                    uint64_t l_3235_ = uint64_t(_e6201);
                                    uint _e6203 = l_mut_2281_;
                                    uint64_t l_3236_ = uint64_t(_e6203);
                                    uint64_t l_3237_ = (l_3235_ * l_3236_);
                                    uint64_t l_3238_ = (l_3237_ >> uint(32uL));
                                    uint l_2424_ = uint(l_3238_);
                                    bool l_2425_ = (l_2423_ < l_2421_);
                                    uint l_2426_ = uint(l_2425_);
                                    uint l_2427_ = (l_2424_ + l_2426_);
                                    l_mut_440_ = l_2420_;
                                    bool l_2429_ = (0u > 0u);
                                    if (l_2429_) {
                                        uint l_2430_ = (l_2420_ >> 0u);
                                        uint l_2431_ = (32u - 0u);
                                        uint l_2432_ = (l_2423_ << l_2431_);
                                        uint l_2433_ = (l_2430_ | l_2432_);
                                        l_mut_440_ = l_2433_;
                                    }
                                    l_mut_382_ = l_2423_;
                                    bool l_2434_ = (0u > 0u);
                                    if (l_2434_) {
                                        uint l_2435_ = (l_2423_ >> 0u);
                                        uint l_2436_ = (32u - 0u);
                                        uint l_2437_ = (l_2427_ << l_2436_);
                                        uint l_2438_ = (l_2435_ | l_2437_);
                                        l_mut_382_ = l_2438_;
                                    }
                                    uint _e6230 = l_mut_440_;
                                    l_mut_275_ = _e6230;
                                    uint _e6231 = l_mut_382_;
                                    l_mut_440_ = _e6231;
                                    if (true) {
                                        l_mut_275_ = l_2427_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_2423_;
                                            bool l_2441_ = (0u > 0u);
                                            if (l_2441_) {
                                                uint l_2442_ = (l_2423_ >> 0u);
                                                uint l_2443_ = (32u - 0u);
                                                uint l_2444_ = (l_2427_ << l_2443_);
                                                uint l_2445_ = (l_2442_ | l_2444_);
                                                l_mut_382_ = l_2445_;
                                            }
                                            uint l_2446_ = (l_2427_ >> 0u);
                                            uint _e6243 = l_mut_382_;
                                            l_mut_275_ = _e6243;
                                            l_mut_440_ = l_2446_;
                                        }
                                    }
                                    uint _e6244 = l_mut_388_;
                                    uint _e6245 = l_mut_2281_;
                                    uint l_2447_ = (_e6244 * _e6245);
                                    uint _e6247 = l_mut_388_;
                                    uint64_t l_3240_ = uint64_t(_e6247);
                                    uint _e6249 = l_mut_2281_;
                                    uint64_t l_3241_ = uint64_t(_e6249);
                                    uint64_t l_3242_ = (l_3240_ * l_3241_);
                                    uint64_t l_3243_ = (l_3242_ >> uint(32uL));
                                    uint l_2448_ = uint(l_3243_);
                                    uint _e6258 = l_mut_428_;
                                    uint _e6259 = l_mut_2281_;
                                    uint l_2449_ = (_e6258 * _e6259);
                                    uint l_2450_ = (l_2448_ + l_2449_);
                                    uint _e6262 = l_mut_275_;
                                    uint l_2451_ = (_e6262 + l_2447_);
                                    uint _e6264 = l_mut_440_;
                                    uint l_2452_ = (_e6264 + l_2450_);
                                    uint _e6266 = l_mut_275_;
                                    bool l_2453_ = (l_2451_ < _e6266);
                                    uint l_2454_ = uint(l_2453_);
                                    uint l_2455_ = (l_2452_ + l_2454_);
                                    uint _e6270 = l_mut_394_;
                                    l_mut_1670_ = _e6270;
                                    uint _e6271 = l_mut_441_;
                                    l_mut_1669_ = _e6271;
                                    bool l_2456_ = (l_9_ == 64u);
                                    if (l_2456_) {
                                        l_mut_1670_ = l_2451_;
                                        l_mut_1669_ = l_2455_;
                                    } else {
                                        bool l_2457_ = (l_9_ > 0u);
                                        if (l_2457_) {
                                            uint l_2458_ = (64u - l_9_);
                                            l_mut_440_ = l_2451_;
                                            l_mut_439_ = l_2455_;
                                            bool l_2459_ = (l_2458_ >= 32u);
                                            if (l_2459_) {
                                                uint l_2460_ = (l_2458_ & 31u);
                                                uint l_2461_ = (l_2451_ << l_2460_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2461_;
                                            } else {
                                                bool l_2462_ = (l_2458_ > 0u);
                                                if (l_2462_) {
                                                    uint l_2463_ = (l_2451_ << l_2458_);
                                                    uint l_2464_ = (l_2455_ << l_2458_);
                                                    uint l_2465_ = (32u - l_2458_);
                                                    uint l_2466_ = (l_2451_ >> l_2465_);
                                                    uint l_2467_ = (l_2464_ | l_2466_);
                                                    l_mut_440_ = l_2463_;
                                                    l_mut_439_ = l_2467_;
                                                }
                                            }
                                            uint _e6292 = l_mut_394_;
                                            l_mut_428_ = _e6292;
                                            uint _e6293 = l_mut_441_;
                                            l_mut_421_ = _e6293;
                                            bool l_2468_ = (l_9_ >= 32u);
                                            if (l_2468_) {
                                                uint l_2469_ = (l_9_ & 31u);
                                                uint _e6298 = l_mut_441_;
                                                uint l_2470_ = (_e6298 >> l_2469_);
                                                l_mut_428_ = l_2470_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2471_ = (l_9_ > 0u);
                                                if (l_2471_) {
                                                    uint _e6303 = l_mut_394_;
                                                    l_mut_388_ = _e6303;
                                                    bool l_2472_ = (l_9_ > 0u);
                                                    if (l_2472_) {
                                                        uint _e6306 = l_mut_394_;
                                                        uint l_2473_ = (_e6306 >> l_9_);
                                                        uint l_2474_ = (32u - l_9_);
                                                        uint _e6310 = l_mut_441_;
                                                        uint l_2475_ = (_e6310 << l_2474_);
                                                        uint l_2476_ = (l_2473_ | l_2475_);
                                                        l_mut_388_ = l_2476_;
                                                    }
                                                    uint _e6313 = l_mut_441_;
                                                    uint l_2477_ = (_e6313 >> l_9_);
                                                    uint _e6315 = l_mut_388_;
                                                    l_mut_428_ = _e6315;
                                                    l_mut_421_ = l_2477_;
                                                }
                                            }
                                            uint _e6316 = l_mut_440_;
                                            uint _e6317 = l_mut_428_;
                                            uint l_2478_ = (_e6316 + _e6317);
                                            uint _e6319 = l_mut_439_;
                                            uint _e6320 = l_mut_421_;
                                            uint l_2479_ = (_e6319 + _e6320);
                                            uint _e6322 = l_mut_440_;
                                            bool l_2480_ = (l_2478_ < _e6322);
                                            uint l_2481_ = uint(l_2480_);
                                            uint l_2482_ = (l_2479_ + l_2481_);
                                            l_mut_1670_ = l_2478_;
                                            l_mut_1669_ = l_2482_;
                                        }
                                    }
                                    if (l_2333_) {
                                        uint _e6327 = l_mut_1670_;
                                        uint l_2483_ = (0u - _e6327);
                                        uint _e6330 = l_mut_1669_;
                                        uint l_2484_ = (0u - _e6330);
                                        uint _e6333 = l_mut_1670_;
                                        bool l_2485_ = (0u < _e6333);
                                        uint l_2486_ = uint(l_2485_);
                                        uint l_2487_ = (l_2484_ - l_2486_);
                                        l_mut_1670_ = l_2483_;
                                        l_mut_1669_ = l_2487_;
                                    }
                                }
                                uint _e6337 = l_mut_1670_;
                                uint l_2488_ = (l_2286_ + _e6337);
                                uint _e6339 = l_mut_1669_;
                                uint l_2489_ = (l_2290_ + _e6339);
                                bool l_2490_ = (l_2488_ < l_2286_);
                                uint l_2491_ = uint(l_2490_);
                                uint l_2492_ = (l_2489_ + l_2491_);
                                uint l_2493_ = (0u - l_2488_);
                                uint l_2494_ = (0u - l_2492_);
                                bool l_2495_ = (0u < l_2488_);
                                uint l_2496_ = uint(l_2495_);
                                uint l_2497_ = (l_2494_ - l_2496_);
                                l_mut_1670_ = l_2493_;
                                l_mut_1669_ = l_2497_;
                                uint _e6352 = l_mut_1669_;
                                bool l_2498_ = (l_2492_ < _e6352);
                                uint _e6354 = l_mut_1669_;
                                bool l_2499_ = (l_2492_ == _e6354);
                                uint _e6356 = l_mut_1670_;
                                bool l_2500_ = (l_2488_ < _e6356);
                                if (l_2499_) {
                                    local_179 = l_2500_;
                                } else {
                                    local_179 = false;
                                }
                                bool l_2501_ = local_179;
                                if (!(l_2498_)) {
                                    local_180 = l_2501_;
                                } else {
                                    local_180 = true;
                                }
                                bool l_2502_ = local_180;
                                if (l_2502_) {
                                    l_mut_1670_ = l_2488_;
                                    l_mut_1669_ = l_2492_;
                                }
                                uint _e6367 = l_mut_1669_;
                                bool l_2503_ = (_e6367 < l_27_);
                                uint _e6369 = l_mut_1669_;
                                bool l_2504_ = (_e6369 == l_27_);
                                uint _e6371 = l_mut_1670_;
                                bool l_2505_ = (_e6371 < l_24_);
                                if (l_2504_) {
                                    local_181 = l_2505_;
                                } else {
                                    local_181 = false;
                                }
                                bool l_2506_ = local_181;
                                if (!(l_2503_)) {
                                    local_182 = l_2506_;
                                } else {
                                    local_182 = true;
                                }
                                bool l_2507_ = local_182;
                                uint l_2508_ = uint(l_2507_);
                                uint _e6383 = l_mut_1675_;
                                l_mut_1675_ = (_e6383 + l_2508_);
                            }
                        }
                        uint _e6388 = l_mut_444_;
                        uint _e6389 = l_mut_1675_;
                        l_mut_444_ = (_e6388 + _e6389);
                    }
                }
            }
            uint _e6394 = l_mut_445_;
            bool l_2509_ = (_e6394 > 0u);
            if (l_2509_) {
                uint l_3245_ = asuint(info.Load(20+0));
                uint l_3246_ = (l_3245_ * 1u);
                uint l_3247_ = (l_3246_ - 1u);
                uint l_3248_ = min(1u, l_3247_);
                uint _e6409 = l_mut_445_;
                uint _e6410; buffer_5_global.InterlockedAdd(l_3248_*4, _e6409, _e6410);
            }
            uint _e6411 = l_mut_444_;
            bool l_2512_ = (_e6411 > 0u);
            if (l_2512_) {
                uint l_3250_ = asuint(info.Load(20+0));
                uint l_3251_ = (l_3250_ * 1u);
                uint l_3252_ = (l_3251_ - 1u);
                uint l_3253_ = min(2u, l_3252_);
                uint _e6426 = l_mut_444_;
                uint _e6427; buffer_5_global.InterlockedAdd(l_3253_*4, _e6426, _e6427);
                l_mut_1675_ = _e6427;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e6996 = l_mut_2515_;
                        l_mut_2515_ = (_e6996 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6430 = l_mut_2515_;
                    if ((_e6430 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6433 = l_mut_450_;
                        uint _e6434 = l_mut_2515_;
                        uint l_2516_ = (_e6433 >> _e6434);
                        uint l_2517_ = (l_2516_ & 1u);
                        bool l_2518_ = (l_2517_ == 1u);
                        if (l_2518_) {
                            uint _e6440 = l_mut_2515_;
                            uint l_2519_ = (_e6440 * l_1056_);
                            uint l_2520_ = (l_2519_ + l_1056_);
                            uint l_2521_ = min(l_2520_, l_56_);
                            uint _e6444 = l_mut_1675_;
                            l_mut_1670_ = _e6444;
                            l_mut_2522_ = l_2519_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e6992 = l_mut_2522_;
                                    l_mut_2522_ = (_e6992 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6446 = l_mut_2522_;
                                if ((_e6446 < l_2521_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6448 = l_mut_2522_;
                                    uint l_2523_ = (l_59_ * _e6448);
                                    uint64_t l_3255_ = uint64_t(l_59_);
                                    uint _e6451 = l_mut_2522_;
                                    uint64_t l_3256_ = uint64_t(_e6451);
                                    uint64_t l_3257_ = (l_3255_ * l_3256_);
                                    uint64_t l_3258_ = (l_3257_ >> uint(32uL));
                                    uint l_2524_ = uint(l_3258_);
                                    uint _e6460 = l_mut_2522_;
                                    uint l_2525_ = (l_62_ * _e6460);
                                    uint l_2526_ = (l_2524_ + l_2525_);
                                    uint l_2527_ = (l_64_ + l_2523_);
                                    uint l_2528_ = (l_67_ + l_2526_);
                                    bool l_2529_ = (l_2527_ < l_64_);
                                    uint l_2530_ = uint(l_2529_);
                                    uint l_2531_ = (l_2528_ + l_2530_);
                                    l_mut_1669_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e6470 = l_mut_2522_;
                                    bool l_2532_ = (_e6470 < 65536u);
                                    if (l_2532_) {
                                        uint _e6473 = l_mut_2522_;
                                        uint _e6474 = l_mut_2522_;
                                        uint l_2533_ = (_e6473 * _e6474);
                                        uint l_2534_ = (l_72_ >> 31u);
                                        bool l_2535_ = (l_2534_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2535_) {
                                            uint l_2536_ = (0u - l_69_);
                                            uint l_2537_ = (0u - l_72_);
                                            bool l_2538_ = (0u < l_69_);
                                            uint l_2539_ = uint(l_2538_);
                                            uint l_2540_ = (l_2537_ - l_2539_);
                                            l_mut_444_ = l_2536_;
                                            l_mut_441_ = l_2540_;
                                        }
                                        uint _e6488 = l_mut_444_;
                                        uint l_2541_ = (_e6488 * l_2533_);
                                        uint _e6490 = l_mut_441_;
                                        uint l_2542_ = (_e6490 * l_2533_);
                                        uint _e6492 = l_mut_444_;
                                        uint64_t l_3260_ = uint64_t(_e6492);
                                        uint64_t l_3261_ = uint64_t(l_2533_);
                                        uint64_t l_3262_ = (l_3260_ * l_3261_);
                                        uint64_t l_3263_ = (l_3262_ >> uint(32uL));
                                        uint l_2543_ = uint(l_3263_);
                                        uint l_2544_ = (l_2543_ + l_2542_);
                                        uint _e6503 = l_mut_441_;
                                        uint64_t l_3265_ = uint64_t(_e6503);
                                        uint64_t l_3266_ = uint64_t(l_2533_);
                                        uint64_t l_3267_ = (l_3265_ * l_3266_);
                                        uint64_t l_3268_ = (l_3267_ >> uint(32uL));
                                        uint l_2545_ = uint(l_3268_);
                                        bool l_2546_ = (l_2544_ < l_2542_);
                                        uint l_2547_ = uint(l_2546_);
                                        uint l_2548_ = (l_2545_ + l_2547_);
                                        uint l_2549_ = naga_mod(l_9_, 32u);
                                        l_mut_440_ = l_2541_;
                                        bool l_2550_ = (l_2549_ > 0u);
                                        if (l_2550_) {
                                            uint l_2551_ = (l_2541_ >> l_2549_);
                                            uint l_2552_ = (32u - l_2549_);
                                            uint l_2553_ = (l_2544_ << l_2552_);
                                            uint l_2554_ = (l_2551_ | l_2553_);
                                            l_mut_440_ = l_2554_;
                                        }
                                        l_mut_439_ = l_2544_;
                                        bool l_2555_ = (l_2549_ > 0u);
                                        if (l_2555_) {
                                            uint l_2556_ = (l_2544_ >> l_2549_);
                                            uint l_2557_ = (32u - l_2549_);
                                            uint l_2558_ = (l_2548_ << l_2557_);
                                            uint l_2559_ = (l_2556_ | l_2558_);
                                            l_mut_439_ = l_2559_;
                                        }
                                        uint _e6532 = l_mut_440_;
                                        l_mut_428_ = _e6532;
                                        uint _e6533 = l_mut_439_;
                                        l_mut_440_ = _e6533;
                                        bool l_2560_ = (l_9_ >= 64u);
                                        if (l_2560_) {
                                            l_mut_428_ = l_2548_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2561_ = (l_9_ >= 32u);
                                            if (l_2561_) {
                                                l_mut_439_ = l_2544_;
                                                bool l_2562_ = (l_2549_ > 0u);
                                                if (l_2562_) {
                                                    uint l_2563_ = (l_2544_ >> l_2549_);
                                                    uint l_2564_ = (32u - l_2549_);
                                                    uint l_2565_ = (l_2548_ << l_2564_);
                                                    uint l_2566_ = (l_2563_ | l_2565_);
                                                    l_mut_439_ = l_2566_;
                                                }
                                                uint l_2567_ = (l_2548_ >> l_2549_);
                                                uint _e6547 = l_mut_439_;
                                                l_mut_428_ = _e6547;
                                                l_mut_440_ = l_2567_;
                                            }
                                        }
                                        uint _e6548 = l_mut_428_;
                                        l_mut_444_ = _e6548;
                                        uint _e6549 = l_mut_440_;
                                        l_mut_441_ = _e6549;
                                        if (l_2535_) {
                                            uint _e6551 = l_mut_444_;
                                            uint l_2568_ = (0u - _e6551);
                                            uint _e6554 = l_mut_441_;
                                            uint l_2569_ = (0u - _e6554);
                                            uint _e6557 = l_mut_444_;
                                            bool l_2570_ = (0u < _e6557);
                                            uint l_2571_ = uint(l_2570_);
                                            uint l_2572_ = (l_2569_ - l_2571_);
                                            l_mut_444_ = l_2568_;
                                            l_mut_441_ = l_2572_;
                                        }
                                        uint _e6561 = l_mut_444_;
                                        l_mut_1669_ = _e6561;
                                        uint _e6562 = l_mut_441_;
                                        l_mut_445_ = _e6562;
                                    } else {
                                        uint l_2573_ = (l_72_ >> 31u);
                                        bool l_2574_ = (l_2573_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2574_) {
                                            uint l_2575_ = (0u - l_69_);
                                            uint l_2576_ = (0u - l_72_);
                                            bool l_2577_ = (0u < l_69_);
                                            uint l_2578_ = uint(l_2577_);
                                            uint l_2579_ = (l_2576_ - l_2578_);
                                            l_mut_444_ = l_2575_;
                                            l_mut_441_ = l_2579_;
                                        }
                                        uint _e6575 = l_mut_444_;
                                        uint _e6576 = l_mut_2522_;
                                        uint l_2580_ = (_e6575 * _e6576);
                                        uint _e6578 = l_mut_441_;
                                        uint _e6579 = l_mut_2522_;
                                        uint l_2581_ = (_e6578 * _e6579);
                                        uint _e6581 = l_mut_444_;
                                        uint64_t l_3270_ = uint64_t(_e6581);
                                        uint _e6583 = l_mut_2522_;
                                        uint64_t l_3271_ = uint64_t(_e6583);
                                        uint64_t l_3272_ = (l_3270_ * l_3271_);
                                        uint64_t l_3273_ = (l_3272_ >> uint(32uL));
                                        uint l_2582_ = uint(l_3273_);
                                        uint l_2583_ = (l_2582_ + l_2581_);
                                        uint _e6593 = l_mut_441_;
                                        uint64_t l_3275_ = uint64_t(_e6593);
                                        uint _e6595 = l_mut_2522_;
                                        uint64_t l_3276_ = uint64_t(_e6595);
                                        uint64_t l_3277_ = (l_3275_ * l_3276_);
                                        uint64_t l_3278_ = (l_3277_ >> uint(32uL));
                                        uint l_2584_ = uint(l_3278_);
                                        bool l_2585_ = (l_2583_ < l_2581_);
                                        uint l_2586_ = uint(l_2585_);
                                        uint l_2587_ = (l_2584_ + l_2586_);
                                        l_mut_440_ = l_2580_;
                                        bool l_2589_ = (0u > 0u);
                                        if (l_2589_) {
                                            uint l_2590_ = (l_2580_ >> 0u);
                                            uint l_2591_ = (32u - 0u);
                                            uint l_2592_ = (l_2583_ << l_2591_);
                                            uint l_2593_ = (l_2590_ | l_2592_);
                                            l_mut_440_ = l_2593_;
                                        }
                                        l_mut_439_ = l_2583_;
                                        bool l_2594_ = (0u > 0u);
                                        if (l_2594_) {
                                            uint l_2595_ = (l_2583_ >> 0u);
                                            uint l_2596_ = (32u - 0u);
                                            uint l_2597_ = (l_2587_ << l_2596_);
                                            uint l_2598_ = (l_2595_ | l_2597_);
                                            l_mut_439_ = l_2598_;
                                        }
                                        uint _e6622 = l_mut_440_;
                                        l_mut_428_ = _e6622;
                                        uint _e6623 = l_mut_439_;
                                        l_mut_440_ = _e6623;
                                        if (false) {
                                            l_mut_428_ = l_2587_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2583_;
                                                bool l_2601_ = (0u > 0u);
                                                if (l_2601_) {
                                                    uint l_2602_ = (l_2583_ >> 0u);
                                                    uint l_2603_ = (32u - 0u);
                                                    uint l_2604_ = (l_2587_ << l_2603_);
                                                    uint l_2605_ = (l_2602_ | l_2604_);
                                                    l_mut_439_ = l_2605_;
                                                }
                                                uint l_2606_ = (l_2587_ >> 0u);
                                                uint _e6635 = l_mut_439_;
                                                l_mut_428_ = _e6635;
                                                l_mut_440_ = l_2606_;
                                            }
                                        }
                                        uint _e6636 = l_mut_444_;
                                        uint _e6637 = l_mut_2522_;
                                        uint l_2607_ = (_e6636 * _e6637);
                                        uint _e6639 = l_mut_441_;
                                        uint _e6640 = l_mut_2522_;
                                        uint l_2608_ = (_e6639 * _e6640);
                                        uint _e6642 = l_mut_444_;
                                        uint64_t l_3280_ = uint64_t(_e6642);
                                        uint _e6644 = l_mut_2522_;
                                        uint64_t l_3281_ = uint64_t(_e6644);
                                        uint64_t l_3282_ = (l_3280_ * l_3281_);
                                        uint64_t l_3283_ = (l_3282_ >> uint(32uL));
                                        uint l_2609_ = uint(l_3283_);
                                        uint l_2610_ = (l_2609_ + l_2608_);
                                        uint _e6654 = l_mut_441_;
                                        uint64_t l_3285_ = uint64_t(_e6654);
                                        uint _e6656 = l_mut_2522_;
                                        uint64_t l_3286_ = uint64_t(_e6656);
                                        uint64_t l_3287_ = (l_3285_ * l_3286_);
                                        uint64_t l_3288_ = (l_3287_ >> uint(32uL));
                                        uint l_2611_ = uint(l_3288_);
                                        bool l_2612_ = (l_2610_ < l_2608_);
                                        uint l_2613_ = uint(l_2612_);
                                        uint l_2614_ = (l_2611_ + l_2613_);
                                        l_mut_439_ = l_2607_;
                                        bool l_2616_ = (0u > 0u);
                                        if (l_2616_) {
                                            uint l_2617_ = (l_2607_ >> 0u);
                                            uint l_2618_ = (32u - 0u);
                                            uint l_2619_ = (l_2610_ << l_2618_);
                                            uint l_2620_ = (l_2617_ | l_2619_);
                                            l_mut_439_ = l_2620_;
                                        }
                                        l_mut_421_ = l_2610_;
                                        bool l_2621_ = (0u > 0u);
                                        if (l_2621_) {
                                            uint l_2622_ = (l_2610_ >> 0u);
                                            uint l_2623_ = (32u - 0u);
                                            uint l_2624_ = (l_2614_ << l_2623_);
                                            uint l_2625_ = (l_2622_ | l_2624_);
                                            l_mut_421_ = l_2625_;
                                        }
                                        uint _e6683 = l_mut_439_;
                                        l_mut_394_ = _e6683;
                                        uint _e6684 = l_mut_421_;
                                        l_mut_439_ = _e6684;
                                        if (true) {
                                            l_mut_394_ = l_2614_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2610_;
                                                bool l_2628_ = (0u > 0u);
                                                if (l_2628_) {
                                                    uint l_2629_ = (l_2610_ >> 0u);
                                                    uint l_2630_ = (32u - 0u);
                                                    uint l_2631_ = (l_2614_ << l_2630_);
                                                    uint l_2632_ = (l_2629_ | l_2631_);
                                                    l_mut_421_ = l_2632_;
                                                }
                                                uint l_2633_ = (l_2614_ >> 0u);
                                                uint _e6696 = l_mut_421_;
                                                l_mut_394_ = _e6696;
                                                l_mut_439_ = l_2633_;
                                            }
                                        }
                                        uint _e6697 = l_mut_428_;
                                        uint _e6698 = l_mut_2522_;
                                        uint l_2634_ = (_e6697 * _e6698);
                                        uint _e6700 = l_mut_440_;
                                        uint _e6701 = l_mut_2522_;
                                        uint l_2635_ = (_e6700 * _e6701);
                                        uint _e6703 = l_mut_428_;
                                        uint64_t l_3290_ = uint64_t(_e6703);
                                        uint _e6705 = l_mut_2522_;
                                        uint64_t l_3291_ = uint64_t(_e6705);
                                        uint64_t l_3292_ = (l_3290_ * l_3291_);
                                        uint64_t l_3293_ = (l_3292_ >> uint(32uL));
                                        uint l_2636_ = uint(l_3293_);
                                        uint l_2637_ = (l_2636_ + l_2635_);
                                        uint _e6715 = l_mut_440_;
                                        uint64_t l_3295_ = uint64_t(_e6715);
                                        uint _e6717 = l_mut_2522_;
                                        uint64_t l_3296_ = uint64_t(_e6717);
                                        uint64_t l_3297_ = (l_3295_ * l_3296_);
                                        uint64_t l_3298_ = (l_3297_ >> uint(32uL));
                                        uint l_2638_ = uint(l_3298_);
                                        bool l_2639_ = (l_2637_ < l_2635_);
                                        uint l_2640_ = uint(l_2639_);
                                        uint l_2641_ = (l_2638_ + l_2640_);
                                        l_mut_444_ = l_2634_;
                                        bool l_2643_ = (0u > 0u);
                                        if (l_2643_) {
                                            uint l_2644_ = (l_2634_ >> 0u);
                                            uint l_2645_ = (32u - 0u);
                                            uint l_2646_ = (l_2637_ << l_2645_);
                                            uint l_2647_ = (l_2644_ | l_2646_);
                                            l_mut_444_ = l_2647_;
                                        }
                                        l_mut_441_ = l_2637_;
                                        bool l_2648_ = (0u > 0u);
                                        if (l_2648_) {
                                            uint l_2649_ = (l_2637_ >> 0u);
                                            uint l_2650_ = (32u - 0u);
                                            uint l_2651_ = (l_2641_ << l_2650_);
                                            uint l_2652_ = (l_2649_ | l_2651_);
                                            l_mut_441_ = l_2652_;
                                        }
                                        uint _e6744 = l_mut_444_;
                                        l_mut_421_ = _e6744;
                                        uint _e6745 = l_mut_441_;
                                        l_mut_444_ = _e6745;
                                        if (false) {
                                            l_mut_421_ = l_2641_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2637_;
                                                bool l_2655_ = (0u > 0u);
                                                if (l_2655_) {
                                                    uint l_2656_ = (l_2637_ >> 0u);
                                                    uint l_2657_ = (32u - 0u);
                                                    uint l_2658_ = (l_2641_ << l_2657_);
                                                    uint l_2659_ = (l_2656_ | l_2658_);
                                                    l_mut_441_ = l_2659_;
                                                }
                                                uint l_2660_ = (l_2641_ >> 0u);
                                                uint _e6757 = l_mut_441_;
                                                l_mut_421_ = _e6757;
                                                l_mut_444_ = l_2660_;
                                            }
                                        }
                                        uint _e6758 = l_mut_428_;
                                        uint _e6759 = l_mut_2522_;
                                        uint l_2661_ = (_e6758 * _e6759);
                                        uint _e6761 = l_mut_440_;
                                        uint _e6762 = l_mut_2522_;
                                        uint l_2662_ = (_e6761 * _e6762);
                                        uint _e6764 = l_mut_428_;
                                        uint64_t l_3300_ = uint64_t(_e6764);
                                        uint _e6766 = l_mut_2522_;
                                        uint64_t l_3301_ = uint64_t(_e6766);
                                        uint64_t l_3302_ = (l_3300_ * l_3301_);
                                        uint64_t l_3303_ = (l_3302_ >> uint(32uL));
                                        uint l_2663_ = uint(l_3303_);
                                        uint l_2664_ = (l_2663_ + l_2662_);
                                        uint _e6776 = l_mut_440_;
                                        uint64_t l_3305_ = uint64_t(_e6776);
                                        uint _e6778 = l_mut_2522_;
                                        uint64_t l_3306_ = uint64_t(_e6778);
                                        uint64_t l_3307_ = (l_3305_ * l_3306_);
                                        uint64_t l_3308_ = (l_3307_ >> uint(32uL));
                                        uint l_2665_ = uint(l_3308_);
                                        bool l_2666_ = (l_2664_ < l_2662_);
                                        uint l_2667_ = uint(l_2666_);
                                        uint l_2668_ = (l_2665_ + l_2667_);
                                        l_mut_441_ = l_2661_;
                                        bool l_2670_ = (0u > 0u);
                                        if (l_2670_) {
                                            uint l_2671_ = (l_2661_ >> 0u);
                                            uint l_2672_ = (32u - 0u);
                                            uint l_2673_ = (l_2664_ << l_2672_);
                                            uint l_2674_ = (l_2671_ | l_2673_);
                                            l_mut_441_ = l_2674_;
                                        }
                                        l_mut_388_ = l_2664_;
                                        bool l_2675_ = (0u > 0u);
                                        if (l_2675_) {
                                            uint l_2676_ = (l_2664_ >> 0u);
                                            uint l_2677_ = (32u - 0u);
                                            uint l_2678_ = (l_2668_ << l_2677_);
                                            uint l_2679_ = (l_2676_ | l_2678_);
                                            l_mut_388_ = l_2679_;
                                        }
                                        uint _e6805 = l_mut_441_;
                                        l_mut_382_ = _e6805;
                                        uint _e6806 = l_mut_388_;
                                        l_mut_441_ = _e6806;
                                        if (true) {
                                            l_mut_382_ = l_2668_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2664_;
                                                bool l_2682_ = (0u > 0u);
                                                if (l_2682_) {
                                                    uint l_2683_ = (l_2664_ >> 0u);
                                                    uint l_2684_ = (32u - 0u);
                                                    uint l_2685_ = (l_2668_ << l_2684_);
                                                    uint l_2686_ = (l_2683_ | l_2685_);
                                                    l_mut_388_ = l_2686_;
                                                }
                                                uint l_2687_ = (l_2668_ >> 0u);
                                                uint _e6818 = l_mut_388_;
                                                l_mut_382_ = _e6818;
                                                l_mut_441_ = l_2687_;
                                            }
                                        }
                                        uint _e6819 = l_mut_394_;
                                        uint _e6820 = l_mut_2522_;
                                        uint l_2688_ = (_e6819 * _e6820);
                                        uint _e6822 = l_mut_394_;
                                        uint64_t l_3310_ = uint64_t(_e6822);
                                        uint _e6824 = l_mut_2522_;
                                        uint64_t l_3311_ = uint64_t(_e6824);
                                        uint64_t l_3312_ = (l_3310_ * l_3311_);
                                        uint64_t l_3313_ = (l_3312_ >> uint(32uL));
                                        uint l_2689_ = uint(l_3313_);
                                        uint _e6833 = l_mut_439_;
                                        uint _e6834 = l_mut_2522_;
                                        uint l_2690_ = (_e6833 * _e6834);
                                        uint l_2691_ = (l_2689_ + l_2690_);
                                        uint _e6837 = l_mut_382_;
                                        uint l_2692_ = (_e6837 + l_2688_);
                                        uint _e6839 = l_mut_441_;
                                        uint l_2693_ = (_e6839 + l_2691_);
                                        uint _e6841 = l_mut_382_;
                                        bool l_2694_ = (l_2692_ < _e6841);
                                        uint l_2695_ = uint(l_2694_);
                                        uint l_2696_ = (l_2693_ + l_2695_);
                                        uint _e6845 = l_mut_421_;
                                        l_mut_1669_ = _e6845;
                                        uint _e6846 = l_mut_444_;
                                        l_mut_445_ = _e6846;
                                        bool l_2697_ = (l_9_ == 64u);
                                        if (l_2697_) {
                                            l_mut_1669_ = l_2692_;
                                            l_mut_445_ = l_2696_;
                                        } else {
                                            bool l_2698_ = (l_9_ > 0u);
                                            if (l_2698_) {
                                                uint l_2699_ = (64u - l_9_);
                                                l_mut_441_ = l_2692_;
                                                l_mut_440_ = l_2696_;
                                                bool l_2700_ = (l_2699_ >= 32u);
                                                if (l_2700_) {
                                                    uint l_2701_ = (l_2699_ & 31u);
                                                    uint l_2702_ = (l_2692_ << l_2701_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2702_;
                                                } else {
                                                    bool l_2703_ = (l_2699_ > 0u);
                                                    if (l_2703_) {
                                                        uint l_2704_ = (l_2692_ << l_2699_);
                                                        uint l_2705_ = (l_2696_ << l_2699_);
                                                        uint l_2706_ = (32u - l_2699_);
                                                        uint l_2707_ = (l_2692_ >> l_2706_);
                                                        uint l_2708_ = (l_2705_ | l_2707_);
                                                        l_mut_441_ = l_2704_;
                                                        l_mut_440_ = l_2708_;
                                                    }
                                                }
                                                uint _e6867 = l_mut_421_;
                                                l_mut_439_ = _e6867;
                                                uint _e6868 = l_mut_444_;
                                                l_mut_428_ = _e6868;
                                                bool l_2709_ = (l_9_ >= 32u);
                                                if (l_2709_) {
                                                    uint l_2710_ = (l_9_ & 31u);
                                                    uint _e6873 = l_mut_444_;
                                                    uint l_2711_ = (_e6873 >> l_2710_);
                                                    l_mut_439_ = l_2711_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2712_ = (l_9_ > 0u);
                                                    if (l_2712_) {
                                                        uint _e6878 = l_mut_421_;
                                                        l_mut_394_ = _e6878;
                                                        bool l_2713_ = (l_9_ > 0u);
                                                        if (l_2713_) {
                                                            uint _e6881 = l_mut_421_;
                                                            uint l_2714_ = (_e6881 >> l_9_);
                                                            uint l_2715_ = (32u - l_9_);
                                                            uint _e6885 = l_mut_444_;
                                                            uint l_2716_ = (_e6885 << l_2715_);
                                                            uint l_2717_ = (l_2714_ | l_2716_);
                                                            l_mut_394_ = l_2717_;
                                                        }
                                                        uint _e6888 = l_mut_444_;
                                                        uint l_2718_ = (_e6888 >> l_9_);
                                                        uint _e6890 = l_mut_394_;
                                                        l_mut_439_ = _e6890;
                                                        l_mut_428_ = l_2718_;
                                                    }
                                                }
                                                uint _e6891 = l_mut_441_;
                                                uint _e6892 = l_mut_439_;
                                                uint l_2719_ = (_e6891 + _e6892);
                                                uint _e6894 = l_mut_440_;
                                                uint _e6895 = l_mut_428_;
                                                uint l_2720_ = (_e6894 + _e6895);
                                                uint _e6897 = l_mut_441_;
                                                bool l_2721_ = (l_2719_ < _e6897);
                                                uint l_2722_ = uint(l_2721_);
                                                uint l_2723_ = (l_2720_ + l_2722_);
                                                l_mut_1669_ = l_2719_;
                                                l_mut_445_ = l_2723_;
                                            }
                                        }
                                        if (l_2574_) {
                                            uint _e6902 = l_mut_1669_;
                                            uint l_2724_ = (0u - _e6902);
                                            uint _e6905 = l_mut_445_;
                                            uint l_2725_ = (0u - _e6905);
                                            uint _e6908 = l_mut_1669_;
                                            bool l_2726_ = (0u < _e6908);
                                            uint l_2727_ = uint(l_2726_);
                                            uint l_2728_ = (l_2725_ - l_2727_);
                                            l_mut_1669_ = l_2724_;
                                            l_mut_445_ = l_2728_;
                                        }
                                    }
                                    uint _e6912 = l_mut_1669_;
                                    uint l_2729_ = (l_2527_ + _e6912);
                                    uint _e6914 = l_mut_445_;
                                    uint l_2730_ = (l_2531_ + _e6914);
                                    bool l_2731_ = (l_2729_ < l_2527_);
                                    uint l_2732_ = uint(l_2731_);
                                    uint l_2733_ = (l_2730_ + l_2732_);
                                    uint l_2734_ = (0u - l_2729_);
                                    uint l_2735_ = (0u - l_2733_);
                                    bool l_2736_ = (0u < l_2729_);
                                    uint l_2737_ = uint(l_2736_);
                                    uint l_2738_ = (l_2735_ - l_2737_);
                                    l_mut_1669_ = l_2734_;
                                    l_mut_445_ = l_2738_;
                                    uint _e6927 = l_mut_445_;
                                    bool l_2739_ = (l_2733_ < _e6927);
                                    uint _e6929 = l_mut_445_;
                                    bool l_2740_ = (l_2733_ == _e6929);
                                    uint _e6931 = l_mut_1669_;
                                    bool l_2741_ = (l_2729_ < _e6931);
                                    if (l_2740_) {
                                        local_183 = l_2741_;
                                    } else {
                                        local_183 = false;
                                    }
                                    bool l_2742_ = local_183;
                                    if (!(l_2739_)) {
                                        local_184 = l_2742_;
                                    } else {
                                        local_184 = true;
                                    }
                                    bool l_2743_ = local_184;
                                    if (l_2743_) {
                                        l_mut_1669_ = l_2729_;
                                        l_mut_445_ = l_2733_;
                                    }
                                    uint _e6942 = l_mut_445_;
                                    bool l_2744_ = (_e6942 < l_27_);
                                    uint _e6944 = l_mut_445_;
                                    bool l_2745_ = (_e6944 == l_27_);
                                    uint _e6946 = l_mut_1669_;
                                    bool l_2746_ = (_e6946 < l_24_);
                                    if (l_2745_) {
                                        local_185 = l_2746_;
                                    } else {
                                        local_185 = false;
                                    }
                                    bool l_2747_ = local_185;
                                    if (!(l_2744_)) {
                                        local_186 = l_2747_;
                                    } else {
                                        local_186 = true;
                                    }
                                    bool l_2748_ = local_186;
                                    if (l_2748_) {
                                        uint _e6957 = l_mut_1670_;
                                        uint l_2749_ = (_e6957 * 2u);
                                        uint l_2750_ = (l_2749_ + 1u);
                                        uint l_2751_ = asuint(info.Load(40+0));
                                        bool l_2752_ = (l_2750_ < l_2751_);
                                        if (l_2752_) {
                                            uint l_3315_ = asuint(info.Load(16+0));
                                            uint l_3316_ = (l_3315_ * 1u);
                                            bool l_3317_ = (l_2749_ < l_3316_);
                                            if (l_3317_) {
                                                buffer_4_global.Store(l_2749_*4, asuint(id));
                                            }
                                            uint l_2753_ = (l_2749_ + 1u);
                                            uint l_3318_ = asuint(info.Load(16+0));
                                            uint l_3319_ = (l_3318_ * 1u);
                                            bool l_3320_ = (l_2753_ < l_3319_);
                                            if (l_3320_) {
                                                uint _e6987 = l_mut_2522_;
                                                buffer_4_global.Store(l_2753_*4, asuint(_e6987));
                                            }
                                        }
                                        uint _e6988 = l_mut_1670_;
                                        l_mut_1670_ = (_e6988 + 1u);
                                    }
                                }
                            }
                            uint _e6994 = l_mut_1670_;
                            l_mut_1675_ = _e6994;
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
