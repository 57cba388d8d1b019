struct info_st {
    uint static_meta[8];
};

static const uint WORKGROUP_SIZE_X = 64u;
static const uint WORKGROUP_SIZE_Y = 1u;
static const uint WORKGROUP_SIZE_Z = 1u;

RWByteAddressBuffer buffer_0_global : register(u0);
RWByteAddressBuffer buffer_1_global : register(u1);
RWByteAddressBuffer buffer_2_global : register(u2);
RWByteAddressBuffer buffer_3_global : register(u3);
ByteAddressBuffer info : register(t4);

uint naga_div(uint lhs, uint rhs) {
    return lhs / (rhs == 0u ? 1u : rhs);
}

uint naga_f2u32(float value) {
    return uint(clamp(value, 0.0, 4294967000.0));
}

[numthreads(64, 1, 1)]
void multi_words_f_f32_(uint3 global_id : SV_DispatchThreadID, uint3 num_workgroups : SV_GroupID)
{
    float l_mut_101_ = (float)0;
    float l_mut_102_ = (float)0;
    float l_mut_103_ = (float)0;
    float l_mut_104_ = (float)0;
    float l_mut_105_ = (float)0;
    uint l_mut_106_ = (uint)0;
    float l_mut_2165_ = (float)0;
    float l_mut_2166_ = (float)0;
    float l_mut_2167_ = (float)0;
    float l_mut_2168_ = (float)0;
    float l_mut_36_ = (float)0;
    float l_mut_37_ = (float)0;
    float l_mut_38_ = (float)0;
    float l_mut_39_ = (float)0;
    float l_mut_702_ = (float)0;
    float l_mut_703_ = (float)0;
    float l_mut_704_ = (float)0;
    float l_mut_705_ = (float)0;
    uint l_mut_40_ = 0u;
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
    bool local_14 = (bool)0;
    bool local_15 = (bool)0;
    uint l_mut_212_ = 1u;
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
    bool local_84 = (bool)0;
    bool local_85 = (bool)0;
    bool local_86 = (bool)0;
    bool local_87 = (bool)0;
    bool local_88 = (bool)0;
    bool local_89 = (bool)0;
    bool local_90 = (bool)0;
    bool local_91 = (bool)0;
    bool local_92 = (bool)0;
    bool local_93 = (bool)0;
    bool local_94 = (bool)0;
    bool local_95 = (bool)0;
    uint l_mut_1680_ = 0u;
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
    bool local_137 = (bool)0;
    bool local_138 = (bool)0;
    bool local_139 = (bool)0;
    bool local_140 = (bool)0;
    bool local_141 = (bool)0;
    bool local_142 = (bool)0;
    bool local_143 = (bool)0;
    uint l_mut_2413_ = 0u;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    uint l_0_ = asuint(info.Load(16+0));
    uint l_1_ = naga_div(l_0_, 4u);
    bool l_2_ = (id < l_1_);
    if (l_2_) {
        uint l_2427_ = asuint(info.Load(8+0));
        uint l_2428_ = (l_2427_ * 1u);
        bool l_2429_ = (0u < l_2428_);
        uint l_2430_ = (l_2428_ - 1u);
        uint l_2431_ = min(0u, l_2430_);
        float l_2432_ = asfloat(buffer_2_global.Load(l_2431_*4));
        float l_3_ = (l_2429_ ? l_2432_ : 0.0);
        uint l_2434_ = asuint(info.Load(8+0));
        uint l_2435_ = (l_2434_ * 1u);
        bool l_2436_ = (1u < l_2435_);
        uint l_2437_ = (l_2435_ - 1u);
        uint l_2438_ = min(1u, l_2437_);
        float l_2439_ = asfloat(buffer_2_global.Load(l_2438_*4));
        float l_4_ = (l_2436_ ? l_2439_ : 0.0);
        uint l_2441_ = asuint(info.Load(0+0));
        uint l_2442_ = (l_2441_ * 1u);
        bool l_2443_ = (id < l_2442_);
        uint l_2444_ = (l_2442_ - 1u);
        uint l_2445_ = min(id, l_2444_);
        float l_2446_ = asfloat(buffer_0_global.Load(l_2445_*4));
        float l_5_ = (l_2443_ ? l_2446_ : 0.0);
        uint l_6_ = (l_1_ + id);
        uint l_2448_ = asuint(info.Load(0+0));
        uint l_2449_ = (l_2448_ * 1u);
        bool l_2450_ = (l_6_ < l_2449_);
        uint l_2451_ = (l_2449_ - 1u);
        uint l_2452_ = min(l_6_, l_2451_);
        float l_2453_ = asfloat(buffer_0_global.Load(l_2452_*4));
        float l_7_ = (l_2450_ ? l_2453_ : 0.0);
        uint l_8_ = (2u * l_1_);
        uint l_9_ = (l_8_ + id);
        uint l_2455_ = asuint(info.Load(0+0));
        uint l_2456_ = (l_2455_ * 1u);
        bool l_2457_ = (l_9_ < l_2456_);
        uint l_2458_ = (l_2456_ - 1u);
        uint l_2459_ = min(l_9_, l_2458_);
        float l_2460_ = asfloat(buffer_0_global.Load(l_2459_*4));
        float l_10_ = (l_2457_ ? l_2460_ : 0.0);
        uint l_11_ = (3u * l_1_);
        uint l_12_ = (l_11_ + id);
        uint l_2462_ = asuint(info.Load(0+0));
        uint l_2463_ = (l_2462_ * 1u);
        bool l_2464_ = (l_12_ < l_2463_);
        uint l_2465_ = (l_2463_ - 1u);
        uint l_2466_ = min(l_12_, l_2465_);
        float l_2467_ = asfloat(buffer_0_global.Load(l_2466_*4));
        float l_13_ = (l_2464_ ? l_2467_ : 0.0);
        uint l_2469_ = asuint(info.Load(4+0));
        uint l_2470_ = (l_2469_ * 1u);
        bool l_2471_ = (id < l_2470_);
        uint l_2472_ = (l_2470_ - 1u);
        uint l_2473_ = min(id, l_2472_);
        float l_2474_ = asfloat(buffer_1_global.Load(l_2473_*4));
        float l_14_ = (l_2471_ ? l_2474_ : 0.0);
        uint l_15_ = (l_1_ + id);
        uint l_2476_ = asuint(info.Load(4+0));
        uint l_2477_ = (l_2476_ * 1u);
        bool l_2478_ = (l_15_ < l_2477_);
        uint l_2479_ = (l_2477_ - 1u);
        uint l_2480_ = min(l_15_, l_2479_);
        float l_2481_ = asfloat(buffer_1_global.Load(l_2480_*4));
        float l_16_ = (l_2478_ ? l_2481_ : 0.0);
        uint l_17_ = (2u * l_1_);
        uint l_18_ = (l_17_ + id);
        uint l_2483_ = asuint(info.Load(4+0));
        uint l_2484_ = (l_2483_ * 1u);
        bool l_2485_ = (l_18_ < l_2484_);
        uint l_2486_ = (l_2484_ - 1u);
        uint l_2487_ = min(l_18_, l_2486_);
        float l_2488_ = asfloat(buffer_1_global.Load(l_2487_*4));
        float l_19_ = (l_2485_ ? l_2488_ : 0.0);
        uint l_20_ = (3u * l_1_);
        uint l_21_ = (l_20_ + id);
        uint l_2490_ = asuint(info.Load(4+0));
        uint l_2491_ = (l_2490_ * 1u);
        bool l_2492_ = (l_21_ < l_2491_);
        uint l_2493_ = (l_2491_ - 1u);
        uint l_2494_ = min(l_21_, l_2493_);
        float l_2495_ = asfloat(buffer_1_global.Load(l_2494_*4));
        float l_22_ = (l_2492_ ? l_2495_ : 0.0);
        uint l_2497_ = asuint(info.Load(8+0));
        uint l_2498_ = (l_2497_ * 1u);
        bool l_2499_ = (2u < l_2498_);
        uint l_2500_ = (l_2498_ - 1u);
        uint l_2501_ = min(2u, l_2500_);
        float l_2502_ = asfloat(buffer_2_global.Load(l_2501_*4));
        float l_24_ = (l_2499_ ? l_2502_ : 0.0);
        uint l_25_ = naga_f2u32(l_24_);
        uint l_2504_ = asuint(info.Load(8+0));
        uint l_2505_ = (l_2504_ * 1u);
        bool l_2506_ = (3u < l_2505_);
        uint l_2507_ = (l_2505_ - 1u);
        uint l_2508_ = min(3u, l_2507_);
        float l_2509_ = asfloat(buffer_2_global.Load(l_2508_*4));
        float l_27_ = (l_2506_ ? l_2509_ : 0.0);
        uint l_28_ = naga_f2u32(l_27_);
        uint l_2511_ = asuint(info.Load(8+0));
        uint l_2512_ = (l_2511_ * 1u);
        bool l_2513_ = (6u < l_2512_);
        uint l_2514_ = (l_2512_ - 1u);
        uint l_2515_ = min(6u, l_2514_);
        float l_2516_ = asfloat(buffer_2_global.Load(l_2515_*4));
        float l_30_ = (l_2513_ ? l_2516_ : 0.0);
        float l_31_ = (l_5_ / l_30_);
        float l_32_ = (l_31_ + 0.5);
        float l_33_ = floor(l_32_);
        float l_35_ = (l_33_ * 1.0);
        l_mut_36_ = l_5_;
        l_mut_37_ = l_7_;
        l_mut_38_ = l_10_;
        l_mut_39_ = l_13_;
        uint2 loop_bound = uint2(4294967295u, 4294967295u);
        bool loop_init = true;
        while(true) {
            if (all(loop_bound == uint2(0u, 0u))) { break; }
            loop_bound -= uint2(loop_bound.y == 0u, 1u);
            if (!loop_init) {
                uint _e600 = l_mut_40_;
                l_mut_40_ = (_e600 + 1u);
            }
            loop_init = false;
            uint _e277 = l_mut_40_;
            if ((_e277 < l_28_)) {
            } else {
                break;
            }
            {
                uint _e279 = l_mut_40_;
                uint l_41_ = (6u + _e279);
                uint l_2558_ = asuint(info.Load(8+0));
                uint l_2559_ = (l_2558_ * 1u);
                bool l_2560_ = (l_41_ < l_2559_);
                uint l_2561_ = (l_2559_ - 1u);
                uint l_2562_ = min(l_41_, l_2561_);
                float l_2563_ = asfloat(buffer_2_global.Load(l_2562_*4));
                float l_42_ = (l_2560_ ? l_2563_ : 0.0);
                float l_43_ = -(l_42_);
                float l_44_ = (l_35_ * l_43_);
                float _e298 = l_mut_36_;
                float l_45_ = (_e298 + l_44_);
                float l_46_ = (l_45_ * l_4_);
                float _e301 = l_mut_36_;
                float l_47_ = (l_46_ - _e301);
                float l_48_ = (l_47_ * l_4_);
                float l_49_ = (l_46_ - l_48_);
                float l_50_ = (l_49_ * l_4_);
                float _e306 = l_mut_36_;
                float l_51_ = (_e306 - l_50_);
                float l_52_ = (l_44_ - l_48_);
                float l_53_ = (l_51_ + l_52_);
                float _e310 = l_mut_37_;
                float l_54_ = (_e310 + l_53_);
                float l_55_ = (l_54_ * l_4_);
                float _e313 = l_mut_37_;
                float l_56_ = (l_55_ - _e313);
                float l_57_ = (l_56_ * l_4_);
                float l_58_ = (l_55_ - l_57_);
                float l_59_ = (l_58_ * l_4_);
                float _e318 = l_mut_37_;
                float l_60_ = (_e318 - l_59_);
                float l_61_ = (l_53_ - l_57_);
                float l_62_ = (l_60_ + l_61_);
                float _e322 = l_mut_38_;
                float l_63_ = (_e322 + l_62_);
                float l_64_ = (l_63_ * l_4_);
                float _e325 = l_mut_38_;
                float l_65_ = (l_64_ - _e325);
                float l_66_ = (l_65_ * l_4_);
                float l_67_ = (l_64_ - l_66_);
                float l_68_ = (l_67_ * l_4_);
                float _e330 = l_mut_38_;
                float l_69_ = (_e330 - l_68_);
                float l_70_ = (l_62_ - l_66_);
                float l_71_ = (l_69_ + l_70_);
                float _e334 = l_mut_39_;
                float l_72_ = (_e334 + l_71_);
                float l_73_ = (l_72_ * l_4_);
                float _e337 = l_mut_39_;
                float l_74_ = (l_73_ - _e337);
                float l_75_ = (l_74_ * l_4_);
                float l_76_ = (l_73_ - l_75_);
                float l_77_ = (l_76_ * l_4_);
                float _e342 = l_mut_39_;
                float l_78_ = (_e342 - l_77_);
                float l_79_ = (l_71_ - l_75_);
                float l_80_ = (l_78_ + l_79_);
                float l_81_ = (l_73_ + l_80_);
                float l_82_ = (l_81_ * l_4_);
                float l_83_ = (l_82_ - l_73_);
                float l_84_ = (l_83_ * l_4_);
                float l_85_ = (l_80_ - l_84_);
                float l_86_ = (l_64_ + l_82_);
                float l_87_ = (l_86_ * l_4_);
                float l_88_ = (l_87_ - l_64_);
                float l_89_ = (l_88_ * l_4_);
                float l_90_ = (l_82_ - l_89_);
                float l_91_ = (l_55_ + l_87_);
                float l_92_ = (l_91_ * l_4_);
                float l_93_ = (l_92_ - l_55_);
                float l_94_ = (l_93_ * l_4_);
                float l_95_ = (l_87_ - l_94_);
                float l_96_ = (l_46_ + l_92_);
                float l_97_ = (l_96_ * l_4_);
                float l_98_ = (l_97_ - l_46_);
                float l_99_ = (l_98_ * l_4_);
                float l_100_ = (l_92_ - l_99_);
                l_mut_101_ = 0.0;
                l_mut_102_ = 0.0;
                l_mut_103_ = 0.0;
                l_mut_104_ = 0.0;
                l_mut_105_ = l_97_;
                l_mut_106_ = 0u;
                float _e371 = l_mut_105_;
                float l_107_ = (_e371 + l_100_);
                float l_108_ = (l_107_ * l_4_);
                float _e374 = l_mut_105_;
                float l_109_ = (l_108_ - _e374);
                float l_110_ = (l_109_ * l_4_);
                float l_111_ = (l_100_ - l_110_);
                uint _e378 = l_mut_106_;
                bool l_112_ = (_e378 < 3u);
                bool l_113_ = (l_111_ != 0.0);
                if (l_112_) {
                    local = l_113_;
                } else {
                    local = false;
                }
                bool l_114_ = local;
                uint _e387 = l_mut_106_;
                bool l_115_ = (_e387 == 0u);
                if (l_114_) {
                    local_1 = l_115_;
                } else {
                    local_1 = false;
                }
                bool l_116_ = local_1;
                float _e394 = l_mut_101_;
                float l_117_ = (l_116_ ? l_108_ : _e394);
                l_mut_101_ = l_117_;
                uint _e396 = l_mut_106_;
                bool l_118_ = (_e396 == 1u);
                if (l_114_) {
                    local_2 = l_118_;
                } else {
                    local_2 = false;
                }
                bool l_119_ = local_2;
                float _e403 = l_mut_102_;
                float l_120_ = (l_119_ ? l_108_ : _e403);
                l_mut_102_ = l_120_;
                uint _e405 = l_mut_106_;
                bool l_121_ = (_e405 == 2u);
                if (l_114_) {
                    local_3 = l_121_;
                } else {
                    local_3 = false;
                }
                bool l_122_ = local_3;
                float _e412 = l_mut_103_;
                float l_123_ = (l_122_ ? l_108_ : _e412);
                l_mut_103_ = l_123_;
                float l_124_ = (l_114_ ? l_111_ : l_108_);
                float _e415 = l_mut_105_;
                float l_125_ = (_e415 + l_100_);
                float l_126_ = (l_112_ ? l_124_ : l_125_);
                l_mut_105_ = l_126_;
                uint l_127_ = uint(l_114_);
                uint _e419 = l_mut_106_;
                l_mut_106_ = (_e419 + l_127_);
                float _e421 = l_mut_105_;
                float l_128_ = (_e421 + l_95_);
                float l_129_ = (l_128_ * l_4_);
                float _e424 = l_mut_105_;
                float l_130_ = (l_129_ - _e424);
                float l_131_ = (l_130_ * l_4_);
                float l_132_ = (l_95_ - l_131_);
                uint _e428 = l_mut_106_;
                bool l_133_ = (_e428 < 3u);
                bool l_134_ = (l_132_ != 0.0);
                if (l_133_) {
                    local_4 = l_134_;
                } else {
                    local_4 = false;
                }
                bool l_135_ = local_4;
                uint _e437 = l_mut_106_;
                bool l_136_ = (_e437 == 0u);
                if (l_135_) {
                    local_5 = l_136_;
                } else {
                    local_5 = false;
                }
                bool l_137_ = local_5;
                float _e444 = l_mut_101_;
                float l_138_ = (l_137_ ? l_129_ : _e444);
                l_mut_101_ = l_138_;
                uint _e446 = l_mut_106_;
                bool l_139_ = (_e446 == 1u);
                if (l_135_) {
                    local_6 = l_139_;
                } else {
                    local_6 = false;
                }
                bool l_140_ = local_6;
                float _e453 = l_mut_102_;
                float l_141_ = (l_140_ ? l_129_ : _e453);
                l_mut_102_ = l_141_;
                uint _e455 = l_mut_106_;
                bool l_142_ = (_e455 == 2u);
                if (l_135_) {
                    local_7 = l_142_;
                } else {
                    local_7 = false;
                }
                bool l_143_ = local_7;
                float _e462 = l_mut_103_;
                float l_144_ = (l_143_ ? l_129_ : _e462);
                l_mut_103_ = l_144_;
                float l_145_ = (l_135_ ? l_132_ : l_129_);
                float _e465 = l_mut_105_;
                float l_146_ = (_e465 + l_95_);
                float l_147_ = (l_133_ ? l_145_ : l_146_);
                l_mut_105_ = l_147_;
                uint l_148_ = uint(l_135_);
                uint _e469 = l_mut_106_;
                l_mut_106_ = (_e469 + l_148_);
                float _e471 = l_mut_105_;
                float l_149_ = (_e471 + l_90_);
                float l_150_ = (l_149_ * l_4_);
                float _e474 = l_mut_105_;
                float l_151_ = (l_150_ - _e474);
                float l_152_ = (l_151_ * l_4_);
                float l_153_ = (l_90_ - l_152_);
                uint _e478 = l_mut_106_;
                bool l_154_ = (_e478 < 3u);
                bool l_155_ = (l_153_ != 0.0);
                if (l_154_) {
                    local_8 = l_155_;
                } else {
                    local_8 = false;
                }
                bool l_156_ = local_8;
                uint _e487 = l_mut_106_;
                bool l_157_ = (_e487 == 0u);
                if (l_156_) {
                    local_9 = l_157_;
                } else {
                    local_9 = false;
                }
                bool l_158_ = local_9;
                float _e494 = l_mut_101_;
                float l_159_ = (l_158_ ? l_150_ : _e494);
                l_mut_101_ = l_159_;
                uint _e496 = l_mut_106_;
                bool l_160_ = (_e496 == 1u);
                if (l_156_) {
                    local_10 = l_160_;
                } else {
                    local_10 = false;
                }
                bool l_161_ = local_10;
                float _e503 = l_mut_102_;
                float l_162_ = (l_161_ ? l_150_ : _e503);
                l_mut_102_ = l_162_;
                uint _e505 = l_mut_106_;
                bool l_163_ = (_e505 == 2u);
                if (l_156_) {
                    local_11 = l_163_;
                } else {
                    local_11 = false;
                }
                bool l_164_ = local_11;
                float _e512 = l_mut_103_;
                float l_165_ = (l_164_ ? l_150_ : _e512);
                l_mut_103_ = l_165_;
                float l_166_ = (l_156_ ? l_153_ : l_150_);
                float _e515 = l_mut_105_;
                float l_167_ = (_e515 + l_90_);
                float l_168_ = (l_154_ ? l_166_ : l_167_);
                l_mut_105_ = l_168_;
                uint l_169_ = uint(l_156_);
                uint _e519 = l_mut_106_;
                l_mut_106_ = (_e519 + l_169_);
                float _e521 = l_mut_105_;
                float l_170_ = (_e521 + l_85_);
                float l_171_ = (l_170_ * l_4_);
                float _e524 = l_mut_105_;
                float l_172_ = (l_171_ - _e524);
                float l_173_ = (l_172_ * l_4_);
                float l_174_ = (l_85_ - l_173_);
                uint _e528 = l_mut_106_;
                bool l_175_ = (_e528 < 3u);
                bool l_176_ = (l_174_ != 0.0);
                if (l_175_) {
                    local_12 = l_176_;
                } else {
                    local_12 = false;
                }
                bool l_177_ = local_12;
                uint _e537 = l_mut_106_;
                bool l_178_ = (_e537 == 0u);
                if (l_177_) {
                    local_13 = l_178_;
                } else {
                    local_13 = false;
                }
                bool l_179_ = local_13;
                float _e544 = l_mut_101_;
                float l_180_ = (l_179_ ? l_171_ : _e544);
                l_mut_101_ = l_180_;
                uint _e546 = l_mut_106_;
                bool l_181_ = (_e546 == 1u);
                if (l_177_) {
                    local_14 = l_181_;
                } else {
                    local_14 = false;
                }
                bool l_182_ = local_14;
                float _e553 = l_mut_102_;
                float l_183_ = (l_182_ ? l_171_ : _e553);
                l_mut_102_ = l_183_;
                uint _e555 = l_mut_106_;
                bool l_184_ = (_e555 == 2u);
                if (l_177_) {
                    local_15 = l_184_;
                } else {
                    local_15 = false;
                }
                bool l_185_ = local_15;
                float _e562 = l_mut_103_;
                float l_186_ = (l_185_ ? l_171_ : _e562);
                l_mut_103_ = l_186_;
                float l_187_ = (l_177_ ? l_174_ : l_171_);
                float _e565 = l_mut_105_;
                float l_188_ = (_e565 + l_85_);
                float l_189_ = (l_175_ ? l_187_ : l_188_);
                l_mut_105_ = l_189_;
                uint l_190_ = uint(l_177_);
                uint _e569 = l_mut_106_;
                l_mut_106_ = (_e569 + l_190_);
                uint _e571 = l_mut_106_;
                bool l_191_ = (_e571 == 0u);
                float _e574 = l_mut_101_;
                float _e575 = l_mut_105_;
                float l_192_ = (l_191_ ? _e575 : _e574);
                l_mut_101_ = l_192_;
                uint _e577 = l_mut_106_;
                bool l_193_ = (_e577 == 1u);
                float _e580 = l_mut_102_;
                float _e581 = l_mut_105_;
                float l_194_ = (l_193_ ? _e581 : _e580);
                l_mut_102_ = l_194_;
                uint _e583 = l_mut_106_;
                bool l_195_ = (_e583 == 2u);
                float _e586 = l_mut_103_;
                float _e587 = l_mut_105_;
                float l_196_ = (l_195_ ? _e587 : _e586);
                l_mut_103_ = l_196_;
                uint _e589 = l_mut_106_;
                bool l_197_ = (_e589 == 3u);
                float _e592 = l_mut_104_;
                float _e593 = l_mut_105_;
                float l_198_ = (l_197_ ? _e593 : _e592);
                l_mut_104_ = l_198_;
                float _e595 = l_mut_101_;
                l_mut_36_ = _e595;
                float _e596 = l_mut_102_;
                l_mut_37_ = _e596;
                float _e597 = l_mut_103_;
                l_mut_38_ = _e597;
                float _e598 = l_mut_104_;
                l_mut_39_ = _e598;
            }
        }
        float _e602 = l_mut_36_;
        float l_199_ = (_e602 * 0.00390625);
        float _e605 = l_mut_37_;
        float l_200_ = (_e605 * 0.00390625);
        float _e608 = l_mut_38_;
        float l_201_ = (_e608 * 0.00390625);
        float _e611 = l_mut_39_;
        float l_202_ = (_e611 * 0.00390625);
        uint l_203_ = (l_25_ - 1u);
        uint l_204_ = (6u + l_28_);
        uint l_2518_ = asuint(info.Load(8+0));
        uint l_2519_ = (l_2518_ * 1u);
        bool l_2520_ = (l_204_ < l_2519_);
        uint l_2521_ = (l_2519_ - 1u);
        uint l_2522_ = min(l_204_, l_2521_);
        float l_2523_ = asfloat(buffer_2_global.Load(l_2522_*4));
        float l_205_ = (l_2520_ ? l_2523_ : 0.0);
        uint l_206_ = (l_204_ + 1u);
        uint l_2525_ = asuint(info.Load(8+0));
        uint l_2526_ = (l_2525_ * 1u);
        bool l_2527_ = (l_206_ < l_2526_);
        uint l_2528_ = (l_2526_ - 1u);
        uint l_2529_ = min(l_206_, l_2528_);
        float l_2530_ = asfloat(buffer_2_global.Load(l_2529_*4));
        float l_207_ = (l_2527_ ? l_2530_ : 0.0);
        uint l_208_ = (l_204_ + 2u);
        uint l_2532_ = asuint(info.Load(8+0));
        uint l_2533_ = (l_2532_ * 1u);
        bool l_2534_ = (l_208_ < l_2533_);
        uint l_2535_ = (l_2533_ - 1u);
        uint l_2536_ = min(l_208_, l_2535_);
        float l_2537_ = asfloat(buffer_2_global.Load(l_2536_*4));
        float l_209_ = (l_2534_ ? l_2537_ : 0.0);
        uint l_210_ = (l_204_ + 3u);
        uint l_2539_ = asuint(info.Load(8+0));
        uint l_2540_ = (l_2539_ * 1u);
        bool l_2541_ = (l_210_ < l_2540_);
        uint l_2542_ = (l_2540_ - 1u);
        uint l_2543_ = min(l_210_, l_2542_);
        float l_2544_ = asfloat(buffer_2_global.Load(l_2543_*4));
        float l_211_ = (l_2541_ ? l_2544_ : 0.0);
        l_mut_105_ = l_205_;
        l_mut_104_ = l_207_;
        l_mut_103_ = l_209_;
        l_mut_102_ = l_211_;
        uint2 loop_bound_1 = uint2(4294967295u, 4294967295u);
        bool loop_init_1 = true;
        while(true) {
            if (all(loop_bound_1 == uint2(0u, 0u))) { break; }
            loop_bound_1 -= uint2(loop_bound_1.y == 0u, 1u);
            if (!loop_init_1) {
                uint _e1648 = l_mut_212_;
                l_mut_212_ = (_e1648 + 1u);
            }
            loop_init_1 = false;
            uint _e685 = l_mut_212_;
            if ((_e685 < l_203_)) {
            } else {
                break;
            }
            {
                float _e687 = l_mut_105_;
                float l_213_ = (_e687 * l_199_);
                float l_214_ = (l_213_ * l_4_);
                float _e690 = l_mut_105_;
                float l_215_ = (l_3_ * _e690);
                float l_216_ = (l_215_ * l_4_);
                float _e693 = l_mut_105_;
                float l_217_ = (l_216_ - _e693);
                float l_218_ = (l_217_ * l_4_);
                float l_219_ = (l_216_ - l_218_);
                float _e697 = l_mut_105_;
                float l_220_ = (_e697 - l_219_);
                float l_221_ = (l_3_ * l_199_);
                float l_222_ = (l_221_ * l_4_);
                float l_223_ = (l_222_ - l_199_);
                float l_224_ = (l_223_ * l_4_);
                float l_225_ = (l_222_ - l_224_);
                float l_226_ = (l_199_ - l_225_);
                float l_227_ = (l_219_ * l_225_);
                float l_228_ = (l_227_ - l_214_);
                float l_229_ = (l_219_ * l_226_);
                float l_230_ = (l_228_ + l_229_);
                float l_231_ = (l_220_ * l_225_);
                float l_232_ = (l_230_ + l_231_);
                float l_233_ = (l_220_ * l_226_);
                float l_234_ = (l_232_ + l_233_);
                float _e713 = l_mut_105_;
                float l_235_ = (_e713 * l_200_);
                float l_236_ = (l_235_ * l_4_);
                float _e716 = l_mut_105_;
                float l_237_ = (l_3_ * _e716);
                float l_238_ = (l_237_ * l_4_);
                float _e719 = l_mut_105_;
                float l_239_ = (l_238_ - _e719);
                float l_240_ = (l_239_ * l_4_);
                float l_241_ = (l_238_ - l_240_);
                float _e723 = l_mut_105_;
                float l_242_ = (_e723 - l_241_);
                float l_243_ = (l_3_ * l_200_);
                float l_244_ = (l_243_ * l_4_);
                float l_245_ = (l_244_ - l_200_);
                float l_246_ = (l_245_ * l_4_);
                float l_247_ = (l_244_ - l_246_);
                float l_248_ = (l_200_ - l_247_);
                float l_249_ = (l_241_ * l_247_);
                float l_250_ = (l_249_ - l_236_);
                float l_251_ = (l_241_ * l_248_);
                float l_252_ = (l_250_ + l_251_);
                float l_253_ = (l_242_ * l_247_);
                float l_254_ = (l_252_ + l_253_);
                float l_255_ = (l_242_ * l_248_);
                float l_256_ = (l_254_ + l_255_);
                float _e739 = l_mut_104_;
                float l_257_ = (_e739 * l_199_);
                float l_258_ = (l_257_ * l_4_);
                float _e742 = l_mut_104_;
                float l_259_ = (l_3_ * _e742);
                float l_260_ = (l_259_ * l_4_);
                float _e745 = l_mut_104_;
                float l_261_ = (l_260_ - _e745);
                float l_262_ = (l_261_ * l_4_);
                float l_263_ = (l_260_ - l_262_);
                float _e749 = l_mut_104_;
                float l_264_ = (_e749 - l_263_);
                float l_265_ = (l_3_ * l_199_);
                float l_266_ = (l_265_ * l_4_);
                float l_267_ = (l_266_ - l_199_);
                float l_268_ = (l_267_ * l_4_);
                float l_269_ = (l_266_ - l_268_);
                float l_270_ = (l_199_ - l_269_);
                float l_271_ = (l_263_ * l_269_);
                float l_272_ = (l_271_ - l_258_);
                float l_273_ = (l_263_ * l_270_);
                float l_274_ = (l_272_ + l_273_);
                float l_275_ = (l_264_ * l_269_);
                float l_276_ = (l_274_ + l_275_);
                float l_277_ = (l_264_ * l_270_);
                float l_278_ = (l_276_ + l_277_);
                float _e765 = l_mut_105_;
                float l_279_ = (_e765 * l_201_);
                float l_280_ = (l_279_ * l_4_);
                float _e768 = l_mut_105_;
                float l_281_ = (l_3_ * _e768);
                float l_282_ = (l_281_ * l_4_);
                float _e771 = l_mut_105_;
                float l_283_ = (l_282_ - _e771);
                float l_284_ = (l_283_ * l_4_);
                float l_285_ = (l_282_ - l_284_);
                float _e775 = l_mut_105_;
                float l_286_ = (_e775 - l_285_);
                float l_287_ = (l_3_ * l_201_);
                float l_288_ = (l_287_ * l_4_);
                float l_289_ = (l_288_ - l_201_);
                float l_290_ = (l_289_ * l_4_);
                float l_291_ = (l_288_ - l_290_);
                float l_292_ = (l_201_ - l_291_);
                float l_293_ = (l_285_ * l_291_);
                float l_294_ = (l_293_ - l_280_);
                float l_295_ = (l_285_ * l_292_);
                float l_296_ = (l_294_ + l_295_);
                float l_297_ = (l_286_ * l_291_);
                float l_298_ = (l_296_ + l_297_);
                float l_299_ = (l_286_ * l_292_);
                float l_300_ = (l_298_ + l_299_);
                float _e791 = l_mut_104_;
                float l_301_ = (_e791 * l_200_);
                float l_302_ = (l_301_ * l_4_);
                float _e794 = l_mut_104_;
                float l_303_ = (l_3_ * _e794);
                float l_304_ = (l_303_ * l_4_);
                float _e797 = l_mut_104_;
                float l_305_ = (l_304_ - _e797);
                float l_306_ = (l_305_ * l_4_);
                float l_307_ = (l_304_ - l_306_);
                float _e801 = l_mut_104_;
                float l_308_ = (_e801 - l_307_);
                float l_309_ = (l_3_ * l_200_);
                float l_310_ = (l_309_ * l_4_);
                float l_311_ = (l_310_ - l_200_);
                float l_312_ = (l_311_ * l_4_);
                float l_313_ = (l_310_ - l_312_);
                float l_314_ = (l_200_ - l_313_);
                float l_315_ = (l_307_ * l_313_);
                float l_316_ = (l_315_ - l_302_);
                float l_317_ = (l_307_ * l_314_);
                float l_318_ = (l_316_ + l_317_);
                float l_319_ = (l_308_ * l_313_);
                float l_320_ = (l_318_ + l_319_);
                float l_321_ = (l_308_ * l_314_);
                float l_322_ = (l_320_ + l_321_);
                float _e817 = l_mut_103_;
                float l_323_ = (_e817 * l_199_);
                float l_324_ = (l_323_ * l_4_);
                float _e820 = l_mut_103_;
                float l_325_ = (l_3_ * _e820);
                float l_326_ = (l_325_ * l_4_);
                float _e823 = l_mut_103_;
                float l_327_ = (l_326_ - _e823);
                float l_328_ = (l_327_ * l_4_);
                float l_329_ = (l_326_ - l_328_);
                float _e827 = l_mut_103_;
                float l_330_ = (_e827 - l_329_);
                float l_331_ = (l_3_ * l_199_);
                float l_332_ = (l_331_ * l_4_);
                float l_333_ = (l_332_ - l_199_);
                float l_334_ = (l_333_ * l_4_);
                float l_335_ = (l_332_ - l_334_);
                float l_336_ = (l_199_ - l_335_);
                float l_337_ = (l_329_ * l_335_);
                float l_338_ = (l_337_ - l_324_);
                float l_339_ = (l_329_ * l_336_);
                float l_340_ = (l_338_ + l_339_);
                float l_341_ = (l_330_ * l_335_);
                float l_342_ = (l_340_ + l_341_);
                float l_343_ = (l_330_ * l_336_);
                float l_344_ = (l_342_ + l_343_);
                float l_345_ = (l_236_ + l_258_);
                float l_346_ = (l_345_ * l_4_);
                float l_347_ = (l_346_ - l_236_);
                float l_348_ = (l_347_ * l_4_);
                float l_349_ = (l_346_ - l_348_);
                float l_350_ = (l_349_ * l_4_);
                float l_351_ = (l_236_ - l_350_);
                float l_352_ = (l_258_ - l_348_);
                float l_353_ = (l_351_ + l_352_);
                float l_354_ = (l_234_ + l_346_);
                float l_355_ = (l_354_ * l_4_);
                float l_356_ = (l_355_ - l_234_);
                float l_357_ = (l_356_ * l_4_);
                float l_358_ = (l_355_ - l_357_);
                float l_359_ = (l_358_ * l_4_);
                float l_360_ = (l_234_ - l_359_);
                float l_361_ = (l_346_ - l_357_);
                float l_362_ = (l_360_ + l_361_);
                float l_363_ = (l_353_ + l_362_);
                float l_364_ = (l_363_ * l_4_);
                float l_365_ = (l_364_ - l_353_);
                float l_366_ = (l_365_ * l_4_);
                float l_367_ = (l_364_ - l_366_);
                float l_368_ = (l_367_ * l_4_);
                float l_369_ = (l_353_ - l_368_);
                float l_370_ = (l_362_ - l_366_);
                float l_371_ = (l_369_ + l_370_);
                float l_372_ = (l_364_ + l_256_);
                float l_373_ = (l_372_ * l_4_);
                float l_374_ = (l_373_ - l_364_);
                float l_375_ = (l_374_ * l_4_);
                float l_376_ = (l_373_ - l_375_);
                float l_377_ = (l_376_ * l_4_);
                float l_378_ = (l_364_ - l_377_);
                float l_379_ = (l_256_ - l_375_);
                float l_380_ = (l_378_ + l_379_);
                float l_381_ = (l_278_ + l_373_);
                float l_382_ = (l_381_ * l_4_);
                float l_383_ = (l_382_ - l_278_);
                float l_384_ = (l_383_ * l_4_);
                float l_385_ = (l_382_ - l_384_);
                float l_386_ = (l_385_ * l_4_);
                float l_387_ = (l_278_ - l_386_);
                float l_388_ = (l_373_ - l_384_);
                float l_389_ = (l_387_ + l_388_);
                float l_390_ = (l_380_ + l_389_);
                float l_391_ = (l_390_ * l_4_);
                float l_392_ = (l_391_ - l_380_);
                float l_393_ = (l_392_ * l_4_);
                float l_394_ = (l_391_ - l_393_);
                float l_395_ = (l_394_ * l_4_);
                float l_396_ = (l_380_ - l_395_);
                float l_397_ = (l_389_ - l_393_);
                float l_398_ = (l_396_ + l_397_);
                float l_399_ = (l_280_ + l_302_);
                float l_400_ = (l_399_ * l_4_);
                float l_401_ = (l_400_ - l_280_);
                float l_402_ = (l_401_ * l_4_);
                float l_403_ = (l_400_ - l_402_);
                float l_404_ = (l_403_ * l_4_);
                float l_405_ = (l_280_ - l_404_);
                float l_406_ = (l_302_ - l_402_);
                float l_407_ = (l_405_ + l_406_);
                float l_408_ = (l_324_ + l_400_);
                float l_409_ = (l_408_ * l_4_);
                float l_410_ = (l_409_ - l_324_);
                float l_411_ = (l_410_ * l_4_);
                float l_412_ = (l_409_ - l_411_);
                float l_413_ = (l_412_ * l_4_);
                float l_414_ = (l_324_ - l_413_);
                float l_415_ = (l_400_ - l_411_);
                float l_416_ = (l_414_ + l_415_);
                float l_417_ = (l_407_ + l_416_);
                float l_418_ = (l_417_ * l_4_);
                float l_419_ = (l_418_ - l_407_);
                float l_420_ = (l_419_ * l_4_);
                float l_421_ = (l_418_ - l_420_);
                float l_422_ = (l_421_ * l_4_);
                float l_423_ = (l_407_ - l_422_);
                float l_424_ = (l_416_ - l_420_);
                float l_425_ = (l_423_ + l_424_);
                float l_426_ = (l_382_ + l_409_);
                float l_427_ = (l_426_ * l_4_);
                float l_428_ = (l_427_ - l_382_);
                float l_429_ = (l_428_ * l_4_);
                float l_430_ = (l_427_ - l_429_);
                float l_431_ = (l_430_ * l_4_);
                float l_432_ = (l_382_ - l_431_);
                float l_433_ = (l_409_ - l_429_);
                float l_434_ = (l_432_ + l_433_);
                float l_435_ = (l_391_ + l_418_);
                float l_436_ = (l_435_ * l_4_);
                float l_437_ = (l_436_ - l_391_);
                float l_438_ = (l_437_ * l_4_);
                float l_439_ = (l_436_ - l_438_);
                float l_440_ = (l_439_ * l_4_);
                float l_441_ = (l_391_ - l_440_);
                float l_442_ = (l_418_ - l_438_);
                float l_443_ = (l_441_ + l_442_);
                float l_444_ = (l_436_ + l_434_);
                float l_445_ = (l_444_ * l_4_);
                float l_446_ = (l_445_ - l_436_);
                float l_447_ = (l_446_ * l_4_);
                float l_448_ = (l_445_ - l_447_);
                float l_449_ = (l_448_ * l_4_);
                float l_450_ = (l_436_ - l_449_);
                float l_451_ = (l_434_ - l_447_);
                float l_452_ = (l_450_ + l_451_);
                float l_453_ = (l_398_ + l_425_);
                float l_454_ = (l_452_ + l_443_);
                float l_455_ = (l_453_ + l_454_);
                float _e954 = l_mut_105_;
                float l_456_ = (_e954 * l_202_);
                float _e956 = l_mut_104_;
                float l_457_ = (_e956 * l_201_);
                float l_458_ = (l_456_ + l_457_);
                float _e959 = l_mut_103_;
                float l_459_ = (_e959 * l_200_);
                float _e961 = l_mut_102_;
                float l_460_ = (_e961 * l_199_);
                float l_461_ = (l_459_ + l_460_);
                float l_462_ = (l_458_ + l_461_);
                float l_463_ = (l_371_ + l_300_);
                float l_464_ = (l_322_ + l_344_);
                float l_465_ = (l_463_ + l_464_);
                float l_466_ = (l_462_ + l_465_);
                float l_467_ = (l_445_ + l_466_);
                float l_468_ = (l_467_ + l_455_);
                float l_469_ = (l_468_ * l_4_);
                float l_470_ = (l_469_ - l_467_);
                float l_471_ = (l_470_ * l_4_);
                float l_472_ = (l_455_ - l_471_);
                float l_473_ = (l_427_ + l_469_);
                float l_474_ = (l_473_ * l_4_);
                float l_475_ = (l_474_ - l_427_);
                float l_476_ = (l_475_ * l_4_);
                float l_477_ = (l_469_ - l_476_);
                float l_478_ = (l_355_ + l_474_);
                float l_479_ = (l_478_ * l_4_);
                float l_480_ = (l_479_ - l_355_);
                float l_481_ = (l_480_ * l_4_);
                float l_482_ = (l_474_ - l_481_);
                float l_483_ = (l_214_ + l_479_);
                float l_484_ = (l_483_ * l_4_);
                float l_485_ = (l_484_ - l_214_);
                float l_486_ = (l_485_ * l_4_);
                float l_487_ = (l_479_ - l_486_);
                l_mut_101_ = 0.0;
                l_mut_39_ = 0.0;
                l_mut_38_ = 0.0;
                l_mut_37_ = 0.0;
                l_mut_36_ = l_484_;
                l_mut_106_ = 0u;
                float _e995 = l_mut_36_;
                float l_488_ = (_e995 + l_487_);
                float l_489_ = (l_488_ * l_4_);
                float _e998 = l_mut_36_;
                float l_490_ = (l_489_ - _e998);
                float l_491_ = (l_490_ * l_4_);
                float l_492_ = (l_487_ - l_491_);
                uint _e1002 = l_mut_106_;
                bool l_493_ = (_e1002 < 3u);
                bool l_494_ = (l_492_ != 0.0);
                if (l_493_) {
                    local_16 = l_494_;
                } else {
                    local_16 = false;
                }
                bool l_495_ = local_16;
                uint _e1011 = l_mut_106_;
                bool l_496_ = (_e1011 == 0u);
                if (l_495_) {
                    local_17 = l_496_;
                } else {
                    local_17 = false;
                }
                bool l_497_ = local_17;
                float _e1018 = l_mut_101_;
                float l_498_ = (l_497_ ? l_489_ : _e1018);
                l_mut_101_ = l_498_;
                uint _e1020 = l_mut_106_;
                bool l_499_ = (_e1020 == 1u);
                if (l_495_) {
                    local_18 = l_499_;
                } else {
                    local_18 = false;
                }
                bool l_500_ = local_18;
                float _e1027 = l_mut_39_;
                float l_501_ = (l_500_ ? l_489_ : _e1027);
                l_mut_39_ = l_501_;
                uint _e1029 = l_mut_106_;
                bool l_502_ = (_e1029 == 2u);
                if (l_495_) {
                    local_19 = l_502_;
                } else {
                    local_19 = false;
                }
                bool l_503_ = local_19;
                float _e1036 = l_mut_38_;
                float l_504_ = (l_503_ ? l_489_ : _e1036);
                l_mut_38_ = l_504_;
                float l_505_ = (l_495_ ? l_492_ : l_489_);
                float _e1039 = l_mut_36_;
                float l_506_ = (_e1039 + l_487_);
                float l_507_ = (l_493_ ? l_505_ : l_506_);
                l_mut_36_ = l_507_;
                uint l_508_ = uint(l_495_);
                uint _e1043 = l_mut_106_;
                l_mut_106_ = (_e1043 + l_508_);
                float _e1045 = l_mut_36_;
                float l_509_ = (_e1045 + l_482_);
                float l_510_ = (l_509_ * l_4_);
                float _e1048 = l_mut_36_;
                float l_511_ = (l_510_ - _e1048);
                float l_512_ = (l_511_ * l_4_);
                float l_513_ = (l_482_ - l_512_);
                uint _e1052 = l_mut_106_;
                bool l_514_ = (_e1052 < 3u);
                bool l_515_ = (l_513_ != 0.0);
                if (l_514_) {
                    local_20 = l_515_;
                } else {
                    local_20 = false;
                }
                bool l_516_ = local_20;
                uint _e1061 = l_mut_106_;
                bool l_517_ = (_e1061 == 0u);
                if (l_516_) {
                    local_21 = l_517_;
                } else {
                    local_21 = false;
                }
                bool l_518_ = local_21;
                float _e1068 = l_mut_101_;
                float l_519_ = (l_518_ ? l_510_ : _e1068);
                l_mut_101_ = l_519_;
                uint _e1070 = l_mut_106_;
                bool l_520_ = (_e1070 == 1u);
                if (l_516_) {
                    local_22 = l_520_;
                } else {
                    local_22 = false;
                }
                bool l_521_ = local_22;
                float _e1077 = l_mut_39_;
                float l_522_ = (l_521_ ? l_510_ : _e1077);
                l_mut_39_ = l_522_;
                uint _e1079 = l_mut_106_;
                bool l_523_ = (_e1079 == 2u);
                if (l_516_) {
                    local_23 = l_523_;
                } else {
                    local_23 = false;
                }
                bool l_524_ = local_23;
                float _e1086 = l_mut_38_;
                float l_525_ = (l_524_ ? l_510_ : _e1086);
                l_mut_38_ = l_525_;
                float l_526_ = (l_516_ ? l_513_ : l_510_);
                float _e1089 = l_mut_36_;
                float l_527_ = (_e1089 + l_482_);
                float l_528_ = (l_514_ ? l_526_ : l_527_);
                l_mut_36_ = l_528_;
                uint l_529_ = uint(l_516_);
                uint _e1093 = l_mut_106_;
                l_mut_106_ = (_e1093 + l_529_);
                float _e1095 = l_mut_36_;
                float l_530_ = (_e1095 + l_477_);
                float l_531_ = (l_530_ * l_4_);
                float _e1098 = l_mut_36_;
                float l_532_ = (l_531_ - _e1098);
                float l_533_ = (l_532_ * l_4_);
                float l_534_ = (l_477_ - l_533_);
                uint _e1102 = l_mut_106_;
                bool l_535_ = (_e1102 < 3u);
                bool l_536_ = (l_534_ != 0.0);
                if (l_535_) {
                    local_24 = l_536_;
                } else {
                    local_24 = false;
                }
                bool l_537_ = local_24;
                uint _e1111 = l_mut_106_;
                bool l_538_ = (_e1111 == 0u);
                if (l_537_) {
                    local_25 = l_538_;
                } else {
                    local_25 = false;
                }
                bool l_539_ = local_25;
                float _e1118 = l_mut_101_;
                float l_540_ = (l_539_ ? l_531_ : _e1118);
                l_mut_101_ = l_540_;
                uint _e1120 = l_mut_106_;
                bool l_541_ = (_e1120 == 1u);
                if (l_537_) {
                    local_26 = l_541_;
                } else {
                    local_26 = false;
                }
                bool l_542_ = local_26;
                float _e1127 = l_mut_39_;
                float l_543_ = (l_542_ ? l_531_ : _e1127);
                l_mut_39_ = l_543_;
                uint _e1129 = l_mut_106_;
                bool l_544_ = (_e1129 == 2u);
                if (l_537_) {
                    local_27 = l_544_;
                } else {
                    local_27 = false;
                }
                bool l_545_ = local_27;
                float _e1136 = l_mut_38_;
                float l_546_ = (l_545_ ? l_531_ : _e1136);
                l_mut_38_ = l_546_;
                float l_547_ = (l_537_ ? l_534_ : l_531_);
                float _e1139 = l_mut_36_;
                float l_548_ = (_e1139 + l_477_);
                float l_549_ = (l_535_ ? l_547_ : l_548_);
                l_mut_36_ = l_549_;
                uint l_550_ = uint(l_537_);
                uint _e1143 = l_mut_106_;
                l_mut_106_ = (_e1143 + l_550_);
                float _e1145 = l_mut_36_;
                float l_551_ = (_e1145 + l_472_);
                float l_552_ = (l_551_ * l_4_);
                float _e1148 = l_mut_36_;
                float l_553_ = (l_552_ - _e1148);
                float l_554_ = (l_553_ * l_4_);
                float l_555_ = (l_472_ - l_554_);
                uint _e1152 = l_mut_106_;
                bool l_556_ = (_e1152 < 3u);
                bool l_557_ = (l_555_ != 0.0);
                if (l_556_) {
                    local_28 = l_557_;
                } else {
                    local_28 = false;
                }
                bool l_558_ = local_28;
                uint _e1161 = l_mut_106_;
                bool l_559_ = (_e1161 == 0u);
                if (l_558_) {
                    local_29 = l_559_;
                } else {
                    local_29 = false;
                }
                bool l_560_ = local_29;
                float _e1168 = l_mut_101_;
                float l_561_ = (l_560_ ? l_552_ : _e1168);
                l_mut_101_ = l_561_;
                uint _e1170 = l_mut_106_;
                bool l_562_ = (_e1170 == 1u);
                if (l_558_) {
                    local_30 = l_562_;
                } else {
                    local_30 = false;
                }
                bool l_563_ = local_30;
                float _e1177 = l_mut_39_;
                float l_564_ = (l_563_ ? l_552_ : _e1177);
                l_mut_39_ = l_564_;
                uint _e1179 = l_mut_106_;
                bool l_565_ = (_e1179 == 2u);
                if (l_558_) {
                    local_31 = l_565_;
                } else {
                    local_31 = false;
                }
                bool l_566_ = local_31;
                float _e1186 = l_mut_38_;
                float l_567_ = (l_566_ ? l_552_ : _e1186);
                l_mut_38_ = l_567_;
                float l_568_ = (l_558_ ? l_555_ : l_552_);
                float _e1189 = l_mut_36_;
                float l_569_ = (_e1189 + l_472_);
                float l_570_ = (l_556_ ? l_568_ : l_569_);
                l_mut_36_ = l_570_;
                uint l_571_ = uint(l_558_);
                uint _e1193 = l_mut_106_;
                l_mut_106_ = (_e1193 + l_571_);
                uint _e1195 = l_mut_106_;
                bool l_572_ = (_e1195 == 0u);
                float _e1198 = l_mut_101_;
                float _e1199 = l_mut_36_;
                float l_573_ = (l_572_ ? _e1199 : _e1198);
                l_mut_101_ = l_573_;
                uint _e1201 = l_mut_106_;
                bool l_574_ = (_e1201 == 1u);
                float _e1204 = l_mut_39_;
                float _e1205 = l_mut_36_;
                float l_575_ = (l_574_ ? _e1205 : _e1204);
                l_mut_39_ = l_575_;
                uint _e1207 = l_mut_106_;
                bool l_576_ = (_e1207 == 2u);
                float _e1210 = l_mut_38_;
                float _e1211 = l_mut_36_;
                float l_577_ = (l_576_ ? _e1211 : _e1210);
                l_mut_38_ = l_577_;
                uint _e1213 = l_mut_106_;
                bool l_578_ = (_e1213 == 3u);
                float _e1216 = l_mut_37_;
                float _e1217 = l_mut_36_;
                float l_579_ = (l_578_ ? _e1217 : _e1216);
                l_mut_37_ = l_579_;
                uint _e1220 = l_mut_212_;
                uint l_580_ = (4u * _e1220);
                uint l_581_ = (l_204_ + l_580_);
                uint l_2565_ = asuint(info.Load(8+0));
                uint l_2566_ = (l_2565_ * 1u);
                bool l_2567_ = (l_581_ < l_2566_);
                uint l_2568_ = (l_2566_ - 1u);
                uint l_2569_ = min(l_581_, l_2568_);
                float l_2570_ = asfloat(buffer_2_global.Load(l_2569_*4));
                float l_582_ = (l_2567_ ? l_2570_ : 0.0);
                uint l_583_ = (l_581_ + 1u);
                uint l_2572_ = asuint(info.Load(8+0));
                uint l_2573_ = (l_2572_ * 1u);
                bool l_2574_ = (l_583_ < l_2573_);
                uint l_2575_ = (l_2573_ - 1u);
                uint l_2576_ = min(l_583_, l_2575_);
                float l_2577_ = asfloat(buffer_2_global.Load(l_2576_*4));
                float l_584_ = (l_2574_ ? l_2577_ : 0.0);
                uint l_585_ = (l_581_ + 2u);
                uint l_2579_ = asuint(info.Load(8+0));
                uint l_2580_ = (l_2579_ * 1u);
                bool l_2581_ = (l_585_ < l_2580_);
                uint l_2582_ = (l_2580_ - 1u);
                uint l_2583_ = min(l_585_, l_2582_);
                float l_2584_ = asfloat(buffer_2_global.Load(l_2583_*4));
                float l_586_ = (l_2581_ ? l_2584_ : 0.0);
                uint l_587_ = (l_581_ + 3u);
                uint l_2586_ = asuint(info.Load(8+0));
                uint l_2587_ = (l_2586_ * 1u);
                bool l_2588_ = (l_587_ < l_2587_);
                uint l_2589_ = (l_2587_ - 1u);
                uint l_2590_ = min(l_587_, l_2589_);
                float l_2591_ = asfloat(buffer_2_global.Load(l_2590_*4));
                float l_588_ = (l_2588_ ? l_2591_ : 0.0);
                float _e1289 = l_mut_101_;
                float l_589_ = (_e1289 + l_582_);
                float l_590_ = (l_589_ * l_4_);
                float _e1292 = l_mut_101_;
                float l_591_ = (l_590_ - _e1292);
                float l_592_ = (l_591_ * l_4_);
                float l_593_ = (l_590_ - l_592_);
                float l_594_ = (l_593_ * l_4_);
                float _e1297 = l_mut_101_;
                float l_595_ = (_e1297 - l_594_);
                float l_596_ = (l_582_ - l_592_);
                float l_597_ = (l_595_ + l_596_);
                float _e1301 = l_mut_39_;
                float l_598_ = (_e1301 + l_584_);
                float l_599_ = (l_598_ * l_4_);
                float _e1304 = l_mut_39_;
                float l_600_ = (l_599_ - _e1304);
                float l_601_ = (l_600_ * l_4_);
                float l_602_ = (l_599_ - l_601_);
                float l_603_ = (l_602_ * l_4_);
                float _e1309 = l_mut_39_;
                float l_604_ = (_e1309 - l_603_);
                float l_605_ = (l_584_ - l_601_);
                float l_606_ = (l_604_ + l_605_);
                float _e1313 = l_mut_38_;
                float l_607_ = (_e1313 + l_586_);
                float l_608_ = (l_607_ * l_4_);
                float _e1316 = l_mut_38_;
                float l_609_ = (l_608_ - _e1316);
                float l_610_ = (l_609_ * l_4_);
                float l_611_ = (l_608_ - l_610_);
                float l_612_ = (l_611_ * l_4_);
                float _e1321 = l_mut_38_;
                float l_613_ = (_e1321 - l_612_);
                float l_614_ = (l_586_ - l_610_);
                float l_615_ = (l_613_ + l_614_);
                float _e1325 = l_mut_37_;
                float l_616_ = (_e1325 + l_588_);
                float l_617_ = (l_616_ * l_4_);
                float _e1328 = l_mut_37_;
                float l_618_ = (l_617_ - _e1328);
                float l_619_ = (l_618_ * l_4_);
                float l_620_ = (l_617_ - l_619_);
                float l_621_ = (l_620_ * l_4_);
                float _e1333 = l_mut_37_;
                float l_622_ = (_e1333 - l_621_);
                float l_623_ = (l_588_ - l_619_);
                float l_624_ = (l_622_ + l_623_);
                float l_625_ = (l_599_ + l_597_);
                float l_626_ = (l_625_ * l_4_);
                float l_627_ = (l_626_ - l_599_);
                float l_628_ = (l_627_ * l_4_);
                float l_629_ = (l_626_ - l_628_);
                float l_630_ = (l_629_ * l_4_);
                float l_631_ = (l_599_ - l_630_);
                float l_632_ = (l_597_ - l_628_);
                float l_633_ = (l_631_ + l_632_);
                float l_634_ = (l_608_ + l_633_);
                float l_635_ = (l_634_ * l_4_);
                float l_636_ = (l_635_ - l_608_);
                float l_637_ = (l_636_ * l_4_);
                float l_638_ = (l_635_ - l_637_);
                float l_639_ = (l_638_ * l_4_);
                float l_640_ = (l_608_ - l_639_);
                float l_641_ = (l_633_ - l_637_);
                float l_642_ = (l_640_ + l_641_);
                float l_643_ = (l_606_ + l_635_);
                float l_644_ = (l_643_ * l_4_);
                float l_645_ = (l_644_ - l_606_);
                float l_646_ = (l_645_ * l_4_);
                float l_647_ = (l_644_ - l_646_);
                float l_648_ = (l_647_ * l_4_);
                float l_649_ = (l_606_ - l_648_);
                float l_650_ = (l_635_ - l_646_);
                float l_651_ = (l_649_ + l_650_);
                float l_652_ = (l_642_ + l_651_);
                float l_653_ = (l_652_ * l_4_);
                float l_654_ = (l_653_ - l_642_);
                float l_655_ = (l_654_ * l_4_);
                float l_656_ = (l_653_ - l_655_);
                float l_657_ = (l_656_ * l_4_);
                float l_658_ = (l_642_ - l_657_);
                float l_659_ = (l_651_ - l_655_);
                float l_660_ = (l_658_ + l_659_);
                float l_661_ = (l_617_ + l_653_);
                float l_662_ = (l_661_ * l_4_);
                float l_663_ = (l_662_ - l_617_);
                float l_664_ = (l_663_ * l_4_);
                float l_665_ = (l_662_ - l_664_);
                float l_666_ = (l_665_ * l_4_);
                float l_667_ = (l_617_ - l_666_);
                float l_668_ = (l_653_ - l_664_);
                float l_669_ = (l_667_ + l_668_);
                float l_670_ = (l_615_ + l_662_);
                float l_671_ = (l_670_ * l_4_);
                float l_672_ = (l_671_ - l_615_);
                float l_673_ = (l_672_ * l_4_);
                float l_674_ = (l_671_ - l_673_);
                float l_675_ = (l_674_ * l_4_);
                float l_676_ = (l_615_ - l_675_);
                float l_677_ = (l_662_ - l_673_);
                float l_678_ = (l_676_ + l_677_);
                float l_679_ = (l_669_ + l_678_);
                float l_680_ = (l_679_ + l_660_);
                float l_681_ = (l_680_ + l_624_);
                float l_682_ = (l_671_ + l_681_);
                float l_683_ = (l_682_ * l_4_);
                float l_684_ = (l_683_ - l_671_);
                float l_685_ = (l_684_ * l_4_);
                float l_686_ = (l_681_ - l_685_);
                float l_687_ = (l_644_ + l_683_);
                float l_688_ = (l_687_ * l_4_);
                float l_689_ = (l_688_ - l_644_);
                float l_690_ = (l_689_ * l_4_);
                float l_691_ = (l_683_ - l_690_);
                float l_692_ = (l_626_ + l_688_);
                float l_693_ = (l_692_ * l_4_);
                float l_694_ = (l_693_ - l_626_);
                float l_695_ = (l_694_ * l_4_);
                float l_696_ = (l_688_ - l_695_);
                float l_697_ = (l_590_ + l_693_);
                float l_698_ = (l_697_ * l_4_);
                float l_699_ = (l_698_ - l_590_);
                float l_700_ = (l_699_ * l_4_);
                float l_701_ = (l_693_ - l_700_);
                l_mut_36_ = 0.0;
                l_mut_702_ = 0.0;
                l_mut_703_ = 0.0;
                l_mut_704_ = 0.0;
                l_mut_705_ = l_698_;
                l_mut_106_ = 0u;
                float _e1419 = l_mut_705_;
                float l_706_ = (_e1419 + l_701_);
                float l_707_ = (l_706_ * l_4_);
                float _e1422 = l_mut_705_;
                float l_708_ = (l_707_ - _e1422);
                float l_709_ = (l_708_ * l_4_);
                float l_710_ = (l_701_ - l_709_);
                uint _e1426 = l_mut_106_;
                bool l_711_ = (_e1426 < 3u);
                bool l_712_ = (l_710_ != 0.0);
                if (l_711_) {
                    local_32 = l_712_;
                } else {
                    local_32 = false;
                }
                bool l_713_ = local_32;
                uint _e1435 = l_mut_106_;
                bool l_714_ = (_e1435 == 0u);
                if (l_713_) {
                    local_33 = l_714_;
                } else {
                    local_33 = false;
                }
                bool l_715_ = local_33;
                float _e1442 = l_mut_36_;
                float l_716_ = (l_715_ ? l_707_ : _e1442);
                l_mut_36_ = l_716_;
                uint _e1444 = l_mut_106_;
                bool l_717_ = (_e1444 == 1u);
                if (l_713_) {
                    local_34 = l_717_;
                } else {
                    local_34 = false;
                }
                bool l_718_ = local_34;
                float _e1451 = l_mut_702_;
                float l_719_ = (l_718_ ? l_707_ : _e1451);
                l_mut_702_ = l_719_;
                uint _e1453 = l_mut_106_;
                bool l_720_ = (_e1453 == 2u);
                if (l_713_) {
                    local_35 = l_720_;
                } else {
                    local_35 = false;
                }
                bool l_721_ = local_35;
                float _e1460 = l_mut_703_;
                float l_722_ = (l_721_ ? l_707_ : _e1460);
                l_mut_703_ = l_722_;
                float l_723_ = (l_713_ ? l_710_ : l_707_);
                float _e1463 = l_mut_705_;
                float l_724_ = (_e1463 + l_701_);
                float l_725_ = (l_711_ ? l_723_ : l_724_);
                l_mut_705_ = l_725_;
                uint l_726_ = uint(l_713_);
                uint _e1467 = l_mut_106_;
                l_mut_106_ = (_e1467 + l_726_);
                float _e1469 = l_mut_705_;
                float l_727_ = (_e1469 + l_696_);
                float l_728_ = (l_727_ * l_4_);
                float _e1472 = l_mut_705_;
                float l_729_ = (l_728_ - _e1472);
                float l_730_ = (l_729_ * l_4_);
                float l_731_ = (l_696_ - l_730_);
                uint _e1476 = l_mut_106_;
                bool l_732_ = (_e1476 < 3u);
                bool l_733_ = (l_731_ != 0.0);
                if (l_732_) {
                    local_36 = l_733_;
                } else {
                    local_36 = false;
                }
                bool l_734_ = local_36;
                uint _e1485 = l_mut_106_;
                bool l_735_ = (_e1485 == 0u);
                if (l_734_) {
                    local_37 = l_735_;
                } else {
                    local_37 = false;
                }
                bool l_736_ = local_37;
                float _e1492 = l_mut_36_;
                float l_737_ = (l_736_ ? l_728_ : _e1492);
                l_mut_36_ = l_737_;
                uint _e1494 = l_mut_106_;
                bool l_738_ = (_e1494 == 1u);
                if (l_734_) {
                    local_38 = l_738_;
                } else {
                    local_38 = false;
                }
                bool l_739_ = local_38;
                float _e1501 = l_mut_702_;
                float l_740_ = (l_739_ ? l_728_ : _e1501);
                l_mut_702_ = l_740_;
                uint _e1503 = l_mut_106_;
                bool l_741_ = (_e1503 == 2u);
                if (l_734_) {
                    local_39 = l_741_;
                } else {
                    local_39 = false;
                }
                bool l_742_ = local_39;
                float _e1510 = l_mut_703_;
                float l_743_ = (l_742_ ? l_728_ : _e1510);
                l_mut_703_ = l_743_;
                float l_744_ = (l_734_ ? l_731_ : l_728_);
                float _e1513 = l_mut_705_;
                float l_745_ = (_e1513 + l_696_);
                float l_746_ = (l_732_ ? l_744_ : l_745_);
                l_mut_705_ = l_746_;
                uint l_747_ = uint(l_734_);
                uint _e1517 = l_mut_106_;
                l_mut_106_ = (_e1517 + l_747_);
                float _e1519 = l_mut_705_;
                float l_748_ = (_e1519 + l_691_);
                float l_749_ = (l_748_ * l_4_);
                float _e1522 = l_mut_705_;
                float l_750_ = (l_749_ - _e1522);
                float l_751_ = (l_750_ * l_4_);
                float l_752_ = (l_691_ - l_751_);
                uint _e1526 = l_mut_106_;
                bool l_753_ = (_e1526 < 3u);
                bool l_754_ = (l_752_ != 0.0);
                if (l_753_) {
                    local_40 = l_754_;
                } else {
                    local_40 = false;
                }
                bool l_755_ = local_40;
                uint _e1535 = l_mut_106_;
                bool l_756_ = (_e1535 == 0u);
                if (l_755_) {
                    local_41 = l_756_;
                } else {
                    local_41 = false;
                }
                bool l_757_ = local_41;
                float _e1542 = l_mut_36_;
                float l_758_ = (l_757_ ? l_749_ : _e1542);
                l_mut_36_ = l_758_;
                uint _e1544 = l_mut_106_;
                bool l_759_ = (_e1544 == 1u);
                if (l_755_) {
                    local_42 = l_759_;
                } else {
                    local_42 = false;
                }
                bool l_760_ = local_42;
                float _e1551 = l_mut_702_;
                float l_761_ = (l_760_ ? l_749_ : _e1551);
                l_mut_702_ = l_761_;
                uint _e1553 = l_mut_106_;
                bool l_762_ = (_e1553 == 2u);
                if (l_755_) {
                    local_43 = l_762_;
                } else {
                    local_43 = false;
                }
                bool l_763_ = local_43;
                float _e1560 = l_mut_703_;
                float l_764_ = (l_763_ ? l_749_ : _e1560);
                l_mut_703_ = l_764_;
                float l_765_ = (l_755_ ? l_752_ : l_749_);
                float _e1563 = l_mut_705_;
                float l_766_ = (_e1563 + l_691_);
                float l_767_ = (l_753_ ? l_765_ : l_766_);
                l_mut_705_ = l_767_;
                uint l_768_ = uint(l_755_);
                uint _e1567 = l_mut_106_;
                l_mut_106_ = (_e1567 + l_768_);
                float _e1569 = l_mut_705_;
                float l_769_ = (_e1569 + l_686_);
                float l_770_ = (l_769_ * l_4_);
                float _e1572 = l_mut_705_;
                float l_771_ = (l_770_ - _e1572);
                float l_772_ = (l_771_ * l_4_);
                float l_773_ = (l_686_ - l_772_);
                uint _e1576 = l_mut_106_;
                bool l_774_ = (_e1576 < 3u);
                bool l_775_ = (l_773_ != 0.0);
                if (l_774_) {
                    local_44 = l_775_;
                } else {
                    local_44 = false;
                }
                bool l_776_ = local_44;
                uint _e1585 = l_mut_106_;
                bool l_777_ = (_e1585 == 0u);
                if (l_776_) {
                    local_45 = l_777_;
                } else {
                    local_45 = false;
                }
                bool l_778_ = local_45;
                float _e1592 = l_mut_36_;
                float l_779_ = (l_778_ ? l_770_ : _e1592);
                l_mut_36_ = l_779_;
                uint _e1594 = l_mut_106_;
                bool l_780_ = (_e1594 == 1u);
                if (l_776_) {
                    local_46 = l_780_;
                } else {
                    local_46 = false;
                }
                bool l_781_ = local_46;
                float _e1601 = l_mut_702_;
                float l_782_ = (l_781_ ? l_770_ : _e1601);
                l_mut_702_ = l_782_;
                uint _e1603 = l_mut_106_;
                bool l_783_ = (_e1603 == 2u);
                if (l_776_) {
                    local_47 = l_783_;
                } else {
                    local_47 = false;
                }
                bool l_784_ = local_47;
                float _e1610 = l_mut_703_;
                float l_785_ = (l_784_ ? l_770_ : _e1610);
                l_mut_703_ = l_785_;
                float l_786_ = (l_776_ ? l_773_ : l_770_);
                float _e1613 = l_mut_705_;
                float l_787_ = (_e1613 + l_686_);
                float l_788_ = (l_774_ ? l_786_ : l_787_);
                l_mut_705_ = l_788_;
                uint l_789_ = uint(l_776_);
                uint _e1617 = l_mut_106_;
                l_mut_106_ = (_e1617 + l_789_);
                uint _e1619 = l_mut_106_;
                bool l_790_ = (_e1619 == 0u);
                float _e1622 = l_mut_36_;
                float _e1623 = l_mut_705_;
                float l_791_ = (l_790_ ? _e1623 : _e1622);
                l_mut_36_ = l_791_;
                uint _e1625 = l_mut_106_;
                bool l_792_ = (_e1625 == 1u);
                float _e1628 = l_mut_702_;
                float _e1629 = l_mut_705_;
                float l_793_ = (l_792_ ? _e1629 : _e1628);
                l_mut_702_ = l_793_;
                uint _e1631 = l_mut_106_;
                bool l_794_ = (_e1631 == 2u);
                float _e1634 = l_mut_703_;
                float _e1635 = l_mut_705_;
                float l_795_ = (l_794_ ? _e1635 : _e1634);
                l_mut_703_ = l_795_;
                uint _e1637 = l_mut_106_;
                bool l_796_ = (_e1637 == 3u);
                float _e1640 = l_mut_704_;
                float _e1641 = l_mut_705_;
                float l_797_ = (l_796_ ? _e1641 : _e1640);
                l_mut_704_ = l_797_;
                float _e1643 = l_mut_36_;
                l_mut_105_ = _e1643;
                float _e1644 = l_mut_702_;
                l_mut_104_ = _e1644;
                float _e1645 = l_mut_703_;
                l_mut_103_ = _e1645;
                float _e1646 = l_mut_704_;
                l_mut_102_ = _e1646;
            }
        }
        float _e1650 = l_mut_105_;
        float l_798_ = (_e1650 * l_199_);
        float l_799_ = (l_798_ * l_4_);
        float _e1653 = l_mut_105_;
        float l_800_ = (l_3_ * _e1653);
        float l_801_ = (l_800_ * l_4_);
        float _e1656 = l_mut_105_;
        float l_802_ = (l_801_ - _e1656);
        float l_803_ = (l_802_ * l_4_);
        float l_804_ = (l_801_ - l_803_);
        float _e1660 = l_mut_105_;
        float l_805_ = (_e1660 - l_804_);
        float l_806_ = (l_3_ * l_199_);
        float l_807_ = (l_806_ * l_4_);
        float l_808_ = (l_807_ - l_199_);
        float l_809_ = (l_808_ * l_4_);
        float l_810_ = (l_807_ - l_809_);
        float l_811_ = (l_199_ - l_810_);
        float l_812_ = (l_804_ * l_810_);
        float l_813_ = (l_812_ - l_799_);
        float l_814_ = (l_804_ * l_811_);
        float l_815_ = (l_813_ + l_814_);
        float l_816_ = (l_805_ * l_810_);
        float l_817_ = (l_815_ + l_816_);
        float l_818_ = (l_805_ * l_811_);
        float l_819_ = (l_817_ + l_818_);
        float _e1676 = l_mut_105_;
        float l_820_ = (_e1676 * l_200_);
        float l_821_ = (l_820_ * l_4_);
        float _e1679 = l_mut_105_;
        float l_822_ = (l_3_ * _e1679);
        float l_823_ = (l_822_ * l_4_);
        float _e1682 = l_mut_105_;
        float l_824_ = (l_823_ - _e1682);
        float l_825_ = (l_824_ * l_4_);
        float l_826_ = (l_823_ - l_825_);
        float _e1686 = l_mut_105_;
        float l_827_ = (_e1686 - l_826_);
        float l_828_ = (l_3_ * l_200_);
        float l_829_ = (l_828_ * l_4_);
        float l_830_ = (l_829_ - l_200_);
        float l_831_ = (l_830_ * l_4_);
        float l_832_ = (l_829_ - l_831_);
        float l_833_ = (l_200_ - l_832_);
        float l_834_ = (l_826_ * l_832_);
        float l_835_ = (l_834_ - l_821_);
        float l_836_ = (l_826_ * l_833_);
        float l_837_ = (l_835_ + l_836_);
        float l_838_ = (l_827_ * l_832_);
        float l_839_ = (l_837_ + l_838_);
        float l_840_ = (l_827_ * l_833_);
        float l_841_ = (l_839_ + l_840_);
        float _e1702 = l_mut_104_;
        float l_842_ = (_e1702 * l_199_);
        float l_843_ = (l_842_ * l_4_);
        float _e1705 = l_mut_104_;
        float l_844_ = (l_3_ * _e1705);
        float l_845_ = (l_844_ * l_4_);
        float _e1708 = l_mut_104_;
        float l_846_ = (l_845_ - _e1708);
        float l_847_ = (l_846_ * l_4_);
        float l_848_ = (l_845_ - l_847_);
        float _e1712 = l_mut_104_;
        float l_849_ = (_e1712 - l_848_);
        float l_850_ = (l_3_ * l_199_);
        float l_851_ = (l_850_ * l_4_);
        float l_852_ = (l_851_ - l_199_);
        float l_853_ = (l_852_ * l_4_);
        float l_854_ = (l_851_ - l_853_);
        float l_855_ = (l_199_ - l_854_);
        float l_856_ = (l_848_ * l_854_);
        float l_857_ = (l_856_ - l_843_);
        float l_858_ = (l_848_ * l_855_);
        float l_859_ = (l_857_ + l_858_);
        float l_860_ = (l_849_ * l_854_);
        float l_861_ = (l_859_ + l_860_);
        float l_862_ = (l_849_ * l_855_);
        float l_863_ = (l_861_ + l_862_);
        float _e1728 = l_mut_105_;
        float l_864_ = (_e1728 * l_201_);
        float l_865_ = (l_864_ * l_4_);
        float _e1731 = l_mut_105_;
        float l_866_ = (l_3_ * _e1731);
        float l_867_ = (l_866_ * l_4_);
        float _e1734 = l_mut_105_;
        float l_868_ = (l_867_ - _e1734);
        float l_869_ = (l_868_ * l_4_);
        float l_870_ = (l_867_ - l_869_);
        float _e1738 = l_mut_105_;
        float l_871_ = (_e1738 - l_870_);
        float l_872_ = (l_3_ * l_201_);
        float l_873_ = (l_872_ * l_4_);
        float l_874_ = (l_873_ - l_201_);
        float l_875_ = (l_874_ * l_4_);
        float l_876_ = (l_873_ - l_875_);
        float l_877_ = (l_201_ - l_876_);
        float l_878_ = (l_870_ * l_876_);
        float l_879_ = (l_878_ - l_865_);
        float l_880_ = (l_870_ * l_877_);
        float l_881_ = (l_879_ + l_880_);
        float l_882_ = (l_871_ * l_876_);
        float l_883_ = (l_881_ + l_882_);
        float l_884_ = (l_871_ * l_877_);
        float l_885_ = (l_883_ + l_884_);
        float _e1754 = l_mut_104_;
        float l_886_ = (_e1754 * l_200_);
        float l_887_ = (l_886_ * l_4_);
        float _e1757 = l_mut_104_;
        float l_888_ = (l_3_ * _e1757);
        float l_889_ = (l_888_ * l_4_);
        float _e1760 = l_mut_104_;
        float l_890_ = (l_889_ - _e1760);
        float l_891_ = (l_890_ * l_4_);
        float l_892_ = (l_889_ - l_891_);
        float _e1764 = l_mut_104_;
        float l_893_ = (_e1764 - l_892_);
        float l_894_ = (l_3_ * l_200_);
        float l_895_ = (l_894_ * l_4_);
        float l_896_ = (l_895_ - l_200_);
        float l_897_ = (l_896_ * l_4_);
        float l_898_ = (l_895_ - l_897_);
        float l_899_ = (l_200_ - l_898_);
        float l_900_ = (l_892_ * l_898_);
        float l_901_ = (l_900_ - l_887_);
        float l_902_ = (l_892_ * l_899_);
        float l_903_ = (l_901_ + l_902_);
        float l_904_ = (l_893_ * l_898_);
        float l_905_ = (l_903_ + l_904_);
        float l_906_ = (l_893_ * l_899_);
        float l_907_ = (l_905_ + l_906_);
        float _e1780 = l_mut_103_;
        float l_908_ = (_e1780 * l_199_);
        float l_909_ = (l_908_ * l_4_);
        float _e1783 = l_mut_103_;
        float l_910_ = (l_3_ * _e1783);
        float l_911_ = (l_910_ * l_4_);
        float _e1786 = l_mut_103_;
        float l_912_ = (l_911_ - _e1786);
        float l_913_ = (l_912_ * l_4_);
        float l_914_ = (l_911_ - l_913_);
        float _e1790 = l_mut_103_;
        float l_915_ = (_e1790 - l_914_);
        float l_916_ = (l_3_ * l_199_);
        float l_917_ = (l_916_ * l_4_);
        float l_918_ = (l_917_ - l_199_);
        float l_919_ = (l_918_ * l_4_);
        float l_920_ = (l_917_ - l_919_);
        float l_921_ = (l_199_ - l_920_);
        float l_922_ = (l_914_ * l_920_);
        float l_923_ = (l_922_ - l_909_);
        float l_924_ = (l_914_ * l_921_);
        float l_925_ = (l_923_ + l_924_);
        float l_926_ = (l_915_ * l_920_);
        float l_927_ = (l_925_ + l_926_);
        float l_928_ = (l_915_ * l_921_);
        float l_929_ = (l_927_ + l_928_);
        float l_930_ = (l_821_ + l_843_);
        float l_931_ = (l_930_ * l_4_);
        float l_932_ = (l_931_ - l_821_);
        float l_933_ = (l_932_ * l_4_);
        float l_934_ = (l_931_ - l_933_);
        float l_935_ = (l_934_ * l_4_);
        float l_936_ = (l_821_ - l_935_);
        float l_937_ = (l_843_ - l_933_);
        float l_938_ = (l_936_ + l_937_);
        float l_939_ = (l_819_ + l_931_);
        float l_940_ = (l_939_ * l_4_);
        float l_941_ = (l_940_ - l_819_);
        float l_942_ = (l_941_ * l_4_);
        float l_943_ = (l_940_ - l_942_);
        float l_944_ = (l_943_ * l_4_);
        float l_945_ = (l_819_ - l_944_);
        float l_946_ = (l_931_ - l_942_);
        float l_947_ = (l_945_ + l_946_);
        float l_948_ = (l_938_ + l_947_);
        float l_949_ = (l_948_ * l_4_);
        float l_950_ = (l_949_ - l_938_);
        float l_951_ = (l_950_ * l_4_);
        float l_952_ = (l_949_ - l_951_);
        float l_953_ = (l_952_ * l_4_);
        float l_954_ = (l_938_ - l_953_);
        float l_955_ = (l_947_ - l_951_);
        float l_956_ = (l_954_ + l_955_);
        float l_957_ = (l_949_ + l_841_);
        float l_958_ = (l_957_ * l_4_);
        float l_959_ = (l_958_ - l_949_);
        float l_960_ = (l_959_ * l_4_);
        float l_961_ = (l_958_ - l_960_);
        float l_962_ = (l_961_ * l_4_);
        float l_963_ = (l_949_ - l_962_);
        float l_964_ = (l_841_ - l_960_);
        float l_965_ = (l_963_ + l_964_);
        float l_966_ = (l_863_ + l_958_);
        float l_967_ = (l_966_ * l_4_);
        float l_968_ = (l_967_ - l_863_);
        float l_969_ = (l_968_ * l_4_);
        float l_970_ = (l_967_ - l_969_);
        float l_971_ = (l_970_ * l_4_);
        float l_972_ = (l_863_ - l_971_);
        float l_973_ = (l_958_ - l_969_);
        float l_974_ = (l_972_ + l_973_);
        float l_975_ = (l_965_ + l_974_);
        float l_976_ = (l_975_ * l_4_);
        float l_977_ = (l_976_ - l_965_);
        float l_978_ = (l_977_ * l_4_);
        float l_979_ = (l_976_ - l_978_);
        float l_980_ = (l_979_ * l_4_);
        float l_981_ = (l_965_ - l_980_);
        float l_982_ = (l_974_ - l_978_);
        float l_983_ = (l_981_ + l_982_);
        float l_984_ = (l_865_ + l_887_);
        float l_985_ = (l_984_ * l_4_);
        float l_986_ = (l_985_ - l_865_);
        float l_987_ = (l_986_ * l_4_);
        float l_988_ = (l_985_ - l_987_);
        float l_989_ = (l_988_ * l_4_);
        float l_990_ = (l_865_ - l_989_);
        float l_991_ = (l_887_ - l_987_);
        float l_992_ = (l_990_ + l_991_);
        float l_993_ = (l_909_ + l_985_);
        float l_994_ = (l_993_ * l_4_);
        float l_995_ = (l_994_ - l_909_);
        float l_996_ = (l_995_ * l_4_);
        float l_997_ = (l_994_ - l_996_);
        float l_998_ = (l_997_ * l_4_);
        float l_999_ = (l_909_ - l_998_);
        float l_1000_ = (l_985_ - l_996_);
        float l_1001_ = (l_999_ + l_1000_);
        float l_1002_ = (l_992_ + l_1001_);
        float l_1003_ = (l_1002_ * l_4_);
        float l_1004_ = (l_1003_ - l_992_);
        float l_1005_ = (l_1004_ * l_4_);
        float l_1006_ = (l_1003_ - l_1005_);
        float l_1007_ = (l_1006_ * l_4_);
        float l_1008_ = (l_992_ - l_1007_);
        float l_1009_ = (l_1001_ - l_1005_);
        float l_1010_ = (l_1008_ + l_1009_);
        float l_1011_ = (l_967_ + l_994_);
        float l_1012_ = (l_1011_ * l_4_);
        float l_1013_ = (l_1012_ - l_967_);
        float l_1014_ = (l_1013_ * l_4_);
        float l_1015_ = (l_1012_ - l_1014_);
        float l_1016_ = (l_1015_ * l_4_);
        float l_1017_ = (l_967_ - l_1016_);
        float l_1018_ = (l_994_ - l_1014_);
        float l_1019_ = (l_1017_ + l_1018_);
        float l_1020_ = (l_976_ + l_1003_);
        float l_1021_ = (l_1020_ * l_4_);
        float l_1022_ = (l_1021_ - l_976_);
        float l_1023_ = (l_1022_ * l_4_);
        float l_1024_ = (l_1021_ - l_1023_);
        float l_1025_ = (l_1024_ * l_4_);
        float l_1026_ = (l_976_ - l_1025_);
        float l_1027_ = (l_1003_ - l_1023_);
        float l_1028_ = (l_1026_ + l_1027_);
        float l_1029_ = (l_1021_ + l_1019_);
        float l_1030_ = (l_1029_ * l_4_);
        float l_1031_ = (l_1030_ - l_1021_);
        float l_1032_ = (l_1031_ * l_4_);
        float l_1033_ = (l_1030_ - l_1032_);
        float l_1034_ = (l_1033_ * l_4_);
        float l_1035_ = (l_1021_ - l_1034_);
        float l_1036_ = (l_1019_ - l_1032_);
        float l_1037_ = (l_1035_ + l_1036_);
        float l_1038_ = (l_983_ + l_1010_);
        float l_1039_ = (l_1037_ + l_1028_);
        float l_1040_ = (l_1038_ + l_1039_);
        float _e1917 = l_mut_105_;
        float l_1041_ = (_e1917 * l_202_);
        float _e1919 = l_mut_104_;
        float l_1042_ = (_e1919 * l_201_);
        float l_1043_ = (l_1041_ + l_1042_);
        float _e1922 = l_mut_103_;
        float l_1044_ = (_e1922 * l_200_);
        float _e1924 = l_mut_102_;
        float l_1045_ = (_e1924 * l_199_);
        float l_1046_ = (l_1044_ + l_1045_);
        float l_1047_ = (l_1043_ + l_1046_);
        float l_1048_ = (l_956_ + l_885_);
        float l_1049_ = (l_907_ + l_929_);
        float l_1050_ = (l_1048_ + l_1049_);
        float l_1051_ = (l_1047_ + l_1050_);
        float l_1052_ = (l_1030_ + l_1051_);
        float l_1053_ = (l_1052_ + l_1040_);
        float l_1054_ = (l_1053_ * l_4_);
        float l_1055_ = (l_1054_ - l_1052_);
        float l_1056_ = (l_1055_ * l_4_);
        float l_1057_ = (l_1040_ - l_1056_);
        float l_1058_ = (l_1012_ + l_1054_);
        float l_1059_ = (l_1058_ * l_4_);
        float l_1060_ = (l_1059_ - l_1012_);
        float l_1061_ = (l_1060_ * l_4_);
        float l_1062_ = (l_1054_ - l_1061_);
        float l_1063_ = (l_940_ + l_1059_);
        float l_1064_ = (l_1063_ * l_4_);
        float l_1065_ = (l_1064_ - l_940_);
        float l_1066_ = (l_1065_ * l_4_);
        float l_1067_ = (l_1059_ - l_1066_);
        float l_1068_ = (l_799_ + l_1064_);
        float l_1069_ = (l_1068_ * l_4_);
        float l_1070_ = (l_1069_ - l_799_);
        float l_1071_ = (l_1070_ * l_4_);
        float l_1072_ = (l_1064_ - l_1071_);
        l_mut_705_ = 0.0;
        l_mut_704_ = 0.0;
        l_mut_703_ = 0.0;
        l_mut_702_ = 0.0;
        l_mut_101_ = l_1069_;
        l_mut_106_ = 0u;
        float _e1958 = l_mut_101_;
        float l_1073_ = (_e1958 + l_1072_);
        float l_1074_ = (l_1073_ * l_4_);
        float _e1961 = l_mut_101_;
        float l_1075_ = (l_1074_ - _e1961);
        float l_1076_ = (l_1075_ * l_4_);
        float l_1077_ = (l_1072_ - l_1076_);
        uint _e1965 = l_mut_106_;
        bool l_1078_ = (_e1965 < 3u);
        bool l_1079_ = (l_1077_ != 0.0);
        if (l_1078_) {
            local_48 = l_1079_;
        } else {
            local_48 = false;
        }
        bool l_1080_ = local_48;
        uint _e1974 = l_mut_106_;
        bool l_1081_ = (_e1974 == 0u);
        if (l_1080_) {
            local_49 = l_1081_;
        } else {
            local_49 = false;
        }
        bool l_1082_ = local_49;
        float _e1981 = l_mut_705_;
        float l_1083_ = (l_1082_ ? l_1074_ : _e1981);
        l_mut_705_ = l_1083_;
        uint _e1983 = l_mut_106_;
        bool l_1084_ = (_e1983 == 1u);
        if (l_1080_) {
            local_50 = l_1084_;
        } else {
            local_50 = false;
        }
        bool l_1085_ = local_50;
        float _e1990 = l_mut_704_;
        float l_1086_ = (l_1085_ ? l_1074_ : _e1990);
        l_mut_704_ = l_1086_;
        uint _e1992 = l_mut_106_;
        bool l_1087_ = (_e1992 == 2u);
        if (l_1080_) {
            local_51 = l_1087_;
        } else {
            local_51 = false;
        }
        bool l_1088_ = local_51;
        float _e1999 = l_mut_703_;
        float l_1089_ = (l_1088_ ? l_1074_ : _e1999);
        l_mut_703_ = l_1089_;
        float l_1090_ = (l_1080_ ? l_1077_ : l_1074_);
        float _e2002 = l_mut_101_;
        float l_1091_ = (_e2002 + l_1072_);
        float l_1092_ = (l_1078_ ? l_1090_ : l_1091_);
        l_mut_101_ = l_1092_;
        uint l_1093_ = uint(l_1080_);
        uint _e2006 = l_mut_106_;
        l_mut_106_ = (_e2006 + l_1093_);
        float _e2008 = l_mut_101_;
        float l_1094_ = (_e2008 + l_1067_);
        float l_1095_ = (l_1094_ * l_4_);
        float _e2011 = l_mut_101_;
        float l_1096_ = (l_1095_ - _e2011);
        float l_1097_ = (l_1096_ * l_4_);
        float l_1098_ = (l_1067_ - l_1097_);
        uint _e2015 = l_mut_106_;
        bool l_1099_ = (_e2015 < 3u);
        bool l_1100_ = (l_1098_ != 0.0);
        if (l_1099_) {
            local_52 = l_1100_;
        } else {
            local_52 = false;
        }
        bool l_1101_ = local_52;
        uint _e2024 = l_mut_106_;
        bool l_1102_ = (_e2024 == 0u);
        if (l_1101_) {
            local_53 = l_1102_;
        } else {
            local_53 = false;
        }
        bool l_1103_ = local_53;
        float _e2031 = l_mut_705_;
        float l_1104_ = (l_1103_ ? l_1095_ : _e2031);
        l_mut_705_ = l_1104_;
        uint _e2033 = l_mut_106_;
        bool l_1105_ = (_e2033 == 1u);
        if (l_1101_) {
            local_54 = l_1105_;
        } else {
            local_54 = false;
        }
        bool l_1106_ = local_54;
        float _e2040 = l_mut_704_;
        float l_1107_ = (l_1106_ ? l_1095_ : _e2040);
        l_mut_704_ = l_1107_;
        uint _e2042 = l_mut_106_;
        bool l_1108_ = (_e2042 == 2u);
        if (l_1101_) {
            local_55 = l_1108_;
        } else {
            local_55 = false;
        }
        bool l_1109_ = local_55;
        float _e2049 = l_mut_703_;
        float l_1110_ = (l_1109_ ? l_1095_ : _e2049);
        l_mut_703_ = l_1110_;
        float l_1111_ = (l_1101_ ? l_1098_ : l_1095_);
        float _e2052 = l_mut_101_;
        float l_1112_ = (_e2052 + l_1067_);
        float l_1113_ = (l_1099_ ? l_1111_ : l_1112_);
        l_mut_101_ = l_1113_;
        uint l_1114_ = uint(l_1101_);
        uint _e2056 = l_mut_106_;
        l_mut_106_ = (_e2056 + l_1114_);
        float _e2058 = l_mut_101_;
        float l_1115_ = (_e2058 + l_1062_);
        float l_1116_ = (l_1115_ * l_4_);
        float _e2061 = l_mut_101_;
        float l_1117_ = (l_1116_ - _e2061);
        float l_1118_ = (l_1117_ * l_4_);
        float l_1119_ = (l_1062_ - l_1118_);
        uint _e2065 = l_mut_106_;
        bool l_1120_ = (_e2065 < 3u);
        bool l_1121_ = (l_1119_ != 0.0);
        if (l_1120_) {
            local_56 = l_1121_;
        } else {
            local_56 = false;
        }
        bool l_1122_ = local_56;
        uint _e2074 = l_mut_106_;
        bool l_1123_ = (_e2074 == 0u);
        if (l_1122_) {
            local_57 = l_1123_;
        } else {
            local_57 = false;
        }
        bool l_1124_ = local_57;
        float _e2081 = l_mut_705_;
        float l_1125_ = (l_1124_ ? l_1116_ : _e2081);
        l_mut_705_ = l_1125_;
        uint _e2083 = l_mut_106_;
        bool l_1126_ = (_e2083 == 1u);
        if (l_1122_) {
            local_58 = l_1126_;
        } else {
            local_58 = false;
        }
        bool l_1127_ = local_58;
        float _e2090 = l_mut_704_;
        float l_1128_ = (l_1127_ ? l_1116_ : _e2090);
        l_mut_704_ = l_1128_;
        uint _e2092 = l_mut_106_;
        bool l_1129_ = (_e2092 == 2u);
        if (l_1122_) {
            local_59 = l_1129_;
        } else {
            local_59 = false;
        }
        bool l_1130_ = local_59;
        float _e2099 = l_mut_703_;
        float l_1131_ = (l_1130_ ? l_1116_ : _e2099);
        l_mut_703_ = l_1131_;
        float l_1132_ = (l_1122_ ? l_1119_ : l_1116_);
        float _e2102 = l_mut_101_;
        float l_1133_ = (_e2102 + l_1062_);
        float l_1134_ = (l_1120_ ? l_1132_ : l_1133_);
        l_mut_101_ = l_1134_;
        uint l_1135_ = uint(l_1122_);
        uint _e2106 = l_mut_106_;
        l_mut_106_ = (_e2106 + l_1135_);
        float _e2108 = l_mut_101_;
        float l_1136_ = (_e2108 + l_1057_);
        float l_1137_ = (l_1136_ * l_4_);
        float _e2111 = l_mut_101_;
        float l_1138_ = (l_1137_ - _e2111);
        float l_1139_ = (l_1138_ * l_4_);
        float l_1140_ = (l_1057_ - l_1139_);
        uint _e2115 = l_mut_106_;
        bool l_1141_ = (_e2115 < 3u);
        bool l_1142_ = (l_1140_ != 0.0);
        if (l_1141_) {
            local_60 = l_1142_;
        } else {
            local_60 = false;
        }
        bool l_1143_ = local_60;
        uint _e2124 = l_mut_106_;
        bool l_1144_ = (_e2124 == 0u);
        if (l_1143_) {
            local_61 = l_1144_;
        } else {
            local_61 = false;
        }
        bool l_1145_ = local_61;
        float _e2131 = l_mut_705_;
        float l_1146_ = (l_1145_ ? l_1137_ : _e2131);
        l_mut_705_ = l_1146_;
        uint _e2133 = l_mut_106_;
        bool l_1147_ = (_e2133 == 1u);
        if (l_1143_) {
            local_62 = l_1147_;
        } else {
            local_62 = false;
        }
        bool l_1148_ = local_62;
        float _e2140 = l_mut_704_;
        float l_1149_ = (l_1148_ ? l_1137_ : _e2140);
        l_mut_704_ = l_1149_;
        uint _e2142 = l_mut_106_;
        bool l_1150_ = (_e2142 == 2u);
        if (l_1143_) {
            local_63 = l_1150_;
        } else {
            local_63 = false;
        }
        bool l_1151_ = local_63;
        float _e2149 = l_mut_703_;
        float l_1152_ = (l_1151_ ? l_1137_ : _e2149);
        l_mut_703_ = l_1152_;
        float l_1153_ = (l_1143_ ? l_1140_ : l_1137_);
        float _e2152 = l_mut_101_;
        float l_1154_ = (_e2152 + l_1057_);
        float l_1155_ = (l_1141_ ? l_1153_ : l_1154_);
        l_mut_101_ = l_1155_;
        uint l_1156_ = uint(l_1143_);
        uint _e2156 = l_mut_106_;
        l_mut_106_ = (_e2156 + l_1156_);
        uint _e2158 = l_mut_106_;
        bool l_1157_ = (_e2158 == 0u);
        float _e2161 = l_mut_705_;
        float _e2162 = l_mut_101_;
        float l_1158_ = (l_1157_ ? _e2162 : _e2161);
        l_mut_705_ = l_1158_;
        uint _e2164 = l_mut_106_;
        bool l_1159_ = (_e2164 == 1u);
        float _e2167 = l_mut_704_;
        float _e2168 = l_mut_101_;
        float l_1160_ = (l_1159_ ? _e2168 : _e2167);
        l_mut_704_ = l_1160_;
        uint _e2170 = l_mut_106_;
        bool l_1161_ = (_e2170 == 2u);
        float _e2173 = l_mut_703_;
        float _e2174 = l_mut_101_;
        float l_1162_ = (l_1161_ ? _e2174 : _e2173);
        l_mut_703_ = l_1162_;
        uint _e2176 = l_mut_106_;
        bool l_1163_ = (_e2176 == 3u);
        float _e2179 = l_mut_702_;
        float _e2180 = l_mut_101_;
        float l_1164_ = (l_1163_ ? _e2180 : _e2179);
        l_mut_702_ = l_1164_;
        float _e2182 = l_mut_705_;
        float l_1165_ = (_e2182 + l_4_);
        float l_1166_ = (l_1165_ * l_4_);
        float _e2185 = l_mut_705_;
        float l_1167_ = (l_1166_ - _e2185);
        float l_1168_ = (l_1167_ * l_4_);
        float l_1169_ = (l_1166_ - l_1168_);
        float l_1170_ = (l_1169_ * l_4_);
        float _e2190 = l_mut_705_;
        float l_1171_ = (_e2190 - l_1170_);
        float l_1172_ = (l_4_ - l_1168_);
        float l_1173_ = (l_1171_ + l_1172_);
        float _e2194 = l_mut_704_;
        float l_1174_ = (_e2194 + l_1173_);
        float l_1175_ = (l_1174_ * l_4_);
        float _e2197 = l_mut_704_;
        float l_1176_ = (l_1175_ - _e2197);
        float l_1177_ = (l_1176_ * l_4_);
        float l_1178_ = (l_1175_ - l_1177_);
        float l_1179_ = (l_1178_ * l_4_);
        float _e2202 = l_mut_704_;
        float l_1180_ = (_e2202 - l_1179_);
        float l_1181_ = (l_1173_ - l_1177_);
        float l_1182_ = (l_1180_ + l_1181_);
        float _e2206 = l_mut_703_;
        float l_1183_ = (_e2206 + l_1182_);
        float l_1184_ = (l_1183_ * l_4_);
        float _e2209 = l_mut_703_;
        float l_1185_ = (l_1184_ - _e2209);
        float l_1186_ = (l_1185_ * l_4_);
        float l_1187_ = (l_1184_ - l_1186_);
        float l_1188_ = (l_1187_ * l_4_);
        float _e2214 = l_mut_703_;
        float l_1189_ = (_e2214 - l_1188_);
        float l_1190_ = (l_1182_ - l_1186_);
        float l_1191_ = (l_1189_ + l_1190_);
        float _e2218 = l_mut_702_;
        float l_1192_ = (_e2218 + l_1191_);
        float l_1193_ = (l_1192_ * l_4_);
        float _e2221 = l_mut_702_;
        float l_1194_ = (l_1193_ - _e2221);
        float l_1195_ = (l_1194_ * l_4_);
        float l_1196_ = (l_1193_ - l_1195_);
        float l_1197_ = (l_1196_ * l_4_);
        float _e2226 = l_mut_702_;
        float l_1198_ = (_e2226 - l_1197_);
        float l_1199_ = (l_1191_ - l_1195_);
        float l_1200_ = (l_1198_ + l_1199_);
        float l_1201_ = (l_1193_ + l_1200_);
        float l_1202_ = (l_1201_ * l_4_);
        float l_1203_ = (l_1202_ - l_1193_);
        float l_1204_ = (l_1203_ * l_4_);
        float l_1205_ = (l_1200_ - l_1204_);
        float l_1206_ = (l_1184_ + l_1202_);
        float l_1207_ = (l_1206_ * l_4_);
        float l_1208_ = (l_1207_ - l_1184_);
        float l_1209_ = (l_1208_ * l_4_);
        float l_1210_ = (l_1202_ - l_1209_);
        float l_1211_ = (l_1175_ + l_1207_);
        float l_1212_ = (l_1211_ * l_4_);
        float l_1213_ = (l_1212_ - l_1175_);
        float l_1214_ = (l_1213_ * l_4_);
        float l_1215_ = (l_1207_ - l_1214_);
        float l_1216_ = (l_1166_ + l_1212_);
        float l_1217_ = (l_1216_ * l_4_);
        float l_1218_ = (l_1217_ - l_1166_);
        float l_1219_ = (l_1218_ * l_4_);
        float l_1220_ = (l_1212_ - l_1219_);
        l_mut_105_ = 0.0;
        l_mut_104_ = 0.0;
        l_mut_103_ = 0.0;
        l_mut_102_ = 0.0;
        l_mut_101_ = l_1217_;
        l_mut_106_ = 0u;
        float _e2255 = l_mut_101_;
        float l_1221_ = (_e2255 + l_1220_);
        float l_1222_ = (l_1221_ * l_4_);
        float _e2258 = l_mut_101_;
        float l_1223_ = (l_1222_ - _e2258);
        float l_1224_ = (l_1223_ * l_4_);
        float l_1225_ = (l_1220_ - l_1224_);
        uint _e2262 = l_mut_106_;
        bool l_1226_ = (_e2262 < 3u);
        bool l_1227_ = (l_1225_ != 0.0);
        if (l_1226_) {
            local_64 = l_1227_;
        } else {
            local_64 = false;
        }
        bool l_1228_ = local_64;
        uint _e2271 = l_mut_106_;
        bool l_1229_ = (_e2271 == 0u);
        if (l_1228_) {
            local_65 = l_1229_;
        } else {
            local_65 = false;
        }
        bool l_1230_ = local_65;
        float _e2278 = l_mut_105_;
        float l_1231_ = (l_1230_ ? l_1222_ : _e2278);
        l_mut_105_ = l_1231_;
        uint _e2280 = l_mut_106_;
        bool l_1232_ = (_e2280 == 1u);
        if (l_1228_) {
            local_66 = l_1232_;
        } else {
            local_66 = false;
        }
        bool l_1233_ = local_66;
        float _e2287 = l_mut_104_;
        float l_1234_ = (l_1233_ ? l_1222_ : _e2287);
        l_mut_104_ = l_1234_;
        uint _e2289 = l_mut_106_;
        bool l_1235_ = (_e2289 == 2u);
        if (l_1228_) {
            local_67 = l_1235_;
        } else {
            local_67 = false;
        }
        bool l_1236_ = local_67;
        float _e2296 = l_mut_103_;
        float l_1237_ = (l_1236_ ? l_1222_ : _e2296);
        l_mut_103_ = l_1237_;
        float l_1238_ = (l_1228_ ? l_1225_ : l_1222_);
        float _e2299 = l_mut_101_;
        float l_1239_ = (_e2299 + l_1220_);
        float l_1240_ = (l_1226_ ? l_1238_ : l_1239_);
        l_mut_101_ = l_1240_;
        uint l_1241_ = uint(l_1228_);
        uint _e2303 = l_mut_106_;
        l_mut_106_ = (_e2303 + l_1241_);
        float _e2305 = l_mut_101_;
        float l_1242_ = (_e2305 + l_1215_);
        float l_1243_ = (l_1242_ * l_4_);
        float _e2308 = l_mut_101_;
        float l_1244_ = (l_1243_ - _e2308);
        float l_1245_ = (l_1244_ * l_4_);
        float l_1246_ = (l_1215_ - l_1245_);
        uint _e2312 = l_mut_106_;
        bool l_1247_ = (_e2312 < 3u);
        bool l_1248_ = (l_1246_ != 0.0);
        if (l_1247_) {
            local_68 = l_1248_;
        } else {
            local_68 = false;
        }
        bool l_1249_ = local_68;
        uint _e2321 = l_mut_106_;
        bool l_1250_ = (_e2321 == 0u);
        if (l_1249_) {
            local_69 = l_1250_;
        } else {
            local_69 = false;
        }
        bool l_1251_ = local_69;
        float _e2328 = l_mut_105_;
        float l_1252_ = (l_1251_ ? l_1243_ : _e2328);
        l_mut_105_ = l_1252_;
        uint _e2330 = l_mut_106_;
        bool l_1253_ = (_e2330 == 1u);
        if (l_1249_) {
            local_70 = l_1253_;
        } else {
            local_70 = false;
        }
        bool l_1254_ = local_70;
        float _e2337 = l_mut_104_;
        float l_1255_ = (l_1254_ ? l_1243_ : _e2337);
        l_mut_104_ = l_1255_;
        uint _e2339 = l_mut_106_;
        bool l_1256_ = (_e2339 == 2u);
        if (l_1249_) {
            local_71 = l_1256_;
        } else {
            local_71 = false;
        }
        bool l_1257_ = local_71;
        float _e2346 = l_mut_103_;
        float l_1258_ = (l_1257_ ? l_1243_ : _e2346);
        l_mut_103_ = l_1258_;
        float l_1259_ = (l_1249_ ? l_1246_ : l_1243_);
        float _e2349 = l_mut_101_;
        float l_1260_ = (_e2349 + l_1215_);
        float l_1261_ = (l_1247_ ? l_1259_ : l_1260_);
        l_mut_101_ = l_1261_;
        uint l_1262_ = uint(l_1249_);
        uint _e2353 = l_mut_106_;
        l_mut_106_ = (_e2353 + l_1262_);
        float _e2355 = l_mut_101_;
        float l_1263_ = (_e2355 + l_1210_);
        float l_1264_ = (l_1263_ * l_4_);
        float _e2358 = l_mut_101_;
        float l_1265_ = (l_1264_ - _e2358);
        float l_1266_ = (l_1265_ * l_4_);
        float l_1267_ = (l_1210_ - l_1266_);
        uint _e2362 = l_mut_106_;
        bool l_1268_ = (_e2362 < 3u);
        bool l_1269_ = (l_1267_ != 0.0);
        if (l_1268_) {
            local_72 = l_1269_;
        } else {
            local_72 = false;
        }
        bool l_1270_ = local_72;
        uint _e2371 = l_mut_106_;
        bool l_1271_ = (_e2371 == 0u);
        if (l_1270_) {
            local_73 = l_1271_;
        } else {
            local_73 = false;
        }
        bool l_1272_ = local_73;
        float _e2378 = l_mut_105_;
        float l_1273_ = (l_1272_ ? l_1264_ : _e2378);
        l_mut_105_ = l_1273_;
        uint _e2380 = l_mut_106_;
        bool l_1274_ = (_e2380 == 1u);
        if (l_1270_) {
            local_74 = l_1274_;
        } else {
            local_74 = false;
        }
        bool l_1275_ = local_74;
        float _e2387 = l_mut_104_;
        float l_1276_ = (l_1275_ ? l_1264_ : _e2387);
        l_mut_104_ = l_1276_;
        uint _e2389 = l_mut_106_;
        bool l_1277_ = (_e2389 == 2u);
        if (l_1270_) {
            local_75 = l_1277_;
        } else {
            local_75 = false;
        }
        bool l_1278_ = local_75;
        float _e2396 = l_mut_103_;
        float l_1279_ = (l_1278_ ? l_1264_ : _e2396);
        l_mut_103_ = l_1279_;
        float l_1280_ = (l_1270_ ? l_1267_ : l_1264_);
        float _e2399 = l_mut_101_;
        float l_1281_ = (_e2399 + l_1210_);
        float l_1282_ = (l_1268_ ? l_1280_ : l_1281_);
        l_mut_101_ = l_1282_;
        uint l_1283_ = uint(l_1270_);
        uint _e2403 = l_mut_106_;
        l_mut_106_ = (_e2403 + l_1283_);
        float _e2405 = l_mut_101_;
        float l_1284_ = (_e2405 + l_1205_);
        float l_1285_ = (l_1284_ * l_4_);
        float _e2408 = l_mut_101_;
        float l_1286_ = (l_1285_ - _e2408);
        float l_1287_ = (l_1286_ * l_4_);
        float l_1288_ = (l_1205_ - l_1287_);
        uint _e2412 = l_mut_106_;
        bool l_1289_ = (_e2412 < 3u);
        bool l_1290_ = (l_1288_ != 0.0);
        if (l_1289_) {
            local_76 = l_1290_;
        } else {
            local_76 = false;
        }
        bool l_1291_ = local_76;
        uint _e2421 = l_mut_106_;
        bool l_1292_ = (_e2421 == 0u);
        if (l_1291_) {
            local_77 = l_1292_;
        } else {
            local_77 = false;
        }
        bool l_1293_ = local_77;
        float _e2428 = l_mut_105_;
        float l_1294_ = (l_1293_ ? l_1285_ : _e2428);
        l_mut_105_ = l_1294_;
        uint _e2430 = l_mut_106_;
        bool l_1295_ = (_e2430 == 1u);
        if (l_1291_) {
            local_78 = l_1295_;
        } else {
            local_78 = false;
        }
        bool l_1296_ = local_78;
        float _e2437 = l_mut_104_;
        float l_1297_ = (l_1296_ ? l_1285_ : _e2437);
        l_mut_104_ = l_1297_;
        uint _e2439 = l_mut_106_;
        bool l_1298_ = (_e2439 == 2u);
        if (l_1291_) {
            local_79 = l_1298_;
        } else {
            local_79 = false;
        }
        bool l_1299_ = local_79;
        float _e2446 = l_mut_103_;
        float l_1300_ = (l_1299_ ? l_1285_ : _e2446);
        l_mut_103_ = l_1300_;
        float l_1301_ = (l_1291_ ? l_1288_ : l_1285_);
        float _e2449 = l_mut_101_;
        float l_1302_ = (_e2449 + l_1205_);
        float l_1303_ = (l_1289_ ? l_1301_ : l_1302_);
        l_mut_101_ = l_1303_;
        uint l_1304_ = uint(l_1291_);
        uint _e2453 = l_mut_106_;
        l_mut_106_ = (_e2453 + l_1304_);
        uint _e2455 = l_mut_106_;
        bool l_1305_ = (_e2455 == 0u);
        float _e2458 = l_mut_105_;
        float _e2459 = l_mut_101_;
        float l_1306_ = (l_1305_ ? _e2459 : _e2458);
        l_mut_105_ = l_1306_;
        uint _e2461 = l_mut_106_;
        bool l_1307_ = (_e2461 == 1u);
        float _e2464 = l_mut_104_;
        float _e2465 = l_mut_101_;
        float l_1308_ = (l_1307_ ? _e2465 : _e2464);
        l_mut_104_ = l_1308_;
        uint _e2467 = l_mut_106_;
        bool l_1309_ = (_e2467 == 2u);
        float _e2470 = l_mut_103_;
        float _e2471 = l_mut_101_;
        float l_1310_ = (l_1309_ ? _e2471 : _e2470);
        l_mut_103_ = l_1310_;
        uint _e2473 = l_mut_106_;
        bool l_1311_ = (_e2473 == 3u);
        float _e2476 = l_mut_102_;
        float _e2477 = l_mut_101_;
        float l_1312_ = (l_1311_ ? _e2477 : _e2476);
        l_mut_102_ = l_1312_;
        float _e2479 = l_mut_105_;
        float l_1313_ = (_e2479 * l_199_);
        float l_1314_ = (l_1313_ * l_4_);
        float _e2482 = l_mut_105_;
        float l_1315_ = (l_3_ * _e2482);
        float l_1316_ = (l_1315_ * l_4_);
        float _e2485 = l_mut_105_;
        float l_1317_ = (l_1316_ - _e2485);
        float l_1318_ = (l_1317_ * l_4_);
        float l_1319_ = (l_1316_ - l_1318_);
        float _e2489 = l_mut_105_;
        float l_1320_ = (_e2489 - l_1319_);
        float l_1321_ = (l_3_ * l_199_);
        float l_1322_ = (l_1321_ * l_4_);
        float l_1323_ = (l_1322_ - l_199_);
        float l_1324_ = (l_1323_ * l_4_);
        float l_1325_ = (l_1322_ - l_1324_);
        float l_1326_ = (l_199_ - l_1325_);
        float l_1327_ = (l_1319_ * l_1325_);
        float l_1328_ = (l_1327_ - l_1314_);
        float l_1329_ = (l_1319_ * l_1326_);
        float l_1330_ = (l_1328_ + l_1329_);
        float l_1331_ = (l_1320_ * l_1325_);
        float l_1332_ = (l_1330_ + l_1331_);
        float l_1333_ = (l_1320_ * l_1326_);
        float l_1334_ = (l_1332_ + l_1333_);
        float _e2505 = l_mut_105_;
        float l_1335_ = (_e2505 * l_200_);
        float l_1336_ = (l_1335_ * l_4_);
        float _e2508 = l_mut_105_;
        float l_1337_ = (l_3_ * _e2508);
        float l_1338_ = (l_1337_ * l_4_);
        float _e2511 = l_mut_105_;
        float l_1339_ = (l_1338_ - _e2511);
        float l_1340_ = (l_1339_ * l_4_);
        float l_1341_ = (l_1338_ - l_1340_);
        float _e2515 = l_mut_105_;
        float l_1342_ = (_e2515 - l_1341_);
        float l_1343_ = (l_3_ * l_200_);
        float l_1344_ = (l_1343_ * l_4_);
        float l_1345_ = (l_1344_ - l_200_);
        float l_1346_ = (l_1345_ * l_4_);
        float l_1347_ = (l_1344_ - l_1346_);
        float l_1348_ = (l_200_ - l_1347_);
        float l_1349_ = (l_1341_ * l_1347_);
        float l_1350_ = (l_1349_ - l_1336_);
        float l_1351_ = (l_1341_ * l_1348_);
        float l_1352_ = (l_1350_ + l_1351_);
        float l_1353_ = (l_1342_ * l_1347_);
        float l_1354_ = (l_1352_ + l_1353_);
        float l_1355_ = (l_1342_ * l_1348_);
        float l_1356_ = (l_1354_ + l_1355_);
        float _e2531 = l_mut_104_;
        float l_1357_ = (_e2531 * l_199_);
        float l_1358_ = (l_1357_ * l_4_);
        float _e2534 = l_mut_104_;
        float l_1359_ = (l_3_ * _e2534);
        float l_1360_ = (l_1359_ * l_4_);
        float _e2537 = l_mut_104_;
        float l_1361_ = (l_1360_ - _e2537);
        float l_1362_ = (l_1361_ * l_4_);
        float l_1363_ = (l_1360_ - l_1362_);
        float _e2541 = l_mut_104_;
        float l_1364_ = (_e2541 - l_1363_);
        float l_1365_ = (l_3_ * l_199_);
        float l_1366_ = (l_1365_ * l_4_);
        float l_1367_ = (l_1366_ - l_199_);
        float l_1368_ = (l_1367_ * l_4_);
        float l_1369_ = (l_1366_ - l_1368_);
        float l_1370_ = (l_199_ - l_1369_);
        float l_1371_ = (l_1363_ * l_1369_);
        float l_1372_ = (l_1371_ - l_1358_);
        float l_1373_ = (l_1363_ * l_1370_);
        float l_1374_ = (l_1372_ + l_1373_);
        float l_1375_ = (l_1364_ * l_1369_);
        float l_1376_ = (l_1374_ + l_1375_);
        float l_1377_ = (l_1364_ * l_1370_);
        float l_1378_ = (l_1376_ + l_1377_);
        float _e2557 = l_mut_105_;
        float l_1379_ = (_e2557 * l_201_);
        float l_1380_ = (l_1379_ * l_4_);
        float _e2560 = l_mut_105_;
        float l_1381_ = (l_3_ * _e2560);
        float l_1382_ = (l_1381_ * l_4_);
        float _e2563 = l_mut_105_;
        float l_1383_ = (l_1382_ - _e2563);
        float l_1384_ = (l_1383_ * l_4_);
        float l_1385_ = (l_1382_ - l_1384_);
        float _e2567 = l_mut_105_;
        float l_1386_ = (_e2567 - l_1385_);
        float l_1387_ = (l_3_ * l_201_);
        float l_1388_ = (l_1387_ * l_4_);
        float l_1389_ = (l_1388_ - l_201_);
        float l_1390_ = (l_1389_ * l_4_);
        float l_1391_ = (l_1388_ - l_1390_);
        float l_1392_ = (l_201_ - l_1391_);
        float l_1393_ = (l_1385_ * l_1391_);
        float l_1394_ = (l_1393_ - l_1380_);
        float l_1395_ = (l_1385_ * l_1392_);
        float l_1396_ = (l_1394_ + l_1395_);
        float l_1397_ = (l_1386_ * l_1391_);
        float l_1398_ = (l_1396_ + l_1397_);
        float l_1399_ = (l_1386_ * l_1392_);
        float l_1400_ = (l_1398_ + l_1399_);
        float _e2583 = l_mut_104_;
        float l_1401_ = (_e2583 * l_200_);
        float l_1402_ = (l_1401_ * l_4_);
        float _e2586 = l_mut_104_;
        float l_1403_ = (l_3_ * _e2586);
        float l_1404_ = (l_1403_ * l_4_);
        float _e2589 = l_mut_104_;
        float l_1405_ = (l_1404_ - _e2589);
        float l_1406_ = (l_1405_ * l_4_);
        float l_1407_ = (l_1404_ - l_1406_);
        float _e2593 = l_mut_104_;
        float l_1408_ = (_e2593 - l_1407_);
        float l_1409_ = (l_3_ * l_200_);
        float l_1410_ = (l_1409_ * l_4_);
        float l_1411_ = (l_1410_ - l_200_);
        float l_1412_ = (l_1411_ * l_4_);
        float l_1413_ = (l_1410_ - l_1412_);
        float l_1414_ = (l_200_ - l_1413_);
        float l_1415_ = (l_1407_ * l_1413_);
        float l_1416_ = (l_1415_ - l_1402_);
        float l_1417_ = (l_1407_ * l_1414_);
        float l_1418_ = (l_1416_ + l_1417_);
        float l_1419_ = (l_1408_ * l_1413_);
        float l_1420_ = (l_1418_ + l_1419_);
        float l_1421_ = (l_1408_ * l_1414_);
        float l_1422_ = (l_1420_ + l_1421_);
        float _e2609 = l_mut_103_;
        float l_1423_ = (_e2609 * l_199_);
        float l_1424_ = (l_1423_ * l_4_);
        float _e2612 = l_mut_103_;
        float l_1425_ = (l_3_ * _e2612);
        float l_1426_ = (l_1425_ * l_4_);
        float _e2615 = l_mut_103_;
        float l_1427_ = (l_1426_ - _e2615);
        float l_1428_ = (l_1427_ * l_4_);
        float l_1429_ = (l_1426_ - l_1428_);
        float _e2619 = l_mut_103_;
        float l_1430_ = (_e2619 - l_1429_);
        float l_1431_ = (l_3_ * l_199_);
        float l_1432_ = (l_1431_ * l_4_);
        float l_1433_ = (l_1432_ - l_199_);
        float l_1434_ = (l_1433_ * l_4_);
        float l_1435_ = (l_1432_ - l_1434_);
        float l_1436_ = (l_199_ - l_1435_);
        float l_1437_ = (l_1429_ * l_1435_);
        float l_1438_ = (l_1437_ - l_1424_);
        float l_1439_ = (l_1429_ * l_1436_);
        float l_1440_ = (l_1438_ + l_1439_);
        float l_1441_ = (l_1430_ * l_1435_);
        float l_1442_ = (l_1440_ + l_1441_);
        float l_1443_ = (l_1430_ * l_1436_);
        float l_1444_ = (l_1442_ + l_1443_);
        float l_1445_ = (l_1336_ + l_1358_);
        float l_1446_ = (l_1445_ * l_4_);
        float l_1447_ = (l_1446_ - l_1336_);
        float l_1448_ = (l_1447_ * l_4_);
        float l_1449_ = (l_1446_ - l_1448_);
        float l_1450_ = (l_1449_ * l_4_);
        float l_1451_ = (l_1336_ - l_1450_);
        float l_1452_ = (l_1358_ - l_1448_);
        float l_1453_ = (l_1451_ + l_1452_);
        float l_1454_ = (l_1334_ + l_1446_);
        float l_1455_ = (l_1454_ * l_4_);
        float l_1456_ = (l_1455_ - l_1334_);
        float l_1457_ = (l_1456_ * l_4_);
        float l_1458_ = (l_1455_ - l_1457_);
        float l_1459_ = (l_1458_ * l_4_);
        float l_1460_ = (l_1334_ - l_1459_);
        float l_1461_ = (l_1446_ - l_1457_);
        float l_1462_ = (l_1460_ + l_1461_);
        float l_1463_ = (l_1453_ + l_1462_);
        float l_1464_ = (l_1463_ * l_4_);
        float l_1465_ = (l_1464_ - l_1453_);
        float l_1466_ = (l_1465_ * l_4_);
        float l_1467_ = (l_1464_ - l_1466_);
        float l_1468_ = (l_1467_ * l_4_);
        float l_1469_ = (l_1453_ - l_1468_);
        float l_1470_ = (l_1462_ - l_1466_);
        float l_1471_ = (l_1469_ + l_1470_);
        float l_1472_ = (l_1464_ + l_1356_);
        float l_1473_ = (l_1472_ * l_4_);
        float l_1474_ = (l_1473_ - l_1464_);
        float l_1475_ = (l_1474_ * l_4_);
        float l_1476_ = (l_1473_ - l_1475_);
        float l_1477_ = (l_1476_ * l_4_);
        float l_1478_ = (l_1464_ - l_1477_);
        float l_1479_ = (l_1356_ - l_1475_);
        float l_1480_ = (l_1478_ + l_1479_);
        float l_1481_ = (l_1378_ + l_1473_);
        float l_1482_ = (l_1481_ * l_4_);
        float l_1483_ = (l_1482_ - l_1378_);
        float l_1484_ = (l_1483_ * l_4_);
        float l_1485_ = (l_1482_ - l_1484_);
        float l_1486_ = (l_1485_ * l_4_);
        float l_1487_ = (l_1378_ - l_1486_);
        float l_1488_ = (l_1473_ - l_1484_);
        float l_1489_ = (l_1487_ + l_1488_);
        float l_1490_ = (l_1480_ + l_1489_);
        float l_1491_ = (l_1490_ * l_4_);
        float l_1492_ = (l_1491_ - l_1480_);
        float l_1493_ = (l_1492_ * l_4_);
        float l_1494_ = (l_1491_ - l_1493_);
        float l_1495_ = (l_1494_ * l_4_);
        float l_1496_ = (l_1480_ - l_1495_);
        float l_1497_ = (l_1489_ - l_1493_);
        float l_1498_ = (l_1496_ + l_1497_);
        float l_1499_ = (l_1380_ + l_1402_);
        float l_1500_ = (l_1499_ * l_4_);
        float l_1501_ = (l_1500_ - l_1380_);
        float l_1502_ = (l_1501_ * l_4_);
        float l_1503_ = (l_1500_ - l_1502_);
        float l_1504_ = (l_1503_ * l_4_);
        float l_1505_ = (l_1380_ - l_1504_);
        float l_1506_ = (l_1402_ - l_1502_);
        float l_1507_ = (l_1505_ + l_1506_);
        float l_1508_ = (l_1424_ + l_1500_);
        float l_1509_ = (l_1508_ * l_4_);
        float l_1510_ = (l_1509_ - l_1424_);
        float l_1511_ = (l_1510_ * l_4_);
        float l_1512_ = (l_1509_ - l_1511_);
        float l_1513_ = (l_1512_ * l_4_);
        float l_1514_ = (l_1424_ - l_1513_);
        float l_1515_ = (l_1500_ - l_1511_);
        float l_1516_ = (l_1514_ + l_1515_);
        float l_1517_ = (l_1507_ + l_1516_);
        float l_1518_ = (l_1517_ * l_4_);
        float l_1519_ = (l_1518_ - l_1507_);
        float l_1520_ = (l_1519_ * l_4_);
        float l_1521_ = (l_1518_ - l_1520_);
        float l_1522_ = (l_1521_ * l_4_);
        float l_1523_ = (l_1507_ - l_1522_);
        float l_1524_ = (l_1516_ - l_1520_);
        float l_1525_ = (l_1523_ + l_1524_);
        float l_1526_ = (l_1482_ + l_1509_);
        float l_1527_ = (l_1526_ * l_4_);
        float l_1528_ = (l_1527_ - l_1482_);
        float l_1529_ = (l_1528_ * l_4_);
        float l_1530_ = (l_1527_ - l_1529_);
        float l_1531_ = (l_1530_ * l_4_);
        float l_1532_ = (l_1482_ - l_1531_);
        float l_1533_ = (l_1509_ - l_1529_);
        float l_1534_ = (l_1532_ + l_1533_);
        float l_1535_ = (l_1491_ + l_1518_);
        float l_1536_ = (l_1535_ * l_4_);
        float l_1537_ = (l_1536_ - l_1491_);
        float l_1538_ = (l_1537_ * l_4_);
        float l_1539_ = (l_1536_ - l_1538_);
        float l_1540_ = (l_1539_ * l_4_);
        float l_1541_ = (l_1491_ - l_1540_);
        float l_1542_ = (l_1518_ - l_1538_);
        float l_1543_ = (l_1541_ + l_1542_);
        float l_1544_ = (l_1536_ + l_1534_);
        float l_1545_ = (l_1544_ * l_4_);
        float l_1546_ = (l_1545_ - l_1536_);
        float l_1547_ = (l_1546_ * l_4_);
        float l_1548_ = (l_1545_ - l_1547_);
        float l_1549_ = (l_1548_ * l_4_);
        float l_1550_ = (l_1536_ - l_1549_);
        float l_1551_ = (l_1534_ - l_1547_);
        float l_1552_ = (l_1550_ + l_1551_);
        float l_1553_ = (l_1498_ + l_1525_);
        float l_1554_ = (l_1552_ + l_1543_);
        float l_1555_ = (l_1553_ + l_1554_);
        float _e2746 = l_mut_105_;
        float l_1556_ = (_e2746 * l_202_);
        float _e2748 = l_mut_104_;
        float l_1557_ = (_e2748 * l_201_);
        float l_1558_ = (l_1556_ + l_1557_);
        float _e2751 = l_mut_103_;
        float l_1559_ = (_e2751 * l_200_);
        float _e2753 = l_mut_102_;
        float l_1560_ = (_e2753 * l_199_);
        float l_1561_ = (l_1559_ + l_1560_);
        float l_1562_ = (l_1558_ + l_1561_);
        float l_1563_ = (l_1471_ + l_1400_);
        float l_1564_ = (l_1422_ + l_1444_);
        float l_1565_ = (l_1563_ + l_1564_);
        float l_1566_ = (l_1562_ + l_1565_);
        float l_1567_ = (l_1545_ + l_1566_);
        float l_1568_ = (l_1567_ + l_1555_);
        float l_1569_ = (l_1568_ * l_4_);
        float l_1570_ = (l_1569_ - l_1567_);
        float l_1571_ = (l_1570_ * l_4_);
        float l_1572_ = (l_1555_ - l_1571_);
        float l_1573_ = (l_1527_ + l_1569_);
        float l_1574_ = (l_1573_ * l_4_);
        float l_1575_ = (l_1574_ - l_1527_);
        float l_1576_ = (l_1575_ * l_4_);
        float l_1577_ = (l_1569_ - l_1576_);
        float l_1578_ = (l_1455_ + l_1574_);
        float l_1579_ = (l_1578_ * l_4_);
        float l_1580_ = (l_1579_ - l_1455_);
        float l_1581_ = (l_1580_ * l_4_);
        float l_1582_ = (l_1574_ - l_1581_);
        float l_1583_ = (l_1314_ + l_1579_);
        float l_1584_ = (l_1583_ * l_4_);
        float l_1585_ = (l_1584_ - l_1314_);
        float l_1586_ = (l_1585_ * l_4_);
        float l_1587_ = (l_1579_ - l_1586_);
        l_mut_705_ = 0.0;
        l_mut_704_ = 0.0;
        l_mut_703_ = 0.0;
        l_mut_702_ = 0.0;
        l_mut_101_ = l_1584_;
        l_mut_106_ = 0u;
        float _e2787 = l_mut_101_;
        float l_1588_ = (_e2787 + l_1587_);
        float l_1589_ = (l_1588_ * l_4_);
        float _e2790 = l_mut_101_;
        float l_1590_ = (l_1589_ - _e2790);
        float l_1591_ = (l_1590_ * l_4_);
        float l_1592_ = (l_1587_ - l_1591_);
        uint _e2794 = l_mut_106_;
        bool l_1593_ = (_e2794 < 3u);
        bool l_1594_ = (l_1592_ != 0.0);
        if (l_1593_) {
            local_80 = l_1594_;
        } else {
            local_80 = false;
        }
        bool l_1595_ = local_80;
        uint _e2803 = l_mut_106_;
        bool l_1596_ = (_e2803 == 0u);
        if (l_1595_) {
            local_81 = l_1596_;
        } else {
            local_81 = false;
        }
        bool l_1597_ = local_81;
        float _e2810 = l_mut_705_;
        float l_1598_ = (l_1597_ ? l_1589_ : _e2810);
        l_mut_705_ = l_1598_;
        uint _e2812 = l_mut_106_;
        bool l_1599_ = (_e2812 == 1u);
        if (l_1595_) {
            local_82 = l_1599_;
        } else {
            local_82 = false;
        }
        bool l_1600_ = local_82;
        float _e2819 = l_mut_704_;
        float l_1601_ = (l_1600_ ? l_1589_ : _e2819);
        l_mut_704_ = l_1601_;
        uint _e2821 = l_mut_106_;
        bool l_1602_ = (_e2821 == 2u);
        if (l_1595_) {
            local_83 = l_1602_;
        } else {
            local_83 = false;
        }
        bool l_1603_ = local_83;
        float _e2828 = l_mut_703_;
        float l_1604_ = (l_1603_ ? l_1589_ : _e2828);
        l_mut_703_ = l_1604_;
        float l_1605_ = (l_1595_ ? l_1592_ : l_1589_);
        float _e2831 = l_mut_101_;
        float l_1606_ = (_e2831 + l_1587_);
        float l_1607_ = (l_1593_ ? l_1605_ : l_1606_);
        l_mut_101_ = l_1607_;
        uint l_1608_ = uint(l_1595_);
        uint _e2835 = l_mut_106_;
        l_mut_106_ = (_e2835 + l_1608_);
        float _e2837 = l_mut_101_;
        float l_1609_ = (_e2837 + l_1582_);
        float l_1610_ = (l_1609_ * l_4_);
        float _e2840 = l_mut_101_;
        float l_1611_ = (l_1610_ - _e2840);
        float l_1612_ = (l_1611_ * l_4_);
        float l_1613_ = (l_1582_ - l_1612_);
        uint _e2844 = l_mut_106_;
        bool l_1614_ = (_e2844 < 3u);
        bool l_1615_ = (l_1613_ != 0.0);
        if (l_1614_) {
            local_84 = l_1615_;
        } else {
            local_84 = false;
        }
        bool l_1616_ = local_84;
        uint _e2853 = l_mut_106_;
        bool l_1617_ = (_e2853 == 0u);
        if (l_1616_) {
            local_85 = l_1617_;
        } else {
            local_85 = false;
        }
        bool l_1618_ = local_85;
        float _e2860 = l_mut_705_;
        float l_1619_ = (l_1618_ ? l_1610_ : _e2860);
        l_mut_705_ = l_1619_;
        uint _e2862 = l_mut_106_;
        bool l_1620_ = (_e2862 == 1u);
        if (l_1616_) {
            local_86 = l_1620_;
        } else {
            local_86 = false;
        }
        bool l_1621_ = local_86;
        float _e2869 = l_mut_704_;
        float l_1622_ = (l_1621_ ? l_1610_ : _e2869);
        l_mut_704_ = l_1622_;
        uint _e2871 = l_mut_106_;
        bool l_1623_ = (_e2871 == 2u);
        if (l_1616_) {
            local_87 = l_1623_;
        } else {
            local_87 = false;
        }
        bool l_1624_ = local_87;
        float _e2878 = l_mut_703_;
        float l_1625_ = (l_1624_ ? l_1610_ : _e2878);
        l_mut_703_ = l_1625_;
        float l_1626_ = (l_1616_ ? l_1613_ : l_1610_);
        float _e2881 = l_mut_101_;
        float l_1627_ = (_e2881 + l_1582_);
        float l_1628_ = (l_1614_ ? l_1626_ : l_1627_);
        l_mut_101_ = l_1628_;
        uint l_1629_ = uint(l_1616_);
        uint _e2885 = l_mut_106_;
        l_mut_106_ = (_e2885 + l_1629_);
        float _e2887 = l_mut_101_;
        float l_1630_ = (_e2887 + l_1577_);
        float l_1631_ = (l_1630_ * l_4_);
        float _e2890 = l_mut_101_;
        float l_1632_ = (l_1631_ - _e2890);
        float l_1633_ = (l_1632_ * l_4_);
        float l_1634_ = (l_1577_ - l_1633_);
        uint _e2894 = l_mut_106_;
        bool l_1635_ = (_e2894 < 3u);
        bool l_1636_ = (l_1634_ != 0.0);
        if (l_1635_) {
            local_88 = l_1636_;
        } else {
            local_88 = false;
        }
        bool l_1637_ = local_88;
        uint _e2903 = l_mut_106_;
        bool l_1638_ = (_e2903 == 0u);
        if (l_1637_) {
            local_89 = l_1638_;
        } else {
            local_89 = false;
        }
        bool l_1639_ = local_89;
        float _e2910 = l_mut_705_;
        float l_1640_ = (l_1639_ ? l_1631_ : _e2910);
        l_mut_705_ = l_1640_;
        uint _e2912 = l_mut_106_;
        bool l_1641_ = (_e2912 == 1u);
        if (l_1637_) {
            local_90 = l_1641_;
        } else {
            local_90 = false;
        }
        bool l_1642_ = local_90;
        float _e2919 = l_mut_704_;
        float l_1643_ = (l_1642_ ? l_1631_ : _e2919);
        l_mut_704_ = l_1643_;
        uint _e2921 = l_mut_106_;
        bool l_1644_ = (_e2921 == 2u);
        if (l_1637_) {
            local_91 = l_1644_;
        } else {
            local_91 = false;
        }
        bool l_1645_ = local_91;
        float _e2928 = l_mut_703_;
        float l_1646_ = (l_1645_ ? l_1631_ : _e2928);
        l_mut_703_ = l_1646_;
        float l_1647_ = (l_1637_ ? l_1634_ : l_1631_);
        float _e2931 = l_mut_101_;
        float l_1648_ = (_e2931 + l_1577_);
        float l_1649_ = (l_1635_ ? l_1647_ : l_1648_);
        l_mut_101_ = l_1649_;
        uint l_1650_ = uint(l_1637_);
        uint _e2935 = l_mut_106_;
        l_mut_106_ = (_e2935 + l_1650_);
        float _e2937 = l_mut_101_;
        float l_1651_ = (_e2937 + l_1572_);
        float l_1652_ = (l_1651_ * l_4_);
        float _e2940 = l_mut_101_;
        float l_1653_ = (l_1652_ - _e2940);
        float l_1654_ = (l_1653_ * l_4_);
        float l_1655_ = (l_1572_ - l_1654_);
        uint _e2944 = l_mut_106_;
        bool l_1656_ = (_e2944 < 3u);
        bool l_1657_ = (l_1655_ != 0.0);
        if (l_1656_) {
            local_92 = l_1657_;
        } else {
            local_92 = false;
        }
        bool l_1658_ = local_92;
        uint _e2953 = l_mut_106_;
        bool l_1659_ = (_e2953 == 0u);
        if (l_1658_) {
            local_93 = l_1659_;
        } else {
            local_93 = false;
        }
        bool l_1660_ = local_93;
        float _e2960 = l_mut_705_;
        float l_1661_ = (l_1660_ ? l_1652_ : _e2960);
        l_mut_705_ = l_1661_;
        uint _e2962 = l_mut_106_;
        bool l_1662_ = (_e2962 == 1u);
        if (l_1658_) {
            local_94 = l_1662_;
        } else {
            local_94 = false;
        }
        bool l_1663_ = local_94;
        float _e2969 = l_mut_704_;
        float l_1664_ = (l_1663_ ? l_1652_ : _e2969);
        l_mut_704_ = l_1664_;
        uint _e2971 = l_mut_106_;
        bool l_1665_ = (_e2971 == 2u);
        if (l_1658_) {
            local_95 = l_1665_;
        } else {
            local_95 = false;
        }
        bool l_1666_ = local_95;
        float _e2978 = l_mut_703_;
        float l_1667_ = (l_1666_ ? l_1652_ : _e2978);
        l_mut_703_ = l_1667_;
        float l_1668_ = (l_1658_ ? l_1655_ : l_1652_);
        float _e2981 = l_mut_101_;
        float l_1669_ = (_e2981 + l_1572_);
        float l_1670_ = (l_1656_ ? l_1668_ : l_1669_);
        l_mut_101_ = l_1670_;
        uint l_1671_ = uint(l_1658_);
        uint _e2985 = l_mut_106_;
        l_mut_106_ = (_e2985 + l_1671_);
        uint _e2987 = l_mut_106_;
        bool l_1672_ = (_e2987 == 0u);
        float _e2990 = l_mut_705_;
        float _e2991 = l_mut_101_;
        float l_1673_ = (l_1672_ ? _e2991 : _e2990);
        l_mut_705_ = l_1673_;
        uint _e2993 = l_mut_106_;
        bool l_1674_ = (_e2993 == 1u);
        float _e2996 = l_mut_704_;
        float _e2997 = l_mut_101_;
        float l_1675_ = (l_1674_ ? _e2997 : _e2996);
        l_mut_704_ = l_1675_;
        uint _e2999 = l_mut_106_;
        bool l_1676_ = (_e2999 == 2u);
        float _e3002 = l_mut_703_;
        float _e3003 = l_mut_101_;
        float l_1677_ = (l_1676_ ? _e3003 : _e3002);
        l_mut_703_ = l_1677_;
        uint _e3005 = l_mut_106_;
        bool l_1678_ = (_e3005 == 3u);
        float _e3008 = l_mut_702_;
        float _e3009 = l_mut_101_;
        float l_1679_ = (l_1678_ ? _e3009 : _e3008);
        l_mut_702_ = l_1679_;
        float _e3011 = l_mut_705_;
        l_mut_105_ = _e3011;
        float _e3012 = l_mut_704_;
        l_mut_104_ = _e3012;
        float _e3013 = l_mut_703_;
        l_mut_103_ = _e3013;
        float _e3014 = l_mut_702_;
        l_mut_102_ = _e3014;
        uint2 loop_bound_2 = uint2(4294967295u, 4294967295u);
        bool loop_init_2 = true;
        while(true) {
            if (all(loop_bound_2 == uint2(0u, 0u))) { break; }
            loop_bound_2 -= uint2(loop_bound_2.y == 0u, 1u);
            if (!loop_init_2) {
                uint _e3947 = l_mut_1680_;
                l_mut_1680_ = (_e3947 + 1u);
            }
            loop_init_2 = false;
            uint _e3017 = l_mut_1680_;
            if ((_e3017 < 8u)) {
            } else {
                break;
            }
            {
                float _e3020 = l_mut_105_;
                float l_1681_ = (_e3020 * 2.0);
                float _e3023 = l_mut_104_;
                float l_1682_ = (_e3023 * 2.0);
                float _e3026 = l_mut_103_;
                float l_1683_ = (_e3026 * 2.0);
                float _e3029 = l_mut_102_;
                float l_1684_ = (_e3029 * 2.0);
                float _e3032 = l_mut_105_;
                float _e3033 = l_mut_105_;
                float l_1685_ = (_e3032 * _e3033);
                float l_1686_ = (l_1685_ * l_4_);
                float _e3036 = l_mut_105_;
                float l_1687_ = (l_3_ * _e3036);
                float l_1688_ = (l_1687_ * l_4_);
                float _e3039 = l_mut_105_;
                float l_1689_ = (l_1688_ - _e3039);
                float l_1690_ = (l_1689_ * l_4_);
                float l_1691_ = (l_1688_ - l_1690_);
                float _e3043 = l_mut_105_;
                float l_1692_ = (_e3043 - l_1691_);
                float _e3045 = l_mut_105_;
                float l_1693_ = (l_3_ * _e3045);
                float l_1694_ = (l_1693_ * l_4_);
                float _e3048 = l_mut_105_;
                float l_1695_ = (l_1694_ - _e3048);
                float l_1696_ = (l_1695_ * l_4_);
                float l_1697_ = (l_1694_ - l_1696_);
                float _e3052 = l_mut_105_;
                float l_1698_ = (_e3052 - l_1697_);
                float l_1699_ = (l_1691_ * l_1697_);
                float l_1700_ = (l_1699_ - l_1686_);
                float l_1701_ = (l_1691_ * l_1698_);
                float l_1702_ = (l_1700_ + l_1701_);
                float l_1703_ = (l_1692_ * l_1697_);
                float l_1704_ = (l_1702_ + l_1703_);
                float l_1705_ = (l_1692_ * l_1698_);
                float l_1706_ = (l_1704_ + l_1705_);
                float _e3062 = l_mut_105_;
                float _e3063 = l_mut_104_;
                float l_1707_ = (_e3062 * _e3063);
                float l_1708_ = (l_1707_ * l_4_);
                float _e3066 = l_mut_105_;
                float l_1709_ = (l_3_ * _e3066);
                float l_1710_ = (l_1709_ * l_4_);
                float _e3069 = l_mut_105_;
                float l_1711_ = (l_1710_ - _e3069);
                float l_1712_ = (l_1711_ * l_4_);
                float l_1713_ = (l_1710_ - l_1712_);
                float _e3073 = l_mut_105_;
                float l_1714_ = (_e3073 - l_1713_);
                float _e3075 = l_mut_104_;
                float l_1715_ = (l_3_ * _e3075);
                float l_1716_ = (l_1715_ * l_4_);
                float _e3078 = l_mut_104_;
                float l_1717_ = (l_1716_ - _e3078);
                float l_1718_ = (l_1717_ * l_4_);
                float l_1719_ = (l_1716_ - l_1718_);
                float _e3082 = l_mut_104_;
                float l_1720_ = (_e3082 - l_1719_);
                float l_1721_ = (l_1713_ * l_1719_);
                float l_1722_ = (l_1721_ - l_1708_);
                float l_1723_ = (l_1713_ * l_1720_);
                float l_1724_ = (l_1722_ + l_1723_);
                float l_1725_ = (l_1714_ * l_1719_);
                float l_1726_ = (l_1724_ + l_1725_);
                float l_1727_ = (l_1714_ * l_1720_);
                float l_1728_ = (l_1726_ + l_1727_);
                float _e3092 = l_mut_104_;
                float _e3093 = l_mut_105_;
                float l_1729_ = (_e3092 * _e3093);
                float l_1730_ = (l_1729_ * l_4_);
                float _e3096 = l_mut_104_;
                float l_1731_ = (l_3_ * _e3096);
                float l_1732_ = (l_1731_ * l_4_);
                float _e3099 = l_mut_104_;
                float l_1733_ = (l_1732_ - _e3099);
                float l_1734_ = (l_1733_ * l_4_);
                float l_1735_ = (l_1732_ - l_1734_);
                float _e3103 = l_mut_104_;
                float l_1736_ = (_e3103 - l_1735_);
                float _e3105 = l_mut_105_;
                float l_1737_ = (l_3_ * _e3105);
                float l_1738_ = (l_1737_ * l_4_);
                float _e3108 = l_mut_105_;
                float l_1739_ = (l_1738_ - _e3108);
                float l_1740_ = (l_1739_ * l_4_);
                float l_1741_ = (l_1738_ - l_1740_);
                float _e3112 = l_mut_105_;
                float l_1742_ = (_e3112 - l_1741_);
                float l_1743_ = (l_1735_ * l_1741_);
                float l_1744_ = (l_1743_ - l_1730_);
                float l_1745_ = (l_1735_ * l_1742_);
                float l_1746_ = (l_1744_ + l_1745_);
                float l_1747_ = (l_1736_ * l_1741_);
                float l_1748_ = (l_1746_ + l_1747_);
                float l_1749_ = (l_1736_ * l_1742_);
                float l_1750_ = (l_1748_ + l_1749_);
                float _e3122 = l_mut_105_;
                float _e3123 = l_mut_103_;
                float l_1751_ = (_e3122 * _e3123);
                float l_1752_ = (l_1751_ * l_4_);
                float _e3126 = l_mut_105_;
                float l_1753_ = (l_3_ * _e3126);
                float l_1754_ = (l_1753_ * l_4_);
                float _e3129 = l_mut_105_;
                float l_1755_ = (l_1754_ - _e3129);
                float l_1756_ = (l_1755_ * l_4_);
                float l_1757_ = (l_1754_ - l_1756_);
                float _e3133 = l_mut_105_;
                float l_1758_ = (_e3133 - l_1757_);
                float _e3135 = l_mut_103_;
                float l_1759_ = (l_3_ * _e3135);
                float l_1760_ = (l_1759_ * l_4_);
                float _e3138 = l_mut_103_;
                float l_1761_ = (l_1760_ - _e3138);
                float l_1762_ = (l_1761_ * l_4_);
                float l_1763_ = (l_1760_ - l_1762_);
                float _e3142 = l_mut_103_;
                float l_1764_ = (_e3142 - l_1763_);
                float l_1765_ = (l_1757_ * l_1763_);
                float l_1766_ = (l_1765_ - l_1752_);
                float l_1767_ = (l_1757_ * l_1764_);
                float l_1768_ = (l_1766_ + l_1767_);
                float l_1769_ = (l_1758_ * l_1763_);
                float l_1770_ = (l_1768_ + l_1769_);
                float l_1771_ = (l_1758_ * l_1764_);
                float l_1772_ = (l_1770_ + l_1771_);
                float _e3152 = l_mut_104_;
                float _e3153 = l_mut_104_;
                float l_1773_ = (_e3152 * _e3153);
                float l_1774_ = (l_1773_ * l_4_);
                float _e3156 = l_mut_104_;
                float l_1775_ = (l_3_ * _e3156);
                float l_1776_ = (l_1775_ * l_4_);
                float _e3159 = l_mut_104_;
                float l_1777_ = (l_1776_ - _e3159);
                float l_1778_ = (l_1777_ * l_4_);
                float l_1779_ = (l_1776_ - l_1778_);
                float _e3163 = l_mut_104_;
                float l_1780_ = (_e3163 - l_1779_);
                float _e3165 = l_mut_104_;
                float l_1781_ = (l_3_ * _e3165);
                float l_1782_ = (l_1781_ * l_4_);
                float _e3168 = l_mut_104_;
                float l_1783_ = (l_1782_ - _e3168);
                float l_1784_ = (l_1783_ * l_4_);
                float l_1785_ = (l_1782_ - l_1784_);
                float _e3172 = l_mut_104_;
                float l_1786_ = (_e3172 - l_1785_);
                float l_1787_ = (l_1779_ * l_1785_);
                float l_1788_ = (l_1787_ - l_1774_);
                float l_1789_ = (l_1779_ * l_1786_);
                float l_1790_ = (l_1788_ + l_1789_);
                float l_1791_ = (l_1780_ * l_1785_);
                float l_1792_ = (l_1790_ + l_1791_);
                float l_1793_ = (l_1780_ * l_1786_);
                float l_1794_ = (l_1792_ + l_1793_);
                float _e3182 = l_mut_103_;
                float _e3183 = l_mut_105_;
                float l_1795_ = (_e3182 * _e3183);
                float l_1796_ = (l_1795_ * l_4_);
                float _e3186 = l_mut_103_;
                float l_1797_ = (l_3_ * _e3186);
                float l_1798_ = (l_1797_ * l_4_);
                float _e3189 = l_mut_103_;
                float l_1799_ = (l_1798_ - _e3189);
                float l_1800_ = (l_1799_ * l_4_);
                float l_1801_ = (l_1798_ - l_1800_);
                float _e3193 = l_mut_103_;
                float l_1802_ = (_e3193 - l_1801_);
                float _e3195 = l_mut_105_;
                float l_1803_ = (l_3_ * _e3195);
                float l_1804_ = (l_1803_ * l_4_);
                float _e3198 = l_mut_105_;
                float l_1805_ = (l_1804_ - _e3198);
                float l_1806_ = (l_1805_ * l_4_);
                float l_1807_ = (l_1804_ - l_1806_);
                float _e3202 = l_mut_105_;
                float l_1808_ = (_e3202 - l_1807_);
                float l_1809_ = (l_1801_ * l_1807_);
                float l_1810_ = (l_1809_ - l_1796_);
                float l_1811_ = (l_1801_ * l_1808_);
                float l_1812_ = (l_1810_ + l_1811_);
                float l_1813_ = (l_1802_ * l_1807_);
                float l_1814_ = (l_1812_ + l_1813_);
                float l_1815_ = (l_1802_ * l_1808_);
                float l_1816_ = (l_1814_ + l_1815_);
                float l_1817_ = (l_1708_ + l_1730_);
                float l_1818_ = (l_1817_ * l_4_);
                float l_1819_ = (l_1818_ - l_1708_);
                float l_1820_ = (l_1819_ * l_4_);
                float l_1821_ = (l_1818_ - l_1820_);
                float l_1822_ = (l_1821_ * l_4_);
                float l_1823_ = (l_1708_ - l_1822_);
                float l_1824_ = (l_1730_ - l_1820_);
                float l_1825_ = (l_1823_ + l_1824_);
                float l_1826_ = (l_1706_ + l_1818_);
                float l_1827_ = (l_1826_ * l_4_);
                float l_1828_ = (l_1827_ - l_1706_);
                float l_1829_ = (l_1828_ * l_4_);
                float l_1830_ = (l_1827_ - l_1829_);
                float l_1831_ = (l_1830_ * l_4_);
                float l_1832_ = (l_1706_ - l_1831_);
                float l_1833_ = (l_1818_ - l_1829_);
                float l_1834_ = (l_1832_ + l_1833_);
                float l_1835_ = (l_1825_ + l_1834_);
                float l_1836_ = (l_1835_ * l_4_);
                float l_1837_ = (l_1836_ - l_1825_);
                float l_1838_ = (l_1837_ * l_4_);
                float l_1839_ = (l_1836_ - l_1838_);
                float l_1840_ = (l_1839_ * l_4_);
                float l_1841_ = (l_1825_ - l_1840_);
                float l_1842_ = (l_1834_ - l_1838_);
                float l_1843_ = (l_1841_ + l_1842_);
                float l_1844_ = (l_1836_ + l_1728_);
                float l_1845_ = (l_1844_ * l_4_);
                float l_1846_ = (l_1845_ - l_1836_);
                float l_1847_ = (l_1846_ * l_4_);
                float l_1848_ = (l_1845_ - l_1847_);
                float l_1849_ = (l_1848_ * l_4_);
                float l_1850_ = (l_1836_ - l_1849_);
                float l_1851_ = (l_1728_ - l_1847_);
                float l_1852_ = (l_1850_ + l_1851_);
                float l_1853_ = (l_1750_ + l_1845_);
                float l_1854_ = (l_1853_ * l_4_);
                float l_1855_ = (l_1854_ - l_1750_);
                float l_1856_ = (l_1855_ * l_4_);
                float l_1857_ = (l_1854_ - l_1856_);
                float l_1858_ = (l_1857_ * l_4_);
                float l_1859_ = (l_1750_ - l_1858_);
                float l_1860_ = (l_1845_ - l_1856_);
                float l_1861_ = (l_1859_ + l_1860_);
                float l_1862_ = (l_1852_ + l_1861_);
                float l_1863_ = (l_1862_ * l_4_);
                float l_1864_ = (l_1863_ - l_1852_);
                float l_1865_ = (l_1864_ * l_4_);
                float l_1866_ = (l_1863_ - l_1865_);
                float l_1867_ = (l_1866_ * l_4_);
                float l_1868_ = (l_1852_ - l_1867_);
                float l_1869_ = (l_1861_ - l_1865_);
                float l_1870_ = (l_1868_ + l_1869_);
                float l_1871_ = (l_1752_ + l_1774_);
                float l_1872_ = (l_1871_ * l_4_);
                float l_1873_ = (l_1872_ - l_1752_);
                float l_1874_ = (l_1873_ * l_4_);
                float l_1875_ = (l_1872_ - l_1874_);
                float l_1876_ = (l_1875_ * l_4_);
                float l_1877_ = (l_1752_ - l_1876_);
                float l_1878_ = (l_1774_ - l_1874_);
                float l_1879_ = (l_1877_ + l_1878_);
                float l_1880_ = (l_1796_ + l_1872_);
                float l_1881_ = (l_1880_ * l_4_);
                float l_1882_ = (l_1881_ - l_1796_);
                float l_1883_ = (l_1882_ * l_4_);
                float l_1884_ = (l_1881_ - l_1883_);
                float l_1885_ = (l_1884_ * l_4_);
                float l_1886_ = (l_1796_ - l_1885_);
                float l_1887_ = (l_1872_ - l_1883_);
                float l_1888_ = (l_1886_ + l_1887_);
                float l_1889_ = (l_1879_ + l_1888_);
                float l_1890_ = (l_1889_ * l_4_);
                float l_1891_ = (l_1890_ - l_1879_);
                float l_1892_ = (l_1891_ * l_4_);
                float l_1893_ = (l_1890_ - l_1892_);
                float l_1894_ = (l_1893_ * l_4_);
                float l_1895_ = (l_1879_ - l_1894_);
                float l_1896_ = (l_1888_ - l_1892_);
                float l_1897_ = (l_1895_ + l_1896_);
                float l_1898_ = (l_1854_ + l_1881_);
                float l_1899_ = (l_1898_ * l_4_);
                float l_1900_ = (l_1899_ - l_1854_);
                float l_1901_ = (l_1900_ * l_4_);
                float l_1902_ = (l_1899_ - l_1901_);
                float l_1903_ = (l_1902_ * l_4_);
                float l_1904_ = (l_1854_ - l_1903_);
                float l_1905_ = (l_1881_ - l_1901_);
                float l_1906_ = (l_1904_ + l_1905_);
                float l_1907_ = (l_1863_ + l_1890_);
                float l_1908_ = (l_1907_ * l_4_);
                float l_1909_ = (l_1908_ - l_1863_);
                float l_1910_ = (l_1909_ * l_4_);
                float l_1911_ = (l_1908_ - l_1910_);
                float l_1912_ = (l_1911_ * l_4_);
                float l_1913_ = (l_1863_ - l_1912_);
                float l_1914_ = (l_1890_ - l_1910_);
                float l_1915_ = (l_1913_ + l_1914_);
                float l_1916_ = (l_1908_ + l_1906_);
                float l_1917_ = (l_1916_ * l_4_);
                float l_1918_ = (l_1917_ - l_1908_);
                float l_1919_ = (l_1918_ * l_4_);
                float l_1920_ = (l_1917_ - l_1919_);
                float l_1921_ = (l_1920_ * l_4_);
                float l_1922_ = (l_1908_ - l_1921_);
                float l_1923_ = (l_1906_ - l_1919_);
                float l_1924_ = (l_1922_ + l_1923_);
                float l_1925_ = (l_1870_ + l_1897_);
                float l_1926_ = (l_1924_ + l_1915_);
                float l_1927_ = (l_1925_ + l_1926_);
                float _e3323 = l_mut_105_;
                float _e3324 = l_mut_102_;
                float l_1928_ = (_e3323 * _e3324);
                float _e3326 = l_mut_104_;
                float _e3327 = l_mut_103_;
                float l_1929_ = (_e3326 * _e3327);
                float l_1930_ = (l_1928_ + l_1929_);
                float _e3330 = l_mut_103_;
                float _e3331 = l_mut_104_;
                float l_1931_ = (_e3330 * _e3331);
                float _e3333 = l_mut_102_;
                float _e3334 = l_mut_105_;
                float l_1932_ = (_e3333 * _e3334);
                float l_1933_ = (l_1931_ + l_1932_);
                float l_1934_ = (l_1930_ + l_1933_);
                float l_1935_ = (l_1843_ + l_1772_);
                float l_1936_ = (l_1794_ + l_1816_);
                float l_1937_ = (l_1935_ + l_1936_);
                float l_1938_ = (l_1934_ + l_1937_);
                float l_1939_ = (l_1917_ + l_1938_);
                float l_1940_ = (l_1939_ + l_1927_);
                float l_1941_ = (l_1940_ * l_4_);
                float l_1942_ = (l_1941_ - l_1939_);
                float l_1943_ = (l_1942_ * l_4_);
                float l_1944_ = (l_1927_ - l_1943_);
                float l_1945_ = (l_1899_ + l_1941_);
                float l_1946_ = (l_1945_ * l_4_);
                float l_1947_ = (l_1946_ - l_1899_);
                float l_1948_ = (l_1947_ * l_4_);
                float l_1949_ = (l_1941_ - l_1948_);
                float l_1950_ = (l_1827_ + l_1946_);
                float l_1951_ = (l_1950_ * l_4_);
                float l_1952_ = (l_1951_ - l_1827_);
                float l_1953_ = (l_1952_ * l_4_);
                float l_1954_ = (l_1946_ - l_1953_);
                float l_1955_ = (l_1686_ + l_1951_);
                float l_1956_ = (l_1955_ * l_4_);
                float l_1957_ = (l_1956_ - l_1686_);
                float l_1958_ = (l_1957_ * l_4_);
                float l_1959_ = (l_1951_ - l_1958_);
                l_mut_101_ = 0.0;
                l_mut_39_ = 0.0;
                l_mut_38_ = 0.0;
                l_mut_37_ = 0.0;
                l_mut_36_ = l_1956_;
                l_mut_106_ = 0u;
                float _e3368 = l_mut_36_;
                float l_1960_ = (_e3368 + l_1959_);
                float l_1961_ = (l_1960_ * l_4_);
                float _e3371 = l_mut_36_;
                float l_1962_ = (l_1961_ - _e3371);
                float l_1963_ = (l_1962_ * l_4_);
                float l_1964_ = (l_1959_ - l_1963_);
                uint _e3375 = l_mut_106_;
                bool l_1965_ = (_e3375 < 3u);
                bool l_1966_ = (l_1964_ != 0.0);
                if (l_1965_) {
                    local_96 = l_1966_;
                } else {
                    local_96 = false;
                }
                bool l_1967_ = local_96;
                uint _e3384 = l_mut_106_;
                bool l_1968_ = (_e3384 == 0u);
                if (l_1967_) {
                    local_97 = l_1968_;
                } else {
                    local_97 = false;
                }
                bool l_1969_ = local_97;
                float _e3391 = l_mut_101_;
                float l_1970_ = (l_1969_ ? l_1961_ : _e3391);
                l_mut_101_ = l_1970_;
                uint _e3393 = l_mut_106_;
                bool l_1971_ = (_e3393 == 1u);
                if (l_1967_) {
                    local_98 = l_1971_;
                } else {
                    local_98 = false;
                }
                bool l_1972_ = local_98;
                float _e3400 = l_mut_39_;
                float l_1973_ = (l_1972_ ? l_1961_ : _e3400);
                l_mut_39_ = l_1973_;
                uint _e3402 = l_mut_106_;
                bool l_1974_ = (_e3402 == 2u);
                if (l_1967_) {
                    local_99 = l_1974_;
                } else {
                    local_99 = false;
                }
                bool l_1975_ = local_99;
                float _e3409 = l_mut_38_;
                float l_1976_ = (l_1975_ ? l_1961_ : _e3409);
                l_mut_38_ = l_1976_;
                float l_1977_ = (l_1967_ ? l_1964_ : l_1961_);
                float _e3412 = l_mut_36_;
                float l_1978_ = (_e3412 + l_1959_);
                float l_1979_ = (l_1965_ ? l_1977_ : l_1978_);
                l_mut_36_ = l_1979_;
                uint l_1980_ = uint(l_1967_);
                uint _e3416 = l_mut_106_;
                l_mut_106_ = (_e3416 + l_1980_);
                float _e3418 = l_mut_36_;
                float l_1981_ = (_e3418 + l_1954_);
                float l_1982_ = (l_1981_ * l_4_);
                float _e3421 = l_mut_36_;
                float l_1983_ = (l_1982_ - _e3421);
                float l_1984_ = (l_1983_ * l_4_);
                float l_1985_ = (l_1954_ - l_1984_);
                uint _e3425 = l_mut_106_;
                bool l_1986_ = (_e3425 < 3u);
                bool l_1987_ = (l_1985_ != 0.0);
                if (l_1986_) {
                    local_100 = l_1987_;
                } else {
                    local_100 = false;
                }
                bool l_1988_ = local_100;
                uint _e3434 = l_mut_106_;
                bool l_1989_ = (_e3434 == 0u);
                if (l_1988_) {
                    local_101 = l_1989_;
                } else {
                    local_101 = false;
                }
                bool l_1990_ = local_101;
                float _e3441 = l_mut_101_;
                float l_1991_ = (l_1990_ ? l_1982_ : _e3441);
                l_mut_101_ = l_1991_;
                uint _e3443 = l_mut_106_;
                bool l_1992_ = (_e3443 == 1u);
                if (l_1988_) {
                    local_102 = l_1992_;
                } else {
                    local_102 = false;
                }
                bool l_1993_ = local_102;
                float _e3450 = l_mut_39_;
                float l_1994_ = (l_1993_ ? l_1982_ : _e3450);
                l_mut_39_ = l_1994_;
                uint _e3452 = l_mut_106_;
                bool l_1995_ = (_e3452 == 2u);
                if (l_1988_) {
                    local_103 = l_1995_;
                } else {
                    local_103 = false;
                }
                bool l_1996_ = local_103;
                float _e3459 = l_mut_38_;
                float l_1997_ = (l_1996_ ? l_1982_ : _e3459);
                l_mut_38_ = l_1997_;
                float l_1998_ = (l_1988_ ? l_1985_ : l_1982_);
                float _e3462 = l_mut_36_;
                float l_1999_ = (_e3462 + l_1954_);
                float l_2000_ = (l_1986_ ? l_1998_ : l_1999_);
                l_mut_36_ = l_2000_;
                uint l_2001_ = uint(l_1988_);
                uint _e3466 = l_mut_106_;
                l_mut_106_ = (_e3466 + l_2001_);
                float _e3468 = l_mut_36_;
                float l_2002_ = (_e3468 + l_1949_);
                float l_2003_ = (l_2002_ * l_4_);
                float _e3471 = l_mut_36_;
                float l_2004_ = (l_2003_ - _e3471);
                float l_2005_ = (l_2004_ * l_4_);
                float l_2006_ = (l_1949_ - l_2005_);
                uint _e3475 = l_mut_106_;
                bool l_2007_ = (_e3475 < 3u);
                bool l_2008_ = (l_2006_ != 0.0);
                if (l_2007_) {
                    local_104 = l_2008_;
                } else {
                    local_104 = false;
                }
                bool l_2009_ = local_104;
                uint _e3484 = l_mut_106_;
                bool l_2010_ = (_e3484 == 0u);
                if (l_2009_) {
                    local_105 = l_2010_;
                } else {
                    local_105 = false;
                }
                bool l_2011_ = local_105;
                float _e3491 = l_mut_101_;
                float l_2012_ = (l_2011_ ? l_2003_ : _e3491);
                l_mut_101_ = l_2012_;
                uint _e3493 = l_mut_106_;
                bool l_2013_ = (_e3493 == 1u);
                if (l_2009_) {
                    local_106 = l_2013_;
                } else {
                    local_106 = false;
                }
                bool l_2014_ = local_106;
                float _e3500 = l_mut_39_;
                float l_2015_ = (l_2014_ ? l_2003_ : _e3500);
                l_mut_39_ = l_2015_;
                uint _e3502 = l_mut_106_;
                bool l_2016_ = (_e3502 == 2u);
                if (l_2009_) {
                    local_107 = l_2016_;
                } else {
                    local_107 = false;
                }
                bool l_2017_ = local_107;
                float _e3509 = l_mut_38_;
                float l_2018_ = (l_2017_ ? l_2003_ : _e3509);
                l_mut_38_ = l_2018_;
                float l_2019_ = (l_2009_ ? l_2006_ : l_2003_);
                float _e3512 = l_mut_36_;
                float l_2020_ = (_e3512 + l_1949_);
                float l_2021_ = (l_2007_ ? l_2019_ : l_2020_);
                l_mut_36_ = l_2021_;
                uint l_2022_ = uint(l_2009_);
                uint _e3516 = l_mut_106_;
                l_mut_106_ = (_e3516 + l_2022_);
                float _e3518 = l_mut_36_;
                float l_2023_ = (_e3518 + l_1944_);
                float l_2024_ = (l_2023_ * l_4_);
                float _e3521 = l_mut_36_;
                float l_2025_ = (l_2024_ - _e3521);
                float l_2026_ = (l_2025_ * l_4_);
                float l_2027_ = (l_1944_ - l_2026_);
                uint _e3525 = l_mut_106_;
                bool l_2028_ = (_e3525 < 3u);
                bool l_2029_ = (l_2027_ != 0.0);
                if (l_2028_) {
                    local_108 = l_2029_;
                } else {
                    local_108 = false;
                }
                bool l_2030_ = local_108;
                uint _e3534 = l_mut_106_;
                bool l_2031_ = (_e3534 == 0u);
                if (l_2030_) {
                    local_109 = l_2031_;
                } else {
                    local_109 = false;
                }
                bool l_2032_ = local_109;
                float _e3541 = l_mut_101_;
                float l_2033_ = (l_2032_ ? l_2024_ : _e3541);
                l_mut_101_ = l_2033_;
                uint _e3543 = l_mut_106_;
                bool l_2034_ = (_e3543 == 1u);
                if (l_2030_) {
                    local_110 = l_2034_;
                } else {
                    local_110 = false;
                }
                bool l_2035_ = local_110;
                float _e3550 = l_mut_39_;
                float l_2036_ = (l_2035_ ? l_2024_ : _e3550);
                l_mut_39_ = l_2036_;
                uint _e3552 = l_mut_106_;
                bool l_2037_ = (_e3552 == 2u);
                if (l_2030_) {
                    local_111 = l_2037_;
                } else {
                    local_111 = false;
                }
                bool l_2038_ = local_111;
                float _e3559 = l_mut_38_;
                float l_2039_ = (l_2038_ ? l_2024_ : _e3559);
                l_mut_38_ = l_2039_;
                float l_2040_ = (l_2030_ ? l_2027_ : l_2024_);
                float _e3562 = l_mut_36_;
                float l_2041_ = (_e3562 + l_1944_);
                float l_2042_ = (l_2028_ ? l_2040_ : l_2041_);
                l_mut_36_ = l_2042_;
                uint l_2043_ = uint(l_2030_);
                uint _e3566 = l_mut_106_;
                l_mut_106_ = (_e3566 + l_2043_);
                uint _e3568 = l_mut_106_;
                bool l_2044_ = (_e3568 == 0u);
                float _e3571 = l_mut_101_;
                float _e3572 = l_mut_36_;
                float l_2045_ = (l_2044_ ? _e3572 : _e3571);
                l_mut_101_ = l_2045_;
                uint _e3574 = l_mut_106_;
                bool l_2046_ = (_e3574 == 1u);
                float _e3577 = l_mut_39_;
                float _e3578 = l_mut_36_;
                float l_2047_ = (l_2046_ ? _e3578 : _e3577);
                l_mut_39_ = l_2047_;
                uint _e3580 = l_mut_106_;
                bool l_2048_ = (_e3580 == 2u);
                float _e3583 = l_mut_38_;
                float _e3584 = l_mut_36_;
                float l_2049_ = (l_2048_ ? _e3584 : _e3583);
                l_mut_38_ = l_2049_;
                uint _e3586 = l_mut_106_;
                bool l_2050_ = (_e3586 == 3u);
                float _e3589 = l_mut_37_;
                float _e3590 = l_mut_36_;
                float l_2051_ = (l_2050_ ? _e3590 : _e3589);
                l_mut_37_ = l_2051_;
                float _e3592 = l_mut_101_;
                float l_2052_ = (l_1681_ + _e3592);
                float l_2053_ = (l_2052_ * l_4_);
                float l_2054_ = (l_2053_ - l_1681_);
                float l_2055_ = (l_2054_ * l_4_);
                float l_2056_ = (l_2053_ - l_2055_);
                float l_2057_ = (l_2056_ * l_4_);
                float l_2058_ = (l_1681_ - l_2057_);
                float _e3600 = l_mut_101_;
                float l_2059_ = (_e3600 - l_2055_);
                float l_2060_ = (l_2058_ + l_2059_);
                float _e3603 = l_mut_39_;
                float l_2061_ = (l_1682_ + _e3603);
                float l_2062_ = (l_2061_ * l_4_);
                float l_2063_ = (l_2062_ - l_1682_);
                float l_2064_ = (l_2063_ * l_4_);
                float l_2065_ = (l_2062_ - l_2064_);
                float l_2066_ = (l_2065_ * l_4_);
                float l_2067_ = (l_1682_ - l_2066_);
                float _e3611 = l_mut_39_;
                float l_2068_ = (_e3611 - l_2064_);
                float l_2069_ = (l_2067_ + l_2068_);
                float _e3614 = l_mut_38_;
                float l_2070_ = (l_1683_ + _e3614);
                float l_2071_ = (l_2070_ * l_4_);
                float l_2072_ = (l_2071_ - l_1683_);
                float l_2073_ = (l_2072_ * l_4_);
                float l_2074_ = (l_2071_ - l_2073_);
                float l_2075_ = (l_2074_ * l_4_);
                float l_2076_ = (l_1683_ - l_2075_);
                float _e3622 = l_mut_38_;
                float l_2077_ = (_e3622 - l_2073_);
                float l_2078_ = (l_2076_ + l_2077_);
                float _e3625 = l_mut_37_;
                float l_2079_ = (l_1684_ + _e3625);
                float l_2080_ = (l_2079_ * l_4_);
                float l_2081_ = (l_2080_ - l_1684_);
                float l_2082_ = (l_2081_ * l_4_);
                float l_2083_ = (l_2080_ - l_2082_);
                float l_2084_ = (l_2083_ * l_4_);
                float l_2085_ = (l_1684_ - l_2084_);
                float _e3633 = l_mut_37_;
                float l_2086_ = (_e3633 - l_2082_);
                float l_2087_ = (l_2085_ + l_2086_);
                float l_2088_ = (l_2062_ + l_2060_);
                float l_2089_ = (l_2088_ * l_4_);
                float l_2090_ = (l_2089_ - l_2062_);
                float l_2091_ = (l_2090_ * l_4_);
                float l_2092_ = (l_2089_ - l_2091_);
                float l_2093_ = (l_2092_ * l_4_);
                float l_2094_ = (l_2062_ - l_2093_);
                float l_2095_ = (l_2060_ - l_2091_);
                float l_2096_ = (l_2094_ + l_2095_);
                float l_2097_ = (l_2071_ + l_2096_);
                float l_2098_ = (l_2097_ * l_4_);
                float l_2099_ = (l_2098_ - l_2071_);
                float l_2100_ = (l_2099_ * l_4_);
                float l_2101_ = (l_2098_ - l_2100_);
                float l_2102_ = (l_2101_ * l_4_);
                float l_2103_ = (l_2071_ - l_2102_);
                float l_2104_ = (l_2096_ - l_2100_);
                float l_2105_ = (l_2103_ + l_2104_);
                float l_2106_ = (l_2069_ + l_2098_);
                float l_2107_ = (l_2106_ * l_4_);
                float l_2108_ = (l_2107_ - l_2069_);
                float l_2109_ = (l_2108_ * l_4_);
                float l_2110_ = (l_2107_ - l_2109_);
                float l_2111_ = (l_2110_ * l_4_);
                float l_2112_ = (l_2069_ - l_2111_);
                float l_2113_ = (l_2098_ - l_2109_);
                float l_2114_ = (l_2112_ + l_2113_);
                float l_2115_ = (l_2105_ + l_2114_);
                float l_2116_ = (l_2115_ * l_4_);
                float l_2117_ = (l_2116_ - l_2105_);
                float l_2118_ = (l_2117_ * l_4_);
                float l_2119_ = (l_2116_ - l_2118_);
                float l_2120_ = (l_2119_ * l_4_);
                float l_2121_ = (l_2105_ - l_2120_);
                float l_2122_ = (l_2114_ - l_2118_);
                float l_2123_ = (l_2121_ + l_2122_);
                float l_2124_ = (l_2080_ + l_2116_);
                float l_2125_ = (l_2124_ * l_4_);
                float l_2126_ = (l_2125_ - l_2080_);
                float l_2127_ = (l_2126_ * l_4_);
                float l_2128_ = (l_2125_ - l_2127_);
                float l_2129_ = (l_2128_ * l_4_);
                float l_2130_ = (l_2080_ - l_2129_);
                float l_2131_ = (l_2116_ - l_2127_);
                float l_2132_ = (l_2130_ + l_2131_);
                float l_2133_ = (l_2078_ + l_2125_);
                float l_2134_ = (l_2133_ * l_4_);
                float l_2135_ = (l_2134_ - l_2078_);
                float l_2136_ = (l_2135_ * l_4_);
                float l_2137_ = (l_2134_ - l_2136_);
                float l_2138_ = (l_2137_ * l_4_);
                float l_2139_ = (l_2078_ - l_2138_);
                float l_2140_ = (l_2125_ - l_2136_);
                float l_2141_ = (l_2139_ + l_2140_);
                float l_2142_ = (l_2132_ + l_2141_);
                float l_2143_ = (l_2142_ + l_2123_);
                float l_2144_ = (l_2143_ + l_2087_);
                float l_2145_ = (l_2134_ + l_2144_);
                float l_2146_ = (l_2145_ * l_4_);
                float l_2147_ = (l_2146_ - l_2134_);
                float l_2148_ = (l_2147_ * l_4_);
                float l_2149_ = (l_2144_ - l_2148_);
                float l_2150_ = (l_2107_ + l_2146_);
                float l_2151_ = (l_2150_ * l_4_);
                float l_2152_ = (l_2151_ - l_2107_);
                float l_2153_ = (l_2152_ * l_4_);
                float l_2154_ = (l_2146_ - l_2153_);
                float l_2155_ = (l_2089_ + l_2151_);
                float l_2156_ = (l_2155_ * l_4_);
                float l_2157_ = (l_2156_ - l_2089_);
                float l_2158_ = (l_2157_ * l_4_);
                float l_2159_ = (l_2151_ - l_2158_);
                float l_2160_ = (l_2053_ + l_2156_);
                float l_2161_ = (l_2160_ * l_4_);
                float l_2162_ = (l_2161_ - l_2053_);
                float l_2163_ = (l_2162_ * l_4_);
                float l_2164_ = (l_2156_ - l_2163_);
                l_mut_36_ = 0.0;
                l_mut_2165_ = 0.0;
                l_mut_2166_ = 0.0;
                l_mut_2167_ = 0.0;
                l_mut_2168_ = l_2161_;
                l_mut_106_ = 0u;
                float _e3718 = l_mut_2168_;
                float l_2169_ = (_e3718 + l_2164_);
                float l_2170_ = (l_2169_ * l_4_);
                float _e3721 = l_mut_2168_;
                float l_2171_ = (l_2170_ - _e3721);
                float l_2172_ = (l_2171_ * l_4_);
                float l_2173_ = (l_2164_ - l_2172_);
                uint _e3725 = l_mut_106_;
                bool l_2174_ = (_e3725 < 3u);
                bool l_2175_ = (l_2173_ != 0.0);
                if (l_2174_) {
                    local_112 = l_2175_;
                } else {
                    local_112 = false;
                }
                bool l_2176_ = local_112;
                uint _e3734 = l_mut_106_;
                bool l_2177_ = (_e3734 == 0u);
                if (l_2176_) {
                    local_113 = l_2177_;
                } else {
                    local_113 = false;
                }
                bool l_2178_ = local_113;
                float _e3741 = l_mut_36_;
                float l_2179_ = (l_2178_ ? l_2170_ : _e3741);
                l_mut_36_ = l_2179_;
                uint _e3743 = l_mut_106_;
                bool l_2180_ = (_e3743 == 1u);
                if (l_2176_) {
                    local_114 = l_2180_;
                } else {
                    local_114 = false;
                }
                bool l_2181_ = local_114;
                float _e3750 = l_mut_2165_;
                float l_2182_ = (l_2181_ ? l_2170_ : _e3750);
                l_mut_2165_ = l_2182_;
                uint _e3752 = l_mut_106_;
                bool l_2183_ = (_e3752 == 2u);
                if (l_2176_) {
                    local_115 = l_2183_;
                } else {
                    local_115 = false;
                }
                bool l_2184_ = local_115;
                float _e3759 = l_mut_2166_;
                float l_2185_ = (l_2184_ ? l_2170_ : _e3759);
                l_mut_2166_ = l_2185_;
                float l_2186_ = (l_2176_ ? l_2173_ : l_2170_);
                float _e3762 = l_mut_2168_;
                float l_2187_ = (_e3762 + l_2164_);
                float l_2188_ = (l_2174_ ? l_2186_ : l_2187_);
                l_mut_2168_ = l_2188_;
                uint l_2189_ = uint(l_2176_);
                uint _e3766 = l_mut_106_;
                l_mut_106_ = (_e3766 + l_2189_);
                float _e3768 = l_mut_2168_;
                float l_2190_ = (_e3768 + l_2159_);
                float l_2191_ = (l_2190_ * l_4_);
                float _e3771 = l_mut_2168_;
                float l_2192_ = (l_2191_ - _e3771);
                float l_2193_ = (l_2192_ * l_4_);
                float l_2194_ = (l_2159_ - l_2193_);
                uint _e3775 = l_mut_106_;
                bool l_2195_ = (_e3775 < 3u);
                bool l_2196_ = (l_2194_ != 0.0);
                if (l_2195_) {
                    local_116 = l_2196_;
                } else {
                    local_116 = false;
                }
                bool l_2197_ = local_116;
                uint _e3784 = l_mut_106_;
                bool l_2198_ = (_e3784 == 0u);
                if (l_2197_) {
                    local_117 = l_2198_;
                } else {
                    local_117 = false;
                }
                bool l_2199_ = local_117;
                float _e3791 = l_mut_36_;
                float l_2200_ = (l_2199_ ? l_2191_ : _e3791);
                l_mut_36_ = l_2200_;
                uint _e3793 = l_mut_106_;
                bool l_2201_ = (_e3793 == 1u);
                if (l_2197_) {
                    local_118 = l_2201_;
                } else {
                    local_118 = false;
                }
                bool l_2202_ = local_118;
                float _e3800 = l_mut_2165_;
                float l_2203_ = (l_2202_ ? l_2191_ : _e3800);
                l_mut_2165_ = l_2203_;
                uint _e3802 = l_mut_106_;
                bool l_2204_ = (_e3802 == 2u);
                if (l_2197_) {
                    local_119 = l_2204_;
                } else {
                    local_119 = false;
                }
                bool l_2205_ = local_119;
                float _e3809 = l_mut_2166_;
                float l_2206_ = (l_2205_ ? l_2191_ : _e3809);
                l_mut_2166_ = l_2206_;
                float l_2207_ = (l_2197_ ? l_2194_ : l_2191_);
                float _e3812 = l_mut_2168_;
                float l_2208_ = (_e3812 + l_2159_);
                float l_2209_ = (l_2195_ ? l_2207_ : l_2208_);
                l_mut_2168_ = l_2209_;
                uint l_2210_ = uint(l_2197_);
                uint _e3816 = l_mut_106_;
                l_mut_106_ = (_e3816 + l_2210_);
                float _e3818 = l_mut_2168_;
                float l_2211_ = (_e3818 + l_2154_);
                float l_2212_ = (l_2211_ * l_4_);
                float _e3821 = l_mut_2168_;
                float l_2213_ = (l_2212_ - _e3821);
                float l_2214_ = (l_2213_ * l_4_);
                float l_2215_ = (l_2154_ - l_2214_);
                uint _e3825 = l_mut_106_;
                bool l_2216_ = (_e3825 < 3u);
                bool l_2217_ = (l_2215_ != 0.0);
                if (l_2216_) {
                    local_120 = l_2217_;
                } else {
                    local_120 = false;
                }
                bool l_2218_ = local_120;
                uint _e3834 = l_mut_106_;
                bool l_2219_ = (_e3834 == 0u);
                if (l_2218_) {
                    local_121 = l_2219_;
                } else {
                    local_121 = false;
                }
                bool l_2220_ = local_121;
                float _e3841 = l_mut_36_;
                float l_2221_ = (l_2220_ ? l_2212_ : _e3841);
                l_mut_36_ = l_2221_;
                uint _e3843 = l_mut_106_;
                bool l_2222_ = (_e3843 == 1u);
                if (l_2218_) {
                    local_122 = l_2222_;
                } else {
                    local_122 = false;
                }
                bool l_2223_ = local_122;
                float _e3850 = l_mut_2165_;
                float l_2224_ = (l_2223_ ? l_2212_ : _e3850);
                l_mut_2165_ = l_2224_;
                uint _e3852 = l_mut_106_;
                bool l_2225_ = (_e3852 == 2u);
                if (l_2218_) {
                    local_123 = l_2225_;
                } else {
                    local_123 = false;
                }
                bool l_2226_ = local_123;
                float _e3859 = l_mut_2166_;
                float l_2227_ = (l_2226_ ? l_2212_ : _e3859);
                l_mut_2166_ = l_2227_;
                float l_2228_ = (l_2218_ ? l_2215_ : l_2212_);
                float _e3862 = l_mut_2168_;
                float l_2229_ = (_e3862 + l_2154_);
                float l_2230_ = (l_2216_ ? l_2228_ : l_2229_);
                l_mut_2168_ = l_2230_;
                uint l_2231_ = uint(l_2218_);
                uint _e3866 = l_mut_106_;
                l_mut_106_ = (_e3866 + l_2231_);
                float _e3868 = l_mut_2168_;
                float l_2232_ = (_e3868 + l_2149_);
                float l_2233_ = (l_2232_ * l_4_);
                float _e3871 = l_mut_2168_;
                float l_2234_ = (l_2233_ - _e3871);
                float l_2235_ = (l_2234_ * l_4_);
                float l_2236_ = (l_2149_ - l_2235_);
                uint _e3875 = l_mut_106_;
                bool l_2237_ = (_e3875 < 3u);
                bool l_2238_ = (l_2236_ != 0.0);
                if (l_2237_) {
                    local_124 = l_2238_;
                } else {
                    local_124 = false;
                }
                bool l_2239_ = local_124;
                uint _e3884 = l_mut_106_;
                bool l_2240_ = (_e3884 == 0u);
                if (l_2239_) {
                    local_125 = l_2240_;
                } else {
                    local_125 = false;
                }
                bool l_2241_ = local_125;
                float _e3891 = l_mut_36_;
                float l_2242_ = (l_2241_ ? l_2233_ : _e3891);
                l_mut_36_ = l_2242_;
                uint _e3893 = l_mut_106_;
                bool l_2243_ = (_e3893 == 1u);
                if (l_2239_) {
                    local_126 = l_2243_;
                } else {
                    local_126 = false;
                }
                bool l_2244_ = local_126;
                float _e3900 = l_mut_2165_;
                float l_2245_ = (l_2244_ ? l_2233_ : _e3900);
                l_mut_2165_ = l_2245_;
                uint _e3902 = l_mut_106_;
                bool l_2246_ = (_e3902 == 2u);
                if (l_2239_) {
                    local_127 = l_2246_;
                } else {
                    local_127 = false;
                }
                bool l_2247_ = local_127;
                float _e3909 = l_mut_2166_;
                float l_2248_ = (l_2247_ ? l_2233_ : _e3909);
                l_mut_2166_ = l_2248_;
                float l_2249_ = (l_2239_ ? l_2236_ : l_2233_);
                float _e3912 = l_mut_2168_;
                float l_2250_ = (_e3912 + l_2149_);
                float l_2251_ = (l_2237_ ? l_2249_ : l_2250_);
                l_mut_2168_ = l_2251_;
                uint l_2252_ = uint(l_2239_);
                uint _e3916 = l_mut_106_;
                l_mut_106_ = (_e3916 + l_2252_);
                uint _e3918 = l_mut_106_;
                bool l_2253_ = (_e3918 == 0u);
                float _e3921 = l_mut_36_;
                float _e3922 = l_mut_2168_;
                float l_2254_ = (l_2253_ ? _e3922 : _e3921);
                l_mut_36_ = l_2254_;
                uint _e3924 = l_mut_106_;
                bool l_2255_ = (_e3924 == 1u);
                float _e3927 = l_mut_2165_;
                float _e3928 = l_mut_2168_;
                float l_2256_ = (l_2255_ ? _e3928 : _e3927);
                l_mut_2165_ = l_2256_;
                uint _e3930 = l_mut_106_;
                bool l_2257_ = (_e3930 == 2u);
                float _e3933 = l_mut_2166_;
                float _e3934 = l_mut_2168_;
                float l_2258_ = (l_2257_ ? _e3934 : _e3933);
                l_mut_2166_ = l_2258_;
                uint _e3936 = l_mut_106_;
                bool l_2259_ = (_e3936 == 3u);
                float _e3939 = l_mut_2167_;
                float _e3940 = l_mut_2168_;
                float l_2260_ = (l_2259_ ? _e3940 : _e3939);
                l_mut_2167_ = l_2260_;
                float _e3942 = l_mut_36_;
                l_mut_105_ = _e3942;
                float _e3943 = l_mut_2165_;
                l_mut_104_ = _e3943;
                float _e3944 = l_mut_2166_;
                l_mut_103_ = _e3944;
                float _e3945 = l_mut_2167_;
                l_mut_102_ = _e3945;
            }
        }
        float _e3949 = l_mut_105_;
        float l_2261_ = (_e3949 + l_4_);
        float l_2262_ = (l_2261_ * l_4_);
        float _e3952 = l_mut_105_;
        float l_2263_ = (l_2262_ - _e3952);
        float l_2264_ = (l_2263_ * l_4_);
        float l_2265_ = (l_2262_ - l_2264_);
        float l_2266_ = (l_2265_ * l_4_);
        float _e3957 = l_mut_105_;
        float l_2267_ = (_e3957 - l_2266_);
        float l_2268_ = (l_4_ - l_2264_);
        float l_2269_ = (l_2267_ + l_2268_);
        float _e3961 = l_mut_104_;
        float l_2270_ = (_e3961 + l_2269_);
        float l_2271_ = (l_2270_ * l_4_);
        float _e3964 = l_mut_104_;
        float l_2272_ = (l_2271_ - _e3964);
        float l_2273_ = (l_2272_ * l_4_);
        float l_2274_ = (l_2271_ - l_2273_);
        float l_2275_ = (l_2274_ * l_4_);
        float _e3969 = l_mut_104_;
        float l_2276_ = (_e3969 - l_2275_);
        float l_2277_ = (l_2269_ - l_2273_);
        float l_2278_ = (l_2276_ + l_2277_);
        float _e3973 = l_mut_103_;
        float l_2279_ = (_e3973 + l_2278_);
        float l_2280_ = (l_2279_ * l_4_);
        float _e3976 = l_mut_103_;
        float l_2281_ = (l_2280_ - _e3976);
        float l_2282_ = (l_2281_ * l_4_);
        float l_2283_ = (l_2280_ - l_2282_);
        float l_2284_ = (l_2283_ * l_4_);
        float _e3981 = l_mut_103_;
        float l_2285_ = (_e3981 - l_2284_);
        float l_2286_ = (l_2278_ - l_2282_);
        float l_2287_ = (l_2285_ + l_2286_);
        float _e3985 = l_mut_102_;
        float l_2288_ = (_e3985 + l_2287_);
        float l_2289_ = (l_2288_ * l_4_);
        float _e3988 = l_mut_102_;
        float l_2290_ = (l_2289_ - _e3988);
        float l_2291_ = (l_2290_ * l_4_);
        float l_2292_ = (l_2289_ - l_2291_);
        float l_2293_ = (l_2292_ * l_4_);
        float _e3993 = l_mut_102_;
        float l_2294_ = (_e3993 - l_2293_);
        float l_2295_ = (l_2287_ - l_2291_);
        float l_2296_ = (l_2294_ + l_2295_);
        float l_2297_ = (l_2289_ + l_2296_);
        float l_2298_ = (l_2297_ * l_4_);
        float l_2299_ = (l_2298_ - l_2289_);
        float l_2300_ = (l_2299_ * l_4_);
        float l_2301_ = (l_2296_ - l_2300_);
        float l_2302_ = (l_2280_ + l_2298_);
        float l_2303_ = (l_2302_ * l_4_);
        float l_2304_ = (l_2303_ - l_2280_);
        float l_2305_ = (l_2304_ * l_4_);
        float l_2306_ = (l_2298_ - l_2305_);
        float l_2307_ = (l_2271_ + l_2303_);
        float l_2308_ = (l_2307_ * l_4_);
        float l_2309_ = (l_2308_ - l_2271_);
        float l_2310_ = (l_2309_ * l_4_);
        float l_2311_ = (l_2303_ - l_2310_);
        float l_2312_ = (l_2262_ + l_2308_);
        float l_2313_ = (l_2312_ * l_4_);
        float l_2314_ = (l_2313_ - l_2262_);
        float l_2315_ = (l_2314_ * l_4_);
        float l_2316_ = (l_2308_ - l_2315_);
        l_mut_2168_ = 0.0;
        l_mut_2167_ = 0.0;
        l_mut_2166_ = 0.0;
        l_mut_2165_ = 0.0;
        l_mut_101_ = l_2313_;
        l_mut_106_ = 0u;
        float _e4022 = l_mut_101_;
        float l_2317_ = (_e4022 + l_2316_);
        float l_2318_ = (l_2317_ * l_4_);
        float _e4025 = l_mut_101_;
        float l_2319_ = (l_2318_ - _e4025);
        float l_2320_ = (l_2319_ * l_4_);
        float l_2321_ = (l_2316_ - l_2320_);
        uint _e4029 = l_mut_106_;
        bool l_2322_ = (_e4029 < 3u);
        bool l_2323_ = (l_2321_ != 0.0);
        if (l_2322_) {
            local_128 = l_2323_;
        } else {
            local_128 = false;
        }
        bool l_2324_ = local_128;
        uint _e4038 = l_mut_106_;
        bool l_2325_ = (_e4038 == 0u);
        if (l_2324_) {
            local_129 = l_2325_;
        } else {
            local_129 = false;
        }
        bool l_2326_ = local_129;
        float _e4045 = l_mut_2168_;
        float l_2327_ = (l_2326_ ? l_2318_ : _e4045);
        l_mut_2168_ = l_2327_;
        uint _e4047 = l_mut_106_;
        bool l_2328_ = (_e4047 == 1u);
        if (l_2324_) {
            local_130 = l_2328_;
        } else {
            local_130 = false;
        }
        bool l_2329_ = local_130;
        float _e4054 = l_mut_2167_;
        float l_2330_ = (l_2329_ ? l_2318_ : _e4054);
        l_mut_2167_ = l_2330_;
        uint _e4056 = l_mut_106_;
        bool l_2331_ = (_e4056 == 2u);
        if (l_2324_) {
            local_131 = l_2331_;
        } else {
            local_131 = false;
        }
        bool l_2332_ = local_131;
        float _e4063 = l_mut_2166_;
        float l_2333_ = (l_2332_ ? l_2318_ : _e4063);
        l_mut_2166_ = l_2333_;
        float l_2334_ = (l_2324_ ? l_2321_ : l_2318_);
        float _e4066 = l_mut_101_;
        float l_2335_ = (_e4066 + l_2316_);
        float l_2336_ = (l_2322_ ? l_2334_ : l_2335_);
        l_mut_101_ = l_2336_;
        uint l_2337_ = uint(l_2324_);
        uint _e4070 = l_mut_106_;
        l_mut_106_ = (_e4070 + l_2337_);
        float _e4072 = l_mut_101_;
        float l_2338_ = (_e4072 + l_2311_);
        float l_2339_ = (l_2338_ * l_4_);
        float _e4075 = l_mut_101_;
        float l_2340_ = (l_2339_ - _e4075);
        float l_2341_ = (l_2340_ * l_4_);
        float l_2342_ = (l_2311_ - l_2341_);
        uint _e4079 = l_mut_106_;
        bool l_2343_ = (_e4079 < 3u);
        bool l_2344_ = (l_2342_ != 0.0);
        if (l_2343_) {
            local_132 = l_2344_;
        } else {
            local_132 = false;
        }
        bool l_2345_ = local_132;
        uint _e4088 = l_mut_106_;
        bool l_2346_ = (_e4088 == 0u);
        if (l_2345_) {
            local_133 = l_2346_;
        } else {
            local_133 = false;
        }
        bool l_2347_ = local_133;
        float _e4095 = l_mut_2168_;
        float l_2348_ = (l_2347_ ? l_2339_ : _e4095);
        l_mut_2168_ = l_2348_;
        uint _e4097 = l_mut_106_;
        bool l_2349_ = (_e4097 == 1u);
        if (l_2345_) {
            local_134 = l_2349_;
        } else {
            local_134 = false;
        }
        bool l_2350_ = local_134;
        float _e4104 = l_mut_2167_;
        float l_2351_ = (l_2350_ ? l_2339_ : _e4104);
        l_mut_2167_ = l_2351_;
        uint _e4106 = l_mut_106_;
        bool l_2352_ = (_e4106 == 2u);
        if (l_2345_) {
            local_135 = l_2352_;
        } else {
            local_135 = false;
        }
        bool l_2353_ = local_135;
        float _e4113 = l_mut_2166_;
        float l_2354_ = (l_2353_ ? l_2339_ : _e4113);
        l_mut_2166_ = l_2354_;
        float l_2355_ = (l_2345_ ? l_2342_ : l_2339_);
        float _e4116 = l_mut_101_;
        float l_2356_ = (_e4116 + l_2311_);
        float l_2357_ = (l_2343_ ? l_2355_ : l_2356_);
        l_mut_101_ = l_2357_;
        uint l_2358_ = uint(l_2345_);
        uint _e4120 = l_mut_106_;
        l_mut_106_ = (_e4120 + l_2358_);
        float _e4122 = l_mut_101_;
        float l_2359_ = (_e4122 + l_2306_);
        float l_2360_ = (l_2359_ * l_4_);
        float _e4125 = l_mut_101_;
        float l_2361_ = (l_2360_ - _e4125);
        float l_2362_ = (l_2361_ * l_4_);
        float l_2363_ = (l_2306_ - l_2362_);
        uint _e4129 = l_mut_106_;
        bool l_2364_ = (_e4129 < 3u);
        bool l_2365_ = (l_2363_ != 0.0);
        if (l_2364_) {
            local_136 = l_2365_;
        } else {
            local_136 = false;
        }
        bool l_2366_ = local_136;
        uint _e4138 = l_mut_106_;
        bool l_2367_ = (_e4138 == 0u);
        if (l_2366_) {
            local_137 = l_2367_;
        } else {
            local_137 = false;
        }
        bool l_2368_ = local_137;
        float _e4145 = l_mut_2168_;
        float l_2369_ = (l_2368_ ? l_2360_ : _e4145);
        l_mut_2168_ = l_2369_;
        uint _e4147 = l_mut_106_;
        bool l_2370_ = (_e4147 == 1u);
        if (l_2366_) {
            local_138 = l_2370_;
        } else {
            local_138 = false;
        }
        bool l_2371_ = local_138;
        float _e4154 = l_mut_2167_;
        float l_2372_ = (l_2371_ ? l_2360_ : _e4154);
        l_mut_2167_ = l_2372_;
        uint _e4156 = l_mut_106_;
        bool l_2373_ = (_e4156 == 2u);
        if (l_2366_) {
            local_139 = l_2373_;
        } else {
            local_139 = false;
        }
        bool l_2374_ = local_139;
        float _e4163 = l_mut_2166_;
        float l_2375_ = (l_2374_ ? l_2360_ : _e4163);
        l_mut_2166_ = l_2375_;
        float l_2376_ = (l_2366_ ? l_2363_ : l_2360_);
        float _e4166 = l_mut_101_;
        float l_2377_ = (_e4166 + l_2306_);
        float l_2378_ = (l_2364_ ? l_2376_ : l_2377_);
        l_mut_101_ = l_2378_;
        uint l_2379_ = uint(l_2366_);
        uint _e4170 = l_mut_106_;
        l_mut_106_ = (_e4170 + l_2379_);
        float _e4172 = l_mut_101_;
        float l_2380_ = (_e4172 + l_2301_);
        float l_2381_ = (l_2380_ * l_4_);
        float _e4175 = l_mut_101_;
        float l_2382_ = (l_2381_ - _e4175);
        float l_2383_ = (l_2382_ * l_4_);
        float l_2384_ = (l_2301_ - l_2383_);
        uint _e4179 = l_mut_106_;
        bool l_2385_ = (_e4179 < 3u);
        bool l_2386_ = (l_2384_ != 0.0);
        if (l_2385_) {
            local_140 = l_2386_;
        } else {
            local_140 = false;
        }
        bool l_2387_ = local_140;
        uint _e4188 = l_mut_106_;
        bool l_2388_ = (_e4188 == 0u);
        if (l_2387_) {
            local_141 = l_2388_;
        } else {
            local_141 = false;
        }
        bool l_2389_ = local_141;
        float _e4195 = l_mut_2168_;
        float l_2390_ = (l_2389_ ? l_2381_ : _e4195);
        l_mut_2168_ = l_2390_;
        uint _e4197 = l_mut_106_;
        bool l_2391_ = (_e4197 == 1u);
        if (l_2387_) {
            local_142 = l_2391_;
        } else {
            local_142 = false;
        }
        bool l_2392_ = local_142;
        float _e4204 = l_mut_2167_;
        float l_2393_ = (l_2392_ ? l_2381_ : _e4204);
        l_mut_2167_ = l_2393_;
        uint _e4206 = l_mut_106_;
        bool l_2394_ = (_e4206 == 2u);
        if (l_2387_) {
            local_143 = l_2394_;
        } else {
            local_143 = false;
        }
        bool l_2395_ = local_143;
        float _e4213 = l_mut_2166_;
        float l_2396_ = (l_2395_ ? l_2381_ : _e4213);
        l_mut_2166_ = l_2396_;
        float l_2397_ = (l_2387_ ? l_2384_ : l_2381_);
        float _e4216 = l_mut_101_;
        float l_2398_ = (_e4216 + l_2301_);
        float l_2399_ = (l_2385_ ? l_2397_ : l_2398_);
        l_mut_101_ = l_2399_;
        uint l_2400_ = uint(l_2387_);
        uint _e4220 = l_mut_106_;
        l_mut_106_ = (_e4220 + l_2400_);
        uint _e4222 = l_mut_106_;
        bool l_2401_ = (_e4222 == 0u);
        float _e4225 = l_mut_2168_;
        float _e4226 = l_mut_101_;
        float l_2402_ = (l_2401_ ? _e4226 : _e4225);
        l_mut_2168_ = l_2402_;
        uint _e4228 = l_mut_106_;
        bool l_2403_ = (_e4228 == 1u);
        float _e4231 = l_mut_2167_;
        float _e4232 = l_mut_101_;
        float l_2404_ = (l_2403_ ? _e4232 : _e4231);
        l_mut_2167_ = l_2404_;
        uint _e4234 = l_mut_106_;
        bool l_2405_ = (_e4234 == 2u);
        float _e4237 = l_mut_2166_;
        float _e4238 = l_mut_101_;
        float l_2406_ = (l_2405_ ? _e4238 : _e4237);
        l_mut_2166_ = l_2406_;
        uint _e4240 = l_mut_106_;
        bool l_2407_ = (_e4240 == 3u);
        float _e4243 = l_mut_2165_;
        float _e4244 = l_mut_101_;
        float l_2408_ = (l_2407_ ? _e4244 : _e4243);
        l_mut_2165_ = l_2408_;
        float l_2409_ = abs(l_33_);
        uint l_2410_ = naga_f2u32(l_2409_);
        l_mut_106_ = l_2410_;
        bool l_2411_ = (l_33_ < 0.0);
        float l_2412_ = (l_2411_ ? 0.5 : 2.0);
        l_mut_105_ = l_2412_;
        l_mut_104_ = 1.0;
        uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
        bool loop_init_3 = true;
        while(true) {
            if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
            loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
            if (!loop_init_3) {
                uint _e4276 = l_mut_2413_;
                l_mut_2413_ = (_e4276 + 1u);
            }
            loop_init_3 = false;
            uint _e4256 = l_mut_2413_;
            if ((_e4256 < 11u)) {
            } else {
                break;
            }
            {
                uint _e4259 = l_mut_106_;
                uint l_2414_ = (_e4259 & 1u);
                bool l_2415_ = (l_2414_ == 1u);
                float _e4264 = l_mut_104_;
                float _e4265 = l_mut_105_;
                float l_2416_ = (_e4264 * _e4265);
                float _e4267 = l_mut_104_;
                float l_2417_ = (l_2415_ ? l_2416_ : _e4267);
                l_mut_104_ = l_2417_;
                float _e4269 = l_mut_105_;
                float _e4270 = l_mut_105_;
                l_mut_105_ = (_e4269 * _e4270);
                uint _e4272 = l_mut_106_;
                l_mut_106_ = (_e4272 >> 1u);
            }
        }
        float _e4278 = l_mut_2168_;
        float _e4279 = l_mut_104_;
        float l_2418_ = (_e4278 * _e4279);
        float _e4281 = l_mut_2167_;
        float _e4282 = l_mut_104_;
        float l_2419_ = (_e4281 * _e4282);
        float _e4284 = l_mut_2166_;
        float _e4285 = l_mut_104_;
        float l_2420_ = (_e4284 * _e4285);
        float _e4287 = l_mut_2165_;
        float _e4288 = l_mut_104_;
        float l_2421_ = (_e4287 * _e4288);
        uint l_2546_ = asuint(info.Load(12+0));
        uint l_2547_ = (l_2546_ * 1u);
        bool l_2548_ = (id < l_2547_);
        if (l_2548_) {
            buffer_3_global.Store(id*4, asuint(l_2418_));
        }
        uint l_2422_ = (l_1_ + id);
        uint l_2549_ = asuint(info.Load(12+0));
        uint l_2550_ = (l_2549_ * 1u);
        bool l_2551_ = (l_2422_ < l_2550_);
        if (l_2551_) {
            buffer_3_global.Store(l_2422_*4, asuint(l_2419_));
        }
        uint l_2423_ = (2u * l_1_);
        uint l_2424_ = (l_2423_ + id);
        uint l_2552_ = asuint(info.Load(12+0));
        uint l_2553_ = (l_2552_ * 1u);
        bool l_2554_ = (l_2424_ < l_2553_);
        if (l_2554_) {
            buffer_3_global.Store(l_2424_*4, asuint(l_2420_));
        }
        uint l_2425_ = (3u * l_1_);
        uint l_2426_ = (l_2425_ + id);
        uint l_2555_ = asuint(info.Load(12+0));
        uint l_2556_ = (l_2555_ * 1u);
        bool l_2557_ = (l_2426_ < l_2556_);
        if (l_2557_) {
            buffer_3_global.Store(l_2426_*4, asuint(l_2421_));
            return;
        } else {
            return;
        }
    } else {
        return;
    }
}
