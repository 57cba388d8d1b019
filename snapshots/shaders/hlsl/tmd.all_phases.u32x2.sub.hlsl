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
                l_mut_457_ = 0u;
                uint _e1691 = l_mut_209_;
                uint _e1692 = l_mut_203_;
                uint l_653_ = (_e1691 | _e1692);
                bool l_654_ = (l_653_ == 0u);
                bool l_655_ = !(l_654_);
                bool _e1697 = l_mut_652_;
                if (_e1697) {
                    local_43 = l_655_;
                } else {
                    local_43 = false;
                }
                bool l_656_ = local_43;
                uint _e1702 = l_mut_203_;
                uint _e1703 = l_mut_448_;
                bool l_657_ = (_e1702 < _e1703);
                uint _e1705 = l_mut_203_;
                uint _e1706 = l_mut_448_;
                bool l_658_ = (_e1705 == _e1706);
                uint _e1708 = l_mut_209_;
                uint _e1709 = l_mut_451_;
                bool l_659_ = (_e1708 < _e1709);
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
                uint _e1724 = l_mut_92_;
                uint _e1725 = l_mut_86_;
                uint l_663_ = (_e1724 + _e1725);
                bool l_664_ = (l_663_ < l_4_);
                if (l_662_) {
                    local_47 = l_664_;
                } else {
                    local_47 = false;
                }
                bool l_665_ = local_47;
                if (l_665_) {
                    uint _e1732 = l_mut_92_;
                    uint l_666_ = (l_4_ - _e1732);
                    uint _e1734 = l_mut_86_;
                    uint l_667_ = (l_666_ - _e1734);
                    uint _e1736 = l_mut_92_;
                    uint l_668_ = naga_div(l_667_, _e1736);
                    uint _e1738 = l_mut_451_;
                    uint l_669_ = (_e1738 - 1u);
                    uint _e1741 = l_mut_448_;
                    uint l_670_ = (_e1741 - 0u);
                    uint _e1744 = l_mut_451_;
                    bool l_671_ = (_e1744 < 1u);
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
                            uint _e1837 = l_mut_674_;
                            l_mut_674_ = (_e1837 + 1u);
                        }
                        loop_init_2 = false;
                        uint _e1752 = l_mut_674_;
                        if ((_e1752 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e1756 = l_mut_674_;
                            uint l_675_ = (19u - _e1756);
                            uint _e1758 = l_mut_452_;
                            l_mut_447_ = _e1758;
                            uint _e1759 = l_mut_451_;
                            l_mut_446_ = _e1759;
                            bool l_676_ = (l_675_ >= 32u);
                            if (l_676_) {
                                uint l_677_ = (l_675_ & 31u);
                                uint _e1764 = l_mut_451_;
                                uint l_678_ = (_e1764 >> l_677_);
                                l_mut_447_ = l_678_;
                                l_mut_446_ = 0u;
                            } else {
                                bool l_679_ = (l_675_ > 0u);
                                if (l_679_) {
                                    uint _e1769 = l_mut_452_;
                                    l_mut_435_ = _e1769;
                                    bool l_680_ = (l_675_ > 0u);
                                    if (l_680_) {
                                        uint _e1772 = l_mut_452_;
                                        uint l_681_ = (_e1772 >> l_675_);
                                        uint l_682_ = (32u - l_675_);
                                        uint _e1776 = l_mut_451_;
                                        uint l_683_ = (_e1776 << l_682_);
                                        uint l_684_ = (l_681_ | l_683_);
                                        l_mut_435_ = l_684_;
                                    }
                                    uint _e1779 = l_mut_451_;
                                    uint l_685_ = (_e1779 >> l_675_);
                                    uint _e1781 = l_mut_435_;
                                    l_mut_447_ = _e1781;
                                    l_mut_446_ = l_685_;
                                }
                            }
                            uint _e1782 = l_mut_446_;
                            uint _e1783 = l_mut_203_;
                            bool l_686_ = (_e1782 < _e1783);
                            uint _e1785 = l_mut_446_;
                            uint _e1786 = l_mut_203_;
                            bool l_687_ = (_e1785 == _e1786);
                            uint _e1788 = l_mut_447_;
                            uint _e1789 = l_mut_209_;
                            bool l_688_ = (_e1788 < _e1789);
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
                                uint _e1801 = l_mut_209_;
                                l_mut_447_ = _e1801;
                                uint _e1802 = l_mut_203_;
                                l_mut_446_ = _e1802;
                                bool l_692_ = (l_675_ >= 32u);
                                if (l_692_) {
                                    uint l_693_ = (l_675_ & 31u);
                                    uint _e1807 = l_mut_209_;
                                    uint l_694_ = (_e1807 << l_693_);
                                    l_mut_447_ = 0u;
                                    l_mut_446_ = l_694_;
                                } else {
                                    bool l_695_ = (l_675_ > 0u);
                                    if (l_695_) {
                                        uint _e1812 = l_mut_209_;
                                        uint l_696_ = (_e1812 << l_675_);
                                        uint _e1814 = l_mut_203_;
                                        uint l_697_ = (_e1814 << l_675_);
                                        uint l_698_ = (32u - l_675_);
                                        uint _e1818 = l_mut_209_;
                                        uint l_699_ = (_e1818 >> l_698_);
                                        uint l_700_ = (l_697_ | l_699_);
                                        l_mut_447_ = l_696_;
                                        l_mut_446_ = l_700_;
                                    }
                                }
                                uint _e1821 = l_mut_452_;
                                uint _e1822 = l_mut_447_;
                                uint l_701_ = (_e1821 - _e1822);
                                uint _e1824 = l_mut_451_;
                                uint _e1825 = l_mut_446_;
                                uint l_702_ = (_e1824 - _e1825);
                                uint _e1827 = l_mut_452_;
                                uint _e1828 = l_mut_447_;
                                bool l_703_ = (_e1827 < _e1828);
                                uint l_704_ = uint(l_703_);
                                uint l_705_ = (l_702_ - l_704_);
                                l_mut_452_ = l_701_;
                                l_mut_451_ = l_705_;
                                uint l_706_ = (1u << l_675_);
                                uint _e1834 = l_mut_448_;
                                l_mut_448_ = (_e1834 | l_706_);
                            }
                        }
                    }
                    uint _e1839 = l_mut_448_;
                    uint l_707_ = min(_e1839, l_668_);
                    l_mut_448_ = l_707_;
                    uint _e1841 = l_mut_451_;
                    uint _e1842 = l_mut_203_;
                    bool l_708_ = (_e1841 < _e1842);
                    uint _e1844 = l_mut_451_;
                    uint _e1845 = l_mut_203_;
                    bool l_709_ = (_e1844 == _e1845);
                    uint _e1847 = l_mut_452_;
                    uint _e1848 = l_mut_209_;
                    bool l_710_ = (_e1847 < _e1848);
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
                    uint _e1860 = l_mut_448_;
                    l_mut_457_ = _e1860;
                }
                uint _e1861 = l_mut_265_;
                l_mut_452_ = _e1861;
                uint _e1862 = l_mut_259_;
                l_mut_451_ = _e1862;
                uint _e1863 = l_mut_209_;
                l_mut_448_ = _e1863;
                uint _e1864 = l_mut_203_;
                l_mut_447_ = _e1864;
                uint _e1865 = l_mut_92_;
                l_mut_446_ = _e1865;
                uint _e1866 = l_mut_86_;
                l_mut_435_ = _e1866;
                uint _e1867 = l_mut_141_;
                l_mut_428_ = _e1867;
                uint _e1868 = l_mut_135_;
                l_mut_401_ = _e1868;
                l_mut_395_ = 0u;
                uint _e1870 = l_mut_457_;
                bool l_714_ = (_e1870 > 0u);
                if (l_714_) {
                    uint _e1873 = l_mut_209_;
                    uint _e1874 = l_mut_457_;
                    uint l_715_ = (_e1873 * _e1874);
                    uint _e1876 = l_mut_209_;
                    uint64_t l_2892_ = uint64_t(_e1876);
                    uint _e1878 = l_mut_457_;
                    uint64_t l_2893_ = uint64_t(_e1878);
                    uint64_t l_2894_ = (l_2892_ * l_2893_);
                    uint64_t l_2895_ = (l_2894_ >> uint(32uL));
                    uint l_716_ = uint(l_2895_);
                    uint _e1887 = l_mut_203_;
                    uint _e1888 = l_mut_457_;
                    uint l_717_ = (_e1887 * _e1888);
                    uint l_718_ = (l_716_ + l_717_);
                    uint _e1891 = l_mut_265_;
                    uint l_719_ = (_e1891 - l_715_);
                    uint _e1893 = l_mut_259_;
                    uint l_720_ = (_e1893 - l_718_);
                    uint _e1895 = l_mut_265_;
                    bool l_721_ = (_e1895 < l_715_);
                    uint l_722_ = uint(l_721_);
                    uint l_723_ = (l_720_ - l_722_);
                    l_mut_452_ = l_719_;
                    l_mut_451_ = l_723_;
                    uint _e1899 = l_mut_457_;
                    uint _e1900 = l_mut_92_;
                    uint l_724_ = (_e1899 * _e1900);
                    uint _e1902 = l_mut_86_;
                    uint l_725_ = (_e1902 + l_724_);
                    l_mut_435_ = l_725_;
                } else {
                    uint _e1904 = l_mut_395_;
                    bool l_726_ = (_e1904 == 0u);
                    if (l_726_) {
                        uint _e1907 = l_mut_92_;
                        uint l_727_ = (l_4_ - _e1907);
                        uint _e1909 = l_mut_86_;
                        uint l_728_ = naga_div(l_727_, _e1909);
                        l_mut_457_ = 0u;
                        l_mut_652_ = false;
                        uint _e1913 = l_mut_265_;
                        uint _e1914 = l_mut_259_;
                        uint l_729_ = (_e1913 | _e1914);
                        bool l_730_ = (l_729_ == 0u);
                        if (l_730_) {
                            l_mut_457_ = l_728_;
                        } else {
                            bool _e1918 = l_mut_652_;
                            if (_e1918) {
                                uint _e1919 = l_mut_259_;
                                uint _e1920 = l_mut_203_;
                                bool l_731_ = (_e1919 < _e1920);
                                uint _e1922 = l_mut_259_;
                                uint _e1923 = l_mut_203_;
                                bool l_732_ = (_e1922 == _e1923);
                                uint _e1925 = l_mut_265_;
                                uint _e1926 = l_mut_209_;
                                bool l_733_ = (_e1925 < _e1926);
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
                                    uint _e1937 = l_mut_209_;
                                    uint l_736_ = (_e1937 - 1u);
                                    uint _e1940 = l_mut_203_;
                                    uint l_737_ = (_e1940 - 0u);
                                    uint _e1943 = l_mut_209_;
                                    bool l_738_ = (_e1943 < 1u);
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
                                            uint _e2036 = l_mut_741_;
                                            l_mut_741_ = (_e2036 + 1u);
                                        }
                                        loop_init_3 = false;
                                        uint _e1951 = l_mut_741_;
                                        if ((_e1951 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e1955 = l_mut_741_;
                                            uint l_742_ = (19u - _e1955);
                                            uint _e1957 = l_mut_389_;
                                            l_mut_30_ = _e1957;
                                            uint _e1958 = l_mut_80_;
                                            l_mut_743_ = _e1958;
                                            bool l_744_ = (l_742_ >= 32u);
                                            if (l_744_) {
                                                uint l_745_ = (l_742_ & 31u);
                                                uint _e1963 = l_mut_80_;
                                                uint l_746_ = (_e1963 >> l_745_);
                                                l_mut_30_ = l_746_;
                                                l_mut_743_ = 0u;
                                            } else {
                                                bool l_747_ = (l_742_ > 0u);
                                                if (l_747_) {
                                                    uint _e1968 = l_mut_389_;
                                                    l_mut_748_ = _e1968;
                                                    bool l_749_ = (l_742_ > 0u);
                                                    if (l_749_) {
                                                        uint _e1971 = l_mut_389_;
                                                        uint l_750_ = (_e1971 >> l_742_);
                                                        uint l_751_ = (32u - l_742_);
                                                        uint _e1975 = l_mut_80_;
                                                        uint l_752_ = (_e1975 << l_751_);
                                                        uint l_753_ = (l_750_ | l_752_);
                                                        l_mut_748_ = l_753_;
                                                    }
                                                    uint _e1978 = l_mut_80_;
                                                    uint l_754_ = (_e1978 >> l_742_);
                                                    uint _e1980 = l_mut_748_;
                                                    l_mut_30_ = _e1980;
                                                    l_mut_743_ = l_754_;
                                                }
                                            }
                                            uint _e1981 = l_mut_743_;
                                            uint _e1982 = l_mut_259_;
                                            bool l_755_ = (_e1981 < _e1982);
                                            uint _e1984 = l_mut_743_;
                                            uint _e1985 = l_mut_259_;
                                            bool l_756_ = (_e1984 == _e1985);
                                            uint _e1987 = l_mut_30_;
                                            uint _e1988 = l_mut_265_;
                                            bool l_757_ = (_e1987 < _e1988);
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
                                                uint _e2000 = l_mut_265_;
                                                l_mut_748_ = _e2000;
                                                uint _e2001 = l_mut_259_;
                                                l_mut_743_ = _e2001;
                                                bool l_761_ = (l_742_ >= 32u);
                                                if (l_761_) {
                                                    uint l_762_ = (l_742_ & 31u);
                                                    uint _e2006 = l_mut_265_;
                                                    uint l_763_ = (_e2006 << l_762_);
                                                    l_mut_748_ = 0u;
                                                    l_mut_743_ = l_763_;
                                                } else {
                                                    bool l_764_ = (l_742_ > 0u);
                                                    if (l_764_) {
                                                        uint _e2011 = l_mut_265_;
                                                        uint l_765_ = (_e2011 << l_742_);
                                                        uint _e2013 = l_mut_259_;
                                                        uint l_766_ = (_e2013 << l_742_);
                                                        uint l_767_ = (32u - l_742_);
                                                        uint _e2017 = l_mut_265_;
                                                        uint l_768_ = (_e2017 >> l_767_);
                                                        uint l_769_ = (l_766_ | l_768_);
                                                        l_mut_748_ = l_765_;
                                                        l_mut_743_ = l_769_;
                                                    }
                                                }
                                                uint _e2020 = l_mut_389_;
                                                uint _e2021 = l_mut_748_;
                                                uint l_770_ = (_e2020 - _e2021);
                                                uint _e2023 = l_mut_80_;
                                                uint _e2024 = l_mut_743_;
                                                uint l_771_ = (_e2023 - _e2024);
                                                uint _e2026 = l_mut_389_;
                                                uint _e2027 = l_mut_748_;
                                                bool l_772_ = (_e2026 < _e2027);
                                                uint l_773_ = uint(l_772_);
                                                uint l_774_ = (l_771_ - l_773_);
                                                l_mut_389_ = l_770_;
                                                l_mut_80_ = l_774_;
                                                uint l_775_ = (1u << l_742_);
                                                uint _e2033 = l_mut_65_;
                                                l_mut_65_ = (_e2033 | l_775_);
                                            }
                                        }
                                    }
                                    uint _e2038 = l_mut_65_;
                                    uint l_776_ = min(_e2038, l_728_);
                                    l_mut_748_ = l_776_;
                                    uint _e2040 = l_mut_80_;
                                    uint _e2041 = l_mut_259_;
                                    bool l_777_ = (_e2040 < _e2041);
                                    uint _e2043 = l_mut_80_;
                                    uint _e2044 = l_mut_259_;
                                    bool l_778_ = (_e2043 == _e2044);
                                    uint _e2046 = l_mut_389_;
                                    uint _e2047 = l_mut_265_;
                                    bool l_779_ = (_e2046 < _e2047);
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
                                    uint _e2059 = l_mut_748_;
                                    l_mut_457_ = _e2059;
                                }
                            } else {
                                uint _e2060 = l_mut_209_;
                                l_mut_748_ = _e2060;
                                uint _e2061 = l_mut_203_;
                                l_mut_743_ = _e2061;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    uint _e2062 = l_mut_259_;
                                    uint _e2063 = l_mut_743_;
                                    bool l_783_ = (_e2062 < _e2063);
                                    uint _e2065 = l_mut_259_;
                                    uint _e2066 = l_mut_743_;
                                    bool l_784_ = (_e2065 == _e2066);
                                    uint _e2068 = l_mut_265_;
                                    uint _e2069 = l_mut_748_;
                                    bool l_785_ = (_e2068 < _e2069);
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
                                    uint _e2080 = l_mut_457_;
                                    uint _e2081 = l_mut_86_;
                                    uint l_788_ = (_e2080 * _e2081);
                                    uint _e2083 = l_mut_92_;
                                    uint l_789_ = (_e2083 + l_788_);
                                    uint _e2085 = l_mut_86_;
                                    uint l_790_ = (l_789_ + _e2085);
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
                                    uint _e2093 = l_mut_748_;
                                    uint _e2094 = l_mut_265_;
                                    uint l_794_ = (_e2093 - _e2094);
                                    uint _e2096 = l_mut_743_;
                                    uint _e2097 = l_mut_259_;
                                    uint l_795_ = (_e2096 - _e2097);
                                    uint _e2099 = l_mut_748_;
                                    uint _e2100 = l_mut_265_;
                                    bool l_796_ = (_e2099 < _e2100);
                                    uint l_797_ = uint(l_796_);
                                    uint l_798_ = (l_795_ - l_797_);
                                    l_mut_748_ = l_794_;
                                    l_mut_743_ = l_798_;
                                    uint _e2104 = l_mut_457_;
                                    l_mut_457_ = (_e2104 + 1u);
                                }
                            }
                        }
                        uint _e2107 = l_mut_457_;
                        uint _e2108 = l_mut_86_;
                        uint l_799_ = (_e2107 * _e2108);
                        uint _e2110 = l_mut_92_;
                        uint l_800_ = (_e2110 + l_799_);
                        uint _e2112 = l_mut_86_;
                        uint l_801_ = (l_800_ + _e2112);
                        bool l_802_ = (l_801_ >= l_4_);
                        if (l_802_) {
                            l_mut_395_ = 1u;
                        } else {
                            uint _e2116 = l_mut_265_;
                            uint _e2117 = l_mut_457_;
                            uint l_803_ = (_e2116 * _e2117);
                            uint _e2119 = l_mut_265_;
                            uint64_t l_2897_ = uint64_t(_e2119);
                            uint _e2121 = l_mut_457_;
                            uint64_t l_2898_ = uint64_t(_e2121);
                            uint64_t l_2899_ = (l_2897_ * l_2898_);
                            uint64_t l_2900_ = (l_2899_ >> uint(32uL));
                            uint l_804_ = uint(l_2900_);
                            uint _e2130 = l_mut_259_;
                            uint _e2131 = l_mut_457_;
                            uint l_805_ = (_e2130 * _e2131);
                            uint l_806_ = (l_804_ + l_805_);
                            uint _e2134 = l_mut_209_;
                            uint l_807_ = (_e2134 - l_803_);
                            uint _e2136 = l_mut_203_;
                            uint l_808_ = (_e2136 - l_806_);
                            uint _e2138 = l_mut_209_;
                            bool l_809_ = (_e2138 < l_803_);
                            uint l_810_ = uint(l_809_);
                            uint l_811_ = (l_808_ - l_810_);
                            l_mut_448_ = l_807_;
                            l_mut_447_ = l_811_;
                            uint _e2142 = l_mut_457_;
                            uint _e2143 = l_mut_86_;
                            uint l_812_ = (_e2142 * _e2143);
                            uint _e2145 = l_mut_92_;
                            uint l_813_ = (_e2145 + l_812_);
                            l_mut_446_ = l_813_;
                            uint _e2147 = l_mut_265_;
                            uint _e2148 = l_mut_448_;
                            uint l_814_ = (_e2147 - _e2148);
                            uint _e2150 = l_mut_259_;
                            uint _e2151 = l_mut_447_;
                            uint l_815_ = (_e2150 - _e2151);
                            uint _e2153 = l_mut_265_;
                            uint _e2154 = l_mut_448_;
                            bool l_816_ = (_e2153 < _e2154);
                            uint l_817_ = uint(l_816_);
                            uint l_818_ = (l_815_ - l_817_);
                            l_mut_452_ = l_814_;
                            l_mut_451_ = l_818_;
                            uint _e2158 = l_mut_86_;
                            uint _e2159 = l_mut_446_;
                            uint l_819_ = (_e2158 + _e2159);
                            l_mut_435_ = l_819_;
                        }
                    }
                }
                uint _e2161 = l_mut_452_;
                l_mut_265_ = _e2161;
                uint _e2162 = l_mut_451_;
                l_mut_259_ = _e2162;
                uint _e2163 = l_mut_448_;
                l_mut_209_ = _e2163;
                uint _e2164 = l_mut_447_;
                l_mut_203_ = _e2164;
                uint _e2165 = l_mut_446_;
                l_mut_92_ = _e2165;
                uint _e2166 = l_mut_435_;
                l_mut_86_ = _e2166;
                uint _e2167 = l_mut_428_;
                l_mut_141_ = _e2167;
                uint _e2168 = l_mut_401_;
                l_mut_135_ = _e2168;
                uint _e2169 = l_mut_395_;
                bool l_820_ = (_e2169 == 1u);
                l_mut_357_ = l_820_;
                uint _e2172 = l_mut_395_;
                bool l_821_ = (_e2172 == 0u);
                l_mut_364_ = l_821_;
            } else {
                uint _e2175 = l_mut_209_;
                uint _e2176 = l_mut_141_;
                uint l_822_ = (_e2175 - _e2176);
                uint _e2178 = l_mut_203_;
                uint _e2179 = l_mut_135_;
                uint l_823_ = (_e2178 - _e2179);
                uint _e2181 = l_mut_209_;
                uint _e2182 = l_mut_141_;
                bool l_824_ = (_e2181 < _e2182);
                uint l_825_ = uint(l_824_);
                uint l_826_ = (l_823_ - l_825_);
                l_mut_748_ = l_822_;
                l_mut_743_ = l_826_;
                uint _e2186 = l_mut_141_;
                uint l_827_ = (_e2186 - l_347_);
                uint _e2188 = l_mut_135_;
                uint l_828_ = (_e2188 - l_351_);
                uint _e2190 = l_mut_141_;
                bool l_829_ = (_e2190 < l_347_);
                uint l_830_ = uint(l_829_);
                uint l_831_ = (l_828_ - l_830_);
                l_mut_748_ = l_827_;
                l_mut_743_ = l_831_;
                uint _e2194 = l_mut_209_;
                l_mut_457_ = _e2194;
                uint _e2195 = l_mut_203_;
                l_mut_452_ = _e2195;
                uint _e2196 = l_mut_743_;
                uint _e2197 = l_mut_203_;
                bool l_832_ = (_e2196 < _e2197);
                uint _e2199 = l_mut_743_;
                uint _e2200 = l_mut_203_;
                bool l_833_ = (_e2199 == _e2200);
                uint _e2202 = l_mut_748_;
                uint _e2203 = l_mut_209_;
                bool l_834_ = (_e2202 < _e2203);
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
                    uint _e2214 = l_mut_748_;
                    l_mut_457_ = _e2214;
                    uint _e2215 = l_mut_743_;
                    l_mut_452_ = _e2215;
                }
                l_mut_652_ = false;
                l_mut_748_ = 0u;
                uint _e2218 = l_mut_265_;
                uint _e2219 = l_mut_259_;
                uint l_837_ = (_e2218 | _e2219);
                bool l_838_ = (l_837_ == 0u);
                bool l_839_ = !(l_838_);
                bool _e2224 = l_mut_652_;
                if (_e2224) {
                    local_63 = l_839_;
                } else {
                    local_63 = false;
                }
                bool l_840_ = local_63;
                uint _e2229 = l_mut_259_;
                uint _e2230 = l_mut_452_;
                bool l_841_ = (_e2229 < _e2230);
                uint _e2232 = l_mut_259_;
                uint _e2233 = l_mut_452_;
                bool l_842_ = (_e2232 == _e2233);
                uint _e2235 = l_mut_265_;
                uint _e2236 = l_mut_457_;
                bool l_843_ = (_e2235 < _e2236);
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
                uint _e2251 = l_mut_86_;
                uint _e2252 = l_mut_92_;
                uint l_847_ = (_e2251 + _e2252);
                bool l_848_ = (l_847_ < l_4_);
                if (l_846_) {
                    local_67 = l_848_;
                } else {
                    local_67 = false;
                }
                bool l_849_ = local_67;
                if (l_849_) {
                    uint _e2259 = l_mut_86_;
                    uint l_850_ = (l_4_ - _e2259);
                    uint _e2261 = l_mut_92_;
                    uint l_851_ = (l_850_ - _e2261);
                    uint _e2263 = l_mut_86_;
                    uint l_852_ = naga_div(l_851_, _e2263);
                    uint _e2265 = l_mut_457_;
                    uint l_853_ = (_e2265 - 1u);
                    uint _e2268 = l_mut_452_;
                    uint l_854_ = (_e2268 - 0u);
                    uint _e2271 = l_mut_457_;
                    bool l_855_ = (_e2271 < 1u);
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
                            uint _e2364 = l_mut_858_;
                            l_mut_858_ = (_e2364 + 1u);
                        }
                        loop_init_4 = false;
                        uint _e2279 = l_mut_858_;
                        if ((_e2279 < 20u)) {
                        } else {
                            break;
                        }
                        {
                            uint _e2283 = l_mut_858_;
                            uint l_859_ = (19u - _e2283);
                            uint _e2285 = l_mut_743_;
                            l_mut_451_ = _e2285;
                            uint _e2286 = l_mut_457_;
                            l_mut_448_ = _e2286;
                            bool l_860_ = (l_859_ >= 32u);
                            if (l_860_) {
                                uint l_861_ = (l_859_ & 31u);
                                uint _e2291 = l_mut_457_;
                                uint l_862_ = (_e2291 >> l_861_);
                                l_mut_451_ = l_862_;
                                l_mut_448_ = 0u;
                            } else {
                                bool l_863_ = (l_859_ > 0u);
                                if (l_863_) {
                                    uint _e2296 = l_mut_743_;
                                    l_mut_447_ = _e2296;
                                    bool l_864_ = (l_859_ > 0u);
                                    if (l_864_) {
                                        uint _e2299 = l_mut_743_;
                                        uint l_865_ = (_e2299 >> l_859_);
                                        uint l_866_ = (32u - l_859_);
                                        uint _e2303 = l_mut_457_;
                                        uint l_867_ = (_e2303 << l_866_);
                                        uint l_868_ = (l_865_ | l_867_);
                                        l_mut_447_ = l_868_;
                                    }
                                    uint _e2306 = l_mut_457_;
                                    uint l_869_ = (_e2306 >> l_859_);
                                    uint _e2308 = l_mut_447_;
                                    l_mut_451_ = _e2308;
                                    l_mut_448_ = l_869_;
                                }
                            }
                            uint _e2309 = l_mut_448_;
                            uint _e2310 = l_mut_259_;
                            bool l_870_ = (_e2309 < _e2310);
                            uint _e2312 = l_mut_448_;
                            uint _e2313 = l_mut_259_;
                            bool l_871_ = (_e2312 == _e2313);
                            uint _e2315 = l_mut_451_;
                            uint _e2316 = l_mut_265_;
                            bool l_872_ = (_e2315 < _e2316);
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
                                uint _e2328 = l_mut_265_;
                                l_mut_451_ = _e2328;
                                uint _e2329 = l_mut_259_;
                                l_mut_448_ = _e2329;
                                bool l_876_ = (l_859_ >= 32u);
                                if (l_876_) {
                                    uint l_877_ = (l_859_ & 31u);
                                    uint _e2334 = l_mut_265_;
                                    uint l_878_ = (_e2334 << l_877_);
                                    l_mut_451_ = 0u;
                                    l_mut_448_ = l_878_;
                                } else {
                                    bool l_879_ = (l_859_ > 0u);
                                    if (l_879_) {
                                        uint _e2339 = l_mut_265_;
                                        uint l_880_ = (_e2339 << l_859_);
                                        uint _e2341 = l_mut_259_;
                                        uint l_881_ = (_e2341 << l_859_);
                                        uint l_882_ = (32u - l_859_);
                                        uint _e2345 = l_mut_265_;
                                        uint l_883_ = (_e2345 >> l_882_);
                                        uint l_884_ = (l_881_ | l_883_);
                                        l_mut_451_ = l_880_;
                                        l_mut_448_ = l_884_;
                                    }
                                }
                                uint _e2348 = l_mut_743_;
                                uint _e2349 = l_mut_451_;
                                uint l_885_ = (_e2348 - _e2349);
                                uint _e2351 = l_mut_457_;
                                uint _e2352 = l_mut_448_;
                                uint l_886_ = (_e2351 - _e2352);
                                uint _e2354 = l_mut_743_;
                                uint _e2355 = l_mut_451_;
                                bool l_887_ = (_e2354 < _e2355);
                                uint l_888_ = uint(l_887_);
                                uint l_889_ = (l_886_ - l_888_);
                                l_mut_743_ = l_885_;
                                l_mut_457_ = l_889_;
                                uint l_890_ = (1u << l_859_);
                                uint _e2361 = l_mut_452_;
                                l_mut_452_ = (_e2361 | l_890_);
                            }
                        }
                    }
                    uint _e2366 = l_mut_452_;
                    uint l_891_ = min(_e2366, l_852_);
                    l_mut_452_ = l_891_;
                    uint _e2368 = l_mut_457_;
                    uint _e2369 = l_mut_259_;
                    bool l_892_ = (_e2368 < _e2369);
                    uint _e2371 = l_mut_457_;
                    uint _e2372 = l_mut_259_;
                    bool l_893_ = (_e2371 == _e2372);
                    uint _e2374 = l_mut_743_;
                    uint _e2375 = l_mut_265_;
                    bool l_894_ = (_e2374 < _e2375);
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
                    uint _e2387 = l_mut_452_;
                    l_mut_748_ = _e2387;
                }
                uint _e2388 = l_mut_209_;
                l_mut_743_ = _e2388;
                uint _e2389 = l_mut_203_;
                l_mut_457_ = _e2389;
                uint _e2390 = l_mut_265_;
                l_mut_452_ = _e2390;
                uint _e2391 = l_mut_259_;
                l_mut_451_ = _e2391;
                uint _e2392 = l_mut_86_;
                l_mut_448_ = _e2392;
                uint _e2393 = l_mut_92_;
                l_mut_447_ = _e2393;
                uint _e2394 = l_mut_141_;
                l_mut_446_ = _e2394;
                uint _e2395 = l_mut_135_;
                l_mut_435_ = _e2395;
                l_mut_428_ = 0u;
                uint _e2397 = l_mut_748_;
                bool l_898_ = (_e2397 > 0u);
                if (l_898_) {
                    uint _e2400 = l_mut_265_;
                    uint _e2401 = l_mut_748_;
                    uint l_899_ = (_e2400 * _e2401);
                    uint _e2403 = l_mut_265_;
                    uint64_t l_2902_ = uint64_t(_e2403);
                    uint _e2405 = l_mut_748_;
                    uint64_t l_2903_ = uint64_t(_e2405);
                    uint64_t l_2904_ = (l_2902_ * l_2903_);
                    uint64_t l_2905_ = (l_2904_ >> uint(32uL));
                    uint l_900_ = uint(l_2905_);
                    uint _e2414 = l_mut_259_;
                    uint _e2415 = l_mut_748_;
                    uint l_901_ = (_e2414 * _e2415);
                    uint l_902_ = (l_900_ + l_901_);
                    uint _e2418 = l_mut_141_;
                    uint l_903_ = (_e2418 - l_899_);
                    uint _e2420 = l_mut_135_;
                    uint l_904_ = (_e2420 - l_902_);
                    uint _e2422 = l_mut_141_;
                    bool l_905_ = (_e2422 < l_899_);
                    uint l_906_ = uint(l_905_);
                    uint l_907_ = (l_904_ - l_906_);
                    l_mut_446_ = l_903_;
                    l_mut_435_ = l_907_;
                    uint _e2426 = l_mut_209_;
                    uint l_908_ = (_e2426 - l_899_);
                    uint _e2428 = l_mut_203_;
                    uint l_909_ = (_e2428 - l_902_);
                    uint _e2430 = l_mut_209_;
                    bool l_910_ = (_e2430 < l_899_);
                    uint l_911_ = uint(l_910_);
                    uint l_912_ = (l_909_ - l_911_);
                    l_mut_743_ = l_908_;
                    l_mut_457_ = l_912_;
                    uint _e2434 = l_mut_748_;
                    uint _e2435 = l_mut_86_;
                    uint l_913_ = (_e2434 * _e2435);
                    uint _e2437 = l_mut_92_;
                    uint l_914_ = (_e2437 + l_913_);
                    l_mut_447_ = l_914_;
                } else {
                    uint _e2439 = l_mut_141_;
                    uint _e2440 = l_mut_265_;
                    uint l_915_ = (_e2439 - _e2440);
                    uint _e2442 = l_mut_135_;
                    uint _e2443 = l_mut_259_;
                    uint l_916_ = (_e2442 - _e2443);
                    uint _e2445 = l_mut_141_;
                    uint _e2446 = l_mut_265_;
                    bool l_917_ = (_e2445 < _e2446);
                    uint l_918_ = uint(l_917_);
                    uint l_919_ = (l_916_ - l_918_);
                    l_mut_446_ = l_915_;
                    l_mut_435_ = l_919_;
                    uint _e2450 = l_mut_435_;
                    bool l_920_ = (_e2450 < l_351_);
                    uint _e2452 = l_mut_435_;
                    bool l_921_ = (_e2452 == l_351_);
                    uint _e2454 = l_mut_446_;
                    bool l_922_ = (_e2454 < l_347_);
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
                    uint _e2466 = l_mut_428_;
                    bool l_925_ = (_e2466 == 0u);
                    if (l_925_) {
                        uint _e2469 = l_mut_86_;
                        uint l_926_ = (l_4_ - _e2469);
                        uint _e2471 = l_mut_92_;
                        uint l_927_ = naga_div(l_926_, _e2471);
                        l_mut_748_ = 0u;
                        l_mut_652_ = false;
                        uint _e2475 = l_mut_209_;
                        uint _e2476 = l_mut_203_;
                        uint l_928_ = (_e2475 | _e2476);
                        bool l_929_ = (l_928_ == 0u);
                        if (l_929_) {
                            l_mut_748_ = l_927_;
                        } else {
                            bool _e2480 = l_mut_652_;
                            if (_e2480) {
                                uint _e2481 = l_mut_203_;
                                uint _e2482 = l_mut_259_;
                                bool l_930_ = (_e2481 < _e2482);
                                uint _e2484 = l_mut_203_;
                                uint _e2485 = l_mut_259_;
                                bool l_931_ = (_e2484 == _e2485);
                                uint _e2487 = l_mut_209_;
                                uint _e2488 = l_mut_265_;
                                bool l_932_ = (_e2487 < _e2488);
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
                                    uint _e2499 = l_mut_265_;
                                    uint l_935_ = (_e2499 - 1u);
                                    uint _e2502 = l_mut_259_;
                                    uint l_936_ = (_e2502 - 0u);
                                    uint _e2505 = l_mut_265_;
                                    bool l_937_ = (_e2505 < 1u);
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
                                            uint _e2598 = l_mut_940_;
                                            l_mut_940_ = (_e2598 + 1u);
                                        }
                                        loop_init_5 = false;
                                        uint _e2513 = l_mut_940_;
                                        if ((_e2513 < 20u)) {
                                        } else {
                                            break;
                                        }
                                        {
                                            uint _e2517 = l_mut_940_;
                                            uint l_941_ = (19u - _e2517);
                                            uint _e2519 = l_mut_401_;
                                            l_mut_80_ = _e2519;
                                            uint _e2520 = l_mut_395_;
                                            l_mut_65_ = _e2520;
                                            bool l_942_ = (l_941_ >= 32u);
                                            if (l_942_) {
                                                uint l_943_ = (l_941_ & 31u);
                                                uint _e2525 = l_mut_395_;
                                                uint l_944_ = (_e2525 >> l_943_);
                                                l_mut_80_ = l_944_;
                                                l_mut_65_ = 0u;
                                            } else {
                                                bool l_945_ = (l_941_ > 0u);
                                                if (l_945_) {
                                                    uint _e2530 = l_mut_401_;
                                                    l_mut_30_ = _e2530;
                                                    bool l_946_ = (l_941_ > 0u);
                                                    if (l_946_) {
                                                        uint _e2533 = l_mut_401_;
                                                        uint l_947_ = (_e2533 >> l_941_);
                                                        uint l_948_ = (32u - l_941_);
                                                        uint _e2537 = l_mut_395_;
                                                        uint l_949_ = (_e2537 << l_948_);
                                                        uint l_950_ = (l_947_ | l_949_);
                                                        l_mut_30_ = l_950_;
                                                    }
                                                    uint _e2540 = l_mut_395_;
                                                    uint l_951_ = (_e2540 >> l_941_);
                                                    uint _e2542 = l_mut_30_;
                                                    l_mut_80_ = _e2542;
                                                    l_mut_65_ = l_951_;
                                                }
                                            }
                                            uint _e2543 = l_mut_65_;
                                            uint _e2544 = l_mut_203_;
                                            bool l_952_ = (_e2543 < _e2544);
                                            uint _e2546 = l_mut_65_;
                                            uint _e2547 = l_mut_203_;
                                            bool l_953_ = (_e2546 == _e2547);
                                            uint _e2549 = l_mut_80_;
                                            uint _e2550 = l_mut_209_;
                                            bool l_954_ = (_e2549 < _e2550);
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
                                                uint _e2562 = l_mut_209_;
                                                l_mut_80_ = _e2562;
                                                uint _e2563 = l_mut_203_;
                                                l_mut_65_ = _e2563;
                                                bool l_958_ = (l_941_ >= 32u);
                                                if (l_958_) {
                                                    uint l_959_ = (l_941_ & 31u);
                                                    uint _e2568 = l_mut_209_;
                                                    uint l_960_ = (_e2568 << l_959_);
                                                    l_mut_80_ = 0u;
                                                    l_mut_65_ = l_960_;
                                                } else {
                                                    bool l_961_ = (l_941_ > 0u);
                                                    if (l_961_) {
                                                        uint _e2573 = l_mut_209_;
                                                        uint l_962_ = (_e2573 << l_941_);
                                                        uint _e2575 = l_mut_203_;
                                                        uint l_963_ = (_e2575 << l_941_);
                                                        uint l_964_ = (32u - l_941_);
                                                        uint _e2579 = l_mut_209_;
                                                        uint l_965_ = (_e2579 >> l_964_);
                                                        uint l_966_ = (l_963_ | l_965_);
                                                        l_mut_80_ = l_962_;
                                                        l_mut_65_ = l_966_;
                                                    }
                                                }
                                                uint _e2582 = l_mut_401_;
                                                uint _e2583 = l_mut_80_;
                                                uint l_967_ = (_e2582 - _e2583);
                                                uint _e2585 = l_mut_395_;
                                                uint _e2586 = l_mut_65_;
                                                uint l_968_ = (_e2585 - _e2586);
                                                uint _e2588 = l_mut_401_;
                                                uint _e2589 = l_mut_80_;
                                                bool l_969_ = (_e2588 < _e2589);
                                                uint l_970_ = uint(l_969_);
                                                uint l_971_ = (l_968_ - l_970_);
                                                l_mut_401_ = l_967_;
                                                l_mut_395_ = l_971_;
                                                uint l_972_ = (1u << l_941_);
                                                uint _e2595 = l_mut_389_;
                                                l_mut_389_ = (_e2595 | l_972_);
                                            }
                                        }
                                    }
                                    uint _e2600 = l_mut_389_;
                                    uint l_973_ = min(_e2600, l_927_);
                                    l_mut_389_ = l_973_;
                                    uint _e2602 = l_mut_395_;
                                    uint _e2603 = l_mut_203_;
                                    bool l_974_ = (_e2602 < _e2603);
                                    uint _e2605 = l_mut_395_;
                                    uint _e2606 = l_mut_203_;
                                    bool l_975_ = (_e2605 == _e2606);
                                    uint _e2608 = l_mut_401_;
                                    uint _e2609 = l_mut_209_;
                                    bool l_976_ = (_e2608 < _e2609);
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
                                    uint _e2621 = l_mut_389_;
                                    l_mut_748_ = _e2621;
                                }
                            } else {
                                uint _e2622 = l_mut_265_;
                                l_mut_401_ = _e2622;
                                uint _e2623 = l_mut_259_;
                                l_mut_395_ = _e2623;
                                uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                while(true) {
                                    if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                    loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                    uint _e2624 = l_mut_203_;
                                    uint _e2625 = l_mut_395_;
                                    bool l_980_ = (_e2624 < _e2625);
                                    uint _e2627 = l_mut_203_;
                                    uint _e2628 = l_mut_395_;
                                    bool l_981_ = (_e2627 == _e2628);
                                    uint _e2630 = l_mut_209_;
                                    uint _e2631 = l_mut_401_;
                                    bool l_982_ = (_e2630 < _e2631);
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
                                    uint _e2642 = l_mut_748_;
                                    uint _e2643 = l_mut_92_;
                                    uint l_985_ = (_e2642 * _e2643);
                                    uint _e2645 = l_mut_86_;
                                    uint l_986_ = (_e2645 + l_985_);
                                    uint _e2647 = l_mut_92_;
                                    uint l_987_ = (l_986_ + _e2647);
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
                                    uint _e2655 = l_mut_401_;
                                    uint _e2656 = l_mut_209_;
                                    uint l_991_ = (_e2655 - _e2656);
                                    uint _e2658 = l_mut_395_;
                                    uint _e2659 = l_mut_203_;
                                    uint l_992_ = (_e2658 - _e2659);
                                    uint _e2661 = l_mut_401_;
                                    uint _e2662 = l_mut_209_;
                                    bool l_993_ = (_e2661 < _e2662);
                                    uint l_994_ = uint(l_993_);
                                    uint l_995_ = (l_992_ - l_994_);
                                    l_mut_401_ = l_991_;
                                    l_mut_395_ = l_995_;
                                    uint _e2666 = l_mut_748_;
                                    l_mut_748_ = (_e2666 + 1u);
                                }
                            }
                        }
                        uint _e2669 = l_mut_748_;
                        uint _e2670 = l_mut_92_;
                        uint l_996_ = (_e2669 * _e2670);
                        uint _e2672 = l_mut_86_;
                        uint l_997_ = (_e2672 + l_996_);
                        uint _e2674 = l_mut_92_;
                        uint l_998_ = (l_997_ + _e2674);
                        bool l_999_ = (l_998_ >= l_4_);
                        if (l_999_) {
                            l_mut_428_ = 1u;
                        } else {
                            uint _e2678 = l_mut_209_;
                            uint _e2679 = l_mut_748_;
                            uint l_1000_ = (_e2678 * _e2679);
                            uint _e2681 = l_mut_209_;
                            uint64_t l_2907_ = uint64_t(_e2681);
                            uint _e2683 = l_mut_748_;
                            uint64_t l_2908_ = uint64_t(_e2683);
                            uint64_t l_2909_ = (l_2907_ * l_2908_);
                            uint64_t l_2910_ = (l_2909_ >> uint(32uL));
                            uint l_1001_ = uint(l_2910_);
                            uint _e2692 = l_mut_203_;
                            uint _e2693 = l_mut_748_;
                            uint l_1002_ = (_e2692 * _e2693);
                            uint l_1003_ = (l_1001_ + l_1002_);
                            uint _e2696 = l_mut_265_;
                            uint l_1004_ = (_e2696 - l_1000_);
                            uint _e2698 = l_mut_259_;
                            uint l_1005_ = (_e2698 - l_1003_);
                            uint _e2700 = l_mut_265_;
                            bool l_1006_ = (_e2700 < l_1000_);
                            uint l_1007_ = uint(l_1006_);
                            uint l_1008_ = (l_1005_ - l_1007_);
                            l_mut_452_ = l_1004_;
                            l_mut_451_ = l_1008_;
                            uint _e2704 = l_mut_748_;
                            uint _e2705 = l_mut_92_;
                            uint l_1009_ = (_e2704 * _e2705);
                            uint _e2707 = l_mut_86_;
                            uint l_1010_ = (_e2707 + l_1009_);
                            l_mut_448_ = l_1010_;
                            uint _e2709 = l_mut_209_;
                            uint _e2710 = l_mut_452_;
                            uint l_1011_ = (_e2709 - _e2710);
                            uint _e2712 = l_mut_203_;
                            uint _e2713 = l_mut_451_;
                            uint l_1012_ = (_e2712 - _e2713);
                            uint _e2715 = l_mut_209_;
                            uint _e2716 = l_mut_452_;
                            bool l_1013_ = (_e2715 < _e2716);
                            uint l_1014_ = uint(l_1013_);
                            uint l_1015_ = (l_1012_ - l_1014_);
                            l_mut_743_ = l_1011_;
                            l_mut_457_ = l_1015_;
                            uint _e2720 = l_mut_92_;
                            uint _e2721 = l_mut_448_;
                            uint l_1016_ = (_e2720 + _e2721);
                            l_mut_447_ = l_1016_;
                        }
                    }
                }
                uint _e2723 = l_mut_452_;
                l_mut_265_ = _e2723;
                uint _e2724 = l_mut_451_;
                l_mut_259_ = _e2724;
                uint _e2725 = l_mut_743_;
                l_mut_209_ = _e2725;
                uint _e2726 = l_mut_457_;
                l_mut_203_ = _e2726;
                uint _e2727 = l_mut_447_;
                l_mut_92_ = _e2727;
                uint _e2728 = l_mut_448_;
                l_mut_86_ = _e2728;
                uint _e2729 = l_mut_446_;
                l_mut_141_ = _e2729;
                uint _e2730 = l_mut_435_;
                l_mut_135_ = _e2730;
                uint _e2731 = l_mut_428_;
                bool l_1017_ = (_e2731 == 1u);
                l_mut_357_ = l_1017_;
                uint _e2734 = l_mut_428_;
                bool l_1018_ = (_e2734 == 0u);
                l_mut_364_ = l_1018_;
            }
        }
        bool _e2737 = l_mut_357_;
        bool l_1019_ = !(_e2737);
        if (l_1019_) {
            uint l_2912_ = asuint(info.Load(20+0));
            uint l_2913_ = (l_2912_ * 1u);
            uint l_2914_ = (l_2913_ - 1u);
            uint l_2915_ = min(0u, l_2914_);
            uint _e2752; buffer_5_global.InterlockedAdd(l_2915_*4, 1u, _e2752);
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
                    uint _e6212 = l_mut_1023_;
                    l_mut_1023_ = (_e6212 + 1u);
                }
                loop_init_6 = false;
                uint _e2760 = l_mut_1023_;
                if ((_e2760 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2763 = l_mut_1023_;
                    uint l_1024_ = (_e2763 * l_1022_);
                    bool l_1025_ = (l_1024_ < l_46_);
                    uint l_1026_ = naga_div(l_4_, 8u);
                    uint _e2768 = l_mut_1023_;
                    uint l_1027_ = (_e2768 * l_1026_);
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
                    uint _e2783 = l_mut_452_;
                    uint l_1036_ = (_e2783 * l_1028_);
                    uint _e2785 = l_mut_451_;
                    uint l_1037_ = (_e2785 * l_1028_);
                    uint _e2787 = l_mut_452_;
                    uint64_t l_2917_ = uint64_t(_e2787);
                    uint64_t l_2918_ = uint64_t(l_1028_);
                    uint64_t l_2919_ = (l_2917_ * l_2918_);
                    uint64_t l_2920_ = (l_2919_ >> uint(32uL));
                    uint l_1038_ = uint(l_2920_);
                    uint l_1039_ = (l_1038_ + l_1037_);
                    uint _e2798 = l_mut_451_;
                    uint64_t l_2922_ = uint64_t(_e2798);
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
                    uint _e2827 = l_mut_448_;
                    l_mut_446_ = _e2827;
                    uint _e2828 = l_mut_447_;
                    l_mut_448_ = _e2828;
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
                            uint _e2842 = l_mut_447_;
                            l_mut_446_ = _e2842;
                            l_mut_448_ = l_1062_;
                        }
                    }
                    uint _e2843 = l_mut_446_;
                    l_mut_452_ = _e2843;
                    uint _e2844 = l_mut_448_;
                    l_mut_451_ = _e2844;
                    if (l_1030_) {
                        uint _e2846 = l_mut_452_;
                        uint l_1063_ = (0u - _e2846);
                        uint _e2849 = l_mut_451_;
                        uint l_1064_ = (0u - _e2849);
                        uint _e2852 = l_mut_452_;
                        bool l_1065_ = (0u < _e2852);
                        uint l_1066_ = uint(l_1065_);
                        uint l_1067_ = (l_1064_ - l_1066_);
                        l_mut_452_ = l_1063_;
                        l_mut_451_ = l_1067_;
                    }
                    uint _e2856 = l_mut_452_;
                    uint l_1068_ = (l_49_ + _e2856);
                    uint _e2858 = l_mut_451_;
                    uint l_1069_ = (l_52_ + _e2858);
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
                        uint _e2897 = l_mut_448_;
                        uint l_1091_ = (_e2897 * l_1083_);
                        uint _e2899 = l_mut_447_;
                        uint l_1092_ = (_e2899 * l_1083_);
                        uint _e2901 = l_mut_448_;
                        uint64_t l_2932_ = uint64_t(_e2901);
                        uint64_t l_2933_ = uint64_t(l_1083_);
                        uint64_t l_2934_ = (l_2932_ * l_2933_);
                        uint64_t l_2935_ = (l_2934_ >> uint(32uL));
                        uint l_1093_ = uint(l_2935_);
                        uint l_1094_ = (l_1093_ + l_1092_);
                        uint _e2912 = l_mut_447_;
                        uint64_t l_2937_ = uint64_t(_e2912);
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
                        uint _e2941 = l_mut_446_;
                        l_mut_428_ = _e2941;
                        uint _e2942 = l_mut_435_;
                        l_mut_446_ = _e2942;
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
                                uint _e2956 = l_mut_435_;
                                l_mut_428_ = _e2956;
                                l_mut_446_ = l_1117_;
                            }
                        }
                        uint _e2957 = l_mut_428_;
                        l_mut_448_ = _e2957;
                        uint _e2958 = l_mut_446_;
                        l_mut_447_ = _e2958;
                        if (l_1085_) {
                            uint _e2960 = l_mut_448_;
                            uint l_1118_ = (0u - _e2960);
                            uint _e2963 = l_mut_447_;
                            uint l_1119_ = (0u - _e2963);
                            uint _e2966 = l_mut_448_;
                            bool l_1120_ = (0u < _e2966);
                            uint l_1121_ = uint(l_1120_);
                            uint l_1122_ = (l_1119_ - l_1121_);
                            l_mut_448_ = l_1118_;
                            l_mut_447_ = l_1122_;
                        }
                        uint _e2970 = l_mut_448_;
                        l_mut_452_ = _e2970;
                        uint _e2971 = l_mut_447_;
                        l_mut_451_ = _e2971;
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
                        uint _e2984 = l_mut_448_;
                        uint l_1130_ = (_e2984 * l_1027_);
                        uint _e2986 = l_mut_447_;
                        uint l_1131_ = (_e2986 * l_1027_);
                        uint _e2988 = l_mut_448_;
                        uint64_t l_2942_ = uint64_t(_e2988);
                        uint64_t l_2943_ = uint64_t(l_1027_);
                        uint64_t l_2944_ = (l_2942_ * l_2943_);
                        uint64_t l_2945_ = (l_2944_ >> uint(32uL));
                        uint l_1132_ = uint(l_2945_);
                        uint l_1133_ = (l_1132_ + l_1131_);
                        uint _e2999 = l_mut_447_;
                        uint64_t l_2947_ = uint64_t(_e2999);
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
                        uint _e3027 = l_mut_446_;
                        l_mut_428_ = _e3027;
                        uint _e3028 = l_mut_435_;
                        l_mut_446_ = _e3028;
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
                                uint _e3040 = l_mut_435_;
                                l_mut_428_ = _e3040;
                                l_mut_446_ = l_1156_;
                            }
                        }
                        uint _e3041 = l_mut_448_;
                        uint l_1157_ = (_e3041 * l_1027_);
                        uint _e3043 = l_mut_447_;
                        uint l_1158_ = (_e3043 * l_1027_);
                        uint _e3045 = l_mut_448_;
                        uint64_t l_2952_ = uint64_t(_e3045);
                        uint64_t l_2953_ = uint64_t(l_1027_);
                        uint64_t l_2954_ = (l_2952_ * l_2953_);
                        uint64_t l_2955_ = (l_2954_ >> uint(32uL));
                        uint l_1159_ = uint(l_2955_);
                        uint l_1160_ = (l_1159_ + l_1158_);
                        uint _e3056 = l_mut_447_;
                        uint64_t l_2957_ = uint64_t(_e3056);
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
                        uint _e3084 = l_mut_435_;
                        l_mut_395_ = _e3084;
                        uint _e3085 = l_mut_401_;
                        l_mut_435_ = _e3085;
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
                                uint _e3097 = l_mut_401_;
                                l_mut_395_ = _e3097;
                                l_mut_435_ = l_1183_;
                            }
                        }
                        uint _e3098 = l_mut_428_;
                        uint l_1184_ = (_e3098 * l_1027_);
                        uint _e3100 = l_mut_446_;
                        uint l_1185_ = (_e3100 * l_1027_);
                        uint _e3102 = l_mut_428_;
                        uint64_t l_2962_ = uint64_t(_e3102);
                        uint64_t l_2963_ = uint64_t(l_1027_);
                        uint64_t l_2964_ = (l_2962_ * l_2963_);
                        uint64_t l_2965_ = (l_2964_ >> uint(32uL));
                        uint l_1186_ = uint(l_2965_);
                        uint l_1187_ = (l_1186_ + l_1185_);
                        uint _e3113 = l_mut_446_;
                        uint64_t l_2967_ = uint64_t(_e3113);
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
                        uint _e3141 = l_mut_448_;
                        l_mut_401_ = _e3141;
                        uint _e3142 = l_mut_447_;
                        l_mut_448_ = _e3142;
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
                                uint _e3154 = l_mut_447_;
                                l_mut_401_ = _e3154;
                                l_mut_448_ = l_1210_;
                            }
                        }
                        uint _e3155 = l_mut_428_;
                        uint l_1211_ = (_e3155 * l_1027_);
                        uint _e3157 = l_mut_446_;
                        uint l_1212_ = (_e3157 * l_1027_);
                        uint _e3159 = l_mut_428_;
                        uint64_t l_2972_ = uint64_t(_e3159);
                        uint64_t l_2973_ = uint64_t(l_1027_);
                        uint64_t l_2974_ = (l_2972_ * l_2973_);
                        uint64_t l_2975_ = (l_2974_ >> uint(32uL));
                        uint l_1213_ = uint(l_2975_);
                        uint l_1214_ = (l_1213_ + l_1212_);
                        uint _e3170 = l_mut_446_;
                        uint64_t l_2977_ = uint64_t(_e3170);
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
                        uint _e3198 = l_mut_447_;
                        l_mut_265_ = _e3198;
                        uint _e3199 = l_mut_389_;
                        l_mut_447_ = _e3199;
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
                                uint _e3211 = l_mut_389_;
                                l_mut_265_ = _e3211;
                                l_mut_447_ = l_1237_;
                            }
                        }
                        uint _e3212 = l_mut_395_;
                        uint l_1238_ = (_e3212 * l_1027_);
                        uint _e3214 = l_mut_395_;
                        uint64_t l_2982_ = uint64_t(_e3214);
                        uint64_t l_2983_ = uint64_t(l_1027_);
                        uint64_t l_2984_ = (l_2982_ * l_2983_);
                        uint64_t l_2985_ = (l_2984_ >> uint(32uL));
                        uint l_1239_ = uint(l_2985_);
                        uint _e3224 = l_mut_435_;
                        uint l_1240_ = (_e3224 * l_1027_);
                        uint l_1241_ = (l_1239_ + l_1240_);
                        uint _e3227 = l_mut_265_;
                        uint l_1242_ = (_e3227 + l_1238_);
                        uint _e3229 = l_mut_447_;
                        uint l_1243_ = (_e3229 + l_1241_);
                        uint _e3231 = l_mut_265_;
                        bool l_1244_ = (l_1242_ < _e3231);
                        uint l_1245_ = uint(l_1244_);
                        uint l_1246_ = (l_1243_ + l_1245_);
                        uint _e3235 = l_mut_401_;
                        l_mut_452_ = _e3235;
                        uint _e3236 = l_mut_448_;
                        l_mut_451_ = _e3236;
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
                                uint _e3257 = l_mut_401_;
                                l_mut_435_ = _e3257;
                                uint _e3258 = l_mut_448_;
                                l_mut_428_ = _e3258;
                                bool l_1259_ = (l_9_ >= 32u);
                                if (l_1259_) {
                                    uint l_1260_ = (l_9_ & 31u);
                                    uint _e3263 = l_mut_448_;
                                    uint l_1261_ = (_e3263 >> l_1260_);
                                    l_mut_435_ = l_1261_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1262_ = (l_9_ > 0u);
                                    if (l_1262_) {
                                        uint _e3268 = l_mut_401_;
                                        l_mut_395_ = _e3268;
                                        bool l_1263_ = (l_9_ > 0u);
                                        if (l_1263_) {
                                            uint _e3271 = l_mut_401_;
                                            uint l_1264_ = (_e3271 >> l_9_);
                                            uint l_1265_ = (32u - l_9_);
                                            uint _e3275 = l_mut_448_;
                                            uint l_1266_ = (_e3275 << l_1265_);
                                            uint l_1267_ = (l_1264_ | l_1266_);
                                            l_mut_395_ = l_1267_;
                                        }
                                        uint _e3278 = l_mut_448_;
                                        uint l_1268_ = (_e3278 >> l_9_);
                                        uint _e3280 = l_mut_395_;
                                        l_mut_435_ = _e3280;
                                        l_mut_428_ = l_1268_;
                                    }
                                }
                                uint _e3281 = l_mut_447_;
                                uint _e3282 = l_mut_435_;
                                uint l_1269_ = (_e3281 + _e3282);
                                uint _e3284 = l_mut_446_;
                                uint _e3285 = l_mut_428_;
                                uint l_1270_ = (_e3284 + _e3285);
                                uint _e3287 = l_mut_447_;
                                bool l_1271_ = (l_1269_ < _e3287);
                                uint l_1272_ = uint(l_1271_);
                                uint l_1273_ = (l_1270_ + l_1272_);
                                l_mut_452_ = l_1269_;
                                l_mut_451_ = l_1273_;
                            }
                        }
                        if (l_1124_) {
                            uint _e3292 = l_mut_452_;
                            uint l_1274_ = (0u - _e3292);
                            uint _e3295 = l_mut_451_;
                            uint l_1275_ = (0u - _e3295);
                            uint _e3298 = l_mut_452_;
                            bool l_1276_ = (0u < _e3298);
                            uint l_1277_ = uint(l_1276_);
                            uint l_1278_ = (l_1275_ - l_1277_);
                            l_mut_452_ = l_1274_;
                            l_mut_451_ = l_1278_;
                        }
                    }
                    uint _e3302 = l_mut_452_;
                    uint l_1279_ = (l_1077_ + _e3302);
                    uint _e3304 = l_mut_451_;
                    uint l_1280_ = (l_1081_ + _e3304);
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
                    uint _e3321 = l_mut_452_;
                    uint l_1291_ = (_e3321 * l_1026_);
                    uint _e3323 = l_mut_451_;
                    uint l_1292_ = (_e3323 * l_1026_);
                    uint _e3325 = l_mut_452_;
                    uint64_t l_2987_ = uint64_t(_e3325);
                    uint64_t l_2988_ = uint64_t(l_1026_);
                    uint64_t l_2989_ = (l_2987_ * l_2988_);
                    uint64_t l_2990_ = (l_2989_ >> uint(32uL));
                    uint l_1293_ = uint(l_2990_);
                    uint l_1294_ = (l_1293_ + l_1292_);
                    uint _e3336 = l_mut_451_;
                    uint64_t l_2992_ = uint64_t(_e3336);
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
                    uint _e3365 = l_mut_448_;
                    l_mut_446_ = _e3365;
                    uint _e3366 = l_mut_447_;
                    l_mut_448_ = _e3366;
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
                            uint _e3380 = l_mut_447_;
                            l_mut_446_ = _e3380;
                            l_mut_448_ = l_1317_;
                        }
                    }
                    uint _e3381 = l_mut_446_;
                    l_mut_452_ = _e3381;
                    uint _e3382 = l_mut_448_;
                    l_mut_451_ = _e3382;
                    if (l_1285_) {
                        uint _e3384 = l_mut_452_;
                        uint l_1318_ = (0u - _e3384);
                        uint _e3387 = l_mut_451_;
                        uint l_1319_ = (0u - _e3387);
                        uint _e3390 = l_mut_452_;
                        bool l_1320_ = (0u < _e3390);
                        uint l_1321_ = uint(l_1320_);
                        uint l_1322_ = (l_1319_ - l_1321_);
                        l_mut_452_ = l_1318_;
                        l_mut_451_ = l_1322_;
                    }
                    uint _e3394 = l_mut_452_;
                    uint l_1323_ = (l_1068_ + _e3394);
                    uint _e3396 = l_mut_451_;
                    uint l_1324_ = (l_1072_ + _e3396);
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
                        uint _e3420 = l_mut_448_;
                        uint l_1338_ = (_e3420 * l_1330_);
                        uint _e3422 = l_mut_447_;
                        uint l_1339_ = (_e3422 * l_1330_);
                        uint _e3424 = l_mut_448_;
                        uint64_t l_2997_ = uint64_t(_e3424);
                        uint64_t l_2998_ = uint64_t(l_1330_);
                        uint64_t l_2999_ = (l_2997_ * l_2998_);
                        uint64_t l_3000_ = (l_2999_ >> uint(32uL));
                        uint l_1340_ = uint(l_3000_);
                        uint l_1341_ = (l_1340_ + l_1339_);
                        uint _e3435 = l_mut_447_;
                        uint64_t l_3002_ = uint64_t(_e3435);
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
                        uint _e3464 = l_mut_446_;
                        l_mut_428_ = _e3464;
                        uint _e3465 = l_mut_435_;
                        l_mut_446_ = _e3465;
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
                                uint _e3479 = l_mut_435_;
                                l_mut_428_ = _e3479;
                                l_mut_446_ = l_1364_;
                            }
                        }
                        uint _e3480 = l_mut_428_;
                        l_mut_448_ = _e3480;
                        uint _e3481 = l_mut_446_;
                        l_mut_447_ = _e3481;
                        if (l_1332_) {
                            uint _e3483 = l_mut_448_;
                            uint l_1365_ = (0u - _e3483);
                            uint _e3486 = l_mut_447_;
                            uint l_1366_ = (0u - _e3486);
                            uint _e3489 = l_mut_448_;
                            bool l_1367_ = (0u < _e3489);
                            uint l_1368_ = uint(l_1367_);
                            uint l_1369_ = (l_1366_ - l_1368_);
                            l_mut_448_ = l_1365_;
                            l_mut_447_ = l_1369_;
                        }
                        uint _e3493 = l_mut_448_;
                        l_mut_452_ = _e3493;
                        uint _e3494 = l_mut_447_;
                        l_mut_451_ = _e3494;
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
                        uint _e3507 = l_mut_448_;
                        uint l_1377_ = (_e3507 * l_1026_);
                        uint _e3509 = l_mut_447_;
                        uint l_1378_ = (_e3509 * l_1026_);
                        uint _e3511 = l_mut_448_;
                        uint64_t l_3007_ = uint64_t(_e3511);
                        uint64_t l_3008_ = uint64_t(l_1026_);
                        uint64_t l_3009_ = (l_3007_ * l_3008_);
                        uint64_t l_3010_ = (l_3009_ >> uint(32uL));
                        uint l_1379_ = uint(l_3010_);
                        uint l_1380_ = (l_1379_ + l_1378_);
                        uint _e3522 = l_mut_447_;
                        uint64_t l_3012_ = uint64_t(_e3522);
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
                        uint _e3550 = l_mut_446_;
                        l_mut_428_ = _e3550;
                        uint _e3551 = l_mut_435_;
                        l_mut_446_ = _e3551;
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
                                uint _e3563 = l_mut_435_;
                                l_mut_428_ = _e3563;
                                l_mut_446_ = l_1403_;
                            }
                        }
                        uint _e3564 = l_mut_448_;
                        uint l_1404_ = (_e3564 * l_1026_);
                        uint _e3566 = l_mut_447_;
                        uint l_1405_ = (_e3566 * l_1026_);
                        uint _e3568 = l_mut_448_;
                        uint64_t l_3017_ = uint64_t(_e3568);
                        uint64_t l_3018_ = uint64_t(l_1026_);
                        uint64_t l_3019_ = (l_3017_ * l_3018_);
                        uint64_t l_3020_ = (l_3019_ >> uint(32uL));
                        uint l_1406_ = uint(l_3020_);
                        uint l_1407_ = (l_1406_ + l_1405_);
                        uint _e3579 = l_mut_447_;
                        uint64_t l_3022_ = uint64_t(_e3579);
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
                        uint _e3607 = l_mut_435_;
                        l_mut_395_ = _e3607;
                        uint _e3608 = l_mut_401_;
                        l_mut_435_ = _e3608;
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
                                uint _e3620 = l_mut_401_;
                                l_mut_395_ = _e3620;
                                l_mut_435_ = l_1430_;
                            }
                        }
                        uint _e3621 = l_mut_428_;
                        uint l_1431_ = (_e3621 * l_1026_);
                        uint _e3623 = l_mut_446_;
                        uint l_1432_ = (_e3623 * l_1026_);
                        uint _e3625 = l_mut_428_;
                        uint64_t l_3027_ = uint64_t(_e3625);
                        uint64_t l_3028_ = uint64_t(l_1026_);
                        uint64_t l_3029_ = (l_3027_ * l_3028_);
                        uint64_t l_3030_ = (l_3029_ >> uint(32uL));
                        uint l_1433_ = uint(l_3030_);
                        uint l_1434_ = (l_1433_ + l_1432_);
                        uint _e3636 = l_mut_446_;
                        uint64_t l_3032_ = uint64_t(_e3636);
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
                        uint _e3664 = l_mut_448_;
                        l_mut_401_ = _e3664;
                        uint _e3665 = l_mut_447_;
                        l_mut_448_ = _e3665;
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
                                uint _e3677 = l_mut_447_;
                                l_mut_401_ = _e3677;
                                l_mut_448_ = l_1457_;
                            }
                        }
                        uint _e3678 = l_mut_428_;
                        uint l_1458_ = (_e3678 * l_1026_);
                        uint _e3680 = l_mut_446_;
                        uint l_1459_ = (_e3680 * l_1026_);
                        uint _e3682 = l_mut_428_;
                        uint64_t l_3037_ = uint64_t(_e3682);
                        uint64_t l_3038_ = uint64_t(l_1026_);
                        uint64_t l_3039_ = (l_3037_ * l_3038_);
                        uint64_t l_3040_ = (l_3039_ >> uint(32uL));
                        uint l_1460_ = uint(l_3040_);
                        uint l_1461_ = (l_1460_ + l_1459_);
                        uint _e3693 = l_mut_446_;
                        uint64_t l_3042_ = uint64_t(_e3693);
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
                        uint _e3721 = l_mut_447_;
                        l_mut_265_ = _e3721;
                        uint _e3722 = l_mut_389_;
                        l_mut_447_ = _e3722;
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
                                uint _e3734 = l_mut_389_;
                                l_mut_265_ = _e3734;
                                l_mut_447_ = l_1484_;
                            }
                        }
                        uint _e3735 = l_mut_395_;
                        uint l_1485_ = (_e3735 * l_1026_);
                        uint _e3737 = l_mut_395_;
                        uint64_t l_3047_ = uint64_t(_e3737);
                        uint64_t l_3048_ = uint64_t(l_1026_);
                        uint64_t l_3049_ = (l_3047_ * l_3048_);
                        uint64_t l_3050_ = (l_3049_ >> uint(32uL));
                        uint l_1486_ = uint(l_3050_);
                        uint _e3747 = l_mut_435_;
                        uint l_1487_ = (_e3747 * l_1026_);
                        uint l_1488_ = (l_1486_ + l_1487_);
                        uint _e3750 = l_mut_265_;
                        uint l_1489_ = (_e3750 + l_1485_);
                        uint _e3752 = l_mut_447_;
                        uint l_1490_ = (_e3752 + l_1488_);
                        uint _e3754 = l_mut_265_;
                        bool l_1491_ = (l_1489_ < _e3754);
                        uint l_1492_ = uint(l_1491_);
                        uint l_1493_ = (l_1490_ + l_1492_);
                        uint _e3758 = l_mut_401_;
                        l_mut_452_ = _e3758;
                        uint _e3759 = l_mut_448_;
                        l_mut_451_ = _e3759;
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
                                uint _e3780 = l_mut_401_;
                                l_mut_435_ = _e3780;
                                uint _e3781 = l_mut_448_;
                                l_mut_428_ = _e3781;
                                bool l_1506_ = (l_1328_ >= 32u);
                                if (l_1506_) {
                                    uint l_1507_ = (l_1328_ & 31u);
                                    uint _e3786 = l_mut_448_;
                                    uint l_1508_ = (_e3786 >> l_1507_);
                                    l_mut_435_ = l_1508_;
                                    l_mut_428_ = 0u;
                                } else {
                                    bool l_1509_ = (l_1328_ > 0u);
                                    if (l_1509_) {
                                        uint _e3791 = l_mut_401_;
                                        l_mut_395_ = _e3791;
                                        bool l_1510_ = (l_1328_ > 0u);
                                        if (l_1510_) {
                                            uint _e3794 = l_mut_401_;
                                            uint l_1511_ = (_e3794 >> l_1328_);
                                            uint l_1512_ = (32u - l_1328_);
                                            uint _e3798 = l_mut_448_;
                                            uint l_1513_ = (_e3798 << l_1512_);
                                            uint l_1514_ = (l_1511_ | l_1513_);
                                            l_mut_395_ = l_1514_;
                                        }
                                        uint _e3801 = l_mut_448_;
                                        uint l_1515_ = (_e3801 >> l_1328_);
                                        uint _e3803 = l_mut_395_;
                                        l_mut_435_ = _e3803;
                                        l_mut_428_ = l_1515_;
                                    }
                                }
                                uint _e3804 = l_mut_447_;
                                uint _e3805 = l_mut_435_;
                                uint l_1516_ = (_e3804 + _e3805);
                                uint _e3807 = l_mut_446_;
                                uint _e3808 = l_mut_428_;
                                uint l_1517_ = (_e3807 + _e3808);
                                uint _e3810 = l_mut_447_;
                                bool l_1518_ = (l_1516_ < _e3810);
                                uint l_1519_ = uint(l_1518_);
                                uint l_1520_ = (l_1517_ + l_1519_);
                                l_mut_452_ = l_1516_;
                                l_mut_451_ = l_1520_;
                            }
                        }
                        if (l_1371_) {
                            uint _e3815 = l_mut_452_;
                            uint l_1521_ = (0u - _e3815);
                            uint _e3818 = l_mut_451_;
                            uint l_1522_ = (0u - _e3818);
                            uint _e3821 = l_mut_452_;
                            bool l_1523_ = (0u < _e3821);
                            uint l_1524_ = uint(l_1523_);
                            uint l_1525_ = (l_1522_ - l_1524_);
                            l_mut_452_ = l_1521_;
                            l_mut_451_ = l_1525_;
                        }
                    }
                    uint _e3825 = l_mut_452_;
                    l_mut_448_ = _e3825;
                    uint _e3826 = l_mut_451_;
                    l_mut_447_ = _e3826;
                    uint _e3827 = l_mut_451_;
                    uint l_1526_ = (_e3827 >> 31u);
                    bool l_1527_ = (l_1526_ == 1u);
                    if (l_1527_) {
                        uint _e3833 = l_mut_452_;
                        uint l_1528_ = (0u - _e3833);
                        uint _e3836 = l_mut_451_;
                        uint l_1529_ = (0u - _e3836);
                        uint _e3839 = l_mut_452_;
                        bool l_1530_ = (0u < _e3839);
                        uint l_1531_ = uint(l_1530_);
                        uint l_1532_ = (l_1529_ - l_1531_);
                        l_mut_448_ = l_1528_;
                        l_mut_447_ = l_1532_;
                    }
                    uint _e3843 = l_mut_448_;
                    uint l_1533_ = (l_14_ + _e3843);
                    uint _e3845 = l_mut_447_;
                    uint l_1534_ = (l_17_ + _e3845);
                    bool l_1535_ = (l_1533_ < l_14_);
                    uint l_1536_ = uint(l_1535_);
                    uint l_1537_ = (l_1534_ + l_1536_);
                    uint l_1538_ = (l_1533_ + 1u);
                    uint l_1539_ = (l_1537_ + 0u);
                    bool l_1540_ = (l_1538_ < l_1533_);
                    uint l_1541_ = uint(l_1540_);
                    uint l_1542_ = (l_1539_ + l_1541_);
                    uint _e3857 = l_mut_452_;
                    uint l_1543_ = (l_1279_ - _e3857);
                    uint _e3859 = l_mut_451_;
                    uint l_1544_ = (l_1283_ - _e3859);
                    uint _e3861 = l_mut_452_;
                    bool l_1545_ = (l_1279_ < _e3861);
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
                    uint _e3894 = l_mut_435_;
                    bool l_1568_ = (_e3894 < l_1562_);
                    uint _e3896 = l_mut_435_;
                    bool l_1569_ = (_e3896 == l_1562_);
                    uint _e3898 = l_mut_446_;
                    bool l_1570_ = (_e3898 < l_1558_);
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
                        bool _e3913 = l_mut_635_;
                        l_mut_652_ = _e3913;
                        l_mut_635_ = false;
                    }
                    bool _e3915 = l_mut_635_;
                    if (_e3915) {
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
                        uint _e3930 = l_mut_395_;
                        uint l_1584_ = (_e3930 * l_1583_);
                        uint _e3932 = l_mut_395_;
                        uint64_t l_3052_ = uint64_t(_e3932);
                        uint64_t l_3053_ = uint64_t(l_1583_);
                        uint64_t l_3054_ = (l_3052_ * l_3053_);
                        uint64_t l_3055_ = (l_3054_ >> uint(32uL));
                        uint l_1585_ = uint(l_3055_);
                        uint _e3942 = l_mut_389_;
                        uint l_1586_ = (_e3942 * l_1583_);
                        uint l_1587_ = (l_1585_ + l_1586_);
                        l_mut_265_ = 0u;
                        uint l_1588_ = (l_1026_ - 1u);
                        uint _e3948 = l_mut_395_;
                        uint l_1589_ = (_e3948 * l_1588_);
                        uint _e3950 = l_mut_389_;
                        uint l_1590_ = (_e3950 * l_1588_);
                        uint _e3952 = l_mut_395_;
                        uint64_t l_3057_ = uint64_t(_e3952);
                        uint64_t l_3058_ = uint64_t(l_1588_);
                        uint64_t l_3059_ = (l_3057_ * l_3058_);
                        uint64_t l_3060_ = (l_3059_ >> uint(32uL));
                        uint l_1591_ = uint(l_3060_);
                        uint l_1592_ = (l_1591_ + l_1590_);
                        uint _e3963 = l_mut_389_;
                        uint64_t l_3062_ = uint64_t(_e3963);
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
                        uint _e3991 = l_mut_259_;
                        l_mut_203_ = _e3991;
                        uint _e3992 = l_mut_209_;
                        l_mut_259_ = _e3992;
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
                                uint _e4004 = l_mut_209_;
                                l_mut_203_ = _e4004;
                                l_mut_259_ = l_1615_;
                            }
                        }
                        uint _e4005 = l_mut_203_;
                        uint _e4006 = l_mut_259_;
                        uint l_1616_ = (_e4005 | _e4006);
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
                                    uint _e4041 = l_mut_389_;
                                    bool l_1634_ = (l_1622_ < _e4041);
                                    uint _e4043 = l_mut_389_;
                                    bool l_1635_ = (l_1622_ == _e4043);
                                    uint _e4045 = l_mut_395_;
                                    bool l_1636_ = (l_1618_ < _e4045);
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
                                        uint _e4058 = l_mut_389_;
                                        bool l_1640_ = (_e4058 < l_1622_);
                                        uint _e4060 = l_mut_389_;
                                        bool l_1641_ = (_e4060 == l_1622_);
                                        uint _e4062 = l_mut_395_;
                                        bool l_1642_ = (_e4062 < l_1618_);
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
                                                    uint _e4169 = l_mut_1650_;
                                                    l_mut_1650_ = (_e4169 + 1u);
                                                }
                                                loop_init_7 = false;
                                                uint _e4084 = l_mut_1650_;
                                                if ((_e4084 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4088 = l_mut_1650_;
                                                    uint l_1651_ = (19u - _e4088);
                                                    uint _e4090 = l_mut_92_;
                                                    l_mut_65_ = _e4090;
                                                    uint _e4091 = l_mut_86_;
                                                    l_mut_30_ = _e4091;
                                                    bool l_1652_ = (l_1651_ >= 32u);
                                                    if (l_1652_) {
                                                        uint l_1653_ = (l_1651_ & 31u);
                                                        uint _e4096 = l_mut_86_;
                                                        uint l_1654_ = (_e4096 >> l_1653_);
                                                        l_mut_65_ = l_1654_;
                                                        l_mut_30_ = 0u;
                                                    } else {
                                                        bool l_1655_ = (l_1651_ > 0u);
                                                        if (l_1655_) {
                                                            uint _e4101 = l_mut_92_;
                                                            l_mut_1656_ = _e4101;
                                                            bool l_1657_ = (l_1651_ > 0u);
                                                            if (l_1657_) {
                                                                uint _e4104 = l_mut_92_;
                                                                uint l_1658_ = (_e4104 >> l_1651_);
                                                                uint l_1659_ = (32u - l_1651_);
                                                                uint _e4108 = l_mut_86_;
                                                                uint l_1660_ = (_e4108 << l_1659_);
                                                                uint l_1661_ = (l_1658_ | l_1660_);
                                                                l_mut_1656_ = l_1661_;
                                                            }
                                                            uint _e4111 = l_mut_86_;
                                                            uint l_1662_ = (_e4111 >> l_1651_);
                                                            uint _e4113 = l_mut_1656_;
                                                            l_mut_65_ = _e4113;
                                                            l_mut_30_ = l_1662_;
                                                        }
                                                    }
                                                    uint _e4114 = l_mut_30_;
                                                    uint _e4115 = l_mut_389_;
                                                    bool l_1663_ = (_e4114 < _e4115);
                                                    uint _e4117 = l_mut_30_;
                                                    uint _e4118 = l_mut_389_;
                                                    bool l_1664_ = (_e4117 == _e4118);
                                                    uint _e4120 = l_mut_65_;
                                                    uint _e4121 = l_mut_395_;
                                                    bool l_1665_ = (_e4120 < _e4121);
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
                                                        uint _e4133 = l_mut_395_;
                                                        l_mut_1656_ = _e4133;
                                                        uint _e4134 = l_mut_389_;
                                                        l_mut_65_ = _e4134;
                                                        bool l_1669_ = (l_1651_ >= 32u);
                                                        if (l_1669_) {
                                                            uint l_1670_ = (l_1651_ & 31u);
                                                            uint _e4139 = l_mut_395_;
                                                            uint l_1671_ = (_e4139 << l_1670_);
                                                            l_mut_1656_ = 0u;
                                                            l_mut_65_ = l_1671_;
                                                        } else {
                                                            bool l_1672_ = (l_1651_ > 0u);
                                                            if (l_1672_) {
                                                                uint _e4144 = l_mut_395_;
                                                                uint l_1673_ = (_e4144 << l_1651_);
                                                                uint _e4146 = l_mut_389_;
                                                                uint l_1674_ = (_e4146 << l_1651_);
                                                                uint l_1675_ = (32u - l_1651_);
                                                                uint _e4150 = l_mut_395_;
                                                                uint l_1676_ = (_e4150 >> l_1675_);
                                                                uint l_1677_ = (l_1674_ | l_1676_);
                                                                l_mut_1656_ = l_1673_;
                                                                l_mut_65_ = l_1677_;
                                                            }
                                                        }
                                                        uint _e4153 = l_mut_92_;
                                                        uint _e4154 = l_mut_1656_;
                                                        uint l_1678_ = (_e4153 - _e4154);
                                                        uint _e4156 = l_mut_86_;
                                                        uint _e4157 = l_mut_65_;
                                                        uint l_1679_ = (_e4156 - _e4157);
                                                        uint _e4159 = l_mut_92_;
                                                        uint _e4160 = l_mut_1656_;
                                                        bool l_1680_ = (_e4159 < _e4160);
                                                        uint l_1681_ = uint(l_1680_);
                                                        uint l_1682_ = (l_1679_ - l_1681_);
                                                        l_mut_92_ = l_1678_;
                                                        l_mut_86_ = l_1682_;
                                                        uint l_1683_ = (1u << l_1651_);
                                                        uint _e4166 = l_mut_80_;
                                                        l_mut_80_ = (_e4166 | l_1683_);
                                                    }
                                                }
                                            }
                                            uint _e4171 = l_mut_80_;
                                            uint l_1684_ = min(_e4171, l_1633_);
                                            l_mut_1656_ = l_1684_;
                                            uint _e4173 = l_mut_86_;
                                            uint _e4174 = l_mut_389_;
                                            bool l_1685_ = (_e4173 < _e4174);
                                            uint _e4176 = l_mut_86_;
                                            uint _e4177 = l_mut_389_;
                                            bool l_1686_ = (_e4176 == _e4177);
                                            uint _e4179 = l_mut_92_;
                                            uint _e4180 = l_mut_395_;
                                            bool l_1687_ = (_e4179 < _e4180);
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
                                            uint _e4192 = l_mut_1656_;
                                            l_mut_135_ = _e4192;
                                        }
                                        uint _e4193 = l_mut_395_;
                                        uint _e4194 = l_mut_135_;
                                        uint l_1691_ = (_e4193 * _e4194);
                                        uint _e4196 = l_mut_395_;
                                        uint64_t l_3067_ = uint64_t(_e4196);
                                        uint _e4198 = l_mut_135_;
                                        uint64_t l_3068_ = uint64_t(_e4198);
                                        uint64_t l_3069_ = (l_3067_ * l_3068_);
                                        uint64_t l_3070_ = (l_3069_ >> uint(32uL));
                                        uint l_1692_ = uint(l_3070_);
                                        uint _e4207 = l_mut_389_;
                                        uint _e4208 = l_mut_135_;
                                        uint l_1693_ = (_e4207 * _e4208);
                                        uint l_1694_ = (l_1692_ + l_1693_);
                                        uint l_1695_ = (l_1618_ - l_1691_);
                                        uint l_1696_ = (l_1622_ - l_1694_);
                                        bool l_1697_ = (l_1618_ < l_1691_);
                                        uint l_1698_ = uint(l_1697_);
                                        uint l_1699_ = (l_1696_ - l_1698_);
                                        l_mut_203_ = l_1695_;
                                        l_mut_141_ = l_1699_;
                                        uint _e4216 = l_mut_141_;
                                        uint _e4217 = l_mut_389_;
                                        bool l_1700_ = (_e4216 < _e4217);
                                        uint _e4219 = l_mut_141_;
                                        uint _e4220 = l_mut_389_;
                                        bool l_1701_ = (_e4219 == _e4220);
                                        uint _e4222 = l_mut_203_;
                                        uint _e4223 = l_mut_395_;
                                        bool l_1702_ = (_e4222 < _e4223);
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
                                            uint _e4235 = l_mut_203_;
                                            uint _e4236 = l_mut_395_;
                                            uint l_1706_ = (_e4235 - _e4236);
                                            uint _e4238 = l_mut_141_;
                                            uint _e4239 = l_mut_389_;
                                            uint l_1707_ = (_e4238 - _e4239);
                                            uint _e4241 = l_mut_203_;
                                            uint _e4242 = l_mut_395_;
                                            bool l_1708_ = (_e4241 < _e4242);
                                            uint l_1709_ = uint(l_1708_);
                                            uint l_1710_ = (l_1707_ - l_1709_);
                                            l_mut_203_ = l_1706_;
                                            l_mut_141_ = l_1710_;
                                        }
                                    }
                                    uint _e4246 = l_mut_395_;
                                    uint _e4247 = l_mut_203_;
                                    uint l_1711_ = (_e4246 - _e4247);
                                    uint _e4249 = l_mut_389_;
                                    uint _e4250 = l_mut_141_;
                                    uint l_1712_ = (_e4249 - _e4250);
                                    uint _e4252 = l_mut_395_;
                                    uint _e4253 = l_mut_203_;
                                    bool l_1713_ = (_e4252 < _e4253);
                                    uint l_1714_ = uint(l_1713_);
                                    uint l_1715_ = (l_1712_ - l_1714_);
                                    l_mut_1656_ = l_1711_;
                                    l_mut_203_ = l_1715_;
                                    uint _e4257 = l_mut_389_;
                                    bool l_1716_ = (l_1715_ < _e4257);
                                    uint _e4259 = l_mut_389_;
                                    bool l_1717_ = (l_1715_ == _e4259);
                                    uint _e4261 = l_mut_395_;
                                    bool l_1718_ = (l_1711_ < _e4261);
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
                                        uint _e4273 = l_mut_395_;
                                        uint l_1722_ = (l_1711_ - _e4273);
                                        uint _e4275 = l_mut_389_;
                                        uint l_1723_ = (l_1715_ - _e4275);
                                        uint _e4277 = l_mut_395_;
                                        bool l_1724_ = (l_1711_ < _e4277);
                                        uint l_1725_ = uint(l_1724_);
                                        uint l_1726_ = (l_1723_ - l_1725_);
                                        l_mut_1656_ = l_1722_;
                                        l_mut_203_ = l_1726_;
                                    }
                                    uint _e4281 = l_mut_203_;
                                    uint _e4282 = l_mut_209_;
                                    bool l_1727_ = (_e4281 < _e4282);
                                    uint _e4284 = l_mut_203_;
                                    uint _e4285 = l_mut_209_;
                                    bool l_1728_ = (_e4284 == _e4285);
                                    uint _e4287 = l_mut_1656_;
                                    uint _e4288 = l_mut_259_;
                                    bool l_1729_ = (_e4287 < _e4288);
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
                                        uint _e4299 = l_mut_1656_;
                                        l_mut_259_ = _e4299;
                                        uint _e4300 = l_mut_203_;
                                        l_mut_209_ = _e4300;
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
                                    uint _e4320 = l_mut_389_;
                                    bool l_1743_ = (l_1552_ < _e4320);
                                    uint _e4322 = l_mut_389_;
                                    bool l_1744_ = (l_1552_ == _e4322);
                                    uint _e4324 = l_mut_395_;
                                    bool l_1745_ = (l_1548_ < _e4324);
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
                                        uint _e4337 = l_mut_389_;
                                        bool l_1749_ = (_e4337 < l_1552_);
                                        uint _e4339 = l_mut_389_;
                                        bool l_1750_ = (_e4339 == l_1552_);
                                        uint _e4341 = l_mut_395_;
                                        bool l_1751_ = (_e4341 < l_1548_);
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
                                                    uint _e4448 = l_mut_1759_;
                                                    l_mut_1759_ = (_e4448 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4363 = l_mut_1759_;
                                                if ((_e4363 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4367 = l_mut_1759_;
                                                    uint l_1760_ = (19u - _e4367);
                                                    uint _e4369 = l_mut_135_;
                                                    l_mut_80_ = _e4369;
                                                    uint _e4370 = l_mut_92_;
                                                    l_mut_65_ = _e4370;
                                                    bool l_1761_ = (l_1760_ >= 32u);
                                                    if (l_1761_) {
                                                        uint l_1762_ = (l_1760_ & 31u);
                                                        uint _e4375 = l_mut_92_;
                                                        uint l_1763_ = (_e4375 >> l_1762_);
                                                        l_mut_80_ = l_1763_;
                                                        l_mut_65_ = 0u;
                                                    } else {
                                                        bool l_1764_ = (l_1760_ > 0u);
                                                        if (l_1764_) {
                                                            uint _e4380 = l_mut_135_;
                                                            l_mut_30_ = _e4380;
                                                            bool l_1765_ = (l_1760_ > 0u);
                                                            if (l_1765_) {
                                                                uint _e4383 = l_mut_135_;
                                                                uint l_1766_ = (_e4383 >> l_1760_);
                                                                uint l_1767_ = (32u - l_1760_);
                                                                uint _e4387 = l_mut_92_;
                                                                uint l_1768_ = (_e4387 << l_1767_);
                                                                uint l_1769_ = (l_1766_ | l_1768_);
                                                                l_mut_30_ = l_1769_;
                                                            }
                                                            uint _e4390 = l_mut_92_;
                                                            uint l_1770_ = (_e4390 >> l_1760_);
                                                            uint _e4392 = l_mut_30_;
                                                            l_mut_80_ = _e4392;
                                                            l_mut_65_ = l_1770_;
                                                        }
                                                    }
                                                    uint _e4393 = l_mut_65_;
                                                    uint _e4394 = l_mut_389_;
                                                    bool l_1771_ = (_e4393 < _e4394);
                                                    uint _e4396 = l_mut_65_;
                                                    uint _e4397 = l_mut_389_;
                                                    bool l_1772_ = (_e4396 == _e4397);
                                                    uint _e4399 = l_mut_80_;
                                                    uint _e4400 = l_mut_395_;
                                                    bool l_1773_ = (_e4399 < _e4400);
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
                                                        uint _e4412 = l_mut_395_;
                                                        l_mut_80_ = _e4412;
                                                        uint _e4413 = l_mut_389_;
                                                        l_mut_65_ = _e4413;
                                                        bool l_1777_ = (l_1760_ >= 32u);
                                                        if (l_1777_) {
                                                            uint l_1778_ = (l_1760_ & 31u);
                                                            uint _e4418 = l_mut_395_;
                                                            uint l_1779_ = (_e4418 << l_1778_);
                                                            l_mut_80_ = 0u;
                                                            l_mut_65_ = l_1779_;
                                                        } else {
                                                            bool l_1780_ = (l_1760_ > 0u);
                                                            if (l_1780_) {
                                                                uint _e4423 = l_mut_395_;
                                                                uint l_1781_ = (_e4423 << l_1760_);
                                                                uint _e4425 = l_mut_389_;
                                                                uint l_1782_ = (_e4425 << l_1760_);
                                                                uint l_1783_ = (32u - l_1760_);
                                                                uint _e4429 = l_mut_395_;
                                                                uint l_1784_ = (_e4429 >> l_1783_);
                                                                uint l_1785_ = (l_1782_ | l_1784_);
                                                                l_mut_80_ = l_1781_;
                                                                l_mut_65_ = l_1785_;
                                                            }
                                                        }
                                                        uint _e4432 = l_mut_135_;
                                                        uint _e4433 = l_mut_80_;
                                                        uint l_1786_ = (_e4432 - _e4433);
                                                        uint _e4435 = l_mut_92_;
                                                        uint _e4436 = l_mut_65_;
                                                        uint l_1787_ = (_e4435 - _e4436);
                                                        uint _e4438 = l_mut_135_;
                                                        uint _e4439 = l_mut_80_;
                                                        bool l_1788_ = (_e4438 < _e4439);
                                                        uint l_1789_ = uint(l_1788_);
                                                        uint l_1790_ = (l_1787_ - l_1789_);
                                                        l_mut_135_ = l_1786_;
                                                        l_mut_92_ = l_1790_;
                                                        uint l_1791_ = (1u << l_1760_);
                                                        uint _e4445 = l_mut_86_;
                                                        l_mut_86_ = (_e4445 | l_1791_);
                                                    }
                                                }
                                            }
                                            uint _e4450 = l_mut_86_;
                                            uint l_1792_ = min(_e4450, l_1742_);
                                            l_mut_86_ = l_1792_;
                                            uint _e4452 = l_mut_92_;
                                            uint _e4453 = l_mut_389_;
                                            bool l_1793_ = (_e4452 < _e4453);
                                            uint _e4455 = l_mut_92_;
                                            uint _e4456 = l_mut_389_;
                                            bool l_1794_ = (_e4455 == _e4456);
                                            uint _e4458 = l_mut_135_;
                                            uint _e4459 = l_mut_395_;
                                            bool l_1795_ = (_e4458 < _e4459);
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
                                            uint _e4471 = l_mut_86_;
                                            l_mut_141_ = _e4471;
                                        }
                                        uint _e4472 = l_mut_395_;
                                        uint _e4473 = l_mut_141_;
                                        uint l_1799_ = (_e4472 * _e4473);
                                        uint _e4475 = l_mut_395_;
                                        uint64_t l_3072_ = uint64_t(_e4475);
                                        uint _e4477 = l_mut_141_;
                                        uint64_t l_3073_ = uint64_t(_e4477);
                                        uint64_t l_3074_ = (l_3072_ * l_3073_);
                                        uint64_t l_3075_ = (l_3074_ >> uint(32uL));
                                        uint l_1800_ = uint(l_3075_);
                                        uint _e4486 = l_mut_389_;
                                        uint _e4487 = l_mut_141_;
                                        uint l_1801_ = (_e4486 * _e4487);
                                        uint l_1802_ = (l_1800_ + l_1801_);
                                        uint l_1803_ = (l_1548_ - l_1799_);
                                        uint l_1804_ = (l_1552_ - l_1802_);
                                        bool l_1805_ = (l_1548_ < l_1799_);
                                        uint l_1806_ = uint(l_1805_);
                                        uint l_1807_ = (l_1804_ - l_1806_);
                                        l_mut_1656_ = l_1803_;
                                        l_mut_203_ = l_1807_;
                                        uint _e4495 = l_mut_203_;
                                        uint _e4496 = l_mut_389_;
                                        bool l_1808_ = (_e4495 < _e4496);
                                        uint _e4498 = l_mut_203_;
                                        uint _e4499 = l_mut_389_;
                                        bool l_1809_ = (_e4498 == _e4499);
                                        uint _e4501 = l_mut_1656_;
                                        uint _e4502 = l_mut_395_;
                                        bool l_1810_ = (_e4501 < _e4502);
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
                                            uint _e4514 = l_mut_1656_;
                                            uint _e4515 = l_mut_395_;
                                            uint l_1814_ = (_e4514 - _e4515);
                                            uint _e4517 = l_mut_203_;
                                            uint _e4518 = l_mut_389_;
                                            uint l_1815_ = (_e4517 - _e4518);
                                            uint _e4520 = l_mut_1656_;
                                            uint _e4521 = l_mut_395_;
                                            bool l_1816_ = (_e4520 < _e4521);
                                            uint l_1817_ = uint(l_1816_);
                                            uint l_1818_ = (l_1815_ - l_1817_);
                                            l_mut_1656_ = l_1814_;
                                            l_mut_203_ = l_1818_;
                                        }
                                    }
                                    uint _e4525 = l_mut_203_;
                                    uint _e4526 = l_mut_209_;
                                    bool l_1819_ = (_e4525 < _e4526);
                                    uint _e4528 = l_mut_203_;
                                    uint _e4529 = l_mut_209_;
                                    bool l_1820_ = (_e4528 == _e4529);
                                    uint _e4531 = l_mut_1656_;
                                    uint _e4532 = l_mut_259_;
                                    bool l_1821_ = (_e4531 < _e4532);
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
                                        uint _e4543 = l_mut_1656_;
                                        l_mut_259_ = _e4543;
                                        uint _e4544 = l_mut_203_;
                                        l_mut_209_ = _e4544;
                                    }
                                }
                            }
                            uint _e4545 = l_mut_209_;
                            bool l_1824_ = (_e4545 < l_1562_);
                            uint _e4547 = l_mut_209_;
                            bool l_1825_ = (_e4547 == l_1562_);
                            uint _e4549 = l_mut_259_;
                            bool l_1826_ = (_e4549 < l_1558_);
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
                        uint _e4564 = l_mut_265_;
                        bool l_1832_ = (_e4564 > 0u);
                        if (l_1832_) {
                            uint _e4567 = l_mut_265_;
                            bool l_1833_ = (_e4567 == 1u);
                            l_mut_652_ = l_1833_;
                            l_mut_635_ = false;
                        }
                    }
                    l_mut_364_ = false;
                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                        bool _e4572 = l_mut_635_;
                        bool l_1834_ = !(_e4572);
                        if (l_1834_) {
                            break;
                        }
                        uint _e4574 = l_mut_435_;
                        uint _e4575 = l_mut_451_;
                        bool l_1835_ = (_e4574 < _e4575);
                        uint _e4577 = l_mut_435_;
                        uint _e4578 = l_mut_451_;
                        bool l_1836_ = (_e4577 == _e4578);
                        uint _e4580 = l_mut_446_;
                        uint _e4581 = l_mut_452_;
                        bool l_1837_ = (_e4580 < _e4581);
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
                            uint _e4592 = l_mut_452_;
                            uint _e4593 = l_mut_446_;
                            uint l_1840_ = (_e4592 - _e4593);
                            uint _e4595 = l_mut_451_;
                            uint _e4596 = l_mut_435_;
                            uint l_1841_ = (_e4595 - _e4596);
                            uint _e4598 = l_mut_452_;
                            uint _e4599 = l_mut_446_;
                            bool l_1842_ = (_e4598 < _e4599);
                            uint l_1843_ = uint(l_1842_);
                            uint l_1844_ = (l_1841_ - l_1843_);
                            l_mut_1656_ = l_1840_;
                            l_mut_395_ = l_1844_;
                            uint _e4603 = l_mut_452_;
                            l_mut_389_ = _e4603;
                            uint _e4604 = l_mut_451_;
                            l_mut_265_ = _e4604;
                            uint _e4605 = l_mut_395_;
                            uint _e4606 = l_mut_451_;
                            bool l_1845_ = (_e4605 < _e4606);
                            uint _e4608 = l_mut_395_;
                            uint _e4609 = l_mut_451_;
                            bool l_1846_ = (_e4608 == _e4609);
                            uint _e4611 = l_mut_1656_;
                            uint _e4612 = l_mut_452_;
                            bool l_1847_ = (_e4611 < _e4612);
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
                                uint _e4623 = l_mut_1656_;
                                l_mut_389_ = _e4623;
                                uint _e4624 = l_mut_395_;
                                l_mut_265_ = _e4624;
                            }
                            l_mut_357_ = false;
                            l_mut_1656_ = 0u;
                            uint _e4627 = l_mut_448_;
                            uint _e4628 = l_mut_447_;
                            uint l_1850_ = (_e4627 | _e4628);
                            bool l_1851_ = (l_1850_ == 0u);
                            bool l_1852_ = !(l_1851_);
                            bool _e4633 = l_mut_357_;
                            if (_e4633) {
                                local_122 = l_1852_;
                            } else {
                                local_122 = false;
                            }
                            bool l_1853_ = local_122;
                            uint _e4638 = l_mut_447_;
                            uint _e4639 = l_mut_265_;
                            bool l_1854_ = (_e4638 < _e4639);
                            uint _e4641 = l_mut_447_;
                            uint _e4642 = l_mut_265_;
                            bool l_1855_ = (_e4641 == _e4642);
                            uint _e4644 = l_mut_448_;
                            uint _e4645 = l_mut_389_;
                            bool l_1856_ = (_e4644 < _e4645);
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
                            uint _e4660 = l_mut_428_;
                            uint _e4661 = l_mut_401_;
                            uint l_1860_ = (_e4660 + _e4661);
                            bool l_1861_ = (l_1860_ < l_1026_);
                            if (l_1859_) {
                                local_126 = l_1861_;
                            } else {
                                local_126 = false;
                            }
                            bool l_1862_ = local_126;
                            if (l_1862_) {
                                uint _e4668 = l_mut_428_;
                                uint l_1863_ = (l_1026_ - _e4668);
                                uint _e4670 = l_mut_401_;
                                uint l_1864_ = (l_1863_ - _e4670);
                                uint _e4672 = l_mut_428_;
                                uint l_1865_ = naga_div(l_1864_, _e4672);
                                uint _e4674 = l_mut_389_;
                                uint l_1866_ = (_e4674 - 1u);
                                uint _e4677 = l_mut_265_;
                                uint l_1867_ = (_e4677 - 0u);
                                uint _e4680 = l_mut_389_;
                                bool l_1868_ = (_e4680 < 1u);
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
                                        uint _e4773 = l_mut_1871_;
                                        l_mut_1871_ = (_e4773 + 1u);
                                    }
                                    loop_init_9 = false;
                                    uint _e4688 = l_mut_1871_;
                                    if ((_e4688 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e4692 = l_mut_1871_;
                                        uint l_1872_ = (19u - _e4692);
                                        uint _e4694 = l_mut_395_;
                                        l_mut_259_ = _e4694;
                                        uint _e4695 = l_mut_389_;
                                        l_mut_209_ = _e4695;
                                        bool l_1873_ = (l_1872_ >= 32u);
                                        if (l_1873_) {
                                            uint l_1874_ = (l_1872_ & 31u);
                                            uint _e4700 = l_mut_389_;
                                            uint l_1875_ = (_e4700 >> l_1874_);
                                            l_mut_259_ = l_1875_;
                                            l_mut_209_ = 0u;
                                        } else {
                                            bool l_1876_ = (l_1872_ > 0u);
                                            if (l_1876_) {
                                                uint _e4705 = l_mut_395_;
                                                l_mut_203_ = _e4705;
                                                bool l_1877_ = (l_1872_ > 0u);
                                                if (l_1877_) {
                                                    uint _e4708 = l_mut_395_;
                                                    uint l_1878_ = (_e4708 >> l_1872_);
                                                    uint l_1879_ = (32u - l_1872_);
                                                    uint _e4712 = l_mut_389_;
                                                    uint l_1880_ = (_e4712 << l_1879_);
                                                    uint l_1881_ = (l_1878_ | l_1880_);
                                                    l_mut_203_ = l_1881_;
                                                }
                                                uint _e4715 = l_mut_389_;
                                                uint l_1882_ = (_e4715 >> l_1872_);
                                                uint _e4717 = l_mut_203_;
                                                l_mut_259_ = _e4717;
                                                l_mut_209_ = l_1882_;
                                            }
                                        }
                                        uint _e4718 = l_mut_209_;
                                        uint _e4719 = l_mut_447_;
                                        bool l_1883_ = (_e4718 < _e4719);
                                        uint _e4721 = l_mut_209_;
                                        uint _e4722 = l_mut_447_;
                                        bool l_1884_ = (_e4721 == _e4722);
                                        uint _e4724 = l_mut_259_;
                                        uint _e4725 = l_mut_448_;
                                        bool l_1885_ = (_e4724 < _e4725);
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
                                            uint _e4737 = l_mut_448_;
                                            l_mut_259_ = _e4737;
                                            uint _e4738 = l_mut_447_;
                                            l_mut_209_ = _e4738;
                                            bool l_1889_ = (l_1872_ >= 32u);
                                            if (l_1889_) {
                                                uint l_1890_ = (l_1872_ & 31u);
                                                uint _e4743 = l_mut_448_;
                                                uint l_1891_ = (_e4743 << l_1890_);
                                                l_mut_259_ = 0u;
                                                l_mut_209_ = l_1891_;
                                            } else {
                                                bool l_1892_ = (l_1872_ > 0u);
                                                if (l_1892_) {
                                                    uint _e4748 = l_mut_448_;
                                                    uint l_1893_ = (_e4748 << l_1872_);
                                                    uint _e4750 = l_mut_447_;
                                                    uint l_1894_ = (_e4750 << l_1872_);
                                                    uint l_1895_ = (32u - l_1872_);
                                                    uint _e4754 = l_mut_448_;
                                                    uint l_1896_ = (_e4754 >> l_1895_);
                                                    uint l_1897_ = (l_1894_ | l_1896_);
                                                    l_mut_259_ = l_1893_;
                                                    l_mut_209_ = l_1897_;
                                                }
                                            }
                                            uint _e4757 = l_mut_395_;
                                            uint _e4758 = l_mut_259_;
                                            uint l_1898_ = (_e4757 - _e4758);
                                            uint _e4760 = l_mut_389_;
                                            uint _e4761 = l_mut_209_;
                                            uint l_1899_ = (_e4760 - _e4761);
                                            uint _e4763 = l_mut_395_;
                                            uint _e4764 = l_mut_259_;
                                            bool l_1900_ = (_e4763 < _e4764);
                                            uint l_1901_ = uint(l_1900_);
                                            uint l_1902_ = (l_1899_ - l_1901_);
                                            l_mut_395_ = l_1898_;
                                            l_mut_389_ = l_1902_;
                                            uint l_1903_ = (1u << l_1872_);
                                            uint _e4770 = l_mut_265_;
                                            l_mut_265_ = (_e4770 | l_1903_);
                                        }
                                    }
                                }
                                uint _e4775 = l_mut_265_;
                                uint l_1904_ = min(_e4775, l_1865_);
                                l_mut_265_ = l_1904_;
                                uint _e4777 = l_mut_389_;
                                uint _e4778 = l_mut_447_;
                                bool l_1905_ = (_e4777 < _e4778);
                                uint _e4780 = l_mut_389_;
                                uint _e4781 = l_mut_447_;
                                bool l_1906_ = (_e4780 == _e4781);
                                uint _e4783 = l_mut_395_;
                                uint _e4784 = l_mut_448_;
                                bool l_1907_ = (_e4783 < _e4784);
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
                                uint _e4796 = l_mut_265_;
                                l_mut_1656_ = _e4796;
                            }
                            uint _e4797 = l_mut_452_;
                            l_mut_395_ = _e4797;
                            uint _e4798 = l_mut_451_;
                            l_mut_389_ = _e4798;
                            uint _e4799 = l_mut_448_;
                            l_mut_265_ = _e4799;
                            uint _e4800 = l_mut_447_;
                            l_mut_259_ = _e4800;
                            uint _e4801 = l_mut_428_;
                            l_mut_209_ = _e4801;
                            uint _e4802 = l_mut_401_;
                            l_mut_203_ = _e4802;
                            uint _e4803 = l_mut_446_;
                            l_mut_141_ = _e4803;
                            uint _e4804 = l_mut_435_;
                            l_mut_135_ = _e4804;
                            l_mut_92_ = 0u;
                            uint _e4806 = l_mut_1656_;
                            bool l_1911_ = (_e4806 > 0u);
                            if (l_1911_) {
                                uint _e4809 = l_mut_448_;
                                uint _e4810 = l_mut_1656_;
                                uint l_1912_ = (_e4809 * _e4810);
                                uint _e4812 = l_mut_448_;
                                uint64_t l_3077_ = uint64_t(_e4812);
                                uint _e4814 = l_mut_1656_;
                                uint64_t l_3078_ = uint64_t(_e4814);
                                uint64_t l_3079_ = (l_3077_ * l_3078_);
                                uint64_t l_3080_ = (l_3079_ >> uint(32uL));
                                uint l_1913_ = uint(l_3080_);
                                uint _e4823 = l_mut_447_;
                                uint _e4824 = l_mut_1656_;
                                uint l_1914_ = (_e4823 * _e4824);
                                uint l_1915_ = (l_1913_ + l_1914_);
                                uint _e4827 = l_mut_452_;
                                uint l_1916_ = (_e4827 - l_1912_);
                                uint _e4829 = l_mut_451_;
                                uint l_1917_ = (_e4829 - l_1915_);
                                uint _e4831 = l_mut_452_;
                                bool l_1918_ = (_e4831 < l_1912_);
                                uint l_1919_ = uint(l_1918_);
                                uint l_1920_ = (l_1917_ - l_1919_);
                                l_mut_395_ = l_1916_;
                                l_mut_389_ = l_1920_;
                                uint _e4835 = l_mut_1656_;
                                uint _e4836 = l_mut_428_;
                                uint l_1921_ = (_e4835 * _e4836);
                                uint _e4838 = l_mut_401_;
                                uint l_1922_ = (_e4838 + l_1921_);
                                l_mut_203_ = l_1922_;
                            } else {
                                uint _e4840 = l_mut_92_;
                                bool l_1923_ = (_e4840 == 0u);
                                if (l_1923_) {
                                    uint _e4843 = l_mut_428_;
                                    uint l_1924_ = (l_1026_ - _e4843);
                                    uint _e4845 = l_mut_401_;
                                    uint l_1925_ = naga_div(l_1924_, _e4845);
                                    l_mut_1656_ = 0u;
                                    l_mut_357_ = false;
                                    uint _e4849 = l_mut_452_;
                                    uint _e4850 = l_mut_451_;
                                    uint l_1926_ = (_e4849 | _e4850);
                                    bool l_1927_ = (l_1926_ == 0u);
                                    if (l_1927_) {
                                        l_mut_1656_ = l_1925_;
                                    } else {
                                        bool _e4854 = l_mut_357_;
                                        if (_e4854) {
                                            uint _e4855 = l_mut_451_;
                                            uint _e4856 = l_mut_447_;
                                            bool l_1928_ = (_e4855 < _e4856);
                                            uint _e4858 = l_mut_451_;
                                            uint _e4859 = l_mut_447_;
                                            bool l_1929_ = (_e4858 == _e4859);
                                            uint _e4861 = l_mut_452_;
                                            uint _e4862 = l_mut_448_;
                                            bool l_1930_ = (_e4861 < _e4862);
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
                                                uint _e4873 = l_mut_448_;
                                                uint l_1933_ = (_e4873 - 1u);
                                                uint _e4876 = l_mut_447_;
                                                uint l_1934_ = (_e4876 - 0u);
                                                uint _e4879 = l_mut_448_;
                                                bool l_1935_ = (_e4879 < 1u);
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
                                                        uint _e4972 = l_mut_1938_;
                                                        l_mut_1938_ = (_e4972 + 1u);
                                                    }
                                                    loop_init_10 = false;
                                                    uint _e4887 = l_mut_1938_;
                                                    if ((_e4887 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e4891 = l_mut_1938_;
                                                        uint l_1939_ = (19u - _e4891);
                                                        uint _e4893 = l_mut_86_;
                                                        l_mut_30_ = _e4893;
                                                        uint _e4894 = l_mut_80_;
                                                        l_mut_1940_ = _e4894;
                                                        bool l_1941_ = (l_1939_ >= 32u);
                                                        if (l_1941_) {
                                                            uint l_1942_ = (l_1939_ & 31u);
                                                            uint _e4899 = l_mut_80_;
                                                            uint l_1943_ = (_e4899 >> l_1942_);
                                                            l_mut_30_ = l_1943_;
                                                            l_mut_1940_ = 0u;
                                                        } else {
                                                            bool l_1944_ = (l_1939_ > 0u);
                                                            if (l_1944_) {
                                                                uint _e4904 = l_mut_86_;
                                                                l_mut_1945_ = _e4904;
                                                                bool l_1946_ = (l_1939_ > 0u);
                                                                if (l_1946_) {
                                                                    uint _e4907 = l_mut_86_;
                                                                    uint l_1947_ = (_e4907 >> l_1939_);
                                                                    uint l_1948_ = (32u - l_1939_);
                                                                    uint _e4911 = l_mut_80_;
                                                                    uint l_1949_ = (_e4911 << l_1948_);
                                                                    uint l_1950_ = (l_1947_ | l_1949_);
                                                                    l_mut_1945_ = l_1950_;
                                                                }
                                                                uint _e4914 = l_mut_80_;
                                                                uint l_1951_ = (_e4914 >> l_1939_);
                                                                uint _e4916 = l_mut_1945_;
                                                                l_mut_30_ = _e4916;
                                                                l_mut_1940_ = l_1951_;
                                                            }
                                                        }
                                                        uint _e4917 = l_mut_1940_;
                                                        uint _e4918 = l_mut_451_;
                                                        bool l_1952_ = (_e4917 < _e4918);
                                                        uint _e4920 = l_mut_1940_;
                                                        uint _e4921 = l_mut_451_;
                                                        bool l_1953_ = (_e4920 == _e4921);
                                                        uint _e4923 = l_mut_30_;
                                                        uint _e4924 = l_mut_452_;
                                                        bool l_1954_ = (_e4923 < _e4924);
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
                                                            uint _e4936 = l_mut_452_;
                                                            l_mut_1945_ = _e4936;
                                                            uint _e4937 = l_mut_451_;
                                                            l_mut_1940_ = _e4937;
                                                            bool l_1958_ = (l_1939_ >= 32u);
                                                            if (l_1958_) {
                                                                uint l_1959_ = (l_1939_ & 31u);
                                                                uint _e4942 = l_mut_452_;
                                                                uint l_1960_ = (_e4942 << l_1959_);
                                                                l_mut_1945_ = 0u;
                                                                l_mut_1940_ = l_1960_;
                                                            } else {
                                                                bool l_1961_ = (l_1939_ > 0u);
                                                                if (l_1961_) {
                                                                    uint _e4947 = l_mut_452_;
                                                                    uint l_1962_ = (_e4947 << l_1939_);
                                                                    uint _e4949 = l_mut_451_;
                                                                    uint l_1963_ = (_e4949 << l_1939_);
                                                                    uint l_1964_ = (32u - l_1939_);
                                                                    uint _e4953 = l_mut_452_;
                                                                    uint l_1965_ = (_e4953 >> l_1964_);
                                                                    uint l_1966_ = (l_1963_ | l_1965_);
                                                                    l_mut_1945_ = l_1962_;
                                                                    l_mut_1940_ = l_1966_;
                                                                }
                                                            }
                                                            uint _e4956 = l_mut_86_;
                                                            uint _e4957 = l_mut_1945_;
                                                            uint l_1967_ = (_e4956 - _e4957);
                                                            uint _e4959 = l_mut_80_;
                                                            uint _e4960 = l_mut_1940_;
                                                            uint l_1968_ = (_e4959 - _e4960);
                                                            uint _e4962 = l_mut_86_;
                                                            uint _e4963 = l_mut_1945_;
                                                            bool l_1969_ = (_e4962 < _e4963);
                                                            uint l_1970_ = uint(l_1969_);
                                                            uint l_1971_ = (l_1968_ - l_1970_);
                                                            l_mut_86_ = l_1967_;
                                                            l_mut_80_ = l_1971_;
                                                            uint l_1972_ = (1u << l_1939_);
                                                            uint _e4969 = l_mut_65_;
                                                            l_mut_65_ = (_e4969 | l_1972_);
                                                        }
                                                    }
                                                }
                                                uint _e4974 = l_mut_65_;
                                                uint l_1973_ = min(_e4974, l_1925_);
                                                l_mut_1945_ = l_1973_;
                                                uint _e4976 = l_mut_80_;
                                                uint _e4977 = l_mut_451_;
                                                bool l_1974_ = (_e4976 < _e4977);
                                                uint _e4979 = l_mut_80_;
                                                uint _e4980 = l_mut_451_;
                                                bool l_1975_ = (_e4979 == _e4980);
                                                uint _e4982 = l_mut_86_;
                                                uint _e4983 = l_mut_452_;
                                                bool l_1976_ = (_e4982 < _e4983);
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
                                                uint _e4995 = l_mut_1945_;
                                                l_mut_1656_ = _e4995;
                                            }
                                        } else {
                                            uint _e4996 = l_mut_448_;
                                            l_mut_1945_ = _e4996;
                                            uint _e4997 = l_mut_447_;
                                            l_mut_1940_ = _e4997;
                                            uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                                                loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                                                uint _e4998 = l_mut_451_;
                                                uint _e4999 = l_mut_1940_;
                                                bool l_1980_ = (_e4998 < _e4999);
                                                uint _e5001 = l_mut_451_;
                                                uint _e5002 = l_mut_1940_;
                                                bool l_1981_ = (_e5001 == _e5002);
                                                uint _e5004 = l_mut_452_;
                                                uint _e5005 = l_mut_1945_;
                                                bool l_1982_ = (_e5004 < _e5005);
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
                                                uint _e5016 = l_mut_1656_;
                                                uint _e5017 = l_mut_401_;
                                                uint l_1985_ = (_e5016 * _e5017);
                                                uint _e5019 = l_mut_428_;
                                                uint l_1986_ = (_e5019 + l_1985_);
                                                uint _e5021 = l_mut_401_;
                                                uint l_1987_ = (l_1986_ + _e5021);
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
                                                uint _e5029 = l_mut_1945_;
                                                uint _e5030 = l_mut_452_;
                                                uint l_1991_ = (_e5029 - _e5030);
                                                uint _e5032 = l_mut_1940_;
                                                uint _e5033 = l_mut_451_;
                                                uint l_1992_ = (_e5032 - _e5033);
                                                uint _e5035 = l_mut_1945_;
                                                uint _e5036 = l_mut_452_;
                                                bool l_1993_ = (_e5035 < _e5036);
                                                uint l_1994_ = uint(l_1993_);
                                                uint l_1995_ = (l_1992_ - l_1994_);
                                                l_mut_1945_ = l_1991_;
                                                l_mut_1940_ = l_1995_;
                                                uint _e5040 = l_mut_1656_;
                                                l_mut_1656_ = (_e5040 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5043 = l_mut_1656_;
                                    uint _e5044 = l_mut_401_;
                                    uint l_1996_ = (_e5043 * _e5044);
                                    uint _e5046 = l_mut_428_;
                                    uint l_1997_ = (_e5046 + l_1996_);
                                    uint _e5048 = l_mut_401_;
                                    uint l_1998_ = (l_1997_ + _e5048);
                                    bool l_1999_ = (l_1998_ >= l_1026_);
                                    if (l_1999_) {
                                        l_mut_92_ = 1u;
                                    } else {
                                        uint _e5052 = l_mut_452_;
                                        uint _e5053 = l_mut_1656_;
                                        uint l_2000_ = (_e5052 * _e5053);
                                        uint _e5055 = l_mut_452_;
                                        uint64_t l_3082_ = uint64_t(_e5055);
                                        uint _e5057 = l_mut_1656_;
                                        uint64_t l_3083_ = uint64_t(_e5057);
                                        uint64_t l_3084_ = (l_3082_ * l_3083_);
                                        uint64_t l_3085_ = (l_3084_ >> uint(32uL));
                                        uint l_2001_ = uint(l_3085_);
                                        uint _e5066 = l_mut_451_;
                                        uint _e5067 = l_mut_1656_;
                                        uint l_2002_ = (_e5066 * _e5067);
                                        uint l_2003_ = (l_2001_ + l_2002_);
                                        uint _e5070 = l_mut_448_;
                                        uint l_2004_ = (_e5070 - l_2000_);
                                        uint _e5072 = l_mut_447_;
                                        uint l_2005_ = (_e5072 - l_2003_);
                                        uint _e5074 = l_mut_448_;
                                        bool l_2006_ = (_e5074 < l_2000_);
                                        uint l_2007_ = uint(l_2006_);
                                        uint l_2008_ = (l_2005_ - l_2007_);
                                        l_mut_265_ = l_2004_;
                                        l_mut_259_ = l_2008_;
                                        uint _e5078 = l_mut_1656_;
                                        uint _e5079 = l_mut_401_;
                                        uint l_2009_ = (_e5078 * _e5079);
                                        uint _e5081 = l_mut_428_;
                                        uint l_2010_ = (_e5081 + l_2009_);
                                        l_mut_209_ = l_2010_;
                                        uint _e5083 = l_mut_452_;
                                        uint _e5084 = l_mut_265_;
                                        uint l_2011_ = (_e5083 - _e5084);
                                        uint _e5086 = l_mut_451_;
                                        uint _e5087 = l_mut_259_;
                                        uint l_2012_ = (_e5086 - _e5087);
                                        uint _e5089 = l_mut_452_;
                                        uint _e5090 = l_mut_265_;
                                        bool l_2013_ = (_e5089 < _e5090);
                                        uint l_2014_ = uint(l_2013_);
                                        uint l_2015_ = (l_2012_ - l_2014_);
                                        l_mut_395_ = l_2011_;
                                        l_mut_389_ = l_2015_;
                                        uint _e5094 = l_mut_401_;
                                        uint _e5095 = l_mut_209_;
                                        uint l_2016_ = (_e5094 + _e5095);
                                        l_mut_203_ = l_2016_;
                                    }
                                }
                            }
                            uint _e5097 = l_mut_395_;
                            l_mut_452_ = _e5097;
                            uint _e5098 = l_mut_389_;
                            l_mut_451_ = _e5098;
                            uint _e5099 = l_mut_265_;
                            l_mut_448_ = _e5099;
                            uint _e5100 = l_mut_259_;
                            l_mut_447_ = _e5100;
                            uint _e5101 = l_mut_209_;
                            l_mut_428_ = _e5101;
                            uint _e5102 = l_mut_203_;
                            l_mut_401_ = _e5102;
                            uint _e5103 = l_mut_141_;
                            l_mut_446_ = _e5103;
                            uint _e5104 = l_mut_135_;
                            l_mut_435_ = _e5104;
                            uint _e5105 = l_mut_92_;
                            bool l_2017_ = (_e5105 == 1u);
                            l_mut_652_ = l_2017_;
                            uint _e5108 = l_mut_92_;
                            bool l_2018_ = (_e5108 == 0u);
                            l_mut_635_ = l_2018_;
                        } else {
                            uint _e5111 = l_mut_448_;
                            uint _e5112 = l_mut_446_;
                            uint l_2019_ = (_e5111 - _e5112);
                            uint _e5114 = l_mut_447_;
                            uint _e5115 = l_mut_435_;
                            uint l_2020_ = (_e5114 - _e5115);
                            uint _e5117 = l_mut_448_;
                            uint _e5118 = l_mut_446_;
                            bool l_2021_ = (_e5117 < _e5118);
                            uint l_2022_ = uint(l_2021_);
                            uint l_2023_ = (l_2020_ - l_2022_);
                            l_mut_1945_ = l_2019_;
                            l_mut_1940_ = l_2023_;
                            uint _e5122 = l_mut_446_;
                            uint l_2024_ = (_e5122 - l_1558_);
                            uint _e5124 = l_mut_435_;
                            uint l_2025_ = (_e5124 - l_1562_);
                            uint _e5126 = l_mut_446_;
                            bool l_2026_ = (_e5126 < l_1558_);
                            uint l_2027_ = uint(l_2026_);
                            uint l_2028_ = (l_2025_ - l_2027_);
                            l_mut_1945_ = l_2024_;
                            l_mut_1940_ = l_2028_;
                            uint _e5130 = l_mut_448_;
                            l_mut_1656_ = _e5130;
                            uint _e5131 = l_mut_447_;
                            l_mut_395_ = _e5131;
                            uint _e5132 = l_mut_1940_;
                            uint _e5133 = l_mut_447_;
                            bool l_2029_ = (_e5132 < _e5133);
                            uint _e5135 = l_mut_1940_;
                            uint _e5136 = l_mut_447_;
                            bool l_2030_ = (_e5135 == _e5136);
                            uint _e5138 = l_mut_1945_;
                            uint _e5139 = l_mut_448_;
                            bool l_2031_ = (_e5138 < _e5139);
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
                                uint _e5150 = l_mut_1945_;
                                l_mut_1656_ = _e5150;
                                uint _e5151 = l_mut_1940_;
                                l_mut_395_ = _e5151;
                            }
                            l_mut_357_ = false;
                            l_mut_1945_ = 0u;
                            uint _e5154 = l_mut_452_;
                            uint _e5155 = l_mut_451_;
                            uint l_2034_ = (_e5154 | _e5155);
                            bool l_2035_ = (l_2034_ == 0u);
                            bool l_2036_ = !(l_2035_);
                            bool _e5160 = l_mut_357_;
                            if (_e5160) {
                                local_142 = l_2036_;
                            } else {
                                local_142 = false;
                            }
                            bool l_2037_ = local_142;
                            uint _e5165 = l_mut_451_;
                            uint _e5166 = l_mut_395_;
                            bool l_2038_ = (_e5165 < _e5166);
                            uint _e5168 = l_mut_451_;
                            uint _e5169 = l_mut_395_;
                            bool l_2039_ = (_e5168 == _e5169);
                            uint _e5171 = l_mut_452_;
                            uint _e5172 = l_mut_1656_;
                            bool l_2040_ = (_e5171 < _e5172);
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
                            uint _e5187 = l_mut_401_;
                            uint _e5188 = l_mut_428_;
                            uint l_2044_ = (_e5187 + _e5188);
                            bool l_2045_ = (l_2044_ < l_1026_);
                            if (l_2043_) {
                                local_146 = l_2045_;
                            } else {
                                local_146 = false;
                            }
                            bool l_2046_ = local_146;
                            if (l_2046_) {
                                uint _e5195 = l_mut_401_;
                                uint l_2047_ = (l_1026_ - _e5195);
                                uint _e5197 = l_mut_428_;
                                uint l_2048_ = (l_2047_ - _e5197);
                                uint _e5199 = l_mut_401_;
                                uint l_2049_ = naga_div(l_2048_, _e5199);
                                uint _e5201 = l_mut_1656_;
                                uint l_2050_ = (_e5201 - 1u);
                                uint _e5204 = l_mut_395_;
                                uint l_2051_ = (_e5204 - 0u);
                                uint _e5207 = l_mut_1656_;
                                bool l_2052_ = (_e5207 < 1u);
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
                                        uint _e5300 = l_mut_2055_;
                                        l_mut_2055_ = (_e5300 + 1u);
                                    }
                                    loop_init_11 = false;
                                    uint _e5215 = l_mut_2055_;
                                    if ((_e5215 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e5219 = l_mut_2055_;
                                        uint l_2056_ = (19u - _e5219);
                                        uint _e5221 = l_mut_1940_;
                                        l_mut_389_ = _e5221;
                                        uint _e5222 = l_mut_1656_;
                                        l_mut_265_ = _e5222;
                                        bool l_2057_ = (l_2056_ >= 32u);
                                        if (l_2057_) {
                                            uint l_2058_ = (l_2056_ & 31u);
                                            uint _e5227 = l_mut_1656_;
                                            uint l_2059_ = (_e5227 >> l_2058_);
                                            l_mut_389_ = l_2059_;
                                            l_mut_265_ = 0u;
                                        } else {
                                            bool l_2060_ = (l_2056_ > 0u);
                                            if (l_2060_) {
                                                uint _e5232 = l_mut_1940_;
                                                l_mut_259_ = _e5232;
                                                bool l_2061_ = (l_2056_ > 0u);
                                                if (l_2061_) {
                                                    uint _e5235 = l_mut_1940_;
                                                    uint l_2062_ = (_e5235 >> l_2056_);
                                                    uint l_2063_ = (32u - l_2056_);
                                                    uint _e5239 = l_mut_1656_;
                                                    uint l_2064_ = (_e5239 << l_2063_);
                                                    uint l_2065_ = (l_2062_ | l_2064_);
                                                    l_mut_259_ = l_2065_;
                                                }
                                                uint _e5242 = l_mut_1656_;
                                                uint l_2066_ = (_e5242 >> l_2056_);
                                                uint _e5244 = l_mut_259_;
                                                l_mut_389_ = _e5244;
                                                l_mut_265_ = l_2066_;
                                            }
                                        }
                                        uint _e5245 = l_mut_265_;
                                        uint _e5246 = l_mut_451_;
                                        bool l_2067_ = (_e5245 < _e5246);
                                        uint _e5248 = l_mut_265_;
                                        uint _e5249 = l_mut_451_;
                                        bool l_2068_ = (_e5248 == _e5249);
                                        uint _e5251 = l_mut_389_;
                                        uint _e5252 = l_mut_452_;
                                        bool l_2069_ = (_e5251 < _e5252);
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
                                            uint _e5264 = l_mut_452_;
                                            l_mut_389_ = _e5264;
                                            uint _e5265 = l_mut_451_;
                                            l_mut_265_ = _e5265;
                                            bool l_2073_ = (l_2056_ >= 32u);
                                            if (l_2073_) {
                                                uint l_2074_ = (l_2056_ & 31u);
                                                uint _e5270 = l_mut_452_;
                                                uint l_2075_ = (_e5270 << l_2074_);
                                                l_mut_389_ = 0u;
                                                l_mut_265_ = l_2075_;
                                            } else {
                                                bool l_2076_ = (l_2056_ > 0u);
                                                if (l_2076_) {
                                                    uint _e5275 = l_mut_452_;
                                                    uint l_2077_ = (_e5275 << l_2056_);
                                                    uint _e5277 = l_mut_451_;
                                                    uint l_2078_ = (_e5277 << l_2056_);
                                                    uint l_2079_ = (32u - l_2056_);
                                                    uint _e5281 = l_mut_452_;
                                                    uint l_2080_ = (_e5281 >> l_2079_);
                                                    uint l_2081_ = (l_2078_ | l_2080_);
                                                    l_mut_389_ = l_2077_;
                                                    l_mut_265_ = l_2081_;
                                                }
                                            }
                                            uint _e5284 = l_mut_1940_;
                                            uint _e5285 = l_mut_389_;
                                            uint l_2082_ = (_e5284 - _e5285);
                                            uint _e5287 = l_mut_1656_;
                                            uint _e5288 = l_mut_265_;
                                            uint l_2083_ = (_e5287 - _e5288);
                                            uint _e5290 = l_mut_1940_;
                                            uint _e5291 = l_mut_389_;
                                            bool l_2084_ = (_e5290 < _e5291);
                                            uint l_2085_ = uint(l_2084_);
                                            uint l_2086_ = (l_2083_ - l_2085_);
                                            l_mut_1940_ = l_2082_;
                                            l_mut_1656_ = l_2086_;
                                            uint l_2087_ = (1u << l_2056_);
                                            uint _e5297 = l_mut_395_;
                                            l_mut_395_ = (_e5297 | l_2087_);
                                        }
                                    }
                                }
                                uint _e5302 = l_mut_395_;
                                uint l_2088_ = min(_e5302, l_2049_);
                                l_mut_395_ = l_2088_;
                                uint _e5304 = l_mut_1656_;
                                uint _e5305 = l_mut_451_;
                                bool l_2089_ = (_e5304 < _e5305);
                                uint _e5307 = l_mut_1656_;
                                uint _e5308 = l_mut_451_;
                                bool l_2090_ = (_e5307 == _e5308);
                                uint _e5310 = l_mut_1940_;
                                uint _e5311 = l_mut_452_;
                                bool l_2091_ = (_e5310 < _e5311);
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
                                uint _e5323 = l_mut_395_;
                                l_mut_1945_ = _e5323;
                            }
                            uint _e5324 = l_mut_448_;
                            l_mut_1940_ = _e5324;
                            uint _e5325 = l_mut_447_;
                            l_mut_1656_ = _e5325;
                            uint _e5326 = l_mut_452_;
                            l_mut_395_ = _e5326;
                            uint _e5327 = l_mut_451_;
                            l_mut_389_ = _e5327;
                            uint _e5328 = l_mut_401_;
                            l_mut_265_ = _e5328;
                            uint _e5329 = l_mut_428_;
                            l_mut_259_ = _e5329;
                            uint _e5330 = l_mut_446_;
                            l_mut_209_ = _e5330;
                            uint _e5331 = l_mut_435_;
                            l_mut_203_ = _e5331;
                            l_mut_141_ = 0u;
                            uint _e5333 = l_mut_1945_;
                            bool l_2095_ = (_e5333 > 0u);
                            if (l_2095_) {
                                uint _e5336 = l_mut_452_;
                                uint _e5337 = l_mut_1945_;
                                uint l_2096_ = (_e5336 * _e5337);
                                uint _e5339 = l_mut_452_;
                                uint64_t l_3087_ = uint64_t(_e5339);
                                uint _e5341 = l_mut_1945_;
                                uint64_t l_3088_ = uint64_t(_e5341);
                                uint64_t l_3089_ = (l_3087_ * l_3088_);
                                uint64_t l_3090_ = (l_3089_ >> uint(32uL));
                                uint l_2097_ = uint(l_3090_);
                                uint _e5350 = l_mut_451_;
                                uint _e5351 = l_mut_1945_;
                                uint l_2098_ = (_e5350 * _e5351);
                                uint l_2099_ = (l_2097_ + l_2098_);
                                uint _e5354 = l_mut_446_;
                                uint l_2100_ = (_e5354 - l_2096_);
                                uint _e5356 = l_mut_435_;
                                uint l_2101_ = (_e5356 - l_2099_);
                                uint _e5358 = l_mut_446_;
                                bool l_2102_ = (_e5358 < l_2096_);
                                uint l_2103_ = uint(l_2102_);
                                uint l_2104_ = (l_2101_ - l_2103_);
                                l_mut_209_ = l_2100_;
                                l_mut_203_ = l_2104_;
                                uint _e5362 = l_mut_448_;
                                uint l_2105_ = (_e5362 - l_2096_);
                                uint _e5364 = l_mut_447_;
                                uint l_2106_ = (_e5364 - l_2099_);
                                uint _e5366 = l_mut_448_;
                                bool l_2107_ = (_e5366 < l_2096_);
                                uint l_2108_ = uint(l_2107_);
                                uint l_2109_ = (l_2106_ - l_2108_);
                                l_mut_1940_ = l_2105_;
                                l_mut_1656_ = l_2109_;
                                uint _e5370 = l_mut_1945_;
                                uint _e5371 = l_mut_401_;
                                uint l_2110_ = (_e5370 * _e5371);
                                uint _e5373 = l_mut_428_;
                                uint l_2111_ = (_e5373 + l_2110_);
                                l_mut_259_ = l_2111_;
                            } else {
                                uint _e5375 = l_mut_446_;
                                uint _e5376 = l_mut_452_;
                                uint l_2112_ = (_e5375 - _e5376);
                                uint _e5378 = l_mut_435_;
                                uint _e5379 = l_mut_451_;
                                uint l_2113_ = (_e5378 - _e5379);
                                uint _e5381 = l_mut_446_;
                                uint _e5382 = l_mut_452_;
                                bool l_2114_ = (_e5381 < _e5382);
                                uint l_2115_ = uint(l_2114_);
                                uint l_2116_ = (l_2113_ - l_2115_);
                                l_mut_209_ = l_2112_;
                                l_mut_203_ = l_2116_;
                                uint _e5386 = l_mut_203_;
                                bool l_2117_ = (_e5386 < l_1562_);
                                uint _e5388 = l_mut_203_;
                                bool l_2118_ = (_e5388 == l_1562_);
                                uint _e5390 = l_mut_209_;
                                bool l_2119_ = (_e5390 < l_1558_);
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
                                uint _e5402 = l_mut_141_;
                                bool l_2122_ = (_e5402 == 0u);
                                if (l_2122_) {
                                    uint _e5405 = l_mut_401_;
                                    uint l_2123_ = (l_1026_ - _e5405);
                                    uint _e5407 = l_mut_428_;
                                    uint l_2124_ = naga_div(l_2123_, _e5407);
                                    l_mut_1945_ = 0u;
                                    l_mut_357_ = false;
                                    uint _e5411 = l_mut_448_;
                                    uint _e5412 = l_mut_447_;
                                    uint l_2125_ = (_e5411 | _e5412);
                                    bool l_2126_ = (l_2125_ == 0u);
                                    if (l_2126_) {
                                        l_mut_1945_ = l_2124_;
                                    } else {
                                        bool _e5416 = l_mut_357_;
                                        if (_e5416) {
                                            uint _e5417 = l_mut_447_;
                                            uint _e5418 = l_mut_451_;
                                            bool l_2127_ = (_e5417 < _e5418);
                                            uint _e5420 = l_mut_447_;
                                            uint _e5421 = l_mut_451_;
                                            bool l_2128_ = (_e5420 == _e5421);
                                            uint _e5423 = l_mut_448_;
                                            uint _e5424 = l_mut_452_;
                                            bool l_2129_ = (_e5423 < _e5424);
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
                                                uint _e5435 = l_mut_452_;
                                                uint l_2132_ = (_e5435 - 1u);
                                                uint _e5438 = l_mut_451_;
                                                uint l_2133_ = (_e5438 - 0u);
                                                uint _e5441 = l_mut_452_;
                                                bool l_2134_ = (_e5441 < 1u);
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
                                                        uint _e5534 = l_mut_2137_;
                                                        l_mut_2137_ = (_e5534 + 1u);
                                                    }
                                                    loop_init_12 = false;
                                                    uint _e5449 = l_mut_2137_;
                                                    if ((_e5449 < 20u)) {
                                                    } else {
                                                        break;
                                                    }
                                                    {
                                                        uint _e5453 = l_mut_2137_;
                                                        uint l_2138_ = (19u - _e5453);
                                                        uint _e5455 = l_mut_135_;
                                                        l_mut_80_ = _e5455;
                                                        uint _e5456 = l_mut_92_;
                                                        l_mut_65_ = _e5456;
                                                        bool l_2139_ = (l_2138_ >= 32u);
                                                        if (l_2139_) {
                                                            uint l_2140_ = (l_2138_ & 31u);
                                                            uint _e5461 = l_mut_92_;
                                                            uint l_2141_ = (_e5461 >> l_2140_);
                                                            l_mut_80_ = l_2141_;
                                                            l_mut_65_ = 0u;
                                                        } else {
                                                            bool l_2142_ = (l_2138_ > 0u);
                                                            if (l_2142_) {
                                                                uint _e5466 = l_mut_135_;
                                                                l_mut_30_ = _e5466;
                                                                bool l_2143_ = (l_2138_ > 0u);
                                                                if (l_2143_) {
                                                                    uint _e5469 = l_mut_135_;
                                                                    uint l_2144_ = (_e5469 >> l_2138_);
                                                                    uint l_2145_ = (32u - l_2138_);
                                                                    uint _e5473 = l_mut_92_;
                                                                    uint l_2146_ = (_e5473 << l_2145_);
                                                                    uint l_2147_ = (l_2144_ | l_2146_);
                                                                    l_mut_30_ = l_2147_;
                                                                }
                                                                uint _e5476 = l_mut_92_;
                                                                uint l_2148_ = (_e5476 >> l_2138_);
                                                                uint _e5478 = l_mut_30_;
                                                                l_mut_80_ = _e5478;
                                                                l_mut_65_ = l_2148_;
                                                            }
                                                        }
                                                        uint _e5479 = l_mut_65_;
                                                        uint _e5480 = l_mut_447_;
                                                        bool l_2149_ = (_e5479 < _e5480);
                                                        uint _e5482 = l_mut_65_;
                                                        uint _e5483 = l_mut_447_;
                                                        bool l_2150_ = (_e5482 == _e5483);
                                                        uint _e5485 = l_mut_80_;
                                                        uint _e5486 = l_mut_448_;
                                                        bool l_2151_ = (_e5485 < _e5486);
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
                                                            uint _e5498 = l_mut_448_;
                                                            l_mut_80_ = _e5498;
                                                            uint _e5499 = l_mut_447_;
                                                            l_mut_65_ = _e5499;
                                                            bool l_2155_ = (l_2138_ >= 32u);
                                                            if (l_2155_) {
                                                                uint l_2156_ = (l_2138_ & 31u);
                                                                uint _e5504 = l_mut_448_;
                                                                uint l_2157_ = (_e5504 << l_2156_);
                                                                l_mut_80_ = 0u;
                                                                l_mut_65_ = l_2157_;
                                                            } else {
                                                                bool l_2158_ = (l_2138_ > 0u);
                                                                if (l_2158_) {
                                                                    uint _e5509 = l_mut_448_;
                                                                    uint l_2159_ = (_e5509 << l_2138_);
                                                                    uint _e5511 = l_mut_447_;
                                                                    uint l_2160_ = (_e5511 << l_2138_);
                                                                    uint l_2161_ = (32u - l_2138_);
                                                                    uint _e5515 = l_mut_448_;
                                                                    uint l_2162_ = (_e5515 >> l_2161_);
                                                                    uint l_2163_ = (l_2160_ | l_2162_);
                                                                    l_mut_80_ = l_2159_;
                                                                    l_mut_65_ = l_2163_;
                                                                }
                                                            }
                                                            uint _e5518 = l_mut_135_;
                                                            uint _e5519 = l_mut_80_;
                                                            uint l_2164_ = (_e5518 - _e5519);
                                                            uint _e5521 = l_mut_92_;
                                                            uint _e5522 = l_mut_65_;
                                                            uint l_2165_ = (_e5521 - _e5522);
                                                            uint _e5524 = l_mut_135_;
                                                            uint _e5525 = l_mut_80_;
                                                            bool l_2166_ = (_e5524 < _e5525);
                                                            uint l_2167_ = uint(l_2166_);
                                                            uint l_2168_ = (l_2165_ - l_2167_);
                                                            l_mut_135_ = l_2164_;
                                                            l_mut_92_ = l_2168_;
                                                            uint l_2169_ = (1u << l_2138_);
                                                            uint _e5531 = l_mut_86_;
                                                            l_mut_86_ = (_e5531 | l_2169_);
                                                        }
                                                    }
                                                }
                                                uint _e5536 = l_mut_86_;
                                                uint l_2170_ = min(_e5536, l_2124_);
                                                l_mut_86_ = l_2170_;
                                                uint _e5538 = l_mut_92_;
                                                uint _e5539 = l_mut_447_;
                                                bool l_2171_ = (_e5538 < _e5539);
                                                uint _e5541 = l_mut_92_;
                                                uint _e5542 = l_mut_447_;
                                                bool l_2172_ = (_e5541 == _e5542);
                                                uint _e5544 = l_mut_135_;
                                                uint _e5545 = l_mut_448_;
                                                bool l_2173_ = (_e5544 < _e5545);
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
                                                uint _e5557 = l_mut_86_;
                                                l_mut_1945_ = _e5557;
                                            }
                                        } else {
                                            uint _e5558 = l_mut_452_;
                                            l_mut_135_ = _e5558;
                                            uint _e5559 = l_mut_451_;
                                            l_mut_92_ = _e5559;
                                            uint2 loop_bound_18 = uint2(4294967295u, 4294967295u);
                                            while(true) {
                                                if (all(loop_bound_18 == uint2(0u, 0u))) { break; }
                                                loop_bound_18 -= uint2(loop_bound_18.y == 0u, 1u);
                                                uint _e5560 = l_mut_447_;
                                                uint _e5561 = l_mut_92_;
                                                bool l_2177_ = (_e5560 < _e5561);
                                                uint _e5563 = l_mut_447_;
                                                uint _e5564 = l_mut_92_;
                                                bool l_2178_ = (_e5563 == _e5564);
                                                uint _e5566 = l_mut_448_;
                                                uint _e5567 = l_mut_135_;
                                                bool l_2179_ = (_e5566 < _e5567);
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
                                                uint _e5578 = l_mut_1945_;
                                                uint _e5579 = l_mut_428_;
                                                uint l_2182_ = (_e5578 * _e5579);
                                                uint _e5581 = l_mut_401_;
                                                uint l_2183_ = (_e5581 + l_2182_);
                                                uint _e5583 = l_mut_428_;
                                                uint l_2184_ = (l_2183_ + _e5583);
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
                                                uint _e5591 = l_mut_135_;
                                                uint _e5592 = l_mut_448_;
                                                uint l_2188_ = (_e5591 - _e5592);
                                                uint _e5594 = l_mut_92_;
                                                uint _e5595 = l_mut_447_;
                                                uint l_2189_ = (_e5594 - _e5595);
                                                uint _e5597 = l_mut_135_;
                                                uint _e5598 = l_mut_448_;
                                                bool l_2190_ = (_e5597 < _e5598);
                                                uint l_2191_ = uint(l_2190_);
                                                uint l_2192_ = (l_2189_ - l_2191_);
                                                l_mut_135_ = l_2188_;
                                                l_mut_92_ = l_2192_;
                                                uint _e5602 = l_mut_1945_;
                                                l_mut_1945_ = (_e5602 + 1u);
                                            }
                                        }
                                    }
                                    uint _e5605 = l_mut_1945_;
                                    uint _e5606 = l_mut_428_;
                                    uint l_2193_ = (_e5605 * _e5606);
                                    uint _e5608 = l_mut_401_;
                                    uint l_2194_ = (_e5608 + l_2193_);
                                    uint _e5610 = l_mut_428_;
                                    uint l_2195_ = (l_2194_ + _e5610);
                                    bool l_2196_ = (l_2195_ >= l_1026_);
                                    if (l_2196_) {
                                        l_mut_141_ = 1u;
                                    } else {
                                        uint _e5614 = l_mut_448_;
                                        uint _e5615 = l_mut_1945_;
                                        uint l_2197_ = (_e5614 * _e5615);
                                        uint _e5617 = l_mut_448_;
                                        uint64_t l_3092_ = uint64_t(_e5617);
                                        uint _e5619 = l_mut_1945_;
                                        uint64_t l_3093_ = uint64_t(_e5619);
                                        uint64_t l_3094_ = (l_3092_ * l_3093_);
                                        uint64_t l_3095_ = (l_3094_ >> uint(32uL));
                                        uint l_2198_ = uint(l_3095_);
                                        uint _e5628 = l_mut_447_;
                                        uint _e5629 = l_mut_1945_;
                                        uint l_2199_ = (_e5628 * _e5629);
                                        uint l_2200_ = (l_2198_ + l_2199_);
                                        uint _e5632 = l_mut_452_;
                                        uint l_2201_ = (_e5632 - l_2197_);
                                        uint _e5634 = l_mut_451_;
                                        uint l_2202_ = (_e5634 - l_2200_);
                                        uint _e5636 = l_mut_452_;
                                        bool l_2203_ = (_e5636 < l_2197_);
                                        uint l_2204_ = uint(l_2203_);
                                        uint l_2205_ = (l_2202_ - l_2204_);
                                        l_mut_395_ = l_2201_;
                                        l_mut_389_ = l_2205_;
                                        uint _e5640 = l_mut_1945_;
                                        uint _e5641 = l_mut_428_;
                                        uint l_2206_ = (_e5640 * _e5641);
                                        uint _e5643 = l_mut_401_;
                                        uint l_2207_ = (_e5643 + l_2206_);
                                        l_mut_265_ = l_2207_;
                                        uint _e5645 = l_mut_448_;
                                        uint _e5646 = l_mut_395_;
                                        uint l_2208_ = (_e5645 - _e5646);
                                        uint _e5648 = l_mut_447_;
                                        uint _e5649 = l_mut_389_;
                                        uint l_2209_ = (_e5648 - _e5649);
                                        uint _e5651 = l_mut_448_;
                                        uint _e5652 = l_mut_395_;
                                        bool l_2210_ = (_e5651 < _e5652);
                                        uint l_2211_ = uint(l_2210_);
                                        uint l_2212_ = (l_2209_ - l_2211_);
                                        l_mut_1940_ = l_2208_;
                                        l_mut_1656_ = l_2212_;
                                        uint _e5656 = l_mut_428_;
                                        uint _e5657 = l_mut_265_;
                                        uint l_2213_ = (_e5656 + _e5657);
                                        l_mut_259_ = l_2213_;
                                    }
                                }
                            }
                            uint _e5659 = l_mut_395_;
                            l_mut_452_ = _e5659;
                            uint _e5660 = l_mut_389_;
                            l_mut_451_ = _e5660;
                            uint _e5661 = l_mut_1940_;
                            l_mut_448_ = _e5661;
                            uint _e5662 = l_mut_1656_;
                            l_mut_447_ = _e5662;
                            uint _e5663 = l_mut_259_;
                            l_mut_428_ = _e5663;
                            uint _e5664 = l_mut_265_;
                            l_mut_401_ = _e5664;
                            uint _e5665 = l_mut_209_;
                            l_mut_446_ = _e5665;
                            uint _e5666 = l_mut_203_;
                            l_mut_435_ = _e5666;
                            uint _e5667 = l_mut_141_;
                            bool l_2214_ = (_e5667 == 1u);
                            l_mut_652_ = l_2214_;
                            uint _e5670 = l_mut_141_;
                            bool l_2215_ = (_e5670 == 0u);
                            l_mut_635_ = l_2215_;
                        }
                    }
                    bool _e5673 = l_mut_652_;
                    bool l_2216_ = !(_e5673);
                    if (l_1025_) {
                        local_162 = l_2216_;
                    } else {
                        local_162 = false;
                    }
                    bool l_2217_ = local_162;
                    if (l_2217_) {
                        uint _e5680 = l_mut_1023_;
                        uint l_2218_ = (1u << _e5680);
                        uint _e5682 = l_mut_748_;
                        l_mut_748_ = (_e5682 | l_2218_);
                        uint _e5684 = l_mut_743_;
                        l_mut_743_ = (_e5684 + 1u);
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
                                uint _e6206 = l_mut_2221_;
                                l_mut_2221_ = (_e6206 + 1u);
                            }
                            loop_init_13 = false;
                            uint _e5691 = l_mut_2221_;
                            if ((_e5691 < l_2220_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e5693 = l_mut_2221_;
                                uint l_2222_ = (l_49_ * _e5693);
                                uint64_t l_3097_ = uint64_t(l_49_);
                                uint _e5696 = l_mut_2221_;
                                uint64_t l_3098_ = uint64_t(_e5696);
                                uint64_t l_3099_ = (l_3097_ * l_3098_);
                                uint64_t l_3100_ = (l_3099_ >> uint(32uL));
                                uint l_2223_ = uint(l_3100_);
                                uint _e5705 = l_mut_2221_;
                                uint l_2224_ = (l_52_ * _e5705);
                                uint l_2225_ = (l_2223_ + l_2224_);
                                uint l_2226_ = (l_54_ + l_2222_);
                                uint l_2227_ = (l_57_ + l_2225_);
                                bool l_2228_ = (l_2226_ < l_54_);
                                uint l_2229_ = uint(l_2228_);
                                uint l_2230_ = (l_2227_ + l_2229_);
                                l_mut_1940_ = 0u;
                                l_mut_1656_ = 0u;
                                uint _e5715 = l_mut_2221_;
                                bool l_2231_ = (_e5715 < 65536u);
                                if (l_2231_) {
                                    uint _e5718 = l_mut_2221_;
                                    uint _e5719 = l_mut_2221_;
                                    uint l_2232_ = (_e5718 * _e5719);
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
                                    uint _e5733 = l_mut_452_;
                                    uint l_2240_ = (_e5733 * l_2232_);
                                    uint _e5735 = l_mut_451_;
                                    uint l_2241_ = (_e5735 * l_2232_);
                                    uint _e5737 = l_mut_452_;
                                    uint64_t l_3102_ = uint64_t(_e5737);
                                    uint64_t l_3103_ = uint64_t(l_2232_);
                                    uint64_t l_3104_ = (l_3102_ * l_3103_);
                                    uint64_t l_3105_ = (l_3104_ >> uint(32uL));
                                    uint l_2242_ = uint(l_3105_);
                                    uint l_2243_ = (l_2242_ + l_2241_);
                                    uint _e5748 = l_mut_451_;
                                    uint64_t l_3107_ = uint64_t(_e5748);
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
                                    uint _e5777 = l_mut_448_;
                                    l_mut_446_ = _e5777;
                                    uint _e5778 = l_mut_447_;
                                    l_mut_448_ = _e5778;
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
                                            uint _e5792 = l_mut_447_;
                                            l_mut_446_ = _e5792;
                                            l_mut_448_ = l_2266_;
                                        }
                                    }
                                    uint _e5793 = l_mut_446_;
                                    l_mut_452_ = _e5793;
                                    uint _e5794 = l_mut_448_;
                                    l_mut_451_ = _e5794;
                                    if (l_2234_) {
                                        uint _e5796 = l_mut_452_;
                                        uint l_2267_ = (0u - _e5796);
                                        uint _e5799 = l_mut_451_;
                                        uint l_2268_ = (0u - _e5799);
                                        uint _e5802 = l_mut_452_;
                                        bool l_2269_ = (0u < _e5802);
                                        uint l_2270_ = uint(l_2269_);
                                        uint l_2271_ = (l_2268_ - l_2270_);
                                        l_mut_452_ = l_2267_;
                                        l_mut_451_ = l_2271_;
                                    }
                                    uint _e5806 = l_mut_452_;
                                    l_mut_1940_ = _e5806;
                                    uint _e5807 = l_mut_451_;
                                    l_mut_1656_ = _e5807;
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
                                    uint _e5820 = l_mut_452_;
                                    uint _e5821 = l_mut_2221_;
                                    uint l_2279_ = (_e5820 * _e5821);
                                    uint _e5823 = l_mut_451_;
                                    uint _e5824 = l_mut_2221_;
                                    uint l_2280_ = (_e5823 * _e5824);
                                    uint _e5826 = l_mut_452_;
                                    uint64_t l_3112_ = uint64_t(_e5826);
                                    uint _e5828 = l_mut_2221_;
                                    uint64_t l_3113_ = uint64_t(_e5828);
                                    uint64_t l_3114_ = (l_3112_ * l_3113_);
                                    uint64_t l_3115_ = (l_3114_ >> uint(32uL));
                                    uint l_2281_ = uint(l_3115_);
                                    uint l_2282_ = (l_2281_ + l_2280_);
                                    uint _e5838 = l_mut_451_;
                                    uint64_t l_3117_ = uint64_t(_e5838);
                                    uint _e5840 = l_mut_2221_;
                                    uint64_t l_3118_ = uint64_t(_e5840);
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
                                    uint _e5867 = l_mut_448_;
                                    l_mut_446_ = _e5867;
                                    uint _e5868 = l_mut_447_;
                                    l_mut_448_ = _e5868;
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
                                            uint _e5880 = l_mut_447_;
                                            l_mut_446_ = _e5880;
                                            l_mut_448_ = l_2305_;
                                        }
                                    }
                                    uint _e5881 = l_mut_452_;
                                    uint _e5882 = l_mut_2221_;
                                    uint l_2306_ = (_e5881 * _e5882);
                                    uint _e5884 = l_mut_451_;
                                    uint _e5885 = l_mut_2221_;
                                    uint l_2307_ = (_e5884 * _e5885);
                                    uint _e5887 = l_mut_452_;
                                    uint64_t l_3122_ = uint64_t(_e5887);
                                    uint _e5889 = l_mut_2221_;
                                    uint64_t l_3123_ = uint64_t(_e5889);
                                    uint64_t l_3124_ = (l_3122_ * l_3123_);
                                    uint64_t l_3125_ = (l_3124_ >> uint(32uL));
                                    uint l_2308_ = uint(l_3125_);
                                    uint l_2309_ = (l_2308_ + l_2307_);
                                    uint _e5899 = l_mut_451_;
                                    uint64_t l_3127_ = uint64_t(_e5899);
                                    uint _e5901 = l_mut_2221_;
                                    uint64_t l_3128_ = uint64_t(_e5901);
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
                                    uint _e5928 = l_mut_447_;
                                    l_mut_428_ = _e5928;
                                    uint _e5929 = l_mut_435_;
                                    l_mut_447_ = _e5929;
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
                                            uint _e5941 = l_mut_435_;
                                            l_mut_428_ = _e5941;
                                            l_mut_447_ = l_2332_;
                                        }
                                    }
                                    uint _e5942 = l_mut_446_;
                                    uint _e5943 = l_mut_2221_;
                                    uint l_2333_ = (_e5942 * _e5943);
                                    uint _e5945 = l_mut_448_;
                                    uint _e5946 = l_mut_2221_;
                                    uint l_2334_ = (_e5945 * _e5946);
                                    uint _e5948 = l_mut_446_;
                                    uint64_t l_3132_ = uint64_t(_e5948);
                                    uint _e5950 = l_mut_2221_;
                                    uint64_t l_3133_ = uint64_t(_e5950);
                                    uint64_t l_3134_ = (l_3132_ * l_3133_);
                                    uint64_t l_3135_ = (l_3134_ >> uint(32uL));
                                    uint l_2335_ = uint(l_3135_);
                                    uint l_2336_ = (l_2335_ + l_2334_);
                                    uint _e5960 = l_mut_448_;
                                    uint64_t l_3137_ = uint64_t(_e5960);
                                    uint _e5962 = l_mut_2221_;
                                    uint64_t l_3138_ = uint64_t(_e5962);
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
                                    uint _e5989 = l_mut_452_;
                                    l_mut_435_ = _e5989;
                                    uint _e5990 = l_mut_451_;
                                    l_mut_452_ = _e5990;
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
                                            uint _e6002 = l_mut_451_;
                                            l_mut_435_ = _e6002;
                                            l_mut_452_ = l_2359_;
                                        }
                                    }
                                    uint _e6003 = l_mut_446_;
                                    uint _e6004 = l_mut_2221_;
                                    uint l_2360_ = (_e6003 * _e6004);
                                    uint _e6006 = l_mut_448_;
                                    uint _e6007 = l_mut_2221_;
                                    uint l_2361_ = (_e6006 * _e6007);
                                    uint _e6009 = l_mut_446_;
                                    uint64_t l_3142_ = uint64_t(_e6009);
                                    uint _e6011 = l_mut_2221_;
                                    uint64_t l_3143_ = uint64_t(_e6011);
                                    uint64_t l_3144_ = (l_3142_ * l_3143_);
                                    uint64_t l_3145_ = (l_3144_ >> uint(32uL));
                                    uint l_2362_ = uint(l_3145_);
                                    uint l_2363_ = (l_2362_ + l_2361_);
                                    uint _e6021 = l_mut_448_;
                                    uint64_t l_3147_ = uint64_t(_e6021);
                                    uint _e6023 = l_mut_2221_;
                                    uint64_t l_3148_ = uint64_t(_e6023);
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
                                    uint _e6050 = l_mut_451_;
                                    l_mut_395_ = _e6050;
                                    uint _e6051 = l_mut_401_;
                                    l_mut_451_ = _e6051;
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
                                            uint _e6063 = l_mut_401_;
                                            l_mut_395_ = _e6063;
                                            l_mut_451_ = l_2386_;
                                        }
                                    }
                                    uint _e6064 = l_mut_428_;
                                    uint _e6065 = l_mut_2221_;
                                    uint l_2387_ = (_e6064 * _e6065);
                                    uint _e6067 = l_mut_428_;
                                    uint64_t l_3152_ = uint64_t(_e6067);
                                    uint _e6069 = l_mut_2221_;
                                    uint64_t l_3153_ = uint64_t(_e6069);
                                    uint64_t l_3154_ = (l_3152_ * l_3153_);
                                    uint64_t l_3155_ = (l_3154_ >> uint(32uL));
                                    uint l_2388_ = uint(l_3155_);
                                    uint _e6078 = l_mut_447_;
                                    uint _e6079 = l_mut_2221_;
                                    uint l_2389_ = (_e6078 * _e6079);
                                    uint l_2390_ = (l_2388_ + l_2389_);
                                    uint _e6082 = l_mut_395_;
                                    uint l_2391_ = (_e6082 + l_2387_);
                                    uint _e6084 = l_mut_451_;
                                    uint l_2392_ = (_e6084 + l_2390_);
                                    uint _e6086 = l_mut_395_;
                                    bool l_2393_ = (l_2391_ < _e6086);
                                    uint l_2394_ = uint(l_2393_);
                                    uint l_2395_ = (l_2392_ + l_2394_);
                                    uint _e6090 = l_mut_435_;
                                    l_mut_1940_ = _e6090;
                                    uint _e6091 = l_mut_452_;
                                    l_mut_1656_ = _e6091;
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
                                            uint _e6112 = l_mut_435_;
                                            l_mut_447_ = _e6112;
                                            uint _e6113 = l_mut_452_;
                                            l_mut_446_ = _e6113;
                                            bool l_2408_ = (l_9_ >= 32u);
                                            if (l_2408_) {
                                                uint l_2409_ = (l_9_ & 31u);
                                                uint _e6118 = l_mut_452_;
                                                uint l_2410_ = (_e6118 >> l_2409_);
                                                l_mut_447_ = l_2410_;
                                                l_mut_446_ = 0u;
                                            } else {
                                                bool l_2411_ = (l_9_ > 0u);
                                                if (l_2411_) {
                                                    uint _e6123 = l_mut_435_;
                                                    l_mut_428_ = _e6123;
                                                    bool l_2412_ = (l_9_ > 0u);
                                                    if (l_2412_) {
                                                        uint _e6126 = l_mut_435_;
                                                        uint l_2413_ = (_e6126 >> l_9_);
                                                        uint l_2414_ = (32u - l_9_);
                                                        uint _e6130 = l_mut_452_;
                                                        uint l_2415_ = (_e6130 << l_2414_);
                                                        uint l_2416_ = (l_2413_ | l_2415_);
                                                        l_mut_428_ = l_2416_;
                                                    }
                                                    uint _e6133 = l_mut_452_;
                                                    uint l_2417_ = (_e6133 >> l_9_);
                                                    uint _e6135 = l_mut_428_;
                                                    l_mut_447_ = _e6135;
                                                    l_mut_446_ = l_2417_;
                                                }
                                            }
                                            uint _e6136 = l_mut_451_;
                                            uint _e6137 = l_mut_447_;
                                            uint l_2418_ = (_e6136 + _e6137);
                                            uint _e6139 = l_mut_448_;
                                            uint _e6140 = l_mut_446_;
                                            uint l_2419_ = (_e6139 + _e6140);
                                            uint _e6142 = l_mut_451_;
                                            bool l_2420_ = (l_2418_ < _e6142);
                                            uint l_2421_ = uint(l_2420_);
                                            uint l_2422_ = (l_2419_ + l_2421_);
                                            l_mut_1940_ = l_2418_;
                                            l_mut_1656_ = l_2422_;
                                        }
                                    }
                                    if (l_2273_) {
                                        uint _e6147 = l_mut_1940_;
                                        uint l_2423_ = (0u - _e6147);
                                        uint _e6150 = l_mut_1656_;
                                        uint l_2424_ = (0u - _e6150);
                                        uint _e6153 = l_mut_1940_;
                                        bool l_2425_ = (0u < _e6153);
                                        uint l_2426_ = uint(l_2425_);
                                        uint l_2427_ = (l_2424_ - l_2426_);
                                        l_mut_1940_ = l_2423_;
                                        l_mut_1656_ = l_2427_;
                                    }
                                }
                                uint _e6157 = l_mut_1940_;
                                uint l_2428_ = (l_2226_ + _e6157);
                                uint _e6159 = l_mut_1656_;
                                uint l_2429_ = (l_2230_ + _e6159);
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
                                uint _e6172 = l_mut_1656_;
                                bool l_2438_ = (l_2432_ < _e6172);
                                uint _e6174 = l_mut_1656_;
                                bool l_2439_ = (l_2432_ == _e6174);
                                uint _e6176 = l_mut_1940_;
                                bool l_2440_ = (l_2428_ < _e6176);
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
                                uint _e6187 = l_mut_1656_;
                                bool l_2443_ = (_e6187 < l_17_);
                                uint _e6189 = l_mut_1656_;
                                bool l_2444_ = (_e6189 == l_17_);
                                uint _e6191 = l_mut_1940_;
                                bool l_2445_ = (_e6191 < l_14_);
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
                                uint _e6203 = l_mut_1945_;
                                l_mut_1945_ = (_e6203 + l_2448_);
                            }
                        }
                        uint _e6208 = l_mut_457_;
                        uint _e6209 = l_mut_1945_;
                        l_mut_457_ = (_e6208 + _e6209);
                    }
                }
            }
            uint _e6214 = l_mut_743_;
            bool l_2449_ = (_e6214 > 0u);
            if (l_2449_) {
                uint l_3157_ = asuint(info.Load(20+0));
                uint l_3158_ = (l_3157_ * 1u);
                uint l_3159_ = (l_3158_ - 1u);
                uint l_3160_ = min(1u, l_3159_);
                uint _e6229 = l_mut_743_;
                uint _e6230; buffer_5_global.InterlockedAdd(l_3160_*4, _e6229, _e6230);
            }
            uint _e6231 = l_mut_457_;
            bool l_2452_ = (_e6231 > 0u);
            if (l_2452_) {
                uint l_3162_ = asuint(info.Load(20+0));
                uint l_3163_ = (l_3162_ * 1u);
                uint l_3164_ = (l_3163_ - 1u);
                uint l_3165_ = min(2u, l_3164_);
                uint _e6246 = l_mut_457_;
                uint _e6247; buffer_5_global.InterlockedAdd(l_3165_*4, _e6246, _e6247);
                l_mut_1945_ = _e6247;
                uint2 loop_bound_20 = uint2(4294967295u, 4294967295u);
                bool loop_init_14 = true;
                while(true) {
                    if (all(loop_bound_20 == uint2(0u, 0u))) { break; }
                    loop_bound_20 -= uint2(loop_bound_20.y == 0u, 1u);
                    if (!loop_init_14) {
                        uint _e6816 = l_mut_2455_;
                        l_mut_2455_ = (_e6816 + 1u);
                    }
                    loop_init_14 = false;
                    uint _e6250 = l_mut_2455_;
                    if ((_e6250 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e6253 = l_mut_748_;
                        uint _e6254 = l_mut_2455_;
                        uint l_2456_ = (_e6253 >> _e6254);
                        uint l_2457_ = (l_2456_ & 1u);
                        bool l_2458_ = (l_2457_ == 1u);
                        if (l_2458_) {
                            uint _e6260 = l_mut_2455_;
                            uint l_2459_ = (_e6260 * l_1022_);
                            uint l_2460_ = (l_2459_ + l_1022_);
                            uint l_2461_ = min(l_2460_, l_46_);
                            uint _e6264 = l_mut_1945_;
                            l_mut_1940_ = _e6264;
                            l_mut_2462_ = l_2459_;
                            uint2 loop_bound_21 = uint2(4294967295u, 4294967295u);
                            bool loop_init_15 = true;
                            while(true) {
                                if (all(loop_bound_21 == uint2(0u, 0u))) { break; }
                                loop_bound_21 -= uint2(loop_bound_21.y == 0u, 1u);
                                if (!loop_init_15) {
                                    uint _e6812 = l_mut_2462_;
                                    l_mut_2462_ = (_e6812 + 1u);
                                }
                                loop_init_15 = false;
                                uint _e6266 = l_mut_2462_;
                                if ((_e6266 < l_2461_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e6268 = l_mut_2462_;
                                    uint l_2463_ = (l_49_ * _e6268);
                                    uint64_t l_3167_ = uint64_t(l_49_);
                                    uint _e6271 = l_mut_2462_;
                                    uint64_t l_3168_ = uint64_t(_e6271);
                                    uint64_t l_3169_ = (l_3167_ * l_3168_);
                                    uint64_t l_3170_ = (l_3169_ >> uint(32uL));
                                    uint l_2464_ = uint(l_3170_);
                                    uint _e6280 = l_mut_2462_;
                                    uint l_2465_ = (l_52_ * _e6280);
                                    uint l_2466_ = (l_2464_ + l_2465_);
                                    uint l_2467_ = (l_54_ + l_2463_);
                                    uint l_2468_ = (l_57_ + l_2466_);
                                    bool l_2469_ = (l_2467_ < l_54_);
                                    uint l_2470_ = uint(l_2469_);
                                    uint l_2471_ = (l_2468_ + l_2470_);
                                    l_mut_1656_ = 0u;
                                    l_mut_743_ = 0u;
                                    uint _e6290 = l_mut_2462_;
                                    bool l_2472_ = (_e6290 < 65536u);
                                    if (l_2472_) {
                                        uint _e6293 = l_mut_2462_;
                                        uint _e6294 = l_mut_2462_;
                                        uint l_2473_ = (_e6293 * _e6294);
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
                                        uint _e6308 = l_mut_457_;
                                        uint l_2481_ = (_e6308 * l_2473_);
                                        uint _e6310 = l_mut_452_;
                                        uint l_2482_ = (_e6310 * l_2473_);
                                        uint _e6312 = l_mut_457_;
                                        uint64_t l_3172_ = uint64_t(_e6312);
                                        uint64_t l_3173_ = uint64_t(l_2473_);
                                        uint64_t l_3174_ = (l_3172_ * l_3173_);
                                        uint64_t l_3175_ = (l_3174_ >> uint(32uL));
                                        uint l_2483_ = uint(l_3175_);
                                        uint l_2484_ = (l_2483_ + l_2482_);
                                        uint _e6323 = l_mut_452_;
                                        uint64_t l_3177_ = uint64_t(_e6323);
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
                                        uint _e6352 = l_mut_451_;
                                        l_mut_447_ = _e6352;
                                        uint _e6353 = l_mut_448_;
                                        l_mut_451_ = _e6353;
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
                                                uint _e6367 = l_mut_448_;
                                                l_mut_447_ = _e6367;
                                                l_mut_451_ = l_2507_;
                                            }
                                        }
                                        uint _e6368 = l_mut_447_;
                                        l_mut_457_ = _e6368;
                                        uint _e6369 = l_mut_451_;
                                        l_mut_452_ = _e6369;
                                        if (l_2475_) {
                                            uint _e6371 = l_mut_457_;
                                            uint l_2508_ = (0u - _e6371);
                                            uint _e6374 = l_mut_452_;
                                            uint l_2509_ = (0u - _e6374);
                                            uint _e6377 = l_mut_457_;
                                            bool l_2510_ = (0u < _e6377);
                                            uint l_2511_ = uint(l_2510_);
                                            uint l_2512_ = (l_2509_ - l_2511_);
                                            l_mut_457_ = l_2508_;
                                            l_mut_452_ = l_2512_;
                                        }
                                        uint _e6381 = l_mut_457_;
                                        l_mut_1656_ = _e6381;
                                        uint _e6382 = l_mut_452_;
                                        l_mut_743_ = _e6382;
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
                                        uint _e6395 = l_mut_457_;
                                        uint _e6396 = l_mut_2462_;
                                        uint l_2520_ = (_e6395 * _e6396);
                                        uint _e6398 = l_mut_452_;
                                        uint _e6399 = l_mut_2462_;
                                        uint l_2521_ = (_e6398 * _e6399);
                                        uint _e6401 = l_mut_457_;
                                        uint64_t l_3182_ = uint64_t(_e6401);
                                        uint _e6403 = l_mut_2462_;
                                        uint64_t l_3183_ = uint64_t(_e6403);
                                        uint64_t l_3184_ = (l_3182_ * l_3183_);
                                        uint64_t l_3185_ = (l_3184_ >> uint(32uL));
                                        uint l_2522_ = uint(l_3185_);
                                        uint l_2523_ = (l_2522_ + l_2521_);
                                        uint _e6413 = l_mut_452_;
                                        uint64_t l_3187_ = uint64_t(_e6413);
                                        uint _e6415 = l_mut_2462_;
                                        uint64_t l_3188_ = uint64_t(_e6415);
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
                                        uint _e6442 = l_mut_451_;
                                        l_mut_447_ = _e6442;
                                        uint _e6443 = l_mut_448_;
                                        l_mut_451_ = _e6443;
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
                                                uint _e6455 = l_mut_448_;
                                                l_mut_447_ = _e6455;
                                                l_mut_451_ = l_2546_;
                                            }
                                        }
                                        uint _e6456 = l_mut_457_;
                                        uint _e6457 = l_mut_2462_;
                                        uint l_2547_ = (_e6456 * _e6457);
                                        uint _e6459 = l_mut_452_;
                                        uint _e6460 = l_mut_2462_;
                                        uint l_2548_ = (_e6459 * _e6460);
                                        uint _e6462 = l_mut_457_;
                                        uint64_t l_3192_ = uint64_t(_e6462);
                                        uint _e6464 = l_mut_2462_;
                                        uint64_t l_3193_ = uint64_t(_e6464);
                                        uint64_t l_3194_ = (l_3192_ * l_3193_);
                                        uint64_t l_3195_ = (l_3194_ >> uint(32uL));
                                        uint l_2549_ = uint(l_3195_);
                                        uint l_2550_ = (l_2549_ + l_2548_);
                                        uint _e6474 = l_mut_452_;
                                        uint64_t l_3197_ = uint64_t(_e6474);
                                        uint _e6476 = l_mut_2462_;
                                        uint64_t l_3198_ = uint64_t(_e6476);
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
                                        uint _e6503 = l_mut_448_;
                                        l_mut_435_ = _e6503;
                                        uint _e6504 = l_mut_446_;
                                        l_mut_448_ = _e6504;
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
                                                uint _e6516 = l_mut_446_;
                                                l_mut_435_ = _e6516;
                                                l_mut_448_ = l_2573_;
                                            }
                                        }
                                        uint _e6517 = l_mut_447_;
                                        uint _e6518 = l_mut_2462_;
                                        uint l_2574_ = (_e6517 * _e6518);
                                        uint _e6520 = l_mut_451_;
                                        uint _e6521 = l_mut_2462_;
                                        uint l_2575_ = (_e6520 * _e6521);
                                        uint _e6523 = l_mut_447_;
                                        uint64_t l_3202_ = uint64_t(_e6523);
                                        uint _e6525 = l_mut_2462_;
                                        uint64_t l_3203_ = uint64_t(_e6525);
                                        uint64_t l_3204_ = (l_3202_ * l_3203_);
                                        uint64_t l_3205_ = (l_3204_ >> uint(32uL));
                                        uint l_2576_ = uint(l_3205_);
                                        uint l_2577_ = (l_2576_ + l_2575_);
                                        uint _e6535 = l_mut_451_;
                                        uint64_t l_3207_ = uint64_t(_e6535);
                                        uint _e6537 = l_mut_2462_;
                                        uint64_t l_3208_ = uint64_t(_e6537);
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
                                        uint _e6564 = l_mut_457_;
                                        l_mut_446_ = _e6564;
                                        uint _e6565 = l_mut_452_;
                                        l_mut_457_ = _e6565;
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
                                                uint _e6577 = l_mut_452_;
                                                l_mut_446_ = _e6577;
                                                l_mut_457_ = l_2600_;
                                            }
                                        }
                                        uint _e6578 = l_mut_447_;
                                        uint _e6579 = l_mut_2462_;
                                        uint l_2601_ = (_e6578 * _e6579);
                                        uint _e6581 = l_mut_451_;
                                        uint _e6582 = l_mut_2462_;
                                        uint l_2602_ = (_e6581 * _e6582);
                                        uint _e6584 = l_mut_447_;
                                        uint64_t l_3212_ = uint64_t(_e6584);
                                        uint _e6586 = l_mut_2462_;
                                        uint64_t l_3213_ = uint64_t(_e6586);
                                        uint64_t l_3214_ = (l_3212_ * l_3213_);
                                        uint64_t l_3215_ = (l_3214_ >> uint(32uL));
                                        uint l_2603_ = uint(l_3215_);
                                        uint l_2604_ = (l_2603_ + l_2602_);
                                        uint _e6596 = l_mut_451_;
                                        uint64_t l_3217_ = uint64_t(_e6596);
                                        uint _e6598 = l_mut_2462_;
                                        uint64_t l_3218_ = uint64_t(_e6598);
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
                                        uint _e6625 = l_mut_452_;
                                        l_mut_401_ = _e6625;
                                        uint _e6626 = l_mut_428_;
                                        l_mut_452_ = _e6626;
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
                                                uint _e6638 = l_mut_428_;
                                                l_mut_401_ = _e6638;
                                                l_mut_452_ = l_2627_;
                                            }
                                        }
                                        uint _e6639 = l_mut_435_;
                                        uint _e6640 = l_mut_2462_;
                                        uint l_2628_ = (_e6639 * _e6640);
                                        uint _e6642 = l_mut_435_;
                                        uint64_t l_3222_ = uint64_t(_e6642);
                                        uint _e6644 = l_mut_2462_;
                                        uint64_t l_3223_ = uint64_t(_e6644);
                                        uint64_t l_3224_ = (l_3222_ * l_3223_);
                                        uint64_t l_3225_ = (l_3224_ >> uint(32uL));
                                        uint l_2629_ = uint(l_3225_);
                                        uint _e6653 = l_mut_448_;
                                        uint _e6654 = l_mut_2462_;
                                        uint l_2630_ = (_e6653 * _e6654);
                                        uint l_2631_ = (l_2629_ + l_2630_);
                                        uint _e6657 = l_mut_401_;
                                        uint l_2632_ = (_e6657 + l_2628_);
                                        uint _e6659 = l_mut_452_;
                                        uint l_2633_ = (_e6659 + l_2631_);
                                        uint _e6661 = l_mut_401_;
                                        bool l_2634_ = (l_2632_ < _e6661);
                                        uint l_2635_ = uint(l_2634_);
                                        uint l_2636_ = (l_2633_ + l_2635_);
                                        uint _e6665 = l_mut_446_;
                                        l_mut_1656_ = _e6665;
                                        uint _e6666 = l_mut_457_;
                                        l_mut_743_ = _e6666;
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
                                                uint _e6687 = l_mut_446_;
                                                l_mut_448_ = _e6687;
                                                uint _e6688 = l_mut_457_;
                                                l_mut_447_ = _e6688;
                                                bool l_2649_ = (l_9_ >= 32u);
                                                if (l_2649_) {
                                                    uint l_2650_ = (l_9_ & 31u);
                                                    uint _e6693 = l_mut_457_;
                                                    uint l_2651_ = (_e6693 >> l_2650_);
                                                    l_mut_448_ = l_2651_;
                                                    l_mut_447_ = 0u;
                                                } else {
                                                    bool l_2652_ = (l_9_ > 0u);
                                                    if (l_2652_) {
                                                        uint _e6698 = l_mut_446_;
                                                        l_mut_435_ = _e6698;
                                                        bool l_2653_ = (l_9_ > 0u);
                                                        if (l_2653_) {
                                                            uint _e6701 = l_mut_446_;
                                                            uint l_2654_ = (_e6701 >> l_9_);
                                                            uint l_2655_ = (32u - l_9_);
                                                            uint _e6705 = l_mut_457_;
                                                            uint l_2656_ = (_e6705 << l_2655_);
                                                            uint l_2657_ = (l_2654_ | l_2656_);
                                                            l_mut_435_ = l_2657_;
                                                        }
                                                        uint _e6708 = l_mut_457_;
                                                        uint l_2658_ = (_e6708 >> l_9_);
                                                        uint _e6710 = l_mut_435_;
                                                        l_mut_448_ = _e6710;
                                                        l_mut_447_ = l_2658_;
                                                    }
                                                }
                                                uint _e6711 = l_mut_452_;
                                                uint _e6712 = l_mut_448_;
                                                uint l_2659_ = (_e6711 + _e6712);
                                                uint _e6714 = l_mut_451_;
                                                uint _e6715 = l_mut_447_;
                                                uint l_2660_ = (_e6714 + _e6715);
                                                uint _e6717 = l_mut_452_;
                                                bool l_2661_ = (l_2659_ < _e6717);
                                                uint l_2662_ = uint(l_2661_);
                                                uint l_2663_ = (l_2660_ + l_2662_);
                                                l_mut_1656_ = l_2659_;
                                                l_mut_743_ = l_2663_;
                                            }
                                        }
                                        if (l_2514_) {
                                            uint _e6722 = l_mut_1656_;
                                            uint l_2664_ = (0u - _e6722);
                                            uint _e6725 = l_mut_743_;
                                            uint l_2665_ = (0u - _e6725);
                                            uint _e6728 = l_mut_1656_;
                                            bool l_2666_ = (0u < _e6728);
                                            uint l_2667_ = uint(l_2666_);
                                            uint l_2668_ = (l_2665_ - l_2667_);
                                            l_mut_1656_ = l_2664_;
                                            l_mut_743_ = l_2668_;
                                        }
                                    }
                                    uint _e6732 = l_mut_1656_;
                                    uint l_2669_ = (l_2467_ + _e6732);
                                    uint _e6734 = l_mut_743_;
                                    uint l_2670_ = (l_2471_ + _e6734);
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
                                    uint _e6747 = l_mut_743_;
                                    bool l_2679_ = (l_2673_ < _e6747);
                                    uint _e6749 = l_mut_743_;
                                    bool l_2680_ = (l_2673_ == _e6749);
                                    uint _e6751 = l_mut_1656_;
                                    bool l_2681_ = (l_2669_ < _e6751);
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
                                    uint _e6762 = l_mut_743_;
                                    bool l_2684_ = (_e6762 < l_17_);
                                    uint _e6764 = l_mut_743_;
                                    bool l_2685_ = (_e6764 == l_17_);
                                    uint _e6766 = l_mut_1656_;
                                    bool l_2686_ = (_e6766 < l_14_);
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
                                        uint _e6777 = l_mut_1940_;
                                        uint l_2689_ = (_e6777 * 2u);
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
                                                uint _e6807 = l_mut_2462_;
                                                buffer_4_global.Store(l_2693_*4, asuint(_e6807));
                                            }
                                        }
                                        uint _e6808 = l_mut_1940_;
                                        l_mut_1940_ = (_e6808 + 1u);
                                    }
                                }
                            }
                            uint _e6814 = l_mut_1940_;
                            l_mut_1945_ = _e6814;
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
