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
    uint l_mut_1656_ = (uint)0;
    uint l_mut_1940_ = (uint)0;
    uint l_mut_1945_ = (uint)0;
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
    uint l_mut_743_ = (uint)0;
    uint l_mut_748_ = (uint)0;
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
    uint l_mut_674_ = (uint)0;
    bool local_48 = (bool)0;
    bool local_49 = (bool)0;
    bool local_50 = (bool)0;
    bool local_51 = (bool)0;
    bool local_52 = (bool)0;
    bool local_53 = (bool)0;
    uint l_mut_741_ = (uint)0;
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
    uint l_mut_858_ = (uint)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    bool local_70 = (bool)0;
    bool local_71 = (bool)0;
    bool local_72 = (bool)0;
    bool local_73 = (bool)0;
    bool local_74 = (bool)0;
    bool local_75 = (bool)0;
    uint l_mut_940_ = (uint)0;
    bool local_76 = (bool)0;
    bool local_77 = (bool)0;
    bool local_78 = (bool)0;
    bool local_79 = (bool)0;
    bool local_80 = (bool)0;
    bool local_81 = (bool)0;
    bool local_82 = (bool)0;
    uint l_mut_1023_ = 0u;
    bool local_83 = (bool)0;
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    uint l_mut_1650_ = (uint)0;
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
    uint l_mut_1759_ = (uint)0;
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
    uint l_mut_1871_ = (uint)0;
    bool local_127 = (bool)0;
    bool local_128 = (bool)0;
    bool local_129 = (bool)0;
    bool local_130 = (bool)0;
    bool local_131 = (bool)0;
    bool local_132 = (bool)0;
    uint l_mut_1938_ = (uint)0;
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
    uint l_mut_2055_ = (uint)0;
    bool local_147 = (bool)0;
    bool local_148 = (bool)0;
    bool local_149 = (bool)0;
    bool local_150 = (bool)0;
    bool local_151 = (bool)0;
    bool local_152 = (bool)0;
    bool local_153 = (bool)0;
    bool local_154 = (bool)0;
    uint l_mut_2137_ = (uint)0;
    bool local_155 = (bool)0;
    bool local_156 = (bool)0;
    bool local_157 = (bool)0;
    bool local_158 = (bool)0;
    bool local_159 = (bool)0;
    bool local_160 = (bool)0;
    bool local_161 = (bool)0;
    bool local_162 = (bool)0;
    uint l_mut_2221_ = (uint)0;
    bool local_163 = (bool)0;
    bool local_164 = (bool)0;
    bool local_165 = (bool)0;
    bool local_166 = (bool)0;
    uint l_mut_2455_ = 0u;
    uint l_mut_2462_ = (uint)0;
    bool local_167 = (bool)0;
    bool local_168 = (bool)0;
    bool local_169 = (bool)0;
    bool local_170 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2750_ = asuint(info.Load(20+0));
        uint l_2751_ = (l_2750_ * 1u);
        uint l_2752_ = (l_2751_ - 1u);
        uint l_2753_ = min(3u, l_2752_);
        uint _e71; buffer_5_global.InterlockedAdd(l_2753_*4, 1u, _e71);
    }
    uint l_2694_ = asuint(info.Load(12+0));
    uint l_2695_ = (l_2694_ * 1u);
    bool l_2696_ = (0u < l_2695_);
    uint l_2697_ = (l_2695_ - 1u);
    uint l_2698_ = min(0u, l_2697_);
    uint l_2699_ = asuint(buffer_3_global.Load(l_2698_*4));
    uint l_4_ = (l_2696_ ? l_2699_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2701_ = asuint(info.Load(12+0));
    uint l_2702_ = (l_2701_ * 1u);
    bool l_2703_ = (l_6_ < l_2702_);
    uint l_2704_ = (l_2702_ - 1u);
    uint l_2705_ = min(l_6_, l_2704_);
    uint l_2706_ = asuint(buffer_3_global.Load(l_2705_*4));
    uint l_7_ = (l_2703_ ? l_2706_ : 0u);
    uint l_2708_ = asuint(info.Load(12+0));
    uint l_2709_ = (l_2708_ * 1u);
    bool l_2710_ = (2u < l_2709_);
    uint l_2711_ = (l_2709_ - 1u);
    uint l_2712_ = min(2u, l_2711_);
    uint l_2713_ = asuint(buffer_3_global.Load(l_2712_*4));
    uint l_9_ = (l_2710_ ? l_2713_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2715_ = asuint(info.Load(12+0));
    uint l_2716_ = (l_2715_ * 1u);
    bool l_2717_ = (l_11_ < l_2716_);
    uint l_2718_ = (l_2716_ - 1u);
    uint l_2719_ = min(l_11_, l_2718_);
    uint l_2720_ = asuint(buffer_3_global.Load(l_2719_*4));
    uint l_12_ = (l_2717_ ? l_2720_ : 0u);
    uint l_2722_ = asuint(info.Load(12+0));
    uint l_2723_ = (l_2722_ * 1u);
    bool l_2724_ = (4u < l_2723_);
    uint l_2725_ = (l_2723_ - 1u);
    uint l_2726_ = min(4u, l_2725_);
    uint l_2727_ = asuint(buffer_3_global.Load(l_2726_*4));
    uint l_14_ = (l_2724_ ? l_2727_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2729_ = asuint(info.Load(12+0));
    uint l_2730_ = (l_2729_ * 1u);
    bool l_2731_ = (l_16_ < l_2730_);
    uint l_2732_ = (l_2730_ - 1u);
    uint l_2733_ = min(l_16_, l_2732_);
    uint l_2734_ = asuint(buffer_3_global.Load(l_2733_*4));
    uint l_17_ = (l_2731_ ? l_2734_ : 0u);
    uint l_2736_ = asuint(info.Load(12+0));
    uint l_2737_ = (l_2736_ * 1u);
    bool l_2738_ = (6u < l_2737_);
    uint l_2739_ = (l_2737_ - 1u);
    uint l_2740_ = min(6u, l_2739_);
    uint l_2741_ = asuint(buffer_3_global.Load(l_2740_*4));
    uint l_19_ = (l_2738_ ? l_2741_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2743_ = asuint(info.Load(12+0));
    uint l_2744_ = (l_2743_ * 1u);
    bool l_2745_ = (l_21_ < l_2744_);
    uint l_2746_ = (l_2744_ - 1u);
    uint l_2747_ = min(l_21_, l_2746_);
    uint l_2748_ = asuint(buffer_3_global.Load(l_2747_*4));
    uint l_22_ = (l_2745_ ? l_2748_ : 0u);
    uint l_23_ = (2u * id);
    uint l_24_ = asuint(info.Load(24+0));
    bool l_25_ = (l_23_ < l_24_);
    uint l_26_ = (id * l_4_);
    uint64_t l_2755_ = uint64_t(id);
    uint64_t l_2756_ = uint64_t(l_4_);
    uint64_t l_2757_ = (l_2755_ * l_2756_);
    uint64_t l_2758_ = (l_2757_ >> uint(32uL));
    uint l_27_ = uint(l_2758_);
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
        uint l_2760_ = asuint(info.Load(0+0));
        uint l_2761_ = (l_2760_ * 1u);
        bool l_2762_ = (l_48_ < l_2761_);
        uint l_2763_ = (l_2761_ - 1u);
        uint l_2764_ = min(l_48_, l_2763_);
        uint l_2765_ = asuint(buffer_0_global.Load(l_2764_*4));
        uint l_49_ = (l_2762_ ? l_2765_ : 0u);
        uint l_50_ = (2u * id);
        uint l_51_ = (l_50_ + 1u);
        uint l_2767_ = asuint(info.Load(0+0));
        uint l_2768_ = (l_2767_ * 1u);
        bool l_2769_ = (l_51_ < l_2768_);
        uint l_2770_ = (l_2768_ - 1u);
        uint l_2771_ = min(l_51_, l_2770_);
        uint l_2772_ = asuint(buffer_0_global.Load(l_2771_*4));
        uint l_52_ = (l_2769_ ? l_2772_ : 0u);
        uint l_53_ = (2u * id);
        uint l_2774_ = asuint(info.Load(4+0));
        uint l_2775_ = (l_2774_ * 1u);
        bool l_2776_ = (l_53_ < l_2775_);
        uint l_2777_ = (l_2775_ - 1u);
        uint l_2778_ = min(l_53_, l_2777_);
        uint l_2779_ = asuint(buffer_1_global.Load(l_2778_*4));
        uint l_54_ = (l_2776_ ? l_2779_ : 0u);
        uint l_55_ = (2u * id);
        uint l_56_ = (l_55_ + 1u);
        uint l_2781_ = asuint(info.Load(4+0));
        uint l_2782_ = (l_2781_ * 1u);
        bool l_2783_ = (l_56_ < l_2782_);
        uint l_2784_ = (l_2782_ - 1u);
        uint l_2785_ = min(l_56_, l_2784_);
        uint l_2786_ = asuint(buffer_1_global.Load(l_2785_*4));
        uint l_57_ = (l_2783_ ? l_2786_ : 0u);
        uint l_58_ = (2u * id);
        uint l_2788_ = asuint(info.Load(8+0));
        uint l_2789_ = (l_2788_ * 1u);
        bool l_2790_ = (l_58_ < l_2789_);
        uint l_2791_ = (l_2789_ - 1u);
        uint l_2792_ = min(l_58_, l_2791_);
        uint l_2793_ = asuint(buffer_2_global.Load(l_2792_*4));
        uint l_59_ = (l_2790_ ? l_2793_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2795_ = asuint(info.Load(8+0));
        uint l_2796_ = (l_2795_ * 1u);
        bool l_2797_ = (l_61_ < l_2796_);
        uint l_2798_ = (l_2796_ - 1u);
        uint l_2799_ = min(l_61_, l_2798_);
        uint l_2800_ = asuint(buffer_2_global.Load(l_2799_*4));
        uint l_62_ = (l_2797_ ? l_2800_ : 0u);
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
        uint64_t l_2802_ = uint64_t(_e389);
        uint64_t l_2803_ = uint64_t(l_4_);
        uint64_t l_2804_ = (l_2802_ * l_2803_);
        uint64_t l_2805_ = (l_2804_ >> uint(32uL));
        uint l_73_ = uint(l_2805_);
        uint l_74_ = (l_73_ + l_72_);
        uint _e400 = l_mut_65_;
        uint64_t l_2807_ = uint64_t(_e400);
        uint64_t l_2808_ = uint64_t(l_4_);
        uint64_t l_2809_ = (l_2807_ * l_2808_);
        uint64_t l_2810_ = (l_2809_ >> uint(32uL));
        uint l_75_ = uint(l_2810_);
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
            uint64_t l_2812_ = uint64_t(_e488);
            uint64_t l_2813_ = uint64_t(l_113_);
            uint64_t l_2814_ = (l_2812_ * l_2813_);
            uint64_t l_2815_ = (l_2814_ >> uint(32uL));
            uint l_123_ = uint(l_2815_);
            uint l_124_ = (l_123_ + l_122_);
            uint _e499 = l_mut_65_;
            uint64_t l_2817_ = uint64_t(_e499);
            uint64_t l_2818_ = uint64_t(l_113_);
            uint64_t l_2819_ = (l_2817_ * l_2818_);
            uint64_t l_2820_ = (l_2819_ >> uint(32uL));
            uint l_125_ = uint(l_2820_);
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
            uint64_t l_2822_ = uint64_t(_e575);
            uint64_t l_2823_ = uint64_t(l_4_);
            uint64_t l_2824_ = (l_2822_ * l_2823_);
            uint64_t l_2825_ = (l_2824_ >> uint(32uL));
            uint l_164_ = uint(l_2825_);
            uint l_165_ = (l_164_ + l_163_);
            uint _e586 = l_mut_135_;
            uint64_t l_2827_ = uint64_t(_e586);
            uint64_t l_2828_ = uint64_t(l_4_);
            uint64_t l_2829_ = (l_2827_ * l_2828_);
            uint64_t l_2830_ = (l_2829_ >> uint(32uL));
            uint l_166_ = uint(l_2830_);
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
            uint64_t l_2832_ = uint64_t(_e632);
            uint64_t l_2833_ = uint64_t(l_4_);
            uint64_t l_2834_ = (l_2832_ * l_2833_);
            uint64_t l_2835_ = (l_2834_ >> uint(32uL));
            uint l_191_ = uint(l_2835_);
            uint l_192_ = (l_191_ + l_190_);
            uint _e643 = l_mut_135_;
            uint64_t l_2837_ = uint64_t(_e643);
            uint64_t l_2838_ = uint64_t(l_4_);
            uint64_t l_2839_ = (l_2837_ * l_2838_);
            uint64_t l_2840_ = (l_2839_ >> uint(32uL));
            uint l_193_ = uint(l_2840_);
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
            uint64_t l_2842_ = uint64_t(_e689);
            uint64_t l_2843_ = uint64_t(l_4_);
            uint64_t l_2844_ = (l_2842_ * l_2843_);
            uint64_t l_2845_ = (l_2844_ >> uint(32uL));
            uint l_220_ = uint(l_2845_);
            uint l_221_ = (l_220_ + l_219_);
            uint _e700 = l_mut_80_;
            uint64_t l_2847_ = uint64_t(_e700);
            uint64_t l_2848_ = uint64_t(l_4_);
            uint64_t l_2849_ = (l_2847_ * l_2848_);
            uint64_t l_2850_ = (l_2849_ >> uint(32uL));
            uint l_222_ = uint(l_2850_);
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
            uint64_t l_2852_ = uint64_t(_e746);
            uint64_t l_2853_ = uint64_t(l_4_);
            uint64_t l_2854_ = (l_2852_ * l_2853_);
            uint64_t l_2855_ = (l_2854_ >> uint(32uL));
            uint l_247_ = uint(l_2855_);
            uint l_248_ = (l_247_ + l_246_);
            uint _e757 = l_mut_80_;
            uint64_t l_2857_ = uint64_t(_e757);
            uint64_t l_2858_ = uint64_t(l_4_);
            uint64_t l_2859_ = (l_2857_ * l_2858_);
            uint64_t l_2860_ = (l_2859_ >> uint(32uL));
            uint l_249_ = uint(l_2860_);
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
            uint64_t l_2862_ = uint64_t(_e801);
            uint64_t l_2863_ = uint64_t(l_4_);
            uint64_t l_2864_ = (l_2862_ * l_2863_);
            uint64_t l_2865_ = (l_2864_ >> uint(32uL));
            uint l_275_ = uint(l_2865_);
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
            uint64_t l_2867_ = uint64_t(_e996);
            uint64_t l_2868_ = uint64_t(l_374_);
            uint64_t l_2869_ = (l_2867_ * l_2868_);
            uint64_t l_2870_ = (l_2869_ >> uint(32uL));
            uint l_376_ = uint(l_2870_);
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
            uint64_t l_2872_ = uint64_t(_e1016);
            uint64_t l_2873_ = uint64_t(l_379_);
            uint64_t l_2874_ = (l_2872_ * l_2873_);
            uint64_t l_2875_ = (l_2874_ >> uint(32uL));
            uint l_382_ = uint(l_2875_);
            uint l_383_ = (l_382_ + l_381_);
            uint _e1027 = l_mut_65_;
            uint64_t l_2877_ = uint64_t(_e1027);
            uint64_t l_2878_ = uint64_t(l_379_);
            uint64_t l_2879_ = (l_2877_ * l_2878_);
            uint64_t l_2880_ = (l_2879_ >> uint(32uL));
            uint l_384_ = uint(l_2880_);
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
                            uint64_t l_2882_ = uint64_t(_e1260);
                            uint _e1262 = l_mut_435_;
                            uint64_t l_2883_ = uint64_t(_e1262);
                            uint64_t l_2884_ = (l_2882_ * l_2883_);
                            uint64_t l_2885_ = (l_2884_ >> uint(32uL));
                            uint l_493_ = uint(l_2885_);
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
                            uint64_t l_2887_ = uint64_t(_e1539);
                            uint _e1541 = l_mut_451_;
                            uint64_t l_2888_ = uint64_t(_e1541);
                            uint64_t l_2889_ = (l_2887_ * l_2888_);
                            uint64_t l_2890_ = (l_2889_ >> uint(32uL));
                            uint l_601_ = uint(l_2890_);
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
                l_mut_652_ = true;
                l_mut_457_ = 0u;
                uint _e1692 = l_mut_209_;
                uint _e1693 = l_mut_203_;
                uint l_653_ = (_e1692 | _e1693);
                bool l_654_ = (l_653_ == 0u);
                bool l_655_ = !(l_654_);
                bool _e1698 = l_mut_652_;
                if (_e1698) {
                    local_43 = l_655_;
                } else {
                    local_43 = false;
                }
                bool l_656_ = local_43;
                uint _e1703 = l_mut_203_;
                uint _e1704 = l_mut_448_;
                bool l_657_ = (_e1703 < _e1704);
                uint _e1706 = l_mut_203_;
                uint _e1707 = l_mut_448_;
                bool l_658_ = (_e1706 == _e1707);
                uint _e1709 = l_mut_209_;
                uint _e1710 = l_mut_451_;
                bool l_659_ = (_e1709 < _e1710);
                if (l_658_) {
                    local_44 = l_659_;
                } else {
                    local_44 = false;
                }
                bool l_660_ = local_44;
                if (!(l_657_)) {
                    local_45 = l_660_;
                } else {
                    local_45 = true;
                }
                bool l_661_ = local_45;
                if (l_656_) {
                    local_46 = l_661_;
                } else {
                    local_46 = false;
                }
                bool l_662_ = local_46;
                uint _e1725 = l_mut_92_;
                uint _e1726 = l_mut_86_;
                uint l_663_ = (_e1725 + _e1726);
                bool l_664_ = (l_663_ < l_4_);
                if (l_662_) {
                    local_47 = l_664_;
                } else {
                    local_47 = false;
                }
                bool l_665_ = local_47;
                if (l_665_) {
                    uint _e1733 = l_mut_92_;
                    uint l_666_ = (l_4_ - _e1733);
                    uint _e1735 = l_mut_86_;
                    uint l_667_ = (l_666_ - _e1735);
                    uint _e1737 = l_mut_92_;
                    uint l_668_ = naga_div(l_667_, _e1737);
                    uint _e1739 = l_mut_451_;
                    uint l_669_ = (_e1739 - 1u);
                    uint _e1742 = l_mut_448_;
                    uint l_670_ = (_e1742 - 0u);
                    uint _e1745 = l_mut_451_;
                    bool l_671_ = (_e1745 < 1u);
                    uint l_672_ = uint(l_671_);
                    uint l_673_ = (l_670_ - l_672_);
                    l_mut_452_ = l_669_;
                    l_mut_451_ = l_673_;
                    l_mut_448_ = 0u;
                    l_mut_674_ = 0u;
                    uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                    bool loop_init_2 = true;
                    while(true) {
                        if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                        loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                        if (!loop_init_2) {
                            uint _e1838 = l_mut_674_;
                            l_mut_674_ = (_e1838 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1753 = l_mut_674_;
                        if ((_e1753 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1757 = l_mut_674_;
                            uint l_675_ = (19u - _e1757);
                            uint _e1759 = l_mut_452_;
                            l_mut_447_ = _e1759;
                            uint _e1760 = l_mut_451_;
                            l_mut_446_ = _e1760;
                            bool l_676_ = (l_675_ >= 32u);
                            if (l_676_) {
                                uint l_677_ = (l_675_ & 31u);
                                uint _e1765 = l_mut_451_;
                                uint l_678_ = (_e1765 >> l_677_);
                                l_mut_447_ = l_678_;
                                l_mut_446_ = 0u;
                            } else {
                                bool l_679_ = (l_675_ > 0u);
                                if (l_679_) {
                                    uint _e1770 = l_mut_452_;
                                    l_mut_435_ = _e1770;
                                    bool l_680_ = (l_675_ > 0u);
                                    if (l_680_) {
                                        uint _e1773 = l_mut_452_;
                                        uint l_681_ = (_e1773 >> l_675_);
                                        uint l_682_ = (32u - l_675_);
                                        uint _e1777 = l_mut_451_;
                                        uint l_683_ = (_e1777 << l_682_);
                                        uint l_684_ = (l_681_ | l_683_);
                                        l_mut_435_ = l_684_;
                                    }
                                    uint _e1780 = l_mut_451_;
                                    uint l_685_ = (_e1780 >> l_675_);
                                    uint _e1782 = l_mut_435_;
                                    l_mut_447_ = _e1782;
                                    l_mut_446_ = l_685_;
                                }
                            }
                            uint _e1783 = l_mut_446_;
                            uint _e1784 = l_mut_203_;
                            bool l_686_ = (_e1783 < _e1784);
                            uint _e1786 = l_mut_446_;
                            uint _e1787 = l_mut_203_;
                            bool l_687_ = (_e1786 == _e1787);
                            uint _e1789 = l_mut_447_;
                            uint _e1790 = l_mut_209_;
                            bool l_688_ = (_e1789 < _e1790);
                            if (l_687_) {
                                local_48 = l_688_;
                            } else {
                                local_48 = false;
                            }
                            bool l_689_ = local_48;
                            if (!(l_686_)) {
                                local_49 = l_689_;
                            } else {
                                local_49 = true;
                            }
                            bool l_690_ = local_49;
                            bool l_691_ = !(l_690_);
                            if (l_691_) {
                                uint _e1802 = l_mut_209_;
                                l_mut_447_ = _e1802;
                                uint _e1803 = l_mut_203_;
                                l_mut_446_ = _e1803;
                                bool l_692_ = (l_675_ >= 32u);
                                if (l_692_) {
                                    uint l_693_ = (l_675_ & 31u);
                                    uint _e1808 = l_mut_209_;
                                    uint l_694_ = (_e1808 << l_693_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_694_;
                                } else {
                                    bool l_695_ = (l_675_ > 0u);
                                    if (l_695_) {
                                        uint _e1813 = l_mut_209_;
                                        uint l_696_ = (_e1813 << l_675_);
                                        uint _e1815 = l_mut_203_;
                                        uint l_697_ = (_e1815 << l_675_);
                                        uint l_698_ = (32u - l_675_);
                                        uint _e1819 = l_mut_209_;
                                        uint l_699_ = (_e1819 >> l_698_);
                                        uint l_700_ = (l_697_ | l_699_);
                                        l_mut_447_ = l_696_;
                                        l_mut_446_ = l_700_;
                                    }
                                }
                                uint _e1822 = l_mut_452_;
                                uint _e1823 = l_mut_447_;
                                uint l_701_ = (_e1822 - _e1823);
                                uint _e1825 = l_mut_451_;
                                uint _e1826 = l_mut_446_;
                                uint l_702_ = (_e1825 - _e1826);
                                uint _e1828 = l_mut_452_;
                                uint _e1829 = l_mut_447_;
                                bool l_703_ = (_e1828 < _e1829);
                                uint l_704_ = uint(l_703_);
                                uint l_705_ = (l_702_ - l_704_);
                                l_mut_452_ = l_701_;
                                l_mut_451_ = l_705_;
                                uint l_706_ = (1u << l_675_);
                                uint _e1835 = l_mut_448_;
                                l_mut_448_ = (_e1835 | l_706_);
                            }
                        }
                    }
                    uint _e1840 = l_mut_448_;
                    uint l_707_ = min(_e1840, l_668_);
                    l_mut_448_ = l_707_;
                    uint _e1842 = l_mut_451_;
                    uint _e1843 = l_mut_203_;
                    bool l_708_ = (_e1842 < _e1843);
                    uint _e1845 = l_mut_451_;
                    uint _e1846 = l_mut_203_;
                    bool l_709_ = (_e1845 == _e1846);
                    uint _e1848 = l_mut_452_;
                    uint _e1849 = l_mut_209_;
                    bool l_710_ = (_e1848 < _e1849);
                    if (l_709_) {
                        local_50 = l_710_;
                    } else {
                        local_50 = false;
                    }
                    bool l_711_ = local_50;
                    if (!(l_708_)) {
                        local_51 = l_711_;
                    } else {
                        local_51 = true;
                    }
                    bool l_712_ = local_51;
                    bool l_713_ = !(l_712_);
                    if (l_713_) {
                        l_mut_448_ = l_668_;
                    }
                    uint _e1861 = l_mut_448_;
                    l_mut_457_ = _e1861;
                }
                uint _e1862 = l_mut_265_;
                l_mut_452_ = _e1862;
                uint _e1863 = l_mut_259_;
                l_mut_451_ = _e1863;
                uint _e1864 = l_mut_209_;
                l_mut_448_ = _e1864;
                uint _e1865 = l_mut_203_;
                l_mut_447_ = _e1865;
                uint _e1866 = l_mut_92_;
                l_mut_446_ = _e1866;
                uint _e1867 = l_mut_86_;
                l_mut_435_ = _e1867;
                uint _e1868 = l_mut_141_;
                l_mut_428_ = _e1868;
                uint _e1869 = l_mut_135_;
                l_mut_401_ = _e1869;
                l_mut_395_ = 0u;
                uint _e1871 = l_mut_457_;
                bool l_714_ = (_e1871 > 0u);
                if (l_714_) {
                    uint _e1874 = l_mut_209_;
                    uint _e1875 = l_mut_457_;
                    uint l_715_ = (_e1874 * _e1875);
                    uint _e1877 = l_mut_209_;
                    uint64_t l_2892_ = uint64_t(_e1877);
                    uint _e1879 = l_mut_457_;
                    uint64_t l_2893_ = uint64_t(_e1879);
                    uint64_t l_2894_ = (l_2892_ * l_2893_);
                    uint64_t l_2895_ = (l_2894_ >> uint(32uL));
                    uint l_716_ = uint(l_2895_);
                    uint _e1888 = l_mut_203_;
                    uint _e1889 = l_mut_457_;
                    uint l_717_ = (_e1888 * _e1889);
                    uint l_718_ = (l_716_ + l_717_);
                    uint _e1892 = l_mut_265_;
                    uint l_719_ = (_e1892 - l_715_);
                    uint _e1894 = l_mut_259_;
                    uint l_720_ = (_e1894 - l_718_);
                    uint _e1896 = l_mut_265_;
                    bool l_721_ = (_e1896 < l_715_);
                    uint l_722_ = uint(l_721_);
                    uint l_723_ = (l_720_ - l_722_);
                    l_mut_452_ = l_719_;
                    l_mut_451_ = l_723_;
                    uint _e1900 = l_mut_457_;
                    uint _e1901 = l_mut_92_;
                    uint l_724_ = (_e1900 * _e1901);
                    uint _e1903 = l_mut_86_;
                    uint l_725_ = (_e1903 + l_724_);
                    l_mut_435_ = l_725_;
                } else {
                    uint _e1905 = l_mut_395_;
                    bool l_726_ = (_e1905 == 0u);
                    if (l_726_) {
                        uint _e1908 = l_mut_92_;
                        uint l_727_ = (l_4_ - _e1908);
                        uint _e1910 = l_mut_86_;
                        uint l_728_ = naga_div(l_727_, _e1910);
                        l_mut_457_ = 0u;
                        l_mut_652_ = false;
                        l_mut_652_ = true;
                        uint _e1915 = l_mut_265_;
                        uint _e1916 = l_mut_259_;
                        uint l_729_ = (_e1915 | _e1916);
                        bool l_730_ = (l_729_ == 0u);
                        if (l_730_) {
                            l_mut_457_ = l_728_;
                        } else {
                            bool _e1920 = l_mut_652_;
                            if (_e1920) {
                                uint _e1921 = l_mut_259_;
                                uint _e1922 = l_mut_203_;
                                bool l_731_ = (_e1921 < _e1922);
                                uint _e1924 = l_mut_259_;
                                uint _e1925 = l_mut_203_;
                                bool l_732_ = (_e1924 == _e1925);
                                uint _e1927 = l_mut_265_;
                                uint _e1928 = l_mut_209_;
                                bool l_733_ = (_e1927 < _e1928);
                                if (l_732_) {
                                    local_52 = l_733_;
                                } else {
                                    local_52 = false;
                                }
                                bool l_734_ = local_52;
                                if (!(l_731_)) {
                                    local_53 = l_734_;
                                } else {
                                    local_53 = true;
                                }
                                bool l_735_ = local_53;
                                if (l_735_) {
                                    uint _e1939 = l_mut_209_;
                                    uint l_736_ = (_e1939 - 1u);
                                    uint _e1942 = l_mut_203_;
                                    uint l_737_ = (_e1942 - 0u);
                                    uint _e1945 = l_mut_209_;
                                    bool l_738_ = (_e1945 < 1u);
                                    uint l_739_ = uint(l_738_);
                                    uint l_740_ = (l_737_ - l_739_);
                                    l_mut_389_ = l_736_;
                                    l_mut_80_ = l_740_;
                                    l_mut_65_ = 0u;
                                    l_mut_741_ = 0u;
                                    uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_3 = true;
                                    while(true) {
                                        if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                                        loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                                        if (!loop_init_3) {
                                            uint _e2038 = l_mut_741_;
                                            l_mut_741_ = (_e2038 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e1953 = l_mut_741_;
                                        if ((_e1953 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1957 = l_mut_741_;
                                            uint l_742_ = (19u - _e1957);
                                            uint _e1959 = l_mut_389_;
                                            l_mut_30_ = _e1959;
                                            uint _e1960 = l_mut_80_;
                                            l_mut_743_ = _e1960;
                                            bool l_744_ = (l_742_ >= 32u);
                                            if (l_744_) {
                                                uint l_745_ = (l_742_ & 31u);
                                                uint _e1965 = l_mut_80_;
                                                uint l_746_ = (_e1965 >> l_745_);
                                                l_mut_30_ = l_746_;
                                                l_mut_743_ = 0u;
                                            } else {
                                                bool l_747_ = (l_742_ > 0u);
                                                if (l_747_) {
                                                    uint _e1970 = l_mut_389_;
                                                    l_mut_748_ = _e1970;
                                                    bool l_749_ = (l_742_ > 0u);
                                                    if (l_749_) {
                                                        uint _e1973 = l_mut_389_;
                                                        uint l_750_ = (_e1973 >> l_742_);
                                                        uint l_751_ = (32u - l_742_);
                                                        uint _e1977 = l_mut_80_;
                                                        uint l_752_ = (_e1977 << l_751_);
                                                        uint l_753_ = (l_750_ | l_752_);
                                                        l_mut_748_ = l_753_;
                                                    }
                                                    uint _e1980 = l_mut_80_;
                                                    uint l_754_ = (_e1980 >> l_742_);
                                                    uint _e1982 = l_mut_748_;
                                                    l_mut_30_ = _e1982;
                                                    l_mut_743_ = l_754_;
                                                }
                                            }
                                            uint _e1983 = l_mut_743_;
                                            uint _e1984 = l_mut_259_;
                                            bool l_755_ = (_e1983 < _e1984);
                                            uint _e1986 = l_mut_743_;
                                            uint _e1987 = l_mut_259_;
                                            bool l_756_ = (_e1986 == _e1987);
                                            uint _e1989 = l_mut_30_;
                                            uint _e1990 = l_mut_265_;
                                            bool l_757_ = (_e1989 < _e1990);
                                            if (l_756_) {
                                                local_54 = l_757_;
                                            } else {
                                                local_54 = false;
                                            }
                                            bool l_758_ = local_54;
                                            if (!(l_755_)) {
                                                local_55 = l_758_;
                                            } else {
                                                local_55 = true;
                                            }
                                            bool l_759_ = local_55;
                                            bool l_760_ = !(l_759_);
                                            if (l_760_) {
                                                uint _e2002 = l_mut_265_;
                                                l_mut_748_ = _e2002;
                                                uint _e2003 = l_mut_259_;
                                                l_mut_743_ = _e2003;
                                                bool l_761_ = (l_742_ >= 32u);
                                                if (l_761_) {
                                                    uint l_762_ = (l_742_ & 31u);
                                                    uint _e2008 = l_mut_265_;
                                                    uint l_763_ = (_e2008 << l_762_);
                                                    l_mut_748_ = 0u;
                                                    l_mut_743_ = l_763_;
                                                } else {
                                                    bool l_764_ = (l_742_ > 0u);
                                                    if (l_764_) {
                                                        uint _e2013 = l_mut_265_;
                                                        uint l_765_ = (_e2013 << l_742_);
                                                        uint _e2015 = l_mut_259_;
                                                        uint l_766_ = (_e2015 << l_742_);
                                                        uint l_767_ = (32u - l_742_);
                                                        uint _e2019 = l_mut_265_;
                                                        uint l_768_ = (_e2019 >> l_767_);
                                                        uint l_769_ = (l_766_ | l_768_);
                                                        l_mut_748_ = l_765_;
                                                        l_mut_743_ = l_769_;
                                                    }
                                                }
                                                uint _e2022 = l_mut_389_;
                                                uint _e2023 = l_mut_748_;
                                                uint l_770_ = (_e2022 - _e2023);
                                                uint _e2025 = l_mut_80_;
                                                uint _e2026 = l_mut_743_;
                                                uint l_771_ = (_e2025 - _e2026);
                                                uint _e2028 = l_mut_389_;
                                                uint _e2029 = l_mut_748_;
                                                bool l_772_ = (_e2028 < _e2029);
                                                uint l_773_ = uint(l_772_);
                                                uint l_774_ = (l_771_ - l_773_);
                                                l_mut_389_ = l_770_;
                                                l_mut_80_ = l_774_;
                                                uint l_775_ = (1u << l_742_);
                                                uint _e2035 = l_mut_65_;
                                                l_mut_65_ = (_e2035 | l_775_);
                                            }
                                        }
                                    }
                                    uint _e2040 = l_mut_65_;
                                    uint l_776_ = min(_e2040, l_728_);
                                    l_mut_748_ = l_776_;
                                    uint _e2042 = l_mut_80_;
                                    uint _e2043 = l_mut_259_;
                                    bool l_777_ = (_e2042 < _e2043);
                                    uint _e2045 = l_mut_80_;
                                    uint _e2046 = l_mut_259_;
                                    bool l_778_ = (_e2045 == _e2046);
                                    uint _e2048 = l_mut_389_;
                                    uint _e2049 = l_mut_265_;
                                    bool l_779_ = (_e2048 < _e2049);
                                    if (l_778_) {
                                        local_56 = l_779_;
                                    } else {
                                        local_56 = false;
                                    }
                                    bool l_780_ = local_56;
                                    if (!(l_777_)) {
                                        local_57 = l_780_;
                                    } else {
                                        local_57 = true;
                                    }
                                    bool l_781_ = local_57;
                                    bool l_782_ = !(l_781_);
                                    if (l_782_) {
                                        l_mut_748_ = l_728_;
                                    }
                                    uint _e2061 = l_mut_748_;
                                    l_mut_457_ = _e2061;
                                }
                            } else {
                                uint _e2062 = l_mut_209_;
                                l_mut_748_ = _e2062;
                                uint _e2063 = l_mut_203_;
                                l_mut_743_ = _e2063;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2064 = l_mut_259_;
                                    uint _e2065 = l_mut_743_;
                                    bool l_783_ = (_e2064 < _e2065);
                                    uint _e2067 = l_mut_259_;
                                    uint _e2068 = l_mut_743_;
                                    bool l_784_ = (_e2067 == _e2068);
                                    uint _e2070 = l_mut_265_;
                                    uint _e2071 = l_mut_748_;
                                    bool l_785_ = (_e2070 < _e2071);
                                    if (l_784_) {
                                        local_58 = l_785_;
                                    } else {
                                        local_58 = false;
                                    }
                                    bool l_786_ = local_58;
                                    if (!(l_783_)) {
                                        local_59 = l_786_;
                                    } else {
                                        local_59 = true;
                                    }
                                    bool l_787_ = local_59;
                                    uint _e2082 = l_mut_457_;
                                    uint _e2083 = l_mut_86_;
                                    uint l_788_ = (_e2082 * _e2083);
                                    uint _e2085 = l_mut_92_;
                                    uint l_789_ = (_e2085 + l_788_);
                                    uint _e2087 = l_mut_86_;
                                    uint l_790_ = (l_789_ + _e2087);
                                    bool l_791_ = (l_790_ < l_4_);
                                    if (l_787_) {
                                        local_60 = l_791_;
                                    } else {
                                        local_60 = false;
                                    }
                                    bool l_792_ = local_60;
                                    bool l_793_ = !(l_792_);
                                    if (l_793_) {
                                        break;
                                    }
                                    uint _e2095 = l_mut_748_;
                                    uint _e2096 = l_mut_265_;
                                    uint l_794_ = (_e2095 - _e2096);
                                    uint _e2098 = l_mut_743_;
                                    uint _e2099 = l_mut_259_;
                                    uint l_795_ = (_e2098 - _e2099);
                                    uint _e2101 = l_mut_748_;
                                    uint _e2102 = l_mut_265_;
                                    bool l_796_ = (_e2101 < _e2102);
                                    uint l_797_ = uint(l_796_);
                                    uint l_798_ = (l_795_ - l_797_);
                                    l_mut_748_ = l_794_;
                                    l_mut_743_ = l_798_;
                                    uint _e2106 = l_mut_457_;
                                    l_mut_457_ = (_e2106 + 1u);
                                }
                            }
                        }
                        uint _e2109 = l_mut_457_;
                        uint _e2110 = l_mut_86_;
                        uint l_799_ = (_e2109 * _e2110);
                        uint _e2112 = l_mut_92_;
                        uint l_800_ = (_e2112 + l_799_);
                        uint _e2114 = l_mut_86_;
                        uint l_801_ = (l_800_ + _e2114);
                        bool l_802_ = (l_801_ >= l_4_);
                        if (l_802_) {
                            l_mut_395_ = 1u;
                        } else {
                            uint _e2118 = l_mut_265_;
                            uint _e2119 = l_mut_457_;
                            uint l_803_ = (_e2118 * _e2119);
                            uint _e2121 = l_mut_265_;
                            uint64_t l_2897_ = uint64_t(_e2121);
                            uint _e2123 = l_mut_457_;
                            uint64_t l_2898_ = uint64_t(_e2123);
                            uint64_t l_2899_ = (l_2897_ * l_2898_);
                            uint64_t l_2900_ = (l_2899_ >> uint(32uL));
                            uint l_804_ = uint(l_2900_);
                            uint _e2132 = l_mut_259_;
                            uint _e2133 = l_mut_457_;
                            uint l_805_ = (_e2132 * _e2133);
                            uint l_806_ = (l_804_ + l_805_);
                            uint _e2136 = l_mut_209_;
                            uint l_807_ = (_e2136 - l_803_);
                            uint _e2138 = l_mut_203_;
                            uint l_808_ = (_e2138 - l_806_);
                            uint _e2140 = l_mut_209_;
                            bool l_809_ = (_e2140 < l_803_);
                            uint l_810_ = uint(l_809_);
                            uint l_811_ = (l_808_ - l_810_);
                            l_mut_448_ = l_807_;
                            l_mut_447_ = l_811_;
                            uint _e2144 = l_mut_457_;
                            uint _e2145 = l_mut_86_;
                            uint l_812_ = (_e2144 * _e2145);
                            uint _e2147 = l_mut_92_;
                            uint l_813_ = (_e2147 + l_812_);
                            l_mut_446_ = l_813_;
                            uint _e2149 = l_mut_265_;
                            uint _e2150 = l_mut_448_;
                            uint l_814_ = (_e2149 - _e2150);
                            uint _e2152 = l_mut_259_;
                            uint _e2153 = l_mut_447_;
                            uint l_815_ = (_e2152 - _e2153);
                            uint _e2155 = l_mut_265_;
                            uint _e2156 = l_mut_448_;
                            bool l_816_ = (_e2155 < _e2156);
                            uint l_817_ = uint(l_816_);
                            uint l_818_ = (l_815_ - l_817_);
                            l_mut_452_ = l_814_;
                            l_mut_451_ = l_818_;
                            uint _e2160 = l_mut_86_;
                            uint _e2161 = l_mut_446_;
                            uint l_819_ = (_e2160 + _e2161);
                            l_mut_435_ = l_819_;
                        }
                    }
                }
                uint _e2163 = l_mut_452_;
                l_mut_265_ = _e2163;
                uint _e2164 = l_mut_451_;
                l_mut_259_ = _e2164;
                uint _e2165 = l_mut_448_;
                l_mut_209_ = _e2165;
                uint _e2166 = l_mut_447_;
                l_mut_203_ = _e2166;
                uint _e2167 = l_mut_446_;
                l_mut_92_ = _e2167;
                uint _e2168 = l_mut_435_;
                l_mut_86_ = _e2168;
                uint _e2169 = l_mut_428_;
                l_mut_141_ = _e2169;
                uint _e2170 = l_mut_401_;
                l_mut_135_ = _e2170;
                uint _e2171 = l_mut_395_;
                bool l_820_ = (_e2171 == 1u);
                l_mut_357_ = l_820_;
                uint _e2174 = l_mut_395_;
                bool l_821_ = (_e2174 == 0u);
                l_mut_364_ = l_821_;
            } else {
                uint _e2177 = l_mut_209_;
                uint _e2178 = l_mut_141_;
                uint l_822_ = (_e2177 - _e2178);
                uint _e2180 = l_mut_203_;
                uint _e2181 = l_mut_135_;
                uint l_823_ = (_e2180 - _e2181);
                uint _e2183 = l_mut_209_;
                uint _e2184 = l_mut_141_;
                bool l_824_ = (_e2183 < _e2184);
                uint l_825_ = uint(l_824_);
                uint l_826_ = (l_823_ - l_825_);
                l_mut_748_ = l_822_;
                l_mut_743_ = l_826_;
                uint _e2188 = l_mut_141_;
                uint l_827_ = (_e2188 - l_347_);
                uint _e2190 = l_mut_135_;
                uint l_828_ = (_e2190 - l_351_);
                uint _e2192 = l_mut_141_;
                bool l_829_ = (_e2192 < l_347_);
                uint l_830_ = uint(l_829_);
                uint l_831_ = (l_828_ - l_830_);
                l_mut_748_ = l_827_;
                l_mut_743_ = l_831_;
                uint _e2196 = l_mut_209_;
                l_mut_457_ = _e2196;
                uint _e2197 = l_mut_203_;
                l_mut_452_ = _e2197;
                uint _e2198 = l_mut_743_;
                uint _e2199 = l_mut_203_;
                bool l_832_ = (_e2198 < _e2199);
                uint _e2201 = l_mut_743_;
                uint _e2202 = l_mut_203_;
                bool l_833_ = (_e2201 == _e2202);
                uint _e2204 = l_mut_748_;
                uint _e2205 = l_mut_209_;
                bool l_834_ = (_e2204 < _e2205);
                if (l_833_) {
                    local_61 = l_834_;
                } else {
                    local_61 = false;
                }
                bool l_835_ = local_61;
                if (!(l_832_)) {
                    local_62 = l_835_;
                } else {
                    local_62 = true;
                }
                bool l_836_ = local_62;
                if (l_836_) {
                    uint _e2216 = l_mut_748_;
                    l_mut_457_ = _e2216;
                    uint _e2217 = l_mut_743_;
                    l_mut_452_ = _e2217;
                }
                l_mut_652_ = false;
                l_mut_652_ = true;
                l_mut_748_ = 0u;
                uint _e2221 = l_mut_265_;
                uint _e2222 = l_mut_259_;
                uint l_837_ = (_e2221 | _e2222);
                bool l_838_ = (l_837_ == 0u);
                bool l_839_ = !(l_838_);
                bool _e2227 = l_mut_652_;
                if (_e2227) {
                    local_63 = l_839_;
                } else {
                    local_63 = false;
                }
                bool l_840_ = local_63;
                uint _e2232 = l_mut_259_;
                uint _e2233 = l_mut_452_;
                bool l_841_ = (_e2232 < _e2233);
                uint _e2235 = l_mut_259_;
                uint _e2236 = l_mut_452_;
                bool l_842_ = (_e2235 == _e2236);
                uint _e2238 = l_mut_265_;
                uint _e2239 = l_mut_457_;
                bool l_843_ = (_e2238 < _e2239);
                if (l_842_) {
                    local_64 = l_843_;
                } else {
                    local_64 = false;
                }
                bool l_844_ = local_64;
                if (!(l_841_)) {
                    local_65 = l_844_;
                } else {
                    local_65 = true;
                }
                bool l_845_ = local_65;
                if (l_840_) {
                    local_66 = l_845_;
                } else {
                    local_66 = false;
                }
                bool l_846_ = local_66;
                uint _e2254 = l_mut_86_;
                uint _e2255 = l_mut_92_;
                uint l_847_ = (_e2254 + _e2255);
                bool l_848_ = (l_847_ < l_4_);
                if (l_846_) {
                    local_67 = l_848_;
                } else {
                    local_67 = false;
                }
                bool l_849_ = local_67;
                if (l_849_) {
                    uint _e2262 = l_mut_86_;
                    uint l_850_ = (l_4_ - _e2262);
                    uint _e2264 = l_mut_92_;
                    uint l_851_ = (l_850_ - _e2264);
                    uint _e2266 = l_mut_86_;
                    uint l_852_ = naga_div(l_851_, _e2266);
                    uint _e2268 = l_mut_457_;
                    uint l_853_ = (_e2268 - 1u);
                    uint _e2271 = l_mut_452_;
                    uint l_854_ = (_e2271 - 0u);
                    uint _e2274 = l_mut_457_;
                    bool l_855_ = (_e2274 < 1u);
                    uint l_856_ = uint(l_855_);
                    uint l_857_ = (l_854_ - l_856_);
                    l_mut_743_ = l_853_;
                    l_mut_457_ = l_857_;
                    l_mut_452_ = 0u;
                    l_mut_858_ = 0u;
                    uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                    bool loop_init_4 = true;
                    while(true) {
                        if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                        loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                        if (!loop_init_4) {
                            uint _e2367 = l_mut_858_;
                            l_mut_858_ = (_e2367 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2282 = l_mut_858_;
                        if ((_e2282 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2286 = l_mut_858_;
                            uint l_859_ = (19u - _e2286);
                            uint _e2288 = l_mut_743_;
                            l_mut_451_ = _e2288;
                            uint _e2289 = l_mut_457_;
                            l_mut_448_ = _e2289;
                            bool l_860_ = (l_859_ >= 32u);
                            if (l_860_) {
                                uint l_861_ = (l_859_ & 31u);
                                uint _e2294 = l_mut_457_;
                                uint l_862_ = (_e2294 >> l_861_);
                                l_mut_451_ = l_862_;
                                l_mut_448_ = 0u;
                            } else {
                                bool l_863_ = (l_859_ > 0u);
                                if (l_863_) {
                                    uint _e2299 = l_mut_743_;
                                    l_mut_447_ = _e2299;
                                    bool l_864_ = (l_859_ > 0u);
                                    if (l_864_) {
                                        uint _e2302 = l_mut_743_;
                                        uint l_865_ = (_e2302 >> l_859_);
                                        uint l_866_ = (32u - l_859_);
                                        uint _e2306 = l_mut_457_;
                                        uint l_867_ = (_e2306 << l_866_);
                                        uint l_868_ = (l_865_ | l_867_);
                                        l_mut_447_ = l_868_;
                                    }
                                    uint _e2309 = l_mut_457_;
                                    uint l_869_ = (_e2309 >> l_859_);
                                    uint _e2311 = l_mut_447_;
                                    l_mut_451_ = _e2311;
                                    l_mut_448_ = l_869_;
                                }
                            }
                            uint _e2312 = l_mut_448_;
                            uint _e2313 = l_mut_259_;
                            bool l_870_ = (_e2312 < _e2313);
                            uint _e2315 = l_mut_448_;
                            uint _e2316 = l_mut_259_;
                            bool l_871_ = (_e2315 == _e2316);
                            uint _e2318 = l_mut_451_;
                            uint _e2319 = l_mut_265_;
                            bool l_872_ = (_e2318 < _e2319);
                            if (l_871_) {
                                local_68 = l_872_;
                            } else {
                                local_68 = false;
                            }
                            bool l_873_ = local_68;
                            if (!(l_870_)) {
                                local_69 = l_873_;
                            } else {
                                local_69 = true;
                            }
                            bool l_874_ = local_69;
                            bool l_875_ = !(l_874_);
                            if (l_875_) {
                                uint _e2331 = l_mut_265_;
                                l_mut_451_ = _e2331;
                                uint _e2332 = l_mut_259_;
                                l_mut_448_ = _e2332;
                                bool l_876_ = (l_859_ >= 32u);
                                if (l_876_) {
                                    uint l_877_ = (l_859_ & 31u);
                                    uint _e2337 = l_mut_265_;
                                    uint l_878_ = (_e2337 << l_877_);
                                    l_mut_451_ = 0u;
                                    l_mut_448_ = l_878_;
                                } else {
                                    bool l_879_ = (l_859_ > 0u);
                                    if (l_879_) {
                                        uint _e2342 = l_mut_265_;
                                        uint l_880_ = (_e2342 << l_859_);
                                        uint _e2344 = l_mut_259_;
                                        uint l_881_ = (_e2344 << l_859_);
                                        uint l_882_ = (32u - l_859_);
                                        uint _e2348 = l_mut_265_;
                                        uint l_883_ = (_e2348 >> l_882_);
                                        uint l_884_ = (l_881_ | l_883_);
                                        l_mut_451_ = l_880_;
                                        l_mut_448_ = l_884_;
                                    }
                                }
                                uint _e2351 = l_mut_743_;
                                uint _e2352 = l_mut_451_;
                                uint l_885_ = (_e2351 - _e2352);
                                uint _e2354 = l_mut_457_;
                                uint _e2355 = l_mut_448_;
                                uint l_886_ = (_e2354 - _e2355);
                                uint _e2357 = l_mut_743_;
                                uint _e2358 = l_mut_451_;
                                bool l_887_ = (_e2357 < _e2358);
                                uint l_888_ = uint(l_887_);
                                uint l_889_ = (l_886_ - l_888_);
                                l_mut_743_ = l_885_;
                                l_mut_457_ = l_889_;
                                uint l_890_ = (1u << l_859_);
                                uint _e2364 = l_mut_452_;
                                l_mut_452_ = (_e2364 | l_890_);
                            }
                        }
                    }
                    uint _e2369 = l_mut_452_;
                    uint l_891_ = min(_e2369, l_852_);
                    l_mut_452_ = l_891_;
                    uint _e2371 = l_mut_457_;
                    uint _e2372 = l_mut_259_;
                    bool l_892_ = (_e2371 < _e2372);
                    uint _e2374 = l_mut_457_;
                    uint _e2375 = l_mut_259_;
                    bool l_893_ = (_e2374 == _e2375);
                    uint _e2377 = l_mut_743_;
                    uint _e2378 = l_mut_265_;
                    bool l_894_ = (_e2377 < _e2378);
                    if (l_893_) {
                        local_70 = l_894_;
                    } else {
                        local_70 = false;
                    }
                    bool l_895_ = local_70;
                    if (!(l_892_)) {
                        local_71 = l_895_;
                    } else {
                        local_71 = true;
                    }
                    bool l_896_ = local_71;
                    bool l_897_ = !(l_896_);
                    if (l_897_) {
                        l_mut_452_ = l_852_;
                    }
                    uint _e2390 = l_mut_452_;
                    l_mut_748_ = _e2390;
                }
                uint _e2391 = l_mut_209_;
                l_mut_743_ = _e2391;
                uint _e2392 = l_mut_203_;
                l_mut_457_ = _e2392;
                uint _e2393 = l_mut_265_;
                l_mut_452_ = _e2393;
                uint _e2394 = l_mut_259_;
                l_mut_451_ = _e2394;
                uint _e2395 = l_mut_86_;
                l_mut_448_ = _e2395;
                uint _e2396 = l_mut_92_;
                l_mut_447_ = _e2396;
                uint _e2397 = l_mut_141_;
                l_mut_446_ = _e2397;
                uint _e2398 = l_mut_135_;
                l_mut_435_ = _e2398;
                l_mut_428_ = 0u;
                uint _e2400 = l_mut_748_;
                bool l_898_ = (_e2400 > 0u);
                if (l_898_) {
                    uint _e2403 = l_mut_265_;
                    uint _e2404 = l_mut_748_;
                    uint l_899_ = (_e2403 * _e2404);
                    uint _e2406 = l_mut_265_;
                    uint64_t l_2902_ = uint64_t(_e2406);
                    uint _e2408 = l_mut_748_;
                    uint64_t l_2903_ = uint64_t(_e2408);
                    uint64_t l_2904_ = (l_2902_ * l_2903_);
                    uint64_t l_2905_ = (l_2904_ >> uint(32uL));
                    uint l_900_ = uint(l_2905_);
                    uint _e2417 = l_mut_259_;
                    uint _e2418 = l_mut_748_;
                    uint l_901_ = (_e2417 * _e2418);
                    uint l_902_ = (l_900_ + l_901_);
                    uint _e2421 = l_mut_141_;
                    uint l_903_ = (_e2421 - l_899_);
                    uint _e2423 = l_mut_135_;
                    uint l_904_ = (_e2423 - l_902_);
                    uint _e2425 = l_mut_141_;
                    bool l_905_ = (_e2425 < l_899_);
                    uint l_906_ = uint(l_905_);
                    uint l_907_ = (l_904_ - l_906_);
                    l_mut_446_ = l_903_;
                    l_mut_435_ = l_907_;
                    uint _e2429 = l_mut_209_;
                    uint l_908_ = (_e2429 - l_899_);
                    uint _e2431 = l_mut_203_;
                    uint l_909_ = (_e2431 - l_902_);
                    uint _e2433 = l_mut_209_;
                    bool l_910_ = (_e2433 < l_899_);
                    uint l_911_ = uint(l_910_);
                    uint l_912_ = (l_909_ - l_911_);
                    l_mut_743_ = l_908_;
                    l_mut_457_ = l_912_;
                    uint _e2437 = l_mut_748_;
                    uint _e2438 = l_mut_86_;
                    uint l_913_ = (_e2437 * _e2438);
                    uint _e2440 = l_mut_92_;
                    uint l_914_ = (_e2440 + l_913_);
                    l_mut_447_ = l_914_;
                } else {
                    uint _e2442 = l_mut_141_;
                    uint _e2443 = l_mut_265_;
                    uint l_915_ = (_e2442 - _e2443);
                    uint _e2445 = l_mut_135_;
                    uint _e2446 = l_mut_259_;
                    uint l_916_ = (_e2445 - _e2446);
                    uint _e2448 = l_mut_141_;
                    uint _e2449 = l_mut_265_;
                    bool l_917_ = (_e2448 < _e2449);
                    uint l_918_ = uint(l_917_);
                    uint l_919_ = (l_916_ - l_918_);
                    l_mut_446_ = l_915_;
                    l_mut_435_ = l_919_;
                    uint _e2453 = l_mut_435_;
                    bool l_920_ = (_e2453 < l_351_);
                    uint _e2455 = l_mut_435_;
                    bool l_921_ = (_e2455 == l_351_);
                    uint _e2457 = l_mut_446_;
                    bool l_922_ = (_e2457 < l_347_);
                    if (l_921_) {
                        local_72 = l_922_;
                    } else {
                        local_72 = false;
                    }
                    bool l_923_ = local_72;
                    if (!(l_920_)) {
                        local_73 = l_923_;
                    } else {
                        local_73 = true;
                    }
                    bool l_924_ = local_73;
                    if (l_924_) {
                        l_mut_428_ = 2u;
                    }
                    uint _e2469 = l_mut_428_;
                    bool l_925_ = (_e2469 == 0u);
                    if (l_925_) {
                        uint _e2472 = l_mut_86_;
                        uint l_926_ = (l_4_ - _e2472);
                        uint _e2474 = l_mut_92_;
                        uint l_927_ = naga_div(l_926_, _e2474);
                        l_mut_748_ = 0u;
                        l_mut_652_ = false;
                        l_mut_652_ = true;
                        uint _e2479 = l_mut_209_;
                        uint _e2480 = l_mut_203_;
                        uint l_928_ = (_e2479 | _e2480);
                        bool l_929_ = (l_928_ == 0u);
                        if (l_929_) {
                            l_mut_748_ = l_927_;
                        } else {
                            bool _e2484 = l_mut_652_;
                            if (_e2484) {
                                uint _e2485 = l_mut_203_;
                                uint _e2486 = l_mut_259_;
                                bool l_930_ = (_e2485 < _e2486);
                                uint _e2488 = l_mut_203_;
                                uint _e2489 = l_mut_259_;
                                bool l_931_ = (_e2488 == _e2489);
                                uint _e2491 = l_mut_209_;
                                uint _e2492 = l_mut_265_;
                                bool l_932_ = (_e2491 < _e2492);
                                if (l_931_) {
                                    local_74 = l_932_;
                                } else {
                                    local_74 = false;
                                }
                                bool l_933_ = local_74;
                                if (!(l_930_)) {
                                    local_75 = l_933_;
                                } else {
                                    local_75 = true;
                                }
                                bool l_934_ = local_75;
                                if (l_934_) {
                                    uint _e2503 = l_mut_265_;
                                    uint l_935_ = (_e2503 - 1u);
                                    uint _e2506 = l_mut_259_;
                                    uint l_936_ = (_e2506 - 0u);
                                    uint _e2509 = l_mut_265_;
                                    bool l_937_ = (_e2509 < 1u);
                                    uint l_938_ = uint(l_937_);
                                    uint l_939_ = (l_936_ - l_938_);
                                    l_mut_401_ = l_935_;
                                    l_mut_395_ = l_939_;
                                    l_mut_389_ = 0u;
                                    l_mut_940_ = 0u;
                                    uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
                                    bool loop_init_5 = true;
                                    while(true) {
                                        if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                                        loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                                        if (!loop_init_5) {
                                            uint _e2602 = l_mut_940_;
                                            l_mut_940_ = (_e2602 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2517 = l_mut_940_;
                                        if ((_e2517 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2521 = l_mut_940_;
                                            uint l_941_ = (19u - _e2521);
                                            uint _e2523 = l_mut_401_;
                                            l_mut_80_ = _e2523;
                                            uint _e2524 = l_mut_395_;
                                            l_mut_65_ = _e2524;
                                            bool l_942_ = (l_941_ >= 32u);
                                            if (l_942_) {
                                                uint l_943_ = (l_941_ & 31u);
                                                uint _e2529 = l_mut_395_;
                                                uint l_944_ = (_e2529 >> l_943_);
                                                l_mut_80_ = l_944_;
                                                l_mut_65_ = 0u;
                                            } else {
                                                bool l_945_ = (l_941_ > 0u);
                                                if (l_945_) {
                                                    uint _e2534 = l_mut_401_;
                                                    l_mut_30_ = _e2534;
                                                    bool l_946_ = (l_941_ > 0u);
                                                    if (l_946_) {
                                                        uint _e2537 = l_mut_401_;
                                                        uint l_947_ = (_e2537 >> l_941_);
                                                        uint l_948_ = (32u - l_941_);
                                                        uint _e2541 = l_mut_395_;
                                                        uint l_949_ = (_e2541 << l_948_);
                                                        uint l_950_ = (l_947_ | l_949_);
                                                        l_mut_30_ = l_950_;
                                                    }
                                                    uint _e2544 = l_mut_395_;
                                                    uint l_951_ = (_e2544 >> l_941_);
                                                    uint _e2546 = l_mut_30_;
                                                    l_mut_80_ = _e2546;
                                                    l_mut_65_ = l_951_;
                                                }
                                            }
                                            uint _e2547 = l_mut_65_;
                                            uint _e2548 = l_mut_203_;
                                            bool l_952_ = (_e2547 < _e2548);
                                            uint _e2550 = l_mut_65_;
                                            uint _e2551 = l_mut_203_;
                                            bool l_953_ = (_e2550 == _e2551);
                                            uint _e2553 = l_mut_80_;
                                            uint _e2554 = l_mut_209_;
                                            bool l_954_ = (_e2553 < _e2554);
                                            if (l_953_) {
                                                local_76 = l_954_;
                                            } else {
                                                local_76 = false;
                                            }
                                            bool l_955_ = local_76;
                                            if (!(l_952_)) {
                                                local_77 = l_955_;
                                            } else {
                                                local_77 = true;
                                            }
                                            bool l_956_ = local_77;
                                            bool l_957_ = !(l_956_);
                                            if (l_957_) {
                                                uint _e2566 = l_mut_209_;
                                                l_mut_80_ = _e2566;
                                                uint _e2567 = l_mut_203_;
                                                l_mut_65_ = _e2567;
                                                bool l_958_ = (l_941_ >= 32u);
                                                if (l_958_) {
                                                    uint l_959_ = (l_941_ & 31u);
                                                    uint _e2572 = l_mut_209_;
                                                    uint l_960_ = (_e2572 << l_959_);
                                                    l_mut_80_ = 0u;
                                                    l_mut_65_ = l_960_;
                                                } else {
                                                    bool l_961_ = (l_941_ > 0u);
                                                    if (l_961_) {
                                                        uint _e2577 = l_mut_209_;
                                                        uint l_962_ = (_e2577 << l_941_);
                                                        uint _e2579 = l_mut_203_;
                                                        uint l_963_ = (_e2579 << l_941_);
                                                        uint l_964_ = (32u - l_941_);
                                                        uint _e2583 = l_mut_209_;
                                                        uint l_965_ = (_e2583 >> l_964_);
                                                        uint l_966_ = (l_963_ | l_965_);
                                                        l_mut_80_ = l_962_;
                                                        l_mut_65_ = l_966_;
                                                    }
                                                }
                                                uint _e2586 = l_mut_401_;
                                                uint _e2587 = l_mut_80_;
                                                uint l_967_ = (_e2586 - _e2587);
                                                uint _e2589 = l_mut_395_;
                                                uint _e2590 = l_mut_65_;
                                                uint l_968_ = (_e2589 - _e2590);
                                                uint _e2592 = l_mut_401_;
                                                uint _e2593 = l_mut_80_;
                                                bool l_969_ = (_e2592 < _e2593);
                                                uint l_970_ = uint(l_969_);
                                                uint l_971_ = (l_968_ - l_970_);
                                                l_mut_401_ = l_967_;
                                                l_mut_395_ = l_971_;
                                                uint l_972_ = (1u << l_941_);
                                                uint _e2599 = l_mut_389_;
                                                l_mut_389_ = (_e2599 | l_972_);
                                            }
                                        }
                                    }
                                    uint _e2604 = l_mut_389_;
                                    uint l_973_ = min(_e2604, l_927_);
                                    l_mut_389_ = l_973_;
                                    uint _e2606 = l_mut_395_;
                                    uint _e2607 = l_mut_203_;
                                    bool l_974_ = (_e2606 < _e2607);
                                    uint _e2609 = l_mut_395_;
                                    uint _e2610 = l_mut_203_;
                                    bool l_975_ = (_e2609 == _e2610);
                                    uint _e2612 = l_mut_401_;
                                    uint _e2613 = l_mut_209_;
                                    bool l_976_ = (_e2612 < _e2613);
                                    if (l_975_) {
                                        local_78 = l_976_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_977_ = local_78;
                                    if (!(l_974_)) {
                                        local_79 = l_977_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_978_ = local_79;
                                    bool l_979_ = !(l_978_);
                                    if (l_979_) {
                                        l_mut_389_ = l_927_;
                                    }
                                    uint _e2625 = l_mut_389_;
                                    l_mut_748_ = _e2625;
                                }
                            } else {
                                uint _e2626 = l_mut_265_;
                                l_mut_401_ = _e2626;
                                uint _e2627 = l_mut_259_;
                                l_mut_395_ = _e2627;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2628 = l_mut_203_;
                                    uint _e2629 = l_mut_395_;
                                    bool l_980_ = (_e2628 < _e2629);
                                    uint _e2631 = l_mut_203_;
                                    uint _e2632 = l_mut_395_;
                                    bool l_981_ = (_e2631 == _e2632);
                                    uint _e2634 = l_mut_209_;
                                    uint _e2635 = l_mut_401_;
                                    bool l_982_ = (_e2634 < _e2635);
                                    if (l_981_) {
                                        local_80 = l_982_;
                                    } else {
                                        local_80 = false;
                                    }
                                    bool l_983_ = local_80;
                                    if (!(l_980_)) {
                                        local_81 = l_983_;
                                    } else {
                                        local_81 = true;
                                    }
                                    bool l_984_ = local_81;
                                    uint _e2646 = l_mut_748_;
                                    uint _e2647 = l_mut_92_;
                                    uint l_985_ = (_e2646 * _e2647);
                                    uint _e2649 = l_mut_86_;
                                    uint l_986_ = (_e2649 + l_985_);
                                    uint _e2651 = l_mut_92_;
                                    uint l_987_ = (l_986_ + _e2651);
                                    bool l_988_ = (l_987_ < l_4_);
                                    if (l_984_) {
                                        local_82 = l_988_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_989_ = local_82;
                                    bool l_990_ = !(l_989_);
                                    if (l_990_) {
                                        break;
                                    }
                                    uint _e2659 = l_mut_401_;
                                    uint _e2660 = l_mut_209_;
                                    uint l_991_ = (_e2659 - _e2660);
                                    uint _e2662 = l_mut_395_;
                                    uint _e2663 = l_mut_203_;
                                    uint l_992_ = (_e2662 - _e2663);
                                    uint _e2665 = l_mut_401_;
                                    uint _e2666 = l_mut_209_;
                                    bool l_993_ = (_e2665 < _e2666);
                                    uint l_994_ = uint(l_993_);
                                    uint l_995_ = (l_992_ - l_994_);
                                    l_mut_401_ = l_991_;
                                    l_mut_395_ = l_995_;
                                    uint _e2670 = l_mut_748_;
                                    l_mut_748_ = (_e2670 + 1u);
                                }
                            }
                        }
                        uint _e2673 = l_mut_748_;
                        uint _e2674 = l_mut_92_;
                        uint l_996_ = (_e2673 * _e2674);
                        uint _e2676 = l_mut_86_;
                        uint l_997_ = (_e2676 + l_996_);
                        uint _e2678 = l_mut_92_;
                        uint l_998_ = (l_997_ + _e2678);
                        bool l_999_ = (l_998_ >= l_4_);
                        if (l_999_) {
                            l_mut_428_ = 1u;
                        } else {
                            uint _e2682 = l_mut_209_;
                            uint _e2683 = l_mut_748_;
                            uint l_1000_ = (_e2682 * _e2683);
                            uint _e2685 = l_mut_209_;
                            uint64_t l_2907_ = uint64_t(_e2685);
                            uint _e2687 = l_mut_748_;
                            uint64_t l_2908_ = uint64_t(_e2687);
                            uint64_t l_2909_ = (l_2907_ * l_2908_);
                            uint64_t l_2910_ = (l_2909_ >> uint(32uL));
                            uint l_1001_ = uint(l_2910_);
                            uint _e2696 = l_mut_203_;
                            uint _e2697 = l_mut_748_;
                            uint l_1002_ = (_e2696 * _e2697);
                            uint l_1003_ = (l_1001_ + l_1002_);
                            uint _e2700 = l_mut_265_;
                            uint l_1004_ = (_e2700 - l_1000_);
                            uint _e2702 = l_mut_259_;
                            uint l_1005_ = (_e2702 - l_1003_);
                            uint _e2704 = l_mut_265_;
                            bool l_1006_ = (_e2704 < l_1000_);
                            uint l_1007_ = uint(l_1006_);
                            uint l_1008_ = (l_1005_ - l_1007_);
                            l_mut_452_ = l_1004_;
                            l_mut_451_ = l_1008_;
                            uint _e2708 = l_mut_748_;
                            uint _e2709 = l_mut_92_;
                            uint l_1009_ = (_e2708 * _e2709);
                            uint _e2711 = l_mut_86_;
                            uint l_1010_ = (_e2711 + l_1009_);
                            l_mut_448_ = l_1010_;
                            uint _e2713 = l_mut_209_;
                            uint _e2714 = l_mut_452_;
                            uint l_1011_ = (_e2713 - _e2714);
                            uint _e2716 = l_mut_203_;
                            uint _e2717 = l_mut_451_;
                            uint l_1012_ = (_e2716 - _e2717);
                            uint _e2719 = l_mut_209_;
                            uint _e2720 = l_mut_452_;
                            bool l_1013_ = (_e2719 < _e2720);
                            uint l_1014_ = uint(l_1013_);
                            uint l_1015_ = (l_1012_ - l_1014_);
                            l_mut_743_ = l_1011_;
                            l_mut_457_ = l_1015_;
                            uint _e2724 = l_mut_92_;
                            uint _e2725 = l_mut_448_;
                            uint l_1016_ = (_e2724 + _e2725);
                            l_mut_447_ = l_1016_;
                        }
                    }
                }
                uint _e2727 = l_mut_452_;
                l_mut_265_ = _e2727;
                uint _e2728 = l_mut_451_;
                l_mut_259_ = _e2728;
                uint _e2729 = l_mut_743_;
                l_mut_209_ = _e2729;
                uint _e2730 = l_mut_457_;
                l_mut_203_ = _e2730;
                uint _e2731 = l_mut_447_;
                l_mut_92_ = _e2731;
                uint _e2732 = l_mut_448_;
                l_mut_86_ = _e2732;
                uint _e2733 = l_mut_446_;
                l_mut_141_ = _e2733;
                uint _e2734 = l_mut_435_;
                l_mut_135_ = _e2734;
                uint _e2735 = l_mut_428_;
                bool l_1017_ = (_e2735 == 1u);
                l_mut_357_ = l_1017_;
                uint _e2738 = l_mut_428_;
                bool l_1018_ = (_e2738 == 0u);
                l_mut_364_ = l_1018_;
            }
        }
        bool _e2741 = l_mut_357_;
        bool l_1019_ = !(_e2741);
        if (l_1019_) {
            uint l_2912_ = asuint(info.Load(20+0));
            uint l_2913_ = (l_2912_ * 1u);
            uint l_2914_ = (l_2913_ - 1u);
            uint l_2915_ = min(0u, l_2914_);
            uint _e2756; buffer_5_global.InterlockedAdd(l_2915_*4, 1u, _e2756);
            uint l_1022_ = naga_div(l_4_, 8u);
            l_mut_748_ = 0u;
            l_mut_743_ = 0u;
            l_mut_457_ = 0u;
            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
            bool loop_init_6 = true;
            while(true) {
                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                if (!loop_init_6) {
                    uint _e6220 = l_mut_1023_;
                    l_mut_1023_ = (_e6220 + 1u);
                }
                loop_init_6 = false;
                uint _e2764 = l_mut_1023_;
                if ((_e2764 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2767 = l_mut_1023_;
                    uint l_1024_ = (_e2767 * l_1022_);
                    bool l_1025_ = (l_1024_ < l_46_);
                    uint l_1026_ = naga_div(l_4_, 8u);
                    uint _e2772 = l_mut_1023_;
                    uint l_1027_ = (_e2772 * l_1026_);
                    uint l_1028_ = (l_1027_ + l_1027_);
                    uint l_1029_ = (l_62_ >> 31u);
                    bool l_1030_ = (l_1029_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1030_) {
                        uint l_1031_ = (0u - l_59_);
                        uint l_1032_ = (0u - l_62_);
                        bool l_1033_ = (0u < l_59_);
                        uint l_1034_ = uint(l_1033_);
                        uint l_1035_ = (l_1032_ - l_1034_);
                        l_mut_452_ = l_1031_;
                        l_mut_451_ = l_1035_;
                    }
                    uint _e2787 = l_mut_452_;
                    uint l_1036_ = (_e2787 * l_1028_);
                    uint _e2789 = l_mut_451_;
                    uint l_1037_ = (_e2789 * l_1028_);
                    uint _e2791 = l_mut_452_;
                    uint64_t l_2917_ = uint64_t(_e2791);
                    uint64_t l_2918_ = uint64_t(l_1028_);
                    uint64_t l_2919_ = (l_2917_ * l_2918_);
                    uint64_t l_2920_ = (l_2919_ >> uint(32uL));
                    uint l_1038_ = uint(l_2920_);
                    uint l_1039_ = (l_1038_ + l_1037_);
                    uint _e2802 = l_mut_451_;
                    uint64_t l_2922_ = uint64_t(_e2802);
                    uint64_t l_2923_ = uint64_t(l_1028_);
                    uint64_t l_2924_ = (l_2922_ * l_2923_);
                    uint64_t l_2925_ = (l_2924_ >> uint(32uL));
                    uint l_1040_ = uint(l_2925_);
                    bool l_1041_ = (l_1039_ < l_1037_);
                    uint l_1042_ = uint(l_1041_);
                    uint l_1043_ = (l_1040_ + l_1042_);
                    uint l_1044_ = naga_mod(l_9_, 32u);
                    l_mut_448_ = l_1036_;
                    bool l_1045_ = (l_1044_ > 0u);
                    if (l_1045_) {
                        uint l_1046_ = (l_1036_ >> l_1044_);
                        uint l_1047_ = (32u - l_1044_);
                        uint l_1048_ = (l_1039_ << l_1047_);
                        uint l_1049_ = (l_1046_ | l_1048_);
                        l_mut_448_ = l_1049_;
                    }
                    l_mut_447_ = l_1039_;
                    bool l_1050_ = (l_1044_ > 0u);
                    if (l_1050_) {
                        uint l_1051_ = (l_1039_ >> l_1044_);
                        uint l_1052_ = (32u - l_1044_);
                        uint l_1053_ = (l_1043_ << l_1052_);
                        uint l_1054_ = (l_1051_ | l_1053_);
                        l_mut_447_ = l_1054_;
                    }
                    uint _e2831 = l_mut_448_;
                    l_mut_446_ = _e2831;
                    uint _e2832 = l_mut_447_;
                    l_mut_448_ = _e2832;
                    bool l_1055_ = (l_9_ >= 64u);
                    if (l_1055_) {
                        l_mut_446_ = l_1043_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1056_ = (l_9_ >= 32u);
                        if (l_1056_) {
                            l_mut_447_ = l_1039_;
                            bool l_1057_ = (l_1044_ > 0u);
                            if (l_1057_) {
                                uint l_1058_ = (l_1039_ >> l_1044_);
                                uint l_1059_ = (32u - l_1044_);
                                uint l_1060_ = (l_1043_ << l_1059_);
                                uint l_1061_ = (l_1058_ | l_1060_);
                                l_mut_447_ = l_1061_;
                            }
                            uint l_1062_ = (l_1043_ >> l_1044_);
                            uint _e2846 = l_mut_447_;
                            l_mut_446_ = _e2846;
                            l_mut_448_ = l_1062_;
                        }
                    }
                    uint _e2847 = l_mut_446_;
                    l_mut_452_ = _e2847;
                    uint _e2848 = l_mut_448_;
                    l_mut_451_ = _e2848;
                    if (l_1030_) {
                        uint _e2850 = l_mut_452_;
                        uint l_1063_ = (0u - _e2850);
                        uint _e2853 = l_mut_451_;
                        uint l_1064_ = (0u - _e2853);
                        uint _e2856 = l_mut_452_;
                        bool l_1065_ = (0u < _e2856);
                        uint l_1066_ = uint(l_1065_);
                        uint l_1067_ = (l_1064_ - l_1066_);
                        l_mut_452_ = l_1063_;
                        l_mut_451_ = l_1067_;
                    }
                    uint _e2860 = l_mut_452_;
                    uint l_1068_ = (l_49_ + _e2860);
                    uint _e2862 = l_mut_451_;
                    uint l_1069_ = (l_52_ + _e2862);
                    bool l_1070_ = (l_1068_ < l_49_);
                    uint l_1071_ = uint(l_1070_);
                    uint l_1072_ = (l_1069_ + l_1071_);
                    uint l_1073_ = (l_49_ * l_1027_);
                    uint64_t l_2927_ = uint64_t(l_49_);
                    uint64_t l_2928_ = uint64_t(l_1027_);
                    uint64_t l_2929_ = (l_2927_ * l_2928_);
                    uint64_t l_2930_ = (l_2929_ >> uint(32uL));
                    uint l_1074_ = uint(l_2930_);
                    uint l_1075_ = (l_52_ * l_1027_);
                    uint l_1076_ = (l_1074_ + l_1075_);
                    uint l_1077_ = (l_54_ + l_1073_);
                    uint l_1078_ = (l_57_ + l_1076_);
                    bool l_1079_ = (l_1077_ < l_54_);
                    uint l_1080_ = uint(l_1079_);
                    uint l_1081_ = (l_1078_ + l_1080_);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1082_ = (l_1027_ < 65536u);
                    if (l_1082_) {
                        uint l_1083_ = (l_1027_ * l_1027_);
                        uint l_1084_ = (l_62_ >> 31u);
                        bool l_1085_ = (l_1084_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1085_) {
                            uint l_1086_ = (0u - l_59_);
                            uint l_1087_ = (0u - l_62_);
                            bool l_1088_ = (0u < l_59_);
                            uint l_1089_ = uint(l_1088_);
                            uint l_1090_ = (l_1087_ - l_1089_);
                            l_mut_448_ = l_1086_;
                            l_mut_447_ = l_1090_;
                        }
                        uint _e2901 = l_mut_448_;
                        uint l_1091_ = (_e2901 * l_1083_);
                        uint _e2903 = l_mut_447_;
                        uint l_1092_ = (_e2903 * l_1083_);
                        uint _e2905 = l_mut_448_;
                        uint64_t l_2932_ = uint64_t(_e2905);
                        uint64_t l_2933_ = uint64_t(l_1083_);
                        uint64_t l_2934_ = (l_2932_ * l_2933_);
                        uint64_t l_2935_ = (l_2934_ >> uint(32uL));
                        uint l_1093_ = uint(l_2935_);
                        uint l_1094_ = (l_1093_ + l_1092_);
                        uint _e2916 = l_mut_447_;
                        uint64_t l_2937_ = uint64_t(_e2916);
                        uint64_t l_2938_ = uint64_t(l_1083_);
                        uint64_t l_2939_ = (l_2937_ * l_2938_);
                        uint64_t l_2940_ = (l_2939_ >> uint(32uL));
                        uint l_1095_ = uint(l_2940_);
                        bool l_1096_ = (l_1094_ < l_1092_);
                        uint l_1097_ = uint(l_1096_);
                        uint l_1098_ = (l_1095_ + l_1097_);
                        uint l_1099_ = naga_mod(l_9_, 32u);
                        l_mut_446_ = l_1091_;
                        bool l_1100_ = (l_1099_ > 0u);
                        if (l_1100_) {
                            uint l_1101_ = (l_1091_ >> l_1099_);
                            uint l_1102_ = (32u - l_1099_);
                            uint l_1103_ = (l_1094_ << l_1102_);
                            uint l_1104_ = (l_1101_ | l_1103_);
                            l_mut_446_ = l_1104_;
                        }
                        l_mut_435_ = l_1094_;
                        bool l_1105_ = (l_1099_ > 0u);
                        if (l_1105_) {
                            uint l_1106_ = (l_1094_ >> l_1099_);
                            uint l_1107_ = (32u - l_1099_);
                            uint l_1108_ = (l_1098_ << l_1107_);
                            uint l_1109_ = (l_1106_ | l_1108_);
                            l_mut_435_ = l_1109_;
                        }
                        uint _e2945 = l_mut_446_;
                        l_mut_428_ = _e2945;
                        uint _e2946 = l_mut_435_;
                        l_mut_446_ = _e2946;
                        bool l_1110_ = (l_9_ >= 64u);
                        if (l_1110_) {
                            l_mut_428_ = l_1098_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1111_ = (l_9_ >= 32u);
                            if (l_1111_) {
                                l_mut_435_ = l_1094_;
                                bool l_1112_ = (l_1099_ > 0u);
                                if (l_1112_) {
                                    uint l_1113_ = (l_1094_ >> l_1099_);
                                    uint l_1114_ = (32u - l_1099_);
                                    uint l_1115_ = (l_1098_ << l_1114_);
                                    uint l_1116_ = (l_1113_ | l_1115_);
                                    l_mut_435_ = l_1116_;
                                }
                                uint l_1117_ = (l_1098_ >> l_1099_);
                                uint _e2960 = l_mut_435_;
                                l_mut_428_ = _e2960;
                                l_mut_446_ = l_1117_;
                            }
                        }
                        uint _e2961 = l_mut_428_;
                        l_mut_448_ = _e2961;
                        uint _e2962 = l_mut_446_;
                        l_mut_447_ = _e2962;
                        if (l_1085_) {
                            uint _e2964 = l_mut_448_;
                            uint l_1118_ = (0u - _e2964);
                            uint _e2967 = l_mut_447_;
                            uint l_1119_ = (0u - _e2967);
                            uint _e2970 = l_mut_448_;
                            bool l_1120_ = (0u < _e2970);
                            uint l_1121_ = uint(l_1120_);
                            uint l_1122_ = (l_1119_ - l_1121_);
                            l_mut_448_ = l_1118_;
                            l_mut_447_ = l_1122_;
                        }
                        uint _e2974 = l_mut_448_;
                        l_mut_452_ = _e2974;
                        uint _e2975 = l_mut_447_;
                        l_mut_451_ = _e2975;
                    } else {
                        uint l_1123_ = (l_62_ >> 31u);
                        bool l_1124_ = (l_1123_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1124_) {
                            uint l_1125_ = (0u - l_59_);
                            uint l_1126_ = (0u - l_62_);
                            bool l_1127_ = (0u < l_59_);
                            uint l_1128_ = uint(l_1127_);
                            uint l_1129_ = (l_1126_ - l_1128_);
                            l_mut_448_ = l_1125_;
                            l_mut_447_ = l_1129_;
                        }
                        uint _e2988 = l_mut_448_;
                        uint l_1130_ = (_e2988 * l_1027_);
                        uint _e2990 = l_mut_447_;
                        uint l_1131_ = (_e2990 * l_1027_);
                        uint _e2992 = l_mut_448_;
                        uint64_t l_2942_ = uint64_t(_e2992);
                        uint64_t l_2943_ = uint64_t(l_1027_);
                        uint64_t l_2944_ = (l_2942_ * l_2943_);
                        uint64_t l_2945_ = (l_2944_ >> uint(32uL));
                        uint l_1132_ = uint(l_2945_);
                        uint l_1133_ = (l_1132_ + l_1131_);
                        uint _e3003 = l_mut_447_;
                        uint64_t l_2947_ = uint64_t(_e3003);
                        uint64_t l_2948_ = uint64_t(l_1027_);
                        uint64_t l_2949_ = (l_2947_ * l_2948_);
                        uint64_t l_2950_ = (l_2949_ >> uint(32uL));
                        uint l_1134_ = uint(l_2950_);
                        bool l_1135_ = (l_1133_ < l_1131_);
                        uint l_1136_ = uint(l_1135_);
                        uint l_1137_ = (l_1134_ + l_1136_);
                        l_mut_446_ = l_1130_;
                        bool l_1139_ = (0u > 0u);
                        if (l_1139_) {
                            uint l_1140_ = (l_1130_ >> 0u);
                            uint l_1141_ = (32u - 0u);
                            uint l_1142_ = (l_1133_ << l_1141_);
                            uint l_1143_ = (l_1140_ | l_1142_);
                            l_mut_446_ = l_1143_;
                        }
                        l_mut_435_ = l_1133_;
                        bool l_1144_ = (0u > 0u);
                        if (l_1144_) {
                            uint l_1145_ = (l_1133_ >> 0u);
                            uint l_1146_ = (32u - 0u);
                            uint l_1147_ = (l_1137_ << l_1146_);
                            uint l_1148_ = (l_1145_ | l_1147_);
                            l_mut_435_ = l_1148_;
                        }
                        uint _e3031 = l_mut_446_;
                        l_mut_428_ = _e3031;
                        uint _e3032 = l_mut_435_;
                        l_mut_446_ = _e3032;
                        if (false) {
                            l_mut_428_ = l_1137_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1133_;
                                bool l_1151_ = (0u > 0u);
                                if (l_1151_) {
                                    uint l_1152_ = (l_1133_ >> 0u);
                                    uint l_1153_ = (32u - 0u);
                                    uint l_1154_ = (l_1137_ << l_1153_);
                                    uint l_1155_ = (l_1152_ | l_1154_);
                                    l_mut_435_ = l_1155_;
                                }
                                uint l_1156_ = (l_1137_ >> 0u);
                                uint _e3044 = l_mut_435_;
                                l_mut_428_ = _e3044;
                                l_mut_446_ = l_1156_;
                            }
                        }
                        uint _e3045 = l_mut_448_;
                        uint l_1157_ = (_e3045 * l_1027_);
                        uint _e3047 = l_mut_447_;
                        uint l_1158_ = (_e3047 * l_1027_);
                        uint _e3049 = l_mut_448_;
                        uint64_t l_2952_ = uint64_t(_e3049);
                        uint64_t l_2953_ = uint64_t(l_1027_);
                        uint64_t l_2954_ = (l_2952_ * l_2953_);
                        uint64_t l_2955_ = (l_2954_ >> uint(32uL));
                        uint l_1159_ = uint(l_2955_);
                        uint l_1160_ = (l_1159_ + l_1158_);
                        uint _e3060 = l_mut_447_;
                        uint64_t l_2957_ = uint64_t(_e3060);
                        uint64_t l_2958_ = uint64_t(l_1027_);
                        uint64_t l_2959_ = (l_2957_ * l_2958_);
                        uint64_t l_2960_ = (l_2959_ >> uint(32uL));
                        uint l_1161_ = uint(l_2960_);
                        bool l_1162_ = (l_1160_ < l_1158_);
                        uint l_1163_ = uint(l_1162_);
                        uint l_1164_ = (l_1161_ + l_1163_);
                        l_mut_435_ = l_1157_;
                        bool l_1166_ = (0u > 0u);
                        if (l_1166_) {
                            uint l_1167_ = (l_1157_ >> 0u);
                            uint l_1168_ = (32u - 0u);
                            uint l_1169_ = (l_1160_ << l_1168_);
                            uint l_1170_ = (l_1167_ | l_1169_);
                            l_mut_435_ = l_1170_;
                        }
                        l_mut_401_ = l_1160_;
                        bool l_1171_ = (0u > 0u);
                        if (l_1171_) {
                            uint l_1172_ = (l_1160_ >> 0u);
                            uint l_1173_ = (32u - 0u);
                            uint l_1174_ = (l_1164_ << l_1173_);
                            uint l_1175_ = (l_1172_ | l_1174_);
                            l_mut_401_ = l_1175_;
                        }
                        uint _e3088 = l_mut_435_;
                        l_mut_395_ = _e3088;
                        uint _e3089 = l_mut_401_;
                        l_mut_435_ = _e3089;
                        if (true) {
                            l_mut_395_ = l_1164_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1160_;
                                bool l_1178_ = (0u > 0u);
                                if (l_1178_) {
                                    uint l_1179_ = (l_1160_ >> 0u);
                                    uint l_1180_ = (32u - 0u);
                                    uint l_1181_ = (l_1164_ << l_1180_);
                                    uint l_1182_ = (l_1179_ | l_1181_);
                                    l_mut_401_ = l_1182_;
                                }
                                uint l_1183_ = (l_1164_ >> 0u);
                                uint _e3101 = l_mut_401_;
                                l_mut_395_ = _e3101;
                                l_mut_435_ = l_1183_;
                            }
                        }
                        uint _e3102 = l_mut_428_;
                        uint l_1184_ = (_e3102 * l_1027_);
                        uint _e3104 = l_mut_446_;
                        uint l_1185_ = (_e3104 * l_1027_);
                        uint _e3106 = l_mut_428_;
                        uint64_t l_2962_ = uint64_t(_e3106);
                        uint64_t l_2963_ = uint64_t(l_1027_);
                        uint64_t l_2964_ = (l_2962_ * l_2963_);
                        uint64_t l_2965_ = (l_2964_ >> uint(32uL));
                        uint l_1186_ = uint(l_2965_);
                        uint l_1187_ = (l_1186_ + l_1185_);
                        uint _e3117 = l_mut_446_;
                        uint64_t l_2967_ = uint64_t(_e3117);
                        uint64_t l_2968_ = uint64_t(l_1027_);
                        uint64_t l_2969_ = (l_2967_ * l_2968_);
                        uint64_t l_2970_ = (l_2969_ >> uint(32uL));
                        uint l_1188_ = uint(l_2970_);
                        bool l_1189_ = (l_1187_ < l_1185_);
                        uint l_1190_ = uint(l_1189_);
                        uint l_1191_ = (l_1188_ + l_1190_);
                        l_mut_448_ = l_1184_;
                        bool l_1193_ = (0u > 0u);
                        if (l_1193_) {
                            uint l_1194_ = (l_1184_ >> 0u);
                            uint l_1195_ = (32u - 0u);
                            uint l_1196_ = (l_1187_ << l_1195_);
                            uint l_1197_ = (l_1194_ | l_1196_);
                            l_mut_448_ = l_1197_;
                        }
                        l_mut_447_ = l_1187_;
                        bool l_1198_ = (0u > 0u);
                        if (l_1198_) {
                            uint l_1199_ = (l_1187_ >> 0u);
                            uint l_1200_ = (32u - 0u);
                            uint l_1201_ = (l_1191_ << l_1200_);
                            uint l_1202_ = (l_1199_ | l_1201_);
                            l_mut_447_ = l_1202_;
                        }
                        uint _e3145 = l_mut_448_;
                        l_mut_401_ = _e3145;
                        uint _e3146 = l_mut_447_;
                        l_mut_448_ = _e3146;
                        if (false) {
                            l_mut_401_ = l_1191_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1187_;
                                bool l_1205_ = (0u > 0u);
                                if (l_1205_) {
                                    uint l_1206_ = (l_1187_ >> 0u);
                                    uint l_1207_ = (32u - 0u);
                                    uint l_1208_ = (l_1191_ << l_1207_);
                                    uint l_1209_ = (l_1206_ | l_1208_);
                                    l_mut_447_ = l_1209_;
                                }
                                uint l_1210_ = (l_1191_ >> 0u);
                                uint _e3158 = l_mut_447_;
                                l_mut_401_ = _e3158;
                                l_mut_448_ = l_1210_;
                            }
                        }
                        uint _e3159 = l_mut_428_;
                        uint l_1211_ = (_e3159 * l_1027_);
                        uint _e3161 = l_mut_446_;
                        uint l_1212_ = (_e3161 * l_1027_);
                        uint _e3163 = l_mut_428_;
                        uint64_t l_2972_ = uint64_t(_e3163);
                        uint64_t l_2973_ = uint64_t(l_1027_);
                        uint64_t l_2974_ = (l_2972_ * l_2973_);
                        uint64_t l_2975_ = (l_2974_ >> uint(32uL));
                        uint l_1213_ = uint(l_2975_);
                        uint l_1214_ = (l_1213_ + l_1212_);
                        uint _e3174 = l_mut_446_;
                        uint64_t l_2977_ = uint64_t(_e3174);
                        uint64_t l_2978_ = uint64_t(l_1027_);
                        uint64_t l_2979_ = (l_2977_ * l_2978_);
                        uint64_t l_2980_ = (l_2979_ >> uint(32uL));
                        uint l_1215_ = uint(l_2980_);
                        bool l_1216_ = (l_1214_ < l_1212_);
                        uint l_1217_ = uint(l_1216_);
                        uint l_1218_ = (l_1215_ + l_1217_);
                        l_mut_447_ = l_1211_;
                        bool l_1220_ = (0u > 0u);
                        if (l_1220_) {
                            uint l_1221_ = (l_1211_ >> 0u);
                            uint l_1222_ = (32u - 0u);
                            uint l_1223_ = (l_1214_ << l_1222_);
                            uint l_1224_ = (l_1221_ | l_1223_);
                            l_mut_447_ = l_1224_;
                        }
                        l_mut_389_ = l_1214_;
                        bool l_1225_ = (0u > 0u);
                        if (l_1225_) {
                            uint l_1226_ = (l_1214_ >> 0u);
                            uint l_1227_ = (32u - 0u);
                            uint l_1228_ = (l_1218_ << l_1227_);
                            uint l_1229_ = (l_1226_ | l_1228_);
                            l_mut_389_ = l_1229_;
                        }
                        uint _e3202 = l_mut_447_;
                        l_mut_265_ = _e3202;
                        uint _e3203 = l_mut_389_;
                        l_mut_447_ = _e3203;
                        if (true) {
                            l_mut_265_ = l_1218_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1214_;
                                bool l_1232_ = (0u > 0u);
                                if (l_1232_) {
                                    uint l_1233_ = (l_1214_ >> 0u);
                                    uint l_1234_ = (32u - 0u);
                                    uint l_1235_ = (l_1218_ << l_1234_);
                                    uint l_1236_ = (l_1233_ | l_1235_);
                                    l_mut_389_ = l_1236_;
                                }
                                uint l_1237_ = (l_1218_ >> 0u);
                                uint _e3215 = l_mut_389_;
                                l_mut_265_ = _e3215;
                                l_mut_447_ = l_1237_;
                            }
                        }
                        uint _e3216 = l_mut_395_;
                        uint l_1238_ = (_e3216 * l_1027_);
                        uint _e3218 = l_mut_395_;
                        uint64_t l_2982_ = uint64_t(_e3218);
                        uint64_t l_2983_ = uint64_t(l_1027_);
                        uint64_t l_2984_ = (l_2982_ * l_2983_);
                        uint64_t l_2985_ = (l_2984_ >> uint(32uL));
                        uint l_1239_ = uint(l_2985_);
                        uint _e3228 = l_mut_435_;
                        uint l_1240_ = (_e3228 * l_1027_);
                        uint l_1241_ = (l_1239_ + l_1240_);
                        uint _e3231 = l_mut_265_;
                        uint l_1242_ = (_e3231 + l_1238_);
                        uint _e3233 = l_mut_447_;
                        uint l_1243_ = (_e3233 + l_1241_);
                        uint _e3235 = l_mut_265_;
                        bool l_1244_ = (l_1242_ < _e3235);
                        uint l_1245_ = uint(l_1244_);
                        uint l_1246_ = (l_1243_ + l_1245_);
                        uint _e3239 = l_mut_401_;
                        l_mut_452_ = _e3239;
                        uint _e3240 = l_mut_448_;
                        l_mut_451_ = _e3240;
                        bool l_1247_ = (l_9_ == 64u);
                        if (l_1247_) {
                            l_mut_452_ = l_1242_;
                            l_mut_451_ = l_1246_;
                        } else {
                            bool l_1248_ = (l_9_ > 0u);
                            if (l_1248_) {
                                uint l_1249_ = (64u - l_9_);
                                l_mut_447_ = l_1242_;
                                l_mut_446_ = l_1246_;
                                bool l_1250_ = (l_1249_ >= 32u);
                                if (l_1250_) {
                                    uint l_1251_ = (l_1249_ & 31u);
                                    uint l_1252_ = (l_1242_ << l_1251_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1252_;
                                } else {
                                    bool l_1253_ = (l_1249_ > 0u);
                                    if (l_1253_) {
                                        uint l_1254_ = (l_1242_ << l_1249_);
                                        uint l_1255_ = (l_1246_ << l_1249_);
                                        uint l_1256_ = (32u - l_1249_);
                                        uint l_1257_ = (l_1242_ >> l_1256_);
                                        uint l_1258_ = (l_1255_ | l_1257_);
                                        l_mut_447_ = l_1254_;
                                        l_mut_446_ = l_1258_;
                                    }
                                }
                                uint _e3261 = l_mut_401_;
                                l_mut_435_ = _e3261;
                                uint _e3262 = l_mut_448_;
                                l_mut_428_ = _e3262;
                                bool l_1259_ = (l_9_ >= 32u);
                                if (l_1259_) {
                                    uint l_1260_ = (l_9_ & 31u);
                                    uint _e3267 = l_mut_448_;
                                    uint l_1261_ = (_e3267 >> l_1260_);
                                    l_mut_435_ = l_1261_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1262_ = (l_9_ > 0u);
                                    if (l_1262_) {
                                        uint _e3272 = l_mut_401_;
                                        l_mut_395_ = _e3272;
                                        bool l_1263_ = (l_9_ > 0u);
                                        if (l_1263_) {
                                            uint _e3275 = l_mut_401_;
                                            uint l_1264_ = (_e3275 >> l_9_);
                                            uint l_1265_ = (32u - l_9_);
                                            uint _e3279 = l_mut_448_;
                                            uint l_1266_ = (_e3279 << l_1265_);
                                            uint l_1267_ = (l_1264_ | l_1266_);
                                            l_mut_395_ = l_1267_;
                                        }
                                        uint _e3282 = l_mut_448_;
                                        uint l_1268_ = (_e3282 >> l_9_);
                                        uint _e3284 = l_mut_395_;
                                        l_mut_435_ = _e3284;
                                        l_mut_428_ = l_1268_;
                                    }
                                }
                                uint _e3285 = l_mut_447_;
                                uint _e3286 = l_mut_435_;
                                uint l_1269_ = (_e3285 + _e3286);
                                uint _e3288 = l_mut_446_;
                                uint _e3289 = l_mut_428_;
                                uint l_1270_ = (_e3288 + _e3289);
                                uint _e3291 = l_mut_447_;
                                bool l_1271_ = (l_1269_ < _e3291);
                                uint l_1272_ = uint(l_1271_);
                                uint l_1273_ = (l_1270_ + l_1272_);
                                l_mut_452_ = l_1269_;
                                l_mut_451_ = l_1273_;
                            }
                        }
                        if (l_1124_) {
                            uint _e3296 = l_mut_452_;
                            uint l_1274_ = (0u - _e3296);
                            uint _e3299 = l_mut_451_;
                            uint l_1275_ = (0u - _e3299);
                            uint _e3302 = l_mut_452_;
                            bool l_1276_ = (0u < _e3302);
                            uint l_1277_ = uint(l_1276_);
                            uint l_1278_ = (l_1275_ - l_1277_);
                            l_mut_452_ = l_1274_;
                            l_mut_451_ = l_1278_;
                        }
                    }
                    uint _e3306 = l_mut_452_;
                    uint l_1279_ = (l_1077_ + _e3306);
                    uint _e3308 = l_mut_451_;
                    uint l_1280_ = (l_1081_ + _e3308);
                    bool l_1281_ = (l_1279_ < l_1077_);
                    uint l_1282_ = uint(l_1281_);
                    uint l_1283_ = (l_1280_ + l_1282_);
                    uint l_1284_ = (l_62_ >> 31u);
                    bool l_1285_ = (l_1284_ == 1u);
                    l_mut_452_ = l_59_;
                    l_mut_451_ = l_62_;
                    if (l_1285_) {
                        uint l_1286_ = (0u - l_59_);
                        uint l_1287_ = (0u - l_62_);
                        bool l_1288_ = (0u < l_59_);
                        uint l_1289_ = uint(l_1288_);
                        uint l_1290_ = (l_1287_ - l_1289_);
                        l_mut_452_ = l_1286_;
                        l_mut_451_ = l_1290_;
                    }
                    uint _e3325 = l_mut_452_;
                    uint l_1291_ = (_e3325 * l_1026_);
                    uint _e3327 = l_mut_451_;
                    uint l_1292_ = (_e3327 * l_1026_);
                    uint _e3329 = l_mut_452_;
                    uint64_t l_2987_ = uint64_t(_e3329);
                    uint64_t l_2988_ = uint64_t(l_1026_);
                    uint64_t l_2989_ = (l_2987_ * l_2988_);
                    uint64_t l_2990_ = (l_2989_ >> uint(32uL));
                    uint l_1293_ = uint(l_2990_);
                    uint l_1294_ = (l_1293_ + l_1292_);
                    uint _e3340 = l_mut_451_;
                    uint64_t l_2992_ = uint64_t(_e3340);
                    uint64_t l_2993_ = uint64_t(l_1026_);
                    uint64_t l_2994_ = (l_2992_ * l_2993_);
                    uint64_t l_2995_ = (l_2994_ >> uint(32uL));
                    uint l_1295_ = uint(l_2995_);
                    bool l_1296_ = (l_1294_ < l_1292_);
                    uint l_1297_ = uint(l_1296_);
                    uint l_1298_ = (l_1295_ + l_1297_);
                    uint l_1299_ = naga_mod(l_9_, 32u);
                    l_mut_448_ = l_1291_;
                    bool l_1300_ = (l_1299_ > 0u);
                    if (l_1300_) {
                        uint l_1301_ = (l_1291_ >> l_1299_);
                        uint l_1302_ = (32u - l_1299_);
                        uint l_1303_ = (l_1294_ << l_1302_);
                        uint l_1304_ = (l_1301_ | l_1303_);
                        l_mut_448_ = l_1304_;
                    }
                    l_mut_447_ = l_1294_;
                    bool l_1305_ = (l_1299_ > 0u);
                    if (l_1305_) {
                        uint l_1306_ = (l_1294_ >> l_1299_);
                        uint l_1307_ = (32u - l_1299_);
                        uint l_1308_ = (l_1298_ << l_1307_);
                        uint l_1309_ = (l_1306_ | l_1308_);
                        l_mut_447_ = l_1309_;
                    }
                    uint _e3369 = l_mut_448_;
                    l_mut_446_ = _e3369;
                    uint _e3370 = l_mut_447_;
                    l_mut_448_ = _e3370;
                    bool l_1310_ = (l_9_ >= 64u);
                    if (l_1310_) {
                        l_mut_446_ = l_1298_;
                        l_mut_448_ = 0u;
                    } else {
                        bool l_1311_ = (l_9_ >= 32u);
                        if (l_1311_) {
                            l_mut_447_ = l_1294_;
                            bool l_1312_ = (l_1299_ > 0u);
                            if (l_1312_) {
                                uint l_1313_ = (l_1294_ >> l_1299_);
                                uint l_1314_ = (32u - l_1299_);
                                uint l_1315_ = (l_1298_ << l_1314_);
                                uint l_1316_ = (l_1313_ | l_1315_);
                                l_mut_447_ = l_1316_;
                            }
                            uint l_1317_ = (l_1298_ >> l_1299_);
                            uint _e3384 = l_mut_447_;
                            l_mut_446_ = _e3384;
                            l_mut_448_ = l_1317_;
                        }
                    }
                    uint _e3385 = l_mut_446_;
                    l_mut_452_ = _e3385;
                    uint _e3386 = l_mut_448_;
                    l_mut_451_ = _e3386;
                    if (l_1285_) {
                        uint _e3388 = l_mut_452_;
                        uint l_1318_ = (0u - _e3388);
                        uint _e3391 = l_mut_451_;
                        uint l_1319_ = (0u - _e3391);
                        uint _e3394 = l_mut_452_;
                        bool l_1320_ = (0u < _e3394);
                        uint l_1321_ = uint(l_1320_);
                        uint l_1322_ = (l_1319_ - l_1321_);
                        l_mut_452_ = l_1318_;
                        l_mut_451_ = l_1322_;
                    }
                    uint _e3398 = l_mut_452_;
                    uint l_1323_ = (l_1068_ + _e3398);
                    uint _e3400 = l_mut_451_;
                    uint l_1324_ = (l_1072_ + _e3400);
                    bool l_1325_ = (l_1323_ < l_1068_);
                    uint l_1326_ = uint(l_1325_);
                    uint l_1327_ = (l_1324_ + l_1326_);
                    uint l_1328_ = (l_9_ + 3u);
                    l_mut_452_ = 0u;
                    l_mut_451_ = 0u;
                    bool l_1329_ = (l_1026_ < 65536u);
                    if (l_1329_) {
                        uint l_1330_ = (l_1026_ * l_1026_);
                        uint l_1331_ = (l_62_ >> 31u);
                        bool l_1332_ = (l_1331_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1332_) {
                            uint l_1333_ = (0u - l_59_);
                            uint l_1334_ = (0u - l_62_);
                            bool l_1335_ = (0u < l_59_);
                            uint l_1336_ = uint(l_1335_);
                            uint l_1337_ = (l_1334_ - l_1336_);
                            l_mut_448_ = l_1333_;
                            l_mut_447_ = l_1337_;
                        }
                        uint _e3424 = l_mut_448_;
                        uint l_1338_ = (_e3424 * l_1330_);
                        uint _e3426 = l_mut_447_;
                        uint l_1339_ = (_e3426 * l_1330_);
                        uint _e3428 = l_mut_448_;
                        uint64_t l_2997_ = uint64_t(_e3428);
                        uint64_t l_2998_ = uint64_t(l_1330_);
                        uint64_t l_2999_ = (l_2997_ * l_2998_);
                        uint64_t l_3000_ = (l_2999_ >> uint(32uL));
                        uint l_1340_ = uint(l_3000_);
                        uint l_1341_ = (l_1340_ + l_1339_);
                        uint _e3439 = l_mut_447_;
                        uint64_t l_3002_ = uint64_t(_e3439);
                        uint64_t l_3003_ = uint64_t(l_1330_);
                        uint64_t l_3004_ = (l_3002_ * l_3003_);
                        uint64_t l_3005_ = (l_3004_ >> uint(32uL));
                        uint l_1342_ = uint(l_3005_);
                        bool l_1343_ = (l_1341_ < l_1339_);
                        uint l_1344_ = uint(l_1343_);
                        uint l_1345_ = (l_1342_ + l_1344_);
                        uint l_1346_ = naga_mod(l_1328_, 32u);
                        l_mut_446_ = l_1338_;
                        bool l_1347_ = (l_1346_ > 0u);
                        if (l_1347_) {
                            uint l_1348_ = (l_1338_ >> l_1346_);
                            uint l_1349_ = (32u - l_1346_);
                            uint l_1350_ = (l_1341_ << l_1349_);
                            uint l_1351_ = (l_1348_ | l_1350_);
                            l_mut_446_ = l_1351_;
                        }
                        l_mut_435_ = l_1341_;
                        bool l_1352_ = (l_1346_ > 0u);
                        if (l_1352_) {
                            uint l_1353_ = (l_1341_ >> l_1346_);
                            uint l_1354_ = (32u - l_1346_);
                            uint l_1355_ = (l_1345_ << l_1354_);
                            uint l_1356_ = (l_1353_ | l_1355_);
                            l_mut_435_ = l_1356_;
                        }
                        uint _e3468 = l_mut_446_;
                        l_mut_428_ = _e3468;
                        uint _e3469 = l_mut_435_;
                        l_mut_446_ = _e3469;
                        bool l_1357_ = (l_1328_ >= 64u);
                        if (l_1357_) {
                            l_mut_428_ = l_1345_;
                            l_mut_446_ = 0u;
                        } else {
                            bool l_1358_ = (l_1328_ >= 32u);
                            if (l_1358_) {
                                l_mut_435_ = l_1341_;
                                bool l_1359_ = (l_1346_ > 0u);
                                if (l_1359_) {
                                    uint l_1360_ = (l_1341_ >> l_1346_);
                                    uint l_1361_ = (32u - l_1346_);
                                    uint l_1362_ = (l_1345_ << l_1361_);
                                    uint l_1363_ = (l_1360_ | l_1362_);
                                    l_mut_435_ = l_1363_;
                                }
                                uint l_1364_ = (l_1345_ >> l_1346_);
                                uint _e3483 = l_mut_435_;
                                l_mut_428_ = _e3483;
                                l_mut_446_ = l_1364_;
                            }
                        }
                        uint _e3484 = l_mut_428_;
                        l_mut_448_ = _e3484;
                        uint _e3485 = l_mut_446_;
                        l_mut_447_ = _e3485;
                        if (l_1332_) {
                            uint _e3487 = l_mut_448_;
                            uint l_1365_ = (0u - _e3487);
                            uint _e3490 = l_mut_447_;
                            uint l_1366_ = (0u - _e3490);
                            uint _e3493 = l_mut_448_;
                            bool l_1367_ = (0u < _e3493);
                            uint l_1368_ = uint(l_1367_);
                            uint l_1369_ = (l_1366_ - l_1368_);
                            l_mut_448_ = l_1365_;
                            l_mut_447_ = l_1369_;
                        }
                        uint _e3497 = l_mut_448_;
                        l_mut_452_ = _e3497;
                        uint _e3498 = l_mut_447_;
                        l_mut_451_ = _e3498;
                    } else {
                        uint l_1370_ = (l_62_ >> 31u);
                        bool l_1371_ = (l_1370_ == 1u);
                        l_mut_448_ = l_59_;
                        l_mut_447_ = l_62_;
                        if (l_1371_) {
                            uint l_1372_ = (0u - l_59_);
                            uint l_1373_ = (0u - l_62_);
                            bool l_1374_ = (0u < l_59_);
                            uint l_1375_ = uint(l_1374_);
                            uint l_1376_ = (l_1373_ - l_1375_);
                            l_mut_448_ = l_1372_;
                            l_mut_447_ = l_1376_;
                        }
                        uint _e3511 = l_mut_448_;
                        uint l_1377_ = (_e3511 * l_1026_);
                        uint _e3513 = l_mut_447_;
                        uint l_1378_ = (_e3513 * l_1026_);
                        uint _e3515 = l_mut_448_;
                        uint64_t l_3007_ = uint64_t(_e3515);
                        uint64_t l_3008_ = uint64_t(l_1026_);
                        uint64_t l_3009_ = (l_3007_ * l_3008_);
                        uint64_t l_3010_ = (l_3009_ >> uint(32uL));
                        uint l_1379_ = uint(l_3010_);
                        uint l_1380_ = (l_1379_ + l_1378_);
                        uint _e3526 = l_mut_447_;
                        uint64_t l_3012_ = uint64_t(_e3526);
                        uint64_t l_3013_ = uint64_t(l_1026_);
                        uint64_t l_3014_ = (l_3012_ * l_3013_);
                        uint64_t l_3015_ = (l_3014_ >> uint(32uL));
                        uint l_1381_ = uint(l_3015_);
                        bool l_1382_ = (l_1380_ < l_1378_);
                        uint l_1383_ = uint(l_1382_);
                        uint l_1384_ = (l_1381_ + l_1383_);
                        l_mut_446_ = l_1377_;
                        bool l_1386_ = (0u > 0u);
                        if (l_1386_) {
                            uint l_1387_ = (l_1377_ >> 0u);
                            uint l_1388_ = (32u - 0u);
                            uint l_1389_ = (l_1380_ << l_1388_);
                            uint l_1390_ = (l_1387_ | l_1389_);
                            l_mut_446_ = l_1390_;
                        }
                        l_mut_435_ = l_1380_;
                        bool l_1391_ = (0u > 0u);
                        if (l_1391_) {
                            uint l_1392_ = (l_1380_ >> 0u);
                            uint l_1393_ = (32u - 0u);
                            uint l_1394_ = (l_1384_ << l_1393_);
                            uint l_1395_ = (l_1392_ | l_1394_);
                            l_mut_435_ = l_1395_;
                        }
                        uint _e3554 = l_mut_446_;
                        l_mut_428_ = _e3554;
                        uint _e3555 = l_mut_435_;
                        l_mut_446_ = _e3555;
                        if (false) {
                            l_mut_428_ = l_1384_;
                            l_mut_446_ = 0u;
                        } else {
                            if (false) {
                                l_mut_435_ = l_1380_;
                                bool l_1398_ = (0u > 0u);
                                if (l_1398_) {
                                    uint l_1399_ = (l_1380_ >> 0u);
                                    uint l_1400_ = (32u - 0u);
                                    uint l_1401_ = (l_1384_ << l_1400_);
                                    uint l_1402_ = (l_1399_ | l_1401_);
                                    l_mut_435_ = l_1402_;
                                }
                                uint l_1403_ = (l_1384_ >> 0u);
                                uint _e3567 = l_mut_435_;
                                l_mut_428_ = _e3567;
                                l_mut_446_ = l_1403_;
                            }
                        }
                        uint _e3568 = l_mut_448_;
                        uint l_1404_ = (_e3568 * l_1026_);
                        uint _e3570 = l_mut_447_;
                        uint l_1405_ = (_e3570 * l_1026_);
                        uint _e3572 = l_mut_448_;
                        uint64_t l_3017_ = uint64_t(_e3572);
                        uint64_t l_3018_ = uint64_t(l_1026_);
                        uint64_t l_3019_ = (l_3017_ * l_3018_);
                        uint64_t l_3020_ = (l_3019_ >> uint(32uL));
                        uint l_1406_ = uint(l_3020_);
                        uint l_1407_ = (l_1406_ + l_1405_);
                        uint _e3583 = l_mut_447_;
                        uint64_t l_3022_ = uint64_t(_e3583);
                        uint64_t l_3023_ = uint64_t(l_1026_);
                        uint64_t l_3024_ = (l_3022_ * l_3023_);
                        uint64_t l_3025_ = (l_3024_ >> uint(32uL));
                        uint l_1408_ = uint(l_3025_);
                        bool l_1409_ = (l_1407_ < l_1405_);
                        uint l_1410_ = uint(l_1409_);
                        uint l_1411_ = (l_1408_ + l_1410_);
                        l_mut_435_ = l_1404_;
                        bool l_1413_ = (0u > 0u);
                        if (l_1413_) {
                            uint l_1414_ = (l_1404_ >> 0u);
                            uint l_1415_ = (32u - 0u);
                            uint l_1416_ = (l_1407_ << l_1415_);
                            uint l_1417_ = (l_1414_ | l_1416_);
                            l_mut_435_ = l_1417_;
                        }
                        l_mut_401_ = l_1407_;
                        bool l_1418_ = (0u > 0u);
                        if (l_1418_) {
                            uint l_1419_ = (l_1407_ >> 0u);
                            uint l_1420_ = (32u - 0u);
                            uint l_1421_ = (l_1411_ << l_1420_);
                            uint l_1422_ = (l_1419_ | l_1421_);
                            l_mut_401_ = l_1422_;
                        }
                        uint _e3611 = l_mut_435_;
                        l_mut_395_ = _e3611;
                        uint _e3612 = l_mut_401_;
                        l_mut_435_ = _e3612;
                        if (true) {
                            l_mut_395_ = l_1411_;
                            l_mut_435_ = 0u;
                        } else {
                            if (true) {
                                l_mut_401_ = l_1407_;
                                bool l_1425_ = (0u > 0u);
                                if (l_1425_) {
                                    uint l_1426_ = (l_1407_ >> 0u);
                                    uint l_1427_ = (32u - 0u);
                                    uint l_1428_ = (l_1411_ << l_1427_);
                                    uint l_1429_ = (l_1426_ | l_1428_);
                                    l_mut_401_ = l_1429_;
                                }
                                uint l_1430_ = (l_1411_ >> 0u);
                                uint _e3624 = l_mut_401_;
                                l_mut_395_ = _e3624;
                                l_mut_435_ = l_1430_;
                            }
                        }
                        uint _e3625 = l_mut_428_;
                        uint l_1431_ = (_e3625 * l_1026_);
                        uint _e3627 = l_mut_446_;
                        uint l_1432_ = (_e3627 * l_1026_);
                        uint _e3629 = l_mut_428_;
                        uint64_t l_3027_ = uint64_t(_e3629);
                        uint64_t l_3028_ = uint64_t(l_1026_);
                        uint64_t l_3029_ = (l_3027_ * l_3028_);
                        uint64_t l_3030_ = (l_3029_ >> uint(32uL));
                        uint l_1433_ = uint(l_3030_);
                        uint l_1434_ = (l_1433_ + l_1432_);
                        uint _e3640 = l_mut_446_;
                        uint64_t l_3032_ = uint64_t(_e3640);
                        uint64_t l_3033_ = uint64_t(l_1026_);
                        uint64_t l_3034_ = (l_3032_ * l_3033_);
                        uint64_t l_3035_ = (l_3034_ >> uint(32uL));
                        uint l_1435_ = uint(l_3035_);
                        bool l_1436_ = (l_1434_ < l_1432_);
                        uint l_1437_ = uint(l_1436_);
                        uint l_1438_ = (l_1435_ + l_1437_);
                        l_mut_448_ = l_1431_;
                        bool l_1440_ = (0u > 0u);
                        if (l_1440_) {
                            uint l_1441_ = (l_1431_ >> 0u);
                            uint l_1442_ = (32u - 0u);
                            uint l_1443_ = (l_1434_ << l_1442_);
                            uint l_1444_ = (l_1441_ | l_1443_);
                            l_mut_448_ = l_1444_;
                        }
                        l_mut_447_ = l_1434_;
                        bool l_1445_ = (0u > 0u);
                        if (l_1445_) {
                            uint l_1446_ = (l_1434_ >> 0u);
                            uint l_1447_ = (32u - 0u);
                            uint l_1448_ = (l_1438_ << l_1447_);
                            uint l_1449_ = (l_1446_ | l_1448_);
                            l_mut_447_ = l_1449_;
                        }
                        uint _e3668 = l_mut_448_;
                        l_mut_401_ = _e3668;
                        uint _e3669 = l_mut_447_;
                        l_mut_448_ = _e3669;
                        if (false) {
                            l_mut_401_ = l_1438_;
                            l_mut_448_ = 0u;
                        } else {
                            if (false) {
                                l_mut_447_ = l_1434_;
                                bool l_1452_ = (0u > 0u);
                                if (l_1452_) {
                                    uint l_1453_ = (l_1434_ >> 0u);
                                    uint l_1454_ = (32u - 0u);
                                    uint l_1455_ = (l_1438_ << l_1454_);
                                    uint l_1456_ = (l_1453_ | l_1455_);
                                    l_mut_447_ = l_1456_;
                                }
                                uint l_1457_ = (l_1438_ >> 0u);
                                uint _e3681 = l_mut_447_;
                                l_mut_401_ = _e3681;
                                l_mut_448_ = l_1457_;
                            }
                        }
                        uint _e3682 = l_mut_428_;
                        uint l_1458_ = (_e3682 * l_1026_);
                        uint _e3684 = l_mut_446_;
                        uint l_1459_ = (_e3684 * l_1026_);
                        uint _e3686 = l_mut_428_;
                        uint64_t l_3037_ = uint64_t(_e3686);
                        uint64_t l_3038_ = uint64_t(l_1026_);
                        uint64_t l_3039_ = (l_3037_ * l_3038_);
                        uint64_t l_3040_ = (l_3039_ >> uint(32uL));
                        uint l_1460_ = uint(l_3040_);
                        uint l_1461_ = (l_1460_ + l_1459_);
                        uint _e3697 = l_mut_446_;
                        uint64_t l_3042_ = uint64_t(_e3697);
                        uint64_t l_3043_ = uint64_t(l_1026_);
                        uint64_t l_3044_ = (l_3042_ * l_3043_);
                        uint64_t l_3045_ = (l_3044_ >> uint(32uL));
                        uint l_1462_ = uint(l_3045_);
                        bool l_1463_ = (l_1461_ < l_1459_);
                        uint l_1464_ = uint(l_1463_);
                        uint l_1465_ = (l_1462_ + l_1464_);
                        l_mut_447_ = l_1458_;
                        bool l_1467_ = (0u > 0u);
                        if (l_1467_) {
                            uint l_1468_ = (l_1458_ >> 0u);
                            uint l_1469_ = (32u - 0u);
                            uint l_1470_ = (l_1461_ << l_1469_);
                            uint l_1471_ = (l_1468_ | l_1470_);
                            l_mut_447_ = l_1471_;
                        }
                        l_mut_389_ = l_1461_;
                        bool l_1472_ = (0u > 0u);
                        if (l_1472_) {
                            uint l_1473_ = (l_1461_ >> 0u);
                            uint l_1474_ = (32u - 0u);
                            uint l_1475_ = (l_1465_ << l_1474_);
                            uint l_1476_ = (l_1473_ | l_1475_);
                            l_mut_389_ = l_1476_;
                        }
                        uint _e3725 = l_mut_447_;
                        l_mut_265_ = _e3725;
                        uint _e3726 = l_mut_389_;
                        l_mut_447_ = _e3726;
                        if (true) {
                            l_mut_265_ = l_1465_;
                            l_mut_447_ = 0u;
                        } else {
                            if (true) {
                                l_mut_389_ = l_1461_;
                                bool l_1479_ = (0u > 0u);
                                if (l_1479_) {
                                    uint l_1480_ = (l_1461_ >> 0u);
                                    uint l_1481_ = (32u - 0u);
                                    uint l_1482_ = (l_1465_ << l_1481_);
                                    uint l_1483_ = (l_1480_ | l_1482_);
                                    l_mut_389_ = l_1483_;
                                }
                                uint l_1484_ = (l_1465_ >> 0u);
                                uint _e3738 = l_mut_389_;
                                l_mut_265_ = _e3738;
                                l_mut_447_ = l_1484_;
                            }
                        }
                        uint _e3739 = l_mut_395_;
                        uint l_1485_ = (_e3739 * l_1026_);
                        uint _e3741 = l_mut_395_;
                        uint64_t l_3047_ = uint64_t(_e3741);
                        uint64_t l_3048_ = uint64_t(l_1026_);
                        uint64_t l_3049_ = (l_3047_ * l_3048_);
                        uint64_t l_3050_ = (l_3049_ >> uint(32uL));
                        uint l_1486_ = uint(l_3050_);
                        uint _e3751 = l_mut_435_;
                        uint l_1487_ = (_e3751 * l_1026_);
                        uint l_1488_ = (l_1486_ + l_1487_);
                        uint _e3754 = l_mut_265_;
                        uint l_1489_ = (_e3754 + l_1485_);
                        uint _e3756 = l_mut_447_;
                        uint l_1490_ = (_e3756 + l_1488_);
                        uint _e3758 = l_mut_265_;
                        bool l_1491_ = (l_1489_ < _e3758);
                        uint l_1492_ = uint(l_1491_);
                        uint l_1493_ = (l_1490_ + l_1492_);
                        uint _e3762 = l_mut_401_;
                        l_mut_452_ = _e3762;
                        uint _e3763 = l_mut_448_;
                        l_mut_451_ = _e3763;
                        bool l_1494_ = (l_1328_ == 64u);
                        if (l_1494_) {
                            l_mut_452_ = l_1489_;
                            l_mut_451_ = l_1493_;
                        } else {
                            bool l_1495_ = (l_1328_ > 0u);
                            if (l_1495_) {
                                uint l_1496_ = (64u - l_1328_);
                                l_mut_447_ = l_1489_;
                                l_mut_446_ = l_1493_;
                                bool l_1497_ = (l_1496_ >= 32u);
                                if (l_1497_) {
                                    uint l_1498_ = (l_1496_ & 31u);
                                    uint l_1499_ = (l_1489_ << l_1498_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_1499_;
                                } else {
                                    bool l_1500_ = (l_1496_ > 0u);
                                    if (l_1500_) {
                                        uint l_1501_ = (l_1489_ << l_1496_);
                                        uint l_1502_ = (l_1493_ << l_1496_);
                                        uint l_1503_ = (32u - l_1496_);
                                        uint l_1504_ = (l_1489_ >> l_1503_);
                                        uint l_1505_ = (l_1502_ | l_1504_);
                                        l_mut_447_ = l_1501_;
                                        l_mut_446_ = l_1505_;
                                    }
                                }
                                uint _e3784 = l_mut_401_;
                                l_mut_435_ = _e3784;
                                uint _e3785 = l_mut_448_;
                                l_mut_428_ = _e3785;
                                bool l_1506_ = (l_1328_ >= 32u);
                                if (l_1506_) {
                                    uint l_1507_ = (l_1328_ & 31u);
                                    uint _e3790 = l_mut_448_;
                                    uint l_1508_ = (_e3790 >> l_1507_);
                                    l_mut_435_ = l_1508_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1509_ = (l_1328_ > 0u);
                                    if (l_1509_) {
                                        uint _e3795 = l_mut_401_;
                                        l_mut_395_ = _e3795;
                                        bool l_1510_ = (l_1328_ > 0u);
                                        if (l_1510_) {
                                            uint _e3798 = l_mut_401_;
                                            uint l_1511_ = (_e3798 >> l_1328_);
                                            uint l_1512_ = (32u - l_1328_);
                                            uint _e3802 = l_mut_448_;
                                            uint l_1513_ = (_e3802 << l_1512_);
                                            uint l_1514_ = (l_1511_ | l_1513_);
                                            l_mut_395_ = l_1514_;
                                        }
                                        uint _e3805 = l_mut_448_;
                                        uint l_1515_ = (_e3805 >> l_1328_);
                                        uint _e3807 = l_mut_395_;
                                        l_mut_435_ = _e3807;
                                        l_mut_428_ = l_1515_;
                                    }
                                }
                                uint _e3808 = l_mut_447_;
                                uint _e3809 = l_mut_435_;
                                uint l_1516_ = (_e3808 + _e3809);
                                uint _e3811 = l_mut_446_;
                                uint _e3812 = l_mut_428_;
                                uint l_1517_ = (_e3811 + _e3812);
                                uint _e3814 = l_mut_447_;
                                bool l_1518_ = (l_1516_ < _e3814);
                                uint l_1519_ = uint(l_1518_);
                                uint l_1520_ = (l_1517_ + l_1519_);
                                l_mut_452_ = l_1516_;
                                l_mut_451_ = l_1520_;
                            }
                        }
                        if (l_1371_) {
                            uint _e3819 = l_mut_452_;
                            uint l_1521_ = (0u - _e3819);
                            uint _e3822 = l_mut_451_;
                            uint l_1522_ = (0u - _e3822);
                            uint _e3825 = l_mut_452_;
                            bool l_1523_ = (0u < _e3825);
                            uint l_1524_ = uint(l_1523_);
                            uint l_1525_ = (l_1522_ - l_1524_);
                            l_mut_452_ = l_1521_;
                            l_mut_451_ = l_1525_;
                        }
                    }
                    uint _e3829 = l_mut_452_;
                    l_mut_448_ = _e3829;
                    uint _e3830 = l_mut_451_;
                    l_mut_447_ = _e3830;
                    uint _e3831 = l_mut_451_;
                    uint l_1526_ = (_e3831 >> 31u);
                    bool l_1527_ = (l_1526_ == 1u);
                    if (l_1527_) {
                        uint _e3837 = l_mut_452_;
                        uint l_1528_ = (0u - _e3837);
                        uint _e3840 = l_mut_451_;
                        uint l_1529_ = (0u - _e3840);
                        uint _e3843 = l_mut_452_;
                        bool l_1530_ = (0u < _e3843);
                        uint l_1531_ = uint(l_1530_);
                        uint l_1532_ = (l_1529_ - l_1531_);
                        l_mut_448_ = l_1528_;
                        l_mut_447_ = l_1532_;
                    }
                    uint _e3847 = l_mut_448_;
                    uint l_1533_ = (l_14_ + _e3847);
                    uint _e3849 = l_mut_447_;
                    uint l_1534_ = (l_17_ + _e3849);
                    bool l_1535_ = (l_1533_ < l_14_);
                    uint l_1536_ = uint(l_1535_);
                    uint l_1537_ = (l_1534_ + l_1536_);
                    uint l_1538_ = (l_1533_ + 1u);
                    uint l_1539_ = (l_1537_ + 0u);
                    bool l_1540_ = (l_1538_ < l_1533_);
                    uint l_1541_ = uint(l_1540_);
                    uint l_1542_ = (l_1539_ + l_1541_);
                    uint _e3861 = l_mut_452_;
                    uint l_1543_ = (l_1279_ - _e3861);
                    uint _e3863 = l_mut_451_;
                    uint l_1544_ = (l_1283_ - _e3863);
                    uint _e3865 = l_mut_452_;
                    bool l_1545_ = (l_1279_ < _e3865);
                    uint l_1546_ = uint(l_1545_);
                    uint l_1547_ = (l_1544_ - l_1546_);
                    uint l_1548_ = (l_1543_ + l_1538_);
                    uint l_1549_ = (l_1547_ + l_1542_);
                    bool l_1550_ = (l_1548_ < l_1543_);
                    uint l_1551_ = uint(l_1550_);
                    uint l_1552_ = (l_1549_ + l_1551_);
                    uint l_1553_ = (0u - l_1323_);
                    uint l_1554_ = (0u - l_1327_);
                    bool l_1555_ = (0u < l_1323_);
                    uint l_1556_ = uint(l_1555_);
                    uint l_1557_ = (l_1554_ - l_1556_);
                    uint l_1558_ = (l_1538_ + l_1538_);
                    uint l_1559_ = (l_1542_ + l_1542_);
                    bool l_1560_ = (l_1558_ < l_1538_);
                    uint l_1561_ = uint(l_1560_);
                    uint l_1562_ = (l_1559_ + l_1561_);
                    l_mut_452_ = l_1553_;
                    l_mut_451_ = l_1557_;
                    uint l_1563_ = (0u - l_1553_);
                    uint l_1564_ = (0u - l_1557_);
                    bool l_1565_ = (0u < l_1553_);
                    uint l_1566_ = uint(l_1565_);
                    uint l_1567_ = (l_1564_ - l_1566_);
                    l_mut_448_ = l_1563_;
                    l_mut_447_ = l_1567_;
                    l_mut_446_ = l_1548_;
                    l_mut_435_ = l_1552_;
                    l_mut_428_ = 1u;
                    l_mut_401_ = 1u;
                    l_mut_652_ = false;
                    uint _e3898 = l_mut_435_;
                    bool l_1568_ = (_e3898 < l_1562_);
                    uint _e3900 = l_mut_435_;
                    bool l_1569_ = (_e3900 == l_1562_);
                    uint _e3902 = l_mut_446_;
                    bool l_1570_ = (_e3902 < l_1558_);
                    if (l_1569_) {
                        local_83 = l_1570_;
                    } else {
                        local_83 = false;
                    }
                    bool l_1571_ = local_83;
                    if (!(l_1568_)) {
                        local_84 = l_1571_;
                    } else {
                        local_84 = true;
                    }
                    bool l_1572_ = local_84;
                    bool l_1573_ = !(l_1572_);
                    l_mut_635_ = l_1573_;
                    uint l_1574_ = (l_1553_ | l_1557_);
                    bool l_1575_ = (l_1574_ == 0u);
                    if (l_1575_) {
                        bool _e3917 = l_mut_635_;
                        l_mut_652_ = _e3917;
                        l_mut_635_ = false;
                    }
                    bool _e3919 = l_mut_635_;
                    if (_e3919) {
                        uint l_1576_ = (l_1557_ >> 31u);
                        bool l_1577_ = (l_1576_ == 1u);
                        l_mut_395_ = l_1553_;
                        l_mut_389_ = l_1557_;
                        if (l_1577_) {
                            uint l_1578_ = (0u - l_1553_);
                            uint l_1579_ = (0u - l_1557_);
                            bool l_1580_ = (0u < l_1553_);
                            uint l_1581_ = uint(l_1580_);
                            uint l_1582_ = (l_1579_ - l_1581_);
                            l_mut_395_ = l_1578_;
                            l_mut_389_ = l_1582_;
                        }
                        uint l_1583_ = (l_1026_ - 1u);
                        uint _e3934 = l_mut_395_;
                        uint l_1584_ = (_e3934 * l_1583_);
                        uint _e3936 = l_mut_395_;
                        uint64_t l_3052_ = uint64_t(_e3936);
                        uint64_t l_3053_ = uint64_t(l_1583_);
                        uint64_t l_3054_ = (l_3052_ * l_3053_);
                        uint64_t l_3055_ = (l_3054_ >> uint(32uL));
                        uint l_1585_ = uint(l_3055_);
                        uint _e3946 = l_mut_389_;
                        uint l_1586_ = (_e3946 * l_1583_);
                        uint l_1587_ = (l_1585_ + l_1586_);
                        l_mut_265_ = 0u;
                        uint l_1588_ = (l_1026_ - 1u);
                        uint _e3952 = l_mut_395_;
                        uint l_1589_ = (_e3952 * l_1588_);
                        uint _e3954 = l_mut_389_;
                        uint l_1590_ = (_e3954 * l_1588_);
                        uint _e3956 = l_mut_395_;
                        uint64_t l_3057_ = uint64_t(_e3956);
                        uint64_t l_3058_ = uint64_t(l_1588_);
                        uint64_t l_3059_ = (l_3057_ * l_3058_);
                        uint64_t l_3060_ = (l_3059_ >> uint(32uL));
                        uint l_1591_ = uint(l_3060_);
                        uint l_1592_ = (l_1591_ + l_1590_);
                        uint _e3967 = l_mut_389_;
                        uint64_t l_3062_ = uint64_t(_e3967);
                        uint64_t l_3063_ = uint64_t(l_1588_);
                        uint64_t l_3064_ = (l_3062_ * l_3063_);
                        uint64_t l_3065_ = (l_3064_ >> uint(32uL));
                        uint l_1593_ = uint(l_3065_);
                        bool l_1594_ = (l_1592_ < l_1590_);
                        uint l_1595_ = uint(l_1594_);
                        uint l_1596_ = (l_1593_ + l_1595_);
                        l_mut_259_ = l_1589_;
                        bool l_1598_ = (0u > 0u);
                        if (l_1598_) {
                            uint l_1599_ = (l_1589_ >> 0u);
                            uint l_1600_ = (32u - 0u);
                            uint l_1601_ = (l_1592_ << l_1600_);
                            uint l_1602_ = (l_1599_ | l_1601_);
                            l_mut_259_ = l_1602_;
                        }
                        l_mut_209_ = l_1592_;
                        bool l_1603_ = (0u > 0u);
                        if (l_1603_) {
                            uint l_1604_ = (l_1592_ >> 0u);
                            uint l_1605_ = (32u - 0u);
                            uint l_1606_ = (l_1596_ << l_1605_);
                            uint l_1607_ = (l_1604_ | l_1606_);
                            l_mut_209_ = l_1607_;
                        }
                        uint _e3995 = l_mut_259_;
                        l_mut_203_ = _e3995;
                        uint _e3996 = l_mut_209_;
                        l_mut_259_ = _e3996;
                        if (true) {
                            l_mut_203_ = l_1596_;
                            l_mut_259_ = 0u;
                        } else {
                            if (true) {
                                l_mut_209_ = l_1592_;
                                bool l_1610_ = (0u > 0u);
                                if (l_1610_) {
                                    uint l_1611_ = (l_1592_ >> 0u);
                                    uint l_1612_ = (32u - 0u);
                                    uint l_1613_ = (l_1596_ << l_1612_);
                                    uint l_1614_ = (l_1611_ | l_1613_);
                                    l_mut_209_ = l_1614_;
                                }
                                uint l_1615_ = (l_1596_ >> 0u);
                                uint _e4008 = l_mut_209_;
                                l_mut_203_ = _e4008;
                                l_mut_259_ = l_1615_;
                            }
                        }
                        uint _e4009 = l_mut_203_;
                        uint _e4010 = l_mut_259_;
                        uint l_1616_ = (_e4009 | _e4010);
                        bool l_1617_ = (l_1616_ == 0u);
                        if (l_1617_) {
                            l_mut_259_ = l_1548_;
                            l_mut_209_ = l_1552_;
                            if (l_1577_) {
                                uint l_1618_ = (0u - l_1548_);
                                uint l_1619_ = (0u - l_1552_);
                                bool l_1620_ = (0u < l_1548_);
                                uint l_1621_ = uint(l_1620_);
                                uint l_1622_ = (l_1619_ - l_1621_);
                                uint l_1623_ = (l_1548_ | l_1552_);
                                bool l_1624_ = (l_1623_ == 0u);
                                bool l_1625_ = !(l_1624_);
                                bool l_1626_ = (l_1587_ < l_1622_);
                                bool l_1627_ = (l_1587_ == l_1622_);
                                bool l_1628_ = (l_1584_ < l_1618_);
                                if (l_1627_) {
                                    local_85 = l_1628_;
                                } else {
                                    local_85 = false;
                                }
                                bool l_1629_ = local_85;
                                if (!(l_1626_)) {
                                    local_86 = l_1629_;
                                } else {
                                    local_86 = true;
                                }
                                bool l_1630_ = local_86;
                                bool l_1631_ = !(l_1630_);
                                if (l_1625_) {
                                    local_87 = l_1631_;
                                } else {
                                    local_87 = false;
                                }
                                bool l_1632_ = local_87;
                                if (l_1632_) {
                                    uint l_1633_ = (l_1026_ - 1u);
                                    l_mut_203_ = l_1618_;
                                    l_mut_141_ = l_1622_;
                                    uint _e4045 = l_mut_389_;
                                    bool l_1634_ = (l_1622_ < _e4045);
                                    uint _e4047 = l_mut_389_;
                                    bool l_1635_ = (l_1622_ == _e4047);
                                    uint _e4049 = l_mut_395_;
                                    bool l_1636_ = (l_1618_ < _e4049);
                                    if (l_1635_) {
                                        local_88 = l_1636_;
                                    } else {
                                        local_88 = false;
                                    }
                                    bool l_1637_ = local_88;
                                    if (!(l_1634_)) {
                                        local_89 = l_1637_;
                                    } else {
                                        local_89 = true;
                                    }
                                    bool l_1638_ = local_89;
                                    bool l_1639_ = !(l_1638_);
                                    if (l_1639_) {
                                        l_mut_135_ = 0u;
                                        uint _e4062 = l_mut_389_;
                                        bool l_1640_ = (_e4062 < l_1622_);
                                        uint _e4064 = l_mut_389_;
                                        bool l_1641_ = (_e4064 == l_1622_);
                                        uint _e4066 = l_mut_395_;
                                        bool l_1642_ = (_e4066 < l_1618_);
                                        if (l_1641_) {
                                            local_90 = l_1642_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1643_ = local_90;
                                        if (!(l_1640_)) {
                                            local_91 = l_1643_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1644_ = local_91;
                                        if (l_1644_) {
                                            uint l_1645_ = (l_1618_ - 1u);
                                            uint l_1646_ = (l_1622_ - 0u);
                                            bool l_1647_ = (l_1618_ < 1u);
                                            uint l_1648_ = uint(l_1647_);
                                            uint l_1649_ = (l_1646_ - l_1648_);
                                            l_mut_92_ = l_1645_;
                                            l_mut_86_ = l_1649_;
                                            l_mut_80_ = 0u;
                                            l_mut_1650_ = 0u;
                                            uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_7 = true;
                                            while(true) {
                                                if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                                                loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                                                if (!loop_init_7) {
                                                    uint _e4173 = l_mut_1650_;
                                                    l_mut_1650_ = (_e4173 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4088 = l_mut_1650_;
                                                if ((_e4088 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4092 = l_mut_1650_;
                                                    uint l_1651_ = (19u - _e4092);
                                                    uint _e4094 = l_mut_92_;
                                                    l_mut_65_ = _e4094;
                                                    uint _e4095 = l_mut_86_;
                                                    l_mut_30_ = _e4095;
                                                    bool l_1652_ = (l_1651_ >= 32u);
                                                    if (l_1652_) {
                                                        uint l_1653_ = (l_1651_ & 31u);
                                                        uint _e4100 = l_mut_86_;
                                                        uint l_1654_ = (_e4100 >> l_1653_);
                                                        l_mut_65_ = l_1654_;
                                                        l_mut_30_ = 0u;
                                                    } else {
                                                        bool l_1655_ = (l_1651_ > 0u);
                                                        if (l_1655_) {
                                                            uint _e4105 = l_mut_92_;
                                                            l_mut_1656_ = _e4105;
                                                            bool l_1657_ = (l_1651_ > 0u);
                                                            if (l_1657_) {
                                                                uint _e4108 = l_mut_92_;
                                                                uint l_1658_ = (_e4108 >> l_1651_);
                                                                uint l_1659_ = (32u - l_1651_);
                                                                uint _e4112 = l_mut_86_;
                                                                uint l_1660_ = (_e4112 << l_1659_);
                                                                uint l_1661_ = (l_1658_ | l_1660_);
                                                                l_mut_1656_ = l_1661_;
                                                            }
                                                            uint _e4115 = l_mut_86_;
                                                            uint l_1662_ = (_e4115 >> l_1651_);
                                                            uint _e4117 = l_mut_1656_;
                                                            l_mut_65_ = _e4117;
                                                            l_mut_30_ = l_1662_;
                                                        }
                                                    }
                                                    uint _e4118 = l_mut_30_;
                                                    uint _e4119 = l_mut_389_;
                                                    bool l_1663_ = (_e4118 < _e4119);
                                                    uint _e4121 = l_mut_30_;
                                                    uint _e4122 = l_mut_389_;
                                                    bool l_1664_ = (_e4121 == _e4122);
                                                    uint _e4124 = l_mut_65_;
                                                    uint _e4125 = l_mut_395_;
                                                    bool l_1665_ = (_e4124 < _e4125);
                                                    if (l_1664_) {
                                                        local_92 = l_1665_;
                                                    } else {
                                                        local_92 = false;
                                                    }
                                                    bool l_1666_ = local_92;
                                                    if (!(l_1663_)) {
                                                        local_93 = l_1666_;
                                                    } else {
                                                        local_93 = true;
                                                    }
                                                    bool l_1667_ = local_93;
                                                    bool l_1668_ = !(l_1667_);
                                                    if (l_1668_) {
                                                        uint _e4137 = l_mut_395_;
                                                        l_mut_1656_ = _e4137;
                                                        uint _e4138 = l_mut_389_;
                                                        l_mut_65_ = _e4138;
                                                        bool l_1669_ = (l_1651_ >= 32u);
                                                        if (l_1669_) {
                                                            uint l_1670_ = (l_1651_ & 31u);
                                                            uint _e4143 = l_mut_395_;
                                                            uint l_1671_ = (_e4143 << l_1670_);
                                                            l_mut_1656_ = 0u;
                                                            l_mut_65_ = l_1671_;
                                                        } else {
                                                            bool l_1672_ = (l_1651_ > 0u);
                                                            if (l_1672_) {
                                                                uint _e4148 = l_mut_395_;
                                                                uint l_1673_ = (_e4148 << l_1651_);
                                                                uint _e4150 = l_mut_389_;
                                                                uint l_1674_ = (_e4150 << l_1651_);
                                                                uint l_1675_ = (32u - l_1651_);
                                                                uint _e4154 = l_mut_395_;
                                                                uint l_1676_ = (_e4154 >> l_1675_);
                                                                uint l_1677_ = (l_1674_ | l_1676_);
                                                                l_mut_1656_ = l_1673_;
                                                                l_mut_65_ = l_1677_;
                                                            }
                                                        }
                                                        uint _e4157 = l_mut_92_;
                                                        uint _e4158 = l_mut_1656_;
                                                        uint l_1678_ = (_e4157 - _e4158);
                                                        uint _e4160 = l_mut_86_;
                                                        uint _e4161 = l_mut_65_;
                                                        uint l_1679_ = (_e4160 - _e4161);
                                                        uint _e4163 = l_mut_92_;
                                                        uint _e4164 = l_mut_1656_;
                                                        bool l_1680_ = (_e4163 < _e4164);
                                                        uint l_1681_ = uint(l_1680_);
                                                        uint l_1682_ = (l_1679_ - l_1681_);
                                                        l_mut_92_ = l_1678_;
                                                        l_mut_86_ = l_1682_;
                                                        uint l_1683_ = (1u << l_1651_);
                                                        uint _e4170 = l_mut_80_;
                                                        l_mut_80_ = (_e4170 | l_1683_);
                                                    }
                                                }
                                            }
                                            uint _e4175 = l_mut_80_;
                                            uint l_1684_ = min(_e4175, l_1633_);
                                            l_mut_1656_ = l_1684_;
                                            uint _e4177 = l_mut_86_;
                                            uint _e4178 = l_mut_389_;
                                            bool l_1685_ = (_e4177 < _e4178);
                                            uint _e4180 = l_mut_86_;
                                            uint _e4181 = l_mut_389_;
                                            bool l_1686_ = (_e4180 == _e4181);
                                            uint _e4183 = l_mut_92_;
                                            uint _e4184 = l_mut_395_;
                                            bool l_1687_ = (_e4183 < _e4184);
                                            if (l_1686_) {
                                                local_94 = l_1687_;
                                            } else {
                                                local_94 = false;
                                            }
                                            bool l_1688_ = local_94;
                                            if (!(l_1685_)) {
                                                local_95 = l_1688_;
                                            } else {
                                                local_95 = true;
                                            }
                                            bool l_1689_ = local_95;
                                            bool l_1690_ = !(l_1689_);
                                            if (l_1690_) {
                                                l_mut_1656_ = l_1633_;
                                            }
                                            uint _e4196 = l_mut_1656_;
                                            l_mut_135_ = _e4196;
                                        }
                                        uint _e4197 = l_mut_395_;
                                        uint _e4198 = l_mut_135_;
                                        uint l_1691_ = (_e4197 * _e4198);
                                        uint _e4200 = l_mut_395_;
                                        uint64_t l_3067_ = uint64_t(_e4200);
                                        uint _e4202 = l_mut_135_;
                                        uint64_t l_3068_ = uint64_t(_e4202);
                                        uint64_t l_3069_ = (l_3067_ * l_3068_);
                                        uint64_t l_3070_ = (l_3069_ >> uint(32uL));
                                        uint l_1692_ = uint(l_3070_);
                                        uint _e4211 = l_mut_389_;
                                        uint _e4212 = l_mut_135_;
                                        uint l_1693_ = (_e4211 * _e4212);
                                        uint l_1694_ = (l_1692_ + l_1693_);
                                        uint l_1695_ = (l_1618_ - l_1691_);
                                        uint l_1696_ = (l_1622_ - l_1694_);
                                        bool l_1697_ = (l_1618_ < l_1691_);
                                        uint l_1698_ = uint(l_1697_);
                                        uint l_1699_ = (l_1696_ - l_1698_);
                                        l_mut_203_ = l_1695_;
                                        l_mut_141_ = l_1699_;
                                        uint _e4220 = l_mut_141_;
                                        uint _e4221 = l_mut_389_;
                                        bool l_1700_ = (_e4220 < _e4221);
                                        uint _e4223 = l_mut_141_;
                                        uint _e4224 = l_mut_389_;
                                        bool l_1701_ = (_e4223 == _e4224);
                                        uint _e4226 = l_mut_203_;
                                        uint _e4227 = l_mut_395_;
                                        bool l_1702_ = (_e4226 < _e4227);
                                        if (l_1701_) {
                                            local_96 = l_1702_;
                                        } else {
                                            local_96 = false;
                                        }
                                        bool l_1703_ = local_96;
                                        if (!(l_1700_)) {
                                            local_97 = l_1703_;
                                        } else {
                                            local_97 = true;
                                        }
                                        bool l_1704_ = local_97;
                                        bool l_1705_ = !(l_1704_);
                                        if (l_1705_) {
                                            uint _e4239 = l_mut_203_;
                                            uint _e4240 = l_mut_395_;
                                            uint l_1706_ = (_e4239 - _e4240);
                                            uint _e4242 = l_mut_141_;
                                            uint _e4243 = l_mut_389_;
                                            uint l_1707_ = (_e4242 - _e4243);
                                            uint _e4245 = l_mut_203_;
                                            uint _e4246 = l_mut_395_;
                                            bool l_1708_ = (_e4245 < _e4246);
                                            uint l_1709_ = uint(l_1708_);
                                            uint l_1710_ = (l_1707_ - l_1709_);
                                            l_mut_203_ = l_1706_;
                                            l_mut_141_ = l_1710_;
                                        }
                                    }
                                    uint _e4250 = l_mut_395_;
                                    uint _e4251 = l_mut_203_;
                                    uint l_1711_ = (_e4250 - _e4251);
                                    uint _e4253 = l_mut_389_;
                                    uint _e4254 = l_mut_141_;
                                    uint l_1712_ = (_e4253 - _e4254);
                                    uint _e4256 = l_mut_395_;
                                    uint _e4257 = l_mut_203_;
                                    bool l_1713_ = (_e4256 < _e4257);
                                    uint l_1714_ = uint(l_1713_);
                                    uint l_1715_ = (l_1712_ - l_1714_);
                                    l_mut_1656_ = l_1711_;
                                    l_mut_203_ = l_1715_;
                                    uint _e4261 = l_mut_389_;
                                    bool l_1716_ = (l_1715_ < _e4261);
                                    uint _e4263 = l_mut_389_;
                                    bool l_1717_ = (l_1715_ == _e4263);
                                    uint _e4265 = l_mut_395_;
                                    bool l_1718_ = (l_1711_ < _e4265);
                                    if (l_1717_) {
                                        local_98 = l_1718_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1719_ = local_98;
                                    if (!(l_1716_)) {
                                        local_99 = l_1719_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1720_ = local_99;
                                    bool l_1721_ = !(l_1720_);
                                    if (l_1721_) {
                                        uint _e4277 = l_mut_395_;
                                        uint l_1722_ = (l_1711_ - _e4277);
                                        uint _e4279 = l_mut_389_;
                                        uint l_1723_ = (l_1715_ - _e4279);
                                        uint _e4281 = l_mut_395_;
                                        bool l_1724_ = (l_1711_ < _e4281);
                                        uint l_1725_ = uint(l_1724_);
                                        uint l_1726_ = (l_1723_ - l_1725_);
                                        l_mut_1656_ = l_1722_;
                                        l_mut_203_ = l_1726_;
                                    }
                                    uint _e4285 = l_mut_203_;
                                    uint _e4286 = l_mut_209_;
                                    bool l_1727_ = (_e4285 < _e4286);
                                    uint _e4288 = l_mut_203_;
                                    uint _e4289 = l_mut_209_;
                                    bool l_1728_ = (_e4288 == _e4289);
                                    uint _e4291 = l_mut_1656_;
                                    uint _e4292 = l_mut_259_;
                                    bool l_1729_ = (_e4291 < _e4292);
                                    if (l_1728_) {
                                        local_100 = l_1729_;
                                    } else {
                                        local_100 = false;
                                    }
                                    bool l_1730_ = local_100;
                                    if (!(l_1727_)) {
                                        local_101 = l_1730_;
                                    } else {
                                        local_101 = true;
                                    }
                                    bool l_1731_ = local_101;
                                    if (l_1731_) {
                                        uint _e4303 = l_mut_1656_;
                                        l_mut_259_ = _e4303;
                                        uint _e4304 = l_mut_203_;
                                        l_mut_209_ = _e4304;
                                    }
                                }
                            } else {
                                uint l_1732_ = (l_1548_ - l_1584_);
                                uint l_1733_ = (l_1552_ - l_1587_);
                                bool l_1734_ = (l_1548_ < l_1584_);
                                uint l_1735_ = uint(l_1734_);
                                uint l_1736_ = (l_1733_ - l_1735_);
                                l_mut_259_ = l_1732_;
                                l_mut_209_ = l_1736_;
                                bool l_1737_ = (l_1552_ < l_1587_);
                                bool l_1738_ = (l_1552_ == l_1587_);
                                bool l_1739_ = (l_1548_ < l_1584_);
                                if (l_1738_) {
                                    local_102 = l_1739_;
                                } else {
                                    local_102 = false;
                                }
                                bool l_1740_ = local_102;
                                if (!(l_1737_)) {
                                    local_103 = l_1740_;
                                } else {
                                    local_103 = true;
                                }
                                bool l_1741_ = local_103;
                                if (l_1741_) {
                                    uint l_1742_ = (l_1026_ - 1u);
                                    l_mut_1656_ = l_1548_;
                                    l_mut_203_ = l_1552_;
                                    uint _e4324 = l_mut_389_;
                                    bool l_1743_ = (l_1552_ < _e4324);
                                    uint _e4326 = l_mut_389_;
                                    bool l_1744_ = (l_1552_ == _e4326);
                                    uint _e4328 = l_mut_395_;
                                    bool l_1745_ = (l_1548_ < _e4328);
                                    if (l_1744_) {
                                        local_104 = l_1745_;
                                    } else {
                                        local_104 = false;
                                    }
                                    bool l_1746_ = local_104;
                                    if (!(l_1743_)) {
                                        local_105 = l_1746_;
                                    } else {
                                        local_105 = true;
                                    }
                                    bool l_1747_ = local_105;
                                    bool l_1748_ = !(l_1747_);
                                    if (l_1748_) {
                                        l_mut_141_ = 0u;
                                        uint _e4341 = l_mut_389_;
                                        bool l_1749_ = (_e4341 < l_1552_);
                                        uint _e4343 = l_mut_389_;
                                        bool l_1750_ = (_e4343 == l_1552_);
                                        uint _e4345 = l_mut_395_;
                                        bool l_1751_ = (_e4345 < l_1548_);
                                        if (l_1750_) {
                                            local_106 = l_1751_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1752_ = local_106;
                                        if (!(l_1749_)) {
                                            local_107 = l_1752_;
                                        } else {
                                            local_107 = true;
                                        }
                                        bool l_1753_ = local_107;
                                        if (l_1753_) {
                                            uint l_1754_ = (l_1548_ - 1u);
                                            uint l_1755_ = (l_1552_ - 0u);
                                            bool l_1756_ = (l_1548_ < 1u);
                                            uint l_1757_ = uint(l_1756_);
                                            uint l_1758_ = (l_1755_ - l_1757_);
                                            l_mut_135_ = l_1754_;
                                            l_mut_92_ = l_1758_;
                                            l_mut_86_ = 0u;
                                            l_mut_1759_ = 0u;
                                            uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                                loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4452 = l_mut_1759_;
                                                    l_mut_1759_ = (_e4452 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4367 = l_mut_1759_;
                                                if ((_e4367 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4371 = l_mut_1759_;
                                                    uint l_1760_ = (19u - _e4371);
                                                    uint _e4373 = l_mut_135_;
                                                    l_mut_80_ = _e4373;
                                                    uint _e4374 = l_mut_92_;
                                                    l_mut_65_ = _e4374;
                                                    bool l_1761_ = (l_1760_ >= 32u);
                                                    if (l_1761_) {
                                                        uint l_1762_ = (l_1760_ & 31u);
                                                        uint _e4379 = l_mut_92_;
                                                        uint l_1763_ = (_e4379 >> l_1762_);
                                                        l_mut_80_ = l_1763_;
                                                        l_mut_65_ = 0u;
                                                    } else {
                                                        bool l_1764_ = (l_1760_ > 0u);
                                                        if (l_1764_) {
                                                            uint _e4384 = l_mut_135_;
                                                            l_mut_30_ = _e4384;
                                                            bool l_1765_ = (l_1760_ > 0u);
                                                            if (l_1765_) {
                                                                uint _e4387 = l_mut_135_;
                                                                uint l_1766_ = (_e4387 >> l_1760_);
                                                                uint l_1767_ = (32u - l_1760_);
                                                                uint _e4391 = l_mut_92_;
                                                                uint l_1768_ = (_e4391 << l_1767_);
                                                                uint l_1769_ = (l_1766_ | l_1768_);
                                                                l_mut_30_ = l_1769_;
                                                            }
                                                            uint _e4394 = l_mut_92_;
                                                            uint l_1770_ = (_e4394 >> l_1760_);
                                                            uint _e4396 = l_mut_30_;
                                                            l_mut_80_ = _e4396;
                                                            l_mut_65_ = l_1770_;
                                                        }
                                                    }
                                                    uint _e4397 = l_mut_65_;
                                                    uint _e4398 = l_mut_389_;
                                                    bool l_1771_ = (_e4397 < _e4398);
                                                    uint _e4400 = l_mut_65_;
                                                    uint _e4401 = l_mut_389_;
                                                    bool l_1772_ = (_e4400 == _e4401);
                                                    uint _e4403 = l_mut_80_;
                                                    uint _e4404 = l_mut_395_;
                                                    bool l_1773_ = (_e4403 < _e4404);
                                                    if (l_1772_) {
                                                        local_108 = l_1773_;
                                                    } else {
                                                        local_108 = false;
                                                    }
                                                    bool l_1774_ = local_108;
                                                    if (!(l_1771_)) {
                                                        local_109 = l_1774_;
                                                    } else {
                                                        local_109 = true;
                                                    }
                                                    bool l_1775_ = local_109;
                                                    bool l_1776_ = !(l_1775_);
                                                    if (l_1776_) {
                                                        uint _e4416 = l_mut_395_;
                                                        l_mut_80_ = _e4416;
                                                        uint _e4417 = l_mut_389_;
                                                        l_mut_65_ = _e4417;
                                                        bool l_1777_ = (l_1760_ >= 32u);
                                                        if (l_1777_) {
                                                            uint l_1778_ = (l_1760_ & 31u);
                                                            uint _e4422 = l_mut_395_;
                                                            uint l_1779_ = (_e4422 << l_1778_);
                                                            l_mut_80_ = 0u;
                                                            l_mut_65_ = l_1779_;
                                                        } else {
                                                            bool l_1780_ = (l_1760_ > 0u);
                                                            if (l_1780_) {
                                                                uint _e4427 = l_mut_395_;
                                                                uint l_1781_ = (_e4427 << l_1760_);
                                                                uint _e4429 = l_mut_389_;
                                                                uint l_1782_ = (_e4429 << l_1760_);
                                                                uint l_1783_ = (32u - l_1760_);
                                                                uint _e4433 = l_mut_395_;
                                                                uint l_1784_ = (_e4433 >> l_1783_);
                                                                uint l_1785_ = (l_1782_ | l_1784_);
                                                                l_mut_80_ = l_1781_;
                                                                l_mut_65_ = l_1785_;
                                                            }
                                                        }
                                                        uint _e4436 = l_mut_135_;
                                                        uint _e4437 = l_mut_80_;
                                                        uint l_1786_ = (_e4436 - _e4437);
                                                        uint _e4439 = l_mut_92_;
                                                        uint _e4440 = l_mut_65_;
                                                        uint l_1787_ = (_e4439 - _e4440);
                                                        uint _e4442 = l_mut_135_;
                                                        uint _e4443 = l_mut_80_;
                                                        bool l_1788_ = (_e4442 < _e4443);
                                                        uint l_1789_ = uint(l_1788_);
                                                        uint l_1790_ = (l_1787_ - l_1789_);
                                                        l_mut_135_ = l_1786_;
                                                        l_mut_92_ = l_1790_;
                                                        uint l_1791_ = (1u << l_1760_);
                                                        uint _e4449 = l_mut_86_;
                                                        l_mut_86_ = (_e4449 | l_1791_);
                                                    }
                                                }
                                            }
                                            uint _e4454 = l_mut_86_;
                                            uint l_1792_ = min(_e4454, l_1742_);
                                            l_mut_86_ = l_1792_;
                                            uint _e4456 = l_mut_92_;
                                            uint _e4457 = l_mut_389_;
                                            bool l_1793_ = (_e4456 < _e4457);
                                            uint _e4459 = l_mut_92_;
                                            uint _e4460 = l_mut_389_;
                                            bool l_1794_ = (_e4459 == _e4460);
                                            uint _e4462 = l_mut_135_;
                                            uint _e4463 = l_mut_395_;
                                            bool l_1795_ = (_e4462 < _e4463);
                                            if (l_1794_) {
                                                local_110 = l_1795_;
                                            } else {
                                                local_110 = false;
                                            }
                                            bool l_1796_ = local_110;
                                            if (!(l_1793_)) {
                                                local_111 = l_1796_;
                                            } else {
                                                local_111 = true;
                                            }
                                            bool l_1797_ = local_111;
                                            bool l_1798_ = !(l_1797_);
                                            if (l_1798_) {
                                                l_mut_86_ = l_1742_;
                                            }
                                            uint _e4475 = l_mut_86_;
                                            l_mut_141_ = _e4475;
                                        }
                                        uint _e4476 = l_mut_395_;
                                        uint _e4477 = l_mut_141_;
                                        uint l_1799_ = (_e4476 * _e4477);
                                        uint _e4479 = l_mut_395_;
                                        uint64_t l_3072_ = uint64_t(_e4479);
                                        uint _e4481 = l_mut_141_;
                                        uint64_t l_3073_ = uint64_t(_e4481);
                                        uint64_t l_3074_ = (l_3072_ * l_3073_);
                                        uint64_t l_3075_ = (l_3074_ >> uint(32uL));
                                        uint l_1800_ = uint(l_3075_);
                                        uint _e4490 = l_mut_389_;
                                        uint _e4491 = l_mut_141_;
                                        uint l_1801_ = (_e4490 * _e4491);
                                        uint l_1802_ = (l_1800_ + l_1801_);
                                        uint l_1803_ = (l_1548_ - l_1799_);
                                        uint l_1804_ = (l_1552_ - l_1802_);
                                        bool l_1805_ = (l_1548_ < l_1799_);
                                        uint l_1806_ = uint(l_1805_);
                                        uint l_1807_ = (l_1804_ - l_1806_);
                                        l_mut_1656_ = l_1803_;
                                        l_mut_203_ = l_1807_;
                                        uint _e4499 = l_mut_203_;
                                        uint _e4500 = l_mut_389_;
                                        bool l_1808_ = (_e4499 < _e4500);
                                        uint _e4502 = l_mut_203_;
                                        uint _e4503 = l_mut_389_;
                                        bool l_1809_ = (_e4502 == _e4503);
                                        uint _e4505 = l_mut_1656_;
                                        uint _e4506 = l_mut_395_;
                                        bool l_1810_ = (_e4505 < _e4506);
                                        if (l_1809_) {
                                            local_112 = l_1810_;
                                        } else {
                                            local_112 = false;
                                        }
                                        bool l_1811_ = local_112;
                                        if (!(l_1808_)) {
                                            local_113 = l_1811_;
                                        } else {
                                            local_113 = true;
                                        }
                                        bool l_1812_ = local_113;
                                        bool l_1813_ = !(l_1812_);
                                        if (l_1813_) {
                                            uint _e4518 = l_mut_1656_;
                                            uint _e4519 = l_mut_395_;
                                            uint l_1814_ = (_e4518 - _e4519);
                                            uint _e4521 = l_mut_203_;
                                            uint _e4522 = l_mut_389_;
                                            uint l_1815_ = (_e4521 - _e4522);
                                            uint _e4524 = l_mut_1656_;
                                            uint _e4525 = l_mut_395_;
                                            bool l_1816_ = (_e4524 < _e4525);
                                            uint l_1817_ = uint(l_1816_);
                                            uint l_1818_ = (l_1815_ - l_1817_);
                                            l_mut_1656_ = l_1814_;
                                            l_mut_203_ = l_1818_;
                                        }
                                    }
                                    uint _e4529 = l_mut_203_;
                                    uint _e4530 = l_mut_209_;
                                    bool l_1819_ = (_e4529 < _e4530);
                                    uint _e4532 = l_mut_203_;
                                    uint _e4533 = l_mut_209_;
                                    bool l_1820_ = (_e4532 == _e4533);
                                    uint _e4535 = l_mut_1656_;
                                    uint _e4536 = l_mut_259_;
                                    bool l_1821_ = (_e4535 < _e4536);
                                    if (l_1820_) {
                                        local_114 = l_1821_;
                                    } else {
                                        local_114 = false;
                                    }
                                    bool l_1822_ = local_114;
                                    if (!(l_1819_)) {
                                        local_115 = l_1822_;
                                    } else {
                                        local_115 = true;
                                    }
                                    bool l_1823_ = local_115;
                                    if (l_1823_) {
                                        uint _e4547 = l_mut_1656_;
                                        l_mut_259_ = _e4547;
                                        uint _e4548 = l_mut_203_;
                                        l_mut_209_ = _e4548;
                                    }
                                }
                            }
                            uint _e4549 = l_mut_209_;
                            bool l_1824_ = (_e4549 < l_1562_);
                            uint _e4551 = l_mut_209_;
                            bool l_1825_ = (_e4551 == l_1562_);
                            uint _e4553 = l_mut_259_;
                            bool l_1826_ = (_e4553 < l_1558_);
                            if (l_1825_) {
                                local_116 = l_1826_;
                            } else {
                                local_116 = false;
                            }
                            bool l_1827_ = local_116;
                            if (!(l_1824_)) {
                                local_117 = l_1827_;
                            } else {
                                local_117 = true;
                            }
                            bool l_1828_ = local_117;
                            bool l_1829_ = !(l_1828_);
                            uint l_1830_ = uint(l_1829_);
                            uint l_1831_ = (2u - l_1830_);
                            l_mut_265_ = l_1831_;
                        }
                        uint _e4568 = l_mut_265_;
                        bool l_1832_ = (_e4568 > 0u);
                        if (l_1832_) {
                            uint _e4571 = l_mut_265_;
                            bool l_1833_ = (_e4571 == 1u);
                            l_mut_652_ = l_1833_;
                            l_mut_635_ = false;
                        }
                    }
                    l_mut_364_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4576 = l_mut_635_;
                        bool l_1834_ = !(_e4576);
                        if (l_1834_) {
                            break;
                        }
                        uint _e4578 = l_mut_435_;
                        uint _e4579 = l_mut_451_;
                        bool l_1835_ = (_e4578 < _e4579);
                        uint _e4581 = l_mut_435_;
                        uint _e4582 = l_mut_451_;
                        bool l_1836_ = (_e4581 == _e4582);
                        uint _e4584 = l_mut_446_;
                        uint _e4585 = l_mut_452_;
                        bool l_1837_ = (_e4584 < _e4585);
                        if (l_1836_) {
                            local_118 = l_1837_;
                        } else {
                            local_118 = false;
                        }
                        bool l_1838_ = local_118;
                        if (!(l_1835_)) {
                            local_119 = l_1838_;
                        } else {
                            local_119 = true;
                        }
                        bool l_1839_ = local_119;
                        if (l_1839_) {
                            uint _e4596 = l_mut_452_;
                            uint _e4597 = l_mut_446_;
                            uint l_1840_ = (_e4596 - _e4597);
                            uint _e4599 = l_mut_451_;
                            uint _e4600 = l_mut_435_;
                            uint l_1841_ = (_e4599 - _e4600);
                            uint _e4602 = l_mut_452_;
                            uint _e4603 = l_mut_446_;
                            bool l_1842_ = (_e4602 < _e4603);
                            uint l_1843_ = uint(l_1842_);
                            uint l_1844_ = (l_1841_ - l_1843_);
                            l_mut_1656_ = l_1840_;
                            l_mut_395_ = l_1844_;
                            uint _e4607 = l_mut_452_;
                            l_mut_389_ = _e4607;
                            uint _e4608 = l_mut_451_;
                            l_mut_265_ = _e4608;
                            uint _e4609 = l_mut_395_;
                            uint _e4610 = l_mut_451_;
                            bool l_1845_ = (_e4609 < _e4610);
                            uint _e4612 = l_mut_395_;
                            uint _e4613 = l_mut_451_;
                            bool l_1846_ = (_e4612 == _e4613);
                            uint _e4615 = l_mut_1656_;
                            uint _e4616 = l_mut_452_;
                            bool l_1847_ = (_e4615 < _e4616);
                            if (l_1846_) {
                                local_120 = l_1847_;
                            } else {
                                local_120 = false;
                            }
                            bool l_1848_ = local_120;
                            if (!(l_1845_)) {
                                local_121 = l_1848_;
                            } else {
                                local_121 = true;
                            }
                            bool l_1849_ = local_121;
                            if (l_1849_) {
                                uint _e4627 = l_mut_1656_;
                                l_mut_389_ = _e4627;
                                uint _e4628 = l_mut_395_;
                                l_mut_265_ = _e4628;
                            }
                            l_mut_357_ = false;
                            l_mut_357_ = true;
                            l_mut_1656_ = 0u;
                            uint _e4632 = l_mut_448_;
                            uint _e4633 = l_mut_447_;
                            uint l_1850_ = (_e4632 | _e4633);
                            bool l_1851_ = (l_1850_ == 0u);
                            bool l_1852_ = !(l_1851_);
                            bool _e4638 = l_mut_357_;
                            if (_e4638) {
                                local_122 = l_1852_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1853_ = local_122;
                            uint _e4643 = l_mut_447_;
                            uint _e4644 = l_mut_265_;
                            bool l_1854_ = (_e4643 < _e4644);
                            uint _e4646 = l_mut_447_;
                            uint _e4647 = l_mut_265_;
                            bool l_1855_ = (_e4646 == _e4647);
                            uint _e4649 = l_mut_448_;
                            uint _e4650 = l_mut_389_;
                            bool l_1856_ = (_e4649 < _e4650);
                            if (l_1855_) {
                                local_123 = l_1856_;
                            } else {
                                local_123 = false;
                            }
                            bool l_1857_ = local_123;
                            if (!(l_1854_)) {
                                local_124 = l_1857_;
                            } else {
                                local_124 = true;
                            }
                            bool l_1858_ = local_124;
                            if (l_1853_) {
                                local_125 = l_1858_;
                            } else {
                                local_125 = false;
                            }
                            bool l_1859_ = local_125;
                            uint _e4665 = l_mut_428_;
                            uint _e4666 = l_mut_401_;
                            uint l_1860_ = (_e4665 + _e4666);
                            bool l_1861_ = (l_1860_ < l_1026_);
                            if (l_1859_) {
                                local_126 = l_1861_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1862_ = local_126;
                            if (l_1862_) {
                                uint _e4673 = l_mut_428_;
                                uint l_1863_ = (l_1026_ - _e4673);
                                uint _e4675 = l_mut_401_;
                                uint l_1864_ = (l_1863_ - _e4675);
                                uint _e4677 = l_mut_428_;
                                uint l_1865_ = naga_div(l_1864_, _e4677);
                                uint _e4679 = l_mut_389_;
                                uint l_1866_ = (_e4679 - 1u);
                                uint _e4682 = l_mut_265_;
                                uint l_1867_ = (_e4682 - 0u);
                                uint _e4685 = l_mut_389_;
                                bool l_1868_ = (_e4685 < 1u);
                                uint l_1869_ = uint(l_1868_);
                                uint l_1870_ = (l_1867_ - l_1869_);
                                l_mut_395_ = l_1866_;
                                l_mut_389_ = l_1870_;
                                l_mut_265_ = 0u;
                                l_mut_1871_ = 0u;
                                uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                bool loop_init_9 = true;
                                while(true) {
                                    if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                    loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                    if (!loop_init_9) {
                                        uint _e4778 = l_mut_1871_;
                                        l_mut_1871_ = (_e4778 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4693 = l_mut_1871_;
                                    if ((_e4693 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4697 = l_mut_1871_;
                                        uint l_1872_ = (19u - _e4697);
                                        uint _e4699 = l_mut_395_;
                                        l_mut_259_ = _e4699;
                                        uint _e4700 = l_mut_389_;
                                        l_mut_209_ = _e4700;
                                        bool l_1873_ = (l_1872_ >= 32u);
                                        if (l_1873_) {
                                            uint l_1874_ = (l_1872_ & 31u);
                                            uint _e4705 = l_mut_389_;
                                            uint l_1875_ = (_e4705 >> l_1874_);
                                            l_mut_259_ = l_1875_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_1876_ = (l_1872_ > 0u);
                                            if (l_1876_) {
                                                uint _e4710 = l_mut_395_;
                                                l_mut_203_ = _e4710;
                                                bool l_1877_ = (l_1872_ > 0u);
                                                if (l_1877_) {
                                                    uint _e4713 = l_mut_395_;
                                                    uint l_1878_ = (_e4713 >> l_1872_);
                                                    uint l_1879_ = (32u - l_1872_);
                                                    uint _e4717 = l_mut_389_;
                                                    uint l_1880_ = (_e4717 << l_1879_);
                                                    uint l_1881_ = (l_1878_ | l_1880_);
                                                    l_mut_203_ = l_1881_;
                                                }
                                                uint _e4720 = l_mut_389_;
                                                uint l_1882_ = (_e4720 >> l_1872_);
                                                uint _e4722 = l_mut_203_;
                                                l_mut_259_ = _e4722;
                                                l_mut_209_ = l_1882_;
                                            }
                                        }
                                        uint _e4723 = l_mut_209_;
                                        uint _e4724 = l_mut_447_;
                                        bool l_1883_ = (_e4723 < _e4724);
                                        uint _e4726 = l_mut_209_;
                                        uint _e4727 = l_mut_447_;
                                        bool l_1884_ = (_e4726 == _e4727);
                                        uint _e4729 = l_mut_259_;
                                        uint _e4730 = l_mut_448_;
                                        bool l_1885_ = (_e4729 < _e4730);
                                        if (l_1884_) {
                                            local_127 = l_1885_;
                                        } else {
                                            local_127 = false;
                                        }
                                        bool l_1886_ = local_127;
                                        if (!(l_1883_)) {
                                            local_128 = l_1886_;
                                        } else {
                                            local_128 = true;
                                        }
                                        bool l_1887_ = local_128;
                                        bool l_1888_ = !(l_1887_);
                                        if (l_1888_) {
                                            uint _e4742 = l_mut_448_;
                                            l_mut_259_ = _e4742;
                                            uint _e4743 = l_mut_447_;
                                            l_mut_209_ = _e4743;
                                            bool l_1889_ = (l_1872_ >= 32u);
                                            if (l_1889_) {
                                                uint l_1890_ = (l_1872_ & 31u);
                                                uint _e4748 = l_mut_448_;
                                                uint l_1891_ = (_e4748 << l_1890_);
                                                l_mut_259_ = 0u;
                                                l_mut_209_ = l_1891_;
                                            } else {
                                                bool l_1892_ = (l_1872_ > 0u);
                                                if (l_1892_) {
                                                    uint _e4753 = l_mut_448_;
                                                    uint l_1893_ = (_e4753 << l_1872_);
                                                    uint _e4755 = l_mut_447_;
                                                    uint l_1894_ = (_e4755 << l_1872_);
                                                    uint l_1895_ = (32u - l_1872_);
                                                    uint _e4759 = l_mut_448_;
                                                    uint l_1896_ = (_e4759 >> l_1895_);
                                                    uint l_1897_ = (l_1894_ | l_1896_);
                                                    l_mut_259_ = l_1893_;
                                                    l_mut_209_ = l_1897_;
                                                }
                                            }
                                            uint _e4762 = l_mut_395_;
                                            uint _e4763 = l_mut_259_;
                                            uint l_1898_ = (_e4762 - _e4763);
                                            uint _e4765 = l_mut_389_;
                                            uint _e4766 = l_mut_209_;
                                            uint l_1899_ = (_e4765 - _e4766);
                                            uint _e4768 = l_mut_395_;
                                            uint _e4769 = l_mut_259_;
                                            bool l_1900_ = (_e4768 < _e4769);
                                            uint l_1901_ = uint(l_1900_);
                                            uint l_1902_ = (l_1899_ - l_1901_);
                                            l_mut_395_ = l_1898_;
                                            l_mut_389_ = l_1902_;
                                            uint l_1903_ = (1u << l_1872_);
                                            uint _e4775 = l_mut_265_;
                                            l_mut_265_ = (_e4775 | l_1903_);
                                        }
                                    }
                                }
                                uint _e4780 = l_mut_265_;
                                uint l_1904_ = min(_e4780, l_1865_);
                                l_mut_265_ = l_1904_;
                                uint _e4782 = l_mut_389_;
                                uint _e4783 = l_mut_447_;
                                bool l_1905_ = (_e4782 < _e4783);
                                uint _e4785 = l_mut_389_;
                                uint _e4786 = l_mut_447_;
                                bool l_1906_ = (_e4785 == _e4786);
                                uint _e4788 = l_mut_395_;
                                uint _e4789 = l_mut_448_;
                                bool l_1907_ = (_e4788 < _e4789);
                                if (l_1906_) {
                                    local_129 = l_1907_;
                                } else {
                                    local_129 = false;
                                }
                                bool l_1908_ = local_129;
                                if (!(l_1905_)) {
                                    local_130 = l_1908_;
                                } else {
                                    local_130 = true;
                                }
                                bool l_1909_ = local_130;
                                bool l_1910_ = !(l_1909_);
                                if (l_1910_) {
                                    l_mut_265_ = l_1865_;
                                }
                                uint _e4801 = l_mut_265_;
                                l_mut_1656_ = _e4801;
                            }
                            uint _e4802 = l_mut_452_;
                            l_mut_395_ = _e4802;
                            uint _e4803 = l_mut_451_;
                            l_mut_389_ = _e4803;
                            uint _e4804 = l_mut_448_;
                            l_mut_265_ = _e4804;
                            uint _e4805 = l_mut_447_;
                            l_mut_259_ = _e4805;
                            uint _e4806 = l_mut_428_;
                            l_mut_209_ = _e4806;
                            uint _e4807 = l_mut_401_;
                            l_mut_203_ = _e4807;
                            uint _e4808 = l_mut_446_;
                            l_mut_141_ = _e4808;
                            uint _e4809 = l_mut_435_;
                            l_mut_135_ = _e4809;
                            l_mut_92_ = 0u;
                            uint _e4811 = l_mut_1656_;
                            bool l_1911_ = (_e4811 > 0u);
                            if (l_1911_) {
                                uint _e4814 = l_mut_448_;
                                uint _e4815 = l_mut_1656_;
                                uint l_1912_ = (_e4814 * _e4815);
                                uint _e4817 = l_mut_448_;
                                uint64_t l_3077_ = uint64_t(_e4817);
                                uint _e4819 = l_mut_1656_;
                                uint64_t l_3078_ = uint64_t(_e4819);
                                uint64_t l_3079_ = (l_3077_ * l_3078_);
                                uint64_t l_3080_ = (l_3079_ >> uint(32uL));
                                uint l_1913_ = uint(l_3080_);
                                uint _e4828 = l_mut_447_;
                                uint _e4829 = l_mut_1656_;
                                uint l_1914_ = (_e4828 * _e4829);
                                uint l_1915_ = (l_1913_ + l_1914_);
                                uint _e4832 = l_mut_452_;
                                uint l_1916_ = (_e4832 - l_1912_);
                                uint _e4834 = l_mut_451_;
                                uint l_1917_ = (_e4834 - l_1915_);
                                uint _e4836 = l_mut_452_;
                                bool l_1918_ = (_e4836 < l_1912_);
                                uint l_1919_ = uint(l_1918_);
                                uint l_1920_ = (l_1917_ - l_1919_);
                                l_mut_395_ = l_1916_;
                                l_mut_389_ = l_1920_;
                                uint _e4840 = l_mut_1656_;
                                uint _e4841 = l_mut_428_;
                                uint l_1921_ = (_e4840 * _e4841);
                                uint _e4843 = l_mut_401_;
                                uint l_1922_ = (_e4843 + l_1921_);
                                l_mut_203_ = l_1922_;
                            } else {
                                uint _e4845 = l_mut_92_;
                                bool l_1923_ = (_e4845 == 0u);
                                if (l_1923_) {
                                    uint _e4848 = l_mut_428_;
                                    uint l_1924_ = (l_1026_ - _e4848);
                                    uint _e4850 = l_mut_401_;
                                    uint l_1925_ = naga_div(l_1924_, _e4850);
                                    l_mut_1656_ = 0u;
                                    l_mut_357_ = false;
                                    l_mut_357_ = true;
                                    uint _e4855 = l_mut_452_;
                                    uint _e4856 = l_mut_451_;
                                    uint l_1926_ = (_e4855 | _e4856);
                                    bool l_1927_ = (l_1926_ == 0u);
                                    if (l_1927_) {
                                        l_mut_1656_ = l_1925_;
                                    } else {
                                        bool _e4860 = l_mut_357_;
                                        if (_e4860) {
                                            uint _e4861 = l_mut_451_;
                                            uint _e4862 = l_mut_447_;
                                            bool l_1928_ = (_e4861 < _e4862);
                                            uint _e4864 = l_mut_451_;
                                            uint _e4865 = l_mut_447_;
                                            bool l_1929_ = (_e4864 == _e4865);
                                            uint _e4867 = l_mut_452_;
                                            uint _e4868 = l_mut_448_;
                                            bool l_1930_ = (_e4867 < _e4868);
                                            if (l_1929_) {
                                                local_131 = l_1930_;
                                            } else {
                                                local_131 = false;
                                            }
                                            bool l_1931_ = local_131;
                                            if (!(l_1928_)) {
                                                local_132 = l_1931_;
                                            } else {
                                                local_132 = true;
                                            }
                                            bool l_1932_ = local_132;
                                            if (l_1932_) {
                                                uint _e4879 = l_mut_448_;
                                                uint l_1933_ = (_e4879 - 1u);
                                                uint _e4882 = l_mut_447_;
                                                uint l_1934_ = (_e4882 - 0u);
                                                uint _e4885 = l_mut_448_;
                                                bool l_1935_ = (_e4885 < 1u);
                                                uint l_1936_ = uint(l_1935_);
                                                uint l_1937_ = (l_1934_ - l_1936_);
                                                l_mut_86_ = l_1933_;
                                                l_mut_80_ = l_1937_;
                                                l_mut_65_ = 0u;
                                                l_mut_1938_ = 0u;
                                                uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_10 = true;
                                                while(true) {
                                                    if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                                    loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                                    if (!loop_init_10) {
                                                        uint _e4978 = l_mut_1938_;
                                                        l_mut_1938_ = (_e4978 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e4893 = l_mut_1938_;
                                                    if ((_e4893 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e4897 = l_mut_1938_;
                                                        uint l_1939_ = (19u - _e4897);
                                                        uint _e4899 = l_mut_86_;
                                                        l_mut_30_ = _e4899;
                                                        uint _e4900 = l_mut_80_;
                                                        l_mut_1940_ = _e4900;
                                                        bool l_1941_ = (l_1939_ >= 32u);
                                                        if (l_1941_) {
                                                            uint l_1942_ = (l_1939_ & 31u);
                                                            uint _e4905 = l_mut_80_;
                                                            uint l_1943_ = (_e4905 >> l_1942_);
                                                            l_mut_30_ = l_1943_;
                                                            l_mut_1940_ = 0u;
                                                        } else {
                                                            bool l_1944_ = (l_1939_ > 0u);
                                                            if (l_1944_) {
                                                                uint _e4910 = l_mut_86_;
                                                                l_mut_1945_ = _e4910;
                                                                bool l_1946_ = (l_1939_ > 0u);
                                                                if (l_1946_) {
                                                                    uint _e4913 = l_mut_86_;
                                                                    uint l_1947_ = (_e4913 >> l_1939_);
                                                                    uint l_1948_ = (32u - l_1939_);
                                                                    uint _e4917 = l_mut_80_;
                                                                    uint l_1949_ = (_e4917 << l_1948_);
                                                                    uint l_1950_ = (l_1947_ | l_1949_);
                                                                    l_mut_1945_ = l_1950_;
                                                                }
                                                                uint _e4920 = l_mut_80_;
                                                                uint l_1951_ = (_e4920 >> l_1939_);
                                                                uint _e4922 = l_mut_1945_;
                                                                l_mut_30_ = _e4922;
                                                                l_mut_1940_ = l_1951_;
                                                            }
                                                        }
                                                        uint _e4923 = l_mut_1940_;
                                                        uint _e4924 = l_mut_451_;
                                                        bool l_1952_ = (_e4923 < _e4924);
                                                        uint _e4926 = l_mut_1940_;
                                                        uint _e4927 = l_mut_451_;
                                                        bool l_1953_ = (_e4926 == _e4927);
                                                        uint _e4929 = l_mut_30_;
                                                        uint _e4930 = l_mut_452_;
                                                        bool l_1954_ = (_e4929 < _e4930);
                                                        if (l_1953_) {
                                                            local_133 = l_1954_;
                                                        } else {
                                                            local_133 = false;
                                                        }
                                                        bool l_1955_ = local_133;
                                                        if (!(l_1952_)) {
                                                            local_134 = l_1955_;
                                                        } else {
                                                            local_134 = true;
                                                        }
                                                        bool l_1956_ = local_134;
                                                        bool l_1957_ = !(l_1956_);
                                                        if (l_1957_) {
                                                            uint _e4942 = l_mut_452_;
                                                            l_mut_1945_ = _e4942;
                                                            uint _e4943 = l_mut_451_;
                                                            l_mut_1940_ = _e4943;
                                                            bool l_1958_ = (l_1939_ >= 32u);
                                                            if (l_1958_) {
                                                                uint l_1959_ = (l_1939_ & 31u);
                                                                uint _e4948 = l_mut_452_;
                                                                uint l_1960_ = (_e4948 << l_1959_);
                                                                l_mut_1945_ = 0u;
                                                                l_mut_1940_ = l_1960_;
                                                            } else {
                                                                bool l_1961_ = (l_1939_ > 0u);
                                                                if (l_1961_) {
                                                                    uint _e4953 = l_mut_452_;
                                                                    uint l_1962_ = (_e4953 << l_1939_);
                                                                    uint _e4955 = l_mut_451_;
                                                                    uint l_1963_ = (_e4955 << l_1939_);
                                                                    uint l_1964_ = (32u - l_1939_);
                                                                    uint _e4959 = l_mut_452_;
                                                                    uint l_1965_ = (_e4959 >> l_1964_);
                                                                    uint l_1966_ = (l_1963_ | l_1965_);
                                                                    l_mut_1945_ = l_1962_;
                                                                    l_mut_1940_ = l_1966_;
                                                                }
                                                            }
                                                            uint _e4962 = l_mut_86_;
                                                            uint _e4963 = l_mut_1945_;
                                                            uint l_1967_ = (_e4962 - _e4963);
                                                            uint _e4965 = l_mut_80_;
                                                            uint _e4966 = l_mut_1940_;
                                                            uint l_1968_ = (_e4965 - _e4966);
                                                            uint _e4968 = l_mut_86_;
                                                            uint _e4969 = l_mut_1945_;
                                                            bool l_1969_ = (_e4968 < _e4969);
                                                            uint l_1970_ = uint(l_1969_);
                                                            uint l_1971_ = (l_1968_ - l_1970_);
                                                            l_mut_86_ = l_1967_;
                                                            l_mut_80_ = l_1971_;
                                                            uint l_1972_ = (1u << l_1939_);
                                                            uint _e4975 = l_mut_65_;
                                                            l_mut_65_ = (_e4975 | l_1972_);
                                                        }
                                                    }
                                                }
                                                uint _e4980 = l_mut_65_;
                                                uint l_1973_ = min(_e4980, l_1925_);
                                                l_mut_1945_ = l_1973_;
                                                uint _e4982 = l_mut_80_;
                                                uint _e4983 = l_mut_451_;
                                                bool l_1974_ = (_e4982 < _e4983);
                                                uint _e4985 = l_mut_80_;
                                                uint _e4986 = l_mut_451_;
                                                bool l_1975_ = (_e4985 == _e4986);
                                                uint _e4988 = l_mut_86_;
                                                uint _e4989 = l_mut_452_;
                                                bool l_1976_ = (_e4988 < _e4989);
                                                if (l_1975_) {
                                                    local_135 = l_1976_;
                                                } else {
                                                    local_135 = false;
                                                }
                                                bool l_1977_ = local_135;
                                                if (!(l_1974_)) {
                                                    local_136 = l_1977_;
                                                } else {
                                                    local_136 = true;
                                                }
                                                bool l_1978_ = local_136;
                                                bool l_1979_ = !(l_1978_);
                                                if (l_1979_) {
                                                    l_mut_1945_ = l_1925_;
                                                }
                                                uint _e5001 = l_mut_1945_;
                                                l_mut_1656_ = _e5001;
                                            }
                                        } else {
                                            uint _e5002 = l_mut_448_;
                                            l_mut_1945_ = _e5002;
                                            uint _e5003 = l_mut_447_;
                                            l_mut_1940_ = _e5003;
                                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                                uint _e5004 = l_mut_451_;
                                                uint _e5005 = l_mut_1940_;
                                                bool l_1980_ = (_e5004 < _e5005);
                                                uint _e5007 = l_mut_451_;
                                                uint _e5008 = l_mut_1940_;
                                                bool l_1981_ = (_e5007 == _e5008);
                                                uint _e5010 = l_mut_452_;
                                                uint _e5011 = l_mut_1945_;
                                                bool l_1982_ = (_e5010 < _e5011);
                                                if (l_1981_) {
                                                    local_137 = l_1982_;
                                                } else {
                                                    local_137 = false;
                                                }
                                                bool l_1983_ = local_137;
                                                if (!(l_1980_)) {
                                                    local_138 = l_1983_;
                                                } else {
                                                    local_138 = true;
                                                }
                                                bool l_1984_ = local_138;
                                                uint _e5022 = l_mut_1656_;
                                                uint _e5023 = l_mut_401_;
                                                uint l_1985_ = (_e5022 * _e5023);
                                                uint _e5025 = l_mut_428_;
                                                uint l_1986_ = (_e5025 + l_1985_);
                                                uint _e5027 = l_mut_401_;
                                                uint l_1987_ = (l_1986_ + _e5027);
                                                bool l_1988_ = (l_1987_ < l_1026_);
                                                if (l_1984_) {
                                                    local_139 = l_1988_;
                                                } else {
                                                    local_139 = false;
                                                }
                                                bool l_1989_ = local_139;
                                                bool l_1990_ = !(l_1989_);
                                                if (l_1990_) {
                                                    break;
                                                }
                                                uint _e5035 = l_mut_1945_;
                                                uint _e5036 = l_mut_452_;
                                                uint l_1991_ = (_e5035 - _e5036);
                                                uint _e5038 = l_mut_1940_;
                                                uint _e5039 = l_mut_451_;
                                                uint l_1992_ = (_e5038 - _e5039);
                                                uint _e5041 = l_mut_1945_;
                                                uint _e5042 = l_mut_452_;
                                                bool l_1993_ = (_e5041 < _e5042);
                                                uint l_1994_ = uint(l_1993_);
                                                uint l_1995_ = (l_1992_ - l_1994_);
                                                l_mut_1945_ = l_1991_;
                                                l_mut_1940_ = l_1995_;
                                                uint _e5046 = l_mut_1656_;
                                                l_mut_1656_ = (_e5046 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5049 = l_mut_1656_;
                                    uint _e5050 = l_mut_401_;
                                    uint l_1996_ = (_e5049 * _e5050);
                                    uint _e5052 = l_mut_428_;
                                    uint l_1997_ = (_e5052 + l_1996_);
                                    uint _e5054 = l_mut_401_;
                                    uint l_1998_ = (l_1997_ + _e5054);
                                    bool l_1999_ = (l_1998_ >= l_1026_);
                                    if (l_1999_) {
                                        l_mut_92_ = 1u;
                                    } else {
                                        uint _e5058 = l_mut_452_;
                                        uint _e5059 = l_mut_1656_;
                                        uint l_2000_ = (_e5058 * _e5059);
                                        uint _e5061 = l_mut_452_;
                                        uint64_t l_3082_ = uint64_t(_e5061);
                                        uint _e5063 = l_mut_1656_;
                                        uint64_t l_3083_ = uint64_t(_e5063);
                                        uint64_t l_3084_ = (l_3082_ * l_3083_);
                                        uint64_t l_3085_ = (l_3084_ >> uint(32uL));
                                        uint l_2001_ = uint(l_3085_);
                                        uint _e5072 = l_mut_451_;
                                        uint _e5073 = l_mut_1656_;
                                        uint l_2002_ = (_e5072 * _e5073);
                                        uint l_2003_ = (l_2001_ + l_2002_);
                                        uint _e5076 = l_mut_448_;
                                        uint l_2004_ = (_e5076 - l_2000_);
                                        uint _e5078 = l_mut_447_;
                                        uint l_2005_ = (_e5078 - l_2003_);
                                        uint _e5080 = l_mut_448_;
                                        bool l_2006_ = (_e5080 < l_2000_);
                                        uint l_2007_ = uint(l_2006_);
                                        uint l_2008_ = (l_2005_ - l_2007_);
                                        l_mut_265_ = l_2004_;
                                        l_mut_259_ = l_2008_;
                                        uint _e5084 = l_mut_1656_;
                                        uint _e5085 = l_mut_401_;
                                        uint l_2009_ = (_e5084 * _e5085);
                                        uint _e5087 = l_mut_428_;
                                        uint l_2010_ = (_e5087 + l_2009_);
                                        l_mut_209_ = l_2010_;
                                        uint _e5089 = l_mut_452_;
                                        uint _e5090 = l_mut_265_;
                                        uint l_2011_ = (_e5089 - _e5090);
                                        uint _e5092 = l_mut_451_;
                                        uint _e5093 = l_mut_259_;
                                        uint l_2012_ = (_e5092 - _e5093);
                                        uint _e5095 = l_mut_452_;
                                        uint _e5096 = l_mut_265_;
                                        bool l_2013_ = (_e5095 < _e5096);
                                        uint l_2014_ = uint(l_2013_);
                                        uint l_2015_ = (l_2012_ - l_2014_);
                                        l_mut_395_ = l_2011_;
                                        l_mut_389_ = l_2015_;
                                        uint _e5100 = l_mut_401_;
                                        uint _e5101 = l_mut_209_;
                                        uint l_2016_ = (_e5100 + _e5101);
                                        l_mut_203_ = l_2016_;
                                    }
                                }
                            }
                            uint _e5103 = l_mut_395_;
                            l_mut_452_ = _e5103;
                            uint _e5104 = l_mut_389_;
                            l_mut_451_ = _e5104;
                            uint _e5105 = l_mut_265_;
                            l_mut_448_ = _e5105;
                            uint _e5106 = l_mut_259_;
                            l_mut_447_ = _e5106;
                            uint _e5107 = l_mut_209_;
                            l_mut_428_ = _e5107;
                            uint _e5108 = l_mut_203_;
                            l_mut_401_ = _e5108;
                            uint _e5109 = l_mut_141_;
                            l_mut_446_ = _e5109;
                            uint _e5110 = l_mut_135_;
                            l_mut_435_ = _e5110;
                            uint _e5111 = l_mut_92_;
                            bool l_2017_ = (_e5111 == 1u);
                            l_mut_652_ = l_2017_;
                            uint _e5114 = l_mut_92_;
                            bool l_2018_ = (_e5114 == 0u);
                            l_mut_635_ = l_2018_;
                        } else {
                            uint _e5117 = l_mut_448_;
                            uint _e5118 = l_mut_446_;
                            uint l_2019_ = (_e5117 - _e5118);
                            uint _e5120 = l_mut_447_;
                            uint _e5121 = l_mut_435_;
                            uint l_2020_ = (_e5120 - _e5121);
                            uint _e5123 = l_mut_448_;
                            uint _e5124 = l_mut_446_;
                            bool l_2021_ = (_e5123 < _e5124);
                            uint l_2022_ = uint(l_2021_);
                            uint l_2023_ = (l_2020_ - l_2022_);
                            l_mut_1945_ = l_2019_;
                            l_mut_1940_ = l_2023_;
                            uint _e5128 = l_mut_446_;
                            uint l_2024_ = (_e5128 - l_1558_);
                            uint _e5130 = l_mut_435_;
                            uint l_2025_ = (_e5130 - l_1562_);
                            uint _e5132 = l_mut_446_;
                            bool l_2026_ = (_e5132 < l_1558_);
                            uint l_2027_ = uint(l_2026_);
                            uint l_2028_ = (l_2025_ - l_2027_);
                            l_mut_1945_ = l_2024_;
                            l_mut_1940_ = l_2028_;
                            uint _e5136 = l_mut_448_;
                            l_mut_1656_ = _e5136;
                            uint _e5137 = l_mut_447_;
                            l_mut_395_ = _e5137;
                            uint _e5138 = l_mut_1940_;
                            uint _e5139 = l_mut_447_;
                            bool l_2029_ = (_e5138 < _e5139);
                            uint _e5141 = l_mut_1940_;
                            uint _e5142 = l_mut_447_;
                            bool l_2030_ = (_e5141 == _e5142);
                            uint _e5144 = l_mut_1945_;
                            uint _e5145 = l_mut_448_;
                            bool l_2031_ = (_e5144 < _e5145);
                            if (l_2030_) {
                                local_140 = l_2031_;
                            } else {
                                local_140 = false;
                            }
                            bool l_2032_ = local_140;
                            if (!(l_2029_)) {
                                local_141 = l_2032_;
                            } else {
                                local_141 = true;
                            }
                            bool l_2033_ = local_141;
                            if (l_2033_) {
                                uint _e5156 = l_mut_1945_;
                                l_mut_1656_ = _e5156;
                                uint _e5157 = l_mut_1940_;
                                l_mut_395_ = _e5157;
                            }
                            l_mut_357_ = false;
                            l_mut_357_ = true;
                            l_mut_1945_ = 0u;
                            uint _e5161 = l_mut_452_;
                            uint _e5162 = l_mut_451_;
                            uint l_2034_ = (_e5161 | _e5162);
                            bool l_2035_ = (l_2034_ == 0u);
                            bool l_2036_ = !(l_2035_);
                            bool _e5167 = l_mut_357_;
                            if (_e5167) {
                                local_142 = l_2036_;
                            } else {
                                local_142 = false;
                            }
                            bool l_2037_ = local_142;
                            uint _e5172 = l_mut_451_;
                            uint _e5173 = l_mut_395_;
                            bool l_2038_ = (_e5172 < _e5173);
                            uint _e5175 = l_mut_451_;
                            uint _e5176 = l_mut_395_;
                            bool l_2039_ = (_e5175 == _e5176);
                            uint _e5178 = l_mut_452_;
                            uint _e5179 = l_mut_1656_;
                            bool l_2040_ = (_e5178 < _e5179);
                            if (l_2039_) {
                                local_143 = l_2040_;
                            } else {
                                local_143 = false;
                            }
                            bool l_2041_ = local_143;
                            if (!(l_2038_)) {
                                local_144 = l_2041_;
                            } else {
                                local_144 = true;
                            }
                            bool l_2042_ = local_144;
                            if (l_2037_) {
                                local_145 = l_2042_;
                            } else {
                                local_145 = false;
                            }
                            bool l_2043_ = local_145;
                            uint _e5194 = l_mut_401_;
                            uint _e5195 = l_mut_428_;
                            uint l_2044_ = (_e5194 + _e5195);
                            bool l_2045_ = (l_2044_ < l_1026_);
                            if (l_2043_) {
                                local_146 = l_2045_;
                            } else {
                                local_146 = false;
                            }
                            bool l_2046_ = local_146;
                            if (l_2046_) {
                                uint _e5202 = l_mut_401_;
                                uint l_2047_ = (l_1026_ - _e5202);
                                uint _e5204 = l_mut_428_;
                                uint l_2048_ = (l_2047_ - _e5204);
                                uint _e5206 = l_mut_401_;
                                uint l_2049_ = naga_div(l_2048_, _e5206);
                                uint _e5208 = l_mut_1656_;
                                uint l_2050_ = (_e5208 - 1u);
                                uint _e5211 = l_mut_395_;
                                uint l_2051_ = (_e5211 - 0u);
                                uint _e5214 = l_mut_1656_;
                                bool l_2052_ = (_e5214 < 1u);
                                uint l_2053_ = uint(l_2052_);
                                uint l_2054_ = (l_2051_ - l_2053_);
                                l_mut_1940_ = l_2050_;
                                l_mut_1656_ = l_2054_;
                                l_mut_395_ = 0u;
                                l_mut_2055_ = 0u;
                                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                                bool loop_init_11 = true;
                                while(true) {
                                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                                    if (!loop_init_11) {
                                        uint _e5307 = l_mut_2055_;
                                        l_mut_2055_ = (_e5307 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5222 = l_mut_2055_;
                                    if ((_e5222 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5226 = l_mut_2055_;
                                        uint l_2056_ = (19u - _e5226);
                                        uint _e5228 = l_mut_1940_;
                                        l_mut_389_ = _e5228;
                                        uint _e5229 = l_mut_1656_;
                                        l_mut_265_ = _e5229;
                                        bool l_2057_ = (l_2056_ >= 32u);
                                        if (l_2057_) {
                                            uint l_2058_ = (l_2056_ & 31u);
                                            uint _e5234 = l_mut_1656_;
                                            uint l_2059_ = (_e5234 >> l_2058_);
                                            l_mut_389_ = l_2059_;
                                            l_mut_265_ = 0u;
                                        } else {
                                            bool l_2060_ = (l_2056_ > 0u);
                                            if (l_2060_) {
                                                uint _e5239 = l_mut_1940_;
                                                l_mut_259_ = _e5239;
                                                bool l_2061_ = (l_2056_ > 0u);
                                                if (l_2061_) {
                                                    uint _e5242 = l_mut_1940_;
                                                    uint l_2062_ = (_e5242 >> l_2056_);
                                                    uint l_2063_ = (32u - l_2056_);
                                                    uint _e5246 = l_mut_1656_;
                                                    uint l_2064_ = (_e5246 << l_2063_);
                                                    uint l_2065_ = (l_2062_ | l_2064_);
                                                    l_mut_259_ = l_2065_;
                                                }
                                                uint _e5249 = l_mut_1656_;
                                                uint l_2066_ = (_e5249 >> l_2056_);
                                                uint _e5251 = l_mut_259_;
                                                l_mut_389_ = _e5251;
                                                l_mut_265_ = l_2066_;
                                            }
                                        }
                                        uint _e5252 = l_mut_265_;
                                        uint _e5253 = l_mut_451_;
                                        bool l_2067_ = (_e5252 < _e5253);
                                        uint _e5255 = l_mut_265_;
                                        uint _e5256 = l_mut_451_;
                                        bool l_2068_ = (_e5255 == _e5256);
                                        uint _e5258 = l_mut_389_;
                                        uint _e5259 = l_mut_452_;
                                        bool l_2069_ = (_e5258 < _e5259);
                                        if (l_2068_) {
                                            local_147 = l_2069_;
                                        } else {
                                            local_147 = false;
                                        }
                                        bool l_2070_ = local_147;
                                        if (!(l_2067_)) {
                                            local_148 = l_2070_;
                                        } else {
                                            local_148 = true;
                                        }
                                        bool l_2071_ = local_148;
                                        bool l_2072_ = !(l_2071_);
                                        if (l_2072_) {
                                            uint _e5271 = l_mut_452_;
                                            l_mut_389_ = _e5271;
                                            uint _e5272 = l_mut_451_;
                                            l_mut_265_ = _e5272;
                                            bool l_2073_ = (l_2056_ >= 32u);
                                            if (l_2073_) {
                                                uint l_2074_ = (l_2056_ & 31u);
                                                uint _e5277 = l_mut_452_;
                                                uint l_2075_ = (_e5277 << l_2074_);
                                                l_mut_389_ = 0u;
                                                l_mut_265_ = l_2075_;
                                            } else {
                                                bool l_2076_ = (l_2056_ > 0u);
                                                if (l_2076_) {
                                                    uint _e5282 = l_mut_452_;
                                                    uint l_2077_ = (_e5282 << l_2056_);
                                                    uint _e5284 = l_mut_451_;
                                                    uint l_2078_ = (_e5284 << l_2056_);
                                                    uint l_2079_ = (32u - l_2056_);
                                                    uint _e5288 = l_mut_452_;
                                                    uint l_2080_ = (_e5288 >> l_2079_);
                                                    uint l_2081_ = (l_2078_ | l_2080_);
                                                    l_mut_389_ = l_2077_;
                                                    l_mut_265_ = l_2081_;
                                                }
                                            }
                                            uint _e5291 = l_mut_1940_;
                                            uint _e5292 = l_mut_389_;
                                            uint l_2082_ = (_e5291 - _e5292);
                                            uint _e5294 = l_mut_1656_;
                                            uint _e5295 = l_mut_265_;
                                            uint l_2083_ = (_e5294 - _e5295);
                                            uint _e5297 = l_mut_1940_;
                                            uint _e5298 = l_mut_389_;
                                            bool l_2084_ = (_e5297 < _e5298);
                                            uint l_2085_ = uint(l_2084_);
                                            uint l_2086_ = (l_2083_ - l_2085_);
                                            l_mut_1940_ = l_2082_;
                                            l_mut_1656_ = l_2086_;
                                            uint l_2087_ = (1u << l_2056_);
                                            uint _e5304 = l_mut_395_;
                                            l_mut_395_ = (_e5304 | l_2087_);
                                        }
                                    }
                                }
                                uint _e5309 = l_mut_395_;
                                uint l_2088_ = min(_e5309, l_2049_);
                                l_mut_395_ = l_2088_;
                                uint _e5311 = l_mut_1656_;
                                uint _e5312 = l_mut_451_;
                                bool l_2089_ = (_e5311 < _e5312);
                                uint _e5314 = l_mut_1656_;
                                uint _e5315 = l_mut_451_;
                                bool l_2090_ = (_e5314 == _e5315);
                                uint _e5317 = l_mut_1940_;
                                uint _e5318 = l_mut_452_;
                                bool l_2091_ = (_e5317 < _e5318);
                                if (l_2090_) {
                                    local_149 = l_2091_;
                                } else {
                                    local_149 = false;
                                }
                                bool l_2092_ = local_149;
                                if (!(l_2089_)) {
                                    local_150 = l_2092_;
                                } else {
                                    local_150 = true;
                                }
                                bool l_2093_ = local_150;
                                bool l_2094_ = !(l_2093_);
                                if (l_2094_) {
                                    l_mut_395_ = l_2049_;
                                }
                                uint _e5330 = l_mut_395_;
                                l_mut_1945_ = _e5330;
                            }
                            uint _e5331 = l_mut_448_;
                            l_mut_1940_ = _e5331;
                            uint _e5332 = l_mut_447_;
                            l_mut_1656_ = _e5332;
                            uint _e5333 = l_mut_452_;
                            l_mut_395_ = _e5333;
                            uint _e5334 = l_mut_451_;
                            l_mut_389_ = _e5334;
                            uint _e5335 = l_mut_401_;
                            l_mut_265_ = _e5335;
                            uint _e5336 = l_mut_428_;
                            l_mut_259_ = _e5336;
                            uint _e5337 = l_mut_446_;
                            l_mut_209_ = _e5337;
                            uint _e5338 = l_mut_435_;
                            l_mut_203_ = _e5338;
                            l_mut_141_ = 0u;
                            uint _e5340 = l_mut_1945_;
                            bool l_2095_ = (_e5340 > 0u);
                            if (l_2095_) {
                                uint _e5343 = l_mut_452_;
                                uint _e5344 = l_mut_1945_;
                                uint l_2096_ = (_e5343 * _e5344);
                                uint _e5346 = l_mut_452_;
                                uint64_t l_3087_ = uint64_t(_e5346);
                                uint _e5348 = l_mut_1945_;
                                uint64_t l_3088_ = uint64_t(_e5348);
                                uint64_t l_3089_ = (l_3087_ * l_3088_);
                                uint64_t l_3090_ = (l_3089_ >> uint(32uL));
                                uint l_2097_ = uint(l_3090_);
                                uint _e5357 = l_mut_451_;
                                uint _e5358 = l_mut_1945_;
                                uint l_2098_ = (_e5357 * _e5358);
                                uint l_2099_ = (l_2097_ + l_2098_);
                                uint _e5361 = l_mut_446_;
                                uint l_2100_ = (_e5361 - l_2096_);
                                uint _e5363 = l_mut_435_;
                                uint l_2101_ = (_e5363 - l_2099_);
                                uint _e5365 = l_mut_446_;
                                bool l_2102_ = (_e5365 < l_2096_);
                                uint l_2103_ = uint(l_2102_);
                                uint l_2104_ = (l_2101_ - l_2103_);
                                l_mut_209_ = l_2100_;
                                l_mut_203_ = l_2104_;
                                uint _e5369 = l_mut_448_;
                                uint l_2105_ = (_e5369 - l_2096_);
                                uint _e5371 = l_mut_447_;
                                uint l_2106_ = (_e5371 - l_2099_);
                                uint _e5373 = l_mut_448_;
                                bool l_2107_ = (_e5373 < l_2096_);
                                uint l_2108_ = uint(l_2107_);
                                uint l_2109_ = (l_2106_ - l_2108_);
                                l_mut_1940_ = l_2105_;
                                l_mut_1656_ = l_2109_;
                                uint _e5377 = l_mut_1945_;
                                uint _e5378 = l_mut_401_;
                                uint l_2110_ = (_e5377 * _e5378);
                                uint _e5380 = l_mut_428_;
                                uint l_2111_ = (_e5380 + l_2110_);
                                l_mut_259_ = l_2111_;
                            } else {
                                uint _e5382 = l_mut_446_;
                                uint _e5383 = l_mut_452_;
                                uint l_2112_ = (_e5382 - _e5383);
                                uint _e5385 = l_mut_435_;
                                uint _e5386 = l_mut_451_;
                                uint l_2113_ = (_e5385 - _e5386);
                                uint _e5388 = l_mut_446_;
                                uint _e5389 = l_mut_452_;
                                bool l_2114_ = (_e5388 < _e5389);
                                uint l_2115_ = uint(l_2114_);
                                uint l_2116_ = (l_2113_ - l_2115_);
                                l_mut_209_ = l_2112_;
                                l_mut_203_ = l_2116_;
                                uint _e5393 = l_mut_203_;
                                bool l_2117_ = (_e5393 < l_1562_);
                                uint _e5395 = l_mut_203_;
                                bool l_2118_ = (_e5395 == l_1562_);
                                uint _e5397 = l_mut_209_;
                                bool l_2119_ = (_e5397 < l_1558_);
                                if (l_2118_) {
                                    local_151 = l_2119_;
                                } else {
                                    local_151 = false;
                                }
                                bool l_2120_ = local_151;
                                if (!(l_2117_)) {
                                    local_152 = l_2120_;
                                } else {
                                    local_152 = true;
                                }
                                bool l_2121_ = local_152;
                                if (l_2121_) {
                                    l_mut_141_ = 2u;
                                }
                                uint _e5409 = l_mut_141_;
                                bool l_2122_ = (_e5409 == 0u);
                                if (l_2122_) {
                                    uint _e5412 = l_mut_401_;
                                    uint l_2123_ = (l_1026_ - _e5412);
                                    uint _e5414 = l_mut_428_;
                                    uint l_2124_ = naga_div(l_2123_, _e5414);
                                    l_mut_1945_ = 0u;
                                    l_mut_357_ = false;
                                    l_mut_357_ = true;
                                    uint _e5419 = l_mut_448_;
                                    uint _e5420 = l_mut_447_;
                                    uint l_2125_ = (_e5419 | _e5420);
                                    bool l_2126_ = (l_2125_ == 0u);
                                    if (l_2126_) {
                                        l_mut_1945_ = l_2124_;
                                    } else {
                                        bool _e5424 = l_mut_357_;
                                        if (_e5424) {
                                            uint _e5425 = l_mut_447_;
                                            uint _e5426 = l_mut_451_;
                                            bool l_2127_ = (_e5425 < _e5426);
                                            uint _e5428 = l_mut_447_;
                                            uint _e5429 = l_mut_451_;
                                            bool l_2128_ = (_e5428 == _e5429);
                                            uint _e5431 = l_mut_448_;
                                            uint _e5432 = l_mut_452_;
                                            bool l_2129_ = (_e5431 < _e5432);
                                            if (l_2128_) {
                                                local_153 = l_2129_;
                                            } else {
                                                local_153 = false;
                                            }
                                            bool l_2130_ = local_153;
                                            if (!(l_2127_)) {
                                                local_154 = l_2130_;
                                            } else {
                                                local_154 = true;
                                            }
                                            bool l_2131_ = local_154;
                                            if (l_2131_) {
                                                uint _e5443 = l_mut_452_;
                                                uint l_2132_ = (_e5443 - 1u);
                                                uint _e5446 = l_mut_451_;
                                                uint l_2133_ = (_e5446 - 0u);
                                                uint _e5449 = l_mut_452_;
                                                bool l_2134_ = (_e5449 < 1u);
                                                uint l_2135_ = uint(l_2134_);
                                                uint l_2136_ = (l_2133_ - l_2135_);
                                                l_mut_135_ = l_2132_;
                                                l_mut_92_ = l_2136_;
                                                l_mut_86_ = 0u;
                                                l_mut_2137_ = 0u;
                                                uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                                                bool loop_init_12 = true;
                                                while(true) {
                                                    if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                                    loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                                    if (!loop_init_12) {
                                                        uint _e5542 = l_mut_2137_;
                                                        l_mut_2137_ = (_e5542 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5457 = l_mut_2137_;
                                                    if ((_e5457 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5461 = l_mut_2137_;
                                                        uint l_2138_ = (19u - _e5461);
                                                        uint _e5463 = l_mut_135_;
                                                        l_mut_80_ = _e5463;
                                                        uint _e5464 = l_mut_92_;
                                                        l_mut_65_ = _e5464;
                                                        bool l_2139_ = (l_2138_ >= 32u);
                                                        if (l_2139_) {
                                                            uint l_2140_ = (l_2138_ & 31u);
                                                            uint _e5469 = l_mut_92_;
                                                            uint l_2141_ = (_e5469 >> l_2140_);
                                                            l_mut_80_ = l_2141_;
                                                            l_mut_65_ = 0u;
                                                        } else {
                                                            bool l_2142_ = (l_2138_ > 0u);
                                                            if (l_2142_) {
                                                                uint _e5474 = l_mut_135_;
                                                                l_mut_30_ = _e5474;
                                                                bool l_2143_ = (l_2138_ > 0u);
                                                                if (l_2143_) {
                                                                    uint _e5477 = l_mut_135_;
                                                                    uint l_2144_ = (_e5477 >> l_2138_);
                                                                    uint l_2145_ = (32u - l_2138_);
                                                                    uint _e5481 = l_mut_92_;
                                                                    uint l_2146_ = (_e5481 << l_2145_);
                                                                    uint l_2147_ = (l_2144_ | l_2146_);
                                                                    l_mut_30_ = l_2147_;
                                                                }
                                                                uint _e5484 = l_mut_92_;
                                                                uint l_2148_ = (_e5484 >> l_2138_);
                                                                uint _e5486 = l_mut_30_;
                                                                l_mut_80_ = _e5486;
                                                                l_mut_65_ = l_2148_;
                                                            }
                                                        }
                                                        uint _e5487 = l_mut_65_;
                                                        uint _e5488 = l_mut_447_;
                                                        bool l_2149_ = (_e5487 < _e5488);
                                                        uint _e5490 = l_mut_65_;
                                                        uint _e5491 = l_mut_447_;
                                                        bool l_2150_ = (_e5490 == _e5491);
                                                        uint _e5493 = l_mut_80_;
                                                        uint _e5494 = l_mut_448_;
                                                        bool l_2151_ = (_e5493 < _e5494);
                                                        if (l_2150_) {
                                                            local_155 = l_2151_;
                                                        } else {
                                                            local_155 = false;
                                                        }
                                                        bool l_2152_ = local_155;
                                                        if (!(l_2149_)) {
                                                            local_156 = l_2152_;
                                                        } else {
                                                            local_156 = true;
                                                        }
                                                        bool l_2153_ = local_156;
                                                        bool l_2154_ = !(l_2153_);
                                                        if (l_2154_) {
                                                            uint _e5506 = l_mut_448_;
                                                            l_mut_80_ = _e5506;
                                                            uint _e5507 = l_mut_447_;
                                                            l_mut_65_ = _e5507;
                                                            bool l_2155_ = (l_2138_ >= 32u);
                                                            if (l_2155_) {
                                                                uint l_2156_ = (l_2138_ & 31u);
                                                                uint _e5512 = l_mut_448_;
                                                                uint l_2157_ = (_e5512 << l_2156_);
                                                                l_mut_80_ = 0u;
                                                                l_mut_65_ = l_2157_;
                                                            } else {
                                                                bool l_2158_ = (l_2138_ > 0u);
                                                                if (l_2158_) {
                                                                    uint _e5517 = l_mut_448_;
                                                                    uint l_2159_ = (_e5517 << l_2138_);
                                                                    uint _e5519 = l_mut_447_;
                                                                    uint l_2160_ = (_e5519 << l_2138_);
                                                                    uint l_2161_ = (32u - l_2138_);
                                                                    uint _e5523 = l_mut_448_;
                                                                    uint l_2162_ = (_e5523 >> l_2161_);
                                                                    uint l_2163_ = (l_2160_ | l_2162_);
                                                                    l_mut_80_ = l_2159_;
                                                                    l_mut_65_ = l_2163_;
                                                                }
                                                            }
                                                            uint _e5526 = l_mut_135_;
                                                            uint _e5527 = l_mut_80_;
                                                            uint l_2164_ = (_e5526 - _e5527);
                                                            uint _e5529 = l_mut_92_;
                                                            uint _e5530 = l_mut_65_;
                                                            uint l_2165_ = (_e5529 - _e5530);
                                                            uint _e5532 = l_mut_135_;
                                                            uint _e5533 = l_mut_80_;
                                                            bool l_2166_ = (_e5532 < _e5533);
                                                            uint l_2167_ = uint(l_2166_);
                                                            uint l_2168_ = (l_2165_ - l_2167_);
                                                            l_mut_135_ = l_2164_;
                                                            l_mut_92_ = l_2168_;
                                                            uint l_2169_ = (1u << l_2138_);
                                                            uint _e5539 = l_mut_86_;
                                                            l_mut_86_ = (_e5539 | l_2169_);
                                                        }
                                                    }
                                                }
                                                uint _e5544 = l_mut_86_;
                                                uint l_2170_ = min(_e5544, l_2124_);
                                                l_mut_86_ = l_2170_;
                                                uint _e5546 = l_mut_92_;
                                                uint _e5547 = l_mut_447_;
                                                bool l_2171_ = (_e5546 < _e5547);
                                                uint _e5549 = l_mut_92_;
                                                uint _e5550 = l_mut_447_;
                                                bool l_2172_ = (_e5549 == _e5550);
                                                uint _e5552 = l_mut_135_;
                                                uint _e5553 = l_mut_448_;
                                                bool l_2173_ = (_e5552 < _e5553);
                                                if (l_2172_) {
                                                    local_157 = l_2173_;
                                                } else {
                                                    local_157 = false;
                                                }
                                                bool l_2174_ = local_157;
                                                if (!(l_2171_)) {
                                                    local_158 = l_2174_;
                                                } else {
                                                    local_158 = true;
                                                }
                                                bool l_2175_ = local_158;
                                                bool l_2176_ = !(l_2175_);
                                                if (l_2176_) {
                                                    l_mut_86_ = l_2124_;
                                                }
                                                uint _e5565 = l_mut_86_;
                                                l_mut_1945_ = _e5565;
                                            }
                                        } else {
                                            uint _e5566 = l_mut_452_;
                                            l_mut_135_ = _e5566;
                                            uint _e5567 = l_mut_451_;
                                            l_mut_92_ = _e5567;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5568 = l_mut_447_;
                                                uint _e5569 = l_mut_92_;
                                                bool l_2177_ = (_e5568 < _e5569);
                                                uint _e5571 = l_mut_447_;
                                                uint _e5572 = l_mut_92_;
                                                bool l_2178_ = (_e5571 == _e5572);
                                                uint _e5574 = l_mut_448_;
                                                uint _e5575 = l_mut_135_;
                                                bool l_2179_ = (_e5574 < _e5575);
                                                if (l_2178_) {
                                                    local_159 = l_2179_;
                                                } else {
                                                    local_159 = false;
                                                }
                                                bool l_2180_ = local_159;
                                                if (!(l_2177_)) {
                                                    local_160 = l_2180_;
                                                } else {
                                                    local_160 = true;
                                                }
                                                bool l_2181_ = local_160;
                                                uint _e5586 = l_mut_1945_;
                                                uint _e5587 = l_mut_428_;
                                                uint l_2182_ = (_e5586 * _e5587);
                                                uint _e5589 = l_mut_401_;
                                                uint l_2183_ = (_e5589 + l_2182_);
                                                uint _e5591 = l_mut_428_;
                                                uint l_2184_ = (l_2183_ + _e5591);
                                                bool l_2185_ = (l_2184_ < l_1026_);
                                                if (l_2181_) {
                                                    local_161 = l_2185_;
                                                } else {
                                                    local_161 = false;
                                                }
                                                bool l_2186_ = local_161;
                                                bool l_2187_ = !(l_2186_);
                                                if (l_2187_) {
                                                    break;
                                                }
                                                uint _e5599 = l_mut_135_;
                                                uint _e5600 = l_mut_448_;
                                                uint l_2188_ = (_e5599 - _e5600);
                                                uint _e5602 = l_mut_92_;
                                                uint _e5603 = l_mut_447_;
                                                uint l_2189_ = (_e5602 - _e5603);
                                                uint _e5605 = l_mut_135_;
                                                uint _e5606 = l_mut_448_;
                                                bool l_2190_ = (_e5605 < _e5606);
                                                uint l_2191_ = uint(l_2190_);
                                                uint l_2192_ = (l_2189_ - l_2191_);
                                                l_mut_135_ = l_2188_;
                                                l_mut_92_ = l_2192_;
                                                uint _e5610 = l_mut_1945_;
                                                l_mut_1945_ = (_e5610 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5613 = l_mut_1945_;
                                    uint _e5614 = l_mut_428_;
                                    uint l_2193_ = (_e5613 * _e5614);
                                    uint _e5616 = l_mut_401_;
                                    uint l_2194_ = (_e5616 + l_2193_);
                                    uint _e5618 = l_mut_428_;
                                    uint l_2195_ = (l_2194_ + _e5618);
                                    bool l_2196_ = (l_2195_ >= l_1026_);
                                    if (l_2196_) {
                                        l_mut_141_ = 1u;
                                    } else {
                                        uint _e5622 = l_mut_448_;
                                        uint _e5623 = l_mut_1945_;
                                        uint l_2197_ = (_e5622 * _e5623);
                                        uint _e5625 = l_mut_448_;
                                        uint64_t l_3092_ = uint64_t(_e5625);
                                        uint _e5627 = l_mut_1945_;
                                        uint64_t l_3093_ = uint64_t(_e5627);
                                        uint64_t l_3094_ = (l_3092_ * l_3093_);
                                        uint64_t l_3095_ = (l_3094_ >> uint(32uL));
                                        uint l_2198_ = uint(l_3095_);
                                        uint _e5636 = l_mut_447_;
                                        uint _e5637 = l_mut_1945_;
                                        uint l_2199_ = (_e5636 * _e5637);
                                        uint l_2200_ = (l_2198_ + l_2199_);
                                        uint _e5640 = l_mut_452_;
                                        uint l_2201_ = (_e5640 - l_2197_);
                                        uint _e5642 = l_mut_451_;
                                        uint l_2202_ = (_e5642 - l_2200_);
                                        uint _e5644 = l_mut_452_;
                                        bool l_2203_ = (_e5644 < l_2197_);
                                        uint l_2204_ = uint(l_2203_);
                                        uint l_2205_ = (l_2202_ - l_2204_);
                                        l_mut_395_ = l_2201_;
                                        l_mut_389_ = l_2205_;
                                        uint _e5648 = l_mut_1945_;
                                        uint _e5649 = l_mut_428_;
                                        uint l_2206_ = (_e5648 * _e5649);
                                        uint _e5651 = l_mut_401_;
                                        uint l_2207_ = (_e5651 + l_2206_);
                                        l_mut_265_ = l_2207_;
                                        uint _e5653 = l_mut_448_;
                                        uint _e5654 = l_mut_395_;
                                        uint l_2208_ = (_e5653 - _e5654);
                                        uint _e5656 = l_mut_447_;
                                        uint _e5657 = l_mut_389_;
                                        uint l_2209_ = (_e5656 - _e5657);
                                        uint _e5659 = l_mut_448_;
                                        uint _e5660 = l_mut_395_;
                                        bool l_2210_ = (_e5659 < _e5660);
                                        uint l_2211_ = uint(l_2210_);
                                        uint l_2212_ = (l_2209_ - l_2211_);
                                        l_mut_1940_ = l_2208_;
                                        l_mut_1656_ = l_2212_;
                                        uint _e5664 = l_mut_428_;
                                        uint _e5665 = l_mut_265_;
                                        uint l_2213_ = (_e5664 + _e5665);
                                        l_mut_259_ = l_2213_;
                                    }
                                }
                            }
                            uint _e5667 = l_mut_395_;
                            l_mut_452_ = _e5667;
                            uint _e5668 = l_mut_389_;
                            l_mut_451_ = _e5668;
                            uint _e5669 = l_mut_1940_;
                            l_mut_448_ = _e5669;
                            uint _e5670 = l_mut_1656_;
                            l_mut_447_ = _e5670;
                            uint _e5671 = l_mut_259_;
                            l_mut_428_ = _e5671;
                            uint _e5672 = l_mut_265_;
                            l_mut_401_ = _e5672;
                            uint _e5673 = l_mut_209_;
                            l_mut_446_ = _e5673;
                            uint _e5674 = l_mut_203_;
                            l_mut_435_ = _e5674;
                            uint _e5675 = l_mut_141_;
                            bool l_2214_ = (_e5675 == 1u);
                            l_mut_652_ = l_2214_;
                            uint _e5678 = l_mut_141_;
                            bool l_2215_ = (_e5678 == 0u);
                            l_mut_635_ = l_2215_;
                        }
                    }
                    bool _e5681 = l_mut_652_;
                    bool l_2216_ = !(_e5681);
                    if (l_1025_) {
                        local_162 = l_2216_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2217_ = local_162;
                    if (l_2217_) {
                        uint _e5688 = l_mut_1023_;
                        uint l_2218_ = (1u << _e5688);
                        uint _e5690 = l_mut_748_;
                        l_mut_748_ = (_e5690 | l_2218_);
                        uint _e5692 = l_mut_743_;
                        l_mut_743_ = (_e5692 + 1u);
                        uint l_2219_ = (l_1024_ + l_1022_);
                        uint l_2220_ = min(l_2219_, l_46_);
                        l_mut_1945_ = 0u;
                        l_mut_2221_ = l_1024_;
                        uint2 loop_bound_19 = uint2(4294967295u, 4294967295u);
                        bool loop_init_13 = true;
                        while(true) {
                            if (all(loop_bound_19 == uint2(0u, 0u))) { break; }
                            loop_bound_19 -= uint2(loop_bound_19.y == 0u, 1u);
                            if (!loop_init_13) {
                                uint _e6214 = l_mut_2221_;
                                l_mut_2221_ = (_e6214 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e5699 = l_mut_2221_;
                            if ((_e5699 < l_2220_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e5701 = l_mut_2221_;
                                uint l_2222_ = (l_49_ * _e5701);
                                uint64_t l_3097_ = uint64_t(l_49_);
                                uint _e5704 = l_mut_2221_;
                                uint64_t l_3098_ = uint64_t(_e5704);
                                uint64_t l_3099_ = (l_3097_ * l_3098_);
                                uint64_t l_3100_ = (l_3099_ >> uint(32uL));
                                uint l_2223_ = uint(l_3100_);
                                uint _e5713 = l_mut_2221_;
                                uint l_2224_ = (l_52_ * _e5713);
                                uint l_2225_ = (l_2223_ + l_2224_);
                                uint l_2226_ = (l_54_ + l_2222_);
                                uint l_2227_ = (l_57_ + l_2225_);
                                bool l_2228_ = (l_2226_ < l_54_);
                                uint l_2229_ = uint(l_2228_);
                                uint l_2230_ = (l_2227_ + l_2229_);
                                l_mut_1940_ = 0u;
                                l_mut_1656_ = 0u;
                                uint _e5723 = l_mut_2221_;
                                bool l_2231_ = (_e5723 < 65536u);
                                if (l_2231_) {
                                    uint _e5726 = l_mut_2221_;
                                    uint _e5727 = l_mut_2221_;
                                    uint l_2232_ = (_e5726 * _e5727);
                                    uint l_2233_ = (l_62_ >> 31u);
                                    bool l_2234_ = (l_2233_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_2234_) {
                                        uint l_2235_ = (0u - l_59_);
                                        uint l_2236_ = (0u - l_62_);
                                        bool l_2237_ = (0u < l_59_);
                                        uint l_2238_ = uint(l_2237_);
                                        uint l_2239_ = (l_2236_ - l_2238_);
                                        l_mut_452_ = l_2235_;
                                        l_mut_451_ = l_2239_;
                                    }
                                    uint _e5741 = l_mut_452_;
                                    uint l_2240_ = (_e5741 * l_2232_);
                                    uint _e5743 = l_mut_451_;
                                    uint l_2241_ = (_e5743 * l_2232_);
                                    uint _e5745 = l_mut_452_;
                                    uint64_t l_3102_ = uint64_t(_e5745);
                                    uint64_t l_3103_ = uint64_t(l_2232_);
                                    uint64_t l_3104_ = (l_3102_ * l_3103_);
                                    uint64_t l_3105_ = (l_3104_ >> uint(32uL));
                                    uint l_2242_ = uint(l_3105_);
                                    uint l_2243_ = (l_2242_ + l_2241_);
                                    uint _e5756 = l_mut_451_;
                                    uint64_t l_3107_ = uint64_t(_e5756);
                                    uint64_t l_3108_ = uint64_t(l_2232_);
                                    uint64_t l_3109_ = (l_3107_ * l_3108_);
                                    uint64_t l_3110_ = (l_3109_ >> uint(32uL));
                                    uint l_2244_ = uint(l_3110_);
                                    bool l_2245_ = (l_2243_ < l_2241_);
                                    uint l_2246_ = uint(l_2245_);
                                    uint l_2247_ = (l_2244_ + l_2246_);
                                    uint l_2248_ = naga_mod(l_9_, 32u);
                                    l_mut_448_ = l_2240_;
                                    bool l_2249_ = (l_2248_ > 0u);
                                    if (l_2249_) {
                                        uint l_2250_ = (l_2240_ >> l_2248_);
                                        uint l_2251_ = (32u - l_2248_);
                                        uint l_2252_ = (l_2243_ << l_2251_);
                                        uint l_2253_ = (l_2250_ | l_2252_);
                                        l_mut_448_ = l_2253_;
                                    }
                                    l_mut_447_ = l_2243_;
                                    bool l_2254_ = (l_2248_ > 0u);
                                    if (l_2254_) {
                                        uint l_2255_ = (l_2243_ >> l_2248_);
                                        uint l_2256_ = (32u - l_2248_);
                                        uint l_2257_ = (l_2247_ << l_2256_);
                                        uint l_2258_ = (l_2255_ | l_2257_);
                                        l_mut_447_ = l_2258_;
                                    }
                                    uint _e5785 = l_mut_448_;
                                    l_mut_446_ = _e5785;
                                    uint _e5786 = l_mut_447_;
                                    l_mut_448_ = _e5786;
                                    bool l_2259_ = (l_9_ >= 64u);
                                    if (l_2259_) {
                                        l_mut_446_ = l_2247_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        bool l_2260_ = (l_9_ >= 32u);
                                        if (l_2260_) {
                                            l_mut_447_ = l_2243_;
                                            bool l_2261_ = (l_2248_ > 0u);
                                            if (l_2261_) {
                                                uint l_2262_ = (l_2243_ >> l_2248_);
                                                uint l_2263_ = (32u - l_2248_);
                                                uint l_2264_ = (l_2247_ << l_2263_);
                                                uint l_2265_ = (l_2262_ | l_2264_);
                                                l_mut_447_ = l_2265_;
                                            }
                                            uint l_2266_ = (l_2247_ >> l_2248_);
                                            uint _e5800 = l_mut_447_;
                                            l_mut_446_ = _e5800;
                                            l_mut_448_ = l_2266_;
                                        }
                                    }
                                    uint _e5801 = l_mut_446_;
                                    l_mut_452_ = _e5801;
                                    uint _e5802 = l_mut_448_;
                                    l_mut_451_ = _e5802;
                                    if (l_2234_) {
                                        uint _e5804 = l_mut_452_;
                                        uint l_2267_ = (0u - _e5804);
                                        uint _e5807 = l_mut_451_;
                                        uint l_2268_ = (0u - _e5807);
                                        uint _e5810 = l_mut_452_;
                                        bool l_2269_ = (0u < _e5810);
                                        uint l_2270_ = uint(l_2269_);
                                        uint l_2271_ = (l_2268_ - l_2270_);
                                        l_mut_452_ = l_2267_;
                                        l_mut_451_ = l_2271_;
                                    }
                                    uint _e5814 = l_mut_452_;
                                    l_mut_1940_ = _e5814;
                                    uint _e5815 = l_mut_451_;
                                    l_mut_1656_ = _e5815;
                                } else {
                                    uint l_2272_ = (l_62_ >> 31u);
                                    bool l_2273_ = (l_2272_ == 1u);
                                    l_mut_452_ = l_59_;
                                    l_mut_451_ = l_62_;
                                    if (l_2273_) {
                                        uint l_2274_ = (0u - l_59_);
                                        uint l_2275_ = (0u - l_62_);
                                        bool l_2276_ = (0u < l_59_);
                                        uint l_2277_ = uint(l_2276_);
                                        uint l_2278_ = (l_2275_ - l_2277_);
                                        l_mut_452_ = l_2274_;
                                        l_mut_451_ = l_2278_;
                                    }
                                    uint _e5828 = l_mut_452_;
                                    uint _e5829 = l_mut_2221_;
                                    uint l_2279_ = (_e5828 * _e5829);
                                    uint _e5831 = l_mut_451_;
                                    uint _e5832 = l_mut_2221_;
                                    uint l_2280_ = (_e5831 * _e5832);
                                    uint _e5834 = l_mut_452_;
                                    uint64_t l_3112_ = uint64_t(_e5834);
                                    uint _e5836 = l_mut_2221_;
                                    uint64_t l_3113_ = uint64_t(_e5836);
                                    uint64_t l_3114_ = (l_3112_ * l_3113_);
                                    uint64_t l_3115_ = (l_3114_ >> uint(32uL));
                                    uint l_2281_ = uint(l_3115_);
                                    uint l_2282_ = (l_2281_ + l_2280_);
                                    uint _e5846 = l_mut_451_;
                                    uint64_t l_3117_ = uint64_t(_e5846);
                                    uint _e5848 = l_mut_2221_;
                                    uint64_t l_3118_ = uint64_t(_e5848);
                                    uint64_t l_3119_ = (l_3117_ * l_3118_);
                                    uint64_t l_3120_ = (l_3119_ >> uint(32uL));
                                    uint l_2283_ = uint(l_3120_);
                                    bool l_2284_ = (l_2282_ < l_2280_);
                                    uint l_2285_ = uint(l_2284_);
                                    uint l_2286_ = (l_2283_ + l_2285_);
                                    l_mut_448_ = l_2279_;
                                    bool l_2288_ = (0u > 0u);
                                    if (l_2288_) {
                                        uint l_2289_ = (l_2279_ >> 0u);
                                        uint l_2290_ = (32u - 0u);
                                        uint l_2291_ = (l_2282_ << l_2290_);
                                        uint l_2292_ = (l_2289_ | l_2291_);
                                        l_mut_448_ = l_2292_;
                                    }
                                    l_mut_447_ = l_2282_;
                                    bool l_2293_ = (0u > 0u);
                                    if (l_2293_) {
                                        uint l_2294_ = (l_2282_ >> 0u);
                                        uint l_2295_ = (32u - 0u);
                                        uint l_2296_ = (l_2286_ << l_2295_);
                                        uint l_2297_ = (l_2294_ | l_2296_);
                                        l_mut_447_ = l_2297_;
                                    }
                                    uint _e5875 = l_mut_448_;
                                    l_mut_446_ = _e5875;
                                    uint _e5876 = l_mut_447_;
                                    l_mut_448_ = _e5876;
                                    if (false) {
                                        l_mut_446_ = l_2286_;
                                        l_mut_448_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_447_ = l_2282_;
                                            bool l_2300_ = (0u > 0u);
                                            if (l_2300_) {
                                                uint l_2301_ = (l_2282_ >> 0u);
                                                uint l_2302_ = (32u - 0u);
                                                uint l_2303_ = (l_2286_ << l_2302_);
                                                uint l_2304_ = (l_2301_ | l_2303_);
                                                l_mut_447_ = l_2304_;
                                            }
                                            uint l_2305_ = (l_2286_ >> 0u);
                                            uint _e5888 = l_mut_447_;
                                            l_mut_446_ = _e5888;
                                            l_mut_448_ = l_2305_;
                                        }
                                    }
                                    uint _e5889 = l_mut_452_;
                                    uint _e5890 = l_mut_2221_;
                                    uint l_2306_ = (_e5889 * _e5890);
                                    uint _e5892 = l_mut_451_;
                                    uint _e5893 = l_mut_2221_;
                                    uint l_2307_ = (_e5892 * _e5893);
                                    uint _e5895 = l_mut_452_;
                                    uint64_t l_3122_ = uint64_t(_e5895);
                                    uint _e5897 = l_mut_2221_;
                                    uint64_t l_3123_ = uint64_t(_e5897);
                                    uint64_t l_3124_ = (l_3122_ * l_3123_);
                                    uint64_t l_3125_ = (l_3124_ >> uint(32uL));
                                    uint l_2308_ = uint(l_3125_);
                                    uint l_2309_ = (l_2308_ + l_2307_);
                                    uint _e5907 = l_mut_451_;
                                    uint64_t l_3127_ = uint64_t(_e5907);
                                    uint _e5909 = l_mut_2221_;
                                    uint64_t l_3128_ = uint64_t(_e5909);
                                    uint64_t l_3129_ = (l_3127_ * l_3128_);
                                    uint64_t l_3130_ = (l_3129_ >> uint(32uL));
                                    uint l_2310_ = uint(l_3130_);
                                    bool l_2311_ = (l_2309_ < l_2307_);
                                    uint l_2312_ = uint(l_2311_);
                                    uint l_2313_ = (l_2310_ + l_2312_);
                                    l_mut_447_ = l_2306_;
                                    bool l_2315_ = (0u > 0u);
                                    if (l_2315_) {
                                        uint l_2316_ = (l_2306_ >> 0u);
                                        uint l_2317_ = (32u - 0u);
                                        uint l_2318_ = (l_2309_ << l_2317_);
                                        uint l_2319_ = (l_2316_ | l_2318_);
                                        l_mut_447_ = l_2319_;
                                    }
                                    l_mut_435_ = l_2309_;
                                    bool l_2320_ = (0u > 0u);
                                    if (l_2320_) {
                                        uint l_2321_ = (l_2309_ >> 0u);
                                        uint l_2322_ = (32u - 0u);
                                        uint l_2323_ = (l_2313_ << l_2322_);
                                        uint l_2324_ = (l_2321_ | l_2323_);
                                        l_mut_435_ = l_2324_;
                                    }
                                    uint _e5936 = l_mut_447_;
                                    l_mut_428_ = _e5936;
                                    uint _e5937 = l_mut_435_;
                                    l_mut_447_ = _e5937;
                                    if (true) {
                                        l_mut_428_ = l_2313_;
                                        l_mut_447_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_435_ = l_2309_;
                                            bool l_2327_ = (0u > 0u);
                                            if (l_2327_) {
                                                uint l_2328_ = (l_2309_ >> 0u);
                                                uint l_2329_ = (32u - 0u);
                                                uint l_2330_ = (l_2313_ << l_2329_);
                                                uint l_2331_ = (l_2328_ | l_2330_);
                                                l_mut_435_ = l_2331_;
                                            }
                                            uint l_2332_ = (l_2313_ >> 0u);
                                            uint _e5949 = l_mut_435_;
                                            l_mut_428_ = _e5949;
                                            l_mut_447_ = l_2332_;
                                        }
                                    }
                                    uint _e5950 = l_mut_446_;
                                    uint _e5951 = l_mut_2221_;
                                    uint l_2333_ = (_e5950 * _e5951);
                                    uint _e5953 = l_mut_448_;
                                    uint _e5954 = l_mut_2221_;
                                    uint l_2334_ = (_e5953 * _e5954);
                                    uint _e5956 = l_mut_446_;
                                    uint64_t l_3132_ = uint64_t(_e5956);
                                    uint _e5958 = l_mut_2221_;
                                    uint64_t l_3133_ = uint64_t(_e5958);
                                    uint64_t l_3134_ = (l_3132_ * l_3133_);
                                    uint64_t l_3135_ = (l_3134_ >> uint(32uL));
                                    uint l_2335_ = uint(l_3135_);
                                    uint l_2336_ = (l_2335_ + l_2334_);
                                    uint _e5968 = l_mut_448_;
                                    uint64_t l_3137_ = uint64_t(_e5968);
                                    uint _e5970 = l_mut_2221_;
                                    uint64_t l_3138_ = uint64_t(_e5970);
                                    uint64_t l_3139_ = (l_3137_ * l_3138_);
                                    uint64_t l_3140_ = (l_3139_ >> uint(32uL));
                                    uint l_2337_ = uint(l_3140_);
                                    bool l_2338_ = (l_2336_ < l_2334_);
                                    uint l_2339_ = uint(l_2338_);
                                    uint l_2340_ = (l_2337_ + l_2339_);
                                    l_mut_452_ = l_2333_;
                                    bool l_2342_ = (0u > 0u);
                                    if (l_2342_) {
                                        uint l_2343_ = (l_2333_ >> 0u);
                                        uint l_2344_ = (32u - 0u);
                                        uint l_2345_ = (l_2336_ << l_2344_);
                                        uint l_2346_ = (l_2343_ | l_2345_);
                                        l_mut_452_ = l_2346_;
                                    }
                                    l_mut_451_ = l_2336_;
                                    bool l_2347_ = (0u > 0u);
                                    if (l_2347_) {
                                        uint l_2348_ = (l_2336_ >> 0u);
                                        uint l_2349_ = (32u - 0u);
                                        uint l_2350_ = (l_2340_ << l_2349_);
                                        uint l_2351_ = (l_2348_ | l_2350_);
                                        l_mut_451_ = l_2351_;
                                    }
                                    uint _e5997 = l_mut_452_;
                                    l_mut_435_ = _e5997;
                                    uint _e5998 = l_mut_451_;
                                    l_mut_452_ = _e5998;
                                    if (false) {
                                        l_mut_435_ = l_2340_;
                                        l_mut_452_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_451_ = l_2336_;
                                            bool l_2354_ = (0u > 0u);
                                            if (l_2354_) {
                                                uint l_2355_ = (l_2336_ >> 0u);
                                                uint l_2356_ = (32u - 0u);
                                                uint l_2357_ = (l_2340_ << l_2356_);
                                                uint l_2358_ = (l_2355_ | l_2357_);
                                                l_mut_451_ = l_2358_;
                                            }
                                            uint l_2359_ = (l_2340_ >> 0u);
                                            uint _e6010 = l_mut_451_;
                                            l_mut_435_ = _e6010;
                                            l_mut_452_ = l_2359_;
                                        }
                                    }
                                    uint _e6011 = l_mut_446_;
                                    uint _e6012 = l_mut_2221_;
                                    uint l_2360_ = (_e6011 * _e6012);
                                    uint _e6014 = l_mut_448_;
                                    uint _e6015 = l_mut_2221_;
                                    uint l_2361_ = (_e6014 * _e6015);
                                    uint _e6017 = l_mut_446_;
                                    uint64_t l_3142_ = uint64_t(_e6017);
                                    uint _e6019 = l_mut_2221_;
                                    uint64_t l_3143_ = uint64_t(_e6019);
                                    uint64_t l_3144_ = (l_3142_ * l_3143_);
                                    uint64_t l_3145_ = (l_3144_ >> uint(32uL));
                                    uint l_2362_ = uint(l_3145_);
                                    uint l_2363_ = (l_2362_ + l_2361_);
                                    uint _e6029 = l_mut_448_;
                                    uint64_t l_3147_ = uint64_t(_e6029);
                                    uint _e6031 = l_mut_2221_;
                                    uint64_t l_3148_ = uint64_t(_e6031);
                                    uint64_t l_3149_ = (l_3147_ * l_3148_);
                                    uint64_t l_3150_ = (l_3149_ >> uint(32uL));
                                    uint l_2364_ = uint(l_3150_);
                                    bool l_2365_ = (l_2363_ < l_2361_);
                                    uint l_2366_ = uint(l_2365_);
                                    uint l_2367_ = (l_2364_ + l_2366_);
                                    l_mut_451_ = l_2360_;
                                    bool l_2369_ = (0u > 0u);
                                    if (l_2369_) {
                                        uint l_2370_ = (l_2360_ >> 0u);
                                        uint l_2371_ = (32u - 0u);
                                        uint l_2372_ = (l_2363_ << l_2371_);
                                        uint l_2373_ = (l_2370_ | l_2372_);
                                        l_mut_451_ = l_2373_;
                                    }
                                    l_mut_401_ = l_2363_;
                                    bool l_2374_ = (0u > 0u);
                                    if (l_2374_) {
                                        uint l_2375_ = (l_2363_ >> 0u);
                                        uint l_2376_ = (32u - 0u);
                                        uint l_2377_ = (l_2367_ << l_2376_);
                                        uint l_2378_ = (l_2375_ | l_2377_);
                                        l_mut_401_ = l_2378_;
                                    }
                                    uint _e6058 = l_mut_451_;
                                    l_mut_395_ = _e6058;
                                    uint _e6059 = l_mut_401_;
                                    l_mut_451_ = _e6059;
                                    if (true) {
                                        l_mut_395_ = l_2367_;
                                        l_mut_451_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_401_ = l_2363_;
                                            bool l_2381_ = (0u > 0u);
                                            if (l_2381_) {
                                                uint l_2382_ = (l_2363_ >> 0u);
                                                uint l_2383_ = (32u - 0u);
                                                uint l_2384_ = (l_2367_ << l_2383_);
                                                uint l_2385_ = (l_2382_ | l_2384_);
                                                l_mut_401_ = l_2385_;
                                            }
                                            uint l_2386_ = (l_2367_ >> 0u);
                                            uint _e6071 = l_mut_401_;
                                            l_mut_395_ = _e6071;
                                            l_mut_451_ = l_2386_;
                                        }
                                    }
                                    uint _e6072 = l_mut_428_;
                                    uint _e6073 = l_mut_2221_;
                                    uint l_2387_ = (_e6072 * _e6073);
                                    uint _e6075 = l_mut_428_;
                                    uint64_t l_3152_ = uint64_t(_e6075);
                                    uint _e6077 = l_mut_2221_;
                                    uint64_t l_3153_ = uint64_t(_e6077);
                                    uint64_t l_3154_ = (l_3152_ * l_3153_);
                                    uint64_t l_3155_ = (l_3154_ >> uint(32uL));
                                    uint l_2388_ = uint(l_3155_);
                                    uint _e6086 = l_mut_447_;
                                    uint _e6087 = l_mut_2221_;
                                    uint l_2389_ = (_e6086 * _e6087);
                                    uint l_2390_ = (l_2388_ + l_2389_);
                                    uint _e6090 = l_mut_395_;
                                    uint l_2391_ = (_e6090 + l_2387_);
                                    uint _e6092 = l_mut_451_;
                                    uint l_2392_ = (_e6092 + l_2390_);
                                    uint _e6094 = l_mut_395_;
                                    bool l_2393_ = (l_2391_ < _e6094);
                                    uint l_2394_ = uint(l_2393_);
                                    uint l_2395_ = (l_2392_ + l_2394_);
                                    uint _e6098 = l_mut_435_;
                                    l_mut_1940_ = _e6098;
                                    uint _e6099 = l_mut_452_;
                                    l_mut_1656_ = _e6099;
                                    bool l_2396_ = (l_9_ == 64u);
                                    if (l_2396_) {
                                        l_mut_1940_ = l_2391_;
                                        l_mut_1656_ = l_2395_;
                                    } else {
                                        bool l_2397_ = (l_9_ > 0u);
                                        if (l_2397_) {
                                            uint l_2398_ = (64u - l_9_);
                                            l_mut_451_ = l_2391_;
                                            l_mut_448_ = l_2395_;
                                            bool l_2399_ = (l_2398_ >= 32u);
                                            if (l_2399_) {
                                                uint l_2400_ = (l_2398_ & 31u);
                                                uint l_2401_ = (l_2391_ << l_2400_);
                                                l_mut_451_ = 0u;
                                                l_mut_448_ = l_2401_;
                                            } else {
                                                bool l_2402_ = (l_2398_ > 0u);
                                                if (l_2402_) {
                                                    uint l_2403_ = (l_2391_ << l_2398_);
                                                    uint l_2404_ = (l_2395_ << l_2398_);
                                                    uint l_2405_ = (32u - l_2398_);
                                                    uint l_2406_ = (l_2391_ >> l_2405_);
                                                    uint l_2407_ = (l_2404_ | l_2406_);
                                                    l_mut_451_ = l_2403_;
                                                    l_mut_448_ = l_2407_;
                                                }
                                            }
                                            uint _e6120 = l_mut_435_;
                                            l_mut_447_ = _e6120;
                                            uint _e6121 = l_mut_452_;
                                            l_mut_446_ = _e6121;
                                            bool l_2408_ = (l_9_ >= 32u);
                                            if (l_2408_) {
                                                uint l_2409_ = (l_9_ & 31u);
                                                uint _e6126 = l_mut_452_;
                                                uint l_2410_ = (_e6126 >> l_2409_);
                                                l_mut_447_ = l_2410_;
                                                l_mut_446_ = 0u;
                                            } else {
                                                bool l_2411_ = (l_9_ > 0u);
                                                if (l_2411_) {
                                                    uint _e6131 = l_mut_435_;
                                                    l_mut_428_ = _e6131;
                                                    bool l_2412_ = (l_9_ > 0u);
                                                    if (l_2412_) {
                                                        uint _e6134 = l_mut_435_;
                                                        uint l_2413_ = (_e6134 >> l_9_);
                                                        uint l_2414_ = (32u - l_9_);
                                                        uint _e6138 = l_mut_452_;
                                                        uint l_2415_ = (_e6138 << l_2414_);
                                                        uint l_2416_ = (l_2413_ | l_2415_);
                                                        l_mut_428_ = l_2416_;
                                                    }
                                                    uint _e6141 = l_mut_452_;
                                                    uint l_2417_ = (_e6141 >> l_9_);
                                                    uint _e6143 = l_mut_428_;
                                                    l_mut_447_ = _e6143;
                                                    l_mut_446_ = l_2417_;
                                                }
                                            }
                                            uint _e6144 = l_mut_451_;
                                            uint _e6145 = l_mut_447_;
                                            uint l_2418_ = (_e6144 + _e6145);
                                            uint _e6147 = l_mut_448_;
                                            uint _e6148 = l_mut_446_;
                                            uint l_2419_ = (_e6147 + _e6148);
                                            uint _e6150 = l_mut_451_;
                                            bool l_2420_ = (l_2418_ < _e6150);
                                            uint l_2421_ = uint(l_2420_);
                                            uint l_2422_ = (l_2419_ + l_2421_);
                                            l_mut_1940_ = l_2418_;
                                            l_mut_1656_ = l_2422_;
                                        }
                                    }
                                    if (l_2273_) {
                                        uint _e6155 = l_mut_1940_;
                                        uint l_2423_ = (0u - _e6155);
                                        uint _e6158 = l_mut_1656_;
                                        uint l_2424_ = (0u - _e6158);
                                        uint _e6161 = l_mut_1940_;
                                        bool l_2425_ = (0u < _e6161);
                                        uint l_2426_ = uint(l_2425_);
                                        uint l_2427_ = (l_2424_ - l_2426_);
                                        l_mut_1940_ = l_2423_;
                                        l_mut_1656_ = l_2427_;
                                    }
                                }
                                uint _e6165 = l_mut_1940_;
                                uint l_2428_ = (l_2226_ + _e6165);
                                uint _e6167 = l_mut_1656_;
                                uint l_2429_ = (l_2230_ + _e6167);
                                bool l_2430_ = (l_2428_ < l_2226_);
                                uint l_2431_ = uint(l_2430_);
                                uint l_2432_ = (l_2429_ + l_2431_);
                                uint l_2433_ = (0u - l_2428_);
                                uint l_2434_ = (0u - l_2432_);
                                bool l_2435_ = (0u < l_2428_);
                                uint l_2436_ = uint(l_2435_);
                                uint l_2437_ = (l_2434_ - l_2436_);
                                l_mut_1940_ = l_2433_;
                                l_mut_1656_ = l_2437_;
                                uint _e6180 = l_mut_1656_;
                                bool l_2438_ = (l_2432_ < _e6180);
                                uint _e6182 = l_mut_1656_;
                                bool l_2439_ = (l_2432_ == _e6182);
                                uint _e6184 = l_mut_1940_;
                                bool l_2440_ = (l_2428_ < _e6184);
                                if (l_2439_) {
                                    local_163 = l_2440_;
                                } else {
                                    local_163 = false;
                                }
                                bool l_2441_ = local_163;
                                if (!(l_2438_)) {
                                    local_164 = l_2441_;
                                } else {
                                    local_164 = true;
                                }
                                bool l_2442_ = local_164;
                                if (l_2442_) {
                                    l_mut_1940_ = l_2428_;
                                    l_mut_1656_ = l_2432_;
                                }
                                uint _e6195 = l_mut_1656_;
                                bool l_2443_ = (_e6195 < l_17_);
                                uint _e6197 = l_mut_1656_;
                                bool l_2444_ = (_e6197 == l_17_);
                                uint _e6199 = l_mut_1940_;
                                bool l_2445_ = (_e6199 < l_14_);
                                if (l_2444_) {
                                    local_165 = l_2445_;
                                } else {
                                    local_165 = false;
                                }
                                bool l_2446_ = local_165;
                                if (!(l_2443_)) {
                                    local_166 = l_2446_;
                                } else {
                                    local_166 = true;
                                }
                                bool l_2447_ = local_166;
                                uint l_2448_ = uint(l_2447_);
                                uint _e6211 = l_mut_1945_;
                                l_mut_1945_ = (_e6211 + l_2448_);
                            }
                        }
                        uint _e6216 = l_mut_457_;
                        uint _e6217 = l_mut_1945_;
                        l_mut_457_ = (_e6216 + _e6217);
                    }
                }
            }
            uint _e6222 = l_mut_743_;
            bool l_2449_ = (_e6222 > 0u);
            if (l_2449_) {
                uint l_3157_ = asuint(info.Load(20+0));
                uint l_3158_ = (l_3157_ * 1u);
                uint l_3159_ = (l_3158_ - 1u);
                uint l_3160_ = min(1u, l_3159_);
                uint _e6237 = l_mut_743_;
                uint _e6238; buffer_5_global.InterlockedAdd(l_3160_*4, _e6237, _e6238);
            }
            uint _e6239 = l_mut_457_;
            bool l_2452_ = (_e6239 > 0u);
            if (l_2452_) {
                uint l_3162_ = asuint(info.Load(20+0));
                uint l_3163_ = (l_3162_ * 1u);
                uint l_3164_ = (l_3163_ - 1u);
                uint l_3165_ = min(2u, l_3164_);
                uint _e6254 = l_mut_457_;
                uint _e6255; buffer_5_global.InterlockedAdd(l_3165_*4, _e6254, _e6255);
                l_mut_1945_ = _e6255;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e6824 = l_mut_2455_;
                        l_mut_2455_ = (_e6824 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6258 = l_mut_2455_;
                    if ((_e6258 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6261 = l_mut_748_;
                        uint _e6262 = l_mut_2455_;
                        uint l_2456_ = (_e6261 >> _e6262);
                        uint l_2457_ = (l_2456_ & 1u);
                        bool l_2458_ = (l_2457_ == 1u);
                        if (l_2458_) {
                            uint _e6268 = l_mut_2455_;
                            uint l_2459_ = (_e6268 * l_1022_);
                            uint l_2460_ = (l_2459_ + l_1022_);
                            uint l_2461_ = min(l_2460_, l_46_);
                            uint _e6272 = l_mut_1945_;
                            l_mut_1940_ = _e6272;
                            l_mut_2462_ = l_2459_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e6820 = l_mut_2462_;
                                    l_mut_2462_ = (_e6820 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6274 = l_mut_2462_;
                                if ((_e6274 < l_2461_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6276 = l_mut_2462_;
                                    uint l_2463_ = (l_49_ * _e6276);
                                    uint64_t l_3167_ = uint64_t(l_49_);
                                    uint _e6279 = l_mut_2462_;
                                    uint64_t l_3168_ = uint64_t(_e6279);
                                    uint64_t l_3169_ = (l_3167_ * l_3168_);
                                    uint64_t l_3170_ = (l_3169_ >> uint(32uL));
                                    uint l_2464_ = uint(l_3170_);
                                    uint _e6288 = l_mut_2462_;
                                    uint l_2465_ = (l_52_ * _e6288);
                                    uint l_2466_ = (l_2464_ + l_2465_);
                                    uint l_2467_ = (l_54_ + l_2463_);
                                    uint l_2468_ = (l_57_ + l_2466_);
                                    bool l_2469_ = (l_2467_ < l_54_);
                                    uint l_2470_ = uint(l_2469_);
                                    uint l_2471_ = (l_2468_ + l_2470_);
                                    l_mut_1656_ = 0u;
                                    l_mut_743_ = 0u;
                                    uint _e6298 = l_mut_2462_;
                                    bool l_2472_ = (_e6298 < 65536u);
                                    if (l_2472_) {
                                        uint _e6301 = l_mut_2462_;
                                        uint _e6302 = l_mut_2462_;
                                        uint l_2473_ = (_e6301 * _e6302);
                                        uint l_2474_ = (l_62_ >> 31u);
                                        bool l_2475_ = (l_2474_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2475_) {
                                            uint l_2476_ = (0u - l_59_);
                                            uint l_2477_ = (0u - l_62_);
                                            bool l_2478_ = (0u < l_59_);
                                            uint l_2479_ = uint(l_2478_);
                                            uint l_2480_ = (l_2477_ - l_2479_);
                                            l_mut_457_ = l_2476_;
                                            l_mut_452_ = l_2480_;
                                        }
                                        uint _e6316 = l_mut_457_;
                                        uint l_2481_ = (_e6316 * l_2473_);
                                        uint _e6318 = l_mut_452_;
                                        uint l_2482_ = (_e6318 * l_2473_);
                                        uint _e6320 = l_mut_457_;
                                        uint64_t l_3172_ = uint64_t(_e6320);
                                        uint64_t l_3173_ = uint64_t(l_2473_);
                                        uint64_t l_3174_ = (l_3172_ * l_3173_);
                                        uint64_t l_3175_ = (l_3174_ >> uint(32uL));
                                        uint l_2483_ = uint(l_3175_);
                                        uint l_2484_ = (l_2483_ + l_2482_);
                                        uint _e6331 = l_mut_452_;
                                        uint64_t l_3177_ = uint64_t(_e6331);
                                        uint64_t l_3178_ = uint64_t(l_2473_);
                                        uint64_t l_3179_ = (l_3177_ * l_3178_);
                                        uint64_t l_3180_ = (l_3179_ >> uint(32uL));
                                        uint l_2485_ = uint(l_3180_);
                                        bool l_2486_ = (l_2484_ < l_2482_);
                                        uint l_2487_ = uint(l_2486_);
                                        uint l_2488_ = (l_2485_ + l_2487_);
                                        uint l_2489_ = naga_mod(l_9_, 32u);
                                        l_mut_451_ = l_2481_;
                                        bool l_2490_ = (l_2489_ > 0u);
                                        if (l_2490_) {
                                            uint l_2491_ = (l_2481_ >> l_2489_);
                                            uint l_2492_ = (32u - l_2489_);
                                            uint l_2493_ = (l_2484_ << l_2492_);
                                            uint l_2494_ = (l_2491_ | l_2493_);
                                            l_mut_451_ = l_2494_;
                                        }
                                        l_mut_448_ = l_2484_;
                                        bool l_2495_ = (l_2489_ > 0u);
                                        if (l_2495_) {
                                            uint l_2496_ = (l_2484_ >> l_2489_);
                                            uint l_2497_ = (32u - l_2489_);
                                            uint l_2498_ = (l_2488_ << l_2497_);
                                            uint l_2499_ = (l_2496_ | l_2498_);
                                            l_mut_448_ = l_2499_;
                                        }
                                        uint _e6360 = l_mut_451_;
                                        l_mut_447_ = _e6360;
                                        uint _e6361 = l_mut_448_;
                                        l_mut_451_ = _e6361;
                                        bool l_2500_ = (l_9_ >= 64u);
                                        if (l_2500_) {
                                            l_mut_447_ = l_2488_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            bool l_2501_ = (l_9_ >= 32u);
                                            if (l_2501_) {
                                                l_mut_448_ = l_2484_;
                                                bool l_2502_ = (l_2489_ > 0u);
                                                if (l_2502_) {
                                                    uint l_2503_ = (l_2484_ >> l_2489_);
                                                    uint l_2504_ = (32u - l_2489_);
                                                    uint l_2505_ = (l_2488_ << l_2504_);
                                                    uint l_2506_ = (l_2503_ | l_2505_);
                                                    l_mut_448_ = l_2506_;
                                                }
                                                uint l_2507_ = (l_2488_ >> l_2489_);
                                                uint _e6375 = l_mut_448_;
                                                l_mut_447_ = _e6375;
                                                l_mut_451_ = l_2507_;
                                            }
                                        }
                                        uint _e6376 = l_mut_447_;
                                        l_mut_457_ = _e6376;
                                        uint _e6377 = l_mut_451_;
                                        l_mut_452_ = _e6377;
                                        if (l_2475_) {
                                            uint _e6379 = l_mut_457_;
                                            uint l_2508_ = (0u - _e6379);
                                            uint _e6382 = l_mut_452_;
                                            uint l_2509_ = (0u - _e6382);
                                            uint _e6385 = l_mut_457_;
                                            bool l_2510_ = (0u < _e6385);
                                            uint l_2511_ = uint(l_2510_);
                                            uint l_2512_ = (l_2509_ - l_2511_);
                                            l_mut_457_ = l_2508_;
                                            l_mut_452_ = l_2512_;
                                        }
                                        uint _e6389 = l_mut_457_;
                                        l_mut_1656_ = _e6389;
                                        uint _e6390 = l_mut_452_;
                                        l_mut_743_ = _e6390;
                                    } else {
                                        uint l_2513_ = (l_62_ >> 31u);
                                        bool l_2514_ = (l_2513_ == 1u);
                                        l_mut_457_ = l_59_;
                                        l_mut_452_ = l_62_;
                                        if (l_2514_) {
                                            uint l_2515_ = (0u - l_59_);
                                            uint l_2516_ = (0u - l_62_);
                                            bool l_2517_ = (0u < l_59_);
                                            uint l_2518_ = uint(l_2517_);
                                            uint l_2519_ = (l_2516_ - l_2518_);
                                            l_mut_457_ = l_2515_;
                                            l_mut_452_ = l_2519_;
                                        }
                                        uint _e6403 = l_mut_457_;
                                        uint _e6404 = l_mut_2462_;
                                        uint l_2520_ = (_e6403 * _e6404);
                                        uint _e6406 = l_mut_452_;
                                        uint _e6407 = l_mut_2462_;
                                        uint l_2521_ = (_e6406 * _e6407);
                                        uint _e6409 = l_mut_457_;
                                        uint64_t l_3182_ = uint64_t(_e6409);
                                        uint _e6411 = l_mut_2462_;
                                        uint64_t l_3183_ = uint64_t(_e6411);
                                        uint64_t l_3184_ = (l_3182_ * l_3183_);
                                        uint64_t l_3185_ = (l_3184_ >> uint(32uL));
                                        uint l_2522_ = uint(l_3185_);
                                        uint l_2523_ = (l_2522_ + l_2521_);
                                        uint _e6421 = l_mut_452_;
                                        uint64_t l_3187_ = uint64_t(_e6421);
                                        uint _e6423 = l_mut_2462_;
                                        uint64_t l_3188_ = uint64_t(_e6423);
                                        uint64_t l_3189_ = (l_3187_ * l_3188_);
                                        uint64_t l_3190_ = (l_3189_ >> uint(32uL));
                                        uint l_2524_ = uint(l_3190_);
                                        bool l_2525_ = (l_2523_ < l_2521_);
                                        uint l_2526_ = uint(l_2525_);
                                        uint l_2527_ = (l_2524_ + l_2526_);
                                        l_mut_451_ = l_2520_;
                                        bool l_2529_ = (0u > 0u);
                                        if (l_2529_) {
                                            uint l_2530_ = (l_2520_ >> 0u);
                                            uint l_2531_ = (32u - 0u);
                                            uint l_2532_ = (l_2523_ << l_2531_);
                                            uint l_2533_ = (l_2530_ | l_2532_);
                                            l_mut_451_ = l_2533_;
                                        }
                                        l_mut_448_ = l_2523_;
                                        bool l_2534_ = (0u > 0u);
                                        if (l_2534_) {
                                            uint l_2535_ = (l_2523_ >> 0u);
                                            uint l_2536_ = (32u - 0u);
                                            uint l_2537_ = (l_2527_ << l_2536_);
                                            uint l_2538_ = (l_2535_ | l_2537_);
                                            l_mut_448_ = l_2538_;
                                        }
                                        uint _e6450 = l_mut_451_;
                                        l_mut_447_ = _e6450;
                                        uint _e6451 = l_mut_448_;
                                        l_mut_451_ = _e6451;
                                        if (false) {
                                            l_mut_447_ = l_2527_;
                                            l_mut_451_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_448_ = l_2523_;
                                                bool l_2541_ = (0u > 0u);
                                                if (l_2541_) {
                                                    uint l_2542_ = (l_2523_ >> 0u);
                                                    uint l_2543_ = (32u - 0u);
                                                    uint l_2544_ = (l_2527_ << l_2543_);
                                                    uint l_2545_ = (l_2542_ | l_2544_);
                                                    l_mut_448_ = l_2545_;
                                                }
                                                uint l_2546_ = (l_2527_ >> 0u);
                                                uint _e6463 = l_mut_448_;
                                                l_mut_447_ = _e6463;
                                                l_mut_451_ = l_2546_;
                                            }
                                        }
                                        uint _e6464 = l_mut_457_;
                                        uint _e6465 = l_mut_2462_;
                                        uint l_2547_ = (_e6464 * _e6465);
                                        uint _e6467 = l_mut_452_;
                                        uint _e6468 = l_mut_2462_;
                                        uint l_2548_ = (_e6467 * _e6468);
                                        uint _e6470 = l_mut_457_;
                                        uint64_t l_3192_ = uint64_t(_e6470);
                                        uint _e6472 = l_mut_2462_;
                                        uint64_t l_3193_ = uint64_t(_e6472);
                                        uint64_t l_3194_ = (l_3192_ * l_3193_);
                                        uint64_t l_3195_ = (l_3194_ >> uint(32uL));
                                        uint l_2549_ = uint(l_3195_);
                                        uint l_2550_ = (l_2549_ + l_2548_);
                                        uint _e6482 = l_mut_452_;
                                        uint64_t l_3197_ = uint64_t(_e6482);
                                        uint _e6484 = l_mut_2462_;
                                        uint64_t l_3198_ = uint64_t(_e6484);
                                        uint64_t l_3199_ = (l_3197_ * l_3198_);
                                        uint64_t l_3200_ = (l_3199_ >> uint(32uL));
                                        uint l_2551_ = uint(l_3200_);
                                        bool l_2552_ = (l_2550_ < l_2548_);
                                        uint l_2553_ = uint(l_2552_);
                                        uint l_2554_ = (l_2551_ + l_2553_);
                                        l_mut_448_ = l_2547_;
                                        bool l_2556_ = (0u > 0u);
                                        if (l_2556_) {
                                            uint l_2557_ = (l_2547_ >> 0u);
                                            uint l_2558_ = (32u - 0u);
                                            uint l_2559_ = (l_2550_ << l_2558_);
                                            uint l_2560_ = (l_2557_ | l_2559_);
                                            l_mut_448_ = l_2560_;
                                        }
                                        l_mut_446_ = l_2550_;
                                        bool l_2561_ = (0u > 0u);
                                        if (l_2561_) {
                                            uint l_2562_ = (l_2550_ >> 0u);
                                            uint l_2563_ = (32u - 0u);
                                            uint l_2564_ = (l_2554_ << l_2563_);
                                            uint l_2565_ = (l_2562_ | l_2564_);
                                            l_mut_446_ = l_2565_;
                                        }
                                        uint _e6511 = l_mut_448_;
                                        l_mut_435_ = _e6511;
                                        uint _e6512 = l_mut_446_;
                                        l_mut_448_ = _e6512;
                                        if (true) {
                                            l_mut_435_ = l_2554_;
                                            l_mut_448_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_446_ = l_2550_;
                                                bool l_2568_ = (0u > 0u);
                                                if (l_2568_) {
                                                    uint l_2569_ = (l_2550_ >> 0u);
                                                    uint l_2570_ = (32u - 0u);
                                                    uint l_2571_ = (l_2554_ << l_2570_);
                                                    uint l_2572_ = (l_2569_ | l_2571_);
                                                    l_mut_446_ = l_2572_;
                                                }
                                                uint l_2573_ = (l_2554_ >> 0u);
                                                uint _e6524 = l_mut_446_;
                                                l_mut_435_ = _e6524;
                                                l_mut_448_ = l_2573_;
                                            }
                                        }
                                        uint _e6525 = l_mut_447_;
                                        uint _e6526 = l_mut_2462_;
                                        uint l_2574_ = (_e6525 * _e6526);
                                        uint _e6528 = l_mut_451_;
                                        uint _e6529 = l_mut_2462_;
                                        uint l_2575_ = (_e6528 * _e6529);
                                        uint _e6531 = l_mut_447_;
                                        uint64_t l_3202_ = uint64_t(_e6531);
                                        uint _e6533 = l_mut_2462_;
                                        uint64_t l_3203_ = uint64_t(_e6533);
                                        uint64_t l_3204_ = (l_3202_ * l_3203_);
                                        uint64_t l_3205_ = (l_3204_ >> uint(32uL));
                                        uint l_2576_ = uint(l_3205_);
                                        uint l_2577_ = (l_2576_ + l_2575_);
                                        uint _e6543 = l_mut_451_;
                                        uint64_t l_3207_ = uint64_t(_e6543);
                                        uint _e6545 = l_mut_2462_;
                                        uint64_t l_3208_ = uint64_t(_e6545);
                                        uint64_t l_3209_ = (l_3207_ * l_3208_);
                                        uint64_t l_3210_ = (l_3209_ >> uint(32uL));
                                        uint l_2578_ = uint(l_3210_);
                                        bool l_2579_ = (l_2577_ < l_2575_);
                                        uint l_2580_ = uint(l_2579_);
                                        uint l_2581_ = (l_2578_ + l_2580_);
                                        l_mut_457_ = l_2574_;
                                        bool l_2583_ = (0u > 0u);
                                        if (l_2583_) {
                                            uint l_2584_ = (l_2574_ >> 0u);
                                            uint l_2585_ = (32u - 0u);
                                            uint l_2586_ = (l_2577_ << l_2585_);
                                            uint l_2587_ = (l_2584_ | l_2586_);
                                            l_mut_457_ = l_2587_;
                                        }
                                        l_mut_452_ = l_2577_;
                                        bool l_2588_ = (0u > 0u);
                                        if (l_2588_) {
                                            uint l_2589_ = (l_2577_ >> 0u);
                                            uint l_2590_ = (32u - 0u);
                                            uint l_2591_ = (l_2581_ << l_2590_);
                                            uint l_2592_ = (l_2589_ | l_2591_);
                                            l_mut_452_ = l_2592_;
                                        }
                                        uint _e6572 = l_mut_457_;
                                        l_mut_446_ = _e6572;
                                        uint _e6573 = l_mut_452_;
                                        l_mut_457_ = _e6573;
                                        if (false) {
                                            l_mut_446_ = l_2581_;
                                            l_mut_457_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_452_ = l_2577_;
                                                bool l_2595_ = (0u > 0u);
                                                if (l_2595_) {
                                                    uint l_2596_ = (l_2577_ >> 0u);
                                                    uint l_2597_ = (32u - 0u);
                                                    uint l_2598_ = (l_2581_ << l_2597_);
                                                    uint l_2599_ = (l_2596_ | l_2598_);
                                                    l_mut_452_ = l_2599_;
                                                }
                                                uint l_2600_ = (l_2581_ >> 0u);
                                                uint _e6585 = l_mut_452_;
                                                l_mut_446_ = _e6585;
                                                l_mut_457_ = l_2600_;
                                            }
                                        }
                                        uint _e6586 = l_mut_447_;
                                        uint _e6587 = l_mut_2462_;
                                        uint l_2601_ = (_e6586 * _e6587);
                                        uint _e6589 = l_mut_451_;
                                        uint _e6590 = l_mut_2462_;
                                        uint l_2602_ = (_e6589 * _e6590);
                                        uint _e6592 = l_mut_447_;
                                        uint64_t l_3212_ = uint64_t(_e6592);
                                        uint _e6594 = l_mut_2462_;
                                        uint64_t l_3213_ = uint64_t(_e6594);
                                        uint64_t l_3214_ = (l_3212_ * l_3213_);
                                        uint64_t l_3215_ = (l_3214_ >> uint(32uL));
                                        uint l_2603_ = uint(l_3215_);
                                        uint l_2604_ = (l_2603_ + l_2602_);
                                        uint _e6604 = l_mut_451_;
                                        uint64_t l_3217_ = uint64_t(_e6604);
                                        uint _e6606 = l_mut_2462_;
                                        uint64_t l_3218_ = uint64_t(_e6606);
                                        uint64_t l_3219_ = (l_3217_ * l_3218_);
                                        uint64_t l_3220_ = (l_3219_ >> uint(32uL));
                                        uint l_2605_ = uint(l_3220_);
                                        bool l_2606_ = (l_2604_ < l_2602_);
                                        uint l_2607_ = uint(l_2606_);
                                        uint l_2608_ = (l_2605_ + l_2607_);
                                        l_mut_452_ = l_2601_;
                                        bool l_2610_ = (0u > 0u);
                                        if (l_2610_) {
                                            uint l_2611_ = (l_2601_ >> 0u);
                                            uint l_2612_ = (32u - 0u);
                                            uint l_2613_ = (l_2604_ << l_2612_);
                                            uint l_2614_ = (l_2611_ | l_2613_);
                                            l_mut_452_ = l_2614_;
                                        }
                                        l_mut_428_ = l_2604_;
                                        bool l_2615_ = (0u > 0u);
                                        if (l_2615_) {
                                            uint l_2616_ = (l_2604_ >> 0u);
                                            uint l_2617_ = (32u - 0u);
                                            uint l_2618_ = (l_2608_ << l_2617_);
                                            uint l_2619_ = (l_2616_ | l_2618_);
                                            l_mut_428_ = l_2619_;
                                        }
                                        uint _e6633 = l_mut_452_;
                                        l_mut_401_ = _e6633;
                                        uint _e6634 = l_mut_428_;
                                        l_mut_452_ = _e6634;
                                        if (true) {
                                            l_mut_401_ = l_2608_;
                                            l_mut_452_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_428_ = l_2604_;
                                                bool l_2622_ = (0u > 0u);
                                                if (l_2622_) {
                                                    uint l_2623_ = (l_2604_ >> 0u);
                                                    uint l_2624_ = (32u - 0u);
                                                    uint l_2625_ = (l_2608_ << l_2624_);
                                                    uint l_2626_ = (l_2623_ | l_2625_);
                                                    l_mut_428_ = l_2626_;
                                                }
                                                uint l_2627_ = (l_2608_ >> 0u);
                                                uint _e6646 = l_mut_428_;
                                                l_mut_401_ = _e6646;
                                                l_mut_452_ = l_2627_;
                                            }
                                        }
                                        uint _e6647 = l_mut_435_;
                                        uint _e6648 = l_mut_2462_;
                                        uint l_2628_ = (_e6647 * _e6648);
                                        uint _e6650 = l_mut_435_;
                                        uint64_t l_3222_ = uint64_t(_e6650);
                                        uint _e6652 = l_mut_2462_;
                                        uint64_t l_3223_ = uint64_t(_e6652);
                                        uint64_t l_3224_ = (l_3222_ * l_3223_);
                                        uint64_t l_3225_ = (l_3224_ >> uint(32uL));
                                        uint l_2629_ = uint(l_3225_);
                                        uint _e6661 = l_mut_448_;
                                        uint _e6662 = l_mut_2462_;
                                        uint l_2630_ = (_e6661 * _e6662);
                                        uint l_2631_ = (l_2629_ + l_2630_);
                                        uint _e6665 = l_mut_401_;
                                        uint l_2632_ = (_e6665 + l_2628_);
                                        uint _e6667 = l_mut_452_;
                                        uint l_2633_ = (_e6667 + l_2631_);
                                        uint _e6669 = l_mut_401_;
                                        bool l_2634_ = (l_2632_ < _e6669);
                                        uint l_2635_ = uint(l_2634_);
                                        uint l_2636_ = (l_2633_ + l_2635_);
                                        uint _e6673 = l_mut_446_;
                                        l_mut_1656_ = _e6673;
                                        uint _e6674 = l_mut_457_;
                                        l_mut_743_ = _e6674;
                                        bool l_2637_ = (l_9_ == 64u);
                                        if (l_2637_) {
                                            l_mut_1656_ = l_2632_;
                                            l_mut_743_ = l_2636_;
                                        } else {
                                            bool l_2638_ = (l_9_ > 0u);
                                            if (l_2638_) {
                                                uint l_2639_ = (64u - l_9_);
                                                l_mut_452_ = l_2632_;
                                                l_mut_451_ = l_2636_;
                                                bool l_2640_ = (l_2639_ >= 32u);
                                                if (l_2640_) {
                                                    uint l_2641_ = (l_2639_ & 31u);
                                                    uint l_2642_ = (l_2632_ << l_2641_);
                                                    l_mut_452_ = 0u;
                                                    l_mut_451_ = l_2642_;
                                                } else {
                                                    bool l_2643_ = (l_2639_ > 0u);
                                                    if (l_2643_) {
                                                        uint l_2644_ = (l_2632_ << l_2639_);
                                                        uint l_2645_ = (l_2636_ << l_2639_);
                                                        uint l_2646_ = (32u - l_2639_);
                                                        uint l_2647_ = (l_2632_ >> l_2646_);
                                                        uint l_2648_ = (l_2645_ | l_2647_);
                                                        l_mut_452_ = l_2644_;
                                                        l_mut_451_ = l_2648_;
                                                    }
                                                }
                                                uint _e6695 = l_mut_446_;
                                                l_mut_448_ = _e6695;
                                                uint _e6696 = l_mut_457_;
                                                l_mut_447_ = _e6696;
                                                bool l_2649_ = (l_9_ >= 32u);
                                                if (l_2649_) {
                                                    uint l_2650_ = (l_9_ & 31u);
                                                    uint _e6701 = l_mut_457_;
                                                    uint l_2651_ = (_e6701 >> l_2650_);
                                                    l_mut_448_ = l_2651_;
                                                    l_mut_447_ = 0u;
                                                } else {
                                                    bool l_2652_ = (l_9_ > 0u);
                                                    if (l_2652_) {
                                                        uint _e6706 = l_mut_446_;
                                                        l_mut_435_ = _e6706;
                                                        bool l_2653_ = (l_9_ > 0u);
                                                        if (l_2653_) {
                                                            uint _e6709 = l_mut_446_;
                                                            uint l_2654_ = (_e6709 >> l_9_);
                                                            uint l_2655_ = (32u - l_9_);
                                                            uint _e6713 = l_mut_457_;
                                                            uint l_2656_ = (_e6713 << l_2655_);
                                                            uint l_2657_ = (l_2654_ | l_2656_);
                                                            l_mut_435_ = l_2657_;
                                                        }
                                                        uint _e6716 = l_mut_457_;
                                                        uint l_2658_ = (_e6716 >> l_9_);
                                                        uint _e6718 = l_mut_435_;
                                                        l_mut_448_ = _e6718;
                                                        l_mut_447_ = l_2658_;
                                                    }
                                                }
                                                uint _e6719 = l_mut_452_;
                                                uint _e6720 = l_mut_448_;
                                                uint l_2659_ = (_e6719 + _e6720);
                                                uint _e6722 = l_mut_451_;
                                                uint _e6723 = l_mut_447_;
                                                uint l_2660_ = (_e6722 + _e6723);
                                                uint _e6725 = l_mut_452_;
                                                bool l_2661_ = (l_2659_ < _e6725);
                                                uint l_2662_ = uint(l_2661_);
                                                uint l_2663_ = (l_2660_ + l_2662_);
                                                l_mut_1656_ = l_2659_;
                                                l_mut_743_ = l_2663_;
                                            }
                                        }
                                        if (l_2514_) {
                                            uint _e6730 = l_mut_1656_;
                                            uint l_2664_ = (0u - _e6730);
                                            uint _e6733 = l_mut_743_;
                                            uint l_2665_ = (0u - _e6733);
                                            uint _e6736 = l_mut_1656_;
                                            bool l_2666_ = (0u < _e6736);
                                            uint l_2667_ = uint(l_2666_);
                                            uint l_2668_ = (l_2665_ - l_2667_);
                                            l_mut_1656_ = l_2664_;
                                            l_mut_743_ = l_2668_;
                                        }
                                    }
                                    uint _e6740 = l_mut_1656_;
                                    uint l_2669_ = (l_2467_ + _e6740);
                                    uint _e6742 = l_mut_743_;
                                    uint l_2670_ = (l_2471_ + _e6742);
                                    bool l_2671_ = (l_2669_ < l_2467_);
                                    uint l_2672_ = uint(l_2671_);
                                    uint l_2673_ = (l_2670_ + l_2672_);
                                    uint l_2674_ = (0u - l_2669_);
                                    uint l_2675_ = (0u - l_2673_);
                                    bool l_2676_ = (0u < l_2669_);
                                    uint l_2677_ = uint(l_2676_);
                                    uint l_2678_ = (l_2675_ - l_2677_);
                                    l_mut_1656_ = l_2674_;
                                    l_mut_743_ = l_2678_;
                                    uint _e6755 = l_mut_743_;
                                    bool l_2679_ = (l_2673_ < _e6755);
                                    uint _e6757 = l_mut_743_;
                                    bool l_2680_ = (l_2673_ == _e6757);
                                    uint _e6759 = l_mut_1656_;
                                    bool l_2681_ = (l_2669_ < _e6759);
                                    if (l_2680_) {
                                        local_167 = l_2681_;
                                    } else {
                                        local_167 = false;
                                    }
                                    bool l_2682_ = local_167;
                                    if (!(l_2679_)) {
                                        local_168 = l_2682_;
                                    } else {
                                        local_168 = true;
                                    }
                                    bool l_2683_ = local_168;
                                    if (l_2683_) {
                                        l_mut_1656_ = l_2669_;
                                        l_mut_743_ = l_2673_;
                                    }
                                    uint _e6770 = l_mut_743_;
                                    bool l_2684_ = (_e6770 < l_17_);
                                    uint _e6772 = l_mut_743_;
                                    bool l_2685_ = (_e6772 == l_17_);
                                    uint _e6774 = l_mut_1656_;
                                    bool l_2686_ = (_e6774 < l_14_);
                                    if (l_2685_) {
                                        local_169 = l_2686_;
                                    } else {
                                        local_169 = false;
                                    }
                                    bool l_2687_ = local_169;
                                    if (!(l_2684_)) {
                                        local_170 = l_2687_;
                                    } else {
                                        local_170 = true;
                                    }
                                    bool l_2688_ = local_170;
                                    if (l_2688_) {
                                        uint _e6785 = l_mut_1940_;
                                        uint l_2689_ = (_e6785 * 2u);
                                        uint l_2690_ = (l_2689_ + 1u);
                                        uint l_2691_ = asuint(info.Load(40+0));
                                        bool l_2692_ = (l_2690_ < l_2691_);
                                        if (l_2692_) {
                                            uint l_3227_ = asuint(info.Load(16+0));
                                            uint l_3228_ = (l_3227_ * 1u);
                                            bool l_3229_ = (l_2689_ < l_3228_);
                                            if (l_3229_) {
                                                buffer_4_global.Store(l_2689_*4, asuint(id));
                                            }
                                            uint l_2693_ = (l_2689_ + 1u);
                                            uint l_3230_ = asuint(info.Load(16+0));
                                            uint l_3231_ = (l_3230_ * 1u);
                                            bool l_3232_ = (l_2693_ < l_3231_);
                                            if (l_3232_) {
                                                uint _e6815 = l_mut_2462_;
                                                buffer_4_global.Store(l_2693_*4, asuint(_e6815));
                                            }
                                        }
                                        uint _e6816 = l_mut_1940_;
                                        l_mut_1940_ = (_e6816 + 1u);
                                    }
                                }
                            }
                            uint _e6822 = l_mut_1940_;
                            l_mut_1945_ = _e6822;
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
