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
    uint l_mut_135_ = (uint)0;
    uint l_mut_141_ = (uint)0;
    uint l_mut_1716_ = (uint)0;
    uint l_mut_2030_ = (uint)0;
    uint l_mut_2035_ = (uint)0;
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
    bool l_mut_652_ = (bool)0;
    uint l_mut_65_ = (uint)0;
    uint l_mut_773_ = (uint)0;
    uint l_mut_778_ = (uint)0;
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
    uint l_mut_449_ = 0u;
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
    uint l_mut_560_ = 0u;
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
    uint l_mut_689_ = (uint)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    uint l_mut_771_ = (uint)0;
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
    uint l_mut_903_ = (uint)0;
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
    uint l_mut_1000_ = (uint)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    uint l_mut_1083_ = 0u;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    uint l_mut_1710_ = (uint)0;
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
    uint l_mut_1819_ = (uint)0;
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
    uint l_mut_1946_ = (uint)0;
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    bool local_144 = (bool)0;
    uint l_mut_2028_ = (uint)0;
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
    uint l_mut_2160_ = (uint)0;
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
    uint l_mut_2257_ = (uint)0;
    bool local_171 = (bool)0;
    bool local_172 = (bool)0;
    bool local_173 = (bool)0;
    bool local_174 = (bool)0;
    bool local_175 = (bool)0;
    bool local_176 = (bool)0;
    bool local_177 = (bool)0;
    bool local_178 = (bool)0;
    uint l_mut_2341_ = (uint)0;
    bool local_179 = (bool)0;
    bool local_180 = (bool)0;
    bool local_181 = (bool)0;
    bool local_182 = (bool)0;
    uint l_mut_2575_ = 0u;
    uint l_mut_2582_ = (uint)0;
    bool local_183 = (bool)0;
    bool local_184 = (bool)0;
    bool local_185 = (bool)0;
    bool local_186 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2870_ = asuint(info.Load(20+0));
        uint l_2871_ = (l_2870_ * 1u);
        uint l_2872_ = (l_2871_ - 1u);
        uint l_2873_ = min(3u, l_2872_);
        uint _e71; buffer_5_global.InterlockedAdd(l_2873_*4, 1u, _e71);
    }
    uint l_2814_ = asuint(info.Load(12+0));
    uint l_2815_ = (l_2814_ * 1u);
    bool l_2816_ = (0u < l_2815_);
    uint l_2817_ = (l_2815_ - 1u);
    uint l_2818_ = min(0u, l_2817_);
    uint l_2819_ = asuint(buffer_3_global.Load(l_2818_*4));
    uint l_4_ = (l_2816_ ? l_2819_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2821_ = asuint(info.Load(12+0));
    uint l_2822_ = (l_2821_ * 1u);
    bool l_2823_ = (l_6_ < l_2822_);
    uint l_2824_ = (l_2822_ - 1u);
    uint l_2825_ = min(l_6_, l_2824_);
    uint l_2826_ = asuint(buffer_3_global.Load(l_2825_*4));
    uint l_7_ = (l_2823_ ? l_2826_ : 0u);
    uint l_2828_ = asuint(info.Load(12+0));
    uint l_2829_ = (l_2828_ * 1u);
    bool l_2830_ = (2u < l_2829_);
    uint l_2831_ = (l_2829_ - 1u);
    uint l_2832_ = min(2u, l_2831_);
    uint l_2833_ = asuint(buffer_3_global.Load(l_2832_*4));
    uint l_9_ = (l_2830_ ? l_2833_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2835_ = asuint(info.Load(12+0));
    uint l_2836_ = (l_2835_ * 1u);
    bool l_2837_ = (l_11_ < l_2836_);
    uint l_2838_ = (l_2836_ - 1u);
    uint l_2839_ = min(l_11_, l_2838_);
    uint l_2840_ = asuint(buffer_3_global.Load(l_2839_*4));
    uint l_12_ = (l_2837_ ? l_2840_ : 0u);
    uint l_2842_ = asuint(info.Load(12+0));
    uint l_2843_ = (l_2842_ * 1u);
    bool l_2844_ = (4u < l_2843_);
    uint l_2845_ = (l_2843_ - 1u);
    uint l_2846_ = min(4u, l_2845_);
    uint l_2847_ = asuint(buffer_3_global.Load(l_2846_*4));
    uint l_14_ = (l_2844_ ? l_2847_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2849_ = asuint(info.Load(12+0));
    uint l_2850_ = (l_2849_ * 1u);
    bool l_2851_ = (l_16_ < l_2850_);
    uint l_2852_ = (l_2850_ - 1u);
    uint l_2853_ = min(l_16_, l_2852_);
    uint l_2854_ = asuint(buffer_3_global.Load(l_2853_*4));
    uint l_17_ = (l_2851_ ? l_2854_ : 0u);
    uint l_2856_ = asuint(info.Load(12+0));
    uint l_2857_ = (l_2856_ * 1u);
    bool l_2858_ = (6u < l_2857_);
    uint l_2859_ = (l_2857_ - 1u);
    uint l_2860_ = min(6u, l_2859_);
    uint l_2861_ = asuint(buffer_3_global.Load(l_2860_*4));
    uint l_19_ = (l_2858_ ? l_2861_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2863_ = asuint(info.Load(12+0));
    uint l_2864_ = (l_2863_ * 1u);
    bool l_2865_ = (l_21_ < l_2864_);
    uint l_2866_ = (l_2864_ - 1u);
    uint l_2867_ = min(l_21_, l_2866_);
    uint l_2868_ = asuint(buffer_3_global.Load(l_2867_*4));
    uint l_22_ = (l_2865_ ? l_2868_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = asuint(info.Load(24+0));
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint64_t l_2875_ = uint64_t(id);
    uint64_t l_2876_ = uint64_t(l_4_);
    uint64_t l_2877_ = (l_2875_ * l_2876_);
    uint64_t l_2878_ = (l_2877_ >> uint(32uL));
    uint l_27_ = uint(l_2878_);
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
    uint _e261 = l_mut_30_;
    uint l_46_ = (l_25_ ? _e261 : 0u);
    bool l_47_ = (l_46_ > 0u);
    if (l_47_) {
        uint l_48_ = (2u * id);
        uint l_2880_ = asuint(info.Load(0+0));
        uint l_2881_ = (l_2880_ * 1u);
        bool l_2882_ = (l_48_ < l_2881_);
        uint l_2883_ = (l_2881_ - 1u);
        uint l_2884_ = min(l_48_, l_2883_);
        uint l_2885_ = asuint(buffer_0_global.Load(l_2884_*4));
        uint l_49_ = (l_2882_ ? l_2885_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_2887_ = asuint(info.Load(0+0));
        uint l_2888_ = (l_2887_ * 1u);
        bool l_2889_ = (l_51_ < l_2888_);
        uint l_2890_ = (l_2888_ - 1u);
        uint l_2891_ = min(l_51_, l_2890_);
        uint l_2892_ = asuint(buffer_0_global.Load(l_2891_*4));
        uint l_52_ = (l_2889_ ? l_2892_ : 0u);
        uint l_53_ = (2u * id);
        uint l_2894_ = asuint(info.Load(4+0));
        uint l_2895_ = (l_2894_ * 1u);
        bool l_2896_ = (l_53_ < l_2895_);
        uint l_2897_ = (l_2895_ - 1u);
        uint l_2898_ = min(l_53_, l_2897_);
        uint l_2899_ = asuint(buffer_1_global.Load(l_2898_*4));
        uint l_54_ = (l_2896_ ? l_2899_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_2901_ = asuint(info.Load(4+0));
        uint l_2902_ = (l_2901_ * 1u);
        bool l_2903_ = (l_56_ < l_2902_);
        uint l_2904_ = (l_2902_ - 1u);
        uint l_2905_ = min(l_56_, l_2904_);
        uint l_2906_ = asuint(buffer_1_global.Load(l_2905_*4));
        uint l_57_ = (l_2903_ ? l_2906_ : 0u);
        uint l_58_ = (2u * id);
        uint l_2908_ = asuint(info.Load(8+0));
        uint l_2909_ = (l_2908_ * 1u);
        bool l_2910_ = (l_58_ < l_2909_);
        uint l_2911_ = (l_2909_ - 1u);
        uint l_2912_ = min(l_58_, l_2911_);
        uint l_2913_ = asuint(buffer_2_global.Load(l_2912_*4));
        uint l_59_ = (l_2910_ ? l_2913_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2915_ = asuint(info.Load(8+0));
        uint l_2916_ = (l_2915_ * 1u);
        bool l_2917_ = (l_61_ < l_2916_);
        uint l_2918_ = (l_2916_ - 1u);
        uint l_2919_ = min(l_61_, l_2918_);
        uint l_2920_ = asuint(buffer_2_global.Load(l_2919_*4));
        uint l_62_ = (l_2917_ ? l_2920_ : 0u);
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
        uint _e385 = l_mut_30_;
        uint l_71_ = (_e385 * l_4_);
        uint _e387 = l_mut_65_;
        uint l_72_ = (_e387 * l_4_);
        uint _e389 = l_mut_30_;
        uint64_t l_2922_ = uint64_t(_e389);
        uint64_t l_2923_ = uint64_t(l_4_);
        uint64_t l_2924_ = (l_2922_ * l_2923_);
        uint64_t l_2925_ = (l_2924_ >> uint(32uL));
        uint l_73_ = uint(l_2925_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e400 = l_mut_65_;
        uint64_t l_2927_ = uint64_t(_e400);
        uint64_t l_2928_ = uint64_t(l_4_);
        uint64_t l_2929_ = (l_2927_ * l_2928_);
        uint64_t l_2930_ = (l_2929_ >> uint(32uL));
        uint l_75_ = uint(l_2930_);
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
        uint _e429 = l_mut_80_;
        l_mut_92_ = _e429;
        uint _e430 = l_mut_86_;
        l_mut_80_ = _e430;
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
                uint _e444 = l_mut_86_;
                l_mut_92_ = _e444;
                l_mut_80_ = l_100_;
            }
        }
        uint _e445 = l_mut_92_;
        l_mut_86_ = _e445;
        uint _e446 = l_mut_80_;
        l_mut_92_ = _e446;
        if (l_64_) {
            uint _e448 = l_mut_86_;
            uint l_101_ = (0u - _e448);
            uint _e451 = l_mut_92_;
            uint l_102_ = (0u - _e451);
            uint _e454 = l_mut_86_;
            bool l_103_ = (0u < _e454);
            uint l_104_ = uint(l_103_);
            uint l_105_ = (l_102_ - l_104_);
            l_mut_86_ = l_101_;
            l_mut_92_ = l_105_;
        }
        uint _e458 = l_mut_86_;
        uint l_106_ = (l_49_ + _e458);
        uint _e460 = l_mut_92_;
        uint l_107_ = (l_52_ + _e460);
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
            uint _e484 = l_mut_80_;
            uint l_121_ = (_e484 * l_113_);
            uint _e486 = l_mut_65_;
            uint l_122_ = (_e486 * l_113_);
            uint _e488 = l_mut_80_;
            uint64_t l_2932_ = uint64_t(_e488);
            uint64_t l_2933_ = uint64_t(l_113_);
            uint64_t l_2934_ = (l_2932_ * l_2933_);
            uint64_t l_2935_ = (l_2934_ >> uint(32uL));
            uint l_123_ = uint(l_2935_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e499 = l_mut_65_;
            uint64_t l_2937_ = uint64_t(_e499);
            uint64_t l_2938_ = uint64_t(l_113_);
            uint64_t l_2939_ = (l_2937_ * l_2938_);
            uint64_t l_2940_ = (l_2939_ >> uint(32uL));
            uint l_125_ = uint(l_2940_);
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
            uint _e528 = l_mut_30_;
            l_mut_141_ = _e528;
            uint _e529 = l_mut_135_;
            l_mut_30_ = _e529;
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
                    uint _e543 = l_mut_135_;
                    l_mut_141_ = _e543;
                    l_mut_30_ = l_149_;
                }
            }
            uint _e544 = l_mut_141_;
            l_mut_135_ = _e544;
            uint _e545 = l_mut_30_;
            l_mut_141_ = _e545;
            if (l_115_) {
                uint _e547 = l_mut_135_;
                uint l_150_ = (0u - _e547);
                uint _e550 = l_mut_141_;
                uint l_151_ = (0u - _e550);
                uint _e553 = l_mut_135_;
                bool l_152_ = (0u < _e553);
                uint l_153_ = uint(l_152_);
                uint l_154_ = (l_151_ - l_153_);
                l_mut_135_ = l_150_;
                l_mut_141_ = l_154_;
            }
            uint _e557 = l_mut_135_;
            l_mut_92_ = _e557;
            uint _e558 = l_mut_141_;
            l_mut_86_ = _e558;
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
            uint _e571 = l_mut_141_;
            uint l_162_ = (_e571 * l_4_);
            uint _e573 = l_mut_135_;
            uint l_163_ = (_e573 * l_4_);
            uint _e575 = l_mut_141_;
            uint64_t l_2942_ = uint64_t(_e575);
            uint64_t l_2943_ = uint64_t(l_4_);
            uint64_t l_2944_ = (l_2942_ * l_2943_);
            uint64_t l_2945_ = (l_2944_ >> uint(32uL));
            uint l_164_ = uint(l_2945_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e586 = l_mut_135_;
            uint64_t l_2947_ = uint64_t(_e586);
            uint64_t l_2948_ = uint64_t(l_4_);
            uint64_t l_2949_ = (l_2947_ * l_2948_);
            uint64_t l_2950_ = (l_2949_ >> uint(32uL));
            uint l_166_ = uint(l_2950_);
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
            uint _e614 = l_mut_80_;
            l_mut_30_ = _e614;
            uint _e615 = l_mut_65_;
            l_mut_80_ = _e615;
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
                    uint _e627 = l_mut_65_;
                    l_mut_30_ = _e627;
                    l_mut_80_ = l_188_;
                }
            }
            uint _e628 = l_mut_141_;
            uint l_189_ = (_e628 * l_4_);
            uint _e630 = l_mut_135_;
            uint l_190_ = (_e630 * l_4_);
            uint _e632 = l_mut_141_;
            uint64_t l_2952_ = uint64_t(_e632);
            uint64_t l_2953_ = uint64_t(l_4_);
            uint64_t l_2954_ = (l_2952_ * l_2953_);
            uint64_t l_2955_ = (l_2954_ >> uint(32uL));
            uint l_191_ = uint(l_2955_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e643 = l_mut_135_;
            uint64_t l_2957_ = uint64_t(_e643);
            uint64_t l_2958_ = uint64_t(l_4_);
            uint64_t l_2959_ = (l_2957_ * l_2958_);
            uint64_t l_2960_ = (l_2959_ >> uint(32uL));
            uint l_193_ = uint(l_2960_);
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
            uint _e671 = l_mut_65_;
            l_mut_209_ = _e671;
            uint _e672 = l_mut_203_;
            l_mut_65_ = _e672;
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
                    uint _e684 = l_mut_203_;
                    l_mut_209_ = _e684;
                    l_mut_65_ = l_217_;
                }
            }
            uint _e685 = l_mut_30_;
            uint l_218_ = (_e685 * l_4_);
            uint _e687 = l_mut_80_;
            uint l_219_ = (_e687 * l_4_);
            uint _e689 = l_mut_30_;
            uint64_t l_2962_ = uint64_t(_e689);
            uint64_t l_2963_ = uint64_t(l_4_);
            uint64_t l_2964_ = (l_2962_ * l_2963_);
            uint64_t l_2965_ = (l_2964_ >> uint(32uL));
            uint l_220_ = uint(l_2965_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e700 = l_mut_80_;
            uint64_t l_2967_ = uint64_t(_e700);
            uint64_t l_2968_ = uint64_t(l_4_);
            uint64_t l_2969_ = (l_2967_ * l_2968_);
            uint64_t l_2970_ = (l_2969_ >> uint(32uL));
            uint l_222_ = uint(l_2970_);
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
            uint _e728 = l_mut_203_;
            l_mut_135_ = _e728;
            uint _e729 = l_mut_141_;
            l_mut_203_ = _e729;
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
                    uint _e741 = l_mut_141_;
                    l_mut_135_ = _e741;
                    l_mut_203_ = l_244_;
                }
            }
            uint _e742 = l_mut_30_;
            uint l_245_ = (_e742 * l_4_);
            uint _e744 = l_mut_80_;
            uint l_246_ = (_e744 * l_4_);
            uint _e746 = l_mut_30_;
            uint64_t l_2972_ = uint64_t(_e746);
            uint64_t l_2973_ = uint64_t(l_4_);
            uint64_t l_2974_ = (l_2972_ * l_2973_);
            uint64_t l_2975_ = (l_2974_ >> uint(32uL));
            uint l_247_ = uint(l_2975_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e757 = l_mut_80_;
            uint64_t l_2977_ = uint64_t(_e757);
            uint64_t l_2978_ = uint64_t(l_4_);
            uint64_t l_2979_ = (l_2977_ * l_2978_);
            uint64_t l_2980_ = (l_2979_ >> uint(32uL));
            uint l_249_ = uint(l_2980_);
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
            uint _e785 = l_mut_141_;
            l_mut_265_ = _e785;
            uint _e786 = l_mut_259_;
            l_mut_141_ = _e786;
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
                    uint _e798 = l_mut_259_;
                    l_mut_265_ = _e798;
                    l_mut_141_ = l_273_;
                }
            }
            uint _e799 = l_mut_209_;
            uint l_274_ = (_e799 * l_4_);
            uint _e801 = l_mut_209_;
            uint64_t l_2982_ = uint64_t(_e801);
            uint64_t l_2983_ = uint64_t(l_4_);
            uint64_t l_2984_ = (l_2982_ * l_2983_);
            uint64_t l_2985_ = (l_2984_ >> uint(32uL));
            uint l_275_ = uint(l_2985_);
            uint _e811 = l_mut_65_;
            uint l_276_ = (_e811 * l_4_);
            uint l_277_ = (l_275_ + l_276_);
            uint _e814 = l_mut_265_;
            uint l_278_ = (_e814 + l_274_);
            uint _e816 = l_mut_141_;
            uint l_279_ = (_e816 + l_277_);
            uint _e818 = l_mut_265_;
            bool l_280_ = (l_278_ < _e818);
            uint l_281_ = uint(l_280_);
            uint l_282_ = (l_279_ + l_281_);
            uint _e822 = l_mut_135_;
            l_mut_92_ = _e822;
            uint _e823 = l_mut_203_;
            l_mut_86_ = _e823;
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
                    uint _e844 = l_mut_135_;
                    l_mut_209_ = _e844;
                    uint _e845 = l_mut_203_;
                    l_mut_141_ = _e845;
                    bool l_295_ = (l_111_ >= 32u);
                    if (l_295_) {
                        uint l_296_ = (l_111_ & 31u);
                        uint _e850 = l_mut_203_;
                        uint l_297_ = (_e850 >> l_296_);
                        l_mut_209_ = l_297_;
                        l_mut_141_ = 0u;
                    } else {
                        bool l_298_ = (l_111_ > 0u);
                        if (l_298_) {
                            uint _e855 = l_mut_135_;
                            l_mut_80_ = _e855;
                            bool l_299_ = (l_111_ > 0u);
                            if (l_299_) {
                                uint _e858 = l_mut_135_;
                                uint l_300_ = (_e858 >> l_111_);
                                uint l_301_ = (32u - l_111_);
                                uint _e862 = l_mut_203_;
                                uint l_302_ = (_e862 << l_301_);
                                uint l_303_ = (l_300_ | l_302_);
                                l_mut_80_ = l_303_;
                            }
                            uint _e865 = l_mut_203_;
                            uint l_304_ = (_e865 >> l_111_);
                            uint _e867 = l_mut_80_;
                            l_mut_209_ = _e867;
                            l_mut_141_ = l_304_;
                        }
                    }
                    uint _e868 = l_mut_265_;
                    uint _e869 = l_mut_209_;
                    uint l_305_ = (_e868 + _e869);
                    uint _e871 = l_mut_259_;
                    uint _e872 = l_mut_141_;
                    uint l_306_ = (_e871 + _e872);
                    uint _e874 = l_mut_265_;
                    bool l_307_ = (l_305_ < _e874);
                    uint l_308_ = uint(l_307_);
                    uint l_309_ = (l_306_ + l_308_);
                    l_mut_92_ = l_305_;
                    l_mut_86_ = l_309_;
                }
            }
            if (l_156_) {
                uint _e879 = l_mut_92_;
                uint l_310_ = (0u - _e879);
                uint _e882 = l_mut_86_;
                uint l_311_ = (0u - _e882);
                uint _e885 = l_mut_92_;
                bool l_312_ = (0u < _e885);
                uint l_313_ = uint(l_312_);
                uint l_314_ = (l_311_ - l_313_);
                l_mut_92_ = l_310_;
                l_mut_86_ = l_314_;
            }
        }
        uint _e889 = l_mut_92_;
        l_mut_265_ = _e889;
        uint _e890 = l_mut_86_;
        l_mut_259_ = _e890;
        uint _e891 = l_mut_86_;
        uint l_315_ = (_e891 >> 31u);
        bool l_316_ = (l_315_ == 1u);
        if (l_316_) {
            uint _e897 = l_mut_92_;
            uint l_317_ = (0u - _e897);
            uint _e900 = l_mut_86_;
            uint l_318_ = (0u - _e900);
            uint _e903 = l_mut_92_;
            bool l_319_ = (0u < _e903);
            uint l_320_ = uint(l_319_);
            uint l_321_ = (l_318_ - l_320_);
            l_mut_265_ = l_317_;
            l_mut_259_ = l_321_;
        }
        uint _e907 = l_mut_265_;
        uint l_322_ = (l_14_ + _e907);
        uint _e909 = l_mut_259_;
        uint l_323_ = (l_17_ + _e909);
        bool l_324_ = (l_322_ < l_14_);
        uint l_325_ = uint(l_324_);
        uint l_326_ = (l_323_ + l_325_);
        uint l_327_ = (l_322_ + 1u);
        uint l_328_ = (l_326_ + 0u);
        bool l_329_ = (l_327_ < l_322_);
        uint l_330_ = uint(l_329_);
        uint l_331_ = (l_328_ + l_330_);
        uint _e921 = l_mut_92_;
        uint l_332_ = (l_54_ - _e921);
        uint _e923 = l_mut_86_;
        uint l_333_ = (l_57_ - _e923);
        uint _e925 = l_mut_92_;
        bool l_334_ = (l_54_ < _e925);
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
        uint _e958 = l_mut_135_;
        bool l_358_ = (_e958 < l_351_);
        uint _e960 = l_mut_135_;
        bool l_359_ = (_e960 == l_351_);
        uint _e962 = l_mut_141_;
        bool l_360_ = (_e962 < l_347_);
        if (l_359_) {
            local_4 = l_360_;
        } else {
            local_4 = false;
        }
        bool l_361_ = local_4;
        if (!(l_358_)) {
            local_5 = l_361_;
        } else {
            local_5 = true;
        }
        bool l_362_ = local_5;
        bool l_363_ = !(l_362_);
        l_mut_364_ = l_363_;
        uint l_365_ = (l_342_ | l_346_);
        bool l_366_ = (l_365_ == 0u);
        if (l_366_) {
            bool _e977 = l_mut_364_;
            l_mut_357_ = _e977;
            l_mut_364_ = false;
        }
        bool _e979 = l_mut_364_;
        if (_e979) {
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
            uint _e994 = l_mut_80_;
            uint l_375_ = (_e994 * l_374_);
            uint _e996 = l_mut_80_;
            uint64_t l_2987_ = uint64_t(_e996);
            uint64_t l_2988_ = uint64_t(l_374_);
            uint64_t l_2989_ = (l_2987_ * l_2988_);
            uint64_t l_2990_ = (l_2989_ >> uint(32uL));
            uint l_376_ = uint(l_2990_);
            uint _e1006 = l_mut_65_;
            uint l_377_ = (_e1006 * l_374_);
            uint l_378_ = (l_376_ + l_377_);
            l_mut_30_ = 0u;
            uint l_379_ = (l_4_ - 1u);
            uint _e1012 = l_mut_80_;
            uint l_380_ = (_e1012 * l_379_);
            uint _e1014 = l_mut_65_;
            uint l_381_ = (_e1014 * l_379_);
            uint _e1016 = l_mut_80_;
            uint64_t l_2992_ = uint64_t(_e1016);
            uint64_t l_2993_ = uint64_t(l_379_);
            uint64_t l_2994_ = (l_2992_ * l_2993_);
            uint64_t l_2995_ = (l_2994_ >> uint(32uL));
            uint l_382_ = uint(l_2995_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1027 = l_mut_65_;
            uint64_t l_2997_ = uint64_t(_e1027);
            uint64_t l_2998_ = uint64_t(l_379_);
            uint64_t l_2999_ = (l_2997_ * l_2998_);
            uint64_t l_3000_ = (l_2999_ >> uint(32uL));
            uint l_384_ = uint(l_3000_);
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
            uint _e1055 = l_mut_389_;
            l_mut_401_ = _e1055;
            uint _e1056 = l_mut_395_;
            l_mut_389_ = _e1056;
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
                    uint _e1068 = l_mut_395_;
                    l_mut_401_ = _e1068;
                    l_mut_389_ = l_409_;
                }
            }
            uint _e1069 = l_mut_401_;
            uint _e1070 = l_mut_389_;
            uint l_410_ = (_e1069 | _e1070);
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
                        local_6 = l_422_;
                    } else {
                        local_6 = false;
                    }
                    bool l_423_ = local_6;
                    if (!(l_420_)) {
                        local_7 = l_423_;
                    } else {
                        local_7 = true;
                    }
                    bool l_424_ = local_7;
                    bool l_425_ = !(l_424_);
                    if (l_419_) {
                        local_8 = l_425_;
                    } else {
                        local_8 = false;
                    }
                    bool l_426_ = local_8;
                    if (l_426_) {
                        uint l_427_ = (l_4_ - 1u);
                        l_mut_389_ = l_412_;
                        l_mut_428_ = l_416_;
                        uint _e1105 = l_mut_65_;
                        bool l_429_ = (l_416_ < _e1105);
                        uint _e1107 = l_mut_65_;
                        bool l_430_ = (l_416_ == _e1107);
                        uint _e1109 = l_mut_80_;
                        bool l_431_ = (l_412_ < _e1109);
                        if (l_430_) {
                            local_9 = l_431_;
                        } else {
                            local_9 = false;
                        }
                        bool l_432_ = local_9;
                        if (!(l_429_)) {
                            local_10 = l_432_;
                        } else {
                            local_10 = true;
                        }
                        bool l_433_ = local_10;
                        bool l_434_ = !(l_433_);
                        if (l_434_) {
                            l_mut_435_ = 0u;
                            uint _e1122 = l_mut_65_;
                            bool l_436_ = (_e1122 < l_416_);
                            uint _e1124 = l_mut_65_;
                            bool l_437_ = (_e1124 == l_416_);
                            uint _e1126 = l_mut_80_;
                            bool l_438_ = (_e1126 < l_412_);
                            if (l_437_) {
                                local_11 = l_438_;
                            } else {
                                local_11 = false;
                            }
                            bool l_439_ = local_11;
                            if (!(l_436_)) {
                                local_12 = l_439_;
                            } else {
                                local_12 = true;
                            }
                            bool l_440_ = local_12;
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
                                        uint _e1233 = l_mut_449_;
                                        l_mut_449_ = (_e1233 + 1u);
                                    }
                                    loop_init = false;
                                    uint _e1148 = l_mut_449_;
                                    if ((_e1148 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1152 = l_mut_449_;
                                        uint l_450_ = (19u - _e1152);
                                        uint _e1154 = l_mut_446_;
                                        l_mut_451_ = _e1154;
                                        uint _e1155 = l_mut_447_;
                                        l_mut_452_ = _e1155;
                                        bool l_453_ = (l_450_ >= 32u);
                                        if (l_453_) {
                                            uint l_454_ = (l_450_ & 31u);
                                            uint _e1160 = l_mut_447_;
                                            uint l_455_ = (_e1160 >> l_454_);
                                            l_mut_451_ = l_455_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            bool l_456_ = (l_450_ > 0u);
                                            if (l_456_) {
                                                uint _e1165 = l_mut_446_;
                                                l_mut_457_ = _e1165;
                                                bool l_458_ = (l_450_ > 0u);
                                                if (l_458_) {
                                                    uint _e1168 = l_mut_446_;
                                                    uint l_459_ = (_e1168 >> l_450_);
                                                    uint l_460_ = (32u - l_450_);
                                                    uint _e1172 = l_mut_447_;
                                                    uint l_461_ = (_e1172 << l_460_);
                                                    uint l_462_ = (l_459_ | l_461_);
                                                    l_mut_457_ = l_462_;
                                                }
                                                uint _e1175 = l_mut_447_;
                                                uint l_463_ = (_e1175 >> l_450_);
                                                uint _e1177 = l_mut_457_;
                                                l_mut_451_ = _e1177;
                                                l_mut_452_ = l_463_;
                                            }
                                        }
                                        uint _e1178 = l_mut_452_;
                                        uint _e1179 = l_mut_65_;
                                        bool l_464_ = (_e1178 < _e1179);
                                        uint _e1181 = l_mut_452_;
                                        uint _e1182 = l_mut_65_;
                                        bool l_465_ = (_e1181 == _e1182);
                                        uint _e1184 = l_mut_451_;
                                        uint _e1185 = l_mut_80_;
                                        bool l_466_ = (_e1184 < _e1185);
                                        if (l_465_) {
                                            local_13 = l_466_;
                                        } else {
                                            local_13 = false;
                                        }
                                        bool l_467_ = local_13;
                                        if (!(l_464_)) {
                                            local_14 = l_467_;
                                        } else {
                                            local_14 = true;
                                        }
                                        bool l_468_ = local_14;
                                        bool l_469_ = !(l_468_);
                                        if (l_469_) {
                                            uint _e1197 = l_mut_80_;
                                            l_mut_457_ = _e1197;
                                            uint _e1198 = l_mut_65_;
                                            l_mut_452_ = _e1198;
                                            bool l_470_ = (l_450_ >= 32u);
                                            if (l_470_) {
                                                uint l_471_ = (l_450_ & 31u);
                                                uint _e1203 = l_mut_80_;
                                                uint l_472_ = (_e1203 << l_471_);
                                                l_mut_457_ = 0u;
                                                l_mut_452_ = l_472_;
                                            } else {
                                                bool l_473_ = (l_450_ > 0u);
                                                if (l_473_) {
                                                    uint _e1208 = l_mut_80_;
                                                    uint l_474_ = (_e1208 << l_450_);
                                                    uint _e1210 = l_mut_65_;
                                                    uint l_475_ = (_e1210 << l_450_);
                                                    uint l_476_ = (32u - l_450_);
                                                    uint _e1214 = l_mut_80_;
                                                    uint l_477_ = (_e1214 >> l_476_);
                                                    uint l_478_ = (l_475_ | l_477_);
                                                    l_mut_457_ = l_474_;
                                                    l_mut_452_ = l_478_;
                                                }
                                            }
                                            uint _e1217 = l_mut_446_;
                                            uint _e1218 = l_mut_457_;
                                            uint l_479_ = (_e1217 - _e1218);
                                            uint _e1220 = l_mut_447_;
                                            uint _e1221 = l_mut_452_;
                                            uint l_480_ = (_e1220 - _e1221);
                                            uint _e1223 = l_mut_446_;
                                            uint _e1224 = l_mut_457_;
                                            bool l_481_ = (_e1223 < _e1224);
                                            uint l_482_ = uint(l_481_);
                                            uint l_483_ = (l_480_ - l_482_);
                                            l_mut_446_ = l_479_;
                                            l_mut_447_ = l_483_;
                                            uint l_484_ = (1u << l_450_);
                                            uint _e1230 = l_mut_448_;
                                            l_mut_448_ = (_e1230 | l_484_);
                                        }
                                    }
                                }
                                uint _e1235 = l_mut_448_;
                                uint l_485_ = min(_e1235, l_427_);
                                l_mut_457_ = l_485_;
                                uint _e1237 = l_mut_447_;
                                uint _e1238 = l_mut_65_;
                                bool l_486_ = (_e1237 < _e1238);
                                uint _e1240 = l_mut_447_;
                                uint _e1241 = l_mut_65_;
                                bool l_487_ = (_e1240 == _e1241);
                                uint _e1243 = l_mut_446_;
                                uint _e1244 = l_mut_80_;
                                bool l_488_ = (_e1243 < _e1244);
                                if (l_487_) {
                                    local_15 = l_488_;
                                } else {
                                    local_15 = false;
                                }
                                bool l_489_ = local_15;
                                if (!(l_486_)) {
                                    local_16 = l_489_;
                                } else {
                                    local_16 = true;
                                }
                                bool l_490_ = local_16;
                                bool l_491_ = !(l_490_);
                                if (l_491_) {
                                    l_mut_457_ = l_427_;
                                }
                                uint _e1256 = l_mut_457_;
                                l_mut_435_ = _e1256;
                            }
                            uint _e1257 = l_mut_80_;
                            uint _e1258 = l_mut_435_;
                            uint l_492_ = (_e1257 * _e1258);
                            uint _e1260 = l_mut_80_;
                            uint64_t l_3002_ = uint64_t(_e1260);
                            uint _e1262 = l_mut_435_;
                            uint64_t l_3003_ = uint64_t(_e1262);
                            uint64_t l_3004_ = (l_3002_ * l_3003_);
                            uint64_t l_3005_ = (l_3004_ >> uint(32uL));
                            uint l_493_ = uint(l_3005_);
                            uint _e1271 = l_mut_65_;
                            uint _e1272 = l_mut_435_;
                            uint l_494_ = (_e1271 * _e1272);
                            uint l_495_ = (l_493_ + l_494_);
                            uint l_496_ = (l_412_ - l_492_);
                            uint l_497_ = (l_416_ - l_495_);
                            bool l_498_ = (l_412_ < l_492_);
                            uint l_499_ = uint(l_498_);
                            uint l_500_ = (l_497_ - l_499_);
                            l_mut_389_ = l_496_;
                            l_mut_428_ = l_500_;
                            uint _e1280 = l_mut_428_;
                            uint _e1281 = l_mut_65_;
                            bool l_501_ = (_e1280 < _e1281);
                            uint _e1283 = l_mut_428_;
                            uint _e1284 = l_mut_65_;
                            bool l_502_ = (_e1283 == _e1284);
                            uint _e1286 = l_mut_389_;
                            uint _e1287 = l_mut_80_;
                            bool l_503_ = (_e1286 < _e1287);
                            if (l_502_) {
                                local_17 = l_503_;
                            } else {
                                local_17 = false;
                            }
                            bool l_504_ = local_17;
                            if (!(l_501_)) {
                                local_18 = l_504_;
                            } else {
                                local_18 = true;
                            }
                            bool l_505_ = local_18;
                            bool l_506_ = !(l_505_);
                            if (l_506_) {
                                uint _e1299 = l_mut_389_;
                                uint _e1300 = l_mut_80_;
                                uint l_507_ = (_e1299 - _e1300);
                                uint _e1302 = l_mut_428_;
                                uint _e1303 = l_mut_65_;
                                uint l_508_ = (_e1302 - _e1303);
                                uint _e1305 = l_mut_389_;
                                uint _e1306 = l_mut_80_;
                                bool l_509_ = (_e1305 < _e1306);
                                uint l_510_ = uint(l_509_);
                                uint l_511_ = (l_508_ - l_510_);
                                l_mut_389_ = l_507_;
                                l_mut_428_ = l_511_;
                            }
                        }
                        uint _e1310 = l_mut_80_;
                        uint _e1311 = l_mut_389_;
                        uint l_512_ = (_e1310 - _e1311);
                        uint _e1313 = l_mut_65_;
                        uint _e1314 = l_mut_428_;
                        uint l_513_ = (_e1313 - _e1314);
                        uint _e1316 = l_mut_80_;
                        uint _e1317 = l_mut_389_;
                        bool l_514_ = (_e1316 < _e1317);
                        uint l_515_ = uint(l_514_);
                        uint l_516_ = (l_513_ - l_515_);
                        l_mut_457_ = l_512_;
                        l_mut_452_ = l_516_;
                        uint _e1321 = l_mut_65_;
                        bool l_517_ = (l_516_ < _e1321);
                        uint _e1323 = l_mut_65_;
                        bool l_518_ = (l_516_ == _e1323);
                        uint _e1325 = l_mut_80_;
                        bool l_519_ = (l_512_ < _e1325);
                        if (l_518_) {
                            local_19 = l_519_;
                        } else {
                            local_19 = false;
                        }
                        bool l_520_ = local_19;
                        if (!(l_517_)) {
                            local_20 = l_520_;
                        } else {
                            local_20 = true;
                        }
                        bool l_521_ = local_20;
                        bool l_522_ = !(l_521_);
                        if (l_522_) {
                            uint _e1337 = l_mut_80_;
                            uint l_523_ = (l_512_ - _e1337);
                            uint _e1339 = l_mut_65_;
                            uint l_524_ = (l_516_ - _e1339);
                            uint _e1341 = l_mut_80_;
                            bool l_525_ = (l_512_ < _e1341);
                            uint l_526_ = uint(l_525_);
                            uint l_527_ = (l_524_ - l_526_);
                            l_mut_457_ = l_523_;
                            l_mut_452_ = l_527_;
                        }
                        uint _e1345 = l_mut_452_;
                        uint _e1346 = l_mut_395_;
                        bool l_528_ = (_e1345 < _e1346);
                        uint _e1348 = l_mut_452_;
                        uint _e1349 = l_mut_395_;
                        bool l_529_ = (_e1348 == _e1349);
                        uint _e1351 = l_mut_457_;
                        uint _e1352 = l_mut_401_;
                        bool l_530_ = (_e1351 < _e1352);
                        if (l_529_) {
                            local_21 = l_530_;
                        } else {
                            local_21 = false;
                        }
                        bool l_531_ = local_21;
                        if (!(l_528_)) {
                            local_22 = l_531_;
                        } else {
                            local_22 = true;
                        }
                        bool l_532_ = local_22;
                        if (l_532_) {
                            uint _e1363 = l_mut_457_;
                            l_mut_401_ = _e1363;
                            uint _e1364 = l_mut_452_;
                            l_mut_395_ = _e1364;
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
                        local_23 = l_540_;
                    } else {
                        local_23 = false;
                    }
                    bool l_541_ = local_23;
                    if (!(l_538_)) {
                        local_24 = l_541_;
                    } else {
                        local_24 = true;
                    }
                    bool l_542_ = local_24;
                    if (l_542_) {
                        uint l_543_ = (l_4_ - 1u);
                        l_mut_457_ = l_337_;
                        l_mut_452_ = l_341_;
                        uint _e1384 = l_mut_65_;
                        bool l_544_ = (l_341_ < _e1384);
                        uint _e1386 = l_mut_65_;
                        bool l_545_ = (l_341_ == _e1386);
                        uint _e1388 = l_mut_80_;
                        bool l_546_ = (l_337_ < _e1388);
                        if (l_545_) {
                            local_25 = l_546_;
                        } else {
                            local_25 = false;
                        }
                        bool l_547_ = local_25;
                        if (!(l_544_)) {
                            local_26 = l_547_;
                        } else {
                            local_26 = true;
                        }
                        bool l_548_ = local_26;
                        bool l_549_ = !(l_548_);
                        if (l_549_) {
                            l_mut_451_ = 0u;
                            uint _e1401 = l_mut_65_;
                            bool l_550_ = (_e1401 < l_341_);
                            uint _e1403 = l_mut_65_;
                            bool l_551_ = (_e1403 == l_341_);
                            uint _e1405 = l_mut_80_;
                            bool l_552_ = (_e1405 < l_337_);
                            if (l_551_) {
                                local_27 = l_552_;
                            } else {
                                local_27 = false;
                            }
                            bool l_553_ = local_27;
                            if (!(l_550_)) {
                                local_28 = l_553_;
                            } else {
                                local_28 = true;
                            }
                            bool l_554_ = local_28;
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
                                        uint _e1512 = l_mut_560_;
                                        l_mut_560_ = (_e1512 + 1u);
                                    }
                                    loop_init_1 = false;
                                    uint _e1427 = l_mut_560_;
                                    if ((_e1427 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e1431 = l_mut_560_;
                                        uint l_561_ = (19u - _e1431);
                                        uint _e1433 = l_mut_448_;
                                        l_mut_435_ = _e1433;
                                        uint _e1434 = l_mut_447_;
                                        l_mut_428_ = _e1434;
                                        bool l_562_ = (l_561_ >= 32u);
                                        if (l_562_) {
                                            uint l_563_ = (l_561_ & 31u);
                                            uint _e1439 = l_mut_447_;
                                            uint l_564_ = (_e1439 >> l_563_);
                                            l_mut_435_ = l_564_;
                                            l_mut_428_ = 0u;
                                        } else {
                                            bool l_565_ = (l_561_ > 0u);
                                            if (l_565_) {
                                                uint _e1444 = l_mut_448_;
                                                l_mut_389_ = _e1444;
                                                bool l_566_ = (l_561_ > 0u);
                                                if (l_566_) {
                                                    uint _e1447 = l_mut_448_;
                                                    uint l_567_ = (_e1447 >> l_561_);
                                                    uint l_568_ = (32u - l_561_);
                                                    uint _e1451 = l_mut_447_;
                                                    uint l_569_ = (_e1451 << l_568_);
                                                    uint l_570_ = (l_567_ | l_569_);
                                                    l_mut_389_ = l_570_;
                                                }
                                                uint _e1454 = l_mut_447_;
                                                uint l_571_ = (_e1454 >> l_561_);
                                                uint _e1456 = l_mut_389_;
                                                l_mut_435_ = _e1456;
                                                l_mut_428_ = l_571_;
                                            }
                                        }
                                        uint _e1457 = l_mut_428_;
                                        uint _e1458 = l_mut_65_;
                                        bool l_572_ = (_e1457 < _e1458);
                                        uint _e1460 = l_mut_428_;
                                        uint _e1461 = l_mut_65_;
                                        bool l_573_ = (_e1460 == _e1461);
                                        uint _e1463 = l_mut_435_;
                                        uint _e1464 = l_mut_80_;
                                        bool l_574_ = (_e1463 < _e1464);
                                        if (l_573_) {
                                            local_29 = l_574_;
                                        } else {
                                            local_29 = false;
                                        }
                                        bool l_575_ = local_29;
                                        if (!(l_572_)) {
                                            local_30 = l_575_;
                                        } else {
                                            local_30 = true;
                                        }
                                        bool l_576_ = local_30;
                                        bool l_577_ = !(l_576_);
                                        if (l_577_) {
                                            uint _e1476 = l_mut_80_;
                                            l_mut_435_ = _e1476;
                                            uint _e1477 = l_mut_65_;
                                            l_mut_428_ = _e1477;
                                            bool l_578_ = (l_561_ >= 32u);
                                            if (l_578_) {
                                                uint l_579_ = (l_561_ & 31u);
                                                uint _e1482 = l_mut_80_;
                                                uint l_580_ = (_e1482 << l_579_);
                                                l_mut_435_ = 0u;
                                                l_mut_428_ = l_580_;
                                            } else {
                                                bool l_581_ = (l_561_ > 0u);
                                                if (l_581_) {
                                                    uint _e1487 = l_mut_80_;
                                                    uint l_582_ = (_e1487 << l_561_);
                                                    uint _e1489 = l_mut_65_;
                                                    uint l_583_ = (_e1489 << l_561_);
                                                    uint l_584_ = (32u - l_561_);
                                                    uint _e1493 = l_mut_80_;
                                                    uint l_585_ = (_e1493 >> l_584_);
                                                    uint l_586_ = (l_583_ | l_585_);
                                                    l_mut_435_ = l_582_;
                                                    l_mut_428_ = l_586_;
                                                }
                                            }
                                            uint _e1496 = l_mut_448_;
                                            uint _e1497 = l_mut_435_;
                                            uint l_587_ = (_e1496 - _e1497);
                                            uint _e1499 = l_mut_447_;
                                            uint _e1500 = l_mut_428_;
                                            uint l_588_ = (_e1499 - _e1500);
                                            uint _e1502 = l_mut_448_;
                                            uint _e1503 = l_mut_435_;
                                            bool l_589_ = (_e1502 < _e1503);
                                            uint l_590_ = uint(l_589_);
                                            uint l_591_ = (l_588_ - l_590_);
                                            l_mut_448_ = l_587_;
                                            l_mut_447_ = l_591_;
                                            uint l_592_ = (1u << l_561_);
                                            uint _e1509 = l_mut_446_;
                                            l_mut_446_ = (_e1509 | l_592_);
                                        }
                                    }
                                }
                                uint _e1514 = l_mut_446_;
                                uint l_593_ = min(_e1514, l_543_);
                                l_mut_446_ = l_593_;
                                uint _e1516 = l_mut_447_;
                                uint _e1517 = l_mut_65_;
                                bool l_594_ = (_e1516 < _e1517);
                                uint _e1519 = l_mut_447_;
                                uint _e1520 = l_mut_65_;
                                bool l_595_ = (_e1519 == _e1520);
                                uint _e1522 = l_mut_448_;
                                uint _e1523 = l_mut_80_;
                                bool l_596_ = (_e1522 < _e1523);
                                if (l_595_) {
                                    local_31 = l_596_;
                                } else {
                                    local_31 = false;
                                }
                                bool l_597_ = local_31;
                                if (!(l_594_)) {
                                    local_32 = l_597_;
                                } else {
                                    local_32 = true;
                                }
                                bool l_598_ = local_32;
                                bool l_599_ = !(l_598_);
                                if (l_599_) {
                                    l_mut_446_ = l_543_;
                                }
                                uint _e1535 = l_mut_446_;
                                l_mut_451_ = _e1535;
                            }
                            uint _e1536 = l_mut_80_;
                            uint _e1537 = l_mut_451_;
                            uint l_600_ = (_e1536 * _e1537);
                            uint _e1539 = l_mut_80_;
                            uint64_t l_3007_ = uint64_t(_e1539);
                            uint _e1541 = l_mut_451_;
                            uint64_t l_3008_ = uint64_t(_e1541);
                            uint64_t l_3009_ = (l_3007_ * l_3008_);
                            uint64_t l_3010_ = (l_3009_ >> uint(32uL));
                            uint l_601_ = uint(l_3010_);
                            uint _e1550 = l_mut_65_;
                            uint _e1551 = l_mut_451_;
                            uint l_602_ = (_e1550 * _e1551);
                            uint l_603_ = (l_601_ + l_602_);
                            uint l_604_ = (l_337_ - l_600_);
                            uint l_605_ = (l_341_ - l_603_);
                            bool l_606_ = (l_337_ < l_600_);
                            uint l_607_ = uint(l_606_);
                            uint l_608_ = (l_605_ - l_607_);
                            l_mut_457_ = l_604_;
                            l_mut_452_ = l_608_;
                            uint _e1559 = l_mut_452_;
                            uint _e1560 = l_mut_65_;
                            bool l_609_ = (_e1559 < _e1560);
                            uint _e1562 = l_mut_452_;
                            uint _e1563 = l_mut_65_;
                            bool l_610_ = (_e1562 == _e1563);
                            uint _e1565 = l_mut_457_;
                            uint _e1566 = l_mut_80_;
                            bool l_611_ = (_e1565 < _e1566);
                            if (l_610_) {
                                local_33 = l_611_;
                            } else {
                                local_33 = false;
                            }
                            bool l_612_ = local_33;
                            if (!(l_609_)) {
                                local_34 = l_612_;
                            } else {
                                local_34 = true;
                            }
                            bool l_613_ = local_34;
                            bool l_614_ = !(l_613_);
                            if (l_614_) {
                                uint _e1578 = l_mut_457_;
                                uint _e1579 = l_mut_80_;
                                uint l_615_ = (_e1578 - _e1579);
                                uint _e1581 = l_mut_452_;
                                uint _e1582 = l_mut_65_;
                                uint l_616_ = (_e1581 - _e1582);
                                uint _e1584 = l_mut_457_;
                                uint _e1585 = l_mut_80_;
                                bool l_617_ = (_e1584 < _e1585);
                                uint l_618_ = uint(l_617_);
                                uint l_619_ = (l_616_ - l_618_);
                                l_mut_457_ = l_615_;
                                l_mut_452_ = l_619_;
                            }
                        }
                        uint _e1589 = l_mut_452_;
                        uint _e1590 = l_mut_395_;
                        bool l_620_ = (_e1589 < _e1590);
                        uint _e1592 = l_mut_452_;
                        uint _e1593 = l_mut_395_;
                        bool l_621_ = (_e1592 == _e1593);
                        uint _e1595 = l_mut_457_;
                        uint _e1596 = l_mut_401_;
                        bool l_622_ = (_e1595 < _e1596);
                        if (l_621_) {
                            local_35 = l_622_;
                        } else {
                            local_35 = false;
                        }
                        bool l_623_ = local_35;
                        if (!(l_620_)) {
                            local_36 = l_623_;
                        } else {
                            local_36 = true;
                        }
                        bool l_624_ = local_36;
                        if (l_624_) {
                            uint _e1607 = l_mut_457_;
                            l_mut_401_ = _e1607;
                            uint _e1608 = l_mut_452_;
                            l_mut_395_ = _e1608;
                        }
                    }
                }
                uint _e1609 = l_mut_395_;
                bool l_625_ = (_e1609 < l_351_);
                uint _e1611 = l_mut_395_;
                bool l_626_ = (_e1611 == l_351_);
                uint _e1613 = l_mut_401_;
                bool l_627_ = (_e1613 < l_347_);
                if (l_626_) {
                    local_37 = l_627_;
                } else {
                    local_37 = false;
                }
                bool l_628_ = local_37;
                if (!(l_625_)) {
                    local_38 = l_628_;
                } else {
                    local_38 = true;
                }
                bool l_629_ = local_38;
                bool l_630_ = !(l_629_);
                uint l_631_ = uint(l_630_);
                uint l_632_ = (2u - l_631_);
                l_mut_30_ = l_632_;
            }
            uint _e1628 = l_mut_30_;
            bool l_633_ = (_e1628 > 0u);
            if (l_633_) {
                uint _e1631 = l_mut_30_;
                bool l_634_ = (_e1631 == 1u);
                l_mut_357_ = l_634_;
                l_mut_364_ = false;
            }
        }
        l_mut_635_ = false;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            bool _e1636 = l_mut_364_;
            bool l_636_ = !(_e1636);
            if (l_636_) {
                break;
            }
            uint _e1638 = l_mut_135_;
            uint _e1639 = l_mut_259_;
            bool l_637_ = (_e1638 < _e1639);
            uint _e1641 = l_mut_135_;
            uint _e1642 = l_mut_259_;
            bool l_638_ = (_e1641 == _e1642);
            uint _e1644 = l_mut_141_;
            uint _e1645 = l_mut_265_;
            bool l_639_ = (_e1644 < _e1645);
            if (l_638_) {
                local_39 = l_639_;
            } else {
                local_39 = false;
            }
            bool l_640_ = local_39;
            if (!(l_637_)) {
                local_40 = l_640_;
            } else {
                local_40 = true;
            }
            bool l_641_ = local_40;
            if (l_641_) {
                uint _e1656 = l_mut_265_;
                uint _e1657 = l_mut_141_;
                uint l_642_ = (_e1656 - _e1657);
                uint _e1659 = l_mut_259_;
                uint _e1660 = l_mut_135_;
                uint l_643_ = (_e1659 - _e1660);
                uint _e1662 = l_mut_265_;
                uint _e1663 = l_mut_141_;
                bool l_644_ = (_e1662 < _e1663);
                uint l_645_ = uint(l_644_);
                uint l_646_ = (l_643_ - l_645_);
                l_mut_457_ = l_642_;
                l_mut_452_ = l_646_;
                uint _e1667 = l_mut_265_;
                l_mut_451_ = _e1667;
                uint _e1668 = l_mut_259_;
                l_mut_448_ = _e1668;
                uint _e1669 = l_mut_452_;
                uint _e1670 = l_mut_259_;
                bool l_647_ = (_e1669 < _e1670);
                uint _e1672 = l_mut_452_;
                uint _e1673 = l_mut_259_;
                bool l_648_ = (_e1672 == _e1673);
                uint _e1675 = l_mut_457_;
                uint _e1676 = l_mut_265_;
                bool l_649_ = (_e1675 < _e1676);
                if (l_648_) {
                    local_41 = l_649_;
                } else {
                    local_41 = false;
                }
                bool l_650_ = local_41;
                if (!(l_647_)) {
                    local_42 = l_650_;
                } else {
                    local_42 = true;
                }
                bool l_651_ = local_42;
                if (l_651_) {
                    uint _e1687 = l_mut_457_;
                    l_mut_451_ = _e1687;
                    uint _e1688 = l_mut_452_;
                    l_mut_448_ = _e1688;
                }
                l_mut_652_ = false;
                uint _e1690 = l_mut_451_;
                l_mut_457_ = _e1690;
                uint _e1691 = l_mut_448_;
                l_mut_452_ = _e1691;
                if (false) {
                    uint _e1694 = l_mut_448_;
                    uint l_655_ = (_e1694 >> 3u);
                    l_mut_457_ = l_655_;
                    l_mut_452_ = 0u;
                } else {
                    if (true) {
                        uint _e1698 = l_mut_451_;
                        l_mut_447_ = _e1698;
                        if (true) {
                            uint _e1700 = l_mut_451_;
                            uint l_658_ = (_e1700 >> 3u);
                            uint _e1703 = l_mut_448_;
                            uint l_659_ = (_e1703 << 29u);
                            uint l_660_ = (l_658_ | l_659_);
                            l_mut_447_ = l_660_;
                        }
                        uint _e1707 = l_mut_448_;
                        uint l_661_ = (_e1707 >> 3u);
                        uint _e1710 = l_mut_447_;
                        l_mut_457_ = _e1710;
                        l_mut_452_ = l_661_;
                    }
                }
                uint _e1711 = l_mut_452_;
                uint _e1712 = l_mut_203_;
                bool l_662_ = (_e1711 < _e1712);
                uint _e1714 = l_mut_452_;
                uint _e1715 = l_mut_203_;
                bool l_663_ = (_e1714 == _e1715);
                uint _e1717 = l_mut_457_;
                uint _e1718 = l_mut_209_;
                bool l_664_ = (_e1717 < _e1718);
                if (l_663_) {
                    local_43 = l_664_;
                } else {
                    local_43 = false;
                }
                bool l_665_ = local_43;
                if (!(l_662_)) {
                    local_44 = l_665_;
                } else {
                    local_44 = true;
                }
                bool l_666_ = local_44;
                bool l_667_ = !(l_666_);
                l_mut_652_ = l_667_;
                l_mut_457_ = 0u;
                uint _e1731 = l_mut_209_;
                uint _e1732 = l_mut_203_;
                uint l_668_ = (_e1731 | _e1732);
                bool l_669_ = (l_668_ == 0u);
                bool l_670_ = !(l_669_);
                bool _e1737 = l_mut_652_;
                if (_e1737) {
                    local_45 = l_670_;
                } else {
                    local_45 = false;
                }
                bool l_671_ = local_45;
                uint _e1742 = l_mut_203_;
                uint _e1743 = l_mut_448_;
                bool l_672_ = (_e1742 < _e1743);
                uint _e1745 = l_mut_203_;
                uint _e1746 = l_mut_448_;
                bool l_673_ = (_e1745 == _e1746);
                uint _e1748 = l_mut_209_;
                uint _e1749 = l_mut_451_;
                bool l_674_ = (_e1748 < _e1749);
                if (l_673_) {
                    local_46 = l_674_;
                } else {
                    local_46 = false;
                }
                bool l_675_ = local_46;
                if (!(l_672_)) {
                    local_47 = l_675_;
                } else {
                    local_47 = true;
                }
                bool l_676_ = local_47;
                if (l_671_) {
                    local_48 = l_676_;
                } else {
                    local_48 = false;
                }
                bool l_677_ = local_48;
                uint _e1764 = l_mut_92_;
                uint _e1765 = l_mut_86_;
                uint l_678_ = (_e1764 + _e1765);
                bool l_679_ = (l_678_ < l_4_);
                if (l_677_) {
                    local_49 = l_679_;
                } else {
                    local_49 = false;
                }
                bool l_680_ = local_49;
                if (l_680_) {
                    uint _e1772 = l_mut_92_;
                    uint l_681_ = (l_4_ - _e1772);
                    uint _e1774 = l_mut_86_;
                    uint l_682_ = (l_681_ - _e1774);
                    uint _e1776 = l_mut_92_;
                    uint l_683_ = naga_div(l_682_, _e1776);
                    uint _e1778 = l_mut_451_;
                    uint l_684_ = (_e1778 - 1u);
                    uint _e1781 = l_mut_448_;
                    uint l_685_ = (_e1781 - 0u);
                    uint _e1784 = l_mut_451_;
                    bool l_686_ = (_e1784 < 1u);
                    uint l_687_ = uint(l_686_);
                    uint l_688_ = (l_685_ - l_687_);
                    l_mut_452_ = l_684_;
                    l_mut_451_ = l_688_;
                    l_mut_448_ = 0u;
                    l_mut_689_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1877 = l_mut_689_;
                            l_mut_689_ = (_e1877 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1792 = l_mut_689_;
                        if ((_e1792 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1796 = l_mut_689_;
                            uint l_690_ = (19u - _e1796);
                            uint _e1798 = l_mut_452_;
                            l_mut_447_ = _e1798;
                            uint _e1799 = l_mut_451_;
                            l_mut_446_ = _e1799;
                            bool l_691_ = (l_690_ >= 32u);
                            if (l_691_) {
                                uint l_692_ = (l_690_ & 31u);
                                uint _e1804 = l_mut_451_;
                                uint l_693_ = (_e1804 >> l_692_);
                                l_mut_447_ = l_693_;
                                l_mut_446_ = 0u;
                            } else {
                                bool l_694_ = (l_690_ > 0u);
                                if (l_694_) {
                                    uint _e1809 = l_mut_452_;
                                    l_mut_435_ = _e1809;
                                    bool l_695_ = (l_690_ > 0u);
                                    if (l_695_) {
                                        uint _e1812 = l_mut_452_;
                                        uint l_696_ = (_e1812 >> l_690_);
                                        uint l_697_ = (32u - l_690_);
                                        uint _e1816 = l_mut_451_;
                                        uint l_698_ = (_e1816 << l_697_);
                                        uint l_699_ = (l_696_ | l_698_);
                                        l_mut_435_ = l_699_;
                                    }
                                    uint _e1819 = l_mut_451_;
                                    uint l_700_ = (_e1819 >> l_690_);
                                    uint _e1821 = l_mut_435_;
                                    l_mut_447_ = _e1821;
                                    l_mut_446_ = l_700_;
                                }
                            }
                            uint _e1822 = l_mut_446_;
                            uint _e1823 = l_mut_203_;
                            bool l_701_ = (_e1822 < _e1823);
                            uint _e1825 = l_mut_446_;
                            uint _e1826 = l_mut_203_;
                            bool l_702_ = (_e1825 == _e1826);
                            uint _e1828 = l_mut_447_;
                            uint _e1829 = l_mut_209_;
                            bool l_703_ = (_e1828 < _e1829);
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
                                uint _e1841 = l_mut_209_;
                                l_mut_447_ = _e1841;
                                uint _e1842 = l_mut_203_;
                                l_mut_446_ = _e1842;
                                bool l_707_ = (l_690_ >= 32u);
                                if (l_707_) {
                                    uint l_708_ = (l_690_ & 31u);
                                    uint _e1847 = l_mut_209_;
                                    uint l_709_ = (_e1847 << l_708_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_709_;
                                } else {
                                    bool l_710_ = (l_690_ > 0u);
                                    if (l_710_) {
                                        uint _e1852 = l_mut_209_;
                                        uint l_711_ = (_e1852 << l_690_);
                                        uint _e1854 = l_mut_203_;
                                        uint l_712_ = (_e1854 << l_690_);
                                        uint l_713_ = (32u - l_690_);
                                        uint _e1858 = l_mut_209_;
                                        uint l_714_ = (_e1858 >> l_713_);
                                        uint l_715_ = (l_712_ | l_714_);
                                        l_mut_447_ = l_711_;
                                        l_mut_446_ = l_715_;
                                    }
                                }
                                uint _e1861 = l_mut_452_;
                                uint _e1862 = l_mut_447_;
                                uint l_716_ = (_e1861 - _e1862);
                                uint _e1864 = l_mut_451_;
                                uint _e1865 = l_mut_446_;
                                uint l_717_ = (_e1864 - _e1865);
                                uint _e1867 = l_mut_452_;
                                uint _e1868 = l_mut_447_;
                                bool l_718_ = (_e1867 < _e1868);
                                uint l_719_ = uint(l_718_);
                                uint l_720_ = (l_717_ - l_719_);
                                l_mut_452_ = l_716_;
                                l_mut_451_ = l_720_;
                                uint l_721_ = (1u << l_690_);
                                uint _e1874 = l_mut_448_;
                                l_mut_448_ = (_e1874 | l_721_);
                            }
                        }
                    }
                    uint _e1879 = l_mut_448_;
                    uint l_722_ = min(_e1879, l_683_);
                    l_mut_448_ = l_722_;
                    uint _e1881 = l_mut_451_;
                    uint _e1882 = l_mut_203_;
                    bool l_723_ = (_e1881 < _e1882);
                    uint _e1884 = l_mut_451_;
                    uint _e1885 = l_mut_203_;
                    bool l_724_ = (_e1884 == _e1885);
                    uint _e1887 = l_mut_452_;
                    uint _e1888 = l_mut_209_;
                    bool l_725_ = (_e1887 < _e1888);
                    if (l_724_) {
                        local_52 = l_725_;
                    } else {
                        local_52 = false;
                    }
                    bool l_726_ = local_52;
                    if (!(l_723_)) {
                        local_53 = l_726_;
                    } else {
                        local_53 = true;
                    }
                    bool l_727_ = local_53;
                    bool l_728_ = !(l_727_);
                    if (l_728_) {
                        l_mut_448_ = l_683_;
                    }
                    uint _e1900 = l_mut_448_;
                    l_mut_457_ = _e1900;
                }
                uint _e1901 = l_mut_265_;
                l_mut_452_ = _e1901;
                uint _e1902 = l_mut_259_;
                l_mut_451_ = _e1902;
                uint _e1903 = l_mut_209_;
                l_mut_448_ = _e1903;
                uint _e1904 = l_mut_203_;
                l_mut_447_ = _e1904;
                uint _e1905 = l_mut_92_;
                l_mut_446_ = _e1905;
                uint _e1906 = l_mut_86_;
                l_mut_435_ = _e1906;
                uint _e1907 = l_mut_141_;
                l_mut_428_ = _e1907;
                uint _e1908 = l_mut_135_;
                l_mut_401_ = _e1908;
                l_mut_395_ = 0u;
                uint _e1910 = l_mut_457_;
                bool l_729_ = (_e1910 > 0u);
                if (l_729_) {
                    uint _e1913 = l_mut_209_;
                    uint _e1914 = l_mut_457_;
                    uint l_730_ = (_e1913 * _e1914);
                    uint _e1916 = l_mut_209_;
                    uint64_t l_3012_ = uint64_t(_e1916);
                    uint _e1918 = l_mut_457_;
                    uint64_t l_3013_ = uint64_t(_e1918);
                    uint64_t l_3014_ = (l_3012_ * l_3013_);
                    uint64_t l_3015_ = (l_3014_ >> uint(32uL));
                    uint l_731_ = uint(l_3015_);
                    uint _e1927 = l_mut_203_;
                    uint _e1928 = l_mut_457_;
                    uint l_732_ = (_e1927 * _e1928);
                    uint l_733_ = (l_731_ + l_732_);
                    uint _e1931 = l_mut_265_;
                    uint l_734_ = (_e1931 - l_730_);
                    uint _e1933 = l_mut_259_;
                    uint l_735_ = (_e1933 - l_733_);
                    uint _e1935 = l_mut_265_;
                    bool l_736_ = (_e1935 < l_730_);
                    uint l_737_ = uint(l_736_);
                    uint l_738_ = (l_735_ - l_737_);
                    l_mut_452_ = l_734_;
                    l_mut_451_ = l_738_;
                    uint _e1939 = l_mut_457_;
                    uint _e1940 = l_mut_92_;
                    uint l_739_ = (_e1939 * _e1940);
                    uint _e1942 = l_mut_86_;
                    uint l_740_ = (_e1942 + l_739_);
                    l_mut_435_ = l_740_;
                } else {
                    uint _e1944 = l_mut_395_;
                    bool l_741_ = (_e1944 == 0u);
                    if (l_741_) {
                        uint _e1947 = l_mut_92_;
                        uint l_742_ = (l_4_ - _e1947);
                        uint _e1949 = l_mut_86_;
                        uint l_743_ = naga_div(l_742_, _e1949);
                        l_mut_457_ = 0u;
                        l_mut_652_ = false;
                        uint _e1953 = l_mut_209_;
                        l_mut_389_ = _e1953;
                        uint _e1954 = l_mut_203_;
                        l_mut_80_ = _e1954;
                        if (false) {
                            uint _e1957 = l_mut_203_;
                            uint l_746_ = (_e1957 >> 3u);
                            l_mut_389_ = l_746_;
                            l_mut_80_ = 0u;
                        } else {
                            if (true) {
                                uint _e1961 = l_mut_209_;
                                l_mut_65_ = _e1961;
                                if (true) {
                                    uint _e1963 = l_mut_209_;
                                    uint l_749_ = (_e1963 >> 3u);
                                    uint _e1966 = l_mut_203_;
                                    uint l_750_ = (_e1966 << 29u);
                                    uint l_751_ = (l_749_ | l_750_);
                                    l_mut_65_ = l_751_;
                                }
                                uint _e1970 = l_mut_203_;
                                uint l_752_ = (_e1970 >> 3u);
                                uint _e1973 = l_mut_65_;
                                l_mut_389_ = _e1973;
                                l_mut_80_ = l_752_;
                            }
                        }
                        uint _e1974 = l_mut_80_;
                        uint _e1975 = l_mut_259_;
                        bool l_753_ = (_e1974 < _e1975);
                        uint _e1977 = l_mut_80_;
                        uint _e1978 = l_mut_259_;
                        bool l_754_ = (_e1977 == _e1978);
                        uint _e1980 = l_mut_389_;
                        uint _e1981 = l_mut_265_;
                        bool l_755_ = (_e1980 < _e1981);
                        if (l_754_) {
                            local_54 = l_755_;
                        } else {
                            local_54 = false;
                        }
                        bool l_756_ = local_54;
                        if (!(l_753_)) {
                            local_55 = l_756_;
                        } else {
                            local_55 = true;
                        }
                        bool l_757_ = local_55;
                        bool l_758_ = !(l_757_);
                        l_mut_652_ = l_758_;
                        uint _e1993 = l_mut_265_;
                        uint _e1994 = l_mut_259_;
                        uint l_759_ = (_e1993 | _e1994);
                        bool l_760_ = (l_759_ == 0u);
                        if (l_760_) {
                            l_mut_457_ = l_743_;
                        } else {
                            bool _e1998 = l_mut_652_;
                            if (_e1998) {
                                uint _e1999 = l_mut_259_;
                                uint _e2000 = l_mut_203_;
                                bool l_761_ = (_e1999 < _e2000);
                                uint _e2002 = l_mut_259_;
                                uint _e2003 = l_mut_203_;
                                bool l_762_ = (_e2002 == _e2003);
                                uint _e2005 = l_mut_265_;
                                uint _e2006 = l_mut_209_;
                                bool l_763_ = (_e2005 < _e2006);
                                if (l_762_) {
                                    local_56 = l_763_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_764_ = local_56;
                                if (!(l_761_)) {
                                    local_57 = l_764_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_765_ = local_57;
                                if (l_765_) {
                                    uint _e2017 = l_mut_209_;
                                    uint l_766_ = (_e2017 - 1u);
                                    uint _e2020 = l_mut_203_;
                                    uint l_767_ = (_e2020 - 0u);
                                    uint _e2023 = l_mut_209_;
                                    bool l_768_ = (_e2023 < 1u);
                                    uint l_769_ = uint(l_768_);
                                    uint l_770_ = (l_767_ - l_769_);
                                    l_mut_389_ = l_766_;
                                    l_mut_80_ = l_770_;
                                    l_mut_65_ = 0u;
                                    l_mut_771_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2116 = l_mut_771_;
                                            l_mut_771_ = (_e2116 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e2031 = l_mut_771_;
                                        if ((_e2031 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2035 = l_mut_771_;
                                            uint l_772_ = (19u - _e2035);
                                            uint _e2037 = l_mut_389_;
                                            l_mut_30_ = _e2037;
                                            uint _e2038 = l_mut_80_;
                                            l_mut_773_ = _e2038;
                                            bool l_774_ = (l_772_ >= 32u);
                                            if (l_774_) {
                                                uint l_775_ = (l_772_ & 31u);
                                                uint _e2043 = l_mut_80_;
                                                uint l_776_ = (_e2043 >> l_775_);
                                                l_mut_30_ = l_776_;
                                                l_mut_773_ = 0u;
                                            } else {
                                                bool l_777_ = (l_772_ > 0u);
                                                if (l_777_) {
                                                    uint _e2048 = l_mut_389_;
                                                    l_mut_778_ = _e2048;
                                                    bool l_779_ = (l_772_ > 0u);
                                                    if (l_779_) {
                                                        uint _e2051 = l_mut_389_;
                                                        uint l_780_ = (_e2051 >> l_772_);
                                                        uint l_781_ = (32u - l_772_);
                                                        uint _e2055 = l_mut_80_;
                                                        uint l_782_ = (_e2055 << l_781_);
                                                        uint l_783_ = (l_780_ | l_782_);
                                                        l_mut_778_ = l_783_;
                                                    }
                                                    uint _e2058 = l_mut_80_;
                                                    uint l_784_ = (_e2058 >> l_772_);
                                                    uint _e2060 = l_mut_778_;
                                                    l_mut_30_ = _e2060;
                                                    l_mut_773_ = l_784_;
                                                }
                                            }
                                            uint _e2061 = l_mut_773_;
                                            uint _e2062 = l_mut_259_;
                                            bool l_785_ = (_e2061 < _e2062);
                                            uint _e2064 = l_mut_773_;
                                            uint _e2065 = l_mut_259_;
                                            bool l_786_ = (_e2064 == _e2065);
                                            uint _e2067 = l_mut_30_;
                                            uint _e2068 = l_mut_265_;
                                            bool l_787_ = (_e2067 < _e2068);
                                            if (l_786_) {
                                                local_58 = l_787_;
                                            } else {
                                                local_58 = false;
                                            }
                                            bool l_788_ = local_58;
                                            if (!(l_785_)) {
                                                local_59 = l_788_;
                                            } else {
                                                local_59 = true;
                                            }
                                            bool l_789_ = local_59;
                                            bool l_790_ = !(l_789_);
                                            if (l_790_) {
                                                uint _e2080 = l_mut_265_;
                                                l_mut_778_ = _e2080;
                                                uint _e2081 = l_mut_259_;
                                                l_mut_773_ = _e2081;
                                                bool l_791_ = (l_772_ >= 32u);
                                                if (l_791_) {
                                                    uint l_792_ = (l_772_ & 31u);
                                                    uint _e2086 = l_mut_265_;
                                                    uint l_793_ = (_e2086 << l_792_);
                                                    l_mut_778_ = 0u;
                                                    l_mut_773_ = l_793_;
                                                } else {
                                                    bool l_794_ = (l_772_ > 0u);
                                                    if (l_794_) {
                                                        uint _e2091 = l_mut_265_;
                                                        uint l_795_ = (_e2091 << l_772_);
                                                        uint _e2093 = l_mut_259_;
                                                        uint l_796_ = (_e2093 << l_772_);
                                                        uint l_797_ = (32u - l_772_);
                                                        uint _e2097 = l_mut_265_;
                                                        uint l_798_ = (_e2097 >> l_797_);
                                                        uint l_799_ = (l_796_ | l_798_);
                                                        l_mut_778_ = l_795_;
                                                        l_mut_773_ = l_799_;
                                                    }
                                                }
                                                uint _e2100 = l_mut_389_;
                                                uint _e2101 = l_mut_778_;
                                                uint l_800_ = (_e2100 - _e2101);
                                                uint _e2103 = l_mut_80_;
                                                uint _e2104 = l_mut_773_;
                                                uint l_801_ = (_e2103 - _e2104);
                                                uint _e2106 = l_mut_389_;
                                                uint _e2107 = l_mut_778_;
                                                bool l_802_ = (_e2106 < _e2107);
                                                uint l_803_ = uint(l_802_);
                                                uint l_804_ = (l_801_ - l_803_);
                                                l_mut_389_ = l_800_;
                                                l_mut_80_ = l_804_;
                                                uint l_805_ = (1u << l_772_);
                                                uint _e2113 = l_mut_65_;
                                                l_mut_65_ = (_e2113 | l_805_);
                                            }
                                        }
                                    }
                                    uint _e2118 = l_mut_65_;
                                    uint l_806_ = min(_e2118, l_743_);
                                    l_mut_778_ = l_806_;
                                    uint _e2120 = l_mut_80_;
                                    uint _e2121 = l_mut_259_;
                                    bool l_807_ = (_e2120 < _e2121);
                                    uint _e2123 = l_mut_80_;
                                    uint _e2124 = l_mut_259_;
                                    bool l_808_ = (_e2123 == _e2124);
                                    uint _e2126 = l_mut_389_;
                                    uint _e2127 = l_mut_265_;
                                    bool l_809_ = (_e2126 < _e2127);
                                    if (l_808_) {
                                        local_60 = l_809_;
                                    } else {
                                        local_60 = false;
                                    }
                                    bool l_810_ = local_60;
                                    if (!(l_807_)) {
                                        local_61 = l_810_;
                                    } else {
                                        local_61 = true;
                                    }
                                    bool l_811_ = local_61;
                                    bool l_812_ = !(l_811_);
                                    if (l_812_) {
                                        l_mut_778_ = l_743_;
                                    }
                                    uint _e2139 = l_mut_778_;
                                    l_mut_457_ = _e2139;
                                }
                            } else {
                                uint _e2140 = l_mut_209_;
                                l_mut_778_ = _e2140;
                                uint _e2141 = l_mut_203_;
                                l_mut_773_ = _e2141;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2142 = l_mut_259_;
                                    uint _e2143 = l_mut_773_;
                                    bool l_813_ = (_e2142 < _e2143);
                                    uint _e2145 = l_mut_259_;
                                    uint _e2146 = l_mut_773_;
                                    bool l_814_ = (_e2145 == _e2146);
                                    uint _e2148 = l_mut_265_;
                                    uint _e2149 = l_mut_778_;
                                    bool l_815_ = (_e2148 < _e2149);
                                    if (l_814_) {
                                        local_62 = l_815_;
                                    } else {
                                        local_62 = false;
                                    }
                                    bool l_816_ = local_62;
                                    if (!(l_813_)) {
                                        local_63 = l_816_;
                                    } else {
                                        local_63 = true;
                                    }
                                    bool l_817_ = local_63;
                                    uint _e2160 = l_mut_457_;
                                    uint _e2161 = l_mut_86_;
                                    uint l_818_ = (_e2160 * _e2161);
                                    uint _e2163 = l_mut_92_;
                                    uint l_819_ = (_e2163 + l_818_);
                                    uint _e2165 = l_mut_86_;
                                    uint l_820_ = (l_819_ + _e2165);
                                    bool l_821_ = (l_820_ < l_4_);
                                    if (l_817_) {
                                        local_64 = l_821_;
                                    } else {
                                        local_64 = false;
                                    }
                                    bool l_822_ = local_64;
                                    bool l_823_ = !(l_822_);
                                    if (l_823_) {
                                        break;
                                    }
                                    uint _e2173 = l_mut_778_;
                                    uint _e2174 = l_mut_265_;
                                    uint l_824_ = (_e2173 - _e2174);
                                    uint _e2176 = l_mut_773_;
                                    uint _e2177 = l_mut_259_;
                                    uint l_825_ = (_e2176 - _e2177);
                                    uint _e2179 = l_mut_778_;
                                    uint _e2180 = l_mut_265_;
                                    bool l_826_ = (_e2179 < _e2180);
                                    uint l_827_ = uint(l_826_);
                                    uint l_828_ = (l_825_ - l_827_);
                                    l_mut_778_ = l_824_;
                                    l_mut_773_ = l_828_;
                                    uint _e2184 = l_mut_457_;
                                    l_mut_457_ = (_e2184 + 1u);
                                }
                            }
                        }
                        uint _e2187 = l_mut_457_;
                        uint _e2188 = l_mut_86_;
                        uint l_829_ = (_e2187 * _e2188);
                        uint _e2190 = l_mut_92_;
                        uint l_830_ = (_e2190 + l_829_);
                        uint _e2192 = l_mut_86_;
                        uint l_831_ = (l_830_ + _e2192);
                        bool l_832_ = (l_831_ >= l_4_);
                        if (l_832_) {
                            l_mut_395_ = 1u;
                        } else {
                            uint _e2196 = l_mut_265_;
                            uint _e2197 = l_mut_457_;
                            uint l_833_ = (_e2196 * _e2197);
                            uint _e2199 = l_mut_265_;
                            uint64_t l_3017_ = uint64_t(_e2199);
                            uint _e2201 = l_mut_457_;
                            uint64_t l_3018_ = uint64_t(_e2201);
                            uint64_t l_3019_ = (l_3017_ * l_3018_);
                            uint64_t l_3020_ = (l_3019_ >> uint(32uL));
                            uint l_834_ = uint(l_3020_);
                            uint _e2210 = l_mut_259_;
                            uint _e2211 = l_mut_457_;
                            uint l_835_ = (_e2210 * _e2211);
                            uint l_836_ = (l_834_ + l_835_);
                            uint _e2214 = l_mut_209_;
                            uint l_837_ = (_e2214 - l_833_);
                            uint _e2216 = l_mut_203_;
                            uint l_838_ = (_e2216 - l_836_);
                            uint _e2218 = l_mut_209_;
                            bool l_839_ = (_e2218 < l_833_);
                            uint l_840_ = uint(l_839_);
                            uint l_841_ = (l_838_ - l_840_);
                            l_mut_448_ = l_837_;
                            l_mut_447_ = l_841_;
                            uint _e2222 = l_mut_457_;
                            uint _e2223 = l_mut_86_;
                            uint l_842_ = (_e2222 * _e2223);
                            uint _e2225 = l_mut_92_;
                            uint l_843_ = (_e2225 + l_842_);
                            l_mut_446_ = l_843_;
                            uint _e2227 = l_mut_265_;
                            uint _e2228 = l_mut_448_;
                            uint l_844_ = (_e2227 - _e2228);
                            uint _e2230 = l_mut_259_;
                            uint _e2231 = l_mut_447_;
                            uint l_845_ = (_e2230 - _e2231);
                            uint _e2233 = l_mut_265_;
                            uint _e2234 = l_mut_448_;
                            bool l_846_ = (_e2233 < _e2234);
                            uint l_847_ = uint(l_846_);
                            uint l_848_ = (l_845_ - l_847_);
                            l_mut_452_ = l_844_;
                            l_mut_451_ = l_848_;
                            uint _e2238 = l_mut_86_;
                            uint _e2239 = l_mut_446_;
                            uint l_849_ = (_e2238 + _e2239);
                            l_mut_435_ = l_849_;
                        }
                    }
                }
                uint _e2241 = l_mut_452_;
                l_mut_265_ = _e2241;
                uint _e2242 = l_mut_451_;
                l_mut_259_ = _e2242;
                uint _e2243 = l_mut_448_;
                l_mut_209_ = _e2243;
                uint _e2244 = l_mut_447_;
                l_mut_203_ = _e2244;
                uint _e2245 = l_mut_446_;
                l_mut_92_ = _e2245;
                uint _e2246 = l_mut_435_;
                l_mut_86_ = _e2246;
                uint _e2247 = l_mut_428_;
                l_mut_141_ = _e2247;
                uint _e2248 = l_mut_401_;
                l_mut_135_ = _e2248;
                uint _e2249 = l_mut_395_;
                bool l_850_ = (_e2249 == 1u);
                l_mut_357_ = l_850_;
                uint _e2252 = l_mut_395_;
                bool l_851_ = (_e2252 == 0u);
                l_mut_364_ = l_851_;
            } else {
                uint _e2255 = l_mut_209_;
                uint _e2256 = l_mut_141_;
                uint l_852_ = (_e2255 - _e2256);
                uint _e2258 = l_mut_203_;
                uint _e2259 = l_mut_135_;
                uint l_853_ = (_e2258 - _e2259);
                uint _e2261 = l_mut_209_;
                uint _e2262 = l_mut_141_;
                bool l_854_ = (_e2261 < _e2262);
                uint l_855_ = uint(l_854_);
                uint l_856_ = (l_853_ - l_855_);
                l_mut_778_ = l_852_;
                l_mut_773_ = l_856_;
                uint _e2266 = l_mut_141_;
                uint l_857_ = (_e2266 - l_347_);
                uint _e2268 = l_mut_135_;
                uint l_858_ = (_e2268 - l_351_);
                uint _e2270 = l_mut_141_;
                bool l_859_ = (_e2270 < l_347_);
                uint l_860_ = uint(l_859_);
                uint l_861_ = (l_858_ - l_860_);
                l_mut_778_ = l_857_;
                l_mut_773_ = l_861_;
                uint _e2274 = l_mut_209_;
                l_mut_457_ = _e2274;
                uint _e2275 = l_mut_203_;
                l_mut_452_ = _e2275;
                uint _e2276 = l_mut_773_;
                uint _e2277 = l_mut_203_;
                bool l_862_ = (_e2276 < _e2277);
                uint _e2279 = l_mut_773_;
                uint _e2280 = l_mut_203_;
                bool l_863_ = (_e2279 == _e2280);
                uint _e2282 = l_mut_778_;
                uint _e2283 = l_mut_209_;
                bool l_864_ = (_e2282 < _e2283);
                if (l_863_) {
                    local_65 = l_864_;
                } else {
                    local_65 = false;
                }
                bool l_865_ = local_65;
                if (!(l_862_)) {
                    local_66 = l_865_;
                } else {
                    local_66 = true;
                }
                bool l_866_ = local_66;
                if (l_866_) {
                    uint _e2294 = l_mut_778_;
                    l_mut_457_ = _e2294;
                    uint _e2295 = l_mut_773_;
                    l_mut_452_ = _e2295;
                }
                l_mut_652_ = false;
                uint _e2297 = l_mut_457_;
                l_mut_778_ = _e2297;
                uint _e2298 = l_mut_452_;
                l_mut_773_ = _e2298;
                if (false) {
                    uint _e2301 = l_mut_452_;
                    uint l_869_ = (_e2301 >> 3u);
                    l_mut_778_ = l_869_;
                    l_mut_773_ = 0u;
                } else {
                    if (true) {
                        uint _e2305 = l_mut_457_;
                        l_mut_451_ = _e2305;
                        if (true) {
                            uint _e2307 = l_mut_457_;
                            uint l_872_ = (_e2307 >> 3u);
                            uint _e2310 = l_mut_452_;
                            uint l_873_ = (_e2310 << 29u);
                            uint l_874_ = (l_872_ | l_873_);
                            l_mut_451_ = l_874_;
                        }
                        uint _e2314 = l_mut_452_;
                        uint l_875_ = (_e2314 >> 3u);
                        uint _e2317 = l_mut_451_;
                        l_mut_778_ = _e2317;
                        l_mut_773_ = l_875_;
                    }
                }
                uint _e2318 = l_mut_773_;
                uint _e2319 = l_mut_259_;
                bool l_876_ = (_e2318 < _e2319);
                uint _e2321 = l_mut_773_;
                uint _e2322 = l_mut_259_;
                bool l_877_ = (_e2321 == _e2322);
                uint _e2324 = l_mut_778_;
                uint _e2325 = l_mut_265_;
                bool l_878_ = (_e2324 < _e2325);
                if (l_877_) {
                    local_67 = l_878_;
                } else {
                    local_67 = false;
                }
                bool l_879_ = local_67;
                if (!(l_876_)) {
                    local_68 = l_879_;
                } else {
                    local_68 = true;
                }
                bool l_880_ = local_68;
                bool l_881_ = !(l_880_);
                l_mut_652_ = l_881_;
                l_mut_778_ = 0u;
                uint _e2338 = l_mut_265_;
                uint _e2339 = l_mut_259_;
                uint l_882_ = (_e2338 | _e2339);
                bool l_883_ = (l_882_ == 0u);
                bool l_884_ = !(l_883_);
                bool _e2344 = l_mut_652_;
                if (_e2344) {
                    local_69 = l_884_;
                } else {
                    local_69 = false;
                }
                bool l_885_ = local_69;
                uint _e2349 = l_mut_259_;
                uint _e2350 = l_mut_452_;
                bool l_886_ = (_e2349 < _e2350);
                uint _e2352 = l_mut_259_;
                uint _e2353 = l_mut_452_;
                bool l_887_ = (_e2352 == _e2353);
                uint _e2355 = l_mut_265_;
                uint _e2356 = l_mut_457_;
                bool l_888_ = (_e2355 < _e2356);
                if (l_887_) {
                    local_70 = l_888_;
                } else {
                    local_70 = false;
                }
                bool l_889_ = local_70;
                if (!(l_886_)) {
                    local_71 = l_889_;
                } else {
                    local_71 = true;
                }
                bool l_890_ = local_71;
                if (l_885_) {
                    local_72 = l_890_;
                } else {
                    local_72 = false;
                }
                bool l_891_ = local_72;
                uint _e2371 = l_mut_86_;
                uint _e2372 = l_mut_92_;
                uint l_892_ = (_e2371 + _e2372);
                bool l_893_ = (l_892_ < l_4_);
                if (l_891_) {
                    local_73 = l_893_;
                } else {
                    local_73 = false;
                }
                bool l_894_ = local_73;
                if (l_894_) {
                    uint _e2379 = l_mut_86_;
                    uint l_895_ = (l_4_ - _e2379);
                    uint _e2381 = l_mut_92_;
                    uint l_896_ = (l_895_ - _e2381);
                    uint _e2383 = l_mut_86_;
                    uint l_897_ = naga_div(l_896_, _e2383);
                    uint _e2385 = l_mut_457_;
                    uint l_898_ = (_e2385 - 1u);
                    uint _e2388 = l_mut_452_;
                    uint l_899_ = (_e2388 - 0u);
                    uint _e2391 = l_mut_457_;
                    bool l_900_ = (_e2391 < 1u);
                    uint l_901_ = uint(l_900_);
                    uint l_902_ = (l_899_ - l_901_);
                    l_mut_773_ = l_898_;
                    l_mut_457_ = l_902_;
                    l_mut_452_ = 0u;
                    l_mut_903_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2484 = l_mut_903_;
                            l_mut_903_ = (_e2484 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2399 = l_mut_903_;
                        if ((_e2399 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2403 = l_mut_903_;
                            uint l_904_ = (19u - _e2403);
                            uint _e2405 = l_mut_773_;
                            l_mut_451_ = _e2405;
                            uint _e2406 = l_mut_457_;
                            l_mut_448_ = _e2406;
                            bool l_905_ = (l_904_ >= 32u);
                            if (l_905_) {
                                uint l_906_ = (l_904_ & 31u);
                                uint _e2411 = l_mut_457_;
                                uint l_907_ = (_e2411 >> l_906_);
                                l_mut_451_ = l_907_;
                                l_mut_448_ = 0u;
                            } else {
                                bool l_908_ = (l_904_ > 0u);
                                if (l_908_) {
                                    uint _e2416 = l_mut_773_;
                                    l_mut_447_ = _e2416;
                                    bool l_909_ = (l_904_ > 0u);
                                    if (l_909_) {
                                        uint _e2419 = l_mut_773_;
                                        uint l_910_ = (_e2419 >> l_904_);
                                        uint l_911_ = (32u - l_904_);
                                        uint _e2423 = l_mut_457_;
                                        uint l_912_ = (_e2423 << l_911_);
                                        uint l_913_ = (l_910_ | l_912_);
                                        l_mut_447_ = l_913_;
                                    }
                                    uint _e2426 = l_mut_457_;
                                    uint l_914_ = (_e2426 >> l_904_);
                                    uint _e2428 = l_mut_447_;
                                    l_mut_451_ = _e2428;
                                    l_mut_448_ = l_914_;
                                }
                            }
                            uint _e2429 = l_mut_448_;
                            uint _e2430 = l_mut_259_;
                            bool l_915_ = (_e2429 < _e2430);
                            uint _e2432 = l_mut_448_;
                            uint _e2433 = l_mut_259_;
                            bool l_916_ = (_e2432 == _e2433);
                            uint _e2435 = l_mut_451_;
                            uint _e2436 = l_mut_265_;
                            bool l_917_ = (_e2435 < _e2436);
                            if (l_916_) {
                                local_74 = l_917_;
                            } else {
                                local_74 = false;
                            }
                            bool l_918_ = local_74;
                            if (!(l_915_)) {
                                local_75 = l_918_;
                            } else {
                                local_75 = true;
                            }
                            bool l_919_ = local_75;
                            bool l_920_ = !(l_919_);
                            if (l_920_) {
                                uint _e2448 = l_mut_265_;
                                l_mut_451_ = _e2448;
                                uint _e2449 = l_mut_259_;
                                l_mut_448_ = _e2449;
                                bool l_921_ = (l_904_ >= 32u);
                                if (l_921_) {
                                    uint l_922_ = (l_904_ & 31u);
                                    uint _e2454 = l_mut_265_;
                                    uint l_923_ = (_e2454 << l_922_);
                                    l_mut_451_ = 0u;
                                    l_mut_448_ = l_923_;
                                } else {
                                    bool l_924_ = (l_904_ > 0u);
                                    if (l_924_) {
                                        uint _e2459 = l_mut_265_;
                                        uint l_925_ = (_e2459 << l_904_);
                                        uint _e2461 = l_mut_259_;
                                        uint l_926_ = (_e2461 << l_904_);
                                        uint l_927_ = (32u - l_904_);
                                        uint _e2465 = l_mut_265_;
                                        uint l_928_ = (_e2465 >> l_927_);
                                        uint l_929_ = (l_926_ | l_928_);
                                        l_mut_451_ = l_925_;
                                        l_mut_448_ = l_929_;
                                    }
                                }
                                uint _e2468 = l_mut_773_;
                                uint _e2469 = l_mut_451_;
                                uint l_930_ = (_e2468 - _e2469);
                                uint _e2471 = l_mut_457_;
                                uint _e2472 = l_mut_448_;
                                uint l_931_ = (_e2471 - _e2472);
                                uint _e2474 = l_mut_773_;
                                uint _e2475 = l_mut_451_;
                                bool l_932_ = (_e2474 < _e2475);
                                uint l_933_ = uint(l_932_);
                                uint l_934_ = (l_931_ - l_933_);
                                l_mut_773_ = l_930_;
                                l_mut_457_ = l_934_;
                                uint l_935_ = (1u << l_904_);
                                uint _e2481 = l_mut_452_;
                                l_mut_452_ = (_e2481 | l_935_);
                            }
                        }
                    }
                    uint _e2486 = l_mut_452_;
                    uint l_936_ = min(_e2486, l_897_);
                    l_mut_452_ = l_936_;
                    uint _e2488 = l_mut_457_;
                    uint _e2489 = l_mut_259_;
                    bool l_937_ = (_e2488 < _e2489);
                    uint _e2491 = l_mut_457_;
                    uint _e2492 = l_mut_259_;
                    bool l_938_ = (_e2491 == _e2492);
                    uint _e2494 = l_mut_773_;
                    uint _e2495 = l_mut_265_;
                    bool l_939_ = (_e2494 < _e2495);
                    if (l_938_) {
                        local_76 = l_939_;
                    } else {
                        local_76 = false;
                    }
                    bool l_940_ = local_76;
                    if (!(l_937_)) {
                        local_77 = l_940_;
                    } else {
                        local_77 = true;
                    }
                    bool l_941_ = local_77;
                    bool l_942_ = !(l_941_);
                    if (l_942_) {
                        l_mut_452_ = l_897_;
                    }
                    uint _e2507 = l_mut_452_;
                    l_mut_778_ = _e2507;
                }
                uint _e2508 = l_mut_209_;
                l_mut_773_ = _e2508;
                uint _e2509 = l_mut_203_;
                l_mut_457_ = _e2509;
                uint _e2510 = l_mut_265_;
                l_mut_452_ = _e2510;
                uint _e2511 = l_mut_259_;
                l_mut_451_ = _e2511;
                uint _e2512 = l_mut_86_;
                l_mut_448_ = _e2512;
                uint _e2513 = l_mut_92_;
                l_mut_447_ = _e2513;
                uint _e2514 = l_mut_141_;
                l_mut_446_ = _e2514;
                uint _e2515 = l_mut_135_;
                l_mut_435_ = _e2515;
                l_mut_428_ = 0u;
                uint _e2517 = l_mut_778_;
                bool l_943_ = (_e2517 > 0u);
                if (l_943_) {
                    uint _e2520 = l_mut_265_;
                    uint _e2521 = l_mut_778_;
                    uint l_944_ = (_e2520 * _e2521);
                    uint _e2523 = l_mut_265_;
                    uint64_t l_3022_ = uint64_t(_e2523);
                    uint _e2525 = l_mut_778_;
                    uint64_t l_3023_ = uint64_t(_e2525);
                    uint64_t l_3024_ = (l_3022_ * l_3023_);
                    uint64_t l_3025_ = (l_3024_ >> uint(32uL));
                    uint l_945_ = uint(l_3025_);
                    uint _e2534 = l_mut_259_;
                    uint _e2535 = l_mut_778_;
                    uint l_946_ = (_e2534 * _e2535);
                    uint l_947_ = (l_945_ + l_946_);
                    uint _e2538 = l_mut_141_;
                    uint l_948_ = (_e2538 - l_944_);
                    uint _e2540 = l_mut_135_;
                    uint l_949_ = (_e2540 - l_947_);
                    uint _e2542 = l_mut_141_;
                    bool l_950_ = (_e2542 < l_944_);
                    uint l_951_ = uint(l_950_);
                    uint l_952_ = (l_949_ - l_951_);
                    l_mut_446_ = l_948_;
                    l_mut_435_ = l_952_;
                    uint _e2546 = l_mut_209_;
                    uint l_953_ = (_e2546 - l_944_);
                    uint _e2548 = l_mut_203_;
                    uint l_954_ = (_e2548 - l_947_);
                    uint _e2550 = l_mut_209_;
                    bool l_955_ = (_e2550 < l_944_);
                    uint l_956_ = uint(l_955_);
                    uint l_957_ = (l_954_ - l_956_);
                    l_mut_773_ = l_953_;
                    l_mut_457_ = l_957_;
                    uint _e2554 = l_mut_778_;
                    uint _e2555 = l_mut_86_;
                    uint l_958_ = (_e2554 * _e2555);
                    uint _e2557 = l_mut_92_;
                    uint l_959_ = (_e2557 + l_958_);
                    l_mut_447_ = l_959_;
                } else {
                    uint _e2559 = l_mut_141_;
                    uint _e2560 = l_mut_265_;
                    uint l_960_ = (_e2559 - _e2560);
                    uint _e2562 = l_mut_135_;
                    uint _e2563 = l_mut_259_;
                    uint l_961_ = (_e2562 - _e2563);
                    uint _e2565 = l_mut_141_;
                    uint _e2566 = l_mut_265_;
                    bool l_962_ = (_e2565 < _e2566);
                    uint l_963_ = uint(l_962_);
                    uint l_964_ = (l_961_ - l_963_);
                    l_mut_446_ = l_960_;
                    l_mut_435_ = l_964_;
                    uint _e2570 = l_mut_435_;
                    bool l_965_ = (_e2570 < l_351_);
                    uint _e2572 = l_mut_435_;
                    bool l_966_ = (_e2572 == l_351_);
                    uint _e2574 = l_mut_446_;
                    bool l_967_ = (_e2574 < l_347_);
                    if (l_966_) {
                        local_78 = l_967_;
                    } else {
                        local_78 = false;
                    }
                    bool l_968_ = local_78;
                    if (!(l_965_)) {
                        local_79 = l_968_;
                    } else {
                        local_79 = true;
                    }
                    bool l_969_ = local_79;
                    if (l_969_) {
                        l_mut_428_ = 2u;
                    }
                    uint _e2586 = l_mut_428_;
                    bool l_970_ = (_e2586 == 0u);
                    if (l_970_) {
                        uint _e2589 = l_mut_86_;
                        uint l_971_ = (l_4_ - _e2589);
                        uint _e2591 = l_mut_92_;
                        uint l_972_ = naga_div(l_971_, _e2591);
                        l_mut_778_ = 0u;
                        l_mut_652_ = false;
                        uint _e2595 = l_mut_265_;
                        l_mut_401_ = _e2595;
                        uint _e2596 = l_mut_259_;
                        l_mut_395_ = _e2596;
                        if (false) {
                            uint _e2599 = l_mut_259_;
                            uint l_975_ = (_e2599 >> 3u);
                            l_mut_401_ = l_975_;
                            l_mut_395_ = 0u;
                        } else {
                            if (true) {
                                uint _e2603 = l_mut_265_;
                                l_mut_389_ = _e2603;
                                if (true) {
                                    uint _e2605 = l_mut_265_;
                                    uint l_978_ = (_e2605 >> 3u);
                                    uint _e2608 = l_mut_259_;
                                    uint l_979_ = (_e2608 << 29u);
                                    uint l_980_ = (l_978_ | l_979_);
                                    l_mut_389_ = l_980_;
                                }
                                uint _e2612 = l_mut_259_;
                                uint l_981_ = (_e2612 >> 3u);
                                uint _e2615 = l_mut_389_;
                                l_mut_401_ = _e2615;
                                l_mut_395_ = l_981_;
                            }
                        }
                        uint _e2616 = l_mut_395_;
                        uint _e2617 = l_mut_203_;
                        bool l_982_ = (_e2616 < _e2617);
                        uint _e2619 = l_mut_395_;
                        uint _e2620 = l_mut_203_;
                        bool l_983_ = (_e2619 == _e2620);
                        uint _e2622 = l_mut_401_;
                        uint _e2623 = l_mut_209_;
                        bool l_984_ = (_e2622 < _e2623);
                        if (l_983_) {
                            local_80 = l_984_;
                        } else {
                            local_80 = false;
                        }
                        bool l_985_ = local_80;
                        if (!(l_982_)) {
                            local_81 = l_985_;
                        } else {
                            local_81 = true;
                        }
                        bool l_986_ = local_81;
                        bool l_987_ = !(l_986_);
                        l_mut_652_ = l_987_;
                        uint _e2635 = l_mut_209_;
                        uint _e2636 = l_mut_203_;
                        uint l_988_ = (_e2635 | _e2636);
                        bool l_989_ = (l_988_ == 0u);
                        if (l_989_) {
                            l_mut_778_ = l_972_;
                        } else {
                            bool _e2640 = l_mut_652_;
                            if (_e2640) {
                                uint _e2641 = l_mut_203_;
                                uint _e2642 = l_mut_259_;
                                bool l_990_ = (_e2641 < _e2642);
                                uint _e2644 = l_mut_203_;
                                uint _e2645 = l_mut_259_;
                                bool l_991_ = (_e2644 == _e2645);
                                uint _e2647 = l_mut_209_;
                                uint _e2648 = l_mut_265_;
                                bool l_992_ = (_e2647 < _e2648);
                                if (l_991_) {
                                    local_82 = l_992_;
                                } else {
                                    local_82 = false;
                                }
                                bool l_993_ = local_82;
                                if (!(l_990_)) {
                                    local_83 = l_993_;
                                } else {
                                    local_83 = true;
                                }
                                bool l_994_ = local_83;
                                if (l_994_) {
                                    uint _e2659 = l_mut_265_;
                                    uint l_995_ = (_e2659 - 1u);
                                    uint _e2662 = l_mut_259_;
                                    uint l_996_ = (_e2662 - 0u);
                                    uint _e2665 = l_mut_265_;
                                    bool l_997_ = (_e2665 < 1u);
                                    uint l_998_ = uint(l_997_);
                                    uint l_999_ = (l_996_ - l_998_);
                                    l_mut_401_ = l_995_;
                                    l_mut_395_ = l_999_;
                                    l_mut_389_ = 0u;
                                    l_mut_1000_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2758 = l_mut_1000_;
                                            l_mut_1000_ = (_e2758 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2673 = l_mut_1000_;
                                        if ((_e2673 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2677 = l_mut_1000_;
                                            uint l_1001_ = (19u - _e2677);
                                            uint _e2679 = l_mut_401_;
                                            l_mut_80_ = _e2679;
                                            uint _e2680 = l_mut_395_;
                                            l_mut_65_ = _e2680;
                                            bool l_1002_ = (l_1001_ >= 32u);
                                            if (l_1002_) {
                                                uint l_1003_ = (l_1001_ & 31u);
                                                uint _e2685 = l_mut_395_;
                                                uint l_1004_ = (_e2685 >> l_1003_);
                                                l_mut_80_ = l_1004_;
                                                l_mut_65_ = 0u;
                                            } else {
                                                bool l_1005_ = (l_1001_ > 0u);
                                                if (l_1005_) {
                                                    uint _e2690 = l_mut_401_;
                                                    l_mut_30_ = _e2690;
                                                    bool l_1006_ = (l_1001_ > 0u);
                                                    if (l_1006_) {
                                                        uint _e2693 = l_mut_401_;
                                                        uint l_1007_ = (_e2693 >> l_1001_);
                                                        uint l_1008_ = (32u - l_1001_);
                                                        uint _e2697 = l_mut_395_;
                                                        uint l_1009_ = (_e2697 << l_1008_);
                                                        uint l_1010_ = (l_1007_ | l_1009_);
                                                        l_mut_30_ = l_1010_;
                                                    }
                                                    uint _e2700 = l_mut_395_;
                                                    uint l_1011_ = (_e2700 >> l_1001_);
                                                    uint _e2702 = l_mut_30_;
                                                    l_mut_80_ = _e2702;
                                                    l_mut_65_ = l_1011_;
                                                }
                                            }
                                            uint _e2703 = l_mut_65_;
                                            uint _e2704 = l_mut_203_;
                                            bool l_1012_ = (_e2703 < _e2704);
                                            uint _e2706 = l_mut_65_;
                                            uint _e2707 = l_mut_203_;
                                            bool l_1013_ = (_e2706 == _e2707);
                                            uint _e2709 = l_mut_80_;
                                            uint _e2710 = l_mut_209_;
                                            bool l_1014_ = (_e2709 < _e2710);
                                            if (l_1013_) {
                                                local_84 = l_1014_;
                                            } else {
                                                local_84 = false;
                                            }
                                            bool l_1015_ = local_84;
                                            if (!(l_1012_)) {
                                                local_85 = l_1015_;
                                            } else {
                                                local_85 = true;
                                            }
                                            bool l_1016_ = local_85;
                                            bool l_1017_ = !(l_1016_);
                                            if (l_1017_) {
                                                uint _e2722 = l_mut_209_;
                                                l_mut_80_ = _e2722;
                                                uint _e2723 = l_mut_203_;
                                                l_mut_65_ = _e2723;
                                                bool l_1018_ = (l_1001_ >= 32u);
                                                if (l_1018_) {
                                                    uint l_1019_ = (l_1001_ & 31u);
                                                    uint _e2728 = l_mut_209_;
                                                    uint l_1020_ = (_e2728 << l_1019_);
                                                    l_mut_80_ = 0u;
                                                    l_mut_65_ = l_1020_;
                                                } else {
                                                    bool l_1021_ = (l_1001_ > 0u);
                                                    if (l_1021_) {
                                                        uint _e2733 = l_mut_209_;
                                                        uint l_1022_ = (_e2733 << l_1001_);
                                                        uint _e2735 = l_mut_203_;
                                                        uint l_1023_ = (_e2735 << l_1001_);
                                                        uint l_1024_ = (32u - l_1001_);
                                                        uint _e2739 = l_mut_209_;
                                                        uint l_1025_ = (_e2739 >> l_1024_);
                                                        uint l_1026_ = (l_1023_ | l_1025_);
                                                        l_mut_80_ = l_1022_;
                                                        l_mut_65_ = l_1026_;
                                                    }
                                                }
                                                uint _e2742 = l_mut_401_;
                                                uint _e2743 = l_mut_80_;
                                                uint l_1027_ = (_e2742 - _e2743);
                                                uint _e2745 = l_mut_395_;
                                                uint _e2746 = l_mut_65_;
                                                uint l_1028_ = (_e2745 - _e2746);
                                                uint _e2748 = l_mut_401_;
                                                uint _e2749 = l_mut_80_;
                                                bool l_1029_ = (_e2748 < _e2749);
                                                uint l_1030_ = uint(l_1029_);
                                                uint l_1031_ = (l_1028_ - l_1030_);
                                                l_mut_401_ = l_1027_;
                                                l_mut_395_ = l_1031_;
                                                uint l_1032_ = (1u << l_1001_);
                                                uint _e2755 = l_mut_389_;
                                                l_mut_389_ = (_e2755 | l_1032_);
                                            }
                                        }
                                    }
                                    uint _e2760 = l_mut_389_;
                                    uint l_1033_ = min(_e2760, l_972_);
                                    l_mut_389_ = l_1033_;
                                    uint _e2762 = l_mut_395_;
                                    uint _e2763 = l_mut_203_;
                                    bool l_1034_ = (_e2762 < _e2763);
                                    uint _e2765 = l_mut_395_;
                                    uint _e2766 = l_mut_203_;
                                    bool l_1035_ = (_e2765 == _e2766);
                                    uint _e2768 = l_mut_401_;
                                    uint _e2769 = l_mut_209_;
                                    bool l_1036_ = (_e2768 < _e2769);
                                    if (l_1035_) {
                                        local_86 = l_1036_;
                                    } else {
                                        local_86 = false;
                                    }
                                    bool l_1037_ = local_86;
                                    if (!(l_1034_)) {
                                        local_87 = l_1037_;
                                    } else {
                                        local_87 = true;
                                    }
                                    bool l_1038_ = local_87;
                                    bool l_1039_ = !(l_1038_);
                                    if (l_1039_) {
                                        l_mut_389_ = l_972_;
                                    }
                                    uint _e2781 = l_mut_389_;
                                    l_mut_778_ = _e2781;
                                }
                            } else {
                                uint _e2782 = l_mut_265_;
                                l_mut_401_ = _e2782;
                                uint _e2783 = l_mut_259_;
                                l_mut_395_ = _e2783;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2784 = l_mut_203_;
                                    uint _e2785 = l_mut_395_;
                                    bool l_1040_ = (_e2784 < _e2785);
                                    uint _e2787 = l_mut_203_;
                                    uint _e2788 = l_mut_395_;
                                    bool l_1041_ = (_e2787 == _e2788);
                                    uint _e2790 = l_mut_209_;
                                    uint _e2791 = l_mut_401_;
                                    bool l_1042_ = (_e2790 < _e2791);
                                    if (l_1041_) {
                                        local_88 = l_1042_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1043_ = local_88;
                                    if (!(l_1040_)) {
                                        local_89 = l_1043_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1044_ = local_89;
                                    uint _e2802 = l_mut_778_;
                                    uint _e2803 = l_mut_92_;
                                    uint l_1045_ = (_e2802 * _e2803);
                                    uint _e2805 = l_mut_86_;
                                    uint l_1046_ = (_e2805 + l_1045_);
                                    uint _e2807 = l_mut_92_;
                                    uint l_1047_ = (l_1046_ + _e2807);
                                    bool l_1048_ = (l_1047_ < l_4_);
                                    if (l_1044_) {
                                        local_90 = l_1048_;
                                    } else {
                                        local_90 = false;
                                    }
                                    bool l_1049_ = local_90;
                                    bool l_1050_ = !(l_1049_);
                                    if (l_1050_) {
                                        break;
                                    }
                                    uint _e2815 = l_mut_401_;
                                    uint _e2816 = l_mut_209_;
                                    uint l_1051_ = (_e2815 - _e2816);
                                    uint _e2818 = l_mut_395_;
                                    uint _e2819 = l_mut_203_;
                                    uint l_1052_ = (_e2818 - _e2819);
                                    uint _e2821 = l_mut_401_;
                                    uint _e2822 = l_mut_209_;
                                    bool l_1053_ = (_e2821 < _e2822);
                                    uint l_1054_ = uint(l_1053_);
                                    uint l_1055_ = (l_1052_ - l_1054_);
                                    l_mut_401_ = l_1051_;
                                    l_mut_395_ = l_1055_;
                                    uint _e2826 = l_mut_778_;
                                    l_mut_778_ = (_e2826 + 1u);
                                }
                            }
                        }
                        uint _e2829 = l_mut_778_;
                        uint _e2830 = l_mut_92_;
                        uint l_1056_ = (_e2829 * _e2830);
                        uint _e2832 = l_mut_86_;
                        uint l_1057_ = (_e2832 + l_1056_);
                        uint _e2834 = l_mut_92_;
                        uint l_1058_ = (l_1057_ + _e2834);
                        bool l_1059_ = (l_1058_ >= l_4_);
                        if (l_1059_) {
                            l_mut_428_ = 1u;
                        } else {
                            uint _e2838 = l_mut_209_;
                            uint _e2839 = l_mut_778_;
                            uint l_1060_ = (_e2838 * _e2839);
                            uint _e2841 = l_mut_209_;
                            uint64_t l_3027_ = uint64_t(_e2841);
                            uint _e2843 = l_mut_778_;
                            uint64_t l_3028_ = uint64_t(_e2843);
                            uint64_t l_3029_ = (l_3027_ * l_3028_);
                            uint64_t l_3030_ = (l_3029_ >> uint(32uL));
                            uint l_1061_ = uint(l_3030_);
                            uint _e2852 = l_mut_203_;
                            uint _e2853 = l_mut_778_;
                            uint l_1062_ = (_e2852 * _e2853);
                            uint l_1063_ = (l_1061_ + l_1062_);
                            uint _e2856 = l_mut_265_;
                            uint l_1064_ = (_e2856 - l_1060_);
                            uint _e2858 = l_mut_259_;
                            uint l_1065_ = (_e2858 - l_1063_);
                            uint _e2860 = l_mut_265_;
                            bool l_1066_ = (_e2860 < l_1060_);
                            uint l_1067_ = uint(l_1066_);
                            uint l_1068_ = (l_1065_ - l_1067_);
                            l_mut_452_ = l_1064_;
                            l_mut_451_ = l_1068_;
                            uint _e2864 = l_mut_778_;
                            uint _e2865 = l_mut_92_;
                            uint l_1069_ = (_e2864 * _e2865);
                            uint _e2867 = l_mut_86_;
                            uint l_1070_ = (_e2867 + l_1069_);
                            l_mut_448_ = l_1070_;
                            uint _e2869 = l_mut_209_;
                            uint _e2870 = l_mut_452_;
                            uint l_1071_ = (_e2869 - _e2870);
                            uint _e2872 = l_mut_203_;
                            uint _e2873 = l_mut_451_;
                            uint l_1072_ = (_e2872 - _e2873);
                            uint _e2875 = l_mut_209_;
                            uint _e2876 = l_mut_452_;
                            bool l_1073_ = (_e2875 < _e2876);
                            uint l_1074_ = uint(l_1073_);
                            uint l_1075_ = (l_1072_ - l_1074_);
                            l_mut_773_ = l_1071_;
                            l_mut_457_ = l_1075_;
                            uint _e2880 = l_mut_92_;
                            uint _e2881 = l_mut_448_;
                            uint l_1076_ = (_e2880 + _e2881);
                            l_mut_447_ = l_1076_;
                        }
                    }
                }
                uint _e2883 = l_mut_452_;
                l_mut_265_ = _e2883;
                uint _e2884 = l_mut_451_;
                l_mut_259_ = _e2884;
                uint _e2885 = l_mut_773_;
                l_mut_209_ = _e2885;
                uint _e2886 = l_mut_457_;
                l_mut_203_ = _e2886;
                uint _e2887 = l_mut_447_;
                l_mut_92_ = _e2887;
                uint _e2888 = l_mut_448_;
                l_mut_86_ = _e2888;
                uint _e2889 = l_mut_446_;
                l_mut_141_ = _e2889;
                uint _e2890 = l_mut_435_;
                l_mut_135_ = _e2890;
                uint _e2891 = l_mut_428_;
                bool l_1077_ = (_e2891 == 1u);
                l_mut_357_ = l_1077_;
                uint _e2894 = l_mut_428_;
                bool l_1078_ = (_e2894 == 0u);
                l_mut_364_ = l_1078_;
            }
        }
        bool _e2897 = l_mut_357_;
        bool l_1079_ = !(_e2897);
        if (l_1079_) {
            uint l_3032_ = asuint(info.Load(20+0));
            uint l_3033_ = (l_3032_ * 1u);
            uint l_3034_ = (l_3033_ - 1u);
            uint l_3035_ = min(0u, l_3034_);
            uint _e2912; buffer_5_global.InterlockedAdd(l_3035_*4, 1u, _e2912);
            uint l_1082_ = naga_div(l_4_, 8u);
            l_mut_778_ = 0u;
            l_mut_773_ = 0u;
            l_mut_457_ = 0u;
            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
            bool loop_init_6 = true;
            while(true) {
                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                if (!loop_init_6) {
                    uint _e6532 = l_mut_1083_;
                    l_mut_1083_ = (_e6532 + 1u);
                }
                loop_init_6 = false;
                uint _e2920 = l_mut_1083_;
                if ((_e2920 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2923 = l_mut_1083_;
                    uint l_1084_ = (_e2923 * l_1082_);
                    bool l_1085_ = (l_1084_ < l_46_);
                    uint l_1086_ = naga_div(l_4_, 8u);
                    uint _e2928 = l_mut_1083_;
                    uint l_1087_ = (_e2928 * l_1086_);
                    uint l_1088_ = (l_1087_ + l_1087_);
                    uint l_1089_ = (l_62_ >> 31u);
                    bool l_1090_ = (l_1089_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1090_) {
                        uint l_1091_ = (0u - l_59_);
                        uint l_1092_ = (0u - l_62_);
                        bool l_1093_ = (0u < l_59_);
                        uint l_1094_ = uint(l_1093_);
                        uint l_1095_ = (l_1092_ - l_1094_);
                        l_mut_452_ = l_1091_;
                        l_mut_451_ = l_1095_;
                    }
                    uint _e2943 = l_mut_452_;
                    uint l_1096_ = (_e2943 * l_1088_);
                    uint _e2945 = l_mut_451_;
                    uint l_1097_ = (_e2945 * l_1088_);
                    uint _e2947 = l_mut_452_;
                    uint64_t l_3037_ = uint64_t(_e2947);
                    uint64_t l_3038_ = uint64_t(l_1088_);
                    uint64_t l_3039_ = (l_3037_ * l_3038_);
                    uint64_t l_3040_ = (l_3039_ >> uint(32uL));
                    uint l_1098_ = uint(l_3040_);
                    uint l_1099_ = (l_1098_ + l_1097_);
                    uint _e2958 = l_mut_451_;
                    uint64_t l_3042_ = uint64_t(_e2958);
                    uint64_t l_3043_ = uint64_t(l_1088_);
                    uint64_t l_3044_ = (l_3042_ * l_3043_);
                    uint64_t l_3045_ = (l_3044_ >> uint(32uL));
                    uint l_1100_ = uint(l_3045_);
                    bool l_1101_ = (l_1099_ < l_1097_);
                    uint l_1102_ = uint(l_1101_);
                    uint l_1103_ = (l_1100_ + l_1102_);
                    uint l_1104_ = naga_mod(l_9_, 32u);
                    l_mut_448_ = l_1096_;
                    bool l_1105_ = (l_1104_ > 0u);
                    if (l_1105_) {
                        uint l_1106_ = (l_1096_ >> l_1104_);
                        uint l_1107_ = (32u - l_1104_);
                        uint l_1108_ = (l_1099_ << l_1107_);
                        uint l_1109_ = (l_1106_ | l_1108_);
                        l_mut_448_ = l_1109_;
                    }
                    l_mut_447_ = l_1099_;
                    bool l_1110_ = (l_1104_ > 0u);
                    if (l_1110_) {
                        uint l_1111_ = (l_1099_ >> l_1104_);
                        uint l_1112_ = (32u - l_1104_);
                        uint l_1113_ = (l_1103_ << l_1112_);
                        uint l_1114_ = (l_1111_ | l_1113_);
                        l_mut_447_ = l_1114_;
                    }
                    uint _e2987 = l_mut_448_;
                    l_mut_446_ = _e2987;
                    uint _e2988 = l_mut_447_;
                    l_mut_448_ = _e2988;
                    bool l_1115_ = (l_9_ >= 64u);
                    if (l_1115_) {
                        l_mut_446_ = l_1103_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1116_ = (l_9_ >= 32u);
                        if (l_1116_) {
                            l_mut_447_ = l_1099_;
                            bool l_1117_ = (l_1104_ > 0u);
                            if (l_1117_) {
                                uint l_1118_ = (l_1099_ >> l_1104_);
                                uint l_1119_ = (32u - l_1104_);
                                uint l_1120_ = (l_1103_ << l_1119_);
                                uint l_1121_ = (l_1118_ | l_1120_);
                                l_mut_447_ = l_1121_;
                            }
                            uint l_1122_ = (l_1103_ >> l_1104_);
                            uint _e3002 = l_mut_447_;
                            l_mut_446_ = _e3002;
                            l_mut_448_ = l_1122_;
                        }
                    }
                    uint _e3003 = l_mut_446_;
                    l_mut_452_ = _e3003;
                    uint _e3004 = l_mut_448_;
                    l_mut_451_ = _e3004;
                    if (l_1090_) {
                        uint _e3006 = l_mut_452_;
                        uint l_1123_ = (0u - _e3006);
                        uint _e3009 = l_mut_451_;
                        uint l_1124_ = (0u - _e3009);
                        uint _e3012 = l_mut_452_;
                        bool l_1125_ = (0u < _e3012);
                        uint l_1126_ = uint(l_1125_);
                        uint l_1127_ = (l_1124_ - l_1126_);
                        l_mut_452_ = l_1123_;
                        l_mut_451_ = l_1127_;
                    }
                    uint _e3016 = l_mut_452_;
                    uint l_1128_ = (l_49_ + _e3016);
                    uint _e3018 = l_mut_451_;
                    uint l_1129_ = (l_52_ + _e3018);
                    bool l_1130_ = (l_1128_ < l_49_);
                    uint l_1131_ = uint(l_1130_);
                    uint l_1132_ = (l_1129_ + l_1131_);
                    uint l_1133_ = (l_49_ * l_1087_);
                    uint64_t l_3047_ = uint64_t(l_49_);
                    uint64_t l_3048_ = uint64_t(l_1087_);
                    uint64_t l_3049_ = (l_3047_ * l_3048_);
                    uint64_t l_3050_ = (l_3049_ >> uint(32uL));
                    uint l_1134_ = uint(l_3050_);
                    uint l_1135_ = (l_52_ * l_1087_);
                    uint l_1136_ = (l_1134_ + l_1135_);
                    uint l_1137_ = (l_54_ + l_1133_);
                    uint l_1138_ = (l_57_ + l_1136_);
                    bool l_1139_ = (l_1137_ < l_54_);
                    uint l_1140_ = uint(l_1139_);
                    uint l_1141_ = (l_1138_ + l_1140_);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1142_ = (l_1087_ < 65536u);
                    if (l_1142_) {
                        uint l_1143_ = (l_1087_ * l_1087_);
                        uint l_1144_ = (l_62_ >> 31u);
                        bool l_1145_ = (l_1144_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1145_) {
                            uint l_1146_ = (0u - l_59_);
                            uint l_1147_ = (0u - l_62_);
                            bool l_1148_ = (0u < l_59_);
                            uint l_1149_ = uint(l_1148_);
                            uint l_1150_ = (l_1147_ - l_1149_);
                            l_mut_448_ = l_1146_;
                            l_mut_447_ = l_1150_;
                        }
                        uint _e3057 = l_mut_448_;
                        uint l_1151_ = (_e3057 * l_1143_);
                        uint _e3059 = l_mut_447_;
                        uint l_1152_ = (_e3059 * l_1143_);
                        uint _e3061 = l_mut_448_;
                        uint64_t l_3052_ = uint64_t(_e3061);
                        uint64_t l_3053_ = uint64_t(l_1143_);
                        uint64_t l_3054_ = (l_3052_ * l_3053_);
                        uint64_t l_3055_ = (l_3054_ >> uint(32uL));
                        uint l_1153_ = uint(l_3055_);
                        uint l_1154_ = (l_1153_ + l_1152_);
                        uint _e3072 = l_mut_447_;
                        uint64_t l_3057_ = uint64_t(_e3072);
                        uint64_t l_3058_ = uint64_t(l_1143_);
                        uint64_t l_3059_ = (l_3057_ * l_3058_);
                        uint64_t l_3060_ = (l_3059_ >> uint(32uL));
                        uint l_1155_ = uint(l_3060_);
                        bool l_1156_ = (l_1154_ < l_1152_);
                        uint l_1157_ = uint(l_1156_);
                        uint l_1158_ = (l_1155_ + l_1157_);
                        uint l_1159_ = naga_mod(l_9_, 32u);
                        l_mut_446_ = l_1151_;
                        bool l_1160_ = (l_1159_ > 0u);
                        if (l_1160_) {
                            uint l_1161_ = (l_1151_ >> l_1159_);
                            uint l_1162_ = (32u - l_1159_);
                            uint l_1163_ = (l_1154_ << l_1162_);
                            uint l_1164_ = (l_1161_ | l_1163_);
                            l_mut_446_ = l_1164_;
                        }
                        l_mut_435_ = l_1154_;
                        bool l_1165_ = (l_1159_ > 0u);
                        if (l_1165_) {
                            uint l_1166_ = (l_1154_ >> l_1159_);
                            uint l_1167_ = (32u - l_1159_);
                            uint l_1168_ = (l_1158_ << l_1167_);
                            uint l_1169_ = (l_1166_ | l_1168_);
                            l_mut_435_ = l_1169_;
                        }
                        uint _e3101 = l_mut_446_;
                        l_mut_428_ = _e3101;
                        uint _e3102 = l_mut_435_;
                        l_mut_446_ = _e3102;
                        bool l_1170_ = (l_9_ >= 64u);
                        if (l_1170_) {
                            l_mut_428_ = l_1158_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1171_ = (l_9_ >= 32u);
                            if (l_1171_) {
                                l_mut_435_ = l_1154_;
                                bool l_1172_ = (l_1159_ > 0u);
                                if (l_1172_) {
                                    uint l_1173_ = (l_1154_ >> l_1159_);
                                    uint l_1174_ = (32u - l_1159_);
                                    uint l_1175_ = (l_1158_ << l_1174_);
                                    uint l_1176_ = (l_1173_ | l_1175_);
                                    l_mut_435_ = l_1176_;
                                }
                                uint l_1177_ = (l_1158_ >> l_1159_);
                                uint _e3116 = l_mut_435_;
                                l_mut_428_ = _e3116;
                                l_mut_446_ = l_1177_;
                            }
                        }
                        uint _e3117 = l_mut_428_;
                        l_mut_448_ = _e3117;
                        uint _e3118 = l_mut_446_;
                        l_mut_447_ = _e3118;
                        if (l_1145_) {
                            uint _e3120 = l_mut_448_;
                            uint l_1178_ = (0u - _e3120);
                            uint _e3123 = l_mut_447_;
                            uint l_1179_ = (0u - _e3123);
                            uint _e3126 = l_mut_448_;
                            bool l_1180_ = (0u < _e3126);
                            uint l_1181_ = uint(l_1180_);
                            uint l_1182_ = (l_1179_ - l_1181_);
                            l_mut_448_ = l_1178_;
                            l_mut_447_ = l_1182_;
                        }
                        uint _e3130 = l_mut_448_;
                        l_mut_452_ = _e3130;
                        uint _e3131 = l_mut_447_;
                        l_mut_451_ = _e3131;
                    } else {
                        uint l_1183_ = (l_62_ >> 31u);
                        bool l_1184_ = (l_1183_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1184_) {
                            uint l_1185_ = (0u - l_59_);
                            uint l_1186_ = (0u - l_62_);
                            bool l_1187_ = (0u < l_59_);
                            uint l_1188_ = uint(l_1187_);
                            uint l_1189_ = (l_1186_ - l_1188_);
                            l_mut_448_ = l_1185_;
                            l_mut_447_ = l_1189_;
                        }
                        uint _e3144 = l_mut_448_;
                        uint l_1190_ = (_e3144 * l_1087_);
                        uint _e3146 = l_mut_447_;
                        uint l_1191_ = (_e3146 * l_1087_);
                        uint _e3148 = l_mut_448_;
                        uint64_t l_3062_ = uint64_t(_e3148);
                        uint64_t l_3063_ = uint64_t(l_1087_);
                        uint64_t l_3064_ = (l_3062_ * l_3063_);
                        uint64_t l_3065_ = (l_3064_ >> uint(32uL));
                        uint l_1192_ = uint(l_3065_);
                        uint l_1193_ = (l_1192_ + l_1191_);
                        uint _e3159 = l_mut_447_;
                        uint64_t l_3067_ = uint64_t(_e3159);
                        uint64_t l_3068_ = uint64_t(l_1087_);
                        uint64_t l_3069_ = (l_3067_ * l_3068_);
                        uint64_t l_3070_ = (l_3069_ >> uint(32uL));
                        uint l_1194_ = uint(l_3070_);
                        bool l_1195_ = (l_1193_ < l_1191_);
                        uint l_1196_ = uint(l_1195_);
                        uint l_1197_ = (l_1194_ + l_1196_);
                        l_mut_446_ = l_1190_;
                        bool l_1199_ = (0u > 0u);
                        if (l_1199_) {
                            uint l_1200_ = (l_1190_ >> 0u);
                            uint l_1201_ = (32u - 0u);
                            uint l_1202_ = (l_1193_ << l_1201_);
                            uint l_1203_ = (l_1200_ | l_1202_);
                            l_mut_446_ = l_1203_;
                        }
                        l_mut_435_ = l_1193_;
                        bool l_1204_ = (0u > 0u);
                        if (l_1204_) {
                            uint l_1205_ = (l_1193_ >> 0u);
                            uint l_1206_ = (32u - 0u);
                            uint l_1207_ = (l_1197_ << l_1206_);
                            uint l_1208_ = (l_1205_ | l_1207_);
                            l_mut_435_ = l_1208_;
                        }
                        uint _e3187 = l_mut_446_;
                        l_mut_428_ = _e3187;
                        uint _e3188 = l_mut_435_;
                        l_mut_446_ = _e3188;
                        if (false) {
                            l_mut_428_ = l_1197_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1193_;
                                bool l_1211_ = (0u > 0u);
                                if (l_1211_) {
                                    uint l_1212_ = (l_1193_ >> 0u);
                                    uint l_1213_ = (32u - 0u);
                                    uint l_1214_ = (l_1197_ << l_1213_);
                                    uint l_1215_ = (l_1212_ | l_1214_);
                                    l_mut_435_ = l_1215_;
                                }
                                uint l_1216_ = (l_1197_ >> 0u);
                                uint _e3200 = l_mut_435_;
                                l_mut_428_ = _e3200;
                                l_mut_446_ = l_1216_;
                            }
                        }
                        uint _e3201 = l_mut_448_;
                        uint l_1217_ = (_e3201 * l_1087_);
                        uint _e3203 = l_mut_447_;
                        uint l_1218_ = (_e3203 * l_1087_);
                        uint _e3205 = l_mut_448_;
                        uint64_t l_3072_ = uint64_t(_e3205);
                        uint64_t l_3073_ = uint64_t(l_1087_);
                        uint64_t l_3074_ = (l_3072_ * l_3073_);
                        uint64_t l_3075_ = (l_3074_ >> uint(32uL));
                        uint l_1219_ = uint(l_3075_);
                        uint l_1220_ = (l_1219_ + l_1218_);
                        uint _e3216 = l_mut_447_;
                        uint64_t l_3077_ = uint64_t(_e3216);
                        uint64_t l_3078_ = uint64_t(l_1087_);
                        uint64_t l_3079_ = (l_3077_ * l_3078_);
                        uint64_t l_3080_ = (l_3079_ >> uint(32uL));
                        uint l_1221_ = uint(l_3080_);
                        bool l_1222_ = (l_1220_ < l_1218_);
                        uint l_1223_ = uint(l_1222_);
                        uint l_1224_ = (l_1221_ + l_1223_);
                        l_mut_435_ = l_1217_;
                        bool l_1226_ = (0u > 0u);
                        if (l_1226_) {
                            uint l_1227_ = (l_1217_ >> 0u);
                            uint l_1228_ = (32u - 0u);
                            uint l_1229_ = (l_1220_ << l_1228_);
                            uint l_1230_ = (l_1227_ | l_1229_);
                            l_mut_435_ = l_1230_;
                        }
                        l_mut_401_ = l_1220_;
                        bool l_1231_ = (0u > 0u);
                        if (l_1231_) {
                            uint l_1232_ = (l_1220_ >> 0u);
                            uint l_1233_ = (32u - 0u);
                            uint l_1234_ = (l_1224_ << l_1233_);
                            uint l_1235_ = (l_1232_ | l_1234_);
                            l_mut_401_ = l_1235_;
                        }
                        uint _e3244 = l_mut_435_;
                        l_mut_395_ = _e3244;
                        uint _e3245 = l_mut_401_;
                        l_mut_435_ = _e3245;
                        if (true) {
                            l_mut_395_ = l_1224_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1220_;
                                bool l_1238_ = (0u > 0u);
                                if (l_1238_) {
                                    uint l_1239_ = (l_1220_ >> 0u);
                                    uint l_1240_ = (32u - 0u);
                                    uint l_1241_ = (l_1224_ << l_1240_);
                                    uint l_1242_ = (l_1239_ | l_1241_);
                                    l_mut_401_ = l_1242_;
                                }
                                uint l_1243_ = (l_1224_ >> 0u);
                                uint _e3257 = l_mut_401_;
                                l_mut_395_ = _e3257;
                                l_mut_435_ = l_1243_;
                            }
                        }
                        uint _e3258 = l_mut_428_;
                        uint l_1244_ = (_e3258 * l_1087_);
                        uint _e3260 = l_mut_446_;
                        uint l_1245_ = (_e3260 * l_1087_);
                        uint _e3262 = l_mut_428_;
                        uint64_t l_3082_ = uint64_t(_e3262);
                        uint64_t l_3083_ = uint64_t(l_1087_);
                        uint64_t l_3084_ = (l_3082_ * l_3083_);
                        uint64_t l_3085_ = (l_3084_ >> uint(32uL));
                        uint l_1246_ = uint(l_3085_);
                        uint l_1247_ = (l_1246_ + l_1245_);
                        uint _e3273 = l_mut_446_;
                        uint64_t l_3087_ = uint64_t(_e3273);
                        uint64_t l_3088_ = uint64_t(l_1087_);
                        uint64_t l_3089_ = (l_3087_ * l_3088_);
                        uint64_t l_3090_ = (l_3089_ >> uint(32uL));
                        uint l_1248_ = uint(l_3090_);
                        bool l_1249_ = (l_1247_ < l_1245_);
                        uint l_1250_ = uint(l_1249_);
                        uint l_1251_ = (l_1248_ + l_1250_);
                        l_mut_448_ = l_1244_;
                        bool l_1253_ = (0u > 0u);
                        if (l_1253_) {
                            uint l_1254_ = (l_1244_ >> 0u);
                            uint l_1255_ = (32u - 0u);
                            uint l_1256_ = (l_1247_ << l_1255_);
                            uint l_1257_ = (l_1254_ | l_1256_);
                            l_mut_448_ = l_1257_;
                        }
                        l_mut_447_ = l_1247_;
                        bool l_1258_ = (0u > 0u);
                        if (l_1258_) {
                            uint l_1259_ = (l_1247_ >> 0u);
                            uint l_1260_ = (32u - 0u);
                            uint l_1261_ = (l_1251_ << l_1260_);
                            uint l_1262_ = (l_1259_ | l_1261_);
                            l_mut_447_ = l_1262_;
                        }
                        uint _e3301 = l_mut_448_;
                        l_mut_401_ = _e3301;
                        uint _e3302 = l_mut_447_;
                        l_mut_448_ = _e3302;
                        if (false) {
                            l_mut_401_ = l_1251_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1247_;
                                bool l_1265_ = (0u > 0u);
                                if (l_1265_) {
                                    uint l_1266_ = (l_1247_ >> 0u);
                                    uint l_1267_ = (32u - 0u);
                                    uint l_1268_ = (l_1251_ << l_1267_);
                                    uint l_1269_ = (l_1266_ | l_1268_);
                                    l_mut_447_ = l_1269_;
                                }
                                uint l_1270_ = (l_1251_ >> 0u);
                                uint _e3314 = l_mut_447_;
                                l_mut_401_ = _e3314;
                                l_mut_448_ = l_1270_;
                            }
                        }
                        uint _e3315 = l_mut_428_;
                        uint l_1271_ = (_e3315 * l_1087_);
                        uint _e3317 = l_mut_446_;
                        uint l_1272_ = (_e3317 * l_1087_);
                        uint _e3319 = l_mut_428_;
                        uint64_t l_3092_ = uint64_t(_e3319);
                        uint64_t l_3093_ = uint64_t(l_1087_);
                        uint64_t l_3094_ = (l_3092_ * l_3093_);
                        uint64_t l_3095_ = (l_3094_ >> uint(32uL));
                        uint l_1273_ = uint(l_3095_);
                        uint l_1274_ = (l_1273_ + l_1272_);
                        uint _e3330 = l_mut_446_;
                        uint64_t l_3097_ = uint64_t(_e3330);
                        uint64_t l_3098_ = uint64_t(l_1087_);
                        uint64_t l_3099_ = (l_3097_ * l_3098_);
                        uint64_t l_3100_ = (l_3099_ >> uint(32uL));
                        uint l_1275_ = uint(l_3100_);
                        bool l_1276_ = (l_1274_ < l_1272_);
                        uint l_1277_ = uint(l_1276_);
                        uint l_1278_ = (l_1275_ + l_1277_);
                        l_mut_447_ = l_1271_;
                        bool l_1280_ = (0u > 0u);
                        if (l_1280_) {
                            uint l_1281_ = (l_1271_ >> 0u);
                            uint l_1282_ = (32u - 0u);
                            uint l_1283_ = (l_1274_ << l_1282_);
                            uint l_1284_ = (l_1281_ | l_1283_);
                            l_mut_447_ = l_1284_;
                        }
                        l_mut_389_ = l_1274_;
                        bool l_1285_ = (0u > 0u);
                        if (l_1285_) {
                            uint l_1286_ = (l_1274_ >> 0u);
                            uint l_1287_ = (32u - 0u);
                            uint l_1288_ = (l_1278_ << l_1287_);
                            uint l_1289_ = (l_1286_ | l_1288_);
                            l_mut_389_ = l_1289_;
                        }
                        uint _e3358 = l_mut_447_;
                        l_mut_265_ = _e3358;
                        uint _e3359 = l_mut_389_;
                        l_mut_447_ = _e3359;
                        if (true) {
                            l_mut_265_ = l_1278_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1274_;
                                bool l_1292_ = (0u > 0u);
                                if (l_1292_) {
                                    uint l_1293_ = (l_1274_ >> 0u);
                                    uint l_1294_ = (32u - 0u);
                                    uint l_1295_ = (l_1278_ << l_1294_);
                                    uint l_1296_ = (l_1293_ | l_1295_);
                                    l_mut_389_ = l_1296_;
                                }
                                uint l_1297_ = (l_1278_ >> 0u);
                                uint _e3371 = l_mut_389_;
                                l_mut_265_ = _e3371;
                                l_mut_447_ = l_1297_;
                            }
                        }
                        uint _e3372 = l_mut_395_;
                        uint l_1298_ = (_e3372 * l_1087_);
                        uint _e3374 = l_mut_395_;
                        uint64_t l_3102_ = uint64_t(_e3374);
                        uint64_t l_3103_ = uint64_t(l_1087_);
                        uint64_t l_3104_ = (l_3102_ * l_3103_);
                        uint64_t l_3105_ = (l_3104_ >> uint(32uL));
                        uint l_1299_ = uint(l_3105_);
                        uint _e3384 = l_mut_435_;
                        uint l_1300_ = (_e3384 * l_1087_);
                        uint l_1301_ = (l_1299_ + l_1300_);
                        uint _e3387 = l_mut_265_;
                        uint l_1302_ = (_e3387 + l_1298_);
                        uint _e3389 = l_mut_447_;
                        uint l_1303_ = (_e3389 + l_1301_);
                        uint _e3391 = l_mut_265_;
                        bool l_1304_ = (l_1302_ < _e3391);
                        uint l_1305_ = uint(l_1304_);
                        uint l_1306_ = (l_1303_ + l_1305_);
                        uint _e3395 = l_mut_401_;
                        l_mut_452_ = _e3395;
                        uint _e3396 = l_mut_448_;
                        l_mut_451_ = _e3396;
                        bool l_1307_ = (l_9_ == 64u);
                        if (l_1307_) {
                            l_mut_452_ = l_1302_;
                            l_mut_451_ = l_1306_;
                        } else {
                            bool l_1308_ = (l_9_ > 0u);
                            if (l_1308_) {
                                uint l_1309_ = (64u - l_9_);
                                l_mut_447_ = l_1302_;
                                l_mut_446_ = l_1306_;
                                bool l_1310_ = (l_1309_ >= 32u);
                                if (l_1310_) {
                                    uint l_1311_ = (l_1309_ & 31u);
                                    uint l_1312_ = (l_1302_ << l_1311_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1312_;
                                } else {
                                    bool l_1313_ = (l_1309_ > 0u);
                                    if (l_1313_) {
                                        uint l_1314_ = (l_1302_ << l_1309_);
                                        uint l_1315_ = (l_1306_ << l_1309_);
                                        uint l_1316_ = (32u - l_1309_);
                                        uint l_1317_ = (l_1302_ >> l_1316_);
                                        uint l_1318_ = (l_1315_ | l_1317_);
                                        l_mut_447_ = l_1314_;
                                        l_mut_446_ = l_1318_;
                                    }
                                }
                                uint _e3417 = l_mut_401_;
                                l_mut_435_ = _e3417;
                                uint _e3418 = l_mut_448_;
                                l_mut_428_ = _e3418;
                                bool l_1319_ = (l_9_ >= 32u);
                                if (l_1319_) {
                                    uint l_1320_ = (l_9_ & 31u);
                                    uint _e3423 = l_mut_448_;
                                    uint l_1321_ = (_e3423 >> l_1320_);
                                    l_mut_435_ = l_1321_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1322_ = (l_9_ > 0u);
                                    if (l_1322_) {
                                        uint _e3428 = l_mut_401_;
                                        l_mut_395_ = _e3428;
                                        bool l_1323_ = (l_9_ > 0u);
                                        if (l_1323_) {
                                            uint _e3431 = l_mut_401_;
                                            uint l_1324_ = (_e3431 >> l_9_);
                                            uint l_1325_ = (32u - l_9_);
                                            uint _e3435 = l_mut_448_;
                                            uint l_1326_ = (_e3435 << l_1325_);
                                            uint l_1327_ = (l_1324_ | l_1326_);
                                            l_mut_395_ = l_1327_;
                                        }
                                        uint _e3438 = l_mut_448_;
                                        uint l_1328_ = (_e3438 >> l_9_);
                                        uint _e3440 = l_mut_395_;
                                        l_mut_435_ = _e3440;
                                        l_mut_428_ = l_1328_;
                                    }
                                }
                                uint _e3441 = l_mut_447_;
                                uint _e3442 = l_mut_435_;
                                uint l_1329_ = (_e3441 + _e3442);
                                uint _e3444 = l_mut_446_;
                                uint _e3445 = l_mut_428_;
                                uint l_1330_ = (_e3444 + _e3445);
                                uint _e3447 = l_mut_447_;
                                bool l_1331_ = (l_1329_ < _e3447);
                                uint l_1332_ = uint(l_1331_);
                                uint l_1333_ = (l_1330_ + l_1332_);
                                l_mut_452_ = l_1329_;
                                l_mut_451_ = l_1333_;
                            }
                        }
                        if (l_1184_) {
                            uint _e3452 = l_mut_452_;
                            uint l_1334_ = (0u - _e3452);
                            uint _e3455 = l_mut_451_;
                            uint l_1335_ = (0u - _e3455);
                            uint _e3458 = l_mut_452_;
                            bool l_1336_ = (0u < _e3458);
                            uint l_1337_ = uint(l_1336_);
                            uint l_1338_ = (l_1335_ - l_1337_);
                            l_mut_452_ = l_1334_;
                            l_mut_451_ = l_1338_;
                        }
                    }
                    uint _e3462 = l_mut_452_;
                    uint l_1339_ = (l_1137_ + _e3462);
                    uint _e3464 = l_mut_451_;
                    uint l_1340_ = (l_1141_ + _e3464);
                    bool l_1341_ = (l_1339_ < l_1137_);
                    uint l_1342_ = uint(l_1341_);
                    uint l_1343_ = (l_1340_ + l_1342_);
                    uint l_1344_ = (l_62_ >> 31u);
                    bool l_1345_ = (l_1344_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1345_) {
                        uint l_1346_ = (0u - l_59_);
                        uint l_1347_ = (0u - l_62_);
                        bool l_1348_ = (0u < l_59_);
                        uint l_1349_ = uint(l_1348_);
                        uint l_1350_ = (l_1347_ - l_1349_);
                        l_mut_452_ = l_1346_;
                        l_mut_451_ = l_1350_;
                    }
                    uint _e3481 = l_mut_452_;
                    uint l_1351_ = (_e3481 * l_1086_);
                    uint _e3483 = l_mut_451_;
                    uint l_1352_ = (_e3483 * l_1086_);
                    uint _e3485 = l_mut_452_;
                    uint64_t l_3107_ = uint64_t(_e3485);
                    uint64_t l_3108_ = uint64_t(l_1086_);
                    uint64_t l_3109_ = (l_3107_ * l_3108_);
                    uint64_t l_3110_ = (l_3109_ >> uint(32uL));
                    uint l_1353_ = uint(l_3110_);
                    uint l_1354_ = (l_1353_ + l_1352_);
                    uint _e3496 = l_mut_451_;
                    uint64_t l_3112_ = uint64_t(_e3496);
                    uint64_t l_3113_ = uint64_t(l_1086_);
                    uint64_t l_3114_ = (l_3112_ * l_3113_);
                    uint64_t l_3115_ = (l_3114_ >> uint(32uL));
                    uint l_1355_ = uint(l_3115_);
                    bool l_1356_ = (l_1354_ < l_1352_);
                    uint l_1357_ = uint(l_1356_);
                    uint l_1358_ = (l_1355_ + l_1357_);
                    uint l_1359_ = naga_mod(l_9_, 32u);
                    l_mut_448_ = l_1351_;
                    bool l_1360_ = (l_1359_ > 0u);
                    if (l_1360_) {
                        uint l_1361_ = (l_1351_ >> l_1359_);
                        uint l_1362_ = (32u - l_1359_);
                        uint l_1363_ = (l_1354_ << l_1362_);
                        uint l_1364_ = (l_1361_ | l_1363_);
                        l_mut_448_ = l_1364_;
                    }
                    l_mut_447_ = l_1354_;
                    bool l_1365_ = (l_1359_ > 0u);
                    if (l_1365_) {
                        uint l_1366_ = (l_1354_ >> l_1359_);
                        uint l_1367_ = (32u - l_1359_);
                        uint l_1368_ = (l_1358_ << l_1367_);
                        uint l_1369_ = (l_1366_ | l_1368_);
                        l_mut_447_ = l_1369_;
                    }
                    uint _e3525 = l_mut_448_;
                    l_mut_446_ = _e3525;
                    uint _e3526 = l_mut_447_;
                    l_mut_448_ = _e3526;
                    bool l_1370_ = (l_9_ >= 64u);
                    if (l_1370_) {
                        l_mut_446_ = l_1358_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1371_ = (l_9_ >= 32u);
                        if (l_1371_) {
                            l_mut_447_ = l_1354_;
                            bool l_1372_ = (l_1359_ > 0u);
                            if (l_1372_) {
                                uint l_1373_ = (l_1354_ >> l_1359_);
                                uint l_1374_ = (32u - l_1359_);
                                uint l_1375_ = (l_1358_ << l_1374_);
                                uint l_1376_ = (l_1373_ | l_1375_);
                                l_mut_447_ = l_1376_;
                            }
                            uint l_1377_ = (l_1358_ >> l_1359_);
                            uint _e3540 = l_mut_447_;
                            l_mut_446_ = _e3540;
                            l_mut_448_ = l_1377_;
                        }
                    }
                    uint _e3541 = l_mut_446_;
                    l_mut_452_ = _e3541;
                    uint _e3542 = l_mut_448_;
                    l_mut_451_ = _e3542;
                    if (l_1345_) {
                        uint _e3544 = l_mut_452_;
                        uint l_1378_ = (0u - _e3544);
                        uint _e3547 = l_mut_451_;
                        uint l_1379_ = (0u - _e3547);
                        uint _e3550 = l_mut_452_;
                        bool l_1380_ = (0u < _e3550);
                        uint l_1381_ = uint(l_1380_);
                        uint l_1382_ = (l_1379_ - l_1381_);
                        l_mut_452_ = l_1378_;
                        l_mut_451_ = l_1382_;
                    }
                    uint _e3554 = l_mut_452_;
                    uint l_1383_ = (l_1128_ + _e3554);
                    uint _e3556 = l_mut_451_;
                    uint l_1384_ = (l_1132_ + _e3556);
                    bool l_1385_ = (l_1383_ < l_1128_);
                    uint l_1386_ = uint(l_1385_);
                    uint l_1387_ = (l_1384_ + l_1386_);
                    uint l_1388_ = (l_9_ + 3u);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1389_ = (l_1086_ < 65536u);
                    if (l_1389_) {
                        uint l_1390_ = (l_1086_ * l_1086_);
                        uint l_1391_ = (l_62_ >> 31u);
                        bool l_1392_ = (l_1391_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1392_) {
                            uint l_1393_ = (0u - l_59_);
                            uint l_1394_ = (0u - l_62_);
                            bool l_1395_ = (0u < l_59_);
                            uint l_1396_ = uint(l_1395_);
                            uint l_1397_ = (l_1394_ - l_1396_);
                            l_mut_448_ = l_1393_;
                            l_mut_447_ = l_1397_;
                        }
                        uint _e3580 = l_mut_448_;
                        uint l_1398_ = (_e3580 * l_1390_);
                        uint _e3582 = l_mut_447_;
                        uint l_1399_ = (_e3582 * l_1390_);
                        uint _e3584 = l_mut_448_;
                        uint64_t l_3117_ = uint64_t(_e3584);
                        uint64_t l_3118_ = uint64_t(l_1390_);
                        uint64_t l_3119_ = (l_3117_ * l_3118_);
                        uint64_t l_3120_ = (l_3119_ >> uint(32uL));
                        uint l_1400_ = uint(l_3120_);
                        uint l_1401_ = (l_1400_ + l_1399_);
                        uint _e3595 = l_mut_447_;
                        uint64_t l_3122_ = uint64_t(_e3595);
                        uint64_t l_3123_ = uint64_t(l_1390_);
                        uint64_t l_3124_ = (l_3122_ * l_3123_);
                        uint64_t l_3125_ = (l_3124_ >> uint(32uL));
                        uint l_1402_ = uint(l_3125_);
                        bool l_1403_ = (l_1401_ < l_1399_);
                        uint l_1404_ = uint(l_1403_);
                        uint l_1405_ = (l_1402_ + l_1404_);
                        uint l_1406_ = naga_mod(l_1388_, 32u);
                        l_mut_446_ = l_1398_;
                        bool l_1407_ = (l_1406_ > 0u);
                        if (l_1407_) {
                            uint l_1408_ = (l_1398_ >> l_1406_);
                            uint l_1409_ = (32u - l_1406_);
                            uint l_1410_ = (l_1401_ << l_1409_);
                            uint l_1411_ = (l_1408_ | l_1410_);
                            l_mut_446_ = l_1411_;
                        }
                        l_mut_435_ = l_1401_;
                        bool l_1412_ = (l_1406_ > 0u);
                        if (l_1412_) {
                            uint l_1413_ = (l_1401_ >> l_1406_);
                            uint l_1414_ = (32u - l_1406_);
                            uint l_1415_ = (l_1405_ << l_1414_);
                            uint l_1416_ = (l_1413_ | l_1415_);
                            l_mut_435_ = l_1416_;
                        }
                        uint _e3624 = l_mut_446_;
                        l_mut_428_ = _e3624;
                        uint _e3625 = l_mut_435_;
                        l_mut_446_ = _e3625;
                        bool l_1417_ = (l_1388_ >= 64u);
                        if (l_1417_) {
                            l_mut_428_ = l_1405_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1418_ = (l_1388_ >= 32u);
                            if (l_1418_) {
                                l_mut_435_ = l_1401_;
                                bool l_1419_ = (l_1406_ > 0u);
                                if (l_1419_) {
                                    uint l_1420_ = (l_1401_ >> l_1406_);
                                    uint l_1421_ = (32u - l_1406_);
                                    uint l_1422_ = (l_1405_ << l_1421_);
                                    uint l_1423_ = (l_1420_ | l_1422_);
                                    l_mut_435_ = l_1423_;
                                }
                                uint l_1424_ = (l_1405_ >> l_1406_);
                                uint _e3639 = l_mut_435_;
                                l_mut_428_ = _e3639;
                                l_mut_446_ = l_1424_;
                            }
                        }
                        uint _e3640 = l_mut_428_;
                        l_mut_448_ = _e3640;
                        uint _e3641 = l_mut_446_;
                        l_mut_447_ = _e3641;
                        if (l_1392_) {
                            uint _e3643 = l_mut_448_;
                            uint l_1425_ = (0u - _e3643);
                            uint _e3646 = l_mut_447_;
                            uint l_1426_ = (0u - _e3646);
                            uint _e3649 = l_mut_448_;
                            bool l_1427_ = (0u < _e3649);
                            uint l_1428_ = uint(l_1427_);
                            uint l_1429_ = (l_1426_ - l_1428_);
                            l_mut_448_ = l_1425_;
                            l_mut_447_ = l_1429_;
                        }
                        uint _e3653 = l_mut_448_;
                        l_mut_452_ = _e3653;
                        uint _e3654 = l_mut_447_;
                        l_mut_451_ = _e3654;
                    } else {
                        uint l_1430_ = (l_62_ >> 31u);
                        bool l_1431_ = (l_1430_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1431_) {
                            uint l_1432_ = (0u - l_59_);
                            uint l_1433_ = (0u - l_62_);
                            bool l_1434_ = (0u < l_59_);
                            uint l_1435_ = uint(l_1434_);
                            uint l_1436_ = (l_1433_ - l_1435_);
                            l_mut_448_ = l_1432_;
                            l_mut_447_ = l_1436_;
                        }
                        uint _e3667 = l_mut_448_;
                        uint l_1437_ = (_e3667 * l_1086_);
                        uint _e3669 = l_mut_447_;
                        uint l_1438_ = (_e3669 * l_1086_);
                        uint _e3671 = l_mut_448_;
                        uint64_t l_3127_ = uint64_t(_e3671);
                        uint64_t l_3128_ = uint64_t(l_1086_);
                        uint64_t l_3129_ = (l_3127_ * l_3128_);
                        uint64_t l_3130_ = (l_3129_ >> uint(32uL));
                        uint l_1439_ = uint(l_3130_);
                        uint l_1440_ = (l_1439_ + l_1438_);
                        uint _e3682 = l_mut_447_;
                        uint64_t l_3132_ = uint64_t(_e3682);
                        uint64_t l_3133_ = uint64_t(l_1086_);
                        uint64_t l_3134_ = (l_3132_ * l_3133_);
                        uint64_t l_3135_ = (l_3134_ >> uint(32uL));
                        uint l_1441_ = uint(l_3135_);
                        bool l_1442_ = (l_1440_ < l_1438_);
                        uint l_1443_ = uint(l_1442_);
                        uint l_1444_ = (l_1441_ + l_1443_);
                        l_mut_446_ = l_1437_;
                        bool l_1446_ = (0u > 0u);
                        if (l_1446_) {
                            uint l_1447_ = (l_1437_ >> 0u);
                            uint l_1448_ = (32u - 0u);
                            uint l_1449_ = (l_1440_ << l_1448_);
                            uint l_1450_ = (l_1447_ | l_1449_);
                            l_mut_446_ = l_1450_;
                        }
                        l_mut_435_ = l_1440_;
                        bool l_1451_ = (0u > 0u);
                        if (l_1451_) {
                            uint l_1452_ = (l_1440_ >> 0u);
                            uint l_1453_ = (32u - 0u);
                            uint l_1454_ = (l_1444_ << l_1453_);
                            uint l_1455_ = (l_1452_ | l_1454_);
                            l_mut_435_ = l_1455_;
                        }
                        uint _e3710 = l_mut_446_;
                        l_mut_428_ = _e3710;
                        uint _e3711 = l_mut_435_;
                        l_mut_446_ = _e3711;
                        if (false) {
                            l_mut_428_ = l_1444_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1440_;
                                bool l_1458_ = (0u > 0u);
                                if (l_1458_) {
                                    uint l_1459_ = (l_1440_ >> 0u);
                                    uint l_1460_ = (32u - 0u);
                                    uint l_1461_ = (l_1444_ << l_1460_);
                                    uint l_1462_ = (l_1459_ | l_1461_);
                                    l_mut_435_ = l_1462_;
                                }
                                uint l_1463_ = (l_1444_ >> 0u);
                                uint _e3723 = l_mut_435_;
                                l_mut_428_ = _e3723;
                                l_mut_446_ = l_1463_;
                            }
                        }
                        uint _e3724 = l_mut_448_;
                        uint l_1464_ = (_e3724 * l_1086_);
                        uint _e3726 = l_mut_447_;
                        uint l_1465_ = (_e3726 * l_1086_);
                        uint _e3728 = l_mut_448_;
                        uint64_t l_3137_ = uint64_t(_e3728);
                        uint64_t l_3138_ = uint64_t(l_1086_);
                        uint64_t l_3139_ = (l_3137_ * l_3138_);
                        uint64_t l_3140_ = (l_3139_ >> uint(32uL));
                        uint l_1466_ = uint(l_3140_);
                        uint l_1467_ = (l_1466_ + l_1465_);
                        uint _e3739 = l_mut_447_;
                        uint64_t l_3142_ = uint64_t(_e3739);
                        uint64_t l_3143_ = uint64_t(l_1086_);
                        uint64_t l_3144_ = (l_3142_ * l_3143_);
                        uint64_t l_3145_ = (l_3144_ >> uint(32uL));
                        uint l_1468_ = uint(l_3145_);
                        bool l_1469_ = (l_1467_ < l_1465_);
                        uint l_1470_ = uint(l_1469_);
                        uint l_1471_ = (l_1468_ + l_1470_);
                        l_mut_435_ = l_1464_;
                        bool l_1473_ = (0u > 0u);
                        if (l_1473_) {
                            uint l_1474_ = (l_1464_ >> 0u);
                            uint l_1475_ = (32u - 0u);
                            uint l_1476_ = (l_1467_ << l_1475_);
                            uint l_1477_ = (l_1474_ | l_1476_);
                            l_mut_435_ = l_1477_;
                        }
                        l_mut_401_ = l_1467_;
                        bool l_1478_ = (0u > 0u);
                        if (l_1478_) {
                            uint l_1479_ = (l_1467_ >> 0u);
                            uint l_1480_ = (32u - 0u);
                            uint l_1481_ = (l_1471_ << l_1480_);
                            uint l_1482_ = (l_1479_ | l_1481_);
                            l_mut_401_ = l_1482_;
                        }
                        uint _e3767 = l_mut_435_;
                        l_mut_395_ = _e3767;
                        uint _e3768 = l_mut_401_;
                        l_mut_435_ = _e3768;
                        if (true) {
                            l_mut_395_ = l_1471_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1467_;
                                bool l_1485_ = (0u > 0u);
                                if (l_1485_) {
                                    uint l_1486_ = (l_1467_ >> 0u);
                                    uint l_1487_ = (32u - 0u);
                                    uint l_1488_ = (l_1471_ << l_1487_);
                                    uint l_1489_ = (l_1486_ | l_1488_);
                                    l_mut_401_ = l_1489_;
                                }
                                uint l_1490_ = (l_1471_ >> 0u);
                                uint _e3780 = l_mut_401_;
                                l_mut_395_ = _e3780;
                                l_mut_435_ = l_1490_;
                            }
                        }
                        uint _e3781 = l_mut_428_;
                        uint l_1491_ = (_e3781 * l_1086_);
                        uint _e3783 = l_mut_446_;
                        uint l_1492_ = (_e3783 * l_1086_);
                        uint _e3785 = l_mut_428_;
                        uint64_t l_3147_ = uint64_t(_e3785);
                        uint64_t l_3148_ = uint64_t(l_1086_);
                        uint64_t l_3149_ = (l_3147_ * l_3148_);
                        uint64_t l_3150_ = (l_3149_ >> uint(32uL));
                        uint l_1493_ = uint(l_3150_);
                        uint l_1494_ = (l_1493_ + l_1492_);
                        uint _e3796 = l_mut_446_;
                        uint64_t l_3152_ = uint64_t(_e3796);
                        uint64_t l_3153_ = uint64_t(l_1086_);
                        uint64_t l_3154_ = (l_3152_ * l_3153_);
                        uint64_t l_3155_ = (l_3154_ >> uint(32uL));
                        uint l_1495_ = uint(l_3155_);
                        bool l_1496_ = (l_1494_ < l_1492_);
                        uint l_1497_ = uint(l_1496_);
                        uint l_1498_ = (l_1495_ + l_1497_);
                        l_mut_448_ = l_1491_;
                        bool l_1500_ = (0u > 0u);
                        if (l_1500_) {
                            uint l_1501_ = (l_1491_ >> 0u);
                            uint l_1502_ = (32u - 0u);
                            uint l_1503_ = (l_1494_ << l_1502_);
                            uint l_1504_ = (l_1501_ | l_1503_);
                            l_mut_448_ = l_1504_;
                        }
                        l_mut_447_ = l_1494_;
                        bool l_1505_ = (0u > 0u);
                        if (l_1505_) {
                            uint l_1506_ = (l_1494_ >> 0u);
                            uint l_1507_ = (32u - 0u);
                            uint l_1508_ = (l_1498_ << l_1507_);
                            uint l_1509_ = (l_1506_ | l_1508_);
                            l_mut_447_ = l_1509_;
                        }
                        uint _e3824 = l_mut_448_;
                        l_mut_401_ = _e3824;
                        uint _e3825 = l_mut_447_;
                        l_mut_448_ = _e3825;
                        if (false) {
                            l_mut_401_ = l_1498_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1494_;
                                bool l_1512_ = (0u > 0u);
                                if (l_1512_) {
                                    uint l_1513_ = (l_1494_ >> 0u);
                                    uint l_1514_ = (32u - 0u);
                                    uint l_1515_ = (l_1498_ << l_1514_);
                                    uint l_1516_ = (l_1513_ | l_1515_);
                                    l_mut_447_ = l_1516_;
                                }
                                uint l_1517_ = (l_1498_ >> 0u);
                                uint _e3837 = l_mut_447_;
                                l_mut_401_ = _e3837;
                                l_mut_448_ = l_1517_;
                            }
                        }
                        uint _e3838 = l_mut_428_;
                        uint l_1518_ = (_e3838 * l_1086_);
                        uint _e3840 = l_mut_446_;
                        uint l_1519_ = (_e3840 * l_1086_);
                        uint _e3842 = l_mut_428_;
                        uint64_t l_3157_ = uint64_t(_e3842);
                        uint64_t l_3158_ = uint64_t(l_1086_);
                        uint64_t l_3159_ = (l_3157_ * l_3158_);
                        uint64_t l_3160_ = (l_3159_ >> uint(32uL));
                        uint l_1520_ = uint(l_3160_);
                        uint l_1521_ = (l_1520_ + l_1519_);
                        uint _e3853 = l_mut_446_;
                        uint64_t l_3162_ = uint64_t(_e3853);
                        uint64_t l_3163_ = uint64_t(l_1086_);
                        uint64_t l_3164_ = (l_3162_ * l_3163_);
                        uint64_t l_3165_ = (l_3164_ >> uint(32uL));
                        uint l_1522_ = uint(l_3165_);
                        bool l_1523_ = (l_1521_ < l_1519_);
                        uint l_1524_ = uint(l_1523_);
                        uint l_1525_ = (l_1522_ + l_1524_);
                        l_mut_447_ = l_1518_;
                        bool l_1527_ = (0u > 0u);
                        if (l_1527_) {
                            uint l_1528_ = (l_1518_ >> 0u);
                            uint l_1529_ = (32u - 0u);
                            uint l_1530_ = (l_1521_ << l_1529_);
                            uint l_1531_ = (l_1528_ | l_1530_);
                            l_mut_447_ = l_1531_;
                        }
                        l_mut_389_ = l_1521_;
                        bool l_1532_ = (0u > 0u);
                        if (l_1532_) {
                            uint l_1533_ = (l_1521_ >> 0u);
                            uint l_1534_ = (32u - 0u);
                            uint l_1535_ = (l_1525_ << l_1534_);
                            uint l_1536_ = (l_1533_ | l_1535_);
                            l_mut_389_ = l_1536_;
                        }
                        uint _e3881 = l_mut_447_;
                        l_mut_265_ = _e3881;
                        uint _e3882 = l_mut_389_;
                        l_mut_447_ = _e3882;
                        if (true) {
                            l_mut_265_ = l_1525_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1521_;
                                bool l_1539_ = (0u > 0u);
                                if (l_1539_) {
                                    uint l_1540_ = (l_1521_ >> 0u);
                                    uint l_1541_ = (32u - 0u);
                                    uint l_1542_ = (l_1525_ << l_1541_);
                                    uint l_1543_ = (l_1540_ | l_1542_);
                                    l_mut_389_ = l_1543_;
                                }
                                uint l_1544_ = (l_1525_ >> 0u);
                                uint _e3894 = l_mut_389_;
                                l_mut_265_ = _e3894;
                                l_mut_447_ = l_1544_;
                            }
                        }
                        uint _e3895 = l_mut_395_;
                        uint l_1545_ = (_e3895 * l_1086_);
                        uint _e3897 = l_mut_395_;
                        uint64_t l_3167_ = uint64_t(_e3897);
                        uint64_t l_3168_ = uint64_t(l_1086_);
                        uint64_t l_3169_ = (l_3167_ * l_3168_);
                        uint64_t l_3170_ = (l_3169_ >> uint(32uL));
                        uint l_1546_ = uint(l_3170_);
                        uint _e3907 = l_mut_435_;
                        uint l_1547_ = (_e3907 * l_1086_);
                        uint l_1548_ = (l_1546_ + l_1547_);
                        uint _e3910 = l_mut_265_;
                        uint l_1549_ = (_e3910 + l_1545_);
                        uint _e3912 = l_mut_447_;
                        uint l_1550_ = (_e3912 + l_1548_);
                        uint _e3914 = l_mut_265_;
                        bool l_1551_ = (l_1549_ < _e3914);
                        uint l_1552_ = uint(l_1551_);
                        uint l_1553_ = (l_1550_ + l_1552_);
                        uint _e3918 = l_mut_401_;
                        l_mut_452_ = _e3918;
                        uint _e3919 = l_mut_448_;
                        l_mut_451_ = _e3919;
                        bool l_1554_ = (l_1388_ == 64u);
                        if (l_1554_) {
                            l_mut_452_ = l_1549_;
                            l_mut_451_ = l_1553_;
                        } else {
                            bool l_1555_ = (l_1388_ > 0u);
                            if (l_1555_) {
                                uint l_1556_ = (64u - l_1388_);
                                l_mut_447_ = l_1549_;
                                l_mut_446_ = l_1553_;
                                bool l_1557_ = (l_1556_ >= 32u);
                                if (l_1557_) {
                                    uint l_1558_ = (l_1556_ & 31u);
                                    uint l_1559_ = (l_1549_ << l_1558_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1559_;
                                } else {
                                    bool l_1560_ = (l_1556_ > 0u);
                                    if (l_1560_) {
                                        uint l_1561_ = (l_1549_ << l_1556_);
                                        uint l_1562_ = (l_1553_ << l_1556_);
                                        uint l_1563_ = (32u - l_1556_);
                                        uint l_1564_ = (l_1549_ >> l_1563_);
                                        uint l_1565_ = (l_1562_ | l_1564_);
                                        l_mut_447_ = l_1561_;
                                        l_mut_446_ = l_1565_;
                                    }
                                }
                                uint _e3940 = l_mut_401_;
                                l_mut_435_ = _e3940;
                                uint _e3941 = l_mut_448_;
                                l_mut_428_ = _e3941;
                                bool l_1566_ = (l_1388_ >= 32u);
                                if (l_1566_) {
                                    uint l_1567_ = (l_1388_ & 31u);
                                    uint _e3946 = l_mut_448_;
                                    uint l_1568_ = (_e3946 >> l_1567_);
                                    l_mut_435_ = l_1568_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1569_ = (l_1388_ > 0u);
                                    if (l_1569_) {
                                        uint _e3951 = l_mut_401_;
                                        l_mut_395_ = _e3951;
                                        bool l_1570_ = (l_1388_ > 0u);
                                        if (l_1570_) {
                                            uint _e3954 = l_mut_401_;
                                            uint l_1571_ = (_e3954 >> l_1388_);
                                            uint l_1572_ = (32u - l_1388_);
                                            uint _e3958 = l_mut_448_;
                                            uint l_1573_ = (_e3958 << l_1572_);
                                            uint l_1574_ = (l_1571_ | l_1573_);
                                            l_mut_395_ = l_1574_;
                                        }
                                        uint _e3961 = l_mut_448_;
                                        uint l_1575_ = (_e3961 >> l_1388_);
                                        uint _e3963 = l_mut_395_;
                                        l_mut_435_ = _e3963;
                                        l_mut_428_ = l_1575_;
                                    }
                                }
                                uint _e3964 = l_mut_447_;
                                uint _e3965 = l_mut_435_;
                                uint l_1576_ = (_e3964 + _e3965);
                                uint _e3967 = l_mut_446_;
                                uint _e3968 = l_mut_428_;
                                uint l_1577_ = (_e3967 + _e3968);
                                uint _e3970 = l_mut_447_;
                                bool l_1578_ = (l_1576_ < _e3970);
                                uint l_1579_ = uint(l_1578_);
                                uint l_1580_ = (l_1577_ + l_1579_);
                                l_mut_452_ = l_1576_;
                                l_mut_451_ = l_1580_;
                            }
                        }
                        if (l_1431_) {
                            uint _e3975 = l_mut_452_;
                            uint l_1581_ = (0u - _e3975);
                            uint _e3978 = l_mut_451_;
                            uint l_1582_ = (0u - _e3978);
                            uint _e3981 = l_mut_452_;
                            bool l_1583_ = (0u < _e3981);
                            uint l_1584_ = uint(l_1583_);
                            uint l_1585_ = (l_1582_ - l_1584_);
                            l_mut_452_ = l_1581_;
                            l_mut_451_ = l_1585_;
                        }
                    }
                    uint _e3985 = l_mut_452_;
                    l_mut_448_ = _e3985;
                    uint _e3986 = l_mut_451_;
                    l_mut_447_ = _e3986;
                    uint _e3987 = l_mut_451_;
                    uint l_1586_ = (_e3987 >> 31u);
                    bool l_1587_ = (l_1586_ == 1u);
                    if (l_1587_) {
                        uint _e3993 = l_mut_452_;
                        uint l_1588_ = (0u - _e3993);
                        uint _e3996 = l_mut_451_;
                        uint l_1589_ = (0u - _e3996);
                        uint _e3999 = l_mut_452_;
                        bool l_1590_ = (0u < _e3999);
                        uint l_1591_ = uint(l_1590_);
                        uint l_1592_ = (l_1589_ - l_1591_);
                        l_mut_448_ = l_1588_;
                        l_mut_447_ = l_1592_;
                    }
                    uint _e4003 = l_mut_448_;
                    uint l_1593_ = (l_14_ + _e4003);
                    uint _e4005 = l_mut_447_;
                    uint l_1594_ = (l_17_ + _e4005);
                    bool l_1595_ = (l_1593_ < l_14_);
                    uint l_1596_ = uint(l_1595_);
                    uint l_1597_ = (l_1594_ + l_1596_);
                    uint l_1598_ = (l_1593_ + 1u);
                    uint l_1599_ = (l_1597_ + 0u);
                    bool l_1600_ = (l_1598_ < l_1593_);
                    uint l_1601_ = uint(l_1600_);
                    uint l_1602_ = (l_1599_ + l_1601_);
                    uint _e4017 = l_mut_452_;
                    uint l_1603_ = (l_1339_ - _e4017);
                    uint _e4019 = l_mut_451_;
                    uint l_1604_ = (l_1343_ - _e4019);
                    uint _e4021 = l_mut_452_;
                    bool l_1605_ = (l_1339_ < _e4021);
                    uint l_1606_ = uint(l_1605_);
                    uint l_1607_ = (l_1604_ - l_1606_);
                    uint l_1608_ = (l_1603_ + l_1598_);
                    uint l_1609_ = (l_1607_ + l_1602_);
                    bool l_1610_ = (l_1608_ < l_1603_);
                    uint l_1611_ = uint(l_1610_);
                    uint l_1612_ = (l_1609_ + l_1611_);
                    uint l_1613_ = (0u - l_1383_);
                    uint l_1614_ = (0u - l_1387_);
                    bool l_1615_ = (0u < l_1383_);
                    uint l_1616_ = uint(l_1615_);
                    uint l_1617_ = (l_1614_ - l_1616_);
                    uint l_1618_ = (l_1598_ + l_1598_);
                    uint l_1619_ = (l_1602_ + l_1602_);
                    bool l_1620_ = (l_1618_ < l_1598_);
                    uint l_1621_ = uint(l_1620_);
                    uint l_1622_ = (l_1619_ + l_1621_);
                    l_mut_452_ = l_1613_;
                    l_mut_451_ = l_1617_;
                    uint l_1623_ = (0u - l_1613_);
                    uint l_1624_ = (0u - l_1617_);
                    bool l_1625_ = (0u < l_1613_);
                    uint l_1626_ = uint(l_1625_);
                    uint l_1627_ = (l_1624_ - l_1626_);
                    l_mut_448_ = l_1623_;
                    l_mut_447_ = l_1627_;
                    l_mut_446_ = l_1608_;
                    l_mut_435_ = l_1612_;
                    l_mut_428_ = 1u;
                    l_mut_401_ = 1u;
                    l_mut_652_ = false;
                    uint _e4054 = l_mut_435_;
                    bool l_1628_ = (_e4054 < l_1622_);
                    uint _e4056 = l_mut_435_;
                    bool l_1629_ = (_e4056 == l_1622_);
                    uint _e4058 = l_mut_446_;
                    bool l_1630_ = (_e4058 < l_1618_);
                    if (l_1629_) {
                        local_91 = l_1630_;
                    } else {
                        local_91 = false;
                    }
                    bool l_1631_ = local_91;
                    if (!(l_1628_)) {
                        local_92 = l_1631_;
                    } else {
                        local_92 = true;
                    }
                    bool l_1632_ = local_92;
                    bool l_1633_ = !(l_1632_);
                    l_mut_635_ = l_1633_;
                    uint l_1634_ = (l_1613_ | l_1617_);
                    bool l_1635_ = (l_1634_ == 0u);
                    if (l_1635_) {
                        bool _e4073 = l_mut_635_;
                        l_mut_652_ = _e4073;
                        l_mut_635_ = false;
                    }
                    bool _e4075 = l_mut_635_;
                    if (_e4075) {
                        uint l_1636_ = (l_1617_ >> 31u);
                        bool l_1637_ = (l_1636_ == 1u);
                        l_mut_395_ = l_1613_;
                        l_mut_389_ = l_1617_;
                        if (l_1637_) {
                            uint l_1638_ = (0u - l_1613_);
                            uint l_1639_ = (0u - l_1617_);
                            bool l_1640_ = (0u < l_1613_);
                            uint l_1641_ = uint(l_1640_);
                            uint l_1642_ = (l_1639_ - l_1641_);
                            l_mut_395_ = l_1638_;
                            l_mut_389_ = l_1642_;
                        }
                        uint l_1643_ = (l_1086_ - 1u);
                        uint _e4090 = l_mut_395_;
                        uint l_1644_ = (_e4090 * l_1643_);
                        uint _e4092 = l_mut_395_;
                        uint64_t l_3172_ = uint64_t(_e4092);
                        uint64_t l_3173_ = uint64_t(l_1643_);
                        uint64_t l_3174_ = (l_3172_ * l_3173_);
                        uint64_t l_3175_ = (l_3174_ >> uint(32uL));
                        uint l_1645_ = uint(l_3175_);
                        uint _e4102 = l_mut_389_;
                        uint l_1646_ = (_e4102 * l_1643_);
                        uint l_1647_ = (l_1645_ + l_1646_);
                        l_mut_265_ = 0u;
                        uint l_1648_ = (l_1086_ - 1u);
                        uint _e4108 = l_mut_395_;
                        uint l_1649_ = (_e4108 * l_1648_);
                        uint _e4110 = l_mut_389_;
                        uint l_1650_ = (_e4110 * l_1648_);
                        uint _e4112 = l_mut_395_;
                        uint64_t l_3177_ = uint64_t(_e4112);
                        uint64_t l_3178_ = uint64_t(l_1648_);
                        uint64_t l_3179_ = (l_3177_ * l_3178_);
                        uint64_t l_3180_ = (l_3179_ >> uint(32uL));
                        uint l_1651_ = uint(l_3180_);
                        uint l_1652_ = (l_1651_ + l_1650_);
                        uint _e4123 = l_mut_389_;
                        uint64_t l_3182_ = uint64_t(_e4123);
                        uint64_t l_3183_ = uint64_t(l_1648_);
                        uint64_t l_3184_ = (l_3182_ * l_3183_);
                        uint64_t l_3185_ = (l_3184_ >> uint(32uL));
                        uint l_1653_ = uint(l_3185_);
                        bool l_1654_ = (l_1652_ < l_1650_);
                        uint l_1655_ = uint(l_1654_);
                        uint l_1656_ = (l_1653_ + l_1655_);
                        l_mut_259_ = l_1649_;
                        bool l_1658_ = (0u > 0u);
                        if (l_1658_) {
                            uint l_1659_ = (l_1649_ >> 0u);
                            uint l_1660_ = (32u - 0u);
                            uint l_1661_ = (l_1652_ << l_1660_);
                            uint l_1662_ = (l_1659_ | l_1661_);
                            l_mut_259_ = l_1662_;
                        }
                        l_mut_209_ = l_1652_;
                        bool l_1663_ = (0u > 0u);
                        if (l_1663_) {
                            uint l_1664_ = (l_1652_ >> 0u);
                            uint l_1665_ = (32u - 0u);
                            uint l_1666_ = (l_1656_ << l_1665_);
                            uint l_1667_ = (l_1664_ | l_1666_);
                            l_mut_209_ = l_1667_;
                        }
                        uint _e4151 = l_mut_259_;
                        l_mut_203_ = _e4151;
                        uint _e4152 = l_mut_209_;
                        l_mut_259_ = _e4152;
                        if (true) {
                            l_mut_203_ = l_1656_;
                            l_mut_259_ = 0u;
                        } else {
                            if (true) {
                                l_mut_209_ = l_1652_;
                                bool l_1670_ = (0u > 0u);
                                if (l_1670_) {
                                    uint l_1671_ = (l_1652_ >> 0u);
                                    uint l_1672_ = (32u - 0u);
                                    uint l_1673_ = (l_1656_ << l_1672_);
                                    uint l_1674_ = (l_1671_ | l_1673_);
                                    l_mut_209_ = l_1674_;
                                }
                                uint l_1675_ = (l_1656_ >> 0u);
                                uint _e4164 = l_mut_209_;
                                l_mut_203_ = _e4164;
                                l_mut_259_ = l_1675_;
                            }
                        }
                        uint _e4165 = l_mut_203_;
                        uint _e4166 = l_mut_259_;
                        uint l_1676_ = (_e4165 | _e4166);
                        bool l_1677_ = (l_1676_ == 0u);
                        if (l_1677_) {
                            l_mut_259_ = l_1608_;
                            l_mut_209_ = l_1612_;
                            if (l_1637_) {
                                uint l_1678_ = (0u - l_1608_);
                                uint l_1679_ = (0u - l_1612_);
                                bool l_1680_ = (0u < l_1608_);
                                uint l_1681_ = uint(l_1680_);
                                uint l_1682_ = (l_1679_ - l_1681_);
                                uint l_1683_ = (l_1608_ | l_1612_);
                                bool l_1684_ = (l_1683_ == 0u);
                                bool l_1685_ = !(l_1684_);
                                bool l_1686_ = (l_1647_ < l_1682_);
                                bool l_1687_ = (l_1647_ == l_1682_);
                                bool l_1688_ = (l_1644_ < l_1678_);
                                if (l_1687_) {
                                    local_93 = l_1688_;
                                } else {
                                    local_93 = false;
                                }
                                bool l_1689_ = local_93;
                                if (!(l_1686_)) {
                                    local_94 = l_1689_;
                                } else {
                                    local_94 = true;
                                }
                                bool l_1690_ = local_94;
                                bool l_1691_ = !(l_1690_);
                                if (l_1685_) {
                                    local_95 = l_1691_;
                                } else {
                                    local_95 = false;
                                }
                                bool l_1692_ = local_95;
                                if (l_1692_) {
                                    uint l_1693_ = (l_1086_ - 1u);
                                    l_mut_203_ = l_1678_;
                                    l_mut_141_ = l_1682_;
                                    uint _e4201 = l_mut_389_;
                                    bool l_1694_ = (l_1682_ < _e4201);
                                    uint _e4203 = l_mut_389_;
                                    bool l_1695_ = (l_1682_ == _e4203);
                                    uint _e4205 = l_mut_395_;
                                    bool l_1696_ = (l_1678_ < _e4205);
                                    if (l_1695_) {
                                        local_96 = l_1696_;
                                    } else {
                                        local_96 = false;
                                    }
                                    bool l_1697_ = local_96;
                                    if (!(l_1694_)) {
                                        local_97 = l_1697_;
                                    } else {
                                        local_97 = true;
                                    }
                                    bool l_1698_ = local_97;
                                    bool l_1699_ = !(l_1698_);
                                    if (l_1699_) {
                                        l_mut_135_ = 0u;
                                        uint _e4218 = l_mut_389_;
                                        bool l_1700_ = (_e4218 < l_1682_);
                                        uint _e4220 = l_mut_389_;
                                        bool l_1701_ = (_e4220 == l_1682_);
                                        uint _e4222 = l_mut_395_;
                                        bool l_1702_ = (_e4222 < l_1678_);
                                        if (l_1701_) {
                                            local_98 = l_1702_;
                                        } else {
                                            local_98 = false;
                                        }
                                        bool l_1703_ = local_98;
                                        if (!(l_1700_)) {
                                            local_99 = l_1703_;
                                        } else {
                                            local_99 = true;
                                        }
                                        bool l_1704_ = local_99;
                                        if (l_1704_) {
                                            uint l_1705_ = (l_1678_ - 1u);
                                            uint l_1706_ = (l_1682_ - 0u);
                                            bool l_1707_ = (l_1678_ < 1u);
                                            uint l_1708_ = uint(l_1707_);
                                            uint l_1709_ = (l_1706_ - l_1708_);
                                            l_mut_92_ = l_1705_;
                                            l_mut_86_ = l_1709_;
                                            l_mut_80_ = 0u;
                                            l_mut_1710_ = 0u;
                                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                                if (!loop_init_7) {
                                                    uint _e4329 = l_mut_1710_;
                                                    l_mut_1710_ = (_e4329 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4244 = l_mut_1710_;
                                                if ((_e4244 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4248 = l_mut_1710_;
                                                    uint l_1711_ = (19u - _e4248);
                                                    uint _e4250 = l_mut_92_;
                                                    l_mut_65_ = _e4250;
                                                    uint _e4251 = l_mut_86_;
                                                    l_mut_30_ = _e4251;
                                                    bool l_1712_ = (l_1711_ >= 32u);
                                                    if (l_1712_) {
                                                        uint l_1713_ = (l_1711_ & 31u);
                                                        uint _e4256 = l_mut_86_;
                                                        uint l_1714_ = (_e4256 >> l_1713_);
                                                        l_mut_65_ = l_1714_;
                                                        l_mut_30_ = 0u;
                                                    } else {
                                                        bool l_1715_ = (l_1711_ > 0u);
                                                        if (l_1715_) {
                                                            uint _e4261 = l_mut_92_;
                                                            l_mut_1716_ = _e4261;
                                                            bool l_1717_ = (l_1711_ > 0u);
                                                            if (l_1717_) {
                                                                uint _e4264 = l_mut_92_;
                                                                uint l_1718_ = (_e4264 >> l_1711_);
                                                                uint l_1719_ = (32u - l_1711_);
                                                                uint _e4268 = l_mut_86_;
                                                                uint l_1720_ = (_e4268 << l_1719_);
                                                                uint l_1721_ = (l_1718_ | l_1720_);
                                                                l_mut_1716_ = l_1721_;
                                                            }
                                                            uint _e4271 = l_mut_86_;
                                                            uint l_1722_ = (_e4271 >> l_1711_);
                                                            uint _e4273 = l_mut_1716_;
                                                            l_mut_65_ = _e4273;
                                                            l_mut_30_ = l_1722_;
                                                        }
                                                    }
                                                    uint _e4274 = l_mut_30_;
                                                    uint _e4275 = l_mut_389_;
                                                    bool l_1723_ = (_e4274 < _e4275);
                                                    uint _e4277 = l_mut_30_;
                                                    uint _e4278 = l_mut_389_;
                                                    bool l_1724_ = (_e4277 == _e4278);
                                                    uint _e4280 = l_mut_65_;
                                                    uint _e4281 = l_mut_395_;
                                                    bool l_1725_ = (_e4280 < _e4281);
                                                    if (l_1724_) {
                                                        local_100 = l_1725_;
                                                    } else {
                                                        local_100 = false;
                                                    }
                                                    bool l_1726_ = local_100;
                                                    if (!(l_1723_)) {
                                                        local_101 = l_1726_;
                                                    } else {
                                                        local_101 = true;
                                                    }
                                                    bool l_1727_ = local_101;
                                                    bool l_1728_ = !(l_1727_);
                                                    if (l_1728_) {
                                                        uint _e4293 = l_mut_395_;
                                                        l_mut_1716_ = _e4293;
                                                        uint _e4294 = l_mut_389_;
                                                        l_mut_65_ = _e4294;
                                                        bool l_1729_ = (l_1711_ >= 32u);
                                                        if (l_1729_) {
                                                            uint l_1730_ = (l_1711_ & 31u);
                                                            uint _e4299 = l_mut_395_;
                                                            uint l_1731_ = (_e4299 << l_1730_);
                                                            l_mut_1716_ = 0u;
                                                            l_mut_65_ = l_1731_;
                                                        } else {
                                                            bool l_1732_ = (l_1711_ > 0u);
                                                            if (l_1732_) {
                                                                uint _e4304 = l_mut_395_;
                                                                uint l_1733_ = (_e4304 << l_1711_);
                                                                uint _e4306 = l_mut_389_;
                                                                uint l_1734_ = (_e4306 << l_1711_);
                                                                uint l_1735_ = (32u - l_1711_);
                                                                uint _e4310 = l_mut_395_;
                                                                uint l_1736_ = (_e4310 >> l_1735_);
                                                                uint l_1737_ = (l_1734_ | l_1736_);
                                                                l_mut_1716_ = l_1733_;
                                                                l_mut_65_ = l_1737_;
                                                            }
                                                        }
                                                        uint _e4313 = l_mut_92_;
                                                        uint _e4314 = l_mut_1716_;
                                                        uint l_1738_ = (_e4313 - _e4314);
                                                        uint _e4316 = l_mut_86_;
                                                        uint _e4317 = l_mut_65_;
                                                        uint l_1739_ = (_e4316 - _e4317);
                                                        uint _e4319 = l_mut_92_;
                                                        uint _e4320 = l_mut_1716_;
                                                        bool l_1740_ = (_e4319 < _e4320);
                                                        uint l_1741_ = uint(l_1740_);
                                                        uint l_1742_ = (l_1739_ - l_1741_);
                                                        l_mut_92_ = l_1738_;
                                                        l_mut_86_ = l_1742_;
                                                        uint l_1743_ = (1u << l_1711_);
                                                        uint _e4326 = l_mut_80_;
                                                        l_mut_80_ = (_e4326 | l_1743_);
                                                    }
                                                }
                                            }
                                            uint _e4331 = l_mut_80_;
                                            uint l_1744_ = min(_e4331, l_1693_);
                                            l_mut_1716_ = l_1744_;
                                            uint _e4333 = l_mut_86_;
                                            uint _e4334 = l_mut_389_;
                                            bool l_1745_ = (_e4333 < _e4334);
                                            uint _e4336 = l_mut_86_;
                                            uint _e4337 = l_mut_389_;
                                            bool l_1746_ = (_e4336 == _e4337);
                                            uint _e4339 = l_mut_92_;
                                            uint _e4340 = l_mut_395_;
                                            bool l_1747_ = (_e4339 < _e4340);
                                            if (l_1746_) {
                                                local_102 = l_1747_;
                                            } else {
                                                local_102 = false;
                                            }
                                            bool l_1748_ = local_102;
                                            if (!(l_1745_)) {
                                                local_103 = l_1748_;
                                            } else {
                                                local_103 = true;
                                            }
                                            bool l_1749_ = local_103;
                                            bool l_1750_ = !(l_1749_);
                                            if (l_1750_) {
                                                l_mut_1716_ = l_1693_;
                                            }
                                            uint _e4352 = l_mut_1716_;
                                            l_mut_135_ = _e4352;
                                        }
                                        uint _e4353 = l_mut_395_;
                                        uint _e4354 = l_mut_135_;
                                        uint l_1751_ = (_e4353 * _e4354);
                                        uint _e4356 = l_mut_395_;
                                        uint64_t l_3187_ = uint64_t(_e4356);
                                        uint _e4358 = l_mut_135_;
                                        uint64_t l_3188_ = uint64_t(_e4358);
                                        uint64_t l_3189_ = (l_3187_ * l_3188_);
                                        uint64_t l_3190_ = (l_3189_ >> uint(32uL));
                                        uint l_1752_ = uint(l_3190_);
                                        uint _e4367 = l_mut_389_;
                                        uint _e4368 = l_mut_135_;
                                        uint l_1753_ = (_e4367 * _e4368);
                                        uint l_1754_ = (l_1752_ + l_1753_);
                                        uint l_1755_ = (l_1678_ - l_1751_);
                                        uint l_1756_ = (l_1682_ - l_1754_);
                                        bool l_1757_ = (l_1678_ < l_1751_);
                                        uint l_1758_ = uint(l_1757_);
                                        uint l_1759_ = (l_1756_ - l_1758_);
                                        l_mut_203_ = l_1755_;
                                        l_mut_141_ = l_1759_;
                                        uint _e4376 = l_mut_141_;
                                        uint _e4377 = l_mut_389_;
                                        bool l_1760_ = (_e4376 < _e4377);
                                        uint _e4379 = l_mut_141_;
                                        uint _e4380 = l_mut_389_;
                                        bool l_1761_ = (_e4379 == _e4380);
                                        uint _e4382 = l_mut_203_;
                                        uint _e4383 = l_mut_395_;
                                        bool l_1762_ = (_e4382 < _e4383);
                                        if (l_1761_) {
                                            local_104 = l_1762_;
                                        } else {
                                            local_104 = false;
                                        }
                                        bool l_1763_ = local_104;
                                        if (!(l_1760_)) {
                                            local_105 = l_1763_;
                                        } else {
                                            local_105 = true;
                                        }
                                        bool l_1764_ = local_105;
                                        bool l_1765_ = !(l_1764_);
                                        if (l_1765_) {
                                            uint _e4395 = l_mut_203_;
                                            uint _e4396 = l_mut_395_;
                                            uint l_1766_ = (_e4395 - _e4396);
                                            uint _e4398 = l_mut_141_;
                                            uint _e4399 = l_mut_389_;
                                            uint l_1767_ = (_e4398 - _e4399);
                                            uint _e4401 = l_mut_203_;
                                            uint _e4402 = l_mut_395_;
                                            bool l_1768_ = (_e4401 < _e4402);
                                            uint l_1769_ = uint(l_1768_);
                                            uint l_1770_ = (l_1767_ - l_1769_);
                                            l_mut_203_ = l_1766_;
                                            l_mut_141_ = l_1770_;
                                        }
                                    }
                                    uint _e4406 = l_mut_395_;
                                    uint _e4407 = l_mut_203_;
                                    uint l_1771_ = (_e4406 - _e4407);
                                    uint _e4409 = l_mut_389_;
                                    uint _e4410 = l_mut_141_;
                                    uint l_1772_ = (_e4409 - _e4410);
                                    uint _e4412 = l_mut_395_;
                                    uint _e4413 = l_mut_203_;
                                    bool l_1773_ = (_e4412 < _e4413);
                                    uint l_1774_ = uint(l_1773_);
                                    uint l_1775_ = (l_1772_ - l_1774_);
                                    l_mut_1716_ = l_1771_;
                                    l_mut_203_ = l_1775_;
                                    uint _e4417 = l_mut_389_;
                                    bool l_1776_ = (l_1775_ < _e4417);
                                    uint _e4419 = l_mut_389_;
                                    bool l_1777_ = (l_1775_ == _e4419);
                                    uint _e4421 = l_mut_395_;
                                    bool l_1778_ = (l_1771_ < _e4421);
                                    if (l_1777_) {
                                        local_106 = l_1778_;
                                    } else {
                                        local_106 = false;
                                    }
                                    bool l_1779_ = local_106;
                                    if (!(l_1776_)) {
                                        local_107 = l_1779_;
                                    } else {
                                        local_107 = true;
                                    }
                                    bool l_1780_ = local_107;
                                    bool l_1781_ = !(l_1780_);
                                    if (l_1781_) {
                                        uint _e4433 = l_mut_395_;
                                        uint l_1782_ = (l_1771_ - _e4433);
                                        uint _e4435 = l_mut_389_;
                                        uint l_1783_ = (l_1775_ - _e4435);
                                        uint _e4437 = l_mut_395_;
                                        bool l_1784_ = (l_1771_ < _e4437);
                                        uint l_1785_ = uint(l_1784_);
                                        uint l_1786_ = (l_1783_ - l_1785_);
                                        l_mut_1716_ = l_1782_;
                                        l_mut_203_ = l_1786_;
                                    }
                                    uint _e4441 = l_mut_203_;
                                    uint _e4442 = l_mut_209_;
                                    bool l_1787_ = (_e4441 < _e4442);
                                    uint _e4444 = l_mut_203_;
                                    uint _e4445 = l_mut_209_;
                                    bool l_1788_ = (_e4444 == _e4445);
                                    uint _e4447 = l_mut_1716_;
                                    uint _e4448 = l_mut_259_;
                                    bool l_1789_ = (_e4447 < _e4448);
                                    if (l_1788_) {
                                        local_108 = l_1789_;
                                    } else {
                                        local_108 = false;
                                    }
                                    bool l_1790_ = local_108;
                                    if (!(l_1787_)) {
                                        local_109 = l_1790_;
                                    } else {
                                        local_109 = true;
                                    }
                                    bool l_1791_ = local_109;
                                    if (l_1791_) {
                                        uint _e4459 = l_mut_1716_;
                                        l_mut_259_ = _e4459;
                                        uint _e4460 = l_mut_203_;
                                        l_mut_209_ = _e4460;
                                    }
                                }
                            } else {
                                uint l_1792_ = (l_1608_ - l_1644_);
                                uint l_1793_ = (l_1612_ - l_1647_);
                                bool l_1794_ = (l_1608_ < l_1644_);
                                uint l_1795_ = uint(l_1794_);
                                uint l_1796_ = (l_1793_ - l_1795_);
                                l_mut_259_ = l_1792_;
                                l_mut_209_ = l_1796_;
                                bool l_1797_ = (l_1612_ < l_1647_);
                                bool l_1798_ = (l_1612_ == l_1647_);
                                bool l_1799_ = (l_1608_ < l_1644_);
                                if (l_1798_) {
                                    local_110 = l_1799_;
                                } else {
                                    local_110 = false;
                                }
                                bool l_1800_ = local_110;
                                if (!(l_1797_)) {
                                    local_111 = l_1800_;
                                } else {
                                    local_111 = true;
                                }
                                bool l_1801_ = local_111;
                                if (l_1801_) {
                                    uint l_1802_ = (l_1086_ - 1u);
                                    l_mut_1716_ = l_1608_;
                                    l_mut_203_ = l_1612_;
                                    uint _e4480 = l_mut_389_;
                                    bool l_1803_ = (l_1612_ < _e4480);
                                    uint _e4482 = l_mut_389_;
                                    bool l_1804_ = (l_1612_ == _e4482);
                                    uint _e4484 = l_mut_395_;
                                    bool l_1805_ = (l_1608_ < _e4484);
                                    if (l_1804_) {
                                        local_112 = l_1805_;
                                    } else {
                                        local_112 = false;
                                    }
                                    bool l_1806_ = local_112;
                                    if (!(l_1803_)) {
                                        local_113 = l_1806_;
                                    } else {
                                        local_113 = true;
                                    }
                                    bool l_1807_ = local_113;
                                    bool l_1808_ = !(l_1807_);
                                    if (l_1808_) {
                                        l_mut_141_ = 0u;
                                        uint _e4497 = l_mut_389_;
                                        bool l_1809_ = (_e4497 < l_1612_);
                                        uint _e4499 = l_mut_389_;
                                        bool l_1810_ = (_e4499 == l_1612_);
                                        uint _e4501 = l_mut_395_;
                                        bool l_1811_ = (_e4501 < l_1608_);
                                        if (l_1810_) {
                                            local_114 = l_1811_;
                                        } else {
                                            local_114 = false;
                                        }
                                        bool l_1812_ = local_114;
                                        if (!(l_1809_)) {
                                            local_115 = l_1812_;
                                        } else {
                                            local_115 = true;
                                        }
                                        bool l_1813_ = local_115;
                                        if (l_1813_) {
                                            uint l_1814_ = (l_1608_ - 1u);
                                            uint l_1815_ = (l_1612_ - 0u);
                                            bool l_1816_ = (l_1608_ < 1u);
                                            uint l_1817_ = uint(l_1816_);
                                            uint l_1818_ = (l_1815_ - l_1817_);
                                            l_mut_135_ = l_1814_;
                                            l_mut_92_ = l_1818_;
                                            l_mut_86_ = 0u;
                                            l_mut_1819_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4608 = l_mut_1819_;
                                                    l_mut_1819_ = (_e4608 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4523 = l_mut_1819_;
                                                if ((_e4523 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4527 = l_mut_1819_;
                                                    uint l_1820_ = (19u - _e4527);
                                                    uint _e4529 = l_mut_135_;
                                                    l_mut_80_ = _e4529;
                                                    uint _e4530 = l_mut_92_;
                                                    l_mut_65_ = _e4530;
                                                    bool l_1821_ = (l_1820_ >= 32u);
                                                    if (l_1821_) {
                                                        uint l_1822_ = (l_1820_ & 31u);
                                                        uint _e4535 = l_mut_92_;
                                                        uint l_1823_ = (_e4535 >> l_1822_);
                                                        l_mut_80_ = l_1823_;
                                                        l_mut_65_ = 0u;
                                                    } else {
                                                        bool l_1824_ = (l_1820_ > 0u);
                                                        if (l_1824_) {
                                                            uint _e4540 = l_mut_135_;
                                                            l_mut_30_ = _e4540;
                                                            bool l_1825_ = (l_1820_ > 0u);
                                                            if (l_1825_) {
                                                                uint _e4543 = l_mut_135_;
                                                                uint l_1826_ = (_e4543 >> l_1820_);
                                                                uint l_1827_ = (32u - l_1820_);
                                                                uint _e4547 = l_mut_92_;
                                                                uint l_1828_ = (_e4547 << l_1827_);
                                                                uint l_1829_ = (l_1826_ | l_1828_);
                                                                l_mut_30_ = l_1829_;
                                                            }
                                                            uint _e4550 = l_mut_92_;
                                                            uint l_1830_ = (_e4550 >> l_1820_);
                                                            uint _e4552 = l_mut_30_;
                                                            l_mut_80_ = _e4552;
                                                            l_mut_65_ = l_1830_;
                                                        }
                                                    }
                                                    uint _e4553 = l_mut_65_;
                                                    uint _e4554 = l_mut_389_;
                                                    bool l_1831_ = (_e4553 < _e4554);
                                                    uint _e4556 = l_mut_65_;
                                                    uint _e4557 = l_mut_389_;
                                                    bool l_1832_ = (_e4556 == _e4557);
                                                    uint _e4559 = l_mut_80_;
                                                    uint _e4560 = l_mut_395_;
                                                    bool l_1833_ = (_e4559 < _e4560);
                                                    if (l_1832_) {
                                                        local_116 = l_1833_;
                                                    } else {
                                                        local_116 = false;
                                                    }
                                                    bool l_1834_ = local_116;
                                                    if (!(l_1831_)) {
                                                        local_117 = l_1834_;
                                                    } else {
                                                        local_117 = true;
                                                    }
                                                    bool l_1835_ = local_117;
                                                    bool l_1836_ = !(l_1835_);
                                                    if (l_1836_) {
                                                        uint _e4572 = l_mut_395_;
                                                        l_mut_80_ = _e4572;
                                                        uint _e4573 = l_mut_389_;
                                                        l_mut_65_ = _e4573;
                                                        bool l_1837_ = (l_1820_ >= 32u);
                                                        if (l_1837_) {
                                                            uint l_1838_ = (l_1820_ & 31u);
                                                            uint _e4578 = l_mut_395_;
                                                            uint l_1839_ = (_e4578 << l_1838_);
                                                            l_mut_80_ = 0u;
                                                            l_mut_65_ = l_1839_;
                                                        } else {
                                                            bool l_1840_ = (l_1820_ > 0u);
                                                            if (l_1840_) {
                                                                uint _e4583 = l_mut_395_;
                                                                uint l_1841_ = (_e4583 << l_1820_);
                                                                uint _e4585 = l_mut_389_;
                                                                uint l_1842_ = (_e4585 << l_1820_);
                                                                uint l_1843_ = (32u - l_1820_);
                                                                uint _e4589 = l_mut_395_;
                                                                uint l_1844_ = (_e4589 >> l_1843_);
                                                                uint l_1845_ = (l_1842_ | l_1844_);
                                                                l_mut_80_ = l_1841_;
                                                                l_mut_65_ = l_1845_;
                                                            }
                                                        }
                                                        uint _e4592 = l_mut_135_;
                                                        uint _e4593 = l_mut_80_;
                                                        uint l_1846_ = (_e4592 - _e4593);
                                                        uint _e4595 = l_mut_92_;
                                                        uint _e4596 = l_mut_65_;
                                                        uint l_1847_ = (_e4595 - _e4596);
                                                        uint _e4598 = l_mut_135_;
                                                        uint _e4599 = l_mut_80_;
                                                        bool l_1848_ = (_e4598 < _e4599);
                                                        uint l_1849_ = uint(l_1848_);
                                                        uint l_1850_ = (l_1847_ - l_1849_);
                                                        l_mut_135_ = l_1846_;
                                                        l_mut_92_ = l_1850_;
                                                        uint l_1851_ = (1u << l_1820_);
                                                        uint _e4605 = l_mut_86_;
                                                        l_mut_86_ = (_e4605 | l_1851_);
                                                    }
                                                }
                                            }
                                            uint _e4610 = l_mut_86_;
                                            uint l_1852_ = min(_e4610, l_1802_);
                                            l_mut_86_ = l_1852_;
                                            uint _e4612 = l_mut_92_;
                                            uint _e4613 = l_mut_389_;
                                            bool l_1853_ = (_e4612 < _e4613);
                                            uint _e4615 = l_mut_92_;
                                            uint _e4616 = l_mut_389_;
                                            bool l_1854_ = (_e4615 == _e4616);
                                            uint _e4618 = l_mut_135_;
                                            uint _e4619 = l_mut_395_;
                                            bool l_1855_ = (_e4618 < _e4619);
                                            if (l_1854_) {
                                                local_118 = l_1855_;
                                            } else {
                                                local_118 = false;
                                            }
                                            bool l_1856_ = local_118;
                                            if (!(l_1853_)) {
                                                local_119 = l_1856_;
                                            } else {
                                                local_119 = true;
                                            }
                                            bool l_1857_ = local_119;
                                            bool l_1858_ = !(l_1857_);
                                            if (l_1858_) {
                                                l_mut_86_ = l_1802_;
                                            }
                                            uint _e4631 = l_mut_86_;
                                            l_mut_141_ = _e4631;
                                        }
                                        uint _e4632 = l_mut_395_;
                                        uint _e4633 = l_mut_141_;
                                        uint l_1859_ = (_e4632 * _e4633);
                                        uint _e4635 = l_mut_395_;
                                        uint64_t l_3192_ = uint64_t(_e4635);
                                        uint _e4637 = l_mut_141_;
                                        uint64_t l_3193_ = uint64_t(_e4637);
                                        uint64_t l_3194_ = (l_3192_ * l_3193_);
                                        uint64_t l_3195_ = (l_3194_ >> uint(32uL));
                                        uint l_1860_ = uint(l_3195_);
                                        uint _e4646 = l_mut_389_;
                                        uint _e4647 = l_mut_141_;
                                        uint l_1861_ = (_e4646 * _e4647);
                                        uint l_1862_ = (l_1860_ + l_1861_);
                                        uint l_1863_ = (l_1608_ - l_1859_);
                                        uint l_1864_ = (l_1612_ - l_1862_);
                                        bool l_1865_ = (l_1608_ < l_1859_);
                                        uint l_1866_ = uint(l_1865_);
                                        uint l_1867_ = (l_1864_ - l_1866_);
                                        l_mut_1716_ = l_1863_;
                                        l_mut_203_ = l_1867_;
                                        uint _e4655 = l_mut_203_;
                                        uint _e4656 = l_mut_389_;
                                        bool l_1868_ = (_e4655 < _e4656);
                                        uint _e4658 = l_mut_203_;
                                        uint _e4659 = l_mut_389_;
                                        bool l_1869_ = (_e4658 == _e4659);
                                        uint _e4661 = l_mut_1716_;
                                        uint _e4662 = l_mut_395_;
                                        bool l_1870_ = (_e4661 < _e4662);
                                        if (l_1869_) {
                                            local_120 = l_1870_;
                                        } else {
                                            local_120 = false;
                                        }
                                        bool l_1871_ = local_120;
                                        if (!(l_1868_)) {
                                            local_121 = l_1871_;
                                        } else {
                                            local_121 = true;
                                        }
                                        bool l_1872_ = local_121;
                                        bool l_1873_ = !(l_1872_);
                                        if (l_1873_) {
                                            uint _e4674 = l_mut_1716_;
                                            uint _e4675 = l_mut_395_;
                                            uint l_1874_ = (_e4674 - _e4675);
                                            uint _e4677 = l_mut_203_;
                                            uint _e4678 = l_mut_389_;
                                            uint l_1875_ = (_e4677 - _e4678);
                                            uint _e4680 = l_mut_1716_;
                                            uint _e4681 = l_mut_395_;
                                            bool l_1876_ = (_e4680 < _e4681);
                                            uint l_1877_ = uint(l_1876_);
                                            uint l_1878_ = (l_1875_ - l_1877_);
                                            l_mut_1716_ = l_1874_;
                                            l_mut_203_ = l_1878_;
                                        }
                                    }
                                    uint _e4685 = l_mut_203_;
                                    uint _e4686 = l_mut_209_;
                                    bool l_1879_ = (_e4685 < _e4686);
                                    uint _e4688 = l_mut_203_;
                                    uint _e4689 = l_mut_209_;
                                    bool l_1880_ = (_e4688 == _e4689);
                                    uint _e4691 = l_mut_1716_;
                                    uint _e4692 = l_mut_259_;
                                    bool l_1881_ = (_e4691 < _e4692);
                                    if (l_1880_) {
                                        local_122 = l_1881_;
                                    } else {
                                        local_122 = false;
                                    }
                                    bool l_1882_ = local_122;
                                    if (!(l_1879_)) {
                                        local_123 = l_1882_;
                                    } else {
                                        local_123 = true;
                                    }
                                    bool l_1883_ = local_123;
                                    if (l_1883_) {
                                        uint _e4703 = l_mut_1716_;
                                        l_mut_259_ = _e4703;
                                        uint _e4704 = l_mut_203_;
                                        l_mut_209_ = _e4704;
                                    }
                                }
                            }
                            uint _e4705 = l_mut_209_;
                            bool l_1884_ = (_e4705 < l_1622_);
                            uint _e4707 = l_mut_209_;
                            bool l_1885_ = (_e4707 == l_1622_);
                            uint _e4709 = l_mut_259_;
                            bool l_1886_ = (_e4709 < l_1618_);
                            if (l_1885_) {
                                local_124 = l_1886_;
                            } else {
                                local_124 = false;
                            }
                            bool l_1887_ = local_124;
                            if (!(l_1884_)) {
                                local_125 = l_1887_;
                            } else {
                                local_125 = true;
                            }
                            bool l_1888_ = local_125;
                            bool l_1889_ = !(l_1888_);
                            uint l_1890_ = uint(l_1889_);
                            uint l_1891_ = (2u - l_1890_);
                            l_mut_265_ = l_1891_;
                        }
                        uint _e4724 = l_mut_265_;
                        bool l_1892_ = (_e4724 > 0u);
                        if (l_1892_) {
                            uint _e4727 = l_mut_265_;
                            bool l_1893_ = (_e4727 == 1u);
                            l_mut_652_ = l_1893_;
                            l_mut_635_ = false;
                        }
                    }
                    l_mut_364_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4732 = l_mut_635_;
                        bool l_1894_ = !(_e4732);
                        if (l_1894_) {
                            break;
                        }
                        uint _e4734 = l_mut_435_;
                        uint _e4735 = l_mut_451_;
                        bool l_1895_ = (_e4734 < _e4735);
                        uint _e4737 = l_mut_435_;
                        uint _e4738 = l_mut_451_;
                        bool l_1896_ = (_e4737 == _e4738);
                        uint _e4740 = l_mut_446_;
                        uint _e4741 = l_mut_452_;
                        bool l_1897_ = (_e4740 < _e4741);
                        if (l_1896_) {
                            local_126 = l_1897_;
                        } else {
                            local_126 = false;
                        }
                        bool l_1898_ = local_126;
                        if (!(l_1895_)) {
                            local_127 = l_1898_;
                        } else {
                            local_127 = true;
                        }
                        bool l_1899_ = local_127;
                        if (l_1899_) {
                            uint _e4752 = l_mut_452_;
                            uint _e4753 = l_mut_446_;
                            uint l_1900_ = (_e4752 - _e4753);
                            uint _e4755 = l_mut_451_;
                            uint _e4756 = l_mut_435_;
                            uint l_1901_ = (_e4755 - _e4756);
                            uint _e4758 = l_mut_452_;
                            uint _e4759 = l_mut_446_;
                            bool l_1902_ = (_e4758 < _e4759);
                            uint l_1903_ = uint(l_1902_);
                            uint l_1904_ = (l_1901_ - l_1903_);
                            l_mut_1716_ = l_1900_;
                            l_mut_395_ = l_1904_;
                            uint _e4763 = l_mut_452_;
                            l_mut_389_ = _e4763;
                            uint _e4764 = l_mut_451_;
                            l_mut_265_ = _e4764;
                            uint _e4765 = l_mut_395_;
                            uint _e4766 = l_mut_451_;
                            bool l_1905_ = (_e4765 < _e4766);
                            uint _e4768 = l_mut_395_;
                            uint _e4769 = l_mut_451_;
                            bool l_1906_ = (_e4768 == _e4769);
                            uint _e4771 = l_mut_1716_;
                            uint _e4772 = l_mut_452_;
                            bool l_1907_ = (_e4771 < _e4772);
                            if (l_1906_) {
                                local_128 = l_1907_;
                            } else {
                                local_128 = false;
                            }
                            bool l_1908_ = local_128;
                            if (!(l_1905_)) {
                                local_129 = l_1908_;
                            } else {
                                local_129 = true;
                            }
                            bool l_1909_ = local_129;
                            if (l_1909_) {
                                uint _e4783 = l_mut_1716_;
                                l_mut_389_ = _e4783;
                                uint _e4784 = l_mut_395_;
                                l_mut_265_ = _e4784;
                            }
                            l_mut_357_ = false;
                            uint _e4786 = l_mut_389_;
                            l_mut_1716_ = _e4786;
                            uint _e4787 = l_mut_265_;
                            l_mut_395_ = _e4787;
                            if (false) {
                                uint _e4790 = l_mut_265_;
                                uint l_1912_ = (_e4790 >> 3u);
                                l_mut_1716_ = l_1912_;
                                l_mut_395_ = 0u;
                            } else {
                                if (true) {
                                    uint _e4794 = l_mut_389_;
                                    l_mut_259_ = _e4794;
                                    if (true) {
                                        uint _e4796 = l_mut_389_;
                                        uint l_1915_ = (_e4796 >> 3u);
                                        uint _e4799 = l_mut_265_;
                                        uint l_1916_ = (_e4799 << 29u);
                                        uint l_1917_ = (l_1915_ | l_1916_);
                                        l_mut_259_ = l_1917_;
                                    }
                                    uint _e4803 = l_mut_265_;
                                    uint l_1918_ = (_e4803 >> 3u);
                                    uint _e4806 = l_mut_259_;
                                    l_mut_1716_ = _e4806;
                                    l_mut_395_ = l_1918_;
                                }
                            }
                            uint _e4807 = l_mut_395_;
                            uint _e4808 = l_mut_447_;
                            bool l_1919_ = (_e4807 < _e4808);
                            uint _e4810 = l_mut_395_;
                            uint _e4811 = l_mut_447_;
                            bool l_1920_ = (_e4810 == _e4811);
                            uint _e4813 = l_mut_1716_;
                            uint _e4814 = l_mut_448_;
                            bool l_1921_ = (_e4813 < _e4814);
                            if (l_1920_) {
                                local_130 = l_1921_;
                            } else {
                                local_130 = false;
                            }
                            bool l_1922_ = local_130;
                            if (!(l_1919_)) {
                                local_131 = l_1922_;
                            } else {
                                local_131 = true;
                            }
                            bool l_1923_ = local_131;
                            bool l_1924_ = !(l_1923_);
                            l_mut_357_ = l_1924_;
                            l_mut_1716_ = 0u;
                            uint _e4827 = l_mut_448_;
                            uint _e4828 = l_mut_447_;
                            uint l_1925_ = (_e4827 | _e4828);
                            bool l_1926_ = (l_1925_ == 0u);
                            bool l_1927_ = !(l_1926_);
                            bool _e4833 = l_mut_357_;
                            if (_e4833) {
                                local_132 = l_1927_;
                            } else {
                                local_132 = false;
                            }
                            bool l_1928_ = local_132;
                            uint _e4838 = l_mut_447_;
                            uint _e4839 = l_mut_265_;
                            bool l_1929_ = (_e4838 < _e4839);
                            uint _e4841 = l_mut_447_;
                            uint _e4842 = l_mut_265_;
                            bool l_1930_ = (_e4841 == _e4842);
                            uint _e4844 = l_mut_448_;
                            uint _e4845 = l_mut_389_;
                            bool l_1931_ = (_e4844 < _e4845);
                            if (l_1930_) {
                                local_133 = l_1931_;
                            } else {
                                local_133 = false;
                            }
                            bool l_1932_ = local_133;
                            if (!(l_1929_)) {
                                local_134 = l_1932_;
                            } else {
                                local_134 = true;
                            }
                            bool l_1933_ = local_134;
                            if (l_1928_) {
                                local_135 = l_1933_;
                            } else {
                                local_135 = false;
                            }
                            bool l_1934_ = local_135;
                            uint _e4860 = l_mut_428_;
                            uint _e4861 = l_mut_401_;
                            uint l_1935_ = (_e4860 + _e4861);
                            bool l_1936_ = (l_1935_ < l_1086_);
                            if (l_1934_) {
                                local_136 = l_1936_;
                            } else {
                                local_136 = false;
                            }
                            bool l_1937_ = local_136;
                            if (l_1937_) {
                                uint _e4868 = l_mut_428_;
                                uint l_1938_ = (l_1086_ - _e4868);
                                uint _e4870 = l_mut_401_;
                                uint l_1939_ = (l_1938_ - _e4870);
                                uint _e4872 = l_mut_428_;
                                uint l_1940_ = naga_div(l_1939_, _e4872);
                                uint _e4874 = l_mut_389_;
                                uint l_1941_ = (_e4874 - 1u);
                                uint _e4877 = l_mut_265_;
                                uint l_1942_ = (_e4877 - 0u);
                                uint _e4880 = l_mut_389_;
                                bool l_1943_ = (_e4880 < 1u);
                                uint l_1944_ = uint(l_1943_);
                                uint l_1945_ = (l_1942_ - l_1944_);
                                l_mut_395_ = l_1941_;
                                l_mut_389_ = l_1945_;
                                l_mut_265_ = 0u;
                                l_mut_1946_ = 0u;
                                uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                bool loop_init_9 = true;
                                while(true) {
                                    if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                    loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                    if (!loop_init_9) {
                                        uint _e4973 = l_mut_1946_;
                                        l_mut_1946_ = (_e4973 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4888 = l_mut_1946_;
                                    if ((_e4888 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4892 = l_mut_1946_;
                                        uint l_1947_ = (19u - _e4892);
                                        uint _e4894 = l_mut_395_;
                                        l_mut_259_ = _e4894;
                                        uint _e4895 = l_mut_389_;
                                        l_mut_209_ = _e4895;
                                        bool l_1948_ = (l_1947_ >= 32u);
                                        if (l_1948_) {
                                            uint l_1949_ = (l_1947_ & 31u);
                                            uint _e4900 = l_mut_389_;
                                            uint l_1950_ = (_e4900 >> l_1949_);
                                            l_mut_259_ = l_1950_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_1951_ = (l_1947_ > 0u);
                                            if (l_1951_) {
                                                uint _e4905 = l_mut_395_;
                                                l_mut_203_ = _e4905;
                                                bool l_1952_ = (l_1947_ > 0u);
                                                if (l_1952_) {
                                                    uint _e4908 = l_mut_395_;
                                                    uint l_1953_ = (_e4908 >> l_1947_);
                                                    uint l_1954_ = (32u - l_1947_);
                                                    uint _e4912 = l_mut_389_;
                                                    uint l_1955_ = (_e4912 << l_1954_);
                                                    uint l_1956_ = (l_1953_ | l_1955_);
                                                    l_mut_203_ = l_1956_;
                                                }
                                                uint _e4915 = l_mut_389_;
                                                uint l_1957_ = (_e4915 >> l_1947_);
                                                uint _e4917 = l_mut_203_;
                                                l_mut_259_ = _e4917;
                                                l_mut_209_ = l_1957_;
                                            }
                                        }
                                        uint _e4918 = l_mut_209_;
                                        uint _e4919 = l_mut_447_;
                                        bool l_1958_ = (_e4918 < _e4919);
                                        uint _e4921 = l_mut_209_;
                                        uint _e4922 = l_mut_447_;
                                        bool l_1959_ = (_e4921 == _e4922);
                                        uint _e4924 = l_mut_259_;
                                        uint _e4925 = l_mut_448_;
                                        bool l_1960_ = (_e4924 < _e4925);
                                        if (l_1959_) {
                                            local_137 = l_1960_;
                                        } else {
                                            local_137 = false;
                                        }
                                        bool l_1961_ = local_137;
                                        if (!(l_1958_)) {
                                            local_138 = l_1961_;
                                        } else {
                                            local_138 = true;
                                        }
                                        bool l_1962_ = local_138;
                                        bool l_1963_ = !(l_1962_);
                                        if (l_1963_) {
                                            uint _e4937 = l_mut_448_;
                                            l_mut_259_ = _e4937;
                                            uint _e4938 = l_mut_447_;
                                            l_mut_209_ = _e4938;
                                            bool l_1964_ = (l_1947_ >= 32u);
                                            if (l_1964_) {
                                                uint l_1965_ = (l_1947_ & 31u);
                                                uint _e4943 = l_mut_448_;
                                                uint l_1966_ = (_e4943 << l_1965_);
                                                l_mut_259_ = 0u;
                                                l_mut_209_ = l_1966_;
                                            } else {
                                                bool l_1967_ = (l_1947_ > 0u);
                                                if (l_1967_) {
                                                    uint _e4948 = l_mut_448_;
                                                    uint l_1968_ = (_e4948 << l_1947_);
                                                    uint _e4950 = l_mut_447_;
                                                    uint l_1969_ = (_e4950 << l_1947_);
                                                    uint l_1970_ = (32u - l_1947_);
                                                    uint _e4954 = l_mut_448_;
                                                    uint l_1971_ = (_e4954 >> l_1970_);
                                                    uint l_1972_ = (l_1969_ | l_1971_);
                                                    l_mut_259_ = l_1968_;
                                                    l_mut_209_ = l_1972_;
                                                }
                                            }
                                            uint _e4957 = l_mut_395_;
                                            uint _e4958 = l_mut_259_;
                                            uint l_1973_ = (_e4957 - _e4958);
                                            uint _e4960 = l_mut_389_;
                                            uint _e4961 = l_mut_209_;
                                            uint l_1974_ = (_e4960 - _e4961);
                                            uint _e4963 = l_mut_395_;
                                            uint _e4964 = l_mut_259_;
                                            bool l_1975_ = (_e4963 < _e4964);
                                            uint l_1976_ = uint(l_1975_);
                                            uint l_1977_ = (l_1974_ - l_1976_);
                                            l_mut_395_ = l_1973_;
                                            l_mut_389_ = l_1977_;
                                            uint l_1978_ = (1u << l_1947_);
                                            uint _e4970 = l_mut_265_;
                                            l_mut_265_ = (_e4970 | l_1978_);
                                        }
                                    }
                                }
                                uint _e4975 = l_mut_265_;
                                uint l_1979_ = min(_e4975, l_1940_);
                                l_mut_265_ = l_1979_;
                                uint _e4977 = l_mut_389_;
                                uint _e4978 = l_mut_447_;
                                bool l_1980_ = (_e4977 < _e4978);
                                uint _e4980 = l_mut_389_;
                                uint _e4981 = l_mut_447_;
                                bool l_1981_ = (_e4980 == _e4981);
                                uint _e4983 = l_mut_395_;
                                uint _e4984 = l_mut_448_;
                                bool l_1982_ = (_e4983 < _e4984);
                                if (l_1981_) {
                                    local_139 = l_1982_;
                                } else {
                                    local_139 = false;
                                }
                                bool l_1983_ = local_139;
                                if (!(l_1980_)) {
                                    local_140 = l_1983_;
                                } else {
                                    local_140 = true;
                                }
                                bool l_1984_ = local_140;
                                bool l_1985_ = !(l_1984_);
                                if (l_1985_) {
                                    l_mut_265_ = l_1940_;
                                }
                                uint _e4996 = l_mut_265_;
                                l_mut_1716_ = _e4996;
                            }
                            uint _e4997 = l_mut_452_;
                            l_mut_395_ = _e4997;
                            uint _e4998 = l_mut_451_;
                            l_mut_389_ = _e4998;
                            uint _e4999 = l_mut_448_;
                            l_mut_265_ = _e4999;
                            uint _e5000 = l_mut_447_;
                            l_mut_259_ = _e5000;
                            uint _e5001 = l_mut_428_;
                            l_mut_209_ = _e5001;
                            uint _e5002 = l_mut_401_;
                            l_mut_203_ = _e5002;
                            uint _e5003 = l_mut_446_;
                            l_mut_141_ = _e5003;
                            uint _e5004 = l_mut_435_;
                            l_mut_135_ = _e5004;
                            l_mut_92_ = 0u;
                            uint _e5006 = l_mut_1716_;
                            bool l_1986_ = (_e5006 > 0u);
                            if (l_1986_) {
                                uint _e5009 = l_mut_448_;
                                uint _e5010 = l_mut_1716_;
                                uint l_1987_ = (_e5009 * _e5010);
                                uint _e5012 = l_mut_448_;
                                uint64_t l_3197_ = uint64_t(_e5012);
                                uint _e5014 = l_mut_1716_;
                                uint64_t l_3198_ = uint64_t(_e5014);
                                uint64_t l_3199_ = (l_3197_ * l_3198_);
                                uint64_t l_3200_ = (l_3199_ >> uint(32uL));
                                uint l_1988_ = uint(l_3200_);
                                uint _e5023 = l_mut_447_;
                                uint _e5024 = l_mut_1716_;
                                uint l_1989_ = (_e5023 * _e5024);
                                uint l_1990_ = (l_1988_ + l_1989_);
                                uint _e5027 = l_mut_452_;
                                uint l_1991_ = (_e5027 - l_1987_);
                                uint _e5029 = l_mut_451_;
                                uint l_1992_ = (_e5029 - l_1990_);
                                uint _e5031 = l_mut_452_;
                                bool l_1993_ = (_e5031 < l_1987_);
                                uint l_1994_ = uint(l_1993_);
                                uint l_1995_ = (l_1992_ - l_1994_);
                                l_mut_395_ = l_1991_;
                                l_mut_389_ = l_1995_;
                                uint _e5035 = l_mut_1716_;
                                uint _e5036 = l_mut_428_;
                                uint l_1996_ = (_e5035 * _e5036);
                                uint _e5038 = l_mut_401_;
                                uint l_1997_ = (_e5038 + l_1996_);
                                l_mut_203_ = l_1997_;
                            } else {
                                uint _e5040 = l_mut_92_;
                                bool l_1998_ = (_e5040 == 0u);
                                if (l_1998_) {
                                    uint _e5043 = l_mut_428_;
                                    uint l_1999_ = (l_1086_ - _e5043);
                                    uint _e5045 = l_mut_401_;
                                    uint l_2000_ = naga_div(l_1999_, _e5045);
                                    l_mut_1716_ = 0u;
                                    l_mut_357_ = false;
                                    uint _e5049 = l_mut_448_;
                                    l_mut_86_ = _e5049;
                                    uint _e5050 = l_mut_447_;
                                    l_mut_80_ = _e5050;
                                    if (false) {
                                        uint _e5053 = l_mut_447_;
                                        uint l_2003_ = (_e5053 >> 3u);
                                        l_mut_86_ = l_2003_;
                                        l_mut_80_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e5057 = l_mut_448_;
                                            l_mut_65_ = _e5057;
                                            if (true) {
                                                uint _e5059 = l_mut_448_;
                                                uint l_2006_ = (_e5059 >> 3u);
                                                uint _e5062 = l_mut_447_;
                                                uint l_2007_ = (_e5062 << 29u);
                                                uint l_2008_ = (l_2006_ | l_2007_);
                                                l_mut_65_ = l_2008_;
                                            }
                                            uint _e5066 = l_mut_447_;
                                            uint l_2009_ = (_e5066 >> 3u);
                                            uint _e5069 = l_mut_65_;
                                            l_mut_86_ = _e5069;
                                            l_mut_80_ = l_2009_;
                                        }
                                    }
                                    uint _e5070 = l_mut_80_;
                                    uint _e5071 = l_mut_451_;
                                    bool l_2010_ = (_e5070 < _e5071);
                                    uint _e5073 = l_mut_80_;
                                    uint _e5074 = l_mut_451_;
                                    bool l_2011_ = (_e5073 == _e5074);
                                    uint _e5076 = l_mut_86_;
                                    uint _e5077 = l_mut_452_;
                                    bool l_2012_ = (_e5076 < _e5077);
                                    if (l_2011_) {
                                        local_141 = l_2012_;
                                    } else {
                                        local_141 = false;
                                    }
                                    bool l_2013_ = local_141;
                                    if (!(l_2010_)) {
                                        local_142 = l_2013_;
                                    } else {
                                        local_142 = true;
                                    }
                                    bool l_2014_ = local_142;
                                    bool l_2015_ = !(l_2014_);
                                    l_mut_357_ = l_2015_;
                                    uint _e5089 = l_mut_452_;
                                    uint _e5090 = l_mut_451_;
                                    uint l_2016_ = (_e5089 | _e5090);
                                    bool l_2017_ = (l_2016_ == 0u);
                                    if (l_2017_) {
                                        l_mut_1716_ = l_2000_;
                                    } else {
                                        bool _e5094 = l_mut_357_;
                                        if (_e5094) {
                                            uint _e5095 = l_mut_451_;
                                            uint _e5096 = l_mut_447_;
                                            bool l_2018_ = (_e5095 < _e5096);
                                            uint _e5098 = l_mut_451_;
                                            uint _e5099 = l_mut_447_;
                                            bool l_2019_ = (_e5098 == _e5099);
                                            uint _e5101 = l_mut_452_;
                                            uint _e5102 = l_mut_448_;
                                            bool l_2020_ = (_e5101 < _e5102);
                                            if (l_2019_) {
                                                local_143 = l_2020_;
                                            } else {
                                                local_143 = false;
                                            }
                                            bool l_2021_ = local_143;
                                            if (!(l_2018_)) {
                                                local_144 = l_2021_;
                                            } else {
                                                local_144 = true;
                                            }
                                            bool l_2022_ = local_144;
                                            if (l_2022_) {
                                                uint _e5113 = l_mut_448_;
                                                uint l_2023_ = (_e5113 - 1u);
                                                uint _e5116 = l_mut_447_;
                                                uint l_2024_ = (_e5116 - 0u);
                                                uint _e5119 = l_mut_448_;
                                                bool l_2025_ = (_e5119 < 1u);
                                                uint l_2026_ = uint(l_2025_);
                                                uint l_2027_ = (l_2024_ - l_2026_);
                                                l_mut_86_ = l_2023_;
                                                l_mut_80_ = l_2027_;
                                                l_mut_65_ = 0u;
                                                l_mut_2028_ = 0u;
                                                uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_10 = true;
                                                while(true) {
                                                    if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                                    loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                                    if (!loop_init_10) {
                                                        uint _e5212 = l_mut_2028_;
                                                        l_mut_2028_ = (_e5212 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e5127 = l_mut_2028_;
                                                    if ((_e5127 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5131 = l_mut_2028_;
                                                        uint l_2029_ = (19u - _e5131);
                                                        uint _e5133 = l_mut_86_;
                                                        l_mut_30_ = _e5133;
                                                        uint _e5134 = l_mut_80_;
                                                        l_mut_2030_ = _e5134;
                                                        bool l_2031_ = (l_2029_ >= 32u);
                                                        if (l_2031_) {
                                                            uint l_2032_ = (l_2029_ & 31u);
                                                            uint _e5139 = l_mut_80_;
                                                            uint l_2033_ = (_e5139 >> l_2032_);
                                                            l_mut_30_ = l_2033_;
                                                            l_mut_2030_ = 0u;
                                                        } else {
                                                            bool l_2034_ = (l_2029_ > 0u);
                                                            if (l_2034_) {
                                                                uint _e5144 = l_mut_86_;
                                                                l_mut_2035_ = _e5144;
                                                                bool l_2036_ = (l_2029_ > 0u);
                                                                if (l_2036_) {
                                                                    uint _e5147 = l_mut_86_;
                                                                    uint l_2037_ = (_e5147 >> l_2029_);
                                                                    uint l_2038_ = (32u - l_2029_);
                                                                    uint _e5151 = l_mut_80_;
                                                                    uint l_2039_ = (_e5151 << l_2038_);
                                                                    uint l_2040_ = (l_2037_ | l_2039_);
                                                                    l_mut_2035_ = l_2040_;
                                                                }
                                                                uint _e5154 = l_mut_80_;
                                                                uint l_2041_ = (_e5154 >> l_2029_);
                                                                uint _e5156 = l_mut_2035_;
                                                                l_mut_30_ = _e5156;
                                                                l_mut_2030_ = l_2041_;
                                                            }
                                                        }
                                                        uint _e5157 = l_mut_2030_;
                                                        uint _e5158 = l_mut_451_;
                                                        bool l_2042_ = (_e5157 < _e5158);
                                                        uint _e5160 = l_mut_2030_;
                                                        uint _e5161 = l_mut_451_;
                                                        bool l_2043_ = (_e5160 == _e5161);
                                                        uint _e5163 = l_mut_30_;
                                                        uint _e5164 = l_mut_452_;
                                                        bool l_2044_ = (_e5163 < _e5164);
                                                        if (l_2043_) {
                                                            local_145 = l_2044_;
                                                        } else {
                                                            local_145 = false;
                                                        }
                                                        bool l_2045_ = local_145;
                                                        if (!(l_2042_)) {
                                                            local_146 = l_2045_;
                                                        } else {
                                                            local_146 = true;
                                                        }
                                                        bool l_2046_ = local_146;
                                                        bool l_2047_ = !(l_2046_);
                                                        if (l_2047_) {
                                                            uint _e5176 = l_mut_452_;
                                                            l_mut_2035_ = _e5176;
                                                            uint _e5177 = l_mut_451_;
                                                            l_mut_2030_ = _e5177;
                                                            bool l_2048_ = (l_2029_ >= 32u);
                                                            if (l_2048_) {
                                                                uint l_2049_ = (l_2029_ & 31u);
                                                                uint _e5182 = l_mut_452_;
                                                                uint l_2050_ = (_e5182 << l_2049_);
                                                                l_mut_2035_ = 0u;
                                                                l_mut_2030_ = l_2050_;
                                                            } else {
                                                                bool l_2051_ = (l_2029_ > 0u);
                                                                if (l_2051_) {
                                                                    uint _e5187 = l_mut_452_;
                                                                    uint l_2052_ = (_e5187 << l_2029_);
                                                                    uint _e5189 = l_mut_451_;
                                                                    uint l_2053_ = (_e5189 << l_2029_);
                                                                    uint l_2054_ = (32u - l_2029_);
                                                                    uint _e5193 = l_mut_452_;
                                                                    uint l_2055_ = (_e5193 >> l_2054_);
                                                                    uint l_2056_ = (l_2053_ | l_2055_);
                                                                    l_mut_2035_ = l_2052_;
                                                                    l_mut_2030_ = l_2056_;
                                                                }
                                                            }
                                                            uint _e5196 = l_mut_86_;
                                                            uint _e5197 = l_mut_2035_;
                                                            uint l_2057_ = (_e5196 - _e5197);
                                                            uint _e5199 = l_mut_80_;
                                                            uint _e5200 = l_mut_2030_;
                                                            uint l_2058_ = (_e5199 - _e5200);
                                                            uint _e5202 = l_mut_86_;
                                                            uint _e5203 = l_mut_2035_;
                                                            bool l_2059_ = (_e5202 < _e5203);
                                                            uint l_2060_ = uint(l_2059_);
                                                            uint l_2061_ = (l_2058_ - l_2060_);
                                                            l_mut_86_ = l_2057_;
                                                            l_mut_80_ = l_2061_;
                                                            uint l_2062_ = (1u << l_2029_);
                                                            uint _e5209 = l_mut_65_;
                                                            l_mut_65_ = (_e5209 | l_2062_);
                                                        }
                                                    }
                                                }
                                                uint _e5214 = l_mut_65_;
                                                uint l_2063_ = min(_e5214, l_2000_);
                                                l_mut_2035_ = l_2063_;
                                                uint _e5216 = l_mut_80_;
                                                uint _e5217 = l_mut_451_;
                                                bool l_2064_ = (_e5216 < _e5217);
                                                uint _e5219 = l_mut_80_;
                                                uint _e5220 = l_mut_451_;
                                                bool l_2065_ = (_e5219 == _e5220);
                                                uint _e5222 = l_mut_86_;
                                                uint _e5223 = l_mut_452_;
                                                bool l_2066_ = (_e5222 < _e5223);
                                                if (l_2065_) {
                                                    local_147 = l_2066_;
                                                } else {
                                                    local_147 = false;
                                                }
                                                bool l_2067_ = local_147;
                                                if (!(l_2064_)) {
                                                    local_148 = l_2067_;
                                                } else {
                                                    local_148 = true;
                                                }
                                                bool l_2068_ = local_148;
                                                bool l_2069_ = !(l_2068_);
                                                if (l_2069_) {
                                                    l_mut_2035_ = l_2000_;
                                                }
                                                uint _e5235 = l_mut_2035_;
                                                l_mut_1716_ = _e5235;
                                            }
                                        } else {
                                            uint _e5236 = l_mut_448_;
                                            l_mut_2035_ = _e5236;
                                            uint _e5237 = l_mut_447_;
                                            l_mut_2030_ = _e5237;
                                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                                uint _e5238 = l_mut_451_;
                                                uint _e5239 = l_mut_2030_;
                                                bool l_2070_ = (_e5238 < _e5239);
                                                uint _e5241 = l_mut_451_;
                                                uint _e5242 = l_mut_2030_;
                                                bool l_2071_ = (_e5241 == _e5242);
                                                uint _e5244 = l_mut_452_;
                                                uint _e5245 = l_mut_2035_;
                                                bool l_2072_ = (_e5244 < _e5245);
                                                if (l_2071_) {
                                                    local_149 = l_2072_;
                                                } else {
                                                    local_149 = false;
                                                }
                                                bool l_2073_ = local_149;
                                                if (!(l_2070_)) {
                                                    local_150 = l_2073_;
                                                } else {
                                                    local_150 = true;
                                                }
                                                bool l_2074_ = local_150;
                                                uint _e5256 = l_mut_1716_;
                                                uint _e5257 = l_mut_401_;
                                                uint l_2075_ = (_e5256 * _e5257);
                                                uint _e5259 = l_mut_428_;
                                                uint l_2076_ = (_e5259 + l_2075_);
                                                uint _e5261 = l_mut_401_;
                                                uint l_2077_ = (l_2076_ + _e5261);
                                                bool l_2078_ = (l_2077_ < l_1086_);
                                                if (l_2074_) {
                                                    local_151 = l_2078_;
                                                } else {
                                                    local_151 = false;
                                                }
                                                bool l_2079_ = local_151;
                                                bool l_2080_ = !(l_2079_);
                                                if (l_2080_) {
                                                    break;
                                                }
                                                uint _e5269 = l_mut_2035_;
                                                uint _e5270 = l_mut_452_;
                                                uint l_2081_ = (_e5269 - _e5270);
                                                uint _e5272 = l_mut_2030_;
                                                uint _e5273 = l_mut_451_;
                                                uint l_2082_ = (_e5272 - _e5273);
                                                uint _e5275 = l_mut_2035_;
                                                uint _e5276 = l_mut_452_;
                                                bool l_2083_ = (_e5275 < _e5276);
                                                uint l_2084_ = uint(l_2083_);
                                                uint l_2085_ = (l_2082_ - l_2084_);
                                                l_mut_2035_ = l_2081_;
                                                l_mut_2030_ = l_2085_;
                                                uint _e5280 = l_mut_1716_;
                                                l_mut_1716_ = (_e5280 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5283 = l_mut_1716_;
                                    uint _e5284 = l_mut_401_;
                                    uint l_2086_ = (_e5283 * _e5284);
                                    uint _e5286 = l_mut_428_;
                                    uint l_2087_ = (_e5286 + l_2086_);
                                    uint _e5288 = l_mut_401_;
                                    uint l_2088_ = (l_2087_ + _e5288);
                                    bool l_2089_ = (l_2088_ >= l_1086_);
                                    if (l_2089_) {
                                        l_mut_92_ = 1u;
                                    } else {
                                        uint _e5292 = l_mut_452_;
                                        uint _e5293 = l_mut_1716_;
                                        uint l_2090_ = (_e5292 * _e5293);
                                        uint _e5295 = l_mut_452_;
                                        uint64_t l_3202_ = uint64_t(_e5295);
                                        uint _e5297 = l_mut_1716_;
                                        uint64_t l_3203_ = uint64_t(_e5297);
                                        uint64_t l_3204_ = (l_3202_ * l_3203_);
                                        uint64_t l_3205_ = (l_3204_ >> uint(32uL));
                                        uint l_2091_ = uint(l_3205_);
                                        uint _e5306 = l_mut_451_;
                                        uint _e5307 = l_mut_1716_;
                                        uint l_2092_ = (_e5306 * _e5307);
                                        uint l_2093_ = (l_2091_ + l_2092_);
                                        uint _e5310 = l_mut_448_;
                                        uint l_2094_ = (_e5310 - l_2090_);
                                        uint _e5312 = l_mut_447_;
                                        uint l_2095_ = (_e5312 - l_2093_);
                                        uint _e5314 = l_mut_448_;
                                        bool l_2096_ = (_e5314 < l_2090_);
                                        uint l_2097_ = uint(l_2096_);
                                        uint l_2098_ = (l_2095_ - l_2097_);
                                        l_mut_265_ = l_2094_;
                                        l_mut_259_ = l_2098_;
                                        uint _e5318 = l_mut_1716_;
                                        uint _e5319 = l_mut_401_;
                                        uint l_2099_ = (_e5318 * _e5319);
                                        uint _e5321 = l_mut_428_;
                                        uint l_2100_ = (_e5321 + l_2099_);
                                        l_mut_209_ = l_2100_;
                                        uint _e5323 = l_mut_452_;
                                        uint _e5324 = l_mut_265_;
                                        uint l_2101_ = (_e5323 - _e5324);
                                        uint _e5326 = l_mut_451_;
                                        uint _e5327 = l_mut_259_;
                                        uint l_2102_ = (_e5326 - _e5327);
                                        uint _e5329 = l_mut_452_;
                                        uint _e5330 = l_mut_265_;
                                        bool l_2103_ = (_e5329 < _e5330);
                                        uint l_2104_ = uint(l_2103_);
                                        uint l_2105_ = (l_2102_ - l_2104_);
                                        l_mut_395_ = l_2101_;
                                        l_mut_389_ = l_2105_;
                                        uint _e5334 = l_mut_401_;
                                        uint _e5335 = l_mut_209_;
                                        uint l_2106_ = (_e5334 + _e5335);
                                        l_mut_203_ = l_2106_;
                                    }
                                }
                            }
                            uint _e5337 = l_mut_395_;
                            l_mut_452_ = _e5337;
                            uint _e5338 = l_mut_389_;
                            l_mut_451_ = _e5338;
                            uint _e5339 = l_mut_265_;
                            l_mut_448_ = _e5339;
                            uint _e5340 = l_mut_259_;
                            l_mut_447_ = _e5340;
                            uint _e5341 = l_mut_209_;
                            l_mut_428_ = _e5341;
                            uint _e5342 = l_mut_203_;
                            l_mut_401_ = _e5342;
                            uint _e5343 = l_mut_141_;
                            l_mut_446_ = _e5343;
                            uint _e5344 = l_mut_135_;
                            l_mut_435_ = _e5344;
                            uint _e5345 = l_mut_92_;
                            bool l_2107_ = (_e5345 == 1u);
                            l_mut_652_ = l_2107_;
                            uint _e5348 = l_mut_92_;
                            bool l_2108_ = (_e5348 == 0u);
                            l_mut_635_ = l_2108_;
                        } else {
                            uint _e5351 = l_mut_448_;
                            uint _e5352 = l_mut_446_;
                            uint l_2109_ = (_e5351 - _e5352);
                            uint _e5354 = l_mut_447_;
                            uint _e5355 = l_mut_435_;
                            uint l_2110_ = (_e5354 - _e5355);
                            uint _e5357 = l_mut_448_;
                            uint _e5358 = l_mut_446_;
                            bool l_2111_ = (_e5357 < _e5358);
                            uint l_2112_ = uint(l_2111_);
                            uint l_2113_ = (l_2110_ - l_2112_);
                            l_mut_2035_ = l_2109_;
                            l_mut_2030_ = l_2113_;
                            uint _e5362 = l_mut_446_;
                            uint l_2114_ = (_e5362 - l_1618_);
                            uint _e5364 = l_mut_435_;
                            uint l_2115_ = (_e5364 - l_1622_);
                            uint _e5366 = l_mut_446_;
                            bool l_2116_ = (_e5366 < l_1618_);
                            uint l_2117_ = uint(l_2116_);
                            uint l_2118_ = (l_2115_ - l_2117_);
                            l_mut_2035_ = l_2114_;
                            l_mut_2030_ = l_2118_;
                            uint _e5370 = l_mut_448_;
                            l_mut_1716_ = _e5370;
                            uint _e5371 = l_mut_447_;
                            l_mut_395_ = _e5371;
                            uint _e5372 = l_mut_2030_;
                            uint _e5373 = l_mut_447_;
                            bool l_2119_ = (_e5372 < _e5373);
                            uint _e5375 = l_mut_2030_;
                            uint _e5376 = l_mut_447_;
                            bool l_2120_ = (_e5375 == _e5376);
                            uint _e5378 = l_mut_2035_;
                            uint _e5379 = l_mut_448_;
                            bool l_2121_ = (_e5378 < _e5379);
                            if (l_2120_) {
                                local_152 = l_2121_;
                            } else {
                                local_152 = false;
                            }
                            bool l_2122_ = local_152;
                            if (!(l_2119_)) {
                                local_153 = l_2122_;
                            } else {
                                local_153 = true;
                            }
                            bool l_2123_ = local_153;
                            if (l_2123_) {
                                uint _e5390 = l_mut_2035_;
                                l_mut_1716_ = _e5390;
                                uint _e5391 = l_mut_2030_;
                                l_mut_395_ = _e5391;
                            }
                            l_mut_357_ = false;
                            uint _e5393 = l_mut_1716_;
                            l_mut_2035_ = _e5393;
                            uint _e5394 = l_mut_395_;
                            l_mut_2030_ = _e5394;
                            if (false) {
                                uint _e5397 = l_mut_395_;
                                uint l_2126_ = (_e5397 >> 3u);
                                l_mut_2035_ = l_2126_;
                                l_mut_2030_ = 0u;
                            } else {
                                if (true) {
                                    uint _e5401 = l_mut_1716_;
                                    l_mut_389_ = _e5401;
                                    if (true) {
                                        uint _e5403 = l_mut_1716_;
                                        uint l_2129_ = (_e5403 >> 3u);
                                        uint _e5406 = l_mut_395_;
                                        uint l_2130_ = (_e5406 << 29u);
                                        uint l_2131_ = (l_2129_ | l_2130_);
                                        l_mut_389_ = l_2131_;
                                    }
                                    uint _e5410 = l_mut_395_;
                                    uint l_2132_ = (_e5410 >> 3u);
                                    uint _e5413 = l_mut_389_;
                                    l_mut_2035_ = _e5413;
                                    l_mut_2030_ = l_2132_;
                                }
                            }
                            uint _e5414 = l_mut_2030_;
                            uint _e5415 = l_mut_451_;
                            bool l_2133_ = (_e5414 < _e5415);
                            uint _e5417 = l_mut_2030_;
                            uint _e5418 = l_mut_451_;
                            bool l_2134_ = (_e5417 == _e5418);
                            uint _e5420 = l_mut_2035_;
                            uint _e5421 = l_mut_452_;
                            bool l_2135_ = (_e5420 < _e5421);
                            if (l_2134_) {
                                local_154 = l_2135_;
                            } else {
                                local_154 = false;
                            }
                            bool l_2136_ = local_154;
                            if (!(l_2133_)) {
                                local_155 = l_2136_;
                            } else {
                                local_155 = true;
                            }
                            bool l_2137_ = local_155;
                            bool l_2138_ = !(l_2137_);
                            l_mut_357_ = l_2138_;
                            l_mut_2035_ = 0u;
                            uint _e5434 = l_mut_452_;
                            uint _e5435 = l_mut_451_;
                            uint l_2139_ = (_e5434 | _e5435);
                            bool l_2140_ = (l_2139_ == 0u);
                            bool l_2141_ = !(l_2140_);
                            bool _e5440 = l_mut_357_;
                            if (_e5440) {
                                local_156 = l_2141_;
                            } else {
                                local_156 = false;
                            }
                            bool l_2142_ = local_156;
                            uint _e5445 = l_mut_451_;
                            uint _e5446 = l_mut_395_;
                            bool l_2143_ = (_e5445 < _e5446);
                            uint _e5448 = l_mut_451_;
                            uint _e5449 = l_mut_395_;
                            bool l_2144_ = (_e5448 == _e5449);
                            uint _e5451 = l_mut_452_;
                            uint _e5452 = l_mut_1716_;
                            bool l_2145_ = (_e5451 < _e5452);
                            if (l_2144_) {
                                local_157 = l_2145_;
                            } else {
                                local_157 = false;
                            }
                            bool l_2146_ = local_157;
                            if (!(l_2143_)) {
                                local_158 = l_2146_;
                            } else {
                                local_158 = true;
                            }
                            bool l_2147_ = local_158;
                            if (l_2142_) {
                                local_159 = l_2147_;
                            } else {
                                local_159 = false;
                            }
                            bool l_2148_ = local_159;
                            uint _e5467 = l_mut_401_;
                            uint _e5468 = l_mut_428_;
                            uint l_2149_ = (_e5467 + _e5468);
                            bool l_2150_ = (l_2149_ < l_1086_);
                            if (l_2148_) {
                                local_160 = l_2150_;
                            } else {
                                local_160 = false;
                            }
                            bool l_2151_ = local_160;
                            if (l_2151_) {
                                uint _e5475 = l_mut_401_;
                                uint l_2152_ = (l_1086_ - _e5475);
                                uint _e5477 = l_mut_428_;
                                uint l_2153_ = (l_2152_ - _e5477);
                                uint _e5479 = l_mut_401_;
                                uint l_2154_ = naga_div(l_2153_, _e5479);
                                uint _e5481 = l_mut_1716_;
                                uint l_2155_ = (_e5481 - 1u);
                                uint _e5484 = l_mut_395_;
                                uint l_2156_ = (_e5484 - 0u);
                                uint _e5487 = l_mut_1716_;
                                bool l_2157_ = (_e5487 < 1u);
                                uint l_2158_ = uint(l_2157_);
                                uint l_2159_ = (l_2156_ - l_2158_);
                                l_mut_2030_ = l_2155_;
                                l_mut_1716_ = l_2159_;
                                l_mut_395_ = 0u;
                                l_mut_2160_ = 0u;
                                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                                bool loop_init_11 = true;
                                while(true) {
                                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                                    if (!loop_init_11) {
                                        uint _e5580 = l_mut_2160_;
                                        l_mut_2160_ = (_e5580 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5495 = l_mut_2160_;
                                    if ((_e5495 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5499 = l_mut_2160_;
                                        uint l_2161_ = (19u - _e5499);
                                        uint _e5501 = l_mut_2030_;
                                        l_mut_389_ = _e5501;
                                        uint _e5502 = l_mut_1716_;
                                        l_mut_265_ = _e5502;
                                        bool l_2162_ = (l_2161_ >= 32u);
                                        if (l_2162_) {
                                            uint l_2163_ = (l_2161_ & 31u);
                                            uint _e5507 = l_mut_1716_;
                                            uint l_2164_ = (_e5507 >> l_2163_);
                                            l_mut_389_ = l_2164_;
                                            l_mut_265_ = 0u;
                                        } else {
                                            bool l_2165_ = (l_2161_ > 0u);
                                            if (l_2165_) {
                                                uint _e5512 = l_mut_2030_;
                                                l_mut_259_ = _e5512;
                                                bool l_2166_ = (l_2161_ > 0u);
                                                if (l_2166_) {
                                                    uint _e5515 = l_mut_2030_;
                                                    uint l_2167_ = (_e5515 >> l_2161_);
                                                    uint l_2168_ = (32u - l_2161_);
                                                    uint _e5519 = l_mut_1716_;
                                                    uint l_2169_ = (_e5519 << l_2168_);
                                                    uint l_2170_ = (l_2167_ | l_2169_);
                                                    l_mut_259_ = l_2170_;
                                                }
                                                uint _e5522 = l_mut_1716_;
                                                uint l_2171_ = (_e5522 >> l_2161_);
                                                uint _e5524 = l_mut_259_;
                                                l_mut_389_ = _e5524;
                                                l_mut_265_ = l_2171_;
                                            }
                                        }
                                        uint _e5525 = l_mut_265_;
                                        uint _e5526 = l_mut_451_;
                                        bool l_2172_ = (_e5525 < _e5526);
                                        uint _e5528 = l_mut_265_;
                                        uint _e5529 = l_mut_451_;
                                        bool l_2173_ = (_e5528 == _e5529);
                                        uint _e5531 = l_mut_389_;
                                        uint _e5532 = l_mut_452_;
                                        bool l_2174_ = (_e5531 < _e5532);
                                        if (l_2173_) {
                                            local_161 = l_2174_;
                                        } else {
                                            local_161 = false;
                                        }
                                        bool l_2175_ = local_161;
                                        if (!(l_2172_)) {
                                            local_162 = l_2175_;
                                        } else {
                                            local_162 = true;
                                        }
                                        bool l_2176_ = local_162;
                                        bool l_2177_ = !(l_2176_);
                                        if (l_2177_) {
                                            uint _e5544 = l_mut_452_;
                                            l_mut_389_ = _e5544;
                                            uint _e5545 = l_mut_451_;
                                            l_mut_265_ = _e5545;
                                            bool l_2178_ = (l_2161_ >= 32u);
                                            if (l_2178_) {
                                                uint l_2179_ = (l_2161_ & 31u);
                                                uint _e5550 = l_mut_452_;
                                                uint l_2180_ = (_e5550 << l_2179_);
                                                l_mut_389_ = 0u;
                                                l_mut_265_ = l_2180_;
                                            } else {
                                                bool l_2181_ = (l_2161_ > 0u);
                                                if (l_2181_) {
                                                    uint _e5555 = l_mut_452_;
                                                    uint l_2182_ = (_e5555 << l_2161_);
                                                    uint _e5557 = l_mut_451_;
                                                    uint l_2183_ = (_e5557 << l_2161_);
                                                    uint l_2184_ = (32u - l_2161_);
                                                    uint _e5561 = l_mut_452_;
                                                    uint l_2185_ = (_e5561 >> l_2184_);
                                                    uint l_2186_ = (l_2183_ | l_2185_);
                                                    l_mut_389_ = l_2182_;
                                                    l_mut_265_ = l_2186_;
                                                }
                                            }
                                            uint _e5564 = l_mut_2030_;
                                            uint _e5565 = l_mut_389_;
                                            uint l_2187_ = (_e5564 - _e5565);
                                            uint _e5567 = l_mut_1716_;
                                            uint _e5568 = l_mut_265_;
                                            uint l_2188_ = (_e5567 - _e5568);
                                            uint _e5570 = l_mut_2030_;
                                            uint _e5571 = l_mut_389_;
                                            bool l_2189_ = (_e5570 < _e5571);
                                            uint l_2190_ = uint(l_2189_);
                                            uint l_2191_ = (l_2188_ - l_2190_);
                                            l_mut_2030_ = l_2187_;
                                            l_mut_1716_ = l_2191_;
                                            uint l_2192_ = (1u << l_2161_);
                                            uint _e5577 = l_mut_395_;
                                            l_mut_395_ = (_e5577 | l_2192_);
                                        }
                                    }
                                }
                                uint _e5582 = l_mut_395_;
                                uint l_2193_ = min(_e5582, l_2154_);
                                l_mut_395_ = l_2193_;
                                uint _e5584 = l_mut_1716_;
                                uint _e5585 = l_mut_451_;
                                bool l_2194_ = (_e5584 < _e5585);
                                uint _e5587 = l_mut_1716_;
                                uint _e5588 = l_mut_451_;
                                bool l_2195_ = (_e5587 == _e5588);
                                uint _e5590 = l_mut_2030_;
                                uint _e5591 = l_mut_452_;
                                bool l_2196_ = (_e5590 < _e5591);
                                if (l_2195_) {
                                    local_163 = l_2196_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2197_ = local_163;
                                if (!(l_2194_)) {
                                    local_164 = l_2197_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2198_ = local_164;
                                bool l_2199_ = !(l_2198_);
                                if (l_2199_) {
                                    l_mut_395_ = l_2154_;
                                }
                                uint _e5603 = l_mut_395_;
                                l_mut_2035_ = _e5603;
                            }
                            uint _e5604 = l_mut_448_;
                            l_mut_2030_ = _e5604;
                            uint _e5605 = l_mut_447_;
                            l_mut_1716_ = _e5605;
                            uint _e5606 = l_mut_452_;
                            l_mut_395_ = _e5606;
                            uint _e5607 = l_mut_451_;
                            l_mut_389_ = _e5607;
                            uint _e5608 = l_mut_401_;
                            l_mut_265_ = _e5608;
                            uint _e5609 = l_mut_428_;
                            l_mut_259_ = _e5609;
                            uint _e5610 = l_mut_446_;
                            l_mut_209_ = _e5610;
                            uint _e5611 = l_mut_435_;
                            l_mut_203_ = _e5611;
                            l_mut_141_ = 0u;
                            uint _e5613 = l_mut_2035_;
                            bool l_2200_ = (_e5613 > 0u);
                            if (l_2200_) {
                                uint _e5616 = l_mut_452_;
                                uint _e5617 = l_mut_2035_;
                                uint l_2201_ = (_e5616 * _e5617);
                                uint _e5619 = l_mut_452_;
                                uint64_t l_3207_ = uint64_t(_e5619);
                                uint _e5621 = l_mut_2035_;
                                uint64_t l_3208_ = uint64_t(_e5621);
                                uint64_t l_3209_ = (l_3207_ * l_3208_);
                                uint64_t l_3210_ = (l_3209_ >> uint(32uL));
                                uint l_2202_ = uint(l_3210_);
                                uint _e5630 = l_mut_451_;
                                uint _e5631 = l_mut_2035_;
                                uint l_2203_ = (_e5630 * _e5631);
                                uint l_2204_ = (l_2202_ + l_2203_);
                                uint _e5634 = l_mut_446_;
                                uint l_2205_ = (_e5634 - l_2201_);
                                uint _e5636 = l_mut_435_;
                                uint l_2206_ = (_e5636 - l_2204_);
                                uint _e5638 = l_mut_446_;
                                bool l_2207_ = (_e5638 < l_2201_);
                                uint l_2208_ = uint(l_2207_);
                                uint l_2209_ = (l_2206_ - l_2208_);
                                l_mut_209_ = l_2205_;
                                l_mut_203_ = l_2209_;
                                uint _e5642 = l_mut_448_;
                                uint l_2210_ = (_e5642 - l_2201_);
                                uint _e5644 = l_mut_447_;
                                uint l_2211_ = (_e5644 - l_2204_);
                                uint _e5646 = l_mut_448_;
                                bool l_2212_ = (_e5646 < l_2201_);
                                uint l_2213_ = uint(l_2212_);
                                uint l_2214_ = (l_2211_ - l_2213_);
                                l_mut_2030_ = l_2210_;
                                l_mut_1716_ = l_2214_;
                                uint _e5650 = l_mut_2035_;
                                uint _e5651 = l_mut_401_;
                                uint l_2215_ = (_e5650 * _e5651);
                                uint _e5653 = l_mut_428_;
                                uint l_2216_ = (_e5653 + l_2215_);
                                l_mut_259_ = l_2216_;
                            } else {
                                uint _e5655 = l_mut_446_;
                                uint _e5656 = l_mut_452_;
                                uint l_2217_ = (_e5655 - _e5656);
                                uint _e5658 = l_mut_435_;
                                uint _e5659 = l_mut_451_;
                                uint l_2218_ = (_e5658 - _e5659);
                                uint _e5661 = l_mut_446_;
                                uint _e5662 = l_mut_452_;
                                bool l_2219_ = (_e5661 < _e5662);
                                uint l_2220_ = uint(l_2219_);
                                uint l_2221_ = (l_2218_ - l_2220_);
                                l_mut_209_ = l_2217_;
                                l_mut_203_ = l_2221_;
                                uint _e5666 = l_mut_203_;
                                bool l_2222_ = (_e5666 < l_1622_);
                                uint _e5668 = l_mut_203_;
                                bool l_2223_ = (_e5668 == l_1622_);
                                uint _e5670 = l_mut_209_;
                                bool l_2224_ = (_e5670 < l_1618_);
                                if (l_2223_) {
                                    local_165 = l_2224_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2225_ = local_165;
                                if (!(l_2222_)) {
                                    local_166 = l_2225_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2226_ = local_166;
                                if (l_2226_) {
                                    l_mut_141_ = 2u;
                                }
                                uint _e5682 = l_mut_141_;
                                bool l_2227_ = (_e5682 == 0u);
                                if (l_2227_) {
                                    uint _e5685 = l_mut_401_;
                                    uint l_2228_ = (l_1086_ - _e5685);
                                    uint _e5687 = l_mut_428_;
                                    uint l_2229_ = naga_div(l_2228_, _e5687);
                                    l_mut_2035_ = 0u;
                                    l_mut_357_ = false;
                                    uint _e5691 = l_mut_452_;
                                    l_mut_135_ = _e5691;
                                    uint _e5692 = l_mut_451_;
                                    l_mut_92_ = _e5692;
                                    if (false) {
                                        uint _e5695 = l_mut_451_;
                                        uint l_2232_ = (_e5695 >> 3u);
                                        l_mut_135_ = l_2232_;
                                        l_mut_92_ = 0u;
                                    } else {
                                        if (true) {
                                            uint _e5699 = l_mut_452_;
                                            l_mut_86_ = _e5699;
                                            if (true) {
                                                uint _e5701 = l_mut_452_;
                                                uint l_2235_ = (_e5701 >> 3u);
                                                uint _e5704 = l_mut_451_;
                                                uint l_2236_ = (_e5704 << 29u);
                                                uint l_2237_ = (l_2235_ | l_2236_);
                                                l_mut_86_ = l_2237_;
                                            }
                                            uint _e5708 = l_mut_451_;
                                            uint l_2238_ = (_e5708 >> 3u);
                                            uint _e5711 = l_mut_86_;
                                            l_mut_135_ = _e5711;
                                            l_mut_92_ = l_2238_;
                                        }
                                    }
                                    uint _e5712 = l_mut_92_;
                                    uint _e5713 = l_mut_447_;
                                    bool l_2239_ = (_e5712 < _e5713);
                                    uint _e5715 = l_mut_92_;
                                    uint _e5716 = l_mut_447_;
                                    bool l_2240_ = (_e5715 == _e5716);
                                    uint _e5718 = l_mut_135_;
                                    uint _e5719 = l_mut_448_;
                                    bool l_2241_ = (_e5718 < _e5719);
                                    if (l_2240_) {
                                        local_167 = l_2241_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2242_ = local_167;
                                    if (!(l_2239_)) {
                                        local_168 = l_2242_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2243_ = local_168;
                                    bool l_2244_ = !(l_2243_);
                                    l_mut_357_ = l_2244_;
                                    uint _e5731 = l_mut_448_;
                                    uint _e5732 = l_mut_447_;
                                    uint l_2245_ = (_e5731 | _e5732);
                                    bool l_2246_ = (l_2245_ == 0u);
                                    if (l_2246_) {
                                        l_mut_2035_ = l_2229_;
                                    } else {
                                        bool _e5736 = l_mut_357_;
                                        if (_e5736) {
                                            uint _e5737 = l_mut_447_;
                                            uint _e5738 = l_mut_451_;
                                            bool l_2247_ = (_e5737 < _e5738);
                                            uint _e5740 = l_mut_447_;
                                            uint _e5741 = l_mut_451_;
                                            bool l_2248_ = (_e5740 == _e5741);
                                            uint _e5743 = l_mut_448_;
                                            uint _e5744 = l_mut_452_;
                                            bool l_2249_ = (_e5743 < _e5744);
                                            if (l_2248_) {
                                                local_169 = l_2249_;
                                            } else {
                                                local_169 = false;
                                            }
                                            bool l_2250_ = local_169;
                                            if (!(l_2247_)) {
                                                local_170 = l_2250_;
                                            } else {
                                                local_170 = true;
                                            }
                                            bool l_2251_ = local_170;
                                            if (l_2251_) {
                                                uint _e5755 = l_mut_452_;
                                                uint l_2252_ = (_e5755 - 1u);
                                                uint _e5758 = l_mut_451_;
                                                uint l_2253_ = (_e5758 - 0u);
                                                uint _e5761 = l_mut_452_;
                                                bool l_2254_ = (_e5761 < 1u);
                                                uint l_2255_ = uint(l_2254_);
                                                uint l_2256_ = (l_2253_ - l_2255_);
                                                l_mut_135_ = l_2252_;
                                                l_mut_92_ = l_2256_;
                                                l_mut_86_ = 0u;
                                                l_mut_2257_ = 0u;
                                                uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                                    loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                                    if (!loop_init_12) {
                                                        uint _e5854 = l_mut_2257_;
                                                        l_mut_2257_ = (_e5854 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5769 = l_mut_2257_;
                                                    if ((_e5769 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5773 = l_mut_2257_;
                                                        uint l_2258_ = (19u - _e5773);
                                                        uint _e5775 = l_mut_135_;
                                                        l_mut_80_ = _e5775;
                                                        uint _e5776 = l_mut_92_;
                                                        l_mut_65_ = _e5776;
                                                        bool l_2259_ = (l_2258_ >= 32u);
                                                        if (l_2259_) {
                                                            uint l_2260_ = (l_2258_ & 31u);
                                                            uint _e5781 = l_mut_92_;
                                                            uint l_2261_ = (_e5781 >> l_2260_);
                                                            l_mut_80_ = l_2261_;
                                                            l_mut_65_ = 0u;
                                                        } else {
                                                            bool l_2262_ = (l_2258_ > 0u);
                                                            if (l_2262_) {
                                                                uint _e5786 = l_mut_135_;
                                                                l_mut_30_ = _e5786;
                                                                bool l_2263_ = (l_2258_ > 0u);
                                                                if (l_2263_) {
                                                                    uint _e5789 = l_mut_135_;
                                                                    uint l_2264_ = (_e5789 >> l_2258_);
                                                                    uint l_2265_ = (32u - l_2258_);
                                                                    uint _e5793 = l_mut_92_;
                                                                    uint l_2266_ = (_e5793 << l_2265_);
                                                                    uint l_2267_ = (l_2264_ | l_2266_);
                                                                    l_mut_30_ = l_2267_;
                                                                }
                                                                uint _e5796 = l_mut_92_;
                                                                uint l_2268_ = (_e5796 >> l_2258_);
                                                                uint _e5798 = l_mut_30_;
                                                                l_mut_80_ = _e5798;
                                                                l_mut_65_ = l_2268_;
                                                            }
                                                        }
                                                        uint _e5799 = l_mut_65_;
                                                        uint _e5800 = l_mut_447_;
                                                        bool l_2269_ = (_e5799 < _e5800);
                                                        uint _e5802 = l_mut_65_;
                                                        uint _e5803 = l_mut_447_;
                                                        bool l_2270_ = (_e5802 == _e5803);
                                                        uint _e5805 = l_mut_80_;
                                                        uint _e5806 = l_mut_448_;
                                                        bool l_2271_ = (_e5805 < _e5806);
                                                        if (l_2270_) {
                                                            local_171 = l_2271_;
                                                        } else {
                                                            local_171 = false;
                                                        }
                                                        bool l_2272_ = local_171;
                                                        if (!(l_2269_)) {
                                                            local_172 = l_2272_;
                                                        } else {
                                                            local_172 = true;
                                                        }
                                                        bool l_2273_ = local_172;
                                                        bool l_2274_ = !(l_2273_);
                                                        if (l_2274_) {
                                                            uint _e5818 = l_mut_448_;
                                                            l_mut_80_ = _e5818;
                                                            uint _e5819 = l_mut_447_;
                                                            l_mut_65_ = _e5819;
                                                            bool l_2275_ = (l_2258_ >= 32u);
                                                            if (l_2275_) {
                                                                uint l_2276_ = (l_2258_ & 31u);
                                                                uint _e5824 = l_mut_448_;
                                                                uint l_2277_ = (_e5824 << l_2276_);
                                                                l_mut_80_ = 0u;
                                                                l_mut_65_ = l_2277_;
                                                            } else {
                                                                bool l_2278_ = (l_2258_ > 0u);
                                                                if (l_2278_) {
                                                                    uint _e5829 = l_mut_448_;
                                                                    uint l_2279_ = (_e5829 << l_2258_);
                                                                    uint _e5831 = l_mut_447_;
                                                                    uint l_2280_ = (_e5831 << l_2258_);
                                                                    uint l_2281_ = (32u - l_2258_);
                                                                    uint _e5835 = l_mut_448_;
                                                                    uint l_2282_ = (_e5835 >> l_2281_);
                                                                    uint l_2283_ = (l_2280_ | l_2282_);
                                                                    l_mut_80_ = l_2279_;
                                                                    l_mut_65_ = l_2283_;
                                                                }
                                                            }
                                                            uint _e5838 = l_mut_135_;
                                                            uint _e5839 = l_mut_80_;
                                                            uint l_2284_ = (_e5838 - _e5839);
                                                            uint _e5841 = l_mut_92_;
                                                            uint _e5842 = l_mut_65_;
                                                            uint l_2285_ = (_e5841 - _e5842);
                                                            uint _e5844 = l_mut_135_;
                                                            uint _e5845 = l_mut_80_;
                                                            bool l_2286_ = (_e5844 < _e5845);
                                                            uint l_2287_ = uint(l_2286_);
                                                            uint l_2288_ = (l_2285_ - l_2287_);
                                                            l_mut_135_ = l_2284_;
                                                            l_mut_92_ = l_2288_;
                                                            uint l_2289_ = (1u << l_2258_);
                                                            uint _e5851 = l_mut_86_;
                                                            l_mut_86_ = (_e5851 | l_2289_);
                                                        }
                                                    }
                                                }
                                                uint _e5856 = l_mut_86_;
                                                uint l_2290_ = min(_e5856, l_2229_);
                                                l_mut_86_ = l_2290_;
                                                uint _e5858 = l_mut_92_;
                                                uint _e5859 = l_mut_447_;
                                                bool l_2291_ = (_e5858 < _e5859);
                                                uint _e5861 = l_mut_92_;
                                                uint _e5862 = l_mut_447_;
                                                bool l_2292_ = (_e5861 == _e5862);
                                                uint _e5864 = l_mut_135_;
                                                uint _e5865 = l_mut_448_;
                                                bool l_2293_ = (_e5864 < _e5865);
                                                if (l_2292_) {
                                                    local_173 = l_2293_;
                                                } else {
                                                    local_173 = false;
                                                }
                                                bool l_2294_ = local_173;
                                                if (!(l_2291_)) {
                                                    local_174 = l_2294_;
                                                } else {
                                                    local_174 = true;
                                                }
                                                bool l_2295_ = local_174;
                                                bool l_2296_ = !(l_2295_);
                                                if (l_2296_) {
                                                    l_mut_86_ = l_2229_;
                                                }
                                                uint _e5877 = l_mut_86_;
                                                l_mut_2035_ = _e5877;
                                            }
                                        } else {
                                            uint _e5878 = l_mut_452_;
                                            l_mut_135_ = _e5878;
                                            uint _e5879 = l_mut_451_;
                                            l_mut_92_ = _e5879;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5880 = l_mut_447_;
                                                uint _e5881 = l_mut_92_;
                                                bool l_2297_ = (_e5880 < _e5881);
                                                uint _e5883 = l_mut_447_;
                                                uint _e5884 = l_mut_92_;
                                                bool l_2298_ = (_e5883 == _e5884);
                                                uint _e5886 = l_mut_448_;
                                                uint _e5887 = l_mut_135_;
                                                bool l_2299_ = (_e5886 < _e5887);
                                                if (l_2298_) {
                                                    local_175 = l_2299_;
                                                } else {
                                                    local_175 = false;
                                                }
                                                bool l_2300_ = local_175;
                                                if (!(l_2297_)) {
                                                    local_176 = l_2300_;
                                                } else {
                                                    local_176 = true;
                                                }
                                                bool l_2301_ = local_176;
                                                uint _e5898 = l_mut_2035_;
                                                uint _e5899 = l_mut_428_;
                                                uint l_2302_ = (_e5898 * _e5899);
                                                uint _e5901 = l_mut_401_;
                                                uint l_2303_ = (_e5901 + l_2302_);
                                                uint _e5903 = l_mut_428_;
                                                uint l_2304_ = (l_2303_ + _e5903);
                                                bool l_2305_ = (l_2304_ < l_1086_);
                                                if (l_2301_) {
                                                    local_177 = l_2305_;
                                                } else {
                                                    local_177 = false;
                                                }
                                                bool l_2306_ = local_177;
                                                bool l_2307_ = !(l_2306_);
                                                if (l_2307_) {
                                                    break;
                                                }
                                                uint _e5911 = l_mut_135_;
                                                uint _e5912 = l_mut_448_;
                                                uint l_2308_ = (_e5911 - _e5912);
                                                uint _e5914 = l_mut_92_;
                                                uint _e5915 = l_mut_447_;
                                                uint l_2309_ = (_e5914 - _e5915);
                                                uint _e5917 = l_mut_135_;
                                                uint _e5918 = l_mut_448_;
                                                bool l_2310_ = (_e5917 < _e5918);
                                                uint l_2311_ = uint(l_2310_);
                                                uint l_2312_ = (l_2309_ - l_2311_);
                                                l_mut_135_ = l_2308_;
                                                l_mut_92_ = l_2312_;
                                                uint _e5922 = l_mut_2035_;
                                                l_mut_2035_ = (_e5922 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5925 = l_mut_2035_;
                                    uint _e5926 = l_mut_428_;
                                    uint l_2313_ = (_e5925 * _e5926);
                                    uint _e5928 = l_mut_401_;
                                    uint l_2314_ = (_e5928 + l_2313_);
                                    uint _e5930 = l_mut_428_;
                                    uint l_2315_ = (l_2314_ + _e5930);
                                    bool l_2316_ = (l_2315_ >= l_1086_);
                                    if (l_2316_) {
                                        l_mut_141_ = 1u;
                                    } else {
                                        uint _e5934 = l_mut_448_;
                                        uint _e5935 = l_mut_2035_;
                                        uint l_2317_ = (_e5934 * _e5935);
                                        uint _e5937 = l_mut_448_;
                                        uint64_t l_3212_ = uint64_t(_e5937);
                                        uint _e5939 = l_mut_2035_;
                                        uint64_t l_3213_ = uint64_t(_e5939);
                                        uint64_t l_3214_ = (l_3212_ * l_3213_);
                                        uint64_t l_3215_ = (l_3214_ >> uint(32uL));
                                        uint l_2318_ = uint(l_3215_);
                                        uint _e5948 = l_mut_447_;
                                        uint _e5949 = l_mut_2035_;
                                        uint l_2319_ = (_e5948 * _e5949);
                                        uint l_2320_ = (l_2318_ + l_2319_);
                                        uint _e5952 = l_mut_452_;
                                        uint l_2321_ = (_e5952 - l_2317_);
                                        uint _e5954 = l_mut_451_;
                                        uint l_2322_ = (_e5954 - l_2320_);
                                        uint _e5956 = l_mut_452_;
                                        bool l_2323_ = (_e5956 < l_2317_);
                                        uint l_2324_ = uint(l_2323_);
                                        uint l_2325_ = (l_2322_ - l_2324_);
                                        l_mut_395_ = l_2321_;
                                        l_mut_389_ = l_2325_;
                                        uint _e5960 = l_mut_2035_;
                                        uint _e5961 = l_mut_428_;
                                        uint l_2326_ = (_e5960 * _e5961);
                                        uint _e5963 = l_mut_401_;
                                        uint l_2327_ = (_e5963 + l_2326_);
                                        l_mut_265_ = l_2327_;
                                        uint _e5965 = l_mut_448_;
                                        uint _e5966 = l_mut_395_;
                                        uint l_2328_ = (_e5965 - _e5966);
                                        uint _e5968 = l_mut_447_;
                                        uint _e5969 = l_mut_389_;
                                        uint l_2329_ = (_e5968 - _e5969);
                                        uint _e5971 = l_mut_448_;
                                        uint _e5972 = l_mut_395_;
                                        bool l_2330_ = (_e5971 < _e5972);
                                        uint l_2331_ = uint(l_2330_);
                                        uint l_2332_ = (l_2329_ - l_2331_);
                                        l_mut_2030_ = l_2328_;
                                        l_mut_1716_ = l_2332_;
                                        uint _e5976 = l_mut_428_;
                                        uint _e5977 = l_mut_265_;
                                        uint l_2333_ = (_e5976 + _e5977);
                                        l_mut_259_ = l_2333_;
                                    }
                                }
                            }
                            uint _e5979 = l_mut_395_;
                            l_mut_452_ = _e5979;
                            uint _e5980 = l_mut_389_;
                            l_mut_451_ = _e5980;
                            uint _e5981 = l_mut_2030_;
                            l_mut_448_ = _e5981;
                            uint _e5982 = l_mut_1716_;
                            l_mut_447_ = _e5982;
                            uint _e5983 = l_mut_259_;
                            l_mut_428_ = _e5983;
                            uint _e5984 = l_mut_265_;
                            l_mut_401_ = _e5984;
                            uint _e5985 = l_mut_209_;
                            l_mut_446_ = _e5985;
                            uint _e5986 = l_mut_203_;
                            l_mut_435_ = _e5986;
                            uint _e5987 = l_mut_141_;
                            bool l_2334_ = (_e5987 == 1u);
                            l_mut_652_ = l_2334_;
                            uint _e5990 = l_mut_141_;
                            bool l_2335_ = (_e5990 == 0u);
                            l_mut_635_ = l_2335_;
                        }
                    }
                    bool _e5993 = l_mut_652_;
                    bool l_2336_ = !(_e5993);
                    if (l_1085_) {
                        local_178 = l_2336_;
                    } else {
                        local_178 = false;
                    }
                    bool l_2337_ = local_178;
                    if (l_2337_) {
                        uint _e6000 = l_mut_1083_;
                        uint l_2338_ = (1u << _e6000);
                        uint _e6002 = l_mut_778_;
                        l_mut_778_ = (_e6002 | l_2338_);
                        uint _e6004 = l_mut_773_;
                        l_mut_773_ = (_e6004 + 1u);
                        uint l_2339_ = (l_1084_ + l_1082_);
                        uint l_2340_ = min(l_2339_, l_46_);
                        l_mut_2035_ = 0u;
                        l_mut_2341_ = l_1084_;
                        uint2 loop_bound_19 = uint2(4294967295u, 4294967295u);
                        bool loop_init_13 = true;
                        while(true) {
                            if (all(loop_bound_19 == uint2(0u, 0u))) { break; }
                            loop_bound_19 -= uint2(loop_bound_19.y == 0u, 1u);
                            if (!loop_init_13) {
                                uint _e6526 = l_mut_2341_;
                                l_mut_2341_ = (_e6526 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e6011 = l_mut_2341_;
                            if ((_e6011 < l_2340_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e6013 = l_mut_2341_;
                                uint l_2342_ = (l_49_ * _e6013);
                                uint64_t l_3217_ = uint64_t(l_49_);
                                uint _e6016 = l_mut_2341_;
                                uint64_t l_3218_ = uint64_t(_e6016);
                                uint64_t l_3219_ = (l_3217_ * l_3218_);
                                uint64_t l_3220_ = (l_3219_ >> uint(32uL));
                                uint l_2343_ = uint(l_3220_);
                                uint _e6025 = l_mut_2341_;
                                uint l_2344_ = (l_52_ * _e6025);
                                uint l_2345_ = (l_2343_ + l_2344_);
                                uint l_2346_ = (l_54_ + l_2342_);
                                uint l_2347_ = (l_57_ + l_2345_);
                                bool l_2348_ = (l_2346_ < l_54_);
                                uint l_2349_ = uint(l_2348_);
                                uint l_2350_ = (l_2347_ + l_2349_);
                                l_mut_2030_ = 0u;
                                l_mut_1716_ = 0u;
                                uint _e6035 = l_mut_2341_;
                                bool l_2351_ = (_e6035 < 65536u);
                                if (l_2351_) {
                                    uint _e6038 = l_mut_2341_;
                                    uint _e6039 = l_mut_2341_;
                                    uint l_2352_ = (_e6038 * _e6039);
                                    uint l_2353_ = (l_62_ >> 31u);
                                    bool l_2354_ = (l_2353_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_2354_) {
                                        uint l_2355_ = (0u - l_59_);
                                        uint l_2356_ = (0u - l_62_);
                                        bool l_2357_ = (0u < l_59_);
                                        uint l_2358_ = uint(l_2357_);
                                        uint l_2359_ = (l_2356_ - l_2358_);
                                        l_mut_452_ = l_2355_;
                                        l_mut_451_ = l_2359_;
                                    }
                                    uint _e6053 = l_mut_452_;
                                    uint l_2360_ = (_e6053 * l_2352_);
                                    uint _e6055 = l_mut_451_;
                                    uint l_2361_ = (_e6055 * l_2352_);
                                    uint _e6057 = l_mut_452_;
                                    uint64_t l_3222_ = uint64_t(_e6057);
                                    uint64_t l_3223_ = uint64_t(l_2352_);
                                    uint64_t l_3224_ = (l_3222_ * l_3223_);
                                    uint64_t l_3225_ = (l_3224_ >> uint(32uL));
                                    uint l_2362_ = uint(l_3225_);
                                    uint l_2363_ = (l_2362_ + l_2361_);
                                    uint _e6068 = l_mut_451_;
                                    uint64_t l_3227_ = uint64_t(_e6068);
                                    uint64_t l_3228_ = uint64_t(l_2352_);
                                    uint64_t l_3229_ = (l_3227_ * l_3228_);
                                    uint64_t l_3230_ = (l_3229_ >> uint(32uL));
                                    uint l_2364_ = uint(l_3230_);
                                    bool l_2365_ = (l_2363_ < l_2361_);
                                    uint l_2366_ = uint(l_2365_);
                                    uint l_2367_ = (l_2364_ + l_2366_);
                                    uint l_2368_ = naga_mod(l_9_, 32u);
                                    l_mut_448_ = l_2360_;
                                    bool l_2369_ = (l_2368_ > 0u);
                                    if (l_2369_) {
                                        uint l_2370_ = (l_2360_ >> l_2368_);
                                        uint l_2371_ = (32u - l_2368_);
                                        uint l_2372_ = (l_2363_ << l_2371_);
                                        uint l_2373_ = (l_2370_ | l_2372_);
                                        l_mut_448_ = l_2373_;
                                    }
                                    l_mut_447_ = l_2363_;
                                    bool l_2374_ = (l_2368_ > 0u);
                                    if (l_2374_) {
                                        uint l_2375_ = (l_2363_ >> l_2368_);
                                        uint l_2376_ = (32u - l_2368_);
                                        uint l_2377_ = (l_2367_ << l_2376_);
                                        uint l_2378_ = (l_2375_ | l_2377_);
                                        l_mut_447_ = l_2378_;
                                    }
                                    uint _e6097 = l_mut_448_;
                                    l_mut_446_ = _e6097;
                                    uint _e6098 = l_mut_447_;
                                    l_mut_448_ = _e6098;
                                    bool l_2379_ = (l_9_ >= 64u);
                                    if (l_2379_) {
                                        l_mut_446_ = l_2367_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        bool l_2380_ = (l_9_ >= 32u);
                                        if (l_2380_) {
                                            l_mut_447_ = l_2363_;
                                            bool l_2381_ = (l_2368_ > 0u);
                                            if (l_2381_) {
                                                uint l_2382_ = (l_2363_ >> l_2368_);
                                                uint l_2383_ = (32u - l_2368_);
                                                uint l_2384_ = (l_2367_ << l_2383_);
                                                uint l_2385_ = (l_2382_ | l_2384_);
                                                l_mut_447_ = l_2385_;
                                            }
                                            uint l_2386_ = (l_2367_ >> l_2368_);
                                            uint _e6112 = l_mut_447_;
                                            l_mut_446_ = _e6112;
                                            l_mut_448_ = l_2386_;
                                        }
                                    }
                                    uint _e6113 = l_mut_446_;
                                    l_mut_452_ = _e6113;
                                    uint _e6114 = l_mut_448_;
                                    l_mut_451_ = _e6114;
                                    if (l_2354_) {
                                        uint _e6116 = l_mut_452_;
                                        uint l_2387_ = (0u - _e6116);
                                        uint _e6119 = l_mut_451_;
                                        uint l_2388_ = (0u - _e6119);
                                        uint _e6122 = l_mut_452_;
                                        bool l_2389_ = (0u < _e6122);
                                        uint l_2390_ = uint(l_2389_);
                                        uint l_2391_ = (l_2388_ - l_2390_);
                                        l_mut_452_ = l_2387_;
                                        l_mut_451_ = l_2391_;
                                    }
                                    uint _e6126 = l_mut_452_;
                                    l_mut_2030_ = _e6126;
                                    uint _e6127 = l_mut_451_;
                                    l_mut_1716_ = _e6127;
                                } else {
                                    uint l_2392_ = (l_62_ >> 31u);
                                    bool l_2393_ = (l_2392_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_2393_) {
                                        uint l_2394_ = (0u - l_59_);
                                        uint l_2395_ = (0u - l_62_);
                                        bool l_2396_ = (0u < l_59_);
                                        uint l_2397_ = uint(l_2396_);
                                        uint l_2398_ = (l_2395_ - l_2397_);
                                        l_mut_452_ = l_2394_;
                                        l_mut_451_ = l_2398_;
                                    }
                                    uint _e6140 = l_mut_452_;
                                    uint _e6141 = l_mut_2341_;
                                    uint l_2399_ = (_e6140 * _e6141);
                                    uint _e6143 = l_mut_451_;
                                    uint _e6144 = l_mut_2341_;
                                    uint l_2400_ = (_e6143 * _e6144);
                                    uint _e6146 = l_mut_452_;
                                    uint64_t l_3232_ = uint64_t(_e6146);
                                    uint _e6148 = l_mut_2341_;
                                    uint64_t l_3233_ = uint64_t(_e6148);
                                    uint64_t l_3234_ = (l_3232_ * l_3233_);
                                    uint64_t l_3235_ = (l_3234_ >> uint(32uL));
                                    uint l_2401_ = uint(l_3235_);
                                    uint l_2402_ = (l_2401_ + l_2400_);
                                    uint _e6158 = l_mut_451_;
                                    uint64_t l_3237_ = uint64_t(_e6158);
                                    uint _e6160 = l_mut_2341_;
                                    uint64_t l_3238_ = uint64_t(_e6160);
                                    uint64_t l_3239_ = (l_3237_ * l_3238_);
                                    uint64_t l_3240_ = (l_3239_ >> uint(32uL));
                                    uint l_2403_ = uint(l_3240_);
                                    bool l_2404_ = (l_2402_ < l_2400_);
                                    uint l_2405_ = uint(l_2404_);
                                    uint l_2406_ = (l_2403_ + l_2405_);
                                    l_mut_448_ = l_2399_;
                                    bool l_2408_ = (0u > 0u);
                                    if (l_2408_) {
                                        uint l_2409_ = (l_2399_ >> 0u);
                                        uint l_2410_ = (32u - 0u);
                                        uint l_2411_ = (l_2402_ << l_2410_);
                                        uint l_2412_ = (l_2409_ | l_2411_);
                                        l_mut_448_ = l_2412_;
                                    }
                                    l_mut_447_ = l_2402_;
                                    bool l_2413_ = (0u > 0u);
                                    if (l_2413_) {
                                        uint l_2414_ = (l_2402_ >> 0u);
                                        uint l_2415_ = (32u - 0u);
                                        uint l_2416_ = (l_2406_ << l_2415_);
                                        uint l_2417_ = (l_2414_ | l_2416_);
                                        l_mut_447_ = l_2417_;
                                    }
                                    uint _e6187 = l_mut_448_;
                                    l_mut_446_ = _e6187;
                                    uint _e6188 = l_mut_447_;
                                    l_mut_448_ = _e6188;
                                    if (false) {
                                        l_mut_446_ = l_2406_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_447_ = l_2402_;
                                            bool l_2420_ = (0u > 0u);
                                            if (l_2420_) {
                                                uint l_2421_ = (l_2402_ >> 0u);
                                                uint l_2422_ = (32u - 0u);
                                                uint l_2423_ = (l_2406_ << l_2422_);
                                                uint l_2424_ = (l_2421_ | l_2423_);
                                                l_mut_447_ = l_2424_;
                                            }
                                            uint l_2425_ = (l_2406_ >> 0u);
                                            uint _e6200 = l_mut_447_;
                                            l_mut_446_ = _e6200;
                                            l_mut_448_ = l_2425_;
                                        }
                                    }
                                    uint _e6201 = l_mut_452_;
                                    uint _e6202 = l_mut_2341_;
                                    uint l_2426_ = (_e6201 * _e6202);
                                    uint _e6204 = l_mut_451_;
                                    uint _e6205 = l_mut_2341_;
                                    uint l_2427_ = (_e6204 * _e6205);
                                    uint _e6207 = l_mut_452_;
                                    uint64_t l_3242_ = uint64_t(_e6207);
                                    uint _e6209 = l_mut_2341_;
                                    uint64_t l_3243_ = uint64_t(_e6209);
                                    uint64_t l_3244_ = (l_3242_ * l_3243_);
                                    uint64_t l_3245_ = (l_3244_ >> uint(32uL));
                                    uint l_2428_ = uint(l_3245_);
                                    uint l_2429_ = (l_2428_ + l_2427_);
                                    uint _e6219 = l_mut_451_;
                                    uint64_t l_3247_ = uint64_t(_e6219);
                                    uint _e6221 = l_mut_2341_;
                                    uint64_t l_3248_ = uint64_t(_e6221);
                                    uint64_t l_3249_ = (l_3247_ * l_3248_);
                                    uint64_t l_3250_ = (l_3249_ >> uint(32uL));
                                    uint l_2430_ = uint(l_3250_);
                                    bool l_2431_ = (l_2429_ < l_2427_);
                                    uint l_2432_ = uint(l_2431_);
                                    uint l_2433_ = (l_2430_ + l_2432_);
                                    l_mut_447_ = l_2426_;
                                    bool l_2435_ = (0u > 0u);
                                    if (l_2435_) {
                                        uint l_2436_ = (l_2426_ >> 0u);
                                        uint l_2437_ = (32u - 0u);
                                        uint l_2438_ = (l_2429_ << l_2437_);
                                        uint l_2439_ = (l_2436_ | l_2438_);
                                        l_mut_447_ = l_2439_;
                                    }
                                    l_mut_435_ = l_2429_;
                                    bool l_2440_ = (0u > 0u);
                                    if (l_2440_) {
                                        uint l_2441_ = (l_2429_ >> 0u);
                                        uint l_2442_ = (32u - 0u);
                                        uint l_2443_ = (l_2433_ << l_2442_);
                                        uint l_2444_ = (l_2441_ | l_2443_);
                                        l_mut_435_ = l_2444_;
                                    }
                                    uint _e6248 = l_mut_447_;
                                    l_mut_428_ = _e6248;
                                    uint _e6249 = l_mut_435_;
                                    l_mut_447_ = _e6249;
                                    if (true) {
                                        l_mut_428_ = l_2433_;
                                        l_mut_447_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_435_ = l_2429_;
                                            bool l_2447_ = (0u > 0u);
                                            if (l_2447_) {
                                                uint l_2448_ = (l_2429_ >> 0u);
                                                uint l_2449_ = (32u - 0u);
                                                uint l_2450_ = (l_2433_ << l_2449_);
                                                uint l_2451_ = (l_2448_ | l_2450_);
                                                l_mut_435_ = l_2451_;
                                            }
                                            uint l_2452_ = (l_2433_ >> 0u);
                                            uint _e6261 = l_mut_435_;
                                            l_mut_428_ = _e6261;
                                            l_mut_447_ = l_2452_;
                                        }
                                    }
                                    uint _e6262 = l_mut_446_;
                                    uint _e6263 = l_mut_2341_;
                                    uint l_2453_ = (_e6262 * _e6263);
                                    uint _e6265 = l_mut_448_;
                                    uint _e6266 = l_mut_2341_;
                                    uint l_2454_ = (_e6265 * _e6266);
                                    uint _e6268 = l_mut_446_;
                                    uint64_t l_3252_ = uint64_t(_e6268);
                                    uint _e6270 = l_mut_2341_;
                                    uint64_t l_3253_ = uint64_t(_e6270);
                                    uint64_t l_3254_ = (l_3252_ * l_3253_);
                                    uint64_t l_3255_ = (l_3254_ >> uint(32uL));
                                    uint l_2455_ = uint(l_3255_);
                                    uint l_2456_ = (l_2455_ + l_2454_);
                                    uint _e6280 = l_mut_448_;
                                    uint64_t l_3257_ = uint64_t(_e6280);
                                    uint _e6282 = l_mut_2341_;
                                    uint64_t l_3258_ = uint64_t(_e6282);
                                    uint64_t l_3259_ = (l_3257_ * l_3258_);
                                    uint64_t l_3260_ = (l_3259_ >> uint(32uL));
                                    uint l_2457_ = uint(l_3260_);
                                    bool l_2458_ = (l_2456_ < l_2454_);
                                    uint l_2459_ = uint(l_2458_);
                                    uint l_2460_ = (l_2457_ + l_2459_);
                                    l_mut_452_ = l_2453_;
                                    bool l_2462_ = (0u > 0u);
                                    if (l_2462_) {
                                        uint l_2463_ = (l_2453_ >> 0u);
                                        uint l_2464_ = (32u - 0u);
                                        uint l_2465_ = (l_2456_ << l_2464_);
                                        uint l_2466_ = (l_2463_ | l_2465_);
                                        l_mut_452_ = l_2466_;
                                    }
                                    l_mut_451_ = l_2456_;
                                    bool l_2467_ = (0u > 0u);
                                    if (l_2467_) {
                                        uint l_2468_ = (l_2456_ >> 0u);
                                        uint l_2469_ = (32u - 0u);
                                        uint l_2470_ = (l_2460_ << l_2469_);
                                        uint l_2471_ = (l_2468_ | l_2470_);
                                        l_mut_451_ = l_2471_;
                                    }
                                    uint _e6309 = l_mut_452_;
                                    l_mut_435_ = _e6309;
                                    uint _e6310 = l_mut_451_;
                                    l_mut_452_ = _e6310;
                                    if (false) {
                                        l_mut_435_ = l_2460_;
                                        l_mut_452_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_451_ = l_2456_;
                                            bool l_2474_ = (0u > 0u);
                                            if (l_2474_) {
                                                uint l_2475_ = (l_2456_ >> 0u);
                                                uint l_2476_ = (32u - 0u);
                                                uint l_2477_ = (l_2460_ << l_2476_);
                                                uint l_2478_ = (l_2475_ | l_2477_);
                                                l_mut_451_ = l_2478_;
                                            }
                                            uint l_2479_ = (l_2460_ >> 0u);
                                            uint _e6322 = l_mut_451_;
                                            l_mut_435_ = _e6322;
                                            l_mut_452_ = l_2479_;
                                        }
                                    }
                                    uint _e6323 = l_mut_446_;
                                    uint _e6324 = l_mut_2341_;
                                    uint l_2480_ = (_e6323 * _e6324);
                                    uint _e6326 = l_mut_448_;
                                    uint _e6327 = l_mut_2341_;
                                    uint l_2481_ = (_e6326 * _e6327);
                                    uint _e6329 = l_mut_446_;
                                    uint64_t l_3262_ = uint64_t(_e6329);
                                    uint _e6331 = l_mut_2341_;
                                    uint64_t l_3263_ = uint64_t(_e6331);
                                    uint64_t l_3264_ = (l_3262_ * l_3263_);
                                    uint64_t l_3265_ = (l_3264_ >> uint(32uL));
                                    uint l_2482_ = uint(l_3265_);
                                    uint l_2483_ = (l_2482_ + l_2481_);
                                    uint _e6341 = l_mut_448_;
                                    uint64_t l_3267_ = uint64_t(_e6341);
                                    uint _e6343 = l_mut_2341_;
                                    uint64_t l_3268_ = uint64_t(_e6343);
                                    uint64_t l_3269_ = (l_3267_ * l_3268_);
                                    uint64_t l_3270_ = (l_3269_ >> uint(32uL));
                                    uint l_2484_ = uint(l_3270_);
                                    bool l_2485_ = (l_2483_ < l_2481_);
                                    uint l_2486_ = uint(l_2485_);
                                    uint l_2487_ = (l_2484_ + l_2486_);
                                    l_mut_451_ = l_2480_;
                                    bool l_2489_ = (0u > 0u);
                                    if (l_2489_) {
                                        uint l_2490_ = (l_2480_ >> 0u);
                                        uint l_2491_ = (32u - 0u);
                                        uint l_2492_ = (l_2483_ << l_2491_);
                                        uint l_2493_ = (l_2490_ | l_2492_);
                                        l_mut_451_ = l_2493_;
                                    }
                                    l_mut_401_ = l_2483_;
                                    bool l_2494_ = (0u > 0u);
                                    if (l_2494_) {
                                        uint l_2495_ = (l_2483_ >> 0u);
                                        uint l_2496_ = (32u - 0u);
                                        uint l_2497_ = (l_2487_ << l_2496_);
                                        uint l_2498_ = (l_2495_ | l_2497_);
                                        l_mut_401_ = l_2498_;
                                    }
                                    uint _e6370 = l_mut_451_;
                                    l_mut_395_ = _e6370;
                                    uint _e6371 = l_mut_401_;
                                    l_mut_451_ = _e6371;
                                    if (true) {
                                        l_mut_395_ = l_2487_;
                                        l_mut_451_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_401_ = l_2483_;
                                            bool l_2501_ = (0u > 0u);
                                            if (l_2501_) {
                                                uint l_2502_ = (l_2483_ >> 0u);
                                                uint l_2503_ = (32u - 0u);
                                                uint l_2504_ = (l_2487_ << l_2503_);
                                                uint l_2505_ = (l_2502_ | l_2504_);
                                                l_mut_401_ = l_2505_;
                                            }
                                            uint l_2506_ = (l_2487_ >> 0u);
                                            uint _e6383 = l_mut_401_;
                                            l_mut_395_ = _e6383;
                                            l_mut_451_ = l_2506_;
                                        }
                                    }
                                    uint _e6384 = l_mut_428_;
                                    uint _e6385 = l_mut_2341_;
                                    uint l_2507_ = (_e6384 * _e6385);
                                    uint _e6387 = l_mut_428_;
                                    uint64_t l_3272_ = uint64_t(_e6387);
                                    uint _e6389 = l_mut_2341_;
                                    uint64_t l_3273_ = uint64_t(_e6389);
                                    uint64_t l_3274_ = (l_3272_ * l_3273_);
                                    uint64_t l_3275_ = (l_3274_ >> uint(32uL));
                                    uint l_2508_ = uint(l_3275_);
                                    uint _e6398 = l_mut_447_;
                                    uint _e6399 = l_mut_2341_;
                                    uint l_2509_ = (_e6398 * _e6399);
                                    uint l_2510_ = (l_2508_ + l_2509_);
                                    uint _e6402 = l_mut_395_;
                                    uint l_2511_ = (_e6402 + l_2507_);
                                    uint _e6404 = l_mut_451_;
                                    uint l_2512_ = (_e6404 + l_2510_);
                                    uint _e6406 = l_mut_395_;
                                    bool l_2513_ = (l_2511_ < _e6406);
                                    uint l_2514_ = uint(l_2513_);
                                    uint l_2515_ = (l_2512_ + l_2514_);
                                    uint _e6410 = l_mut_435_;
                                    l_mut_2030_ = _e6410;
                                    uint _e6411 = l_mut_452_;
                                    l_mut_1716_ = _e6411;
                                    bool l_2516_ = (l_9_ == 64u);
                                    if (l_2516_) {
                                        l_mut_2030_ = l_2511_;
                                        l_mut_1716_ = l_2515_;
                                    } else {
                                        bool l_2517_ = (l_9_ > 0u);
                                        if (l_2517_) {
                                            uint l_2518_ = (64u - l_9_);
                                            l_mut_451_ = l_2511_;
                                            l_mut_448_ = l_2515_;
                                            bool l_2519_ = (l_2518_ >= 32u);
                                            if (l_2519_) {
                                                uint l_2520_ = (l_2518_ & 31u);
                                                uint l_2521_ = (l_2511_ << l_2520_);
                                                l_mut_451_ = 0u;
                                                l_mut_448_ = l_2521_;
                                            } else {
                                                bool l_2522_ = (l_2518_ > 0u);
                                                if (l_2522_) {
                                                    uint l_2523_ = (l_2511_ << l_2518_);
                                                    uint l_2524_ = (l_2515_ << l_2518_);
                                                    uint l_2525_ = (32u - l_2518_);
                                                    uint l_2526_ = (l_2511_ >> l_2525_);
                                                    uint l_2527_ = (l_2524_ | l_2526_);
                                                    l_mut_451_ = l_2523_;
                                                    l_mut_448_ = l_2527_;
                                                }
                                            }
                                            uint _e6432 = l_mut_435_;
                                            l_mut_447_ = _e6432;
                                            uint _e6433 = l_mut_452_;
                                            l_mut_446_ = _e6433;
                                            bool l_2528_ = (l_9_ >= 32u);
                                            if (l_2528_) {
                                                uint l_2529_ = (l_9_ & 31u);
                                                uint _e6438 = l_mut_452_;
                                                uint l_2530_ = (_e6438 >> l_2529_);
                                                l_mut_447_ = l_2530_;
                                                l_mut_446_ = 0u;
                                            } else {
                                                bool l_2531_ = (l_9_ > 0u);
                                                if (l_2531_) {
                                                    uint _e6443 = l_mut_435_;
                                                    l_mut_428_ = _e6443;
                                                    bool l_2532_ = (l_9_ > 0u);
                                                    if (l_2532_) {
                                                        uint _e6446 = l_mut_435_;
                                                        uint l_2533_ = (_e6446 >> l_9_);
                                                        uint l_2534_ = (32u - l_9_);
                                                        uint _e6450 = l_mut_452_;
                                                        uint l_2535_ = (_e6450 << l_2534_);
                                                        uint l_2536_ = (l_2533_ | l_2535_);
                                                        l_mut_428_ = l_2536_;
                                                    }
                                                    uint _e6453 = l_mut_452_;
                                                    uint l_2537_ = (_e6453 >> l_9_);
                                                    uint _e6455 = l_mut_428_;
                                                    l_mut_447_ = _e6455;
                                                    l_mut_446_ = l_2537_;
                                                }
                                            }
                                            uint _e6456 = l_mut_451_;
                                            uint _e6457 = l_mut_447_;
                                            uint l_2538_ = (_e6456 + _e6457);
                                            uint _e6459 = l_mut_448_;
                                            uint _e6460 = l_mut_446_;
                                            uint l_2539_ = (_e6459 + _e6460);
                                            uint _e6462 = l_mut_451_;
                                            bool l_2540_ = (l_2538_ < _e6462);
                                            uint l_2541_ = uint(l_2540_);
                                            uint l_2542_ = (l_2539_ + l_2541_);
                                            l_mut_2030_ = l_2538_;
                                            l_mut_1716_ = l_2542_;
                                        }
                                    }
                                    if (l_2393_) {
                                        uint _e6467 = l_mut_2030_;
                                        uint l_2543_ = (0u - _e6467);
                                        uint _e6470 = l_mut_1716_;
                                        uint l_2544_ = (0u - _e6470);
                                        uint _e6473 = l_mut_2030_;
                                        bool l_2545_ = (0u < _e6473);
                                        uint l_2546_ = uint(l_2545_);
                                        uint l_2547_ = (l_2544_ - l_2546_);
                                        l_mut_2030_ = l_2543_;
                                        l_mut_1716_ = l_2547_;
                                    }
                                }
                                uint _e6477 = l_mut_2030_;
                                uint l_2548_ = (l_2346_ + _e6477);
                                uint _e6479 = l_mut_1716_;
                                uint l_2549_ = (l_2350_ + _e6479);
                                bool l_2550_ = (l_2548_ < l_2346_);
                                uint l_2551_ = uint(l_2550_);
                                uint l_2552_ = (l_2549_ + l_2551_);
                                uint l_2553_ = (0u - l_2548_);
                                uint l_2554_ = (0u - l_2552_);
                                bool l_2555_ = (0u < l_2548_);
                                uint l_2556_ = uint(l_2555_);
                                uint l_2557_ = (l_2554_ - l_2556_);
                                l_mut_2030_ = l_2553_;
                                l_mut_1716_ = l_2557_;
                                uint _e6492 = l_mut_1716_;
                                bool l_2558_ = (l_2552_ < _e6492);
                                uint _e6494 = l_mut_1716_;
                                bool l_2559_ = (l_2552_ == _e6494);
                                uint _e6496 = l_mut_2030_;
                                bool l_2560_ = (l_2548_ < _e6496);
                                if (l_2559_) {
                                    local_179 = l_2560_;
                                } else {
                                    local_179 = false;
                                }
                                bool l_2561_ = local_179;
                                if (!(l_2558_)) {
                                    local_180 = l_2561_;
                                } else {
                                    local_180 = true;
                                }
                                bool l_2562_ = local_180;
                                if (l_2562_) {
                                    l_mut_2030_ = l_2548_;
                                    l_mut_1716_ = l_2552_;
                                }
                                uint _e6507 = l_mut_1716_;
                                bool l_2563_ = (_e6507 < l_17_);
                                uint _e6509 = l_mut_1716_;
                                bool l_2564_ = (_e6509 == l_17_);
                                uint _e6511 = l_mut_2030_;
                                bool l_2565_ = (_e6511 < l_14_);
                                if (l_2564_) {
                                    local_181 = l_2565_;
                                } else {
                                    local_181 = false;
                                }
                                bool l_2566_ = local_181;
                                if (!(l_2563_)) {
                                    local_182 = l_2566_;
                                } else {
                                    local_182 = true;
                                }
                                bool l_2567_ = local_182;
                                uint l_2568_ = uint(l_2567_);
                                uint _e6523 = l_mut_2035_;
                                l_mut_2035_ = (_e6523 + l_2568_);
                            }
                        }
                        uint _e6528 = l_mut_457_;
                        uint _e6529 = l_mut_2035_;
                        l_mut_457_ = (_e6528 + _e6529);
                    }
                }
            }
            uint _e6534 = l_mut_773_;
            bool l_2569_ = (_e6534 > 0u);
            if (l_2569_) {
                uint l_3277_ = asuint(info.Load(20+0));
                uint l_3278_ = (l_3277_ * 1u);
                uint l_3279_ = (l_3278_ - 1u);
                uint l_3280_ = min(1u, l_3279_);
                uint _e6549 = l_mut_773_;
                uint _e6550; buffer_5_global.InterlockedAdd(l_3280_*4, _e6549, _e6550);
            }
            uint _e6551 = l_mut_457_;
            bool l_2572_ = (_e6551 > 0u);
            if (l_2572_) {
                uint l_3282_ = asuint(info.Load(20+0));
                uint l_3283_ = (l_3282_ * 1u);
                uint l_3284_ = (l_3283_ - 1u);
                uint l_3285_ = min(2u, l_3284_);
                uint _e6566 = l_mut_457_;
                uint _e6567; buffer_5_global.InterlockedAdd(l_3285_*4, _e6566, _e6567);
                l_mut_2035_ = _e6567;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e7136 = l_mut_2575_;
                        l_mut_2575_ = (_e7136 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6570 = l_mut_2575_;
                    if ((_e6570 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6573 = l_mut_778_;
                        uint _e6574 = l_mut_2575_;
                        uint l_2576_ = (_e6573 >> _e6574);
                        uint l_2577_ = (l_2576_ & 1u);
                        bool l_2578_ = (l_2577_ == 1u);
                        if (l_2578_) {
                            uint _e6580 = l_mut_2575_;
                            uint l_2579_ = (_e6580 * l_1082_);
                            uint l_2580_ = (l_2579_ + l_1082_);
                            uint l_2581_ = min(l_2580_, l_46_);
                            uint _e6584 = l_mut_2035_;
                            l_mut_2030_ = _e6584;
                            l_mut_2582_ = l_2579_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e7132 = l_mut_2582_;
                                    l_mut_2582_ = (_e7132 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6586 = l_mut_2582_;
                                if ((_e6586 < l_2581_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6588 = l_mut_2582_;
                                    uint l_2583_ = (l_49_ * _e6588);
                                    uint64_t l_3287_ = uint64_t(l_49_);
                                    uint _e6591 = l_mut_2582_;
                                    uint64_t l_3288_ = uint64_t(_e6591);
                                    uint64_t l_3289_ = (l_3287_ * l_3288_);
                                    uint64_t l_3290_ = (l_3289_ >> uint(32uL));
                                    uint l_2584_ = uint(l_3290_);
                                    uint _e6600 = l_mut_2582_;
                                    uint l_2585_ = (l_52_ * _e6600);
                                    uint l_2586_ = (l_2584_ + l_2585_);
                                    uint l_2587_ = (l_54_ + l_2583_);
                                    uint l_2588_ = (l_57_ + l_2586_);
                                    bool l_2589_ = (l_2587_ < l_54_);
                                    uint l_2590_ = uint(l_2589_);
                                    uint l_2591_ = (l_2588_ + l_2590_);
                                    l_mut_1716_ = 0u;
                                    l_mut_773_ = 0u;
                                    uint _e6610 = l_mut_2582_;
                                    bool l_2592_ = (_e6610 < 65536u);
                                    if (l_2592_) {
                                        uint _e6613 = l_mut_2582_;
                                        uint _e6614 = l_mut_2582_;
                                        uint l_2593_ = (_e6613 * _e6614);
                                        uint l_2594_ = (l_62_ >> 31u);
                                        bool l_2595_ = (l_2594_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2595_) {
                                            uint l_2596_ = (0u - l_59_);
                                            uint l_2597_ = (0u - l_62_);
                                            bool l_2598_ = (0u < l_59_);
                                            uint l_2599_ = uint(l_2598_);
                                            uint l_2600_ = (l_2597_ - l_2599_);
                                            l_mut_457_ = l_2596_;
                                            l_mut_452_ = l_2600_;
                                        }
                                        uint _e6628 = l_mut_457_;
                                        uint l_2601_ = (_e6628 * l_2593_);
                                        uint _e6630 = l_mut_452_;
                                        uint l_2602_ = (_e6630 * l_2593_);
                                        uint _e6632 = l_mut_457_;
                                        uint64_t l_3292_ = uint64_t(_e6632);
                                        uint64_t l_3293_ = uint64_t(l_2593_);
                                        uint64_t l_3294_ = (l_3292_ * l_3293_);
                                        uint64_t l_3295_ = (l_3294_ >> uint(32uL));
                                        uint l_2603_ = uint(l_3295_);
                                        uint l_2604_ = (l_2603_ + l_2602_);
                                        uint _e6643 = l_mut_452_;
                                        uint64_t l_3297_ = uint64_t(_e6643);
                                        uint64_t l_3298_ = uint64_t(l_2593_);
                                        uint64_t l_3299_ = (l_3297_ * l_3298_);
                                        uint64_t l_3300_ = (l_3299_ >> uint(32uL));
                                        uint l_2605_ = uint(l_3300_);
                                        bool l_2606_ = (l_2604_ < l_2602_);
                                        uint l_2607_ = uint(l_2606_);
                                        uint l_2608_ = (l_2605_ + l_2607_);
                                        uint l_2609_ = naga_mod(l_9_, 32u);
                                        l_mut_451_ = l_2601_;
                                        bool l_2610_ = (l_2609_ > 0u);
                                        if (l_2610_) {
                                            uint l_2611_ = (l_2601_ >> l_2609_);
                                            uint l_2612_ = (32u - l_2609_);
                                            uint l_2613_ = (l_2604_ << l_2612_);
                                            uint l_2614_ = (l_2611_ | l_2613_);
                                            l_mut_451_ = l_2614_;
                                        }
                                        l_mut_448_ = l_2604_;
                                        bool l_2615_ = (l_2609_ > 0u);
                                        if (l_2615_) {
                                            uint l_2616_ = (l_2604_ >> l_2609_);
                                            uint l_2617_ = (32u - l_2609_);
                                            uint l_2618_ = (l_2608_ << l_2617_);
                                            uint l_2619_ = (l_2616_ | l_2618_);
                                            l_mut_448_ = l_2619_;
                                        }
                                        uint _e6672 = l_mut_451_;
                                        l_mut_447_ = _e6672;
                                        uint _e6673 = l_mut_448_;
                                        l_mut_451_ = _e6673;
                                        bool l_2620_ = (l_9_ >= 64u);
                                        if (l_2620_) {
                                            l_mut_447_ = l_2608_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            bool l_2621_ = (l_9_ >= 32u);
                                            if (l_2621_) {
                                                l_mut_448_ = l_2604_;
                                                bool l_2622_ = (l_2609_ > 0u);
                                                if (l_2622_) {
                                                    uint l_2623_ = (l_2604_ >> l_2609_);
                                                    uint l_2624_ = (32u - l_2609_);
                                                    uint l_2625_ = (l_2608_ << l_2624_);
                                                    uint l_2626_ = (l_2623_ | l_2625_);
                                                    l_mut_448_ = l_2626_;
                                                }
                                                uint l_2627_ = (l_2608_ >> l_2609_);
                                                uint _e6687 = l_mut_448_;
                                                l_mut_447_ = _e6687;
                                                l_mut_451_ = l_2627_;
                                            }
                                        }
                                        uint _e6688 = l_mut_447_;
                                        l_mut_457_ = _e6688;
                                        uint _e6689 = l_mut_451_;
                                        l_mut_452_ = _e6689;
                                        if (l_2595_) {
                                            uint _e6691 = l_mut_457_;
                                            uint l_2628_ = (0u - _e6691);
                                            uint _e6694 = l_mut_452_;
                                            uint l_2629_ = (0u - _e6694);
                                            uint _e6697 = l_mut_457_;
                                            bool l_2630_ = (0u < _e6697);
                                            uint l_2631_ = uint(l_2630_);
                                            uint l_2632_ = (l_2629_ - l_2631_);
                                            l_mut_457_ = l_2628_;
                                            l_mut_452_ = l_2632_;
                                        }
                                        uint _e6701 = l_mut_457_;
                                        l_mut_1716_ = _e6701;
                                        uint _e6702 = l_mut_452_;
                                        l_mut_773_ = _e6702;
                                    } else {
                                        uint l_2633_ = (l_62_ >> 31u);
                                        bool l_2634_ = (l_2633_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2634_) {
                                            uint l_2635_ = (0u - l_59_);
                                            uint l_2636_ = (0u - l_62_);
                                            bool l_2637_ = (0u < l_59_);
                                            uint l_2638_ = uint(l_2637_);
                                            uint l_2639_ = (l_2636_ - l_2638_);
                                            l_mut_457_ = l_2635_;
                                            l_mut_452_ = l_2639_;
                                        }
                                        uint _e6715 = l_mut_457_;
                                        uint _e6716 = l_mut_2582_;
                                        uint l_2640_ = (_e6715 * _e6716);
                                        uint _e6718 = l_mut_452_;
                                        uint _e6719 = l_mut_2582_;
                                        uint l_2641_ = (_e6718 * _e6719);
                                        uint _e6721 = l_mut_457_;
                                        uint64_t l_3302_ = uint64_t(_e6721);
                                        uint _e6723 = l_mut_2582_;
                                        uint64_t l_3303_ = uint64_t(_e6723);
                                        uint64_t l_3304_ = (l_3302_ * l_3303_);
                                        uint64_t l_3305_ = (l_3304_ >> uint(32uL));
                                        uint l_2642_ = uint(l_3305_);
                                        uint l_2643_ = (l_2642_ + l_2641_);
                                        uint _e6733 = l_mut_452_;
                                        uint64_t l_3307_ = uint64_t(_e6733);
                                        uint _e6735 = l_mut_2582_;
                                        uint64_t l_3308_ = uint64_t(_e6735);
                                        uint64_t l_3309_ = (l_3307_ * l_3308_);
                                        uint64_t l_3310_ = (l_3309_ >> uint(32uL));
                                        uint l_2644_ = uint(l_3310_);
                                        bool l_2645_ = (l_2643_ < l_2641_);
                                        uint l_2646_ = uint(l_2645_);
                                        uint l_2647_ = (l_2644_ + l_2646_);
                                        l_mut_451_ = l_2640_;
                                        bool l_2649_ = (0u > 0u);
                                        if (l_2649_) {
                                            uint l_2650_ = (l_2640_ >> 0u);
                                            uint l_2651_ = (32u - 0u);
                                            uint l_2652_ = (l_2643_ << l_2651_);
                                            uint l_2653_ = (l_2650_ | l_2652_);
                                            l_mut_451_ = l_2653_;
                                        }
                                        l_mut_448_ = l_2643_;
                                        bool l_2654_ = (0u > 0u);
                                        if (l_2654_) {
                                            uint l_2655_ = (l_2643_ >> 0u);
                                            uint l_2656_ = (32u - 0u);
                                            uint l_2657_ = (l_2647_ << l_2656_);
                                            uint l_2658_ = (l_2655_ | l_2657_);
                                            l_mut_448_ = l_2658_;
                                        }
                                        uint _e6762 = l_mut_451_;
                                        l_mut_447_ = _e6762;
                                        uint _e6763 = l_mut_448_;
                                        l_mut_451_ = _e6763;
                                        if (false) {
                                            l_mut_447_ = l_2647_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_448_ = l_2643_;
                                                bool l_2661_ = (0u > 0u);
                                                if (l_2661_) {
                                                    uint l_2662_ = (l_2643_ >> 0u);
                                                    uint l_2663_ = (32u - 0u);
                                                    uint l_2664_ = (l_2647_ << l_2663_);
                                                    uint l_2665_ = (l_2662_ | l_2664_);
                                                    l_mut_448_ = l_2665_;
                                                }
                                                uint l_2666_ = (l_2647_ >> 0u);
                                                uint _e6775 = l_mut_448_;
                                                l_mut_447_ = _e6775;
                                                l_mut_451_ = l_2666_;
                                            }
                                        }
                                        uint _e6776 = l_mut_457_;
                                        uint _e6777 = l_mut_2582_;
                                        uint l_2667_ = (_e6776 * _e6777);
                                        uint _e6779 = l_mut_452_;
                                        uint _e6780 = l_mut_2582_;
                                        uint l_2668_ = (_e6779 * _e6780);
                                        uint _e6782 = l_mut_457_;
                                        uint64_t l_3312_ = uint64_t(_e6782);
                                        uint _e6784 = l_mut_2582_;
                                        uint64_t l_3313_ = uint64_t(_e6784);
                                        uint64_t l_3314_ = (l_3312_ * l_3313_);
                                        uint64_t l_3315_ = (l_3314_ >> uint(32uL));
                                        uint l_2669_ = uint(l_3315_);
                                        uint l_2670_ = (l_2669_ + l_2668_);
                                        uint _e6794 = l_mut_452_;
                                        uint64_t l_3317_ = uint64_t(_e6794);
                                        uint _e6796 = l_mut_2582_;
                                        uint64_t l_3318_ = uint64_t(_e6796);
                                        uint64_t l_3319_ = (l_3317_ * l_3318_);
                                        uint64_t l_3320_ = (l_3319_ >> uint(32uL));
                                        uint l_2671_ = uint(l_3320_);
                                        bool l_2672_ = (l_2670_ < l_2668_);
                                        uint l_2673_ = uint(l_2672_);
                                        uint l_2674_ = (l_2671_ + l_2673_);
                                        l_mut_448_ = l_2667_;
                                        bool l_2676_ = (0u > 0u);
                                        if (l_2676_) {
                                            uint l_2677_ = (l_2667_ >> 0u);
                                            uint l_2678_ = (32u - 0u);
                                            uint l_2679_ = (l_2670_ << l_2678_);
                                            uint l_2680_ = (l_2677_ | l_2679_);
                                            l_mut_448_ = l_2680_;
                                        }
                                        l_mut_446_ = l_2670_;
                                        bool l_2681_ = (0u > 0u);
                                        if (l_2681_) {
                                            uint l_2682_ = (l_2670_ >> 0u);
                                            uint l_2683_ = (32u - 0u);
                                            uint l_2684_ = (l_2674_ << l_2683_);
                                            uint l_2685_ = (l_2682_ | l_2684_);
                                            l_mut_446_ = l_2685_;
                                        }
                                        uint _e6823 = l_mut_448_;
                                        l_mut_435_ = _e6823;
                                        uint _e6824 = l_mut_446_;
                                        l_mut_448_ = _e6824;
                                        if (true) {
                                            l_mut_435_ = l_2674_;
                                            l_mut_448_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_446_ = l_2670_;
                                                bool l_2688_ = (0u > 0u);
                                                if (l_2688_) {
                                                    uint l_2689_ = (l_2670_ >> 0u);
                                                    uint l_2690_ = (32u - 0u);
                                                    uint l_2691_ = (l_2674_ << l_2690_);
                                                    uint l_2692_ = (l_2689_ | l_2691_);
                                                    l_mut_446_ = l_2692_;
                                                }
                                                uint l_2693_ = (l_2674_ >> 0u);
                                                uint _e6836 = l_mut_446_;
                                                l_mut_435_ = _e6836;
                                                l_mut_448_ = l_2693_;
                                            }
                                        }
                                        uint _e6837 = l_mut_447_;
                                        uint _e6838 = l_mut_2582_;
                                        uint l_2694_ = (_e6837 * _e6838);
                                        uint _e6840 = l_mut_451_;
                                        uint _e6841 = l_mut_2582_;
                                        uint l_2695_ = (_e6840 * _e6841);
                                        uint _e6843 = l_mut_447_;
                                        uint64_t l_3322_ = uint64_t(_e6843);
                                        uint _e6845 = l_mut_2582_;
                                        uint64_t l_3323_ = uint64_t(_e6845);
                                        uint64_t l_3324_ = (l_3322_ * l_3323_);
                                        uint64_t l_3325_ = (l_3324_ >> uint(32uL));
                                        uint l_2696_ = uint(l_3325_);
                                        uint l_2697_ = (l_2696_ + l_2695_);
                                        uint _e6855 = l_mut_451_;
                                        uint64_t l_3327_ = uint64_t(_e6855);
                                        uint _e6857 = l_mut_2582_;
                                        uint64_t l_3328_ = uint64_t(_e6857);
                                        uint64_t l_3329_ = (l_3327_ * l_3328_);
                                        uint64_t l_3330_ = (l_3329_ >> uint(32uL));
                                        uint l_2698_ = uint(l_3330_);
                                        bool l_2699_ = (l_2697_ < l_2695_);
                                        uint l_2700_ = uint(l_2699_);
                                        uint l_2701_ = (l_2698_ + l_2700_);
                                        l_mut_457_ = l_2694_;
                                        bool l_2703_ = (0u > 0u);
                                        if (l_2703_) {
                                            uint l_2704_ = (l_2694_ >> 0u);
                                            uint l_2705_ = (32u - 0u);
                                            uint l_2706_ = (l_2697_ << l_2705_);
                                            uint l_2707_ = (l_2704_ | l_2706_);
                                            l_mut_457_ = l_2707_;
                                        }
                                        l_mut_452_ = l_2697_;
                                        bool l_2708_ = (0u > 0u);
                                        if (l_2708_) {
                                            uint l_2709_ = (l_2697_ >> 0u);
                                            uint l_2710_ = (32u - 0u);
                                            uint l_2711_ = (l_2701_ << l_2710_);
                                            uint l_2712_ = (l_2709_ | l_2711_);
                                            l_mut_452_ = l_2712_;
                                        }
                                        uint _e6884 = l_mut_457_;
                                        l_mut_446_ = _e6884;
                                        uint _e6885 = l_mut_452_;
                                        l_mut_457_ = _e6885;
                                        if (false) {
                                            l_mut_446_ = l_2701_;
                                            l_mut_457_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_452_ = l_2697_;
                                                bool l_2715_ = (0u > 0u);
                                                if (l_2715_) {
                                                    uint l_2716_ = (l_2697_ >> 0u);
                                                    uint l_2717_ = (32u - 0u);
                                                    uint l_2718_ = (l_2701_ << l_2717_);
                                                    uint l_2719_ = (l_2716_ | l_2718_);
                                                    l_mut_452_ = l_2719_;
                                                }
                                                uint l_2720_ = (l_2701_ >> 0u);
                                                uint _e6897 = l_mut_452_;
                                                l_mut_446_ = _e6897;
                                                l_mut_457_ = l_2720_;
                                            }
                                        }
                                        uint _e6898 = l_mut_447_;
                                        uint _e6899 = l_mut_2582_;
                                        uint l_2721_ = (_e6898 * _e6899);
                                        uint _e6901 = l_mut_451_;
                                        uint _e6902 = l_mut_2582_;
                                        uint l_2722_ = (_e6901 * _e6902);
                                        uint _e6904 = l_mut_447_;
                                        uint64_t l_3332_ = uint64_t(_e6904);
                                        uint _e6906 = l_mut_2582_;
                                        uint64_t l_3333_ = uint64_t(_e6906);
                                        uint64_t l_3334_ = (l_3332_ * l_3333_);
                                        uint64_t l_3335_ = (l_3334_ >> uint(32uL));
                                        uint l_2723_ = uint(l_3335_);
                                        uint l_2724_ = (l_2723_ + l_2722_);
                                        uint _e6916 = l_mut_451_;
                                        uint64_t l_3337_ = uint64_t(_e6916);
                                        uint _e6918 = l_mut_2582_;
                                        uint64_t l_3338_ = uint64_t(_e6918);
                                        uint64_t l_3339_ = (l_3337_ * l_3338_);
                                        uint64_t l_3340_ = (l_3339_ >> uint(32uL));
                                        uint l_2725_ = uint(l_3340_);
                                        bool l_2726_ = (l_2724_ < l_2722_);
                                        uint l_2727_ = uint(l_2726_);
                                        uint l_2728_ = (l_2725_ + l_2727_);
                                        l_mut_452_ = l_2721_;
                                        bool l_2730_ = (0u > 0u);
                                        if (l_2730_) {
                                            uint l_2731_ = (l_2721_ >> 0u);
                                            uint l_2732_ = (32u - 0u);
                                            uint l_2733_ = (l_2724_ << l_2732_);
                                            uint l_2734_ = (l_2731_ | l_2733_);
                                            l_mut_452_ = l_2734_;
                                        }
                                        l_mut_428_ = l_2724_;
                                        bool l_2735_ = (0u > 0u);
                                        if (l_2735_) {
                                            uint l_2736_ = (l_2724_ >> 0u);
                                            uint l_2737_ = (32u - 0u);
                                            uint l_2738_ = (l_2728_ << l_2737_);
                                            uint l_2739_ = (l_2736_ | l_2738_);
                                            l_mut_428_ = l_2739_;
                                        }
                                        uint _e6945 = l_mut_452_;
                                        l_mut_401_ = _e6945;
                                        uint _e6946 = l_mut_428_;
                                        l_mut_452_ = _e6946;
                                        if (true) {
                                            l_mut_401_ = l_2728_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_428_ = l_2724_;
                                                bool l_2742_ = (0u > 0u);
                                                if (l_2742_) {
                                                    uint l_2743_ = (l_2724_ >> 0u);
                                                    uint l_2744_ = (32u - 0u);
                                                    uint l_2745_ = (l_2728_ << l_2744_);
                                                    uint l_2746_ = (l_2743_ | l_2745_);
                                                    l_mut_428_ = l_2746_;
                                                }
                                                uint l_2747_ = (l_2728_ >> 0u);
                                                uint _e6958 = l_mut_428_;
                                                l_mut_401_ = _e6958;
                                                l_mut_452_ = l_2747_;
                                            }
                                        }
                                        uint _e6959 = l_mut_435_;
                                        uint _e6960 = l_mut_2582_;
                                        uint l_2748_ = (_e6959 * _e6960);
                                        uint _e6962 = l_mut_435_;
                                        uint64_t l_3342_ = uint64_t(_e6962);
                                        uint _e6964 = l_mut_2582_;
                                        uint64_t l_3343_ = uint64_t(_e6964);
                                        uint64_t l_3344_ = (l_3342_ * l_3343_);
                                        uint64_t l_3345_ = (l_3344_ >> uint(32uL));
                                        uint l_2749_ = uint(l_3345_);
                                        uint _e6973 = l_mut_448_;
                                        uint _e6974 = l_mut_2582_;
                                        uint l_2750_ = (_e6973 * _e6974);
                                        uint l_2751_ = (l_2749_ + l_2750_);
                                        uint _e6977 = l_mut_401_;
                                        uint l_2752_ = (_e6977 + l_2748_);
                                        uint _e6979 = l_mut_452_;
                                        uint l_2753_ = (_e6979 + l_2751_);
                                        uint _e6981 = l_mut_401_;
                                        bool l_2754_ = (l_2752_ < _e6981);
                                        uint l_2755_ = uint(l_2754_);
                                        uint l_2756_ = (l_2753_ + l_2755_);
                                        uint _e6985 = l_mut_446_;
                                        l_mut_1716_ = _e6985;
                                        uint _e6986 = l_mut_457_;
                                        l_mut_773_ = _e6986;
                                        bool l_2757_ = (l_9_ == 64u);
                                        if (l_2757_) {
                                            l_mut_1716_ = l_2752_;
                                            l_mut_773_ = l_2756_;
                                        } else {
                                            bool l_2758_ = (l_9_ > 0u);
                                            if (l_2758_) {
                                                uint l_2759_ = (64u - l_9_);
                                                l_mut_452_ = l_2752_;
                                                l_mut_451_ = l_2756_;
                                                bool l_2760_ = (l_2759_ >= 32u);
                                                if (l_2760_) {
                                                    uint l_2761_ = (l_2759_ & 31u);
                                                    uint l_2762_ = (l_2752_ << l_2761_);
                                                    l_mut_452_ = 0u;
                                                    l_mut_451_ = l_2762_;
                                                } else {
                                                    bool l_2763_ = (l_2759_ > 0u);
                                                    if (l_2763_) {
                                                        uint l_2764_ = (l_2752_ << l_2759_);
                                                        uint l_2765_ = (l_2756_ << l_2759_);
                                                        uint l_2766_ = (32u - l_2759_);
                                                        uint l_2767_ = (l_2752_ >> l_2766_);
                                                        uint l_2768_ = (l_2765_ | l_2767_);
                                                        l_mut_452_ = l_2764_;
                                                        l_mut_451_ = l_2768_;
                                                    }
                                                }
                                                uint _e7007 = l_mut_446_;
                                                l_mut_448_ = _e7007;
                                                uint _e7008 = l_mut_457_;
                                                l_mut_447_ = _e7008;
                                                bool l_2769_ = (l_9_ >= 32u);
                                                if (l_2769_) {
                                                    uint l_2770_ = (l_9_ & 31u);
                                                    uint _e7013 = l_mut_457_;
                                                    uint l_2771_ = (_e7013 >> l_2770_);
                                                    l_mut_448_ = l_2771_;
                                                    l_mut_447_ = 0u;
                                                } else {
                                                    bool l_2772_ = (l_9_ > 0u);
                                                    if (l_2772_) {
                                                        uint _e7018 = l_mut_446_;
                                                        l_mut_435_ = _e7018;
                                                        bool l_2773_ = (l_9_ > 0u);
                                                        if (l_2773_) {
                                                            uint _e7021 = l_mut_446_;
                                                            uint l_2774_ = (_e7021 >> l_9_);
                                                            uint l_2775_ = (32u - l_9_);
                                                            uint _e7025 = l_mut_457_;
                                                            uint l_2776_ = (_e7025 << l_2775_);
                                                            uint l_2777_ = (l_2774_ | l_2776_);
                                                            l_mut_435_ = l_2777_;
                                                        }
                                                        uint _e7028 = l_mut_457_;
                                                        uint l_2778_ = (_e7028 >> l_9_);
                                                        uint _e7030 = l_mut_435_;
                                                        l_mut_448_ = _e7030;
                                                        l_mut_447_ = l_2778_;
                                                    }
                                                }
                                                uint _e7031 = l_mut_452_;
                                                uint _e7032 = l_mut_448_;
                                                uint l_2779_ = (_e7031 + _e7032);
                                                uint _e7034 = l_mut_451_;
                                                uint _e7035 = l_mut_447_;
                                                uint l_2780_ = (_e7034 + _e7035);
                                                uint _e7037 = l_mut_452_;
                                                bool l_2781_ = (l_2779_ < _e7037);
                                                uint l_2782_ = uint(l_2781_);
                                                uint l_2783_ = (l_2780_ + l_2782_);
                                                l_mut_1716_ = l_2779_;
                                                l_mut_773_ = l_2783_;
                                            }
                                        }
                                        if (l_2634_) {
                                            uint _e7042 = l_mut_1716_;
                                            uint l_2784_ = (0u - _e7042);
                                            uint _e7045 = l_mut_773_;
                                            uint l_2785_ = (0u - _e7045);
                                            uint _e7048 = l_mut_1716_;
                                            bool l_2786_ = (0u < _e7048);
                                            uint l_2787_ = uint(l_2786_);
                                            uint l_2788_ = (l_2785_ - l_2787_);
                                            l_mut_1716_ = l_2784_;
                                            l_mut_773_ = l_2788_;
                                        }
                                    }
                                    uint _e7052 = l_mut_1716_;
                                    uint l_2789_ = (l_2587_ + _e7052);
                                    uint _e7054 = l_mut_773_;
                                    uint l_2790_ = (l_2591_ + _e7054);
                                    bool l_2791_ = (l_2789_ < l_2587_);
                                    uint l_2792_ = uint(l_2791_);
                                    uint l_2793_ = (l_2790_ + l_2792_);
                                    uint l_2794_ = (0u - l_2789_);
                                    uint l_2795_ = (0u - l_2793_);
                                    bool l_2796_ = (0u < l_2789_);
                                    uint l_2797_ = uint(l_2796_);
                                    uint l_2798_ = (l_2795_ - l_2797_);
                                    l_mut_1716_ = l_2794_;
                                    l_mut_773_ = l_2798_;
                                    uint _e7067 = l_mut_773_;
                                    bool l_2799_ = (l_2793_ < _e7067);
                                    uint _e7069 = l_mut_773_;
                                    bool l_2800_ = (l_2793_ == _e7069);
                                    uint _e7071 = l_mut_1716_;
                                    bool l_2801_ = (l_2789_ < _e7071);
                                    if (l_2800_) {
                                        local_183 = l_2801_;
                                    } else {
                                        local_183 = false;
                                    }
                                    bool l_2802_ = local_183;
                                    if (!(l_2799_)) {
                                        local_184 = l_2802_;
                                    } else {
                                        local_184 = true;
                                    }
                                    bool l_2803_ = local_184;
                                    if (l_2803_) {
                                        l_mut_1716_ = l_2789_;
                                        l_mut_773_ = l_2793_;
                                    }
                                    uint _e7082 = l_mut_773_;
                                    bool l_2804_ = (_e7082 < l_17_);
                                    uint _e7084 = l_mut_773_;
                                    bool l_2805_ = (_e7084 == l_17_);
                                    uint _e7086 = l_mut_1716_;
                                    bool l_2806_ = (_e7086 < l_14_);
                                    if (l_2805_) {
                                        local_185 = l_2806_;
                                    } else {
                                        local_185 = false;
                                    }
                                    bool l_2807_ = local_185;
                                    if (!(l_2804_)) {
                                        local_186 = l_2807_;
                                    } else {
                                        local_186 = true;
                                    }
                                    bool l_2808_ = local_186;
                                    if (l_2808_) {
                                        uint _e7097 = l_mut_2030_;
                                        uint l_2809_ = (_e7097 * 2u);
                                        uint l_2810_ = (l_2809_ + 1u);
                                        uint l_2811_ = asuint(info.Load(40+0));
                                        bool l_2812_ = (l_2810_ < l_2811_);
                                        if (l_2812_) {
                                            uint l_3347_ = asuint(info.Load(16+0));
                                            uint l_3348_ = (l_3347_ * 1u);
                                            bool l_3349_ = (l_2809_ < l_3348_);
                                            if (l_3349_) {
                                                buffer_4_global.Store(l_2809_*4, asuint(id));
                                            }
                                            uint l_2813_ = (l_2809_ + 1u);
                                            uint l_3350_ = asuint(info.Load(16+0));
                                            uint l_3351_ = (l_3350_ * 1u);
                                            bool l_3352_ = (l_2813_ < l_3351_);
                                            if (l_3352_) {
                                                uint _e7127 = l_mut_2582_;
                                                buffer_4_global.Store(l_2813_*4, asuint(_e7127));
                                            }
                                        }
                                        uint _e7128 = l_mut_2030_;
                                        l_mut_2030_ = (_e7128 + 1u);
                                    }
                                }
                            }
                            uint _e7134 = l_mut_2030_;
                            l_mut_2035_ = _e7134;
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
