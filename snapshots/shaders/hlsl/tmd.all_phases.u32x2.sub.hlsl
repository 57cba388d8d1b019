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
    uint l_mut_1440_ = (uint)0;
    uint l_mut_1441_ = (uint)0;
    uint l_mut_1446_ = (uint)0;
    uint l_mut_145_ = (uint)0;
    uint l_mut_151_ = (uint)0;
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
    bool l_mut_637_ = (bool)0;
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
    uint l_mut_650_ = (uint)0;
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
    uint l_mut_749_ = (uint)0;
    bool local_54 = (bool)0;
    bool local_55 = (bool)0;
    bool local_56 = (bool)0;
    bool local_57 = (bool)0;
    bool local_58 = (bool)0;
    bool local_59 = (bool)0;
    bool local_60 = (bool)0;
    uint l_mut_828_ = 0u;
    bool local_61 = (bool)0;
    bool local_62 = (bool)0;
    bool local_63 = (bool)0;
    bool local_64 = (bool)0;
    bool local_65 = (bool)0;
    bool local_66 = (bool)0;
    bool local_67 = (bool)0;
    bool local_68 = (bool)0;
    bool local_69 = (bool)0;
    uint l_mut_1438_ = (uint)0;
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
    uint l_mut_1549_ = (uint)0;
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
    bool local_96 = (bool)0;
    bool local_97 = (bool)0;
    bool local_98 = (bool)0;
    bool local_99 = (bool)0;
    uint l_mut_1644_ = (uint)0;
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
    uint l_mut_1743_ = (uint)0;
    bool local_111 = (bool)0;
    bool local_112 = (bool)0;
    bool local_113 = (bool)0;
    bool local_114 = (bool)0;
    bool local_115 = (bool)0;
    bool local_116 = (bool)0;
    bool local_117 = (bool)0;
    bool local_118 = (bool)0;
    uint l_mut_1823_ = (uint)0;
    bool local_119 = (bool)0;
    bool local_120 = (bool)0;
    bool local_121 = (bool)0;
    bool local_122 = (bool)0;
    uint l_mut_2057_ = 0u;
    uint l_mut_2064_ = (uint)0;
    bool local_123 = (bool)0;
    bool local_124 = (bool)0;
    bool local_125 = (bool)0;
    bool local_126 = (bool)0;

    uint id = ((((((uint(global_id.z) * uint(num_workgroups.x)) * 64u) * uint(num_workgroups.y)) * 1u) + ((uint(global_id.y) * uint(num_workgroups.x)) * 64u)) + uint(global_id.x));
    bool l_0_ = (id == 0u);
    if (l_0_) {
        uint l_2380_ = asuint(info.Load(20+0));
        uint l_2381_ = (l_2380_ * 1u);
        uint l_2382_ = (l_2381_ - 1u);
        uint l_2383_ = min(3u, l_2382_);
        uint _e69; buffer_5_global.InterlockedAdd(l_2383_*4, 1u, _e69);
    }
    uint l_2296_ = asuint(info.Load(12+0));
    uint l_2297_ = (l_2296_ * 1u);
    bool l_2298_ = (0u < l_2297_);
    uint l_2299_ = (l_2297_ - 1u);
    uint l_2300_ = min(0u, l_2299_);
    uint l_2301_ = asuint(buffer_3_global.Load(l_2300_*4));
    uint l_4_ = (l_2298_ ? l_2301_ : 0u);
    uint l_6_ = (0u + 1u);
    uint l_2303_ = asuint(info.Load(12+0));
    uint l_2304_ = (l_2303_ * 1u);
    bool l_2305_ = (l_6_ < l_2304_);
    uint l_2306_ = (l_2304_ - 1u);
    uint l_2307_ = min(l_6_, l_2306_);
    uint l_2308_ = asuint(buffer_3_global.Load(l_2307_*4));
    uint l_7_ = (l_2305_ ? l_2308_ : 0u);
    uint l_2310_ = asuint(info.Load(12+0));
    uint l_2311_ = (l_2310_ * 1u);
    bool l_2312_ = (2u < l_2311_);
    uint l_2313_ = (l_2311_ - 1u);
    uint l_2314_ = min(2u, l_2313_);
    uint l_2315_ = asuint(buffer_3_global.Load(l_2314_*4));
    uint l_9_ = (l_2312_ ? l_2315_ : 0u);
    uint l_11_ = (2u + 1u);
    uint l_2317_ = asuint(info.Load(12+0));
    uint l_2318_ = (l_2317_ * 1u);
    bool l_2319_ = (l_11_ < l_2318_);
    uint l_2320_ = (l_2318_ - 1u);
    uint l_2321_ = min(l_11_, l_2320_);
    uint l_2322_ = asuint(buffer_3_global.Load(l_2321_*4));
    uint l_12_ = (l_2319_ ? l_2322_ : 0u);
    uint l_2324_ = asuint(info.Load(12+0));
    uint l_2325_ = (l_2324_ * 1u);
    bool l_2326_ = (4u < l_2325_);
    uint l_2327_ = (l_2325_ - 1u);
    uint l_2328_ = min(4u, l_2327_);
    uint l_2329_ = asuint(buffer_3_global.Load(l_2328_*4));
    uint l_14_ = (l_2326_ ? l_2329_ : 0u);
    uint l_16_ = (4u + 1u);
    uint l_2331_ = asuint(info.Load(12+0));
    uint l_2332_ = (l_2331_ * 1u);
    bool l_2333_ = (l_16_ < l_2332_);
    uint l_2334_ = (l_2332_ - 1u);
    uint l_2335_ = min(l_16_, l_2334_);
    uint l_2336_ = asuint(buffer_3_global.Load(l_2335_*4));
    uint l_17_ = (l_2333_ ? l_2336_ : 0u);
    uint l_2338_ = asuint(info.Load(12+0));
    uint l_2339_ = (l_2338_ * 1u);
    bool l_2340_ = (6u < l_2339_);
    uint l_2341_ = (l_2339_ - 1u);
    uint l_2342_ = min(6u, l_2341_);
    uint l_2343_ = asuint(buffer_3_global.Load(l_2342_*4));
    uint l_19_ = (l_2340_ ? l_2343_ : 0u);
    uint l_21_ = (6u + 1u);
    uint l_2345_ = asuint(info.Load(12+0));
    uint l_2346_ = (l_2345_ * 1u);
    bool l_2347_ = (l_21_ < l_2346_);
    uint l_2348_ = (l_2346_ - 1u);
    uint l_2349_ = min(l_21_, l_2348_);
    uint l_2350_ = asuint(buffer_3_global.Load(l_2349_*4));
    uint l_22_ = (l_2347_ ? l_2350_ : 0u);
    uint l_2352_ = asuint(info.Load(12+0));
    uint l_2353_ = (l_2352_ * 1u);
    bool l_2354_ = (8u < l_2353_);
    uint l_2355_ = (l_2353_ - 1u);
    uint l_2356_ = min(8u, l_2355_);
    uint l_2357_ = asuint(buffer_3_global.Load(l_2356_*4));
    uint l_24_ = (l_2354_ ? l_2357_ : 0u);
    uint l_26_ = (8u + 1u);
    uint l_2359_ = asuint(info.Load(12+0));
    uint l_2360_ = (l_2359_ * 1u);
    bool l_2361_ = (l_26_ < l_2360_);
    uint l_2362_ = (l_2360_ - 1u);
    uint l_2363_ = min(l_26_, l_2362_);
    uint l_2364_ = asuint(buffer_3_global.Load(l_2363_*4));
    uint l_27_ = (l_2361_ ? l_2364_ : 0u);
    uint l_2366_ = asuint(info.Load(12+0));
    uint l_2367_ = (l_2366_ * 1u);
    bool l_2368_ = (10u < l_2367_);
    uint l_2369_ = (l_2367_ - 1u);
    uint l_2370_ = min(10u, l_2369_);
    uint l_2371_ = asuint(buffer_3_global.Load(l_2370_*4));
    uint l_29_ = (l_2368_ ? l_2371_ : 0u);
    uint l_31_ = (10u + 1u);
    uint l_2373_ = asuint(info.Load(12+0));
    uint l_2374_ = (l_2373_ * 1u);
    bool l_2375_ = (l_31_ < l_2374_);
    uint l_2376_ = (l_2374_ - 1u);
    uint l_2377_ = min(l_31_, l_2376_);
    uint l_2378_ = asuint(buffer_3_global.Load(l_2377_*4));
    uint l_32_ = (l_2375_ ? l_2378_ : 0u);
    uint l_33_ = (2u * id);
    uint l_34_ = asuint(info.Load(24+0));
    bool l_35_ = (l_33_ < l_34_);
    uint l_36_ = (id * l_4_);
    uint64_t l_2385_ = uint64_t(id);
    uint64_t l_2386_ = uint64_t(l_4_);
    uint64_t l_2387_ = (l_2385_ * l_2386_);
    uint64_t l_2388_ = (l_2387_ >> uint(32uL));
    uint l_37_ = uint(l_2388_);
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
        uint l_2390_ = asuint(info.Load(0+0));
        uint l_2391_ = (l_2390_ * 1u);
        bool l_2392_ = (l_58_ < l_2391_);
        uint l_2393_ = (l_2391_ - 1u);
        uint l_2394_ = min(l_58_, l_2393_);
        uint l_2395_ = asuint(buffer_0_global.Load(l_2394_*4));
        uint l_59_ = (l_2392_ ? l_2395_ : 0u);
        uint l_60_ = (2u * id);
        uint l_61_ = (l_60_ + 1u);
        uint l_2397_ = asuint(info.Load(0+0));
        uint l_2398_ = (l_2397_ * 1u);
        bool l_2399_ = (l_61_ < l_2398_);
        uint l_2400_ = (l_2398_ - 1u);
        uint l_2401_ = min(l_61_, l_2400_);
        uint l_2402_ = asuint(buffer_0_global.Load(l_2401_*4));
        uint l_62_ = (l_2399_ ? l_2402_ : 0u);
        uint l_63_ = (2u * id);
        uint l_2404_ = asuint(info.Load(4+0));
        uint l_2405_ = (l_2404_ * 1u);
        bool l_2406_ = (l_63_ < l_2405_);
        uint l_2407_ = (l_2405_ - 1u);
        uint l_2408_ = min(l_63_, l_2407_);
        uint l_2409_ = asuint(buffer_1_global.Load(l_2408_*4));
        uint l_64_ = (l_2406_ ? l_2409_ : 0u);
        uint l_65_ = (2u * id);
        uint l_66_ = (l_65_ + 1u);
        uint l_2411_ = asuint(info.Load(4+0));
        uint l_2412_ = (l_2411_ * 1u);
        bool l_2413_ = (l_66_ < l_2412_);
        uint l_2414_ = (l_2412_ - 1u);
        uint l_2415_ = min(l_66_, l_2414_);
        uint l_2416_ = asuint(buffer_1_global.Load(l_2415_*4));
        uint l_67_ = (l_2413_ ? l_2416_ : 0u);
        uint l_68_ = (2u * id);
        uint l_2418_ = asuint(info.Load(8+0));
        uint l_2419_ = (l_2418_ * 1u);
        bool l_2420_ = (l_68_ < l_2419_);
        uint l_2421_ = (l_2419_ - 1u);
        uint l_2422_ = min(l_68_, l_2421_);
        uint l_2423_ = asuint(buffer_2_global.Load(l_2422_*4));
        uint l_69_ = (l_2420_ ? l_2423_ : 0u);
        uint l_70_ = (2u * id);
        uint l_71_ = (l_70_ + 1u);
        uint l_2425_ = asuint(info.Load(8+0));
        uint l_2426_ = (l_2425_ * 1u);
        bool l_2427_ = (l_71_ < l_2426_);
        uint l_2428_ = (l_2426_ - 1u);
        uint l_2429_ = min(l_71_, l_2428_);
        uint l_2430_ = asuint(buffer_2_global.Load(l_2429_*4));
        uint l_72_ = (l_2427_ ? l_2430_ : 0u);
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
        uint64_t l_2432_ = uint64_t(_e455);
        uint64_t l_2433_ = uint64_t(l_4_);
        uint64_t l_2434_ = (l_2432_ * l_2433_);
        uint64_t l_2435_ = (l_2434_ >> uint(32uL));
        uint l_83_ = uint(l_2435_);
        uint l_84_ = (l_83_ + l_82_);
        uint _e466 = l_mut_75_;
        uint64_t l_2437_ = uint64_t(_e466);
        uint64_t l_2438_ = uint64_t(l_4_);
        uint64_t l_2439_ = (l_2437_ * l_2438_);
        uint64_t l_2440_ = (l_2439_ >> uint(32uL));
        uint l_85_ = uint(l_2440_);
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
            uint64_t l_2442_ = uint64_t(_e554);
            uint64_t l_2443_ = uint64_t(l_123_);
            uint64_t l_2444_ = (l_2442_ * l_2443_);
            uint64_t l_2445_ = (l_2444_ >> uint(32uL));
            uint l_133_ = uint(l_2445_);
            uint l_134_ = (l_133_ + l_132_);
            uint _e565 = l_mut_75_;
            uint64_t l_2447_ = uint64_t(_e565);
            uint64_t l_2448_ = uint64_t(l_123_);
            uint64_t l_2449_ = (l_2447_ * l_2448_);
            uint64_t l_2450_ = (l_2449_ >> uint(32uL));
            uint l_135_ = uint(l_2450_);
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
            uint64_t l_2452_ = uint64_t(_e641);
            uint64_t l_2453_ = uint64_t(l_4_);
            uint64_t l_2454_ = (l_2452_ * l_2453_);
            uint64_t l_2455_ = (l_2454_ >> uint(32uL));
            uint l_174_ = uint(l_2455_);
            uint l_175_ = (l_174_ + l_173_);
            uint _e652 = l_mut_145_;
            uint64_t l_2457_ = uint64_t(_e652);
            uint64_t l_2458_ = uint64_t(l_4_);
            uint64_t l_2459_ = (l_2457_ * l_2458_);
            uint64_t l_2460_ = (l_2459_ >> uint(32uL));
            uint l_176_ = uint(l_2460_);
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
            uint64_t l_2462_ = uint64_t(_e698);
            uint64_t l_2463_ = uint64_t(l_4_);
            uint64_t l_2464_ = (l_2462_ * l_2463_);
            uint64_t l_2465_ = (l_2464_ >> uint(32uL));
            uint l_201_ = uint(l_2465_);
            uint l_202_ = (l_201_ + l_200_);
            uint _e709 = l_mut_145_;
            uint64_t l_2467_ = uint64_t(_e709);
            uint64_t l_2468_ = uint64_t(l_4_);
            uint64_t l_2469_ = (l_2467_ * l_2468_);
            uint64_t l_2470_ = (l_2469_ >> uint(32uL));
            uint l_203_ = uint(l_2470_);
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
            uint64_t l_2472_ = uint64_t(_e755);
            uint64_t l_2473_ = uint64_t(l_4_);
            uint64_t l_2474_ = (l_2472_ * l_2473_);
            uint64_t l_2475_ = (l_2474_ >> uint(32uL));
            uint l_230_ = uint(l_2475_);
            uint l_231_ = (l_230_ + l_229_);
            uint _e766 = l_mut_90_;
            uint64_t l_2477_ = uint64_t(_e766);
            uint64_t l_2478_ = uint64_t(l_4_);
            uint64_t l_2479_ = (l_2477_ * l_2478_);
            uint64_t l_2480_ = (l_2479_ >> uint(32uL));
            uint l_232_ = uint(l_2480_);
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
            uint64_t l_2482_ = uint64_t(_e812);
            uint64_t l_2483_ = uint64_t(l_4_);
            uint64_t l_2484_ = (l_2482_ * l_2483_);
            uint64_t l_2485_ = (l_2484_ >> uint(32uL));
            uint l_257_ = uint(l_2485_);
            uint l_258_ = (l_257_ + l_256_);
            uint _e823 = l_mut_90_;
            uint64_t l_2487_ = uint64_t(_e823);
            uint64_t l_2488_ = uint64_t(l_4_);
            uint64_t l_2489_ = (l_2487_ * l_2488_);
            uint64_t l_2490_ = (l_2489_ >> uint(32uL));
            uint l_259_ = uint(l_2490_);
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
            uint64_t l_2492_ = uint64_t(_e867);
            uint64_t l_2493_ = uint64_t(l_4_);
            uint64_t l_2494_ = (l_2492_ * l_2493_);
            uint64_t l_2495_ = (l_2494_ >> uint(32uL));
            uint l_285_ = uint(l_2495_);
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
            uint64_t l_2497_ = uint64_t(_e1030);
            uint64_t l_2498_ = uint64_t(l_367_);
            uint64_t l_2499_ = (l_2497_ * l_2498_);
            uint64_t l_2500_ = (l_2499_ >> uint(32uL));
            uint l_369_ = uint(l_2500_);
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
            uint64_t l_2502_ = uint64_t(_e1050);
            uint64_t l_2503_ = uint64_t(l_372_);
            uint64_t l_2504_ = (l_2502_ * l_2503_);
            uint64_t l_2505_ = (l_2504_ >> uint(32uL));
            uint l_375_ = uint(l_2505_);
            uint l_376_ = (l_375_ + l_374_);
            uint _e1061 = l_mut_75_;
            uint64_t l_2507_ = uint64_t(_e1061);
            uint64_t l_2508_ = uint64_t(l_372_);
            uint64_t l_2509_ = (l_2507_ * l_2508_);
            uint64_t l_2510_ = (l_2509_ >> uint(32uL));
            uint l_377_ = uint(l_2510_);
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
                            uint64_t l_2512_ = uint64_t(_e1294);
                            uint _e1296 = l_mut_428_;
                            uint64_t l_2513_ = uint64_t(_e1296);
                            uint64_t l_2514_ = (l_2512_ * l_2513_);
                            uint64_t l_2515_ = (l_2514_ >> uint(32uL));
                            uint l_486_ = uint(l_2515_);
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
                            uint64_t l_2517_ = uint64_t(_e1573);
                            uint _e1575 = l_mut_444_;
                            uint64_t l_2518_ = uint64_t(_e1575);
                            uint64_t l_2519_ = (l_2517_ * l_2518_);
                            uint64_t l_2520_ = (l_2519_ >> uint(32uL));
                            uint l_594_ = uint(l_2520_);
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
                uint _e1690 = l_mut_102_;
                uint l_635_ = (l_4_ - _e1690);
                uint _e1692 = l_mut_96_;
                uint l_636_ = naga_div(l_635_, _e1692);
                l_mut_450_ = 0u;
                l_mut_637_ = false;
                uint _e1696 = l_mut_275_;
                uint _e1697 = l_mut_269_;
                uint l_638_ = (_e1696 | _e1697);
                bool l_639_ = (l_638_ == 0u);
                if (l_639_) {
                    l_mut_450_ = l_636_;
                } else {
                    bool _e1701 = l_mut_637_;
                    if (_e1701) {
                        uint _e1702 = l_mut_269_;
                        uint _e1703 = l_mut_213_;
                        bool l_640_ = (_e1702 < _e1703);
                        uint _e1705 = l_mut_269_;
                        uint _e1706 = l_mut_213_;
                        bool l_641_ = (_e1705 == _e1706);
                        uint _e1708 = l_mut_275_;
                        uint _e1709 = l_mut_219_;
                        bool l_642_ = (_e1708 < _e1709);
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
                            uint _e1720 = l_mut_219_;
                            uint l_645_ = (_e1720 - 1u);
                            uint _e1723 = l_mut_213_;
                            uint l_646_ = (_e1723 - 0u);
                            uint _e1726 = l_mut_219_;
                            bool l_647_ = (_e1726 < 1u);
                            uint l_648_ = uint(l_647_);
                            uint l_649_ = (l_646_ - l_648_);
                            l_mut_445_ = l_645_;
                            l_mut_444_ = l_649_;
                            l_mut_441_ = 0u;
                            l_mut_650_ = 0u;
                            uint2 loop_bound_3 = uint2(4294967295u, 4294967295u);
                            bool loop_init_2 = true;
                            while(true) {
                                if (all(loop_bound_3 == uint2(0u, 0u))) { break; }
                                loop_bound_3 -= uint2(loop_bound_3.y == 0u, 1u);
                                if (!loop_init_2) {
                                    uint _e1819 = l_mut_650_;
                                    l_mut_650_ = (_e1819 + 1u);
                                }
                                loop_init_2 = false;
                                uint _e1734 = l_mut_650_;
                                if ((_e1734 < 20u)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e1738 = l_mut_650_;
                                    uint l_651_ = (19u - _e1738);
                                    uint _e1740 = l_mut_445_;
                                    l_mut_440_ = _e1740;
                                    uint _e1741 = l_mut_444_;
                                    l_mut_439_ = _e1741;
                                    bool l_652_ = (l_651_ >= 32u);
                                    if (l_652_) {
                                        uint l_653_ = (l_651_ & 31u);
                                        uint _e1746 = l_mut_444_;
                                        uint l_654_ = (_e1746 >> l_653_);
                                        l_mut_440_ = l_654_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_655_ = (l_651_ > 0u);
                                        if (l_655_) {
                                            uint _e1751 = l_mut_445_;
                                            l_mut_428_ = _e1751;
                                            bool l_656_ = (l_651_ > 0u);
                                            if (l_656_) {
                                                uint _e1754 = l_mut_445_;
                                                uint l_657_ = (_e1754 >> l_651_);
                                                uint l_658_ = (32u - l_651_);
                                                uint _e1758 = l_mut_444_;
                                                uint l_659_ = (_e1758 << l_658_);
                                                uint l_660_ = (l_657_ | l_659_);
                                                l_mut_428_ = l_660_;
                                            }
                                            uint _e1761 = l_mut_444_;
                                            uint l_661_ = (_e1761 >> l_651_);
                                            uint _e1763 = l_mut_428_;
                                            l_mut_440_ = _e1763;
                                            l_mut_439_ = l_661_;
                                        }
                                    }
                                    uint _e1764 = l_mut_439_;
                                    uint _e1765 = l_mut_269_;
                                    bool l_662_ = (_e1764 < _e1765);
                                    uint _e1767 = l_mut_439_;
                                    uint _e1768 = l_mut_269_;
                                    bool l_663_ = (_e1767 == _e1768);
                                    uint _e1770 = l_mut_440_;
                                    uint _e1771 = l_mut_275_;
                                    bool l_664_ = (_e1770 < _e1771);
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
                                    if (l_667_) {
                                        uint _e1783 = l_mut_275_;
                                        l_mut_440_ = _e1783;
                                        uint _e1784 = l_mut_269_;
                                        l_mut_439_ = _e1784;
                                        bool l_668_ = (l_651_ >= 32u);
                                        if (l_668_) {
                                            uint l_669_ = (l_651_ & 31u);
                                            uint _e1789 = l_mut_275_;
                                            uint l_670_ = (_e1789 << l_669_);
                                            l_mut_440_ = 0u;
                                            l_mut_439_ = l_670_;
                                        } else {
                                            bool l_671_ = (l_651_ > 0u);
                                            if (l_671_) {
                                                uint _e1794 = l_mut_275_;
                                                uint l_672_ = (_e1794 << l_651_);
                                                uint _e1796 = l_mut_269_;
                                                uint l_673_ = (_e1796 << l_651_);
                                                uint l_674_ = (32u - l_651_);
                                                uint _e1800 = l_mut_275_;
                                                uint l_675_ = (_e1800 >> l_674_);
                                                uint l_676_ = (l_673_ | l_675_);
                                                l_mut_440_ = l_672_;
                                                l_mut_439_ = l_676_;
                                            }
                                        }
                                        uint _e1803 = l_mut_445_;
                                        uint _e1804 = l_mut_440_;
                                        uint l_677_ = (_e1803 - _e1804);
                                        uint _e1806 = l_mut_444_;
                                        uint _e1807 = l_mut_439_;
                                        uint l_678_ = (_e1806 - _e1807);
                                        uint _e1809 = l_mut_445_;
                                        uint _e1810 = l_mut_440_;
                                        bool l_679_ = (_e1809 < _e1810);
                                        uint l_680_ = uint(l_679_);
                                        uint l_681_ = (l_678_ - l_680_);
                                        l_mut_445_ = l_677_;
                                        l_mut_444_ = l_681_;
                                        uint l_682_ = (1u << l_651_);
                                        uint _e1816 = l_mut_441_;
                                        l_mut_441_ = (_e1816 | l_682_);
                                    }
                                }
                            }
                            uint _e1821 = l_mut_441_;
                            uint l_683_ = min(_e1821, l_636_);
                            l_mut_441_ = l_683_;
                            uint _e1823 = l_mut_444_;
                            uint _e1824 = l_mut_269_;
                            bool l_684_ = (_e1823 < _e1824);
                            uint _e1826 = l_mut_444_;
                            uint _e1827 = l_mut_269_;
                            bool l_685_ = (_e1826 == _e1827);
                            uint _e1829 = l_mut_445_;
                            uint _e1830 = l_mut_275_;
                            bool l_686_ = (_e1829 < _e1830);
                            if (l_685_) {
                                local_45 = l_686_;
                            } else {
                                local_45 = false;
                            }
                            bool l_687_ = local_45;
                            if (!(l_684_)) {
                                local_46 = l_687_;
                            } else {
                                local_46 = true;
                            }
                            bool l_688_ = local_46;
                            bool l_689_ = !(l_688_);
                            if (l_689_) {
                                l_mut_441_ = l_636_;
                            }
                            uint _e1842 = l_mut_441_;
                            l_mut_450_ = _e1842;
                        }
                    } else {
                        uint _e1843 = l_mut_219_;
                        l_mut_445_ = _e1843;
                        uint _e1844 = l_mut_213_;
                        l_mut_444_ = _e1844;
                        uint2 loop_bound_4 = uint2(4294967295u, 4294967295u);
                        while(true) {
                            if (all(loop_bound_4 == uint2(0u, 0u))) { break; }
                            loop_bound_4 -= uint2(loop_bound_4.y == 0u, 1u);
                            uint _e1845 = l_mut_269_;
                            uint _e1846 = l_mut_444_;
                            bool l_690_ = (_e1845 < _e1846);
                            uint _e1848 = l_mut_269_;
                            uint _e1849 = l_mut_444_;
                            bool l_691_ = (_e1848 == _e1849);
                            uint _e1851 = l_mut_275_;
                            uint _e1852 = l_mut_445_;
                            bool l_692_ = (_e1851 < _e1852);
                            if (l_691_) {
                                local_47 = l_692_;
                            } else {
                                local_47 = false;
                            }
                            bool l_693_ = local_47;
                            if (!(l_690_)) {
                                local_48 = l_693_;
                            } else {
                                local_48 = true;
                            }
                            bool l_694_ = local_48;
                            uint _e1863 = l_mut_450_;
                            uint _e1864 = l_mut_96_;
                            uint l_695_ = (_e1863 * _e1864);
                            uint _e1866 = l_mut_102_;
                            uint l_696_ = (_e1866 + l_695_);
                            uint _e1868 = l_mut_96_;
                            uint l_697_ = (l_696_ + _e1868);
                            bool l_698_ = (l_697_ < l_4_);
                            if (l_694_) {
                                local_49 = l_698_;
                            } else {
                                local_49 = false;
                            }
                            bool l_699_ = local_49;
                            bool l_700_ = !(l_699_);
                            if (l_700_) {
                                break;
                            }
                            uint _e1876 = l_mut_445_;
                            uint _e1877 = l_mut_275_;
                            uint l_701_ = (_e1876 - _e1877);
                            uint _e1879 = l_mut_444_;
                            uint _e1880 = l_mut_269_;
                            uint l_702_ = (_e1879 - _e1880);
                            uint _e1882 = l_mut_445_;
                            uint _e1883 = l_mut_275_;
                            bool l_703_ = (_e1882 < _e1883);
                            uint l_704_ = uint(l_703_);
                            uint l_705_ = (l_702_ - l_704_);
                            l_mut_445_ = l_701_;
                            l_mut_444_ = l_705_;
                            uint _e1887 = l_mut_450_;
                            l_mut_450_ = (_e1887 + 1u);
                        }
                    }
                }
                uint _e1890 = l_mut_450_;
                uint _e1891 = l_mut_96_;
                uint l_706_ = (_e1890 * _e1891);
                uint _e1893 = l_mut_102_;
                uint l_707_ = (_e1893 + l_706_);
                uint _e1895 = l_mut_96_;
                uint l_708_ = (l_707_ + _e1895);
                bool l_709_ = (l_708_ >= l_4_);
                if (l_709_) {
                    l_mut_350_ = true;
                    l_mut_357_ = false;
                } else {
                    uint _e1900 = l_mut_275_;
                    uint _e1901 = l_mut_450_;
                    uint l_710_ = (_e1900 * _e1901);
                    uint _e1903 = l_mut_275_;
                    uint64_t l_2522_ = uint64_t(_e1903);
                    uint _e1905 = l_mut_450_;
                    uint64_t l_2523_ = uint64_t(_e1905);
                    uint64_t l_2524_ = (l_2522_ * l_2523_);
                    uint64_t l_2525_ = (l_2524_ >> uint(32uL));
                    uint l_711_ = uint(l_2525_);
                    uint _e1914 = l_mut_269_;
                    uint _e1915 = l_mut_450_;
                    uint l_712_ = (_e1914 * _e1915);
                    uint l_713_ = (l_711_ + l_712_);
                    uint _e1918 = l_mut_219_;
                    uint l_714_ = (_e1918 - l_710_);
                    uint _e1920 = l_mut_213_;
                    uint l_715_ = (_e1920 - l_713_);
                    uint _e1922 = l_mut_219_;
                    bool l_716_ = (_e1922 < l_710_);
                    uint l_717_ = uint(l_716_);
                    uint l_718_ = (l_715_ - l_717_);
                    l_mut_219_ = l_714_;
                    l_mut_213_ = l_718_;
                    uint _e1926 = l_mut_450_;
                    uint _e1927 = l_mut_96_;
                    uint l_719_ = (_e1926 * _e1927);
                    uint _e1929 = l_mut_102_;
                    l_mut_102_ = (_e1929 + l_719_);
                    uint _e1931 = l_mut_275_;
                    uint _e1932 = l_mut_219_;
                    uint l_720_ = (_e1931 - _e1932);
                    uint _e1934 = l_mut_269_;
                    uint _e1935 = l_mut_213_;
                    uint l_721_ = (_e1934 - _e1935);
                    uint _e1937 = l_mut_275_;
                    uint _e1938 = l_mut_219_;
                    bool l_722_ = (_e1937 < _e1938);
                    uint l_723_ = uint(l_722_);
                    uint l_724_ = (l_721_ - l_723_);
                    l_mut_275_ = l_720_;
                    l_mut_269_ = l_724_;
                    uint _e1942 = l_mut_96_;
                    uint _e1943 = l_mut_102_;
                    l_mut_96_ = (_e1942 + _e1943);
                }
            } else {
                uint _e1945 = l_mut_151_;
                uint _e1946 = l_mut_275_;
                uint l_725_ = (_e1945 - _e1946);
                uint _e1948 = l_mut_145_;
                uint _e1949 = l_mut_269_;
                uint l_726_ = (_e1948 - _e1949);
                uint _e1951 = l_mut_151_;
                uint _e1952 = l_mut_275_;
                bool l_727_ = (_e1951 < _e1952);
                uint l_728_ = uint(l_727_);
                uint l_729_ = (l_726_ - l_728_);
                l_mut_151_ = l_725_;
                l_mut_145_ = l_729_;
                uint _e1956 = l_mut_145_;
                bool l_730_ = (_e1956 < l_344_);
                uint _e1958 = l_mut_145_;
                bool l_731_ = (_e1958 == l_344_);
                uint _e1960 = l_mut_151_;
                bool l_732_ = (_e1960 < l_340_);
                if (l_731_) {
                    local_50 = l_732_;
                } else {
                    local_50 = false;
                }
                bool l_733_ = local_50;
                if (!(l_730_)) {
                    local_51 = l_733_;
                } else {
                    local_51 = true;
                }
                bool l_734_ = local_51;
                if (l_734_) {
                    l_mut_357_ = false;
                } else {
                    uint _e1972 = l_mut_96_;
                    uint l_735_ = (l_4_ - _e1972);
                    uint _e1974 = l_mut_102_;
                    uint l_736_ = naga_div(l_735_, _e1974);
                    l_mut_450_ = 0u;
                    l_mut_637_ = false;
                    uint _e1978 = l_mut_219_;
                    uint _e1979 = l_mut_213_;
                    uint l_737_ = (_e1978 | _e1979);
                    bool l_738_ = (l_737_ == 0u);
                    if (l_738_) {
                        l_mut_450_ = l_736_;
                    } else {
                        bool _e1983 = l_mut_637_;
                        if (_e1983) {
                            uint _e1984 = l_mut_213_;
                            uint _e1985 = l_mut_269_;
                            bool l_739_ = (_e1984 < _e1985);
                            uint _e1987 = l_mut_213_;
                            uint _e1988 = l_mut_269_;
                            bool l_740_ = (_e1987 == _e1988);
                            uint _e1990 = l_mut_219_;
                            uint _e1991 = l_mut_275_;
                            bool l_741_ = (_e1990 < _e1991);
                            if (l_740_) {
                                local_52 = l_741_;
                            } else {
                                local_52 = false;
                            }
                            bool l_742_ = local_52;
                            if (!(l_739_)) {
                                local_53 = l_742_;
                            } else {
                                local_53 = true;
                            }
                            bool l_743_ = local_53;
                            if (l_743_) {
                                uint _e2002 = l_mut_275_;
                                uint l_744_ = (_e2002 - 1u);
                                uint _e2005 = l_mut_269_;
                                uint l_745_ = (_e2005 - 0u);
                                uint _e2008 = l_mut_275_;
                                bool l_746_ = (_e2008 < 1u);
                                uint l_747_ = uint(l_746_);
                                uint l_748_ = (l_745_ - l_747_);
                                l_mut_445_ = l_744_;
                                l_mut_444_ = l_748_;
                                l_mut_441_ = 0u;
                                l_mut_749_ = 0u;
                                uint2 loop_bound_5 = uint2(4294967295u, 4294967295u);
                                bool loop_init_3 = true;
                                while(true) {
                                    if (all(loop_bound_5 == uint2(0u, 0u))) { break; }
                                    loop_bound_5 -= uint2(loop_bound_5.y == 0u, 1u);
                                    if (!loop_init_3) {
                                        uint _e2101 = l_mut_749_;
                                        l_mut_749_ = (_e2101 + 1u);
                                    }
                                    loop_init_3 = false;
                                    uint _e2016 = l_mut_749_;
                                    if ((_e2016 < 20u)) {
                                    } else {
                                        break;
                                    }
                                    {
                                        uint _e2020 = l_mut_749_;
                                        uint l_750_ = (19u - _e2020);
                                        uint _e2022 = l_mut_445_;
                                        l_mut_440_ = _e2022;
                                        uint _e2023 = l_mut_444_;
                                        l_mut_439_ = _e2023;
                                        bool l_751_ = (l_750_ >= 32u);
                                        if (l_751_) {
                                            uint l_752_ = (l_750_ & 31u);
                                            uint _e2028 = l_mut_444_;
                                            uint l_753_ = (_e2028 >> l_752_);
                                            l_mut_440_ = l_753_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            bool l_754_ = (l_750_ > 0u);
                                            if (l_754_) {
                                                uint _e2033 = l_mut_445_;
                                                l_mut_428_ = _e2033;
                                                bool l_755_ = (l_750_ > 0u);
                                                if (l_755_) {
                                                    uint _e2036 = l_mut_445_;
                                                    uint l_756_ = (_e2036 >> l_750_);
                                                    uint l_757_ = (32u - l_750_);
                                                    uint _e2040 = l_mut_444_;
                                                    uint l_758_ = (_e2040 << l_757_);
                                                    uint l_759_ = (l_756_ | l_758_);
                                                    l_mut_428_ = l_759_;
                                                }
                                                uint _e2043 = l_mut_444_;
                                                uint l_760_ = (_e2043 >> l_750_);
                                                uint _e2045 = l_mut_428_;
                                                l_mut_440_ = _e2045;
                                                l_mut_439_ = l_760_;
                                            }
                                        }
                                        uint _e2046 = l_mut_439_;
                                        uint _e2047 = l_mut_213_;
                                        bool l_761_ = (_e2046 < _e2047);
                                        uint _e2049 = l_mut_439_;
                                        uint _e2050 = l_mut_213_;
                                        bool l_762_ = (_e2049 == _e2050);
                                        uint _e2052 = l_mut_440_;
                                        uint _e2053 = l_mut_219_;
                                        bool l_763_ = (_e2052 < _e2053);
                                        if (l_762_) {
                                            local_54 = l_763_;
                                        } else {
                                            local_54 = false;
                                        }
                                        bool l_764_ = local_54;
                                        if (!(l_761_)) {
                                            local_55 = l_764_;
                                        } else {
                                            local_55 = true;
                                        }
                                        bool l_765_ = local_55;
                                        bool l_766_ = !(l_765_);
                                        if (l_766_) {
                                            uint _e2065 = l_mut_219_;
                                            l_mut_440_ = _e2065;
                                            uint _e2066 = l_mut_213_;
                                            l_mut_439_ = _e2066;
                                            bool l_767_ = (l_750_ >= 32u);
                                            if (l_767_) {
                                                uint l_768_ = (l_750_ & 31u);
                                                uint _e2071 = l_mut_219_;
                                                uint l_769_ = (_e2071 << l_768_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_769_;
                                            } else {
                                                bool l_770_ = (l_750_ > 0u);
                                                if (l_770_) {
                                                    uint _e2076 = l_mut_219_;
                                                    uint l_771_ = (_e2076 << l_750_);
                                                    uint _e2078 = l_mut_213_;
                                                    uint l_772_ = (_e2078 << l_750_);
                                                    uint l_773_ = (32u - l_750_);
                                                    uint _e2082 = l_mut_219_;
                                                    uint l_774_ = (_e2082 >> l_773_);
                                                    uint l_775_ = (l_772_ | l_774_);
                                                    l_mut_440_ = l_771_;
                                                    l_mut_439_ = l_775_;
                                                }
                                            }
                                            uint _e2085 = l_mut_445_;
                                            uint _e2086 = l_mut_440_;
                                            uint l_776_ = (_e2085 - _e2086);
                                            uint _e2088 = l_mut_444_;
                                            uint _e2089 = l_mut_439_;
                                            uint l_777_ = (_e2088 - _e2089);
                                            uint _e2091 = l_mut_445_;
                                            uint _e2092 = l_mut_440_;
                                            bool l_778_ = (_e2091 < _e2092);
                                            uint l_779_ = uint(l_778_);
                                            uint l_780_ = (l_777_ - l_779_);
                                            l_mut_445_ = l_776_;
                                            l_mut_444_ = l_780_;
                                            uint l_781_ = (1u << l_750_);
                                            uint _e2098 = l_mut_441_;
                                            l_mut_441_ = (_e2098 | l_781_);
                                        }
                                    }
                                }
                                uint _e2103 = l_mut_441_;
                                uint l_782_ = min(_e2103, l_736_);
                                l_mut_441_ = l_782_;
                                uint _e2105 = l_mut_444_;
                                uint _e2106 = l_mut_213_;
                                bool l_783_ = (_e2105 < _e2106);
                                uint _e2108 = l_mut_444_;
                                uint _e2109 = l_mut_213_;
                                bool l_784_ = (_e2108 == _e2109);
                                uint _e2111 = l_mut_445_;
                                uint _e2112 = l_mut_219_;
                                bool l_785_ = (_e2111 < _e2112);
                                if (l_784_) {
                                    local_56 = l_785_;
                                } else {
                                    local_56 = false;
                                }
                                bool l_786_ = local_56;
                                if (!(l_783_)) {
                                    local_57 = l_786_;
                                } else {
                                    local_57 = true;
                                }
                                bool l_787_ = local_57;
                                bool l_788_ = !(l_787_);
                                if (l_788_) {
                                    l_mut_441_ = l_736_;
                                }
                                uint _e2124 = l_mut_441_;
                                l_mut_450_ = _e2124;
                            }
                        } else {
                            uint _e2125 = l_mut_275_;
                            l_mut_445_ = _e2125;
                            uint _e2126 = l_mut_269_;
                            l_mut_444_ = _e2126;
                            uint2 loop_bound_6 = uint2(4294967295u, 4294967295u);
                            while(true) {
                                if (all(loop_bound_6 == uint2(0u, 0u))) { break; }
                                loop_bound_6 -= uint2(loop_bound_6.y == 0u, 1u);
                                uint _e2127 = l_mut_213_;
                                uint _e2128 = l_mut_444_;
                                bool l_789_ = (_e2127 < _e2128);
                                uint _e2130 = l_mut_213_;
                                uint _e2131 = l_mut_444_;
                                bool l_790_ = (_e2130 == _e2131);
                                uint _e2133 = l_mut_219_;
                                uint _e2134 = l_mut_445_;
                                bool l_791_ = (_e2133 < _e2134);
                                if (l_790_) {
                                    local_58 = l_791_;
                                } else {
                                    local_58 = false;
                                }
                                bool l_792_ = local_58;
                                if (!(l_789_)) {
                                    local_59 = l_792_;
                                } else {
                                    local_59 = true;
                                }
                                bool l_793_ = local_59;
                                uint _e2145 = l_mut_450_;
                                uint _e2146 = l_mut_102_;
                                uint l_794_ = (_e2145 * _e2146);
                                uint _e2148 = l_mut_96_;
                                uint l_795_ = (_e2148 + l_794_);
                                uint _e2150 = l_mut_102_;
                                uint l_796_ = (l_795_ + _e2150);
                                bool l_797_ = (l_796_ < l_4_);
                                if (l_793_) {
                                    local_60 = l_797_;
                                } else {
                                    local_60 = false;
                                }
                                bool l_798_ = local_60;
                                bool l_799_ = !(l_798_);
                                if (l_799_) {
                                    break;
                                }
                                uint _e2158 = l_mut_445_;
                                uint _e2159 = l_mut_219_;
                                uint l_800_ = (_e2158 - _e2159);
                                uint _e2161 = l_mut_444_;
                                uint _e2162 = l_mut_213_;
                                uint l_801_ = (_e2161 - _e2162);
                                uint _e2164 = l_mut_445_;
                                uint _e2165 = l_mut_219_;
                                bool l_802_ = (_e2164 < _e2165);
                                uint l_803_ = uint(l_802_);
                                uint l_804_ = (l_801_ - l_803_);
                                l_mut_445_ = l_800_;
                                l_mut_444_ = l_804_;
                                uint _e2169 = l_mut_450_;
                                l_mut_450_ = (_e2169 + 1u);
                            }
                        }
                    }
                    uint _e2172 = l_mut_102_;
                    uint _e2173 = l_mut_96_;
                    uint l_805_ = (_e2172 + _e2173);
                    uint _e2175 = l_mut_450_;
                    uint _e2176 = l_mut_102_;
                    uint l_806_ = (_e2175 * _e2176);
                    uint l_807_ = (l_805_ + l_806_);
                    bool l_808_ = (l_807_ >= l_4_);
                    if (l_808_) {
                        l_mut_350_ = true;
                        l_mut_357_ = false;
                    } else {
                        uint _e2182 = l_mut_219_;
                        uint _e2183 = l_mut_450_;
                        uint l_809_ = (_e2182 * _e2183);
                        uint _e2185 = l_mut_219_;
                        uint64_t l_2527_ = uint64_t(_e2185);
                        uint _e2187 = l_mut_450_;
                        uint64_t l_2528_ = uint64_t(_e2187);
                        uint64_t l_2529_ = (l_2527_ * l_2528_);
                        uint64_t l_2530_ = (l_2529_ >> uint(32uL));
                        uint l_810_ = uint(l_2530_);
                        uint _e2196 = l_mut_213_;
                        uint _e2197 = l_mut_450_;
                        uint l_811_ = (_e2196 * _e2197);
                        uint l_812_ = (l_810_ + l_811_);
                        uint _e2200 = l_mut_275_;
                        uint l_813_ = (_e2200 - l_809_);
                        uint _e2202 = l_mut_269_;
                        uint l_814_ = (_e2202 - l_812_);
                        uint _e2204 = l_mut_275_;
                        bool l_815_ = (_e2204 < l_809_);
                        uint l_816_ = uint(l_815_);
                        uint l_817_ = (l_814_ - l_816_);
                        l_mut_275_ = l_813_;
                        l_mut_269_ = l_817_;
                        uint _e2208 = l_mut_450_;
                        uint _e2209 = l_mut_102_;
                        uint l_818_ = (_e2208 * _e2209);
                        uint _e2211 = l_mut_96_;
                        l_mut_96_ = (_e2211 + l_818_);
                        uint _e2213 = l_mut_219_;
                        uint _e2214 = l_mut_275_;
                        uint l_819_ = (_e2213 - _e2214);
                        uint _e2216 = l_mut_213_;
                        uint _e2217 = l_mut_269_;
                        uint l_820_ = (_e2216 - _e2217);
                        uint _e2219 = l_mut_219_;
                        uint _e2220 = l_mut_275_;
                        bool l_821_ = (_e2219 < _e2220);
                        uint l_822_ = uint(l_821_);
                        uint l_823_ = (l_820_ - l_822_);
                        l_mut_219_ = l_819_;
                        l_mut_213_ = l_823_;
                        uint _e2224 = l_mut_102_;
                        uint _e2225 = l_mut_96_;
                        l_mut_102_ = (_e2224 + _e2225);
                    }
                }
            }
        }
        bool _e2227 = l_mut_350_;
        bool l_824_ = !(_e2227);
        if (l_824_) {
            uint l_2532_ = asuint(info.Load(20+0));
            uint l_2533_ = (l_2532_ * 1u);
            uint l_2534_ = (l_2533_ - 1u);
            uint l_2535_ = min(0u, l_2534_);
            uint _e2242; buffer_5_global.InterlockedAdd(l_2535_*4, 1u, _e2242);
            uint l_827_ = naga_div(l_4_, 8u);
            l_mut_450_ = 0u;
            l_mut_445_ = 0u;
            l_mut_444_ = 0u;
            uint2 loop_bound_7 = uint2(4294967295u, 4294967295u);
            bool loop_init_4 = true;
            while(true) {
                if (all(loop_bound_7 == uint2(0u, 0u))) { break; }
                loop_bound_7 -= uint2(loop_bound_7.y == 0u, 1u);
                if (!loop_init_4) {
                    uint _e5126 = l_mut_828_;
                    l_mut_828_ = (_e5126 + 1u);
                }
                loop_init_4 = false;
                uint _e2250 = l_mut_828_;
                if ((_e2250 < 8u)) {
                } else {
                    break;
                }
                {
                    uint _e2253 = l_mut_828_;
                    uint l_829_ = (_e2253 * l_827_);
                    bool l_830_ = (l_829_ < l_56_);
                    uint l_831_ = naga_div(l_4_, 8u);
                    uint _e2258 = l_mut_828_;
                    uint l_832_ = (_e2258 * l_831_);
                    uint l_833_ = (l_832_ + l_832_);
                    uint l_834_ = (l_72_ >> 31u);
                    bool l_835_ = (l_834_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_835_) {
                        uint l_836_ = (0u - l_69_);
                        uint l_837_ = (0u - l_72_);
                        bool l_838_ = (0u < l_69_);
                        uint l_839_ = uint(l_838_);
                        uint l_840_ = (l_837_ - l_839_);
                        l_mut_441_ = l_836_;
                        l_mut_440_ = l_840_;
                    }
                    uint _e2273 = l_mut_441_;
                    uint l_841_ = (_e2273 * l_833_);
                    uint _e2275 = l_mut_440_;
                    uint l_842_ = (_e2275 * l_833_);
                    uint _e2277 = l_mut_441_;
                    uint64_t l_2537_ = uint64_t(_e2277);
                    uint64_t l_2538_ = uint64_t(l_833_);
                    uint64_t l_2539_ = (l_2537_ * l_2538_);
                    uint64_t l_2540_ = (l_2539_ >> uint(32uL));
                    uint l_843_ = uint(l_2540_);
                    uint l_844_ = (l_843_ + l_842_);
                    uint _e2288 = l_mut_440_;
                    uint64_t l_2542_ = uint64_t(_e2288);
                    uint64_t l_2543_ = uint64_t(l_833_);
                    uint64_t l_2544_ = (l_2542_ * l_2543_);
                    uint64_t l_2545_ = (l_2544_ >> uint(32uL));
                    uint l_845_ = uint(l_2545_);
                    bool l_846_ = (l_844_ < l_842_);
                    uint l_847_ = uint(l_846_);
                    uint l_848_ = (l_845_ + l_847_);
                    uint l_849_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_841_;
                    bool l_850_ = (l_849_ > 0u);
                    if (l_850_) {
                        uint l_851_ = (l_841_ >> l_849_);
                        uint l_852_ = (32u - l_849_);
                        uint l_853_ = (l_844_ << l_852_);
                        uint l_854_ = (l_851_ | l_853_);
                        l_mut_439_ = l_854_;
                    }
                    l_mut_428_ = l_844_;
                    bool l_855_ = (l_849_ > 0u);
                    if (l_855_) {
                        uint l_856_ = (l_844_ >> l_849_);
                        uint l_857_ = (32u - l_849_);
                        uint l_858_ = (l_848_ << l_857_);
                        uint l_859_ = (l_856_ | l_858_);
                        l_mut_428_ = l_859_;
                    }
                    uint _e2317 = l_mut_439_;
                    l_mut_421_ = _e2317;
                    uint _e2318 = l_mut_428_;
                    l_mut_439_ = _e2318;
                    bool l_860_ = (l_9_ >= 64u);
                    if (l_860_) {
                        l_mut_421_ = l_848_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_861_ = (l_9_ >= 32u);
                        if (l_861_) {
                            l_mut_428_ = l_844_;
                            bool l_862_ = (l_849_ > 0u);
                            if (l_862_) {
                                uint l_863_ = (l_844_ >> l_849_);
                                uint l_864_ = (32u - l_849_);
                                uint l_865_ = (l_848_ << l_864_);
                                uint l_866_ = (l_863_ | l_865_);
                                l_mut_428_ = l_866_;
                            }
                            uint l_867_ = (l_848_ >> l_849_);
                            uint _e2332 = l_mut_428_;
                            l_mut_421_ = _e2332;
                            l_mut_439_ = l_867_;
                        }
                    }
                    uint _e2333 = l_mut_421_;
                    l_mut_441_ = _e2333;
                    uint _e2334 = l_mut_439_;
                    l_mut_440_ = _e2334;
                    if (l_835_) {
                        uint _e2336 = l_mut_441_;
                        uint l_868_ = (0u - _e2336);
                        uint _e2339 = l_mut_440_;
                        uint l_869_ = (0u - _e2339);
                        uint _e2342 = l_mut_441_;
                        bool l_870_ = (0u < _e2342);
                        uint l_871_ = uint(l_870_);
                        uint l_872_ = (l_869_ - l_871_);
                        l_mut_441_ = l_868_;
                        l_mut_440_ = l_872_;
                    }
                    uint _e2346 = l_mut_441_;
                    uint l_873_ = (l_59_ + _e2346);
                    uint _e2348 = l_mut_440_;
                    uint l_874_ = (l_62_ + _e2348);
                    bool l_875_ = (l_873_ < l_59_);
                    uint l_876_ = uint(l_875_);
                    uint l_877_ = (l_874_ + l_876_);
                    uint l_878_ = (l_59_ * l_832_);
                    uint64_t l_2547_ = uint64_t(l_59_);
                    uint64_t l_2548_ = uint64_t(l_832_);
                    uint64_t l_2549_ = (l_2547_ * l_2548_);
                    uint64_t l_2550_ = (l_2549_ >> uint(32uL));
                    uint l_879_ = uint(l_2550_);
                    uint l_880_ = (l_62_ * l_832_);
                    uint l_881_ = (l_879_ + l_880_);
                    uint l_882_ = (l_64_ + l_878_);
                    uint l_883_ = (l_67_ + l_881_);
                    bool l_884_ = (l_882_ < l_64_);
                    uint l_885_ = uint(l_884_);
                    uint l_886_ = (l_883_ + l_885_);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_887_ = (l_832_ < 65536u);
                    if (l_887_) {
                        uint l_888_ = (l_832_ * l_832_);
                        uint l_889_ = (l_72_ >> 31u);
                        bool l_890_ = (l_889_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_890_) {
                            uint l_891_ = (0u - l_69_);
                            uint l_892_ = (0u - l_72_);
                            bool l_893_ = (0u < l_69_);
                            uint l_894_ = uint(l_893_);
                            uint l_895_ = (l_892_ - l_894_);
                            l_mut_439_ = l_891_;
                            l_mut_428_ = l_895_;
                        }
                        uint _e2387 = l_mut_439_;
                        uint l_896_ = (_e2387 * l_888_);
                        uint _e2389 = l_mut_428_;
                        uint l_897_ = (_e2389 * l_888_);
                        uint _e2391 = l_mut_439_;
                        uint64_t l_2552_ = uint64_t(_e2391);
                        uint64_t l_2553_ = uint64_t(l_888_);
                        uint64_t l_2554_ = (l_2552_ * l_2553_);
                        uint64_t l_2555_ = (l_2554_ >> uint(32uL));
                        uint l_898_ = uint(l_2555_);
                        uint l_899_ = (l_898_ + l_897_);
                        uint _e2402 = l_mut_428_;
                        uint64_t l_2557_ = uint64_t(_e2402);
                        uint64_t l_2558_ = uint64_t(l_888_);
                        uint64_t l_2559_ = (l_2557_ * l_2558_);
                        uint64_t l_2560_ = (l_2559_ >> uint(32uL));
                        uint l_900_ = uint(l_2560_);
                        bool l_901_ = (l_899_ < l_897_);
                        uint l_902_ = uint(l_901_);
                        uint l_903_ = (l_900_ + l_902_);
                        uint l_904_ = naga_mod(l_9_, 32u);
                        l_mut_421_ = l_896_;
                        bool l_905_ = (l_904_ > 0u);
                        if (l_905_) {
                            uint l_906_ = (l_896_ >> l_904_);
                            uint l_907_ = (32u - l_904_);
                            uint l_908_ = (l_899_ << l_907_);
                            uint l_909_ = (l_906_ | l_908_);
                            l_mut_421_ = l_909_;
                        }
                        l_mut_394_ = l_899_;
                        bool l_910_ = (l_904_ > 0u);
                        if (l_910_) {
                            uint l_911_ = (l_899_ >> l_904_);
                            uint l_912_ = (32u - l_904_);
                            uint l_913_ = (l_903_ << l_912_);
                            uint l_914_ = (l_911_ | l_913_);
                            l_mut_394_ = l_914_;
                        }
                        uint _e2431 = l_mut_421_;
                        l_mut_388_ = _e2431;
                        uint _e2432 = l_mut_394_;
                        l_mut_421_ = _e2432;
                        bool l_915_ = (l_9_ >= 64u);
                        if (l_915_) {
                            l_mut_388_ = l_903_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_916_ = (l_9_ >= 32u);
                            if (l_916_) {
                                l_mut_394_ = l_899_;
                                bool l_917_ = (l_904_ > 0u);
                                if (l_917_) {
                                    uint l_918_ = (l_899_ >> l_904_);
                                    uint l_919_ = (32u - l_904_);
                                    uint l_920_ = (l_903_ << l_919_);
                                    uint l_921_ = (l_918_ | l_920_);
                                    l_mut_394_ = l_921_;
                                }
                                uint l_922_ = (l_903_ >> l_904_);
                                uint _e2446 = l_mut_394_;
                                l_mut_388_ = _e2446;
                                l_mut_421_ = l_922_;
                            }
                        }
                        uint _e2447 = l_mut_388_;
                        l_mut_439_ = _e2447;
                        uint _e2448 = l_mut_421_;
                        l_mut_428_ = _e2448;
                        if (l_890_) {
                            uint _e2450 = l_mut_439_;
                            uint l_923_ = (0u - _e2450);
                            uint _e2453 = l_mut_428_;
                            uint l_924_ = (0u - _e2453);
                            uint _e2456 = l_mut_439_;
                            bool l_925_ = (0u < _e2456);
                            uint l_926_ = uint(l_925_);
                            uint l_927_ = (l_924_ - l_926_);
                            l_mut_439_ = l_923_;
                            l_mut_428_ = l_927_;
                        }
                        uint _e2460 = l_mut_439_;
                        l_mut_441_ = _e2460;
                        uint _e2461 = l_mut_428_;
                        l_mut_440_ = _e2461;
                    } else {
                        uint l_928_ = (l_72_ >> 31u);
                        bool l_929_ = (l_928_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_929_) {
                            uint l_930_ = (0u - l_69_);
                            uint l_931_ = (0u - l_72_);
                            bool l_932_ = (0u < l_69_);
                            uint l_933_ = uint(l_932_);
                            uint l_934_ = (l_931_ - l_933_);
                            l_mut_439_ = l_930_;
                            l_mut_428_ = l_934_;
                        }
                        uint _e2474 = l_mut_439_;
                        uint l_935_ = (_e2474 * l_832_);
                        uint _e2476 = l_mut_428_;
                        uint l_936_ = (_e2476 * l_832_);
                        uint _e2478 = l_mut_439_;
                        uint64_t l_2562_ = uint64_t(_e2478);
                        uint64_t l_2563_ = uint64_t(l_832_);
                        uint64_t l_2564_ = (l_2562_ * l_2563_);
                        uint64_t l_2565_ = (l_2564_ >> uint(32uL));
                        uint l_937_ = uint(l_2565_);
                        uint l_938_ = (l_937_ + l_936_);
                        uint _e2489 = l_mut_428_;
                        uint64_t l_2567_ = uint64_t(_e2489);
                        uint64_t l_2568_ = uint64_t(l_832_);
                        uint64_t l_2569_ = (l_2567_ * l_2568_);
                        uint64_t l_2570_ = (l_2569_ >> uint(32uL));
                        uint l_939_ = uint(l_2570_);
                        bool l_940_ = (l_938_ < l_936_);
                        uint l_941_ = uint(l_940_);
                        uint l_942_ = (l_939_ + l_941_);
                        l_mut_421_ = l_935_;
                        bool l_944_ = (0u > 0u);
                        if (l_944_) {
                            uint l_945_ = (l_935_ >> 0u);
                            uint l_946_ = (32u - 0u);
                            uint l_947_ = (l_938_ << l_946_);
                            uint l_948_ = (l_945_ | l_947_);
                            l_mut_421_ = l_948_;
                        }
                        l_mut_394_ = l_938_;
                        bool l_949_ = (0u > 0u);
                        if (l_949_) {
                            uint l_950_ = (l_938_ >> 0u);
                            uint l_951_ = (32u - 0u);
                            uint l_952_ = (l_942_ << l_951_);
                            uint l_953_ = (l_950_ | l_952_);
                            l_mut_394_ = l_953_;
                        }
                        uint _e2517 = l_mut_421_;
                        l_mut_388_ = _e2517;
                        uint _e2518 = l_mut_394_;
                        l_mut_421_ = _e2518;
                        if (false) {
                            l_mut_388_ = l_942_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_938_;
                                bool l_956_ = (0u > 0u);
                                if (l_956_) {
                                    uint l_957_ = (l_938_ >> 0u);
                                    uint l_958_ = (32u - 0u);
                                    uint l_959_ = (l_942_ << l_958_);
                                    uint l_960_ = (l_957_ | l_959_);
                                    l_mut_394_ = l_960_;
                                }
                                uint l_961_ = (l_942_ >> 0u);
                                uint _e2530 = l_mut_394_;
                                l_mut_388_ = _e2530;
                                l_mut_421_ = l_961_;
                            }
                        }
                        uint _e2531 = l_mut_439_;
                        uint l_962_ = (_e2531 * l_832_);
                        uint _e2533 = l_mut_428_;
                        uint l_963_ = (_e2533 * l_832_);
                        uint _e2535 = l_mut_439_;
                        uint64_t l_2572_ = uint64_t(_e2535);
                        uint64_t l_2573_ = uint64_t(l_832_);
                        uint64_t l_2574_ = (l_2572_ * l_2573_);
                        uint64_t l_2575_ = (l_2574_ >> uint(32uL));
                        uint l_964_ = uint(l_2575_);
                        uint l_965_ = (l_964_ + l_963_);
                        uint _e2546 = l_mut_428_;
                        uint64_t l_2577_ = uint64_t(_e2546);
                        uint64_t l_2578_ = uint64_t(l_832_);
                        uint64_t l_2579_ = (l_2577_ * l_2578_);
                        uint64_t l_2580_ = (l_2579_ >> uint(32uL));
                        uint l_966_ = uint(l_2580_);
                        bool l_967_ = (l_965_ < l_963_);
                        uint l_968_ = uint(l_967_);
                        uint l_969_ = (l_966_ + l_968_);
                        l_mut_394_ = l_962_;
                        bool l_971_ = (0u > 0u);
                        if (l_971_) {
                            uint l_972_ = (l_962_ >> 0u);
                            uint l_973_ = (32u - 0u);
                            uint l_974_ = (l_965_ << l_973_);
                            uint l_975_ = (l_972_ | l_974_);
                            l_mut_394_ = l_975_;
                        }
                        l_mut_382_ = l_965_;
                        bool l_976_ = (0u > 0u);
                        if (l_976_) {
                            uint l_977_ = (l_965_ >> 0u);
                            uint l_978_ = (32u - 0u);
                            uint l_979_ = (l_969_ << l_978_);
                            uint l_980_ = (l_977_ | l_979_);
                            l_mut_382_ = l_980_;
                        }
                        uint _e2574 = l_mut_394_;
                        l_mut_275_ = _e2574;
                        uint _e2575 = l_mut_382_;
                        l_mut_394_ = _e2575;
                        if (true) {
                            l_mut_275_ = l_969_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_965_;
                                bool l_983_ = (0u > 0u);
                                if (l_983_) {
                                    uint l_984_ = (l_965_ >> 0u);
                                    uint l_985_ = (32u - 0u);
                                    uint l_986_ = (l_969_ << l_985_);
                                    uint l_987_ = (l_984_ | l_986_);
                                    l_mut_382_ = l_987_;
                                }
                                uint l_988_ = (l_969_ >> 0u);
                                uint _e2587 = l_mut_382_;
                                l_mut_275_ = _e2587;
                                l_mut_394_ = l_988_;
                            }
                        }
                        uint _e2588 = l_mut_388_;
                        uint l_989_ = (_e2588 * l_832_);
                        uint _e2590 = l_mut_421_;
                        uint l_990_ = (_e2590 * l_832_);
                        uint _e2592 = l_mut_388_;
                        uint64_t l_2582_ = uint64_t(_e2592);
                        uint64_t l_2583_ = uint64_t(l_832_);
                        uint64_t l_2584_ = (l_2582_ * l_2583_);
                        uint64_t l_2585_ = (l_2584_ >> uint(32uL));
                        uint l_991_ = uint(l_2585_);
                        uint l_992_ = (l_991_ + l_990_);
                        uint _e2603 = l_mut_421_;
                        uint64_t l_2587_ = uint64_t(_e2603);
                        uint64_t l_2588_ = uint64_t(l_832_);
                        uint64_t l_2589_ = (l_2587_ * l_2588_);
                        uint64_t l_2590_ = (l_2589_ >> uint(32uL));
                        uint l_993_ = uint(l_2590_);
                        bool l_994_ = (l_992_ < l_990_);
                        uint l_995_ = uint(l_994_);
                        uint l_996_ = (l_993_ + l_995_);
                        l_mut_439_ = l_989_;
                        bool l_998_ = (0u > 0u);
                        if (l_998_) {
                            uint l_999_ = (l_989_ >> 0u);
                            uint l_1000_ = (32u - 0u);
                            uint l_1001_ = (l_992_ << l_1000_);
                            uint l_1002_ = (l_999_ | l_1001_);
                            l_mut_439_ = l_1002_;
                        }
                        l_mut_428_ = l_992_;
                        bool l_1003_ = (0u > 0u);
                        if (l_1003_) {
                            uint l_1004_ = (l_992_ >> 0u);
                            uint l_1005_ = (32u - 0u);
                            uint l_1006_ = (l_996_ << l_1005_);
                            uint l_1007_ = (l_1004_ | l_1006_);
                            l_mut_428_ = l_1007_;
                        }
                        uint _e2631 = l_mut_439_;
                        l_mut_382_ = _e2631;
                        uint _e2632 = l_mut_428_;
                        l_mut_439_ = _e2632;
                        if (false) {
                            l_mut_382_ = l_996_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_992_;
                                bool l_1010_ = (0u > 0u);
                                if (l_1010_) {
                                    uint l_1011_ = (l_992_ >> 0u);
                                    uint l_1012_ = (32u - 0u);
                                    uint l_1013_ = (l_996_ << l_1012_);
                                    uint l_1014_ = (l_1011_ | l_1013_);
                                    l_mut_428_ = l_1014_;
                                }
                                uint l_1015_ = (l_996_ >> 0u);
                                uint _e2644 = l_mut_428_;
                                l_mut_382_ = _e2644;
                                l_mut_439_ = l_1015_;
                            }
                        }
                        uint _e2645 = l_mut_388_;
                        uint l_1016_ = (_e2645 * l_832_);
                        uint _e2647 = l_mut_421_;
                        uint l_1017_ = (_e2647 * l_832_);
                        uint _e2649 = l_mut_388_;
                        uint64_t l_2592_ = uint64_t(_e2649);
                        uint64_t l_2593_ = uint64_t(l_832_);
                        uint64_t l_2594_ = (l_2592_ * l_2593_);
                        uint64_t l_2595_ = (l_2594_ >> uint(32uL));
                        uint l_1018_ = uint(l_2595_);
                        uint l_1019_ = (l_1018_ + l_1017_);
                        uint _e2660 = l_mut_421_;
                        uint64_t l_2597_ = uint64_t(_e2660);
                        uint64_t l_2598_ = uint64_t(l_832_);
                        uint64_t l_2599_ = (l_2597_ * l_2598_);
                        uint64_t l_2600_ = (l_2599_ >> uint(32uL));
                        uint l_1020_ = uint(l_2600_);
                        bool l_1021_ = (l_1019_ < l_1017_);
                        uint l_1022_ = uint(l_1021_);
                        uint l_1023_ = (l_1020_ + l_1022_);
                        l_mut_428_ = l_1016_;
                        bool l_1025_ = (0u > 0u);
                        if (l_1025_) {
                            uint l_1026_ = (l_1016_ >> 0u);
                            uint l_1027_ = (32u - 0u);
                            uint l_1028_ = (l_1019_ << l_1027_);
                            uint l_1029_ = (l_1026_ | l_1028_);
                            l_mut_428_ = l_1029_;
                        }
                        l_mut_269_ = l_1019_;
                        bool l_1030_ = (0u > 0u);
                        if (l_1030_) {
                            uint l_1031_ = (l_1019_ >> 0u);
                            uint l_1032_ = (32u - 0u);
                            uint l_1033_ = (l_1023_ << l_1032_);
                            uint l_1034_ = (l_1031_ | l_1033_);
                            l_mut_269_ = l_1034_;
                        }
                        uint _e2688 = l_mut_428_;
                        l_mut_219_ = _e2688;
                        uint _e2689 = l_mut_269_;
                        l_mut_428_ = _e2689;
                        if (true) {
                            l_mut_219_ = l_1023_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1019_;
                                bool l_1037_ = (0u > 0u);
                                if (l_1037_) {
                                    uint l_1038_ = (l_1019_ >> 0u);
                                    uint l_1039_ = (32u - 0u);
                                    uint l_1040_ = (l_1023_ << l_1039_);
                                    uint l_1041_ = (l_1038_ | l_1040_);
                                    l_mut_269_ = l_1041_;
                                }
                                uint l_1042_ = (l_1023_ >> 0u);
                                uint _e2701 = l_mut_269_;
                                l_mut_219_ = _e2701;
                                l_mut_428_ = l_1042_;
                            }
                        }
                        uint _e2702 = l_mut_275_;
                        uint l_1043_ = (_e2702 * l_832_);
                        uint _e2704 = l_mut_275_;
                        uint64_t l_2602_ = uint64_t(_e2704);
                        uint64_t l_2603_ = uint64_t(l_832_);
                        uint64_t l_2604_ = (l_2602_ * l_2603_);
                        uint64_t l_2605_ = (l_2604_ >> uint(32uL));
                        uint l_1044_ = uint(l_2605_);
                        uint _e2714 = l_mut_394_;
                        uint l_1045_ = (_e2714 * l_832_);
                        uint l_1046_ = (l_1044_ + l_1045_);
                        uint _e2717 = l_mut_219_;
                        uint l_1047_ = (_e2717 + l_1043_);
                        uint _e2719 = l_mut_428_;
                        uint l_1048_ = (_e2719 + l_1046_);
                        uint _e2721 = l_mut_219_;
                        bool l_1049_ = (l_1047_ < _e2721);
                        uint l_1050_ = uint(l_1049_);
                        uint l_1051_ = (l_1048_ + l_1050_);
                        uint _e2725 = l_mut_382_;
                        l_mut_441_ = _e2725;
                        uint _e2726 = l_mut_439_;
                        l_mut_440_ = _e2726;
                        bool l_1052_ = (l_9_ == 64u);
                        if (l_1052_) {
                            l_mut_441_ = l_1047_;
                            l_mut_440_ = l_1051_;
                        } else {
                            bool l_1053_ = (l_9_ > 0u);
                            if (l_1053_) {
                                uint l_1054_ = (64u - l_9_);
                                l_mut_428_ = l_1047_;
                                l_mut_421_ = l_1051_;
                                bool l_1055_ = (l_1054_ >= 32u);
                                if (l_1055_) {
                                    uint l_1056_ = (l_1054_ & 31u);
                                    uint l_1057_ = (l_1047_ << l_1056_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1057_;
                                } else {
                                    bool l_1058_ = (l_1054_ > 0u);
                                    if (l_1058_) {
                                        uint l_1059_ = (l_1047_ << l_1054_);
                                        uint l_1060_ = (l_1051_ << l_1054_);
                                        uint l_1061_ = (32u - l_1054_);
                                        uint l_1062_ = (l_1047_ >> l_1061_);
                                        uint l_1063_ = (l_1060_ | l_1062_);
                                        l_mut_428_ = l_1059_;
                                        l_mut_421_ = l_1063_;
                                    }
                                }
                                uint _e2747 = l_mut_382_;
                                l_mut_394_ = _e2747;
                                uint _e2748 = l_mut_439_;
                                l_mut_388_ = _e2748;
                                bool l_1064_ = (l_9_ >= 32u);
                                if (l_1064_) {
                                    uint l_1065_ = (l_9_ & 31u);
                                    uint _e2753 = l_mut_439_;
                                    uint l_1066_ = (_e2753 >> l_1065_);
                                    l_mut_394_ = l_1066_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1067_ = (l_9_ > 0u);
                                    if (l_1067_) {
                                        uint _e2758 = l_mut_382_;
                                        l_mut_275_ = _e2758;
                                        bool l_1068_ = (l_9_ > 0u);
                                        if (l_1068_) {
                                            uint _e2761 = l_mut_382_;
                                            uint l_1069_ = (_e2761 >> l_9_);
                                            uint l_1070_ = (32u - l_9_);
                                            uint _e2765 = l_mut_439_;
                                            uint l_1071_ = (_e2765 << l_1070_);
                                            uint l_1072_ = (l_1069_ | l_1071_);
                                            l_mut_275_ = l_1072_;
                                        }
                                        uint _e2768 = l_mut_439_;
                                        uint l_1073_ = (_e2768 >> l_9_);
                                        uint _e2770 = l_mut_275_;
                                        l_mut_394_ = _e2770;
                                        l_mut_388_ = l_1073_;
                                    }
                                }
                                uint _e2771 = l_mut_428_;
                                uint _e2772 = l_mut_394_;
                                uint l_1074_ = (_e2771 + _e2772);
                                uint _e2774 = l_mut_421_;
                                uint _e2775 = l_mut_388_;
                                uint l_1075_ = (_e2774 + _e2775);
                                uint _e2777 = l_mut_428_;
                                bool l_1076_ = (l_1074_ < _e2777);
                                uint l_1077_ = uint(l_1076_);
                                uint l_1078_ = (l_1075_ + l_1077_);
                                l_mut_441_ = l_1074_;
                                l_mut_440_ = l_1078_;
                            }
                        }
                        if (l_929_) {
                            uint _e2782 = l_mut_441_;
                            uint l_1079_ = (0u - _e2782);
                            uint _e2785 = l_mut_440_;
                            uint l_1080_ = (0u - _e2785);
                            uint _e2788 = l_mut_441_;
                            bool l_1081_ = (0u < _e2788);
                            uint l_1082_ = uint(l_1081_);
                            uint l_1083_ = (l_1080_ - l_1082_);
                            l_mut_441_ = l_1079_;
                            l_mut_440_ = l_1083_;
                        }
                    }
                    uint _e2792 = l_mut_441_;
                    uint l_1084_ = (l_882_ + _e2792);
                    uint _e2794 = l_mut_440_;
                    uint l_1085_ = (l_886_ + _e2794);
                    bool l_1086_ = (l_1084_ < l_882_);
                    uint l_1087_ = uint(l_1086_);
                    uint l_1088_ = (l_1085_ + l_1087_);
                    uint l_1089_ = (l_72_ >> 31u);
                    bool l_1090_ = (l_1089_ == 1u);
                    l_mut_441_ = l_69_;
                    l_mut_440_ = l_72_;
                    if (l_1090_) {
                        uint l_1091_ = (0u - l_69_);
                        uint l_1092_ = (0u - l_72_);
                        bool l_1093_ = (0u < l_69_);
                        uint l_1094_ = uint(l_1093_);
                        uint l_1095_ = (l_1092_ - l_1094_);
                        l_mut_441_ = l_1091_;
                        l_mut_440_ = l_1095_;
                    }
                    uint _e2811 = l_mut_441_;
                    uint l_1096_ = (_e2811 * l_831_);
                    uint _e2813 = l_mut_440_;
                    uint l_1097_ = (_e2813 * l_831_);
                    uint _e2815 = l_mut_441_;
                    uint64_t l_2607_ = uint64_t(_e2815);
                    uint64_t l_2608_ = uint64_t(l_831_);
                    uint64_t l_2609_ = (l_2607_ * l_2608_);
                    uint64_t l_2610_ = (l_2609_ >> uint(32uL));
                    uint l_1098_ = uint(l_2610_);
                    uint l_1099_ = (l_1098_ + l_1097_);
                    uint _e2826 = l_mut_440_;
                    uint64_t l_2612_ = uint64_t(_e2826);
                    uint64_t l_2613_ = uint64_t(l_831_);
                    uint64_t l_2614_ = (l_2612_ * l_2613_);
                    uint64_t l_2615_ = (l_2614_ >> uint(32uL));
                    uint l_1100_ = uint(l_2615_);
                    bool l_1101_ = (l_1099_ < l_1097_);
                    uint l_1102_ = uint(l_1101_);
                    uint l_1103_ = (l_1100_ + l_1102_);
                    uint l_1104_ = naga_mod(l_9_, 32u);
                    l_mut_439_ = l_1096_;
                    bool l_1105_ = (l_1104_ > 0u);
                    if (l_1105_) {
                        uint l_1106_ = (l_1096_ >> l_1104_);
                        uint l_1107_ = (32u - l_1104_);
                        uint l_1108_ = (l_1099_ << l_1107_);
                        uint l_1109_ = (l_1106_ | l_1108_);
                        l_mut_439_ = l_1109_;
                    }
                    l_mut_428_ = l_1099_;
                    bool l_1110_ = (l_1104_ > 0u);
                    if (l_1110_) {
                        uint l_1111_ = (l_1099_ >> l_1104_);
                        uint l_1112_ = (32u - l_1104_);
                        uint l_1113_ = (l_1103_ << l_1112_);
                        uint l_1114_ = (l_1111_ | l_1113_);
                        l_mut_428_ = l_1114_;
                    }
                    uint _e2855 = l_mut_439_;
                    l_mut_421_ = _e2855;
                    uint _e2856 = l_mut_428_;
                    l_mut_439_ = _e2856;
                    bool l_1115_ = (l_9_ >= 64u);
                    if (l_1115_) {
                        l_mut_421_ = l_1103_;
                        l_mut_439_ = 0u;
                    } else {
                        bool l_1116_ = (l_9_ >= 32u);
                        if (l_1116_) {
                            l_mut_428_ = l_1099_;
                            bool l_1117_ = (l_1104_ > 0u);
                            if (l_1117_) {
                                uint l_1118_ = (l_1099_ >> l_1104_);
                                uint l_1119_ = (32u - l_1104_);
                                uint l_1120_ = (l_1103_ << l_1119_);
                                uint l_1121_ = (l_1118_ | l_1120_);
                                l_mut_428_ = l_1121_;
                            }
                            uint l_1122_ = (l_1103_ >> l_1104_);
                            uint _e2870 = l_mut_428_;
                            l_mut_421_ = _e2870;
                            l_mut_439_ = l_1122_;
                        }
                    }
                    uint _e2871 = l_mut_421_;
                    l_mut_441_ = _e2871;
                    uint _e2872 = l_mut_439_;
                    l_mut_440_ = _e2872;
                    if (l_1090_) {
                        uint _e2874 = l_mut_441_;
                        uint l_1123_ = (0u - _e2874);
                        uint _e2877 = l_mut_440_;
                        uint l_1124_ = (0u - _e2877);
                        uint _e2880 = l_mut_441_;
                        bool l_1125_ = (0u < _e2880);
                        uint l_1126_ = uint(l_1125_);
                        uint l_1127_ = (l_1124_ - l_1126_);
                        l_mut_441_ = l_1123_;
                        l_mut_440_ = l_1127_;
                    }
                    uint _e2884 = l_mut_441_;
                    uint l_1128_ = (l_873_ + _e2884);
                    uint _e2886 = l_mut_440_;
                    uint l_1129_ = (l_877_ + _e2886);
                    bool l_1130_ = (l_1128_ < l_873_);
                    uint l_1131_ = uint(l_1130_);
                    uint l_1132_ = (l_1129_ + l_1131_);
                    uint l_1133_ = (l_9_ + 3u);
                    l_mut_441_ = 0u;
                    l_mut_440_ = 0u;
                    bool l_1134_ = (l_831_ < 65536u);
                    if (l_1134_) {
                        uint l_1135_ = (l_831_ * l_831_);
                        uint l_1136_ = (l_72_ >> 31u);
                        bool l_1137_ = (l_1136_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1137_) {
                            uint l_1138_ = (0u - l_69_);
                            uint l_1139_ = (0u - l_72_);
                            bool l_1140_ = (0u < l_69_);
                            uint l_1141_ = uint(l_1140_);
                            uint l_1142_ = (l_1139_ - l_1141_);
                            l_mut_439_ = l_1138_;
                            l_mut_428_ = l_1142_;
                        }
                        uint _e2910 = l_mut_439_;
                        uint l_1143_ = (_e2910 * l_1135_);
                        uint _e2912 = l_mut_428_;
                        uint l_1144_ = (_e2912 * l_1135_);
                        uint _e2914 = l_mut_439_;
                        uint64_t l_2617_ = uint64_t(_e2914);
                        uint64_t l_2618_ = uint64_t(l_1135_);
                        uint64_t l_2619_ = (l_2617_ * l_2618_);
                        uint64_t l_2620_ = (l_2619_ >> uint(32uL));
                        uint l_1145_ = uint(l_2620_);
                        uint l_1146_ = (l_1145_ + l_1144_);
                        uint _e2925 = l_mut_428_;
                        uint64_t l_2622_ = uint64_t(_e2925);
                        uint64_t l_2623_ = uint64_t(l_1135_);
                        uint64_t l_2624_ = (l_2622_ * l_2623_);
                        uint64_t l_2625_ = (l_2624_ >> uint(32uL));
                        uint l_1147_ = uint(l_2625_);
                        bool l_1148_ = (l_1146_ < l_1144_);
                        uint l_1149_ = uint(l_1148_);
                        uint l_1150_ = (l_1147_ + l_1149_);
                        uint l_1151_ = naga_mod(l_1133_, 32u);
                        l_mut_421_ = l_1143_;
                        bool l_1152_ = (l_1151_ > 0u);
                        if (l_1152_) {
                            uint l_1153_ = (l_1143_ >> l_1151_);
                            uint l_1154_ = (32u - l_1151_);
                            uint l_1155_ = (l_1146_ << l_1154_);
                            uint l_1156_ = (l_1153_ | l_1155_);
                            l_mut_421_ = l_1156_;
                        }
                        l_mut_394_ = l_1146_;
                        bool l_1157_ = (l_1151_ > 0u);
                        if (l_1157_) {
                            uint l_1158_ = (l_1146_ >> l_1151_);
                            uint l_1159_ = (32u - l_1151_);
                            uint l_1160_ = (l_1150_ << l_1159_);
                            uint l_1161_ = (l_1158_ | l_1160_);
                            l_mut_394_ = l_1161_;
                        }
                        uint _e2954 = l_mut_421_;
                        l_mut_388_ = _e2954;
                        uint _e2955 = l_mut_394_;
                        l_mut_421_ = _e2955;
                        bool l_1162_ = (l_1133_ >= 64u);
                        if (l_1162_) {
                            l_mut_388_ = l_1150_;
                            l_mut_421_ = 0u;
                        } else {
                            bool l_1163_ = (l_1133_ >= 32u);
                            if (l_1163_) {
                                l_mut_394_ = l_1146_;
                                bool l_1164_ = (l_1151_ > 0u);
                                if (l_1164_) {
                                    uint l_1165_ = (l_1146_ >> l_1151_);
                                    uint l_1166_ = (32u - l_1151_);
                                    uint l_1167_ = (l_1150_ << l_1166_);
                                    uint l_1168_ = (l_1165_ | l_1167_);
                                    l_mut_394_ = l_1168_;
                                }
                                uint l_1169_ = (l_1150_ >> l_1151_);
                                uint _e2969 = l_mut_394_;
                                l_mut_388_ = _e2969;
                                l_mut_421_ = l_1169_;
                            }
                        }
                        uint _e2970 = l_mut_388_;
                        l_mut_439_ = _e2970;
                        uint _e2971 = l_mut_421_;
                        l_mut_428_ = _e2971;
                        if (l_1137_) {
                            uint _e2973 = l_mut_439_;
                            uint l_1170_ = (0u - _e2973);
                            uint _e2976 = l_mut_428_;
                            uint l_1171_ = (0u - _e2976);
                            uint _e2979 = l_mut_439_;
                            bool l_1172_ = (0u < _e2979);
                            uint l_1173_ = uint(l_1172_);
                            uint l_1174_ = (l_1171_ - l_1173_);
                            l_mut_439_ = l_1170_;
                            l_mut_428_ = l_1174_;
                        }
                        uint _e2983 = l_mut_439_;
                        l_mut_441_ = _e2983;
                        uint _e2984 = l_mut_428_;
                        l_mut_440_ = _e2984;
                    } else {
                        uint l_1175_ = (l_72_ >> 31u);
                        bool l_1176_ = (l_1175_ == 1u);
                        l_mut_439_ = l_69_;
                        l_mut_428_ = l_72_;
                        if (l_1176_) {
                            uint l_1177_ = (0u - l_69_);
                            uint l_1178_ = (0u - l_72_);
                            bool l_1179_ = (0u < l_69_);
                            uint l_1180_ = uint(l_1179_);
                            uint l_1181_ = (l_1178_ - l_1180_);
                            l_mut_439_ = l_1177_;
                            l_mut_428_ = l_1181_;
                        }
                        uint _e2997 = l_mut_439_;
                        uint l_1182_ = (_e2997 * l_831_);
                        uint _e2999 = l_mut_428_;
                        uint l_1183_ = (_e2999 * l_831_);
                        uint _e3001 = l_mut_439_;
                        uint64_t l_2627_ = uint64_t(_e3001);
                        uint64_t l_2628_ = uint64_t(l_831_);
                        uint64_t l_2629_ = (l_2627_ * l_2628_);
                        uint64_t l_2630_ = (l_2629_ >> uint(32uL));
                        uint l_1184_ = uint(l_2630_);
                        uint l_1185_ = (l_1184_ + l_1183_);
                        uint _e3012 = l_mut_428_;
                        uint64_t l_2632_ = uint64_t(_e3012);
                        uint64_t l_2633_ = uint64_t(l_831_);
                        uint64_t l_2634_ = (l_2632_ * l_2633_);
                        uint64_t l_2635_ = (l_2634_ >> uint(32uL));
                        uint l_1186_ = uint(l_2635_);
                        bool l_1187_ = (l_1185_ < l_1183_);
                        uint l_1188_ = uint(l_1187_);
                        uint l_1189_ = (l_1186_ + l_1188_);
                        l_mut_421_ = l_1182_;
                        bool l_1191_ = (0u > 0u);
                        if (l_1191_) {
                            uint l_1192_ = (l_1182_ >> 0u);
                            uint l_1193_ = (32u - 0u);
                            uint l_1194_ = (l_1185_ << l_1193_);
                            uint l_1195_ = (l_1192_ | l_1194_);
                            l_mut_421_ = l_1195_;
                        }
                        l_mut_394_ = l_1185_;
                        bool l_1196_ = (0u > 0u);
                        if (l_1196_) {
                            uint l_1197_ = (l_1185_ >> 0u);
                            uint l_1198_ = (32u - 0u);
                            uint l_1199_ = (l_1189_ << l_1198_);
                            uint l_1200_ = (l_1197_ | l_1199_);
                            l_mut_394_ = l_1200_;
                        }
                        uint _e3040 = l_mut_421_;
                        l_mut_388_ = _e3040;
                        uint _e3041 = l_mut_394_;
                        l_mut_421_ = _e3041;
                        if (false) {
                            l_mut_388_ = l_1189_;
                            l_mut_421_ = 0u;
                        } else {
                            if (false) {
                                l_mut_394_ = l_1185_;
                                bool l_1203_ = (0u > 0u);
                                if (l_1203_) {
                                    uint l_1204_ = (l_1185_ >> 0u);
                                    uint l_1205_ = (32u - 0u);
                                    uint l_1206_ = (l_1189_ << l_1205_);
                                    uint l_1207_ = (l_1204_ | l_1206_);
                                    l_mut_394_ = l_1207_;
                                }
                                uint l_1208_ = (l_1189_ >> 0u);
                                uint _e3053 = l_mut_394_;
                                l_mut_388_ = _e3053;
                                l_mut_421_ = l_1208_;
                            }
                        }
                        uint _e3054 = l_mut_439_;
                        uint l_1209_ = (_e3054 * l_831_);
                        uint _e3056 = l_mut_428_;
                        uint l_1210_ = (_e3056 * l_831_);
                        uint _e3058 = l_mut_439_;
                        uint64_t l_2637_ = uint64_t(_e3058);
                        uint64_t l_2638_ = uint64_t(l_831_);
                        uint64_t l_2639_ = (l_2637_ * l_2638_);
                        uint64_t l_2640_ = (l_2639_ >> uint(32uL));
                        uint l_1211_ = uint(l_2640_);
                        uint l_1212_ = (l_1211_ + l_1210_);
                        uint _e3069 = l_mut_428_;
                        uint64_t l_2642_ = uint64_t(_e3069);
                        uint64_t l_2643_ = uint64_t(l_831_);
                        uint64_t l_2644_ = (l_2642_ * l_2643_);
                        uint64_t l_2645_ = (l_2644_ >> uint(32uL));
                        uint l_1213_ = uint(l_2645_);
                        bool l_1214_ = (l_1212_ < l_1210_);
                        uint l_1215_ = uint(l_1214_);
                        uint l_1216_ = (l_1213_ + l_1215_);
                        l_mut_394_ = l_1209_;
                        bool l_1218_ = (0u > 0u);
                        if (l_1218_) {
                            uint l_1219_ = (l_1209_ >> 0u);
                            uint l_1220_ = (32u - 0u);
                            uint l_1221_ = (l_1212_ << l_1220_);
                            uint l_1222_ = (l_1219_ | l_1221_);
                            l_mut_394_ = l_1222_;
                        }
                        l_mut_382_ = l_1212_;
                        bool l_1223_ = (0u > 0u);
                        if (l_1223_) {
                            uint l_1224_ = (l_1212_ >> 0u);
                            uint l_1225_ = (32u - 0u);
                            uint l_1226_ = (l_1216_ << l_1225_);
                            uint l_1227_ = (l_1224_ | l_1226_);
                            l_mut_382_ = l_1227_;
                        }
                        uint _e3097 = l_mut_394_;
                        l_mut_275_ = _e3097;
                        uint _e3098 = l_mut_382_;
                        l_mut_394_ = _e3098;
                        if (true) {
                            l_mut_275_ = l_1216_;
                            l_mut_394_ = 0u;
                        } else {
                            if (true) {
                                l_mut_382_ = l_1212_;
                                bool l_1230_ = (0u > 0u);
                                if (l_1230_) {
                                    uint l_1231_ = (l_1212_ >> 0u);
                                    uint l_1232_ = (32u - 0u);
                                    uint l_1233_ = (l_1216_ << l_1232_);
                                    uint l_1234_ = (l_1231_ | l_1233_);
                                    l_mut_382_ = l_1234_;
                                }
                                uint l_1235_ = (l_1216_ >> 0u);
                                uint _e3110 = l_mut_382_;
                                l_mut_275_ = _e3110;
                                l_mut_394_ = l_1235_;
                            }
                        }
                        uint _e3111 = l_mut_388_;
                        uint l_1236_ = (_e3111 * l_831_);
                        uint _e3113 = l_mut_421_;
                        uint l_1237_ = (_e3113 * l_831_);
                        uint _e3115 = l_mut_388_;
                        uint64_t l_2647_ = uint64_t(_e3115);
                        uint64_t l_2648_ = uint64_t(l_831_);
                        uint64_t l_2649_ = (l_2647_ * l_2648_);
                        uint64_t l_2650_ = (l_2649_ >> uint(32uL));
                        uint l_1238_ = uint(l_2650_);
                        uint l_1239_ = (l_1238_ + l_1237_);
                        uint _e3126 = l_mut_421_;
                        uint64_t l_2652_ = uint64_t(_e3126);
                        uint64_t l_2653_ = uint64_t(l_831_);
                        uint64_t l_2654_ = (l_2652_ * l_2653_);
                        uint64_t l_2655_ = (l_2654_ >> uint(32uL));
                        uint l_1240_ = uint(l_2655_);
                        bool l_1241_ = (l_1239_ < l_1237_);
                        uint l_1242_ = uint(l_1241_);
                        uint l_1243_ = (l_1240_ + l_1242_);
                        l_mut_439_ = l_1236_;
                        bool l_1245_ = (0u > 0u);
                        if (l_1245_) {
                            uint l_1246_ = (l_1236_ >> 0u);
                            uint l_1247_ = (32u - 0u);
                            uint l_1248_ = (l_1239_ << l_1247_);
                            uint l_1249_ = (l_1246_ | l_1248_);
                            l_mut_439_ = l_1249_;
                        }
                        l_mut_428_ = l_1239_;
                        bool l_1250_ = (0u > 0u);
                        if (l_1250_) {
                            uint l_1251_ = (l_1239_ >> 0u);
                            uint l_1252_ = (32u - 0u);
                            uint l_1253_ = (l_1243_ << l_1252_);
                            uint l_1254_ = (l_1251_ | l_1253_);
                            l_mut_428_ = l_1254_;
                        }
                        uint _e3154 = l_mut_439_;
                        l_mut_382_ = _e3154;
                        uint _e3155 = l_mut_428_;
                        l_mut_439_ = _e3155;
                        if (false) {
                            l_mut_382_ = l_1243_;
                            l_mut_439_ = 0u;
                        } else {
                            if (false) {
                                l_mut_428_ = l_1239_;
                                bool l_1257_ = (0u > 0u);
                                if (l_1257_) {
                                    uint l_1258_ = (l_1239_ >> 0u);
                                    uint l_1259_ = (32u - 0u);
                                    uint l_1260_ = (l_1243_ << l_1259_);
                                    uint l_1261_ = (l_1258_ | l_1260_);
                                    l_mut_428_ = l_1261_;
                                }
                                uint l_1262_ = (l_1243_ >> 0u);
                                uint _e3167 = l_mut_428_;
                                l_mut_382_ = _e3167;
                                l_mut_439_ = l_1262_;
                            }
                        }
                        uint _e3168 = l_mut_388_;
                        uint l_1263_ = (_e3168 * l_831_);
                        uint _e3170 = l_mut_421_;
                        uint l_1264_ = (_e3170 * l_831_);
                        uint _e3172 = l_mut_388_;
                        uint64_t l_2657_ = uint64_t(_e3172);
                        uint64_t l_2658_ = uint64_t(l_831_);
                        uint64_t l_2659_ = (l_2657_ * l_2658_);
                        uint64_t l_2660_ = (l_2659_ >> uint(32uL));
                        uint l_1265_ = uint(l_2660_);
                        uint l_1266_ = (l_1265_ + l_1264_);
                        uint _e3183 = l_mut_421_;
                        uint64_t l_2662_ = uint64_t(_e3183);
                        uint64_t l_2663_ = uint64_t(l_831_);
                        uint64_t l_2664_ = (l_2662_ * l_2663_);
                        uint64_t l_2665_ = (l_2664_ >> uint(32uL));
                        uint l_1267_ = uint(l_2665_);
                        bool l_1268_ = (l_1266_ < l_1264_);
                        uint l_1269_ = uint(l_1268_);
                        uint l_1270_ = (l_1267_ + l_1269_);
                        l_mut_428_ = l_1263_;
                        bool l_1272_ = (0u > 0u);
                        if (l_1272_) {
                            uint l_1273_ = (l_1263_ >> 0u);
                            uint l_1274_ = (32u - 0u);
                            uint l_1275_ = (l_1266_ << l_1274_);
                            uint l_1276_ = (l_1273_ | l_1275_);
                            l_mut_428_ = l_1276_;
                        }
                        l_mut_269_ = l_1266_;
                        bool l_1277_ = (0u > 0u);
                        if (l_1277_) {
                            uint l_1278_ = (l_1266_ >> 0u);
                            uint l_1279_ = (32u - 0u);
                            uint l_1280_ = (l_1270_ << l_1279_);
                            uint l_1281_ = (l_1278_ | l_1280_);
                            l_mut_269_ = l_1281_;
                        }
                        uint _e3211 = l_mut_428_;
                        l_mut_219_ = _e3211;
                        uint _e3212 = l_mut_269_;
                        l_mut_428_ = _e3212;
                        if (true) {
                            l_mut_219_ = l_1270_;
                            l_mut_428_ = 0u;
                        } else {
                            if (true) {
                                l_mut_269_ = l_1266_;
                                bool l_1284_ = (0u > 0u);
                                if (l_1284_) {
                                    uint l_1285_ = (l_1266_ >> 0u);
                                    uint l_1286_ = (32u - 0u);
                                    uint l_1287_ = (l_1270_ << l_1286_);
                                    uint l_1288_ = (l_1285_ | l_1287_);
                                    l_mut_269_ = l_1288_;
                                }
                                uint l_1289_ = (l_1270_ >> 0u);
                                uint _e3224 = l_mut_269_;
                                l_mut_219_ = _e3224;
                                l_mut_428_ = l_1289_;
                            }
                        }
                        uint _e3225 = l_mut_275_;
                        uint l_1290_ = (_e3225 * l_831_);
                        uint _e3227 = l_mut_275_;
                        uint64_t l_2667_ = uint64_t(_e3227);
                        uint64_t l_2668_ = uint64_t(l_831_);
                        uint64_t l_2669_ = (l_2667_ * l_2668_);
                        uint64_t l_2670_ = (l_2669_ >> uint(32uL));
                        uint l_1291_ = uint(l_2670_);
                        uint _e3237 = l_mut_394_;
                        uint l_1292_ = (_e3237 * l_831_);
                        uint l_1293_ = (l_1291_ + l_1292_);
                        uint _e3240 = l_mut_219_;
                        uint l_1294_ = (_e3240 + l_1290_);
                        uint _e3242 = l_mut_428_;
                        uint l_1295_ = (_e3242 + l_1293_);
                        uint _e3244 = l_mut_219_;
                        bool l_1296_ = (l_1294_ < _e3244);
                        uint l_1297_ = uint(l_1296_);
                        uint l_1298_ = (l_1295_ + l_1297_);
                        uint _e3248 = l_mut_382_;
                        l_mut_441_ = _e3248;
                        uint _e3249 = l_mut_439_;
                        l_mut_440_ = _e3249;
                        bool l_1299_ = (l_1133_ == 64u);
                        if (l_1299_) {
                            l_mut_441_ = l_1294_;
                            l_mut_440_ = l_1298_;
                        } else {
                            bool l_1300_ = (l_1133_ > 0u);
                            if (l_1300_) {
                                uint l_1301_ = (64u - l_1133_);
                                l_mut_428_ = l_1294_;
                                l_mut_421_ = l_1298_;
                                bool l_1302_ = (l_1301_ >= 32u);
                                if (l_1302_) {
                                    uint l_1303_ = (l_1301_ & 31u);
                                    uint l_1304_ = (l_1294_ << l_1303_);
                                    l_mut_428_ = 0u;
                                    l_mut_421_ = l_1304_;
                                } else {
                                    bool l_1305_ = (l_1301_ > 0u);
                                    if (l_1305_) {
                                        uint l_1306_ = (l_1294_ << l_1301_);
                                        uint l_1307_ = (l_1298_ << l_1301_);
                                        uint l_1308_ = (32u - l_1301_);
                                        uint l_1309_ = (l_1294_ >> l_1308_);
                                        uint l_1310_ = (l_1307_ | l_1309_);
                                        l_mut_428_ = l_1306_;
                                        l_mut_421_ = l_1310_;
                                    }
                                }
                                uint _e3270 = l_mut_382_;
                                l_mut_394_ = _e3270;
                                uint _e3271 = l_mut_439_;
                                l_mut_388_ = _e3271;
                                bool l_1311_ = (l_1133_ >= 32u);
                                if (l_1311_) {
                                    uint l_1312_ = (l_1133_ & 31u);
                                    uint _e3276 = l_mut_439_;
                                    uint l_1313_ = (_e3276 >> l_1312_);
                                    l_mut_394_ = l_1313_;
                                    l_mut_388_ = 0u;
                                } else {
                                    bool l_1314_ = (l_1133_ > 0u);
                                    if (l_1314_) {
                                        uint _e3281 = l_mut_382_;
                                        l_mut_275_ = _e3281;
                                        bool l_1315_ = (l_1133_ > 0u);
                                        if (l_1315_) {
                                            uint _e3284 = l_mut_382_;
                                            uint l_1316_ = (_e3284 >> l_1133_);
                                            uint l_1317_ = (32u - l_1133_);
                                            uint _e3288 = l_mut_439_;
                                            uint l_1318_ = (_e3288 << l_1317_);
                                            uint l_1319_ = (l_1316_ | l_1318_);
                                            l_mut_275_ = l_1319_;
                                        }
                                        uint _e3291 = l_mut_439_;
                                        uint l_1320_ = (_e3291 >> l_1133_);
                                        uint _e3293 = l_mut_275_;
                                        l_mut_394_ = _e3293;
                                        l_mut_388_ = l_1320_;
                                    }
                                }
                                uint _e3294 = l_mut_428_;
                                uint _e3295 = l_mut_394_;
                                uint l_1321_ = (_e3294 + _e3295);
                                uint _e3297 = l_mut_421_;
                                uint _e3298 = l_mut_388_;
                                uint l_1322_ = (_e3297 + _e3298);
                                uint _e3300 = l_mut_428_;
                                bool l_1323_ = (l_1321_ < _e3300);
                                uint l_1324_ = uint(l_1323_);
                                uint l_1325_ = (l_1322_ + l_1324_);
                                l_mut_441_ = l_1321_;
                                l_mut_440_ = l_1325_;
                            }
                        }
                        if (l_1176_) {
                            uint _e3305 = l_mut_441_;
                            uint l_1326_ = (0u - _e3305);
                            uint _e3308 = l_mut_440_;
                            uint l_1327_ = (0u - _e3308);
                            uint _e3311 = l_mut_441_;
                            bool l_1328_ = (0u < _e3311);
                            uint l_1329_ = uint(l_1328_);
                            uint l_1330_ = (l_1327_ - l_1329_);
                            l_mut_441_ = l_1326_;
                            l_mut_440_ = l_1330_;
                        }
                    }
                    uint _e3315 = l_mut_441_;
                    uint l_1331_ = (l_1084_ - _e3315);
                    uint _e3317 = l_mut_440_;
                    uint l_1332_ = (l_1088_ - _e3317);
                    uint _e3319 = l_mut_441_;
                    bool l_1333_ = (l_1084_ < _e3319);
                    uint l_1334_ = uint(l_1333_);
                    uint l_1335_ = (l_1332_ - l_1334_);
                    uint l_1336_ = (l_1331_ + l_19_);
                    uint l_1337_ = (l_1335_ + l_22_);
                    bool l_1338_ = (l_1336_ < l_1331_);
                    uint l_1339_ = uint(l_1338_);
                    uint l_1340_ = (l_1337_ + l_1339_);
                    uint l_1341_ = (0u - l_1128_);
                    uint l_1342_ = (0u - l_1132_);
                    bool l_1343_ = (0u < l_1128_);
                    uint l_1344_ = uint(l_1343_);
                    uint l_1345_ = (l_1342_ - l_1344_);
                    uint l_1346_ = (l_19_ + l_19_);
                    uint l_1347_ = (l_22_ + l_22_);
                    bool l_1348_ = (l_1346_ < l_19_);
                    uint l_1349_ = uint(l_1348_);
                    uint l_1350_ = (l_1347_ + l_1349_);
                    l_mut_441_ = l_1341_;
                    l_mut_440_ = l_1345_;
                    uint l_1351_ = (0u - l_1341_);
                    uint l_1352_ = (0u - l_1345_);
                    bool l_1353_ = (0u < l_1341_);
                    uint l_1354_ = uint(l_1353_);
                    uint l_1355_ = (l_1352_ - l_1354_);
                    l_mut_439_ = l_1351_;
                    l_mut_428_ = l_1355_;
                    l_mut_421_ = l_1336_;
                    l_mut_394_ = l_1340_;
                    l_mut_388_ = 1u;
                    l_mut_382_ = 1u;
                    l_mut_637_ = false;
                    uint _e3352 = l_mut_394_;
                    bool l_1356_ = (_e3352 < l_1350_);
                    uint _e3354 = l_mut_394_;
                    bool l_1357_ = (_e3354 == l_1350_);
                    uint _e3356 = l_mut_421_;
                    bool l_1358_ = (_e3356 < l_1346_);
                    if (l_1357_) {
                        local_61 = l_1358_;
                    } else {
                        local_61 = false;
                    }
                    bool l_1359_ = local_61;
                    if (!(l_1356_)) {
                        local_62 = l_1359_;
                    } else {
                        local_62 = true;
                    }
                    bool l_1360_ = local_62;
                    bool l_1361_ = !(l_1360_);
                    l_mut_628_ = l_1361_;
                    uint l_1362_ = (l_1341_ | l_1345_);
                    bool l_1363_ = (l_1362_ == 0u);
                    if (l_1363_) {
                        bool _e3371 = l_mut_628_;
                        l_mut_637_ = _e3371;
                        l_mut_628_ = false;
                    }
                    bool _e3373 = l_mut_628_;
                    if (_e3373) {
                        uint l_1364_ = (l_1345_ >> 31u);
                        bool l_1365_ = (l_1364_ == 1u);
                        l_mut_275_ = l_1341_;
                        l_mut_269_ = l_1345_;
                        if (l_1365_) {
                            uint l_1366_ = (0u - l_1341_);
                            uint l_1367_ = (0u - l_1345_);
                            bool l_1368_ = (0u < l_1341_);
                            uint l_1369_ = uint(l_1368_);
                            uint l_1370_ = (l_1367_ - l_1369_);
                            l_mut_275_ = l_1366_;
                            l_mut_269_ = l_1370_;
                        }
                        uint l_1371_ = (l_831_ - 1u);
                        uint _e3388 = l_mut_275_;
                        uint l_1372_ = (_e3388 * l_1371_);
                        uint _e3390 = l_mut_275_;
                        uint64_t l_2672_ = uint64_t(_e3390);
                        uint64_t l_2673_ = uint64_t(l_1371_);
                        uint64_t l_2674_ = (l_2672_ * l_2673_);
                        uint64_t l_2675_ = (l_2674_ >> uint(32uL));
                        uint l_1373_ = uint(l_2675_);
                        uint _e3400 = l_mut_269_;
                        uint l_1374_ = (_e3400 * l_1371_);
                        uint l_1375_ = (l_1373_ + l_1374_);
                        l_mut_219_ = 0u;
                        uint l_1376_ = (l_831_ - 1u);
                        uint _e3406 = l_mut_275_;
                        uint l_1377_ = (_e3406 * l_1376_);
                        uint _e3408 = l_mut_269_;
                        uint l_1378_ = (_e3408 * l_1376_);
                        uint _e3410 = l_mut_275_;
                        uint64_t l_2677_ = uint64_t(_e3410);
                        uint64_t l_2678_ = uint64_t(l_1376_);
                        uint64_t l_2679_ = (l_2677_ * l_2678_);
                        uint64_t l_2680_ = (l_2679_ >> uint(32uL));
                        uint l_1379_ = uint(l_2680_);
                        uint l_1380_ = (l_1379_ + l_1378_);
                        uint _e3421 = l_mut_269_;
                        uint64_t l_2682_ = uint64_t(_e3421);
                        uint64_t l_2683_ = uint64_t(l_1376_);
                        uint64_t l_2684_ = (l_2682_ * l_2683_);
                        uint64_t l_2685_ = (l_2684_ >> uint(32uL));
                        uint l_1381_ = uint(l_2685_);
                        bool l_1382_ = (l_1380_ < l_1378_);
                        uint l_1383_ = uint(l_1382_);
                        uint l_1384_ = (l_1381_ + l_1383_);
                        l_mut_213_ = l_1377_;
                        bool l_1386_ = (0u > 0u);
                        if (l_1386_) {
                            uint l_1387_ = (l_1377_ >> 0u);
                            uint l_1388_ = (32u - 0u);
                            uint l_1389_ = (l_1380_ << l_1388_);
                            uint l_1390_ = (l_1387_ | l_1389_);
                            l_mut_213_ = l_1390_;
                        }
                        l_mut_151_ = l_1380_;
                        bool l_1391_ = (0u > 0u);
                        if (l_1391_) {
                            uint l_1392_ = (l_1380_ >> 0u);
                            uint l_1393_ = (32u - 0u);
                            uint l_1394_ = (l_1384_ << l_1393_);
                            uint l_1395_ = (l_1392_ | l_1394_);
                            l_mut_151_ = l_1395_;
                        }
                        uint _e3449 = l_mut_213_;
                        l_mut_145_ = _e3449;
                        uint _e3450 = l_mut_151_;
                        l_mut_213_ = _e3450;
                        if (true) {
                            l_mut_145_ = l_1384_;
                            l_mut_213_ = 0u;
                        } else {
                            if (true) {
                                l_mut_151_ = l_1380_;
                                bool l_1398_ = (0u > 0u);
                                if (l_1398_) {
                                    uint l_1399_ = (l_1380_ >> 0u);
                                    uint l_1400_ = (32u - 0u);
                                    uint l_1401_ = (l_1384_ << l_1400_);
                                    uint l_1402_ = (l_1399_ | l_1401_);
                                    l_mut_151_ = l_1402_;
                                }
                                uint l_1403_ = (l_1384_ >> 0u);
                                uint _e3462 = l_mut_151_;
                                l_mut_145_ = _e3462;
                                l_mut_213_ = l_1403_;
                            }
                        }
                        uint _e3463 = l_mut_145_;
                        uint _e3464 = l_mut_213_;
                        uint l_1404_ = (_e3463 | _e3464);
                        bool l_1405_ = (l_1404_ == 0u);
                        if (l_1405_) {
                            l_mut_213_ = l_1336_;
                            l_mut_151_ = l_1340_;
                            if (l_1365_) {
                                uint l_1406_ = (0u - l_1336_);
                                uint l_1407_ = (0u - l_1340_);
                                bool l_1408_ = (0u < l_1336_);
                                uint l_1409_ = uint(l_1408_);
                                uint l_1410_ = (l_1407_ - l_1409_);
                                uint l_1411_ = (l_1336_ | l_1340_);
                                bool l_1412_ = (l_1411_ == 0u);
                                bool l_1413_ = !(l_1412_);
                                bool l_1414_ = (l_1375_ < l_1410_);
                                bool l_1415_ = (l_1375_ == l_1410_);
                                bool l_1416_ = (l_1372_ < l_1406_);
                                if (l_1415_) {
                                    local_63 = l_1416_;
                                } else {
                                    local_63 = false;
                                }
                                bool l_1417_ = local_63;
                                if (!(l_1414_)) {
                                    local_64 = l_1417_;
                                } else {
                                    local_64 = true;
                                }
                                bool l_1418_ = local_64;
                                bool l_1419_ = !(l_1418_);
                                if (l_1413_) {
                                    local_65 = l_1419_;
                                } else {
                                    local_65 = false;
                                }
                                bool l_1420_ = local_65;
                                if (l_1420_) {
                                    uint l_1421_ = (l_831_ - 1u);
                                    l_mut_145_ = l_1406_;
                                    l_mut_102_ = l_1410_;
                                    uint _e3499 = l_mut_269_;
                                    bool l_1422_ = (l_1410_ < _e3499);
                                    uint _e3501 = l_mut_269_;
                                    bool l_1423_ = (l_1410_ == _e3501);
                                    uint _e3503 = l_mut_275_;
                                    bool l_1424_ = (l_1406_ < _e3503);
                                    if (l_1423_) {
                                        local_66 = l_1424_;
                                    } else {
                                        local_66 = false;
                                    }
                                    bool l_1425_ = local_66;
                                    if (!(l_1422_)) {
                                        local_67 = l_1425_;
                                    } else {
                                        local_67 = true;
                                    }
                                    bool l_1426_ = local_67;
                                    bool l_1427_ = !(l_1426_);
                                    if (l_1427_) {
                                        l_mut_96_ = 0u;
                                        uint _e3516 = l_mut_269_;
                                        bool l_1428_ = (_e3516 < l_1410_);
                                        uint _e3518 = l_mut_269_;
                                        bool l_1429_ = (_e3518 == l_1410_);
                                        uint _e3520 = l_mut_275_;
                                        bool l_1430_ = (_e3520 < l_1406_);
                                        if (l_1429_) {
                                            local_68 = l_1430_;
                                        } else {
                                            local_68 = false;
                                        }
                                        bool l_1431_ = local_68;
                                        if (!(l_1428_)) {
                                            local_69 = l_1431_;
                                        } else {
                                            local_69 = true;
                                        }
                                        bool l_1432_ = local_69;
                                        if (l_1432_) {
                                            uint l_1433_ = (l_1406_ - 1u);
                                            uint l_1434_ = (l_1410_ - 0u);
                                            bool l_1435_ = (l_1406_ < 1u);
                                            uint l_1436_ = uint(l_1435_);
                                            uint l_1437_ = (l_1434_ - l_1436_);
                                            l_mut_90_ = l_1433_;
                                            l_mut_75_ = l_1437_;
                                            l_mut_40_ = 0u;
                                            l_mut_1438_ = 0u;
                                            uint2 loop_bound_8 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_5 = true;
                                            while(true) {
                                                if (all(loop_bound_8 == uint2(0u, 0u))) { break; }
                                                loop_bound_8 -= uint2(loop_bound_8.y == 0u, 1u);
                                                if (!loop_init_5) {
                                                    uint _e3627 = l_mut_1438_;
                                                    l_mut_1438_ = (_e3627 + 1u);
                                                }
                                                loop_init_5 = false;
                                                uint _e3542 = l_mut_1438_;
                                                if ((_e3542 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3546 = l_mut_1438_;
                                                    uint l_1439_ = (19u - _e3546);
                                                    uint _e3548 = l_mut_90_;
                                                    l_mut_1440_ = _e3548;
                                                    uint _e3549 = l_mut_75_;
                                                    l_mut_1441_ = _e3549;
                                                    bool l_1442_ = (l_1439_ >= 32u);
                                                    if (l_1442_) {
                                                        uint l_1443_ = (l_1439_ & 31u);
                                                        uint _e3554 = l_mut_75_;
                                                        uint l_1444_ = (_e3554 >> l_1443_);
                                                        l_mut_1440_ = l_1444_;
                                                        l_mut_1441_ = 0u;
                                                    } else {
                                                        bool l_1445_ = (l_1439_ > 0u);
                                                        if (l_1445_) {
                                                            uint _e3559 = l_mut_90_;
                                                            l_mut_1446_ = _e3559;
                                                            bool l_1447_ = (l_1439_ > 0u);
                                                            if (l_1447_) {
                                                                uint _e3562 = l_mut_90_;
                                                                uint l_1448_ = (_e3562 >> l_1439_);
                                                                uint l_1449_ = (32u - l_1439_);
                                                                uint _e3566 = l_mut_75_;
                                                                uint l_1450_ = (_e3566 << l_1449_);
                                                                uint l_1451_ = (l_1448_ | l_1450_);
                                                                l_mut_1446_ = l_1451_;
                                                            }
                                                            uint _e3569 = l_mut_75_;
                                                            uint l_1452_ = (_e3569 >> l_1439_);
                                                            uint _e3571 = l_mut_1446_;
                                                            l_mut_1440_ = _e3571;
                                                            l_mut_1441_ = l_1452_;
                                                        }
                                                    }
                                                    uint _e3572 = l_mut_1441_;
                                                    uint _e3573 = l_mut_269_;
                                                    bool l_1453_ = (_e3572 < _e3573);
                                                    uint _e3575 = l_mut_1441_;
                                                    uint _e3576 = l_mut_269_;
                                                    bool l_1454_ = (_e3575 == _e3576);
                                                    uint _e3578 = l_mut_1440_;
                                                    uint _e3579 = l_mut_275_;
                                                    bool l_1455_ = (_e3578 < _e3579);
                                                    if (l_1454_) {
                                                        local_70 = l_1455_;
                                                    } else {
                                                        local_70 = false;
                                                    }
                                                    bool l_1456_ = local_70;
                                                    if (!(l_1453_)) {
                                                        local_71 = l_1456_;
                                                    } else {
                                                        local_71 = true;
                                                    }
                                                    bool l_1457_ = local_71;
                                                    bool l_1458_ = !(l_1457_);
                                                    if (l_1458_) {
                                                        uint _e3591 = l_mut_275_;
                                                        l_mut_1446_ = _e3591;
                                                        uint _e3592 = l_mut_269_;
                                                        l_mut_1441_ = _e3592;
                                                        bool l_1459_ = (l_1439_ >= 32u);
                                                        if (l_1459_) {
                                                            uint l_1460_ = (l_1439_ & 31u);
                                                            uint _e3597 = l_mut_275_;
                                                            uint l_1461_ = (_e3597 << l_1460_);
                                                            l_mut_1446_ = 0u;
                                                            l_mut_1441_ = l_1461_;
                                                        } else {
                                                            bool l_1462_ = (l_1439_ > 0u);
                                                            if (l_1462_) {
                                                                uint _e3602 = l_mut_275_;
                                                                uint l_1463_ = (_e3602 << l_1439_);
                                                                uint _e3604 = l_mut_269_;
                                                                uint l_1464_ = (_e3604 << l_1439_);
                                                                uint l_1465_ = (32u - l_1439_);
                                                                uint _e3608 = l_mut_275_;
                                                                uint l_1466_ = (_e3608 >> l_1465_);
                                                                uint l_1467_ = (l_1464_ | l_1466_);
                                                                l_mut_1446_ = l_1463_;
                                                                l_mut_1441_ = l_1467_;
                                                            }
                                                        }
                                                        uint _e3611 = l_mut_90_;
                                                        uint _e3612 = l_mut_1446_;
                                                        uint l_1468_ = (_e3611 - _e3612);
                                                        uint _e3614 = l_mut_75_;
                                                        uint _e3615 = l_mut_1441_;
                                                        uint l_1469_ = (_e3614 - _e3615);
                                                        uint _e3617 = l_mut_90_;
                                                        uint _e3618 = l_mut_1446_;
                                                        bool l_1470_ = (_e3617 < _e3618);
                                                        uint l_1471_ = uint(l_1470_);
                                                        uint l_1472_ = (l_1469_ - l_1471_);
                                                        l_mut_90_ = l_1468_;
                                                        l_mut_75_ = l_1472_;
                                                        uint l_1473_ = (1u << l_1439_);
                                                        uint _e3624 = l_mut_40_;
                                                        l_mut_40_ = (_e3624 | l_1473_);
                                                    }
                                                }
                                            }
                                            uint _e3629 = l_mut_40_;
                                            uint l_1474_ = min(_e3629, l_1421_);
                                            l_mut_1446_ = l_1474_;
                                            uint _e3631 = l_mut_75_;
                                            uint _e3632 = l_mut_269_;
                                            bool l_1475_ = (_e3631 < _e3632);
                                            uint _e3634 = l_mut_75_;
                                            uint _e3635 = l_mut_269_;
                                            bool l_1476_ = (_e3634 == _e3635);
                                            uint _e3637 = l_mut_90_;
                                            uint _e3638 = l_mut_275_;
                                            bool l_1477_ = (_e3637 < _e3638);
                                            if (l_1476_) {
                                                local_72 = l_1477_;
                                            } else {
                                                local_72 = false;
                                            }
                                            bool l_1478_ = local_72;
                                            if (!(l_1475_)) {
                                                local_73 = l_1478_;
                                            } else {
                                                local_73 = true;
                                            }
                                            bool l_1479_ = local_73;
                                            bool l_1480_ = !(l_1479_);
                                            if (l_1480_) {
                                                l_mut_1446_ = l_1421_;
                                            }
                                            uint _e3650 = l_mut_1446_;
                                            l_mut_96_ = _e3650;
                                        }
                                        uint _e3651 = l_mut_275_;
                                        uint _e3652 = l_mut_96_;
                                        uint l_1481_ = (_e3651 * _e3652);
                                        uint _e3654 = l_mut_275_;
                                        uint64_t l_2687_ = uint64_t(_e3654);
                                        uint _e3656 = l_mut_96_;
                                        uint64_t l_2688_ = uint64_t(_e3656);
                                        uint64_t l_2689_ = (l_2687_ * l_2688_);
                                        uint64_t l_2690_ = (l_2689_ >> uint(32uL));
                                        uint l_1482_ = uint(l_2690_);
                                        uint _e3665 = l_mut_269_;
                                        uint _e3666 = l_mut_96_;
                                        uint l_1483_ = (_e3665 * _e3666);
                                        uint l_1484_ = (l_1482_ + l_1483_);
                                        uint l_1485_ = (l_1406_ - l_1481_);
                                        uint l_1486_ = (l_1410_ - l_1484_);
                                        bool l_1487_ = (l_1406_ < l_1481_);
                                        uint l_1488_ = uint(l_1487_);
                                        uint l_1489_ = (l_1486_ - l_1488_);
                                        l_mut_145_ = l_1485_;
                                        l_mut_102_ = l_1489_;
                                        uint _e3674 = l_mut_102_;
                                        uint _e3675 = l_mut_269_;
                                        bool l_1490_ = (_e3674 < _e3675);
                                        uint _e3677 = l_mut_102_;
                                        uint _e3678 = l_mut_269_;
                                        bool l_1491_ = (_e3677 == _e3678);
                                        uint _e3680 = l_mut_145_;
                                        uint _e3681 = l_mut_275_;
                                        bool l_1492_ = (_e3680 < _e3681);
                                        if (l_1491_) {
                                            local_74 = l_1492_;
                                        } else {
                                            local_74 = false;
                                        }
                                        bool l_1493_ = local_74;
                                        if (!(l_1490_)) {
                                            local_75 = l_1493_;
                                        } else {
                                            local_75 = true;
                                        }
                                        bool l_1494_ = local_75;
                                        bool l_1495_ = !(l_1494_);
                                        if (l_1495_) {
                                            uint _e3693 = l_mut_145_;
                                            uint _e3694 = l_mut_275_;
                                            uint l_1496_ = (_e3693 - _e3694);
                                            uint _e3696 = l_mut_102_;
                                            uint _e3697 = l_mut_269_;
                                            uint l_1497_ = (_e3696 - _e3697);
                                            uint _e3699 = l_mut_145_;
                                            uint _e3700 = l_mut_275_;
                                            bool l_1498_ = (_e3699 < _e3700);
                                            uint l_1499_ = uint(l_1498_);
                                            uint l_1500_ = (l_1497_ - l_1499_);
                                            l_mut_145_ = l_1496_;
                                            l_mut_102_ = l_1500_;
                                        }
                                    }
                                    uint _e3704 = l_mut_275_;
                                    uint _e3705 = l_mut_145_;
                                    uint l_1501_ = (_e3704 - _e3705);
                                    uint _e3707 = l_mut_269_;
                                    uint _e3708 = l_mut_102_;
                                    uint l_1502_ = (_e3707 - _e3708);
                                    uint _e3710 = l_mut_275_;
                                    uint _e3711 = l_mut_145_;
                                    bool l_1503_ = (_e3710 < _e3711);
                                    uint l_1504_ = uint(l_1503_);
                                    uint l_1505_ = (l_1502_ - l_1504_);
                                    l_mut_1446_ = l_1501_;
                                    l_mut_1441_ = l_1505_;
                                    uint _e3715 = l_mut_269_;
                                    bool l_1506_ = (l_1505_ < _e3715);
                                    uint _e3717 = l_mut_269_;
                                    bool l_1507_ = (l_1505_ == _e3717);
                                    uint _e3719 = l_mut_275_;
                                    bool l_1508_ = (l_1501_ < _e3719);
                                    if (l_1507_) {
                                        local_76 = l_1508_;
                                    } else {
                                        local_76 = false;
                                    }
                                    bool l_1509_ = local_76;
                                    if (!(l_1506_)) {
                                        local_77 = l_1509_;
                                    } else {
                                        local_77 = true;
                                    }
                                    bool l_1510_ = local_77;
                                    bool l_1511_ = !(l_1510_);
                                    if (l_1511_) {
                                        uint _e3731 = l_mut_275_;
                                        uint l_1512_ = (l_1501_ - _e3731);
                                        uint _e3733 = l_mut_269_;
                                        uint l_1513_ = (l_1505_ - _e3733);
                                        uint _e3735 = l_mut_275_;
                                        bool l_1514_ = (l_1501_ < _e3735);
                                        uint l_1515_ = uint(l_1514_);
                                        uint l_1516_ = (l_1513_ - l_1515_);
                                        l_mut_1446_ = l_1512_;
                                        l_mut_1441_ = l_1516_;
                                    }
                                    uint _e3739 = l_mut_1441_;
                                    uint _e3740 = l_mut_151_;
                                    bool l_1517_ = (_e3739 < _e3740);
                                    uint _e3742 = l_mut_1441_;
                                    uint _e3743 = l_mut_151_;
                                    bool l_1518_ = (_e3742 == _e3743);
                                    uint _e3745 = l_mut_1446_;
                                    uint _e3746 = l_mut_213_;
                                    bool l_1519_ = (_e3745 < _e3746);
                                    if (l_1518_) {
                                        local_78 = l_1519_;
                                    } else {
                                        local_78 = false;
                                    }
                                    bool l_1520_ = local_78;
                                    if (!(l_1517_)) {
                                        local_79 = l_1520_;
                                    } else {
                                        local_79 = true;
                                    }
                                    bool l_1521_ = local_79;
                                    if (l_1521_) {
                                        uint _e3757 = l_mut_1446_;
                                        l_mut_213_ = _e3757;
                                        uint _e3758 = l_mut_1441_;
                                        l_mut_151_ = _e3758;
                                    }
                                }
                            } else {
                                uint l_1522_ = (l_1336_ - l_1372_);
                                uint l_1523_ = (l_1340_ - l_1375_);
                                bool l_1524_ = (l_1336_ < l_1372_);
                                uint l_1525_ = uint(l_1524_);
                                uint l_1526_ = (l_1523_ - l_1525_);
                                l_mut_213_ = l_1522_;
                                l_mut_151_ = l_1526_;
                                bool l_1527_ = (l_1340_ < l_1375_);
                                bool l_1528_ = (l_1340_ == l_1375_);
                                bool l_1529_ = (l_1336_ < l_1372_);
                                if (l_1528_) {
                                    local_80 = l_1529_;
                                } else {
                                    local_80 = false;
                                }
                                bool l_1530_ = local_80;
                                if (!(l_1527_)) {
                                    local_81 = l_1530_;
                                } else {
                                    local_81 = true;
                                }
                                bool l_1531_ = local_81;
                                if (l_1531_) {
                                    uint l_1532_ = (l_831_ - 1u);
                                    l_mut_1446_ = l_1336_;
                                    l_mut_1441_ = l_1340_;
                                    uint _e3778 = l_mut_269_;
                                    bool l_1533_ = (l_1340_ < _e3778);
                                    uint _e3780 = l_mut_269_;
                                    bool l_1534_ = (l_1340_ == _e3780);
                                    uint _e3782 = l_mut_275_;
                                    bool l_1535_ = (l_1336_ < _e3782);
                                    if (l_1534_) {
                                        local_82 = l_1535_;
                                    } else {
                                        local_82 = false;
                                    }
                                    bool l_1536_ = local_82;
                                    if (!(l_1533_)) {
                                        local_83 = l_1536_;
                                    } else {
                                        local_83 = true;
                                    }
                                    bool l_1537_ = local_83;
                                    bool l_1538_ = !(l_1537_);
                                    if (l_1538_) {
                                        l_mut_1440_ = 0u;
                                        uint _e3795 = l_mut_269_;
                                        bool l_1539_ = (_e3795 < l_1340_);
                                        uint _e3797 = l_mut_269_;
                                        bool l_1540_ = (_e3797 == l_1340_);
                                        uint _e3799 = l_mut_275_;
                                        bool l_1541_ = (_e3799 < l_1336_);
                                        if (l_1540_) {
                                            local_84 = l_1541_;
                                        } else {
                                            local_84 = false;
                                        }
                                        bool l_1542_ = local_84;
                                        if (!(l_1539_)) {
                                            local_85 = l_1542_;
                                        } else {
                                            local_85 = true;
                                        }
                                        bool l_1543_ = local_85;
                                        if (l_1543_) {
                                            uint l_1544_ = (l_1336_ - 1u);
                                            uint l_1545_ = (l_1340_ - 0u);
                                            bool l_1546_ = (l_1336_ < 1u);
                                            uint l_1547_ = uint(l_1546_);
                                            uint l_1548_ = (l_1545_ - l_1547_);
                                            l_mut_145_ = l_1544_;
                                            l_mut_102_ = l_1548_;
                                            l_mut_96_ = 0u;
                                            l_mut_1549_ = 0u;
                                            uint2 loop_bound_9 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_6 = true;
                                            while(true) {
                                                if (all(loop_bound_9 == uint2(0u, 0u))) { break; }
                                                loop_bound_9 -= uint2(loop_bound_9.y == 0u, 1u);
                                                if (!loop_init_6) {
                                                    uint _e3906 = l_mut_1549_;
                                                    l_mut_1549_ = (_e3906 + 1u);
                                                }
                                                loop_init_6 = false;
                                                uint _e3821 = l_mut_1549_;
                                                if ((_e3821 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e3825 = l_mut_1549_;
                                                    uint l_1550_ = (19u - _e3825);
                                                    uint _e3827 = l_mut_145_;
                                                    l_mut_90_ = _e3827;
                                                    uint _e3828 = l_mut_102_;
                                                    l_mut_75_ = _e3828;
                                                    bool l_1551_ = (l_1550_ >= 32u);
                                                    if (l_1551_) {
                                                        uint l_1552_ = (l_1550_ & 31u);
                                                        uint _e3833 = l_mut_102_;
                                                        uint l_1553_ = (_e3833 >> l_1552_);
                                                        l_mut_90_ = l_1553_;
                                                        l_mut_75_ = 0u;
                                                    } else {
                                                        bool l_1554_ = (l_1550_ > 0u);
                                                        if (l_1554_) {
                                                            uint _e3838 = l_mut_145_;
                                                            l_mut_40_ = _e3838;
                                                            bool l_1555_ = (l_1550_ > 0u);
                                                            if (l_1555_) {
                                                                uint _e3841 = l_mut_145_;
                                                                uint l_1556_ = (_e3841 >> l_1550_);
                                                                uint l_1557_ = (32u - l_1550_);
                                                                uint _e3845 = l_mut_102_;
                                                                uint l_1558_ = (_e3845 << l_1557_);
                                                                uint l_1559_ = (l_1556_ | l_1558_);
                                                                l_mut_40_ = l_1559_;
                                                            }
                                                            uint _e3848 = l_mut_102_;
                                                            uint l_1560_ = (_e3848 >> l_1550_);
                                                            uint _e3850 = l_mut_40_;
                                                            l_mut_90_ = _e3850;
                                                            l_mut_75_ = l_1560_;
                                                        }
                                                    }
                                                    uint _e3851 = l_mut_75_;
                                                    uint _e3852 = l_mut_269_;
                                                    bool l_1561_ = (_e3851 < _e3852);
                                                    uint _e3854 = l_mut_75_;
                                                    uint _e3855 = l_mut_269_;
                                                    bool l_1562_ = (_e3854 == _e3855);
                                                    uint _e3857 = l_mut_90_;
                                                    uint _e3858 = l_mut_275_;
                                                    bool l_1563_ = (_e3857 < _e3858);
                                                    if (l_1562_) {
                                                        local_86 = l_1563_;
                                                    } else {
                                                        local_86 = false;
                                                    }
                                                    bool l_1564_ = local_86;
                                                    if (!(l_1561_)) {
                                                        local_87 = l_1564_;
                                                    } else {
                                                        local_87 = true;
                                                    }
                                                    bool l_1565_ = local_87;
                                                    bool l_1566_ = !(l_1565_);
                                                    if (l_1566_) {
                                                        uint _e3870 = l_mut_275_;
                                                        l_mut_90_ = _e3870;
                                                        uint _e3871 = l_mut_269_;
                                                        l_mut_75_ = _e3871;
                                                        bool l_1567_ = (l_1550_ >= 32u);
                                                        if (l_1567_) {
                                                            uint l_1568_ = (l_1550_ & 31u);
                                                            uint _e3876 = l_mut_275_;
                                                            uint l_1569_ = (_e3876 << l_1568_);
                                                            l_mut_90_ = 0u;
                                                            l_mut_75_ = l_1569_;
                                                        } else {
                                                            bool l_1570_ = (l_1550_ > 0u);
                                                            if (l_1570_) {
                                                                uint _e3881 = l_mut_275_;
                                                                uint l_1571_ = (_e3881 << l_1550_);
                                                                uint _e3883 = l_mut_269_;
                                                                uint l_1572_ = (_e3883 << l_1550_);
                                                                uint l_1573_ = (32u - l_1550_);
                                                                uint _e3887 = l_mut_275_;
                                                                uint l_1574_ = (_e3887 >> l_1573_);
                                                                uint l_1575_ = (l_1572_ | l_1574_);
                                                                l_mut_90_ = l_1571_;
                                                                l_mut_75_ = l_1575_;
                                                            }
                                                        }
                                                        uint _e3890 = l_mut_145_;
                                                        uint _e3891 = l_mut_90_;
                                                        uint l_1576_ = (_e3890 - _e3891);
                                                        uint _e3893 = l_mut_102_;
                                                        uint _e3894 = l_mut_75_;
                                                        uint l_1577_ = (_e3893 - _e3894);
                                                        uint _e3896 = l_mut_145_;
                                                        uint _e3897 = l_mut_90_;
                                                        bool l_1578_ = (_e3896 < _e3897);
                                                        uint l_1579_ = uint(l_1578_);
                                                        uint l_1580_ = (l_1577_ - l_1579_);
                                                        l_mut_145_ = l_1576_;
                                                        l_mut_102_ = l_1580_;
                                                        uint l_1581_ = (1u << l_1550_);
                                                        uint _e3903 = l_mut_96_;
                                                        l_mut_96_ = (_e3903 | l_1581_);
                                                    }
                                                }
                                            }
                                            uint _e3908 = l_mut_96_;
                                            uint l_1582_ = min(_e3908, l_1532_);
                                            l_mut_96_ = l_1582_;
                                            uint _e3910 = l_mut_102_;
                                            uint _e3911 = l_mut_269_;
                                            bool l_1583_ = (_e3910 < _e3911);
                                            uint _e3913 = l_mut_102_;
                                            uint _e3914 = l_mut_269_;
                                            bool l_1584_ = (_e3913 == _e3914);
                                            uint _e3916 = l_mut_145_;
                                            uint _e3917 = l_mut_275_;
                                            bool l_1585_ = (_e3916 < _e3917);
                                            if (l_1584_) {
                                                local_88 = l_1585_;
                                            } else {
                                                local_88 = false;
                                            }
                                            bool l_1586_ = local_88;
                                            if (!(l_1583_)) {
                                                local_89 = l_1586_;
                                            } else {
                                                local_89 = true;
                                            }
                                            bool l_1587_ = local_89;
                                            bool l_1588_ = !(l_1587_);
                                            if (l_1588_) {
                                                l_mut_96_ = l_1532_;
                                            }
                                            uint _e3929 = l_mut_96_;
                                            l_mut_1440_ = _e3929;
                                        }
                                        uint _e3930 = l_mut_275_;
                                        uint _e3931 = l_mut_1440_;
                                        uint l_1589_ = (_e3930 * _e3931);
                                        uint _e3933 = l_mut_275_;
                                        uint64_t l_2692_ = uint64_t(_e3933);
                                        uint _e3935 = l_mut_1440_;
                                        uint64_t l_2693_ = uint64_t(_e3935);
                                        uint64_t l_2694_ = (l_2692_ * l_2693_);
                                        uint64_t l_2695_ = (l_2694_ >> uint(32uL));
                                        uint l_1590_ = uint(l_2695_);
                                        uint _e3944 = l_mut_269_;
                                        uint _e3945 = l_mut_1440_;
                                        uint l_1591_ = (_e3944 * _e3945);
                                        uint l_1592_ = (l_1590_ + l_1591_);
                                        uint l_1593_ = (l_1336_ - l_1589_);
                                        uint l_1594_ = (l_1340_ - l_1592_);
                                        bool l_1595_ = (l_1336_ < l_1589_);
                                        uint l_1596_ = uint(l_1595_);
                                        uint l_1597_ = (l_1594_ - l_1596_);
                                        l_mut_1446_ = l_1593_;
                                        l_mut_1441_ = l_1597_;
                                        uint _e3953 = l_mut_1441_;
                                        uint _e3954 = l_mut_269_;
                                        bool l_1598_ = (_e3953 < _e3954);
                                        uint _e3956 = l_mut_1441_;
                                        uint _e3957 = l_mut_269_;
                                        bool l_1599_ = (_e3956 == _e3957);
                                        uint _e3959 = l_mut_1446_;
                                        uint _e3960 = l_mut_275_;
                                        bool l_1600_ = (_e3959 < _e3960);
                                        if (l_1599_) {
                                            local_90 = l_1600_;
                                        } else {
                                            local_90 = false;
                                        }
                                        bool l_1601_ = local_90;
                                        if (!(l_1598_)) {
                                            local_91 = l_1601_;
                                        } else {
                                            local_91 = true;
                                        }
                                        bool l_1602_ = local_91;
                                        bool l_1603_ = !(l_1602_);
                                        if (l_1603_) {
                                            uint _e3972 = l_mut_1446_;
                                            uint _e3973 = l_mut_275_;
                                            uint l_1604_ = (_e3972 - _e3973);
                                            uint _e3975 = l_mut_1441_;
                                            uint _e3976 = l_mut_269_;
                                            uint l_1605_ = (_e3975 - _e3976);
                                            uint _e3978 = l_mut_1446_;
                                            uint _e3979 = l_mut_275_;
                                            bool l_1606_ = (_e3978 < _e3979);
                                            uint l_1607_ = uint(l_1606_);
                                            uint l_1608_ = (l_1605_ - l_1607_);
                                            l_mut_1446_ = l_1604_;
                                            l_mut_1441_ = l_1608_;
                                        }
                                    }
                                    uint _e3983 = l_mut_1441_;
                                    uint _e3984 = l_mut_151_;
                                    bool l_1609_ = (_e3983 < _e3984);
                                    uint _e3986 = l_mut_1441_;
                                    uint _e3987 = l_mut_151_;
                                    bool l_1610_ = (_e3986 == _e3987);
                                    uint _e3989 = l_mut_1446_;
                                    uint _e3990 = l_mut_213_;
                                    bool l_1611_ = (_e3989 < _e3990);
                                    if (l_1610_) {
                                        local_92 = l_1611_;
                                    } else {
                                        local_92 = false;
                                    }
                                    bool l_1612_ = local_92;
                                    if (!(l_1609_)) {
                                        local_93 = l_1612_;
                                    } else {
                                        local_93 = true;
                                    }
                                    bool l_1613_ = local_93;
                                    if (l_1613_) {
                                        uint _e4001 = l_mut_1446_;
                                        l_mut_213_ = _e4001;
                                        uint _e4002 = l_mut_1441_;
                                        l_mut_151_ = _e4002;
                                    }
                                }
                            }
                            uint _e4003 = l_mut_151_;
                            bool l_1614_ = (_e4003 < l_1350_);
                            uint _e4005 = l_mut_151_;
                            bool l_1615_ = (_e4005 == l_1350_);
                            uint _e4007 = l_mut_213_;
                            bool l_1616_ = (_e4007 < l_1346_);
                            if (l_1615_) {
                                local_94 = l_1616_;
                            } else {
                                local_94 = false;
                            }
                            bool l_1617_ = local_94;
                            if (!(l_1614_)) {
                                local_95 = l_1617_;
                            } else {
                                local_95 = true;
                            }
                            bool l_1618_ = local_95;
                            bool l_1619_ = !(l_1618_);
                            uint l_1620_ = uint(l_1619_);
                            uint l_1621_ = (2u - l_1620_);
                            l_mut_219_ = l_1621_;
                        }
                        uint _e4022 = l_mut_219_;
                        bool l_1622_ = (_e4022 > 0u);
                        if (l_1622_) {
                            uint _e4025 = l_mut_219_;
                            bool l_1623_ = (_e4025 == 1u);
                            l_mut_637_ = l_1623_;
                            l_mut_628_ = false;
                        }
                    }
                    l_mut_357_ = false;
                    uint2 loop_bound_10 = uint2(4294967295u, 4294967295u);
                    while(true) {
                        if (all(loop_bound_10 == uint2(0u, 0u))) { break; }
                        loop_bound_10 -= uint2(loop_bound_10.y == 0u, 1u);
                        bool _e4030 = l_mut_628_;
                        bool l_1624_ = !(_e4030);
                        if (l_1624_) {
                            break;
                        }
                        uint _e4032 = l_mut_394_;
                        uint _e4033 = l_mut_440_;
                        bool l_1625_ = (_e4032 < _e4033);
                        uint _e4035 = l_mut_394_;
                        uint _e4036 = l_mut_440_;
                        bool l_1626_ = (_e4035 == _e4036);
                        uint _e4038 = l_mut_421_;
                        uint _e4039 = l_mut_441_;
                        bool l_1627_ = (_e4038 < _e4039);
                        if (l_1626_) {
                            local_96 = l_1627_;
                        } else {
                            local_96 = false;
                        }
                        bool l_1628_ = local_96;
                        if (!(l_1625_)) {
                            local_97 = l_1628_;
                        } else {
                            local_97 = true;
                        }
                        bool l_1629_ = local_97;
                        if (l_1629_) {
                            uint _e4050 = l_mut_388_;
                            uint l_1630_ = (l_831_ - _e4050);
                            uint _e4052 = l_mut_382_;
                            uint l_1631_ = naga_div(l_1630_, _e4052);
                            l_mut_1446_ = 0u;
                            l_mut_350_ = false;
                            uint _e4056 = l_mut_441_;
                            uint _e4057 = l_mut_440_;
                            uint l_1632_ = (_e4056 | _e4057);
                            bool l_1633_ = (l_1632_ == 0u);
                            if (l_1633_) {
                                l_mut_1446_ = l_1631_;
                            } else {
                                bool _e4061 = l_mut_350_;
                                if (_e4061) {
                                    uint _e4062 = l_mut_440_;
                                    uint _e4063 = l_mut_428_;
                                    bool l_1634_ = (_e4062 < _e4063);
                                    uint _e4065 = l_mut_440_;
                                    uint _e4066 = l_mut_428_;
                                    bool l_1635_ = (_e4065 == _e4066);
                                    uint _e4068 = l_mut_441_;
                                    uint _e4069 = l_mut_439_;
                                    bool l_1636_ = (_e4068 < _e4069);
                                    if (l_1635_) {
                                        local_98 = l_1636_;
                                    } else {
                                        local_98 = false;
                                    }
                                    bool l_1637_ = local_98;
                                    if (!(l_1634_)) {
                                        local_99 = l_1637_;
                                    } else {
                                        local_99 = true;
                                    }
                                    bool l_1638_ = local_99;
                                    if (l_1638_) {
                                        uint _e4080 = l_mut_439_;
                                        uint l_1639_ = (_e4080 - 1u);
                                        uint _e4083 = l_mut_428_;
                                        uint l_1640_ = (_e4083 - 0u);
                                        uint _e4086 = l_mut_439_;
                                        bool l_1641_ = (_e4086 < 1u);
                                        uint l_1642_ = uint(l_1641_);
                                        uint l_1643_ = (l_1640_ - l_1642_);
                                        l_mut_1441_ = l_1639_;
                                        l_mut_1440_ = l_1643_;
                                        l_mut_275_ = 0u;
                                        l_mut_1644_ = 0u;
                                        uint2 loop_bound_11 = uint2(4294967295u, 4294967295u);
                                        bool loop_init_7 = true;
                                        while(true) {
                                            if (all(loop_bound_11 == uint2(0u, 0u))) { break; }
                                            loop_bound_11 -= uint2(loop_bound_11.y == 0u, 1u);
                                            if (!loop_init_7) {
                                                uint _e4179 = l_mut_1644_;
                                                l_mut_1644_ = (_e4179 + 1u);
                                            }
                                            loop_init_7 = false;
                                            uint _e4094 = l_mut_1644_;
                                            if ((_e4094 < 20u)) {
                                            } else {
                                                break;
                                            }
                                            {
                                                uint _e4098 = l_mut_1644_;
                                                uint l_1645_ = (19u - _e4098);
                                                uint _e4100 = l_mut_1441_;
                                                l_mut_269_ = _e4100;
                                                uint _e4101 = l_mut_1440_;
                                                l_mut_219_ = _e4101;
                                                bool l_1646_ = (l_1645_ >= 32u);
                                                if (l_1646_) {
                                                    uint l_1647_ = (l_1645_ & 31u);
                                                    uint _e4106 = l_mut_1440_;
                                                    uint l_1648_ = (_e4106 >> l_1647_);
                                                    l_mut_269_ = l_1648_;
                                                    l_mut_219_ = 0u;
                                                } else {
                                                    bool l_1649_ = (l_1645_ > 0u);
                                                    if (l_1649_) {
                                                        uint _e4111 = l_mut_1441_;
                                                        l_mut_213_ = _e4111;
                                                        bool l_1650_ = (l_1645_ > 0u);
                                                        if (l_1650_) {
                                                            uint _e4114 = l_mut_1441_;
                                                            uint l_1651_ = (_e4114 >> l_1645_);
                                                            uint l_1652_ = (32u - l_1645_);
                                                            uint _e4118 = l_mut_1440_;
                                                            uint l_1653_ = (_e4118 << l_1652_);
                                                            uint l_1654_ = (l_1651_ | l_1653_);
                                                            l_mut_213_ = l_1654_;
                                                        }
                                                        uint _e4121 = l_mut_1440_;
                                                        uint l_1655_ = (_e4121 >> l_1645_);
                                                        uint _e4123 = l_mut_213_;
                                                        l_mut_269_ = _e4123;
                                                        l_mut_219_ = l_1655_;
                                                    }
                                                }
                                                uint _e4124 = l_mut_219_;
                                                uint _e4125 = l_mut_440_;
                                                bool l_1656_ = (_e4124 < _e4125);
                                                uint _e4127 = l_mut_219_;
                                                uint _e4128 = l_mut_440_;
                                                bool l_1657_ = (_e4127 == _e4128);
                                                uint _e4130 = l_mut_269_;
                                                uint _e4131 = l_mut_441_;
                                                bool l_1658_ = (_e4130 < _e4131);
                                                if (l_1657_) {
                                                    local_100 = l_1658_;
                                                } else {
                                                    local_100 = false;
                                                }
                                                bool l_1659_ = local_100;
                                                if (!(l_1656_)) {
                                                    local_101 = l_1659_;
                                                } else {
                                                    local_101 = true;
                                                }
                                                bool l_1660_ = local_101;
                                                bool l_1661_ = !(l_1660_);
                                                if (l_1661_) {
                                                    uint _e4143 = l_mut_441_;
                                                    l_mut_269_ = _e4143;
                                                    uint _e4144 = l_mut_440_;
                                                    l_mut_219_ = _e4144;
                                                    bool l_1662_ = (l_1645_ >= 32u);
                                                    if (l_1662_) {
                                                        uint l_1663_ = (l_1645_ & 31u);
                                                        uint _e4149 = l_mut_441_;
                                                        uint l_1664_ = (_e4149 << l_1663_);
                                                        l_mut_269_ = 0u;
                                                        l_mut_219_ = l_1664_;
                                                    } else {
                                                        bool l_1665_ = (l_1645_ > 0u);
                                                        if (l_1665_) {
                                                            uint _e4154 = l_mut_441_;
                                                            uint l_1666_ = (_e4154 << l_1645_);
                                                            uint _e4156 = l_mut_440_;
                                                            uint l_1667_ = (_e4156 << l_1645_);
                                                            uint l_1668_ = (32u - l_1645_);
                                                            uint _e4160 = l_mut_441_;
                                                            uint l_1669_ = (_e4160 >> l_1668_);
                                                            uint l_1670_ = (l_1667_ | l_1669_);
                                                            l_mut_269_ = l_1666_;
                                                            l_mut_219_ = l_1670_;
                                                        }
                                                    }
                                                    uint _e4163 = l_mut_1441_;
                                                    uint _e4164 = l_mut_269_;
                                                    uint l_1671_ = (_e4163 - _e4164);
                                                    uint _e4166 = l_mut_1440_;
                                                    uint _e4167 = l_mut_219_;
                                                    uint l_1672_ = (_e4166 - _e4167);
                                                    uint _e4169 = l_mut_1441_;
                                                    uint _e4170 = l_mut_269_;
                                                    bool l_1673_ = (_e4169 < _e4170);
                                                    uint l_1674_ = uint(l_1673_);
                                                    uint l_1675_ = (l_1672_ - l_1674_);
                                                    l_mut_1441_ = l_1671_;
                                                    l_mut_1440_ = l_1675_;
                                                    uint l_1676_ = (1u << l_1645_);
                                                    uint _e4176 = l_mut_275_;
                                                    l_mut_275_ = (_e4176 | l_1676_);
                                                }
                                            }
                                        }
                                        uint _e4181 = l_mut_275_;
                                        uint l_1677_ = min(_e4181, l_1631_);
                                        l_mut_275_ = l_1677_;
                                        uint _e4183 = l_mut_1440_;
                                        uint _e4184 = l_mut_440_;
                                        bool l_1678_ = (_e4183 < _e4184);
                                        uint _e4186 = l_mut_1440_;
                                        uint _e4187 = l_mut_440_;
                                        bool l_1679_ = (_e4186 == _e4187);
                                        uint _e4189 = l_mut_1441_;
                                        uint _e4190 = l_mut_441_;
                                        bool l_1680_ = (_e4189 < _e4190);
                                        if (l_1679_) {
                                            local_102 = l_1680_;
                                        } else {
                                            local_102 = false;
                                        }
                                        bool l_1681_ = local_102;
                                        if (!(l_1678_)) {
                                            local_103 = l_1681_;
                                        } else {
                                            local_103 = true;
                                        }
                                        bool l_1682_ = local_103;
                                        bool l_1683_ = !(l_1682_);
                                        if (l_1683_) {
                                            l_mut_275_ = l_1631_;
                                        }
                                        uint _e4202 = l_mut_275_;
                                        l_mut_1446_ = _e4202;
                                    }
                                } else {
                                    uint _e4203 = l_mut_439_;
                                    l_mut_1441_ = _e4203;
                                    uint _e4204 = l_mut_428_;
                                    l_mut_1440_ = _e4204;
                                    uint2 loop_bound_12 = uint2(4294967295u, 4294967295u);
                                    while(true) {
                                        if (all(loop_bound_12 == uint2(0u, 0u))) { break; }
                                        loop_bound_12 -= uint2(loop_bound_12.y == 0u, 1u);
                                        uint _e4205 = l_mut_440_;
                                        uint _e4206 = l_mut_1440_;
                                        bool l_1684_ = (_e4205 < _e4206);
                                        uint _e4208 = l_mut_440_;
                                        uint _e4209 = l_mut_1440_;
                                        bool l_1685_ = (_e4208 == _e4209);
                                        uint _e4211 = l_mut_441_;
                                        uint _e4212 = l_mut_1441_;
                                        bool l_1686_ = (_e4211 < _e4212);
                                        if (l_1685_) {
                                            local_104 = l_1686_;
                                        } else {
                                            local_104 = false;
                                        }
                                        bool l_1687_ = local_104;
                                        if (!(l_1684_)) {
                                            local_105 = l_1687_;
                                        } else {
                                            local_105 = true;
                                        }
                                        bool l_1688_ = local_105;
                                        uint _e4223 = l_mut_1446_;
                                        uint _e4224 = l_mut_382_;
                                        uint l_1689_ = (_e4223 * _e4224);
                                        uint _e4226 = l_mut_388_;
                                        uint l_1690_ = (_e4226 + l_1689_);
                                        uint _e4228 = l_mut_382_;
                                        uint l_1691_ = (l_1690_ + _e4228);
                                        bool l_1692_ = (l_1691_ < l_831_);
                                        if (l_1688_) {
                                            local_106 = l_1692_;
                                        } else {
                                            local_106 = false;
                                        }
                                        bool l_1693_ = local_106;
                                        bool l_1694_ = !(l_1693_);
                                        if (l_1694_) {
                                            break;
                                        }
                                        uint _e4236 = l_mut_1441_;
                                        uint _e4237 = l_mut_441_;
                                        uint l_1695_ = (_e4236 - _e4237);
                                        uint _e4239 = l_mut_1440_;
                                        uint _e4240 = l_mut_440_;
                                        uint l_1696_ = (_e4239 - _e4240);
                                        uint _e4242 = l_mut_1441_;
                                        uint _e4243 = l_mut_441_;
                                        bool l_1697_ = (_e4242 < _e4243);
                                        uint l_1698_ = uint(l_1697_);
                                        uint l_1699_ = (l_1696_ - l_1698_);
                                        l_mut_1441_ = l_1695_;
                                        l_mut_1440_ = l_1699_;
                                        uint _e4247 = l_mut_1446_;
                                        l_mut_1446_ = (_e4247 + 1u);
                                    }
                                }
                            }
                            uint _e4250 = l_mut_1446_;
                            uint _e4251 = l_mut_382_;
                            uint l_1700_ = (_e4250 * _e4251);
                            uint _e4253 = l_mut_388_;
                            uint l_1701_ = (_e4253 + l_1700_);
                            uint _e4255 = l_mut_382_;
                            uint l_1702_ = (l_1701_ + _e4255);
                            bool l_1703_ = (l_1702_ >= l_831_);
                            if (l_1703_) {
                                l_mut_637_ = true;
                                l_mut_628_ = false;
                            } else {
                                uint _e4260 = l_mut_441_;
                                uint _e4261 = l_mut_1446_;
                                uint l_1704_ = (_e4260 * _e4261);
                                uint _e4263 = l_mut_441_;
                                uint64_t l_2697_ = uint64_t(_e4263);
                                uint _e4265 = l_mut_1446_;
                                uint64_t l_2698_ = uint64_t(_e4265);
                                uint64_t l_2699_ = (l_2697_ * l_2698_);
                                uint64_t l_2700_ = (l_2699_ >> uint(32uL));
                                uint l_1705_ = uint(l_2700_);
                                uint _e4274 = l_mut_440_;
                                uint _e4275 = l_mut_1446_;
                                uint l_1706_ = (_e4274 * _e4275);
                                uint l_1707_ = (l_1705_ + l_1706_);
                                uint _e4278 = l_mut_439_;
                                uint l_1708_ = (_e4278 - l_1704_);
                                uint _e4280 = l_mut_428_;
                                uint l_1709_ = (_e4280 - l_1707_);
                                uint _e4282 = l_mut_439_;
                                bool l_1710_ = (_e4282 < l_1704_);
                                uint l_1711_ = uint(l_1710_);
                                uint l_1712_ = (l_1709_ - l_1711_);
                                l_mut_439_ = l_1708_;
                                l_mut_428_ = l_1712_;
                                uint _e4286 = l_mut_1446_;
                                uint _e4287 = l_mut_382_;
                                uint l_1713_ = (_e4286 * _e4287);
                                uint _e4289 = l_mut_388_;
                                l_mut_388_ = (_e4289 + l_1713_);
                                uint _e4291 = l_mut_441_;
                                uint _e4292 = l_mut_439_;
                                uint l_1714_ = (_e4291 - _e4292);
                                uint _e4294 = l_mut_440_;
                                uint _e4295 = l_mut_428_;
                                uint l_1715_ = (_e4294 - _e4295);
                                uint _e4297 = l_mut_441_;
                                uint _e4298 = l_mut_439_;
                                bool l_1716_ = (_e4297 < _e4298);
                                uint l_1717_ = uint(l_1716_);
                                uint l_1718_ = (l_1715_ - l_1717_);
                                l_mut_441_ = l_1714_;
                                l_mut_440_ = l_1718_;
                                uint _e4302 = l_mut_382_;
                                uint _e4303 = l_mut_388_;
                                l_mut_382_ = (_e4302 + _e4303);
                            }
                        } else {
                            uint _e4305 = l_mut_421_;
                            uint _e4306 = l_mut_441_;
                            uint l_1719_ = (_e4305 - _e4306);
                            uint _e4308 = l_mut_394_;
                            uint _e4309 = l_mut_440_;
                            uint l_1720_ = (_e4308 - _e4309);
                            uint _e4311 = l_mut_421_;
                            uint _e4312 = l_mut_441_;
                            bool l_1721_ = (_e4311 < _e4312);
                            uint l_1722_ = uint(l_1721_);
                            uint l_1723_ = (l_1720_ - l_1722_);
                            l_mut_421_ = l_1719_;
                            l_mut_394_ = l_1723_;
                            uint _e4316 = l_mut_394_;
                            bool l_1724_ = (_e4316 < l_1350_);
                            uint _e4318 = l_mut_394_;
                            bool l_1725_ = (_e4318 == l_1350_);
                            uint _e4320 = l_mut_421_;
                            bool l_1726_ = (_e4320 < l_1346_);
                            if (l_1725_) {
                                local_107 = l_1726_;
                            } else {
                                local_107 = false;
                            }
                            bool l_1727_ = local_107;
                            if (!(l_1724_)) {
                                local_108 = l_1727_;
                            } else {
                                local_108 = true;
                            }
                            bool l_1728_ = local_108;
                            if (l_1728_) {
                                l_mut_628_ = false;
                            } else {
                                uint _e4332 = l_mut_382_;
                                uint l_1729_ = (l_831_ - _e4332);
                                uint _e4334 = l_mut_388_;
                                uint l_1730_ = naga_div(l_1729_, _e4334);
                                l_mut_1446_ = 0u;
                                l_mut_350_ = false;
                                uint _e4338 = l_mut_439_;
                                uint _e4339 = l_mut_428_;
                                uint l_1731_ = (_e4338 | _e4339);
                                bool l_1732_ = (l_1731_ == 0u);
                                if (l_1732_) {
                                    l_mut_1446_ = l_1730_;
                                } else {
                                    bool _e4343 = l_mut_350_;
                                    if (_e4343) {
                                        uint _e4344 = l_mut_428_;
                                        uint _e4345 = l_mut_440_;
                                        bool l_1733_ = (_e4344 < _e4345);
                                        uint _e4347 = l_mut_428_;
                                        uint _e4348 = l_mut_440_;
                                        bool l_1734_ = (_e4347 == _e4348);
                                        uint _e4350 = l_mut_439_;
                                        uint _e4351 = l_mut_441_;
                                        bool l_1735_ = (_e4350 < _e4351);
                                        if (l_1734_) {
                                            local_109 = l_1735_;
                                        } else {
                                            local_109 = false;
                                        }
                                        bool l_1736_ = local_109;
                                        if (!(l_1733_)) {
                                            local_110 = l_1736_;
                                        } else {
                                            local_110 = true;
                                        }
                                        bool l_1737_ = local_110;
                                        if (l_1737_) {
                                            uint _e4362 = l_mut_441_;
                                            uint l_1738_ = (_e4362 - 1u);
                                            uint _e4365 = l_mut_440_;
                                            uint l_1739_ = (_e4365 - 0u);
                                            uint _e4368 = l_mut_441_;
                                            bool l_1740_ = (_e4368 < 1u);
                                            uint l_1741_ = uint(l_1740_);
                                            uint l_1742_ = (l_1739_ - l_1741_);
                                            l_mut_1441_ = l_1738_;
                                            l_mut_1440_ = l_1742_;
                                            l_mut_275_ = 0u;
                                            l_mut_1743_ = 0u;
                                            uint2 loop_bound_13 = uint2(4294967295u, 4294967295u);
                                            bool loop_init_8 = true;
                                            while(true) {
                                                if (all(loop_bound_13 == uint2(0u, 0u))) { break; }
                                                loop_bound_13 -= uint2(loop_bound_13.y == 0u, 1u);
                                                if (!loop_init_8) {
                                                    uint _e4461 = l_mut_1743_;
                                                    l_mut_1743_ = (_e4461 + 1u);
                                                }
                                                loop_init_8 = false;
                                                uint _e4376 = l_mut_1743_;
                                                if ((_e4376 < 20u)) {
                                                } else {
                                                    break;
                                                }
                                                {
                                                    uint _e4380 = l_mut_1743_;
                                                    uint l_1744_ = (19u - _e4380);
                                                    uint _e4382 = l_mut_1441_;
                                                    l_mut_269_ = _e4382;
                                                    uint _e4383 = l_mut_1440_;
                                                    l_mut_219_ = _e4383;
                                                    bool l_1745_ = (l_1744_ >= 32u);
                                                    if (l_1745_) {
                                                        uint l_1746_ = (l_1744_ & 31u);
                                                        uint _e4388 = l_mut_1440_;
                                                        uint l_1747_ = (_e4388 >> l_1746_);
                                                        l_mut_269_ = l_1747_;
                                                        l_mut_219_ = 0u;
                                                    } else {
                                                        bool l_1748_ = (l_1744_ > 0u);
                                                        if (l_1748_) {
                                                            uint _e4393 = l_mut_1441_;
                                                            l_mut_213_ = _e4393;
                                                            bool l_1749_ = (l_1744_ > 0u);
                                                            if (l_1749_) {
                                                                uint _e4396 = l_mut_1441_;
                                                                uint l_1750_ = (_e4396 >> l_1744_);
                                                                uint l_1751_ = (32u - l_1744_);
                                                                uint _e4400 = l_mut_1440_;
                                                                uint l_1752_ = (_e4400 << l_1751_);
                                                                uint l_1753_ = (l_1750_ | l_1752_);
                                                                l_mut_213_ = l_1753_;
                                                            }
                                                            uint _e4403 = l_mut_1440_;
                                                            uint l_1754_ = (_e4403 >> l_1744_);
                                                            uint _e4405 = l_mut_213_;
                                                            l_mut_269_ = _e4405;
                                                            l_mut_219_ = l_1754_;
                                                        }
                                                    }
                                                    uint _e4406 = l_mut_219_;
                                                    uint _e4407 = l_mut_428_;
                                                    bool l_1755_ = (_e4406 < _e4407);
                                                    uint _e4409 = l_mut_219_;
                                                    uint _e4410 = l_mut_428_;
                                                    bool l_1756_ = (_e4409 == _e4410);
                                                    uint _e4412 = l_mut_269_;
                                                    uint _e4413 = l_mut_439_;
                                                    bool l_1757_ = (_e4412 < _e4413);
                                                    if (l_1756_) {
                                                        local_111 = l_1757_;
                                                    } else {
                                                        local_111 = false;
                                                    }
                                                    bool l_1758_ = local_111;
                                                    if (!(l_1755_)) {
                                                        local_112 = l_1758_;
                                                    } else {
                                                        local_112 = true;
                                                    }
                                                    bool l_1759_ = local_112;
                                                    bool l_1760_ = !(l_1759_);
                                                    if (l_1760_) {
                                                        uint _e4425 = l_mut_439_;
                                                        l_mut_269_ = _e4425;
                                                        uint _e4426 = l_mut_428_;
                                                        l_mut_219_ = _e4426;
                                                        bool l_1761_ = (l_1744_ >= 32u);
                                                        if (l_1761_) {
                                                            uint l_1762_ = (l_1744_ & 31u);
                                                            uint _e4431 = l_mut_439_;
                                                            uint l_1763_ = (_e4431 << l_1762_);
                                                            l_mut_269_ = 0u;
                                                            l_mut_219_ = l_1763_;
                                                        } else {
                                                            bool l_1764_ = (l_1744_ > 0u);
                                                            if (l_1764_) {
                                                                uint _e4436 = l_mut_439_;
                                                                uint l_1765_ = (_e4436 << l_1744_);
                                                                uint _e4438 = l_mut_428_;
                                                                uint l_1766_ = (_e4438 << l_1744_);
                                                                uint l_1767_ = (32u - l_1744_);
                                                                uint _e4442 = l_mut_439_;
                                                                uint l_1768_ = (_e4442 >> l_1767_);
                                                                uint l_1769_ = (l_1766_ | l_1768_);
                                                                l_mut_269_ = l_1765_;
                                                                l_mut_219_ = l_1769_;
                                                            }
                                                        }
                                                        uint _e4445 = l_mut_1441_;
                                                        uint _e4446 = l_mut_269_;
                                                        uint l_1770_ = (_e4445 - _e4446);
                                                        uint _e4448 = l_mut_1440_;
                                                        uint _e4449 = l_mut_219_;
                                                        uint l_1771_ = (_e4448 - _e4449);
                                                        uint _e4451 = l_mut_1441_;
                                                        uint _e4452 = l_mut_269_;
                                                        bool l_1772_ = (_e4451 < _e4452);
                                                        uint l_1773_ = uint(l_1772_);
                                                        uint l_1774_ = (l_1771_ - l_1773_);
                                                        l_mut_1441_ = l_1770_;
                                                        l_mut_1440_ = l_1774_;
                                                        uint l_1775_ = (1u << l_1744_);
                                                        uint _e4458 = l_mut_275_;
                                                        l_mut_275_ = (_e4458 | l_1775_);
                                                    }
                                                }
                                            }
                                            uint _e4463 = l_mut_275_;
                                            uint l_1776_ = min(_e4463, l_1730_);
                                            l_mut_275_ = l_1776_;
                                            uint _e4465 = l_mut_1440_;
                                            uint _e4466 = l_mut_428_;
                                            bool l_1777_ = (_e4465 < _e4466);
                                            uint _e4468 = l_mut_1440_;
                                            uint _e4469 = l_mut_428_;
                                            bool l_1778_ = (_e4468 == _e4469);
                                            uint _e4471 = l_mut_1441_;
                                            uint _e4472 = l_mut_439_;
                                            bool l_1779_ = (_e4471 < _e4472);
                                            if (l_1778_) {
                                                local_113 = l_1779_;
                                            } else {
                                                local_113 = false;
                                            }
                                            bool l_1780_ = local_113;
                                            if (!(l_1777_)) {
                                                local_114 = l_1780_;
                                            } else {
                                                local_114 = true;
                                            }
                                            bool l_1781_ = local_114;
                                            bool l_1782_ = !(l_1781_);
                                            if (l_1782_) {
                                                l_mut_275_ = l_1730_;
                                            }
                                            uint _e4484 = l_mut_275_;
                                            l_mut_1446_ = _e4484;
                                        }
                                    } else {
                                        uint _e4485 = l_mut_441_;
                                        l_mut_1441_ = _e4485;
                                        uint _e4486 = l_mut_440_;
                                        l_mut_1440_ = _e4486;
                                        uint2 loop_bound_14 = uint2(4294967295u, 4294967295u);
                                        while(true) {
                                            if (all(loop_bound_14 == uint2(0u, 0u))) { break; }
                                            loop_bound_14 -= uint2(loop_bound_14.y == 0u, 1u);
                                            uint _e4487 = l_mut_428_;
                                            uint _e4488 = l_mut_1440_;
                                            bool l_1783_ = (_e4487 < _e4488);
                                            uint _e4490 = l_mut_428_;
                                            uint _e4491 = l_mut_1440_;
                                            bool l_1784_ = (_e4490 == _e4491);
                                            uint _e4493 = l_mut_439_;
                                            uint _e4494 = l_mut_1441_;
                                            bool l_1785_ = (_e4493 < _e4494);
                                            if (l_1784_) {
                                                local_115 = l_1785_;
                                            } else {
                                                local_115 = false;
                                            }
                                            bool l_1786_ = local_115;
                                            if (!(l_1783_)) {
                                                local_116 = l_1786_;
                                            } else {
                                                local_116 = true;
                                            }
                                            bool l_1787_ = local_116;
                                            uint _e4505 = l_mut_1446_;
                                            uint _e4506 = l_mut_388_;
                                            uint l_1788_ = (_e4505 * _e4506);
                                            uint _e4508 = l_mut_382_;
                                            uint l_1789_ = (_e4508 + l_1788_);
                                            uint _e4510 = l_mut_388_;
                                            uint l_1790_ = (l_1789_ + _e4510);
                                            bool l_1791_ = (l_1790_ < l_831_);
                                            if (l_1787_) {
                                                local_117 = l_1791_;
                                            } else {
                                                local_117 = false;
                                            }
                                            bool l_1792_ = local_117;
                                            bool l_1793_ = !(l_1792_);
                                            if (l_1793_) {
                                                break;
                                            }
                                            uint _e4518 = l_mut_1441_;
                                            uint _e4519 = l_mut_439_;
                                            uint l_1794_ = (_e4518 - _e4519);
                                            uint _e4521 = l_mut_1440_;
                                            uint _e4522 = l_mut_428_;
                                            uint l_1795_ = (_e4521 - _e4522);
                                            uint _e4524 = l_mut_1441_;
                                            uint _e4525 = l_mut_439_;
                                            bool l_1796_ = (_e4524 < _e4525);
                                            uint l_1797_ = uint(l_1796_);
                                            uint l_1798_ = (l_1795_ - l_1797_);
                                            l_mut_1441_ = l_1794_;
                                            l_mut_1440_ = l_1798_;
                                            uint _e4529 = l_mut_1446_;
                                            l_mut_1446_ = (_e4529 + 1u);
                                        }
                                    }
                                }
                                uint _e4532 = l_mut_388_;
                                uint _e4533 = l_mut_382_;
                                uint l_1799_ = (_e4532 + _e4533);
                                uint _e4535 = l_mut_1446_;
                                uint _e4536 = l_mut_388_;
                                uint l_1800_ = (_e4535 * _e4536);
                                uint l_1801_ = (l_1799_ + l_1800_);
                                bool l_1802_ = (l_1801_ >= l_831_);
                                if (l_1802_) {
                                    l_mut_637_ = true;
                                    l_mut_628_ = false;
                                } else {
                                    uint _e4542 = l_mut_439_;
                                    uint _e4543 = l_mut_1446_;
                                    uint l_1803_ = (_e4542 * _e4543);
                                    uint _e4545 = l_mut_439_;
                                    uint64_t l_2702_ = uint64_t(_e4545);
                                    uint _e4547 = l_mut_1446_;
                                    uint64_t l_2703_ = uint64_t(_e4547);
                                    uint64_t l_2704_ = (l_2702_ * l_2703_);
                                    uint64_t l_2705_ = (l_2704_ >> uint(32uL));
                                    uint l_1804_ = uint(l_2705_);
                                    uint _e4556 = l_mut_428_;
                                    uint _e4557 = l_mut_1446_;
                                    uint l_1805_ = (_e4556 * _e4557);
                                    uint l_1806_ = (l_1804_ + l_1805_);
                                    uint _e4560 = l_mut_441_;
                                    uint l_1807_ = (_e4560 - l_1803_);
                                    uint _e4562 = l_mut_440_;
                                    uint l_1808_ = (_e4562 - l_1806_);
                                    uint _e4564 = l_mut_441_;
                                    bool l_1809_ = (_e4564 < l_1803_);
                                    uint l_1810_ = uint(l_1809_);
                                    uint l_1811_ = (l_1808_ - l_1810_);
                                    l_mut_441_ = l_1807_;
                                    l_mut_440_ = l_1811_;
                                    uint _e4568 = l_mut_1446_;
                                    uint _e4569 = l_mut_388_;
                                    uint l_1812_ = (_e4568 * _e4569);
                                    uint _e4571 = l_mut_382_;
                                    l_mut_382_ = (_e4571 + l_1812_);
                                    uint _e4573 = l_mut_439_;
                                    uint _e4574 = l_mut_441_;
                                    uint l_1813_ = (_e4573 - _e4574);
                                    uint _e4576 = l_mut_428_;
                                    uint _e4577 = l_mut_440_;
                                    uint l_1814_ = (_e4576 - _e4577);
                                    uint _e4579 = l_mut_439_;
                                    uint _e4580 = l_mut_441_;
                                    bool l_1815_ = (_e4579 < _e4580);
                                    uint l_1816_ = uint(l_1815_);
                                    uint l_1817_ = (l_1814_ - l_1816_);
                                    l_mut_439_ = l_1813_;
                                    l_mut_428_ = l_1817_;
                                    uint _e4584 = l_mut_388_;
                                    uint _e4585 = l_mut_382_;
                                    l_mut_388_ = (_e4584 + _e4585);
                                }
                            }
                        }
                    }
                    bool _e4587 = l_mut_637_;
                    bool l_1818_ = !(_e4587);
                    if (l_830_) {
                        local_118 = l_1818_;
                    } else {
                        local_118 = false;
                    }
                    bool l_1819_ = local_118;
                    if (l_1819_) {
                        uint _e4594 = l_mut_828_;
                        uint l_1820_ = (1u << _e4594);
                        uint _e4596 = l_mut_450_;
                        l_mut_450_ = (_e4596 | l_1820_);
                        uint _e4598 = l_mut_445_;
                        l_mut_445_ = (_e4598 + 1u);
                        uint l_1821_ = (l_829_ + l_827_);
                        uint l_1822_ = min(l_1821_, l_56_);
                        l_mut_1446_ = 0u;
                        l_mut_1823_ = l_829_;
                        uint2 loop_bound_15 = uint2(4294967295u, 4294967295u);
                        bool loop_init_9 = true;
                        while(true) {
                            if (all(loop_bound_15 == uint2(0u, 0u))) { break; }
                            loop_bound_15 -= uint2(loop_bound_15.y == 0u, 1u);
                            if (!loop_init_9) {
                                uint _e5120 = l_mut_1823_;
                                l_mut_1823_ = (_e5120 + 1u);
                            }
                            loop_init_9 = false;
                            uint _e4605 = l_mut_1823_;
                            if ((_e4605 < l_1822_)) {
                            } else {
                                break;
                            }
                            {
                                uint _e4607 = l_mut_1823_;
                                uint l_1824_ = (l_59_ * _e4607);
                                uint64_t l_2707_ = uint64_t(l_59_);
                                uint _e4610 = l_mut_1823_;
                                uint64_t l_2708_ = uint64_t(_e4610);
                                uint64_t l_2709_ = (l_2707_ * l_2708_);
                                uint64_t l_2710_ = (l_2709_ >> uint(32uL));
                                uint l_1825_ = uint(l_2710_);
                                uint _e4619 = l_mut_1823_;
                                uint l_1826_ = (l_62_ * _e4619);
                                uint l_1827_ = (l_1825_ + l_1826_);
                                uint l_1828_ = (l_64_ + l_1824_);
                                uint l_1829_ = (l_67_ + l_1827_);
                                bool l_1830_ = (l_1828_ < l_64_);
                                uint l_1831_ = uint(l_1830_);
                                uint l_1832_ = (l_1829_ + l_1831_);
                                l_mut_1441_ = 0u;
                                l_mut_1440_ = 0u;
                                uint _e4629 = l_mut_1823_;
                                bool l_1833_ = (_e4629 < 65536u);
                                if (l_1833_) {
                                    uint _e4632 = l_mut_1823_;
                                    uint _e4633 = l_mut_1823_;
                                    uint l_1834_ = (_e4632 * _e4633);
                                    uint l_1835_ = (l_72_ >> 31u);
                                    bool l_1836_ = (l_1835_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1836_) {
                                        uint l_1837_ = (0u - l_69_);
                                        uint l_1838_ = (0u - l_72_);
                                        bool l_1839_ = (0u < l_69_);
                                        uint l_1840_ = uint(l_1839_);
                                        uint l_1841_ = (l_1838_ - l_1840_);
                                        l_mut_441_ = l_1837_;
                                        l_mut_440_ = l_1841_;
                                    }
                                    uint _e4647 = l_mut_441_;
                                    uint l_1842_ = (_e4647 * l_1834_);
                                    uint _e4649 = l_mut_440_;
                                    uint l_1843_ = (_e4649 * l_1834_);
                                    uint _e4651 = l_mut_441_;
                                    uint64_t l_2712_ = uint64_t(_e4651);
                                    uint64_t l_2713_ = uint64_t(l_1834_);
                                    uint64_t l_2714_ = (l_2712_ * l_2713_);
                                    uint64_t l_2715_ = (l_2714_ >> uint(32uL));
                                    uint l_1844_ = uint(l_2715_);
                                    uint l_1845_ = (l_1844_ + l_1843_);
                                    uint _e4662 = l_mut_440_;
                                    uint64_t l_2717_ = uint64_t(_e4662);
                                    uint64_t l_2718_ = uint64_t(l_1834_);
                                    uint64_t l_2719_ = (l_2717_ * l_2718_);
                                    uint64_t l_2720_ = (l_2719_ >> uint(32uL));
                                    uint l_1846_ = uint(l_2720_);
                                    bool l_1847_ = (l_1845_ < l_1843_);
                                    uint l_1848_ = uint(l_1847_);
                                    uint l_1849_ = (l_1846_ + l_1848_);
                                    uint l_1850_ = naga_mod(l_9_, 32u);
                                    l_mut_439_ = l_1842_;
                                    bool l_1851_ = (l_1850_ > 0u);
                                    if (l_1851_) {
                                        uint l_1852_ = (l_1842_ >> l_1850_);
                                        uint l_1853_ = (32u - l_1850_);
                                        uint l_1854_ = (l_1845_ << l_1853_);
                                        uint l_1855_ = (l_1852_ | l_1854_);
                                        l_mut_439_ = l_1855_;
                                    }
                                    l_mut_428_ = l_1845_;
                                    bool l_1856_ = (l_1850_ > 0u);
                                    if (l_1856_) {
                                        uint l_1857_ = (l_1845_ >> l_1850_);
                                        uint l_1858_ = (32u - l_1850_);
                                        uint l_1859_ = (l_1849_ << l_1858_);
                                        uint l_1860_ = (l_1857_ | l_1859_);
                                        l_mut_428_ = l_1860_;
                                    }
                                    uint _e4691 = l_mut_439_;
                                    l_mut_421_ = _e4691;
                                    uint _e4692 = l_mut_428_;
                                    l_mut_439_ = _e4692;
                                    bool l_1861_ = (l_9_ >= 64u);
                                    if (l_1861_) {
                                        l_mut_421_ = l_1849_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        bool l_1862_ = (l_9_ >= 32u);
                                        if (l_1862_) {
                                            l_mut_428_ = l_1845_;
                                            bool l_1863_ = (l_1850_ > 0u);
                                            if (l_1863_) {
                                                uint l_1864_ = (l_1845_ >> l_1850_);
                                                uint l_1865_ = (32u - l_1850_);
                                                uint l_1866_ = (l_1849_ << l_1865_);
                                                uint l_1867_ = (l_1864_ | l_1866_);
                                                l_mut_428_ = l_1867_;
                                            }
                                            uint l_1868_ = (l_1849_ >> l_1850_);
                                            uint _e4706 = l_mut_428_;
                                            l_mut_421_ = _e4706;
                                            l_mut_439_ = l_1868_;
                                        }
                                    }
                                    uint _e4707 = l_mut_421_;
                                    l_mut_441_ = _e4707;
                                    uint _e4708 = l_mut_439_;
                                    l_mut_440_ = _e4708;
                                    if (l_1836_) {
                                        uint _e4710 = l_mut_441_;
                                        uint l_1869_ = (0u - _e4710);
                                        uint _e4713 = l_mut_440_;
                                        uint l_1870_ = (0u - _e4713);
                                        uint _e4716 = l_mut_441_;
                                        bool l_1871_ = (0u < _e4716);
                                        uint l_1872_ = uint(l_1871_);
                                        uint l_1873_ = (l_1870_ - l_1872_);
                                        l_mut_441_ = l_1869_;
                                        l_mut_440_ = l_1873_;
                                    }
                                    uint _e4720 = l_mut_441_;
                                    l_mut_1441_ = _e4720;
                                    uint _e4721 = l_mut_440_;
                                    l_mut_1440_ = _e4721;
                                } else {
                                    uint l_1874_ = (l_72_ >> 31u);
                                    bool l_1875_ = (l_1874_ == 1u);
                                    l_mut_441_ = l_69_;
                                    l_mut_440_ = l_72_;
                                    if (l_1875_) {
                                        uint l_1876_ = (0u - l_69_);
                                        uint l_1877_ = (0u - l_72_);
                                        bool l_1878_ = (0u < l_69_);
                                        uint l_1879_ = uint(l_1878_);
                                        uint l_1880_ = (l_1877_ - l_1879_);
                                        l_mut_441_ = l_1876_;
                                        l_mut_440_ = l_1880_;
                                    }
                                    uint _e4734 = l_mut_441_;
                                    uint _e4735 = l_mut_1823_;
                                    uint l_1881_ = (_e4734 * _e4735);
                                    uint _e4737 = l_mut_440_;
                                    uint _e4738 = l_mut_1823_;
                                    uint l_1882_ = (_e4737 * _e4738);
                                    uint _e4740 = l_mut_441_;
                                    uint64_t l_2722_ = uint64_t(_e4740);
                                    uint _e4742 = l_mut_1823_;
                                    uint64_t l_2723_ = uint64_t(_e4742);
                                    uint64_t l_2724_ = (l_2722_ * l_2723_);
                                    uint64_t l_2725_ = (l_2724_ >> uint(32uL));
                                    uint l_1883_ = uint(l_2725_);
                                    uint l_1884_ = (l_1883_ + l_1882_);
                                    uint _e4752 = l_mut_440_;
                                    uint64_t l_2727_ = uint64_t(_e4752);
                                    uint _e4754 = l_mut_1823_;
                                    uint64_t l_2728_ = uint64_t(_e4754);
                                    uint64_t l_2729_ = (l_2727_ * l_2728_);
                                    uint64_t l_2730_ = (l_2729_ >> uint(32uL));
                                    uint l_1885_ = uint(l_2730_);
                                    bool l_1886_ = (l_1884_ < l_1882_);
                                    uint l_1887_ = uint(l_1886_);
                                    uint l_1888_ = (l_1885_ + l_1887_);
                                    l_mut_439_ = l_1881_;
                                    bool l_1890_ = (0u > 0u);
                                    if (l_1890_) {
                                        uint l_1891_ = (l_1881_ >> 0u);
                                        uint l_1892_ = (32u - 0u);
                                        uint l_1893_ = (l_1884_ << l_1892_);
                                        uint l_1894_ = (l_1891_ | l_1893_);
                                        l_mut_439_ = l_1894_;
                                    }
                                    l_mut_428_ = l_1884_;
                                    bool l_1895_ = (0u > 0u);
                                    if (l_1895_) {
                                        uint l_1896_ = (l_1884_ >> 0u);
                                        uint l_1897_ = (32u - 0u);
                                        uint l_1898_ = (l_1888_ << l_1897_);
                                        uint l_1899_ = (l_1896_ | l_1898_);
                                        l_mut_428_ = l_1899_;
                                    }
                                    uint _e4781 = l_mut_439_;
                                    l_mut_421_ = _e4781;
                                    uint _e4782 = l_mut_428_;
                                    l_mut_439_ = _e4782;
                                    if (false) {
                                        l_mut_421_ = l_1888_;
                                        l_mut_439_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_428_ = l_1884_;
                                            bool l_1902_ = (0u > 0u);
                                            if (l_1902_) {
                                                uint l_1903_ = (l_1884_ >> 0u);
                                                uint l_1904_ = (32u - 0u);
                                                uint l_1905_ = (l_1888_ << l_1904_);
                                                uint l_1906_ = (l_1903_ | l_1905_);
                                                l_mut_428_ = l_1906_;
                                            }
                                            uint l_1907_ = (l_1888_ >> 0u);
                                            uint _e4794 = l_mut_428_;
                                            l_mut_421_ = _e4794;
                                            l_mut_439_ = l_1907_;
                                        }
                                    }
                                    uint _e4795 = l_mut_441_;
                                    uint _e4796 = l_mut_1823_;
                                    uint l_1908_ = (_e4795 * _e4796);
                                    uint _e4798 = l_mut_440_;
                                    uint _e4799 = l_mut_1823_;
                                    uint l_1909_ = (_e4798 * _e4799);
                                    uint _e4801 = l_mut_441_;
                                    uint64_t l_2732_ = uint64_t(_e4801);
                                    uint _e4803 = l_mut_1823_;
                                    uint64_t l_2733_ = uint64_t(_e4803);
                                    uint64_t l_2734_ = (l_2732_ * l_2733_);
                                    uint64_t l_2735_ = (l_2734_ >> uint(32uL));
                                    uint l_1910_ = uint(l_2735_);
                                    uint l_1911_ = (l_1910_ + l_1909_);
                                    uint _e4813 = l_mut_440_;
                                    uint64_t l_2737_ = uint64_t(_e4813);
                                    uint _e4815 = l_mut_1823_;
                                    uint64_t l_2738_ = uint64_t(_e4815);
                                    uint64_t l_2739_ = (l_2737_ * l_2738_);
                                    uint64_t l_2740_ = (l_2739_ >> uint(32uL));
                                    uint l_1912_ = uint(l_2740_);
                                    bool l_1913_ = (l_1911_ < l_1909_);
                                    uint l_1914_ = uint(l_1913_);
                                    uint l_1915_ = (l_1912_ + l_1914_);
                                    l_mut_428_ = l_1908_;
                                    bool l_1917_ = (0u > 0u);
                                    if (l_1917_) {
                                        uint l_1918_ = (l_1908_ >> 0u);
                                        uint l_1919_ = (32u - 0u);
                                        uint l_1920_ = (l_1911_ << l_1919_);
                                        uint l_1921_ = (l_1918_ | l_1920_);
                                        l_mut_428_ = l_1921_;
                                    }
                                    l_mut_394_ = l_1911_;
                                    bool l_1922_ = (0u > 0u);
                                    if (l_1922_) {
                                        uint l_1923_ = (l_1911_ >> 0u);
                                        uint l_1924_ = (32u - 0u);
                                        uint l_1925_ = (l_1915_ << l_1924_);
                                        uint l_1926_ = (l_1923_ | l_1925_);
                                        l_mut_394_ = l_1926_;
                                    }
                                    uint _e4842 = l_mut_428_;
                                    l_mut_388_ = _e4842;
                                    uint _e4843 = l_mut_394_;
                                    l_mut_428_ = _e4843;
                                    if (true) {
                                        l_mut_388_ = l_1915_;
                                        l_mut_428_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_394_ = l_1911_;
                                            bool l_1929_ = (0u > 0u);
                                            if (l_1929_) {
                                                uint l_1930_ = (l_1911_ >> 0u);
                                                uint l_1931_ = (32u - 0u);
                                                uint l_1932_ = (l_1915_ << l_1931_);
                                                uint l_1933_ = (l_1930_ | l_1932_);
                                                l_mut_394_ = l_1933_;
                                            }
                                            uint l_1934_ = (l_1915_ >> 0u);
                                            uint _e4855 = l_mut_394_;
                                            l_mut_388_ = _e4855;
                                            l_mut_428_ = l_1934_;
                                        }
                                    }
                                    uint _e4856 = l_mut_421_;
                                    uint _e4857 = l_mut_1823_;
                                    uint l_1935_ = (_e4856 * _e4857);
                                    uint _e4859 = l_mut_439_;
                                    uint _e4860 = l_mut_1823_;
                                    uint l_1936_ = (_e4859 * _e4860);
                                    uint _e4862 = l_mut_421_;
                                    uint64_t l_2742_ = uint64_t(_e4862);
                                    uint _e4864 = l_mut_1823_;
                                    uint64_t l_2743_ = uint64_t(_e4864);
                                    uint64_t l_2744_ = (l_2742_ * l_2743_);
                                    uint64_t l_2745_ = (l_2744_ >> uint(32uL));
                                    uint l_1937_ = uint(l_2745_);
                                    uint l_1938_ = (l_1937_ + l_1936_);
                                    uint _e4874 = l_mut_439_;
                                    uint64_t l_2747_ = uint64_t(_e4874);
                                    uint _e4876 = l_mut_1823_;
                                    uint64_t l_2748_ = uint64_t(_e4876);
                                    uint64_t l_2749_ = (l_2747_ * l_2748_);
                                    uint64_t l_2750_ = (l_2749_ >> uint(32uL));
                                    uint l_1939_ = uint(l_2750_);
                                    bool l_1940_ = (l_1938_ < l_1936_);
                                    uint l_1941_ = uint(l_1940_);
                                    uint l_1942_ = (l_1939_ + l_1941_);
                                    l_mut_441_ = l_1935_;
                                    bool l_1944_ = (0u > 0u);
                                    if (l_1944_) {
                                        uint l_1945_ = (l_1935_ >> 0u);
                                        uint l_1946_ = (32u - 0u);
                                        uint l_1947_ = (l_1938_ << l_1946_);
                                        uint l_1948_ = (l_1945_ | l_1947_);
                                        l_mut_441_ = l_1948_;
                                    }
                                    l_mut_440_ = l_1938_;
                                    bool l_1949_ = (0u > 0u);
                                    if (l_1949_) {
                                        uint l_1950_ = (l_1938_ >> 0u);
                                        uint l_1951_ = (32u - 0u);
                                        uint l_1952_ = (l_1942_ << l_1951_);
                                        uint l_1953_ = (l_1950_ | l_1952_);
                                        l_mut_440_ = l_1953_;
                                    }
                                    uint _e4903 = l_mut_441_;
                                    l_mut_394_ = _e4903;
                                    uint _e4904 = l_mut_440_;
                                    l_mut_441_ = _e4904;
                                    if (false) {
                                        l_mut_394_ = l_1942_;
                                        l_mut_441_ = 0u;
                                    } else {
                                        if (false) {
                                            l_mut_440_ = l_1938_;
                                            bool l_1956_ = (0u > 0u);
                                            if (l_1956_) {
                                                uint l_1957_ = (l_1938_ >> 0u);
                                                uint l_1958_ = (32u - 0u);
                                                uint l_1959_ = (l_1942_ << l_1958_);
                                                uint l_1960_ = (l_1957_ | l_1959_);
                                                l_mut_440_ = l_1960_;
                                            }
                                            uint l_1961_ = (l_1942_ >> 0u);
                                            uint _e4916 = l_mut_440_;
                                            l_mut_394_ = _e4916;
                                            l_mut_441_ = l_1961_;
                                        }
                                    }
                                    uint _e4917 = l_mut_421_;
                                    uint _e4918 = l_mut_1823_;
                                    uint l_1962_ = (_e4917 * _e4918);
                                    uint _e4920 = l_mut_439_;
                                    uint _e4921 = l_mut_1823_;
                                    uint l_1963_ = (_e4920 * _e4921);
                                    uint _e4923 = l_mut_421_;
                                    uint64_t l_2752_ = uint64_t(_e4923);
                                    uint _e4925 = l_mut_1823_;
                                    uint64_t l_2753_ = uint64_t(_e4925);
                                    uint64_t l_2754_ = (l_2752_ * l_2753_);
                                    uint64_t l_2755_ = (l_2754_ >> uint(32uL));
                                    uint l_1964_ = uint(l_2755_);
                                    uint l_1965_ = (l_1964_ + l_1963_);
                                    uint _e4935 = l_mut_439_;
                                    uint64_t l_2757_ = uint64_t(_e4935);
                                    uint _e4937 = l_mut_1823_;
                                    uint64_t l_2758_ = uint64_t(_e4937);
                                    uint64_t l_2759_ = (l_2757_ * l_2758_);
                                    uint64_t l_2760_ = (l_2759_ >> uint(32uL));
                                    uint l_1966_ = uint(l_2760_);
                                    bool l_1967_ = (l_1965_ < l_1963_);
                                    uint l_1968_ = uint(l_1967_);
                                    uint l_1969_ = (l_1966_ + l_1968_);
                                    l_mut_440_ = l_1962_;
                                    bool l_1971_ = (0u > 0u);
                                    if (l_1971_) {
                                        uint l_1972_ = (l_1962_ >> 0u);
                                        uint l_1973_ = (32u - 0u);
                                        uint l_1974_ = (l_1965_ << l_1973_);
                                        uint l_1975_ = (l_1972_ | l_1974_);
                                        l_mut_440_ = l_1975_;
                                    }
                                    l_mut_382_ = l_1965_;
                                    bool l_1976_ = (0u > 0u);
                                    if (l_1976_) {
                                        uint l_1977_ = (l_1965_ >> 0u);
                                        uint l_1978_ = (32u - 0u);
                                        uint l_1979_ = (l_1969_ << l_1978_);
                                        uint l_1980_ = (l_1977_ | l_1979_);
                                        l_mut_382_ = l_1980_;
                                    }
                                    uint _e4964 = l_mut_440_;
                                    l_mut_275_ = _e4964;
                                    uint _e4965 = l_mut_382_;
                                    l_mut_440_ = _e4965;
                                    if (true) {
                                        l_mut_275_ = l_1969_;
                                        l_mut_440_ = 0u;
                                    } else {
                                        if (true) {
                                            l_mut_382_ = l_1965_;
                                            bool l_1983_ = (0u > 0u);
                                            if (l_1983_) {
                                                uint l_1984_ = (l_1965_ >> 0u);
                                                uint l_1985_ = (32u - 0u);
                                                uint l_1986_ = (l_1969_ << l_1985_);
                                                uint l_1987_ = (l_1984_ | l_1986_);
                                                l_mut_382_ = l_1987_;
                                            }
                                            uint l_1988_ = (l_1969_ >> 0u);
                                            uint _e4977 = l_mut_382_;
                                            l_mut_275_ = _e4977;
                                            l_mut_440_ = l_1988_;
                                        }
                                    }
                                    uint _e4978 = l_mut_388_;
                                    uint _e4979 = l_mut_1823_;
                                    uint l_1989_ = (_e4978 * _e4979);
                                    uint _e4981 = l_mut_388_;
                                    uint64_t l_2762_ = uint64_t(_e4981);
                                    uint _e4983 = l_mut_1823_;
                                    uint64_t l_2763_ = uint64_t(_e4983);
                                    uint64_t l_2764_ = (l_2762_ * l_2763_);
                                    uint64_t l_2765_ = (l_2764_ >> uint(32uL));
                                    uint l_1990_ = uint(l_2765_);
                                    uint _e4992 = l_mut_428_;
                                    uint _e4993 = l_mut_1823_;
                                    uint l_1991_ = (_e4992 * _e4993);
                                    uint l_1992_ = (l_1990_ + l_1991_);
                                    uint _e4996 = l_mut_275_;
                                    uint l_1993_ = (_e4996 + l_1989_);
                                    uint _e4998 = l_mut_440_;
                                    uint l_1994_ = (_e4998 + l_1992_);
                                    uint _e5000 = l_mut_275_;
                                    bool l_1995_ = (l_1993_ < _e5000);
                                    uint l_1996_ = uint(l_1995_);
                                    uint l_1997_ = (l_1994_ + l_1996_);
                                    uint _e5004 = l_mut_394_;
                                    l_mut_1441_ = _e5004;
                                    uint _e5005 = l_mut_441_;
                                    l_mut_1440_ = _e5005;
                                    bool l_1998_ = (l_9_ == 64u);
                                    if (l_1998_) {
                                        l_mut_1441_ = l_1993_;
                                        l_mut_1440_ = l_1997_;
                                    } else {
                                        bool l_1999_ = (l_9_ > 0u);
                                        if (l_1999_) {
                                            uint l_2000_ = (64u - l_9_);
                                            l_mut_440_ = l_1993_;
                                            l_mut_439_ = l_1997_;
                                            bool l_2001_ = (l_2000_ >= 32u);
                                            if (l_2001_) {
                                                uint l_2002_ = (l_2000_ & 31u);
                                                uint l_2003_ = (l_1993_ << l_2002_);
                                                l_mut_440_ = 0u;
                                                l_mut_439_ = l_2003_;
                                            } else {
                                                bool l_2004_ = (l_2000_ > 0u);
                                                if (l_2004_) {
                                                    uint l_2005_ = (l_1993_ << l_2000_);
                                                    uint l_2006_ = (l_1997_ << l_2000_);
                                                    uint l_2007_ = (32u - l_2000_);
                                                    uint l_2008_ = (l_1993_ >> l_2007_);
                                                    uint l_2009_ = (l_2006_ | l_2008_);
                                                    l_mut_440_ = l_2005_;
                                                    l_mut_439_ = l_2009_;
                                                }
                                            }
                                            uint _e5026 = l_mut_394_;
                                            l_mut_428_ = _e5026;
                                            uint _e5027 = l_mut_441_;
                                            l_mut_421_ = _e5027;
                                            bool l_2010_ = (l_9_ >= 32u);
                                            if (l_2010_) {
                                                uint l_2011_ = (l_9_ & 31u);
                                                uint _e5032 = l_mut_441_;
                                                uint l_2012_ = (_e5032 >> l_2011_);
                                                l_mut_428_ = l_2012_;
                                                l_mut_421_ = 0u;
                                            } else {
                                                bool l_2013_ = (l_9_ > 0u);
                                                if (l_2013_) {
                                                    uint _e5037 = l_mut_394_;
                                                    l_mut_388_ = _e5037;
                                                    bool l_2014_ = (l_9_ > 0u);
                                                    if (l_2014_) {
                                                        uint _e5040 = l_mut_394_;
                                                        uint l_2015_ = (_e5040 >> l_9_);
                                                        uint l_2016_ = (32u - l_9_);
                                                        uint _e5044 = l_mut_441_;
                                                        uint l_2017_ = (_e5044 << l_2016_);
                                                        uint l_2018_ = (l_2015_ | l_2017_);
                                                        l_mut_388_ = l_2018_;
                                                    }
                                                    uint _e5047 = l_mut_441_;
                                                    uint l_2019_ = (_e5047 >> l_9_);
                                                    uint _e5049 = l_mut_388_;
                                                    l_mut_428_ = _e5049;
                                                    l_mut_421_ = l_2019_;
                                                }
                                            }
                                            uint _e5050 = l_mut_440_;
                                            uint _e5051 = l_mut_428_;
                                            uint l_2020_ = (_e5050 + _e5051);
                                            uint _e5053 = l_mut_439_;
                                            uint _e5054 = l_mut_421_;
                                            uint l_2021_ = (_e5053 + _e5054);
                                            uint _e5056 = l_mut_440_;
                                            bool l_2022_ = (l_2020_ < _e5056);
                                            uint l_2023_ = uint(l_2022_);
                                            uint l_2024_ = (l_2021_ + l_2023_);
                                            l_mut_1441_ = l_2020_;
                                            l_mut_1440_ = l_2024_;
                                        }
                                    }
                                    if (l_1875_) {
                                        uint _e5061 = l_mut_1441_;
                                        uint l_2025_ = (0u - _e5061);
                                        uint _e5064 = l_mut_1440_;
                                        uint l_2026_ = (0u - _e5064);
                                        uint _e5067 = l_mut_1441_;
                                        bool l_2027_ = (0u < _e5067);
                                        uint l_2028_ = uint(l_2027_);
                                        uint l_2029_ = (l_2026_ - l_2028_);
                                        l_mut_1441_ = l_2025_;
                                        l_mut_1440_ = l_2029_;
                                    }
                                }
                                uint _e5071 = l_mut_1441_;
                                uint l_2030_ = (l_1828_ + _e5071);
                                uint _e5073 = l_mut_1440_;
                                uint l_2031_ = (l_1832_ + _e5073);
                                bool l_2032_ = (l_2030_ < l_1828_);
                                uint l_2033_ = uint(l_2032_);
                                uint l_2034_ = (l_2031_ + l_2033_);
                                uint l_2035_ = (0u - l_2030_);
                                uint l_2036_ = (0u - l_2034_);
                                bool l_2037_ = (0u < l_2030_);
                                uint l_2038_ = uint(l_2037_);
                                uint l_2039_ = (l_2036_ - l_2038_);
                                l_mut_1441_ = l_2035_;
                                l_mut_1440_ = l_2039_;
                                uint _e5086 = l_mut_1440_;
                                bool l_2040_ = (l_2034_ < _e5086);
                                uint _e5088 = l_mut_1440_;
                                bool l_2041_ = (l_2034_ == _e5088);
                                uint _e5090 = l_mut_1441_;
                                bool l_2042_ = (l_2030_ < _e5090);
                                if (l_2041_) {
                                    local_119 = l_2042_;
                                } else {
                                    local_119 = false;
                                }
                                bool l_2043_ = local_119;
                                if (!(l_2040_)) {
                                    local_120 = l_2043_;
                                } else {
                                    local_120 = true;
                                }
                                bool l_2044_ = local_120;
                                if (l_2044_) {
                                    l_mut_1441_ = l_2030_;
                                    l_mut_1440_ = l_2034_;
                                }
                                uint _e5101 = l_mut_1440_;
                                bool l_2045_ = (_e5101 < l_27_);
                                uint _e5103 = l_mut_1440_;
                                bool l_2046_ = (_e5103 == l_27_);
                                uint _e5105 = l_mut_1441_;
                                bool l_2047_ = (_e5105 < l_24_);
                                if (l_2046_) {
                                    local_121 = l_2047_;
                                } else {
                                    local_121 = false;
                                }
                                bool l_2048_ = local_121;
                                if (!(l_2045_)) {
                                    local_122 = l_2048_;
                                } else {
                                    local_122 = true;
                                }
                                bool l_2049_ = local_122;
                                uint l_2050_ = uint(l_2049_);
                                uint _e5117 = l_mut_1446_;
                                l_mut_1446_ = (_e5117 + l_2050_);
                            }
                        }
                        uint _e5122 = l_mut_444_;
                        uint _e5123 = l_mut_1446_;
                        l_mut_444_ = (_e5122 + _e5123);
                    }
                }
            }
            uint _e5128 = l_mut_445_;
            bool l_2051_ = (_e5128 > 0u);
            if (l_2051_) {
                uint l_2767_ = asuint(info.Load(20+0));
                uint l_2768_ = (l_2767_ * 1u);
                uint l_2769_ = (l_2768_ - 1u);
                uint l_2770_ = min(1u, l_2769_);
                uint _e5143 = l_mut_445_;
                uint _e5144; buffer_5_global.InterlockedAdd(l_2770_*4, _e5143, _e5144);
            }
            uint _e5145 = l_mut_444_;
            bool l_2054_ = (_e5145 > 0u);
            if (l_2054_) {
                uint l_2772_ = asuint(info.Load(20+0));
                uint l_2773_ = (l_2772_ * 1u);
                uint l_2774_ = (l_2773_ - 1u);
                uint l_2775_ = min(2u, l_2774_);
                uint _e5160 = l_mut_444_;
                uint _e5161; buffer_5_global.InterlockedAdd(l_2775_*4, _e5160, _e5161);
                l_mut_1446_ = _e5161;
                uint2 loop_bound_16 = uint2(4294967295u, 4294967295u);
                bool loop_init_10 = true;
                while(true) {
                    if (all(loop_bound_16 == uint2(0u, 0u))) { break; }
                    loop_bound_16 -= uint2(loop_bound_16.y == 0u, 1u);
                    if (!loop_init_10) {
                        uint _e5730 = l_mut_2057_;
                        l_mut_2057_ = (_e5730 + 1u);
                    }
                    loop_init_10 = false;
                    uint _e5164 = l_mut_2057_;
                    if ((_e5164 < 8u)) {
                    } else {
                        break;
                    }
                    {
                        uint _e5167 = l_mut_450_;
                        uint _e5168 = l_mut_2057_;
                        uint l_2058_ = (_e5167 >> _e5168);
                        uint l_2059_ = (l_2058_ & 1u);
                        bool l_2060_ = (l_2059_ == 1u);
                        if (l_2060_) {
                            uint _e5174 = l_mut_2057_;
                            uint l_2061_ = (_e5174 * l_827_);
                            uint l_2062_ = (l_2061_ + l_827_);
                            uint l_2063_ = min(l_2062_, l_56_);
                            uint _e5178 = l_mut_1446_;
                            l_mut_1441_ = _e5178;
                            l_mut_2064_ = l_2061_;
                            uint2 loop_bound_17 = uint2(4294967295u, 4294967295u);
                            bool loop_init_11 = true;
                            while(true) {
                                if (all(loop_bound_17 == uint2(0u, 0u))) { break; }
                                loop_bound_17 -= uint2(loop_bound_17.y == 0u, 1u);
                                if (!loop_init_11) {
                                    uint _e5726 = l_mut_2064_;
                                    l_mut_2064_ = (_e5726 + 1u);
                                }
                                loop_init_11 = false;
                                uint _e5180 = l_mut_2064_;
                                if ((_e5180 < l_2063_)) {
                                } else {
                                    break;
                                }
                                {
                                    uint _e5182 = l_mut_2064_;
                                    uint l_2065_ = (l_59_ * _e5182);
                                    uint64_t l_2777_ = uint64_t(l_59_);
                                    uint _e5185 = l_mut_2064_;
                                    uint64_t l_2778_ = uint64_t(_e5185);
                                    uint64_t l_2779_ = (l_2777_ * l_2778_);
                                    uint64_t l_2780_ = (l_2779_ >> uint(32uL));
                                    uint l_2066_ = uint(l_2780_);
                                    uint _e5194 = l_mut_2064_;
                                    uint l_2067_ = (l_62_ * _e5194);
                                    uint l_2068_ = (l_2066_ + l_2067_);
                                    uint l_2069_ = (l_64_ + l_2065_);
                                    uint l_2070_ = (l_67_ + l_2068_);
                                    bool l_2071_ = (l_2069_ < l_64_);
                                    uint l_2072_ = uint(l_2071_);
                                    uint l_2073_ = (l_2070_ + l_2072_);
                                    l_mut_1440_ = 0u;
                                    l_mut_445_ = 0u;
                                    uint _e5204 = l_mut_2064_;
                                    bool l_2074_ = (_e5204 < 65536u);
                                    if (l_2074_) {
                                        uint _e5207 = l_mut_2064_;
                                        uint _e5208 = l_mut_2064_;
                                        uint l_2075_ = (_e5207 * _e5208);
                                        uint l_2076_ = (l_72_ >> 31u);
                                        bool l_2077_ = (l_2076_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2077_) {
                                            uint l_2078_ = (0u - l_69_);
                                            uint l_2079_ = (0u - l_72_);
                                            bool l_2080_ = (0u < l_69_);
                                            uint l_2081_ = uint(l_2080_);
                                            uint l_2082_ = (l_2079_ - l_2081_);
                                            l_mut_444_ = l_2078_;
                                            l_mut_441_ = l_2082_;
                                        }
                                        uint _e5222 = l_mut_444_;
                                        uint l_2083_ = (_e5222 * l_2075_);
                                        uint _e5224 = l_mut_441_;
                                        uint l_2084_ = (_e5224 * l_2075_);
                                        uint _e5226 = l_mut_444_;
                                        uint64_t l_2782_ = uint64_t(_e5226);
                                        uint64_t l_2783_ = uint64_t(l_2075_);
                                        uint64_t l_2784_ = (l_2782_ * l_2783_);
                                        uint64_t l_2785_ = (l_2784_ >> uint(32uL));
                                        uint l_2085_ = uint(l_2785_);
                                        uint l_2086_ = (l_2085_ + l_2084_);
                                        uint _e5237 = l_mut_441_;
                                        uint64_t l_2787_ = uint64_t(_e5237);
                                        uint64_t l_2788_ = uint64_t(l_2075_);
                                        uint64_t l_2789_ = (l_2787_ * l_2788_);
                                        uint64_t l_2790_ = (l_2789_ >> uint(32uL));
                                        uint l_2087_ = uint(l_2790_);
                                        bool l_2088_ = (l_2086_ < l_2084_);
                                        uint l_2089_ = uint(l_2088_);
                                        uint l_2090_ = (l_2087_ + l_2089_);
                                        uint l_2091_ = naga_mod(l_9_, 32u);
                                        l_mut_440_ = l_2083_;
                                        bool l_2092_ = (l_2091_ > 0u);
                                        if (l_2092_) {
                                            uint l_2093_ = (l_2083_ >> l_2091_);
                                            uint l_2094_ = (32u - l_2091_);
                                            uint l_2095_ = (l_2086_ << l_2094_);
                                            uint l_2096_ = (l_2093_ | l_2095_);
                                            l_mut_440_ = l_2096_;
                                        }
                                        l_mut_439_ = l_2086_;
                                        bool l_2097_ = (l_2091_ > 0u);
                                        if (l_2097_) {
                                            uint l_2098_ = (l_2086_ >> l_2091_);
                                            uint l_2099_ = (32u - l_2091_);
                                            uint l_2100_ = (l_2090_ << l_2099_);
                                            uint l_2101_ = (l_2098_ | l_2100_);
                                            l_mut_439_ = l_2101_;
                                        }
                                        uint _e5266 = l_mut_440_;
                                        l_mut_428_ = _e5266;
                                        uint _e5267 = l_mut_439_;
                                        l_mut_440_ = _e5267;
                                        bool l_2102_ = (l_9_ >= 64u);
                                        if (l_2102_) {
                                            l_mut_428_ = l_2090_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            bool l_2103_ = (l_9_ >= 32u);
                                            if (l_2103_) {
                                                l_mut_439_ = l_2086_;
                                                bool l_2104_ = (l_2091_ > 0u);
                                                if (l_2104_) {
                                                    uint l_2105_ = (l_2086_ >> l_2091_);
                                                    uint l_2106_ = (32u - l_2091_);
                                                    uint l_2107_ = (l_2090_ << l_2106_);
                                                    uint l_2108_ = (l_2105_ | l_2107_);
                                                    l_mut_439_ = l_2108_;
                                                }
                                                uint l_2109_ = (l_2090_ >> l_2091_);
                                                uint _e5281 = l_mut_439_;
                                                l_mut_428_ = _e5281;
                                                l_mut_440_ = l_2109_;
                                            }
                                        }
                                        uint _e5282 = l_mut_428_;
                                        l_mut_444_ = _e5282;
                                        uint _e5283 = l_mut_440_;
                                        l_mut_441_ = _e5283;
                                        if (l_2077_) {
                                            uint _e5285 = l_mut_444_;
                                            uint l_2110_ = (0u - _e5285);
                                            uint _e5288 = l_mut_441_;
                                            uint l_2111_ = (0u - _e5288);
                                            uint _e5291 = l_mut_444_;
                                            bool l_2112_ = (0u < _e5291);
                                            uint l_2113_ = uint(l_2112_);
                                            uint l_2114_ = (l_2111_ - l_2113_);
                                            l_mut_444_ = l_2110_;
                                            l_mut_441_ = l_2114_;
                                        }
                                        uint _e5295 = l_mut_444_;
                                        l_mut_1440_ = _e5295;
                                        uint _e5296 = l_mut_441_;
                                        l_mut_445_ = _e5296;
                                    } else {
                                        uint l_2115_ = (l_72_ >> 31u);
                                        bool l_2116_ = (l_2115_ == 1u);
                                        l_mut_444_ = l_69_;
                                        l_mut_441_ = l_72_;
                                        if (l_2116_) {
                                            uint l_2117_ = (0u - l_69_);
                                            uint l_2118_ = (0u - l_72_);
                                            bool l_2119_ = (0u < l_69_);
                                            uint l_2120_ = uint(l_2119_);
                                            uint l_2121_ = (l_2118_ - l_2120_);
                                            l_mut_444_ = l_2117_;
                                            l_mut_441_ = l_2121_;
                                        }
                                        uint _e5309 = l_mut_444_;
                                        uint _e5310 = l_mut_2064_;
                                        uint l_2122_ = (_e5309 * _e5310);
                                        uint _e5312 = l_mut_441_;
                                        uint _e5313 = l_mut_2064_;
                                        uint l_2123_ = (_e5312 * _e5313);
                                        uint _e5315 = l_mut_444_;
                                        uint64_t l_2792_ = uint64_t(_e5315);
                                        uint _e5317 = l_mut_2064_;
                                        uint64_t l_2793_ = uint64_t(_e5317);
                                        uint64_t l_2794_ = (l_2792_ * l_2793_);
                                        uint64_t l_2795_ = (l_2794_ >> uint(32uL));
                                        uint l_2124_ = uint(l_2795_);
                                        uint l_2125_ = (l_2124_ + l_2123_);
                                        uint _e5327 = l_mut_441_;
                                        uint64_t l_2797_ = uint64_t(_e5327);
                                        uint _e5329 = l_mut_2064_;
                                        uint64_t l_2798_ = uint64_t(_e5329);
                                        uint64_t l_2799_ = (l_2797_ * l_2798_);
                                        uint64_t l_2800_ = (l_2799_ >> uint(32uL));
                                        uint l_2126_ = uint(l_2800_);
                                        bool l_2127_ = (l_2125_ < l_2123_);
                                        uint l_2128_ = uint(l_2127_);
                                        uint l_2129_ = (l_2126_ + l_2128_);
                                        l_mut_440_ = l_2122_;
                                        bool l_2131_ = (0u > 0u);
                                        if (l_2131_) {
                                            uint l_2132_ = (l_2122_ >> 0u);
                                            uint l_2133_ = (32u - 0u);
                                            uint l_2134_ = (l_2125_ << l_2133_);
                                            uint l_2135_ = (l_2132_ | l_2134_);
                                            l_mut_440_ = l_2135_;
                                        }
                                        l_mut_439_ = l_2125_;
                                        bool l_2136_ = (0u > 0u);
                                        if (l_2136_) {
                                            uint l_2137_ = (l_2125_ >> 0u);
                                            uint l_2138_ = (32u - 0u);
                                            uint l_2139_ = (l_2129_ << l_2138_);
                                            uint l_2140_ = (l_2137_ | l_2139_);
                                            l_mut_439_ = l_2140_;
                                        }
                                        uint _e5356 = l_mut_440_;
                                        l_mut_428_ = _e5356;
                                        uint _e5357 = l_mut_439_;
                                        l_mut_440_ = _e5357;
                                        if (false) {
                                            l_mut_428_ = l_2129_;
                                            l_mut_440_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_439_ = l_2125_;
                                                bool l_2143_ = (0u > 0u);
                                                if (l_2143_) {
                                                    uint l_2144_ = (l_2125_ >> 0u);
                                                    uint l_2145_ = (32u - 0u);
                                                    uint l_2146_ = (l_2129_ << l_2145_);
                                                    uint l_2147_ = (l_2144_ | l_2146_);
                                                    l_mut_439_ = l_2147_;
                                                }
                                                uint l_2148_ = (l_2129_ >> 0u);
                                                uint _e5369 = l_mut_439_;
                                                l_mut_428_ = _e5369;
                                                l_mut_440_ = l_2148_;
                                            }
                                        }
                                        uint _e5370 = l_mut_444_;
                                        uint _e5371 = l_mut_2064_;
                                        uint l_2149_ = (_e5370 * _e5371);
                                        uint _e5373 = l_mut_441_;
                                        uint _e5374 = l_mut_2064_;
                                        uint l_2150_ = (_e5373 * _e5374);
                                        uint _e5376 = l_mut_444_;
                                        uint64_t l_2802_ = uint64_t(_e5376);
                                        uint _e5378 = l_mut_2064_;
                                        uint64_t l_2803_ = uint64_t(_e5378);
                                        uint64_t l_2804_ = (l_2802_ * l_2803_);
                                        uint64_t l_2805_ = (l_2804_ >> uint(32uL));
                                        uint l_2151_ = uint(l_2805_);
                                        uint l_2152_ = (l_2151_ + l_2150_);
                                        uint _e5388 = l_mut_441_;
                                        uint64_t l_2807_ = uint64_t(_e5388);
                                        uint _e5390 = l_mut_2064_;
                                        uint64_t l_2808_ = uint64_t(_e5390);
                                        uint64_t l_2809_ = (l_2807_ * l_2808_);
                                        uint64_t l_2810_ = (l_2809_ >> uint(32uL));
                                        uint l_2153_ = uint(l_2810_);
                                        bool l_2154_ = (l_2152_ < l_2150_);
                                        uint l_2155_ = uint(l_2154_);
                                        uint l_2156_ = (l_2153_ + l_2155_);
                                        l_mut_439_ = l_2149_;
                                        bool l_2158_ = (0u > 0u);
                                        if (l_2158_) {
                                            uint l_2159_ = (l_2149_ >> 0u);
                                            uint l_2160_ = (32u - 0u);
                                            uint l_2161_ = (l_2152_ << l_2160_);
                                            uint l_2162_ = (l_2159_ | l_2161_);
                                            l_mut_439_ = l_2162_;
                                        }
                                        l_mut_421_ = l_2152_;
                                        bool l_2163_ = (0u > 0u);
                                        if (l_2163_) {
                                            uint l_2164_ = (l_2152_ >> 0u);
                                            uint l_2165_ = (32u - 0u);
                                            uint l_2166_ = (l_2156_ << l_2165_);
                                            uint l_2167_ = (l_2164_ | l_2166_);
                                            l_mut_421_ = l_2167_;
                                        }
                                        uint _e5417 = l_mut_439_;
                                        l_mut_394_ = _e5417;
                                        uint _e5418 = l_mut_421_;
                                        l_mut_439_ = _e5418;
                                        if (true) {
                                            l_mut_394_ = l_2156_;
                                            l_mut_439_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_421_ = l_2152_;
                                                bool l_2170_ = (0u > 0u);
                                                if (l_2170_) {
                                                    uint l_2171_ = (l_2152_ >> 0u);
                                                    uint l_2172_ = (32u - 0u);
                                                    uint l_2173_ = (l_2156_ << l_2172_);
                                                    uint l_2174_ = (l_2171_ | l_2173_);
                                                    l_mut_421_ = l_2174_;
                                                }
                                                uint l_2175_ = (l_2156_ >> 0u);
                                                uint _e5430 = l_mut_421_;
                                                l_mut_394_ = _e5430;
                                                l_mut_439_ = l_2175_;
                                            }
                                        }
                                        uint _e5431 = l_mut_428_;
                                        uint _e5432 = l_mut_2064_;
                                        uint l_2176_ = (_e5431 * _e5432);
                                        uint _e5434 = l_mut_440_;
                                        uint _e5435 = l_mut_2064_;
                                        uint l_2177_ = (_e5434 * _e5435);
                                        uint _e5437 = l_mut_428_;
                                        uint64_t l_2812_ = uint64_t(_e5437);
                                        uint _e5439 = l_mut_2064_;
                                        uint64_t l_2813_ = uint64_t(_e5439);
                                        uint64_t l_2814_ = (l_2812_ * l_2813_);
                                        uint64_t l_2815_ = (l_2814_ >> uint(32uL));
                                        uint l_2178_ = uint(l_2815_);
                                        uint l_2179_ = (l_2178_ + l_2177_);
                                        uint _e5449 = l_mut_440_;
                                        uint64_t l_2817_ = uint64_t(_e5449);
                                        uint _e5451 = l_mut_2064_;
                                        uint64_t l_2818_ = uint64_t(_e5451);
                                        uint64_t l_2819_ = (l_2817_ * l_2818_);
                                        uint64_t l_2820_ = (l_2819_ >> uint(32uL));
                                        uint l_2180_ = uint(l_2820_);
                                        bool l_2181_ = (l_2179_ < l_2177_);
                                        uint l_2182_ = uint(l_2181_);
                                        uint l_2183_ = (l_2180_ + l_2182_);
                                        l_mut_444_ = l_2176_;
                                        bool l_2185_ = (0u > 0u);
                                        if (l_2185_) {
                                            uint l_2186_ = (l_2176_ >> 0u);
                                            uint l_2187_ = (32u - 0u);
                                            uint l_2188_ = (l_2179_ << l_2187_);
                                            uint l_2189_ = (l_2186_ | l_2188_);
                                            l_mut_444_ = l_2189_;
                                        }
                                        l_mut_441_ = l_2179_;
                                        bool l_2190_ = (0u > 0u);
                                        if (l_2190_) {
                                            uint l_2191_ = (l_2179_ >> 0u);
                                            uint l_2192_ = (32u - 0u);
                                            uint l_2193_ = (l_2183_ << l_2192_);
                                            uint l_2194_ = (l_2191_ | l_2193_);
                                            l_mut_441_ = l_2194_;
                                        }
                                        uint _e5478 = l_mut_444_;
                                        l_mut_421_ = _e5478;
                                        uint _e5479 = l_mut_441_;
                                        l_mut_444_ = _e5479;
                                        if (false) {
                                            l_mut_421_ = l_2183_;
                                            l_mut_444_ = 0u;
                                        } else {
                                            if (false) {
                                                l_mut_441_ = l_2179_;
                                                bool l_2197_ = (0u > 0u);
                                                if (l_2197_) {
                                                    uint l_2198_ = (l_2179_ >> 0u);
                                                    uint l_2199_ = (32u - 0u);
                                                    uint l_2200_ = (l_2183_ << l_2199_);
                                                    uint l_2201_ = (l_2198_ | l_2200_);
                                                    l_mut_441_ = l_2201_;
                                                }
                                                uint l_2202_ = (l_2183_ >> 0u);
                                                uint _e5491 = l_mut_441_;
                                                l_mut_421_ = _e5491;
                                                l_mut_444_ = l_2202_;
                                            }
                                        }
                                        uint _e5492 = l_mut_428_;
                                        uint _e5493 = l_mut_2064_;
                                        uint l_2203_ = (_e5492 * _e5493);
                                        uint _e5495 = l_mut_440_;
                                        uint _e5496 = l_mut_2064_;
                                        uint l_2204_ = (_e5495 * _e5496);
                                        uint _e5498 = l_mut_428_;
                                        uint64_t l_2822_ = uint64_t(_e5498);
                                        uint _e5500 = l_mut_2064_;
                                        uint64_t l_2823_ = uint64_t(_e5500);
                                        uint64_t l_2824_ = (l_2822_ * l_2823_);
                                        uint64_t l_2825_ = (l_2824_ >> uint(32uL));
                                        uint l_2205_ = uint(l_2825_);
                                        uint l_2206_ = (l_2205_ + l_2204_);
                                        uint _e5510 = l_mut_440_;
                                        uint64_t l_2827_ = uint64_t(_e5510);
                                        uint _e5512 = l_mut_2064_;
                                        uint64_t l_2828_ = uint64_t(_e5512);
                                        uint64_t l_2829_ = (l_2827_ * l_2828_);
                                        uint64_t l_2830_ = (l_2829_ >> uint(32uL));
                                        uint l_2207_ = uint(l_2830_);
                                        bool l_2208_ = (l_2206_ < l_2204_);
                                        uint l_2209_ = uint(l_2208_);
                                        uint l_2210_ = (l_2207_ + l_2209_);
                                        l_mut_441_ = l_2203_;
                                        bool l_2212_ = (0u > 0u);
                                        if (l_2212_) {
                                            uint l_2213_ = (l_2203_ >> 0u);
                                            uint l_2214_ = (32u - 0u);
                                            uint l_2215_ = (l_2206_ << l_2214_);
                                            uint l_2216_ = (l_2213_ | l_2215_);
                                            l_mut_441_ = l_2216_;
                                        }
                                        l_mut_388_ = l_2206_;
                                        bool l_2217_ = (0u > 0u);
                                        if (l_2217_) {
                                            uint l_2218_ = (l_2206_ >> 0u);
                                            uint l_2219_ = (32u - 0u);
                                            uint l_2220_ = (l_2210_ << l_2219_);
                                            uint l_2221_ = (l_2218_ | l_2220_);
                                            l_mut_388_ = l_2221_;
                                        }
                                        uint _e5539 = l_mut_441_;
                                        l_mut_382_ = _e5539;
                                        uint _e5540 = l_mut_388_;
                                        l_mut_441_ = _e5540;
                                        if (true) {
                                            l_mut_382_ = l_2210_;
                                            l_mut_441_ = 0u;
                                        } else {
                                            if (true) {
                                                l_mut_388_ = l_2206_;
                                                bool l_2224_ = (0u > 0u);
                                                if (l_2224_) {
                                                    uint l_2225_ = (l_2206_ >> 0u);
                                                    uint l_2226_ = (32u - 0u);
                                                    uint l_2227_ = (l_2210_ << l_2226_);
                                                    uint l_2228_ = (l_2225_ | l_2227_);
                                                    l_mut_388_ = l_2228_;
                                                }
                                                uint l_2229_ = (l_2210_ >> 0u);
                                                uint _e5552 = l_mut_388_;
                                                l_mut_382_ = _e5552;
                                                l_mut_441_ = l_2229_;
                                            }
                                        }
                                        uint _e5553 = l_mut_394_;
                                        uint _e5554 = l_mut_2064_;
                                        uint l_2230_ = (_e5553 * _e5554);
                                        uint _e5556 = l_mut_394_;
                                        uint64_t l_2832_ = uint64_t(_e5556);
                                        uint _e5558 = l_mut_2064_;
                                        uint64_t l_2833_ = uint64_t(_e5558);
                                        uint64_t l_2834_ = (l_2832_ * l_2833_);
                                        uint64_t l_2835_ = (l_2834_ >> uint(32uL));
                                        uint l_2231_ = uint(l_2835_);
                                        uint _e5567 = l_mut_439_;
                                        uint _e5568 = l_mut_2064_;
                                        uint l_2232_ = (_e5567 * _e5568);
                                        uint l_2233_ = (l_2231_ + l_2232_);
                                        uint _e5571 = l_mut_382_;
                                        uint l_2234_ = (_e5571 + l_2230_);
                                        uint _e5573 = l_mut_441_;
                                        uint l_2235_ = (_e5573 + l_2233_);
                                        uint _e5575 = l_mut_382_;
                                        bool l_2236_ = (l_2234_ < _e5575);
                                        uint l_2237_ = uint(l_2236_);
                                        uint l_2238_ = (l_2235_ + l_2237_);
                                        uint _e5579 = l_mut_421_;
                                        l_mut_1440_ = _e5579;
                                        uint _e5580 = l_mut_444_;
                                        l_mut_445_ = _e5580;
                                        bool l_2239_ = (l_9_ == 64u);
                                        if (l_2239_) {
                                            l_mut_1440_ = l_2234_;
                                            l_mut_445_ = l_2238_;
                                        } else {
                                            bool l_2240_ = (l_9_ > 0u);
                                            if (l_2240_) {
                                                uint l_2241_ = (64u - l_9_);
                                                l_mut_441_ = l_2234_;
                                                l_mut_440_ = l_2238_;
                                                bool l_2242_ = (l_2241_ >= 32u);
                                                if (l_2242_) {
                                                    uint l_2243_ = (l_2241_ & 31u);
                                                    uint l_2244_ = (l_2234_ << l_2243_);
                                                    l_mut_441_ = 0u;
                                                    l_mut_440_ = l_2244_;
                                                } else {
                                                    bool l_2245_ = (l_2241_ > 0u);
                                                    if (l_2245_) {
                                                        uint l_2246_ = (l_2234_ << l_2241_);
                                                        uint l_2247_ = (l_2238_ << l_2241_);
                                                        uint l_2248_ = (32u - l_2241_);
                                                        uint l_2249_ = (l_2234_ >> l_2248_);
                                                        uint l_2250_ = (l_2247_ | l_2249_);
                                                        l_mut_441_ = l_2246_;
                                                        l_mut_440_ = l_2250_;
                                                    }
                                                }
                                                uint _e5601 = l_mut_421_;
                                                l_mut_439_ = _e5601;
                                                uint _e5602 = l_mut_444_;
                                                l_mut_428_ = _e5602;
                                                bool l_2251_ = (l_9_ >= 32u);
                                                if (l_2251_) {
                                                    uint l_2252_ = (l_9_ & 31u);
                                                    uint _e5607 = l_mut_444_;
                                                    uint l_2253_ = (_e5607 >> l_2252_);
                                                    l_mut_439_ = l_2253_;
                                                    l_mut_428_ = 0u;
                                                } else {
                                                    bool l_2254_ = (l_9_ > 0u);
                                                    if (l_2254_) {
                                                        uint _e5612 = l_mut_421_;
                                                        l_mut_394_ = _e5612;
                                                        bool l_2255_ = (l_9_ > 0u);
                                                        if (l_2255_) {
                                                            uint _e5615 = l_mut_421_;
                                                            uint l_2256_ = (_e5615 >> l_9_);
                                                            uint l_2257_ = (32u - l_9_);
                                                            uint _e5619 = l_mut_444_;
                                                            uint l_2258_ = (_e5619 << l_2257_);
                                                            uint l_2259_ = (l_2256_ | l_2258_);
                                                            l_mut_394_ = l_2259_;
                                                        }
                                                        uint _e5622 = l_mut_444_;
                                                        uint l_2260_ = (_e5622 >> l_9_);
                                                        uint _e5624 = l_mut_394_;
                                                        l_mut_439_ = _e5624;
                                                        l_mut_428_ = l_2260_;
                                                    }
                                                }
                                                uint _e5625 = l_mut_441_;
                                                uint _e5626 = l_mut_439_;
                                                uint l_2261_ = (_e5625 + _e5626);
                                                uint _e5628 = l_mut_440_;
                                                uint _e5629 = l_mut_428_;
                                                uint l_2262_ = (_e5628 + _e5629);
                                                uint _e5631 = l_mut_441_;
                                                bool l_2263_ = (l_2261_ < _e5631);
                                                uint l_2264_ = uint(l_2263_);
                                                uint l_2265_ = (l_2262_ + l_2264_);
                                                l_mut_1440_ = l_2261_;
                                                l_mut_445_ = l_2265_;
                                            }
                                        }
                                        if (l_2116_) {
                                            uint _e5636 = l_mut_1440_;
                                            uint l_2266_ = (0u - _e5636);
                                            uint _e5639 = l_mut_445_;
                                            uint l_2267_ = (0u - _e5639);
                                            uint _e5642 = l_mut_1440_;
                                            bool l_2268_ = (0u < _e5642);
                                            uint l_2269_ = uint(l_2268_);
                                            uint l_2270_ = (l_2267_ - l_2269_);
                                            l_mut_1440_ = l_2266_;
                                            l_mut_445_ = l_2270_;
                                        }
                                    }
                                    uint _e5646 = l_mut_1440_;
                                    uint l_2271_ = (l_2069_ + _e5646);
                                    uint _e5648 = l_mut_445_;
                                    uint l_2272_ = (l_2073_ + _e5648);
                                    bool l_2273_ = (l_2271_ < l_2069_);
                                    uint l_2274_ = uint(l_2273_);
                                    uint l_2275_ = (l_2272_ + l_2274_);
                                    uint l_2276_ = (0u - l_2271_);
                                    uint l_2277_ = (0u - l_2275_);
                                    bool l_2278_ = (0u < l_2271_);
                                    uint l_2279_ = uint(l_2278_);
                                    uint l_2280_ = (l_2277_ - l_2279_);
                                    l_mut_1440_ = l_2276_;
                                    l_mut_445_ = l_2280_;
                                    uint _e5661 = l_mut_445_;
                                    bool l_2281_ = (l_2275_ < _e5661);
                                    uint _e5663 = l_mut_445_;
                                    bool l_2282_ = (l_2275_ == _e5663);
                                    uint _e5665 = l_mut_1440_;
                                    bool l_2283_ = (l_2271_ < _e5665);
                                    if (l_2282_) {
                                        local_123 = l_2283_;
                                    } else {
                                        local_123 = false;
                                    }
                                    bool l_2284_ = local_123;
                                    if (!(l_2281_)) {
                                        local_124 = l_2284_;
                                    } else {
                                        local_124 = true;
                                    }
                                    bool l_2285_ = local_124;
                                    if (l_2285_) {
                                        l_mut_1440_ = l_2271_;
                                        l_mut_445_ = l_2275_;
                                    }
                                    uint _e5676 = l_mut_445_;
                                    bool l_2286_ = (_e5676 < l_27_);
                                    uint _e5678 = l_mut_445_;
                                    bool l_2287_ = (_e5678 == l_27_);
                                    uint _e5680 = l_mut_1440_;
                                    bool l_2288_ = (_e5680 < l_24_);
                                    if (l_2287_) {
                                        local_125 = l_2288_;
                                    } else {
                                        local_125 = false;
                                    }
                                    bool l_2289_ = local_125;
                                    if (!(l_2286_)) {
                                        local_126 = l_2289_;
                                    } else {
                                        local_126 = true;
                                    }
                                    bool l_2290_ = local_126;
                                    if (l_2290_) {
                                        uint _e5691 = l_mut_1441_;
                                        uint l_2291_ = (_e5691 * 2u);
                                        uint l_2292_ = (l_2291_ + 1u);
                                        uint l_2293_ = asuint(info.Load(40+0));
                                        bool l_2294_ = (l_2292_ < l_2293_);
                                        if (l_2294_) {
                                            uint l_2837_ = asuint(info.Load(16+0));
                                            uint l_2838_ = (l_2837_ * 1u);
                                            bool l_2839_ = (l_2291_ < l_2838_);
                                            if (l_2839_) {
                                                buffer_4_global.Store(l_2291_*4, asuint(id));
                                            }
                                            uint l_2295_ = (l_2291_ + 1u);
                                            uint l_2840_ = asuint(info.Load(16+0));
                                            uint l_2841_ = (l_2840_ * 1u);
                                            bool l_2842_ = (l_2295_ < l_2841_);
                                            if (l_2842_) {
                                                uint _e5721 = l_mut_2064_;
                                                buffer_4_global.Store(l_2295_*4, asuint(_e5721));
                                            }
                                        }
                                        uint _e5722 = l_mut_1441_;
                                        l_mut_1441_ = (_e5722 + 1u);
                                    }
                                }
                            }
                            uint _e5728 = l_mut_1441_;
                            l_mut_1446_ = _e5728;
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
